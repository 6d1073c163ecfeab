package printing

import (
	"io"
	"slices"
	"strings"
	"time"

	"arbiter/engine"
	"arbiter/engine/clock"
	"arbiter/engine/rules"
	"arbiter/tournament"
	"arbiter/tournament/replay"
	"arbiter/words"
)

// Adjournment is what the envelope of a sealed move records (FIDE
// Guideline I.2, 1953 rules §21). Fields left empty print as lines to fill
// in by hand.
type Adjournment struct {
	Round, Board int
	// Position is the position before the sealed move; the side to move
	// seals, and the sealed move's number is its move number.
	Position engine.Position
	// WhiteUsed and BlackUsed are the times each player has used; with
	// HasTimes false they are left blank.
	WhiteUsed, BlackUsed time.Duration
	HasTimes             bool
	// Blank leaves the position, the sealed move, who sealed it and the
	// draw offer to be written by hand: the envelope of a game played on
	// paper only. The times, dates and place the arbiter states are
	// printed still (the times with HasTimes).
	Blank bool
	// DrawOffer is set when a draw offer is pending, made by DrawOfferBy.
	DrawOffer   bool
	DrawOfferBy engine.Color
	// AdjournedAt, ResumeAt and ResumePlace are written as the arbiter
	// entered them (date and time of adjournment and of resumption); a
	// date and time in ISO form ("2026-11-23 10:00") is written the way
	// the sheet's language writes dates.
	AdjournedAt, ResumeAt, ResumePlace string
}

// AdjournmentFromGame fills the position, any pending draw offer and the
// times used from a recorded game interrupted before its next move. The
// times used are those of the desk's clock as it last saved it for the
// position (saved, nil for none: the sealer's thinking on the move he
// seals counted), else what the control had credited each player when
// his clock last showed its reading, less that reading (the control the
// desk's clock ran then, else the event's: replay.RecordedMove.Used); they
// are left blank when the record has no clock readings or the time
// control cannot be read. A record with no move is of a game played on
// paper (its adjournment ruled at the desk): its envelope is the blank
// one, for every front end. The date and time of the adjournment are its
// ruling's.
func AdjournmentFromGame(ev *tournament.Event, rec *replay.GameRecord, saved *replay.ClockState) (Adjournment, error) {
	if len(rec.Moves) == 0 {
		return Adjournment{Round: rec.Round, Board: rec.Board, Blank: true}, nil
	}
	g, err := replay.Game(rec)
	if err != nil {
		return Adjournment{}, err
	}
	a := Adjournment{Round: rec.Round, Board: rec.Board, Position: g.Position()}
	// When it was adjourned: its ruling's time, as the rulings log holds
	// it; without one the line is left to be written by hand.
	for _, r := range slices.Backward(rec.Rulings) {
		if r.Incident == string(rules.KindAdjourn) && !r.Overruled && r.Ply == len(rec.Moves) {
			a.AdjournedAt = r.At.Local().Format("2006-01-02 15:04")
			break
		}
	}
	if n := len(rec.Moves); n > 0 && rec.Moves[n-1].DrawOffer {
		a.DrawOffer, a.DrawOfferBy = true, a.Position.Turn().Other()
	}
	control := ev.Settings.TimeControl
	if saved != nil && saved.Control != "" {
		control = saved.Control // the control the desk's clock ran
	}
	tc, err := clock.Parse(control)
	if err != nil {
		return a, nil
	}
	if saved != nil && saved.Ply == len(rec.Moves) {
		var made [2]int
		for ply := 1; ply <= len(rec.Moves); ply++ {
			moves, side := g.MoveNumber(ply)
			made[side] = moves
		}
		used, known := saved.Used(tc, made)
		a.WhiteUsed, a.BlackUsed, a.HasTimes = used[engine.White], used[engine.Black], known
		return a, nil
	}
	// A player's last reading: the clock after his latest move, the move
	// whose number counts the moves he has completed.
	var read [2]bool
	for ply := len(rec.Moves); ply > 0 && !(read[0] && read[1]); ply-- {
		moves, side := g.MoveNumber(ply)
		if read[side] || !rec.Moves[ply-1].HasClock {
			continue
		}
		used, err := rec.Moves[ply-1].Used(tc, moves)
		if err != nil {
			return a, nil // a control that does not read: times left blank
		}
		read[side] = true
		if side == engine.White {
			a.WhiteUsed = used
		} else {
			a.BlackUsed = used
		}
	}
	a.HasTimes = read[0] && read[1]
	return a, nil
}

// BlankEnvelope is the envelope of a game played on paper: the event,
// round, board and players printed, everything else to be written by hand.
func BlankEnvelope(w io.Writer, ev *tournament.Event, round, board int, opt Options) error {
	return Envelope(w, ev, Adjournment{Round: round, Board: board, Blank: true}, opt)
}

// Envelope prints the front of a sealed-move envelope: the game, the
// position as a diagram, who sealed which move, the times used, a pending
// draw offer, when and where play resumes, and the signatures.
func Envelope(w io.Writer, ev *tournament.Event, a Adjournment, opt Options) error {
	return render(w, ev, opt, func(s *sheet) error { return s.envelope(a) })
}

func (s *sheet) envelope(a Adjournment) error {
	if _, err := findRound(s.ev, a.Round); err != nil {
		return err
	}
	if err := s.ev.Settings.AdjournAllowed(); err != nil {
		return err
	}
	// A team event's game is a board of a match, numbered as its games are.
	pr, err := s.ev.FindPairing(a.Round, a.Board)
	if err != nil {
		return err
	}
	if !pr.Seated() {
		return errorf("print.error.envelope-no-game", "round", a.Round, "board", a.Board)
	}
	// A game with its result has no move to seal: the envelope is
	// refused, for whichever front end asks, rather than printed for a
	// game that is over.
	if pr.Result.Finished() {
		return errorf("print.error.envelope-finished", "round", a.Round, "board", a.Board, "result", pr.Result.Text(s.t))
	}
	byID := players(s.ev)
	white, black, err := pairedPlayers(byID, *pr)
	if err != nil {
		return err
	}
	s.title, s.round = s.t("print.envelope.title"), a.Round
	s.addPage()
	p := s.pdf

	fields, names := s.envelopeFields(a, white, black)
	// The labels' column is as wide as the longest label.
	s.font("", 9)
	labelW := 0.0
	for _, f := range fields {
		labelW = max(labelW, p.GetStringWidth(f.label)+4)
	}
	valueW := s.contentWidth() - labelW
	const rowH = 8.0
	y := s.top() + 1
	for _, f := range fields {
		p.SetXY(margin, y)
		s.font("", 9)
		p.CellFormat(labelW, rowH, f.label, "B", 0, "L", false, 0, "")
		s.font("B", 11)
		s.cell(valueW, rowH, f.value, "B", names...)
		y += rowH
	}

	// The diagram, centred below the fields, as large as the page leaves
	// room for above the signatures and the notice (Letter is shorter).
	const below = 7 + 10 + 14 + 22
	size := min(80, s.bottom()-y-6-below)
	y += 6
	s.font("B", 10)
	p.SetXY(margin, y)
	p.CellFormat(s.contentWidth(), 5, s.t("print.envelope.position"), "", 0, "C", false, 0, "")
	pos := &a.Position
	if a.Blank {
		pos = nil
	}
	s.diagram((s.w-size)/2, y+7, size, pos)
	y += 7 + size + 10

	s.signatures(y, []string{
		s.t("print.sign.white"), s.t("print.sign.black"), s.t("print.sign.arbiter"),
	})
	s.font("", 8)
	p.SetXY(margin, y+16)
	p.MultiCell(s.contentWidth(), 4, s.t("print.envelope.notice"), "", "L", false)
	return nil
}

// envelopeField is a line of the envelope: what it asks, the answer.
type envelopeField struct{ label, value string }

// envelopeFields are the envelope's lines, answered from a unless it is
// a blank to fill in by hand: who sealed which move, the clocks, the
// draw offer, when and where the game resumes. names are the values
// that are names (players, who sealed, his opponent), which the
// envelope sets in one size.
func (s *sheet) envelopeFields(a Adjournment, white, black *tournament.Player) (fields []envelopeField, names []string) {
	sealer, other := white, black
	if a.Position.Turn() == engine.Black {
		sealer, other = black, white
	}
	used := func(d time.Duration) string {
		if !a.HasTimes {
			return ""
		}
		return engine.FormatClock(d, engine.ClockShort)
	}
	offer := s.t("print.envelope.no-offer")
	if a.DrawOffer {
		by := white
		if a.DrawOfferBy == engine.Black {
			by = black
		}
		offer = s.t("print.envelope.offer-by", "name", by.Name)
	}
	sealed := s.t("print.envelope.sealed.white", "n", a.Position.Fullmoves())
	if sealer == black {
		sealed = s.t("print.envelope.sealed.black", "n", a.Position.Fullmoves())
	}
	sealedBy, opponent := displayName(sealer), displayName(other)
	if a.Blank {
		sealed, sealedBy, opponent, offer = "", "", "", ""
	}
	fields = []envelopeField{
		{s.t("print.round", "n", a.Round), s.t("print.envelope.board", "n", a.Board)},
		{s.t("print.colour.white"), s.numbered(white)},
		{s.t("print.colour.black"), s.numbered(black)},
		{s.t("print.envelope.sealed-move"), sealed},
		{s.t("print.envelope.sealed-by"), sealedBy},
		{s.t("print.envelope.opponent"), opponent},
		{s.t("print.envelope.used-white"), used(a.WhiteUsed)},
		{s.t("print.envelope.used-black"), used(a.BlackUsed)},
		{s.t("print.envelope.draw-offer"), offer},
		{s.t("print.envelope.adjourned-at"), s.when(a.AdjournedAt)},
		{s.t("print.envelope.resume-at"), s.when(a.ResumeAt)},
		{s.t("print.envelope.resume-place"), a.ResumePlace},
	}
	return fields, []string{s.numbered(white), s.numbered(black), sealedBy, opponent}
}

// when writes a date and time entered in ISO form ("2026-11-23 10:00")
// the way the sheet's language writes dates; other text prints as it is.
func (s *sheet) when(text string) string {
	for _, layout := range []string{"2006-01-02 15:04", "2006-01-02T15:04", "2006-01-02 15:04:05", time.RFC3339} {
		if t, err := time.Parse(layout, strings.TrimSpace(text)); err == nil {
			return words.RoundWhen(s.cat, tournament.RoundTime{Date: t.Format(time.DateOnly), Time: t.Format("15:04")})
		}
	}
	if len(strings.TrimSpace(text)) == 10 {
		return s.date(strings.TrimSpace(text))
	}
	return text
}

// signatures draws labelled signature lines side by side at y.
func (s *sheet) signatures(y float64, labels []string) {
	p := s.pdf
	gap := 8.0
	w := (s.contentWidth() - gap*float64(len(labels)-1)) / float64(len(labels))
	for i, l := range labels {
		x := margin + float64(i)*(w+gap)
		p.SetLineWidth(0.3)
		p.Line(x, y+8, x+w, y+8)
		s.font("", 8)
		p.SetXY(x, y+9)
		// A label wider than its line (a team's name and its captain's)
		// wraps under it rather than run into the next label.
		p.MultiCell(w, 3.5, l, "", "C", false)
	}
}

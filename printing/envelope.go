package printing

import (
	"fmt"
	"io"
	"time"

	"arbiter/engine"
	"arbiter/tournament"
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
	// DrawOffer is set when a draw offer is pending, made by DrawOfferBy.
	DrawOffer   bool
	DrawOfferBy engine.Color
	// AdjournedAt, ResumeAt and ResumePlace are written as the arbiter
	// entered them (date and time of adjournment and of resumption).
	AdjournedAt, ResumeAt, ResumePlace string
}

// AdjournmentFromGame fills the position and any pending draw offer from a
// recorded game interrupted before its next move.
func AdjournmentFromGame(rec *tournament.GameRecord) (Adjournment, error) {
	g, err := tournament.Replay(rec)
	if err != nil {
		return Adjournment{}, err
	}
	a := Adjournment{Round: rec.Round, Board: rec.Board, Position: g.Position()}
	if n := len(rec.Moves); n > 0 && rec.Moves[n-1].DrawOffer {
		a.DrawOffer, a.DrawOfferBy = true, a.Position.Turn().Other()
	}
	return a, nil
}

// Envelope prints the front of a sealed-move envelope: the game, the
// position as a diagram, who sealed which move, the times used, a pending
// draw offer, when and where play resumes, and the signatures.
func Envelope(w io.Writer, ev *tournament.Event, a Adjournment, opt Options) error {
	s, err := newSheet(ev, opt)
	if err != nil {
		return err
	}
	r, err := findRound(ev, a.Round)
	if err != nil {
		return err
	}
	var pr *tournament.Pairing
	for i := range r.Pairings {
		if r.Pairings[i].Board == a.Board && !r.Pairings[i].IsBye() {
			pr = &r.Pairings[i]
		}
	}
	if pr == nil {
		return errorf("print.error.board", "round", a.Round, "board", a.Board)
	}
	byID := players(ev)
	white, black, err := pairedPlayers(byID, *pr)
	if err != nil {
		return err
	}
	s.title, s.round = s.t("print.envelope.title"), a.Round
	s.addPage()
	p := s.pdf

	sealer, other := white, black
	if a.Position.Turn() == engine.Black {
		sealer, other = black, white
	}
	colour := func(pl *tournament.Player) string {
		if pl == white {
			return s.t("print.colour.white")
		}
		return s.t("print.colour.black")
	}
	used := func(d time.Duration) string {
		if !a.HasTimes {
			return ""
		}
		return clockText(d)
	}
	offer := s.t("print.envelope.no-offer")
	if a.DrawOffer {
		by := white
		if a.DrawOfferBy == engine.Black {
			by = black
		}
		offer = s.t("print.envelope.offer-by", "name", by.Name)
	}
	fields := []struct{ label, value string }{
		{s.t("print.round", "n", a.Round), s.t("print.envelope.board", "n", a.Board)},
		{s.t("print.colour.white"), displayName(white)},
		{s.t("print.colour.black"), displayName(black)},
		{s.t("print.envelope.sealed-move"), fmt.Sprintf("%d. %s", a.Position.Fullmoves(), s.t("print.envelope.by-colour", "colour", colour(sealer)))},
		{s.t("print.envelope.sealed-by"), displayName(sealer)},
		{s.t("print.envelope.opponent"), displayName(other)},
		{s.t("print.envelope.used-white"), used(a.WhiteUsed)},
		{s.t("print.envelope.used-black"), used(a.BlackUsed)},
		{s.t("print.envelope.draw-offer"), offer},
		{s.t("print.envelope.adjourned-at"), a.AdjournedAt},
		{s.t("print.envelope.resume-at"), a.ResumeAt},
		{s.t("print.envelope.resume-place"), a.ResumePlace},
	}
	y := headerBase + 2
	labelW, valueW := 48.0, s.contentWidth()-48
	for _, f := range fields {
		p.SetXY(margin, y)
		s.font("", 9)
		p.CellFormat(labelW, 9, f.label, "B", 0, "L", false, 0, "")
		s.font("B", 11)
		s.cell(valueW, 9, f.value, "B", 0, "L", false)
		y += 9
	}

	// The diagram, centred, below the fields.
	size := 80.0
	y += 8
	s.font("B", 10)
	p.SetXY(margin, y)
	p.CellFormat(s.contentWidth(), 5, s.t("print.envelope.position"), "", 0, "C", false, 0, "")
	s.diagram((s.w-size)/2, y+7, size, &a.Position)
	y += 7 + size + 12

	s.signatures(y, []string{
		s.t("print.sign.white"), s.t("print.sign.black"), s.t("print.sign.arbiter"),
	})
	s.font("", 8)
	p.SetXY(margin, y+20)
	p.MultiCell(s.contentWidth(), 4, s.t("print.envelope.notice"), "", "L", false)
	return s.finish(w)
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
		p.CellFormat(w, 4, l, "", 0, "C", false, 0, "")
	}
}

// clockText writes a duration as h:mm:ss, or m:ss under an hour.
func clockText(d time.Duration) string {
	if d < 0 {
		d = 0
	}
	sec := int(d.Round(time.Second) / time.Second)
	if sec >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", sec/3600, sec/60%60, sec%60)
	}
	return fmt.Sprintf("%d:%02d", sec/60, sec%60)
}

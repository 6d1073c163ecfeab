package printing

import (
	"io"

	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/replay"
)

// incidentKind names the kind of an incident of a game's record: a kind
// the rules know, or one the desk records (a ruling, an overruled
// proposal, a restored position, a note).
func (s *sheet) incidentKind(kind string) string {
	if key := "print.incident." + kind; s.cat.Knows(key) {
		return s.t(key)
	}
	return s.incident(kind)
}

// GameScoresheet prints a recorded game as a filled scoresheet in the
// notation style of opt and the sheet's language, with the clock after each
// move and (=) where a draw was offered, and the incidents at the board
// (illegal moves, rulings and what they gave) below the signatures. Games longer than 60 moves go on
// to further sheets.
func GameScoresheet(w io.Writer, ev *tournament.Event, rec *replay.GameRecord, style engine.Style, opt Options) error {
	return render(w, ev, opt, func(s *sheet) error { return s.gameScoresheet(rec, style) })
}

func (s *sheet) gameScoresheet(rec *replay.GameRecord, style engine.Style) error {
	g, err := replay.Game(rec)
	if err != nil {
		return err
	}
	sg := &scoreGame{round: rec.Round, board: rec.Board}
	// A team event's game is a board of a match, numbered as its games are.
	if pr, err := s.ev.FindPairing(rec.Round, rec.Board); err == nil && pr.Seated() {
		byID := players(s.ev)
		sg.white, sg.black = byID[pr.White], byID[pr.Black]
		s.ofMatch(sg)
	}
	n := engine.Notation{Lang: s.cat.Lang().Notation(), Style: style}
	for i, m := range g.Moves() {
		rm := rec.Moves[i]
		pos := g.PositionAt(i)
		c := plyCell{move: pos.Format(m.Move, n), offer: rm.DrawOffer}
		if rm.HasClock {
			c.clock = engine.FormatClock(rm.Clock, engine.ClockShort)
		}
		sg.plies = append(sg.plies, c)
	}
	// A game set up with Black to move leaves White's first cell empty.
	start := g.Start()
	sg.first = start.Fullmoves()
	if start.Turn() == engine.Black {
		sg.plies = append([]plyCell{{move: "…"}}, sg.plies...)
	}
	if rec.Result.Finished() {
		sg.result = rec.Result.Text(s.t)
	}
	for _, in := range IncidentLog(s.cat, rec, n) {
		move := ""
		if in.Ply > 0 && in.Ply <= g.Ply() {
			n, c := g.MoveNumber(in.Ply)
			move = moveLabel(n, c == engine.Black)
		}
		sg.incidents = append(sg.incidents, [3]string{move, in.Kind, in.Text})
	}
	s.scoresheet(sg)
	return nil
}

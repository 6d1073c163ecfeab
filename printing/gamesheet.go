package printing

import (
	"io"

	"arbiter/engine"
	"arbiter/tournament"
)

// GameScoresheet prints a recorded game as a filled scoresheet in the
// notation style of opt and the sheet's language, with the clock after each
// move and (=) where a draw was offered. Games longer than 60 moves go on
// to further sheets.
func GameScoresheet(w io.Writer, ev *tournament.Event, rec *tournament.GameRecord, style engine.Style, opt Options) error {
	s, err := newSheet(ev, opt)
	if err != nil {
		return err
	}
	g, err := tournament.Replay(rec)
	if err != nil {
		return err
	}
	sg := &scoreGame{round: rec.Round, board: rec.Board}
	if r, err := findRound(ev, rec.Round); err == nil {
		byID := players(ev)
		for _, pr := range r.Pairings {
			if pr.Board == rec.Board && !pr.IsBye() {
				sg.white, sg.black = byID[pr.White], byID[pr.Black]
			}
		}
	}
	n := engine.Notation{Lang: engine.Lang(s.cat.Lang()), Style: style}
	for i, m := range g.Moves() {
		rm := rec.Moves[i]
		pos := g.PositionAt(i)
		c := plyCell{move: pos.Format(m.Move, n), offer: rm.DrawOffer}
		if rm.HasClock {
			c.clock = clockText(rm.Clock)
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
	s.scoresheet(sg)
	return s.finish(w)
}

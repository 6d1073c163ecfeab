package printing

import (
	"fmt"
	"io"
	"strings"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/tournament"
)

// incidentKind names the kind of an incident of a game's record: a kind
// the rules know, or one the desk records (a ruling, an overruled
// proposal, a restored position, a note).
func (s *sheet) incidentKind(kind string) string {
	if key := "print.incident." + kind; s.cat.Has(key) {
		return s.t(key)
	}
	return s.incident(kind)
}

// incidentNote is an incident's note with the words the desk writes as
// identifiers (an incident's kind, a side) in the sheet's language:
// "illegal-move black: FIDE 2023, 7.5.1" reads "Illegal move Black:
// FIDE 2023, 7.5.1".
func (s *sheet) incidentNote(note string) string {
	words := strings.Split(note, " ")
	for i, w := range words {
		bare, colon := strings.CutSuffix(w, ":")
		switch {
		case bare == "white":
			bare = s.t("print.colour.white")
		case bare == "black":
			bare = s.t("print.colour.black")
		case s.cat.Has(rules.IncidentKind(bare).Key()):
			bare = s.incident(bare)
		}
		if colon {
			bare += ":"
		}
		words[i] = bare
	}
	return strings.Join(words, " ")
}

// GameScoresheet prints a recorded game as a filled scoresheet in the
// notation style of opt and the sheet's language, with the clock after each
// move and (=) where a draw was offered, and the incidents at the board
// (illegal moves, rulings and what they gave) below the signatures. Games longer than 60 moves go on
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
	for _, in := range rec.Incidents {
		move := ""
		if in.Ply > 0 && in.Ply <= g.Ply() {
			n, c := g.MoveNumber(in.Ply)
			move = fmt.Sprintf("%d.", n)
			if c == engine.Black {
				move = fmt.Sprintf("%d…", n)
			}
		}
		sg.incidents = append(sg.incidents, [3]string{move, s.incidentKind(in.Kind), s.incidentNote(in.Note)})
	}
	s.scoresheet(sg)
	return s.finish(w)
}

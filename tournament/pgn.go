package tournament

import (
	"strconv"
	"strings"

	"arbiter/engine"
)

// GamePGN converts a recorded game into a PGN game: the event's tags (the
// seven-tag roster, board, ratings), the start position, and the moves with
// their clock times; a draw offer shows as the comment "(=)" the way a
// scoresheet marks it. The moves are replayed, so a record with a move
// that is not legal is reported rather than written.
func GamePGN(ev *Event, rec *GameRecord) (engine.PGNGame, error) {
	var g engine.PGNGame
	game, err := Replay(rec)
	if err != nil {
		return g, err
	}
	g.Start = game.Start()
	for i, gm := range game.Moves() {
		pm := engine.PGNMove{Move: gm.Move, Clock: gm.Clock, HasClock: gm.HasClock}
		if rec.Moves[i].DrawOffer {
			pm.Comment = "(=)"
		}
		g.Moves = append(g.Moves, pm)
	}
	result := rec.Result
	var pairing *Pairing
	if p, err := FindPairing(ev, rec.Round, rec.Board); err == nil {
		pairing = p
		if p.Result.Played() {
			result = p.Result
		}
	}
	g.Result = result.Game()
	s := ev.Settings
	date := s.StartDate
	for _, rd := range ev.Rounds {
		if rd.Number == rec.Round && rd.Date != "" {
			date = rd.Date
		}
	}
	g.SetTag("Event", s.Name)
	g.SetTag("Site", s.Site)
	if date != "" {
		g.SetTag("Date", strings.ReplaceAll(date, "-", "."))
	}
	g.SetTag("Round", strconv.Itoa(rec.Round))
	if pairing != nil {
		for _, side := range []struct {
			id        int64
			name, elo string
		}{{pairing.White, "White", "WhiteElo"}, {pairing.Black, "Black", "BlackElo"}} {
			if p, ok := ev.Player(side.id); ok {
				g.SetTag(side.name, p.FamilyFirst())
				if p.Rating > 0 {
					g.SetTag(side.elo, strconv.Itoa(p.Rating))
				}
			}
		}
	}
	g.SetTag("Board", strconv.Itoa(rec.Board))
	return g, nil
}

// EventPGN writes the given recorded games (in the order given) as one PGN
// file.
func EventPGN(ev *Event, games []*GameRecord) (string, error) {
	out := make([]engine.PGNGame, 0, len(games))
	for _, rec := range games {
		g, err := GamePGN(ev, rec)
		if err != nil {
			return "", err
		}
		out = append(out, g)
	}
	return engine.WritePGN(out), nil
}

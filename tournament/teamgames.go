package tournament

// A team event's games are its rounds' pairings, as an individual
// event's are: each names its match and is numbered on through the
// round's matches in match order (a bye match has none), which is the
// number the game desk, the result path (store.Store.SetGameResult) and
// the recorded games know it by. Its board in the match is its place
// among the match's games.

// MatchGames are match m's games in board order (the i-th is board i+1),
// read from its round's pairings; a bye has none.
func (e *Event) MatchGames(m TeamMatch) []Pairing {
	if m.IsBye() {
		return nil
	}
	for _, rd := range e.Rounds {
		if rd.Number == m.Round {
			return OfMatch(rd.Pairings, m.Number)
		}
	}
	return nil
}

// OfMatch are the games among games (a round's, in board order) of match
// number n.
func OfMatch(games []Pairing, n int) []Pairing {
	var out []Pairing
	for _, p := range games {
		if p.Match == n {
			out = append(out, p)
		}
	}
	return out
}

// LayMatches are round r's games of the matches ms, each match's games
// (boards, in board order) numbered on through the round in match order:
// the one numbering of a team round's games, for what saves a round.
func LayMatches(r int, ms []TeamMatch, boards func(TeamMatch) []Pairing) []Pairing {
	var out []Pairing
	for _, m := range ms {
		if m.IsBye() {
			continue
		}
		for _, g := range boards(m) {
			g.Round, g.Match, g.Board = r, m.Number, len(out)+1
			out = append(out, g)
		}
	}
	return out
}

// GameBoard is the number board b of match m of round r has among the
// round's games, 0 for no such board.
func GameBoard(ev *Event, r, match, board int) int {
	for _, m := range ev.RoundMatches(r) {
		if gs := ev.MatchGames(m); m.Number == match && board >= 1 && board <= len(gs) {
			return gs[board-1].Board
		}
	}
	return 0
}

// MatchGame is GameBoard for an entry that names a match and its board
// (the command line's --match and --board, the Matches view): the game's
// number for the one result path (store.Store.SetGameResult), or why there
// is none.
func MatchGame(ev *Event, r, match, board int) (int, error) {
	for _, m := range ev.RoundMatches(r) {
		if m.Number != match {
			continue
		}
		if m.IsBye() {
			return 0, errorf("teams.err.result.bye", []any{"round", r, "match", match})
		}
		if n := ev.MatchGames(m); board < 1 || board > len(n) {
			return 0, errorf("teams.err.result.board", []any{"round", r, "match", match, "board", board, "boards", len(n)})
		}
		return GameBoard(ev, r, match, board), nil
	}
	return 0, errorf("teams.error.no-match", []any{"round", r, "match", match})
}

// MatchBoardOf is the match and its board that game n of round r of a
// team event is; ok is false for no such game, or a game of no match.
func MatchBoardOf(ev *Event, r, n int) (match, board int, ok bool) {
	p, err := FindPairing(ev, r, n)
	if err != nil || p.Match == 0 {
		return 0, 0, false
	}
	for _, m := range ev.RoundMatches(r) {
		if m.Number != p.Match {
			continue
		}
		for i, g := range ev.MatchGames(m) {
			if g.Board == n {
				return m.Number, i + 1, true
			}
		}
	}
	return 0, 0, false
}

package tournament

// GameRounds are the event's individual games round by round: the
// rounds' own pairings where no match groups them (an individual event's
// rounds, as they are); else the matches board by board, each board with
// two players a game (boards numbered on through the round's matches,
// GameBoard), for what rates and reports a player's games as FIDE takes
// them, game by game, and what the game desk opens. A board a line-up left
// empty is no game, nor is a match forfeited as a whole. A team event's
// rounds before its first match hold no pairings, so they are its games'
// rounds as they are too.
func GameRounds(ev *Event) []Round {
	if len(ev.Matches) == 0 {
		return ev.Rounds
	}
	var out []Round
	for r := 1; r <= PairedRounds(ev); r++ {
		rd := Round{Number: r}
		if r <= len(ev.Rounds) {
			rd.Date = ev.Rounds[r-1].Date
		}
		gameBoards(ev, r, func(n int, m TeamMatch, b MatchBoard) bool {
			if b.White != 0 && b.Black != 0 && m.Forfeit == NoResult {
				rd.Pairings = append(rd.Pairings, Pairing{Round: r, Board: n, White: b.White, Black: b.Black, Result: b.Result})
			}
			return true
		})
		out = append(out, rd)
	}
	return out
}

// gameBoards calls f with each board of round r's matches and its number
// among the round's games: the boards numbered on through the matches in
// their order, a bye counting none; f returns false to stop.
func gameBoards(ev *Event, r int, f func(n int, m TeamMatch, b MatchBoard) bool) {
	n := 0
	for _, m := range ev.RoundMatches(r) {
		if m.IsBye() {
			continue
		}
		for _, b := range m.Boards {
			n++
			if !f(n, m, b) {
				return
			}
		}
	}
}

// GameBoard is the number board b of match m of round r has among the
// round's games (GameRounds), 0 for no such board.
func GameBoard(ev *Event, r, match, board int) int {
	found := 0
	gameBoards(ev, r, func(n int, m TeamMatch, b MatchBoard) bool {
		if m.Number == match && b.Board == board {
			found = n
		}
		return found == 0
	})
	return found
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
		if board < 1 || board > len(m.Boards) {
			return 0, errorf("teams.err.result.board", []any{"round", r, "match", match, "board", board, "boards", len(m.Boards)})
		}
		return GameBoard(ev, r, match, board), nil
	}
	return 0, errorf("teams.error.no-match", []any{"round", r, "match", match})
}

// MatchBoardOf is the match and its board that game n of round r of a
// team event is (GameRounds' numbering); ok is false for no such game.
func MatchBoardOf(ev *Event, r, n int) (match, board int, ok bool) {
	gameBoards(ev, r, func(k int, m TeamMatch, b MatchBoard) bool {
		if k == n {
			match, board, ok = m.Number, b.Board, true
		}
		return !ok
	})
	return match, board, ok
}

// FindGame is the game on a board of a round as GameRounds numbers the
// event's games: an individual event's pairing, a team event's board of
// a match with both its players. An individual event's GameRounds are its
// own rounds, so its pairing is found in place, as FindPairing finds it.
func FindGame(ev *Event, round, board int) (*Pairing, error) {
	return findIn(GameRounds(ev), round, board)
}

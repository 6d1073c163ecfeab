package tournament

// GameRounds are the event's individual games round by round: an
// individual event's rounds as they are; a team event's matches board by
// board, each board with two players a game (boards numbered on through
// the round's matches), for what rates and reports a player's games as
// FIDE takes them, game by game. A board a line-up left empty is no game,
// nor is a match forfeited as a whole.
func GameRounds(ev *Event) []Round {
	if !ev.Settings.System.Team() {
		return ev.Rounds
	}
	var out []Round
	for r := 1; r <= TeamRoundsPaired(ev); r++ {
		rd := Round{Number: r}
		if r <= len(ev.Rounds) {
			rd.Date = ev.Rounds[r-1].Date
		}
		board := 0
		for _, m := range ev.RoundMatches(r) {
			for _, b := range m.Boards {
				if m.IsBye() {
					break
				}
				board++
				if b.White == 0 || b.Black == 0 || m.Forfeit != NoResult {
					continue
				}
				rd.Pairings = append(rd.Pairings, Pairing{Round: r, Board: board, White: b.White, Black: b.Black, Result: b.Result})
			}
		}
		out = append(out, rd)
	}
	return out
}

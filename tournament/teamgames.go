package tournament

// A team event's games are its rounds' pairings, as an individual
// event's are: each names its match and is numbered on through the
// round's matches in match order (a bye match has none), which is the
// number the game desk, the result path (store.Store.SetResult) and
// the recorded games know it by. Its board in the match is its place
// among the match's games.

// MatchGames are match m's games in board order (the i-th is board i+1),
// read from its round's pairings; a bye has none.
func (e *Event) MatchGames(m TeamMatch) []Pairing {
	if rd, ok := e.Round(m.Round); ok && !m.IsBye() {
		return ofMatch(rd.Pairings, m.Number)
	}
	return nil
}

// ofMatch are the games among games (a round's, in board order) of match
// number n.
func ofMatch(games []Pairing, n int) []Pairing {
	var out []Pairing
	for _, p := range games {
		if p.Match == n {
			out = append(out, p)
		}
	}
	return out
}

package standings

import "arbiter/tournament"

// RoundProgress is how far the results of a round after the last
// complete one are entered: Done of Of games that count have their final
// result, a match counting once (finished when its games are), byes left
// out.
type RoundProgress struct {
	Round int `json:"round"`
	Done  int `json:"done"`
	Of    int `json:"of"`
}

// PartialRounds lists, in round order, the paired rounds after the last
// complete one (Event.CompletedRounds) with at least one result entered: what a
// table that counts every result entered adds to "after round n", so that
// its heading can say so.
func PartialRounds(ev *tournament.Event) []RoundProgress {
	var out []RoundProgress
	eff := ev.EffectiveResults()
	for _, rd := range eff.Rounds[ev.CompletedRounds():] {
		p := RoundProgress{Round: rd.Number}
		open := map[int]bool{} // each match of the round: whether a game of it is unfinished
		for _, g := range rd.Games {
			if !g.Counts() || g.IsBye() {
				continue
			}
			if g.Match > 0 {
				open[g.Match] = open[g.Match] || !g.Result.Finished()
				continue
			}
			p.Of++
			if g.Result.Finished() {
				p.Done++
			}
		}
		for _, unfinished := range open {
			p.Of++
			if !unfinished {
				p.Done++
			}
		}
		if p.Done > 0 {
			out = append(out, p)
		}
	}
	return out
}

package team

import "arbiter/tournament"

// A team's requested bye in a team Swiss is a request (tournament.PlannedBye
// with Team set, in the one byes table) until its round is paired, then a
// bye match of its kind; the pairing and its check leave the team out.

// byesIn returns the teams with a requested bye in round r and its
// kind: its bye matches once the round is paired, else the requests.
func byesIn(ev *tournament.Event, r int) map[int64]tournament.ByeKind {
	out := map[int64]tournament.ByeKind{}
	if r <= ev.PairedRounds() {
		for _, m := range ev.RoundMatches(r) {
			if m.Requested() {
				out[m.White] = m.Bye
			}
		}
		return out
	}
	for _, b := range ev.Requests {
		if _, ok := ev.Team(b.Team); ok && b.Team != 0 && b.Round == r {
			out[b.Team] = b.Kind
		}
	}
	return out
}

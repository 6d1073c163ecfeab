package tournament

// A team's requested bye in a team Swiss: the team asks to sit a round
// out (TRF-2026 record 240, F, H or Z, by team numbers) and scores as
// the kind says (requestedOutcome). It is a request (PlannedBye with
// Team set) until its round is paired, then a bye match of its kind; the
// pairing leaves the team out.

// TeamByesIn returns the teams with a requested bye in round r and its
// kind: its bye matches once the round is paired, else the requests.
func TeamByesIn(ev *Event, r int) map[int64]ByeKind {
	out := map[int64]ByeKind{}
	if r <= PairedRounds(ev) {
		for _, m := range ev.RoundMatches(r) {
			if m.IsBye() && RequestedBye(m.Bye) {
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

// TeamByeAllowed is the rule for a bye match: a requested bye only in a
// team Swiss.
func TeamByeAllowed(ev *Event, m TeamMatch) error {
	if RequestedBye(m.Bye) && ev.Settings.System != TeamSwiss {
		return errorf("teams.err.bye.system", nil)
	}
	return nil
}

// teamName is team id's name, empty for no such team.
func teamName(ev *Event, id int64) string {
	if t, ok := ev.Team(id); ok {
		return t.Name
	}
	return ""
}

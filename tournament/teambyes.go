package tournament

// A team's requested bye in a team Swiss: the team asks to sit a round
// out (TRF-2026 record 240, F, H or Z, by team numbers) and scores as
// the kind says (requestedOutcome). It is a request (PlannedBye with
// Team set) until its round is paired, then a bye match of its kind; the
// pairing leaves the team out.

// teamName is team id's name, empty for no such team.
func teamName(ev *Event, id int64) string {
	if t, ok := ev.Team(id); ok {
		return t.Name
	}
	return ""
}

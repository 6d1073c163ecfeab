package conduct

import (
	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/pairing"
	"arbiter/tournament/team"
)

// Check is a stored round judged by its system's rules.
type Check struct {
	Round    int
	Findings []Finding
	// Verdict says that the round is the system's pairing, or how many
	// departures it has; Heading, where not nil, is said before the
	// departures listed.
	Verdict, Heading *engine.Message
	// Since, where not nil, is said first: that the round is judged by the
	// event as it stood when paired, with each figure corrected since in
	// Corrected, or that the file cannot tell how it stood
	// (store.Store.AsPaired gives both and the event to judge).
	Since     *engine.Message
	Corrected []engine.Message
	// MeetAgain, said after a verdict of no departures, are the sides
	// the round pairs again after games or matches not played
	// (tournament.Event.MeetAgain): right, and to be said, as the
	// arbiter meets them as a rematch.
	MeetAgain []engine.Message
}

// Finding is a departure from the system's rules: the criterion, where the
// system numbers them, the departure in the user's language, and the
// players it names.
type Finding struct {
	Rule    string
	Err     error
	Players []pairing.Numbered
}

// CheckRound judges round r of ev as stored against its system's rules
// with the event's Swiss options opts: a team round's matches and line-ups
// (team.CheckTeamRound), or an individual round by the Swiss systems'
// check (pairing.CheckSwiss), each finding with its criterion and the
// players it numbers. A pair kept apart only from a later round than r
// was free to meet in r, and is judged so (forRound). It reads only ev,
// so that a front end may run it off its window's goroutine.
func CheckRound(ev *tournament.Event, r int, opts tournament.SwissOptions) (Check, error) {
	sys := ev.Settings.System
	ev, opts = forRound(ev, r, opts)
	switch sys {
	case tournament.TeamRoundRobin, tournament.TeamSwiss:
		found, err := team.CheckTeamRound(ev, r)
		if err != nil {
			return Check{}, err
		}
		c := Check{Round: r, Verdict: team.TeamCheckVerdict(sys, r, len(found))}
		if len(found) == 0 {
			c.MeetAgain = ev.MeetAgain(r)
		}
		for _, f := range found {
			c.Findings = append(c.Findings, Finding{Err: f})
		}
		return c, nil
	}
	found, err := pairing.CheckSwiss(ev, r, opts)
	if err != nil {
		return Check{}, err
	}
	c := Check{Round: r, Verdict: engine.NewMessage(pairing.CheckKey(sys, "swisscli.check.ok"), "round", r)}
	if len(found) == 0 {
		c.MeetAgain = ev.MeetAgain(r)
		return c, nil
	}
	roster := pairing.CheckRoster(ev, ev.Rounds[r-1])
	for _, f := range found {
		c.Findings = append(c.Findings, Finding{Rule: f.Rule, Err: f, Players: roster.Named(f)})
	}
	c.Heading = engine.NewMessage(pairing.CheckKey(sys, "swisscli.check.deviations"), "round", r, "count", len(found))
	c.Verdict = engine.NewMessage(pairing.CheckKey(sys, "swisscli.err.check"), "round", r, "count", len(found))
	return c, nil
}

// forRound is ev and its Swiss options opts as round r is paired and
// judged by them: a pair kept apart only from a later round (the options'
// ForbiddenFrom: forbidden once r was paired, or so stated by a report's
// 260) free to meet. ev is a copy where its teams' options differ.
func forRound(ev *tournament.Event, r int, opts tournament.SwissOptions) (*tournament.Event, tournament.SwissOptions) {
	if then := ev.TeamOptions.ForRound(r); len(then.Forbidden) != len(ev.TeamOptions.Forbidden) {
		copied := *ev
		copied.TeamOptions = then
		ev = &copied
	}
	return ev, opts.ForRound(r)
}

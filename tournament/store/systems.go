package store

import (
	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/pairing"
	"arbiter/tournament/seats"
	"arbiter/tournament/team"
)

// The systems' table: what differs between the pairing systems by what
// their entrants are (players, or teams of players) — the seats drawn, a
// round paired, a stored round judged — is a row looked up by the event's
// system. Every front end reaches it through one operation each
// (DrawSeats, AssignSeats, Pair, CheckRound), so that a new kind of event
// is a new row here, not a branch in each command.

// conduct is a row of the systems' table.
type conduct struct {
	// draw and assign set the entrants' seats in ev, by lot or in the
	// order named; seat saves what they set as one action with its note.
	draw   func(ev *tournament.Event, seed uint64)
	assign func(ev *tournament.Event, names []string) error
	seat   func(s *Store, ev *tournament.Event, set func(*tournament.Event) error, note string, args ...any) error
	// makeRound makes round r from ev alone (MakeRound); saveRound saves what it
	// made (SavePaired) and returns it as saved.
	makeRound func(ev *tournament.Event, r int, override bool, opts tournament.SwissOptions) (Paired, error)
	saveRound func(s *Store, p Paired) (Paired, error)
	// check judges stored round r by the system's rules.
	check func(ev *tournament.Event, r int, opts tournament.SwissOptions) (Check, error)
}

var (
	playerConduct = conduct{draw: seats.Draw, assign: seats.Assign, seat: (*Store).seat,
		makeRound: makePlayers, saveRound: savePlayers, check: checkPlayersRound}
	teamConduct = conduct{draw: seats.DrawTeams, assign: seats.AssignTeams, seat: (*Store).seatTeams,
		makeRound: makeTeams, saveRound: saveTeams, check: checkTeamsRound}
	// conducts are the systems' rows; a system not listed (one a file
	// names that this build does not know) is an individual event's, as
	// tournament judges it.
	conducts = map[tournament.System]conduct{
		tournament.RoundRobin: playerConduct, tournament.DoubleRoundRobin: playerConduct, tournament.Match: playerConduct,
		tournament.SwissDutch: playerConduct, tournament.SwissDubov: playerConduct, tournament.SwissBurstein: playerConduct,
		tournament.TeamRoundRobin: teamConduct, tournament.TeamSwiss: teamConduct,
	}
)

// conductOf is the system's row of the systems' table.
func conductOf(sys tournament.System) conduct {
	if c, ok := conducts[sys]; ok {
		return c
	}
	return playerConduct
}

// Check is a stored round judged by its system's rules.
type Check struct {
	Round    int
	Findings []Finding
	// Verdict says that the round is the system's pairing, or how many
	// departures it has; Heading, where not nil, is said before the
	// departures listed.
	Verdict, Heading *engine.Message
}

// Finding is a departure from the system's rules: the criterion, where the
// system numbers them, the departure in the user's language, and the
// players it names.
type Finding struct {
	Rule    string
	Err     error
	Players []tournament.Numbered
}

// CheckRound judges round r of ev as stored against its system's rules
// with the event's Swiss options opts. It reads only ev, so that a front
// end may run it off its window's goroutine.
func CheckRound(ev *tournament.Event, r int, opts tournament.SwissOptions) (Check, error) {
	return conductOf(ev.Settings.System).check(ev, r, opts)
}

// checkPlayersRound is the Swiss systems' check (pairing.CheckSwiss), each
// finding with its criterion and the players it numbers.
func checkPlayersRound(ev *tournament.Event, r int, opts tournament.SwissOptions) (Check, error) {
	found, err := pairing.CheckSwiss(ev, r, opts)
	if err != nil {
		return Check{}, err
	}
	sys := ev.Settings.System
	c := Check{Round: r, Verdict: engine.NewMessage(pairing.CheckKey(sys, "swisscli.check.ok"), "round", r)}
	if len(found) == 0 {
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

// checkTeamsRound is the team systems' check (team.CheckTeamRound): the
// matches and the line-ups.
func checkTeamsRound(ev *tournament.Event, r int, _ tournament.SwissOptions) (Check, error) {
	found, err := team.CheckTeamRound(ev, r)
	if err != nil {
		return Check{}, err
	}
	c := Check{Round: r, Verdict: team.TeamCheckVerdict(ev.Settings.System, r, len(found))}
	for _, f := range found {
		c.Findings = append(c.Findings, Finding{Err: f})
	}
	return c, nil
}

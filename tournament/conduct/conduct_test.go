package conduct_test

import (
	"errors"
	"reflect"
	"slices"
	"testing"

	"arbiter/engine"
	"arbiter/internal/testevent"
	"arbiter/internal/testfield"
	"arbiter/tournament"
	"arbiter/tournament/conduct"
	"arbiter/tournament/pairing"
	"arbiter/tournament/seats"
)

// Every pairing system pairs its own entrants: a team system's round is
// matches, whose games are the round's boards, an individual system's
// round is boards of players, as the model's kind of the system says
// (System.Team); each round made is judged by its own system's check.
func TestEverySystemPairsItsEntrants(t *testing.T) {
	for _, sys := range []tournament.System{tournament.RoundRobin, tournament.DoubleRoundRobin, tournament.Match,
		tournament.SwissDutch, tournament.SwissDubov, tournament.SwissBurstein, tournament.TeamRoundRobin, tournament.TeamSwiss} {
		t.Run(string(sys), func(t *testing.T) {
			var ev *tournament.Event
			switch {
			case sys == tournament.TeamRoundRobin:
				ev = testevent.TeamReport(t, "arbiter-rr6").Event
			case sys == tournament.TeamSwiss:
				ev = testevent.TeamReport(t, "arbiter-swiss10").Event
			case sys == tournament.Match:
				ev = field(2, sys)
			default:
				ev = field(7, sys)
			}
			ev.Rounds, ev.Matches = nil, nil
			p, err := conduct.MakeRound(ev, 1, false, tournament.SwissOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if team := len(p.Matches) > 0; team != sys.Team() || p.Round.Number != 1 || len(p.Round.Pairings) == 0 {
				t.Fatalf("round 1 paired as matches %v (the model's kind: teams %v): %+v", team, sys.Team(), p)
			}
			if !sys.Team() && !sys.IndividualSwiss() {
				return // a round robin's table is its pairing
			}
			ev.Rounds, ev.Matches = []tournament.Round{p.Round}, p.Matches
			c, err := conduct.CheckRound(ev, 1, tournament.SwissOptions{})
			if err != nil || len(c.Findings) != 0 || c.Heading != nil {
				t.Errorf("round 1 checked: %+v, %v", c, err)
			}
			want := map[tournament.System]string{tournament.TeamRoundRobin: "teams.cli.check.ok", tournament.TeamSwiss: "teams.cli.check.swiss.ok"}[sys]
			if want == "" {
				want = pairing.CheckKey(sys, "swisscli.check.ok")
			}
			if c.Verdict == nil || c.Verdict.Key != want {
				t.Errorf("verdict %v, want %q", c.Verdict, want)
			}
		})
	}
}

// Pair backs the file up under one name for either kind of event, which
// the window's list of backups names, then hands the store the round: a
// team round made again from the stored event inside the action.
func TestPairBacksUpThenSaves(t *testing.T) {
	ev := field(7, tournament.SwissDutch)
	m := &memory{ev: ev}
	p, err := conduct.Pair(m, ev, 1, false)
	if err != nil || len(p.Round.Pairings) != 4 || p.Overridden {
		t.Fatalf("a Swiss round paired: %+v, %v", p, err)
	}
	if !slices.Equal(m.backups, []string{"before-round-1"}) || len(m.ev.Rounds) != 1 || m.overridden != 0 {
		t.Errorf("backups %q, rounds %d, overridden %d", m.backups, len(m.ev.Rounds), m.overridden)
	}

	teams, _, err := conduct.PairReport(readTestReport(t, "teams/arbiter-rr6.trf"), 1)
	if err != nil {
		t.Fatal(err)
	}
	m = &memory{ev: teams}
	if p, err = conduct.Pair(m, teams, 1, false); err != nil || len(p.Matches) != 3 || len(p.Round.Pairings) == 0 {
		t.Fatalf("a team round paired: %+v, %v", p, err)
	}
	if !slices.Equal(m.backups, []string{"before-round-1"}) || !reflect.DeepEqual(m.ev.Matches, p.Matches) {
		t.Errorf("backups %q, matches saved %+v, paired %+v", m.backups, m.ev.Matches, p.Matches)
	}
	// The next team round waits on every match before it.
	if _, err := conduct.Pair(m, m.ev, 2, false); err == nil {
		t.Error("round 2 paired while round 1's matches have no result")
	}
}

// Earlier unfinished games refuse an individual round unless the arbiter
// overrides, and the store is told how many were paired over, for its log.
func TestPairOverUnfinishedGames(t *testing.T) {
	ev := testfield.RoundUnderWay(t)
	m := &memory{ev: ev}
	if _, err := conduct.Pair(m, ev, 4, false); err == nil || len(m.backups) != 0 {
		t.Fatalf("round 4 paired over round 3's unfinished game: %v, backups %q", err, m.backups)
	}
	p, err := conduct.Pair(m, ev, 4, true)
	if err != nil || !p.Overridden || m.overridden != 1 {
		t.Errorf("overridden: %+v, %v; the store told %d", p, err, m.overridden)
	}
}

// The seats are drawn by lot from the seed, which the action's note keeps
// so that the draw can be repeated, or set by hand in the order named; a
// hand draw naming someone not in the event changes nothing. Players and
// a team event's teams alike.
func TestSeatDraw(t *testing.T) {
	ev := testfield.Field(4, tournament.RoundRobin)
	m := &memory{ev: ev}
	want := *ev
	want.Players = slices.Clone(ev.Players)
	seats.Draw(&want, 20261122)
	if err := conduct.DrawSeats(m, ev, 20261122); err != nil || !reflect.DeepEqual(ev.Players, want.Players) {
		t.Fatalf("drawn %+v, %v; want %+v", ev.Players, err, want.Players)
	}
	before := slices.Clone(ev.Players)
	if err := conduct.AssignSeats(m, ev, []string{before[0].Name, "Nobody", before[2].Name, before[3].Name}); err == nil || !reflect.DeepEqual(ev.Players, before) {
		t.Errorf("an unknown name seated: %v, %+v", err, ev.Players)
	}
	names := []string{before[3].Name, before[2].Name, before[1].Name, before[0].Name}
	if err := conduct.AssignSeats(m, ev, names); err != nil {
		t.Fatal(err)
	}
	for i, name := range names {
		if p := ev.Players[slices.IndexFunc(ev.Players, func(p tournament.Player) bool { return p.Name == name })]; p.Seat != i+1 {
			t.Errorf("%s seated %d by hand, want %d", name, p.Seat, i+1)
		}
	}

	teams := testevent.TeamReport(t, "arbiter-rr6").Event
	teams.Rounds, teams.Matches = nil, nil
	wantTeams := *teams
	wantTeams.Teams = slices.Clone(teams.Teams)
	seats.DrawTeams(&wantTeams, 1953)
	if err := conduct.DrawSeats(&memory{ev: teams}, teams, 1953); err != nil || !reflect.DeepEqual(teams.Teams, wantTeams.Teams) {
		t.Errorf("teams drawn %+v, %v; want %+v", teams.Teams, err, wantTeams.Teams)
	}
	if want := []string{"event.draw seed 20261122", "event.draw.hand"}; !slices.Equal(m.notes, want) {
		t.Errorf("notes %q, want %q", m.notes, want)
	}
}

// field is testfield.Field of n players with as many rounds as a round
// robin of them has.
func field(n int, sys tournament.System) *tournament.Event {
	ev := testfield.Field(n, sys)
	ev.Settings.Rounds = n + n%2 - 1
	return ev
}

// An open check-in has not yet said who is absent: the round it is for
// waits for it, even overridden, and nothing is kept; closed, the round
// pairs.
func TestPairWaitsForTheCheckIn(t *testing.T) {
	ev := field(7, tournament.SwissDutch)
	ev.CheckIns = []tournament.CheckIn{{Round: 1}}
	m := &memory{ev: ev}
	var msg *engine.Message
	if _, err := conduct.Pair(m, ev, 1, true); !errors.As(err, &msg) || msg.Key != "checkin.err.pending" || len(m.backups) != 0 || len(m.ev.Rounds) != 0 {
		t.Fatalf("round 1 paired while its check-in is open: %v, backups %q", err, m.backups)
	}
	ev.CheckIns[0].Absent = tournament.AbsentNone
	if _, err := conduct.Pair(m, ev, 1, false); err != nil {
		t.Errorf("round 1 after its check-in closed: %v", err)
	}
}

// Round 1 fixes the number of rounds, so a Swiss whose field cannot play
// them (nine rounds for five players, who can play five) is refused its
// round 1 naming the rounds the field can play, players and teams alike,
// and nothing is backed up or saved; with the rounds the field can play it
// pairs. A file started with more rounds is not stopped by the rule: a
// change of its rounds is judged as before round 1; nor is a TRF report
// paired in memory.
func TestRoundOneWaitsForAFieldThatCanPlayTheRounds(t *testing.T) {
	refused := func(t *testing.T, ev *tournament.Event, key string, rounds, n, most int) {
		t.Helper()
		m := &memory{ev: ev}
		_, err := conduct.Pair(m, ev, 1, false)
		var msg *engine.Message
		if !errors.As(err, &msg) || msg.Key != key || msg.Args["rounds"] != rounds || msg.Args["n"] != n || msg.Args["max"] != most {
			t.Fatalf("%d rounds of a field of %d paired: %v, want %s naming %d", rounds, n, err, key, most)
		}
		if len(m.backups) != 0 || len(m.ev.Rounds) != 0 || len(m.ev.Matches) != 0 {
			t.Errorf("backups %q, rounds %d, matches %d after the refusal", m.backups, len(m.ev.Rounds), len(m.ev.Matches))
		}
	}
	ev := field(5, tournament.SwissDutch)
	ev.Settings.Rounds = 9
	refused(t, ev, "event.err.pair.rounds.players", 9, 5, 5)
	// A report is paired as its author set it: nothing is fixed.
	if _, p, err := conduct.PairReport(conduct.Imported{Event: ev, Report: true}, 1); err != nil || len(p.Round.Pairings) != 3 {
		t.Errorf("round 1 of a report of nine rounds for five players: %+v, %v", p, err)
	}
	ev.Settings.Rounds = 5
	m := &memory{ev: ev}
	if _, err := conduct.Pair(m, ev, 1, false); err != nil {
		t.Fatalf("five rounds of five players: %v", err)
	}
	ev.Settings.Rounds = 9 // a file from before the rule
	for i, g := range ev.Rounds[0].Pairings {
		if g.Bye == tournament.NoBye {
			ev.Rounds[0].Pairings[i].Result = tournament.Draw
		}
	}
	if _, err := conduct.Pair(m, ev, 2, false); err != nil {
		t.Errorf("round 2 of a started file: %v", err)
	}

	teams := testevent.TeamReport(t, "arbiter-swiss10").Event
	teams.Rounds, teams.Matches = nil, nil
	teams.Settings.Rounds = 10
	refused(t, teams, "event.err.pair.rounds.teams", 10, 10, 9)
}

// A pair kept apart only from a later round is free to meet in the round
// paired and judged (the options' ForbiddenFrom): round 1 of a Dutch
// Swiss pairs its top half against its bottom half, the pair kept apart
// from round 2 among them, and its check finds it the Dutch pairing; kept
// apart from round 1, the round pairs them otherwise.
func TestPairKeptApartFromALaterRoundMeetsBeforeIt(t *testing.T) {
	ev := field(6, tournament.SwissDutch)
	ids := ev.SwissNumbers()
	pair := [2]int64{min(ids[0], ids[3]), max(ids[0], ids[3])} // 1 against 4
	meets := func(rd tournament.Round) bool {
		return slices.ContainsFunc(rd.Pairings, func(p tournament.Pairing) bool {
			return [2]int64{min(p.White, p.Black), max(p.White, p.Black)} == pair
		})
	}
	later := tournament.SwissOptions{Forbidden: [][2]int64{pair}, ForbiddenFrom: []tournament.PairFrom{{Pair: pair, Round: 2}}}
	p, err := conduct.MakeRound(ev, 1, false, later)
	if err != nil || !meets(p.Round) {
		t.Fatalf("kept apart from round 2: round 1 %+v, %v; want %v paired", p.Round.Pairings, err, pair)
	}
	paired := *ev
	paired.Rounds = []tournament.Round{p.Round}
	if c, err := conduct.CheckRound(&paired, 1, later); err != nil || len(c.Findings) != 0 {
		t.Errorf("check of round 1: %+v, %v", c.Findings, err)
	}
	p, err = conduct.MakeRound(ev, 1, false, tournament.SwissOptions{Forbidden: [][2]int64{pair}})
	if err != nil || meets(p.Round) {
		t.Errorf("kept apart from round 1: round 1 %+v, %v; want %v not paired", p.Round.Pairings, err, pair)
	}
}

// The same in a team Swiss: two teams of round 1's first match, kept
// apart from round 2, meet in round 1 as they would unforbidden, made and
// paired to be saved, and its check finds it C.04.6's pairing; kept apart
// from round 1, they do not meet.
func TestTeamsKeptApartFromALaterRoundMeetBeforeIt(t *testing.T) {
	ev := testevent.TeamReport(t, "arbiter-swiss10").Event
	ev.Rounds, ev.Matches = nil, nil
	free, err := conduct.MakeRound(ev, 1, false, tournament.SwissOptions{})
	if err != nil {
		t.Fatal(err)
	}
	m := free.Matches[0]
	pair := [2]int64{m.White, m.Black}
	meets := func(p conduct.Paired) bool {
		return slices.ContainsFunc(p.Matches, func(x tournament.TeamMatch) bool {
			return x.White == pair[0] && x.Black == pair[1] || x.White == pair[1] && x.Black == pair[0]
		})
	}
	kept := *ev
	kept.TeamOptions = ev.TeamOptions.ForbidTeams(pair[0], pair[1], true)
	kept.TeamOptions.ForbiddenFrom = []tournament.PairFrom{{Pair: pair, Round: 2}}
	p, err := conduct.MakeRound(&kept, 1, false, tournament.SwissOptions{})
	if err != nil || !meets(p) {
		t.Fatalf("kept apart from round 2: round 1 %+v, %v; want %v paired", p.Matches, err, pair)
	}
	paired := kept
	paired.Rounds, paired.Matches = []tournament.Round{p.Round}, p.Matches
	if c, err := conduct.CheckRound(&paired, 1, tournament.SwissOptions{}); err != nil || len(c.Findings) != 0 {
		t.Errorf("check of round 1: %+v, %v", c.Findings, err)
	}
	// Paired and saved, as the file pairs the round again when saving it
	// (it kept them apart there, a team report's 260 from a later round
	// imported).
	saved := kept
	if p, err := conduct.Pair(&memory{ev: &saved}, &saved, 1, false); err != nil || !meets(p) {
		t.Errorf("kept apart from round 2, saved: round 1 %+v, %v; want %v paired", p.Matches, err, pair)
	}
	kept.TeamOptions.ForbiddenFrom = nil
	if p, err := conduct.MakeRound(&kept, 1, false, tournament.SwissOptions{}); err != nil || meets(p) {
		t.Errorf("kept apart from round 1: round 1 %+v, %v; want %v not paired", p.Matches, err, pair)
	}
}

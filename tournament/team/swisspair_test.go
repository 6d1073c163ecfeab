package team

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"arbiter/internal/testform"
	"arbiter/tournament"
	"arbiter/tournament/exchange"
)

// TestTeamSwissMatchesReference pairs every round of the team Swiss events
// in testdata/teamswiss (type A and type B colour preferences, forbidden
// pairs), each from the rounds before it, and wants the matches, colours
// and bye the reference engine gave (see the README there); the check of
// each stored round finds nothing.
func TestTeamSwissMatchesReference(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "testdata", "teamswiss", "*.trf"))
	if len(files) < 28 {
		t.Fatalf("testdata/teamswiss holds %d reports, want 28", len(files))
	}
	rounds, typeB, forbidden := 0, 0, 0
	for _, f := range files {
		ev := readTeamReportAt(t, f).Event
		if ev.Settings.System != tournament.TeamSwiss {
			t.Fatalf("%s: system %s", f, ev.Settings.System)
		}
		if ev.TeamOptions.TypeB {
			typeB++
		}
		if len(ev.TeamOptions.Forbidden) > 0 {
			forbidden++
		}
		for r := 1; r <= ev.PairedRounds(); r++ {
			rounds++
			before := *ev
			before.Matches = slices.DeleteFunc(slices.Clone(ev.Matches), func(m tournament.TeamMatch) bool { return m.Round >= r })
			before.Rounds = ev.Rounds[:r-1]
			got, err := PairTeamRound(&before, r)
			if err != nil {
				t.Errorf("%s round %d: %v", f, r, err)
				continue
			}
			if g, w := pairsOf(got), pairsOf(ev.RoundMatches(r)); !slices.Equal(g, w) {
				t.Errorf("%s round %d:\n got %v\nwant %v", f, r, g, w)
			}
			found, err := CheckTeamRound(ev, r)
			if err != nil || len(found) != 0 {
				t.Errorf("%s round %d: check: %v %v", f, r, found, err)
			}
		}
	}
	if rounds < 190 || typeB != 6 || forbidden != 6 {
		t.Errorf("%d rounds checked, want 190 at least; events with type B preferences %d, with forbidden pairs %d, want 6 each", rounds, typeB, forbidden)
	}
}

// pairsOf lists a round's matches as "WHITE-BLACK" by team ids, sorted.
func pairsOf(ms []tournament.TeamMatch) []string {
	var out []string
	for _, m := range ms {
		out = append(out, fmt.Sprintf("%d-%d", m.White, m.Black))
	}
	slices.Sort(out)
	return out
}

// TestCheckTeamSwiss: a round that departs from C.04.6 is named match by
// match — reversed colours, a match the rules do not make, the bye given
// to another team.
func TestCheckTeamSwiss(t *testing.T) {
	ev := teamSwiss(5, 4, 4)
	ms := pairRound(t, ev, 1)
	// The bye to the largest TPN, 5; then 1–3 and 4–2 (art. 3.6), the
	// odd first-team White, the even one Black (art. 4.3.1).
	if got := pairsOf(ms); !slices.Equal(got, []string{"1-3", "4-2", "5-0"}) {
		t.Fatalf("round 1: %v", got)
	}
	addRound(ev, ms)
	if found, err := CheckTeamRound(ev, 1); err != nil || len(found) != 0 {
		t.Fatalf("as paired: %v %v", found, err)
	}
	for _, tc := range []struct {
		name string
		edit func([]tournament.TeamMatch)
		keys []string
	}{
		{"colours", func(ms []tournament.TeamMatch) { ms[0].White, ms[0].Black = ms[0].Black, ms[0].White }, []string{"teams.check.swiss.colours"}},
		{"matches", func(ms []tournament.TeamMatch) { ms[0].Black, ms[1].White = ms[1].White, ms[0].Black },
			[]string{"teams.check.swiss.match", "teams.check.swiss.match", "teams.check.swiss.missing", "teams.check.swiss.missing"}},
		{"bye", func(ms []tournament.TeamMatch) { ms[2].White, ms[0].Black = ms[0].Black, ms[2].White },
			[]string{"teams.check.swiss.match", "teams.check.swiss.bye", "teams.check.swiss.missing"}},
	} {
		ev.Matches = slices.Clone(ms)
		tc.edit(ev.Matches)
		found, err := CheckTeamRound(ev, 1)
		keys := findingKeys(found)
		if err != nil || !slices.Equal(keys, tc.keys) {
			t.Errorf("%s: %v %v, want %v", tc.name, keys, err, tc.keys)
		}
	}
}

// TestTeamSwissOptionsInTRF: the colour drawn before round 1 (152), type
// B colour preferences (192) and the forbidden pairs (260) go out in the
// report and come back.
func TestTeamSwissOptionsInTRF(t *testing.T) {
	for _, o := range []struct{ black, typeB bool }{{false, false}, {true, false}, {false, true}, {true, true}} {
		ev := teamEvent(tournament.TeamSwiss, 4, 2, 2)
		ev.Settings.Rounds = 3
		ev.TeamOptions.InitialBlack, ev.TeamOptions.TypeB = o.black, o.typeB
		ev.TeamOptions = ev.TeamOptions.ForbidTeams(2, 4, true)
		rep := teamReportOf(t, exchange.ExportTRF(ev, exchange.TRFOptions{}))
		got := rep.Event.TeamOptions
		if got.InitialBlack != o.black || got.TypeB != o.typeB || fmt.Sprint(got.Forbidden) != "[[2 4]]" || len(rep.Notes) != 0 {
			t.Errorf("%+v: read back %+v, notes %v", o, got, rep.Notes)
		}
	}
}

// TestTeamForbiddenRead: a 260 record is kept from its first round (the
// options' ForbiddenFrom) to the event's last, one ending before the last
// round said, a first round after the round to pair (1) fixed; a team number that is none is said and left out; a round
// robin keeps no forbidden pairs and says so.
func TestTeamForbiddenRead(t *testing.T) {
	ev := teamSwiss(4, 2, 2)
	base := string(exchange.ExportTRF(ev, exchange.TRFOptions{}))
	for _, tc := range []struct {
		sys    tournament.System
		record string
		pairs  string
		from   int
		notes  []string
	}{
		{tournament.TeamSwiss, "260   1   5    1    3    4", "[[1 3] [1 4] [3 4]]", 1, nil},
		{tournament.TeamSwiss, "260   1   2    1    3", "[[1 3]]", 1, []string{"teams.trf.forbidden.rounds"}},
		{tournament.TeamSwiss, "260   3   5    1    3", "[[1 3]]", 3, nil},
		{tournament.TeamSwiss, "260   3   4    1    3", "[[1 3]]", 3, []string{"teams.trf.forbidden.rounds"}},
		{tournament.TeamSwiss, "260   1   5    1    9", "[]", 0, []string{"teams.trf.forbidden.team"}},
		{tournament.TeamRoundRobin, "260   1   5    1    3", "[]", 0, []string{"teams.trf.forbidden.rr"}},
	} {
		text := base + tc.record + "\r"
		if tc.sys == tournament.TeamRoundRobin {
			text = strings.Replace(text, "FIDE_TEAM_TYPEA_MP_GP", "FIDE_TEAM_ROUNDROBIN", 1)
		}
		rep, err := exchange.ReadTeamTRFReport([]byte(text))
		if err != nil {
			t.Fatalf("%s: %v", tc.record, err)
		}
		keys := testform.Keys(rep.Notes)
		pairs := fmt.Sprint(rep.Event.TeamOptions.Forbidden)
		if pairs == "[]" || rep.Event.TeamOptions.Forbidden == nil {
			pairs = "[]"
		}
		if pairs != tc.pairs || !slices.Equal(keys, tc.notes) {
			t.Errorf("%s: pairs %s, notes %v; want %s, %v", tc.record, pairs, keys, tc.pairs, tc.notes)
		}
		if o := rep.Event.TeamOptions; tc.from > 0 && o.KeptApartFrom([2]int64{1, 3}) != tc.from {
			t.Errorf("%s: kept apart from round %d, want %d", tc.record, o.KeptApartFrom([2]int64{1, 3}), tc.from)
		}
		if from := rep.Event.TeamOptions.ForbiddenFrom; slices.ContainsFunc(from, func(f tournament.PairFrom) bool { return !f.Fixed }) {
			t.Errorf("%s: %+v, want each round after the round to pair fixed", tc.record, from)
		}
	}
}

// C.04.6 [C2]: a team that had a full-point bye gets no pairing-allocated
// bye; a half-point or zero-point bye does not bar it.
func TestTeamByeBarsPABC2(t *testing.T) {
	for _, tc := range []struct {
		kind  tournament.ByeKind
		noBye bool
	}{{tournament.ByeFullPoint, true}, {tournament.NoBye, true}, {tournament.ByeHalfPoint, false}, {tournament.ByeZeroPoint, false}} {
		ev := teamSwiss(6, 2, 2)
		setMatches(ev, []tournament.TeamMatch{{Round: 1, Number: 1, White: 6, Bye: tc.kind}}, nil)
		teams, _, _ := teamSwissInput(ev, 2)
		i := slices.IndexFunc(ev.Teams, func(x tournament.Team) bool { return x.ID == 6 })
		if teams[i].NoBye != tc.noBye {
			t.Errorf("bye %v: NoBye %v, want %v", tc.kind, teams[i].NoBye, tc.noBye)
		}
	}
}

// C.04.6 art. 1.2: a team Swiss whose primary score is game points pairs
// by them: each team's score is its game points (in half points), its
// secondary score, for the colours, its match points.
func TestArt1_2TeamSwissPairsByThePrimaryScore(t *testing.T) {
	ev := readTeamReport(t, teamsDir, "fideteam_nocolor-typea-gp").Event
	scores := map[int64]TeamRow{}
	for _, r := range TeamStandings(ev).Rows {
		scores[r.TeamID] = r
	}
	teams, _, byNo := teamSwissInput(ev, 8)
	if len(teams) != 9 {
		t.Fatalf("%d teams", len(teams))
	}
	for _, tm := range teams {
		r := scores[byNo[tm.TPN]]
		if float64(tm.Score) != 2*r.GamePoints || tm.Secondary != r.MatchPoints {
			t.Errorf("team %d: score %d, secondary %d; want game points %v (in halves), match points %d", tm.TPN, tm.Score, tm.Secondary, r.GamePoints, r.MatchPoints)
		}
	}
}

// C.04.6 art. 1.7: FIDE's tie-break program's team fixture, 192
// FIDE_TEAM_MP_GP, is read as the code table gives that code, no colour
// preferences, and every one of its seven rounds is paired as it was;
// read as type A round 6 departs from it, as type B rounds 2 and 6 (as
// the program's own tests of its three models find).
func TestArt1_7NoColourPreferencesPairsTheFixture(t *testing.T) {
	ev := readTeamReport(t, teamsDir, "tiebreakserver-fideteam_nocolor").Event
	if got := ev.TeamOptions.ColourPreferences(); got != "none" {
		t.Fatalf("read with colour preferences %q, want none", got)
	}
	for kind, want := range map[string][]int{"none": nil, "a": {6}, "b": {2, 6}} {
		ev.TeamOptions = ev.TeamOptions.WithColourPreferences(kind)
		var departing []int
		for r := 1; r <= ev.PairedRounds(); r++ {
			found, err := CheckTeamRound(ev, r)
			if err != nil {
				t.Fatal(err)
			}
			if len(found) > 0 {
				departing = append(departing, r)
			}
		}
		if !slices.Equal(departing, want) || ev.PairedRounds() != 7 {
			t.Errorf("colour preferences %s: rounds %v depart, want %v", kind, departing, want)
		}
	}
}

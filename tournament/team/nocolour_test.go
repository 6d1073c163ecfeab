package team

import (
	"slices"
	"testing"
)

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

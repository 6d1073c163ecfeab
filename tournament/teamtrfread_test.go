package tournament

import (
	"reflect"
	"testing"
)

// A team report's 299 records (points given outside the games) are not
// kept, and each is named with its line, points, round and teams; the
// event is the one the report without them makes.
func TestTeamReportNamesItsAbnormalPoints(t *testing.T) {
	with := readTeamReport(t, teamsDir, "tiebreakserver-fideteam_nocolor-299")
	without := readTeamReport(t, teamsDir, "tiebreakserver-fideteam_nocolor")
	var got []map[string]any
	for _, n := range with.Notes {
		if n.Key == "teams.trf.abnormal" {
			got = append(got, n.Args)
		}
	}
	want := []map[string]any{
		{"line": "35", "kind": "", "mp": "-1", "gp": "0", "round": "2", "teams": "3"},
		{"line": "36", "kind": "+", "mp": "2", "gp": "2", "round": "5", "teams": "1, 2"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("299 notes %v, want %v", got, want)
	}
	if len(with.Notes) != len(without.Notes)+2 {
		t.Errorf("notes %v beside %v", with.Notes, without.Notes)
	}
	if !reflect.DeepEqual(with.Event, without.Event) {
		t.Error("the event read with the 299 records is not the one read without them")
	}
}

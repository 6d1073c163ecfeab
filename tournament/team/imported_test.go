package team

import (
	"testing"

	"arbiter/internal/testform"
)

// Every match of a team report as written passes the rules of a line-up
// and a result; with the first two players of a team swapped in its
// record, its line-ups break the board order, which the store refuses the
// import with.
func TestImportedMatchAllowed(t *testing.T) {
	ev := readTeamReport(t, teamsDir, "arbiter-rr6").Event
	judge := func() error {
		for _, m := range ev.Matches {
			if err := ImportedMatchAllowed(ev, m, ev.MatchGames(m)); err != nil {
				return err
			}
		}
		return nil
	}
	if err := judge(); err != nil {
		t.Fatalf("the report as written: %v", err)
	}
	order := ev.Teams[0].Players
	order[0], order[1] = order[1], order[0]
	if err := judge(); testform.KeyOf(err) != "teams.err.lineup.order" {
		t.Errorf("a line-up out of board order: %v", err)
	}
}

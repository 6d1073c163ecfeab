package standings_test

import (
	"slices"
	"testing"

	"arbiter/internal/testfield"
	"arbiter/tournament"
	"arbiter/tournament/standings"
)

// TestCrosstableCountsTheRoundUnderWay: with round 3 of a round robin half
// entered, the crosstable's cells show round 3's results, so its points,
// places and tie-breaks count them too, and it says which rounds it
// counts: complete to round 2, round 3 two games of three. Its places were
// those after round 2, seat 1 with 2 points fifth below seats of 1½ and 1.
func TestCrosstableCountsTheRoundUnderWay(t *testing.T) {
	ev := testfield.RoundUnderWay(t)
	ct := standings.Crosstable(ev)
	want := []struct {
		points, place, sb, wins string
	}{
		{"2", "1", "2½", "2"},
		{"1½", "2", "2½", "1"},
		{"1", "6", "1", "0"},
		{"1", "4–5", "1¼", "0"},
		{"1", "4–5", "1¼", "0"},
		{"1½", "3", "2", "1"},
	}
	for i, w := range want {
		r := ct.Rows[i]
		got := []string{r.Points.String(), r.Place}
		for _, v := range r.TieBreaks {
			got = append(got, v.Text)
		}
		if !slices.Equal(got, []string{w.points, w.place, w.sb, w.wins}) {
			t.Errorf("seat %d: points, place, SB, wins %v, want %v", r.No, got, w)
		}
	}
	if ct.Complete != 2 || !slices.Equal(ct.Partial, []standings.RoundProgress{{Round: 3, Done: 2, Of: 3}}) {
		t.Errorf("complete %d, partial %v; want 2 and round 3: 2 of 3", ct.Complete, ct.Partial)
	}
	// The standings stay after round 2, the last complete round.
	if st := standings.Of(ev); st.Complete != 2 || testfield.RowsByID(st)[101].Place != "5" {
		t.Errorf("standings after %d rounds, seat 1 %q; want after 2, fifth", st.Complete, testfield.RowsByID(st)[101].Place)
	}
	// Round 3 paired with no result yet: the tables are after round 2 and
	// no round is named as under way ("0 of 3" would say nothing true).
	saved := append([]tournament.Pairing(nil), ev.Rounds[2].Pairings...)
	for i := range ev.Rounds[2].Pairings {
		ev.Rounds[2].Pairings[i].Result = tournament.NoResult
	}
	if ct := standings.Crosstable(ev); ct.Complete != 2 || ct.Partial != nil {
		t.Errorf("complete %d, partial %v with round 3 paired and no result entered", ct.Complete, ct.Partial)
	}
	copy(ev.Rounds[2].Pairings, saved)
	// Once round 3 is complete nothing is partial.
	ev.Rounds[2].Pairings[2].Result = tournament.Draw
	if ct := standings.Crosstable(ev); ct.Complete != 3 || ct.Partial != nil {
		t.Errorf("complete %d, partial %v after round 3", ct.Complete, ct.Partial)
	}
}

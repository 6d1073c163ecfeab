package venue

import (
	"testing"

	"arbiter/tournament"
)

// TestWithdrawnMarkFromTheRoundAfter: a player who withdrew after round 2
// played round 2, so its pages name him plainly; the pages of round 3 and
// later mark him, and a page of no round (0: the starting list) never
// does.
func TestWithdrawnMarkFromTheRoundAfter(t *testing.T) {
	ev := &tournament.Event{Players: []tournament.Player{
		{ID: 1, Name: "Anna Aho", WithdrawnAfter: 2},
		{ID: 2, Name: "Boris Berg"},
	}}
	number := map[int64]int{1: 1, 2: 2}
	for _, tt := range []struct {
		id    int64
		round int
		want  bool
	}{
		{1, 1, false}, {1, 2, false}, {1, 3, true}, {1, 7, true}, {1, 0, false},
		{2, 3, false},
	} {
		if got := whoOf(ev, number, tt.id, tt.round).Withdrawn; got != tt.want {
			t.Errorf("player %d on round %d's page: withdrawn %v, want %v", tt.id, tt.round, got, tt.want)
		}
	}
}

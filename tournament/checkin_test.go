package tournament

import "testing"

// TestCheckInOpenUntilClosedAndLastMarkCounts: a check-in is open until it
// is closed with a rule, and a player is in by his mark alone: marked in,
// in; marked in and then out (his one mark changed), out; never marked,
// out.
func TestCheckInOpenUntilClosedAndLastMarkCounts(t *testing.T) {
	c := CheckIn{Round: 2, Marks: []Presence{{Player: 7, In: true}, {Player: 8, In: false, By: "deputy"}}}
	if !c.Open() {
		t.Error("a check-in with no rule is not open")
	}
	for id, want := range map[int64]bool{7: true, 8: false, 9: false} {
		if c.In(id) != want {
			t.Errorf("player %d in: %v, want %v", id, c.In(id), want)
		}
	}
	for _, rule := range []AbsentRule{AbsentBye, AbsentByeRest, AbsentNone} {
		c.Absent = rule
		if c.Open() {
			t.Errorf("closed with %q, still open", rule)
		}
	}
}

// TestGoneBeforeTheRoundAfterHisLast: a player withdrawn after round 3
// plays rounds 1 to 3 and is gone from round 4; one who has not withdrawn
// is gone from none.
func TestGoneBeforeTheRoundAfterHisLast(t *testing.T) {
	p := Player{ID: 1, WithdrawnAfter: 3}
	for r, gone := range map[int]bool{1: false, 3: false, 4: true, 9: true} {
		if p.GoneBefore(r) != gone {
			t.Errorf("withdrawn after round 3: gone before round %d %v, want %v", r, !gone, gone)
		}
	}
	if (Player{ID: 2}).GoneBefore(99) {
		t.Error("a player who has not withdrawn is gone")
	}
}

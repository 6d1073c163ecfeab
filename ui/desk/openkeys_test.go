package desk

import "testing"

// Arbiter mode belongs to the game it was ticked for: another game opens
// without it, its box unticked and its board entering legal moves only.
func TestArbiterModeEndsWithItsGame(t *testing.T) {
	f := newFixture(t, "90+30")
	f.v.arbiter.SetChecked(true)
	if err := f.v.OpenGame(1, 2); err != nil {
		t.Fatal(err)
	}
	if f.v.arbiter.Checked || f.v.board.arbiter {
		t.Errorf("another game opened in arbiter mode: box %v, board %v", f.v.arbiter.Checked, f.v.board.arbiter)
	}
}

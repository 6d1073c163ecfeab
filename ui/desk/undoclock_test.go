package desk

import (
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/engine/clock"
)

// dial is what the desk's clock shows: both readings, whose turn, and
// whether it runs.
type dial struct {
	white, black time.Duration
	turn         engine.Color
	status       clock.Status
}

func (f *fixture) dial() dial {
	st := f.v.Session().Clock().State()
	return dial{st.Side[engine.White].Remaining, st.Side[engine.Black].Remaining, st.Turn, st.Status}
}

// An ordinary move undone on a started clock leaves it as it was just
// before the move, running for the mover with the times he and his
// opponent then had, and its Redo as it was when undone: the desk made
// its clock anew from the record, not started and set to the last move's
// times.
func TestUndoneMoveLeavesTheClockAsBeforeIt(t *testing.T) {
	f := clockedFixture(t, "90+30")
	f.clk.Advance(5 * time.Second)
	f.playSAN("e4")
	f.clk.Advance(7 * time.Second)
	before := f.dial()
	f.playSAN("e5")
	f.clk.Advance(3 * time.Second)
	undone := f.dial()
	f.undo()
	if got := f.dial(); got != before {
		t.Errorf("after the Undo of 1...e5 the clock is %+v, want %+v as before it", got, before)
	}
	f.clk.Advance(2 * time.Second)
	if got := f.dial(); got.black != before.black-2*time.Second {
		t.Errorf("Black's clock after the Undo reads %v 2 s later, want it running from %v", got.black, before.black)
	}
	f.redo()
	if got := f.dial(); got != undone {
		t.Errorf("after the Redo of 1...e5 the clock is %+v, want %+v as when undone", got, undone)
	}
}

package desk

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arbiter/engine"
	"arbiter/engine/clock"
	"arbiter/engine/rules"
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

// A ruling accepted at the desk that plays a move (7.5.2's queen, 9.5.3's
// intended move) times it as the player's own press of his clock: the
// increment, or the delay, of his move as his press gives it, besides the
// two minutes the ruling gives the opponent. The desk played it on the
// clock the panel had paused for the ruling, which followed the board
// without the increment. One Undo takes back the move, the ruling and the
// clock's change, the clock paused as the panel had left it; Redo makes
// them again, the clock as it was when undone.
func TestRulingsMoveIsTimedAsThePlayersPress(t *testing.T) {
	const white90 = 90 * time.Minute
	for _, c := range []struct {
		name, control string
		used          time.Duration // White's thinking time before the ruling
		wantWhite     time.Duration // White's clock after the ruling's move
		rule          func(f *fixture)
	}{
		{"7.5.2 90+30", "90+30", 4 * time.Second, white90 - 4*time.Second + 30*time.Second, func(f *fixture) {
			f.startFrom("7k/1P6/8/8/8/8/8/K7 w - - 0 1")
			test.Tap(f.v.clocks.start)
			f.clk.Advance(4 * time.Second)
			f.proposeIllegal(rules.IllegalNoPromotion, engine.White)
		}},
		// Bronstein delay: 3 s of the 5 s delay cost White nothing, 8 s
		// cost him 3 s.
		{"7.5.2 delay within", "90+d5\"", 3 * time.Second, white90, func(f *fixture) {
			f.startFrom("7k/1P6/8/8/8/8/8/K7 w - - 0 1")
			test.Tap(f.v.clocks.start)
			f.clk.Advance(3 * time.Second)
			f.proposeIllegal(rules.IllegalNoPromotion, engine.White)
		}},
		{"7.5.2 delay past", "90+d5\"", 8 * time.Second, white90 - 3*time.Second, func(f *fixture) {
			f.startFrom("7k/1P6/8/8/8/8/8/K7 w - - 0 1")
			test.Tap(f.v.clocks.start)
			f.clk.Advance(8 * time.Second)
			f.proposeIllegal(rules.IllegalNoPromotion, engine.White)
		}},
		{"9.5.3 90+30", "90+30", 0, white90 + 4*30*time.Second, func(f *fixture) {
			test.Tap(f.v.clocks.start)
			f.playSAN("Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6")
			f.claimThreefold(engine.White, "Ng1")
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := newFixture(t, c.control)
			c.rule(f)
			f.noErrors()
			if p := f.v.rulings.current; p == nil || !p.plays() {
				t.Fatalf("proposal %+v, want one that plays a move", p)
			}
			before := f.dial()
			if before.status != clock.Paused || before.turn != engine.White {
				t.Fatalf("the clock under the proposal: %+v, want White's paused", before)
			}
			moves := len(f.stored().Moves)
			f.accept()
			got := f.dial()
			want := dial{c.wantWhite, before.black + 2*time.Minute, engine.Black, clock.Running}
			if got != want {
				t.Errorf("after the ruling the clock is %+v, want %+v", got, want)
			}
			if rm := f.stored().Moves; len(rm) != moves+1 || rm[moves].Clock != c.wantWhite {
				t.Errorf("the ruling's move recorded with %+v, want White's %v", rm[len(rm)-1], c.wantWhite)
			}
			f.clk.Advance(10 * time.Second)
			undone := f.dial()
			f.undo()
			if got := f.dial(); got != before || len(f.stored().Moves) != moves || len(f.v.Session().Record().Rulings) != 0 {
				t.Errorf("after one Undo the clock is %+v with %d moves and %d rulings, want %+v with %d and none",
					got, len(f.stored().Moves), len(f.v.Session().Record().Rulings), before, moves)
			}
			f.redo()
			if got := f.dial(); got != undone || len(f.stored().Moves) != moves+1 || len(f.v.Session().Record().Rulings) != 1 {
				t.Errorf("after the Redo the clock is %+v with %d moves and %d rulings, want %+v with %d and 1",
					got, len(f.stored().Moves), len(f.v.Session().Record().Rulings), undone, moves+1)
			}
		})
	}
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

// Escape on a ruling proposed sets it aside: nothing is ruled, the clock
// the panel stopped for it runs again, the form comes back with the
// keyboard where it was as the ruling was asked, and the status line says
// so. Escape there did nothing and said nothing.
func TestEscapeSetsTheProposalAside(t *testing.T) {
	f := clockedFixture(t, "90+30")
	f.playSAN("e4")
	r := f.v.rulings
	c := f.win.Canvas()
	f.v.showRulings()
	r.kind.SetSelectedIndex(indexOfKind(string(rules.KindDrawOffer)))
	c.Focus(r.proposeBtn)
	pressKey(c, fyne.KeySpace)
	if r.current == nil || c.Focused() != fyne.Focusable(r.accept) {
		t.Fatalf("Space on Propose: proposal %+v, keyboard on %T; want a proposal with the keyboard on Accept", r.current, c.Focused())
	}
	if st := f.dial(); st.status != clock.Paused {
		t.Fatalf("the clock under the proposal: %+v, want paused", st)
	}
	for _, stop := range []fyne.Focusable{r.accept, r.overrule, r.reason, r.change, r.compareBtn} {
		if r.current == nil {
			c.Focus(r.proposeBtn)
			pressKey(c, fyne.KeySpace)
		}
		f.escapeOn(stop)
		if r.current != nil || !r.form.Visible() {
			t.Errorf("Escape on %T left the proposal shown", stop)
		}
		if got := c.Focused(); got != fyne.Focusable(r.proposeBtn) {
			t.Errorf("Escape on %T left the keyboard on %T, want Propose as before", stop, got)
		}
		if st := f.dial(); st.status != clock.Running || st.turn != engine.Black {
			t.Errorf("after Escape on %T the clock is %+v, want Black's running", stop, st)
		}
		f.wantStatus(f.v.t("desk.ruling.dismissed", "incident", f.v.t(rules.KindDrawOffer.Key())))
		if n := len(f.stored().Rulings); n != 0 {
			t.Errorf("Escape on %T ruled: %d rulings stored", stop, n)
		}
	}
	// A ruling the desk raised (the clock pressed without a move, 7.5.3)
	// is set aside from where the keyboard stayed: the move box, the
	// clock's face.
	for _, stop := range []fyne.Focusable{f.v.entry, f.v.clocks.face} {
		c.Focus(stop)
		f.pressFace()
		if r.current == nil {
			t.Fatal("the clock pressed without a move proposed no ruling")
		}
		f.escapeOn(stop)
		if r.current != nil || c.Focused() != stop {
			t.Errorf("Escape on %T: proposal %+v, keyboard on %T", stop, r.current, c.Focused())
		}
		if st := f.dial(); st.status != clock.Running || st.turn != engine.Black {
			t.Errorf("after Escape on %T the clock is %+v, want Black's running", stop, st)
		}
	}
	if n := len(f.stored().Rulings); n != 0 {
		t.Errorf("Escape ruled: %d rulings stored", n)
	}
	f.noErrors()
}

// A set-up made, or a game imported, on a started clock and undone
// leaves the clock as it was before it, as a move undone does: the desk
// made its clock anew from the record, not started.
func TestUndoneSetUpLeavesTheClockAsBeforeIt(t *testing.T) {
	for name, change := range map[string]func(f *fixture){
		"set-up":   func(f *fixture) { f.startFrom("7k/1P6/8/8/8/8/8/K7 w - - 0 1") },
		"imported": func(f *fixture) { f.imported("1. e4 e5 2. Nf3 *") },
	} {
		t.Run(name, func(t *testing.T) {
			f := clockedFixture(t, "90+30")
			f.clk.Advance(5 * time.Second)
			before := f.dial()
			change(f)
			f.undo()
			if got, rec := f.dial(), f.v.Session().Record(); got != before || rec.StartFEN != "" || len(rec.Moves) != 0 {
				t.Errorf("after the Undo the clock is %+v from %q with %d moves, want %+v from the standard position", got, rec.StartFEN, len(rec.Moves), before)
			}
		})
	}
}

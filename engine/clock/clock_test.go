package clock

import (
	"errors"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/internal/testclock"
	"arbiter/internal/testform"
)

func minSec(m, s int) time.Duration {
	return time.Duration(m)*time.Minute + time.Duration(s)*time.Second
}
func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func newClock(t *testing.T, text string) (*Clock, *testclock.Manual) {
	t.Helper()
	tc, err := Parse(text)
	must(t, err)
	m := testclock.New(time.Date(2026, 1, 1, 15, 0, 0, 0, time.UTC))
	c, err := New(tc, m.Now)
	must(t, err)
	return c, m
}

// play makes n moves for each side, White spending w and Black b per move.
func play(t *testing.T, c *Clock, m *testclock.Manual, n int, w, b time.Duration) {
	t.Helper()
	for i := 0; i < n; i++ {
		m.Advance(w)
		_, err := c.Press(engine.White)
		must(t, err)
		m.Advance(b)
		_, err = c.Press(engine.Black)
		must(t, err)
	}
}

func TestClassicalGame(t *testing.T) {
	c, m := newClock(t, "40/120+20/60+30'+30\"")
	must(t, c.Start(m.Now()))
	// First control: White 2:30 a move, Black 2 minutes.
	play(t, c, m, 39, minSec(2, 30), 2*time.Minute)
	s := c.State()
	if got := s.Side[engine.White]; got.Remaining != minSec(22, 30) || got.ToControl != 1 || got.Stage != 0 {
		t.Fatalf("White before move 40: %+v", got)
	}
	// Move 40 reaches the control: the second period's hour is added.
	m.Advance(2 * time.Minute)
	mt, err := c.Press(engine.White)
	must(t, err)
	if mt.Number != 40 || mt.Used != 2*time.Minute || mt.Remaining != minSec(80, 30) {
		t.Fatalf("move 40 = %+v", mt)
	}
	// Penalty for Black's illegal move (7.5.5): White gets two minutes.
	m.Advance(time.Minute)
	must(t, c.Pause())
	m.Advance(5 * time.Minute) // the arbiter's ruling takes no one's time
	must(t, c.Adjust(engine.White, 2*time.Minute))
	must(t, c.Resume())
	m.Advance(time.Minute)
	mt, err = c.Press(engine.Black)
	must(t, err)
	if mt.Used != 2*time.Minute || mt.Remaining != 100*time.Minute {
		t.Fatalf("Black's move 40 = %+v", mt)
	}
	if got := c.Remaining(engine.White); got != minSec(82, 30) {
		t.Fatalf("White after bonus = %v", got)
	}
	// Second control (moves 41-60), then the sudden-death period with 30 s.
	play(t, c, m, 20, 3*time.Minute, 4*time.Minute)
	s = c.State()
	w, b := s.Side[engine.White], s.Side[engine.Black]
	if w.Remaining != minSec(52, 30) || b.Remaining != 50*time.Minute || !w.Final || w.Stage != 2 || w.Moves != 60 {
		t.Fatalf("after move 60: white %+v black %+v", w, b)
	}
	// In the last period each move earns 30 seconds.
	play(t, c, m, 2, time.Minute, time.Minute)
	if got := c.Remaining(engine.White); got != minSec(51, 30) {
		t.Fatalf("White after move 62 = %v", got)
	}
	// White runs out: the flag falls at the exact instant.
	start := m.Now()
	m.Advance(2 * time.Hour)
	flags := c.Flags()
	if len(flags) != 1 || flags[0].Side != engine.White || !flags[0].At.Equal(start.Add(minSec(51, 30))) || !flags[0].Final {
		t.Fatalf("flags = %+v", flags)
	}
	if got := c.Remaining(engine.White); got != 0 {
		t.Fatalf("flagged White shows %v", got)
	}
	if n := len(c.History()); n != 124 {
		t.Fatalf("history has %d moves, want 124", n)
	}
	testform.WantKey(t, c.Adjust(engine.White, time.Minute), "clock.error.flag-fallen")
}

func TestBlitzWithPenaltyAndBothFlags(t *testing.T) {
	c, m := newClock(t, "3+2")
	// White arrives 20 seconds after the scheduled start: his clock ran.
	scheduled := m.Now()
	m.Advance(20 * time.Second)
	must(t, c.Start(scheduled))
	if got := c.Remaining(engine.White); got != minSec(2, 40) {
		t.Fatalf("late White = %v", got)
	}
	play(t, c, m, 10, 5*time.Second, 4*time.Second)
	// 2:40 - 50 s + 20 s = 2:10; 3:00 - 40 s + 20 s = 2:40.
	if w, b := c.Remaining(engine.White), c.Remaining(engine.Black); w != minSec(2, 10) || b != minSec(2, 40) {
		t.Fatalf("after 10 moves: %v %v", w, b)
	}
	// Blitz penalty (B.3/A.3): one minute deducted from Black.
	must(t, c.Adjust(engine.Black, -time.Minute))
	testform.WantKey(t, c.Adjust(engine.Black, -5*time.Minute), "clock.error.below-zero")
	_, err := c.Press(engine.Black)
	testform.WantKey(t, err, "clock.error.not-on-move")
	// White lets his flag fall, still presses; then Black's falls too.
	m.Advance(minSec(2, 10))
	if !c.State().Side[engine.White].Flagged {
		t.Fatal("White's flag should have fallen")
	}
	mt, err := c.Press(engine.White)
	must(t, err)
	if mt.Remaining != 0 {
		t.Fatalf("a fallen flag earned time: %+v", mt)
	}
	m.Advance(minSec(1, 50))
	flags := c.Flags()
	if len(flags) != 2 || flags[0].Side != engine.White || flags[1].Side != engine.Black || !flags[0].At.Before(flags[1].At) {
		t.Fatalf("flags = %+v", flags)
	}
}

func TestBronsteinDelay(t *testing.T) {
	c, m := newClock(t, "5+d5\"")
	must(t, c.Start(m.Now()))
	// Within the delay the main time does not move.
	m.Advance(3 * time.Second)
	if got := c.Remaining(engine.White); got != 5*time.Minute {
		t.Fatalf("inside delay = %v", got)
	}
	mt, err := c.Press(engine.White)
	must(t, err)
	if mt.Remaining != 5*time.Minute || mt.Used != 3*time.Second {
		t.Fatalf("move inside delay = %+v", mt)
	}
	// Beyond the delay only the excess counts.
	m.Advance(8 * time.Second)
	mt, err = c.Press(engine.Black)
	must(t, err)
	if mt.Remaining != minSec(4, 57) {
		t.Fatalf("move beyond delay = %+v", mt)
	}
	// Pausing keeps the delay already used.
	m.Advance(4 * time.Second)
	must(t, c.Pause())
	m.Advance(time.Hour)
	must(t, c.Resume())
	m.Advance(3 * time.Second)
	if got := c.Remaining(engine.White); got != minSec(4, 58) {
		t.Fatalf("after pause = %v", got)
	}
	// The flag falls when main time and the move's delay are both gone.
	start := m.Now()
	m.Advance(10 * time.Minute)
	f := c.Flags()
	if len(f) != 1 || !f[0].At.Equal(start.Add(minSec(4, 58))) {
		t.Fatalf("flags = %+v", f)
	}
	if got := c.Used(engine.Black); got != 3*time.Second {
		t.Fatalf("Black used %v", got)
	}
}

func TestQuickplaySwitch(t *testing.T) {
	// The classical control without increment, ending in a quickplay finish.
	c, m := newClock(t, "40/120+20/60+30'")
	must(t, c.Start(m.Now()))
	play(t, c, m, 40, minSec(2, 30), 2*time.Minute)
	play(t, c, m, 20, minSec(3, 30), 4*time.Minute)
	s := c.State()
	if w, b := s.Side[engine.White], s.Side[engine.Black]; w.Remaining != 40*time.Minute || b.Remaining != 50*time.Minute || !w.Final {
		t.Fatalf("after move 60: %+v %+v", w, b)
	}
	play(t, c, m, 20, minSec(1, 55), minSec(1, 0))
	if got := c.Remaining(engine.White); got != minSec(1, 40) {
		t.Fatalf("White = %v", got)
	}
	// III.4: White asks for 5 s per move; the opponent also gets 2 minutes.
	c.QuickplaySwitch(5 * time.Second)
	must(t, c.Adjust(engine.Black, 2*time.Minute))
	m.Advance(10 * time.Second)
	mt, err := c.Press(engine.White)
	must(t, err)
	if mt.Remaining != minSec(1, 35) {
		t.Fatalf("move after switch = %+v", mt)
	}
	m.Advance(time.Second)
	mt, err = c.Press(engine.Black)
	must(t, err)
	if mt.Remaining != minSec(32, 4) {
		t.Fatalf("Black after switch = %+v", mt)
	}
	// Used: 3:30 of periods, 2 min bonus and 5 s, less the 32:04 left.
	if got := c.Used(engine.Black); got != minSec(212, 5)-minSec(32, 4) {
		t.Fatalf("Black used %v", got)
	}
	if n := len(c.History()); n != 162 {
		t.Fatalf("history has %d moves", n)
	}
}

func TestCorrectionAndEnvelope(t *testing.T) {
	c, m := newClock(t, "40/120+20/60*")
	// An adjourned game resumes with Black to answer: clocks from the envelope.
	tc := c.Control()
	must(t, c.SetTurn(engine.Black))
	must(t, c.Set(engine.White, tc.Allotted(41)-minSec(135, 0), 41))
	must(t, c.Set(engine.Black, tc.Allotted(40)-minSec(145, 0), 40))
	must(t, c.Start(m.Now()))
	if got := c.Used(engine.White); got != 135*time.Minute {
		t.Fatalf("White used %v", got)
	}
	s := c.State()
	if s.Turn != engine.Black || s.Side[engine.Black].Remaining != 35*time.Minute || s.Side[engine.White].ToControl != 19 {
		t.Fatalf("state = %+v", s)
	}
	// During Black's turn the arbiter finds his clock 5 minutes too fast.
	m.Advance(time.Minute)
	must(t, c.Set(engine.Black, 39*time.Minute, 40))
	m.Advance(time.Minute)
	if got := c.Remaining(engine.Black); got != 38*time.Minute {
		t.Fatalf("after correction = %v", got)
	}
	testform.WantKey(t, c.SetTurn(engine.White), "clock.error.started")
}

// A deduction larger than the time left names both times as a clock
// writes them (FormatClock), the time left as the dial shows it, not as
// Go writes a duration ("1h29m36.522806021s").
func TestBelowZeroSaysClockTimes(t *testing.T) {
	c, m := newClock(t, "90+30")
	must(t, c.Start(m.Now()))
	m.Advance(23*time.Second + 477193979*time.Nanosecond) // 1:29:36.522806021 left
	err := c.Adjust(engine.White, -2*time.Hour)
	testform.WantKey(t, err, "clock.error.below-zero")
	var msg *engine.Message
	if !errors.As(err, &msg) || msg.Args["remaining"] != "1:29:36" || msg.Args["amount"] != "2:00:00" {
		t.Errorf("the refusal's times: %v", msg.Args)
	}
}

package desk

import (
	"testing"
	"time"
)

// TestTickerRedrawsRunningClock runs the real ticker: its goroutine
// schedules the redraws of a running clock through fyne.Do, which the race
// detector watches here (the other desk tests keep the ticker off). Time
// passes on the injected clock inside the redraws, so nothing else touches
// the session while the ticker runs; the third redraw stops the ticker,
// as closing the desk does, and only then does the test read the dial.
func TestTickerRedrawsRunningClock(t *testing.T) {
	f := newFixture(t, "5+3")
	s, c := f.v.Session(), f.v.clocks
	s.host.TickEvery = 5 * time.Millisecond
	done := make(chan string)
	ticks := 0
	s.OnTick(func() {
		f.clk.Advance(time.Second)
		c.update()
		if ticks++; ticks == 3 {
			s.Close()
			done <- c.face.time[0].Text
		}
	})
	if err := s.StartClock(); err != nil {
		t.Fatal(err)
	}
	select {
	case got := <-done:
		if got != "0:04:57" {
			t.Errorf("White's dial after three redraws a second apart = %q, want 0:04:57", got)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the ticker did not redraw the running clock")
	}
	if s.stop != nil {
		t.Error("the ticker still runs after the desk was closed")
	}
}

package desk

import (
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arbiter/engine"
	"arbiter/engine/clock"
	"arbiter/engine/rules"
	"arbiter/i18n"
)

// Reopening a game restores the clock as it read when the game was left,
// not as it read at the last move; while it runs, its reading is saved
// every few seconds, so a crash loses no more than that; a reading saved
// for another position (a move taken back since) is not used.
func TestReopenRestoresRunningClock(t *testing.T) {
	f := clockedFixture(t, "90+30")
	f.playSAN("e4", "e5")
	f.clk.Advance(7 * time.Minute)
	want := f.v.Session().Clock().Remaining(engine.White)
	f.leaveAndComeBack() // leaving the game saves its clock
	f.noErrors()
	s := f.v.Session()
	if got := s.Clock().Remaining(engine.White); got != want {
		t.Errorf("White's clock on reopening: %v, want %v as left (the last move left %v)", got, want, f.stored().Moves[0].Clock)
	}
	if st := s.Clock().State(); st.Status != clock.NotStarted || st.Turn != engine.White {
		t.Errorf("reopened clock: %v, turn %v; want waiting for the arbiter with White on move", st.Status, st.Turn)
	}
	// A crash: the running clock's last periodic save is what comes back.
	test.Tap(f.v.clocks.start)
	f.clk.Advance(6 * time.Second)
	s.tick()
	saved := s.Clock().Remaining(engine.White)
	f.clk.Advance(2 * time.Second)
	s.tick() // within the interval: not saved again
	crashed, err := Open(f.env.Host, 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	if got := crashed.Clock().Remaining(engine.White); got != saved {
		t.Errorf("after a crash: %v, want the reading saved last, %v", got, saved)
	}
	crashed.stopTicker()
	// Taking a move back makes the saved reading stale.
	if err := s.Restore(1, "test"); err != nil {
		t.Fatal(err)
	}
	if err := s.TogglePause(); err != nil {
		t.Fatal(err)
	}
	if err := s.Restore(0, "test"); err != nil {
		t.Fatal(err)
	}
	again, err := Open(f.env.Host, 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	if got := again.Clock().Remaining(engine.White); got != 90*time.Minute {
		t.Errorf("after taking the moves back: White %v, want the full 90 minutes", got)
	}
}

// Time the arbiter adds or deducts by hand goes onto the clock and into the
// game's incidents, which the incident list shows in the arbiter's
// language; a deduction the clock refuses (to zero or below) records
// nothing.
func TestClockAdjustedIsAnIncident(t *testing.T) {
	f := newFixture(t, "90+30")
	f.playSAN("e4")
	// The list takes no room until it has something to show.
	if f.v.sheet.log.Visible() {
		t.Error("the incident list shows with no incident")
	}
	c := f.v.clocks
	c.adjSide.SetSelectedIndex(1)
	c.adjBy.SetText("+2")
	test.Tap(c.adjBtn)
	f.noErrors()
	if got := f.v.Session().Clock().Remaining(engine.Black); got != 92*time.Minute {
		t.Errorf("Black's clock %v, want 1:32:00", got)
	}
	rec := f.stored()
	if len(rec.Incidents) != 1 || rec.Incidents[0].Kind != incidentClockAdjusted || rec.Incidents[0].Side != "black" || rec.Incidents[0].Note != "+2:00" {
		t.Fatalf("incidents = %+v", rec.Incidents)
	}
	if text := f.v.sheet.incidents.Text; !strings.Contains(text, "† After 1.e4: Clock adjusted (Black: +2:00)") || !f.v.sheet.log.Visible() {
		t.Errorf("incident list = %q (shown %v)", text, f.v.sheet.log.Visible())
	}
	// The move carries the list's dagger, not "!", which reads as a good
	// move.
	if got := f.v.sheet.rows[0][1]; !strings.HasPrefix(got, "e4 †") {
		t.Errorf("the move of the incident reads %q, want it marked e4 †", got)
	}
	c.adjBy.SetText("-100")
	test.Tap(c.adjBtn)
	if len(f.errs) != 1 {
		t.Errorf("a deduction below zero: errors %v", f.errs)
	}
	f.errs = nil
	if n := len(f.stored().Incidents); n != 1 {
		t.Errorf("%d incidents after a refused deduction, want 1", n)
	}
}

// A reopened game's clock holds the times it was left with: its button
// resumes them ("Resume clock", in every language) until the clock has
// run; a new game's starts it.
func TestReopenedClockResumes(t *testing.T) {
	f := newFixture(t, "90+30")
	if got := f.v.clocks.start.Text; got != "Start clock" {
		t.Errorf("new game: button %q, want Start clock", got)
	}
	test.Tap(f.v.clocks.start)
	f.playSAN("e4", "e5")
	f.clk.Advance(3 * time.Minute)
	f.open(1, 2)
	if got := f.v.clocks.start.Text; got != "Start clock" {
		t.Errorf("another new game: button %q, want Start clock", got)
	}
	f.open(1, 1)
	f.noErrors()
	s := f.v.Session()
	for lang, want := range map[i18n.Lang]string{i18n.English: "Resume clock", i18n.Finnish: "Jatka kelloa", i18n.Estonian: "Jätka kella"} {
		f.build(lang, s)
		if got := f.v.clocks.start.Text; got != want {
			t.Errorf("%s, reopened game: button %q, want %q", lang, got, want)
		}
	}
	f.build(i18n.English, s)
	test.Tap(f.v.clocks.start)
	if got := f.v.clocks.start.Text; got != "Pause" {
		t.Errorf("running: button %q, want Pause", got)
	}
	if s.Reopened() {
		t.Error("a clock that has run still reads as reopened")
	}
}

// The clock face's focus ring keeps its size when Fyne makes the face's
// renderer again (it drops those of a view not drawn for a minute): the
// new ring had no size until the clock ran.
func TestClockFaceDrawnAfterItsRendererExpired(t *testing.T) {
	f := newFixture(t, "90+30")
	face := f.v.clocks.face
	f.win.Canvas().Focus(face)
	t.Run("renderer dropped", func(t *testing.T) { test.TempWidgetRenderer(t, face) })
	r := test.WidgetRenderer(face).(*faceRenderer)
	if got, want := r.focus.Size(), face.Size(); got != want || r.focus.Hidden {
		t.Errorf("the focus ring is %v (hidden %v), the face %v", got, r.focus.Hidden, want)
	}
}

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

// A control set at the desk is the game's: reopened, the game keeps it,
// so that a blitz game played at a rapid event is ruled as blitz (B.1:
// 3 minutes and 2 seconds a move make 5 minutes), as `arbiter ruling
// --event` rules it from the control its clock ran on; the desk had gone
// back to the event's 15+10 and ruled the game as rapid.
func TestReopenedGameKeepsItsDeskControlBlitzB1(t *testing.T) {
	f := newFixture(t, "15+10")
	if err := f.v.Session().SetControl("3+2"); err != nil {
		t.Fatal(err)
	}
	test.Tap(f.v.clocks.start)
	f.playSAN("e4", "e5")
	f.clk.Advance(time.Minute)
	f.leaveAndComeBack() // leaving the game saves its clock
	f.noErrors()
	s := f.v.Session()
	if got := s.Clock().Control().String(); got != "3'+2\"" {
		t.Errorf("reopened game's control %s, want the desk's 3'+2\"", got)
	}
	ev, err := s.rulesEvent()
	if err != nil {
		t.Fatal(err)
	}
	if ev.Type != rules.Blitz {
		t.Errorf("reopened game ruled as %s, want blitz", ev.Type)
	}
	if st := s.Clock().State(); st.Side[engine.White].Remaining >= 3*time.Minute+2*time.Second || s.ControlAssumed() {
		t.Errorf("reopened clock: White %v (assumed %v), want the time it was left with", st.Side[engine.White].Remaining, s.ControlAssumed())
	}
	f.illegalRuledAlike(engine.Black, rules.Blitz)
}

// A control set at the desk before the first move is the game's at once:
// `arbiter ruling --event` rules the game as blitz (B.1) as the desk
// does; the file kept nothing of it until a move was made, and the
// command line ruled by the event's 15+10, as rapid.
func TestDeskControlKeptBeforeTheFirstMoveB1(t *testing.T) {
	f := newFixture(t, "15+10")
	if err := f.v.Session().SetControl("3+2"); err != nil {
		t.Fatal(err)
	}
	f.illegalRuledAlike(engine.White, rules.Blitz)
}

// Enter in the adjustment's field adds the time typed, and in the
// control's field sets the control, as Enter in the rulings form asks for
// the ruling: an arbiter typed "+2", pressed Enter, and nothing happened.
func TestEnterInTheClockFieldsDoesWhatTheirButtonDoes(t *testing.T) {
	f := newFixture(t, "90+30")
	f.playSAN("e4")
	c := f.v.clocks
	w := f.win.Canvas()
	f.v.tabs.SelectIndex(len(f.v.tabs.Items) - 1) // the tab of the clock's setting
	c.adjSide.SetSelectedIndex(1)
	c.adjBy.SetText("+2")
	w.Focus(c.adjBy)
	w.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	f.noErrors()
	if got := f.v.Session().Clock().Remaining(engine.Black); got != 92*time.Minute {
		t.Errorf("Enter after +2: Black's clock %v, want 1:32:00", got)
	}
	c.control.SetText("3+2")
	w.Focus(c.control)
	w.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	f.noErrors()
	if got := f.v.status.Text; !strings.Contains(got, "3'+2\"") {
		t.Errorf("Enter after the control 3+2: the status line says %q", got)
	}
}

// TestReopenedGameWhoseFlagFellRulesWithTheFlagDown_6_8_9_5_2: White's
// flag falls at the desk in a 3+2 blitz game after a repetition; the
// arbiter leaves the game and opens it again. The clock showed 0:00 but no
// flag, and a claim or an illegal move was ruled as if none were down. The
// reopened clock shows White's flag, and the rulings read it: the correct
// repetition claim still draws, saying why the flag does not decide (6.8,
// 9.5.2), and a wrong claim loses on time (6.9).
func TestReopenedGameWhoseFlagFellRulesWithTheFlagDown_6_8_9_5_2(t *testing.T) {
	f := clockedFixture(t, "3+2")
	f.playSAN("Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8")
	f.clk.Advance(4 * time.Minute)
	if st := f.v.Session().Clock().State(); !st.Side[engine.White].Flagged {
		t.Fatalf("White's clock %v: the case needs his flag down", st.Side[engine.White].Remaining)
	}
	f.leaveAndComeBack()
	f.noErrors()
	s := f.v.Session()
	if st := s.Clock().State(); !st.Side[engine.White].Flagged || len(st.Flags) != 1 || st.Flags[0].Side != engine.White {
		t.Fatalf("reopened: White %v, flagged %v, flags %+v; want White's flag down", st.Side[engine.White].Remaining, st.Side[engine.White].Flagged, st.Flags)
	}
	p, err := s.Propose(rules.ClaimThreefold{Player: engine.White}, engine.NoMove)
	if err != nil {
		t.Fatal(err)
	}
	d := p.Decision
	if d.Result != rules.Draw || !slices.Contains(d.Articles, "6.8") ||
		!slices.ContainsFunc(d.Notes, func(m engine.Message) bool { return m.Key == "rules.note.flag-down-claim-first" }) {
		t.Errorf("the correct claim: %s, articles %v, notes %v; want the draw with 6.8 and the flag said", d.Result, d.Articles, d.Notes)
	}
	p, err = s.Propose(rules.ClaimFifty{Player: engine.White}, engine.NoMove)
	if err != nil {
		t.Fatal(err)
	}
	if d := p.Decision; d.Result != rules.BlackWins {
		t.Errorf("a wrong fifty-move claim with White's flag down: %s, articles %v; want 0-1 on the flag", d.Result, d.Articles)
	}
}

// An event whose time control does not read (a report's "1:30 + 10 from
// move 1", kept as imported) is ruled at the desk as "arbiter ruling
// --event" and "arbiter info" take it: the desk refused to open its games
// over the control while the settings took them as standard play. Now its
// clock runs the usual control of the type in force, its status line says
// why, and the desk and the command line rule alike.
func TestAnUnreadControlIsRuledAtTheDeskAsOnTheCommandLine(t *testing.T) {
	const control = "1:30 + 10 from move 1"
	f := newFixture(t, control)
	f.noErrors()
	s := f.v.Session()
	if s == nil || !s.ControlAssumed() {
		t.Fatalf("the game is not open at the desk on an assumed control (%v)", s)
	}
	if got := f.v.status.Text; !strings.Contains(got, "its time control "+control+" does not read") {
		t.Errorf("status %q does not say the control does not read", got)
	}
	f.illegalRuledAlike(engine.White, rules.Standard)
}

// Starting a new game's clock writes the game and the clock's reading at
// once, not at the ticker's first save: a crash in the first second
// finds the game begun, its clock started at the moment it was.
func TestClockStartedIsSavedAtOnce(t *testing.T) {
	f := newFixture(t, "90+30")
	f.clk.Advance(time.Minute)
	test.Tap(f.v.clocks.start)
	f.v.Session().stopTicker()
	rec, err := f.st.GameAt(1, 1)
	if err != nil || rec == nil || rec.ID == 0 {
		t.Fatalf("the game after its clock was started: %v, %v; want it in the file", rec, err)
	}
	c, ok, err := f.st.Clock(rec.ID)
	if err != nil || !ok {
		t.Fatalf("the clock's reading after the start: saved %v, %v", ok, err)
	}
	if !c.At.Equal(f.clk.Now()) {
		t.Errorf("the clock's reading saved at %v, want the start, %v", c.At, f.clk.Now())
	}
}

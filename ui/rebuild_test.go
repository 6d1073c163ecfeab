package ui

import (
	"fmt"
	"os"
	"os/exec"
	"runtime/debug"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arbiter/tournament"
)

// TestSettingsSurviveRendererRebuild opens the time-control drop-down, lets
// Fyne drop every renderer (as it does with hidden ones after a minute) and
// shows the settings again: rebuilding a renderer must not walk back into
// itself. The renderer lifetime is read from FYNE_CACHE when Fyne starts,
// so the check runs in a child process with a lifetime of a nanosecond; a
// loop would end that process with a stack overflow.
func TestSettingsSurviveRendererRebuild(t *testing.T) {
	if os.Getenv("ARBITER_TEST_REBUILD") == "" {
		cmd := exec.Command(os.Args[0], "-test.run=^TestSettingsSurviveRendererRebuild$", "-test.count=1")
		cmd.Env = append(os.Environ(), "ARBITER_TEST_REBUILD=1", "FYNE_CACHE=1ns")
		out, err := cmd.CombinedOutput()
		if err != nil {
			if len(out) > 4000 {
				out = out[:4000]
			}
			t.Fatalf("the settings view did not survive a renderer rebuild: %v\n%s", err, out)
		}
		return
	}
	debug.SetMaxStack(64 << 20) // a loop fails in a second, not in twenty
	s := openShell(t, newEventFile(t, "Anna", "Boris", "Carl", "Dana"))
	s.win.Resize(fyne.NewSize(1024, 700))
	v := s.areaView(areaSettings).(*settingsView)
	s.show(areaSettings)
	// Open the drop-down and choose a preset, as the arbiter does.
	v.timeControl.SetText("")
	openDropDown(t, s, v.timeControl)
	if v.timeControl.Text == "" {
		t.Fatal("choosing from the drop-down left the time control empty")
	}
	s.show(areaPlayers)
	// Fyne cleans its caches at most every ten seconds, the first time
	// at the first frame: this one, which drops the hidden settings.
	s.win.Canvas().Capture()
	s.show(areaSettings)
}

// openDropDown taps the arrow at the end of a field with choices and picks
// the first entry of the menu that opens.
func openDropDown(t *testing.T, s *Shell, e fyne.Widget) {
	t.Helper()
	var arrow *dropArrow
	for _, o := range drawnObjects(e) {
		if a, ok := o.(*dropArrow); ok {
			arrow = a
		}
	}
	if arrow == nil {
		t.Fatal("no drop-down arrow")
	}
	test.Tap(arrow)
	if s.win.Canvas().Overlays().Top() == nil {
		t.Fatal("the drop-down did not open")
	}
	for _, o := range drawnObjects(s.win.Canvas().Overlays().Top()) {
		if fmt.Sprintf("%T", o) == "*widget.menuItem" {
			o.(fyne.Tappable).Tapped(&fyne.PointEvent{})
			return
		}
	}
	t.Fatal("the drop-down has no entries")
}

// TestNoFieldKeepsItsDropDown keeps out the Fyne fields that hold on to
// their closed drop-down and walk the window on every move (SelectEntry,
// DateEntry): suggestEntry is the field with suggestions here.
func TestNoFieldKeepsItsDropDown(t *testing.T) {
	noSourceUses(t, "widget.NewSelectEntry", "widget.SelectEntry", "widget.NewDateEntry", "widget.DateEntry")
}

// "Pair anyway" is never the default: Enter keeps the round unpaired, and
// Escape closes the question.
func TestPairAnywayIsNotTheDefault(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris", "Carl", "Dana"))
	v := shownView[*roundsView](s, areaRounds)
	v.pairNext()
	v.pairNext() // round 1 has no results yet
	if s.win.Canvas().Overlays().Top() == nil {
		t.Fatal("pairing over open games asked nothing")
	}
	if b := defaultButton(t, s); b.Text != s.t("ui.cancel") {
		t.Errorf("the default button is %q", b.Text)
	}
	s.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if s.win.Canvas().Overlays().Top() != nil || len(s.doc.event.Rounds) != 1 {
		t.Fatalf("Enter: dialog open %v, %d rounds", s.win.Canvas().Overlays().Top() != nil, len(s.doc.event.Rounds))
	}
	v.pairNext()
	s.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if s.win.Canvas().Overlays().Top() != nil || len(s.doc.event.Rounds) != 1 {
		t.Error("Escape did not just close the question")
	}
	// The next key goes where it went before the question: the window's
	// own handler, whose F1 opens the help.
	pressKey(s, fyne.KeyDown)
	if len(openModals[s.win.Canvas()]) != 0 {
		t.Fatal("the closed dialog is still open")
	}
	s.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyF1})
	if s.win.Canvas().Overlays().Top() == nil || len(s.doc.event.Rounds) != 1 {
		t.Error("the closed dialog still takes the window's keys")
	}
}

// Opening a file makes only the view it shows, so that the window's
// first frame waits on no other view's forms and tables; each other view
// is made when first shown and shows the event as it is then, changes
// made before it included.
func TestViewsMadeWhenFirstShown(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris", "Carl", "Dana"))
	for a := range areaCount {
		if made := s.views[a] != nil; made != (a == s.area) {
			t.Errorf("%s made on opening: %v, want only the view shown (%s)", s.t(areaInfo[a].key), made, s.t(areaInfo[s.area].key))
		}
	}
	if _, err := s.doc.st.AddPlayer(tournament.Player{Name: "Eero", Seat: 5, Rating: 1900}); err != nil {
		t.Fatal(err)
	}
	s.reload()
	rows := shownView[*standingsView](s, areaStandings).grid.rows
	if len(rows) != 5 || !slices.ContainsFunc(rows, func(r []string) bool { return slices.Contains(r, "Eero") }) {
		t.Errorf("the standings first shown after a player was added list %v, want the five players with Eero", rows)
	}
}

package ui

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arbiter/i18n"
)

// A closed window's program runs the toolkit's stopped hook (which
// writes the preferences: the window's size just kept) and ends with
// status 0 at once, never entering Fyne 2.8.1's shutdown, which panicked
// ("send on closed channel") or stalled: beside a serving venue on a
// loaded machine, a window closed by its close button ended with exit
// status 2.
func TestAClosedWindowEndsItsProgramAfterTheStoppedHook(t *testing.T) {
	a := test.NewTempApp(t)
	var done []string
	a.Lifecycle().SetOnStopped(func() { done = append(done, "stopped hook") })
	endAfterClose(a, func() { done = append(done, "said stalled") }, func(code int) { done = append(done, fmt.Sprint("exit ", code)) })
	if got := strings.Join(done, ", "); got != "stopped hook, exit 0" {
		t.Errorf("the window closed, the program did: %q, want the stopped hook run, then exit 0", got)
	}
}

// A window program whose toolkit's shutdown stalls once its window has
// closed (Fyne 2.8.1 losing its stopped hook) ends of itself with status
// 0, having said why, where it stayed alive without end; the words say
// the seconds waited in each language.
func TestAStalledShutdownEndsTheProgram(t *testing.T) {
	said, ended := make(chan struct{}), make(chan int, 1)
	endIfStalled(time.Millisecond, func() { close(said) }, func(code int) { ended <- code })
	if code := <-ended; code != 0 {
		t.Errorf("ended with status %d, want 0: the user closed the window", code)
	}
	select {
	case <-said:
	default:
		t.Error("ended without saying why")
	}
	for _, l := range i18n.Complete {
		if text := i18n.For(l).T("app.window.stalled", "seconds", 15); !strings.Contains(text, "15") || strings.Contains(text, "{") {
			t.Errorf("%s: %q", l, text)
		}
	}
}

// The window's close button with a box open over it asks first: the
// new player's name typed in the box is not saved, and the window closed
// at once and said nothing of it, then or when opened again. Cancel
// keeps the window and the box; Close closes.
func TestClosingTheWindowWithABoxOpenAsksFirst(t *testing.T) {
	s, family := newPlayersFamilyName(t)
	family.SetText("Halfway")
	ended := false
	closeButton := func() { s.closeAsking(func() { ended = true }) }
	closeButton()
	if ended || len(openModals[s.win.Canvas()]) != 2 {
		t.Fatalf("the close button with the new player's box open: ended %v, %d boxes open", ended, len(openModals[s.win.Canvas()]))
	}
	pressKey(s, fyne.KeyEscape)
	if ended || len(openModals[s.win.Canvas()]) != 1 || family.Text != "Halfway" {
		t.Fatalf("Escape on the question: ended %v, %d boxes open, the name %q", ended, len(openModals[s.win.Canvas()]), family.Text)
	}
	closeButton()
	pressKey(s, fyne.KeyReturn)
	if !ended {
		t.Error("Enter on the question did not close the window")
	}
}

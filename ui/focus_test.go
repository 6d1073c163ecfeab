package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"arbiter/ui/button"
)

// Where the keyboard is as the arbiter moves through the window by the
// keys (issue 91): each view's key gives it to the view's list, and a box
// gives it back when it closes, opened by the keys or by the mouse.

// listOf is the widget of view v the arbiter works in by the keys: its
// list, the rounds' and the matches' result field, the desk's move field
// or, with no game open, its board picker (desk.View.KeyHome); nil for a
// view with none (a form). The rounds view has a list too, but the
// keyboard goes to its result field.
func listOf(v view) fyne.Focusable {
	switch v := v.(type) {
	case *deskSlot:
		return v.view.KeyHome()
	case *roundsView:
		return v.keys
	case *matchesView:
		return v.keys
	case *teamsView:
		return v.teams.table
	case tabular:
		return v.table().table
	}
	return nil
}

// runKey runs the window's shortcut sc as the driver does with nothing
// focused that takes it.
func runKey(t *testing.T, s *Shell, sc fyne.Shortcut) {
	t.Helper()
	run := s.shortcuts[sc.ShortcutName()]
	if run == nil {
		t.Fatalf("the window has no key %s", sc.ShortcutName())
	}
	run()
}

// Every view's key gives the keyboard to the view's list, as Ctrl+1
// does the players': Ctrl+3 and Ctrl+6 left it on the list of the view
// before, out of sight, where the arrows went on moving it. A view with
// no list (a form) leaves it with nothing, and Tab starts at its first
// field. Each view is reached from the players' list, whose keyboard
// must not stay behind.
func TestEveryViewsKeyGivesItsListTheKeyboard(t *testing.T) {
	s, _ := roundOfTwelve(t)
	ts, _ := pairedTeamRound(t, 4, 6)
	for _, sh := range []*Shell{s, ts} {
		c := sh.win.Canvas()
		for a := range areaCount {
			runKey(t, sh, viewKeys[areaPlayers].shortcut())
			if c.Focused() == nil {
				t.Fatalf("%T: Ctrl+1 left the keyboard with nothing", sh.areaView(areaPlayers))
			}
			runKey(t, sh, viewKeys[a].shortcut())
			if sh.area != a {
				t.Fatalf("%s's key showed %s", sh.t(sh.entry(a).key), sh.t(sh.entry(sh.area).key))
			}
			if got, want := c.Focused(), listOf(sh.areaView(a)); got != want {
				t.Errorf("%s (%T): the keyboard is on %T %p, want %T %p", sh.t(sh.entry(a).key), sh.areaView(a), got, got, want, want)
			}
		}
	}
}

// A box opened by a click gives the keyboard back when it closes, to the
// list of the view under it (the click took it off before the box
// opened, so it had nothing to give back and the window's keys went
// nowhere); one opened by the keys gives it back to where it was.
func TestABoxGivesTheKeyboardBack(t *testing.T) {
	s, _ := roundOfTwelve(t)
	c := s.win.Canvas()
	for _, close := range []fyne.KeyName{fyne.KeyEscape, ""} {
		players := shownView[*playersView](s, areaPlayers)
		test.Tap(findViewButton(t, s, s.t("ui.players.add")))
		if len(openModals[c]) != 1 {
			t.Fatalf("Add player opened %d boxes", len(openModals[c]))
		}
		if close == "" {
			test.Tap(findButton(t, s, s.t("ui.cancel")))
		} else {
			pressKey(s, close)
		}
		if len(openModals[c]) != 0 {
			t.Fatalf("the player's box is still open after %q", close)
		}
		pressKey(s, fyne.KeyDown)
		if got := c.Focused(); got != players.grid.table {
			t.Errorf("the player's box closed by %q: the keyboard is on %T, want the players' list", close, got)
		}
	}

	// Opened by Ctrl+P from the players' search, closed by Escape: the
	// search has the keyboard again.
	players := shownView[*playersView](s, areaPlayers)
	c.Focus(players.filter)
	runKey(t, s, &desktop.CustomShortcut{KeyName: fyne.KeyP, Modifier: fyne.KeyModifierShortcutDefault})
	if len(openModals[c]) != 1 {
		t.Fatalf("Ctrl+P opened %d boxes", len(openModals[c]))
	}
	pressKey(s, fyne.KeyEscape)
	pressKey(s, fyne.KeyEnd)
	if got := c.Focused(); got != players.filter {
		t.Errorf("the print box opened from the search: the keyboard is on %T, want the search", got)
	}
}

// A button pressed by Space or Enter keeps the keyboard, in a box and in
// a view: Fyne's button took it off as it was pressed, and the next Tab
// began again at the box's first field; a box the button opens gives it
// back to the button as it closes.
func TestAButtonPressedByTheKeysKeepsTheKeyboard(t *testing.T) {
	s, v := roundOfTwelve(t)
	c := s.win.Canvas()
	v.swiss.editOptions()
	add := boxButton(t, s, s.t("swissopt.forbidden.add"))
	for _, k := range []fyne.KeyName{fyne.KeySpace, fyne.KeyReturn} {
		c.Focus(add)
		pressKey(s, k)
		if got := c.Focused(); got != add {
			t.Errorf("%s on the pairing options' Add: the keyboard is on %T", k, got)
		}
	}
	pressKey(s, fyne.KeyEscape)
	if len(openModals[c]) != 0 {
		t.Fatal("Escape on Add left the pairing options open")
	}

	for _, k := range []fyne.KeyName{fyne.KeySpace, fyne.KeyReturn} {
		c.Focus(v.swiss.options)
		pressKey(s, k)
		if len(openModals[c]) != 1 {
			t.Fatalf("%s on Pairing options… opened %d boxes", k, len(openModals[c]))
		}
		pressKey(s, fyne.KeyEscape)
		pressKey(s, fyne.KeyEnd)
		if got := c.Focused(); got != v.swiss.options {
			t.Errorf("the pairing options opened by %s closed: the keyboard is on %T, want Pairing options…", k, got)
		}
	}
}

// A box opened from a box by a click gives the keyboard back as it
// closes to the button clicked, so that the box beneath goes on by the
// keys: the click took the keyboard off, and the pairing editor was left
// with nothing to have it after the late entry's box closed.
func TestABoxOpenedFromABoxGivesTheKeyboardBack(t *testing.T) {
	s, v := roundOfTwelve(t)
	c := s.win.Canvas()
	v.swiss.editPairings()
	late := boxButton(t, s, s.t("pairedit.late"))
	for _, close := range []func(){
		func() { pressKey(s, fyne.KeyEscape) },
		func() { test.Tap(boxButton(t, s, s.t("ui.cancel"))) },
	} {
		test.Tap(late)
		if len(openModals[c]) != 2 {
			t.Fatalf("Late entry opened %d boxes over the editor", len(openModals[c])-1)
		}
		close()
		if len(openModals[c]) != 1 {
			t.Fatalf("%d boxes open after the late entry's closed", len(openModals[c]))
		}
		pressKey(s, fyne.KeyEnd)
		if got := c.Focused(); got != late {
			t.Errorf("the late entry's box closed: the keyboard is on %T, want Late entry", got)
		}
	}
}

// boxButton is the button of the topmost box with the given text, as the
// window holds it: a tap on it is the window's click.
func boxButton(t *testing.T, s *Shell, text string) *button.Button {
	t.Helper()
	for _, b := range overlayParts[*button.Button](s) {
		if b.Text == text {
			return b
		}
	}
	t.Fatalf("no button %q in the box", text)
	return nil
}

// offCanvasWindow is a test window whose canvas notes each object given
// the keyboard while on no canvas, which the real window's driver logs as
// "Failed to focus object which is not part of the canvas' content".
type offCanvasWindow struct {
	fyne.Window
	c *offCanvas
}

func (w *offCanvasWindow) Canvas() fyne.Canvas { return w.c }

type offCanvas struct {
	fyne.Canvas
	missed []fyne.Focusable
}

func (c *offCanvas) Focus(f fyne.Focusable) {
	c.Canvas.Focus(f)
	if c.Canvas.Focused() != f {
		c.missed = append(c.missed, f)
	}
}

// The Rounds view shown the first time with a round paired gives its
// result box the keyboard once it is on the window, not while the view is
// still being filled off it: the window logged "Failed to focus object
// which is not part of the canvas' content" at every first Ctrl+2, a line
// that hid real focus faults.
func TestFirstRoundsViewFocusesOnlyOnTheWindow(t *testing.T) {
	var w *offCanvasWindow
	s := openShellIn(t, newEventFile(t, "Anna", "Boris", "Carl", "Dana"), func(tw fyne.Window) fyne.Window {
		w = &offCanvasWindow{Window: tw, c: &offCanvas{Canvas: tw.Canvas()}}
		return w
	})
	pairRoundRobin(t, s, 1)
	w.c.missed = nil
	runKey(t, s, viewKeys[areaRounds].shortcut())
	for _, f := range w.c.missed {
		t.Errorf("Ctrl+2 gave the keyboard to a %T on no canvas", f)
	}
	if got, want := s.win.Canvas().Focused(), listOf(s.areaView(areaRounds)); got != want {
		t.Errorf("Ctrl+2 left the keyboard on %T, want the result box", got)
	}
}

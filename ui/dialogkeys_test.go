package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/rating"
	"arbiter/ui/button"
	"arbiter/ui/dropdown"
	"arbiter/ui/radio"
)

// boxCase is a dialog box of the window and how to open it.
type boxCase struct {
	name string
	open func()
}

// TestEveryDialogByKeys walks every dialog box of the window by the
// keyboard: each opens with the keyboard in its first field, drop-down or
// list (nowhere in a box with none, where the box takes the keys; a few
// open in another field on purpose, elsewhere); from
// every stop Tab reaches in it, Escape closes it and Enter takes its
// default action, except where the stop has a use of its own for Enter
// (a drop-down opens its list, a list or several lines of text take it).
// An Individual Swiss with round 1 paired gives the boxes of an
// individual event, a team round robin with round 1 paired the team's.
func TestEveryDialogByKeys(t *testing.T) {
	s, _ := roundOfTwelve(t)
	shownView[*ratingsView](s, areaRatings).pick(0)
	shownView[*fileView](s, areaFile).chosen = 0
	s.show(areaRounds)
	// The views are looked up as each box opens: a language switch
	// builds them anew.
	players := func() *playersView { return s.areaView(areaPlayers).(*playersView) }
	rounds := func() *roundsView { return s.areaView(areaRounds).(*roundsView) }
	ratings := func() *ratingsView { return s.areaView(areaRatings).(*ratingsView) }
	individual := []boxCase{
		{"new event", s.newTournament},
		{"open", s.openDialog},
		{"new player", func() { players().openDialog(tournament.Player{}) }},
		{"edit player", func() { players().openDialog(s.doc.event.Players[0]) }},
		{"requested bye", func() { rounds().swiss.requestBye() }},
		{"pairing options", func() { rounds().swiss.editOptions() }},
		{"pairing editor", func() { rounds().swiss.editPairings() }},
		{"print", s.printView},
		{"prizes", func() { s.areaView(areaStandings).(*standingsView).editPrizes() }},
		{"K factor", func() { ratings().pick(0); ratings().editK() }},
		{"national ratings", func() { ratings().editNational() }},
		// The second list's box, with the lists' drop-down above it.
		{"second national list", func() {
			r := ratings()
			r.opts.NationalLists = []rating.NationalList{{Name: "SSSL", Federation: "FIN", K: 20, Floor: 1000}}
			r.editNationalList(1)
		}},
		{"update ratings", func() { players().updateRatings() }},
		{"restore", func() { f := s.areaView(areaFile).(*fileView); f.chosen = 0; f.confirmRestore() }},
		{"deputy's PIN", func() { s.areaView(areaVenue).(*venueView).showPIN("Deputy", "123456", "") }},
		{"error", func() { s.showError(uiError("ui.error.title")) }},
		{"message", func() { s.showMessage("?", "?") }},
		{"notes", func() { s.showNotes([]engine.Message{*engine.NewMessage("ui.error.title")}) }},
		{"confirmation", func() { s.confirm("?", widget.NewLabel("?"), s.t("ui.ok"), func() {}) }},
		{"risky confirmation", func() { s.confirmRisky("?", widget.NewLabel("?"), s.t("ui.ok"), func() {}) }},
		{"check-in", func() { s.openCheckIn() }},
	}
	walkDialogs(t, s, individual)

	ts, _ := pairedTeamRound(t, 4, 6)
	shownView[*teamsView](ts, areaPlayers).selectTeam(0)
	ts.show(areaRounds)
	teams := func() *teamsView { return ts.areaView(areaPlayers).(*teamsView) }
	team := []boxCase{
		{"add team", func() { teams().teamDialog(tournament.Team{}) }},
		{"team's new player", func() { ts.show(areaPlayers); teams().selectTeam(0); teams().playerDialog(0) }},
		{"line-up", func() { ts.areaView(areaRounds).(*matchesView).pickLineup(0) }},
		{"team pairing editor", func() { ts.areaView(areaRounds).(*matchesView).editPairing() }},
	}
	walkDialogs(t, ts, team)

	// Every box fits the smallest window, 1024×700, in every language:
	// the new-event box was wider than the window in Finnish.
	fitDialogs(t, s, individual)
	fitDialogs(t, ts, team)
}

// fitDialogs opens each box in each language and checks that it needs no
// more room than a 1024×700 window gives it, and that the hint an empty
// field shows is read whole in the field: the Estonian national list's
// federation hint ran past its field, cut at "(ainult ük".
func fitDialogs(t *testing.T, s *Shell, boxes []boxCase) {
	t.Helper()
	c := s.win.Canvas()
	room := smallestRoom(s)
	inEachLanguage(s, func(l i18n.Lang) {
		for _, b := range boxes {
			b.open()
			for _, m := range openModals[c] {
				if need := m.pop.Content.MinSize(); need.Width > room.Width || need.Height > room.Height {
					t.Errorf("%s, %s: the box needs %.0f×%.0f, a 1024×700 window gives %.0f×%.0f", l, b.name, need.Width, need.Height, room.Width, room.Height)
				}
				for _, o := range drawnObjects(m.pop.Content) {
					f, ok := o.(*field)
					if !ok || !f.Visible() || f.MultiLine || f.Text != "" || f.PlaceHolder == "" {
						continue
					}
					need := fyne.MeasureText(f.PlaceHolder, theme.TextSize(), f.TextStyle).Width + 2*theme.InnerPadding()
					if got := f.Size().Width; got < need {
						t.Errorf("%s, %s: the empty field's hint %q needs %.0f px, the field is %.0f wide", l, b.name, f.PlaceHolder, need, got)
					}
				}
			}
			for len(openModals[c]) > 0 {
				openModals[c][len(openModals[c])-1].hide()
			}
		}
	})
}

// elsewhere are the boxes that open in a field other than their first, on
// purpose: the print box on the copies (the document is the view's), the
// chooser on the file's name (typed, or Enter on the one proposed), a new
// player, an individual event's or a team's, in the rating lists' search,
// where there is a list to search.
var elsewhere = map[string]bool{"print": true, "open": true, "new player": true, "team's new player": true}

// walkDialogs opens each box once for each stop in it and checks its
// first stop, Escape and Enter.
func walkDialogs(t *testing.T, s *Shell, boxes []boxCase) {
	t.Helper()
	c := s.win.Canvas()
	for _, b := range boxes {
		_, stops := openBox(t, s, b)
		if len(stops) == 0 {
			t.Errorf("%s: Tab reaches nothing in it", b.name)
		}
		var want fyne.Focusable
		for _, f := range stops {
			if !isButton(f) {
				want = f
				break
			}
		}
		if got := c.Focused(); got != want && !(elsewhere[b.name] && got != nil && !isButton(got)) {
			t.Errorf("%s opens with the keyboard on %T, want its first field, the %T", b.name, got, want)
		}
		tabOrder(t, s, b.name, stops)
		// Shift+Tab goes back the way Tab came: from the time control's
		// drop-down arrow, a stop of its own, it went past its field.
		for i := 1; i < len(stops); i++ {
			c.Focus(stops[i])
			c.FocusPrevious()
			if got := c.Focused(); got != stops[i-1] {
				t.Errorf("%s: Shift+Tab goes from the %T (stop %d) to the %T, want the %T Tab came from", b.name, stops[i], i+1, got, stops[i-1])
			}
		}
		closeBoxes(s)
		for i := range len(stops) {
			boxKey(t, s, b, i, fyne.KeyEscape)
			boxKey(t, s, b, i, fyne.KeyReturn)
		}
	}
}

// tabOrder checks that Tab goes through the box as the eye reads: each
// stop lies below the one before, or to its right (a column beside it
// begins at its top). In the new
// event's box Tab went from the system past the rounds beside it.
func tabOrder(t *testing.T, s *Shell, name string, stops []fyne.Focusable) {
	t.Helper()
	if name == "new player" || name == "team's new player" {
		// The rating lists' hits come first in Tab's chain, so that Tab
		// goes from the search straight to the family name; the arrows
		// take the search to its hits.
		return
	}
	// Measured as laid out, each scroll at its top: Tab, which brings each
	// stop into sight, left a box's list scrolled to its last.
	for _, sc := range overlayParts[*container.Scroll](s) {
		sc.ScrollToTop()
	}
	d := fyne.CurrentApp().Driver()
	size := s.win.Canvas().Size()
	for i := 1; i < len(stops); i++ {
		a, b := stops[i-1].(fyne.CanvasObject), stops[i].(fyne.CanvasObject)
		pa, pb := d.AbsolutePositionForObject(a), d.AbsolutePositionForObject(b)
		if pa.Y > size.Height || pb.Y > size.Height {
			continue // scrolled out of sight, where Tab scrolls it in
		}
		sameRow := pb.Y < pa.Y+a.Size().Height && pa.Y < pb.Y+b.Size().Height
		right := pb.X >= pa.X+a.Size().Width // a column to the right begins at its top
		if pb.Y+b.Size().Height <= pa.Y && !right || sameRow && pb.X < pa.X {
			t.Errorf("%s: Tab goes from the %T at %v to the %T at %v, before it as the eye reads", name, a, pa, b, pb)
		}
	}
}

// closeBoxes closes every box open in the window.
func closeBoxes(s *Shell) {
	c := s.win.Canvas()
	for len(openModals[c]) > 0 {
		openModals[c][len(openModals[c])-1].hide()
	}
}

// openBox opens the box and returns it with the stops Tab reaches in it,
// from the first, the keyboard left where the box put it.
func openBox(t *testing.T, s *Shell, b boxCase) (*modal, []fyne.Focusable) {
	t.Helper()
	return openBoxTo(t, s, b, 100)
}

// openBoxTo is openBox with at most n stops: each Tab walks the whole
// box, and a key pressed on a stop needs none past it.
func openBoxTo(t *testing.T, s *Shell, b boxCase, n int) (*modal, []fyne.Focusable) {
	t.Helper()
	c := s.win.Canvas()
	c.Unfocus()
	b.open()
	if len(openModals[c]) != 1 {
		t.Fatalf("%s: %d boxes open", b.name, len(openModals[c]))
	}
	m := openModals[c][0]
	first := c.Focused()
	c.Unfocus()
	var stops []fyne.Focusable
	for range n {
		c.FocusNext()
		f := c.Focused()
		if f == nil || len(stops) > 0 && f == stops[0] {
			break
		}
		stops = append(stops, f)
	}
	c.Unfocus()
	if first != nil {
		c.Focus(first)
	}
	return m, stops
}

// boxKey opens the box, puts the keyboard on its i-th stop and presses
// key: Escape must close the box, Enter take its default action (close a
// box of one button) unless the stop has a use of its own for it.
func boxKey(t *testing.T, s *Shell, b boxCase, i int, key fyne.KeyName) {
	t.Helper()
	c := s.win.Canvas()
	defer closeBoxes(s)
	m, stops := openBoxTo(t, s, b, i+1)
	if i >= len(stops) {
		t.Fatalf("%s: %d stops, then %d", b.name, i+1, len(stops))
	}
	f := stops[i]
	c.Focus(f)
	// The default action, and a field's own Enter where it has one (a
	// new player's saves him and stays for the next), are replaced by a
	// note that they ran: what is tested is the key's way, not whether
	// the box is filled in.
	taken, pressed := false, false
	if def := m.defaultButton(); def != nil {
		def.Enable()
		def.OnTapped = func() { taken = true }
	}
	if e, ok := f.(*field); ok && e.OnSubmitted != nil {
		e.OnSubmitted = func(string) { taken = true }
	}
	// Enter on a button presses that button, whichever it is.
	button := asButton(f)
	if button != nil {
		button.Enable()
		button.OnTapped = func() { pressed = true }
	}
	keystroke(s, key, 0)
	switch {
	case key == fyne.KeyEscape && len(openModals[c]) != 0:
		t.Errorf("%s: Escape with the keyboard on its %T (stop %d) left it open", b.name, f, i+1)
	case key == fyne.KeyReturn && button != nil:
		if !pressed {
			t.Errorf("%s: Enter with the keyboard on its button %q (stop %d) did not press it", b.name, button.Text, i+1)
		}
	case key != fyne.KeyReturn || takesEnter(f):
	case m.defaultButton() != nil && !taken:
		t.Errorf("%s: Enter with the keyboard on its %T (stop %d) did not take its default action", b.name, f, i+1)
	case m.defaultButton() == nil && len(openModals[c]) != 0:
		t.Errorf("%s: Enter with the keyboard on its %T (stop %d) left the box with one button open", b.name, f, i+1)
	}
}

// isButton tells a button from a field, a drop-down or a list.
func isButton(f fyne.Focusable) bool { return asButton(f) != nil }

// asButton is the button f is, nil for none.
func asButton(f fyne.Focusable) *widget.Button {
	switch b := f.(type) {
	case *widget.Button:
		return b
	case *button.Button:
		return &b.Button
	}
	return nil
}

// takesEnter tells the stops with a use of their own for Enter: a
// drop-down opens its list, a list chooses its line, several lines of
// text begin a new one.
func takesEnter(f fyne.Focusable) bool {
	switch f := f.(type) {
	case *picker, *dropdown.Select, *widget.Select, *dialogList, *widget.List:
		return true
	case *field:
		return f.MultiLine
	case *widget.Entry:
		return f.MultiLine
	case *gridTable:
		// A list whose rows do something takes Enter for its chosen row
		// (the check-in's: the player checked in).
		return f.g.onActivate != nil
	}
	return false
}

// radioDialogs are the dialog boxes with a radio choice: each opens its
// box and reads what the box saved, and say which way the arrows go from
// the choice the box opens on to another.
var radioDialogs = []struct {
	name string
	open func(t *testing.T) (s *Shell, saved func() string)
	// arrow moves from the choice the box opens on to want, which Enter
	// saves as saved gives it.
	arrow fyne.KeyName
	want  string
}{
	{"the bye kind", func(t *testing.T) (*Shell, func() string) {
		s := openShell(t, newSwissFile(t, 8, 5))
		shownView[*roundsView](s, areaRounds).swiss.requestBye()
		for _, p := range overlayParts[*picker](s) {
			if len(p.Options) == 8 {
				p.SetSelectedIndex(2)
			}
		}
		return s, func() string {
			var kinds []tournament.ByeKind
			for _, r := range s.doc.event.Requests {
				kinds = append(kinds, r.Kind)
			}
			return fmt.Sprint(kinds)
		}
	}, fyne.KeyDown, fmt.Sprint([]tournament.ByeKind{tournament.ByeZeroPoint})},
	{"the initial colour", func(t *testing.T) (*Shell, func() string) {
		s := openShell(t, newSwissFile(t, 8, 5))
		shownView[*roundsView](s, areaRounds).swiss.editOptions()
		return s, func() string {
			opts, err := s.doc.st.SwissOptions()
			if err != nil {
				t.Fatal(err)
			}
			return fmt.Sprint("initial black ", opts.InitialBlack)
		}
	}, fyne.KeyRight, "initial black true"},
	{"the team match forfeit", func(t *testing.T) (*Shell, func() string) {
		s, v := twoTeamsPaired(t)
		v.forfeitMatch()
		return s, func() string { return fmt.Sprint(s.doc.event.RoundMatches(1)[0].Forfeit) }
	}, fyne.KeyUp, fmt.Sprint(tournament.DoubleForfeit)},
	{"the print dialog", func(t *testing.T) (*Shell, func() string) {
		s, calls, _ := printingRoundOfTwelve(t, "Office")
		pressShortcut(s, ctrl(fyne.KeyP))
		return s, func() string {
			got, _ := os.ReadFile(calls)
			f := strings.Fields(string(got))
			if len(f) == 0 {
				return "nothing printed"
			}
			return filepath.Base(f[len(f)-1])
		}
	}, fyne.KeyDown, "round-1.pdf"},
}

// dialogRadio is the radio choice of the box open, given the keyboard.
func dialogRadio(t *testing.T, s *Shell) *radio.Group {
	t.Helper()
	radios := overlayParts[*radio.Group](s)
	if len(radios) != 1 {
		t.Fatalf("the box has %d radio choices", len(radios))
	}
	s.win.Canvas().Focus(radios[0])
	if s.win.Canvas().Focused() != radios[0] {
		t.Fatal("the radio choice does not take the keyboard")
	}
	return radios[0]
}

// In each box with a radio choice, the arrows move on the choice and
// Space picks the option moved to; then Enter takes the box's default
// action, as after typing in a field, and Escape closes the box with
// nothing saved.
func TestRadioChoiceKeysInEveryDialog(t *testing.T) {
	for _, d := range radioDialogs {
		t.Run(d.name+" Enter", func(t *testing.T) {
			s, saved := d.open(t)
			before := saved()
			g := dialogRadio(t, s)
			first := g.Selected
			pressKey(s, d.arrow)
			if g.Selected != first {
				t.Fatalf("an arrow alone picked %q", g.Selected)
			}
			keystroke(s, fyne.KeySpace, ' ')
			if g.Selected == first || g.Selected == "" {
				t.Fatalf("the arrow and Space left %q picked", g.Selected)
			}
			if saved() != before {
				t.Fatalf("a pick alone saved %s", saved())
			}
			pressKey(s, fyne.KeyReturn)
			if n := len(openModals[s.win.Canvas()]); n != 0 {
				t.Fatalf("Enter on the radio choice left %d boxes open", n)
			}
			if got := saved(); got != d.want {
				t.Errorf("Enter saved %q, want %q", got, d.want)
			}
		})
		t.Run(d.name+" Escape", func(t *testing.T) {
			s, saved := d.open(t)
			before := saved()
			dialogRadio(t, s)
			pressKey(s, d.arrow)
			keystroke(s, fyne.KeySpace, ' ')
			pressKey(s, fyne.KeyEscape)
			if n := len(openModals[s.win.Canvas()]); n != 0 {
				t.Fatalf("Escape on the radio choice left %d boxes open", n)
			}
			if got := saved(); got != before {
				t.Errorf("Escape saved %q, before %q", got, before)
			}
		})
	}
}

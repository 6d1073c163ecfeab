package ui

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/checkin"
	"arbiter/tournament/pairing"
	"arbiter/tournament/store"
	"arbiter/ui/radio"
)

// boxOpen reports whether a dialog box is open over the window.
func boxOpen(s *Shell) bool { return len(openModals[s.win.Canvas()]) > 0 }

// openedCheckIn opens the check-in box as the rounds view's button does,
// and fails the test with what the window says where none opens.
func openedCheckIn(t *testing.T, s *Shell) *checkInBox {
	t.Helper()
	b := s.openCheckIn()
	if b == nil || !boxOpen(s) {
		t.Fatalf("no check-in box: %q", topMessage(s))
	}
	return b
}

// The window's check-in, by keys: the rounds view opens it; a part of a
// name typed and Enter check a player in, Up and Down choose among those
// found, Enter again leaves the one in in, saying so, and In / out checks
// him out; the tablet's check-in (the
// store's, from another program) shows at the next step; pairing is
// refused while it is open; closing with "bye" leaves the absent out of
// round 1 with zero-point byes, as the rounds view then shows.
func TestCheckInInTheWindow(t *testing.T) {
	s := openShell(t, newSwissFile(t, 12, 5))
	v := shownView[*roundsView](s, areaRounds)
	if v.checkIn.Text != "Open check-in, round 1" || v.checkIn.Disabled() {
		t.Fatalf("the button: %q, disabled %v", v.checkIn.Text, v.checkIn.Disabled())
	}
	b := openedCheckIn(t, s) // as the button does
	if s.win.Canvas().Focused() != b.search {
		t.Error("the search does not have the keyboard")
	}
	in := func() []string {
		c, _ := checkin.Of(&s.doc.event, 1)
		var names []string
		for _, p := range s.doc.event.Players {
			if c.In(p.ID) {
				names = append(names, p.Name)
			}
		}
		return names
	}
	typeKeys(s, "yer 1")
	if len(b.grid.shown) != 4 { // 1, 10, 11, 12
		t.Fatalf("“yer 1” finds %d players", len(b.grid.shown))
	}
	b.search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	b.search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	b.search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyUp})
	pressEnter(b.search)
	if got := in(); len(got) != 1 || got[0] != "Player 10" {
		t.Fatalf("checked in: %q", got)
	}
	if b.search.Text != "" || len(b.grid.shown) != 12 || !strings.Contains(b.count.Text, "1 of 12") {
		t.Errorf("after Enter: search %q, %d shown, %q", b.search.Text, len(b.grid.shown), b.count.Text)
	}
	typeKeys(s, "player 2")
	pressEnter(b.search)
	typeKeys(s, "PLAYER 3")
	pressEnter(b.search)
	typeKeys(s, "player 10")
	pressEnter(b.search) // Enter never checks out: it says so
	already := s.t("checkinui.already", "name", "Player 10", "toggle", s.t("checkinui.toggle"))
	if got := strings.Join(in(), ", "); got != "Player 2, Player 3, Player 10" || !b.problem.Visible() || b.problem.Text != already {
		t.Fatalf("Enter on a player in: checked in %s, the box says %q", got, b.problem.Text)
	}
	test.Tap(b.toggle) // In / out: out again, once asked
	test.Tap(defaultButton(t, s))
	if got := strings.Join(in(), ", "); got != "Player 2, Player 3" {
		t.Fatalf("checked in: %s", got)
	}
	// The entrance tablet checks a player in meanwhile, through the store.
	if _, err := s.doc.st.MarkPresence(s.doc.event.Players[4].ID, true); err != nil {
		t.Fatal(err)
	}
	typeKeys(s, "player 6")
	pressEnter(b.search)
	if got := strings.Join(in(), ", "); got != "Player 2, Player 3, Player 5, Player 6" || !strings.Contains(b.count.Text, "4 of 12") {
		t.Fatalf("checked in: %s; %s", got, b.count.Text)
	}
	typeKeys(s, "nobody")
	pressEnter(b.search)
	if !b.problem.Visible() || !strings.Contains(b.problem.Text, "no player is found") {
		t.Errorf("Enter with no one found: %q", b.problem.Text)
	}
	b.search.SetText("")
	b.search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if boxOpen(s) {
		t.Fatal("Escape left the box open")
	}
	if v.checkIn.Text != "Check-in, round 1" {
		t.Errorf("the button while open: %q", v.checkIn.Text)
	}
	closeAndPair(t, s, v)
}

// closeAndPair tries to pair round 1 while the check-in of TestCheckInInTheWindow
// is open (refused), closes it with byes for its 8 absent and pairs it.
func closeAndPair(t *testing.T, s *Shell, v *roundsView) {
	test.Tap(v.pairBtn)
	if msg := topMessage(s); !strings.Contains(msg, "still open (8 players not checked in)") {
		t.Errorf("pairing while check-in is open: %q", msg)
	}
	test.Tap(defaultButton(t, s))
	b := openedCheckIn(t, s)
	b.askClose()
	// The box names the absent, as the status names them once closed.
	if msg := topMessage(s); !strings.Contains(msg, "8 players have not checked in: Player 1, Player 4, Player 7, Player 8, Player 9, Player 10, Player 11, Player 12.") {
		t.Errorf("closing asks: %q", msg)
	}
	test.Tap(defaultButton(t, s)) // a zero-point bye in round 1, the first choice
	if boxOpen(s) {
		t.Error("the box is open after closing")
	}
	if !strings.Contains(s.status.Text, "8 absent players have a zero-point bye in round 1: Player 1, Player 4") {
		t.Errorf("the status: %q", s.status.Text)
	}
	if v.checkIn.Text != "Check-in of round 1 closed" || !v.checkIn.Disabled() {
		t.Errorf("the button after closing: %q", v.checkIn.Text)
	}
	test.Tap(v.pairBtn)
	// Each absent's row names his bye as the round's lists do: not checked
	// in, a zero-point bye (pairing.RoundBye).
	absent := roundByeText(s, pairing.Absence{IsBye: true, Bye: tournament.ByeZeroPoint, Absent: true})
	byes := 0
	for _, row := range v.grid.rows {
		if row[5] == absent {
			byes++
		}
	}
	if len(s.doc.event.Rounds) != 1 || byes != 8 || len(v.grid.rows) != 2+8 {
		t.Errorf("round 1: %d rounds, %d rows, %d zero-point byes", len(s.doc.event.Rounds), len(v.grid.rows), byes)
	}
}

// In / out clicked on a player in, and its question answered by Enter,
// leaves the keyboard on the search, so that Tab goes on through the list,
// Close and In / out to Done, as at the door: the question's box gave the
// keyboard back as it closed, and the check-in put it on the search.
func TestCheckInOutAskedLeavesTheKeyboardOnTheSearch(t *testing.T) {
	s := openShell(t, newSwissFile(t, 12, 5))
	b := openedCheckIn(t, s)
	c := s.win.Canvas()
	typeKeys(s, "player 10")
	pressEnter(b.search)
	c.Unfocus() // a click takes the keyboard off before the button acts
	test.Tap(b.toggle)
	if len(openModals[c]) != 2 {
		t.Fatalf("In / out on a player in asked nothing (%d boxes open)", len(openModals[c]))
	}
	pressKey(s, fyne.KeyReturn)
	if c, _ := checkin.Of(&s.doc.event, 1); c.In(s.doc.event.Players[9].ID) {
		t.Fatal("Enter on the question left Player 10 in")
	}
	if c.Focused() != b.search {
		t.Fatalf("after the question the keyboard is on %T, not the search", c.Focused())
	}
	want := []fyne.Focusable{b.grid.table, b.m.buttons[0].(fyne.Focusable), b.toggle, b.m.buttons[2].(fyne.Focusable)}
	for i, w := range want {
		c.FocusNext()
		if c.Focused() != w {
			t.Fatalf("Tab %d from the search: %T, want %T", i+1, c.Focused(), w)
		}
	}
}

// The check-in's row fits the smallest window in
// every language, with the check-in not yet open, open and closed.
func TestCheckInButtonFits(t *testing.T) {
	s := openShell(t, newSwissFile(t, 12, 5))
	room := smallestRoom(s)
	for _, step := range []func() error{
		func() error { return nil },
		func() error { _, err := s.doc.st.OpenCheckIn(); return err },
		func() error { _, _, err := s.doc.st.CloseCheckIn(tournament.AbsentBye); return err },
	} {
		if err := step(); err != nil {
			t.Fatal(err)
		}
		s.reload()
		for _, l := range i18n.All {
			s.SetLanguage(l)
			what := fmt.Sprintf("%s, %q", l, shownView[*roundsView](s, areaRounds).checkIn.Text)
			checkFits(t, s, room, what)
			checkViewFits(t, s, what)
		}
	}
}

// Search a player, click him, clear the search: the cursor stays on him,
// and Enter or In / out marks him, not the first of the list; a redraw
// (a check-in from the tablet) and a name typed and cleared again keep it
// there. The cursor went back to row 1 and checked in the first player.
func TestCheckInCursorStaysOnThePlayerClicked(t *testing.T) {
	s := openShell(t, newSwissFile(t, 12, 5))
	s.win.Resize(fyne.NewSize(1024, 700))
	s.show(areaRounds)
	b := openedCheckIn(t, s)
	state := func(name string) string {
		c, _ := checkin.Of(&s.doc.event, 1)
		for _, p := range s.doc.event.Players {
			if p.Name == name {
				return fmt.Sprint(c.In(p.ID))
			}
		}
		return "no " + name
	}
	cursor := func() string { p, _ := b.chosen(); return p.Name }
	typeKeys(s, "player 7")
	if len(b.grid.shown) != 1 {
		t.Fatalf("“player 7” finds %d players", len(b.grid.shown))
	}
	test.Tap(cellAt(t, b.grid, 0, 1))
	b.search.SetText("")
	if len(b.grid.shown) != 12 || cursor() != "Player 7" {
		t.Fatalf("search cleared: %d shown, the cursor on %q", len(b.grid.shown), cursor())
	}
	if i := slices.Index(b.grid.shown, b.grid.chosen); i != 6 || b.grid.cell(i, 1) != "Player 7" {
		t.Errorf("the highlight is on row %d", i+1)
	}
	pressEnter(b.search)
	if state("Player 7") != "true" || state("Player 1") != "false" || cursor() != "Player 7" {
		t.Fatalf("Enter: Player 7 in %s, Player 1 in %s, the cursor on %q", state("Player 7"), state("Player 1"), cursor())
	}
	// The tablet checks Player 2 in; the next redraw keeps the cursor.
	if _, err := s.doc.st.MarkPresence(s.doc.event.Players[1].ID, true); err != nil {
		t.Fatal(err)
	}
	s.reload()
	b.redraw()
	if cursor() != "Player 7" {
		t.Errorf("after a redraw the cursor is on %q", cursor())
	}
	test.Tap(b.toggle) // In / out: out again, once asked
	test.Tap(defaultButton(t, s))
	if state("Player 7") != "false" || state("Player 1") != "false" {
		t.Errorf("In / out: Player 7 in %s, Player 1 in %s", state("Player 7"), state("Player 1"))
	}
	// A name typed puts the cursor on the first found, for Enter.
	typeKeys(s, "player 1")
	if cursor() != "Player 1" {
		t.Errorf("“player 1” typed: the cursor on %q", cursor())
	}
}

// Search a player, choose him, clear the search: the list's rows lie
// whole below its headings, the chosen one among them. Select scrolled
// the chosen row a heading's height too far and the scroll to him kept
// that, and the least scroll that shows a row lower down stops wherever
// the row's floor falls: either way the list's first row was cut in half
// under the headings.
func TestCheckInClearedSearchDrawsItsRowsWhole(t *testing.T) {
	s := openShell(t, newSwissFile(t, 30, 5))
	s.win.Resize(fyne.NewSize(1024, 700))
	s.show(areaRounds)
	b := openedCheckIn(t, s)
	d := fyne.CurrentApp().Driver()
	// The rows in column 1 as drawn: their tops and floors against the
	// headings' floor and the list's, the chosen player's among them.
	rows := func() (tops, floors []float32, chosen int, headings, floor float32) {
		chosen = -1
		top := d.AbsolutePositionForObject(b.grid.table).Y
		floor = top + b.grid.table.Size().Height
		for _, o := range drawnObjects(b.grid.table) {
			if h, ok := o.(*gridHeader); ok {
				headings = max(headings, d.AbsolutePositionForObject(h).Y+h.Size().Height)
			}
		}
		for _, c := range drawnCells(b.grid, 1) {
			y := d.AbsolutePositionForObject(tableScroller(b.grid)).Y + c.y
			if c.row == slices.Index(b.grid.shown, b.grid.chosen) {
				chosen = len(tops)
			}
			tops, floors = append(tops, y), append(floors, y+c.h)
		}
		return
	}
	// Players 3 and 7 are on the list's first page, which shows from row 1.
	for _, name := range []string{"Player 7", "Player 11", "Player 25", "Player 3"} {
		b.search.SetText(name)
		test.Tap(cellAt(t, b.grid, 0, 1))
		b.search.SetText("")
		if p, _ := b.chosen(); p.Name != name {
			t.Fatalf("%s chosen, search cleared: the cursor on %q", name, p.Name)
		}
		tops, floors, chosen, headings, floor := rows()
		if len(tops) < 7 || chosen < 0 {
			t.Fatalf("%s chosen, search cleared: %d rows drawn, the chosen one %d: %v", name, len(tops), chosen, shownCells(b.grid, 1))
		}
		if tops[0] < headings-0.5 {
			t.Errorf("%s chosen, search cleared: the first row drawn begins %.0f px under the headings: %v", name, headings-tops[0], shownCells(b.grid, 1))
		}
		if first := drawnCells(b.grid, 1)[0].text; (name == "Player 7" || name == "Player 3") && first != "Player 1" {
			t.Errorf("%s chosen, search cleared: the list begins at %s", name, first)
		}
		if tops[chosen] < headings-0.5 || floors[chosen] > floor+0.5 {
			t.Errorf("%s chosen, search cleared: his row lies at %.0f–%.0f px, the rows' room %.0f–%.0f px", name, tops[chosen], floors[chosen], headings, floor)
		}
	}
}

// A round robin made with no Swiss round count opens its check-in from
// the rounds view, and closes it with the one rule it takes: no byes.
func TestCheckInOfARoundRobin(t *testing.T) {
	s := openShell(t, newSystemFile(t, tournament.RoundRobin, 6, 0))
	v := shownView[*roundsView](s, areaRounds)
	if v.checkIn.Disabled() {
		t.Fatalf("the button: %q, disabled", v.checkIn.Text)
	}
	b := openedCheckIn(t, s)
	typeKeys(s, "player 3")
	pressEnter(b.search)
	b.askClose()
	if msg := topMessage(s); !strings.Contains(msg, "5 players have not checked in") {
		t.Errorf("closing asks: %q", msg)
	}
	test.Tap(defaultButton(t, s))
	if boxOpen(s) {
		t.Fatalf("a box is open after closing: %q", topMessage(s))
	}
	if c, ok := checkin.Of(&s.doc.event, 1); !ok || c.Open() || c.Absent != tournament.AbsentNone {
		t.Errorf("the check-in: %+v", c)
	}
}

// Every search over a list puts the cursor on the first player found, and
// the first Down goes to the second (in the players' search Down did
// nothing, and a first Down elsewhere went to the first, where the cursor
// already stood); Enter in the players' search edits the one chosen.
func TestSearchFirstDownGoesToTheNextHit(t *testing.T) {
	s := openShell(t, newSwissFile(t, 12, 5))
	v := shownView[*playersView](s, areaPlayers)
	down := func(f *field) { f.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown}) }
	s.win.Canvas().Focus(v.filter)
	typeKeys(s, "yer 1") // 1, 10, 11, 12
	if len(v.grid.shown) != 4 || v.selected < 0 || v.players[v.selected].Name != "Player 1" {
		t.Fatalf("“yer 1”: %d found, the cursor on row %d", len(v.grid.shown), v.selected)
	}
	down(v.filter)
	if v.players[v.selected].Name != "Player 10" {
		t.Errorf("the players' search, first Down: %q", v.players[v.selected].Name)
	}
	pressEnter(v.filter)
	if !boxOpen(s) || !slices.ContainsFunc(overlayParts[*field](s), func(f *field) bool { return f.Text == "10" }) {
		t.Errorf("Enter in the search did not edit Player 10")
	}
	closeBoxes(s)

	s.show(areaRounds)
	b := openedCheckIn(t, s)
	typeKeys(s, "yer 1")
	down(b.search)
	if p, _ := b.chosen(); p.Name != "Player 10" {
		t.Errorf("the check-in's search, first Down: %q", p.Name)
	}
}

// Finnish names hold one another: at a real check-in "laine" and Enter
// marked Timo Hämäläinen, the first of the list to hold it, and not Jussi
// Laine. The name typed comes first, then a name it begins, then one it
// is inside of, accents aside; Enter on a player already in leaves him
// in and says so, until the search changes.
func TestCheckInEnterTakesTheNameTyped(t *testing.T) {
	names := []string{"Timo Hämäläinen", "Jussi Laine", "Kari Nieminen", "Matti Niemi", "Liisa Salonen", "Pekka Salo", "Aino Kivisalo"}
	s := openShell(t, newEventFile(t, names...))
	s.show(areaRounds)
	b := openedCheckIn(t, s)
	in := func() string {
		c, _ := checkin.Of(&s.doc.event, 1)
		var got []string
		for _, p := range s.doc.event.Players {
			if c.In(p.ID) {
				got = append(got, p.Name)
			}
		}
		return strings.Join(got, ", ")
	}
	for _, c := range []struct{ typed, want string }{
		{"laine", "Jussi Laine"},
		{"niemi", "Jussi Laine, Matti Niemi"},
		{"salo", "Jussi Laine, Matti Niemi, Pekka Salo"},
		{"hama", "Timo Hämäläinen, Jussi Laine, Matti Niemi, Pekka Salo"},
		{"SALON", "Timo Hämäläinen, Jussi Laine, Matti Niemi, Liisa Salonen, Pekka Salo"},
	} {
		typeKeys(s, c.typed)
		if first := b.all[b.grid.shown[0]].Name; !strings.Contains(c.want, first) {
			t.Errorf("%q: the first found is %s", c.typed, first)
		}
		pressEnter(b.search)
		if got := in(); got != c.want {
			t.Fatalf("%q and Enter: checked in %s, want %s", c.typed, got, c.want)
		}
	}
	typeKeys(s, "laine")
	pressEnter(b.search)
	if got := in(); !strings.Contains(got, "Jussi Laine") || !strings.Contains(b.problem.Text, "Jussi Laine") {
		t.Errorf("Enter on Laine, in: checked in %s, the box says %q", got, b.problem.Text)
	}
	// Where the search put the cursor is not the arbiter's choice: "n"
	// finds Nieminen best (a word's start), "nen" finds three alike, and
	// the cursor goes to the first of them, Down to the second (it stayed
	// on Nieminen, and Down and Enter took the one after him).
	b.search.SetText("")
	typeKeys(s, "nen")
	// The word on Laine went with the search: it stayed while the next
	// name was typed.
	if b.problem.Visible() {
		t.Errorf("typing the next name, the box still says %q", b.problem.Text)
	}
	if p, _ := b.chosen(); p.Name != "Timo Hämäläinen" {
		t.Errorf("“nen” puts the cursor on %s, want the first found", p.Name)
	}
	// Enter there asks the arbiter to choose among the three, as among
	// namesakes: it checked in the first found, whoever stood at the desk.
	was := in()
	pressEnter(b.search)
	alike := s.t("checkinui.alike", "typed", "nen", "n", 3, "players", "Timo Hämäläinen, Kari Nieminen, Liisa Salonen")
	if got := in(); got != was || !b.problem.Visible() || b.problem.Text != alike {
		t.Errorf("Enter on “nen”: checked in %s, the box says %q, want %s and %q", got, b.problem.Text, was, alike)
	}
	b.search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	if p, _ := b.chosen(); p.Name != "Kari Nieminen" {
		t.Errorf("“nen” and Down: the cursor on %s, want the second found", p.Name)
	}
	pressEnter(b.search) // the arbiter's choice
	if got, want := in(), "Timo Hämäläinen, Jussi Laine, Kari Nieminen, Matti Niemi, Liisa Salonen, Pekka Salo"; got != want {
		t.Errorf("“nen”, Down and Enter: checked in %s, want %s", got, want)
	}
}

// Enter's question on players found alike, of long names, leaves the
// check-in whole in a window of 1024×700 in every language: it names a
// few and counts the rest.
func TestCheckInAlikeQuestionFits(t *testing.T) {
	var names []string
	for _, n := range []string{"Hämäläinen", "Virtanen", "Korhonen", "Nieminen", "Mäkinen", "Heikkinen", "Koskinen", "Järvinen", "Lehtonen", "Salonen"} {
		names = append(names, "Juha-Pekka Tapani "+n+"-Kivistönen")
	}
	s := openShell(t, newEventFile(t, names...))
	s.win.Resize(fyne.NewSize(1024, 700))
	inEachLanguage(s, func(l i18n.Lang) {
		s.show(areaRounds)
		b := openedCheckIn(t, s)
		typeKeys(s, "nen")
		pressEnter(b.search)
		if !b.problem.Visible() || !strings.Contains(b.problem.Text, "Hämäläinen") {
			t.Errorf("%s: Enter on “nen” says %q", l, b.problem.Text)
		}
		boxFitsWhole(t, s, string(l)+", the question on players alike")
		b.m.hide()
	})
}

// The closing box names the absent up to absentNamed, and counts the rest.
func TestCheckInCloseNamesSomeAbsent(t *testing.T) {
	s := openShell(t, "")
	var names []string
	for i := range absentNamed + 3 {
		names = append(names, fmt.Sprintf("P%d", i+1))
	}
	if got := someNames(s, names[:absentNamed], absentNamed); got != strings.Join(names[:absentNamed], ", ") {
		t.Errorf("all named: %q", got)
	}
	if got, want := someNames(s, names, absentNamed), strings.Join(names[:absentNamed], ", ")+" and 3 more"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
}

// A player who asked for a bye in the round and did not check in is not
// one of the absent: the closing box and the status once closed say he
// keeps his bye, apart from the absent, whose count leaves him out.
func TestCheckInCloseSaysApartWhoKeepsHisOwnBye(t *testing.T) {
	s := openShell(t, newSwissFile(t, 12, 5))
	ps := s.doc.event.Players
	if err := s.doc.st.RequestBye(tournament.PlannedBye{Player: ps[0].ID, Round: 1, Kind: tournament.ByeHalfPoint}); err != nil {
		t.Fatal(err)
	}
	b := openedCheckIn(t, s)
	for _, p := range ps[2:11] { // the tablet's, through the store
		if _, err := s.doc.st.MarkPresence(p.ID, true); err != nil {
			t.Fatal(err)
		}
	}
	typeKeys(s, "player 12")
	pressEnter(b.search)
	b.askClose()
	msg := topMessage(s)
	testtext.SaysEach(t, "closing", msg,
		"1 player keeps the bye he asked for in round 1, not counted among the absent: Player 1.",
		"1 other player has not checked in: Player 2. What do the absent get?",
	)
	test.Tap(defaultButton(t, s)) // a zero-point bye in round 1
	if want := "1 absent player has a zero-point bye in round 1: Player 2. 1 player keeps the bye he asked for in round 1, not counted among the absent: Player 1."; !strings.HasSuffix(s.status.Text, want) {
		t.Errorf("the status: %q, want it to end %q", s.status.Text, want)
	}
}

// The check-in's list says of a player who asked for a bye in its round
// that he did, where it said "not in" as of any absent player, the bye
// named only by the question closing asks; in each language.
func TestCheckInListSaysWhoAskedForABye(t *testing.T) {
	s := openShell(t, newSwissFile(t, 12, 5))
	ps := s.doc.event.Players
	for i, kind := range []tournament.ByeKind{tournament.ByeHalfPoint, tournament.ByeZeroPoint} {
		if err := s.doc.st.RequestBye(tournament.PlannedBye{Player: ps[i].ID, Round: 1, Kind: kind}); err != nil {
			t.Fatal(err)
		}
	}
	b := openedCheckIn(t, s)
	for _, lang := range []i18n.Lang{"en", "fi", "et"} {
		s.SetLanguage(lang)
		b.redraw()
		for i, kind := range []string{"print.bye.half", "print.bye.zero", ""} {
			want := s.t("checkin.mark.absent")
			if kind != "" {
				want = s.t("checkin.mark.bye", "kind", s.t(kind))
			}
			if got := b.grid.rows[i][4]; got != want {
				t.Errorf("%s: %s is %q, want %q", lang, b.grid.rows[i][1], got, want)
			}
		}
	}
}

// A player checked in who asked for a bye in the round is told apart:
// the bye stands (checkin.Mark keeps a bye asked for) and the pairing
// leaves him out, which the status says; it said only that he was
// checked in.
func TestCheckInOfAPlayerWhoAskedForAByeSaysItStands(t *testing.T) {
	s := openShell(t, newSwissFile(t, 12, 5))
	p := s.doc.event.Players[11]
	if err := s.doc.st.RequestBye(tournament.PlannedBye{Player: p.ID, Round: 1, Kind: tournament.ByeZeroPoint}); err != nil {
		t.Fatal(err)
	}
	b := openedCheckIn(t, s)
	typeKeys(s, "player 12")
	pressEnter(b.search)
	want := s.t("checkin.cli.in.bye", "name", p.Name, "round", 1, "kind", s.t("print.bye.zero"))
	if s.status.Text != want {
		t.Errorf("the status: %q, want %q", s.status.Text, want)
	}
}

// Ctrl+R with the next round's check-in open says at once that the
// check-in must be closed first: it asked "Pair round 1?" and refused
// only after the arbiter had answered Pair, a question whose yes could
// not be done. The pair button says it at once too, before any
// question over unfinished games.
func TestPairingRefusesAnOpenCheckInBeforeAsking(t *testing.T) {
	s := openShell(t, newSwissFile(t, 12, 5))
	v := shownView[*roundsView](s, areaRounds)
	b := openedCheckIn(t, s)
	b.m.hide()
	want := s.cat.Sentence(checkin.Pending(&s.doc.event, 1))
	said := func(how string) {
		t.Helper()
		c := s.win.Canvas()
		if n := len(openModals[c]); n != 1 {
			t.Fatalf("%s: %d boxes open, want the refusal's", how, n)
		}
		texts := overlayTexts(s)
		if !slices.Contains(texts, want) {
			t.Errorf("%s: the box says %q, want %q", how, texts, want)
		}
		pressKey(s, fyne.KeyEscape)
		if boxOpen(s) {
			t.Fatalf("%s: Escape left the box open", how)
		}
	}
	runKey(t, s, &desktop.CustomShortcut{KeyName: fyne.KeyR, Modifier: fyne.KeyModifierShortcutDefault})
	said("Ctrl+R")
	test.Tap(v.pairBtn)
	said("the pair button")
	if len(s.doc.event.Rounds) != 0 {
		t.Errorf("%d rounds paired with the check-in open", len(s.doc.event.Rounds))
	}
}

// Two players of one name at the door: Enter on the first the search
// found asks which, naming each by number and rating (it checked in the
// first, whichever stood there), and the list shows the ratings; the one
// chosen with the arrows is checked in, and the status line, the Undo
// button and the history say which by his number, where all said "Jukka
// Mäkinen is checked in for round 1" of either; a name borne once is said
// alone.
func TestCheckInOfANamesakeSaysWhich(t *testing.T) {
	path := filepath.Join(t.TempDir(), "door.arbiter")
	settings := tournament.DefaultSettings()
	settings.Name, settings.System, settings.Rounds = "Door Open", tournament.SwissDutch, 5
	createEvent(t, path, settings, []tournament.Player{{Name: "Jukka Mäkinen", Rating: 2105}, {Name: "Aino Häkkinen", Rating: 1905},
		{Name: "Jukka Mäkinen", Namesake: true}, {Name: "Liisa Öhman", Rating: 1612}}...)
	s := openShell(t, path)
	b := openedCheckIn(t, s)
	typeKeys(s, "makinen")
	pressEnter(b.search)
	number := s.doc.event.StartNumbers()
	first, second := s.doc.event.Players[0], s.doc.event.Players[2]
	ask := s.t("checkinui.namesakes", "n", 2, "name", "Jukka Mäkinen", "players",
		fmt.Sprintf("Jukka Mäkinen (%d), rating 2105; Jukka Mäkinen (%d), unrated", number[first.ID], number[second.ID]))
	if c, _ := checkin.Of(&s.doc.event, 1); c.In(first.ID) || c.In(second.ID) || !b.problem.Visible() || b.problem.Text != ask {
		t.Fatalf("Enter on namesakes found: %+v checked in, the box says %q, want %q", c, b.problem.Text, ask)
	}
	if r := b.grid.rows[0]; r[1] != "Jukka Mäkinen" || r[2] != "2105" {
		t.Errorf("the list's first row %q, want the name and the rating", r)
	}
	b.search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	pressEnter(b.search)
	if c, _ := checkin.Of(&s.doc.event, 1); !c.In(second.ID) || c.In(first.ID) {
		t.Fatalf("the second Jukka Mäkinen not the one checked in: %+v", c)
	}
	told := fmt.Sprintf("Jukka Mäkinen (%d)", number[second.ID])
	if want := s.t("checkin.cli.in", "name", told, "round", 1); s.status.Text != want {
		t.Errorf("the status line says %q, want %q", s.status.Text, want)
	}
	if !strings.Contains(s.undoBtn.whole, told) {
		t.Errorf("the Undo button says %q, want it to name %q", s.undoBtn.whole, told)
	}
	typeKeys(s, "ohman")
	pressEnter(b.search)
	if want := s.t("checkin.cli.in", "name", "Liisa Öhman", "round", 1); s.status.Text != want {
		t.Errorf("the status line says %q, want %q", s.status.Text, want)
	}
}

// A round robin's check-in lists the players in their seats' order, as
// the players' view and the pairings number them, so the Nro column reads
// 1, 2, 3… down the list at the door (it listed them in the order they
// were entered, the drawn seats jumbled beside them).
func TestCheckInOfARoundRobinInSeatOrder(t *testing.T) {
	file := newSystemFile(t, tournament.RoundRobin, 6, 0)
	seats := []int{4, 2, 6, 1, 5, 3}
	st, err := store.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	ev := testevent.Event(t, st)
	for i, p := range ev.Players {
		p.Seat = seats[i]
		if err := st.UpdatePlayer(p); err != nil {
			t.Fatal(err)
		}
	}
	st.Close()
	s := openShell(t, file)
	b := openedCheckIn(t, s)
	var got []string
	for _, r := range b.grid.rows {
		got = append(got, r[0]+" "+r[1])
	}
	want := "[1 Player 4 2 Player 2 3 Player 6 4 Player 1 5 Player 5 6 Player 3]"
	if fmt.Sprint(got) != want {
		t.Errorf("the check-in's rows: %q, want %s", got, want)
	}
	// The first row chosen (Down, Up) and Enter check in the player
	// shown there.
	b.search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	b.search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyUp})
	pressEnter(b.search)
	if c, _ := checkin.Of(&s.doc.event, 1); !c.In(b.all[0].ID) || b.all[0].Name != "Player 4" {
		t.Errorf("Enter on the first row: %+v, the row's player %q", c, b.all[0].Name)
	}
}

// With every player checked in, closing asks nothing of the absent: the
// box says no one is absent and offers no rule for them, where it asked
// "0 players have not checked in. What do the absent get?" with three.
func TestCheckInCloseWithEveryoneInAsksNothingOfTheAbsent(t *testing.T) {
	s := openShell(t, newSwissFile(t, 4, 3))
	b := openedCheckIn(t, s)
	for _, p := range s.doc.event.Players {
		if _, err := s.doc.st.MarkPresence(p.ID, true); err != nil {
			t.Fatal(err)
		}
	}
	s.reload()
	b.askClose()
	msg := topMessage(s)
	if want := s.t("checkinui.close.none-absent"); !strings.Contains(msg, want) || strings.Contains(msg, "What do the absent get?") {
		t.Errorf("closing with everyone in says %q, want %q and no question", msg, want)
	}
	for _, r := range overlayParts[*radio.Group](s) {
		if r.Visible() {
			t.Errorf("closing with everyone in offers %q", r.Options)
		}
	}
	test.Tap(defaultButton(t, s))
	if c, _ := checkin.Of(&s.doc.event, 1); c.Open() {
		t.Error("the check-in is still open")
	}
}

// The arbiter goes down the check-in's list as in Vega, Space on each
// player present and Down to the next: every Space marks its player in
// and the keyboard stays on the list. The first Space put the keyboard on
// the search, so the next Space typed a blank there and marked no one.
func TestCheckInSpaceAndDownMarksPlayerAfterPlayerFromTheList(t *testing.T) {
	s := openShell(t, newSwissFile(t, 12, 5))
	b := openedCheckIn(t, s)
	c := s.win.Canvas()
	c.Focus(b.grid.table)
	for i := range 3 {
		if p, _ := b.chosen(); p.Name != fmt.Sprintf("Player %d", i+1) {
			t.Fatalf("Space %d: the cursor on %q", i+1, p.Name)
		}
		keystroke(s, fyne.KeySpace, ' ')
		if c.Focused() != b.grid.table {
			t.Fatalf("after Space %d the keyboard is on %T, not the list", i+1, c.Focused())
		}
		pressKey(s, fyne.KeyDown)
	}
	in, _ := checkin.Of(&s.doc.event, 1)
	for i, p := range s.doc.event.Players[:4] {
		if in.In(p.ID) != (i < 3) {
			t.Errorf("%s in: %v", p.Name, in.In(p.ID))
		}
	}
	if b.search.Text != "" {
		t.Errorf("the search holds %q", b.search.Text)
	}
}

// At the check-in the arbiter types a player's starting number, as at a
// Swiss-Manager or Vega desk, and Enter: that player is in, and no other;
// 2 is player 2's number, not a part of 12. The search read only the
// names, found no one and Enter said so.
func TestCheckInByTheStartingNumberTyped(t *testing.T) {
	names := []string{"Timo Hämäläinen", "Jussi Laine", "Kari Nieminen", "Matti Niemi", "Liisa Salonen", "Pekka Salo",
		"Aino Kivisalo", "Jüri Tamm", "Kadri Tamm", "Olev Tamm", "Mari Saar", "Kalev Lepasaar"}
	s := openShell(t, newEventFile(t, names...))
	b := openedCheckIn(t, s)
	for _, typed := range []string{"12", "2"} {
		typeKeys(s, typed)
		pressEnter(b.search)
	}
	wantInByNumber(t, s, 12, 2)
}

// wantInByNumber checks that the players of the starting numbers given,
// and no others, are checked in for round 1.
func wantInByNumber(t *testing.T, s *Shell, numbers ...int) {
	t.Helper()
	number := s.doc.event.StartNumbers()
	in, _ := checkin.Of(&s.doc.event, 1)
	for _, p := range s.doc.event.Players {
		if want := slices.Contains(numbers, number[p.ID]); in.In(p.ID) != want {
			t.Errorf("%s, number %d, in: %v", p.Name, number[p.ID], in.In(p.ID))
		}
	}
}

// A starting number typed is that player's even where another's name
// holds the number as a word of its own ("alert(1)" in a name a hostile
// list gave): "1" and Enter was refused as finding two players alike, the
// "1" stayed in the search, and the next number typed made "12" and
// checked in player 12.
func TestCheckInByANumberANameAlsoHolds(t *testing.T) {
	s := openShell(t, newEventFile(t, "Mikko Virtanen", "Jussi Laine", "<script>alert(1)</script> Evil", "Kalle Kivi 2"))
	b := openedCheckIn(t, s)
	for _, typed := range []string{"1", "2"} {
		typeKeys(s, typed)
		pressEnter(b.search)
		if b.problem.Visible() {
			t.Errorf("%q and Enter: %q", typed, b.problem.Text)
		}
		b.search.SetText("")
	}
	wantInByNumber(t, s, 1, 2)
}

// A name typed family name first, as the alphabetical lists print it
// ("Virtanen, Aino") and a player gives it at the desk, finds the player
// in the check-in and on the players' list, as the venue's search finds
// him: "virtanen aino" found no one, and "virtanen a" no one either, of
// two Virtanens.
func TestCheckInFindsTheNameTypedFamilyNameFirst(t *testing.T) {
	s := openShell(t, newEventFile(t, "Mikko Virtanen", "Timo Hämäläinen", "Aino Virtanen", "Sööri Mäkinen"))
	b := openedCheckIn(t, s)
	for _, typed := range []string{"virtanen aino", "Virtanen, Aino", "virtanen a", "VIRTANEN AINO"} {
		b.search.SetText("")
		typeKeys(s, typed)
		if len(b.grid.shown) != 1 || b.all[b.grid.shown[0]].Name != "Aino Virtanen" {
			var found []string
			for _, r := range b.grid.shown {
				found = append(found, b.all[r].Name)
			}
			t.Errorf("check-in: %q finds %q, want Aino Virtanen alone", typed, found)
		}
	}
	b.search.SetText("")
	typeKeys(s, "mäkinen sööri")
	pressEnter(b.search)
	if c, _ := checkin.Of(&s.doc.event, 1); !c.In(s.doc.event.Players[3].ID) {
		t.Errorf("“mäkinen sööri” and Enter did not check in Sööri Mäkinen: %q", b.problem.Text)
	}
	b.m.hide()
	v := shownView[*playersView](s, areaPlayers)
	s.win.Canvas().Focus(v.filter)
	typeKeys(s, "virtanen aino")
	if v.selected < 0 || v.players[v.selected].Name != "Aino Virtanen" || len(v.grid.shown) != 1 {
		t.Errorf("the players' list: “virtanen aino” shows %d rows, the cursor on row %d", len(v.grid.shown), v.selected)
	}
}

// Enter on the check-in's search before anything is typed checks no one
// in: the cursor stands on the list's first player because the list put
// it there, not because the arbiter chose him (a hurried Enter on the box
// just opened checked in player 1, who had not come). Down, the arbiter's
// choice, and Enter check in the player chosen.
func TestCheckInEnterOnTheEmptySearchChecksNoOneIn(t *testing.T) {
	s := openShell(t, newSwissFile(t, 12, 5))
	b := openedCheckIn(t, s)
	inCount := func() int {
		c, _ := checkin.Of(&s.doc.event, 1)
		n := 0
		for _, p := range s.doc.event.Players {
			if c.In(p.ID) {
				n++
			}
		}
		return n
	}
	pressEnter(b.search)
	if n := inCount(); n != 0 || !b.problem.Visible() || b.problem.Text != s.t("checkinui.typefirst") {
		t.Fatalf("Enter on the empty search: %d checked in, the box says %q", n, b.problem.Text)
	}
	b.search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	p, ok := b.chosen()
	if !ok {
		t.Fatal("Down chose no player")
	}
	pressEnter(b.search)
	if c, _ := checkin.Of(&s.doc.event, 1); !c.In(p.ID) || inCount() != 1 {
		t.Errorf("Down and Enter: %s in %v, %d checked in", p.Name, c.In(p.ID), inCount())
	}
	if b.problem.Visible() {
		t.Errorf("after Down and Enter the box still says %q", b.problem.Text)
	}
}

// A withdrawn player's name typed at the check-in ("anna" for Anna, who
// withdrew after round 1) is answered with his withdrawal and how it is
// taken back, in every language, as the players' drop-downs answer it:
// the box said no one bore the name, and the arbiter with Anna at the
// desk looked for a typing error.
func TestCheckInSaysAWithdrawnPlayerTypedWithdrew(t *testing.T) {
	s, _ := fourAfterRoundOne(t, true)
	withdrawnAfterRoundOne(t, s, 0) // Anna
	inEachLanguage(s, func(lang i18n.Lang) {
		b := openedCheckIn(t, s)
		typeKeys(s, "anna")
		pressEnter(b.search)
		want := s.t("ui.choice.withdrawn", "name", "Anna", "round", 1, "reinstate", s.t("ui.players.reinstate"), "view", s.t("ui.nav.players"))
		if !b.problem.Visible() || b.problem.Text != want {
			t.Errorf("%s: “anna” and Enter: the box says %q, want %q", lang, b.problem.Text, want)
		}
		b.m.hide()
	})
}

// A withdrawn player's whole family name typed in the check-in and Enter
// check in nobody and say that he withdrew, in each language: "mäki" for
// Pekka Mäki, withdrawn after round 1, found Päivi Mäkinen, whose name it
// begins, and Enter checked her in, absent or not.
func TestCheckInTakesNoLongerNameForAWithdrawnOne(t *testing.T) {
	s := openShell(t, newEventFile(t, "Pekka Mäki", "Boris", "Päivi Mäkinen", "Dana"))
	test.Tap(s.areaView(areaRounds).(*roundsView).pairBtn)
	roundOneInFile(t, s, 2, tournament.Draw)
	withdrawnAfterRoundOne(t, s, 0) // Pekka Mäki
	inEachLanguage(s, func(lang i18n.Lang) {
		b := openedCheckIn(t, s)
		typeKeys(s, "mäki")
		pressEnter(b.search)
		want := s.t("ui.choice.withdrawn", "name", "Pekka Mäki", "round", 1, "reinstate", s.t("ui.players.reinstate"), "view", s.t("ui.nav.players"))
		if !b.problem.Visible() || b.problem.Text != want {
			t.Errorf("%s: “mäki” and Enter: the box says %q, want %q", lang, b.problem.Text, want)
		}
		for _, c := range s.doc.event.CheckIns {
			if c.In(s.doc.event.Players[2].ID) {
				t.Errorf("%s: “mäki” and Enter checked Päivi Mäkinen in", lang)
			}
		}
		b.m.hide()
	})
}

// Round 1 un-paired while round 2's check-in is open: the rounds view's
// button and count show round 2's check-in, the one the tablet and the
// command line show, and the button shows it rather than opening round
// 1's beside it, which closing would have turned into a bye for everyone
// checked in for round 2 alone.
func TestCheckInOpenAheadOfAnUnpairedRoundStaysTheOneShown(t *testing.T) {
	s := openShell(t, newSwissFile(t, 12, 5))
	pairedNow(t, s)
	b := openedCheckIn(t, s)
	b.m.hide()
	if !s.act(func() error { return s.doc.st.Unpair(1, false) }) {
		t.Fatalf("round 1 not un-paired: %q", topMessage(s))
	}
	v := shownView[*roundsView](s, areaRounds)
	if want := s.t("checkinui.show", "round", 2); v.checkIn.Text != want || v.checkIn.Disabled() || !strings.Contains(v.checked.Text, "Round 2") {
		t.Errorf("after round 1 was un-paired: the button %q (disabled %v), the count %q; want %q", v.checkIn.Text, v.checkIn.Disabled(), v.checked.Text, want)
	}
	if b := openedCheckIn(t, s); b.round != 2 || len(s.doc.event.CheckIns) != 1 {
		t.Errorf("the button shows round %d's check-in; %d check-ins in the file", b.round, len(s.doc.event.CheckIns))
	}
}

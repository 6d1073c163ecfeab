package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/i18n"
	"arbiter/internal/testdir"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/words"
)

// A player typed beside one of the same name but for its accents is
// refused in the box, which asks whether he is another person; Cancel
// adds nobody, "Add anyway" adds the namesake.
func TestPlayerDialogOffersNamesake(t *testing.T) {
	s := openShell(t, newEventFile(t, "Tõnis Õunapuu"))
	_, fields := newPlayerBox(s)
	test.Type(fields[0], "Ounapuu")
	test.Type(fields[1], "Tonis")
	test.Tap(defaultButton(t, s))
	if n := len(openModals[s.win.Canvas()]); n != 2 {
		t.Fatalf("%d boxes open after the namesake's save, want the player's and the question", n)
	}
	msg := topMessage(s)
	if want := "Tonis Ounapuu is already in the event as Tõnis Õunapuu"; !strings.Contains(msg, want) {
		t.Errorf("the question %q lacks %q", msg, want)
	}
	test.Tap(boxButton(t, s, s.t("ui.cancel")))
	if len(s.doc.event.Players) != 1 {
		t.Fatalf("Cancel added the namesake: %d players", len(s.doc.event.Players))
	}
	test.Tap(defaultButton(t, s)) // Save again in the player's box
	test.Tap(boxButton(t, s, s.t("ui.players.namesake.add")))
	if ps := s.doc.event.Players; len(ps) != 2 || ps[1].Name != "Tonis Ounapuu" {
		t.Fatalf("players %+v, want the namesake added", ps)
	}
	if n := len(openModals[s.win.Canvas()]); n != 0 {
		t.Errorf("%d boxes open after the namesake was added", n)
	}
}

// importPlayersFile writes content to the event's folder as name and
// imports it as the arbiter does: the players view's Import, the file
// double-clicked in the chooser.
func importPlayersFile(t *testing.T, s *Shell, name, content string) {
	t.Helper()
	testdir.Write(t, filepath.Join(s.doc.dir(), name), content)
	test.Tap(s.areaView(areaPlayers).(*playersView).importer)
	test.DoubleTap(chooserEntry(t, s, name))
}

// A list imported beside a player of the same name but for its accents
// is refused, and the window asks whether the list's player is another
// person (it refused the list with no way past, where the players' box
// and "import csv --namesake" have one): Cancel imports nobody, "Import
// anyway" the whole list.
func TestImportOffersNamesake(t *testing.T) {
	s := openShell(t, newEventFile(t, "Tõnis Õunapuu"))
	s.show(areaPlayers)
	importList := func() { importPlayersFile(t, s, "entries.csv", "name\nMart Kask\nTonis Ounapuu\n") }
	importList()
	msg := topMessage(s)
	if want := "Tonis Ounapuu is already in the event as Tõnis Õunapuu"; !strings.Contains(msg, want) {
		t.Fatalf("the question %q lacks %q", msg, want)
	}
	test.Tap(boxButton(t, s, s.t("ui.cancel")))
	if n := len(s.doc.event.Players); n != 1 {
		t.Fatalf("Cancel imported the list: %d players", n)
	}
	importList()
	test.Tap(boxButton(t, s, s.t("ui.players.import.namesake")))
	if got := fmt.Sprint(playerNames(s.doc.event.Players)); got != "[Tõnis Õunapuu Mart Kask Tonis Ounapuu]" {
		t.Errorf("players %s after Import anyway, want the list's two beside Tõnis Õunapuu", got)
	}
	if want := s.t("ui.players.imported", "n", 2, "file", "entries.csv"); s.status.Text != want {
		t.Errorf("status %q, want %q", s.status.Text, want)
	}
	// Undo takes back the whole list, and its button says so.
	if want := s.t("ui.undo") + ": " + s.t("ui.history.more", "what", s.t("store.audit.player.add", "name", "Tonis Ounapuu"), "n", 1); s.undoBtn.whole != want {
		t.Errorf("the undo button reads %q, want %q", s.undoBtn.whole, want)
	}
	test.Tap(s.undoBtn)
	if n := len(s.doc.event.Players); n != 1 {
		t.Errorf("undo left %d players, want the one before the import", n)
	}
}

// A list naming one player twice, the second time without his accents, is
// asked about as a namesake of the event's, and "Import anyway" imports
// both: its reading refused it before the question, with no way past it.
func TestImportOfAListOfTwoNamesakesIsAsked(t *testing.T) {
	s := openShell(t, newEventFile(t, "Ann"))
	s.show(areaPlayers)
	importPlayersFile(t, s, "entries.csv", "name\nMatti Hämäläinen\nMatti Hamalainen\n")
	if msg, want := topMessage(s), "Matti Hamalainen is already in the event as Matti Hämäläinen"; !strings.Contains(msg, want) {
		t.Fatalf("the question %q lacks %q", msg, want)
	}
	test.Tap(boxButton(t, s, s.t("ui.players.import.namesake")))
	if got := fmt.Sprint(playerNames(s.doc.event.Players)); got != "[Ann Matti Hämäläinen Matti Hamalainen]" {
		t.Errorf("players %s after Import anyway, want the list's two beside Ann", got)
	}
}

// In the players list Insert opens the new player's box and Enter the
// chosen player's, as in the teams view.
func TestPlayersListInsertAndEnter(t *testing.T) {
	s := openShell(t, newEventFile(t, "Ann", "Bob", "Cid"))
	v := shownView[*playersView](s, areaPlayers)
	table := v.grid.table
	table.TypedKey(&fyne.KeyEvent{Name: fyne.KeyInsert})
	if len(openModals[s.win.Canvas()]) != 1 || !strings.Contains(topMessage(s), s.t("ui.players.add.title")) {
		t.Fatal("Insert opened no new player's box")
	}
	openModals[s.win.Canvas()][0].hide()
	v.grid.selectRow(1)
	for _, key := range []fyne.KeyName{fyne.KeyReturn, fyne.KeyEnter} {
		table.TypedKey(&fyne.KeyEvent{Name: key})
		if len(openModals[s.win.Canvas()]) != 1 || !strings.Contains(topMessage(s), s.t("ui.players.edit.title")) {
			t.Fatalf("%s opened no player's box", key)
		}
		if f := boxFields(s); f[0].Text != "Bob" {
			t.Errorf("%s opened the box of %q, want Bob", key, f[0].Text)
		}
		openModals[s.win.Canvas()][0].hide()
	}
}

// Enter on the players list with no row chosen opens the player on the
// keyboard's ring, the row Space would choose: after a box closed by
// Escape the ring stood on row 1, Edit disabled, and Enter opened no one.
// Down moves from the ring: the first Down chose the ring's own row 1,
// so that seven Downs from row 1 reached row 7 and Ctrl+W offered to
// withdraw the player above the one counted to.
func TestPlayersListKeysGoFromTheRingsRow(t *testing.T) {
	for _, key := range []fyne.KeyName{fyne.KeyReturn, fyne.KeyDown} {
		s := openShell(t, newEventFile(t, "Ann", "Bob", "Cid"))
		v := shownView[*playersView](s, areaPlayers)
		v.grid.selectRow(-1)
		s.win.Canvas().Focus(v.grid.table)
		v.grid.table.TypedKey(&fyne.KeyEvent{Name: key})
		if key == fyne.KeyDown {
			if i := slices.Index(v.grid.shown, v.grid.chosen); i != 1 {
				t.Errorf("Down from the ring on row 1 chose row %d, want row 2", i+1)
			}
			continue
		}
		if len(openModals[s.win.Canvas()]) != 1 {
			t.Fatal("Enter on the ring's row opened no player's box")
		}
		if f := boxFields(s); f[0].Text != "Ann" {
			t.Errorf("Enter on the ring's row opened the box of %q, want Ann", f[0].Text)
		}
	}
}

// The players box changes a round robin's seat before round 1 is paired,
// the seat's holder given the seat left, which the status says; once
// round 1 is paired it refuses the change in the store's words (the round
// robin's tables are made from the seats), the box open with the seat
// typed, the seats as they were.
func TestPlayerDialogSeatFixedOnceRoundOneIsPaired(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris", "Carl", "Dana"))
	v := s.areaView(areaPlayers).(*playersView)
	seatOf := func(name string) int {
		for _, p := range s.doc.event.Players {
			if p.Name == name {
				return p.Seat
			}
		}
		t.Fatalf("no %s", name)
		return 0
	}
	edit := func(name, seat string) {
		t.Helper()
		for _, p := range s.doc.event.Players {
			if p.Name == name {
				v.openDialog(p)
			}
		}
		fields := boxFields(s) // family name, given names, seat
		fields[2].SetText(seat)
		test.Tap(defaultButton(t, s))
	}
	edit("Anna", "4")
	if a, d := seatOf("Anna"), seatOf("Dana"); a != 4 || d != 1 || len(openModals[s.win.Canvas()]) != 0 {
		t.Fatalf("before round 1: Anna seated %d, Dana %d, %d boxes open", a, d, len(openModals[s.win.Canvas()]))
	}
	if want := s.t("event.seat.swapped", "name", "Dana", "was", 4, "now", 1); !strings.Contains(s.status.Text, want) {
		t.Errorf("the status after the swap: %q, want %q", s.status.Text, want)
	}
	if err := s.doc.pair(false); err != nil {
		t.Fatal(err)
	}
	edit("Anna", "2")
	if msg, want := topMessage(s), i18n.UpperFirst(s.t("event.err.seats.paired")); !strings.Contains(msg, want) || len(boxFields(s)) < 3 || boxFields(s)[2].Text != "2" {
		t.Errorf("a seat changed after round 1: %q, the box's fields %d; want %q with the seat typed", msg, len(boxFields(s)), want)
	}
	if a, b := seatOf("Anna"), seatOf("Boris"); a != 4 || b != 2 {
		t.Errorf("after the refusal: Anna seated %d, Boris %d", a, b)
	}
}

// In a Swiss the players box offers no starting number to type, as the
// numbers follow the ratings (it saved one and the list went on numbering
// the player as before, without a word): the number is read-only text, as
// the window's other facts, its note says why, and no field of the box is
// shut (a shut field was drawn as one to type in, and Tab passed over it);
// saving the box keeps the player's number, the store refusing one typed
// (tournament.PlayerAllowed).
func TestPlayerDialogSwissNumberFollowsRatings(t *testing.T) {
	s := openShell(t, newSwissFile(t, 4, 3))
	v := s.areaView(areaPlayers).(*playersView)
	last := s.doc.event.Players[3]
	for _, c := range []struct {
		p    tournament.Player
		want string // the text of the number's row
	}{{tournament.Player{}, ""}, {last, "4"}} {
		closeBoxes(s)
		v.openDialog(c.p)
		var row []fyne.CanvasObject
		for _, form := range overlayParts[*widget.Form](s) {
			for _, it := range form.Items {
				if it.Text == s.t("ui.players.field.seat") {
					row = drawnObjects(it.Widget)
				}
			}
		}
		var texts []string
		fields := 0
		for _, o := range row {
			switch o := o.(type) {
			case *widget.Label:
				texts = append(texts, o.Text)
			case *field:
				fields++
			}
		}
		said := slices.ContainsFunc(overlayParts[*fieldNote](s), func(n *fieldNote) bool { return n.example == s.t("ui.players.field.seat.swiss") })
		if len(texts) != 1 || texts[0] != c.want || fields != 0 || !said {
			t.Errorf("player %q: the number's row has the texts %q and %d fields, its note said %v; want the text %q alone, the note saying %q",
				c.p.Name, texts, fields, said, c.want, s.t("ui.players.field.seat.swiss"))
		}
		for _, e := range boxFields(s) {
			if e.Disabled() {
				t.Errorf("player %q: a shut field %q in the box, which Tab passes over", c.p.Name, e.Text)
			}
		}
	}
	test.Tap(defaultButton(t, s))
	if n := s.doc.event.StartNumbers()[last.ID]; n != 4 || s.doc.event.Players[3].Seat != 0 {
		t.Errorf("after the save: %s numbered %d, seat %d; want 4, none", last.Name, n, s.doc.event.Players[3].Seat)
	}
}

// A name typed on the players' list goes to its search, which puts the
// cursor on the player found, and Enter opens his box: "laine" finds
// Pekka Laine, not Ilkka Hämäläinen, whose name holds "laine" too. The
// letters did nothing on the list, its search reached only by the mouse.
// Space stays the list's own.
func TestTypingOnThePlayersListSearchesIt(t *testing.T) {
	s := openShell(t, newEventFile(t, "Ilkka Hämäläinen", "Pekka Laine", "Mikko Virtanen"))
	v := shownView[*playersView](s, areaPlayers)
	s.win.Canvas().Focus(v.grid.table)
	typeKeys(s, " ")
	if s.win.Canvas().Focused() != v.grid.table || v.filter.Text != "" {
		t.Fatalf("Space on the list: the keyboard on %T, the search %q", s.win.Canvas().Focused(), v.filter.Text)
	}
	typeKeys(s, "laine")
	if s.win.Canvas().Focused() != v.filter || v.filter.Text != "laine" {
		t.Fatalf("after laine typed on the list: the keyboard on %T, the search %q", s.win.Canvas().Focused(), v.filter.Text)
	}
	if v.selected < 0 || v.players[v.selected].Name != "Pekka Laine" {
		t.Fatalf("the search chose row %d, want Pekka Laine", v.selected)
	}
	pressEnter(v.filter)
	if f := boxFields(s); len(f) == 0 || !strings.Contains(f[0].Text+" "+f[1].Text, "Laine") {
		t.Errorf("Enter opened the box of %q", topMessage(s))
	}
}

// The player form's drop-downs that share a row with a neighbour (sex
// beside the title, category beside the club) show every choice whole
// within the box of a 1024×700 window in every language, in a new event
// and in a late entry's box after three rounds: the Finnish sex read
// "ei ilmoit…", Fyne's drop-down being only as wide as its placeholder,
// and the title "ei arvoni…" beside the wide label "Väliin jääneet
// kierrokset 1–3".
func TestPlayerFormChoicesWhole(t *testing.T) {
	late, _ := roundOfTwelve(t)
	for r := 1; r <= 2; r++ {
		for _, p := range late.doc.event.Rounds[r-1].Pairings {
			if !late.act(func() error { return late.doc.st.SetResult(r, p.Board, tournament.Draw) }) {
				t.Fatalf("round %d, board %d: %s", r, p.Board, late.status.Text)
			}
		}
		test.Tap(shownView[*roundsView](late, areaRounds).pairBtn)
	}
	if n := len(late.doc.event.Rounds); n != 3 {
		t.Fatalf("%d rounds paired, want 3", n)
	}
	for _, c := range []struct {
		name string
		s    *Shell
	}{{"the player form", openShell(t, newEventFile(t, "Anna", "Boris"))}, {"a late entry's form after round 3", late}} {
		s := c.s
		room := smallestRoom(s)
		for _, l := range i18n.All {
			s.SetLanguage(l)
			shownView[*playersView](s, areaPlayers).openDialog(tournament.Player{})
			what := fmt.Sprintf("%s, %s", l, c.name)
			pickers := overlayParts[*picker](s)
			if len(pickers) != 3 { // title, sex, category
				t.Fatalf("%s: %d drop-downs, want 3", what, len(pickers))
			}
			checkChoicesWhole(t, what, pickers...)
			checkFits(t, s, room, what)
			// Within the window, a padding from each edge: the choices made
			// whole in half a row each widened the box past the window's edge.
			box := openModals[s.win.Canvas()]
			if w, most := box[len(box)-1].pop.Content.MinSize().Width, room.Width-2*theme.Padding(); w > most {
				t.Errorf("%s: the form needs %.0f px, more than the %.0f a box has in the window", what, w, most)
			}
			closeBoxes(s)
		}
	}
}

// Enter in the new player's box adds him and opens the box again for the
// next, the box beside its buttons and the status line asking for him
// ("Lisätty …; kirjoita seuraava pelaaja"): the box at 1024×700 hides the
// status line, and the form emptied said nothing of the player saved.
// Escape then closes the box, and the line no longer asks for a player no
// box is open to take: it said so under the rounds view three views later.
func TestTheNextPlayerIsNotAskedForOnceTheBoxIsClosed(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris"))
	inEachLanguage(s, func(l i18n.Lang) {
		v, _ := newPlayerBox(s)
		f := v.search.f
		f.family.SetText("Uusi" + string(l))
		f.given.SetText("Pelaaja")
		s.win.Canvas().Focus(f.family)
		pressKey(s, fyne.KeyReturn)
		invite := s.t("ui.ratinglist.added", "name", "Pelaaja Uusi"+string(l))
		if s.status.Text != invite {
			t.Fatalf("%s: after Enter the status line says %q, want %q", l, s.status.Text, invite)
		}
		boxes, said := openModals[s.win.Canvas()], false
		for _, o := range drawnObjects(boxes[len(boxes)-1].pop.Content) {
			if n, ok := o.(*fieldNote); ok && n.text() == invite {
				said = true
			}
		}
		if !said {
			t.Errorf("%s: the box open for the next player does not say %q", l, invite)
		}
		s.win.Canvas().Focus(v.search.f.family)
		pressKey(s, fyne.KeyEscape)
		if len(openModals[s.win.Canvas()]) != 0 {
			t.Fatalf("%s: Escape left the box open", l)
		}
		if s.status.Text == invite {
			t.Errorf("%s: the box closed, the status line still says %q", l, s.status.Text)
		}
	})
}

// Late entries typed one after another with Enter keep the box on top: a
// message on whose numbers changed, opened over the box at each Enter, took
// the next player's letters, its Space pressed OK, and the rest of the
// line ("Tartu Male") was saved as a player named "Male". The box closed,
// one message says it all, from the numbers before the first.
func TestLateEntriesTypedWithEnterAreAnnouncedAsTheBoxCloses(t *testing.T) {
	s := openShell(t, newSwissFile(t, 6, 5))
	test.Tap(shownView[*roundsView](s, areaRounds).pairBtn)
	v, _ := newPlayerBox(s)
	for _, p := range []struct{ family, rating string }{{"Late", "2300"}, {"Later", "2290"}} {
		f := v.search.f
		f.family.SetText(p.family)
		f.given.SetText("Lauri")
		f.rating.SetText(p.rating)
		s.win.Canvas().Focus(f.family)
		pressKey(s, fyne.KeyReturn)
		boxes := openModals[s.win.Canvas()]
		if top := boxes[len(boxes)-1]; !slices.Contains(drawnObjects(top.pop.Content), fyne.CanvasObject(v.search.f.family)) {
			t.Fatalf("after Enter on %s the box on top is not the player's box:\n%s", p.family, topMessage(s))
		}
	}
	s.win.Canvas().Focus(v.search.f.family)
	pressKey(s, fyne.KeyEscape)
	msg := topMessage(s)
	for _, want := range []string{s.t("live.renumber.title"),
		s.t("live.renumber.line", "name", "Player 1", "was", 1, "now", 3),
		"Lauri Late", "Lauri Later"} {
		if !strings.Contains(msg, want) {
			t.Errorf("the box closed, the message does not say %q:\n%s", want, msg)
		}
	}
	if n := len(openModals[s.win.Canvas()]); n != 1 {
		t.Errorf("%d boxes open once the player's box closed, want the one message", n)
	}
}

// "Add anyway" on a namesake adds him as the action asked did: a player
// typed and saved by Enter leaves the box open for the next, as every
// other Enter there does (the question's button ran Save, which closed
// it), and one found in a rating list and added by Enter in its search is
// the list's player, with its FIDE ID and rating (the question's button
// saved the form beside the search, empty until a pick fills it).
func TestNamesakeAddedAnywayAsItsActionAsked(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	importList(t, "EST", "2026-10-01", listHeader+"4500999;Ounapuu, Tonis;EST;;2200;1990;SK Tallinn;m\n")
	s := openShell(t, newEventFile(t, "Tõnis Õunapuu"))
	v, fields := newPlayerBox(s)
	test.Type(fields[0], "Ounapuu")
	test.Type(fields[1], "Tonis")
	fields[1].TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	test.Tap(boxButton(t, s, s.t("ui.players.namesake.add")))
	if n := len(s.doc.event.Players); n != 2 {
		t.Fatalf("%d players after the namesake typed was added anyway, want 2", n)
	}
	if n := len(openModals[s.win.Canvas()]); n != 1 || v.search == nil {
		t.Fatalf("%d boxes open after Enter's namesake was added anyway, want the player's box open for the next", n)
	}

	ls := v.search
	test.Type(ls.field, "ounapuu")
	ls.field.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	test.Tap(boxButton(t, s, s.t("ui.players.namesake.add")))
	var got []string
	for _, p := range s.doc.event.Players {
		got = append(got, p.Name+"|"+p.FIDEID+"|"+words.Number(p.Rating))
	}
	if want := "Tõnis Õunapuu||2000 Tonis Ounapuu|| Tonis Ounapuu|4500999|2200"; strings.Join(got, " ") != want {
		t.Errorf("players %q, want %q", strings.Join(got, " "), want)
	}
	if n := len(openModals[s.win.Canvas()]); n != 1 || ls.field.Text != "" {
		t.Errorf("%d boxes open, the search holding %q, after the list's namesake was added anyway; want the box open and the search cleared", n, ls.field.Text)
	}
}

// refusedAtLongPath opens the player box in lang on a file at a path of
// length characters, in a window of size where one is given, renames the
// file and saves a change of the player's given name (a box saved
// unchanged saves nothing, and meets no refusal): the shell with the
// box's refusal open, the path, and the note that says the refusal (nil
// where none does).
func refusedAtLongPath(t *testing.T, lang i18n.Lang, length int, size fyne.Size) (*Shell, string, *fieldNote) {
	t.Helper()
	dir := t.TempDir()
	path := filepath.Join(dir, strings.Repeat("k", length-len(dir)-len("/.arbiter"))+".arbiter")
	settings := tournament.DefaultSettings()
	settings.Name = "Long Path Open"
	s := openShell(t, createEvent(t, path, settings, tournament.Player{Name: "Anna Aho", Rating: 2000}))
	if !size.IsZero() {
		s.win.Resize(size)
	}
	s.SetLanguage(lang)
	s.areaView(areaPlayers).(*playersView).openDialog(s.doc.event.Players[0])
	given := false
	for _, f := range overlayParts[*field](s) {
		if f.Text == "Anna" {
			f.SetText("Anneli")
			given = true
		}
	}
	if !given {
		t.Fatal("the player's box has no field holding his given name")
	}
	if err := os.Rename(path, path+".moved"); err != nil {
		t.Fatal(err)
	}
	test.Tap(defaultButton(t, s))
	var note *fieldNote
	for _, n := range overlayParts[*fieldNote](s) {
		if n.problem != "" {
			note = n
		}
	}
	return s, path, note
}

// A refusal from the file beside a box's buttons is said whole: the
// player box saved on a file at a path of 120 characters renamed
// meanwhile says "Open it again by its new name", the path shortened in
// its middle, in English and in Estonian, the longest words. The path's
// words ran past the note's two lines, cut with "…", and the advice with
// them.
func TestABoxSaysARefusalWithALongPathWhole(t *testing.T) {
	for _, lang := range []i18n.Lang{i18n.English, i18n.Estonian} {
		s, path, note := refusedAtLongPath(t, lang, 120, fyne.Size{})
		if note == nil {
			t.Fatalf("%s: the box says no refusal", lang)
		}
		var lines []string
		for _, l := range test.WidgetRenderer(note).(*fieldNoteRenderer).lines {
			if l.Text == "" {
				continue
			}
			lines = append(lines, l.Text)
			if w := fyne.MeasureText(l.Text, noteTextSize(), fyne.TextStyle{}).Width; w > note.Size().Width {
				t.Errorf("%s: the line %q is %.0f wide, the note %.0f", lang, l.Text, w, note.Size().Width)
			}
		}
		// The box grew around the lines: none stands below the note.
		if h := float32(len(lines)) * noteLineHeight(); note.Size().Height < h-0.5 {
			t.Errorf("%s: %d lines in a note %.0f high", lang, len(lines), note.Size().Height)
		}
		said := strings.Join(lines, " ")
		_, advice, _ := strings.Cut(note.problem, filepath.Base(path))
		if !strings.HasSuffix(said, input.Collapse(advice)) || lang == i18n.English && !strings.HasSuffix(said, "Open it again by its new name.") {
			t.Errorf("%s: the box says %q of %q", lang, said, note.problem)
		}
		for _, m := range openModals[s.win.Canvas()] {
			m.hide()
		}
	}
}

// A box's long refusal leaves its buttons on a 1024×700 screen: the
// player box saved on a file at a long path (Windows' longest, 260
// characters) renamed meanwhile, in English, Finnish and Estonian. The
// note beside the buttons grew a line for each of the message's lines at
// the box's width of 520 points, the box down around it, and its foot,
// the buttons' row, stood at 707 of the window's 700 points in Finnish
// and Estonian. The box now widens first, kept in the window's middle.
func TestABoxsLongRefusalKeepsItsButtonsOnTheSmallestScreen(t *testing.T) {
	for _, lang := range i18n.Complete {
		s, _, note := refusedAtLongPath(t, lang, 260, fyne.NewSize(1024, 700))
		boxFitsWhole(t, s, string(lang))
		ms := openModals[s.win.Canvas()]
		box := ms[len(ms)-1].pop
		d, c := fyne.CurrentApp().Driver(), s.win.Canvas().Size()
		p := d.AbsolutePositionForObject(box)
		if foot := p.Y + box.Size().Height; foot > c.Height-theme.Padding() {
			t.Errorf("%s: the box's foot, its buttons' row, at %.0f of the window's %.0f points", lang, foot, c.Height)
		}
		if p.X < 0 || p.X+box.Size().Width > c.Width {
			t.Errorf("%s: the box from %.0f to %.0f across the window's %.0f points", lang, p.X, p.X+box.Size().Width, c.Width)
		}
		if note == nil || !note.fits() {
			t.Errorf("%s: the box does not say its refusal whole", lang)
		}
		for _, m := range ms {
			m.hide()
		}
	}
}

// A list pasted into the new player's family name (a spreadsheet's rows,
// or one row's cells, copied) is refused below the field, in the
// window's language, and Enter then adds no one: the field put the list
// on one line, and Enter added one player named by the whole list.
func TestPastingAListIntoANewPlayersNameAddsNoOneNamedByTheList(t *testing.T) {
	for _, tc := range []struct {
		pasted string
		lines  int
	}{
		{"Lepp\tPeeter\t1905\r\nRebane\tAnu\t1760\r\nKoivisto\tMatti\t2015\r\n", 3},
		{"Lepp\nRebane\n", 2},
		{"Lepp\tPeeter\t1905\n", 1},
	} {
		s, family := newPlayersFamilyName(t)
		clip := fyne.CurrentApp().Clipboard()
		clip.SetContent(tc.pasted)
		family.TypedShortcut(&fyne.ShortcutPaste{Clipboard: clip})
		if family.Text != "" {
			t.Errorf("%q: the family name holds %q after the paste, want nothing", tc.pasted, family.Text)
		}
		want := s.t("ui.players.paste.list", "lines", tc.lines, "import", s.t("ui.players.import"))
		if !slices.ContainsFunc(overlayParts[*fieldNote](s), func(n *fieldNote) bool { return n.text() == want }) {
			t.Errorf("%q: no note says %q", tc.pasted, want)
		}
		pressKey(s, fyne.KeyReturn)
		if got := playerNames(s.doc.event.Players); len(got) != 1 {
			t.Errorf("%q: players %q after the paste and Enter, want Ann alone", tc.pasted, got)
		}
	}
}

// The refusal of a list pasted into the family name goes once a name is
// typed in its place: "nothing taken" stayed red below the name typed,
// as if that name would not be saved either.
func TestARefusedPasteIsNotSaidOverTheNameTypedAfter(t *testing.T) {
	s, family := newPlayersFamilyName(t)
	clip := fyne.CurrentApp().Clipboard()
	clip.SetContent("Heikkinen\tVille\tTSK\t1890\n")
	family.TypedShortcut(&fyne.ShortcutPaste{Clipboard: clip})
	refusal := s.t("ui.players.paste.list", "lines", 1, "import", s.t("ui.players.import"))
	typeKeys(s, "Heikkinen")
	if slices.ContainsFunc(overlayParts[*fieldNote](s), func(n *fieldNote) bool { return n.text() == refusal }) {
		t.Errorf("with Heikkinen typed the box still says %q", refusal)
	}
}

// A name pasted alone, as a cell copied from a spreadsheet is (its line's
// end with it), is pasted as typed.
func TestPastingOneNameIntoANewPlayersNameTakesIt(t *testing.T) {
	_, family := newPlayersFamilyName(t)
	clip := fyne.CurrentApp().Clipboard()
	clip.SetContent("Lepp\r\n")
	family.TypedShortcut(&fyne.ShortcutPaste{Clipboard: clip})
	if got := strings.TrimSpace(family.Text); got != "Lepp" {
		t.Errorf("the family name holds %q after pasting a cell, want Lepp", family.Text)
	}
}

// newPlayersFamilyName opens the new-player box (Insert in the players'
// list) of an event of one player, Ann, with the keyboard in its family
// name, and returns the shell and that field.
func newPlayersFamilyName(t *testing.T) (*Shell, *field) {
	t.Helper()
	s := openShell(t, newEventFile(t, "Ann"))
	v := shownView[*playersView](s, areaPlayers)
	v.grid.table.TypedKey(&fyne.KeyEvent{Name: fyne.KeyInsert})
	family := boxFields(s)[0]
	s.win.Canvas().Focus(family)
	return s, family
}

// A search of the players' list that finds no one says so over the empty
// list, in the words of the venue's search: the list went empty without
// a word, the count still reading all the players, and Enter did nothing.
func TestPlayersSearchThatFindsNoOneSaysSo(t *testing.T) {
	s := openShell(t, newEventFile(t, "Mikko Virtanen", "Aino Virtanen", "Timo Hämäläinen"))
	v := shownView[*playersView](s, areaPlayers)
	s.win.Canvas().Focus(v.filter)
	typeKeys(s, "zzz")
	want := s.t("venue.search.none", "query", "zzz")
	if len(v.grid.shown) != 0 || !v.none.Visible() || v.none.Text != want {
		t.Errorf("“zzz”: %d rows shown, the note %q (shown %v), want %q", len(v.grid.shown), v.none.Text, v.none.Visible(), want)
	}
	v.filter.SetText("")
	typeKeys(s, strings.Repeat("Hämäläinen ", 10))
	if w := s.win.Content().MinSize().Width; !v.none.Visible() || w > 1024 {
		t.Errorf("a long query: the note shown %v, the window at least %v wide", v.none.Visible(), w)
	}
	v.filter.SetText("")
	typeKeys(s, "aino")
	if len(v.grid.shown) != 1 || v.none.Visible() {
		t.Errorf("“aino”: %d rows shown, the note shown %v", len(v.grid.shown), v.none.Visible())
	}
}

// A player entered twice once round 1 of a Swiss is paired, in no round,
// is removed by the players' Remove, which says that no game is affected
// and whose pairing numbers his going moved; a player of round 1 cannot
// be, and Remove pressed for him says how to take him out of round 1.
// Before, Remove was disabled once round 1 was paired, and the duplicate,
// withdrawn, stood in every table with 0 points; then greyed for a player
// of round 1, saying nothing.
func TestRemoveAPlayerInNoRoundOnceRoundsArePaired(t *testing.T) {
	s := openShell(t, newSwissFile(t, 6, 5))
	pairedNow(t, s)
	twice := tournament.Player{Name: "Player 3", Rating: 2700, Namesake: true}
	if !s.act(func() error { _, err := s.doc.st.AddPlayer(twice); return err }) {
		t.Fatal("the player entered twice was not added")
	}
	closeBoxes(s)
	v := shownView[*playersView](s, areaPlayers)
	row := func(name string, rating int) int {
		return slices.IndexFunc(v.players, func(q tournament.Player) bool { return q.Name == name && q.Rating == rating })
	}
	in := slices.IndexFunc(v.players, func(q tournament.Player) bool { return q.Rating != twice.Rating })
	v.grid.selectRow(in)
	inRound := v.players[in]
	test.Tap(v.remove)
	if want := s.t("event.err.delete.unpair", "name", inRound.Name, "round", 1); s.status.Text != want || len(s.doc.event.Players) != 7 {
		t.Errorf("Remove pressed for %s, who is in round 1: the status line %q, want %q; %d players", inRound.Name, s.status.Text, want, len(s.doc.event.Players))
	}
	v.grid.selectRow(row(twice.Name, twice.Rating))
	if v.remove.Disabled() {
		t.Fatal("Remove is not offered for the player in no round")
	}
	named := fmt.Sprintf("%d. %s", s.doc.event.StartNumbers()[v.players[v.selected].ID], twice.Name)
	v.confirmRemove()
	if want, got := s.t("ui.players.remove.confirm-unpaired", "name", named), topMessage(s); !strings.Contains(got, want) {
		t.Errorf("the removal asks:\n%s\nwant %q", got, want)
	}
	test.Tap(findButton(t, s, s.t("ui.players.remove")))
	if len(s.doc.event.Players) != 6 || row(twice.Name, twice.Rating) >= 0 {
		t.Fatalf("after the removal %d players", len(s.doc.event.Players))
	}
	if want, got := s.t("live.renumber.removed", "name", twice.Name, "n", 6, "rounds", 1), topMessage(s); !strings.Contains(got, want) {
		t.Errorf("after the removal the window says:\n%s\nwant %q", got, want)
	}
}

// A player entered twice is removed, before round 1, or withdrawn after
// it, by a box that names the one chosen by his number: it asked "Remove
// Aino Laine from the event?" of two Aino Laines, the arbiter left to
// trust that the row chosen was the duplicate.
func TestRemoveAndWithdrawNameTheNamesakeChosen(t *testing.T) {
	s := openShell(t, newSwissFile(t, 6, 5))
	twin := tournament.Player{Name: "Player 3", Rating: 1000, Namesake: true}
	if !s.act(func() error { _, err := s.doc.st.AddPlayer(twin); return err }) {
		t.Fatal("the namesake was not added")
	}
	choose := func() (*playersView, string) {
		v := shownView[*playersView](s, areaPlayers)
		row := slices.IndexFunc(v.players, func(q tournament.Player) bool { return q.Name == twin.Name && q.Rating == twin.Rating })
		v.grid.selectRow(row)
		p := v.players[row]
		return v, fmt.Sprintf("%d. %s", s.doc.event.StartNumbers()[p.ID], p.Name)
	}
	v, named := choose()
	v.confirmRemove()
	if want, got := s.t("ui.players.remove.confirm", "name", named), topMessage(s); !strings.Contains(got, want) {
		t.Errorf("the removal asks:\n%s\nwant %q", got, want)
	}
	closeBoxes(s)
	pairedNow(t, s)
	v, named = choose()
	v.confirmWithdraw()
	if want, got := s.t("ui.players.withdraw.explain", "name", named), topMessage(s); !strings.Contains(got, want) {
		t.Errorf("the withdrawal says:\n%s\nwant %q", got, want)
	}
}

// A new Swiss's players' view offers no Draw seats: the numbers of a
// Swiss follow the ratings (seats.CheckDraw). It was offered, asked
// whether to draw, and refused only after the arbiter had said yes.
func TestNoDrawSeatsInASwiss(t *testing.T) {
	swiss := openShell(t, newSwissFile(t, 12, 5))
	if d := swiss.areaView(areaPlayers).(*playersView).draw; d.Visible() {
		t.Error("a Swiss's players' view shows Draw seats")
	}
	rr := openShell(t, newEventFile(t, "Anna", "Bert", "Cecilia"))
	if d := rr.areaView(areaPlayers).(*playersView).draw; !d.Visible() || d.Disabled() {
		t.Error("a round robin's players' view does not offer Draw seats before round 1")
	}
}

// A draw asked for where every player has a seat already (drawn, or given
// by hand) replaces them all: the question says so. Enter pressed twice
// after a draw opened it again from the draw's button, and a third Enter
// drew the seats anew with nothing said of the seats it replaced.
func TestDrawAgainSaysTheSeatsAreReplaced(t *testing.T) {
	again := "ui.players.draw.again"
	s := openShell(t, newEventFile(t, "Anna", "Bertta", "Cecilia", "Doris"))
	shownView[*playersView](s, areaPlayers).confirmDraw()
	if msg := topMessage(s); !strings.Contains(msg, s.t(again)) {
		t.Errorf("every player seated, the draw asks %q, not saying the seats are replaced", msg)
	}
	s = openShell(t, newSystemFile(t, tournament.RoundRobin, 4, 0))
	shownView[*playersView](s, areaPlayers).confirmDraw()
	if msg := topMessage(s); strings.Contains(msg, s.t(again)) {
		t.Errorf("no player seated, the draw says seats are replaced: %q", msg)
	}
}

// Insert adds a player from the players view's buttons too, as it does from
// the teams view's: after a list imported by Import…, the keyboard stays
// on that button, and the arbiter's next Insert, for the entry that came to
// the desk, did nothing, without a word.
func TestInsertOnAPlayersViewButtonAddsAPlayer(t *testing.T) {
	s := openShell(t, newEventFile(t, "Ann", "Bob", "Cid"))
	shownView[*playersView](s, areaPlayers)
	for _, name := range []string{s.t("ui.players.import"), s.t("ui.players.add"), s.t("ui.ratinglist.update")} {
		s.win.Canvas().Focus(findViewButton(t, s, name))
		pressKey(s, fyne.KeyInsert)
		if len(openModals[s.win.Canvas()]) != 1 || !strings.Contains(topMessage(s), s.t("ui.players.add.title")) {
			t.Fatalf("Insert on %q opened no new player's box", name)
		}
		pressKey(s, fyne.KeyEscape)
		if len(openModals[s.win.Canvas()]) != 0 {
			t.Fatalf("Escape left the box open after Insert on %q", name)
		}
	}
}

// Insert adds a player from the players' search too: the arbiter who typed
// a late entry's name there and read that no one has it pressed Insert,
// as F1 tells, and nothing opened, without a word.
func TestInsertInThePlayersSearchAddsAPlayer(t *testing.T) {
	s := openShell(t, newEventFile(t, "Ann", "Bob", "Cid"))
	v := shownView[*playersView](s, areaPlayers)
	s.win.Canvas().Focus(v.filter)
	v.filter.SetText("Liisü")
	pressKey(s, fyne.KeyInsert)
	if len(openModals[s.win.Canvas()]) != 1 || !strings.Contains(topMessage(s), s.t("ui.players.add.title")) {
		t.Fatal("Insert in the search opened no new player's box")
	}
}

// F1 tells that Insert adds a player in the players' and the teams' lists,
// in every language: the key, the quickest way to a late entry's box, was
// told nowhere in the window.
func TestTheHelpSaysInsertAddsAPlayer(t *testing.T) {
	s := openShell(t, newEventFile(t, "Ann", "Bob", "Cid"))
	for _, l := range i18n.Complete {
		s.SetLanguage(l)
		keys, _ := s.helpLines()
		want := s.t("ui.help.line", "keys", s.keyName(fyne.KeyInsert), "does", s.t("ui.help.insert"))
		if !slices.Contains(keys, want) || !s.cat.Has("ui.help.insert") {
			t.Errorf("%s: the help lacks %q:\n%s", l, want, strings.Join(keys, "\n"))
		}
	}
}

// Delete on the players' list asks to remove the chosen player, as the
// view's Remove does, and F1 says so, in every language: a player typed
// by mistake, chosen with End, and Delete pressed did nothing, nothing
// said.
func TestDeleteOnThePlayersListAsksToRemoveTheChosen(t *testing.T) {
	s := openShell(t, newEventFile(t, "Ann", "Bob", "Cid"))
	for _, l := range i18n.Complete {
		s.SetLanguage(l)
		v := shownView[*playersView](s, areaPlayers)
		s.win.Canvas().Focus(v.grid.table)
		pressKey(s, fyne.KeyEnd)
		pressKey(s, fyne.KeyDelete)
		if want := s.t("ui.players.remove.confirm", "name", "Cid"); !strings.Contains(topMessage(s), want) {
			t.Errorf("%s: Delete on Cid's row: the window says\n%s\nwant %q", l, topMessage(s), want)
		}
		closeBoxes(s)
		keys, _ := s.helpLines()
		want := s.t("ui.help.line", "keys", s.keyName(fyne.KeyDelete), "does", s.t("ui.help.delete"))
		if !slices.Contains(keys, want) || !s.cat.Has("ui.help.delete") {
			t.Errorf("%s: the help lacks %q:\n%s", l, want, strings.Join(keys, "\n"))
		}
	}
}

// A player without a title shows the title picker's word for none, as
// the sex and category pickers name theirs: it read "(choose)", as if a
// newcomer had to pick a title for every player. A title chosen is read,
// and none chosen again takes it back.
func TestPlayerFormNamesNoTitle(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris"))
	none := s.t("ui.players.title.none")
	players := s.areaView(areaPlayers).(*playersView)
	players.openDialog(tournament.Player{})
	if got := players.search.f.title.Selected; got != none {
		t.Errorf("a new player's title picker shows %q, want %q", got, none)
	}
	closeBoxes(s)
	anna := s.doc.event.Players[0]
	f := newPlayerFields(s, anna, true)
	if f.title.Selected != none {
		t.Errorf("without a title the picker shows %q, want %q", f.title.Selected, none)
	}
	for _, c := range []struct{ pick, want string }{{"IM", "IM"}, {none, ""}} {
		f.title.SetSelected(c.pick)
		if q, _ := f.read(); q.Title != c.want {
			t.Errorf("%q chosen, the form gives the title %q, want %q", c.pick, q.Title, c.want)
		}
	}
	anna.Title = "WGM"
	f.fill(anna)
	if f.title.Selected != "WGM" {
		t.Errorf("a WGM's picker shows %q", f.title.Selected)
	}
}

// A new event's Players view says how players are entered, naming its
// buttons, where it showed an empty table; the note goes with the first
// player.
func TestEmptyPlayersViewSaysHowToAddPlayers(t *testing.T) {
	s := openShell(t, newEventFile(t))
	inEachLanguage(s, func(lang i18n.Lang) {
		v := shownView[*playersView](s, areaPlayers)
		if !v.none.Visible() {
			t.Fatalf("%s: an event without players shows no note over its list", lang)
		}
		testtext.SaysEach(t, string(lang)+": the note", v.none.Text, s.t("ui.players.add"), s.t("ui.players.import"))
	})
	if !s.act(func() error { _, err := s.doc.st.AddPlayer(tournament.Player{Name: "Anna"}); return err }) {
		t.Fatal("Anna was not added")
	}
	if v := shownView[*playersView](s, areaPlayers); v.none.Visible() {
		t.Errorf("with Anna entered the list still says %q", v.none.Text)
	}
}

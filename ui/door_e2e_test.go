package ui

import (
	"fmt"
	"image"
	"image/color"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	fl "arbiter/internal/testfidelist"
	"arbiter/tournament"
	"arbiter/tournament/store"
)

// TestEndToEndAtTheDoor drives the real window through what the arbiter
// meets at the door (issue 91), in English, Finnish and Estonian, in a
// window of 1024×700, and in Finnish of 1366×768 on a laptop's screen
// too (eachLangAndSize), one start of the app each:
//   - check, swiss and backup --list answer beside the window holding a
//     Swiss as they answered before it opened (they were refused);
//   - a changed result is asked about: Cancel, reached by Tab, takes
//     Enter and keeps the result, and Enter alone changes it;
//   - a round robin's check-in opens from the rounds view (the store
//     compared round 1 with the Swiss count, 0), and lists the players
//     by their drawn seats, as the pairings number them;
//   - the check-in's search: the first Down goes to the second player
//     found (it went to the first);
//   - a player searched, clicked and the search cleared keeps the cursor:
//     Enter checks him in, not the first of the list;
//   - In / out, clicked, checks him out again, and Enter on the focused
//     Done closes the box (Enter on a focused button took the box's
//     default action, or did nothing);
//   - the players' search: the first Down goes to the second found, and
//     Enter edits him;
//   - the new-event form: its system drop-down opens on the current
//     choice, so Down steps from it (it went to the first); a date typed
//     as Finns and Estonians write it is taken; the boards field reached
//     by Tab has its proposed 4 selected, so 6 typed replaces it (it made
//     46, refused);
//   - a team's players are found in the rating lists: a few letters and
//     Enter add the first found, Down and Enter the second.
//
// Each step waits for the file to show its outcome, read beside the app.
// ARBITER_E2E_SHOTS=folder keeps screenshots there.
func TestEndToEndAtTheDoor(t *testing.T) {
	eachLangAndSize(t, []string{"en", "fi", "et"}, atTheDoor)
}

// doorPlayers are the players of the Swiss and of the round robin: "nen"
// finds the first, third, fourth and sixth; "kuusk" the last alone.
var doorPlayers = []string{"Aino Lehtonen", "Jüri Saar", "Pekka Nieminen", "Kadri Heikkinen", "Mati Põld",
	"Hanna Virtanen", "Oskar Orav", "Liis Kuusk"}

// doorSeats are the round robin's seats, 1 to 8; Kuusk the last.
var doorSeats = []string{"Hanna Virtanen", "Jüri Saar", "Kadri Heikkinen", "Mati Põld", "Aino Lehtonen",
	"Oskar Orav", "Pekka Nieminen", "Liis Kuusk"}

// doorList is the rating list the team's players are found in: "tonis"
// finds Kalle first, the higher rated, then Mari.
var doorList = []fl.Player{
	{ID: "4500121", Name: "Tõnisson, Kalle", Fed: "EST", Sex: "M", Tit: "FM", Std: 2301, Born: 1984},
	{ID: "4500130", Name: "Tõnisson, Mari", Fed: "EST", Sex: "F", Std: 2105, Born: 1990, Flag: "w"},
	{ID: "503010", Name: "Korhonen, Ilkka", Fed: "FIN", Sex: "M", Std: 2012, Born: 1977},
}

func atTheDoor(t *testing.T, lang string, size image.Point) {
	dir, bin := buildApp(t)
	ownScreenFor(t, size)
	home := appHome(t, dir, "home")
	env := append(appEnv(home, lang), displayEnv(t)...)
	cli := commandOf(t, bin, env...)
	importList := func(cli func(args ...string), dir string) {
		list := filepath.Join(dir, "list.txt")
		f, err := os.Create(list)
		if err != nil {
			t.Fatal(err)
		}
		if err := fl.WriteTXT(f, fl.Slice(doorList)); err != nil {
			t.Fatal(err)
		}
		f.Close()
		cli("ratinglist", "import", list, "--name", "FIDE 2026-11", "--date", "2026-11-01")
	}
	importList(cli, dir)
	// The events are made in a home with the list, as the app's.
	event := func(name string, settings []string, then func(cli func(args ...string), file string)) string {
		return sharedEvent(t, bin, dir, "door-"+name+".arbiter", lang, "door "+name, func(cli func(args ...string), file string) {
			importList(cli, filepath.Dir(file))
			cli(append([]string{"new", file}, append(settings, "--lang", lang)...)...)
			addRated(cli, file, doorPlayers...)
			then(cli, file)
		})
	}
	swiss := event("swiss", []string{"--name", "Door Swiss", "--system", "swiss-dutch", "--rounds", "5"}, func(cli func(args ...string), file string) {
		cli("pair", file)
		cli("backup", file)
	})
	// Seats that put "nen"'s finds in another order than their entry's:
	// Virtanen, Heikkinen, Lehtonen, Nieminen.
	rr := event("rr", []string{"--name", "Door RR", "--system", "round-robin"}, func(cli func(args ...string), file string) {
		cli("draw", file, "--seats", strings.Join(doorSeats, ","))
	})
	reading := [][]string{{"check", swiss, "--json"}, {"swiss", swiss}, {"backup", swiss, "--list"}}
	alone := make([]string, len(reading))
	for i, args := range reading {
		alone[i] = readOnly(t, bin, env, args)
	}

	shots := shotsIn(t, "door-"+filepath.Base(t.Name()))
	w := openAt(t, bin, home, lang, swiss, shots, size)
	w.awaitHeld()
	for i, args := range reading {
		if got := readOnly(t, bin, env, args); got != alone[i] {
			t.Errorf("arbiter %v beside the window:\n%s\nwithout it:\n%s", args, got, alone[i])
		}
	}

	w.resultChangeAsked()

	// The round robin, opened by typing its path into the chooser.
	w.openByKeys(rr)
	w.checkInAtTheDoor()
	w.playersSearchDown()

	w.newTeamEvent(lang, dir)
	w.teamFromTheList()
}

// readOnly runs a reading command of the app built at bin, which must
// succeed, and returns what it printed.
func readOnly(t *testing.T, bin string, env, args []string) string {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Env = env
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Errorf("arbiter %v: %v\n%s", args, err, out)
	}
	return string(out)
}

// openByKeys opens file in the window as the arbiter opens another file,
// by typing its path into the chooser that Ctrl+O opens, and waits until
// the window holds it.
func (w *window) openByKeys(file string) {
	w.t.Helper()
	w.changed("ctrl+o")
	w.typeText(file)
	w.keys("Return")
	w.file = file
	w.awaitHeld()
}

// awaitHeld waits until the window holds its file.
func (w *window) awaitHeld() {
	w.t.Helper()
	w.await("the window holding "+filepath.Base(w.file), func(*tournament.Event) error {
		if h, held := store.HolderOf(w.file); !held || h.Program != store.Window {
			return fmt.Errorf("the file's holder is %+v (held %v)", h, held)
		}
		return nil
	})
}

// checkInAtTheDoor opens round 1's check-in of the round robin from the
// rounds view by the keys (Shift+Tab from the result field to the
// check-in's button, Space), and checks players in and out as the
// arbiter does at the door.
func (w *window) checkInAtTheDoor() {
	w.t.Helper()
	w.changed("ctrl+2")
	w.tab(-1) // back to the check-in's button (the list of boards, empty, is no stop)
	w.changed("space")
	// The box opens with the keyboard on its search, the one field
	// drawn so: where it is, Tab's count below starts.
	var search image.Rectangle
	w.awaitPicture("the check-in open, its search with the keyboard", "checkin-opened", func(img image.Image) error {
		if search = focusedField(img); search.Empty() {
			return fmt.Errorf("no field drawn with the keyboard")
		}
		return nil
	})
	in := checkedIn
	ev := w.await("round 1's check-in open", in())

	// "nen" finds Virtanen, Heikkinen, Lehtonen and Nieminen in the
	// seats' order; the cursor is on the first, the first Down takes it
	// to the second (in the order of entry, it was Nieminen).
	second := foundBySeat(ev, "nen")[1]
	w.typeText("nen")
	w.keys("Down", "Return")
	w.await("the second found checked in by Down and Enter", in(second))

	// Kuusk, the last of the list, found, clicked and the search cleared
	// (a click leaves the keyboard in the search): Enter checks him in.
	w.typeText("kuusk")
	var cell image.Rectangle
	w.awaitPicture("Kuusk found alone, chosen", "checkin-found", func(img image.Image) error {
		// The chosen cell, with no row of text under it.
		cell = chosenBox(img)
		if cell.Empty() {
			return fmt.Errorf("no row chosen")
		}
		if below := inkLines(img, cell.Min.X, cell.Max.X, cell.Max.Y+2, cell.Max.Y+3*cell.Dy()); len(below) > 0 {
			return fmt.Errorf("rows of text under the chosen one at %v", below)
		}
		return nil
	})
	name := image.Pt(cell.Max.X+60, (cell.Min.Y+cell.Max.Y)/2)
	w.click(name.X, name.Y)
	w.awaitPicture("the name clicked chosen", "checkin-clicked", func(img image.Image) error {
		if !name.In(chosenBox(img)) {
			return fmt.Errorf("the chosen cell is %v, the click was at %v", chosenBox(img), name)
		}
		return nil
	})
	w.keys("ctrl+a", "BackSpace")
	w.shot("checkin-cleared")
	w.keys("Return")
	w.await("the player clicked checked in by Enter after the search was cleared", in(second, doorPlayers[7]))

	// In / out, clicked, asks, and Enter checks him out again and gives
	// the search the keyboard; Enter on Done, reached by Tab past the
	// list, Close and In / out, closes the box, where it took the box's
	// default action, In / out.
	w.clickedPrimary("checkin-in", "In / out")
	w.shot("checkout-asked")
	w.changed("Return")
	w.await("the player clicked checked out by a click on In / out", in(second))
	// Tab counts from the search: the keyboard is back there, as the
	// window draws it, before the first Tab. The file saying the player
	// out and a picture that kept still are not that: in a loaded run
	// four Tabs ended on In / out, as they do from nothing focused
	// (search, list, Close, In / out), and Enter checked him in again.
	w.awaitPicture("the keyboard back on the search after the question", "checkout-answered", func(img image.Image) error {
		if got := focusedField(img); got != search {
			return fmt.Errorf("the field drawn with the keyboard at %v, the search at %v", got, search)
		}
		return nil
	})
	w.tab(4)
	w.shot("checkin-done")
	w.changed("Return")
	if _, err := w.read(func(_ *store.Store, ev *tournament.Event) error { return in(second)(ev) }); err != nil {
		w.fail("Enter on Done: %v", err)
	}
}

// foundBySeat are the names of ev's players whose name holds part, in
// their seats' order, as the lists show them.
func foundBySeat(ev *tournament.Event, part string) []string {
	var found []tournament.Player
	for _, p := range ev.Players {
		if strings.Contains(p.Name, part) {
			found = append(found, p)
		}
	}
	slices.SortFunc(found, func(a, b tournament.Player) int { return a.Seat - b.Seat })
	var names []string
	for _, p := range found {
		names = append(names, p.Name)
	}
	return names
}

// clickedPrimary waits for the primary button named what drawn with its
// label, keeps that picture as shot, clicks the middle of the button
// there, and waits for the box it opens: the window shaded under one
// more box (shadedMore). A picture that had kept still could be one from
// before the last key (a view not yet shown, a button still off), with
// no such button or another.
func (w *window) clickedPrimary(shot, what string) {
	w.t.Helper()
	var b image.Rectangle
	before := w.awaitPicture("the "+what+" button drawn with its label", shot, func(img image.Image) (err error) {
		b, err = labelledPrimary(img)
		return err
	})
	w.clicked((b.Min.X+b.Max.X)/2, (b.Min.Y+b.Max.Y)/2)
	w.awaitPicture("the box "+what+" opens", "", func(img image.Image) error {
		return shadedMore(img, before)
	})
}

// shadedMore says why img shows no more boxes than before: a dialog box
// shades the whole window under it (Fyne's shadow colour, a quarter
// black), a box over a box shades it again, and the window's top left
// corner is no box's.
func shadedMore(img, before image.Image) error {
	light := func(i image.Image) uint32 { r, g, b, _ := i.At(1, 1).RGBA(); return r + g + b }
	if now, was := light(img), light(before); now >= was*9/10 {
		return fmt.Errorf("the window's corner as light as before the click (%d, %d before): no box opened over it", now, was)
	}
	return nil
}

// labelledPrimary is the box of the primary button img shows drawn with
// its label, or why there is none.
func labelledPrimary(img image.Image) (image.Rectangle, error) {
	b := primaryButton(img)
	if b.Empty() {
		return b, fmt.Errorf("no primary button")
	}
	if len(inkLines(img, b.Min.X, b.Max.X, b.Min.Y, b.Max.Y)) == 0 {
		return b, fmt.Errorf("the primary button at %v has no label drawn on it", b)
	}
	return b, nil
}

// primaryButton is the box of the primary button img shows (Fyne's
// blue, 41, 111, 246): the rows of the same run of that blue, at least 40
// pixels wide, found on 8 rows or more (a focused field's underline, of
// the same blue, has 2).
func primaryButton(img image.Image) image.Rectangle {
	type span struct{ x0, x1 int }
	rows := map[span][]int{}
	runsOf(img, primaryBlue, 40, func(x0, x1, y int) { rows[span{x0, x1}] = append(rows[span{x0, x1}], y) })
	var box image.Rectangle
	for s, ys := range rows {
		if len(ys) >= 8 {
			box = box.Union(image.Rect(s.x0, ys[0], s.x1, ys[len(ys)-1]+1))
		}
	}
	return box
}

// focusedField is the box of the text field img draws with the keyboard,
// empty where none: Fyne draws a focused field's border, a line of one
// pixel, in the primary blue, which the line's edges blend with the box
// (34, 76, 158 where the primary is 41, 111, 246); its top and bottom
// are runs of that blue 40 pixels wide or more. A primary button's
// edges blend so too and are left out (primaryButton); under a dialog
// box's shade the button is of that blue whole.
func focusedField(img image.Image) image.Rectangle {
	button := primaryButton(img).Inset(-8)
	var box image.Rectangle
	runsOf(img, focusBlue, 40, func(x0, x1, y int) {
		if run := image.Rect(x0, y, x1, y+1); !run.Overlaps(button) {
			box = box.Union(run)
		}
	})
	return box
}

// keyboardRing is the box of the ring the window draws where the keyboard
// is (package button, Ringed): inside the button with it, 3 pixels in from
// its edge, or inside the cursor's cell of a list with it, 1 pixel in; a
// line of two pixels in the text's colour. Empty where none: its top and
// bottom are runs of ink ringRun pixels wide or more (the players' list
// rings its numbers' cell with runs of 29 in Estonian, 36 in English),
// each span found on two rows 12 or more apart. Text has no such runs, and under a dialog box's shade the
// window's text is too dark to be ink.
func keyboardRing(img image.Image) image.Rectangle {
	type span struct{ x0, x1 int }
	rows := map[span][]int{}
	runsOf(img, func(c color.RGBA) bool { return ink(c) }, ringRun, func(x0, x1, y int) {
		rows[span{x0, x1}] = append(rows[span{x0, x1}], y)
	})
	var box image.Rectangle
	for s, ys := range rows {
		if ys[len(ys)-1]-ys[0] >= 12 {
			box = box.Union(image.Rect(s.x0, ys[0], s.x1, ys[len(ys)-1]+1))
		}
	}
	return box
}

// ringRun is the least width of a straight run of ink that is a side of
// the keyboard's ring: the longest of the window's letters and icons
// (20 pixels, the icons') is shorter.
const ringRun = 24

// focusBlue is the primary blue of a focused field's border line.
func focusBlue(c color.RGBA) bool {
	r, g, b := int(c.R), int(c.G), int(c.B)
	return b >= 130 && b >= r+90 && g < 100
}

func primaryBlue(c color.RGBA) bool {
	return c.R < 80 && c.G >= 90 && c.G < 150 && c.B >= 200
}

// resultChangeAsked enters board 1's result of the Swiss's round 1 by its
// key, then changes it: the question's Cancel, reached by Tab, takes
// Enter and keeps the result (Enter on a focused button took the box's
// default action); asked again, Enter changes it.
func (w *window) resultChangeAsked() {
	w.t.Helper()
	board1 := func(want tournament.Result) func(*tournament.Event) error {
		return func(ev *tournament.Event) error {
			if got := ev.Rounds[0].Pairings[0].Result; got != want {
				return fmt.Errorf("board 1: %v, want %v", got, want)
			}
			return nil
		}
	}
	w.changed("ctrl+2")
	w.typeText("1")
	w.await("board 1's result by its key", board1(tournament.WhiteWins))
	w.keys("Up")
	w.after(func() { w.typeText("0") }, "0 typed on board 1")
	w.keys("Tab")
	w.shot("change-cancel")
	w.changed("Return")
	if _, err := w.read(func(_ *store.Store, ev *tournament.Event) error { return board1(tournament.WhiteWins)(ev) }); err != nil {
		w.fail("Enter on Cancel: %v", err)
	}
	w.after(func() { w.typeText("0") }, "0 typed on board 1 again")
	w.shot("change-asked")
	w.changed("Return")
	w.await("board 1 changed by Enter", board1(tournament.BlackWins))
}

// playersSearchDown finds players in the players' view (Shift+Tab from
// the list to its search): "nen" puts the cursor on the first found by seat, the
// first Down on the second, and Enter edits him: his rating, reached by
// Tab past the names, the seat, the title and the sex, typed over the one
// Tab selected, and saved by Enter.
func (w *window) playersSearchDown() {
	w.t.Helper()
	ev, err := w.read(func(*store.Store, *tournament.Event) error { return nil })
	if err != nil {
		w.fail("%v", err)
	}
	second := foundBySeat(ev, "nen")[1]
	w.changed("ctrl+1")
	w.tab(-4) // back past Save PDF, Import… and Draw seats to the search
	w.typeText("nen")
	w.keys("Down")
	w.changed("Return")
	w.tab(5)
	w.typeText("2111")
	w.shot("player-edited")
	w.keys("Return")
	w.await("the second found edited", func(ev *tournament.Event) error {
		var got []string
		for _, p := range ev.Players {
			if p.Rating == 2111 {
				got = append(got, p.Name)
			}
		}
		if fmt.Sprint(got) != fmt.Sprint([]string{second}) {
			return fmt.Errorf("rated 2111: %q, want %s", got, second)
		}
		return nil
	})
	w.shot("players-after")
	w.changed("ctrl+2")
}

// chosenBox is the smallest rectangle around the table cells img shows
// chosen: the selection's dark blue (18, 49, 92 over a box), in runs of 24
// pixels or more along a row (the narrowest first column, one digit under
// Estonian's "Nr", is about 33); a primary button's blue is bright. The
// navigation's chosen view is drawn in the same blue, from a few pixels
// off the window's left edge to the navigation's right one (wider in
// Finnish): every run that begins left of that edge is its, and is left
// out, so that a key that moves the cell moves the box.
func chosenBox(img image.Image) image.Rectangle {
	nav := max(img.Bounds().Min.X, navChosen(img).Max.X)
	var box image.Rectangle
	runsOf(img, selectionBlue, 24, func(x0, x1, y int) {
		if x0 >= nav {
			box = box.Union(image.Rect(x0, y, x1, y+1))
		}
	})
	return box
}

// navChosen is the box of the navigation's chosen view in img: the runs
// of the selection's blue that begin at the window's left edge
// (chosenBox).
func navChosen(img image.Image) image.Rectangle {
	left := img.Bounds().Min.X + navInset
	var box image.Rectangle
	runsOf(img, selectionBlue, 24, func(x0, x1, y int) {
		if x0 <= left {
			box = box.Union(image.Rect(x0, y, x1, y+1))
		}
	})
	return box
}

// navInset is how far right of the window's left edge the navigation's
// chosen view begins (5 pixels), with room to spare: a table's cells
// begin right of the navigation and its separator, past 150.
const navInset = 10

// runsOf calls each for every run of least pixels or more along a row of
// img (x0 to x1, x1 not in it, on row y) that are all of the colour is
// tells. A capture's pixels are read as they are kept: img.At gave each
// of a 1024×700 window's pixels as a colour allocated anew, a seventh of
// the CPU of a window test's own process at the door.
func runsOf(img image.Image, is func(c color.RGBA) bool, least int, each func(x0, x1, y int)) {
	rgba, ok := img.(*image.RGBA)
	at := func(x, y int) color.RGBA {
		if ok {
			return rgba.RGBAAt(x, y)
		}
		return color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)
	}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		run := 0
		for x := b.Min.X; x <= b.Max.X; x++ {
			if x < b.Max.X && is(at(x, y)) {
				run++
				continue
			}
			if run >= least {
				each(x-run, x, y)
			}
			run = 0
		}
	}
}

func selectionBlue(c color.RGBA) bool {
	return c.R < 40 && c.G >= 40 && c.G < 70 && c.B >= 80 && c.B < 120
}

// newTeamEvent fills the new-event form by the keys: a date in the
// language's own form, the team Swiss chosen by Down from the round
// robin the system's drop-down opens on, its rounds, and 6 boards typed
// over the 4 proposed, which Tab selected.
func (w *window) newTeamEvent(lang, dir string) {
	w.t.Helper()
	w.changed("ctrl+n")
	w.typeFields(tabbed{0, "Door teams"}, tabbed{1, map[string]string{"en": "2026-11-28", "fi": "28.11.2026", "et": "28.11.2026"}[lang]},
		tabbed{1, "29.11.2026"}) // every language takes the dotted form
	w.tab(3) // site, arbiter, system
	w.changed("space")
	w.shot("system-list")
	for range 7 { // round robin, double, Dutch, Dubov, Burstein, match, team round robin, team Swiss
		w.keys("Down")
	}
	w.changed("Return")
	w.typeFields(tabbed{1, "5"}, tabbed{1, "6"})
	w.shot("new-event")
	w.keys("Return")
	w.file = filepath.Join(dir, "door-teams.arbiter")
	w.await("the team event made", func(ev *tournament.Event) error {
		st := ev.Settings
		if st.System != tournament.TeamSwiss || st.Rounds != 5 || ev.TeamOptions.Boards != 6 ||
			st.StartDate != "2026-11-28" || st.EndDate != "2026-11-29" {
			return fmt.Errorf("%s, %d rounds, %d boards, %s to %s; want a team Swiss of 5 rounds, 6 boards, 2026-11-28 to 2026-11-29",
				st.System, st.Rounds, ev.TeamOptions.Boards, st.StartDate, st.EndDate)
		}
		return nil
	})
}

// teamFromTheList adds a team (Tab from the teams table to Add team,
// Space, its name, Enter) and its players from the rating list: Insert
// opens the player box with the list's search, "tonis" and Enter add the
// first found, "tonis", Down and Enter the second.
func (w *window) teamFromTheList() {
	w.t.Helper()
	w.keys("ctrl+2", "ctrl+1")
	w.tab(1)
	w.changed("space")
	w.typeText("Tartu Rooks")
	w.keys("Return")
	w.await("the team", func(ev *tournament.Event) error {
		if len(ev.Teams) != 1 {
			return fmt.Errorf("%d teams", len(ev.Teams))
		}
		return nil
	})
	w.changed("Escape")
	w.keys("ctrl+2", "ctrl+1")
	w.changed("Insert")
	w.typeText("tonis")
	w.shot("team-search")
	w.keys("Return")
	w.typeText("tonis")
	w.keys("Down", "Return")
	w.await("the team's players from the list", func(ev *tournament.Event) error {
		var got []string
		for _, id := range ev.Teams[0].Players {
			p, _ := ev.Player(id)
			got = append(got, p.FIDEID+" "+p.Name)
		}
		if want := "[4500121 Kalle Tõnisson 4500130 Mari Tõnisson]"; fmt.Sprint(got) != want {
			return fmt.Errorf("the team's players: %q, want %s", got, want)
		}
		return nil
	})
	w.shot("team-players")
}

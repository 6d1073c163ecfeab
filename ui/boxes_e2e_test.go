package ui

import (
	"fmt"
	"image"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"arbiter/tournament"
	"arbiter/tournament/store"
)

// The boxes of the window as the arbiter meets them, in the real window
// at 1024×700, and at 1366×768 in Finnish (eachLangAndSize), by the keys alone (issue
// 91), in English, Finnish and Estonian: each opens by its key, closes by Escape with nothing changed,
// says a wrong value in red below its field with the box open, and takes
// the value put right by editing what was typed (so that a field that had
// lost its text would be refused again), which the file then holds.
// ARBITER_E2E_SHOTS=folder keeps the pictures.
//
// TestEndToEndBoxesByKeys walks them, where the keyboard goes
// (focus_e2e_test.go), the messages read by Ctrl+C (messages_e2e_test.go),
// the bye's box (byebox_e2e_test.go), the desk by the keys and its clock
// correction's form (desk_e2e_test.go), results typed whole
// (resulttyped_e2e_test.go), the rounds view's walk (roundswalk_e2e_test.go)
// and the desk's (deskwalk_e2e_test.go), the import of a namesake
// (importnamesake_e2e_test.go), the players' list by the keys
// (players_e2e_test.go), the check-in's walks (checkinrank_e2e_test.go,
// swiss_e2e_test.go), a name typed fast on a drop-down
// (byebox_e2e_test.go), the long drop-down (picker_e2e_test.go), the team
// bye (teambye_e2e_test.go), the blitz desk's rulings (desk_e2e_test.go)
// and the forms' problems (forms_e2e_test.go): each of boxWalks, as a
// subtest named as the test it was ("WithdrawalBoxByKeys"), in each
// language and size (eachLangAndSize), one after the other in one app
// (walkInOneApp), the languages' and sizes' apps side by side. A start of
// the app costs it about 3.8 s of CPU, most of a walk's, and each walk
// had one of its own: the boxes' 43 starts, then 12 (an app for each of
// their events); with the desk's, the results typed, the rounds', the
// import's and the players' walks 31, with the check-in's, the long
// drop-down's, the team bye's, the blitz desk's and the forms' 47, now 4.
// The app opens each walk's event as the arbiter opens another file, by
// Ctrl+O and its path (openByKeys).
func TestEndToEndBoxesByKeys(t *testing.T) {
	eachLangAndSize(t, boxLangs, func(t *testing.T, lang string, size image.Point) {
		var these []boxWalk
		for _, walk := range boxWalks {
			if (!walk.least || size == windowSizes[0]) && (walk.lang == "" || walk.lang == lang) {
				these = append(these, walk)
			}
		}
		walkInOneApp(t, lang, size, these)
	})
}

// boxWalks are the walks of TestEndToEndBoxesByKeys, in the order they
// are walked. On round 1 played: the messages' walk finds no one
// withdrawn, and the views' keys the ratings' first row not chosen. On
// round 1 paired: the pairing editor's walk finds no result, no request
// and no option set (the editor would show them), and the walks after
// the click's take its board 1 won; the bye's comes last (the Swiss
// options' box lists a bye asked for, with a button to cancel it, one
// more stop for its Tabs), at the least size alone, as it was. Those of
// their own event (own) write board 1, each as the first to: the desk's
// moves and results, the results typed from board 1 on. The rounds',
// the desk's, the import's and the players' walks come last, each on an
// event of its own, then the check-in's, each closing its box as the
// arbiter steps away from the door (closeCheckIn), the long drop-down's,
// the team bye's, and last the blitz desk's, whose clock it leaves
// running: a window whose clock runs never settles, which a walk after it
// waits for first. The player form's and the settings' problems come last
// in Finnish, the settings' wrong fields left typed in their view.
var boxWalks = []boxWalk{
	{"MessagesReadByCtrlC", "messages", roundOnePlayed, false, false, "", messagesReadByCtrlC},
	{"EveryViewsKeyGivesItsListTheKeyboard", "viewkeys", roundOnePlayed, false, false, "", everyViewsKeyGivesItsListTheKeyboard},
	{"WithdrawalBoxByKeys", "withdrawal", roundOnePlayed, false, false, "", withdrawalBoxByKeys},
	{"KBoxByKeys", "kbox", roundOnePlayed, false, false, "", kBoxByKeys},
	{"ABoxFromABoxGivesTheKeyboardBack", "boxinbox", roundOnePaired, false, false, "", aBoxFromABoxGivesTheKeyboardBack},
	{"ABoxClickedGivesTheKeyboardBack", "clicked", roundOnePaired, false, false, "", aBoxClickedGivesTheKeyboardBack},
	{"SwissOptionsByKeys", "swissoptions", roundOnePaired, false, false, "", swissOptionsByKeys},
	{"PrintBoxByKeys", "print", roundOnePaired, false, false, "", printBoxByKeys},
	{"ByeBoxByKeys", "bye", roundOnePaired, false, true, "", byeBoxByKeys},
	{"PrizeEditorByKeys", "prizes", nonePaired, false, false, "", prizeEditorByKeys},
	{"DeputyFormByKeys", "deputies", nonePaired, false, false, "", deputyFormByKeys},
	{"DeskByKeys", "deskkeys", roundOnePaired, true, false, "", deskByKeys},
	{"ResultTypedWhole", "typed", roundOnePaired, true, true, "", resultTypedWhole},
	{"DeskCorrectionFits", "deskcorrection", roundOnePaired, true, true, "fi", deskCorrectionFits},
	{"RoundsWalk", "walk", roundsWalkEvent, false, true, "", roundsWalk},
	{"DeskWalkByKeys-standard", "deskwalk-standard", deskWalkEvent("standard"), false, true, "en", deskWalk},
	{"DeskWalkByKeys-rapid", "deskwalk-rapid", deskWalkEvent("rapid"), false, true, "fi", deskWalk},
	{"DeskWalkByKeys-blitz", "deskwalk-blitz", deskWalkEvent("blitz"), false, true, "et", deskWalk},
	{"ImportOfANamesake", "importnamesake", namesakesEvent, false, true, "", importOfANamesake},
	{"PlayersByKeys", "playerkeys", playersKeysEvent, false, true, "en", playersByKeys},
	{"NameTypedOnThePlayersList", "playersearch", namesEvent, false, true, "fi", nameTypedOnThePlayersList},
	{"CheckIn", "checkin", checkInOpenEvent, false, true, "", checkInOpenAndClosed},
	{"CheckInTakesTheNameTyped", "checkinrank", checkInRankEvent, false, true, "en", checkInTakesTheNameTyped},
	{"CheckInOfAFieldByNameParts", "checkinfield", checkInFieldEvent, false, false, "", checkInOfAFieldByNameParts},
	{"LetterTypedFastOnADropDown", "fastletter", fastLetterEvent, true, true, "et", letterTypedFastOnADropDown},
	{"LongDropDownOpensOnTheCurrentChoice", "dropdown", sixtyPaired, false, false, "", longDropDownOpensOnTheCurrentChoice},
	{"TeamByeInAnEvenRound", "teambye", evenTeamsEvent, false, true, "en", teamByeInAnEvenRound},
	{"LineupPickedBySpaceKeepsItsPlayers", "lineuppick", evenTeamsEvent, true, true, "en", lineupPickedBySpace},
	{"DeskRulesBlitzByTheControl", "blitz-desk", blitzRulesetEvent, false, true, "en", deskRulesBlitzByTheControl},
	{"PlayerFormProblems", "playerform", emptyEvent("lomake", "Lomake"), false, true, "fi", playerFormProblems},
	{"SettingsProblems", "settings", emptyEvent("asetukset", "Asetukset"), false, true, "fi", settingsProblems},
}

// boxWalk is a walk of the window by the keys, one of those that
// TestEndToEndBoxesByKeys walks. It starts with no box open, on any
// view, and goes to the view it needs by the view's key; it leaves no box
// open. What it changes in the file, the walks after it on the same event
// are written to take (boxWalks).
type boxWalk struct {
	name  string // its subtest's, as the test it was named
	shots string // the folder of its pictures (shotsIn), with the language and size
	event walkEvent
	own   bool   // walked on a file of its event of its own, named as shots, which no walk before it changed
	least bool   // walked at the least size alone (windowSizes[0])
	lang  string // the one language it is walked in, "" for each of boxLangs
	walk  func(w *window, lang string, size image.Point)
}

// The events that the box walks (boxWalk) start from.
var (
	roundOnePlayed = doorSwiss("round1played", "Boxes", 1, true)
	roundOnePaired = doorSwiss("round1paired", "Boxes", 1, false)
	nonePaired     = doorSwiss("nonepaired", "Boxes", 0, false)
)

// file is the name of the file walk is walked on: its event's, or its
// own (boxWalk.own).
func (walk boxWalk) file() string {
	if walk.own {
		return walk.shots + ".arbiter"
	}
	return walk.event.name + ".arbiter"
}

// walkInOneApp opens the file of the first of walks in lang in a window
// of size (boxEvent) and walks each of walks in it in turn, as a subtest
// named as the walk, opening a walk's file where it is another than the
// walk before's (openByKeys). Each starts as the first did, on the
// players' view the file opens on: the walk before left no box over the
// window (its corner as light as when it opened, shadedMore), which is
// awaited first, and Ctrl+1 shows the players, or the file opened does,
// the navigation's chosen view then as when the window opened
// (navChosen). A walk that fails has its app ended (failOn): the walks
// after it fail, named, not walked.
func walkInOneApp(t *testing.T, lang string, size image.Point, walks []boxWalk) {
	t.Helper()
	first := walks[0]
	w := boxEvent(t, lang, size, first.file(), first.event)
	// The window holds the file before it shows it (a line saying it
	// opens it): the players' view is awaited.
	opened := w.awaitPicture("the players' view the file opens on", "", func(img image.Image) error {
		if navChosen(img).Empty() {
			return fmt.Errorf("no view drawn chosen in the navigation")
		}
		return nil
	})
	players := navChosen(opened)
	// The first row chosen, as the window opened: its width is the
	// navigation's, which a team event's words make wider.
	onPlayers := func(what string) {
		w.awaitPicture(what+", the navigation as the window opened", "", func(img image.Image) error {
			if got := navChosen(img); got.Min != players.Min || got.Max.Y != players.Max.Y {
				return fmt.Errorf("the navigation's chosen view drawn at %v, at %v as the window opened", got, players)
			}
			return nil
		})
	}
	names := make([]string, len(walks))
	for i, walk := range walks {
		names[i] = walk.name
	}
	inTurn(t, w, names, func(i int) {
		walk := walks[i]
		w.shots, w.n = shotsIn(w.t, walk.shots+"-"+sized(lang, size)), 0
		if i == 0 {
			walk.walk(w, lang, size)
			return
		}
		// No box over the window is awaited, not judged on the first
		// settled picture: a box's action may write the file before the
		// box closes (a save, then the event read again, in the one
		// handling of its keys), and the window redraws after it. A walk
		// that ended on the file's change, on a loaded machine, found
		// the picture from before its last keys settled while the app
		// was still at that work: the line-up's box with all four
		// players ticked and the keyboard on the third, its 1,2,3 saved;
		// the Swiss options' box with the keyboard on Cancel, its pair
		// saved. A box left open fails the wait once the app has worked
		// or waited its bound (appWatch).
		w.awaitPicture("no box over the window as "+walks[i-1].name+" left it", "", func(img image.Image) error {
			if shadedMore(img, opened) == nil {
				return fmt.Errorf("a box is over the window")
			}
			return nil
		})
		if file := walk.file(); file != walks[i-1].file() {
			w.openByKeys(walk.event.file(w.t, w.bin, filepath.Dir(w.file), file, lang))
			onPlayers("the players' view " + file + " opens on")
		} else {
			w.keys("ctrl+1")
			onPlayers("the players' view by Ctrl+1")
		}
		walk.walk(w, lang, size)
	})
}

// inTurn walks the i-th of names by walk, one after the other in w's one
// app, each as a subtest so named whose t is w.t while it runs. A walk
// that fails has its app ended (failOn): the walks after it fail, named,
// not walked.
func inTurn(t *testing.T, w *window, names []string, walk func(i int)) {
	t.Helper()
	for i, name := range names {
		ok := t.Run(name, func(t *testing.T) {
			w.t = t
			walk(i)
		})
		w.t = t
		if !ok {
			for _, rest := range names[i+1:] {
				t.Run(rest, func(t *testing.T) {
					t.Fatalf("not walked: %s failed before it in the same app, which it ended", name)
				})
			}
			return
		}
	}
}

// boxLangs are the languages each box is tried in.
var boxLangs = []string{"en", "fi", "et"}

// shotsIn is the folder under ARBITER_E2E_SHOTS where a test keeps its
// pictures, made; "" when they are not asked for.
func shotsIn(t *testing.T, name string) string {
	t.Helper()
	dst := os.Getenv("ARBITER_E2E_SHOTS")
	if dst == "" {
		return ""
	}
	dir := filepath.Join(dst, name)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

// boxEvent makes the file name of event in lang, and opens it in a
// window of size on a display of its own.
func boxEvent(t *testing.T, lang string, size image.Point, name string, event walkEvent) *window {
	t.Helper()
	dir, bin := buildApp(t)
	home := appHome(t, dir, "home")
	ownScreenFor(t, size)
	file := event.file(t, bin, dir, name, lang)
	w := openAt(t, bin, home, lang, file, shotsIn(t, strings.TrimSuffix(name, ".arbiter")+"-"+sized(lang, size)), size)
	w.awaitHeld()
	return w
}

// awaitProblems waits for the window to show in red, below their fields,
// at least lines lines of problems (each a band of rows apart from the
// next) more than clean, the box as it opened, showed; it returns the
// picture. A problem said out of sight, or in a box of its own, fails it.
func (w *window) awaitProblems(clean image.Image, lines int) image.Image {
	w.t.Helper()
	before := redLines(clean)
	return w.awaitPicture(fmt.Sprintf("%d lines of problems", lines), "problem", func(img image.Image) error {
		if n := redLines(img) - before; n < lines {
			return fmt.Errorf("%d red lines more than the box showed as it opened", n)
		}
		return nil
	})
}

// redLines counts the bands of rows of img that hold text in the theme's
// red (redText's colour), each a line of a problem.
func redLines(img image.Image) int {
	b := img.Bounds()
	n, in := 0, false
	for y := b.Min.Y; y < b.Max.Y; y++ {
		red := 0
		for x := b.Min.X; x < b.Max.X; x++ {
			if r, g, bl, _ := img.At(x, y).RGBA(); r>>8 > 170 && g>>8 < 110 && bl>>8 < 110 {
				red++
			}
		}
		if red > 0 && !in {
			n++
		}
		in = red > 0
	}
	return n
}

// escapeLeaves opens a box, keeps the picture of it opened, closes it by
// Escape and checks that what it edits (state, read from the file) is
// as before; it returns the picture, on which the box's problems are
// counted later.
func (w *window) escapeLeaves(what string, open func() image.Image, state func() string) image.Image {
	w.t.Helper()
	was := state()
	clean := open()
	w.keepShot("opened", clean)
	w.changed("Escape")
	if got := state(); got != was {
		w.fail("%s after Escape: %s, was %s", what, got, was)
	}
	return clean
}

// now is the event the file holds now.
func (w *window) now() *tournament.Event {
	w.t.Helper()
	ev, err := w.read(func(*store.Store, *tournament.Event) error { return nil })
	if err != nil {
		w.fail("%v", err)
	}
	return ev
}

// withdrawalBoxByKeys withdraws Liis Kuusk after round 1:
// the players' search finds her, Ctrl+W opens her withdrawal on the
// round proposed, selected; Escape closes it; "1x" typed over it is
// refused below the field, the box open, and BackSpace leaves the 1
// typed, which Enter records.
func withdrawalBoxByKeys(w *window, lang string, size image.Point) {
	w.keys("ctrl+1") // the view the file opens on
	// Back from the list past Save PDF and Import… to its search,
	// emptied of what a walk before typed there (messagesReadByCtrlC).
	w.tab(-3)
	w.keys("ctrl+a", "BackSpace")
	w.after(func() { w.typeText("kuusk") }, "kuusk")
	clean := w.escapeLeaves("the withdrawn", func() image.Image { return w.changed("ctrl+w") },
		func() string { return withdrawnPlayers(w.now()) })
	w.changed("ctrl+w")
	w.typeText("1x")
	w.keys("Return")
	w.awaitProblems(clean, 1)
	w.keys("BackSpace")
	w.shot("put-right")
	w.changed("Return")
	w.await("Liis Kuusk withdrawn after round 1", func(ev *tournament.Event) error {
		if got := withdrawnPlayers(ev); got != "Liis Kuusk after 1" {
			return fmt.Errorf("withdrawn: %s", got)
		}
		return nil
	})
	w.shot("outcome")
	w.changed("Return") // the outcome's OK
}

// swissOptionsByKeys forbids Jüri Saar and Liis Kuusk to meet
// in the Swiss options: Shift+Tab from the rounds view's result field to
// Pairing options… and Space open them on the first of the pair; Escape
// closes them; Saar typed into the first drop-down and Add (Tab, Tab,
// Space) with no second player is refused below the row, the box open and
// the keyboard still on Add (Space took it off, and the next key went to
// the box's last button); Kuusk typed into the second (Shift+Tab), Add
// (Tab, Space), then Tab past Cancel and Enter on Save save the pair,
// Saar still chosen in the first.
func swissOptionsByKeys(w *window, lang string, size image.Point) {
	forbidden := func() string { return fmt.Sprint(fromFile(w, (*store.Store).SwissOptions).Forbidden) }
	open := func() image.Image {
		w.changed("ctrl+2")
		w.tab(-4) // the board's field, the list, the check-in, the pairing options
		return w.changed("space")
	}
	clean := w.escapeLeaves("forbidden", open, forbidden)
	w.changed("ctrl+1")
	open()
	w.after(func() { w.typeText("saar") }, "saar")
	w.tab(2)
	w.keys("space")
	w.awaitProblems(clean, 1)
	w.keys("shift+Tab")
	w.after(func() { w.typeText("kuusk") }, "kuusk")
	w.tab(1)
	w.changed("space")
	w.shot("added")
	w.tab(2) // Cancel, Save
	w.keys("Return")
	ev := w.now()
	ids := map[string]int64{}
	for _, p := range ev.Players {
		ids[p.Name] = p.ID
	}
	w.awaitStore("Saar and Kuusk forbidden to meet", func(st *store.Store, _ *tournament.Event) error {
		opts, err := st.SwissOptions()
		if err != nil {
			return err
		}
		if len(opts.Forbidden) != 1 || !samePair(opts.Forbidden[0], ids["Jüri Saar"], ids["Liis Kuusk"]) {
			return fmt.Errorf("forbidden %v, want Saar %d and Kuusk %d", opts.Forbidden, ids["Jüri Saar"], ids["Liis Kuusk"])
		}
		return nil
	})
	w.shot("saved")
}

// samePair tells whether pair is a and b in either order.
func samePair(pair [2]int64, a, b int64) bool {
	return (pair[0] == a && pair[1] == b) || (pair[0] == b && pair[1] == a)
}

// kBoxByKeys sets Aino Lehtonen's K in the ratings view: Tab
// to the table, Space on its first row, Tab to Set K factor… and Space
// open her K box with K selected; Escape
// closes it; 400 typed is refused below K, the box open, and BackSpace
// leaves 40, which Enter saves.
func kBoxByKeys(w *window, lang string, size image.Point) {
	ks := func() string { return fmt.Sprint(fromFile(w, (*store.Store).RatingOptions).K) }
	before := w.now()
	// Ctrl+6 gives the table the keyboard, whose first row Space
	// chooses; Tab to Set K factor…
	open := func() image.Image {
		w.changed("ctrl+6")
		w.keys("space")
		w.tab(1)
		return w.changed("space")
	}
	clean := w.escapeLeaves("the K set", open, ks)
	w.changed("ctrl+1")
	open()
	w.typeText("400")
	w.keys("Return")
	w.awaitProblems(clean, 1)
	w.keys("BackSpace")
	w.shot("put-right")
	w.keys("Return")
	id := before.Players[0].ID
	w.awaitStore("Aino Lehtonen's K 40", func(st *store.Store, _ *tournament.Event) error {
		opts, err := st.RatingOptions()
		if err != nil {
			return err
		}
		if k, ok := opts.K[id]; !ok || k.K != 40 {
			return fmt.Errorf("K set: %v", opts.K)
		}
		return nil
	})
	w.shot("saved")
}

// printBoxByKeys prints round 1's pairings from the rounds
// view with no printer, which saves the PDF: Ctrl+P opens Print on its
// copies; Escape closes it, nothing saved; "2x" copies and "1x" pages
// (Tab) are refused together, each below its field, the box open; End
// and BackSpace in each leave 2 and 1, and Enter prints, which the
// chooser saves (Enter) as a PDF of one page.
func printBoxByKeys(w *window, lang string, size image.Point) {
	folder := filepath.Dir(w.file)
	pdfs := func() []string {
		m, _ := filepath.Glob(filepath.Join(folder, "*.pdf"))
		return m
	}
	w.changed("ctrl+2")
	clean := w.escapeLeaves("the PDFs saved", func() image.Image { return w.changed("ctrl+p") },
		func() string { return fmt.Sprint(pdfs()) })
	w.changed("ctrl+p")
	w.typeFields(tabbed{0, "2x"}, tabbed{1, "1x"})
	w.keys("Return")
	w.awaitProblems(clean, 2)
	w.keys("End", "BackSpace")
	w.tab(-1)
	w.keys("End", "BackSpace")
	w.shot("put-right")
	w.changed("Return")
	w.shot("chooser")
	w.keys("Return")
	pdf := w.awaitPDF(folder)
	out, err := exec.Command("pdfinfo", pdf).CombinedOutput()
	if err != nil || !regexp.MustCompile(`(?m)^Pages:\s+1$`).Match(out) {
		w.fail("pdfinfo %s: %v\n%s", pdf, err, out)
	}
}

// prizeEditorByKeys sets a group and two prizes in the
// standings' prize editor: Tab from the standings' choice to Prizes…
// and Space open it on the groups; Escape closes it; a group and
// "2=lots" among the prizes, each typed and left by Tab, and Enter in
// the currency are refused below the prizes, the box open; the prizes
// (Shift+Tab past the Hort system and the order) put right by End,
// BackSpace and 50 typed, and Enter in the currency, save them.
func prizeEditorByKeys(w *window, lang string, size image.Point) {
	rules := func() string {
		r := fromFile(w, (*store.Store).PrizeRules)
		return fmt.Sprintf("%+v %+v %s", r.Groups, r.Prizes, r.Currency)
	}
	open := func() image.Image {
		w.changed("ctrl+3") // the table has the keyboard
		w.tab(-2)           // back past Save PDF to Groups and prizes…
		return w.changed("space")
	}
	clean := w.escapeLeaves("prizes", open, rules)
	w.changed("ctrl+1")
	open()
	w.typeFields(tabbed{0, "u1800:rating:-1799:U1800"}, tabbed{1, "1=300"})
	w.keys("Return")
	w.typeFields(tabbed{0, "2=lots"}, tabbed{3, "EUR"}) // past the order, the Hort system to the currency
	w.keys("Return")
	w.awaitProblems(clean, 1)
	w.tab(-3)
	w.keys("End", "BackSpace", "BackSpace", "BackSpace", "BackSpace")
	w.typeText("50")
	w.tab(3)
	w.shot("put-right")
	w.keys("Return")
	w.await("the group and two prizes", func(*tournament.Event) error {
		if got, want := rules(), "[{ID:u1800"; !strings.HasPrefix(got, want) || !strings.Contains(got, "EUR") {
			return fmt.Errorf("prizes %s", got)
		}
		return nil
	})
	w.shot("saved")
}

// deputyFormByKeys adds a deputy arbiter in the Publish view
// (Ctrl+Shift+2): Tab to his name and FIDE id; "Kask; Mets" and
// "4500121a" with Add (Tab, Space) are refused together, each below its
// field; End and BackSpace in each (Shift+Tab) leave Kask and 4500121,
// which Add adds with his PIN shown in a box that Escape closes.
func deputyFormByKeys(w *window, lang string, size image.Point) {
	clean := w.changed("ctrl+shift+2")
	w.keepShot("venue", clean)
	w.tab(4) // the address, Start publishing, Add an event file…, his name
	w.shot("name")
	w.typeFields(tabbed{0, "Kask; Mets"}, tabbed{1, "4500121a"})
	w.tab(1)
	w.keys("space")
	w.awaitProblems(clean, 2)
	// Add keeps the keyboard: Shift+Tab goes back to the FIDE id.
	w.tab(-1)
	w.keys("End", "BackSpace")
	w.tab(-1)
	w.keys("End")
	for range len("; Mets") {
		w.keys("BackSpace")
	}
	w.tab(2)
	w.shot("put-right")
	w.changed("space")
	w.shot("pin")
	w.awaitStore("Kask a deputy with his FIDE id and a PIN", func(st *store.Store, _ *tournament.Event) error {
		ds, err := st.Deputies()
		if err != nil {
			return err
		}
		if len(ds) != 1 || ds[0].Name != "Kask" || ds[0].FIDEID != "4500121" || !ds[0].PIN {
			return fmt.Errorf("deputies %+v", ds)
		}
		return nil
	})
	w.changed("Escape")
	w.shot("closed")
}

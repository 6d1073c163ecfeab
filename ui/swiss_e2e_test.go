package ui

import (
	"bytes"
	"fmt"
	"image"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"arbiter/internal/xwindow"
	"arbiter/tournament"
	"arbiter/tournament/checkin"
	"arbiter/tournament/exchange"
	"arbiter/tournament/pairing"
	"arbiter/tournament/store"
)

// window drives the real app's window with xdotool and reads the event
// back from its file with the store's own reader.
type window struct {
	t      *testing.T
	id     string
	file   string // the tournament file, once created
	shots  string // where screenshots are kept; "" for nowhere
	n      int    // screenshots taken
	exited chan error
	log    *bytes.Buffer
	home   string // the app's home folder
	bin    string // the app's binary
	// settled is the last settled capture while no input has been sent
	// since, nil after any: a step that starts from where the last one
	// settled does not wait its quarter of a second again.
	settled image.Image
	// pid is the app's process; with hold, each input is sent while the
	// app is stopped and the app goes on hold after the last one, as a
	// busy machine left it waiting: a step that took a still picture for
	// the input's effect saw the picture from before it.
	pid    int
	hold   time.Duration
	resume *time.Timer
}

func (w *window) xdo(args ...string) {
	w.t.Helper()
	w.settled = nil
	if w.hold > 0 && w.pid > 0 {
		w.stall()
	}
	if out, err := displayOf(w.t).Command("xdotool", args...).CombinedOutput(); err != nil {
		w.t.Fatalf("xdotool %v: %v\n%s", args, err, out)
	}
}

// stall stops the app now and lets it go on hold after the last call.
func (w *window) stall() {
	w.t.Helper()
	if err := syscall.Kill(w.pid, syscall.SIGSTOP); err != nil {
		w.t.Fatalf("stopping the app: %v", err)
	}
	if w.resume == nil {
		w.resume = time.AfterFunc(w.hold, func() { syscall.Kill(w.pid, syscall.SIGCONT) })
		w.t.Cleanup(func() { w.resume.Stop(); syscall.Kill(w.pid, syscall.SIGCONT) })
		return
	}
	w.resume.Reset(w.hold)
}

// keys presses keys one after the other ("Tab", "ctrl+a", "Return"), by
// as few xdotools as it can: the X server delivers a process's keys in
// their order, and the app handles them so, where a process a key cost a
// start of xdotool each. A key that repeats the one before goes in a
// process of its own: the window's toolkit reads a key let go with the
// same key pressed again already waiting (xdotool stamps neither with a
// time) as a key held down, and a second Tab so sent moved the keyboard
// nowhere.
func (w *window) keys(keys ...string) {
	w.t.Helper()
	for len(keys) > 0 {
		n := 1
		for n < len(keys) && keys[n] != keys[n-1] {
			n++
		}
		w.xdo(w.keyboard(append([]string{"key", "--window", w.id, "--delay", "0"}, keys[:n]...)...)...)
		keys = keys[n:]
	}
}

// keyboard is xdotool's command args, after giving the window the
// keyboard's focus where it has lost it, as a user clicks into a window
// whose keys went elsewhere; the test's log says so. xdotool sends keys
// to a window without the focus by XSendEvent, stamped with no time, and
// GLFW lets through no press of a key it has seen pressed with the
// server's time (its filter of the presses an input method doubles): with
// the focus moved to the root, Ctrl+2 pressed before was lost each time,
// Ctrl+4 never pressed before went through, nothing said.
func (w *window) keyboard(args ...string) []string {
	w.t.Helper()
	focus, err := displayOf(w.t).Focus()
	if err == nil && focus == w.id {
		return args
	}
	w.t.Logf("the keyboard was not the window's (%s had it, %v) before %v: given back", focus, err, args)
	return append([]string{"windowfocus", "--sync", w.id}, args...)
}

// tab moves the keyboard n fields on (backwards for negative n).
func (w *window) tab(n int) {
	w.t.Helper()
	k := "Tab"
	if n < 0 {
		k, n = "shift+Tab", -n
	}
	w.keys(slices.Repeat([]string{k}, n)...)
}

// choose moves the keyboard on to the next drop-down and steps n entries
// down it with the arrow key (the players by number, the rounds).
func (w *window) choose(n int) {
	w.t.Helper()
	w.tab(1)
	w.step(n)
}

// step steps n entries down the drop-down with the keyboard, as a box
// opens on its first.
func (w *window) step(n int) {
	w.t.Helper()
	w.keys(slices.Repeat([]string{"Right"}, n)...)
}

// typeText types text into the field with the keyboard, in one burst: a
// drop-down's search ends at a pause of a second (searchPause), and an
// xdotool or an X server kept waiting for a CPU between two characters
// made one: "kuusk" typed into the swiss options' second drop-down was
// "kuu", then a new search "sk", which chose Jüri Saar.
func (w *window) typeText(text string) {
	w.t.Helper()
	w.typeEvery(0, text)
}

// typeEvery types text into the field with the keyboard, a key every
// delay, its letters that the display's keyboard lacks ("ä") put on keys
// first, as a user's layout holds them (xwindow's Keymap): xdotool put
// such a letter on a spare key for its press alone, and the app read it
// after the key was taken back, as nothing.
func (w *window) typeEvery(delay time.Duration, text string) {
	w.t.Helper()
	if err := displayOf(w.t).Keymap(text); err != nil {
		w.t.Fatalf("the keyboard for %q: %v", text, err)
	}
	w.xdo(w.keyboard("type", "--window", w.id, "--delay", strconv.Itoa(int(delay.Milliseconds())), text)...)
}

// tabbed is a field of a form typed by the keys: text typed after tabs
// presses of Tab (Shift+Tab for a negative count).
type tabbed struct {
	tabs int
	text string
}

// typeFields types each of fields in turn, from the field with the
// keyboard.
func (w *window) typeFields(fields ...tabbed) {
	w.t.Helper()
	for _, f := range fields {
		w.tab(f.tabs)
		w.typeText(f.text)
	}
}

// click clicks at a point of the window, arriving there by a motion
// (point).
func (w *window) click(x, y int) {
	w.t.Helper()
	w.xdo(append(w.motion(x, y), "click", "--delay", "0", "1")...)
}

// point moves the pointer to a point of the window by a motion, so that
// the app knows where it is. The X server delivers the motions and a
// click after them in order, and the app handles them so.
func (w *window) point(x, y int) {
	w.t.Helper()
	w.xdo(w.motion(x, y)...)
}

// motion is xdotool's commands, chained in one process, that move the
// pointer to a point of the window from beside it, so that arriving
// there is a motion.
func (w *window) motion(x, y int) []string {
	return []string{"mousemove", "--sync", "--window", w.id, strconv.Itoa(x + 7), strconv.Itoa(y + 5),
		"mousemove", "--sync", "--window", w.id, strconv.Itoa(x), strconv.Itoa(y)}
}

// grab captures the window as it is now.
func (w *window) grab() image.Image {
	w.t.Helper()
	img, err := displayOf(w.t).Capture(w.id)
	if err != nil {
		w.t.Fatal(err)
	}
	return img
}

// settle waits until the window has shown the same picture for a quarter
// of a second (several frames) of the app's own time (ownTime: a starved
// app that has not yet drawn the keys sent shows the same picture for
// longer) and returns it, as long as the app works (appWatch). A capture
// takes a few
// milliseconds, so it looks often. Where it settled before and no input
// was sent since, the picture still the same is settled at once: the
// steps of a test (a key and its effect, then the next) start from where
// the last one settled, and waited for it twice.
func (w *window) settle() image.Image {
	w.t.Helper()
	last := w.grab()
	if w.settled != nil && xwindow.Same(last, w.settled) {
		return last
	}
	app := watchApp(w.exited).withServer(displayOf(w.t).Server())
	since := app.ownTime()
	if err := app.poll(pollEvery, func() bool {
		img := w.grab()
		if !xwindow.Same(img, last) {
			last, since = img, app.ownTime()
			return false
		}
		return app.ownTime()-since >= 250*time.Millisecond
	}); err != nil {
		w.failOn(last, "the window did not settle: %v", err)
	}
	w.settled = last
	return last
}

// changed presses keys and waits until the window shows something else
// and has settled again.
func (w *window) changed(keys ...string) image.Image {
	w.t.Helper()
	return w.after(func() { w.keys(keys...) }, keys)
}

// clicked points at a point of the window and, once the window has
// settled with what the pointer there draws (a button's hover), clicks and
// waits until the window shows something else and has settled again. The
// hover alone was the change once: it settled while the app, on a slow
// machine, still made the box the click opened, and the test's next key,
// Escape, reached that box and closed it before any frame had shown it
// (the window "did not change" after Escape).
func (w *window) clicked(x, y int) image.Image {
	w.t.Helper()
	w.point(x, y)
	return w.after(func() { w.xdo("click", "--delay", "0", "1") }, image.Pt(x, y))
}

func (w *window) after(action func(), what any) image.Image {
	w.t.Helper()
	before := w.settle()
	action()
	if err := watchApp(w.exited).poll(pollEvery, func() bool { return !xwindow.Same(w.grab(), before) }); err != nil {
		w.fail("the window did not change after %v: %v", what, err)
	}
	return w.settle()
}

// shot keeps a settled capture of the window under name when screenshots
// are asked for.
func (w *window) shot(name string) image.Image {
	w.t.Helper()
	img := w.settle()
	w.keepShot(name, img)
	return img
}

// keepShot keeps img under name when screenshots are asked for.
func (w *window) keepShot(name string, img image.Image) {
	w.t.Helper()
	if w.shots == "" {
		return
	}
	w.n++
	if err := xwindow.WritePNG(filepath.Join(w.shots, fmt.Sprintf("%02d-%s.png", w.n, name)), img); err != nil {
		w.t.Fatal(err)
	}
}

// read opens the file read-only beside the app and checks cond of it.
func (w *window) read(cond func(st *store.Store, ev *tournament.Event) error) (*tournament.Event, error) {
	st, err := store.OpenReadOnly(w.file)
	if err != nil {
		return nil, err
	}
	defer st.Close()
	ev, err := st.Event()
	if err != nil {
		return nil, err
	}
	return ev, cond(st, ev)
}

// await polls the file until cond holds of the event it holds, and
// fails the test with what cond said last when it does not while the app
// works (appWatch).
func (w *window) await(what string, cond func(ev *tournament.Event) error) *tournament.Event {
	w.t.Helper()
	return w.awaitStore(what, func(_ *store.Store, ev *tournament.Event) error { return cond(ev) })
}

// awaitStore is await for a condition on more of the file than the event.
func (w *window) awaitStore(what string, cond func(st *store.Store, ev *tournament.Event) error) *tournament.Event {
	w.t.Helper()
	var ev *tournament.Event
	var err error
	if werr := watchApp(w.exited).poll(fileEvery, func() bool { ev, err = w.read(cond); return err == nil }); werr != nil {
		w.fail("%s: %v: %v", what, err, werr)
	}
	return ev
}

// fail ends the test with what it saw: the message, the path of the
// window's picture as it was (or why there is none: an app that ended has
// no window), and the app's output.
func (w *window) fail(format string, args ...any) {
	w.t.Helper()
	img, err := displayOf(w.t).Capture(w.id)
	if err != nil {
		w.t.Fatalf("%s\nno picture of the window: %v\napp output:\n%s", fmt.Sprintf(format, args...), err, w.log.String())
	}
	w.failOn(img, format, args...)
}

// failOn is fail with the picture the test judged, and where each of the
// app's goroutines stood (dumpAndEnd).
func (w *window) failOn(img image.Image, format string, args ...any) {
	w.t.Helper()
	dumpAndEnd(w.exited)
	w.t.Fatalf("%s\nthe window as it was: %s\napp output:\n%s", fmt.Sprintf(format, args...), w.keepPicture(img), w.log.String())
}

// keepPicture writes img where the screenshots go, or else to a folder of
// its own that outlives the test, and returns its path.
func (w *window) keepPicture(img image.Image) string {
	dir := w.shots
	if dir == "" {
		var err error
		if dir, err = os.MkdirTemp("", "arbiter-e2e-failed-"); err != nil {
			return err.Error()
		}
	}
	w.n++
	path := filepath.Join(dir, fmt.Sprintf("%02d-%s-failed.png", w.n, strings.ReplaceAll(w.t.Name(), "/", "-")))
	if err := xwindow.WritePNG(path, img); err != nil {
		return err.Error()
	}
	return path
}

// startEmpty builds the app and starts it without a file, on its start
// page, in lang, with a home of its own.
func startEmpty(t *testing.T, lang string) (w *window, first image.Image, stop func()) {
	t.Helper()
	dir, bin := buildApp(t)
	home := appHome(t, dir, "home", "events")
	w, first, stop = opened(t, bin, home, lang, "")
	w.shots = os.Getenv("ARBITER_E2E_SHOTS")
	w.xdo("windowfocus", "--sync", w.id)
	return w, first, stop
}

// TestEndToEndSwiss runs a whole 30-player, five-round Swiss in the real
// window from an empty start, with the keyboard and the mouse only: the
// new-event dialog, three players typed and 27 imported from CSV, a bye
// asked for round 4, each round paired and its results typed, an undo and
// a redo, a pair who must not meet corrected in the pairing editor by the
// exchange the Dutch checker accepts, a withdrawal after round 3, the
// rating report (TRF), a backup, a mistake and the restore of the backup.
// After each step it waits for the file to show it (read-only, beside the
// app), and at the end it reads the whole file back with the store.
//
// Points are those of the default 1200×800 window at scale 1 in English.
// ARBITER_E2E_SHOTS=folder keeps a screenshot of each step there.
func TestEndToEndSwiss(t *testing.T) {
	w, _, stop := startEmpty(t, "en")
	defer stop()
	folder := filepath.Join(w.home, "events")
	w.shot("start")

	w.newEvent(folder, newEventKeys{name: "Window Open 2026", start: "2026-03-07", end: "2026-03-08", site: "Tampere",
		arbiter: "Arbiter Test", system: tournament.SwissDutch, rounds: 5, file: "window-open-2026.arbiter"})
	w.shot("players")

	// Three players typed in the Add player dialog (its family name has
	// the keyboard, Enter saves and leaves it open for the next, Escape
	// closes it), the other 27 imported from a CSV file whose name is
	// typed in the chooser.
	w.clicked(252, 729) // Add player (above the status line)
	w.typePlayers(typed)
	csv := "Family name,Given names,Rating,Federation\n"
	for _, p := range imported {
		csv += fmt.Sprintf("%s,%s,%d,%s\n", p.family, p.given, p.rating, p.fed)
	}
	list := filepath.Join(folder, "players.csv")
	if err := os.WriteFile(list, []byte(csv), 0o644); err != nil {
		t.Fatal(err)
	}
	w.clicked(1034, 81) // Import… (left of Save PDF)
	w.typeText("players.csv")
	w.shot("import")
	w.keys("Return")
	w.await("the imported players", func(ev *tournament.Event) error { return havePlayers(ev, append(typed, imported...)) })
	w.closeRatingColumnNote("en", "Rating")
	w.shot("players-in")

	w.clicked(navItem(areaRounds))
	w.shot("rounds")

	// Player 10 asks for a half-point bye in round 4, before round 1 is
	// paired: the bye dialog's player and round are drop-downs that the
	// arrow keys step through (Enter on one opens its list), and the
	// dialog's button, reached with Tab past the kind of bye (one stop,
	// whatever its choices) and Cancel, records the bye.
	w.clicked(266, 124) // Requested bye: the player has the keyboard
	w.step(10)
	w.choose(3) // rounds 1 (the next), 2, 3, 4
	w.shot("bye")
	w.tab(3)
	w.keys("space")
	byeFor := imported[10-len(typed)-1]
	w.awaitStore("the bye for round 4", func(st *store.Store, ev *tournament.Event) error {
		for _, b := range ev.Requests {
			p, _ := ev.Player(b.Player)
			if b.Round == 4 && b.Kind == tournament.ByeHalfPoint && p.Name == byeFor.given+" "+byeFor.family {
				return nil
			}
		}
		return fmt.Errorf("requested byes %+v", ev.Requests)
	})

	typedResults := map[[2]int]tournament.Result{}
	for r := 1; r <= 5; r++ {
		w.click(1022, 81) // Pair round r
		ev := w.awaitRounds(r)
		w.shot(fmt.Sprintf("round-%d", r))
		if r == 2 {
			w.editPairings(ev)
		}
		ev = w.typeRoundResults(ev, r, func(board int) int { return board + r }, typedResults)
		w.shot(fmt.Sprintf("results-%d", r))

		switch r {
		case 1:
			// Undo takes back the last result, Redo brings it back.
			last := ev.Rounds[0].Pairings[len(ev.Rounds[0].Pairings)-1]
			undo := w.awaitToolbarButton("Undo", "", 1)
			w.click(undo.X, undo.Y)
			w.await("the undo", func(ev *tournament.Event) error {
				if got := ev.Rounds[0].Pairings[last.Board-1].Result; got != tournament.NoResult {
					return fmt.Errorf("round 1 board %d is %v after Undo", last.Board, got)
				}
				return nil
			})
			// Redo, off until now, is drawn on with its new label, and
			// where Undo's new label moved it to.
			redo := w.awaitToolbarButton("Redo after Undo", "undone", 2)
			w.click(redo.X, redo.Y)
			w.await("the redo", func(ev *tournament.Event) error { return haveResults(ev, typedResults) })
		case 3:
			w.withdraw(withdrawn, 3)
			w.clicked(navItem(areaRounds))
		}
	}

	// The rating report: the chooser proposes the event's name, Enter
	// writes it.
	w.clicked(navItem(areaFile))
	w.shot("file")
	w.clicked(287, 162) // Rating report (TRF)
	w.keys("Return")
	report := strings.TrimSuffix(w.file, ".arbiter") + ".trf"
	var trf *tournament.Event
	w.await("the rating report", func(*tournament.Event) error {
		data, err := os.ReadFile(report)
		if err != nil {
			return err
		}
		rep, err := exchange.ReadTRFReport(data)
		if err != nil {
			return err
		}
		trf = rep.Event
		return nil
	})
	// What the report leaves out stands in a box of its own, drawn as the
	// file was written: Escape closes it.
	w.keys("Escape")

	// A backup now, a result cleared by mistake, and the backup restored.
	w.click(862, 286) // Back up now (beside Save a copy as…, below the TRF-16 choice)
	w.awaitStore("the backup", func(st *store.Store, _ *tournament.Event) error {
		list, err := st.Backups()
		if err != nil || len(list) != 6 {
			return fmt.Errorf("%d backups (%v), want the 5 before each round and this one", len(list), err)
		}
		return nil
	})
	w.clicked(navItem(areaRounds))
	w.keys("Home") // the result box has the keyboard: board 1
	w.typeText("*")
	w.keys("Return") // yes to the question the change asks
	w.await("the mistake", func(ev *tournament.Event) error {
		if r := ev.Rounds[4].Pairings[0].Result; r != tournament.NoResult {
			return fmt.Errorf("round 5 board 1 is %v after * and Enter", r)
		}
		return nil
	})
	w.clicked(navItem(areaFile))
	w.clicked(270, 400)  // the newest backup
	w.clicked(1138, 286) // Restore…
	w.tab(2)             // past Cancel, the default
	w.shot("restore")
	w.keys("space")
	w.await("the restore", func(ev *tournament.Event) error { return haveResults(ev, typedResults) })
	w.shot("restored")
	stop()

	checkSwissFile(w, typedResults, byeFor, trf)
}

// checkSwissFile reads the file of TestEndToEndSwiss back with the store:
// it must hold what was typed, the bye asked for, no game of the
// withdrawn player after his withdrawal, and the games of the rating
// report (trf).
func checkSwissFile(w *window, typedResults map[[2]int]tournament.Result, byeFor entrant, trf *tournament.Event) {
	t := w.t
	t.Helper()
	ev, err := w.read(func(*store.Store, *tournament.Event) error { return nil })
	if err != nil {
		t.Fatal(err)
	}
	if err := havePlayers(ev, append(typed, imported...)); err != nil {
		t.Error(err)
	}
	if len(ev.Rounds) != 5 {
		t.Fatalf("%d rounds in the file, want 5", len(ev.Rounds))
	}
	if err := haveResults(ev, typedResults); err != nil {
		t.Error(err)
	}
	playsIn := func(rd tournament.Round, name string) (tournament.Pairing, bool) {
		for _, p := range rd.Pairings {
			for _, id := range []int64{p.White, p.Black} {
				if q, ok := ev.Player(id); ok && q.Name == name {
					return p, true
				}
			}
		}
		return tournament.Pairing{}, false
	}
	if p, ok := playsIn(ev.Rounds[3], byeFor.given+" "+byeFor.family); !ok || p.Bye != tournament.ByeHalfPoint {
		t.Errorf("round 4 of %s %s: %+v, want the half-point bye asked for", byeFor.given, byeFor.family, p)
	}
	for r := 4; r <= 5; r++ {
		if p, ok := playsIn(ev.Rounds[r-1], withdrawn.given+" "+withdrawn.family); ok {
			t.Errorf("%s %s, withdrawn after round 3, is paired in round %d: %+v", withdrawn.given, withdrawn.family, r, p)
		}
	}
	if len(trf.Players) != 30 || len(trf.Rounds) != 5 {
		t.Errorf("the rating report has %d players and %d rounds, want 30 and 5", len(trf.Players), len(trf.Rounds))
	}
	if got, want := games(trf), games(ev); got != want {
		t.Errorf("the rating report's games:\n%s\nthe file's:\n%s", got, want)
	}
}

// games lists every game of an event by round, from each player's side:
// the player, the opponent (or the bye) and the player's score.
func games(ev *tournament.Event) string {
	var lines []string
	name := func(id int64) string {
		p, _ := ev.Player(id)
		return p.Name
	}
	for _, rd := range ev.Rounds {
		for _, p := range rd.Pairings {
			w, b := p.Result.Scores()
			if p.IsBye() {
				lines = append(lines, fmt.Sprintf("%d %s bye %v", rd.Number, name(p.White), p.Bye))
				continue
			}
			lines = append(lines, fmt.Sprintf("%d %s–%s %v", rd.Number, name(p.White), name(p.Black), w),
				fmt.Sprintf("%d %s–%s %v", rd.Number, name(p.Black), name(p.White), b))
		}
	}
	slices.Sort(lines)
	return strings.Join(lines, "\n")
}

// withdrawn is the player who withdraws after round 3.
var withdrawn = imported[20-len(typed)-1]

// newEventKeys is what newEvent types into the new-event dialog.
type newEventKeys struct {
	name, start, end, site, arbiter string
	system                          tournament.System
	rounds                          int
	file                            string // the file the dialog names after the event
}

// newEvent makes an event by the keyboard alone: Ctrl+N, each field typed
// and tabbed past, the system chosen with the arrow keys, the folder
// typed; it waits for the file to hold what was typed.
func (w *window) newEvent(folder string, k newEventKeys) {
	// Ctrl+N: the name has the keyboard.
	w.changed("ctrl+n")
	w.typeText(k.name)
	w.tab(1)
	w.typeText(k.start)
	w.tab(1)
	w.typeText(k.end)
	w.tab(1)
	w.typeText(k.site)
	w.tab(1)
	w.typeText(k.arbiter)
	w.tab(1)
	// The drop-down opens on round robin and steps through the systems in
	// the order the dialog lists them.
	for range slices.Index(individualSystems, k.system) {
		w.keys("Right")
	}
	w.tab(1)
	w.typeText(strconv.Itoa(k.rounds))
	w.tab(4) // rules, time control, language of reports, folder
	w.keys("ctrl+a")
	w.typeText(folder)
	w.shot("new")
	w.keys("Return")
	w.file = filepath.Join(folder, k.file)
	w.await("the new event", func(ev *tournament.Event) error {
		st := ev.Settings
		if st.Name != k.name || st.System != k.system || st.Rounds != k.rounds ||
			st.StartDate != k.start || st.EndDate != k.end || st.Site != k.site || st.ChiefArbiter != k.arbiter {
			return fmt.Errorf("settings %+v", st)
		}
		return nil
	})
}

// awaitToolbarButton waits for the i-th button of the toolbar, counted
// from 0 at the left edge, drawn on: its label in the text's colour,
// where a button that is off draws it grey. It returns the middle of the
// button as that picture shows it, where a picture from before the last
// action could show the buttons off, or elsewhere as their labels were.
// The picture is kept as shot ("" for none).
func (w *window) awaitToolbarButton(what, shot string, i int) image.Point {
	w.t.Helper()
	var at image.Point
	w.awaitPicture("the toolbar's "+what+" on", shot, func(img image.Image) error {
		const above, below = 12, 38 // the rows above the labels and below them
		runs := runsAcross(img, above, 0, img.At(1, above))
		runs = slices.DeleteFunc(runs, func(r [2]int) bool { return r[1]-r[0] <= 20 })
		if i >= len(runs) {
			return fmt.Errorf("%d buttons in the toolbar, want at least %d", len(runs), i+1)
		}
		if len(inkLines(img, runs[i][0], runs[i][1], above, below)) == 0 {
			return fmt.Errorf("button %d, at x %d to %d, is off", i, runs[i][0], runs[i][1])
		}
		at = image.Pt((runs[i][0]+runs[i][1])/2, 25)
		return nil
	})
	return at
}

// editPairings makes the players of board 1 of the round just paired a
// pair who must not meet (family, entered late) in the pairing options,
// then opens the pairing editor and exchanges the opponents of one of
// them and of another player: the exchange the checker accepts under the
// pair kept apart, found beforehand with the library. The editor judges
// the round by the event as it stood when paired (store.Store.AsPaired),
// the pair kept apart said as changed since, so the exchange departs from
// that pairing: Enter saves the round despite the departures it shows,
// and the history logs the edit with their count.
func (w *window) editPairings(ev *tournament.Event) {
	w.t.Helper()
	rd := ev.Rounds[len(ev.Rounds)-1]
	number := ev.StartNumbers()
	x, y := rd.Pairings[0].White, rd.Pairings[0].Black
	asPaired := fromFile(w, (*store.Store).SwissOptions)
	opts := asPaired.ForbidPair(x, y, true)
	var a, b int64
	var departures int
	for _, p := range []int64{x, y} {
		for _, q := range ev.SwissNumbers() {
			if q == x || q == y || a != 0 {
				continue
			}
			exchanged, err := pairing.ExchangeOpponents(ev, rd, p, q)
			if err != nil {
				continue
			}
			if f, err := pairing.CheckSwissRound(ev, exchanged, opts); err == nil && len(f) == 0 {
				a, b = p, q
				then, err := pairing.CheckSwissRound(ev, exchanged, asPaired)
				if err != nil || len(then) == 0 {
					w.t.Fatalf("the exchange of %d and %d departs from nothing as round %d was paired (%v)", number[p], number[q], rd.Number, err)
				}
				departures = len(then)
			}
		}
	}
	if a == 0 {
		w.t.Fatalf("no exchange of opponents makes round %d the Dutch pairing once %d and %d may not meet", rd.Number, number[x], number[y])
	}

	// The pair who must not meet, in the pairing options: two drop-downs
	// (the options fixed once round 1 is paired are skipped by Tab), Add,
	// which keeps the keyboard, then Tab past the bye's Cancel the request
	// and Cancel to Save, which Enter presses.
	w.clicked(697, 124) // Pairing options…: the first of the pair has the keyboard
	w.step(number[x])
	w.choose(number[y])
	w.tab(1)
	w.changed("space") // Add
	w.shot("forbidden")
	w.tab(3)
	w.keys("Return")
	w.awaitStore("the forbidden pair", func(st *store.Store, _ *tournament.Event) error {
		opts, err := st.SwissOptions()
		if err != nil || len(opts.Forbidden) != 1 {
			return fmt.Errorf("forbidden pairs %v (%v)", opts.Forbidden, err)
		}
		return nil
	})

	w.clicked(412, 124) // Edit pairings: the list of boards has the keyboard
	w.shot("objection")
	w.choose(number[a])
	w.choose(number[b])
	// The board's drop-down is the players' form's third row: Tab goes
	// past it to Exchange opponents, the first of the buttons beside the
	// form.
	w.tab(2)
	w.changed("space") // Exchange opponents
	w.shot("exchanged")
	// A button pressed keeps the keyboard, and Enter would press it again:
	// Tab on past Pair by hand, the bye, the board's two buttons, Late
	// entry, Un-pair and Cancel to Save despite the departures, which
	// Enter presses.
	w.tab(8)
	w.shot("save")
	w.keys("Return")
	w.awaitStore("the edited round", func(st *store.Store, ev *tournament.Event) error {
		log, err := st.Audit()
		if err != nil {
			return err
		}
		for i := len(log) - 1; i >= 0; i-- {
			var exchanges, findings int
			checked := false
			for _, s := range log[i].Steps {
				switch s.Action {
				case "pairedit.exchange":
					exchanges++
				case "pairedit.checked":
					checked = true
					// The audit decodes its numbers as json.Number.
					if findings, err = strconv.Atoi(fmt.Sprint(s.Args["count"])); err != nil {
						return fmt.Errorf("the verdict's count %v: %v", s.Args["count"], err)
					}
				}
			}
			if checked {
				if exchanges != 1 || findings != departures {
					return fmt.Errorf("the edit is logged with %d exchanges and %d findings, want 1 and %d", exchanges, findings, departures)
				}
				for _, p := range ev.Rounds[rd.Number-1].Pairings {
					if (p.White == x && p.Black == y) || (p.White == y && p.Black == x) {
						return fmt.Errorf("the pair who must not meet still meet on board %d", p.Board)
					}
				}
				return nil
			}
		}
		return fmt.Errorf("no edited round in the history")
	})
}

// fromFile is what get reads from the window's file, opened read-only
// beside the window for the reading; a file it cannot read fails the test.
func fromFile[T any](w *window, get func(*store.Store) (T, error)) T {
	w.t.Helper()
	st, err := store.OpenReadOnly(w.file)
	if err != nil {
		w.fail("%v", err)
	}
	defer st.Close()
	v, err := get(st)
	if err != nil {
		w.fail("%v", err)
	}
	return v
}

// withdraw finds a player in the players view by typing in its filter,
// chooses him and withdraws him after round.
func (w *window) withdraw(e entrant, round int) {
	w.t.Helper()
	// The players view must be on screen before its search field is
	// clicked: under load the click had landed on the rounds view, the
	// name typed then went nowhere and the test failed. Every switch of
	// view in this test waits so (clicked).
	w.clicked(navItem(areaPlayers))
	w.click(900, 79) // Find a player (left of Import…)
	w.after(func() { w.typeText(e.family) }, e.family)
	w.clicked(300, 159) // the only row left
	w.clicked(440, 729) // Withdraw
	w.shot("withdraw")
	w.keys("Return")
	w.await("the withdrawal", func(ev *tournament.Event) error {
		for _, p := range ev.Players {
			if family, _ := p.Names(); family == e.family {
				if p.WithdrawnAfter != round {
					return fmt.Errorf("%s withdrawn after %d, want %d", p.Name, p.WithdrawnAfter, round)
				}
				return nil
			}
		}
		return fmt.Errorf("no %s", e.family)
	})
	w.shot("withdrawn")
	w.keys("Return") // the outcome's OK
	w.click(900, 79)
	w.keys("ctrl+a", "BackSpace")
}

// walkKeys are the keys a walk types for a board's result, and
// walkKeyResult the result each enters (as the walk expects it, not as
// the result box reads it).
var (
	walkKeys      = []string{"1", "0", "5"}
	walkKeyResult = map[string]tournament.Result{"1": tournament.WhiteWins, "0": tournament.BlackWins, "5": tournament.Draw}
)

// typeRoundResults types a result key on each board of round r of ev that
// has a game, in board order (the keyboard goes on to the next board
// without a result), the key chosen by pick(board), adds the result it
// enters to want, and waits until the file holds every result of want.
func (w *window) typeRoundResults(ev *tournament.Event, r int, pick func(board int) int, want map[[2]int]tournament.Result) *tournament.Event {
	w.t.Helper()
	for _, p := range ev.Rounds[r-1].Pairings {
		if p.IsBye() {
			continue
		}
		key := walkKeys[pick(p.Board)%len(walkKeys)]
		want[[2]int{r, p.Board}] = walkKeyResult[key]
		w.typeText(key)
	}
	return w.await(fmt.Sprintf("the results of round %d", r), func(ev *tournament.Event) error { return haveResults(ev, want) })
}

// haveResults checks the results typed against the file.
func haveResults(ev *tournament.Event, want map[[2]int]tournament.Result) error {
	for k, r := range want {
		if k[0] > len(ev.Rounds) || k[1] > len(ev.Rounds[k[0]-1].Pairings) {
			return fmt.Errorf("no board %d in round %d", k[1], k[0])
		}
		if got := ev.Rounds[k[0]-1].Pairings[k[1]-1].Result; got != r {
			return fmt.Errorf("round %d board %d is %v, typed %v", k[0], k[1], got, r)
		}
	}
	return nil
}

// entrant is a player as the test types or imports him.
type entrant struct {
	family, given string
	rating        int
	fed           string
}

// typed are the players typed in the window, imported those read from a
// CSV file; all ratings differ, so the pairing numbers are rating order:
// the typed players are 1 to 3, the imported 4 to 30.
var typed, imported = []entrant{
	{"Virtanen", "Mikko", 2400, "FIN"}, {"Tamm", "Kadri", 2350, "EST"}, {"Korhonen", "Liisa", 2300, "FIN"},
}, func() []entrant {
	families := []string{"Nieminen", "Mäkinen", "Hämäläinen", "Laine", "Heikkinen", "Koskinen", "Järvinen",
		"Lehtonen", "Lehtinen", "Saarinen", "Salminen", "Heinonen", "Niemi", "Heikkilä", "Kinnunen",
		"Salonen", "Turunen", "Salo", "Laitinen", "Tuominen", "Rantanen", "Karjalainen", "Jokinen",
		"Mattila", "Savolainen", "Lahtinen", "Ahonen"}
	givens := []string{"Aino", "Eino", "Helmi", "Ilmari", "Kerttu", "Lauri", "Martta"}
	var out []entrant
	for i, f := range families {
		out = append(out, entrant{f, givens[i%len(givens)], 2280 - 20*i, "FIN"})
	}
	return out
}()

// havePlayers checks that the event has exactly the players given, with
// the names, ratings and federations given.
func havePlayers(ev *tournament.Event, want []entrant) error {
	if len(ev.Players) != len(want) {
		return fmt.Errorf("%d players in the file, want %d", len(ev.Players), len(want))
	}
	for _, e := range want {
		found := false
		for _, p := range ev.Players {
			family, given := p.Names()
			if family == e.family && given == e.given {
				found = true
				if p.Rating != e.rating || p.Federation != e.fed {
					return fmt.Errorf("%s: rating %d, federation %q; typed %d %q", p.Name, p.Rating, p.Federation, e.rating, e.fed)
				}
			}
		}
		if !found {
			return fmt.Errorf("no %s, %s in the file", e.family, e.given)
		}
	}
	return nil
}

// navItem is where the navigation list shows area in the English window
// at its default size: the rows are 39 pixels apart from Players at 75.
func navItem(a area) (x, y int) { return 60, 75 + 39*int(a) }

// checkInOpenNames are the players of checkInOpenEvent.
var checkInOpenNames = []string{"Aino Lehtonen", "Jüri Saar", `<b>Mallory</b> & "Co"`, "Mati Põld", "Pekka Äijälä", "Žanna Šmidt",
	"Liis Kuusk", "Toomas Tamm", "Hanna Virtanen", "Kalle Koivu", "Maret Mets", "Oskar Orav"}

// checkInOpenEvent is the 12-player Swiss whose round 1's check-in
// checkInOpenAndClosed walks.
var checkInOpenEvent = walkEvent{"checkin", "Swiss of the check-in's 12", func(cli func(args ...string), file, lang string) {
	cli("new", file, "--name", "Check-in Open", "--system", "swiss-dutch", "--rounds", "5", "--lang", lang)
	addRated(cli, file, checkInOpenNames...)
}}

// checkInOpenAndClosed runs round 1's check-in of a 12-player Swiss in
// the real window at 1024×700, in English, Finnish and Estonian
// (TestEndToEndBoxesByKeys, on checkInOpenEvent), by keys
// only: the rounds view (Ctrl+2), Shift+Tab to its check-in button
// and Space open it; a part of each name typed and Enter check five
// players in (accents and case aside); Tab past the list to Close, Space, Enter closes it with the first
// choice, a zero-point bye; Ctrl+R and Enter pair round 1, whose seven
// absent have their byes in the window and in the file. A name with
// markup is shown as text. ARBITER_E2E_SHOTS=folder keeps the
// screenshots there.
func checkInOpenAndClosed(w *window, _ string, _ image.Point) {
	names := checkInOpenNames
	w.checkInOpened()
	w.shot("checkin-opened")
	for _, part := range []string{"saar", "mallory", "aijala", "SMIDT", "lehtonen"} {
		w.typeText(part)
		w.changed("Return")
	}
	w.typeText("virt")
	w.shot("checkin-search")
	w.keys("BackSpace", "BackSpace", "BackSpace", "BackSpace")
	in := []string{"Aino Lehtonen", "Jüri Saar", names[2], "Pekka Äijälä", "Žanna Šmidt"}
	w.await("five players checked in", checkedIn(in...))
	w.shot("checkin-five")
	// From the search Tab goes to the list, as the eye reads, and on to
	// the box's first button, Close.
	w.tab(2)
	w.changed("space")
	w.shot("checkin-close")
	w.changed("Return")
	w.await("the check-in closed with byes", func(ev *tournament.Event) error {
		c, _ := checkin.Of(ev, 1)
		if c.Absent != tournament.AbsentBye || len(ev.Requests) != 7 {
			return fmt.Errorf("closed %q, %d byes", c.Absent, len(ev.Requests))
		}
		return nil
	})
	w.changed("ctrl+r")
	w.changed("Return")
	ev := w.awaitRounds(1)
	byes := 0
	for _, p := range ev.Rounds[0].Pairings {
		pl, _ := ev.Player(p.White)
		if p.IsBye() && p.Bye == tournament.ByeZeroPoint && !slices.Contains(in, pl.Name) {
			byes++
		}
	}
	if byes != 7 || len(ev.Rounds[0].Pairings) != 7+3 {
		w.t.Errorf("round 1: %d boards, %d zero-point byes for the absent", len(ev.Rounds[0].Pairings), byes)
	}
	w.shot("round1")
	if strings.Contains(w.log.String(), "panic") {
		w.t.Errorf("the app reported:\n%s", w.log.String())
	}
}

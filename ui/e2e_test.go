package ui

import (
	"bytes"
	"context"
	"database/sql"
	"flag"
	"fmt"
	"image"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"arbiter/internal/testdir"
	"arbiter/internal/testevent"
	"arbiter/internal/testgc"
	"arbiter/internal/testprogram"
	"arbiter/internal/xwindow"
	"arbiter/tournament"
)

// TestEndToEndWindow builds the real binary, creates the demo event with
// it, opens the event in a real window on the X display and checks what
// the X server shows in that window. It needs an X server and xdotool
// (make test runs everything under Xvfb with xdotool installed) and skips
// without them, or when the binary cannot be built here.
//
// ARBITER_E2E_SCREENSHOT=path.png keeps the captured window, which is how
// docs/screenshot-main.png is made.
func TestEndToEndWindow(t *testing.T) {
	dir, bin := buildApp(t)
	// Fyne's default settings, its animations on: the window as a user
	// first sees it (fyneSettings).
	w, img, stop := opened(t, bin, fyneDefaults(t, appHome(t, dir, "home")), "en", demoEvent(t, bin, dir, "demo.arbiter"))
	event, exited, log := w.file, w.exited, w.log
	if b := img.Bounds(); b.Dx() < 1000 || b.Dy() < 700 {
		t.Errorf("window is %v, want the default 1200×800", b.Size())
	}
	if n := xwindow.Colours(img); n < 8 {
		t.Errorf("window shows %d colours: nothing drawn", n)
	}

	// Go to the rounds (second entry of the navigation, left edge under
	// the toolbar), where the result field has the keyboard, and enter
	// 1-0 on board 1 of round 6, the round the demo left unplayed.
	w.xdo("windowfocus", "--sync", w.id)
	// The app learns where the pointer is from motion events, and the
	// pointer may already rest on the spot from an earlier test: move it
	// away first so that arriving there is a motion. --sync returns once
	// the X server has moved the pointer.
	w.xdo("mousemove", "--sync", "--window", w.id, "600", "400")
	w.xdo("mousemove", "--sync", "--window", w.id, "60", "114")
	w.xdo("click", "1")
	// Type only once the rounds view is on screen: on a loaded machine a
	// fixed pause can end before the view has the keyboard.
	if _, _, err := waitForWindow(t, "demo.arbiter", exited, img); err != nil {
		t.Fatalf("the rounds view did not open: %v\napp output:\n%s", err, log.String())
	}
	// The cursor is on board 1, the round's first board without a
	// result: one key saves it.
	w.xdo("type", "--delay", "50", "1")
	// The result is a few pixels on screen, too little to tell from a
	// blinking cursor, so watch the file instead: the app holds its lock,
	// but a read-only connection may look.
	if err := waitForResult(exited, event, 6, 1, "1-0"); err != nil {
		t.Fatalf("%v\napp output:\n%s", err, log.String())
	}
	var err error
	if _, img, err = waitForWindow(t, "demo.arbiter", exited, nil); err != nil {
		t.Fatalf("%v\napp output:\n%s", err, log.String())
	}
	// The keyboard taken from the window (the focus on the root, as an X
	// server leaves it when the window that had it goes): a key pressed
	// before reaches the window all the same (keyboard), as after a
	// user's click into it.
	w.changed("ctrl+3")
	root, err := displayOf(t).Root()
	if err != nil {
		t.Fatal(err)
	}
	w.xdo("windowfocus", "--sync", root)
	w.changed("ctrl+1")
	stop()
	ev := testevent.Read(t, event)
	if got := ev.Rounds[5].Pairings[0].Result; got != tournament.WhiteWins {
		t.Errorf("round 6 board 1 after typing 1 in the window: %v, want 1-0", got)
	}
	if dst := os.Getenv("ARBITER_E2E_SCREENSHOT"); dst != "" {
		if err := xwindow.WritePNG(dst, img); err != nil {
			t.Fatal(err)
		}
	}
}

// appHome makes a home folder of the app's own under dir (with the
// folders named in extra), which keeps the user's preferences (language,
// recent files, window size) out of a test and the test out of them. Its
// viewer (appViewer) stands in for the desktop's.
func appHome(t *testing.T, dir, name string, extra ...string) string {
	t.Helper()
	home := filepath.Join(dir, name)
	for _, d := range append([]string{".cache", fyneSettingsDir, appViewerDir}, extra...) {
		if err := os.MkdirAll(filepath.Join(home, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(home, appViewerDir, "xdg-open"), []byte(appViewer), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(home, fyneSettingsDir, "settings.json"), []byte(fyneSettings), 0o644); err != nil {
		t.Fatal(err)
	}
	return home
}

// fyneSettings are Fyne's own settings in the app's home (under
// XDG_CONFIG_HOME, appEnv), as a user sets them with fyne_settings:
// no animations. A text field with the keyboard fades its cursor in and
// out without end, each step a new picture of the whole window drawn by
// Mesa's software renderer: an app idle at the check-in, its search
// holding the keyboard, used 4.5 s of CPU in 20 s with it, 0.18 s
// without, and a window test waits with its app in such a field most of
// its time. Nothing a test checks moves; the cursor stays drawn. The
// tests that look at the window as the user sees it by default, the
// first walk (TestEndToEndWindow) and the views' screenshots
// (TestScreenshots), run with Fyne's defaults instead (fyneDefaults).
const (
	fyneSettingsDir = ".config/fyne"
	fyneSettings    = `{"no_animations": true}`
)

// fyneDefaults takes Fyne's settings out of home (appHome), so that the
// app there runs as a user's who never set them, its animations on, and
// returns home.
func fyneDefaults(t *testing.T, home string) string {
	t.Helper()
	if err := os.Remove(filepath.Join(home, fyneSettingsDir, "settings.json")); err != nil {
		t.Fatal(err)
	}
	return home
}

// appViewer is the xdg-open the app finds first on its PATH (appEnv): it
// writes the path it is given to a line of $HOME/opened and ends. The
// desktop's own started a browser that outlived the killed app and wrote
// into its home while the test removed it.
const (
	appViewerDir = ".viewer"
	appViewer    = "#!/bin/sh\nprintf '%s\\n' \"$1\" >> \"$HOME/opened\"\n"
)

// launch starts the app built at bin with args, in home and in lang at
// scale 1 (appEnv), writing its output to log. exited gives the app's
// end to the first reader and is closed after it, so that every later
// reader (a wait for the window, then the test's clean-up) hears it too: a
// single send left the clean-up of a test whose app had died before its
// window waiting for good, until the whole package's time ran out.
func launch(t *testing.T, bin, home, lang string, log *bytes.Buffer, args ...string) (*exec.Cmd, chan error) {
	t.Helper()
	ownDisplay(t)
	cmd := xwindow.Command(bin, args...)
	cmd.Env = append(appEnv(home, lang), displayEnv(t)...)
	cmd.Stdout, cmd.Stderr = log, log
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// One line a start, so that a run's starts can be counted (go test
	// -v, lines "app started"): each costs the app about 3 s of CPU.
	t.Logf("app started in %s: %s", lang, strings.Join(args, " "))
	return cmd, follow(cmd)
}

// opened launches the app built at bin in home and lang on file ("" for
// none, its start page), ends it when the test ends, and waits for its
// window, titled by the file's name or "Arbiter": the window, which has
// not yet the keyboard, its first picture, and stop, which ends the app
// and waits for its end (again and again alike).
func opened(t *testing.T, bin, home, lang, file string) (w *window, first image.Image, stop func()) {
	t.Helper()
	log := &bytes.Buffer{}
	var args []string
	if file != "" {
		args = []string{file}
	}
	cmd, exited := launch(t, bin, home, lang, log, args...)
	stop = func() { cmd.Process.Kill(); <-exited }
	t.Cleanup(stop)
	id, first, err := waitForWindow(t, windowTitle(file), exited, nil)
	if err != nil {
		t.Fatalf("%v\napp output:\n%s", err, log.String())
	}
	return &window{t: t, id: id, file: file, exited: exited, log: log, home: home, bin: bin, pid: cmd.Process.Pid}, first, stop
}

// windowTitle is the title of the app's window on file: the file's name,
// or the program's on its start page (file "").
func windowTitle(file string) string {
	if file == "" {
		return "Arbiter"
	}
	return filepath.Base(file)
}

// follow hears the end of cmd, started: the channel it returns gives the
// end to the first reader and is closed after it, and the waits on cmd
// measure its work (watchApp).
func follow(cmd *exec.Cmd) chan error {
	exited := make(chan error, 1)
	launched.Store((<-chan error)(exited), cmd.Process.Pid)
	go func() {
		err := cmd.Wait()
		forgetTasks(cmd.Process.Pid)
		reaped.Store((<-chan error)(exited), true)
		exited <- err
		close(exited)
	}()
	return exited
}

// launched is each app's process id by its exited channel, for the waits
// that read how much work it has done (watchApp).
var launched sync.Map

// reaped holds the exited channel of each app whose end has been heard:
// a wait begun after that end finds no process, and tells it by this.
var reaped sync.Map

// procCPU is the CPU time process pid has used so far (user and system,
// in the kernel's ticks), or -1 where the system does not say, as for a
// process that has ended (reaped, or a zombie that its parent has not
// waited for yet). A zombie of more than one thread has not ended: it is
// a program replacing itself (arbiter with arbiter-window, arbiter serve
// with arbiter-venue) from a thread other than its first, whose first
// shows as a zombie until the new program takes its place; taken for the
// app's end, it failed a wait for the window a second after the start,
// with the window on its way.
func procCPU(pid int) int64 {
	stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return -1
	}
	// The fields after the command's name (in parentheses): the state is
	// the 1st, utime and stime are the 12th and 13th, the threads the 18th.
	s := string(stat)
	f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
	if len(f) < 18 || f[0] == "Z" && f[17] == "1" {
		return -1
	}
	u, _ := strconv.ParseInt(f[11], 10, 64)
	k, _ := strconv.ParseInt(f[12], 10, 64)
	return u + k
}

// procWaited is the time each thread of process pid has spent ready to
// run but kept off a CPU (the kernel's run_delay, in nanoseconds), by
// thread id; none where the system does not say. A wait reads it at each
// look, dozens of times a second for a test's whole length: the folder of
// the threads and each thread's file are opened once and read again
// (procTasks). Opened afresh at every look, they cost more at each look,
// and the kernel, as it dropped the app's /proc entries when it was
// reaped, about a fifth of a second of CPU an app: 13 % of all the CPU of
// two window tests, their apps' and X servers' included.
func procWaited(pid int) map[string]int64 {
	for range 2 {
		v, _ := procTasks.LoadOrStore(pid, &taskFiles{pid: pid})
		ts := v.(*taskFiles)
		if waited, ok := ts.read(); ok {
			return waited
		}
		// Gone, or a process of the same id since: read afresh once.
		procTasks.CompareAndDelete(pid, ts)
		ts.close()
	}
	return map[string]int64{}
}

// procTasks holds the open /proc files of each process a wait has read
// (procWaited) by its id, until it is reaped (forgetTasks).
var procTasks sync.Map // pid -> *taskFiles

// taskFiles are the open /proc folder of a process's threads and each
// thread's schedstat.
type taskFiles struct {
	pid    int
	mu     sync.Mutex
	opened bool
	closed bool
	dir    *os.File
	stats  map[string]*os.File
}

// read reads every thread's time kept waiting (procWaited); false where
// the process cannot be read, as one reaped.
func (ts *taskFiles) read() (map[string]int64, bool) {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	if ts.closed {
		return nil, false
	}
	if !ts.opened {
		ts.opened, ts.stats = true, map[string]*os.File{}
		var err error
		if ts.dir, err = os.Open(fmt.Sprintf("/proc/%d/task", ts.pid)); err != nil {
			return nil, false
		}
	}
	if ts.dir == nil {
		return nil, false
	}
	if _, err := ts.dir.Seek(0, io.SeekStart); err != nil {
		return nil, false
	}
	tids, err := ts.dir.Readdirnames(-1)
	if err != nil {
		return nil, false
	}
	waited := make(map[string]int64, len(tids))
	listed := make(map[string]bool, len(tids))
	var buf [128]byte
	for _, tid := range tids {
		listed[tid] = true
		f := ts.stats[tid]
		if f == nil {
			if f, err = os.Open(fmt.Sprintf("/proc/%d/task/%s/schedstat", ts.pid, tid)); err != nil {
				continue
			}
			ts.stats[tid] = f
		}
		n, err := f.ReadAt(buf[:], 0)
		if fields := strings.Fields(string(buf[:n])); (err == nil || err == io.EOF) && len(fields) >= 2 {
			if ns, err := strconv.ParseInt(fields[1], 10, 64); err == nil {
				waited[tid] = ns
			}
		}
	}
	for tid, f := range ts.stats {
		if !listed[tid] { // the thread has ended
			f.Close()
			delete(ts.stats, tid)
		}
	}
	return waited, true
}

// close closes ts's files; it reads nothing after.
func (ts *taskFiles) close() {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	ts.closed = true
	if ts.dir != nil {
		ts.dir.Close()
	}
	for _, f := range ts.stats {
		f.Close()
	}
}

// forgetTasks closes the /proc files of process pid, once it is reaped:
// a process given its id later is read afresh.
func forgetTasks(pid int) {
	if v, ok := procTasks.LoadAndDelete(pid); ok {
		v.(*taskFiles).close()
	}
}

// appEnv is the app's environment in home and in lang at scale 1: its
// preferences, cache and data (the rating lists, under
// .local/share/arbiter) in home, none of the user's; the dark theme the
// pixel checks read, not the desktop's choice (a session's "no
// preference" is light); Mesa's software renderer drawing each picture in
// the app's own thread (rasterThreads).
func appEnv(home, lang string) []string {
	return append(os.Environ(), "HOME="+home, "PATH="+filepath.Join(home, appViewerDir)+string(os.PathListSeparator)+os.Getenv("PATH"),
		"XDG_CONFIG_HOME="+filepath.Join(home, ".config"),
		"XDG_CACHE_HOME="+filepath.Join(home, ".cache"), "XDG_DATA_HOME="+filepath.Join(home, ".local", "share"),
		"ARBITER_LANG="+lang, "FYNE_SCALE=1", "FYNE_THEME=dark", "MESA_SHADER_CACHE_DIR="+filepath.Join(appDir, shaderCache),
		rasterThreads)
}

// rasterThreads has Mesa's software renderer (llvmpipe) draw in the
// thread that asks for the picture instead of handing each frame to
// threads of its own, one a CPU: the window's pictures are small, and the
// hand-over cost more than it shared out on two loaded cores. The box
// walks in English and Estonian at 1024×700 (six starts of the app, the
// same walks and pixel checks) cost the apps 35.7 s of CPU with it, 38.7 s
// without, each kind of event less; the apps are the tests' largest cost.
const rasterThreads = "LP_NUM_THREADS=0"

// shaderCache is where, beside the app built (appDir), the apps of a run
// keep the GL shaders that Mesa's software renderer compiles: each app
// compiled them again in its own empty cache, half of the CPU its first
// picture cost (1.1 s of CPU, 0.55 s with them kept). They are Mesa's
// and no part of the app's preferences or data.
const shaderCache = "mesa-shaders"

// buildApp gives a new temporary folder and the app built for the tests,
// or skips where a real window is not asked for: no X display, or -short.
// A display without xdotool, which the tests type with, fails: make test
// installs it, and a window test skipped there read as passed.
func buildApp(t *testing.T) (dir, bin string) {
	t.Helper()
	if why := noWindow(); why != "" {
		t.Skip(why)
	}
	if _, err := exec.LookPath("xdotool"); err != nil {
		t.Fatal("xdotool is not installed (make deps-test installs it)")
	}
	// Side by side first: a window test paused there lets the tests
	// without a window run while the app is built (TestMain), where one
	// that waited for the build first held them all back, the build alone
	// on the machine.
	sideBySide(t)
	appOnce.Do(buildAppOnce)
	// A program that does not build is a failure, never a skip: the
	// window tests would otherwise pass by not running.
	if appErr != nil {
		t.Fatalf("cannot build the app: %v\n%s", appErr, appOut)
	}
	return t.TempDir(), appBin
}

// noWindow says why a real window cannot be had here, "" where it can.
func noWindow() string {
	if os.Getenv("DISPLAY") == "" {
		return "no X display (DISPLAY is empty); run under xvfb-run, as make test does"
	}
	if testing.Short() {
		return "builds and starts the whole app; skipped with -short"
	}
	return ""
}

// The app is built once for all the window tests of a run: each build
// links the whole program again (tens of megabytes, seconds of CPU each),
// and every test runs the same one. TestMain starts the build while the
// tests without a real window run, and removes it at the end; where make
// test names a folder for its run's programs (testprogram.SharedEnv),
// they are built there, once for this package and the command line's.
var (
	appOnce        sync.Once
	appDir, appBin string // appDir holds the shaders (shaderCache), and the app unless shared
	appOut         []byte
	appErr         error
	appBuild       context.Context // ends a build the run no longer needs
)

func buildAppOnce() {
	if appDir, appErr = os.MkdirTemp("", "arbiter-e2e-app"); appErr != nil {
		return
	}
	// The same flags as the Makefile's build and go test, so the build
	// reuses the compiled packages instead of compiling Fyne again. The
	// window's, the event's and the venue's programs go beside arbiter,
	// which starts them from there as the installed programs do. The environment is
	// the one the run began with: a test's t.Setenv of XDG_CACHE_HOME (the
	// crash log tests) would otherwise move the build's cache into that
	// test's temporary folder, a cold build writing there while the test
	// removes it.
	var dir string
	dir, appOut, appErr = testprogram.Build(appBuild, runEnv, appDir,
		[2]string{"arbiter", "arbiter/cli/arbiter"}, [2]string{"arbiter-window", "arbiter"}, [2]string{"arbiter-event", "arbiter/cli/arbiter-event"},
		[2]string{"arbiter-venue", "arbiter/cli/arbiter-venue"})
	appBin = filepath.Join(dir, "arbiter")
}

// runEnv is the environment as the run began, before any test set a
// variable of its own.
var runEnv = os.Environ()

// windowTestsRun reports whether the run's -run and -skip patterns keep
// the window tests (TestEndToEndSwiss standing for them all): make test
// runs them as a go test of their own, and the other one has no use for
// the app.
func windowTestsRun() bool {
	const name = "TestEndToEndSwiss"
	for _, f := range []struct {
		flag string
		want bool
	}{{"test.run", true}, {"test.skip", false}} {
		pattern := flag.Lookup(f.flag).Value.String()
		if pattern == "" {
			continue
		}
		if re, err := regexp.Compile(pattern); err == nil && re.MatchString(name) != f.want {
			return false
		}
	}
	return true
}

// TestMain builds the app for the window tests beside the tests that run
// first, and removes it at the end (a build still under way is ended).
func TestMain(m *testing.M) {
	if path := os.Getenv(holdAsCommandEnv); path != "" {
		os.Exit(holdAsCommand(path))
	}
	flag.Parse()
	// The user's own rating lists change which box the player and
	// ratings dialogs open with: the tests read a data folder of their
	// own (a test that needs lists makes them in one of its own).
	data, err := os.MkdirTemp("", "arbiter-ui-data-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Setenv("XDG_DATA_HOME", data)
	windowsSideBySide()
	// The views' tests build a window's widgets, lay them out and
	// measure their text again: six of the heaviest took 19.9 s of CPU
	// with the default collection, 14.3 s with less.
	testgc.Less()
	var cancel context.CancelFunc
	appBuild, cancel = context.WithCancel(context.Background())
	if noWindow() == "" && windowTestsRun() {
		go appOnce.Do(buildAppOnce)
	}
	code := m.Run()
	cancel()
	appOnce.Do(func() {}) // returns once a build under way has ended
	if appDir != "" {
		os.RemoveAll(appDir)
	}
	testdir.RemoveMade()
	os.RemoveAll(data)
	os.Exit(code)
}

// stop ends the app (once) and waits for it to exit.
// waitForResult polls the tournament file, read-only, until the result of
// a board is the one wanted, as long as the app whose end exited tells
// works (appWatch).
func waitForResult(exited <-chan error, path string, round, board int, want string) error {
	return waitForFile(exited, path, fmt.Sprintf("round %d board %d", round, board), want,
		"SELECT result FROM pairings WHERE round = ? AND board = ?", round, board)
}

// waitForFile polls the tournament file, read-only (the app holds its
// lock, but a read-only connection may look), until query gives want, as
// long as the app whose end exited works (appWatch); what names the value
// in the error.
func waitForFile(exited <-chan error, path, what, want, query string, args ...any) error {
	db, err := sql.Open("sqlite3", "file:"+path+"?mode=ro")
	if err != nil {
		return err
	}
	defer db.Close()
	var got string
	if werr := watchApp(exited).poll(fileEvery, func() bool {
		err = db.QueryRow(query, args...).Scan(&got)
		return err == nil && got == want
	}); werr != nil {
		return fmt.Errorf("%s is %q in the file (%v), want %q: %v", what, got, err, want, werr)
	}
	return nil
}

// fileEvery is how often a test looks at a file the app writes: each
// look opens and reads it, CPU that the app beside it needs.
const fileEvery = 100 * time.Millisecond

// pollEvery is how often a test looks at its window while it waits for
// a change or for the picture to settle: each look captures and compares
// the whole window, CPU that the app drawing beside it, and the window
// tests running side by side, need.
const pollEvery = 40 * time.Millisecond

// waitForWindow waits for a visible window whose title contains title
// and returns its id and its contents once they are drawn, have stayed
// the same for a quarter of a second (so that the layout has settled) and
// differ from before (nil for any), to see the effect of input. A capture takes a few milliseconds, so it looks often;
// the window, once found, is captured again without searching for it
// (a process of xdotool's each time). It waits as long as the app works
// (appWatch), not for a time, and a picture has settled once it has
// stayed the same for a quarter of a second of the app's own time.
func waitForWindow(t *testing.T, title string, exited <-chan error, before image.Image) (string, image.Image, error) {
	t.Helper()
	work := watchApp(exited).withServer(displayOf(t).Server())
	var last image.Image
	var since time.Duration
	var id string
	for !work.givenUp() {
		select {
		case err := <-exited:
			return "", nil, fmt.Errorf("the app exited before its window was drawn: %v", err)
		case <-time.After(pollEvery):
		}
		if id == "" {
			if id = displayOf(t).Find(title); id == "" {
				continue
			}
		}
		img, err := displayOf(t).Capture(id)
		if err != nil {
			id = ""
			continue // not mapped yet
		}
		switch {
		case !xwindow.Same(img, last):
			last, since = img, work.ownTime()
		case work.ownTime()-since >= 250*time.Millisecond && xwindow.Colours(img) > 1 && (before == nil || !xwindow.Same(img, before)):
			return id, img, nil
		}
	}
	return "", nil, fmt.Errorf("no new drawn window titled …%s… %v; %s", title, work, sawOnScreen(t))
}

// appWatch follows a program's work while a test waits for it: every
// wait on a program (the app, arbiter serve, this test program's own
// goroutines) gives up by the same measure (givenUp).
type appWatch struct {
	pid    int
	server int          // the X server that shows the program's window, 0 for none (withServer)
	exited <-chan error // the program's end where the test hears it, or nil
	start  time.Time
	cpu    int64 // its CPU when the wait began (procCPU), -1 for unknown
	last   int64 // its CPU when last read
	// waited0 and waited are its threads' time kept off a CPU (procWaited)
	// when the wait began and when last read.
	waited0, waited map[string]int64
	// work and most are the bounds of the wait: appWork and appAtMost.
	work, most time.Duration
}

// awaitExit waits, as long as it works (appWatch), for the app whose end
// exited tells to end of itself, and returns how it ended; ok is false
// where it did not, and was made to (quitAndKill).
func awaitExit(exited <-chan error) (err error, ok bool) {
	return awaitEnd(watchApp(exited), exited)
}

// awaitEnd waits, as long as the program w follows works, for done to
// tell its end, and returns what it told; ok is false where the program
// did not end of itself, and was made to (quitAndKill).
func awaitEnd[T any](w *appWatch, done <-chan T) (v T, ok bool) {
	for {
		select {
		case v := <-done:
			return v, true
		case <-time.After(pollEvery):
		}
		if w.givenUp() && !w.ended() {
			quitAndKill(w.pid, done)
			return v, false
		}
	}
}

// dumpAndEnd ends the app whose end exited tells, which a test has given
// up on (quitAndKill).
func dumpAndEnd(exited <-chan error) {
	if pid, ok := launched.Load(exited); ok {
		quitAndKill(pid.(int), exited)
	}
}

// quitAndKill is testprogram.DumpAndEnd for a program a window test may
// hold stopped (window.stall), which is let go first.
func quitAndKill[T any](pid int, done <-chan T) {
	select {
	case <-done:
		return
	default:
	}
	syscall.Kill(pid, syscall.SIGCONT)
	testprogram.DumpAndEnd(pid, done)
}

// watchApp follows the app whose end exited tells (launch, follow).
func watchApp(exited <-chan error) *appWatch {
	pid, _ := launched.Load(exited)
	p, _ := pid.(int)
	w := watchProcess(p)
	w.exited = exited
	return w
}

// watchProcess follows the process pid.
func watchProcess(pid int) *appWatch {
	c := procCPU(pid)
	return &appWatch{pid: pid, start: time.Now(), cpu: c, last: c, waited0: procWaited(pid), waited: map[string]int64{},
		work: appWork, most: appAtMost}
}

// withServer stops w's clock (ownTime) also while the X server, process
// server (0 for none: Display.Server), is kept waiting for a CPU: what the app draws is on the screen once that
// server has taken it, and a server kept waiting showed, for a quarter of
// a second of the idle app's time, a picture from before the keys the app
// had handled. The tests on a loaded machine then judged, and clicked, a
// picture from before their last Tabs (a button beside the one meant).
func (w *appWatch) withServer(server int) *appWatch {
	if w.server = server; server != 0 {
		for tid, ns := range procWaited(w.server) {
			w.waited0[serverThread+tid] = ns
		}
	}
	return w
}

// serverThread marks the X server's threads among the app's (keptWaiting).
const serverThread = "server "

// watchTest follows this test program itself, for a wait on what it runs
// in its own process (a server, a background import, a frame): the work
// of all its goroutines, which a busy machine slows as it slows an app.
func watchTest() *appWatch { return watchProcess(os.Getpid()) }

// givenUp tells whether a wait for the program is over: it has used
// work of CPU since the wait began, or most of its own time has passed
// (ownTime), or it has ended. Its own time leaves out the most one thread
// was kept waiting, not the sum over its threads: an idle app's many
// threads, each kept a while at every tick on a loaded machine, summed to
// more than the time passed, and a wait for a key the app never got ran
// 12 minutes without end.
func (w *appWatch) givenUp() bool {
	return w.worked() > w.work || w.ownTime() > w.most || w.ended()
}

// keptWaiting is how long the program's threads have been ready to run
// but kept off a CPU since the wait began, to the last reading for a
// thread that has ended: summed over its threads, which a report gives
// (more than the wall time where several wait at once), and the most of
// any one thread, never more than the time passed, which the waits use;
// with the X server's (withServer), the most of the program's and the
// most of the server's, which draw one after the other.
func (w *appWatch) keptWaiting() (sum, most time.Duration) {
	for tid, ns := range procWaited(w.pid) {
		w.waited[tid] = ns
	}
	if w.server != 0 {
		for tid, ns := range procWaited(w.server) {
			w.waited[serverThread+tid] = ns
		}
	}
	var server time.Duration
	for tid, now := range w.waited {
		d := time.Duration(now - w.waited0[tid])
		sum += d
		if strings.HasPrefix(tid, serverThread) {
			server = max(server, d)
		} else {
			most = max(most, d)
		}
	}
	return sum, most + server
}

// ownTime is a clock of the program's own time: the time passed less the
// most any one of its threads was kept waiting for a CPU, in which it
// could show nothing new (and the most of its X server's, withServer).
func (w *appWatch) ownTime() time.Duration {
	_, most := w.keptWaiting()
	return time.Since(w.start) - most
}

// ended tells whether the program has ended: since the wait began, or
// before it, where its end was heard (a program killed as the wait began
// was once gone before the wait's first reading).
func (w *appWatch) ended() bool {
	if w.cpu < 0 {
		_, heard := reaped.Load(w.exited)
		return heard
	}
	return procCPU(w.pid) < 0
}

// worked is the program's CPU since the wait began (the kernel counts it
// in hundredths of a second), to its end where it has ended, or none
// where the system does not say.
func (w *appWatch) worked() time.Duration {
	if c := procCPU(w.pid); c >= 0 {
		w.last = c
	}
	if w.cpu < 0 {
		return 0
	}
	return time.Duration(w.last-w.cpu) * 10 * time.Millisecond
}

// poll calls done every so often until it reports true, and fails once
// the wait is given up (givenUp) without, saying what the program did.
func (w *appWatch) poll(every time.Duration, done func() bool) error {
	for !done() {
		if w.givenUp() {
			return fmt.Errorf("not so %v", w)
		}
		time.Sleep(every)
	}
	return nil
}

// String says how long the wait lasted, and the program's work in it;
// where it ended, that it did, and how when the test hears its end and no
// reader has heard it before (an app launched is reaped as it ends, and
// its end then told: the read does not wait long).
func (w *appWatch) String() string {
	kept, _ := w.keptWaiting()
	s := fmt.Sprintf("in %v, the program working %v of it and kept waiting for a CPU %v", time.Since(w.start).Round(time.Second),
		w.worked(), kept.Round(time.Millisecond))
	if !w.ended() {
		return s
	}
	if w.exited != nil {
		if err, ok := <-w.exited; ok {
			return fmt.Sprintf("%s; it ended: %v", s, err)
		}
	}
	return s + "; it ended"
}

// A wait for a program is measured in its work, which is the same at any
// load: its first picture costs it 1.4–2 s of CPU, which on a
// machine at a load of 30 took more than a minute. It gives up once the
// app has worked appWork without showing what is awaited (the minute of
// wall time these waits had, as a quiet machine gives it to one thread),
// or once appAtMost has passed, less the time the machine kept it waiting
// for a CPU, for an app that waits in another state (drawn, Fyne uses a
// few per cent of a CPU while idle; or stuck on a lock): a starved app,
// which under nice 19 beside busy programs worked 2 s in 6 minutes, is
// waited for as long as it is starved.
const (
	appWork   = time.Minute
	appAtMost = 5 * time.Minute
)

// sawOnScreen says what the display showed when a wait gave up: the
// visible windows' titles and a picture of the whole screen, kept in the
// temporary folder (the test's own is removed when it ends).
func sawOnScreen(t *testing.T) string {
	t.Helper()
	d := displayOf(t)
	saw := fmt.Sprintf("the windows shown: %q", d.Titles())
	root, err := d.Root()
	if err != nil {
		return saw
	}
	img, err := d.Capture(root)
	if err != nil {
		return saw
	}
	f, err := os.CreateTemp("", "arbiter-e2e-*.png")
	if err != nil {
		return saw
	}
	f.Close()
	if err := xwindow.WritePNG(f.Name(), img); err != nil {
		return saw
	}
	return saw + ", the screen in " + f.Name()
}

// firstAllowedCPU is the first CPU this process may run on (a container's
// cpuset may leave out CPU 0), from /proc/self/status's Cpus_allowed_list
// ("0-1", "2,4-7").
func firstAllowedCPU(t *testing.T) string {
	t.Helper()
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(status), "\n") {
		if list, ok := strings.CutPrefix(line, "Cpus_allowed_list:"); ok {
			first, _, _ := strings.Cut(strings.TrimSpace(list), ",")
			first, _, _ = strings.Cut(first, "-")
			return first
		}
	}
	t.Fatalf("no Cpus_allowed_list in /proc/self/status")
	return ""
}

// sleepingIn reports whether process pid runs program comm and sleeps.
func sleepingIn(pid int, comm string) bool {
	stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return false
	}
	// "pid (comm) S …": the state follows the name's closing bracket.
	name, rest, ok := strings.Cut(string(stat), ") ")
	return ok && strings.HasSuffix(name, "("+comm) && strings.HasPrefix(rest, "S")
}

// A wait for a program counts its work: the CPU of a program that
// computes grows, that of one that sleeps does not; the wait gives up
// once the program has worked its share, or once it has ended, and says
// so.
func TestAppWatchCountsOnlyWork(t *testing.T) {
	start := func(script string) (*exec.Cmd, chan error) {
		cmd := exec.Command("sh", "-c", script)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		exited := follow(cmd)
		t.Cleanup(func() {
			cmd.Process.Kill()
			<-exited
			launched.Delete((<-chan error)(exited))
			reaped.Delete((<-chan error)(exited))
		})
		return cmd, exited
	}
	spinner, busy := start("while :; do :; done")
	sleeper, sleeping := start("exec sleep 600")
	// Watched only once it sleeps: on a loaded machine the shell's start
	// and its exec were still waiting for a CPU when the watch began.
	if err := watchTest().poll(pollEvery, func() bool { return sleepingIn(sleeper.Process.Pid, "sleep") }); err != nil {
		t.Fatalf("the sleeping program: %v", err)
	}
	b, s := watchApp(busy), watchApp(sleeping)
	if b.cpu < 0 || s.cpu < 0 {
		t.Fatalf("no CPU read: busy %d, sleeping %d", b.cpu, s.cpu)
	}
	// A broken measure gives up after most instead, and fails below.
	b.work, b.most, s.most = 100*time.Millisecond, time.Minute, time.Minute
	err := b.poll(pollEvery, func() bool { return false })
	if err == nil || b.worked() <= b.work || !strings.Contains(err.Error(), "the program working") {
		t.Fatalf("a busy program's wait, given up %v, worked %v", err, b.worked())
	}
	if s.worked() != 0 || s.givenUp() {
		t.Errorf("a sleeping program worked %v while another worked %v", s.worked(), b.worked())
	}
	// Each program that computes ends once it is measured: one left
	// spinning to the test's end took a CPU from the two below and from
	// the tests beside this one.
	spinner.Process.Kill()
	// Two programs computing on one CPU keep each other waiting for it, the
	// one about as long as the other works; a program that sleeps is never
	// kept waiting.
	asleep := watchApp(sleeping)
	oneCPU := "exec taskset -c " + firstAllowedCPU(t) + " sh -c 'while :; do :; done'"
	firstCmd, first := start(oneCPU)
	secondCmd, second := start(oneCPU)
	f := watchApp(first)
	watchApp(second)
	if err := watchTest().poll(pollEvery, func() bool { return f.worked() >= 500*time.Millisecond }); err != nil {
		t.Fatalf("a program computing: %v", err)
	}
	if k, most := f.keptWaiting(); k < 200*time.Millisecond || most < 200*time.Millisecond || f.ownTime() < 0 {
		t.Errorf("a program sharing one CPU with another worked %v and was kept waiting %v (the most of a thread %v) in %v",
			f.worked(), k, most, time.Since(f.start))
	}
	if k, _ := asleep.keptWaiting(); k != 0 {
		t.Errorf("a sleeping program was kept waiting %v", k)
	}
	// A sleeping program whose X server is kept waiting has its clock
	// stopped meanwhile: what it drew is not yet on the screen.
	shown := watchApp(sleeping).withServer(f.pid)
	if err := watchTest().poll(pollEvery, func() bool { _, most := shown.keptWaiting(); return most >= 300*time.Millisecond }); err != nil {
		t.Fatalf("a program whose X server computes beside another on one CPU: %v", err)
	}
	if passed, own := time.Since(shown.start), shown.ownTime(); passed-own < 300*time.Millisecond {
		t.Errorf("a sleeping program whose X server was kept waiting: its own time %v of %v passed", own, passed)
	}
	firstCmd.Process.Kill()
	secondCmd.Process.Kill()
	// An idle program's threads each kept waiting a while, more than the
	// time passed in all: the wait still gives up once most of its own
	// time has passed (it went on without end when it took off the sum).
	idle := watchApp(sleeping)
	idle.start, idle.most = time.Now().Add(-5*time.Second), 2*time.Second
	idle.waited0, idle.waited = map[string]int64{"a": 0, "b": 0}, map[string]int64{"a": 2e9, "b": 2e9}
	if !idle.givenUp() {
		t.Errorf("an idle program's wait, its threads kept waiting 2 s each in 5 s, is not given up after 2 s of its own")
	}
	// A wait begun as the program is killed: s, begun a minute of the
	// test before, had passed its minute at a load of 50 and gave up
	// before the end was heard ("not so", not "it ended").
	sleeper.Process.Kill()
	end := watchApp(sleeping)
	end.most = time.Minute
	if err := end.poll(pollEvery, func() bool { return false }); err == nil || !strings.Contains(err.Error(), "it ended: signal: killed") {
		t.Errorf("the wait on a program killed ends with %v", err)
	}
	if !strings.HasSuffix(end.String(), "; it ended") {
		t.Errorf("the wait said %q", end.String())
	}
	// A wait begun once the killed program is gone from the system (its
	// end not yet read) hears the end too: the kill had once been quicker
	// than the wait's first reading, and the wait saw no program to end.
	gone, goneEnd := start("exec sleep 600")
	gone.Process.Kill()
	if err := watchTest().poll(pollEvery, func() bool { return procCPU(gone.Process.Pid) < 0 }); err != nil {
		t.Fatalf("the killed program: %v", err)
	}
	late := watchApp(goneEnd)
	late.most = time.Minute
	if err := late.poll(pollEvery, func() bool { return false }); err == nil || !strings.Contains(err.Error(), "it ended: signal: killed") {
		t.Errorf("the wait on a program already ended ends with %v", err)
	}
	if watchApp(make(chan error)).cpu != -1 {
		t.Error("an app never launched has a CPU time")
	}
	if c := watchTest().cpu; c <= 0 {
		t.Errorf("this test program's CPU: %d", c)
	}
}

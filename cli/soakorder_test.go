package cli

import (
	"cmp"
	"context"
	"math/rand/v2"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"arbiter/internal/program"
	"arbiter/internal/testevent"
	"arbiter/internal/testprogram"
	"arbiter/internal/xwindow"
	"arbiter/tournament"
	"arbiter/tournament/store"
)

// TestSoakEveryOrder: the evening's programs started and killed in every
// order, chosen from a seed (ARBITER_SOAK_SEED, else 89, so that a failure
// runs again the same): serve started while a command holds the file,
// serve started first and a command after, serve killed (SIGKILL)
// mid-round and started again, a command killed while it holds the file,
// and the real window (the app's window program on an X server of the
// test's own): opened while a command holds the file, opened while serve
// runs and closed as its close button closes it, and killed (SIGKILL)
// while it holds the file. After each step a deputy's result is taken by
// serve within 10 s, whoever came first (after the window's close or
// kill: within 10 s of its end); at
// the end no program crashed or called the file damaged, the file is
// sound, every acknowledged change is in it (a killed command's may be or
// not: the file, read after the kill, says which), and the audit log is
// the data: each change that stood is an entry of its own, and the
// entries' images of the rows they changed follow one another to the rows
// in the file (checkAuditIsData).
// ARBITER_DEEP=1 runs 60 steps instead of 10. The window's tools (Xvfb,
// xdotool, what the window builds with) are the test's: without them it
// fails.
func TestSoakEveryOrder(t *testing.T) {
	seed := soakSeed(t, 89)
	steps := 10
	if os.Getenv("ARBITER_DEEP") != "" {
		steps = 60
	}
	rng := rand.New(rand.NewPCG(seed, seed))
	t.Setenv("ARBITER_LANG", "en")
	o := &orders{soak: soak{t: t, file: demoFile(t), refused: map[string]int{}}, results: map[int]string{}}
	o.pin = addDeputy(t, o.file, "Liisa Kask")
	start := revision(t, o.file)
	defer o.stopServe(true)
	defer func() {
		if o.win != nil {
			o.win.cmd.Process.Kill()
			<-o.win.exited
		}
	}()
	// Every order comes once in the first steps, in the seed's order.
	first := rng.Perm(len(orderNames))
	for i := range steps {
		step := rng.IntN(len(orderNames))
		if i < len(first) {
			step = first[i]
		}
		switch step {
		case 0: // serve started while a command holds the file
			o.stopServe(rng.IntN(2) == 0)
			o.serveAfterWriter(i)
		case 1: // serve first, a command after
			if o.serve == nil {
				o.startServe()
			}
			o.finishWriter(o.startWriter(i))
		case 2: // serve killed mid-round and started again
			if o.serve == nil {
				o.startServe()
			}
			o.stopServe(true)
			o.startServe()
		case 3: // a command killed while it holds the file
			o.killWriter(o.startWriter(i))
		case 4: // the window opened while a command holds the file, and closed
			o.windowAfterWriter(i)
			o.closeWindow()
		case 5: // serve first, the window opened and closed
			if o.serve == nil {
				o.startServe()
			}
			o.openWindow()
			o.closeWindow()
		case 6: // the window killed while it holds the file
			if o.serve == nil {
				o.startServe()
			}
			o.openWindow()
			o.killWindow()
		}
		if o.serve == nil {
			o.startServe()
		}
		if took, ok := o.deputyWrites(); !ok {
			log := o.serveErr
			o.stopServe(true) // its log is read once it ended
			t.Fatalf("step %d (%s): serve took no deputy's result within 10 s\nserve's log:\n%s", i, orderNames[step], log.String())
		} else {
			o.steps[step]++
			o.worst[step] = max(o.worst[step], took)
		}
	}
	o.stopServe(false)
	o.check(start)
	t.Logf("seed %d, %d steps: %d changes acknowledged, %d commands killed holding the file (the change of %d stood), %d windows closed and %d killed holding it",
		seed, steps, o.acked, o.killed, o.stood, o.windowsClosed, o.windowsKilled)
	t.Logf("a window let go of the file within %v of its close request and ended within %v", o.letGo.Round(time.Millisecond), o.closing.Round(time.Millisecond))
	for i, name := range orderNames {
		t.Logf("%s: %d times, serve took a deputy's result within %v", name, o.steps[i], o.worst[i].Round(time.Millisecond))
	}
}

// soakSeed is the seed of a soak's choices: ARBITER_SOAK_SEED where set,
// so that a failure runs again the same, else def.
func soakSeed(t *testing.T, def uint64) uint64 {
	t.Helper()
	s := os.Getenv("ARBITER_SOAK_SEED")
	if s == "" {
		return def
	}
	seed, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	return seed
}

var orderNames = []string{"serve after a command", "serve before a command", "serve killed and started again", "a command killed",
	"the window after a command, closed", "serve before the window, the window closed", "the window killed"}

// orders is the evening of TestSoakEveryOrder.
type orders struct {
	soak
	pin      string
	serve    *exec.Cmd
	serveErr *strings.Builder
	killed   int
	stood    int              // killed commands whose change the file holds
	changes  []resultChange   // the acknowledged ones and the killed ones that stood
	results  map[int]string   // board (1, 2) -> the result the file holds, "" for none
	steps    [7]int           // by order
	worst    [7]time.Duration // by order: the longest serve took a deputy's result after it

	win                          *appWindow // the window open now, nil for none
	winBin, winHome              string
	display                      *xwindow.Display
	windowsClosed, windowsKilled int
	freed                        time.Time     // when the window let go of the file, closed or killed: serve's 10 s count from then
	letGo, closing               time.Duration // the longest a window took to let go of the file, and to end, after its close request
}

// writer is a command line entering a result, started.
type writer struct {
	cmd    *exec.Cmd
	stderr *strings.Builder
	board  int
	result string
	done   chan error
}

// startWriter starts the command of step i: a result on board 1 or 2
// other than the one the board has, so that it is a change (a result
// entered again writes nothing).
func (o *orders) startWriter(i int) *writer {
	w := &writer{board: 1 + i%2, stderr: &strings.Builder{}, done: make(chan error, 1)}
	all := []string{"1-0", "0-1", "1/2-1/2"}
	w.result = all[i%len(all)]
	if w.result == o.results[w.board] {
		w.result = all[(i+1)%len(all)]
	}
	w.cmd = soakProgram("arbiter", "result", o.file, "--round", strconv.Itoa(soakRound), "--board", strconv.Itoa(w.board), w.result)
	w.cmd.Stderr = w.stderr
	if err := w.cmd.Start(); err != nil {
		o.t.Fatal(err)
	}
	go func() { w.done <- w.cmd.Wait() }()
	return w
}

// finishWriter waits for the command; acknowledged, its result is the one
// that stands.
func (o *orders) finishWriter(w *writer) {
	if o.judge(w, <-w.done) {
		o.results[w.board] = w.result
	}
}

// judge tells whether the command's end acknowledged its change; a crash
// or "damaged" fails the test, a refusal (the file busy) is no change.
func (o *orders) judge(w *writer, err error) bool {
	if err == nil {
		o.acked++
		o.changes = append(o.changes, resultChange{w.board, w.result})
		return true
	}
	if badEnd(w.cmd, err, w.stderr.String()) {
		o.t.Errorf("arbiter result: %v: %s", err, w.stderr.String())
	}
	return false
}

// holds waits until the file's holder record names the command, true,
// or until the command ended first, false (holderOf: the record only).
func (o *orders) holds(w *writer) bool {
	for {
		select {
		case err := <-w.done:
			w.done <- err
			return false
		default:
		}
		if h := holderOf(o.file); h.PID == w.cmd.Process.Pid && h.Program == "result" {
			return true
		}
	}
}

// serveAfterWriter starts serve while the command of step i holds the
// file, as its holder record says; a command that ended before it was
// seen holding the file is followed by another, so that the step is the
// order it names.
func (o *orders) serveAfterWriter(i int) {
	for range 50 {
		w := o.startWriter(i)
		held := o.holds(w)
		if held {
			o.startServe()
		}
		o.finishWriter(w)
		if held {
			return
		}
	}
	o.t.Fatal("50 commands in a row ended before their holder record was seen")
}

// killWriter kills the command with SIGKILL once the file's holder record
// names it, or lets it end where it ended first. A killed command's result
// may stand or not: the file, read once it is gone, says which; one that
// stood must have its audit entry, as an acknowledged one.
func (o *orders) killWriter(w *writer) {
	if !o.holds(w) {
		o.finishWriter(w)
		return
	}
	w.cmd.Process.Kill()
	if err := <-w.done; err == nil {
		o.acked++
		o.changes = append(o.changes, resultChange{w.board, w.result})
		o.results[w.board] = w.result
		return
	}
	o.killed++
	if o.boardHas(w.board, w.result) {
		o.stood++
		o.changes = append(o.changes, resultChange{w.board, w.result})
		o.results[w.board] = w.result
	}
}

// boardHas reports whether the file holds result on the board of the
// soak's round.
func (o *orders) boardHas(board int, result string) bool {
	p, err := testevent.Read(o.t, o.file).FindPairing(soakRound, board)
	if err != nil {
		o.t.Fatal(err)
	}
	want, err := tournament.ParseResult(result)
	if err != nil {
		o.t.Fatal(err)
	}
	return p.Result == want
}

// appWindow is the window program started on the file.
type appWindow struct {
	cmd    *exec.Cmd
	log    *strings.Builder // read once it ended
	exited <-chan error     // its end (testprogram.Ended): read again, closed
	id     string           // its window on the display
}

// prepareWindow builds the window's program and starts an X server of the
// test's own for it, once; without their tools the test fails.
func (o *orders) prepareWindow() {
	if o.winBin != "" {
		return
	}
	for _, tool := range []string{"Xvfb", "xdotool"} {
		if _, err := exec.LookPath(tool); err != nil {
			o.t.Fatalf("%s is not installed (make deps-test installs it); the soak starts the real window", tool)
		}
	}
	dir := o.t.TempDir()
	programs, out, err := testprogram.Build(context.Background(), nil, dir, [2]string{program.Window, "arbiter"})
	if err != nil {
		o.t.Fatalf("building the window: %v\n%s", err, out)
	}
	bin := filepath.Join(programs, program.Window)
	d, err := xwindow.Start("1280x900x24")
	if err != nil {
		o.t.Fatalf("an X server for the window: %v", err)
	}
	o.t.Cleanup(d.Close)
	o.winBin, o.winHome, o.display = bin, filepath.Join(dir, "home"), d
}

// openWindow starts the window on the file, as the arbiter opens it, and
// waits until it holds the file (its holder record names it) and shows
// it; a window that ends before, or takes a minute, fails the test.
func (o *orders) openWindow() {
	o.startWindow()
	o.waitWindow()
}

// startWindow starts the window on the file.
func (o *orders) startWindow() {
	o.prepareWindow()
	h := o.winHome
	w := &appWindow{cmd: exec.Command(o.winBin, o.file), log: &strings.Builder{}}
	w.cmd.Env = append(os.Environ(), "HOME="+h, "XDG_CONFIG_HOME="+filepath.Join(h, ".config"), "XDG_CACHE_HOME="+filepath.Join(h, ".cache"),
		"XDG_DATA_HOME="+filepath.Join(h, ".local", "share"), "ARBITER_LANG=en", "FYNE_SCALE=1", "DISPLAY="+o.display.Name())
	w.cmd.Stdout, w.cmd.Stderr = w.log, w.log
	if err := w.cmd.Start(); err != nil {
		o.t.Fatal(err)
	}
	w.exited = testprogram.Ended(w.cmd)
	o.win = w
}

// waitWindow waits until the window started holds the file (its holder
// record names it) and shows it.
func (o *orders) waitWindow() {
	w := o.win
	for deadline := time.Now().Add(time.Minute); ; {
		select {
		case err := <-w.exited:
			o.t.Fatalf("the window ended before it held the file: %v\n%s", err, w.log.String())
		case <-time.After(50 * time.Millisecond):
		}
		if h := holderOf(o.file); h.PID == w.cmd.Process.Pid && h.Program == store.Window {
			if w.id = o.display.Find(filepath.Base(o.file)); w.id != "" {
				return
			}
		}
		if time.Now().After(deadline) {
			testprogram.DumpAndEnd(w.cmd.Process.Pid, w.exited)
			o.t.Fatalf("the window did not hold and show the file within a minute\n%s", w.log.String())
		}
	}
}

// windowAfterWriter opens the window while the command of step i holds
// the file, as serveAfterWriter starts serve.
func (o *orders) windowAfterWriter(i int) {
	for range 50 {
		w := o.startWriter(i)
		held := o.holds(w)
		if held {
			o.openWindowBeside(w)
			return
		}
		o.finishWriter(w)
	}
	o.t.Fatal("50 commands in a row ended before their holder record was seen")
}

// openWindowBeside opens the window while the command w holds the file;
// the window waits for it.
func (o *orders) openWindowBeside(w *writer) {
	o.startWindow()
	o.finishWriter(w)
	o.waitWindow()
}

// closeWindow asks the window to close as its close button does; it must
// let go of the file (its holder record no longer names it) and end
// cleanly within a minute, having called nothing damaged. Serve's 10 s
// count from the moment it let go (serve's part); how long the window
// took to act on the request is its own, and logged apart (0.9 to 5.4 s
// on a shared machine; counted from the request, serve's 10 s once ran
// out).
func (o *orders) closeWindow() {
	w := o.win
	asked := time.Now()
	if err := o.display.CloseWindow(w.id); err != nil {
		o.t.Fatal(err)
	}
	var let time.Time
	for end, ended := asked.Add(time.Minute), false; !ended; {
		if let.IsZero() && holderOf(o.file).PID != w.cmd.Process.Pid {
			let = time.Now()
		}
		select {
		case err := <-w.exited:
			if err != nil {
				o.t.Errorf("the window closed: %v\n%s", err, w.log.String())
			}
			ended, let = true, cmp.Or(let, time.Now())
		case <-time.After(5 * time.Millisecond):
		}
		if !ended && time.Now().After(end) {
			testprogram.DumpAndEnd(w.cmd.Process.Pid, w.exited)
			o.t.Fatalf("the window did not close within a minute of its close request\n%s", w.log.String())
		}
	}
	o.freed = let
	o.letGo = max(o.letGo, let.Sub(asked))
	o.closing = max(o.closing, time.Since(asked))
	o.windowEnded()
	o.windowsClosed++
}

// killWindow kills the window with SIGKILL while it holds the file.
func (o *orders) killWindow() {
	o.win.cmd.Process.Kill()
	<-o.win.exited
	o.freed = time.Now()
	o.windowEnded()
	o.windowsKilled++
}

func (o *orders) windowEnded() {
	if strings.Contains(o.win.log.String(), damagedText) {
		o.t.Errorf("the window said damaged: %s", o.win.log.String())
	}
	o.win = nil
}

// startServe starts serve and notes its address.
func (o *orders) startServe() {
	o.base = ""
	o.serve, o.serveErr = o.soak.startServe()
}

// stopServe ends serve: killed with SIGKILL, or asked to stop (SIGTERM),
// which it must do cleanly, having called nothing damaged. A serve that
// does not end when asked fails the test with where its goroutines stood
// (testprogram.Await): it held the test until the package's time ran out.
func (o *orders) stopServe(kill bool) {
	if o.serve == nil {
		return
	}
	if kill {
		o.serve.Process.Kill()
		o.serve.Wait()
	} else {
		o.serve.Process.Signal(syscall.SIGTERM)
		if err, ok := testprogram.Await(o.serve, testprogram.EndWithin); !ok {
			o.serve = nil
			o.t.Fatalf("serve did not end within %v of SIGTERM:\n%s", testprogram.EndWithin, o.serveErr.String())
		} else if err != nil {
			o.t.Errorf("serve: %v: %s", err, o.serveErr.String())
		}
	}
	if strings.Contains(o.serveErr.String(), damagedText) {
		o.t.Errorf("serve said damaged: %s", o.serveErr.String())
	}
	o.serve = nil
}

// deputyWrites has the deputy sign in and enter a result on a board of
// his, trying again until serve takes it or 10 s have passed (from the
// window's end, where the step closed or killed it), and the
// board set free again by a command; it returns how long serve took.
func (o *orders) deputyWrites() (time.Duration, bool) {
	began := time.Now()
	if !o.freed.IsZero() {
		began, o.freed = o.freed, time.Time{}
	}
	for time.Since(began) < 10*time.Second {
		p := newDeputyPhone(o.base)
		if p.signIn(o.pin) != http.StatusSeeOther {
			time.Sleep(20 * time.Millisecond)
			continue
		}
		code, body, board := p.enter(soakRound, false, "1-0")
		if code >= 500 && code != http.StatusServiceUnavailable || strings.Contains(body, damagedText) {
			o.t.Fatalf("a deputy's result: %d: %s", code, body)
		}
		if code != http.StatusSeeOther {
			time.Sleep(20 * time.Millisecond)
			continue
		}
		took := time.Since(began)
		o.acked++
		for !o.cli("result", o.file, "--round", strconv.Itoa(soakRound), "--board", strconv.Itoa(board), "*") {
		}
		o.acked++
		o.changes = append(o.changes, resultChange{board, "1-0"}, resultChange{board, "*"})
		return took, true
	}
	return 0, false
}

// check checks the file at the end: sound, every acknowledged change in
// it, and one audit row for each change, a killed command's counted only
// where it stands.
func (o *orders) check(start int64) {
	t := o.t
	s := openSound(t, o.file)
	defer s.Close()
	checkAuditIsData(t, s, start, o.changes)
	if rows := int(revision(t, o.file) - start); rows != o.acked+o.stood {
		t.Errorf("the audit log has %d rows for %d acknowledged changes and %d killed ones that stood", rows, o.acked, o.stood)
	}
	for b := 1; b <= 6; b++ {
		if want := cmp.Or(o.results[b], "*"); !o.boardHas(b, want) {
			t.Errorf("board %d: not %s, which the changes acknowledged and those killed that stood left", b, want)
		}
	}
	if n := int(o.refusedCount()); n > 0 {
		t.Logf("refused as busy: %v", o.refused)
	}
}

func (o *orders) refusedCount() int {
	n := 0
	for _, c := range o.refused {
		n += c
	}
	return n
}

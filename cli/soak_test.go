package cli

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"arbiter/internal/sqlitefile"
	"arbiter/internal/testdir"
	"arbiter/internal/testevent"
	"arbiter/internal/testphone"
	"arbiter/internal/testprogram"
	"arbiter/tournament"
	"arbiter/tournament/store"
)

// soakRole makes this test binary one of the programs of TestSoakSharedFile
// (the command line, serve, a reader holding snapshots) in a process of
// its own.
const soakRole = "ARBITER_SOAK_ROLE"

func TestMain(m *testing.M) {
	switch os.Getenv(soakRole) {
	case "":
		// The tests read English unless they ask for a language
		// (ARBITER_LANG, t.Setenv): a developer's Finnish or Estonian
		// locale is not what they test.
		for _, v := range []string{"ARBITER_LANG", "LC_ALL", "LC_MESSAGES", "LANG"} {
			os.Unsetenv(v)
		}
		code := m.Run()
		testdir.RemoveMade()
		os.Exit(code)
	case "arbiter":
		os.Exit(Run(os.Args[1:], os.Stdout, os.Stderr))
	case "reader":
		os.Exit(holdSnapshots(os.Args[1]))
	case "holder":
		os.Exit(holdOneSnapshot(os.Args[1]))
	case "window":
		os.Exit(windowStore(os.Args[1], os.Args[2]))
	case "checkpointer":
		os.Exit(checkpointer(os.Args[1]))
	}
	os.Exit(2)
}

// holdSnapshots reads the file as a program other than Arbiter would (a
// report, a backup tool, the sqlite3 shell): it opens the file, holds one
// snapshot a while and lets go, again and again, until its standard input
// closes.
// Its first snapshot held, it writes a line to its standard output, for
// a test that must know the file is held before it changes it.
func holdSnapshots(path string) int {
	done := make(chan struct{})
	go func() { io.Copy(io.Discard, os.Stdin); close(done) }()
	held := func() { fmt.Println("held") }
	for {
		select {
		case <-done:
			return 0
		default:
		}
		if err := holdSnapshot(path, held); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		held = func() {}
		time.Sleep(100 * time.Millisecond)
	}
}

// holdOneSnapshot is a reader that holds one snapshot of the file until
// its standard input closes or it is killed: every change made meanwhile
// stays in the file's log, since no checkpoint may pass the snapshot. Its
// snapshot held, it writes a line to its standard output.
func holdOneSnapshot(path string) int {
	if err := holdSnapshot(path, func() { fmt.Println("held"); io.Copy(io.Discard, os.Stdin) }); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

// holdSnapshot opens the file read-only, holds a snapshot of it while held
// runs and 150 ms more, and lets go.
func holdSnapshot(path string, held func()) error {
	db, err := sql.Open("sqlite3", sqlitefile.DSN(path, "mode=ro&_busy_timeout=5000"))
	if err != nil {
		return err
	}
	defer db.Close()
	tx, err := db.Begin()
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var n int
	if err := tx.QueryRow(`SELECT count(*) FROM audit`).Scan(&n); err != nil {
		return err
	}
	held()
	time.Sleep(150 * time.Millisecond)
	return nil
}

// soakProgram runs this test binary as the program role with args.
func soakProgram(role string, args ...string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), soakRole+"="+role, "ARBITER_LANG=en")
	return cmd
}

// damagedText is how the refusal of a damaged file begins to end, in
// English: said about a sound file it would have the chief restore a
// backup over good results.
const damagedText = "is damaged"

// badEnd reports whether a command of a soak ended as none may, whoever
// ran it: it could not run or crashed (no exit status), a signal the test
// did not send ended it, or it called the file damaged. A refusal (the
// file busy) is an ending like any other.
func badEnd(cmd *exec.Cmd, err error, stderr string) bool {
	if _, exited := err.(*exec.ExitError); err != nil && !exited {
		return true
	}
	return cmd.ProcessState.Sys().(syscall.WaitStatus).Signaled() || strings.Contains(stderr, damagedText)
}

// holderOf is who the holder record of file (the store's, beside it)
// names, if anybody. Reading the record alone does not touch the lock (a
// look at it, store.HolderOf, takes it for a moment, which would have the
// holder wait for the test).
func holderOf(file string) store.Holder {
	var h store.Holder
	if data, err := os.ReadFile(filepath.Join(filepath.Dir(file), "."+filepath.Base(file)+".holder")); err == nil {
		json.Unmarshal(data, &h)
	}
	return h
}

// TestSoakSharedFile: an ordinary evening, as separate programs on one
// file. "arbiter serve" holds it for the phones; two command lines change
// it at once (results and their corrections, a round's time); two named
// deputies enter results from their phones; a reader holds snapshot after
// snapshot. After every acknowledged change: serve shows it within 2 s,
// and a copy of the file alone (cp) holds it within 5 s. At the end: no
// program crashed or called the file damaged, the file passes
// integrity_check, the audit log has exactly one row for each acknowledged
// change and none else, the data is what the last acknowledged change of
// each writer left, and a deputy given a new PIN, and one removed, by a
// command are refused at once. ARBITER_DEEP=1 runs 500 changes; the
// default is short (soakChanges), shorter still under the race detector,
// where every program of the evening runs with it.
func TestSoakSharedFile(t *testing.T) {
	changes := soakChanges
	if os.Getenv("ARBITER_DEEP") != "" {
		changes = 500
	}
	t.Setenv("ARBITER_LANG", "en")
	k := &soak{t: t, file: demoFile(t), changes: changes, refused: map[string]int{}, results: map[int]string{},
		acks: make(chan acknowledged, changes*4), toClear: make(chan int, 16)}
	var deputies [2]struct{ Name, PIN string }
	for i, name := range []string{"Liisa Kask", "Mart Tamm"} {
		deputies[i].Name, deputies[i].PIN = name, addDeputy(t, k.file, name)
	}
	start := revision(t, k.file)
	serve, serveErr := k.startServe()
	defer serve.Process.Kill()
	reader := soakProgram("reader", k.file)
	readerIn, _ := reader.StdinPipe()
	var readerErr strings.Builder
	reader.Stderr = &readerErr
	if err := reader.Start(); err != nil {
		t.Fatal(err)
	}
	defer reader.Process.Kill()

	w := k.watch()
	var wg sync.WaitGroup
	wg.Go(k.enterResults)
	wg.Go(k.setRoundTimes)
	phones := make([]deputyPhone, len(deputies))
	for i, d := range deputies {
		phones[i] = newDeputyPhone(k.base)
		if code := phones[i].signIn(d.PIN); code != http.StatusSeeOther {
			t.Fatalf("%s signs in: %d", d.Name, code)
		}
		wg.Go(func() { k.deputy(phones[i], i == 1) })
	}
	wg.Wait()
	k.clearDeputiesBoards()
	removed := k.signOutByCommand(phones, deputies[0].Name, deputies[1].Name)
	close(k.acks)
	worstSeen, worstCopy := w.stop()
	// The reader ends as its input closes, serve on SIGTERM; one that
	// does not fails the test with where its goroutines stood
	// (testprogram.Await), not holding it until the package's time ran out.
	readerIn.Close()
	if err, ok := testprogram.Await(reader, testprogram.EndWithin); !ok || err != nil {
		t.Errorf("the reader, its input closed: ended of itself %v, with %v: %s", ok, err, readerErr.String())
	}
	serve.Process.Signal(syscall.SIGTERM)
	if err, ok := testprogram.Await(serve, testprogram.EndWithin); !ok || err != nil {
		t.Errorf("serve, sent SIGTERM: ended of itself %v, with %v: %s", ok, err, serveErr.String())
	}
	if strings.Contains(serveErr.String(), damagedText) {
		t.Errorf("serve said damaged: %s", serveErr.String())
	}
	for _, f := range k.failures {
		t.Error(f)
	}
	if len(k.failures) > 0 {
		t.Logf("serve's errors: %s", serveErr.String())
	}
	k.checkFile(start, removed)
	t.Logf("%d changes acknowledged, refused: %v; serve showed each within %v, a copy of the file alone held it within %v",
		k.acked, k.refused, worstSeen.Round(time.Millisecond), worstCopy.Round(time.Millisecond))
}

// soakRound is the demo's round in play: six boards, none decided.
const soakRound = 6

// soak is the evening of TestSoakSharedFile: the file, serve's address,
// and what the programs had acknowledged and refused so far.
type soak struct {
	t       *testing.T
	file    string
	base    string // serve's address
	changes int

	mu       sync.Mutex
	acked    int               // acknowledged changes
	refused  map[string]int    // changes refused, by why
	failures []string          // what broke a promise
	lastTime string            // the round time the last acknowledged change set
	results  map[int]string    // board (1, 2) -> the last result acknowledged
	acks     chan acknowledged // every acknowledgement, for the watchers' check
	toClear  chan int          // the boards the deputies decided, to set free again
}

// acknowledged is the moment a change was acknowledged and the file's
// revision read at once, so that a checker running behind (two cores
// shared with compilers) never counts its own lag against serve.
type acknowledged struct {
	at  time.Time
	rev int64
}

func (k *soak) fail(format string, args ...any) {
	k.mu.Lock()
	k.failures = append(k.failures, fmt.Sprintf(format, args...))
	k.mu.Unlock()
}

// ack counts an acknowledged change.
func (k *soak) ack() {
	at := time.Now()
	rev, err := fileRevision(k.file)
	if err != nil {
		k.fail("reading the file after an acknowledged change: %v", err)
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	k.acked++
	k.acks <- acknowledged{at, rev}
}

// more reports whether the writers go on.
func (k *soak) more() bool {
	k.mu.Lock()
	defer k.mu.Unlock()
	return k.acked < k.changes && len(k.failures) == 0
}

// cli runs one command in a process of its own: true when it was
// acknowledged; a refusal must be the file being busy, never damaged.
func (k *soak) cli(args ...string) bool {
	cmd := soakProgram("arbiter", args...)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	err := cmd.Run()
	if err == nil {
		return true
	}
	if badEnd(cmd, err, stderr.String()) {
		k.fail("arbiter %s: %v: %s", strings.Join(args, " "), err, stderr.String())
		return false
	}
	k.mu.Lock()
	k.refused[strings.TrimSpace(stderr.String())]++
	k.mu.Unlock()
	return false
}

// startServe starts arbiter serve in a process of its own and notes its
// address.
func (k *soak) startServe() (*exec.Cmd, *strings.Builder) {
	serve := soakProgram("arbiter", "serve", k.file, "--addr", "127.0.0.1:0")
	serveErr := &strings.Builder{}
	serve.Stderr = serveErr
	k.base = testprogram.Serve(k.t, serve)
	return serve, serveErr
}

// enterResults is the first command line: results of boards 1 and 2,
// each a change, and the deputies' boards set free again.
func (k *soak) enterResults() {
	cycle := []string{"1-0", "0-1", "1/2-1/2"}
	round := strconv.Itoa(soakRound)
	for i := 0; k.more(); i++ {
		select {
		case b := <-k.toClear:
			if k.cli("result", k.file, "--round", round, "--board", strconv.Itoa(b), "*") {
				k.ack()
			} else {
				k.toClear <- b
			}
			continue
		default:
		}
		b := 1 + i%2
		r := cycle[(i/2)%len(cycle)]
		if k.cli("result", k.file, "--round", round, "--board", strconv.Itoa(b), r) {
			k.mu.Lock()
			k.results[b] = r
			k.mu.Unlock()
			k.ack()
		}
	}
}

// setRoundTimes is the second command line: the next round's time, a new
// one each time.
func (k *soak) setRoundTimes() {
	for i := 0; k.more(); i++ {
		// Within the demo's days, which end on 23 May.
		at := fmt.Sprintf("2026-05-%02d %02d:%02d", 1+i/600%23, 8+i/60%10, i%60)
		if k.cli("event", k.file, "--round-time", fmt.Sprintf("%d=%s", soakRound+1, at)) {
			k.mu.Lock()
			k.lastTime = at
			k.mu.Unlock()
			k.ack()
		}
	}
}

// deputy enters results from a deputy's phone, on the last open board or
// the first.
func (k *soak) deputy(p deputyPhone, last bool) {
	for k.more() {
		code, body, board := p.enter(soakRound, last, "1-0")
		switch {
		case code == http.StatusSeeOther:
			k.toClear <- board
			k.ack()
		case code == 0: // no board free
			time.Sleep(20 * time.Millisecond)
		case code >= 500 && strings.Contains(body, damagedText), code >= 500 && code != http.StatusServiceUnavailable:
			k.fail("a deputy's result: %d: %s", code, body)
		default:
			k.mu.Lock()
			k.refused[fmt.Sprintf("deputy %d", code)]++
			k.mu.Unlock()
		}
	}
}

// clearDeputiesBoards sets the deputies' boards free again once the
// writers stopped.
func (k *soak) clearDeputiesBoards() {
	for len(k.toClear) > 0 {
		b := <-k.toClear
		for !k.cli("result", k.file, "--round", strconv.Itoa(soakRound), "--board", strconv.Itoa(b), "*") {
		}
		k.ack()
	}
}

// signOutByCommand gives the first deputy a new PIN and removes the
// second, each by a command while serve runs; each one's next result from
// his phone is refused at once. It returns the file's revision after.
func (k *soak) signOutByCommand(phones []deputyPhone, repinned, removed string) int64 {
	for i, args := range [][]string{{"deputy", "pin", k.file, repinned}, {"deputy", "remove", k.file, removed}} {
		if !k.cli(args...) {
			k.t.Fatalf("%s was refused", strings.Join(args[:2], " "))
		}
		k.ack()
		if code, body, _ := phones[i].enter(soakRound, i == 1, "0-1"); code == http.StatusSeeOther || code == 0 && !strings.Contains(body, `name="pin"`) {
			k.t.Errorf("%s: the deputy's next result: %d %s", strings.Join(args[:2], " "), code, body)
		}
	}
	return revision(k.t, k.file)
}

// checkFile checks the file at the end: sound, the audit log with one row
// for each acknowledged change and no other, no gap in its ids, and the
// data as the last acknowledged changes left it.
func (k *soak) checkFile(start, end int64) {
	t := k.t
	s := openSound(t, k.file)
	defer s.Close()
	checkAuditIsData(t, s, start, nil)
	log, err := s.Audit()
	if err != nil {
		t.Fatal(err)
	}
	ids := make([]int64, len(log))
	for i, e := range log {
		ids[i] = e.ID
	}
	slices.Sort(ids)
	if n := int64(len(ids)); n == 0 || ids[n-1] != n {
		t.Errorf("the audit log's ids have a gap: %d rows, the last %d", n, ids[len(ids)-1])
	}
	if got, want := end-start, int64(k.acked); got != want {
		t.Errorf("the audit log has %d rows for %d acknowledged changes", got, want)
	}
	if final := revision(t, k.file); final != end {
		t.Errorf("the signed-out deputies' refused results wrote audit rows: %d after %d", final, end)
	}
	ev := testevent.Event(t, s)
	for b := 1; b <= 6; b++ {
		p, err := ev.FindPairing(soakRound, b)
		if err != nil {
			t.Fatal(err)
		}
		want := tournament.NoResult
		if r, ok := k.results[b]; ok {
			want, _ = tournament.ParseResult(r)
		}
		if p.Result != want {
			t.Errorf("board %d: %v, the last acknowledged change set %v", b, p.Result, want)
		}
	}
	if at := ev.Settings.Schedule; k.lastTime != "" && !scheduleHas(at, soakRound+1, k.lastTime) {
		t.Errorf("round %d's time: %v, the last acknowledged change set %s", soakRound+1, at, k.lastTime)
	}
}

// soakWatch notes when serve's pages, and a cp of the file, first showed
// each revision, and measures each acknowledgement against those notes:
// serve within 2 s, a copy of the file alone within 5 s.
type soakWatch struct {
	k                    *soak
	mu                   sync.Mutex
	serveAt, copyAt      []revAt
	stopping             chan struct{}
	watching             sync.WaitGroup
	checked              chan struct{}
	worstSeen, worstCopy time.Duration
}

// watch starts the two watchers and the checker of the acknowledgements.
func (k *soak) watch() *soakWatch {
	w := &soakWatch{k: k, stopping: make(chan struct{}), checked: make(chan struct{})}
	copyPath := filepath.Join(k.t.TempDir(), "copy.arbiter")
	w.watching.Add(2)
	go w.note(&w.serveAt, 20*time.Millisecond, func() (int64, error) { return serveRev(k.base) })
	go w.note(&w.copyAt, 50*time.Millisecond, func() (int64, error) { return copied(k.file, copyPath) })
	go w.check()
	return w
}

func (w *soakWatch) note(into *[]revAt, every time.Duration, read func() (int64, error)) {
	defer w.watching.Done()
	for {
		select {
		case <-w.stopping:
			return
		case <-time.After(every):
		}
		if r, err := read(); err == nil {
			w.mu.Lock()
			if n := len(*into); n == 0 || r > (*into)[n-1].rev {
				*into = append(*into, revAt{r, time.Now()})
			}
			w.mu.Unlock()
		}
	}
}

// firstShown waits until the notes hold rev or the bound has passed
// since at, and returns how long after at it was first shown.
func (w *soakWatch) firstShown(notes *[]revAt, rev int64, at time.Time, bound time.Duration) (time.Duration, bool) {
	for {
		w.mu.Lock()
		for _, n := range *notes {
			if n.rev >= rev {
				w.mu.Unlock()
				return max(n.at.Sub(at), 0), true
			}
		}
		w.mu.Unlock()
		if time.Since(at) > bound+time.Second {
			return 0, false
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func (w *soakWatch) check() {
	defer close(w.checked)
	for a := range w.k.acks {
		if d, ok := w.firstShown(&w.serveAt, a.rev, a.at, 2*time.Second); !ok || d > 2*time.Second {
			w.k.fail("serve does not show revision %d 2 s after it was acknowledged (%v)", a.rev, d)
		} else {
			w.worstSeen = max(w.worstSeen, d)
		}
		if d, ok := w.firstShown(&w.copyAt, a.rev, a.at, 5*time.Second); !ok || d > 5*time.Second {
			w.k.fail("a copy of the file alone lacks revision %d 5 s after it was acknowledged (%v)", a.rev, d)
		} else {
			w.worstCopy = max(w.worstCopy, d)
		}
	}
}

// stop waits for the check of the last acknowledgement (acks closed), stops
// the watchers and returns the worst delays.
func (w *soakWatch) stop() (seen, copied time.Duration) {
	<-w.checked
	close(w.stopping)
	w.watching.Wait()
	return w.worstSeen, w.worstCopy
}

// scheduleHas reports whether the event's schedule gives round the time at
// ("2026-05-01 10:00").
func scheduleHas(sched []tournament.RoundTime, round int, at string) bool {
	for _, r := range sched {
		if r.Round == round && r.Date+" "+r.Time == at {
			return true
		}
	}
	return false
}

// revision is the file's revision as a program that opens it now reads it.
func revision(t *testing.T, file string) int64 {
	t.Helper()
	r, err := fileRevision(file)
	if err != nil {
		t.Fatalf("reading the file: %v", err)
	}
	return r
}

// fileRevision is revision for a goroutine other than the test's.
func fileRevision(file string) (int64, error) {
	s, err := store.OpenReadOnly(file)
	if err != nil {
		return 0, err
	}
	defer s.Close()
	return s.Revision()
}

// revAt is when a watcher first saw a revision.
type revAt struct {
	rev int64
	at  time.Time
}

// serveRev is the revision serve's pages show.
func serveRev(base string) (int64, error) {
	resp, err := http.Get(base + "/rev")
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return 0, err
	}
	return strconv.ParseInt(strings.TrimSpace(string(b)), 10, 64)
}

// copied copies the file alone, as cp does, to copyPath and returns the
// revision the copy holds.
func copied(file, copyPath string) (int64, error) {
	os.Remove(copyPath)
	if out, err := exec.Command("cp", file, copyPath).CombinedOutput(); err != nil {
		return 0, fmt.Errorf("cp: %v: %s", err, out)
	}
	s, err := store.OpenReadOnly(copyPath)
	if err != nil {
		return 0, err
	}
	defer func() { s.Close(); store.Remove(copyPath) }()
	return s.Revision()
}

// deputyPhone is a deputy's phone at the venue pages.
type deputyPhone struct{ *testphone.Phone }

func newDeputyPhone(base string) deputyPhone { return deputyPhone{testphone.At(base, "")} }

var openBoards = regexp.MustCompile(`<option value="([0-9]+)">`)

// signedIn is a deputy's phone at base signed in with pin, and the round
// its entry page offers.
func signedIn(t *testing.T, base, pin string) (deputyPhone, int) {
	t.Helper()
	p := newDeputyPhone(base)
	if code := p.signIn(pin); code != http.StatusSeeOther {
		t.Fatalf("sign-in: %d", code)
	}
	_, page, _ := p.Step(nil)
	m := offeredRound.FindStringSubmatch(page)
	if m == nil {
		t.Fatalf("no round to enter:\n%s", page)
	}
	round, _ := strconv.Atoi(m[1])
	return p, round
}

var offeredRound = regexp.MustCompile(`name="round" value="([0-9]+)">`)

// signIn signs in with pin and returns the status, -1 where none came.
func (p deputyPhone) signIn(pin string) int {
	code, err := p.SignIn(pin)
	if err != nil {
		return -1
	}
	return code
}

// enter enters result on a board of round the page offers (the last one
// when last), through the form, the confirmation and the save, and
// returns the save's status (0 when no board is offered, -1 where no
// answer came) and page and the board.
func (p deputyPhone) enter(round int, last bool, result string) (int, string, int) {
	code, page, err := p.Step(nil)
	if err != nil {
		return -1, err.Error(), 0
	}
	if code != http.StatusOK {
		return code, page, 0
	}
	var boards []int
	for _, m := range openBoards.FindAllStringSubmatch(page, -1) {
		if b, _ := strconv.Atoi(m[1]); b >= 3 {
			boards = append(boards, b)
		}
	}
	if len(boards) == 0 || testphone.Token(page) == "" {
		return 0, page, 0
	}
	b := boards[0]
	if last {
		b = boards[len(boards)-1]
	}
	if code, page, err = p.Enter(page, round, b, result); err != nil {
		return -1, err.Error(), b
	}
	return code, page, b
}

// resultChange is an acknowledged result: the board of the soak's round
// and the result as typed.
type resultChange struct {
	board  int
	result string
}

// openSound opens the file at path read-only and checks that it is sound.
// The caller closes it when its check ends, not with the test: the
// programs of the evening go on beside the file, and a reader held open
// changes them.
func openSound(t *testing.T, path string) *store.Store {
	t.Helper()
	s, err := store.OpenReadOnly(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Check(); err != nil {
		s.Close()
		t.Fatal(err)
	}
	return s
}

// checkAuditIsData checks the audit log's entries after revision start
// row by row against the file, as undo reads them (each entry's before-
// and after-images of the rows it changed): every acknowledged result is
// the after-image of an entry of its own on its board, each entry found
// each row it changed as the entry before it that changed the row left it
// (no change went into the file without its entry), and the last
// after-image of every row is the row in the file now.
func checkAuditIsData(t *testing.T, s *store.Store, start int64, acked []resultChange) {
	t.Helper()
	problems, err := auditIsData(s, start, acked)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range problems {
		t.Error(p)
	}
}

// auditIsData is checkAuditIsData's check: what it finds wrong.
func auditIsData(s *store.Store, start int64, acked []resultChange) (problems []string, err error) {
	log, err := s.Audit()
	if err != nil {
		return nil, err
	}
	db, err := sql.Open("sqlite3", sqlitefile.DSN(s.Path(), "mode=ro"))
	if err != nil {
		return nil, err
	}
	defer db.Close()
	rowID := primaryKeys{db: db, keys: map[string][]string{}}.id
	image := func(r store.Row) string {
		b, _ := json.Marshal(r) // a map's keys in order
		return string(b)
	}
	type seen struct {
		table string
		row   store.Row // nil: deleted
	}
	state := map[string]seen{}
	audited := map[resultChange]int{}
	for _, e := range log {
		if e.ID <= start {
			continue
		}
		if e.Changes == nil {
			problems = append(problems, fmt.Sprintf("audit entry %d (%v) keeps no before- and after-images", e.ID, e.Steps))
			continue
		}
		// An entry may look at a row twice (its key within another's):
		// the first before-image is what it found, the last after-image
		// what it left.
		found, left := map[string]bool{}, map[string]seen{}
		for _, c := range e.Changes {
			after := map[string]bool{}
			for _, r := range c.After {
				id := rowID(c.Table, r)
				after[id], left[id] = true, seen{c.Table, r}
				if v, ok := r["result"].(string); c.Table == "pairings" && ok && fmt.Sprint(r["round"]) == strconv.Itoa(soakRound) {
					b, _ := strconv.Atoi(fmt.Sprint(r["board"]))
					audited[resultChange{b, v}]++
				}
			}
			for _, r := range c.Before {
				id := rowID(c.Table, r)
				if !found[id] {
					found[id] = true
					if was, ok := state[id]; ok && (was.row == nil || image(was.row) != image(r)) {
						problems = append(problems, fmt.Sprintf("audit entry %d found %s as %s; the entry before it left %s", e.ID, id, image(r), image(was.row)))
					}
				}
				if !after[id] {
					left[id] = seen{c.Table, nil}
				}
			}
		}
		for id, v := range left {
			state[id] = v
		}
	}
	for id, v := range state {
		table, where, args := v.table, []string{}, []any{}
		for _, part := range strings.Split(id, "|")[1:] {
			c, val, _ := strings.Cut(part, "=")
			where, args = append(where, fmt.Sprintf("CAST(%q AS TEXT) = ?", c)), append(args, val)
		}
		now, err := rowIn(db, table, where, args)
		if err != nil {
			return nil, err
		}
		if (now == nil) != (v.row == nil) || now != nil && image(now) != image(v.row) {
			problems = append(problems, fmt.Sprintf("%s is %s in the file; the audit log's last entry left %s", id, image(now), image(v.row)))
		}
	}
	want := map[resultChange]int{}
	for _, c := range acked {
		r, _ := tournament.ParseResult(c.result)
		want[resultChange{c.board, r.String()}]++
	}
	for c, n := range want {
		if audited[c] < n {
			problems = append(problems, fmt.Sprintf("board %d set to %s: %d times acknowledged, %d in the audit log", c.board, c.result, n, audited[c]))
		}
	}
	return problems, nil
}

// primaryKeys names a row by its table's primary key, read from db once
// a table: "table|col=value|…".
type primaryKeys struct {
	db   *sql.DB
	keys map[string][]string // table -> its primary key's columns
}

func (k primaryKeys) id(table string, r store.Row) string {
	if _, ok := k.keys[table]; !ok {
		rows, err := k.db.Query(`SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk`, table)
		if err != nil {
			return table + "?"
		}
		for rows.Next() {
			var c string
			rows.Scan(&c)
			k.keys[table] = append(k.keys[table], c)
		}
		rows.Close()
	}
	id := table
	for _, c := range k.keys[table] {
		id += fmt.Sprintf("|%s=%v", c, r[c])
	}
	return id
}

// rowIn is the row of table the conditions where (with their args) find
// in the file, nil if none, its text columns as strings as the audit
// log's images hold them.
func rowIn(db *sql.DB, table string, where []string, args []any) (store.Row, error) {
	rows, err := db.Query(fmt.Sprintf(`SELECT * FROM %q WHERE %s`, table, strings.Join(where, " AND ")), args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	cols, _ := rows.Columns()
	var now store.Row
	for rows.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		rows.Scan(ptrs...)
		now = store.Row{}
		for i, c := range cols {
			if b, ok := vals[i].([]byte); ok {
				vals[i] = string(b)
			}
			now[c] = vals[i]
		}
	}
	return now, nil
}

// TestAuditIsDataFindsWhatTheLogMisses: the soak's end check finds a
// change that went into the file without its audit entry, and an
// acknowledged change the log does not have.
func TestAuditIsDataFindsWhatTheLogMisses(t *testing.T) {
	file := demoFile(t)
	start := revision(t, file)
	runCLI(t, 0, "result", file, "--round", strconv.Itoa(soakRound), "--board", "1", "1-0")
	acked := []resultChange{{1, "1-0"}}
	check := func(acked []resultChange) []string {
		s, err := store.OpenReadOnly(file)
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		problems, err := auditIsData(s, start, acked)
		if err != nil {
			t.Fatal(err)
		}
		return problems
	}
	if p := check(acked); len(p) > 0 {
		t.Fatalf("an audited change: %v", p)
	}
	if p := check(append(acked, resultChange{2, "0-1"})); len(p) != 1 || !strings.Contains(p[0], "board 2 set to 0-1") {
		t.Errorf("an acknowledged change the log lacks: %v", p)
	}
	db, err := sql.Open("sqlite3", sqlitefile.DSN(file, ""))
	if err != nil {
		t.Fatal(err)
	}
	_, err = db.Exec(`UPDATE pairings SET result = '0-1' WHERE round = ? AND board = 1`, soakRound)
	db.Close()
	if err != nil {
		t.Fatal(err)
	}
	if p := check(acked); len(p) != 1 || !strings.Contains(p[0], "pairings|round=6|board=1") {
		t.Errorf("a change without its entry: %v", p)
	}
}

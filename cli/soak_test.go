package cli

import (
	"bufio"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
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
		os.Exit(m.Run())
	case "arbiter":
		os.Exit(Run(os.Args[1:], os.Stdout, os.Stderr))
	case "reader":
		os.Exit(holdSnapshots(os.Args[1]))
	}
	os.Exit(2)
}

// holdSnapshots reads the file as a program other than Arbiter would (a
// report, a backup tool, the sqlite3 shell): it opens the file, holds one
// snapshot a while and lets go, again and again, until its standard input
// closes.
func holdSnapshots(path string) int {
	done := make(chan struct{})
	go func() { io.Copy(io.Discard, os.Stdin); close(done) }()
	for {
		select {
		case <-done:
			return 0
		default:
		}
		if err := holdSnapshot(path); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func holdSnapshot(path string) error {
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

// TestSoakSharedFile: an ordinary evening, as separate programs on one
// file. "arbiter serve" holds it for the phones; two command lines change
// it at once (results and their corrections, a round's time); two named
// deputies enter results from their phones; a reader holds snapshot after
// snapshot. After every acknowledged change: serve shows it within 2 s,
// and a copy of the file alone (cp) holds it within 5 s. At the end: no
// program crashed or called the file damaged, the file passes
// integrity_check, the audit log has exactly one row for each acknowledged
// change and none else, the data is what the last acknowledged change of
// each writer left, and a deputy removed by a command is refused at once.
// ARBITER_DEEP=1 runs 500 changes; the default is short.
func TestSoakSharedFile(t *testing.T) {
	changes := 40
	if os.Getenv("ARBITER_DEEP") != "" {
		changes = 500
	}
	t.Setenv("ARBITER_LANG", "en")
	file := demoFile(t)
	const round = 6 // the demo's round in play: six boards, none decided
	var deputies [2]struct{ Name, PIN string }
	for i, name := range []string{"Liisa Kask", "Mart Tamm"} {
		json.Unmarshal([]byte(runCLI(t, 0, "deputy", "add", file, name, "--pin", "--json")), &deputies[i])
	}
	start := revision(t, file)

	// serve, in a process of its own.
	serve := soakProgram("arbiter", "serve", file, "--addr", "127.0.0.1:0")
	var serveErr strings.Builder
	serve.Stderr = &serveErr
	out, err := serve.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := serve.Start(); err != nil {
		t.Fatal(err)
	}
	defer serve.Process.Kill()
	lines := bufio.NewScanner(out)
	base := ""
	for base == "" && lines.Scan() {
		base = regexp.MustCompile(`http://127\.0\.0\.1:\d+`).FindString(lines.Text())
	}
	if base == "" {
		t.Fatalf("serve printed no address; stderr: %s", serveErr.String())
	}
	go io.Copy(io.Discard, out)

	// The reader holding snapshots.
	reader := soakProgram("reader", file)
	readerIn, _ := reader.StdinPipe()
	var readerErr strings.Builder
	reader.Stderr = &readerErr
	if err := reader.Start(); err != nil {
		t.Fatal(err)
	}
	defer reader.Process.Kill()

	var (
		mu       sync.Mutex
		acked    int                // acknowledged changes
		refused  = map[string]int{} // changes refused, by why
		failures []string
		lastTime string             // the round time the last acknowledged change set
		results  = map[int]string{} // board (1, 2) -> the last result acknowledged
	)
	fail := func(format string, args ...any) {
		mu.Lock()
		failures = append(failures, fmt.Sprintf(format, args...))
		mu.Unlock()
	}
	// An acknowledgement carries the moment it came and the file's
	// revision read at once, so that a checker running behind (two cores
	// shared with compilers) never counts its own lag against serve.
	type acknowledged struct {
		at  time.Time
		rev int64
	}
	acks := make(chan acknowledged, changes*4)
	ack := func() bool {
		at := time.Now()
		rev, err := fileRevision(file)
		if err != nil {
			fail("reading the file after an acknowledged change: %v", err)
		}
		mu.Lock()
		defer mu.Unlock()
		acked++
		acks <- acknowledged{at, rev}
		return acked < changes
	}
	more := func() bool {
		mu.Lock()
		defer mu.Unlock()
		return acked < changes && len(failures) == 0
	}
	// cli runs one command in a process of its own: true when it was
	// acknowledged; a refusal must be the file being busy, never damaged.
	cli := func(args ...string) bool {
		cmd := soakProgram("arbiter", args...)
		var stderr strings.Builder
		cmd.Stderr = &stderr
		err := cmd.Run()
		if err == nil {
			return true
		}
		if _, exited := err.(*exec.ExitError); !exited || strings.Contains(stderr.String(), damagedText) || cmd.ProcessState.Sys().(syscall.WaitStatus).Signaled() {
			fail("arbiter %s: %v: %s", strings.Join(args, " "), err, stderr.String())
			return false
		}
		mu.Lock()
		refused[strings.TrimSpace(stderr.String())]++
		mu.Unlock()
		return false
	}
	toClear := make(chan int, 16)
	var wg sync.WaitGroup
	// The first command line: results of boards 1 and 2, each a change, and
	// the deputies' boards set free again.
	wg.Add(1)
	go func() {
		defer wg.Done()
		cycle := []string{"1-0", "0-1", "1/2-1/2"}
		for i := 0; more(); i++ {
			select {
			case b := <-toClear:
				if cli("result", file, "--round", strconv.Itoa(round), "--board", strconv.Itoa(b), "*") {
					ack()
				} else {
					toClear <- b
				}
				continue
			default:
			}
			b := 1 + i%2
			r := cycle[(i/2)%len(cycle)]
			if cli("result", file, "--round", strconv.Itoa(round), "--board", strconv.Itoa(b), r) {
				mu.Lock()
				results[b] = r
				mu.Unlock()
				ack()
			}
		}
	}()
	// The second: the next round's time, a new one each time.
	wg.Add(1)
	go func() {
		defer wg.Done()
		for i := 0; more(); i++ {
			at := fmt.Sprintf("2026-05-%02d %02d:%02d", 1+i/600%28, 8+i/60%10, i%60)
			if cli("event", file, "--round-time", fmt.Sprintf("%d=%s", round+1, at)) {
				mu.Lock()
				lastTime = at
				mu.Unlock()
				ack()
			}
		}
	}()
	// The deputies, from their phones.
	phones := make([]*deputyPhone, len(deputies))
	for i, d := range deputies {
		phones[i] = newDeputyPhone(t, base)
		if code := phones[i].signIn(d.PIN); code != http.StatusSeeOther {
			t.Fatalf("%s signs in: %d", d.Name, code)
		}
		wg.Add(1)
		go func(p *deputyPhone, last bool) {
			defer wg.Done()
			for more() {
				code, body, board := p.enter(round, last, "1-0")
				switch {
				case code == http.StatusSeeOther:
					toClear <- board
					ack()
				case code == 0: // no board free
					time.Sleep(20 * time.Millisecond)
				case code >= 500 && strings.Contains(body, damagedText), code >= 500 && code != http.StatusServiceUnavailable:
					fail("a deputy's result: %d: %s", code, body)
				default:
					mu.Lock()
					refused[fmt.Sprintf("deputy %d", code)]++
					mu.Unlock()
				}
			}
		}(phones[i], i == 1)
	}
	// Every acknowledged change, seen by serve within 2 s and held by a
	// copy of the file alone within 5 s: two watchers note when serve's
	// pages, and a cp of the file, first showed each revision, and each
	// acknowledgement is measured against those notes.
	var (
		seenMu               sync.Mutex
		serveAt, copyAt      []revAt
		stopWatch            = make(chan struct{})
		watching             sync.WaitGroup
		worstSeen, worstCopy time.Duration
	)
	watch := func(into *[]revAt, every time.Duration, read func() (int64, error)) {
		defer watching.Done()
		for {
			select {
			case <-stopWatch:
				return
			case <-time.After(every):
			}
			if r, err := read(); err == nil {
				seenMu.Lock()
				if n := len(*into); n == 0 || r > (*into)[n-1].rev {
					*into = append(*into, revAt{r, time.Now()})
				}
				seenMu.Unlock()
			}
		}
	}
	copyPath := filepath.Join(t.TempDir(), "copy.arbiter")
	watching.Add(2)
	go watch(&serveAt, 20*time.Millisecond, func() (int64, error) { return serveRev(base) })
	go watch(&copyAt, 50*time.Millisecond, func() (int64, error) { return copied(file, copyPath) })
	// firstShown waits until the notes hold rev or the bound has passed
	// since at, and returns how long after at it was first shown.
	firstShown := func(notes *[]revAt, rev int64, at time.Time, bound time.Duration) (time.Duration, bool) {
		for {
			seenMu.Lock()
			for _, n := range *notes {
				if n.rev >= rev {
					seenMu.Unlock()
					return max(n.at.Sub(at), 0), true
				}
			}
			seenMu.Unlock()
			if time.Since(at) > bound+time.Second {
				return 0, false
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	checked := make(chan struct{})
	go func() {
		defer close(checked)
		for a := range acks {
			if d, ok := firstShown(&serveAt, a.rev, a.at, 2*time.Second); !ok || d > 2*time.Second {
				fail("serve does not show revision %d 2 s after it was acknowledged (%v)", a.rev, d)
			} else {
				worstSeen = max(worstSeen, d)
			}
			if d, ok := firstShown(&copyAt, a.rev, a.at, 5*time.Second); !ok || d > 5*time.Second {
				fail("a copy of the file alone lacks revision %d 5 s after it was acknowledged (%v)", a.rev, d)
			} else {
				worstCopy = max(worstCopy, d)
			}
		}
	}()
	wg.Wait()
	// The deputies' boards are set free; then the second deputy is removed
	// by a command, and his next result is refused.
	for len(toClear) > 0 {
		b := <-toClear
		for !cli("result", file, "--round", strconv.Itoa(round), "--board", strconv.Itoa(b), "*") {
		}
		ack()
	}
	if !cli("deputy", "remove", file, deputies[1].Name) {
		t.Fatal("deputy remove was refused")
	}
	removed := revision(t, file)
	if code, body, _ := phones[1].enter(round, true, "0-1"); code == http.StatusSeeOther || code == 0 && !strings.Contains(body, `name="pin"`) {
		t.Errorf("the removed deputy's result: %d %s", code, body)
	}
	close(acks)
	<-checked
	close(stopWatch)
	watching.Wait()
	readerIn.Close()
	if err := reader.Wait(); err != nil {
		t.Errorf("the reader: %v: %s", err, readerErr.String())
	}
	serve.Process.Signal(syscall.SIGTERM)
	if err := serve.Wait(); err != nil {
		t.Errorf("serve: %v", err)
	}
	if strings.Contains(serveErr.String(), damagedText) {
		t.Errorf("serve said damaged: %s", serveErr.String())
	}
	for _, f := range failures {
		t.Error(f)
	}
	if len(failures) > 0 {
		t.Logf("serve's errors: %s", serveErr.String())
	}

	// The file: sound, and the audit log has one row for each
	// acknowledged change, the deputy's removal included, and no other.
	s, err := store.OpenReadOnly(file)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
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
	if got, want := removed-start, int64(acked+1); got != want {
		t.Errorf("the audit log has %d rows for %d acknowledged changes", got, want)
	}
	if final := revision(t, file); final != removed {
		t.Errorf("the removed deputy's refused result wrote audit rows: %d after %d", final, removed)
	}
	ev, err := s.Event()
	if err != nil {
		t.Fatal(err)
	}
	for b := 1; b <= 6; b++ {
		p, err := tournament.FindPairing(ev, round, b)
		if err != nil {
			t.Fatal(err)
		}
		want := tournament.NoResult
		if r, ok := results[b]; ok {
			want, _ = tournament.ParseResult(r)
		}
		if p.Result != want {
			t.Errorf("board %d: %v, the last acknowledged change set %v", b, p.Result, want)
		}
	}
	if at := ev.Settings.Schedule; lastTime != "" && !scheduleHas(at, round+1, lastTime) {
		t.Errorf("round %d's time: %v, the last acknowledged change set %s", round+1, at, lastTime)
	}
	t.Logf("%d changes acknowledged, refused: %v; serve showed each within %v, a copy of the file alone held it within %v",
		acked, refused, worstSeen.Round(time.Millisecond), worstCopy.Round(time.Millisecond))
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
type deputyPhone struct {
	t    *testing.T
	base string
	c    *http.Client
}

func newDeputyPhone(t *testing.T, base string) *deputyPhone {
	jar, _ := cookiejar.New(nil)
	return &deputyPhone{t, base, &http.Client{Jar: jar, Timeout: 20 * time.Second,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
}

var (
	formToken  = regexp.MustCompile(`name="token" value="([^"]+)"`)
	openBoards = regexp.MustCompile(`<option value="([0-9]+)">`)
)

// step sends the entry page's form, or asks for the page when fields is nil.
func (p *deputyPhone) step(fields url.Values) (int, string) {
	var resp *http.Response
	var err error
	if fields == nil {
		resp, err = p.c.Get(p.base + "/enter.html")
	} else {
		resp, err = p.c.PostForm(p.base+"/enter.html", fields)
	}
	if err != nil {
		return -1, err.Error()
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

func (p *deputyPhone) signIn(pin string) int {
	_, page := p.step(nil)
	m := formToken.FindStringSubmatch(page)
	if m == nil {
		return 0
	}
	code, _ := p.step(url.Values{"step": {"signin"}, "token": {m[1]}, "pin": {pin}})
	return code
}

// enter enters result on a board of round the page offers (the last one
// when last), through the form, the confirmation and the save, and
// returns the save's status (0 when no board is offered) and page and the
// board.
func (p *deputyPhone) enter(round int, last bool, result string) (int, string, int) {
	code, page := p.step(nil)
	if code != http.StatusOK {
		return code, page, 0
	}
	var boards []int
	for _, m := range openBoards.FindAllStringSubmatch(page, -1) {
		if b, _ := strconv.Atoi(m[1]); b >= 3 {
			boards = append(boards, b)
		}
	}
	tok := formToken.FindStringSubmatch(page)
	if len(boards) == 0 || tok == nil {
		return 0, page, 0
	}
	b := boards[0]
	if last {
		b = boards[len(boards)-1]
	}
	fields := url.Values{"step": {"check"}, "token": {tok[1]}, "round": {strconv.Itoa(round)}, "board": {strconv.Itoa(b)}, "result": {result}}
	code, page = p.step(fields)
	if tok = formToken.FindStringSubmatch(page); code != http.StatusOK || tok == nil {
		return code, page, b
	}
	fields.Set("step", "save")
	fields.Set("token", tok[1])
	code, page = p.step(fields)
	return code, page, b
}

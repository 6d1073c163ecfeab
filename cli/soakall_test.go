package cli

import (
	"bufio"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"

	"arbiter/engine"
	"arbiter/internal/sqlitefile"
	"arbiter/internal/testevent"
	"arbiter/internal/testprogram"
	"arbiter/tournament"
	"arbiter/tournament/store"
)

// windowStore is the window's store as a process of its own: the file
// opened as the window opens it (store.Open, held to the close), and one
// line of its standard input a command, each the store call the window's
// view makes for it (the restore the backup chosen from the list of
// st.Backups, as the file view does). It answers each with one line:
// "ok " and the round in play's boards as the store reads them after the command,
// or "refused KEY: text".
func windowStore(path, round string) int {
	var st *store.Store
	rd, _ := strconv.Atoi(round)
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		f := strings.Fields(in.Text())
		var err error
		switch f[0] {
		case "open":
			st, err = store.Open(path)
		case "close":
			err, st = st.Close(), nil
		case "result":
			b, _ := strconv.Atoi(f[1])
			r, _ := tournament.ParseResult(f[2])
			err = st.SetResult(rd, b, r)
		case "undo":
			_, err = st.Undo()
		case "redo":
			_, err = st.Redo()
		case "backup":
			_, err = st.Backup("manual")
		case "restore":
			err = restoreNewestManual(st)
		case "checkin-open":
			_, err = st.OpenCheckIn()
		case "mark":
			id, _ := strconv.ParseInt(f[1], 10, 64)
			_, err = st.MarkPresence(id, f[2] == "in")
		}
		if err != nil {
			key := ""
			if m := (*engine.Message)(nil); errors.As(err, &m) {
				key = m.Key
			}
			fmt.Printf("refused %s: %s\n", key, strings.ReplaceAll(err.Error(), "\n", " "))
			continue
		}
		b := ""
		if st != nil {
			b = boardsOf(st, rd)
		}
		fmt.Println("ok " + b)
	}
	if st != nil {
		st.Close()
	}
	return 0
}

// restoreNewestManual restores the newest backup the arbiter took by hand,
// as the window's list of backups offers it.
func restoreNewestManual(st *store.Store) error {
	list, err := st.Backups()
	if err != nil {
		return err
	}
	var chosen *store.BackupFile
	for i := range list {
		if strings.HasPrefix(list[i].Reason, "manual") && (chosen == nil || !list[i].Taken.Before(chosen.Taken)) {
			chosen = &list[i]
		}
	}
	if chosen == nil {
		return errors.New("no backup taken by hand")
	}
	return st.Restore(chosen.Path)
}

// boardsOf is round's results, board by board, as st reads them.
func boardsOf(st *store.Store, round int) string {
	ev, err := st.Event()
	if err != nil {
		return "unread: " + err.Error()
	}
	var out []string
	for b := 1; ; b++ {
		p, err := ev.FindPairing(round, b)
		if err != nil {
			break
		}
		out = append(out, p.Result.String())
	}
	return strings.Join(out, " ")
}

// checkpointer checkpoints the file as another program would (the sqlite3
// shell, a backup tool), all kinds in turn, until its standard input
// closes; its first checkpoint run, it says so on its standard output.
func checkpointer(path string) int {
	done := make(chan struct{})
	go func() { io.Copy(io.Discard, os.Stdin); close(done) }()
	db, err := sql.Open("sqlite3", sqlitefile.DSN(path, "_busy_timeout=5000"))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	for i := 0; ; i++ {
		select {
		case <-done:
			return 0
		default:
		}
		kind := []string{"PASSIVE", "FULL", "RESTART", "TRUNCATE"}[i%4]
		var busy, frames, copied int
		if err := db.QueryRow(`PRAGMA wal_checkpoint(`+kind+`)`).Scan(&busy, &frames, &copied); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		if i == 0 {
			fmt.Println("checkpointed")
		}
	}
}

// TestSoakEveryProgramOnOneFile: every program of an evening on one file,
// started in an order drawn from a seed (ARBITER_SOAK_SEED, else 44) in
// each phase and stopped in another: arbiter serve with a deputy entering
// results from his phone, the window's store (windowStore) opened, closed
// and opened again, and two programs checkpointing the file all the time
// (checkpointer); beside them commands change it: results, an import of
// players, the undo of the window's change, a restore. While the window
// is closed another program changes the file, and the window, opened
// again, undoes that change and redoes it; it restores the backup it took by hand,
// which must then be the event, and enters results after it; it opens the
// check-in and marks a player; closed, a command undoes its mark and
// restores the same backup. No change may be refused as made to a file
// written over, moved or damaged (the file is only ever changed by
// Arbiter's own programs), nor told so by serve; a change refused because
// another program held the file is counted by why. At the end the file is
// sound, its revision (which every change counts, a restore's too, and
// which a restore does not take back) has moved once for each
// acknowledged change, and the audit log since the last restore leads by
// its images to the rows in the file (checkAuditIsData).
// ARBITER_DEEP=1 runs 24 phases instead of soakPhases.
func TestSoakEveryProgramOnOneFile(t *testing.T) {
	seed := soakSeed(t, 44)
	phases := soakPhases
	if os.Getenv("ARBITER_DEEP") != "" {
		phases = 24
	}
	rng := rand.New(rand.NewPCG(seed, seed))
	t.Setenv("ARBITER_LANG", "en")
	// A Swiss under way, its round 4 paired: a list of players imported
	// joins it (late entries get a zero-point bye in the rounds missed).
	e := &everyProgram{soak: soak{t: t, file: testevent.EventFile(t, testevent.Swiss(t, 12, 3, true)), refused: map[string]int{}},
		made: map[string]int{}, round: 4}
	runCLI(t, 0, "event", e.file, "--late-entry-byes", "zero")
	e.pin = addDeputy(t, e.file, "Liisa Kask")
	start := revision(t, e.file)
	defer e.stopAll()
	starts := []func(){e.startServeHere, e.openWindow, func() { e.startCheckpointer(0) }, func() { e.startCheckpointer(1) }}
	stops := []func(){func() { e.stopServeHere() }, e.closeWindow, func() { e.stopCheckpointer(0) }, func() { e.stopCheckpointer(1) }}
	for phase := range phases {
		for _, p := range rng.Perm(len(starts)) {
			starts[p]()
			e.anyChange(phase)
		}
		e.windowEvening(phase)
		if e.serve != nil {
			e.deputyResult()
		}
		for _, p := range rng.Perm(len(stops)) {
			stops[p]()
			e.anyChange(phase)
		}
		if t.Failed() {
			break
		}
	}
	e.stopAll()
	// A restore's entry keeps no images: the log is the data from the last.
	s := openSound(t, e.file)
	log, err := s.Audit()
	if err != nil {
		t.Fatal(err)
	}
	from := int64(0)
	for _, a := range log {
		if len(a.Steps) > 0 && a.Steps[0].Action == "restore" {
			from = a.ID
		}
	}
	checkAuditIsData(t, s, max(from, start), nil)
	s.Close()
	if rows := revision(t, e.file) - start; rows != int64(e.acked) {
		t.Errorf("the file's revision moved %d times for %d acknowledged changes (%v)", rows, e.acked, e.made)
	}
	t.Logf("%d changes acknowledged (%v); refused: %v; serve's pages read: %d", e.acked, e.made, e.refused, e.pages.Load())
}

// everyProgram is the evening of TestSoakEveryProgramOnOneFile.
type everyProgram struct {
	soak
	pin       string
	round     int // the round in play, whose results are entered
	serve     *exec.Cmd
	serveErr  *strings.Builder
	window    *exec.Cmd
	winIn     io.WriteCloser
	winOut    *bufio.Scanner
	winOpen   bool
	cps       [2]*exec.Cmd
	cpIns     [2]io.WriteCloser
	made      map[string]int // acknowledged changes by kind
	pages     atomic.Int64   // serve's pages read
	stopPages chan struct{}
	pagesRead sync.WaitGroup
	imported  int
}

// falseRefusal reports whether a refusal's text says what no program of
// the evening did: the file written over, moved, or damaged.
func falseRefusal(text string) bool {
	for _, s := range []string{"written over", "renamed, moved", damagedText, "store.error.overwritten", "store.error.moved"} {
		if strings.Contains(text, s) {
			return true
		}
	}
	return false
}

func (e *everyProgram) acknowledge(kind string) {
	e.acked++
	e.made[kind]++
}

// refusal counts a refusal by why, and fails the test on a false one.
func (e *everyProgram) refusal(who, text string) {
	if falseRefusal(text) {
		e.t.Errorf("%s refused falsely: %s", who, text)
	}
	why := text
	if i := strings.IndexAny(why, ".;"); i > 0 {
		why = why[:i]
	}
	e.refused[who+": "+why]++
}

// cliChange runs a command that changes the file; acknowledged, it counts
// as a change of kind.
func (e *everyProgram) cliChange(kind string, args ...string) bool {
	cmd := soakProgram("arbiter", args...)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	err := cmd.Run()
	if err == nil {
		e.acknowledge("command " + kind)
		return true
	}
	if badEnd(cmd, err, stderr.String()) {
		e.t.Errorf("arbiter %s: %v: %s", strings.Join(args, " "), err, stderr.String())
		return false
	}
	e.refusal("command "+kind, strings.TrimSpace(stderr.String()))
	return false
}

// board is board b of the round in play's result as the file holds it now.
func (e *everyProgram) board(b int) string {
	s, err := store.OpenReadOnly(e.file)
	if err != nil {
		e.t.Fatal(err)
	}
	defer s.Close()
	boards := boardsOf(s, e.round)
	if f := strings.Fields(boards); b <= len(f) && !strings.HasPrefix(boards, "unread") {
		return f[b-1]
	}
	e.t.Fatalf("board %d of round %d: %s", b, e.round, boards)
	return ""
}

// boards is the round in play's results as the file holds them now.
func (e *everyProgram) boards() string {
	s, err := store.OpenReadOnly(e.file)
	if err != nil {
		e.t.Fatal(err)
	}
	defer s.Close()
	return boardsOf(s, e.round)
}

// otherResult is a result for board b other than the one it has, so
// that entering it is a change.
func (e *everyProgram) otherResult(b, i int) string {
	all := []string{"1-0", "0-1", "1/2-1/2"}
	now := e.board(b)
	r := all[i%len(all)]
	if p, _ := tournament.ParseResult(r); p.String() == now {
		r = all[(i+1)%len(all)]
	}
	return r
}

// anyChange is a command's result while the window is closed (a command
// beside the window waits for it in vain, LockWait), and a deputy's where
// serve runs.
func (e *everyProgram) anyChange(i int) {
	if e.winOpen {
		return
	}
	b := 1 + i%2
	e.cliChange("result", "result", e.file, "--round", strconv.Itoa(e.round), "--board", strconv.Itoa(b), e.otherResult(b, i))
	if e.serve != nil {
		e.deputyResult()
	}
}

// deputyResult has the deputy sign in and enter a result on a board of
// his, and a command set the board free again. Serve refuses it only while
// the window holds the file.
func (e *everyProgram) deputyResult() {
	p := newDeputyPhone(e.base)
	if code := p.signIn(e.pin); code != http.StatusSeeOther {
		e.refusal("deputy sign-in", strconv.Itoa(code))
		return
	}
	code, body, board := p.enter(e.round, false, "1-0")
	switch {
	case code == http.StatusSeeOther:
		e.acknowledge("deputy result")
		e.cliChange("result", "result", e.file, "--round", strconv.Itoa(e.round), "--board", strconv.Itoa(board), "*")
	case code == 0:
		e.refused["deputy: no board left undecided"]++
	case code >= 500 && code != http.StatusServiceUnavailable || falseRefusal(body):
		e.t.Errorf("a deputy's result: %d: %s", code, body)
	default:
		e.refusal("deputy", fmt.Sprintf("%d %s", code, firstText(body)))
	}
}

// firstText is the start of a page's text, for counting refusals by why.
func firstText(body string) string {
	if i := strings.Index(body, "<p"); i >= 0 {
		body = body[i:]
	}
	return body[:min(len(body), 120)]
}

// startServeHere starts serve, and a phone reading its pages all the
// while it runs: each page a read of the file beside the others'
// changes and checkpoints, none of which may be told as a file written
// over.
func (e *everyProgram) startServeHere() {
	if e.serve != nil {
		return
	}
	e.serve, e.serveErr = e.startServe()
	e.stopPages = make(chan struct{})
	e.pagesRead.Go(func() {
		for i := 0; ; i++ {
			select {
			case <-e.stopPages:
				return
			default:
			}
			page := []string{"/rev", "/"}[i%2]
			resp, err := http.Get(e.base + page)
			if err != nil {
				e.t.Errorf("serve's %s: %v", page, err)
				return
			}
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode != http.StatusOK || falseRefusal(string(body)) {
				e.t.Errorf("serve's %s: %d %s", page, resp.StatusCode, firstText(string(body)))
			}
			e.pages.Add(1)
		}
	})
}

// stopServeHere asks serve to stop; it must end cleanly, having said
// nothing of the file written over or damaged.
func (e *everyProgram) stopServeHere() {
	if e.serve == nil {
		return
	}
	close(e.stopPages)
	e.pagesRead.Wait()
	e.serve.Process.Signal(syscall.SIGTERM)
	if err, ok := testprogram.Await(e.serve, testprogram.EndWithin); !ok || err != nil {
		e.t.Errorf("serve, sent SIGTERM: ended of itself %v, with %v: %s", ok, err, e.serveErr.String())
	}
	if falseRefusal(e.serveErr.String()) {
		e.t.Errorf("serve said: %s", e.serveErr.String())
	}
	e.serve = nil
}

// win sends the window's store a command and returns its answer.
func (e *everyProgram) win(command string) (ok bool, answer string) {
	if e.window == nil {
		e.window = soakProgram("window", e.file, strconv.Itoa(e.round))
		e.winIn, _ = e.window.StdinPipe()
		out, _ := e.window.StdoutPipe()
		e.window.Stderr = os.Stderr
		if err := e.window.Start(); err != nil {
			e.t.Fatal(err)
		}
		e.winOut = bufio.NewScanner(out)
	}
	fmt.Fprintln(e.winIn, command)
	if !e.winOut.Scan() {
		e.t.Fatalf("the window's store ended at %q", command)
	}
	line := e.winOut.Text()
	if a, ok := strings.CutPrefix(line, "ok "); ok || line == "ok" {
		return true, a
	}
	e.refusal("window "+strings.Fields(command)[0], strings.TrimPrefix(line, "refused "))
	return false, line
}

// winChange is a command of the window that changes the file.
func (e *everyProgram) winChange(command string) (bool, string) {
	ok, answer := e.win(command)
	if ok {
		e.acknowledge("window " + strings.Fields(command)[0])
	}
	return ok, answer
}

func (e *everyProgram) openWindow() {
	if !e.winOpen {
		e.winOpen, _ = e.win("open")
	}
}

func (e *everyProgram) closeWindow() {
	if e.winOpen {
		e.win("close")
		e.winOpen = false
	}
}

// windowEvening is the window's share of a phase: a result, a backup
// taken by hand, a result after it; closed, another program's change
// (a result, an import); opened again, the undo of that change and its
// redo, the restore of the backup, which is then the event, and results
// entered after it; the check-in opened (once) and a player marked;
// closed, the mark undone by a command and the backup restored by one.
func (e *everyProgram) windowEvening(phase int) {
	e.openWindow()
	if !e.winOpen {
		return
	}
	if phase == 0 {
		e.winChange("checkin-open")
	}
	e.winChange(fmt.Sprintf("result 1 %s", e.otherResult(1, phase)))
	ok, backedUp := e.win("backup")
	if !ok {
		return
	}
	e.winChange(fmt.Sprintf("result 2 %s", e.otherResult(2, phase+1)))
	e.closeWindow()
	e.cliChange("result", "result", e.file, "--round", strconv.Itoa(e.round), "--board", "2", e.otherResult(2, phase+2))
	e.imported++
	list := writeInput(e.t, e.t.TempDir(), "list.csv", fmt.Sprintf("name,rating\n\"Tulija, Ilta %d\",1500\n", e.imported))
	e.cliChange("import", "import", "csv", e.file, list)
	e.openWindow()
	e.winChange("undo")
	e.winChange("redo")
	if ok, restored := e.winChange("restore"); ok && restored != backedUp {
		e.t.Errorf("restored, the round in play is %s; backed up, it was %s", restored, backedUp)
	}
	e.winChange(fmt.Sprintf("result 1 %s", e.otherResult(1, phase+1)))
	e.winChange(fmt.Sprintf("mark 1 %s", []string{"in", "out"}[phase%2]))
	// Closed, its last change undone by a command, and the same backup
	// restored by a command: the newest taken by hand (a restore's own
	// are "before-restore").
	e.closeWindow()
	e.cliChange("undo", "undo", e.file)
	taken, _ := filepath.Glob(filepath.Join(e.file+"-backups", "*-manual*.arbiter"))
	if len(taken) == 0 {
		e.t.Fatalf("no backup taken by hand beside %s", e.file)
	}
	slices.Sort(taken)
	if e.cliChange("restore", "restore", e.file, taken[len(taken)-1]) {
		if now := e.boards(); now != backedUp {
			e.t.Errorf("restored by a command, the round in play is %s; backed up, it was %s", now, backedUp)
		}
	}
}

func (e *everyProgram) startCheckpointer(i int) {
	if e.cps[i] != nil {
		return
	}
	cmd := soakProgram("checkpointer", e.file)
	in, _ := cmd.StdinPipe()
	out, _ := cmd.StdoutPipe()
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		e.t.Fatal(err)
	}
	// Started once it checkpointed: a state, not a time.
	if line, err := bufio.NewReader(out).ReadString('\n'); err != nil || line != "checkpointed\n" {
		e.t.Fatalf("the checkpointer: %q %v", line, err)
	}
	e.cps[i], e.cpIns[i] = cmd, in
}

func (e *everyProgram) stopCheckpointer(i int) {
	if e.cps[i] == nil {
		return
	}
	e.cpIns[i].Close()
	if err, ok := testprogram.Await(e.cps[i], testprogram.EndWithin); !ok || err != nil {
		e.t.Errorf("a checkpointer, its input closed: ended of itself %v, with %v", ok, err)
	}
	e.cps[i] = nil
}

// stopAll stops every program still running.
func (e *everyProgram) stopAll() {
	e.stopServeHere()
	e.closeWindow()
	if e.window != nil {
		e.winIn.Close()
		e.window.Wait()
		e.window = nil
	}
	for i := range e.cps {
		e.stopCheckpointer(i)
	}
}

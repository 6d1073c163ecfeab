package cli

import (
	"encoding/json"
	"math/rand/v2"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"arbiter/tournament"
	"arbiter/tournament/store"
)

// TestSoakEveryOrder: the evening's programs started and killed in every
// order, chosen from a seed (ARBITER_SOAK_SEED, else 89, so that a failure
// runs again the same): serve started while a command is writing, serve
// started first and a command after, serve killed (SIGKILL) mid-round and
// started again, a command killed while it holds the file. After each step
// a deputy's result is taken by serve within 10 s, whoever came first; at
// the end no program crashed or called the file damaged, the file is
// sound, every acknowledged change is in it (a killed command's may be or
// not), and the audit log has a row for each change the data shows.
// ARBITER_DEEP=1 runs 60 steps instead of 8.
func TestSoakEveryOrder(t *testing.T) {
	seed := uint64(89)
	if s := os.Getenv("ARBITER_SOAK_SEED"); s != "" {
		var err error
		if seed, err = strconv.ParseUint(s, 10, 64); err != nil {
			t.Fatal(err)
		}
	}
	steps := 8
	if os.Getenv("ARBITER_DEEP") != "" {
		steps = 60
	}
	rng := rand.New(rand.NewPCG(seed, seed))
	t.Setenv("ARBITER_LANG", "en")
	var d struct{ Name, PIN string }
	o := &orders{soak: soak{t: t, file: demoFile(t), refused: map[string]int{}}, results: map[int][]string{}}
	json.Unmarshal([]byte(runCLI(t, 0, "deputy", "add", o.file, "Liisa Kask", "--pin", "--json")), &d)
	o.pin = d.PIN
	start := revision(t, o.file)
	defer o.stopServe(true)
	// Every order comes once in the first steps, in the seed's order.
	first := rng.Perm(len(orderNames))
	for i := range steps {
		step := rng.IntN(len(orderNames))
		if i < len(first) {
			step = first[i]
		}
		switch step {
		case 0: // serve started while a command writes
			o.stopServe(rng.IntN(2) == 0)
			w := o.startWriter(i)
			o.startServe()
			o.finishWriter(w)
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
		}
		if o.serve == nil {
			o.startServe()
		}
		if took, ok := o.deputyWrites(); !ok {
			t.Fatalf("step %d (%s): serve took no deputy's result within 10 s", i, orderNames[step])
		} else {
			o.steps[step]++
			o.worst[step] = max(o.worst[step], took)
		}
	}
	o.stopServe(false)
	o.check(start)
	t.Logf("seed %d, %d steps: %d changes acknowledged, %d commands killed holding the file", seed, steps, o.acked, o.killed)
	for i, name := range orderNames {
		t.Logf("%s: %d times, serve took a deputy's result within %v", name, o.steps[i], o.worst[i].Round(time.Millisecond))
	}
}

var orderNames = []string{"serve after a command", "serve before a command", "serve killed and started again", "a command killed"}

// orders is the evening of TestSoakEveryOrder.
type orders struct {
	soak
	pin      string
	serve    *exec.Cmd
	serveErr *strings.Builder
	killed   int
	results  map[int][]string // board (1, 2) -> the results that may stand, the last acknowledged first
	unsure   int              // commands that may have changed nothing
	steps    [4]int           // by order
	worst    [4]time.Duration // by order: the longest serve took a deputy's result after it
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
// that none the board may have, so that it is a change (a result entered
// again writes nothing). Where a run of killed commands left the board any
// of them, the command may change nothing.
func (o *orders) startWriter(i int) *writer {
	w := &writer{board: 1 + i%2, stderr: &strings.Builder{}, done: make(chan error, 1)}
	may := o.results[w.board]
	if len(may) == 0 {
		may = []string{"*"}
	}
	all := []string{"1-0", "0-1", "1/2-1/2", "*"}
	w.result = all[i%len(all)]
	if i := slices.IndexFunc(all, func(r string) bool { return !slices.Contains(may, r) }); i >= 0 {
		w.result = all[i]
	} else {
		o.unsure++
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
		o.results[w.board] = []string{w.result}
	}
}

// judge tells whether the command's end acknowledged its change; a crash
// or "damaged" fails the test, a refusal (the file busy) is no change.
func (o *orders) judge(w *writer, err error) bool {
	if err == nil {
		o.acked++
		return true
	}
	if _, exited := err.(*exec.ExitError); !exited || strings.Contains(w.stderr.String(), damagedText) {
		o.t.Errorf("arbiter result: %v: %s", err, w.stderr.String())
	}
	return false
}

// killWriter kills the command with SIGKILL once the file's holder record
// names it, or lets it end where it ended first; a killed command's result
// may stand or not.
func (o *orders) killWriter(w *writer) {
	holder := filepath.Join(filepath.Dir(o.file), "."+filepath.Base(o.file)+".holder")
	for {
		select {
		case err := <-w.done:
			w.done <- err
			o.finishWriter(w)
			return
		default:
		}
		var h struct{ PID int }
		if data, err := os.ReadFile(holder); err != nil || json.Unmarshal(data, &h) != nil || h.PID != w.cmd.Process.Pid {
			continue
		}
		w.cmd.Process.Kill()
		if err := <-w.done; err == nil {
			o.acked++
			o.results[w.board] = []string{w.result}
			return
		}
		o.killed++
		before := o.results[w.board]
		if len(before) == 0 {
			before = []string{"*"}
		}
		o.results[w.board] = append([]string{w.result}, before...)
		return
	}
}

// startServe starts serve and notes its address.
func (o *orders) startServe() {
	o.base = ""
	o.serve, o.serveErr = o.soak.startServe()
}

// stopServe ends serve: killed with SIGKILL, or asked to stop (SIGTERM),
// which it must do cleanly, having called nothing damaged.
func (o *orders) stopServe(kill bool) {
	if o.serve == nil {
		return
	}
	if kill {
		o.serve.Process.Kill()
		o.serve.Wait()
	} else {
		o.serve.Process.Signal(syscall.SIGTERM)
		if err := o.serve.Wait(); err != nil {
			o.t.Errorf("serve: %v: %s", err, o.serveErr.String())
		}
	}
	if strings.Contains(o.serveErr.String(), damagedText) {
		o.t.Errorf("serve said damaged: %s", o.serveErr.String())
	}
	o.serve = nil
}

// deputyWrites has the deputy sign in and enter a result on a board of
// his, trying again until serve takes it or 10 s have passed, and the
// board set free again by a command; it returns how long serve took.
func (o *orders) deputyWrites() (time.Duration, bool) {
	began := time.Now()
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
		return took, true
	}
	return 0, false
}

// check checks the file at the end: sound, every acknowledged change in
// it, and one audit row for each change, a killed command's counted only
// where it stands.
func (o *orders) check(start int64) {
	t := o.t
	s, err := store.OpenReadOnly(o.file)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	ev, err := s.Event()
	if err != nil {
		t.Fatal(err)
	}
	rows := int(revision(t, o.file) - start)
	if rows < o.acked-o.unsure || rows > o.acked+o.killed {
		t.Errorf("the audit log has %d rows for %d acknowledged changes (%d perhaps none) and %d killed commands", rows, o.acked, o.unsure, o.killed)
	}
	for b := 1; b <= 6; b++ {
		p, err := tournament.FindPairing(ev, soakRound, b)
		if err != nil {
			t.Fatal(err)
		}
		may := o.results[b]
		if len(may) == 0 {
			may = []string{"*"}
		}
		ok := false
		for _, r := range may {
			want, _ := tournament.ParseResult(r)
			ok = ok || p.Result == want
		}
		if !ok {
			t.Errorf("board %d: %v, the changes acknowledged and killed left one of %v", b, p.Result, may)
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

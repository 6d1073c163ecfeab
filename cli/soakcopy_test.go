package cli

import (
	"bufio"
	"database/sql"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"arbiter/internal/sqlitefile"
	"arbiter/internal/testdir"
	"arbiter/tournament/store"
)

// TestSoakCopiesAndCarriedLogs: one event's file (A) changed by separate
// command lines in a loop while copies of it are taken as users take them,
// into folders of their own: a cp of the file alone, a cp of the file with
// its -wal and -shm beside, and "arbiter backup" copied out. Each copy is
// then changed by commands of its own, so that it goes another way.
// Crash logs are left (a command killed with SIGKILL while it holds a
// file, a program reading the file killed while a change's log is still
// beside it) and carried between the files: a copy's log put beside A, A's
// log put beside a copy, an older log of A put back, A's crash log put
// beside a cp of A alone taken after the crash (its own, to be applied);
// each file is then opened again by a command. Every change is "event --organiser [F.n]", a
// tag no other change writes, so the audit log tells the history a file
// holds. A cp that SQLite's integrity check finds torn (it overlapped a
// checkpoint writing the file) must be refused, and is taken again, as
// the refusal tells the user. For every file: no program crashed or
// called it damaged, every
// change acknowledged on it (or on the file it was copied from before the
// copy began, for a backup; all of A's, for a copy taken whole after a
// crash) is in its audit log, no tag made only on
// another file is, and every log set aside is on disk and named by the
// refusal. The order of the copies and of the carried logs, and which
// files they go between, come from a seed (ARBITER_SOAK_SEED, else 17);
// ARBITER_DEEP=1 runs 4 rounds of it instead of 1.
func TestSoakCopiesAndCarriedLogs(t *testing.T) {
	seed := soakSeed(t, 17)
	rounds, loop := 1, 6
	if os.Getenv("ARBITER_DEEP") != "" {
		rounds, loop = 4, 20
	}
	t.Setenv("ARBITER_LANG", "en")
	c := &copies{t: t, rng: rand.New(rand.NewPCG(seed, seed)), files: map[string]*soakFile{}, why: map[string]int{}}
	a := c.add("A", demoFile(t), nil)
	for r := range rounds {
		// Two command lines change A while its copies are taken.
		var wg sync.WaitGroup
		for range 2 {
			wg.Go(func() {
				for range loop {
					c.change(a)
				}
			})
		}
		kinds := []string{"cp", "cpwal", "backup"}
		for _, i := range c.rng.Perm(len(kinds)) {
			c.copyOf(a, fmt.Sprintf("%s%d", strings.ToUpper(kinds[i][:1])+kinds[i][1:], r), kinds[i])
		}
		wg.Wait()
		// Each copy goes its own way.
		for _, f := range c.order() {
			if f != a {
				c.change(f)
				c.change(f)
			}
		}
		c.killWriter(a)
		c.killWriter(c.pick(a))
		// The logs carried, in the seed's order.
		steps := []func(){
			func() { // A's older log put back after A changed on
				older := c.crashLog(a)
				c.reopen(a)
				c.change(a)
				c.carry(older, a, "A's older log", logOlder)
			},
			func() { // a copy's log put beside A
				from := c.pick(a)
				c.carry(c.crashLog(from), a, from.name+"'s log", logApart)
			},
			func() { // A's log put beside a copy
				to := c.pick(a)
				c.carry(c.crashLog(a), to, "A's log", logApart)
			},
			func() {
				// After a crash, A copied whole (the file and its log),
				// and A alone with its log carried beside it later:
				// each copy applies the log, its own, and holds every
				// change acknowledged on A.
				log := c.crashLog(a)
				whole := c.copyOf(a, fmt.Sprintf("Crash%d", r), "cpwal")
				alone := c.copyOf(a, fmt.Sprintf("Alone%d", r), "cp")
				whole.acked, alone.acked = slices.Clone(a.acked), slices.Clone(a.acked)
				c.reopen(whole)
				c.check(whole)
				c.carry(log, alone, "A's crash log", logOwn)
			},
			func() { // one copy's log beside another copy
				from, to := c.pick(a), c.pick(a)
				if from != to {
					c.carry(c.crashLog(from), to, from.name+"'s log", logApart)
				}
			},
		}
		for _, i := range c.rng.Perm(len(steps)) {
			steps[i]()
			if t.Failed() {
				t.FailNow()
			}
		}
	}
	for _, f := range c.order() {
		c.reopen(f)
		c.check(f)
	}
	for _, kept := range c.kept {
		if _, err := os.Stat(kept); err != nil {
			t.Errorf("a log set aside is gone at the end: %v", err)
		}
	}
	t.Logf("seed %d: %d changes acknowledged, %d copies (%d taken while a command wrote, %d torn and taken again), %d commands killed holding a file, %d logs carried: %d set aside (%v), %d applied; crash logs applied on opening their own file again: %d",
		seed, c.acked, len(c.files)-1, c.midChange, c.torn, c.killed, c.carried, c.setAside, c.why, c.applied, c.ownApplied)
}

// soakFile is one file of TestSoakCopiesAndCarriedLogs and the history
// it must hold.
type soakFile struct {
	name, path string
	next       int
	acked      []string        // tags it must hold
	allowed    map[string]bool // tags it may hold: its own, tried, and those of its source when copied
}

type copies struct {
	t     *testing.T
	rng   *rand.Rand
	mu    sync.Mutex
	files map[string]*soakFile
	names []string

	acked, killed, carried, setAside, applied, ownApplied, midChange, torn int

	kept []string       // the logs set aside
	why  map[string]int // logs set aside, by what the refusal called them
}

func (c *copies) add(name, path string, from *soakFile) *soakFile {
	f := &soakFile{name: name, path: path, allowed: map[string]bool{}}
	if from != nil {
		c.mu.Lock()
		for tag := range from.allowed {
			f.allowed[tag] = true
		}
		c.mu.Unlock()
	}
	c.files[name] = f
	c.names = append(c.names, name)
	return f
}

func (c *copies) order() []*soakFile {
	out := make([]*soakFile, len(c.names))
	for i, n := range c.names {
		out[i] = c.files[n]
	}
	return out
}

// pick is a copy other than a, the seed's choice.
func (c *copies) pick(a *soakFile) *soakFile {
	for {
		if f := c.files[c.names[c.rng.IntN(len(c.names))]]; f != a {
			return f
		}
	}
}

// tag is f's next change's organiser, a tag of its own, allowed on f from
// the moment it is tried.
func (c *copies) tag(f *soakFile) string {
	c.mu.Lock()
	defer c.mu.Unlock()
	f.next++
	tag := fmt.Sprintf("[%s.%d]", f.name, f.next)
	f.allowed[tag] = true
	return tag
}

// arbiter runs one command on a file in a process of its own and returns
// its output (standard output and error) and exit error. A crash, or
// "damaged" said of any of the soak's files, fails the test.
func (c *copies) arbiter(args ...string) (string, error) {
	cmd := soakProgram("arbiter", args...)
	var stdout, stderr strings.Builder
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	if badEnd(cmd, err, stderr.String()) {
		c.t.Errorf("arbiter %s: %v: %s", strings.Join(args, " "), err, stderr.String())
	}
	return stdout.String() + stderr.String(), err
}

// change makes one change on f until it is acknowledged: refusals are the
// file being busy, or a log set aside (checked, then opened again).
func (c *copies) change(f *soakFile) {
	for range 200 {
		tag := c.tag(f)
		out, err := c.arbiter("event", f.path, "--organiser", tag)
		if err == nil {
			c.mu.Lock()
			f.acked = append(f.acked, tag)
			c.acked++
			c.mu.Unlock()
			return
		}
		if c.t.Failed() {
			return
		}
		c.checkSetAside(f, out)
	}
	c.t.Fatalf("200 changes on %s refused", f.name)
}

var keptLog = regexp.MustCompile(`renamed (\S+-wal\.set-aside-\S+?)\. `)

// checkSetAside checks a refusal that set a log aside: the log it names is
// on disk. It returns whether one was set aside.
func (c *copies) checkSetAside(f *soakFile, out string) bool {
	m := keptLog.FindStringSubmatch(out)
	if m == nil {
		return false
	}
	if _, err := os.Stat(m[1]); err != nil || !strings.HasPrefix(m[1], f.path+"-wal") {
		c.t.Errorf("%s: the log set aside is not where the refusal says: %v\n%s", f.name, err, out)
	}
	c.kept = append(c.kept, m[1])
	for _, why := range []string{"another event", "an older working log", "another copy"} {
		if strings.Contains(out, why) {
			c.why[why]++
		}
	}
	return true
}

// copyOf copies a while it changes, as kind says, into a folder of its own.
func (c *copies) copyOf(a *soakFile, name, kind string) *soakFile {
	path := filepath.Join(c.t.TempDir(), "event.arbiter")
	// The acknowledged changes a safe copy must hold, and what it may.
	c.mu.Lock()
	must := slices.Clone(a.acked)
	c.mu.Unlock()
	switch kind {
	case "cp", "cpwal":
		// Taken while a command writes, when one is seen doing so.
		for range 1000 {
			if _, err := os.Stat(a.path + "-wal"); err == nil {
				c.midChange++
				break
			}
		}
		files := []string{""}
		if kind == "cpwal" {
			files = append(files, "-wal", "-shm")
		}
		for try := 0; ; try++ {
			for _, s := range files {
				if out, err := exec.Command("cp", a.path+s, path+s).CombinedOutput(); err != nil && s == "" {
					c.t.Fatalf("cp: %v: %s", err, out)
				}
			}
			// A cp that overlaps a checkpoint copying pages into the file
			// is torn, as SQLite warns ("How To Corrupt An SQLite
			// Database File", 1.2): it must be refused, and the user,
			// told so, copies again.
			why := sqliteFinds(c.t, path, files)
			if why == "" {
				break
			}
			c.refusedTorn(name, path, why)
			if try == 20 {
				c.t.Fatalf("20 copies of %s torn", a.name)
			}
			path = filepath.Join(c.t.TempDir(), "event.arbiter")
		}
		must = nil // a plain copy taken mid-change holds what it caught
	case "backup":
		var out string
		for range 200 {
			var err error
			if out, err = c.arbiter("backup", a.path); err == nil {
				break
			}
		}
		b := strings.TrimSpace(strings.TrimPrefix(out, "Backup written: "))
		if data, err := os.ReadFile(b); err != nil {
			c.t.Fatalf("the backup %q: %v", out, err)
		} else if err := os.WriteFile(path, data, 0o644); err != nil {
			c.t.Fatal(err)
		}
	}
	f := c.add(name, path, a)
	f.acked = must
	return f
}

// sqliteFinds is what SQLite's integrity check finds wrong in the copy at
// path with its side files (suffixes of path), read from a scratch copy
// of them so that the copy itself is not touched; "" when it is whole.
func sqliteFinds(t *testing.T, path string, suffixes []string) string {
	scratch := filepath.Join(t.TempDir(), "judged.arbiter")
	for _, s := range suffixes {
		if data, err := os.ReadFile(path + s); err == nil {
			testdir.Write(t, scratch+s, data)
		}
	}
	db, err := sql.Open("sqlite3", sqlitefile.DSN(scratch, ""))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var found string
	if err := db.QueryRow(`PRAGMA integrity_check`).Scan(&found); err != nil {
		return err.Error()
	}
	if found == "ok" {
		return ""
	}
	return found
}

// refusedTorn checks that a command refuses a copy that SQLite finds
// torn, calling it damaged or setting its log aside, and acknowledges
// nothing on it.
func (c *copies) refusedTorn(name, path, why string) {
	cmd := soakProgram("arbiter", "event", path, "--organiser", "[torn]")
	var stderr strings.Builder
	cmd.Stderr = &stderr
	err := cmd.Run()
	if err == nil || !(strings.Contains(stderr.String(), damagedText) || keptLog.MatchString(stderr.String())) {
		c.t.Errorf("%s, a copy SQLite finds torn (%s), was not refused as damaged: %v\n%s", name, why, err, stderr.String())
	}
	c.t.Logf("%s torn by a checkpoint in flight (%s), refused: %s", name, why, strings.TrimSpace(stderr.String()))
	c.torn++
}

// killWriter starts a change on f and kills it (SIGKILL) once the file's
// holder record names it; its tag may stand or not.
func (c *copies) killWriter(f *soakFile) {
	tag := c.tag(f)
	cmd := soakProgram("arbiter", "event", f.path, "--organiser", tag)
	if err := cmd.Start(); err != nil {
		c.t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	for {
		select {
		case err := <-done:
			if err != nil {
				c.t.Errorf("a change on %s: %v", f.name, err)
				return
			}
			f.acked = append(f.acked, tag)
			c.acked++
			return
		default:
		}
		if holderOf(f.path).PID == cmd.Process.Pid {
			cmd.Process.Kill()
			<-done
			c.killed++
			return
		}
	}
}

// crashLog leaves a log of f's own beside it, as a program reading f and
// killed leaves it: a reader holds one snapshot while a change is made,
// so that the change's frames stay in the log (no checkpoint passes the
// snapshot), and the reader is killed holding it. It returns a copy of
// the log, kept apart.
func (c *copies) crashLog(f *soakFile) string {
	reader := soakProgram("holder", f.path)
	in, _ := reader.StdinPipe()
	out, _ := reader.StdoutPipe()
	var readerErr strings.Builder
	reader.Stderr = &readerErr
	if err := reader.Start(); err != nil {
		c.t.Fatal(err)
	}
	// The change is made once the reader holds the file, however long its
	// start takes on a loaded machine.
	if _, err := bufio.NewReader(out).ReadString('\n'); err != nil {
		reader.Wait()
		c.t.Fatalf("the reader of %s stopped before holding it: %v\n%s", f.name, err, readerErr.String())
	}
	c.change(f)
	reader.Process.Kill()
	reader.Wait()
	in.Close()
	data, err := os.ReadFile(f.path + "-wal")
	if err != nil || len(data) == 0 {
		c.t.Fatalf("a change on %s while a reader held it left no log beside it (%v)\n%s", f.name, err, readerErr.String())
	}
	kept := filepath.Join(c.t.TempDir(), "log")
	os.WriteFile(kept, data, 0o644)
	return kept
}

// reopen opens f again by a change, after a crash left its own log: the
// log is applied (never set aside), and the change acknowledged.
func (c *copies) reopen(f *soakFile) {
	tag := c.tag(f)
	_, noLog := os.Stat(f.path + "-wal")
	out, err := c.arbiter("event", f.path, "--organiser", tag)
	if err != nil {
		c.t.Errorf("%s opened again after its own crash log: %v\n%s", f.name, err, out)
		return
	}
	if noLog == nil {
		c.ownApplied++
	}
	f.acked = append(f.acked, tag)
	c.acked++
}

// A carried log is to's own, to be applied; an older log of to's own; or
// another copy's, changed apart.
type carriedLog int

const (
	logOwn carriedLog = iota
	logOlder
	logApart
)

// namedAs are the refusals, in English, that name a carried log of each
// kind truly: an older one, or another copy's, which far enough behind
// the file cannot tell apart and says so; never another event's.
var namedAs = map[carriedLog][]string{
	logOlder: {"an older working log of this event", "more than 63 changes behind the file"},
	logApart: {"the working log of another copy of this event", "more than 63 changes behind the file"},
}

// carry puts the log at log beside to, where no log is, and opens to again
// by a change: the log of kind want is applied (to's own) or set aside
// (kept, named as what it is), and the history check at the end tells
// whether what was applied was to's own.
func (c *copies) carry(log string, to *soakFile, what string, want carriedLog) {
	if _, err := os.Stat(to.path + "-wal"); err == nil {
		c.reopen(to) // its own log first
	}
	data, err := os.ReadFile(log)
	if err != nil {
		c.t.Fatal(err)
	}
	if err := os.WriteFile(to.path+"-wal", data, 0o644); err != nil {
		c.t.Fatal(err)
	}
	c.carried++
	tag := c.tag(to)
	out, err := c.arbiter("event", to.path, "--organiser", tag)
	if (err == nil) != (want == logOwn) {
		c.t.Errorf("%s beside %s: applied %v, want %v\n%s", what, to.name, err == nil, want == logOwn, out)
	}
	if err == nil {
		c.t.Logf("%s beside %s: applied", what, to.name)
		c.applied++
		to.acked = append(to.acked, tag)
		c.acked++
		c.check(to)
		return
	}
	if !c.checkSetAside(to, out) {
		c.t.Errorf("%s with a carried log: %v\n%s", to.name, err, out)
		return
	}
	c.t.Logf("%s beside %s: set aside: %s", what, to.name, strings.TrimSpace(out))
	if !slices.ContainsFunc(namedAs[want], func(s string) bool { return strings.Contains(out, s) }) {
		c.t.Errorf("%s beside %s is not named as what it is (%q):\n%s", what, to.name, namedAs[want], out)
	}
	c.setAside++
	c.change(to)
	c.check(to)
}

var soakTag = regexp.MustCompile(`\[[A-Za-z]+[0-9]*\.[0-9]+\]`)

// check reads f's audit log: sound, every tag acknowledged on it there, no
// tag of another file's history.
func (c *copies) check(f *soakFile) {
	s, err := store.OpenReadOnly(f.path)
	if err != nil {
		c.t.Errorf("%s: %v", f.name, err)
		return
	}
	defer s.Close()
	if err := s.Check(); err != nil {
		c.t.Errorf("%s: %v", f.name, err)
	}
	log, err := s.Audit()
	if err != nil {
		c.t.Fatal(err)
	}
	data, _ := json.Marshal(log)
	held := map[string]bool{}
	for _, tag := range soakTag.FindAllString(string(data), -1) {
		held[tag] = true
	}
	for _, tag := range f.acked {
		if !held[tag] {
			c.t.Errorf("%s lost the acknowledged change %s", f.name, tag)
		}
	}
	for tag := range held {
		if !f.allowed[tag] {
			c.t.Errorf("%s holds %s, a change of another copy's history", f.name, tag)
		}
	}
}

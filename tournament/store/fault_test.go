//go:build linux

package store

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/internal/faultshim"
	"arbiter/tournament"
	"arbiter/tournament/conduct"
	"arbiter/tournament/replay"
)

// The fault-injection tests run this test binary again as the writer
// process (TestHelperFaultWriter), with the file it works on in faultFileEnv.
// Faults in SQLite's own writes come from testdata/faultshim.c, preloaded
// into that process; faults at the store's own steps (flushing and renaming
// a backup) from faultGoEnv, "POINT:kill" or "POINT:fail".
const (
	faultFileEnv = "ARBITER_FAULT_FILE"
	faultGoEnv   = "ARBITER_FAULT_GO"
	// faultOpenEnv has the writer only open the file (an older file is
	// upgraded then) and acknowledge it as its one action.
	faultOpenEnv = "ARBITER_FAULT_OPEN_ONLY"
	// faultEachEnv has the writer open and close the file for each
	// action, as the commands do.
	faultEachEnv = "ARBITER_FAULT_EACH"
)

// baseBackup is the backup the writer restores, made with the event.
const baseBackup = "2026-01-01T00-00-00-base.arbiter"

// pairRound2 pairs round 2 of the writer's round robin.
func pairRound2(s *Store) error {
	ev, err := s.Event()
	if err != nil {
		return err
	}
	_, err = conduct.Pair(s, ev, 2, false)
	return err
}

// faultScript is what the writer does, one acknowledged action after
// another: result entry and correction, undo, a pairing with its backup, a
// backup on demand and a restore.
var faultScript = []struct {
	name string
	run  func(s *Store) error
}{
	{"result 1", func(s *Store) error { return s.SetResult(1, 1, tournament.WhiteWins) }},
	{"result 2", func(s *Store) error { return s.SetResult(1, 2, tournament.Draw) }},
	{"result 3", func(s *Store) error { return s.SetResult(1, 3, tournament.BlackWins) }},
	{"undo", func(s *Store) error { _, err := s.Undo(); return err }},
	{"result 3 again", func(s *Store) error { return s.SetResult(1, 3, tournament.WhiteForfeitWin) }},
	{"pair round 2", pairRound2},
	{"result in round 2", func(s *Store) error { return s.SetResult(2, 1, tournament.Draw) }},
	{"game with its result", func(s *Store) error {
		// The desk's PGN import: the moves and the result in one action.
		return s.Batch(func(tx *Tx) error {
			g := &replay.GameRecord{Round: 2, Board: 2, Moves: []replay.RecordedMove{{Ply: 1, UCI: "e2e4", SAN: "e4"}}}
			if _, err := tx.SaveGame(g); err != nil {
				return err
			}
			return tx.SetResult(2, 2, tournament.BlackWins)
		})
	}},
	{"settings", func(s *Store) error {
		ev, err := s.Event()
		if err != nil {
			return err
		}
		st := ev.Settings
		st.Name += " (renamed)"
		return s.UpdateSettings(st)
	}},
	{"unpair round 2", func(s *Store) error { return s.Unpair(2, true) }},
	{"pair round 2 again", pairRound2},
	{"backup", func(s *Store) error { _, err := s.Backup("manual"); return err }},
	{"restore", func(s *Store) error { return s.Restore(filepath.Join(s.BackupDir(), baseBackup)) }},
	{"result after restore", func(s *Store) error { return s.SetResult(1, 2, tournament.BlackWins) }},
	{"save a copy", func(s *Store) error { return s.SaveCopy(filepath.Join(filepath.Dir(s.Path()), "copy.arbiter")) }},
}

// TestHelperFaultWriter is the writer process of the fault-injection
// tests. After each action of faultScript it prints "ack N DIGEST"; an
// action that fails prints "failed KIND" when the error is one the
// arbiter reads in their language, "raw TEXT" when it is not, and ends the
// process as an arbiter would close the window.
func TestHelperFaultWriter(t *testing.T) {
	path := faultshim.Helper(t, faultFileEnv, "the writer process of the fault-injection tests")
	goFault(path)
	fullAfterOpens()
	if os.Getenv(faultEachEnv) != "" {
		writeEach(path)
	}
	open := Open
	if os.Getenv(faultOpenEnv) == "read-only" {
		open = OpenReadOnly
	}
	s, err := open(path)
	if err != nil {
		reportFault("open", err)
		os.Exit(0)
	}
	if os.Getenv(faultOpenEnv) != "" {
		fmt.Printf("ack 1 %s\n", stateDigest(s))
		s.Close()
		os.Exit(0)
	}
	for i, step := range faultScript {
		if err := step.run(s); err != nil {
			reportFault(step.name, err)
			s.Close()
			os.Exit(0)
		}
		fmt.Printf("ack %d %s\n", i+1, stateDigest(s))
	}
	if err := s.Close(); err != nil {
		reportFault("close", err)
	}
	os.Exit(0)
}

// writeEach is the writer that opens the file for each action of
// faultScript and closes it after, as one command after another would.
func writeEach(path string) {
	for i, step := range faultScript {
		s, err := Open(path)
		if err != nil {
			reportFault(step.name+" (opening)", err)
			os.Exit(0)
		}
		if err := step.run(s); err != nil {
			reportFault(step.name, err)
			s.Close()
			os.Exit(0)
		}
		digest := stateDigest(s)
		if err := s.Close(); err != nil {
			reportFault(step.name+" (closing)", err)
			os.Exit(0)
		}
		fmt.Printf("ack %d %s\n", i+1, digest)
	}
	os.Exit(0)
}

// fullAfterOpens has the disk full, as the store sees its room, from the
// moment the shim fails an opening of a side file with ENOSPC: the shim
// fakes the full disk for SQLite, this for the store.
func fullAfterOpens() {
	at, _ := strconv.Atoi(os.Getenv("ARBITER_FAULT_OPEN_AT"))
	if os.Getenv("ARBITER_FAULT_OPEN_ERRNO") != "enospc" || at <= 0 {
		return
	}
	count, real := os.Getenv("ARBITER_FAULT_OPEN_COUNT"), freeBytes
	freeBytes = func(dir string) (uint64, bool) {
		data, _ := os.ReadFile(count)
		if n, _ := strconv.Atoi(strings.TrimSpace(string(data))); n >= at {
			return 0, true
		}
		return real(dir)
	}
}

// goFault makes the store's own step named in faultGoEnv ("POINT:kill" or
// "POINT:fail") kill the writer or fail as a disk error on path would.
func goFault(path string) {
	if point, how, ok := strings.Cut(os.Getenv(faultGoEnv), ":"); ok {
		faultAt = func(p string) error {
			if p != point {
				return nil
			}
			if how == "kill" {
				syscall.Kill(os.Getpid(), syscall.SIGKILL)
			}
			return &fs.PathError{Op: p, Path: path, Err: syscall.EIO}
		}
	}
}

func reportFault(step string, err error) {
	if msg := i18n.For(i18n.Finnish).Error(err); msg == err.Error() {
		fmt.Printf("raw %s: %q\n", step, err.Error())
		return
	}
	var fe *engine.Message
	if errors.As(err, &fe) {
		fmt.Printf("failed %s: %s\n", step, fe.MessageKey())
		return
	}
	fmt.Printf("failed %s: %T\n", step, err)
}

// fileDigest is stateDigest of the event file at path, opened for the sum
// and closed at once so that a writer may take it; a file that does not
// open fails the test.
func fileDigest(t *testing.T, path string) string {
	t.Helper()
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	return stateDigest(s)
}

// auditMatchesData checks the promise Undo rests on: for every row the
// audit log ever recorded, the image the last action left of it is the
// row as the file holds it now (or its absence).
func auditMatchesData(s *Store) error {
	log, err := s.Audit()
	if err != nil {
		return err
	}
	// An upgrade is a barrier no undo passes: the rows recorded before it
	// are of the older schema.
	for i := len(log) - 1; i >= 0; i-- {
		if len(log[i].Steps) > 0 && log[i].Steps[0].Action == "migrate" {
			log = log[i:]
			break
		}
	}
	type rowKey struct{ table, pk string }
	last := map[rowKey]Row{} // nil: the row was deleted
	keys := map[rowKey]map[string]any{}
	for _, e := range log {
		for _, c := range e.Changes {
			pk := primaryKeys()[c.Table]
			after := map[string]bool{}
			for _, r := range c.After {
				k := rowKey{c.Table, pkString(pk, r)}
				after[k.pk] = true
				last[k] = r
				keys[k] = pkMap(pk, r)
			}
			for _, r := range c.Before {
				if k := (rowKey{c.Table, pkString(pk, r)}); !after[k.pk] {
					last[k] = nil
					keys[k] = pkMap(pk, r)
				}
			}
		}
	}
	for k, want := range last {
		rows, err := selectRows(s.db, k.table, keys[k])
		if err != nil {
			return err
		}
		switch {
		case want == nil && len(rows) != 0:
			return fmt.Errorf("%s %s: the audit log says deleted, the file has %v", k.table, k.pk, rows[0])
		case want != nil && (len(rows) != 1 || fmt.Sprint(rows[0]) != fmt.Sprint(want)):
			return fmt.Errorf("%s %s: the audit log says %v, the file has %v", k.table, k.pk, want, rows)
		}
	}
	return nil
}

func pkMap(pk []string, r Row) map[string]any {
	m := make(map[string]any, len(pk))
	for _, c := range pk {
		m[c] = r[c]
	}
	return m
}

// faultRun is what one writer process did.
type faultRun struct {
	acked   []string // digest after each acknowledged action
	failure string   // "failed KIND" or "raw TEXT", if an action failed
	points  int      // writes and flushes the shim counted
	opens   int      // openings of the side files the shim counted
}

// faultEnv is a writer's fault: the shim's environment or a store step.
type faultEnv []string

// faultBase makes the event the writer works on, in a folder of its own,
// with the backup it will restore, and returns the folder.
func faultBase(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	s := created(t, filepath.Join(dir, "event.arbiter"), testSettings())
	err := s.Batch(func(tx *Tx) error {
		var ids []int64
		for _, p := range testPlayers(faultPlayers) {
			id, err := tx.AddPlayer(p)
			if err != nil {
				return err
			}
			ids = append(ids, id)
		}
		return tx.SaveRound(round(1, ids), false)
	})
	if err != nil {
		t.Fatal(err)
	}
	b := backedUp(t, s, "base")
	if err := os.Rename(b, filepath.Join(s.BackupDir(), baseBackup)); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	return dir
}

// copyTree copies the base folder for one run.
func copyTree(t *testing.T, from, to string) {
	t.Helper()
	err := filepath.WalkDir(from, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, p)
		dest := filepath.Join(to, rel)
		if d.IsDir() {
			return os.MkdirAll(dest, 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(dest, data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// runWriter runs the writer on a copy of base with the given environment,
// killing it after killAfter if that is not zero, and returns what it did
// and the copy's folder.
func runWriter(t *testing.T, base string, env faultEnv, killAfter time.Duration) (faultRun, string) {
	t.Helper()
	dir := strikeDir(t)
	copyTree(t, base, dir)
	// A writer killed during a restore leaves its expanded backup in its
	// temporary folder; that folder is the test's.
	cmd := faultshim.Command(t, "", "TestHelperFaultWriter", dir,
		append(faultEnv{faultFileEnv + "=" + filepath.Join(dir, "event.arbiter"), "TMPDIR=" + t.TempDir()}, env...)...)
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	if killAfter > 0 {
		timer := time.AfterFunc(killAfter, func() { cmd.Process.Kill() })
		defer timer.Stop()
	}
	var run faultRun
	lines := bufio.NewScanner(out)
	for lines.Scan() {
		f := strings.Fields(lines.Text())
		switch {
		case len(f) == 3 && f[0] == "ack":
			if n, _ := strconv.Atoi(f[1]); n != len(run.acked)+1 {
				t.Fatalf("writer said %q after %d actions", lines.Text(), len(run.acked))
			}
			run.acked = append(run.acked, f[2])
		case len(f) > 0 && (f[0] == "failed" || f[0] == "raw"):
			run.failure = lines.Text()
		case len(f) > 0 && (f[0] == "PASS" || f[0] == "ok"):
		default:
			t.Fatalf("writer said %q", lines.Text())
		}
	}
	cmd.Wait()
	run.points, run.opens = cmd.Points(), cmd.Opens()
	return run, dir
}

// checkAfterFault opens the file a writer left and checks every promise:
// the lock is free, SQLite finds the file sound, the file holds what the
// writer acknowledged and at most the one action it was in the middle of,
// the audit log matches the data, every listed backup is a sound file, and
// a failure reached the writer in the arbiter's language.
func checkAfterFault(t *testing.T, what string, dir string, run faultRun, states []string) {
	t.Helper()
	if strings.HasPrefix(run.failure, "raw") {
		t.Errorf("%s: the writer got an untranslated error: %s", what, run.failure)
	}
	s, err := Open(filepath.Join(dir, "event.arbiter"))
	if err != nil {
		t.Errorf("%s: reopening: %v", what, err)
		return
	}
	defer s.Close()
	if err := s.Check(); err != nil {
		t.Errorf("%s: %v", what, err)
	}
	got := stateDigest(s)
	n := len(run.acked)
	if n > 0 && run.acked[n-1] != states[n] {
		t.Errorf("%s: the writer acknowledged action %d with state %s, the run without faults had %s", what, n, run.acked[n-1], states[n])
	}
	if got != states[n] && (n+1 >= len(states) || got != states[n+1]) {
		t.Errorf("%s: after %d acknowledged actions the file is in state %s, neither %s nor the next action's", what, n, got, states[n])
	}
	// A failure whose message says the change was not saved must be true.
	for _, notSaved := range []string{"app.error.io-failed", "app.error.disk-full"} {
		if strings.HasSuffix(run.failure, ": "+notSaved) && got != states[n] {
			t.Errorf("%s: the writer was told %s (not saved), but the file holds the change: %s", what, notSaved, run.failure)
		}
	}
	if err := auditMatchesData(s); err != nil {
		t.Errorf("%s: %v", what, err)
	}
	list, err := s.Backups()
	if err != nil {
		t.Errorf("%s: listing backups: %v", what, err)
	}
	for _, b := range list {
		path := b.Path
		sum, seen := soundBefore(path)
		if seen {
			continue
		}
		if b.Compressed {
			plain, err := expandBackup(path)
			if err != nil {
				t.Errorf("%s: backup %s is listed but does not expand: %v", what, filepath.Base(b.Path), err)
				continue
			}
			defer Remove(plain)
			path = plain
		}
		r, err := OpenReadOnly(path)
		if err == nil {
			err = r.Check()
			r.Close()
		} else if errors.Is(err, ErrNeedsUpgrade) && strings.HasPrefix(b.Reason, "before-upgrade") {
			err = upgradesSound(t, path)
		}
		if err != nil {
			t.Errorf("%s: backup %s is listed but unsound: %v", what, filepath.Base(b.Path), err)
		} else if sum != "" {
			soundBackups.Store(sum, true)
		}
	}
}

// soundBackups are the contents (soundBefore's sums) of the backups that
// checkAfterFault found sound: most backups a faulted writer leaves are
// byte for byte one an earlier run left (the base every run restores,
// those made before the fault), and checking the same bytes again (a
// read-only opening with its checks and SQLite's integrity check, or the
// upgrade of a copy) took 7.5 s of the 49 s CPU profile of the package's
// test process.
var soundBackups sync.Map

// soundBefore returns the sum of the backup at path and whether a backup
// of those bytes was found sound before; a backup with a log beside it,
// which its reading would take in, has no sum ("") and is checked.
func soundBefore(path string) (string, bool) {
	if _, err := os.Lstat(path + "-wal"); err == nil {
		return "", false
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return "", false
	}
	sum := sha256.Sum256(data)
	key := hex.EncodeToString(sum[:])
	_, seen := soundBackups.Load(key)
	return key, seen
}

// upgradesSound opens a copy of a backup of the older schema, as a
// restore does, and checks the upgraded copy.
func upgradesSound(t *testing.T, path string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	cp := filepath.Join(t.TempDir(), "upgraded.arbiter")
	if err := os.WriteFile(cp, data, 0o600); err != nil {
		return err
	}
	s, err := Open(cp)
	if err != nil {
		return err
	}
	defer s.Close()
	return s.Check()
}

// builtShim is the preloaded library, built once for the package's tests (eleven
// built it each, 0.16 s of CPU each) into a folder TestMain removes.
var builtShim struct {
	once     sync.Once
	dir, lib string
}

// faultShim builds the preloaded library, or skips where it cannot be.
func faultShim(t *testing.T) string {
	t.Helper()
	if runtime.GOOS != "linux" {
		t.Skip("the fault shim is for Linux")
	}
	builtShim.once.Do(func() {
		dir, err := os.MkdirTemp("", "faultshim-")
		if err != nil {
			t.Fatal(err)
		}
		builtShim.dir = dir
		builtShim.lib = faultshim.Build(t, dir)
	})
	if builtShim.lib == "" {
		t.Fatal("the fault shim was not built: see the first test that wanted it")
	}
	return builtShim.lib
}

// TestMain removes the folder of the fault shim, if a test built it.
func TestMain(m *testing.M) {
	code := m.Run()
	if builtShim.dir != "" {
		os.RemoveAll(builtShim.dir)
	}
	os.Exit(code)
}

// referenceStates runs the writer without faults and returns the digest
// before and after each action, and the writes and flushes it made.
func referenceStates(t *testing.T, base string, env faultEnv) ([]string, int) {
	t.Helper()
	run, dir := runWriter(t, base, env, 0)
	if run.failure != "" || len(run.acked) != len(faultScript) {
		t.Fatalf("the writer without faults: %d actions, %s", len(run.acked), run.failure)
	}
	os.RemoveAll(dir)
	return append([]string{fileDigest(t, filepath.Join(base, "event.arbiter"))}, run.acked...), run.points
}

// TestFaultAtEveryWrite kills the writer, or fails its disk, at each write
// and flush SQLite makes to the event, its log and its backups while it
// enters and corrects results, undoes, pairs, backs up and restores, and
// at each step of a backup the store makes itself; after each it checks
// the file (checkAfterFault), and after a disk failure that no partial
// backup (.partial-N.arbiter) nor half-made file (.NAME.new-N) is left
// beside the event or among its backups (leftPartials). The default run
// takes a sample of the points for a kill and for the two kinds of disk
// failure; ARBITER_DEEP=1 all of them.
func TestFaultAtEveryWrite(t *testing.T) {
	shim := faultShim(t)
	base := faultBase(t)
	preload := faultEnv{"LD_PRELOAD=" + shim}
	states, points := referenceStates(t, base, preload)
	if points < 50 {
		t.Fatalf("the shim counted only %d writes and flushes", points)
	}
	// Every kill point, and every disk-failure point, under ARBITER_DEEP;
	// otherwise every sixth kill point and every ninth failure point, from
	// a random start. The runs go two or more at a time. The disk
	// failures were sampled twice, every sixteenth point here and every
	// ninth for the partial files in a test of their own, each sample a
	// writer run of the same script: one sample checks both, with more
	// points for checkAfterFault than before and the same for the partial
	// files.
	var jobs []faultshim.Fault
	for _, mode := range []string{"kill", "enospc", "eio"} {
		step := 9
		if mode == "kill" {
			step = 6
		}
		for _, f := range faultshim.Every(mode, step, points) {
			jobs = append(jobs, faultshim.Fault{What: f.What, Env: append(f.Env, preload...)})
		}
	}
	for _, point := range []string{"backup.sync", "backup.rename", "backup.syncdir", "copy.syncdir"} {
		for _, how := range []string{"kill", "fail"} {
			jobs = append(jobs, faultshim.Fault{What: point + "-" + how, Env: faultEnv{faultGoEnv + "=" + point + ":" + how}})
		}
	}
	// Compressing older backups fails quietly (the backup is made), so
	// only a kill shows there.
	for _, point := range []string{"backup.compress.rename", "backup.compress.syncdir"} {
		jobs = append(jobs, faultshim.Fault{What: point + "-kill", Env: faultEnv{faultGoEnv + "=" + point + ":kill"}})
	}
	t.Logf("%d writes and flushes in the script, %d faulted runs", points, len(jobs))
	for _, j := range jobs {
		t.Run(j.What, func(t *testing.T) {
			t.Parallel()
			run, dir := runWriter(t, base, j.Env, 0)
			// What the writer left, before checkAfterFault opens the
			// file again (an opening clears what a crash left).
			if strings.HasPrefix(j.What, "enospc ") || strings.HasPrefix(j.What, "eio ") {
				for _, p := range leftPartials(dir) {
					t.Errorf("%s: %s left behind (%s)", j.What, p, run.failure)
				}
			}
			checkAfterFault(t, j.What, dir, run, states)
			if strings.HasPrefix(j.What, "backup.") && len(run.acked) == len(faultScript) {
				t.Errorf("the fault never struck")
			}
		})
	}
}

// TestFaultOpeningSideFiles fails SQLite's opening of the event's log
// (-wal) and shared memory (-shm), from each point of a writer that opens
// the file for each action as the commands do, as a full disk (ENOSPC), a
// failing one (EIO) and a refusal (EACCES, SQLite's CANTOPEN): the writer
// is told the disk is full or the file could not be written or read,
// never that a sound file is damaged, and the file holds what was
// acknowledged (checkAfterFault). A full or failing disk at these opens
// was reported as "damaged, restore a backup".
func TestFaultOpeningSideFiles(t *testing.T) {
	shim := faultShim(t)
	base := faultBase(t)
	before := fileDigest(t, filepath.Join(base, "event.arbiter"))
	want := map[string][]string{
		"enospc": {"app.error.disk-full"},
		"eio":    {"app.error.io-failed", "store.error.read-failed"},
		"eacces": {"app.error.read-only", "app.error.unreadable"},
	}
	for _, end := range []string{"-wal", "-shm"} {
		env := faultEnv{"LD_PRELOAD=" + shim, faultEachEnv + "=1", "ARBITER_FAULT_OPEN=" + end}
		ref, dir := runWriter(t, base, env, 0)
		if ref.failure != "" || len(ref.acked) != len(faultScript) || ref.opens == 0 {
			t.Fatalf("%s: the writer without faults: %d actions, %d opens, %s", end, len(ref.acked), ref.opens, ref.failure)
		}
		os.RemoveAll(dir)
		states := append([]string{before}, ref.acked...)
		for errno, keys := range want {
			for _, f := range faultshim.AtOpens(end, errno, 4, ref.opens) {
				t.Run(f.What, func(t *testing.T) {
					t.Parallel()
					run, dir := runWriter(t, base, append(slices.Clone(env), f.Env...), 0)
					checkAfterFault(t, f.What, dir, run, states)
					if run.failure == "" {
						return // the opens left were the last action's, after its commit
					}
					if !slices.ContainsFunc(keys, func(k string) bool { return strings.HasSuffix(run.failure, ": "+k) }) {
						t.Errorf("%s: the writer was told %q, want one of %v", f.What, run.failure, keys)
					}
				})
			}
		}
	}
}

// TestRandomKills kills the writer with SIGKILL at random moments of the
// script and checks the file after each (checkAfterFault); ARBITER_DEEP=1
// kills 200 times instead of 12.
func TestRandomKills(t *testing.T) {
	kills := 12
	if os.Getenv("ARBITER_DEEP") == "1" {
		kills = 200
	}
	base := faultBase(t)
	start := time.Now()
	states, _ := referenceStates(t, base, nil)
	span := time.Since(start)
	hit := 0
	for i := 0; i < kills; i++ {
		after := time.Duration(rand.Int64N(int64(span))) + time.Millisecond
		run, dir := runWriter(t, base, nil, after)
		checkAfterFault(t, fmt.Sprintf("kill %d after %v", i, after), dir, run, states)
		if len(run.acked) < len(faultScript) {
			hit++
		} else {
			// The reference run carries one-time start-up costs (and the
			// race detector's), so later runs can be much quicker: a kill
			// that came too late narrows the window for the next one.
			span /= 2
		}
		os.RemoveAll(dir)
	}
	if hit == 0 {
		t.Errorf("none of %d kills struck before the writer finished", kills)
	}
	t.Logf("%d of %d kills struck mid-script (script %v)", hit, kills, span)
}

// faultCreateEnv names the file TestHelperFaultCreate creates by import.
const faultCreateEnv = "ARBITER_FAULT_CREATE"

// importedPlayers is the size of the player list the import brings.
const importedPlayers = 30

// TestHelperFaultCreate is the writer process of
// TestKilledImportLeavesNoEmptyEvent: it creates a file by importing a
// player list and prints "ack" once that has returned.
func TestHelperFaultCreate(t *testing.T) {
	path := faultshim.Helper(t, faultCreateEnv, "the writer process of TestKilledImportLeavesNoEmptyEvent")
	goFault(path)
	ev := &tournament.Event{Settings: testSettings(), Players: testPlayers(importedPlayers)}
	for i := range ev.Players {
		ev.Players[i].ID = int64(i + 1)
		ev.Players[i].FIDEID = strconv.Itoa(1000 + i)
	}
	st, err := CreateImported(path, ev, false, tournament.SwissOptions{})
	if err != nil {
		reportFault("import", err)
		os.Exit(0)
	}
	if err := st.Close(); err != nil {
		reportFault("close", err)
		os.Exit(0)
	}
	fmt.Println("ack")
	os.Exit(0)
}

// TestKilledImportLeavesNoEmptyEvent kills the import into a new file at
// its writes and flushes (every one under ARBITER_DEEP=1, every fifth
// otherwise), and kills or fails it at the store's own steps of making the
// file (linking it into place, removing its temporary name, flushing the
// folder): afterwards there is either no file at all or the whole event,
// never an event without its players nor one refused for the second name
// a crash left it, and a retried import is refused only when the file is
// there.
func TestKilledImportLeavesNoEmptyEvent(t *testing.T) {
	shim := faultShim(t)
	run := func(env ...string) (acked bool, path string, points int) {
		_, path, out, points := faultedCreate(t, shim, env...)
		for _, line := range strings.Split(string(out), "\n") {
			switch {
			case line == "ack":
				acked = true
			case strings.HasPrefix(line, "raw"):
				t.Errorf("the import got an untranslated error: %s", line)
			}
		}
		return acked, path, points
	}
	acked, _, points := run()
	if !acked || points < 10 {
		t.Fatalf("the import without faults: acknowledged %v after %d writes and flushes", acked, points)
	}
	faults := faultshim.Every("kill", 5, points)
	for _, point := range []string{"create.link", "create.unlink", "create.syncdir"} {
		for _, how := range []string{"kill", "fail"} {
			faults = append(faults, faultshim.Fault{What: point + " " + how, Env: []string{faultGoEnv + "=" + point + ":" + how}})
		}
	}
	t.Logf("%d writes and flushes in the import, %d faulted runs", points, len(faults))
	for _, f := range faults {
		acked, path, _ := run(f.Env...)
		if _, err := os.Lstat(path); errors.Is(err, os.ErrNotExist) {
			if acked {
				t.Errorf("%s: the import was acknowledged but there is no file", f.What)
			}
			continue
		}
		s, err := Open(path)
		if err != nil {
			t.Errorf("%s: the file left behind: %v", f.What, err)
			continue
		}
		ev, err := s.Event()
		s.Close()
		if err != nil {
			t.Errorf("%s: the file left behind: %v", f.What, err)
		} else if len(ev.Players) != importedPlayers {
			t.Errorf("%s: the file left behind has %d players, want %d", f.What, len(ev.Players), importedPlayers)
		}
	}
}

// faultRestoreEnv names the backup TestHelperRestoreUnreadable restores.
const faultRestoreEnv = "ARBITER_FAULT_RESTORE"

// TestHelperRestoreUnreadable is the writer process of
// TestUnreadableBackupIsNotCalledDamaged and TestRestoreFaultSaysWhatIsInTheFile:
// it restores the backup named in faultRestoreEnv as arbiter restore does
// (RestoreFile) and prints "restored", or the failure as
// TestHelperFaultWriter does.
func TestHelperRestoreUnreadable(t *testing.T) {
	backup := faultshim.Helper(t, faultRestoreEnv, "the writer process of TestUnreadableBackupIsNotCalledDamaged")
	goFault(os.Getenv(faultFileEnv))
	// As arbiter restore does.
	if _, err := RestoreFile(os.Getenv(faultFileEnv), backup); err != nil {
		reportFault("restore", err)
	} else {
		fmt.Println("restored")
	}
	os.Exit(0)
}

// TestUnreadableBackupIsNotCalledDamaged: a backup the disk fails to read
// (every read of it fails with EIO) is reported as a read error, not as a
// damaged file, and the event stays as it was.
func TestUnreadableBackupIsNotCalledDamaged(t *testing.T) {
	shim := faultShim(t)
	dir := faultBase(t)
	event := filepath.Join(dir, "event.arbiter")
	s, err := Open(event)
	if err != nil {
		t.Fatal(err)
	}
	before := stateDigest(s)
	backup := filepath.Join(s.BackupDir(), baseBackup)
	s.Close()
	cmd := faultshim.Command(t, shim, "TestHelperRestoreUnreadable", dir,
		faultFileEnv+"="+event, faultRestoreEnv+"="+backup, "ARBITER_FAULT_READ="+baseBackup)
	cmd.Stderr = os.Stderr
	out, _ := cmd.Output()
	if got := strings.TrimSpace(strings.Split(string(out), "\n")[0]); got != "failed restore: store.error.read-failed" {
		t.Errorf("restoring an unreadable backup: %q, want the read error", got)
	}
	if fileDigest(t, event) != before {
		t.Error("the event changed")
	}
}

// TestEIOAtOpenIsNotReadOnly fails with EIO the opening of the event, of
// its log (-wal) and shared memory (-shm), and of its lock, for writing
// and for reading only: the writer is told the disk failed, never that
// the file or its folder is read-only, nor a raw system text (the lock's
// failure reached the arbiter as "open …: input/output error").
func TestEIOAtOpenIsNotReadOnly(t *testing.T) {
	shim := faultShim(t)
	base := faultBase(t)
	want := []string{"app.error.io-failed", "store.error.read-failed"}
	faults := map[string]faultEnv{"lock eio": {faultGoEnv + "=lock.open:fail"}}
	for _, end := range []string{".arbiter", "-wal", "-shm"} {
		faults[end+" eio"] = faultEnv{"LD_PRELOAD=" + shim, "ARBITER_FAULT_OPEN=" + end, "ARBITER_FAULT_OPEN_ERRNO=eio", "ARBITER_FAULT_OPEN_AT=1"}
	}
	for what, env := range faults {
		for _, how := range []string{"write", "read-only"} {
			if what == "lock eio" && how == "read-only" {
				continue // a reader takes no lock
			}
			t.Run(what+" "+how, func(t *testing.T) {
				run, _ := runWriter(t, base, append(env, faultOpenEnv+"="+how), 0)
				if !slices.ContainsFunc(want, func(k string) bool { return strings.HasSuffix(run.failure, ": "+k) }) {
					t.Errorf("%s: the writer was told %q, want one of %v", what, run.failure, want)
				}
			})
		}
	}
}

// TestEIOOpeningBackupIsNotReadOnly fails with EIO the opening of the
// backup a restore reads: the arbiter is told the disk failed to read it,
// not that the backup is read-only, and the event stays as it was.
func TestEIOOpeningBackupIsNotReadOnly(t *testing.T) {
	shim := faultShim(t)
	dir := faultBase(t)
	event := filepath.Join(dir, "event.arbiter")
	backup := filepath.Join(event+"-backups", baseBackup)
	for _, end := range []string{"", "-wal", "-shm"} {
		cmd := faultshim.Command(t, shim, "TestHelperRestoreUnreadable", dir, faultFileEnv+"="+event, faultRestoreEnv+"="+backup,
			"ARBITER_FAULT_OPEN="+baseBackup+end, "ARBITER_FAULT_OPEN_ERRNO=eio", "ARBITER_FAULT_OPEN_AT=1")
		cmd.Stderr = os.Stderr
		out, _ := cmd.Output()
		if got := strings.TrimSpace(strings.Split(string(out), "\n")[0]); got != "failed restore: store.error.read-failed" && got != "restored" {
			t.Errorf("restoring a backup the disk fails to open%s: %q, want the read error", end, got)
		}
	}
}

// TestFailedCreateLeavesNothing fails the disk (EIO, ENOSPC) at the writes
// and flushes of an import into a new file, from its first on: the arbiter
// is told in their language (not "open ….new-N: input/output error"), and
// the folder holds either the whole event or nothing, no temporary file.
func TestFailedCreateLeavesNothing(t *testing.T) {
	shim := faultShim(t)
	var faults []faultshim.Fault
	for _, mode := range []string{"eio", "enospc"} {
		faults = append(faults, faultshim.Fault{What: mode + " at 1", Env: []string{"ARBITER_FAULT_MODE=" + mode, "ARBITER_FAULT_AT=1"}})
		faults = append(faults, faultshim.Every(mode, 7, 40)...)
	}
	for _, f := range faults {
		dir, _, out, _ := faultedCreate(t, shim, f.Env...)
		if strings.Contains(string(out), "raw") {
			t.Errorf("%s: the import got an untranslated error: %s", f.What, out)
		}
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			if e.Name() != "imported.arbiter" {
				t.Errorf("%s: left behind %s (%s)", f.What, e.Name(), strings.TrimSpace(string(out)))
			}
		}
	}
}

// strikeDir is a new temporary folder by its real path, no link in it,
// for the shim to strike in.
func strikeDir(t *testing.T) string {
	t.Helper()
	dir, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// faultedCreate runs TestHelperFaultCreate's import into a new file in a
// strikeDir of its own, the shim at lib striking as env says: the folder,
// the file's path, what the import printed and the writes and flushes the
// shim counted.
func faultedCreate(t *testing.T, lib string, env ...string) (dir, path string, out []byte, points int) {
	t.Helper()
	dir = strikeDir(t)
	path = filepath.Join(dir, "imported.arbiter")
	cmd := faultshim.Command(t, lib, "TestHelperFaultCreate", dir, append([]string{faultCreateEnv + "=" + path}, env...)...)
	cmd.Stderr = os.Stderr
	out, _ = cmd.Output()
	return dir, path, out, cmd.Points()
}

// leftPartials is every partial backup (.partial-N.arbiter) and half-made
// file (.NAME.new-N) in dir, the event's folder with its backups.
func leftPartials(dir string) []string {
	var left []string
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && (strings.HasPrefix(d.Name(), partialPrefix) || strings.Contains(d.Name(), ".new-")) {
			left = append(left, p)
		}
		return nil
	})
	return left
}

// faultBackupEnv has TestHelperBackup back up the event in faultFileEnv.
const faultBackupEnv = "ARBITER_FAULT_BACKUP"

// TestHelperBackup is the writer process of TestFullDiskAtBackupNamesTheEvent:
// it backs up the event as arbiter backup does and prints "backed up", or
// the failure's key and the file it names.
func TestHelperBackup(t *testing.T) {
	faultshim.Helper(t, faultBackupEnv, "the writer process of TestFullDiskAtBackupNamesTheEvent")
	s, err := Open(os.Getenv(faultFileEnv))
	if err == nil {
		_, err = s.Backup("manual")
		s.Close()
	}
	var fe *engine.Message
	switch {
	case err == nil:
		fmt.Println("backed up")
	case errors.As(err, &fe):
		fmt.Printf("failed backup: %s %v\n", fe.Key, fe.Args["file"])
	default:
		fmt.Printf("raw backup: %q\n", err.Error())
	}
	os.Exit(0)
}

// TestFullDiskAtBackupNamesTheEvent fills the disk (ENOSPC) at the first
// write of the backup's copy into the backups folder: the arbiter is told
// the disk is full for the event, not for the partial copy (a file of the
// program's own, removed), and the folder holds no partial file.
func TestFullDiskAtBackupNamesTheEvent(t *testing.T) {
	shim := faultShim(t)
	dir := faultBase(t)
	event := filepath.Join(dir, "event.arbiter")
	backups := event + "-backups"
	cmd := faultshim.Command(t, shim, "TestHelperBackup", backups, faultFileEnv+"="+event, faultBackupEnv+"=1",
		"ARBITER_FAULT_MODE=enospc", "ARBITER_FAULT_AT=1")
	cmd.Stderr = os.Stderr
	out, _ := cmd.Output()
	if got, want := strings.TrimSpace(string(out)), "failed backup: app.error.disk-full "+event; got != want {
		t.Errorf("a full disk at the backup's copy: %q, want %q", got, want)
	}
	entries, err := os.ReadDir(backups)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.Name() != baseBackup {
			t.Errorf("left in the backups folder: %s", e.Name())
		}
	}
}

// TestRestoreFaultSaysWhatIsInTheFile fails the disk (EIO, then a full
// disk) at each write and flush of a restore as arbiter restore makes it
// (RestoreFile), and checks that what the restore said is what the file
// holds when opened again: "restored" the backup's event, a message that
// says nothing was changed the event as it was, and one that says the
// outcome is uncertain either.
func TestRestoreFaultSaysWhatIsInTheFile(t *testing.T) {
	shim := faultShim(t)
	base := faultBase(t)
	s, err := Open(filepath.Join(base, "event.arbiter"))
	if err != nil {
		t.Fatal(err)
	}
	// A result the restore takes away, so that the two states differ in
	// the data as well as in the audit log.
	setResult(t, s, 1, 1, tournament.WhiteWins)
	s.Close()
	run := func(t *testing.T, env ...string) (said, digest string, points int) {
		dir := strikeDir(t)
		copyTree(t, base, dir)
		event := filepath.Join(dir, "event.arbiter")
		cmd := faultshim.Command(t, shim, "TestHelperRestoreUnreadable", dir, append([]string{faultFileEnv + "=" + event,
			faultRestoreEnv + "=" + filepath.Join(dir, "event.arbiter-backups", baseBackup), "TMPDIR=" + t.TempDir()}, env...)...)
		cmd.Stderr = os.Stderr
		out, _ := cmd.Output()
		said = strings.TrimSpace(strings.Split(string(out), "\n")[0])
		points = cmd.Points()
		st, err := Open(event)
		if err != nil {
			return said, "unopenable: " + err.Error(), points
		}
		defer st.Close()
		return said, stateDigest(st), points
	}
	before := fileDigest(t, filepath.Join(base, "event.arbiter"))
	said, after, points := run(t)
	if said != "restored" || after == before || points < 5 {
		t.Fatalf("the restore without faults: %q, %d writes and flushes", said, points)
	}
	// The faulted runs go side by side: each waits on its writer's
	// flushes to the disk far longer than it computes.
	var mu sync.Mutex
	seen := map[string]int{}
	t.Cleanup(func() { t.Logf("%d writes and flushes in the restore; outcomes %v", points, seen) })
	// Every fourth point from a random start; every one under ARBITER_DEEP=1.
	faults := append(faultshim.Every("eio", 4, points), faultshim.Every("enospc", 4, points)...)
	// The store's own steps: the backup of the event as it was, and the
	// compression of older backups after the restore.
	for _, point := range []string{"backup.sync", "backup.rename", "backup.syncdir", "backup.compress.rename", "backup.compress.syncdir"} {
		faults = append(faults, faultshim.Fault{What: point, Env: []string{faultGoEnv + "=" + point + ":fail"}})
	}
	for _, f := range faults {
		t.Run(f.What, func(t *testing.T) {
			t.Parallel()
			what := f.What
			said, got, _ := run(t, f.Env...)
			mu.Lock()
			seen[said]++
			mu.Unlock()
			if _, key, ok := strings.Cut(said, ": "); ok {
				for _, lang := range i18n.Complete {
					if i18n.For(lang).T(key) == key {
						t.Errorf("%s: %s has no %s text", what, key, lang)
					}
				}
			}
			switch {
			case strings.HasPrefix(said, "raw") || said == "":
				t.Errorf("%s: the restore said %q", what, said)
			case got != before && got != after:
				t.Errorf("%s: the file is neither as it was nor restored: %s", what, got)
			case said == "restored" && got != after:
				t.Errorf("%s: the restore said it restored, the file is as it was", what)
			case strings.HasSuffix(said, ": store.error.commit-uncertain"):
				// Either is true to this message.
			case said != "restored" && got != before:
				t.Errorf("%s: the restore said %q, but the file is restored", what, said)
			case strings.HasSuffix(said, ": "+backupMadeKey):
				t.Errorf("%s: the restore said only that its backup was made: %s", what, said)
			}
		})
	}
}

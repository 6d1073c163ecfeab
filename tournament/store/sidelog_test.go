package store

import (
	"bufio"
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/internal/testdir"
	"arbiter/tournament"
)

// walOf returns the bytes of the log beside the open store s, which must
// hold frames.
func walOf(t *testing.T, s *Store) []byte {
	t.Helper()
	wal, err := os.ReadFile(s.Path() + "-wal")
	if err != nil || len(wal) <= 32 {
		t.Fatalf("the log of %s: %d bytes, %v", s.Path(), len(wal), err)
	}
	return wal
}

// checkSetAside opens path, whose log beside it is wal, and checks that the
// log is set aside with the message key, the file left as it was, the
// message naming both names in every language, and that the file then
// opens as it was saved.
func checkSetAside(t *testing.T, path string, wal []byte, key string) *Store {
	t.Helper()
	before := testdir.Read(t, path)
	testdir.Write(t, path+"-wal", wal)
	_, err := Open(path)
	var m *engine.Message
	if !errors.Is(err, errLogSetAside) || !errors.As(err, &m) || m.Key != key {
		t.Fatalf("opening beside the log: %v, want %s", err, key)
	}
	keptPath, _ := m.Args["kept"].(engine.Path)
	kept := string(keptPath)
	if got, err := os.ReadFile(kept); err != nil || !bytes.Equal(got, wal) {
		t.Errorf("the log set aside as %q: %d bytes, %v", kept, len(got), err)
	}
	if _, err := os.Lstat(path + "-wal"); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the log is still beside the file: %v", err)
	}
	if after, err := os.ReadFile(path); err != nil || !bytes.Equal(after, before) {
		t.Errorf("the file was changed: %v", err)
	}
	for _, lang := range i18n.Complete {
		if msg := i18n.For(lang).Error(err); !strings.Contains(msg, path+"-wal") || !strings.Contains(msg, kept) {
			t.Errorf("%s: %q names not both the log and where it was kept", lang, msg)
		}
	}
	return testdir.Opened(t, Open, path)
}

// TestAnotherEventsLogIsSetAside: another event's log copied beside a
// file would show that event's data in it; it is set aside, the file left
// as it was saved.
func TestAnotherEventsLogIsSetAside(t *testing.T) {
	a, _ := pairedEvent(t, 4)
	want := eventOf(t, a)
	a.Close()
	b, _ := pairedEvent(t, 6)
	setResult(t, b, 1, 1, tournament.Draw)
	wal := walOf(t, b)
	s := checkSetAside(t, a.Path(), wal, logOtherKey)
	if got := eventOf(t, s); len(got.Players) != len(want.Players) || got.Rounds[0].Pairings[0].Result != tournament.NoResult {
		t.Errorf("the file now holds %d players, board 1 %v", len(got.Players), got.Rounds[0].Pairings[0].Result)
	}
}

// TestOlderOwnLogIsSetAside: a log of the file's own taken before its
// changes were copied into the file and put back after a later change
// would undo that change; it is set aside and the change kept.
func TestOlderOwnLogIsSetAside(t *testing.T) {
	s, _ := pairedEvent(t, 4)
	setResult(t, s, 1, 1, tournament.Draw)
	wal := walOf(t, s)
	setResult(t, s, 1, 2, tournament.WhiteWins)
	s.Close()
	again := checkSetAside(t, s.Path(), wal, logOlderKey)
	if got := eventOf(t, again).Rounds[0].Pairings[1].Result; got != tournament.WhiteWins {
		t.Errorf("the later change is gone: board 2 has %v", got)
	}
}

// TestOlderOwnLogFarBehindIsSetAside: an older log of the file's own put
// back after more changes than the file keeps ids of is set aside, the
// changes kept, and the message says it is an older log of this file or
// another copy's, which the file can no longer tell apart: it was called
// another event's, or one that does not fit the file.
func TestOlderOwnLogFarBehindIsSetAside(t *testing.T) {
	s, _ := pairedEvent(t, 4)
	setResult(t, s, 1, 1, tournament.Draw)
	wal := walOf(t, s)
	results := []tournament.Result{tournament.WhiteWins, tournament.BlackWins}
	for i := range historyLen {
		setResult(t, s, 1, 2, results[i%2])
	}
	s.Close()
	again := checkSetAside(t, s.Path(), wal, logFarKey)
	if got := eventOf(t, again).Rounds[0].Pairings[1].Result; got != results[(historyLen-1)%2] {
		t.Errorf("the later changes are gone: board 2 has %v", got)
	}
}

// TestLogGoneBeforeItIsJudged: a log that the last program to close the
// file checkpoints away between the look that finds it and its judging is
// no log to judge, and the open goes on; it said the event file did not
// exist (serve, started as the evening's other programs stopped).
func TestLogGoneBeforeItIsJudged(t *testing.T) {
	s, _ := pairedEvent(t, 4)
	path := closedFile(s)
	os.Remove(path + "-wal")
	if key, err := judgeUnused(path); key != "" || err != nil {
		t.Fatalf("judging a log gone: %q, %v", key, err)
	}
}

// TestOwnLogWithChangesIsKept: the log left by a program that stopped
// while it held changes the file alone lacks (a reader kept them from
// being copied in) is the file's own and current: it is applied, nothing
// lost and nothing set aside.
func TestOwnLogWithChangesIsKept(t *testing.T) {
	s, _ := pairedEvent(t, 4)
	c := crashedWith(t, s.Path(), func() error { return s.SetResult(1, 1, tournament.Draw) })
	if got := eventOf(t, c).Rounds[0].Pairings[0].Result; got != tournament.Draw {
		t.Errorf("the change in the log was lost: board 1 has %v", got)
	}
}

// TestOwnLogOfARestoreIsKept: a restore keeps the ids of the file's own
// states, so the log a crash left after it is still the file's own.
func TestOwnLogOfARestoreIsKept(t *testing.T) {
	s, _ := pairedEvent(t, 4)
	backup := backedUp(t, s, "by hand")
	setResult(t, s, 1, 1, tournament.Draw)
	c := crashedWith(t, s.Path(), func() error { return s.Restore(backup) })
	if got := eventOf(t, c).Rounds[0].Pairings[0].Result; got != tournament.NoResult {
		t.Errorf("the restore in the log was lost: board 1 has %v", got)
	}
}

// TestOwnLogHoldingManyChangesIsKept: a reader kept more changes out of
// the file than the file keeps ids of its last states, and the writer was
// killed: the log is still the file's own and current, applied whole.
func TestOwnLogHoldingManyChangesIsKept(t *testing.T) {
	path := filepath.Join(t.TempDir(), "held.arbiter")
	crashRoundSaved(t, path)
	changes := historyLen + 1
	c := crashedWith(t, path, func() error { killWriterAfter(t, path, changes); return nil })
	last := (changes - 1) / crashBoards // the pass the writer was killed in
	for _, p := range eventOf(t, c).Rounds[0].Pairings {
		want := crashResult(1+last, p.Board)
		if p.Board > changes-last*crashBoards {
			want = crashResult(last, p.Board)
		}
		if p.Result != want {
			t.Errorf("board %d has %v, the log %v", p.Board, p.Result, want)
		}
	}
}

// crashedWith makes change on the file at path while a reader keeps it
// from being copied into the file, copies the file and its log as a crash
// would leave them, and opens the copy, which must take the log as its own.
func crashedWith(t *testing.T, path string, change func() error) *Store {
	t.Helper()
	defer holdReader(t, path)()
	if err := change(); err != nil {
		t.Fatal(err)
	}
	// The files as they stand now are what a crash would leave.
	crashed := filepath.Join(t.TempDir(), "crashed.arbiter")
	for _, suffix := range []string{"", "-wal", "-shm"} {
		data := testdir.Read(t, path+suffix)
		testdir.Write(t, crashed+suffix, data)
	}
	if mustMark(t, crashed, "").revision >= mustMark(t, crashed, crashed+"-wal").revision {
		t.Fatal("the file alone already holds the change: the test shows nothing")
	}
	c := testdir.Opened(t, Open, crashed)
	noneSetAside(t, crashed)
	return c
}

// holdReader begins reading the file at path, which keeps later changes
// from being copied from its log into it until the returned release.
func holdReader(t *testing.T, path string) (release func()) {
	t.Helper()
	reader := sqlOf(t, path, readerParams)
	rtx, err := reader.Begin()
	if err != nil {
		t.Fatal(err)
	}
	var n int
	if err := rtx.QueryRow(`SELECT count(*) FROM players`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return func() {
		rtx.Rollback()
		reader.Close()
	}
}

// mustMark reads the mark of file with the log wal ("": alone), on copies.
func mustMark(t *testing.T, file, wal string) eventMark {
	t.Helper()
	dir := t.TempDir()
	for from, to := range map[string]string{file: "f.arbiter", wal: "f.arbiter-wal"} {
		if from == "" {
			continue
		}
		data := testdir.Read(t, from)
		testdir.Write(t, filepath.Join(dir, to), data)
	}
	m, err := readMark(filepath.Join(dir, "f.arbiter"))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// crashRoundSaved creates the file at path with the crash tests' players,
// P0 to P(2·crashBoards−1), round 1 paired and no result, and closes it.
func crashRoundSaved(t *testing.T, path string) {
	t.Helper()
	s, err := Create(path, testSettings())
	if err != nil {
		t.Fatal(err)
	}
	ids := make([]int64, 2*crashBoards)
	for i := range ids {
		if ids[i], err = s.AddPlayer(tournament.Player{Name: "P" + strconv.Itoa(i)}); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.SaveRound(round(1, ids)); err != nil {
		t.Fatal(err)
	}
	s.Close()
}

// noneSetAside fails when a log beside path was set aside.
func noneSetAside(t *testing.T, path string) {
	t.Helper()
	if aside, _ := filepath.Glob(path + setAsideMark + "*"); len(aside) > 0 {
		t.Errorf("a sound log was set aside: %v", aside)
	}
}

// TestKilledWritersLogIsKept: the log a writer killed with SIGKILL leaves
// is its file's own: reopening applies it, every result it reported saved
// is there and no other, and nothing is set aside. The writer stops at the
// kill's mark: killed on its word alone it could finish the round and close,
// taking the log with it, which CI's machine showed.
func TestKilledWritersLogIsKept(t *testing.T) {
	path := filepath.Join(t.TempDir(), "killed.arbiter")
	crashRoundSaved(t, path)
	saved := crashBoards / 2
	killWriterMidRound(t, path)
	r, err := Open(path)
	if err != nil {
		t.Fatalf("opening after the kill: %v", err)
	}
	defer r.Close()
	for _, p := range eventOf(t, r).Rounds[0].Pairings {
		switch {
		case p.Board <= saved && p.Result != crashResult(1, p.Board):
			t.Errorf("board %d was reported saved but has %v", p.Board, p.Result)
		case p.Board > saved && p.Result != tournament.NoResult:
			t.Errorf("board %d was never entered but has %v", p.Board, p.Result)
		}
	}
	noneSetAside(t, path)
}

// TestOtherCopysFileOverCrashedLog: the window was killed with the event
// open, leaving its log; the second laptop's copy of the same event, with
// results entered there, is copied over the file. Opening it applies none
// of the log over the copy: the copy's results stay and none of the log's
// appear, the log is set aside, kept, and the message says so.
func TestOtherCopysFileOverCrashedLog(t *testing.T) {
	otherCopyOverCrashedLog(t, killWriterMidRound)
}

// TestOtherCopysFileOverLongCrashedLog: as TestOtherCopysFileOverCrashedLog,
// the log holding more changes than the file keeps ids of (a reader held
// them back): none of the states it passed through is the copy.
func TestOtherCopysFileOverLongCrashedLog(t *testing.T) {
	otherCopyOverCrashedLog(t, func(t *testing.T, path string) []byte {
		defer holdReader(t, path)()
		killWriterAfter(t, path, 2*historyLen)
		return testdir.Read(t, path+"-wal")
	})
}

// otherCopyOverCrashedLog is TestOtherCopysFileOverCrashedLog, the window
// killed by crash, which returns the log it left beside the file.
func otherCopyOverCrashedLog(t *testing.T, crash func(t *testing.T, path string) []byte) {
	path := filepath.Join(t.TempDir(), "club.arbiter")
	crashRoundSaved(t, path)
	copyResult := func(board int) tournament.Result {
		if board > crashBoards-3 {
			return tournament.BlackForfeitWin
		}
		return tournament.NoResult
	}
	// The second laptop's copy, its results entered there.
	other := otherLaptopsCopy(t, path, copyResult)
	// The window is killed with the event open.
	wal := crash(t, path)
	testdir.Write(t, path+"-wal", wal)
	copied := testdir.Read(t, other)
	testdir.Write(t, path, copied)
	key := logKeyOver(t, copied, wal, other)
	first, err := Open(path)
	if err == nil {
		first.Close()
	}
	var m *engine.Message
	switch {
	case key == "" && err != nil:
		t.Errorf("opening the copy beside a log with nothing to apply: %v", err)
	case key != "" && (!errors.Is(err, errLogSetAside) || !errors.As(err, &m) || m.Key != key):
		t.Errorf("opening the copy beside the crashed log: %v, want %s", err, key)
	}
	if m != nil {
		checkLogKept(t, err, m, path, wal)
	}
	if after, err := os.ReadFile(path); err != nil || !bytes.Equal(after, copied) {
		t.Errorf("the copy was changed: %v", err)
	}
	r, err := Open(path)
	if err != nil {
		t.Fatalf("opening again: %v", err)
	}
	defer r.Close()
	for _, p := range eventOf(t, r).Rounds[0].Pairings {
		if p.Result != copyResult(p.Board) {
			t.Errorf("board %d has %v, the copy %v", p.Board, p.Result, copyResult(p.Board))
		}
	}
}

// otherLaptopsCopy copies the event at path as the second laptop's, and
// enters there the results copyResult gives the last three boards.
func otherLaptopsCopy(t *testing.T, path string, copyResult func(board int) tournament.Result) string {
	t.Helper()
	other := filepath.Join(t.TempDir(), "club.arbiter")
	data := testdir.Read(t, path)
	testdir.Write(t, other, data)
	o, err := Open(other)
	if err != nil {
		t.Fatal(err)
	}
	for b := crashBoards - 2; b <= crashBoards; b++ {
		setResult(t, o, 1, b, copyResult(b))
	}
	o.Close()
	return other
}

// killWriterMidRound kills a writer of the event at path halfway through
// its round, as the window killed with the event open, and returns the
// log it left.
func killWriterMidRound(t *testing.T, path string) []byte {
	t.Helper()
	killWriterAfter(t, path, crashBoards/2)
	wal, err := os.ReadFile(path + "-wal")
	if err != nil || len(wal) <= 32 {
		t.Fatalf("the killed writer left no log: %d bytes, %v", len(wal), err)
	}
	return wal
}

// killWriterAfter kills a writer of round 1 of the event at path, as the
// window killed with the event open, once it has saved n results, going
// over the boards again as many times as that takes.
func killWriterAfter(t *testing.T, path string, n int) {
	t.Helper()
	passes := helperPassesEnv + "=" + strconv.Itoa((n-1)/crashBoards+1)
	// The writer stops at the n-th save: killed on its word alone, it could
	// save once more before the kill lands, which a loaded machine showed.
	cmd, out, in := startHelper(t, "TestHelperWriter", helperFileEnv+"="+path, helperRoundEnv+"=1", passes, helperStopEnv+"="+strconv.Itoa(n))
	defer in.Close()
	lines := bufio.NewScanner(out)
	for lines.Scan() {
		line := lines.Text()
		if line == "ready" {
			in.Write([]byte("go\n"))
		}
		if line == "saved "+strconv.Itoa(n) {
			cmd.Process.Kill()
			break
		}
	}
	cmd.Wait()
}

// logKeyOver is the message opening the copy beside the crashed log gives:
// the log's pages over the copy's are a mixture of the two, which is at
// times not a sound file at all: then it fits neither. Killed as it began
// the log anew, the writer leaves one with nothing to apply ("").
func logKeyOver(t *testing.T, copied, wal []byte, other string) string {
	t.Helper()
	key := logCopyKey
	probe := filepath.Join(t.TempDir(), "probe.arbiter")
	if os.WriteFile(probe, copied, 0o644) != nil || os.WriteFile(probe+"-wal", wal, 0o644) != nil {
		t.Fatal("no probe")
	}
	if m, err := readMark(probe); err != nil {
		key = logOtherKey
	} else if own := mustMark(t, other, ""); m.revision == own.revision && slices.Equal(m.history, own.history) {
		key = ""
	}
	return key
}

// checkLogKept checks that the log set aside is kept whole where m says,
// and that the message names both in every language.
func checkLogKept(t *testing.T, err error, m *engine.Message, path string, wal []byte) {
	t.Helper()
	keptPath, _ := m.Args["kept"].(engine.Path)
	kept := string(keptPath)
	if got, err := os.ReadFile(kept); err != nil || !bytes.Equal(got, wal) {
		t.Errorf("the log set aside as %q: %d bytes, %v", kept, len(got), err)
	}
	for _, lang := range i18n.Complete {
		if msg := i18n.For(lang).Error(err); !strings.Contains(msg, path+"-wal") || !strings.Contains(msg, kept) {
			t.Errorf("%s: %q names not both the log and where it was kept", lang, msg)
		}
	}
}

// TestBackupPutBackBesideLogIsKept: a backup the arbiter copies back over
// the file, beside the log a later change left, is a file of its own: the
// log, which would take it forward again, is set aside and the backup kept
// as it was taken.
func TestBackupPutBackBesideLogIsKept(t *testing.T) {
	s, _ := pairedEvent(t, 4)
	backup := backedUp(t, s, "by hand")
	for _, suffix := range sideSuffixes {
		if _, err := os.Lstat(backup + suffix); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("the backup was left with its %s: %v", suffix, err)
		}
	}
	setResult(t, s, 1, 1, tournament.Draw)
	wal := walOf(t, s)
	b := checkSetAside(t, backup, wal, logCopyKey)
	if got := eventOf(t, b).Rounds[0].Pairings[0].Result; got != tournament.NoResult {
		t.Errorf("the backup now has the later change: board 1 has %v", got)
	}
}

// TestMissingTempFolderIsNamed: with TMPDIR naming a folder that is not
// there, an event with a log beside it and a compressed backup being
// restored were said not to exist; the message names the missing
// temporary folder, in every language, and nothing is changed.
func TestMissingTempFolderIsNamed(t *testing.T) {
	a, _ := pairedEvent(t, 4)
	b, _ := pairedEvent(t, 6)
	setResult(t, b, 1, 1, tournament.Draw)
	wal := walOf(t, b)
	plain := backedUp(t, a, "manual")
	if err := compressBackup(plain); err != nil {
		t.Fatal(err)
	}
	list, err := a.Backups()
	if err != nil || len(list) != 1 || !list[0].Compressed {
		t.Fatalf("backups %+v, %v", list, err)
	}
	path := a.Path()
	a.Close()
	missing := filepath.Join(t.TempDir(), "gone")
	t.Setenv("TMPDIR", missing)
	_, errRestore := RestoreFile(path, list[0].Path)
	testdir.Write(t, path+"-wal", wal)
	_, errOpen := Open(path)
	for what, err := range map[string]error{"restore": errRestore, "open": errOpen} {
		if !errors.Is(err, fileError(NoTempFolder, "", "")) {
			t.Errorf("%s: %v, want the temporary folder named", what, err)
			continue
		}
		for _, lang := range i18n.Complete {
			if msg := i18n.For(lang).Error(err); !strings.Contains(msg, missing) || strings.Contains(msg, "{") {
				t.Errorf("%s %s: %q", what, lang, msg)
			}
		}
	}
}

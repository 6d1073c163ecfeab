package store

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"arbiter/engine"
	"arbiter/internal/testdir"
	"arbiter/tournament"
	"arbiter/tournament/replay"
)

// renamedEnv names the file TestHelperRenamedWindow holds.
const renamedEnv = "ARBITER_STORE_RENAMED_FILE"

// TestHelperRenamedWindow is the window of TestRenamedWhileOpenRefusesChanges,
// a process of its own: it opens the file and says "ready"; at the
// parent's line it enters board 2's result and says "wrote", or "moved"
// when that is refused as ErrMoved; it closes the file when stdin closes.
func TestHelperRenamedWindow(t *testing.T) {
	s := openAsHelper(t, renamedEnv, Window, "TestRenamedWhileOpenRefusesChanges", Open)
	in := ready()
	err := s.SetResult(1, 2, tournament.Draw)
	if errors.Is(err, errMoved) {
		fmt.Println("moved")
	} else {
		helperCheck(err)
		fmt.Println("wrote")
	}
	in.ReadString('\n') // until the parent closes stdin
	helperCheck(s.Close())
	os.Exit(0)
}

// TestRenamedWhileOpenRefusesChanges: the event renamed (in the file
// manager) while the window has it open, and arbiter serve started on the
// new name and showing its pages. SQLite finds a file's log and shared
// memory by the name a program opened it by, so the two programs kept
// them under different names and neither saw when the other changed the
// file: a result the window entered after the rename was overwritten by
// serve's next one from what serve had read before, though the audit log
// kept it. The window's change after the rename is refused instead,
// naming what happened, and every change acknowledged is in the file
// under its new name; serve, opened by the new name, goes on.
func TestRenamedWhileOpenRefusesChanges(t *testing.T) {
	// Serve, opening the file the window holds by another name, cannot
	// tell that the window holds it, and waits for it as for a command.
	shortLockWait(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "event.arbiter")
	s, ids := eventAt(t, path, testPlayers(8))
	if err := s.SaveRound(round(1, ids)); err != nil {
		t.Fatal(err)
	}
	setResult(t, s, 1, 1, tournament.WhiteWins)
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}

	cmd, out, in := startHelper(t, "TestHelperRenamedWindow", renamedEnv+"="+path)
	lines := bufio.NewScanner(out)
	said := func() string {
		if !lines.Scan() {
			t.Fatal("the window ended without a word")
		}
		return lines.Text()
	}
	if line := said(); line != "ready" {
		t.Fatalf("the window said %q", line)
	}
	renamed := filepath.Join(dir, "renamed.arbiter")
	if err := os.Rename(path, renamed); err != nil {
		t.Fatal(err)
	}
	serve, err := OpenShared(renamed)
	if err != nil {
		t.Fatal(err)
	}
	defer serve.Close()
	eventOf(t, serve) // its pages read the event

	want := map[int]tournament.Result{1: tournament.WhiteWins}
	if _, err := in.Write([]byte("enter\n")); err != nil {
		t.Fatal(err)
	}
	switch line := said(); line {
	case "wrote":
		want[2] = tournament.Draw
		t.Error("a change by the old name after the rename was taken")
	case "moved":
	default:
		t.Fatalf("the window said %q", line)
	}
	in.Close()
	if err := cmd.Wait(); err != nil {
		t.Fatalf("the window's end: %v", err)
	}
	if err := serve.SetResult(1, 3, tournament.BlackWins); err != nil {
		t.Fatalf("serve, opened by the new name: %v", err)
	}
	want[3] = tournament.BlackWins

	r, err := OpenReadOnly(renamed)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if err := r.Check(); err != nil {
		t.Fatal(err)
	}
	for _, p := range eventOf(t, r).Rounds[0].Pairings {
		if p.Result != want[p.Board] {
			t.Errorf("board %d: %v in the file, want %v", p.Board, p.Result, want[p.Board])
		}
	}
}

// TestMovedRefusedUntilTheNameIsBack: every way of writing (an action, a
// game's clock) is refused while the name the file was opened by names
// no file, or another one put in its place; with the file back under
// that name, changes are taken again.
func TestMovedRefusedUntilTheNameIsBack(t *testing.T) {
	s, _ := pairedEvent(t, 4)
	path := s.Path()
	aside := path + ".aside"
	if err := os.Rename(path, aside); err != nil {
		t.Fatal(err)
	}
	if err := s.SetResult(1, 1, tournament.Draw); !errors.Is(err, errMoved) {
		t.Errorf("a change after the rename: %v, want ErrMoved", err)
	}
	if err := s.SaveClock(1, replay.ClockState{}); !errors.Is(err, errMoved) {
		t.Errorf("a clock saved after the rename: %v, want ErrMoved", err)
	}
	// Another file put in its place is not the one open here.
	if err := os.WriteFile(path, testdir.Read(t, aside), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := s.SetResult(1, 1, tournament.Draw); !errors.Is(err, errMoved) {
		t.Errorf("a change with a copy in its place: %v, want ErrMoved", err)
	}
	if err := os.Rename(aside, path); err != nil {
		t.Fatal(err)
	}
	setResult(t, s, 1, 1, tournament.Draw)
	if got := eventOf(t, s).Rounds[0].Pairings[0].Result; got != tournament.Draw {
		t.Errorf("board 1 is %v once the name is back, want ½-½", got)
	}
}

// TestRenamedFileNamesItsHolder: the event renamed in its folder while the
// window has it open; a program that opens it by the new name is told
// that the window holds it, where the record of who holds it, kept under
// the old name, named no one: a command said "another Arbiter program,
// which did not say" and serve waited as for a command.
func TestRenamedFileNamesItsHolder(t *testing.T) {
	shortLockWait(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "event.arbiter")
	s, _ := eventAt(t, path, testPlayers(4))
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	cmd, out, in := startHelper(t, "TestHelperRenamedWindow", renamedEnv+"="+path)
	defer func() { in.Close(); cmd.Wait() }()
	if line, _ := bufio.NewReader(out).ReadString('\n'); line != "ready\n" {
		t.Fatalf("the window said %q", line)
	}
	renamed := filepath.Join(dir, "renamed.arbiter")
	if err := os.Rename(path, renamed); err != nil {
		t.Fatal(err)
	}
	if h, held := HolderOf(renamed); !held || h.Program != Window || h.PID != cmd.Process.Pid {
		t.Errorf("HolderOf the new name: %+v, held %v; want the window, process %d", h, held, cmd.Process.Pid)
	}
	_, err := Open(renamed)
	var m *engine.Message
	if !errors.As(err, &m) || m.Key != "store.error.held.window" {
		t.Errorf("opened by the new name: %v, want the window named", err)
	}
}

// TestCutShortOrWrittenOverWhileOpenRefusesChanges: the event's file emptied,
// cut short or written over in place by another program (a copy from a
// memory stick cut short, a PDF saved under its name) while the window has
// it open. SQLite kept answering from its cache and its log, so every
// result entered after it was "saved" into a file no longer there. Each
// change is refused instead, naming what happened to the file.
func TestCutShortOrWrittenOverWhileOpenRefusesChanges(t *testing.T) {
	for _, c := range []struct {
		name string
		harm func(path string, opened int64) error
	}{
		{"emptied", func(path string, _ int64) error { return os.Truncate(path, 0) }},
		{"cut short", func(path string, opened int64) error { return os.Truncate(path, opened/2) }},
		{"a PDF written over it", func(path string, _ int64) error {
			return os.WriteFile(path, []byte("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n"), 0o600)
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, _ := pairedEvent(t, 4)
			setResult(t, s, 1, 1, tournament.WhiteWins)
			if err := c.harm(s.Path(), s.file.Size()); err != nil {
				t.Fatal(err)
			}
			if err := s.SetResult(1, 2, tournament.Draw); !errors.Is(err, ErrOverwritten) {
				t.Errorf("a result entered after the file was %s: %v, want ErrOverwritten", c.name, err)
			}
			if err := s.SaveClock(1, replay.ClockState{}); !errors.Is(err, ErrOverwritten) {
				t.Errorf("a clock saved after the file was %s: %v, want ErrOverwritten", c.name, err)
			}
		})
	}
}

// TestAnotherEventCopiedOverTheOpenOneRefusesChanges: another event's
// file copied in place over the one the window or serve has open (cp
// keeps the file's identity; a sync tool does the same), its header whole
// and its length no shorter. The window went on taking results as saved,
// SQLite answering from its cache and log and writing them into the pages
// of the other event: a player's result in someone else's event. The
// change is refused instead, and the other event's file is left as it was
// copied, the store closed after the refusal too. A file whose meta table
// grew past its first page (a Swiss's many forbidden pairs), the event's
// identity on another page, takes its changes before the copy as ever.
func TestAnotherEventCopiedOverTheOpenOneRefusesChanges(t *testing.T) {
	for _, c := range []struct {
		name string
		open func(t *testing.T, s *Store, ids []int64) *Store
	}{
		{"as created", func(t *testing.T, s *Store, _ []int64) *Store { return s }},
		{"opened by the window", func(t *testing.T, s *Store, _ []int64) *Store { return reopened(t, s) }},
		{"opened by serve", func(t *testing.T, s *Store, _ []int64) *Store { return testdir.Opened(t, OpenShared, closedFile(s)) }},
		{"its meta grown past a page", func(t *testing.T, s *Store, ids []int64) *Store {
			var opts tournament.SwissOptions
			for i, a := range ids {
				for _, b := range ids[i+1:] {
					if a != ids[0] && b != ids[1] {
						opts.Forbidden = append(opts.Forbidden, [2]int64{a, b})
					}
				}
			}
			if err := s.SetSwissOptions(opts); err != nil {
				t.Fatal(err)
			}
			s = reopened(t, s)
			// The identity's cell moved by the meta table's growth to a
			// page other than the one last found: the next change is
			// taken all the same, the file read through for it.
			s.anchor.page = 1
			return s
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			s, ids, _ := swissEvent(t, 60)
			s = c.open(t, s, ids)
			if err := s.SaveRound(round(1, ids)); err != nil {
				t.Fatal(err)
			}
			setResult(t, s, 1, 1, tournament.WhiteWins)
			other, otherIDs := eventAt(t, filepath.Join(dir, "other.arbiter"), testPlayers(120))
			if err := other.SaveRound(round(1, otherIDs)); err != nil {
				t.Fatal(err)
			}
			if err := other.Close(); err != nil {
				t.Fatal(err)
			}
			copied := testdir.Read(t, other.Path())
			if info, err := os.Stat(s.Path()); err != nil || int64(len(copied)) < info.Size() {
				t.Fatalf("the other event's file (%d bytes) is shorter than the open one (%v, %v)", len(copied), info.Size(), err)
			}
			// In place, as cp writes it: the same file, emptied and written.
			if err := os.WriteFile(s.Path(), copied, 0o600); err != nil {
				t.Fatal(err)
			}
			if err := s.SetResult(1, 2, tournament.Draw); !errors.Is(err, ErrOverwritten) {
				t.Errorf("a result entered after another event was copied over the file: %v, want ErrOverwritten", err)
			}
			if err := s.SaveClock(1, replay.ClockState{}); !errors.Is(err, ErrOverwritten) {
				t.Errorf("a clock saved after another event was copied over the file: %v, want ErrOverwritten", err)
			}
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
			if now := testdir.Read(t, s.Path()); !bytes.Equal(now, copied) {
				t.Error("the other event's file copied over the open one was written into")
			}
		})
	}
}

// TestEventReadOnceAnotherEventIsCopiedOverIsRefused: another event's file
// copied over the open one, of the same players but for their names. The
// window's views read it on: SQLite answered from its cache what it held,
// and the other event's pages for the rest, and the window showed the
// other event's players under the open event's name without a word. The
// read is refused instead, saying what happened and that nothing of it is
// read; a file renamed is read as ever.
func TestEventReadOnceAnotherEventIsCopiedOverIsRefused(t *testing.T) {
	dir := t.TempDir()
	s, ids := eventAt(t, filepath.Join(dir, "event.arbiter"), testPlayers(40))
	if err := s.SaveRound(round(1, ids)); err != nil {
		t.Fatal(err)
	}
	// An event larger than SQLite's cache, whose pages it reads again.
	if _, err := s.db.Exec(`PRAGMA cache_size = 1`); err != nil {
		t.Fatal(err)
	}
	players := testPlayers(40)
	for i := range players {
		players[i].Name = fmt.Sprintf("Other, Player %d", i+1)
	}
	other, otherIDs := eventAt(t, filepath.Join(dir, "other.arbiter"), players)
	if err := other.SaveRound(round(1, otherIDs)); err != nil {
		t.Fatal(err)
	}
	if err := other.Close(); err != nil {
		t.Fatal(err)
	}
	renamed := filepath.Join(dir, "renamed.arbiter")
	if err := os.Rename(s.Path(), renamed); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Event(); err != nil {
		t.Errorf("the event read once its file was renamed: %v", err)
	}
	if err := os.Rename(renamed, s.Path()); err != nil {
		t.Fatal(err)
	}
	testdir.Write(t, s.Path(), testdir.Read(t, other.Path()))
	ev, err := s.Event()
	refusedRead(t, "the event", err)
	if ev != nil {
		t.Errorf("the event read shows %s among its players", ev.Players[0].Name)
	}
	// The window's other views read on their own: the board a result is
	// entered on, the History view, the undo it offers, the Swiss options.
	p, err := s.Pairing(1, 20)
	refusedRead(t, "board 20 of round 1", err)
	if err == nil {
		t.Errorf("board 20 of round 1 reads as board %d of the other event", p.Board)
	}
	_, err = s.Audit()
	refusedRead(t, "the history", err)
	_, err = s.AuditLog()
	refusedRead(t, "the history's list", err)
	_, err = s.NextUndo()
	refusedRead(t, "the action to undo", err)
	_, err = s.SwissOptions()
	refusedRead(t, "the Swiss options", err)
}

// refusedRead fails the test unless err refuses a read of what as
// ErrOverwritten, saying that nothing of the file is read.
func refusedRead(t *testing.T, what string, err error) {
	t.Helper()
	var m *engine.Message
	if !errors.As(err, &m) || !errors.Is(err, ErrOverwritten) || m.Key != "store.error.overwritten.read" {
		t.Errorf("%s read once the file was written over: %v, want ErrOverwritten saying nothing is read", what, err)
	}
}

// TestOlderCopyOfTheOpenEventCopiedOverRefusesChanges: an older copy of
// the open event put in place over its file (a sync tool restoring
// yesterday's file, cp of a backup): it holds the event's own identity,
// all the store looked for, so the window took its next results over the
// older state's pages without a word. The next change is refused as the
// file written over, and the older copy is left as it was put there,
// however few changes it lacks.
func TestOlderCopyOfTheOpenEventCopiedOverRefusesChanges(t *testing.T) {
	for _, c := range []struct {
		name  string
		older func(t *testing.T, s *Store) []byte
		after int // the results entered after the older copy was taken
	}{
		{"a backup, two results behind", backupBytes, 2},
		{"a backup, one result behind", backupBytes, 1},
		{"a copy of the file, one result behind", func(t *testing.T, s *Store) []byte { return testdir.Read(t, s.Path()) }, 1},
		{"a backup of an event whose meta grew past a page", func(t *testing.T, s *Store) []byte {
			// Forbidden pairs of players not paired together in round 1,
			// so many that the identity's page is read through.
			var opts tournament.SwissOptions
			ps := eventOf(t, s).Players
			for i := 0; i < len(ps); i += 2 {
				for j := i + 2; j < len(ps); j++ {
					opts.Forbidden = append(opts.Forbidden, [2]int64{ps[i].ID, ps[j].ID})
				}
			}
			if err := s.SetSwissOptions(opts); err != nil {
				t.Fatal(err)
			}
			return backupBytes(t, s)
		}, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, _ := pairedEvent(t, 60)
			setResult(t, s, 1, 1, tournament.WhiteWins)
			older := c.older(t, s)
			for board := 2; board < 2+c.after; board++ {
				setResult(t, s, 1, board, tournament.Draw)
			}
			testdir.Write(t, s.Path(), older)
			if err := s.SetResult(1, 4, tournament.BlackWins); !errors.Is(err, ErrOverwritten) {
				t.Errorf("a result entered after an older copy was put over the file: %v, want ErrOverwritten", err)
			}
			_, err := s.Event()
			refusedRead(t, "the event", err)
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
			if now := testdir.Read(t, s.Path()); !bytes.Equal(now, older) {
				t.Error("the older copy put over the open file was written into")
			}
		})
	}
}

// backupBytes is a backup of s, as the window takes it, read whole.
func backupBytes(t *testing.T, s *Store) []byte {
	path, err := s.Backup("manual")
	if err != nil {
		t.Fatal(err)
	}
	return testdir.Read(t, path)
}

// TestCopyChangedElsewhereCopiedOverRefusesChanges: the event carried to
// a second computer, changed there three times, and brought back by a
// sync tool over the open file holds the event's identity at a higher
// revision, all the store looked for, so the window's next result went
// into the other copy's pages mixed with its own. The copy is taken
// before a change here, or after it while the window sits idle, and
// changed there more often than the file keeps ids of its states: either
// way the file holds states no program sharing it made, while the window
// holds it. The next change is refused as the file written over, and the
// copy brought back is left as it was put there.
func TestCopyChangedElsewhereCopiedOverRefusesChanges(t *testing.T) {
	for _, c := range []struct {
		name    string
		before  bool
		changes int
	}{
		{"taken before a change here", true, 3},
		{"taken after the last change here", false, 3},
		{"taken before a change here, changed there often", true, historyLen + 6},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, _ := pairedEvent(t, 20)
			carried, brought := bringCopyBack(t, s, c.before, c.changes)
			_, err := s.Event()
			refusedRead(t, "the event", err)
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(testdir.Read(t, brought), testdir.Read(t, carried)) {
				t.Error("the copy brought back over the open file was written into")
			}
		})
	}
}

// bringCopyBack carries a copy of s's file away (before a result entered
// in s, or after it), changes it there changes times, puts it back over
// s's file in place, and checks that s's next result is refused as the
// file written over; it gives the copy's path and the file's.
func bringCopyBack(t *testing.T, s *Store, before bool, changes int) (carried, brought string) {
	t.Helper()
	carried = filepath.Join(t.TempDir(), "carried.arbiter")
	carry := func() { testdir.Write(t, carried, testdir.Read(t, s.Path())) }
	if before {
		carry()
	}
	setResult(t, s, 1, 1, tournament.WhiteWins)
	if !before {
		carry()
	}
	elsewhere := testdir.Opened(t, Open, carried)
	results := []tournament.Result{tournament.Draw, tournament.WhiteWins}
	for i := range changes {
		setResult(t, elsewhere, 1, 2+i%3, results[i/3%2])
	}
	if err := elsewhere.Close(); err != nil {
		t.Fatal(err)
	}
	brought = testdir.Write(t, s.Path(), testdir.Read(t, carried))
	if err := s.SetResult(1, 5, tournament.BlackWins); !errors.Is(err, ErrOverwritten) {
		t.Errorf("a result entered after a copy changed elsewhere was put over the file: %v, want ErrOverwritten", err)
	}
	return carried, brought
}

// TestSharedStoresChangeTheFileInTurn: serve's store and another
// program's, both on one file, change it in turn, and one of them many
// times while the other waits (a run of results from the deputies while
// the window sits idle): each change is the file's next, never taken for
// a copy put over it.
func TestSharedStoresChangeTheFileInTurn(t *testing.T) {
	s, _ := pairedEvent(t, 20)
	path := closedFile(s)
	a := testdir.Opened(t, OpenShared, path)
	b := testdir.Opened(t, OpenShared, path)
	results := []tournament.Result{tournament.WhiteWins, tournament.Draw, tournament.BlackWins}
	for i := range 6 {
		for j, st := range []*Store{a, b} {
			if err := st.SetResult(1, 1+j, results[i%len(results)]); err != nil {
				t.Fatalf("change %d of store %d, the two in turn: %v", i+1, j+1, err)
			}
		}
	}
	for i := range historyLen + 1 {
		if err := a.SetResult(1, 3, results[i%len(results)]); err != nil {
			t.Fatalf("change %d of the first store in a row: %v", i+1, err)
		}
	}
	if err := b.SetResult(1, 4, tournament.Draw); err != nil {
		t.Errorf("the second store's change after %d of the first's: %v", historyLen+1, err)
	}
	if got := eventOf(t, b).Rounds[0].Pairings[2].Result; got != results[historyLen%len(results)] {
		t.Errorf("the second store reads board 3 as %v, want the first store's last %v", got, results[historyLen%len(results)])
	}
}

// TestCopyChangedElsewhereCopiedOverServesFileRefusesChanges: serve's
// store (OpenShared) on an event no window has open, a copy of its file
// taken after its last change (or before it, and changed elsewhere more
// often than the file keeps ids of its states), carried to a second
// computer, changed there and brought back by a sync tool over the file
// in place: other programs change the file beside serve, so the states
// after the one it last saw told nothing of which program made them, and
// a deputy's next result went in among the copy's pages. The next change
// is refused as the file written over, and the copy brought back is left
// as it was put there.
func TestCopyChangedElsewhereCopiedOverServesFileRefusesChanges(t *testing.T) {
	for _, c := range []struct {
		name    string
		before  bool
		changes int
	}{
		{"taken after the last change here", false, 3},
		{"taken after the last change here, changed there often", false, historyLen + 6},
		{"taken before a change here, changed there often", true, historyLen + 6},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, _ := pairedEvent(t, 20)
			s = testdir.Opened(t, OpenShared, closedFile(s))
			carried, brought := bringCopyBack(t, s, c.before, c.changes)
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(testdir.Read(t, brought), testdir.Read(t, carried)) {
				t.Error("the copy brought back over the file serve has open was written into")
			}
		})
	}
}

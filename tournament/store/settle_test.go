package store

import (
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"arbiter/internal/testdir"
	"arbiter/tournament"
	"arbiter/tournament/replay"
)

// TestCopyAfterEachActionIsWholeEvent: while the file is held open, as
// the window holds it, a copy of the .arbiter file alone — without its
// write-ahead log, as an arbiter copies it to a USB stick — taken after
// each of 100 actions opens with every one of them.
func TestCopyAfterEachActionIsWholeEvent(t *testing.T) {
	s, ids := pairedEvent(t, 8)
	game, err := s.SaveGame(&replay.GameRecord{Round: 1, Board: 1})
	if err != nil {
		t.Fatal(err)
	}
	results := []tournament.Result{tournament.WhiteWins, tournament.Draw, tournament.BlackWins}
	moves := []string{"g1f3", "g8f6", "f3g1", "f6g8"}
	actions := []func(i int) error{
		func(i int) error { return s.SetResult(1, 1+i%4, results[i%3]) },
		func(i int) error {
			return s.AppendMove(game, replay.RecordedMove{Ply: i/4 + 1, UCI: moves[i/4%4], SAN: "N", Clock: time.Minute, HasClock: true})
		},
		func(i int) error {
			p := testPlayers(8)[i%8]
			p.ID, p.Club = ids[i%8], "Club "+string(rune('A'+i%26))
			return s.UpdatePlayer(p)
		},
		func(i int) error { return s.SaveClock(game, replay.ClockState{Ply: i}) },
	}
	dir := t.TempDir()
	for i := range 100 {
		if err := actions[i%len(actions)](i); err != nil {
			t.Fatalf("action %d: %v", i, err)
		}
		data := testdir.Read(t, s.Path())
		copied := filepath.Join(dir, "copy.arbiter")
		Remove(copied)
		testdir.Write(t, copied, data)
		c, err := OpenReadOnly(copied)
		if err != nil {
			t.Fatalf("copy after action %d: %v", i, err)
		}
		got, want := dump(t, c), dump(t, s)
		gotLog, _ := c.Audit()
		wantLog, _ := s.Audit()
		c.Close()
		if !reflect.DeepEqual(got, want) || len(gotLog) != len(wantLog) {
			t.Fatalf("copy after action %d lacks what the file holds", i)
		}
	}
}

// TestSaveCopy: a named copy is a tournament file of its own holding the
// whole event; a file at the copy's path is replaced whole, and the
// event's own file, under any name, is refused as the copy's path.
func TestSaveCopy(t *testing.T) {
	s, ids := pairedEvent(t, 4)
	setResult(t, s, 1, 1, tournament.Draw)
	dir := t.TempDir()
	path := testdir.Write(t, filepath.Join(dir, "copy.arbiter"), "an older file")
	if err := s.SaveCopy(path); err != nil {
		t.Fatal(err)
	}
	c, err := Open(path)
	if err != nil {
		t.Fatalf("the copy does not open: %v", err)
	}
	got, want := dump(t, c), dump(t, s)
	c.Close()
	if !reflect.DeepEqual(got, want) {
		t.Error("the copy lacks what the file holds")
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("beside the copy: %v", entries)
	}
	link := filepath.Join(dir, "link.arbiter")
	if err := os.Symlink(s.Path(), link); err != nil {
		t.Fatal(err)
	}
	for _, own := range []string{s.Path(), link} {
		if err := s.SaveCopy(own); !errors.Is(err, errCopyOverSelf) {
			t.Errorf("copy over %s: %v", own, err)
		}
	}
	if ev, _ := s.Event(); len(ev.Players) != len(ids) {
		t.Error("the event changed")
	}
}

// TestCopyWholeAfterReaderLetsGo is the report's case: a reader (a report
// printing, the venue publishing) holds a snapshot while a result is
// saved, so the checkpoint after the action stops at it. Once the reader
// lets go, a copy of the file alone must hold the result within seconds,
// with no further action: by the retry (the window and the venue keep the
// file open for hours), at once after Back up and Save a copy, and when
// the file is closed.
func TestCopyWholeAfterReaderLetsGo(t *testing.T) {
	for _, how := range []string{"idle", "backup", "save a copy", "close"} {
		t.Run(how, func(t *testing.T) {
			s, snapshot := resultHeldBack(t, tournament.Draw)
			if copyHas(t, s.Path(), tournament.Draw) {
				t.Fatal("the checkpoint went past the reader's snapshot: the test shows nothing")
			}
			snapshot.Rollback()
			start := time.Now()
			switch how {
			case "idle":
				for !copyHas(t, s.Path(), tournament.Draw) {
					if time.Since(start) > 10*time.Second {
						t.Fatal("10 s after the reader let go, a copy of the file alone still lacks the result")
					}
					time.Sleep(100 * time.Millisecond)
				}
				t.Logf("a copy was whole %v after the reader let go", time.Since(start).Round(time.Millisecond))
				return
			case "backup":
				if _, err := s.Backup("manual"); err != nil {
					t.Fatal(err)
				}
			case "save a copy":
				if err := s.SaveCopy(filepath.Join(t.TempDir(), "mailed.arbiter")); err != nil {
					t.Fatal(err)
				}
			case "close":
				if err := s.Close(); err != nil {
					t.Fatal(err)
				}
			}
			if !copyHas(t, s.Path(), tournament.Draw) {
				t.Errorf("after %s, a copy of the file alone lacks the result", how)
			}
		})
	}
}

// TestCloseWaitsForReader: a command that changes the event while a
// report holds a snapshot leaves the file alone whole when the report
// ends within a moment of it.
func TestCloseWaitsForReader(t *testing.T) {
	s, snapshot := resultHeldBack(t, tournament.WhiteWins)
	time.AfterFunc(300*time.Millisecond, func() { snapshot.Rollback() })
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if !copyHas(t, s.Path(), tournament.WhiteWins) {
		t.Error("closed, the file alone lacks the result")
	}
}

// resultHeldBack saves result on board 1 of round 1 of a new event while
// a reader (a report being printed) holds a snapshot, and returns the event
// and the reader's snapshot, which the caller lets go.
func resultHeldBack(t testing.TB, result tournament.Result) (*Store, *sql.Tx) {
	t.Helper()
	s, _ := pairedEvent(t, 4)
	tx, err := testdir.Opened(t, OpenReadOnly, s.Path()).db.Begin()
	if err != nil {
		t.Fatal(err)
	}
	var n int
	if err := tx.QueryRow(`SELECT count(*) FROM pairings`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	setResult(t, s, 1, 1, result)
	return s, tx
}

// copyHas copies the file alone, as a user copies it to a USB stick, and
// reports whether the copy has result on board 1 of round 1.
func copyHas(t *testing.T, path string, result tournament.Result) bool {
	t.Helper()
	c, err := OpenReadOnly(copiedFile(t, path))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	p, err := c.Pairing(1, 1)
	if err != nil {
		t.Fatal(err)
	}
	return p.Result == result
}

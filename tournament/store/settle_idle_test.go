package store

import (
	"database/sql"
	"path/filepath"
	"testing"
	"time"

	"arbiter/tournament"
)

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
	tx, err := openHeld(t, OpenReadOnly, s.Path()).db.Begin()
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

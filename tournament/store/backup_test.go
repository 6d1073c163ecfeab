package store

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"syscall"
	"testing"

	"arbiter/tournament"
)

// TestPartialBackupsAreNotListed puts in the backup folder what a backup
// cut short by a crash or a full disk leaves: an empty and a half-written
// file under backup names, and a temporary file. None is listed, the next
// backup clears the temporary one, and a backup whose last step fails
// leaves nothing behind and says so in the arbiter's language.
func TestPartialBackupsAreNotListed(t *testing.T) {
	s, _ := pairedEvent(t, 8)
	good, err := s.Backup("before round 2")
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(good)
	if err != nil {
		t.Fatal(err)
	}
	dir := s.BackupDir()
	for name, content := range map[string][]byte{
		"2026-01-02T10-00-00-before-round-1.arbiter": nil,
		"2026-01-02T10-00-01-before-round-2.arbiter": data[:len(data)/2],
		"2026-01-02T10-00-02-manual.arbiter":         append(append([]byte{}, data[:100]...), make([]byte, len(data)-100)...),
		partialPrefix + "123.arbiter":                data,
	} {
		if err := os.WriteFile(filepath.Join(dir, name), content, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	list, err := s.Backups()
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 1 || list[0].Path != good {
		t.Errorf("Backups() = %+v, want only %s", list, good)
	}

	faultAt = func(point string) error {
		if point == "backup.rename" {
			return &fs.PathError{Op: "rename", Path: dir, Err: syscall.EIO}
		}
		return nil
	}
	_, err = s.Backup("manual")
	faultAt = func(string) error { return nil }
	if !errors.Is(err, ErrIOFailed) {
		t.Fatalf("backup with a failing rename: err = %v, want ErrIOFailed", err)
	}
	translated(t, err, s.Path())
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), partialPrefix) {
			t.Errorf("left in the backup folder: %s", e.Name())
		}
	}
	if list, _ := s.Backups(); len(list) != 1 {
		t.Errorf("after a failed backup: %+v", list)
	}
}

// TestRestoreIsOneAction makes the restore's audit entry fail: the event
// must stay exactly as it was, not take the backup's data without the
// entry that tells Undo where to stop.
func TestRestoreIsOneAction(t *testing.T) {
	s, _ := pairedEvent(t, 4)
	backup, err := s.Backup("before results")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.SetResult(1, 1, tournament.WhiteWins); err != nil {
		t.Fatal(err)
	}
	if _, err := s.AddPlayer(tournament.Player{Name: "Late Entry"}); err != nil {
		t.Fatal(err)
	}
	before := dump(t, s)
	log, _ := s.Audit()
	if _, err := s.db.Exec(`CREATE TEMP TRIGGER refuse_restore BEFORE INSERT ON main.audit
		WHEN NEW.steps LIKE '%"restore"%' BEGIN SELECT RAISE(FAIL, 'no room for the audit row'); END`); err != nil {
		t.Fatal(err)
	}
	if err := s.Restore(backup); err == nil {
		t.Fatal("the restore succeeded without its audit entry")
	}
	if got := dump(t, s); !reflect.DeepEqual(got, before) {
		t.Error("a failed restore changed the event")
	}
	if after, _ := s.Audit(); len(after) != len(log) {
		t.Errorf("audit log has %d entries after a failed restore, had %d", len(after), len(log))
	}
	if _, err := s.db.Exec(`DROP TRIGGER temp.refuse_restore`); err != nil {
		t.Fatal(err)
	}
	if err := s.Restore(backup); err != nil {
		t.Fatal(err)
	}
	if ev, _ := s.Event(); len(ev.Players) != 4 || ev.Rounds[0].Pairings[0].Result != tournament.NoResult {
		t.Errorf("restored event: %+v", ev)
	}
	if e, err := s.NextUndo(); err == nil {
		t.Errorf("undo would cross the restore to %+v", e)
	}
}

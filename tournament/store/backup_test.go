package store

import (
	"compress/gzip"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"syscall"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/internal/testdir"
	"arbiter/tournament"
	_ "time/tzdata" // the test's zone, whatever the machine has
)

// TestPartialBackupsAreNotListed puts in the backup folder what a backup
// cut short by a crash or a full disk leaves: an empty and a half-written
// file under backup names, and a temporary file. None is listed, the next
// backup clears the temporary one, and a backup whose last step fails
// leaves nothing behind and says so in the arbiter's language.
func TestPartialBackupsAreNotListed(t *testing.T) {
	s, _ := pairedEvent(t, 8)
	good := backedUp(t, s, "before round 2")
	data := testdir.Read(t, good)
	dir := s.BackupDir()
	for name, content := range map[string][]byte{
		"2026-01-02T10-00-00-before-round-1.arbiter": nil,
		"2026-01-02T10-00-01-before-round-2.arbiter": data[:len(data)/2],
		"2026-01-02T10-00-02-manual.arbiter":         append(append([]byte{}, data[:100]...), make([]byte, len(data)-100)...),
		partialPrefix + "123.arbiter":                data,
	} {
		testdir.Write(t, filepath.Join(dir, name), content)
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
	if !errors.Is(err, errIOFailed) {
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

// TestBackupsReadOnlyWhatChanged lists the backups again and again, as
// the window's backups view does each time it is shown: a backup read
// through once is not read again while its size and time of change stay,
// a new one is, and one written over (damaged in place) is read again
// and no longer listed.
func TestBackupsReadOnlyWhatChanged(t *testing.T) {
	s, _ := pairedEvent(t, 8)
	first := backedUp(t, s, "before round 2")
	backedUp(t, s, "manual")
	var read int64
	list := func(want int) {
		t.Helper()
		before := backupsRead.Load()
		got, err := s.Backups()
		read = backupsRead.Load() - before
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != want {
			t.Fatalf("Backups() = %d backups, want %d", len(got), want)
		}
	}
	list(2)
	if read != 2 {
		t.Errorf("the first listing read %d backups through, want 2", read)
	}
	list(2)
	if read != 0 {
		t.Errorf("a listing with nothing changed read %d backups through, want 0", read)
	}
	backedUp(t, s, "manual")
	list(3)
	if read != 1 {
		t.Errorf("a listing after one backup more read %d backups through, want 1", read)
	}
	data := testdir.Read(t, first)
	testdir.Write(t, first, append(data[:100:100], make([]byte, len(data)-100)...))
	list(2)
	if read != 1 {
		t.Errorf("a listing after a backup was written over read %d backups through, want 1", read)
	}
}

// TestRestoreIsOneAction makes the restore's audit entry fail: the event
// must stay exactly as it was, not take the backup's data without the
// entry that tells Undo where to stop.
func TestRestoreIsOneAction(t *testing.T) {
	s, _, _ := pairedSwiss(t, 4)
	backup := backedUp(t, s, "before results")
	setResult(t, s, 1, 1, tournament.WhiteWins)
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

// TestOlderBackupsAreCompressed follows the backups over an event: all
// are kept, the keepPlain newest as plain files and the older ones
// compressed, smaller; a compressed backup restores, also by the plain
// name it was listed under before; a damaged one is not listed, and one
// whose compression a crash cut short is listed once, plain.
func TestOlderBackupsAreCompressed(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp) // where a compressed backup is expanded to restore it
	s, _ := newEvent(t, 40)
	var made []string
	for i := 1; i <= keepPlain+3; i++ {
		if _, err := s.AddPlayer(tournament.Player{Name: fmt.Sprintf("Late Entry %d", i)}); err != nil {
			t.Fatal(err)
		}
		p := backedUp(t, s, fmt.Sprintf("step-%d", i))
		made = append(made, p)
	}
	list, err := s.Backups()
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != len(made) {
		t.Fatalf("%d backups listed, %d made", len(list), len(made))
	}
	for i, b := range list {
		if want := i < len(list)-keepPlain; b.Compressed != want {
			t.Errorf("backup %d (%s): compressed %v, want %v", i+1, b.Reason, b.Compressed, want)
		}
		if want := fmt.Sprintf("step-%d", i+1); b.Reason != want {
			t.Errorf("backup %d: reason %q, want %q", i+1, b.Reason, want)
		}
	}
	plainInfo, _ := os.Stat(made[len(made)-1])
	if list[0].Size*2 > plainInfo.Size() {
		t.Errorf("a compressed backup of %d bytes against %d plain", list[0].Size, plainInfo.Size())
	}

	// Restore the oldest by the name it had when it was made.
	if err := s.Restore(made[0]); err != nil {
		t.Fatal(err)
	}
	ev := eventOf(t, s)
	if len(ev.Players) != 41 {
		t.Errorf("%d players after restoring the first backup, want 41", len(ev.Players))
	}
	if left, _ := os.ReadDir(tmp); len(left) > 0 {
		t.Errorf("the restore left %d files in the temporary folder, the first %s", len(left), left[0].Name())
	}
	if last := newestEntry(t, s).Steps[0]; last.Action != "restore" || last.Args["file"] != filepath.Base(made[0]) {
		t.Errorf("the audit records %v, want the restore of %s", last, filepath.Base(made[0]))
	}

	// A damaged compressed backup is not listed; a compression cut short
	// (both files there) is listed once, as the plain file.
	list, _ = s.Backups()
	gz := list[0].Path
	data, _ := os.ReadFile(gz)
	if err := os.WriteFile(gz, data[:len(data)/2], 0o600); err != nil {
		t.Fatal(err)
	}
	both := list[1].Path
	plain := strings.TrimSuffix(both, gzExt) + ".arbiter"
	if err := os.WriteFile(plain, func() []byte { b, _ := os.ReadFile(made[len(made)-1]); return b }(), 0o600); err != nil {
		t.Fatal(err)
	}
	after, _ := s.Backups()
	for _, b := range after {
		if b.Path == gz {
			t.Errorf("a half-written compressed backup is listed")
		}
		if b.Path == both {
			t.Errorf("a backup is listed twice, compressed and plain")
		}
	}
}

// TestDamagedPlainBackupStaysPlain: a plain backup that no longer reads
// through (its header sound, its pages cut) is neither compressed nor
// listed, and the backups after it are still compressed in their turn.
func TestDamagedPlainBackupStaysPlain(t *testing.T) {
	s, _ := newEvent(t, 40)
	var made []string
	for i := 1; i <= keepPlain+2; i++ {
		p := backedUp(t, s, fmt.Sprintf("step-%d", i))
		made = append(made, p)
		if i == 1 {
			data, _ := os.ReadFile(p)
			if err := os.WriteFile(p, data[:len(data)/2], 0o600); err != nil {
				t.Fatal(err)
			}
		}
	}
	if _, err := os.Stat(made[0]); err != nil {
		t.Errorf("the damaged backup is gone: %v", err)
	}
	if _, err := os.Stat(strings.TrimSuffix(made[0], ".arbiter") + gzExt); err == nil {
		t.Error("the damaged backup was compressed")
	}
	list, err := s.Backups()
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != len(made)-1 {
		t.Fatalf("%d backups listed, want the %d sound ones", len(list), len(made)-1)
	}
	for i, b := range list {
		if want := i < len(list)-keepPlain; b.Compressed != want || b.Reason != fmt.Sprintf("step-%d", i+2) {
			t.Errorf("backup %d: %s compressed %v, want step-%d compressed %v", i+1, b.Reason, b.Compressed, i+2, want)
		}
	}
}

// TestRestoreOfAGzipBombIsRefused: a compressed "backup" that expands far
// beyond any event (a third of a megabyte of gzip, 256 MB of zeros after
// an event's header; a 2 MB one wrote 2 GB) is refused before it fills the temporary folder, with a message that
// names the backup, not the temporary file; the event is unchanged.
func TestRestoreOfAGzipBombIsRefused(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	s, _ := newEvent(t, 4)
	before := stateDigest(s)
	bomb := filepath.Join(t.TempDir(), "2026-01-01T00-00-00-manual.arbiter.gz")
	f, err := os.Create(bomb)
	if err != nil {
		t.Fatal(err)
	}
	// The fastest compression: zeros compress to a third of a megabyte
	// at it, a quarter at the best, whose making was most of the test's
	// CPU.
	zw, _ := gzip.NewWriterLevel(f, gzip.BestSpeed)
	head := testdir.Read(t, s.Path())
	zw.Write(head[:100])
	zeros := make([]byte, 1<<20)
	for range 256 { // 256 MiB, from a third of a megabyte
		zw.Write(zeros)
	}
	zw.Close()
	f.Close()
	err = s.Restore(bomb)
	var m *engine.Message
	if !errors.As(err, &m) || m.Kind != backupTooLarge {
		t.Fatalf("restoring the bomb: %v", err)
	}
	for _, lang := range i18n.Complete {
		if msg := i18n.For(lang).Error(err); !strings.Contains(msg, bomb) || strings.Contains(msg, tmp) {
			t.Errorf("%s: %q does not name the backup alone", lang, msg)
		}
	}
	if left, _ := os.ReadDir(tmp); len(left) > 0 {
		t.Errorf("left in the temporary folder: %v", left)
	}
	if after := stateDigest(s); after != before {
		t.Error("the event changed")
	}
}

// TestPartialLeftIsSaid: a backup or a new file whose making fails leaves
// nothing partial behind; where the removal of the partial file fails
// too, the arbiter is told so, the file named, in their language, and the
// failure keeps its kind.
func TestPartialLeftIsSaid(t *testing.T) {
	defer func() { faultAt = func(string) error { return nil } }()
	partials := func(dir string) []string {
		var out []string
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			if strings.HasPrefix(e.Name(), partialPrefix) || strings.Contains(e.Name(), ".new-") {
				out = append(out, e.Name())
			}
		}
		return out
	}
	dir := t.TempDir()
	s := created(t, filepath.Join(dir, "e.arbiter"), testSettings())
	defer s.Close()
	for _, removal := range []bool{true, false} {
		fail := func(point string) error {
			if point == "backup.rename" || point == "create.link" || point == "partial.remove" && !removal {
				return &fs.PathError{Op: point, Path: dir, Err: syscall.EIO}
			}
			return nil
		}
		faultAt = fail
		_, berr := s.Backup("manual")
		_, cerr := Create(filepath.Join(dir, "new.arbiter"), testSettings())
		faultAt = func(string) error { return nil }
		for _, err := range []error{berr, cerr} {
			if !errors.Is(err, errIOFailed) {
				t.Fatalf("removal works %v: err = %v, want ErrIOFailed", removal, err)
			}
			var m *engine.Message
			if errors.As(err, &m); (m.Key == partialLeftKey) == removal {
				t.Errorf("removal works %v: %s", removal, m.Key)
			}
			if !removal {
				left := filepath.Base(m.Args["left"].(string))
				translated(t, err, left)
			}
		}
		if got := partials(s.BackupDir()); removal != (len(got) == 0) {
			t.Errorf("removal works %v: backups folder holds %v", removal, got)
		}
		// A failed creation tries its removal once more on the way out
		// (the fault strikes the first try only).
		if got := partials(dir); len(got) != 0 {
			t.Errorf("removal works %v: folder holds %v", removal, got)
		}
	}
}

// TestRestoreLeavesNoSideFilesAmongBackups: a restore from a plain backup,
// then two more backups (which compress it), left the backup's log and
// shared memory beside its .gz, for good. The folder holds backups only.
func TestRestoreLeavesNoSideFilesAmongBackups(t *testing.T) {
	s, _ := newEvent(t, 4)
	defer s.Close()
	plain := backedUp(t, s, "plain")
	if err := s.Restore(plain); err != nil {
		t.Fatal(err)
	}
	for _, reason := range []string{"two", "three"} {
		if _, err := s.Backup(reason); err != nil {
			t.Fatal(err)
		}
	}
	entries, err := os.ReadDir(s.BackupDir())
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
		if !strings.HasSuffix(e.Name(), ".arbiter") && !strings.HasSuffix(e.Name(), gzExt) {
			t.Errorf("left in the backups folder: %s", e.Name())
		}
	}
	if _, err := os.Stat(strings.TrimSuffix(plain, ".arbiter") + gzExt); err != nil {
		t.Errorf("the restored backup was not compressed (%v): %v", names, err)
	}
}

// In the hour that repeats as daylight saving time ends (Helsinki,
// 2026-10-25, 04:00 EEST back to 03:00 EET), a backup's stamp names two
// instants: the one nearer the file's modification time is taken, so a
// backup of the second pass is listed after one of the first. Outside that
// hour the stamp is the time.
func TestBackupStampInTheRepeatedHour(t *testing.T) {
	hel, err := time.LoadLocation("Europe/Helsinki")
	if err != nil {
		t.Fatal(err)
	}
	first := time.Date(2026, 10, 25, 0, 50, 0, 0, time.UTC)  // 03:50 EEST
	second := time.Date(2026, 10, 25, 1, 10, 0, 0, time.UTC) // 03:10 EET, twenty minutes later
	a := backupTaken(first.In(hel).Format(backupStamp), first.Add(time.Second), hel)
	b := backupTaken(second.In(hel).Format(backupStamp), second.Add(time.Second), hel)
	if !a.Equal(first) || !b.Equal(second) || !a.Before(b) {
		t.Errorf("taken %v and %v, want %v and %v", a.UTC(), b.UTC(), first, second)
	}
	// A stamp of the first pass copied later (its file newer) stays the
	// nearer instant, and a stamp outside the repeated hour is its time.
	noon := time.Date(2026, 10, 24, 9, 0, 0, 0, time.UTC)
	if got := backupTaken(noon.In(hel).Format(backupStamp), noon.Add(48*time.Hour), hel); !got.Equal(noon) {
		t.Errorf("a plain stamp read as %v, want %v", got.UTC(), noon)
	}
}

package store

import (
	"arbiter/internal/testdir"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestLockFollowsTheFile opens one event through other names while it is
// open: a symbolic link, a path through a linked folder and "..", and a
// hard link. Each is the same file, so each is refused as open elsewhere,
// and a backup made through a link lands beside the file itself.
func TestLockFollowsTheFile(t *testing.T) {
	root := t.TempDir()
	home := filepath.Join(root, "club", "events")
	if err := os.MkdirAll(home, 0o755); err != nil {
		t.Fatal(err)
	}
	s := created(t, filepath.Join(home, "open.arbiter"), testSettings())
	link := filepath.Join(root, "link.arbiter")
	if err := os.Symlink(s.Path(), link); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	// root/in → root/club/events, so root/in/../events is the events
	// folder to the system, though not to a reading of the path as text.
	if err := os.Symlink(home, filepath.Join(root, "in")); err != nil {
		t.Fatal(err)
	}
	dotdot := filepath.Join(root, "in") + string(filepath.Separator) + ".." + string(filepath.Separator) + filepath.Join("events", "open.arbiter")
	for what, name := range map[string]string{"symbolic link": link, "linked folder and ..": dotdot} {
		if second, err := Open(name); !errors.Is(err, ErrLocked) {
			t.Errorf("%s: second Open: err = %v, want ErrLocked", what, err)
			if second != nil {
				second.Close()
			}
		}
	}
	// A hard link is refused as a second name (see TestHardLinkRefused).
	hard := filepath.Join(root, "hard.arbiter")
	if err := os.Link(s.Path(), hard); err == nil {
		if second, err := Open(hard); !errors.Is(err, errLinked) && !errors.Is(err, ErrLocked) {
			t.Errorf("hard link: second Open: err = %v, want ErrLinked", err)
			if second != nil {
				second.Close()
			}
		}
		os.Remove(hard)
	}
	s.Close()

	s = testdir.Opened(t, Open, link)
	b := backedUp(t, s, "through-link")
	if want := filepath.Join(home, "open.arbiter-backups") + string(filepath.Separator); !strings.HasPrefix(b, want) {
		t.Errorf("backup through a link at %s, want it in %s", b, want)
	}
	if _, err := os.Stat(link + "-backups"); !os.IsNotExist(err) {
		t.Errorf("a backup folder beside the link: %v", err)
	}
}

// TestHardLinkRefused leaves an event as a crash does, with committed
// changes still in the write-ahead log beside its name, and opens it by a
// second name (a hard link), which does not see that log: the file is
// refused by either name, unchanged, until it has one name again; then the
// changes are all there.
func TestHardLinkRefused(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "event.arbiter")
	s := created(t, path, testSettings())
	if _, err := s.db.Exec(`PRAGMA wal_autocheckpoint=0`); err != nil {
		t.Fatal(err)
	}
	if _, err := s.AddPlayer(testPlayers(1)[0]); err != nil {
		t.Fatal(err)
	}
	// A crash: the log beside path holds the player; the file does not.
	crashed := filepath.Join(dir, "crashed.arbiter")
	for _, ext := range []string{"", "-wal"} {
		b := testdir.Read(t, path+ext)
		testdir.Write(t, crashed+ext, b)
	}
	s.Close()
	second := filepath.Join(dir, "second-name.arbiter")
	if err := os.Link(crashed, second); err != nil {
		t.Skip("no hard links here:", err)
	}
	before, _ := os.ReadFile(crashed)
	for _, name := range []string{second, crashed} {
		if st, err := Open(name); !errors.Is(err, errLinked) {
			t.Errorf("Open(%s): err = %v, want ErrLinked", filepath.Base(name), err)
			if st != nil {
				st.Close()
			}
		}
		if st, err := OpenReadOnly(name); !errors.Is(err, errLinked) {
			t.Errorf("OpenReadOnly(%s): err = %v, want ErrLinked", filepath.Base(name), err)
			if st != nil {
				st.Close()
			}
		}
	}
	if after, _ := os.ReadFile(crashed); string(after) != string(before) {
		t.Error("a refused file was changed")
	}
	if _, err := os.Stat(second + "-wal"); !os.IsNotExist(err) {
		t.Errorf("a log beside the second name: %v", err)
	}
	if err := os.Remove(second); err != nil {
		t.Fatal(err)
	}
	st, err := Open(crashed)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	ev := eventOf(t, st)
	if len(ev.Players) != 1 {
		t.Errorf("%d players after the crash, want the 1 in the log", len(ev.Players))
	}
}

// TestRealPathResolvesTheFolderOfANewFile: the lock, the log and the
// backups sit beside the file itself, so its path is made absolute and a
// linked folder resolved, for a file not there yet (a new event) as for
// one that is.
func TestRealPathResolvesTheFolderOfANewFile(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "events")
	if err := os.Mkdir(target, 0o755); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link")
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}
	want, err := filepath.EvalSymlinks(target)
	if err != nil {
		t.Fatal(err)
	}
	if got := realPath(filepath.Join(link, "new.arbiter")); got != filepath.Join(want, "new.arbiter") {
		t.Errorf("a new file in a linked folder: %s, want %s", got, filepath.Join(want, "new.arbiter"))
	}
	t.Chdir(target)
	if got := realPath("new.arbiter"); got != filepath.Join(want, "new.arbiter") {
		t.Errorf("a new file named from its folder: %s, want %s", got, filepath.Join(want, "new.arbiter"))
	}
	if got := realPath(filepath.Join("missing", "new.arbiter")); !filepath.IsAbs(got) {
		t.Errorf("a file in a folder not there: %s, want an absolute path", got)
	}
}

// TestDiskRoomIsTheSystems: the room left on a disk is the system's
// figure, so that a full disk is refused before a write fails in it.
func TestDiskRoomIsTheSystems(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("Windows is not asked")
	}
	if n, ok := diskRoom(t.TempDir()); !ok || n == 0 {
		t.Errorf("the room on the test's disk: %d, %v", n, ok)
	}
	if _, ok := diskRoom(filepath.Join(t.TempDir(), "missing")); ok {
		t.Error("a folder not there has room")
	}
}

package store

import (
	"errors"
	"os"
	"path/filepath"
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
	s, err := Create(filepath.Join(home, "open.arbiter"), testSettings())
	if err != nil {
		t.Fatal(err)
	}
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
	names := map[string]string{"symbolic link": link, "linked folder and ..": dotdot}
	if !lockBeside {
		hard := filepath.Join(root, "hard.arbiter")
		if err := os.Link(s.Path(), hard); err != nil {
			t.Fatal(err)
		}
		names["hard link"] = hard
	}
	for what, name := range names {
		if second, err := Open(name); !errors.Is(err, ErrLocked) {
			t.Errorf("%s: second Open: err = %v, want ErrLocked", what, err)
			if second != nil {
				second.Close()
			}
		}
	}
	s.Close()

	s, err = Open(link)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	b, err := s.Backup("through-link")
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(home, "open.arbiter-backups") + string(filepath.Separator); !strings.HasPrefix(b, want) {
		t.Errorf("backup through a link at %s, want it in %s", b, want)
	}
	if _, err := os.Stat(link + "-backups"); !os.IsNotExist(err) {
		t.Errorf("a backup folder beside the link: %v", err)
	}
}

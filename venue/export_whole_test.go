package venue_test

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testdir"
	"arbiter/internal/testevent"
	"arbiter/tournament"
	"arbiter/venue"
)

// exportedSite is a round robin's event and its site exported into the
// folder dir, named "site" in the folder parent.
func exportedSite(t *testing.T) (ev *tournament.Event, parent, dir string) {
	t.Helper()
	ev = testevent.Read(t, newEvent(t, "round-robin"))
	parent = t.TempDir()
	dir = filepath.Join(parent, "site")
	if _, err := venue.Export(ev, venue.Rules{}, dir, i18n.English); err != nil {
		t.Fatal(err)
	}
	return ev, parent, dir
}

// TestExportIsWholeOrNone fails the export of a site over an earlier one
// at each of its file operations in turn, with a full disk and a failing
// disk: every time the earlier site is left byte for byte as it was,
// nothing of the new one is left beside or in it, and the message says
// what the disk said, in every language, naming the folder. Unfailed, the
// new site replaces the old whole (a page of a player since deleted goes).
func TestExportIsWholeOrNone(t *testing.T) {
	ev, parent, dir := exportedSite(t)
	stale := testdir.Write(t, filepath.Join(dir, "player-999.html"), "a player since deleted")
	before := treeSum(t, parent)
	ev.Settings.Name = "Renamed Open"
	ops := 0
	// Every fifth operation with a full disk, every eleventh with a
	// failing one; every operation with both when ARBITER_DEEP=1.
	full, failing := 5, 11
	if os.Getenv("ARBITER_DEEP") == "1" {
		full, failing = 1, 1
	}
	for _, c := range []struct {
		cause error
		step  int
	}{{syscall.ENOSPC, full}, {syscall.EIO, failing}} {
		cause := c.cause
		for at := 1; ; at += c.step {
			var n int
			venue.FailExportAt(t, func(op string) error {
				if n++; n == at {
					return &fs.PathError{Op: op, Path: "x", Err: cause}
				}
				return nil
			})
			_, err := venue.Export(ev, venue.Rules{}, dir, i18n.English)
			if err == nil {
				ops = n // the run that went through counted them all
				break
			}
			if got := treeSum(t, parent); got != before {
				t.Fatalf("%v at operation %d: the folder is now %s, was %s", cause, at, got, before)
			}
			for _, l := range i18n.Complete {
				msg := i18n.For(l).Error(err)
				if !strings.Contains(msg, dir) || strings.Contains(msg, "{") || (l == i18n.English &&
					(cause == syscall.ENOSPC) != strings.Contains(msg, "no space left") || strings.Contains(msg, "full?")) {
					t.Fatalf("%v at operation %d, %s: %s", cause, at, l, msg)
				}
			}
			if at > 10000 {
				t.Fatal("the export never succeeded")
			}
		}
		// The successful run replaced the site: restore the old one for
		// the next cause by exporting the old event over it.
		old := testevent.Read(t, newEvent(t, "round-robin"))
		venue.FailExportAt(t, func(string) error { return nil })
		os.RemoveAll(dir)
		if _, err := venue.Export(old, venue.Rules{}, dir, i18n.English); err != nil {
			t.Fatal(err)
		}
		testdir.Write(t, stale, "a player since deleted")
		before = treeSum(t, parent)
	}
	t.Logf("%d file operations in an export of %d players, failed in turn", ops, len(ev.Players))
	if _, err := venue.Export(ev, venue.Rules{}, dir, i18n.English); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(stale); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the stale page stayed: %v", err)
	}
	if index, err := os.ReadFile(filepath.Join(dir, "index.html")); err != nil || !strings.Contains(string(index), "Renamed Open") {
		t.Errorf("the new site is not in place: %v", err)
	}
	if entries, _ := os.ReadDir(parent); len(entries) != 1 {
		t.Errorf("beside the site: %v", entries)
	}
}

// TestExportRefusesAFolderOfOtherFiles: the swap would take away what the
// folder holds besides pages, so such a folder is refused, its files named,
// and nothing is written.
func TestExportRefusesAFolderOfOtherFiles(t *testing.T) {
	ev := testevent.Read(t, newEvent(t, "round-robin"))
	dir := t.TempDir()
	testdir.Write(t, filepath.Join(dir, "thesis.odt"), "years of work")
	before := treeSum(t, dir)
	_, err := venue.Export(ev, venue.Rules{}, dir, i18n.English)
	if err == nil || !strings.Contains(i18n.For(i18n.Finnish).Error(err), "thesis.odt") {
		t.Fatalf("export into a folder of other files: %v", err)
	}
	if treeSum(t, dir) != before {
		t.Error("the folder was changed")
	}
}

// TestExportAfterACrashBetweenTheRenames: the old site renamed aside and
// the new one not yet in place is what a crash there leaves; the next
// export puts the old back before it begins, and leaves nothing beside.
func TestExportAfterACrashBetweenTheRenames(t *testing.T) {
	ev, parent, dir := exportedSite(t)
	if err := os.Rename(dir, filepath.Join(parent, ".site.new-123.old")); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(parent, ".site.new-123", "fi"), 0o755); err != nil {
		t.Fatal(err)
	}
	venue.FailExportAt(t, func(op string) error {
		if op == "create" {
			return &fs.PathError{Op: op, Path: "x", Err: syscall.EIO}
		}
		return nil
	})
	if _, err := venue.Export(ev, venue.Rules{}, dir, i18n.English); err == nil {
		t.Fatal("the export did not fail")
	}
	if _, err := os.Stat(filepath.Join(dir, "index.html")); err != nil {
		t.Errorf("the old site is not back: %v", err)
	}
	if entries, _ := os.ReadDir(parent); len(entries) != 1 {
		t.Errorf("beside the site: %v", entries)
	}
}

// treeSum is a digest of every name and file under dir.
func treeSum(t *testing.T, dir string) string {
	t.Helper()
	h := sha256.New()
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		fmt.Fprintln(h, strings.TrimPrefix(path, dir), d.IsDir())
		if !d.IsDir() {
			data, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			h.Write(data)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return fmt.Sprintf("%x", h.Sum(nil))[:16]
}

package store

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"arbiter/internal/testdir"
	"arbiter/tournament"
)

// The weekend's other files are kept relative to the event's folder, so
// that the folder copied elsewhere keeps its sections; Undo takes the
// change back as any setting's.
func TestVenueSectionsTravelWithTheFolder(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "open.arbiter")
	st := created(t, path, tournament.DefaultSettings())
	elsewhere := filepath.Join(t.TempDir(), "rapid.arbiter")
	if err := st.SetVenueSections([]string{filepath.Join(dir, "junior.arbiter"), elsewhere}); err != nil {
		t.Fatal(err)
	}
	var kept string
	if err := st.db.QueryRow(`SELECT value FROM meta WHERE key = ?`, venueSectionsKey).Scan(&kept); err != nil {
		t.Fatal(err)
	}
	if rel, _ := filepath.Rel(dir, elsewhere); kept != `["junior.arbiter","`+filepath.ToSlash(rel)+`"]` {
		t.Errorf("kept %s", kept)
	}
	st.Close()
	moved := filepath.Join(t.TempDir(), "copy")
	if err := os.Rename(dir, moved); err != nil {
		t.Fatal(err)
	}
	st = testdir.Opened(t, Open, filepath.Join(moved, "open.arbiter"))
	got, err := st.VenueSections()
	if err != nil || got[0] != filepath.Join(moved, "junior.arbiter") {
		t.Errorf("after the folder moved: %q, %v", got, err)
	}
	if _, err := st.Undo(); err != nil {
		t.Fatal(err)
	}
	if got, _ := st.VenueSections(); !slices.Equal(got, []string{}) {
		t.Errorf("after Undo: %q", got)
	}
}

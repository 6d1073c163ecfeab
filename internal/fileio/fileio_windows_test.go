package fileio

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"

	"arbiter/engine"
)

// A name Windows refuses, or would change (print -o "parit?.pdf",
// "CON.pdf", "parit. "), is refused as such before the document is made:
// the first two were said to be a disk's error, and the last was written
// as "parit" while the program said it wrote "parit. ".
func TestWriteRefusesANameWindowsRefuses(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"parit?.pdf", "a<b>.pdf", `"x".pdf`, "a|b.pdf", "a*.pdf", "CON.pdf", "nul", "Lpt1.txt", "com3 .pdf", "parit. ", "parit.pdf."} {
		made := false
		err := Write(filepath.Join(dir, name), func(w io.Writer) error { made = true; return nil })
		var fe *engine.Message
		if !errors.As(err, &fe) || fe.Key != "app.error.write.bad-name" || made {
			t.Errorf("Write %q: %v (made %v), want app.error.write.bad-name, nothing made", name, err, made)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("left in the folder: %v", entries)
	}
	for _, name := range []string{"Parit kierros 1 – Äö.pdf", "con-sarja.pdf", "console.pdf", ".parit.pdf"} {
		if err := Write(filepath.Join(dir, name), func(w io.Writer) error { _, err := w.Write([]byte("%PDF")); return err }); err != nil {
			t.Errorf("Write %q: %v", name, err)
		}
	}
}

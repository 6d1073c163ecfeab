package fileio

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/internal/testdir"
)

// A file larger than MaxInput is refused with a translatable error before
// it is read into memory (a 200 MB TRF took 2.8 GB).
func TestReadRefusesAHugeFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "huge.trf")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(200 << 20); err != nil {
		t.Fatal(err)
	}
	f.Close()
	_, err = Read(path)
	var fe *engine.Message
	if !errors.As(err, &fe) || fe.Key != "app.error.read.too-large" {
		t.Fatalf("Read: %v", err)
	}
	if _, err := Read(filepath.Join(t.TempDir(), "none.trf")); !errors.As(err, &fe) || fe.Key != "app.error.read.missing" {
		t.Errorf("Read of a missing file: %v", err)
	}
	if _, err := Read(t.TempDir()); !errors.As(err, &fe) || fe.Key != "app.error.read.folder" {
		t.Errorf("Read of a folder: %v", err)
	}
}

// A document that fails half-way, even by a panic, leaves the file that
// was there as it was, and nothing beside it.
func TestWriteKeepsTheOldFile(t *testing.T) {
	dir := t.TempDir()
	path := testdir.Write(t, filepath.Join(dir, "standings.pdf"), "old")
	func() {
		defer func() { recover() }()
		Write(path, func(w io.Writer) error {
			w.Write([]byte("%PDF-half"))
			panic("broken on purpose")
		})
	}()
	mine := errors.New("no such round")
	if err := Write(path, func(w io.Writer) error { return mine }); err != mine {
		t.Errorf("the document's own error became %v", err)
	}
	if data, _ := os.ReadFile(path); string(data) != "old" {
		t.Errorf("%s now holds %q", path, data)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("left in the folder: %v", entries)
	}
	if err := Write(path, func(w io.Writer) error { _, err := w.Write([]byte("new")); return err }); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(path); string(data) != "new" {
		t.Errorf("%s holds %q after a good write", path, data)
	}
	var fe *engine.Message
	if err := Write(filepath.Join(dir, "no", "x.pdf"), func(io.Writer) error { return nil }); !errors.As(err, &fe) || fe.Key != "app.error.write.no-folder" {
		t.Errorf("Write into a missing folder: %v", err)
	}
}

// A folder given as the file to write (print -o C:\Turnaus\) is refused
// as a folder, before the document is made, and left as it was: on
// Windows, where renaming the written file over a folder is denied, it was
// refused as write-protected, which it was not.
func TestWriteRefusesAFolder(t *testing.T) {
	dir := t.TempDir()
	made := false
	err := Write(dir, func(w io.Writer) error { made = true; _, err := w.Write([]byte("%PDF")); return err })
	var fe *engine.Message
	if !errors.As(err, &fe) || fe.Key != "app.error.write.folder" {
		t.Errorf("Write to the folder %s: %v, want app.error.write.folder", dir, err)
	}
	if made {
		t.Error("the document was made for a folder")
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("left in the folder: %v", entries)
	}
}

// WriteTemp leaves a file whole or none: the crash log and the benches'
// reports are read by name after it returns.
func TestWriteTempWholeOrNone(t *testing.T) {
	dir := t.TempDir()
	mine := errors.New("broken on purpose")
	if name, err := WriteTemp(dir, "report-*.log", func(w io.Writer) error {
		w.Write([]byte("half"))
		return mine
	}); err != mine || name != "" {
		t.Errorf("a failed write gave %q, %v", name, err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("left in the folder: %v", entries)
	}
	name, err := WriteTemp(dir, "report-*.log", func(w io.Writer) error { _, err := w.Write([]byte("whole")); return err })
	if err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(name); filepath.Dir(name) != dir || !strings.HasPrefix(filepath.Base(name), "report-") || string(data) != "whole" {
		t.Errorf("%s holds %q", name, data)
	}
}

package store

import (
	"arbiter/internal/testdir"
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"testing"
)

// seedFiles are an event file's bytes, whole and cut short, as fuzz seeds.
func seedFiles(f *testing.F) [][]byte {
	s, _ := eventAt(f, filepath.Join(f.TempDir(), "seed.arbiter"), testPlayers(4))
	s.Close()
	data := testdir.Read(f, s.Path())
	return [][]byte{data, data[:100], data[:len(data)/2], []byte("SQLite format 3\x00")}
}

// opened checks what opening the file at path, for changes and for
// reading, gives: a Store that reads its event, or a refusal in the
// user's words that names the file.
func opened(t *testing.T, path string) {
	for _, open := range []func(string) (*Store, error){Open, OpenReadOnly} {
		s, err := open(path)
		if err != nil {
			translated(t, err, path)
			continue
		}
		s.Event()
		s.Close()
	}
}

// FuzzOpenFile: whatever bytes a file named .arbiter holds (a crafted
// file, one cut short by a copy, another program's database), opening it
// does not panic, and it is refused in the user's words naming the file,
// or opens and reads.
func FuzzOpenFile(f *testing.F) {
	for _, data := range seedFiles(f) {
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(t.TempDir(), "fuzz.arbiter")
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
		opened(t, path)
	})
}

// FuzzCompressedBackup: a compressed backup (NAME.arbiter.gz) holding
// whatever bytes: telling it a backup and expanding it for Restore do not
// panic, and an expanded one opens as any file does.
func FuzzCompressedBackup(f *testing.F) {
	for _, data := range seedFiles(f) {
		var z bytes.Buffer
		zw := gzip.NewWriter(&z)
		zw.Write(data)
		zw.Close()
		f.Add(z.Bytes())
		f.Add(z.Bytes()[:z.Len()/2])
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(t.TempDir(), "fuzz.arbiter.gz")
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
		isCompressedBackup(path)
		plain, err := expandBackup(path)
		if err != nil {
			translated(t, err, path)
			return
		}
		defer Remove(plain)
		opened(t, plain)
	})
}

package ratinglist

import (
	"archive/zip"
	"bytes"
	"io"
	"os"
	"path/filepath"
	"testing"

	fl "arbiter/internal/testfidelist"
)

// FuzzZippedList: a rating list as FIDE and the federations ship it, in a
// zip file, holding whatever bytes: telling its layout and reading the
// list inside it do not panic, what is refused is refused in the user's
// words, and every player read passes the checks a typed-in player does.
func FuzzZippedList(f *testing.F) {
	var txt bytes.Buffer
	if err := fl.WriteTXT(&txt, fl.Slice(samplePlayers)); err != nil {
		f.Fatal(err)
	}
	var z bytes.Buffer
	zw := zip.NewWriter(&z)
	w, err := zw.Create("players_list_foa.txt")
	if err != nil {
		f.Fatal(err)
	}
	w.Write(txt.Bytes())
	zw.Close()
	f.Add(z.Bytes())
	f.Add(z.Bytes()[:z.Len()/2])
	f.Add([]byte("PK\x03\x04"))
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(t.TempDir(), "players_list.zip")
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
		if _, err := Inspect(path); err != nil {
			checkRead(t, err)
			return
		}
		src, closeSrc, err := openList(path)
		if err != nil {
			checkRead(t, err)
			return
		}
		defer closeSrc()
		text, err := io.ReadAll(io.LimitReader(src.r, 1<<20))
		if err != nil {
			return // a member the zip reader refuses; the list readers are fuzzed on what it gives
		}
		checkRead(t, readTXT(bytes.NewReader(text), fideChecked(t)))
	})
}

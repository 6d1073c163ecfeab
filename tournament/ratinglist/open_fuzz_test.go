package ratinglist

import (
	"os"
	"testing"

	"arbiter/internal/testdir"
)

// FuzzOpenList: a stored list (NAME.ratinglist in the lists' folder)
// holding whatever bytes, as a crafted or damaged file would: listing the
// lists, searching them and looking a player up do not panic, what is
// refused is refused in the user's words, every player found passes the
// checks a typed-in player does, and a list that cannot be read is named
// as broken.
func FuzzOpenList(f *testing.F) {
	data := testdir.Read(f, importSample(f).path("FIDE"))
	f.Add(data)
	f.Add(data[:len(data)/2])
	f.Add([]byte("SQLite format 3\x00"))
	f.Fuzz(func(t *testing.T, data []byte) {
		l := Open(t.TempDir())
		defer l.Close()
		if err := os.WriteFile(l.path("Fuzz"), data, 0o600); err != nil {
			t.Fatal(err)
		}
		if _, err := l.All(); err != nil {
			checkRead(t, err)
		}
		found, err := l.Find("virtanen", "", 5)
		checkRead(t, err)
		for _, e := range found {
			checkEntry(t, e)
		}
		if e, ok, err := l.ByFIDEID("503150", ""); err != nil {
			checkRead(t, err)
		} else if ok {
			checkEntry(t, e)
		}
		for _, b := range l.Broken() {
			checkRead(t, b.Error())
		}
	})
}

// Package testevent gives the tests of several packages the events kept in
// tournament/testdata, read as an import reads them, so that each event is
// read in one place.
package testevent

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"arbiter/tournament"
	"arbiter/tournament/trf"
)

// NormFile is the path of tournament/testdata/normevent.trf: a 10-player
// round robin in which player 1 (Eero Aalto, FIN 2440) makes a GM and an
// IM norm with 7/9 against an average of 2423 (performance 2643) and
// player 2 (Liina Kask) misses the WGM norm by half a point.
func NormFile() string {
	_, here, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(here), "..", "..", "tournament", "testdata", "normevent.trf")
}

// Norm reads the event of NormFile; a file that cannot be read fails the
// test.
func Norm(t testing.TB) *tournament.Event {
	t.Helper()
	ev, err := tournament.FromTRF(ReadTRF(t, NormFile()))
	if err != nil {
		t.Fatal(err)
	}
	return ev
}

// ReadTRF reads and parses the TRF file at path; a file that cannot be read
// or parsed fails the test.
func ReadTRF(t testing.TB, path string) *trf.Tournament {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	tt, err := trf.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	return tt
}

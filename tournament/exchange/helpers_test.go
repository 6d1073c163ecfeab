package exchange

import (
	"path/filepath"
	"strings"
	"testing"

	"arbiter/internal/testdir"
	"arbiter/tournament"
	"arbiter/tournament/trf"
)

// Helpers the tests of this package share, kept out of the program.

// readFileAs is the file at path, as read and as read takes it (trf.Parse,
// ReadTRFReport, ReadTeamTRFReport); a file that cannot be read, or that
// read refuses, fails the test.
func readFileAs[R any](t testing.TB, read func([]byte) (R, error), path string) ([]byte, R) {
	t.Helper()
	data := testdir.Read(t, path)
	r, err := read(data)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return data, r
}

// readAs is data as read takes it; data that read refuses fails the test.
func readAs[R any](t testing.TB, read func([]byte) (R, error), data []byte) R {
	t.Helper()
	r, err := read(data)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// eventOfTRF is the event of the parsed report (FromTRF); a report
// FromTRF refuses fails the test.
func eventOfTRF(t testing.TB, parsed *trf.Tournament) *tournament.Event {
	t.Helper()
	ev, _, err := FromTRF(parsed)
	if err != nil {
		t.Fatal(err)
	}
	return ev
}

// parseTRFFile is the TRF file at path, as read and as parsed.
func parseTRFFile(t *testing.T, path string) ([]byte, *trf.Tournament) {
	t.Helper()
	return readFileAs(t, trf.Parse, path)
}

// importTRFFile is the TRF file at path, as read and as imported
// (ReadTRFReport).
func importTRFFile(t testing.TB, path string) ([]byte, *TRFReport) {
	t.Helper()
	return readFileAs(t, ReadTRFReport, path)
}

// teamTRFFile is the team report tournament/testdata/teams/<name>, as read
// and as imported (ReadTeamTRFReport).
func teamTRFFile(t testing.TB, name string) ([]byte, *TeamReport) {
	t.Helper()
	return readFileAs(t, ReadTeamTRFReport, filepath.Join("..", "testdata", "teams", name))
}

// trfText is a report of these records, every line ended by CR as the
// programs that write TRF end them.
func trfText(lines ...string) []byte {
	return []byte(strings.Join(lines, "\r") + "\r")
}

// importLines is the report of these records as imported (ReadTRFReport);
// a report the import refuses fails the test.
func importLines(t *testing.T, lines ...string) *TRFReport {
	t.Helper()
	return readAs(t, ReadTRFReport, trfText(lines...))
}

package exchange

import (
	"os"
	"strings"
	"testing"

	"arbiter/tournament/trf"
)

// Helpers the tests of this package share, kept out of the program.

// readTestFile is the file at path; one that cannot be read fails the
// test, as missing data does.
func readTestFile(t testing.TB, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// parseTRFFile is the TRF file at path, as read and as parsed; a file
// that cannot be read or parsed fails the test.
func parseTRFFile(t *testing.T, path string) ([]byte, *trf.Tournament) {
	t.Helper()
	data := readTestFile(t, path)
	parsed, err := trf.Parse(data)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return data, parsed
}

// importTRFFile is the TRF file at path, as read and as imported
// (ReadTRFReport); a file that cannot be read or imported fails the test.
func importTRFFile(t *testing.T, path string) ([]byte, *TRFReport) {
	t.Helper()
	data := readTestFile(t, path)
	rep, err := ReadTRFReport(data)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return data, rep
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
	rep, err := ReadTRFReport(trfText(lines...))
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

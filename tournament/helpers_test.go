package tournament

import (
	"fmt"
	"os"
	"testing"

	"arbiter/tournament/trf"
)

// Helpers the tests of this package share, kept out of the program.

// setResult enters a result in the event in memory, judged as the store
// judges it (ValidateResult), and returns the one it replaces: the store's
// SetResult without a file, for tests that build events in memory.
func setResult(ev *Event, round, board int, r Result) (Result, error) {
	p, err := ValidateResult(ev, round, board, r)
	if err != nil {
		return NoResult, err
	}
	old := p.Result
	p.Result = r
	return old, nil
}

// readTestFile is the file at path; one that cannot be read fails the
// test, as missing data does.
func readTestFile(t *testing.T, path string) []byte {
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

// requestedPoints are the points of the byes each player asked for in
// rounds not paired yet, which score once paired.
func requestedPoints(ev *Event) map[int64]float64 {
	out := map[int64]float64{}
	for _, b := range ev.Requests {
		out[b.Player] += float64(b.Kind.Points()) / 2
	}
	return out
}

// swissEvent makes a Swiss of n players rated 2400 down in steps of 10.
func swissEvent(n, rounds int) *Event {
	ev := &Event{Settings: DefaultSettings()}
	ev.Settings.System, ev.Settings.Rounds = SwissDutch, rounds
	for i := 0; i < n; i++ {
		ev.Players = append(ev.Players, Player{ID: int64(100 + i), Name: fmt.Sprintf("P%02d", i), Rating: 2400 - 10*i})
	}
	return ev
}

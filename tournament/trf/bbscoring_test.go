package trf

import (
	"testing"
)

// bbpPairings' records of the points (its TRF(bx), README "BBW pp.p")
// give the scoring as record 162 does, the pairing-allocated bye's
// points the win's unless BBU gives them; the lines are written back as
// read.
func TestBbpPairingsScoringRecords(t *testing.T) {
	base := "012 Open\n001    1      A, B                              2000                             0.0    1\n"
	for _, c := range []struct {
		name, records string
		want          Score
		tag           string
		line          int
	}{
		{"none", "", DefaultScore, "", 0},
		{"3-1-0", "BBW  3.0\nBBD  1.0\n", Score{Win: 3, Draw: 1, PairingBye: 3, Unknown: 1}, "BBW", 3},
		{"the bye's own points, given before the win's", "BBU  1.0\nBBW  3.0\n", Score{Win: 3, Draw: 0.5, PairingBye: 1, Unknown: 0.5}, "BBU", 3},
		{"a forfeit loss's points", "BBL  0.0\nBBF -1.0\n", Score{Win: 1, Draw: 0.5, Absence: -1, PairingBye: 1, Unknown: 0.5}, "BBL", 3},
	} {
		text := base + c.records
		tr, err := Parse([]byte(text))
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := tr.PointSystem(); got != c.want {
			t.Errorf("%s: scoring %+v, want %+v", c.name, got, c.want)
		}
		if tag, line := tr.ScoringRecord(); tag != c.tag || line != c.line {
			t.Errorf("%s: scoring record %q at line %d, want %q at %d", c.name, tag, line, c.tag, c.line)
		}
		if got := string(tr.Bytes()); got != text {
			t.Errorf("%s: written back\n%q\nwant\n%q", c.name, got, text)
		}
	}
	if _, err := Parse([]byte(base + "BBW  three\n")); err == nil {
		t.Error("BBW without a number was read")
	}
}

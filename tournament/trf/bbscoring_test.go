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
		checkScoring(t, c.name, base+c.records, c.want, c.tag, c.line)
	}
	if _, err := Parse([]byte(base + "BBW  three\n")); err == nil {
		t.Error("BBW without a number was read")
	}
}

// JaVaFo's record of the points (XXS) gives the scoring as bbpPairings'
// records do; of two keys of one result, the points that are not the
// default's are kept.
func TestJaVaFoScoringRecord(t *testing.T) {
	base := "012 Open\n001    1      A, B                              2000                             0.0    1\n"
	for _, c := range []struct {
		name, record string
		want         Score
	}{
		{"as the manual writes it", "XXS WW=1.0 BW=1.0 WD=0.5 BD=0.5 WL=0.0 BL=0.0 ZPB=0.0 HPB=0.5 FPB=1.0 PAB=1.0 FW=1.0 FL=0.0", DefaultScore},
		{"3-1-0, the bye a draw's (the manual's example)", "XXS W=3", Score{Win: 3, Draw: 0.5, PairingBye: 1, Unknown: 0.5}},
		{"3-1-0, the bye a win's", "XXS PAB=3 D=1 W=3", Score{Win: 3, Draw: 1, PairingBye: 3, Unknown: 1}},
		{"a black win worth more", "XXS WW=1.0 BW=1.5", Score{Win: 1.5, Draw: 0.5, PairingBye: 1, Unknown: 0.5}},
		{"a black win worth more, given first", "XXS BW=1.5 WW=1.0", Score{Win: 1.5, Draw: 0.5, PairingBye: 1, Unknown: 0.5}},
		{"a key of no result", "XXS WW=1.0 XYZ=2", DefaultScore},
	} {
		checkScoring(t, c.name, base+c.record+"\n", c.want, "XXS", 3)
	}
	// Records add up ("XXS W=3", then "XXS D=1").
	if tr, err := Parse([]byte(base + "XXS W=3\nXXS D=1\n")); err != nil || tr.PointSystem() != (Score{Win: 3, Draw: 1, PairingBye: 1, Unknown: 1}) {
		t.Errorf("two XXS records: %v, %+v", err, tr.PointSystem())
	}
	if _, err := Parse([]byte(base + "XXS WW=one\n")); err == nil {
		t.Error("XXS WW=one was read")
	}
}

// checkScoring reads text, a report whose scoring record tag stands at
// line, and requires the scoring want and the text written back as read.
func checkScoring(t *testing.T, name, text string, want Score, tag string, line int) {
	t.Helper()
	tr, err := Parse([]byte(text))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if got := tr.PointSystem(); got != want {
		t.Errorf("%s: scoring %+v, want %+v", name, got, want)
	}
	if gotTag, gotLine := tr.ScoringRecord(); gotTag != tag || gotLine != line {
		t.Errorf("%s: scoring record %q at line %d, want %q at %d", name, gotTag, gotLine, tag, line)
	}
	if got := string(tr.Bytes()); got != text {
		t.Errorf("%s: written back\n%q\nwant\n%q", name, got, text)
	}
}

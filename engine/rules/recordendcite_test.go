package rules

import (
	"strings"
	"testing"

	"arbiter/engine"
)

// TestRecordEndCitesAsARuling_5_2_2: a record that ended by rule before
// its last move (here a dead position, 5.2.2 "Peli on tasapeli, jos on
// päädytty sellaiseen asemaan, ettei kummankaan pelaajan ole mahdollista
// saattaa vastustajan kuningasta mattiin laillisilla siirroilla") names
// its article as a ruling's citation does,
// "FIDE 2023, 5.2.2", not "FIDE 2023 5.2.2".
func TestRecordEndCitesAsARuling_5_2_2(t *testing.T) {
	var g *engine.Game
	for pg, err := range engine.ReadPGN(strings.NewReader("[SetUp \"1\"]\n[FEN \"8/8/4k3/8/8/2K5/5N2/8 b - - 0 60\"]\n\n60... Kd6 *\n")) {
		if err != nil {
			t.Fatal(err)
		}
		if g, err = engine.GameFromPGN(&pg); err != nil {
			t.Fatal(err)
		}
	}
	for id, want := range map[RulesetID]string{FIDE2023: "FIDE 2023, 5.2.2", FIDE2014: "FIDE 2014, 5.2.b"} {
		e, err := EndOfRecord(id, g, 0)
		if err != nil || e == nil {
			t.Fatalf("%s: %v, %v", id, e, err)
		}
		if e.Article != want {
			t.Errorf("%s: %q, want %q", id, e.Article, want)
		}
	}
}

package rules

import (
	"slices"
	"testing"
)

// TestUnsupervisedBlitzCitesItsBridge_B3 checks that a ruling an
// unsupervised blitz game takes from the rapid appendix also cites the
// blitz article that brings that appendix in: 2023 B.3 ("Muussa
// tapauksessa noudatetaan nopean shakin sääntöjen kohtia A.2, A.3 ja
// A.5"), 2014 and 2018 B.4. Without it the ruling cites rapid rules for a
// blitz game as though they were blitz's own.
func TestUnsupervisedBlitzCitesItsBridge_B3(t *testing.T) {
	flag := FlagFall{Player: W, Claimed: true}
	cases := []struct {
		rs     RulesetID
		in     Incident
		f      Facts
		rapid  string // the rapid appendix's article that rules
		bridge string
	}{
		{FIDE2023, flag, blackBare, "A.5.3", "B.3"},
		{FIDE2018, flag, blackBare, "A.4.3", "B.4"},
		{FIDE2014, flag, blackBare, "A.4.c", "B.4"},
		{FIDE2014, IllegalMove{Player: W}, midgame, "A.4.b", "B.4"},
		{FIDE2023, IllegalPosition{StillAfterNextMove: true}, midgame, "A.5.4", "B.3"},
		{FIDE2014, ClockCorrection{}, midgame, "A.4.a", "B.4"},
	}
	for _, c := range cases {
		ev := with(blitzUnsup, func(e *Event) { e.Ruleset = c.rs })
		d, err := Decide(ev, c.f, c.in)
		if err != nil {
			t.Fatalf("%s %T: %v", c.rs, c.in, err)
		}
		if !slices.Contains(d.Articles, c.rapid) || !slices.Contains(d.Articles, c.bridge) {
			t.Errorf("%s blitz %T cites %v, want both %s and %s", c.rs, c.in, d.Articles, c.rapid, c.bridge)
		}
		// Rapid has no bridge to cite.
		ev.Type = Rapid
		d, err = Decide(ev, c.f, c.in)
		if err != nil {
			t.Fatalf("%s rapid %T: %v", c.rs, c.in, err)
		}
		if slices.Contains(d.Articles, c.bridge) {
			t.Errorf("%s rapid %T cites the blitz article %s: %v", c.rs, c.in, c.bridge, d.Articles)
		}
	}
}

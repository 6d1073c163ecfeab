package desk

import (
	"slices"
	"testing"

	"arbiter/engine"
	"arbiter/engine/rules"
)

// TestUnsupervisedBlitzRulingCitesItsBridge_B_4: an illegal move in a
// blitz event (3+2) without adequate supervision is ruled at the desk as
// `arbiter ruling` rules it, citing with the rapid appendix's article the
// blitz article that applies it: 2014 B.4 "Muussa tapauksessa
// noudatetaan nopean shakin sääntöjen kohtaa A.4", 2023 B.3.
func TestUnsupervisedBlitzRulingCitesItsBridge_B_4(t *testing.T) {
	for _, c := range []struct {
		ruleset       rules.RulesetID
		rapid, bridge string
	}{{rules.FIDE2014, "A.4.b", "B.4"}, {rules.FIDE2023, "A.5.2", "B.3"}} {
		t.Run(string(c.ruleset), func(t *testing.T) {
			t.Setenv("ARBITER_LANG", "en")
			f := newFixtureUnder(t, "3+2", c.ruleset, "")
			f.propose(string(rules.KindIllegalMove), engine.White)
			f.noErrors()
			desk := f.v.rulings.current
			if desk == nil {
				t.Fatal("no proposal")
			}
			line := commandLineRuling(t, "illegal-move", "--control", "3+2", "--ruleset", string(c.ruleset))
			if !slices.Equal(desk.Decision.Articles, line.Articles) {
				t.Errorf("the desk cites %v; arbiter ruling %v", desk.Decision.Articles, line.Articles)
			}
			if !slices.Contains(desk.Decision.Articles, c.rapid) || !slices.Contains(desk.Decision.Articles, c.bridge) {
				t.Errorf("the desk cites %v, want %s and %s", desk.Decision.Articles, c.rapid, c.bridge)
			}
		})
	}
}

package desk

import (
	"testing"

	"arbiter/engine/rules"
)

// The quickplay finish's button (FIDE Guideline III, 2014 Appendix G) is
// offered only under a ruleset that has one: the 1953 rules have none,
// and the session refuses the switch there whatever asks for it.
func TestQuickplayOnlyWhereTheRulesetHasIt(t *testing.T) {
	for _, c := range []struct {
		ruleset rules.RulesetID
		offered bool
	}{{rules.FIDE2023, true}, {rules.FIDE2014, true}, {rules.USSR1953, false}} {
		t.Run(string(c.ruleset), func(t *testing.T) {
			f := newFixtureUnder(t, "90+0", c.ruleset, rules.Standard)
			b := findButton(f.v.clocks.content, f.v.t("desk.clock.quickplay"))
			if b == nil {
				t.Fatal("no quickplay button in the clock panel")
			}
			if b.Visible() != c.offered {
				t.Errorf("quickplay button shown: %v, want %v", b.Visible(), c.offered)
			}
			if err := f.v.Session().Quickplay(quickplayBonus); (err == nil) != c.offered {
				t.Errorf("the switch: %v", err)
			}
		})
	}
}

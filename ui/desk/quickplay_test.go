package desk

import (
	"testing"

	"arbiter/engine/rules"
	"arbiter/tournament"
)

// The quickplay finish's button (FIDE Guideline III, 2014 Appendix G) is
// offered only under a ruleset that has one: the 1953 rules have none,
// and the session refuses the switch there whatever asks for it. The
// event puts the finish in force (III.2.1).
func TestQuickplayOnlyWhereTheRulesetHasIt(t *testing.T) {
	for _, c := range []struct {
		ruleset rules.RulesetID
		offered bool
	}{{rules.FIDE2023, true}, {rules.FIDE2014, true}, {rules.USSR1953, false}} {
		t.Run(string(c.ruleset), func(t *testing.T) {
			f := newFixtureWith(t, "90+0", func(s *tournament.Settings) {
				s.Ruleset, s.GameType, s.Rules.QuickplayFinish = c.ruleset, rules.Standard, true
			})
			checkQuickplayOffered(t, f, c.offered)
		})
	}
}

// checkQuickplayOffered checks that f's clock panel shows the quickplay
// finish's button, and its session makes the switch, when offered and
// only then.
func checkQuickplayOffered(t *testing.T, f *fixture, offered bool) {
	t.Helper()
	b := findButton(f.v.clocks.content, f.v.t("desk.clock.quickplay"))
	if b == nil {
		t.Fatal("no quickplay button in the clock panel")
	}
	if b.Visible() != offered {
		t.Errorf("quickplay button shown: %v, want %v", b.Visible(), offered)
	}
	if err := f.v.Session().Quickplay(quickplayBonus); (err == nil) != offered {
		t.Errorf("the switch: %v", err)
	}
}

// The button was offered, and switched a 15+10 game's clocks to 5 s a
// move, wherever the ruleset had a quickplay finish: in blitz, with an
// increment and in an event that had not put the finish in force, where
// III.2.1 and III.2.2 rule it out and a ruling on the same request says
// so. It is offered, and the switch made, only where the finish applies.
func TestQuickplay_III_2_OnlyInForceWithoutIncrementOutOfBlitz(t *testing.T) {
	for _, c := range []struct {
		name     string
		control  string
		kind     rules.GameType
		declared bool
		offered  bool
	}{
		{"rapid 25+0 declared", "25+0", rules.Rapid, true, true},
		{"rapid 15+10 declared", "15+10", rules.Rapid, true, false},
		{"standard 90+30 declared", "90+30", rules.Standard, true, false},
		{"blitz 5+0 declared", "5+0", rules.Blitz, true, false},
		{"standard 90+0 not declared", "90+0", rules.Standard, false, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := newFixtureWith(t, c.control, func(s *tournament.Settings) {
				s.Ruleset, s.GameType, s.Rules.QuickplayFinish = rules.FIDE2023, c.kind, c.declared
			})
			checkQuickplayOffered(t, f, c.offered)
			if bonus := f.v.Session().clk.State().Bonus; (bonus == quickplayBonus) != c.offered {
				t.Errorf("the clocks add %v a move after the switch", bonus)
			}
		})
	}
}

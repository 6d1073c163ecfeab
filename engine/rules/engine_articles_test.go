package rules

import (
	"testing"

	"arbiter/engine"
)

// The engine names the article of an outcome or claim it decides itself
// (engine.Article) and this package cites the same rules; the two tables
// must agree, and so must the ruleset behaviour both encode.
func TestEngineArticlesAgree(t *testing.T) {
	pairs := []struct {
		rule  engine.Rule
		topic Topic
		// general is the topic that covers the rule in a ruleset without
		// the finer distinction (1953 has one article per claim).
		general Topic
	}{
		{engine.RuleCheckmate, TopicMate, ""},
		{engine.RuleStalemate, TopicStalemate, ""},
		{engine.RuleDeadPosition, TopicDeadPosition, ""},
		{engine.RuleFivefold, TopicFivefold, ""},
		{engine.RuleSeventyFive, TopicSeventyFive, ""},
		{engine.RuleThreefoldIntended, TopicThreefoldIntend, TopicThreefold},
		{engine.RuleThreefoldAppeared, TopicThreefoldNow, TopicThreefold},
		{engine.RuleFiftyIntended, TopicFiftyIntend, TopicFiftyMoves},
		{engine.RuleFiftyCompleted, TopicFiftyNow, TopicFiftyMoves},
		{engine.RuleFlagFall, TopicFlag, ""},
		{engine.RuleResignation, TopicResignation, ""},
	}
	for _, id := range engine.Rulesets {
		rs, ok := Get(RulesetID(id))
		if !ok {
			t.Errorf("engine ruleset %s is unknown here", id)
			continue
		}
		for _, p := range pairs {
			want := engine.Article(id, p.rule)
			got, ok := rs.Articles[p.topic]
			if !ok && p.general != "" {
				got, ok = rs.Articles[p.general]
			}
			if want == "" {
				continue // the engine has no article; the rules may still cite one
			}
			if !ok || got != want {
				t.Errorf("%s %s: rules cite %q, engine %q", id, p.topic, got, want)
			}
		}
		consecutive := engine.FivefoldFor(id) == engine.FivefoldConsecutive
		if consecutive != rs.FivefoldConsecutive {
			t.Errorf("%s: fivefold consecutive %v in the engine, %v here", id, consecutive, rs.FivefoldConsecutive)
		}
	}
}

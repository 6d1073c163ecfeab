package words

import (
	"slices"
	"testing"

	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/standings"
)

// The rules a table is ranked by are the edition of the Tie-Break
// Regulations, where it has tie-breaks, then the withdrawal rule, a
// match's own where the table is a match's.
func TestRuleNotes(t *testing.T) {
	cat := i18n.For("en")
	policy := func(key string) string { return cat.T("event.cli.policy", "policy", cat.T(key)) }
	rules := cat.T("print.tb.rules", "date", "1 Mar 2026")
	for _, c := range []struct {
		what  string
		table standings.Table
		want  []string
	}{
		{"tie-breaks, as played", standings.Table{TieBreaks: []string{"bh"}, Rules: standings.TieBreakRules2026, Policy: tournament.WithdrawalAsPlayed},
			[]string{rules, policy("event.policy.as-played")}},
		{"no tie-breaks, 1953", standings.Table{Rules: standings.TieBreakRules2026, Policy: tournament.WithdrawalUSSR1953},
			[]string{policy("event.policy.ussr1953")}},
		{"a match, 1953", standings.Table{TieBreaks: []string{"sb"}, Rules: standings.TieBreakRules2026, Policy: tournament.WithdrawalUSSR1953, Match: &standings.MatchResult{}},
			[]string{rules, policy("event.policy.ussr1953-match")}},
	} {
		if got := RuleNotes(cat, c.table); !slices.Equal(got, c.want) {
			t.Errorf("%s: %q, want %q", c.what, got, c.want)
		}
	}
}

// What the results made of the event beyond the rows is said after the
// rules: a match's own result, then each player struck, a line each; a
// table with neither has no such note.
func TestOutcomeNotes(t *testing.T) {
	cat := i18n.For("en")
	struck := standings.Struck{Name: "Dana Dahl", After: 2, Counted: standings.Counted{Played: 2, Games: 6}}
	match := &standings.MatchResult{Names: [2]string{"Ann Berg", "Bo Dahl"}, Games: 6}
	key, args := match.Notice()
	for _, c := range []struct {
		what  string
		table standings.Table
		want  []string
	}{
		{"neither", standings.Table{}, nil},
		{"a match", standings.Table{Match: match}, []string{cat.T(key, args...)}},
		{"a player struck", standings.Table{Struck: []standings.Struck{struck}}, []string{cat.T("event.cli.struck", struck.Args()...)}},
	} {
		if got := OutcomeNotes(cat, c.table); !slices.Equal(got, c.want) {
			t.Errorf("%s: %q, want %q", c.what, got, c.want)
		}
	}
}

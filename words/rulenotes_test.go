package words

import (
	"slices"
	"strings"
	"testing"

	"arbiter/engine/rules"
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
		// An event of 2020 under the 2024 edition, the earliest known,
		// says that these are not the rules of its day.
		{"started before the edition", standings.Table{TieBreaks: []string{"bh"}, Rules: standings.TieBreakRules2024, EarlyStart: "2020-06-26", Policy: tournament.WithdrawalAsPlayed},
			[]string{cat.T("print.tb.rules.early", "date", "1 Aug 2024", "start", "26 Jun 2020"), policy("event.policy.as-played")}},
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
	wonAfter := &standings.MatchResult{Outcome: standings.MatchWon, Players: [2]int64{1, 2}, Winner: 2, Names: [2]string{"Ann Berg", "Bo Dahl"}, Games: 6,
		Points: [2]tournament.Points{5, 7}, PlayoffPoints: [2]tournament.Points{0, 2},
		Playoff: []standings.PlayoffGame{{Game: 7, Type: rules.Rapid, White: "Bo Dahl", Black: "Ann Berg", Result: "1-0"}}}
	for _, c := range []struct {
		what  string
		table standings.Table
		want  []string
	}{
		{"neither", standings.Table{}, nil},
		{"a match", standings.Table{Match: match}, []string{cat.T(key, args...)}},
		{"a player struck", standings.Table{Struck: []standings.Struck{struck}}, []string{cat.T("event.cli.struck", struck.Args()...)}},
		// A match's play-off games recorded, then a game of the match
		// corrected so that it is won outright: the games are listed and
		// said not to count, not dropped unsaid.
		{"a play-off no longer followed", standings.Table{Match: wonAfter}, []string{"Match: Bo Dahl wins 3½–2½.",
			"The play-off's games are not followed: the match's own games no longer end level.",
			"Game 7 (play-off, rapid): Bo Dahl – Ann Berg 1–0."}},
		// A junior entered without a date of birth, left out of U10's
		// table, is named under it: he was dropped unsaid.
		{"players a group left out", standings.Table{Unplaced: []standings.PlayerColumns{{Name: "Paul Rand"}, {Name: "Ott Kalju"}}},
			[]string{"Paul Rand, Ott Kalju: no year of birth recorded, so not in this table; enter it and the table is worked out again."}},
		// An unrated player, left out of a rating band's table, is named
		// under it: he was dropped unsaid.
		{"the unrated a band left out", standings.Table{Unrated: []standings.PlayerColumns{{Name: "Kaido Lepik"}}},
			[]string{"Kaido Lepik: unrated, so not in this table; a rating band counts the rated only (rank the unrated with an unrated group)."}},
		// Ranked by ARO and APRO with an unrated player, whose rating no
		// setting gives: the figures that left him out went unsaid.
		{"unrated opponents left out", standings.Table{TieBreaks: []string{"bh", "aro", "apro"},
			UnratedOpponents: &standings.UnratedOpponents{TieBreaks: []string{"aro", "apro"}, Players: []int64{1, 3, 9}},
			Rows:             []standings.Row{{PlayerColumns: standings.PlayerColumns{ID: 1}}, {PlayerColumns: standings.PlayerColumns{ID: 2}}, {PlayerColumns: standings.PlayerColumns{ID: 3}}}},
			[]string{"ARO, APRO: averaged over the rated opponents alone, unrated opponents left out (2 players' figures); " +
				"FIDE's tie-break regulations leave the rating of an unrated player to the event's regulations, and none is set here."}},
		// The same with the event's rating for the unrated set: the
		// figures counted him at it, which the note says instead.
		{"unrated opponents counted at the event's rating", standings.Table{TieBreaks: []string{"bh", "aro", "apro"},
			UnratedOpponents: &standings.UnratedOpponents{TieBreaks: []string{"aro", "apro"}, Players: []int64{1, 3, 9}, Rating: 1800},
			Rows:             []standings.Row{{PlayerColumns: standings.PlayerColumns{ID: 1}}, {PlayerColumns: standings.PlayerColumns{ID: 2}}, {PlayerColumns: standings.PlayerColumns{ID: 3}}}},
			[]string{"ARO, APRO: an unrated opponent counted at 1800, the event's rating for unrated players (2 players' figures)."}},
	} {
		if got := OutcomeNotes(cat, c.table); !slices.Equal(got, c.want) {
			t.Errorf("%s: %q, want %q", c.what, got, c.want)
		}
	}
}

// Each note is a sentence and ends as one: the withdrawal rule's stood
// without its full stop under the edition of the Tie-Break Regulations,
// which has one, in every language.
func TestRuleNotesEndWithAFullStop(t *testing.T) {
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		for _, policy := range []tournament.WithdrawalPolicy{tournament.WithdrawalAsPlayed, tournament.WithdrawalUSSR1953} {
			for _, match := range []*standings.MatchResult{nil, {}} {
				for _, early := range []string{"", "2020-06-26"} {
					table := standings.Table{TieBreaks: []string{"bh"}, Rules: standings.TieBreakRules2024, EarlyStart: early, Policy: policy, Match: match}
					for _, note := range RuleNotes(cat, table) {
						if !strings.HasSuffix(note, ".") {
							t.Errorf("%s %s: %q ends without a full stop", lang, policy, note)
						}
					}
				}
			}
		}
	}
}

// A play-off game keeps the match's own number (game 7 after six), so its
// line names it as the match's game played in the play-off: "Play-off game
// 7" read as the seventh game of a play-off of two.
func TestAPlayoffGameIsNamedAsTheMatchsGame(t *testing.T) {
	for lang, want := range map[i18n.Lang]string{"en": "Game 7 (play-off, ", "fi": "Peli 7 (uusintaottelu, ", "et": "Partii 7 (lisamäng, "} {
		cat := i18n.For(lang)
		got := cat.T("match.playoff.game", "game", 7, "type", cat.T(rules.Rapid.Key()), "white", "Bo Dahl", "black", "Ann Berg", "result", "1–0")
		if !strings.HasPrefix(got, want) {
			t.Errorf("%s: game 7 of a match of six, played in its play-off, reads %q, want it to begin %q", lang, got, want)
		}
	}
}

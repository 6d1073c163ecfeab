package words

import (
	"slices"
	"testing"

	"arbiter/i18n"
	"arbiter/tournament/standings"
	"arbiter/tournament/team"
)

// The team standings' legend says every column's abbreviation, match and
// game points first, and which way the board count and the places within
// a tie rank; game points as a tie-break have their column already and
// are said once.
func TestTeamTieBreakLegend(t *testing.T) {
	for _, c := range []struct {
		lang i18n.Lang
		ids  []string
		want string
	}{
		{i18n.English, []string{"gp", "sb", "bc"}, "MP = match points · GP = game points · SB = Sonneborn-Berger · BC = board count (lower is better)."},
		{i18n.English, []string{"tbr"}, "MP = match points · GP = game points · TBR = top-board result (the place within the tied teams: 1 is the best; blank where it does not separate them)."},
		{i18n.Finnish, []string{"bc"}, "OP = ottelupisteet · PP = pelipisteet · PL = pöytäluku (pienempi on parempi)."},
	} {
		if got := TeamTieBreakLegend(i18n.For(c.lang), team.TeamTable{TieBreaks: c.ids}); got != c.want {
			t.Errorf("%s %v:\n got %q\nwant %q", c.lang, c.ids, got, c.want)
		}
	}
}

// A team Swiss's crosstable is headed by the rounds it counts, as an
// individual Swiss's is on paper, in the window and at the venue
// ("Crosstable after round 1, round 2 in play"): its points are the
// complete rounds', and the column of a round under way shows its matches
// without counting them. It was headed "Crosstable" alone, beside standings headed "after
// round 1, round 2 in play", so that nothing said the team table
// left round 2's finished matches out of its points.
func TestTeamSwissCrosstableTitleCountsItsRoundsAsAnIndividualSwiss(t *testing.T) {
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		for _, p := range []struct{ rounds, complete int }{{2, 1}, {3, 3}, {1, 0}} {
			ct := team.TeamCross{Progress: standings.Progress{Rounds: p.rounds, Complete: p.complete}}
			individual := CrossTitle(cat, ct.Progress, false)
			if got := TeamCrossTitle(cat, ct); got != individual {
				t.Errorf("%s, %d of %d rounds complete: %q, an individual Swiss's %q", lang, p.complete, p.rounds, got, individual)
			}
			if got, under := TeamCrossHeading(cat, ct); got != individual || under != "" {
				t.Errorf("%s, %d of %d rounds complete: heading %q, %q; an individual Swiss's %q", lang, p.complete, p.rounds, got, under, individual)
			}
		}
	}
}

// A team crosstable's tie-break columns name the edition of FIDE's
// Tie-Break Regulations that computed them, as the team standings and an
// individual crosstable do; for an event started before that edition, it
// says so (standings.EarlyStart). A table with no tie-breaks names none.
func TestTeamCrossNotesNameTheirTieBreakRules(t *testing.T) {
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		for _, st := range []team.TeamTable{
			{Rules: standings.TieBreakRules2024, EarlyStart: "2020-06-26", TieBreaks: []string{"gp", "sb"}},
			{Rules: standings.TieBreakRules2026, TieBreaks: []string{"bc"}},
		} {
			want := TieBreakRules(cat, st.Rules, st.EarlyStart)
			notes := TeamCrossNotes(cat, team.TeamCross{Standings: st})
			if !slices.Contains(notes, want) {
				t.Errorf("%s, rules of %s, started %q: notes %q lack %q", lang, st.Rules, st.EarlyStart, notes, want)
			}
			st.TieBreaks = nil
			if notes := TeamCrossNotes(cat, team.TeamCross{Standings: st}); slices.Contains(notes, want) {
				t.Errorf("%s: a table with no tie-breaks names their rules: %q", lang, notes)
			}
		}
	}
}

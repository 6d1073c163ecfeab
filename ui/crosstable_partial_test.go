package ui

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/tournament"
	"arbiter/tournament/team"
)

// TestCrosstableViewRoundUnderWay: with round 3 of a round robin two games
// of three entered, the window's crosstable places its players over the
// results its cells show, as the paper does (seat 1, 2 points, first; it
// was fifth, below seats of 1½ and 1, by the places after round 2), and
// its note says which rounds it counts, in every language.
func TestCrosstableViewRoundUnderWay(t *testing.T) {
	s := openShell(t, testevent.RoundUnderWayFile(t))
	for _, lang := range i18n.Complete {
		s.SetLanguage(lang)
		v := shownView[*crosstableView](s, areaCrosstable)
		var got [][]string
		for _, row := range v.grid.rows {
			got = append(got, []string{row[0], row[len(row)-2], row[len(row)-1]})
		}
		want := [][]string{{"1", "2", "1"}, {"2", "1½", "2"}, {"3", "1", "6"}, {"4", "1", "4–5"}, {"5", "1", "4–5"}, {"6", "1½", "3"}}
		for i := range want {
			if i >= len(got) || !slices.Equal(got[i], want[i]) {
				t.Errorf("%s: seat, points, place %v, want %v", lang, got, want)
				break
			}
		}
		cat := i18n.For(lang)
		// The note says which rounds the table counts, then the legend of
		// its symbols, "*" the game still to be played among them, as
		// paper and the venue's page write it.
		note := strings.Join([]string{
			cat.T("crosstable.partial.title", "n", 2, "rounds", cat.T("crosstable.partial.round", "round", 3, "done", 2, "of", 3)) + ".",
			cat.T("print.legend.crosstable"), cat.T("print.legend.pending")}, "\n")
		if v.note.Hidden || v.note.Text != note {
			t.Errorf("%s: note %q (hidden %v), want %q", lang, v.note.Text, v.note.Hidden, note)
		}
	}
}

// TestTeamCrosstableViewRoundUnderWay: a team round robin's crosstable
// with its last round two matches of three finished says so in its note,
// in every language, and its rows' match points are the crosstable's,
// which count the finished matches its cells show.
func TestTeamCrosstableViewRoundUnderWay(t *testing.T) {
	s := openShell(t, testevent.TeamRoundUnderWayFile(t))
	ct := team.TeamCrosstable(&s.doc.event)
	for _, lang := range i18n.Complete {
		s.SetLanguage(lang)
		v := shownView[*teamCrosstableView](s, areaCrosstable)
		cat := i18n.For(lang)
		title := cat.T("crosstable.partial.title", "n", 4, "rounds", cat.T("crosstable.partial.round.team", "round", 5, "done", 2, "of", 3)) + "."
		if first, _, _ := strings.Cut(v.note.Text, "\n"); first != title {
			t.Errorf("%s: note %q, want it to begin %q", lang, v.note.Text, title)
		}
		// Match points stand before game points and the tie-breaks.
		mp := len(v.grid.cols) - 2 - len(ct.Standings.TieBreakColumns())
		for i, row := range v.grid.rows {
			if r := ct.Rows[i]; row[0] != r.Place || row[mp] != strconv.Itoa(r.MatchPoints) {
				t.Errorf("%s: row %d place %s MP %s, want %s %d", lang, i+1, row[0], row[mp], r.Place, r.MatchPoints)
			}
		}
	}
}

// A team Swiss's crosstable heads its rounds as the individual crosstable,
// the paper and the venue pages head theirs, in every language: it had a
// heading of its own, "1.v" in Estonian beside the others' "1. v".
func TestTeamSwissCrosstableHeadsItsRoundsAsEveryCrosstable(t *testing.T) {
	s, _ := pairRoundOne(t, newTeamFileOf(t, tournament.TeamSwiss, 3, 4, 2, 2), 4)
	for _, lang := range i18n.Complete {
		s.SetLanguage(lang)
		v := shownView[*teamCrosstableView](s, areaCrosstable)
		want := i18n.For(lang).T("print.col.round-n", "n", 1)
		if got := v.grid.cols[3].title; got != want {
			t.Errorf("%s: round 1's column is headed %q, want %q", lang, got, want)
		}
	}
}

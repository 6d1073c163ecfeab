package ui

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/internal/testfield"
	"arbiter/tournament"
	"arbiter/tournament/standings"
	"arbiter/tournament/team"
	"arbiter/words"
)

// TestCrosstableViewRoundUnderWay: with round 3 of a round robin two games
// of three entered, the window's crosstable places its players over the
// results its cells show, as the paper does (seat 1, 2 points, first; it
// was fifth, below seats of 1½ and 1, by the places after round 2), and
// its note says which rounds it counts, in every language.
func TestCrosstableViewRoundUnderWay(t *testing.T) {
	s := openShell(t, testevent.RoundUnderWayFile(t))
	inEachLanguage(s, func(lang i18n.Lang) {
		v := shownView[*crosstableView](s, areaCrosstable)
		pts := crossPointsCol(standings.Crosstable(&s.doc.event))
		var got [][]string
		for _, row := range v.grid.rows {
			got = append(got, []string{row[0], row[pts], row[pts+1]})
		}
		want := [][]string{{"1", "2", "1"}, {"2", "1½", "2"}, {"3", "1", "6"}, {"4", "1", "4–5"}, {"5", "1", "4–5"}, {"6", "1½", "3"}}
		for i := range want {
			if i >= len(got) || !slices.Equal(got[i], want[i]) {
				t.Errorf("%s: seat, points, place %v, want %v", lang, got, want)
				break
			}
		}
		cat := i18n.For(lang)
		ranking := standings.Crosstable(&s.doc.event).Ranking
		// The note says which rounds the table counts, then the legend of
		// its symbols, "*" the game still to be played among them, as
		// paper and the venue's page write it, the forfeit's mark drawn as
		// the cells draw it.
		note := drawable(strings.Join([]string{
			cat.T("crosstable.partial.title", "n", 2, "rounds", cat.T("crosstable.partial.round", "round", 3, "done", 2, "of", 3)) + ".",
			words.SymbolsLegend(cat), cat.T("print.legend.pending"),
			words.TieBreakLegend(cat, ranking.TieBreaks), strings.Join(words.RuleNotes(cat, ranking), " ")}, "\n"))
		if v.note.Hidden || v.note.Text != note {
			t.Errorf("%s: note %q (hidden %v), want %q", lang, v.note.Text, v.note.Hidden, note)
		}
	})
}

// TestTeamCrosstableViewRoundUnderWay: a team round robin's crosstable
// with its last round two matches of three finished says so in its note,
// in every language, and its rows' match points are the crosstable's,
// which count the finished matches its cells show.
func TestTeamCrosstableViewRoundUnderWay(t *testing.T) {
	s := openShell(t, testevent.TeamRoundUnderWayFile(t))
	ct := team.TeamCrosstable(&s.doc.event)
	inEachLanguage(s, func(lang i18n.Lang) {
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
	})
}

// A team Swiss's crosstable heads its rounds as the individual crosstable,
// the paper and the venue pages head theirs, in every language: it had a
// heading of its own, "1.v" in Estonian beside the others' "1. v".
func TestTeamSwissCrosstableHeadsItsRoundsAsEveryCrosstable(t *testing.T) {
	s, _ := pairRoundOne(t, newTeamFileOf(t, tournament.TeamSwiss, 3, 4, 2, 2), 4)
	inEachLanguage(s, func(lang i18n.Lang) {
		v := shownView[*teamCrosstableView](s, areaCrosstable)
		want := i18n.For(lang).T("print.col.round-n", "n", 1)
		if got := v.grid.cols[3].title; got != want {
			t.Errorf("%s: round 1's column is headed %q, want %q", lang, got, want)
		}
	})
}

// TestCrosstableViewGivesTheTieBreaksItsPlacesFollow: the window's round
// robin crosstable gives the tie-breaks beside the points and places, as
// the paper, the command line and the window's Swiss crosstable do, so
// that two players level on points are seen placed by them, and their
// legend; it gave the places alone.
func TestCrosstableViewGivesTheTieBreaksItsPlacesFollow(t *testing.T) {
	s := openShell(t, testevent.RoundUnderWayFile(t))
	ct := standings.Crosstable(&s.doc.event)
	if len(ct.Ranking.TieBreaks) == 0 {
		t.Fatal("the test's event has no tie-breaks")
	}
	inEachLanguage(s, func(lang i18n.Lang) {
		v := shownView[*crosstableView](s, areaCrosstable)
		first := crossPointsCol(ct) + 2 // after the points and the place
		if len(v.grid.cols) != first+len(ct.Ranking.TieBreaks) {
			t.Fatalf("%s: %d columns, want %d with the tie-breaks", lang, len(v.grid.cols), first+len(ct.Ranking.TieBreaks))
		}
		for k, id := range ct.Ranking.TieBreaks {
			if got, want := v.grid.cols[first+k].title, words.TieBreakShort(s.cat, id); got != want {
				t.Errorf("%s: column %d headed %q, want %q", lang, first+k, got, want)
			}
		}
		for i, r := range ct.Rows {
			if got, want := v.grid.rows[i][first:], words.TieBreakTexts(r.TieBreaks); !slices.Equal(got, want) {
				t.Errorf("%s: seat %d tie-breaks %v, want %v", lang, r.No, got, want)
			}
		}
		// and says what their heads stand for, as under the standings.
		if legend := words.TieBreakLegend(s.cat, ct.Ranking.TieBreaks); !strings.Contains(v.note.Text, legend) {
			t.Errorf("%s: note %q, want it to hold %q", lang, v.note.Text, legend)
		}
	})
}

// crossPointsCol is the window's round robin crosstable's points column:
// after the seat, the name and one column an opponent.
func crossPointsCol(ct standings.CrossTable) int { return 2 + len(ct.Rows) }

// TestSwissCrosstableViewNamesTheRoundsItCounts: a Swiss's crosstable in
// the window says which rounds its points count and the round in play as
// the paper's title and the standings do, and while round 1 is played
// names no round complete: it said "After 0 rounds." ("Pärast 0 vooru.",
// "0 kierroksen jälkeen.") in every language. With every round paired
// complete it says so too, as a round robin's, the paper and the venue's
// page: it named the round only while the next was in play, then not the
// round in play.
func TestSwissCrosstableViewNamesTheRoundsItCounts(t *testing.T) {
	played := openShell(t, testevent.EventFile(t, testevent.Swiss(t, 8, 2, false)))
	inEachLanguage(played, func(lang i18n.Lang) {
		v := shownView[*crosstableView](played, areaCrosstable)
		if want := i18n.For(lang).T("print.crosstable.after", "n", 2) + "."; v.note.Hidden || !strings.HasPrefix(v.note.Text, want+"\n") {
			t.Errorf("%s, every round complete: note %q, want it to begin %q", lang, v.note.Text, want)
		}
	})
	s := openShell(t, newSwissFile(t, 6, 5))
	rounds := shownView[*roundsView](s, areaRounds)
	for round := 1; round <= 2; round++ {
		test.Tap(rounds.pairBtn)
		inEachLanguage(s, func(lang i18n.Lang) {
			v := shownView[*crosstableView](s, areaCrosstable)
			cat := i18n.For(lang)
			first := strings.Split(v.note.Text, "\n")[0]
			want := cat.T("print.crosstable.in-play.first", "play", round) + "."
			if round > 1 {
				want = cat.T("print.crosstable.in-play", "n", round-1, "play", round) + "."
			}
			if first != want {
				t.Errorf("%s, round %d in play: the note begins %q, want %q", lang, round, first, want)
			}
		})
		if round == 1 {
			roundOneInFile(t, s, 3, tournament.Draw)
		}
	}
}

// TestCrosstableViewSaysAfterWhichRound: a round robin whose rounds paired
// are all complete: the view's note says "Crosstable after round 3" first,
// as the paper, the venue's page and the standings say it; it said which
// rounds it counted only while a round was under way.
func TestCrosstableViewSaysAfterWhichRound(t *testing.T) {
	ev := testfield.RoundUnderWay(t)
	ev.Rounds[2].Pairings[2].Result = tournament.Draw // round 3's last board
	s := openShell(t, testevent.EventFile(t, ev))
	inEachLanguage(s, func(lang i18n.Lang) {
		v := shownView[*crosstableView](s, areaCrosstable)
		if want := i18n.For(lang).T("print.crosstable.after", "n", 3) + "."; v.note.Hidden || !strings.HasPrefix(v.note.Text, want+"\n") {
			t.Errorf("%s: note %q, want it to begin %q", lang, v.note.Text, want)
		}
	})
}

// A round robin whose fifth and last round is over: the Standings and
// Crosstable views' notes begin "Final standings." and "Final
// crosstable.", as the paper, the command line and the venue's pages head
// them; they said "after round 5" of the last round as of any other.
func TestFinishedEventsViewsSayFinal(t *testing.T) {
	s := openShell(t, testevent.EventFile(t, testfield.SixPlayers(t, tournament.WithdrawalAsPlayed, 0)))
	inEachLanguage(s, func(lang i18n.Lang) {
		cat := i18n.For(lang)
		st := shownView[*standingsView](s, areaStandings)
		if want := cat.T("print.standings.final") + "."; st.note.Hidden || !strings.HasPrefix(st.note.Text, want+"\n") {
			t.Errorf("%s: standings' note %q, want it to begin %q", lang, st.note.Text, want)
		}
		ct := shownView[*crosstableView](s, areaCrosstable)
		if want := cat.T("print.crosstable.final") + "."; ct.note.Hidden || !strings.HasPrefix(ct.note.Text, want+"\n") {
			t.Errorf("%s: crosstable's note %q, want it to begin %q", lang, ct.note.Text, want)
		}
	})
}

// TestCrosstableViewNamesTheRoundInPlay: a round robin with round 3 paired
// and no result of it in (as the demo's round 6): the view's note says
// "Crosstable after round 2, round 3 in play." first, the rounds the
// standings' note names; it said "after round 2" over cells showing round
// 3's games as "*".
func TestCrosstableViewNamesTheRoundInPlay(t *testing.T) {
	ev := testfield.Field(6, tournament.RoundRobin)
	w, d, b := tournament.WhiteWins, tournament.Draw, tournament.BlackWins
	testfield.Play(t, ev, [][]tournament.Result{{w, d, d}, {d, d, b}, {}})
	s := openShell(t, testevent.EventFile(t, ev))
	inEachLanguage(s, func(lang i18n.Lang) {
		v := shownView[*crosstableView](s, areaCrosstable)
		if want := i18n.For(lang).T("print.crosstable.in-play", "n", 2, "play", 3) + "."; v.note.Hidden || !strings.HasPrefix(v.note.Text, want+"\n") {
			t.Errorf("%s: note %q, want it to begin %q", lang, v.note.Text, want)
		}
	})
}

// TestTeamStandingsViewCountsWhatItsCrosstableDoes: a team round robin's
// standings view, with its last round two matches of three finished,
// places each team on the match points its crosstable view gives it, and
// its note names the round under way by its matches, as the crosstable's
// does, in every language. It counted the complete rounds only, a team
// first in one view second in the other.
func TestTeamStandingsViewCountsWhatItsCrosstableDoes(t *testing.T) {
	s := openShell(t, testevent.TeamRoundUnderWayFile(t))
	ct := team.TeamCrosstable(&s.doc.event)
	inEachLanguage(s, func(lang i18n.Lang) {
		cross := shownView[*teamCrosstableView](s, areaCrosstable)
		mp := len(cross.grid.cols) - 2 - len(ct.Standings.TieBreakColumns())
		var want []string
		for _, row := range cross.grid.rows {
			want = append(want, row[0]+" "+row[2]+" "+row[mp])
		}
		st := shownView[*teamStandingsView](s, areaStandings)
		var got []string
		for _, row := range st.grid.rows {
			got = append(got, row[0]+" "+row[2]+" "+row[3])
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: the standings view places %q, its crosstable %q", lang, got, want)
		}
		rounds := i18n.For(lang).T("crosstable.partial.round.team", "round", 5, "done", 2, "of", 3)
		if !strings.Contains(st.note.Text, rounds) || !strings.Contains(cross.note.Text, rounds) {
			t.Errorf("%s: the notes do not both say %q:\n%s\n%s", lang, rounds, st.note.Text, cross.note.Text)
		}
	})
}

package printing

import (
	"io"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/internal/testfield"
	"arbiter/tournament"
	"arbiter/tournament/standings"
	"arbiter/tournament/team"
	"arbiter/words"
)

// TestCrosstableRoundUnderWay prints a round robin with round 3 two games
// of three entered: the sheet shows round 3's results, so its points,
// places and tie-breaks count them too, seat 1 (2 points) first, and its
// title says so in every language. It printed seat 1 fifth, below seats
// of 1½ and 1, with the tie-breaks and the title "after round 2". The
// game still to be played is marked "*" and the legend says so, as the
// venue's page and the window mark it; paper left it blank.
func TestCrosstableRoundUnderWay(t *testing.T) {
	ev := testfield.RoundUnderWay(t)
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		flat := underWaySheet(t, lang, func(w io.Writer) error { return Crosstable(w, ev, Options{Lang: lang}) },
			cat.T("print.crosstable.after", "n", 2), cat.T("crosstable.partial.round", "round", 3, "done", 2, "of", 3))
		// A row: the rating, the results (the diagonal is shaded, no
		// text), points, place, SB and wins.
		for _, row := range []string{
			"Player 4 2040 ½ * ½ 1 4–5 1¼ 0 ",
			"Player 5 2050 ½ ½ * 1 4–5 1¼ 0 ",
			cat.T("print.legend.crosstable") + " " + cat.T("print.legend.pending"),
			"Player 1 2010 0 1 1 2 1 2½ 2 ",
			"Player 2 2020 1 ½ 0 1½ 2 2½ 1 ",
			"Player 3 2030 0 ½ ½ 1 6 1 0 ",
			"Player 6 2060 0 1 ½ 1½ 3 2 1 ",
		} {
			if !strings.Contains(flat, row) {
				t.Errorf("%s: row %q missing:\n%s", lang, row, flat)
			}
		}
	}
}

// TestTeamCrosstableRoundUnderWay: a team round robin's crosstable with
// its last round two matches of three finished is titled so, in every
// language, and each row's match and game points are the crosstable's,
// which count the finished matches its cells show. It was titled
// "Crosstable" beside points of the rounds before.
func TestTeamCrosstableRoundUnderWay(t *testing.T) {
	ev := testevent.TeamRoundUnderWay(t).Event
	ct := team.TeamCrosstable(ev)
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		flat := underWaySheet(t, lang, func(w io.Writer) error { return TeamCrosstable(w, ev, Options{Lang: lang}) },
			cat.T("print.crosstable.after", "n", 4), cat.T("crosstable.partial.round.team", "round", 5, "done", 2, "of", 3))
		for _, r := range ct.Rows {
			if row := regexp.MustCompile(regexp.QuoteMeta(r.Name) + ` [^A-Z]*? ` + strconv.Itoa(r.MatchPoints) + " " + regexp.QuoteMeta(standings.FormatFraction(r.GamePoints)) + `( |$)`); !row.MatchString(flat) {
				t.Errorf("%s: %s's row does not end %d %s:\n%s", lang, r.Name, r.MatchPoints, standings.FormatFraction(r.GamePoints), flat)
			}
		}
	}
}

// underWaySheet is the text of the sheet print makes in lang, on one line,
// failing t where it lacks its title or the line of the rounds under way
// under the header.
func underWaySheet(t *testing.T, lang i18n.Lang, print func(io.Writer) error, title, underWay string) string {
	t.Helper()
	flat := flatText(t, printed(t, print))
	for _, want := range []string{title, underWay} {
		if !strings.Contains(flat, want) {
			t.Errorf("%s: %q missing:\n%s", lang, want, flat)
		}
	}
	return flat
}

// TestStandingsPerformanceOnlyAtTheEnd: the printed standings give each
// player's performance rating once the last round is played, never
// before, when a performance would be read as the event's, and say under
// the table what the column's head stands for, in every language.
func TestStandingsPerformanceOnlyAtTheEnd(t *testing.T) {
	w, d, b := tournament.WhiteWins, tournament.Draw, tournament.BlackWins
	for _, played := range []int{4, 5} {
		ev := testfield.Field(6, tournament.RoundRobin)
		ev.Settings.TieBreaks = []string{"sb"}
		testfield.Play(t, ev, [][]tournament.Result{{w, d, d}, {d, d, b}, {b, b, w}, {d, w, b}, {w, w, d}}[:played])
		for _, lang := range i18n.Complete {
			head := i18n.For(lang).T("print.col.performance")
			flat := flatText(t, printed(t, func(out io.Writer) error { return Standings(out, ev, Options{Lang: lang}) }))
			if got := strings.Contains(flat, head); got != (played == 5) {
				t.Errorf("%s, %d of 5 rounds played: column %q printed %v:\n%s", lang, played, head, got, flat)
			}
			// The column's abbreviation is explained under the table as
			// the tie-breaks' are.
			legend := head + " = " + words.TieBreakName(i18n.For(lang), "tpr")
			if got := strings.Contains(flat, legend); got != (played == 5) {
				t.Errorf("%s, %d of 5 rounds played: legend %q printed %v:\n%s", lang, played, legend, got, flat)
			}
		}
	}
}

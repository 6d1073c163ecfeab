package ui

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/i18n"
	"arbiter/tournament/prizes"
	"arbiter/tournament/team"
	"arbiter/words"
)

// A team event's Standings view offers each ranking group and the prize
// list, as an individual event's does, in every language: a group shows
// its teams as team.TeamTable.Group cuts the team standings to them, in
// the columns of the whole team standings and under their legend
// (words.TeamTieBreakLegend), as the command line, the paper and the
// pages show them; the prize list goes to the teams, headed as
// words.PrizeTeamHeads heads it. The view offered the teams and the
// boards only, and the arbiter had to turn to `arbiter prizes` or the
// paper.
func TestTeamStandingsGroupsAndPrizes(t *testing.T) {
	s := openShell(t, newPlayedTeamSwiss(t, 3))
	rules := prizes.Rules{
		Groups:   []prizes.Group{{ID: "u2200", Name: "Under 2200", Kind: prizes.GroupRating, To: new(2199)}},
		Prizes:   []prizes.Prize{{Place: 1, Amount: 10000}, {Place: 2, Amount: 5000}, {Group: "u2200", Place: 1, Amount: 2500}},
		Currency: "EUR",
	}
	setPrizeRules(t, s, rules)
	ev := &s.doc.event
	whole := team.TeamStandings(ev)
	gt := whole.Group(prizes.GroupStandings(ev, team.PrizeTable(ev), rules.Groups[0]))
	if len(gt.Rows) == 0 || len(gt.Rows) == len(whole.Rows) {
		t.Fatalf("the group holds %d of %d teams: the test needs some, not all", len(gt.Rows), len(whole.Rows))
	}
	var want [][]string
	ids, tbs := gt.ShownTieBreaks()
	for i, r := range gt.Rows {
		sc := team.ScoreCells(ev.TeamOptions, r.MatchPoints, r.GamePoints)
		want = append(want, append([]string{r.Place, words.Number(r.No), r.Name, sc[0], sc[1]}, tbs[i]...))
	}
	list := prizeList(t, ev, rules)
	if !list.Teams || len(list.Awards) == 0 {
		t.Fatalf("the prizes go to teams %v, %d awards", list.Teams, len(list.Awards))
	}
	room := smallestRoom(s)
	inEachLanguage(s, func(lang i18n.Lang) {
		v := shownView[*teamStandingsView](s, areaStandings)
		for _, offered := range []string{"Under 2200", s.t("prizes.title")} {
			if !slices.Contains(v.show.sel.Options, offered) {
				t.Fatalf("%s: the choice offers %q, not %q", lang, v.show.sel.Options, offered)
			}
		}
		v.show.set(showTeams)
		heads := headings(v.grid)
		v.show.set("u2200")
		if got := headings(v.grid); !slices.Equal(got, heads) || len(got) != 5+len(ids) {
			t.Errorf("%s: the group is headed %q, the whole team standings %q", lang, got, heads)
		}
		if !reflect.DeepEqual(v.grid.rows, want) {
			t.Errorf("%s: the group's rows %q, want %q", lang, v.grid.rows, want)
		}
		if legend := words.TeamTieBreakLegend(s.cat, gt); !strings.Contains(v.note.Text, legend) {
			t.Errorf("%s: the group's notes %q lack the legend %q", lang, v.note.Text, legend)
		}
		// The group prints with the team standings, as an individual
		// event's with its standings.
		if v.printTeams.Hidden || !v.printPrizes.Hidden || !v.printBoards.Hidden {
			t.Errorf("%s: the group offers the wrong PDF", lang)
		}
		fitsAt1024(t, s, room, v.grid, string(lang)+", the group")

		v.show.set(prizeListShow)
		var rows [][]string
		for _, r := range append(words.PrizeRows(s.cat, rules, list), words.PrizeAccount(s.cat, list)...) {
			rows = append(rows, r.Cells())
		}
		if !reflect.DeepEqual(v.grid.rows, rows) {
			t.Errorf("%s: the prize list %q, want %q", lang, v.grid.rows, rows)
		}
		who, points := words.PrizeTeamHeads(s.cat, ev.TeamOptions)
		if got := fmt.Sprint(v.grid.heading(2), " | ", v.grid.heading(3)); got != who+" | "+points {
			t.Errorf("%s: the winner and the points are headed %q, want %q | %q", lang, got, who, points)
		}
		if !v.printTeams.Hidden || v.printPrizes.Hidden {
			t.Errorf("%s: the prize list offers the wrong PDF", lang)
		}
		fitsAt1024(t, s, room, v.grid, string(lang)+", the prize list")
	})

	groupAddedInTheEditor(t, s, rules, len(gt.Rows), len(whole.Rows))
}

// groupAddedInTheEditor: the editor of groups and prizes sets a team
// event's as `arbiter prizes` does, and a group added is offered at once,
// holding the teams the group of rules (in, of all) leaves out.
func groupAddedInTheEditor(t *testing.T, s *Shell, rules prizes.Rules, in, all int) {
	t.Helper()
	v := shownView[*teamStandingsView](s, areaStandings)
	v.editPrizes()
	for _, f := range overlayParts[*widget.Form](s) {
		for _, item := range f.Items {
			if item.Text == s.t("prizes.ui.groups") {
				itemField(item).SetText(strings.Join(append(s.groupLines(rules.Groups), "o2200:rating:2200-:2200 and over"), "\n"))
			}
		}
	}
	test.Tap(defaultButton(t, s))
	if got := s.prizeRules().Groups; len(got) != 2 || got[1].ID != "o2200" || got[1].From == nil || *got[1].From != 2200 {
		t.Fatalf("the editor saved the groups %+v", got)
	}
	if !slices.Contains(v.show.sel.Options, "2200 and over") {
		t.Errorf("the group saved is not offered: %q", v.show.sel.Options)
	}
	v.show.set("o2200")
	if len(v.grid.rows) == 0 || len(v.grid.rows)+in != all {
		t.Errorf("the new group shows %d teams; the other %d of %d", len(v.grid.rows), in, all)
	}
}

// fitsAt1024 fails the test when the window or g's columns need more
// room than a window of 1024×700 gives them.
func fitsAt1024(t *testing.T, s *Shell, room fyne.Size, g *grid, what string) {
	t.Helper()
	checkFits(t, s, room, what)
	if g.width > g.table.Size().Width {
		t.Errorf("%s: the columns need %.0f px, the table is %.0f wide", what, g.width, g.table.Size().Width)
	}
}

// headings are the heads of g's columns.
func headings(g *grid) []string {
	out := make([]string, len(g.cols))
	for i := range g.cols {
		out[i] = g.heading(i)
	}
	return out
}

package printing

import (
	"io"
	"slices"
	"strconv"

	"arbiter/tournament"

	"arbiter/tournament/prizes"
	"arbiter/tournament/standings"
	"arbiter/tournament/team"
	"arbiter/words"
)

// PrizeList prints the prize list (prizes.Of: each prize with
// its winner, his points and the money after any sharing, the prizes no
// one took, and the account of the fund in the event's currency with the
// remainder), then the standings of the ranking groups named in groups,
// each on a page of its own; groups empty prints every group's. An
// individual event without a prize is refused with the reason rather than
// printed as a list of nothing; a team event's says it has no team prize
// and prints its board prizes.
func PrizeList(w io.Writer, ev *tournament.Event, rules prizes.Rules, groups []string, opt Options) error {
	if len(rules.Prizes) == 0 && !ev.Settings.System.Team() {
		return errorf("print.error.no-prizes")
	}
	list, err := prizes.Of(ev, team.PrizeTable(ev), rules)
	if err != nil {
		return err
	}
	return render(w, ev, opt, func(s *sheet) error {
		if s.prizeList(rules, list) {
			s.boardPrizes()
		}
		for _, g := range rules.Groups {
			if len(groups) > 0 && !slices.Contains(groups, g.ID) {
				continue
			}
			s.groupStandings(g)
		}
		return nil
	})
}

// groupStandings prints a ranking group's standings on a page of its own:
// its players', or a team event's teams' as the team standings show them.
func (s *sheet) groupStandings(g prizes.Group) {
	if g.Kind == prizes.GroupClubs {
		s.clubStandings(g)
		return
	}
	t := prizes.GroupStandings(s.ev, team.PrizeTable(s.ev), g)
	if !t.Teams && len(t.Rows) > 0 {
		s.standingsHeaded(t, g.Name, 0)
		return
	}
	// A group no one is in says so: a heading over the legend alone left
	// the arbiter to guess why.
	empty := s.t("print.group.no-team")
	s.title = s.t("print.standings.title")
	progress := ""
	if !t.Teams {
		s.title, progress = words.StandingsHeading(s.cat, standings.ProgressOf(s.ev))
		empty = s.t("print.group.no-player")
	}
	s.addPage()
	s.heading(g.Name, 20)
	s.underWay(progress)
	if len(t.Rows) == 0 {
		s.note(empty)
		return
	}
	// The columns of the team standings, explained alike.
	gt := team.TeamStandings(s.ev).Group(t)
	cols, rows := s.teamStandingsTable(gt, func(i int) string { return words.Number(t.Rows[i].Rating) })
	s.newTable(cols, 9, 6).drawNoted(rows, []string{words.TieBreakRules(s.cat, gt.Rules, gt.EarlyStart), words.TeamTieBreakLegend(s.cat, gt)})
}

// boardPrizes prints a team event's board prizes
// (team.BoardPrizes) under its prize list, with their rule.
func (s *sheet) boardPrizes() {
	s.pdf.Ln(4)
	s.heading(s.t("teamprizes.board-prizes"), 30)
	cols := []column{
		{head: s.t("teamprizes.col.board"), width: 12, align: "C", bold: true},
		{head: s.t("print.col.player"), width: 46, align: "L", bold: true, wrap: true, names: true},
		{head: s.t("teams.col.team"), width: 36, align: "L", wrap: true},
		{head: s.t("teams.col.played"), width: 11, align: "C"},
		{head: "%", width: 11, align: "C", bold: true},
		{head: words.RatedShort(s.cat, words.RatedPerformance), width: 11, align: "C"},
	}
	var rows [][]string
	for _, r := range team.BoardPrizes(team.BoardRecords(s.ev), s.ev.TeamOptions.PrizeMinGames()) {
		c := r.Cells(s.cat.Decimal) // name, team, games, points, %, played, ARO, TPR
		rows = append(rows, []string{strconv.Itoa(r.Board), c[0], c[1], c[5], c[4], c[7]})
	}
	s.newTable(cols, 9, 6).draw(rows)
	s.note(s.t("teams.ui.prizes.rule", "n", s.ev.TeamOptions.PrizeMinGames()))
	s.note(words.RatedLegend(s.cat, words.RatedPerformance))
}

// GroupStandings prints the standings of the ranking groups named (every
// group when none is), each on a page of its own; an event without such
// a group is refused with the reason rather than printed as a blank page.
func GroupStandings(w io.Writer, ev *tournament.Event, rules prizes.Rules, groups []string, opt Options) error {
	if len(rules.Groups) == 0 {
		return errorf("print.error.no-groups")
	}
	return render(w, ev, opt, func(s *sheet) error {
		for _, g := range rules.Groups {
			if len(groups) == 0 || slices.Contains(groups, g.ID) {
				s.groupStandings(g)
			}
		}
		return nil
	})
}

// prizeList prints the list prizes.Of worked out of rules as PrizeRows
// and PrizeAccount word it, then PrizeLegend; it reports whether the
// prizes went to teams (standings.Table.Teams), whose board prizes follow.
func (s *sheet) prizeList(rules prizes.Rules, list prizes.List) (teams bool) {
	s.title = s.t("prizes.title")
	s.addPage()
	if p := words.PrizesProvisional(s.cat, s.ev); p != "" {
		s.note(p)
		s.pdf.Ln(2)
	}
	if len(rules.Prizes) == 0 {
		// Only a team event comes here without a prize (PrizeList): its
		// board prizes follow, and a fund of 0 above them would say nothing.
		s.note(s.t("print.prizes.no-team-prizes"))
		return list.Teams
	}
	// A team event's prizes go to its teams, by their primary score.
	who, points := s.t("print.col.player"), s.t("print.col.points")
	if list.Teams {
		who, points = words.PrizeTeamHeads(s.cat, s.ev.TeamOptions)
	}
	t := s.newTable([]column{
		{head: s.t("prizes.col.prize"), width: 40, align: "L", bold: true, wrap: true},
		{head: s.t("print.col.seat"), width: 7, align: "C"},
		{head: who, width: 45, align: "L", bold: true, wrap: true, names: true},
		{head: points, width: 10, align: "C"},
		{head: words.PrizeMoneyHead(s.cat, list.Currency), width: 30, align: "R", bold: true, wrap: true},
	}, 9, 6)
	var rows [][]string
	for _, r := range append(words.PrizeRows(s.cat, rules, list), words.PrizeAccount(s.cat, list)...) {
		rows = append(rows, r.Cells())
	}
	t.drawNoted(rows, words.PrizeLegend(s.cat, rules, list))
	return list.Teams
}

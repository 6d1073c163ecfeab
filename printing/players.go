package printing

import (
	"io"
	"slices"

	"arbiter/tournament"
	"arbiter/tournament/seats"
	"arbiter/tournament/team"
	"arbiter/words"
)

// PlayerList prints the list of players twice: by starting rank (the
// starting list, tournament.Event.ByStartNumber) and by name in the sheet's
// alphabet, each with title (a column of its own, so that the list by
// name begins each row with the family name), club, federation and FIDE
// id, each where a player fills it (words.IdentityOf), and rating. A
// withdrawn player is marked. A team event's players are listed under
// their teams instead (teamPlayerList).
func PlayerList(w io.Writer, ev *tournament.Event, opt Options) error {
	return render(w, ev, opt, func(s *sheet) error {
		if ev.Settings.System.Team() {
			s.teamPlayerList()
			return nil
		}
		byRank := ev.ByStartNumber(s.number)
		byName := slices.Clone(byRank)
		slices.SortStableFunc(byName, s.nameOrder())
		s.title = s.t("print.players.title")
		for _, part := range []struct {
			heading string
			list    []*tournament.Player
			name    func(*tournament.Player) string
		}{{s.t("print.players.by-rank"), byRank, func(p *tournament.Player) string { return p.Name }},
			{s.t("print.players.alpha"), byName, (*tournament.Player).FamilyFirst}} {
			s.addPage()
			s.heading(part.heading, 20)
			cols := []column{
				{head: s.t("print.col.seat"), width: 7, align: "C", bold: true},
				{head: s.t("print.col.player"), width: 40, align: "L", bold: true, wrap: true, names: true},
			}
			idCols, cells := s.listColumns(s.id)
			t := s.newTable(append(append(cols, idCols...), s.strengthColumn(column{width: 14, align: "C"})...), 9, 6)
			withdrawn := false
			var rows [][]string
			for _, p := range part.list {
				withdrawn = withdrawn || p.Withdrawn()
				row := []string{words.Number(s.number[p.ID]), words.WithdrawnName(s.cat, part.name(p), p.Withdrawn())}
				for _, cell := range cells {
					row = append(row, cell(p))
				}
				rows = append(rows, append(row, s.strengthCell(s.strength(p))...))
			}
			var notes []string
			if withdrawn {
				notes = append(notes, s.withdrawnLegend("print.legend.withdrawn"))
			}
			t.drawNoted(rows, notes)
		}
		return nil
	})
}

// teamPlayerList lists a team event's players under their teams, in the
// teams' order and each team's board order (a player's number in it, as
// the pairing list numbers him), then all of them by name with their
// team.
func (s *sheet) teamPlayerList() {
	s.title = s.t("print.players.title")
	shown := s.id
	shown.Clubs = false // the team stands for the club
	idCols, cells := s.listColumns(shown)
	cols := func(first column) []column {
		cols := append([]column{first, {head: s.t("print.col.player"), width: 48, align: "L", bold: true, wrap: true, names: true}}, idCols...)
		return append(cols, s.strengthColumn(column{width: 14, align: "C"})...)
	}
	// mark follows the name: a reserve's.
	row := func(first, name, mark string, p *tournament.Player) []string {
		row := []string{first, words.WithdrawnName(s.cat, name, p.Withdrawn()) + mark}
		for _, cell := range cells {
			row = append(row, cell(p))
		}
		return append(row, s.strengthCell(s.strength(p))...)
	}
	// A team withdrawn is marked as a player is, as the window's list of
	// teams marks it.
	teamName := func(t tournament.Team) string {
		return words.WithdrawnName(s.cat, s.teamName(t.ID), t.Withdrawn())
	}
	withdrawn := slices.ContainsFunc(s.ev.Players, func(p tournament.Player) bool { return p.Withdrawn() }) ||
		slices.ContainsFunc(s.ev.Teams, func(t tournament.Team) bool { return t.Withdrawn() })
	var notes []string
	if withdrawn {
		notes = append(notes, s.withdrawnLegend("print.legend.withdrawn"))
	}
	s.addPage()
	s.heading(s.t("print.players.by-team"), 20)
	numbers := seats.TeamNumbers(s.ev)
	teams := slices.Clone(s.ev.Teams)
	slices.SortStableFunc(teams, func(a, b tournament.Team) int { return numbers[a.ID] - numbers[b.ID] })
	for _, t := range teams {
		s.heading(teamName(t), 6.5*float64(min(len(t.Players), 3)+2))
		var rows [][]string
		for i, id := range t.Players {
			if p, ok := s.ev.Player(id); ok {
				rows = append(rows, row(words.Number(i+1), p.Name, words.ReserveMark(s.cat, team.Reserve(s.ev, i)), p))
			}
		}
		s.newTable(cols(column{head: s.t("print.col.board"), width: 9, align: "C", bold: true}), 9, 6).draw(rows)
		s.pdf.Ln(2)
	}
	byName := make([]*tournament.Player, len(s.ev.Players))
	for i := range s.ev.Players {
		byName[i] = &s.ev.Players[i]
	}
	slices.SortStableFunc(byName, s.nameOrder())
	s.addPage()
	s.heading(s.t("print.players.alpha"), 20)
	t := s.newTable(cols(column{head: s.t("teams.col.team"), width: 40, align: "L", wrap: true}), 9, 6)
	var rows [][]string
	for _, p := range byName {
		team := ""
		if tm, ok := s.ev.TeamOf(p.ID); ok {
			team = teamName(*tm)
		}
		rows = append(rows, row(team, p.FamilyFirst(), "", p))
	}
	t.drawNoted(rows, notes)
}

// listColumns are the columns a list of players gives after the name,
// each where some player fills it (shown, words.Identity): the title, the
// club, the federation and the FIDE id; and the cell of each.
func (s *sheet) listColumns(shown words.Identity) ([]column, []func(*tournament.Player) string) {
	var cols []column
	var cells []func(*tournament.Player) string
	for _, c := range []struct {
		shown bool
		col   column
		cell  func(*tournament.Player) string
	}{
		{shown.Titles, column{head: s.t("print.col.title"), width: 7, align: "C"}, func(p *tournament.Player) string { return p.Title }},
		{shown.Clubs, column{head: s.t("print.col.club"), width: 30, align: "L", wrap: true}, func(p *tournament.Player) string { return p.Club }},
		{shown.Feds, column{head: s.t("print.col.federation"), width: 8, align: "C"}, func(p *tournament.Player) string { return p.Federation }},
		{shown.FIDEIDs, column{head: s.t("print.col.fide-id"), width: 13, align: "C"}, func(p *tournament.Player) string { return p.FIDEID }},
	} {
		if c.shown {
			cols, cells = append(cols, c.col), append(cells, c.cell)
		}
	}
	return cols, cells
}

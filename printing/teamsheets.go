package printing

import (
	"io"
	"slices"
	"strconv"
	"strings"

	"arbiter/tournament"
	"arbiter/tournament/standings"
	"arbiter/tournament/team"
	"arbiter/words"
)

// The team event's sheets beside its pairing list and standings: a match
// result sheet per match and a line-up form per team for the captains, the
// team crosstable, and each player's results board by board.

// MatchSheets prints a round's match result sheets, one page a match: the
// two teams' line-ups on the boards with their results (blank to be
// written in while the match is played), the game and match points, and
// lines for the two captains' and the arbiter's signatures.
func MatchSheets(w io.Writer, ev *tournament.Event, round int, opt Options) error {
	return render(w, ev, opt, ofRound((*sheet).matchSheets, round))
}

func (s *sheet) matchSheets(round int) error {
	return s.eachMatch(round, "teams.print.sheet.title", func(m tournament.TeamMatch) {
		s.addPage()
		s.matchSheet(m)
	})
}

// eachMatch prints a round's sheet under its title, part for each match
// that is played (not the bye); a round without one says so.
func (s *sheet) eachMatch(round int, titleKey string, part func(tournament.TeamMatch)) error {
	ms := s.ev.RoundMatches(round)
	if len(ms) == 0 {
		return errRound(round)
	}
	s.title, s.round = s.t(titleKey), round
	played := 0
	for _, m := range ms {
		if !m.IsBye() {
			part(m)
			played++
		}
	}
	if played == 0 { // a round of one team and its bye
		s.addPage()
		s.note(s.t("teams.print.sheet.none", "round", round))
	}
	return nil
}

// matchBoardH is a board's row on the result sheet: room to write by hand.
const matchBoardH = 10.0

func (s *sheet) matchSheet(m tournament.TeamMatch) {
	p := s.pdf
	games := s.ev.MatchGames(m)
	s.heading(s.matchHeading(m, games), 0)
	cols := s.matchColumns(18) // a result written by hand
	var rows [][]string
	for i, b := range games {
		res := ""
		// A result the board has is printed (a board left empty, or a
		// match forfeited whole, holds each board's forfeit: as the
		// pairing list shows it); the others are written in by hand.
		if b.Result != tournament.NoResult {
			res = b.Result.Text(s.t)
		}
		rows = append(rows, s.matchRow(i+1, b.White, b.Black, res))
	}
	s.newTable(cols, 10, matchBoardH).draw(rows)
	// A board's forfeit mark is explained; a match forfeited whole says
	// its forfeit in words below too.
	s.pairingsLegend(forfeitedBoards(games) > 0, slices.ContainsFunc(games, adjournedGame), false)
	p.Ln(4)
	wGames, bGames, wMatch, bMatch := "", "", "", ""
	if m.Finished(games) {
		ws, bs := m.Score(s.ev.TeamOptions, games)
		wGames, bGames = ws.Games.String(), bs.Games.String()
		wMatch, bMatch = strconv.Itoa(ws.Match), strconv.Itoa(bs.Match)
	}
	totals := []column{
		{head: "", width: 40, align: "L", bold: true},
		{head: s.teamName(m.White), width: 45, align: "C", wrap: true},
		{head: s.teamName(m.Black), width: 45, align: "C", wrap: true},
	}
	s.newTable(totals, 10, matchBoardH).draw([][]string{
		{s.t("teams.print.gp"), wGames, bGames},
		{s.t("teams.print.mp"), wMatch, bMatch},
	})
	if m.Forfeit != tournament.NoResult {
		p.Ln(2)
		s.note(s.t("teams.print.sheet.forfeit", "result", m.Forfeit.Text(s.t)))
	}
	s.signOffWith([]string{
		s.captainLabel(m.White), s.captainLabel(m.Black), s.t("print.sign.arbiter"),
	})
}

// captainLabel names the line a team's captain signs on.
func (s *sheet) captainLabel(team int64) string {
	t, _ := s.ev.Team(team)
	if t.Captain != "" {
		return s.t("teams.print.captain.named", "team", t.Name, "name", t.Captain)
	}
	return s.t("teams.print.captain", "team", t.Name)
}

// LineupForms prints the round's line-up forms, one page a team that
// plays: its players in board order to choose from, the boards to fill in
// (the colours of each board said), and the captain's signature with the
// time the form is handed in.
func LineupForms(w io.Writer, ev *tournament.Event, round int, opt Options) error {
	return render(w, ev, opt, ofRound((*sheet).lineupForms, round))
}

func (s *sheet) lineupForms(round int) error {
	return s.eachMatch(round, "teams.print.lineup.title", func(m tournament.TeamMatch) {
		s.lineupForm(m, m.White, m.Black, true)
		s.lineupForm(m, m.Black, m.White, false)
	})
}

func (s *sheet) lineupForm(m tournament.TeamMatch, team, opponent int64, white bool) {
	t, _ := s.ev.Team(team)
	s.addPage()
	s.heading(s.teamName(team), 0)
	s.note(s.t("teams.print.lineup.match", "match", m.Number, "opponent", s.teamName(opponent)) + " " + s.lineupColours(white))
	s.pdf.Ln(2)
	roster := []column{
		{head: s.t("print.col.seat"), width: 10, align: "C", bold: true},
		{head: s.t("print.col.player"), width: 60, align: "L", wrap: true, names: true},
	}
	roster = append(roster, s.strengthColumn(column{width: 14, align: "C"})...)
	roster = append(roster,
		column{head: s.t("print.col.fide-id"), width: 20, align: "C"},
		column{head: s.t("teams.print.lineup.plays"), width: 20, align: "C"})
	var rows [][]string
	gone := false
	for k, id := range t.Players {
		p, _ := s.ev.Player(id)
		// One who withdrew is listed still, marked, so that the
		// captain does not line him up.
		gone = gone || p.GoneBefore(m.Round)
		row := append([]string{strconv.Itoa(k + 1), s.withdrawnMark(p.Name, p, m.Round)}, s.strengthCell(s.strength(p))...)
		rows = append(rows, append(row, p.FIDEID, ""))
	}
	s.newTable(roster, 9, 7).draw(rows)
	if gone {
		s.pdf.Ln(1)
		s.note(s.withdrawnLegend("print.legend.withdrawn"))
	}
	s.pdf.Ln(4)
	s.heading(s.t("teams.print.lineup.boards"), 0)
	boards := []column{
		{head: s.t("print.col.board"), width: 10, align: "C", bold: true},
		{head: s.t("print.col.colour"), width: 16, align: "C"},
		{head: s.t("print.col.seat"), width: 14, align: "C"},
		{head: s.t("print.col.player"), width: 80, align: "L"},
	}
	rows = nil
	for b := 1; b <= s.ev.TeamOptions.Boards; b++ {
		colour := s.t("print.col.white")
		if s.ev.TeamOptions.WhiteTeamOnBoard(b) != white {
			colour = s.t("print.col.black")
		}
		rows = append(rows, []string{strconv.Itoa(b), colour, "", ""})
	}
	s.newTable(boards, 10, matchBoardH).draw(rows)
	s.pdf.Ln(2)
	s.note(s.t("teams.print.lineup.rules", "boards", s.ev.TeamOptions.Boards))
	s.signOffWith([]string{s.captainLabel(team), s.t("teams.print.lineup.time")})
}

// lineupColours says on which boards the team has White, the match's
// White team (white) or its Black: on the odd boards where the event's
// colours alternate, else board by board as they give it (in pairs, W B B
// W: the White team White on boards 1 and 4, Black on 2 and 3), as the
// form's table of boards says.
func (s *sheet) lineupColours(white bool) string {
	o := s.ev.TeamOptions
	if o.BoardColoursKind() == "alternating" {
		if white {
			return s.t("teams.print.lineup.white")
		}
		return s.t("teams.print.lineup.black")
	}
	var whites, blacks []string
	for b := 1; b <= o.Boards; b++ {
		if o.WhiteTeamOnBoard(b) == white {
			whites = append(whites, strconv.Itoa(b))
		} else {
			blacks = append(blacks, strconv.Itoa(b))
		}
	}
	return s.t("teams.print.lineup.colours", "white", strings.Join(whites, ", "), "black", strings.Join(blacks, ", "))
}

// TeamCrosstable prints the team crosstable as it stands: a round robin's
// teams against each other, each cell the game points of the meeting; a
// Swiss's round by round (opponent, colour on board 1, game points). A
// match under way shows no score. The points are followed by the
// tie-breaks of the standings that placed the teams, explained as the
// standings explain them.
func TeamCrosstable(w io.Writer, ev *tournament.Event, opt Options) error {
	return render(w, ev, opt, func(s *sheet) error {
		ct := team.TeamCrosstable(s.ev)
		rr := ct.RoundRobin
		title, progress := words.TeamCrossHeading(s.cat, ct)
		s.title = title
		n := ct.Rounds
		if rr {
			n = len(ct.Rows)
		}
		ids, tbs := ct.Standings.ShownTieBreaks()
		if 70+float64(n+len(ids))*9 > 186 {
			s.setOrientation("L")
			defer s.setOrientation("P")
		}
		s.addPage()
		s.underWay(progress)
		cols := []column{
			{head: s.t("print.col.place"), width: 9, align: "C", bold: true},
			{head: s.t("print.col.seat"), width: 7, align: "C"},
			{head: s.t("teams.col.team"), width: 42, align: "L", bold: true, wrap: true},
		}
		for k := 1; k <= n; k++ {
			head := s.t("print.col.round-n", "n", k)
			if rr {
				head = strconv.Itoa(ct.Rows[k-1].No)
			}
			// wrap: a cell of words ("requested bye 2") breaks between
			// them rather than lose its points to the ellipsis.
			cols = append(cols, column{head: head, width: 9, align: "C", wrap: true})
		}
		cols = append(cols, s.scoreColumns(9)...)
		cols = append(cols, s.tieBreakColumns(ids, 9)...)
		var rows [][]string
		for i, r := range ct.Rows {
			row := append([]string{r.Place, strconv.Itoa(r.No), words.WithdrawnName(s.cat, r.Name, r.Withdrawn)}, ct.Cells(r, s.t)...)
			sc := team.ScoreCells(s.ev.TeamOptions, r.MatchPoints, r.GamePoints)
			rows = append(rows, append(append(row, sc[0], sc[1]), tbs[i]...))
		}
		s.newTable(cols, 9, 7).draw(rows)
		s.pdf.Ln(2)
		for _, note := range words.TeamCrossNotes(s.cat, ct) {
			s.note(note)
		}
		s.note(words.TeamTieBreakLegend(s.cat, ct.Standings))
		return s.venueNote()
	})
}

// BoardResults prints each board's players by their percentage, the
// board prizes marked, then every player's record over all his boards:
// games, points, percentage, games played, average rated opponent and
// performance.
func BoardResults(w io.Writer, ev *tournament.Event, opt Options) error {
	return render(w, ev, opt, func(s *sheet) error {
		s.title = words.BoardsTitle(s.cat, standings.ProgressOf(s.ev))
		s.addPage()
		cols := []column{
			{head: s.t("print.col.player"), width: 46, align: "L", wrap: true, names: true},
			{head: s.t("teams.col.team"), width: 36, align: "L", wrap: true},
			{head: s.t("teams.col.rounds"), width: 11, align: "C"},
			{head: s.t("print.col.points"), width: 11, align: "C", bold: true},
			{head: "%", width: 11, align: "C"},
			{head: s.t("teams.col.played"), width: 11, align: "C"},
			{head: words.RatedShort(s.cat, words.RatedAverage), width: 11, align: "C"},
			{head: words.RatedShort(s.cat, words.RatedPerformance), width: 11, align: "C"},
			{head: "", width: 20, align: "L", bold: true},
		}
		// Every board's section is one table's rows, laid out together:
		// each section chose its own widths.
		secs := team.BoardSections(s.ev, s.ev.TeamOptions.PrizeMinGames())
		groups := make([][][]string, len(secs))
		for k, sec := range secs {
			for i := range sec.Records {
				groups[k] = append(groups[k], words.BoardRow(s.cat, sec, i))
			}
		}
		t := s.newTable(cols, 9, 6)
		t.lay(groups...)
		for k, sec := range secs {
			head := words.BoardHead(s.cat, sec)
			s.heading(head, 40)
			t.again = s.t("print.round.continued", "round", head)
			t.draw(groups[k])
			s.pdf.Ln(3)
		}
		for _, n := range words.BoardNotes(s.cat, secs, s.ev.TeamOptions.PrizeMinGames(), s.ev) {
			s.note(n)
		}
		return s.venueNote()
	})
}

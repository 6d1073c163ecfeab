package ui

import (
	"strconv"

	"fyne.io/fyne/v2"

	"arbiter/tournament/prizes"
	"arbiter/tournament/team"
	"arbiter/ui/button"
	"arbiter/ui/look"
	"arbiter/words"
)

// teamStandingsView ranks the teams by match points and the event's team
// tie-breaks, or shows the players' results board by board with the
// board prizes, or the teams of a ranking group, or the prize list, as
// the arbiter chooses.
type teamStandingsView struct {
	prizeChoice
	// printTeams and printBoards save what is shown: the teams, or a
	// ranking group's teams; the results by board.
	printTeams, printBoards *button.Button
}

// The team standings view's own choices.
const (
	showTeams  = "teams"
	showBoards = "boards"
)

func newTeamStandingsView(s *Shell) view {
	v := &teamStandingsView{}
	v.prizeChoice = newPrizeChoice(s, []string{showTeams, showBoards},
		[]string{s.t("teams.ui.show.teams"), s.t("teams.ui.show.boards")}, v.refresh)
	// Half the room around each cell's text, as the individual standings
	// have it: the results by board's eight figures left a name and a
	// team of 30 characters no room whole at 1024×700.
	v.grid.setCompact()
	own := func(shown string) printJob {
		if shown == showBoards {
			return s.printJobOf("boards")
		}
		return s.printJobOf("standings")
	}
	v.printTeams = v.printShown("ui.print-view", own)
	// The drop-down beside it names what is shown, so the button is the
	// teams' Save PDF: named after the sheet it ran past a 1024 px
	// window's edge in Estonian.
	v.printBoards = s.printJobButton("ui.print-view", func() printJob { return s.printJobOf("boards") })
	v.content = look.Border(v.titleBar(v.printTeams, v.printBoards), v.note, nil, nil, v.grid.table)
	return v
}

func (v *teamStandingsView) refresh() {
	s, ev := v.s, &v.s.doc.event
	rules, shown, done := v.showChosen()
	boards := shown == showBoards
	look.SetVisible(v.printTeams, !done && !boards)
	look.SetVisible(v.printBoards, boards)
	if done {
		return
	}
	if boards {
		v.showBoards()
		return
	}
	t := team.TeamStandings(ev)
	var notes []string
	if g, ok := rules.Group(shown); ok {
		// The group's teams in the columns of the whole standings, as
		// the command line, the paper and the pages show them.
		t = t.Group(prizes.GroupStandings(ev, team.PrizeTable(ev), g))
		if len(t.Rows) == 0 {
			notes = append(notes, s.t("print.group.no-team"))
		}
	}
	cols := []column{
		s.placeCol(64),
		s.seatCol(48),
		{s.t("teams.col.team"), 0, fyne.TextAlignLeading},
	}
	sh := team.ScoreHeads(ev.TeamOptions)
	cols = append(cols, column{s.t(sh[0]), 64, fyne.TextAlignTrailing}, column{s.t(sh[1]), 64, fyne.TextAlignTrailing})
	ids, tbs := t.ShownTieBreaks()
	v.grid.yields = []yielding{{2, nameMin}}
	v.grid.wrapCells = false
	// Six tie-breaks that name match points ("VKB:OP-M2/P") are wider
	// headed than 1024 px has room for beside the teams; their heads
	// break onto two lines there.
	v.grid.wrapHeads = true
	v.grid.setColumns(append(cols, tieBreakColumns(s, ids)...))
	rows := make([][]string, len(t.Rows))
	for i, r := range t.Rows {
		sc := team.ScoreCells(ev.TeamOptions, r.MatchPoints, r.GamePoints)
		rows[i] = append([]string{r.Place, words.Number(r.No), words.WithdrawnName(s.cat, r.Name, r.Withdrawn), sc[0], sc[1]}, tbs[i]...)
	}
	v.grid.set(rows)
	v.setNotes(append(notes, roundNote(s, t.Progress)+" "+words.TieBreakRules(s.cat, t.Rules, t.EarlyStart),
		words.TeamTieBreakLegend(s.cat, t)))
}

// showBoards lists each board's players by percentage, the board prizes
// marked, then every player's record over all boards. The columns are as
// narrow as the paper's: the board by its number, the points under the
// paper's short heading, the teams by their short names where they have
// them, so that the prizes show at 1024 px.
func (v *teamStandingsView) showBoards() {
	s, ev := v.s, &v.s.doc.event
	// Where the window is narrow the team gives up its room, then the name.
	v.grid.yields = []yielding{{2, yieldMin}, {1, nameMin}}
	// Where they give up all they can the names and teams go onto two
	// lines, or three, to be read whole, as the paper has them.
	v.grid.wrapCells = true
	v.grid.setColumns([]column{
		{s.t("ui.rounds.col.board"), 80, fyne.TextAlignTrailing},
		s.nameCol(0),
		{s.t("teams.col.team"), 0, fyne.TextAlignLeading},
		{s.t("teams.col.rounds"), 64, fyne.TextAlignTrailing},
		{s.t("print.col.points"), 64, fyne.TextAlignTrailing},
		{"%", 64, fyne.TextAlignTrailing},
		{s.t("teams.col.played"), 64, fyne.TextAlignTrailing},
		{words.RatedShort(s.cat, words.RatedAverage), 64, fyne.TextAlignTrailing},
		{words.RatedShort(s.cat, words.RatedPerformance), 64, fyne.TextAlignTrailing},
		{s.t("teams.ui.col.prize"), 0, fyne.TextAlignLeading},
	})
	var rows [][]string
	secs := team.BoardSections(ev, ev.TeamOptions.PrizeMinGames())
	for _, sec := range secs {
		board := strconv.Itoa(sec.Board)
		if sec.Board == 0 {
			board = s.t("teams.ui.board.all")
		}
		for i, r := range sec.Records {
			cells := words.BoardRow(s.cat, sec, i)
			if t, ok := ev.TeamOf(r.ID); ok && t.ShortName != "" {
				cells[1] = t.ShortName
			}
			rows = append(rows, append([]string{board}, cells...))
		}
	}
	v.grid.set(rows)
	v.setNotes(words.BoardNotes(s.cat, secs, ev.TeamOptions.PrizeMinGames(), ev))
}

// teamCrosstableView is the team crosstable: a round robin's teams against
// each other (the game points of each meeting), a Swiss's round by round
// (opponent, colour on board 1, game points); match and game points and
// the place at the end. Its columns are as narrow as their cells, as a
// printed crosstable's: a Swiss's seven rounds fit 1024 px, the teams
// named by their short names where they have them.
type teamCrosstableView struct{ reportFrame }

func newTeamCrosstableView(s *Shell) view {
	return &teamCrosstableView{newReportFrame(s, "ui.nav.crosstable", "crosstable")}
}

func (v *teamCrosstableView) refresh() {
	s, ev := v.s, &v.s.doc.event
	ct := team.TeamCrosstable(ev)
	rr := ct.RoundRobin
	v.grid.table.StickyColumnCount = 3
	cols := []column{
		s.placeCol(48),
		s.seatCol(40),
		{s.t("teams.col.team"), 0, fyne.TextAlignLeading},
	}
	if rr {
		for _, r := range ct.Rows {
			cols = append(cols, column{strconv.Itoa(r.No), 48, fyne.TextAlignCenter})
		}
	} else {
		for r := 1; r <= ct.Rounds; r++ {
			cols = append(cols, column{s.t("print.col.round-n", "n", r), 0, fyne.TextAlignCenter})
		}
	}
	sh := team.ScoreHeads(ev.TeamOptions)
	cols = append(cols, column{s.t(sh[0]), 48, fyne.TextAlignTrailing}, column{s.t(sh[1]), 48, fyne.TextAlignTrailing})
	// The tie-breaks that placed the teams stand beside the points, as
	// on paper, so that teams level on points are seen to be placed by
	// them; the legend under the table says them whole.
	ids, tbs := ct.Standings.ShownTieBreaks()
	// Where the window is narrow the team's name gives up its room.
	v.grid.yields = []yielding{{2, yieldMin}}
	v.grid.setColumns(append(cols, tieBreakColumns(s, ids)...))
	rows := make([][]string, len(ct.Rows))
	for i, r := range ct.Rows {
		name := r.Name
		if t, ok := ev.Team(r.TeamID); ok && !rr && t.ShortName != "" {
			name = t.ShortName
		}
		row := append([]string{r.Place, words.Number(r.No), words.WithdrawnName(s.cat, name, r.Withdrawn)}, ct.Cells(r, s.t)...)
		sc := team.ScoreCells(ev.TeamOptions, r.MatchPoints, r.GamePoints)
		rows[i] = append(append(row, sc[0], sc[1]), tbs[i]...)
	}
	v.grid.set(rows)
	notes := append(words.TeamCrossNotes(s.cat, ct), words.TeamTieBreakLegend(s.cat, ct.Standings))
	// After which round and the round in play, as the paper's title and
	// the standings say it, or a round robin's matches under way that its
	// points count.
	if ct.Rounds > 0 {
		notes = append([]string{words.TeamCrossTitle(s.cat, ct) + "."}, notes...)
	}
	v.setNotes(notes)
}

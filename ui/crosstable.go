package ui

import (
	"slices"
	"strconv"

	"fyne.io/fyne/v2"

	"arbiter/tournament"
	"arbiter/tournament/standings"
	"arbiter/words"
)

// crosstableView is the round-robin table: one row and one column per
// player in seat order, results in the cells, points, place and tie-breaks
// at the end.
// A Swiss gets the round-by-round table the printed one is.
type crosstableView struct{ reportFrame }

func newCrosstableView(s *Shell) view {
	v := &crosstableView{newReportFrame(s, "ui.nav.crosstable", "crosstable")}
	// A quarter of the room around each cell's text and thinner lines
	// between the columns, as the paper and other programs set a
	// crosstable: a Swiss of nine rounds at 1024×700 left its points,
	// then its tie-breaks, beyond the window's edge, reached only by
	// scrolling sideways.
	v.setTight()
	return v
}

func (v *crosstableView) refresh() {
	s := v.s
	if s.doc.event.Settings.System.IndividualSwiss() {
		v.swiss()
		return
	}
	v.grid.table.StickyColumnCount = 2
	v.grid.yields = []yielding{{1, nameMin}}
	ct := standings.Crosstable(&s.doc.event)
	// Cells hold two results in a double round robin.
	cell := float32(44)
	if s.doc.event.Settings.System == tournament.DoubleRoundRobin {
		cell = 64
	}
	cols := []column{s.seatCol(48), s.nameCol(220)}
	for _, no := range ct.Columns() {
		cols = append(cols, column{strconv.Itoa(no), cell, fyne.TextAlignCenter})
	}
	// The tie-breaks its places follow, as the paper and the command line
	// give them, so that players level on points are seen placed by them.
	cols = append(cols, s.pointsCol(72), s.placeCol(64))
	v.grid.reach = len(cols)
	cols = append(cols, tieBreakColumns(s, ct.Ranking.TieBreaks)...)
	v.grid.setColumns(cols)
	rows := make([][]string, len(ct.Rows))
	for i, r := range ct.Rows {
		row := []string{words.Number(r.No), rowName(s, r.Name, r.Withdrawn)}
		for j := range ct.Rows {
			row = append(row, r.Cell(j))
		}
		row = append(row, r.PointsText(), r.Place)
		rows[i] = append(row, words.TieBreakTexts(r.TieBreaks)...)
	}
	v.grid.set(rows)
	// After which round, and the round in play or the results of the
	// rounds under way that the points and places count as the cells show
	// them: said as the paper's title and the standings' say it. The
	// symbols' legend ("*" a game still to be played) as paper and the
	// venue's page write it.
	notes := words.CrossLegend(s.cat, ct)
	if ct.Rounds > 0 {
		notes = append([]string{words.CrossTitle(s.cat, ct.Progress, false) + "."}, notes...)
	}
	notes = append(notes, rankedNotes(s, ct.Ranking)...) // what the heads stand for and the rules, as under the standings
	withdrawn := slices.ContainsFunc(ct.Rows, func(r standings.CrossRow) bool { return r.Withdrawn })
	v.setNotes(withWithdrawnLegend(s, notes, withdrawn))
}

// crossNameMin is the least a Swiss crosstable's name keeps: "Aino
// Virtanen" whole.
const crossNameMin = 92

// swiss shows the Swiss crosstable: players in order of the standings, one
// column per round with the opponent's number, the colour and the result.
func (v *crosstableView) swiss() {
	s := v.s
	ct := standings.SwissCrosstable(&s.doc.event)
	v.grid.table.StickyColumnCount = 3
	// The name gives up its room where the window is narrow, as in the
	// standings, as far as brings the tie-breaks into view beside the
	// rounds, or else the points (grid.reach): down to crossNameMin, which
	// the Finnish table's last tie-break needs at 1024×700, to nameMin
	// where they scroll out of sight all the same. A name cut is said
	// whole on the status line when its row is chosen.
	v.grid.yields, v.grid.reachLeast = []yielding{{2, crossNameMin}}, nameMin
	cols := []column{s.placeCol(64), s.seatCol(48), s.nameCol(220)}
	for i := range ct.Rounds {
		cols = append(cols, column{s.t("print.col.round-n", "n", i+1), 64, fyne.TextAlignCenter})
	}
	// The points headed short, as the paper heads them beside the rounds.
	cols = append(cols, column{s.t("print.col.points"), 72, fyne.TextAlignTrailing})
	v.grid.reach = len(cols)
	cols = append(cols, tieBreakColumns(s, ct.TieBreaks)...)
	v.grid.setColumns(cols)
	rows := make([][]string, len(ct.Rows))
	for i, r := range ct.Rows {
		row := []string{r.Place, words.Number(r.No), rowName(s, r.Name, r.Withdrawn)}
		row = append(append(row, words.SwissCells(s.cat, ct.Cells[i])...), r.Points.String())
		rows[i] = append(row, words.TieBreakTexts(r.TieBreaks)...)
	}
	v.grid.set(rows)
	// The points leave out a round not yet complete, whose cells show the
	// pairing without a result: said, so that a result typed is not taken
	// for lost.
	// Which rounds it counts and the round in play, in the paper's
	// title's words ("Crosstable after round 2, round 3 in play"), before
	// the legend says from which round on the columns wait for their
	// results, and with every round paired complete too, as a round
	// robin's; before round 1 is paired there is none to name (it said
	// "After 0 rounds.").
	notes := words.SwissLegend(s.cat, ct)
	if ct.Rounds > 0 {
		notes = append([]string{words.CrossTitle(s.cat, ct.Progress, false) + "."}, notes...)
	}
	notes = append(notes, rankedNotes(s, ct.Table)...) // as under the standings and the paper's crosstable
	withdrawn := slices.ContainsFunc(ct.Rows, func(r standings.Row) bool { return r.Withdrawn })
	v.setNotes(withWithdrawnLegend(s, notes, withdrawn))
}

package ui

import (
	"strconv"

	"fyne.io/fyne/v2"

	"arbiter/tournament"
)

// crosstableView is the round-robin table: one row and one column per
// player in seat order, results in the cells, points and place at the end.
type crosstableView struct {
	s *Shell
	reportFrame
}

func newCrosstableView(s *Shell) view {
	v := &crosstableView{s: s, reportFrame: newReportFrame(s, "ui.nav.crosstable", "crosstable")}
	v.grid.table.StickyColumnCount = 2
	return v
}

func (v *crosstableView) refresh() {
	s := v.s
	ct := tournament.Crosstable(&s.doc.event)
	// Cells hold two results in a double round robin.
	cell := float32(44)
	if s.doc.event.Settings.System == tournament.DoubleRoundRobin {
		cell = 64
	}
	cols := []column{
		{s.t("ui.players.col.seat"), 48, fyne.TextAlignTrailing},
		{s.t("ui.players.col.name"), 220, fyne.TextAlignLeading},
	}
	for _, r := range ct.Rows {
		cols = append(cols, column{strconv.Itoa(r.No), cell, fyne.TextAlignCenter})
	}
	cols = append(cols,
		column{s.t("ui.standings.col.points"), 72, fyne.TextAlignTrailing},
		column{s.t("ui.standings.col.place"), 64, fyne.TextAlignTrailing})
	v.grid.setColumns(cols)
	rows := make([][]string, len(ct.Rows))
	for i, r := range ct.Rows {
		name := r.Name
		if r.Withdrawn {
			name = s.t("ui.standings.withdrawn", "name", r.Name)
		}
		row := []string{seatText(r.No), name}
		for j := range ct.Rows {
			row = append(row, r.Cell(j))
		}
		rows[i] = append(row, r.Points.String(), r.Place)
	}
	v.grid.set(rows)
	v.setNotes(s, nil, ct.Struck)
}

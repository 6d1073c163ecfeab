package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// column describes one column of a grid: its header text, width and
// alignment (numbers read best right-aligned).
type column struct {
	title string
	width float32
	align fyne.TextAlign
}

// grid is a read-only table of strings under a header row. Views fill it
// from the event and call set again after every change; selecting a row
// reports its index.
type grid struct {
	table *widget.Table
	cols  []column
	rows  [][]string
}

func newGrid(cols []column, onSelect func(row int)) *grid {
	g := &grid{cols: cols}
	g.table = widget.NewTable(
		func() (int, int) { return len(g.rows), len(g.cols) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(id widget.TableCellID, o fyne.CanvasObject) {
			l := o.(*widget.Label)
			l.Alignment = g.cols[id.Col].align
			l.SetText(g.cell(id.Row, id.Col))
		},
	)
	g.table.ShowHeaderRow = true
	g.table.CreateHeader = func() fyne.CanvasObject {
		l := widget.NewLabel("")
		l.TextStyle = fyne.TextStyle{Bold: true}
		l.Truncation = fyne.TextTruncateEllipsis
		return l
	}
	g.table.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) {
		l := o.(*widget.Label)
		if id.Col < 0 || id.Col >= len(g.cols) {
			l.SetText("")
			return
		}
		l.Alignment = g.cols[id.Col].align
		l.SetText(g.cols[id.Col].title)
	}
	if onSelect != nil {
		g.table.OnSelected = func(id widget.TableCellID) {
			if id.Row >= 0 && id.Row < len(g.rows) {
				onSelect(id.Row)
			}
		}
	}
	g.applyWidths()
	return g
}

// setColumns replaces the columns, for tables whose shape depends on the
// event (the crosstable has one column per player).
func (g *grid) setColumns(cols []column) {
	g.cols = cols
	g.applyWidths()
}

func (g *grid) applyWidths() {
	for i, c := range g.cols {
		g.table.SetColumnWidth(i, c.width)
	}
}

// set replaces the rows and redraws the table.
func (g *grid) set(rows [][]string) {
	g.rows = rows
	g.table.Refresh()
}

func (g *grid) cell(row, col int) string {
	if row < 0 || row >= len(g.rows) || col >= len(g.rows[row]) {
		return ""
	}
	return g.rows[row][col]
}

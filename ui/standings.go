package ui

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"arbiter/tournament"
)

// standingsView ranks the players by points and the event's tie-breaks,
// re-read after every result.
type standingsView struct {
	s       *Shell
	grid    *grid
	note    *widget.Label
	content fyne.CanvasObject
}

func newStandingsView(s *Shell) view {
	v := &standingsView{s: s}
	v.grid = newGrid(nil, nil)
	v.note = widget.NewLabel("")
	v.note.Wrapping = fyne.TextWrapWord
	v.note.Importance = widget.LowImportance
	v.content = container.NewBorder(titleBar(s.t("ui.nav.standings"), s.printButton("standings", nil)), v.note, nil, nil, v.grid.table)
	return v
}

func (v *standingsView) object() fyne.CanvasObject { return v.content }

func (v *standingsView) refresh() {
	s := v.s
	var t tournament.Table
	// An event without players has nothing to rank (and Standings
	// expects at least one player).
	if len(s.doc.event.Players) > 0 {
		t = tournament.Standings(&s.doc.event)
	}
	cols := []column{
		{s.t("ui.standings.col.place"), 64, fyne.TextAlignTrailing},
		{s.t("ui.players.col.seat"), 48, fyne.TextAlignTrailing},
		{s.t("ui.players.col.name"), 260, fyne.TextAlignLeading},
		{s.t("ui.players.col.rating"), 72, fyne.TextAlignTrailing},
		{s.t("ui.standings.col.points"), 72, fyne.TextAlignTrailing},
		{s.t("ui.standings.col.games"), 72, fyne.TextAlignTrailing},
	}
	for _, id := range t.TieBreaks {
		cols = append(cols, column{tieBreakName(s, id), 80, fyne.TextAlignTrailing})
	}
	v.grid.setColumns(cols)
	rows := make([][]string, len(t.Rows))
	for i, r := range t.Rows {
		name := r.Name
		if r.Withdrawn {
			name = s.t("ui.standings.withdrawn", "name", r.Name)
		}
		row := []string{r.Place, seatText(r.Seat), name, ratingText(r.Rating), r.Points.String(), strconv.Itoa(r.Games)}
		for _, tv := range r.TieBreaks {
			row = append(row, tv.Text)
		}
		rows[i] = row
	}
	v.grid.set(rows)
	var notes []string
	notes = append(notes, s.t("ui.standings.after", "rounds", t.Rounds))
	for _, st := range t.Struck {
		notes = append(notes, s.t("ui.standings.struck", "name", st.Name, "round", st.After, "played", st.Played))
	}
	v.note.SetText(strings.Join(notes, "\n"))
}

// tieBreakName is a tie-break's short column title.
func tieBreakName(s *Shell, id string) string {
	return s.t("ui.tiebreak." + id)
}

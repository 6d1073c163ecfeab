package ui

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/i18n"
	"arbiter/tournament"
)

// shownCells are the texts of a grid's cells as drawn, by row from the
// top of the table's view, for column col.
func shownCells(g *grid, col int) []string {
	type cell struct {
		y    float32
		text string
	}
	var cells []cell
	for _, o := range test.LaidOutObjects(g.table) {
		if fmt.Sprintf("%T", o) != "*widget.tableCells" {
			continue
		}
		for _, c := range test.WidgetRenderer(o.(fyne.Widget)).Objects() {
			var gc *gridCell
			switch x := c.(type) {
			case *activeCell:
				gc = &x.gridCell
			case *gridCell:
				gc = x
			}
			if gc != nil && gc.Visible() && gc.id.Col == col {
				cells = append(cells, cell{gc.Position().Y, gc.Text})
			}
		}
	}
	sort.Slice(cells, func(i, j int) bool { return cells[i].y < cells[j].y })
	out := make([]string, len(cells))
	for i, c := range cells {
		out[i] = fmt.Sprintf("%s@%.0f", c.text, c.y)
	}
	return out
}

// The rows a table draws begin with the first: Fyne's table drew only the
// rows below a row chosen before the table had a size (a view rebuilt in
// another language with a board chosen), and kept drawing from where it
// had been scrolled to after its scroller went back to the top because
// every row came to fit (a taller window), leaving the top rows blank
// until scrolled: the Players table's first ten rows after an import, the
// Standings' leaders.
func TestTopRowsAreDrawn(t *testing.T) {
	s, v := roundOfTwelve(t)
	s.win.Resize(fyne.NewSize(1024, 700))
	first := func(g *grid) string {
		if cells := shownCells(g, 0); len(cells) > 0 {
			return cells[0]
		}
		return "nothing"
	}
	if got := first(v.grid); got != "1@0" {
		t.Fatalf("before: the first cell drawn is %s", got)
	}
	s.SetLanguage(i18n.Finnish)
	v = s.views[areaRounds].(*roundsView)
	if got := first(v.grid); got != "1@0" {
		t.Errorf("rebuilt with board 1 chosen: the first cell drawn is %s, want board 1 at the top", got)
	}

	// The standings scrolled to the last places in a low window, then the
	// window made tall enough for every row.
	for b := range 12 {
		if err := s.doc.setResult(1, b+1, tournament.Draw); err != nil {
			t.Fatal(err)
		}
	}
	s.reload()
	s.show(areaStandings)
	g := s.views[areaStandings].(*standingsView).grid
	s.win.Resize(fyne.NewSize(1024, 500))
	g.table.ScrollToBottom()
	top := g.cell(0, 0) + "@0"
	if got := first(g); got == top {
		t.Fatal("the standings are not scrolled: the test shows nothing")
	}
	s.win.Resize(fyne.NewSize(1024, 1400))
	if got := first(g); got != top {
		t.Errorf("all rows fit: the first cell drawn is %s, want place 1 at the top", got)
	}
}

// The players' search finds a name whatever its accents ("tonisson" finds
// Tõnisson), and the row chosen stays the one highlighted and the one Edit
// opens when the search changes: the highlight stayed on the same place
// in the table while Edit opened the player chosen before.
func TestSearchIgnoresAccentsAndKeepsTheChosenRow(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna Virtanen", "Kalle Tõnisson", "Boris Šmidt", "Aino Äijälä"))
	s.show(areaPlayers)
	v := s.views[areaPlayers].(*playersView)
	for _, tc := range []struct{ typed, want string }{
		{"tonisson", "Kalle Tõnisson"}, {"SMIDT", "Boris Šmidt"}, {"aija", "Aino Äijälä"}, {"tõn", "Kalle Tõnisson"},
	} {
		v.filter.SetText(tc.typed)
		if n := len(v.grid.shown); n != 1 || v.grid.cell(0, 1) != tc.want {
			t.Errorf("search %q shows %d rows, first %q; want %q", tc.typed, n, v.grid.cell(0, 1), tc.want)
		}
	}
	v.filter.SetText("")
	v.grid.table.Select(widget.TableCellID{Row: 3, Col: 1}) // Aino Äijälä, fourth
	chosen := v.players[v.selected].Name
	v.filter.SetText("a") // Anna, Kalle, Aino: Aino is now third
	if got := v.players[v.selected].Name; got != chosen {
		t.Errorf("after a search Edit opens %q, want %q", got, chosen)
	}
	if row := slices.Index(v.grid.shown, v.selected); row < 0 || v.grid.cell(row, 1) != chosen {
		t.Errorf("the chosen row is not shown where it is selected")
	}
	v.filter.SetText("tonisson") // hides her: nothing is chosen
	if v.selected != -1 || !v.edit.Disabled() {
		t.Errorf("with the chosen player hidden, selected %d, Edit disabled %v", v.selected, v.edit.Disabled())
	}
	// A player entered while the search stands is found by it.
	if !s.act(func() error { _, err := s.doc.st.AddPlayer(tournament.Player{Name: "Mari Tõnisson"}); return err }) {
		t.Fatal("adding a player failed")
	}
	if n := len(v.grid.shown); n != 2 {
		t.Errorf("with a second Tõnisson entered, the search shows %d rows", n)
	}
	v.filter.SetText("")
	v.grid.sortBy(1)
	v.grid.table.Select(widget.TableCellID{Row: 0, Col: 1})
	chosen = v.players[v.selected].Name
	v.grid.sortBy(1) // the other way round
	if got := v.players[v.selected].Name; got != chosen || v.grid.cell(len(v.players)-1, 1) != chosen {
		t.Errorf("after sorting the other way Edit opens %q, want %q, now at the bottom", got, chosen)
	}
}

// A long drop-down, the bye dialog's 24 players, finds a choice by typing,
// as a list does: a word's beginning first, case and accents aside.
func TestPickerFindsByTyping(t *testing.T) {
	s := openShell(t, "")
	var changed []string
	p := s.newPicker([]string{"1. Väinö Höglund", "2. Sanna Nieminen", "5. Tõnu Õunapuu", "9. Kadri Tamm", "12. Jüri Saar"},
		func(o string) { changed = append(changed, o) })
	for _, tc := range []struct{ typed, want string }{
		{"ton", "5. Tõnu Õunapuu"}, {"saar", "12. Jüri Saar"}, {"12", "12. Jüri Saar"}, {"hog", "1. Väinö Höglund"},
		{"ami", "9. Kadri Tamm"}, // no word begins so: the first containing it
	} {
		p.typedAt = time.Time{} // a pause: a new search
		for _, r := range tc.typed {
			p.TypedRune(r)
		}
		if p.Selected != tc.want {
			t.Errorf("typed %q: %q chosen, want %q", tc.typed, p.Selected, tc.want)
		}
	}
	if len(changed) == 0 || changed[len(changed)-1] != "9. Kadri Tamm" {
		t.Errorf("the choices reported: %v", changed)
	}
}

// The board the cursor moves to is scrolled into view: at 1024×700 the
// last boards of a round were below the table's edge when entered.
func TestChosenBoardIsScrolledTo(t *testing.T) {
	s := openShell(t, newSwissFile(t, 60, 5))
	s.win.Resize(fyne.NewSize(1024, 700))
	s.show(areaRounds)
	v := s.views[areaRounds].(*roundsView)
	test.Tap(v.pairBtn)
	drawn := func(board string) bool {
		for _, c := range shownCells(v.grid, 0) {
			if strings.HasPrefix(c, board+"@") {
				return true
			}
		}
		return false
	}
	if drawn("30") {
		t.Fatal("board 30 is drawn before it is chosen: the test shows nothing")
	}
	pressKey(s, fyne.KeyEnd)
	if !drawn("30") {
		t.Errorf("board 30 chosen with End is not drawn: %v", shownCells(v.grid, 0))
	}
	// Typed results walk the cursor down the round, the table with it.
	pressKey(s, fyne.KeyHome)
	for range 25 {
		typeKeys(s, "1")
	}
	if !drawn("26") {
		t.Errorf("after 25 results the cursor's board 26 is not drawn: %v", shownCells(v.grid, 0))
	}
}

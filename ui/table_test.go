package ui

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/ui/button"
)

// drawnObjects are o and every object under it as the window draws them:
// a widget's through its renderer as Fyne's cache holds it (made, as the
// window would, only where there is none), nothing laid out again.
// test.LaidOutObjects makes every widget's renderer anew and lays it out,
// which gave a table a new scroller at the top and hid the table's faults.
func drawnObjects(o fyne.CanvasObject) []fyne.CanvasObject {
	return appendDrawn(nil, o)
}

// appendDrawn appends o and the objects under it to out, one slice for
// the whole walk: a slice for each level, copied into its parent's, was
// a tenth of the keys' walk over every view.
func appendDrawn(out []fyne.CanvasObject, o fyne.CanvasObject) []fyne.CanvasObject {
	out = append(out, o)
	var under []fyne.CanvasObject
	switch x := o.(type) {
	case fyne.Widget:
		under = test.WidgetRenderer(x).Objects()
	case *fyne.Container:
		under = x.Objects
	}
	for _, c := range under {
		out = appendDrawn(out, c)
	}
	return out
}

// drawnButton is the first button drawn under o with the given text.
func drawnButton(t *testing.T, o fyne.CanvasObject, text string) *button.Button {
	t.Helper()
	for _, d := range drawnObjects(o) {
		if b, ok := d.(*button.Button); ok && b.Text == text {
			return b
		}
	}
	t.Fatalf("no button %q drawn", text)
	return nil
}

// drawnCell is a cell of a grid as the window draws it: its row among
// those shown, its height from the top of the table's scroller, its
// text and the text it draws (shown: cut short, it ends in an ellipsis).
type drawnCell struct {
	row         int
	y, h        float32
	text, shown string
}

// drawnCells are a grid's cells in column col that show in the table's
// scroller, by row. It reads the renderers the window draws with, as
// Fyne's cache holds them, and creates one only where the window would
// draw one anew: test.LaidOutObjects makes every renderer again and lays
// it out, which gave the table a new scroller and hid every fault of the
// one drawn.
func drawnCells(g *grid, col int) []drawnCell {
	var cells []drawnCell
	scroll := tableScroller(g)
	if scroll == nil {
		return nil
	}
	for _, o := range test.WidgetRenderer(scroll).Objects() {
		if fmt.Sprintf("%T", o) != "*widget.tableCells" {
			continue
		}
		top := o.Position().Y // the scroller moves its content up by its offset
		for _, c := range test.WidgetRenderer(o.(fyne.Widget)).Objects() {
			at := c.Position().Y
			if o, ok := c.(*container.ThemeOverride); ok { // a compact grid's cell, at the place of its theme's
				c = o.Content
			}
			var gc *gridCell
			switch x := c.(type) {
			case *activeCell:
				gc = &x.gridCell
			case *gridCell:
				gc = x
			}
			if gc == nil || !gc.Visible() || gc.id.Col != col {
				continue
			}
			y := at + top
			if y+gc.Size().Height > 0 && y < scroll.Size().Height {
				var shown strings.Builder
				for _, o := range drawnObjects(gc) {
					if tx, ok := o.(*canvas.Text); ok {
						shown.WriteString(tx.Text)
					}
				}
				cells = append(cells, drawnCell{gc.id.Row, y, gc.Size().Height, gc.Text, shown.String()})
			}
		}
	}
	sort.Slice(cells, func(i, j int) bool { return cells[i].y < cells[j].y })
	return cells
}

// shownCells are the texts of drawnCells, each with its height.
func shownCells(g *grid, col int) []string {
	var out []string
	for _, c := range drawnCells(g, col) {
		out = append(out, fmt.Sprintf("%s@%.0f", c.text, c.y))
	}
	return out
}

// tableScroller is the scroller of the table's cells in its renderer as
// cached, which a wheel turns (the headings' clips scroll too).
func tableScroller(g *grid) fyne.Widget {
	for _, o := range test.WidgetRenderer(g.table).Objects() {
		if fmt.Sprintf("%T", o) == "*widget.Scroll" {
			return o.(fyne.Widget)
		}
	}
	return nil
}

// wheel turns the mouse wheel over a grid, dy pixels down.
func wheel(g *grid, dy float32) {
	tableScroller(g).(fyne.Scrollable).Scrolled(&fyne.ScrollEvent{Scrolled: fyne.NewDelta(0, -dy)})
}

// dropRenderer destroys a widget's renderer as Fyne's renderer cache does
// for a widget not drawn for a while (a view not shown for a minute); the
// window makes a new one when it draws the widget again.
func dropRenderer(t *testing.T, w fyne.Widget) {
	t.Helper()
	t.Run("renderer dropped", func(t *testing.T) { test.TempWidgetRenderer(t, w) })
}

// A table scrolled down, hidden while its renderer expired, shows its rows
// when shown again: Fyne's table kept the offset it had been scrolled to
// and drew the rows from there, while the scroller its new renderer made
// stood at the top, so the top of the table stayed blank (the Standings'
// places 1-8, all but a sliver of the Rounds) until the wheel went down.
// The arbiter's row, the cursor's board or the chosen player, is in view.
func TestScrolledTableDrawnAfterItsRendererExpired(t *testing.T) {
	s := openShell(t, newSwissFile(t, 60, 7))
	// Under the 1953 code the Norms view gives each player's categories,
	// a row a player.
	st := s.doc.event.Settings
	st.Ruleset, st.WithdrawalPolicy = rules.USSR1953, tournament.WithdrawalUSSR1953
	if err := s.doc.updateSettings(st, nil, nil); err != nil {
		t.Fatal(err)
	}
	s.reload()
	s.win.Resize(fyne.NewSize(1024, 700))
	test.Tap(shownView[*roundsView](s, areaRounds).pairBtn)
	for _, a := range []area{areaPlayers, areaRounds, areaStandings, areaCrosstable, areaNorms, areaRatings, areaAudit} {
		name := s.t(areaInfo[a].key)
		s.show(a)
		g := s.areaView(a).(tabular).table()
		if len(g.shown) < 30 {
			t.Fatalf("%s: %d rows, too few to scroll", name, len(g.shown))
		}
		// Sticky columns are drawn apart, beside the scroller.
		col := g.table.StickyColumnCount
		row := 12
		g.selectRow(g.shown[row]) // the arbiter's row, below the first screen
		wheel(g, 10000)
		if cells := drawnCells(g, col); len(cells) == 0 || cells[0].row < row {
			t.Fatalf("%s: the wheel did not scroll the table: %v", name, shownCells(g, col))
		}
		s.show(areaSettings)
		dropRenderer(t, g.table)
		s.show(a)
		cells := drawnCells(g, col)
		if len(cells) < 5 {
			t.Errorf("%s shown again draws %d rows: %v", name, len(cells), shownCells(g, col))
			continue
		}
		if cells[0].y > theme.Padding() {
			t.Errorf("%s shown again: the top %.0f px are blank: %v", name, cells[0].y, shownCells(g, col))
		}
		if !slices.ContainsFunc(cells, func(c drawnCell) bool { return c.row == row }) {
			t.Errorf("%s shown again: the chosen row %d is out of sight: %v", name, row+1, shownCells(g, col))
		}
	}
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
	v = s.areaView(areaRounds).(*roundsView)
	if got := first(v.grid); got != "1@0" {
		t.Errorf("rebuilt with board 1 chosen: the first cell drawn is %s, want board 1 at the top", got)
	}

	// The standings scrolled to the last places in a low window, then the
	// window made tall enough for every row.
	roundOneInFile(t, s, 12, tournament.Draw)
	g := shownView[*standingsView](s, areaStandings).grid
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
// in the table while Edit opened the player chosen before. A search that
// hides the row chosen puts the cursor on the first found.
func TestSearchIgnoresAccentsAndKeepsTheChosenRow(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna Virtanen", "Kalle Tõnisson", "Boris Šmidt", "Aino Äijälä"))
	v := shownView[*playersView](s, areaPlayers)
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
	v.filter.SetText("tonisson") // hides her: the cursor goes to the one found
	if v.selected < 0 || v.players[v.selected].Name != "Kalle Tõnisson" || v.edit.Disabled() {
		t.Errorf("with the chosen player hidden, selected %d, Edit disabled %v; want Kalle Tõnisson", v.selected, v.edit.Disabled())
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

// The board the cursor moves to is scrolled into view: at 1024×700 the
// last boards of a round were below the table's edge when entered.
func TestChosenBoardIsScrolledTo(t *testing.T) {
	s := openShell(t, newSwissFile(t, 60, 5))
	s.win.Resize(fyne.NewSize(1024, 700))
	v := shownView[*roundsView](s, areaRounds)
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

// A row chosen above those in sight is scrolled to whole, under the
// headings: Fyne's table scrolled it a heading's height too far, so the
// Matches view opening a new round showed its match 1 and board 1, the
// ones the cursor was on, hidden under the headings.
func TestChosenRowAboveIsShownUnderTheHeadings(t *testing.T) {
	g := newGrid([]column{{"No", 56, fyne.TextAlignTrailing}, {"Name", 200, fyne.TextAlignLeading}}, nil)
	rows := make([][]string, 12)
	for i := range rows {
		rows[i] = []string{strconv.Itoa(i + 1), "Row " + strconv.Itoa(i+1)}
	}
	g.set(rows)
	w := test.NewWindow(g.table)
	defer w.Close()
	w.Resize(fyne.NewSize(400, 5*g.height()/13))
	for _, to := range []int{11, 0, 8, 3} {
		g.selectRow(to)
		cells := drawnCells(g, 0)
		found := false
		for _, c := range cells {
			if c.row == to {
				found = c.y >= 0 && c.y+c.h <= tableScroller(g).Size().Height+1
			}
		}
		if !found {
			t.Errorf("row %d chosen is not drawn whole in the scroller: %v", to+1, shownCells(g, 0))
		}
	}
}

// Players: search a name, choose the one row found, clear the search: the
// table draws its rows from the first, the chosen player in sight. Fyne's
// table scrolled to him while its scroller still held one row's height;
// the scroller went back to the top without telling the table, which drew
// the rows of the offset it had asked for: rows 1–8 blank, the chosen
// player out of sight, Edit and Withdraw on him.
func TestClearedSearchDrawsEveryRowWithTheChosenInSight(t *testing.T) {
	s := openShell(t, newSwissFile(t, 60, 7))
	s.win.Resize(fyne.NewSize(1024, 700))
	v := shownView[*playersView](s, areaPlayers)
	g := v.grid
	for _, row := range []int{40, 6, 59} { // Player 41, 7, 60: one row each
		name := g.data(row, 1)
		v.filter.SetText(name)
		if len(g.shown) != 1 {
			t.Fatalf("search %q shows %d rows", name, len(g.shown))
		}
		test.Tap(cellAt(t, g, 0, 1))
		v.filter.SetText("")
		cells := drawnCells(g, 1)
		if len(cells) < 10 {
			t.Fatalf("search %q cleared: %d rows drawn: %v", name, len(cells), shownCells(g, 1))
		}
		for i, c := range cells {
			if c.text != g.cell(c.row, 1) {
				t.Errorf("search %q cleared: row %d draws %q, want %q", name, c.row+1, c.text, g.cell(c.row, 1))
			}
			if i > 0 && c.row != cells[i-1].row+1 {
				t.Errorf("search %q cleared: row %d drawn after row %d", name, c.row+1, cells[i-1].row+1)
			}
		}
		if cells[0].y > theme.Padding() || cells[0].y < -cells[0].h {
			t.Errorf("search %q cleared: the first row drawn is at %.0f px: %v", name, cells[0].y, shownCells(g, 1))
		}
		if !slices.ContainsFunc(cells, func(c drawnCell) bool { return c.row == row && c.y >= 0 }) {
			t.Errorf("search %q cleared: the chosen row %d is out of sight: %v", name, row+1, shownCells(g, 1))
		}
		if v.selected != row || v.edit.Disabled() {
			t.Errorf("search %q cleared: Edit is on row %d (disabled %v), want %d", name, v.selected, v.edit.Disabled(), row)
		}
	}
}

// cellAt is the cell the table draws at shown row and column col.
func cellAt(t *testing.T, g *grid, row, col int) fyne.Tappable {
	t.Helper()
	for _, o := range drawnObjects(g.table) {
		switch c := o.(type) {
		case *activeCell:
			if c.id == (widget.TableCellID{Row: row, Col: col}) && c.Visible() {
				return c
			}
		case *gridCell:
			if c.id == (widget.TableCellID{Row: row, Col: col}) && c.Visible() {
				return c
			}
		}
	}
	t.Fatalf("row %d column %d is not drawn", row+1, col+1)
	return nil
}

// A column of words sorts as words, even where a word is one that Go's
// number reader takes for a number: a club named Inf or NaN sorted among
// the numbers, before or after every other club.
func TestWordsThatReadAsNumbersSortAsWords(t *testing.T) {
	g := newGrid([]column{{"Club", 200, fyne.TextAlignLeading}}, nil)
	g.sortable = true
	g.set([][]string{{"NaN"}, {"Bravo"}, {"Inf"}, {"Alpha"}, {"Infinity"}, {"0x1p3"}})
	g.sortBy(0)
	var got []string
	for r := range len(g.shown) {
		got = append(got, g.cell(r, 0))
	}
	want := []string{"0x1p3", "Alpha", "Bravo", "Inf", "Infinity", "NaN"}
	if !slices.Equal(got, want) {
		t.Errorf("sorted clubs: %q, want %q", got, want)
	}
}

// The players table sorts by the column whose heading is clicked (names by
// family name in the event's alphabet: Finnish puts Ö after Z), filters as
// the arbiter types, and opens a player for editing on a double click.
func TestPlayersSortFilterAndEdit(t *testing.T) {
	s := openShell(t, newEventFile(t, "Carl Öhman", "Anna Zetterberg", "Boris Aalto", "Dana Saar"))
	st := s.doc.event.Settings
	st.Language = "fi"
	if err := s.doc.updateSettings(st, nil, nil); err != nil {
		t.Fatal(err)
	}
	s.reload()
	s.win.Resize(fyne.NewSize(1024, 700))
	v := shownView[*playersView](s, areaPlayers)
	names := func() []string {
		var out []string
		for r := range len(v.grid.shown) {
			out = append(out, v.grid.cell(r, 1))
		}
		return out
	}
	if got := names(); got[0] != "Carl Öhman" {
		t.Fatalf("before sorting, seat order: %q", got)
	}
	header := func(col int) *gridHeader {
		for _, o := range drawnObjects(v.grid.table) {
			if h, ok := o.(*gridHeader); ok && h.col == col {
				return h
			}
		}
		t.Fatalf("no heading for column %d", col)
		return nil
	}
	test.Tap(header(1))
	want := []string{"Boris Aalto", "Dana Saar", "Anna Zetterberg", "Carl Öhman"}
	if got := names(); !slices.Equal(got, want) {
		t.Errorf("sorted by name: %q, want %q", got, want)
	}
	test.Tap(header(1))
	if got := names(); got[0] != "Carl Öhman" {
		t.Errorf("second click does not reverse: %q", got)
	}
	test.Tap(header(3)) // rating: 2000, 1990, 1980, 1970 by seat
	if got := names(); got[0] != "Dana Saar" {
		t.Errorf("sorted by rating, lowest first: %q", got)
	}

	test.Type(v.filter, "saa")
	if got := names(); len(got) != 1 || got[0] != "Dana Saar" {
		t.Fatalf("filter 'saa' shows %q", got)
	}
	// The test driver draws no table cells; make the one the table would
	// show for the first row's name.
	cell, ok := v.grid.table.CreateCell().(*activeCell)
	if !ok {
		t.Fatal("the players table has no cell that opens a player")
	}
	v.grid.table.UpdateCell(widget.TableCellID{Row: 0, Col: 1}, cell)
	test.DoubleTap(cell)
	top := s.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("a double click opened nothing")
	}
	form, _, _ := findDialogParts(t, top)
	if got := itemField(form.Items[0]).Text; got != "Saar" {
		t.Errorf("the dialog edits family name %q, want Saar", got)
	}
	if got := itemField(form.Items[4]).Text; got != "1970" {
		t.Errorf("the dialog shows the rating %q, want 1970", got)
	}
}

// A cell as wide as its grid measures it (grid.cellWidth) shows its text
// whole, cut as a grid cuts it (truncation): Fyne's ellipsis, given that
// room, read a shared place, "1–2" under the Finnish "Sija", "1…". A
// compact grid's cell (the standings', a team round's) too, in the half
// room its theme keeps around the text.
func TestCellWidthShowsTextWhole(t *testing.T) {
	test.NewTempApp(t)
	for _, compact := range []bool{false, true} {
		for _, text := range []string{"1–2", "10–12", "Sija", "Eero Aho", "2½", "Vahvuusluku"} {
			g := &grid{}
			if compact {
				g.setCompact()
			}
			w := g.cellWidth(text, fyne.TextStyle{})
			g.widths = []float32{w}
			c := &gridCell{}
			c.Truncation = g.truncation(0, text, fyne.TextStyle{})
			c.ExtendBaseWidget(c)
			c.SetText(text)
			cell := g.themed(c)
			cell.Resize(fyne.NewSize(w, cell.MinSize().Height))
			if compact && w != cellWidth(text, fyne.TextStyle{})-theme.InnerPadding() {
				t.Errorf("a compact cell of %q measured %.1f px, the window's %.1f", text, w, cellWidth(text, fyne.TextStyle{}))
			}
			var shown strings.Builder
			for _, o := range drawnObjects(cell) {
				if tx, ok := o.(*canvas.Text); ok {
					shown.WriteString(tx.Text)
				}
			}
			if shown.String() != text {
				t.Errorf("compact %v: a cell of %q shows %q", compact, text, shown.String())
			}
		}
	}
}

// Home, End, Page Up and Page Down move the chosen row of a list as they
// move the rounds' boards: on the players' list End did nothing, the last
// player reached by pressing Down once a player.
func TestListsTakeHomeEndAndPageKeys(t *testing.T) {
	s := openShell(t, newSwissFile(t, 30, 5))
	s.win.Resize(fyne.NewSize(1024, 700))
	v := shownView[*playersView](s, areaPlayers)
	s.win.Canvas().Focus(v.grid.table)
	g := v.grid
	at := func() int { return slices.Index(g.shown, g.chosen) }
	pressKey(s, fyne.KeyEnd)
	if at() != len(g.shown)-1 {
		t.Errorf("End: the cursor on row %d of %d", at(), len(g.shown))
	}
	pressKey(s, fyne.KeyHome)
	if at() != 0 {
		t.Errorf("Home: the cursor on row %d", at())
	}
	pressKey(s, fyne.KeyPageDown)
	if at() != 10 {
		t.Errorf("Page Down from the first row: the cursor on row %d, want 10", at())
	}
	pressKey(s, fyne.KeyPageUp)
	if at() != 0 {
		t.Errorf("Page Up: the cursor on row %d, want 0", at())
	}
}

// ringedCells are the ids of the cells of g drawn with the keyboard's
// ring, as the window's renderers hold them.
func ringedCells(g *grid) []widget.TableCellID {
	var ids []widget.TableCellID
	for _, o := range drawnObjects(tableScroller(g)) {
		if c, ok := o.(*gridCell); ok && c.Visible() && c.ringed {
			ids = append(ids, c.id)
		}
	}
	return ids
}

// A click on a list's cell moves the keyboard's ring to it: Fyne's table
// redraws its cells before it tells the choice, and the ring stayed on the
// cell it stood on, the File view's newest backup ringed beside the older
// one clicked, two rows marked and Restore meaning the one less marked.
func TestClickMovesTheRingWithTheChoice(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna"))
	for range 2 {
		if _, err := s.doc.st.Backup("manual"); err != nil {
			t.Fatal(err)
		}
	}
	v := shownView[*fileView](s, areaFile)
	s.win.Canvas().Focus(v.grid.table)
	first, clicked := widget.TableCellID{Row: 0, Col: 0}, widget.TableCellID{Row: 1, Col: 1}
	if got := ringedCells(v.grid); !slices.Equal(got, []widget.TableCellID{first}) {
		t.Fatalf("with the keyboard on the backups, the cells ringed are %v, want %v", got, first)
	}
	var cell *gridCell
	for _, o := range drawnObjects(tableScroller(v.grid)) {
		if c, ok := o.(*gridCell); ok && c.Visible() && c.id == clicked {
			cell = c
		}
	}
	if cell == nil {
		t.Fatalf("no cell %v drawn", clicked)
	}
	cell.Tapped(&fyne.PointEvent{})
	if got := ringedCells(v.grid); !slices.Equal(got, []widget.TableCellID{clicked}) {
		t.Errorf("after a click on %v the cells ringed are %v, want it alone", clicked, got)
	}
}

// A click on a row gives its table the keyboard, as in any spreadsheet:
// with the keyboard left on the Standings' drop-down, Down after a click
// on a row moved nothing (the click chose the row and took no keyboard),
// and so in every list of the window. Where the row chosen is the result
// box's board (the Rounds view, a team round's matches and boards) the
// click gives that box the keyboard, even on the row already chosen, so
// that the result typed next is the board's.
func TestClickOnARowGivesItsTableTheKeyboard(t *testing.T) {
	s := openShell(t, newSwissFile(t, 12, 5))
	s.win.Resize(fyne.NewSize(1024, 700))
	c := s.win.Canvas()
	st := shownView[*standingsView](s, areaStandings)
	p := shownView[*playersView](s, areaPlayers)
	for _, l := range []struct {
		name string
		a    area
		g    *grid
		from fyne.Focusable
	}{
		{"standings, the keyboard on the drop-down", areaStandings, st.grid, st.show.sel},
		{"players, the keyboard on the search", areaPlayers, p.grid, p.filter},
	} {
		s.show(l.a)
		c.Focus(l.from)
		test.Tap(cellAt(t, l.g, 2, 1))
		if f := c.Focused(); f != l.g.table {
			t.Errorf("%s: after a click on row 3 the keyboard is on %T, not the table", l.name, f)
		}
		pressKey(s, fyne.KeyDown)
		if at := slices.Index(l.g.shown, l.g.chosen); at != 3 {
			t.Errorf("%s: a click on row 3 and Down chose row %d, want 4", l.name, at+1)
		}
	}

	rs, r := roundOfTwelve(t)
	rs.win.Resize(fyne.NewSize(1024, 700))
	rs.win.Canvas().Focus(r.grid.table)
	for _, click := range []string{"another board", "the board chosen"} {
		test.Tap(cellAt(t, r.grid, 3, 2))
		if f := rs.win.Canvas().Focused(); f != r.keys {
			t.Errorf("rounds: after a click on %s the keyboard is on %T, not the result box", click, f)
		}
		rs.win.Canvas().Focus(r.grid.table)
	}
	rs.win.Canvas().Focus(r.keys)
	test.Tap(cellAt(t, r.grid, 3, 2))
	typeKeys(rs, "1")
	if got := results(rs, 1)[3]; got != tournament.WhiteWins {
		t.Errorf("rounds: 1 typed after a click on board 4 saved %v there", got)
	}

	ts, m := pairedTeamRound(t, 4, 4)
	ts.win.Resize(fyne.NewSize(1024, 700))
	for _, l := range []struct {
		name string
		g    *grid
	}{{"matches", m.matches}, {"boards", m.boards}} {
		for _, click := range []string{"a row", "the row chosen"} {
			ts.win.Canvas().Focus(l.g.table)
			test.Tap(cellAt(t, l.g, 1, 1))
			if f := ts.win.Canvas().Focused(); f != m.keys {
				t.Errorf("team round's %s: after a click on %s the keyboard is on %T, not the result box", l.name, click, f)
			}
		}
	}
}

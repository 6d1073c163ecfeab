package ui

import (
	"cmp"
	"math"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/collate"
	"golang.org/x/text/language"

	"arbiter/internal/crash"
	"arbiter/tournament/input"
	"arbiter/ui/button"
	"arbiter/ui/keyhold"
	"arbiter/ui/look"
)

// column describes one column of a grid: its header text, the widest its
// cells may make it (0: as wide as they need; the heading always fits; a
// yielding column is always as wide as they need where there is room) and
// its alignment (numbers read best right-aligned).
type column struct {
	title string
	width float32
	align fyne.TextAlign
}

// seatCol, nameCol, placeCol and pointsCol are the columns that most
// lists show, each headed and aligned alike wherever it stands; a list
// gives its width.
func (s *Shell) seatCol(width float32) column {
	return column{s.t("ui.players.col.seat"), width, fyne.TextAlignTrailing}
}
func (s *Shell) nameCol(width float32) column {
	return column{s.t("ui.players.col.name"), width, fyne.TextAlignLeading}
}
func (s *Shell) placeCol(width float32) column {
	return column{s.t("ui.standings.col.place"), width, fyne.TextAlignTrailing}
}
func (s *Shell) pointsCol(width float32) column {
	return column{s.t("ui.standings.col.points"), width, fyne.TextAlignTrailing}
}

// grid is a read-only table of strings under a header row. Views fill it
// from the event and call set again after every change; each column is as
// wide as its widest cell or heading in the current language. Selecting a
// row reports its index in the rows given to set, whatever the order shown.
//
// A grid made sortable sorts by the column whose heading is clicked (again:
// the other way round) and shows only the rows that contain the filter
// text; double-clicking a row activates it.
type grid struct {
	table *gridTable
	cols  []column
	rows  [][]string
	shown []int   // indexes into rows, in the order shown
	width float32 // of all columns, as fit last set them

	onSelect   func(row int)
	onActivate func(row int) // double click and Enter; nil when rows do nothing
	// onKey takes the view's own keys on the table before the table's
	// (Up, Down, Space); true when it used the key.
	onKey func(*fyne.KeyEvent) bool
	// insert is the view's Add, which Insert presses where it is enabled;
	// nil where the list adds nothing.
	insert *button.Button
	// remove is the view's Remove, which Delete presses where it is
	// enabled (it asks first); nil where the list removes nothing.
	remove *button.Button
	// search is the field that searches the rows (searchBy), which a
	// letter typed on the table goes to; nil where none does. window is
	// the grid's window, which gives the search the keyboard.
	search *field
	window fyne.Canvas
	// clickTo is the box a click on a row gives the keyboard, whose keys
	// act on the row chosen (a round's result box); nil: the table.
	clickTo fyne.Focusable

	// fillLast gives the last column what room the window leaves beyond
	// the others, where its long texts (a norms verdict) show whole.
	fillLast bool
	last     float32 // the last column's fitted width
	filled   float32 // and as fill widened it
	// onBeyond hears the heads of the columns that end past the table's
	// right edge as it first shows them, reached only by scrolling
	// sideways (none: empty), whenever they change and after each
	// setColumns; nil where the view says nothing of them. said is what
	// it heard last, heard whether it has heard since setColumns.
	onBeyond func(heads []string)
	said     []string
	heard    bool
	// yields are the columns that give up width where the table is
	// narrower than its columns (the standings' clubs, then the names),
	// the first first, each down to its least.
	yields []yielding
	// reach is how many columns, the first, the yielding columns make
	// room for where they cannot make room for all; 0: all. The
	// crosstable's names give up what brings its tie-breaks into view, or
	// else only what brings the points: cut for tie-breaks that no room
	// would show, they were cut short in vain.
	reach int
	// reachLeast is the least a yielding column keeps where the columns
	// beyond reach are left to the scroll (short): a Swiss crosstable's
	// names give up more only to bring every column into view, and cut to
	// that beside rounds that scroll all the same, they were cut in vain.
	reachLeast float32
	short      bool
	fitted     []float32 // each column's width as fit made it
	narrowed   float32   // the width squeeze took from the yielding columns
	widths     []float32 // each column's width as the table has it
	// wrapHeads lets squeeze break the heads of the columns onto two
	// lines (headLines) where the table is narrower than the columns
	// even with the yielding columns at their least: six team tie-breaks
	// headed "BH:OP-C1/P", "VKB:OP-M2/P" took the last column out of
	// sight at 1024 px. The legend under the table names each head in
	// full. wrapped is true while they are broken; cells is each
	// column's widest cell as fit measured it.
	// headExtra is the height the second line adds to the heading row.
	wrapHeads bool
	wrapped   bool
	cells     []float32
	headExtra float32
	// wrapCells lets squeeze break the texts of the yielding columns
	// onto two lines, or three, at their spaces and hyphens, before it
	// cuts them: the results by board's names and teams of 30 characters
	// beside eight figures read "Konstantinos Emm…" at 1024 px. lines is
	// how many lines each row is high; broken is each yielding column's
	// texts as broken, by the rows given to set, nil while on one line.
	wrapCells bool
	lines     int
	broken    map[int][]string

	sortable bool
	sortCol  int // -1: the order set gave
	desc     bool
	filter   input.Searched // the search typed; empty: every row
	// number is the search when it is a number alone ("12"), which a
	// row whose cell is that number answers best: a start number typed
	// at the check-in found as well a name holding it as a word.
	number string
	// folded is each row's searched cells made ready for the search, the
	// name as shown and family name first (input.Orders); made at the
	// first filtering after set.
	folded []input.Orders
	// familyFirst is the name of a row as given to set written family
	// name first (tournament.Player.FamilyFirst), which the search reads
	// in place of column nameCol's as well: the name typed as the
	// alphabetical lists print it ("virtanen aino") found no one. nil: the
	// rows are no people's.
	familyFirst func(row int) string
	nameCol     int
	rank        map[int]int // each row found's input.Rank while searching
	// bySearch: the cursor is where the search put it, not where the
	// arbiter chose.
	bySearch bool
	// searchCols are the columns the filter reads; nil: all of them.
	searchCols []int
	chosen     int // the selected row as given to set, -1 for none
	// ident names a row as given to set (a player's id), so that the row
	// chosen stays chosen when set gives the rows again in another order
	// or number, and through every search; nil: set unselects. chosenID
	// is the chosen row's name.
	ident    func(row int) int64
	chosenID int64
	// pickFirst makes a search that hides the chosen row choose its first
	// row found (the check-in, whose Enter marks the row chosen); without
	// it no row is chosen then.
	pickFirst bool
	lang      string
	compare   map[int]func(a, b int) int // a column's own order of two rows
	// theme is the cells' theme where it is not the window's: a compact
	// grid's (setCompact).
	theme fyne.Theme
}

func newGrid(cols []column, onSelect func(row int)) *grid {
	return newActiveGrid(cols, onSelect, nil)
}

// newActiveGrid is a grid whose rows a double click activates.
func newActiveGrid(cols []column, onSelect, onActivate func(row int)) *grid {
	g := &grid{cols: cols, onSelect: onSelect, onActivate: onActivate, sortCol: -1, chosen: -1}
	g.table = newGridTable(g,
		func() (int, int) { return len(g.shown), len(g.cols) },
		func() fyne.CanvasObject {
			// A new cell holds as many lines as a row has: Fyne makes
			// every row as high as such a cell (breakCells).
			if g.onActivate != nil {
				c := &activeCell{gridCell{g: g}}
				c.Text, c.Truncation = g.rowLines(), fyne.TextTruncateEllipsis
				c.ExtendBaseWidget(c)
				return g.themed(c)
			}
			c := &gridCell{g: g}
			c.Text, c.Truncation = g.rowLines(), fyne.TextTruncateEllipsis
			c.ExtendBaseWidget(c)
			return g.themed(c)
		},
		func(id widget.TableCellID, o fyne.CanvasObject) {
			crash.Draw("table cell", func() {
				var c *gridCell
				if t, ok := o.(*container.ThemeOverride); ok {
					o = t.Content
				}
				switch x := o.(type) {
				case *gridCell:
					c = x
				case *activeCell:
					c = &x.gridCell
				}
				c.id = id
				// A scroll or a selection redraws every visible cell; a
				// label's SetText measures its text again even when it is
				// the same, which made each typed result redraw the round.
				text, align := drawable(g.drawn(g.dataRow(id.Row), id.Col)), g.cols[id.Col].align
				trunc := g.truncation(id.Col, text, fyne.TextStyle{})
				ringed := g.table.ringsCell(id)
				if c.Text != text || c.Alignment != align || c.Truncation != trunc || c.ringed != ringed {
					c.Alignment, c.Truncation, c.ringed = align, trunc, ringed
					c.SetText(text)
				}
			})
		},
	)
	g.table.ShowHeaderRow = true
	g.table.CreateHeader = func() fyne.CanvasObject { return g.themed(newGridHeader(g)) }
	g.table.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) {
		crash.Draw("table header", func() {
			if t, ok := o.(*container.ThemeOverride); ok {
				o = t.Content
			}
			h := o.(*gridHeader)
			h.col = id.Col
			if id.Col < 0 || id.Col >= len(g.cols) {
				h.SetText("")
				return
			}
			h.Alignment = g.cols[id.Col].align
			text := g.headText(id.Col)
			h.Truncation = fyne.TextTruncateOff
			if !strings.Contains(text, "\n") {
				h.Truncation = g.truncation(id.Col, text, h.TextStyle)
			}
			h.SetText(text)
		})
	}
	g.table.OnUnselected = func(widget.TableCellID) { g.chosen, g.chosenID = -1, 0 }
	g.table.OnSelected = func(id widget.TableCellID) {
		g.bySearch = false
		if was := g.table.cursor; was != id {
			// Fyne's Select redraws the cells (its scroll) before it
			// tells the choice: a click left the ring on the cell it
			// stood on, beside the one chosen.
			g.table.cursor = id
			g.table.RefreshItem(was)
			g.table.RefreshItem(id)
		}
		if r := g.dataRow(id.Row); r >= 0 {
			g.chosen = r
			if g.ident != nil {
				g.chosenID = g.ident(r)
			}
			if g.onSelect != nil {
				g.onSelect(r)
			}
		}
	}
	if g.table.batch(g.fit) {
		g.table.Refresh()
	}
	return g
}

// setColumns replaces the columns, for tables whose shape depends on the
// event (the crosstable has one column per round or player).
func (g *grid) setColumns(cols []column) {
	if len(cols) != len(g.cols) {
		g.sortCol = -1
		g.table.ScrollToLeading()
	}
	g.cols = cols
	g.heard = false // the heads may be the same in another language
	if g.table.batch(g.fit) {
		g.table.Refresh()
	}
	g.sayBeyond(g.table.Size().Width)
}

// sayBeyond tells onBeyond the heads of the columns that end past width:
// a Swiss crosstable of thirteen rounds at 1024×700 left its tie-breaks
// out of sight with nothing to say that they were there.
func (g *grid) sayBeyond(width float32) {
	if g.onBeyond == nil || width <= 0 {
		return
	}
	var heads []string
	end := theme.ScrollBarSize()
	for i, w := range g.widths[:min(len(g.widths), len(g.cols))] {
		if end += w + g.padding(); end > width {
			heads = append(heads, g.cols[i].title)
		}
	}
	if g.heard && slices.Equal(heads, g.said) {
		return
	}
	g.said, g.heard = heads, true
	g.onBeyond(heads)
}

// sayEmpty shows note over the table while the table has no rows, and
// hides the table's column lines while it does: they ran from the headings
// to the bottom through the note's words ("No round is paired yet").
func (g *grid) sayEmpty(note *widget.Label, empty bool) {
	note.Hidden = !empty
	note.Refresh()
	if g.table.HideSeparators != empty {
		g.table.HideSeparators = empty
		g.table.Refresh()
	}
}

// stopOnlyOnRows hides the table while it has no rows, for a list the
// keyboard does not start on: an empty list draws no sign of the
// keyboard, and a Tab stop on it seemed a lost key press.
func (g *grid) stopOnlyOnRows() { look.SetVisible(g.table, len(g.rows) > 0) }

// set replaces the rows and redraws the table. When the number of rows
// changes the table goes back to its top, so that no row is left blank or
// half hidden below a scroll offset the new rows no longer fill. A grid
// with ident keeps its row chosen, wherever the rows put it.
func (g *grid) set(rows [][]string) {
	// After most actions most views show what they showed: a result does
	// not change the list of players. Such a grid is left as it is, which
	// keeps entering a round's results as fast as typing.
	if slices.EqualFunc(rows, g.rows, slices.Equal) {
		return
	}
	changed := len(rows) != len(g.rows)
	g.rows, g.folded = rows, nil
	g.arrange()
	g.table.batch(g.fit)
	if changed {
		g.table.ScrollToTop()
	}
	g.table.Refresh()
	if g.ident == nil || g.chosenID == 0 && !g.pickFirst {
		return
	}
	g.chosen = -1
	for r := range g.rows {
		if g.ident(r) == g.chosenID {
			g.chosen = r
		}
	}
	if g.chosen < 0 && !g.pickFirst { // gone from the rows
		g.unchoose()
		return
	}
	g.reselect()
}

// makeSortable lets the arbiter sort by any column and filter the rows;
// compare gives a column an order of its own (names by family name in the
// event's alphabet), other columns sort as numbers when they hold numbers
// and as text in the language's alphabet otherwise.
func (g *grid) makeSortable(lang string, compare map[int]func(a, b int) int) {
	g.sortable, g.lang, g.compare = true, lang, compare
}

// setFilter shows only the rows with a cell containing text, whatever
// its case and accents ("tonisson" finds Tõnisson: a Finnish keyboard has
// no õ).
func (g *grid) setFilter(text string) {
	g.filter = input.Searchable(text)
	g.number = ""
	if n := strings.TrimSpace(text); n != "" && strings.Trim(n, "0123456789") == "" {
		g.number = n
	}
	g.arrange()
	g.table.ScrollToTop()
	g.table.Refresh()
	g.reselect()
}

// searchBy makes f the grid's search: what is typed filters the rows,
// the best found first (input.Rank), and keeps the cursor on a row the
// arbiter chose while it is found among the best, and otherwise puts it
// on the first found, so that the first Down goes to the second (it went
// to the first, where the cursor already stood for Enter). The cursor
// stayed on a row chosen while it was found at all, and Enter took a name
// that only held the one typed (Hämäläinen for "laine"). Up and Down step
// through those found. then runs after each change. c is the window the
// grid is in, where a letter typed on the table takes the keyboard to f.
func (g *grid) searchBy(c fyne.Canvas, f *field, then func()) {
	g.search, g.window = f, c
	f.OnChanged = func(text string) {
		placed := g.bySearch
		g.setFilter(text)
		if !g.filter.Empty() && len(g.shown) > 0 && (g.chosen < 0 || placed || g.rank[g.chosen] < g.rank[g.shown[0]]) {
			g.selectRow(g.shown[0])
			g.bySearch = true
		}
		if then != nil {
			then()
		}
	}
	f.up = func() { g.step(-1) }
	f.down = func() { g.step(1) }
	f.insert = g.add
}

// add presses the view's Add, where the list has one and it is enabled,
// reporting whether the list adds rows: Insert's, from the list and from
// its search alike (a late entry's name searched and not found, Insert).
func (g *grid) add() bool {
	if g.insert == nil {
		return false
	}
	if !g.insert.Disabled() {
		g.insert.OnTapped()
	}
	return true
}

// reselect keeps the chosen row selected once the rows are filtered or
// sorted again: the table selects by position, so the highlight stayed
// on whichever row came there while Edit opened the one chosen. A chosen
// row the filter hides is no longer chosen, and the view is told; a
// pickFirst grid chooses its first row shown instead.
func (g *grid) reselect() {
	if g.chosen < 0 && !g.pickFirst {
		return
	}
	i := slices.Index(g.shown, g.chosen)
	// A row the grid picks is where the search put the cursor, as is one
	// kept that it put there: the check-in's Enter asks among namesakes
	// only where the arbiter chose none.
	placed := g.bySearch
	if i < 0 && g.pickFirst && len(g.shown) > 0 {
		i, placed = 0, true
	}
	if i >= 0 {
		g.table.UnselectAll() // Select does nothing for the position already selected
		g.chosen = g.shown[i]
		g.table.selectAndShow(widget.TableCellID{Row: i, Col: 0}) // in sight: Edit and Withdraw act on it
		g.bySearch = placed
		return
	}
	g.unchoose()
}

// unchoose leaves no row chosen: the table's highlight cleared and the
// view told.
func (g *grid) unchoose() {
	g.chosen = -1
	g.table.UnselectAll()
	if g.onSelect != nil {
		g.onSelect(-1)
	}
}

// ringRow is the row the keyboard's ring stands on where the list has
// the keyboard, else -1: with no row chosen, the row Enter and a key's
// action mean and the arrows go from, as the ring draws it.
func (g *grid) ringRow() int {
	if t := g.table; t.focused && t.cursor.Row >= 0 && t.cursor.Row < len(g.shown) {
		return t.cursor.Row
	}
	return -1
}

// takeRing chooses the ring's row where no row is chosen, as Space would.
func (g *grid) takeRing() {
	if g.chosen < 0 && g.ringRow() >= 0 {
		g.table.Select(g.table.cursor)
	}
}

// step moves the chosen row by delta rows of those shown, staying within
// them; with none chosen, from the keyboard's ring where the list has the
// keyboard (the row Enter takes, drawn as where the arrows stand: the
// first Down chose the ring's own row), else to the first.
func (g *grid) step(delta int) {
	if len(g.shown) == 0 {
		return
	}
	i := slices.Index(g.shown, g.chosen)
	if i < 0 && g.ringRow() >= 0 {
		i = g.ringRow()
	} else if i < 0 {
		i, delta = 0, 0
	}
	g.selectRow(g.shown[max(0, min(len(g.shown)-1, i+delta))])
}

// jump takes Home, End, Page Up and Page Down as the rounds' boards take
// them (moveKey, ten rows a page): the first row, the last, ten up or
// down; false for any other key. Fyne's table takes none of them, so on
// the players' list the arbiter pressed Down once a player to reach the
// last.
func (g *grid) jump(name fyne.KeyName) bool {
	if len(g.shown) == 0 {
		return false
	}
	i := slices.Index(g.shown, g.chosen)
	if i < 0 {
		i = max(g.ringRow(), 0)
	}
	to, moved := moveKey(name, i, len(g.shown), 10)
	if !moved {
		return false
	}
	g.selectRow(g.shown[to])
	return true
}

// sortBy sorts by column col, the other way round when it is sorted by it
// already.
func (g *grid) sortBy(col int) {
	if !g.sortable || col < 0 || col >= len(g.cols) {
		return
	}
	if g.sortCol == col {
		g.desc = !g.desc
	} else {
		g.sortCol, g.desc = col, false
	}
	g.arrange()
	g.table.batch(g.fit)
	g.table.Refresh()
	g.reselect()
}

// wholeCell raises the rank of a row one of whose cells is the number
// typed, whole, above any rank input.Rank gives a word of a cell.
const wholeCell = 16

// arrange computes the rows shown: filtered, then sorted.
func (g *grid) arrange() {
	g.shown = g.shown[:0]
	searching := !g.filter.Empty()
	if searching && g.folded == nil {
		// Folded once for the rows, not at every key typed into the
		// search: a field of 2,000 players took 170 ms a key.
		g.folded = make([]input.Orders, len(g.rows))
		for i, r := range g.rows {
			cells := input.Searchable(strings.Join(g.searched(r), "\x00"))
			g.folded[i] = input.Orders{cells, cells}
			if g.familyFirst != nil && g.nameCol < len(r) {
				turned := slices.Clone(r)
				turned[g.nameCol] = g.familyFirst(i)
				g.folded[i][1] = input.Searchable(strings.Join(g.searched(turned), "\x00"))
			}
		}
	}
	rank := make(map[int]int)
	g.rank = rank
	for i := range g.rows {
		if !searching {
			g.shown = append(g.shown, i)
		} else if r := g.folded[i].Rank(g.filter); r != input.NoMatch {
			g.shown = append(g.shown, i)
			rank[i] = r
			if g.number != "" && slices.Contains(g.searched(g.rows[i]), g.number) {
				rank[i] += wholeCell
			}
		}
	}
	g.sortShown()
	// While searching, the best found first (the name typed before one
	// that holds it: Laine before Hämäläinen), in the list's order among
	// equals: the cursor goes to the first, for Enter.
	if searching {
		slices.SortStableFunc(g.shown, func(a, b int) int { return rank[b] - rank[a] })
	}
}

// sortShown sorts the rows shown by the column chosen, if any.
func (g *grid) sortShown() {
	if g.sortCol < 0 {
		return
	}
	col := g.sortCol
	order := g.compare[col]
	if order == nil {
		tag, err := language.Parse(g.lang)
		if err != nil {
			tag = language.English
		}
		words := collate.New(tag, collate.IgnoreCase)
		order = func(a, b int) int {
			x, y := g.data(a, col), g.data(b, col)
			nx, okX := cellNumber(x)
			ny, okY := cellNumber(y)
			switch {
			case okX && okY:
				return cmp.Compare(nx, ny)
			case x == "" || y == "": // blanks last
				return cmpBool(x == "", y == "")
			}
			return words.CompareString(x, y)
		}
	}
	slices.SortStableFunc(g.shown, func(a, b int) int {
		if g.desc {
			return order(b, a)
		}
		return order(a, b)
	})
}

// searched are the cells of row r the filter reads.
func (g *grid) searched(r []string) []string {
	if g.searchCols == nil {
		return r
	}
	var cells []string
	for _, c := range g.searchCols {
		if c < len(r) {
			cells = append(cells, r[c])
		}
	}
	return cells
}

// numberText reads "12½" and "2–3" (a shared place) as numbers.
// cellNumber reads a cell sorted as a number: digits with a sign or a
// point (a rating, "3½", "1–0"'s first score). ParseFloat alone also reads
// "Inf", "NaN" and hexadecimal, so a club named Inf sorted among the
// numbers.
func cellNumber(s string) (float64, bool) {
	s = numberText(s)
	if s == "" || strings.Trim(s, "0123456789.+-") != "" {
		return 0, false
	}
	n, err := strconv.ParseFloat(s, 64)
	return n, err == nil
}

func numberText(s string) string {
	s, _, _ = strings.Cut(s, "–")
	if rest, ok := strings.CutSuffix(s, "½"); ok {
		if rest == "" {
			rest = "0"
		}
		return rest + ".5"
	}
	return s
}

func cmpBool(a, b bool) int { // false first
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}

// heading is a column's title with an arrow on the sorted column.
func (g *grid) heading(col int) string {
	t := g.cols[col].title
	if col == g.sortCol {
		if g.desc {
			return t + " ▼"
		}
		return t + " ▲"
	}
	return t
}

// fit makes every column as wide as its heading and its widest cell, the
// cells up to the column's limit.
func (g *grid) fit() {
	g.width = 0
	g.fitted = g.fitted[:0]
	g.cells = g.cells[:0]
	texts := make([]string, 0, len(g.rows))
	for i, c := range g.cols {
		texts = texts[:0]
		for _, r := range g.rows {
			if i < len(r) && r[i] != "" {
				texts = append(texts, r[i])
			}
		}
		cells := float32(0)
		if len(texts) > 0 {
			cells = widest(texts, fyne.TextStyle{}) + g.cellPadding()
		}
		// A yielding column is as wide as its texts: squeeze narrows it
		// only where the table has no room, and a cap left the clubs cut
		// at 1366 px beside 250 px of the table empty.
		if c.width > 0 && !g.yielding(i) {
			cells = min(cells, c.width)
		}
		// Only the sorted column carries an arrow (sortBy fits again): a
		// room for it in every heading made the Finnish tables scroll sideways.
		head := g.cellWidth(g.heading(i), fyne.TextStyle{Bold: true})
		g.setWidth(i, max(head, cells))
		g.width += max(head, cells)
		g.last = max(head, cells)
		g.fitted = append(g.fitted, max(head, cells))
		g.cells = append(g.cells, cells)
	}
	g.fill(g.table.Size().Width)
	g.squeeze(g.table.Size().Width)
}

// yielding is a column that gives up width down to least, and never below
// its heading's.
type yielding struct {
	col   int
	least float32
}

// yieldMin is the least a club column keeps: a few letters and the
// ellipsis; nameMin a name's, its first name and the family name's
// beginning.
const (
	yieldMin = 72
	nameMin  = 150
)

// yielding reports whether column col gives up width (yields).
func (g *grid) yielding(col int) bool {
	return slices.ContainsFunc(g.yields, func(y yielding) bool { return y.col == col })
}

// squeeze narrows the yielding columns, the first first, so that the
// columns fit width, and gives them back their fitted widths when they do.
// A grid that wraps its heads breaks them onto two lines first where the
// yielding columns at their least would not make the columns fit.
func (g *grid) squeeze(width float32) {
	g.wrap(false)
	g.narrowed = g.breakCells(1)
	if len(g.yields) == 0 || width <= 0 {
		return
	}
	over := g.width + g.spacing() - width
	g.short = false
	if g.wrapHeads && over > g.yieldable() {
		// Heads broken in vain where the columns beyond reach go to the
		// scroll all the same stay whole.
		if saved := g.wrap(true); g.reach > 0 && over-saved > g.yieldable() {
			g.wrap(false)
		} else {
			over -= saved
		}
	}
	if g.reach > 0 && over > g.yieldable() { // the columns beyond reach are left to the scroll
		g.short = true
		for _, w := range g.widths[min(g.reach, len(g.widths)):] {
			over -= w + g.padding()
		}
	}
	// As few lines as leave the columns within the table; three where
	// none does, cut only then.
	for n := 2; g.wrapCells && over > 0 && n <= maxCellLines; n++ {
		if saved := g.breakCells(n); saved >= over || n == maxCellLines {
			over -= saved
			g.narrowed = saved
		}
	}
	for _, y := range g.yields {
		if y.col < 0 || y.col >= len(g.fitted) {
			continue
		}
		w := g.widths[y.col]
		to := max(min(w, g.least(y)), w-max(over, 0))
		over -= w - to
		g.narrowed += w - to
		g.setWidth(y.col, to)
	}
	if g.broken == nil {
		return
	}
	// The room the lines left goes back to the columns, the last to
	// yield first, so that the texts it holds lie on fewer lines.
	for i := len(g.yields) - 1; i >= 0 && over < 0; i-- {
		if col := g.yields[i].col; col >= 0 && col < len(g.fitted) {
			to := min(g.fitted[col], g.widths[col]-over)
			over += to - g.widths[col]
			g.narrowed -= to - g.widths[col]
			g.setWidth(col, to)
		}
	}
	g.layCells()
}

// maxCellLines is the most lines wrapCells breaks a row's texts onto: a
// name and a team of 30 characters each beside the results by board's
// eight figures fit 1024 px in three, in every language.
const maxCellLines = 3

// breakCells breaks the texts of the yielding columns onto n lines at
// most, each column as wide as its longest text's longest line broken so
// that line is the shortest it can be (breakWidth), its heading's at
// least, and the rows n lines high; n = 1 puts them back on one line,
// each column its fitted width. It returns the width the columns gave
// up. The texts keep those lines until layCells lays them in the widths
// squeeze settles.
func (g *grid) breakCells(n int) float32 {
	g.broken = nil
	var saved float32
	for _, y := range g.yields {
		if y.col < 0 || y.col >= len(g.fitted) {
			continue
		}
		to := g.fitted[y.col]
		if n > 1 {
			if g.broken == nil {
				g.broken = map[int][]string{}
			}
			texts := make([]string, len(g.rows))
			var lines []string
			for r := range g.rows {
				text := g.data(r, y.col)
				texts[r] = breakText(text, breakWidth(text, n, cellBreaks, fyne.TextStyle{}), cellBreaks, fyne.TextStyle{})
				lines = append(lines, strings.Split(texts[r], "\n")...)
			}
			g.broken[y.col] = texts
			to = min(to, max(widest(lines, fyne.TextStyle{})+g.cellPadding(), g.cellWidth(g.heading(y.col), fyne.TextStyle{Bold: true})))
		}
		saved += g.fitted[y.col] - to
		g.setWidth(y.col, to)
	}
	if n != max(g.lines, 1) {
		g.lines = n
		g.table.Refresh() // every row as high as a new cell, rowLines high
	}
	return saved
}

// cellBreaks are where wrapCells breaks a text: at a space, and after
// the hyphen of a double name.
const cellBreaks = " -"

// layCells lays each broken text on as few lines as its column's width
// holds, its lines as breakCells broke them where that takes more than a
// row has: a short name on one line beside a long one on two.
func (g *grid) layCells() {
	for col, texts := range g.broken {
		// The width is laid with room for the estimate's error, so that
		// every line laid fits as Fyne measures it.
		room := g.widths[col] - g.cellPadding() - pairSlack
		for r := range texts {
			if laid := breakText(g.data(r, col), room, cellBreaks, fyne.TextStyle{}); strings.Count(laid, "\n") < g.lines {
				texts[r] = laid
			}
		}
	}
}

// drawn is the text of the cell at row (as given to set) and column col
// as it is drawn: on the lines breakCells broke it onto.
func (g *grid) drawn(row, col int) string {
	if b, ok := g.broken[col]; ok && row >= 0 && row < len(b) {
		return b[row]
	}
	return g.data(row, col)
}

// least is the width a yielding column keeps, its heading's at least,
// and reachLeast where the grid makes room only for its first reach
// columns.
func (g *grid) least(y yielding) float32 {
	least := max(y.least, g.cellWidth(g.heading(y.col), fyne.TextStyle{Bold: true}))
	if g.short {
		least = max(least, g.reachLeast)
	}
	return least
}

// yieldable is the width the yielding columns can give up.
func (g *grid) yieldable() float32 {
	var w float32
	for _, y := range g.yields {
		if y.col >= 0 && y.col < len(g.fitted) {
			w += max(g.fitted[y.col]-g.least(y), 0)
		}
	}
	return w
}

// wrap breaks the heads that break (headLines) onto two lines, each
// column then as wide as its longer line or its widest cell, and makes
// the heading row two lines high; or puts them back on one line, each
// column its fitted width. It returns the width the columns gave up.
func (g *grid) wrap(on bool) float32 {
	if !on && !g.wrapped {
		return 0
	}
	g.wrapped = on
	var saved float32
	for i := range g.cols {
		if i >= len(g.fitted) || g.yielding(i) {
			continue
		}
		to := g.fitted[i]
		if on {
			if _, ok := g.headLines(g.heading(i)); ok {
				to = min(to, max(g.cells[i], g.headWidth(g.headText(i))))
			}
		}
		saved += g.fitted[i] - to
		g.setWidth(i, to)
	}
	one, two := newGridHeader(g), newGridHeader(g)
	one.SetText("A")
	two.SetText("A\nA")
	g.headExtra = 0
	if on {
		g.headExtra = two.MinSize().Height - one.MinSize().Height
	}
	g.table.SetRowHeight(-1, one.MinSize().Height+g.headExtra)
	return saved
}

// headText is the text column col's head shows: its heading, on two
// lines while the heads are wrapped.
func (g *grid) headText(col int) string {
	h := g.heading(col)
	if !g.wrapped {
		return h
	}
	if lines, ok := g.headLines(h); ok {
		return lines
	}
	return h
}

// headLines is a head broken onto two lines after the ':', '-' or '+'
// that leaves its longer line the shortest ("BH:OP-" over "C1/P",
// "LKO+" over "YPT/P"); false where it has none.
func (g *grid) headLines(head string) (string, bool) {
	bold := fyne.TextStyle{Bold: true}
	lines := breakText(head, breakWidth(head, 2, ":-+", bold), ":-+", bold)
	return lines, strings.Contains(lines, "\n")
}

// headWidth is the width a head needs, its longest line.
func (g *grid) headWidth(text string) float32 { return g.cellWidth(text, fyne.TextStyle{Bold: true}) }

// textPiece is a part of a text between the places it may break, with
// what joins it to the one before on a line: "" or a space.
type textPiece struct{ join, text string }

// textPieces are text's parts between the places it may break: after any
// of marks, a space dropped where it breaks.
func textPieces(text, marks string) []textPiece {
	var pieces []textPiece
	join, start := "", 0
	for i, r := range text {
		if !strings.ContainsRune(marks, r) {
			continue
		}
		end, next := i+len(string(r)), ""
		if r == ' ' {
			end, next = i, " "
		}
		if t := text[start:end]; t != "" {
			pieces = append(pieces, textPiece{join, t})
			join = next
		} else if len(pieces) > 0 {
			join = max(join, next)
		}
		start = i + len(string(r))
	}
	if t := text[start:]; t != "" {
		pieces = append(pieces, textPiece{join, t})
	}
	return pieces
}

// breakText is text laid on lines of width at most, each filled as far
// as it goes, broken after any of marks; a piece wider than width has a
// line of its own.
func breakText(text string, width float32, marks string, style fyne.TextStyle) string {
	pieces := textPieces(text, marks)
	if len(pieces) < 2 {
		return text
	}
	m := pairModel(style)
	lines := []string{pieces[0].text}
	for _, p := range pieces[1:] {
		last := &lines[len(lines)-1]
		if on := *last + p.join + p.text; m.estimate(on) <= width {
			*last = on
		} else {
			lines = append(lines, strings.TrimLeft(p.text, " "))
		}
	}
	return strings.Join(lines, "\n")
}

// breakWidth is the least width on which breakText lays text on n lines
// at most: its longest line is then the shortest it can be.
func breakWidth(text string, n int, marks string, style fyne.TextStyle) float32 {
	pieces := textPieces(text, marks)
	m := pairModel(style)
	// The width of every run of pieces, one of which is the least.
	var widths []float32
	for i := range pieces {
		run := strings.TrimLeft(pieces[i].text, " ")
		widths = append(widths, m.estimate(run))
		for _, p := range pieces[i+1:] {
			run += p.join + p.text
			widths = append(widths, m.estimate(run))
		}
	}
	slices.Sort(widths)
	for _, w := range widths {
		if strings.Count(breakText(text, w, marks, style), "\n") < n {
			return w
		}
	}
	return m.estimate(text)
}

// spacing is the width the table takes beyond its columns': the vertical
// scroll bar's strip at the right, and a padding after each column, where
// Fyne draws its divider (the divider takes no width of its own: counted
// too, a club was cut with a pixel a column of the table empty).
func (g *grid) spacing() float32 {
	return theme.ScrollBarSize() + float32(len(g.cols))*g.padding()
}

// padding is the width of the line Fyne draws between two columns of g:
// the window's padding, or its own theme's.
func (g *grid) padding() float32 {
	if g.theme != nil {
		return g.theme.Size(theme.SizeNamePadding)
	}
	return theme.Padding()
}

// fill widens a fillLast grid's last column to the table's width.
func (g *grid) fill(width float32) {
	if !g.fillLast || len(g.cols) == 0 {
		return
	}
	spare := width - g.width - g.spacing()
	g.filled = g.last + max(spare, 0)
	g.setWidth(len(g.cols)-1, g.filled)
}

// setWidth gives column col its width. The table redraws every visible
// cell at each width changed: fit, fill and squeeze set theirs under
// gridTable.batch, which redraws once.
func (g *grid) setWidth(col int, width float32) {
	for len(g.widths) <= col {
		g.widths = append(g.widths, 0)
	}
	g.widths[col] = width
	g.table.SetColumnWidth(col, width)
}

// truncation is how a cell of column col shows text: cut with an
// ellipsis only when it does not fit. Fyne shapes the text of an
// ellipsis label anew at every redraw and resize of its cell, fitting or
// not: half the processor time of showing a table of a thousand rows.
func (g *grid) truncation(col int, text string, style fyne.TextStyle) fyne.TextTruncation {
	if text == "" || col < len(g.widths) && g.cellWidth(text, style) <= g.widths[col] {
		return fyne.TextTruncateOff
	}
	return fyne.TextTruncateEllipsis
}

// wholeCut is what the cells of row (as given to set) show cut short,
// each whole under its column's heading ("Club: Tallinna Kalev Male- ja
// Kabeklubi"), "" where none is cut.
func (g *grid) wholeCut(row int) string {
	var cut []string
	for col, c := range g.cols {
		if g.truncation(col, drawable(g.drawn(row, col)), fyne.TextStyle{}) == fyne.TextTruncateEllipsis {
			cut = append(cut, c.title+": "+drawable(g.data(row, col)))
		}
	}
	return strings.Join(cut, " · ")
}

// cellWidth is the width a cell needs to show text whole: the text and
// the label's inner padding on both sides. A cell whose text fits draws it
// uncut (truncation): Fyne's ellipsis keeps a few pixels spare beyond that
// (a shared place "1–2" under the Finnish "Sija" read "1…"), and counted
// in every cell and heading those pixels took the Estonian standings' clubs
// their last letters at 1024 px.
func cellWidth(text string, style fyne.TextStyle) float32 {
	return fyne.MeasureText(text, theme.TextSize(), style).Width + cellPadding()
}

func cellPadding() float32 { return 2 * theme.InnerPadding() }

// cellWidth is the width a cell of g needs to show text whole, in g's
// own room around its text: a compact grid's cells keep half the
// window's (look.Compact), and measured with the window's its columns
// took 8 px each they did not draw.
func (g *grid) cellWidth(text string, style fyne.TextStyle) float32 {
	var w float32
	for line := range strings.SplitSeq(text, "\n") {
		w = max(w, fyne.MeasureText(line, theme.TextSize(), style).Width)
	}
	return w + g.cellPadding()
}

// cellPadding is the room a cell of g keeps either side of its text
// together.
func (g *grid) cellPadding() float32 {
	if g.theme != nil {
		return 2 * g.theme.Size(theme.SizeNameInnerPadding)
	}
	return cellPadding()
}

// drawable is text as the window's fonts can draw it: the results' minus
// sign (U+2212, "+ : −", as the paper prints it) is in neither of Fyne's
// fonts and showed as a broken glyph where no system font had it; the en
// dash stands in for it on screen. The arrow of "old → new" (U+2192) is in
// Fyne's symbol font, yet drawn with a broken glyph after it; the long
// arrow (U+27F6) is drawn whole.
func drawable(text string) string { return onScreen.Replace(text) }

var onScreen = strings.NewReplacer("\u2212", "\u2013", "\u2192", "\u27f6")

// data is the text at a row as given to set.
func (g *grid) data(row, col int) string {
	if row < 0 || row >= len(g.rows) || col < 0 || col >= len(g.rows[row]) {
		return ""
	}
	return g.rows[row][col]
}

// dataRow is the index, in the rows given to set, of shown row r (-1 for
// none).
func (g *grid) dataRow(r int) int {
	if r < 0 || r >= len(g.shown) {
		return -1
	}
	return g.shown[r]
}

// selectRow selects the row that set gave at index row, when it is shown,
// and scrolls to it; another row (-1: none) unselects.
func (g *grid) selectRow(row int) {
	if i := slices.Index(g.shown, row); i >= 0 {
		g.table.selectAndShow(widget.TableCellID{Row: i, Col: 0})
		return
	}
	g.chosen = -1
	g.table.UnselectAll()
}

// gridTable is Fyne's table kept in step with its own scroller. Fyne's
// Table keeps a copy of the scroll offset from which it decides which rows
// to draw, and the copy goes wrong in three ways, each leaving the top rows
// blank until the arbiter scrolls (the Players table after an import, the
// leaders in the Standings):
//   - Select scrolls to the row as if the table were 0 pixels high when it
//     has no size yet (a view built after a language switch or a file
//     opened, with a row chosen): the copy says the rows above the chosen
//     one are out of sight, while the scroller, once laid out, shows them;
//   - the scroller puts its offset back to 0 when the rows come to fit in
//     it (a taller window, fewer rows), without telling the table;
//   - each renderer the table makes (Fyne's cache drops the renderers of a
//     view not shown for a minute) has a new scroller at the top, while
//     the copy stays where the old one was scrolled to: the Standings'
//     places 1–8 blank after view switches, the Rounds all but a sliver.
//
// So a row selected before the table has a size is scrolled to once it
// has one, a resize that lets every row fit tells the table it is at the
// top, and a new renderer starts the table at the top with the arbiter's
// row (the cursor's board, the chosen player) scrolled into view.
type gridTable struct {
	widget.Table
	g       *grid
	pending *widget.TableCellID // selected before the table had a size
	scroll  *container.Scroll   // the scroller of the renderer in use
	// holding is true while batch runs, held when it held back a redraw.
	holding, held bool
	// focused is true while the table has the keyboard. cursor is the
	// cell that Space chooses, Fyne's highlighted cell: the chosen one,
	// or where Left and Right moved from it (before any is chosen, from
	// the first). Fyne tells it (OnHighlighted) when the keyboard comes
	// and at each key, and also as the mouse hovers a cell, which moves
	// no cursor: tracking is true while a tell counts.
	focused, tracking bool
	cursor            widget.TableCellID
}

// ringsCell tells whether the cell id is drawn ringed: the cursor's
// while the table has the keyboard. Fyne marks the keyboard on a table
// only by a tint of the hover colour over that cell, 1.2:1 against the
// cell without it, and Tab onto a view's list seemed to show nothing.
func (t *gridTable) ringsCell(id widget.TableCellID) bool { return t.focused && t.cursor == id }

// FocusGained rings the cursor's cell (ringsCell).
func (t *gridTable) FocusGained() {
	t.focused = true
	t.tracked(t.Table.FocusGained)
	t.Refresh()
}

// FocusLost takes the ring off; Fyne's table redraws its cells.
func (t *gridTable) FocusLost() {
	t.focused = false
	t.Table.FocusLost()
}

// tracked runs f, one of Fyne's table's own, taking the cursor it
// tells (OnHighlighted).
func (t *gridTable) tracked(f func()) {
	t.tracking = true
	defer func() { t.tracking = false }()
	f()
}

// batch runs f, holding back the redraws of every visible cell that each
// column width it sets asks for (fit sets them all, one by one), and
// reports whether it held any back: the caller redraws once.
func (t *gridTable) batch(f func()) (held bool) {
	if t.holding {
		f()
		return false
	}
	t.holding, t.held = true, false
	defer func() { t.holding = false }()
	f()
	return t.held
}

// gridTableRenderer is the table's renderer, whose redraws batch holds
// back.
type gridTableRenderer struct {
	fyne.WidgetRenderer
	t *gridTable
}

func (r *gridTableRenderer) Refresh() {
	if r.t.holding {
		r.t.held = true
		return
	}
	r.WidgetRenderer.Refresh()
	r.t.fitRows()
}

// fitRows makes the scroller's content as high as the rows shown, and the
// table's copy of the offset the scroller's. Fyne's Table lays its
// scroller out again only when the scroller's size changes, not when the
// number of rows does, and its Select scrolls to the row and has the
// scroller check the offset against the content it has: rows that grew
// from one (a search cleared) with that row chosen were measured as one
// row still, the scroller put its offset back to the top without telling
// the table, and the table drew the rows of the offset it had asked for
// where the scroller showed the top: rows 1–8 blank, the chosen player out
// of sight, Edit and Withdraw on him. So every redraw of the table leaves
// its scroller's content the height of its rows, before anything scrolls.
func (t *gridTable) fitRows() {
	s := t.scroll
	if s == nil || s.Content == nil {
		return
	}
	least, size := s.Content.MinSize(), s.Size()
	want := fyne.NewSize(max(least.Width, size.Width), max(least.Height, size.Height))
	if s.Content.Size() == want {
		return
	}
	s.Refresh() // lays the content out at its rows' size
	off := fyne.NewPos(
		max(0, min(s.Offset.X, want.Width-size.Width)),
		max(0, min(s.Offset.Y, want.Height-size.Height)))
	t.ScrollToOffset(off) // sets the table's copy to the scroller's offset, even when that stays
}

func newGridTable(g *grid, length func() (int, int), create func() fyne.CanvasObject, update func(widget.TableCellID, fyne.CanvasObject)) *gridTable {
	t := &gridTable{g: g}
	t.Length, t.CreateCell, t.UpdateCell = length, create, update
	t.OnHighlighted = func(id widget.TableCellID) {
		if t.tracking && id != t.cursor {
			t.cursor = id
			t.Refresh()
		}
	}
	t.ExtendBaseWidget(t)
	return t
}

// passFrom has the view's buttons pass keys to the list as if it had the
// keyboard, and the others to a box open over them (toModal): a box
// opened by a button gives the keyboard back to it, and the list's keys
// (Insert, which adds) did nothing from there.
func (g *grid) passFrom(keys []fyne.KeyName, buttons ...*button.Button) {
	for _, b := range buttons {
		b.Pass = func(ev *fyne.KeyEvent) {
			if slices.Contains(keys, ev.Name) {
				g.table.TypedKey(ev)
				return
			}
			toModal(b, ev)
		}
	}
}

// TypedKey gives the view's own keys (onKey) first; then Insert adds a
// row (insert) and Enter opens the chosen one, else the ring's
// (onActivate), in every
// list that adds or opens one, as a double click opens it. Up and Down
// move the chosen row, as they do from the search (step): Fyne's table
// moves a cursor of its own that Enter, Edit, Withdraw and Ctrl+W did not
// follow, and they acted on the row Space had chosen before, rows away.
func (t *gridTable) TypedKey(ev *fyne.KeyEvent) {
	if keyhold.Help(t, ev) {
		return
	}
	g := t.g
	if g.onKey != nil && g.onKey(ev) {
		return
	}
	switch ev.Name {
	case fyne.KeyUp:
		g.step(-1)
		return
	case fyne.KeyDown:
		g.step(1)
		return
	case fyne.KeyHome, fyne.KeyEnd, fyne.KeyPageUp, fyne.KeyPageDown:
		if g.jump(ev.Name) {
			return
		}
	case fyne.KeyInsert:
		if g.add() {
			return
		}
		// A list that adds nothing gives Insert to the window, which
		// begins a new player in the players' list (Shell.insertKey).
		if c := fyne.CurrentApp().Driver().CanvasForObject(t); c != nil && c.OnTypedKey() != nil {
			c.OnTypedKey()(ev)
			return
		}
	case fyne.KeyDelete:
		if g.remove != nil {
			if !g.remove.Disabled() {
				g.remove.OnTapped()
			}
			return
		}
	case fyne.KeyReturn, fyne.KeyEnter:
		// With no row chosen, the ring's row is the one Enter means, as
		// Space would choose it: after a box closed by Escape the ring
		// stood on the players' row 1 and Enter opened no one.
		if g.onActivate != nil && g.chosen < 0 {
			g.takeRing()
		}
		if g.onActivate != nil && g.chosen >= 0 {
			g.onActivate(g.chosen)
			return
		}
	}
	t.tracked(func() { t.Table.TypedKey(ev) })
}

// TypedRune takes a letter typed on a list that has a search to the
// search, which then finds the row: typing a name on the players' list did
// nothing, its search reached only by the mouse. Space stays the table's.
func (t *gridTable) TypedRune(r rune) {
	f := t.g.search
	if r == ' ' || f == nil || f.Disabled() || !f.Visible() {
		t.Table.TypedRune(r)
		return
	}
	t.g.window.Focus(f)
	f.TypedRune(r)
}

// selectAndShow selects a cell and scrolls to it, now or, for a table not
// yet laid out, when it is.
func (t *gridTable) selectAndShow(id widget.TableCellID) {
	var before fyne.Position
	if t.scroll != nil {
		before = t.scroll.Offset
	}
	t.Select(id)
	if t.Size().Height > 0 {
		// Select's own scroll goes a heading too far, and scrollTo would
		// keep it where the row is in sight already: it scrolls from
		// where the rows were (a row 7 cleared back into the check-in
		// list's first page left its row 1 cut under the headings).
		t.ScrollToOffset(before)
		t.scrollTo(id)
		t.Refresh()
		return
	}
	t.ScrollToOffset(fyne.Position{}) // undoes the scroll to nowhere Select made
	t.pending = &id
}

func (t *gridTable) CreateRenderer() fyne.WidgetRenderer {
	r := t.Table.CreateRenderer()
	t.scroll = nil
	for _, o := range r.Objects() {
		if s, ok := o.(*container.Scroll); ok {
			t.scroll = s
		}
	}
	// The table is not in the cache while its renderer is made: nothing
	// here may refresh it, or the cache would make another.
	t.ScrollToOffset(fyne.Position{})
	if t.g.chosen < 0 {
		return &gridTableRenderer{r, t}
	}
	if i := slices.Index(t.g.shown, t.g.chosen); i >= 0 {
		id := widget.TableCellID{Row: i, Col: 0}
		if t.Size().Height > 0 {
			t.scrollTo(id) // no refresh: see above
		} else {
			t.pending = &id
		}
	}
	return &gridTableRenderer{r, t}
}

func (t *gridTable) Resize(size fyne.Size) {
	shrank := size.Height < t.Size().Height
	t.Table.Resize(size)
	if size.Height <= 0 {
		return
	}
	if t.batch(func() { t.g.fill(size.Width); t.g.squeeze(size.Width) }) {
		t.Table.Refresh()
	}
	t.g.sayBeyond(size.Width)
	if id := t.pending; id != nil {
		t.pending = nil
		t.scrollTo(*id)
		t.Refresh()
		return
	}
	if t.g.height() <= size.Height {
		t.ScrollToOffset(fyne.Position{})
		return
	}
	// A table made lower (a message that wraps under it) keeps the
	// arbiter's row in sight: it was shown, and is the row he works on.
	if i := slices.Index(t.g.shown, t.g.chosen); shrank && t.g.chosen >= 0 && i >= 0 {
		t.scrollTo(widget.TableCellID{Row: i, Col: 0})
		t.Refresh()
	}
}

// scrollTo scrolls the least that shows row id whole. Fyne's ScrollTo
// counts the headings' height into the row's place, though its rows lie
// under the headings already: a row above those in sight went under the
// headings (a new round's match 1 and board 1, where the cursor was).
// Without the headings counted it measures the rows alone; they are
// shown again before anything is drawn: the caller refreshes the table,
// unless it is making the renderer, which draws them anyway and whose
// refresh would make another renderer, and so on until memory ran out.
//
// The least scroll down stops where the row's floor falls, which leaves
// the top row cut under the headings; it goes on to the next row's top,
// the row still whole where the table has room for one.
func (t *gridTable) scrollTo(id widget.TableCellID) {
	t.ShowHeaderRow = false
	t.ScrollTo(id)
	t.ShowHeaderRow = true
	if t.scroll == nil {
		return
	}
	off, pitch := t.scroll.Offset, t.g.rowPitch()
	top := off.Y - float32(math.Mod(float64(off.Y), float64(pitch)))
	if off.Y-top > 0.5 && top+pitch <= float32(id.Row)*pitch+0.5 {
		t.ScrollToOffset(fyne.NewPos(off.X, top+pitch))
	}
}

// height is how high the grid's rows and heading are together: a table
// at least this high shows them all, unscrolled.
func (g *grid) height() float32 {
	return g.rowPitch()*float32(len(g.shown)+1) + g.headExtra
}

// rowPitch is how far apart the grid's rows lie: a row and the line
// below it.
func (g *grid) rowPitch() float32 {
	row := widget.NewLabel(g.rowLines()).MinSize().Height + theme.Padding()
	if g.theme != nil { // the text keeps its height, the room around it is the grid's
		row += 2 * (g.theme.Size(theme.SizeNameInnerPadding) - theme.InnerPadding())
	}
	return row
}

// rowLines is a text as many lines high as a row (breakCells).
func (g *grid) rowLines() string { return strings.Repeat("A\n", max(g.lines, 1)-1) + "A" }

// setCompact gives the grid's cells less room around their text, for a
// view that shows two tables and a form at once (a team round's matches
// and a match's boards at 1024×700) or a table of many columns (the final
// standings). Before the table is drawn.
func (g *grid) setCompact() { g.theme = look.Compact{} }

// themed is a cell in the grid's own theme, where it has one.
func (g *grid) themed(o fyne.CanvasObject) fyne.CanvasObject {
	if g.theme == nil {
		return o
	}
	return container.NewThemeOverride(o, g.theme)
}

// gridCell is one cell: a label that selects its row when clicked,
// ringed while it is the cell Space chooses in a table with the keyboard.
type gridCell struct {
	widget.Label
	g      *grid
	id     widget.TableCellID
	ringed bool
}

// CreateRenderer is the label's, with the keyboard's ring over it while
// the cell is ringed, in the colour of the text, as a button with the
// keyboard is ringed.
func (c *gridCell) CreateRenderer() fyne.WidgetRenderer {
	return button.Ringed(c.Label.CreateRenderer(), button.RingWidth/2, func(ring *canvas.Rectangle) {
		th := c.Theme()
		ring.Hidden = !c.ringed
		ring.StrokeColor = th.Color(theme.ColorNameForeground, fyne.CurrentApp().Settings().ThemeVariant())
		ring.CornerRadius = th.Size(theme.SizeNameSelectionRadius)
	})
}

func (c *gridCell) Tapped(*fyne.PointEvent) { c.g.click(c.id) }

// click chooses the cell id's row and gives the keyboard to the table, or
// to the box its keys go to (clickTo), as Fyne's own table does: the
// keyboard stayed where it was (the Standings' drop-down), or nowhere, the
// driver taking it off whatever lies outside the click, and Down after a
// click on a row moved nothing. It goes first, as the view's choice may
// take it on.
func (g *grid) click(id widget.TableCellID) {
	if c := fyne.CurrentApp().Driver().CanvasForObject(g.table); c != nil {
		to := g.clickTo
		if to == nil {
			to = g.table
		}
		c.Focus(to)
	}
	g.table.Select(id)
}

// activeCell is the cell of a grid whose rows open something: a double
// click activates the row. (Only these cells wait to tell a click from a
// double click.)
type activeCell struct{ gridCell }

func (c *activeCell) DoubleTapped(*fyne.PointEvent) {
	c.g.click(c.id)
	if r := c.g.dataRow(c.id.Row); r >= 0 && c.g.onActivate != nil {
		c.g.onActivate(r)
	}
}

// gridHeader is a column heading; clicking it sorts a sortable grid.
type gridHeader struct {
	widget.Label
	g   *grid
	col int
}

func newGridHeader(g *grid) *gridHeader {
	h := &gridHeader{g: g}
	h.TextStyle = fyne.TextStyle{Bold: true}
	h.Truncation = fyne.TextTruncateEllipsis
	h.ExtendBaseWidget(h)
	return h
}

func (h *gridHeader) Tapped(*fyne.PointEvent) { h.g.sortBy(h.col) }

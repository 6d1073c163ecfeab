package printing

import (
	"slices"
	"strings"
)

// column is one column of a printed table; width is its share of the
// table's width, so the same table fits A4, Letter and landscape.
type column struct {
	head  string // the heading, in the sheet's language
	width float64
	align string // "L", "C" or "R"
	bold  bool
	// wrap lets a text too long for a line break between words onto more
	// lines of its row (a club's long name, a ruling) rather than shrink
	// the whole column below the table's size.
	wrap bool
	// names: its cells are names written family name first
	// ("Björkqvist-Wäänänen, Anna-Kaisa"), which break after the comma
	// where that takes no more lines; any other text breaks where its
	// line is full ("only 1 GM, 3 needed" is no name).
	names bool
	// kin, when not 0, names the columns that are one column's two sides
	// (White's and Black's names, clubs, ratings): they take one type size,
	// the smaller of theirs, so that a long name on one side does not set
	// that side alone in smaller type.
	kin int
}

// table writes rows that break across pages, repeating the column heads on
// every page and shading every other row so a line is easy to follow.
//
// Every sheet's tables are laid out here, once, by the same rules: each
// column has one type size, chosen for the column from its longest entry
// and never under minSize; a text breaks into lines only between words
// (at a newline, or where a wrapping column's line is full); the heads
// share one size; and a table that runs onto another page carries at
// least orphanRows rows there (or ends where a page does), so that no
// page holds a table's last row or two alone.
type table struct {
	s      *sheet
	cols   []column
	widths []float64
	x      float64
	size   float64 // the table's font size in points, the largest it uses
	rowH   float64 // a row's least height in millimetres
	n      int
	// tail is the height of what must follow the table's last row on its
	// page (a legend, signatures): when it would not fit there, the last
	// rows go over with it.
	tail float64
	// again, when set, is the heading the rows go on under on each page
	// after the table's first (a report's round marked as continued): the
	// heads alone did not say whose rows they were.
	again string
	// after, when set, draws over row i once it is drawn at y, h high (a
	// crosstable's own squares).
	after func(i int, y, h float64)

	// Set by layout.
	sizes    []float64 // each column's font size
	headSize float64
	headH    float64
	// fixed is set by lay: the widths and sizes chosen there stand for
	// every later draw.
	fixed bool
}

// minSize is the smallest type any table prints: 6 points.
const minSize = 6.0

// orphanRows is the least number of a table's rows its last page holds.
const orphanRows = 5

// shortHalf is the least number of rows each half of a table too short
// for orphanRows on each of two pages holds when a tail parts them.
const shortHalf = 3

func (s *sheet) newTable(cols []column, size, rowH float64) *table {
	return s.newTableAt(margin, s.contentWidth(), cols, size, rowH)
}

// newTableAt places a table of total width w at x, for tables side by side.
func (s *sheet) newTableAt(x, w float64, cols []column, size, rowH float64) *table {
	total := 0.0
	for _, c := range cols {
		total += c.width
	}
	t := &table{s: s, cols: cols, x: x, size: size, rowH: rowH}
	for _, c := range cols {
		t.widths = append(t.widths, w*c.width/total)
	}
	return t
}

// floor is the smallest size a column of the table may take: a quarter
// under the table's, never under minSize.
func (t *table) floor() float64 { return min(t.size, max(minSize, t.size*shrink)) }

// room is the width a text of column i may take inside the cell margins.
func (t *table) room(i int) float64 { return t.widths[i] - 2*t.s.pdf.GetCellMargin() }

// slack is what a column made wide enough for a text is given over the
// text's own width, in millimetres: the width to the last bit, the test of
// a full line (wrapWords), adding the words one by one, found the line
// over by a rounding, and broke or shrank it.
const slack = 0.2

// widen makes column i wide enough for the widest of texts in the
// table's font (bold when the column is), taking the width from column
// from: the places "131–145" of a long standings list.
func (t *table) widen(i, from int, texts []string) {
	t.font(i, t.size)
	short := -t.widths[i]
	for _, text := range texts {
		// The text and the cell's margins on both sides.
		short = max(short, t.s.pdf.GetStringWidth(text)+2*t.s.pdf.GetCellMargin()+slack-t.widths[i])
	}
	if short > 0 {
		t.widths[i] += short
		t.widths[from] -= short
	}
}

// fitHeads widens a column whose head has a word too long for it even at
// the smallest size, taking the width from the widest column that can
// spare it, so that no head is cut ("Vahvuusluku" over four digits).
func (t *table) fitHeads() {
	t.s.font("B", t.floor())
	need := make([]float64, len(t.cols))
	for i, c := range t.cols {
		for _, word := range strings.Fields(c.head) {
			need[i] = max(need[i], t.s.pdf.GetStringWidth(word)+2*t.s.pdf.GetCellMargin())
		}
	}
	for i := range t.cols {
		short := need[i] - t.widths[i]
		if short <= 0 {
			continue
		}
		j := -1
		for k := range t.cols {
			if k != i && t.widths[k]-short >= need[k] && (j < 0 || t.widths[k] > t.widths[j]) {
				j = k
			}
		}
		if j >= 0 {
			t.widths[i] += short
			t.widths[j] -= short
		}
	}
}

// measured is a text's paragraphs split into words, each word's width
// at the table's size, and a space's.
type measured struct {
	paras  [][]string
	widths [][]float64
	space  float64
}

func (t *table) measure(text string) measured {
	p := t.s.pdf
	m := measured{space: p.GetStringWidth(" ")}
	for _, para := range strings.Split(text, "\n") {
		words := strings.Fields(para)
		var ws []float64
		for _, w := range words {
			ws = append(ws, p.GetStringWidth(w))
		}
		m.paras = append(m.paras, words)
		m.widths = append(m.widths, ws)
	}
	return m
}

// lines breaks a measured text into lines at size f times the table's
// for a cell of room millimetres: at its newlines, and when wrap is set
// between words where a line is full. A name (names) with a comma that
// needs breaking ("Björkqvist-Wäänänen, Anna-Kaisa") breaks after the
// comma when that takes no more lines: the given names after the family
// name. A word too long for a line stands on a line of its own (and is
// cut when drawn).
func (m measured) lines(f, room float64, wrap, names bool) []string {
	var out []string
	for k, words := range m.paras {
		ws := m.widths[k]
		if !wrap {
			out = append(out, strings.Join(words, " "))
			continue
		}
		greedy := wrapWords(words, ws, m.space*f, f, room)
		if names && len(greedy) > 1 {
			for i := range words[:len(words)-1] {
				if strings.HasSuffix(words[i], ",") {
					alt := append([]string{strings.Join(words[:i+1], " ")}, wrapWords(words[i+1:], ws[i+1:], m.space*f, f, room)...)
					if len(alt) <= len(greedy) && lineWidth(ws[:i+1], m.space)*f <= room {
						greedy = alt
					}
					break
				}
			}
		}
		out = append(out, greedy...)
	}
	return out
}

// wrapWords fills lines with words greedily.
func wrapWords(words []string, ws []float64, space, f, room float64) []string {
	var out []string
	start, w := 0, 0.0
	for i := range words {
		add := ws[i] * f
		if i > start {
			add += space
		}
		if i > start && w+add > room {
			out = append(out, strings.Join(words[start:i], " "))
			start, w, add = i, 0, ws[i]*f
		}
		w += add
	}
	if len(words) > start {
		out = append(out, strings.Join(words[start:], " "))
	}
	return out
}

func lineWidth(ws []float64, space float64) float64 {
	w := 0.0
	for i, x := range ws {
		if i > 0 {
			w += space
		}
		w += x
	}
	return w
}

// fits tells whether a measured text at size f times the table's fits a
// cell of room: each paragraph on one line, or (wrap) in at most two
// lines broken between words.
func (m measured) fits(f, room float64, wrap bool) bool {
	if wrap && !m.wordsFit(f, room) {
		return false
	}
	for k, words := range m.paras {
		ws := m.widths[k]
		if wrap && len(wrapWords(words, ws, m.space*f, f, room)) > 2 || !wrap && lineWidth(ws, m.space)*f > room {
			return false
		}
	}
	return true
}

// wordsFit tells whether every word fits room at size f times the table's.
func (m measured) wordsFit(f, room float64) bool {
	return !slices.ContainsFunc(m.widths, func(ws []float64) bool {
		return slices.ContainsFunc(ws, func(w float64) bool { return w*f > room })
	})
}

// sizeFor is the one size of a column of texts, chosen from its longest:
// the largest from the table's down, in steps of a quarter point, at
// which every text keeps one line (a paragraph a line), down to the
// floor; failing that, a wrapping
// column takes the largest size at which each text breaks between words
// into at most two lines, or else at which every word fits a line; a
// column that does not wrap takes the floor, a text too long even then
// cut with an ellipsis.
func (t *table) sizeFor(texts []measured, room float64, wrap bool) float64 {
	largest := func(least float64, ok func(m measured, f float64) bool) float64 {
		for s := t.size; s >= least-0.001; s -= 0.25 {
			if !slices.ContainsFunc(texts, func(m measured) bool { return !ok(m, s/t.size) }) {
				return s
			}
		}
		return 0
	}
	if s := largest(t.floor(), func(m measured, f float64) bool { return m.fits(f, room, false) }); s > 0 || !wrap {
		return max(s, t.floor())
	}
	if s := largest(t.floor(), func(m measured, f float64) bool { return m.fits(f, room, true) }); s > 0 {
		return s
	}
	if s := largest(t.floor(), func(m measured, f float64) bool { return m.wordsFit(f, room) }); s > 0 {
		return s
	}
	return t.floor()
}

// headed tells whether the table has a row of heads.
func (t *table) headed() bool {
	return slices.ContainsFunc(t.cols, func(c column) bool { return c.head != "" })
}

// layout chooses the columns' widths, the heads' size and each column's
// (unless lay has chosen them), and breaks every row's cells into their
// lines, giving each row's height.
func (t *table) layout(rows [][]string) (cells [][][]string, heights []float64) {
	texts := make([][]measured, len(t.cols))
	for i := range t.cols {
		t.font(i, t.size)
		texts[i] = make([]measured, len(rows))
		for r, row := range rows {
			if i < len(row) {
				texts[i][r] = t.measure(row[i])
			}
		}
	}
	if !t.fixed {
		t.choose(texts)
	}
	cells = make([][][]string, len(rows))
	for i := range rows {
		cells[i] = make([][]string, len(t.cols))
	}
	for i, c := range t.cols {
		for r := range rows {
			cells[r][i] = texts[i][r].lines(t.sizes[i]/t.size, t.room(i), c.wrap, c.names)
		}
	}
	heights = make([]float64, len(rows))
	for r := range rows {
		heights[r] = t.rowH
		for i := range t.cols {
			if n := len(cells[r][i]); n > 1 {
				heights[r] = max(heights[r], float64(n)*lineHeight*t.sizes[i]+1)
			}
		}
	}
	return cells, heights
}

// lay chooses the table's widths and sizes once for all the groups of
// rows it will draw one by one, each under a heading of its own (a
// board's players, a match's boards), so that every group is laid out
// alike: one width and one type size a column down the whole sheet.
func (t *table) lay(groups ...[][]string) {
	var all [][]string
	for _, g := range groups {
		all = append(all, g...)
	}
	t.layout(all)
	t.fixed = true
}

// sameSize lays out tables one above the other, each for its rows, and
// gives their column i one size, the smallest of theirs: a column that
// holds the same things in each (the players' names of the forecast's two
// tables) keeps one size down the sheet.
func sameSize(i int, tables []*table, rows [][][]string) {
	least := 0.0
	for k, t := range tables {
		t.lay(rows[k])
		if k == 0 || t.sizes[i] < least {
			least = t.sizes[i]
		}
	}
	for _, t := range tables {
		t.sizes[i] = least
	}
}

// choose chooses the columns' widths, the heads' size and each column's
// for texts, each column's texts measured at the table's size.
func (t *table) choose(texts [][]measured) {
	t.fitHeads()
	t.share(texts)
	// The heads: one size for all, each head in at most two lines.
	if t.headed() {
		t.s.font("B", t.size)
		var heads []measured
		for _, c := range t.cols {
			heads = append(heads, t.measure(c.head))
		}
		t.headSize = t.floor()
		for s := t.size; s >= t.floor()-0.001; s -= 0.25 {
			ok := true
			for i, m := range heads {
				ok = ok && m.fits(s/t.size, t.room(i), true)
			}
			if ok {
				t.headSize = s
				break
			}
		}
		lines := 1
		for i, m := range heads {
			lines = max(lines, len(m.lines(t.headSize/t.size, t.room(i), true, false)))
		}
		t.headH = max(t.rowH, float64(lines)*lineHeight*t.headSize+1)
	}
	t.sizes = make([]float64, len(t.cols))
	for i, c := range t.cols {
		t.sizes[i] = t.sizeFor(texts[i], t.room(i), c.wrap)
	}
	t.alike(t.sizes, slices.Min)
}

// share gives a column whose longest text would not keep one line at
// the table's size (a long name, "2400 · MK" under a narrow head) the
// width other columns do not need (the room of a K column beside the
// name), so that a text breaks or shrinks only when the table has no room
// for it. What a column needs is its longest text on one line at the
// table's size, and its head's longest word.
func (t *table) share(texts [][]measured) {
	pad := 2 * t.s.pdf.GetCellMargin()
	need := make([]float64, len(t.cols))
	t.s.font("B", t.size)
	for i, c := range t.cols {
		for _, w := range strings.Fields(c.head) {
			need[i] = max(need[i], t.s.pdf.GetStringWidth(w)+pad)
		}
		for _, m := range texts[i] {
			for _, ws := range m.widths {
				need[i] = max(need[i], lineWidth(ws, m.space)+pad+slack)
			}
		}
	}
	// The room to spare is shared among the columns short of it in
	// proportion to what each lacks, taken from each column in proportion
	// to what it spares: the two sides of a pairing list stay alike.
	short, spare := make([]float64, len(t.cols)), make([]float64, len(t.cols))
	var lack, room float64
	for i := range t.cols {
		switch d := need[i] - t.widths[i]; {
		case d > 0:
			short[i] = d
			lack += d
		case d < 0:
			spare[i] = -d
			room += -d
		}
	}
	if lack > 0 && room > 0 {
		give, take := min(1, room/lack), min(1, lack/room)
		for i := range t.cols {
			t.widths[i] += short[i]*give - spare[i]*take
		}
	}
}

// alike gives each kin of columns one value of vs, the one pick takes
// from theirs.
func (t *table) alike(vs []float64, pick func([]float64) float64) {
	kins := map[int][]int{}
	for i, c := range t.cols {
		if c.kin != 0 {
			kins[c.kin] = append(kins[c.kin], i)
		}
	}
	for _, cols := range kins {
		var of []float64
		for _, i := range cols {
			of = append(of, vs[i])
		}
		v := pick(of)
		for _, i := range cols {
			vs[i] = v
		}
	}
}

// height is the height the table's heads and rows take, for a sheet that
// makes room for a table before drawing it.
func (t *table) height(rows [][]string) float64 {
	_, heights := t.layout(rows)
	h := t.headH
	for _, x := range heights {
		h += x
	}
	return h
}

// lead is the height of the table's heads and of the first rows it
// starts a page with (orphanRows), laid out: the room a heading above it
// keeps, so that the table is not moved off the heading's page.
func (t *table) lead(rows [][]string) float64 {
	_, heights := t.layout(rows)
	h := t.headH
	for _, x := range heights[:min(orphanRows, len(heights))] {
		h += x
	}
	return h
}

// pageBottom is the lowest y of page n's body.
func (s *sheet) pageBottom(n int) float64 {
	if s.keep.page > 0 && n == s.keep.page {
		return s.keep.bottom
	}
	return s.h - margin - footerH
}

// paginate gives the row each page of the table begins with, the first
// page's 0, or -1 when the table is to start on a new page. Rows are laid
// greedily from y on page; then a table whose first page would hold fewer
// than orphanRows rows starts on the next page, a last page holding fewer
// takes rows from the page before, and a tail that would not fit under
// the last row takes the last rows with it onto a new page.
func (t *table) paginate(heights []float64, y float64, page int) []int {
	n := len(heights)
	least := min(orphanRows, n)
	base := t.s.top()
	fill := func(y float64, page int) []int {
		starts := []int{0}
		y += t.headH
		for i, h := range heights {
			if y+h > t.s.pageBottom(page) && i > starts[len(starts)-1] {
				page++
				starts = append(starts, i)
				y = base + t.againH() + t.headH
			}
			y += h
		}
		return starts
	}
	top := y <= base+0.01
	starts := fill(y, page)
	if !top && (len(starts) > 1 && starts[1] < least || y+t.headH+heights[0] > t.s.pageBottom(page)) {
		page++
		starts = fill(base+t.againH(), page)
		starts[0] = -1
		top = true
	}
	last := len(starts) - 1
	if last > 0 && n-starts[last] < least {
		// The rows the last page lacks go over from the page before,
		// which keeps at least as many itself.
		starts[last] = min(starts[last], max(max(0, starts[last-1])+least, n-least))
	}
	if t.tail > 0 {
		from, end := max(0, starts[last]), base+t.againH()
		if last == 0 && !top {
			end = y
		}
		end += t.headH
		for _, h := range heights[from:] {
			end += h
		}
		if t.s.pageBottom(page+last) < end+t.tail {
			switch cut := n - least; {
			case cut-from >= least:
				starts = append(starts, cut)
			case last == 0 && !top && n-from >= 2*shortHalf:
				// A table too short to leave orphanRows on each page
				// splits in halves: moved whole, it left the page it
				// began on empty under its heading (a rating report of
				// eight players).
				starts = append(starts, from+(n-from+1)/2)
			case last == 0 && !top:
				starts[0] = -1
			}
		}
	}
	return starts
}

// draw lays out rows and draws them with the heads from the current
// position, by the rules table describes. Rows are lowered by up to an
// eighth when that saves the table a page, never below what a line of
// the table's font needs.
func (t *table) draw(rows [][]string) {
	p := t.s.pdf
	cells, heights := t.layout(rows)
	if len(rows) == 0 {
		return
	}
	y, page := p.GetY(), p.PageNo()
	starts := t.paginate(heights, y, page)
	if low := max(t.rowH*7/8, lineHeight*t.size+0.5); low < t.rowH && len(starts) > 1 {
		lower := make([]float64, len(heights))
		for i, h := range heights {
			lower[i] = h
			if h == t.rowH {
				lower[i] = low
			}
		}
		if s := t.paginate(lower, y, page); len(s) < len(starts) || s[0] == 0 && starts[0] < 0 {
			starts, heights = s, lower
		}
	}
	if starts[0] < 0 {
		t.s.addPage()
		t.headAgain()
	}
	t.head()
	for i := range rows {
		if i > 0 && slices.Contains(starts, i) {
			t.s.addPage()
			t.headAgain()
			t.head()
		}
		t.row(cells[i], heights[i])
		if t.after != nil {
			t.after(i, p.GetY()-heights[i], heights[i])
		}
	}
}

// againH is the height of the heading the table goes on under on a new
// page (again), 0 without one.
func (t *table) againH() float64 {
	if t.again == "" {
		return 0
	}
	return headingH
}

// headAgain draws the heading the table goes on under on a new page.
func (t *table) headAgain() {
	if t.again != "" {
		t.s.heading(t.again, 0)
	}
}

// head draws the column heads at the current position.
func (t *table) head() {
	t.n = 0
	if !t.headed() {
		return
	}
	p := t.s.pdf
	p.SetFillColor(215, 215, 215)
	p.SetX(t.x)
	for i, c := range t.cols {
		t.s.font("B", t.headSize)
		t.cell(i, t.headH, t.measure(c.head).lines(1, t.room(i), true, false), true)
	}
	p.Ln(t.headH)
}

// row draws one row of cells already broken into lines.
func (t *table) row(lines [][]string, h float64) {
	p := t.s.pdf
	p.SetFillColor(242, 242, 242)
	p.SetX(t.x)
	for i := range t.cols {
		t.font(i, t.sizes[i])
		t.cell(i, h, lines[i], t.n%2 == 1)
	}
	p.Ln(h)
	t.n++
}

// cell draws column i's cell h high at the current position: its border
// and fill, and its lines centred in it as a block, in the current font.
func (t *table) cell(i int, h float64, lines []string, fill bool) {
	p := t.s.pdf
	x, y := p.GetXY()
	w := t.widths[i]
	p.CellFormat(w, h, "", "1", 0, "", fill, 0, "")
	// A row of one line centres its text; a taller row's texts begin at
	// its top, so that a cell's lines read beside the first of the others.
	size, _ := p.GetFontSize()
	lh, top := lineHeight*size, y+0.5
	if h == t.rowH && len(lines) == 1 {
		lh, top = h, y
	}
	for k, l := range lines {
		p.SetXY(x, top+float64(k)*lh)
		p.CellFormat(w, lh, fit(p, l, t.room(i)+0.5), "", 0, t.cols[i].align, false, 0, "")
	}
	p.SetXY(x+w, y)
}

// font sets column i's face (bold when the column is) at size.
func (t *table) font(i int, size float64) {
	style := ""
	if t.cols[i].bold {
		style = "B"
	}
	t.s.font(style, size)
}

// headingH is the height a section heading takes.
const headingH = 8.0

// heading writes a section heading, moving to a new page when fewer than
// need millimetres would remain below it. A heading wider than the page
// wraps (a match of two long team names): one cell ran off the edge.
func (s *sheet) heading(text string, need float64) {
	p := s.pdf
	s.font("B", 11)
	lines := max(len(p.SplitText(text, s.contentWidth())), 1)
	if p.GetY()+headingH+7*float64(lines-1)+need > s.bottom() {
		s.addPage()
		s.font("B", 11)
	}
	p.SetX(margin)
	p.MultiCell(s.contentWidth(), 7, text, "", "L", false)
	p.Ln(1)
}

// note writes a small paragraph (legends, footnotes).
func (s *sheet) note(text string) {
	p := s.pdf
	s.font("", 7.5)
	p.SetX(margin)
	p.MultiCell(s.contentWidth(), 3.8, text, "", "L", false)
}

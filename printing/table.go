package printing

import "strings"

// column is one column of a printed table; width is its share of the
// table's width, so the same table fits A4, Letter and landscape.
type column struct {
	head  string // the heading, in the sheet's language
	width float64
	align string // "L", "C" or "R"
	bold  bool
	// wrap lets a text too long for one line, even in the smaller font,
	// take two lines of the row (a club's long name) rather than be cut.
	wrap bool
}

// table writes rows that break across pages, repeating the column heads on
// every page and shading every other row so a line is easy to follow.
type table struct {
	s      *sheet
	cols   []column
	widths []float64
	x      float64
	size   float64 // font size in points
	rowH   float64
	n      int
	// sizes are the font sizes uniform gave the columns, 0 for a column
	// whose cells each take what they need.
	sizes []float64
}

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
	t.fitHeads()
	return t
}

// fitHeads widens a column whose head has a word too long for it even in
// the smaller font, taking the width from the widest column that can
// spare it, so that no head is cut ("Vahvuusluku" over four digits).
func (t *table) fitHeads() {
	t.s.font("B", t.size)
	need := make([]float64, len(t.cols))
	for i, c := range t.cols {
		for _, word := range strings.Fields(c.head) {
			need[i] = max(need[i], t.s.pdf.GetStringWidth(word)*shrink+1.6)
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

// widen makes column i wide enough for the widest of texts in the
// table's font (bold when the column is), taking the width from column
// from: the places "131–145" of a long standings list.
func (t *table) widen(i, from int, texts []string) {
	t.font(i)
	short := -t.widths[i]
	for _, text := range texts {
		// The text and the cell's margins on both sides.
		short = max(short, t.s.pdf.GetStringWidth(text)+2*t.s.pdf.GetCellMargin()+0.2-t.widths[i])
	}
	if short > 0 {
		t.widths[i] += short
		t.widths[from] -= short
	}
}

// uniform gives each single-line column of rows one font size: the
// table's, or the size the column's widest text needs, down to the
// smaller font; a text too long even then is cut with an ellipsis. A cell
// shrunk alone made one column mix several sizes.
func (t *table) uniform(rows [][]string) {
	t.sizes = make([]float64, len(t.cols))
	for i, c := range t.cols {
		if c.wrap {
			continue
		}
		t.font(i)
		widest := 0.0
		for _, r := range rows {
			if i < len(r) {
				widest = max(widest, t.s.pdf.GetStringWidth(r[i]))
			}
		}
		t.sizes[i] = t.size
		if room := t.widths[i] - 1.5; widest > room && room > 0 {
			t.sizes[i] = max(t.size*shrink, 0.99*t.size*room/widest)
		}
	}
}

// fitRows lowers the rows of a table of n rows, starting at the current
// position, by up to an eighth when that saves the table's last page:
// a few rows alone on a page of their own cost a sheet of paper. Rows
// never go below the height a line of the table's font needs.
func (t *table) fitRows(n int) {
	headH := t.rowH
	pages := func(rowH float64) int {
		first := int((t.s.bottom() - t.s.pdf.GetY() - headH) / rowH)
		if n <= first {
			return 1
		}
		// Later pages start below the page header; with the heads again.
		per := max(1, int((t.s.h-margin-footerH-headerBase-headH)/rowH))
		return 1 + (n-first+per-1)/per
	}
	low := max(t.rowH*7/8, lineHeight*t.size+0.5)
	if low < t.rowH && pages(low) < pages(t.rowH) {
		t.rowH = low
	}
}

// head draws the column heads at the current position.
func (t *table) head() {
	p := t.s.pdf
	t.s.font("B", t.size)
	p.SetFillColor(215, 215, 215)
	// A head of several words too long for a line even in the smaller
	// font takes two lines, and so the row of heads grows.
	h := t.rowH
	for i, c := range t.cols {
		if t.s.needsTwoLines(t.widths[i], c.head) {
			h = 1.6 * t.rowH
		}
	}
	p.SetX(t.x)
	for i, c := range t.cols {
		t.s.cellWrapped(t.widths[i], h, c.head, c.align, true)
	}
	p.Ln(h)
	t.n = 0
}

// row draws one row, starting a new page (with heads) when it would not
// fit. A wrapping column's text that needs two lines makes the row taller,
// so that a long club's name keeps the table's font rather than being
// squeezed into two lines of half the row.
func (t *table) row(cells ...string) {
	p := t.s.pdf
	h := t.rowH
	for i, c := range t.cols {
		if c.wrap && i < len(cells) {
			t.font(i)
			if t.s.needsTwoLines(t.widths[i], cells[i]) {
				h = max(h, 2*lineHeight*t.size+1)
			}
		}
	}
	if p.GetY()+h > t.s.bottom() {
		t.s.addPage()
		t.head()
	}
	p.SetFillColor(242, 242, 242)
	p.SetX(t.x)
	for i, c := range t.cols {
		t.font(i)
		text := ""
		if i < len(cells) {
			text = cells[i]
		}
		switch {
		case c.wrap:
			t.s.cellWrapped(t.widths[i], h, text, c.align, t.n%2 == 1)
		case i < len(t.sizes) && t.sizes[i] > 0:
			p.SetFontSize(t.sizes[i])
			p.CellFormat(t.widths[i], h, fit(p, text, t.widths[i]-1.5), "1", 0, c.align, t.n%2 == 1, 0, "")
		default:
			t.s.cell(t.widths[i], h, text, "1", 0, c.align, t.n%2 == 1)
		}
	}
	p.Ln(h)
	t.n++
}

// font sets the font of column i's cells: the table's size, bold when the
// column is.
func (t *table) font(i int) {
	style := ""
	if t.cols[i].bold {
		style = "B"
	}
	t.s.font(style, t.size)
}

// headingH is the height a section heading takes.
const headingH = 8.0

// heading writes a section heading, moving to a new page when fewer than
// need millimetres would remain below it.
func (s *sheet) heading(text string, need float64) {
	p := s.pdf
	if p.GetY()+headingH+need > s.bottom() {
		s.addPage()
	}
	s.font("B", 11)
	p.SetX(margin)
	p.CellFormat(s.contentWidth(), 7, text, "", 1, "L", false, 0, "")
	p.Ln(1)
}

// note writes a small paragraph (legends, footnotes).
func (s *sheet) note(text string) {
	p := s.pdf
	s.font("", 7.5)
	p.SetX(margin)
	p.MultiCell(s.contentWidth(), 3.8, text, "", "L", false)
}

package printing

import (
	"fmt"
	"io"
	"strings"

	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/ratingreport"
	"arbiter/tournament/standings"
	"arbiter/words"
)

// Crosstable prints the event's crosstable. A round robin or match gets
// the grid standings.Crosstable builds: players in seat order, + and − for
// games decided without play, withdrawn players marked, and players struck
// from the table listed below it. A Swiss event gets the round-by-round
// table instead, since a grid of a large field would not fit a page. Wide
// tables go on landscape pages.
func Crosstable(w io.Writer, ev *tournament.Event, opt Options) error {
	if ev.Settings.System.IndividualSwiss() {
		return render(w, ev, opt, func(s *sheet) error { s.swissTable(); return nil })
	}
	return render(w, ev, opt, func(s *sheet) error { s.crosstable(standings.Crosstable(ev)); return nil })
}

// crosstable prints a round robin's grid. Its points, places and
// tie-breaks are the crosstable's own (CrossTable.Ranking), over every
// result its cells show, and its title names the rounds under way it
// counts.
func (s *sheet) crosstable(ct standings.CrossTable) {
	st := ct.Ranking
	byID := players(s.ev)
	id := words.IdentityOf(s.ev)
	id.Clubs = false // no room beside the opponents' columns
	n := len(ct.Rows)
	title, progress := words.CrossHeading(s.cat, ct.Progress, false)
	s.title = title
	// Fixed columns take 69 units (and the title's, federation's and
	// strength's) and each tie-break 11; each opponent column takes 7.5.
	fixed := 69 + identityWidth(id) + 11*float64(len(st.TieBreaks))
	if float64(n)*7.5+fixed > 186 {
		s.setOrientation("L")
		defer s.setOrientation("P")
	}
	s.addPage()
	s.underWay(progress)
	size := 8.5
	if n > 20 {
		size = 7
	}
	cols := []column{{head: s.t("print.col.seat"), width: 7, align: "C", bold: true}}
	cols = s.identityColumns(cols, id, column{head: s.t("print.col.player"), width: 46, align: "L"})
	cols = append(cols, s.strengthColumn(column{width: 16, align: "C"})...)
	first := len(cols) // the first opponent's column
	for _, no := range ct.Columns() {
		cols = append(cols, column{head: fmt.Sprint(no), width: 7.5, align: "C"})
	}
	cols = append(cols,
		column{head: s.t("print.col.points"), width: 12, align: "C", bold: true},
		column{head: s.t("print.col.place"), width: 10, align: "C", bold: true})
	cols = append(cols, s.tieBreakColumns(st.TieBreaks, 11)...)
	t := s.newTable(cols, size, 6)
	withdrawn := false
	var rows [][]string
	for _, r := range ct.Rows {
		withdrawn = withdrawn || r.Withdrawn
		cells := identityCells([]string{fmt.Sprint(r.No)}, id, byID[r.ID], words.WithdrawnName(s.cat, r.Name, r.Withdrawn))
		cells = append(cells, s.strengthCell(s.strengthOf(r.Rating, r.Category))...)
		for j := range ct.Rows {
			cell := "" // the diagonal is shaded
			if r.Cells[j] != nil {
				cell = r.Cell(j)
			}
			cells = append(cells, cell)
		}
		cells = append(cells, r.PointsText(), r.Place)
		cells = append(cells, words.TieBreakTexts(r.TieBreaks)...)
		rows = append(rows, cells)
	}
	legend := words.CrossLegend(s.cat, ct)
	if withdrawn {
		legend = append(legend, s.withdrawnLegend("print.legend.withdrawn"))
	}
	notes := append([]string{strings.Join(legend, " ")}, words.TableNotes(s.cat, st)...)
	t.after = func(i int, y, h float64) { s.shadeDiagonal(t, first+i, y, h) }
	t.drawNoted(rows, notes)
}

// swissTable is the Swiss crosstable: players in order of the standings,
// one column per round naming the opponent's starting number, the colour
// and the result ("12w1", "7b½", "3w+"), or the bye and its points. A
// round paired and not complete has its column too, its pairings without
// results, as the window shows it: the heading names it in play and the
// legend says its results count once it is complete. The paper left it
// out, under a file named for it.
func (s *sheet) swissTable() {
	st := standings.SwissCrosstable(s.ev)
	s.title = words.CrossTitle(s.cat, st.Progress, false)
	byID := players(s.ev)
	id := words.IdentityOf(s.ev)
	id.Clubs = false // no room beside the rounds' columns
	if st.Rounds+len(st.TieBreaks) > 9 {
		s.setOrientation("L")
		defer s.setOrientation("P")
	}
	s.addPage()
	cols := []column{
		{head: s.t("print.col.place"), width: 9, align: "C", bold: true},
		{head: s.t("print.col.seat"), width: 7, align: "C"},
	}
	cols = s.identityColumns(cols, id, column{head: s.t("print.col.player"), width: 42, align: "L"})
	cols = append(cols, s.strengthColumn(column{width: 14, align: "C"})...)
	for i := range st.Rounds {
		cols = append(cols, column{head: s.t("print.col.round-n", "n", i+1), width: 10, align: "C"})
	}
	cols = append(cols, column{head: s.t("print.col.points"), width: 9, align: "C", bold: true})
	cols = append(cols, s.tieBreakColumns(st.TieBreaks, 10)...)
	t := s.newTable(cols, 8, 5.5)
	withdrawn := false
	var rows [][]string
	for i, r := range st.Rows {
		withdrawn = withdrawn || r.Withdrawn
		row := identityCells([]string{r.Place, fmt.Sprint(r.No)}, id, byID[r.ID], words.WithdrawnName(s.cat, r.Name, r.Withdrawn))
		row = append(row, s.strengthCell(s.strengthOf(r.Rating, r.Category))...)
		row = append(append(row, words.SwissCells(s.cat, st.Cells[i])...), r.Points.String())
		rows = append(rows, append(row, words.TieBreakTexts(r.TieBreaks)...))
	}
	legend := strings.Join(words.SwissLegend(s.cat, st), " ")
	if withdrawn {
		legend += " " + s.withdrawnLegend("print.legend.withdrawn")
	}
	notes := append([]string{legend}, words.TableNotes(s.cat, st.Table)...)
	t.drawNoted(rows, notes)
}

// underWay writes the rounds under way that a round robin's crosstable
// counts beside its complete rounds (words.CrossHeading) as the first line
// under the page header: beside the event's name in the header there is no
// room for several rounds in every language. Written to follow the title
// after a comma ("round 3: 4 of 6 games entered"), it begins with a
// capital where it stands alone.
func (s *sheet) underWay(progress string) {
	if progress != "" {
		s.heading(i18n.UpperFirst(progress), 20)
	}
}

// notesHeight is the height the notes take under a table, as notes
// writes them.
func (s *sheet) notesHeight(texts ...string) float64 {
	s.font("", 7.5)
	h := 0.0
	for _, t := range texts {
		h += 3.8 * float64(len(s.pdf.SplitText(t, s.contentWidth())))
	}
	return h
}

// drawNoted draws the table's rows with notes under them, its last rows
// going over to the next page with the notes (and the tail already set)
// when they would not fit under them.
func (t *table) drawNoted(rows [][]string, notes []string) {
	t.tail += 2 + t.s.notesHeight(notes...)
	t.draw(rows)
	t.s.notes(notes)
}

// notes writes notes under a table, 2 mm below it.
func (s *sheet) notes(texts []string) {
	s.pdf.Ln(2)
	for _, t := range texts {
		s.note(t)
	}
}

// shadeDiagonal greys column col of the row drawn at y, h high: a
// player's own square of the crosstable.
func (s *sheet) shadeDiagonal(t *table, col int, y, h float64) {
	x := t.x
	for _, w := range t.widths[:col] {
		x += w
	}
	s.pdf.SetFillColor(90, 90, 90)
	s.pdf.Rect(x, y, t.widths[col], h, "FD")
}

// Standings prints the standings with the event's tie-breaks in the
// arbiter's order, as standings.Of ranks them.
func Standings(w io.Writer, ev *tournament.Event, opt Options) error {
	return render(w, ev, opt, func(s *sheet) error { s.standings(standings.Of(ev)); return s.venueNote() })
}

func (s *sheet) standings(st standings.Table) { s.standingsHeaded(st, "", 0) }

// standingsHeaded is standings on a page of its own under a heading (a
// ranking group's name) when heading is not empty; tail is the height of
// what follows the notes and must share their page (signatures).
func (s *sheet) standingsHeaded(st standings.Table, heading string, tail float64) {
	title, progress := words.StandingsHeading(s.cat, standings.ProgressOf(s.ev))
	s.title = title
	s.addPage()
	if heading != "" {
		s.heading(heading, 20)
	}
	s.underWay(progress)
	byID := players(s.ev)
	id := words.IdentityOf(s.ev)
	cols := []column{
		{head: s.t("print.col.place"), width: 10, align: "C", bold: true},
		{head: s.t("print.col.seat"), width: 7, align: "C"},
	}
	name := len(cols)
	if id.Titles {
		name++
	}
	player := column{head: s.t("print.col.player"), width: 50, align: "L", bold: true, wrap: true, names: true}
	if id.Clubs {
		player.width = 40
	}
	cols = s.identityColumns(cols, id, player)
	cols = append(cols, s.strengthColumn(column{width: 15, align: "C"})...)
	cols = append(cols,
		column{head: s.t("print.col.points"), width: 10, align: "C", bold: true},
		column{head: s.t("print.col.games"), width: 12, align: "C"})
	cols = append(cols, s.tieBreakColumns(st.TieBreaks, 11)...)
	perf := ratingreport.StandingsPerformance(s.ev, st)
	if perf != nil {
		cols = append(cols, column{head: words.RatedShort(s.cat, words.RatedPerformance), width: 11, align: "C"})
	}
	t := s.newTable(cols, 9, 6)
	var places []string
	for _, r := range st.Rows {
		places = append(places, r.Place)
	}
	t.widen(0, name, places)
	withdrawn := false
	var rows [][]string
	for _, r := range st.Rows {
		withdrawn = withdrawn || r.Withdrawn
		p := byID[r.ID]
		if p == nil {
			p = &tournament.Player{}
		}
		cells := identityCells([]string{r.Place, fmt.Sprint(r.No)}, id, p, words.WithdrawnName(s.cat, r.Name, r.Withdrawn))
		cells = append(cells, s.strengthCell(s.strengthOf(r.Rating, r.Category))...)
		cells = append(cells, r.Points.String(), fmt.Sprint(r.Played))
		cells = append(cells, words.TieBreakTexts(r.TieBreaks)...)
		if perf != nil {
			cells = append(cells, words.Number(perf[r.ID]))
		}
		rows = append(rows, cells)
	}
	notes := words.TableNotes(s.cat, st)
	if perf != nil {
		notes = append(notes, words.RatedLegend(s.cat, words.RatedPerformance))
	}
	if withdrawn {
		notes = append(notes, s.withdrawnLegend("print.legend.withdrawn"))
	}
	t.tail = tail
	t.drawNoted(rows, notes)
}

// withdrawnLegend is the legend of the withdrawn mark: key is
// print.legend.withdrawn or one of its variants.
func (s *sheet) withdrawnLegend(key string) string {
	return words.WithdrawnLegend(s.cat, key)
}

// identityWidth is what id's title, federation and strength columns add
// to a round robin's crosstable.
func identityWidth(id words.Identity) float64 {
	w := 0.0
	if id.Strength() {
		w += 16
	}
	if id.Titles {
		w += 9
	}
	if id.Feds {
		w += 9
	}
	return w
}

// identityColumns appends the title's column (when shown), the name's,
// the club's (when shown) and the federation's.
func (s *sheet) identityColumns(cols []column, id words.Identity, name column) []column {
	if id.Titles {
		// Wide enough for WGM in the table's size: a column keeps its size.
		cols = append(cols, column{head: s.t("print.col.title"), width: 9, align: "C"})
	}
	cols = append(cols, name)
	if id.Clubs {
		cols = append(cols, column{head: s.t("print.col.club"), width: 30, align: "L", wrap: true})
	}
	if id.Feds {
		cols = append(cols, column{head: s.t("print.col.federation"), width: 9, align: "C"})
	}
	return cols
}

// identityCells appends a row's cells for identityColumns: p's title, the
// name as shown, p's club and federation.
func identityCells(cells []string, id words.Identity, p *tournament.Player, name string) []string {
	if p == nil {
		p = &tournament.Player{}
	}
	return id.Cells(cells, p.Title, name, p.Club, p.Federation)
}

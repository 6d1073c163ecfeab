package ui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/tournament/norms"
	"arbiter/ui/button"
	"arbiter/ui/look"
	"arbiter/words"
)

// normsView shows the USSR 1953 classification report of the event as
// it stands: the tournament coefficient, and per player the norms needed
// and the verdict so far.
type normsView struct {
	s       *Shell
	warning *widget.Label // provisional, or not the 1953 code
	summary *widget.Label
	// basis is what the norms count (the indices, forfeits, the field the
	// master and candidate norms ask), as the sheet and the command line
	// give it under the coefficient: shown by its button in the title bar
	// (Tab, then Space, or a click) and hidden again by it, so that at
	// 1024×700 the players' list keeps its room.
	basis     *widget.Label
	showBasis *button.Button
	print     *button.Button // Save PDF, offered only where the event gives the report
	detail    *widget.Label  // the selected player's needs and verdict whole
	grid      *grid
	rows      [][]string
	ids       []int64 // the players of the rows
	// tab is the rows' choice between forecast and verdict, with the
	// forecast (or why there is none).
	tab words.NormsTable
	viewContent
}

func newNormsView(s *Shell) view {
	v := &normsView{s: s}
	v.summary = wrapped("")
	v.warning = dangerLabel("")
	v.grid = newGrid([]column{
		s.seatCol(40),
		{s.t("norms.col.name"), 180, fyne.TextAlignLeading},
		{s.t("norms.col.category"), 72, fyne.TextAlignLeading},
		{s.t("norms.col.points"), 72, fyne.TextAlignTrailing},
		{s.t("norms.norms"), 190, fyne.TextAlignLeading},
		{s.t("norms.col.verdict"), 240, fyne.TextAlignLeading},
	}, v.pick)
	// The verdict takes the room the window leaves; a verdict longer still
	// (category, validity, candidate ball) is given whole by the line
	// under the table for the selected row.
	v.grid.fillLast = true
	v.detail = wrapped(s.t("ui.norms.pick"))
	// The picked player's detail shows whole under the table, which gets
	// the room it leaves, as the Ratings view's does: in a pane of three
	// lines the title norms' forecast lay below its edge, which only the
	// mouse's wheel reached, the keys keeping the table.
	v.basis = wrapped("")
	v.basis.Hide()
	v.showBasis = newButtonWithIcon(s.t("ui.norms.basis"), theme.MenuExpandIcon(), v.toggleBasis)
	v.print = s.printButton("norms", nil)
	v.content = look.Border(container.NewVBox(titleBar(s.t("norms.title"), v.showBasis, v.print), v.warning, v.summary, v.basis),
		v.detail, nil, nil, v.grid.table)
	return v
}

// toggleBasis shows the lines of what the norms count under the summary,
// or hides them, the button's arrow saying which it does next.
func (v *normsView) toggleBasis() {
	look.SetVisible(v.basis, !v.basis.Visible())
	icon := theme.MenuExpandIcon()
	if v.basis.Visible() {
		icon = theme.MenuDropUpIcon()
	}
	v.showBasis.SetIcon(icon)
}

// focus puts the keyboard on the players' list, whose chosen row the
// line under it spells out.
func (v *normsView) focus() fyne.Focusable { return v.grid.table }

func (v *normsView) refresh() {
	s := v.s
	ev := &s.doc.event
	rep, err := norms.ForEvent(ev)
	if err != nil {
		// Why there is no report, and nothing left of one shown before
		// (the rules changed from the 1953 code): no warning, basis,
		// rows, nor a picked player's needs or a word to pick one, and
		// no sheet to save.
		v.summary.SetText(s.cat.Error(err))
		v.warning.SetText("")
		v.warning.Hide()
		v.basis.SetText("")
		if v.basis.Visible() {
			v.toggleBasis()
		}
		v.showBasis.Disable()
		v.print.Disable()
		v.rows, v.ids = nil, nil
		v.grid.set(nil)
		v.detail.SetText("")
		return
	}
	v.showBasis.Enable()
	v.print.Enable()
	v.tab = words.NewNormsTable(ev, rep)
	v.showWarnings()
	summary := v.arithmetic(rep)
	for _, p := range rep.Players {
		if slices.ContainsFunc(p.Needs, func(n norms.Need) bool { return n.Met }) {
			// The mark the needs' column gives, explained as on paper.
			summary += "\n" + words.NeedMetLegend(s.cat)
			break
		}
	}
	v.summary.SetText(summary)
	// The kind of norms is in the summary already.
	kind := words.NormKind(s.cat, rep)
	basis := slices.DeleteFunc(words.NormBasis(s.cat, rep), func(l string) bool { return slices.Contains(kind, l) })
	v.basis.SetText(strings.Join(append(basis, words.NormFields(s.cat, rep)...), "\n"))
	verdictCol := v.tab.LastColumn()
	if cols := v.grid.cols; cols[len(cols)-1].title != s.t(verdictCol) {
		cols = slices.Clone(cols)
		cols[len(cols)-1].title = s.t(verdictCol)
		v.grid.setColumns(cols)
	}
	number := ev.StartNumbers()
	var rows [][]string
	v.ids = nil
	for _, r := range v.tab.Rows(s.cat, rep.Players) {
		p := r.Player
		v.ids = append(v.ids, p.ID)
		name := words.WithdrawnName(s.cat, p.Name, r.Withdrawn)
		if r.Struck {
			rows = append(rows, []string{words.Number(number[p.ID]), name, categoryText(s, p.Category), "", "", r.Cell})
			continue
		}
		cell := r.Cell
		if r.Verdict {
			cell = strings.Join(words.Verdict(v.s.cat, p), ", ")
		}
		// Points of games, as the Ratings view gives them: one column less.
		rows = append(rows, []string{words.Number(number[p.ID]), name, categoryText(s, p.Category), p.Points.String() + "/" + strconv.Itoa(p.Games), v.needs(p.Needs), cell})
	}
	if slices.EqualFunc(rows, v.rows, slices.Equal) {
		return // the selected row and its detail stay
	}
	v.rows = rows
	v.grid.set(rows)
	v.grid.table.UnselectAll()
	v.pick(-1)
}

// pick shows the selected player's needs and verdict whole under the table.
func (v *normsView) pick(row int) {
	if row < 0 || row >= len(v.rows) {
		v.detail.SetText(v.s.t("ui.norms.pick"))
		return
	}
	r := v.rows[row]
	v.detail.SetText(strings.Join(append([]string{detailHead(r)}, v.forecast(v.ids[row])...), "\n"))
}

// detailHead is a row's name, needs and verdict in one line, leaving out
// what the row leaves empty: a player struck by his withdrawal has no
// needs.
func detailHead(r []string) string {
	parts := []string{r[1]}
	for _, c := range r[4:6] {
		if c != "" {
			parts = append(parts, c)
		}
	}
	return strings.Join(parts, " — ")
}

// forecast is the selected player's norm forecast while games remain: the
// 1953 categories (the view's own forecast) and the title norms he can
// still make and what they need (words, as the sheet and the command line
// give it). The title norms are worked out when a player is picked.
func (v *normsView) forecast(id int64) []string {
	s := v.s
	if v.tab.Err != nil {
		return []string{s.cat.Error(v.tab.Err)}
	}
	if !v.tab.Open {
		return nil
	}
	lines := []string{s.t("forecast.title")}
	// What the forecast weighs, as the sheet and the command line say it.
	lines = append(lines, words.ForecastWeighs(s.cat, &s.doc.event, id)...)
	for _, p := range v.tab.Forecast.Players {
		if p.ID == id {
			lines = append(lines, words.CategoryForecastLines(s.cat, p)...)
		}
	}
	titles, err := titleForecast(s, id)
	if err != nil {
		return append(lines, s.cat.Error(err))
	}
	return append(lines, titles...)
}

// titleForecast is a player's title-norm forecast, one line a norm, in
// the words of the sheet, the pages and the command line, or why it
// cannot be made. Worked out when asked (a player picked).
func titleForecast(s *Shell, id int64) ([]string, error) {
	opts, err := s.doc.st.RatingOptions()
	if err != nil {
		return nil, err
	}
	if err := norms.ScopeOf(&s.doc.event).Titles; err != nil {
		return nil, err
	}
	titles, err := norms.TitleNormForecasts(&s.doc.event, opts)
	if err != nil {
		return nil, err
	}
	var lines []string
	for _, f := range titles {
		if f.ID == id {
			lines = append(lines, words.TitleForecastLines(s.cat, f)...)
		}
	}
	return lines, nil
}

// showWarnings says plainly when the verdicts are provisional (rounds
// still to complete) and when the event is not under the 1953 code, as the
// printed report does.
func (v *normsView) showWarnings() {
	s := v.s
	ev := &s.doc.event
	lines := words.NormWarnings(s.cat, ev)
	if v.tab.Err != nil {
		lines = append(lines, s.cat.Error(v.tab.Err))
	}
	v.warning.SetText(strings.Join(lines, "\n"))
	v.warning.Hidden = len(lines) == 0
}

// arithmetic is the coefficient worked out (categories × indices, summed
// and divided), the table row it falls on and every norm with its source,
// as the printed report gives them.
func (v *normsView) arithmetic(rep *norms.Report) string {
	s := v.s
	var terms []string
	for _, c := range rep.Counts {
		terms = append(terms, fmt.Sprintf("%s %d × %d", categoryName(s, c.Category), c.Count, c.Index))
	}
	lines := []string{
		strings.Join(terms, " + ") + " = " + strconv.Itoa(rep.IndexSum),
		s.t("print.norms.coefficient", "sum", rep.IndexSum, "n", rep.Participants, "c", s.cat.Decimal(rep.Coefficient.String())),
	}
	lines = append(lines, words.NormKind(s.cat, rep)...)
	source := func(src norms.Source) string { return words.NormSource(s.cat, src) }
	var ns []string
	for _, n := range rep.Norms {
		line := fmt.Sprintf("%s %d %% (%s)", categoryName(s, n.Category), n.Pct, source(n.Source))
		if n.Other != nil {
			line += " — " + s.t("norms.other", "source", source(n.Other.Source), "pct", n.Other.Pct, "used", source(n.Source))
		}
		ns = append(ns, line)
	}
	if len(ns) > 0 {
		lines = append(lines, s.t("norms.norms")+": "+strings.Join(ns, "; "))
	}
	return strings.Join(lines, "\n")
}

// needs lists the points each reachable category needs, marked when met
// (before the end, the points at the end, marked when no result can take
// them away, as the report settles them).
func (v *normsView) needs(ns []norms.Need) string {
	var out []string
	for _, n := range ns {
		mark := ""
		if n.Met {
			mark = " " + words.NeedMet
		}
		out = append(out, v.s.t("ui.norms.need", "category", categoryName(v.s, n.Category), "points", n.Points.String())+mark)
	}
	return strings.Join(out, "; ")
}

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

	"arbiter/engine/rules"
	"arbiter/tournament"
	"arbiter/tournament/norms"
	"arbiter/words"
)

// normsView shows the USSR 1953 classification report of the event as
// it stands: the tournament coefficient, and per player the norms needed
// and the verdict so far.
type normsView struct {
	s       *Shell
	warning *widget.Label // provisional, or not the 1953 code
	summary *widget.Label
	detail  *widget.Label // the selected player's needs and verdict whole
	grid    *grid
	rows    [][]string
	ids     []int64 // the players of the rows
	content fyne.CanvasObject
}

func newNormsView(s *Shell) view {
	v := &normsView{s: s}
	v.summary = widget.NewLabel("")
	v.summary.Wrapping = fyne.TextWrapWord
	v.warning = widget.NewLabel("")
	v.warning.Wrapping = fyne.TextWrapWord
	v.warning.Importance = widget.DangerImportance
	v.grid = newGrid([]column{
		{s.t("ui.players.col.seat"), 40, fyne.TextAlignTrailing},
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
	v.detail = widget.NewLabel(s.t("ui.norms.pick"))
	v.detail.Wrapping = fyne.TextWrapWord
	// The detail scrolls in the room of three lines: the picked player's
	// forecast can run longer than the window leaves under the table.
	detail := container.NewVScroll(v.detail)
	detail.SetMinSize(fyne.NewSize(0, 3*theme.TextSize()*1.6))
	v.content = container.NewBorder(container.NewVBox(titleBar(s.t("norms.title"), s.printButton("norms", nil)), v.warning, v.summary), detail, nil, nil, v.grid.table)
	return v
}

func (v *normsView) object() fyne.CanvasObject { return v.content }

func (v *normsView) refresh() {
	s := v.s
	rep, err := norms.ForEvent(&s.doc.event)
	if err != nil {
		v.summary.SetText(s.cat.Error(err))
		v.grid.set(nil)
		return
	}
	v.showWarnings()
	v.summary.SetText(v.arithmetic(rep))
	number := tournament.StartNumbers(&s.doc.event)
	rows := make([][]string, len(rep.Players))
	v.ids = make([]int64, len(rep.Players))
	for i, p := range rep.Players {
		v.ids[i] = p.ID
		// Points of games, as the Ratings view gives them: one column less.
		rows[i] = []string{seatText(number[p.ID]), p.Name, categoryText(s, p.Category), p.Points.String() + "/" + strconv.Itoa(p.Games), v.needs(p.Needs), v.verdict(p)}
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
	v.detail.SetText(strings.Join(append([]string{r[1] + " — " + r[4] + " — " + r[5]}, v.forecast(v.ids[row])...), "\n"))
}

// forecast is the selected player's norm forecast while games remain: the
// 1953 categories and the title norms he can still make and what they
// need (words, as the sheet and the command line give it). It is worked
// out when a player is picked, as it weighs every result of his games.
func (v *normsView) forecast(id int64) []string {
	s := v.s
	ev := &s.doc.event
	c, err := tournament.CompletionOf(ev)
	if err != nil {
		return []string{s.cat.Error(err)}
	}
	if len(c.Remaining) == 0 {
		return nil
	}
	lines := []string{s.t("forecast.title")}
	fc, err := norms.ForecastEvent(ev)
	if err != nil {
		return append(lines, s.cat.Error(err))
	}
	for _, p := range fc.Players {
		if p.ID == id {
			lines = append(lines, words.CategoryForecastLines(s.cat, p)...)
		}
	}
	opts, err := s.doc.st.RatingOptions()
	if err != nil {
		return append(lines, s.cat.Error(err))
	}
	titles, err := norms.TitleNormForecasts(ev, opts)
	if err != nil {
		return append(lines, s.cat.Error(err))
	}
	for _, f := range titles {
		if f.ID == id {
			lines = append(lines, words.TitleForecastLines(s.cat, f)...)
		}
	}
	return lines
}

// showWarnings says plainly when the verdicts are provisional (rounds
// still to complete) and when the event is not under the 1953 code, as the
// printed report does.
func (v *normsView) showWarnings() {
	s := v.s
	ev := &s.doc.event
	var lines []string
	if p := words.Provisional(s.cat, ev); p != "" {
		lines = append(lines, p)
	}
	if id := ev.Settings.Ruleset; id != rules.USSR1953 {
		name := string(id)
		if rs, ok := rules.Get(id); ok {
			name = s.t(rs.Key)
		}
		lines = append(lines, s.t("print.norms.not-ussr", "rules", name))
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
	if rep.Kind == norms.KindTable {
		for _, row := range rep.Rows {
			lines = append(lines, words.NormTableRow(s.cat, row))
		}
	} else {
		lines = append(lines, s.t("norms.kind."+string(rep.Kind)))
	}
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

// needs lists the points each reachable category needs, marked when met.
func (v *normsView) needs(ns []norms.Need) string {
	out := ""
	for i, n := range ns {
		if i > 0 {
			out += "; "
		}
		mark := ""
		if n.Met {
			mark = " ✓"
		}
		out += v.s.t("ui.norms.need", "category", categoryName(v.s, n.Category), "points", n.Points.String()) + mark
	}
	return out
}

// verdict is a player's verdict with its validity, as one cell.
func (v *normsView) verdict(p norms.PlayerResult) string {
	return strings.Join(p.VerdictTexts(v.s.t, p.Result.String(), func(iso string) string { return iso }), ", ")
}

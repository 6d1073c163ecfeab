package ui

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"arbiter/tournament/norms"
)

// normsView shows the USSR 1953 classification report of the event as
// it stands: the tournament coefficient, and per player the norms needed
// and the verdict so far.
type normsView struct {
	s       *Shell
	summary *widget.Label
	grid    *grid
	content fyne.CanvasObject
}

func newNormsView(s *Shell) view {
	v := &normsView{s: s}
	v.summary = widget.NewLabel("")
	v.summary.Wrapping = fyne.TextWrapWord
	v.grid = newGrid([]column{
		{s.t("norms.col.name"), 260, fyne.TextAlignLeading},
		{s.t("norms.col.category"), 72, fyne.TextAlignLeading},
		{s.t("norms.col.games"), 72, fyne.TextAlignTrailing},
		{s.t("norms.col.points"), 72, fyne.TextAlignTrailing},
		{s.t("norms.norms"), 240, fyne.TextAlignLeading},
		{s.t("norms.col.verdict"), 300, fyne.TextAlignLeading},
	}, nil)
	v.content = container.NewBorder(container.NewVBox(titleBar(s.t("norms.title"), s.printButton("norms", nil)), v.summary), nil, nil, nil, v.grid.table)
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
	kind := ""
	switch rep.Kind {
	case norms.KindBeginners:
		kind = s.t("norms.kind.beginners")
	case norms.KindAboveTable:
		kind = s.t("norms.kind.above-table")
	default:
		if len(rep.Norms) > 0 {
			src := rep.Norms[0].Source
			kind = s.t("norms.kind.table", "part", src.Part, "from", src.From, "to", src.To)
		}
	}
	v.summary.SetText(s.t("ui.norms.summary", "coefficient", rep.Coefficient, "participants", rep.Participants, "kind", kind))
	rows := make([][]string, len(rep.Players))
	for i, p := range rep.Players {
		rows[i] = []string{p.Name, categoryName(s, p.Category), strconv.Itoa(p.Games), p.Points.String(), v.needs(p.Needs), v.verdict(p)}
	}
	v.grid.set(rows)
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
		out += v.s.t("ui.norms.need", "category", n.Category.String(), "points", n.Points.String()) + mark
	}
	return out
}

// verdict is a player's verdict with its validity, as one cell.
func (v *normsView) verdict(p norms.PlayerResult) string {
	return strings.Join(p.VerdictTexts(v.s.t, p.Result.String(), func(iso string) string { return iso }), ", ")
}

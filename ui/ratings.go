package ui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/tournament"
	"arbiter/tournament/rating"
	"arbiter/tournament/ratingreport"
	"arbiter/words"
)

// ratingsView answers the questions players of a FIDE-rated event ask the
// same evening: each player's rating change with K and its reason (which
// the arbiter can set), the average of the opponents and the performance,
// and the verdict on each title norm with what it misses. The selected
// player's norms are spelt out under the table.
type ratingsView struct {
	s         *Shell
	grid      *grid
	rows      []ratingreport.Row
	opts      tournament.RatingOptions
	selected  int
	exemption *choice
	setK      *widget.Button
	detail    *widget.Label
	warning   *widget.Label // provisional while rounds remain
	source    *widget.Label // the rating list the ratings came from
	content   fyne.CanvasObject
}

func newRatingsView(s *Shell) view {
	v := &ratingsView{s: s, selected: -1}
	v.grid = newActiveGrid([]column{
		{s.t("ui.players.col.seat"), 40, fyne.TextAlignTrailing},
		{s.t("ratings.col.name"), 180, fyne.TextAlignLeading},
		{s.t("ratings.norms.title"), 150, fyne.TextAlignLeading},
		{"FIDE", 56, fyne.TextAlignTrailing},
		{"K", 64, fyne.TextAlignTrailing},
		{s.t("ratings.col.score"), 56, fyne.TextAlignTrailing},
		{s.t("ratings.col.change"), 120, fyne.TextAlignTrailing},
		{"ARO", 52, fyne.TextAlignTrailing},
		{"TPR", 52, fyne.TextAlignTrailing},
	}, v.pick, func(row int) { v.pick(row); v.editK() })
	v.detail = widget.NewLabel("")
	v.detail.Wrapping = fyne.TextWrapWord
	values, labels := []string{}, []string{}
	for _, e := range tournament.NormExemptions {
		values = append(values, e)
		labels = append(labels, s.t("ui.ratings.exemption."+exemptionKey(e)))
	}
	v.exemption = s.newChoice(values, labels)
	v.exemption.sel.OnChanged = func(string) { v.saveExemption() }
	v.setK = widget.NewButtonWithIcon(s.t("ui.ratings.set-k"), theme.DocumentCreateIcon(), v.editK)
	v.setK.Disable()
	edition := widget.NewLabel(s.t("ratings.edition") + " · " + s.t("ratings.norms.edition"))
	edition.Importance = widget.LowImportance
	edition.Wrapping = fyne.TextWrapWord
	national := widget.NewButtonWithIcon(s.t("ui.ratings.national"), theme.ListIcon(), v.editNational)
	bar := titleBar(s.t("ui.nav.ratings"), national, s.printButton("ratings", nil), s.printButtonNamed("norm-certificates", "ui.ratings.certificates"))
	v.warning = widget.NewLabel("")
	v.warning.Wrapping = fyne.TextWrapWord
	v.warning.Importance = widget.DangerImportance
	// The exemption's choices are long sentences: the list gets the whole
	// width under its label, not what a label beside it leaves.
	v.source = widget.NewLabel("")
	v.source.Importance = widget.LowImportance
	top := container.NewVBox(bar, v.warning, edition, v.source, widget.NewLabel(s.t("ui.ratings.exemption")), v.exemption.sel)
	// The table gets the room the selected player's norms leave under it,
	// beside the K button (which acts on that player): they show whole,
	// as many lines as they take. In a scroller of a fifth of the view
	// the fourth line was out of sight at 1024×700.
	under := container.NewBorder(nil, nil, nil, container.NewVBox(v.setK), v.detail)
	v.content = container.NewBorder(top, nil, nil, nil, container.NewBorder(nil, under, nil, nil, v.grid.table))
	return v
}

// exemptionKey names an exemption in the catalogue ("" is none).
func exemptionKey(e string) string {
	if e == "" {
		return "none"
	}
	return e
}

func (v *ratingsView) object() fyne.CanvasObject { return v.content }

func (v *ratingsView) refresh() {
	s := v.s
	opts, err := s.doc.st.RatingOptions()
	if err != nil {
		s.showError(err)
	}
	v.opts = opts
	v.exemption.sel.OnChanged = nil
	v.exemption.set(opts.NormExemption)
	v.exemption.sel.OnChanged = func(string) { v.saveExemption() }
	src, err := s.doc.st.RatingSource()
	if err != nil {
		s.showError(err)
	}
	v.source.SetText(s.t("ui.ratinglist.source", "list", src.String()))
	v.source.Hidden = src.List == ""
	warnings := []string{}
	for _, w := range []string{words.Provisional(s.cat, &s.doc.event), words.KDateNote(s.cat, &s.doc.event, nil)} {
		if w != "" {
			warnings = append(warnings, w)
		}
	}
	v.warning.SetText(strings.Join(warnings, "\n"))
	v.warning.Hidden = v.warning.Text == ""
	v.rows = ratingreport.Of(&s.doc.event, opts)
	cells := make([][]string, len(v.rows))
	for i, r := range v.rows {
		cells[i] = v.cells(r)
	}
	v.grid.set(cells)
	if v.selected < 0 || v.selected >= len(v.rows) {
		v.selected = -1
		for i, r := range v.rows {
			if len(r.Norms) > 0 {
				v.selected = i
				break
			}
		}
	}
	v.showDetail()
}

// cells is one player's row: the norms in short, K, the change (or the
// initial rating of an unrated player); K's reason is spelt out under the
// table for the selected player.
func (v *ratingsView) cells(r ratingreport.Row) []string {
	s := v.s
	// The score over the rated games: "4/9".
	row := []string{seatText(r.Number), r.Name, "", ratingText(r.Rating), "",
		tournament.Points(r.Points).String() + "/" + strconv.Itoa(r.Games), words.ChangeText(s.cat, r), "", ""}
	if r.Rating > 0 {
		row[4] = strconv.Itoa(r.K) // after the 700 rule; the detail says why
	}
	if r.TPR > 0 {
		row[7], row[8] = strconv.Itoa(r.ARO), strconv.Itoa(r.TPR)
	}
	var ns []string
	for _, n := range r.Norms {
		mark := " ✗"
		switch {
		case n.Met:
			mark = " ✓"
		case len(n.CannotJudge) > 0:
			mark = " ?"
		}
		ns = append(ns, n.Title+mark)
	}
	row[2] = strings.Join(ns, ", ")
	return row
}

func (v *ratingsView) pick(row int) {
	v.selected = row
	v.showDetail()
}

// showDetail spells out the selected player's K and norms: each verdict
// with what it misses, the average and performance it rests on, the
// rating floor raised, the wins left out and the games counted.
func (v *ratingsView) showDetail() {
	s := v.s
	if v.selected < 0 || v.selected >= len(v.rows) {
		v.setK.Disable()
		v.detail.SetText(s.t("ui.ratings.pick"))
		return
	}
	v.setK.Enable()
	r := v.rows[v.selected]
	lines := []string{fmt.Sprintf("%s — %s", r.Name, ratingText(r.Rating))}
	if r.Rating > 0 {
		lines[0] += " · K " + words.KText(s.cat, r) + " · " + words.ChangeText(s.cat, r)
	}
	if n := v.opts.National; n.On() {
		for _, nr := range ratingreport.NationalReport(&s.doc.event, v.opts) {
			if nr.ID != r.ID {
				continue
			}
			if nr.Rating == 0 {
				lines = append(lines, n.Name+": "+s.t("ratings.national.off-list"))
			} else {
				lines = append(lines, s.t("ui.ratings.national-line", "name", n.Name, "rating", nr.Rating, "new", nr.New, "change", s.cat.Decimal(fmt.Sprintf("%+.1f", nr.Change.Change))))
			}
		}
	}
	switch {
	case len(r.Norms) > 0:
	case len(r.NormGames) > 0: // enough games, but no norm left to earn
		lines = append(lines, s.t("ui.ratings.no-norm-left"))
	default: // the report lists no games below the 1.4.1 minimum
		lines = append(lines, s.t("ui.ratings.no-norms", "need", rating.NormGames))
	}
	for _, n := range r.Norms {
		line := words.NormLine(s.cat, n) + " — " + s.t("ui.ratings.norm-figures", "aro", n.ARO, "min", n.MinARO, "tpr", n.TPR, "need", n.NeedTPR)
		lines = append(lines, line)
	}
	if len(r.NormGames) > 0 {
		var gs []string
		for _, g := range r.NormGames {
			gs = append(gs, strings.Join(strings.Fields(fmt.Sprintf("%d. %s %s %s %s %s", g.Round, g.Name, g.Title, g.Federation, ratingText(g.Rating), tournament.Points(g.HalfPoints).String())), " "))
		}
		lines = append(lines, s.t("ui.ratings.games")+": "+strings.Join(gs, " · "))
	}
	v.detail.SetText(strings.Join(lines, "\n"))
}

// editK sets the selected player's K and its reason, or gives the player
// back the K the rule derives.
func (v *ratingsView) editK() {
	s := v.s
	if v.selected < 0 || v.selected >= len(v.rows) {
		return
	}
	r := v.rows[v.selected]
	if r.Rating == 0 {
		s.showMessage(s.t("ui.ratings.set-k"), s.t("ui.ratings.unrated-k", "name", r.Name))
		return
	}
	k := v.s.newField()
	k.SetText(strconv.Itoa(r.KRule))
	reasons := []rating.KReason{rating.KNew, rating.KJunior, rating.KStandard, rating.KElite, rating.KSet}
	values, labels := make([]string, len(reasons)), make([]string, len(reasons))
	for i, why := range reasons {
		values[i], labels[i] = string(why), words.KReason(s.cat, why)
	}
	reason := s.newChoice(values, labels)
	reason.set(string(r.KReason))
	problem := errorLine()
	form := widget.NewForm(widget.NewFormItem("K", k), widget.NewFormItem(s.t("ui.ratings.reason"), reason.sel))
	var m *modal
	save := newBoxButton(s.t("ui.save"), func() {
		kv, err := strconv.Atoi(strings.TrimSpace(k.Text))
		o := v.optsCopy()
		o.K[r.ID] = tournament.PlayerK{K: kv, Reason: rating.KReason(reason.value())}
		if err != nil {
			err = uiError("ui.ratings.bad-k", "value", k.Text)
		}
		v.saveOptions(m, problem, o, err)
	})
	save.Importance = widget.HighImportance
	byRule := newBoxButton(s.t("ui.ratings.k-rule"), func() {
		o := v.optsCopy()
		delete(o.K, r.ID)
		v.saveOptions(m, problem, o, nil)
	})
	if _, set := v.opts.K[r.ID]; !set {
		byRule.Disable()
	}
	cancel := newBoxButton(s.t("ui.cancel"), func() { m.hide() })
	note := widget.NewLabel(s.t("ui.ratings.k-note"))
	note.Wrapping = fyne.TextWrapWord
	note.Importance = widget.LowImportance
	m = s.newModal(s.t("ui.ratings.k-title", "name", r.Name), container.NewVBox(form, note, problem), 520, byRule, cancel, save)
	m.resize()
	m.show()
	s.win.Canvas().Focus(k)
}

// saveOptions saves o as one undoable action and closes m; a value the
// dialog could not read (err), or options the event refuses, keep m open
// with the reason on its error line.
func (v *ratingsView) saveOptions(m *modal, problem *widget.Label, o tournament.RatingOptions, err error) {
	if err == nil {
		err = tournament.CheckRatingOptions(o)
	}
	if err != nil {
		m.fail(problem, v.s.cat.Sentence(err))
		return
	}
	if v.s.act(func() error { return v.s.doc.st.SetRatingOptions(o) }) {
		m.hide()
	}
}

// optsCopy is the stored options with a K map of their own to change.
func (v *ratingsView) optsCopy() tournament.RatingOptions {
	o := v.opts
	o.K = make(map[int64]tournament.PlayerK, len(v.opts.K)+1)
	for id, k := range v.opts.K {
		o.K[id] = k
	}
	return o
}

// saveExemption stores the event's exemption from the federation rules.
func (v *ratingsView) saveExemption() {
	o := v.optsCopy()
	o.NormExemption = v.exemption.value()
	if o.NormExemption == v.opts.NormExemption {
		return
	}
	v.s.act(func() error { return v.s.doc.st.SetRatingOptions(o) })
}

// editNational sets the national list: its name, K and floor, and each
// player's rating on it (empty: not on the list). K 0 switches it off.
func (v *ratingsView) editNational() {
	s := v.s
	n := v.opts.National
	name, k, floor := v.s.newField(), v.s.newField(), v.s.newField()
	name.SetText(n.Name)
	name.SetPlaceHolder(s.t("ui.ratings.national-name-hint"))
	k.setNumber(n.K, 0)
	floor.SetText(strconv.Itoa(n.Floor))
	on := newBoxCheck(s.t("ui.ratings.national-on"), nil)
	on.SetChecked(n.On())
	form := widget.NewForm(widget.NewFormItem(s.t("ui.ratings.national-name"), name),
		widget.NewFormItem("K", k), widget.NewFormItem(s.t("ui.ratings.national-floor"), floor))
	players := widget.NewForm()
	entries, labels := map[int64]*field{}, map[int64]string{}
	for _, r := range v.rows {
		e := v.s.newField()
		e.setNumber(n.Ratings[r.ID], 0)
		entries[r.ID] = e
		labels[r.ID] = fmt.Sprintf("%d %s", r.Number, r.Name)
		players.Append(labels[r.ID], e)
	}
	list := container.NewVScroll(players)
	list.SetMinSize(fyne.NewSize(0, 260))
	problem := errorLine()
	var m *modal
	number := func(e *field, label string) (int, error) {
		return e.number(0, "ui.settings.not-number", "field", label)
	}
	save := newBoxButton(s.t("ui.save"), func() {
		o := v.optsCopy()
		var err error
		nl := tournament.NationalList{Name: strings.TrimSpace(name.Text), Ratings: map[int64]int{}}
		if nl.K, err = number(k, "K"); err == nil {
			nl.Floor, err = number(floor, s.t("ui.ratings.national-floor"))
		}
		for id, e := range entries {
			if err != nil {
				break
			}
			var r int
			if r, err = number(e, labels[id]); r > 0 {
				nl.Ratings[id] = r
			}
		}
		if err == nil && on.Checked && nl.K == 0 {
			err = uiError("ui.ratings.national-needs-k")
		}
		if !on.Checked {
			nl.K = 0
		}
		o.National = nl
		v.saveOptions(m, problem, o, err)
	})
	save.Importance = widget.HighImportance
	cancel := newBoxButton(s.t("ui.cancel"), func() { m.hide() })
	note := widget.NewLabel(s.t("ui.ratings.national-note"))
	note.Wrapping = fyne.TextWrapWord
	note.Importance = widget.LowImportance
	// Tab from the switch above the list into the list, not from the
	// list's last rating back up to the switch.
	head := container.NewVBox(on, form, note)
	body := container.New(layout.NewBorderLayout(head, problem, nil, nil), head, list, problem)
	m = s.newModal(s.t("ui.ratings.national-title"), body, 560, cancel, save)
	m.resize()
	m.show()
}

package ui

import (
	"strconv"
	"strings"

	"arbiter/tournament/prizes"
	"arbiter/tournament/team"
	"arbiter/words"
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// prizeShow is what the standings view shows: the whole field (""), a
// ranking group's standings (its id), or the prize list (prizeListShow).
const prizeListShow = "\x00prizes"

// prizeRules reads the file's ranking groups and prizes; a file that
// cannot give them shows none, the error on the status line.
func (s *Shell) prizeRules() prizes.Rules {
	r, err := s.doc.st.PrizeRules()
	if err != nil {
		s.showError(err)
	}
	return r
}

// showChoices are the standings view's choices: the whole field, each
// ranking group, and the prize list when there are prizes.
func showChoices(s *Shell, r prizes.Rules) (values, labels []string) {
	values, labels = []string{""}, []string{s.t("prizes.ui.all")}
	for _, g := range r.Groups {
		values, labels = append(values, g.ID), append(labels, g.Name)
	}
	if len(r.Prizes) > 0 {
		values, labels = append(values, prizeListShow), append(labels, s.t("prizes.title"))
	}
	return values, labels
}

// showPrizes fills the view's grid with the prize list as the paper
// words it: the awards, the prizes no one took and the account of the
// fund.
func (v *standingsView) showPrizes(r prizes.Rules) {
	s := v.s
	list := prizes.Of(&s.doc.event, team.PrizeTable(&s.doc.event), r)
	v.grid.setColumns([]column{
		{s.t("prizes.col.prize"), 260, fyne.TextAlignLeading},
		{s.t("ui.players.col.seat"), 48, fyne.TextAlignTrailing},
		{s.t("ui.players.col.name"), 260, fyne.TextAlignLeading},
		{s.t("ui.standings.col.points"), 72, fyne.TextAlignTrailing},
		{words.PrizeMoneyHead(s.cat, list.Currency), 160, fyne.TextAlignTrailing},
	})
	var rows [][]string
	for _, row := range append(words.PrizeRows(s.cat, r, list), words.PrizeAccount(s.cat, list)...) {
		rows = append(rows, row.Cells())
	}
	v.grid.set(rows)
}

// editPrizes opens the editor of the ranking groups and prizes: one group
// a line and one prize a line, written as the command line's --group and
// --prize take them, the order of prizes, the Hort system and the
// currency.
func (v *standingsView) editPrizes() {
	s := v.s
	if s.refuseReadOnly() {
		return
	}
	r := s.prizeRules()
	groups, places := s.newField(), s.newField()
	for _, f := range []*field{groups, places} {
		f.MultiLine, f.Wrapping = true, fyne.TextWrapOff
		f.SetMinRowsVisible(5)
	}
	groups.SetPlaceHolder("u1800:rating:-1799:" + s.t("prizes.ui.example-group"))
	places.SetPlaceHolder("1=300\nu1800:1=50:" + s.t("prizes.ui.example-item"))
	groups.SetText(strings.Join(groupLines(r.Groups), "\n"))
	places.SetText(strings.Join(prizeLines(r.Prizes), "\n"))
	order := s.newChoice([]string{string(prizes.ByValue), string(prizes.ByListed)},
		[]string{s.t("prizes.ui.order.value"), s.t("prizes.ui.order.listed")})
	order.set(string(r.Order))
	if r.Order == "" {
		order.set(string(prizes.ByValue))
	}
	hort := newBoxCheck(s.t("prizes.ui.hort"), nil)
	hort.SetChecked(r.Hort)
	currency := s.newField()
	currency.SetPlaceHolder("EUR")
	currency.SetText(r.Currency)
	problem := errorLine()
	form := widget.NewForm(
		widget.NewFormItem(s.t("prizes.ui.groups"), groups),
		widget.NewFormItem(s.t("prizes.ui.prizes"), places),
		widget.NewFormItem(s.t("prizes.ui.order"), order.sel),
		widget.NewFormItem("", hort),
		widget.NewFormItem(s.t("prizes.ui.currency"), currency),
	)
	hint := widget.NewLabel(s.t("prizes.ui.hint"))
	hint.Wrapping, hint.Importance = fyne.TextWrapWord, widget.LowImportance
	var d *modal
	save := newBoxButtonWithIcon(s.t("ui.save"), theme.ConfirmIcon(), func() {
		next, err := readPrizeRules(groups.Text, places.Text)
		if err == nil {
			next.Order, next.Hort, next.Currency = prizes.Order(order.value()), hort.Checked, strings.TrimSpace(currency.Text)
			err = s.doc.st.SetPrizeRules(next)
		}
		if err != nil {
			d.fail(problem, s.cat.Sentence(err))
			return
		}
		d.hide()
		s.reload()
	})
	save.Importance = widget.HighImportance
	cancel := newBoxButton(s.t("ui.cancel"), func() { d.hide() })
	d = s.newModal(s.t("prizes.ui.edit.title"), container.NewVBox(form, hint, problem), 640, cancel, save)
	d.show()
}

// readPrizeRules reads the editor's lines with the command line's
// parsers, so that both take the same forms.
func readPrizeRules(groups, places string) (prizes.Rules, error) {
	var r prizes.Rules
	var err error
	if r.Groups, err = parseLines(groups, prizes.ParseGroup); err != nil {
		return r, err
	}
	r.Prizes, err = parseLines(places, prizes.ParsePrize)
	return r, err
}

// parseLines reads each line of text that is not blank with parse.
func parseLines[T any](text string, parse func(string) (T, error)) ([]T, error) {
	var out []T
	for _, line := range strings.Split(text, "\n") {
		if line = strings.TrimSpace(line); line == "" {
			continue
		}
		v, err := parse(line)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

// groupLines writes groups as prizes.ParseGroup reads them.
func groupLines(groups []prizes.Group) []string {
	var out []string
	for _, g := range groups {
		parts := []string{g.ID, string(g.Kind)}
		switch g.Kind {
		case prizes.GroupRating, prizes.GroupBorn:
			parts = append(parts, bound(g.From)+"-"+bound(g.To))
		case prizes.GroupClub:
			parts = append(parts, g.Club)
		}
		out = append(out, strings.Join(append(parts, g.Name), ":"))
	}
	return out
}

func bound(n int) string {
	if n == 0 {
		return ""
	}
	return strconv.Itoa(n)
}

// prizeLines writes prizes as ParsePrize reads them.
func prizeLines(list []prizes.Prize) []string {
	var out []string
	for _, p := range list {
		line := strconv.Itoa(p.Place) + "=" + prizes.MoneyText(p.Amount, ".")
		if p.Group != "" {
			line = p.Group + ":" + line
		}
		if p.Item != "" {
			line += ":" + p.Item
		}
		out = append(out, line)
	}
	return out
}

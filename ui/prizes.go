package ui

import (
	"errors"
	"slices"
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/tournament/prizes"
	"arbiter/tournament/standings"
	"arbiter/tournament/team"
	"arbiter/ui/button"
	"arbiter/ui/look"
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

// prizeChoice is what the standings views of both kinds of event
// share: the choice of what to show (the view's own tables, then each
// ranking group, then the prize list when there are prizes), the button
// that edits the groups and prizes, and the prize list's PDF, shown with
// the list.
type prizeChoice struct {
	reportFrame
	show *choice // as wide as its longest option (Fit)
	// own and ownLabels are the view's own choices, the first shown
	// until the arbiter chooses another.
	own, ownLabels []string
	edit           *button.Button
	printPrizes    *button.Button
}

// newPrizeChoice is the frame of a standings view whose own choices are
// own, named by ownLabels; refresh shows what is chosen.
func newPrizeChoice(s *Shell, own, ownLabels []string, refresh func()) prizeChoice {
	c := prizeChoice{reportFrame: newReportFrame(s, "ui.nav.standings", "standings"), own: own, ownLabels: ownLabels}
	c.show = s.newChoice(nil, nil)
	c.show.sel.OnChanged = func(string) { refresh() }
	c.show.sel.Fit = true
	c.printPrizes = s.printJobButton("prizes.ui.print", func() printJob { return s.printJobOf("prizes") })
	c.printPrizes.Hide()
	return c
}

// shownJob is the document of what the view shows, which its Save PDF
// and Print (Ctrl+P) make: the prize list, a ranking group's standings
// (groupStandingsJob), or own's job for one of the view's own choices.
// The view's first button was Print's document whatever was shown: a
// group chosen printed the whole field.
func (c *prizeChoice) shownJob(own func(shown string) printJob) printJob {
	shown := c.show.value()
	if shown == prizeListShow {
		return c.s.printJobOf("prizes")
	}
	if g, ok := c.s.prizeRules().Group(shown); ok && !slices.Contains(c.own, shown) {
		return c.s.groupStandingsJob(g)
	}
	return own(shown)
}

// printShown makes the Save PDF button, named by labelKey, of what the
// view shows (shownJob), and makes it the view's Print (Ctrl+P).
func (c *prizeChoice) printShown(labelKey string, own func(shown string) printJob) *button.Button {
	job := func() printJob { return c.shownJob(own) }
	c.s.printers[c.s.building] = job
	return c.s.printJobButton(labelKey, job)
}

// titleBar is the view's title bar: the choice, the editor's button and
// the view's PDF buttons (each shown with what it prints), then the prize
// list's.
func (c *prizeChoice) titleBar(prints ...fyne.CanvasObject) fyne.CanvasObject {
	c.edit = newButtonWithIcon(c.s.t("prizes.ui.edit"), theme.SettingsIcon(), c.editPrizes)
	return titleBar(c.s.t("ui.nav.standings"), append([]fyne.CanvasObject{c.show.sel, c.edit}, append(prints, c.printPrizes)...)...)
}

// showChosen offers the choices afresh from the file's rules and shows
// the prize list where it is chosen, its PDF button with it; done says it
// did. Else the view shows shown: one of its own choices or a group of
// rules.
func (c *prizeChoice) showChosen() (rules prizes.Rules, shown string, done bool) {
	rules = c.s.prizeRules()
	c.offer(rules, c.show.value())
	shown = c.show.value()
	done = shown == prizeListShow
	look.SetVisible(c.printPrizes, done)
	if done {
		c.showPrizes(rules)
	}
	return rules, shown, done
}

// offer puts the choices (showChoices) in the view's drop-down, on shown
// where it is still one of them, else on the view's first.
func (c *prizeChoice) offer(rules prizes.Rules, shown string) {
	c.show.values, c.show.sel.Options = showChoices(c.s, rules, c.own, c.ownLabels)
	if !slices.Contains(c.show.values, shown) {
		shown = c.own[0]
	}
	c.show.setQuietly(shown)
}

// place and setPlace keep the group or the prize list shown over a
// language switch (placedView).
func (c *prizeChoice) place() string { return c.show.value() }

func (c *prizeChoice) setPlace(p string) { c.offer(c.s.prizeRules(), p) }

// showChoices are a standings view's choices: its own (the whole field,
// and a team event's boards), each ranking group, and the prize list when
// there are prizes.
func showChoices(s *Shell, r prizes.Rules, own, ownLabels []string) (values, labels []string) {
	values, labels = slices.Clone(own), slices.Clone(ownLabels)
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
// fund; a team event's prizes go to its teams, headed as the paper heads
// them (words.PrizeTeamHeads). The notes say after which round, that
// the places are provisional while games remain, and the list's rules
// (words.PrizeLegend).
func (c *prizeChoice) showPrizes(r prizes.Rules) {
	s, ev := c.s, &c.s.doc.event
	table := team.PrizeTable(ev)
	list, err := prizes.Of(ev, table, r)
	who, points := s.nameCol(260), s.pointsCol(72)
	if table.Teams {
		who.title, points.title = words.PrizeTeamHeads(s.cat, ev.TeamOptions)
	}
	// Where the window is narrow the winner's name gives up its room; the
	// money is as wide as its amounts (a cap cut "37,50 EUR (jagatud 2 vahel)").
	c.grid.yields = []yielding{{2, nameMin}}
	c.grid.setColumns([]column{
		{s.t("prizes.col.prize"), 260, fyne.TextAlignLeading},
		s.seatCol(48),
		who,
		points,
		{words.PrizeMoneyHead(s.cat, r.Currency), 0, fyne.TextAlignTrailing},
	})
	if err != nil {
		// The file's list is refused (a place left out, saved before
		// that was checked): no payout shown, the reason instead, and
		// Edit prizes… to mend it.
		c.grid.set(nil)
		c.setNotes([]string{s.cat.T("prizes.held-back", "why", s.cat.Error(err))})
		return
	}
	var rows [][]string
	for _, row := range append(words.PrizeRows(s.cat, r, list), words.PrizeAccount(s.cat, list)...) {
		rows = append(rows, row.Cells())
	}
	c.grid.set(rows)
	notes := []string{roundNote(s, standings.ProgressOf(ev))}
	if p := words.PrizesProvisional(s.cat, ev); p != "" {
		notes = append(notes, p) // as the paper, the pages and the command line say it
	}
	// The rules the list follows, as they do: a rating band's unrated
	// left out went unsaid here alone.
	c.setNotes(append(notes, words.PrizeLegend(s.cat, r, list)...))
}

// editPrizes opens the editor of the ranking groups and prizes: one group
// a line and one prize a line, written as the command line's --group and
// --prize take them (a group's kind in the window's words, readGroup), the
// order of prizes, the Hort system and the currency.
func (c *prizeChoice) editPrizes() {
	s := c.s
	if s.refuseReadOnly() {
		return
	}
	r := s.prizeRules()
	groups, places := s.newField(), s.newField()
	for _, f := range []*field{groups, places} {
		f.MultiLine, f.Wrapping = true, fyne.TextWrapOff
		f.SetMinRowsVisible(5)
	}
	groups.SetPlaceHolder(s.groupExample())
	places.SetPlaceHolder("1=300\nu1800:1=50:" + s.t("prizes.ui.example-item"))
	groups.SetText(strings.Join(s.groupLines(r.Groups), "\n"))
	places.SetText(strings.Join(prizeLines(r.Prizes), "\n"))
	order := s.newChoice([]string{string(prizes.ByValue), string(prizes.ByListed)},
		[]string{s.t("prizes.ui.order.value"), s.t("prizes.ui.order.listed")})
	order.set(string(r.Order))
	if r.Order == "" {
		order.set(string(prizes.ByValue))
	}
	// A team event's prizes go to its teams: the words of the order, the
	// Hort tick and the hint are a team's, the hint saying how a team
	// falls in a group (prizes.Group.TeamMember).
	orderKey, hortKey, hintWords := "prizes.ui.order", "prizes.ui.hort", s.t("prizes.ui.hint")
	if ev := &s.doc.event; ev.Settings.System.Team() {
		orderKey, hortKey = "prizes.ui.order.team", "prizes.ui.hort.team"
		hintWords = s.t("prizes.ui.hint.team", "n", max(ev.TeamOptions.Boards, 1))
	}
	hort := newTickBox(s.t(hortKey))
	hort.SetChecked(r.Hort)
	currency := s.hintField("EUR")
	currency.SetText(r.Currency)
	// Each field says its problem below it, every one at once; one of no
	// field (the store's own) beside the buttons.
	notes, problem := formNotes{}, newFieldNote("")
	form := widget.NewForm(
		notes.item(s.t("prizes.ui.groups"), groups, ""),
		notes.item(s.t("prizes.ui.prizes"), places, ""),
		s.item(orderKey, order.sel),
		widget.NewFormItem("", hort),
		notes.item(s.t("prizes.ui.currency"), currency, ""),
	)
	hint := look.NewHint(hintWords)
	var d *modal
	fields := prizeFields{s: s, groups: groups, places: places, currency: currency}
	save := primary(newButtonWithIcon(s.t("ui.save"), theme.ConfirmIcon(), func() {
		bad := map[fyne.CanvasObject]error{}
		next := fields.read(bad)
		next.Order, next.Hort = prizes.Order(order.value()), hort.Checked
		// The event's rule (prizes.CheckFor) judges them, asked again with
		// each refused field set aside.
		asked := next
		if bad[groups] != nil {
			asked.Groups = fields.groupsAside()
		}
		err := notes.everyProblem(bad, func() error { return prizes.CheckFor(asked, s.doc.event.Settings.System.Team()) }, fields.ownerOf(&asked))
		if notes.sayAll(s, problem, bad, err) {
			return
		}
		if s.actSaying(func() error { return s.doc.st.SetPrizeRules(next) }, notes.saidInPlace(s, problem, fields.ownerOf(&next))) {
			d.hide()
		}
	}))
	cancel := newButton(s.t("ui.cancel"), func() { d.hide() })
	d = s.newFormModal(s.t("prizes.ui.edit.title"), container.NewVBox(form, hint), problem, 640, cancel, save)
	d.show()
}

// prizeFields are the prize editor's fields that can be refused.
type prizeFields struct {
	s                        *Shell
	groups, places, currency *field
}

// read is the rules the fields give, read with the command line's
// parsers so that both take the same forms, the problem of each field
// that holds a line they cannot read added to bad.
func (f prizeFields) read(bad map[fyne.CanvasObject]error) prizes.Rules {
	var r prizes.Rules
	var err error
	if r.Groups, err = parseLines(f.groups.Text, f.s.readGroup); err != nil {
		bad[f.groups] = err
	}
	if r.Prizes, err = parseLines(f.places.Text, prizes.ParsePrize); err != nil {
		bad[f.places] = err
	}
	r.Currency = strings.TrimSpace(f.currency.Text)
	return r
}

// groupsAside are the groups set aside while they are refused: only
// their ids, each line's first part, by which the prizes are checked.
func (f prizeFields) groupsAside() []prizes.Group {
	var out []prizes.Group
	seen := map[string]bool{}
	for _, line := range strings.Split(f.groups.Text, "\n") {
		id, _, _ := strings.Cut(line, ":")
		if id = strings.TrimSpace(id); id != "" && !seen[id] {
			seen[id] = true
			out = append(out, prizes.Group{ID: id, Kind: prizes.GroupWomen, Name: "?"})
		}
	}
	return out
}

// ownerOf is the field that a refusal of the rules r is about, and how
// to set it aside in r.
func (f prizeFields) ownerOf(r *prizes.Rules) func(*engine.Message) (owner, bool) {
	groups := owner{f.groups, func() { r.Groups = f.groupsAside() }}
	places := owner{f.places, func() { r.Prizes = nil }}
	return func(m *engine.Message) (owner, bool) {
		switch m.Key {
		case "prizes.err.group-name", "prizes.err.group-twice", "prizes.err.band", "prizes.err.club", "prizes.err.kind",
			"prizes.err.clubs-best", "prizes.err.clubs-team", "prizes.err.clubs-form":
			return groups, true
		case "prizes.err.no-group", "prizes.err.place", "prizes.err.place-twice", "prizes.err.place-gap", "prizes.err.place-gap.group", "prizes.err.amount":
			return places, true
		}
		if !strings.HasPrefix(m.Key, "event.err.text.") {
			return owner{}, false
		}
		// A text refused (input.ValidateText) is a group's name, a
		// prize's item or the currency: told by its value.
		value := m.Args["value"]
		switch {
		case value == r.Currency:
			return owner{f.currency, func() { r.Currency = "" }}, true
		case slices.ContainsFunc(r.Groups, func(g prizes.Group) bool { return value == g.Name }):
			return groups, true
		case slices.ContainsFunc(r.Prizes, func(p prizes.Prize) bool { return value == p.Item }):
			return places, true
		}
		return owner{}, false
	}
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

// groupKinds are the kinds of ranking group, which the prize editor
// writes in the window's language (prizes.ui.kind.*): in a Finnish or
// Estonian window the arbiter typed "rating" and "women" in sentences of
// his own language.
var groupKinds = []prizes.GroupKind{prizes.GroupRating, prizes.GroupBorn, prizes.GroupWomen, prizes.GroupUnrated, prizes.GroupClub, prizes.GroupClubs}

// groupKindWord is kind k in the window's language.
func (s *Shell) groupKindWord(k prizes.GroupKind) string { return s.t("prizes.ui.kind." + string(k)) }

// groupExample is a group as the editor writes it, in the window's words.
func (s *Shell) groupExample() string {
	return "u1800:" + s.groupKindWord(prizes.GroupRating) + ":-1799:" + s.t("prizes.ui.example-group")
}

// readGroup reads a line of the editor's groups as prizes.ParseGroup
// does, its kind in the window's words or the command line's, and refuses
// one in the editor's words: the command line's refusals named its own.
func (s *Shell) readGroup(line string) (prizes.Group, error) {
	form := engine.NewMessage("prizes.ui.err.group-form", "text", strings.TrimSpace(line), "example", s.groupExample())
	parts := strings.SplitN(line, ":", 3)
	if len(parts) < 3 {
		return prizes.Group{}, form
	}
	kind := strings.TrimSpace(parts[1])
	var kinds []string
	for _, k := range groupKinds {
		if strings.EqualFold(kind, s.groupKindWord(k)) || kind == string(k) {
			g, err := prizes.ParseGroup(parts[0] + ":" + string(k) + ":" + parts[2])
			if m := (*engine.Message)(nil); errors.As(err, &m) && m.Key == "prizes.err.group-form" {
				return g, form
			}
			return g, err
		}
		kinds = append(kinds, s.groupKindWord(k))
	}
	return prizes.Group{}, engine.NewMessage("prizes.ui.err.kind", "id", strings.TrimSpace(parts[0]), "kind", kind, "kinds", strings.Join(kinds, ", "))
}

// groupLines writes groups as readGroup reads them, in the window's words.
func (s *Shell) groupLines(groups []prizes.Group) []string {
	var out []string
	for _, g := range groups {
		id, rest, _ := strings.Cut(g.Line(), ":")
		_, rest, _ = strings.Cut(rest, ":")
		out = append(out, id+":"+s.groupKindWord(g.Kind)+":"+rest)
	}
	return out
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

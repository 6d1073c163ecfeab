package ui

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/pairing"
	"arbiter/ui/dropdown"
	"arbiter/ui/look"
	"arbiter/ui/radio"
	"arbiter/words"
)

// playerChoice is a drop-down of players by pairing number and name.
type playerChoice struct {
	sel *picker
	ids []int64
}

// newPlayerChoice lists the players who have not withdrawn before round r
// (every player when r is 0). A name typed that finds none of them is
// answered (dropdown.Select.Unfound): a player withdrawn is said to be,
// and how he comes back; any other name, that no player bears it.
func (w *swissTools) newPlayerChoice(r int) *playerChoice {
	s, ev := w.v.s, &w.v.s.doc.event
	c := &playerChoice{}
	var labels, familyFirst []string
	number := ev.StartNumbers()
	for _, id := range ev.SwissNumbers() {
		p, _ := ev.Player(id)
		if r > 0 && p.GoneBefore(r) {
			continue
		}
		c.ids = append(c.ids, id)
		labels = append(labels, words.Number(number[id])+" "+p.Name)
		familyFirst = append(familyFirst, words.Number(number[id])+" "+p.FamilyFirst())
	}
	c.sel = s.newPicker(labels, nil)
	c.sel.FamilyFirst = familyFirst
	_, c.sel.LeftOut, c.sel.LeftOutFamilyFirst = s.goneBefore(r)
	c.sel.Unfound = func(typed string) string {
		if typed == "" {
			return ""
		}
		if said, ok := s.withdrawnTyped(typed, r, input.NoMatch); ok {
			return said
		}
		return s.t("venue.search.none", "query", typed)
	}
	return c
}

// withdrawnTyped answers a name or number typed where a list of round r's
// players leaves out one withdrawn before it: he withdrew, and how that is
// taken back. False where what is typed finds no such player, or none by
// a rank above (input.Rank) the one it found a player listed by: "mäki"
// is Pekka Mäki's, withdrawn, whole, not Päivi Mäkinen's, whose name it
// begins.
func (s *Shell) withdrawnTyped(typed string, r, above int) (string, bool) {
	gone, labels, familyFirst := s.goneBefore(r)
	i, rank := dropdown.Ranked(typed, labels, familyFirst, nil)
	if i < 0 || rank <= above {
		return "", false
	}
	return s.t("ui.choice.withdrawn", "name", gone[i].Name, "round", gone[i].WithdrawnAfter,
		"reinstate", s.t("ui.players.reinstate"), "view", s.t("ui.nav.players")), true
}

// goneBefore are the players withdrawn before round r (none when r is 0),
// whom a list of its players leaves out, with their names as such a list
// writes them, by pairing number, and family name first.
func (s *Shell) goneBefore(r int) (gone []tournament.Player, labels, familyFirst []string) {
	ev := &s.doc.event
	number := ev.StartNumbers()
	for _, p := range ev.Players {
		if r > 0 && p.GoneBefore(r) {
			gone = append(gone, p)
			labels = append(labels, words.Number(number[p.ID])+" "+p.Name)
			familyFirst = append(familyFirst, words.Number(number[p.ID])+" "+p.FamilyFirst())
		}
	}
	return gone, labels, familyFirst
}

// renew lists the players of n, a choice made anew, with nothing chosen:
// their names written family name first and its answer to a name it
// leaves out (Unfound) with them. The names alone taken, a late entrant
// typed family name first ("late l") was found by the names of the
// players before him, and chose nobody.
func (c *playerChoice) renew(n *playerChoice) {
	c.ids = n.ids
	c.sel.Options, c.sel.FamilyFirst, c.sel.Unfound = n.sel.Options, n.sel.FamilyFirst, n.sel.Unfound
	c.sel.LeftOut, c.sel.LeftOutFamilyFirst = n.sel.LeftOut, n.sel.LeftOutFamilyFirst
	c.sel.ClearSelected()
}

// chosen is the chosen player's id, 0 for none.
func (c *playerChoice) chosen() int64 {
	if i := c.sel.SelectedIndex(); i >= 0 {
		return c.ids[i]
	}
	return 0
}

// playerLabels returns what names a player by pairing number and name in
// the event as it is now, from one roster for the whole list: a 1,000-board
// round's list once sorted the field 2,000 times.
func (w *swissTools) playerLabels() func(id int64) string {
	roster := pairing.NewRoster(&w.v.s.doc.event)
	return func(id int64) string {
		number, name, ok := roster.Player(id)
		if !ok {
			// A file written before removals took their options along may
			// still name a removed player: shown by id, so the pair can be
			// taken off.
			return "#" + strconv.FormatInt(id, 10)
		}
		return words.Number(number) + " " + name
	}
}

// requestBye asks which player, which round (the next one or any later
// one) and which kind of bye, and records it. Every problem of the request
// is said at once below its field, the event's rules' (tournament.Event.RequestBye)
// and the store's as well, with the box open on what was chosen: a
// refusal of the store's opened another box once this one had closed.
func (w *swissTools) requestBye() {
	s, ev := w.v.s, &w.v.s.doc.event
	if s.refuseReadOnly() {
		return
	}
	next := ev.NextRound()
	player := w.newPlayerChoice(next)
	round := s.roundsFrom(next)
	kinds := []tournament.ByeKind{tournament.ByeHalfPoint, tournament.ByeZeroPoint}
	// Named as the pairing lists and the round's rows name them.
	kind := newRadio([]string{byeText(s, kinds[0]), byeText(s, kinds[1])}, nil)
	kind.SetSelected(kind.Options[0])
	showAsked := followAsked(kind, kinds, func() (tournament.ByeKind, bool) {
		return ev.Asked(tournament.PlannedBye{Player: player.chosen(), Round: next + max(0, round.SelectedIndex())})
	})
	player.sel.OnChanged = func(string) { showAsked() }
	round.OnChanged = func(string) { showAsked() }
	notes := formNotes{}
	form := widget.NewForm(
		notes.item(s.t("swisscli.ui.bye.player"), player.sel, ""),
		notes.item(s.t("swissopt.bye.round"), round, ""),
		s.item("swisscli.ui.bye.kind", kind),
	)
	problem := newFieldNote("")
	var m *modal
	cancel := newButton(s.t("ui.cancel"), func() { m.hide() })
	ok := primary(newButton(s.t("swisscli.ui.bye.ok"), s.guard("confirm", func() {
		b := tournament.PlannedBye{Player: player.chosen(), Round: next + round.SelectedIndex(), Kind: kinds[max(kind.SelectedIndex(), 0)]}
		bad := map[fyne.CanvasObject]error{}
		if b.Player == 0 {
			bad[player.sel] = uiError("swisscli.ui.bye.noplayer")
		}
		asked := b
		ownerOf := byKey(map[string]owner{
			"swisscli.err.player":    {player.sel, func() { asked.Player = standIn(ev) }},
			"swisscli.err.withdrawn": {player.sel, func() { asked.Player = standIn(ev) }},
			"swisscli.err.range":     {round, func() { asked.Round = next }},
			"swisscli.err.byepaired": {round, func() { asked.Round = next }},
			// The event's limit of half-point byes: the next round stands
			// in for one of the last, then a zero-point bye, which it
			// does not limit, for one over the most a player may have.
			"byes.err.half.last": {round, func() { asked.Round = next }},
			"byes.err.half.max":  {player.sel, func() { asked.Kind = tournament.ByeZeroPoint }},
		})
		err := notes.everyProblem(bad, func() error { _, err := ev.RequestBye(asked); return err }, ownerOf)
		if notes.sayAll(s, problem, bad, err) {
			return
		}
		if !s.actSaying(func() error { return s.doc.st.RequestBye(b) }, notes.saidInPlace(s, problem, ownerOf)) {
			return
		}
		m.hide()
		p, _ := s.doc.event.Player(b.Player)
		key := "swisscli.bye.recorded.half"
		if b.Kind == tournament.ByeZeroPoint {
			key = "swisscli.bye.recorded.zero"
		}
		s.setStatus(s.t(key, "name", p.Name, "round", b.Round))
	})))
	m = s.newFormModal(s.t("swisscli.ui.bye"), form, problem, 460, cancel, ok)
	m.show()
}

// standIn is a player of ev who has not withdrawn, who stands in the
// request for a player refused, so that the rules go on to its round;
// 0 when there is none.
func standIn(ev *tournament.Event) int64 {
	for _, p := range ev.Players {
		if !p.Withdrawn() {
			return p.ID
		}
	}
	return 0
}

// swissOptionsBox is the Swiss options' box: the options as stored and as
// edited, a row's problem said below it, one of no row beside the buttons.
type swissOptionsBox struct {
	w                    *swissTools
	stored, opts         tournament.SwissOptions
	baku                 *tickBox
	initial              *radio.Group
	acceleration, addRow fyne.CanvasObject
	forbidden, planned   *bounded
	a, b                 *playerChoice
	notes                formNotes
	problem              *fieldNote
	m                    *modal
}

// editOptions shows the Swiss options: Baku acceleration and the initial
// colour (fixed once round 1 is paired), the pairs who must not meet, and
// the byes asked for in later rounds. The options are saved together;
// a planned bye is cancelled at once, the box open on what was chosen.
// Every problem is said below the row it is about, the store's refusal
// too (the file changed beside the window), judged before the box closes.
func (w *swissTools) editOptions() {
	s := w.v.s
	if s.refuseReadOnly() {
		return
	}
	stored, err := s.doc.st.SwissOptions()
	if err != nil {
		s.showError(err)
		return
	}
	o := &swissOptionsBox{w: w, stored: stored, opts: stored, notes: formNotes{}, problem: newFieldNote("")}
	content := o.content()
	cancel := newButton(s.t("ui.cancel"), func() { o.m.hide() })
	save := primary(newButtonWithIcon(s.t("ui.save"), theme.DocumentSaveIcon(), o.save))
	o.m = s.newFormModal(s.t("swissopt.title"), content, o.problem, 640, cancel, save)
	o.m.resize()
	o.m.show()
}

// content makes the box's rows: the options fixed once round 1 is
// paired, then the lists of pairs kept apart and of byes asked for.
func (o *swissOptionsBox) content() fyne.CanvasObject {
	s := o.w.v.s
	o.baku = newTickBox(s.t("swisscli.baku"))
	o.baku.SetChecked(o.opts.Baku)
	o.initial = newRadio([]string{s.t("swisscli.white"), s.t("swisscli.black")}, nil)
	o.initial.Horizontal = true
	o.initial.SetSelected(o.initial.Options[0])
	if o.opts.InitialBlack {
		o.initial.SetSelected(o.initial.Options[1])
	}
	if s.doc.event.PairedRounds() > 0 {
		o.baku.Disable()
		o.initial.Disable()
	}
	o.acceleration = o.baku
	if len(o.opts.Accelerations) > 0 {
		// An imported report's own acceleration, kept as it paired.
		given := wrapped(s.t("swisscli.accelerations", "n", len(o.opts.Accelerations)))
		o.acceleration = container.NewVBox(o.baku, given)
	}
	o.forbidden, o.planned = boundedList(container.NewVBox(), 160), boundedList(container.NewVBox(), 160)
	o.showForbidden()
	o.showPlanned()
	o.a, o.b = o.w.newPlayerChoice(0), o.w.newPlayerChoice(0)
	add := newButtonWithIcon(s.t("swissopt.forbidden.add"), theme.ContentAddIcon(), o.addForbidden)
	o.addRow = look.Border(nil, nil, nil, add, container.NewGridWithColumns(2, o.a.sel, o.b.sel))
	form := widget.NewForm(
		o.notes.item(s.t("swissopt.acceleration"), o.acceleration, ""),
		o.notes.item(s.t("swisscli.initial"), o.initial, ""),
	)
	return container.NewVBox(form,
		sectionTitle(s.t("swisscli.forbidden")), o.forbidden.scroll, noted(o.addRow, o.notes.note(o.addRow, s.t("swisscli.forbidden"), "")),
		sectionTitle(s.t("swissopt.byes")), noted(o.planned.scroll, o.notes.note(o.planned.scroll, s.t("swissopt.byes"), "")))
}

// showForbidden lists the pairs kept apart, each with the round it is
// kept apart from where that is after the first (keptApartText) and its
// button that takes it off the options as edited.
func (o *swissOptionsBox) showForbidden() {
	label := o.w.playerLabels()
	var rows []fyne.CanvasObject
	for _, f := range o.opts.Forbidden {
		rows = append(rows, removableRow(keptApartText(o.w.v.s, label(f[0]), label(f[1]), o.opts.KeptApartFrom(f)), "", func() {
			o.opts = o.opts.ForbidPair(f[0], f[1], false)
			o.showForbidden()
		}))
	}
	o.forbidden.fill(o.w.v.s.t("swissopt.forbidden.none"), rows)
	o.m.resize() // nil while the box is being made
}

// addForbidden keeps the two players chosen apart, where the event's
// rule for the options takes the pair.
func (o *swissOptionsBox) addForbidden() {
	s := o.w.v.s
	x, y := o.a.chosen(), o.b.chosen()
	o.problem.say("")
	if x == 0 || y == 0 {
		o.notes.show(map[fyne.CanvasObject]string{o.addRow: s.t("swissopt.forbidden.choose")})
		return
	}
	next := o.opts.ForbidPair(x, y, true)
	if err := s.doc.event.CheckSwissOptions(o.opts, next); err != nil {
		o.notes.showNamed(s, map[fyne.CanvasObject]error{o.addRow: err})
		return
	}
	o.notes.show(nil)
	o.opts = next
	o.showForbidden()
}

// showPlanned lists the byes asked for, each with its button that
// cancels it at once.
func (o *swissOptionsBox) showPlanned() {
	s := o.w.v.s
	label := o.w.playerLabels()
	var rows []fyne.CanvasObject
	for _, bye := range s.doc.event.Requests {
		text := s.t("swissopt.byes.line", "round", bye.Round, "player", label(bye.Player), "kind", byeText(s, bye.Kind))
		rows = append(rows, removableRow(text, s.t("swissopt.byes.cancel"), func() { o.cancelBye(bye) }))
	}
	o.planned.fill(s.t("swissopt.byes.none"), rows)
	o.m.resize() // nil while the box is being made
}

// cancelBye takes the bye asked for off the file, or says below the list
// why the store refused.
func (o *swissOptionsBox) cancelBye(bye tournament.PlannedBye) {
	s := o.w.v.s
	o.problem.say("")
	if err := s.doc.st.CancelBye(bye); err != nil {
		s.reload() // a refusal may say the file holds other requests now
		o.showPlanned()
		o.notes.showNamed(s, map[fyne.CanvasObject]error{o.planned.scroll: err})
		return
	}
	o.notes.show(nil)
	s.reload()
	s.sayLastSaved()
	o.showPlanned()
}

// save keeps the options as edited, or says every problem below its row.
func (o *swissOptionsBox) save() {
	s, ev, stored := o.w.v.s, &o.w.v.s.doc.event, o.stored
	o.opts.Baku = o.baku.Checked
	o.opts.InitialBlack = o.initial.Selected == o.initial.Options[1]
	bad := map[fyne.CanvasObject]error{}
	asked := o.opts
	ownerOf := byKey(map[string]owner{
		"swisscli.err.bakupaired":   {o.acceleration, func() { asked.Baku = stored.Baku }},
		"swisscli.err.accelpaired":  {o.acceleration, func() { asked.Accelerations = stored.Accelerations }},
		"swisscli.err.colourpaired": {o.initial, func() { asked.InitialBlack = stored.InitialBlack }},
		"swisscli.err.player":       {o.addRow, func() { asked.Forbidden = stored.Forbidden }},
		"swisscli.err.forbidself":   {o.addRow, func() { asked.Forbidden = stored.Forbidden }},
	})
	err := o.notes.everyProblem(bad, func() error { return ev.CheckSwissOptions(stored, asked) }, ownerOf)
	if o.notes.sayAll(s, o.problem, bad, err) {
		return
	}
	if !s.actSaying(func() error { return s.doc.st.SetSwissOptions(o.opts) }, o.notes.saidInPlace(s, o.problem, ownerOf)) {
		return
	}
	o.m.hide()
	s.setStatus(s.t("swissopt.saved"))
}

// bounded is a list that grows to a height, then scrolls.
type bounded struct {
	list   *fyne.Container
	scroll *container.Scroll
	max    float32
}

// boundedList lets a list grow to maxHeight, then scroll.
func boundedList(list *fyne.Container, maxHeight float32) *bounded {
	b := &bounded{list: list, scroll: container.NewVScroll(list), max: maxHeight}
	b.fit()
	return b
}

// fill shows rows in the list (fillRows) and fits the list to them.
func (b *bounded) fill(none string, rows []fyne.CanvasObject) {
	fillRows(b.list, none, rows)
	b.fit()
}

// fit makes the list as tall as its rows, up to its height, after rows
// were added or removed.
func (b *bounded) fit() {
	b.scroll.SetMinSize(fyne.NewSize(0, min(b.list.MinSize().Height, b.max)))
}

// fillRows shows rows in box, or, where there are none, none in the faint
// colour of a hint.
func fillRows(box *fyne.Container, none string, rows []fyne.CanvasObject) {
	if len(rows) == 0 {
		rows = []fyne.CanvasObject{look.NewHint(none)}
	}
	box.Objects = rows
	box.Refresh()
}

// removableRow is a list's line of text with the button at its end that
// takes it off: a bin, with its words where it has any.
// keptApartText names a pair kept apart, a and b, with the round it is
// kept apart from where that is after the first, as `arbiter swiss` says
// it.
func keptApartText(s *Shell, a, b string, from int) string {
	if from > 1 {
		return a + " – " + b + " (" + s.t("swisscli.forbidden.from", "round", from) + ")"
	}
	return a + " – " + b
}

func removableRow(text, button string, remove func()) fyne.CanvasObject {
	return look.Border(nil, nil, nil, newButtonWithIcon(button, theme.DeleteIcon(), remove), widget.NewLabel(text))
}

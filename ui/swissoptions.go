package ui

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/tournament"
	"arbiter/tournament/pairing"
)

// playerChoice is a drop-down of players by pairing number and name.
type playerChoice struct {
	sel *picker
	ids []int64
}

// newPlayerChoice lists the players who have not withdrawn before round r
// (every player when r is 0).
func (w *swissTools) newPlayerChoice(r int) *playerChoice {
	c := &playerChoice{}
	var labels []string
	number := w.v.s.doc.event.StartNumbers()
	for _, id := range w.v.s.doc.event.SwissNumbers() {
		p, _ := w.v.s.doc.event.Player(id)
		if r > 0 && p.GoneBefore(r) {
			continue
		}
		c.ids = append(c.ids, id)
		labels = append(labels, seatText(number[id])+" "+p.Name)
	}
	c.sel = w.v.s.newPicker(labels, nil)
	return c
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
		return seatText(number) + " " + name
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
	var rounds []string
	for r := next; r <= ev.Settings.Rounds; r++ {
		rounds = append(rounds, strconv.Itoa(r))
	}
	round := s.newPicker(rounds, nil)
	if len(rounds) > 0 {
		round.SetSelectedIndex(0)
	}
	kinds := []tournament.ByeKind{tournament.ByeHalfPoint, tournament.ByeZeroPoint}
	kind := newRadio([]string{s.t("swisscli.bye.half"), s.t("swisscli.bye.zero")}, nil)
	kind.SetSelected(kind.Options[0])
	notes := formNotes{}
	form := widget.NewForm(
		notes.item(s.t("swisscli.ui.bye.player"), player.sel, ""),
		notes.item(s.t("swissopt.bye.round"), round, ""),
		widget.NewFormItem(s.t("swisscli.ui.bye.kind"), kind),
	)
	problem := newFieldNote("")
	var m *modal
	cancel := newButton(s.t("ui.cancel"), func() { m.hide() })
	ok := primary(newButton(s.t("swisscli.ui.bye.ok"), s.guard("confirm", func() {
		b := tournament.PlannedBye{Player: player.chosen(), Round: next + round.SelectedIndex(), Kind: kinds[0]}
		if kind.Selected == kind.Options[1] {
			b.Kind = kinds[1]
		}
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

// editOptions shows the Swiss options: Baku acceleration and the initial
// colour (fixed once round 1 is paired), the pairs who must not meet, and
// the byes asked for in later rounds. The options are saved together;
// a planned bye is cancelled at once, the box open on what was chosen.
// Every problem is said below the row it is about, the store's refusal
// too (the file changed beside the window), judged before the box closes.
func (w *swissTools) editOptions() {
	s, ev := w.v.s, &w.v.s.doc.event
	if s.refuseReadOnly() {
		return
	}
	stored, err := s.doc.st.SwissOptions()
	if err != nil {
		s.showError(err)
		return
	}
	opts := stored
	paired := ev.PairedRounds() > 0
	baku := newBoxCheck(s.t("swisscli.baku"))
	baku.SetChecked(opts.Baku)
	colours := []string{s.t("swisscli.white"), s.t("swisscli.black")}
	initial := newRadio(colours, nil)
	initial.Horizontal = true
	initial.SetSelected(colours[0])
	if opts.InitialBlack {
		initial.SetSelected(colours[1])
	}
	if paired {
		baku.Disable()
		initial.Disable()
	}

	forbidden := container.NewVBox()
	forbiddenList := boundedList(forbidden, 160)
	var m *modal
	var showForbidden func()
	showForbidden = func() {
		forbidden.RemoveAll()
		label := w.playerLabels()
		if len(opts.Forbidden) == 0 {
			none := widget.NewLabel(s.t("swissopt.forbidden.none"))
			none.Importance = widget.LowImportance
			forbidden.Add(none)
		}
		for _, f := range opts.Forbidden {
			remove := newButtonWithIcon("", theme.DeleteIcon(), func() {
				opts = opts.ForbidPair(f[0], f[1], false)
				showForbidden()
			})
			forbidden.Add(container.NewBorder(nil, nil, nil, remove, widget.NewLabel(label(f[0])+" – "+label(f[1]))))
		}
		forbidden.Refresh()
		forbiddenList.fit()
		if m != nil {
			m.resize()
		}
	}
	showForbidden()
	a, b := w.newPlayerChoice(0), w.newPlayerChoice(0)
	// A row's problem is said below it; one of no row beside the buttons.
	notes := formNotes{}
	problem := newFieldNote("")
	var addRow fyne.CanvasObject
	add := newButtonWithIcon(s.t("swissopt.forbidden.add"), theme.ContentAddIcon(), func() {
		x, y := a.chosen(), b.chosen()
		problem.say("")
		if x == 0 || y == 0 {
			notes.show(map[fyne.CanvasObject]string{addRow: s.t("swissopt.forbidden.choose")})
			return
		}
		next := opts.ForbidPair(x, y, true)
		if err := ev.CheckSwissOptions(opts, next); err != nil {
			notes.showNamed(s, map[fyne.CanvasObject]error{addRow: err})
			return
		}
		notes.show(nil)
		opts = next
		showForbidden()
	})
	addRow = container.NewBorder(nil, nil, nil, add, container.NewGridWithColumns(2, a.sel, b.sel))

	planned := container.NewVBox()
	plannedList := boundedList(planned, 160)
	var showPlanned func()
	showPlanned = func() {
		planned.RemoveAll()
		if len(ev.Requests) == 0 {
			none := widget.NewLabel(s.t("swissopt.byes.none"))
			none.Importance = widget.LowImportance
			planned.Add(none)
		}
		label := w.playerLabels()
		for _, bye := range ev.Requests {
			text := s.t("swissopt.byes.line", "round", bye.Round, "player", label(bye.Player), "kind", byeText(s, bye.Kind))
			cancel := newButtonWithIcon(s.t("swissopt.byes.cancel"), theme.DeleteIcon(), func() {
				problem.say("")
				if err := s.doc.st.CancelBye(bye); err != nil {
					s.reload() // a refusal may say the file holds other requests now
					showPlanned()
					notes.showNamed(s, map[fyne.CanvasObject]error{plannedList.scroll: err})
					return
				}
				notes.show(nil)
				s.reload()
				s.sayLastSaved()
				showPlanned()
			})
			planned.Add(container.NewBorder(nil, nil, nil, cancel, widget.NewLabel(text)))
		}
		planned.Refresh()
		plannedList.fit()
		if m != nil {
			m.resize()
		}
	}
	showPlanned()

	acceleration := fyne.CanvasObject(baku)
	if len(opts.Accelerations) > 0 {
		// An imported report's own acceleration, kept as it paired.
		given := wrapped(s.t("swisscli.accelerations", "n", len(opts.Accelerations)))
		acceleration = container.NewVBox(baku, given)
	}
	form := widget.NewForm(
		notes.item(s.t("swissopt.acceleration"), acceleration, ""),
		notes.item(s.t("swisscli.initial"), initial, ""),
	)
	content := container.NewVBox(form,
		sectionTitle(s.t("swisscli.forbidden")), forbiddenList.scroll, noted(addRow, notes.note(addRow, s.t("swisscli.forbidden"), "")),
		sectionTitle(s.t("swissopt.byes")), noted(plannedList.scroll, notes.note(plannedList.scroll, s.t("swissopt.byes"), "")))
	cancel := newButton(s.t("ui.cancel"), func() { m.hide() })
	save := primary(newButtonWithIcon(s.t("ui.save"), theme.DocumentSaveIcon(), func() {
		opts.Baku = baku.Checked
		opts.InitialBlack = initial.Selected == colours[1]
		bad := map[fyne.CanvasObject]error{}
		asked := opts
		ownerOf := byKey(map[string]owner{
			"swisscli.err.bakupaired":   {acceleration, func() { asked.Baku = stored.Baku }},
			"swisscli.err.accelpaired":  {acceleration, func() { asked.Accelerations = stored.Accelerations }},
			"swisscli.err.colourpaired": {initial, func() { asked.InitialBlack = stored.InitialBlack }},
			"swisscli.err.player":       {addRow, func() { asked.Forbidden = stored.Forbidden }},
			"swisscli.err.forbidself":   {addRow, func() { asked.Forbidden = stored.Forbidden }},
		})
		err := notes.everyProblem(bad, func() error { return ev.CheckSwissOptions(stored, asked) }, ownerOf)
		if notes.sayAll(s, problem, bad, err) {
			return
		}
		if !s.actSaying(func() error { return s.doc.st.SetSwissOptions(opts) }, notes.saidInPlace(s, problem, ownerOf)) {
			return
		}
		m.hide()
		s.setStatus(s.t("swissopt.saved"))
	}))
	m = s.newFormModal(s.t("swissopt.title"), content, problem, 640, cancel, save)
	m.resize()
	m.show()
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

// fit makes the list as tall as its rows, up to its height, after rows
// were added or removed.
func (b *bounded) fit() {
	b.scroll.SetMinSize(fyne.NewSize(0, min(b.list.MinSize().Height, b.max)))
}

package ui

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/pairing"
	"arbiter/tournament/store"
	"arbiter/tournament/swiss"
	"arbiter/ui/button"
	"arbiter/ui/keyhold"
	"arbiter/ui/look"
	"arbiter/words"
)

// pairingEditor changes the last round's pairings on a copy: exchange two
// players' opponents, pair two players by hand, give the bye, swap the
// colours of a board, remove a board, add a late entry. After every change
// it shows what the Dutch checker says of the round as it now stands,
// judged by the event as it stood when the round was paired (judgeEdited);
// only Save writes it, with each change in the audit log (roundVerdict).
type pairingEditor struct {
	*roundVerdict
	w       *swissTools
	rd      tournament.Round // the round as edited
	lines   []string         // a line a board, as boards shows them
	boards  *dialogList      // only the lines on screen are laid out: a round may have a thousand
	unpaird *widget.Label
	a, b    *playerChoice
	board   *picker
}

// roundVerdict is what an editor of a round's pairing (the players' and
// the teams') shares: the changes made, the verdict of the round's check
// on the round as it now stands, and Save, which writes the changes with
// the verdict in the audit log. The check pairs the round again, which
// for a large open takes longer than a window may stand still, so it runs
// off the window's goroutine: the verdict says it is under way, Save
// taken meanwhile waits for it, and a verdict on a round edited since, or
// on an event changed since, is thrown away.
type roundVerdict struct {
	s      *Shell
	round  int
	edits  []store.Step
	asked  int     // verdicts asked for; the last is the only one shown
	judged *judged // the verdict on the round as it stands, nil while checking
	// saveIfOK is Save (or Enter) taken while the checker runs: the round
	// is saved when its verdict comes, if the verdict finds no deviation.
	saveIfOK bool
	verdict  *widget.Label
	shown    *container.Scroll // the verdict, scrolled when it is longer than the window has room for
	problem  *widget.Label
	save     *button.Button
	cancel   *button.Button
	m        *modal
	// judge takes a snapshot of the round as edited and returns the check
	// of it, run off the window's goroutine.
	judge func() func() judged
	// checked is the audit step that records the verdict saved with;
	// checking the text shown while the check runs.
	checked, checking string
	// commit saves the round with edits; saved follows a save.
	commit func(edits []store.Step) error
	saved  func()
	// ask, where the editor has one, asks what Save needs the arbiter
	// to choose first: true when it asked, and its answer saves or goes
	// back to the editor.
	ask    func() bool
	redraw func() // shows the round as edited after a change
	// enterIs, where set, tells the editor's line of keys the words of
	// the button Enter takes (setDefault).
	enterIs func(button string)
}

// newRoundVerdict makes the verdict, the error line and the Save and
// Cancel buttons of an editor of round r.
func newRoundVerdict(s *Shell, r int) *roundVerdict {
	v := &roundVerdict{s: s, round: r, checking: pairing.CheckKey(s.doc.event.Settings.System, "swisscli.ui.checking")}
	v.verdict = wrapped("")
	v.shown = container.NewVScroll(v.verdict)
	v.problem = errorLine()
	v.cancel = newButton(s.t("ui.cancel"), v.close)
	v.save = newButtonWithIcon(s.t("ui.save"), theme.DocumentSaveIcon(), v.store)
	return v
}

// close closes the editor: a verdict still coming is for an editor no
// longer shown.
func (v *roundVerdict) close() {
	v.m.hide()
	v.dropped()
}

// dropped follows the editor closed unsaved (Cancel, Escape, or Enter
// where a departure makes Cancel the default): a verdict still coming is
// for an editor no longer shown, and changes made in it are said not to
// have been saved, the round standing as paired.
func (v *roundVerdict) dropped() {
	v.asked++
	if len(v.edits) > 0 {
		v.s.say(widget.MediumImportance, v.s.t("pairedit.discarded", "n", v.round))
	}
}

// open shows the editor's box of content under title.
func (v *roundVerdict) open(title string, content fyne.CanvasObject) {
	v.m = v.s.newModal(title, content, 860, v.cancel, v.save)
	v.m.dismissed = v.dropped
	v.redraw()
	v.m.show()
}

// act is a button of the editor's that changes the round: what f refuses
// shows on the error line, and the round is shown again.
func (v *roundVerdict) act(key string, icon fyne.Resource, f func() error) *button.Button {
	return newButtonWithIcon(v.s.t(key), icon, func() { v.do(f) })
}

// do runs a change of the round, as act's button does.
func (v *roundVerdict) do(f func() error) {
	err := f()
	if err != nil {
		v.problem.SetText(v.s.cat.Sentence(err))
	}
	look.SetVisible(v.problem, err != nil)
	v.redraw()
}

// note records a change for the audit log.
func (v *roundVerdict) note(action string, args ...any) {
	m := engine.Args(append([]any{"round", v.round}, args...)...)
	v.edits = append(v.edits, store.Step{Action: action, Args: m})
}

// edited makes next the round as edited (*to) and notes the edit, unless
// the editor refused it (err).
func edited[T any](v *roundVerdict, to *T, next T, err error, action string, args ...any) error {
	if err != nil {
		return err
	}
	*to = next
	v.note(action, args...)
	return nil
}

// sayEditsSaved says a round's edited pairings saved with every edit, as
// the history tells them: "Pairings of round 4 saved" left a board's
// colours swapped by hand unsaid.
func (s *Shell) sayEditsSaved() {
	if e, err := s.doc.st.NextUndo(); err == nil {
		s.setStatus(s.t("ui.saved", "what", i18n.Join(s.cat, s.shownSteps(e.Told()), "; ")))
	}
}

func (w *swissTools) editPairings() {
	s, ev := w.v.s, &w.v.s.doc.event
	if len(ev.Rounds) == 0 || s.refuseReadOnly() {
		return
	}
	e := &pairingEditor{w: w, rd: ev.Rounds[len(ev.Rounds)-1]}
	e.rd.Pairings = append([]tournament.Pairing(nil), e.rd.Pairings...)
	r := e.rd.Number
	e.roundVerdict = newRoundVerdict(s, r)
	e.judge, e.checked, e.redraw = e.judgeRound, "pairedit.checked", e.show
	e.commit = func(edits []store.Step) error { return s.doc.st.SaveEditedRound(e.rd, edits) }
	e.saved = func() {
		s.reload()
		s.sayEditsSaved()
		keyhold.Give(s.win.Canvas(), w.v.keys) // the round's results come next
	}
	e.boards = newDialogList(func() []string { return e.lines }, fyne.NewSize(0, 200))
	// A board chosen in the list is the board to swap or remove: the list
	// takes the keyboard on its way to the players, so its arrows choose.
	e.boards.OnSelected = func(i widget.ListItemID) { e.board.SetSelectedIndex(i) }
	e.unpaird = wrapped("")
	e.a, e.b = w.newPlayerChoice(r), w.newPlayerChoice(r)
	e.board = s.newPicker(nil, nil)

	exchange := e.act("pairedit.exchange", theme.ViewRefreshIcon(), e.onTwo(pairing.ExchangeOpponents, "pairedit.exchange", "a", "b"))
	hand := e.act("pairedit.hand", theme.ContentAddIcon(), e.onTwo(pairing.PairByHand, "pairedit.hand", "white", "black"))
	bye := e.act("pairedit.bye", theme.ContentAddIcon(), e.giveBye)
	swap := e.act("pairedit.swap", theme.ViewRefreshIcon(), e.swapColours)
	remove := e.act("pairedit.remove", theme.DeleteIcon(), e.removeBoard)
	late := newButtonWithIcon(s.t("pairedit.late"), theme.AccountIcon(), e.lateEntry)
	unpair := newButtonWithIcon(s.t("swisscli.ui.unpair", "n", r), theme.ContentUndoIcon(), func() {
		e.close()
		w.unpairLast()
	})

	// The board is a row of the players' form, so that its label is drawn
	// as theirs and its drop-down lines up with theirs; each row's buttons
	// stand beside it in the column on the right, each row of the form as
	// tall as a button, which is taller than a drop-down (its icon), so
	// that the rows of both columns stay level. Tab goes through the three
	// choices, then the buttons as they are read.
	row := func(key string, choice fyne.CanvasObject) *widget.FormItem {
		room := canvas.NewRectangle(color.Transparent)
		room.SetMinSize(fyne.NewSize(0, exchange.MinSize().Height))
		return s.item(key, container.NewStack(room, choice))
	}
	choices := widget.NewForm(row("pairedit.player.a", e.a.sel), row("pairedit.player.b", e.b.sel), row("pairedit.board", e.board))
	acts := container.NewVBox(container.NewHBox(exchange, hand), container.NewHBox(bye), container.NewHBox(swap, remove))
	content := container.NewVBox(e.boards, e.unpaird, widget.NewSeparator(), look.Border(nil, nil, nil, acts, choices),
		container.NewHBox(late, unpair), widget.NewSeparator(), e.shown, e.problem)
	e.open(s.t("pairedit.title", "n", r), content)
}

// show lists the boards and the players left unpaired, and the checker's
// verdict on the round as edited; Save is the default only when the round
// follows the rules.
func (e *pairingEditor) show() {
	s, ev := e.w.v.s, &e.w.v.s.doc.event
	e.saveIfOK = false // Save was for the round before this change
	var lines, boards []string
	label := e.w.playerLabels()
	for _, p := range e.rd.Pairings {
		// A bye is on no board (words.Board): the choice names its player.
		board := words.Board(p)
		line := board + ".  " + label(p.White) + "  –  "
		if p.IsBye() {
			line += byeText(s, p.Bye)
			board += " " + label(p.White)
		} else {
			line += label(p.Black)
		}
		if p.Result != tournament.NoResult {
			line += "   " + p.Result.Text(s.t)
		}
		lines = append(lines, line)
		boards = append(boards, board)
	}
	e.lines = lines
	e.boards.UnselectAll()
	e.boards.Refresh()
	e.board.Options = boards
	e.board.ClearSelected()
	var names []string
	for _, id := range pairing.Unpaired(ev, e.rd) {
		names = append(names, label(id))
	}
	e.unpaird.SetText(s.t("pairedit.unpaired", "players", strings.Join(names, ", ")))
	e.unpaird.Hidden = len(names) == 0

	e.check()
}

// judged is the check's verdict on one state of the edited round.
type judged struct {
	count int    // the departures found
	text  string // the verdict as shown
	err   error
	gen   int // the document's generation the round was checked against
}

// judgeRound is the Dutch checker's verdict on the round as edited.
func (e *pairingEditor) judgeRound() func() judged {
	s := e.w.v.s
	ev := s.doc.event
	rd := e.rd
	rd.Pairings = append([]tournament.Pairing(nil), rd.Pairings...) // edits replace e.rd, never change it; a copy all the same
	return judgeEdited(s, rd.Number,
		func(p store.InPlay) error { return p.KeepsRound(&ev, rd) },
		func(then store.AsPaired) ([]swiss.Finding, error) {
			return pairing.CheckSwissRound(then.Event, rd, then.Options)
		},
		func(then store.AsPaired, findings []swiss.Finding) []string {
			if len(findings) == 0 {
				return []string{s.t(pairing.CheckKey(ev.Settings.System, "swisscli.check.ok"), "round", rd.Number)}
			}
			lines := []string{s.t(pairing.CheckKey(ev.Settings.System, "swisscli.check.deviations"), "round", rd.Number, "count", len(findings))}
			roster := pairing.CheckRoster(then.Event, rd)
			for _, f := range findings {
				lines = append(lines, findingLine(s, f, roster.Named(f)))
			}
			return lines
		})
}

// judgeEdited is the verdict on an edited round, for the players' and the
// teams' editors: a game in play at the desk keeps its board (keeps),
// which the verdict says first, in the store's words, as Save would be
// refused; else check's findings, told by text. The round is judged by
// the event as it stood when it was paired (store.Store.AsPaired), what
// was corrected since said first, as Check round and `arbiter check`
// judge it: a result of the round before corrected since made the
// editor list departures that the check beside it did not find.
func judgeEdited[F any](s *Shell, round int, keeps func(store.InPlay) error, check func(store.AsPaired) ([]F, error), text func(store.AsPaired, []F) []string) func() judged {
	ev := s.doc.event
	inPlay, err := s.doc.st.InPlay(round)
	var then store.AsPaired
	if err == nil {
		then, err = s.doc.st.AsPaired(&ev, round)
	}
	return func() judged {
		if err == nil {
			err = keeps(inPlay)
		}
		if err != nil {
			return judged{err: err}
		}
		findings, err := check(then)
		if err != nil {
			return judged{count: len(findings), err: err}
		}
		return judged{count: len(findings), text: strings.Join(append(sinceLines(s, then), text(then, findings)...), "\n")}
	}
}

// check asks the verdict on the round as it now stands, off the window's
// goroutine. Until it comes the verdict says the check is under way, and
// Save, the default, only asks to save once the verdict finds the round
// as the rules prescribe: what it saves is logged with the verdict, and a
// deviation is never saved without being seen.
func (v *roundVerdict) check() {
	s := v.s
	doc := s.doc
	v.asked++
	asked, gen := v.asked, doc.gen
	run := v.judge()
	v.judged = nil
	v.verdict.SetText(s.t(v.checking, "n", v.round))
	v.verdict.Importance = widget.MediumImportance
	v.verdict.Refresh()
	look.SetEnabled(v.save, len(v.edits) > 0 && !v.saveIfOK)
	v.save.SetText(s.t("ui.save"))
	v.setDefault(true)
	v.fit()
	s.background(func() {
		j := run()
		j.gen = gen
		fyne.Do(func() {
			switch {
			case v.asked != asked || s.doc != doc:
				return // edited again, closed or another file: a later verdict is coming or none is wanted
			case doc.gen != gen:
				v.check() // the event changed while it was checked
				return
			}
			v.showVerdict(&j)
		})
	})
}

// showVerdict shows the check's verdict and makes Save the default only
// when the round follows the rules.
func (v *roundVerdict) showVerdict(j *judged) {
	s := v.s
	v.judged = j
	ok := j.err == nil && j.count == 0
	if v.saveIfOK {
		v.saveIfOK = false
		if ok {
			v.store()
			return
		}
	}
	if j.err != nil {
		v.verdict.SetText(s.cat.Error(j.err))
	} else {
		v.verdict.SetText(j.text)
	}
	v.verdict.Importance = widget.DangerImportance
	if ok {
		v.verdict.Importance = widget.SuccessImportance
	}
	v.verdict.Refresh()
	look.SetEnabled(v.save, len(v.edits) > 0)
	if ok {
		v.save.SetText(s.t("ui.save"))
	} else {
		v.save.SetText(s.t("pairedit.save-anyway"))
	}
	v.setDefault(ok)
	v.fit()
}

// setDefault makes Save the default button, which Enter takes, or, while
// the round departs from the rules, Cancel, Save then marked as a danger;
// the editor's line of keys, where it has one (enterIs), names it.
func (v *roundVerdict) setDefault(save bool) {
	def := v.save
	v.save.Importance, v.cancel.Importance = widget.HighImportance, widget.MediumImportance
	if !save {
		def = v.cancel
		v.save.Importance, v.cancel.Importance = widget.DangerImportance, widget.HighImportance
	}
	v.save.Refresh()
	v.cancel.Refresh()
	if v.enterIs != nil {
		v.enterIs(def.Text)
	}
}

// fit gives the verdict the height its lines take, up to what the window
// has left beside the rest of the box, beyond which it scrolls: a round
// far from the rules has a line a departure, and the box stays whole.
func (v *roundVerdict) fit() {
	v.shown.SetMinSize(fyne.Size{})
	v.m.resize()
	width := v.shown.Size().Width
	if width <= 0 { // not laid out yet: the box's width less its padding
		width = v.m.pop.Size().Width - 4*theme.Padding()
	}
	v.verdict.Resize(fyne.NewSize(width, v.verdict.MinSize().Height))
	need := v.verdict.MinSize().Height
	room := v.m.canvas.Size().Height - v.m.pop.MinSize().Height - 2*theme.Padding()
	v.shown.SetMinSize(fyne.NewSize(0, max(min(need, room), 0)))
	v.m.resize()
}

// store saves the edited round with the changes and the verdict in the
// audit log.
func (v *roundVerdict) store() {
	s := v.s
	j := v.judged
	switch {
	case j == nil:
		v.saveIfOK = true
		v.save.Disable() // taken: the verdict saves, or shows why not
		return
	case j.gen != s.doc.gen:
		v.saveIfOK = true
		v.check() // the event changed under the verdict: judge again first
		return
	case j.err != nil:
		v.m.fail(v.problem, s.cat.Sentence(j.err))
		return
	case v.ask != nil && v.ask():
		return
	}
	edits := append(v.edits, store.Step{Action: v.checked, Args: map[string]any{"round": v.round, "count": j.count}})
	if err := v.commit(edits); err != nil {
		v.m.fail(v.problem, s.cat.Sentence(err))
		return
	}
	v.asked++
	v.m.hide()
	v.saved()
}

func (e *pairingEditor) name(id int64) string {
	return e.w.v.s.doc.event.PlayerName(id)
}

// two returns the two players chosen, or an error naming what is missing.
func (e *pairingEditor) two() (int64, int64, error) {
	a, b := e.a.chosen(), e.b.chosen()
	if a == 0 || b == 0 {
		return 0, 0, uiError("pairedit.choose.two")
	}
	return a, b, nil
}

// onTwo edits the round by op on the two players chosen, noted as action
// with their names as roleA and roleB.
func (e *pairingEditor) onTwo(op func(*tournament.Event, tournament.Round, int64, int64) (tournament.Round, error), action, roleA, roleB string) func() error {
	return func() error {
		a, b, err := e.two()
		if err != nil {
			return err
		}
		rd, err := op(&e.w.v.s.doc.event, e.rd, a, b)
		return edited(e.roundVerdict, &e.rd, rd, err, action, roleA, e.name(a), roleB, e.name(b))
	}
}

func (e *pairingEditor) giveBye() error {
	a := e.a.chosen()
	if a == 0 {
		return uiError("pairedit.choose.one")
	}
	rd, err := pairing.GiveBye(&e.w.v.s.doc.event, e.rd, a)
	return edited(e.roundVerdict, &e.rd, rd, err, "pairedit.bye", "name", e.name(a))
}

// chosenBoard is the board chosen (the round's pairing in the order
// listed, a bye's numbered on after the boards), 0 for none.
func (e *pairingEditor) chosenBoard() (int, error) {
	i := e.board.SelectedIndex()
	if i < 0 || i >= len(e.rd.Pairings) {
		return 0, uiError("pairedit.choose.board")
	}
	return e.rd.Pairings[i].Board, nil
}

func (e *pairingEditor) swapColours() error {
	board, err := e.chosenBoard()
	if err != nil {
		return err
	}
	ev := e.w.v.s.doc.event
	ev.Rounds = append(append([]tournament.Round(nil), ev.Rounds[:len(ev.Rounds)-1]...), e.rd)
	rd, err := pairing.SwapColours(&ev, e.rd.Number, board)
	return edited(e.roundVerdict, &e.rd, rd, err, "pairedit.swap", "board", board)
}

func (e *pairingEditor) removeBoard() error {
	board, err := e.chosenBoard()
	if err != nil {
		return err
	}
	p := e.rd.Pairings[board-1]
	rd, err := pairing.RemoveBoard(e.rd, board)
	black := ""
	if !p.IsBye() {
		black = e.name(p.Black)
	}
	return edited(e.roundVerdict, &e.rd, rd, err, "pairedit.remove", "board", board, "white", e.name(p.White), "black", black)
}

// lateEntry adds a player who arrives after the pairing, saved at once as
// any new player is; the editor then offers them for pairing by hand.
func (e *pairingEditor) lateEntry() {
	s := e.w.v.s
	f := newPlayerFields(s, tournament.Player{}, false)
	// Every problem of the form below its field, at once, as the player
	// box says them; one of no field (the store's) beside the buttons.
	problem := newFieldNote("")
	var m *modal
	var add *button.Button
	add = primary(newButtonWithIcon(s.t("pairedit.late.add"), theme.ConfirmIcon(), func() {
		p, bad, err := f.check()
		f.showProblems(s, bad)
		problem.say("")
		if len(bad) > 0 {
			return
		}
		before := s.doc.event.StartNumbers()
		if err == nil {
			err = s.doc.savePlayer(p)
		}
		if err != nil {
			problem.say(s.cat.Sentence(err))
			f.askNamesake(s, err, add.OnTapped)
			return
		}
		m.hide()
		s.reload()
		// What the rounds paired before he joins gave him, typed or, with
		// nothing typed, the event's setting's
		// (tournament.Settings.MissedRoundsFor), is said as every door
		// says it; a game given him here replaces the edited round's bye.
		var late []string
		for _, q := range s.doc.event.Players {
			if _, was := before[q.ID]; !was {
				late = append(late, words.MissedRounds(s.cat, &s.doc.event, q.ID, p.MissedRounds != "")...)
			}
		}
		defer s.warnRenumbered(before, words.Renumbering{}, late...) // over the editor, shown again below
		r := e.rd.Number
		e.a.renew(e.w.newPlayerChoice(r))
		e.b.renew(e.w.newPlayerChoice(r))
		e.show()
	}))
	f.onSubmit(add.OnTapped)
	cancel := newButton(s.t("ui.cancel"), func() { m.hide() })
	m = s.newFormModal(s.t("pairedit.late.title", "n", e.rd.Number), f.form, problem, 480, cancel, add)
	m.show()
	s.win.Canvas().Focus(f.family)
}

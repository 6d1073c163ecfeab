package ui

import (
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/pairing"
	"arbiter/tournament/seats"
	"arbiter/tournament/store"
	"arbiter/tournament/swiss"
	"arbiter/tournament/team"
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
		s.setStatus(s.t("ui.saved", "what", drawable(i18n.Join(s.cat, s.shownSteps(e.Told()), "; "))))
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

	players := widget.NewForm(
		s.item("pairedit.player.a", e.a.sel),
		s.item("pairedit.player.b", e.b.sel),
	)
	twoPlayers := look.Border(nil, nil, nil, container.NewVBox(container.NewHBox(exchange, hand), container.NewHBox(bye)), players)
	oneBoard := look.Border(nil, nil, widget.NewLabel(s.t("pairedit.board")), container.NewHBox(swap, remove), e.board)
	content := container.NewVBox(e.boards, e.unpaird, widget.NewSeparator(), twoPlayers, oneBoard,
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
		a, b := e.w.newPlayerChoice(r), e.w.newPlayerChoice(r)
		e.a.ids, e.b.ids = a.ids, b.ids
		e.a.sel.Options, e.b.sel.Options = a.sel.Options, b.sel.Options
		e.a.sel.ClearSelected()
		e.b.sel.ClearSelected()
		e.show()
	}))
	f.onSubmit(add.OnTapped)
	cancel := newButton(s.t("ui.cancel"), func() { m.hide() })
	m = s.newFormModal(s.t("pairedit.late.title", "n", e.rd.Number), f.form, problem, 480, cancel, add)
	m.show()
	s.win.Canvas().Focus(f.family)
}

// teamPairingEditor changes the last team round's pairing on a copy of
// its matches, as pairingEditor does a round of players: two teams trade
// places (a team into or out of the bye among them), a match's colours
// are swapped, a team takes the bye. After every change it shows the
// verdict of the team check ("check") on the round as it now stands; only
// Save writes it (roundVerdict), through the store, which lays each
// match's boards from the teams' line-ups.
//
// The list of matches takes the keyboard: Up and Down choose a match, 1
// and 2 pick its White or Black team (the first pick is the team, the
// second the other team), X exchanges the two, C swaps the match's
// colours, B gives the team the bye, P pairs two teams in the bye; Enter
// saves, Escape cancels.
type teamPairingEditor struct {
	*roundVerdict
	v       *matchesView
	ms      []tournament.TeamMatch // the round as edited
	lines   []string               // a line a match, as list shows them
	list    *dialogList
	teams   []int64 // the teams in the pickers' order
	a, b    *picker
	match   *picker
	fromBye *widget.Label
	toBye   *widget.Label // the teams a bye given by hand takes out of a match
	// picked: both teams are picked for the action taken since, and the
	// next pick starts a new pair.
	picked bool
	// given are the teams B gave the bye, the pairing-allocated bye
	// asked for; scored the second byes whose score the arbiter chose
	// (askSecondByes).
	given, scored map[int64]bool
}

// editPairing opens the pairing editor on the last round paired.
func (v *matchesView) editPairing() {
	s, ev := v.s, &v.s.doc.event
	r := ev.PairedRounds()
	if r == 0 || s.refuseReadOnly() {
		return
	}
	e := &teamPairingEditor{v: v, ms: ev.RoundMatches(r), given: map[int64]bool{}, scored: map[int64]bool{}}
	e.roundVerdict = newRoundVerdict(s, r)
	e.judge, e.checked, e.redraw, e.checking = e.judgeRound, "teampairedit.checked", e.show, "teampairedit.checking"
	e.ask = e.askSecondByes
	e.commit = func(edits []store.Step) error { return s.doc.st.SaveEditedTeamRound(r, e.ms, edits) }
	e.saved = func() {
		s.reload()
		v.showRound(r)
		s.sayEditsSaved()
		keyhold.Give(s.win.Canvas(), v.keys) // the round's results come next
	}
	no := seats.TeamNumbers(ev)
	for _, t := range ev.Teams {
		e.teams = append(e.teams, t.ID)
	}
	slices.SortFunc(e.teams, func(x, y int64) int { return no[x] - no[y] })
	var names []string
	for _, id := range e.teams {
		names = append(names, teamName(ev, id))
	}
	e.a, e.b = s.newPicker(names, nil), s.newPicker(names, nil)
	e.match = s.newPicker(nil, nil)
	e.list = newDialogList(func() []string { return e.lines }, fyne.NewSize(0, float32(min(len(e.ms), 5))*listRowHeight()))
	// The list's arrows choose the match, as its clicks do.
	e.list.OnHighlighted = func(i widget.ListItemID) { e.list.Select(i) }
	e.list.OnSelected = func(i widget.ListItemID) { e.match.SetSelectedIndex(i) }
	e.list.runes = e.key
	e.fromBye = wrapped("")
	e.toBye = wrapped("")
	lineups := wrapped(s.t("teampairedit.lineups", "boards", ev.TeamOptions.Boards))
	help := look.NewHint("")
	e.enterIs = func(button string) { help.SetText(s.t("teampairedit.keys", "enter", button)) }

	exchange := e.act("teampairedit.exchange", theme.ViewRefreshIcon(), e.exchange)
	bye := e.act("teampairedit.bye", theme.ContentAddIcon(), e.giveBye)
	pair := e.act("teampairedit.pair", theme.ContentAddIcon(), e.pairTeams)
	colours := e.act("teampairedit.colours", theme.ViewRefreshIcon(), e.swapColours)
	teams := widget.NewForm(
		s.item("teampairedit.team.a", e.a),
		s.item("teampairedit.team.b", e.b),
	)
	twoTeams := look.Border(nil, nil, nil, container.NewVBox(exchange, bye, pair), teams)
	oneMatch := look.Border(nil, nil, widget.NewLabel(s.t("teampairedit.match")), colours, e.match)
	content := container.NewVBox(e.list, e.fromBye, e.toBye, lineups, widget.NewSeparator(), twoTeams, oneMatch, help,
		widget.NewSeparator(), e.shown, e.problem)
	e.open(s.t("teampairedit.title", "n", r), content)
	s.win.Canvas().Focus(e.list)
}

// listRowHeight is the height of a line of a dialog's list: the label,
// the padding between rows and their separator.
func listRowHeight() float32 {
	return widget.NewLabel("0").MinSize().Height + theme.Padding() + theme.SeparatorThicknessSize()
}

// show lists the matches as edited and the teams that come from the bye,
// and asks the check's verdict.
func (e *teamPairingEditor) show() {
	e.saveIfOK = false // Save was for the round before this change
	v := e.v
	lines := make([]string, len(e.ms))
	numbers := make([]string, len(e.ms))
	_, games := team.LayTeamRound(&v.s.doc.event, e.ms)
	for i, m := range e.ms {
		row := v.matchRow(m)
		lines[i] = row[0] + ".  " + row[1] + "  –  " + row[3]
		if !m.IsBye() && m.Started(games) {
			lines[i] += "   " + row[2]
		}
		numbers[i] = strconv.Itoa(m.Number)
	}
	e.lines = lines
	e.list.Refresh()
	chosen := e.match.SelectedIndex()
	e.match.Options = numbers
	if chosen >= 0 && chosen < len(numbers) {
		e.match.SetSelectedIndex(chosen)
	}
	// The teams the edit takes from a bye into a match, and those it gives
	// a bye, each named on a line of their own shown only where there are.
	ev := &v.s.doc.event
	name := func(line *widget.Label, key string, ids []int64) {
		names := make([]string, len(ids))
		for i, id := range ids {
			names[i] = teamName(ev, id)
		}
		line.SetText(v.s.t(key, "teams", strings.Join(names, ", ")))
		line.Hidden = len(ids) == 0
	}
	name(e.fromBye, "teampairedit.frombye", team.TeamsFromBye(ev, e.ms))
	name(e.toBye, "teampairedit.tobye", team.TeamsToBye(ev, e.ms))
	e.check()
}

// judgeRound is the team check's verdict on the round as edited, as
// "check" gives it for a stored round.
func (e *teamPairingEditor) judgeRound() func() judged {
	s := e.v.s
	ev := s.doc.event
	ms := slices.Clone(e.ms)
	return judgeEdited(s, e.round,
		func(p store.InPlay) error { return p.KeepsTeamRound(&ev, ms) },
		func(then store.AsPaired) ([]error, error) { return team.CheckEditedTeamRound(then.Event, ms) },
		func(_ store.AsPaired, findings []error) []string {
			lines := []string{s.cat.Sentence(team.TeamCheckVerdict(ev.Settings.System, e.round, len(findings)))}
			for _, f := range findings {
				lines = append(lines, "• "+s.cat.Sentence(f))
			}
			return lines
		})
}

// key is a key typed in the list of matches.
func (e *teamPairingEditor) key(r rune) {
	switch r {
	case '1', '2':
		i := e.match.SelectedIndex()
		if i < 0 || i >= len(e.ms) {
			e.do(func() error { return uiError("teampairedit.choose.match") })
			return
		}
		m := e.ms[i]
		id := m.White
		if r == '2' && !m.IsBye() {
			id = m.Black
		}
		e.pick(id)
	case 'x', 'X':
		e.do(e.exchange)
	case 'c', 'C':
		e.do(e.swapColours)
	case 'b', 'B':
		e.do(e.giveBye)
	case 'p', 'P':
		e.do(e.pairTeams)
	}
}

// pick puts a team picked in the list in the first picker, or in the
// second when the first has one and the second none; after an action the
// next pick starts a new pair.
func (e *teamPairingEditor) pick(id int64) {
	k := slices.Index(e.teams, id)
	if e.picked || e.a.SelectedIndex() < 0 || e.b.SelectedIndex() >= 0 {
		e.a.SetSelectedIndex(k)
		e.b.ClearSelected()
		e.picked = false
		return
	}
	e.b.SetSelectedIndex(k)
}

// team is the team chosen in p, 0 for none.
func (e *teamPairingEditor) team(p *picker) int64 {
	if i := p.SelectedIndex(); i >= 0 && i < len(e.teams) {
		return e.teams[i]
	}
	return 0
}

// name is team id's name as the audit log says it, empty for none (the
// bye given where the round had none was no team's).
func (e *teamPairingEditor) name(id int64) string {
	if t, ok := e.v.s.doc.event.Team(id); ok {
		return t.Name
	}
	return ""
}

func (e *teamPairingEditor) exchange() error {
	return e.twoTeams(team.ExchangeTeams, "teampairedit.exchange")
}

// pairTeams pairs the two teams picked, both in the bye, in a match.
func (e *teamPairingEditor) pairTeams() error {
	return e.twoTeams(team.PairTeams, "teampairedit.pair")
}

// twoTeams edits the round by edit on the two teams picked, the audit
// log's step naming them.
func (e *teamPairingEditor) twoTeams(edit func(*tournament.Event, []tournament.TeamMatch, int64, int64) ([]tournament.TeamMatch, error), step string) error {
	e.picked = true
	a, b := e.team(e.a), e.team(e.b)
	if a == 0 || b == 0 {
		return uiError("teampairedit.choose.two")
	}
	ms, err := edit(&e.v.s.doc.event, e.ms, a, b)
	return edited(e.roundVerdict, &e.ms, ms, err, step, "a", e.name(a), "b", e.name(b))
}

func (e *teamPairingEditor) giveBye() error {
	e.picked = true
	a := e.team(e.a)
	if a == 0 {
		return uiError("teampairedit.choose.one")
	}
	other, both := team.ByeFrom(e.ms, a)
	ms, err := team.GiveTeamBye(&e.v.s.doc.event, e.ms, a)
	if err == nil {
		e.given[a] = true
	}
	if both {
		return edited(e.roundVerdict, &e.ms, ms, err, "teampairedit.bye.both", "team", e.name(a), "opponent", e.name(other))
	}
	return edited(e.roundVerdict, &e.ms, ms, err, "teampairedit.bye", "team", e.name(a), "was", e.name(other))
}

func (e *teamPairingEditor) swapColours() error {
	e.picked = true
	i := e.match.SelectedIndex()
	if i < 0 || i >= len(e.ms) {
		return uiError("teampairedit.choose.match")
	}
	n := e.ms[i].Number
	ms, err := team.SwapTeamColours(&e.v.s.doc.event, e.ms, n)
	if err != nil {
		return err
	}
	e.ms = ms
	e.note("teampairedit.colours", "match", n, "white", e.name(ms[i].White))
	return nil
}

// secondByeKeys are the words of each of team.SecondByeKinds: the
// question's option, and the audit log's action (store.audit.…).
var secondByeKeys = map[tournament.ByeKind]string{
	tournament.NoBye:        "teampairedit.second.allocated",
	tournament.ByeZeroPoint: "teampairedit.second.zero",
}

// askSecondByes asks, before Save, what the teams of a second bye score
// (team.SecondByes: left without a match by a bye given by hand in an
// even round), those B gave the bye, those already answered for and
// those saved with the score chosen then (team.NewSecondByes) aside:
// the event's pairing-allocated bye or a zero-point bye, each option with
// its score, none chosen for the arbiter; or back to the editor, to pair
// them (P). A score that leaves the round as judged saves it; one that
// changes it shows the round's verdict again, to be saved after it is
// seen. It reports whether it asked.
func (e *teamPairingEditor) askSecondByes() bool {
	s, ev := e.v.s, &e.v.s.doc.event
	var teams []int64
	var names []string
	for _, id := range team.NewSecondByes(ev, e.ms) {
		if !e.given[id] && !e.scored[id] {
			teams = append(teams, id)
			names = append(names, teamName(ev, id))
		}
	}
	if len(teams) == 0 {
		return false
	}
	kinds := team.SecondByeKinds(ev)
	labels := make([]string, len(kinds))
	for i, k := range kinds {
		sc, _ := tournament.TeamMatch{White: teams[0], Bye: k}.Score(ev.TeamOptions, nil)
		labels[i] = s.t(secondByeKeys[k], "score", s.t("teams.ui.bye", "mp", sc.Match, "gp", sc.Games.String()))
	}
	choice := newRadio(labels, nil)
	text := wrapped(s.t("teampairedit.second.text", "n", e.round, "teams", strings.Join(names, ", ")))
	problem := errorLine()
	var m *modal
	back := newButton(s.t("teampairedit.second.back"), func() {
		m.hide()
		s.win.Canvas().Focus(e.list)
	})
	save := primary(newButtonWithIcon(s.t("ui.save"), theme.DocumentSaveIcon(), func() {
		i := choice.SelectedIndex()
		if i < 0 {
			m.fail(problem, s.t("teampairedit.second.choose"))
			return
		}
		kind := kinds[i]
		ms, err := team.ScoreSecondByes(ev, e.ms, teams, kind)
		if err != nil {
			m.fail(problem, s.cat.Sentence(err))
			return
		}
		m.hide()
		judged := slices.Equal(ms, e.ms)
		e.ms = ms
		for _, id := range teams {
			e.scored[id] = true
			e.note(secondByeKeys[kind], "team", e.name(id))
		}
		if judged {
			e.store()
			return
		}
		e.redraw()
		s.win.Canvas().Focus(e.list)
	}))
	m = s.newModal(s.t("teampairedit.second.title", "n", e.round), container.NewVBox(text, choice, problem), 560, back, save)
	m.show()
	keyhold.Hold(m.canvas) // Space on Save anyway picks nothing here
	return true
}

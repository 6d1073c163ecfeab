package ui

import (
	"image/color"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/tournament"
	"arbiter/tournament/pairing"
	"arbiter/tournament/store"
	"arbiter/ui/button"
	"arbiter/ui/look"
	"arbiter/words"
)

// roundsView shows one round's pairings and takes results from the
// keyboard: a board is chosen (the next one without a result, the arrow
// keys, a click, or its number typed in the board field), then one key
// saves its result and the cursor moves on to the next empty board.
type roundsView struct {
	s *Shell
	shownRound
	pick    *picker
	pairBtn *button.Button
	checkIn *button.Button // the next round's check-in (checkin.go), on a row of its own
	checked *widget.Label  // how many are in while it is open
	swiss   *swissTools    // Swiss actions, hidden for other systems
	desk    *button.Button
	chosen  int // index of the selected pairing, -1 for none
	grid    *grid
	boards  []tournament.Pairing // rows of the grid
	// settled holds the rows whose game the withdrawal rule decided,
	// annulled ("not played") or counted + for the opponent (1953 §27):
	// they wait for no result.
	settled map[int]bool
	// counted is each board's game as the pairing list counts it
	// (pairing.RoundList), by board: what its cell and the result box say.
	counted map[int]pairing.ListBoard
	// waiting is the round and board the cursor stood on while it waited
	// for its result, as last shown (showChosen); zero where it stood on
	// none.
	waiting [2]int
	keys    *resultKeys    // takes the result keys for the chosen board
	boardNo *field         // a board's number, to choose it
	said    *widget.Label  // what was saved, or why not
	help    *look.Hint     // the result keys explained, while keysOn shows it
	keysOn  *button.Button // shows and hides help
	pending *widget.Label  // the adjourned games of every round, to be resumed
	// unpaired names the round's players without a game and without a
	// bye, with why, as the paper's list does under "Not paired".
	unpaired *widget.Label
	empty    *widget.Label
	viewContent
	// unrated marks the chosen game as ended before a move: it counts,
	// but is not rated (TRF W, D, L). settling is true while it is set
	// to the chosen board's state.
	unrated  *tickBox
	settling bool
	// override is the question of pairing over unfinished games while
	// it is open, and retell words it as the games now stand: a deputy
	// enters their results at the window's pages beside it.
	override *modal
	retell   func()
}

func newRoundsView(s *Shell) view {
	v := &roundsView{s: s, chosen: -1}
	v.grid = newGrid([]column{
		{s.t("ui.rounds.col.board"), 64, fyne.TextAlignTrailing},
		s.seatCol(48),
		{s.t("ui.rounds.col.white"), 280, fyne.TextAlignLeading},
		{s.t("ui.rounds.col.result"), 120, fyne.TextAlignCenter},
		s.seatCol(48),
		{s.t("ui.rounds.col.black"), 280, fyne.TextAlignLeading},
	}, v.selectRow)
	// The players' columns are as wide as their texts where the table has
	// the room, black's first giving it up, never below its byes' words
	// (refresh): capped, black's cut a late entry's "jälki-ilmoittautunut,
	// vapaakierros (½ pistettä)" at 1024 px beside empty width.
	v.grid.yields = []yielding{{5, nameMin}, {2, nameMin}}
	v.keys = newResultKeys(s, func(c rune) { s.guard("result", func() { v.keyTyped(c) })() }, v.boardKey, v.tell)
	v.grid.clickTo = v.keys
	v.pick = s.newRoundPicker(&v.shownRound, v.showRound, v.keys)
	v.pairBtn = newButtonWithIcon("", theme.ContentAddIcon(), v.pairNext)
	v.checkIn = newButtonWithIcon("", theme.AccountIcon(), s.guard("checkin", func() { s.openCheckIn() }))
	v.checked = widget.NewLabel("")
	v.desk = newButtonWithIcon(s.t("ui.rounds.desk"), theme.MediaPlayIcon(), v.openDesk)
	v.unrated = newTickBox(s.t("ui.rounds.unrated"))
	v.unrated.OnChanged = v.markUnrated
	v.boardNo = s.hintField(s.t("live.entry.board.placeholder"))
	v.boardNo.OnSubmitted = func(string) { v.boardTyped() }
	v.boardNo.left = v.boardLeft
	v.said = wrapped("")
	v.pending = wrapped("")
	v.pending.Importance = widget.WarningImportance
	v.unpaired = wrapped("")
	// The keys explained take four or five lines: shown under the result
	// box, they left five boards of a round in sight at 1024×700. They are
	// shown there while the button in the title's row is on (Tab reaches
	// it, Space turns it on and off); beside the box it left the box too
	// narrow for a board and its players in Finnish.
	v.help = look.NewHint(s.t("ui.rounds.entry.keys", "keys", s.resultKeysText()))
	v.help.Hide()
	v.keysOn = newButtonWithIcon(s.t("ui.rounds.entry.keys.show"), theme.HelpIcon(), v.showKeys)
	v.empty = widget.NewLabel(s.t("ui.rounds.none"))
	v.swiss = newSwissTools(v)
	top := container.NewVBox(titleBar(s.t("ui.nav.rounds"), v.keysOn, v.pick, v.pairBtn, s.printButton("pairings", func() int { return v.round })), v.swiss.bar,
		container.NewHBox(v.checkIn, v.checked))
	board := look.Border(nil, nil, widget.NewLabel(s.t("live.entry.board")), nil, container.NewGridWrap(fyne.NewSize(64, v.boardNo.MinSize().Height), v.boardNo))
	entryRow := look.Border(nil, nil, container.NewHBox(board, widget.NewLabel(s.t("ui.rounds.entry.label"))),
		v.desk, v.keys)
	// What was saved is said right under the result box, beside the
	// chosen board's mark of a game not rated; the desk's button stands
	// beside the box, which leaves the line the width to say a refusal
	// and a save in two lines (beside both they took four). The keys are
	// explained below, when asked for.
	// The line keeps room for two lines of text, so that a message that
	// wraps (the last board's "saved", and that the round is complete)
	// does not shrink the table above and hide the cursor's row.
	const lines = 2
	room := canvas.NewRectangle(color.Transparent)
	room.SetMinSize(fyne.NewSize(0, widget.NewLabel(strings.Repeat("\n", lines-1)).MinSize().Height))
	v.keys.fits = func(text string) bool {
		width := v.said.Size().Width - 2*theme.InnerPadding()
		return width <= 0 || len(wrapWords(text, width, theme.TextSize())) <= lines
	}
	said := look.Border(nil, nil, nil, container.NewVBox(v.unrated), container.NewStack(room, v.said))
	bottom := container.NewVBox(v.unpaired, v.pending, widget.NewSeparator(), entryRow, said, v.help)
	v.content = look.Border(top, bottom, nil, nil, container.NewStack(v.grid.table, container.NewCenter(v.empty)))
	return v
}

// showKeys shows the result keys explained under the result box, or
// hides them; the button stands out while they are shown.
func (v *roundsView) showKeys() {
	v.help.Hidden = !v.help.Hidden
	v.keysOn.Importance = widget.MediumImportance
	if v.help.Visible() {
		v.keysOn.Importance = widget.HighImportance
	}
	v.keysOn.Refresh()
	v.content.Refresh()
}

// focus puts the keyboard in the result box, so that results can be
// typed as soon as the view is shown.
func (v *roundsView) focus() fyne.Focusable { return v.keys }

// resultBox is the result box, which the arbiter's acts elsewhere reach
// (Shell.sayLastSaved).
func (v *roundsView) resultBox() *resultKeys { return v.keys }

func (v *roundsView) refresh() {
	s, ev := v.s, &v.s.doc.event
	pickRound(s, v.pick, &v.round, len(ev.Rounds))
	next := ev.NextRound()
	setPairButton(s, v.pairBtn, next, ev.TotalRounds(), next <= ev.TotalRounds())
	if v.override != nil && slices.Contains(openModals[s.win.Canvas()], v.override) {
		v.retell()
	}
	text, on := checkInState(s, ev)
	v.checkIn.SetText(text)
	look.SetEnabled(v.checkIn, on)
	v.checked.SetText(checkInCount(s, ev))

	v.boards = nil
	if v.round > 0 {
		v.boards = ev.Rounds[v.round-1].Pairings
	}
	rows := make([][]string, len(v.boards))
	number := ev.StartNumbers()
	// A game's cell says what counts, as the pairing list on paper and the
	// venue's round page do (a game a withdrawal took out of the event is
	// "not played", one a struck player played its result, annulled); the
	// result box under it says the same (showChosen).
	counted := map[int]pairing.ListBoard{}
	list, out, _ := pairing.RoundList(ev, v.round)
	for _, b := range list {
		counted[b.Board] = b
	}
	v.counted = counted
	v.showUnpaired(out, number)
	v.settled = map[int]bool{}
	for i, p := range v.boards {
		rows[i] = v.row(p, number, counted[p.Board])
		b := counted[p.Board]
		v.settled[i] = b.Void || !p.Result.Finished() && b.Shown.Finished()
	}
	// A bye's words are no name to cut: black's column keeps them whole,
	// white's names giving up the width. Beside a long name, black's
	// column yielding first to a name's least cut "vapaakierros (1 pi…".
	black := &v.grid.yields[0]
	black.least = nameMin
	for i, p := range v.boards {
		if p.IsBye() {
			black.least = max(black.least, cellWidth(rows[i][black.col], fyne.TextStyle{}))
		}
	}
	v.grid.set(rows)
	if v.chosen >= len(v.boards) {
		v.chosen = -1
		v.grid.table.UnselectAll()
	}
	// A result saved elsewhere (the game desk, a deputy's phone, the
	// command line) on the board the cursor waited on moves the cursor on
	// to the next board without one, as a key typed here does: it stayed,
	// and the next slip's key asked to change that result. The move is
	// said under the box, since the key the arbiter types next goes to
	// another board than the one he was looking at. The keys' own save
	// moves it itself (next).
	if c := v.chosen; c >= 0 && !v.keys.saving && v.waiting == [2]int{v.round, v.boards[c].Board} && v.boards[c].Result.Finished() {
		if row := v.nextEmpty(c); row >= 0 {
			v.chosen = row
			v.grid.selectRow(row)
			v.tell(false, s.t("live.entry.elsewhere", "board", v.boards[c].Board,
				"result", entryResultText(s, v.boards[c].Result), "next", v.boards[row].Board))
		}
	}
	if v.chosen < 0 && len(v.boards) > 0 {
		// The first board without a result; where every game has its
		// result, the first board, as the Matches view.
		v.chosen = max(v.nextEmpty(-1), 0)
		v.grid.selectRow(v.chosen)
	}
	look.SetEnabled(v.desk, v.chosen >= 0 && !v.boards[v.chosen].IsBye())
	v.settleUnrated()
	v.empty.SetText(noRoundHint(s, "ui.rounds.none", len(ev.Players), waitsOnSeats(ev), "ui.nav.players"))
	v.grid.sayEmpty(v.empty, len(v.boards) == 0)
	v.grid.stopOnlyOnRows()
	look.SetEnabled(v.boardNo, v.round > 0)
	v.showChosen()
	v.showAdjourned()
	v.swiss.refresh()
}

// showUnpaired names the shown round's players who have neither a board
// nor a bye (its rows), with why, as the pairing list on paper and the
// venue's round page do (pairing.RoundList); the line is hidden while
// there are none.
func (v *roundsView) showUnpaired(out []pairing.Absence, number map[int64]int) {
	ev := &v.s.doc.event
	var players []string
	for _, a := range out {
		if a.IsBye {
			continue
		}
		reason, _ := a.Text(v.s.t)
		players = append(players, v.s.t("ui.rounds.unpaired.player",
			"no", words.Number(number[a.Player]), "name", ev.PlayerName(a.Player), "reason", reason))
	}
	v.unpaired.Hidden = len(players) == 0
	v.unpaired.SetText(v.s.t("ui.rounds.unpaired", "round", v.round, "players", strings.Join(players, "; ")))
}

// showAdjourned lists the adjourned games of every round above the result
// box, so that none is forgotten behind the round picker, and then the
// games not yet begun of the rounds before the one shown (a game
// postponed, the round after it paired over it): round 4's view said
// nothing of round 3's game. Each game is as it counts (a game a
// withdrawal decided is none to finish). The line is hidden while there
// are none.
func (v *roundsView) showAdjourned() {
	ev := &v.s.doc.event
	var games []string
	for _, r := range ev.EffectiveResults().Rounds {
		for _, p := range r.Games {
			if p.Result == tournament.Adjourned {
				games = append(games, v.s.t("live.adjourned.game", "round", r.Number, "board", p.Board,
					"white", ev.PlayerName(p.White), "black", ev.PlayerName(p.Black)))
			}
		}
	}
	var said []string
	if len(games) > 0 {
		said = append(said, v.s.t("live.adjourned", "n", len(games), "games", strings.Join(games, "; ")))
	}
	var open []tournament.Pairing
	for _, p := range ev.Unfinished(v.round) {
		if p.Result != tournament.Adjourned {
			open = append(open, p)
		}
	}
	if len(open) > 0 {
		said = append(said, v.s.t("live.open.before", "games", v.openGames(open)))
	}
	v.pending.Hidden = len(said) == 0
	v.pending.SetText(strings.Join(said, " "))
}

// row is a board of the pairing list; number gives the players' numbers
// (tournament.Event.StartNumbers), counted the game as the withdrawal rule
// counts it.
func (v *roundsView) row(p tournament.Pairing, number map[int64]int, counted pairing.ListBoard) []string {
	ev := &v.s.doc.event
	// A player who left before the round is marked as the pairing list on
	// paper and the venue's round page mark him.
	name := func(id int64) string {
		q, ok := ev.Player(id)
		return words.WithdrawnName(v.s.cat, ev.PlayerName(id), ok && q.GoneBefore(v.round))
	}
	white := name(p.White)
	if p.IsBye() {
		// The bye's words go where the opponent would be: the result
		// column, sized for "½–½", cut "pyydetty vapaakierros (½ pistettä)".
		return []string{words.Board(p), words.Number(number[p.White]), white, "", "", roundByeText(v.s, pairing.RoundBye(ev, p, v.round))}
	}
	res := p.Result.Text(v.s.t)
	if counted.Board == p.Board {
		res = counted.Text(v.s.t)
	}
	if p.Unrated {
		res = v.s.t("ui.rounds.unrated.mark", "result", res)
	}
	return []string{words.Board(p), words.Number(number[p.White]), white, res,
		words.Number(number[p.Black]), name(p.Black)}
}

// selectRow chooses the clicked board: its result is the next key typed.
// The cursor's own moves (choose) come here too, the row already chosen.
func (v *roundsView) selectRow(row int) {
	if row != v.chosen {
		v.keys.endTyping()
	}
	v.chosen = row
	look.SetEnabled(v.desk, !v.boards[row].IsBye())
	v.settleUnrated()
	v.showChosen()
	v.s.focusIn(v, v.keys)
	v.swiss.refresh()
}

// settleUnrated shows the chosen board's mark; only a game played over
// the board can be one not rated.
func (v *roundsView) settleUnrated() {
	v.settling = true
	defer func() { v.settling = false }()
	if v.chosen < 0 || v.chosen >= len(v.boards) {
		v.unrated.SetChecked(false)
		v.unrated.Disable()
		return
	}
	p := v.boards[v.chosen]
	v.unrated.SetChecked(p.Unrated)
	look.SetEnabled(v.unrated, p.Result.Played())
}

// markUnrated saves the chosen board's mark: one store call.
func (v *roundsView) markUnrated(on bool) {
	if v.settling || v.chosen < 0 {
		return
	}
	round, board := v.round, v.boards[v.chosen].Board
	if !v.s.act(func() error { return v.s.doc.st.SetUnrated(round, board, on) }) {
		v.settleUnrated()
	}
}

// openDesk opens the chosen board's game at the game desk.
func (v *roundsView) openDesk() {
	if v.chosen >= 0 {
		v.s.openAtDesk(v.round, v.boards[v.chosen].Board)
	}
}

// keyTyped saves the result of a key typed in the result box for the
// chosen board. Any other character is refused where the eye is, and
// nothing is saved: board numbers go in the board field, never here.
func (v *roundsView) keyTyped(c rune) {
	if v.keys.goOn(c) {
		return
	}
	r, ok := resultKey[c]
	if !ok {
		v.keys.refuseKey(c, "live.entry.notkey")
		return
	}
	if v.chosen < 0 || v.chosen >= len(v.boards) {
		v.tell(true, v.s.t("live.entry.nochoice"))
		return
	}
	// The bye is refused by its player, as its box names it: the number
	// the round keeps it under is on no list (words.Board).
	if p := v.boards[v.chosen]; p.IsBye() {
		v.tell(true, v.byeTakesNoResult(p))
		return
	}
	v.enter(v.boards[v.chosen].Board, r, c)
}

// byeTakesNoResult says that the bye p takes no result, naming its player
// and the bye as its row names it (roundByeText), as the pairing list and
// the venue's pages do.
func (v *roundsView) byeTakesNoResult(p tournament.Pairing) string {
	ev := &v.s.doc.event
	return v.s.t("live.entry.bye", "name", ev.PlayerName(p.White), "bye", roundByeText(v.s, pairing.RoundBye(ev, p, v.round)))
}

// enter saves result r, of key c, on board: at once when the board has
// none, after a question when it would change one already saved. What is
// typed next may go on with the key (resultKeys.goOn). The board is read
// from the file, not the window's copy of the event: a deputy at the venue
// may have entered its result meanwhile, which the window shows before
// asking, and the save is refused if it changes again before the answer.
func (v *roundsView) enter(board int, r tournament.Result, c rune) {
	s := v.s
	p, err := s.doc.st.Pairing(v.round, board)
	if err != nil {
		v.tell(true, s.cat.Error(err))
		return
	}
	if shown, err := s.doc.event.FindPairing(v.round, board); err == nil && shown.Result != p.Result {
		s.reload()
	}
	round := v.round
	v.keys.enter(c, r, p, typedResult{round: round, game: board, board: board, where: s.t("live.entry.where", "board", board),
		before: p.Result, said: func() string { return v.savedText(round, board) }}, v.next)
}

// entryResultText is how a result reads in a result entry's messages; no
// result reads as "no result".
func entryResultText(s *Shell, r tournament.Result) string {
	if r == tournament.NoResult {
		return s.t("live.entry.noresult")
	}
	return drawable(r.Text(s.t))
}

// savedText says what the file now holds for a board, whole: the board,
// both players and the result read back from the event.
func (v *roundsView) savedText(round, board int) string {
	ev := &v.s.doc.event
	p, err := ev.FindPairing(round, board)
	if err != nil {
		return v.s.cat.Error(err)
	}
	return v.s.t("live.entry.saved", "board", board, "white", ev.PlayerName(p.White),
		"black", ev.PlayerName(p.Black), "result", entryResultText(v.s, p.Result))
}

// showUndone puts the cursor on the board whose result Undo took back,
// in the round shown, as the Matches view does (matchesView.showUndone).
func (v *roundsView) showUndone(st store.Step) {
	if st.Action != "result" || stepNumber(st, "round") != v.round {
		return
	}
	for i, p := range v.boards {
		if p.Board == stepNumber(st, "board") && !p.IsBye() {
			v.keys.endTyping()
			v.choose(i)
			return
		}
	}
}

// tell shows a message on the line under the result box: a refusal in
// the error colour, a confirmation in the text's.
func (v *roundsView) tell(refused bool, text string) { tellOn(v.said, refused, text) }

// tellOn shows a result entry's message on its line: a refusal in the
// error colour, a confirmation in the text's.
func tellOn(said *widget.Label, refused bool, text string) {
	said.Importance = widget.MediumImportance
	if refused {
		said.Importance = widget.DangerImportance
	}
	said.SetText(text)
}

// shownRound is the round a view shows, 0 when none is paired; a
// placedView's place, so that the window made again in another language
// stays on it (pickRound keeps it while it is paired).
type shownRound struct{ round int }

func (r *shownRound) place() string {
	if r.round == 0 {
		return ""
	}
	return strconv.Itoa(r.round)
}

func (r *shownRound) setPlace(p string) { r.round, _ = strconv.Atoi(p) } // only ever place's own text

// newRoundPicker makes a view's round drop-down: the round picked is
// shown (show puts the cursor on its first board without a result) and
// the view's result box takes the keyboard, so that the next key typed,
// after the round's number typed on the drop-down, is that board's result.
func (s *Shell) newRoundPicker(shown *shownRound, show func(round int), keys *resultKeys) *picker {
	var pick *picker
	pick = s.newPicker(nil, func(string) {
		if n := pick.SelectedIndex() + 1; n > 0 && n != shown.round {
			show(n)
			s.win.Canvas().Focus(keys)
		}
	})
	pick.Fit = true
	return pick
}

// pickRound offers rounds 1 to n in a view's round picker and keeps
// *round on one of them: the round being played where it was none or
// past n, or was the last the picker offered and a round has come since
// (a round paired again by Redo, or from outside the window): the view
// stayed on the round before it. The round being played, not the round
// in play: with an older game postponed and a newer round paired, the
// view opened on the older round and a result typed went to its board;
// the newer round's view names the older game above the result box.
func pickRound(s *Shell, pick *picker, round *int, n int) {
	names := make([]string, n)
	for i := range names {
		names[i] = s.t("ui.rounds.round", "n", i+1)
	}
	if last := len(pick.Options); *round == 0 || *round > n || n > last && *round == last {
		*round = s.doc.event.RoundBeingPlayed()
	}
	pick.Options = names
	if *round > 0 {
		pick.SetSelectedIndex(*round - 1)
	} else {
		pick.ClearSelected()
	}
}

// moveKey is where the arrow keys, Home and End (and, where page is not
// 0, Page Up and Down by page rows) move the cursor at in a list of n
// rows; false for any other key.
func moveKey(name fyne.KeyName, at, n, page int) (int, bool) {
	switch {
	case name == fyne.KeyDown:
		at++
	case name == fyne.KeyUp:
		at--
	case name == fyne.KeyPageDown && page > 0:
		at += page
	case name == fyne.KeyPageUp && page > 0:
		at -= page
	case name == fyne.KeyHome:
		at = 0
	case name == fyne.KeyEnd:
		at = n - 1
	default:
		return at, false
	}
	return min(max(at, 0), n-1), true
}

// boardKey moves the chosen board with the arrow keys; Enter, which the
// result box does not need, is refused with a word on why.
func (v *roundsView) boardKey(ev *fyne.KeyEvent) {
	n := len(v.boards)
	if n == 0 {
		return
	}
	if ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter {
		v.keys.enterKey(ev.Name, "")
		return
	}
	to, moved := moveKey(ev.Name, v.chosen, n, 10)
	if !moved {
		return
	}
	v.keys.endTyping()
	v.choose(to)
}

// boardTyped chooses the board whose number was typed in the board
// field, and gives the result box the keyboard for its result.
func (v *roundsView) boardTyped() {
	if v.boardByNumber() {
		v.s.focusIn(v, v.keys)
	}
}

// boardLeft chooses the board typed in the board field as the keyboard
// leaves it (Tab to the result box): the box went on naming the board
// before, and the result typed next was saved on that game. A number the
// round lacks chooses none, so that the next key is refused. The
// keyboard goes where it was going.
func (v *roundsView) boardLeft() {
	if strings.TrimSpace(v.boardNo.Text) != "" && !v.boardByNumber() {
		v.chosen = -1
		v.grid.table.UnselectAll()
		v.showChosen()
	}
}

// boardByNumber chooses the board whose number the board field holds and
// empties the field, or says why it cannot; whether it chose one.
func (v *roundsView) boardByNumber() bool {
	t := strings.TrimSpace(v.boardNo.Text)
	n, err := strconv.Atoi(t)
	if err != nil {
		v.tell(true, v.s.t("live.entry.badboard", "text", t))
		return false
	}
	for i, p := range v.boards {
		if p.Board == n && !p.IsBye() {
			v.boardNo.SetText("")
			v.keys.endTyping()
			v.setChosen(i)
			return true
		}
	}
	_, err = v.s.doc.event.FindPairing(v.round, n)
	if err == nil {
		err = uiError("live.entry.badboard", "text", t)
	}
	v.tell(true, v.s.cat.Error(err))
	return false
}

// choose makes row the chosen board (setChosen), the result box taking the
// keyboard.
func (v *roundsView) choose(row int) {
	v.setChosen(row)
	v.s.focusIn(v, v.keys)
}

// setChosen makes row the chosen board: selected and scrolled to in the
// table, named in the result box.
func (v *roundsView) setChosen(row int) {
	v.chosen = row
	v.grid.selectRow(row) // scrolls to it; selectRow below follows
	v.showChosen()
}

// showChosen names the chosen board's game and result in the result box.
func (v *roundsView) showChosen() {
	s := v.s
	v.waiting = [2]int{}
	if v.chosen >= 0 && v.chosen < len(v.boards) && v.nextEmpty(v.chosen-1) == v.chosen {
		v.waiting = [2]int{v.round, v.boards[v.chosen].Board}
	}
	if v.chosen < 0 || v.chosen >= len(v.boards) {
		v.keys.SetText(s.t("live.entry.nochoice"))
		return
	}
	p := v.boards[v.chosen]
	if p.IsBye() {
		v.keys.SetText(v.byeTakesNoResult(p))
		return
	}
	// A game the withdrawal rule decided reads as its cell does ("not
	// played", the record annulled, the opponent's win): the box said "no
	// result" of a game the table called not played, as if one were still
	// to be entered.
	result := entryResultText(v.s, p.Result)
	if v.settled[v.chosen] {
		result = drawable(v.counted[p.Board].Text(s.t))
	}
	v.keys.SetText(s.t("ui.rounds.entry.preview", "board", p.Board, "white", s.doc.event.PlayerName(p.White),
		"black", s.doc.event.PlayerName(p.Black), "result", result))
}

// next moves the cursor to the next board without a result; it stays
// when every game has its result, and says so.
func (v *roundsView) next() {
	if row := v.nextEmpty(v.chosen); row >= 0 && row != v.chosen {
		v.choose(row)
		return
	}
	v.showChosen()
	if len(v.boards) > 0 {
		said := v.said.Text + " " + v.s.t("live.entry.done", "round", v.round)
		// A game of a round before still open (postponed) is named: the
		// word said the rounds were done while one waited behind the
		// round picker.
		if open := v.s.doc.event.Unfinished(v.round); len(open) > 0 {
			said += " " + v.s.t("live.entry.done.before", "games", v.openGames(open))
		}
		v.said.SetText(said)
	}
}

// nextEmpty is the first board without a result after row, from the top
// again past the last; -1 when there is none. A bye and a game a
// withdrawal settled take none.
func (v *roundsView) nextEmpty(row int) int {
	return nextOpen(row, len(v.boards), func(r int) bool {
		p := v.boards[r]
		return !p.IsBye() && !v.settled[r] && !p.Result.Finished()
	})
}

// nextOpen is the first of n rows after from (-1: from the top), from the
// top again past the last and from itself last, that open says still
// wants a result; -1 when none does.
func nextOpen(from, n int, open func(row int) bool) int {
	for i := 1; i <= n; i++ {
		if r := (from + i + n) % n; open(r) {
			return r
		}
	}
	return -1
}

// noRoundHint is what the rounds view (a team event's matches, key
// "teams.ui.rounds.none") says while no round is paired: the arbiter's next
// step by the entries there are, n players (teams): add them, add one
// more, draw the seats where the pairing waits on them (seats, drawn in
// view), or pair round 1 by its button and key. It said to add the players
// with every player entered.
func noRoundHint(s *Shell, key string, n int, seats bool, view string) string {
	switch {
	case n == 0:
		return s.t(key)
	case n == 1:
		return s.t(key + ".one")
	case seats:
		return s.t(key+".seats", "n", n, "button", s.t("ui.players.draw"), "view", s.t(view))
	}
	return s.t(key+".pair", "n", n, "pair", s.t("ui.rounds.pair", "n", 1))
}

// showRound shows round n from its top, the cursor on its first board
// without a result. The table is scrolled up first: a round of as many
// boards as the one shown keeps its rows, and choosing its first board
// then left the table where the last one had scrolled it, the first
// board hidden under the heading. What was said of the round before goes.
func (v *roundsView) showRound(n int) {
	v.keys.endTyping()
	v.round = n
	v.chosen = -1
	v.grid.table.UnselectAll()
	v.grid.table.ScrollToTop()
	v.refresh()
	v.said.SetText("")
}

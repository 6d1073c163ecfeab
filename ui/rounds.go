package ui

import (
	"strconv"
	"strings"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/tournament"
)

// roundsView shows one round's pairings and takes results from the
// keyboard: the board number, then a result key, then Enter.
type roundsView struct {
	s       *Shell
	round   int // round shown, 0 when none is paired
	pick    *picker
	pairBtn *widget.Button
	swiss   *swissTools // Swiss actions, hidden for other systems
	desk    *widget.Button
	chosen  int // index of the selected pairing, -1 for none
	grid    *grid
	boards  []tournament.Pairing // rows of the grid
	entry   *field
	preview *widget.Label
	empty   *widget.Label
	content fyne.CanvasObject
	// unrated marks the chosen game as ended before a move: it counts,
	// but is not rated (TRF W, D, L). settling is true while it is set
	// to the chosen board's state.
	unrated  *widget.Check
	settling bool
}

func newRoundsView(s *Shell) view {
	v := &roundsView{s: s, chosen: -1}
	v.grid = newGrid([]column{
		{s.t("ui.rounds.col.board"), 64, fyne.TextAlignTrailing},
		{s.t("ui.rounds.col.seat"), 48, fyne.TextAlignTrailing},
		{s.t("ui.rounds.col.white"), 280, fyne.TextAlignLeading},
		{s.t("ui.rounds.col.result"), 120, fyne.TextAlignCenter},
		{s.t("ui.rounds.col.seat"), 48, fyne.TextAlignTrailing},
		{s.t("ui.rounds.col.black"), 280, fyne.TextAlignLeading},
	}, v.selectRow)
	v.pick = s.newPicker(nil, func(string) {
		if n := v.pick.SelectedIndex() + 1; n > 0 && n != v.round {
			v.round = n
			v.chosen = -1
			v.grid.table.UnselectAll()
			v.refresh()
		}
	})
	v.pick.fit = true
	v.pairBtn = widget.NewButtonWithIcon("", theme.ContentAddIcon(), v.pairNext)
	v.desk = widget.NewButtonWithIcon(s.t("ui.rounds.desk"), theme.MediaPlayIcon(), v.openDesk)
	v.unrated = widget.NewCheck(s.t("ui.rounds.unrated"), v.markUnrated)
	v.entry = s.newField()
	v.entry.SetPlaceHolder(s.t("ui.rounds.entry.placeholder"))
	v.entry.OnChanged = func(string) { v.updatePreview() }
	v.entry.OnSubmitted = func(string) { v.submit() }
	v.preview = widget.NewLabel("")
	v.preview.TextStyle = fyne.TextStyle{Bold: true}
	v.preview.Truncation = fyne.TextTruncateEllipsis
	help := widget.NewLabel(s.t("ui.rounds.entry.keys"))
	help.Importance = widget.LowImportance
	help.Wrapping = fyne.TextWrapWord
	v.empty = widget.NewLabel(s.t("ui.rounds.none"))
	v.swiss = newSwissTools(v)
	top := container.NewVBox(titleBar(s.t("ui.nav.rounds"), v.pick, v.pairBtn, s.printButton("pairings", func() int { return v.round })), v.swiss.bar)
	entryRow := container.NewBorder(nil, nil, widget.NewLabel(s.t("ui.rounds.entry.label")), container.NewHBox(v.unrated, v.desk), v.entry)
	bottom := container.NewVBox(widget.NewSeparator(), entryRow, v.preview, help)
	v.content = container.NewBorder(top, bottom, nil, nil, container.NewStack(v.grid.table, container.NewCenter(v.empty)))
	return v
}

func (v *roundsView) object() fyne.CanvasObject { return v.content }

// focus puts the keyboard in the result field, so that results can be
// typed as soon as the view is shown.
func (v *roundsView) focus() fyne.Focusable { return v.entry }

func (v *roundsView) refresh() {
	s, ev := v.s, &v.s.doc.event
	names := make([]string, len(ev.Rounds))
	for i, r := range ev.Rounds {
		names[i] = s.t("ui.rounds.round", "n", r.Number)
	}
	if v.round == 0 || v.round > len(ev.Rounds) {
		v.round = currentRound(ev)
	}
	v.pick.Options = names
	if v.round > 0 {
		v.pick.SetSelectedIndex(v.round - 1)
	} else {
		v.pick.ClearSelected()
	}
	next := tournament.NextRound(ev)
	v.pairBtn.SetText(s.t("ui.rounds.pair", "n", next))
	setEnabled(v.pairBtn, next <= tournament.TotalRounds(ev))

	v.boards = nil
	if v.round > 0 {
		v.boards = ev.Rounds[v.round-1].Pairings
	}
	rows := make([][]string, len(v.boards))
	number := tournament.StartNumbers(ev)
	for i, p := range v.boards {
		rows[i] = v.row(p, number)
	}
	v.grid.set(rows)
	if v.chosen >= len(v.boards) {
		v.chosen = -1
		v.grid.table.UnselectAll()
	}
	setEnabled(v.desk, v.chosen >= 0 && !v.boards[v.chosen].IsBye())
	v.settleUnrated()
	v.empty.Hidden = len(v.boards) > 0
	v.empty.Refresh()
	setEnabled(v.entry, v.round > 0)
	v.updatePreview()
	v.swiss.refresh()
}

// currentRound is the round an arbiter most likely wants: the first one
// with a game still to be finished, else the last one.
func currentRound(ev *tournament.Event) int {
	for i, r := range ev.Rounds {
		for _, p := range r.Pairings {
			if !p.IsBye() && !p.Result.Finished() {
				return i + 1
			}
		}
	}
	return len(ev.Rounds)
}

// row is a board of the pairing list; number gives the players' numbers
// (tournament.StartNumbers).
func (v *roundsView) row(p tournament.Pairing, number map[int64]int) []string {
	ev := &v.s.doc.event
	white := playerName(ev, p.White)
	if p.IsBye() {
		return []string{strconv.Itoa(p.Board), seatText(number[p.White]), white, byeText(v.s, p.Bye), "", ""}
	}
	res := p.Result.Text(v.s.t)
	if p.Unrated {
		res = v.s.t("ui.rounds.unrated.mark", "result", res)
	}
	return []string{strconv.Itoa(p.Board), seatText(number[p.White]), white, res,
		seatText(number[p.Black]), playerName(ev, p.Black)}
}

// playerName is a player's name, "?" for an id not in the event.
func playerName(ev *tournament.Event, id int64) string {
	p, ok := ev.Player(id)
	if !ok {
		return "?"
	}
	return p.Name
}

// selectRow starts a result for the chosen board.
func (v *roundsView) selectRow(row int) {
	v.chosen = row
	setEnabled(v.desk, !v.boards[row].IsBye())
	v.settleUnrated()
	v.entry.SetText(strconv.Itoa(v.boards[row].Board) + " ")
	v.entry.CursorColumn = len(v.entry.Text)
	v.s.win.Canvas().Focus(v.entry)
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
	setEnabled(v.unrated, p.Result.Played())
}

// markUnrated saves the chosen board's mark: one store call.
func (v *roundsView) markUnrated(on bool) {
	if v.settling || v.chosen < 0 {
		return
	}
	round, board := v.round, v.boards[v.chosen].Board
	if !v.s.act(func() error { return v.s.doc.setUnrated(round, board, on) }) {
		v.settleUnrated()
	}
}

// openDesk opens the chosen board's game at the game desk.
func (v *roundsView) openDesk() {
	if v.chosen >= 0 {
		v.s.openAtDesk(v.round, v.boards[v.chosen].Board)
	}
}

// parseQuickResult reads what the arbiter typed in the result field: a
// board number and a result key, with or without a space between them.
// Keys: 1 White wins, 5 or = draw, 0 Black wins, + White wins by
// forfeit, - Black wins by forfeit, -- double forfeit, * no result yet.
// ok is false until both a board and a key are there.
func parseQuickResult(text string) (board int, r tournament.Result, ok bool) {
	t := strings.TrimSpace(text)
	var key string
	switch {
	case strings.HasSuffix(t, "--"):
		key = "--"
	case t != "":
		key = t[len(t)-1:]
	}
	keys := map[string]tournament.Result{
		"1": tournament.WhiteWins, "5": tournament.Draw, "=": tournament.Draw, "0": tournament.BlackWins,
		"+": tournament.WhiteForfeitWin, "-": tournament.BlackForfeitWin, "--": tournament.DoubleForfeit,
		"*": tournament.NoResult,
	}
	r, ok = keys[key]
	if !ok {
		return 0, tournament.NoResult, false
	}
	num := strings.TrimSpace(strings.TrimSuffix(t, key))
	if num == "" || strings.ContainsFunc(num, func(c rune) bool { return !unicode.IsDigit(c) }) {
		return 0, tournament.NoResult, false
	}
	board, err := strconv.Atoi(num)
	if err != nil || board < 1 {
		return 0, tournament.NoResult, false
	}
	return board, r, true
}

// typed reads the result field: the board, its game and the result, or
// why Enter cannot save them.
func (v *roundsView) typed() (p *tournament.Pairing, board int, r tournament.Result, err error) {
	board, r, ok := parseQuickResult(v.entry.Text)
	if !ok {
		return nil, 0, tournament.NoResult, uiError("ui.rounds.entry.incomplete")
	}
	p, err = tournament.ValidateResult(&v.s.doc.event, v.round, board, r)
	return p, board, r, err
}

// updatePreview says what Enter will do, so that "111" (board 11, 1-0)
// cannot be mistaken for board 1.
func (v *roundsView) updatePreview() {
	s := v.s
	text := strings.TrimSpace(v.entry.Text)
	if text == "" {
		v.preview.SetText("")
		return
	}
	p, board, r, err := v.typed()
	if err != nil {
		v.preview.SetText(s.cat.Error(err))
		return
	}
	white, black := playerName(&s.doc.event, p.White), playerName(&s.doc.event, p.Black)
	res := r.Text(s.t)
	if r == tournament.NoResult {
		res = s.t("ui.rounds.entry.clear")
	}
	v.preview.SetText(s.t("ui.rounds.entry.preview", "board", board, "white", white, "black", black, "result", res))
}

// submit saves the typed result: one store call. A mistyped one is
// refused on the line under the field, not in a dialog box that would
// take the next keys: the text stays to be corrected.
func (v *roundsView) submit() {
	_, board, r, err := v.typed()
	if err != nil {
		v.preview.SetText(v.s.cat.Error(err))
		v.s.win.Canvas().Focus(v.entry)
		return
	}
	round := v.round
	if v.s.act(func() error { return v.s.doc.setResult(round, board, r) }) {
		v.entry.SetText("")
		v.s.win.Canvas().Focus(v.entry)
	}
}

// pairNext pairs and saves the next round. When earlier games are still
// open the arbiter is told which and may pair anyway.
func (v *roundsView) pairNext() {
	s := v.s
	if s.refuseReadOnly() {
		return
	}
	next := tournament.NextRound(&s.doc.event)
	if err := tournament.ReadyToPair(&s.doc.event, next); err != nil {
		text := widget.NewLabel(s.cat.Error(err))
		text.Wrapping = fyne.TextWrapWord
		s.confirmRisky(s.t("ui.rounds.override.title"), text, s.t("ui.rounds.override"), func() { v.pair(next, true) })
		return
	}
	v.pair(next, false)
}

func (v *roundsView) pair(next int, override bool) {
	if v.s.act(func() error { return v.s.doc.pair(override) }) {
		v.round = next
		v.refresh()
		// The click left the keyboard on the button; results come next.
		v.s.win.Canvas().Focus(v.entry)
	}
}

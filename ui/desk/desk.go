package desk

import (
	"errors"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/internal/crash"
	"arbiter/printing"
	"arbiter/tournament"
	"arbiter/tournament/exchange"
	"arbiter/tournament/pairing"
	"arbiter/tournament/replay"
	"arbiter/tournament/teamgames"
	"arbiter/ui/button"
	"arbiter/ui/dropdown"
	"arbiter/ui/keyhold"
	"arbiter/ui/look"
	"arbiter/ui/textfield"
	"arbiter/words"
)

// Env is the window around the desk.
type Env struct {
	Host
	Window fyne.Window
	// Keys runs the window's own key sc (Ctrl+2, Ctrl+Z…) for a desk field
	// that has no use for it, and reports whether the window has one; nil
	// where the desk is on its own.
	Keys func(sc fyne.Shortcut) bool
	// ShowError shows an error translated.
	ShowError func(error)
	// SavePDF asks where to save a PDF proposed as name and writes it
	// there with write.
	SavePDF func(name string, write func(io.Writer) error)
	// Print opens the window's print of the open game's filled
	// scoresheet (Scoresheet), as the window's Print (Ctrl+P) does at the
	// desk.
	Print func()
	// Opened is called after a game is opened at the desk or the one open
	// closed, so that the window's Print is on while there is a
	// scoresheet to print; nil where nothing follows it.
	Opened func()
	// OpenFile asks for an existing file with the extension ext (".pgn").
	OpenFile func(ext string, done func(path string))
}

// View is the desk's content in one language, built over a Session that
// outlives it. Its panels are the board with the move entry, the clocks,
// the scoresheet, the rulings and the set-up editor.
type View struct {
	env  Env
	lang i18n.Lang
	cat  *i18n.Catalog
	s    *Session // nil until a game is opened

	roundPick *dropdown.Select
	boardPick *dropdown.Select
	boards    []int // the games boardPick lists, by their numbers in the round
	boardsOf  int   // the round whose games boardPick lists
	followed  int   // the round in play roundPick was last set to
	// title names the open game whole, its players with their teams in
	// a team event, or while none is open the board chosen (boardPick's
	// field, as wide as the row leaves it, names it short).
	title  *widget.Label
	board  *Board
	entry  *textfield.Entry
	status *widget.Label
	// keys tells, small and dim as the window's key list, the keys that
	// turn the tabs, which no tab bar shows (beside the clock's buttons).
	keys                 *widget.RichText
	flip, hints, arbiter *tick
	tabs                 *container.AppTabs
	sheet                *scoresheet
	clocks               *clockPanel
	rulings              *rulingsPanel
	setup                *setupPanel
	game                 fyne.CanvasObject // everything that needs an open game
	empty                *widget.Label
	content              fyne.CanvasObject
	promotion            *widget.PopUp // the last promotion chooser

	viewPly int // ply shown on the board; -1 follows the game
}

// New builds the desk in a language over a session, which may be nil
// until the arbiter picks a game.
func New(env Env, lang i18n.Lang, s *Session) *View {
	v := &View{env: env, lang: lang, cat: i18n.For(lang), viewPly: -1}
	v.roundPick = v.newSelect(nil, func(string) { v.fillBoards() })
	v.roundPick.Fit = true
	v.boardPick = v.newSelect(nil, func(string) { v.showTitle() })
	openBtn := button.NewWithIcon(v.t("desk.open"), theme.NavigateNextIcon(), v.guard("open-game", v.openPicked))
	// The pickers have the whole row, the board's names as wide as it
	// leaves: at 1024 px the title and the names beside each other were
	// both cut. The title, under them, is as wide as the desk: in the
	// board's column a game of long names took it three lines and the
	// result's row below the window's edge at 1024×700.
	v.title = wrapped("", fyne.TextStyle{Bold: true})
	top := look.Border(nil, nil,
		container.NewHBox(widget.NewLabel(v.t("desk.round")), v.roundPick, widget.NewLabel(v.t("desk.board"))), openBtn, v.boardPick)

	v.board = newBoard()
	v.board.OnMove = func(m engine.Move) { v.guard("move", func() { v.play(m) })() }
	v.board.OnPromote = v.choosePromotion
	v.board.OnIllegal = func(from, to engine.Square) { v.guard("illegal-move", func() { v.illegal(from, to) })() }
	v.flip = newTick(v.t("desk.flip"), nil)
	v.flip.OnChanged = func(b bool) { v.board.SetFlipped(b) }
	v.hints = newTick(v.t("desk.hints"), nil)
	v.hints.OnChanged = func(b bool) { v.board.SetHints(b) }
	v.arbiter = newTick(v.t("desk.arbiter-mode"), nil)
	v.arbiter.OnChanged = func(b bool) { v.board.SetArbiter(b) }
	v.entry = v.newEntry(v.t("desk.entry.placeholder"))
	v.entry.OnSubmitted = func(text string) { v.guard("typed-move", func() { v.typed(text) })() }
	v.status = wrapped("", fyne.TextStyle{})
	// Side by side only where short: two equal columns would take twice
	// the arbiter mode's long label and widen the window past 1024 pixels.
	options := container.NewVBox(container.NewHBox(v.flip, v.hints), v.arbiter)
	entryRow := look.Border(nil, nil, widget.NewLabel(v.t("desk.entry.label")), nil, v.entry)
	// The status keeps three lines whatever it says, scrolling beyond: a
	// ruling's line more or less moved the board and the move box under
	// the arbiter's pointer.
	status := container.NewVScroll(v.status)
	line := fyne.MeasureText("Ag", theme.TextSize(), fyne.TextStyle{}).Height
	status.SetMinSize(fyne.NewSize(0, 3*line+2*theme.InnerPadding()))
	left := look.Border(nil, container.NewVBox(options, entryRow, status), nil, nil, v.board)

	v.keys = widget.NewRichText(&widget.TextSegment{Text: v.t("desk.keys.tabs"), Style: widget.RichTextStyle{
		ColorName: theme.ColorNamePlaceHolder, SizeName: theme.SizeNameCaptionText}})
	v.keys.Wrapping = fyne.TextWrapWord
	v.clocks = newClockPanel(v)
	v.sheet = newScoresheet(v)
	v.rulings = newRulingsPanel(v)
	v.setup = newSetupPanel(v)
	v.tabs = container.NewAppTabs(
		container.NewTabItem(v.t("desk.tab.scoresheet"), v.sheet.content),
		container.NewTabItem(v.t("desk.tab.rulings"), v.rulings.content),
		container.NewTabItem(v.t("desk.tab.setup"), v.setup.content),
		container.NewTabItem(v.t("desk.tab.more"), container.NewVBox(v.clocks.setting, widget.NewSeparator(), v.sheet.tools)),
	)
	v.tabs.OnSelected = func(*container.TabItem) { v.tabChanged() }
	right := look.Border(v.clocks.content, nil, nil, nil, v.tabs)
	split := container.NewHSplit(left, right)
	v.game = container.New(&boardSplit{split: split, left: left, board: v.board}, split)
	v.empty = wrapped("", fyne.TextStyle{}) // fillRounds says what to do
	v.content = look.Border(container.NewVBox(top, look.Compacted(v.title)), nil, nil, nil,
		container.NewStack(v.game, v.empty))
	v.fillRounds()
	v.attach(s)
	return v
}

// t translates a key in the view's language.
func (v *View) t(key string, args ...any) string { return v.cat.T(key, args...) }

// wrapped is a label of text in style that wraps at its width.
func wrapped(text string, style fyne.TextStyle) *widget.Label {
	l := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, style)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// newSelect makes a drop-down that, with nothing chosen, says so in the
// desk's language: Fyne's own "(Select one)" is English whatever the
// language.
func (v *View) newSelect(options []string, changed func(string)) *dropdown.Select {
	return dropdown.NewSelect(options, v.t("ui.choose"), changed)
}

// newEntry makes a text field whose right-click menu is in the desk's
// language (Fyne's own is in the system's, and English for Finnish and
// Estonian), which passes the window's keys on and shows hint while
// it is empty.
func (v *View) newEntry(hint string) *textfield.Entry {
	e := textfield.New(v.cat)
	e.SetWindowKeys(v.env.Keys)
	e.SetPlaceHolder(hint)
	return e
}

// Object is the view's content.
func (v *View) Object() fyne.CanvasObject { return v.content }

// KeyHome is the widget the arbiter works in by the keys, which takes the
// keyboard whenever the desk is shown: the move field while a game is
// open, the board picker while none is, the open button a Tab after it.
// Shown by its key, the desk left the keyboard with nothing, and the move
// typed went nowhere until a click.
func (v *View) KeyHome() fyne.Focusable {
	if v.s == nil {
		return v.boardPick
	}
	return v.entry
}

// Session is the game the desk shows, nil when none is open.
func (v *View) Session() *Session { return v.s }

// Refresh re-reads the event: round and board lists and the players'
// names. A game whose moves or rulings changed under the desk (Undo,
// Redo) is no longer what the line under the move box said of it.
func (v *View) Refresh() {
	v.fillRounds()
	// The boards are named again: a board paired anew (the pairing
	// editor) was listed with its players as first paired.
	v.fillBoards()
	if v.s != nil && !v.s.paired() {
		// Its round taken back or its board removed, the game has no
		// players: a move typed there was saved as a game of no pairing.
		if err := v.s.Close(); err != nil {
			v.env.ShowError(err)
		}
		v.attach(nil)
		return
	}
	if v.s != nil {
		ply, rulings := v.s.game.Ply(), len(v.s.rec.Rulings)
		if err := v.s.followEvent(); err != nil {
			v.env.ShowError(err)
		}
		// A move or a ruling undone or redone: the line's word of it
		// ("Played e5", "Ruling applied") is no longer what happened last.
		if v.s.game.Ply() != ply || len(v.s.rec.Rulings) != rulings {
			v.say("")
		}
	}
	v.entry.SetPlaceHolder(v.entryHint())
	v.update()
}

// OpenGame opens the game of a board of a round at the desk.
func (v *View) OpenGame(round, board int) error {
	s, err := Open(v.env.Host, round, board)
	if err != nil {
		return err
	}
	if v.s != nil {
		if err := v.s.Close(); err != nil {
			v.env.ShowError(err)
		}
	}
	v.attach(s)
	return nil
}

// attach shows a session and makes the view its clock's listener. What
// the rulings panel proposed, and the status said, belong to the game
// before: a ruling is decided for its own board, never applied to the
// next one opened. So does arbiter mode: the next game takes legal moves
// only until it is ticked for that game.
func (v *View) attach(s *Session) {
	v.s = s
	v.viewPly = -1
	v.rulings.drop()
	v.arbiter.SetChecked(false)
	v.say("")
	look.SetVisible(v.game, s != nil)
	look.SetVisible(v.empty, s == nil)
	if s != nil {
		// The game type a ruling takes is said, as "arbiter ruling
		// --event" says it first; with the control, where it is assumed.
		st := s.Event().Settings
		tc := s.Clock().Control()
		if s.ControlAssumed() {
			key := "desk.clock.assumed"
			if g, _ := st.GameTypeInForce(); g.ControlUnread {
				key += "-unread" // the event names one, which does not read
			}
			gameType, _ := words.GameType(v.cat, st)
			v.say(v.recounted(v.t(key, "control", tc.String(), "type", gameType)))
		} else {
			v.sayGameType()
		}
		// A game a withdrawal left unplayed takes a forfeit and no move,
		// and a board of a match forfeited as a whole no result at all:
		// the refusal is said as it opens, before the clock is started,
		// not at the first move.
		if _, err := s.Event().ValidateResult(s.round, s.board, tournament.WhiteWins); err != nil {
			v.refuse(v.cat.Error(err))
		} else if err := s.noResult(); err != nil {
			v.refuse(v.cat.Error(err))
		}
		s.OnTick(v.clocks.update)
		v.roundPick.SetSelected(v.t("desk.round-n", "n", s.round))
		if i := slices.Index(v.boards, s.board); i >= 0 && v.boardsOf == s.round {
			v.boardPick.SetSelectedIndex(i)
		}
		v.setup.reset()
	}
	v.entry.SetPlaceHolder(v.entryHint())
	v.update()
	if v.env.Opened != nil {
		v.env.Opened()
	}
}

// fillRounds lists the rounds of the event's games; with none paired
// the desk says so, where it asked to choose a round there was not.
func (v *View) fillRounds() {
	ev := v.env.Event()
	rounds := ev.Rounds
	v.empty.SetText(v.t("desk.pick"))
	if len(rounds) == 0 {
		v.empty.SetText(v.t("print.error.no-rounds"))
	}
	names := make([]string, len(rounds))
	for i, r := range rounds {
		names[i] = v.t("desk.round-n", "n", r.Number)
	}
	v.roundPick.Options = names
	v.roundPick.Refresh()
	// The round being played is chosen, and followed as the next is
	// paired (or one taken back): left on the round before, the desk
	// opened its game for a claim made in this one; on an older round's
	// postponed game, likewise. A round chosen by hand stays.
	inPlay := ev.RoundBeingPlayed()
	if len(names) > 0 && (v.roundPick.SelectedIndex() < 0 || v.pickedRound() == v.followed && inPlay != v.followed) {
		v.followed = inPlay
		v.roundPick.SetSelectedIndex(inPlay - 1)
	}
}

// pickedRound is the round chosen in the picker, 0 for none.
func (v *View) pickedRound() int {
	i := v.roundPick.SelectedIndex()
	rounds := v.env.Event().Rounds
	if i < 0 || i >= len(rounds) {
		return 0
	}
	return rounds[i].Number
}

// fillBoards lists the games of the chosen round; byes have no game.
func (v *View) fillBoards() {
	round := v.pickedRound()
	// The board chosen stays chosen while its round is listed again.
	keep := 0
	if i := v.boardPick.SelectedIndex(); round == v.boardsOf && i >= 0 && i < len(v.boards) {
		keep = v.boards[i]
	}
	v.boardsOf = round
	var short, whole []string
	v.boards = v.boards[:0]
	ev := v.env.Event()
	// The start numbers are the round's, not the board's: computed once, a
	// 1,000-board round lists in milliseconds instead of sorting the field
	// for every board.
	full, family := v.playerNames(ev, round, false), v.playerNames(ev, round, true)
	// A round listed anew is shown on its first game still being played,
	// where the arbiter is called, as the rounds view's cursor is on its
	// first board without a result: on board 1, the desk offered a game
	// already over. Each game is as it counts (Event.EffectiveResults):
	// one a withdrawal decided is not played.
	open := -1
	eff := ev.EffectiveResults()
	for i, r := range ev.Rounds {
		if r.Number != round {
			continue
		}
		for j, p := range r.Pairings {
			if p.Seated() {
				if g := eff.Rounds[i].Games[j]; open < 0 && g.Counts() && g.Unfinished() {
					open = len(v.boards)
				}
				s, w := v.boardText(ev, family, full, p)
				short, whole = append(short, s), append(whole, w)
				v.boards = append(v.boards, p.Board)
			}
		}
	}
	v.boardPick.Options, v.boardPick.Listed = short, whole
	v.boardPick.ClearSelected()
	if len(short) > 0 {
		i := slices.Index(v.boards, keep)
		if i < 0 {
			i = max(open, 0)
		}
		v.boardPick.SetSelectedIndex(i)
	}
	v.showTitle()
}

// boardText names a board twice: short, by its number and its players'
// family names, "3: 5. Virtanen – 9. Mäkelä", a team event's by its match
// and the match's board, "2.4: Virtanen – Mäkelä", as Swiss-Manager
// writes them; and whole (wholeBoard). At 1024 pixels the whole name of a
// team event's board did not fit the picker's field.
func (v *View) boardText(ev *tournament.Event, family, full func(int64) string, p tournament.Pairing) (short, whole string) {
	number := strconv.Itoa(p.Board)
	if m, b, ok := matchBoard(ev, p); ok {
		number = strconv.Itoa(m) + "." + strconv.Itoa(b)
	}
	return number + ": " + family(p.White) + " – " + family(p.Black), v.wholeBoard(ev, full, p, 0)
}

// wholeBoard names board p by its players' full names, "3: 5. Anna
// Virtanen – 9. Boris Mäkelä", a team event's each with his team and by
// its match and the match's board, as the Matches view and the match
// sheets number them, "Match 2, board 4: Anna Virtanen (Team A) – Boris
// Mäkelä (Team B)". The board picker lists it so (round 0) and the
// desk's title names the open game so with its round: one wording, the
// game opened read as the board chosen.
func (v *View) wholeBoard(ev *tournament.Event, name func(int64) string, p tournament.Pairing, round int) string {
	if m, b, ok := matchBoard(ev, p); ok {
		key := "desk.board.team"
		if round > 0 {
			key = "desk.title.team"
		}
		return v.t(key, "round", round, "match", m, "board", b, "white", name(p.White),
			"white_team", teamName(ev, p.White), "black", name(p.Black), "black_team", teamName(ev, p.Black))
	}
	if round > 0 {
		return v.t("desk.title", "round", round, "board", p.Board, "white", name(p.White), "black", name(p.Black))
	}
	return strconv.Itoa(p.Board) + ": " + name(p.White) + " – " + name(p.Black)
}

// matchBoard is a team event's match of board p and its board in the
// match; ok is false in an individual event.
func matchBoard(ev *tournament.Event, p tournament.Pairing) (match, board int, ok bool) {
	if !ev.Settings.System.Team() {
		return 0, 0, false
	}
	return teamgames.MatchBoardOf(ev, p.Round, p.Board)
}

// showTitle names the open game, its result once it has one, or while
// none is open the board chosen, whole.
func (v *View) showTitle() {
	if v.s == nil {
		text := ""
		if i := v.boardPick.SelectedIndex(); i >= 0 && i < len(v.boardPick.Listed) {
			text = v.boardPick.Listed[i]
		}
		v.title.SetText(text)
		return
	}
	s := v.s
	title := v.gameTitle(s.round, s.board)
	if s.Finished() {
		title += "  " + v.resultName(s.rec.Result)
	}
	v.title.SetText(title)
}

// playerNames names the players of ev in round as the pairing lists show
// them: "12. Anna Virtanen", or by their family names alone: "12.
// Virtanen", a player gone before the round marked (words.WithdrawnName).
// The numbers and an index of the players are made once, for all the names
// asked of it.
func (v *View) playerNames(ev *tournament.Event, round int, familyOnly bool) func(id int64) string {
	roster := pairing.NewRoster(ev)
	family := map[int64]string{}
	if familyOnly {
		for _, p := range ev.Players {
			family[p.ID], _ = p.Names()
		}
	}
	return func(id int64) string {
		number, n, ok := roster.Player(id)
		if f := family[id]; f != "" {
			n = f
		}
		if q, in := ev.Player(id); in {
			n = words.WithdrawnName(v.cat, n, q.GoneBefore(round))
		}
		switch {
		case !ok:
			return "?"
		case number > 0:
			return strconv.Itoa(number) + ". " + n
		}
		return n
	}
}

func (v *View) openPicked() {
	round := v.pickedRound()
	i := v.boardPick.SelectedIndex()
	switch {
	case len(v.env.Event().Rounds) == 0:
		v.env.ShowError(deskError("print.error.no-rounds"))
		return
	case round == 0 || i < 0 || i >= len(v.boards):
		v.env.ShowError(deskError("desk.error.pick"))
		return
	}
	board := v.boards[i]
	if err := v.OpenGame(round, board); err != nil {
		v.env.ShowError(err)
		return
	}
	// The game opened is played by typing its moves: the keyboard goes
	// from Open game, which its press had kept, to the move field.
	v.focusEntry()
}

// focusEntry gives the move field the keyboard.
func (v *View) focusEntry() { v.env.Window.Canvas().Focus(v.entry) }

// escapeCloses makes Escape close a box of the desk from each of its
// keyboard's stops (their Pass), as its Cancel does: the desk's boxes are
// pop-ups of its own, which the window's dialog boxes' Escape does not
// reach, and a button or field there dropped the key.
func escapeCloses(close func(), stops ...*func(*fyne.KeyEvent)) {
	for _, p := range stops {
		*p = func(ev *fyne.KeyEvent) {
			if ev.Name == fyne.KeyEscape {
				close()
			}
		}
	}
}

// update shows the session's state in every panel.
func (v *View) update() {
	v.showTitle()
	if v.s == nil {
		return
	}
	s := v.s
	g := s.game
	if v.viewPly > g.Ply() {
		v.viewPly = -1
	}
	ply := g.Ply()
	if v.viewPly >= 0 {
		ply = v.viewPly
	}
	if v.board.Mode() != modeSetup {
		v.board.SetPosition(g.PositionAt(ply))
		switch {
		case v.viewPly >= 0 || s.Finished():
			v.board.SetMode(modeView)
		default:
			v.board.SetMode(modePlay)
		}
		if ply > 0 {
			m := g.Moves()[ply-1].Move
			v.board.SetLastMove(m.From(), displayTo(m))
		} else {
			v.board.SetLastMove(engine.NoSquare, engine.NoSquare)
		}
	}
	v.sheet.update()
	v.clocks.update()
	v.rulings.update()
	if v.env.Logged != nil {
		v.env.Logged()
	}
}

// gameTitle names the open game as the board picker lists it whole, with
// its round (wholeBoard).
func (v *View) gameTitle(round, board int) string {
	ev := v.env.Event()
	p, err := ev.FindPairing(round, board)
	if err != nil {
		return v.t("desk.title", "round", round, "board", board, "white", "?", "black", "?")
	}
	return v.wholeBoard(ev, v.playerNames(ev, round, false), *p, round)
}

// teamName is the name of the team a player plays for, "?" for none.
func teamName(ev *tournament.Event, id int64) string {
	if t, ok := ev.TeamOf(id); ok {
		return t.Name
	}
	return "?"
}

// notation is the notation of every move the desk shows: the event's
// piece letters (writtenIn), which the move entry reads, whatever the
// window's language, since the letters clash between languages (L is the
// Finnish bishop and the Estonian queen). The window's language serves
// only while no game is open.
func (v *View) notation() engine.Notation {
	lang := v.lang.Notation()
	if v.s != nil {
		if l, err := v.s.writtenIn(); err == nil {
			lang = l
		}
	}
	return engine.Notation{Lang: lang, Style: v.sheet.style()}
}

// play enters a legal move from the board; the store's refusal is
// shown in a message box.
func (v *View) play(m engine.Move) {
	if err := v.enter(m); err != nil {
		v.env.ShowError(err)
	}
}

// enter plays a legal move from the board or the move box and says so; an
// error is the store's refusal, and nothing was played.
func (v *View) enter(m engine.Move) error {
	if v.s == nil {
		return nil
	}
	pos := v.s.game.Position()
	text := pos.Format(m, v.notation())
	if err := v.s.Play(m); err != nil {
		v.update()
		return err
	}
	v.played(text)
	return nil
}

// played follows a move made on the board, written as text: the board
// shows the game as it now stands, the status line says the move, and a
// game it ended has its ruling proposed.
func (v *View) played(text string) {
	v.viewPly = -1
	v.rulings.drop()
	v.say(v.t("desk.played", "move", text))
	v.update()
	v.clocks.focus()
	if v.s.Ended() {
		v.rulings.propose(positionIncident())
	}
}

// choosePromotion asks which piece a pawn becomes.
func (v *View) choosePromotion(moves []engine.Move) {
	var pop *widget.PopUp
	letters := engine.PieceLetters(v.notation().Lang)
	row := container.NewHBox()
	var stops []*func(*fyne.KeyEvent)
	var first fyne.Focusable
	for _, m := range moves {
		name := v.t("desk.piece." + m.Promotion().String())
		piece := button.New(name+" ("+letters[m.Promotion()]+")", func() {
			keyhold.Hide(pop)
			v.play(m)
		})
		if first == nil {
			first = piece
		}
		row.Add(piece)
		stops = append(stops, &piece.Pass)
	}
	cancel := button.New(v.t("desk.cancel"), func() { keyhold.Hide(pop) })
	escapeCloses(func() { keyhold.Hide(pop) }, append(stops, &cancel.Pass)...)
	box := container.NewVBox(widget.NewLabelWithStyle(v.t("desk.promote"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), row, container.NewHBox(layout.NewSpacer(), cancel))
	pop = widget.NewModalPopUp(container.NewPadded(box), v.env.Window.Canvas())
	v.promotion = pop
	keyhold.Show(pop)
	// The keyboard goes into the box, on its first piece (a queen): left
	// in the move box, a key there was refused as pressed behind a box.
	v.env.Window.Canvas().Focus(first)
}

// illegal records an illegal move entered on purpose and opens its
// ruling.
func (v *View) illegal(from, to engine.Square) {
	if v.s == nil {
		return
	}
	in := illegalIncident(v.s.game.Position(), from, to)
	if err := v.s.EnterIllegal(from, to); err != nil {
		v.env.ShowError(err)
		return
	}
	v.say(v.t("desk.illegal-entered", "from", from.String(), "to", to.String()))
	v.update()
	v.rulings.propose(in)
}

// typed reads a move typed in the event's notation (readMove) and plays
// it. A move refused, unread or by the store, stays in the box selected,
// with the refusal in the error colour under it, as the result box keeps
// the keyboard and says its refusal under it: the arbiter corrects a
// slip (an arrow key keeps the text) or types the move again over it.
func (v *View) typed(text string) {
	if v.s == nil || strings.TrimSpace(text) == "" {
		return
	}
	var m engine.Move
	var err error
	if v.s.Finished() {
		// Said before the move is read: in the final position a move
		// typed after mate was refused as "not legal", which sent the
		// arbiter looking for his typing mistake.
		err = v.s.finished()
	} else if v.board.touching {
		// While a touch is stated the board's taps state touched pieces,
		// not moves; the move box does the same by their squares, so that
		// the arbiter at the keyboard states them too, and a pawn's square
		// typed is not played as the pawn's move.
		if err = v.rulings.typedSquare(text); err == nil {
			v.say(v.rulings.touchLabel.Text)
		}
	} else if m, err = v.s.readMove(text); err == nil {
		err = v.enter(m)
	} else if from, to, ok := typedSquares(text); ok && v.arbiter.Checked && v.board.ownPiece(from) && !v.board.ownPiece(to) {
		// Arbiter mode takes an illegal move by its squares, as two
		// taps on the board take it (a piece of the side to move, onto
		// a square not his): the box refused it as not legal, which
		// left the step to the mouse.
		v.entry.SetText("")
		v.board.enter(from, to)
		return
	} else if v.arbiter.Checked && !ok {
		// The arbiter turned the mode on for this very move, typed as it
		// is written: "not legal" alone told him nothing he did not know.
		err = deskError("desk.error.arbiter-squares", "reason", err)
	}
	// Whoever types moves keeps typing: the entry keeps the keyboard.
	v.focusEntry()
	if err != nil {
		v.refuse(v.cat.Sentence(err))
		v.entry.TypedShortcut(&fyne.ShortcutSelectAll{})
		return
	}
	v.entry.SetText("")
}

// typedSquares reads a move typed by its two squares ("e7-e4", "e7e4",
// "e7xe4", a piece letter before them or not), as an illegal move is
// entered in arbiter mode.
func typedSquares(text string) (from, to engine.Square, ok bool) {
	t := strings.NewReplacer("-", "", "x", "", "X", "", ":", "", " ", "").Replace(strings.TrimSpace(text))
	if len(t) == 5 {
		t = t[1:] // the piece's letter, in whichever notation
	}
	if len(t) != 4 {
		return engine.NoSquare, engine.NoSquare, false
	}
	from, okFrom := engine.ParseSquare(strings.ToLower(t[:2]))
	to, okTo := engine.ParseSquare(strings.ToLower(t[2:]))
	return from, to, okFrom && okTo && from != to
}

// say shows what the desk did on the line under the move box; refuse
// shows there, in the error colour, what it did not do and why.
// sayGameType says the game's type, its control's (a warning where the
// event set one that the control contradicts), and the times recounted.
func (v *View) sayGameType() {
	tc := v.s.Clock().Control()
	text, warn := words.GameTypeOfGame(v.cat, v.s.Event().Settings, &tc)
	if text = v.recounted(text); warn {
		v.refuse(text)
	} else {
		v.say(text)
	}
}

// recounted is text after the sentence that the game's times were
// recorded under another control and carried to the clock's (6.10.2),
// which comes first: the type's text is a phrase without a stop.
func (v *View) recounted(text string) string {
	if was := v.s.Recounted(); was != "" {
		text = v.t("desk.clock.recounted", "was", was, "control", v.s.Clock().Control().String()) + " " + text
	}
	return text
}

func (v *View) say(text string)    { v.tell(widget.MediumImportance, text) }
func (v *View) refuse(text string) { v.tell(widget.DangerImportance, text) }

func (v *View) tell(imp widget.Importance, text string) {
	v.status.Importance = imp
	v.status.SetText(text)
}

// showPly shows the position after ply on the board; -1 follows the game.
func (v *View) showPly(ply int) {
	if v.s != nil && ply >= v.s.game.Ply() {
		ply = -1
	}
	v.viewPly = ply
	v.update()
}

// tabChanged switches the board into set-up mode while that tab shows.
func (v *View) tabChanged() {
	if v.tabs.Selected() != nil && v.tabs.Selected().Content == v.setup.content {
		v.setup.begin()
		return
	}
	if v.board.Mode() == modeSetup {
		v.setup.leave()
		v.board.SetMode(modePlay)
		v.update()
	}
}

// TabKeys turn the desk's tabs as desktop programs turn theirs (TurnTab
// by Delta), which the window registers and the desk tells beside the
// clock's buttons: Ctrl+Tab and Ctrl+Page Down the next, Ctrl+Shift+Tab
// and Ctrl+Page Up the one before. Ctrl on a Mac too, where Cmd+Tab is
// the system's.
var TabKeys = []struct {
	Key   desktop.CustomShortcut
	Delta int
}{
	{desktop.CustomShortcut{KeyName: fyne.KeyTab, Modifier: fyne.KeyModifierControl}, 1},
	{desktop.CustomShortcut{KeyName: fyne.KeyTab, Modifier: fyne.KeyModifierControl | fyne.KeyModifierShift}, -1},
	{desktop.CustomShortcut{KeyName: fyne.KeyPageDown, Modifier: fyne.KeyModifierControl}, 1},
	{desktop.CustomShortcut{KeyName: fyne.KeyPageUp, Modifier: fyne.KeyModifierControl}, -1},
}

// TurnTab shows the tab delta places on from the one shown (1 the next,
// -1 the one before), round the ends, as Ctrl+Tab and Ctrl+Shift+Tab turn
// the tabs of desktop programs: Fyne's tab bar takes no keyboard, and an
// arbiter working by keys had to click it. The keyboard goes to the first
// field of the tab shown (the rulings' incident), where the arbiter goes
// on by Tab; to the move field where the tab has none enabled. Nothing
// while no game is open, the tabs unseen.
func (v *View) TurnTab(delta int) {
	if v.s == nil {
		return
	}
	n := len(v.tabs.Items)
	item := v.tabs.Items[((v.tabs.SelectedIndex()+delta)%n+n)%n]
	v.tabs.Select(item)
	var to fyne.Focusable = v.entry
	if f := firstField(item.Content); f != nil {
		to = f
	}
	if f := v.rulings.first(); item.Content == v.rulings.content && f != nil {
		to = f
	}
	v.env.Window.Canvas().Focus(to)
}

// firstField is the first widget in o, in Tab's order, that takes the
// keyboard, shown and enabled; nil where none does.
func firstField(o fyne.CanvasObject) fyne.Focusable {
	if !o.Visible() {
		return nil
	}
	if f, ok := o.(fyne.Focusable); ok {
		if d, ok := o.(fyne.Disableable); !ok || !d.Disabled() {
			return f
		}
		return nil
	}
	var inner []fyne.CanvasObject
	switch c := o.(type) {
	case *fyne.Container:
		inner = c.Objects
	case *container.Scroll:
		inner = []fyne.CanvasObject{c.Content}
	}
	for _, x := range inner {
		if f := firstField(x); f != nil {
			return f
		}
	}
	return nil
}

// showRulings brings the rulings tab to the front.
func (v *View) showRulings() { v.tabs.Select(v.tabs.Items[1]) }

// setResult enters a result by the arbiter's hand.
func (v *View) setResult(r tournament.Result) {
	if err := v.s.SetResult(r); err != nil {
		v.env.ShowError(err)
	}
	v.update()
}

// Scoresheet is the open game's record as it stands, for its filled
// scoresheet (printing.GameScoresheet) in the notation style the
// scoresheet shows; nil while no game is open. The record is a copy: the
// window writes the sheet off its goroutine while moves may be appended.
func (v *View) Scoresheet() (*replay.GameRecord, engine.Style) {
	if v.s == nil {
		return nil, engine.SAN
	}
	rec := *v.s.rec
	rec.Moves, rec.Incidents, rec.Rulings = slices.Clone(rec.Moves), slices.Clone(rec.Incidents), slices.Clone(rec.Rulings)
	return &rec, v.sheet.style()
}

// printEnvelope writes the envelope of an adjourned game: the position
// before the sealed move, the times used and any pending draw offer. A
// game with no moves recorded here is played on paper: its envelope is
// blank, for the arbiter to fill in by hand.
func (v *View) printEnvelope() {
	s := v.s
	name := printing.FileName(v.lang, "envelope", s.round, s.board, false)
	opt := printing.Options{} // the event's language and paper, as every sheet of the event
	// The times used are the desk's clock's, set below.
	a, err := printing.AdjournmentFromGame(s.Event(), s.rec, nil)
	if err != nil {
		v.env.ShowError(err)
		return
	}
	if !a.Blank {
		if used := s.usedTimes(); used[engine.White] != nil {
			a.WhiteUsed, a.BlackUsed, a.HasTimes = *used[engine.White], *used[engine.Black], true
		}
	}
	v.env.SavePDF(name, func(w io.Writer) error {
		return printing.Envelope(w, s.Event(), a, opt)
	})
}

// importPGN reads a PGN file's game of the open board into the pairing
// (importGame, boardGame).
func (v *View) importPGN() {
	v.env.OpenFile(".pgn", func(path string) {
		v.importGame(func(board engine.PGNGame) (fileGame, error) {
			f, err := os.Open(path)
			if err != nil {
				return fileGame{}, err
			}
			defer f.Close()
			return boardGame(f, board)
		})
	})
}

// importGame puts a game that read gives into the record, read given the
// board's game as the event writes it (its tags, for a file of several
// games to be searched by). The game is
// read, and where the rules ended it (readImport, which can take
// seconds), off the window's goroutine (host.Go), so that a large file or
// a hard position does not stop the window or the running clock; the
// game goes into the record on the window's, unless another game was
// opened meanwhile. An error is shown.
func (v *View) importGame(read func(board engine.PGNGame) (fileGame, error)) {
	session := v.s
	ev, err := session.rulesEvent()
	if err != nil {
		v.env.ShowError(err)
		return
	}
	board, err := exchange.GamePGN(session.host.Event(), &replay.GameRecord{Round: session.round, Board: session.board})
	if err != nil {
		v.env.ShowError(err)
		return
	}
	session.host.Go(func() {
		var in PGNImport
		var err error
		crash.Guard("import-pgn", func(e error) { err = e }, func() {
			var g fileGame
			if g, err = read(board); err == nil {
				in, err = readImport(ev.Ruleset, g.game)
				in.from = g
			}
		})
		fyne.Do(func() {
			if v.s != session {
				return // another game was opened meanwhile
			}
			if err == nil {
				err = v.imported(in)
			}
			if err != nil {
				v.env.ShowError(err)
			}
		})
	})
}

// fileGame is the game of a PGN file taken for a board: the file's
// game number index (from 1) of its of, and how it is the board's where
// the file holds several.
type fileGame struct {
	game      engine.PGNGame
	index, of int
	by        exchange.BoardMatch
	other     bool // a file's one game, naming players not the board's
}

// boardGame reads the game of a PGN file to import into a board, board
// being the board's game as the event writes it: a file's one game, or,
// of several (a round's file, each board's game in it), the one that
// exchange.BoardGame finds the board's. A file of several with none or
// more than one such game is refused, saying so: the file's first game
// went onto any board, another board's moves and result with it.
func boardGame(r io.Reader, board engine.PGNGame) (fileGame, error) {
	var found []fileGame
	var first fileGame
	var firstErr, unread error
	n := 0
	for g, err := range engine.ReadPGN(r) {
		n++
		if n == 1 {
			first, firstErr = fileGame{game: g, index: 1}, err
		}
		if err != nil {
			var pe *engine.PGNError
			if !errors.As(err, &pe) {
				return fileGame{}, err // the file itself could not be read
			}
			if unread == nil {
				unread = err
			}
			continue
		}
		if by := exchange.BoardGame(g, board); by != exchange.NotBoardGame {
			found = append(found, fileGame{game: g, index: n, by: by})
		}
	}
	switch {
	case n == 0:
		return fileGame{}, deskError("desk.error.pgn-empty")
	case n == 1:
		first.of = 1
		first.other = firstErr == nil && exchange.OtherPlayers(first.game, board)
		return first, firstErr
	case len(found) == 1:
		found[0].of = n
		return found[0], nil
	case len(found) > 1:
		return fileGame{}, deskError("desk.error.pgn-several-board-games", "n", n, "found", len(found), "round", board.Tag("Round"), "board", board.Tag("Board"))
	case unread != nil:
		return fileGame{}, unread // this board's game may be the one unread
	}
	return fileGame{}, deskError("desk.error.pgn-no-board-game", "n", n, "round", board.Tag("Round"), "board", board.Tag("Board"), "white", board.Tag("White"), "black", board.Tag("Black"))
}

// imported puts a game read for the import into the record and says
// what it did.
func (v *View) imported(in PGNImport) error {
	replaced, end, err := v.s.ImportPGN(in)
	if err != nil {
		return err
	}
	g := in.Game
	v.viewPly = -1
	v.rulings.drop()
	// What the arbiter must act on first, in the status's three lines in
	// sight: where the Laws ended the game before its last move, and that
	// a contradicting result of the file's was not entered (an end by the
	// last move is said only then); a file of another board's game. What
	// was kept with the moves after.
	said := []string{v.t("desk.imported", "n", v.s.game.Ply())}
	switch in.from.by {
	case exchange.ByPlayers:
		said = append(said, v.t("desk.imported.players-game", "index", in.from.index, "n", in.from.of))
	case exchange.ByPlace:
		said = append(said, v.t("desk.imported.place-game", "index", in.from.index, "n", in.from.of))
	}
	if in.from.other {
		said = append(said, v.t("desk.imported.other-players", "white", g.Tag("White"), "black", g.Tag("Black")))
	}
	contradicts := end != nil && g.Result != engine.Ongoing && g.Result != end.Result
	if contradicts {
		said = append(said, v.t("desk.imported.result-not-taken", "result", g.Result.Shown()))
	}
	if end != nil && (end.After > 0 || contradicts) {
		said = append(said, end.Text(v.cat.TMap))
	}
	if len(replaced) > 0 {
		said = append(said, v.t("desk.imported.event-tags", "tags", strings.Join(replaced, ", ")))
	}
	if vars, comments, nags := g.Annotations(); vars+comments+nags > 0 {
		said = append(said, v.t("desk.imported.annotations", "variations", vars, "comments", comments, "nags", nags))
	}
	if n := len(v.s.rec.Tags); n > 0 {
		said = append(said, v.t("desk.imported.tags", "n", n))
	}
	v.say(strings.Join(said, " "))
	v.update()
	return nil
}

// sideName is "White" or "Black" in the view's language.
func (v *View) sideName(c engine.Color) string {
	if c == engine.Black {
		return v.t("desk.black")
	}
	return v.t("desk.white")
}

// resultName shows a result for the result picker and the title, as the
// pairing lists do.
func (v *View) resultName(r tournament.Result) string {
	if r == tournament.NoResult {
		return v.t("desk.result.none")
	}
	return r.Text(v.t)
}

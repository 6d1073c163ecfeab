package desk

import (
	"math"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/internal/crash"
	"arbiter/printing"
	"arbiter/tournament"
	"arbiter/ui/button"
	"arbiter/ui/dropdown"
	"arbiter/ui/keyhold"
	"arbiter/ui/look"
)

// scoresheet lists the moves in two columns with the clock after each,
// (=) for draw offers and a dagger (†) where an incident happened. Tapping a
// move shows its position; the arbiter can take the game back there.
type scoresheet struct {
	v         *View
	styles    []engine.Style
	pick      *dropdown.Select
	table     *moveTable
	rows      [][3]string
	incidents *widget.Label
	// log scrolls the incidents; it takes no room while there are none,
	// which leaves the moves more rows.
	log      *container.Scroll
	restore  *button.Button
	envelope *button.Button
	result   *dropdown.Select
	content  fyne.CanvasObject
	// tools are the notation and the printing, set or done once a game,
	// in the tab of the clock's setting: beside the moves, with the
	// result's row, they left the list three or four rows at 1024×700.
	tools fyne.CanvasObject
}

// moveRowPadding is the room above and below a move in the list. A
// label's padding, five times this, let a 1366×768 screen show only five
// and a half moves, where the arbiter wants the game's recent moves.
const moveRowPadding = 2

// moveTable is the scoresheet's list of moves, which keeps the latest in
// sight when the desk is resized, as it does after each move: a window
// made smaller left the last moves under the result's row. Nothing here
// refreshes the table itself, whose renderer is being made.
type moveTable struct {
	widget.Table
	sh *scoresheet
}

// CreateRenderer lays the list out at the latest move whenever its size
// changes, from the first: a list laid out after its moves were set (a
// desk built for another language) showed the opening.
func (t *moveTable) CreateRenderer() fyne.WidgetRenderer {
	return &moveTableRenderer{WidgetRenderer: t.Table.CreateRenderer(), t: t}
}

type moveTableRenderer struct {
	fyne.WidgetRenderer
	t    *moveTable
	size fyne.Size // laid out last; the arbiter may have scrolled up since
}

func (r *moveTableRenderer) Layout(size fyne.Size) {
	r.WidgetRenderer.Layout(size)
	if size != r.size && len(r.t.sh.rows) > 0 && size.Height > 0 {
		// The scroller stops at the last row. ScrollToBottom would leave
		// the scroller where it was until its next refresh.
		r.t.ScrollToOffset(fyne.NewPos(0, math.MaxFloat32))
	}
	r.size = size
}

// resultChoices are the results the arbiter can enter by hand.
var resultChoices = []tournament.Result{tournament.WhiteWins, tournament.Draw, tournament.BlackWins, tournament.NoResult}

func newScoresheet(v *View) *scoresheet {
	sh := &scoresheet{v: v, styles: []engine.Style{engine.SAN, engine.Figurine, engine.Long1953}}
	sh.pick = v.newSelect([]string{v.t("desk.notation.san"), v.t("desk.notation.figurine"), v.t("desk.notation.long1953")},
		func(string) { sh.update() })
	sh.pick.Fit = true
	sh.table = &moveTable{sh: sh}
	sh.table.ExtendBaseWidget(sh.table)
	sh.table.Length, sh.table.CreateCell, sh.table.UpdateCell =
		func() (int, int) { return len(sh.rows), 3 },
		func() fyne.CanvasObject {
			t := canvas.NewText("00. Qxe8+ (=) 0:00:00", theme.Color(theme.ColorNameForeground))
			pad := theme.InnerPadding()
			return container.New(layout.NewCustomPaddedLayout(moveRowPadding, moveRowPadding, pad, pad), t)
		},
		func(id widget.TableCellID, o fyne.CanvasObject) {
			crash.Draw("scoresheet", func() {
				t := o.(*fyne.Container).Objects[0].(*canvas.Text)
				t.TextStyle = fyne.TextStyle{Bold: sh.cellPly(id) == sh.shownPly()}
				t.Text = sh.rows[id.Row][id.Col]
				t.Color = theme.Color(theme.ColorNameForeground)
				t.Refresh()
			})
		}
	sh.table.SetColumnWidth(0, 44)
	sh.table.SetColumnWidth(1, 190)
	sh.table.SetColumnWidth(2, 190)
	sh.table.OnSelected = func(id widget.TableCellID) {
		sh.table.UnselectAll()
		if ply := sh.cellPly(id); ply >= 0 {
			v.showPly(ply)
		}
	}
	sh.incidents = wrapped("", fyne.TextStyle{})
	sh.restore = button.NewWithIcon(v.t("desk.restore"), theme.ContentUndoIcon(), sh.askRestore)
	// Icons only: the column is narrow beside the board.
	live := button.NewWithIcon("", theme.MediaFastForwardIcon(), func() { v.showPly(-1) })
	start := button.NewWithIcon("", theme.MediaFastRewindIcon(), func() { v.showPly(0) })
	names := make([]string, len(resultChoices))
	for i, r := range resultChoices {
		names[i] = v.resultName(r)
	}
	sh.result = v.newSelect(names, nil)
	sh.result.Fit = true
	setResult := button.New(v.t("desk.result.set"), v.guard("result", func() {
		if i := sh.result.SelectedIndex(); i >= 0 && v.s != nil {
			v.setResult(resultChoices[i])
		}
	}))
	// Each acts on the game open, and on nothing while none is.
	whileOpen := func(f func()) func() {
		return func() {
			if v.s != nil {
				f()
			}
		}
	}
	// The window prints the game's scoresheet, as its Print does here.
	printBtn := button.NewWithIcon(v.t("desk.print"), theme.DocumentPrintIcon(), whileOpen(func() { v.env.Print() }))
	sh.envelope = button.NewWithIcon(v.t("desk.print-envelope"), theme.MailComposeIcon(), whileOpen(v.printEnvelope))
	importBtn := button.NewWithIcon(v.t("desk.import"), theme.FolderOpenIcon(), whileOpen(v.importPGN))
	// The notation list shows its longest style whole, and the moves'
	// buttons stand beside it where the width has room: in Finnish at
	// 1024 px they take the next line, "Täydellinen (1953)" was cut.
	notation := look.Border(nil, nil, widget.NewLabel(v.t("desk.notation")), nil, sh.pick)
	top := container.NewHBox(start, live, sh.restore)
	sh.log = container.NewVScroll(sh.incidents)
	sh.log.SetMinSize(fyne.NewSize(0, 64))
	sh.log.Hide()
	// The result's row holds what brings a game's record in, the result
	// and a PGN; the printing row what goes out, the scoresheet and the
	// envelope. The envelope's button, the widest, in the result's row
	// left the result's list too little room (the Estonian "tulemuseta"
	// showed as "tule…"), and beside both other buttons it made the
	// Finnish desk wider than the window. The printing row keeps the
	// width it has with the longest envelope button, which shows only
	// before the first move and for an adjourned game: narrower without
	// it, it let the board's side of the desk grow and everything jump at
	// the first move.
	resultRow := container.NewHBox(widget.NewLabel(v.t("desk.result")), sh.result, setResult, importBtn)
	printRow := container.NewHBox(printBtn, sh.envelope)
	sh.envelope.SetText(v.t("desk.print-blank-envelope"))
	widest := printRow.MinSize().Width
	sh.envelope.SetText(v.t("desk.print-envelope"))
	widest = max(widest, printRow.MinSize().Width)
	bottom := container.NewVBox(sh.log, resultRow)
	sh.content = look.Border(top, bottom, nil, nil, sh.table)
	sh.tools = container.NewVBox(notation, atLeast(widest, printRow))
	sh.pick.SetSelectedIndex(0)
	return sh
}

// style is the notation style chosen.
func (sh *scoresheet) style() engine.Style {
	if i := sh.pick.SelectedIndex(); i >= 0 {
		return sh.styles[i]
	}
	return engine.SAN
}

// first is the row of the game's first move number and whether Black
// made the first move (a set-up position).
func (sh *scoresheet) first() (number int, blackFirst bool) {
	start := sh.v.s.game.Start()
	return start.Fullmoves(), start.Turn() == engine.Black
}

// cellPly is the ply a table cell shows (1-based), -1 for none.
func (sh *scoresheet) cellPly(id widget.TableCellID) int {
	if sh.v.s == nil || id.Col == 0 {
		return -1
	}
	_, blackFirst := sh.first()
	ply := 2*id.Row + id.Col
	if blackFirst {
		ply--
	}
	if ply < 1 || ply > sh.v.s.game.Ply() {
		return -1
	}
	return ply
}

func (sh *scoresheet) shownPly() int {
	if sh.v.viewPly >= 0 {
		return sh.v.viewPly
	}
	if sh.v.s == nil {
		return 0
	}
	return sh.v.s.game.Ply()
}

// update rebuilds the rows from the game.
func (sh *scoresheet) update() {
	v := sh.v
	s := v.s
	if s == nil {
		sh.rows = nil
		sh.table.Refresh()
		return
	}
	g := s.game
	n := v.notation()
	number, blackFirst := sh.first()
	marks := sh.incidentPlies()
	sh.rows = sh.rows[:0]
	col := 1
	if blackFirst {
		sh.rows = append(sh.rows, [3]string{strconv.Itoa(number) + ".", "…", ""})
		col = 2
	}
	for ply := 1; ply <= g.Ply(); ply++ {
		if col == 1 {
			num, _ := g.MoveNumber(ply)
			sh.rows = append(sh.rows, [3]string{strconv.Itoa(num) + "."})
		}
		pos := g.PositionAt(ply - 1)
		gm := g.Moves()[ply-1]
		text := pos.Format(gm.Move, n)
		if s.rec.Moves[ply-1].DrawOffer {
			text += " (=)"
		}
		if marks[ply] {
			// A dagger, as a footnote's: "!" read as a good move.
			text += " " + sh.v.t("desk.incident.mark")
		}
		if gm.HasClock {
			text += "  " + engine.FormatClock(gm.Clock, engine.ClockShort) // as the printed scoresheet reads
		}
		sh.rows[len(sh.rows)-1][col] = text
		col = 3 - col
	}
	sh.table.Refresh()
	// Before the table is laid out (a view rebuilt for another language)
	// scrolling to the bottom would keep an offset past its rows, which
	// then show blank.
	if len(sh.rows) > 0 && sh.table.Size().Height > 0 {
		sh.table.ScrollToBottom()
	}
	if text := sh.incidentText(); text != sh.incidents.Text || sh.log.Visible() != (text != "") {
		sh.incidents.SetText(text)
		look.SetVisible(sh.log, text != "")
		sh.content.Refresh()
	}
	look.SetEnabled(sh.restore, v.viewPly >= 0 && !s.Finished())
	// An adjourned game's envelope is filled from the record; a game with
	// no moves recorded here is played on paper and gets a blank one. A
	// rapid or blitz game is not adjourned and has none.
	ev, err := s.rulesEvent()
	switch {
	case err != nil || rules.AdjournRefusal(ev.Ruleset, ev.Type) != nil:
		sh.envelope.Hide()
	case len(s.rec.Moves) == 0 && !s.Finished():
		sh.envelope.SetText(v.t("desk.print-blank-envelope"))
		sh.envelope.Show()
	case s.rec.Result == tournament.Adjourned:
		sh.envelope.SetText(v.t("desk.print-envelope"))
		sh.envelope.Show()
	default:
		sh.envelope.Hide()
	}
	// The box shows the board's result: one not among its choices (an
	// adjournment, a forfeit, both ruled) as its text, in place of the
	// choice the box showed for another game or before the ruling.
	if i := slices.Index(resultChoices, s.rec.Result); i >= 0 {
		sh.result.SetSelectedIndex(i)
	} else {
		sh.result.PlaceHolder = v.resultName(s.rec.Result)
		sh.result.ClearSelected()
	}
}

// incidentPlies marks the plies after which an incident was recorded or
// a ruling made.
func (sh *scoresheet) incidentPlies() map[int]bool {
	out := map[int]bool{}
	for _, in := range sh.v.s.rec.Incidents {
		out[in.Ply] = true
	}
	for _, r := range sh.v.s.rec.Rulings {
		out[r.Ply] = true
	}
	return out
}

// incidentText lists the incidents and rulings in the arbiter's language,
// their moves in the event's notation as the moves' list: "After 12…Nf6:
// Illegal move (White: e1-e3)".
func (sh *scoresheet) incidentText() string {
	v := sh.v
	var lines []string
	for _, in := range printing.IncidentLog(v.cat, v.s.rec, v.notation()) {
		where := v.t("desk.incident.start")
		if in.Ply > 0 && in.Ply <= v.s.game.Ply() {
			where = v.t("desk.incident.after", "move", v.moveLabel(in.Ply))
		} else if in.Ply > 0 {
			where = v.t("desk.incident.ply", "ply", in.Ply)
		}
		line := where + ": " + in.Kind
		if in.Ply > 0 && in.Ply <= v.s.game.Ply() {
			line = v.t("desk.incident.mark") + " " + line // the mark the move carries on the sheet
		}
		if in.Text != "" {
			line += " (" + in.Text + ")"
		}
		lines = append(lines, line)
	}
	return strings.Join(lines, "\n")
}

// moveLabel is half-move ply with its number in the desk's notation:
// "12…Rf6" in Finnish.
func (v *View) moveLabel(ply int) string {
	g := v.s.game
	n, c := g.MoveNumber(ply)
	pos := g.PositionAt(ply - 1)
	dots := "."
	if c == engine.Black {
		dots = "…"
	}
	return strconv.Itoa(n) + dots + pos.Format(g.Moves()[ply-1].Move, v.notation())
}

// askRestore takes the game back to the position shown, with the reason.
func (sh *scoresheet) askRestore() {
	v := sh.v
	if v.s == nil || v.viewPly < 0 {
		return
	}
	ply := v.viewPly
	reason := v.newEntry(v.t("desk.restore.reason"))
	var pop *widget.PopUp
	ok := button.New(v.t("desk.restore.confirm"), func() {
		keyhold.Hide(pop)
		v.guard("restore", func() { sh.restoreTo(ply, reason.Text) })()
	})
	ok.Importance = widget.HighImportance
	reason.OnSubmitted = func(string) { ok.OnTapped() } // Enter takes back, as the box's default button
	cancel := button.New(v.t("desk.cancel"), func() { keyhold.Hide(pop) })
	escapeCloses(func() { keyhold.Hide(pop) }, &reason.Pass, &ok.Pass, &cancel.Pass)
	label := v.t("desk.restore.question", "moves", v.s.game.Ply()-ply)
	box := container.NewVBox(widget.NewLabel(label), reason, container.NewHBox(cancel, ok))
	pop = widget.NewModalPopUp(container.NewPadded(box), v.env.Window.Canvas())
	pop.Resize(fyne.NewSize(420, pop.MinSize().Height))
	keyhold.Show(pop)
	v.env.Window.Canvas().Focus(reason)
}

// restoreTo takes the game back to ply (7.5.1); the log keeps the moves.
func (sh *scoresheet) restoreTo(ply int, reason string) {
	v := sh.v
	if err := v.s.Restore(ply, strings.TrimSpace(reason)); err != nil {
		v.env.ShowError(err)
		return
	}
	v.viewPly = -1
	v.rulings.drop()
	v.say(v.t("desk.restored", "ply", ply))
	v.update()
}

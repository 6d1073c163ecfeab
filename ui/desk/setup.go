package desk

import (
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/ui/button"
	"arbiter/ui/dropdown"
	"arbiter/ui/look"
	"arbiter/ui/radio"
	"arbiter/ui/textfield"
)

// setupPanel edits a position to start the game from, as when the arbiter
// reconstructs a position (8.5.3): pieces placed with a brush or dragged
// on and off the board, side to move, castling rights, and FEN in and out.
type setupPanel struct {
	v        *View
	colour   *radio.Group
	role     *dropdown.Select
	turn     *radio.Group
	castle   [4]*tick // White O-O, White O-O-O, Black O-O, Black O-O-O
	fen      *textfield.Entry
	problem  *widget.Label
	useIt    *button.Button
	scroll   *container.Scroll
	roles    []engine.Role
	updating bool
	content  fyne.CanvasObject
	// kept is the board as edited when the arbiter left the tab for
	// another, shown again when he comes back; nil for the game's position.
	kept *[64]engine.Piece
	// from is the position the editor was filled from (a FEN loaded, the
	// position shown): its en-passant square, half-move clock and move
	// number, which the editor has no field for, hold while its board,
	// side to move and castling stay as they were.
	from *engine.Setup
}

// castleRooks are the rook squares of the four castling rights, in the
// order of setupPanel.castle.
var castleRooks = [4]engine.Square{engine.SquareAt(7, 0), engine.SquareAt(0, 0), engine.SquareAt(7, 7), engine.SquareAt(0, 7)}

func newSetupPanel(v *View) *setupPanel {
	p := &setupPanel{v: v, roles: []engine.Role{engine.King, engine.Queen, engine.Rook, engine.Bishop, engine.Knight, engine.Pawn, 0}}
	roleNames := make([]string, len(p.roles))
	for i, r := range p.roles {
		if r == 0 {
			roleNames[i] = v.t("desk.setup.erase")
		} else {
			roleNames[i] = v.t("desk.piece." + r.String())
		}
	}
	sides := []string{v.t("desk.white"), v.t("desk.black")}
	p.colour = radio.New(sides, func(string) { p.brush() })
	p.colour.Horizontal = true
	p.role = v.newSelect(roleNames, func(string) { p.brush() })
	p.turn = radio.New(sides, func(string) { p.changed() })
	p.turn.Horizontal = true
	labels := []string{"desk.setup.white-short", "desk.setup.white-long", "desk.setup.black-short", "desk.setup.black-long"}
	for i := range p.castle {
		p.castle[i] = newTick(v.t(labels[i]), nil)
		p.castle[i].OnChanged = func(bool) { p.changed() }
	}
	p.fen = v.newEntry("")
	p.fen.OnSubmitted = func(string) { p.loadFEN() }
	p.problem = wrapped("", fyne.TextStyle{})
	p.problem.Importance = widget.DangerImportance
	load := button.New(v.t("desk.setup.load-fen"), p.loadFEN)
	startBtn := button.New(v.t("desk.setup.initial"), func() { p.fromPosition(engine.StartPosition()) })
	clear := button.New(v.t("desk.setup.clear"), func() {
		p.v.board.SetPieces([64]engine.Piece{})
		p.changed()
	})
	p.useIt = button.New(v.t("desk.setup.use"), v.guard("setup", p.use))
	p.useIt.Importance = widget.HighImportance
	help := look.NewHint(v.t("desk.setup.help"))
	// The brush's colour beside its piece where the width has room: one
	// row less, so that at 1024×700 the form, the FEN field its last row,
	// stands whole above the buttons without scrolling, in Finnish and
	// Estonian too, whose help takes more lines.
	form := container.New(layout.NewFormLayout(),
		widget.NewLabel(v.t("desk.setup.piece")), newPair(p.colour, p.role, 0, 0),
		widget.NewLabel(v.t("desk.setup.turn")), p.turn,
		widget.NewLabel(v.t("desk.setup.castling")), container.NewGridWithColumns(2, p.castle[0], p.castle[1], p.castle[2], p.castle[3]),
		widget.NewLabel("FEN"), look.Border(nil, nil, nil, load, p.fen),
	)
	p.scroll = container.NewVScroll(container.NewVBox(help, form, p.problem))
	// The buttons stay under the scrolled part: at 1024×700 Use was below
	// the fold.
	p.content = look.Border(nil, container.NewHBox(startBtn, clear, layout.NewSpacer(), p.useIt), nil, nil, p.scroll)
	p.colour.SetSelected(sides[0])
	p.role.SetSelected(roleNames[0])
	return p
}

// reset shows the game's start position in the editor.
func (p *setupPanel) reset() {
	p.kept = nil
	if p.v.s != nil {
		p.fromPosition(p.v.s.game.Start())
	}
}

// begin puts the board into set-up mode on the position shown.
func (p *setupPanel) begin() {
	v := p.v
	v.board.OnEdit = func([64]engine.Piece) { p.changed() }
	pos := v.board.Shown()
	v.board.SetMode(modeSetup)
	v.board.SetLastMove(engine.NoSquare, engine.NoSquare)
	if p.kept != nil {
		// Side to move and castling stayed in their widgets.
		v.board.SetPieces(*p.kept)
		p.changed()
	} else {
		p.fromPosition(pos)
	}
	p.brush()
}

// leave keeps the board as edited when another tab is opened, so that a
// look at the rulings or the scoresheet does not throw a set-up away.
func (p *setupPanel) leave() {
	pieces := p.v.board.Pieces()
	p.kept = &pieces
}

// brush sets the piece a tap places.
func (p *setupPanel) brush() {
	c := engine.White
	if p.colour.Selected == p.v.t("desk.black") {
		c = engine.Black
	}
	if j := p.role.SelectedIndex(); j >= 0 {
		p.v.board.Brush = engine.Piece{}
		if r := p.roles[j]; r != 0 {
			p.v.board.Brush = engine.Piece{Color: c, Role: r}
		}
	}
}

// fromPosition fills the editor from a position.
func (p *setupPanel) fromPosition(pos engine.Position) {
	from := pos.Setup()
	p.from = &from
	p.updating = true
	p.v.board.SetPieces(pieceArray(&pos))
	p.turn.SetSelected(p.turn.Options[pos.Turn()])
	rooks := pos.CastlingRooks()
	for i, sq := range castleRooks {
		p.castle[i].SetChecked(rooks.Has(sq))
	}
	p.updating = false
	p.changed()
}

func pieceArray(pos *engine.Position) [64]engine.Piece {
	var out [64]engine.Piece
	for sq := engine.Square(0); sq < 64; sq++ {
		out[sq], _ = pos.PieceAt(sq)
	}
	return out
}

// setup is the editor's position, not yet validated.
func (p *setupPanel) setup() engine.Setup {
	st := engine.Setup{Board: p.v.board.Pieces(), EPSquare: engine.NoSquare, Fullmoves: 1}
	if p.turn.Selected == p.turn.Options[1] {
		st.Turn = engine.Black
	}
	for i, sq := range castleRooks {
		if p.castle[i].Checked {
			st.CastlingRooks |= engine.SquareBB(sq)
		}
	}
	if f := p.from; f != nil && f.Board == st.Board && f.Turn == st.Turn && f.CastlingRooks == st.CastlingRooks {
		st.EPSquare, st.Halfmoves, st.Fullmoves = f.EPSquare, f.Halfmoves, f.Fullmoves
	}
	return st
}

// problemText is what is wrong with a set-up: every problem of the
// position, one a line, or the error as it reads.
func problemText(c *i18n.Catalog, err error) string {
	var pe *engine.PositionError
	if errors.As(err, &pe) && len(pe.Problems) > 0 {
		return i18n.Join(c, pe.Problems, "\n")
	}
	return c.Error(err)
}

// showProblem lists what is wrong and scrolls it into view: on a low
// window the list sits below the fold, where a Load that seems to do
// nothing would hide it.
func (p *setupPanel) showProblem(err error) {
	p.problem.SetText(problemText(p.v.cat, err))
	p.problem.Show()
	// Laid out first at the height the problem gives it: a panel that
	// needed no scrolling before does not scroll yet by the height it had.
	p.scroll.Refresh()
	p.scroll.ScrollToBottom()
}

// changed validates the edited position and shows its FEN or its problems.
func (p *setupPanel) changed() {
	if p.updating {
		return
	}
	pos, err := engine.NewPosition(p.setup())
	if err != nil {
		p.showProblem(err)
		p.useIt.Disable()
		return
	}
	p.problem.Hide()
	p.fen.SetText(pos.FEN())
	look.SetEnabled(p.useIt, p.v.s != nil && p.v.s.game.Ply() == 0 && !p.v.s.Finished())
}

// loadFEN reads the FEN field into the editor.
func (p *setupPanel) loadFEN() {
	pos, err := engine.FromFEN(p.fen.Text)
	if err != nil {
		p.showProblem(err)
		return
	}
	p.fromPosition(pos)
}

// use starts the game from the edited position.
func (p *setupPanel) use() {
	v := p.v
	pos, err := engine.NewPosition(p.setup())
	if err == nil {
		err = v.s.SetStart(pos)
	}
	if err != nil {
		v.env.ShowError(err)
		return
	}
	p.kept = nil
	// A ruling proposed for the position before is for another game.
	v.rulings.drop()
	v.say(v.t("desk.setup.used"))
	v.board.SetMode(modePlay)
	v.tabs.Select(v.tabs.Items[0])
	v.update()
}

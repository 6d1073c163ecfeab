package desk

import (
	"image/color"
	"math"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"arbiter/assets"
	"arbiter/engine"
	"arbiter/internal/crash"
)

// BoardMode says what a tap or drag on the board does.
type BoardMode uint8

// Board modes.
const (
	// ModeView only shows a position (a move of the scoresheet).
	modeView BoardMode = iota
	// ModePlay enters moves for the side to move.
	modePlay
	// ModeSetup edits the pieces freely (8.5.3 reconstruction).
	modeSetup
)

// pieceFont draws the figurines; see the package comment for its licence.
var pieceFont = fyne.NewStaticResource("DejaVuSans.ttf", assets.DejaVuSans)

// Board colours: the usual brown board, with tints for the last move, the
// selected square and a king in check.
var (
	lightSquare  = color.NRGBA{0xf0, 0xd9, 0xb5, 0xff}
	darkSquare   = color.NRGBA{0xb5, 0x88, 0x63, 0xff}
	lastLight    = color.NRGBA{0xcd, 0xd2, 0x6a, 0xff}
	lastDark     = color.NRGBA{0xaa, 0xa2, 0x3a, 0xff}
	selectedTint = color.NRGBA{0x6f, 0xa8, 0xdc, 0xff}
	checkTint    = color.NRGBA{0xe0, 0x50, 0x40, 0xff}
	touchTint    = color.NRGBA{0xf0, 0xa0, 0x30, 0xff}
	hintColour   = color.NRGBA{0x20, 0x30, 0x20, 0x60}
	whiteFill    = color.NRGBA{0xff, 0xff, 0xff, 0xff}
	inkColour    = color.NRGBA{0x10, 0x10, 0x10, 0xff}
)

// Board is the chess board widget: it shows a position and turns taps and
// drags into moves (or, in set-up mode, into edits of the pieces).
type Board struct {
	widget.BaseWidget

	mode    BoardMode
	pieces  [64]engine.Piece
	pos     engine.Position // the position in ModePlay and ModeView
	flipped bool
	hints   bool
	arbiter bool // ModePlay: illegal moves go to OnIllegal
	last    [2]engine.Square
	check   engine.Square

	selected engine.Square
	// A drag in progress: from, and where the piece is now. pressAt is the
	// pointer's press position when the driver reports one; the real
	// driver's drag events carry the pointer's position, the test
	// driver's the start position with the distance dragged.
	dragging bool
	dragFrom engine.Square
	dragAt   fyne.Position
	dragSum  fyne.Delta
	pressAt  *fyne.Position

	// Brush is the piece a tap places in set-up mode; Role 0 erases.
	Brush engine.Piece

	// OnMove receives a legal move entered on the board.
	OnMove func(engine.Move)
	// OnPromote receives the moves of a promotion for the user to choose.
	OnPromote func([]engine.Move)
	// OnIllegal receives an illegal move entered in arbiter mode.
	OnIllegal func(from, to engine.Square)
	// OnEdit receives the pieces after an edit in set-up mode.
	OnEdit func([64]engine.Piece)
	// OnTouch receives a square tapped while the arbiter states what a
	// player touched (SetTouching), or where he let a piece go (an empty
	// square too): it moves nothing.
	OnTouch func(engine.Square)

	// touching says taps state touched pieces; touched are those stated,
	// in order, tinted.
	touching bool
	touched  []engine.Square

	buf [256]engine.Move
}

// newBoard returns a board showing the start position in view mode.
func newBoard() *Board {
	b := &Board{selected: engine.NoSquare, check: engine.NoSquare, last: [2]engine.Square{engine.NoSquare, engine.NoSquare}}
	b.ExtendBaseWidget(b)
	b.SetPosition(engine.StartPosition())
	return b
}

// SetPosition shows a position; the selection is cleared.
func (b *Board) SetPosition(p engine.Position) {
	b.pos = p
	for sq := engine.Square(0); sq < 64; sq++ {
		b.pieces[sq], _ = p.PieceAt(sq)
	}
	b.check = engine.NoSquare
	if p.IsCheck() {
		b.check = p.King(p.Turn())
	}
	b.selected = engine.NoSquare
	b.Refresh()
}

// Shown is the position shown.
func (b *Board) Shown() engine.Position { return b.pos }

// SetPieces shows a set-up in set-up mode.
func (b *Board) SetPieces(pieces [64]engine.Piece) {
	b.pieces = pieces
	b.check = engine.NoSquare
	b.Refresh()
}

// Pieces returns what the board shows.
func (b *Board) Pieces() [64]engine.Piece { return b.pieces }

// SetMode changes what input does.
func (b *Board) SetMode(m BoardMode) {
	b.mode = m
	b.selected = engine.NoSquare
	b.Refresh()
}

// Mode is the board's input mode.
func (b *Board) Mode() BoardMode { return b.mode }

// SetFlipped shows the board from Black's side.
func (b *Board) SetFlipped(f bool) { b.flipped = f; b.Refresh() }

// SetHints marks the legal destinations of the selected piece.
func (b *Board) SetHints(h bool) { b.hints = h; b.Refresh() }

// SetArbiter lets illegal moves through to OnIllegal.
func (b *Board) SetArbiter(a bool) { b.arbiter = a }

// SetTouching makes taps on pieces state what a player touched (OnTouch)
// instead of moving them, and tints the squares touched so far.
func (b *Board) SetTouching(on bool, touched []engine.Square) {
	b.touching, b.touched = on, touched
	b.selected = engine.NoSquare
	b.Refresh()
}

// SetLastMove highlights a move's squares; NoSquare clears them.
func (b *Board) SetLastMove(from, to engine.Square) {
	b.last = [2]engine.Square{from, to}
	b.Refresh()
}

// CreateRenderer builds the renderer.
func (b *Board) CreateRenderer() fyne.WidgetRenderer {
	r := &boardRenderer{b: b}
	for i := range r.squares {
		r.squares[i] = canvas.NewRectangle(lightSquare)
		r.hints[i] = canvas.NewCircle(hintColour)
		r.fill[i] = pieceText()
		r.line[i] = pieceText()
	}
	for i := range r.coords {
		r.coords[i] = canvas.NewText("", inkColour)
		r.coords[i].TextStyle = fyne.TextStyle{Bold: true}
	}
	r.dragFill, r.dragLine = pieceText(), pieceText()
	r.objects = make([]fyne.CanvasObject, 0, 64*4+len(r.coords)+2)
	for i := range r.squares {
		r.objects = append(r.objects, r.squares[i])
	}
	for i := range r.coords {
		r.objects = append(r.objects, r.coords[i])
	}
	for i := range r.hints {
		r.objects = append(r.objects, r.hints[i])
	}
	for i := range r.fill {
		r.objects = append(r.objects, r.fill[i], r.line[i])
	}
	r.objects = append(r.objects, r.dragFill, r.dragLine)
	r.Refresh()
	return r
}

func pieceText() *canvas.Text {
	t := canvas.NewText("", inkColour)
	t.FontSource = pieceFont
	t.Alignment = fyne.TextAlignCenter
	return t
}

// geometry is the square size and the board's top-left corner, both in
// whole units: squares of a fractional size were rounded to pixels one by
// one, and the rounding left a dark hairline between two files or ranks.
func (b *Board) geometry() (side float32, origin fyne.Position) {
	size := b.Size()
	side = float32(math.Floor(float64(min(size.Width, size.Height) / 8)))
	return side, fyne.NewPos(float32(math.Floor(float64(size.Width-8*side)/2)),
		float32(math.Floor(float64(size.Height-8*side)/2)))
}

// squareAt is the square under a point, NoSquare off the board.
func (b *Board) squareAt(p fyne.Position) engine.Square {
	side, o := b.geometry()
	if side <= 0 {
		return engine.NoSquare
	}
	x, y := (p.X-o.X)/side, (p.Y-o.Y)/side
	if x < 0 || y < 0 || x >= 8 || y >= 8 {
		return engine.NoSquare
	}
	file, rank := int(x), 7-int(y)
	if b.flipped {
		file, rank = 7-file, 7-rank
	}
	return engine.SquareAt(file, rank)
}

// squarePos is the top-left corner of a square.
func (b *Board) squarePos(sq engine.Square) fyne.Position {
	side, o := b.geometry()
	col, row := sq.File(), 7-sq.Rank()
	if b.flipped {
		col, row = 7-col, 7-row
	}
	return fyne.NewPos(o.X+float32(col)*side, o.Y+float32(row)*side)
}

// SquareCenter is the middle of a square in the board's coordinates, for
// tests and scripted input.
func (b *Board) SquareCenter(sq engine.Square) fyne.Position {
	side, _ := b.geometry()
	return b.squarePos(sq).AddXY(side/2, side/2)
}

// Tapped selects a piece, or moves the selected one to the tapped square.
func (b *Board) Tapped(ev *fyne.PointEvent) {
	b.pressAt = nil // a tap ends the press; no drag follows from it
	sq := b.squareAt(ev.Position)
	switch b.mode {
	case modeSetup:
		if sq == engine.NoSquare {
			return
		}
		if b.pieces[sq] == b.Brush {
			b.pieces[sq] = engine.Piece{}
		} else {
			b.pieces[sq] = b.Brush
		}
		b.edited()
	case modePlay:
		if b.touching {
			if sq != engine.NoSquare && b.OnTouch != nil {
				b.OnTouch(sq)
			}
			return
		}
		if b.selected != engine.NoSquare && sq != b.selected && sq != engine.NoSquare && !b.ownPiece(sq) {
			from := b.selected
			b.selected = engine.NoSquare
			b.Refresh()
			b.enter(from, sq)
			return
		}
		if sq != engine.NoSquare && b.ownPiece(sq) && sq != b.selected {
			b.selected = sq
		} else {
			b.selected = engine.NoSquare
		}
		b.Refresh()
	}
}

// ownPiece reports a piece of the side to move on sq; castling by taking
// the own rook is the only move onto one.
func (b *Board) ownPiece(sq engine.Square) bool {
	p := b.pieces[sq]
	if p.Role == 0 || p.Color != b.pos.Turn() {
		return false
	}
	if b.selected != engine.NoSquare && b.pieces[b.selected].Role == engine.King && p.Role == engine.Rook {
		return len(b.candidates(b.selected, sq)) == 0
	}
	return true
}

// candidates are the legal moves from → to, several for a promotion. A
// king moving two squares (or onto its own rook) castles.
func (b *Board) candidates(from, to engine.Square) []engine.Move {
	var out []engine.Move
	for _, m := range b.pos.LegalMoves(b.buf[:0]) {
		if m.From() != from {
			continue
		}
		if m.To() == to || m.IsCastle() && castleTarget(m) == to {
			out = append(out, m)
		}
	}
	return out
}

// castleTarget is where the king lands when castling.
func castleTarget(m engine.Move) engine.Square {
	file := 2
	if m.To().File() > m.From().File() {
		file = 6
	}
	return engine.SquareAt(file, m.From().Rank())
}

// displayTo is the square a move's piece lands on (the king's for castling).
func displayTo(m engine.Move) engine.Square {
	if m.IsCastle() {
		return castleTarget(m)
	}
	return m.To()
}

// enter hands a move from → to to the callbacks.
func (b *Board) enter(from, to engine.Square) {
	cands := b.candidates(from, to)
	switch {
	case len(cands) == 1:
		if b.OnMove != nil {
			b.OnMove(cands[0])
		}
	case len(cands) > 1:
		if b.OnPromote != nil {
			b.OnPromote(cands)
		}
	case b.arbiter && from != to && b.pieces[from].Role != 0:
		if b.OnIllegal != nil {
			b.OnIllegal(from, to)
		}
	}
}

func (b *Board) edited() {
	b.Refresh()
	if b.OnEdit != nil {
		b.OnEdit(b.pieces)
	}
}

// MouseDown remembers where a press began, the start of a drag.
func (b *Board) MouseDown(ev *desktop.MouseEvent) {
	p := ev.Position
	b.pressAt = &p
}

// MouseUp ends a press; taps and drags are handled by their own events.
func (b *Board) MouseUp(*desktop.MouseEvent) {}

// Dragged moves a piece with the pointer.
func (b *Board) Dragged(ev *fyne.DragEvent) {
	if b.mode == modeView || b.mode == modePlay && b.touching {
		return
	}
	if !b.dragging {
		start := ev.Position
		if b.pressAt != nil {
			start = *b.pressAt
		}
		sq := b.squareAt(start)
		if sq == engine.NoSquare || b.pieces[sq].Role == 0 || b.mode == modePlay && b.pieces[sq].Color != b.pos.Turn() {
			return
		}
		b.dragging, b.dragFrom, b.dragSum = true, sq, fyne.Delta{}
		b.dragAt = start
		b.selected = sq
	}
	b.dragSum = fyne.Delta{DX: b.dragSum.DX + ev.Dragged.DX, DY: b.dragSum.DY + ev.Dragged.DY}
	if b.pressAt != nil {
		b.dragAt = ev.Position
	} else {
		b.dragAt = b.SquareCenter(b.dragFrom).Add(b.dragSum)
	}
	b.Refresh()
}

// DragEnd drops the piece: a move, or in set-up mode a piece moved or,
// dropped off the board, removed.
func (b *Board) DragEnd() {
	b.pressAt = nil
	if !b.dragging {
		return
	}
	b.dragging = false
	from, to := b.dragFrom, b.squareAt(b.dragAt)
	b.selected = engine.NoSquare
	if b.mode == modeSetup {
		p := b.pieces[from]
		b.pieces[from] = engine.Piece{}
		if to != engine.NoSquare {
			b.pieces[to] = p
		}
		b.edited()
		return
	}
	b.Refresh()
	if to != engine.NoSquare && to != from {
		b.enter(from, to)
	}
}

type boardRenderer struct {
	b                  *Board
	squares            [64]*canvas.Rectangle
	hints              [64]*canvas.Circle
	fill, line         [64]*canvas.Text
	coords             [16]*canvas.Text
	dragFill, dragLine *canvas.Text
	objects            []fyne.CanvasObject
	glyphSide          float32 // square size the glyph box was measured for
	glyphBox           fyne.Size
}

func (r *boardRenderer) Destroy() {}

func (r *boardRenderer) Objects() []fyne.CanvasObject { return r.objects }

// MinSize keeps the squares large enough to hit.
func (r *boardRenderer) MinSize() fyne.Size { return fyne.NewSize(8*36, 8*36) }

func (r *boardRenderer) Layout(fyne.Size) { r.Refresh() }

// Refresh places and paints everything from the widget's state; a panic
// while drawing is reported, and the board stays as it was drawn last.
func (r *boardRenderer) Refresh() { crash.Draw("board", r.refresh) }

// refresh does Refresh's work; the objects are made once, so a redraw
// allocates nothing.
func (r *boardRenderer) refresh() {
	b := r.b
	side, _ := b.geometry()
	if side <= 0 {
		return
	}
	if side != r.glyphSide {
		r.measure(side)
	}
	var hintTo [64]bool
	if b.hints && b.mode == modePlay && b.selected != engine.NoSquare {
		for _, m := range b.pos.LegalMoves(b.buf[:0]) {
			if m.From() == b.selected {
				hintTo[displayTo(m)] = true
			}
		}
	}
	sqSize := fyne.NewSize(side, side)
	for sq := engine.Square(0); sq < 64; sq++ {
		at := b.squarePos(sq)
		rect := r.squares[sq]
		rect.FillColor = r.squareColour(sq)
		rect.Move(at)
		rect.Resize(sqSize)

		h := r.hints[sq]
		d := side / 3
		h.Move(at.AddXY((side-d)/2, (side-d)/2))
		h.Resize(fyne.NewSize(d, d))
		h.Hidden = !hintTo[sq]

		p := b.pieces[sq]
		hidden := p.Role == 0 || b.dragging && sq == b.dragFrom
		r.placePiece(r.fill[sq], r.line[sq], p, at.AddXY(side/2, side/2), hidden)
	}
	r.placePiece(r.dragFill, r.dragLine, b.pieces[b.dragFrom&63], b.dragAt, !b.dragging)
	r.layoutCoords(side)
	canvas.Refresh(b)
}

func (r *boardRenderer) squareColour(sq engine.Square) color.Color {
	b := r.b
	light := (sq.File()+sq.Rank())%2 == 1
	switch {
	case sq == b.selected:
		return selectedTint
	case slices.Contains(b.touched, sq):
		return touchTint
	case sq == b.check:
		return checkTint
	case sq == b.last[0] || sq == b.last[1]:
		if light {
			return lastLight
		}
		return lastDark
	case light:
		return lightSquare
	}
	return darkSquare
}

// measure sizes the figurines for a square size and measures their box.
func (r *boardRenderer) measure(side float32) {
	r.glyphSide = side
	size := side * 0.78
	all := append(r.fill[:], r.line[:]...)
	all = append(all, r.dragFill, r.dragLine)
	for _, t := range all {
		t.TextSize = size
	}
	probe := pieceText()
	probe.TextSize = size
	probe.Text = engine.Glyph(engine.King, true)
	r.glyphBox = probe.MinSize()
}

// placePiece draws a piece centred on c: a white piece is the solid glyph
// in white under the outline glyph, a black one the solid glyph in ink.
func (r *boardRenderer) placePiece(fill, line *canvas.Text, p engine.Piece, c fyne.Position, hidden bool) {
	fill.Hidden, line.Hidden = hidden, hidden || p.Color == engine.Black
	if hidden {
		return
	}
	at := c.SubtractXY(r.glyphBox.Width/2, r.glyphBox.Height/2)
	fill.Text = engine.Glyph(p.Role, true)
	fill.Color = inkColour
	if p.Color == engine.White {
		fill.Color = whiteFill
		line.Text = engine.Glyph(p.Role, false)
		line.Move(at)
		line.Resize(r.glyphBox)
	}
	fill.Move(at)
	fill.Resize(r.glyphBox)
}

// layoutCoords writes the files along the bottom and the ranks along the
// left edge, inside the squares.
func (r *boardRenderer) layoutCoords(side float32) {
	b := r.b
	size := max(8, side/6)
	for i := range 8 {
		file, rank := i, i
		if b.flipped {
			file, rank = 7-i, 7-i
		}
		ft := r.coords[i]
		ft.Text = string(rune('a' + file))
		ft.TextSize = size
		fsq := engine.SquareAt(file, 0)
		if b.flipped {
			fsq = engine.SquareAt(file, 7)
		}
		ft.Color = r.coordColour(fsq)
		ft.Move(b.squarePos(fsq).AddXY(side-size*0.8, side-size*1.4))

		rt := r.coords[8+i]
		rt.Text = string(rune('1' + rank))
		rt.TextSize = size
		rsq := engine.SquareAt(0, rank)
		if b.flipped {
			rsq = engine.SquareAt(7, rank)
		}
		rt.Color = r.coordColour(rsq)
		rt.Move(b.squarePos(rsq).AddXY(size*0.2, 0))
	}
}

// coordColour is the opposite shade of the square the label sits on.
func (r *boardRenderer) coordColour(sq engine.Square) color.Color {
	if (sq.File()+sq.Rank())%2 == 1 {
		return darkSquare
	}
	return lightSquare
}

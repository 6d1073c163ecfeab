package printing

import (
	"arbiter/engine"
)

// diagram draws a position as vectors with its top-left corner at (x, y)
// and side size millimetres, White at the bottom, coordinates outside the
// board and a marker for the side to move. A white piece is the solid
// glyph filled white under the outline glyph in black, so it stays white
// with a black contour on both square colours; a black piece is the solid
// glyph in black. A nil position draws the empty board, to be filled in by
// hand.
func (s *sheet) diagram(x, y, size float64, pos *engine.Position) {
	p := s.pdf
	sq := size / 8
	p.SetLineWidth(0.2)
	for rank := 0; rank < 8; rank++ {
		for file := 0; file < 8; file++ {
			if (rank+file)%2 == 0 {
				p.SetFillColor(178, 178, 178)
			} else {
				p.SetFillColor(255, 255, 255)
			}
			p.Rect(x+float64(file)*sq, y+float64(7-rank)*sq, sq, sq, "F")
		}
	}
	p.SetLineWidth(0.5)
	p.Rect(x, y, size, size, "D")
	p.SetLineWidth(0.2)

	// Coordinates: files under the board, ranks to its left.
	s.font("", max(5, sq*1.3))
	p.SetTextColor(0, 0, 0)
	for i := 0; i < 8; i++ {
		file := string(rune('a' + i))
		p.Text(x+float64(i)*sq+(sq-p.GetStringWidth(file))/2, y+size+sq*0.45+1, file)
		rank := string(rune('8' - i))
		p.Text(x-p.GetStringWidth(rank)-1, y+float64(i)*sq+sq*0.65, rank)
	}

	if pos == nil {
		return
	}

	// At a size of sq*2.8 points the em is about one square, and the tallest
	// figurines fill about 85% of it above a baseline at a tenth of a square.
	s.font("", sq*2.8)
	for sqi := engine.Square(0); sqi < 64; sqi++ {
		pc, ok := pos.PieceAt(sqi)
		if !ok {
			continue
		}
		cx := x + float64(sqi.File())*sq
		base := y + float64(8-sqi.Rank())*sq - sq*0.1
		solid := engine.Glyph(pc.Role, true)
		gx := cx + (sq-p.GetStringWidth(solid))/2
		if pc.Color == engine.White {
			p.SetTextColor(255, 255, 255)
			p.Text(gx, base, solid)
			p.SetTextColor(0, 0, 0)
			p.Text(gx, base, engine.Glyph(pc.Role, false))
		} else {
			p.SetTextColor(0, 0, 0)
			p.Text(gx, base, solid)
		}
	}

	// The side to move: a small square beside the board on its side.
	my := y + size - sq*0.55
	if pos.Turn() == engine.Black {
		my = y + sq*0.25
	}
	p.SetFillColor(255, 255, 255)
	if pos.Turn() == engine.Black {
		p.SetFillColor(0, 0, 0)
	}
	p.Rect(x+size+1.2, my, sq*0.3, sq*0.3, "FD")
	p.SetTextColor(0, 0, 0)
}

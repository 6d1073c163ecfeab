package engine

import (
	"strconv"
	"strings"
)

// ParseFEN parses a FEN strictly into an unvalidated Setup. The move
// counters may be left out (as in EPD); anything else malformed is reported
// as a *FENError naming the field. Castling accepts standard letters
// (KQkq), X-FEN (K/Q meaning the outermost rook on that side of the king) and
// Shredder-FEN file letters (A–H, a–h). Setup.Chess960 is set when the
// castling field can only describe a Chess960 position.
func ParseFEN(fen string) (Setup, error) {
	var s Setup
	fields := strings.Fields(fen)
	if len(fields) == 0 {
		return s, &fenError{Message: msg("notation.fen.empty")}
	}
	if len(fields) != 4 && len(fields) != 6 {
		return s, &fenError{Message: msg("notation.fen.fields", "count", strconv.Itoa(len(fields)))}
	}
	if err := parseBoard(fields[0], &s); err != nil {
		return s, err
	}
	switch fields[1] {
	case "w":
		s.Turn = White
	case "b":
		s.Turn = Black
	default:
		return s, &fenError{"turn", msg("notation.fen.turn", "text", fields[1])}
	}
	if err := parseCastling(fields[2], &s); err != nil {
		return s, err
	}
	s.EPSquare = NoSquare
	if fields[3] != "-" {
		sq, ok := ParseSquare(fields[3])
		if !ok {
			return s, &fenError{"ep", msg("notation.fen.ep_square", "text", fields[3])}
		}
		if s.Turn == White && sq.Rank() != 5 {
			return s, &fenError{"ep", msg("notation.fen.ep_rank_white", "square", sq.String())}
		}
		if s.Turn == Black && sq.Rank() != 2 {
			return s, &fenError{"ep", msg("notation.fen.ep_rank_black", "square", sq.String())}
		}
		s.EPSquare = sq
	}
	s.Fullmoves = 1
	if len(fields) == 6 {
		h, err := strconv.Atoi(fields[4])
		if err != nil || h < 0 || fields[4][0] == '+' {
			return s, &fenError{"halfmoves", msg("notation.fen.halfmoves", "text", fields[4])}
		}
		f, err := strconv.Atoi(fields[5])
		if err != nil || f < 1 || fields[5][0] == '+' {
			return s, &fenError{"fullmoves", msg("notation.fen.fullmoves", "text", fields[5])}
		}
		s.Halfmoves, s.Fullmoves = h, f
	}
	return s, nil
}

func parseBoard(field string, s *Setup) error {
	ranks := strings.Split(field, "/")
	if len(ranks) != 8 {
		return &fenError{"board", msg("notation.fen.ranks", "count", strconv.Itoa(len(ranks)))}
	}
	for i, text := range ranks {
		rank := 7 - i
		rankName := strconv.Itoa(rank + 1)
		file := 0
		prevDigit := false
		for _, ch := range text {
			switch {
			case ch >= '1' && ch <= '8' && prevDigit:
				return &fenError{"board", msg("notation.fen.adjacent_digits", "rank", rankName)}
			case ch >= '1' && ch <= '8':
				file += int(ch - '0')
				prevDigit = true
				continue
			case ch < 128 && strings.IndexByte("PNBRQKpnbrqk", byte(ch)) >= 0:
				if file < 8 {
					s.Board[SquareAt(file, rank)] = pieceFromChar(byte(ch))
				}
				file++
			default:
				return &fenError{"board", msg("notation.fen.piece", "rank", rankName, "char", string(ch))}
			}
			prevDigit = false
		}
		if file != 8 {
			return &fenError{"board", msg("notation.fen.rank_squares", "rank", rankName, "count", strconv.Itoa(file))}
		}
	}
	return nil
}

func pieceFromChar(ch byte) Piece {
	c := White
	if ch >= 'a' {
		c = Black
		ch -= 'a' - 'A'
	}
	return Piece{Color: c, Role: Role(strings.IndexByte(fenChars, ch))}
}

func parseCastling(field string, s *Setup) error {
	if field == "-" {
		return nil
	}
	for _, ch := range field {
		right := string(ch)
		var c Color
		var lower rune
		switch {
		case ch >= 'A' && ch <= 'Z':
			c, lower = White, ch+'a'-'A'
		case ch >= 'a' && ch <= 'z':
			c, lower = Black, ch
		default:
			return &fenError{"castling", msg("notation.fen.castling_char", "char", right)}
		}
		if lower != 'k' && lower != 'q' && (lower < 'a' || lower > 'h') {
			return &fenError{"castling", msg("notation.fen.castling_char", "char", right)}
		}
		rank := 0
		if c == Black {
			rank = 7
		}
		ksq := NoSquare
		for f := 0; f < 8; f++ {
			if s.Board[SquareAt(f, rank)] == (Piece{c, King}) {
				ksq = SquareAt(f, rank)
			}
		}
		if ksq == NoSquare {
			return &fenError{"castling", msg("notation.fen.castling_no_king", "right", right, "rank", strconv.Itoa(rank+1))}
		}
		rook := Piece{c, Rook}
		var rsq Square
		switch lower {
		case 'k':
			rsq = SquareAt(7, rank)
			for f := 7; f > ksq.File() && s.Board[SquareAt(f, rank)] != rook; f-- {
				rsq = SquareAt(f-1, rank)
			}
		case 'q':
			rsq = SquareAt(0, rank)
			for f := 0; f < ksq.File() && s.Board[SquareAt(f, rank)] != rook; f++ {
				rsq = SquareAt(f+1, rank)
			}
		default:
			rsq = SquareAt(int(lower-'a'), rank)
			s.Chess960 = true
		}
		if rsq == ksq || s.Board[rsq] != rook {
			corner := SquareAt(0, rank)
			if lower == 'k' {
				corner = SquareAt(7, rank)
			} else if lower != 'q' {
				corner = rsq
			}
			return &fenError{"castling", msg("notation.fen.castling_no_rook", "right", right, "square", corner.String())}
		}
		if s.CastlingRooks.Has(rsq) {
			return &fenError{"castling", msg("notation.fen.castling_twice", "right", right)}
		}
		s.CastlingRooks |= SquareBB(rsq)
		// A right on an inner rook, or with the king off the e-file, exists
		// only in Chess960.
		if ksq.File() != 4 || (rsq.File() != 0 && rsq.File() != 7) {
			s.Chess960 = true
		}
	}
	return nil
}

// FEN returns the position in Forsyth–Edwards Notation. In Chess960,
// castling rights use X-FEN letters (K/Q for the outermost rook on a side)
// and Shredder file letters for an inner rook.
func (p *Position) FEN() string { return p.fen(false) }

// ShredderFEN returns the FEN with castling rights always written as rook
// file letters (HAha), as Chess960 tools often expect.
func (p *Position) ShredderFEN() string { return p.fen(true) }

func (p *Position) fen(shredder bool) string {
	var b strings.Builder
	for rank := 7; rank >= 0; rank-- {
		empty := 0
		for file := 0; file < 8; file++ {
			pc, ok := p.PieceAt(SquareAt(file, rank))
			if !ok {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte(byte('0' + empty))
				empty = 0
			}
			b.WriteByte(pc.Char())
		}
		if empty > 0 {
			b.WriteByte(byte('0' + empty))
		}
		if rank > 0 {
			b.WriteByte('/')
		}
	}
	if p.turn == White {
		b.WriteString(" w ")
	} else {
		b.WriteString(" b ")
	}
	b.WriteString(p.castlingField(shredder))
	b.WriteByte(' ')
	b.WriteString(p.LegalEPSquare().String())
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(int(p.halfmoves)))
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(int(p.fullmoves)))
	return b.String()
}

func (p *Position) castlingField(shredder bool) string {
	var out []byte
	for c := White; c <= Black; c++ {
		rooks := p.castling & p.byColor[c]
		if rooks == 0 {
			continue
		}
		ksq := p.King(c)
		allRooks := p.byColor[c] & p.byRole[Rook] & relativeRank(c, 0)
		// King side first (from the h-file down), then queen side.
		for b := rooks; b != 0; {
			sq := b.Last()
			b &^= SquareBB(sq)
			kingSide := sq > ksq
			var outer Bitboard // own rooks further out on the same side
			if kingSide {
				outer = allRooks &^ (SquareBB(sq)<<1 - 1)
			} else {
				outer = allRooks & (SquareBB(sq) - 1)
			}
			ch := byte('A' + sq.File())
			switch {
			case !shredder && outer == 0 && kingSide:
				ch = 'K'
			case !shredder && outer == 0:
				ch = 'Q'
			}
			if c == Black {
				ch += 'a' - 'A'
			}
			out = append(out, ch)
		}
	}
	if len(out) == 0 {
		return "-"
	}
	return string(out)
}

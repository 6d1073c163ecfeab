package engine

import (
	"strconv"
	"strings"
)

// Setup is an unvalidated description of a position, exactly what a FEN
// says. It may be illegal; NewPosition validates it.
type Setup struct {
	Board [64]Piece
	Turn  Color
	// CastlingRooks holds the squares of rooks that keep castling rights.
	CastlingRooks Bitboard
	// EPSquare is the square passed over by a pawn's two-square advance on
	// the previous move, or NoSquare.
	EPSquare  Square
	Halfmoves int
	Fullmoves int
	// Chess960 marks a Chess960 game: castling is written with X-FEN or
	// Shredder letters and moves in UCI use king-takes-rook.
	Chess960 bool
}

// Position is a validated, legal position. It is a small value type: copy it
// to keep a state before Play.
type Position struct {
	byColor   [2]Bitboard
	byRole    [7]Bitboard // index 0 unused
	castling  Bitboard
	checkers  Bitboard
	key       uint64 // without en passant; see Key
	fullmoves int32
	halfmoves uint16
	ep        Square // square passed by a two-square advance that an enemy pawn attacks
	turn      Color
	chess960  bool
}

// StartPosition returns the standard initial position.
func StartPosition() Position {
	p, err := FromFEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
	if err != nil {
		panic(err) // the literal above is valid; a failure is a programming error
	}
	return p
}

// FromFEN parses and validates a FEN.
func FromFEN(fen string) (Position, error) { return fromFEN(fen, true) }

// NewPosition validates a set-up: one king per side, at most 16 pieces and 8
// pawns per side, no pawns on the first or last rank, the side not to move
// not in check, an en-passant square only behind a pawn that can just have
// advanced two squares, and a check on the side to move that one move can
// have given (see checkProblems). Castling rights that can never be used
// (king or rook not on its original square) are dropped; an en-passant
// square that no pawn can capture to is dropped too. A set-up with problems
// gets a *PositionError that lists every one of them.
func NewPosition(s Setup) (Position, error) { return newPosition(s, true) }

// NewPositionAnyCheck validates a set-up as NewPosition does but accepts a
// check that no single move can have given (ProblemTooManyCheckers,
// problemImpossibleCheck): the move generator's test suites and composed
// positions hold such checks, and play from them is well defined.
func NewPositionAnyCheck(s Setup) (Position, error) { return newPosition(s, false) }

// FromFENAnyCheck is FromFEN by NewPositionAnyCheck.
func FromFENAnyCheck(fen string) (Position, error) { return fromFEN(fen, false) }

func fromFEN(fen string, reachableCheck bool) (Position, error) {
	s, err := ParseFEN(fen)
	if err != nil {
		return Position{}, err
	}
	return newPosition(s, reachableCheck)
}

func newPosition(s Setup, reachableCheck bool) (Position, error) {
	buildTables()
	var p Position
	for sq := Square(0); sq < 64; sq++ {
		pc := s.Board[sq]
		if pc.Role == NoRole {
			continue
		}
		if pc.Role > King || pc.Color > Black {
			continue
		}
		p.byColor[pc.Color] |= SquareBB(sq)
		p.byRole[pc.Role] |= SquareBB(sq)
	}
	p.turn = s.Turn & 1
	p.chess960 = s.Chess960
	if problems := p.problems(s.EPSquare, reachableCheck); len(problems) > 0 {
		return Position{}, newPositionError(problems)
	}
	them := p.turn.Other()
	p.ep = NoSquare
	if s.EPSquare != NoSquare && pawnAttacks[them][s.EPSquare]&p.byColor[p.turn]&p.byRole[Pawn] != 0 {
		p.ep = s.EPSquare
	}
	p.castling = p.usableCastling(s.CastlingRooks)
	if s.Halfmoves > 0 {
		p.halfmoves = uint16(min(s.Halfmoves, 65535))
	}
	p.fullmoves = int32(max(1, min(s.Fullmoves, 1<<30)))
	p.key = p.computeKey()
	p.checkers = p.attackersTo(p.King(p.turn), them, p.Occupied())
	return p, nil
}

// problems lists every way the pieces, the side to move and the
// en-passant square ep fail to make a legal position; reachableCheck asks
// that the check be one a move can have given.
func (p *Position) problems(ep Square, reachableCheck bool) []Problem {
	var list []Problem
	add := func(kind ProblemKind, kv ...string) {
		list = append(list, Problem{Kind: kind, Message: msg("notation.position."+string(kind), kv...)})
	}
	count := func(c Color, r Role) string {
		return strconv.Itoa((p.byColor[c] & p.byRole[r]).Count())
	}
	kingsOK := (p.byColor[White]&p.byRole[King]).Count() == 1 && (p.byColor[Black]&p.byRole[King]).Count() == 1
	if !kingsOK {
		add(problemKings, "white", count(White, King), "black", count(Black, King))
	}
	if p.byColor[White].Count() > 16 || p.byColor[Black].Count() > 16 {
		add(problemPieces, "white", strconv.Itoa(p.byColor[White].Count()), "black", strconv.Itoa(p.byColor[Black].Count()))
	}
	if (p.byColor[White]&p.byRole[Pawn]).Count() > 8 || (p.byColor[Black]&p.byRole[Pawn]).Count() > 8 {
		add(problemPawns, "white", count(White, Pawn), "black", count(Black, Pawn))
	}
	for _, sq := range (p.byRole[Pawn] & (rank1 | rank8)).Squares() {
		add(problemBackRank, "square", sq.String())
	}
	if ep != NoSquare && !p.validEPSquare(ep) {
		add(problemEPNoPawn, "square", ep.String())
		ep = NoSquare
	}
	if !kingsOK {
		return list
	}
	if p.attackersTo(p.King(p.turn.Other()), p.turn, p.Occupied()) != 0 {
		add(problemOpponentCheck)
	}
	if !reachableCheck {
		return list
	}
	return append(list, p.checkProblems(ep)...)
}

// checkProblems tells whether the check on the side to move can have been
// given by the opponent's last move, as shakmaty and python-chess judge it
// and a little further: at most two pieces check; two checkers are never
// on one line with the king between them, nor both knights or pawns, and
// one of them must have moved off the line of the other (a discovered
// check), by an ordinary move, a promotion, castling or en passant; a lone
// knight or pawn must have come from a square that is empty now (a pawn on
// its starting rank cannot have given check). With an en-passant square the
// last move was that pawn's advance: it gives the check, or uncovers it.
func (p *Position) checkProblems(ep Square) []Problem {
	us, them := p.turn, p.turn.Other()
	king := p.King(us)
	occ := p.Occupied()
	checkers := p.attackersTo(king, them, occ)
	impossible := func() []Problem {
		names := make([]string, 0, 3)
		for _, sq := range checkers.Squares() {
			names = append(names, sq.String())
		}
		return []Problem{{Kind: problemImpossibleCheck, Message: msg("notation.position.impossible_check", "squares", strings.Join(names, ", "))}}
	}
	n := checkers.Count()
	switch {
	case n == 0:
		return nil
	case n > 2:
		return []Problem{{Kind: problemTooManyCheckers, Message: msg("notation.position.too_many_checkers", "count", strconv.Itoa(n))}}
	case ep != NoSquare:
		fwd := 8
		if them == Black {
			fwd = -8
		}
		pushedTo, pushedFrom := Square(int(ep)+fwd), Square(int(ep)-fwd)
		before := occ&^SquareBB(pushedTo) | SquareBB(pushedFrom)
		if n > 1 || checkers.First() != pushedTo && p.attackersTo(king, them, before)&^SquareBB(pushedTo) != 0 {
			return impossible()
		}
		return nil
	}
	sliders := p.byRole[Bishop] | p.byRole[Rook] | p.byRole[Queen]
	if n == 1 {
		c := checkers.First()
		if sliders.Has(c) {
			return nil
		}
		if p.origins(c) == 0 {
			return impossible()
		}
		return nil
	}
	a, b := checkers.First(), checkers.Last()
	if between(a, b).Has(king) || checkers&sliders == 0 {
		return impossible()
	}
	for _, pair := range [2][2]Square{{a, b}, {b, a}} {
		moved, uncovered := pair[0], pair[1]
		if sliders.Has(uncovered) && p.origins(moved)&between(uncovered, king) != 0 {
			return nil
		}
	}
	return impossible()
}

// origins returns the squares the piece on sq of the side that moved last
// may have left with that move, all empty now: the squares its kind moves
// from to sq; for a piece on the last rank the squares a promoting pawn
// came from; for a pawn also the square of a pawn it may have taken en
// passant; for a rook on its first rank that rank's empty squares, which
// castling may have vacated. It is generous: a set-up is only refused
// when no such square exists.
func (p *Position) origins(sq Square) Bitboard {
	pc, _ := p.PieceAt(sq)
	c := pc.Color
	occ := p.Occupied()
	empty := ^occ
	fwd := 8
	if c == Black {
		fwd = -8
	}
	pawnOrigins := func() Bitboard {
		o := pawnAttacks[c.Other()][sq] & empty
		if back := int(sq) - fwd; back >= 0 && back < 64 && empty.Has(Square(back)) {
			o |= SquareBB(Square(back))
			if relativeRank(c, 3).Has(sq) {
				o |= SquareBB(Square(back-fwd)) & empty
			}
		}
		return o &^ relativeRank(c, 0) &^ relativeRank(c, 7)
	}
	var o Bitboard
	switch pc.Role {
	case Pawn:
		o = pawnOrigins()
		if relativeRank(c, 5).Has(sq) {
			o |= SquareBB(Square(int(sq)-fwd)) & empty
		}
	case Knight, Bishop, Rook, Queen:
		o = attacksOf(pc, sq, occ) & empty
		if relativeRank(c, 7).Has(sq) {
			o |= pawnOrigins()
		}
		if pc.Role == Rook && relativeRank(c, 0).Has(sq) {
			o |= relativeRank(c, 0) & empty
		}
	case King:
		o = kingAttacks[sq] & empty
	}
	return o
}

// validEPSquare reports whether ep lies right behind an enemy pawn that may
// just have advanced two squares: ep on the third/sixth rank, the pawn in
// front of it, ep and the pawn's start square empty.
func (p *Position) validEPSquare(ep Square) bool {
	if ep >= NoSquare {
		return false
	}
	them := p.turn.Other()
	var pawnSq, startSq Square
	if p.turn == White {
		if ep.Rank() != 5 {
			return false
		}
		pawnSq, startSq = ep-8, ep+8
	} else {
		if ep.Rank() != 2 {
			return false
		}
		pawnSq, startSq = ep+8, ep-8
	}
	occ := p.Occupied()
	return (p.byColor[them] & p.byRole[Pawn]).Has(pawnSq) && !occ.Has(ep) && !occ.Has(startSq)
}

// usableCastling keeps the rook squares whose castling right can still be
// used: the king on its first rank and an own rook on the square. In
// standard chess that means king on e1/e8 and rooks in the corners; in
// Chess960 at most the outermost rook on each side of the king.
func (p *Position) usableCastling(rooks Bitboard) Bitboard {
	var kept Bitboard
	for c := White; c <= Black; c++ {
		back := relativeRank(c, 0)
		ksq := p.King(c)
		if !back.Has(ksq) {
			continue
		}
		cand := rooks & back & p.byColor[c] & p.byRole[Rook]
		if !p.chess960 {
			if ksq.File() != 4 {
				continue
			}
			kept |= cand & (fileA | fileH)
			continue
		}
		below := cand & (SquareBB(ksq) - 1)
		above := cand &^ (SquareBB(ksq)<<1 - 1)
		if below != 0 {
			kept |= SquareBB(below.First()) // the outermost a-side rook
		}
		if above != 0 {
			kept |= SquareBB(above.Last()) // the outermost h-side rook
		}
	}
	return kept
}

// Setup returns the position as an unvalidated set-up.
func (p *Position) Setup() Setup {
	s := Setup{
		Turn:          p.turn,
		CastlingRooks: p.castling,
		EPSquare:      p.LegalEPSquare(),
		Halfmoves:     int(p.halfmoves),
		Fullmoves:     int(p.fullmoves),
		Chess960:      p.chess960,
	}
	for sq := Square(0); sq < 64; sq++ {
		if pc, ok := p.PieceAt(sq); ok {
			s.Board[sq] = pc
		}
	}
	return s
}

// Turn returns the side to move.
func (p *Position) Turn() Color { return p.turn }

// PieceAt returns the piece on sq, and false when the square is empty.
func (p *Position) PieceAt(sq Square) (Piece, bool) {
	r := p.roleAt(sq)
	if r == NoRole {
		return Piece{}, false
	}
	c := White
	if p.byColor[Black].Has(sq) {
		c = Black
	}
	return Piece{Color: c, Role: r}, true
}

func (p *Position) roleAt(sq Square) Role {
	// At most one role's bit is set: the sum picks it without a branch,
	// which the searches' move making pays for on every move.
	s := uint(sq)
	r := &p.byRole
	return Role(uint64(r[Pawn])>>s&1*uint64(Pawn) + uint64(r[Knight])>>s&1*uint64(Knight) +
		uint64(r[Bishop])>>s&1*uint64(Bishop) + uint64(r[Rook])>>s&1*uint64(Rook) +
		uint64(r[Queen])>>s&1*uint64(Queen) + uint64(r[King])>>s&1*uint64(King))
}

// ByColor returns the squares occupied by colour c.
func (p *Position) ByColor(c Color) Bitboard { return p.byColor[c] }

// ByRole returns the squares occupied by pieces of role r, both colours.
func (p *Position) ByRole(r Role) Bitboard {
	if r == NoRole || r > King {
		return 0
	}
	return p.byRole[r]
}

// ByPiece returns the squares occupied by the given piece.
func (p *Position) ByPiece(pc Piece) Bitboard { return p.ByColor(pc.Color) & p.ByRole(pc.Role) }

// Occupied returns all occupied squares.
func (p *Position) Occupied() Bitboard { return p.byColor[White] | p.byColor[Black] }

// King returns the square of colour c's king.
func (p *Position) King(c Color) Square { return (p.byColor[c] & p.byRole[King]).First() }

// IsCheck reports whether the side to move is in check.
func (p *Position) IsCheck() bool { return p.checkers != 0 }

// CastlingRooks returns the rook squares that still carry castling rights.
func (p *Position) CastlingRooks() Bitboard { return p.castling }

// Halfmoves returns the number of half-moves since the last capture or pawn
// move (the 50- and 75-move rules count these).
func (p *Position) Halfmoves() int { return int(p.halfmoves) }

// Fullmoves returns the move number, starting at 1 and incremented after
// Black's move.
func (p *Position) Fullmoves() int { return int(p.fullmoves) }

// Chess960 reports whether the position belongs to a Chess960 game.
func (p *Position) Chess960() bool { return p.chess960 }

// IsCheckmate reports whether the side to move is checkmated.
func (p *Position) IsCheckmate() bool { return p.checkers != 0 && !p.hasLegalMove() }

// IsStalemate reports whether the side to move has no legal move and is not
// in check.
func (p *Position) IsStalemate() bool { return p.checkers == 0 && !p.hasLegalMove() }

// hasLegalMove tries the king's steps first: most positions have one, and
// they cost a fraction of all moves. They are looked at as a set of
// squares, with no list of moves: a list needs a buffer, and clearing one
// on every call took a sixth of this function's time in the mate analysis.
func (p *Position) hasLegalMove() bool {
	return p.hasSafeStep() || p.hasOtherMove()
}

// hasOtherMove reports whether the side to move has a legal move, all of
// them generated.
func (p *Position) hasOtherMove() bool {
	var buf [256]Move
	return len(p.LegalMoves(buf[:0])) > 0
}

// attackersTo returns the pieces of colour by that attack sq given occupancy occ.
// The slider lookups are skipped when by has no such slider: endgames of
// pawns and kings, where the mate analysis spends most of its time, have
// none.
func (p *Position) attackersTo(sq Square, by Color, occ Bitboard) Bitboard {
	ours := p.byColor[by]
	a := ours & ((pawnAttacks[by.Other()][sq] & p.byRole[Pawn]) |
		(knightAttacks[sq] & p.byRole[Knight]) |
		(kingAttacks[sq] & p.byRole[King]))
	if bishops := ours & (p.byRole[Bishop] | p.byRole[Queen]); bishops != 0 {
		a |= bishopAttacks(sq, occ) & bishops
	}
	if rooks := ours & (p.byRole[Rook] | p.byRole[Queen]); rooks != 0 {
		a |= rookAttacks(sq, occ) & rooks
	}
	return a
}

// IsAttacked reports whether colour by attacks sq in the current position.
func (p *Position) IsAttacked(sq Square, by Color) bool {
	return p.attackersTo(sq, by, p.Occupied()) != 0
}

// castlingTargets returns the king's and rook's destination squares when the
// king on ksq castles with the rook on rsq (Chess960 rule: the king always
// ends on the g- or c-file, the rook beside it on the f- or d-file).
func castlingTargets(c Color, ksq, rsq Square) (kingTo, rookTo Square) {
	base := Square(0)
	if c == Black {
		base = 56
	}
	if rsq > ksq {
		return base + 6, base + 5
	}
	return base + 2, base + 3
}

// Play makes move m in place. m must be legal in the position (see
// LegalMoves or IsLegal); copy the position first to keep the old state.
func (p *Position) Play(m Move) {
	p.playBare(m)
	p.findCheckers()
}

// playNull passes the move to the other side without moving, a PGN
// variation's null move ("--", analysis showing a threat): no en passant
// after it, the clocks going on as after a move. Never with the side to
// move in check, which the PGN reader refuses.
func (p *Position) playNull() {
	if p.halfmoves < 65535 {
		p.halfmoves++
	}
	p.ep = NoSquare
	if p.turn == Black {
		p.fullmoves++
	}
	p.turn = p.turn.Other()
	p.key ^= zobristTurn
	p.findCheckers()
}

// findCheckers sets the pieces that give check to the side to move.
func (p *Position) findCheckers() {
	p.checkers = p.attackersTo(p.King(p.turn), p.turn.Other(), p.Occupied())
}

// playBare makes move m as Play does but leaves the checkers unset, for a
// caller that may not need them (see findCheckers).
func (p *Position) playBare(m Move) {
	us, them := p.turn, p.turn.Other()
	from, to := m.From(), m.To()
	role := p.roleAt(from)
	fromTo := SquareBB(from) | SquareBB(to)
	if p.halfmoves < 65535 {
		p.halfmoves++
	}
	p.ep = NoSquare
	oldCastling := p.castling

	switch {
	case m.IsCastle():
		kto, rto := castlingTargets(us, from, to)
		p.byColor[us] &^= fromTo
		p.byRole[King] &^= SquareBB(from)
		p.byRole[Rook] &^= SquareBB(to)
		p.byColor[us] |= SquareBB(kto) | SquareBB(rto)
		p.byRole[King] |= SquareBB(kto)
		p.byRole[Rook] |= SquareBB(rto)
		p.key ^= zobristPiece[us][King][from] ^ zobristPiece[us][King][kto] ^
			zobristPiece[us][Rook][to] ^ zobristPiece[us][Rook][rto]
		p.castling &^= relativeRank(us, 0)
	default:
		if m.IsEnPassant() {
			capSq := to - 8
			if us == Black {
				capSq = to + 8
			}
			p.byColor[them] &^= SquareBB(capSq)
			p.byRole[Pawn] &^= SquareBB(capSq)
			p.key ^= zobristPiece[them][Pawn][capSq]
		} else if p.byColor[them].Has(to) {
			cap := p.roleAt(to)
			p.byColor[them] &^= SquareBB(to)
			p.byRole[cap] &^= SquareBB(to)
			p.key ^= zobristPiece[them][cap][to]
			p.halfmoves = 0
			p.castling &^= SquareBB(to)
		}
		p.byColor[us] ^= fromTo
		p.byRole[role] &^= SquareBB(from)
		p.key ^= zobristPiece[us][role][from]
		placed := role
		if promo := m.Promotion(); promo != NoRole {
			placed = promo
		}
		p.byRole[placed] |= SquareBB(to)
		p.key ^= zobristPiece[us][placed][to]
		switch role {
		case Pawn:
			p.halfmoves = 0
			if d := int(to) - int(from); d == 16 || d == -16 {
				mid := Square((int(from) + int(to)) / 2)
				if pawnAttacks[us][mid]&p.byColor[them]&p.byRole[Pawn] != 0 {
					p.ep = mid
				}
			}
		case King:
			p.castling &^= relativeRank(us, 0)
		}
		p.castling &^= SquareBB(from)
	}
	if p.castling != oldCastling {
		p.key ^= castleKey(p.castling ^ oldCastling)
	}
	if us == Black {
		p.fullmoves++
	}
	p.turn = them
	p.key ^= zobristTurn
}

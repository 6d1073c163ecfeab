package engine

import "slices"

// Move is a chess move packed into 32 bits: from square, to square,
// promotion role and flags. Castling is encoded as the king's square to the
// castling rook's square, which serves standard chess and Chess960 alike.
// The zero Move is NoMove.
type Move uint32

// NoMove is the zero Move; it is never legal.
const NoMove Move = 0

const (
	moveCastle    Move = 1 << 15
	moveEnPassant Move = 1 << 16
)

// newMove returns a normal move, with an optional promotion role.
func newMove(from, to Square, promotion Role) Move {
	return Move(from) | Move(to)<<6 | Move(promotion)<<12
}

func castleMove(king, rook Square) Move { return Move(king) | Move(rook)<<6 | moveCastle }

func enPassantMove(from, to Square) Move { return Move(from) | Move(to)<<6 | moveEnPassant }

// From returns the origin square (the king's square for castling).
func (m Move) From() Square { return Square(m & 63) }

// To returns the destination square (the rook's square for castling).
func (m Move) To() Square { return Square(m >> 6 & 63) }

// Promotion returns the promotion role, or NoRole.
func (m Move) Promotion() Role { return Role(m >> 12 & 7) }

// IsCastle reports whether m is castling.
func (m Move) IsCastle() bool { return m&moveCastle != 0 }

// IsEnPassant reports whether m is an en-passant capture.
func (m Move) IsEnPassant() bool { return m&moveEnPassant != 0 }

// String returns the move in UCI form ("e2e4", "e7e8q"). Castling shows the
// king's and the rook's squares ("e1h1"); Position.UCI gives the standard
// chess form "e1g1" where it applies.
func (m Move) String() string {
	if m == NoMove {
		return "0000"
	}
	s := m.From().String() + m.To().String()
	if r := m.Promotion(); r != NoRole {
		s += string("  nbrq"[r])
	}
	return s
}

// sliderBlockers returns the pieces of colour of that stand alone between
// the square ksq and a slider of colour by that would otherwise attack it:
// with by the enemy of the king on ksq, the king's pinned pieces; with by
// its own side, the pieces whose move may discover a check.
func (p *Position) sliderBlockers(ksq Square, by, of Color) Bitboard {
	occ := p.Occupied()
	snipers := p.byColor[by] & ((rookAttacks(ksq, 0) & (p.byRole[Rook] | p.byRole[Queen])) |
		(bishopAttacks(ksq, 0) & (p.byRole[Bishop] | p.byRole[Queen])))
	var blockers Bitboard
	for snipers != 0 {
		s := snipers.PopFirst()
		b := betweenBB[ksq][s] & occ
		if b != 0 && !b.MoreThanOne() {
			blockers |= b & p.byColor[of]
		}
	}
	return blockers
}

// checkTest answers cheaply whether a move of the side to move may give
// check to the enemy king: it admits every checking move and a few others
// (see mayCheck).
type checkTest struct {
	king Square
	// discover holds the movers that may uncover a slider (see
	// sliderBlockers).
	discover Bitboard
	// direct holds, for each role, the squares from which a piece of that
	// role attacks the king; any is their union.
	direct [King + 1]Bitboard
	any    Bitboard
	// offColour holds the squares not of the king's colour: a bishop there
	// never checks directly, so it is not generated unless it may discover.
	offColour Bitboard
}

func (p *Position) newCheckTest() checkTest {
	us := p.turn
	king := p.King(us.Other())
	occ := p.Occupied()
	t := checkTest{king: king, discover: p.sliderBlockers(king, us, us)}
	t.direct[Pawn] = pawnAttacks[us.Other()][king]
	t.direct[Knight] = knightAttacks[king]
	t.direct[Bishop] = bishopAttacks(king, occ)
	t.direct[Rook] = rookAttacks(king, occ)
	t.direct[Queen] = t.direct[Bishop] | t.direct[Rook]
	t.any = t.direct[Pawn] | t.direct[Knight] | t.direct[Queen]
	t.offColour = darkSquares
	if darkSquares.Has(king) {
		t.offColour = ^darkSquares
	}
	return t
}

// mayCheck reports whether move m may give check. A piece checks directly
// from m's destination, its rays from the king's square taken with the
// board as it is: a slider's origin never lies between its destination and
// the king, or it would attack the king already. A promoted piece's origin
// may, so its attack is computed after the move. A move of a piece in
// discover may uncover a slider; castling and en passant are always
// admitted.
func (p *Position) mayCheck(m Move, t *checkTest) bool {
	from, to := m.From(), m.To()
	if m.IsCastle() || m.IsEnPassant() || t.discover.Has(from) {
		return true
	}
	if pr := m.Promotion(); pr != NoRole {
		occ := p.Occupied()&^SquareBB(from) | SquareBB(to)
		return attacksOf(Piece{p.turn, pr}, to, occ).Has(t.king)
	}
	return t.any.Has(to) && t.direct[p.roleAt(from)].Has(to)
}

// isCapture reports whether m, a move of the side to move, takes a piece:
// one on its destination (castling's king moves onto its own rook, never an
// enemy's), or a pawn en passant.
func (p *Position) isCapture(m Move) bool {
	return p.byColor[p.turn.Other()].Has(m.To()) || m.IsEnPassant()
}

// kingSteps appends the king's legal steps to dst (castling apart), in
// the order of their squares.
func (p *Position) kingSteps(dst []Move) []Move {
	ksq := p.King(p.turn)
	for steps := p.safeSteps(); steps != 0; {
		dst = append(dst, newMove(ksq, steps.PopFirst(), NoRole))
	}
	return dst
}

// safeSteps returns the squares the king of the side to move can step to
// (castling apart). A destination must not be attacked once the king has
// left its square, so a slider's ray through the king counts. The attacks
// are taken off all steps at once, piece by piece, save when the enemy has
// more sliders than the king has steps left: then each step looks up the
// sliders' rays. Looked up step by step for every piece, the steps took a
// tenth of the mate analysis's time.
func (p *Position) safeSteps() Bitboard {
	steps, occNoKing, diagonal, straight := p.unguardedSteps()
	if (diagonal | straight).Count() <= steps.Count() {
		for b := diagonal; b != 0; {
			steps &^= bishopAttacks(b.PopFirst(), occNoKing)
		}
		for b := straight; b != 0; {
			steps &^= rookAttacks(b.PopFirst(), occNoKing)
		}
		return steps
	}
	for b := steps; b != 0; {
		to := b.PopFirst()
		if slidersReach(to, occNoKing, diagonal, straight) {
			steps &^= SquareBB(to)
		}
	}
	return steps
}

// hasSafeStep reports whether safeSteps is not empty, looking up the
// sliders' rays step by step only until a safe step turns up: the
// loser's king at the search's depth limit, out in the open against the
// eight bishops of k6B/1b4B1/2b2B2/4B3/3B4/1pB1B3/pP1B4/K7 w, had all
// eight bishops looked up where its first step was safe.
func (p *Position) hasSafeStep() bool {
	steps, occNoKing, diagonal, straight := p.unguardedSteps()
	for steps != 0 {
		if !slidersReach(steps.PopFirst(), occNoKing, diagonal, straight) {
			return true
		}
	}
	return false
}

// unguardedSteps returns the king's steps (of the side to move) that no
// enemy pawn, knight or king guards, the board without that king, and the
// enemy's diagonal and straight sliders, whose rays safeSteps and
// hasSafeStep look up.
func (p *Position) unguardedSteps() (steps, occNoKing, diagonal, straight Bitboard) {
	us, them := p.turn, p.turn.Other()
	ours, theirs := p.byColor[us], p.byColor[them]
	ksq := (ours & p.byRole[King]).First()
	steps = kingAttacks[ksq] &^ ours
	if steps == 0 {
		return 0, 0, 0, 0
	}
	steps &^= pawnSpread(them, theirs&p.byRole[Pawn])
	if k := theirs & p.byRole[King]; k != 0 {
		steps &^= kingAttacks[k.First()]
	}
	for n := theirs & p.byRole[Knight]; n != 0; {
		steps &^= knightAttacks[n.PopFirst()]
	}
	occNoKing = (ours | theirs) &^ SquareBB(ksq)
	diagonal, straight = theirs&(p.byRole[Bishop]|p.byRole[Queen]), theirs&(p.byRole[Rook]|p.byRole[Queen])
	return steps, occNoKing, diagonal, straight
}

// slidersReach reports whether a slider of diagonal or straight attacks
// to on the board occ. A kind of slider that is absent is not looked up:
// against the eight bishops the rook's rays were half the lookups.
func slidersReach(to Square, occ, diagonal, straight Bitboard) bool {
	return diagonal != 0 && bishopAttacks(to, occ)&diagonal != 0 || straight != 0 && rookAttacks(to, occ)&straight != 0
}

// LegalMoves appends all legal moves to dst and returns the extended slice.
// It does not allocate when dst has room for the moves (at most 218).
func (p *Position) LegalMoves(dst []Move) []Move { return p.legalMoves(dst, nil) }

// checkingMoves appends the legal moves that mayCheck admits, in
// LegalMoves' order: the winner's moves at the search's depth limit, where
// only a mate in one counts. Most moves are cut by masks before they are
// made, not filtered one by one after.
func (p *Position) checkingMoves(dst []Move, t *checkTest) []Move { return p.legalMoves(dst, t) }

// everyDirection admits every move of every role (legalMoves without a
// checkTest).
var everyDirection = [King + 1]Bitboard{^Bitboard(0), ^Bitboard(0), ^Bitboard(0), ^Bitboard(0), ^Bitboard(0), ^Bitboard(0), ^Bitboard(0)}

// legalMoves generates the legal moves, all of them when t is nil, else
// only those mayCheck(m, t) admits.
func (p *Position) legalMoves(dst []Move, t *checkTest) []Move {
	us, them := p.turn, p.turn.Other()
	ours, theirs := p.byColor[us], p.byColor[them]
	occ := ours | theirs
	ksq := (ours & p.byRole[King]).First()
	// Without a test every move is admitted. The masks are read through a
	// pointer: made here as an array, they were set (and a test's copied)
	// on every call, nearly a tenth of its time in the mate analysis.
	discover, direct := ^Bitboard(0), &everyDirection
	if t != nil {
		discover, direct = t.discover, &t.direct
	}
	if discover.Has(ksq) {
		dst = p.kingSteps(dst)
	}
	if p.checkers.MoreThanOne() {
		return dst
	}
	target := ^ours
	if p.checkers != 0 {
		c := p.checkers.First()
		target = betweenBB[ksq][c] | p.checkers
	}
	pinned := p.sliderBlockers(ksq, them, us)

	for b := ours & p.byRole[Knight] &^ pinned; b != 0; {
		from := b.PopFirst()
		to := knightAttacks[from] & target
		if !discover.Has(from) {
			to &= direct[Knight]
		}
		for to != 0 {
			dst = append(dst, newMove(from, to.PopFirst(), NoRole))
		}
	}
	diagonal := ours & (p.byRole[Bishop] | p.byRole[Queen])
	if t != nil {
		// The eight bishops of k6B/1b4B1/2b2B2/4B3/3B4/1pB1B3/pP1B4/K7 w
		// are all on dark squares: while the loser's king stands on a
		// light one, none of them is looked up at the depth limit.
		diagonal &^= p.byRole[Bishop] & t.offColour &^ discover
	}
	dst = p.sliderMoves(dst, diagonal, Bishop, occ, target, pinned, ksq, discover, direct)
	dst = p.sliderMoves(dst, ours&(p.byRole[Rook]|p.byRole[Queen]), Rook, occ, target, pinned, ksq, discover, direct)

	first := len(dst)
	dst = p.pawnMoves(dst, us, ksq, occ, theirs, target, pinned)
	if t != nil {
		kept := dst[:first]
		for _, m := range dst[first:] {
			if p.mayCheck(m, t) {
				kept = append(kept, m)
			}
		}
		dst = kept
	}
	if p.ep != NoSquare {
		dst = p.epMoves(dst, us, ksq, occ)
	}
	if p.checkers == 0 && p.castling&ours != 0 {
		dst = p.castlingMoves(dst, us, ksq, occ)
	}
	return dst
}

// sliderMoves appends the moves of the sliders in b along the lines of
// role (Bishop or Rook), a queen's taken from direct[Queen].
func (p *Position) sliderMoves(dst []Move, b Bitboard, role Role, occ, target, pinned Bitboard, ksq Square, discover Bitboard, direct *[King + 1]Bitboard) []Move {
	for b != 0 {
		from := b.PopFirst()
		var to Bitboard
		if role == Bishop {
			to = bishopAttacks(from, occ) & target
		} else {
			to = rookAttacks(from, occ) & target
		}
		if pinned.Has(from) {
			to &= lineBB[ksq][from]
		}
		if !discover.Has(from) {
			if p.byRole[Queen].Has(from) {
				to &= direct[Queen]
			} else {
				to &= direct[role]
			}
		}
		for to != 0 {
			dst = append(dst, newMove(from, to.PopFirst(), NoRole))
		}
	}
	return dst
}

// pawnMoves generates pushes, captures and promotions set-wise: shift the
// pawn set, then recover each origin from the destination.
func (p *Position) pawnMoves(dst []Move, us Color, ksq Square, occ, theirs, target, pinned Bitboard) []Move {
	pawns := p.byColor[us] & p.byRole[Pawn]
	empty := ^occ
	var up int
	var single, double, capL, capR, lastRank Bitboard
	if us == White {
		up = 8
		single = pawns << 8 & empty
		double = (single & (rank1 << 16)) << 8 & empty
		capL = (pawns &^ fileA) << 7 & theirs
		capR = (pawns &^ fileH) << 9 & theirs
		lastRank = rank8
	} else {
		up = -8
		single = pawns >> 8 & empty
		double = (single & (rank1 << 40)) >> 8 & empty
		capL = (pawns &^ fileA) >> 9 & theirs
		capR = (pawns &^ fileH) >> 7 & theirs
		lastRank = rank1
	}
	emit := func(dst []Move, set Bitboard, delta int) []Move {
		for set != 0 {
			to := set.PopFirst()
			from := Square(int(to) - delta)
			if pinned.Has(from) && !lineBB[ksq][from].Has(to) {
				continue
			}
			if lastRank.Has(to) {
				dst = append(dst, newMove(from, to, Queen), newMove(from, to, Rook),
					newMove(from, to, Bishop), newMove(from, to, Knight))
			} else {
				dst = append(dst, newMove(from, to, NoRole))
			}
		}
		return dst
	}
	// Most of the four sets are empty in most positions: the call is made
	// only for those that are not.
	if single &= target; single != 0 {
		dst = emit(dst, single, up)
	}
	if double &= target; double != 0 {
		dst = emit(dst, double, 2*up)
	}
	if capL &= target; capL != 0 {
		dst = emit(dst, capL, up-1)
	}
	if capR &= target; capR != 0 {
		dst = emit(dst, capR, up+1)
	}
	return dst
}

// epMoves tries each en-passant capture on a copy of the occupancy, because
// removing two pawns from one rank can expose the king in ways pins miss.
func (p *Position) epMoves(dst []Move, us Color, ksq Square, occ Bitboard) []Move {
	them := us.Other()
	capSq := p.ep - 8
	if us == Black {
		capSq = p.ep + 8
	}
	for b := pawnAttacks[them][p.ep] & p.byColor[us] & p.byRole[Pawn]; b != 0; {
		from := b.PopFirst()
		after := occ&^(SquareBB(from)|SquareBB(capSq)) | SquareBB(p.ep)
		attackers := p.attackersTo(ksq, them, after) &^ SquareBB(capSq)
		if attackers == 0 {
			dst = append(dst, enPassantMove(from, p.ep))
		}
	}
	return dst
}

// castlingMoves generates castling by the Chess960 rule that also covers
// standard chess: every square the king and rook cross or land on is empty
// apart from the two of them, and no square the king passes or reaches is
// attacked (judged with king and rook lifted off the board).
func (p *Position) castlingMoves(dst []Move, us Color, ksq Square, occ Bitboard) []Move {
	them := us.Other()
	for b := p.castling & p.byColor[us]; b != 0; {
		rsq := b.PopFirst()
		kto, rto := castlingTargets(us, ksq, rsq)
		kingPath := betweenBB[ksq][kto] | SquareBB(kto)
		rookPath := betweenBB[rsq][rto] | SquareBB(rto)
		lifted := occ &^ (SquareBB(ksq) | SquareBB(rsq))
		if (kingPath|rookPath)&lifted != 0 {
			continue
		}
		ok := true
		for path := kingPath; path != 0; {
			if p.attackersTo(path.PopFirst(), them, lifted) != 0 {
				ok = false
				break
			}
		}
		if ok {
			dst = append(dst, castleMove(ksq, rsq))
		}
	}
	return dst
}

// IsLegal reports whether m is a legal move in the position.
func (p *Position) IsLegal(m Move) bool {
	var buf [256]Move
	return slices.Contains(p.LegalMoves(buf[:0]), m)
}

// LegalEPSquare returns the en-passant square when an en-passant capture is
// legal now, else NoSquare.
func (p *Position) LegalEPSquare() Square {
	if p.ep == NoSquare {
		return NoSquare
	}
	var buf [2]Move
	if len(p.epMoves(buf[:0], p.turn, p.King(p.turn), p.Occupied())) == 0 {
		return NoSquare
	}
	return p.ep
}

// UCI returns the move in UCI form for this position: castling is written
// king-to-destination ("e1g1") in standard chess and king-takes-rook
// ("e1h1") in Chess960.
func (p *Position) UCI(m Move) string {
	if m.IsCastle() && !p.chess960 {
		kto, _ := castlingTargets(p.turn, m.From(), m.To())
		return m.From().String() + kto.String()
	}
	return m.String()
}

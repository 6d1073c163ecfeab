package engine

// Mating entries. In a cage the winner's king is often frozen on its
// square, and a piece of the loser "could" move and open the cage,
// although in truth its move gives a check the king cannot meet: the loser
// mates there and the game is over. keepOffMatingEntries finds such squares,
// sets F for the loser's pawns, knights, bishops, rooks and queens, by role,
// and recomputes the fixpoint with them kept off, as keepOffStalemates does
// for kings (the same induction: the first move of a line that puts a
// piece onto its role's F starts from a position of the F-world, where that
// entry was shown to mate the winner, so a line to the winner's mate never
// enters F).
//
// A loser's piece that enters s mates the winner's king on k, from any
// position of the world, when s is a square from which it attacks k: a
// pawn not on its last rank, where it would promote; a knight; a bishop,
// rook or queen next to k, so that nothing can step between; and, the
// movers being the fixed pieces of its role that stand one move from s,
// for a slider on a line through s whatever stands between (the piece that
// moves may be one of them, and then no longer guards what it guarded; by
// 3 a pawn only advances there):
//
//  1. every neighbour of k but s holds a fixed piece of the winner, or is
//     attacked by a fixed piece of the loser other than the movers (nothing
//     can block or remove that attack): so the king never moves (a castling
//     would pass or land on such a neighbour, or is blocked) and has no
//     flight;
//  2. for a pawn or slider, s is attacked by such a piece too, so the king
//     cannot take the checker (it may have taken a piece of the winner
//     there, which the king would otherwise take back); a knight's square
//     does not touch k;
//  3. no non-king piece of the winner can ever stand on s, so none can take
//     the checker, nor, for a pawn, beside s when a two-square step may end
//     there, where it could take en passant.
//
// A slider is kept off stopping on s only: on a longer move it may pass s,
// which the fixpoint allows for.

// keepOffMatingEntries recomputes rc, the world of p, with the loser's
// pieces kept off the squares where they would mate winner; false, rc
// unchanged, when there are none.
func (rc *reachability) keepOffMatingEntries(p *Position, winner Color) bool {
	loser := winner.Other()
	cand := matingEntryCandidates(p, winner)
	if cand == ([King]Bitboard{}) {
		return false
	}
	before := *rc
	for cand != ([King]Bitboard{}) {
		rc.entryForbid[loser] = cand
		rc.compute(p)
		var proved [King]Bitboard
		for role := Pawn; role < King; role++ {
			proved[role] = rc.matingEntries(p, winner, role, cand[role])
		}
		if proved == cand {
			return true
		}
		cand = proved
	}
	*rc = before
	return false
}

// matingEntryCandidates returns, by role, the squares where a piece of the
// loser might mate winner (see above), using what holds in p itself: the
// fixed pieces of the world all stand in p already, so a neighbour of the
// king that is free in p and not attacked there by a piece next to it (or
// a pawn, knight or king) disqualifies every square but itself, and a
// pawn's or slider's square must be attacked so.
func matingEntryCandidates(p *Position, winner Color) (cand [King]Bitboard) {
	loser := winner.Other()
	k := p.King(winner)
	near := adjacentAttacks(p, loser)
	free := kingAttacks[k] &^ p.ByColor(winner) &^ near
	if free.Count() > 1 {
		return cand
	}
	for role := Pawn; role < King; role++ {
		if p.ByPiece(Piece{loser, role}) == 0 {
			continue
		}
		switch role {
		case Pawn:
			cand[role] = pawnAttacks[winner][k] &^ relativeRank(loser, 7) & near
		case Knight:
			if free == 0 {
				cand[role] = knightAttacks[k]
			}
		default:
			// The neighbours from which the slider checks.
			cand[role] = attacksOf(Piece{loser, role}, k, ^Bitboard(0)) & near
		}
		if free != 0 {
			cand[role] &= free
		}
	}
	return cand
}

// adjacentAttacks returns the squares c's pieces in p attack by a pawn,
// knight or king move, or by a slider's step to a neighbouring square.
func adjacentAttacks(p *Position, c Color) Bitboard {
	att := pawnSpread(c, p.ByPiece(Piece{c, Pawn})) | knightSpread(p.ByPiece(Piece{c, Knight})) |
		kingAttacks[p.King(c)]
	queens := p.ByPiece(Piece{c, Queen})
	att |= diagSpread(p.ByPiece(Piece{c, Bishop}) | queens)
	return att | orthSpread(p.ByPiece(Piece{c, Rook})|queens)
}

// matingEntries returns the squares of cand where a piece of the loser of
// the given role, entering, mates winner from any position of the world rc
// (conditions above).
func (rc *reachability) matingEntries(p *Position, winner Color, role Role, cand Bitboard) Bitboard {
	loser := winner.Other()
	k := p.King(winner)
	var out Bitboard
	for sqs := cand; sqs != 0; {
		s := sqs.PopFirst()
		sb := SquareBB(s)
		if rc.nonKing[winner].Has(s) {
			continue
		}
		if role == Pawn && relativeRank(loser, 3).Has(s) && rc.nonKing[winner]&(shiftE(sb)|shiftW(sb)) != 0 {
			continue // a two-square step to s may be taken en passant
		}
		var guard Bitboard // attacked for good by fixed pieces of the loser, movers aside
		for i := 0; i < rc.n; i++ {
			if rc.pc[i].Color != loser || rc.movable[i] {
				continue
			}
			if rc.pc[i].Role == role && rc.oneMoveTo(i, s) {
				continue
			}
			guard |= fixedAttacks(rc.pc[i], rc.sq[i])
		}
		flights := kingAttacks[k] &^ rc.fixed[winner] &^ guard
		if role != Knight && (flights&^sb != 0 || !guard.Has(s)) || role == Knight && flights != 0 {
			continue
		}
		out |= sb
	}
	return out
}

// oneMoveTo reports whether piece i, on its square, may move to s, an
// empty square (no piece of the winner ever stands there): a pawn by one or
// two steps, a knight by its jump, a slider along a line, whatever stands
// between.
func (rc *reachability) oneMoveTo(i int, s Square) bool {
	from := SquareBB(rc.sq[i])
	switch rc.pc[i].Role {
	case Pawn:
		one := pawnPush(rc.pc[i].Color, from)
		return (one | pawnPush(rc.pc[i].Color, one)).Has(s)
	case Knight:
		return knightSpread(from).Has(s)
	}
	return attacksOf(rc.pc[i], rc.sq[i], 0).Has(s)
}

package engine

// Mating entries. In a cage the winner's king is often frozen on its
// square, and a pawn or knight of the loser "could" move and open the cage,
// although in truth its move gives a check the king cannot meet: the loser
// mates there and the game is over. keepOffMatingEntries finds such squares,
// sets F for the loser's pawns and knights, and recomputes the fixpoint with
// them kept off, as keepOffStalemates does for kings (the same induction:
// the first move of a line that puts a pawn or knight onto its F starts
// from a position of the F-world, where that entry was shown to mate the
// winner, so a line to the winner's mate never enters F).
//
// A loser's pawn or knight that enters s mates the winner's king on k, from
// any position of the world, when s is a square from which it attacks k
// (for a pawn, not on its last rank, where it would promote), and, the
// movers being the fixed pieces of its kind that stand one move from s
// (the piece that moves may be one of them, and then no longer guards what
// it guarded; by 3 a pawn only advances there):
//
//  1. every neighbour of k but s holds a fixed piece of the winner, or is
//     attacked by a fixed piece of the loser other than the movers (nothing
//     can block or remove that attack): so the king never moves (a castling
//     would pass or land on such a neighbour, or is blocked) and has no
//     flight;
//  2. for a pawn, s is attacked by such a piece too, so the king cannot take
//     the pawn (it may have taken a piece of the winner there, which the
//     king would otherwise take back); a knight's square does not touch k;
//  3. no non-king piece of the winner can ever stand on s, so none can take
//     the checker (the check of a pawn or knight cannot be blocked), nor,
//     for a pawn, beside s when a two-square step may end there, where it
//     could take en passant.

// keepOffMatingEntries recomputes rc, the world of p, with the loser's
// pawns and knights kept off the squares where they would mate winner;
// false, rc unchanged, when there are none.
func (rc *reachability) keepOffMatingEntries(p *Position, winner Color) bool {
	loser := winner.Other()
	pawns, knights := matingEntryCandidates(p, winner)
	if pawns|knights == 0 {
		return false
	}
	before := *rc
	for pawns|knights != 0 {
		rc.pawnForbid[loser], rc.knightForbid[loser] = pawns, knights
		rc.compute(p)
		provedPawns := rc.matingEntries(p, winner, Pawn, pawns)
		provedKnights := rc.matingEntries(p, winner, Knight, knights)
		if provedPawns == pawns && provedKnights == knights {
			return true
		}
		pawns, knights = provedPawns, provedKnights
	}
	*rc = before
	return false
}

// matingEntryCandidates returns the squares where a pawn and where a knight
// of the loser might mate winner (see above), using what holds in p itself:
// the fixed pieces of the world all stand in p already, so a neighbour of
// the king that is free in p and not attacked there by a piece next to it
// (or a pawn, knight or king) disqualifies every square but itself.
func matingEntryCandidates(p *Position, winner Color) (pawns, knights Bitboard) {
	loser := winner.Other()
	k := p.King(winner)
	near := adjacentAttacks(p, loser)
	free := kingAttacks[k] &^ p.ByColor(winner) &^ near
	if free.Count() > 1 {
		return 0, 0
	}
	if p.ByPiece(Piece{loser, Pawn}) != 0 {
		pawns = pawnAttacks[winner][k] &^ relativeRank(loser, 7) & near
		if free != 0 {
			pawns &= free
		}
	}
	if free == 0 && p.ByPiece(Piece{loser, Knight}) != 0 {
		knights = knightAttacks[k]
	}
	return pawns, knights
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

// matingEntries returns the squares of cand where a pawn or knight (role)
// of the loser, entering, mates winner from any position of the world rc
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
		if role == Pawn && (flights&^sb != 0 || !guard.Has(s)) || role == Knight && flights != 0 {
			continue
		}
		out |= sb
	}
	return out
}

// oneMoveTo reports whether pawn or knight i, on its square, may move to
// s, an empty square (no piece of the winner ever stands there).
func (rc *reachability) oneMoveTo(i int, s Square) bool {
	from := SquareBB(rc.sq[i])
	if rc.pc[i].Role == Knight {
		return knightSpread(from).Has(s)
	}
	one := pawnPush(rc.pc[i].Color, from)
	return (one | pawnPush(rc.pc[i].Color, one)).Has(s)
}

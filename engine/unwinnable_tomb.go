package engine

// Tombs. The loser's king may be walled in by its own pieces, with the
// winner's last piece roaming outside and the winner's king frozen by the
// loser's pieces. Then the winner's piece "could" take a piece of the wall
// and the king could walk out, although in truth the capture is a check
// that the loser answers by taking the piece, leaving a lone king that never
// mates; and a piece of the wall "could" step away, although its step
// uncovers a mating check. keepOffTomb keeps both off, in one F-world with
// the mating entries (the same induction as for them: the first move of a
// line that makes a kept-off move starts from a position of the F-world,
// where it was shown to end the game or the winner's last piece).
//
// The winner's piece. The winner has no pawn and one other piece Q, and
// every neighbour of the loser's king on k holds a loser's piece in p. Once
// Q is taken the winner has a lone king, which never mates, so the world
// need only cover the lines in which the loser takes nothing: the loser's
// pawns never capture in it (its pieces take nothing they could not reach
// anyway). Q is
// kept off the squares s from which it attacks k directly (next to k, or
// a knight's jump away), when in the world the loser's king never moves and
//
//  1. every neighbour of k but s holds a fixed piece of the loser, or is
//     attacked by a fixed piece of the winner: Q's check on s leaves the
//     king no flight, and cannot be blocked, so every legal answer takes Q;
//  2. one answer is legal: a fixed non-king piece of the loser not on s
//     attacks s (nothing can pin it, the winner having no line piece but Q),
//     or the winner's king can never stand next to s, and the loser's king
//     takes;
//  3. for a line piece, s holds a fixed piece of the loser: Q never passes
//     s either, so its reach still holds the square before the king on
//     every line along which it might check (the mate test relies on that).
//
// After that answer the winner has a lone king: a line to the winner's mate
// never puts Q on s (nor does the mating move, which has an answer).
//
// The wall's knights. A knight of the loser on d, next to the winner's king
// on k, with a bishop, rook or queen L of the loser right behind it on the
// line from k, is kept on d when in the world the winner's king never moves
// and L is fixed, and
//
//  1. every neighbour of k holds a fixed piece of the winner or is attacked
//     by a fixed piece of the loser other than the knight (d too: once
//     empty, L attacks it);
//  2. no non-king piece of the winner can ever stand on d or on L's square,
//     so none blocks L's check or takes L, and the king, two squares from
//     L, cannot take it either.
//
// Every move of the knight leaves the line, and L mates.

// keepOffTomb recomputes rc, the world of p, with the winner's last piece
// kept off the squares next to a walled-in loser's king, the loser's
// knights kept on the squares where their moves mate, and the loser's
// pieces kept off their mating entries; false, rc unchanged, when that does
// not hold.
func (rc *reachability) keepOffTomb(p *Position, winner Color) bool {
	loser := winner.Other()
	q := p.ByColor(winner) &^ p.ByRole(King)
	k := p.King(loser)
	if q == 0 || q.MoreThanOne() || q&p.ByRole(Pawn) != 0 || kingAttacks[k]&^p.ByColor(loser) != 0 {
		return false
	}
	role := p.roleAt(q.First())
	checks := attacksOf(Piece{winner, role}, k, ^Bitboard(0))
	knights := knightDepartureCandidates(p, winner)
	entries := matingEntryCandidates(p, winner)
	before := *rc
	for checks != 0 {
		rc.entryForbid[loser] = entries
		rc.entryForbid[winner] = [King]Bitboard{}
		rc.entryForbid[winner][role] = checks
		rc.stay[loser] = knights
		rc.noCaptures[loser] = true
		rc.compute(p)
		var proved [King]Bitboard
		for r := Pawn; r < King; r++ {
			proved[r] = rc.matingEntries(p, winner, r, entries[r])
		}
		provedKnights := rc.matingDepartures(p, winner, knights)
		provedChecks := rc.losingChecks(p, winner, role, checks)
		if proved == entries && provedKnights == knights && provedChecks == checks {
			return true
		}
		entries, knights, checks = proved, provedKnights, provedChecks
	}
	*rc = before
	return false
}

// knightDepartureCandidates returns the squares next to winner's king in p
// where a loser's knight stands with a loser's line piece right behind it
// that would give check along that line.
func knightDepartureCandidates(p *Position, winner Color) Bitboard {
	loser := winner.Other()
	kw := p.King(winner)
	var out Bitboard
	for ds := kingAttacks[kw] & p.ByPiece(Piece{loser, Knight}); ds != 0; {
		d := ds.PopFirst()
		if behind(kw, d)&p.ByColor(loser)&^(p.ByRole(Pawn)|p.ByRole(Knight)|p.ByRole(King)) == 0 {
			continue
		}
		l := behind(kw, d).First()
		if attacksOf(Piece{loser, p.roleAt(l)}, l, ^Bitboard(0)).Has(d) {
			out |= SquareBB(d)
		}
	}
	return out
}

// behind returns the square beyond d on the line from k through d, its
// neighbour, or nothing at the edge.
func behind(k, d Square) Bitboard {
	return lineBB[k][d] & kingAttacks[d] &^ SquareBB(k)
}

// matingDepartures returns the squares of cand where a loser's knight,
// leaving, mates winner from any position of the world rc (conditions
// above).
func (rc *reachability) matingDepartures(p *Position, winner Color, cand Bitboard) Bitboard {
	loser := winner.Other()
	kw := p.King(winner)
	if cand == 0 || rc.reach[rc.at[kw]] != SquareBB(kw) {
		return 0
	}
	var out Bitboard
	for ds := cand; ds != 0; {
		d := ds.PopFirst()
		lb := behind(kw, d)
		if lb&rc.fixed[loser] == 0 || rc.nonKing[winner]&(lb|SquareBB(d)) != 0 {
			continue
		}
		var guard Bitboard // attacked for good by fixed pieces of the loser, the knight aside
		for i := 0; i < rc.n; i++ {
			if rc.pc[i].Color == loser && !rc.movable[i] && rc.sq[i] != d {
				guard |= fixedAttacks(rc.pc[i], rc.sq[i])
			}
		}
		if kingAttacks[kw]&^rc.fixed[winner]&^guard == 0 {
			out |= SquareBB(d)
		}
	}
	return out
}

// losingChecks returns the squares of cand where the winner's last piece,
// stopping, checks the walled-in loser's king and is taken at once, from any
// position of the world rc (conditions above).
func (rc *reachability) losingChecks(p *Position, winner Color, role Role, cand Bitboard) Bitboard {
	loser := winner.Other()
	k := p.King(loser)
	if rc.reach[rc.at[k]] != SquareBB(k) {
		return 0
	}
	var guard, covered Bitboard // attacked for good by the loser's, the winner's fixed pieces
	var winnerKing Bitboard
	for i := 0; i < rc.n; i++ {
		switch {
		case rc.pc[i].Color == winner && rc.pc[i].Role == King:
			winnerKing = rc.reach[i]
			if !rc.movable[i] {
				covered |= fixedAttacks(rc.pc[i], rc.sq[i])
			}
		case rc.pc[i].Color == loser && rc.pc[i].Role != King && !rc.movable[i]:
			guard |= fixedAttacks(rc.pc[i], rc.sq[i])
		}
	}
	var out Bitboard
	for ss := cand; ss != 0; {
		s := ss.PopFirst()
		sb := SquareBB(s)
		if kingAttacks[k]&^sb&^rc.fixed[loser]&^covered != 0 {
			continue
		}
		if role != Knight && !rc.fixed[loser].Has(s) {
			continue // Q might pass s on a longer move and check from afar
		}
		// A guard standing on s is the piece Q takes there.
		var answer bool
		for i := 0; i < rc.n && !answer; i++ {
			answer = rc.pc[i].Color == loser && rc.pc[i].Role != King && !rc.movable[i] &&
				rc.sq[i] != s && fixedAttacks(rc.pc[i], rc.sq[i]).Has(s)
		}
		if answer || kingAttacks[k].Has(s) && kingSpread(winnerKing)&sb == 0 {
			out |= sb
		}
	}
	return out
}

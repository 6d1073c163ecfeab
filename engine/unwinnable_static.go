package engine

// The reachability over-approximation behind staticallyMateable. For every
// piece it computes the set of squares the piece (or what it promotes to)
// could ever stand on, and which pieces can never leave their square nor be
// captured ("fixed"). It is the least fixpoint of these rules, each a
// necessary condition of a real move, so every legal continuation stays
// inside it (induction over the moves of the continuation):
//
//   - a knight, bishop, rook, queen or king steps from a reachable square to
//     a neighbouring square in its directions (a long move is a chain of such
//     steps over empty squares) unless an own fixed piece stands there, or
//     an enemy king that never moves (kings are never taken);
//   - a king never enters a square that a fixed enemy pawn, knight or king
//     attacks, or a neighbouring square that a fixed enemy slider attacks
//     along its lines: nothing can ever block those attacks; nor one that
//     enemy pieces shut in a cage attack wherever they stand in it (see
//     unwinnable_cage.go);
//   - a pawn advances onto a square that no fixed piece holds, and captures
//     onto a square that some enemy non-king piece can reach (an en-passant
//     capture lands where the enemy pawn passed, which is in its reach);
//   - a pawn that never leaves its file never passes an enemy pawn ahead of
//     it on that file when that pawn, too, never leaves the file and nothing
//     else can capture it (the first pawn cannot take straight ahead):
//     neither can jump over the other, so the first pawn stays short of the
//     other's square;
//   - a pawn that reaches its last rank may become any piece and go anywhere;
//   - a piece is movable if its reach grows beyond its square, or an enemy
//     can reach its square (and capture it), or it is the pawn that has just
//     advanced two squares (an enemy pawn may take it en passant without
//     entering its square); the others are fixed: they never leave their
//     square and are never captured, so what they block or attack stays
//     blocked or attacked in every position of every line;
//   - a group of own pieces whose first steps all land on each other's
//     squares, such as a king, rook and bishop packed into a corner, makes no
//     move until one of them is captured: a member that is the only one
//     that can be captured keeps its square as its whole reach (see wedged);
//     a castling joins the pieces in its way to the group;
//   - castling moves king and rook at once (in Chess960 they may cross), so
//     their castling squares are seeded into their reach;
//   - a king never steps onto the squares forbid holds for it: the caller
//     proves that such a step ends the game in stalemate (see
//     unwinnable_stalemate.go), so the fixpoint then covers every line up to
//     it; likewise pawns, knights, bishops, rooks and queens never stop on
//     the squares entryForbid holds for their role, where they would
//     checkmate (see unwinnable_matingentries.go), knights on the squares
//     stay holds never move, and the winner's last piece never stops where
//     it is taken at once (see unwinnable_tomb.go). A slider may still pass
//     such a square on a longer move when it is empty, so its flood runs
//     through the square, unless a fixed piece holds it for good, and only
//     then drops it. A pawn's two-square step
//     only passes its middle square, so it is kept off the square it ends
//     on alone; the middle square, where it may be taken en passant, counts
//     among the squares the pawn's side reaches (passed) for the enemy
//     pawns' captures.

type reachability struct {
	n        int
	sq       [32]Square
	pc       [32]Piece
	reach    [32]Bitboard
	promoted [32]bool
	// passed holds the squares a pawn may pass by its two-square step
	// without ever standing on them (they are forbidden to it).
	passed  [32]Bitboard
	movable [32]bool
	// castleBlock holds the own pieces standing in the way of the piece's
	// castlings (a castling is a jump, not a step); castleFree is set when
	// one of them has nothing in its way.
	castleBlock [32]Bitboard
	castleFree  [32]bool
	fixed       [2]Bitboard
	nonKing     [2]Bitboard // squares some non-king piece of the colour can reach
	all         [2]Bitboard // squares some piece of the colour can reach
	pawns       [2]Bitboard // where the pawns stand
	occupied    [2]Bitboard // where the pieces of each colour stand
	at          [64]int8    // the index of the piece on each of those squares
	// others[i] is the union of the reach of the other pieces of i's
	// colour at the start of the pass, which barrier needs for every pawn;
	// the last pass changes nothing, so there it is exact.
	others [32]Bitboard
	forbid [2]Bitboard // squares each king never steps onto; kept by compute
	// Squares the pawns, knights, bishops, rooks and queens of each colour
	// never stop on, by role; kept by compute too.
	entryForbid [2][King]Bitboard
	// Squares where a knight of each colour that stands there never moves
	// (see unwinnable_tomb.go); kept by compute too.
	stay [2]Bitboard
	// Whether the pawns of each colour never capture (see
	// unwinnable_tomb.go); kept by compute too.
	noCaptures [2]bool
}

func shiftN(b Bitboard) Bitboard  { return b << 8 }
func shiftS(b Bitboard) Bitboard  { return b >> 8 }
func shiftE(b Bitboard) Bitboard  { return (b &^ fileH) << 1 }
func shiftW(b Bitboard) Bitboard  { return (b &^ fileA) >> 1 }
func shiftNE(b Bitboard) Bitboard { return (b &^ fileH) << 9 }
func shiftNW(b Bitboard) Bitboard { return (b &^ fileA) << 7 }
func shiftSE(b Bitboard) Bitboard { return (b &^ fileH) >> 7 }
func shiftSW(b Bitboard) Bitboard { return (b &^ fileA) >> 9 }

func diagSpread(b Bitboard) Bitboard { return shiftNE(b) | shiftNW(b) | shiftSE(b) | shiftSW(b) }
func orthSpread(b Bitboard) Bitboard { return shiftN(b) | shiftS(b) | shiftE(b) | shiftW(b) }
func kingSpread(b Bitboard) Bitboard { return diagSpread(b) | orthSpread(b) }

func knightSpread(b Bitboard) Bitboard {
	l1, r1 := shiftW(b), shiftE(b)
	l2, r2 := shiftW(l1), shiftE(r1)
	h1, h2 := l1|r1, l2|r2
	return h1<<16 | h1>>16 | h2<<8 | h2>>8
}

// pawnSpread returns the squares pawns of colour c on b attack.
func pawnSpread(c Color, b Bitboard) Bitboard {
	if c == White {
		return shiftNE(b) | shiftNW(b)
	}
	return shiftSE(b) | shiftSW(b)
}

func pawnPush(c Color, b Bitboard) Bitboard {
	if c == White {
		return shiftN(b)
	}
	return shiftS(b)
}

// flood grows b by spread steps into allowed squares until it is closed.
func flood(b, allowed Bitboard, spread func(Bitboard) Bitboard) Bitboard {
	for {
		next := b | spread(b)&allowed
		if next == b {
			return b
		}
		b = next
	}
}

func (rc *reachability) compute(p *Position) {
	rc.place(p)
	rc.castle(p)
	// The pawn that has just advanced two squares can be taken where it
	// passed, and so is never fixed, though no enemy reaches its square.
	kings := p.ByRole(King)
	epTarget := [2]Bitboard{}
	var epVictim Bitboard
	if ep := p.LegalEPSquare(); ep != NoSquare {
		epTarget[p.Turn().Other()] = SquareBB(ep)
		epVictim = pawnPush(p.Turn().Other(), SquareBB(ep))
	}
	for changed := true; changed; {
		perm := rc.gather(epTarget)
		changed = false
		for i := 0; i < rc.n; i++ {
			c := rc.pc[i].Color
			// A king that never moves holds its square for good: nothing
			// steps onto it or passes it.
			open := ^(rc.fixed[c] | rc.fixed[c.Other()]&kings)
			r := rc.reach[i]
			switch {
			case rc.promoted[i]:
				r = open
			case rc.pc[i].Role == Knight && rc.stay[c].Has(rc.sq[i]):
			case rc.pc[i].Role == Knight:
				r = flood(r, open&^rc.entryForbid[c][Knight], knightSpread)
			case rc.pc[i].Role == Bishop:
				r = rc.slide(r, open, c, Bishop, diagSpread)
			case rc.pc[i].Role == Rook:
				r = rc.slide(r, open, c, Rook, orthSpread)
			case rc.pc[i].Role == Queen:
				r = rc.slide(r, open, c, Queen, kingSpread)
			case rc.pc[i].Role == King:
				r = flood(r, open&^perm[c.Other()]&^rc.forbid[c], kingSpread)
			default:
				// A pawn passes the middle square of its two-square step
				// without stopping there, so only the square it stops on
				// must be allowed for it; the middle square is passed, and
				// may be taken en passant.
				pass := ^(rc.fixed[White] | rc.fixed[Black]) &^ rc.barrier(i)
				push := pass &^ rc.entryForbid[c][Pawn]
				capture := rc.nonKing[c.Other()] &^ rc.entryForbid[c][Pawn]
				if rc.noCaptures[c] {
					capture = 0
				}
				start := relativeRank(c, 1)
				for {
					passed := pawnPush(c, r&start) & pass & pawnPush(c.Other(), push)
					next := r | pawnPush(c, r)&push | pawnPush(c, passed)&push | pawnSpread(c, r)&capture
					if next == r {
						rc.passed[i] = passed &^ r
						break
					}
					r = next
				}
				if r&relativeRank(c, 7) != 0 {
					rc.promoted[i] = true
					r = open
				}
			}
			if r != SquareBB(rc.sq[i]) && !rc.promoted[i] && rc.wedged(i, r) {
				r = SquareBB(rc.sq[i])
			}
			mov := r != SquareBB(rc.sq[i]) || (rc.pc[i].Role != King && rc.all[c.Other()].Has(rc.sq[i])) ||
				epVictim.Has(rc.sq[i])
			if r != rc.reach[i] || mov != rc.movable[i] {
				rc.reach[i], rc.movable[i] = r, mov
				changed = true
			}
		}
	}
}

// place lists the pieces of p, each reaching its own square only.
func (rc *reachability) place(p *Position) {
	rc.n = 0
	rc.pawns = [2]Bitboard{p.ByPiece(Piece{White, Pawn}), p.ByPiece(Piece{Black, Pawn})}
	rc.occupied = [2]Bitboard{p.ByColor(White), p.ByColor(Black)}
	for occ := p.Occupied(); occ != 0; {
		sq := occ.PopFirst()
		pc, _ := p.PieceAt(sq)
		i := rc.n
		rc.at[sq] = int8(i)
		rc.sq[i], rc.pc[i], rc.reach[i] = sq, pc, SquareBB(sq)
		rc.promoted[i], rc.movable[i], rc.passed[i] = false, false, 0
		rc.castleBlock[i], rc.castleFree[i] = 0, false
		rc.n++
	}
}

// castle adds to the king and the rook of each castling right the squares
// they land on, and the own pieces that stand in their way.
func (rc *reachability) castle(p *Position) {
	for rooks := p.CastlingRooks(); rooks != 0; {
		rsq := rooks.PopFirst()
		c := White
		if p.ByColor(Black).Has(rsq) {
			c = Black
		}
		ksq := p.King(c)
		kto, rto := castlingTargets(c, ksq, rsq)
		// The squares king and rook pass and land on must be empty but for
		// the two of them (in Chess960 too).
		path := between(ksq, kto) | between(rsq, rto) | SquareBB(kto) | SquareBB(rto)
		block := path & p.ByColor(c) &^ (SquareBB(ksq) | SquareBB(rsq))
		for i := 0; i < rc.n; i++ {
			if rc.sq[i] != ksq && rc.sq[i] != rsq {
				continue
			}
			if rc.sq[i] == ksq {
				rc.reach[i] |= SquareBB(kto)
			} else {
				rc.reach[i] |= SquareBB(rto)
			}
			rc.castleBlock[i] |= block
			rc.castleFree[i] = rc.castleFree[i] || block == 0
		}
	}
}

// gather sums the reaches of a round: each colour's fixed pieces, what its
// pieces but the king reach (with the en-passant target), all they reach,
// and for each piece what the others of its colour reach; it returns the
// squares each colour attacks for good.
func (rc *reachability) gather(epTarget [2]Bitboard) (perm [2]Bitboard) {
	rc.fixed, rc.nonKing, rc.all = [2]Bitboard{}, epTarget, [2]Bitboard{}
	for i := 0; i < rc.n; i++ {
		c := rc.pc[i].Color
		rc.others[i] = rc.all[c]
		rc.all[c] |= rc.reach[i]
		if rc.pc[i].Role != King {
			rc.nonKing[c] |= rc.reach[i] | rc.passed[i]
		}
		if !rc.movable[i] {
			rc.fixed[c] |= SquareBB(rc.sq[i])
			perm[c] |= fixedAttacks(rc.pc[i], rc.sq[i])
		}
	}
	perm[White] |= rc.cageGuards(White)
	perm[Black] |= rc.cageGuards(Black)
	// others held the reach of the pieces of i's colour before i; add
	// those after it.
	var after [2]Bitboard
	for i := rc.n - 1; i >= 0; i-- {
		c := rc.pc[i].Color
		rc.others[i] |= after[c]
		after[c] |= rc.reach[i]
	}
	return perm
}

// slide floods the reach r of a line piece of colour c and role over open
// squares. It never stops on the squares entryForbid holds for it, but may
// pass them on a longer move, unless a fixed piece holds them for good.
func (rc *reachability) slide(r, open Bitboard, c Color, role Role, spread func(Bitboard) Bitboard) Bitboard {
	forbid := rc.entryForbid[c][role]
	return flood(r, open&^(forbid&(rc.fixed[White]|rc.fixed[Black])), spread) &^ forbid
}

// fixedAttacks returns the squares a piece that never moves attacks
// whatever else happens: a slider's rays may be blocked anywhere but next to
// it.
func fixedAttacks(pc Piece, sq Square) Bitboard {
	switch pc.Role {
	case Pawn:
		return pawnAttacks[pc.Color][sq]
	case Knight:
		return knightAttacks[sq]
	case Bishop:
		return diagSpread(SquareBB(sq))
	case Rook:
		return orthSpread(SquareBB(sq))
	}
	return kingAttacks[sq]
}

// firstSteps returns the squares piece i, with reach r, can step onto from
// its square in its first move: every move of a piece, however long, starts
// with such a step (castling, a jump, is left out by the caller).
func (rc *reachability) firstSteps(i int, r Bitboard) Bitboard {
	from := SquareBB(rc.sq[i])
	switch rc.pc[i].Role {
	case Pawn:
		return (pawnPush(rc.pc[i].Color, from) | pawnAttacks[rc.pc[i].Color][rc.sq[i]]) & r
	case Knight:
		return knightSpread(from) & r
	case Bishop:
		return diagSpread(from) & r
	case Rook:
		return orthSpread(from) & r
	}
	return kingSpread(from) & r
}

// wedged reports whether piece i, with reach r, can never move because it
// and its own neighbours hold each other in place. Take the group of i and
// the own pieces on its first steps, and on theirs, and so on; if every
// first step of every member lands on a member's square, none can make the
// group's first move until a member is captured. When no member but i can be
// captured (a king never is), i is captured before it moves or never moves.
// Castling is a jump, but it needs the squares between king and rook
// empty: a member may castle only if every castling it has is blocked by
// own pieces, which then join the group. Promoted pieces are left out.
func (rc *reachability) wedged(i int, r Bitboard) bool {
	if rc.castleFree[i] {
		return false
	}
	c := rc.pc[i].Color
	group := SquareBB(rc.sq[i])
	todo := rc.firstSteps(i, r) | rc.castleBlock[i]
	if todo == 0 || todo&^rc.occupied[c] != 0 {
		return false // no step at all, or one onto a square no own piece holds
	}
	for todo != 0 {
		sq := todo.PopFirst()
		if !rc.occupied[c].Has(sq) {
			return false
		}
		j := int(rc.at[sq])
		if rc.castleFree[j] || rc.promoted[j] || rc.pc[j].Role != King && rc.all[c.Other()].Has(sq) {
			return false
		}
		group |= SquareBB(sq)
		todo |= (rc.firstSteps(j, rc.reach[j]) | rc.castleBlock[j]) &^ group
	}
	return true
}

// barrier returns the squares pawn i can never advance to because of an
// enemy pawn that blocks its file for good (see the rules above).
func (rc *reachability) barrier(i int) Bitboard {
	c := rc.pc[i].Color
	file := fileA << rc.sq[i].File()
	var ahead Bitboard // squares in front of pawn i on its file
	if c == White {
		ahead = file &^ (SquareBB(rc.sq[i])<<1 - 1)
	} else {
		ahead = file & (SquareBB(rc.sq[i]) - 1)
	}
	if rc.reach[i]&^file != 0 {
		// Pawn i may leave its file by a capture and come back beyond.
		return 0
	}
	var blocked Bitboard
	for them := ahead & rc.pawns[c.Other()]; them != 0; {
		y := them.PopFirst()
		j := int(rc.at[y])
		// Pawn j must stay on the file, and no other piece of pawn i's side
		// may reach it, nor take it en passant where it passes.
		if rc.promoted[j] || rc.reach[j]&^file != 0 || rc.others[i]&(rc.reach[j]|rc.passed[j]) != 0 {
			continue
		}
		// Pawn j's square and everything beyond it, seen from pawn i.
		if c == White {
			blocked |= file &^ (SquareBB(y) - 1)
		} else {
			blocked |= file & (SquareBB(y)<<1 - 1)
		}
	}
	return blocked
}

// staticallyMateable reports false when the reachability over-approximation
// proves that winner can never checkmate. A mate reached by a legal line
// from p is a position of the world (of the F-worlds below too: they cover
// every line to a mate by the winner), so every piece stands on a square
// of its reach, and then, for the square k of the loser's king:
//
//   - a piece of the winner other than the king attacks k: a pawn, knight
//     or promoted piece from a square of its reach; a slider along a ray of
//     empty squares, which are no own fixed piece's squares, so its flood
//     holds the square before k, and k is one step beyond its reach;
//   - every neighbour of k is attacked by the winner, or holds a loser's
//     piece: one that is empty, or holds a piece of the winner that nothing
//     protects, would be a legal move of the king. The attacker is a piece
//     as above or the winner's king, standing on a square of its reach two
//     steps from k; the loser's pieces on neighbours are distinct non-king
//     pieces, each on a square of its reach (a matching, see blockable).
//
// mateable also counts the neighbours the loser's king never enters as
// covered, which only admits more squares. If no square k passes, no mate
// exists.
//
// When that fails, kings are kept off squares whose entry stalemates the
// opponent (see keepOffStalemates), and the test is repeated; then the
// loser's pieces are kept off squares where they would mate the winner (see
// keepOffMatingEntries), and it is repeated once more; last, when the
// loser's king is walled in by its own pieces and the winner has one piece
// left, that piece is kept off the squares where it is taken at once (see
// keepOffTomb), and it is repeated a last time.
func staticallyMateable(p *Position, winner Color) bool {
	var rc reachability
	rc.compute(p)
	if !rc.mateable(winner) {
		return false
	}
	if rc.keepOffStalemates(p) && !rc.mateable(winner) {
		return false
	}
	if rc.keepOffMatingEntries(p, winner) && !rc.mateable(winner) {
		return false
	}
	return !rc.keepOffTomb(p, winner) || rc.mateable(winner)
}

// mateable reports whether some square allows the loser's king to be mated
// there.
func (rc *reachability) mateable(winner Color) bool {
	loser := winner.Other()
	var check, winnerKing, kingReach Bitboard
	for i := 0; i < rc.n; i++ {
		r := rc.reach[i]
		if rc.pc[i].Color == loser {
			if rc.pc[i].Role == King {
				kingReach = r
			}
			continue
		}
		if rc.promoted[i] {
			check = ^Bitboard(0)
			continue
		}
		// Rays are only blocked for good by fixed pieces, and a slider's
		// reach runs up to them, so one step beyond the reach is what it
		// can attack.
		switch rc.pc[i].Role {
		case Pawn:
			check |= pawnSpread(winner, r)
		case Knight:
			check |= knightSpread(r)
		case Bishop:
			check |= diagSpread(r)
		case Rook:
			check |= orthSpread(r)
		case Queen:
			check |= kingSpread(r)
		case King:
			winnerKing = r
		}
	}
	covered := ^kingReach | check
	for cand := kingReach & check; cand != 0; {
		k := cand.PopFirst()
		// The flight squares the winner's other pieces cannot cover must be
		// covered by the winner's king, standing on one square at least two
		// steps from k, or each hold one of the loser's own pieces, a
		// different piece on each.
		open := kingAttacks[k] &^ covered
		if !rc.blockable(loser, open&^kingSpread(winnerKing)) {
			continue // not even with the king everywhere at once
		}
		if rc.blockable(loser, open) {
			return true
		}
		// Squares no loser's piece can block the king must cover.
		need := open &^ rc.nonKing[loser]
		near := kingAttacks[k] | SquareBB(k)
		for ks := winnerKing & kingSpread(near) &^ near; ks != 0; {
			cover := kingAttacks[ks.PopFirst()]
			if need&^cover == 0 && rc.blockable(loser, open&^cover) {
				return true
			}
		}
	}
	return false
}

// blockable reports whether distinct non-king pieces of colour c can stand
// on all the given squares at once, as far as their reach tells: a
// bipartite matching of squares to pieces (augmenting paths).
func (rc *reachability) blockable(c Color, squares Bitboard) bool {
	if squares == 0 {
		return true
	}
	if squares&^rc.nonKing[c] != 0 {
		return false
	}
	var m matching
	for i := 0; i < rc.n; i++ {
		if rc.pc[i].Color == c && rc.pc[i].Role != King && rc.reach[i]&squares != 0 {
			m.reach[m.n], m.seat[m.n] = rc.reach[i], NoSquare
			m.n++
		}
	}
	if m.n < squares.Count() {
		return false
	}
	for sqs := squares; sqs != 0; {
		var tried [32]bool
		if !m.augment(sqs.PopFirst(), &tried) {
			return false
		}
	}
	return true
}

// matching seats pieces, given by their reach, on squares.
type matching struct {
	n     int
	reach [32]Bitboard
	seat  [32]Square // the square each piece holds
}

// augment finds a piece for square sq, moving earlier assignments along an
// alternating path if needed.
func (m *matching) augment(sq Square, tried *[32]bool) bool {
	for i := range m.n {
		if tried[i] || !m.reach[i].Has(sq) {
			continue
		}
		tried[i] = true
		// A piece holding another square gives it up if some other piece
		// can take that one.
		if held := m.seat[i]; held == NoSquare || m.augment(held, tried) {
			m.seat[i] = sq
			return true
		}
	}
	return false
}

package engine

import "math/bits"

// Cage guards. Pieces of one role shut in a small set of squares, such as
// bishops shuffling along a chain of squares behind their own pawns, guard
// squares outside it even though each of them moves: with one hole in a
// chain of eight squares a pawn two diagonals away is always seen by a
// bishop next to it or by the one behind the hole. The fixpoint lets a
// king step only where no such guard reaches (see compute).
//
// A cage of colour c in a world is a set C of squares with:
//
//   - its members, the knights, bishops, rooks or queens of c (none
//     promoted), all of one role, whose reach lies in C, C the union of
//     their reaches;
//   - no other piece of c, and no piece of the other colour, the king
//     included, with a square of C in its reach.
//
// In every position of a legal line from the position the world covers,
// every member stands on a square of C (its reach), none has been captured
// (a capture puts an enemy piece on the member's square, which lies in no
// enemy reach) and nothing else stands in C. So the members fill all of C
// but h = |C| − members squares, the holes, and those are empty. A square
// outside C that a member on C∖H attacks along holes only, for every set H
// of h squares of C, is attacked in every such position: the enemy king
// never steps onto it (the step does not change C, so the square is still
// attacked after it). Cages with more than maxCageHoles holes or
// maxCageSquares squares are not tried: the sets H are counted through.

const (
	maxCageHoles   = 2
	maxCageSquares = 16
)

// cageGuards returns the squares the cages of colour c in the world
// attack in every position of it (see above); rc.all must hold the reaches
// of the current pass.
func (rc *reachability) cageGuards(c Color) Bitboard {
	var guards Bitboard
	var grouped uint32 // pieces already put in some group
	for i := 0; i < rc.n; i++ {
		if grouped&(1<<i) != 0 || !rc.cageable(i, c) || rc.reach[i] == SquareBB(rc.sq[i]) {
			continue
		}
		// The group of i: the pieces of c whose reach meets the squares
		// gathered so far, until it closes.
		role, cage, members := rc.pc[i].Role, rc.reach[i], uint32(1)<<i
		ok := true
		for grown := true; grown; {
			grown = false
			for j := 0; j < rc.n; j++ {
				if members&(1<<j) != 0 || rc.pc[j].Color != c || rc.reach[j]&cage == 0 {
					continue
				}
				members |= 1 << j
				cage |= rc.reach[j]
				grown = true
				ok = ok && rc.cageable(j, c) && rc.pc[j].Role == role
			}
		}
		grouped |= members
		holes := cage.Count() - bits.OnesCount32(members)
		if !ok || holes == 0 || holes > maxCageHoles || cage&rc.all[c.Other()] != 0 {
			continue
		}
		guards |= cageAttacks(Piece{c, role}, cage, holes)
	}
	return guards
}

// cageable reports whether piece i may be a member of a cage of colour c.
func (rc *reachability) cageable(i int, c Color) bool {
	role := rc.pc[i].Role
	return rc.pc[i].Color == c && !rc.promoted[i] && role != Pawn && role != King &&
		rc.reach[i].Count() <= maxCageSquares
}

// cageAttacks returns the squares outside cage that pieces pc on all its
// squares but holes of them (1 or 2) attack along empty holes, whichever
// squares the holes are.
func cageAttacks(pc Piece, cage Bitboard, holes int) Bitboard {
	guard := ^cage
	attacks := func(empty Bitboard) Bitboard {
		var a Bitboard
		for on := cage &^ empty; on != 0; {
			a |= attacksOf(pc, on.PopFirst(), ^empty)
		}
		return a
	}
	for first := cage; first != 0 && guard != 0; {
		h1 := SquareBB(first.PopFirst())
		if holes == 1 {
			guard &= attacks(h1)
			continue
		}
		for second := first; second != 0 && guard != 0; {
			guard &= attacks(h1 | SquareBB(second.PopFirst()))
		}
	}
	return guard
}

// jammedCagePawn returns, when winner's bishops stand jammed in a cage of
// the position, the pawn of its wall that they may leave unguarded, the
// one nearest to the loser's king; else NoSquare. The cage here is of the
// position, not of a world (see above): the squares the bishops reach over
// empty squares, with fewer empty squares, its holes, than bishops (and at
// most maxCageHoles), every square diagonally next to it, its wall, holding
// a pawn of the winner's that a pawn of the loser's blocks, so that no
// move of the winner's opens it. Where the holes are decides which pawns
// of the wall the bishops guard: in B1B1B3/pBpBpBp1/P1P1P1P1/8/8/8/8/k1K5
// w the black king may take a6 only once holes on b7 and c8 leave it
// unguarded (c6, e6 and g6 are guarded wherever the two holes are, see
// cageAttacks), which takes ten bishop moves (f7-g8, e8-f7, … b7-c8, then
// g8-h7 … c8-d7), and the 28 placements of six bishops on eight squares
// multiply every position of the kings' walks. The unlocking turn steers
// the loser's king to that pawn, rather than to the winner's pawn nearest
// to it, and the winner tries first the bishops' steps away from it (see
// guardedCagePawn).
func jammedCagePawn(p *Position, winner Color) Square {
	bishops := p.byColor[winner] & p.byRole[Bishop]
	if bishops == 0 {
		return NoSquare
	}
	occupied := p.Occupied()
	cage := bishops
	for {
		grown := cage | diagSpread(cage)&^occupied
		if grown == cage {
			break
		}
		cage = grown
	}
	holes := (cage &^ occupied).Count()
	if holes == 0 || holes > maxCageHoles || holes >= bishops.Count() {
		return NoSquare
	}
	wall := diagSpread(cage) &^ cage
	if wall&^p.ByPiece(Piece{winner, Pawn}) != 0 || pawnPush(winner, wall)&^p.ByPiece(Piece{winner.Other(), Pawn}) != 0 {
		return NoSquare
	}
	return nearest(wall&^cageAttacks(Piece{winner, Bishop}, cage, holes), p.King(winner.Other()))
}

// guardedCagePawn returns the pawn of jammedCagePawn when a bishop of
// winner's guards it now, else NoSquare: the unlocking turn then tries
// first the bishops' steps away from it (see unguardFirst), which bring
// the holes to it. As rewards, free of depth, those steps made every
// iteration wider, and the Analyzer's own test vector 2B1B1B1/pBpBpBp1/
// P1P1P1P1/4k3/8/8/4K3/8 w, White, was no longer mated within the budget.
func guardedCagePawn(p *Position, winner Color) Square {
	target := jammedCagePawn(p, winner)
	if target == NoSquare {
		return NoSquare
	}
	occupied := p.Occupied()
	for b := p.byColor[winner] & p.byRole[Bishop]; b != 0; {
		if bishopAttacks(b.PopFirst(), occupied).Has(target) {
			return target
		}
	}
	return NoSquare
}

// unguardFirst puts first among moves those of bishops that step away
// from the square guarded.
func unguardFirst(moves []Move, bishops Bitboard, guarded Square) {
	k := 0
	for i, m := range moves {
		if bishops.Has(m.From()) && squareDistance(m.To(), guarded) > squareDistance(m.From(), guarded) {
			moves[k], moves[i] = moves[i], moves[k]
			k++
		}
	}
}

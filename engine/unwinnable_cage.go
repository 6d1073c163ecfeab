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

package engine

import "cmp"

// Stalemate entries. In blocked positions the reachability fixpoint often
// fails only because a king "could" walk somewhere, say to take a pawn that
// holds the wall, although in truth the step leaves the opponent without a
// move: the game ends there in stalemate. keepOffStalemates finds such
// squares, for each king a set F[c], and recomputes the fixpoint with every
// king kept off its set.
//
// For sets S of forbidden squares, the S-world is the fixpoint in which no
// king steps onto one of its S squares. By the same induction as for the
// plain fixpoint it covers every position of every legal line from p in
// which no king has stepped onto one of its S squares yet.
//
// F is chosen all at once: take candidate sets S (below), compute the
// S-world, keep only the squares s of S[c] such that c's king, stepping onto
// s from any position of that world, stalemates the other side e or cannot
// step there at all, and repeat with the squares kept until every one is
// kept: then F = S. Proof: take the first move of a legal line from p that
// puts a king onto one of its F squares, say c's king onto s. No king has
// entered its F squares before, so the position before the move lies in
// the F-world, where the step onto s was shown to stalemate: the line ends
// there. A line to a mate therefore never enters F (a stalemate is no mate
// and has no continuation), and the F-world covers every line to a mate,
// for either winner.
//
// The step of c's king onto s, from f, out of a position of the world,
// stalemates when e's king stands on k, a square of its reach at least two
// steps from s (kings never touch: if there is no such square the step is
// impossible), and, since only c's king moved and only s changed,
//
//  1. no non-king piece of e ever moves in the world: each of its steps lands on a
//     square of an own fixed piece, which still stands there (only s lost
//     its piece, if it had one, and c's king there may not be taken); a
//     pawn's push is blocked by a fixed piece or a barrier, and its captures
//     find no enemy non-king piece, since none has moved; after a king move
//     there is no en-passant capture; and e has no castling rights. The
//     blocking piece is not c's king, which has just left its square: no
//     pawn of e stands right behind a square c's king may step from;
//  2. every neighbour of k holds a fixed piece of e, or is attacked by a
//     fixed non-king piece of c (as in the fixpoint: nothing can block
//     those attacks), or touches s;
//  3. e is not in check: it was not before (c was to move), the king gives
//     no check, and the only line the step opens runs from e's king through
//     f, the king's square before, when s is not on it. A fixed piece
//     between k and f keeps it shut; otherwise beyond f, up to the first
//     fixed piece, no square may be one where a slider of c moving along it
//     (or a promoted piece) can stand.
//
// The search for such squares runs only when it can succeed: e's non-king
// pieces must have no move at all in p (condition 1 holds only then), and
// s must touch every square next to e's king that is free in p, or touch
// the king itself (condition 2 for k its square in p).

// keepOffStalemates recomputes rc, the plain world of p, with the kings kept
// off their stalemate entries; false, rc unchanged, when there are none.
func (rc *reachability) keepOffStalemates(p *Position) bool {
	var forbid [2]Bitboard
	for c := White; c <= Black; c++ {
		forbid[c] = entryCandidates(p, c) & rc.reach[rc.at[p.King(c)]]
	}
	if forbid == ([2]Bitboard{}) {
		return false
	}
	plain := *rc
	for forbid != ([2]Bitboard{}) {
		rc.forbid = forbid
		rc.compute(p)
		proved := [2]Bitboard{rc.stalemating(p, White, forbid[White]), rc.stalemating(p, Black, forbid[Black])}
		if proved == forbid {
			return true
		}
		forbid = proved
	}
	*rc = plain
	return false
}

// entryCandidates returns the squares c's king might be kept off (see
// above): none if a non-king piece of the other side can move in p or it
// may castle. c's own square and castling targets never are: the fixpoint
// seeds them.
func entryCandidates(p *Position, c Color) Bitboard {
	e := c.Other()
	if p.CastlingRooks()&p.ByColor(e) != 0 {
		return 0
	}
	own, occ := p.ByColor(e), p.Occupied()
	enemies := p.ByColor(c) &^ p.ByRole(King)
	var ep Bitboard
	if p.Turn() == e && p.LegalEPSquare() != NoSquare {
		ep = SquareBB(p.LegalEPSquare())
	}
	for pcs := own &^ p.ByRole(King); pcs != 0; {
		sq := pcs.PopFirst()
		role := p.roleAt(sq)
		if role == Pawn {
			if pawnPush(e, SquareBB(sq))&^occ != 0 || pawnAttacks[e][sq]&(enemies|ep) != 0 {
				return 0
			}
		} else if attacksOf(Piece{e, role}, sq, occ)&^own != 0 {
			return 0
		}
	}
	var attacked Bitboard
	for pcs := enemies; pcs != 0; {
		sq := pcs.PopFirst()
		attacked |= attacksOf(Piece{c, p.roleAt(sq)}, sq, occ)
	}
	k0 := p.King(e)
	cand := kingAttacks[k0] | SquareBB(k0)
	touchAll := ^Bitboard(0)
	for free := kingAttacks[k0] &^ own &^ attacked; free != 0; {
		t := free.PopFirst()
		touchAll &= kingAttacks[t] | SquareBB(t)
	}
	cand |= touchAll
	cand &^= SquareBB(p.King(c))
	for rooks := p.CastlingRooks() & p.ByColor(c); rooks != 0; {
		kto, _ := castlingTargets(c, p.King(c), rooks.PopFirst())
		cand &^= SquareBB(kto)
	}
	return cand
}

// still reports whether no non-king piece of colour c ever moves.
func (rc *reachability) still(c Color) bool {
	for i := 0; i < rc.n; i++ {
		if rc.pc[i].Color == c && rc.pc[i].Role != King && rc.reach[i] != SquareBB(rc.sq[i]) {
			return false
		}
	}
	return true
}

// stalemating returns the squares of cand onto which c's king cannot step,
// or only stalemating the other side, from any position of the world rc
// (conditions above).
func (rc *reachability) stalemating(p *Position, c Color, cand Bitboard) Bitboard {
	e := c.Other()
	eKing := rc.reach[rc.at[p.King(e)]]
	from := rc.reach[rc.at[p.King(c)]]
	// A pawn of e right behind a square c's king leaves may advance.
	still := rc.still(e) && pawnPush(e, p.ByPiece(Piece{e, Pawn}))&from == 0
	fixed := rc.fixed[White] | rc.fixed[Black]
	guarded := rc.fixed[e]
	var diag, orth Bitboard // where sliders of c along diagonals, lines can stand
	for i := 0; i < rc.n; i++ {
		if rc.pc[i].Color != c {
			continue
		}
		if !rc.movable[i] && rc.pc[i].Role != King {
			guarded |= fixedAttacks(rc.pc[i], rc.sq[i])
		}
		role := rc.pc[i].Role
		if rc.promoted[i] || role == Bishop || role == Queen {
			diag |= rc.reach[i]
		}
		if rc.promoted[i] || role == Rook || role == Queen {
			orth |= rc.reach[i]
		}
	}
	var out Bitboard
next:
	for sqs := cand; sqs != 0; {
		s := sqs.PopFirst()
		touch := kingAttacks[s] | SquareBB(s)
		ks := eKing &^ touch // none: the step is impossible
		if ks != 0 && !still {
			continue
		}
		for k := ks; k != 0; {
			ksq := k.PopFirst()
			if kingAttacks[ksq]&^(guarded|touch) != 0 {
				continue next
			}
			for f := from & kingAttacks[s]; f != 0; {
				if mayDiscover(ksq, f.PopFirst(), s, fixed, diag, orth) {
					continue next
				}
			}
		}
		out |= SquareBB(s)
	}
	return out
}

// mayDiscover reports whether c's king leaving f for s may open a line from
// a slider of c (standing on diag or orth squares) to e's king on k; fixed
// holds the squares of fixed pieces.
func mayDiscover(k, f, s Square, fixed, diag, orth Bitboard) bool {
	if lineBB[k][f] == 0 || lineBB[k][f].Has(s) || betweenBB[k][f]&fixed != 0 {
		return false
	}
	sliders := diag
	if k.File() == f.File() || k.Rank() == f.Rank() {
		sliders = orth
	}
	df, dr := cmp.Compare(f.File(), k.File()), cmp.Compare(f.Rank(), k.Rank())
	for file, rank := f.File()+df, f.Rank()+dr; file >= 0 && file < 8 && rank >= 0 && rank < 8; file, rank = file+df, rank+dr {
		r := SquareAt(file, rank)
		if sliders.Has(r) {
			return true
		}
		if fixed.Has(r) {
			return false
		}
	}
	return false
}

package engine

import "testing"

// TestReachHolds replays the reachability over-approximation on real lines:
// from every hard position, in the positions reached from it breadth first
// and along long random lines, every piece (followed through its moves,
// castling, promotion) stands on a square of the reach computed at the
// start, and a fixed piece has not moved. This covers every rule of the
// fixpoint, the wedged groups included.
func TestReachHolds(t *testing.T) {
	checked := 0
	lines, positions := hardSample(t)
	for i, p := range positions {
		var rc reachability
		rc.compute(&p)
		check := func(q *Position, piece int8, sq Square) {
			if !rc.reach[piece].Has(sq) {
				t.Fatalf("line %d: the %v from %v stands on %v in %s, outside its reach",
					lines[i], rc.pc[piece], rc.sq[piece], sq, q.FEN())
			}
		}
		checked += walkPieces(p, &rc, 400, check)
		rng := xorshift(lines[i] + 1)
		for range 20 {
			checked += playPieces(p, &rc, 300, &rng, check)
		}
	}
	t.Logf("%d placements checked", checked)
}

// pieceMap returns rc's index of the piece on each square of its position,
// -1 for none.
func pieceMap(rc *reachability) [64]int8 {
	var piece [64]int8
	for sq := range piece {
		piece[sq] = -1
	}
	for i := 0; i < rc.n; i++ {
		piece[rc.sq[i]] = int8(i)
	}
	return piece
}

// movePieces follows the pieces through move m of p.
func movePieces(p *Position, m Move, piece *[64]int8) {
	f, to := m.From(), m.To()
	switch {
	case m.IsCastle():
		kto, rto := castlingTargets(p.Turn(), f, to)
		king, rook := piece[f], piece[to]
		piece[f], piece[to] = -1, -1
		piece[kto], piece[rto] = king, rook
	case m.IsEnPassant():
		piece[SquareAt(to.File(), f.Rank())] = -1
		fallthrough
	default:
		piece[to], piece[f] = piece[f], -1
	}
}

// playPieces plays one random line of up to plies moves from p, calling
// check for every piece after every move; it returns the number of calls.
func playPieces(p Position, rc *reachability, plies int, rng *xorshift, check func(q *Position, piece int8, sq Square)) int {
	piece := pieceMap(rc)
	calls := 0
	var buf [256]Move
	for range plies {
		moves := p.LegalMoves(buf[:0])
		if len(moves) == 0 {
			break
		}
		m := moves[rng.next()%uint64(len(moves))]
		movePieces(&p, m, &piece)
		p.Play(m)
		for occ := p.Occupied(); occ != 0; {
			sq := occ.PopFirst()
			check(&p, piece[sq], sq)
			calls++
		}
	}
	return calls
}

// walkPieces visits up to limit distinct positions reachable from p, breadth
// first, and calls check for every piece of every position with the index
// the piece has in rc (its square at the start); it returns the number of
// calls.
func walkPieces(p Position, rc *reachability, limit int, check func(q *Position, piece int8, sq Square)) int {
	type node struct {
		pos   Position
		piece [64]int8 // rc's index of the piece on each square, -1 for none
	}
	start := node{pos: p, piece: pieceMap(rc)}
	seen := map[PositionID]bool{p.Identity(SameFIDE): true}
	queue := []node{start}
	calls := 0
	var buf [256]Move
	for head := 0; head < len(queue) && len(queue) < limit; head++ {
		from := &queue[head]
		for _, m := range from.pos.LegalMoves(buf[:0]) {
			next := node{pos: from.pos, piece: from.piece}
			next.pos.Play(m)
			id := next.pos.Identity(SameFIDE)
			if seen[id] {
				continue
			}
			seen[id] = true
			movePieces(&from.pos, m, &next.piece)
			for occ := next.pos.Occupied(); occ != 0; {
				sq := occ.PopFirst()
				check(&next.pos, next.piece[sq], sq)
				calls++
			}
			queue = append(queue, next)
		}
	}
	return calls
}

package engine

// The pawn-plan turn of the guided search (see guided), for a winner that
// needs a promotion while every pawn of its is locked by an enemy pawn on
// the same file and its king is walled in, as in
// 7k/p1p1p3/8/8/8/6p1/P1P1P1Pp/7K w: no capture is in reach of the winner,
// and its only moves are pawn moves, so every tempo it spends brings a
// stalemate closer. The mate then runs through a plan of several stages,
// each of which gives the next its material:
//
//  1. the winner pushes a pawn, the bait, into the loser's king, which takes
//     it (1. e4 Kg7 2. e5 Kf7 3. e6+ Kxe6): the loser's pawn behind it is
//     free;
//  2. that pawn walks to promotion, its king stepping aside (… e5 … e1=N),
//     while the winner's other pawns make the waiting moves;
//  3. the new piece steps where a winner's pawn takes it (… Nf3 gxf3): that
//     pawn is on a file with no pawn in front, and here the winner's king is
//     free too;
//  4. the winner's free pawn promotes and mates (f4 … f8=Q#, the loser's king
//     in the corner behind its own pawn): 31 plies in all.
//
// The unlocking turn steers the same way, but rewards every pawn move of
// both sides, so that in such positions its iterations spend all their
// positions among the orders of the many pawn moves (20 M positions without
// a mate). A plan turn rewards only the moves of the plan: the bait's steps
// towards the loser's king and the king's steps towards it, the steps of
// pawns with an open file, captures by the winner, and pieces offered to
// the winner's pawns; the loser's other pawn moves only use up the winner's
// waiting moves and lock its pawns sooner, so they are punished. The two
// plan turns (see planTurns) decide the hard set's lines 343, 345, 346 and
// 381 for White and 191 for Black, which nothing decided before, each with
// 15,000 to 60,000 positions of their own. Steering only orders and prices
// moves, so the verdict stays exact: a mate is a replayed line.

// planTurn says how a pawn-plan turn picks its bait: on in every plan turn;
// with file >= 0 the bait is the winner's pawn on that file, otherwise the
// winner's pawn nearest to the loser's king wherever it stands.
type planTurn struct {
	on   bool
	file int
}

// planTurns returns the pawn-plan turns for p, towards corner: one whose
// bait is the pawn nearest to the loser's king, and one whose bait is on
// the file where the loser's freed pawn would promote nearest to the
// winner's king, when that is another pawn. The second is the one for a
// walled-in king: the new piece is then taken by the king or a pawn beside
// it, which frees the king (in 8/p1p1p3/8/8/8/6p1/P1P1P1Pp/k6K w the
// e-pawn, not the a-pawn beside the loser's king: … e1=N … Nf3 gxf3,
// 35 plies).
func (s *helpSearch) planTurns(p *Position, corner Square) []deepening {
	turns := []deepening{{corner: corner, plan: planTurn{on: true, file: -1}}}
	loser := s.winner.Other()
	king, their := p.King(s.winner), p.King(loser)
	backRank := 0
	if s.winner == Black {
		backRank = 7
	}
	near := prey(p, loser)
	best, bestDist := NoSquare, [2]int{99, 99}
	for b := p.ByPiece(Piece{s.winner, Pawn}); b != 0; {
		sq := b.PopFirst()
		if openAhead(p, s.winner, sq) || squareDistance(sq, king) <= 1 {
			// Nothing to free behind it, or the loser's king can never take it.
			continue
		}
		d := [2]int{squareDistance(SquareAt(sq.File(), backRank), king), squareDistance(sq, their)}
		if d[0] < bestDist[0] || d[0] == bestDist[0] && d[1] < bestDist[1] {
			best, bestDist = sq, d
		}
	}
	if best != NoSquare && (near == NoSquare || best.File() != near.File()) {
		turns = append(turns, deepening{corner: corner, plan: planTurn{on: true, file: best.File()}})
	}
	return turns
}

// planFacts are the facts of a pawn-plan turn at a node.
type planFacts struct {
	// on is set when the winner still needs a promotion and the loser's
	// promotion is not what the mate waits for.
	on bool
	// bait is the winner's pawn offered to the loser's king (see planTurn),
	// NoSquare when there is none.
	bait Square
}

// setPlanFacts sets f's plan facts in a pawn-plan turn; the prey of the
// loser's king is the bait, that of the winner's king the loser's pawn
// nearest to it.
func (s *helpSearch) setPlanFacts(p *Position, f *nodeFacts) {
	if !s.winnerNeedsPromotion(p) || mateNeedsPromotion(p, s.winner) {
		return
	}
	loser := s.winner.Other()
	bait := prey(p, loser)
	if s.plan.file >= 0 {
		bait = NoSquare
		king, best := p.King(loser), 99
		for b := p.ByPiece(Piece{s.winner, Pawn}) & (FileA << uint(s.plan.file)); b != 0; {
			sq := b.PopFirst()
			if d := squareDistance(sq, king); d < best {
				bait, best = sq, d
			}
		}
	}
	f.plan = planFacts{on: true, bait: bait}
	if p.Turn() == s.winner {
		f.prey = prey(p, s.winner)
		f.unlock = f.prey != NoSquare
	} else {
		f.prey = bait
	}
}

// classifyPlan is classify in the pawn-plan turn.
func (s *helpSearch) classifyPlan(p *Position, m Move, f *nodeFacts) int {
	from, to := m.From(), m.To()
	role := p.roleAt(from)
	capture := p.ByColor(p.Turn().Other()).Has(to) || m.IsEnPassant()
	closer := func(target Square) bool {
		return target != NoSquare && squareDistance(to, target) < squareDistance(from, target)
	}
	if p.Turn() == s.winner {
		switch {
		case capture,
			role == Pawn && openAhead(p, s.winner, from),
			role == Pawn && from == f.plan.bait && closer(p.King(s.winner.Other())),
			role == King && f.unlock && closer(f.prey):
			return moveReward
		}
		return moveNormal
	}
	switch {
	case f.offered.Has(to),
		role == King && (to == f.prey || !capture && closer(f.prey)),
		role == Pawn && !capture && openAhead(p, s.winner.Other(), from):
		return moveReward
	case capture, role == Pawn:
		return movePunish
	}
	return moveNormal
}

// openAhead reports whether no pawn stands in front of the pawn of colour
// c on sq, on its file.
func openAhead(p *Position, c Color, sq Square) bool {
	file := FileA << uint(sq.File())
	ahead := file & (SquareBB(sq) - 1) // the squares below sq
	if c == White {
		ahead = file &^ (SquareBB(sq)<<1 - 1)
	}
	return ahead&p.ByRole(Pawn) == 0
}

package engine

// The plan turns of the guided search (see guided): mates that need long
// pawn play before any piece can come near the loser's king, which the
// corners' turns, where the loser's captures are punished and every pawn
// move of the winner is free, lose among the orders of the pawn moves.
// Each rewards only the moves of one plan. Steering only orders and prices
// moves, so the verdict stays exact: a mate is a replayed line.
//
// The pawn plan, for a winner that needs a promotion while each of its
// pawns is locked by an enemy pawn on its file and its king is walled in,
// as in 7k/p1p1p3/8/8/8/6p1/P1P1P1Pp/7K w: its only moves are pawn moves,
// so every tempo it spends brings a stalemate closer, and the mate runs
// through stages that each give the next its material:
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
// The unlocking turn steers the same way but rewards every pawn move of both
// sides (20 M positions without a mate here). A pawn-plan turn rewards the
// bait's steps towards the loser's king and the king's steps towards it, the
// steps of pawns with an open file, captures by the winner, and pieces
// offered to the winner's pawns; the loser's other pawn moves only use up
// the winner's waiting moves and lock its pawns sooner, so they are
// punished.
//
// The breach plan, for a winner with pieces whose pawns all stand blocked
// by pawns, the loser's king behind the wall, as in
// 4k3/2p3p1/1pPp1pPp/pP1PpP1P/P3P2R/8/3K2BR/7R w: the winner's pieces step
// where the pawns that block its pawns take them, and the freed pawns
// advance (1. Rc1 Kd8 2. Rc5 dxc5 3. d6 Ke8 4. Rg4 Kf8 5. Rg5 hxg5 6. h6 Ke8
// 7. h7 Kf8 8. h8=Q#, 15 plies); a breach turn rewards those steps and
// those captures, and steers the rest as a corner's turn does. When no
// piece of the winner can ever step there (its pieces locked in by its own
// pawns, a bishop of the other colour), the loser must open the way, as in
// 8/8/3b4/5B2/1p1p1p1p/1P1PpPkP/4P1BR/5BNK b: its king takes a loose pawn
// (… Kf2 … Kxb3), the pawn it frees promotes (… b1=N) and the new piece
// steps where a winner's pawn takes it (… Ne4 fxe4), which frees the
// winner's pieces (… Kg3 Bf3 … Rg2#, 33 plies); the breach turn then
// rewards those steps of the loser too.
//
// They decide the hard set's lines 343, 345, 346, 381, 1080 and 1343 for
// White and 1123 for Black, which nothing decided before (191 for Black
// too, which the gap turn, running first, now finds sooner): the pawn
// plans with 15,000 to 60,000 positions of their own, the breach plans with
// a few hundred to a few thousand.

// planTurn says which plan a turn follows: on in every plan turn; breach
// for the breach plan, with offer when the loser must open the way;
// otherwise a pawn plan whose bait is the winner's
// pawn on file when file >= 0, or else the winner's pawn nearest to the
// loser's king wherever it stands.
type planTurn struct {
	on     bool
	file   int
	breach bool
	offer  bool
}

// planTurns returns the plan turns for p, towards corner. A winner that
// needs a promotion gets two pawn plans: one whose bait is the pawn nearest
// to the loser's king, and one whose bait is on the file where the loser's
// freed pawn would promote nearest to the winner's king, when that is
// another pawn. The second is the one for a walled-in king: the new piece
// is then taken by the king or a pawn beside it, which frees the king (in
// 8/p1p1p3/8/8/8/6p1/P1P1P1Pp/k6K w the e-pawn, not the a-pawn beside the
// loser's king: … e1=N … Nf3 gxf3, 35 plies). Any other winner whose pawns
// are all blocked, with breach squares, gets the breach plan.
func (s *helpSearch) planTurns(p *Position, corner Square) []deepening {
	if !s.winnerNeedsPromotion(p) {
		if breachSquares(p, s.winner) == 0 || !allBlocked(p, s.winner) {
			return nil
		}
		return []deepening{{corner: corner, plan: planTurn{on: true, breach: true, offer: !s.breachInReach(p)}}}
	}
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

// planFacts are the facts of a plan turn at a node.
type planFacts struct {
	// on is set when the turn's plan applies: always in a breach turn, and
	// in a pawn-plan turn while the winner still needs a promotion.
	on bool
	// bait is the winner's pawn offered to the loser's king (see planTurn),
	// NoSquare when there is none.
	bait Square
	// breach holds, in a breach turn, the squares where a loser's pawn that
	// blocks a winner's pawn can take a piece (see breachSquares).
	breach Bitboard
}

// setPlanFacts sets f's plan facts in a plan turn; in a pawn plan, the prey
// of the loser's king is the bait, that of the winner's king the loser's
// pawn nearest to it.
func (s *helpSearch) setPlanFacts(p *Position, f *nodeFacts) {
	if s.plan.breach {
		f.plan = planFacts{on: true, breach: breachSquares(p, s.winner)}
		if s.plan.offer && p.Turn() != s.winner {
			f.offered = pawnSpread(s.winner, p.ByPiece(Piece{s.winner, Pawn}))
			f.prey = loosePawn(p, s.winner)
		}
		return
	}
	if !s.winnerNeedsPromotion(p) || mateNeedsPromotion(p, s.winner) {
		return
	}
	loser := s.winner.Other()
	bait := prey(p, loser)
	if s.plan.file >= 0 {
		bait = nearest(p.ByPiece(Piece{s.winner, Pawn})&(fileA<<uint(s.plan.file)), p.King(loser))
	}
	f.plan = planFacts{on: true, bait: bait}
	if p.Turn() == s.winner {
		f.prey = prey(p, s.winner)
		f.unlock = f.prey != NoSquare
	} else {
		f.prey = bait
	}
}

// classifyPlan is classify in a plan turn.
func (s *helpSearch) classifyPlan(p *Position, m Move, f *nodeFacts) int {
	if s.plan.breach {
		return s.classifyBreach(p, m, f)
	}
	from, to := m.From(), m.To()
	role := p.roleAt(from)
	capture := p.isCapture(m)
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
	file := fileA << uint(sq.File())
	ahead := file & (SquareBB(sq) - 1) // the squares below sq
	if c == White {
		ahead = file &^ (SquareBB(sq)<<1 - 1)
	}
	return ahead&p.ByRole(Pawn) == 0
}

// breachSquares returns the squares where a loser's pawn that stands right
// in front of a winner's pawn could take a winner's piece: the capture
// opens the winner's pawn's way.
func breachSquares(p *Position, winner Color) Bitboard {
	loser := winner.Other()
	blockers := pawnPush(winner, p.ByPiece(Piece{winner, Pawn})) & p.ByPiece(Piece{loser, Pawn})
	return pawnSpread(loser, blockers) &^ p.ByColor(loser)
}

// classifyBreach is classify in the breach turn: the winner's pieces step
// onto breach squares, and the loser's pawns take them there; with offer,
// the loser's king goes for the loose pawn, the loser's pawns with an open
// file advance and its pieces step where the winner's pawns take them.
func (s *helpSearch) classifyBreach(p *Position, m Move, f *nodeFacts) int {
	from, to := m.From(), m.To()
	role := p.roleAt(from)
	capture := p.isCapture(m)
	if p.Turn() == s.winner {
		if f.plan.breach.Has(to) && role != Pawn && role != King {
			return moveReward
		}
	} else if f.plan.breach.Has(to) && role == Pawn {
		return moveReward
	} else if s.plan.offer {
		switch {
		case f.offered.Has(to) && role != Pawn,
			role == King && f.prey != NoSquare && (to == f.prey || !capture && squareDistance(to, f.prey) < squareDistance(from, f.prey)),
			role == Pawn && !capture && openAhead(p, s.winner.Other(), from):
			return moveReward
		}
	}
	g := *f
	g.plan.on = false
	return s.classify(p, m, &g)
}

// allBlocked reports whether the winner has pawns and each has a pawn right
// in front of it.
func allBlocked(p *Position, winner Color) bool {
	pawns := p.ByPiece(Piece{winner, Pawn})
	return pawns != 0 && pawnPush(winner, pawns)&^p.ByRole(Pawn) == 0
}

// loosePawn returns the winner's pawn nearest to the loser's king that no
// piece of the winner defends (NoSquare when there is none).
func loosePawn(p *Position, winner Color) Square {
	var loose Bitboard
	for b := p.ByPiece(Piece{winner, Pawn}); b != 0; {
		if sq := b.PopFirst(); !p.IsAttacked(sq, winner) {
			loose |= SquareBB(sq)
		}
	}
	return nearest(loose, p.King(winner.Other()))
}

// breachInReach reports whether some piece of the winner that has a
// square to go to (pins aside) could ever stand on a breach square: not a
// bishop whose squares are all of the other colour.
func (s *helpSearch) breachInReach(p *Position) bool {
	breach := breachSquares(p, s.winner)
	own := p.ByColor(s.winner)
	for b := own &^ (p.ByRole(Pawn) | p.ByRole(King)); b != 0; {
		sq := b.PopFirst()
		role := p.roleAt(sq)
		if role == Bishop && breach&sameColour(sq) == 0 {
			continue
		}
		if attacksOf(Piece{s.winner, role}, sq, p.Occupied())&^own != 0 {
			return true
		}
	}
	return false
}

func sameColour(sq Square) Bitboard {
	if darkSquares.Has(sq) {
		return darkSquares
	}
	return ^darkSquares
}

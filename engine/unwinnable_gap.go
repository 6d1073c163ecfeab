package engine

// The gap turn of the guided search. In a wedged structure of pawns and
// bishops, a file may hold a white pawn and a black pawn with one empty
// square between them: the gap. Nothing passes the wedge, so the only way
// to open it is for one of the two pawns to step into the gap, where the
// other side's king takes it, which frees the pawns beside that file to
// run. In 2b5/1p6/pPp3k1/2Pp3p/P2PpBpP/4P1P1/5K2/8 b Black's mate, some
// 60 plies long, runs through White's king walking to b4 and taking the
// a-pawn on a5. The corners' turns reward the wrong moves there (every
// pawn move of the winner, every bishop move towards the corner) and
// punish the king's capture; the gap turn steers both kings to the gap
// instead, rewards a pawn stepping into it and a king taking on it, and
// charges every other pawn or bishop move as a setback, so that the search
// runs through king walks. Once the gap is closed the corner's steering
// resumes.

// gapSquare returns the gap nearest to the loser's king in a position of
// kings, pawns and bishops alone, or NoSquare.
func (s *helpSearch) gapSquare(p *Position) Square {
	if p.ByRole(Knight)|p.ByRole(Rook)|p.ByRole(Queen) != 0 {
		return NoSquare
	}
	white, black := p.ByPiece(Piece{White, Pawn}), p.ByPiece(Piece{Black, Pawn})
	gaps := (white << 8) & (black >> 8) &^ p.Occupied()
	return nearest(gaps, p.King(s.winner.Other()))
}

// gapOpen reports whether the gap of the running turn is still there: its
// two pawns in place, or one of them stepped into it and not yet taken.
func (s *helpSearch) gapOpen(p *Position) bool {
	g := s.gap
	below, above := g-8, g+8
	white, black := p.ByPiece(Piece{White, Pawn}), p.ByPiece(Piece{Black, Pawn})
	switch {
	case white.Has(below) && black.Has(above):
		return true
	case white.Has(g) && black.Has(above), black.Has(g) && white.Has(below):
		return true
	}
	return false
}

// classifyGap judges move m in the gap turn while the gap is open.
func (s *helpSearch) classifyGap(p *Position, m Move) int {
	from, to := m.From(), m.To()
	role := p.roleAt(from)
	capture := p.isCapture(m)
	switch role {
	case King:
		if to == s.gap || squareDistance(to, s.gap) < squareDistance(from, s.gap) {
			return moveReward
		}
		if capture && p.Turn() != s.winner {
			return movePunish
		}
		return moveNormal
	case Pawn:
		if to == s.gap {
			return moveReward
		}
	}
	if capture && p.Turn() == s.winner {
		return moveReward
	}
	return movePunish
}

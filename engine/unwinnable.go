package engine

// Mate analysis: can a given side still checkmate by some series of legal
// moves, the opponent helping? This decides dead positions (FIDE 5.2.2),
// flag falls (6.9), resignations (5.1.2, 2023) and illegal-move penalties
// (7.5.5). The answer is one of three, and a proved one is never wrong:
//
//   - CanMate comes with a witness, a legal line ending in that mate;
//   - CannotMate is a proof: a sound static argument or an exhausted search;
//   - Undetermined when the search budget runs out.
//
// The analysis plays forced moves first, then tries sound static arguments
// (material that cannot mate; a reachability over-approximation of where
// every piece can ever go, which sees blocked pawn walls and bishop
// colours, squares whose entry stalemates the opponent), then two searches:
// an iterative-deepening helpmate search that extends moves making
// progress towards a mate, and, once that has had a while, a breadth-first
// search of every reachable position beside it; either proves "cannot"
// when it exhausts every line.

// Verdict is the answer of the mate analysis for one side.
type Verdict uint8

// The three verdicts.
const (
	CanMate Verdict = iota
	CannotMate
	Undetermined
)

var verdictNames = [...]string{"can-mate", "cannot-mate", "undetermined"}

// String returns "can-mate", "cannot-mate" or "undetermined".
func (v Verdict) String() string {
	if int(v) < len(verdictNames) {
		return verdictNames[v]
	}
	return ""
}

// MarshalText writes the verdict name for JSON.
func (v Verdict) MarshalText() ([]byte, error) { return []byte(v.String()), nil }

// DefaultMateBudget is the node budget of AnalyseMate that Arbiter uses,
// sized so that a side that spends it all stays under half a second of CPU
// time (6 M positions took 0.6 s). It decides every side of the 32,768
// reference positions of games lost on time and all but three of the 3,414
// sides of composed problems: the two mates found after 5.5 M positions,
// which need a promotion some 290 plies deep, are given up, and the
// slowest side decided, a mate 28 plies deep that only the breadth-first
// search finds, needs 4.57 M (its three fifths of the budget: see
// helpSearch.run). The Performance section of docs/architecture.md has the
// figures.
const DefaultMateBudget = 4_600_000

// MateAnalysis is the verdict for one side with its evidence.
type MateAnalysis struct {
	Winner  Color
	Verdict Verdict
	// Line is the witness of CanMate: legal moves from the position that end
	// with the winner checkmating the opponent.
	Line []Move
	// Nodes counts the positions searched.
	Nodes int
}

// AnalyseMate decides whether winner can checkmate the opponent from p by
// some series of legal moves. budget bounds the positions searched (0 means
// DefaultMateBudget); the two searches that share it run concurrently once
// the guided one has searched a while (see helpSearch.run). A position
// that is already over (mate or stalemate) allows no further mate.
func AnalyseMate(p Position, winner Color, budget int) MateAnalysis {
	if budget <= 0 {
		budget = DefaultMateBudget
	}
	res := MateAnalysis{Winner: winner, Verdict: Undetermined}
	// Forced moves first: a position with a single legal move leads only to
	// the position after it. The bound stops a forced cycle.
	var buf [256]Move
	var line []Move
	for range 256 {
		moves := p.LegalMoves(buf[:0])
		if len(moves) == 0 {
			if p.IsCheck() && p.Turn() != winner {
				res.Verdict, res.Line = CanMate, line
			} else {
				res.Verdict = CannotMate
			}
			return res
		}
		if len(moves) > 1 {
			break
		}
		line = append(line, moves[0])
		p.Play(moves[0])
	}
	if materialCannotMate(&p, winner) {
		res.Verdict = CannotMate
		return res
	}
	if !staticallyMateable(&p, winner) {
		res.Verdict = CannotMate
		return res
	}
	s := newHelpSearch(winner, budget)
	defer s.release()
	switch s.run(&p) {
	case CanMate:
		res.Verdict, res.Line = CanMate, append(line, s.witness...)
	case CannotMate:
		res.Verdict = CannotMate
	}
	res.Nodes = s.nodes
	return res
}

// materialCannotMate recognises material with which no mate can arise: the
// winner has a lone king; or a lone knight while the opponent has no pawns
// and no pieces but queens; or only bishops on squares of one colour (no
// pawn) while the opponent has no pawns, no knights and no bishops on the
// other colour. A lone king never gives check. In the other two cases no
// side has a pawn, so no piece is ever added: a move only takes pieces
// away, and the condition still holds after it. A mate comes
// after a move of the winner, which gives check with one piece (a king
// never checks; a bishop that uncovers another bishop's line leaves along a
// diagonal parallel to the king's other diagonal, so it never checks too).
// Take the mated king on k and the checker's direction as (x, y):
//
//   - A knight on k+(x,2y), x, y = ±1, up to mirroring. A queen that attacks
//     it may take it: nothing of the winner pins along a line, and no other
//     check remains. k+(0,y) and k+(x,y) touch the knight; k+(x,0) sees it
//     through k+(x,y), which must then be empty (no queen, and the winner's
//     king never touches k). So k+(0,y) and k+(x,0), all on the board and
//     not attacked by the knight, must be attacked by the winner's king,
//     which would have to stand on k, k+(x,y) or one of the two: all touch k.
//   - A bishop on the diagonal from k in direction (x,y). k is of the
//     bishops' colour; k+(x,0) and k+(0,y) are of the other one, where no
//     bishop of the winner attacks and no bishop or knight of the opponent
//     stands. A rook or queen of the opponent there could take the checker
//     or step onto the diagonal between (k+(x,y), empty or the checker's
//     square, is next to it), and no line piece of the winner pins it. So
//     both must be attacked by the winner's king, which again would have
//     to touch k.
func materialCannotMate(p *Position, winner Color) bool {
	if p.ByColor(winner) == p.ByPiece(Piece{winner, King}) {
		return true
	}
	return p.ByColor(winner.Other())&p.ByRole(Pawn) == 0 && mateNeedsPromotion(p, winner)
}

// mateNeedsPromotion reports whether the material, apart from the loser's
// pawns, cannot mate (see materialCannotMate): only a promotion by the loser
// could then give the mate its blockers.
func mateNeedsPromotion(p *Position, winner Color) bool {
	loser := winner.Other()
	own := p.ByColor(winner) &^ p.ByRole(King)
	if own == 0 {
		return true
	}
	if own&p.ByRole(Pawn) != 0 {
		return false
	}
	theirs := p.ByColor(loser) &^ (p.ByRole(King) | p.ByRole(Pawn))
	if own.Count() == 1 && own&p.ByRole(Knight) != 0 {
		return theirs&^p.ByRole(Queen) == 0
	}
	if own&^p.ByRole(Bishop) == 0 {
		colour := darkSquares
		if own&darkSquares == 0 {
			colour = ^darkSquares
		} else if own&^darkSquares != 0 {
			return false
		}
		return theirs&p.ByRole(Knight) == 0 && theirs&p.ByRole(Bishop)&^colour == 0
	}
	return false
}

// darkSquares holds a1, c1, … h8: the dark squares.
const darkSquares Bitboard = 0xaa55aa55aa55aa55

// SidesAnalysis is the mate analysis of both sides and the outcome of a
// position, ready for JSON.
type SidesAnalysis struct {
	FEN     string  `json:"fen"`
	White   Verdict `json:"white"`
	Black   Verdict `json:"black"`
	Outcome Outcome `json:"outcome"`
	// WhiteLine and BlackLine are the witnesses of can-mate, in SAN.
	WhiteLine []string `json:"white_line,omitempty"`
	BlackLine []string `json:"black_line,omitempty"`
}

// AnalysePosition runs the mate analysis for both sides and the position's
// outcome under the laws.
func AnalysePosition(p Position, laws Laws, budget int) SidesAnalysis {
	w := AnalyseMate(p, White, budget)
	b := AnalyseMate(p, Black, budget)
	out := SidesAnalysis{FEN: p.FEN(), White: w.Verdict, Black: b.Verdict,
		WhiteLine: sanLine(p, w.Line), BlackLine: sanLine(p, b.Line)}
	r := terminalOutcome(p, laws)
	if r.Outcome == OutcomeNone && !laws.MaterialList {
		r = deadOutcome(w, b)
	}
	out.Outcome = r.Outcome
	return out
}

// sanLine writes a line of moves from p in SAN.
func sanLine(p Position, line []Move) []string {
	if len(line) == 0 {
		return nil
	}
	out := make([]string, len(line))
	for i, m := range line {
		out[i] = p.SAN(m)
		p.Play(m)
	}
	return out
}

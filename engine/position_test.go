package engine

import (
	"errors"
	"slices"
	"testing"
)

// mustFEN is the position of fen, which FromFENAnyCheck must take: a
// check no last move can have given is let through.
func mustFEN(t testing.TB, fen string) Position {
	t.Helper()
	return readFEN(t, FromFENAnyCheck, fen)
}

// legalFEN is the position of fen, which FromFEN must take.
func legalFEN(t testing.TB, fen string) Position {
	t.Helper()
	return readFEN(t, FromFEN, fen)
}

// readFEN reads fen by read, failing the test where it is refused.
func readFEN(t testing.TB, read func(string) (Position, error), fen string) Position {
	t.Helper()
	p, err := read(fen)
	if err != nil {
		t.Fatalf("FromFEN(%q): %v", fen, err)
	}
	return p
}

// fenCase is a named position and what a test wants of it.
type fenCase[W any] struct {
	name, fen string
	want      W
}

// eachFEN runs check on each case's position, read by read, as a subtest
// of the case's name.
func eachFEN[W any](t *testing.T, read func(testing.TB, string) Position, cases []fenCase[W], check func(t *testing.T, p Position, want W)) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { check(t, read(t, c.fen), c.want) })
	}
}

// playUCI plays moves given in UCI form (castling as king-to-destination in
// standard chess), failing the test on an illegal move.
func playUCI(t *testing.T, p *Position, moves ...string) {
	t.Helper()
	for _, u := range moves {
		var found bool
		for _, m := range p.LegalMoves(nil) {
			if p.UCI(m) == u {
				p.Play(m)
				found = true
				break
			}
		}
		if !found {
			t.Fatalf("move %s is not legal in %s", u, p.FEN())
		}
	}
}

func hasCastle(p *Position) bool {
	for _, m := range p.LegalMoves(nil) {
		if m.IsCastle() {
			return true
		}
	}
	return false
}

func TestCapturedRookLosesCastlingRight(t *testing.T) {
	// 1...Bxh1 2.Rxh1 Kd8: a rook is back on h1 but it is not the rook
	// that held the right, so White may not castle.
	p := mustFEN(t, "4k3/8/8/7R/8/8/6b1/4K2R b K - 0 1")
	playUCI(t, &p, "g2h1", "h5h1", "e8d8")
	if p.CastlingRooks() != 0 {
		t.Errorf("castling rights %v survive the capture of the h1 rook", p.CastlingRooks().Squares())
	}
	if hasCastle(&p) {
		t.Errorf("castling generated in %s", p.FEN())
	}
}

func TestCastlingRightsCleaned(t *testing.T) {
	tests := []struct {
		fen, want string
	}{
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"},
		{"r3k2r/8/8/8/8/8/8/R2K3R w KQkq - 0 1", "r3k2r/8/8/8/8/8/8/R2K3R w KQkq - 0 1"}, // X-FEN: king on d1 is Chess960
		{"r3k3/8/8/8/8/8/8/4K3 w q - 0 1", "r3k3/8/8/8/8/8/8/4K3 w q - 0 1"},
	}
	for _, tt := range tests {
		p := mustFEN(t, tt.fen)
		if got := p.FEN(); got != tt.want {
			t.Errorf("FEN(%q) = %q, want %q", tt.fen, got, tt.want)
		}
	}

	// A set-up built by hand may claim rights that cannot exist: the king
	// has left its square, or no rook stands on the square.
	s, err := ParseFEN("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	s.Board[E1], s.Board[E1+8] = Piece{}, Piece{White, King}
	s.Board[A8] = Piece{}
	p, err := NewPosition(s)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := p.FEN(), "4k2r/8/8/8/8/8/4K3/R6R w k - 0 1"; got != want {
		t.Errorf("cleaned FEN = %q, want %q", got, want)
	}
}

func TestCheckmateStalemate(t *testing.T) {
	tests := []struct {
		fen             string
		check, mate, sm bool
	}{
		{"rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", false, false, false},
		{"rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", true, true, false},
		{"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", false, false, true},
		{"R6k/8/6K1/8/8/8/8/8 b - - 0 1", true, true, false},
		{"7k/8/8/8/8/8/8/K6R b - - 0 1", true, false, false},
	}
	for _, tt := range tests {
		p := mustFEN(t, tt.fen)
		if p.IsCheck() != tt.check || p.IsCheckmate() != tt.mate || p.IsStalemate() != tt.sm {
			t.Errorf("%s: check/mate/stalemate = %v/%v/%v, want %v/%v/%v", tt.fen,
				p.IsCheck(), p.IsCheckmate(), p.IsStalemate(), tt.check, tt.mate, tt.sm)
		}
	}
}

func TestNewPositionRejects(t *testing.T) {
	tests := []struct {
		fen, key string
	}{
		{"8/8/8/8/8/8/8/K7 w - - 0 1", "notation.position.kings"},
		{"k7/8/8/8/8/8/8/KK6 w - - 0 1", "notation.position.kings"},
		{"k7/8/8/8/8/8/8/K6P w - - 0 1", "notation.position.back_rank"},
		{"k7/8/8/8/8/8/8/R6K w - - 0 1", "notation.position.opponent_check"},
		{"k7/pppppppp/p7/8/8/8/8/K7 w - - 0 1", "notation.position.pawns"},
		{"k7/8/8/8/8/8/8/K7 b - e3 0 1", "notation.position.ep_no_pawn"},
		{"qqqqqqqq/qqqqqqqq/k1q5/8/8/8/8/K7 w - - 0 1", "notation.position.pieces"},
	}
	for _, tt := range tests {
		_, err := FromFEN(tt.fen)
		var pe *PositionError
		if !errors.As(err, &pe) || pe.Key != tt.key {
			t.Errorf("FromFEN(%q) error = %v, want key %s", tt.fen, err, tt.key)
		}
	}
}

// TestImpossibleChecksRejected: a check no single move can have given is
// not a legal set-up (shakmaty's IMPOSSIBLE_CHECK, python-chess's
// STATUS_TOO_MANY_CHECKERS and STATUS_IMPOSSIBLE_CHECK), nor a check by a
// knight or pawn that cannot have arrived with the last move.
func TestImpossibleChecksRejected(t *testing.T) {
	for _, c := range []fenCase[ProblemKind]{
		{"triple check", "R6k/8/6N1/8/8/8/8/K6R b - - 0 1", problemTooManyCheckers},
		{"two rooks on one line, the king between", "8/8/8/R3k2R/8/8/8/K7 b - - 0 1", problemImpossibleCheck},
		{"rook and queen on one diagonal-free line", "4r3/8/8/8/8/8/8/r3K2k w - - 0 1", problemImpossibleCheck},
		{"knight and pawn both check", "4k3/3P4/5N2/8/8/8/8/4K3 b - - 0 1", problemImpossibleCheck},
		{"two knights both check", "4k3/8/3N1N2/8/8/8/8/4K3 b - - 0 1", problemImpossibleCheck},
		{"bishop and knight: the knight did not uncover the bishop", "4k3/6N1/8/8/B7/8/8/4K3 b - - 0 1", problemImpossibleCheck},
		{"pawn on its starting rank gives check", "8/8/8/8/8/3k4/4P3/K7 b - - 0 1", problemImpossibleCheck},
		{"knight boxed in: no empty square to come from", "k1B5/3P4/1N6/3P4/P1P5/8/8/7K b - - 0 1", problemImpossibleCheck},
		{"en passant square, but the check was there before the push", "8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1", problemImpossibleCheck},
		{"en passant square and a double check", "8/8/8/4k3/3P4/8/8/K3R3 b - d3 0 1", problemImpossibleCheck},
	} {
		_, err := FromFEN(c.fen)
		var pe *PositionError
		if !errors.As(err, &pe) || !slices.ContainsFunc(pe.Problems, func(p Problem) bool { return p.Kind == c.want }) {
			t.Errorf("%s: %s: %v, want %s", c.name, c.fen, err, c.want)
			continue
		}
		if _, err := FromFENAnyCheck(c.fen); c.want == problemTooManyCheckers || c.want == problemImpossibleCheck {
			if err != nil {
				t.Errorf("%s: refused also with any check: %v", c.name, err)
			}
		}
	}
}

// TestPossibleChecksAccepted: double checks one move gives — a discovered
// check with the moving piece checking too, by a capture, by promotion —
// checks given or uncovered by a pawn's two-square advance, and lone checks
// by a piece that has just arrived, castling's rook among them.
func TestPossibleChecksAccepted(t *testing.T) {
	for _, c := range []struct{ name, fen string }{
		{"knight moves off the rook's file", "4k3/8/5N2/8/8/8/8/4RK2 b - - 0 1"},
		{"bishop moves off the rook's file and checks", "4k3/8/8/1B6/8/8/8/4RK2 b - - 0 1"},
		{"pawn captures and promotes, uncovering the rook", "3Qk3/8/8/8/8/8/8/4RK2 b - - 0 1"},
		{"pawn captures, uncovering the rook, and checks", "8/4k3/3P4/8/8/8/8/K3R3 b - - 0 1"},
		{"pawn pushed two squares gives check", "8/8/8/1k6/2P5/8/8/K7 b - c3 0 1"},
		{"pawn pushed two squares uncovers the bishop", "8/8/7k/8/3P4/8/8/K1B5 b - d3 0 1"},
		{"knight checks from a square it can have come from", "4k3/8/3N4/8/8/8/8/4K3 b - - 0 1"},
		{"castling rook checks", "5k2/8/8/8/8/8/8/5RK1 b - - 0 1"},
	} {
		if _, err := FromFEN(c.fen); err != nil {
			t.Errorf("%s: %s: %v", c.name, c.fen, err)
		}
	}
}

// TestEveryMoveGivesAReachableCheck: whatever the position before, the
// check a legal move gives is one a move can give, so every position after
// a move of the tricky lines passes the full validation.
func TestEveryMoveGivesAReachableCheck(t *testing.T) {
	checks := 0
	walkTrickyLines(t, func(_ *Position, m Move, child *Position) {
		if child.IsCheck() {
			checks++
		}
		if _, err := NewPosition(child.Setup()); err != nil {
			t.Fatalf("%s after %s: %v", child.FEN(), m, err)
		}
	})
	if checks < 1000 {
		t.Errorf("only %d checks seen", checks)
	}
}

// TestSetupProblemsAllAtOnce: every problem of a set-up is reported, not
// only the first, each with its own message.
func TestSetupProblemsAllAtOnce(t *testing.T) {
	_, err := FromFEN("P6k/8/8/8/8/8/pppppppp/KK5p w - - 0 1")
	var pe *PositionError
	if !errors.As(err, &pe) {
		t.Fatalf("accepted: %v", err)
	}
	var kinds []ProblemKind
	for _, p := range pe.Problems {
		kinds = append(kinds, p.Kind)
		if p.Key != "notation.position."+string(p.Kind) || p.English() == p.Key {
			t.Errorf("problem %s has message %s", p.Kind, p.Key)
		}
	}
	want := []ProblemKind{problemKings, problemPawns, problemBackRank, problemBackRank}
	if !slices.Equal(kinds, want) {
		t.Errorf("problems %v, want %v", kinds, want)
	}
	if pe.Key != pe.Problems[0].Key {
		t.Errorf("the error's own message %s is not the first problem's", pe.Key)
	}
}

func TestZobristKeys(t *testing.T) {
	// Keys are maintained incrementally; a transposition must reach the key
	// computed from scratch.
	a := StartPosition()
	playUCI(t, &a, "g1f3", "g8f6", "b1c3", "b8c6")
	b := StartPosition()
	playUCI(t, &b, "b1c3", "b8c6", "g1f3", "g8f6")
	if a.Key() != b.Key() {
		t.Error("transposed positions have different keys")
	}
	if a.key != a.computeKey() {
		t.Error("incremental key differs from the key computed from scratch")
	}
	start := StartPosition()
	if a.Key() == start.Key() {
		t.Error("different positions share a key")
	}

	// The en-passant file counts only when the capture is legal: after
	// 1.e4 there is no black pawn to take, after 1.e4 … e5 d5 2.… there is.
	noEP := StartPosition()
	playUCI(t, &noEP, "e2e4")
	viaFEN := mustFEN(t, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
	if noEP.Key() != viaFEN.Key() {
		t.Error("a useless en-passant square changes the key")
	}
	withEP := mustFEN(t, "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3")
	withoutEP := mustFEN(t, "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3")
	if withEP.Key() == withoutEP.Key() {
		t.Error("a legal en-passant capture does not change the key")
	}
	// Castling rights are part of the key.
	c1 := mustFEN(t, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
	c2 := mustFEN(t, "r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1")
	if c1.Key() == c2.Key() {
		t.Error("castling rights do not change the key")
	}
}

func TestIncrementalKeyThroughPerft(t *testing.T) {
	var walk func(p Position, depth int)
	walk = func(p Position, depth int) {
		if p.key != p.computeKey() {
			t.Fatalf("key drift in %s", p.FEN())
		}
		if depth == 0 {
			return
		}
		for _, m := range p.LegalMoves(nil) {
			q := p
			q.Play(m)
			walk(q, depth-1)
		}
	}
	walk(mustFEN(t, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"), 3)
	walk(mustFEN(t, "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1"), 3)
}

func TestChess960Start(t *testing.T) {
	tests := []struct {
		n    int
		rank string
	}{
		{0, "bbqnnrkr"},
		{518, "rnbqkbnr"},
		{959, "rkrnnqbb"},
	}
	for _, tt := range tests {
		p, err := Chess960Start(tt.n)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.FEN()[:8]; got != tt.rank {
			t.Errorf("Chess960Start(%d) back rank %s, want %s", tt.n, got, tt.rank)
		}
	}
	seen := map[string]int{}
	for n := 0; n < 960; n++ {
		p, err := Chess960Start(n)
		if err != nil {
			t.Fatalf("Chess960Start(%d): %v", n, err)
		}
		fen := p.FEN()
		if prev, dup := seen[fen]; dup {
			t.Fatalf("positions %d and %d are equal: %s", prev, n, fen)
		}
		seen[fen] = n
		if got := Perft(p, 1); got < 18 || got > 21 {
			t.Errorf("%d: perft(1) = %d", n, got)
		}
		if p.CastlingRooks().Count() != 4 {
			t.Errorf("%d: castling rooks %v", n, p.CastlingRooks().Squares())
		}
		bishops := p.ByPiece(Piece{White, Bishop}).Squares()
		if bishops[0].File()%2 == bishops[1].File()%2 {
			t.Errorf("%d: bishops on same-coloured squares", n)
		}
	}
	for _, n := range []int{-1, 960} {
		if _, err := Chess960Start(n); err == nil {
			t.Errorf("Chess960Start(%d) succeeded", n)
		}
	}
}

func TestChess960Castling(t *testing.T) {
	eachFEN(t, mustFEN, []fenCase[bool]{
		// The king's destination is judged before castling, so a rook that
		// would shield it afterwards does not help; a castling rook that
		// shields the king now does not count as a shield either.
		{"destination attacked", "2r1k3/8/8/8/8/8/8/RK6 w A - 0 1", false},
		{"queen side, king stays on c1", "4k3/8/8/8/8/8/8/1RK5 w B - 0 1", true},
		{"rook shields the king's destination", "4k3/8/8/8/8/8/8/qRK5 w B - 0 1", false},
		{"king stays, rook moves", "4k3/8/8/8/8/8/8/1R4KR w H - 0 1", true},
		{"blocked by a piece between", "4k3/8/8/8/8/8/8/RN2K2R w A - 0 1", false},
	}, func(t *testing.T, p Position, castle bool) {
		if got := hasCastle(&p); got != castle {
			t.Errorf("castling available = %v, want %v", got, castle)
		}
	})
}

// trickyLines are positions rich in discovered checks, checking promotions,
// castling into check and en-passant discoveries, Chess960 too.
var trickyLines = []string{
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
	"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
	"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
	"8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1",
	"n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
	"5k2/8/8/8/8/8/8/4K2R w K - 0 1",
	"3k4/8/8/8/8/8/8/R3K3 w Q - 0 1",
	"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
	// Promotions whose piece checks through the pawn's own square.
	"4r3/5P2/6k1/8/8/8/8/K7 w - - 0 1",
	"8/4P3/8/8/8/8/8/K3k3 w - - 0 1",
	// Eight bishops of one colour, whose checks the king of the other
	// colour is safe from (see checkingMoves).
	"k6B/1b4B1/2b2B2/4B3/3B4/1pB1B3/pP1B4/K7 w - - 0 1",
}

// walkTrickyLines calls visit for every move of every line three plies deep
// from trickyLines, with the position before and after it.
func walkTrickyLines(t *testing.T, visit func(p *Position, m Move, child *Position)) {
	t.Helper()
	var walk func(p *Position, depth int)
	walk = func(p *Position, depth int) {
		var buf [256]Move
		for _, m := range p.LegalMoves(buf[:0]) {
			child := *p
			child.Play(m)
			visit(p, m, &child)
			if depth > 1 {
				walk(&child, depth-1)
			}
		}
	}
	for _, fen := range trickyLines {
		p := mustFEN(t, fen)
		walk(&p, 3)
	}
}

// TestCheckingMovesKeepEveryCheck asks that checkingMoves, which leaves the
// bishops off the enemy king's colour out unless they may discover a check,
// holds every legal move that gives check, in every position of the tricky
// lines.
func TestCheckingMovesKeepEveryCheck(t *testing.T) {
	checks := 0
	walkTrickyLines(t, func(_ *Position, _ Move, p *Position) {
		var all, checking [256]Move
		test := p.newCheckTest()
		kept := p.checkingMoves(checking[:0], &test)
		for _, m := range p.LegalMoves(all[:0]) {
			child := *p
			child.Play(m)
			if child.IsCheck() {
				checks++
				if !slices.Contains(kept, m) {
					t.Fatalf("%s: %s gives check, but checkingMoves leaves it out", p.FEN(), p.UCI(m))
				}
			}
		}
	})
	if checks == 0 {
		t.Fatal("no check given: the walk tested nothing")
	}
}

// TestHasSafeStepAgreesWithSafeSteps asks that hasSafeStep, which stops at
// the first safe step, answers as safeSteps does, in every position of the
// tricky lines, both ways.
func TestHasSafeStepAgreesWithSafeSteps(t *testing.T) {
	var answers [2]int
	walkTrickyLines(t, func(_ *Position, _ Move, p *Position) {
		has := p.hasSafeStep()
		if has != (p.safeSteps() != 0) {
			t.Fatalf("%s: hasSafeStep says %v, safeSteps %v", p.FEN(), has, p.safeSteps())
		}
		if has {
			answers[1]++
		} else {
			answers[0]++
		}
	})
	if answers[0] == 0 || answers[1] == 0 {
		t.Fatalf("answers no %d, yes %d: the walk did not test both", answers[0], answers[1])
	}
}

// TestMayCheckAdmitsEveryCheck asks that every move that gives check passes
// mayCheck, and that the test rejects some moves.
func TestMayCheckAdmitsEveryCheck(t *testing.T) {
	checks, rejected := 0, 0
	walkTrickyLines(t, func(p *Position, m Move, child *Position) {
		test := p.newCheckTest()
		may := p.mayCheck(m, &test)
		if child.IsCheck() {
			checks++
			if !may {
				t.Fatalf("%s: %s gives check, but mayCheck says no", p.FEN(), p.UCI(m))
			}
		} else if !may {
			rejected++
		}
	})
	if checks == 0 || rejected == 0 {
		t.Fatalf("%d checks, %d moves rejected: the walk tested nothing", checks, rejected)
	}
	t.Logf("%d checking moves admitted, %d quiet moves rejected", checks, rejected)
}

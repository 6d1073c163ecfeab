package engine

import (
	"errors"
	"slices"
	"testing"
)

// TestImpossibleChecksRejected: a check no single move can have given is
// not a legal set-up (shakmaty's IMPOSSIBLE_CHECK, python-chess's
// STATUS_TOO_MANY_CHECKERS and STATUS_IMPOSSIBLE_CHECK), nor a check by a
// knight or pawn that cannot have arrived with the last move.
func TestImpossibleChecksRejected(t *testing.T) {
	for _, c := range []struct {
		name, fen string
		kind      ProblemKind
	}{
		{"triple check", "R6k/8/6N1/8/8/8/8/K6R b - - 0 1", ProblemTooManyCheckers},
		{"two rooks on one line, the king between", "8/8/8/R3k2R/8/8/8/K7 b - - 0 1", ProblemImpossibleCheck},
		{"rook and queen on one diagonal-free line", "4r3/8/8/8/8/8/8/r3K2k w - - 0 1", ProblemImpossibleCheck},
		{"knight and pawn both check", "4k3/3P4/5N2/8/8/8/8/4K3 b - - 0 1", ProblemImpossibleCheck},
		{"two knights both check", "4k3/8/3N1N2/8/8/8/8/4K3 b - - 0 1", ProblemImpossibleCheck},
		{"bishop and knight: the knight did not uncover the bishop", "4k3/6N1/8/8/B7/8/8/4K3 b - - 0 1", ProblemImpossibleCheck},
		{"pawn on its starting rank gives check", "8/8/8/8/8/3k4/4P3/K7 b - - 0 1", ProblemImpossibleCheck},
		{"knight boxed in: no empty square to come from", "k1B5/3P4/1N6/3P4/P1P5/8/8/7K b - - 0 1", ProblemImpossibleCheck},
		{"en passant square, but the check was there before the push", "8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1", ProblemImpossibleCheck},
		{"en passant square and a double check", "8/8/8/4k3/3P4/8/8/K3R3 b - d3 0 1", ProblemImpossibleCheck},
	} {
		_, err := FromFEN(c.fen)
		var pe *PositionError
		if !errors.As(err, &pe) || !slices.ContainsFunc(pe.Problems, func(p Problem) bool { return p.Kind == c.kind }) {
			t.Errorf("%s: %s: %v, want %s", c.name, c.fen, err, c.kind)
			continue
		}
		if _, err := FromFENAnyCheck(c.fen); c.kind == ProblemTooManyCheckers || c.kind == ProblemImpossibleCheck {
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
	want := []ProblemKind{ProblemKings, ProblemPawns, ProblemBackRank, ProblemBackRank}
	if !slices.Equal(kinds, want) {
		t.Errorf("problems %v, want %v", kinds, want)
	}
	if pe.Key != pe.Problems[0].Key {
		t.Errorf("the error's own message %s is not the first problem's", pe.Key)
	}
}

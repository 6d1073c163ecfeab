package engine

import (
	"slices"
	"testing"
)

// The guided search runs the breadth-first search on by a step every
// syncNodes positions: three times what those positions cost in its moves
// in its first levels, a third of it once its levels grow fast; and it
// stops for it exactly when it has decided or found its world narrow by
// the end of a step.
func TestStepWideKeepsThePaceAndStopsForANarrowWorld(t *testing.T) {
	p := legalFEN(t, "k6B/1b4B1/2b2B2/4B3/3B4/1pB1B3/pP1B4/K7 w - - 0 1")
	const start = 50_000
	s := &helpSearch{wide: breadthFirstSearch(&p, White, 2_000_000), nodes: start + syncNodes, wideVerdict: Undetermined}
	defer s.wide.release()
	cost := syncNodes * guidedWeight
	// A node's moves are generated together, so a step may end past its
	// target by one node's moves.
	step := func(want int) {
		t.Helper()
		if s.stepWide() {
			t.Fatalf("the eight bishops, %d moves in: the guided search stopped", s.wide.nodes)
		}
		if s.wideTarget != want {
			t.Errorf("the breadth-first search's target is %d, want %d", s.wideTarget, want)
		}
		if n := s.wide.nodes; n < want || n > want+256 {
			t.Errorf("the breadth-first search ran to %d, want %d", n, want)
		}
		if s.nextSync != s.nodes+syncNodes {
			t.Errorf("next step at %d, want %d", s.nextSync, s.nodes+syncNodes)
		}
	}
	step(cost * widePace)
	// The bishops' world grows some sixfold a ply.
	if b := s.wide.bfs; b.depth <= 3 || b.levelSize <= wideGrowth*b.levelSizes[(b.depth-3)&3] {
		t.Fatalf("the bishops' levels: depth %d, sizes %v", b.depth, b.levelSizes)
	}
	step(cost*widePace + cost/widePace)
	s.wide.bfs.narrowAt = s.wideTarget + cost/widePace + 1
	if s.stepWide() {
		t.Error("a narrow world past the step stopped the guided search")
	}
	s.wide.bfs.narrowAt = s.wideTarget + cost/widePace
	if !s.stepWide() || s.wideVerdict != Undetermined {
		t.Error("a narrow world at the end of the step: the guided search goes on")
	}

	p = legalFEN(t, "7k/8/6K1/8/8/8/8/R7 w - - 0 1")
	s = &helpSearch{wide: breadthFirstSearch(&p, White, 2_000_000), nodes: start + syncNodes, wideVerdict: Undetermined}
	defer s.wide.release()
	if !s.stepWide() || s.wideVerdict != CanMate || len(s.wide.witness) != 1 {
		t.Errorf("a mate in one: %s, witness %v", s.wideVerdict, s.wide.witness)
	}
}

// The two searches of the guided phase take turns on one goroutine, so a
// side decided there has the same witness after the same count on every
// run: in k1bK4/... Black's mate the guided search finds while the
// breadth-first search is some 60 plies deep, which on two threads had
// depended on which one ran first.
func TestAnalyseMateIsTheSameOnEveryRun(t *testing.T) {
	for _, c := range []struct {
		fen    string
		winner Color
	}{
		{"k1bK4/1p1p4/1P1Pp3/1p2Pp2/1p3P2/1P3P2/5P2/8 w - - 0 1", Black},
		{"k7/p1p1p3/8/8/8/P1P1P1p1/6Pp/7K w - - 0 1", White},
	} {
		p := legalFEN(t, c.fen)
		first := AnalyseMate(p, c.winner, 0)
		if first.Nodes <= wideAfter {
			t.Fatalf("%s: decided after %d, before the guided phase", c.fen, first.Nodes)
		}
		for range 3 {
			if a := AnalyseMate(p, c.winner, 0); a.Verdict != first.Verdict || a.Nodes != first.Nodes || !slices.Equal(a.Line, first.Line) {
				t.Errorf("%s: %s after %d %v, then %s after %d %v", c.fen, first.Verdict, first.Nodes, first.Line, a.Verdict, a.Nodes, a.Line)
			}
		}
	}
}

// AnalyseSides gives each side what AnalyseMate gives it alone, though the
// two run at once (run under the race detector too: they share the
// tables' pools).
func TestAnalyseSidesIsAnalyseMateForEach(t *testing.T) {
	for _, fen := range []string{
		"k1bK4/1p1p4/1P1Pp3/1p2Pp2/1p3P2/1P3P2/5P2/8 w - - 0 1",
		"2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1",
	} {
		p := legalFEN(t, fen)
		white, black := AnalyseSides(p, 0)
		for _, c := range []struct {
			got    MateAnalysis
			winner Color
		}{{white, White}, {black, Black}} {
			want := AnalyseMate(p, c.winner, 0)
			if c.got.Winner != c.winner || c.got.Verdict != want.Verdict || c.got.Nodes != want.Nodes || !slices.Equal(c.got.Line, want.Line) {
				t.Errorf("%s, %s: %s after %d, alone %s after %d", fen, c.winner, c.got.Verdict, c.got.Nodes, want.Verdict, want.Nodes)
			}
		}
	}
}

// The guided search takes over half of what the breadth-first search has
// left while that search is far from closing its world, but nothing once
// that search has begun a level it gives up (see takeOverWide): the eight
// bishops' fifth level, then their sixth.
func TestTakeOverWideStopsAtAHopelessLevel(t *testing.T) {
	p := legalFEN(t, "k6B/1b4B1/2b2B2/4B3/3B4/1pB1B3/pP1B4/K7 w - - 0 1")
	w := breadthFirstSearch(&p, White, 3_000_000)
	defer w.release()
	s := &helpSearch{wide: w, budget: 1_000_000}
	w.exhaust(900_000)
	if !w.bfs.farFromClosing() || w.bfs.hopeless() {
		t.Fatalf("900,000 moves in: depth %d, sizes %v, give up at %d", w.bfs.depth, w.bfs.levelSizes, w.bfs.giveUp)
	}
	half := (w.budget - w.nodes) / 2
	if !s.takeOverWide() || s.budget != 1_000_000+half/guidedWeight || w.budget != 3_000_000-half {
		t.Fatalf("far from closing: the guided budget %d, the breadth-first one %d", s.budget, w.budget)
	}
	if v := w.exhaust(w.budget); v != Undetermined || !w.bfs.hopeless() || !w.bfs.farFromClosing() || w.nodes >= w.budget {
		t.Fatalf("%s after %d of %d moves: depth %d, give up at %d", v, w.nodes, w.budget, w.bfs.depth, w.bfs.giveUp)
	}
	guided, wide := s.budget, w.budget
	if s.takeOverWide() || s.budget != guided || w.budget != wide {
		t.Errorf("a hopeless level: the guided budget %d → %d, the breadth-first one %d → %d", guided, s.budget, wide, w.budget)
	}
}

// A world whose first levels grow fast and then shrink is one the
// breadth-first search may close: the guided search takes none of it over
// (see breadthFirst.opening), and the search closes it within its share
// of the default budget. Its eighth and ninth levels are far from closing
// (more than fourfold in three levels), but the eighth is smaller than
// the seventh; taken over there half by half, the search was left 1.47 M
// moves of the 2.56 M that prove the position dead.
func TestTakeOverWideLeavesAWorldThatStoppedGrowing(t *testing.T) {
	p := legalFEN(t, closingWorld)
	const share = defaultMateBudget * 17 / 32
	w := breadthFirstSearch(&p, White, share)
	defer w.release()
	s := &helpSearch{wide: w, budget: 1_000_000}
	for _, at := range []int{900_000, 1_300_000} {
		w.exhaust(at)
		if !w.bfs.farFromClosing() || w.bfs.opening() {
			t.Fatalf("%d moves in: depth %d, sizes %v", at, w.bfs.depth, w.bfs.levelSizes)
		}
		if s.takeOverWide() || s.budget != 1_000_000 || w.budget != share {
			t.Fatalf("%d moves in: the guided budget %d, the breadth-first one %d", at, s.budget, w.budget)
		}
	}
	if v := w.exhaust(w.budget); v != CannotMate {
		t.Errorf("%s after %d of %d moves", v, w.nodes, w.budget)
	}
}

// closingWorld is dead for both sides, which the breadth-first search
// proves at its fifteenth level.
const closingWorld = "8/7B/7b/8/3p1p1p/b1pP1PpP/B1PpBkP1/3K1BRB w - - 0 1"

// Both sides of closingWorld are proved unable to mate within the default
// budget: neither can checkmate, and the game is drawn (5.2.2).
func TestAnalyseSidesProvesAClosingWorldDead_5_2_2(t *testing.T) {
	p := legalFEN(t, closingWorld)
	white, black := AnalyseSides(p, 0)
	for _, a := range []MateAnalysis{white, black} {
		if a.Verdict != CannotMate {
			t.Errorf("%s: %s after %d positions, want cannot-mate", a.Winner, a.Verdict, a.Nodes)
		}
	}
}

// The capture turn's iterations from depth captureShortFrom on are short
// (see captureIteration): the eight bishops' 51-ply mate lies at its depth
// 12, which it never reached while each iteration ran to 100,000 positions
// (given up after 2.74 M); and a mate it finds at depth 2, in an iteration
// longer than the short ones, is found as soon as before (0.18 M
// positions, where iterations short from depth 1 took 3.70 M).
func TestCaptureTurnIterationsShortFromDepthThree(t *testing.T) {
	for _, c := range []struct {
		fen    string
		winner Color
		within int
	}{
		{"k6B/1b4B1/2b2B2/4B3/3B4/1pB1B3/pP1B4/K7 w - - 0 1", White, 1_200_000},
		{"1k6/8/1p1p1p1p/1P1P1P1P/3pB1K1/3Pb3/8/8 w - - 0 1", Black, 200_000},
	} {
		expectMate(t, c.fen, c.winner, 0, c.within)
	}
	d := deepening{captures: true, maxDepth: captureShortFrom - 1}
	if got := d.iterationLimit(50_000); got != 50_000 {
		t.Errorf("the capture turn at depth %d: iterations of %d, want the round's 50,000", d.maxDepth, got)
	}
	d.maxDepth = captureShortFrom
	if got := d.iterationLimit(50_000); got != captureIteration {
		t.Errorf("the capture turn at depth %d: iterations of %d, want %d", d.maxDepth, got, captureIteration)
	}
	if got := (&deepening{maxDepth: 9}).iterationLimit(50_000); got != 50_000 {
		t.Errorf("a corner's turn at depth 9: iterations of %d, want the round's 50,000", got)
	}
}

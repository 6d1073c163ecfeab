package engine

import (
	"slices"
	"testing"
)

// The guided search runs the breadth-first search on to their pace every
// syncNodes positions, and stops for it exactly when it has decided or
// found its world narrow at or before that pace.
func TestStepWideKeepsThePaceAndStopsForANarrowWorld(t *testing.T) {
	p, err := FromFEN("k6B/1b4B1/2b2B2/4B3/3B4/1pB1B3/pP1B4/K7 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	const start = 50_000
	s := &helpSearch{wide: breadthFirstSearch(&p, White, 2_000_000), wideStart: start, nodes: start + syncNodes, wideVerdict: Undetermined}
	defer s.wide.release()
	pace := syncNodes * guidedWeight
	if s.stepWide() || s.stopped() {
		t.Fatalf("the eight bishops, %d moves in: the guided search stopped", s.wide.nodes)
	}
	// A node's moves are generated together, so the step may end past
	// the pace by one node's moves.
	if n := s.wide.nodes; n < pace || n > pace+256 {
		t.Errorf("the breadth-first search ran to %d, want the pace, %d", n, pace)
	}
	if s.nextSync != s.nodes+syncNodes {
		t.Errorf("next step at %d, want %d", s.nextSync, s.nodes+syncNodes)
	}
	s.wide.bfs.narrowAt = pace + 1
	if s.stepWide() {
		t.Error("a narrow world past the pace stopped the guided search")
	}
	s.wide.bfs.narrowAt = pace
	if !s.stepWide() || !s.stopped() || s.wideVerdict != Undetermined {
		t.Error("a narrow world at the pace: the guided search goes on")
	}

	p, err = FromFEN("7k/8/6K1/8/8/8/8/R7 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	s = &helpSearch{wide: breadthFirstSearch(&p, White, 2_000_000), wideStart: start, nodes: start + syncNodes, wideVerdict: Undetermined}
	defer s.wide.release()
	if !s.stepWide() || s.wideVerdict != CanMate || len(s.wide.witness) != 1 {
		t.Errorf("a mate in one: stopped %v, %s, witness %v", s.stopped(), s.wideVerdict, s.wide.witness)
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
		p, err := FromFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
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

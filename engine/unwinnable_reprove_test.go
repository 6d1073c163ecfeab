package engine

import "testing"

// turnSearch is a search in the guided phase as deepen leaves it for
// reprove: steered to its first corner, with the waiting-move cut, on a
// turn's own table, which compares keys alone.
func turnSearch(t *testing.T, fen string, winner Color) (*helpSearch, Position) {
	t.Helper()
	p := legalFEN(t, fen)
	s := newHelpSearch(winner, defaultMateBudget)
	s.prepare(&p)
	s.setCorner(s.corners(&p)[0])
	s.waitingCut = true
	s.seen = seenPool.Get().(*seenTable)
	s.seen.reset()
	s.seen.exact = false
	t.Cleanup(func() {
		seenPool.Put(s.seen)
		s.release()
	})
	return s, p
}

// reprove decides an iteration again on the shared table, comparing
// identities: it proves "cannot" where the iteration closes the world (one
// of the seven closed worlds of the composed set that it proves, at the
// depth its turn let through), leaves the same world undetermined at a
// depth whose lines the limit cuts, and finds the mate that a turn's table
// had hidden behind a key alone. It hands the turn its own table back,
// with its count of positions stored.
func TestReprove(t *testing.T) {
	s, p := turnSearch(t, "k7/5p1p/8/8/1p6/1P1p4/BP1P1P1P/KRB5 w - - 0 1", White)
	kept := s.seen
	stored := s.stored
	check := func(what string, maxDepth int32, want Verdict) {
		t.Helper()
		if v := s.reprove(&p, maxDepth); v != want {
			t.Errorf("%s, depth %d: %s, want %s", what, maxDepth, v, want)
		}
		if s.seen != kept || s.stored != stored {
			t.Errorf("%s: the turn's table is not handed back (%p, %d stored; want %p, %d)", what, s.seen, s.stored, kept, stored)
		}
	}
	check("a closed world", 4, CannotMate)
	check("a closed world", 1, Undetermined)

	// The turn's table holds the start, by its key alone, as searched in
	// the iteration about to run with all the depth it may have: on that
	// table the iteration would end at once, with nothing cut short.
	s, p = turnSearch(t, "7k/8/6K1/8/8/8/8/R7 w - - 0 1", White)
	kept, stored = s.seen, s.stored
	slots := s.seen.pair(&p)
	s.iteration++
	s.visit(&slots, &p, maxSearchPly)
	s.iteration--
	stored = s.stored
	check("a mate in one behind the turn's table", 1, CanMate)
	if len(s.witness) != 1 {
		t.Fatalf("the mate in one's witness: %v", s.witness)
	}
	mated := p
	mated.Play(s.witness[0])
	if !mated.IsCheckmate() {
		t.Errorf("the witness %v does not mate", s.witness)
	}
}

package engine

import "testing"

// TestStalemateEntries: kings kept off squares whose entry stalemates the
// opponent. The family of the hard positions (white king on h4, white pawns
// f3 g2 h5 held by black pawns, black dark bishops) is proved cannot-mate for
// both sides without a search; the near misses keep the squares open and
// their helpmates are still found.
func TestStalemateEntries(t *testing.T) {
	const can, cannot, skip = CanMate, CannotMate, Undetermined
	tests := []struct {
		name         string
		fen          string
		forbidden    []string // squares the black king must be kept off
		open         []string // squares it must not be kept off
		white, black Verdict  // skip: not checked
	}{
		{"Kxg2 or Kh2 stalemates", "8/8/3b3p/5p1P/3b1p1K/5Pp1/6P1/5kb1 b - - 0 1",
			[]string{"g2", "h2"}, nil, cannot, cannot},
		{"white king on h3", "8/b1b5/k6p/2b2p1P/1b3p2/5PpK/6P1/8 w - - 0 1",
			[]string{"g2", "h2"}, nil, cannot, cannot},
		{"more bishops", "8/8/3b3p/2b2p1P/1b1b1p1K/b1b2Pp1/1b1b2P1/b4kb1 w - - 0 1",
			[]string{"g2", "h2"}, nil, cannot, cannot},
		{"bishops on f2 and e3", "8/8/3b3p/4bp1P/5p1K/4bPp1/5bP1/5k2 b - - 0 1",
			[]string{"g2", "h2"}, nil, cannot, cannot},
		// Leaving f6 off the long diagonal uncovers the bishop's check, and
		// White has no move: mate.
		{"discovered check", "8/4b3/5k1p/5p1P/5p1K/5P1P/8/8 b - - 0 1",
			[]string{"e8", "d7"}, []string{"e5", "e6", "f7", "g7"}, cannot, can},
		// Kb6 frees the c4 pawn: White has a move, and the pawn promotes.
		{"a pawn behind the king", "8/8/7p/2k2p1P/2P2p1K/5P1P/8/8 b - - 0 1",
			nil, []string{"b6", "d4"}, can, can},
		// The knight always has a move: Kxg2 stalemates nothing.
		{"a free white knight", "N7/8/3b3p/5p1P/3b1p1K/5Pp1/6P1/5kb1 b - - 0 1",
			nil, []string{"g2", "h2"}, can, can},
		// Without the f5 pawn the white king has g4 to go to.
		{"a flight square", "8/8/3b3p/7P/3b1p1K/5Pp1/6P1/5kb1 b - - 0 1",
			nil, []string{"g2", "h2"}, can, can},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, rc := reachOf(t, tt.fen)
			rc.keepOffStalemates(&p)
			if f := rc.forbid[Black]; f&squareSet(t, tt.forbidden) != squareSet(t, tt.forbidden) || f&squareSet(t, tt.open) != 0 {
				t.Errorf("black king kept off %v", f.Squares())
			}
			if rc.forbid[White] != 0 {
				t.Errorf("white king kept off %v", rc.forbid[White].Squares())
			}
			expectVerdicts(t, p, [2]Verdict{tt.white, tt.black})
		})
	}
}

// expectVerdicts checks the verdicts of both sides of p, White's first
// (Undetermined: not checked); a cannot-mate must be proved statically.
func expectVerdicts(t *testing.T, p Position, verdicts [2]Verdict) {
	t.Helper()
	for c, want := range verdicts {
		if want == Undetermined {
			continue
		}
		if want == CannotMate && staticallyMateable(&p, Color(c)) {
			t.Errorf("%s: no static proof", Color(c))
		}
		expectVerdict(t, p, Color(c), want)
	}
}

// The hard positions of the family are proved statically for both sides.
func TestStalemateEntriesHardPositions(t *testing.T) {
	expectStaticProof(t, []int{217, 244, 690, 700, 1223, 1224, 1225, 1295, 1305, 1692, 1693}, White, Black)
}

// reachOf is the position of fen and the reachability computed for it;
// a FEN that does not parse fails the test.
func reachOf(t *testing.T, fen string) (Position, *reachability) {
	t.Helper()
	p := legalFEN(t, fen)
	rc := new(reachability)
	rc.compute(&p)
	return p, rc
}

// squareSet returns the squares named.
func squareSet(t *testing.T, names []string) Bitboard {
	var b Bitboard
	for _, n := range names {
		sq, ok := ParseSquare(n)
		if !ok {
			t.Fatalf("bad square %s", n)
		}
		b |= SquareBB(sq)
	}
	return b
}

// TestStalemateEntriesHold replays the proof on real lines: from positions
// reached from the hard positions, every step of a king onto a square it is
// kept off, in the lines explored from there, stalemates the opponent.
func TestStalemateEntriesHold(t *testing.T) {
	starts, steps := replayEntries(t, 300,
		func(rc *reachability, q *Position) bool { return rc.keepOffStalemates(q) },
		func(rc *reachability, from *Position, m Move) bool {
			return from.roleAt(m.From()) == King && !m.IsCastle() && rc.forbid[from.Turn()].Has(m.To())
		},
		(*Position).IsStalemate)
	t.Logf("%d positions with entries, %d steps onto them", starts, steps)
}

// replayEntries checks squares kept off on real lines: from the positions
// reached from each hard position (up to walk of them) where keep finds such
// squares, every move that enters one (as entered tells) in the lines
// explored from there ends the game as ends tells. It returns the positions
// with squares and the moves checked, and fails when none was.
func replayEntries(t *testing.T, walk int, keep func(rc *reachability, q *Position) bool,
	entered func(rc *reachability, from *Position, m Move) bool, ends func(to *Position) bool) (starts, steps int) {
	_, positions := hardSample(t)
	for _, p := range positions {
		for _, q := range walkLines(p, walk, nil) {
			var rc reachability
			rc.compute(&q)
			if !keep(&rc, &q) {
				continue
			}
			starts++
			walkLines(q, 100, func(from *Position, m Move, to *Position) bool {
				if !entered(&rc, from, m) {
					return true
				}
				steps++
				if !ends(to) {
					t.Errorf("from %s: %s then %s", q.FEN(), from.FEN(), from.SAN(m))
				}
				return false
			})
		}
	}
	if steps == 0 {
		t.Error("no step checked")
	}
	return starts, steps
}

// walkLines visits up to limit distinct positions reachable from p, breadth
// first, and returns them; step, if given, sees every legal move and returns
// false to leave the position after it unexplored.
func walkLines(p Position, limit int, step func(from *Position, m Move, to *Position) bool) []Position {
	seen := map[PositionID]bool{p.Identity(SameFIDE): true}
	queue := []Position{p}
	var buf [256]Move
	for head := 0; head < len(queue) && len(queue) < limit; head++ {
		from := queue[head]
		for _, m := range from.LegalMoves(buf[:0]) {
			to := from
			to.Play(m)
			if step != nil && !step(&from, m, &to) {
				continue
			}
			if id := to.Identity(SameFIDE); !seen[id] {
				seen[id] = true
				queue = append(queue, to)
			}
		}
	}
	return queue
}

// BenchmarkStaticallyMateable times the reachability proof where the
// stalemate entries decide it, where they are tried in vain, and where
// they are not tried at all.
func BenchmarkStaticallyMateable(b *testing.B) {
	benchPositions(b, []namedFEN{
		{"entries-prove", "8/8/3b3p/5p1P/3b1p1K/5Pp1/6P1/5kb1 b - - 0 1"},
		{"entries-fail", "8/8/3b3p/7P/3b1p1K/5Pp1/6P1/5kb1 b - - 0 1"},
		{"blocked-wall", "2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1"},
		{"rook-endgame", "8/5pk1/6p1/8/8/6P1/5PK1/R7 w - - 0 40"},
	}, func(p *Position) { staticallyMateable(p, Black) })
}

package engine

import "testing"

// TestCageGuards: seven white bishops on the eight light squares of the
// last two ranks, behind their own pawns locked by Black's: whichever
// square the hole is, every pawn is guarded, so the black king never takes
// one and the cage stays shut. Both sides are proved cannot-mate without a
// search; in the near misses the cage leaks and the mates are found.
func TestCageGuards(t *testing.T) {
	const can, cannot, skip = CanMate, CannotMate, Undetermined
	tests := []struct {
		name         string
		fen          string
		guards       []string // squares the white cage must guard
		white, black Verdict  // skip: not checked
	}{
		{"one hole", "B1B1B1B1/pBpBpBp1/P1P1P1P1/4b3/5b2/8/8/k1K5 w - - 0 1",
			[]string{"a6", "c6", "e6", "g6"}, cannot, cannot},
		{"no black bishops", "B1B1B1B1/pBpBpBp1/P1P1P1P1/8/8/8/8/k1K5 w - - 0 1",
			[]string{"a6", "c6", "e6", "g6"}, cannot, cannot},
		// Holes on b7 and c8 leave a6 to the black king, and the a-pawn
		// runs. White mates once its bishops have made those holes (see
		// jammedGuard) and the black king has taken a6: the white king
		// walks in by a6 to take a7 and c7, and the c-pawn promotes.
		{"two holes", "B1B1B3/pBpBpBp1/P1P1P1P1/8/8/8/8/k1K5 w - - 0 1",
			nil, can, can},
		// The bishops get out by g6.
		{"an open file", "B1B1B1B1/pBpBpB2/P1P1P3/4b3/5b2/8/8/k1K5 w - - 0 1",
			nil, can, can},
		// A knight jumps out; the bishops follow by f7.
		{"a knight in the cage", "B1B1B1B1/pBpBpNp1/P1P1P1P1/4b3/5b2/8/8/k1K5 w - - 0 1",
			nil, can, can},
		// The bishops take it and leave by the squares the pawns left.
		{"a black bishop in the cage", "B1B1B1b1/pBpBpBp1/P1P1P1P1/4b3/5b2/8/8/k1K5 w - - 0 1",
			nil, can, can},
		// A free white knight may step into the cage, so the holes are
		// not counted; it mates and is mated.
		{"a free knight", "B1B1B1B1/pBpBpBp1/P1P1P1P1/4b3/5b2/8/3N4/k1K5 w - - 0 1",
			nil, can, can},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, rc := reachOf(t, tt.fen)
			want := squareSet(t, tt.guards)
			if g := rc.cageGuards(White); g&want != want || want == 0 && g&squareSet(t, []string{"a6", "c6", "e6", "g6"}) != 0 {
				t.Errorf("the white cage guards %v", g.Squares())
			}
			expectVerdicts(t, p, [2]Verdict{tt.white, tt.black})
		})
	}
}

// The squares a chain of bishops guards wherever its holes are.
func TestCageAttacks(t *testing.T) {
	chain := squareSet(t, []string{"a8", "b7", "c8", "d7", "e8", "f7", "g8", "h7"})
	pc := Piece{White, Bishop}
	if got, want := cageAttacks(pc, chain, 1), squareSet(t, []string{"a6", "c6", "e6", "g6"}); got != want {
		t.Errorf("one hole: %v, want %v", got.Squares(), want.Squares())
	}
	// Holes on b7 and c8 leave a6 unseen; the others have two diagonals
	// into the chain, and two holes cut only one.
	if got, want := cageAttacks(pc, chain, 2), squareSet(t, []string{"c6", "e6", "g6"}); got != want {
		t.Errorf("two holes: %v, want %v", got.Squares(), want.Squares())
	}
}

// The hard position of the family is proved statically for both sides.
func TestCageGuardsHardPositions(t *testing.T) {
	expectStaticProof(t, []int{1639}, White, Black)
}

// The pawn of a jammed cage's wall that its bishops may leave to the
// loser's king, and whether they guard it now.
func TestJammedCagePawn(t *testing.T) {
	for _, tt := range []struct {
		name, fen       string
		jammed, guarded string // "": NoSquare
	}{
		{"two holes", "B1B1B3/pBpBpBp1/P1P1P1P1/8/8/8/8/k1K5 w - - 0 1", "a6", "a6"},
		// The black king is nearer g6, which the bishops guard wherever
		// the two holes are.
		{"the king near g6", "B1B1B3/pBpBpBp1/P1P1P1P1/7k/8/8/8/2K5 w - - 0 1", "a6", "a6"},
		// The holes on b7 and c8.
		{"holes made", "B3B1B1/p1pBpBpB/P1P1P1P1/8/8/8/8/k1K5 w - - 0 1", "a6", ""},
		// One hole: every pawn is guarded wherever it is.
		{"one hole", "B1B1B1B1/pBpBpBp1/P1P1P1P1/8/8/8/8/k1K5 w - - 0 1", "", ""},
		// Five holes for three bishops: not jammed.
		{"room", "B1B5/pBp1p1p1/P1P1P1P1/8/8/8/8/k1K5 w - - 0 1", "", ""},
		// The bishops get out by g6: no cage.
		{"an open file", "B1B1B1B1/pBpBpB2/P1P1P3/8/8/8/8/k1K5 w - - 0 1", "", ""},
		// A black pawn in the wall, which the g-pawn may take: no cage.
		{"a loose pawn", "B1B1B1B1/pBpBpBpp/P1P1P1P1/8/8/8/8/k1K5 w - - 0 1", "", ""},
		{"a single bishop", "7k/p7/P7/8/8/6p1/4B1Pp/7K w - - 0 1", "", ""},
	} {
		p := legalFEN(t, tt.fen)
		square := func(name string) Square {
			if name == "" {
				return NoSquare
			}
			return squareSet(t, []string{name}).First()
		}
		if got, want := jammedCagePawn(&p, White), square(tt.jammed); got != want {
			t.Errorf("%s: the cage's pawn %v, want %v", tt.name, got, want)
		}
		if got, want := guardedCagePawn(&p, White), square(tt.guarded); got != want {
			t.Errorf("%s: guarded %v, want %v", tt.name, got, want)
		}
	}
}

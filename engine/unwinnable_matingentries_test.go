package engine

import "testing"

// TestMatingEntries: the loser's pawns and knights kept off squares where
// they would mate the winner's frozen king. In the pawn cage (white king on
// d4 held by black pawns that mate it by c5 or e5, white bishops behind
// their own pawns) and the knight cage (white king on c5, where every move
// of the knights on b8 and d8 mates it) White is proved cannot-mate without
// a search; the near misses keep the squares open and White's helpmates are
// found.
func TestMatingEntries(t *testing.T) {
	checks := []string{"a4", "a6", "b3", "b7", "d3", "d7", "e4", "e6"} // of c5
	tests := []struct {
		name           string
		fen            string
		pawns, knights []string // squares black pawns, knights are kept off
		white          Verdict
	}{
		{"pawn cage", "7k/2b5/2ppp2b/3p2p1/1p1K1pP1/1P1P1P2/8/1B1B1B2 w - - 0 1",
			[]string{"c5", "e5"}, nil, CannotMate},
		{"pawn cage, black to move", "7k/2b5/2ppp2b/3p2p1/1p1K1pP1/1P1P1P2/8/1B1B1B2 b - - 0 1",
			[]string{"c5", "e5"}, nil, CannotMate},
		// Without the d6 pawn the king has c5 and e5 to go to.
		{"no guard on c5 and e5", "7k/2b5/2p1p2b/3p2p1/1p1K1pP1/1P1P1P2/8/1B1B1B2 w - - 0 1",
			nil, nil, CanMate},
		// A knight can take a pawn on c5 or e5.
		{"a white knight", "7k/2b5/2ppp2b/3p2p1/1p1K1pP1/1P1P1P2/8/1B1B1BN1 w - - 0 1",
			nil, nil, CanMate},
		// A rook gets out by h1 and takes the guards.
		{"a white rook", "7k/2b5/2ppp2b/3p2p1/1p1K1pP1/1P1P1P2/8/1B1B1BR1 w - - 0 1",
			nil, nil, CanMate},
		// No pawn ever comes to b6 or d6: keeping them off costs nothing.
		{"knight cage", "bn1n2k1/2p2p2/2p2Pp1/1pKp1pP1/1P1P1P2/8/5B2/2B1B1B1 b - - 0 1",
			[]string{"b6", "d6"}, checks, CannotMate},
		// Each knight guards c6 for the other; alone, its check frees c6.
		{"one knight", "bn4k1/2p2p1b/2p2Pp1/1pKp1pP1/1P1P1P2/8/5B2/2B1B1B1 b - - 0 1",
			nil, nil, CanMate},
		{"the other knight", "b2n2k1/2p2p1b/2p2Pp1/1pKp1pP1/1P1P1P2/8/5B2/2B1B1B1 b - - 0 1",
			nil, nil, CanMate},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, rc := reachOf(t, tt.fen)
			pawns, knights := squareSet(t, tt.pawns), squareSet(t, tt.knights)
			kept := rc.keepOffMatingEntries(&p, White)
			if kept != (pawns|knights != 0) || rc.entryForbid[Black][Pawn] != pawns || rc.entryForbid[Black][Knight] != knights ||
				rc.entryForbid[White] != ([King]Bitboard{}) {
				t.Errorf("kept %v: black pawns kept off %v, knights off %v", kept,
					rc.entryForbid[Black][Pawn].Squares(), rc.entryForbid[Black][Knight].Squares())
			}
			// For Black, the winner there, the same steps are the mate.
			expectVerdicts(t, p, [2]Verdict{tt.white, CanMate})
		})
	}
}

// TestSliderMatingEntries: the white king on b1 is frozen among Black's
// pawns, and Ra1 mates it, so the rook is kept off a1 and never gets out;
// White's light bishops then find no black piece to block a dark flight
// square beside the black king, shut in above the wall. In the near misses
// the rook is not kept off, and White's mates are found.
func TestSliderMatingEntries(t *testing.T) {
	tests := []struct {
		name  string
		fen   string
		kept  bool // whether the black rook is kept off a1
		white Verdict
	}{
		{"Ra1 mates", "6B1/b7/2k5/p1p1p1pB/P1P1P1P1/pp6/rp6/1K2b3 b - - 0 1",
			true, CannotMate},
		// Without the b2 pawn the king takes on a1, or goes to b2.
		{"no guard on a1", "6B1/b7/2k5/p1p1p1pB/P1P1P1P1/pp6/r7/1K2b3 b - - 0 1",
			false, CanMate},
		// Without the a3 pawn the rook gets out by the a-file.
		{"an open file", "6B1/b7/2k5/p1p1p1pB/P1P1P1P1/1p6/rp6/1K2b3 b - - 0 1",
			false, CanMate},
		// A white knight may take on a1.
		{"a white knight", "6B1/b7/2k5/p1p1p1pB/P1P1P1P1/pp6/rp6/1K2b2N b - - 0 1",
			false, CanMate},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, rc := reachOf(t, tt.fen)
			rc.keepOffMatingEntries(&p, White)
			if got := rc.entryForbid[Black][Rook]; got.Has(A1) != tt.kept {
				t.Errorf("black rooks kept off %v", got.Squares())
			}
			expectVerdicts(t, p, [2]Verdict{tt.white, CanMate})
		})
	}
}

// The hard positions of the family are proved statically for the side that
// cannot mate, White.
func TestMatingEntriesHardPositions(t *testing.T) {
	expectStaticProof(t, []int{1048, 1049, 1050, 1052, 1053, 1054, 1395, 1397, 1551}, White)
}

// TestMatingEntriesHold replays the proof on real lines: from positions
// reached from the hard positions, every step of a loser's pawn or knight
// onto a square it is kept off, in the lines explored from there, mates the
// winner.
func TestMatingEntriesHold(t *testing.T) {
	for winner := White; winner <= Black; winner++ {
		loser := winner.Other()
		starts, steps := replayEntries(t, 100,
			func(rc *reachability, q *Position) bool { return rc.keepOffMatingEntries(q, winner) },
			func(rc *reachability, from *Position, m Move) bool {
				if from.Turn() != loser {
					return false
				}
				role := from.roleAt(m.From())
				return role != King && rc.entryForbid[loser][role].Has(m.To())
			},
			(*Position).IsCheckmate)
		t.Logf("winner %s: %d positions with mating entries, %d steps onto them", winner, starts, steps)
	}
}

// A pawn kept off a mating square still passes it by its two-square step:
// White's b-pawn, kept off b3 (where it mates the king on a4), goes b2-b4,
// and the wall opens for Black's mate (58 plies in the shortest line known).
func TestMatingEntryPassedByDoubleStep(t *testing.T) {
	p := legalFEN(t, "8/8/8/p1p5/k1P5/P1Pp4/KP1P4/RN6 w - - 0 1")
	if !staticallyMateable(&p, Black) {
		t.Error("static proof that Black cannot mate")
	}
	expectVerdict(t, p, Black, CanMate)
	expectVerdict(t, p, White, CanMate)
}

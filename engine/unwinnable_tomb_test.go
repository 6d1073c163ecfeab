package engine

import "testing"

// TestTombs: Black's king is walled in on b3 by its own pieces; White has
// its king on c1, frozen by them, and a queen. Every capture next to the
// black king is a check that Black answers by taking the queen, and every
// move of the wall mates White (Qb1, or the b2 knight uncovering the a3
// bishop): White cannot mate, proved without a search. In the near misses
// White's queen or rook mates.
func TestTombs(t *testing.T) {
	eachFEN(t, legalFEN, []fenCase[Verdict]{
		{"a queen outside", "8/6pp/8/8/ppp5/bkp4Q/qnp5/n1K5 b - - 0 1", CannotMate},
		{"a black queen outside too", "8/6pp/8/4q3/ppp5/bkp4Q/qnp2p2/n1K5 b - - 0 1", CannotMate},
		{"white to move", "8/6pp/8/8/ppp5/bkp4Q/qnp5/n1K5 w - - 0 1", CannotMate},
		// Nothing guards c2: Qxc2 mates.
		{"no knight on a1", "8/6pp/8/8/ppp5/bkp4Q/qnp5/2K5 b - - 0 1", CanMate},
		// A rook takes c2 without check, and the wall opens.
		{"a rook", "8/6pp/8/8/ppp5/bkp4R/qnp5/n1K5 b - - 0 1", CanMate},
	}, func(t *testing.T, p Position, white Verdict) {
		expectVerdicts(t, p, [2]Verdict{white, CanMate})
	})
}

// The hard positions of the family are proved statically for White.
func TestTombsHardPositions(t *testing.T) {
	expectStaticProof(t, []int{1030, 1031, 1032}, White)
}

// TestTombsHold replays the proof on real lines: from positions reached
// from the hard positions, in the lines explored from there, every stop of
// the winner's last piece on a square it is kept off is answered only by
// taking it, and every move of a knight kept on its square mates. The
// hard positions hold tombs for White only.
func TestTombsHold(t *testing.T) {
	for _, winner := range []Color{White} {
		loser := winner.Other()
		starts, steps := replayEntries(t, 100,
			func(rc *reachability, q *Position) bool { return rc.keepOffTomb(q, winner) },
			func(rc *reachability, from *Position, m Move) bool {
				role := from.roleAt(m.From())
				if from.Turn() == loser {
					return role == Knight && rc.stay[loser].Has(m.From())
				}
				return role != King && rc.entryForbid[winner][role].Has(m.To())
			},
			func(to *Position) bool {
				if to.Turn() == winner {
					return to.IsCheckmate()
				}
				last := to.ByColor(winner) &^ to.ByRole(King)
				var buf [256]Move
				answers := to.LegalMoves(buf[:0])
				for _, m := range answers {
					if !last.Has(m.To()) {
						return false
					}
				}
				return len(answers) > 0
			})
		t.Logf("winner %s: %d positions with tombs, %d kept-off moves", winner, starts, steps)
	}
}

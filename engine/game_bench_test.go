package engine

import "testing"

// longGame plays 300 moves (600 half-moves) of knight shuffles and pawn moves, so that
// repetition scans run over long reversible stretches.
func longGame(b *testing.B) *Game {
	g := NewGame(StartPosition())
	cycle := []string{"Nf3", "Nf6", "Ng1", "Ng8", "Nc3", "Nc6", "Nb1", "Nb8"}
	p := StartPosition()
	for g.Ply() < 600 {
		san := cycle[g.Ply()%len(cycle)]
		m, err := p.ParseMove(san, Notation{English, SAN})
		if err != nil {
			b.Fatal(err)
		}
		if err := g.Play(m); err != nil {
			b.Fatal(err)
		}
		p = g.Position()
	}
	return g
}

// BenchmarkRepetition300 checks every position of a 300-move game for
// repetitions, as a full outcome check of the record does.
func BenchmarkRepetition300(b *testing.B) {
	g := longGame(b)
	b.ResetTimer()
	for b.Loop() {
		for ply := 0; ply <= g.Ply(); ply++ {
			g.Repetitions(ply, SameFIDE)
		}
	}
}

// BenchmarkClaimThreefold300 verifies a threefold claim at the end of a
// 300-half-move game.
func BenchmarkClaimThreefold300(b *testing.B) {
	g := longGame(b)
	b.ResetTimer()
	for b.Loop() {
		if r, err := g.Claim(ClaimThreefold, ClaimOptions{Laws: fide2023}); err != nil || !r.Valid {
			b.Fatal(r, err)
		}
	}
}

// BenchmarkRuleEnd300 finds where a 300-move record ended by rule with no
// automatic repetition draw to stop the scan: the cheap checks on each of
// its 601 positions and one dead-position analysis of the last, as
// "arbiter pgn" pays per game.
func BenchmarkRuleEnd300(b *testing.B) {
	g := longGame(b)
	laws := Laws{Equality: SameFIDE, Fivefold: FivefoldNone}
	b.ResetTimer()
	for b.Loop() {
		if end := g.RuleEnd(laws, 0); end.Outcome != OutcomeNone {
			b.Fatal(end)
		}
	}
}

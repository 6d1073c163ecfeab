package engine

import "testing"

var fuzzPositions = []string{
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
	"n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
	"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
	"1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1",
}

// FuzzMoveText checks that no move text in any notation makes the readers
// (strict, lenient and sealed-move) panic, and that whatever they accept is
// a legal move.
func FuzzMoveText(f *testing.F) {
	for _, s := range []string{"e4", "Nf3", "Rg1—f3", "R:e5", "O-O-O", "0—0", "exd6 e.p.", "dxc8=Q+", "Крe2", "♘f3", "e2e4", "b7a8q", "e8(D)"} {
		f.Add(uint8(0), s)
	}
	positions := make([]Position, len(fuzzPositions))
	for i, fen := range fuzzPositions {
		positions[i] = mustFEN(f, fen)
	}
	f.Fuzz(func(t *testing.T, which uint8, text string) {
		p := positions[int(which)%len(positions)]
		check := func(m Move, err error, how string) {
			if err == nil && !p.IsLegal(m) {
				t.Fatalf("%s accepted %q as illegal move %v", how, text, m)
			}
		}
		for _, lang := range Langs {
			for _, style := range []Style{SAN, Figurine, Long1953, Short1953} {
				m, err := p.ParseMove(text, Notation{lang, style})
				check(m, err, "ParseMove")
			}
			m, err := p.ParseLenient(text, lang)
			check(m, err, "ParseLenient")
		}
		m, err := p.ParseLenient(text)
		check(m, err, "ParseLenient")
		m, _, err = p.ReadSealedMove(text)
		check(m, err, "ReadSealedMove")
	})
}

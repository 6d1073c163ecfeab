package engine

import "testing"

// FuzzFEN checks that no text makes the FEN reader panic, and that every
// accepted position writes a FEN that reads back to itself and supports
// move generation.
func FuzzFEN(f *testing.F) {
	for _, s := range []string{
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3",
		"1r2k1rr/8/8/8/8/8/8/1R2K1RR w Gg - 0 1",
		"r2r3k/p7/3p4/8/8/P6P/8/R3K2R b KQq -",
		"4k3/8/8/8/8/8p/8/4K3 w - - 0 1",
		"",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, fen string) {
		p, err := FromFEN(fen)
		if err != nil {
			return
		}
		out := p.FEN()
		back, err := FromFEN(out)
		if err != nil {
			t.Fatalf("%q → %q does not read back: %v", fen, out, err)
		}
		if back.FEN() != out || back.Key() != p.Key() {
			t.Fatalf("%q → %q → %q", fen, out, back.FEN())
		}
		if sh := mustFEN(t, p.ShredderFEN()); sh.CastlingRooks() != p.CastlingRooks() {
			t.Fatalf("Shredder FEN %q loses castling rights", p.ShredderFEN())
		}
		for _, m := range p.LegalMoves(nil) {
			q := p
			q.Play(m)
			if q.key != q.computeKey() {
				t.Fatalf("key drift after %v in %s", m, out)
			}
			_ = q.FEN()
		}
	})
}

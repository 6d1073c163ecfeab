package engine

import (
	"errors"
	"strings"
	"testing"
)

func TestParseFENErrors(t *testing.T) {
	tests := []struct {
		fen, field, text string
	}{
		{"", "", "the FEN is empty"},
		{"8/8/8/8/8/8/8/8 w - -  0", "", "the FEN has 5 fields; expected 6 (or 4 without the move counters)"},
		{"8/8/8/8/8/8/8 w - - 0 1", "board", "the board has 7 ranks; expected 8"},
		{"4k3/8/8/8/8/8p/8/4K3 w - - 0 1", "board", "rank 3 has 9 squares"},
		{"4k3/8/8/8/8/7/8/4K3 w - - 0 1", "board", "rank 3 has 7 squares"},
		{"4k3/8/8/8/8/8/8/4X3 w - - 0 1", "board", "rank 1: unknown piece letter X"},
		{"4k3/8/8/8/8/8/8/44 w - - 0 1", "board", "rank 1 has two digits in a row"},
		{"4k3/8/8/8/8/8/8/4K3 x - - 0 1", "turn", "side to move x is neither w nor b"},
		{"4k3/8/8/8/8/8/8/4K3 w K - 0 1", "castling", "castling right K but no rook on h1"},
		{"4k3/8/8/8/8/8/8/R3K3 w Q- - 0 1", "castling", "castling field: unexpected character -"},
		{"4k3/8/8/8/8/8/8/R3K3 w QQ - 0 1", "castling", "castling right Q is given twice"},
		{"4k3/8/8/8/8/8/4K3/R7 w Q - 0 1", "castling", "castling right Q but no king on rank 1"},
		{"4k3/8/8/8/8/8/8/R3K3 w C - 0 1", "castling", "castling right C but no rook on c1"},
		{"4k3/8/8/8/8/8/8/4K3 w - e9 0 1", "ep", "en passant field e9 is not a square"},
		{"4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1", "ep", "en passant square e3 with white to move"},
		{"4k3/8/8/4p3/8/8/8/4K3 b - e6 0 1", "ep", "en passant square e6 with black to move"},
		{"4k3/8/8/8/8/8/8/4K3 w - - -1 1", "halfmoves", "halfmove clock -1 is not a non-negative number"},
		{"4k3/8/8/8/8/8/8/4K3 w - - 0 0", "fullmoves", "move number 0 is not a positive number"},
		{"4k3/8/8/8/8/8/8/4K3 w - - 0 x", "fullmoves", "move number x is not a positive number"},
	}
	for _, tt := range tests {
		_, err := ParseFEN(tt.fen)
		var fe *fenError
		if !errors.As(err, &fe) {
			t.Errorf("ParseFEN(%q) error = %v, want a FENError", tt.fen, err)
			continue
		}
		if fe.Field != tt.field || fe.English() != tt.text {
			t.Errorf("ParseFEN(%q) = field %q, %q; want %q, %q", tt.fen, fe.Field, fe.English(), tt.field, tt.text)
		}
		if !strings.HasSuffix(err.Error(), tt.text) {
			t.Errorf("Error() = %q does not end with %q", err.Error(), tt.text)
		}
	}
}

func TestFENRoundTrip(t *testing.T) {
	tests := []struct {
		in, out string
	}{
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ""},
		{"rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3", ""},
		// An en-passant square no pawn can use is dropped.
		{"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"},
		// Move counters are optional on input.
		{"4k3/8/8/8/8/8/8/4K3 w - -", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"},
		// Chess960: X-FEN letters for the outermost rooks, Shredder letters
		// for an inner one.
		{"rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w CAca - 0 1", "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1"},
		{"r1k1r2q/p1ppp1pp/8/8/8/8/P1PPP1PP/R1K1R2Q w KQkq - 0 1", ""},
		{"1r2k1rr/8/8/8/8/8/8/1R2K1RR w Gg - 0 1", ""},
	}
	for _, tt := range tests {
		p := mustFEN(t, tt.in)
		want := tt.out
		if want == "" {
			want = tt.in
		}
		if got := p.FEN(); got != want {
			t.Errorf("FEN(%q) = %q, want %q", tt.in, got, want)
		}
	}
	p := mustFEN(t, "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1")
	if got, want := p.ShredderFEN(), "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w CAca - 0 1"; got != want {
		t.Errorf("ShredderFEN = %q, want %q", got, want)
	}
	if !p.Chess960() {
		t.Error("Chess960 castling letters did not mark the position as Chess960")
	}
}

// TestFENSuiteRoundTrip writes every position of the shared suites back and
// reads it again.
func TestFENSuiteRoundTrip(t *testing.T) {
	for _, rel := range []string{"testdata/perft/chess960.perft", "testdata/perft/random.perft", "testdata/perft/tricky.perft"} {
		for _, c := range readPerftSuite(t, rel) {
			p := mustFEN(t, c.fen)
			back := mustFEN(t, p.FEN())
			if back.FEN() != p.FEN() || back.Key() != p.Key() {
				t.Errorf("%s: %s → %s → %s", c.id, c.fen, p.FEN(), back.FEN())
			}
			// X-FEN cannot tell a Chess960 position with the king on e1 and
			// rooks in the corners from standard chess; Shredder letters can.
			shredder := mustFEN(t, p.ShredderFEN())
			if p.Chess960() && p.CastlingRooks() != 0 && !shredder.Chess960() {
				t.Errorf("%s: Chess960 lost in %s", c.id, p.ShredderFEN())
			}
			if strings.HasSuffix(rel, "chess960.perft") {
				if got := strings.Fields(p.ShredderFEN())[2]; got != strings.Fields(c.fen)[2] {
					t.Errorf("%s: Shredder castling %s, want %s", c.id, got, strings.Fields(c.fen)[2])
				}
			}
		}
	}
}

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

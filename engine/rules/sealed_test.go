package rules

import (
	"testing"

	"arbiter/engine"
)

// TestInterpretSealed follows the worked examples of the 1953 code (§23),
// in Estonian letters (O bishop, R knight, L queen, V rook).
func TestInterpretSealed(t *testing.T) {
	tests := []struct {
		name, fen, text string
		want            SealedStatus
		move            string // the move meant, from-to, when one is
	}{
		{"clear", "6k1/8/8/8/8/8/8/1B2K3 w - - 0 40", "Ob1—f5", SealedClear, "b1f5"},
		{"bishop can reach g6 and h7: ambiguous", "6k1/8/8/8/8/8/8/1B2K3 w - - 0 40", "Ob1—g7", SealedAmbiguous, ""},
		{"knight e7 moves on the f-file only to f5", "4k3/4N3/8/8/8/8/8/4K3 w - - 0 40", "Re7—f4", SealedSlip, "e7f5"},
		{"another knight reaches f4: ambiguous", "4k3/4N3/8/8/8/3N4/8/4K3 w - - 0 40", "Re7—f4", SealedAmbiguous, ""},
		{"queen from c7, written d7", "4k3/2Q5/8/8/8/8/8/4K3 w - - 0 40", "Ld7—f4", SealedSlip, "c7f4"},
		{"no rook can get there: illegal", "6k1/8/8/8/8/8/8/1B2K3 w - - 0 40", "Vb1—b5", SealedIllegal, ""},
		{"scrawl: illegible", "6k1/8/8/8/8/8/8/1B2K3 w - - 0 40", "O??", SealedIllegible, ""},
		{"pawn move in full notation", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 40", "e2—e4", SealedClear, "e2e4"},
	}
	for _, tt := range tests {
		p, err := engine.FromFEN(tt.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, got := InterpretSealed(p, tt.text, engine.Estonian)
		if got != tt.want {
			t.Errorf("%s: %s = %s, want %s", tt.name, tt.text, got, tt.want)
			continue
		}
		if tt.move != "" && m.From().String()+m.To().String() != tt.move {
			t.Errorf("%s: %s means %s%s, want %s", tt.name, tt.text, m.From(), m.To(), tt.move)
		}
	}
}

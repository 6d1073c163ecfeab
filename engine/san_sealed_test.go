package engine

import "testing"

// TestReadSealedMove uses the examples of the 1953 code, §23.
func TestReadSealedMove(t *testing.T) {
	tests := []struct {
		name, fen, text string
		want            string // UCI, or the message key of the error
		exact           bool
	}{
		{"legal as written", "7k/4N3/8/8/8/8/8/6K1 w - - 0 1", "Re7—f5", "e7f5", true},
		{"knight can reach the f-file only on f5", "7k/4N3/8/8/8/8/8/6K1 w - - 0 1", "Re7—f4", "e7f5", false},
		{"another knight could go to f4", "7k/4N3/8/8/8/3N4/8/6K1 w - - 0 1", "Re7—f4", "notation.move.ambiguous", false},
		{"queen set down on f4 from the wrong square", "7k/2Q5/8/8/8/8/8/6K1 w - - 0 1", "Ld7—f4", "c7f4", false},
		{"bishop could go to g6 or h7", "k7/8/8/8/8/8/8/1B4K1 w - - 0 1", "Ob1—g7", "notation.move.ambiguous", false},
		{"nothing fits", "k7/8/8/8/8/8/8/1B4K1 w - - 0 1", "Ra1—b3", "notation.move.illegal", false},
		{"short notation is not corrected", "7k/4N3/8/8/8/8/8/6K1 w - - 0 1", "Rf4", "notation.move.illegal", false},
		{"unreadable", "7k/4N3/8/8/8/8/8/6K1 w - - 0 1", "Rz9", "notation.move.syntax", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := mustFEN(t, tt.fen)
			m, exact, err := p.ReadSealedMove(tt.text, Estonian)
			checkParse(t, "ReadSealedMove", tt.text, m, err, tt.want)
			if err == nil && exact != tt.exact {
				t.Errorf("exact = %v, want %v", exact, tt.exact)
			}
		})
	}
}

package cli

import (
	"strings"
	"testing"
)

// TestIntendedMoveInTheUsersLetters_9_2_1_1: without --lang, the move a
// claim is by is read in the piece letters of the user's language (a
// Finnish or Estonian R is a knight, ratsu) and echoed in them; a text
// that English letters read as another legal move is refused naming both
// readings, not guessed. The knights' repetition was found "only once",
// Rg8 read as a rook move and echoed as a knight's.
func TestIntendedMoveInTheUsersLetters_9_2_1_1(t *testing.T) {
	dir := t.TempDir()
	black := writeInput(t, dir, "black.pgn", "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 *\n")
	white := writeInput(t, dir, "white.pgn", "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *\n")
	for _, c := range []struct {
		lang string
		code int
		want []string
		not  []string
		args []string
	}{
		// R is a rook's letter in English, and the h8 rook can go to g8.
		{"fi", 2, []string{"Rg8", "Rf6—g8", "Th8—g8", "--lang"}, nil, []string{"claim", "--pgn", black, "--kind", "threefold", "--intended", "Rg8"}},
		{"et", 2, []string{"Rg8", "--lang"}, nil, []string{"ruling", "claim-threefold", "--pgn", black, "--player", "black", "--intended-move", "Rg8"}},
		// Stated, the language's letters alone are read.
		{"fi", 0, []string{"aiheellinen", "2...Rg8", "4...Rg8"}, []string{"Ng8", "kerran"}, []string{"claim", "--pgn", black, "--kind", "threefold", "--intended", "Rg8", "--lang", "fi"}},
		// No rook can go to f3: the knight's move is the only reading.
		{"fi", 0, []string{"aiheellinen", "1.Rf3", "5.Rf3"}, []string{"Nf3"}, []string{"claim", "--pgn", white, "--kind", "threefold", "--intended", "Rf3"}},
		{"et", 0, []string{"Tulemus: ½–½"}, nil, []string{"ruling", "claim-threefold", "--pgn", white, "--player", "white", "--intended-move", "Rf3"}},
		// A sealed move is ruled on as the event's notation reads it: the
		// two readings differing, it is refused, not ruled illegible.
		{"fi", 2, []string{"Nf3", "--lang", "1953 §20"}, nil, []string{"ruling", "sealed-move", "--pgn", white, "--player", "white", "--sealed", "Nf3"}},
		{"fi", 0, []string{"FIDE 2023, I.8"}, nil, []string{"ruling", "sealed-move", "--pgn", white, "--player", "white", "--sealed", "Nf3", "--lang", "en"}},
		// English letters no Finnish move reads stay English.
		{"fi", 0, []string{"aiheellinen", "4...Rg8"}, []string{"Ng8"}, []string{"claim", "--pgn", black, "--kind", "threefold", "--intended", "Ng8"}},
	} {
		t.Setenv("ARBITER_LANG", c.lang)
		out := runCLI(t, c.code, c.args...)
		for _, w := range c.want {
			if !strings.Contains(out, w) {
				t.Errorf("%s %v: %q, want %q", c.lang, c.args, out, w)
			}
		}
		for _, n := range c.not {
			if strings.Contains(out, n) {
				t.Errorf("%s %v: %q holds %q", c.lang, c.args, out, n)
			}
		}
	}
}

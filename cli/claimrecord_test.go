package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRuling_FIDE2023_9_2_1_1_I_1_1_ClaimByAMoveCheckedOnThePGN: with the
// record at hand a claim on a move not written first (9.2.1.1) and one by
// the sealed move (I.1.1) are judged on it, as a claim on the board is: a
// --correct the record refutes is refused in the user's language, naming
// the option and what the record shows, never taken as stated; left out,
// the record finds the claim incorrect (9.5.3), and a repeating move
// correct (9.5.2). On move, the claim needs its move.
func TestRuling_FIDE2023_9_2_1_1_I_1_1_ClaimByAMoveCheckedOnThePGN(t *testing.T) {
	pgn := filepath.Join(t.TempDir(), "knights.pgn")
	// Black's Ng8 stands the start position a third time; e6 repeats nothing.
	game := "[Event \"x\"]\n[Result \"*\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 *\n"
	if err := os.WriteFile(pgn, []byte(game), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		kind string
		move []string // the claim's move: intended, or sealed
		args []string
	}{
		{"claim-unwritten", []string{"--intended-move"}, []string{"--move-made=false"}},
		{"sealed-claim", []string{"--sealed"}, []string{"--declared"}},
	} {
		base := append([]string{"ruling", c.kind, "--player", "black", "--pgn", pgn}, c.args...)
		wrong := append(append([]string{}, base...), c.move[0], "e6")
		for lang, word := range map[string]string{"en": "record", "fi": "pöytäkirja", "et": "partiikiri"} {
			msg := runCLI(t, 2, append(append([]string{}, wrong...), "--correct", "--lang", lang)...)
			if !strings.Contains(msg, "--correct") || !strings.Contains(msg, word) {
				t.Errorf("%s --correct refuted by the record, %s: %q", c.kind, lang, msg)
			}
		}
		if c.kind == "sealed-claim" {
			if out := runCLI(t, 0, wrong...); !strings.Contains(out, "9.5.3") || !strings.Contains(out, "incorrect") {
				t.Errorf("%s by a move repeating nothing: %q, want it incorrect (9.5.3)", c.kind, out)
			}
			right := append(append([]string{}, base...), c.move[0], "Ng8", "--correct")
			if out := runCLI(t, 0, right...); !strings.Contains(out, "9.5.2") || !strings.Contains(out, "½–½") {
				t.Errorf("%s by a repeating move: %q, want a draw (9.5.2)", c.kind, out)
			}
		}
		if msg := runCLI(t, 1, append(append([]string{}, base...), "--correct")...); !strings.Contains(msg, "give that move") {
			t.Errorf("%s on move without its move: %q", c.kind, msg)
		}
	}
	// White, not on move, made his move since: the record judges the claim
	// by it, and says he made it.
	msg := runCLI(t, 2, "ruling", "claim-unwritten", "--player", "white", "--correct", "--pgn", pgn)
	if !strings.Contains(msg, "--correct") {
		t.Errorf("claim-unwritten by the move made, refuted: %q", msg)
	}
	if out := runCLI(t, 0, "ruling", "claim-unwritten", "--player", "white", "--type", "standard", "--pgn", pgn); !strings.Contains(out, "9.5.3") {
		t.Errorf("claim-unwritten by the move made since: %q, want the claim of a player not on move (9.5.3)", out)
	}
	// The claim on the board: --correct refuted, refused alike.
	if msg := runCLI(t, 2, "ruling", "claim-threefold", "--player", "black", "--correct", "--pgn", pgn); !strings.Contains(msg, "--correct") {
		t.Errorf("claim-threefold --correct refuted by the record: %q", msg)
	}
}

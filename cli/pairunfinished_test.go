package cli

import (
	"strings"
	"testing"
)

// The refusal to pair over unfinished games names each game in words, by
// its round and board and its players, as the window's override box does;
// it named them "6.4 (round.board)".
func TestPairRefusalNamesGamesInWords(t *testing.T) {
	for _, tt := range []struct{ lang, game, nope string }{
		{"en", "round 6, board 4: ", "(round.board)"},
		{"fi", "kierros 6, pöytä 4: ", "(kierros.pöytä)"},
		{"et", "6. voor, 4. laud: ", "(voor.laud)"},
	} {
		t.Run(tt.lang, func(t *testing.T) {
			t.Setenv("ARBITER_LANG", tt.lang)
			file := demoFile(t) // round 6 paired, no result yet
			msg := runCLI(t, 1, "pair", file)
			if !strings.Contains(msg, tt.game) || strings.Contains(msg, tt.nope) || strings.Contains(msg, "6.4") {
				t.Errorf("refusal %q: want the game as %q", msg, tt.game)
			}
		})
	}
}

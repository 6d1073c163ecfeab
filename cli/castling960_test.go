package cli

import (
	"strings"
	"testing"
)

// TestChess960CastlingUnstatedRefused_II_3: a Chess960 castling ruled
// without --correct or --incorrect is refused naming the options, as a
// sealed move without its reading is, in the user's language; it was
// ruled illegal (the opponent two more minutes). --incorrect rules it
// illegal, --correct correct.
func TestChess960CastlingUnstatedRefused_II_3(t *testing.T) {
	for lang, want := range map[string]string{"en": "not stated", "fi": "ei ole ilmoitettu", "et": "pole märgitud"} {
		t.Setenv("ARBITER_LANG", lang)
		msg := runCLI(t, 1, "ruling", "chess960-castling", "--player", "white")
		if !strings.Contains(msg, want) || !strings.Contains(msg, "--correct") || !strings.Contains(msg, "--incorrect") {
			t.Errorf("%s: %q, want it refused naming --correct and --incorrect", lang, msg)
		}
	}
	t.Setenv("ARBITER_LANG", "en")
	runCLI(t, 1, "ruling", "chess960-castling", "--player", "white", "--correct", "--incorrect")
	if out := runCLI(t, 0, "ruling", "chess960-castling", "--player", "white", "--incorrect", "--type", "standard"); !strings.Contains(out, "Black +120 s") {
		t.Errorf("--incorrect: %q, want Black two more minutes", out)
	}
	if out := runCLI(t, 0, "ruling", "chess960-castling", "--player", "white", "--correct"); strings.Contains(out, "+120") {
		t.Errorf("--correct: %q, want no penalty", out)
	}
}

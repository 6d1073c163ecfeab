package cli

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"arbiter/engine/rules"
	"arbiter/i18n"
)

// rulingIn runs "arbiter ruling ARGS --lang LANG" with the user's own
// language English and returns its exit status, output and errors.
func rulingIn(t *testing.T, lang string, args ...string) (int, string, string) {
	t.Helper()
	t.Setenv("ARBITER_LANG", "en")
	return run(t, append(append([]string{"ruling"}, args...), "--lang", lang)...)
}

// TestRulingInTheEventsLanguage: "arbiter ruling --lang fi|et" tells every
// kind's ruling, under every ruleset side by side, in that language, as
// the user's own language would, and nothing of it in English but the
// citations' article numbers; its errors and its --help are in it too.
func TestRulingInTheEventsLanguage(t *testing.T) {
	// A sealed move is ruled on as written (I.8), read against the game.
	game := filepath.Join(t.TempDir(), "g.pgn")
	if err := os.WriteFile(game, []byte("1. e4 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"fi", "et"} {
		for _, k := range rules.Kinds() {
			args := comparedKind(k, game)
			_, en, _ := rulingIn(t, "en", args...)
			code, got, errOut := rulingIn(t, lang, args...)
			if code != 0 {
				t.Fatalf("%s %v: exit %d: %s", lang, args, code, errOut)
			}
			// The same ruling in the user's own language, without --lang.
			t.Setenv("ARBITER_LANG", lang)
			if _, want, _ := run(t, append([]string{"ruling"}, args...)...); got != want {
				t.Errorf("%s %s: --lang %s tells\n%s\nthe user's own language\n%s", lang, k, lang, got, want)
			}
			enLines := strings.Split(en, "\n")
			for _, l := range strings.Split(got, "\n") {
				if strings.TrimSpace(l) != "" && slices.Contains(enLines, l) && !citation(l) {
					t.Errorf("%s %s: %q is the English text", lang, k, l)
				}
			}
		}
		// The errors: a value, an option the kind does not read, a ruleset,
		// a sealed move without the record.
		for _, args := range [][]string{
			{"flag-fall", "--player", "green"},
			{"flag-fall", "--sealed", "Nf3"},
			{"flag-fall", "--ruleset", "FIDE1999"},
			{"sealed-move", "--sealed", "Nf3"},
			{"flag-fall", "--type", "bullet"},
			{"--player", "white"},
		} {
			_, _, en := rulingIn(t, "en", args...)
			code, _, got := rulingIn(t, lang, args...)
			first := func(s string) string { return strings.SplitN(s, "\n", 2)[0] }
			if code == 0 || got == "" || first(got) == first(en) {
				t.Errorf("%s %v: exit %d, %q; want it refused in %s, not %q", lang, args, code, got, lang, en)
			}
		}
		// --help: the options' meanings are the catalogue's in that language.
		_, help, _ := rulingIn(t, lang, "touch-move", "--help")
		cat := i18n.For(i18n.Lang(lang))
		for _, key := range []string{"app.opt.touch", "app.opt.ruling.player", "app.opt.ruling.lang", "app.help.options"} {
			if !strings.Contains(help, cat.T(key)) {
				t.Errorf("%s: --help lacks %s (%q):\n%s", lang, key, cat.T(key), help)
			}
		}
	}
}

// citation reports whether a line of a ruling is its citation, the
// ruleset's name and the articles, which no language translates.
func citation(line string) bool {
	for _, id := range rules.IDs() {
		if r, _ := rules.Get(id); strings.HasPrefix(line, r.Name+", ") {
			return true
		}
	}
	return false
}

// comparedKind is the command line that compares kind k across the
// rulesets with what the kind must be told stated: the sealed move of
// game unreadable, a Chess960 castling incorrect, how late a player came.
func comparedKind(k rules.IncidentKind, game string) []string {
	args := []string{string(k), "--compare", "--type", "standard"}
	switch k {
	case rules.KindSealedMove:
		args = append(args, "--pgn", game, "--sealed", "?")
	case rules.KindChess960Castling:
		args = append(args, "--incorrect")
	case rules.KindLateness:
		args = append(args, "--late", "45m", "--player", "white")
	case rules.KindBothAbsent:
		args = append(args, "--late", "45m")
	}
	return args
}

package cli

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"arbiter/i18n"
	"arbiter/internal/testtext"
)

func TestAnalyseAndClaimCommands(t *testing.T) {
	dir := t.TempDir()
	pgn := writeInput(t, dir, "game.pgn", "[Event \"test\"]\n[Result \"*\"]\n\n"+knightsBlackToMove)
	empty := writeInput(t, dir, "empty.pgn", "")
	t.Setenv("ARBITER_LANG", "en")
	tests := []struct {
		args []string
		want []string
		code int
	}{
		{[]string{"analyse", "--fen", "8/8/4k3/8/3nK3/8/8/8 w - - 0 1", "--json"},
			[]string{`"white": "cannot-mate"`, `"black": "cannot-mate"`, `"outcome": "dead"`}, 0},
		{[]string{"analyse", "--fen", "2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1", "--ruleset", "FIDE2014", "--json"},
			[]string{`"outcome": "dead"`, `"article": "5.2.b"`}, 0},
		{[]string{"analyse", "--fen", "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1"}, []string{"White: can checkmate", "checkmate"}, 0},
		{[]string{"claim", "--pgn", pgn, "--kind", "threefold", "--intended", "Ng8", "--json"},
			[]string{`"valid": true`, `"9.2.1.1"`, `"after": "4...Ng8"`}, 0},
		{[]string{"claim", "--pgn", pgn, "--kind", "threefold", "--type", "standard", "--json"}, []string{`"valid": false`, `"9.2.1.2"`}, 0},
		{[]string{"claim", "--pgn", pgn, "--kind", "fifty", "--ruleset", "USSR1953"}, []string{"§18f"}, 0},
		{[]string{"claim", "--pgn", pgn, "--kind", "threefold", "--type", "standard"}, []string{"after 2.Ng1", "after 4.Ng1"}, 0},
		{[]string{"claim", "--pgn", empty, "--kind", "fifty"}, []string{"empty.pgn holds no game"}, 1},
		{[]string{"claim", "--pgn", pgn, "--kind", "fifty", "--game", "2"}, []string{"holds 1 game; there is no game 2"}, 2},
		{[]string{"analyse"}, []string{"--fen"}, 2},
		{[]string{"analyse", "--fen", "8/8/4k3/8/3nK3/8/8/8 w - - 0 1", "--budget", "126322081"}, []string{"--budget 126322081", "at most 126322080"}, 2},
		{[]string{"analyse", "--fen", "8/8/4k3/8/3nK3/8/8/8 w - - 0 1", "--budget", "126322080"}, []string{"cannot checkmate"}, 0},
		{[]string{"analyse", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"}, []string{"king"}, 1},
		{[]string{"claim", "--pgn", pgn, "--kind", "perpetual"}, []string{"threefold or fifty"}, 2},
		{[]string{"claim", "--pgn", pgn, "--kind", "threefold", "--ruleset", "FIDE1900"}, []string{"--ruleset"}, 2},
	}
	for _, tt := range tests {
		code, out, errOut := run(t, tt.args...)
		text := out + errOut
		for _, w := range tt.want {
			if code != tt.code || !strings.Contains(text, w) {
				t.Errorf("%v: code %d, output %q; want code %d containing %q", tt.args, code, text, tt.code, w)
			}
		}
	}
}

// TestClaimUsageNamesEveryOption_C_3: `arbiter claim`'s usage line names
// every option it reads, --lang among them: the notation the written move
// is read in (C.3: "pelaaja on oikeutettu käyttämään sitä kirjainta, joka
// on yleisesti käytetty hänen kotimaassaan"), which the line left out.
func TestClaimUsageNamesEveryOption_C_3(t *testing.T) {
	help := runCLI(t, 0, "claim", "--help")
	usage := help[:strings.Index(help, "\n")]
	options := regexp.MustCompile(`(?m)^\s+-{1,2}([a-z][a-z-]*)`).FindAllStringSubmatch(help, -1)
	if len(options) < 5 {
		t.Fatalf("only %d options read from\n%s", len(options), help)
	}
	for _, o := range options {
		if !strings.Contains(usage, "--"+o[1]) {
			t.Errorf("claim's usage %q does not name --%s", usage, o[1])
		}
	}
}

// TestClaimReadsTheTypeFromTheControl: "arbiter claim" reads the game
// type from --control as "arbiter ruling" does, names it as the ruling
// does, and says the time an incorrect claim gives the opponent: a minute
// in a 3+2 game, two in a 90+30 one, as the ruling of the same claim gives.
func TestClaimReadsTheTypeFromTheControl(t *testing.T) {
	pgn := writeInput(t, t.TempDir(), "game.pgn", "[Event \"test\"]\n[Result \"*\"]\n\n"+knightsBlackToMove)
	t.Setenv("ARBITER_LANG", "en")
	claim := []string{"claim", "--pgn", pgn, "--kind", "threefold"} // Black claims, on move, too early
	for _, c := range []struct {
		control, text, json, gameType string
	}{
		{"3+2", "Time: White +1:00", `"white": 60`, `Game type: Blitz (from the time control 3'+2")`},
		{"90+30", "Time: White +2:00", `"white": 120`, `Game type: Standard (from the time control 90'+30")`},
	} {
		out := runCLI(t, 0, append(claim, "--control", c.control)...)
		testtext.SaysEach(t, "claim --control "+c.control, out, c.text, c.gameType)
		if out := runCLI(t, 0, append(claim, "--control", c.control, "--json")...); !strings.Contains(out, c.json) {
			t.Errorf("claim --control %s --json:\n%s\nwant %q", c.control, out, c.json)
		}
		ruling := runCLI(t, 0, "ruling", "claim-threefold", "--pgn", pgn, "--player", "black", "--control", c.control)
		if !strings.Contains(ruling, c.text) {
			t.Errorf("ruling --control %s gives otherwise:\n%s", c.control, ruling)
		}
	}
	// Without a type or a control the claim the type would rule otherwise
	// is refused, as before.
	runCLI(t, 1, claim...)
	if msg := runCLI(t, 1, append(claim, "--control", "three minutes")...); !strings.Contains(msg, "three minutes") {
		t.Errorf("claim --control \"three minutes\": %q", msg)
	}
}

// TestIntendedMoveInTheUsersLetters_9_2_1_1: without --lang, the move a
// claim is by is read in the piece letters of the user's language (a
// Finnish or Estonian R is a knight, ratsu) and echoed in them; a text
// that English letters read as another legal move is refused naming both
// readings, not guessed. The knights' repetition was found "only once",
// Rg8 read as a rook move and echoed as a knight's.
func TestIntendedMoveInTheUsersLetters_9_2_1_1(t *testing.T) {
	dir := t.TempDir()
	black := writeInput(t, dir, "black.pgn", knightsBlackToMove)
	white := writeInput(t, dir, "white.pgn", knightsWhiteToMove)
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
		testtext.SaysEach(t, fmt.Sprintf("%s %v", c.lang, c.args), out, c.want...)
		testtext.SaysNone(t, fmt.Sprintf("%s %v", c.lang, c.args), out, c.not...)
	}
}

// TestClaimAndAnalyseCiteAsRulings_9_2_1: `arbiter claim` and `arbiter
// analyse` cite the ruleset by the name a ruling gives it ("FIDE 2023,
// 9.2.1, …"), not by its code ("FIDE2023 9.2.1"), so that one fact reads
// alike at every front end.
func TestClaimAndAnalyseCiteAsRulings_9_2_1(t *testing.T) {
	t.Setenv("ARBITER_LANG", "fi")
	game := writeInput(t, t.TempDir(), "rep.pgn", knightsBlackToMove)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"claim", "--pgn", game, "--kind", "threefold", "--intended", "Ng8"}, "(FIDE 2023, 9.2.1, 9.2.1.1, 9.5.2)"},
		{[]string{"claim", "--pgn", game, "--kind", "fifty", "--ruleset", "FIDE2014", "--type", "standard"}, "(FIDE 2014, 9.3"},
		{[]string{"analyse", "--fen", "8/8/4k3/8/8/2K5/5N2/8 w - - 0 60"}, "(FIDE 2023, 5.2.2)"},
		{[]string{"analyse", "--fen", "8/8/4k3/8/8/2K5/5N2/8 w - - 0 60", "--ruleset", "FIDE2014"}, "(FIDE 2014, 5.2.b)"},
	} {
		if out := runCLI(t, 0, c.args...); !strings.Contains(out, c.want) {
			t.Errorf("%v: %q, want %s", c.args, out, c.want)
		}
	}
}

// TestAnalyseLinesBeginWithACapital: `arbiter analyse` prints each side's
// verdict and the outcome as lines of their own, each begun with a
// capital in every language ("valkea: …", "kuollut asema: …" were the
// catalogue's words for mid-sentence at a line's start).
func TestAnalyseLinesBeginWithACapital(t *testing.T) {
	inEachLang(t, func(lang i18n.Lang, _ *i18n.Catalog) {
		out := runCLI(t, 0, "analyse", "--fen", "8/8/4k3/8/8/2K5/5N2/8 w - - 0 60")
		for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
			if r, _ := utf8.DecodeRuneInString(l); !unicode.IsUpper(r) {
				t.Errorf("%s: %q does not begin with a capital", lang, l)
			}
		}
	})
}

// TestClaimOverTheClaimantsFlagFallenIsRuledAsTheFlag_6_8_6_9_A_5_5_B_3:
// Black, on move in unsupervised blitz under FIDE 2023, claims a
// repetition the record does not show, his own flag down on the clock.
// `arbiter claim` gave White a minute and play on; the arbiter sees the
// flag as he rules (A.5.5 by B.3, 6.8), so with --flag-down black the
// claim is answered as the game lost on time (6.9), as `arbiter ruling`
// answers it, and without it as before.
func TestClaimOverTheClaimantsFlagFallenIsRuledAsTheFlag_6_8_6_9_A_5_5_B_3(t *testing.T) {
	pgn := writeInput(t, t.TempDir(), "game.pgn", "[Event \"test\"]\n[Result \"*\"]\n\n"+knightsBlackToMove)
	t.Setenv("ARBITER_LANG", "en")
	for _, c := range []struct {
		flag []string
		want []string
	}{
		{nil, []string{`"result": "*"`, `"white": 60`, `"9.5.3"`}},
		{[]string{"--flag-down", "black"}, []string{`"result": "1-0"`, `"game_over": true`, `"white": 0`, `"6.9"`, `"A.5.5"`, `"B.3"`}},
	} {
		code, out, errOut := run(t, append([]string{"claim", "--pgn", pgn, "--kind", "threefold", "--type", "blitz", "--json"}, c.flag...)...)
		for _, w := range c.want {
			if code != 0 || !strings.Contains(out, w) {
				t.Errorf("claim %v: code %d, output %q %q; want %s", c.flag, code, out, errOut, w)
			}
		}
		code, text, errOut := run(t, append([]string{"claim", "--pgn", pgn, "--kind", "threefold", "--type", "blitz"}, c.flag...)...)
		if lost := strings.Contains(text, "lost on time"); code != 0 || lost != (c.flag != nil) {
			t.Errorf("claim %v: code %d, %q %q; want the loss on time said %v", c.flag, code, text, errOut, c.flag != nil)
		}
	}
}

// TestCorrectClaimWithAFlagDownSaysTheFlagAndTheRuleOfItsTime_6_8_9_5_2_1953_19:
// White claims a repetition the record shows, on move, his flag down on the
// clock. Under FIDE 2023 the draw stands, for the flag counts only once
// noticed or claimed (6.8) and the correct claim drew at once (9.5.2), and
// `arbiter claim` said nothing of the flag; it now cites 6.8 and says it,
// in text and in JSON. Under the 1953 code the overstepping counts from
// the flag's fall (§19): the claim answered "correct, §19" with no result;
// it is now answered as the game lost on time.
func TestCorrectClaimWithAFlagDownSaysTheFlagAndTheRuleOfItsTime_6_8_9_5_2_1953_19(t *testing.T) {
	pgn := writeInput(t, t.TempDir(), "game.pgn", "[Event \"test\"]\n[Result \"*\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *\n")
	t.Setenv("ARBITER_LANG", "en")
	claim := []string{"claim", "--pgn", pgn, "--kind", "threefold", "--flag-down", "white"}
	code, text, errOut := run(t, append(claim, "--type", "blitz")...)
	if code != 0 || !strings.Contains(text, "6.8") || !strings.Contains(text, "counts as fallen only once") {
		t.Errorf("FIDE 2023: code %d, %q %q; want the draw's articles with 6.8 and the flag said", code, text, errOut)
	}
	code, out, errOut := run(t, append(claim, "--type", "blitz", "--json")...)
	for _, w := range []string{`"result": "1/2-1/2"`, `"rules.note.flag-down-claim-first"`, `"note_texts"`, "counts as fallen only once"} {
		if code != 0 || !strings.Contains(out, w) {
			t.Errorf("FIDE 2023 --json: code %d, %q %q; want %s", code, out, errOut, w)
		}
	}
	code, out, errOut = run(t, append(claim, "--ruleset", "USSR1953", "--json")...)
	for _, w := range []string{`"result": "0-1"`, `"game_over": true`, `"§19"`} {
		if code != 0 || !strings.Contains(out, w) {
			t.Errorf("1953 --json: code %d, %q %q; want %s", code, out, errOut, w)
		}
	}
}

// A claim checked on a record of no move (a blitz game nobody recorded:
// A.2) is refused, saying the arbiter establishes it and how to rule on his
// finding: the record shows nothing of it (9.5). "arbiter claim" printed
// an empty finding before the articles.
func TestClaimOnARecordOfNoMoveIsRefused_9_5(t *testing.T) {
	pgn := writeInput(t, t.TempDir(), "empty.pgn", "[Event \"blitz\"]\n[Result \"*\"]\n\n*\n")
	t.Setenv("ARBITER_LANG", "en")
	for _, kind := range []string{"threefold", "fifty"} {
		code, out, errs := run(t, "claim", "--pgn", pgn, "--kind", kind, "--control", "3+2")
		if code == 0 || !strings.Contains(errs, "records no move of the game") || !strings.Contains(errs, "--correct") {
			t.Errorf("claim --kind %s on no move: exit %d\n%s%s", kind, code, out, errs)
		}
	}
}

package cli

import (
	"strings"
	"testing"
)

// Records played on after the rules ended them (FIDE 9.6.1, 9.6.2, 5.2.2;
// USSR 1953 §18a), as PGN.
const (
	fivefoldThenMatePGN = `[Event "x"]
[Result "0-1"]

1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 9. f3 e5 10. g4 Qh4# 0-1
`
	seventyFiveThenMatePGN = `[Event "x"]
[SetUp "1"]
[FEN "7k/8/8/6K1/8/8/8/R7 w - - 149 100"]
[Result "1-0"]

100. Kg6 Kg8 101. Ra8# 1-0
`
	deadThenMovesPGN = `[Event "x"]
[SetUp "1"]
[FEN "8/8/4k3/8/3nK3/8/8/5B2 w - - 0 1"]
[Result "*"]

1. Kxd4 Kd7 2. Bb5+ Kd6 *
`
)

// TestRecordEndedByRule_EveryReader: "arbiter ruling", "arbiter claim" and
// "arbiter pgn" each say the game ended at the move the rules ended it,
// with the result that gives, under each edition where the rule exists;
// under 1953, which has no fivefold or 75-move rule, the mate stands. The
// note writes the result as the ruling's own line does ("½–½").
func TestRecordEndedByRule_EveryReader(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	dir := t.TempDir()
	for _, c := range []struct {
		name, pgn, ruleset, move, article, result string
	}{
		{"FIDE2023_9_6_1_fivefold", fivefoldThenMatePGN, "FIDE2023", "8...Ng8", "9.6.1", "½–½"},
		{"FIDE2014_9_6_a_fivefold", fivefoldThenMatePGN, "FIDE2014", "8...Ng8", "9.6.a", "½–½"},
		{"USSR1953_no_fivefold", fivefoldThenMatePGN, "USSR1953", "", "§", "0–1"},
		{"FIDE2023_9_6_2_seventy_five", seventyFiveThenMatePGN, "FIDE2023", "100.Kg6", "9.6.2", "½–½"},
		{"FIDE2018_9_6_2_seventy_five", seventyFiveThenMatePGN, "FIDE2018", "100.Kg6", "9.6.2", "½–½"},
		{"USSR1953_no_seventy_five", seventyFiveThenMatePGN, "USSR1953", "", "§", "1–0"},
		{"FIDE2023_5_2_2_dead", deadThenMovesPGN, "FIDE2023", "1.Kxd4", "5.2.2", "½–½"},
		{"USSR1953_18a_material", deadThenMovesPGN, "USSR1953", "1.Kxd4", "§18a", "½–½"},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := writeInput(t, dir, c.name+".pgn", c.pgn)
			ended := "ended by rule at " + c.move
			says := func(reader, out string) {
				t.Helper()
				if c.move != "" && !strings.Contains(out, ended) {
					t.Errorf("%s: %q, want %q", reader, out, ended)
				}
				// The note writes the result as the ruling's line does:
				// it wrote "1/2-1/2" under "Result: ½–½".
				if c.move != "" && (!strings.Contains(out, "), "+c.result+".") || strings.Contains(out, "1/2-1/2")) {
					t.Errorf("%s: %q, want the result written %s", reader, out, c.result)
				}
				if c.move == "" && strings.Contains(out, "ended by rule") {
					t.Errorf("%s: %q names an end before the record's", reader, out)
				}
			}
			out := runCLI(t, 0, "ruling", "position", "--pgn", path, "--ruleset", c.ruleset)
			says("ruling", out)
			if !strings.Contains(out, "Result: "+c.result) || !strings.Contains(out, c.article) {
				t.Errorf("ruling: %q, want %s by %s", out, c.result, c.article)
			}
			out = runCLI(t, 0, "claim", "--pgn", path, "--kind", "threefold", "--ruleset", c.ruleset)
			says("claim", out)
			if c.move != "" && !strings.Contains(out, "Result: "+c.result) {
				t.Errorf("claim: %q, want the result %s", out, c.result)
			}
			says("pgn", runCLI(t, 0, "pgn", path, "--ruleset", c.ruleset))
		})
	}
}

// TestRuling_Resumption_PlayerIsTheAnsweringSide: --player of a
// resumption is the side that answers the sealed move, and its help, the
// refusal of an option it does not read and the ruling say so by name (FIDE 2023 I.10): a case written from a help
// that said "the side concerned" named the sealer and got the opposite
// winner.
func TestRuling_Resumption_PlayerIsTheAnsweringSide(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	help := runCLI(t, 0, "ruling", "resumption", "--help")
	if !strings.Contains(help, "the side that answers the sealed move (not the side that sealed it)") {
		t.Errorf("help: %q", help)
	}
	if other := runCLI(t, 0, "ruling", "flag-fall", "--help"); !strings.Contains(other, "the side concerned") {
		t.Errorf("flag-fall help: %q", other)
	}
	if refused := runCLI(t, 2, "ruling", "resumption", "--player", "white", "--touched"); !strings.Contains(refused, "--player is the side that answers the sealed move") {
		t.Errorf("refusal: %q", refused)
	}
	out := runCLI(t, 0, "ruling", "resumption", "--player", "black", "--late", "2h")
	if !strings.Contains(out, "Result: 1–0") || !strings.Contains(out, "The player who answers the sealed move (Black)") {
		t.Errorf("ruling: %q", out)
	}
	out = runCLI(t, 0, "ruling", "resumption", "--player", "black", "--sealer-late", "2h")
	if !strings.Contains(out, "Result: 0–1") || !strings.Contains(out, "The player who sealed (White)") {
		t.Errorf("sealer late: %q", out)
	}
}

// TestRuling_RulingsVII_HelpNamesTheSide: each new incident's --help says
// which side --player names and what its own options state, and the
// ruling cites the edition's article (FIDE 2023 4.1, 6.2.3, 9.2.1.1,
// I.1.1).
func TestRuling_RulingsVII_HelpNamesTheSide(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	for _, c := range []struct {
		kind, side, option, article string
		args                        []string
	}{
		{"claim-unwritten", "the side that claimed without writing the move", "--move-made", "9.2.1.1", nil},
		{"two-handed-move", "the side that made the move with two hands", "--clock-pressed", "7.5.4", []string{"--clock-pressed"}},
		{"clock-other-hand", "the side that pressed the clock with the other hand", "--player", "6.2.3", nil},
		{"sealed-claim", "the side that sealed the move and claims (not the side that answers it)", "--declared", "I.1.1", []string{"--declared", "--correct"}},
	} {
		help := runCLI(t, 0, "ruling", c.kind, "--help")
		if !strings.Contains(help, c.side) || !strings.Contains(help, c.option) {
			t.Errorf("%s --help: want %q and %s in\n%s", c.kind, c.side, c.option, help)
		}
		out := runCLI(t, 0, append([]string{"ruling", c.kind, "--player", "black", "--type", "standard"}, c.args...)...)
		if !strings.Contains(out, "FIDE 2023, ") || !strings.Contains(out, c.article) {
			t.Errorf("%s: %q, want %s", c.kind, out, c.article)
		}
	}
	if out := runCLI(t, 0, "ruling", "clock-other-hand", "--player", "white"); !strings.Contains(out, "12.9.1") {
		t.Errorf("clock-other-hand: the 12.9 penalties not listed:\n%s", out)
	}
}

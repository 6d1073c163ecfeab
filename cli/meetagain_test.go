package cli

import (
	"path/filepath"
	"strings"
	"testing"
)

// A team Swiss whose round-1 matches were both forfeited whole pairs the
// same teams again in round 3: right, as a match not played is no
// meeting (C.04.6 [C1]), and `pair` (text and --json's notes) and `check` say
// so, where they said nothing and the arbiter met a rematch the Swiss
// forbids.
func TestPairAndCheckSayTeamsMeetAgainAfterAForfeitedMatch(t *testing.T) {
	file := teamCup(t, 2, "Jyväskylän Shakki", "Lahden Shakki", "Oulun Shakki", "Porin Shakki")
	runCLI(t, 0, "pair", file)
	// 1 Jyväskylä – 3 Oulu and 4 Pori – 2 Lahti, each won by forfeit.
	runCLI(t, 0, "result", file, "--round", "1", "--match", "1", "+/-")
	runCLI(t, 0, "result", file, "--round", "1", "--match", "2", "+/-")
	runCLI(t, 0, "pair", file)
	// Round 2: 1 Jyväskylä ½–1½ 4 Pori, 3 Oulu 1–1 2 Lahti.
	for _, r := range [][3]string{{"1", "1", "0-1"}, {"1", "2", "1/2-1/2"}, {"2", "1", "1/2-1/2"}, {"2", "2", "1/2-1/2"}} {
		runCLI(t, 0, "result", file, "--round", "2", "--match", r[0], "--board", r[1], r[2])
	}
	const lahti = "Porin Shakki and Lahden Shakki meet again: their match of round 1 was not played, won on forfeits alone, and a match not played is no meeting (C.04.6 [C1])."
	const oulu = "Oulun Shakki and Jyväskylän Shakki meet again:"
	out := runCLI(t, 0, "pair", file)
	if !strings.Contains(out, "1. 4 Porin Shakki – 2 Lahden Shakki") || !strings.Contains(out, lahti) || !strings.Contains(out, oulu) {
		t.Errorf("pair of round 3 does not say the teams meet again after the forfeits:\n%s", out)
	}
	for verdict, args := range map[string][]string{"C.04.6 pairs it": {"check", file}, `"ok": true`: {"check", file, "--json"}} {
		if out := runCLI(t, 0, args...); !strings.Contains(out, verdict) || !strings.Contains(out, lahti) || !strings.Contains(out, oulu) {
			t.Errorf("%s of round 3 does not say the teams meet again:\n%s", strings.Join(args, " "), out)
		}
	}
	runCLI(t, 0, "unpair", file, "--round", "3")
	round := runJSON[struct {
		Notes []struct {
			Key  string         `json:"key"`
			Args map[string]any `json:"args"`
			Text string         `json:"text"`
		} `json:"notes"`
	}](t, "pair", file, "--json")
	if len(round.Notes) != 2 || round.Notes[0].Key != "event.meetagain.match" || round.Notes[0].Args["a"] != "Porin Shakki" ||
		round.Notes[0].Args["rounds"] != "1" || round.Notes[0].Args["article"] != "C.04.6 [C1]" || round.Notes[0].Text != lahti {
		t.Errorf("pair --json of round 3: notes %+v", round.Notes)
	}
}

// An individual Swiss whose round-1 games were both lost by both players
// (−/−) pairs them again in round 2, and `pair` says why, in text and in
// --json's notes.
func TestPairSaysPlayersMeetAgainAfterADoubleForfeit(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	file := filepath.Join(t.TempDir(), "open.arbiter")
	newEvent(t, file, []string{"--name", "Open", "--system", "swiss-dutch", "--rounds", "3"}, "Ahonen, Aino:2200", "Berg, Bo:2190", "Cederberg, Cai:2180", "Dahl, Dan:2170")
	runCLI(t, 0, "pair", file)
	runCLI(t, 0, "result", file, "--round", "1", "--board", "1", "-/-")
	runCLI(t, 0, "result", file, "--round", "1", "--board", "2", "-/-")
	const ahonen = "Aino Ahonen and Cai Cederberg meet again: their game of round 1 was not played, and a game not played is no meeting (C.04.1)."
	if out := runCLI(t, 0, "pair", file); !strings.Contains(out, ahonen) {
		t.Errorf("pair of round 2 does not say the players meet again after the double forfeit:\n%s", out)
	}
	runCLI(t, 0, "unpair", file, "--round", "2")
	round := runJSON[struct {
		Notes []struct {
			Key string `json:"key"`
		} `json:"notes"`
	}](t, "pair", file, "--json")
	if len(round.Notes) != 2 || round.Notes[0].Key != "event.meetagain.game" {
		t.Errorf("pair --json of round 2: notes %+v", round.Notes)
	}
}

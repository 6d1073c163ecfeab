package cli

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/i18n"
)

// TestTeamWithdrawnOnTheCommandLineIsLeftOutOfTheNextPairing: the arbiter
// withdraws a team of a team Swiss after round 1 with "team withdraw"
// (the round required, as of a player); the team list marks it,
// "pair" leaves it out of round 2 and names it as not paired, and the
// standings and the crosstable mark it as a withdrawn player. A team
// whose every player withdrew, the team not, is paired all the same, and
// the pairing says so. The TRF export keeps the withdrawal for an import.
// Taken back with "team reinstate", it is paired from the next round.
func TestTeamWithdrawnOnTheCommandLineIsLeftOutOfTheNextPairing(t *testing.T) {
	file := teamCup(t, 2, "Alfa", "Beta", "Gamma", "Delta", "Epsilon")
	runCLI(t, 0, "pair", file)
	teamRoundResult(t, file, 1, "1-0")
	runCLI(t, 2, "team", "withdraw", file, "--team", "Gamma")
	if out := runCLI(t, 1, "team", "withdraw", file, "--team", "Gamma", "--after-round", "2"); !strings.Contains(out, "only round 1 is paired") {
		t.Errorf("a withdrawal after a round not paired: %q", out)
	}
	if out := runCLI(t, 0, "team", "withdraw", file, "--team", "Gamma", "--after-round", "1"); !strings.Contains(out, "Gamma withdrew after round 1: the pairing leaves it out of every later round") {
		t.Errorf("team withdraw: %q", out)
	}
	if out := runCLI(t, 0, "team", "list", file); !strings.Contains(out, "Gamma (w/d)") || !strings.Contains(out, "withdrew after round 1") {
		t.Errorf("team list:\n%s", out)
	}
	// Exported and imported into a new file, the withdrawal comes back
	// (Arbiter's XXD record).
	trfFile := filepath.Join(t.TempDir(), "cup.trf")
	runCLI(t, 0, "export", "trf", file, "-o", trfFile)
	back := filepath.Join(t.TempDir(), "back.arbiter")
	runCLI(t, 0, "import", "trf", back, trfFile)
	if out := runCLI(t, 0, "team", "list", back); !strings.Contains(out, "Gamma (w/d)") {
		t.Errorf("the exported event imported again has Gamma in play:\n%s", out)
	}
	for _, table := range []string{"standings", "crosstable"} {
		if out := runCLI(t, 0, table, file); !strings.Contains(out, "Gamma (w/d)") || !strings.Contains(out, "(w/d) withdrew from the event.") {
			t.Errorf("%s without the withdrawn team's mark:\n%s", table, out)
		}
	}
	for _, id := range playersOf(t, file, "Delta") {
		runCLI(t, 0, "player", "withdraw", file, "--id", fmt.Sprint(id), "--after-round", "1")
	}
	out := runCLI(t, 0, "pair", file)
	matches, unpaired, _ := strings.Cut(out, "Not paired")
	if strings.Contains(matches, "Gamma") || !strings.Contains(unpaired, "Gamma") || !strings.Contains(unpaired, "withdrew after round 1") {
		t.Errorf("round 2 with Gamma withdrawn:\n%s", out)
	}
	if !strings.Contains(out, "Delta: every one of its players has withdrawn, but the team has not, so it is paired") {
		t.Errorf("round 2 says nothing of Delta, paired with no player left:\n%s", out)
	}
	if out := runCLI(t, 0, "team", "reinstate", file, "--team", "Gamma"); !strings.Contains(out, "Gamma is back in the event from round 3") {
		t.Errorf("team reinstate: %q", out)
	}
	runCLI(t, 1, "team", "reinstate", file, "--team", "Gamma")
}

// playersOf are the ids of the players whose names hold team's, as
// player list gives them.
func playersOf(t *testing.T, file, team string) []int64 {
	t.Helper()
	var out []int64
	for _, p := range runJSON[[]struct {
		ID   int64  `json:"id"`
		Name string `json:"name"`
	}](t, "player", "list", file, "--json") {
		if strings.Contains(p.Name, team) {
			out = append(out, p.ID)
		}
	}
	if len(out) == 0 {
		t.Fatalf("no player of %s", team)
	}
	return out
}

// TestTeamWithdrawnFromARoundRobinLosesItsLaterMatchesByForfeit: in a team
// round robin the arbiter withdraws a team after round 1; the table still
// pairs it in round 2, its boards empty and lost by forfeit, and the
// pairing says why, as an individual round robin keeps a withdrawn
// player's games in its table.
func TestTeamWithdrawnFromARoundRobinLosesItsLaterMatchesByForfeit(t *testing.T) {
	file := filepath.Join(t.TempDir(), "league.arbiter")
	runCLI(t, 0, "new", file, "--name", "League", "--system", "team-round-robin", "--boards", "2")
	addTeams(t, file, "%s, Board %d", 2, nil, "Alfa", "Beta", "Gamma", "Delta")
	runCLI(t, 0, "draw", file, "--seats", "Alfa,Beta,Gamma,Delta")
	runCLI(t, 0, "pair", file)
	teamRoundResult(t, file, 1, "1/2-1/2")
	if out := runCLI(t, 0, "team", "withdraw", file, "--team", "Gamma", "--after-round", "1"); !strings.Contains(out, "the round-robin table keeps it") {
		t.Errorf("team withdraw: %q", out)
	}
	out := runCLI(t, 0, "pair", file)
	if !strings.Contains(out, "3 Gamma withdrew after round 1: the table pairs it all the same") {
		t.Errorf("round 2 says nothing of Gamma:\n%s", out)
	}
	for _, line := range strings.Split(out, "\n") {
		if strings.Contains(line, "Gamma, Board") || strings.Contains(line, "Board") && strings.Contains(line, "Gamma") {
			t.Errorf("a Gamma player lined up after its withdrawal: %q", line)
		}
	}
	if n := strings.Count(out, "(empty)"); n != 2 {
		t.Errorf("round 2 has %d empty boards, want Gamma's two:\n%s", n, out)
	}
}

// TestTeamMatchWithOneSideEmptyComesBackFromItsTRFReport: in a team Swiss
// every player of Delta withdraws after round 1, the team not; round 2
// pairs Delta all the same, against Alfa, its boards empty and lost by
// forfeit. The event exported as a TRF report (of either edition) and
// imported into a new file keeps that match: Delta, White on board 1, against Alfa, every
// board Alfa's forfeit win, and the report the new file writes is the
// first one's.
func TestTeamMatchWithOneSideEmptyComesBackFromItsTRFReport(t *testing.T) {
	file := teamCup(t, 2, "Alfa", "Beta", "Gamma", "Delta")
	runCLI(t, 0, "pair", file)
	teamRoundResult(t, file, 1, "1/2-1/2")
	for _, id := range playersOf(t, file, "Delta") {
		runCLI(t, 0, "player", "withdraw", file, "--id", fmt.Sprint(id), "--after-round", "1")
	}
	runCLI(t, 0, "pair", file)
	for b := 1; b <= 2; b++ {
		runCLI(t, 0, "result", file, "--round", "2", "--match", "2", "--board", fmt.Sprint(b), "1-0")
	}
	before := runCLI(t, 0, "crosstable", file)
	if !strings.Contains(before, "Alfa   3w 1  4b 2") || !strings.Contains(before, "Delta  2w 1  1w 0") {
		t.Fatalf("round 2 is not Delta (White) against Alfa, Alfa winning both boards:\n%s", before)
	}
	for _, edition := range []string{"2026", "16"} {
		report := runCLI(t, 0, "export", "trf", file, "--trf-version", edition)
		trfFile := writeInput(t, t.TempDir(), "cup.trf", report)
		back := filepath.Join(t.TempDir(), "back.arbiter")
		runCLI(t, 0, "import", "trf", back, trfFile)
		if after := runCLI(t, 0, "crosstable", back); after != before {
			t.Errorf("TRF-%s: the crosstable imported again:\n%s\nwant:\n%s", edition, after, before)
		}
		if again := runCLI(t, 0, "export", "trf", back, "--trf-version", edition); again != report {
			t.Errorf("TRF-%s: the report of the file imported:\n%s\nwant:\n%s", edition, again, report)
		}
	}
}

// TestTeamWithdrawalAfterTheLastRoundRefused: a team Swiss of three
// rounds, all three paired: no match is left for a team to withdraw
// from, and a withdrawal after round 3, which was taken, only marked a
// team that played every match withdrawn. It is refused, as a player's
// is, and the team stays in the event.
func TestTeamWithdrawalAfterTheLastRoundRefused(t *testing.T) {
	file := teamCup(t, 2, "Alfa", "Beta", "Gamma", "Delta")
	for r := 1; r <= 3; r++ {
		runCLI(t, 0, "pair", file)
		teamRoundResult(t, file, r, "1-0")
	}
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		want := cat.T("teams.err.withdraw.last", "team", "Gamma", "round", 3)
		if out := runCLI(t, 1, "team", "withdraw", file, "--team", "Gamma", "--after-round", "3"); !strings.Contains(out, want) {
			t.Errorf("%s: a withdrawal after the last round: %q, want %q", lang, out, want)
		}
	})
	if out := runCLI(t, 0, "team", "list", file); strings.Contains(out, "(w/d)") {
		t.Errorf("a team withdrew:\n%s", out)
	}
}

package cli

import (
	"arbiter/cli/cmdline"
	"arbiter/internal/testdir"
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// checkTRFVerdict runs check-trf --json on path and returns the rounds it
// finds departing and its exit status.
func checkTRFVerdict(t *testing.T, path string) (cmdline.CheckTRFJSON, []int, int) {
	t.Helper()
	code, out, errOut := run(t, "check-trf", path, "--json")
	var got cmdline.CheckTRFJSON
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("check-trf --json %s: %v\n%s\n%s", path, err, out, errOut)
	}
	var departing []int
	for _, r := range got.Rounds {
		if !r.OK {
			departing = append(departing, r.Round)
		}
	}
	return got, departing, code
}

// check-trf, FIDE's free pairings checker, gives every round of a report
// bbpPairings' verdict (bbpPairings --dutch FILE -c, v6.0.0): of JaVaFo's
// manual's samples the rounds bbpPairings finds departing from the Dutch
// rules, and none of bbpPairings' own regression tests of the Dutch
// system; of the other programs' reports of the suite that bbpPairings
// reads and that name no other system, the rounds it finds departing
// (py4swiss's Dutch fixtures, its Dubov and Burstein ones and
// bbpPairings' Burstein test issue_15, read as Dutch without record 192,
// chesspairing's and CPPDubovSystem's); it exits 1 naming the first
// round that departs, 0 when none does.
func TestCheckTRFGivesBbpPairingsVerdicts(t *testing.T) {
	outside := filepath.Join("..", "tournament", "testdata", "outside")
	suite := filepath.Join("..", "tournament", "testdata", "suite")
	for _, c := range []struct {
		file string
		want []int
	}{
		{filepath.Join(outside, "javafo-gros_round5.trf"), []int{2, 4}},
		{filepath.Join(outside, "javafo-accelerated.trf"), []int{6, 9}},
		{filepath.Join(outside, "javafo-generated_18980522.trf"), []int{3, 9}},
		{filepath.Join(outside, "bbppairings-issue_7.trf"), nil},
		{filepath.Join(outside, "bbppairings-dutch_2025_C5.trf"), nil},
		{filepath.Join(outside, "bbppairings-dutch_2025_C9.trf"), nil},
		{filepath.Join(suite, "echecsjs-issue_15.trf"), []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}},
		{filepath.Join(suite, "py4swiss-burstein_late_entries.trf"), []int{4}},
		{filepath.Join(suite, "py4swiss-burstein_late_entries_black.trf"), []int{4}},
		{filepath.Join(suite, "py4swiss-dutch_e2_both_absolute_higher_favored.trf"), []int{2, 4}},
		{filepath.Join(suite, "py4swiss-dutch_e2_both_absolute_lower_favored.trf"), []int{2, 3, 4}},
		{filepath.Join(suite, "py4swiss-no_legal_pairings.trf"), []int{3}},
		{filepath.Join(suite, "py4swiss-no_legal_pairings_odd.trf"), []int{1, 2, 3}},
		{filepath.Join(suite, "py4swiss-dubov_bye_for_high_tpn.trf"), []int{1, 3}},
		{filepath.Join(suite, "gnutterts-basic.trf"), []int{1, 2}},
		{filepath.Join(suite, "gnutterts-bbp-8p5r-output.trf"), nil},
		{filepath.Join(suite, "cppdubov-issue4.trf"), nil},
		{filepath.Join(suite, "cppdubov-issue5.trf"), nil},
		{filepath.Join(suite, "cppdubov-issue7.trf"), []int{2, 3, 4}},
		{filepath.Join(suite, "cppdubov-issue8.trf"), []int{2, 3, 4, 5, 6, 7, 8}},
	} {
		got, departing, code := checkTRFVerdict(t, c.file)
		if !slices.Equal(departing, c.want) || got.OK != (c.want == nil) || got.System != "swiss-dutch" {
			t.Errorf("%s: rounds %v depart (ok %v, %s), bbpPairings finds %v", c.file, departing, got.OK, got.System, c.want)
		}
		if c.want == nil {
			if code != 0 {
				t.Errorf("%s: exit %d", c.file, code)
			}
			continue
		}
		if code != 1 || got.First != c.want[0] {
			t.Errorf("%s: exit %d, first %d", c.file, code, got.First)
		}
		msg := runCLI(t, 1, "check-trf", c.file)
		if want := "round " + itoa(c.want[0]) + " departs from the Dutch rules"; !strings.Contains(msg, want) {
			t.Errorf("%s: %q, want %q", c.file, msg, want)
		}
	}
}

// A report with one round altered is caught at that round, as bbpPairings
// catches it: bbpPairings' issue_7 test with the colours of player 1's
// game in round 5 exchanged.
func TestCheckTRFNamesTheRoundAltered(t *testing.T) {
	text := readOutside(t, filepath.Join("..", "tournament", "testdata", "outside", "bbppairings-issue_7.trf"))
	path := coloursExchanged(t, text, 5, "1")
	got, departing, code := checkTRFVerdict(t, path)
	if code != 1 || got.First != 5 || len(departing) == 0 || departing[0] != 5 {
		t.Errorf("exit %d, first %d, departing %v", code, got.First, departing)
	}
	if msg := runCLI(t, 1, "check-trf", path); !strings.Contains(msg, "round 5 departs from the Dutch rules") {
		t.Errorf("%q", msg)
	}
}

// A round robin's report is one check-trf and pair-trf do not judge: each
// exits 3, saying so, where a round found wrong exits 1
// (TestCheckTRFNamesTheRoundAltered), so that a script over a folder of
// reports tells "not checked" from "wrong"; both exited 1.
func TestTRFOfARoundRobinIsNotCheckedWithAStatusOfItsOwn(t *testing.T) {
	path := filepath.Join(t.TempDir(), "demo.trf")
	runCLI(t, 0, "export", "trf", demoFile(t), "-o", path)
	for _, cmd := range []string{"check-trf", "pair-trf"} {
		code, out, errOut := run(t, cmd, path)
		if want := "only the FIDE Swiss systems (dutch, dubov, burstein) are paired and checked"; code != 3 || out != "" || !strings.Contains(errOut, want) {
			t.Errorf("%s of a round robin: exit %d, %q %q, want 3 and %q", cmd, code, out, errOut, want)
		}
	}
}

// coloursExchanged writes the TRF report text, its line ends kept, with
// the colours of round's game of each player numbered players and of his
// opponent exchanged, to a file of the test's own, and returns its path.
func coloursExchanged(t *testing.T, text string, round int, players ...string) string {
	t.Helper()
	eol := "\n"
	switch {
	case strings.Contains(text, "\r\n"):
		eol = "\r\n"
	case strings.Contains(text, "\r"):
		eol = "\r"
	}
	lines := strings.Split(text, eol)
	colour := 91 + 10*(round-1) + 5 // the round's colour column
	var swap []string
	for _, n := range players {
		opponent := strings.TrimSpace(lines[playerLine(lines, n)][colour-5 : colour-1])
		for _, m := range []string{n, opponent} {
			if !slices.Contains(swap, m) {
				swap = append(swap, m)
			}
		}
	}
	for _, n := range swap {
		l := lines[playerLine(lines, n)]
		swapped := map[byte]string{'w': "b", 'b': "w"}[l[colour]]
		lines[playerLine(lines, n)] = l[:colour] + swapped + l[colour+1:]
	}
	return writeInput(t, t.TempDir(), "altered.trf", strings.Join(lines, eol))
}

// playerLine is the index of starting number n's player line.
func playerLine(lines []string, n string) int {
	for i, l := range lines {
		if strings.HasPrefix(l, "001") && len(l) > 8 && strings.TrimSpace(l[4:8]) == n {
			return i
		}
	}
	return -1
}

// check-trf checks a team report round by round by C.04.6, as pair-trf
// pairs one: every round of the reference engine's reports is its
// pairing (exit 0); a round altered by hand, the colours of one match
// exchanged, is caught at that round (exit 1, the round named), in JSON
// too.
func TestCheckTRFTeamReport(t *testing.T) {
	dir := filepath.Join("..", "tournament", "testdata", "teamswiss")
	for _, f := range []string{"event-01-8teams.trf", "typeb-event-01-8teams.trf", "forbid-event-01-8teams.trf"} {
		got, departing, code := checkTRFVerdict(t, filepath.Join(dir, f))
		if code != 0 || !got.OK || len(departing) > 0 || got.System != "team-swiss" || len(got.Rounds) < 3 {
			t.Errorf("%s: exit %d, ok %v, departing %v, system %s, %d rounds", f, code, got.OK, departing, got.System, len(got.Rounds))
		}
	}
	if out := runCLI(t, 0, "check-trf", filepath.Join(dir, "event-01-8teams.trf")); !strings.Contains(out, "Round 7 is paired as C.04.6 pairs it") {
		t.Errorf("%q", out)
	}
	// Round 3: Team 1 (players 1–4) against Team 6 (26–29), its colours
	// exchanged on every board.
	path := coloursExchanged(t, readOutside(t, filepath.Join(dir, "event-01-8teams.trf")), 3, "1", "2", "3", "4")
	got, departing, code := checkTRFVerdict(t, path)
	if code != 1 || got.OK || got.First != 3 || len(departing) == 0 || departing[0] != 3 {
		t.Errorf("altered: exit %d, first %d, departing %v", code, got.First, departing)
	}
	if f := got.Rounds[2].Findings; len(f) != 1 || !strings.Contains(f[0].Message, "Team 1 – Team 6 has its colours reversed") {
		t.Errorf("round 3's findings: %v", f)
	}
	if msg := runCLI(t, 1, "check-trf", path); !strings.Contains(msg, "round 3 departs from C.04.6") {
		t.Errorf("%q", msg)
	}
}

// A team report with a negative 299 record (a penalty of 1 match point,
// TRF-2026's points given outside the games) is read by import, pair-trf
// and check-trf, and its note names the penalty in every language: the
// plural of its count took a negative number and stopped every command.
// A record with a blank kind (the points' own sign) read "( -1", with a
// stray space; one of 1.0 points takes the singular.
func TestTeamReportWithPenaltyPointsIsRead(t *testing.T) {
	path := filepath.Join("..", "tournament", "testdata", "teams", "tiebreakserver-fideteam_nocolor-299.trf")
	text := testdir.Read(t, path)
	one := writeInput(t, t.TempDir(), "one.trf", strings.Replace(string(text), "299 +   2.0   2.0", "299 +   1.0   0.5", 1))
	for lang, want := range map[string][]string{
		"en": {"outside the games (-1 match point, 0 game points, round 2, teams 3)", "(+ 1 match point, 0.5 game points, round 5, teams 1, 2)"},
		"fi": {"annetut pisteet (-1 ottelupiste, 0 pelipistettä, kierroksella 2, joukkueet 3)", "(+ 1 ottelupiste, 0.5 pelipistettä, kierroksella 5, joukkueet 1, 2)"},
		"et": {"antud punktid (-1 matšipunkt, 0 partiipunkti, voorus 2, võistkonnad 3)", "(+ 1 matšipunkt, 0.5 partiipunkti, voorus 5, võistkonnad 1, 2)"},
	} {
		t.Setenv("ARBITER_LANG", lang)
		for _, args := range [][]string{
			{"check-trf", one},
			{"pair-trf", one, "--round", "7"},
			{"import", "trf", filepath.Join(t.TempDir(), "penalty.arbiter"), one},
		} {
			// import reports on its output what it read; the others, on
			// their errors', beside the pairing they print.
			code, out, errOut := run(t, args...)
			for _, w := range want {
				if code != 0 || !strings.Contains(out+errOut, w) {
					t.Errorf("%s %s: exit %d, %q %q, want %q", lang, args[0], code, out, errOut, w)
				}
			}
		}
	}
}

// A forfeit written without colours ("   4 - +", as FIDE's example
// report writes it) is judged on its pairing only, as bbpPairings'
// checker judges it (it takes the game for either colour): the report in
// the example's layout passes every round, where its round 3 was said to
// give White to the wrong player. The import says what it assumed, and
// the event it makes is checked alike.
func TestCheckTRFJudgesAForfeitWithoutColoursOnItsPairing(t *testing.T) {
	path := filepath.Join("..", "tournament", "testdata", "fide-example-layout.trf")
	got, departing, code := checkTRFVerdict(t, path)
	if code != 0 || !got.OK || len(departing) > 0 || len(got.Rounds) != 3 {
		t.Errorf("exit %d, ok %v, rounds %v depart of %d", code, got.OK, departing, len(got.Rounds))
	}
	if _, _, errOut := run(t, "check-trf", path); !strings.Contains(errOut, "a forfeit is written without colours (round: players, 3: 2 – 4)") {
		t.Errorf("no note of the forfeit: %q", errOut)
	}
	file := filepath.Join(t.TempDir(), "example.arbiter")
	runCLI(t, 0, "import", "trf", file, path)
	if out := runCLI(t, 0, "check", file, "--round", "3"); !strings.Contains(out, "Round 3 is the pairing the Dutch rules prescribe") {
		t.Errorf("check of the imported event: %q", out)
	}
}

// check and check-trf say each deviation in the reader's language: a
// Burstein report whose last round had its colours swapped was told in
// Finnish and Estonian as "[colour] C.04.4.2 5.2: …", the program's
// English id of the rule before the sentence (the window shows the
// sentence alone; --json's rule is the id, for programs).
func TestCheckTRFSaysNoRuleIdInTheReadersLanguage(t *testing.T) {
	dir := t.TempDir()
	made := filepath.Join(dir, "made.trf")
	runCLI(t, 0, "generate", "--system", "burstein", "--players", "12", "--rounds", "4", "--seed", "16", "-o", made)
	swapped := writeInput(t, dir, "swapped.trf", swapColours(string(testdir.Read(t, made)), 4))
	for _, lang := range []string{"en", "fi", "et"} {
		t.Setenv("ARBITER_LANG", lang)
		got, departing, _ := checkTRFVerdict(t, swapped)
		if !slices.Equal(departing, []int{4}) {
			t.Fatalf("%s: rounds departing %v, want [4]", lang, departing)
		}
		_, out, _ := run(t, "check-trf", swapped)
		for _, f := range got.Rounds[3].Findings {
			if !strings.Contains(out, f.Message) || strings.Contains(out, "["+f.Rule+"]") {
				t.Errorf("%s: finding %q (%s) said as\n%s", lang, f.Message, f.Rule, out)
			}
		}
	}
}

// swapColours gives every game of round r of a TRF report the other
// colours, each player's result kept.
func swapColours(report string, r int) string {
	lines := strings.Split(report, "\r")
	at := 91 + 10*(r-1)
	for i, l := range lines {
		if !strings.HasPrefix(l, "001") || len(l) < at+6 || strings.TrimSpace(l[at:at+4]) == "0000" {
			continue
		}
		c := map[byte]byte{'w': 'b', 'b': 'w'}[l[at+5]]
		if c != 0 {
			lines[i] = l[:at+5] + string(c) + l[at+6:]
		}
	}
	return strings.Join(lines, "\r")
}

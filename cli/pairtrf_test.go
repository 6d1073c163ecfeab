package cli

import (
	"arbiter/internal/testdir"
	"arbiter/internal/testevent"
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// readOutside reads a report of the outside suites for a test; a missing
// file fails it.
func readOutside(t *testing.T, path string) string {
	t.Helper()
	return string(testdir.Read(t, path))
}

// pairLines is pair-trf's output as a set of boards, the count first.
func pairLines(out string) string {
	return strings.TrimSpace(out)
}

// Record 192 decides the system pair-trf pairs by, as the import reads
// it: py4swiss's Burstein tournament with "192 FIDE_BURSTEIN" added is
// paired as --system burstein pairs the report without it, and as import,
// then pair pairs it; a --system naming another system is refused by the
// record's line. Without the record, --system decides.
func TestPairTRFPairsByRecord192(t *testing.T) {
	dir := t.TempDir()
	plain := filepath.Join("..", "tournament", "swiss", "testdata", "burstein", "burstein-010.trf")
	named := writeInput(t, dir, "named.trf", "192 FIDE_BURSTEIN\r\n"+readOutside(t, plain))
	want := runCLI(t, 0, "pair-trf", plain, "--round", "5", "--system", "burstein")
	if got := runCLI(t, 0, "pair-trf", named, "--round", "5"); got != want {
		t.Errorf("192 FIDE_BURSTEIN paired\n%s\nwant the Burstein pairing\n%s", got, want)
	}
	if dutch := runCLI(t, 0, "pair-trf", plain, "--round", "5"); dutch == want {
		t.Fatal("the Dutch pairs round 5 as the Burstein system: the test shows nothing")
	}
	if msg := runCLI(t, 2, "pair-trf", named, "--round", "5", "--system", "dutch"); !strings.Contains(msg, "--system dutch: line 1 of the report names the Swiss system (Burstein)") {
		t.Errorf("--system dutch against 192 FIDE_BURSTEIN: %q", msg)
	}
	if msg := runCLI(t, 2, "check-trf", named, "--system", "dubov"); !strings.Contains(msg, "line 1 of the report names") {
		t.Errorf("check-trf --system dubov against 192 FIDE_BURSTEIN: %q", msg)
	}
	// import, then pair: the same boards in the same numbers.
	file := filepath.Join(dir, "named.arbiter")
	runCLI(t, 0, "import", "trf", file, named)
	for r := len(testevent.Read(t, file).Rounds); r >= 5; r-- {
		runCLI(t, 0, "unpair", file, "--round", itoa(r), "--force")
	}
	if got := pairAsTRFLines(t, file); got != pairLines(want) {
		t.Errorf("import, then pair:\n%s\nwant pair-trf's\n%s", got, want)
	}
}

// C.04.4.1 1.1.1–1.1.2: every player of a Dubov event has a rating, the
// arbiter giving an unrated one a provisional rating; no door assumes
// one. py4swiss's fixture of five unrated players, which py4swiss pairs,
// is refused by pair-trf and check-trf by the Dubov system, and, named a
// Dubov event by record 192, by pair and check after import, each naming
// the player.
func TestDubovUnratedRefusedByEveryDoorC04041Art1_1(t *testing.T) {
	const refusal = "give player 1 Player 1 a provisional rating"
	path := filepath.Join("..", "tournament", "testdata", "suite", "py4swiss-dubov_bye_for_high_tpn.trf")
	for _, cmd := range []string{"pair-trf", "check-trf"} {
		if msg := runCLI(t, 1, cmd, path, "--system", "dubov"); !strings.Contains(msg, refusal) {
			t.Errorf("%s --system dubov: %q", cmd, msg)
		}
	}
	dir := t.TempDir()
	named := writeInput(t, dir, "dubov.trf", "192 FIDE_DUBOV\n"+readOutside(t, path))
	file := filepath.Join(dir, "dubov.arbiter")
	runCLI(t, 0, "import", "trf", file, named)
	for _, args := range [][]string{{"pair", file}, {"check", file}, {"check", file, "--round", "1"}} {
		if msg := runCLI(t, 1, args...); !strings.Contains(msg, refusal) {
			t.Errorf("%v: %q", args, msg)
		}
	}
}

// After a gap in a report's starting numbers (py4swiss's fixture numbers
// its players 1 to 6 and 8), `pair` prints the numbers the file holds, in
// text and in JSON, as pair-trf does: the bye is player 8's, not 7's.
func TestPairPrintsTheReportsNumbersAfterAGap(t *testing.T) {
	path := filepath.Join("..", "tournament", "testdata", "suite", "py4swiss-missing_starting_number.trf")
	if out := runCLI(t, 0, "pair-trf", path); !strings.Contains(out, "\n8 0\n") {
		t.Fatalf("pair-trf: %q", out)
	}
	dir := t.TempDir()
	text, js := filepath.Join(dir, "text.arbiter"), filepath.Join(dir, "json.arbiter")
	runCLI(t, 0, "import", "trf", text, path)
	runCLI(t, 0, "import", "trf", js, path)
	if out := runCLI(t, 0, "pair", text); !strings.Contains(out, "8  Player 8") || strings.Contains(out, "7  Player 8") {
		t.Errorf("pair prints\n%s", out)
	}
	paired := runJSON[roundJSON](t, "pair", js, "--json")
	if last := paired.Boards[len(paired.Boards)-1]; last.Bye != "pairing-allocated" || last.White.Number != 8 {
		t.Errorf("pair --json: the bye is %+v", last)
	}
}

// A line that ends early is read as TRF-2026 reads a blank cell, "0000 -
// Z": absences in the rounds it leaves blank, and the player paired in
// the round to pair, as bbpPairings pairs him. JaVaFo's accelerated
// sample cut before round 6 (player 25's line ends after round 1, 77's
// and 79's after round 4) is paired as bbpPairings 6 pairs it, board for
// board; read as withdrawals, the three were left out (41 boards).
func TestPairTRFReadsALineThatEndsEarlyAsTRF2026(t *testing.T) {
	want := readOutside(t, filepath.Join("testdata", "javafo-accelerated-cut6.pairs"))
	if got := runCLI(t, 0, "pair-trf", filepath.Join("testdata", "javafo-accelerated-cut6.trf")); got != want {
		t.Errorf("pair-trf:\n%s\nbbpPairings:\n%s", got, want)
	}
}

// A pairing program's input that leaves the names blank (Tornelo's
// JaVaFo input does) is read as the pairing programs read it: each
// nameless player named by his number, the import saying so by line, and
// paired alike by pair-trf and by import, then pair. A refusal of a
// player names his line: two records of one starting number.
func TestReportWithBlankNamesIsReadByNumber(t *testing.T) {
	dir := t.TempDir()
	line := func(n int, name string) string {
		return "001 " + padLeft(itoa(n), 4) + "      " + padRight(name, 33) + padLeft(itoa(2400-n), 4) + strings.Repeat(" ", 29) + " 0.0 " + padLeft(itoa(n), 4)
	}
	path := writeInput(t, dir, "blank.trf", strings.Join([]string{"012 Engine input", line(1, ""), line(2, ""), line(3, "Kask, Mari"), line(4, ""), "XXR 3", ""}, "\r"))
	out := runCLI(t, 0, "pair-trf", path)
	file := filepath.Join(dir, "blank.arbiter")
	notes := runCLI(t, 0, "import", "trf", file, path)
	if !strings.Contains(notes, `line 3: player 2 has no name; named "Player 2" here`) {
		t.Errorf("import's notes:\n%s", notes)
	}
	if paired := runCLI(t, 0, "pair", file); !strings.Contains(paired, "Player 2") || out != "2\n1 3\n4 2\n" && out != "2\n3 1\n2 4\n" {
		t.Errorf("pair-trf\n%s\npair\n%s", out, paired)
	}
	twice := writeInput(t, dir, "twice.trf", strings.Join([]string{"012 Engine input", line(1, "A"), line(2, "B"), line(2, "C"), "XXR 5", ""}, "\r"))
	if msg := runCLI(t, 1, "pair-trf", twice); !strings.Contains(msg, "line 4: start number 2 is on two player records") {
		t.Errorf("two records of number 2: %q", msg)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

func padLeft(s string, n int) string  { return strings.Repeat(" ", max(0, n-len(s))) + s }
func padRight(s string, n int) string { return s + strings.Repeat(" ", max(0, n-len(s))) }

// check-trf checks a team round robin's report by the Berger tables, as
// check judges the event imported; a team report names its system, so
// --system is refused by the line that names it.
func TestCheckTRFTeamRoundRobinReport(t *testing.T) {
	path := filepath.Join("..", "tournament", "testdata", "teams", "arbiter-rr5-start2025.trf")
	if out := runCLI(t, 0, "check-trf", path); strings.Count(out, "is the round-robin table's") != 5 {
		t.Errorf("%q", out)
	}
	if msg := runCLI(t, 2, "check-trf", path, "--system", "dubov"); !strings.Contains(msg, "names") {
		t.Errorf("--system dubov: %q", msg)
	}
}

// pair-trf on a team report pairs the round's matches as import, then
// pair does (C.04.6): cut at several rounds of team Swiss events paired
// by the reference engine (Gacrux), whose every round Arbiter's pair
// gives again (tournament/team's reference test), it prints that round's
// matches, the teams by their 310 numbers and the boards by the players'
// numbers of the report, White first; a pairing-allocated bye as "team 0".
func TestPairTRFTeamReportPairsMatches(t *testing.T) {
	for _, c := range []struct {
		file   string
		rounds []int
	}{
		{"event-01-8teams.trf", []int{1, 2, 4, 7}},
		{"typeb-event-05-11teams.trf", []int{2, 3, 5}},
		{"forbid-event-04-12teams.trf", []int{3, 6}},
	} {
		path := filepath.Join("..", "tournament", "testdata", "teamswiss", c.file)
		ev := testevent.ReadTeamTRF(t, path).Event
		for _, r := range c.rounds {
			// Each match a block of lines: the teams, then the boards;
			// the engine and Arbiter list the matches in orders of their own.
			var want []string
			for _, m := range ev.RoundMatches(r) {
				w, _ := ev.Team(m.White)
				block := fmt.Sprint(w.Seat, " 0")
				if b, ok := ev.Team(m.Black); ok {
					block = fmt.Sprint(w.Seat, " ", b.Seat)
				}
				for _, g := range ev.MatchGames(m) {
					block += fmt.Sprintf("\n  %d %d", g.White, g.Black)
				}
				want = append(want, block)
			}
			out := runCLI(t, 0, "pair-trf", path, "--round", fmt.Sprint(r))
			count, rest, _ := strings.Cut(strings.TrimSuffix(out, "\n"), "\n")
			got := strings.Split(strings.ReplaceAll("\n"+rest, "\n  ", "\t"), "\n")[1:]
			for i := range got {
				got[i] = strings.ReplaceAll(got[i], "\t", "\n  ")
			}
			slices.Sort(got)
			slices.Sort(want)
			if count != fmt.Sprint(len(want)) || !slices.Equal(got, want) {
				t.Errorf("%s round %d:\n%s\nwant %d matches:\n%s", c.file, r, out, len(want), strings.Join(want, "\n"))
			}
		}
	}
	// The same round as JSON.
	path := filepath.Join("..", "tournament", "testdata", "teamswiss", "event-01-8teams.trf")
	round := runJSON[struct {
		Round   int `json:"round"`
		Matches []struct {
			White, Black int
			Boards       [][2]int
		} `json:"matches"`
	}](t, "pair-trf", path, "--round", "3", "--json")
	if got := fmt.Sprint(round.Round, len(round.Matches), round.Matches[0].White, round.Matches[0].Black, round.Matches[0].Boards); got != "3 4 5 3 [[21 11] [12 22] [23 13] [14 24]]" {
		t.Errorf("round 3 as JSON: %s", got)
	}
	// A team report names its own system, by the system's name.
	if out := runCLI(t, 2, "pair-trf", path, "--system", "dutch"); !strings.Contains(out, "names the team Swiss system;") {
		t.Errorf("pair-trf --system dutch on a team report: %s", out)
	}
}

// An import says, in the user's language, what it took that the report
// does not write: bbpPairings' report of dutch_2025_C5 without its XXR
// line states no number of rounds, so the event ends with round 3, the
// last its lines reach (round 3 holds a bye asked for); py4swiss's
// too_many_results leaves five players' round 6 blank, one round, named
// in the singular.
func TestImportSaysTheRoundsItTookInEachLanguage(t *testing.T) {
	report := readOutside(t, filepath.Join("..", "tournament", "testdata", "outside", "bbppairings-dutch_2025_C5.trf"))
	unstated := strings.Replace(report, "XXR 3\n", "", 1)
	if unstated == report {
		t.Fatal("the report has no line XXR 3 to leave out")
	}
	blanks := filepath.Join("..", "tournament", "testdata", "suite", "py4swiss-too_many_results.trf")
	for _, c := range []struct{ lang, held, blank string }{
		{"en", "no record 142 or XXR states the number of rounds: the event ends with round 3, the last its players' lines reach", "player 1 Player 1: no entry in round 6; absent there,"},
		{"fi", "mikään tietue 142 tai XXR ei ilmoita kierrosten määrää: turnaus päättyy kierrokseen 3, viimeiseen", "pelaaja 1 Player 1: ei merkintää kierroksella 6; poissa, ilman pisteitä"},
		{"et", "ükski kirje 142 ega XXR ei teata voorude arvu: turniir lõpeb vooruga 3, viimasega", "mängija 1 Player 1: voorus 6 kanne puudub;"},
	} {
		t.Setenv("ARBITER_LANG", c.lang)
		dir := t.TempDir()
		file := filepath.Join(dir, "c5.arbiter")
		if out := runCLI(t, 0, "import", "trf", file, writeInput(t, dir, "c5.trf", unstated)); !strings.Contains(out, c.held) {
			t.Errorf("%s: import of a report without XXR says\n%s", c.lang, out)
		}
		if out := runCLI(t, 0, "import", "trf", filepath.Join(dir, "blanks.arbiter"), blanks); !strings.Contains(out, c.blank) {
			t.Errorf("%s: import of a report with round 6 blank says\n%s", c.lang, out)
		}
	}
}

// After a Lichess export is imported, the number the report gives a
// player names him to every command, by --id or by --seat: the export
// lists three of its 112 players out of their numbers' order (27 before
// 22, 34 before 28, 40 before 35), and the ids followed its lines, so
// that `player withdraw --id 27` withdrew the report's player 26, where
// `--seat 27` named its 27, and the arbiter was not told which.
func TestImportedLichessReportNamesEachPlayerByHisNumber(t *testing.T) {
	report := filepath.Join("..", "tournament", "testdata", "suite", "competichess-testLargeFile.trf")
	names := map[int]string{}
	for _, line := range strings.Split(readOutside(t, report), "\n") {
		if f := strings.Fields(line); len(f) > 2 && f[0] == "001" {
			n, err := strconv.Atoi(f[1])
			if err != nil {
				t.Fatalf("%s: %q", report, line)
			}
			names[n] = f[2]
		}
	}
	if len(names) != 112 {
		t.Fatalf("%s: %d players, want 112", report, len(names))
	}
	file := filepath.Join(t.TempDir(), "lichess.arbiter")
	runCLI(t, 0, "import", "trf", file, report)
	for _, n := range []int{22, 26, 27, 28, 34, 35, 40} {
		no := strconv.Itoa(n)
		if out := runCLI(t, 0, "player", "withdraw", file, "--id", no, "--after-round", "20"); !strings.HasPrefix(out, names[n]+" withdrew") {
			t.Errorf("player withdraw --id %d: %q, want the report's player %d, %s", n, out, n, names[n])
		}
		if out := runCLI(t, 0, "player", "reinstate", file, "--seat", no); !strings.HasPrefix(out, names[n]+" is back") {
			t.Errorf("player reinstate --seat %d: %q, want the report's player %d, %s", n, out, n, names[n])
		}
	}
}

// A report whose starting numbers leave a gap (1 to 6 and 8, as TRF
// allows) imported into a new file: the number names each player by --id
// and by --seat alike. The ids followed the numbers up to the gap only,
// so that --id 8 named no one where --seat 8 named player 8 (id 7).
func TestImportedReportWithAGapNamesEachPlayerByHisNumber(t *testing.T) {
	dir := t.TempDir()
	line := func(n int) string {
		return "001 " + padLeft(itoa(n), 4) + "      " + padRight("Player "+itoa(n), 33) + padLeft(itoa(2400-n), 4) + strings.Repeat(" ", 29) + " 0.0 " + padLeft(itoa(n), 4)
	}
	lines := []string{"012 Gap open"}
	for _, n := range []int{1, 2, 3, 4, 5, 6, 8} {
		lines = append(lines, line(n))
	}
	path := writeInput(t, dir, "gap.trf", strings.Join(append(lines, "XXR 5", ""), "\r"))
	file := filepath.Join(dir, "gap.arbiter")
	runCLI(t, 0, "import", "trf", file, path)
	for _, n := range []int{6, 8} {
		want := fmt.Sprintf("Saved Player %d (id %d)\n", n, n)
		if out := runCLI(t, 0, "player", "edit", file, "--seat", itoa(n), "--club", "SK"); out != want {
			t.Errorf("player edit --seat %d: %q, want %q", n, out, want)
		}
		if out := runCLI(t, 0, "player", "edit", file, "--id", itoa(n), "--title", "FM"); out != want {
			t.Errorf("player edit --id %d: %q, want %q", n, out, want)
		}
	}
}

// pairAsTRFLines pairs file's next round and writes it as pair-trf writes
// its pairing: the number of pairs, then "white black" a board and a
// pairing-allocated bye as "white 0", in the event's starting numbers.
func pairAsTRFLines(t *testing.T, file string) string {
	t.Helper()
	paired := runJSON[roundJSON](t, "pair", file, "--json")
	var lines []string
	for _, b := range paired.Boards {
		switch {
		case b.Black != nil:
			lines = append(lines, itoa(b.White.Number)+" "+itoa(b.Black.Number))
		case b.Bye == "pairing-allocated":
			lines = append(lines, itoa(b.White.Number)+" 0")
		}
	}
	return itoa(len(lines)) + "\n" + strings.Join(lines, "\n")
}

package cli

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testdir"
	"arbiter/internal/testtext"
	"arbiter/tournament"
)

// TestCorrectionAfterTheNextSwissRoundIsPairedSaysItStands: a Swiss
// result corrected once the next round is paired says that round was
// paired on the earlier result and its pairing stands (it said only
// "corrected", as if the scores the pairing used were mended too); a
// round robin's, whose table does not follow the scores, says nothing
// of it, nor does a correction in the last round paired.
func TestCorrectionAfterTheNextSwissRoundIsPairedSaysItStands(t *testing.T) {
	file := newOpenOfFour(t)
	runCLI(t, 0, "result", file, "--round", "1", "--board", "1", "1-0")
	runCLI(t, 0, "result", file, "--round", "1", "--board", "2", "0-1")
	if out := runCLI(t, 0, "result", file, "--round", "1", "--board", "2", "1-0"); strings.Contains(out, "already paired") {
		t.Errorf("a correction in the last round paired: %s", out)
	}
	runCLI(t, 0, "pair", file)
	out := runCLI(t, 0, "result", file, "--round", "1", "--board", "1", "½-½")
	if want := "Round 2 was paired on the earlier result: its pairing stands."; !strings.Contains(out, want) {
		t.Errorf("a correction after round 2 was paired:\n%s\nwant %q", out, want)
	}
	if out := runCLI(t, 0, "result", file, "--round", "1", "--board", "1", "*"); !strings.Contains(out, "Round 2 was paired on the earlier result") {
		t.Errorf("a result cleared after round 2 was paired:\n%s", out)
	}

	rr := demoFile(t)
	runCLI(t, 0, "result", rr, "--round", "1", "--board", "1", "1-0")
	if out := runCLI(t, 0, "result", rr, "--round", "1", "--board", "1", "0-1"); strings.Contains(out, "already paired") || strings.Contains(out, "was paired on") {
		t.Errorf("a round robin's correction: %s", out)
	}
}

// The same in a team Swiss: a board of round 1 changed once round 2 is
// paired says round 2 stands; a board given its first result does not.
func TestTeamCorrectionAfterTheNextRoundIsPairedSaysItStands(t *testing.T) {
	file := newTeamLeague(t)
	for m := 1; m <= 2; m++ {
		for b := 1; b <= 2; b++ {
			if out := runCLI(t, 0, "result", file, "--round", "1", "--match", fmt.Sprint(m), "--board", fmt.Sprint(b), "1-0"); strings.Contains(out, "was paired on") {
				t.Errorf("a first result: %s", out)
			}
		}
	}
	runCLI(t, 0, "pair", file)
	if out := runCLI(t, 0, "result", file, "--round", "1", "--match", "1", "--board", "1", "0-1"); !strings.Contains(out, "Round 2 was paired on the earlier result: its pairing stands.") {
		t.Errorf("a board of round 1 changed once round 2 is paired:\n%s", out)
	}
	// The check of round 2 judges it by the scores it was paired by, and
	// says the boards (by match and board, as the result was typed; it
	// said "board 3", a board of no match) and a match's forfeit changed
	// since (a match forfeited once its games' results are taken back).
	runCLI(t, 0, "result", file, "--round", "1", "--match", "2", "--board", "1", "*")
	runCLI(t, 0, "result", file, "--round", "1", "--match", "2", "--board", "2", "*")
	runCLI(t, 0, "result", file, "--round", "1", "--match", "2", "-/+")
	testtext.SaysEach(t, "check --round 2", runCLI(t, 0, "check", file, "--round", "2"),
		"Round 2 is judged as it was paired: 4 facts it was paired on have changed since, and its pairing stands:",
		"    round 1, match 1, board 1: 1–0 when paired, 0–1 now (#",
		"    round 1, match 2, board 1: 1–0 when paired, − : + now (#",
		"    round 1, match 2, board 2: 1–0 when paired, + : − now (#",
		"    round 1, match 2: forfeit no result when paired, − : + now (#")
}

// newOpenOfFour makes a Swiss of three rounds and four players, rated
// 2000 down to 1700, round 1 paired, and returns its file.
func newOpenOfFour(t *testing.T) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), "swiss.arbiter")
	newEvent(t, file, []string{"--name", "Open", "--system", "swiss-dutch", "--rounds", "3"}, "Anna Aho:2000", "Bert Berg:1900", "Cilla Carr:1800", "Dan Dale:1700")
	runCLI(t, 0, "pair", file)
	return file
}

// newOpenInRoundTwo makes a Swiss of six players, round 1 played with
// White winning every board and round 2 paired, and returns its file.
func newOpenInRoundTwo(t *testing.T) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), "swiss.arbiter")
	newEvent(t, file, []string{"--name", "Open", "--system", "swiss-dutch", "--rounds", "5"},
		"Anna Aho:2000", "Bert Berg:1900", "Cilla Carr:1800", "Dan Dale:1700", "Eeva Eno:1600", "Frans Falk:1500")
	runCLI(t, 0, "pair", file)
	whiteWinsRound(t, file, 1, 3)
	runCLI(t, 0, "pair", file)
	return file
}

// newOpenKeptApartInRoundTwo makes newOpenInRoundTwo's Swiss and forbids
// the pair of round 2's first board (`swiss --forbid`, White's id
// first). It returns the file, the event as paired, the pair's ids,
// lower first, and what `swiss --forbid` said.
func newOpenKeptApartInRoundTwo(t *testing.T) (file string, ev *tournament.Event, a, b int64, said string) {
	t.Helper()
	file = newOpenInRoundTwo(t)
	ev = fileEvent(t, file)
	met := ev.Rounds[1].Pairings[0]
	said = runCLI(t, 0, "swiss", file, "--forbid", fmt.Sprintf("%d,%d", met.White, met.Black))
	return file, ev, min(met.White, met.Black), max(met.White, met.Black), said
}

// whiteWinsRound enters White's win on boards 1 to boards of round of
// the individual event at file.
func whiteWinsRound(t *testing.T, file string, round, boards int) {
	t.Helper()
	for b := 1; b <= boards; b++ {
		runCLI(t, 0, "result", file, "--round", fmt.Sprint(round), "--board", fmt.Sprint(b), "1-0")
	}
}

// teamRoundResult enters result on both boards of matches 1 and 2 of
// round of the team event of two boards at file.
func teamRoundResult(t *testing.T, file string, round int, result string) {
	t.Helper()
	for m := 1; m <= 2; m++ {
		for b := 1; b <= 2; b++ {
			runCLI(t, 0, "result", file, "--round", fmt.Sprint(round), "--match", fmt.Sprint(m), "--board", fmt.Sprint(b), result)
		}
	}
}

// newTeamLeague makes a team Swiss of four teams of two, round 1 paired,
// and returns its file.
func newTeamLeague(t *testing.T) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), "teams.arbiter")
	runCLI(t, 0, "new", file, "--name", "League", "--system", "team-swiss", "--boards", "2", "--rounds", "3")
	for i, team := range []string{"Oulu", "Pori", "Vaasa", "Turku"} {
		runCLI(t, 0, "team", "add", file, team)
		for b := 1; b <= 2; b++ {
			runCLI(t, 0, "player", "add", file, "--name", fmt.Sprintf("%s Player%d", team, b), "--team", team, "--rating", fmt.Sprint(2000-100*i-b))
		}
	}
	runCLI(t, 0, "pair", file)
	return file
}

// fileEvent is the event file holds.
func fileEvent(t *testing.T, file string) *tournament.Event {
	t.Helper()
	st, ev, err := openEventRO(file)
	if err != nil {
		t.Fatal(err)
	}
	st.Close()
	return ev
}

// TestUndoAndAuditSayResultsAsTheyWereEntered: undo, redo and the audit
// name a result as the result line and every sheet write it ("½–½",
// "− : −"), in every language, where they wrote the file's own codes
// ("1/2-1/2", "-/-") and the window's history the sheets' forms.
func TestUndoAndAuditSayResultsAsTheyWereEntered(t *testing.T) {
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		file := newOpenOfFour(t)
		runCLI(t, 0, "result", file, "--round", "1", "--board", "1", "½-½")
		runCLI(t, 0, "result", file, "--round", "1", "--board", "1", "-/-")
		step := cat.T("store.audit.result.correct", "round", 1, "board", 1, "was", "½–½", "result", "− : −")
		if out := runCLI(t, 0, "undo", file); !strings.Contains(out, cat.T("store.cli.undone", "what", step)) {
			t.Errorf("%s: undo says %q, want %q", lang, out, step)
		}
		if out := runCLI(t, 0, "redo", file); !strings.Contains(out, cat.T("store.cli.redone", "what", step)) {
			t.Errorf("%s: redo says %q, want %q", lang, out, step)
		}
		runCLI(t, 0, "result", file, "--round", "1", "--board", "1", "*")
		cleared := cat.T("store.audit.result.correct", "round", 1, "board", 1, "was", "− : −", "result", cat.T("live.entry.noresult"))
		if out := runCLI(t, 0, "audit", file); !strings.Contains(out, step) || !strings.Contains(out, cleared) || strings.Contains(out, "1/2-1/2") {
			t.Errorf("%s: audit:\n%s\nwant %q and %q", lang, out, step, cleared)
		}
	})
}

// TestRedoCutByAnotherChangeNamesIt: a result undone at the command line,
// another result entered after it (a deputy's at serve's pages, as an
// evening has it), and redo refused: the refusal names the change that
// ended what could be redone, by its number in the audit, in every
// language, where it said only that there was nothing to redo.
func TestRedoCutByAnotherChangeNamesIt(t *testing.T) {
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		file := newOpenOfFour(t)
		runCLI(t, 0, "result", file, "--round", "1", "--board", "1", "1-0")
		runCLI(t, 0, "undo", file)
		runCLI(t, 0, "result", file, "--round", "1", "--board", "2", "0-1")
		st, _, err := openEventRO(file)
		if err != nil {
			t.Fatal(err)
		}
		cut, err := st.NextUndo()
		st.Close()
		if err != nil {
			t.Fatal(err)
		}
		want := cat.T("store.error.redo-cut", "id", cut.ID)
		if out := runCLI(t, 1, "redo", file); !strings.Contains(out, want) {
			t.Errorf("%s: redo after change #%d says %q, want %q", lang, cut.ID, out, want)
		}
	})
}

// TestCheckJudgesARoundAsItWasPaired: `check` of a Swiss round judges it by
// the scores and ratings it was paired by and says first what was
// corrected since (a result of the round before, a rating, a withdrawal),
// for its pairing stands (C.04); it judged it by today's figures and found
// departures the pairing did not make. A file restored since says it
// cannot tell, and judges by today's figures.
func TestCheckJudgesARoundAsItWasPaired(t *testing.T) {
	file := newOpenInRoundTwo(t)
	if out := runCLI(t, 0, "check", file, "--round", "2"); strings.Contains(out, "corrected") {
		t.Errorf("check with nothing corrected:\n%s", out)
	}
	runCLI(t, 0, "result", file, "--round", "1", "--board", "1", "0-1")
	runCLI(t, 0, "result", file, "--round", "1", "--board", "2", "0-1")
	runCLI(t, 0, "player", "edit", file, "--id", "6", "--rating", "2400")
	testtext.SaysEach(t, "check --round 2", runCLI(t, 0, "check", file, "--round", "2"),
		"Round 2 is judged as it was paired: 3 facts it was paired on have changed since, and its pairing stands:",
		"    round 1, board 1: 1–0 when paired, 0–1 now (#",
		"    round 1, board 2: 1–0 when paired, 0–1 now (#",
		"    Frans Falk: rating 1500 when paired, 2400 now (#",
		"Round 2 is the pairing the Dutch rules prescribe.")
	if out := runCLI(t, 0, "check", file, "--round", "2", "--json"); !strings.Contains(out, `"corrected": [`) || !strings.Contains(out, `"ok": true`) {
		t.Errorf("check --json after the corrections:\n%s", out)
	}

	// Colours swapped on a board and back are an edit of the pairing, not
	// a pairing: still judged by what the pairing read.
	runCLI(t, 0, "swap", file, "--round", "2", "--board", "1")
	runCLI(t, 0, "swap", file, "--round", "2", "--board", "1")
	if out := runCLI(t, 0, "check", file, "--round", "2"); !strings.Contains(out, "3 facts it was paired on have changed since") {
		t.Errorf("check after colours swapped and back:\n%s", out)
	}

	// A withdrawal after round 1 recorded once round 2 was paired with
	// him: round 2 is not judged as if he were to be left out.
	runCLI(t, 0, "player", "withdraw", file, "--id", "1", "--after-round", "1")
	testtext.SaysEach(t, "check --round 2", runCLI(t, 0, "check", file, "--round", "2"),
		"4 facts it was paired on have changed since",
		"    Anna Aho: withdrawn after round 1 since the pairing (#",
		"Round 2 is the pairing the Dutch rules prescribe.")

	// A correction undone is no longer one.
	for range 4 {
		runCLI(t, 0, "undo", file)
	}
	if out := runCLI(t, 0, "check", file, "--round", "2"); !strings.Contains(out, "2 facts it was paired on have changed since") || strings.Contains(out, "Frans Falk") || strings.Contains(out, "Anna Aho") {
		t.Errorf("check after the rating's correction and the withdrawal were undone:\n%s", out)
	}

	// A restore holds no images to rewind by: said, and judged by today's
	// figures, whose departures the check then lists.
	backup := strings.TrimSpace(strings.TrimPrefix(runCLI(t, 0, "backup", file), "Backup written: "))
	runCLI(t, 0, "restore", file, backup)
	code, out, _ := run(t, "check", file, "--round", "2")
	if want := "The file does not record how the event stood when round 2 was paired"; code != 1 || !strings.HasPrefix(out, want) || !strings.Contains(out, "departs from the Dutch rules") {
		t.Errorf("check after a restore: exit %d\n%s\nwant exit 1, first %q", code, out, want)
	}
}

// TestCheckJudgesARoundByTheOptionsItWasPairedBy: two players forbidden to
// meet once the round that pairs them was paired (`arbiter swiss
// --forbid`) leave that round as it was paired: `check` judges it by the
// Swiss options it was paired by and says the pair forbidden since; it
// judged it by today's options and reported "[forbidden] … must not be
// paired with each other", a departure the pairing did not make. The pair
// allowed again is no change; a file restored since cannot tell and
// judges by today's options, saying so, which keep the pair apart from
// round 3 only (it judged round 2 with the pair kept apart).
func TestCheckJudgesARoundByTheOptionsItWasPairedBy(t *testing.T) {
	file, ev, a, b, _ := newOpenKeptApartInRoundTwo(t)
	pair := fmt.Sprintf("%d,%d", a, b)
	out := runCLI(t, 0, "check", file, "--round", "2")
	testtext.SaysEach(t, "check --round 2", out,
		"Round 2 is judged as it was paired: 1 fact it was paired on has changed since, and its pairing stands:",
		fmt.Sprintf("    %s and %s: free to meet when paired, forbidden to meet now (#", ev.PlayerName(a), ev.PlayerName(b)),
		"Round 2 is the pairing the Dutch rules prescribe.")
	if strings.Contains(out, "must not be paired with each other") {
		t.Errorf("check of round 2 after the pair was forbidden:\n%s", out)
	}

	// Allowed again: the options are those round 2 was paired by.
	runCLI(t, 0, "swiss", file, "--allow", pair)
	if out := runCLI(t, 0, "check", file, "--round", "2"); strings.Contains(out, "corrected") {
		t.Errorf("check after the pair was allowed again:\n%s", out)
	}

	// A restore holds no images: judged by today's options, said, in
	// which the pair is kept apart from round 3 only.
	runCLI(t, 0, "swiss", file, "--forbid", pair)
	backup := strings.TrimSpace(strings.TrimPrefix(runCLI(t, 0, "backup", file), "Backup written: "))
	runCLI(t, 0, "restore", file, backup)
	code, out, _ := run(t, "check", file, "--round", "2")
	if code != 0 || !strings.Contains(out, "today's results, ratings and options") || strings.Contains(out, "must not be paired with each other") {
		t.Errorf("check after a restore: exit %d\n%s\nwant exit 0, today's options said, the pair free to meet in round 2", code, out)
	}
}

// The same in a team Swiss: two teams kept apart and the match points
// changed once round 2 paired them leave round 2 as it was paired, and
// its check says both.
func TestTeamCheckJudgesARoundByTheOptionsItWasPairedBy(t *testing.T) {
	file, m := newLeagueInRoundTwo(t)
	ev := fileEvent(t, file)
	a, b := ev.TeamName(min(m.White, m.Black)), ev.TeamName(max(m.White, m.Black))
	runCLI(t, 0, "event", file, "--forbid-teams", a+","+b, "--match-points", "3,1,0")
	code, out, _ := run(t, "check", file, "--round", "2")
	testtext.SaysEach(t, "check --round 2", out,
		"Round 2 is judged as it was paired: 2 facts it was paired on have changed since, and its pairing stands:",
		fmt.Sprintf("    %s and %s: free to meet when paired, forbidden to meet now (#", a, b),
		"    Match points (won/drawn/lost): 2/1/0 when paired, 3/1/0 now (#")
	if code != 0 {
		t.Errorf("check of round 2 after its teams were kept apart: exit %d\n%s", code, out)
	}
}

// newLeagueInRoundTwo makes newTeamLeague's league with each game of
// round 1 won by White and round 2 paired, and returns its file and round
// 2's first match.
func newLeagueInRoundTwo(t *testing.T) (string, tournament.TeamMatch) {
	t.Helper()
	league := newTeamLeague(t)
	teamRoundResult(t, league, 1, "1-0")
	runCLI(t, 0, "pair", league)
	return league, fileEvent(t, league).RoundMatches(2)[0]
}

// newLeagueKeptApartInRoundTwo makes newLeagueInRoundTwo's league, keeps
// the two teams of round 2's first match apart (`event --forbid-teams`),
// and returns its file.
func newLeagueKeptApartInRoundTwo(t *testing.T) string {
	t.Helper()
	league, m := newLeagueInRoundTwo(t)
	ev := fileEvent(t, league)
	runCLI(t, 0, "event", league, "--forbid-teams", ev.TeamName(m.White)+","+ev.TeamName(m.Black))
	return league
}

// TestOptionsSayTheRoundAPairIsKeptApartFrom: in each language, `swiss`
// says of a pair of players and `event` of a pair of teams kept apart
// once round 2 was paired the round they are kept apart from, as the
// window does; `event` named the teams alone, as if kept apart from
// round 1.
func TestOptionsSayTheRoundAPairIsKeptApartFrom(t *testing.T) {
	open, ev, a, b, _ := newOpenKeptApartInRoundTwo(t)
	league := newLeagueKeptApartInRoundTwo(t)
	teams := fileEvent(t, league)
	m := teams.RoundMatches(2)[0]
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		from := " (" + cat.T("swisscli.forbidden.from", "round", 3) + ")\n"
		if out, want := runCLI(t, 0, "swiss", open), fmt.Sprintf("  %d %s – %d %s", a, ev.PlayerName(a), b, ev.PlayerName(b))+from; !strings.Contains(out, want) {
			t.Errorf("%s: swiss:\n%s\nwant %q", lang, out, want)
		}
		if out, want := runCLI(t, 0, "event", league), teams.TeamName(m.White)+" – "+teams.TeamName(m.Black)+from; !strings.Contains(out, want) {
			t.Errorf("%s: event:\n%s\nwant %q", lang, out, want)
		}
	})
}

// TestTRFExportKeepsTheRoundAPairIsForbiddenFrom: a pair forbidden once
// the round that paired them was paired is written from the round after
// it (`260 003 005`), so that `check-trf` of the export, like `check` of
// the file, finds round 2 the Dutch pairing; the export wrote it for
// every round, and check-trf reported "[forbidden]" in round 2. TRF-16,
// whose XXP names no rounds, forbids the pair in every round, so that a
// program pairing round 3 from it keeps them apart, and says that the
// rounds are not kept. A team Swiss's teams kept apart the same, its
// 260 naming team numbers in both editions.
func TestTRFExportKeepsTheRoundAPairIsForbiddenFrom(t *testing.T) {
	file, ev, a, b, _ := newOpenKeptApartInRoundTwo(t)
	n := ev.TRFNumbers()
	lo, hi := min(n[a], n[b]), max(n[a], n[b])
	path := filepath.Join(t.TempDir(), "open.trf")
	runCLI(t, 0, "export", "trf", file, "-o", path)
	if text := readOutside(t, path); !strings.Contains(text, fmt.Sprintf("260 003 005 %4d %4d", lo, hi)) {
		t.Errorf("TRF-2026 export: want the pair forbidden from round 3\n%s", text)
	}
	if out := runCLI(t, 0, "check-trf", path); !strings.Contains(out, "Round 2 is the pairing the Dutch rules prescribe.") {
		t.Errorf("check-trf of the export:\n%s", out)
	}
	code, _, errOut := run(t, "export", "trf", file, "--trf-version", "16", "-o", path)
	if want := fmt.Sprintf("TRF-16 has no record of the round from which players are kept apart: %s and %s, kept apart from round 3, are written as kept apart in every round", ev.PlayerName(a), ev.PlayerName(b)); code != 0 || !strings.Contains(errOut, want) {
		t.Errorf("TRF-16 export: exit %d\n%s\nwant %q", code, errOut, want)
	}
	if text := readOutside(t, path); !strings.Contains(text, fmt.Sprintf("XXP %d %d", lo, hi)) {
		t.Errorf("TRF-16 export: want the pair forbidden in every round\n%s", text)
	}

	league := newLeagueKeptApartInRoundTwo(t)
	for _, version := range []string{"2026", "16"} {
		runCLI(t, 0, "export", "trf", league, "--trf-version", version, "-o", path)
		if text := readOutside(t, path); !strings.Contains(text, "260 003 003 ") {
			t.Errorf("team TRF-%s export: want the teams kept apart from round 3\n%s", version, text)
		}
	}
	if out := runCLI(t, 0, "check-trf", path); !strings.Contains(out, "Round 2 is paired as C.04.6 pairs it") {
		t.Errorf("check-trf of the team export:\n%s", out)
	}
}

// TestImportedReportKeepsTheRoundAPairIsForbiddenFrom: the TRF-2026
// export of a pair forbidden once round 2 paired them (`260 003 005`),
// imported into a new file and into an open event without players, keeps
// the pair apart from round 3, as `arbiter swiss` says of the file's pair:
// `check --round 2` of the file made finds
// round 2 the Dutch pairing, as check-trf of the report does, and the
// file's export writes the report's 260 lines again. The import kept the
// pair apart in every round, and the check reported "[forbidden] 3 and 1
// must not be paired with each other". A team Swiss's teams the same.
func TestImportedReportKeepsTheRoundAPairIsForbiddenFrom(t *testing.T) {
	records := func(path string) []string { return records260(t, path) }
	// importedAgain imports the export of file into made (a new file, or
	// an open event without players) and exports made again.
	importedAgain := func(file, made, verdict string) {
		t.Helper()
		dir := t.TempDir()
		first, again := filepath.Join(dir, "first.trf"), filepath.Join(dir, "again.trf")
		runCLI(t, 0, "export", "trf", file, "-o", first)
		if len(records(first)) == 0 {
			t.Fatalf("the export of %s keeps no pair apart:\n%s", file, readOutside(t, first))
		}
		runCLI(t, 0, "import", "trf", made, first)
		if code, out, _ := run(t, "check", made, "--round", "2"); code != 0 || !strings.Contains(out, verdict) || strings.Contains(out, "must not be paired with each other") {
			t.Errorf("check --round 2 of the file imported from\n%s: exit %d\n%s", readOutside(t, first), code, out)
		}
		runCLI(t, 0, "export", "trf", made, "-o", again)
		if got, want := records(again), records(first); !slices.Equal(got, want) {
			t.Errorf("exported again: %q, want the report's %q", got, want)
		}
	}
	file, ev, a, b, out := newOpenKeptApartInRoundTwo(t)
	if want := fmt.Sprintf("  %d %s – %d %s (from round 3)\n", a, ev.PlayerName(a), b, ev.PlayerName(b)); !strings.Contains(out, want) {
		t.Errorf("the options after the pair was forbidden:\n%s\nwant %q", out, want)
	}
	dutch := "Round 2 is the pairing the Dutch rules prescribe."
	importedAgain(file, filepath.Join(t.TempDir(), "made.arbiter"), dutch)
	open := filepath.Join(t.TempDir(), "open.arbiter")
	runCLI(t, 0, "new", open, "--name", "Open", "--system", "swiss-dutch", "--rounds", "5")
	importedAgain(file, open, dutch)

	league := newLeagueKeptApartInRoundTwo(t)
	importedAgain(league, filepath.Join(t.TempDir(), "league.arbiter"), "Round 2 is paired as C.04.6 pairs it")
}

// records260 are the 260 records (pairs kept apart) of the report at path.
func records260(t *testing.T, path string) []string {
	t.Helper()
	var out []string
	for _, line := range strings.FieldsFunc(readOutside(t, path), func(r rune) bool { return r == '\r' || r == '\n' }) {
		if strings.HasPrefix(line, "260 ") {
			out = append(out, line)
		}
	}
	return out
}

// TestImportedReportKeepsAPairKeptApartFromALaterRound: a report whose 260
// keeps a pair apart only from a round after the round to pair (`260 004
// 005` of two players a report of two rounds played pairs in round 3),
// imported, keeps the pair apart from that round: `swiss` shows "(from
// round 4)", round 3 is paired as without the record, the pair meeting,
// its check finds no departure, and the export writes the record again as
// read. The import named the record as not kept and kept the pair free in
// every round. Round 3 taken back keeps the pair apart from the report's
// round 4, not from the round to pair again as a pair the arbiter forbade
// once round 3 was paired: paired again, round 3 meets them as before.
// A team Swiss's 260 (`260 003 003`, its round to pair 2) the same, which
// `event` says of the teams.
func TestImportedReportKeepsAPairKeptApartFromALaterRound(t *testing.T) {
	// keptLater imports the export of file, its round next to pair, into
	// a new file and pairs round next there; the pair meeting first in
	// it, as pair finds it, is kept apart from the round after in the
	// export with a 260 record added, imported into another new file,
	// which pairs round next the same, and again once it is taken back.
	// shows is the line the other file's options show of the pair kept
	// apart, imported and with round next taken back. It returns the
	// other file.
	keptLater := func(file string, next int, pair func(made string) [2]int, shows func(kept string, p [2]int) (args []string, line string)) string {
		t.Helper()
		dir := t.TempDir()
		plain, later, again := filepath.Join(dir, "plain.trf"), filepath.Join(dir, "later.trf"), filepath.Join(dir, "again.trf")
		runCLI(t, 0, "export", "trf", file, "-o", plain)
		free, kept := filepath.Join(dir, "free.arbiter"), filepath.Join(dir, "kept.arbiter")
		runCLI(t, 0, "import", "trf", free, plain)
		runCLI(t, 0, "pair", free)
		p := pair(free)
		record := fmt.Sprintf("260 %03d %03d %4d %4d", next+1, fileEvent(t, file).TotalRounds(), min(p[0], p[1]), max(p[0], p[1]))
		testdir.Write(t, later, strings.TrimRight(readOutside(t, plain), "\r\n")+"\n"+record+"\n")
		// The file's path is taken out: a temporary folder's random name
		// may hold "260".
		if out := runCLI(t, 0, "import", "trf", kept, later); strings.Contains(out, "not kept") || strings.Contains(strings.ReplaceAll(out, kept, ""), "260") {
			t.Errorf("import of the report with %q says\n%s", record, out)
		}
		runCLI(t, 0, "export", "trf", kept, "-o", again)
		if got := records260(t, again); !slices.Equal(got, []string{record}) {
			t.Errorf("exported again: %q, want the report's %q", got, record)
		}
		runCLI(t, 0, "pair", kept)
		if got, want := pair(kept), p; got != want {
			t.Errorf("round %d pairs %v first, want %v as without the record", next, got, want)
		}
		if code, out, _ := run(t, "check", kept, "--round", fmt.Sprint(next)); code != 0 || strings.Contains(out, "must not be paired with each other") {
			t.Errorf("check --round %d: exit %d\n%s", next, code, out)
		}
		runCLI(t, 0, "unpair", kept, "--round", fmt.Sprint(next))
		if args, line := shows(kept, p); !strings.Contains(runCLI(t, 0, args...), line) {
			t.Errorf("%s with round %d taken back, want %q", args[0], next, line)
		}
		runCLI(t, 0, "export", "trf", kept, "-o", again)
		if got := records260(t, again); !slices.Equal(got, []string{record}) {
			t.Errorf("exported with round %d taken back: %q, want the report's %q", next, got, record)
		}
		runCLI(t, 0, "pair", kept)
		if got, want := pair(kept), p; got != want {
			t.Errorf("round %d paired again pairs %v first, want %v as without the record", next, got, want)
		}
		return kept
	}

	file := newOpenInRoundTwo(t)
	whiteWinsRound(t, file, 2, 3)
	swissLine := func(kept string, p [2]int) ([]string, string) {
		ev := fileEvent(t, kept)
		a, b := int64(min(p[0], p[1])), int64(max(p[0], p[1]))
		return []string{"swiss", kept}, fmt.Sprintf("  %d %s – %d %s (from round 4)\n", a, ev.PlayerName(a), b, ev.PlayerName(b))
	}
	kept := keptLater(file, 3, func(made string) [2]int {
		p := fileEvent(t, made).Rounds[2].Pairings[0]
		return [2]int{int(p.White), int(p.Black)}
	}, swissLine)
	p := fileEvent(t, kept).Rounds[2].Pairings[0]
	if args, want := swissLine(kept, [2]int{int(p.White), int(p.Black)}); !strings.Contains(runCLI(t, 0, args...), want) {
		t.Errorf("swiss of the file imported:\n%s\nwant %q", runCLI(t, 0, args...), want)
	}

	league := newTeamLeague(t)
	teamRoundResult(t, league, 1, "1-0")
	keptLater(league, 2, func(made string) [2]int {
		ev := fileEvent(t, made)
		m := ev.RoundMatches(2)[0]
		number := func(id int64) int {
			return 1 + slices.IndexFunc(ev.Teams, func(t tournament.Team) bool { return t.ID == id })
		}
		return [2]int{number(m.White), number(m.Black)}
	}, func(kept string, p [2]int) ([]string, string) {
		teams := fileEvent(t, kept).Teams
		a, b := teams[min(p[0], p[1])-1].Name, teams[max(p[0], p[1])-1].Name
		return []string{"event", kept}, fmt.Sprintf("%s – %s (from round 3)\n", a, b)
	})
}

// TestAdjournedGameFinishedIsItsResult: the result an adjourned game ends
// with at its resumption is the game's first result, and the command
// line and the history say it as one entered; they said it corrected
// the adjournment ("corrected from adj."). A final result changed back to
// adjourned is a correction, and says so; an adjourned game's result
// taken back resumes it.
func TestAdjournedGameFinishedIsItsResult(t *testing.T) {
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		file := newOpenOfFour(t)
		st, ev, err := openEvent(file)
		if err != nil {
			t.Fatal(err)
		}
		st.Close()
		p := ev.Rounds[0].Pairings[0]
		w, _ := ev.Player(p.White)
		b, _ := ev.Player(p.Black)
		line := []any{"round", 1, "board", p.Board, "white", w.Name, "black", b.Name}
		win, adj := tournament.WhiteWins.Text(cat.T), cat.T("event.result.adjourned")
		board := fmt.Sprint(p.Board)
		runCLI(t, 0, "result", file, "--round", "1", "--board", board, "adj")
		out := runCLI(t, 0, "result", file, "--round", "1", "--board", board, "1-0")
		if want := cat.T("event.cli.result", append(line, "result", win)...); strings.TrimSpace(out) != want {
			t.Errorf("%s: the adjourned game finished 1-0 says\n%s\nwant %q", lang, out, want)
		}
		entered := cat.T("store.audit.result", "round", 1, "board", p.Board, "result", win)
		if out := runCLI(t, 0, "audit", file); !strings.Contains(out, entered) || strings.Contains(out, cat.T("store.audit.result.correct", "round", 1, "board", p.Board, "was", adj, "result", win)) {
			t.Errorf("%s: audit:\n%s\nwant %q, not a correction", lang, out, entered)
		}
		out = runCLI(t, 0, "result", file, "--round", "1", "--board", board, "adj")
		if want := cat.T("event.cli.result.corrected", append(line, "result", tournament.Adjourned.Text(cat.T), "old", win)...); strings.TrimSpace(out) != want {
			t.Errorf("%s: 1-0 changed back to adjourned says\n%s\nwant %q", lang, out, want)
		}
		back := cat.T("store.audit.result.correct", "round", 1, "board", p.Board, "was", win, "result", adj)
		if out := runCLI(t, 0, "audit", file); !strings.Contains(out, back) {
			t.Errorf("%s: audit:\n%s\nwant %q", lang, out, back)
		}
		// Entered from a file, the adjourned game's (adjourned again)
		// result is no correction either.
		batch := writeInput(t, t.TempDir(), "results.txt", board+" ½-½\n")
		if out, want := runCLI(t, 0, "result", file, "--round", "1", "--from", batch), cat.T("event.cli.results", "round", 1, "entered", 1, "corrected", 0, "resumed", 0, "same", 0); strings.TrimSpace(out) != want {
			t.Errorf("%s: a batch ending the adjourned game says\n%s\nwant %q", lang, out, want)
		}
		// Its result taken back ("*") once adjourned again resumes the
		// game, as the desk's sealed move and the window's Rounds view
		// say; it said the result "adj." cleared, the history corrected.
		runCLI(t, 0, "result", file, "--round", "1", "--board", board, "adj")
		out = runCLI(t, 0, "result", file, "--round", "1", "--board", board, "*")
		if want := cat.T("event.cli.result.resumed", line...); strings.TrimSpace(out) != want {
			t.Errorf("%s: the adjourned game cleared says\n%s\nwant %q", lang, out, want)
		}
		resumed := cat.T("store.audit.result.resume", "round", 1, "board", p.Board)
		if out := runCLI(t, 0, "audit", file); !strings.Contains(out, resumed) {
			t.Errorf("%s: audit:\n%s\nwant %q", lang, out, resumed)
		}
		// So does a file of results: its summary counts the game resumed,
		// not among the results entered; it said "1 results entered, 0
		// of them corrections".
		runCLI(t, 0, "result", file, "--round", "1", "--board", board, "adj")
		batch = writeInput(t, t.TempDir(), "results.txt", board+" *\n")
		want := map[i18n.Lang]string{
			i18n.English:  "Round 1: 0 results entered, 0 of them corrections, 1 adjourned game resumed, 0 unchanged (undo all with: arbiter undo)",
			i18n.Finnish:  "Kierros 1: 0 tulosta merkitty, joista 0 korjauksia, 1 keskeytetty peli jatkettu, 0 ennallaan (peru kaikki: arbiter undo)",
			i18n.Estonian: "Voor 1: 0 tulemust sisestatud, neist 0 parandust, 1 katkestatud partii jätkatud, 0 muutmata (tühista kõik: arbiter undo)",
		}[lang]
		if out := runCLI(t, 0, "result", file, "--round", "1", "--from", batch); strings.TrimSpace(out) != want {
			t.Errorf("%s: a batch taking the adjourned game's result back says\n%s\nwant %q", lang, out, want)
		}
		if out := runCLI(t, 0, "audit", file); strings.Count(out, resumed) != 2 {
			t.Errorf("%s: audit:\n%s\nwant %q twice", lang, out, resumed)
		}
	})
}

// A pair a report keeps apart from a later round than its round to pair
// keeps that round fixed through an export and an import of the export:
// the report's `260 004 005` imported with round 3 to pair, exported once
// round 4 is paired and that export imported, rounds 4 and 3 taken back
// in both files, each keeps the pair apart "(from round 4)". TRF's 260
// record cannot say that its first round is fixed, and the file imported
// again moved the pair to "(from round 3)" as a pair the arbiter forbade;
// the export says it in Arbiter's own record (XXF).
func TestAPairKeptApartFromALaterRoundKeepsItsRoundExportedAgain(t *testing.T) {
	file := filepath.Join(t.TempDir(), "swiss.arbiter")
	newEvent(t, file, []string{"--name", "Open", "--system", "swiss-dutch", "--rounds", "5"}, "Anna Aho:2000", "Bert Berg:1900",
		"Cilla Carr:1800", "Dan Dale:1700", "Eeva Eno:1600", "Frans Falk:1500", "Gun Gro:1400", "Hans Hill:1300", "Ilse Ink:1200", "Jaak Jõe:1100")
	for r := 1; r <= 2; r++ {
		runCLI(t, 0, "pair", file)
		whiteWinsRound(t, file, r, 5)
	}
	dir := t.TempDir()
	plain, later, again := filepath.Join(dir, "plain.trf"), filepath.Join(dir, "later.trf"), filepath.Join(dir, "again.trf")
	runCLI(t, 0, "export", "trf", file, "-o", plain)
	free, kept, keptAgain := filepath.Join(dir, "free.arbiter"), filepath.Join(dir, "kept.arbiter"), filepath.Join(dir, "again.arbiter")
	runCLI(t, 0, "import", "trf", free, plain)
	runCLI(t, 0, "pair", free)
	first := fileEvent(t, free).Rounds[2].Pairings[0]
	a, b := min(first.White, first.Black), max(first.White, first.Black)
	record := fmt.Sprintf("260 %03d %03d %4d %4d", 4, fileEvent(t, file).TotalRounds(), a, b)
	testdir.Write(t, later, strings.TrimRight(readOutside(t, plain), "\r\n")+"\n"+record+"\n")
	runCLI(t, 0, "import", "trf", kept, later)
	runCLI(t, 0, "pair", kept)
	for _, p := range fileEvent(t, kept).Rounds[2].Pairings {
		if !p.IsBye() {
			runCLI(t, 0, "result", kept, "--round", "3", "--board", fmt.Sprint(p.Board), "1-0")
		}
	}
	runCLI(t, 0, "pair", kept)
	runCLI(t, 0, "export", "trf", kept, "-o", again)
	runCLI(t, 0, "import", "trf", keptAgain, again)
	for _, f := range []string{kept, keptAgain} {
		runCLI(t, 0, "unpair", f, "--round", "4")
		runCLI(t, 0, "unpair", f, "--round", "3", "--force")
		ev := fileEvent(t, f)
		want := fmt.Sprintf("  %d %s – %d %s (from round 4)\n", a, ev.PlayerName(a), b, ev.PlayerName(b))
		if out := runCLI(t, 0, "swiss", f); !strings.Contains(out, want) {
			t.Errorf("%s with rounds 4 and 3 taken back: swiss says\n%s\nwant %q", filepath.Base(f), out, want)
		}
	}
}

// TestTRFExportSaysARoundWasPairedBeforeACorrection: a result of round 1
// corrected once round 2 is paired leaves round 2 standing, and `check`
// of the file judges it as it was paired; the report holds the result as
// it is now, so that check-trf of the export (or FIDE's checker) judges
// round 2 by the new scores. The export says so, naming the round and
// what was corrected; it said nothing, and check-trf of the club's report
// found a round departing from the Dutch rules that `check` passed.
func TestTRFExportSaysARoundWasPairedBeforeACorrection(t *testing.T) {
	file := newOpenInRoundTwo(t)
	path := filepath.Join(t.TempDir(), "open.trf")
	if code, _, errOut := run(t, "export", "trf", file, "-o", path); code != 0 || strings.Contains(errOut, "was paired before") {
		t.Errorf("export with nothing corrected: exit %d\n%s", code, errOut)
	}
	runCLI(t, 0, "result", file, "--round", "1", "--board", "1", "0-1")
	// A withdrawal after round 2, which the report keeps, is not said.
	runCLI(t, 0, "player", "withdraw", file, "--seat", "6", "--after-round", "2")
	code, _, errOut := run(t, "export", "trf", file, "-o", path)
	if code != 0 {
		t.Fatalf("export: exit %d\n%s", code, errOut)
	}
	testtext.SaysEach(t, "export trf", errOut,
		"Round 2 was paired before 1 fact it was paired on changed, and its pairing stands; the report holds them as they are now, so that a check of it judges round 2 by them:",
		"round 1, board 1: 1–0 when paired, 0–1 now (#")

	// A pair kept apart since is in the report (260 from round 3): its
	// check judges round 2 as paired, and the export says nothing of it.
	kept, _, _, _, _ := newOpenKeptApartInRoundTwo(t)
	if code, _, errOut := run(t, "export", "trf", kept, "-o", path); code != 0 || strings.Contains(errOut, "was paired before") {
		t.Errorf("export of a pair kept apart since: exit %d\n%s", code, errOut)
	}
}

// TestTeamResultOnBoardZeroIsNoBoard: "--board 0" typed for a board of a
// match is a board the match does not have, as it is in an individual
// event; it was read as no board given, so "--board 0 +/-" forfeited the
// whole match, and "--board 0 1-0" was told that a whole match's result
// can only be a forfeit.
func TestTeamResultOnBoardZeroIsNoBoard(t *testing.T) {
	file := newTeamLeague(t)
	for _, res := range []string{"+/-", "1-0"} {
		code, _, errOut := run(t, "result", file, "--round", "1", "--match", "1", "--board", "0", res)
		if code == 0 || !strings.Contains(errOut, "board 0") {
			t.Errorf("--board 0 %s: exit %d, %q", res, code, errOut)
		}
	}
	if f := matchForfeit(fileEvent(t, file), 1, 1); f != tournament.NoResult {
		t.Errorf("--board 0 +/- left the match forfeited: %v", f)
	}
}

package cli

import (
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"arbiter/i18n"
	"arbiter/internal/fileio"
	"arbiter/internal/pdftext"
	"arbiter/internal/testdir"
	"arbiter/internal/testevent"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/replay"
)

// printFixture makes a six-player round robin with round 1 paired, a
// recorded game on board 1 and one ruling.
func printFixture(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "print.arbiter")
	st := tournament.DefaultSettings()
	st.Name, st.Site, st.ChiefArbiter = "Pärnu Open", "Pärnu", "Tõnis Kärner"
	st.StartDate, st.EndDate, st.Language = "2026-11-20", "2026-11-24", "et"
	s := testevent.Create(t, path, st)
	defer s.Close() // the commands open the file themselves
	for i, n := range []string{"Mäkinen, Jussi", "Tõnisson, Kätlin", "Šmigun, Žanna", "Иванов, Сергей", "Öhman, Sofia", "Jüri Müür"} {
		testevent.AddPlayers(t, s, tournament.Player{Name: n, Seat: i + 1, Rating: 2000 - 10*i})
	}
	testevent.PairRoundRobin(t, s, 1)
	g := openingOnBoardOne()
	if _, err := s.SaveGame(g); err != nil {
		t.Fatal(err)
	}
	if _, err := s.AddRuling(replay.Ruling{Round: 1, Board: 1, At: time.Date(2026, 11, 20, 17, 5, 0, 0, time.UTC),
		Incident: "illegal move", Ruleset: "FIDE2023", Articles: []string{"7.5.1"}, Proposed: "*"}); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestPrintCommand(t *testing.T) {
	path := printFixture(t)
	dir := t.TempDir()
	tests := []struct {
		args []string
		want string // on the sheet, when pdftotext is there
	}{
		{[]string{"pairings"}, "Paarid"},
		{[]string{"pairings", "--lang", "fi"}, "Paritukset"},
		{[]string{"slips", "--paper", "Letter"}, "Сергей Иванов"},
		{[]string{"scoresheets"}, "Žanna Šmigun"},
		{[]string{"scoresheets", "--blank"}, "Partiiblankett"},
		{[]string{"scoresheets", "--board", "1", "--notation", "figurine", "--lang", "en"}, "♘f3"},
		{[]string{"pack"}, "Laud 3"},
		{[]string{"pack", "--round", "2", "--parts", "checkin"}, "Kohalolekuleht"}, // before round 2 is paired
		{[]string{"schedule"}, "Jüri Müür"},
		{[]string{"crosstable"}, "Turniiritabel"},
		{[]string{"standings"}, "Kätlin Tõnisson"},
		{[]string{"envelope", "--round", "1", "--board", "1", "--white-used", "1:05", "--black-used", "0:58", "--resume", "2026-11-21 10:00"}, "1:05:00"},
		{[]string{"envelope", "--round", "1", "--board", "2", "--blank"}, "Laud 2"},
		// A game played on paper: what the arbiter states is printed, the
		// rest left to be written by hand.
		{[]string{"envelope", "--round", "1", "--board", "2", "--blank", "--place", "Saal Õnn"}, "Saal Õnn"},
		{[]string{"envelope", "--round", "1", "--board", "2", "--blank", "--white-used", "1:05", "--black-used", "0:58"}, "1:05:00"},
		{[]string{"report"}, "7.5.1"},
		{[]string{"players"}, "Mängijate nimekiri"},
		// The foot names the change of the file's history the sheet shows.
		{[]string{"players", "--lang", "en"}, "as of change"},
		{[]string{"standings", "--round", "1"}, "Mäkinen"},
		{[]string{"crosstable", "--round", "1"}, "Turniiritabel"},
	}
	for _, tt := range tests {
		name := strings.Join(tt.args, " ")
		t.Run(name, func(t *testing.T) {
			out := filepath.Join(dir, strings.NewReplacer(" ", "_", "-", "").Replace(name)+".pdf")
			args := append([]string{"print", tt.args[0], path, "-o", out}, tt.args[1:]...)
			code, stdout, stderr := run(t, args...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			if !strings.Contains(stdout, out) {
				t.Errorf("stdout %q does not name the file", stdout)
			}
			data, err := os.ReadFile(out)
			if err != nil || !strings.HasPrefix(string(data), "%PDF-") {
				t.Fatalf("no PDF written: %v", err)
			}
			if text := pdftext.Text(t, data); !strings.Contains(text, tt.want) {
				t.Errorf("%q missing from the sheet:\n%s", tt.want, text)
			}
		})
	}
}

func TestPrintCommandErrors(t *testing.T) {
	path := printFixture(t)
	out := filepath.Join(t.TempDir(), "x.pdf")
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"print", "poster", path, "-o", out}, 2, "unknown sheet"},
		{[]string{"print", "pairings", path}, 2, "-o OUT.pdf"},
		{[]string{"print", "envelope", path, "-o", out}, 2, "--board"},
		{[]string{"print", "pairings", path, "-o", out, "--notation", "runes"}, 2, "--notation"},
		{[]string{"print", "pairings", path, "-o", out, "--round", "5"}, 1, "Round 5 has no pairings"},
		{[]string{"print", "pairings", path, "-o", out, "--paper", "A3"}, 1, "A3"},
		{[]string{"print", "standings", path, "-o", out, "--round", "4"}, 1, "Round 4 has no pairings"},
		{[]string{"print", "envelope", path, "-o", out, "--board", "1", "--white-used", "soon"}, 2, "H:MM"},
		// A game with no record was played on paper: the refusal names the
		// blank envelope, which the desk and the printing view give it.
		{[]string{"print", "envelope", path, "-o", out, "--board", "2"}, 1, "--blank"},
		// An event under the FIDE Laws gives no 1953 category (norms.Scope).
		{[]string{"print", "norms", path, "-o", out}, 1, "Not under the 1953 code"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args[1:2], " ")+" "+tt.want, func(t *testing.T) {
			code, _, stderr := run(t, tt.args...)
			if code != tt.code || !strings.Contains(stderr, tt.want) {
				t.Errorf("exit %d, stderr %q; want exit %d mentioning %q", code, stderr, tt.code, tt.want)
			}
			if _, err := os.Stat(out); err == nil {
				t.Errorf("a failed print left %s behind", out)
			}
		})
	}
	// In Finnish and Estonian too; the Estonian said "paarosi", no word.
	refusedInEachLang(t, map[string]string{"fi": "Kierroksella 5 ei ole vielä parituksia.", "et": "5. voorul pole veel paare."},
		"print", "pairings", path, "-o", out, "--round", "5")
}

// TestPrintSaysNotWrittenWhenTheFlushFails: the disk fails the flush of a
// printed PDF (fault-injected in fileio.Write); arbiter print says, in
// the arbiter's language, that the file could not be written, never that
// it wrote it, and the earlier PDF at the path is as it was.
func TestPrintSaysNotWrittenWhenTheFlushFails(t *testing.T) {
	path := printFixture(t)
	out := filepath.Join(t.TempDir(), "pairings.pdf")
	os.WriteFile(out, []byte("the earlier pairings"), 0o644)
	fileio.Fault = func(step, p string) error {
		if step == "write.sync" {
			return &fs.PathError{Op: "fsync", Path: p, Err: syscall.EIO}
		}
		return nil
	}
	defer func() { fileio.Fault = nil }()
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		code, stdout, stderr := run(t, "print", "pairings", path, "-o", out)
		want := cat.T("app.error.write.failed", "file", out)
		if code != 1 || !strings.Contains(stderr, want) || stdout != "" {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want %q", lang, code, stdout, stderr, want)
		}
		if data, _ := os.ReadFile(out); string(data) != "the earlier pairings" {
			t.Errorf("%s: the earlier PDF became %.20q", lang, data)
		}
		if entries, _ := os.ReadDir(filepath.Dir(out)); len(entries) != 1 {
			t.Errorf("%s: the folder holds %d files", lang, len(entries))
		}
	})
}

// TestUnknownSheetListsEverySheet: a sheet's name mistyped, the error
// names every sheet print makes, in every language: the list, longer than
// a value repeated from outside may be, was cut in its middle
// ("prize…cates"), losing the very names the arbiter had to choose from.
func TestUnknownSheetListsEverySheet(t *testing.T) {
	path := printFixture(t)
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		code, _, stderr := run(t, "print", "pairingz", path, "-o", filepath.Join(t.TempDir(), "x.pdf"))
		if code != 2 {
			t.Fatalf("%s: exit %d: %s", lang, code, stderr)
		}
		first, _, _ := strings.Cut(stderr, "\n")
		if strings.Contains(first, "…") {
			t.Errorf("%s: the list is cut: %q", lang, first)
		}
		testtext.SaysEach(t, string(lang)+": the sheets named", first, printKinds...)
	})
}

// The pack's check-in list is of the round a check-in is for, as `checkin
// --open` and the window's button decide it: the list alone, unnamed,
// prints the next round's, not the last paired's; after the last round is
// paired there is no round to check in for, and the list alone is refused
// saying so (it printed the last round's, played already), while with
// other parts they print and a note says why the list is left out.
func TestPrintPackChecksInForTheRoundInPlay(t *testing.T) {
	dir := t.TempDir()
	pdf := func(file, name string, args ...string) string {
		out := filepath.Join(dir, name)
		runCLI(t, 0, append([]string{"print", "pack", file, "-o", out, "--lang", "en"}, args...)...)
		return pdftext.File(t, out)
	}
	// A Swiss of 3 rounds, the first played rounds paired and played.
	swiss := func(played int) string {
		ev := testevent.Swiss(t, 8, played, false)
		ev.Settings.Rounds = 3
		return testevent.EventFile(t, ev)
	}
	before := swiss(2)
	if text := pdf(before, "before.pdf", "--parts", "checkin"); !strings.Contains(text, "Check-in list") || !strings.Contains(text, "Round 3") {
		t.Errorf("the check-in list with round 3 to pair:\n%.300s", text)
	}
	after := swiss(3)
	if out := runCLI(t, 1, "print", "pack", after, "--parts", "checkin", "-o", filepath.Join(dir, "x.pdf")); !strings.Contains(out, "all 3 rounds are paired; there is no round left to check in for") {
		t.Errorf("the check-in list after the last round: %q", out)
	}
	if _, err := os.Stat(filepath.Join(dir, "x.pdf")); err == nil {
		t.Error("a refused pack was written")
	}
	out := filepath.Join(dir, "after.pdf")
	code, stdout, stderr := run(t, "print", "pack", after, "--parts", "checkin,pairings", "-o", out, "--lang", "en")
	if code != 0 || !strings.Contains(stdout, out) ||
		!strings.Contains(stderr, "The check-in list is left out: all 3 rounds are paired; there is no round left to check in for.") {
		t.Errorf("the check-in list and the pairings after the last round: exit %d\nstdout: %s\nstderr: %s", code, stdout, stderr)
	}
	if text := pdftext.File(t, out); strings.Contains(text, "Check-in list") || !strings.Contains(text, "Pairings") {
		t.Errorf("the pack after the last round:\n%.300s", text)
	}
}

// "print standings --round 2" of a Swiss whose round 2 is paired and not
// finished printed the table after round 1, saying only that the file was
// written: the round named was not the round printed.
func TestPrintingAfterARoundNotCompleteSaysWhichRoundItIs(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	dir := t.TempDir()
	file := filepath.Join(dir, "swiss.arbiter")
	newEvent(t, file, []string{"--name", "Tartu Rapid", "--system", "swiss-dutch", "--rounds", "3"}, "Mart Õunapuu:2200", "Kätlin Järvelaid:2150", "Ülle Kärner:2100", "Sergei Tšernõšov:2050")
	runCLI(t, 0, "pair", file)
	if _, _, stderr := run(t, "print", "standings", file, "--round", "1", "-o", filepath.Join(dir, "none.pdf")); !strings.Contains(stderr, "Round 1 is not complete, nor is any round before it: printed without results.") {
		t.Errorf("print standings --round 1 before any result: %q", stderr)
	}
	runCLI(t, 0, "result", file, "--round", "1", "--board", "1", "1-0")
	runCLI(t, 0, "result", file, "--round", "1", "--board", "2", "0-1")
	runCLI(t, 0, "pair", file)
	for _, kind := range []string{"standings", "crosstable"} {
		code, _, stderr := run(t, "print", kind, file, "--round", "2", "-o", filepath.Join(dir, kind+"2.pdf"))
		if want := "Round 2 is not complete: printed as it stood after round 1."; code != 0 || !strings.Contains(stderr, want) {
			t.Errorf("print %s --round 2: exit %d, %q, want %q", kind, code, stderr, want)
		}
		if code, _, stderr := run(t, "print", kind, file, "--round", "1", "-o", filepath.Join(dir, kind+"1.pdf")); code != 0 || stderr != "" {
			t.Errorf("print %s --round 1: exit %d, %q, want nothing said", kind, code, stderr)
		}
	}
}

// "print group-standings --round 1" and "print prizes --round 1" of a
// Swiss two rounds on printed the tables as they stand, after round 2,
// nothing said: the round named was dropped. The group standings are
// standings and are printed after the round named; a sheet of the event
// as it stands refuses the flag.
func TestPrintingARoundOnlyWhereTheSheetHasOne(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	dir := t.TempDir()
	file := filepath.Join(dir, "swiss.arbiter")
	newEvent(t, file, []string{"--name", "Tartu Rapid", "--system", "swiss-dutch", "--rounds", "3"}, "Mart Õunapuu:2200", "Kätlin Järvelaid:2150", "Ülle Kärner:1900", "Sergei Tšernõšov:1850")
	runCLI(t, 0, "prizes", file, "--group", "u2000:rating:-1999:Under 2000", "--prize", "1=100", "--save")
	for r := range 2 {
		runCLI(t, 0, "pair", file)
		runCLI(t, 0, "result", file, "--round", strconv.Itoa(r+1), "--board", "1", "1-0")
		runCLI(t, 0, "result", file, "--round", strconv.Itoa(r+1), "--board", "2", "0-1")
	}
	out := filepath.Join(dir, "groups.pdf")
	runCLI(t, 0, "print", "group-standings", file, "--round", "1", "-o", out)
	testtext.SaysEach(t, "print group-standings --round 1", input.Collapse(pdftext.Text(t, testdir.Read(t, out))), "Standings after round 1")
	for _, sheet := range []string{"players", "schedule", "prizes", "ratings", "report"} {
		code, _, stderr := run(t, "print", sheet, file, "--round", "1", "-o", filepath.Join(dir, sheet+".pdf"))
		if want := "the sheet " + sheet + " is of the event as it stands and takes no --round"; code != 2 || !strings.Contains(stderr, want) {
			t.Errorf("print %s --round 1: exit %d, %q, want exit 2 and %q", sheet, code, stderr, want)
		}
	}
}

// A round pack of round 1 prints no standings: before it every score is
// zero. The arbiter who left the standings ticked got the pack without
// them, nothing said; now the pack says why they are left out, in a team
// event and an individual one alike, and the standings asked alone are
// refused saying so, no file written.
func TestPrintPackOfRoundOneSaysTheStandingsAreLeftOut(t *testing.T) {
	dir := t.TempDir()
	why := "The standings are left out: no round before round 1 is complete, so every score would be zero."
	for _, file := range []string{testevent.TeamRoundUnderWayFile(t), testevent.EventFile(t, testevent.Swiss(t, 8, 2, false))} {
		out := filepath.Join(dir, "pack.pdf")
		code, stdout, stderr := run(t, "print", "pack", file, "--round", "1", "-o", out, "--lang", "en")
		if code != 0 || !strings.Contains(stdout, out) || !strings.Contains(stderr, why) {
			t.Errorf("the pack of round 1: exit %d\nstdout: %s\nstderr: %s", code, stdout, stderr)
		}
		alone := filepath.Join(dir, "alone.pdf")
		if out := runCLI(t, 1, "print", "pack", file, "--round", "1", "--parts", "standings", "-o", alone, "--lang", "en"); !strings.Contains(out, "no round before round 1 is complete") {
			t.Errorf("the standings of round 1's pack alone: %q", out)
		}
		if _, err := os.Stat(alone); err == nil {
			t.Error("a refused pack was written")
		}
	}
}

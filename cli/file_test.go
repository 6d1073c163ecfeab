package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/standings"
	"arbiter/tournament/store"
	"arbiter/words"
)

// run runs one command line and returns its exit status and both its
// outputs, for a test that checks them whatever the status (runCLI fails
// on a status not wanted and returns one output).
func run(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = Run(args, &out, &errOut)
	return code, out.String(), errOut.String()
}

// TestFileCommands walks a file through new, info, backup, a change,
// audit, undo and restore, as a script would.
func TestFileCommands(t *testing.T) {
	path := filepath.Join(t.TempDir(), "open.arbiter")
	code, out, errOut := run(t, "new", path, "--name", "Tampere Open", "--site", "Tampere", "--arbiter", "A. Tuomari",
		"--start", "2026-11-20", "--end", "2026-11-22", "--system", "round-robin", "--rounds", "3", "--time-control", "90+30", "--lang", "fi")
	if code != 0 || !strings.Contains(out, path) {
		t.Fatalf("new: code %d, out %q, err %q", code, out, errOut)
	}

	// Pair a round and enter one result through the store, as the GUI would.
	s := testevent.Open(t, path)
	pairFourPlayers(t, s)
	if err := s.SetResult(1, 1, tournament.Draw); err != nil {
		t.Fatal(err)
	}
	s.Close()

	checkFileInfo(t, path)

	code, out, _ = run(t, "backup", path)
	backup := strings.TrimSpace(strings.TrimPrefix(out, "Backup written: "))
	if _, err := os.Stat(backup); code != 0 || err != nil {
		t.Fatalf("backup: code %d, out %q, %v", code, out, err)
	}

	if code, out, _ = run(t, "backup", path, "--list"); code != 0 || !strings.Contains(out, "manual") || !strings.Contains(out, backup) {
		t.Errorf("backup --list: code %d\n%s", code, out)
	}

	code, out, _ = run(t, "undo", path)
	if code != 0 || !strings.Contains(out, "Round 1, board 1: result ½–½") {
		t.Errorf("undo: code %d, out %q", code, out)
	}
	checkFileAudit(t, path)

	code, out, errOut = run(t, "restore", path, backup)
	if code != 0 || !strings.Contains(out, "restored") {
		t.Fatalf("restore: code %d, out %q, err %q", code, out, errOut)
	}
	if _, out, _ = run(t, "info", path, "--json"); !strings.Contains(out, `"results_entered": 1`) {
		t.Errorf("the result is not back after restoring:\n%s", out)
	}
}

// checkFileInfo checks what info tells of the file, as JSON and as text.
func checkFileInfo(t *testing.T, path string) {
	t.Helper()
	code, out, _ := run(t, "info", path, "--json")
	var info map[string]any
	if err := json.Unmarshal([]byte(out), &info); code != 0 || err != nil {
		t.Fatalf("info --json: code %d, %v: %s", code, err, out)
	}
	want := map[string]any{"name": "Tampere Open", "site": "Tampere", "start_date": "2026-11-20", "end_date": "2026-11-22",
		"chief_arbiter": "A. Tuomari", "ruleset": "FIDE2023", "system": "round-robin", "time_control": "90+30",
		"players": 4.0, "rounds": 3.0, "rounds_paired": 1.0, "rounds_finished": 0.0, "results_entered": 1.0,
		"schema_version": float64(store.SchemaVersion())}
	for k, v := range want {
		if info[k] != v {
			t.Errorf("info %s = %v, want %v", k, info[k], v)
		}
	}
	if size, _ := info["file_size"].(float64); size < 4096 {
		t.Errorf("file_size = %v", info["file_size"])
	}
	code, out, _ = run(t, "info", path)
	if code != 0 || !strings.Contains(out, "Tampere Open") || !strings.Contains(out, "1 paired, 0 finished, of 3 (round 1: 1 of 2 games entered)") {
		t.Errorf("info: code %d\n%s", code, out)
	}
}

// A round robin whose round 2 waits for a postponed game while round 3
// is played in full: info said "3 paired, 1 finished", as if round 3 too
// waited for something; it names each round after the last finished one
// as the tables' headings do.
func TestInfoNamesTheRoundsBeyondTheFinished(t *testing.T) {
	path, _ := testevent.StruckLater(t)
	runCLI(t, 0, "pair", path, "--round", "3", "--override")
	whiteWinsRound(t, path, 3, 2)
	const want = "3 paired, 1 finished, of 6 (round 2: 1 of 2 games entered, round 3: every result entered)"
	if out := runCLI(t, 0, "info", path); !strings.Contains(out, want) {
		t.Errorf("info does not say %q:\n%s", want, out)
	}
	info := runJSON[struct {
		Finished int                       `json:"rounds_finished"`
		Partial  []standings.RoundProgress `json:"partial"`
	}](t, "info", path, "--json")
	if want := []standings.RoundProgress{{Round: 2, Done: 1, Of: 2}, {Round: 3, Done: 2, Of: 2}}; info.Finished != 1 || !slices.Equal(info.Partial, want) {
		t.Errorf("info --json: finished %d, partial %+v; want 1, %+v", info.Finished, info.Partial, want)
	}
	t.Setenv("ARBITER_LANG", "fi")
	if out := runCLI(t, 0, "info", path); !strings.Contains(out, "(2. kierros: 1/2 tulosta kirjattu, 3. kierros: kaikki tulokset kirjattu)") {
		t.Errorf("in Finnish:\n%s", out)
	}
}

// checkFileAudit checks the audit log after an undo, as text and as JSON
// with and without the changes.
func checkFileAudit(t *testing.T, path string) {
	t.Helper()
	code, out, _ := run(t, "audit", path)
	if code != 0 || !strings.Contains(out, "(undone by #") || !strings.Contains(out, "command line") {
		t.Errorf("audit: code %d\n%s", code, out)
	}
	code, out, _ = run(t, "audit", path, "--json")
	var log []map[string]any
	if err := json.Unmarshal([]byte(out), &log); code != 0 || err != nil || len(log) < 8 {
		t.Fatalf("audit --json: code %d, %v, %d entries", code, err, len(log))
	}
	if last := log[len(log)-1]; last["undoes"] == nil || last["text"] == "" {
		t.Errorf("last audit entry %v", last)
	}

	code, out, _ = run(t, "audit", path, "--json", "--changes")
	if code != 0 || !strings.Contains(out, `"before"`) || !strings.Contains(out, `"result": "1/2-1/2"`) {
		t.Errorf("audit --json --changes: code %d\n%s", code, out)
	}
}

// The history names the program that made each change in the reader's
// language ("komentorivi/anna"), as the window's history view does
// (words.Actor): it showed the file's own "cli" and "gui" in Finnish and
// Estonian. --json keeps the file's name of it, for scripts.
func TestAuditNamesTheProgramInTheReadersLanguage(t *testing.T) {
	path := filepath.Join(t.TempDir(), "open.arbiter")
	if code, _, errOut := run(t, "new", path, "--name", "Open"); code != 0 {
		t.Fatal(errOut)
	}
	for lang, want := range map[string]string{"en": "command line", "fi": "komentorivi", "et": "käsurida"} {
		t.Setenv("ARBITER_LANG", lang)
		code, out, _ := run(t, "audit", path)
		if code != 0 || !strings.Contains(out, want) || strings.Contains(out, "cli") {
			t.Errorf("%s: audit names the program otherwise than %q: code %d\n%s", lang, want, code, out)
		}
	}
	// Its moments are written as every date of the command line is, in
	// the reader's words; they were 2026-12-05 04:58:49 in every language.
	t.Setenv("ARBITER_LANG", "fi")
	today := words.Date(i18n.For(i18n.Finnish), time.Now().Format("2006-01-02"))
	if code, out, _ := run(t, "audit", path); code != 0 || !strings.Contains(out, today+" ") || strings.Contains(out, time.Now().Format("2006-01-02")) {
		t.Errorf("fi: audit writes its moments otherwise than %s hh.mm.ss: code %d\n%s", today, code, out)
	}
	if code, _, errOut := run(t, "backup", path); code != 0 {
		t.Fatal(errOut)
	}
	if code, out, _ := run(t, "backup", path, "--list"); code != 0 || !strings.Contains(out, today+" ") || strings.Contains(out, time.Now().Format("2006-01-02 ")) {
		t.Errorf("fi: backup --list writes its moments as ISO: code %d\n%s", code, out)
	}
	if code, out, _ := run(t, "audit", path, "--json"); code != 0 || !strings.Contains(out, `"actor": "cli`) {
		t.Errorf("audit --json: code %d\n%s", code, out)
	}
}

// arbiter audit tells a round paired with byes as the window's history
// does: what the change was first ("Round 1 paired (5 boards)"), its byes
// after, where it began with the byes.
func TestAuditTellsARoundPairedBeforeItsByes(t *testing.T) {
	file := testevent.File(t, 12, 0, 5, 0)
	ev := testevent.Read(t, file)
	runCLI(t, 0, "bye", file, "--player", strconv.FormatInt(ev.Players[0].ID, 10), "--kind", "half", "--round", "1")
	runCLI(t, 0, "pair", file)
	cat := i18n.For(i18n.English)
	paired := cat.T("store.audit.round.save", "round", 1, "boards", 5)
	lines := strings.Split(strings.TrimSpace(runCLI(t, 0, "audit", file)), "\n")
	last := lines[len(lines)-1]
	if _, row, _ := strings.Cut(last, "  "+paired+"; "); !strings.Contains(row, ev.Players[0].Name) {
		t.Errorf("arbiter audit tells the pairing as %q, want it to begin with %q and name %s's bye", last, paired, ev.Players[0].Name)
	}
	log := runJSON[[]auditJSON](t, "audit", file, "--json")
	if text := log[len(log)-1].Text; !strings.HasPrefix(text, paired+"; ") {
		t.Errorf("arbiter audit --json tells the pairing as %q, want it to begin with %q", text, paired)
	}
}

func TestFileCommandErrors(t *testing.T) {
	dir := t.TempDir()
	notes := writeInput(t, dir, "notes.arbiter", strings.Repeat("shopping list\n", 10))
	tests := []struct {
		name   string
		lang   string
		args   []string
		code   int
		stderr string
	}{
		{"no name", "en", []string{"new", filepath.Join(dir, "a.arbiter")}, 2, "--name is required"},
		{"bad system", "en", []string{"new", filepath.Join(dir, "a.arbiter"), "--name", "X", "--system", "knockout"}, 2, "knockout"},
		{"exists", "en", []string{"new", notes, "--name", "X"}, 1, "already exists"},
		{"bad time control in Finnish", "fi", []string{"new", filepath.Join(dir, "a.arbiter"), "--name", "X", "--time-control", "40/90+/"}, 1, "Peliaika, merkki 7: luku puuttuu"},
		{"not sqlite", "en", []string{"info", notes}, 1, "not an SQLite database"},
		{"not sqlite in Finnish", "fi", []string{"info", notes}, 1, "ei ole Arbiter-turnaustiedosto"},
		{"missing", "en", []string{"audit", filepath.Join(dir, "missing.arbiter")}, 1, "missing.arbiter does not exist"},
		{"missing in Estonian", "et", []string{"audit", filepath.Join(dir, "missing.arbiter")}, 1, "missing.arbiter ei ole olemas"},
		{"no folder in Finnish", "fi", []string{"new", filepath.Join(dir, "none", "a.arbiter"), "--name", "X"}, 1, "kansiota ei ole olemassa"},
		{"restore needs a backup", "en", []string{"restore", notes}, 2, "FILE BACKUP"},
		{"changes without json", "en", []string{"audit", notes, "--changes"}, 2, "--changes needs --json"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv("ARBITER_LANG", tt.lang)
			code, _, errOut := run(t, tt.args...)
			if code != tt.code || !strings.Contains(errOut, tt.stderr) {
				t.Errorf("code %d, stderr %q; want %d and %q", code, errOut, tt.code, tt.stderr)
			}
		})
	}
	// Names of things read in the user's language too.
	t.Setenv("ARBITER_LANG", "fi")
	withName := filepath.Join(dir, "named.arbiter")
	if code, _, errOut := run(t, "new", withName, "--name", "X"); code != 0 {
		t.Fatal(errOut)
	}
	if _, out, _ := run(t, "info", withName); !strings.Contains(out, "kaikki vastaan kaikki") {
		t.Errorf("Finnish info names the system in English:\n%s", out)
	}
	// Nothing to undo in a fresh file, in the user's language.
	t.Setenv("ARBITER_LANG", "et")
	fresh := filepath.Join(dir, "fresh.arbiter")
	if code, _, errOut := run(t, "new", fresh, "--name", "X"); code != 0 {
		t.Fatal(errOut)
	}
	if code, _, errOut := run(t, "undo", fresh); code != 1 || !strings.Contains(errOut, "Pole midagi tühistada") {
		t.Errorf("undo in a fresh file: code %d, %q", code, errOut)
	}
}

// pairFourPlayers adds four players to an open file and pairs round 1
// (Aho–Berg, Croft–Dahl), as the window would.
func pairFourPlayers(t *testing.T, s *store.Store) {
	t.Helper()
	ids := testevent.AddPlayers(t, s, tournament.Player{Name: "Aho"}, tournament.Player{Name: "Berg"}, tournament.Player{Name: "Croft"}, tournament.Player{Name: "Dahl"})
	r := tournament.Round{Number: 1, Pairings: []tournament.Pairing{{Board: 1, White: ids[0], Black: ids[1]}, {Board: 2, White: ids[2], Black: ids[3]}}}
	if err := s.SaveRound(r); err != nil {
		t.Fatal(err)
	}
}

// TestBackupListReasons: "backup --list" says why each backup was taken in
// the user's language, as the window's list does (the store reads the
// reason once for both); it printed the file name's "before-round-2-2".
func TestBackupListReasons(t *testing.T) {
	path := filepath.Join(t.TempDir(), "club.arbiter")
	t.Setenv("ARBITER_LANG", "en")
	if code, out, errOut := run(t, "new", path, "--name", "Club", "--system", "round-robin", "--rounds", "3"); code != 0 {
		t.Fatalf("new: code %d, out %q, err %q", code, out, errOut)
	}
	s := testevent.Open(t, path)
	for _, reason := range []string{"before-round-2", "before-round-2", "manual"} {
		if _, err := s.Backup(reason); err != nil {
			t.Fatal(err)
		}
	}
	s.Close()
	for _, c := range []struct{ lang, round, manual string }{
		{"en", "Before pairing round 2", "Backed up by hand"},
		{"fi", "Ennen kierroksen 2 parien laadintaa", "Käsin otettu"},
		{"et", "Enne 2. vooru paaritamist", "Käsitsi tehtud"},
	} {
		t.Setenv("ARBITER_LANG", c.lang)
		code, out, _ := run(t, "backup", path, "--list")
		if code != 0 || strings.Count(out, c.round) != 2 || !strings.Contains(out, c.manual) {
			t.Errorf("%s: backup --list: code %d\n%s", c.lang, code, out)
		}
	}
}

// TestInfoNamesTheRules: "arbiter info" names the event's rules as the
// venue's event page and the printed report do ("FIDE Laws of Chess
// 2023"), in every language; it wrote the file's code for them
// ("FIDE2023"). --json keeps the code.
func TestInfoNamesTheRules(t *testing.T) {
	file := testevent.EventFile(t, testevent.Swiss(t, 8, 2, false))
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		want := cat.T("store.info.ruleset") + ":"
		out := runCLI(t, 0, "info", file)
		i := strings.Index(out, want)
		if i < 0 {
			t.Fatalf("%s: no line %q:\n%s", lang, want, out)
		}
		line, _, _ := strings.Cut(out[i+len(want):], "\n")
		if got, name := strings.TrimSpace(line), cat.T("rules.ruleset.fide2023"); got != name {
			t.Errorf("%s: rules %q, want %q", lang, got, name)
		}
	})
}

// info gives the event's dates as the paper and the venue's pages do
// (words.EventDates): an end without a start was " – 2026-11-05".
func TestInfoDatesAsOnPaper(t *testing.T) {
	file := filepath.Join(t.TempDir(), "dates.arbiter")
	runCLI(t, 0, "new", file, "--name", "Dates Open", "--end", "2026-11-05")
	out := runCLI(t, 0, "info", file)
	want := regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(i18n.For("en").T("store.info.dates")) + `:\s+5 Nov 2026$`)
	if !want.MatchString(out) {
		t.Errorf("info does not give the dates as %q:\n%s", "5 Nov 2026", out)
	}
}

// A league made with its end left open (--end=) gave its first day alone
// in info, as a one-day event's date: info and event say the end is open,
// in the reader's language.
func TestInfoSaysALeaguesOpenEnd(t *testing.T) {
	file := filepath.Join(t.TempDir(), "league.arbiter")
	runCLI(t, 0, "new", file, "--name", "Club league", "--start", "12.12.2026", "--end=")
	t.Setenv("ARBITER_LANG", "fi")
	cat := i18n.For(i18n.Finnish)
	want := regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(cat.T("store.info.dates")) + `:?\s+12\.12\.2026 alkaen$`)
	for _, command := range []string{"info", "event"} {
		if out := runCLI(t, 0, command, file); !want.MatchString(out) {
			t.Errorf("%s does not give the dates as %q:\n%s", command, "12.12.2026 alkaen", out)
		}
	}
}

// arbiter info gives the game type in force and where it comes from, as
// arbiter event does and in its words, in text and as JSON: a rapid
// event's info gave the time control alone.
func TestInfoGivesTheGameType(t *testing.T) {
	path := filepath.Join(t.TempDir(), "rapid.arbiter")
	if code, _, errOut := run(t, "new", path, "--name", "Club rapid", "--system", "swiss-dutch", "--rounds", "5", "--time-control", "15+10"); code != 0 {
		t.Fatalf("new: %s", errOut)
	}
	_, event, _ := run(t, "event", path)
	want := "Rapid (from the time control 15+10)"
	if !strings.Contains(event, want) {
		t.Fatalf("arbiter event does not say %q:\n%s", want, event)
	}
	if code, out, _ := run(t, "info", path); code != 0 || !strings.Contains(out, want) {
		t.Errorf("info: code %d, %q missing\n%s", code, want, out)
	}
	_, out, _ := run(t, "info", path, "--json")
	var info map[string]any
	if err := json.Unmarshal([]byte(out), &info); err != nil || info["game_type"] != "rapid" {
		t.Errorf("info --json: game_type %v (%v)\n%s", info["game_type"], err, out)
	}
}

// TestSystemSwissIsTheDutch: --system swiss, as every help calls the
// system, is FIDE's default Swiss, the Dutch, in new and in event, and
// the command says which it took.
func TestSystemSwissIsTheDutch(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "s.arbiter")
	out := runCLI(t, 0, "new", file, "--name", "Open", "--system", "Swiss", "--rounds", "5")
	if !strings.Contains(out, "Dutch") {
		t.Errorf("new --system Swiss does not say it took the Dutch system:\n%s", out)
	}
	st := runJSON[tournament.Settings](t, "event", file, "--json")
	if st.System != tournament.SwissDutch {
		t.Errorf("new --system swiss made a %s event", st.System)
	}
	rr := filepath.Join(dir, "rr.arbiter")
	runCLI(t, 0, "new", rr, "--name", "Club", "--system", "round-robin")
	runCLI(t, 0, "event", rr, "--system", "swiss", "--rounds", "5")
	st = runJSON[tournament.Settings](t, "event", rr, "--json")
	if st.System != tournament.SwissDutch {
		t.Errorf("event --system swiss made a %s event", st.System)
	}
	runCLI(t, 2, "new", filepath.Join(dir, "x.arbiter"), "--name", "X", "--system", "swis")
}

// TestRoundRobinRoundsGivenAreSaidNotKept: a round robin's rounds follow
// from its players (tournament.Event.TotalRounds), so --rounds given to
// new or event for one is said not to be kept, in the user's language,
// and is not kept, where both took it without a word (the README's first
// example gave a round robin 11) and the event showed "Rounds 0"; a
// Swiss's and a match's are the arbiter's and kept without a note.
func TestRoundRobinRoundsGivenAreSaidNotKept(t *testing.T) {
	dir := t.TempDir()
	settings := func(file string) tournament.Settings {
		t.Helper()
		return runJSON[tournament.Settings](t, "event", file, "--json")
	}
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		for _, sys := range []tournament.System{tournament.RoundRobin, tournament.DoubleRoundRobin} {
			note := cat.T("app.rounds.not-kept", "value", 11, "system", cat.T(sys.NameKey()))
			file := filepath.Join(dir, string(lang)+string(sys)+".arbiter")
			if out := runCLI(t, 0, "new", file, "--name", "Club", "--system", string(sys), "--rounds", "11"); !strings.Contains(out, note) {
				t.Errorf("%s: new %s --rounds 11 said\n%s\nwant %q", lang, sys, out, note)
			}
			if got := settings(file).Rounds; got != 0 {
				t.Errorf("%s: new %s --rounds 11 kept %d rounds", lang, sys, got)
			}
			note = cat.T("app.rounds.not-kept", "value", 7, "system", cat.T(sys.NameKey()))
			if out := runCLI(t, 0, "event", file, "--rounds", "7"); !strings.Contains(out, note) {
				t.Errorf("%s: event %s --rounds 7 said\n%s\nwant %q", lang, sys, out, note)
			}
			if got := settings(file).Rounds; got != 0 {
				t.Errorf("%s: event %s --rounds 7 kept %d rounds", lang, sys, got)
			}
		}
	})
	for _, sys := range []tournament.System{tournament.SwissDutch, tournament.Match} {
		file := filepath.Join(dir, string(sys)+".arbiter")
		if out := runCLI(t, 0, "new", file, "--name", "Club", "--system", string(sys), "--rounds", "6"); strings.Contains(out, "--rounds") {
			t.Errorf("new %s --rounds 6 said %q", sys, out)
		}
		if got := settings(file).Rounds; got != 6 {
			t.Errorf("new %s --rounds 6 kept %d rounds", sys, got)
		}
	}
}

// A time control that cannot be read is refused with the field named and
// an example of what it takes, in every language: "Sarake 1: 90 min ei
// ole kokonaisluku" named neither.
func TestTimeControlErrorNamesTheFieldAndAnExample(t *testing.T) {
	for lang, field := range map[string]string{"en": "Time control", "fi": "Peliaika", "et": "Mõtlemisaeg"} {
		t.Setenv("ARBITER_LANG", lang)
		path := filepath.Join(t.TempDir(), "tc.arbiter")
		code, _, errOut := run(t, "new", path, "--name", "Open", "--time-control", "90 banana")
		if code == 0 || !strings.Contains(errOut, field) || !strings.Contains(errOut, `90'+30"`) {
			t.Errorf("%s: code %d, %q: want the field (%s) and an example", lang, code, errOut, field)
		}
	}
}

// TestInfoCountsTheResultsTheCrosstableCounts: with round 1's first game
// adjourned and its second drawn, info says one result entered, as the
// crosstable's note says "round 1: 1 of 2 games entered"; it counted the
// adjourned game, a game still to be finished, among the results.
func TestInfoCountsTheResultsTheCrosstableCounts(t *testing.T) {
	path := filepath.Join(t.TempDir(), "adjourned.arbiter")
	if code, out, errOut := run(t, "new", path, "--name", "Club", "--ruleset", "USSR1953", "--system", "round-robin", "--rounds", "3"); code != 0 {
		t.Fatalf("new: code %d, out %q, err %q", code, out, errOut)
	}
	s := testevent.Open(t, path)
	pairFourPlayers(t, s)
	if err := s.SetResult(1, 1, tournament.Adjourned); err != nil {
		t.Fatal(err)
	}
	if err := s.SetResult(1, 2, tournament.Draw); err != nil {
		t.Fatal(err)
	}
	s.Close()

	var cross struct {
		Partial []struct{ Round, Done, Of int } `json:"partial"`
	}
	if code, out, _ := run(t, "crosstable", path, "--json"); code != 0 || json.Unmarshal([]byte(out), &cross) != nil ||
		len(cross.Partial) != 1 || cross.Partial[0].Done != 1 || cross.Partial[0].Of != 2 {
		t.Fatalf("crosstable --json: code %d, partial %+v, want round 1: 1 of 2\n%s", code, cross.Partial, out)
	}
	var info struct {
		Results int `json:"results_entered"`
	}
	if code, out, _ := run(t, "info", path, "--json"); code != 0 || json.Unmarshal([]byte(out), &info) != nil || info.Results != 1 {
		t.Errorf("info --json: results entered %d, want 1 as the crosstable counts them\n%s", info.Results, out)
	}
	if code, out, _ := run(t, "info", path); code != 0 || !regexp.MustCompile(`(?m)^Results entered:\s+1$`).MatchString(out) {
		t.Errorf("info: code %d, want 1 result entered\n%s", code, out)
	}
}

// TestBackupBesideTheWindowCopiesTheEvent: a backup changes nothing in the
// event, so "arbiter backup" (a script's, or the arbiter's at a terminal)
// copies the file the window holds, as the README says it copies an event
// in use, where it was refused as a change to make in the window.
func TestBackupBesideTheWindowCopiesTheEvent(t *testing.T) {
	file := demoFile(t)
	program := store.Program
	store.Program = store.Window
	window := testevent.Open(t, file) // the window holds the file
	store.Program = program
	defer window.Close()
	code, out, errOut := run(t, "backup", file)
	backup := strings.TrimSpace(strings.TrimPrefix(out, "Backup written: "))
	if _, err := os.Stat(backup); code != 0 || err != nil {
		t.Fatalf("backup beside the window: code %d, out %q, err %q", code, out, errOut)
	}
	copied := testevent.OpenReadOnly(t, backup)
	defer copied.Close()
	ev, err := copied.Event()
	if err != nil || len(ev.Players) != 12 {
		t.Fatalf("the backup holds %v players: %v", ev, err)
	}
}

// arbiter audit names every row a settings change kept (the window's
// Save keeps them, store.Tx.ShowRows), old and new, in the reader's
// language, as the window's history does.
func TestAuditNamesEverySettingsRowChanged(t *testing.T) {
	file := testevent.File(t, 4, 0, 3, 0)
	st, err := store.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	ev, err := st.Event()
	if err != nil {
		t.Fatal(err)
	}
	settings := ev.Settings
	settings.Site = "Espoo"
	if err := st.Batch(func(tx *store.Tx) error {
		if err := tx.UpdateSettings(settings); err != nil {
			return err
		}
		tx.ShowRows([]store.ShownRow{
			{Label: store.ShownText{Key: "ui.settings.site"}, Old: store.ShownText{Text: "Helsinki"}, New: store.ShownText{Text: "Espoo"}},
			{Label: store.ShownText{Key: "ui.settings.supervised"}, Old: store.ShownText{Key: "ui.settings.unticked"}, New: store.ShownText{Key: "ui.settings.ticked"}},
			// A system and a rule choice, kept by the keys their drop-downs are made from.
			{Label: store.ShownText{Key: "ui.settings.system"}, Old: store.ShownText{Key: tournament.RoundRobin.NameKey()}, New: store.ShownText{Key: tournament.DoubleRoundRobin.NameKey()}},
			{Label: store.ShownText{Key: "rulesettings.national"}, Old: store.ShownText{Key: words.NationalPracticeKey("")}, New: store.ShownText{Key: words.NationalPracticeKey("FI")}},
		})
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}
	for lang, want := range map[string][]string{
		"en": {"Site: was Helsinki, now Espoo", "Supervision: was off, now on", "was round robin, now double round robin", "was None (the ruleset alone), now Finland"},
		"fi": {"Paikka: oli Helsinki, nyt Espoo", "Valvonta: oli pois, nyt päällä", "oli kaikki vastaan kaikki, nyt kaksinkertainen kaikki vastaan kaikki", "oli Ei (vain sääntökokoelma), nyt Suomi"},
		"et": {"Koht: oli Helsinki, nüüd Espoo", "Järelevalve: oli väljas, nüüd sees", "oli ringturniir, nüüd kahekordne ringturniir", "oli Puudub (ainult reeglistik), nüüd Soome"},
	} {
		t.Setenv("ARBITER_LANG", lang)
		out := runCLI(t, 0, "audit", file)
		testtext.SaysEach(t, lang+": arbiter audit", out, want...)
	}
}

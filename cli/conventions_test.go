package cli

import (
	"arbiter/cli/cmdline"
	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/internal/testdir"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The command line takes what other tools expect: --version, "-" for
// standard input and output, --json on pair and check.
func TestCommandLineConventions(t *testing.T) {
	if out := runCLI(t, 0, "--version"); !strings.HasPrefix(out, "arbiter ") {
		t.Errorf("--version printed %q", out)
	}
	report := testdir.Read(t, filepath.Join("..", "tournament", "testdata", "swissmanager-layout.trf"))
	file := filepath.Join(t.TempDir(), "open.arbiter")
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	w.Write(report)
	w.Close()
	stdin := os.Stdin
	os.Stdin = r
	out := runCLI(t, 0, "import", "trf", file, "-")
	os.Stdin = stdin
	if !strings.Contains(out, "Imported 5 players and 3 rounds") {
		t.Fatalf("import from standard input: %q", out)
	}
	if out := runCLI(t, 0, "export", "trf", file, "-o", "-"); !strings.HasPrefix(out, "012 Club open") {
		t.Errorf("export -o - printed %q", out)
	}
	if _, err := os.Stat("-"); err == nil {
		t.Error("-o - wrote a file named -")
	}

	var rd roundJSON
	paired := runCLI(t, 0, "pair", file, "--json")
	if err := json.Unmarshal([]byte(paired), &rd); err != nil || rd.Round != 4 || len(rd.Boards) != 3 || rd.Boards[2].Bye != "pairing-allocated" {
		t.Errorf("pair --json: %+v, %v", rd, err)
	}
	// The bye is on no board, as the text ("–") and every list give it
	// and result --board refuses it: --json gave it board 3.
	var raw struct{ Boards []map[string]any }
	if json.Unmarshal([]byte(paired), &raw); len(raw.Boards) == 3 && raw.Boards[2]["board"] != nil {
		t.Errorf("pair --json puts the bye on board %v", raw.Boards[2]["board"])
	}
	var chk cmdline.CheckJSON
	if err := json.Unmarshal([]byte(runCLI(t, 0, "check", file, "--round", "4", "--json")), &chk); err != nil || !chk.OK || chk.Round != 4 {
		t.Errorf("check --json: %+v, %v", chk, err)
	}
}

// `arbiter pgn` reads every game of a file: a byte-order mark does not
// cut the first game, a null move makes its own game an error and the
// others are still read, a Result tag the moves contradict is a warning.
func TestPGNReadsEveryGame(t *testing.T) {
	file := filepath.Join(t.TempDir(), "games.pgn")
	text := "\ufeff[Event \"Open\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"0-1\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n" +
		"[Event \"x\"]\n\n1. e4 Z0 *\n\n[White \"C\"]\n[Black \"D\"]\n[Result \"*\"]\n\n1. d4 *\n"
	testdir.Write(t, file, text)
	var games []cmdline.PGNGameJSON
	if err := json.Unmarshal([]byte(runCLI(t, 0, "pgn", file, "--json")), &games); err != nil || len(games) != 3 {
		t.Fatalf("%d games, %v", len(games), err)
	}
	g := games[0]
	if g.Tags["Event"] != "Open" || len(g.Moves) != 7 || g.Result != "1-0" || len(g.Warnings) != 1 ||
		g.FEN != "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4" {
		t.Errorf("the first game: %+v", g)
	}
	if !strings.Contains(games[1].Error, "null move") || !strings.Contains(games[1].Error, "Z0") {
		t.Errorf("the null move: %+v", games[1])
	}
	if games[2].Tags["White"] != "C" || len(games[2].Moves) != 1 {
		t.Errorf("the game after: %+v", games[2])
	}
	// --export writes the two games read in export form and fails for the
	// one it could not read, naming it.
	code, out, errOut := run(t, "pgn", file, "--export")
	if code != 1 {
		t.Errorf("--export with a game unread: exit %d, want 1", code)
	}
	testtext.SaysEach(t, "--export", out, "[Event \"Open\"]\n[Site \"?\"]", "4. Qxf7# 1-0", "[White \"C\"]", "1. d4 *")
	if strings.Contains(out, "Z0") || !strings.Contains(errOut, "null move") || !strings.Contains(errOut, "1 of 3 games") {
		t.Errorf("--export: the game with a null move\nstdout: %s\nstderr: %s", out, errOut)
	}
}

// pair-trf honours what the column of the round it pairs already says, as
// bbpPairings does: players with an absence or a requested bye there are
// not paired, and the round is the one after the last anyone was paired
// in; a round further on is refused rather than answered with 0 pairs.
func TestPairTRFHonoursTheRoundsAbsences(t *testing.T) {
	line := func(n int, pts string, cells string) string {
		return fmt.Sprintf("001 %4d      Player %-26d %4d                             %s       %s", n, n, 2300-10*n, pts, cells)
	}
	report := strings.Join([]string{"012 Open", "XXR 5", "XXC white1",
		line(1, "1.0", "   4 w 1"), line(2, "0.0", "   5 b 0  0000 - H"), line(3, "1.0", "   6 w 1"),
		line(4, "0.0", "   1 b 0"), line(5, "1.0", "   2 w 1  0000 - Z"), line(6, "0.0", "   3 b 0")}, "\r") + "\r"
	path := writeInput(t, t.TempDir(), "open.trf", report)
	out := runCLI(t, 0, "pair-trf", path)
	if !strings.HasPrefix(out, "2\n") || strings.Contains(out, "2 ") || strings.Contains(out, " 2\n") ||
		strings.Contains(out, "5 ") || strings.Contains(out, " 5\n") {
		t.Errorf("round 2 pairs the absent players 2 and 5:\n%s", out)
	}
	if again := runCLI(t, 0, "pair-trf", path, "--round", "2"); again != out {
		t.Errorf("--round 2 gave %q, the default %q", again, out)
	}
	if msg := runCLI(t, 1, "pair-trf", path, "--round", "3"); !strings.Contains(msg, "round 3 cannot be paired before round 2") {
		t.Errorf("--round 3: %q", msg)
	}
}

// `import --json` carries the import's notes, each with its key and its
// text: a Swiss Perfect export of the Irish Chess Union, read as Latin-1,
// a birth date it could not read left empty.
func TestImportJSONCarriesTheNotes(t *testing.T) {
	report := filepath.Join("..", "tournament", "testdata", "outside", "icu-irish_intermediate_champs_2011.trf")
	file := filepath.Join(t.TempDir(), "intermediate.arbiter")
	got := runJSON[importJSON](t, "import", "trf", file, report, "--json")
	if got.Players != 21 || got.Rounds != 5 || len(got.Notes) < 2 {
		t.Fatalf("%+v", got)
	}
	if n := got.Notes[0]; n.Key != "event.import.encoding" || !strings.Contains(n.Text, "Windows-1252") {
		t.Errorf("first note %+v, want the encoding", n)
	}
	if !slices.ContainsFunc(got.Notes, func(n noteJSON) bool { return n.Key == "event.trf.birthdate" && n.Args["number"] == "17" }) {
		t.Errorf("player 17's birth date not named: %+v", got.Notes)
	}
}

// `import trf` of a report into an event file the arbiter had set says,
// in the user's language, each setting the report replaced and the limit
// of half-point byes it could not keep: a round robin imported into a
// Swiss named otherwise with at most 2 half-point byes a player. The
// import took the report's name without a word, and refused the round
// robin in the settings' words, as if the arbiter had set the limit on
// it.
func TestImportTRFNamesWhatItReplaced(t *testing.T) {
	dir := t.TempDir()
	rr := filepath.Join(dir, "tallinn.arbiter")
	newEvent(t, rr, []string{"--name", "Tallinn Round Robin", "--system", "round-robin", "--rounds", "3"}, "Anna Aho", "Bo Berg", "Carl Carlsson", "Dan Dahl")
	report := filepath.Join(dir, "tallinn.trf")
	runCLI(t, 0, "export", "trf", rr, "-o", report)
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		file := filepath.Join(dir, string(lang)+".arbiter")
		runCLI(t, 0, "new", file, "--name", "Club Open", "--system", "swiss-dutch", "--rounds", "5", "--max-half-byes", "2")
		out := runCLI(t, 0, "import", "trf", file, report)
		for _, n := range []*engine.Message{
			engine.NewMessage("event.trf.replaced", "setting", engine.NewMessage("ui.settings.name"), "old", "Club Open", "new", "Tallinn Round Robin"),
			engine.NewMessage("event.trf.halfbyes.system", "setting", engine.NewMessage("event.halfbyes"),
				"limit", engine.NewMessage("event.halfbyes.max", "max", 2), "system", tournament.RoundRobin.Name()),
		} {
			want := cat.Message(n)
			if !strings.Contains(out, want) {
				t.Errorf("%s: the import said\n%s\nwithout %q", lang, out, want)
			}
			if lang != i18n.English && want == i18n.For(i18n.English).Message(n) {
				t.Errorf("%s: %q is in English", lang, want)
			}
		}
	})
}

// `import trf` of a report whose time control makes another game type
// than the one the arbiter set in the file says so, as setting the time
// control with `arbiter event` does: the type set is kept, and the report
// replaced the control it agreed with without a word on the type.
func TestImportTRFSaysTheGameTypeItContradicts(t *testing.T) {
	dir := t.TempDir()
	blitz := filepath.Join(dir, "blitz.arbiter")
	newEvent(t, blitz, []string{"--name", "Blitz", "--system", "round-robin", "--rounds", "3", "--time-control", "3+2"}, "Anna Aho", "Bo Berg", "Carl Carlsson", "Dan Dahl")
	report := filepath.Join(dir, "blitz.trf")
	runCLI(t, 0, "export", "trf", blitz, "-o", report)
	file := filepath.Join(dir, "club.arbiter")
	runCLI(t, 0, "new", file, "--name", "Club", "--system", "swiss-dutch", "--rounds", "5", "--time-control", "90+30", "--game-type", "standard")
	jsonFile := filepath.Join(dir, "club-json.arbiter")
	runCLI(t, 0, "new", jsonFile, "--name", "Club", "--system", "swiss-dutch", "--rounds", "5", "--time-control", "90+30", "--game-type", "standard")
	for _, args := range [][]string{{"import", "trf", file, report}, {"import", "trf", "--json", jsonFile, report}} {
		code, _, errOut := run(t, args...)
		if code != 0 || !strings.Contains(errOut, "Standard (set by the arbiter), but the time control 3+2 makes blitz games") {
			t.Errorf("%v: exit %d, the import said on standard error %q", args, code, errOut)
		}
	}
}

// pgn --export writes the variations it read, nested, and names on
// standard error the text after a game's result that is no game ("* *"),
// which it does not write.
func TestPGNExportKeepsVariations(t *testing.T) {
	file := writeInput(t, t.TempDir(), "rav.pgn", "[Event \"Study\"]\n\n1. e4 (1. d4 d5 (1... Nf6)) 1... e5 {main} * *\n")
	code, out, errOut := run(t, "pgn", file, "--export")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, "1. e4 (1. d4 d5 (1... Nf6)) 1... e5 {main} *") || strings.Count(out, "[Event") != 1 {
		t.Errorf("--export:\n%s", out)
	}
	if !strings.Contains(errOut, "1. text after the game's result is no game and was not read: *") {
		t.Errorf("--export says %q", errOut)
	}
}

// pgn --export keeps a rest-of-line comment's "}", which a {…} comment
// cannot hold, by writing it as a rest-of-line comment again; it was
// dropped without a word.
func TestPGNExportKeepsABraceInAComment(t *testing.T) {
	file := writeInput(t, t.TempDir(), "brace.pgn", "1. e4 ; a } b\ne5 *\n")
	if out := runCLI(t, 0, "pgn", file, "--export"); !strings.Contains(out, "\n\n1. e4 ; a } b\n1... e5 *\n") {
		t.Errorf("--export:\n%s", out)
	}
}

// `arbiter pgn` lists a game's players as every message repeats a value
// from outside (i18n.Shown): a crafted White tag's escape sequences,
// which retitled and cleared the terminal, are printed as escapes, and so
// is a warning's value.
func TestPGNListingEscapesTheTags(t *testing.T) {
	file := writeInput(t, t.TempDir(), "crafted.pgn",
		"[White \"A\x1b]0;owned\x07\x1b[2J\"]\n[Black \"B\u202eC\"]\n[Result \"1-0\"]\n\n1. e4 * \x1b[2J\n")
	out := runCLI(t, 0, "pgn", file)
	if strings.ContainsAny(out, "\x1b\x07\u202e") || !strings.Contains(out, `A\x1b]0;owned\a\x1b[2J – B\u202eC`) ||
		!strings.Contains(out, `was not read: \x1b[2J`) {
		t.Errorf("%q", out)
	}
}

// A crafted White tag's escape sequences and a C1 control (U+009B, a
// terminal's CSI) were written byte for byte by --export and --json (JSON
// escaped only the C0 controls): --export writes them escaped, as the
// listing shows them, and says so, naming the game and tag; --json writes
// them as \u escapes, which read back as the tag.
func TestPGNExportAndJSONEscapeTheTags(t *testing.T) {
	white := "A\x1b]0;owned\x07\x1b[2J\u009b2J\x7f"
	file := writeInput(t, t.TempDir(), "crafted.pgn",
		"[White \""+white+"\"]\n[Black \"B\u202eC\"]\n[Result \"1-0\"]\n\n1. e4 *\n")
	code, out, errOut := run(t, "pgn", file, "--export")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if strings.ContainsAny(out, "\x1b\x07\u009b\x7f\u202e") ||
		!strings.Contains(out, `[White "A\\x1b]0;owned\\a\\x1b[2J\\u009b2J\\x7f"]`) ||
		!strings.Contains(out, `[Black "B\\u202eC"]`) {
		t.Errorf("--export:\n%q", out)
	}
	if !strings.Contains(errOut, "1. the White tag holds characters that are not text") ||
		!strings.Contains(errOut, "1. the Black tag") {
		t.Errorf("--export says %q", errOut)
	}
	js := runCLI(t, 0, "pgn", file, "--json")
	var games []cmdline.PGNGameJSON
	if strings.ContainsAny(js, "\x1b\x07\u009b\x7f\u202e") || json.Unmarshal([]byte(js), &games) != nil ||
		len(games) != 1 || games[0].Tags["White"] != white || games[0].Tags["Black"] != "B\u202eC" {
		t.Errorf("--json: %q", js)
	}
}

// pgn --export writes a comment's characters that are not text as
// escapes, as a tag's, and says so: they went to the terminal byte for
// byte. The comment's words stay, a variation's comments too.
func TestPGNExportEscapesTheComments(t *testing.T) {
	file := writeInput(t, t.TempDir(), "crafted.pgn",
		"[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n{Start\x1b[2J} 1. e4 {A\x1b]0;owned\x07 here} (1. d4 {x\u202ey}) e5 *\n")
	code, out, errOut := run(t, "pgn", file, "--export")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	text := input.Collapse(out)
	if strings.ContainsAny(out, "\x1b\x07\u202e") ||
		!strings.Contains(text, `{Start\x1b[2J} 1. e4 {A\x1b]0;owned\a here} (1. d4 {x\u202ey})`) {
		t.Errorf("--export:\n%q", out)
	}
	if strings.Count(errOut, "1. a comment holds characters that are not text") != 1 {
		t.Errorf("--export says %q", errOut)
	}
}

// pgn --export keeps an annotated file's comments and variations where
// they stand (engine's annotated.pgn): a comment between two variations
// and after the last, and a NAG standing alone, which made the game
// unreadable ("1 of 1 games could not be read").
func TestPGNExportKeepsCommentsAmongVariations(t *testing.T) {
	out := input.Collapse(runCLI(t, 0, "pgn", filepath.Join("..", "engine", "testdata", "pgn", "annotated.pgn"), "--export"))
	testtext.SaysEach(t, "--export", out,
		"(1... Nf6 {Indian.} 2. c4) {After the nested line.} 2. c4) {Between the variations.} (1. c4 $1) {After the last variation.} 1... e5 $2",
		"2. Nf3 $1 Nc6 $5 (2... d6 {Philidor.})",
		"1. d4 {First.} (1. e4) {Second.} (1. c4) {Third.} 1... d5 *",
	)
}

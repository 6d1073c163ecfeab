package cli

import (
	"path/filepath"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testdir"
	"arbiter/internal/testevent"
)

// generate, FIDE's random tournament generator (C.04.A), writes a whole
// tournament of each Swiss system, paired round by round by Arbiter's
// pairing, that the free pairings checker passes round by round and the
// import reads as that system's event; the same seed gives the same
// report byte for byte, another seed another report; a chance outside 0
// to 1 is refused by name.
func TestGenerateMakesTournamentsTheCheckerPasses(t *testing.T) {
	dir := t.TempDir()
	read := func(path string) string {
		return string(testdir.Read(t, path))
	}
	for _, c := range []struct{ system, event string }{{"dutch", "swiss-dutch"}, {"dubov", "swiss-dubov"}, {"burstein", "swiss-burstein"}} {
		path := filepath.Join(dir, c.system+".trf")
		args := []string{"generate", "--system", c.system, "--players", "17", "--rounds", "7", "--seed", "42",
			"--byes", "0.05", "--withdrawals", "0.02", "--late", "0.1", "--forfeits", "0.05", "-o", path}
		runCLI(t, 0, args...)
		if out := runCLI(t, 0, "check-trf", path); strings.Count(out, "is the pairing") != 7 {
			t.Errorf("%s: check-trf\n%s", c.system, out)
		}
		file := filepath.Join(dir, c.system+".arbiter")
		runCLI(t, 0, "import", "trf", file, path)
		if ev := testevent.Read(t, file); string(ev.Settings.System) != c.event || len(ev.Rounds) != 7 || len(ev.Players) != 17 {
			t.Errorf("%s imported as %s, %d rounds, %d players", c.system, ev.Settings.System, len(ev.Rounds), len(ev.Players))
		}
		again := filepath.Join(dir, c.system+"-again.trf")
		args[len(args)-1] = again
		runCLI(t, 0, args...)
		if read(again) != read(path) {
			t.Errorf("%s: seed 42 twice gave two reports", c.system)
		}
		other := filepath.Join(dir, c.system+"-other.trf")
		args[8], args[len(args)-1] = "43", other
		runCLI(t, 0, args...)
		if read(other) == read(path) {
			t.Errorf("%s: seeds 42 and 43 gave one report", c.system)
		}
	}
	if msg := runCLI(t, 2, "generate", "--players", "10", "--rounds", "5", "--draws", "1.5", "-o", filepath.Join(dir, "x.trf")); !strings.Contains(msg, "--draws 1.5: a chance is a number from 0 to 1") {
		t.Errorf("--draws 1.5: %q", msg)
	}
	// A word where no argument is taken is named, not "expected , got 1".
	if msg := runCLI(t, 2, "generate", "--players", "10", "--rounds", "5", "-o", filepath.Join(dir, "y.trf"), "dutch"); !strings.Contains(msg, "nothing is expected besides the options, got 1 argument: dutch") {
		t.Errorf("a stray word: %q", msg)
	}
}

// A generated tournament that reaches a round without a legal pairing (10
// players, 11 rounds: after round 8 three players can be given neither an
// opponent nor the bye) fails naming that round, and the report of the
// rounds before it is written, each of them the Dutch pairing, so that
// another program can be asked to pair the round; in each language.
func TestGenerateStoppedWritesTheRoundsBefore(t *testing.T) {
	inEachLang(t, func(lang i18n.Lang, _ *i18n.Catalog) {
		path := filepath.Join(t.TempDir(), "stopped.trf")
		msg := runCLI(t, 1, "generate", "--players", "10", "--rounds", "11", "--seed", "267", "-o", path)
		want := map[i18n.Lang]string{"en": "round 9 has no legal pairing", "fi": "kierrokselle 9 ei ole", "et": "9. voorule ei ole"}[lang]
		if !strings.Contains(msg, want) || !strings.Contains(msg, path) || !strings.Contains(msg, "0005 Player") {
			t.Errorf("%s: %q", lang, msg)
		}
		t.Setenv("ARBITER_LANG", "en")
		if out := runCLI(t, 0, "check-trf", path); strings.Count(out, "is the pairing") != 8 || strings.Contains(out, "Round 9") {
			t.Errorf("%s: the report written is not rounds 1 to 8:\n%s", lang, out)
		}
	})
}

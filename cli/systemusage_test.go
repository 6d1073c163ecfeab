package cli

import (
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"arbiter/cli/cmdline"
	"arbiter/i18n"
	"arbiter/tournament"
)

// TestSystemUsageListsTheSystemsTaken: the usage lines of new and event
// list exactly the pairing systems each command takes, and so do their
// refusals of a system they do not know. new's line offered only
// "--system round-robin" though it takes the Swiss systems and the team
// systems too, and the refusals were lists typed by hand into each
// language's catalogue. Each system the usage lists is tried on the
// command, and each of the program's systems the usage leaves out must
// be refused by it.
func TestSystemUsageListsTheSystemsTaken(t *testing.T) {
	every := []tournament.System{tournament.RoundRobin, tournament.DoubleRoundRobin, tournament.Match,
		tournament.SwissDutch, tournament.SwissDubov, tournament.SwissBurstein,
		tournament.TeamRoundRobin, tournament.TeamSwiss}
	dir := t.TempDir()
	n := 0
	fresh := func() string { n++; return filepath.Join(dir, "e"+strings.Repeat("x", n)+".arbiter") }
	takes := map[string]func(sys tournament.System) (code int, stderr string){
		"new": func(sys tournament.System) (int, string) {
			args := []string{"new", fresh(), "--name", "Club", "--system", string(sys), "--rounds", "5"}
			if sys.Team() {
				args = append(args, "--boards", "4")
			}
			code, _, errOut := run(t, args...)
			return code, errOut
		},
		"event": func(sys tournament.System) (int, string) {
			file := fresh()
			runCLI(t, 0, "new", file, "--name", "Club")
			code, _, errOut := run(t, "event", file, "--system", string(sys), "--rounds", "5")
			return code, errOut
		},
	}
	systemsFlag := regexp.MustCompile(`\[--system ([^\]]+)\]`)
	for name, try := range takes {
		c, ok := cmdline.Lookup(name)
		if !ok {
			t.Fatalf("no command %s", name)
		}
		m := systemsFlag.FindStringSubmatch(c.Line())
		if m == nil {
			t.Errorf("%s's usage names no system: %s", name, c.Line())
			continue
		}
		listed := strings.Split(m[1], "|")
		for _, sys := range every {
			code, errOut := try(sys)
			switch in := slices.Contains(listed, string(sys)); {
			case in && code != 0:
				t.Errorf("%s's usage lists --system %s, which it refuses: %s", name, sys, errOut)
			case !in && code == 0:
				t.Errorf("%s takes --system %s, which its usage (%s) leaves out", name, sys, m[1])
			}
		}
		for _, l := range listed {
			if _, ok := tournament.ParseSystem(l); !ok {
				t.Errorf("%s's usage lists %q, no system", name, l)
			}
		}
		// The refusal of a system not known names the same systems, in
		// each language.
		inEachLang(t, func(lang i18n.Lang, _ *i18n.Catalog) {
			code, errOut := try("knockout")
			if code != 2 {
				t.Errorf("%s --system knockout: exit %d, want 2", name, code)
			}
			refusal, _, _ := strings.Cut(errOut, "\n") // the usage line follows it
			for _, sys := range every {
				if got, want := strings.Contains(refusal, " "+string(sys)), slices.Contains(listed, string(sys)); got != want {
					t.Errorf("%s: %s's refusal of knockout names %s: %v, its usage: %v\n%s", lang, name, sys, got, want, refusal)
				}
			}
		})
		t.Setenv("ARBITER_LANG", "en")
	}
}

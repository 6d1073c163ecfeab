package cli

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/tournament"
)

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
	var st tournament.Settings
	if err := json.Unmarshal([]byte(runCLI(t, 0, "event", file, "--json")), &st); err != nil {
		t.Fatal(err)
	}
	if st.System != tournament.SwissDutch {
		t.Errorf("new --system swiss made a %s event", st.System)
	}
	rr := filepath.Join(dir, "rr.arbiter")
	runCLI(t, 0, "new", rr, "--name", "Club", "--system", "round-robin")
	runCLI(t, 0, "event", rr, "--system", "swiss", "--rounds", "5")
	if err := json.Unmarshal([]byte(runCLI(t, 0, "event", rr, "--json")), &st); err != nil {
		t.Fatal(err)
	}
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
		var st tournament.Settings
		if err := json.Unmarshal([]byte(runCLI(t, 0, "event", file, "--json")), &st); err != nil {
			t.Fatal(err)
		}
		return st
	}
	for _, lang := range []string{"en", "fi", "et"} {
		t.Setenv("ARBITER_LANG", lang)
		cat := i18n.For(i18n.Lang(lang))
		for _, sys := range []tournament.System{tournament.RoundRobin, tournament.DoubleRoundRobin} {
			note := cat.T("app.rounds.not-kept", "value", 11, "system", cat.T(sys.NameKey()))
			file := filepath.Join(dir, lang+string(sys)+".arbiter")
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
	}
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

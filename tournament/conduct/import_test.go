package conduct_test

import (
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/internal/testsource"
	"arbiter/tournament"
	"arbiter/tournament/conduct"
)

// readTestReport reads a report of the tournament package's testdata as
// every front end's import reads it.
func readTestReport(t *testing.T, name string) conduct.Imported {
	t.Helper()
	return testevent.ReadWith(t, filepath.Join("..", "testdata", name), conduct.ReadReport)
}

// The reading tells a team report from an individual one, and Import
// hands the store the report whole (settings, players, rounds, its Swiss
// options); a player list is players only, into the event as it is.
func TestImportReadsEitherKindOfReport(t *testing.T) {
	team := readTestReport(t, "teams/arbiter-rr6.trf")
	if !team.Report || !team.Event.Settings.System.Team() || len(team.Event.Teams) == 0 {
		t.Errorf("a team report read as %s with %d teams", team.Event.Settings.System, len(team.Event.Teams))
	}
	imp := readTestReport(t, "swissmanager-layout.trf")
	if !imp.Report || imp.Event.Settings.System.Team() || len(imp.Event.Players) == 0 {
		t.Fatalf("an individual report read as %s with %d players", imp.Event.Settings.System, len(imp.Event.Players))
	}
	m := &memory{ev: &tournament.Event{}}
	if _, err := conduct.Import(m, imp); err != nil {
		t.Fatal(err)
	}
	if m.ev.Settings.Name != imp.Event.Settings.Name || len(m.ev.Players) != len(imp.Event.Players) || len(m.ev.Rounds) != len(imp.Event.Rounds) {
		t.Errorf("kept %q with %d players and %d rounds", m.ev.Settings.Name, len(m.ev.Players), len(m.ev.Rounds))
	}
	list, err := conduct.ReadPlayers([]byte("name,rating\nAnna Aho,1800\nBo Berg,1700\n"), rules.Standard)
	if err != nil {
		t.Fatal(err)
	}
	if list.Report || len(list.Event.Players) != 2 {
		t.Fatalf("a list read as a report %v with %d players", list.Report, len(list.Event.Players))
	}
	name := m.ev.Settings.Name
	if _, err := conduct.Import(m, list); err != nil {
		t.Fatal(err)
	}
	if m.ev.Settings.Name != name || len(m.ev.Players) != len(imp.Event.Players)+2 {
		t.Errorf("a list changed the settings to %q or kept %d players", m.ev.Settings.Name, len(m.ev.Players))
	}
}

// A new file is made from an import in one place, through the store's
// making of it: a report whole with its Swiss options, a player list
// named after the new file; no front end makes the file itself.
func TestCreateMakesTheNewFileOfAnImport(t *testing.T) {
	type made struct {
		path   string
		ev     *tournament.Event
		report bool
		swiss  tournament.SwissOptions
	}
	create := func(path string, ev *tournament.Event, report bool, opts tournament.SwissOptions) (made, error) {
		return made{path, ev, report, opts}, nil
	}
	imp := readTestReport(t, "swissmanager-layout.trf")
	got, notes, err := conduct.Create("/events/open.arbiter", "fi", imp, create)
	if err != nil {
		t.Fatal(err)
	}
	// The reading's notes, then the rules the new file assumes, which
	// no report states: a FIDE-rated event came back not FIDE-rated
	// without a word.
	// Nor does this report state its tie-breaks: the system's own are
	// said as the standings head them.
	if n := len(imp.Notes); len(notes) != n+2 || !reflect.DeepEqual(notes[:n], imp.Notes) || notes[n].Key != "event.trf.assumed" ||
		!reflect.DeepEqual(notes[n].Args["rules"], engine.Message{Key: "rules.ruleset.fide2023"}) || notes[n+1].Key != "event.trf.tiebreaks.assumed" {
		t.Errorf("a report's new file says %v, want the reading's %v, event.trf.assumed of the FIDE Laws and event.trf.tiebreaks.assumed", notes, imp.Notes)
	} else if said := i18n.For(i18n.English).Message(notes[n+1]); !strings.Contains(said, "by BH-C1, BH, SB, Wins,") {
		t.Errorf("the tie-breaks assumed said as %q", said)
	}
	// The report as read, its documents in the arbiter's language, which
	// no report names.
	want := *imp.Event
	want.Settings.Language = "fi"
	if got.path != "/events/open.arbiter" || !reflect.DeepEqual(*got.ev, want) || !got.report || !reflect.DeepEqual(got.swiss, imp.Swiss) {
		t.Errorf("a report made %s of %q in %q, report %v, options %+v", got.path, got.ev.Settings.Name, got.ev.Settings.Language, got.report, got.swiss)
	}
	list, err := conduct.ReadPlayers([]byte("name,rating\nAnna Aho,1800\n"), rules.Standard)
	if err != nil {
		t.Fatal(err)
	}
	if got, notes, _ = conduct.Create("/events/club-night.arbiter", "et", list, create); got.ev.Settings.Name != "club-night" || got.ev.Settings.Language != "et" || got.report || len(notes) == 0 || !reflect.DeepEqual(notes, list.Notes) {
		// A list's new file says what its reading said (the column its
		// ratings were read from, how it split the whole names) and
		// assumes nothing beyond it.
		t.Errorf("a list made an event named %q in %q, report %v, notes %v (the reading's %v)", got.ev.Settings.Name, got.ev.Settings.Language, got.report, notes, list.Notes)
	}
	if list.Event.Settings.Name != "" || list.Event.Settings.Language != "en" || imp.Event.Settings.Language != "en" {
		t.Errorf("the list read was renamed %q in %q, the report in %q", list.Event.Settings.Name, list.Event.Settings.Language, imp.Event.Settings.Language)
	}
	for _, f := range testsource.Read(t, "../../cli/*.go", "../../ui/*.go", "../../venue/*.go") {
		if strings.Contains(f.Text, "store.CreateImported(") {
			t.Errorf("%s makes a file from an import itself, not through conduct.Create", f.Name)
		}
	}
}

// A report that states no tie-breaks (no record 202 or 212: Swiss
// Perfect's, Swiss-Manager's team reports of Crete) gave its new file the
// system's own without a word; one that states them is read as it says.
func TestCreateSaysTheTieBreaksNoReportStates(t *testing.T) {
	create := func(string, *tournament.Event, bool, tournament.SwissOptions) (bool, error) { return true, nil }
	for _, c := range []struct {
		file, heads string // heads "": the report states them
	}{
		{"teams/heltour-crete2025.trf", "GP, BH, SB"},
		{"suite/dechamps-kd-4-javafo-half-point-byes.trf", ""},
		{"teams/fideteam_nocolor-typea-gp.trf", ""},
	} {
		_, notes, err := conduct.Create("/events/new.arbiter", "en", readTestReport(t, c.file), create)
		if err != nil {
			t.Fatal(err)
		}
		var said []string
		for _, m := range notes {
			if m.Key == "event.trf.tiebreaks.assumed" {
				said = append(said, i18n.For(i18n.English).Message(m))
			}
		}
		switch {
		case c.heads == "" && len(said) > 0:
			t.Errorf("%s states its tie-breaks, and the new file says %q", c.file, said)
		case c.heads != "" && (len(said) != 1 || !strings.Contains(said[0], "by "+c.heads+", its system's own")):
			t.Errorf("%s states no tie-breaks: the new file says %q, want them named %s", c.file, said, c.heads)
		}
	}
}

// The tie-breaks a new file assumes are named by their own heads
// (tieBreakHeads), which every system's own have in every catalogue.
func TestEverySystemsTieBreaksHaveHeads(t *testing.T) {
	for _, teams := range []bool{false, true} {
		for _, sys := range tournament.Systems(teams) {
			for _, id := range sys.DefaultTieBreaks() {
				for _, l := range i18n.Complete {
					if !i18n.For(l).Has("event.tb.short." + id) {
						t.Errorf("%s: %s has no head of its own in %s", sys, id, l)
					}
				}
			}
		}
	}
}

// A report that states its first day and no last day (record 042 without
// 052) made a file whose end is open, as the settings read an empty last
// day, where a new event given its first day alone is a one-day event
// (schedule.OneDay): the new file says which it took, and where to set
// the last day.
func TestCreateSaysAReportsEndIsOpen(t *testing.T) {
	create := func(_ string, ev *tournament.Event, _ bool, _ tournament.SwissOptions) (tournament.Settings, error) {
		return ev.Settings, nil
	}
	endOpen := func(notes []engine.Message) []string {
		var said []string
		for _, m := range notes {
			if m.Key == "event.trf.end-open" {
				said = append(said, i18n.For(i18n.English).Message(m))
			}
		}
		return said
	}
	imp := readTestReport(t, "swissmanager-layout.trf")
	if _, notes, _ := conduct.Create("/events/open.arbiter", "en", imp, create); len(endOpen(notes)) > 0 {
		t.Errorf("a report with its last day says %q", endOpen(notes))
	}
	imp.Event.Settings.EndDate = ""
	got, notes, err := conduct.Create("/events/open.arbiter", "en", imp, create)
	if err != nil {
		t.Fatal(err)
	}
	if said := endOpen(notes); got.EndDate != "" || len(said) != 1 || !strings.Contains(said[0], "1 Mar 2026") {
		t.Errorf("a report without its last day made the days %q–%q and said %q", got.StartDate, got.EndDate, said)
	}
}

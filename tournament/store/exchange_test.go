package store

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"arbiter/tournament"
	"arbiter/tournament/exchange"
)

// A report goes only into an empty event, a list with one bad line adds
// nobody, and either refusal leaves the file as it was.
// listed returns players i..j of testPlayers with FIDE ids of their own,
// as an import checks them.
func listed(i, j int) []tournament.Player {
	ps := testPlayers(j)[i:]
	for k := range ps {
		ps[k].FIDEID = fmt.Sprint(100 + i + k)
	}
	return ps
}

func TestImportRefusesWithoutChange(t *testing.T) {
	s, _, _ := pairedSwiss(t, 4)
	before := dump(t, s)
	report := &tournament.Event{Settings: testSettings(), Players: listed(4, 6)}
	if err := s.Import(report, true, tournament.SwissOptions{}); !errors.Is(err, ErrImportNotEmpty) {
		t.Errorf("report into a paired event: %v", err)
	}
	again := listed(0, 1)
	again[0].FIDEID = "" // then the name says it is Player A again
	list := append(listed(4, 6), again...)
	if err := s.Import(&tournament.Event{Players: list}, false, tournament.SwissOptions{}); err == nil {
		t.Error("a list repeating a player was imported")
	}
	if after := dump(t, s); !reflect.DeepEqual(before, after) {
		t.Error("a refused import changed the file")
	}
	// A clean list comes in as one action, late entries included.
	if err := s.Import(&tournament.Event{Players: listed(10, 12)}, false, tournament.SwissOptions{}); err != nil {
		t.Fatal(err)
	}
	ev := eventOf(t, s)
	if len(ev.Players) != 6 {
		t.Errorf("%d players after the import, want 6", len(ev.Players))
	}
	log, err := s.Audit()
	if err != nil {
		t.Fatal(err)
	}
	if last := log[len(log)-1]; len(last.Steps) != 2 {
		t.Errorf("the import is not one action of two steps: %+v", last.Steps)
	}
}

// A report creates its file with its players and rounds, under new ids;
// a report that fails to go in leaves no file behind.
func TestCreateImported(t *testing.T) {
	dir := t.TempDir()
	src, ids := eventAt(t, filepath.Join(dir, "source.arbiter"), listed(0, 4))
	if err := src.SaveRound(round(1, ids)); err != nil {
		t.Fatal(err)
	}
	ev, err := src.Event()
	if err != nil {
		t.Fatal(err)
	}
	rep, err := exchange.ReadTRFReport(exchange.ExportTRF(ev, exchange.TRFOptions{}))
	if err != nil {
		t.Fatal(err)
	}
	imported := rep.Event
	path := filepath.Join(dir, "copy.arbiter")
	st, err := CreateImported(path, imported, true, tournament.SwissOptions{})
	if err != nil {
		t.Fatal(err)
	}
	got, err := st.Event()
	st.Close()
	if err != nil {
		t.Fatal(err)
	}
	if got.Settings.Name != ev.Settings.Name || len(got.Players) != 4 || len(got.Rounds) != 1 {
		t.Errorf("imported %q with %d players and %d rounds", got.Settings.Name, len(got.Players), len(got.Rounds))
	}
	if !reflect.DeepEqual(exchange.ExportTRF(got, exchange.TRFOptions{}), exchange.ExportTRF(ev, exchange.TRFOptions{})) {
		t.Error("the imported event's report differs from the original's")
	}
	bad := &tournament.Event{Settings: testSettings(), Players: append(listed(0, 2), listed(0, 1)...)}
	broken := filepath.Join(dir, "broken.arbiter")
	if _, err := CreateImported(broken, bad, true, tournament.SwissOptions{}); err == nil || !strings.Contains(err.Error(), "Player A") {
		t.Errorf("a report naming a player twice: %v", err)
	}
	if _, err := os.Stat(broken); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the failed import left %s behind: %v", broken, err)
	}
}

// A restore's confirmation names the actions after the backup, and only
// those; reading the backup for it leaves the backup folder as it was.
func TestRestoreLoses(t *testing.T) {
	s, _, _ := pairedSwiss(t, 4)
	path := backedUp(t, s, "before round 2")
	if lost, err := s.RestoreLoses(path); err != nil || len(lost) != 0 {
		t.Fatalf("a fresh backup loses %+v, %v", lost, err)
	}
	setResult(t, s, 1, 1, tournament.WhiteWins)
	if _, err := s.AddPlayer(tournament.Player{Name: "Late Entry"}); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(s.BackupDir())
	lost, err := s.RestoreLoses(path)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range lost {
		got = append(got, e.Steps[0].Action)
	}
	if want := []string{"result", "player.add"}; !reflect.DeepEqual(got, want) {
		t.Errorf("a restore would lose %v, want %v", got, want)
	}
	if after, _ := os.ReadDir(s.BackupDir()); len(after) != len(entries) {
		t.Errorf("reading the backup left files behind: %d entries, then %d", len(entries), len(after))
	}
	// After the restore the two actions are gone; restoring the state
	// before it would lose only the restore itself.
	if err := s.Restore(path); err != nil {
		t.Fatal(err)
	}
	list, _ := s.Backups()
	lost, err = s.RestoreLoses(list[len(list)-1].Path)
	if err != nil || len(lost) != 1 || lost[0].Steps[0].Action != "restore" {
		t.Errorf("restoring the state before the restore loses %+v, %v", lost, err)
	}
}

// A report imported into an empty file takes what the report states
// (name, system, rounds...) and keeps the settings a TRF cannot state as
// the arbiter set them: a half-point bye limit, a rule option, lateness
// and language are no part of a report.
func TestReportKeepsWhatItCannotState(t *testing.T) {
	s, _ := newEvent(t, 0)
	set := testSettings()
	set.MaxHalfByes, set.Rules.NoDrawBefore = 2, 30
	set.LatenessMinutes, set.Language = 15, "fi"
	set.System, set.Rounds = tournament.SwissDutch, 5
	if err := s.UpdateSettings(set); err != nil {
		t.Fatal(err)
	}
	reported := tournament.DefaultSettings()
	reported.Name, reported.System, reported.Rounds = "Reported Open", tournament.SwissDutch, 7
	report := &tournament.Event{Settings: reported, Players: listed(0, 4)}
	if err := s.Import(report, true, tournament.SwissOptions{}); err != nil {
		t.Fatal(err)
	}
	got := eventOf(t, s).Settings
	if got.Name != "Reported Open" || got.Rounds != 7 || got.System != tournament.SwissDutch {
		t.Errorf("the report's own settings were not taken: %q, %d rounds, %s", got.Name, got.Rounds, got.System)
	}
	if got.MaxHalfByes != 2 || got.Rules.NoDrawBefore != 30 || got.LatenessMinutes != 15 || got.Language != "fi" {
		t.Errorf("the arbiter's settings went with the import: %d half-byes, no draw before %d, lateness %d, language %q",
			got.MaxHalfByes, got.Rules.NoDrawBefore, got.LatenessMinutes, got.Language)
	}
}

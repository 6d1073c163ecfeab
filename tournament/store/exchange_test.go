package store

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"arbiter/engine"
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
	if _, err := s.Import(report, true, tournament.SwissOptions{}); !errors.Is(err, errImportNotEmpty) {
		t.Errorf("report into a paired event: %v", err)
	}
	again := listed(0, 1)
	again[0].FIDEID = "" // then the name says it is Player A again
	list := append(listed(4, 6), again...)
	if _, err := s.Import(&tournament.Event{Players: list}, false, tournament.SwissOptions{}); err == nil {
		t.Error("a list repeating a player was imported")
	}
	if after := dump(t, s); !reflect.DeepEqual(before, after) {
		t.Error("a refused import changed the file")
	}
	// A clean list comes in as one action, late entries included.
	if _, err := s.Import(&tournament.Event{Players: listed(10, 12)}, false, tournament.SwissOptions{}); err != nil {
		t.Fatal(err)
	}
	ev := eventOf(t, s)
	if len(ev.Players) != 6 {
		t.Errorf("%d players after the import, want 6", len(ev.Players))
	}
	if last := newestEntry(t, s); len(last.Steps) != 2 {
		t.Errorf("the import is not one action of two steps: %+v", last.Steps)
	}
}

// importedCopy is the event read back from the file that CreateImported
// makes at path of ev, without Swiss options.
func importedCopy(t *testing.T, path string, ev *tournament.Event) *tournament.Event {
	t.Helper()
	st, err := CreateImported(path, ev, true, tournament.SwissOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	return eventOf(t, st)
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
	got := importedCopy(t, filepath.Join(dir, "copy.arbiter"), rep.Event)
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
	if _, err := s.Import(report, true, tournament.SwissOptions{}); err != nil {
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

// A report imported into a file the arbiter had set names each setting
// it replaced, with both values, in the import's notes; a limit of
// half-point byes, or a setting for late entries' missed rounds, the
// report's event cannot keep is dropped and named,
// never a refusal in the settings' words, and so are the dates and times
// the file set for rounds past the report's; and a record the report
// leaves blank (no name, no chief arbiter) keeps the file's value.
func TestReportNamesWhatItReplaced(t *testing.T) {
	swiss := func(rounds, maxHalf, lastHalf int) tournament.Settings {
		s := testSettings() // "Helsinki Open 2026"
		s.System, s.Rounds, s.TieBreaks = tournament.SwissDutch, rounds, tournament.SwissDutch.DefaultTieBreaks()
		s.MaxHalfByes, s.NoHalfByeRounds = maxHalf, lastHalf
		return s
	}
	roundRobin := tournament.DefaultSettings()
	roundRobin.Name, roundRobin.Site, roundRobin.Rounds = "Tallinn Round Robin", "Tallinn", 3
	shortSwiss := swiss(3, 0, 0)
	shortSwiss.Name = ""
	lateZero := swiss(5, 0, 0)
	lateZero.LateEntryByes = tournament.LateByesZero
	scheduled := swiss(5, 0, 0)
	scheduled.Schedule = []tournament.RoundTime{{Round: 1, Date: "2026-11-20", Time: "10:00"}, {Round: 5, Date: "2026-11-22", Time: "15:00"}}
	for _, tt := range []struct {
		name           string
		file, reported tournament.Settings
		want           []engine.Message
		wantName       string
	}{
		{"a round robin into a Swiss with a limit", swiss(5, 2, 0), roundRobin, []engine.Message{
			*engine.NewMessage("event.trf.replaced", "setting", engine.NewMessage("ui.settings.name"), "old", "Helsinki Open 2026", "new", "Tallinn Round Robin"),
			*engine.NewMessage("event.trf.replaced", "setting", engine.NewMessage("ui.settings.site"), "old", "Helsinki", "new", "Tallinn"),
			*engine.NewMessage("event.trf.replaced", "setting", engine.NewMessage("ui.settings.system"), "old", tournament.SwissDutch.Name(), "new", tournament.RoundRobin.Name()),
			*engine.NewMessage("event.trf.replaced", "setting", engine.NewMessage("ui.settings.rounds"), "old", 5, "new", 3),
			*engine.NewMessage("event.trf.halfbyes.system", "setting", engine.NewMessage("event.halfbyes"),
				"limit", engine.NewMessage("event.halfbyes.max", "max", 2), "system", tournament.RoundRobin.Name()),
		}, "Tallinn Round Robin"},
		{"a Swiss of fewer rounds than the last without a half-point bye", swiss(5, 0, 4), shortSwiss, []engine.Message{
			*engine.NewMessage("event.trf.replaced", "setting", engine.NewMessage("ui.settings.rounds"), "old", 5, "new", 3),
			*engine.NewMessage("event.trf.halfbyes.rounds", "setting", engine.NewMessage("event.halfbyes"),
				"limit", engine.NewMessage("event.halfbyes.last", "last", 4, "from", 2), "rounds", 3),
		}, "Helsinki Open 2026"},
		{"a round robin into a Swiss giving late entries zero-point byes", lateZero, roundRobin, []engine.Message{
			*engine.NewMessage("event.trf.latebyes.system", "setting", engine.NewMessage("event.latebyes"),
				"value", engine.NewMessage("event.latebyes.zero"), "system", tournament.RoundRobin.Name()),
		}, "Tallinn Round Robin"},
		{"a Swiss of fewer rounds than the file has dated", scheduled, shortSwiss, []engine.Message{
			*engine.NewMessage("event.trf.schedule.dropped", "round", engine.NewMessage("schedule.cli.round", "n", 5),
				"when", "2026-11-22 15:00", "rounds", 3),
		}, "Helsinki Open 2026"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s, _ := newEvent(t, 0)
			if err := s.UpdateSettings(tt.file); err != nil {
				t.Fatal(err)
			}
			notes, err := s.Import(&tournament.Event{Settings: tt.reported, Players: listed(0, 4)}, true, tournament.SwissOptions{})
			if err != nil {
				t.Fatal(err)
			}
			for _, w := range tt.want {
				if !slices.ContainsFunc(notes, func(n engine.Message) bool { return reflect.DeepEqual(n, w) }) {
					t.Errorf("no note %s %v among %v", w.Key, w.Args, notes)
				}
			}
			got := eventOf(t, s).Settings
			if got.Name != tt.wantName || got.System != tt.reported.System || got.Rounds != tt.reported.Rounds || got.ChiefArbiter != "A. Tuomari" {
				t.Errorf("the file holds %q, %s of %d rounds, chief arbiter %q", got.Name, got.System, got.Rounds, got.ChiefArbiter)
			}
			if dated := len(tt.file.Schedule); dated > 0 && (len(got.Schedule) != dated-1 || got.Schedule[0] != tt.file.Schedule[0]) {
				t.Errorf("the file's rounds %v are dated %v, want all but the last", tt.file.Schedule, got.Schedule)
			}
			for _, n := range notes {
				if setting, _ := n.Args["setting"].(*engine.Message); setting != nil && setting.Key == "ui.settings.chief" {
					t.Errorf("a chief arbiter the report does not state is named replaced: %v", n.Args)
				}
			}
			if err := got.Validate(); err != nil || (got.MaxHalfByes != 0 && !got.System.IndividualSwiss()) {
				t.Errorf("the file keeps a limit its event cannot have: %d, none in the last %d: %v", got.MaxHalfByes, got.NoHalfByeRounds, err)
			}
		})
	}
}

// A list joining a Swiss under way whose setting gives late entries a
// zero-point bye gives each of its players one for each round paired
// (the front ends say the setting gave them: words.LateEntries).
func TestImportedLateEntriesGetTheSettingsByes(t *testing.T) {
	s, _, _ := pairedSwiss(t, 4)
	st := eventOf(t, s).Settings
	st.LateEntryByes = tournament.LateByesZero
	if err := s.UpdateSettings(st); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Import(&tournament.Event{Players: listed(10, 12)}, false, tournament.SwissOptions{}); err != nil {
		t.Fatal(err)
	}
	ev := eventOf(t, s)
	paired := ev.PairedRounds()
	for _, p := range ev.Players[4:] {
		var kinds []tournament.ByeKind
		for _, rd := range ev.Rounds {
			for _, g := range rd.Pairings {
				if g.IsBye() && g.White == p.ID {
					kinds = append(kinds, g.Bye)
				}
			}
		}
		if len(kinds) != paired || slices.ContainsFunc(kinds, func(k tournament.ByeKind) bool { return k != tournament.ByeZeroPoint }) {
			t.Errorf("%s, imported after %d rounds: byes %v, want a zero-point bye a round", p.Name, paired, kinds)
		}
	}
}

// A report that dates a round after its own last day makes its file as
// it says (its reading names the round), though a settings' change would
// refuse the date.
func TestCreateImportedKeepsARoundDatedAfterTheEvent(t *testing.T) {
	imported := &tournament.Event{Settings: testSettings(), Players: listed(0, 4)}
	imported.Settings.Schedule = []tournament.RoundTime{{Round: 2, Date: "2026-11-24"}}
	st, err := CreateImported(filepath.Join(t.TempDir(), "report.arbiter"), imported, true, tournament.SwissOptions{})
	if err != nil {
		t.Fatalf("a report dating round 2 after its last day: %v", err)
	}
	defer st.Close()
	got, err := st.Event()
	if err != nil || !reflect.DeepEqual(got.Settings.Schedule, imported.Settings.Schedule) {
		t.Errorf("schedule %+v, %v, want the report's %+v", got.Settings.Schedule, err, imported.Settings.Schedule)
	}
}

// A restore's confirmation from an older backup, kept compressed, named
// what the restore takes back: it said the changes "cannot be told", the
// backup being "not an SQLite database", though Restore takes it.
func TestRestoreLosesReadsACompressedBackup(t *testing.T) {
	s, _, _ := pairedSwiss(t, 4)
	oldest := backedUp(t, s, "before round 2")
	setResult(t, s, 1, 1, tournament.WhiteWins)
	for range keepPlain {
		backedUp(t, s, "manual")
	}
	list, err := s.Backups()
	if err != nil || len(list) != keepPlain+1 || !list[0].Compressed {
		t.Fatalf("backups %+v, %v: the oldest is not compressed", list, err)
	}
	entries, _ := os.ReadDir(s.BackupDir())
	lost, err := s.RestoreLoses(list[0].Path)
	if err != nil || len(lost) != 1 || lost[0].Steps[0].Action != "result" {
		t.Errorf("restoring %s (compressed from %s) loses %+v, %v", list[0].Path, oldest, lost, err)
	}
	if after, _ := os.ReadDir(s.BackupDir()); len(after) != len(entries) {
		t.Errorf("reading the compressed backup left files behind: %d entries, then %d", len(entries), len(after))
	}
}

// A report's late entry (the round he joined in, Player.Entered, as the
// import reads Arbiter's XXO record) is kept in the new file: his byes of
// the rounds before are the points given for missing them, as the lists
// name them, not byes he asked for.
func TestCreateImportedKeepsALateEntry(t *testing.T) {
	imported := &tournament.Event{Settings: testSettings(), Players: listed(0, 5)}
	imported.Settings.System = tournament.SwissDutch
	for i := range imported.Players {
		imported.Players[i].ID, imported.Players[i].Seat = int64(i+1), i+1
	}
	imported.Players[4].Entered = 2
	r1 := round(1, []int64{1, 2, 3, 4})
	r1.Pairings = append(r1.Pairings, tournament.Pairing{Round: 1, Board: 3, White: 5, Bye: tournament.ByeZeroPoint})
	imported.Rounds = []tournament.Round{r1}
	got := importedCopy(t, filepath.Join(t.TempDir(), "copy.arbiter"), imported)
	for _, p := range got.Players {
		if want := map[bool]int{true: 2}[p.FIDEID == imported.Players[4].FIDEID]; p.Entered != want {
			t.Errorf("%s entered in round %d, want %d", p.Name, p.Entered, want)
		}
	}
}

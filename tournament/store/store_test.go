package store

import (
	"bytes"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/internal/sqlitefile"
	"arbiter/internal/testdir"
	"arbiter/internal/testform"
	"arbiter/tournament"
	"arbiter/tournament/conduct"
	"arbiter/tournament/exchange"
	"arbiter/tournament/replay"
)

func testSettings() tournament.Settings {
	s := tournament.DefaultSettings()
	s.Name = "Helsinki Open 2026"
	s.Site = "Helsinki"
	s.Federation = "FIN"
	s.ChiefArbiter = "A. Tuomari"
	s.Deputies = "B. Apulainen"
	s.StartDate, s.EndDate = "2026-11-20", "2026-11-22"
	s.Supervised = true
	s.TimeControl = "40/120+30'"
	s.LatenessMinutes = 30
	s.Rounds = 5
	s.TieBreaks = []string{"sb", "wins"}
	s.Language = "fi"
	s.IndexMaster, s.IndexCandidate = 9, 8
	return s
}

func testPlayers(n int) []tournament.Player {
	ps := make([]tournament.Player, n)
	for i := range ps {
		ps[i] = tournament.Player{Seat: i + 1, Name: playerName(i),
			Club: "SK", Federation: "FIN", FIDEID: strconv.Itoa(50 + i), Rating: 2000 - i%2000, Title: "FM", Sex: tournament.Male,
			BirthDate: "2001-02-03", Category: tournament.CategoryI,
			CategoryEarned:  time.Date(2025, 5, 1, 0, 0, 0, 0, time.UTC),
			MoscowLeningrad: i%2 == 0, CandidateBalls: i}
	}
	return ps
}

// unseated is players without the seats testPlayers gives them, as a
// Swiss, which numbers its players by rating, takes them.
func unseated(players []tournament.Player) []tournament.Player {
	for i := range players {
		players[i].Seat = 0
	}
	return players
}

// playerName is the i-th test player's name: "Player A" to "Player Z",
// then with the round of the alphabet added ("Player A1"), so that a
// field of thousands keeps its names unique and within the event's 60
// characters.
func playerName(i int) string {
	name := "Player " + string(rune('A'+i%26))
	if i >= 26 {
		name += strconv.Itoa(i / 26)
	}
	return name
}

// newEvent creates a file with n players and returns the store and their ids.
func newEvent(t testing.TB, n int) (*Store, []int64) {
	t.Helper()
	return eventAt(t, filepath.Join(t.TempDir(), "event.arbiter"), testPlayers(n))
}

// closedFile closes s and gives its file's path, for a test that opens the
// file again or edits it as another program would.
func closedFile(s *Store) string {
	path := s.Path()
	s.Close()
	return path
}

// openUpgraded opens a file of an older schema, which upgrades it, and
// fails unless it is then of this build's schema; the store is closed
// when the test ends.
func openUpgraded(t *testing.T, path string) *Store {
	t.Helper()
	s := testdir.Opened(t, Open, path)
	if v, _ := s.Version(); v != SchemaVersion() {
		t.Fatalf("version %d after the upgrade", v)
	}
	return s
}

// copiedFile copies the file at src alone (without a log beside it, as a
// user copies it to a USB stick, or a test its testdata) into a folder of
// the test's, and returns the copy's path.
func copiedFile(t *testing.T, src string) string {
	t.Helper()
	data := testdir.Read(t, src)
	path := filepath.Join(t.TempDir(), "event.arbiter")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// created is the event file Create makes at path with settings; a file
// it cannot make fails the test.
func created(t testing.TB, path string, settings tournament.Settings) *Store {
	t.Helper()
	s, err := Create(path, settings)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// backedUp is the path of the backup s makes for reason; a backup it
// cannot make fails the test.
func backedUp(t testing.TB, s *Store, reason string) string {
	t.Helper()
	path, err := s.Backup(reason)
	if err != nil {
		t.Fatal(err)
	}
	return path
}

// eventAt creates the event of players at path, with the test settings,
// closed when the test ends, and returns it with the players' ids.
func eventAt(t testing.TB, path string, players []tournament.Player) (*Store, []int64) {
	t.Helper()
	s := created(t, path, testSettings())
	t.Cleanup(func() { s.Close() })
	return s, addedPlayers(t, s, players)
}

// addedPlayers adds players to s one by one, as entries come, and gives
// their ids; a player refused fails the test.
func addedPlayers(t testing.TB, s *Store, players []tournament.Player) []int64 {
	t.Helper()
	ids := make([]int64, 0, len(players))
	for _, p := range players {
		id, err := s.AddPlayer(p)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	return ids
}

// eventFileSQL is the file of an event of n players, closed by the store
// and opened with SQL as another program opens it (params as
// sqlitefile.DSN takes them); the connection is closed when the test ends.
func eventFileSQL(t testing.TB, n int, params string) (string, *sql.DB) {
	t.Helper()
	s, _ := newEvent(t, n)
	path := closedFile(s)
	return path, sqlOf(t, path, params)
}

// sqlOf opens the file at path with SQL as another program opens it
// (params as sqlitefile.DSN takes them); the connection is closed when the
// test ends, if not before.
func sqlOf(t testing.TB, path, params string) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite3", sqlitefile.DSN(path, params))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// checkKeptThenUndone closes s, opens its file again and checks that read
// gives want there, then undoes the last action and checks that read gives
// before; it returns the reopened store, closed when the test ends.
func checkKeptThenUndone[T any](t *testing.T, s *Store, read func(*Store) (T, error), want, before T) *Store {
	t.Helper()
	s = reopened(t, s)
	if got, err := read(s); err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("reopened: %+v, %v; want %+v", got, err, want)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if got, err := read(s); err != nil || !reflect.DeepEqual(got, before) {
		t.Errorf("after undo: %+v, %v; want %+v", got, err, before)
	}
	return s
}

// checkUnset fails the test unless read finds nothing set, as in a new
// file; when says at what point.
func checkUnset[T any](t *testing.T, s *Store, read func(*Store) (T, error), when string) {
	t.Helper()
	var none T
	if got, err := read(s); err != nil || !reflect.DeepEqual(got, none) {
		t.Fatalf("%s: %+v, %v; want none set", when, got, err)
	}
}

// upgraded makes a file at the first steps of the schema, writes sql into
// it as such a file held it, and opens it again, which upgrades it to the
// current version; the store is closed when the test ends.
func upgraded(t *testing.T, steps int, sql string) *Store {
	t.Helper()
	saved := migrations
	migrations = saved[:steps]
	s, _ := func() (*Store, []int64) {
		defer func() { migrations = saved }()
		return newEvent(t, 0)
	}()
	if _, err := s.db.Exec(sql); err != nil {
		t.Fatal(err)
	}
	return reopened(t, s)
}

// refusedBefore closes s and fails t unless a build before the schema
// step refuses its file as newer (NewerSchema), rather than read it
// without what the step keeps; older names that build.
func refusedBefore(t *testing.T, s *Store, step, older string) {
	t.Helper()
	path := closedFile(s)
	saved := migrations
	migrations = saved[:slices.Index(saved, step)]
	defer func() { migrations = saved }()
	var fe *engine.Message
	if old, err := Open(path); !errors.As(err, &fe) || fe.Kind != NewerSchema {
		if old != nil {
			old.Close()
		}
		t.Fatalf("%s opened the file: %v", older, err)
	}
}

// reopened closes s and opens its file again, as the next start of the
// program does; the new store is closed when the test ends.
func reopened(t *testing.T, s *Store) *Store {
	t.Helper()
	path := closedFile(s)
	return testdir.Opened(t, Open, path)
}

// newestEntry is the newest entry of s's audit log; a log that cannot be
// read, or holds none, fails the test.
func newestEntry(t testing.TB, s *Store) AuditEntry {
	t.Helper()
	log, err := s.Audit()
	if err != nil || len(log) == 0 {
		t.Fatalf("the audit log: %v, %v", log, err)
	}
	return log[len(log)-1]
}

// eventOf is s's event; a read that fails fails the test.
func eventOf(t testing.TB, s *Store) *tournament.Event {
	t.Helper()
	ev, err := s.Event()
	if err != nil {
		t.Fatal(err)
	}
	return ev
}

// swissOptionsOf is s's Swiss options; a read that fails fails the test.
func swissOptionsOf(t testing.TB, s *Store) tournament.SwissOptions {
	t.Helper()
	opts, err := s.SwissOptions()
	if err != nil {
		t.Fatal(err)
	}
	return opts
}

// pairRound pairs round r of the event as the file holds it, as every
// front end does (conduct.Pair), and returns what it paired (a team
// event's matches among it); a refusal fails the test.
func pairRound(t testing.TB, s *Store, r int) conduct.Paired {
	t.Helper()
	p, err := conduct.Pair(s, eventOf(t, s), r, false)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// readOnce opens the file at path read-only, reads its event and closes
// it, as a report beside the program does; a failure fails the test.
func readOnce(t testing.TB, path string) *tournament.Event {
	t.Helper()
	r, err := OpenReadOnly(path)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	return eventOf(t, r)
}

// setResult enters result r on board of round, as the arbiter does; a
// refusal fails the test.
func setResult(t testing.TB, s *Store, round, board int, r tournament.Result) {
	t.Helper()
	if err := s.SetResult(round, board, r); err != nil {
		t.Fatal(err)
	}
}

// drawRound enters a draw on every board of round r but a bye, as one
// action (SetResults); a refusal fails the test.
func drawRound(t testing.TB, s *Store, r int) {
	t.Helper()
	var results []exchange.BoardResult
	for _, p := range eventOf(t, s).Rounds[r-1].Pairings {
		if !p.IsBye() {
			results = append(results, exchange.BoardResult{Board: p.Board, Result: tournament.Draw})
		}
	}
	if err := s.SetResults(r, results); err != nil {
		t.Fatal(err)
	}
}

// pairedEvent is newEvent with round 1 paired, board by board in the
// order of ids.
func pairedEvent(t testing.TB, n int) (*Store, []int64) {
	t.Helper()
	s, ids := newEvent(t, n)
	if err := s.SaveRound(round(1, ids)); err != nil {
		t.Fatal(err)
	}
	return s, ids
}

// pairedSwiss is pairedEvent as a Swiss of five rounds, which takes late
// entries (tournament.EntryAllowed); it returns the settings too.
func pairedSwiss(t *testing.T, n int) (*Store, []int64, tournament.Settings) {
	t.Helper()
	s, ids, st := swissEvent(t, n)
	if err := s.SaveRound(round(1, ids)); err != nil {
		t.Fatal(err)
	}
	return s, ids, st
}

func round(n int, ids []int64) tournament.Round {
	r := tournament.Round{Number: n, Date: "2026-11-2" + string(rune('0'+n%10))}
	for i := 0; i+1 < len(ids); i += 2 {
		r.Pairings = append(r.Pairings, tournament.Pairing{Round: n, Board: i/2 + 1, White: ids[i], Black: ids[i+1]})
	}
	if len(ids)%2 == 1 {
		r.Pairings = append(r.Pairings, tournament.Pairing{Round: n, Board: len(ids)/2 + 1, White: ids[len(ids)-1], Bye: tournament.ByeRoundRobin})
	}
	return r
}

func TestEventRoundTrip(t *testing.T) {
	s, ids := newEvent(t, 5)
	r1 := round(1, ids)
	if err := s.SaveRound(r1); err != nil {
		t.Fatal(err)
	}
	setResult(t, s, 1, 1, tournament.Draw)
	setResult(t, s, 1, 2, tournament.BlackForfeitWin)
	if err := s.WithdrawPlayer(ids[4], 1); err != nil {
		t.Fatal(err)
	}
	want := &tournament.Event{Settings: testSettings(), Players: testPlayers(5), Rounds: []tournament.Round{r1},
		Deputies: []tournament.Deputy{{Name: "B. Apulainen"}}}
	for i := range want.Players {
		want.Players[i].ID = ids[i]
		want.Players[i].SetNames(want.Players[i].Names())
	}
	want.Players[4].WithdrawnAfter = 1
	want.Rounds[0].Pairings[0].Result = tournament.Draw
	want.Rounds[0].Pairings[1].Result = tournament.BlackForfeitWin

	path := s.Path()
	got := eventOf(t, s)
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("Event() =\n%+v\nwant\n%+v", got, want)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	s2, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	if got, err := s2.Event(); err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("after reopening: Event() = %+v, %v", got, err)
	}
	st := testSettings()
	// The system and rounds are fixed once paired (TestStoreFixesSystemAndRoundsOncePaired).
	st.Name, st.TieBreaks, st.Site = "Renamed", nil, "Elsewhere"
	if err := s2.UpdateSettings(st); err != nil {
		t.Fatal(err)
	}
	got, _ = s2.Event()
	st.TieBreaks = []string{}
	if !reflect.DeepEqual(got.Settings, st) {
		t.Errorf("settings after update = %+v, want %+v", got.Settings, st)
	}
}

// TestFileIsMarked checks what a person with the sqlite3 tool, or file(1),
// sees: our application id, the meta table and the schema version.
func TestFileIsMarked(t *testing.T) {
	s, _ := newEvent(t, 2)
	// The header is on disk right after creation, not only in the WAL.
	if err := checkHeader(s.Path()); err != nil {
		t.Errorf("header of a new file: %v", err)
	}
	// The durability settings hold on the store's own connection.
	var sync, fk int
	if err := s.db.QueryRow(`SELECT (SELECT synchronous FROM pragma_synchronous), (SELECT foreign_keys FROM pragma_foreign_keys)`).Scan(&sync, &fk); err != nil {
		t.Fatal(err)
	}
	if sync != 2 || fk != 1 {
		t.Errorf("synchronous = %d (want 2, FULL), foreign_keys = %d", sync, fk)
	}
	path := closedFile(s)
	db := sqlOf(t, path, "mode=ro")
	defer db.Close()
	var app, ver int
	var format string
	if err := db.QueryRow(`SELECT (SELECT application_id FROM pragma_application_id), (SELECT user_version FROM pragma_user_version), (SELECT value FROM meta WHERE key = 'format')`).Scan(&app, &ver, &format); err != nil {
		t.Fatal(err)
	}
	if app != applicationID || ver != SchemaVersion() || format != formatName {
		t.Errorf("application_id %#x, user_version %d, format %q", app, ver, format)
	}
	var mode string
	if err := db.QueryRow(`PRAGMA journal_mode`).Scan(&mode); err != nil || mode != "wal" {
		t.Errorf("journal_mode = %q, %v; want wal", mode, err)
	}
}

func TestCreateRefusesExisting(t *testing.T) {
	path := testdir.Write(t, filepath.Join(t.TempDir(), "x.arbiter"), "keep me")
	if _, err := Create(path, testSettings()); !errors.Is(err, errFileExists) {
		t.Fatalf("Create over an existing file: err = %v, want ErrFileExists", err)
	}
	if b, _ := os.ReadFile(path); string(b) != "keep me" {
		t.Errorf("existing file was changed to %q", b)
	}
}

// TestCreateAfterReportOfDeletedFile deletes an event a report was read
// from and creates a new one under its name: the reader's empty log beside
// it is no reason to refuse, while a log holding changes still is.
func TestCreateAfterReportOfDeletedFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.arbiter")
	s := created(t, path, testSettings())
	s.Close()
	readOnce(t, path)
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	s, err := Create(path, testSettings())
	if err != nil {
		t.Fatalf("Create where a read-only report left its side files: %v", err)
	}
	s.Close()
	os.Remove(path)
	testdir.Write(t, path+"-wal", "a log with changes")
	if _, err := Create(path, testSettings()); !errors.Is(err, errFileExists) {
		t.Fatalf("Create beside a log holding changes: err = %v, want ErrFileExists", err)
	}
}

func fileSum(t *testing.T, path string) [32]byte {
	t.Helper()
	b := testdir.Read(t, path)
	return sha256.Sum256(b)
}

// TestOpenRefuses opens files that are not ours or too new, for writing
// and for reading only: each gets its own error kind, a translated message naming the file, and stays
// byte-for-byte unchanged.
func TestOpenRefuses(t *testing.T) {
	dir := t.TempDir()
	sqliteFile := func(name string, setup string) string {
		path := filepath.Join(dir, name)
		db := sqlOf(t, path, "_journal_mode=WAL")
		defer db.Close()
		if _, err := db.Exec(setup); err != nil {
			t.Fatal(err)
		}
		return path
	}
	newer := func() string {
		s := created(t, filepath.Join(dir, "newer.arbiter"), testSettings())
		s.Close()
		handEdit(t, s.Path(), `PRAGMA user_version = 99`)
		return s.Path()
	}
	text := filepath.Join(dir, "notes.arbiter")
	os.WriteFile(text, []byte(strings.Repeat("not a database\n", 20)), 0o644)
	empty := filepath.Join(dir, "empty.arbiter")
	os.WriteFile(empty, nil, 0o644)

	tests := []struct {
		name string
		path string
		want error
	}{
		{"text file", text, ErrNotSQLite},
		{"empty file", empty, ErrNotSQLite},
		{"foreign database", sqliteFile("foreign.db", `CREATE TABLE t(x); INSERT INTO t VALUES (1);`), ErrNotArbiter},
		{"foreign with our table names", sqliteFile("lookalike.db", `CREATE TABLE meta(key, value); INSERT INTO meta VALUES ('format', 'arbiter-tournament');`), ErrNotArbiter},
		{"foreign with our application id", sqliteFile("sameid.db", `PRAGMA application_id = 1095909972; PRAGMA user_version = 1; CREATE TABLE meta(key, value);`), ErrNotArbiter},
		{"damaged", damaged(t, dir), ErrCorrupt},
		{"newer schema", newer(), errNewerSchema},
	}
	openers := []struct {
		name string
		open func(string) (*Store, error)
	}{{"Open", Open}, {"OpenReadOnly", OpenReadOnly}}
	for _, tt := range tests {
		for _, o := range openers {
			t.Run(tt.name+"/"+o.name, func(t *testing.T) {
				before := fileSum(t, tt.path)
				hadLock := map[string]bool{}
				for _, l := range lockFiles(realPath(tt.path)) {
					_, err := os.Stat(l)
					hadLock[l] = err == nil
				}
				_, err := o.open(tt.path)
				if !errors.Is(err, tt.want) {
					t.Fatalf("%s: err = %v, want %v", o.name, err, tt.want)
				}
				if after := fileSum(t, tt.path); after != before {
					t.Error("the file was modified")
				}
				for l, had := range hadLock {
					if _, err := os.Stat(l); !had && !os.IsNotExist(err) {
						t.Error("a lock file was left beside a refused file")
					}
				}
				translated(t, err, tt.path)
			})
		}
	}
}

// translated checks that err reads in every complete language, names the
// file and leaves no placeholder or English text behind.
func translated(t *testing.T, err error, file string) {
	t.Helper()
	for _, l := range i18n.Complete {
		msg := i18n.For(l).Error(err)
		if !strings.Contains(msg, file) || strings.Contains(msg, "{") || msg == err.Error() && l != i18n.English {
			t.Errorf("%s message: %q", l, msg)
		}
	}
}

// TestOpenOSRefusals covers files the operating system will not give us:
// each is refused with its own kind and a translated message, and no lock
// or log file is left behind.
func TestOpenOSRefusals(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name string
		open func(path string) error
		want error
	}{
		{"open a missing file", func(p string) error { _, err := Open(p); return err }, ErrMissing},
		{"create in a missing folder", func(p string) error {
			_, err := Create(filepath.Join(p, "x.arbiter"), testSettings())
			return err
		}, errNoFolder},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(dir, "absent.arbiter")
			err := tt.open(path)
			if !errors.Is(err, tt.want) {
				t.Fatalf("err = %v, want %v", err, tt.want)
			}
			translated(t, err, path)
			if entries, _ := os.ReadDir(dir); len(entries) != 0 {
				t.Errorf("left behind: %v", entries)
			}
		})
	}
}

// TestOpenReadOnly opens a file that cannot be written, and one in a folder
// that cannot be written (where neither the lock nor SQLite's shared-memory
// file can be made). The superuser may write anywhere, so as root the test
// runs again as the user nobody.
func TestOpenReadOnly(t *testing.T) {
	if os.Geteuid() == 0 && os.Getenv(unprivileged) == "" {
		runAsNobody(t, "TestOpenReadOnly")
		return
	}
	for _, tt := range []struct {
		name              string
		fileMode, dirMode os.FileMode
	}{
		{"read-only file", 0o444, 0o755},
		{"read-only folder", 0o644, 0o555},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "event")
			os.Mkdir(dir, 0o755)
			s := created(t, filepath.Join(dir, "x.arbiter"), testSettings())
			s.Close()
			for _, l := range lockFiles(realPath(s.Path())) {
				os.Remove(l)
			}
			os.Chmod(s.Path(), tt.fileMode)
			os.Chmod(dir, tt.dirMode)
			defer os.Chmod(dir, 0o755)
			before := fileSum(t, s.Path())
			_, err := Open(s.Path())
			if !errors.Is(err, ErrReadOnly) {
				t.Fatalf("err = %v, want ErrReadOnly", err)
			}
			translated(t, err, s.Path())
			if fileSum(t, s.Path()) != before {
				t.Error("the file was modified")
			}
		})
	}
}

// A file marked read-only (mode 0444) in a folder that can be written is
// read-only to whoever opens it, the superuser too, whom the system lets
// write it: as root the window and arbiter result changed it without a
// word. Run by an account that may not write it, the system refuses it
// already (TestOpenReadOnly).
func TestAFileMarkedReadOnlyIsReadOnlyToEveryAccount(t *testing.T) {
	s := created(t, filepath.Join(t.TempDir(), "x.arbiter"), testSettings())
	path := closedFile(s)
	if err := os.Chmod(path, 0o444); err != nil {
		t.Fatal(err)
	}
	before := fileSum(t, path)
	if _, err := Open(path); !errors.Is(err, ErrReadOnly) {
		t.Fatalf("Open of a file marked read-only (account %d): err = %v, want ErrReadOnly", os.Geteuid(), err)
	} else if testform.KeyOf(err) != readOnlyFileKey {
		// The advice is the file's: a copy keeps the protection.
		t.Errorf("Open of a file marked read-only in a folder that can be written says %q, want %q", testform.KeyOf(err), readOnlyFileKey)
	} else {
		translated(t, err, path)
	}
	if FolderReadOnly(path) {
		t.Error("its folder, which can be written, is said to be read-only")
	}
	r, err := OpenReadOnly(path)
	if err != nil {
		t.Fatalf("viewing it: %v", err)
	}
	r.Close()
	if fileSum(t, path) != before {
		t.Error("the file was modified")
	}
}

// TestNewerSchemaInWAL covers a newer version's upgrade that is still in
// the write-ahead log: the header on disk shows the old version, SQLite
// shows the new one, and Open must refuse without checkpointing it.
func TestNewerSchemaInWAL(t *testing.T) {
	path, other := eventFileSQL(t, 1, "_journal_mode=WAL")
	if _, err := other.Exec(`PRAGMA wal_autocheckpoint = 0; PRAGMA user_version = 42`); err != nil {
		t.Fatal(err)
	}
	if err := checkHeader(path); err != nil {
		t.Fatalf("the header should still show the old version: %v", err)
	}
	before := fileSum(t, path)
	var fe *engine.Message
	if _, err := Open(path); !errors.As(err, &fe) || fe.Kind != NewerSchema || fe.Args["found"] != 42 {
		t.Fatalf("Open: err = %v, want NewerSchema found 42", err)
	}
	if fileSum(t, path) != before {
		t.Error("Open changed the main file")
	}
}

// damaged returns a tournament file whose player pages were overwritten.
func damaged(t *testing.T, dir string) string {
	path := filepath.Join(dir, "damaged.arbiter")
	s, _ := eventAt(t, path, testPlayers(200))
	s.Close()
	b := testdir.Read(t, path)
	// Scribble over the second half of the file, past the schema pages.
	for i := len(b) / 2; i < len(b); i += 7 {
		b[i] ^= 0x5a
	}
	testdir.Write(t, path, b)
	return path
}

func TestSecondInstanceInProcess(t *testing.T) {
	s, _ := newEvent(t, 1)
	if _, err := Open(s.Path()); !errors.Is(err, ErrLocked) {
		t.Fatalf("second Open: err = %v, want ErrLocked", err)
	}
	s.Close()
	s2, err := Open(s.Path())
	if err != nil {
		t.Fatalf("Open after Close: %v", err)
	}
	s2.Close()
}

func TestSaveRoundKeepsResults(t *testing.T) {
	s, ids := newEvent(t, 4)
	r := round(1, ids)
	if err := s.SaveRound(r); err != nil {
		t.Fatal(err)
	}
	// Re-pairing without results is fine.
	r.Pairings[0].White, r.Pairings[0].Black = r.Pairings[0].Black, r.Pairings[0].White
	if err := s.SaveRound(r); err != nil {
		t.Fatal(err)
	}
	setResult(t, s, 1, 1, tournament.WhiteWins)
	// Saving the same pairings with the result carried over is fine.
	r.Pairings[0].Result = tournament.WhiteWins
	r.Date = "2026-12-01"
	if err := s.SaveRound(r); err != nil {
		t.Errorf("saving unchanged pairings: %v", err)
	}
	swapped := round(1, []int64{ids[1], ids[0], ids[2], ids[3]})
	if err := s.SaveRound(swapped); !errors.Is(err, errRoundHasResult) {
		t.Fatalf("re-pairing a board with a result: err = %v, want ErrRoundHasResult", err)
	}
	if err := s.ReplaceRound(swapped); err != nil {
		t.Fatal(err)
	}
	ev, _ := s.Event()
	if got := ev.Rounds[0].Pairings[0]; got.White != ids[1] || got.Result != tournament.NoResult {
		t.Errorf("after ReplaceRound board 1 = %+v", got)
	}
	if err := s.SetResult(1, 9, tournament.Draw); !errors.Is(err, errNoSuchPairing) {
		t.Errorf("result on a missing board: %v", err)
	}
	if err := s.DeletePlayer(ids[0]); testform.KeyOf(err) != "event.err.delete.started" {
		t.Errorf("deleting a player once a round robin's round 1 is paired: %v", err)
	}
	if err := s.DeleteRound(1); err != nil {
		t.Fatal(err)
	}
	if err := s.DeletePlayer(ids[0]); err != nil {
		t.Errorf("deleting a player before round 1: %v", err)
	}
}

func TestByeHasNoResult(t *testing.T) {
	s, _ := pairedEvent(t, 3)
	if err := s.SetResult(1, 2, tournament.WhiteWins); !errors.Is(err, errByeHasNoResult) {
		t.Errorf("result for a bye: err = %v", err)
	}
	ev, _ := s.Event()
	if p := ev.Rounds[0].Pairings[1]; !p.IsBye() || p.Bye != tournament.ByeRoundRobin {
		t.Errorf("bye pairing = %+v", p)
	}
}

func testGame() *replay.GameRecord {
	at := time.Date(2026, 11, 22, 15, 4, 5, 6000, time.UTC)
	return &replay.GameRecord{
		Round: 1, Board: 1, StartFEN: "", Result: tournament.NoResult,
		Moves: []replay.RecordedMove{
			{Ply: 1, UCI: "e2e4", SAN: "e4", Clock: 119*time.Minute + 55*time.Second, HasClock: true},
			{Ply: 2, UCI: "e7e5", SAN: "e5", DrawOffer: true},
		},
		Incidents: []replay.Incident{{Ply: 2, Kind: "illegal-move", Note: "Ke2 in check", At: at}},
	}
}

// A time recorded at the desk keeps the control its clock ran under, so
// that the desk tells it from a time that came with the game when the
// control changes (6.10.2); an older file's times are of the latter, and
// a build from before the step refuses a file that keeps the control.
func TestMoveKeepsTheControlItsTimeRanUnder_6_10_2(t *testing.T) {
	s, _ := pairedEvent(t, 2)
	g := testGame()
	g.Moves[0].ClockControl = `90'+30"`
	id, err := s.SaveGame(g)
	if err != nil {
		t.Fatal(err)
	}
	third := replay.RecordedMove{Ply: 3, UCI: "g1f3", SAN: "Nf3", Clock: time.Hour, HasClock: true, ClockControl: `3'+2"`}
	if err := s.AppendMove(id, third); err != nil {
		t.Fatal(err)
	}
	got, err := s.Game(id)
	if err != nil {
		t.Fatal(err)
	}
	if a, b := got.Moves[0].ClockControl, got.Moves[2].ClockControl; a != `90'+30"` || b != `3'+2"` {
		t.Errorf("the times read back under %q and %q, want 90'+30\" and 3'+2\"", a, b)
	}
	refusedBefore(t, s, schemaMoveClockControl, "a build before times kept their control")
	s = upgraded(t, slices.Index(migrations, schemaMoveClockControl),
		`INSERT INTO games(id) VALUES (7); INSERT INTO moves(game_id, ply, uci, san, clock_ms) VALUES (7, 1, 'e2e4', 'e4', 5428000)`)
	if old, err := s.Game(7); err != nil || len(old.Moves) != 1 || !old.Moves[0].HasClock || old.Moves[0].ClockControl != "" {
		t.Errorf("an older file's move reads %+v (%v), want its time under no control", old, err)
	}
}

func TestGames(t *testing.T) {
	s, _ := pairedEvent(t, 2)
	g := testGame()
	id, err := s.SaveGame(g)
	if err != nil || id == 0 || g.ID != id {
		t.Fatalf("SaveGame = %d, %v (g.ID %d)", id, err, g.ID)
	}
	if err := s.AppendMove(id, replay.RecordedMove{Ply: 3, UCI: "g1f3", SAN: "Nf3", Clock: time.Hour, HasClock: true}); err != nil {
		t.Fatal(err)
	}
	if err := s.AppendMove(id, replay.RecordedMove{Ply: 5, UCI: "b8c6"}); !errors.Is(err, errMoveOutOfOrder) {
		t.Errorf("skipping a ply: err = %v", err)
	}
	restored := replay.Incident{Ply: 1, Kind: "restored", Note: "illegal move found",
		FEN: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", Moves: []string{"e7e5", "g1f3"}}
	for _, in := range []replay.Incident{{Ply: 3, Kind: "draw-claim"}, restored} {
		if _, err := s.AddIncident(id, in); err != nil {
			t.Fatal(err)
		}
	}
	setResult(t, s, 1, 1, tournament.Draw)
	want := testGame()
	want.ID = id
	want.Moves = append(want.Moves, replay.RecordedMove{Ply: 3, UCI: "g1f3", SAN: "Nf3", Clock: time.Hour, HasClock: true})
	want.Incidents = append(want.Incidents, replay.Incident{Ply: 3, Kind: "draw-claim"}, restored)
	want.Result = tournament.Draw
	for _, load := range []func() (*replay.GameRecord, error){
		func() (*replay.GameRecord, error) { return s.Game(id) },
		func() (*replay.GameRecord, error) { return s.GameAt(1, 1) },
	} {
		got, err := load()
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Fatalf("loaded game = %+v, %v\nwant %+v", got, err, want)
		}
	}
	if ev, _ := s.Event(); ev.Rounds[0].Pairings[0].GameID != id {
		t.Errorf("pairing GameID = %d, want %d", ev.Rounds[0].Pairings[0].GameID, id)
	}
	if err := s.TruncateMoves(id, 1); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.Game(id); len(got.Moves) != 1 || got.Moves[0].UCI != "e2e4" {
		t.Errorf("after TruncateMoves(1): %+v", got.Moves)
	}
	// Saving the whole record again replaces moves and incidents.
	g2 := testGame()
	g2.ID = id
	if _, err := s.SaveGame(g2); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.Game(id); !reflect.DeepEqual(got, g2) {
		t.Errorf("after re-saving: %+v", got)
	}
	// Inside an action, reads see the action's own changes.
	err = s.Batch(func(tx *Tx) error {
		if err := tx.AppendMove(id, replay.RecordedMove{Ply: 3, UCI: "g1f3", SAN: "Nf3"}); err != nil {
			return err
		}
		g, err := tx.GameAt(1, 1)
		if err != nil {
			return err
		}
		if len(g.Moves) != 3 {
			t.Errorf("inside the action the game has %d moves, want 3", len(g.Moves))
		}
		return tx.AppendMove(g.ID, replay.RecordedMove{Ply: len(g.Moves) + 1, UCI: "b8c6", SAN: "Nc6"})
	})
	if got, _ := s.Game(id); err != nil || len(got.Moves) != 4 {
		t.Errorf("after the batch: %v, %+v", err, got.Moves)
	}
	if _, err := s.Game(999); !errors.Is(err, ErrNotFound) {
		t.Errorf("missing game: %v", err)
	}
	if _, err := s.GameAt(1, 7); !errors.Is(err, ErrNotFound) {
		t.Errorf("missing board game: %v", err)
	}
}

func TestRulings(t *testing.T) {
	s, _ := newEvent(t, 2)
	in := []replay.Ruling{
		{Round: 1, Board: 1, At: time.Date(2026, 11, 22, 17, 0, 0, 0, time.UTC), Incident: "illegal-move",
			Ruleset: "FIDE2023", Articles: []string{"7.5.3", "7.5.4"}, Proposal: `{"result":"*"}`, Proposed: "*"},
		{Round: 1, Board: 2, Incident: "flag-fall", Ruleset: "FIDE2023", Articles: []string{"6.9"},
			Proposal: `{"result":"1/2-1/2"}`, Proposed: "1/2-1/2", Overruled: true, Reason: "insufficient material misjudged", FinalNotes: "0-1"},
		{Round: 2, Board: 1, Incident: "illegal-move", Ruleset: "FIDE2018", Articles: []string{"7.5.3", "7.5.5"}, Proposed: "*",
			Ply: 41, Side: "black", Detail: "clock-without-move", Added: [2]time.Duration{2 * time.Minute, 0},
			Warning: "", Tally: replay.TallyIllegalMove},
	}
	for i := range in {
		id, err := s.AddRuling(in[i])
		if err != nil {
			t.Fatal(err)
		}
		in[i].ID = id
	}
	got, err := s.Rulings()
	if err != nil || !reflect.DeepEqual(got, in) {
		t.Errorf("Rulings() = %+v, %v\nwant %+v", got, err, in)
	}
}

// A ruling is refused on a board whose result is recorded, as the desk
// refuses to propose one, and nothing is logged: one proposed before the
// result was entered in another view was accepted over it. An adjourned
// game is ruled on, and a ruling that ends a game goes in with its result.
func TestRulingRefusedOnABoardWithItsResult(t *testing.T) {
	s, _ := pairedEvent(t, 4)
	if err := s.SetResult(1, 1, tournament.Draw); err != nil {
		t.Fatal(err)
	}
	var m *engine.Message
	if _, err := s.AddRuling(replay.Ruling{Round: 1, Board: 1, Incident: "illegal-move"}); !errors.As(err, &m) || m.Key != "event.err.ruling.result" {
		t.Fatalf("a ruling on a finished board: %v", err)
	}
	if err := s.SetResult(1, 2, tournament.Adjourned); err != nil {
		t.Fatal(err)
	}
	if _, err := s.AddRuling(replay.Ruling{Round: 1, Board: 2, Incident: "sealed-move"}); err != nil {
		t.Fatalf("a ruling on an adjourned game: %v", err)
	}
	if err := s.Batch(func(tx *Tx) error {
		if _, err := tx.AddRuling(replay.Ruling{Round: 1, Board: 2, Incident: "flag-fall"}); err != nil {
			return err
		}
		return tx.SetResult(1, 2, tournament.BlackWins)
	}); err != nil {
		t.Fatal(err)
	}
	if got, err := s.Rulings(); err != nil || len(got) != 2 || got[0].Board != 2 || got[1].Board != 2 {
		t.Errorf("rulings log %+v, %v", got, err)
	}
}

func TestBatchIsOneAction(t *testing.T) {
	s, _ := pairedEvent(t, 2)
	before := dump(t, s)
	err := s.Batch(func(tx *Tx) error {
		if _, err := tx.AddRuling(replay.Ruling{Round: 1, Board: 1, Incident: "flag-fall"}); err != nil {
			return err
		}
		return tx.SetResult(1, 1, tournament.BlackWins)
	})
	if err != nil {
		t.Fatal(err)
	}
	last := newestEntry(t, s)
	if len(last.Steps) != 2 || last.Steps[0].Action != "ruling" || last.Steps[1].Action != "result" {
		t.Errorf("batch audit steps = %+v", last.Steps)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if after := dump(t, s); !reflect.DeepEqual(after, before) {
		t.Error("undoing the batch did not restore both changes")
	}
	// A failing batch changes nothing.
	err = s.Batch(func(tx *Tx) error {
		if err := tx.SetResult(1, 1, tournament.WhiteWins); err != nil {
			return err
		}
		return tx.SetResult(1, 5, tournament.WhiteWins)
	})
	if !errors.Is(err, errNoSuchPairing) {
		t.Fatalf("failing batch: err = %v", err)
	}
	if after := dump(t, s); !reflect.DeepEqual(after, before) {
		t.Error("a failed batch left changes behind")
	}
}

// dump reads every table but the audit log, and the revision and state
// id its last row sets, for before/after comparisons.
func dump(t testing.TB, s *Store) map[string][]Row {
	t.Helper()
	out := map[string][]Row{}
	for table := range primaryKeys() {
		rows, err := selectRows(s.db, table, nil)
		if err != nil {
			t.Fatal(err)
		}
		out[table] = withoutMeta(table, rows, "revision", "history")
	}
	return out
}

// faultPlayers is the size of the event the writer works on: a round robin
// of 6 players, round 1 paired.
const faultPlayers = 6

// stateDigest sums everything the file holds but the audit log's times
// and actors and the event's and its states' random ids: equal digests,
// equal events and histories.
func stateDigest(s *Store) string {
	h := sha256.New()
	tables := make([]string, 0, len(primaryKeys()))
	for t := range primaryKeys() {
		tables = append(tables, t)
	}
	sort.Strings(tables)
	for _, t := range tables {
		rows, err := selectRows(s.db, t, nil)
		if err != nil {
			return "error: " + err.Error()
		}
		fmt.Fprintf(h, "%s %v\n", t, withoutMeta(t, rows, "event", "history"))
	}
	for _, q := range []string{
		`SELECT id, steps, coalesce(changes, 'NULL'), coalesce(undoes, 0), coalesce(undone_by, 0) FROM audit ORDER BY id`,
		`SELECT name, seq, 0, 0, 0 FROM sqlite_sequence ORDER BY name`,
	} {
		rows, err := s.db.Query(q)
		if err != nil {
			return "error: " + err.Error()
		}
		for rows.Next() {
			var a, b, c, d, e any
			rows.Scan(&a, &b, &c, &d, &e)
			fmt.Fprintf(h, "%v|%s|%s|%v|%v\n", a, b, c, d, e)
		}
		rows.Close()
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}

// withoutMeta is rows of table without the meta rows of keys.
func withoutMeta(table string, rows []Row, keys ...string) []Row {
	if table != "meta" {
		return rows
	}
	return slices.DeleteFunc(rows, func(r Row) bool { k, _ := r["key"].(string); return slices.Contains(keys, k) })
}

// Two backups for one reason in one second, where the file system's clock
// gives both the same time (a coarse tick; tmpfs): the first is still
// listed first, not its "-2" copy, whose whole name sorts before it.
func TestBackupsOfOneSecondKeepTheirOrderOnACoarseClock(t *testing.T) {
	s, _, _ := pairedSwiss(t, 4)
	var paths []string
	for len(paths) < 2 {
		p := backedUp(t, s, "before round 2")
		paths = append(paths, p)
		if len(paths) == 2 && !strings.HasSuffix(paths[1], "-before-round-2-2.arbiter") {
			paths = paths[1:] // the second fell in the next second: again
		}
	}
	tick := time.Now().Truncate(time.Second)
	for _, p := range paths {
		if err := os.Chtimes(p, tick, tick); err != nil {
			t.Fatal(err)
		}
	}
	list, err := s.Backups()
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, b := range list {
		if slices.Contains(paths, b.Path) {
			got = append(got, b.Path)
		}
	}
	if !slices.Equal(got, paths) {
		t.Errorf("Backups() lists %q, want them in the order made, %q", got, paths)
	}
}

func TestBackupAndRestore(t *testing.T) {
	s, _, _ := pairedSwiss(t, 4)
	saved := dump(t, s)
	path := backedUp(t, s, "before round 2")
	if dir, name := filepath.Split(path); dir != s.BackupDir()+string(filepath.Separator) || !strings.HasSuffix(name, "-before-round-2.arbiter") {
		t.Errorf("backup path %q", path)
	}
	second, err := s.Backup("before round 2")
	if err != nil || second == path {
		t.Fatalf("second backup in the same second: %q, %v", second, err)
	}
	setResult(t, s, 1, 1, tournament.WhiteWins)
	if _, err := s.AddPlayer(tournament.Player{Name: "Late Entry"}); err != nil {
		t.Fatal(err)
	}
	list, err := s.Backups()
	if err != nil || len(list) != 2 || list[0].Path != path || list[0].Reason != "before-round-2" || list[0].Size == 0 {
		t.Fatalf("Backups() = %+v, %v", list, err)
	}
	if time.Since(list[0].Taken) > time.Minute {
		t.Errorf("backup time %v", list[0].Taken)
	}
	// A backup is a complete tournament file of its own.
	b, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if got := dump(t, b); !reflect.DeepEqual(got, saved) {
		t.Error("backup content differs from the state it was taken in")
	}
	b.Close()

	if err := s.Restore(path); err != nil {
		t.Fatal(err)
	}
	if got := dump(t, s); !reflect.DeepEqual(got, saved) {
		t.Error("restored state differs from the backup")
	}
	if last := newestEntry(t, s); last.Steps[0].Action != "restore" || last.Undoable() {
		t.Errorf("last audit entry after restore: %+v", last)
	}
	if _, err := s.Undo(); !errors.Is(err, errNothingToUndo) {
		t.Errorf("undo across a restore: err = %v", err)
	}
	list, _ = s.Backups()
	if len(list) != 3 || list[2].Reason != "before-restore" {
		t.Errorf("no before-restore backup: %+v", list)
	}
	// The lock survives a restore: the file is still ours alone.
	if _, err := Open(s.Path()); !errors.Is(err, ErrLocked) {
		t.Errorf("Open during use after restore: %v", err)
	}
	if err := s.Restore(s.Path()); !errors.Is(err, errRestoreSelf) {
		t.Errorf("restoring the file from itself: %v", err)
	} else {
		translated(t, err, s.Path())
	}
	// A foreign file cannot be restored over the event.
	foreign := filepath.Join(t.TempDir(), "foreign.arbiter")
	os.WriteFile(foreign, bytes.Repeat([]byte{'x'}, 200), 0o644)
	if err := s.Restore(foreign); !errors.Is(err, ErrNotSQLite) {
		t.Errorf("restoring a foreign file: %v", err)
	}
}

// A file from before the names were split opens with every player's name
// as it was, split into family name and given names, and saving a player
// stores the parts.
func TestMigrationSplitsNames(t *testing.T) {
	s2 := upgraded(t, 1, `INSERT INTO players(name) VALUES ('Player A'), ('Virtanen, Anna Liisa')`)
	ev, err := s2.Event()
	if err != nil {
		t.Fatal(err)
	}
	a, b := ev.Players[0], ev.Players[1]
	if a.Name != "Player A" || a.FamilyName != "A" || a.GivenNames != "Player" {
		t.Errorf("first player after the upgrade: %q = %q + %q", a.Name, a.FamilyName, a.GivenNames)
	}
	if b.Name != "Anna Liisa Virtanen" || b.FamilyName != "Virtanen" || b.GivenNames != "Anna Liisa" {
		t.Errorf("second player after the upgrade: %q = %q + %q", b.Name, b.FamilyName, b.GivenNames)
	}
	b.SetNames("Virtanen-Laine", b.GivenNames)
	if err := s2.UpdatePlayer(b); err != nil {
		t.Fatal(err)
	}
	var name, family, given string
	if err := s2.db.QueryRow(`SELECT name, family_name, given_names FROM players WHERE id = ?`, b.ID).Scan(&name, &family, &given); err != nil {
		t.Fatal(err)
	}
	if name != "Anna Liisa Virtanen-Laine" || family != "Virtanen-Laine" || given != "Anna Liisa" {
		t.Errorf("saved as %q = %q + %q", name, family, given)
	}
}

// olderFile is a closed event file whose schema is one step older than
// this build's, which gains a step (a nickname column) until the test
// ends.
func olderFile(t *testing.T) string {
	t.Helper()
	s, _ := newEvent(t, 2)
	path := closedFile(s)
	saved := migrations
	t.Cleanup(func() { migrations = saved })
	migrations = append(append([]string{}, saved...), `ALTER TABLE players ADD COLUMN nickname TEXT NOT NULL DEFAULT ''`)
	return path
}

func TestMigrationForward(t *testing.T) {
	path := olderFile(t)

	s2 := testdir.Opened(t, Open, path)
	if v, _ := s2.Version(); v != len(migrations) {
		t.Errorf("version after migration = %d, want %d", v, len(migrations))
	}
	list, _ := s2.Backups()
	if len(list) != 1 || list[0].Reason != fmt.Sprintf("before-upgrade-to-v%d", len(migrations)) {
		t.Fatalf("backups after migration: %+v", list)
	}
	log, _ := s2.Audit()
	if last := log[len(log)-1]; last.Steps[0].Action != "migrate" {
		t.Errorf("last audit entry: %+v", last.Steps)
	}
	if ev, err := s2.Event(); err != nil || len(ev.Players) != 2 {
		t.Errorf("event after migration: %v", err)
	}
	// The pre-upgrade backup still has the old version and restores
	// forward again.
	if err := s2.Restore(list[0].Path); err != nil {
		t.Fatal(err)
	}
	if v, _ := s2.Version(); v != len(migrations) {
		t.Errorf("version after restoring an old backup = %d", v)
	}
}

// TestConcurrentUse enters results from several goroutines while others
// read, as the GUI's views do; every entry lands with its own audit row.
func TestConcurrentUse(t *testing.T) {
	s, _ := pairedEvent(t, 16)
	log, _ := s.Audit()
	start := len(log)
	errs := make(chan error, 16)
	for w := range 8 {
		go func() {
			board := w + 1
			for _, r := range []tournament.Result{tournament.WhiteWins, tournament.Draw} {
				if err := s.SetResult(1, board, r); err != nil {
					errs <- err
					return
				}
			}
			errs <- nil
		}()
		go func() {
			_, err := s.Event()
			errs <- err
		}()
	}
	for range 16 {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	ev, _ := s.Event()
	for _, p := range ev.Rounds[0].Pairings {
		if p.Result != tournament.Draw {
			t.Errorf("board %d: %v", p.Board, p.Result)
		}
	}
	if log, _ = s.Audit(); len(log)-start != 16 {
		t.Errorf("%d audit rows for 16 entries", len(log)-start)
	}
}

// TestNotFoundSaysWhat checks that each thing that may be missing has its
// own message, with its numbers, in every language.
func TestNotFoundSaysWhat(t *testing.T) {
	s, _ := newEvent(t, 2)
	tests := []struct {
		name string
		call func() error
		want []string
	}{
		{"player", func() error { return s.UpdatePlayer(tournament.Player{ID: 77, Name: "X"}) }, []string{"77"}},
		{"round", func() error { return s.DeleteRound(9) }, []string{"9"}},
		{"game", func() error { _, err := s.Game(55); return err }, []string{"55"}},
		{"game-at", func() error { _, err := s.GameAt(3, 4); return err }, []string{"3", "4"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.call()
			var r *engine.Message
			if !errors.Is(err, ErrNotFound) || !errors.As(err, &r) || r.MessageKey() != "store.error.not-found."+tt.name {
				t.Fatalf("err = %v", err)
			}
			for _, l := range i18n.Complete {
				msg := i18n.For(l).Error(err)
				for _, w := range tt.want {
					if !strings.Contains(msg, w) || strings.Contains(msg, "{") || msg == r.MessageKey() {
						t.Errorf("%s: %q", l, msg)
					}
				}
			}
		})
	}
}

func TestRemoveTakesCompanions(t *testing.T) {
	dir := t.TempDir()
	s := created(t, filepath.Join(dir, "x.arbiter"), testSettings())
	if _, err := s.AddPlayer(tournament.Player{Name: "A"}); err != nil {
		t.Fatal(err)
	}
	s.Close()
	if err := Remove(s.Path()); err != nil {
		t.Fatal(err)
	}
	if left, _ := os.ReadDir(dir); len(left) != 0 {
		t.Errorf("left behind: %v", left)
	}
	if err := Remove(s.Path()); err != nil {
		t.Errorf("removing again: %v", err)
	}
}

// TestHandEditedValues reads back values Arbiter never writes, as after
// editing the file with another tool: the file is reported damaged, in the
// user's language, and not changed.
func TestHandEditedValues(t *testing.T) {
	tests := []struct {
		name, edit string
	}{
		{"category", `UPDATE players SET category = 'XYZ'`},
		{"tie-breaks", `UPDATE settings SET tie_breaks = 'not json'`},
		// Read as the time control's type, and dropped by a save.
		{"game-type", `UPDATE settings SET game_type = 'bullet'`},
		// Read as no setting: late entries would get nothing, unsaid.
		{"late-entry-byes", `UPDATE settings SET late_entry_byes = 'full'`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, _ := newEvent(t, 2)
			if _, err := s.db.Exec(tt.edit); err != nil {
				t.Fatal(err)
			}
			_, err := s.Event()
			if !errors.Is(err, ErrCorrupt) {
				t.Fatalf("err = %v, want ErrCorrupt", err)
			}
			translated(t, err, s.Path())
		})
	}
}

// TestSameResultIsNoChange enters a result a board already has: nothing is
// written and the audit log gains no "correction" to undo.
func TestSameResultIsNoChange(t *testing.T) {
	s, _ := pairedEvent(t, 4)
	setResult(t, s, 1, 1, tournament.Draw)
	before, _ := s.Audit()
	setResult(t, s, 1, 1, tournament.Draw)
	if after, _ := s.Audit(); len(after) != len(before) {
		t.Errorf("the same result again wrote %d audit entries", len(after)-len(before))
	}
	setResult(t, s, 1, 1, tournament.WhiteWins)
	if after, _ := s.Audit(); len(after) != len(before)+1 || after[len(after)-1].Steps[0].Action != "result.correct" {
		t.Errorf("a real correction is not logged: %+v", after[len(after)-1])
	}
}

// A Swiss player who leaves with his round-2 game paired: his opponent's
// forfeit win is recorded in the same action, which one Undo takes back;
// a result the arbiter entered stays.
func TestWithdrawalForfeitsPairedGame(t *testing.T) {
	s, ids, _ := pairedSwiss(t, 4)
	for b := 1; b <= 2; b++ {
		setResult(t, s, 1, b, tournament.Draw)
	}
	if err := s.SaveRound(round(2, ids)); err != nil {
		t.Fatal(err)
	}
	result := func(board int) tournament.Result {
		ev := eventOf(t, s)
		return ev.Rounds[1].Pairings[board-1].Result
	}
	setResult(t, s, 2, 2, tournament.Draw)
	if err := s.WithdrawPlayer(ids[0], 1); err != nil { // white on board 1
		t.Fatal(err)
	}
	if r := result(1); r != tournament.BlackForfeitWin {
		t.Fatalf("board 1 after the withdrawal: %v, want -/+", r)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	ev, _ := s.Event()
	if r := result(1); r != tournament.NoResult || ev.Players[0].Withdrawn() {
		t.Fatalf("after Undo: board 1 %v, withdrawn %v; want both undone", r, ev.Players[0].Withdrawn())
	}
	// Board 2 was played: its player cannot have left after round 1, and
	// the store says so whoever asks.
	if err := s.WithdrawPlayer(ids[3], 1); testform.KeyOf(err) != "event.err.withdraw.played" {
		t.Errorf("withdrawal after round 1 of a player who played round 2: %v", err)
	}
	if r := result(2); r != tournament.Draw {
		t.Errorf("board 2 after the refused withdrawal: %v, want the draw entered", r)
	}
}

// A game that ended before a move is marked not rated on its board; the
// mark needs a result of a game played over the board, goes with a
// forfeit entered later, and is undone like any other action.
func TestSetUnrated(t *testing.T) {
	s, ids := pairedEvent(t, 5)
	unrated := func() []bool {
		t.Helper()
		ev := eventOf(t, s)
		var out []bool
		for _, p := range ev.Rounds[0].Pairings {
			out = append(out, p.Unrated)
		}
		return out
	}
	if err := s.SetUnrated(1, 1, true); !errors.Is(err, errUnratedNeedsGame) {
		t.Errorf("marking a board without a result: %v", err)
	}
	if err := s.SetUnrated(1, 3, true); !errors.Is(err, errUnratedNeedsGame) {
		t.Errorf("marking a bye: %v", err)
	}
	if err := s.SetUnrated(1, 9, true); !errors.Is(err, errNoSuchPairing) {
		t.Errorf("marking a missing board: %v", err)
	}
	setResult(t, s, 1, 1, tournament.WhiteWins)
	setResult(t, s, 1, 2, tournament.WhiteForfeitWin)
	if err := s.SetUnrated(1, 2, true); !errors.Is(err, errUnratedNeedsGame) {
		t.Errorf("marking a forfeit: %v", err)
	}
	if err := s.SetUnrated(1, 1, true); err != nil {
		t.Fatal(err)
	}
	if got := unrated(); !got[0] || got[1] {
		t.Fatalf("after marking board 1: %v", got)
	}
	entry, err := s.Undo()
	if err != nil {
		t.Fatal(err)
	}
	if len(entry.Steps) != 1 || entry.Steps[0].Args["what"] != "result.unrated" {
		t.Errorf("undone: %+v", entry.Steps)
	}
	if got := unrated(); got[0] {
		t.Errorf("after undo: %v", got)
	}
	if err := s.SetUnrated(1, 1, true); err != nil {
		t.Fatal(err)
	}
	// A forfeit entered on the board afterwards is no game: the mark goes.
	setResult(t, s, 1, 1, tournament.BlackForfeitWin)
	if got := unrated(); got[0] {
		t.Errorf("a forfeit kept the mark: %v", got)
	}
	// A saved round keeps the mark of its games.
	r := round(2, ids)
	r.Pairings[0].Result, r.Pairings[0].Unrated = tournament.Draw, true
	if err := s.SaveRound(r); err != nil {
		t.Fatal(err)
	}
	ev, _ := s.Event()
	if !ev.Rounds[1].Pairings[0].Unrated || ev.Rounds[1].Pairings[1].Unrated {
		t.Errorf("round 2 saved as %+v", ev.Rounds[1].Pairings)
	}
}

// The rating lists' row names its first list, the one that gave the most
// players, as its own fields, the others after: a build that knew one
// list, which reads the row into a RatingSource, names that one. A row
// such a build wrote reads as one list. An update from two lists is
// named in the history by both; one that found nobody in a list leaves
// them.
func TestTheRatingListsRowReadsInABuildOfOneList(t *testing.T) {
	s, _ := newEvent(t, 3)
	lists := tournament.RatingLists{{List: "FIDE", Date: "2026-11-01"}, {List: "SSL", Date: "2026-11-15"}}
	if err := s.UpdateRatings(lists, eventOf(t, s).Players[:1]); err != nil {
		t.Fatal(err)
	}
	var older tournament.RatingSource
	if err := loadMetaJSON(s.db, ratingSourceKey, &older); err != nil || older != lists[0] {
		t.Errorf("a build of one list reads %+v, %v; want %+v", older, err, lists[0])
	}
	if got := eventOf(t, s).Settings.RatingLists; !reflect.DeepEqual(got, lists) {
		t.Errorf("the event's lists %+v, want %+v", got, lists)
	}
	if step := newestEntry(t, s).Steps[0]; step.MessageKey() != "store.audit.player.ratings.lists" || step.Args["list"] != lists.String() {
		t.Errorf("the update's step %+v", step)
	}
	// An update that found nobody in any list leaves the lists.
	if err := s.UpdateRatings(nil, nil); err != nil {
		t.Fatal(err)
	}
	if got := eventOf(t, s).Settings.RatingLists; !reflect.DeepEqual(got, lists) {
		t.Errorf("after an update from no list the event's lists are %+v, want %+v", got, lists)
	}
	if err := writeMetaJSON(s.db, ratingSourceKey, tournament.RatingSource{List: "EST", Date: "2026-10-01"}); err != nil {
		t.Fatal(err)
	}
	if got, err := s.RatingLists(); err != nil || got.String() != "EST (2026-10-01)" {
		t.Errorf("a row of one list reads as %+v, %v", got, err)
	}
}

func TestUpdateRatingsIsOneAuditedActionThatUndoes(t *testing.T) {
	s, ids := newEvent(t, 3)
	before := dump(t, s)
	ev := eventOf(t, s)
	a, b := ev.Players[0], ev.Players[1]
	a.Rating, a.Title, a.BirthDate = 2301, "FM", "1984"
	b.Rating, b.Federation = 1999, "EST"
	if err := s.UpdateRatings(tournament.RatingLists{{List: "FIDE", Date: "2026-11-01"}}, []tournament.Player{a, b}); err != nil {
		t.Fatal(err)
	}
	after := eventOf(t, s)
	if got := after.Players[0]; got.Rating != 2301 || got.Title != "FM" || got.BirthDate != "1984" || got.ID != ids[0] {
		t.Errorf("first player: %+v", got)
	}
	if got := after.Players[1]; got.Rating != 1999 || got.Federation != "EST" {
		t.Errorf("second player: %+v", got)
	}
	last := newestEntry(t, s)
	if len(last.Steps) != 1 || last.Steps[0].Action != "player.ratings" ||
		fmt.Sprint(last.Steps[0].Args) != "map[list:FIDE (2026-11-01) n:2]" {
		t.Errorf("audit steps = %+v", last.Steps)
	}
	if src, err := s.RatingLists(); err != nil || src.String() != "FIDE (2026-11-01)" {
		t.Errorf("the file names the list %q, %v", src, err)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(dump(t, s), before) {
		t.Error("undo did not restore the ratings")
	}
	// A bad player changes nobody.
	a.Title = "XX"
	if err := s.UpdateRatings(tournament.RatingLists{{List: "FIDE"}}, []tournament.Player{b, a}); err == nil {
		t.Error("a bad title was written")
	}
	if !reflect.DeepEqual(dump(t, s), before) {
		t.Error("a refused update changed the file")
	}
}

// An imported game's own tags are kept in its order; a tag the event
// writes for the board itself, or one PGN cannot write back as it is, is
// refused by the store whichever front end brings it.
func TestGameTagsKeptAndChecked(t *testing.T) {
	s, _ := pairedEvent(t, 2)
	g := testGame()
	g.Tags = []engine.Tag{{Name: "ECO", Value: "C20"}, {Name: "Annotator", Value: `Smith "Jr"`}}
	id, err := s.SaveGame(g)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := s.Game(id); err != nil || !slices.Equal(got.Tags, g.Tags) {
		t.Fatalf("loaded tags %v, %v; want %v", got.Tags, err, g.Tags)
	}
	for _, bad := range []engine.Tag{{Name: "White", Value: "Somebody"}, {Name: "Black Elo", Value: "2000"}, {Name: "ECO", Value: "C20\x1b[2J"}, {Name: "Opening", Value: "two\nlines"}} {
		g := testGame()
		g.Round, g.Board = 0, 0
		g.Tags = []engine.Tag{bad}
		if _, err := s.SaveGame(g); !errors.Is(err, refuse(badGameTag)) {
			t.Errorf("tag %q %q: %v, want refused", bad.Name, bad.Value, err)
		}
	}
}

// An imported game's comments, NAGs and variations are kept beside its
// moves and read back as saved; an annotation that is not its move's (it
// would change the main line when the game is written as PGN) is refused
// by the store, whichever front end brings it, and nothing is saved.
func TestGameAnnotationsKeptAndChecked(t *testing.T) {
	s, _ := pairedEvent(t, 2)
	g := testGame()
	g.Annotation = "$10 {Played in the first round.}"
	g.Moves[0].Annotation = "$1 {The king's pawn.} ( 1. d4 d5 ( 1... Nf6 ) )"
	id, err := s.SaveGame(g)
	if err != nil {
		t.Fatal(err)
	}
	got, err := s.Game(id)
	if err != nil || got.Annotation != g.Annotation || got.Moves[0].Annotation != g.Moves[0].Annotation || got.Moves[1].Annotation != "" {
		t.Fatalf("loaded %+v, %v", got, err)
	}
	bad := testGame()
	bad.Round, bad.Board = 0, 0
	bad.Moves[1].Annotation = "2. Nf3"
	if _, err := s.SaveGame(bad); err == nil {
		t.Error("an annotation that adds a move to the main line was saved")
	}
	if err := s.AppendMove(id, replay.RecordedMove{Ply: 3, UCI: "g1f3", SAN: "Nf3", Annotation: "( 2. Qh6 )"}); err == nil {
		t.Error("a variation from another position was appended")
	}
	if got, _ := s.Game(id); len(got.Moves) != 2 {
		t.Errorf("%d moves after the refused append, want 2", len(got.Moves))
	}
}

// TestDeletingAPlayerInNoRoundOfASwiss: a player entered twice by mistake
// once round 1 of a Swiss is paired, in no pairing, is deleted (Undo brings
// him back); one in round 1, the last paired and without results, is
// refused, naming the round and its un-pairing. Before, every deletion once round 1 was paired was refused, and
// the duplicate stood in every table with 0 points.
func TestDeletingAPlayerInNoRoundOfASwiss(t *testing.T) {
	s, ids, _ := pairedSwiss(t, 4)
	twice, err := s.AddPlayer(tournament.Player{Name: "Player 1", Rating: 2300})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.DeletePlayer(ids[0]); testform.KeyOf(err) != "event.err.delete.unpair" {
		t.Errorf("deleting a player of round 1: %v", err)
	}
	if err := s.DeletePlayer(twice); err != nil {
		t.Fatalf("deleting a player in no round: %v", err)
	}
	ev, _ := s.Event()
	if _, ok := ev.Player(twice); ok || len(ev.Players) != len(ids) {
		t.Errorf("after the deletion: %d players, the duplicate still there: %v", len(ev.Players), ok)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if ev, _ := s.Event(); len(ev.Players) != len(ids)+1 {
		t.Errorf("after Undo: %d players, want %d", len(ev.Players), len(ids)+1)
	}
}

// A ruling read back carries the position its game began in, so that
// the report numbers its move as the game's scoresheet does (a game set
// up at move 40 with Black to move was numbered from move 1); a ruling on
// a board without a recorded game has the standard start.
func TestRulingsCarryTheirGamesStart(t *testing.T) {
	s, _ := pairedEvent(t, 4)
	const fen = "3k4/8/8/8/8/8/4P3/4K3 b - - 0 40"
	if _, err := s.SaveGame(&replay.GameRecord{Round: 1, Board: 1, StartFEN: fen, Result: tournament.NoResult}); err != nil {
		t.Fatal(err)
	}
	for board := 1; board <= 2; board++ {
		if _, err := s.AddRuling(replay.Ruling{Round: 1, Board: board, Incident: "illegal-move", Ply: 3}); err != nil {
			t.Fatal(err)
		}
	}
	rs, err := s.Rulings()
	if err != nil || len(rs) != 2 {
		t.Fatalf("Rulings = %v, %v", rs, err)
	}
	if rs[0].StartFEN != fen || rs[1].StartFEN != "" {
		t.Errorf("the rulings' starts: %q, %q; want %q, \"\"", rs[0].StartFEN, rs[1].StartFEN, fen)
	}
	if n, c := rs[0].MoveNumber(); n != 41 || c != engine.Black {
		t.Errorf("the ruling's move in the game set up at move 40: %d, %v; want 41, Black", n, c)
	}
}

// TestAdjournedResultOfABlitzGameRefused_I_1_1: only standard play is
// adjourned (I.1.1; the games of A.1 and B.1 are played in a fixed time),
// so a blitz or rapid event's game takes no adjourned result, whatever
// enters it (the rounds view's key, "arbiter result … adj", a deputy), as
// its adjournment and its envelope are refused: a 3+2 game was kept as
// adjourned. A standard event's game takes it.
func TestAdjournedResultOfABlitzGameRefused_I_1_1(t *testing.T) {
	for _, c := range []struct {
		control string
		refused bool
	}{{"3+2", true}, {"15+10", true}, {"90+30", false}} {
		s, _ := pairedEvent(t, 4)
		ev, err := s.Event()
		if err != nil {
			t.Fatal(err)
		}
		st := ev.Settings
		st.TimeControl = c.control
		if err := s.UpdateSettings(st); err != nil {
			t.Fatal(err)
		}
		err = s.SetResult(1, 2, tournament.Adjourned)
		var m *engine.Message
		if refused := errors.As(err, &m) && m.Key == "rules.error.not-adjourned"; refused != c.refused || !c.refused && err != nil {
			t.Errorf("%s: an adjourned result: %v", c.control, err)
		}
		if ev, err := s.Event(); err != nil || c.refused && ev.Rounds[0].Pairings[1].Result == tournament.Adjourned {
			t.Errorf("%s: the refused result was kept (%v)", c.control, err)
		}
	}
}

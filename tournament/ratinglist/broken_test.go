package ratinglist

import (
	"bytes"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/internal/sqlitefile"
	"arbiter/internal/testdir"
	fl "arbiter/internal/testfidelist"
	"arbiter/internal/testtext"
)

// TestABrokenListIsSetAsideAndTheOthersWork: one list beside a good one is
// torn (cut short, as a crash before the flush left it), damaged in the
// middle, or another file altogether. Every command on lists goes on with
// the good one; the broken one is named, in every language, set aside
// under another name (so it is not met again) and listed as broken.
func TestABrokenListIsSetAsideAndTheOthersWork(t *testing.T) {
	for _, tc := range []struct {
		name   string
		break_ func(path string) error
	}{
		{"cut short", func(p string) error {
			info, err := os.Stat(p)
			if err != nil {
				return err
			}
			return os.Truncate(p, info.Size()/2)
		}},
		{"zeros at its end", func(p string) error {
			f, err := os.OpenFile(p, os.O_RDWR, 0)
			if err != nil {
				return err
			}
			defer f.Close()
			info, _ := f.Stat()
			_, err = f.WriteAt(make([]byte, info.Size()/2), info.Size()-info.Size()/2)
			return err
		}},
		{"not a list", func(p string) error { return os.WriteFile(p, []byte("ID Number Name\n"), 0o644) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l, dir := openLists(t)
			importFIDEAndTorn(t, l, dir)
			l.Close()
			torn := l.path("Torn")
			if err := tc.break_(torn); err != nil {
				t.Fatal(err)
			}

			// A search reaches every page a damage may be in; the list is
			// found broken there, if not when it is opened.
			l = reopenFindsFIDE(t, l)
			infos, err := l.All()
			if err != nil || len(infos) != 1 || infos[0].Name != "FIDE" {
				t.Fatalf("lists: %+v, %v", infos, err)
			}
			if e, ok, err := l.ByFIDEID("503150", ""); err != nil || !ok || e.List != "FIDE" {
				t.Errorf("by FIDE id: %+v %v %v", e, ok, err)
			}
			checkSetAside(t, l, torn, "ratinglist.err.broken")

			// The next run does not meet it again, and still lists it.
			l.Close()
			l = Open(l.Dir())
			defer l.Close()
			if infos, err := l.All(); err != nil || len(infos) != 1 {
				t.Errorf("the next run: %+v, %v", infos, err)
			}
			if b := l.Broken(); len(b) != 1 || b[0].Name != "Torn" || b[0].Now {
				t.Errorf("the next run's broken: %+v", b)
			}
			// Imported again, it is a list again.
			importTXT(t, l, dir, "again.txt", fl.Slice(samplePlayers[:2]), Options{Name: "Torn"})
			if infos, err := l.All(); err != nil || len(infos) != 2 {
				t.Errorf("imported again: %+v, %v", infos, err)
			}
		})
	}
}

// reopenFindsFIDE opens the lists of l again, as the next run does, and
// checks that a search finds Virtanen in the good list, FIDE. The lists
// close with the test.
func reopenFindsFIDE(t *testing.T, l *Lists) *Lists {
	t.Helper()
	l = Open(l.Dir())
	t.Cleanup(func() { l.Close() })
	if found, err := l.Find("virtanen", "", 5); err != nil || len(found) != 1 || found[0].List != "FIDE" {
		t.Errorf("find: %+v, %v", found, err)
	}
	return l
}

// checkSetAside checks that the list once at torn is the one broken list,
// set aside under another name, kept, and named in every language by the
// message key with the words named (the fault).
func checkSetAside(t *testing.T, l *Lists, torn, key string, named ...string) {
	t.Helper()
	broken := l.Broken()
	if len(broken) != 1 || broken[0].Name != "Torn" || broken[0].File == "" || !broken[0].Now {
		t.Fatalf("broken: %+v", broken)
	}
	if _, err := os.Stat(torn); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the broken list is still under its name: %v", err)
	}
	if _, err := os.Stat(broken[0].File); err != nil {
		t.Errorf("the broken list was not kept: %v", err)
	}
	var ke *engine.Message
	msg := broken[0].Error()
	if !errors.As(msg, &ke) || ke.Key != key {
		t.Errorf("message: %v", msg)
	}
	for _, lang := range i18n.Complete {
		text := i18n.For(lang).Error(msg)
		if !strings.Contains(text, "Torn") || !strings.Contains(text, filepath.Base(broken[0].File)) || strings.Contains(text, "{") {
			t.Errorf("%s: %s", lang, text)
		}
		testtext.SaysEach(t, fmt.Sprint(lang), text, named...)
	}

}

// TestAPlayerNoEventCouldTakeIsLeftOutAndNamed: the fuzzing of the readers
// found lists whose names hold a NUL or bytes that are not text, and lines
// with an id and no name; they were kept, to be refused only when the
// arbiter picked the player. They are left out, each named in the notes.
func TestAPlayerNoEventCouldTakeIsLeftOutAndNamed(t *testing.T) {
	l, dir := openLists(t)
	for _, tc := range []struct {
		file, data, want string
		opt              Options
	}{
		{"ssl.csv", "Nro;Nimi;Luku\n1;Virtanen, Anna;1800\n2;Mäki\x00, Ville;1700\n", `(tunnus 2) jäeti välja: „Ville Mäki\x00“`,
			Options{Name: "SSL", Columns: map[string]string{"Nro": "natid", "Luku": "natrating"}}},
		{"fide.xml", `<playerslist><player><fideid>1</fideid><name>Virtanen, Anna</name></player><player><fideid>2</fideid><name></name></player></playerslist>`,
			"(tunnus 2) jäeti välja: tal pole nime", Options{Name: "FIDE", Period: "standard"}},
	} {
		path := testdir.Write(t, filepath.Join(dir, tc.file), tc.data)
		res, err := l.Import(path, tc.opt)
		if err != nil {
			t.Fatal(err)
		}
		var texts []string
		for _, n := range res.Notes {
			texts = append(texts, i18n.For(i18n.Estonian).Message(n))
		}
		if all := strings.Join(texts, "\n"); res.Info.Players != 1 || !strings.Contains(all, tc.want) {
			t.Errorf("%s: %d players kept, notes %s", tc.file, res.Info.Players, all)
		}
	}
}

// TestACraftedListIsRefusedUnread: a list written outside Arbiter whose
// player has a 200-million-character name, or a name with ESC, is set aside
// as broken by the search that meets it, with the other lists' answers,
// and the long name is never read: the search allocates a fraction of it.
// The ESC is named with the player, his row and the field it is in.
func TestACraftedListIsRefusedUnread(t *testing.T) {
	for _, tc := range []struct {
		name, set, key string
		named          []string
	}{
		{"a 200-million-character name", `family = printf('%.*c', 200000000, 'V')`, "ratinglist.err.broken", nil},
		{"ESC in a name", `given = 'Anna' || char(27) || '[2J'`, "ratinglist.err.altered", []string{"503150", "U+001B"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l, dir := openLists(t)
			// The same players, from FIDE's two files.
			for name, write := range map[string]func(io.Writer, fl.Players) error{"FIDE.txt": fl.WriteTXT, "Torn.xml": fl.WriteXML} {
				path := writeFile(t, filepath.Join(dir, name), func(fh *os.File) error { return write(fh, fl.Slice(samplePlayers)) })
				if _, err := l.Import(path, Options{Name: strings.TrimSuffix(name, filepath.Ext(name)), Date: "2026-11-01"}); err != nil {
					t.Fatal(err)
				}
			}
			l.Close()
			torn := l.path("Torn")
			db := alteredList(t, torn, `UPDATE players SET `+tc.set+` WHERE fide_id = 503150`)
			var row string
			if err := db.QueryRow(`SELECT id FROM players WHERE fide_id = 503150`).Scan(&row); err != nil {
				t.Fatal(err)
			}
			db.Close()
			if tc.named != nil {
				tc.named = append(tc.named, " "+row+")")
			}

			l = Open(l.Dir())
			defer l.Close()
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			found, err := l.Find("virtanen", "", 5)
			runtime.ReadMemStats(&after)
			if err != nil || len(found) != 1 || found[0].List != "FIDE" {
				t.Errorf("find: %+v, %v", found, err)
			}
			if grown := after.TotalAlloc - before.TotalAlloc; grown > 20<<20 {
				t.Errorf("the search allocated %d bytes", grown)
			}
			checkSetAside(t, l, torn, tc.key, tc.named...)
		})
	}
}

// TestAListAnotherProgramChangedIsRefusedByItsFault: a list into which
// another program put a trigger, a view or a CHECK constraint was used and
// recorded as checked. It is set aside, the message naming what was put
// in, and the other list answers.
func TestAListAnotherProgramChangedIsRefusedByItsFault(t *testing.T) {
	for _, tc := range []struct{ name, sql, named string }{
		{"a trigger", `CREATE TRIGGER zero AFTER UPDATE ON players BEGIN UPDATE players SET rating = 0; END`, "zero"},
		{"a view", `CREATE VIEW strong AS SELECT * FROM players WHERE rating > 2700`, "strong"},
		{"a CHECK", `PRAGMA writable_schema = ON; UPDATE sqlite_master SET sql = replace(sql, 'rating INTEGER NOT NULL,', 'rating INTEGER NOT NULL CHECK (rating < 4000),') WHERE name = 'players'`, "CHECK"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			l := Open(filepath.Join(dir, "lists"))
			importFIDEAndTorn(t, l, dir)
			l.Close()
			torn := l.path("Torn")
			alteredList(t, torn, tc.sql).Close()

			l = reopenFindsFIDE(t, l)
			checkSetAside(t, l, torn, "ratinglist.err.altered", tc.named)
			if _, err := os.Stat(torn + checkedSuffix); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("the changed list is recorded as checked: %v", err)
			}
			// The next run names the fault too, and lists the list once.
			want := i18n.For(i18n.Finnish).Error(l.Broken()[0].Error())
			l.Close()
			l = Open(l.Dir())
			defer l.Close()
			if b := l.Broken(); len(b) != 1 || i18n.For(i18n.Finnish).Error(b[0].Error()) != want {
				t.Errorf("the next run's broken lists: %+v, want one, named as %q", b, want)
			}
		})
	}
}

// TestAListWithAPageOverwrittenIsSetAside: a page in the middle of a
// stored list overwritten on the disk (another program, a failing disk),
// where no search reads, is found when the list is next opened: the list
// is set aside and named in every language, and the other list answers.
func TestAListWithAPageOverwrittenIsSetAside(t *testing.T) {
	dir := t.TempDir()
	l := Open(filepath.Join(dir, "lists"))
	for name, players := range map[string]fl.Players{"FIDE": fl.Slice(samplePlayers), "Torn": fl.Synthetic(3000)} {
		importTXT(t, l, dir, name+".txt", players, Options{Name: name, Date: "2026-11-01"})
	}
	l.Close()
	torn := l.path("Torn")
	f, err := os.OpenFile(torn, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	head := make([]byte, 100)
	if _, err := f.ReadAt(head, 0); err != nil {
		t.Fatal(err)
	}
	pageSize := int64(head[16])<<8 | int64(head[17])
	info, _ := f.Stat()
	page := bytes.Repeat([]byte{0xa5}, int(pageSize))
	if _, err := f.WriteAt(page, info.Size()/pageSize/2*pageSize); err != nil {
		t.Fatal(err)
	}
	f.Close()

	l = reopenFindsFIDE(t, l)
	checkSetAside(t, l, torn, "ratinglist.err.broken")
}

// TestAListIsCheckedWholeOnceForEachState: integrity_check reads every
// page of a list; it runs when the list is imported and when its file has
// changed since (a list copied over it, another program's write), never
// at each opening of an unchanged list.
func TestAListIsCheckedWholeOnceForEachState(t *testing.T) {
	checks := countChecks(t)
	l := importSample(t)
	if *checks != 1 {
		t.Errorf("the import checked the list %d times, want 1", *checks)
	}
	for range 3 {
		searchOnce(t, l.Dir())
	}
	if *checks != 1 {
		t.Errorf("three searches of the unchanged list checked it %d times more, want none", *checks-1)
	}
	later := time.Now().Add(time.Minute)
	if err := os.Chtimes(l.path("FIDE"), later, later); err != nil {
		t.Fatal(err)
	}
	searchOnce(t, l.Dir())
	searchOnce(t, l.Dir())
	if *checks != 2 {
		t.Errorf("the changed list was checked %d times at two searches, want once", *checks-1)
	}
}

// countChecks counts the runs of integrity_check for the test.
func countChecks(t *testing.T) *int {
	checks := 0
	check := integrityCheck
	integrityCheck = func(db *sql.DB) error { checks++; return check(db) }
	t.Cleanup(func() { integrityCheck = check })
	return &checks
}

// importSample imports the sample players as the list FIDE into a folder
// of the test's own, and closes the lists.
func importSample(t testing.TB) *Lists {
	dir := t.TempDir()
	l := Open(filepath.Join(dir, "lists"))
	importTXT(t, l, dir, "FIDE.txt", fl.Slice(samplePlayers), Options{Name: "FIDE", Date: "2026-11-01"})
	l.Close()
	return l
}

// importTXT writes players as FIDE's TXT file file in dir and imports it
// into l with opt; a file not written or imported fails the test.
func importTXT(t testing.TB, l *Lists, dir, file string, players fl.Players, opt Options) {
	t.Helper()
	path := writeFile(t, filepath.Join(dir, file), func(fh *os.File) error { return fl.WriteTXT(fh, players) })
	if _, err := l.Import(path, opt); err != nil {
		t.Fatal(err)
	}
}

// searchOnce searches the lists in dir as a command does: opened, one
// search, closed.
func searchOnce(t *testing.T, dir string) {
	t.Helper()
	l := Open(dir)
	defer l.Close()
	if found, err := l.Find("virtanen", "", 5); err != nil || len(found) != 1 {
		t.Fatalf("find: %+v, %v", found, err)
	}
}

// alteredList is the list file at path, closed by the program, with
// statements run on it as another program might run them; the caller
// closes it.
func alteredList(t *testing.T, path, statements string) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite3", sqlitefile.DSN(path, ""))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(statements); err != nil {
		db.Close()
		t.Fatal(err)
	}
	return db
}

// importFIDEAndTorn keeps two lists in l: "FIDE" of the sample players and
// "Torn" of two of them, the one a test then damages.
func importFIDEAndTorn(t *testing.T, l *Lists, dir string) {
	t.Helper()
	for _, name := range []string{"FIDE", "Torn"} {
		players := samplePlayers
		if name == "Torn" {
			players = samplePlayers[:2]
		}
		importTXT(t, l, dir, name+".txt", fl.Slice(players), Options{Name: name, Date: "2026-11-01"})
	}
}

// An arbiter who types the name of a list that is not there (or is a
// folder) is told so in his own language, naming the file: the refusal
// ended in the system's English ("no such file or directory") in Finnish
// and Estonian alike.
func TestAListTypedThatIsNotThereIsRefusedInTheUsersWords(t *testing.T) {
	l, dir := openLists(t)
	for _, path := range []string{filepath.Join(dir, "ssl.txt"), dir} {
		for _, read := range []func() error{
			func() error { _, err := l.Import(path, Options{Name: "SSL"}); return err },
			func() error { _, err := l.CSVColumns(path, "SSL"); return err },
		} {
			err := read()
			if err == nil {
				t.Fatalf("%s read", path)
			}
			for _, lang := range i18n.Complete {
				text := i18n.For(lang).Error(err)
				if !strings.Contains(text, path) || strings.Contains(text, "no such") || strings.Contains(text, "directory") {
					t.Errorf("%s: %s", lang, text)
				}
			}
		}
	}
}

package ratinglist

import (
	"cmp"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	sqlite3 "github.com/mattn/go-sqlite3" // the driver the event file uses too

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/internal/fileio"
	"arbiter/internal/sqlitefile"
	"arbiter/tournament"
	"arbiter/tournament/input"
)

// Info describes one imported list.
type Info struct {
	Name     string    `json:"name"`
	Date     string    `json:"date"`   // the rating period, ISO "2026-11-01"
	Format   string    `json:"format"` // fide-txt, fide-xml or csv
	Source   string    `json:"source"` // the file's name it was imported from
	Players  int       `json:"players"`
	Imported time.Time `json:"imported"`
	// Periods are the ratings the list gives (Standard, Rapid, Blitz,
	// National): FIDE's combined list all three of FIDE's, a list of
	// one period its own, a national list those it has columns for.
	Periods []string `json:"periods"`
	// SHA256 is the fingerprint of the list's text, by which the same
	// list imported again under another name is told.
	SHA256 string `json:"sha256,omitempty"`
	// Columns is a CSV list's mapping, header → field, kept so that the
	// next month's file of the same list is read the same way.
	Columns map[string]string `json:"columns,omitempty"`
}

// Lists is the folder of the user's lists.
type Lists struct {
	dir    string
	mu     sync.Mutex
	open   map[string]openedList
	broken []Broken // found in this run (Broken)
}

// openedList is a list opened for searching, with the file it opened: an
// import elsewhere (the command line while the window is open) renames a
// new file over it, which the next search then opens.
type openedList struct {
	db   listDB
	file os.FileInfo
}

// listDB is an opened list with the columns its entries are read from:
// a list imported before national ratings were kept reads 0 for them.
type listDB struct {
	*sql.DB
	cols string
}

const suffix = ".ratinglist"

// Open returns the lists kept in dir (created on the first import).
func Open(dir string) *Lists { return &Lists{dir: dir, open: map[string]openedList{}} }

// Default returns the lists in the user's data folder (DataDir).
func Default() (*Lists, error) {
	dir, err := DataDir()
	if err != nil {
		return nil, err
	}
	return Open(dir), nil
}

// Dir is the folder the lists are kept in.
func (l *Lists) Dir() string { return l.dir }

// Close closes the lists opened for searching.
func (l *Lists) Close() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	var errs []error
	for name, o := range l.open {
		errs = append(errs, o.db.Close())
		delete(l.open, name)
	}
	return errors.Join(errs...)
}

// validName refuses a list name that cannot be a file's name everywhere.
func validName(name string) error {
	if name == "" || len([]rune(name)) > 40 || strings.HasPrefix(name, ".") ||
		strings.ContainsFunc(name, func(r rune) bool {
			return r < ' ' || strings.ContainsRune(`/\:*?"<>|`, r)
		}) {
		return engine.NewMessage("ratinglist.err.name", "name", name)
	}
	return nil
}

func (l *Lists) path(name string) string { return filepath.Join(l.dir, name+suffix) }

// All lists the imported lists by name.
func (l *Lists) All() ([]Info, error) {
	files, err := filepath.Glob(filepath.Join(l.dir, "*"+suffix))
	if err != nil {
		return nil, err
	}
	var out []Info
	for _, f := range files {
		db, err := l.db(strings.TrimSuffix(filepath.Base(f), suffix))
		if err != nil {
			continue // set aside or skipped, and listed by Broken
		}
		info, err := readInfo(db.DB)
		if err != nil {
			continue
		}
		out = append(out, info)
	}
	slices.SortFunc(out, func(a, b Info) int { return strings.Compare(a.Name, b.Name) })
	return out, nil
}

// Get returns one list's description.
func (l *Lists) Get(name string) (Info, error) {
	db, err := l.db(name)
	if err != nil {
		return Info{}, err
	}
	return readInfo(db.DB)
}

// db opens a list for reading; the handle is kept for the next search
// while the list's file is the one it opened.
func (l *Lists) db(name string) (listDB, error) {
	if err := validName(name); err != nil {
		return listDB{}, err
	}
	path := l.path(name)
	file, err := os.Stat(path)
	l.mu.Lock()
	defer l.mu.Unlock()
	o, ok := l.open[name]
	if ok && err == nil && os.SameFile(o.file, file) {
		return o.db, nil
	}
	if ok {
		o.db.Close()
		delete(l.open, name)
	}
	if err != nil {
		return listDB{}, engine.NewMessage("ratinglist.err.nolist", "name", name)
	}
	db, err := sql.Open("sqlite3", sqlitefile.DSN(path, "mode=ro&_query_only=1"))
	if err != nil {
		return listDB{}, err
	}
	if err := checkList(db, file.Size()); err != nil {
		db.Close()
		return listDB{}, l.setAside(name, err)
	}
	if err := checkWhole(db, path, file); err != nil {
		db.Close()
		return listDB{}, l.setAside(name, err)
	}
	ldb := listDB{DB: db, cols: readColumns()}
	var national int
	if err := db.QueryRow(`SELECT count(*) FROM pragma_table_info('players') WHERE name = 'national_rating'`).Scan(&national); err != nil {
		db.Close()
		return listDB{}, l.setAside(name, engine.NewMessage("ratinglist.err.damaged", "detail", err.Error()))
	}
	if national == 0 {
		ldb.cols = strings.Replace(readColumns(), "national_rating", "0", 1)
	}
	l.open[name] = openedList{db: ldb, file: file}
	return ldb, nil
}

func readInfo(db *sql.DB) (Info, error) {
	rows, err := db.Query(`SELECT key, value FROM meta`)
	if err != nil {
		return Info{}, &engine.Message{Key: "ratinglist.err.damaged", Args: engine.Args("detail", err.Error()), Err: err}
	}
	defer rows.Close()
	var info Info
	for rows.Next() {
		var k, v string
		if err := rows.Scan(&k, &v); err != nil {
			return info, err
		}
		switch k {
		case "name":
			info.Name = v
		case "date":
			info.Date = v
		case "format":
			info.Format = v
		case "source":
			info.Source = v
		case "players":
			info.Players, _ = strconv.Atoi(v)
		case "imported":
			info.Imported, _ = time.Parse(time.RFC3339, v)
		case "columns":
			if err := json.Unmarshal([]byte(v), &info.Columns); err != nil {
				return info, err
			}
		case "periods":
			if err := json.Unmarshal([]byte(v), &info.Periods); err != nil {
				return info, err
			}
		case "sha256":
			info.SHA256 = v
		}
	}
	if info.Periods == nil { // a list imported before the periods were kept
		info.Periods = []string{Standard, Rapid, Blitz}
		if info.Format == "csv" {
			info.Periods = csvPeriods(info.Columns)
		}
	}
	return info, rows.Err()
}

const entryColumns = `fide_id, national_id, family, given, fed, sex, title, rating, games, k, rapid, blitz, national_rating, birth_year, birth_date, club, inactive`

// readColumns are the player's row and entryColumns as a search reads them from a list that
// may have been written outside Arbiter: a text longer than any file may
// hold (sqlitefile.MaxValueBytes) is not read, its length alone is, and
// the last column says there was one (scanEntry refuses the list). Made
// when a list is first opened.
var readColumns = sync.OnceValue(func() string {
	var cols, long []string
	for _, c := range strings.Split(entryColumns, ", ") {
		switch c {
		case "national_id", "family", "given", "fed", "sex", "title", "birth_date", "club":
			over := fmt.Sprintf("coalesce(octet_length(%s), 0) > %d", c, sqlitefile.MaxValueBytes)
			cols = append(cols, fmt.Sprintf("CASE WHEN %s THEN '' ELSE %s END", over, c))
			long = append(long, over)
		default:
			cols = append(cols, c)
		}
	}
	return "id, " + strings.Join(cols, ", ") + ", " + strings.Join(long, " OR ")
})

const schema = `
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE players(id INTEGER PRIMARY KEY, fide_id INTEGER, national_id TEXT,
	family TEXT NOT NULL, given TEXT NOT NULL, fed TEXT NOT NULL, sex TEXT NOT NULL, title TEXT NOT NULL,
	rating INTEGER NOT NULL, games INTEGER NOT NULL, k INTEGER NOT NULL, rapid INTEGER NOT NULL,
	blitz INTEGER NOT NULL, national_rating INTEGER NOT NULL, birth_year INTEGER NOT NULL, birth_date TEXT NOT NULL, club TEXT NOT NULL,
	inactive INTEGER NOT NULL);
CREATE TABLE words(word TEXT NOT NULL, player INTEGER NOT NULL);`

// The indexes are made after the rows are in: sorting once is several
// times faster than keeping a b-tree in order through 3 million inserts.
// An id a list does not give is NULL, outside the id indexes: an index
// of a million empty national ids made SQLite scan the table instead.
const indexes = `
CREATE INDEX words_word ON words(word, player);
CREATE INDEX players_fide ON players(fide_id) WHERE fide_id IS NOT NULL;
CREATE INDEX players_national ON players(national_id) WHERE national_id IS NOT NULL;`

// writer puts one list's entries into a new database, many rows per
// statement: each statement crosses into SQLite's C code once.
type writer struct {
	db      *sql.DB
	tx      *sql.Tx
	players []any
	words   []any
	n       int64
	full    map[string]*sql.Stmt
	left    []engine.Message // the players left out (add)
}

const (
	playerBatch = 100 // rows per statement: 18 values each, well under SQLite's 32766
	wordBatch   = 500
)

func newWriter(path string) (*writer, error) {
	db, err := sql.Open("sqlite3", sqlitefile.DSN(path, "_journal_mode=OFF&_synchronous=OFF&_locking_mode=EXCLUSIVE"))
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(1)
	w := &writer{db: db, full: map[string]*sql.Stmt{}}
	if _, err := db.Exec(`PRAGMA cache_size = -65536; PRAGMA temp_store = FILE;` + schema); err != nil {
		db.Close()
		return nil, err
	}
	if w.tx, err = db.Begin(); err != nil {
		db.Close()
		return nil, err
	}
	return w, nil
}

func insertSQL(table, cols string, ncols, rows int) string {
	one := "(?" + strings.Repeat(",?", ncols-1) + ")"
	return "INSERT INTO " + table + "(" + cols + ") VALUES " + one + strings.Repeat(","+one, rows-1)
}

func (w *writer) exec(table, cols string, ncols int, vals []any, batch int) error {
	rows := len(vals) / ncols
	if rows == 0 {
		return nil
	}
	var err error
	if rows == batch {
		st, ok := w.full[table]
		if !ok {
			if st, err = w.tx.Prepare(insertSQL(table, cols, ncols, batch)); err != nil {
				return err
			}
			w.full[table] = st
		}
		_, err = st.Exec(vals...)
	} else {
		_, err = w.tx.Exec(insertSQL(table, cols, ncols, rows), vals...)
	}
	return err
}

func (w *writer) add(e Entry) error {
	if w.leftOut(e) {
		return nil
	}
	w.n++
	var fid, nat any
	if id, _ := strconv.ParseInt(e.FIDEID, 10, 64); id != 0 {
		fid = id
	}
	if e.NationalID != "" {
		nat = e.NationalID
	}
	w.players = append(w.players, w.n, fid, nat, e.FamilyName, e.GivenNames, e.Federation, e.Sex, e.Title,
		e.Rating, e.Games, e.K, e.Rapid, e.Blitz, e.NationalRating, e.BirthYear, e.BirthDate, e.Club, e.Inactive)
	if len(w.players) == playerBatch*18 {
		if err := w.flushPlayers(); err != nil {
			return err
		}
	}
	words := input.Fold(e.FamilyName + " " + e.GivenNames)
	for i, word := range words {
		if !slices.Contains(words[:i], word) {
			w.words = append(w.words, word, w.n)
		}
	}
	if len(w.words) >= wordBatch*2 {
		n := wordBatch * 2
		if err := w.exec("words", "word, player", 2, w.words[:n], wordBatch); err != nil {
			return err
		}
		w.words = append(w.words[:0], w.words[n:]...)
	}
	return nil
}

// leftOut reports whether the entry is one no event could take (no name,
// a control character in a name, bytes that are not text), and then
// names it in the import's notes: kept, it would be refused only when the
// arbiter picks the player.
func (w *writer) leftOut(e Entry) bool {
	id := cmp.Or(e.FIDEID, e.NationalID)
	args := map[string]any{"n": strconv.FormatInt(w.n+int64(len(w.left))+1, 10), "id": id}
	var bad *engine.Message
	switch {
	case errors.As(e.Player(RatingKind{Type: rules.Standard}).ValidateText(), &bad):
		args["value"] = fmt.Sprint(bad.Args["value"])
		w.left = append(w.left, engine.Message{Key: "ratinglist.note.left-out", Args: args})
	case strings.TrimSpace(e.FamilyName+e.GivenNames) == "":
		w.left = append(w.left, engine.Message{Key: "ratinglist.note.no-name", Args: args})
	default:
		return false
	}
	return true
}

func (w *writer) flushPlayers() error {
	err := w.exec("players", "id, "+entryColumns, 18, w.players, playerBatch)
	w.players = w.players[:0]
	return err
}

// finish writes what is left, the indexes and the list's description.
func (w *writer) finish(info Info) error {
	if err := w.flushPlayers(); err != nil {
		return err
	}
	for len(w.words) > 0 {
		n := min(len(w.words), wordBatch*2)
		if err := w.exec("words", "word, player", 2, w.words[:n], wordBatch); err != nil {
			return err
		}
		w.words = w.words[n:]
	}
	if _, err := w.tx.Exec(indexes); err != nil {
		return err
	}
	cols, err := json.Marshal(info.Columns)
	if err != nil {
		return err
	}
	periods, err := json.Marshal(info.Periods)
	if err != nil {
		return err
	}
	for k, v := range map[string]string{"name": info.Name, "date": info.Date, "format": info.Format,
		"source": info.Source, "players": strconv.FormatInt(w.n, 10),
		"imported": info.Imported.Format(time.RFC3339), "columns": string(cols),
		"periods": string(periods), "sha256": info.SHA256} {
		if _, err := w.tx.Exec(`INSERT INTO meta(key, value) VALUES (?, ?)`, k, v); err != nil {
			return err
		}
	}
	if err := w.tx.Commit(); err != nil {
		return err
	}
	// Searches only read: a compact file with up-to-date statistics.
	if _, err := w.db.Exec(`ANALYZE`); err != nil {
		return err
	}
	return w.close()
}

func (w *writer) close() error {
	for _, st := range w.full {
		st.Close()
	}
	if w.tx != nil {
		w.tx.Rollback()
	}
	return w.db.Close()
}

// scanEntry reads one player of a list, and his row in it.
func scanEntry(sc interface{ Scan(...any) error }, info Info) (Entry, int64, error) {
	var e Entry
	var row int64
	var fid sql.NullInt64
	var nat sql.NullString
	var long bool
	err := sc.Scan(&row, &fid, &nat, &e.FamilyName, &e.GivenNames, &e.Federation, &e.Sex, &e.Title, &e.Rating,
		&e.Games, &e.K, &e.Rapid, &e.Blitz, &e.NationalRating, &e.BirthYear, &e.BirthDate, &e.Club, &e.Inactive, &long)
	if err != nil {
		return e, row, err
	}
	if fid.Valid {
		e.FIDEID = strconv.FormatInt(fid.Int64, 10)
	}
	e.NationalID = nat.String
	// What an import keeps passes the text rule; anything else was written
	// outside Arbiter, and would reach a terminal or a form as it is.
	if long {
		return e, row, errTooLong
	}
	for _, f := range []struct{ field, text string }{{"natid", e.NationalID}, {"family", e.FamilyName},
		{"given", e.GivenNames}, {"fed", e.Federation}, {"sex", e.Sex}, {"title", e.Title}, {"born", e.BirthDate}, {"club", e.Club}} {
		if c, hidden := input.HiddenChar(f.text); hidden {
			player := cmp.Or(e.FIDEID, e.NationalID, e.FamilyName+", "+e.GivenNames)
			return e, row, engine.NewMessage("ratinglist.fault.char", "player", player, "row", row, "char", c,
				"field", engine.Message{Key: "ui.ratinglist.field." + f.field})
		}
	}
	e.List, e.Lists, e.gives = info.Name, []string{info.Name}, givesOf(info)
	return e, row, nil
}

func queryEntries(db listDB, info Info, limit int, query string, args ...any) ([]Entry, error) {
	rows, err := db.Query(query, args...)
	if err != nil {
		return nil, err // the caller sets the list aside (failed)
	}
	defer rows.Close()
	var out []Entry
	for rows.Next() && (limit <= 0 || len(out) < limit) {
		e, _, err := scanEntry(rows, info)
		if err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, rows.Err()
}

// Source is the list as the event names where its ratings came from.
func (i Info) RatingSource() tournament.RatingSource {
	return tournament.RatingSource{List: i.Name, Date: i.Date}
}

// String names a list with its date, "FIDE (2026-11-01)".
func (i Info) String() string { return i.RatingSource().String() }

// putInPlace renames a list written complete at tmp over the list of that
// name, as durably as an event's file: the new list is flushed and its
// folder too before the rename (a list written without a journal, for
// speed, must be whole on the disk before it is given the name), and the
// folder again after it, so that a power cut leaves the old list or the
// new one, never a torn one under the list's name.
func (l *Lists) putInPlace(tmp, name string) error {
	if err := fileio.Sync(tmp); err != nil {
		return err
	}
	if err := fileio.SyncDir(l.dir); err != nil {
		return err
	}
	if err := os.Rename(tmp, l.path(name)); err != nil {
		return err
	}
	if err := fileio.SyncDir(l.dir); err != nil {
		// The new list has its name: saying the lists are as they were
		// would be untrue.
		return &engine.Message{Key: "ratinglist.err.imported-but", Args: engine.Args("name", name), Err: err}
	}
	return nil
}

// writeError is a failure of the disk while a list was being imported,
// in the user's words: what the system said (a full disk, a refusal, an
// error) about the lists' folder, and that the lists are as they were. The
// import's own refusals pass as they are.
func (l *Lists) writeError(err error) error {
	var ke *engine.Message
	if err == nil || errors.As(err, &ke) {
		return err
	}
	if se, ok := errors.AsType[sqlite3.Error](err); ok {
		switch {
		case se.SystemErrno != 0:
			err = &fs.PathError{Op: "write", Path: l.dir, Err: se.SystemErrno}
		case se.Code == sqlite3.ErrFull:
			err = &fs.PathError{Op: "write", Path: l.dir, Err: syscall.ENOSPC}
		}
	}
	return engine.NewMessage("ratinglist.err.write", "why", fileio.WriteError(l.dir, err))
}

// Broken is a list that cannot be read. A list SQLite finds damaged (a
// crash tore it, or another program wrote it) is set aside as File, out of
// the lists, so that every other list keeps working; one the disk failed
// to read is only skipped this time (File empty). Detail is the cause, for
// logs; Now says it was found in this run, not set aside before.
type Broken struct {
	Name   string `json:"name"`
	File   string `json:"file,omitempty"`
	Detail string `json:"detail,omitempty"`
	Now    bool   `json:"-"`
	// Fault is what was found wrong in the list, where it is known
	// (ratinglist.fault.*), rather than SQLite's word that it is damaged.
	Fault *engine.Message `json:"-"`
}

// Error is the message that names the list and says what became of it.
func (b Broken) Error() error {
	if b.File == "" {
		return engine.NewMessage("ratinglist.err.unreadable", "name", b.Name)
	}
	if b.Fault != nil {
		return engine.NewMessage("ratinglist.err.altered", "name", b.Name, "file", b.File, "fault", b.Fault)
	}
	return engine.NewMessage("ratinglist.err.broken", "name", b.Name, "file", b.File)
}

// brokenSuffix ends the name of a list set aside: no longer NAME.ratinglist,
// so that the lists do not take it for one.
const brokenSuffix = ".broken"

// faultSuffix ends the name of the record, beside a list set aside, of the
// fault it was set aside for (Broken.Fault, as JSON), so that a later run
// names it too. Without one the list is called damaged.
const faultSuffix = ".fault"

// readFault is the fault recorded at path, nil where there is none.
func readFault(path string) *engine.Message {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	var raw any
	if json.Unmarshal(data, &raw) != nil {
		return nil
	}
	m, ok := asMessage(raw)
	if !ok || !strings.HasPrefix(m.Key, "ratinglist.fault.") {
		return nil
	}
	return &m
}

// asMessage is a message as encoding/json wrote it, its arguments that
// were messages, or lists of them, messages again.
func asMessage(v any) (engine.Message, bool) {
	obj, _ := v.(map[string]any)
	key, _ := obj["key"].(string)
	if key == "" {
		return engine.Message{}, false
	}
	m := engine.Message{Key: key, Args: map[string]any{}}
	args, _ := obj["args"].(map[string]any)
	for k, a := range args {
		m.Args[k] = a
		if n, ok := asMessage(a); ok {
			m.Args[k] = n
		}
		if list, ok := a.([]any); ok {
			msgs := make([]engine.Message, 0, len(list))
			for _, e := range list {
				if n, ok := asMessage(e); ok {
					msgs = append(msgs, n)
				}
			}
			if len(msgs) == len(list) {
				m.Args[k] = msgs
			}
		}
	}
	return m, true
}

// Broken returns the lists set aside in the folder (those of earlier runs
// as well) and those that could not be read in this run, by name.
func (l *Lists) Broken() []Broken {
	l.mu.Lock()
	out := slices.Clone(l.broken)
	l.mu.Unlock()
	files, _ := filepath.Glob(filepath.Join(l.dir, "*"+suffix+brokenSuffix+"*"))
	for _, f := range files {
		if !strings.HasSuffix(f, faultSuffix) && !slices.ContainsFunc(out, func(b Broken) bool { return b.File == f }) {
			name, _, _ := strings.Cut(filepath.Base(f), suffix+brokenSuffix)
			out = append(out, Broken{Name: name, File: f, Fault: readFault(f + faultSuffix)})
		}
	}
	slices.SortFunc(out, func(a, b Broken) int { return strings.Compare(a.Name+a.File, b.Name+b.File) })
	return out
}

// checkList reads what a list's file shows of its wholeness without
// reading all of it (a FIDE list is a few hundred megabytes, opened at
// each search of the command line): the length its header gives, its
// description, and its last player.
func checkList(db *sql.DB, size int64) error {
	var pages, pageSize int64
	if err := db.QueryRow(`PRAGMA page_count`).Scan(&pages); err != nil {
		return err
	}
	if err := db.QueryRow(`PRAGMA page_size`).Scan(&pageSize); err != nil {
		return err
	}
	if pages*pageSize != size {
		return errTorn
	}
	if err := checkSchema(db); err != nil {
		return err
	}
	var longest int64
	if err := db.QueryRow(`SELECT coalesce(max(octet_length(value)), 0) FROM meta`).Scan(&longest); err != nil {
		return err
	}
	if longest > sqlitefile.MaxValueBytes {
		return errTooLong
	}
	info, err := readInfo(db)
	if err != nil {
		return err
	}
	if err := hiddenIn(info.Name, info.Date, info.Format, info.Source, info.SHA256); err != nil {
		return err
	}
	var last sql.NullInt64
	if err := db.QueryRow(`SELECT max(id) FROM players`).Scan(&last); err != nil {
		return err
	}
	if info.Name == "" || last.Int64 != int64(info.Players) {
		return errTorn
	}
	return nil
}

// listSchemas are the steps an import writes a list's schema with: this
// version's, and those before national ratings were kept, which a search
// still reads; made when a list is first checked.
var listSchemas = sync.OnceValue(func() [][]string {
	return [][]string{
		{schema, indexes},
		{strings.Replace(schema, " national_rating INTEGER NOT NULL,", "", 1), indexes},
	}
})

// checkSchema refuses a list whose schema holds what an import never
// writes (a trigger, a view, a CHECK constraint: another program changed
// it), naming each against the nearest schema an import writes.
func checkSchema(db *sql.DB) error {
	have, err := sqlitefile.Schema(db)
	if err != nil {
		return err
	}
	var nearest []sqlitefile.Foreign
	for i, steps := range listSchemas() {
		ref, err := sqlitefile.Reference(steps)
		if err != nil {
			return err
		}
		foreign := sqlitefile.Compare(have, ref)
		if len(foreign) == 0 {
			return nil
		}
		if i == 0 || len(foreign) < len(nearest) {
			nearest = foreign
		}
	}
	// Named in the words of the same problems in an event's file.
	problems := make([]engine.Message, len(nearest))
	for i, f := range nearest {
		problems[i] = engine.Message{Key: "store.problem.schema-" + f.Problem, Args: engine.Args("name", f.Name, "table", f.Table, "type", f.Kind)}
	}
	return engine.NewMessage("ratinglist.fault.schema", "problems", problems)
}

// Whether a list's every page is sound (SQLite's integrity_check) is known
// without reading the list at each search: integrity_check reads every
// page of a FIDE list, a few hundred megabytes (seconds), where a search
// reads a few pages. So it runs once for each state of the file: when an
// import has written it (before it takes the list's name), and when a list
// is opened whose size, modification time or first 64 KiB (SQLite's header,
// which counts its writes, and the first pages) differ from those recorded
// beside it (NAME.ratinglist.checked) after its last check: a list copied
// in, or written since by another program or a failing disk. Where the
// lists' folder cannot be written (a shared folder the user may only
// read), the record is kept in the user's cache folder instead
// (checkedElsewhere), so that each command does not read the whole list
// again. An unchanged
// list is opened with checkList's look alone. A quick_check in a bounded
// time was the other way: it too reads every page, so bounded it would
// check the same first part of the file at every search and never the
// rest; a page that goes bad afterwards with the file's time unchanged is
// met by the search that reads it, which sets the list aside (failed).

// checkedSuffix ends the name of the record of a list's last check.
const checkedSuffix = ".checked"

// headBytes is how much of a list's file its record of a check holds the
// fingerprint of: SQLite's largest page.
const headBytes = 64 << 10

// checkedState is what the record of a list's last check holds.
type checkedState struct {
	Size    int64  `json:"size"`
	ModTime int64  `json:"mtime"` // nanoseconds since 1970
	Head    string `json:"head"`  // SHA-256 of the file's first headBytes
}

// stateOf is the state of the list's file at path, as file (its os.Stat)
// and its first bytes give it.
func stateOf(path string, file os.FileInfo) (checkedState, error) {
	f, err := os.Open(path)
	if err != nil {
		return checkedState{}, err
	}
	defer f.Close()
	head := sha256.New()
	if _, err := io.CopyN(head, f, headBytes); err != nil && err != io.EOF {
		return checkedState{}, err
	}
	return checkedState{Size: file.Size(), ModTime: file.ModTime().UnixNano(), Head: hex.EncodeToString(head.Sum(nil))}, nil
}

// checkWhole runs integrity_check on the list at path unless a record
// of it (beside it, or in the user's cache folder) says it was checked in
// the state it is in, and records the check that found it sound. A record
// that can be written nowhere only has the next open check the list again.
func checkWhole(db *sql.DB, path string, file os.FileInfo) error {
	now, err := stateOf(path, file)
	if err != nil {
		return err
	}
	records := []string{path + checkedSuffix}
	if other, err := checkedElsewhere(path); err == nil {
		records = append(records, other)
	}
	for _, record := range records {
		var was checkedState
		if data, err := os.ReadFile(record); err == nil && json.Unmarshal(data, &was) == nil && was == now {
			return nil
		}
	}
	if err := integrityCheck(db); err != nil {
		return err
	}
	recordChecked(path, now)
	return nil
}

// checkedElsewhere is where the record of a check of the list at path is
// kept when its folder cannot be written: in the user's cache folder,
// named by the fingerprint of the list's full path, so that lists of
// one name in two folders have a record each.
func checkedElsewhere(path string) (string, error) {
	cache, err := os.UserCacheDir()
	if err != nil {
		return "", err
	}
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	sum := sha256.Sum256([]byte(path))
	return filepath.Join(cache, "arbiter", "ratinglists-checked", hex.EncodeToString(sum[:16])+checkedSuffix), nil
}

// checkWritten runs integrity_check on the list an import wrote at path.
func checkWritten(path string) error {
	db, err := sql.Open("sqlite3", sqlitefile.DSN(path, "mode=ro&_query_only=1"))
	if err != nil {
		return err
	}
	defer db.Close()
	return integrityCheck(db)
}

// recordChecked writes the record of a check of the list at path that
// found it sound in state now: beside it, or where its folder cannot be
// written, in the user's cache folder.
func recordChecked(path string, now checkedState) {
	data, err := json.Marshal(now)
	if err != nil || os.WriteFile(path+checkedSuffix, data, 0o644) == nil {
		return
	}
	if other, err := checkedElsewhere(path); err == nil && os.MkdirAll(filepath.Dir(other), 0o755) == nil {
		os.WriteFile(other, data, 0o644)
	}
}

// integrityCheck is SQLite's check of every page of a list; tests count
// its runs through it.
var integrityCheck = func(db *sql.DB) error {
	var res string
	if err := db.QueryRow(`PRAGMA integrity_check(1)`).Scan(&res); err != nil {
		return err
	}
	if res != "ok" {
		return fmt.Errorf("SQLite's integrity check: %s", res)
	}
	return nil
}

// errTorn is a list whose file is not as long, or holds not as many
// players, as it says.
var errTorn = errors.New("the list's file is not whole")

// hiddenIn refuses texts of a list that hold a character the text rule
// keeps out of every text (input.HiddenChar), naming it by its code.
func hiddenIn(texts ...string) error {
	for _, text := range texts {
		if c, hidden := input.HiddenChar(text); hidden {
			return fmt.Errorf("a text holds the character %s, which no list holds", c)
		}
	}
	return nil
}

// errTooLong is a list holding a text longer than any file may hold.
// Not fmt.Errorf: this is made at every start of every command.
var errTooLong = errors.New("a text is longer than " + strconv.Itoa(sqlitefile.MaxValueBytes) + " bytes, which no list holds")

// unreadable reports whether err is the disk's failure to read a list
// rather than damage in it.
func unreadable(err error) bool {
	if se, ok := errors.AsType[sqlite3.Error](err); ok {
		switch se.Code {
		case sqlite3.ErrIoErr, sqlite3.ErrCantOpen, sqlite3.ErrPerm, sqlite3.ErrNomem, sqlite3.ErrBusy:
			return true
		}
		return false
	}
	var pe *fs.PathError
	var errno syscall.Errno
	return errors.As(err, &pe) || errors.As(err, &errno)
}

// failed sets aside, or skips, the list name that a search could not
// read (a damaged page the opening checks do not reach) and returns the
// error naming it; the caller goes on with the other lists.
func (l *Lists) failed(name string, cause error) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if o, ok := l.open[name]; ok {
		o.db.Close()
		delete(l.open, name)
	}
	return l.setAside(name, cause)
}

// setAside takes the list name, found broken by cause, out of the lists
// (renamed to NAME.ratinglist.broken, -2, -3… when there is one) and
// returns the error that names it; a list the disk only failed to read is
// left where it is. Called with l.mu held.
func (l *Lists) setAside(name string, cause error) error {
	b := Broken{Name: name, Detail: cause.Error(), Now: true}
	if fault := (*engine.Message)(nil); errors.As(cause, &fault) && strings.HasPrefix(fault.Key, "ratinglist.fault.") {
		b.Fault = fault
	}
	if !unreadable(cause) {
		to := l.path(name) + brokenSuffix
		for i := 2; ; i++ {
			if _, err := os.Lstat(to); errors.Is(err, fs.ErrNotExist) {
				break
			}
			to = fmt.Sprintf("%s%s-%d", l.path(name), brokenSuffix, i)
		}
		if err := os.Rename(l.path(name), to); err == nil {
			b.File = to
			os.Remove(l.path(name) + checkedSuffix)
			if data, err := json.Marshal(b.Fault); err == nil && b.Fault != nil {
				os.WriteFile(to+faultSuffix, data, 0o644) // unwritten, a later run calls it damaged
			}
			fileio.SyncDir(l.dir) // out of the way this run whether or not this holds
		}
	}
	l.broken = append(l.broken, b)
	return b.Error()
}

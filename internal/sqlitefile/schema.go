package sqlitefile

import (
	"database/sql"
	"fmt"
	"regexp"
	"sort"
	"strings"
	"sync"
)

// A file Arbiter writes is data: nothing in it may run. SQLite runs what a
// file's schema holds (a trigger on every change of a table, a view's
// query, an index's expressions), and enforces what a table's definition
// says (a CHECK constraint), so a file someone edited with another program
// is compared, before anything of it is used, with the schema Arbiter's own
// steps write; anything else is named.

// Object is one row of a file's sqlite_schema.
type Object struct {
	Kind, Name, Table, SQL string
}

// sqliteOwn are tables SQLite itself makes in a file: its AUTOINCREMENT
// counters, and the statistics ANALYZE keeps (they steer its choice of
// index and run nothing).
var sqliteOwn = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"sqlite_sequence": true, "sqlite_stat1": true, "sqlite_stat4": true}
})

// Querier is a database, a connection or a transaction.
type Querier interface {
	Query(query string, args ...any) (*sql.Rows, error)
}

// Schema reads the objects of q's main database, by kind and name.
func Schema(q Querier) ([]Object, error) {
	rows, err := q.Query(`SELECT type, name, tbl_name, coalesce(sql, '') FROM main.sqlite_schema ORDER BY type, name`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Object
	for rows.Next() {
		var o Object
		if err := rows.Scan(&o.Kind, &o.Name, &o.Table, &o.SQL); err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, rows.Err()
}

var (
	refMu      sync.Mutex
	refSchemas map[string]reference // made with the first
)

// reference is the schema a list of steps writes: its objects by kind and
// name, and the statements that make them in an empty file.
type reference struct {
	objects map[string]Object
	made    []string
}

// Reference is the schema that steps write, by kind and name: the steps
// run on an empty database in memory, so the text SQLite keeps for each
// object is exactly what it keeps in a file the steps made. Made once for
// each list of steps.
func Reference(steps []string) (map[string]Object, error) {
	ref, err := referenceOf(steps)
	return ref.objects, err
}

// Made is the statements that make, in an empty file, what the steps make
// there: each object of the schema by its text as SQLite keeps it, in the
// order the steps left them (a table before its indexes, and every table
// in its place among the others), then, in their order, the steps that
// write rows into an empty database (an event's identity), run again on
// the schema as it stands after all the steps. It spares the steps'
// rebuilding of tables and rewriting of the schema, each a parse of it
// whole; the steps run once, on the empty database in memory that
// Reference reads.
func Made(steps []string) ([]string, error) {
	ref, err := referenceOf(steps)
	return ref.made, err
}

func referenceOf(steps []string) (reference, error) {
	key := strings.Join(steps, "\x00")
	refMu.Lock()
	defer refMu.Unlock()
	if ref, ok := refSchemas[key]; ok {
		return ref, nil
	}
	db, err := sql.Open("sqlite3", "file::memory:")
	if err != nil {
		return reference{}, err
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	var rowSteps []string
	for i, step := range steps {
		before, err := totalChanges(db)
		if err == nil {
			_, err = db.Exec(step)
		}
		if err != nil {
			return reference{}, fmt.Errorf("schema step %d: %w", i+1, err)
		}
		after, err := totalChanges(db)
		if err != nil {
			return reference{}, err
		}
		if after > before {
			rowSteps = append(rowSteps, step)
		}
	}
	objs, err := Schema(db)
	if err != nil {
		return reference{}, err
	}
	ref := reference{objects: map[string]Object{}}
	for _, o := range objs {
		ref.objects[o.Kind+"\x00"+o.Name] = o
	}
	// SQLite makes its own tables and the indexes of a table's keys
	// (no text) itself; the counters of AUTOINCREMENT that a step's
	// insert of no rows still started are set as the steps left them.
	ref.made, err = statements(db, `SELECT sql FROM main.sqlite_schema WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite\_%' ESCAPE '\' ORDER BY rowid`)
	if err != nil {
		return reference{}, err
	}
	if _, ok := ref.objects["table\x00sqlite_sequence"]; ok {
		counters, err := statements(db, `SELECT 'INSERT INTO sqlite_sequence(name, seq) VALUES (' || quote(name) || ', ' || quote(seq) || ')' FROM main.sqlite_sequence ORDER BY rowid`)
		if err != nil {
			return reference{}, err
		}
		ref.made = append(ref.made, counters...)
	}
	ref.made = append(ref.made, rowSteps...)
	if refSchemas == nil {
		refSchemas = map[string]reference{}
	}
	refSchemas[key] = ref
	return ref, nil
}

// statements is the text of each row query selects from db.
func statements(db *sql.DB, query string) ([]string, error) {
	rows, err := db.Query(query)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var text string
		if err := rows.Scan(&text); err != nil {
			return nil, err
		}
		out = append(out, text)
	}
	return out, rows.Err()
}

// totalChanges is how many rows the connection of db has written so far.
func totalChanges(db *sql.DB) (int64, error) {
	var n int64
	err := db.QueryRow(`SELECT total_changes()`).Scan(&n)
	return n, err
}

// Foreign is an object of a file's schema that the reference does not
// hold as it is, and what is wrong with it (Problem): "foreign-trigger",
// "foreign-view", "foreign-table", "foreign-index", "foreign-other" (a kind
// a newer SQLite may add, named as it is), "check-table" (a table of the
// reference with a CHECK constraint added), "changed-table" or
// "changed-index".
type Foreign struct {
	Object
	Problem string
}

// Compare lists the objects of have that ref does not hold as they are,
// what runs by itself first (triggers, then views). What is missing is
// left to the queries that need it.
func Compare(have []Object, ref map[string]Object) []Foreign {
	var out []Foreign
	for _, o := range have {
		want, ours := ref[o.Kind+"\x00"+o.Name]
		switch {
		case ours && want.SQL == o.SQL && want.Table == o.Table:
			continue
		case o.Kind == "table" && sqliteOwn()[o.Name]:
			continue
		}
		problem := "foreign-" + o.Kind
		switch {
		case ours && o.Kind == "table" && hasCheck(o.SQL) && !hasCheck(want.SQL):
			problem = "check-table"
		case ours:
			problem = "changed-" + o.Kind
		case o.Kind != "trigger" && o.Kind != "view" && o.Kind != "table" && o.Kind != "index":
			problem = "foreign-other"
		}
		out = append(out, Foreign{o, problem})
	}
	sort.SliceStable(out, func(i, j int) bool { return rank(out[i].Kind) < rank(out[j].Kind) })
	return out
}

// hasCheck reports whether a table's definition holds a CHECK constraint.
func hasCheck(sql string) bool { return checkConstraint().MatchString(sql) }

// checkConstraint is compiled when a schema is first compared, not at
// every start of a command that never opens a file.
var checkConstraint = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?i)\bCHECK\s*\(`) })

func rank(kind string) int {
	switch kind {
	case "trigger":
		return 0
	case "view":
		return 1
	}
	return 2
}

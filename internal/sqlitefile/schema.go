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
	refSchemas map[string]map[string]Object // made with the first
)

// Reference is the schema that steps write, by kind and name: the steps
// run on an empty database in memory, so the text SQLite keeps for each
// object is exactly what it keeps in a file the steps made. Made once for
// each list of steps.
func Reference(steps []string) (map[string]Object, error) {
	key := strings.Join(steps, "\x00")
	refMu.Lock()
	defer refMu.Unlock()
	if ref, ok := refSchemas[key]; ok {
		return ref, nil
	}
	db, err := sql.Open("sqlite3", "file::memory:")
	if err != nil {
		return nil, err
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	for i, step := range steps {
		if _, err := db.Exec(step); err != nil {
			return nil, fmt.Errorf("schema step %d: %w", i+1, err)
		}
	}
	objs, err := Schema(db)
	if err != nil {
		return nil, err
	}
	ref := map[string]Object{}
	for _, o := range objs {
		ref[o.Kind+"\x00"+o.Name] = o
	}
	if refSchemas == nil {
		refSchemas = map[string]map[string]Object{}
	}
	refSchemas[key] = ref
	return ref, nil
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

package store

import (
	"database/sql"
	"fmt"
	"sort"
	"strings"
	"sync"

	"arbiter/engine"
)

// A tournament file is data: nothing in it may run. SQLite runs what a
// file's schema holds (a trigger on every change of a table, a view's
// query, an index's expressions, a generated column), so a file that
// someone edited with another program could change every rating at every
// result with nothing in the audit log. Before anything of a file is used,
// its schema is compared with the one Arbiter's own steps write for its
// version; anything else is named and the file refused, never run.

// schemaObject is one row of sqlite_schema.
type schemaObject struct {
	kind, name, table, sql string
}

// sqliteOwn are tables SQLite itself makes in a file: its AUTOINCREMENT
// counters, and the statistics ANALYZE keeps (they steer its choice of
// index and run nothing).
var sqliteOwn = map[string]bool{"sqlite_sequence": true, "sqlite_stat1": true, "sqlite_stat4": true}

var (
	refMu      sync.Mutex
	refSchemas = map[string]map[string]schemaObject{}
)

// referenceSchema is the schema Arbiter's steps write in a file of schema
// version ver, by kind and name: the steps run on an empty database in
// memory, so the text SQLite keeps for each object is exactly what it keeps
// in a file the steps made.
func referenceSchema(ver int) (map[string]schemaObject, error) {
	steps := migrations[:ver]
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
	objs, err := schemaObjects(db)
	if err != nil {
		return nil, err
	}
	ref := map[string]schemaObject{}
	for _, o := range objs {
		ref[o.kind+"\x00"+o.name] = o
	}
	refSchemas[key] = ref
	return ref, nil
}

func schemaObjects(q queryer) ([]schemaObject, error) {
	return queryAll(q, func(sc scanner) (o schemaObject, err error) {
		err = sc.Scan(&o.kind, &o.name, &o.table, &o.sql)
		return o, err
	}, `SELECT type, name, tbl_name, coalesce(sql, '') FROM main.sqlite_schema ORDER BY type, name`)
}

// checkSchema refuses a file of schema version ver whose schema holds a
// trigger, view, table or index that Arbiter's steps do not write, or one
// of theirs whose definition was changed; the message lists each by kind
// and name. What is missing is the consistency check's to report.
func (s *Store) checkSchema(ver int) error { return s.checkSchemaOf(s.db, ver) }

func (s *Store) checkSchemaOf(q queryer, ver int) error {
	ref, err := referenceSchema(ver)
	if err != nil {
		return err
	}
	objs, err := schemaObjects(q)
	if err != nil {
		return s.damaged(err)
	}
	var ps problems
	for _, o := range objs {
		want, ours := ref[o.kind+"\x00"+o.name]
		switch {
		case ours && want.sql == o.sql && want.table == o.table:
			continue
		case o.kind == "table" && sqliteOwn[o.name]:
			continue
		}
		// Arbiter's steps write tables and indexes only.
		kind := ProblemKind("schema-foreign-" + o.kind)
		switch {
		case ours:
			kind = ProblemKind("schema-changed-" + o.kind)
		case o.kind != "trigger" && o.kind != "view" && o.kind != "table" && o.kind != "index":
			kind = "schema-foreign-other" // a kind a newer SQLite may add: named as it is
		}
		ps.add(kind, "", "name", o.name, "table", o.table, "type", o.kind)
	}
	if len(ps) == 0 {
		return nil
	}
	sort.SliceStable(ps, func(i, j int) bool { return schemaRank(ps[i]) < schemaRank(ps[j]) })
	fe := fileError(ForeignSchema, s.path, "")
	fe.Args["problems"] = []engine.Message(ps)
	return fe
}

// schemaRank lists what runs by itself first: triggers, then views.
func schemaRank(p engine.Message) int {
	switch p.Args["type"] {
	case "trigger":
		return 0
	case "view":
		return 1
	}
	return 2
}

// guardSchema checks again, inside a change's transaction (q), a schema
// that changed since the store last looked: another program may plant a
// trigger in a file while Arbiter holds it open. SQLite counts every change
// of the schema in schema_version, so an unchanged schema costs one PRAGMA;
// the first change of a store always looks.
func (s *Store) guardSchema(q queryer) error {
	var seen int64
	if err := q.QueryRow(`PRAGMA schema_version`).Scan(&seen); err != nil {
		return err
	}
	if seen == s.schemaSeen.Load() {
		return nil
	}
	var ver int
	if err := q.QueryRow(`PRAGMA user_version`).Scan(&ver); err != nil {
		return err
	}
	if err := s.checkSchemaOf(q, ver); err != nil {
		return err
	}
	s.schemaSeen.Store(seen)
	return nil
}

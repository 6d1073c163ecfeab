package store

import (
	"arbiter/engine"
	"arbiter/internal/sqlitefile"
)

// A tournament file is data: nothing in it may run. Before anything of a
// file is used, its schema is compared with the one Arbiter's own steps
// write for its version (sqlitefile.Compare); anything else is named and
// the file refused, never run.

// checkSchema refuses a file of schema version ver whose schema holds a
// trigger, view, table or index that Arbiter's steps do not write, or one
// of theirs whose definition was changed; the message lists each by kind
// and name. What is missing is the consistency check's to report.
func (s *Store) checkSchema(ver int) error { return s.checkSchemaOf(s.db, ver) }

func (s *Store) checkSchemaOf(q queryer, ver int) error {
	ref, err := sqlitefile.Reference(migrations[:ver])
	if err != nil {
		return err
	}
	objs, err := sqlitefile.Schema(q)
	if err != nil {
		return s.damaged(err)
	}
	var ps problems
	for _, f := range sqlitefile.Compare(objs, ref) {
		ps.add(problemKind("schema-"+f.Problem), "name", f.Name, "table", f.Table, "type", f.Kind)
	}
	if len(ps) == 0 {
		return nil
	}
	fe := fileError(ForeignSchema, s.path, "")
	fe.Args["problems"] = []engine.Message(ps)
	return fe
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

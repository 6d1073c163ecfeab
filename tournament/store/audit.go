package store

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"arbiter/engine"
)

// AuditEntry is one user action in the audit log.
type AuditEntry struct {
	ID       int64
	At       time.Time
	Actor    string // Actor and OS user, e.g. "gui/anna"
	Steps    []Step
	Changes  []Change // before/after images; nil for entries that cannot be undone
	Undoes   int64    // for an undo: the entry it reversed
	UndoneBy int64    // the undo that reversed this entry, 0 if none
}

// Told is the entry's steps in the order a history tells them: the step
// that names the change first, the last made ("Round 3 paired" after its
// byes, "seats drawn" after the players' updates), the others after it as
// made. An entry whose steps are all of that one kind (a list imported)
// is told as made. The steps stay stored as made, the naming one last.
func (e AuditEntry) Told() []Step {
	n := len(e.Steps)
	if n < 2 {
		return e.Steps
	}
	last := e.Steps[n-1]
	for _, st := range e.Steps[:n-1] {
		if st.Action != last.Action {
			return append([]Step{last}, e.Steps[:n-1]...)
		}
	}
	return e.Steps
}

// Undoable reports whether Undo could reverse the entry.
func (e AuditEntry) Undoable() bool { return e.Changes != nil && e.Undoes == 0 && e.UndoneBy == 0 }

const auditSelect = `SELECT id, at, actor, steps, changes, coalesce(undoes, 0), coalesce(undone_by, 0) FROM audit`

func scanAudit(sc scanner) (AuditEntry, error) {
	var e AuditEntry
	var at, steps string
	var changes sql.NullString
	if err := sc.Scan(&e.ID, &at, &e.Actor, &steps, &changes, &e.Undoes, &e.UndoneBy); err != nil {
		return e, err
	}
	var err error
	if e.At, err = time.Parse(time.RFC3339Nano, at); err != nil {
		return e, fmt.Errorf("audit entry %d: %w", e.ID, err)
	}
	if tooDeep(steps) || changes.Valid && tooDeep(changes.String) {
		return e, refuseDeep(e.ID)
	}
	dec := json.NewDecoder(bytes.NewReader([]byte(steps)))
	dec.UseNumber()
	if err := dec.Decode(&e.Steps); err != nil {
		return e, fmt.Errorf("audit entry %d steps: %w", e.ID, err)
	}
	if changes.Valid {
		if e.Changes, err = decodeChanges(changes.String); err != nil {
			return e, fmt.Errorf("audit entry %d changes: %w", e.ID, err)
		}
		if e.Changes == nil {
			e.Changes = []Change{}
		}
	}
	return e, nil
}

// auditLogSelect reads the entries without their before and after images;
// an entry that has them gets an empty list, so that Undoable still
// answers.
const auditLogSelect = `SELECT id, at, actor, steps, CASE WHEN changes IS NULL THEN NULL ELSE '[]' END, coalesce(undoes, 0), coalesce(undone_by, 0) FROM audit`

// Audit returns the whole audit log, oldest first, with every change's
// rows before and after.
func (s *Store) Audit() ([]AuditEntry, error) { return s.audit(auditSelect) }

// AuditLog returns the audit log, oldest first, as a list of the actions
// needs it: Changes is empty (not nil) for an entry that has images. The
// images of a large event's pairings and imports are megabytes, read and
// decoded for nothing each time the history is shown.
func (s *Store) AuditLog() ([]AuditEntry, error) { return s.audit(auditLogSelect) }

// AuditHead is the id of the newest audit entry, 0 for none: every action,
// an undo or a redo too, adds one, so a list of the log made at the same
// head is the log as it is.
func (s *Store) AuditHead() (int64, error) {
	return readOne(s, func(q queryer) (id int64, err error) {
		err = q.QueryRow(`SELECT coalesce(max(id), 0) FROM audit`).Scan(&id)
		return
	})
}

// PairedEver is the last round the history shows paired, 0 for none,
// whether its pairing stands or was taken back since (un-paired, or the
// pairing undone): a round after the event's paired ones up to it was
// taken back, which the venue pages say to a phone left on it. A row
// edited out of shape names no round (the history refuses it),
// rather than refusing the pages.
func (s *Store) PairedEver() (int, error) {
	return readOne(s, func(q queryer) (n int, err error) {
		err = q.QueryRow(`SELECT coalesce(max(CAST(json_extract(e.value, '$.args.round') AS INTEGER)), 0)
FROM audit a, json_each(CASE WHEN json_valid(a.steps) THEN a.steps ELSE '[]' END) e
WHERE json_extract(e.value, '$.action') IN ('round.save', 'round.replace', 'round.delete', 'team.pair', 'team.repair')`).Scan(&n)
		return
	})
}

// LastChange is the newest entry of the history, the zero entry for
// none: the state of the event a sheet printed now shows
// (printing.State), its id what a sheet printed again after a correction
// shows otherwise.
func (s *Store) LastChange() (AuditEntry, error) {
	es, err := readOne(s, func(q queryer) ([]AuditEntry, error) {
		return queryAll(q, scanAudit, auditLogSelect+` ORDER BY id DESC LIMIT 1`)
	})
	if err != nil || len(es) == 0 {
		return AuditEntry{}, err
	}
	return es[0], nil
}

func (s *Store) audit(query string) ([]AuditEntry, error) {
	return readOne(s, func(q queryer) ([]AuditEntry, error) { return queryAll(q, scanAudit, query+` ORDER BY id`) })
}

// maxAuditDepth is the deepest nesting of arrays and objects an audit
// row's JSON may have: Arbiter writes a handful of levels (a change, its
// rows, a value), and the JSON decoder gives up, in raw words, far below
// what a hostile row can nest.
const maxAuditDepth = 64

// auditTooDeepKey is the key of an audit entry ("id") nested deeper than
// maxAuditDepth ("max"): never Arbiter's writing, the file was edited.
const auditTooDeepKey = "store.error.audit-too-deep"

// tooDeep reports whether the JSON text nests arrays and objects deeper
// than maxAuditDepth, counted without decoding (brackets inside strings
// are text).
func tooDeep(text string) bool {
	depth, inString, escaped := 0, false, false
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case inString && escaped:
			escaped = false
		case inString && c == '\\':
			escaped = true
		case inString && c == '"':
			inString = false
		case inString:
		case c == '"':
			inString = true
		case c == '[' || c == '{':
			if depth++; depth > maxAuditDepth {
				return true
			}
		case c == ']' || c == '}':
			depth--
		}
	}
	return false
}

// refuseDeep is the refusal of audit entry id as too deeply nested.
func refuseDeep(id int64) error {
	return &engine.Message{Key: auditTooDeepKey, Args: map[string]any{"id": id, "max": maxAuditDepth}}
}

// Undo reverses the last user action that has not been undone by writing
// back the before-images recorded with it. The undo is itself an audited
// action, returned here. Undo stops at entries without images (creation,
// schema upgrades, restores from backup) with ErrNothingToUndo.
func (s *Store) Undo() (AuditEntry, error) {
	id, err := s.do(func(tx *Tx) error {
		target, err := nextUndo(tx.tx, auditSelect)
		if err != nil {
			return err
		}
		return tx.undo(target)
	})
	if err != nil {
		return AuditEntry{}, err
	}
	return s.Entry(id)
}

// undo makes the action under way the undo of entry target.
func (tx *Tx) undo(target AuditEntry) error {
	if err := tx.writeBack(target, "undoing", true); err != nil {
		return err
	}
	args := []any{"id", target.ID}
	if len(target.Steps) > 0 {
		args = append(args, "what", target.Steps[0].Action)
	}
	tx.step("undo", args...)
	tx.undoes = target.ID
	return nil
}

// lastInForce reads entry id when it is the last entry and in force
// (Undo would reverse it and nothing came after it), and reports whether
// it is.
func (tx *Tx) lastInForce(id int64) (AuditEntry, bool, error) {
	e, err := scanAudit(tx.tx.QueryRow(auditSelect + ` ORDER BY id DESC LIMIT 1`))
	if errors.Is(err, sql.ErrNoRows) {
		return e, false, nil
	}
	return e, err == nil && e.ID == id && e.Undoable(), err
}

// withdraw takes entry e, the last in force, out of the file, its images
// written back and the entry gone, so that the action under way starts
// from the state before it and is all the history keeps of the two.
func (tx *Tx) withdraw(e AuditEntry) error {
	if err := tx.writeBack(e, "withdrawing", false); err != nil {
		return err
	}
	_, err := tx.tx.Exec(`DELETE FROM audit WHERE id = ?`, e.ID)
	return err
}

// writeBack restores the before-images an entry recorded, its last change
// first, each tracked for the entry being written where tracked is set.
// Rows come back in reverse order of their changes, so a child may briefly
// precede its parent: foreign keys are checked at commit.
func (tx *Tx) writeBack(e AuditEntry, doing string, tracked bool) error {
	if _, err := tx.tx.Exec(`PRAGMA defer_foreign_keys = ON`); err != nil {
		return err
	}
	for i := len(e.Changes) - 1; i >= 0; i-- {
		c := e.Changes[i]
		if tracked {
			if err := tx.trackKey(c.Table, c.Key); err != nil {
				return err
			}
		}
		if err := restore(tx.tx, c.Table, c.Key, c.Before); err != nil {
			return fmt.Errorf("%s audit entry %d (%s): %w", doing, e.ID, c.Table, err)
		}
	}
	return nil
}

// NextUndo returns the action Undo would reverse, so that the GUI can name
// it ("Undo: round 3, board 2: result 1-0"), or ErrNothingToUndo. Its
// Changes are empty, as AuditLog's: the images of an import or a large
// round are megabytes, which naming the action does not read.
func (s *Store) NextUndo() (AuditEntry, error) {
	return readOne(s, func(q queryer) (AuditEntry, error) { return nextUndo(q, auditLogSelect) })
}

// nextUndo reads the entry Undo would reverse by query (auditSelect or
// auditLogSelect).
func nextUndo(q queryer, query string) (AuditEntry, error) {
	e, err := scanAudit(q.QueryRow(query + ` WHERE undone_by IS NULL AND undoes IS NULL ORDER BY id DESC LIMIT 1`))
	if errors.Is(err, sql.ErrNoRows) || (err == nil && e.Changes == nil) {
		return AuditEntry{}, refuse(nothingToUndo)
	}
	return e, err
}

// Redo takes back the last undo, as long as nothing but undos and redos
// was done after it: it writes back the images the undo recorded, so the
// action it reversed is in force again and Undo can reverse it once more.
// The redo is itself an audited action, returned here; with no undo to
// take back it refuses with ErrNothingToRedo.
func (s *Store) Redo() (AuditEntry, error) {
	id, err := s.do(func(tx *Tx) error {
		u, err := nextRedo(tx.tx, auditSelect)
		if err != nil {
			return err
		}
		if err := tx.writeBack(u, "redoing", true); err != nil {
			return err
		}
		// The action the undo reversed is in force again.
		if _, err := tx.tx.Exec(`UPDATE audit SET undone_by = NULL WHERE id = ?`, u.Undoes); err != nil {
			return err
		}
		tx.step("redo", "id", u.Undoes)
		tx.undoes = u.ID
		return nil
	})
	if err != nil {
		return AuditEntry{}, err
	}
	return s.Entry(id)
}

// NextRedo returns the undo Redo would take back (its Undoes names the
// action that comes back), or ErrNothingToRedo; its Changes are empty, as
// NextUndo's.
func (s *Store) NextRedo() (AuditEntry, error) {
	return readOne(s, func(q queryer) (AuditEntry, error) { return nextRedo(q, auditLogSelect) })
}

// redoCutKey is the refusal of a redo whose undo an action made after it
// ended, naming that action ("id"); its Kind is nothingToRedo's.
const redoCutKey = "store.error.redo-cut"

// nextRedo finds the last undo not yet taken back, provided every entry
// after it is an undo or a redo: a new action ends what can be redone.
// query is auditSelect or auditLogSelect.
func nextRedo(q queryer, query string) (AuditEntry, error) {
	none := refuse(nothingToRedo)
	rows, err := q.Query(query + ` ORDER BY id DESC`)
	if err != nil {
		return AuditEntry{}, err
	}
	defer rows.Close()
	for rows.Next() {
		e, err := scanAudit(rows)
		if err != nil {
			return AuditEntry{}, err
		}
		switch {
		case e.Undoes == 0:
			// An action after the undos. Made right after an undo still
			// in force (often another program's: a deputy's result at
			// serve's pages after an undo at the command line), it is
			// named, so that the undo does not seem lost without a reason.
			if rows.Next() {
				if u, err := scanAudit(rows); err == nil && len(u.Steps) > 0 && u.Steps[0].Action == "undo" && u.UndoneBy == 0 {
					cut := refuse(nothingToRedo, "id", e.ID)
					cut.Key = redoCutKey
					return AuditEntry{}, cut
				}
			}
			return AuditEntry{}, none
		case len(e.Steps) > 0 && e.Steps[0].Action == "undo" && e.UndoneBy == 0:
			return e, nil
		}
	}
	if err := rows.Err(); err != nil {
		return AuditEntry{}, err
	}
	return AuditEntry{}, none
}

// Entry returns one entry of the audit log.
func (s *Store) Entry(id int64) (AuditEntry, error) {
	return readOne(s, func(q queryer) (AuditEntry, error) { return scanAudit(q.QueryRow(auditSelect+` WHERE id = ?`, id)) })
}

package store

import (
	"bytes"
	"cmp"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"
	"time"

	sqlite3 "github.com/mattn/go-sqlite3"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/tournament"
)

// Tx is one user action in progress: every change made through it lands
// in the same transaction and the same audit row. Use Store.Batch to group
// several changes (a ruling with its result and clock adjustment) into one
// action; the Store's own methods are single-change actions.
type Tx struct {
	tx      *sql.Tx
	steps   []Step
	changes []Change
	undoes  int64 // the audit entry this action reverses, if it is an undo
	actor   string
}

// ActAs names who does the action in its audit entry in place of this
// program's user (actor): a deputy entering a result at the venue pages,
// from his device.
func (tx *Tx) ActAs(who string) { tx.actor = who }

// Step is one change of an action as the arbiter's report describes it:
// a message key suffix (store.audit.ACTION) and its arguments.
type Step struct {
	Action string         `json:"action"`
	Args   map[string]any `json:"args,omitempty"`
}

// MessageKey returns the catalogue key describing the step. A requested
// bye's kind (a player's or a team's) is stored as the command line names it ("half", "zero") and
// chooses the sentence, which the languages word differently; so does
// an un-pairing's force, a yes or no the sentence showed as "true"; and
// a step on a game played on a board names the round and board (gameAt),
// where one stored before it names the game's record; a rating update
// from several lists names them as lists; a team round paired with a
// bye counts its byes apart from its matches (a step stored before
// counted them among the matches); an adjourned game's result
// taken back is its resumption (Result.Resumes), where one stored before
// was recorded as a correction; a ruling the arbiter overruled is logged
// as overruled, not as one applied; a match's play-off games ended by an
// armageddon name its winner. A step that keeps the rows of a
// view it changed (Tx.ShowRows) is its name followed by each row.
func (s Step) MessageKey() string {
	if len(s.Rows()) > 0 {
		return "store.audit.rows"
	}
	if s.Action == "result.correct" && s.resumes() {
		return "store.audit.result.resume"
	}
	// A team board's result is worded as a board's (resultKind), the
	// first without the "no result" it replaced.
	if r, was, ok := s.results(); ok && s.Action == "team.result" {
		return "store.audit.team.result" + resultKind(r, was)
	}
	if kind, ok := s.Args["kind"].(string); ok && (s.Action == "swisscli.bye" || s.Action == "team.bye") {
		return "store.audit." + s.Action + "." + kind
	}
	if forced, _ := s.Args["forced"].(bool); forced && s.Action == "swisscli.unpair" {
		return "store.audit." + s.Action + ".forced"
	}
	if _, ok := s.Args["board"]; ok && (s.Action == "move" || s.Action == "move.offer" || s.Action == "moves.truncate" || s.Action == "incident") {
		return "store.audit." + s.Action + ".board"
	}
	if _, ok := s.Args["byes"]; ok && s.Action == "team.pair" {
		return "store.audit.team.pair.byes"
	}
	if _, ok := s.Args["lists"]; ok && s.Action == "player.ratings" {
		return "store.audit." + s.Action + ".lists"
	}
	if _, ok := s.Args["damaged"]; ok && s.Action == "restore" {
		return "store.audit.restore.damaged"
	}
	if _, ok := s.Args["armageddon"]; ok && s.Action == "playoff-games" {
		if odds, _ := s.Args["draw_odds"].(string); odds != "" {
			return "store.audit.playoff-games.armageddon-" + odds
		}
		return "store.audit.playoff-games.armageddon"
	}
	if overruled, _ := s.Args["overruled"].(bool); overruled && s.Action == "ruling" {
		return "store.audit." + s.Action + ".overruled"
	}
	return "store.audit." + s.Action
}

// resumes reports whether a result step takes an adjourned game's result
// back to none (Result.Resumes).
func (s Step) resumes() bool {
	r, was, ok := s.results()
	return ok && r.Resumes(was)
}

// results are a result step's result and the one it replaced, ok when
// both read.
func (s Step) results() (r, was tournament.Result, ok bool) {
	wasText, _ := s.Args["was"].(string)
	rText, _ := s.Args["result"].(string)
	was, errWas := tournament.ParseResult(wasText)
	r, errR := tournament.ParseResult(rText)
	return r, was, errWas == nil && errR == nil
}

// resultKind is how the audit words result r entered over was, the
// suffix of its step's action: a first result plainly (""), an adjourned
// game's result taken back as its resumption (".resume"), a final result
// changed as a correction (".correct"); for a board and a team's board
// alike.
func resultKind(r, was tournament.Result) string {
	switch {
	case r.Resumes(was):
		return ".resume"
	case r.Corrects(was):
		return ".correct"
	}
	return ""
}

// resultStep tells the audited actions whose "result" and "was" are
// results: a board's, and in a team event a board's and a match's forfeit.
func resultStep(action string) bool {
	switch action {
	case "result", "result.correct", "result.resume", "team.result", "team.forfeit":
		return true
	}
	return false
}

// resultArg is a result stored as the command line writes it ("1/2-1/2",
// "-/-", "*") as every sheet and list shows it (Result.Text: "½–½",
// "− : −"), no result and an adjournment by their names; a code it does
// not read stays as stored.
func resultArg(code any) any {
	text, _ := code.(string)
	r, err := tournament.ParseResult(text)
	switch {
	case err != nil:
		return code
	case r == tournament.NoResult:
		return engine.Message{Key: "live.entry.noresult"}
	case r == tournament.Adjourned:
		return engine.Message{Key: "event.result.adjourned"}
	}
	return r.Text(nil)
}

// MessageArgs returns the placeholders of MessageKey; the kind of a
// ruling's incident, of a game's incident or of a bye is stored as its
// identifier ("flag-fall", "clock-adjusted", "half-point") and shown by
// its name; a result as the pairing lists show it (resultArg), so that
// the history, an undo and the command line's audit say "½–½" where the
// result was entered and is printed, not "1/2-1/2"; the rows a step
// keeps, each with its label and values in the reader's language.
func (s Step) MessageArgs() map[string]any {
	if rows := s.Rows(); len(rows) > 0 {
		bare := s.Bare()
		return map[string]any{"what": engine.Message{Key: bare.MessageKey(), Args: bare.MessageArgs()}, "rows": shownRows(rows)}
	}
	if resultStep(s.Action) {
		args := maps.Clone(s.Args)
		for _, k := range []string{"result", "was"} {
			if v, ok := args[k]; ok {
				args[k] = resultArg(v)
			}
		}
		return args
	}
	arg, key := map[string]string{"ruling": "incident", "incident": "kind", "round.bye": "kind"}[s.Action], ""
	kind, ok := s.Args[arg].(string)
	switch {
	case !ok:
		return s.Args
	case s.Action == "ruling":
		key = rules.IncidentKind(kind).Key()
	case s.Action == "round.bye":
		// By its stored code, named as the pairing list names it.
		k, _ := parseBye(kind)
		key = k.NameKey()
	default: // the incidents a game's record keeps, as its scoresheet names them
		key = "print.incident." + kind
	}
	args := make(map[string]any, len(s.Args))
	maps.Copy(args, s.Args)
	args[arg] = engine.Message{Key: key}
	return args
}

// Row is one table row by column name, as SQLite returns it.
type Row map[string]any

// Change is the before- and after-image of the rows of one table that
// match Key (column = value for every entry).
type Change struct {
	Table  string         `json:"table"`
	Key    map[string]any `json:"key"`
	Before []Row          `json:"before"`
	After  []Row          `json:"after"`
}

// Batch runs fn as one user action: one transaction and one audit row.
// If fn returns an error nothing is changed. Inside fn use only tx's
// methods: the Store has a single connection, which the transaction holds,
// so a Store method called from fn (Event, Backup, SetResult…) would wait
// for it forever. Take the backup before pairing, then Batch.
func (s *Store) Batch(fn func(tx *Tx) error) error {
	_, err := s.do(fn)
	return err
}

// batchResult is Batch for an action that returns a value (a new row's
// id, a PIN).
func batchResult[T any](s *Store, fn func(tx *Tx) (T, error)) (T, error) {
	var v T
	err := s.Batch(func(tx *Tx) (err error) { v, err = fn(tx); return })
	return v, err
}

// do runs fn in an IMMEDIATE transaction and writes its audit row, and
// returns the new audit row's id.
func (s *Store) do(fn func(tx *Tx) error) (id int64, err error) {
	defer func() { err = s.ioError(err) }()
	if err := s.writable(); err != nil {
		return 0, err
	}
	unlock, err := s.lockAction()
	if err != nil {
		return 0, err
	}
	defer unlock()
	sqlTx, err := s.db.Begin()
	if err != nil {
		return 0, s.closedOr(err)
	}
	defer sqlTx.Rollback()
	if err := s.guardSchema(sqlTx); err != nil {
		return 0, err
	}
	tx := &Tx{tx: sqlTx}
	if err := fn(tx); err != nil {
		return 0, err
	}
	id, revision, state, err := tx.writeAudit()
	if err != nil || id == 0 {
		return 0, err
	}
	// Noted before the commit, where another goroutine's look may
	// already find it in the file; a state never committed is in none.
	s.anchor.committed(state)
	if err := sqlTx.Commit(); err != nil {
		return 0, s.commitError(err)
	}
	if s.settle() {
		s.anchor.reached(revision, state)
	}
	return id, nil
}

// settle copies the action just committed from the write-ahead log into
// the file itself, so that the file alone is the whole event whenever no
// action runs: a copy of it taken to a USB stick or mailed while the
// window is open holds every change. PASSIVE never waits for a reader (a
// report printing meanwhile), so an action is never held up; a reader's
// snapshot may leave the last frames in the log, and then the checkpoint
// is tried again every settleRetry until the readers have let go
// (settleLater), so that the file alone is whole within seconds of the
// last action even when no action follows. The change is already durable
// in the log, so a failing checkpoint does not make the action fail:
// SQLite takes it from the log again. It reports whether the file alone
// holds every committed change.
func (s *Store) settle() bool {
	if s.heldBack() {
		s.settleLater()
		return false
	}
	return true
}

// settleRetry is how soon a checkpoint that a reader held back is tried
// again: one PRAGMA a second, and only while a reader holds the frames.
var settleRetry = time.Second

// heldBack runs a PASSIVE checkpoint and reports whether a reader held
// back some of the committed frames, which the file alone then lacks. A
// checkpoint that fails (a disk error) is not tried again until the next
// action: only a reader letting go can make a retry succeed.
func (s *Store) heldBack() bool {
	var busy, frames, copied int
	if err := s.db.QueryRow(`PRAGMA wal_checkpoint(PASSIVE)`).Scan(&busy, &frames, &copied); err != nil {
		return false
	}
	return busy != 0 || frames != copied
}

// settleLater has the checkpoint tried again after settleRetry, and again
// until it is complete or the file is closed; one retry is pending at a
// time.
func (s *Store) settleLater() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.done || s.retry != nil {
		return
	}
	s.retry = time.AfterFunc(settleRetry, func() {
		held := s.heldBack()
		s.mu.Lock()
		s.retry = nil
		s.mu.Unlock()
		if held {
			s.settleLater()
		}
	})
}

// closeSettleWait is how long Close waits for readers to let go of the
// last frames, so that a command run while a report holds the file still
// leaves it whole when it ends; nothing else would write them into the
// file until the event is opened again. Close waits with the lock let
// go, so that no other writer waits for a reader, and for a moment only,
// so that a reader holding a long snapshot (the sqlite3 shell) does not
// make every command seconds slower; the next action settles the rest.
// A variable so that a test can wait for the lock's state, not the clock.
var closeSettleWait = 500 * time.Millisecond

// settleBeforeClose checkpoints until the file alone is whole, for at
// most closeSettleWait.
func (s *Store) settleBeforeClose() {
	for end := time.Now().Add(closeSettleWait); s.heldBack() && time.Now().Before(end); {
		time.Sleep(50 * time.Millisecond)
	}
}

// writeAudit completes the action's images and writes its audit row, and
// returns the row's id, 0 for an action that changed nothing, and the
// revision and state it brought the file to.
func (tx *Tx) writeAudit() (id, revision int64, state string, err error) {
	if len(tx.steps) == 0 {
		return 0, 0, "", nil
	}
	for i := range tx.changes {
		c := &tx.changes[i]
		var err error
		if c.After, err = selectRows(tx.tx, c.Table, c.Key); err != nil {
			return 0, 0, "", err
		}
	}
	if tx.changes == nil {
		// An action of notes only is undoable (as nothing); a nil images
		// list would mark it as a barrier like a restore.
		tx.changes = []Change{}
	}
	id, revision, state, err = writeAuditAs(tx.tx, cmp.Or(tx.actor, actor()), tx.steps, tx.changes, tx.undoes)
	if err != nil {
		return 0, 0, "", err
	}
	if tx.undoes != 0 {
		if _, err := tx.tx.Exec(`UPDATE audit SET undone_by = ? WHERE id = ?`, id, tx.undoes); err != nil {
			return 0, 0, "", err
		}
	}
	return id, revision, state, nil
}

// read runs fn's statements in one transaction, so that they see one
// snapshot of the file even while another process commits; a reader's
// transaction is deferred and takes no lock. A single statement is a
// snapshot by itself and needs no read. A writer's transaction is
// immediate: where another program writes for longer than SQLite waits,
// the read fails as the file busy, which the reader is told with what to
// do, not as SQLite's "database is locked".
func (s *Store) read(fn func(q queryer) error) (err error) {
	if err := s.writtenOver(); err != nil {
		return err
	}
	defer func() {
		if busy(err) {
			err = fileError(Busy, s.path, err.Error())
		} else {
			err = s.readFailure(err)
		}
	}()
	tx, err := s.db.Begin()
	if err != nil {
		return s.closedOr(err)
	}
	defer tx.Rollback() // nothing was written
	return fn(tx)
}

// readResult is read for a query that returns a value.
func readResult[T any](s *Store, fn func(q queryer) (T, error)) (T, error) {
	var v T
	err := s.read(func(q queryer) (err error) { v, err = fn(q); return })
	return v, err
}

// readOne runs fn, a single statement and so a snapshot by itself, outside
// a transaction, which a writer's store would take as immediate (read).
// Another program's file written over this one's is refused, as read
// refuses it: SQLite would answer from its cache and the other file's
// pages.
func readOne[T any](s *Store, fn func(q queryer) (T, error)) (T, error) {
	var v T
	if err := s.writtenOver(); err != nil {
		return v, err
	}
	v, err := fn(s.db)
	return v, s.readFailure(err)
}

// readFailure is a read's failure as the arbiter must read it: SQLite's
// "malformed" where the file was written over while it read is said as
// that.
func (s *Store) readFailure(err error) error {
	var se sqlite3.Error
	if !errors.As(err, &se) {
		return err
	}
	if gone := s.writtenOver(); gone != nil {
		return gone
	}
	return err
}

func (s *Store) closedOr(err error) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.done {
		return errClosed
	}
	return err
}

// step records what the action does, for the audit log.
func (tx *Tx) step(action string, args ...any) {
	tx.steps = append(tx.steps, Step{Action: action, Args: engine.Args(args...)})
}

// track records the before-image of the rows of table matching key; call
// it immediately before changing them. Undo restores images in reverse
// order, so overlapping keys within one action restore correctly.
func (tx *Tx) track(table string, key ...any) error {
	return tx.trackKey(table, engine.Args(key...))
}

// execTracked runs query, a change of the rows of table matching key,
// once their before-images are tracked for undo.
func (tx *Tx) execTracked(table string, key []any, query string, args ...any) error {
	if err := tx.track(table, key...); err != nil {
		return err
	}
	_, err := tx.tx.Exec(query, args...)
	return err
}

// keyedRows are the rows of table whose column col holds a key.
type keyedRows struct{ table, col string }

// gameRows are a recorded game's rows, keyed by its id: the game's, then
// its moves' and incidents', which go with it by the foreign keys'
// cascade.
var gameRows = [...]keyedRows{{"games", "id"}, {"moves", "game_id"}, {"incidents", "game_id"}}

// deleteTracked deletes the rows of table where col = v, their
// before-images tracked for undo, after them those of the rows of
// cascade where its column = v, which the foreign keys' cascade deletes
// with them, so that Undo brings them back too.
func (tx *Tx) deleteTracked(table, col string, v any, cascade ...keyedRows) error {
	for _, t := range append([]keyedRows{{table, col}}, cascade...) {
		if err := tx.track(t.table, t.col, v); err != nil {
			return err
		}
	}
	_, err := tx.tx.Exec(`DELETE FROM `+quoteIdent(table)+` WHERE `+quoteIdent(col)+` = ?`, v)
	return err
}

// trackNew records rows of table matching key that the action adds: their
// before-image is empty, so undo deletes them. Tracking after the insert is
// the same as before it, and is when the id is known.
func (tx *Tx) trackNew(table string, key ...any) {
	tx.changes = append(tx.changes, Change{Table: table, Key: engine.Args(key...), Before: []Row{}})
}

// insert runs an INSERT of one row into table and returns its id, tracked
// as new (see trackNew).
func (tx *Tx) insert(table, query string, args ...any) (int64, error) {
	res, err := tx.tx.Exec(query, args...)
	if err != nil {
		return 0, err
	}
	id, err := res.LastInsertId()
	if err != nil {
		return 0, err
	}
	tx.trackNew(table, "id", id)
	return id, nil
}

// trackKey is track with the key already in a map.
func (tx *Tx) trackKey(table string, key map[string]any) error {
	before, err := selectRows(tx.tx, table, key)
	if err != nil {
		return err
	}
	tx.changes = append(tx.changes, Change{Table: table, Key: key, Before: before})
	return nil
}

// writeAudit writes an audit row of this program's user.
func writeAudit(tx *sql.Tx, steps []Step, changes []Change, undoes int64) (id, revision int64, state string, err error) {
	return writeAuditAs(tx, actor(), steps, changes, undoes)
}

// writeAuditAs writes an audit row of who, and returns its id and the
// revision and state (its id) it brought the file to.
func writeAuditAs(tx *sql.Tx, who string, steps []Step, changes []Change, undoes int64) (id, revision int64, state string, err error) {
	stepsJSON, err := json.Marshal(steps)
	if err != nil {
		return 0, 0, "", err
	}
	var changesJSON any // NULL: cannot be undone
	if changes != nil {
		b, err := json.Marshal(changes)
		if err != nil {
			return 0, 0, "", err
		}
		changesJSON = string(b)
	}
	var undoesVal any
	if undoes != 0 {
		undoesVal = undoes
	}
	res, err := tx.Exec(`INSERT INTO audit(at, actor, steps, changes, undoes) VALUES (?, ?, ?, ?, ?)`,
		time.Now().UTC().Format(time.RFC3339Nano), who, string(stepsJSON), changesJSON, undoesVal)
	if err != nil {
		return 0, 0, "", err
	}
	id, err = res.LastInsertId()
	if err != nil {
		return 0, 0, "", err
	}
	// Every change counts the revision up and draws its state an id, in
	// the meta rows it writes, so that an older log of the file, or one
	// of another copy, is told by them (judgeLog), and an older copy put
	// over the open file (anchor); the revision is at least the audit
	// row's id, and never goes back, even where a restore made the ids
	// start again from a backup's. A file whose upgrade has not yet given
	// it a revision (its earlier steps) has none to count up.
	err = tx.QueryRow(`UPDATE meta SET value = CAST(max(CAST(value AS INTEGER) + 1, ?) AS TEXT) WHERE key = 'revision' RETURNING CAST(value AS INTEGER)`, id).Scan(&revision)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return 0, 0, "", err
	}
	if err := tx.QueryRow(countHistory+` RETURNING substr(value, 1, 16)`, stateMark(tx), 17*historyLen-1).Scan(&state); err != nil {
		return 0, 0, "", err
	}
	return id, revision, state, nil
}

// quoteIdent quotes a table or column name; names in the audit log come
// from the file and could have been edited by hand.
func quoteIdent(name string) string { return `"` + strings.ReplaceAll(name, `"`, `""`) + `"` }

func checkTable(table string) error {
	if _, ok := primaryKeys()[table]; !ok {
		return fmt.Errorf("audit log names unknown table %q", table)
	}
	return nil
}

// whereKey builds "WHERE a = ? AND b = ?" with the keys in a fixed order.
func whereKey(key map[string]any) (string, []any) {
	cols := slices.Sorted(maps.Keys(key))
	if len(cols) == 0 {
		return "", nil
	}
	conds := make([]string, len(cols))
	args := make([]any, len(cols))
	for i, c := range cols {
		conds[i] = quoteIdent(c) + " = ?"
		args[i] = key[c]
	}
	return " WHERE " + strings.Join(conds, " AND "), args
}

type queryer interface {
	Query(query string, args ...any) (*sql.Rows, error)
	QueryRow(query string, args ...any) *sql.Row
}

// execer runs a statement: a *sql.Tx, or the *sql.DB outside one.
type execer interface {
	Exec(string, ...any) (sql.Result, error)
}

// scanner is a row to scan: one of *sql.Rows or a *sql.Row.
type scanner interface{ Scan(...any) error }

// queryAll reads every row that query selects, in order, each by scan;
// the rows are closed however it ends.
func queryAll[T any](q queryer, scan func(scanner) (T, error), query string, args ...any) ([]T, error) {
	rows, err := q.Query(query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []T
	for rows.Next() {
		v, err := scan(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

// eachRow scans every row that query selects into dest, in order, and
// calls fn after each; the rows are closed however it ends.
func eachRow(q queryer, dest []any, fn func(), query string, args ...any) error {
	rows, err := q.Query(query, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		if err := rows.Scan(dest...); err != nil {
			return err
		}
		fn()
	}
	return rows.Err()
}

// scanOne scans a row of one column.
func scanOne[T any](sc scanner) (v T, err error) {
	err = sc.Scan(&v)
	return v, err
}

func selectRows(q queryer, table string, key map[string]any) ([]Row, error) {
	if err := checkTable(table); err != nil {
		return nil, err
	}
	where, args := whereKey(key)
	pk := make([]string, 0, 2)
	for _, c := range primaryKeys()[table] {
		pk = append(pk, quoteIdent(c))
	}
	rows, err := q.Query(`SELECT * FROM `+quoteIdent(table)+where+` ORDER BY `+strings.Join(pk, ", "), args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	cols, err := rows.Columns()
	if err != nil {
		return nil, err
	}
	out := []Row{}
	for rows.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			return nil, err
		}
		r := make(Row, len(cols))
		for i, c := range cols {
			if b, ok := vals[i].([]byte); ok {
				vals[i] = string(b)
			}
			r[c] = vals[i]
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// tradingRows are the tables whose rows trade a value kept unique beside
// their key (a team's players their places in its board order): updated
// one by one in place, the first would take a place another still holds,
// so restore deletes them all and inserts them again. No row refers to
// theirs, so nothing cascades.
var tradingRows = sync.OnceValue(func() map[string]bool { return map[string]bool{"team_players": true} })

// restore makes the rows of table matching key equal to want: rows not in
// want are deleted, the others inserted or updated in place (an update,
// not delete-and-insert, so that ON DELETE CASCADE does not remove the
// children of a row that stays).
func restore(tx *sql.Tx, table string, key map[string]any, want []Row) error {
	if err := checkTable(table); err != nil {
		return err
	}
	pk := primaryKeys()[table]
	current, err := selectRows(tx, table, key)
	if err != nil {
		return err
	}
	keep := map[string]bool{}
	for _, r := range want {
		keep[pkString(pk, r)] = true
	}
	for _, r := range current {
		if keep[pkString(pk, r)] && !tradingRows()[table] {
			continue
		}
		k := map[string]any{}
		for _, c := range pk {
			k[c] = r[c]
		}
		where, args := whereKey(k)
		if _, err := tx.Exec(`DELETE FROM `+quoteIdent(table)+where, args...); err != nil {
			return err
		}
	}
	for _, r := range want {
		if err := upsert(tx, table, pk, r); err != nil {
			return err
		}
	}
	return nil
}

func upsert(tx *sql.Tx, table string, pk []string, r Row) error {
	cols := slices.Sorted(maps.Keys(r))
	quoted := make([]string, len(cols))
	sets := make([]string, 0, len(cols))
	args := make([]any, len(cols))
	isPK := map[string]bool{}
	for _, c := range pk {
		isPK[c] = true
	}
	for i, c := range cols {
		quoted[i] = quoteIdent(c)
		args[i] = r[c]
		if !isPK[c] {
			sets = append(sets, quoted[i]+" = excluded."+quoted[i])
		}
	}
	pkq := make([]string, len(pk))
	for i, c := range pk {
		pkq[i] = quoteIdent(c)
	}
	conflict := " DO NOTHING"
	if len(sets) > 0 {
		conflict = " DO UPDATE SET " + strings.Join(sets, ", ")
	}
	q := `INSERT INTO ` + quoteIdent(table) + ` (` + strings.Join(quoted, ", ") + `) VALUES (?` +
		strings.Repeat(", ?", len(cols)-1) + `) ON CONFLICT (` + strings.Join(pkq, ", ") + `)` + conflict
	_, err := tx.Exec(q, args...)
	return err
}

func pkString(pk []string, r Row) string {
	parts := make([]string, len(pk))
	for i, c := range pk {
		parts[i] = fmt.Sprint(r[c])
	}
	return strings.Join(parts, "\x00")
}

// decodeChanges reads the audit log's images, keeping integers exact
// (encoding/json would make every number a float64).
func decodeChanges(s string) ([]Change, error) {
	dec := json.NewDecoder(bytes.NewReader([]byte(s)))
	dec.UseNumber()
	var cs []Change
	if err := dec.Decode(&cs); err != nil {
		return nil, err
	}
	for i := range cs {
		fixNumbers(cs[i].Key)
		for _, r := range cs[i].Before {
			fixNumbers(r)
		}
		for _, r := range cs[i].After {
			fixNumbers(r)
		}
	}
	return cs, nil
}

func fixNumbers(m map[string]any) {
	for k, v := range m {
		n, ok := v.(json.Number)
		if !ok {
			continue
		}
		if i, err := n.Int64(); err == nil {
			m[k] = i
		} else if f, err := n.Float64(); err == nil {
			m[k] = f
		}
	}
}

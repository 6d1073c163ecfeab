package store

import (
	"context"
	"errors"
	"testing"
)

// TestBusyFileIsNotDamaged: another program holds the file to itself (the
// sqlite3 tool in exclusive locking mode, in a transaction) for longer
// than SQLite waits. Opening it, to read or to change, is refused as busy:
// the file is sound, and "damaged, restore a backup" would have the chief
// roll back good results.
func TestBusyFileIsNotDamaged(t *testing.T) {
	path, db := eventFileSQL(t, 2, "_busy_timeout=100")
	ctx := context.Background()
	conn, err := db.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	for _, q := range []string{`PRAGMA locking_mode=EXCLUSIVE`, `BEGIN EXCLUSIVE`, `UPDATE meta SET value = value WHERE key = 'format'`} {
		if _, err := conn.ExecContext(ctx, q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	defer conn.ExecContext(ctx, `ROLLBACK`)
	for name, open := range map[string]func(string) (*Store, error){"Open": Open, "OpenReadOnly": OpenReadOnly} {
		st, err := open(path)
		if err == nil {
			st.Close()
		}
		if !errors.Is(err, ErrBusy) || errors.Is(err, ErrCorrupt) {
			t.Errorf("%s of a file another program holds: %v, want ErrBusy", name, err)
		}
		translated(t, err, path)
	}
}

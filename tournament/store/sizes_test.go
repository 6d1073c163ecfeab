package store

import (
	"errors"
	"testing"
	"time"

	"arbiter/engine"
)

// TestLongValueRefusedOnOpen: a file crafted with a player's name of
// millions of characters (the was 200,000,000, which took a report
// 22 s of CPU and 1.95 GB) is refused on opening, for changes or for
// reading, naming the table and column, without the name being read.
func TestLongValueRefusedOnOpen(t *testing.T) {
	path, db := eventFileSQL(t, 2, "")
	const n = 5 << 20
	if _, err := db.Exec(`UPDATE players SET name = printf('%.*c', ?, 'x') WHERE id = (SELECT min(id) FROM players)`, n); err != nil {
		t.Fatal(err)
	}
	db.Close()
	for name, open := range map[string]func(string) (*Store, error){"Open": Open, "OpenReadOnly": OpenReadOnly} {
		start := time.Now()
		st, err := open(path)
		if err == nil {
			st.Close()
			t.Fatalf("%s: a file with a name of %d characters was opened", name, n)
		}
		if !errors.Is(err, errInconsistent) {
			t.Fatalf("%s: %v, want ErrInconsistent", name, err)
		}
		var fe *engine.Message
		errors.As(err, &fe)
		ps, _ := fe.Args["problems"].([]engine.Message)
		if len(ps) != 1 || ps[0].Kind != problemKind("too-long") || ps[0].Args["table"] != "players" || ps[0].Args["column"] != "name" {
			t.Errorf("%s: problems %v, want the players' name too long", name, ps)
		}
		translated(t, err, path)
		t.Logf("%s refused in %v", name, time.Since(start))
	}
}

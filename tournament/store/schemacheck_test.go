package store

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/replay"
)

// plantTrigger is the trigger of the report that found the hole: every
// result raised every rating by 100, and the audit log showed none of it.
const plantTrigger = `CREATE TRIGGER raise_ratings AFTER UPDATE ON pairings BEGIN UPDATE players SET rating = rating + 100; END`

// TestForeignSchemaRefused plants in a closed event file what Arbiter never
// writes (a trigger, a view, an index, a table, a CHECK constraint, a changed table) and opens
// it every way a file is opened: each is refused with a message naming
// what was found in every language, the file is left as it was, and the
// trigger never runs (the migration of an older file would have fired it).
func TestForeignSchemaRefused(t *testing.T) {
	tests := []struct {
		name  string
		plant string
		names []string // what the message must name
		old   bool     // planted in a file of schema 6, which Open would migrate
	}{
		{"trigger", plantTrigger, []string{"raise_ratings", "pairings"}, false},
		{"trigger in an older file", `CREATE TRIGGER raise_ratings AFTER UPDATE ON pairings BEGIN UPDATE players SET rating = rating + 100; END;
			CREATE TRIGGER on_meta AFTER INSERT ON meta BEGIN UPDATE players SET rating = 0; END`, []string{"raise_ratings", "on_meta"}, true},
		{"view", `CREATE VIEW leaders AS SELECT name FROM players ORDER BY rating DESC`, []string{"leaders"}, false},
		{"extra index", `CREATE INDEX players_by_name ON players(name)`, []string{"players_by_name", "players"}, false},
		{"extra table", `CREATE TABLE notes(x)`, []string{"notes"}, false},
		{"CHECK constraint", `PRAGMA writable_schema = ON; UPDATE sqlite_master SET sql = replace(sql, 'name             TEXT NOT NULL,', 'name             TEXT NOT NULL CHECK (length(name) < 10),') WHERE name = 'players'`,
			[]string{"players", "CHECK"}, false},
		{"generated column", `ALTER TABLE players ADD COLUMN shown INTEGER GENERATED ALWAYS AS (rating + 100) VIRTUAL`, []string{"players"}, false},
		{"all at once", plantTrigger + `; CREATE VIEW leaders AS SELECT name FROM players; CREATE INDEX players_by_name ON players(name)`,
			[]string{"raise_ratings", "leaders", "players_by_name"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := plantedFile(t, tt.plant, tt.old)
			ratings := rawRatings(t, path)
			before := fileSum(t, path)
			open := map[string]func() error{
				"Open":         func() error { _, err := Open(path); return err },
				"OpenReadOnly": func() error { _, err := OpenReadOnly(path); return err },
				"RestoreFile": func() error {
					_, err := RestoreFile(path, filepath.Join(filepath.Dir(path), "missing-backup.arbiter"))
					return err
				},
				"Restore from it": func() error {
					s, _ := newEvent(t, 2)
					return s.Restore(path)
				},
			}
			for how, o := range open {
				err := o()
				if !errors.Is(err, errForeignSchema) {
					t.Fatalf("%s: %v, want the file refused for what it holds", how, err)
				}
				translated(t, err, path)
				for _, l := range i18n.Complete {
					msg := i18n.For(l).Error(err)
					testtext.SaysEach(t, fmt.Sprintf("%s, %s: the message", how, l), msg, tt.names...)
				}
			}
			if fileSum(t, path) != before {
				t.Error("the refused file was changed")
			}
			if got := rawRatings(t, path); got != ratings {
				t.Errorf("ratings %q after the refusals, %q before: the planted code ran", got, ratings)
			}
		})
	}
}

// TestOwnSchemaAccepted: files Arbiter made, new and migrated from an
// older version, are accepted as they are, and ANALYZE's statistics (which
// run nothing) do not make a file foreign.
func TestOwnSchemaAccepted(t *testing.T) {
	for _, old := range []bool{false, true} {
		path := plantedFile(t, `ANALYZE`, old)
		s, err := Open(path)
		if err != nil {
			t.Fatalf("old %v: %v", old, err)
		}
		if err := s.SetResult(1, 1, tournament.Draw); err != nil && !errors.Is(err, errNoSuchPairing) && !errors.Is(err, ErrNotFound) {
			t.Errorf("old %v: %v", old, err)
		}
		s.Close()
		if _, err := Open(path); err != nil {
			t.Errorf("old %v, opened again: %v", old, err)
		}
	}
}

// plantedFile is a closed event file with 4 players and round 1 paired (or
// the schema-6 file of testdata), with sql run on it by another program.
func plantedFile(t *testing.T, sqlText string, old bool) string {
	t.Helper()
	var path string
	if old {
		path = copiedFile(t, filepath.Join("testdata", "v6-requested-byes.arbiter"))
	} else {
		s, _ := pairedEvent(t, 4)
		path = s.Path()
		s.Close()
	}
	handEdit(t, path, sqlText)
	return path
}

// rawRatings reads the players' ratings past Arbiter.
func rawRatings(t *testing.T, path string) string {
	t.Helper()
	db := sqlOf(t, path, "mode=ro")
	defer db.Close()
	var s string
	if err := db.QueryRow(`SELECT group_concat(rating) FROM (SELECT rating FROM players ORDER BY id)`).Scan(&s); err != nil {
		t.Fatal(err)
	}
	return s
}

// TestTriggerPlantedWhileOpenNeverRuns: another program plants the trigger
// while the window holds the file. The next change (a result, a restore, a
// clock saved) is refused naming it, inside its own transaction, before
// anything is written: the trigger never runs.
func TestTriggerPlantedWhileOpenNeverRuns(t *testing.T) {
	for _, change := range []struct {
		name string
		do   func(s *Store) error
	}{
		{"result", func(s *Store) error { return s.SetResult(1, 1, tournament.Draw) }},
		{"restore of a backup taken before", func(s *Store) error {
			list, err := s.Backups()
			if err != nil || len(list) == 0 {
				return fmt.Errorf("no backup: %v", err)
			}
			return s.Restore(list[0].Path)
		}},
		{"clock", func(s *Store) error { return s.SaveClock(1, replay.ClockState{}) }},
	} {
		s, _ := pairedEvent(t, 4)
		if err := s.SetResult(1, 2, tournament.WhiteWins); err != nil { // the schema seen once
			t.Fatal(err)
		}
		if _, err := s.Backup("clean"); err != nil {
			t.Fatal(err)
		}
		handEdit(t, s.Path(), plantTrigger+`; CREATE TRIGGER on_meta AFTER INSERT ON meta BEGIN UPDATE players SET rating = 0; END`)
		ratings := rawRatings(t, s.Path())
		err := change.do(s)
		if !errors.Is(err, errForeignSchema) || !strings.Contains(i18n.For(i18n.Finnish).Error(err), "raise_ratings") {
			t.Errorf("%s: %v, want the planted trigger named", change.name, err)
		}
		if got := rawRatings(t, s.Path()); got != ratings {
			t.Errorf("%s: ratings %s, were %s: the trigger ran", change.name, got, ratings)
		}
	}
}

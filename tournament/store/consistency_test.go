package store

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testdir"
)

// handEdit changes a closed file as the sqlite3 tool would, with no
// checks of references.
func handEdit(t *testing.T, path, edit string) {
	t.Helper()
	db := sqlOf(t, path, "")
	defer db.Close()
	if _, err := db.Exec(edit); err != nil {
		t.Fatal(err)
	}
}

// handEditedAfterBackup is a file of 4 players with round 1 paired,
// backed up and then, closed, changed by edit (handEdit); it returns the
// file, the backup and the players' ids.
func handEditedAfterBackup(t *testing.T, edit string) (path, backup string, ids []int64) {
	t.Helper()
	s, ids := pairedEvent(t, 4)
	backup = backedUp(t, s, "good")
	path = s.Path()
	s.Close()
	handEdit(t, path, edit)
	return path, backup, ids
}

// TestInconsistentFileRefused edits a file with another tool into what no
// action of Arbiter writes. Opening it, for writing or for reading, is
// refused with a report that says in the arbiter's language what is wrong
// and where, and the file is left as it was.
func TestInconsistentFileRefused(t *testing.T) {
	tests := []struct {
		name, edit string
		want       map[i18n.Lang]string // a line the report must have
	}{
		{"player who does not exist", `UPDATE pairings SET black = 999 WHERE round = 1 AND board = 2`,
			map[i18n.Lang]string{i18n.English: "Round 1, board 2: there is no player with id 999.",
				i18n.Finnish: "Kierros 1, pöytä 2: pelaajaa, jonka tunniste on 999, ei ole."}},
		{"player twice in a round", `UPDATE pairings SET black = (SELECT white FROM pairings WHERE round = 1 AND board = 1) WHERE round = 1 AND board = 2`,
			map[i18n.Lang]string{i18n.English: "Round 1: Player A (id 1) is paired on more than one board (1, 2).",
				i18n.Estonian: "Voor 1: Player A (tunnus 1) on paaritatud mitmele lauale (1, 2)."}},
		{"player against himself", `UPDATE pairings SET black = white WHERE round = 1 AND board = 3`,
			map[i18n.Lang]string{i18n.English: "Round 1, board 3: Player E (id 5) is paired against themselves."}},
		{"negative rating", `UPDATE players SET rating = -40 WHERE id = 2`,
			map[i18n.Lang]string{i18n.English: "Player B (id 2): the rating -40 is outside 0–3500.",
				i18n.Finnish: "Player B (tunniste 2): vahvuusluku -40 ei ole välillä 0–3500."}},
		{"unknown result", `UPDATE pairings SET result = '2-0' WHERE round = 1 AND board = 1`,
			map[i18n.Lang]string{i18n.English: "Round 1, board 1: the result “2-0” is not one Arbiter knows."}},
		{"unknown bye", `UPDATE pairings SET bye = 'sometimes' WHERE round = 1 AND board = 2`,
			map[i18n.Lang]string{i18n.English: "Round 1, board 2: the bye “sometimes” is not one Arbiter knows."}},
		{"tie-breaks not a list", `UPDATE settings SET tie_breaks = 'not json'`,
			map[i18n.Lang]string{i18n.English: "The tie-break order “not json” is not one Arbiter knows."}},
		{"late entries' setting no build writes", `UPDATE settings SET late_entry_byes = 'full'`,
			map[i18n.Lang]string{i18n.English: "The setting for a late entry’s missed rounds “full” is not one Arbiter knows (empty for typed at each entry, zero, or half).",
				i18n.Estonian: "Hilinenud osaleja vahele jäänud voorude seadet „full“ Arbiter ei tunne (tühi: sisestatakse igaühele, zero või half)."}},
		{"category date", `UPDATE players SET category_earned = 'yesterday' WHERE id = 3`,
			map[i18n.Lang]string{i18n.Finnish: "Player C (tunniste 3): luokan saavutuspäivä ”yesterday” ei ole Arbiterin tuntema."}},
		{"Swiss options edited into a list", `INSERT INTO meta(key, value) VALUES ('swiss-options', '["baku"]')`,
			map[i18n.Lang]string{i18n.English: "The stored setting “swiss-options” cannot be read: “[\"baku\"]”."}},
		{"clock not a clock", `INSERT INTO meta(key, value) VALUES ('clock.game.1', '[1, 2]')`,
			map[i18n.Lang]string{i18n.Estonian: "Salvestatud seadet „clock.game.1“ ei saa lugeda: „[1, 2]“."}},
		{"audit log dropped", `DROP TABLE audit`,
			map[i18n.Lang]string{i18n.English: "The table audit is missing.", i18n.Finnish: "Taulu audit puuttuu."}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, _ := pairedEvent(t, 6)
			path := closedFile(s)
			handEdit(t, path, tt.edit)
			before := fileSum(t, path)
			for _, open := range []func(string) (*Store, error){Open, OpenReadOnly} {
				st, err := open(path)
				if !errors.Is(err, errInconsistent) {
					if st != nil {
						st.Close()
					}
					t.Fatalf("err = %v, want ErrInconsistent", err)
				}
				translated(t, err, path)
				for l, line := range tt.want {
					if msg := i18n.For(l).Error(err); !strings.Contains(msg, "\n"+line+"\n") {
						t.Errorf("%s report lacks %q:\n%s", l, line, msg)
					}
				}
			}
			if fileSum(t, path) != before {
				t.Error("the refused file was changed")
			}
		})
	}
}

// TestRestoreOverInconsistentFile restores a backup over a file that Open
// refuses as edited by hand: the file opens again with the backup's event,
// and its inconsistent state is kept beside it.
func TestRestoreOverInconsistentFile(t *testing.T) {
	path, backup, ids := handEditedAfterBackup(t, `UPDATE pairings SET black = white WHERE board = 1`)
	if _, err := Open(path); !errors.Is(err, errInconsistent) {
		t.Fatalf("Open of the edited file: %v", err)
	}
	if _, err := RestoreFile(path, backup); err != nil {
		t.Fatal(err)
	}
	s, err := Open(path)
	if err != nil {
		t.Fatalf("Open after the restore: %v", err)
	}
	defer s.Close()
	ev, err := s.Event()
	if err != nil || ev.Rounds[0].Pairings[0].Black != ids[1] {
		t.Errorf("restored event: %v", err)
	}
	entries, _ := os.ReadDir(s.BackupDir())
	kept := false
	for _, e := range entries {
		kept = kept || strings.HasSuffix(e.Name(), "-before-restore.arbiter")
	}
	if !kept {
		t.Errorf("the edited state was not kept: %v", entries)
	}
}

// TestNoRestoreOverAFileMissingTables: a file missing whole tables is not
// one to restore over (RestoreFile); it is refused with what is missing,
// and left as it was. The problems were stored in a type the check did
// not recognise, so such a file was opened for the restore all the same.
func TestNoRestoreOverAFileMissingTables(t *testing.T) {
	path, backup, _ := handEditedAfterBackup(t, `DROP TABLE rulings`)
	before := fileSum(t, path)
	if _, err := RestoreFile(path, backup); !errors.Is(err, errInconsistent) || !strings.Contains(i18n.For(i18n.English).Error(err), "rulings") {
		t.Errorf("restore over a file missing a table: %v", err)
	}
	if fileSum(t, path) != before {
		t.Error("the file was changed")
	}
}

// TestControlCharactersInACraftedFileNeverReachTheTerminal: a file whose
// player's name or club holds ESC, BEL or NUL (written outside Arbiter)
// is refused on opening, and the message names the player by id and the
// character by its code, never the raw text.
func TestControlCharactersInACraftedFileNeverReachTheTerminal(t *testing.T) {
	for _, crafted := range []string{"Anna\x1b]0;pwned\x07", "Bo\x00ris", "\x1b[2J"} {
		s, _ := newEvent(t, 3)
		path := s.Path()
		if _, err := s.db.Exec(`UPDATE players SET name = ?, club = ? WHERE id = (SELECT min(id) FROM players)`, crafted, crafted); err != nil {
			t.Fatal(err)
		}
		s.Close()
		_, err := OpenReadOnly(path)
		if !errors.Is(err, errInconsistent) {
			t.Fatalf("%q: %v, want the file refused", crafted, err)
		}
		for _, lang := range i18n.Complete {
			msg := i18n.For(lang).Error(err)
			if strings.ContainsAny(msg, "\x1b\x07\x00") || !strings.Contains(msg, "U+00") {
				t.Errorf("%q, %s: %q", crafted, lang, msg)
			}
		}
	}
}

// TestRestoreOverDamagedFile restores a backup over a file cut short (a
// copy pulled out half written, a disk that failed): opening it said
// "damaged … restore a backup from the folder beside the file", and the
// restore itself refused it with the same words. Its backups are listed
// without opening it, the backup is put back whole, the damaged file is
// kept byte for byte in the backup folder (never listed as a backup), and
// the history says so.
func TestRestoreOverDamagedFile(t *testing.T) {
	s, ids := pairedEvent(t, 4)
	backup := backedUp(t, s, "good")
	path := s.Path()
	s.Close()
	whole := testdir.Read(t, path)
	damaged := whole[:len(whole)/2]
	testdir.Write(t, path, damaged)
	if _, err := Open(path); !errors.Is(err, ErrCorrupt) {
		t.Fatalf("Open of the file cut short: %v", err)
	}
	if list, err := BackupsOf(path); err != nil || len(list) != 1 || list[0].Path != backup {
		t.Fatalf("the damaged file's backups: %v, %v", list, err)
	}
	kept, err := RestoreFile(path, backup)
	if err != nil {
		t.Fatalf("restore over the damaged file: %v", err)
	}
	if string(testdir.Read(t, kept)) != string(damaged) {
		t.Errorf("the damaged file was not kept as it was at %s", kept)
	}
	s, err = Open(path)
	if err != nil {
		t.Fatalf("Open after the restore: %v", err)
	}
	defer s.Close()
	ev, err := s.Event()
	if err != nil || len(ev.Players) != 4 || ev.Rounds[0].Pairings[0].Black != ids[1] {
		t.Errorf("restored event: %v", err)
	}
	if list, err := s.Backups(); err != nil || len(list) != 1 {
		t.Errorf("after the restore the backups are %v, %v: the damaged copy is no backup", list, err)
	}
	log, err := s.Audit()
	if err != nil {
		t.Fatal(err)
	}
	last := log[len(log)-1].Steps[0]
	said := i18n.For(i18n.English).T(last.MessageKey(), "file", last.Args["file"], "damaged", last.Args["damaged"])
	if !strings.Contains(said, filepath.Base(backup)) || !strings.Contains(said, filepath.Base(kept)) {
		t.Errorf("the history says of the restore %q", said)
	}
	if _, err := s.Undo(); !errors.Is(err, errNothingToUndo) {
		t.Errorf("Undo crossed the restore: %v", err)
	}
}

// TestDamagedFileWithNoBackupSaysThereIsNone: a copy cut short on a
// memory stick, with no backup folder beside it, was sent to "restore a
// backup from the folder beside the file", a folder that is not there.
func TestDamagedFileWithNoBackupSaysThereIsNone(t *testing.T) {
	s, _ := newEvent(t, 4)
	path := s.Path()
	s.Close()
	whole := testdir.Read(t, path)
	testdir.Write(t, path, whole[:len(whole)/2])
	for name, open := range map[string]func(string) (*Store, error){"Open": Open, "OpenReadOnly": OpenReadOnly} {
		_, err := open(path)
		said := i18n.For(i18n.English).Error(err)
		if !errors.Is(err, ErrCorrupt) || !strings.Contains(said, "no backup of it stands beside it") {
			t.Errorf("%s of a damaged file with no backup: %s", name, said)
		}
	}
}

// TestEmptiedFileWithBackupsIsDamaged: the event's file emptied or written
// over by another program (a copy cut short at its start, a PDF saved under
// its name), its backups beside it. It was refused as "not an Arbiter
// file" and left the window's recent list, and neither the window nor
// arbiter restore would put a backup over it. It is the event's file
// damaged: called so, and a backup restores it, what stood there kept.
func TestEmptiedFileWithBackupsIsDamaged(t *testing.T) {
	for name, harm := range map[string]string{"emptied": "", "a PDF written over it": "%PDF-1.4\n"} {
		t.Run(name, func(t *testing.T) {
			s, _ := pairedEvent(t, 4)
			backup := backedUp(t, s, "good")
			path := s.Path()
			s.Close()
			testdir.Write(t, path, harm)
			for opener, open := range map[string]func(string) (*Store, error){"Open": Open, "OpenReadOnly": OpenReadOnly} {
				if _, err := open(path); !errors.Is(err, ErrCorrupt) {
					t.Errorf("%s of the event's file %s: %v, want ErrCorrupt", opener, name, err)
				}
			}
			kept, err := RestoreFile(path, backup)
			if err != nil {
				t.Fatalf("restore over the file %s: %v", name, err)
			}
			if string(testdir.Read(t, kept)) != harm {
				t.Errorf("what stood in the file was not kept as it was at %s", kept)
			}
			s, err = Open(path)
			if err != nil {
				t.Fatalf("Open after the restore: %v", err)
			}
			defer s.Close()
			if ev := eventOf(t, s); len(ev.Players) != 4 || len(ev.Rounds) != 1 {
				t.Errorf("the restored event has %d players and %d rounds", len(ev.Players), len(ev.Rounds))
			}
		})
	}
}

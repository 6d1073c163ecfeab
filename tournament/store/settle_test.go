package store

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"arbiter/internal/testdir"
	"arbiter/tournament"
	"arbiter/tournament/replay"
)

// TestCopyAfterEachActionIsWholeEvent: while the file is held open, as
// the window holds it, a copy of the .arbiter file alone — without its
// write-ahead log, as an arbiter copies it to a USB stick — taken after
// each of 100 actions opens with every one of them.
func TestCopyAfterEachActionIsWholeEvent(t *testing.T) {
	s, ids := pairedEvent(t, 8)
	game, err := s.SaveGame(&replay.GameRecord{Round: 1, Board: 1})
	if err != nil {
		t.Fatal(err)
	}
	results := []tournament.Result{tournament.WhiteWins, tournament.Draw, tournament.BlackWins}
	moves := []string{"g1f3", "g8f6", "f3g1", "f6g8"}
	actions := []func(i int) error{
		func(i int) error { return s.SetResult(1, 1+i%4, results[i%3]) },
		func(i int) error {
			return s.AppendMove(game, replay.RecordedMove{Ply: i/4 + 1, UCI: moves[i/4%4], SAN: "N", Clock: time.Minute, HasClock: true})
		},
		func(i int) error {
			p := testPlayers(8)[i%8]
			p.ID, p.Club = ids[i%8], "Club "+string(rune('A'+i%26))
			return s.UpdatePlayer(p)
		},
		func(i int) error { return s.SaveClock(game, replay.ClockState{Ply: i}) },
	}
	dir := t.TempDir()
	for i := range 100 {
		if err := actions[i%len(actions)](i); err != nil {
			t.Fatalf("action %d: %v", i, err)
		}
		data := testdir.Read(t, s.Path())
		copied := filepath.Join(dir, "copy.arbiter")
		Remove(copied)
		if err := os.WriteFile(copied, data, 0o644); err != nil {
			t.Fatal(err)
		}
		c, err := OpenReadOnly(copied)
		if err != nil {
			t.Fatalf("copy after action %d: %v", i, err)
		}
		got, want := dump(t, c), dump(t, s)
		gotLog, _ := c.Audit()
		wantLog, _ := s.Audit()
		c.Close()
		if !reflect.DeepEqual(got, want) || len(gotLog) != len(wantLog) {
			t.Fatalf("copy after action %d lacks what the file holds", i)
		}
	}
}

// TestSaveCopy: a named copy is a tournament file of its own holding the
// whole event; a file at the copy's path is replaced whole, and the
// event's own file, under any name, is refused as the copy's path.
func TestSaveCopy(t *testing.T) {
	s, ids := pairedEvent(t, 4)
	setResult(t, s, 1, 1, tournament.Draw)
	dir := t.TempDir()
	path := filepath.Join(dir, "copy.arbiter")
	if err := os.WriteFile(path, []byte("an older file"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := s.SaveCopy(path); err != nil {
		t.Fatal(err)
	}
	c, err := Open(path)
	if err != nil {
		t.Fatalf("the copy does not open: %v", err)
	}
	got, want := dump(t, c), dump(t, s)
	c.Close()
	if !reflect.DeepEqual(got, want) {
		t.Error("the copy lacks what the file holds")
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("beside the copy: %v", entries)
	}
	link := filepath.Join(dir, "link.arbiter")
	if err := os.Symlink(s.Path(), link); err != nil {
		t.Fatal(err)
	}
	for _, own := range []string{s.Path(), link} {
		if err := s.SaveCopy(own); !errors.Is(err, ErrCopyOverSelf) {
			t.Errorf("copy over %s: %v", own, err)
		}
	}
	if ev, _ := s.Event(); len(ev.Players) != len(ids) {
		t.Error("the event changed")
	}
}

package store

import (
	"errors"
	"testing"

	"arbiter/engine"
	"arbiter/internal/testdir"
	"arbiter/tournament"
)

// Revision grows with every action, undo included, and a reader in
// another connection sees it grow (its data_version), as the writer sees
// its own (its total_changes); it stays put when nothing changed.
func TestRevisionGrowsWithEveryAction(t *testing.T) {
	s, _ := pairedEvent(t, 4)
	ro := testdir.Opened(t, OpenReadOnly, s.Path())
	rev := func(st *Store) int64 {
		t.Helper()
		r, err := st.Revision()
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	r0 := rev(ro)
	if r0 != rev(s) || r0 == 0 {
		t.Fatalf("reader's revision %d, writer's %d", r0, rev(s))
	}
	setResult(t, s, 1, 1, tournament.Draw)
	r1 := rev(ro)
	if r1 <= r0 || rev(s) != r1 {
		t.Errorf("after a result the revision is %d, was %d; the writer's own %d", r1, r0, rev(s))
	}
	if err := s.SetResult(1, 1, tournament.Draw); err != nil || rev(ro) != r1 {
		t.Errorf("entering the same result again moved the revision: %v", err)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if rev(ro) <= r1 || rev(s) != rev(ro) {
		t.Error("an undo did not move the revision")
	}
}

// A restore moves the revision on too, as a reader must read the event
// again: restoring the backup made just before a change gave the file
// that change's revision again (the backup's audit log and the restore's
// entry), so that arbiter serve went on showing a round paired and then
// taken back by the restore of its "before pairing" backup.
func TestRevisionGrowsWithARestore(t *testing.T) {
	s, _ := pairedEvent(t, 4)
	ro := testdir.Opened(t, OpenReadOnly, s.Path())
	backup, err := s.Backup("before-result")
	if err != nil {
		t.Fatal(err)
	}
	setResult(t, s, 1, 1, tournament.Draw)
	before, err := ro.Revision()
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Restore(backup); err != nil {
		t.Fatal(err)
	}
	after, err := ro.Revision()
	if err != nil || after <= before {
		t.Errorf("after the restore the revision is %d, was %d (%v)", after, before, err)
	}
	if own, _ := s.Revision(); own != after {
		t.Errorf("the writer reads revision %d, a reader %d", own, after)
	}
}

// Tx.Pairing reads a board inside the action, so that the action can
// decide on what it is about to change; a board that is not there is
// refused.
func TestTxPairingReadsTheBoardInsideTheAction(t *testing.T) {
	s, _ := pairedEvent(t, 4)
	setResult(t, s, 1, 2, tournament.BlackWins)
	err := s.Batch(func(tx *Tx) error {
		p, err := tx.Pairing(1, 2)
		if err != nil {
			return err
		}
		if p.Result != tournament.BlackWins || p.Board != 2 {
			t.Errorf("board 2: %+v", p)
		}
		_, err = tx.Pairing(1, 9)
		return err
	})
	var r *engine.Message
	if !errors.As(err, &r) || r.Kind != noSuchPairing {
		t.Errorf("a missing board: %v", err)
	}
}

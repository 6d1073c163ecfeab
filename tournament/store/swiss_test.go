package store

import (
	"reflect"
	"testing"

	"arbiter/tournament"
)

// TestSwissOptions: a new file has none; set options read back, survive
// reopening and undo restores the previous ones.
func TestSwissOptions(t *testing.T) {
	s, ids := newEvent(t, 4)
	if o, err := s.SwissOptions(); err != nil || !reflect.DeepEqual(o, tournament.SwissOptions{}) {
		t.Fatalf("new file: %+v, %v", o, err)
	}
	first := tournament.SwissOptions{Baku: true}
	second := tournament.SwissOptions{Baku: true, Forbidden: [][2]int64{{ids[0], ids[1]}}}
	for _, o := range []tournament.SwissOptions{first, second} {
		if err := s.Batch(func(tx *Tx) error { return tx.SetSwissOptions(o) }); err != nil {
			t.Fatal(err)
		}
	}
	path := s.Path()
	s.Close()
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if o, err := s.SwissOptions(); err != nil || !reflect.DeepEqual(o, second) {
		t.Errorf("reopened: %+v, %v", o, err)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if o, err := s.SwissOptions(); err != nil || !reflect.DeepEqual(o, first) {
		t.Errorf("after undo: %+v, %v", o, err)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if o, err := s.SwissOptions(); err != nil || !reflect.DeepEqual(o, tournament.SwissOptions{}) {
		t.Errorf("after undoing both: %+v, %v", o, err)
	}
}

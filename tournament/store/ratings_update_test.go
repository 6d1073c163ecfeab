package store

import (
	"fmt"
	"reflect"
	"testing"

	"arbiter/tournament"
)

func TestUpdateRatingsIsOneAuditedActionThatUndoes(t *testing.T) {
	s, ids := newEvent(t, 3)
	before := dump(t, s)
	ev := eventOf(t, s)
	a, b := ev.Players[0], ev.Players[1]
	a.Rating, a.Title, a.BirthDate = 2301, "FM", "1984"
	b.Rating, b.Federation = 1999, "EST"
	if err := s.UpdateRatings(tournament.RatingSource{List: "FIDE", Date: "2026-11-01"}, []tournament.Player{a, b}); err != nil {
		t.Fatal(err)
	}
	after, err := s.Event()
	if err != nil {
		t.Fatal(err)
	}
	if got := after.Players[0]; got.Rating != 2301 || got.Title != "FM" || got.BirthDate != "1984" || got.ID != ids[0] {
		t.Errorf("first player: %+v", got)
	}
	if got := after.Players[1]; got.Rating != 1999 || got.Federation != "EST" {
		t.Errorf("second player: %+v", got)
	}
	log, _ := s.Audit()
	last := log[len(log)-1]
	if len(last.Steps) != 1 || last.Steps[0].Action != "player.ratings" ||
		fmt.Sprint(last.Steps[0].Args) != "map[list:FIDE (2026-11-01) n:2]" {
		t.Errorf("audit steps = %+v", last.Steps)
	}
	if src, err := s.RatingSource(); err != nil || src.String() != "FIDE (2026-11-01)" {
		t.Errorf("the file names the list %q, %v", src, err)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(dump(t, s), before) {
		t.Error("undo did not restore the ratings")
	}
	// A bad player changes nobody.
	a.Title = "XX"
	if err := s.UpdateRatings(tournament.RatingSource{List: "FIDE"}, []tournament.Player{b, a}); err == nil {
		t.Error("a bad title was written")
	}
	if !reflect.DeepEqual(dump(t, s), before) {
		t.Error("a refused update changed the file")
	}
}

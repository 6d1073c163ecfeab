package store

import (
	"errors"
	"testing"

	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/rating"
)

// TestRatingOptions: a new file has none; K with its reason reads back,
// survives reopening, is undone as one action; a bad K is refused with
// nothing written.
func TestRatingOptions(t *testing.T) {
	s, ids := newEvent(t, 4)
	checkUnset(t, s, (*Store).RatingOptions, "new file")
	set := tournament.RatingOptions{K: map[int64]rating.PlayerK{ids[1]: {K: 40, Reason: rating.KNew}}, NormExemption: "zonal"}
	if err := s.SetRatingOptions(set); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []tournament.RatingOptions{
		{K: map[int64]rating.PlayerK{ids[0]: {K: 41, Reason: rating.KSet}}},
		{K: map[int64]rating.PlayerK{ids[0]: {K: 20, Reason: "friend"}}},
		{NormExemption: "club"},
	} {
		var e *engine.Message
		if err := s.SetRatingOptions(bad); !errors.As(err, &e) {
			t.Errorf("%+v: %v, want a translated error", bad, err)
		}
	}
	checkKeptThenUndone(t, s, (*Store).RatingOptions, set, tournament.RatingOptions{})
}

package store

import (
	"reflect"

	"arbiter/tournament"
)

// ratingOptionsKey is the meta row holding the event's rating options
// (tournament.RatingOptions: K set per player with its reason, the norm
// exemption) as JSON; a file without it has none, so no schema step is
// needed.
const ratingOptionsKey = "rating-options"

// RatingOptions reads the rating options.
func (s *Store) RatingOptions() (tournament.RatingOptions, error) {
	var o tournament.RatingOptions
	return o, loadMetaJSON(s.db, ratingOptionsKey, &o)
}

// SetRatingOptions replaces the rating options in one undoable action,
// after tournament.RatingOptions.Check. A change of the national list
// alone is told as one (its name and how many ratings, or that it is
// switched off): saved from its box it was told "Rating settings changed
// (0 K factors set)".
func (s *Store) SetRatingOptions(o tournament.RatingOptions) error {
	action, args := "ratings.options", []any{"k", len(o.K)}
	if was, err := s.RatingOptions(); err == nil && nationalAlone(was, o) {
		action, args = "ratings.national.off", nil
		if n := o.National; n.On() {
			action, args = "ratings.national", []any{"name", n.Name, "n", len(n.Ratings)}
		}
	}
	return setMetaJSON(s, ratingOptionsKey, o, tournament.RatingOptions.Check, action, args...)
}

// nationalAlone reports whether next differs from was in the national
// list alone. No K set is none, whether the map is nil (a file that has
// none) or empty (the window's box keeps one).
func nationalAlone(was, next tournament.RatingOptions) bool {
	if reflect.DeepEqual(was.National, next.National) {
		return false
	}
	was.National = next.National
	if len(was.K) == 0 && len(next.K) == 0 {
		was.K = next.K
	}
	return reflect.DeepEqual(was, next)
}

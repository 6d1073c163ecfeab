package store

import (
	"reflect"
	"strings"

	"arbiter/tournament"
)

// ratingOptionsKey is the meta row holding the event's rating options
// (tournament.RatingOptions: K set per player with its reason, the norm
// exemption) as JSON; a file without it has none, so no schema step is
// needed. A file of one national list keeps it under its old key, read
// as the one list of the set (tournament.RatingOptions.UnmarshalJSON).
const ratingOptionsKey = "rating-options"

// RatingOptions reads the rating options.
func (s *Store) RatingOptions() (tournament.RatingOptions, error) {
	var o tournament.RatingOptions
	return o, loadMetaJSON(s.db, ratingOptionsKey, &o)
}

// SetRatingOptions replaces the rating options in one undoable action,
// after tournament.RatingOptions.Check. A change of the national lists
// alone is told as one (the names of those rated and how many ratings
// they hold, or that none is rated): saved from its box it was told
// "Rating settings changed (0 K factors set)".
func (s *Store) SetRatingOptions(o tournament.RatingOptions) error {
	action, args := "ratings.options", []any{"k", len(o.K)}
	if was, err := s.RatingOptions(); err == nil && nationalAlone(was, o) {
		action, args = "ratings.national.off", nil
		if on := o.NationalOn(); len(on) > 0 {
			var names []string
			n := 0
			for _, l := range on {
				names, n = append(names, l.Name), n+len(l.Ratings)
			}
			action, args = "ratings.national", []any{"name", strings.Join(names, ", "), "n", n}
		}
	}
	return setMetaJSON(s, ratingOptionsKey, o, tournament.RatingOptions.Check, action, args...)
}

// nationalAlone reports whether next differs from was in the national
// list alone. No K set is none, whether the map is nil (a file that has
// none) or empty (the window's box keeps one).
func nationalAlone(was, next tournament.RatingOptions) bool {
	if reflect.DeepEqual(was.NationalLists, next.NationalLists) {
		return false
	}
	was.NationalLists = next.NationalLists
	if len(was.K) == 0 && len(next.K) == 0 {
		was.K = next.K
	}
	return reflect.DeepEqual(was, next)
}

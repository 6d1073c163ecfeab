package store

import (
	"reflect"
	"strings"

	"arbiter/tournament"
)

// ratingOptionsKey is the meta row holding the event's rating options
// (tournament.RatingOptions: K set per player with its reason, the norm
// exemption, the national lists) as JSON; a file without it has none.
const ratingOptionsKey = "rating-options"

// schemaNationalLists: the national lists are a set, one for each
// federation (the options' "national_lists"), where an older file holds
// its one list under "national", which becomes the one list of the set,
// whole (a row holding lists of its own keeps them). A build older than
// the step, which reads no list from "national_lists" and drops them
// when it saves the options, does not open the file.
const schemaNationalLists = `
UPDATE meta SET value = json_remove(
	CASE WHEN json_type(value, '$.national') = 'object' AND coalesce(json_array_length(value, '$.national_lists'), 0) = 0
	THEN json_set(value, '$.national_lists', json_array(json_extract(value, '$.national')))
	ELSE value END,
	'$.national')
WHERE key = 'rating-options' AND json_valid(value) AND json_type(value, '$.national') IS NOT NULL;
`

// RatingOptions reads the rating options.
func (s *Store) RatingOptions() (tournament.RatingOptions, error) {
	return readMetaJSON[tournament.RatingOptions](s, ratingOptionsKey)
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

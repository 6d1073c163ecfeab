package store

import "arbiter/tournament"

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
// after tournament.RatingOptions.Check.
func (s *Store) SetRatingOptions(o tournament.RatingOptions) error {
	return setMetaJSON(s, ratingOptionsKey, o, tournament.RatingOptions.Check, "ratings.options", "k", len(o.K))
}

package tournament

// RatingSource names the rating list the players' ratings, titles and
// birth years were last taken from, and its date (the rating period).
type RatingSource struct {
	List string `json:"list"`
	Date string `json:"date"`
}

// String names the list with its date: "FIDE 2026-11 (2026-11-01)".
func (r RatingSource) String() string {
	if r.Date == "" {
		return r.List
	}
	return r.List + " (" + r.Date + ")"
}

package tournament

import "strings"

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

// RatingLists are the rating lists the players' ratings were taken from:
// an update without a list named takes each player's from the newest list
// holding him, so that two lists may each give some. The list that gave
// the most players comes first.
type RatingLists []RatingSource

// String names the lists with their dates: "FIDE (2026-11-01), SSL (2026-11)".
func (l RatingLists) String() string {
	names := make([]string, len(l))
	for i, r := range l {
		names[i] = r.String()
	}
	return strings.Join(names, ", ")
}

// With is the lists with src among them: in place of a list of its name
// (another period of it), else after the others.
func (l RatingLists) With(src RatingSource) RatingLists {
	out := make(RatingLists, 0, len(l)+1)
	for _, r := range l {
		if r.List != src.List {
			out = append(out, r)
			continue
		}
		out = append(out, src)
		src = RatingSource{}
	}
	if src.List != "" {
		out = append(out, src)
	}
	return out
}

package rating

// NationalList is a federation's own rating list of the same Elo kind,
// rated beside FIDE's (Finland and Estonia run such lists): its name, K
// and floor are the event's settings, each player's rating on it the
// arbiter's entry. A zero K is the default: no national list.
type NationalList struct {
	Name    string        `json:"name,omitempty"`
	K       int           `json:"k,omitempty"`
	Floor   int           `json:"floor,omitempty"`
	Ratings map[int64]int `json:"ratings,omitempty"`
}

// On reports whether the event rates a national list.
func (n NationalList) On() bool { return n.K > 0 }

package rating

import "strings"

// NationalList is a federation's own rating list of the same Elo kind,
// rated beside FIDE's (Finland and Estonia run such lists): its name, the
// federation whose players it rates, K and floor are the event's
// settings, each player's rating on it the arbiter's entry. A zero K is
// the default: the list is switched off, its ratings kept. A list of no
// federation (a file of the time an event rated one list) rates every
// player.
type NationalList struct {
	Name       string        `json:"name,omitempty"`
	Federation string        `json:"federation,omitempty"`
	K          int           `json:"k,omitempty"`
	Floor      int           `json:"floor,omitempty"`
	Ratings    map[int64]int `json:"ratings,omitempty"`
}

// On reports whether the event rates the list.
func (n NationalList) On() bool { return n.K > 0 }

// OfFederation reports whether the list is the one of federation code fed
// ("fin" as "FIN"); a list of no federation is of none.
func (n NationalList) OfFederation(fed string) bool {
	f := strings.TrimSpace(n.Federation)
	return f != "" && strings.EqualFold(f, strings.TrimSpace(fed))
}

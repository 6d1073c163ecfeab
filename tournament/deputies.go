package tournament

import (
	"arbiter/engine"
	"arbiter/tournament/input"
	"strings"
)

// Deputy is one of the event's deputy arbiters: the arbiters' list on the
// paper and FIDE's forms names him (with his FIDE id), and with a PIN of
// his own he enters results at the venue pages, where the audit names him.
// Settings.Deputies is the same list as one text, names separated by ";".
type Deputy struct {
	Name   string `json:"name"`
	FIDEID string `json:"fide_id,omitempty"`
	// PIN says that he has a PIN for the venue pages; the PIN itself is
	// kept only as a hash, by the store.
	PIN bool `json:"pin"`
}

// Validate checks a deputy about to be added to those the event
// has: a name, which no other deputy has (letter case aside) and which
// holds no ";" (it separates the names in Settings.Deputies and TRF), and
// a FIDE id of digits.
func (d Deputy) Validate(others []Deputy) error {
	name := strings.TrimSpace(d.Name)
	if err := checkPersonName(name, "deputy.err.name-empty"); err != nil {
		return err
	}
	if strings.Contains(name, ";") {
		return engine.NewMessage("deputy.err.name-semicolon", "name", name)
	}
	if err := input.ValidateText(name); err != nil {
		return err
	}
	if err := input.CheckFIDEID(d.FIDEID); err != nil {
		return engine.NewMessage("event.err.player.fideid", "name", name, "id", d.FIDEID, "problem", err)
	}
	if _, ok := findDeputy(others, name); ok {
		return engine.NewMessage("deputy.err.duplicate", "name", name)
	}
	return nil
}

// findDeputy is the deputy of ds called name, letter case aside.
func findDeputy(ds []Deputy, name string) (Deputy, bool) {
	name = strings.TrimSpace(name)
	for _, d := range ds {
		if strings.EqualFold(d.Name, name) {
			return d, true
		}
	}
	return Deputy{}, false
}

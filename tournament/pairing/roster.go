package pairing

import (
	"arbiter/tournament"
	"arbiter/tournament/swiss"
)

// Roster is the players of an event by id with their start numbers, made
// once for a whole list: the numbers are the order of the whole field, so
// a list that asked StartNumbers once a line sorted the field once a line.
type Roster struct {
	number   map[int64]int
	name     map[int64]string
	byNumber map[int]int64 // by the pairing numbers the Dutch checker names
}

// NewRoster indexes ev's players as they are now.
func NewRoster(ev *tournament.Event) Roster {
	r := Roster{number: ev.StartNumbers(), name: make(map[int64]string, len(ev.Players)), byNumber: map[int]int64{}}
	for _, p := range ev.Players {
		r.name[p.ID] = p.Name
	}
	if ev.Settings.System.IndividualSwiss() {
		// The checker numbers the field 1…n in tournament.Event.SwissNumbers' order, which
		// a report's starting numbers with gaps keep but do not equal.
		for i, id := range ev.SwissNumbers() {
			r.byNumber[i+1] = id
		}
		return r
	}
	for _, p := range ev.Players {
		if n := r.number[p.ID]; n > 0 {
			r.byNumber[n] = p.ID
		}
	}
	return r
}

// Numbered is a player named by his start number.
type Numbered struct {
	Number int
	ID     int64
	Name   string
}

// Named returns the players a finding of a round check names by their
// pairing numbers (its "player", "white", "black" and, for the Dubov and
// Burstein checks, "other", "partner" and "given"), for the window, the
// command line and its JSON to name them alike.
func (r Roster) Named(f swiss.Finding) []Numbered {
	var out []Numbered
	for _, arg := range []string{"player", "white", "black", "other", "partner", "given"} {
		n, ok := f.Args[arg].(int)
		if !ok {
			continue
		}
		if id, ok := r.byNumber[n]; ok {
			out = append(out, Numbered{Number: r.number[id], ID: id, Name: r.name[id]})
		}
	}
	return out
}

// Player is the start number (0 while there is none) and the name of the
// player with that id; ok is false for an id not in the event.
func (r Roster) Player(id int64) (number int, name string, ok bool) {
	name, ok = r.name[id]
	return r.number[id], name, ok
}

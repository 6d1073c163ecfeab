package tournament

import (
	"sort"

	"arbiter/tournament/swiss"
)

// StartNumbers gives every player the number the event knows him by, the
// one printed beside his name in every list: in a Swiss the pairing
// number (his place on the initial ranking list, FIDE C.04.2, which
// SwissNumbers orders; the numbers a report gave, gaps included, while
// every player has his own, numberedSeats), in every other system the
// seat drawn for the round robin (0 until the seats are drawn). One function, so that the
// window, the command line and the paper never disagree.
func StartNumbers(ev *Event) map[int64]int {
	n := make(map[int64]int, len(ev.Players))
	if ev.Settings.System.IndividualSwiss() && !numberedSeats(ev) {
		for i, id := range SwissNumbers(ev) {
			n[id] = i + 1
		}
		return n
	}
	for _, p := range ev.Players {
		n[p.ID] = p.Seat
	}
	return n
}

// Roster is the players of an event by id with their start numbers, made
// once for a whole list: the numbers are the order of the whole field, so
// a list that asked StartNumbers once a line sorted the field once a line.
type Roster struct {
	number   map[int64]int
	name     map[int64]string
	byNumber map[int]int64 // by the pairing numbers the Dutch checker names
}

// NewRoster indexes ev's players as they are now.
func NewRoster(ev *Event) Roster {
	r := Roster{number: StartNumbers(ev), name: make(map[int64]string, len(ev.Players)), byNumber: map[int]int64{}}
	for _, p := range ev.Players {
		r.name[p.ID] = p.Name
	}
	if ev.Settings.System.IndividualSwiss() {
		// The checker numbers the field 1…n in SwissNumbers' order, which
		// a report's starting numbers with gaps keep but do not equal.
		for i, id := range SwissNumbers(ev) {
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

// ByStartNumber is the starting list: the players in the order of their
// start numbers (number is StartNumbers), those without one yet (before
// the draw of a round robin) after them in the order they were entered.
func ByStartNumber(ev *Event, number map[int64]int) []*Player {
	out := make([]*Player, len(ev.Players))
	for i := range ev.Players {
		out[i] = &ev.Players[i]
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := number[out[i].ID], number[out[j].ID]
		return a != 0 && (b == 0 || a < b)
	})
	return out
}

// numberedSeats reports whether every player of the event has a number of
// his own (a seat above 0, none twice): the starting numbers of an
// imported report, which stay as the file gives them, gaps included
// (players 1 to 6 and 8), and order the Swiss's pairing numbers.
func numberedSeats(ev *Event) bool {
	seen := make(map[int]bool, len(ev.Players))
	for _, p := range ev.Players {
		if p.Seat < 1 || seen[p.Seat] {
			return false
		}
		seen[p.Seat] = true
	}
	return len(ev.Players) > 0
}

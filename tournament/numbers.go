package tournament

// StartNumbers gives every player the number the event knows him by, the
// one printed beside his name in every list: in a Swiss the pairing
// number (his place on the initial ranking list, FIDE C.04.2, which
// SwissNumbers orders), in every other system the seat drawn for the
// round robin (0 until the seats are drawn). One function, so that the
// window, the command line and the paper never disagree.
func StartNumbers(ev *Event) map[int64]int {
	n := make(map[int64]int, len(ev.Players))
	if ev.Settings.System == SwissDutch {
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
	number map[int64]int
	name   map[int64]string
}

// NewRoster indexes ev's players as they are now.
func NewRoster(ev *Event) Roster {
	r := Roster{number: StartNumbers(ev), name: make(map[int64]string, len(ev.Players))}
	for _, p := range ev.Players {
		r.name[p.ID] = p.Name
	}
	return r
}

// Player is the start number (0 while there is none) and the name of the
// player with that id; ok is false for an id not in the event.
func (r Roster) Player(id int64) (number int, name string, ok bool) {
	name, ok = r.name[id]
	return r.number[id], name, ok
}

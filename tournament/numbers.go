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

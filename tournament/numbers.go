package tournament

import (
	"slices"
	"sort"
	"strconv"

	"arbiter/tournament/input"
)

// NameTold is player id's name as a message says it: with his number
// (StartNumbers) where another player of the event bears the same name,
// accents and case aside as the store's namesake rule and a search take
// it, "Jukka Mäkinen (21)", so that a message about one of two namesakes
// says which; the name alone otherwise, or while he has no number yet.
func (ev *Event) NameTold(id int64) string {
	p, ok := ev.Player(id)
	if !ok {
		return ""
	}
	for _, q := range ev.Players {
		if q.ID != id && input.NameKey(q.Name) == input.NameKey(p.Name) {
			if no := ev.StartNumbers()[id]; no > 0 {
				return p.Name + " (" + strconv.Itoa(no) + ")"
			}
			break
		}
	}
	return p.Name
}

// StartNumbers gives every player the number the event knows him by, the
// one printed beside his name in every list: in a Swiss the pairing
// number (his place on the initial ranking list, FIDE C.04.2, which
// SwissNumbers orders; the numbers a report gave, gaps included, while
// every player has his own, numberedSeats), in every other system the
// seat drawn for the round robin (0 until the seats are drawn). One function, so that the
// window, the command line and the paper never disagree.
func (ev *Event) StartNumbers() map[int64]int {
	n := make(map[int64]int, len(ev.Players))
	if ev.Settings.System.IndividualSwiss() && !numberedSeats(ev.Players) {
		for i, id := range ev.SwissNumbers() {
			n[id] = i + 1
		}
		return n
	}
	for _, p := range ev.Players {
		n[p.ID] = p.Seat
	}
	return n
}

// ByStartNumber is the starting list: the players in the order of their
// start numbers (number is StartNumbers), those without one yet (before
// the draw of a round robin) after them in the order they were entered.
func (ev *Event) ByStartNumber(number map[int64]int) []*Player {
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

// numberedSeats reports whether every one of the players has a number of
// his own (a seat above 0, none twice): the starting numbers of an
// imported report, which stay as the file gives them, gaps included
// (players 1 to 6 and 8), and order the Swiss's pairing numbers.
func numberedSeats(players []Player) bool {
	seen := make(map[int]bool, len(players))
	for _, p := range players {
		if p.Seat < 1 || seen[p.Seat] {
			return false
		}
		seen[p.Seat] = true
	}
	return len(players) > 0
}

// SeatsByHand reports whether a player's starting number may be typed:
// in every system but a Swiss, and in a Swiss whose numbers are the
// players' own (an imported report's, numberedSeats) before round 1 is
// paired, as its pairing numbers otherwise follow the ratings (FIDE
// C.04.2), which a number typed for one player would not change
// (PlayerAllowed refuses it), and once paired stay as they are (the
// numbers the store keeps as seats from round 4 among them).
func (ev *Event) SeatsByHand() bool {
	return !ev.Settings.System.IndividualSwiss() || numberedSeats(ev.Players) && !ev.Started()
}

// seatFollowsRatings reports whether p, added (ID 0) or changed among
// players, has a starting number other than the one he had that would
// not be his number in a Swiss: where, after it (and the swap SeatTaken
// makes), not every player has his own, StartNumbers follows the ratings.
func seatFollowsRatings(p Player, s Settings, players []Player) bool {
	if !s.System.IndividualSwiss() {
		return false
	}
	after := slices.Clone(players)
	i := slices.IndexFunc(after, func(q Player) bool { return q.ID == p.ID })
	if p.ID == 0 || i < 0 {
		if p.Seat == 0 {
			return false
		}
		after = append(after, p)
	} else {
		if after[i].Seat == p.Seat {
			return false
		}
		if other, ok := SeatTaken(players, p); ok {
			after[slices.IndexFunc(after, func(q Player) bool { return q.ID == other.ID })] = other
		}
		after[i] = p
	}
	return !numberedSeats(after)
}

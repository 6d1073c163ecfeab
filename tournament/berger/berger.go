// Package berger holds the round-robin tables: the Berger construction
// that the 1953 code's appendix and FIDE C.05 Annex 1 print, seat against
// seat, and the size of the table for a field. It knows no event; the
// event's round robin (tournament.Event.PairRoundRobin), the team round robin and
// the files that carry a table's rounds seat their players by it.
package berger

// SeatPair is one board of a round-robin table: the seat with White first.
type SeatPair struct{ White, Black int }

// Round returns round r (1-based) of the round-robin table for n
// seats (n even, r in 1…n−1) in the order the tables print it: the board
// of the highest seat first. It is the Berger construction the 1953 tables
// and FIDE C.05 Annex 1 use: seats i and j (both below n) meet in the round
// (i+j−2) mod (n−1) + 1, the lower seat having White when i+j is odd; seat
// n meets the seat p with 2p−2 ≡ r−1, taking White when p > n/2.
func Round(n, r int) []SeatPair {
	m := n - 1
	// p is the seat that meets seat n in round r: 2p−2 ≡ r−1 (mod m).
	p := 1
	for ; p <= m; p++ {
		if (2*p-2)%m == (r-1)%m {
			break
		}
	}
	pairs := make([]SeatPair, 0, n/2)
	if p > n/2 {
		pairs = append(pairs, SeatPair{n, p})
	} else {
		pairs = append(pairs, SeatPair{p, n})
	}
	wrap := func(s int) int { return ((s-1)%m+m)%m + 1 }
	for k := 1; k < n/2; k++ {
		i, j := wrap(p+k), wrap(p-k)
		lo, hi := min(i, j), max(i, j)
		if (i+j)%2 == 1 {
			pairs = append(pairs, SeatPair{lo, hi})
		} else {
			pairs = append(pairs, SeatPair{hi, lo})
		}
	}
	return pairs
}

// Play returns round r (1-based, over as many cycles as the event plays)
// of a round robin of n seats: the table's rounds in order, the colours
// reversed in every second cycle. With exchanged, the first cycle plays
// its last two rounds in the other order, as FIDE C.05 Annex 1 advises for
// a double round robin: the plain order gives seats 1 and n/2+1 one colour
// three rounds running where the cycles join.
func Play(n, r int, exchanged bool) []SeatPair {
	m := n - 1
	cycle, t := (r-1)/m, (r-1)%m+1
	if exchanged && cycle == 0 && m >= 3 && t >= m-1 {
		t = 2*m - 1 - t // m−1 ↔ m
	}
	pairs := Round(n, t)
	if cycle%2 == 1 {
		for i, p := range pairs {
			pairs[i] = SeatPair{White: p.Black, Black: p.White}
		}
	}
	return pairs
}

// Exchanged tells from round n−2 of an event as paired (met: whether two
// seats met in it) whether its first cycle plays its last two rounds
// exchanged (Play); told is false where that round holds no game of
// either (not yet paired), and the event's system decides.
func Exchanged(n int, met func(a, b int) bool) (exchanged, told bool) {
	if n < 4 {
		return false, false
	}
	for _, t := range []int{n - 2, n - 1} {
		for _, sp := range Round(n, t) {
			if met(sp.White, sp.Black) {
				return t == n-1, true
			}
		}
	}
	return false, false
}

// TableSize returns the number of seats of the round-robin table for a
// field of players: the field itself, or one more when it is odd (the
// highest seat is then the bye).
func TableSize(players int) int { return players + players%2 }

// Seated is round's boards whose two seats are taken, in the table's
// order, and the taken seat whose opponent's seat is empty: its holder
// has the bye (0 when none has). taken maps each seat taken to its holder.
func Seated[T any](round []SeatPair, taken map[int]T) (boards []SeatPair, bye int) {
	for _, sp := range round {
		_, white := taken[sp.White]
		_, black := taken[sp.Black]
		switch {
		case white && black:
			boards = append(boards, sp)
		case white:
			bye = sp.White
		case black:
			bye = sp.Black
		}
	}
	return boards, bye
}

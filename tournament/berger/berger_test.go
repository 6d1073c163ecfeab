package berger

import (
	"encoding/json"
	"slices"
	"strconv"
	"testing"

	"arbiter/internal/shareddata"
)

// The 1953 appendix prints the tables for 4…20 seats; ours must match them
// pair for pair, colour for colour and in board order. The 16-seat table
// lost its second board in every round in the scan, so for it the printed
// round must equal ours without board 2.
func TestBergerMatches1953Tables(t *testing.T) {
	data := shareddata.Read(t, "testdata/ussr1953-round-robin.json")
	var doc struct {
		Tables map[string]map[string][][2]int `json:"tables"`
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Tables) != 9 {
		t.Fatalf("expected the 9 tables for 4…20 seats, got %d", len(doc.Tables))
	}
	for seats, rounds := range doc.Tables {
		n, _ := strconv.Atoi(seats)
		if len(rounds) != n-1 {
			t.Errorf("%d seats: %d rounds printed, want %d", n, len(rounds), n-1)
		}
		for rs, printed := range rounds {
			r, _ := strconv.Atoi(rs)
			var want [][2]int
			for _, p := range Round(n, r) {
				want = append(want, [2]int{p.White, p.Black})
			}
			if n == 16 {
				want = slices.Delete(want, 1, 2)
			}
			if !slices.Equal(printed, want) {
				t.Errorf("%d seats, round %d:\nprinted %v\nours    %v", n, r, printed, want)
			}
		}
	}
}

// longestRun is the most rounds running in which a seat of the n-seat
// table has one colour, over rounds 1…rounds played by play.
func longestRun(n, rounds int, play func(r int) []SeatPair) int {
	most := 0
	for s := 1; s <= n; s++ {
		run, last := 0, 0
		for r := 1; r <= rounds; r++ {
			for _, sp := range play(r) {
				colour := 0
				switch s {
				case sp.White:
					colour = 1
				case sp.Black:
					colour = 2
				}
				if colour == 0 {
					continue
				}
				if colour == last {
					run++
				} else {
					run, last = 1, colour
				}
				most = max(most, run)
			}
		}
	}
	return most
}

// FIDE C.05 Annex 1: a double round robin plays the first cycle's last two
// rounds exchanged, so that no seat has one colour three rounds running
// where the cycles join; in the plain order, seats 1 and n/2+1 did.
func TestDoubleRoundRobinNeverThreeColoursRunning_C05Annex1(t *testing.T) {
	for n := 4; n <= 20; n += 2 {
		if got := longestRun(n, 2*(n-1), func(r int) []SeatPair { return Play(n, r, false) }); got != 3 {
			t.Errorf("%d seats in the plain order: %d rounds of one colour running, want the 3 the exchange mends", n, got)
		}
		if got := longestRun(n, 2*(n-1), func(r int) []SeatPair { return Play(n, r, true) }); got > 2 {
			t.Errorf("%d seats, the first cycle's last two rounds exchanged: %d rounds of one colour running", n, got)
		}
		// The second cycle is the table's order, colours reversed.
		for r := 1; r < n; r++ {
			second := Play(n, n-1+r, true)
			for i, sp := range Round(n, r) {
				if second[i] != (SeatPair{White: sp.Black, Black: sp.White}) {
					t.Errorf("%d seats, round %d of the second cycle: %v, want table round %d reversed", n, n-1+r, second, r)
					break
				}
			}
		}
		if !slices.Equal(Play(n, n-2, true), Round(n, n-1)) || !slices.Equal(Play(n, n-1, true), Round(n, n-2)) {
			t.Errorf("%d seats: the first cycle's last two rounds not exchanged", n)
		}
	}
}

// Exchanged reads a file's round n−2 for the order its first cycle was
// played in, and says nothing where that round has no game of the table.
func TestExchangedReadsRoundBeforeTheLast(t *testing.T) {
	n := 6
	metIn := func(rd []SeatPair) func(a, b int) bool {
		return func(a, b int) bool {
			return slices.ContainsFunc(rd, func(sp SeatPair) bool {
				return sp == SeatPair{a, b} || sp == SeatPair{b, a}
			})
		}
	}
	for _, tc := range []struct {
		name            string
		round           []SeatPair
		exchanged, told bool
	}{
		{"plain", Round(n, n-2), false, true},
		{"exchanged", Round(n, n-1), true, true},
		{"one game of the plain", Round(n, n-2)[1:2], false, true},
		{"not paired", nil, false, false},
	} {
		ex, told := Exchanged(n, metIn(tc.round))
		if ex != tc.exchanged || told != tc.told {
			t.Errorf("%s: exchanged %v told %v, want %v %v", tc.name, ex, told, tc.exchanged, tc.told)
		}
	}
}

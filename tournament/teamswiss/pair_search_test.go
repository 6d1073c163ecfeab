package teamswiss

import (
	"fmt"
	"math/rand"
	"testing"
)

// searchBracket is a random bracket of n teams: mostly one colour
// preference where sparse is set (so that few pairs cost nothing), some
// pairs already met or forbidden, two score levels with upfloaters that
// floated.
func searchBracket(rng *rand.Rand, n int, sparse bool) (*pairer, []*team) {
	p := &pairer{o: Options{Round: 4, Rounds: 9, TypeB: rng.Intn(2) == 0}, forbid: map[[2]int]bool{}}
	prefs := []string{"w2", "b2", "w1", "b1", ""}
	ts := make([]*team, n)
	for i := range ts {
		t := &team{Team: Team{TPN: i + 1, Floated: rng.Intn(4) == 0}, met: map[int]bool{}}
		if rng.Intn(3) == 0 {
			t.level = 1
		}
		t.pref = prefs[rng.Intn(len(prefs))]
		if sparse && rng.Intn(8) != 0 {
			t.pref = "w2"
		}
		ts[i] = t
	}
	for k := rng.Intn(n); k > 0; k-- {
		a, b := ts[rng.Intn(n)], ts[rng.Intn(n)]
		if rng.Intn(2) == 0 {
			a.met[b.TPN], b.met[a.TPN] = true, true
		} else {
			p.forbid[[2]int{a.TPN, b.TPN}], p.forbid[[2]int{b.TPN, a.TPN}] = true, true
		}
	}
	sortTeams(ts)
	return p, ts
}

// pairOK says whether bracket teams i < j may be paired under the roles
// and partners fixed, read from the teams themselves.
func pairOK(s *bracketSearch, i, j int) bool {
	return s.p.canMeet(s.bracket[i], s.bracket[j]) && s.role[i] != 2 && s.role[j] != 1 &&
		(s.partner[i] < 0 || s.partner[i] == j) && (s.partner[j] < 0 || s.partner[j] == i)
}

func pairCost(s *bracketSearch, i, j int) int64 {
	return s.p.cost(s.bracket[i], s.bracket[j], int64(len(s.bracket)+1))
}

// leastCost is the least cost of a pairing of the whole bracket under
// what is fixed, or -1, by trying every pairing (dynamic programming over
// the sets of teams paired).
func leastCost(s *bracketSearch) int64 {
	n := len(s.bracket)
	memo := make([]int64, 1<<n)
	for i := range memo {
		memo[i] = -2
	}
	var f func(mask int) int64
	f = func(mask int) int64 {
		if mask == 1<<n-1 {
			return 0
		}
		if memo[mask] != -2 {
			return memo[mask]
		}
		i := 0
		for mask&(1<<i) != 0 {
			i++
		}
		best := int64(-1)
		for j := i + 1; j < n; j++ {
			if mask&(1<<j) != 0 || !pairOK(s, i, j) {
				continue
			}
			if r := f(mask | 1<<i | 1<<j); r >= 0 && (best < 0 || r+pairCost(s, i, j) < best) {
				best = r + pairCost(s, i, j)
			}
		}
		memo[mask] = best
		return best
	}
	return f(0)
}

// freeExists is what free promises to find: the free teams fixed as top
// members and then the earliest free ones with no role, up to half the
// free teams, each given a later free team of no cost, none twice (Kuhn's
// augmenting paths on the pairs themselves), with every fixed pair of no
// cost.
func freeExists(s *bracketSearch) bool {
	n := len(s.bracket)
	var free []int
	for i := 0; i < n; i++ {
		if j := s.partner[i]; j > i && pairCost(s, i, j) != 0 {
			return false
		}
		if s.partner[i] < 0 {
			free = append(free, i)
		}
	}
	var tops []int
	isTop := make([]bool, n)
	for _, role := range []int{1, 0} {
		for _, i := range free {
			if s.role[i] == role && len(tops) < len(free)/2 {
				tops, isTop[i] = append(tops, i), true
			}
		}
	}
	owner := make([]int, n)
	for j := range owner {
		owner[j] = -1
	}
	var augment func(i int, seen []bool) bool
	augment = func(i int, seen []bool) bool {
		for _, j := range free {
			if j <= i || isTop[j] || seen[j] || !pairOK(s, i, j) || pairCost(s, i, j) != 0 {
				continue
			}
			seen[j] = true
			if owner[j] < 0 || augment(owner[j], seen) {
				owner[j] = i
				return true
			}
		}
		return false
	}
	for _, i := range tops {
		if !augment(i, make([]bool, n)) {
			return false
		}
	}
	return len(tops) == len(free)/2
}

// checkMate says what is wrong with s.mate as a pairing of the whole
// bracket under what is fixed, costing want.
func checkMate(s *bracketSearch, want int64) error {
	n := len(s.bracket)
	var total int64
	for i, j := range s.mate {
		if j < 0 || j >= n || j == i || s.mate[j] != i {
			return fmt.Errorf("team %d has partner %d: not a pairing %v", i, j, s.mate)
		}
		if i < j {
			if !pairOK(s, i, j) {
				return fmt.Errorf("pair %d–%d breaks the roles %v or partners %v, or may not meet", i, j, s.role, s.partner)
			}
			total += pairCost(s, i, j)
		}
	}
	if total != want {
		return fmt.Errorf("the pairing %v costs %d, not %d", s.mate, total, want)
	}
	return nil
}

// TestBracketSearchAgreesWithEveryPairing drives a bracket's search as
// pairBracket does — top members fixed earliest first, then each top
// member's partners tried one by one, each decision kept or undone, so
// that the weighted matching's edges are struck and given back between
// solves — and after each decision holds free and best to independent
// answers: free finds a pairing of no cost exactly where its kind of
// pairing exists, and what it gives is one; best's least cost is the least
// over every pairing (brackets up to 12 teams) and its pairing is a
// pairing of the bracket under the decisions at that cost. Brackets of
// more than 64 teams (two and three words a row of the bit sets) check
// free and best's pairing. Decisions follow the least cost, and one in
// five is kept where it leaves a pairing that costs more.
func TestBracketSearchAgreesWithEveryPairing(t *testing.T) {
	rng := rand.New(rand.NewSource(2026))
	for b := 0; b < 260; b++ {
		n := 2 * (1 + rng.Intn(6))
		if b%20 == 19 {
			n = 66 + 2*rng.Intn(50)
		}
		p, bracket := searchBracket(rng, n, rng.Intn(2) == 0)
		s := p.newBracketSearch(bracket)
		small := n <= 12
		check := func(what string) int64 {
			t.Helper()
			if !s.tooMany() {
				if got, want := s.free(), freeExists(s); got != want {
					t.Fatalf("bracket %d (%d teams) %s: free %v, want %v (roles %v, partners %v)", b, n, what, got, want, s.role, s.partner)
				} else if got {
					if err := checkMate(s, 0); err != nil {
						t.Fatalf("bracket %d (%d teams) %s: free's pairing: %v", b, n, what, err)
					}
				}
			}
			got := s.best()
			if small {
				if want := leastCost(s); got != want {
					t.Fatalf("bracket %d (%d teams) %s: least cost %d, want %d (roles %v, partners %v)", b, n, what, got, want, s.role, s.partner)
				}
			}
			if got >= 0 {
				if err := checkMate(s, got); err != nil {
					t.Fatalf("bracket %d (%d teams) %s: best's pairing: %v", b, n, what, err)
				}
			}
			return got
		}
		optimum := check("with nothing fixed")
		if optimum < 0 {
			continue
		}
		// keep: the decision holds the optimum, or, one in five, it
		// still leaves a pairing.
		keep := func(c int64) bool {
			return c == optimum || (c >= 0 && rng.Intn(5) == 0)
		}
		for i := 0; i < n; i++ {
			s.role[i] = 1
			if !keep(check(fmt.Sprintf("team %d top", i))) {
				s.role[i] = 2
				check(fmt.Sprintf("team %d bottom", i))
			}
		}
		for i := 0; i < n; i++ {
			if s.role[i] != 1 {
				continue
			}
			for j := i + 1; j < n; j++ {
				if s.role[j] != 2 || s.partner[j] >= 0 || !p.canMeet(bracket[i], bracket[j]) {
					continue
				}
				s.partner[i], s.partner[j] = j, i
				if keep(check(fmt.Sprintf("partners %d–%d", i, j))) {
					break
				}
				s.partner[i], s.partner[j] = -1, -1
			}
		}
		check("at the end")
	}
}

// TestBracketSearchKeepsNoForbiddenPair changes what is fixed in any
// order — a team's role set or taken back, a pair fixed or let go — and
// solves after each change, so that the weighted matching kept from
// search to search strikes and gives back edges from either team of a
// pair: its least cost must stay the least over every pairing under what
// is fixed now, its pairing one of them.
func TestBracketSearchKeepsNoForbiddenPair(t *testing.T) {
	rng := rand.New(rand.NewSource(1953))
	for b := 0; b < 150; b++ {
		n := 4 + 2*rng.Intn(5)
		p, bracket := searchBracket(rng, n, false)
		s := p.newBracketSearch(bracket)
		for step := 0; step < 40; step++ {
			i, j := rng.Intn(n), rng.Intn(n)
			switch {
			case s.partner[i] >= 0:
				s.partner[s.partner[i]], s.partner[i] = -1, -1
			case rng.Intn(3) > 0 || i >= j || s.partner[j] >= 0 || !p.canMeet(bracket[i], bracket[j]):
				s.role[i] = rng.Intn(3)
			default: // a pair is fixed as pairBracket fixes one
				s.role[i], s.role[j] = 1, 2
				s.partner[i], s.partner[j] = j, i
			}
			got, want := s.best(), leastCost(s)
			if got != want {
				t.Fatalf("bracket %d (%d teams) step %d: least cost %d, want %d (roles %v, partners %v)", b, n, step, got, want, s.role, s.partner)
			}
			if got >= 0 {
				if err := checkMate(s, got); err != nil {
					t.Fatalf("bracket %d (%d teams) step %d: %v", b, n, step, err)
				}
			}
		}
	}
}

package team

import (
	"arbiter/tournament/seats"
	"arbiter/tournament/standings"
	"cmp"
	"slices"
	"strings"
)

// Direct encounter and its extended forms for team events, as FIDE's
// tie-break program (TieBreakServer 1.9.57) computes them. Each is a
// sequence of steps applied to every group of teams still tied: P the
// primary score (match points, or game points where they come first) the
// tied teams scored against each other, S the other score likewise, and, for two teams left
// tied, C their match(es) weighted by board number, T board k of their
// match(es) (one step per board) and B their match(es) without the
// bottom board, then without the last two, …. A step is repeated while it
// separates anyone; the sequence starts over after any separation and
// ends when a whole pass separates no one (or after 30 steps, as that
// program stops). Its /P modifier ("-p") counts a forfeited match between
// tied teams as played, which a round robin always does.

// teamEncounterSteps are the steps of each tie-break, boards the event's
// number of boards.
func teamEncounterSteps(base string, boards int) string {
	t, b := strings.Repeat("T", boards), strings.Repeat("B", max(boards-1, 0))
	return map[string]string{"de": "P", "ede": "PS", "edec": "PSC", "edet": "PS" + t, "edeb": "PS" + b,
		"edebt": "PSC" + t, "edebb": "PSC" + b}[base]
}

// teamEncounterLoops is where FIDE's program stops repeating the steps.
const teamEncounterLoops = 30

// encounterPlaces places the teams of each tied group by direct-encounter
// tie-break base (with asPlayed, forfeits between them as played): 1 for
// a group's best, equal places shared, 0 for every team of a group it
// separates not at all. All groups go through the steps together, as in
// FIDE's program, whose step limit counts the steps of all groups.
func (s *teamStanding) encounterPlaces(base string, asPlayed bool, groups [][]int) map[int]int {
	steps := teamEncounterSteps(base, s.ev.TeamOptions.Boards)
	// val is each team's place so far, counted from 1 over the whole
	// table: a group starting at place r stays within r … r+len-1.
	val := map[int]int{}
	start := map[int]int{}
	var order []int
	for _, g := range groups {
		for _, i := range g {
			val[i], start[i] = len(order)+1, len(order)+1
		}
		order = append(order, g...)
	}
	more := map[int]bool{}
	for _, i := range order {
		more[i] = true
	}
	changed := slices.Repeat([]bool{true}, len(steps))
	step := 0
	for loop := 1; ; loop++ {
		changes := 0
		for lo, hi := range standings.Runs(len(order), func(a, b int) bool { return val[order[a]] == val[order[b]] }) {
			sub := order[lo:hi]
			if more[sub[0]] {
				c := 0
				if len(sub) > 1 {
					c = s.encounterStep(steps, step, sub, val, asPlayed)
				}
				for _, i := range sub {
					more[i] = c > 0 && loop < teamEncounterLoops
				}
				changes += c
			}
		}
		changed[step] = changes > 0
		if changes == 0 {
			step = (step + 1) % len(steps)
			for _, i := range order {
				more[i] = true
			}
		} else {
			for k := range changed {
				changed[k] = true
			}
		}
		if !slices.Contains(changed, true) || loop >= teamEncounterLoops {
			break
		}
		slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(val[a], val[b]) })
	}
	places := map[int]int{}
	for _, g := range groups {
		split := slices.ContainsFunc(g, func(i int) bool { return val[i] != val[g[0]] })
		for _, i := range g {
			if split {
				places[i] = val[i] - start[i] + 1
			}
		}
	}
	return places
}

// encounterStep applies step steps[k] to a group of teams of equal place
// (sub) and says how many places it changed; a board step (C, T, B)
// applies to two teams only, and reports no change even where it
// separates them, as FIDE's program does (so the steps after it still
// run).
func (s *teamStanding) encounterStep(steps string, k int, sub []int, val map[int]int, asPlayed bool) int {
	boards := s.ev.TeamOptions.Boards
	score := map[byte]func(g tround) float64{'m': func(g tround) float64 { return float64(g.Match) }, 'g': func(g tround) float64 { return g.Games.Float() }}
	most := map[byte]float64{'m': float64(s.ev.TeamOptions.MatchWin), 'g': float64(boards)}
	p, o := s.scores()
	switch f := steps[k]; f {
	case 'P':
		return s.encounterRank(sub, val, asPlayed, score[p], most[p])
	case 'S':
		return s.encounterRank(sub, val, asPlayed, score[o], most[o])
	default:
		if len(sub) != 2 {
			return 0
		}
		// pos: how many steps of its kind came before it.
		pos := strings.Count(steps[:k], string(f))
		weight := func(b int) float64 { // b counts from 0
			switch f {
			case 'C':
				return float64(b + 1)
			case 'T':
				return float64(map[bool]int{true: 1}[b == pos])
			}
			return float64(map[bool]int{true: 1}[b < boards-1-pos])
		}
		s.encounterRank(sub, val, asPlayed, func(g tround) float64 {
			sum := 0.0
			for b, p := range g.Boards {
				sum += weight(b) * p.Float()
			}
			return sum
		}, 1)
		return 0
	}
}

// encounterRank places a group of equal place by the score (of a round)
// its teams made against each other, win the most one match can give:
// when all have met (always in a round robin), by that score; in a Swiss
// where some have not, a team goes above the rest only when none of them
// could still reach its score. It returns the number of places changed.
func (s *teamStanding) encounterRank(sub []int, val map[int]int, asPlayed bool, score func(tround) float64, win float64) int {
	cur := val[sub[0]]
	metmax := len(sub) - 1
	all := true
	type tally struct {
		i          int
		got, most  float64
		met        int
		perOpp     map[int]float64
		oppCounted map[int]bool
	}
	ts := make([]tally, len(sub))
	for j, i := range sub {
		t := tally{i: i, perOpp: map[int]float64{}, oppCounted: map[int]bool{}}
		for _, g := range s.games[i] {
			if g.Opponent == 0 || !(g.Played || asPlayed || s.rr) {
				continue
			}
			o := s.idx[g.Opponent]
			if val[o] != cur {
				continue
			}
			p := score(g)
			if t.oppCounted[o] {
				// Met again: FIDE's program keeps the average of the
				// earlier figure and this one, and counts one opponent
				// met in all.
				t.got -= t.perOpp[o]
				t.perOpp[o] = (t.perOpp[o] + p) / 2
				t.got += t.perOpp[o]
				t.met = 1
				continue
			}
			t.oppCounted[o], t.perOpp[o] = true, p
			t.met++
			t.got += p
		}
		t.most = t.got
		if !s.rr && t.met < metmax {
			all = false
			t.most += float64(metmax-t.met) * win
		}
		ts[j] = t
	}
	number := seats.TeamNumbers(s.ev)
	slices.SortStableFunc(ts, func(a, b tally) int {
		c := cmp.Compare(b.got, a.got)
		if !all {
			c = cmp.Or(c, cmp.Compare(b.most, a.most))
		}
		return cmp.Or(c, cmp.Compare(number[s.teams[a.i].ID], number[s.teams[b.i].ID]))
	})
	changes := 0
	rank, crank, unique := cur, cur, true
	for j := 1; j < len(ts); j++ {
		rank++
		prev := ts[j-1].got
		if all {
			if ts[j].got != prev {
				crank = rank
				changes++
			}
		} else {
			best := 0.0
			for _, t := range ts[j:] {
				best = max(best, t.most)
			}
			if unique && prev > best {
				crank = rank
				changes++
			} else {
				unique = false
			}
		}
		val[ts[j].i] = crank
	}
	return changes
}

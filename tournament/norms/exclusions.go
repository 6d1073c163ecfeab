package norms

import (
	"fmt"
	"math"
	"slices"

	"arbiter/tournament"
)

// MaxExclusionCases bounds the ways B.01 1.4.2b may treat a player's
// unrated opponents that the title-norm forecast weighs. Past it the
// forecast of that player is not computed (ForecastNotComputed), rather
// than guessed.
const MaxExclusionCases = 256

// exclusionCase is one way the remaining games may leave a player's
// unrated opponents in or out of his norm (1.4.2b): the remaining games of
// the completion set so that normCases counts and leaves out those
// opponents as this case does, the player's own games among them still to
// weigh (free), and the half points his games that the case decides give
// him (fixed).
type exclusionCase struct {
	results []tournament.Result
	free    []int
	fixed   int
}

// exclusionCases are the cases of 1.4.2b for player id that together hold
// every outcome of the remaining games: in a round robin an unrated player
// who has scored nothing against the rated ones is left out if he scores
// nothing in his remaining games against them either. Each such opponent
// still open is either left out — his rated opponents win their remaining
// games against him — or counted: he scores in a game against another
// rated player, or, where the candidate's game is the only one left
// against a rated player, the candidate does not win it (each such result
// a case of its own). Opponents alike in everything B.01 asks (federation,
// title, the candidate's played games against them, their games left) are
// exchangeable, so the cases count how many of them go each way: the
// number of cases is polynomial in the opponents of one class, and ok is
// false when it passes MaxExclusionCases. own are the player's remaining
// games (indices into c.Remaining), forfeits the games after withdrawals.
func exclusionCases(c *Completion, forfeits []tournament.Result, gone map[int64]int, own []int, id int64) ([]exclusionCase, bool) {
	base := exclusionCase{results: slices.Clone(forfeits), free: own}
	for _, i := range own {
		base.results[i] = tournament.Draw
	}
	players := map[int64]tournament.Player{}
	for _, p := range c.Event().Players {
		players[p.ID] = p
	}
	zero := zeroScoringUnrated(c.With(forfeits), players)
	if len(zero) == 0 {
		return []exclusionCase{base}, true
	}
	x := exclusions{c: c, id: id, rated: players[id].Rating > 0}
	keys, classes := x.openOpponents(gone, players, zero)
	// Each class's cases are its multisets of options: how many of its
	// members take each.
	total := 1
	perClass := make([][][]int, len(keys))
	last := make([]int, len(keys))
	for k, key := range keys {
		perClass[k] = classCounts(len(classes[key][0].options()), len(classes[key]))
		last[k] = len(perClass[k]) - 1
		if total *= len(perClass[k]); total > MaxExclusionCases {
			return nil, false
		}
	}
	var out []exclusionCase
	eachCount(last, math.MaxInt, func(pick []int) bool {
		xc := exclusionCase{results: slices.Clone(base.results), free: slices.Clone(base.free)}
		for k, key := range keys {
			members := classes[key]
			opts := members[0].options()
			m := 0
			for j, n := range perClass[k][pick[k]] {
				for range n {
					x.apply(&xc, members[m], opts[j])
					m++
				}
			}
		}
		out = append(out, xc)
		return true
	})
	return out, true
}

// exclusions are the cases' making for candidate id of the completion c,
// rated or not.
type exclusions struct {
	c     *Completion
	id    int64
	rated bool
}

// openOpponent is an unrated opponent of the candidate whom the remaining
// games may still leave in or out: his remaining games against the
// candidate (mine) and against other rated players (others), indices into
// Completion.Remaining.
type openOpponent struct {
	id           int64
	mine, others []int
}

// openOpponents are the candidate's opponents who scored nothing against
// the rated (zero) and whom the remaining games may still leave in or
// out, by class (keys in the order met): alike in federation, title, the
// candidate's played results against them and their games left, so
// exchangeable in every case.
func (x exclusions) openOpponents(gone map[int64]int, players map[int64]tournament.Player, zero map[int64]bool) ([]string, map[string][]openOpponent) {
	ev := x.c.Event()
	classes := map[string][]openOpponent{}
	var keys []string
	seen := map[int64]bool{}
	for _, rd := range ev.Rounds {
		for _, g := range rd.Pairings {
			u := g.White
			if u == x.id {
				u = g.Black
			} else if g.Black != x.id {
				continue
			}
			if g.IsBye() || !zero[u] || seen[u] {
				continue
			}
			seen[u] = true
			o := openOpponent{id: u}
			for _, i := range ownGames(x.c, gone, u) {
				r := x.c.Remaining[i]
				switch opp := r.White + r.Black - u; {
				case opp == x.id:
					o.mine = append(o.mine, i)
				case players[opp].Rating > 0:
					o.others = append(o.others, i)
				}
			}
			if len(o.others) == 0 && (!x.rated || len(o.mine) == 0) {
				continue // left out whatever happens, as the event stands
			}
			p := players[u]
			key := fmt.Sprint(p.Federation, "/", p.Title, "/", playedAgainst(ev, x.id, u), "/", len(o.mine), "/", len(o.others) > 0)
			if _, ok := classes[key]; !ok {
				keys = append(keys, key)
			}
			classes[key] = append(classes[key], o)
		}
	}
	return keys, classes
}

// playedAgainst are candidate id's half points in his games played
// against u, in round order.
func playedAgainst(ev *tournament.Event, id, u int64) []int {
	var played []int
	for _, rd := range ev.Rounds {
		for _, q := range rd.Pairings {
			if q.Result.Played() && (q.White == id && q.Black == u || q.Black == id && q.White == u) {
				w, b := q.Result.Scores()
				if q.Black == id {
					w = b
				}
				played = append(played, int(w))
			}
		}
	}
	return played
}

// exclusionOption sets an open opponent's games in a case: out, or
// counted with the candidate's games against him free or set to one of
// the results that do not win them all.
type exclusionOption struct {
	out    bool
	scores []int // the candidate's half points in his games against the opponent; nil: free
}

// options are the ways o's games may go: out, and counted either by a
// game against another rated player or, where he has none left, by the
// candidate not winning all of his against him.
func (o openOpponent) options() []exclusionOption {
	opts := []exclusionOption{{out: true}}
	if len(o.others) > 0 {
		return append(opts, exclusionOption{})
	}
	eachOutcome(len(o.mine), func(s []int) {
		if slices.ContainsFunc(s, func(h int) bool { return h < 2 }) {
			opts = append(opts, exclusionOption{scores: slices.Clone(s)})
		}
	})
	return opts
}

// apply sets o's games in case xc as opt has them.
func (x exclusions) apply(xc *exclusionCase, o openOpponent, opt exclusionOption) {
	for _, i := range o.others {
		// A rated player's win over him leaves him at nothing; a draw
		// gives him a point against the rated.
		if opt.out {
			g := x.c.Remaining[i]
			xc.results[i] = resultFor(g, g.White+g.Black-o.id, 2)
		} else {
			xc.results[i] = tournament.Draw
		}
	}
	scores := opt.scores
	if opt.out && x.rated {
		scores = slices.Repeat([]int{2}, len(o.mine))
	}
	for k, i := range o.mine {
		if scores == nil {
			continue
		}
		xc.results[i] = resultFor(x.c.Remaining[i], x.id, scores[k])
		xc.fixed += scores[k]
		xc.free = slices.DeleteFunc(xc.free, func(j int) bool { return j == i })
	}
}

// classCounts are the ways n members of a class may take opts options:
// how many take each, the counts summing to n.
func classCounts(opts, n int) [][]int {
	var out [][]int
	bound := slices.Repeat([]int{n}, opts)
	eachCount(bound, n, func(counts []int) bool {
		if sum(counts) == n {
			out = append(out, slices.Clone(counts))
		}
		return true
	})
	return out
}

func sum(xs []int) int {
	s := 0
	for _, x := range xs {
		s += x
	}
	return s
}

// eachOutcome calls f with every score of n games, each 0, 1 or 2 half
// points.
func eachOutcome(n int, f func(scores []int)) {
	eachCount(slices.Repeat([]int{2}, n), 2*n, func(scores []int) bool {
		f(scores)
		return true
	})
}

// resultFor is the game's result that gives player id half half points.
func resultFor(g RemainingGame, id int64, half int) tournament.Result {
	switch {
	case half == 1:
		return tournament.Draw
	case (half == 2) == (g.White == id):
		return tournament.WhiteWins
	}
	return tournament.BlackWins
}

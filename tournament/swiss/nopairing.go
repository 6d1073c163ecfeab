package swiss

import (
	"slices"
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/tournament/matching"
)

// NoPairing refuses a round that no pairing makes under the absolute
// criteria, as bbpPairings refuses one ("No valid pairing exists"): [C1]
// no two players meet twice (and the forbidden pairs), [C2] no second
// pairing-allocated bye (nor one after a win without playing), [C3] no
// two players of the same absolute colour preference. It names the
// players who cannot all be given an opponent or the bye (those a
// pairing of the most players may leave out, the set D of the
// Gallai–Edmonds decomposition of the graph of allowed pairs) and what
// keeps each of them from the others. The three systems' criteria are
// numbered alike (C.04.3, C.04.4.1 and C.04.4.2 all say [C1]–[C3]).
type NoPairing struct {
	engine.Message
	Players []int   // pairing numbers, ascending
	Blocks  []Block // by player, then rule
	// Others are the players outside Players whom one of them may meet:
	// too few to pair them all.
	Others []int
}

// Block is one reason a player of NoPairing stays unpaired: Rule "met"
// ([C1]), "forbidden" or "colour" ([C3]) against the players Others;
// "bye" or "won" ([C2]) for the bye, taken or earned without playing in
// Round.
type Block struct {
	Player int
	Rule   string
	Others []int
	Round  int
}

// Named is the refusal as a message whose players are number(n) for
// pairing number n, the headline adding name(n): the event names its
// players by start number and name, where the pairing numbers them 1…n.
func (e *NoPairing) Named(number func(int) int, name func(int) string) *engine.Message {
	label := func(ns []int) string {
		parts := make([]string, len(ns))
		for i, n := range ns {
			parts[i] = strconv.Itoa(number(n))
		}
		return strings.Join(parts, ", ")
	}
	heads := make([]string, len(e.Players))
	for i, n := range e.Players {
		heads[i] = strconv.Itoa(number(n))
		if s := name(n); s != "" {
			heads[i] += " " + s
		}
	}
	reasons := make([]engine.Message, 0, len(e.Blocks)+1)
	for _, b := range e.Blocks {
		reasons = append(reasons, *engine.NewMessage("swiss.nopairing."+b.Rule,
			"player", strconv.Itoa(number(b.Player)), "others", label(b.Others), "count", len(b.Others), "round", b.Round))
	}
	if len(e.Others) > 0 {
		reasons = append(reasons, *engine.NewMessage("swiss.nopairing.others", "others", label(e.Others), "count", len(e.Others)))
	}
	return engine.NewMessage("swiss.err.nopairing", "players", strings.Join(heads, ", "), "reasons", reasons)
}

// noPairing explains why the players of d.sorted have no pairing in
// which every pair may meet (mayMeet, the system's [C1] and [C3]) and,
// in an odd field, the bye goes to a player [C2] allows.
func (d *dutch) noPairing(mayMeet func(a, b *pstate) bool) error {
	ps := slices.Clone(d.sorted)
	slices.SortFunc(ps, func(a, b *pstate) int { return a.id - b.id })
	n := len(ps)
	var edges []matching.Edge
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			if mayMeet(ps[i], ps[j]) {
				edges = append(edges, matching.Edge{I: i, J: j, W: 1})
			}
		}
	}
	odd := n%2 == 1
	if odd {
		// The bye is one more vertex, met by the players [C2] allows.
		for i, s := range ps {
			if s.eligible {
				edges = append(edges, matching.Edge{I: i, J: n, W: 1})
			}
		}
	}
	size := n + len(ps)%2
	in := make([]bool, size)
	for _, v := range matching.Deficient(size, edges) {
		in[v] = true
	}
	e := &NoPairing{}
	others := make([]bool, n)
	for _, ed := range edges {
		if ed.J < n && in[ed.I] != in[ed.J] {
			others[ed.I], others[ed.J] = others[ed.I] || !in[ed.I], others[ed.J] || !in[ed.J]
		}
	}
	forbidden := map[[2]int]bool{}
	for _, f := range d.in.Forbidden {
		forbidden[f], forbidden[[2]int{f[1], f[0]}] = true, true
	}
	for i, s := range ps {
		if others[i] {
			e.Others = append(e.Others, s.id)
		}
		if !in[i] {
			continue
		}
		e.Players = append(e.Players, s.id)
		var met, banned, colour []int
		for j, o := range ps {
			switch {
			case !in[j] || j == i || mayMeet(s, o):
			case playedAgainst(s, o.id):
				met = append(met, o.id)
			case forbidden[[2]int{s.id, o.id}]:
				banned = append(banned, o.id)
			default:
				colour = append(colour, o.id)
			}
		}
		for _, b := range []Block{{Rule: "met", Others: met}, {Rule: "forbidden", Others: banned}, {Rule: "colour", Others: colour}} {
			if len(b.Others) > 0 {
				b.Player = s.id
				e.Blocks = append(e.Blocks, b)
			}
		}
		if odd && !s.eligible {
			e.Blocks = append(e.Blocks, d.byeBlock(s))
		}
	}
	e.Message = *e.Named(func(n int) int { return n }, func(int) string { return "" })
	return e
}

// playedAgainst reports whether s has played o over the board.
func playedAgainst(s *pstate, o int) bool {
	return slices.ContainsFunc(s.p.History, func(r Round) bool { return r.Kind == Played && r.Opponent == o })
}

// byeBlock is why [C2] denies s the bye: the first round it had the
// pairing-allocated bye ("bye") or scored a win without playing ("won").
func (d *dutch) byeBlock(s *pstate) Block {
	for r, h := range s.p.History {
		if h.Kind != Played && h.Points >= d.in.Scoring.Win {
			rule := "won"
			if h.Kind == PairingBye {
				rule = "bye"
			}
			return Block{Player: s.id, Rule: rule, Round: r + 1}
		}
	}
	return Block{Player: s.id, Rule: "bye"}
}

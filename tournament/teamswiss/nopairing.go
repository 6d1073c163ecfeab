package teamswiss

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/tournament/matching"
)

// noPairing refuses a round no pairing makes under the absolute criteria
// ([C1] two teams meet once, and the forbidden pairs; [C2] no second
// pairing-allocated bye), as the individual systems refuse one: it names
// the teams that cannot all be given an opponent or the bye (those a
// pairing of the most teams may leave out, matching.Deficient) and what
// keeps each of them from the others.
func (p *pairer) noPairing(ts []*team) error {
	ts = slices.Clone(ts)
	sortTeams(ts)
	n := len(ts)
	var edges []matching.Edge
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			if p.canMeet(ts[i], ts[j]) {
				edges = append(edges, matching.Edge{I: i, J: j, W: 1})
			}
		}
		if n%2 == 1 && !ts[i].NoBye {
			edges = append(edges, matching.Edge{I: i, J: n, W: 1})
		}
	}
	in := make([]bool, n+n%2)
	for _, v := range matching.Deficient(len(in), edges) {
		in[v] = true
	}
	var named, others []string
	var reasons []engine.Message
	for _, ed := range edges {
		for _, v := range []int{ed.I, ed.J} {
			if u := ed.I + ed.J - v; u < n && v < n && in[u] && !in[v] && !slices.Contains(others, ts[v].label()) {
				others = append(others, ts[v].label())
			}
		}
	}
	for i, t := range ts {
		if !in[i] {
			continue
		}
		named = append(named, t.label())
		var met, banned []string
		for j, o := range ts {
			switch {
			case !in[j] || j == i || p.canMeet(t, o):
			case t.met[o.TPN]:
				met = append(met, o.label())
			default:
				banned = append(banned, o.label())
			}
		}
		for _, r := range []struct {
			key  string
			list []string
		}{{"teams.nopairing.met", met}, {"teams.nopairing.forbidden", banned}} {
			if len(r.list) > 0 {
				reasons = append(reasons, *engine.NewMessage(r.key, "team", t.label(), "others", strings.Join(r.list, ", "), "count", len(r.list)))
			}
		}
		if n%2 == 1 && t.NoBye {
			reasons = append(reasons, *engine.NewMessage("teams.nopairing.bye", "team", t.label()))
		}
	}
	if len(others) > 0 {
		reasons = append(reasons, *engine.NewMessage("teams.nopairing.others", "others", strings.Join(others, ", "), "count", len(others)))
	}
	return engine.NewMessage("teams.err.swiss.nopairing", "teams", strings.Join(named, ", "), "reasons", reasons)
}

// label names a team in a refusal: its name, or its TPN where the caller
// gave none.
func (t *team) label() string {
	return cmp.Or(t.Name, strconv.Itoa(t.TPN))
}

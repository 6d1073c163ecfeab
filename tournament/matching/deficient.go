package matching

// Deficient names the vertices some maximum-cardinality matching of the
// graph leaves unmatched (the set D of the Gallai–Edmonds decomposition),
// in increasing order: when a graph has no perfect matching they are the
// vertices to blame, where the one matching's unmatched vertices would be
// a choice among them. Each vertex is tested by matching the graph
// without it, O(n⁴) in all: callers use it to explain a refusal, on
// fields small enough to have no legal pairing. Above maxDeficient
// vertices it names the unmatched vertices of one maximum matching.
func Deficient(n int, edges []Edge) []int {
	best := MaxCardinality(n, edges)
	size := matched(best)
	var out []int
	for v := 0; v < n; v++ {
		if best[v] < 0 {
			out = append(out, v)
			continue
		}
		if n > maxDeficient {
			continue
		}
		var rest []Edge
		for _, e := range edges {
			if e.I != v && e.J != v {
				rest = append(rest, e)
			}
		}
		if matched(MaxCardinality(n, rest)) == size {
			out = append(out, v)
		}
	}
	return out
}

// maxDeficient bounds the vertices Deficient tests one by one.
const maxDeficient = 200

// matched counts the matched vertices of a matching.
func matched(mate []int) int {
	c := 0
	for _, w := range mate {
		if w >= 0 {
			c++
		}
	}
	return c
}

package matching

import (
	"cmp"
	"fmt"
	"math/rand"
	"slices"
	"testing"
)

// bruteBest returns the maximum total weight of a matching by exhaustive
// search.
func bruteBest(n int, w [][]int64) int64 {
	used := make([]bool, n)
	var rec func(i int) int64
	rec = func(i int) int64 {
		for i < n && used[i] {
			i++
		}
		if i >= n {
			return 0
		}
		used[i] = true
		best := rec(i + 1)
		for j := i + 1; j < n; j++ {
			if !used[j] && w[i][j] > 0 {
				used[j] = true
				if v := w[i][j] + rec(i+1); v > best {
					best = v
				}
				used[j] = false
			}
		}
		used[i] = false
		return best
	}
	return rec(0)
}

func matchedWeight(t *testing.T, m *Matcher, w [][]int64) int64 {
	t.Helper()
	var total int64
	for v := 0; v < m.n; v++ {
		x := m.mate[v]
		if x < 0 {
			continue
		}
		if m.mate[x] != v {
			t.Fatalf("mate of %d is %d but mate of %d is %d", v, x, x, m.mate[x])
		}
		if !m.alive[v] || !m.alive[x] {
			t.Fatalf("removed vertex matched: %d-%d", v, x)
		}
		if w[v][x] <= 0 {
			t.Fatalf("non-edge %d-%d matched", v, x)
		}
		if v < x {
			total += w[v][x]
		}
	}
	return total
}

// zeroWeights is the weights of n vertices without an edge among them.
func zeroWeights(n int) [][]int64 {
	w := make([][]int64, n)
	for i := range w {
		w[i] = make([]int64, n)
	}
	return w
}

// randomGraph makes a Matcher of 2 to 12 vertices with three edges in four
// present, of weights 1 to at most maxWeight shifted by 0, 300 or 600
// bits, and returns it with its weights (w, unshifted) and set, which
// draws edge (i, j) again. In half the graphs the vertices fall in up to
// three classes, so that edges share references and keep their differences
// short or, when shifted, whole.
func randomGraph(rng *rand.Rand, maxWeight int) (n int, w [][]int64, m *Matcher, set func(i, j int)) {
	n = 2 + rng.Intn(11)
	shift := uint(rng.Intn(3) * 300)
	maxw := int64(1 + rng.Intn(maxWeight))
	w = zeroWeights(n)
	cls := ownClasses(n) // half the graphs put each vertex in a class of its own
	if rng.Intn(2) == 0 {
		for i := range cls {
			cls[i] = int32(rng.Intn(3))
		}
	}
	m = New(n, 610, nil, cls)
	set = func(i, j int) {
		v := int64(0)
		if rng.Intn(4) > 0 {
			v = 1 + rng.Int63n(maxw)
		}
		w[i][j], w[j][i] = v, v
		m.SetWeight(i, j, small(uint64(v)).Shl(shift))
	}
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			set(i, j)
		}
	}
	return n, w, m, set
}

func TestMatcherRandom(t *testing.T) {
	iters := 2000
	if testing.Short() {
		iters = 300
	}
	rng := rand.New(rand.NewSource(1))
	for iter := 0; iter < iters; iter++ {
		n, w, m, set := randomGraph(rng, 20)
		m.Solve()
		if got, want := matchedWeight(t, m, w), bruteBest(n, w); got != want {
			t.Fatalf("iter %d: weight %d, want %d (w=%v)", iter, got, want, w)
		}
		// Change the edges of a few vertices and solve again; sometimes
		// remove a vertex for good, as pairing a bracket does.
		for step := 0; step < 4; step++ {
			v := rng.Intn(n)
			if rng.Intn(3) == 0 && m.alive[v] {
				m.Remove(v)
				for j := 0; j < n; j++ {
					w[v][j], w[j][v] = 0, 0
				}
				m.Solve()
				if got, want := matchedWeight(t, m, w), bruteBest(n, w); got != want {
					t.Fatalf("iter %d step %d: after removal weight %d, want %d", iter, step, got, want)
				}
				continue
			}
			for j := 0; j < n; j++ {
				if j != v && m.alive[v] && m.alive[j] && rng.Intn(2) == 0 {
					set(v, j)
				}
			}
			m.Solve()
			if got, want := matchedWeight(t, m, w), bruteBest(n, w); got != want {
				t.Fatalf("iter %d step %d: weight %d, want %d", iter, step, got, want)
			}
		}
	}
}

// TestBlossomSetsHoldTheirVertices: each of the two sets of blossoms'
// vertices (see topSet) that serves a top-level blossom holds exactly its
// vertices and counts them, after every solve of the random graphs and
// their changes, so that a scan passing over its blossom's bits and a new
// blossom relabelling them from the set miss none and add none.
func TestBlossomSetsHoldTheirVertices(t *testing.T) {
	rng := rand.New(rand.NewSource(23))
	check := func(iter int, m *Matcher) {
		for i := range m.sets {
			s := &m.sets[i]
			if !m.serves(s) {
				continue
			}
			want := make([]uint64, m.hw)
			vs := m.leaves(s.b, nil)
			for _, x := range vs {
				want[x>>6] |= 1 << (x & 63)
			}
			if !slices.Equal(s.bits, want) || s.size != len(vs) {
				t.Fatalf("iter %d: set %d of blossom %d holds %x (%d), want %x (%d)", iter, i, s.b, s.bits, s.size, want, len(vs))
			}
		}
	}
	served := 0
	for iter := range 800 {
		n, _, m, set := randomGraph(rng, 20)
		m.Solve()
		check(iter, m)
		for range 4 {
			v := rng.Intn(n)
			for j := range n {
				if j != v && rng.Intn(2) == 0 {
					set(v, j)
				}
			}
			m.Solve()
			check(iter, m)
			for i := range m.sets {
				if m.serves(&m.sets[i]) {
					served++
				}
			}
		}
	}
	if served == 0 {
		t.Fatal("no set served a blossom after a solve: the test checks nothing")
	}
}

// TestIndexedSmallGraphs: the random graphs again with the index of
// residues made as in a large graph (indexFrom), since small graphs no
// longer make it: a scan must take the same tight edges either way.
func TestIndexedSmallGraphs(t *testing.T) {
	defer func(v int) { indexFrom = v }(indexFrom)
	indexFrom = 0
	TestMatcherRandom(t)
	TestScanTightTakesEveryTightEdge(t)
}

// TestExcludedIsSound: an edge the kept duals exclude is in no
// maximum-weight matching, after a solve and after pairs of some maximum
// matching, not always the Matcher's, are taken out without solving again
// (as a bracket settles its players one by one, some by an exchange).
// Small weights make many ties, where a careless exclusion would show; some
// exclusions must come from the blossoms' duals alone.
func TestExcludedIsSound(t *testing.T) {
	iters := 1500
	if testing.Short() {
		iters = 200
	}
	rng := rand.New(rand.NewSource(2))
	excluded, byBlossom := 0, 0
	for iter := 0; iter < iters; iter++ {
		n, w, m, _ := randomGraph(rng, 6)
		m.Solve()
		if !m.keptOK {
			t.Fatal("no duals kept after a solve")
		}
		without := func(a, b int) [][]int64 {
			c := make([][]int64, n)
			for i := range c {
				c[i] = append([]int64(nil), w[i]...)
			}
			for j := 0; j < n; j++ {
				c[a][j], c[j][a], c[b][j], c[j][b] = 0, 0, 0, 0
			}
			return c
		}
		for round := 0; ; round++ {
			best := bruteBest(n, w)
			var held [][2]int // the edges some maximum matching holds
			for i := 0; i < n; i++ {
				for j := i + 1; j < n; j++ {
					if w[i][j] == 0 {
						continue
					}
					in := w[i][j]+bruteBest(n, without(i, j)) == best
					if in {
						held = append(held, [2]int{i, j})
					}
					if !m.Excluded(i, j) {
						continue
					}
					excluded++
					if in {
						t.Fatalf("iter %d round %d: edge %d-%d excluded but in a maximum matching (w=%v)", iter, round, i, j, w)
					}
					if !vertexSlack(m, i, j) {
						byBlossom++
					}
				}
			}
			if len(held) == 0 {
				break
			}
			e := held[rng.Intn(len(held))]
			w = without(e[0], e[1])
			m.Remove(e[0])
			m.Remove(e[1])
		}
	}
	if excluded == 0 || byBlossom == 0 {
		t.Fatalf("%d edges excluded, %d of them by the blossoms' duals: the test does not reach them", excluded, byBlossom)
	}
}

// vertexSlack reports whether the kept vertex duals alone leave edge (i,j)
// more than half a weight unit of slack.
func vertexSlack(m *Matcher, i, j int) bool {
	var a, b Weight
	k := m.k
	copy(a[:k], m.kept[i*k:(i+1)*k])
	copy(b[:k], m.kept[j*k:(j+1)*k])
	r := a.Add(b).Sub(m.weight2(i, j))
	return small(1<<scale).lessN(r, k)
}

// TestStartKeepsTheOptimum solves graphs of a few hundred vertices in a few
// classes, with weights by pair of classes (in every other graph plus small
// differences) and some edges missing, once from the duals of a sample
// (start) and once from settled duals alone: both must find matchings of
// the same weight, and without the differences start must have matched
// most vertices before the stages.
func TestStartKeepsTheOptimum(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for iter := 0; iter < 8; iter++ {
		nc := 2 + rng.Intn(2)
		n := nc*startSample*startLeast + rng.Intn(60)
		shift := uint(rng.Intn(2) * 200)
		base := make([][]int64, nc)
		for a := range base {
			base[a] = make([]int64, nc)
			for b := range base[a] {
				base[a][b] = 1000 + rng.Int63n(1000)
			}
		}
		cls := randomClasses(rng, n, nc)
		w := zeroWeights(n)
		for i := 0; i < n; i++ {
			for j := i + 1; j < n; j++ {
				if rng.Intn(20) == 0 {
					continue
				}
				v := base[cls[i]][cls[j]]
				if iter%2 == 1 && rng.Intn(4) == 0 {
					v += rng.Int63n(40) - 20
				}
				w[i][j], w[j][i] = v, v
			}
		}
		// solve returns the weight of the matching found and how many
		// vertices start matched.
		solve := func(cls []int32) (weight int64, started int) {
			m := New(n, 420, nil, cls)
			for i := 0; i < n; i++ {
				for j := i + 1; j < n; j++ {
					if w[i][j] != 0 {
						m.SetWeight(i, j, small(uint64(w[i][j])).Shl(shift))
					}
				}
			}
			m.fresh = false // start is called here, to see what it did
			m.start()
			for _, x := range m.mate {
				if x >= 0 {
					started++
				}
			}
			m.Solve()
			return matchedWeight(t, m, w), started
		}
		got, started := solve(cls)
		want, _ := solve(ownClasses(n))
		if got != want {
			t.Fatalf("iter %d: %d vertices in %d classes: from the sample's duals %d, settled %d", iter, n, nc, got, want)
		}
		if iter%2 == 0 && started < n/2 {
			t.Errorf("iter %d: start matched %d of %d vertices", iter, started, n)
		}
	}
}

// ownClasses puts each of n vertices in a class of its own.
func ownClasses(n int) []int32 {
	cls := make([]int32, n)
	for i := range cls {
		cls[i] = int32(i)
	}
	return cls
}

// classWeights draws a weight for each ordered pair of k classes (index
// k*a+b), 0, no edge, one time in five.
func classWeights(rng *rand.Rand, k int) []uint64 {
	w := make([]uint64, k*k)
	for c := range w {
		if rng.Intn(5) > 0 {
			w[c] = 1 + uint64(rng.Intn(50))
		}
	}
	return w
}

// TestSetByClassIsSetWeight sets graphs by class and edge by edge, with
// some edges among the first vertices set before (sharing references with
// the classes set after, or not), and requires the same weights and the
// same optimum.
func TestSetByClassIsSetWeight(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for iter := 0; iter < 400; iter++ {
		n := 2 + rng.Intn(11)
		nc := 1 + rng.Intn(4)
		cls := randomClasses(rng, n, nc)
		from := rng.Intn(n)
		classW := classWeights(rng, 4)
		shift := uint(rng.Intn(2) * 300)
		meets := make([][]bool, n)
		for i := range meets {
			meets[i] = make([]bool, n)
			for j := range meets[i] {
				meets[i][j] = rng.Intn(4) > 0
			}
		}
		weight := func(i, j int) Weight { return small(classW[cls[i]*4+cls[j]]).Shl(shift) }
		byEdge, byClass := New(n, 360, nil, cls), New(n, 360, nil, cls)
		w := zeroWeights(n)
		// The edges among the first vertices, weights of their own.
		for j := 1; j < from; j++ {
			for i := 0; i < j; i++ {
				v := int64(rng.Intn(60))
				w[i][j], w[j][i] = v, v
				byEdge.SetWeight(i, j, small(uint64(v)).Shl(shift))
				byClass.SetWeight(i, j, small(uint64(v)).Shl(shift))
			}
		}
		for j := from; j < n; j++ {
			for i := 0; i < j; i++ {
				v, x := weight(i, j), int64(classW[cls[i]*4+cls[j]])
				if !meets[i][j] {
					v, x = Weight{}, 0
				}
				w[i][j], w[j][i] = x, x
				byEdge.SetWeight(i, j, v)
			}
		}
		rows, at := make([][]uint64, n), make([]int, n)
		for i := range n {
			rows[i], at[i] = make([]uint64, (n+63)/64), i
			for j := range n {
				if meets[i][j] {
					rows[i][j/64] |= 1 << (j % 64)
				}
			}
		}
		byClass.SetByClass(from, weight, rows, at)
		sameEdges(t, byClass, byEdge, n, "iter %d (from %d, classes %v), by class", iter, from, cls)
		byEdge.Solve()
		byClass.Solve()
		if a, b := matchedWeight(t, byEdge, w), matchedWeight(t, byClass, w); a != b || a != bruteBest(n, w) {
			t.Fatalf("iter %d: optimum %d by edge, %d by class, %d by search", iter, a, b, bruteBest(n, w))
		}
	}
}

// TestSetByClassLargeIsSetWeight is TestSetByClassIsSetWeight over
// several words of vertices: SetByClass reads a meets row a word at a
// time where the vertices' places in it (at) run on, bit by bit where
// they do not, and copies each row's bits to the lower rows in blocks of
// 64, so rows and runs that start and end inside a word, rows read only
// one way round (meets[i] for i < j) and pairs of classes set before
// must give the edges and weights that SetWeight gives edge by edge.
func TestSetByClassLargeIsSetWeight(t *testing.T) {
	rng := rand.New(rand.NewSource(8))
	for iter := 0; iter < 30; iter++ {
		n := 60 + rng.Intn(200)
		nc := 1 + rng.Intn(5)
		cls := randomClasses(rng, n, nc)
		// Places in a field of players: the first vertices scattered,
		// the rest one run from an arbitrary place.
		at := make([]int, n)
		scattered := rng.Intn(n / 2)
		p := rng.Intn(70)
		for i := range at {
			if i < scattered {
				p += 1 + rng.Intn(3)
			} else {
				p++
			}
			at[i] = p
		}
		field := p + 1 + rng.Intn(100)
		rows := make([][]uint64, n)
		for i := range rows {
			rows[i] = make([]uint64, (field+63)/64)
			for x := range field {
				if rng.Intn(4) > 0 {
					rows[i][x/64] |= 1 << (x % 64)
				}
			}
		}
		meets := func(i, j int) bool { return rows[i][at[j]/64]&(1<<(at[j]%64)) != 0 }
		from := rng.Intn(n)
		classW := classWeights(rng, nc)
		weight := func(i, j int) Weight { return small(classW[int(cls[i])*nc+int(cls[j])]) }
		byEdge, byClass := New(n, 60, nil, cls), New(n, 60, nil, cls)
		for j := 1; j < from; j++ {
			for i := 0; i < j; i++ {
				if rng.Intn(3) == 0 {
					v := small(uint64(rng.Intn(60)))
					byEdge.SetWeight(i, j, v)
					byClass.SetWeight(i, j, v)
				}
			}
		}
		for j := from; j < n; j++ {
			for i := 0; i < j; i++ {
				v := weight(i, j)
				if !meets(i, j) {
					v = Weight{}
				}
				byEdge.SetWeight(i, j, v)
			}
		}
		byClass.SetByClass(from, weight, rows, at)
		sameEdges(t, byClass, byEdge, n, "iter %d (n %d, from %d, %d scattered), by class", iter, n, from, scattered)
	}
}

// TestTranspose64 compares the transpose with one bit by bit.
func TestTranspose64(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	var a, b [64]uint64
	for r := range a {
		a[r] = rng.Uint64()
	}
	b = a
	transpose64(&b)
	for r := range 64 {
		for c := range 64 {
			if (a[r]>>c)&1 != (b[c]>>r)&1 {
				t.Fatalf("element (%d,%d) not moved to (%d,%d)", r, c, c, r)
			}
		}
	}
}

// TestLeanIsWeight gives favoured vertices leans, sets some of their
// edges while leaning, strikes some, changes the leans and the favoured
// set, and requires after each step the weights and optimum that the same edges
// set one by one give.
func TestLeanIsWeight(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	for iter := 0; iter < 300; iter++ {
		g := newLeanGraph(t, iter, rng)
		g.m.Solve()
		for step := range 4 {
			var vs []int
			var leans []int64
			for v := range g.n {
				g.fav[v], g.lean[v] = rng.Intn(3) > 0, 0
				if g.fav[v] {
					g.lean[v] = int64(rng.Intn(9)) - 3
					vs, leans = append(vs, v), append(leans, g.lean[v])
				}
			}
			g.m.Favour(vs, leans)
			g.check(fmt.Sprint("favour ", step))
			for _, v := range vs {
				g.lean[v] = int64(rng.Intn(9)) - 3
				g.m.SetLean(v, g.lean[v])
			}
			g.check(fmt.Sprint("lean ", step))
			g.setWhileLeaning(rng, vs)
			g.check(fmt.Sprint("set ", step))
			// Pairs struck, as a bracket's roles strike them, leaning or
			// not (Cut reads a weight without a difference or a lean in
			// place).
			for range 3 {
				i, j := rng.Intn(g.n), rng.Intn(g.n)
				if i != j {
					g.base[i][j], g.base[j][i] = 0, 0
					g.m.Cut(i, j)
				}
			}
			g.check(fmt.Sprint("cut ", step))
		}
	}
}

// leanGraph is TestLeanIsWeight's matcher beside the weights it was
// given (base, without leans) and the favoured vertices' leans.
type leanGraph struct {
	t       *testing.T
	iter, n int
	m       *Matcher
	w, base [][]int64
	fav     []bool
	lean    []int64
}

// newLeanGraph is a random graph of 2 to 12 vertices in three classes,
// three edges in four set.
func newLeanGraph(t *testing.T, iter int, rng *rand.Rand) *leanGraph {
	n := 2 + rng.Intn(11)
	cls := randomClasses(rng, n, 3)
	g := &leanGraph{t: t, iter: iter, n: n, m: New(n, 60, nil, cls), w: make([][]int64, n), base: make([][]int64, n),
		fav: make([]bool, n), lean: make([]int64, n)}
	for i := range g.base {
		g.w[i], g.base[i] = make([]int64, n), make([]int64, n)
	}
	for j := range n {
		for i := range j {
			if rng.Intn(4) > 0 {
				v := 4 + rng.Int63n(40)
				g.base[i][j], g.base[j][i] = v, v
				g.m.SetWeight(i, j, small(uint64(v)))
			}
		}
	}
	return g
}

// check compares every edge and the optimum with the weights base plus
// the leans.
func (g *leanGraph) check(step string) {
	t, n := g.t, g.n
	for i := range n {
		for j := range n {
			g.w[i][j] = 0
			if i != j && g.base[i][j] > 0 {
				g.w[i][j] = g.base[i][j]
				if g.fav[i] && g.fav[j] {
					g.w[i][j] += g.lean[min(i, j)]
				}
			}
		}
	}
	for i := range n {
		for j := range n {
			if i != j && g.m.Get(i, j).Cmp(small(uint64(g.w[i][j]))) != 0 {
				t.Fatalf("iter %d %s: edge %d-%d weighs %v, want %d", g.iter, step, i, j, g.m.Get(i, j)[0], g.w[i][j])
			}
		}
	}
	g.m.Solve()
	if got, want := matchedWeight(t, g.m, g.w), bruteBest(n, g.w); got != want {
		t.Fatalf("iter %d %s: matched %d, optimum %d", g.iter, step, got, want)
	}
}

// setWhileLeaning sets three random edges, which keep their lean (weights
// kept positive, as the brackets keep them), and changes some of the
// favoured vertices' leans vs.
func (g *leanGraph) setWhileLeaning(rng *rand.Rand, vs []int) {
	for range 3 {
		i, j := rng.Intn(g.n), rng.Intn(g.n)
		if i == j {
			continue
		}
		v := int64(0)
		if rng.Intn(4) > 0 {
			v = 4 + rng.Int63n(40)
		}
		g.base[i][j], g.base[j][i] = v, v
		add := int64(0)
		if g.fav[i] && g.fav[j] && v > 0 {
			add = g.lean[min(i, j)]
		}
		g.m.SetWeight(i, j, small(uint64(v+add)))
	}
	for _, v := range vs {
		if rng.Intn(2) == 0 {
			g.lean[v] = int64(rng.Intn(5))
			g.m.SetLean(v, g.lean[v])
		}
	}
}

// TestScanTightTakesEveryTightEdge: the first scan of a vertex, which
// skips the edges whose slack's residue is not zero, takes every tight
// edge (the later scan would take one it missed, so the matching alone
// would not show a wrong residue, only the time). Edges with
// differences to their classes' weights, whole weights and leans on both
// sides each shift the residue another way.
func TestScanTightTakesEveryTightEdge(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	checked := 0
	for range 5000 {
		n, _, m, _ := randomGraph(rng, 3) // small weights: many tight edges
		if rng.Intn(2) == 0 {
			favourSome(rng, m, func() int64 { return int64(rng.Intn(5)) })
		}
		m.Solve()
		for v := range n {
			if m.mate[v] >= 0 || !m.alive[v] {
				continue // only an exposed vertex roots a tree
			}
			m.clearTrees()
			for _, x := range m.live {
				m.ru[x] = residue(&m.u[x], m.k)
			}
			m.assignLabel(v, 1, -1, -1)
			if m.scanTight(v) {
				break // augmented: the trees are gone
			}
			for _, w := range m.live {
				if w == v || !m.edge(v, w) || m.inBlossom[v] == m.inBlossom[w] {
					continue
				}
				if s := m.slack(v, w); s.positiveP(m.k) {
					continue
				}
				checked++
				if !m.isAllowed(v, w) && m.label[w] != 2 {
					t.Fatalf("tight edge %d-%d not taken", v, w)
				}
			}
		}
	}
	if checked < 500 {
		t.Fatalf("only %d tight edges checked", checked)
	}
}

// TestMayBeTightKeepsEveryTightEdge: pairTight's test by residue, which
// passes over an edge without reading its slack, keeps every edge between
// two vertices in no blossom whose slack is zero (none is below zero under
// an optimum's duals), and rules out edges with slack: with edges weighing their
// class's reference, differing from it, kept whole, and carrying the lean
// of either end, the earlier or the later.
func TestMayBeTightKeepsEveryTightEdge(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	tight, ruledOut := 0, 0
	for range 3000 {
		n, _, m, _ := randomGraph(rng, 3) // small weights: many tight edges
		if rng.Intn(2) == 0 {
			favourSome(rng, m, func() int64 { return int64(rng.Intn(5)) })
		}
		m.Solve()
		for _, x := range m.live {
			m.ru[x] = residue(&m.u[x], m.k)
		}
		for i := range n {
			for j := range n {
				if i == j || !m.edge(i, j) || m.inBlossom[i] != i || m.inBlossom[j] != j {
					continue // pairTight's edges join vertices in no blossom
				}
				s := m.slack(i, j)
				switch {
				case s.negativeN(m.k):
					t.Fatalf("edge %d-%d: slack %x below zero", i, j, s[:m.k])
				case s.isZeroN(m.k):
					tight++
					if !m.mayBeTight(i, j) {
						t.Fatalf("tight edge %d-%d ruled out", i, j)
					}
				case !m.mayBeTight(i, j):
					ruledOut++
				}
			}
		}
	}
	if tight < 1000 || ruledOut < 1000 {
		t.Fatalf("%d tight edges and %d ruled out: too few to tell", tight, ruledOut)
	}
}

// TestResidueIsAdditive: the residue of a sum or difference of signed
// numbers of k words is the sum or difference of their residues, carries
// and signs included, and a number of weight units has the residue of its
// words.
func TestResidueIsAdditive(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	word := func() uint64 {
		switch rng.Intn(4) {
		case 0:
			return 0
		case 1:
			return ^uint64(0)
		}
		return rng.Uint64()
	}
	for range 20000 {
		k := 1 + rng.Intn(8)
		var a, b Weight
		for x := range k {
			a[x], b[x] = word(), word()
		}
		sum, diff := a.Add(b), a.Sub(b)
		// Only k words are kept: the numbers are read as signed there.
		for x := k; x < Words; x++ {
			ext := uint64(int64(sum[k-1]) >> 63)
			sum[x], diff[x] = ext, uint64(int64(diff[k-1])>>63)
		}
		if int64(a[k-1]) < 0 == (int64(b[k-1]) < 0) && int64(sum[k-1]) < 0 != (int64(a[k-1]) < 0) {
			continue // the sum overflows k words
		}
		if int64(a[k-1]) < 0 != (int64(b[k-1]) < 0) && int64(diff[k-1]) < 0 != (int64(a[k-1]) < 0) {
			continue
		}
		ra, rb := residue(&a, k), residue(&b, k)
		if got, want := residue(&sum, k), addM(ra, rb); got != want {
			t.Fatalf("k=%d: residue of %x + %x is %d, want %d", k, a[:k], b[:k], got, want)
		}
		if got, want := residue(&diff, k), subM(ra, rb); got != want {
			t.Fatalf("k=%d: residue of %x - %x is %d, want %d", k, a[:k], b[:k], got, want)
		}
		d := int64(rng.Uint64()) >> rng.Intn(64)
		var u Weight
		addUnits(&u, d, 3)
		if got, want := unitResidue(d), residue(&u, 3); got != want {
			t.Fatalf("residue of %d units is %d, want %d", d, got, want)
		}
	}
}

// TestRankDualsKeepsTheOrder: the numbers rankDuals and setDual give the
// duals, and the leaning vertices' duals less their leans, order them as
// the duals are ordered, equal ones alike, through new duals that use up
// the room between two numbers; the numbers are spread again in place
// (renumber), not made afresh by sorting the duals, and the classes' lists
// (listing) stay in the order of their numbers.
func TestRankDualsKeepsTheOrder(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	for iter := range 100 {
		n := 14 + rng.Intn(40)
		m := New(n, 200, nil, randomClasses(rng, n, 1+rng.Intn(4)))
		m.listing = iter%2 == 1
		dual := func() Weight {
			var u Weight
			u[0], u[1], u[2] = uint64(rng.Intn(4))<<40, uint64(rng.Intn(3)), uint64(rng.Intn(2))
			return u
		}
		favourSome(rng, m, func() int64 { return int64(rng.Intn(3)) << (40 - scale - 1) })
		for v := range n {
			m.u[v] = dual()
		}
		m.rankDuals()
		check := func() {
			var vals []Weight
			var nums []uint64
			for _, v := range m.live {
				vals, nums = append(vals, m.u[v]), append(nums, m.rank[v])
				if m.leans(v) {
					vals, nums = append(vals, m.leaningDual(v)), append(nums, m.leanRank[v])
				}
			}
			for a := range vals {
				for b := range vals {
					if got, want := nums[a] < nums[b], lessP(&vals[a], &vals[b], m.k); got != want {
						t.Fatalf("duals %x and %x: numbers %d and %d", vals[a][:m.k], vals[b][:m.k], nums[a], nums[b])
					}
				}
			}
			if !m.listing {
				return
			}
			for c := range m.nc {
				var plain, leaning []int
				for _, v := range m.live {
					if int(m.cls[v]) == c {
						plain = append(plain, v)
						if m.leans(v) {
							leaning = append(leaning, v)
						}
					}
				}
				for _, l := range []struct {
					got, want []int
					key       []uint64
				}{{m.byClass[c], plain, m.rank}, {m.leanClass[c], leaning, m.leanRank}} {
					if !slices.IsSortedFunc(l.got, func(a, b int) int { return cmp.Compare(l.key[a], l.key[b]) }) {
						t.Fatalf("class %d listed %v, not in the order of their numbers", c, l.got)
					}
					if got := slices.Sorted(slices.Values(l.got)); !slices.Equal(got, l.want) {
						t.Fatalf("class %d lists %v, want %v", c, got, l.want)
					}
				}
			}
		}
		check()
		m.rankKeys = nil // made again only by rankDuals
		least := m.u[slices.MinFunc(m.live, func(a, b int) int { return cmpWords(m.u[a][:m.k], m.u[b][:m.k]) })]
		for i := range 3 * n {
			v := rng.Intn(n)
			u := dual()
			if i < 40 {
				// Just above the least dual, closer each time, so that
				// the room between two numbers runs out.
				u = least
				u[0] += 1 << (39 - i)
			}
			m.setDual(v, u)
			check()
		}
		if m.rankKeys != nil {
			t.Fatalf("iter %d: the duals were numbered afresh", iter)
		}
	}
}

// TestLeastDualIsLeast: leastDual, grouping edges by class and comparing
// the duals one by one or by number, is the greatest of an edge's weight
// less its other end's dual (and zero), over every edge: with edges
// weighing their class's reference, differing from it, kept whole, and
// carrying the earlier end's lean.
func TestLeastDualIsLeast(t *testing.T) {
	rng := rand.New(rand.NewSource(13))
	for iter := range 200 {
		n := 2 + rng.Intn(40)
		m := New(n, 610, nil, randomClasses(rng, n, 3))
		shift := uint(rng.Intn(3) * 300)
		for j := range n {
			for i := range j {
				if rng.Intn(4) > 0 {
					m.SetWeight(i, j, small(uint64(1+rng.Intn(6))).Shl(shift))
				}
			}
		}
		favourSome(rng, m, func() int64 { return int64(rng.Intn(5)) })
		for v := range n {
			m.u[v] = small(uint64(rng.Intn(8))).Shl(shift + scale + 1)
		}
		for v := range n {
			var want, need Weight
			for j := range n {
				if j != v && m.edge(v, j) {
					need = m.weight2(v, j).Sub(m.u[j])
					if lessP(&want, &need, m.k) {
						want = need
					}
				}
			}
			m.ranked = false
			if got := m.leastDual(v); !slices.Equal(got[:m.k], want[:m.k]) {
				t.Fatalf("iter %d: least dual of %d is %x, want %x", iter, v, got[:m.k], want[:m.k])
			}
			m.rankDuals()
			if got := m.leastDual(v); !slices.Equal(got[:m.k], want[:m.k]) {
				t.Fatalf("iter %d: least dual of %d by number is %x, want %x", iter, v, got[:m.k], want[:m.k])
			}
		}
		m.ranked = false
	}
}

// TestOpenKeepsTheGroupsThatHaveAVertex: while settle lists the classes,
// open keeps of a vertex's groups of edges to a class (see groups) exactly
// those that have a live vertex with an edge and no difference on their
// side, as going through the class's list finds them; and the least duals
// found by the lists, open asked after openFor of them, are the least
// duals every edge gives. The graphs have classes of more than openFor
// vertices, edges struck, differences, leans and removed vertices.
func TestOpenKeepsTheGroupsThatHaveAVertex(t *testing.T) {
	rng := rand.New(rand.NewSource(17))
	for iter := range 60 {
		n := 40 + rng.Intn(160)
		m := New(n, 100, nil, randomClasses(rng, n, 1+rng.Intn(3)))
		for j := range n {
			for i := range j {
				switch r := rng.Intn(10); {
				case r < 4: // no edge: whole groups empty
				case r == 4:
					m.SetWeight(i, j, small(uint64(10+rng.Intn(6))))
				default:
					m.SetWeight(i, j, small(uint64(20+int(m.cls[i])+3*int(m.cls[j]))))
				}
			}
		}
		favourSome(rng, m, func() int64 { return int64(rng.Intn(3)) })
		for range rng.Intn(n / 4) {
			m.Remove(rng.Intn(n))
		}
		m.Solve()
		for _, v := range m.live {
			m.u[v] = small(uint64(rng.Intn(30))).Shl(scale + 1)
		}
		m.listing = true
		m.rankDuals()
		for _, v := range m.live {
			d := dualSearch{m: m, v: v, k: m.k, row: m.hasRow(v), deltas: m.deltaRow(v),
				leaning: m.favoured[v], leansAfter: m.leans(v)}
			skip := make([]uint64, m.hw)
			for _, j := range m.spec[v] {
				if m.deltaAt(v, int(j)) != 0 {
					skip[j>>6] |= 1 << (j & 63)
				}
			}
			for c := range m.nc {
				a, f, e, _ := d.groups(c)
				var wa, wf, we bool
				for _, j := range m.byClass[c] {
					if j == v || !m.edge(v, j) || m.deltaAt(v, j) != 0 {
						continue
					}
					switch {
					case j > v && d.leansAfter && m.favoured[j]:
						wf = f
					case j > v:
						wa = a
					case d.leaning && m.leans(j):
					default:
						we = e
					}
				}
				if ga, gf, ge := d.open(c, skip, a, f, e); ga != wa || gf != wf || ge != we {
					t.Fatalf("iter %d: vertex %d, class %d: open keeps %v %v %v of %v %v %v, want %v %v %v",
						iter, v, c, ga, gf, ge, a, f, e, wa, wf, we)
				}
			}
			var want, need Weight
			for _, j := range m.live {
				if j != v && m.edge(v, j) {
					need = m.weight2(v, j).Sub(m.u[j])
					if lessP(&want, &need, m.k) {
						want = need
					}
				}
			}
			if got := m.leastDual(v); !slices.Equal(got[:m.k], want[:m.k]) {
				t.Fatalf("iter %d: least dual of %d by the lists is %x, want %x", iter, v, got[:m.k], want[:m.k])
			}
		}
		m.ranked, m.listing = false, false
	}
}

// TestLeastSlackIsLeast: leastSlack, bounding the slacks by class and
// going through few vertices' edges, finds the least slack below the bound
// of an edge from an S-vertex to a vertex outside the trees, and
// (halved) between two S-blossoms, as going through every edge finds it:
// with edges weighing their class's reference, differing from it, kept
// whole, or carrying a lean, and vertices in blossoms of a few vertices.
func TestLeastSlackIsLeast(t *testing.T) {
	rng := rand.New(rand.NewSource(17))
	found := 0
	for iter := range 400 {
		m, shift := slackGraph(rng)
		n := m.n
		for kind, target := range []func(int) bool{
			func(w int) bool { return m.label[m.inBlossom[w]] == 0 },
			func(w int) bool { return m.label[m.inBlossom[w]] == 1 },
		} {
			half := kind == 1
			want, wantEdge := leastSlackByScan(m, target, half)
			bound := small(uint64(rng.Intn(14))).Shl(shift + scale + 1)
			got, e := m.leastSlack(target, bound, half)
			if !wantEdge || !lessP(&want, &bound, m.k) {
				if e >= 0 {
					t.Fatalf("iter %d kind %d: found %x below %x, want none", iter, kind, got[:m.k], bound[:m.k])
				}
				continue
			}
			found++
			if e < 0 || !slices.Equal(got[:m.k], want[:m.k]) {
				t.Fatalf("iter %d kind %d: least slack %x (edge %d), want %x", iter, kind, got[:m.k], e, want[:m.k])
			}
			s := m.slack(e/n, e%n)
			if half {
				s.halfTo(&s, m.k)
			}
			if v, w := e/n, e%n; m.label[m.inBlossom[v]] != 1 || !target(w) || !slices.Equal(s[:m.k], want[:m.k]) {
				t.Fatalf("iter %d kind %d: edge (%d,%d) does not give the least slack", iter, kind, v, w)
			}
		}
	}
	if found < 300 {
		t.Fatalf("only %d least slacks found", found)
	}
}

// TestLowBoundsAreTheClassBounds: lowBounds bounds each target's slack
// by the least over the S-vertices in another blossom of their duals plus
// its own less their pair of classes' reference and the lean their edge
// would carry, as if every such pair met by the reference: what it takes
// from the least duals of each class kept as it sweeps, and from those
// least less the references kept a target class until they change.
func TestLowBoundsAreTheClassBounds(t *testing.T) {
	rng := rand.New(rand.NewSource(23))
	bounded := 0
	for iter := range 400 {
		m, _ := slackGraph(rng)
		k, nc := m.k, m.nc
		target := func(w int) bool { return m.label[m.inBlossom[w]] != 2 }
		m.lowBounds(target)
		for i, w := range m.live {
			var want Weight
			found := false
			for _, v := range m.srcs {
				if !target(w) || m.inBlossom[v] == m.inBlossom[w] {
					continue
				}
				a, b := int(m.cls[v]), int(m.cls[w])
				if v > w {
					a, b = b, a
				}
				if !m.refSet[a*nc+b] {
					continue
				}
				s := m.u[v]
				s.addInN(&m.u[w], k)
				ref := Weight{}
				copy(ref[:k], m.ref[m.refAt(v, w):][:k])
				s.subInN(&ref, k)
				addUnits(&s, -m.leanOf(v, w), k)
				if !found || lessP(&s, &want, k) {
					want, found = s, true
				}
			}
			if m.lbSet[i] != found || found && !slices.Equal(m.lb[i][:k], want[:k]) {
				t.Fatalf("iter %d: vertex %d bound %x (%v), want %x (%v)", iter, w, m.lb[i][:k], m.lbSet[i], want[:k], found)
			}
			if found {
				bounded++
			}
		}
	}
	if bounded < 2000 {
		t.Fatalf("only %d bounds checked", bounded)
	}
}

// slackGraph is a random graph of TestLeastSlackIsLeast, its weights
// shifted up by shift bits: edges weighing their class's reference,
// differing from it, kept whole, or carrying a lean; vertices with duals,
// in blossoms of a few vertices, the top ones labelled, and the S-vertices
// listed.
func slackGraph(rng *rand.Rand) (*Matcher, uint) {
	n := 2 + rng.Intn(40)
	m := New(n, 710, nil, randomClasses(rng, n, 1+rng.Intn(4))) // shift+100+3 bits at most
	shift := uint(rng.Intn(3) * 300)
	base := map[[2]int32]uint64{}
	for j := range n {
		for i := range j {
			if rng.Intn(5) == 0 {
				continue // may not meet
			}
			c := [2]int32{m.cls[i], m.cls[j]}
			if _, ok := base[c]; !ok {
				base[c] = 1 + uint64(rng.Intn(6))
			}
			w := small(base[c]).Shl(shift)
			switch rng.Intn(8) {
			case 0:
				w = w.Add(small(uint64(1 + rng.Intn(3))).Shl(shift + 1))
			case 1:
				w = w.Add(small(1).Shl(shift + 100))
			}
			m.SetWeight(i, j, w)
		}
	}
	favourSome(rng, m, func() int64 { return int64(rng.Intn(5)) << rng.Intn(3) })
	for v := range n {
		m.u[v] = small(uint64(rng.Intn(12))).Shl(shift + scale + 1)
		m.u[v][0] += uint64(rng.Intn(4)) << (scale + 1)
	}
	// Blossoms of a few vertices, and labels for the top ones.
	for v := 0; v < n; {
		size := 1 + rng.Intn(3)*rng.Intn(2)
		b := v
		if size > 1 {
			b = n + v
		}
		for x := v; x < v+size && x < n; x++ {
			m.inBlossom[x] = b
		}
		m.label[b] = int8(rng.Intn(3))
		v += size
	}
	m.srcs = m.srcs[:0]
	for _, v := range m.live {
		if m.label[m.inBlossom[v]] == 1 {
			m.srcs = append(m.srcs, v)
		}
	}
	return m, shift
}

// leastSlackByScan is the least slack (halved when half) of an edge from
// an S-vertex to a target vertex in another blossom, going through every
// edge; ok is false when there is none.
func leastSlackByScan(m *Matcher, target func(int) bool, half bool) (least Weight, ok bool) {
	for _, v := range m.srcs {
		for w := range m.n {
			if !target(w) || !m.edge(v, w) || m.inBlossom[v] == m.inBlossom[w] {
				continue
			}
			s := m.slack(v, w)
			if half {
				s.halfTo(&s, m.k)
			}
			if !ok || lessP(&s, &least, m.k) {
				least, ok = s, true
			}
		}
	}
	return least, ok
}

// favourSome favours about two vertices of m in three, each with a lean
// drawn by lean.
func favourSome(rng *rand.Rand, m *Matcher, lean func() int64) {
	var vs []int
	var leans []int64
	for v := range m.n {
		if rng.Intn(3) > 0 {
			vs, leans = append(vs, v), append(leans, lean())
		}
	}
	m.Favour(vs, leans)
}

// randomClasses puts each of n vertices in one of k classes at random.
func randomClasses(rng *rand.Rand, n, k int) []int32 {
	cls := make([]int32, n)
	for i := range cls {
		cls[i] = int32(rng.Intn(k))
	}
	return cls
}

// TestMatcherRefusesWhatItCannotHold: an edge of a vertex with itself, and
// a weight wider than the bits New was told, are a caller's error and
// panic, where the Matcher took both without a word (a loop became its
// classes' reference, a wider weight lost its high bits). A weight of
// exactly the bits told, and every pair of two vertices, are taken.
func TestMatcherRefusesWhatItCannotHold(t *testing.T) {
	refused := func(say string, f func()) {
		t.Helper()
		defer func() {
			if recover() == nil {
				t.Errorf("%s: taken, want a panic", say)
			}
		}()
		f()
	}
	for _, bits := range []int{1, 43, 64, 100, MaxBits} {
		m := New(3, bits, nil, make([]int32, 3))
		widest := small(1).Shl(uint(bits - 1))
		m.SetWeight(0, 1, widest)
		m.SetWeight(2, 1, small(1))
		m.Cut(0, 2)
		m.SetByClass(0, func(i, j int) Weight { return widest }, [][]uint64{{0b110}, {0b100}, {0}}, []int{0, 1, 2})
		refused(fmt.Sprintf("%d bits: a weight of %d", bits, bits+1), func() { m.SetWeight(0, 2, small(1).Shl(uint(bits))) })
		refused(fmt.Sprintf("%d bits: a negative weight", bits), func() { m.SetWeight(0, 2, Weight{}.Sub(small(1))) })
		refused(fmt.Sprintf("%d bits: a weight of %d bits", bits, 64*Words-1), func() { m.SetWeight(1, 2, Weight{Words - 1: 1 << 62}) })
		refused(fmt.Sprintf("%d bits: a loop", bits), func() { m.SetWeight(1, 1, small(1)) })
		refused(fmt.Sprintf("%d bits: a loop cut", bits), func() { m.Cut(2, 2) })
		m2 := New(3, bits, nil, make([]int32, 3))
		refused(fmt.Sprintf("%d bits: a class weight of %d", bits, bits+1), func() {
			m2.SetByClass(0, func(i, j int) Weight { return small(1).Shl(uint(bits)) }, [][]uint64{{0b110}, {0b100}, {0}}, []int{0, 1, 2})
		})
	}
}

// TestPairTightPairsAsEdgeByEdge: pairTight, which goes through a free
// vertex's edges a word at a time and tells most by their other end's
// residue, pairs as going through every live vertex for each free one
// does, with paths of three edges and without: on graphs of up to a few
// hundred vertices in a few classes, with differences and leans, after a
// solve whose pairs are partly undone.
func TestPairTightPairsAsEdgeByEdge(t *testing.T) {
	rng := rand.New(rand.NewSource(29))
	paired := 0
	for iter := range 300 {
		n := 2 + rng.Intn(200)
		nc := 1 + rng.Intn(4)
		m := New(n, 610, nil, randomClasses(rng, n, nc))
		base := make([]int64, nc*nc)
		for i := range base {
			base[i] = 1 + rng.Int63n(4)
		}
		for j := range n {
			for i := range j {
				if rng.Intn(8) == 0 {
					continue
				}
				w := base[int(m.cls[i])*nc+int(m.cls[j])]
				if rng.Intn(10) == 0 {
					w += 1 + rng.Int63n(3)
				}
				m.SetWeight(i, j, small(uint64(w)))
			}
		}
		if rng.Intn(2) == 0 {
			favourSome(rng, m, func() int64 { return int64(rng.Intn(3)) })
		}
		m.Solve()
		for _, v := range m.live {
			if x := m.mate[v]; x > v && m.inBlossom[v] == v && m.inBlossom[x] == x && rng.Intn(2) == 0 {
				m.mate[v], m.mate[x] = -1, -1
			}
		}
		for _, v := range m.live {
			m.ru[v] = residue(&m.u[v], m.k)
		}
		before := slices.Clone(m.mate)
		for _, paths := range []bool{false, true} {
			copy(m.mate, before)
			pairTightByEdge(m, paths)
			want := slices.Clone(m.mate)
			copy(m.mate, before)
			m.pairTight(paths)
			if !slices.Equal(m.mate, want) {
				t.Fatalf("iter %d, paths %v: pairs %v, want %v", iter, paths, m.mate, want)
			}
			for v := range want {
				if want[v] != before[v] {
					paired++
				}
			}
		}
	}
	if paired < 1000 {
		t.Fatalf("only %d vertices paired: too few to tell", paired)
	}
}

// pairTightByEdge is pairTight going through every live vertex for each
// free one, each edge told by mayBeTight.
func pairTightByEdge(m *Matcher, paths bool) {
	var s Weight
	free := func(x int) bool { return m.mate[x] < 0 && m.inBlossom[x] == x }
	tight := func(x, y int) bool {
		if !m.mayBeTight(x, y) {
			return false
		}
		m.slackTo(&s, x, y)
		return !s.positiveP(m.k)
	}
	var via []int
	for _, v := range m.live {
		if !free(v) || !m.u[v].positiveP(m.k) {
			continue
		}
		via = via[:0]
		row := m.hasRow(v)
		paired := false
		for _, w := range m.live {
			if w == v || !bitAt(row, w) || m.inBlossom[w] != w {
				continue
			}
			if x := m.mate[w]; x >= 0 && (!paths || len(via) == shortPaths || m.inBlossom[x] != x) {
				continue
			}
			if !tight(v, w) {
				continue
			}
			if m.mate[w] < 0 {
				m.mate[v], m.mate[w] = w, v
				paired = true
				break
			}
			via = append(via, w)
		}
	paths:
		for _, a := range via {
			if paired {
				break
			}
			b := m.mate[a]
			row := m.hasRow(b)
			for _, c := range m.live {
				if c != v && c != b && bitAt(row, c) && free(c) && tight(b, c) {
					m.mate[v], m.mate[a] = a, v
					m.mate[b], m.mate[c] = c, b
					break paths
				}
			}
		}
	}
}

// TestWeightSignIsTheWeights: weightSign, which reads an edge without a
// difference or a lean by its reference's kept sign, tells zero and
// positive weights as the weights themselves do: with classes whose
// pairs weigh zero (no edge, but for those set apart), differences,
// whole weights and leans.
func TestWeightSignIsTheWeights(t *testing.T) {
	rng := rand.New(rand.NewSource(31))
	checked := 0
	for range 200 {
		n := 2 + rng.Intn(60)
		nc := 1 + rng.Intn(4)
		m := New(n, 610, nil, randomClasses(rng, n, nc))
		base := make([]uint64, nc*nc)
		for i := range base {
			base[i] = uint64(rng.Intn(3)) // a third of the references zero
		}
		shift := uint(rng.Intn(2) * 300)
		for j := range n {
			for i := range j {
				w := base[int(m.cls[i])*nc+int(m.cls[j])]
				if rng.Intn(6) == 0 {
					w = uint64(rng.Intn(3))
				}
				m.SetWeight(i, j, small(w).Shl(shift))
			}
		}
		if rng.Intn(2) == 0 {
			favourSome(rng, m, func() int64 { return int64(rng.Intn(3)) })
		}
		for i := range n {
			for j := range n {
				if i == j || !m.edge(i, j) {
					continue
				}
				w := m.weight2(i, j)
				zero, positive := m.weightSign(i, j)
				if zero != w.isZeroN(m.k) || positive != w.positiveP(m.k) {
					t.Fatalf("edge %d-%d weighing %x: zero %v, positive %v", i, j, w[:m.k], zero, positive)
				}
				checked++
			}
		}
	}
	if checked < 10000 {
		t.Fatalf("only %d edges checked", checked)
	}
}

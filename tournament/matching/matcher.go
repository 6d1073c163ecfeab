package matching

import (
	"fmt"
	"math"
)

// Matcher computes a maximum-weight matching of a dense graph with the
// primal-dual blossom algorithm of Edmonds (in the formulation of Galil and of
// Van Rantwijk's well-known implementation), extended so that a solved
// instance can be changed and solved again cheaply. Pairing a bracket
// changes a few vertices at a time, so most solves touch a small part of
// the graph.
//
// # What its callers use
//
// For n vertices whose weights take k words of 64 bits (weightBits plus the
// scale, at most Words) and nc classes:
//
//   - New(n, weightBits, s, cls): ¼n² bytes of tables (a bit whether
//     the edge exists and one whether it became usable in the stage in
//     hand, per ordered pair), taken from s, the tables of the graphs
//     before, when it has them (see Spare), and 2·8k·nc² of references;
//     O(n²) to clear reused tables. A vertex keeps its first few weight
//     differences (fewDiffs) as pairs, 8 bytes each, and beyond them a
//     row of n (4n bytes), made or taken zeroed from s (see deltaRow),
//     so a graph whose weights are its classes' alone has none. n is the
//     vertices the graph holds: the Dutch system's whole-field graph
//     holds only the players not yet paired.
//   - SetWeight(i, j, w), SetByClass: the weight of one edge, O(k); or of
//     every edge from a vertex on, by pair of classes, O(n²/64 + n·nc).
//     Raising a weight frees i (see touch); lowering one keeps the duals.
//     An edge of a vertex with itself, or a weight wider than weightBits
//     (or negative), panics (see mustTake).
//   - Favour(vs, leans), SetLean(v, add): a lean added to the edges from v
//     to the later favoured vertices, O(1) a vertex; v is freed.
//   - Remove(v): v freed, then gone for good; O(1) beside the blossoms
//     dissolved around v.
//   - Solve(): the optimum again. Each freed vertex first takes the least
//     dual its edges allow, O(n) a vertex (with many freed, each class's
//     vertices gone through in the order of their duals until found, see
//     byClass), and in a first solve O(nc) a vertex beside the few edges
//     whose weight is not their classes' (see settleInTurn); then each stage grows trees from the exposed vertices
//     with a positive dual, O(n²) at worst (a vertex's scan reads its edges
//     a word of 64 at a time, and one by one only those leaving its
//     blossom and its tree that the index of residues does not rule out,
//     in a graph of 128 live vertices or more, see tightindex.go), and there are as many stages as vertices to match: O(n³) for a
//     first solve (start then matches most vertices before the stages),
//     about O(n²) a freed vertex after.
//   - Matching(): the partners found, O(n).
//   - Excluded(i, j), Tight(i, j): whether the last solve's duals prove the
//     edge in no optimal matching, or leave it tight; O(k), and
//     O(k log depth) inside nested blossoms. Stored and Get read a weight,
//     O(k); Classes is nc.
//   - GiveTables(s): the n² tables handed on to s for the next graph, the
//     Matcher no longer used.
//
// # Invariants
//
// Between calls, every vertex not freed since the last solve has a
// feasible dual (the slack of each of its edges is at least zero), blossom
// duals are at least zero, and each matched edge and each blossom's inner
// edges are tight; after solve every exposed live vertex has a zero dual,
// the optimality condition of a maximum-weight (not necessarily perfect)
// matching. The kept duals (keptOK) are those of the last solve while no
// weight has changed since.
//
// # Files
//
// matcher.go holds this API; weights.go the weights by class, blossoms.go
// the primal-dual core (trees, blossoms, augmentation), duals.go the least
// dual a changed vertex may take, leastslack.go the bounds on slacks
// between trees, residue.go the slacks' residues, tightindex.go the
// vertices by class and residue for the scans, warm.go the warm start
// of a first solve and the freeing of a vertex, kept.go the duals kept
// for Excluded and Tight, weight.go the Weight numbers, spare.go the
// tables handed from graph to graph, and cardinality.go MaxCardinality,
// the whole-graph entry point.
//
// # Representation
//
// The weights are stored by class: the vertices of a class meet every other
// vertex with nearly the same weight (in a bracket, players of one kind give
// every opponent the same criteria, and only the preferences the bracket
// adds in the lowest field differ). So an edge keeps a small difference to
// a weight shared by its pair of classes, and only the few differences too
// large for that are kept whole. With dense tables, the 6,500-vertex top
// bracket of a 10,000-player round 2 took the round's peak to 4.4 GB.
//
// Weights are zero for "no edge". Vertex duals u and blossom duals z follow
// the usual convention: the slack of an edge between different top-level
// blossoms is u[i]+u[j]-2w(i,j). Weights are scaled by 2^scale so that the
// halving of slacks between trees of different dual parity stays exact
// enough never to change the optimum.
type Matcher struct {
	n    int
	k    int // words in use, see New
	bits int // the widest unscaled weight New was told of (see mustTake)
	// The doubled scaled weight of edge (i,j), i < j, is ref(i,j) plus
	// delta[i*n+j] << (scale+1), or whole[i*n+j] if delta holds
	// wholeDelta. delta and ref are kept both ways round, so that a
	// vertex's edges lie together: ref holds k words by side (whether the
	// first vertex is the higher), class of the first vertex, class of
	// the second. Read across the classes, a table of a few hundred
	// classes missed the cache on every edge.
	cls    []int32 // class by vertex
	nc     int     // classes
	ref    []uint64
	rref   []uint64  // ref's residues (see mersenne), one word where ref has k
	rsign  []int8    // ref's signs, laid out as rref (see weightSign)
	refSet []bool    // by pair of classes, lower vertex's first
	side   int       // the offset of ref's second side
	delta  [][]int32 // by vertex, its row of differences where it has more than a few (see deltaRow)
	few    [][]diffEnd
	whole  slotTable // by pair (lower vertex first), the slot of its whole weight in wholeW
	wholeW []uint64  // k words a slot, where a map of weights of Words words doubled a 1,000-player whole field's memory
	freeW  []int32   // slots let go
	spare  *Spare    // where the rows of differences come from, nil to make them
	slab   []Weight  // u, specLow and z, in one allocation handed on to spare (see GiveTables)
	spec   [][]int32 // by vertex: the other ends of its edges given a delta, once each time (see leastSlack)
	has    []uint64  // the edge exists (non-zero weight): a bit a pair, n rows of hw words
	hw     int
	// lean[i] is added, in weight units, to the edges from a favoured
	// vertex i to the favoured vertices after it (see SetLean).
	lean     []int64
	favoured []bool
	favSet   []uint64 // favoured, a bit a vertex
	favList  []int
	alive    []bool
	aliveSet []uint64 // alive, a bit a vertex
	live     []int    // the alive vertices in order, rebuilt by solve after a removal
	stale    bool     // live lacks a removal

	fresh bool // not solved yet, see start

	mate     []int
	u        []Weight // vertex duals
	ru       []uint64 // their residues while solving (see mersenne)
	rank     []uint64 // their numbers while settling (see rankDuals)
	leanRank []uint64 // the numbers of the leaning vertices' duals less their leans
	ranked   bool
	// While settle numbers the duals (listing), each class's live
	// vertices in the order of their numbers, its leaning ones in the
	// order of leanRank, and bounds on them (see byClass).
	listing   bool
	byClass   [][]int
	leanClass [][]int
	bounds    []classBounds
	clsBits   []uint64 // each class's vertices, a bit each, hw words a class (see open)
	leanSet   []uint64 // the live vertices that lean, a bit each (see startLists)
	rankVals  []uint64 // the distinct duals numbered, in order, k words each
	rankNums  []uint64 // their numbers
	renumTmp  []uint64 // see renumber
	rankKeys  []uint64
	rankOwner []int
	rankTmp   []int
	z         []Weight // blossom duals, indexed by blossom id (n..2n-1)
	label     []int8
	labelOut  []int // vertex outside the blossom through which it was labelled
	labelIn   []int // vertex inside the blossom
	inBlossom []int
	parent    []int
	childs    [][]int
	endps     [][][2]int // endps[b][i] = (x in child i, y in child i+1)
	base      []int
	unused    []int
	// The edges found usable in the stage in hand, a bit a pair in rows
	// as has, and the words of it written since the stage began, which
	// the next stage clears (see clearTrees). A byte a pair holding the
	// stage's number was most of a large bracket's tables.
	allowed   []uint64
	allowedAt []int32
	queue     []int
	target    []uint64 // see scanTight
	// The vertices of two top-level blossoms, a bit each (see topSet);
	// born numbers each blossom as it is made.
	sets   [2]blossomSet
	born   []int
	births int
	// The vertices reached as T whose top-level blossom is T, a bit each,
	// or fewer: a scan passes over them by the word (see tightAmong).
	tBits  []uint64
	tix    tightIndex // see tightAmong
	srcs   []int      // the S-vertices, at a change of the duals (see leastSlack)
	srcSet []uint64   // the same, a bit each
	lows   []leastOf
	srcCls []int
	lb     []Weight
	lbSet  []bool
	cands  []int
	// By target class, and whether it leans: the least of the S-classes'
	// lows less their references (see targetLows), made anew when lows
	// have changed since (lowsGen).
	tlows   []targetLow
	lowsGen int
	// By vertex, see specBound: the epoch (specEpoch) whose bound specLow
	// holds, plus twice what the duals had fallen by then, and whether
	// it has special edges at all.
	specLow   []Weight
	specStage []int
	specAny   []bool
	specEpoch int
	fallen2   Weight // twice what the S-vertices' duals have fallen in this stage
	dirty     []bool
	dirtyList []int

	leafTmp  []int // see scratchLeaves
	leastAt  []int // see leastDual
	leastNum []uint64
	skipMask []uint64 // see byRank: clear between uses
	scanMask []uint64 // see diffMask: the bits of scanSet's differences
	pairOpen []uint64 // see pairTight
	pairHeld []uint64
	scanSet  int
	walkTmp  []int // see leaves
	pathTmp  []int // see dissolveAround
	augTmp   []int // see augmentBlossom

	// kept are the vertex duals of the last solve, k words a vertex, while
	// no weight has changed since (keptOK): see excluded. keptUp, keptDepth
	// and keptZ are its blossoms: the parent of each vertex and blossom, its
	// depth, and the sum of the duals of the blossoms around it, itself
	// included (k words each).
	kept      []uint64
	keptTop   []int32 // the outermost blossom of each vertex, itself if none
	keptUp    []int32
	keptDepth []int32
	keptZ     []uint64
	keptOK    bool
	// See keptCommon: each node's run of vertices, made when first needed,
	// and the blossoms around vertex keptChainOf with their runs.
	keptSpan    []int32
	keptChain   [][3]int32
	keptChainOf int32
	keptTmp     []int32
}

const scale = 20

// MaxBits is the widest unscaled weight, in bits, that a Matcher takes:
// its weights are scaled by 2^scale and doubled within Words words.
const MaxBits = 64*Words - scale - 4

// wholeDelta marks an edge whose weight is kept whole.
const wholeDelta = math.MinInt32

// New makes a Matcher for n vertices whose unscaled weights have at
// most weightBits bits, its n by n tables taken from s (which may
// be nil). cls gives each vertex its class (see Matcher). weightBits
// above MaxBits is a caller's error: it panics, as a weight wider than
// weightBits given to SetWeight or SetByClass does (see mustTake).
func New(n, weightBits int, s *Spare, cls []int32) *Matcher {
	if weightBits > MaxBits {
		panic(fmt.Sprintf("matching: weights of %d bits, more than %d", weightBits, MaxBits))
	}
	m := &Matcher{n: n, bits: max(weightBits, 0)}
	m.k = min((weightBits+scale+4)/64+1, Words)
	m.cls, m.fresh = cls, true
	for _, c := range cls {
		m.nc = max(m.nc, int(c)+1)
	}
	m.side = m.nc * m.nc * m.k
	m.ref = make([]uint64, 2*m.side)
	m.rref = make([]uint64, 2*m.nc*m.nc)
	m.rsign = make([]int8, 2*m.nc*m.nc)
	m.refSet = make([]bool, m.nc*m.nc)
	m.hw = (n + 63) / 64
	t := s.take(n)
	m.has, m.allowed = t.has, t.allowed
	m.delta, m.few, m.spare = make([][]int32, n), make([][]diffEnd, n), s
	m.lean = make([]int64, n)
	m.favoured = make([]bool, n)
	m.favSet = make([]uint64, m.hw)
	m.alive = make([]bool, n)
	m.aliveSet = make([]uint64, m.hw)
	for i := range m.sets {
		m.sets[i] = blossomSet{bits: make([]uint64, m.hw), b: -1}
	}
	m.born = make([]int, 2*n)
	m.tBits = make([]uint64, m.hw)
	m.tix.dirty, m.tix.hits, m.tix.usable = make([]uint64, m.hw), make([]uint64, m.hw), make([]uint64, m.hw)
	m.mate = make([]int, n)
	m.slab = s.slab(4 * n)
	m.u = m.slab[:n:n]
	m.ru = make([]uint64, n)
	m.spec = make([][]int32, n)
	m.specLow, m.specStage, m.specAny = m.slab[n:2*n:2*n], make([]int, n), make([]bool, n)
	m.specEpoch = 1 // no bound kept yet
	m.rank = make([]uint64, n)
	m.leanRank = make([]uint64, n)
	m.z = m.slab[2*n : 4*n : 4*n]
	m.label = make([]int8, 2*n)
	m.labelOut = make([]int, 2*n)
	m.labelIn = make([]int, 2*n)
	m.inBlossom = make([]int, n)
	m.parent = make([]int, 2*n)
	m.childs = make([][]int, 2*n)
	m.endps = make([][][2]int, 2*n)
	m.base = make([]int, 2*n)
	m.dirty = make([]bool, n)
	for i := 0; i < n; i++ {
		m.alive[i] = true
		m.aliveSet[i>>6] |= 1 << (i & 63)
		m.mate[i] = -1
		m.inBlossom[i] = i
		m.base[i] = i
		m.parent[i] = -1
		m.live = append(m.live, i)
	}
	for b := 2*n - 1; b >= n; b-- {
		m.base[b] = -1
		m.parent[b] = -1
		m.unused = append(m.unused, b)
	}
	return m
}

// Classes is the number of classes of the vertices.
func (m *Matcher) Classes() int { return m.nc }

// GiveTables hands the Matcher's n by n tables and its duals' weights
// (slab) to s for a later graph; the Matcher is not used after.
func (m *Matcher) GiveTables(s *Spare) {
	// Only the differences set are zeroed (see Spare.row).
	for v, js := range m.spec {
		if r := m.delta[v]; r != nil {
			for _, j := range js {
				r[j] = 0
			}
		}
	}
	m.clearAllowed()
	s.give(tables{m.has, m.allowed}, m.delta)
	s.keepSlab(m.slab)
	m.delta, m.few, m.has, m.allowed = nil, nil, nil, nil
	m.slab, m.u, m.specLow, m.z = nil, nil, nil, nil
}

// Remove takes vertex v out of the graph (it has been paired for good).
func (m *Matcher) Remove(v int) {
	m.touch(v)
	m.kill(v)
	m.u[v] = Weight{}
}

// kill marks v dead. The scans go over the live vertices only: a bracket
// pairs its players one by one, so late solves would otherwise mostly pass
// over the dead.
func (m *Matcher) kill(v int) {
	m.alive[v] = false
	m.aliveSet[v>>6] &^= 1 << (v & 63)
	m.stale = true
	m.tix.markDirty(v)
}

// Solve restores an optimal matching after changes.
func (m *Matcher) Solve() {
	if m.stale {
		live := m.live[:0]
		for _, v := range m.live {
			if m.alive[v] {
				live = append(live, v)
			}
		}
		m.live, m.stale = live, false
	}
	first := m.fresh
	if m.fresh {
		m.fresh = false
		m.start()
	}
	m.settle()
	for _, v := range m.live {
		if r := residue(&m.u[v], m.k); r != m.ru[v] {
			m.ru[v] = r
			m.tix.markDirty(v)
		}
	}
	m.pairTight(first) // its test by residue reads ru
	n := m.n
	for {
		m.clearTrees()
		// Roots: exposed vertices with a positive dual.
		roots := 0
		for _, v := range m.live {
			if m.mate[v] == -1 && m.label[m.inBlossom[v]] == 0 && !m.u[v].isZeroN(m.k) && !m.u[v].negativeN(m.k) {
				m.assignLabel(v, 1, -1, -1)
				roots++
			}
		}
		if roots == 0 {
			m.keep()
			return
		}
		m.stage()
		for b := n; b < 2*n; b++ {
			if m.parent[b] == -1 && m.base[b] >= 0 && m.label[b] == 1 && m.z[b].isZeroN(m.k) {
				m.expandBlossom(b, true)
			}
		}
	}
}

// Matching returns a copy of the matching with unmatched vertices mapped to
// themselves.
func (m *Matcher) Matching() []int {
	out := make([]int, m.n)
	for v := range out {
		out[v] = v
		if m.mate[v] >= 0 {
			out[v] = m.mate[v]
		}
	}
	return out
}

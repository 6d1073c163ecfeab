package engine

import (
	"slices"
	"sync"
)

// The helpmate search. Both sides cooperate, so finding a mate is a search
// for a path, not a game tree: a depth-first search with iterative
// deepening, where a move that makes progress towards a mate (the loser's
// king walking to the chosen corner, the winner's pieces coming closer,
// captures and pawn advances by the winner) costs no depth, and a move that
// works against it (the loser capturing) costs extra. Progress moves are
// tried first.
//
// The same search proves "cannot mate": when an iteration ends without a
// mate and without any line cut short by the depth limit (every line ended
// in a mate by the loser, a stalemate, a position proved unmateable, or a
// position already searched in this iteration with at least the same depth
// left), no mate exists. Positions are compared by their full identity, not
// a hash, so no collision can prune a line wrongly.

type helpSearch struct {
	winner Color
	budget int
	nodes  int
	// iterationEnd is the node count at which the current iteration of
	// the deepening stops, so that it reaches deep lines without finishing
	// every shallow one first.
	iterationEnd int
	interrupted  bool
	tables       *searchTables
	path         []Move
	witness      []Move
	// The corner the loser's king is steered to, the square two ranks out
	// from it for the winner's king (covering both squares in front of the
	// corner), and the square beside it where a loser's piece blocks.
	corner, kingTarget, blockTarget Square
	// closedWorld is set when the winner has no rook or queen: only then
	// is the reachability proof worth trying after captures and pawn moves
	// in the guided search.
	closedWorld bool
	// minorMate is set when the winner has no rook, queen or pawn.
	minorMate bool
	bfs       *breadthFirst
}

const (
	quickSearchNodes = 20_000
	iterationNodes   = 40_000
	maxSearchPly     = 600
	noRewardsAfter   = 300
)

func newHelpSearch(winner Color, budget int) *helpSearch {
	return &helpSearch{winner: winner, budget: budget}
}

// release returns the search's tables to the pool.
func (s *helpSearch) release() {
	if s.tables != nil {
		tablePool.Put(s.tables)
		s.tables = nil
	}
}

// In each round of run the exhaustive search gets exhaustSlice nodes and
// each guided search guidedSlice: two thirds and one third of the whole.
// Measured on the hard reference positions, giving the exhaustive search a
// sixth, a third, two thirds or four fifths left 138, 115, 111 and 118
// sides undetermined.
const (
	guidedSlice  = 2 * iterationNodes
	exhaustSlice = 8 * guidedSlice
)

// run decides the position. A short guided search towards the likeliest
// corner finds most mates at once. Then four guided searches, one per
// corner, and an exhaustive breadth-first search of every reachable
// position take turns, each resuming where it stopped: the guided ones find
// long mates when they steer the right way, the exhaustive one settles
// small closed worlds (blocked pawns, a few pieces) either way. Taking turns
// bounds what the wrong choice costs, where giving each a fixed share in
// sequence would starve the last ones.
func (s *helpSearch) run(p *Position) Verdict {
	s.tables = tablePool.Get().(*searchTables)
	s.tables.static.reset()
	s.closedWorld = p.ByColor(s.winner)&(p.ByRole(Rook)|p.ByRole(Queen)) == 0
	s.minorMate = s.closedWorld && p.ByColor(s.winner)&p.ByRole(Pawn) == 0
	corners := s.corners(p)
	total := s.budget
	quick := &deepening{corner: corners[0]}
	s.budget = min(total, quickSearchNodes)
	if v := s.deepen(p, quick, s.budget); v != Undetermined {
		return v
	}
	s.budget = total
	var guided [4]deepening
	for i, c := range corners {
		guided[i].corner = c
	}
	// The quick search has done the first corner's shallow iterations; its
	// last one may have been cut short by the quick budget.
	guided[0].maxDepth = quick.maxDepth - 1
	s.bfs = newBreadthFirst(p)
	for s.nodes < total {
		if v := s.exhaust(min(total, s.nodes+exhaustSlice)); v != Undetermined {
			return v
		}
		for i := range guided {
			if s.nodes >= total {
				break
			}
			if v := s.deepen(p, &guided[i], min(total, s.nodes+guidedSlice)); v != Undetermined {
				return v
			}
		}
	}
	return Undetermined
}

// deepening is the state of one guided search: its corner and the depth
// limit of its last iteration.
type deepening struct {
	corner   Square
	maxDepth int32
}

// deepen runs guided iterations towards d's corner with growing depth until
// one finds a mate, one proves there is none, or the node count reaches
// until. An iteration stops at its own node limit, or at the budget, not at
// until: the turns are soft so that no iteration's work is thrown away.
func (s *helpSearch) deepen(p *Position, d *deepening, until int) Verdict {
	s.setCorner(d.corner)
	for s.nodes < until && d.maxDepth < maxSearchPly {
		d.maxDepth++
		s.interrupted = false
		s.tables.seen.reset()
		s.iterationEnd = min(s.budget, s.nodes+iterationNodes)
		if s.search(p, 0, d.maxDepth, 0, false) {
			return CanMate
		}
		if !s.interrupted {
			return CannotMate
		}
	}
	return Undetermined
}

// corners orders the corners to steer the loser's king to: those of the
// colour of the winner's bishops first when they are all on one colour
// (bishop mates need it), each group by distance to the loser's king (or,
// when the mate waits for a loser's promotion, to where it happens).
func (s *helpSearch) corners(p *Position) []Square {
	near := p.King(s.winner.Other())
	if mateNeedsPromotion(p, s.winner) {
		if pawns := p.ByPiece(Piece{s.winner.Other(), Pawn}); pawns != 0 {
			lead := pawns.Last() // the most advanced white pawn
			if s.winner == White {
				lead = pawns.First()
			}
			near = SquareAt(lead.File(), 7*int(s.winner))
		}
	}
	bishops := p.ByColor(s.winner) & p.ByRole(Bishop)
	oneColour := bishops != 0 && (bishops&darkSquares == 0 || bishops&^darkSquares == 0)
	rank := func(c Square) int {
		r := squareDistance(c, near)
		if oneColour && (bishops&darkSquares != 0) != darkSquares.Has(c) {
			r += 8
		}
		return r
	}
	out := []Square{A1, H1, A8, H8}
	slices.SortStableFunc(out, func(a, b Square) int { return rank(a) - rank(b) })
	return out
}

// setCorner steers the search to corner c.
func (s *helpSearch) setCorner(c Square) {
	s.corner = c
	f, r := c.File(), c.Rank()
	s.kingTarget = SquareAt(f, r+2*sign(3-r))
	s.blockTarget = SquareAt(f+sign(3-f), r)
}

func sign(x int) int {
	if x < 0 {
		return -1
	}
	return 1
}

func squareDistance(a, b Square) int {
	return max(abs(a.File()-b.File()), abs(a.Rank()-b.Rank()))
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// knightDistance is the number of knight moves between two squares.
var knightDistance [64][64]uint8

func init() {
	for from := Square(0); from < 64; from++ {
		d := &knightDistance[from]
		for i := range d {
			d[i] = 255
		}
		d[from] = 0
		frontier := SquareBB(from)
		seen := frontier
		for step := uint8(1); frontier != 0; step++ {
			next := knightSpread(frontier) &^ seen
			for b := next; b != 0; {
				d[b.PopFirst()] = step
			}
			seen |= next
			frontier = next
		}
	}
}

// Move classes of the search: a rewarded move costs no depth, a punished
// one three plies.
const (
	moveNormal = iota
	moveReward
	movePunish
)

// nodeFacts are what classify needs to know of a position, computed once
// for all its moves.
type nodeFacts struct {
	// offered holds the squares where a loser's piece opens the way of a
	// winner's pawn that must promote.
	offered Bitboard
	// needLoserPromotion is set when only a promotion by the loser can
	// give the mate its blockers.
	needLoserPromotion bool
}

func (s *helpSearch) nodeFacts(p *Position) nodeFacts {
	var f nodeFacts
	if p.Turn() != s.winner {
		if s.winnerNeedsPromotion(p) {
			f.offered = pawnSpread(s.winner, p.ByPiece(Piece{s.winner, Pawn}))
		}
		f.needLoserPromotion = mateNeedsPromotion(p, s.winner)
	}
	return f
}

// classify judges whether move m (by the side to move) brings the mate
// closer.
func (s *helpSearch) classify(p *Position, m Move, f *nodeFacts) int {
	from, to := m.From(), m.To()
	role := p.roleAt(from)
	capture := p.ByColor(p.Turn().Other()).Has(to) || m.IsEnPassant()
	closer := func(target Square) bool {
		switch role {
		case King, Bishop:
			return squareDistance(to, target) < squareDistance(from, target)
		case Knight:
			return knightDistance[to][target] < knightDistance[from][target]
		}
		return false
	}
	if p.Turn() == s.winner {
		if capture || role == Pawn || closer(s.kingTarget) && role == King || closer(s.corner) && role == Knight {
			return moveReward
		}
		return moveNormal
	}
	if f.offered.Has(to) {
		// A piece offered to the winner's pawn opens its way to promote.
		return moveReward
	}
	if f.needLoserPromotion {
		// Only a promotion can give the loser the blockers the mate needs.
		if role == Pawn && m.Promotion() != Queen && m.Promotion() != Rook {
			return moveReward
		}
		if role != King || capture {
			return movePunish
		}
	}
	switch {
	case capture:
		return movePunish
	case role == King && closer(s.corner):
		return moveReward
	case (role == Knight || role == Bishop) && closer(s.blockTarget):
		return moveReward
	case (role == Rook || role == Queen) && s.minorMate &&
		squareDistance(to, s.blockTarget) < squareDistance(from, s.blockTarget):
		// Minor pieces mate only against the loser's own blockers.
		return moveReward
	}
	return moveNormal
}

// winnerNeedsPromotion reports whether the winner has pawns but no pieces
// that usually mate: none, a single knight, or bishops all on one colour.
func (s *helpSearch) winnerNeedsPromotion(p *Position) bool {
	own := p.ByColor(s.winner) &^ p.ByRole(King)
	pawns := own & p.ByRole(Pawn)
	pieces := own &^ pawns
	bishops := pieces & p.ByRole(Bishop)
	return pawns != 0 && (pieces == 0 || pieces.Count() == 1 && pieces&p.ByRole(Knight) != 0 ||
		pieces == bishops && (bishops&darkSquares == 0 || bishops&^darkSquares == 0))
}

// search looks for a mate by the winner within the remaining depth; depth
// counts the plies charged so far, ply the plies actually played.
func (s *helpSearch) search(p *Position, depth, maxDepth int32, ply int, progress bool) bool {
	s.nodes++
	var buf [256]Move
	moves := p.LegalMoves(buf[:0])
	if len(moves) == 0 {
		if p.IsCheck() && p.Turn() != s.winner {
			s.witness = append([]Move(nil), s.path...)
			return true
		}
		return false
	}
	if depth >= maxDepth || ply >= maxSearchPly || s.nodes >= s.iterationEnd {
		s.interrupted = true
		// A mate in one at the depth limit costs only the winner's moves:
		// every helpmate line ends with one, so look one ply further.
		if p.Turn() == s.winner {
			for _, m := range moves {
				child := *p
				child.Play(m)
				if child.IsCheckmate() {
					s.path = append(s.path, m)
					s.witness = append([]Move(nil), s.path...)
					s.path = s.path[:len(s.path)-1]
					return true
				}
			}
		}
		return false
	}
	left := maxDepth - depth
	if !s.tables.seen.visit(p, left) {
		return false
	}
	if materialCannotMate(p, s.winner) {
		return false
	}
	// Order the moves: progress first, setbacks last.
	var class [256]uint8
	facts := s.nodeFacts(p)
	for i, m := range moves {
		class[i] = uint8(s.classify(p, m, &facts))
	}
	for _, want := range [3]uint8{moveReward, moveNormal, movePunish} {
		for i, m := range moves {
			if class[i] != want {
				continue
			}
			next := depth + 1
			switch {
			case ply >= noRewardsAfter:
			case want == moveReward:
				next = depth
			case want == movePunish:
				next = min(maxDepth, depth+3)
			case progress:
				next = depth
			}
			// The children live in a table per ply, not on the stack, where
			// the recursion would make each one escape to the heap.
			child := &s.tables.plies[ply]
			*child = *p
			irreversible := child.roleAt(m.From()) == Pawn || child.Occupied().Has(m.To()) && !m.IsCastle()
			child.Play(m)
			if irreversible && s.closedWorld && !s.staticallyMateable(child) {
				continue
			}
			s.path = append(s.path, m)
			found := s.search(child, next, maxDepth, ply+1, want == moveReward)
			s.path = s.path[:len(s.path)-1]
			if found {
				return true
			}
		}
	}
	return false
}

// breadthFirst is the state of the exhaustive search: every position
// reachable from the start, each once, in order of distance, with the move
// that first reached it.
type breadthFirst struct {
	nodes []bfsNode
	head  int
	seen  posTable
}

type bfsNode struct {
	pos    Position
	parent int32
	move   Move
	ply    int32
}

func newBreadthFirst(p *Position) *breadthFirst {
	b := &breadthFirst{nodes: []bfsNode{{pos: *p, parent: -1}}}
	b.seen.put(p, 0)
	return b
}

// lineTo returns the moves from the start to node i.
func (b *breadthFirst) lineTo(i int32) []Move {
	var line []Move
	for ; b.nodes[i].parent >= 0; i = b.nodes[i].parent {
		line = append(line, b.nodes[i].move)
	}
	slices.Reverse(line)
	return line
}

// exhaust goes on with the breadth-first search until the node count
// reaches until, skipping lines from positions proved unmateable. It finds
// the shortest mate, or proves that none exists when the positions run out.
func (s *helpSearch) exhaust(until int) Verdict {
	b := s.bfs
	var buf [256]Move
	for ; b.head < len(b.nodes); b.head++ {
		if s.nodes >= until {
			return Undetermined
		}
		// Appending below may move the slice; the old array stays intact.
		cur := &b.nodes[b.head].pos
		ply := b.nodes[b.head].ply
		moves := cur.LegalMoves(buf[:0])
		s.nodes += 1 + len(moves)
		if len(moves) == 0 {
			if cur.IsCheck() && cur.Turn() != s.winner {
				s.witness = b.lineTo(int32(b.head))
				return CanMate
			}
			continue
		}
		if materialCannotMate(cur, s.winner) {
			continue
		}
		for _, m := range moves {
			child := *cur
			irreversible := child.roleAt(m.From()) == Pawn || child.Occupied().Has(m.To()) && !m.IsCastle()
			child.Play(m)
			if _, ok := b.seen.get(&child); ok {
				continue
			}
			b.seen.put(&child, 0)
			// A mate is taken when it is generated, which spares expanding
			// the rest of its parent's level.
			if child.Turn() != s.winner && child.IsCheckmate() {
				s.witness = append(b.lineTo(int32(b.head)), m)
				return CanMate
			}
			// Near the root every position gets the reachability proof, since
			// a capture possible only at the start can spoil it there.
			if (irreversible || ply < 2) && !s.staticallyMateable(&child) {
				continue
			}
			b.nodes = append(b.nodes, bfsNode{pos: child, parent: int32(b.head), move: m, ply: ply + 1})
		}
	}
	return CannotMate
}

// posTable maps positions to a value. It is keyed by the Zobrist key for
// speed but stores and compares the full identity, so a key collision
// never merges two positions.
type posTable struct {
	first    map[uint64]posEntry
	overflow map[PositionID]int32
}

type posEntry struct {
	id    PositionID
	value int32
}

func (t *posTable) reset() {
	clear(t.first)
	clear(t.overflow)
}

func (t *posTable) get(p *Position) (int32, bool) {
	e, ok := t.first[p.Key()]
	if !ok {
		return 0, false
	}
	id := p.Identity(SameFIDE)
	if e.id == id {
		return e.value, true
	}
	v, ok := t.overflow[id]
	return v, ok
}

func (t *posTable) put(p *Position, v int32) {
	if t.first == nil {
		t.first = make(map[uint64]posEntry)
	}
	k, id := p.Key(), p.Identity(SameFIDE)
	if e, ok := t.first[k]; !ok || e.id == id {
		t.first[k] = posEntry{id, v}
		return
	}
	if t.overflow == nil {
		t.overflow = make(map[PositionID]int32)
	}
	t.overflow[id] = v
}

// searchTables are the reusable tables of a search.
type searchTables struct {
	seen   transTable
	static staticCache
	plies  [maxSearchPly]Position
}

var tablePool = sync.Pool{New: func() any {
	return &searchTables{
		seen:   transTable{entries: make([]ttEntry, 1<<ttBits), gen: 1},
		static: staticCache{entries: make([]staticEntry, 1<<staticBits), gen: 1},
	}
}}

// transTable remembers, per position, the largest depth left with which the
// current iteration searched it. It is a fixed array indexed by the Zobrist
// key that overwrites on collision: forgetting a position only costs a
// repeated search, and a hit compares the full identity, so it is exact.
type transTable struct {
	entries []ttEntry
	gen     uint32 // entries of older generations are empty
}

type ttEntry struct {
	id   PositionID
	left int32
	gen  uint32
}

const ttBits = 17

func (t *transTable) reset() {
	t.gen++
	if t.gen == 0 { // wrapped: old generations could look current
		clear(t.entries)
		t.gen = 1
	}
}

// visit records that p is searched with depth left and reports whether
// it needs searching: false when this iteration already searched it with
// at least as much depth left.
func (t *transTable) visit(p *Position, left int32) bool {
	e := &t.entries[p.Key()&(1<<ttBits-1)]
	id := p.Identity(SameFIDE)
	if e.gen == t.gen && e.id == id && e.left >= left {
		return false
	}
	*e = ttEntry{id: id, left: left, gen: t.gen}
	return true
}

// staticCache keeps the reachability proofs of one search: every iteration
// of the deepening meets the same positions after captures and pawn moves
// again, and the proof costs far more than a lookup. Like transTable it
// overwrites on collision and compares full identities.
type staticCache struct {
	entries []staticEntry
	gen     uint32
}

type staticEntry struct {
	id       PositionID
	mateable bool
	gen      uint32
}

const staticBits = 16

func (t *staticCache) reset() {
	t.gen++
	if t.gen == 0 {
		clear(t.entries)
		t.gen = 1
	}
}

// staticallyMateable is the reachability proof of p for the winner, cached.
func (s *helpSearch) staticallyMateable(p *Position) bool {
	t := &s.tables.static
	e := &t.entries[p.Key()&(1<<staticBits-1)]
	id := p.Identity(SameFIDE)
	if e.gen == t.gen && e.id == id {
		return e.mateable
	}
	ok := staticallyMateable(p, s.winner)
	*e = staticEntry{id: id, mateable: ok, gen: t.gen}
	return ok
}

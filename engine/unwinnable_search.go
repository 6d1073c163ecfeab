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
	seen         *transTable
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

// release returns the search's table to the pool.
func (s *helpSearch) release() {
	if s.seen != nil {
		tablePool.Put(s.seen)
		s.seen = nil
	}
}

// run decides the position in three phases: a short guided search finds
// most mates at once; an exhaustive breadth-first search of all reachable
// positions settles small closed worlds (blocked pawns, a few pieces) either
// way; the guided search then goes on with the rest of the budget, steering
// to each corner in turn.
func (s *helpSearch) run(p *Position) Verdict {
	corners := s.corners(p)
	s.setCorner(corners[0])
	s.closedWorld = p.ByColor(s.winner)&(p.ByRole(Rook)|p.ByRole(Queen)) == 0
	s.minorMate = s.closedWorld && p.ByColor(s.winner)&p.ByRole(Pawn) == 0
	total := s.budget
	s.budget = min(total, quickSearchNodes)
	if v := s.deepen(p); v != Undetermined {
		return v
	}
	s.budget = s.nodes + (total-s.nodes)*2/3
	if v := s.exhaust(p); v != Undetermined {
		return v
	}
	// The rest of the budget in turn for each corner, the likeliest first.
	for i, c := range corners {
		s.setCorner(c)
		s.budget = s.nodes + (total-s.nodes)/(len(corners)-i)
		if v := s.deepen(p); v != Undetermined {
			return v
		}
	}
	return Undetermined
}

// deepen runs the guided search with growing depth until it finds a mate,
// proves there is none, or runs out of budget.
func (s *helpSearch) deepen(p *Position) Verdict {
	if s.seen == nil {
		s.seen = tablePool.Get().(*transTable)
	}
	for maxDepth := int32(1); ; maxDepth++ {
		s.interrupted = false
		s.seen.reset()
		s.iterationEnd = min(s.budget, s.nodes+iterationNodes)
		if s.search(p, 0, maxDepth, 0, false) {
			return CanMate
		}
		if !s.interrupted {
			return CannotMate
		}
		if s.nodes >= s.budget || maxDepth >= maxSearchPly {
			return Undetermined
		}
	}
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

// classify judges whether move m (by the side to move) brings the mate
// closer.
func (s *helpSearch) classify(p *Position, m Move) int {
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
	if s.winnerNeedsPromotion(p) && pawnSpread(s.winner, p.ByPiece(Piece{s.winner, Pawn})).Has(to) {
		// A piece offered to the winner's pawn opens its way to promote.
		return moveReward
	}
	if mateNeedsPromotion(p, s.winner) {
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
	if !s.seen.visit(p, left) {
		return false
	}
	if materialCannotMate(p, s.winner) {
		return false
	}
	// Order the moves: progress first, setbacks last.
	var class [256]uint8
	for i, m := range moves {
		class[i] = uint8(s.classify(p, m))
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
			child := *p
			irreversible := child.roleAt(m.From()) == Pawn || child.Occupied().Has(m.To()) && !m.IsCastle()
			child.Play(m)
			if irreversible && s.closedWorld && !staticallyMateable(&child, s.winner) {
				continue
			}
			s.path = append(s.path, m)
			found := s.search(&child, next, maxDepth, ply+1, want == moveReward)
			s.path = s.path[:len(s.path)-1]
			if found {
				return true
			}
		}
	}
	return false
}

// exhaust visits every position reachable from p, breadth first, each once,
// skipping lines from positions proved unmateable. It finds the shortest
// mate, or proves that none exists when the positions run out.
func (s *helpSearch) exhaust(p *Position) Verdict {
	type node struct {
		pos    Position
		parent int32
		move   Move
		ply    int32
	}
	nodes := []node{{pos: *p, parent: -1}}
	lineTo := func(i int32) []Move {
		var line []Move
		for ; nodes[i].parent >= 0; i = nodes[i].parent {
			line = append(line, nodes[i].move)
		}
		slices.Reverse(line)
		return line
	}
	var seen posTable
	seen.put(p, 0)
	var buf [256]Move
	for head := 0; head < len(nodes); head++ {
		if s.nodes >= s.budget {
			return Undetermined
		}
		// Appending below may move the slice; the old array stays intact.
		cur := &nodes[head].pos
		moves := cur.LegalMoves(buf[:0])
		s.nodes += 1 + len(moves)
		if len(moves) == 0 {
			if cur.IsCheck() && cur.Turn() != s.winner {
				s.witness = lineTo(int32(head))
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
			if _, ok := seen.get(&child); ok {
				continue
			}
			seen.put(&child, 0)
			// A mate is taken when it is generated, which spares expanding
			// the rest of its parent's level.
			if child.Turn() != s.winner && child.IsCheckmate() {
				s.witness = append(lineTo(int32(head)), m)
				return CanMate
			}
			// Near the root every position gets the reachability proof, since
			// a capture possible only at the start can spoil it there.
			if (irreversible || nodes[head].ply < 2) && !staticallyMateable(&child, s.winner) {
				continue
			}
			nodes = append(nodes, node{pos: child, parent: int32(head), move: m, ply: nodes[head].ply + 1})
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

const ttBits = 15

var tablePool = sync.Pool{New: func() any { return &transTable{entries: make([]ttEntry, 1<<ttBits), gen: 1} }}

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

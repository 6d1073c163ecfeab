package engine

import (
	"cmp"
	"math"
	"math/bits"
	"slices"
	"sync"
	"unsafe"
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
	// unlocking is set in the turn of the guided phase that steers the
	// loser's king to the winner's pawns (see guided).
	unlocking bool
	// freeCaptures is set in the capture turn (see guided): the loser's
	// captures and pawn moves cost nothing and its king is steered to the
	// winner's.
	freeCaptures bool
	// gap is the gap the running turn steers to (see unwinnable_gap.go),
	// NoSquare in the other turns.
	gap Square
	// plan is set in the plan turns (see unwinnable_pawnplan.go).
	plan planTurn
	// proveStatic is set when the guided search tries the reachability
	// proof after captures and pawn moves (see searchMoves): only when the
	// winner has no rook or queen is it worth it, and not in the glance
	// nor in the guided phase (see run).
	proveStatic bool
	// minorMate is set when the winner has no rook, queen or pawn.
	minorMate bool
	bfs       *breadthFirst
	// guidedShare is the guided phase's share of the budget, in its
	// positions (see run).
	guidedShare int
	// wide is the breadth-first search the guided search runs on, turn
	// about (see syncNodes), to wideTarget of its moves so far; nextSync
	// is the guided search's count at which it next does, and
	// wideVerdict what wide decided.
	wide        *helpSearch
	wideVerdict Verdict
	wideTarget  int
	nextSync    int
	// halted is set once the guided search has stopped for wide: every
	// node then returns at once, so that the search unwinds without going
	// through the siblings of every node on its path (which took 30 ms on
	// some sides).
	halted bool
	// waitingCut is set in the guided phase, after the quick phase: each
	// of the loser's pieces gets one waiting move per position there (see
	// search).
	waitingCut bool
	// iterationCap, when set, bounds an iteration of the deepening below
	// iterationNodes: the quick phase and the first turns of the corners
	// are short.
	iterationCap int
	// seen is the transposition table of the running deepening (see
	// deepening.seen), and iteration numbers the iterations, so that an
	// entry tells which one stored it.
	seen      *seenTable
	iteration int32
	// stored counts the positions stored new in seen (see visit), so
	// that a turn knows when it stalls (see deepening.over).
	stored int
	// unverified is set when the iteration met a position by its key
	// alone (see seenTable).
	unverified bool
	// pawnProofs counts the reachability proofs after pawn moves.
	pawnProofs proofRate
}

// stopped reports whether the guided search has stopped for the
// breadth-first one, which decided or found its world narrow.
func (s *helpSearch) stopped() bool { return s.halted }

const (
	// The glance costs less a position than the quick phase, which has the
	// reachability proof and larger tables: at 4,000 positions rather than
	// 2,000, the games lost on time took about 9 % less CPU time and the
	// composed set about 6 % less (three alternated runs), for 1 % more
	// positions searched in all, the verdicts the same; at 8,000 no less.
	glanceNodes      = 4_000
	quickSearchNodes = 20_000
	iterationNodes   = 100_000
	maxSearchPly     = 600
	noRewardsAfter   = 300
	// wideAfter is the node count of the guided search at which the
	// breadth-first search starts beside it (see run).
	wideAfter = 50_000
)

// narrowWorld is the depth at which the breadth-first search has the
// guided search beside it stop (see stepWide), and takes over what is
// left of its share. A breadth-first search that gets so deep within its budget runs
// in a narrow world, such as a king shut in a wall of pawns and bishops,
// whose mates lie 85 to 95 plies deep where only it finds them: beside it
// the guided search spent a third to a half of the CPU time of those
// sides for nothing (the hard set's 8/8/5p2/2p1pPp1/2P1Pk1b/2pBp1pB/
// 2P1P1P1/5BRK b, White, 1.0 s to 0.57 s). The guided search finds mates
// while the breadth-first search beside it is up to 63 plies deep
// (k1b1K3/1p1p4/1P1Pp3/1p2Pp2/1p3P2/1P3P2/5P2/8 w and k1bK4/1p1p4/
// 1P1Pp3/1p2Pp2/1p3P2/1P3P2/5P2/8 w, Black), the 114-ply mate of
// 5brk/4p1p1/3pP1P1/1B1P2p1/3p2p1/3P4/4K1P1/8 w, Black, at 56 (58 while
// stalled turns went on; at 48 it was lost).
const narrowWorld = 64

// The guided search and the breadth-first search take turns on one
// thread: every syncNodes positions of its own, the guided search runs
// the breadth-first search on by a step (stepWide), what those positions
// cost in its moves (guidedWeight) times the breadth-first search's pace
// (widePace). So
// which sides are decided, with which witness and after how many
// positions, is the same on every run and on any machine. On two threads
// side by side the verdict had depended on which ran first (the guided
// search stopped whenever the breadth-first search got to a narrow world
// first lost mates it finds in 0.15 M positions to a busy scheduler, a
// third of the time on the loaded machine), and keeping them to their pace
// across threads cost more than it saved. On one thread the sides that
// reach the guided phase took about 3 % less CPU time (the composed set's
// 96 heaviest positions, four alternated runs: 8.66 s against 8.90 s),
// for twice the wall-clock time of the slowest sides on a machine with a
// processor to spare (the slowest, about 0.3 s).
const syncNodes = 4096

// stepWide runs the breadth-first search wide on by a step (see
// widePace), within its share, and reports whether the guided search
// stops there: wide decided, or has found its world narrow at or before
// the step's end (see narrowWorld).
func (s *helpSearch) stepWide() bool {
	s.nextSync = s.nodes + syncNodes
	w := s.wide
	s.wideTarget += w.bfs.pace(syncNodes * guidedWeight)
	pace := s.wideTarget
	if until := min(pace, w.budget); w.nodes < until {
		if v := w.exhaust(until); v != Undetermined {
			s.wideVerdict = v
			return true
		}
	}
	at := w.bfs.narrowAt
	return at != 0 && at <= pace
}

// widePace is how much faster or slower than its cost the breadth-first
// search goes beside the guided search: a third of it while its last three
// levels grew more than wideGrowth-fold (more than 1.6 new positions a
// ply: a world it is far from closing, where the guided search finds the
// mate if anything does), three times it otherwise (a world it may close,
// or where the mate is near). Which search decides a side does not
// change with the pace, only how much the other spends first; each keeps
// its share. On the composed set 121.1 M positions became 112.9 M and its
// CPU time 10-15 % less (on its 96 heaviest positions 103.3 M to 95.0 M;
// on the Analyzer's own vectors that the repository does not hold,
// 86.9 M to 79.4 M), with every verdict of both reference sets and of
// those vectors the same. Levels grown more than 8-fold, at a half and
// twice the pace, gave 1.6 % fewer positions; more than 16-fold, 2 sides
// undetermined more; from 2- to 4-fold, at a half to three times, the
// positions and the CPU time moved by less than the noise.
const wideGrowth, widePace = 4, 3

// takeOverWide gives the guided search, its share spent, half of what is
// left of the breadth-first search's while that search is far from closing
// its world (see widePace), where the guided search finds the mate if
// anything does, and reports whether it did. The breadth-first search
// keeps the other half and its pace beside it: it still finds mates some
// 35 plies deep in such a world (of the Analyzer's own test vectors that
// the repository does not hold, 8/1p1p1p1p/1P6/BP6/KP6/PP6/3P1P1P/k7 w,
// White), which it lost when it gave up all of it. Two of those vectors
// need more guided positions than the share: 8/p1p1p1p1/6P1/6PK/6PP/
// 6P1/P1P1P3/k7 w, Black, and 2B1B1B1/pBpBpBp1/P1P1P1P1/4k3/8/8/4K3/8 w,
// White, whose breadth-first search had gone on alone to the end of its
// budget for nothing; an earlier build that gave the guided search more
// had decided them. Once the breadth-first search has begun a level it
// gives up (see hopelessLevel), the guided search takes over nothing more:
// the eight bishops of k6B/1b4B1/2b2B2/4B3/3B4/1pB1B3/pP1B4/K7 w, White,
// had spent 0.21 M more guided positions so (1.32 M to 1.53 M), for
// nothing; no other side of both reference sets and of the Analyzer's
// vectors takes over after such a level, and every verdict and count of
// positions there stayed the same. Nor does it take over from a world
// whose levels have stopped growing one after another (see opening), where
// the breadth-first search may yet close it.
func (s *helpSearch) takeOverWide() bool {
	w := s.wide
	if w == nil || w.nodes >= w.budget || !w.bfs.opening() || w.bfs.hopeless() {
		return false
	}
	half := (w.budget - w.nodes) / 2
	s.budget += half / guidedWeight
	w.budget -= half
	return true
}

// hopeless reports whether the search has begun a level it gives up (see
// hopelessLevel).
func (b *breadthFirst) hopeless() bool { return b.giveUp != math.MaxInt }

// farFromClosing reports whether the last three levels grew more than
// wideGrowth-fold (see widePace).
func (b *breadthFirst) farFromClosing() bool {
	return b.depth > 3 && b.levelSize > wideGrowth*b.levelSizes[(b.depth-3)&3]
}

// opening reports whether the search is far from closing its world and
// each of its last three levels was bigger than the one before. A level
// smaller than the one before says the world has begun to run out of new
// positions, however fast it grew until then: the first levels of every
// world grow, so that a search was far from closing at its eighth and
// ninth levels in a world that it closes at the fifteenth. That was the
// dead position 8/7B/7b/8/3p1p1p/b1pP1PpP/B1PpBkP1/3K1BRB w (9,983,
// 35,645, 32,981 and 70,638 positions at levels 6 to 9, then 36,775 and
// fewer), whose breadth-first search the guided search took over half by
// half until it stopped at 1.47 M moves, short of the 2.56 M that prove
// it. The sides that need the takeover grew level after level when they
// took over (see TestAnalyseMateLongLines).
func (b *breadthFirst) opening() bool {
	if !b.farFromClosing() {
		return false
	}
	for d := b.depth - 2; d <= b.depth; d++ {
		if b.levelSizes[d&3] <= b.levelSizes[(d-1)&3] {
			return false
		}
	}
	return true
}

// pace is the step of the breadth-first search's moves beside step moves'
// worth of guided positions (see widePace).
func (b *breadthFirst) pace(step int) int {
	if b.farFromClosing() {
		return step / widePace
	}
	return step * widePace
}

func newHelpSearch(winner Color, budget int) *helpSearch {
	return &helpSearch{winner: winner, budget: budget}
}

// release returns the search's tables to the pool.
func (s *helpSearch) release() {
	if s.tables != nil {
		tablePool.Put(s.tables)
		s.tables = nil
	}
	if s.bfs != nil {
		s.bfs.release()
		s.bfs = nil
	}
}

// run decides the position. A glance, a guided search of a few thousand
// positions towards the likeliest corner, finds most mates at once. The
// quick phase goes on towards that corner to a few tens of thousands of
// positions, trying every move, so that it can also prove "cannot". Then
// the guided phase steers towards each corner in turn, which finds long
// mates when it steers the right way, and once it has searched wideAfter
// positions, an exhaustive breadth-first search of every reachable
// position runs beside it, with its own part of the budget: it settles
// closed worlds (blocked pawns, a few pieces) either way, and finds the
// short mates the steering misses. The first to decide stops the other.
//
// The breadth-first search waits because it seldom pays early: of 20,000
// sides of games lost on time, 306 got past the glance and the guided
// search decided 298 of them, while the breadth-first search beside it,
// started at once, searched about four positions for each of the guided
// search's. Started at wideAfter, it leaves the mean CPU time of those
// 20,000 sides at half (224 to 118 µs), and the hard set's the same.
func (s *helpSearch) run(p *Position) Verdict {
	s.prepare(p)
	corners := s.corners(p)
	total := s.budget
	quick := &deepening{corner: corners[0]}
	s.budget = min(total, glanceNodes)
	// The glance's few thousand positions fit in small tables, which stay
	// in the processor's cache, and it looks for mates without the
	// reachability proof, which the quick phase tries: on 1,000 games lost
	// on time, the small tables took 6 % off the CPU time and leaving the
	// proof out another 13 %, with the same verdicts on both reference sets.
	s.tables.seen.use(glanceTableBits)
	s.tables.static.use(glanceTableBits)
	prove := s.proveStatic
	s.proveStatic = false
	if v := s.deepen(p, quick, s.budget); v != Undetermined {
		return v
	}
	// AnalyseMate leaves the reachability proof to here when the winner
	// has a rook or a queen (see there).
	if !prove && !staticallyMateable(p, s.winner) {
		return CannotMate
	}
	s.proveStatic = prove
	s.tables.seen.use(tableBits)
	s.tables.static.use(tableBits)
	// Each search runs to the end of its share, even when the breadth-first
	// search's next level cannot be expanded in what is left of it: cut
	// wherever it did not fit, it lost the hard set's mate of 1105 black,
	// found after 8 % of a level 3.7 times too big. It gives up only a
	// level many times too big (see hopelessLevel). The shares and that
	// rule, both counted by each search alone, decide which sides are
	// decided.
	//
	// From here the budget is counted in the unit of the breadth-first
	// search, a move generated, and a position of the guided search counts
	// guidedWeight, so that the budget bounds the time whichever search
	// spends it. The shares are the least, with some room, that keep
	// every side of both reference sets decided that the positions'
	// shares above decided: the guided search's mates need up to 0.70 M
	// of its positions (8/p1p1p1p1/6P1/6PK/6PP/8/P1P1P3/7k w, White; of
	// the Analyzer's own test vectors, k1b5/1p1pK3/1P1P4/8/8/8/bB6/8 b,
	// Black, 0.80 M), its share 15/32 of the rest, 0.94 M positions; the
	// breadth-first search's up to 2.73 M moves, its share 17/32, 3.19 M.
	// The guided share had been 1.84 M positions, then 1.27 M while the
	// plan turns came last (the slowest of their mates needed 1.23 M),
	// then 0.96 M while a stalled turn went on to the ply limit (see
	// deepening.over; the 114-ply mate of 5brk/4p1p1/3pP1P1/1B1P2p1/
	// 3p2p1/3P4/4K1P1/8 w, Black, needed 0.91 M, now 0.22 M): what a side
	// that decides nothing spends beyond the need. (The glance's
	// positions before the split count one each.) The shares bound the
	// searches, but for what the guided search takes over of a
	// breadth-first search far from closing its world (see takeOverWide);
	// their pace beside each other is that of their costs (see syncNodes).
	rest := total - s.nodes
	wideBudget := rest * 17 / 32
	s.guidedShare = (rest - wideBudget) / guidedWeight
	if wideBudget <= 0 || s.guidedShare <= 0 {
		return Undetermined
	}
	s.budget = s.nodes + s.guidedShare
	// The quick phase ends at its node count, in the middle of an
	// iteration if need be: an iteration that runs on for iterationNodes
	// here delays every other corner (one side took 1.15 M positions for a
	// mate the second corner finds in 1,200).
	end := min(s.budget, quickSearchNodes)
	s.iterationCap = end - s.nodes
	// Past the glance, where most mates of games are found, the quick
	// phase steers as the unlocking turn does (see guided) when the
	// winner needs a promotion: the games lost on time searched 12 % fewer
	// positions so, and the hard set 7 %.
	quick.unlock = s.winnerNeedsPromotion(p) && !mateNeedsPromotion(p, s.winner)
	v := s.deepen(p, quick, end)
	s.iterationCap = 0
	if v != Undetermined {
		return v
	}
	// The guided phase proves nothing itself (its waiting-move cut leaves
	// lines out), and the breadth-first search beside it does the proving:
	// the proof would only prune here, and costs more than the lines it
	// prunes (a quarter less CPU without it on the heaviest sides, the
	// verdicts unchanged).
	s.proveStatic = false
	s.waitingCut = true
	wide := newHelpSearch(s.winner, wideBudget)
	defer wide.release()
	v = s.guided(p, corners, quick.maxDepth, wide)
	s.nodes += wide.nodes
	return v
}

// prepare sets what the search knows of the position before it starts.
func (s *helpSearch) prepare(p *Position) {
	s.tables = tablePool.Get().(*searchTables)
	s.path = s.tables.path[:0]
	s.tables.static.reset()
	s.tables.seen.use(tableBits)
	s.tables.static.use(tableBits)
	s.proveStatic = !hasHeavyPiece(p, s.winner)
	s.minorMate = s.proveStatic && p.ByColor(s.winner)&p.ByRole(Pawn) == 0
}

// guided runs the guided search towards each corner in turn, each turn
// resuming where that corner's search stopped, until the budget is spent,
// and starts the breadth-first search wide beside it once it has searched
// wideAfter positions (or, when it ends before, runs wide after it). The
// first corner's shallow iterations have been done by the quick search up
// to depth done (the last one perhaps cut short). When the winner needs a
// promotion (and the loser's promotion alone would not do), a further
// turn steers the loser's king to take the winner's nearest pawn (see
// nodeFacts.unlock): when the winner's pawns are locked behind the loser's,
// or its king walls in its last free pawn, the mate runs through the
// loser's king taking a pawn, a loser's pawn promoting and a winner's pawn
// taking the new piece, 60 plies and more, which the corners' turns, where
// the loser's captures are punished, do not find: it decided 6 of the hard
// set's 28 undetermined sides. In a wedge of pawns and bishops with a gap,
// a turn steers the kings to the gap (see unwinnable_gap.go). The capture
// turn frees the loser's captures and steers the loser's king to the
// winner's king: where the winner's king or pawns are walled in by their
// own side, the mate runs through the loser taking the wall (a bishop that
// takes a pawn to open a file, a king that eats the rook beside the
// winner's king, a pawn that promotes to give its new piece to a winner's
// pawn), which the other turns charge three plies a capture and the king's
// walk away from the corner, so that the breadth-first search found those
// mates first. It runs when a winner's pawn is rammed by a loser's pawn:
// the hard set's positions searched fell from 171-173 M to 152-154 M with
// it (the Bishop-and-Knight wall 596 black from 4.5 M to 0.14 M), and it
// decided 498 black, k1b5/1p1p4/1P1Pb3/B7/8/8/8/K7 w, which was
// undetermined. Its loser's pawn moves cost nothing too: the hard set then
// searched another 5 % fewer positions (153 M to 145 M). Run for every
// side, it made the games lost on time search a third more positions
// (18.6 M to 25.3 M): their mates with knights and lone pieces lie in the
// later corners, which it delayed. The plan turns (see
// unwinnable_pawnplan.go) come right after the first turn (and the capture
// turn): placed last, behind up to eight corners' and unlocking turns,
// they found their mates in their first slice or two, but only after
// 0.33-1.23 M positions of the whole rotation. Placed so, the 332 composed
// sides that reach this phase searched 45.9 M positions instead of 49.2 M
// and generated 77 M moves of the breadth-first search instead of 86 M
// (the composed set's line 761, Black, 1k6/1P1p1p1p/BP6/1P6/1p6/8/
// 1P1P1PKP/8 w, from 1.23 M to 0.63 M positions), and the games lost on
// time, whose mates lie in the corners' turns, 6.16 M instead of 6.11 M.
// Each turn keeps its own transposition table (see deepening.seen).
// The turns start short and double up to guidedTurn: a corner the loser
// cannot be mated in costs little before the others get their turn.
func (s *helpSearch) guided(p *Position, corners []Square, done int32, wide *helpSearch) (v Verdict) {
	startWide := func() {
		wide.prepare(p)
		wide.bfs = newBreadthFirst(p)
		s.wide, s.nextSync, s.wideVerdict = wide, s.nodes+syncNodes, Undetermined
	}
	defer func() {
		s.iterationCap = 0
		if v != Undetermined {
			return
		}
		if s.wide == nil {
			startWide()
		}
		if s.wideVerdict != Undetermined {
			v, s.witness = s.wideVerdict, wide.witness
			return
		}
		// What the guided search leaves of its share goes to the
		// breadth-first search, which goes on alone.
		wide.budget += max(0, s.budget-s.nodes) * guidedWeight
		if v = wide.exhaust(wide.budget); v != Undetermined {
			s.witness = wide.witness
		}
	}()
	turns := make([]deepening, len(corners), len(corners)+3)
	for i, c := range corners {
		turns[i].corner = c
	}
	turns[0].maxDepth = done - 1
	if s.winnerNeedsPromotion(p) && !mateNeedsPromotion(p, s.winner) {
		turns = append(turns, deepening{corner: corners[0], unlock: true})
		// The winner's king goes for the loser's pawn nearest to it, and
		// the mate may come on that side of the board, once the pawn it
		// freed has promoted: a second unlocking turn steers the loser's
		// king to the corner nearest that pawn when it is another (in
		// B1B1B3/pBpBpBp1/P1P1P1P1/8/8/8/8/k1K5 w, a8 rather than h1,
		// which the loser's king has as near). Neither corner does for
		// every side of the hard set: one side needs each.
		if target := prey(p, s.winner); target != NoSquare {
			if c := s.cornersNear(p, target)[0]; c != corners[0] {
				turns = append(turns, deepening{corner: c, unlock: true})
			}
		}
		// The gap turn goes first: where it finds a mate it does so in a
		// few thousand positions (the hard set's side 191 black in 25 k
		// instead of 1.0 M as the last turn), and the hard set's other
		// sides searched as many positions in all.
		if gap := s.gapSquare(p); gap != NoSquare {
			turns = append([]deepening{{corner: corners[0], gap: SquareBB(gap)}}, turns...)
		}
	}
	turns = slices.Insert(turns, 1, s.planTurns(p, corners[0])...)
	// The capture turn comes second, after the first (the gap turn when
	// there is one, else the first corner's): the mates it finds are short
	// once the loser may take (the hard set's 593 black in 14 plies, 78 k
	// positions instead of 1.48 M), and placed last it found too few of
	// them before the breadth-first search did.
	if pawnPush(s.winner, p.ByPiece(Piece{s.winner, Pawn}))&p.ByPiece(Piece{s.winner.Other(), Pawn}) != 0 {
		turns = slices.Insert(turns, 1, deepening{corner: corners[0], captures: true})
	}
	// Each turn takes its table when it first runs, most sides that get
	// here being decided in the first turn or two; the shared one is left
	// for reprove.
	for i := range turns {
		turns[i].keep = true
	}
	defer func() {
		for _, d := range turns {
			if d.seen != nil {
				seenPool.Put(d.seen)
			}
		}
	}()
	turn := firstTurn
	for s.nodes < s.budget && !s.stopped() {
		over := true // every turn at the ply limit or stalled: none can go on
		s.iterationCap = min(turn, iterationNodes)
		for i := range turns {
			if s.wide == nil && s.nodes >= wideAfter {
				startWide()
			}
			v := s.deepen(p, &turns[i], min(s.budget, s.nodes+turn))
			if v != Undetermined || s.stopped() || s.nodes >= s.budget && !s.takeOverWide() {
				return v
			}
			over = over && turns[i].over()
		}
		if over {
			break
		}
		turn = min(2*turn, guidedTurn)
	}
	return Undetermined
}

// guidedWeight is what a position of the guided search counts in the
// budget, in moves generated by the breadth-first search: on the 30
// slowest sides of the composed set, least squares of their CPU time on
// the two counts gave 277 ns a guided position and 95 ns a move of the
// breadth-first search (the guided search's moves generated added
// nothing once its positions were counted).
const guidedWeight = 3

// firstTurn and guidedTurn are the number of positions each corner's
// search gets in its first turn and at most.
const (
	firstTurn  = 50_000
	guidedTurn = 2 * iterationNodes
)

// deepening is the state of one guided search: its corner and the depth
// limit of its last iteration.
type deepening struct {
	corner   Square
	maxDepth int32
	unlock   bool
	// captures marks the capture turn (see guided).
	captures bool
	// gap holds the gap of the gap turn (see unwinnable_gap.go).
	gap Bitboard
	// keep is set when the search keeps its transposition table, seen,
	// from one iteration to the next (the guided phase's turns): a
	// position an earlier iteration searched with at least the depth left
	// it has now is not searched again. The earlier search found no mate
	// there with that much room, so the new iteration spends its positions
	// only where it has more room than before (the Chess Unwinnability
	// Analyzer keeps its table so too). The search towards h8 alone finds
	// Black's mate in 8/1p1k2p1/bPp2pPb/n1P2P1n/N1p2p1N/BpP1KPpB/1P4P1/8 w
	// so in 0.25 M positions instead of 5.4 M. Such a skip leaves a line
	// unsearched when the earlier iteration was cut short inside it, so it
	// counts as an interruption and the iteration proves nothing. When
	// keep is not set, the search uses the shared table, emptied for every
	// iteration (the glance and the quick phase, which prove "cannot").
	keep bool
	seen *seenTable
	plan planTurn
	// stalled counts the iterations in a row that found no position new
	// to the turn's table (see over).
	stalled int
}

// The capture turn's iterations from depth captureShortFrom on stop at
// captureIteration positions. Its loser's captures and pawn moves cost
// nothing (see guided), so an iteration is wide: at 100,000 positions
// each, against the eight bishops of k6B/1b4B1/2b2B2/4B3/3B4/1pB1B3/
// pP1B4/K7 w, White, its iterations were cut short at depth 1 to 3 turn
// after turn, the kept table skipping none of what the one before had
// searched (each goes one ply deeper), and the side was given up after
// 2.74 M positions; its 51-ply mate lies at depth 12, which iterations of
// 10,000 reach within its share: found after 1.12 M. The Analyzer, which
// keeps its table so too, stops every iteration at 10,000. Its first two
// depths keep the whole iteration: the capture turn's mates found there
// (1k6/8/1p1p1p1p/1P1P1P1P/3pB1K1/3Pb3/8/8 w, Black, at depth 2 after
// 0.18 M positions) need more than 10,000 positions of it, and short
// from depth 1 on, that side took 3.70 M. The composed set and the
// Analyzer's test vectors: no verdict lost, no other side searching more
// than 41,000 positions more, two of the vectors about 0.8 M fewer each,
// 259.0 M positions in all where 252.2 M; the games lost on time the same
// position for position. At 8,000 and 12,000 the bishops are decided too
// (after 1.08 M and 2.50 M), at 20,000 not.
const captureIteration, captureShortFrom = 10_000, 3

// iterationLimit is the node limit of the turn's next iteration, given the
// round's (see guided; 0 means iterationNodes).
func (d *deepening) iterationLimit(limit int) int {
	if d.captures && d.maxDepth >= captureShortFrom {
		return min(cmp.Or(limit, iterationNodes), captureIteration)
	}
	return limit
}

// stallIterations is the number of iterations in a row without a new
// position after which a turn of the guided phase ends (see over).
const stallIterations = 16

// over reports whether the turn can go on no further: at the ply limit, or
// stalled. A turn whose iterations keep meeting only positions its kept
// table already holds walks the same few hundred positions deeper and
// deeper (the composed set's 5brk/4p1p1/3pP1P1/1B1P2p1/3p2p1/3P4/4K1P1/8
// w, Black: four of its five turns from depth 20 to the ply limit of 600,
// 354 positions an iteration, while the fifth turn found the 114-ply mate;
// 3.4 M positions searched, 0.6 M with the stalled turns ended). Ending
// one proves nothing and loses nothing sound: the guided phase only finds
// mates. On both reference sets no other verdict changed, nor any count
// of positions that did not depend on the race of the two threads the
// searches then ran on (see syncNodes).
func (d *deepening) over() bool {
	return d.maxDepth >= maxSearchPly || d.stalled >= stallIterations
}

// deepen runs guided iterations towards d's corner with growing depth until
// one finds a mate, one proves there is none, or the node count reaches
// until. An iteration stops at its own node limit (iterationNodes, or
// iterationCap when that is set), or at the budget, not at until: a turn
// longer than an iteration is soft, so that no iteration's work is thrown
// away.
func (s *helpSearch) deepen(p *Position, d *deepening, until int) Verdict {
	s.setCorner(d.corner)
	s.unlocking = d.unlock
	s.freeCaptures = d.captures
	s.gap = NoSquare
	if d.gap != 0 {
		s.gap = d.gap.First()
	}
	switch {
	case !d.keep:
		s.seen = &s.tables.seen
	case d.seen == nil:
		d.seen = seenPool.Get().(*seenTable)
		d.seen.reset()
		fallthrough
	default:
		s.seen = d.seen
	}
	s.seen.exact = !d.keep
	s.plan = d.plan
	limit := s.iterationCap
	defer func() { s.iterationCap = limit }()
	for s.nodes < until && !d.over() && !s.stopped() {
		d.maxDepth++
		s.iterationCap = d.iterationLimit(limit)
		if !d.keep {
			s.seen.reset()
		}
		stored := s.stored
		if s.iterate(p, d.maxDepth) {
			return CanMate
		}
		if s.stored == stored {
			d.stalled++
		} else {
			d.stalled = 0
		}
		if !s.interrupted && !s.stopped() {
			if !s.unverified {
				return CannotMate
			}
			// The iteration met positions by their keys alone (see
			// seenTable): it proves only when searched again with their
			// identities compared.
			if v := s.reprove(p, d.maxDepth); v != Undetermined {
				return v
			}
		}
	}
	return Undetermined
}

// iterate runs one iteration of the deepening to maxDepth, within its node
// limit (iterationNodes, or iterationCap when that is set), and reports
// whether it found a mate.
func (s *helpSearch) iterate(p *Position, maxDepth int32) bool {
	s.interrupted, s.unverified = false, false
	s.iteration++
	iteration := iterationNodes
	if s.iterationCap > 0 {
		iteration = s.iterationCap
	}
	s.iterationEnd = min(s.budget, s.nodes+iteration)
	return s.search(p, 0, maxDepth, 0, false)
}

// reprove runs the iteration to maxDepth of a turn's search again on the
// exact table, the shared one, which the turns leave alone (see guided),
// after the turn's own table had let the iteration through uninterrupted:
// CannotMate if it is so again, CanMate if it finds a mate (which a key
// collision could have hidden), else Undetermined. On the reference sets
// 7 sides are proved so, in the few tens of thousands of positions of a
// closed world; given up, the breadth-first search proved them after about
// 50,000 more positions each.
func (s *helpSearch) reprove(p *Position, maxDepth int32) Verdict {
	kept, stored := s.seen, s.stored
	s.seen = &s.tables.seen
	s.seen.exact = true
	s.seen.reset()
	found := s.iterate(p, maxDepth)
	s.seen, s.stored = kept, stored
	switch {
	case found:
		return CanMate
	case !s.interrupted && !s.stopped():
		return CannotMate
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
	return s.cornersNear(p, near)
}

// cornersNear orders the corners as corners does, each group by distance
// to square near.
func (s *helpSearch) cornersNear(p *Position, near Square) []Square {
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

// buildKnightDistance fills knightDistance (buildTables).
func buildKnightDistance() {
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

// isQuietPieceMove reports whether m moves a knight, bishop, rook or queen
// to an empty square.
func (p *Position) isQuietPieceMove(m Move) bool {
	role := p.roleAt(m.From())
	return role != King && role != Pawn && !p.Occupied().Has(m.To())
}

// nodeFacts are what classify needs to know of a position, computed once
// for all its moves.
type nodeFacts struct {
	// offered holds the squares where a loser's piece opens the way of a
	// winner's pawn that must promote.
	offered Bitboard
	// needLoserPromotion is set when only a promotion by the loser can
	// give the mate its blockers.
	needLoserPromotion bool
	// unlock is set in the unlocking turn (see guided) when the winner
	// needs a promotion: each king is steered to prey, the enemy pawn
	// nearest to it (for the loser's king, the one its jammed bishops may
	// leave unguarded when there is one: see jammedCagePawn), to take it,
	// and the loser's pawns to promote (in
	// B1B1B3/pBpBpBp1/P1P1P1P1/8/8/8/8/k1K5 w after the loser's king has
	// taken a6, the winner's king walks in through a6 and takes a7 and c7
	// to free its c-pawn).
	unlock bool
	prey   Square
	// guarded is, on the winner's move in the unlocking turn, the pawn
	// of its jammed bishops' cage that they guard now and may leave to the
	// loser's king (see jammedCagePawn); else NoSquare.
	guarded Square
	plan    planFacts
	// The side to move's pieces by role, its king's square and the
	// opponent's pieces, so that a move's role and whether it captures are
	// read off a set (see classify).
	pawns, knights, bishops, heavy, theirs Bitboard
	king                                   Square
	// kingNear holds the squares nearer than the king's own to where its
	// side steers it (see classifyWinner, classifyLoser), preyNear those
	// nearer to the prey.
	kingNear, preyNear Bitboard
}

// nodeFacts fills f, the caller's, field by field: returned by value,
// the struct was written piece by piece and then copied in wide moves that
// waited for those writes (a store that a wider load overlaps is not
// forwarded to it). With place.set, which does the same for a table's
// slot, the median sides of games lost on time took a tenth less CPU time
// (beside the Analyzer, 0.23 of its median where 0.205).
func (s *helpSearch) nodeFacts(p *Position, f *nodeFacts) {
	*f = nodeFacts{guarded: NoSquare}
	if p.Turn() != s.winner {
		if s.winnerNeedsPromotion(p) {
			f.offered = pawnSpread(s.winner, p.ByPiece(Piece{s.winner, Pawn}))
		}
		f.needLoserPromotion = mateNeedsPromotion(p, s.winner)
		if s.unlocking && !f.needLoserPromotion && s.winnerNeedsPromotion(p) {
			// The pawn of a jammed cage that its bishops may leave
			// unguarded rather than the nearest, which they may guard
			// wherever their holes are (see jammedCagePawn).
			if f.prey = jammedCagePawn(p, s.winner); f.prey == NoSquare {
				f.prey = prey(p, s.winner.Other())
			}
			f.unlock = f.prey != NoSquare
		}
	} else if s.unlocking && s.winnerNeedsPromotion(p) && !mateNeedsPromotion(p, s.winner) {
		f.prey = prey(p, s.winner)
		f.unlock = f.prey != NoSquare
		if f.unlock {
			f.guarded = guardedCagePawn(p, s.winner)
		}
	}
	if s.plan.on {
		s.setPlanFacts(p, f)
	}
	ours := p.byColor[p.turn]
	f.pawns, f.knights, f.bishops = ours&p.byRole[Pawn], ours&p.byRole[Knight], ours&p.byRole[Bishop]
	f.heavy = ours & (p.byRole[Rook] | p.byRole[Queen])
	f.theirs, f.king = p.byColor[p.turn.Other()], p.King(p.turn)
	switch {
	case p.turn == s.winner:
		f.kingNear = nearer(s.kingTarget, f.king)
	case s.freeCaptures:
		f.kingNear = nearer(p.King(s.winner), f.king)
	default:
		f.kingNear = nearer(s.corner, f.king)
	}
	if f.unlock {
		f.preyNear = nearer(f.prey, f.king)
	}
}

// nearer returns the squares nearer to target than from, in king steps.
func nearer(target, from Square) Bitboard {
	return within[target][squareDistance(from, target)]
}

// within[t][d] holds the squares less than d king steps from t. Each ring
// is the one before spread by a king step: a few hundred shifts, made
// with the first position (buildTables).
var within [64][8]Bitboard

func buildWithin() {
	for t := Square(0); t < 64; t++ {
		w := &within[t]
		w[1] = SquareBB(t)
		for d := 2; d < 8; d++ {
			w[d] = w[d-1] | kingSpread(w[d-1])
		}
	}
}

// prey returns the enemy pawn nearest to the king of colour c (NoSquare
// when there is none).
func prey(p *Position, c Color) Square {
	return nearest(p.ByPiece(Piece{c.Other(), Pawn}), p.King(c))
}

// nearest returns the square of set nearest to target, the lowest of
// those as near (NoSquare when set is empty).
func nearest(set Bitboard, target Square) Square {
	found, best := NoSquare, 99
	for b := set; b != 0; {
		sq := b.PopFirst()
		if d := squareDistance(sq, target); d < best {
			found, best = sq, d
		}
	}
	return found
}

// classify judges whether move m (by the side to move) brings the mate
// closer. The moving piece's role and whether it captures are read off the
// node's sets (see nodeFacts), not looked up move by move: the games lost
// on time spent a fifth of their time classifying moves so.
func (s *helpSearch) classify(p *Position, m Move, f *nodeFacts) int {
	if f.plan.on {
		return s.classifyPlan(p, m, f)
	}
	if p.Turn() == s.winner {
		return s.classifyWinner(m, f)
	}
	return s.classifyLoser(m, f)
}

// captures reports whether m, a move of the side to move, takes a piece.
func (f *nodeFacts) captures(m Move) bool { return f.theirs.Has(m.To()) || m.IsEnPassant() }

// classifyWinner is classify for the winner's moves (see
// classifyWinnerMoves).
func (s *helpSearch) classifyWinner(m Move, f *nodeFacts) int {
	var class [1]uint8
	s.classifyWinnerMoves([]Move{m}, class[:], f)
	return int(class[0])
}

// classifyWinnerMoves classifies the winner's moves into classes:
// captures, pawn moves and steps towards the prey, the king's target or
// the corner are rewards. What a node's moves share is read once before
// the loop, and no move calls out of it: a call for each move, its
// registers saved and read back around it, took 2-4 % more of the CPU
// time of the games' median sides. The knight's distance to the corner
// is read from the corner's row of knightDistance, the distance being the
// same both ways: one cache line where the square's rows took one each.
func (s *helpSearch) classifyWinnerMoves(moves []Move, classes []uint8, f *nodeFacts) {
	kingTo := f.kingNear
	if f.unlock {
		kingTo |= f.preyNear
	}
	theirs, pawns, knights, king := f.theirs, f.pawns, f.knights, f.king
	toCorner := &knightDistance[s.corner]
	for i, m := range moves {
		from, to := m.From(), m.To()
		class := uint8(moveNormal)
		if theirs.Has(to) || m.IsEnPassant() || pawns.Has(from) ||
			from == king && kingTo.Has(to) ||
			knights.Has(from) && toCorner[to] < toCorner[from] {
			class = moveReward
		}
		classes[i] = class
	}
}

// classifyLoser is classify for the loser's moves (see
// classifyLoserMoves).
func (s *helpSearch) classifyLoser(m Move, f *nodeFacts) int {
	var class [1]uint8
	s.classifyLoserMoves([]Move{m}, class[:], f)
	return int(class[0])
}

// classifyLoserMoves classifies the loser's moves into classes: pieces
// offered to the winner's pawns, the king to the prey, promotions to
// blockers, the king to the corner and the minor pieces to where they
// block are rewards, captures setbacks (but in the capture turn). As
// classifyWinnerMoves, it reads what the node's moves share once.
func (s *helpSearch) classifyLoserMoves(moves []Move, classes []uint8, f *nodeFacts) {
	opening := f.offered != 0 || f.unlock || f.needLoserPromotion
	free, block := s.freeCaptures, s.blockTarget
	theirs, pawns, knights, king, kingNear := f.theirs, f.pawns, f.knights, f.king, f.kingNear
	// Minor pieces mate only against the loser's own blockers.
	blockers := f.bishops
	if s.minorMate {
		blockers |= f.heavy
	}
	toBlock := &knightDistance[block]
	for i, m := range moves {
		if opening {
			if class, ok := s.classifyLoserOpening(m, f); ok {
				classes[i] = uint8(class)
				continue
			}
		}
		from, to := m.From(), m.To()
		capture := theirs.Has(to) || m.IsEnPassant()
		class := uint8(moveNormal)
		switch {
		case free && (capture || pawns.Has(from)):
			class = moveReward
		case capture:
			class = movePunish
		case from == king:
			// Towards the winner's king in the capture turn, else the corner.
			if kingNear.Has(to) {
				class = moveReward
			}
		case knights.Has(from):
			if toBlock[to] < toBlock[from] {
				class = moveReward
			}
		case blockers.Has(from):
			if nearer(block, from).Has(to) {
				class = moveReward
			}
		}
		classes[i] = class
	}
}

// classifyLoserOpening classifies the loser's moves that open the way to
// the mate, when the node's facts call for one: a piece offered to the
// winner's pawns, the king to the prey, a promotion to a blocker; ok is
// false when they decide nothing.
func (s *helpSearch) classifyLoserOpening(m Move, f *nodeFacts) (class int, ok bool) {
	from, to := m.From(), m.To()
	capture := f.captures(m)
	if f.offered.Has(to) {
		// A piece offered to the winner's pawn opens its way to promote.
		return moveReward, true
	}
	if f.unlock {
		if from == f.king && (to == f.prey || !capture && f.preyNear.Has(to)) || f.pawns.Has(from) && !capture {
			return moveReward, true
		}
	}
	if f.needLoserPromotion {
		// Only a promotion can give the loser the blockers the mate needs.
		if f.pawns.Has(from) && m.Promotion() != Queen && m.Promotion() != Rook {
			return moveReward, true
		}
		if from != f.king || capture {
			return movePunish, true
		}
	}
	return 0, false
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
// counts the plies charged so far, ply the plies actually played. p may
// come with its checkers unset (playBare): search finds them only past the
// transposition table, which cuts four positions in ten on the composed
// set's heaviest sides.
func (s *helpSearch) search(p *Position, depth, maxDepth int32, ply int, progress bool) bool {
	if !s.count() {
		return false
	}
	moves := s.tables.moves[ply][:0]
	leaf := depth >= maxDepth || ply >= maxSearchPly || s.nodes >= s.iterationEnd
	var slots slotPair
	if !leaf {
		if slots = s.seen.pair(p); s.searched(&slots, maxDepth-depth) {
			return false
		}
	}
	p.findCheckers()
	if leaf && p.Turn() == s.winner {
		return s.mateInOne(p, moves)
	}
	if !leaf {
		moves = p.LegalMoves(moves)
	} else if p.checkers == 0 && s.interrupted {
		// Not in check, the loser is not mated, and whether it has a move
		// (a line cut by the depth limit) or none (stalemate) changes
		// nothing once the iteration is interrupted: the guided phase's
		// iterations nearly always are, and against the eight bishops of
		// k6B/1b4B1/2b2B2/4B3/3B4/1pB1B3/pP1B4/K7 w the loser's moves
		// looked for here were a twelfth of the side's time.
		return false
	} else if p.hasLegalMove() {
		// At the depth limit the loser's moves matter only in that they
		// exist (no mate here), and a king step usually answers that.
		s.interrupted = true
		return false
	}
	if len(moves) == 0 {
		if p.IsCheck() && p.Turn() != s.winner {
			s.witness = append([]Move(nil), s.path...)
			return true
		}
		return false
	}
	s.visit(&slots, p, maxDepth-depth)
	if materialCannotMate(p, s.winner) {
		return false
	}
	return s.searchMoves(p, moves, s.order(p, moves, ply), depth, maxDepth, ply, progress)
}

// count counts a node and reports whether the search goes on: it stops
// once halted, and halts where the breadth-first search, run on every
// syncNodes positions, tells it to (see stepWide).
func (s *helpSearch) count() bool {
	if s.halted {
		return false
	}
	s.nodes++
	if s.wide != nil && s.nodes >= s.nextSync && s.stepWide() {
		s.halted, s.interrupted = true, true
		return false
	}
	return true
}

// mateInOne looks, at the depth limit, for a mate among the winner's
// moves that may give check. A mate in one there costs only the winner's
// moves: every helpmate line ends with one. Each position so looked at
// counts in the budget: with many pieces giving check they are most of
// the work (the eight bishops of k6B/1b4B1/2b2B2/4B3/3B4/1pB1B3/pP1B4/K7
// w, undetermined, took 0.87 s uncounted, 0.77 s so).
func (s *helpSearch) mateInOne(p *Position, moves []Move) bool {
	checks := p.newCheckTest()
	moves = p.checkingMoves(moves, &checks)
	if len(moves) == 0 {
		// No mate here; a position with no move at all is no line cut
		// by the depth limit.
		s.interrupted = s.interrupted || p.hasLegalMove()
		return false
	}
	s.interrupted = true
	for _, m := range moves {
		s.nodes++
		child := *p
		child.Play(m)
		if child.IsCheckmate() {
			s.path = append(s.path, m)
			s.witness = append([]Move(nil), s.path...)
			s.path = s.path[:len(s.path)-1]
			return true
		}
	}
	return false
}

// order classifies the moves of p, progress first, setbacks last, in the
// table of the ply.
func (s *helpSearch) order(p *Position, moves []Move, ply int) *[256]uint8 {
	class := &s.tables.class[ply]
	var facts nodeFacts
	s.nodeFacts(p, &facts)
	// The classifier is chosen once for the node, not for each move as
	// classify does: the ordering is a quarter of the CPU time of the
	// sides of games that the glance mates.
	classes := class[:len(moves)]
	if facts.guarded != NoSquare {
		unguardFirst(moves, facts.bishops, facts.guarded)
	}
	switch {
	case s.gap != NoSquare && s.gapOpen(p):
		for i, m := range moves {
			classes[i] = uint8(s.classifyGap(p, m))
		}
	case facts.plan.on:
		for i, m := range moves {
			classes[i] = uint8(s.classifyPlan(p, m, &facts))
		}
	case p.turn == s.winner:
		s.classifyWinnerMoves(moves, classes, &facts)
	default:
		s.classifyLoserMoves(moves, classes, &facts)
	}
	return class
}

// searchMoves searches the children of p, the moves of each class in
// turn, rewards first.
func (s *helpSearch) searchMoves(p *Position, moves []Move, class *[256]uint8, depth, maxDepth int32, ply int, progress bool) bool {
	// In the guided phase, where the exhaustive search does the proving,
	// each of the loser's pieces gets one waiting move here: its quiet
	// moves that do not head for the mate are interchangeable tempo moves
	// in a helpmate, and trying them all multiplies the search (58
	// undetermined hard sides against 56). A skipped move leaves the
	// iteration unable to prove anything, as a line cut by the depth limit
	// does.
	var waited [64]bool
	waiting := s.waitingCut && p.Turn() != s.winner
	s.touchChildren(p, moves, class, depth, maxDepth, ply, progress)
	for _, want := range [3]uint8{moveReward, moveNormal, movePunish} {
		for i, m := range moves {
			if class[i] != want {
				continue
			}
			if waiting && want != moveReward && p.isQuietPieceMove(m) {
				if waited[m.From()] {
					s.interrupted = true
					continue
				}
				waited[m.From()] = true
			}
			// The children live in a table per ply, not on the stack, where
			// the recursion would make each one escape to the heap.
			child := &s.tables.plies[ply]
			*child = *p
			// The reachability proof runs after captures, and after pawn
			// moves while it closes positions there (see
			// proofRate.closing): after every pawn move, it took a sixth
			// of the CPU time on both reference sets, for the one position
			// in six it closed on the composed set and one in a hundred on
			// the games. Paced so, the two sets try a fortieth and a
			// seventieth of those proofs, and search 0.4 % more positions
			// and as many.
			var rate *proofRate
			prove := s.proveStatic && p.isCapture(m)
			if s.proveStatic && !prove && s.pawnProofs.closing() && p.roleAt(m.From()) == Pawn {
				prove, rate = true, &s.pawnProofs
			}
			child.playBare(m)
			if prove && !s.staticallyMateable(child, rate) {
				continue
			}
			s.path = append(s.path, m)
			found := s.search(child, chargedDepth(want, depth, maxDepth, ply, progress), maxDepth, ply+1, want == moveReward)
			s.path = s.path[:len(s.path)-1]
			if found {
				return true
			}
		}
	}
	return false
}

// touchChildren asks for the transposition-table slots that p's children
// short of the depth limit will probe (see prefetch), before the first of
// them is searched. Most of those reads miss the cache in a large search;
// made one by one as each child is searched, each waits alone, while here
// they overlap (as breadthFirst.touch does for its index). The keys leave
// out what castling, en passant and promotions change (see keyAfter): a
// wrong slot asked for costs only the read. It changes nothing the search
// does. The glance's small table stays in the cache, where the
// reads would only cost their keys (the games' median side a quarter
// more CPU time).
func (s *helpSearch) touchChildren(p *Position, moves []Move, class *[256]uint8, depth, maxDepth int32, ply int, progress bool) {
	if ply+1 >= maxSearchPly || s.seen.mask < 1<<tableBits-1 {
		return
	}
	var open [3]bool // by class: whether its children are short of the limit
	for c := range open {
		open[c] = chargedDepth(uint8(c), depth, maxDepth, ply, progress) < maxDepth
	}
	if !open[moveReward] && !open[moveNormal] {
		return
	}
	slots, mask := s.seen.slots, s.seen.mask
	// Of the loser's waiting moves only the first of each piece is
	// searched (see searchMoves), so only its slot is read: the eight
	// bishops' side read the slots of every quiet bishop move of the
	// loser's for nothing.
	var waited Bitboard
	waiting := s.waitingCut && p.turn != s.winner
	at := &s.tables.touched
	n := 0
	for i, m := range moves {
		if !open[class[i]] {
			continue
		}
		from := m.From()
		if waiting && class[i] != moveReward && p.isQuietPieceMove(m) {
			if waited.Has(from) {
				continue
			}
			waited |= SquareBB(from)
		}
		at[n] = uint32(p.keyAfter(m, p.roleAt(from)))
		n++
	}
	prefetch(unsafe.Pointer(&slots[0]), seenSlotShift, uint32(mask), at[:n])
}

// chargedDepth is the depth charged after a move of class want: a reward,
// or a normal move that follows one, costs nothing, a setback three plies,
// any other one ply; past noRewardsAfter every move costs one.
func chargedDepth(want uint8, depth, maxDepth int32, ply int, progress bool) int32 {
	switch {
	case ply >= noRewardsAfter:
	case want == moveReward:
		return depth
	case want == movePunish:
		return min(maxDepth, depth+3)
	case progress:
		return depth
	}
	return depth + 1
}

// breadthFirst is the state of the exhaustive search: every position
// reachable from the start, each once, in order of distance, with the move
// that first reached it, and an index of them by Zobrist key (open
// addressing), which compares full identities, so a key collision never
// merges two positions.
type breadthFirst struct {
	// The nodes in chunks that never move: no copying as they grow, and a
	// node's address stays valid while more are added. A node's placement
	// is apart from the rest of it: the probes of the index read only
	// placements, and the smaller they are, the fewer probes miss the cache
	// (32 bytes instead of whole nodes of 64: the four slowest searches of
	// the hard set 17 % faster, its "cannot mate" mean 13 %).
	chunks [][]placement
	keys   [][]uint64
	links  [][]bfsLink
	count  int
	head   int
	index  []indexSlot
	// depth counts the levels begun: the node at head is depth-1 plies
	// from the start; levelEnd is the first node one ply further.
	depth    int32
	levelEnd int
	// levelSize and levelMoves are the size of the level begun last and
	// the node count when it began, so that the next level's cost can be
	// foreseen from the last one's moves per node; giveUp is the node
	// count at which the search gives up a hopeless level (see
	// hopelessLevel), math.MaxInt while there is none.
	levelSize, levelMoves, giveUp int
	// narrowAt is the node count at which the search began level
	// narrowWorld, 0 before (see stepWide).
	narrowAt int
	// levelSizes are the sizes of the last four levels, by depth modulo
	// four (see widePace).
	levelSizes [4]int
	// recent is a small direct-mapped index of the nodes last added or
	// found, which stays in the cache: seven lookups in ten end there
	// (6-10 % faster than the main index alone). A search clears the one
	// the pool hands it (128 KB, at the start of a breadth-first search
	// only): a lookup compares the placement of the node an entry names,
	// and only the entry's tag tells the side to move and the en-passant
	// square, so another search's entry could name a node of this one
	// with the same placement and the other side to move, and a new
	// position would count as met (see
	// TestBreadthFirstStartsWithAnEmptyRecentIndex).
	recent   *[recentSlots]bfsSlot
	chess960 bool
	// proofs paces the reachability proofs tried after captures.
	proofs proofRate
}

// bfsSlot is an entry of the recent-node index: the node's tag (see
// tagOf) and the node number + 1, 0 for an empty slot.
type bfsSlot struct {
	tag  uint32
	node int32
}

// indexSlot is an entry of the index: the node number + 1 (0 for an empty
// slot) in the low indexNodeBits, and above them six bits of the node's
// tag, so that most probes of other nodes are passed over without reading
// their placements. Four bytes, not the whole tag and the node in eight:
// the index of the eight bishops (1 M slots) is 4 MB instead of 8 MB, and
// the indexes it outgrew 1.3 MB instead of 2.7, pages that the first wide
// search of a process faults in. A node whose slot and placement match is
// told apart from the same placement with another side to move or
// en-passant square by its link, read with the placement.
type indexSlot uint32

// indexNodeBits holds every node number + 1 (see maxBreadthMoves).
const indexNodeBits = linkParentBits

// indexCheck is the part of tag an index slot keeps: the tag's highest six
// key bits, which choose the slot only in an index of more than 2 M slots.
func indexCheck(tag uint32) indexSlot {
	return indexSlot(tag<<(32-27)) &^ (1<<indexNodeBits - 1)
}

// node returns the node number + 1 of the slot, 0 if it is empty.
func (e indexSlot) node() int { return int(e & (1<<indexNodeBits - 1)) }

// tagOf is what the recent-node index keeps of p: the side to move and the
// file of the en-passant square (its rank follows from the side to move),
// which the placement leaves out, and 27 bits of the key without en
// passant, whose lowest bits also place the node in the index (see
// nodeTag). Equal tags and equal placements are equal positions.
func tagOf(p *Position) uint32 {
	return tagOfKey(p.key, metaOf(p))
}

func tagOfKey(key uint64, meta uint32) uint32 {
	return uint32(key>>32)&(1<<27-1) | meta<<27
}

// nodeTag is tagOf node number i, from what the node keeps.
func (b *breadthFirst) nodeTag(i int) uint32 {
	return tagOfKey(b.key(i), b.link(i).meta())
}

// A node's key without en passant is kept beside it (keys), so that
// unpacking a node costs no key computed from scratch, which took a tenth
// of the search's instructions; the rest of the node is its bfsLink.
//
// bfsLink packs the way back to a node and what the tag keeps of it too in
// four bytes: the side to move and the en-passant file as tagOf packs them
// (the low linkMetaBits), linkClosed, and the parent's number + 1 above
// them (0 for the start; see maxBreadthMoves). Whether a node is near the
// root follows from its parent. Beside the key in one struct, the rest
// took eight bytes: twelve a node instead of sixteen are 1.9 MB fewer
// fresh pages for the eight bishops' 473,506 nodes, and the first wide
// search of a process spends most of its time faulting those in (see
// bench/PERFORMANCE.md). The move that reached a node is not kept: lineTo
// finds it again.
type bfsLink uint32

const (
	linkMetaBits = 5 // the side to move and the en-passant file
	// linkClosed marks a position proved unmateable: it is kept so that it
	// is not proved again, but never expanded.
	linkClosed     = 1 << linkMetaBits
	linkParentBits = 32 - linkMetaBits - 1
	// maxBreadthMoves bounds the moves of a breadth-first search, so that
	// its node numbers fit in a bfsLink: a node is added for a move, and a
	// node's moves, up to 256, may overrun the bound. Its 67 M moves are
	// 21 times the search's share of DefaultMateBudget; a larger budget
	// leaves the side undetermined there.
	maxBreadthMoves = 1<<linkParentBits - 2 - 256
)

// metaOf is the side to move and en-passant file of p as tagOf packs them.
func metaOf(p *Position) uint32 {
	meta := uint32(p.turn)
	if p.ep != NoSquare {
		meta |= uint32(p.ep.File()+1) << 1
	}
	return meta
}

func newLink(p *Position, parent int32) bfsLink {
	return bfsLink(metaOf(p)) | bfsLink(parent+1)<<(linkMetaBits+1)
}

// parent is the number of the node's parent, -1 for the start.
func (l bfsLink) parent() int32 { return int32(l>>(linkMetaBits+1)) - 1 }

// nearRoot reports whether the node is the start or one ply from it:
// every position they lead to gets the reachability proof.
func (l bfsLink) nearRoot() bool { return l.parent() <= 0 }

func (l bfsLink) closed() bool { return l&linkClosed != 0 }

func (l bfsLink) meta() uint32 { return uint32(l) & (1<<linkMetaBits - 1) }

func (l bfsLink) turn() Color { return Color(l & 1) }

// ep is the en-passant square: its rank follows from the side to move.
func (l bfsLink) ep() Square {
	file := int(l>>1&15) - 1
	if file < 0 {
		return NoSquare
	}
	if l.turn() == White {
		return SquareAt(file, 5)
	}
	return SquareAt(file, 2)
}

const (
	chunkBits   = 12
	recentSlots = 1 << 14
)

// link returns the rest of node number i.
func (b *breadthFirst) link(i int) *bfsLink {
	return &b.links[i>>chunkBits][i&(1<<chunkBits-1)]
}

// placement returns the placement of node number i.
func (b *breadthFirst) placement(i int) *placement {
	return &b.chunks[i>>chunkBits][i&(1<<chunkBits-1)]
}

// key returns the key without en passant of node number i.
func (b *breadthFirst) key(i int) uint64 {
	return b.keys[i>>chunkBits][i&(1<<chunkBits-1)]
}

// holds reports whether node number i is p.
func (b *breadthFirst) holds(i int, p *Position) bool {
	return b.placement(i).is(p) && b.link(i).meta() == metaOf(p)
}

// position unpacks node number i.
func (b *breadthFirst) position(i int) Position {
	l := *b.link(i)
	return b.placement(i).position(l.ep(), l.turn(), b.chess960, b.key(i))
}

// placement is the pieces of a position and its castling rights packed in
// four bitboards, so that a node of the breadth-first search takes half a
// cache line: the white pieces, and three bit planes that number the role
// on each square, from pawn (1) to king (6), with 7 for a rook that keeps a
// castling right (a right always belongs to a rook on its square).
type placement struct {
	white  Bitboard
	planes [3]Bitboard
}

func placementOf(p *Position) placement {
	r := &p.byRole
	c := p.castling & r[Rook] // the same in a legal position; exact in any
	return placement{white: p.byColor[White], planes: [3]Bitboard{
		r[Pawn] | r[Bishop] | r[Queen] | c,
		r[Knight] | r[Bishop] | r[King] | c,
		r[Rook] | r[Queen] | r[King],
	}}
}

func (pl *placement) is(p *Position) bool {
	q := placementOf(p)
	return pl.equal(&q)
}

func (pl *placement) equal(q *placement) bool {
	// Most lookups find the position itself (five children in six are
	// known in the heaviest searches), and a match reads every field
	// anyway: the differences are gathered without a branch for each.
	return (pl.white^q.white)|(pl.planes[0]^q.planes[0])|(pl.planes[1]^q.planes[1])|(pl.planes[2]^q.planes[2]) == 0
}

// position unpacks pl with the side to move, the en-passant square and
// the Zobrist key without en passant; the move counters, which no rule of
// the searches reads, start from zero.
func (pl *placement) position(ep Square, turn Color, chess960 bool, key uint64) Position {
	p := Position{ep: ep, turn: turn, chess960: chess960, key: key}
	x0, x1, x2 := pl.planes[0], pl.planes[1], pl.planes[2]
	p.castling = x0 & x1 & x2
	p.byRole[Pawn] = x0 &^ x1 &^ x2
	p.byRole[Knight] = x1 &^ x0 &^ x2
	p.byRole[Bishop] = x0 & x1 &^ x2
	p.byRole[Rook] = x2&^x0&^x1 | p.castling
	p.byRole[Queen] = x0 & x2 &^ x1
	p.byRole[King] = x1 & x2 &^ x0
	occ := x0 | x1 | x2
	p.byColor = [2]Bitboard{pl.white, occ &^ pl.white}
	p.checkers = p.attackersTo(p.King(turn), turn.Other(), occ)
	return p
}

// place is a position as the caches of the searches compare it: the
// placement with the en-passant square as stored (set only when an enemy
// pawn attacks it) and the side to move. That en-passant square is
// stricter than the identity of the repetition rule (a capture there may be
// illegal), so it can keep two equal positions apart, which costs only
// work, but never merges two different ones.
type place struct {
	placement
	ep   Square
	turn Color
}

// set makes pl p's place, writing each field where it stands: a place
// made apart and then copied into a table's slot was read back in wide
// moves that waited for its narrow writes (see helpSearch.nodeFacts).
func (pl *place) set(p *Position) {
	r := &p.byRole
	c := p.castling & r[Rook] // as placementOf
	pl.white = p.byColor[White]
	pl.planes[0] = r[Pawn] | r[Bishop] | r[Queen] | c
	pl.planes[1] = r[Knight] | r[Bishop] | r[King] | c
	pl.planes[2] = r[Rook] | r[Queen] | r[King]
	pl.ep, pl.turn = p.ep, p.turn
}

func (pl *place) is(p *Position) bool {
	return pl.placement.is(p) && pl.ep == p.ep && pl.turn == p.turn
}

func newBreadthFirst(p *Position) *breadthFirst {
	b := &breadthFirst{chess960: p.chess960, recent: recentPool.Get().(*[recentSlots]bfsSlot), giveUp: math.MaxInt}
	clear(b.recent[:]) // see recent
	b.add(p, tagOf(p), -1)
	return b
}

// add appends the position reached from node parent unless it is known,
// and reports whether it was new. tag is tagOf(p).
func (b *breadthFirst) add(p *Position, tag uint32, parent int32) bool {
	q := placementOf(p)
	i, known := b.find(&q, tag)
	if !known {
		b.insert(i, &q, p, tag, parent)
	}
	return !known
}

// find looks up the position of placement q and tag (see tagOf): known,
// or else the empty index slot where insert puts it.
func (b *breadthFirst) find(q *placement, tag uint32) (slot uint32, known bool) {
	// The index fills up to three quarters: its four-byte slots keep a
	// probe's run within a cache line, and a smaller index misses
	// the cache less.
	if 4*(b.count+1) > 3*len(b.index) {
		b.grow()
	}
	// The tags are equal only for the same side to move and en-passant
	// square, so the placements tell the rest.
	r := &b.recent[tag>>5&(recentSlots-1)]
	if r.tag == tag && int(r.node) <= b.count && r.node > 0 && b.placement(int(r.node)-1).equal(q) {
		return 0, true
	}
	mask := uint32(len(b.index) - 1)
	check := indexCheck(tag)
	i := tag & mask
	for e := b.index[i]; e != 0; e = b.index[i] {
		if n := e.node() - 1; e&^(1<<indexNodeBits-1) == check && b.placement(n).equal(q) && b.link(n).meta() == tag>>27 {
			*r = bfsSlot{tag: tag, node: int32(n + 1)}
			return 0, true
		}
		i = (i + 1) & mask
	}
	return i, false
}

// insert appends p, of placement q and tag, reached from node parent, in
// the empty index slot i that find returned.
func (b *breadthFirst) insert(i uint32, q *placement, p *Position, tag uint32, parent int32) {
	if b.count>>chunkBits == len(b.chunks) {
		b.chunks = append(b.chunks, chunkPool.Get().(*[1 << chunkBits]placement)[:])
		b.keys = append(b.keys, keyChunkPool.Get().(*[1 << chunkBits]uint64)[:])
		b.links = append(b.links, linkChunkPool.Get().(*[1 << chunkBits]bfsLink)[:])
	}
	*b.placement(b.count) = *q
	b.keys[b.count>>chunkBits][b.count&(1<<chunkBits-1)] = p.key
	*b.link(b.count) = newLink(p, parent)
	b.count++
	b.index[i] = indexCheck(tag) | indexSlot(b.count)
	b.recent[tag>>5&(recentSlots-1)] = bfsSlot{tag: tag, node: int32(b.count)}
}

// placeAfter writes the placement of the position after move m into q
// (not pl) and returns its tag (see tagOf), made from p's placement pl and
// key without the position itself: most children of the breadth-first
// search are known already, and for them the position was built (a copy
// and a move made) only to be looked up. Written in place, the placement
// is not copied on its way to the caller's list. ok is false, and q left
// as it was, for the moves it leaves to playBare: castling, en passant,
// promotions, a pawn's double step (which may set an en-passant square),
// and a move that changes castling rights.
func (p *Position) placeAfter(pl *placement, m Move, q *placement) (tag uint32, ok bool) {
	const special = moveCastle | moveEnPassant | 7<<12 // castling, en passant, a promotion
	from, to := m.From(), m.To()
	fromTo := SquareBB(from) | SquareBB(to)
	us, them := p.turn, p.turn.Other()
	role := p.roleAt(from)
	if m&special != 0 || role == Pawn && (to-from == 16 || from-to == 16) ||
		p.castling != 0 && (p.castling&fromTo != 0 || role == King && p.castling&relativeRank(us, 0) != 0) {
		return 0, false
	}
	key := p.keyAfter(m, role)
	q.white = pl.white &^ fromTo
	if us == White {
		q.white |= SquareBB(to)
	}
	for i, x := range pl.planes {
		q.planes[i] = x&^fromTo | (x>>from&1)<<to
	}
	return uint32(key>>32)&(1<<27-1) | uint32(them)<<27, true
}

// keyAfter is the Zobrist key without en passant of the position after
// m, a move of a piece of the given role that is no castling, en passant
// or promotion and changes no castling right (for any other, a key near
// it).
func (p *Position) keyAfter(m Move, role Role) uint64 {
	from, to := m.From(), m.To()
	us, them := p.turn, p.turn.Other()
	key := p.key ^ zobristPiece[us][role][from] ^ zobristPiece[us][role][to] ^ zobristTurn
	if p.byColor[them].Has(to) {
		key ^= zobristPiece[them][p.roleAt(to)][to]
	}
	return key
}

// touch asks for the index slots where the lookups of positions with
// these tags begin (see prefetch), before add needs them. In a large search most of those reads
// miss the cache; made one after another in add, each waits for the one
// before, while here, independent of each other, they overlap (in
// BenchmarkBreadthFirst, best of five alternated runs: the 16-ply mate 8 %
// faster, the undecided bishops side 17 %, the wedge unchanged). Reading
// the placements the slots name as well, or the next cache line of the
// index, or only the slots the recent-node index would not answer, gained
// nothing more; a prefetch instruction rather than loads took the
// composed set's CPU time down another 6-7 % with touchChildren's (three
// runs of both builds at once: 7.71 -> 7.21 s, 8.01 -> 7.42, 7.92 -> 7.46).
// It changes nothing the search does.
func (b *breadthFirst) touch(tags []uint32) {
	if len(b.index) == 0 {
		return
	}
	prefetch(unsafe.Pointer(&b.index[0]), indexSlotShift, uint32(len(b.index)-1), tags)
}

// grow doubles the index, or quadruples it from indexQuadruple slots. It
// puts the nodes in the new index in their order, whose keys and links it
// reads one after another, rather than in the old index's, which read
// them all over memory: a lookup finds the same node either way, every
// position being in the index once.
func (b *breadthFirst) grow() {
	old := b.index
	n := 2 * len(old)
	if len(old) >= indexQuadruple {
		n = 4 * len(old)
	}
	b.index = newIndex(max(1<<12, n))
	mask := uint32(len(b.index) - 1)
	for node := range b.count {
		tag := b.nodeTag(node)
		i := tag & mask
		for b.index[i] != 0 {
			i = (i + 1) & mask
		}
		b.index[i] = indexCheck(tag) | indexSlot(node+1)
	}
	putIndex(old)
}

// indexQuadruple is the size (64 K slots) from which the index grows
// fourfold: each growth moves every node met so far and writes a new
// index, whose pages a fresh search faults in one by one (about 10 µs
// each on the shared machine). Doubling all the way, the eight bishops
// (473,506 nodes in an index of 1 M slots) also wrote indexes of 128 K
// and 512 K slots and moved 0.49 M nodes more: on the composed set, both
// builds at once, that side took 0.41 and 0.44 s of CPU where it took
// 0.54 and 0.49 s (6,496 and 6,735 page faults against 6,949 and 8,285),
// and the whole set 3 % and 1 % less. A search that stops just past a
// growth has an index twice as large as doubling gives (1 M slots instead
// of 512 K at 200,000 nodes); with the indexes outgrown, which wait for
// the collector, the most it holds is a third more than doubling's there
// (1.4 M slots against 1 M) and a third less where the last size is the
// same (the eight bishops: 1.4 M against 2 M).
const indexQuadruple = 1 << 16

// The memory of the breadth-first search is kept between searches: pages
// the process has used already cost less than fresh ones, which fault on
// first use (the hard set's "cannot mate" mean 0.82 -> 0.78 ms, best of
// three). Nodes are written before they are read, so chunks are reused as
// they are; an index is cleared.
var (
	chunkPool     = sync.Pool{New: func() any { return new([1 << chunkBits]placement) }}
	keyChunkPool  = sync.Pool{New: func() any { return new([1 << chunkBits]uint64) }}
	linkChunkPool = sync.Pool{New: func() any { return new([1 << chunkBits]bfsLink) }}
	recentPool    = sync.Pool{New: func() any { return new([recentSlots]bfsSlot) }}
	indexPools    [32]sync.Pool // by the log2 of the length
)

// newIndex returns an empty index of n slots, a power of two.
func newIndex(n int) []indexSlot {
	if v := indexPools[bits.Len(uint(n))].Get(); v != nil {
		index := *v.(*[]indexSlot)
		clear(index)
		return index
	}
	return make([]indexSlot, n)
}

// putIndex keeps index for a later search.
func putIndex(index []indexSlot) {
	if len(index) > 0 {
		indexPools[bits.Len(uint(len(index)))].Put(&index)
	}
}

// release keeps the search's memory for later searches.
func (b *breadthFirst) release() {
	for _, c := range b.chunks {
		chunkPool.Put((*[1 << chunkBits]placement)(c))
	}
	for _, c := range b.keys {
		keyChunkPool.Put((*[1 << chunkBits]uint64)(c))
	}
	for _, c := range b.links {
		linkChunkPool.Put((*[1 << chunkBits]bfsLink)(c))
	}
	putIndex(b.index)
	recentPool.Put(b.recent)
	b.chunks, b.keys, b.links, b.index, b.recent = nil, nil, nil, nil, nil
}

// proofRate counts a search's reachability proofs and the positions they
// closed, to pace them: some worlds never close (in positions full of
// knights and bishops, 188,000 proofs of the breadth-first search closed
// none, a third of its time). The order of the search alone decides the
// pace, so the verdict stays the same on every run.
type proofRate struct {
	// The chances met, the proofs tried, and the positions they closed.
	chances, tried, closed int
}

// closing reports whether the proofs tried have closed at least one
// position in sixteen (so far as any were tried).
func (r *proofRate) closing() bool { return r.closed*16 >= r.tried }

// pays reports whether the proof should be tried at this chance, and
// counts it: once 256 proofs are not closing, only one chance in eight
// gets one, until the rate is back.
func (r *proofRate) pays() bool {
	r.chances++
	if r.tried >= 256 && !r.closing() && r.chances%8 != 0 {
		return false
	}
	r.tried++
	return true
}

// lineTo returns the moves from the start to node i: each is the one legal
// move from its node's parent to the node (no two moves lead to the same
// position).
func (b *breadthFirst) lineTo(i int32) []Move {
	var line []Move
	var buf [256]Move
	for parent := b.link(int(i)).parent(); parent >= 0; i, parent = parent, b.link(int(parent)).parent() {
		from := b.position(int(parent))
		for _, m := range from.LegalMoves(buf[:0]) {
			to := from
			to.Play(m)
			if b.holds(int(i), &to) {
				line = append(line, m)
				break
			}
		}
	}
	slices.Reverse(line)
	return line
}

// hopelessLevel and hopelessShare set when the breadth-first search gives
// up: a level foreseen (from the moves per node of the level before) at
// more than hopelessLevel times what is left of its budget is a world the
// search cannot close, and it gets only a hopelessShare-th of what is
// left. Its first positions are not hopeless: mates come early in a
// level, so a level is never given up where it begins (the hard set's
// 1bn1BkBR/pK2pP1P/Pp1pP2P/1P1P4/8/8/3P4/1B3B2 b, Black, with a budget of
// 4 M, found its mate 0.21 M moves, 2 %, into a level foreseen at 8 times
// what was left, 1.18 M; on the composed set, two mates 3.5 % into a
// level foreseen at 2.5 times, 9 % of what was left). The two sides it
// cut on the reference sets were undetermined either way (both mated
// since, by the guided search: see captureIteration and jammedCagePawn): the eight
// bishops of k6B/1b4B1/2b2B2/4B3/3B4/1pB1B3/pP1B4/K7 w, White, began a
// sixth level foreseen at 6.9 times what was left, and
// B1B1B3/pBpBpBp1/P1P1P1P1/8/8/8/8/k1K5 w, White, a 32nd at 2.9 times:
// both spent the rest of their budget on it, the bishops now without
// what the guided search took over from there (see takeOverWide).
const hopelessLevel, hopelessShare = 2, 4

// beginLevel starts the breadth-first search's next level, whose first
// node is at head: it tells the guided search when the world is narrow
// (see narrowWorld), and sets when the search gives up if the level is
// hopeless (see hopelessLevel).
func (s *helpSearch) beginLevel() {
	b := s.bfs
	if b.depth++; b.depth == narrowWorld {
		b.narrowAt = s.nodes
	}
	size, left := b.count-b.levelEnd, s.budget-s.nodes
	// The products exceed 32 bits (a million moves times a level of a
	// hundred thousand): where int is 32 bits they overflowed, and the
	// search gave up levels it finishes (TestBreadthFirstGivesUpAHopelessLevel
	// under GOARCH=386).
	if b.giveUp == math.MaxInt && b.levelSize > 0 && int64(s.nodes-b.levelMoves)*int64(size) > hopelessLevel*int64(left)*int64(b.levelSize) {
		b.giveUp = s.nodes + left/hopelessShare
	}
	b.levelEnd, b.levelSize, b.levelMoves = b.count, size, s.nodes
	b.levelSizes[b.depth&3] = size
}

// exhaust goes on with the breadth-first search until the node count
// reaches until, at most its budget, where it may go on later (see
// stepWide), skipping lines from positions proved unmateable. It finds
// the shortest mate, or proves that none exists when the positions run out.
func (s *helpSearch) exhaust(until int) Verdict {
	b := s.bfs
	until = min(until, maxBreadthMoves)
	var buf [256]Move
	var kids [256]Position
	var kidPlaces [256]placement
	var kidTags [256]uint32
	var made [256]bool
	for ; b.head < b.count; b.head++ {
		if s.nodes >= until {
			return Undetermined
		}
		if b.head >= b.levelEnd {
			s.beginLevel()
		}
		if s.nodes >= b.giveUp {
			return Undetermined
		}
		n := *b.link(b.head)
		if n.closed() {
			continue
		}
		pos := b.position(b.head)
		cur, nearRoot := &pos, n.nearRoot()
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
		// The children's placements and tags are all made before any is
		// looked up, so that touch reads their index slots together. Most
		// are known already: a child's position is made only when it is
		// new (or when placeAfter leaves the move to playBare), and its
		// checkers found.
		children, places, tags := kids[:len(moves)], kidPlaces[:len(moves)], kidTags[:len(moves)]
		curPlace := b.placement(b.head)
		for k, m := range moves {
			var ok bool
			if tags[k], ok = cur.placeAfter(curPlace, m, &places[k]); ok {
				made[k] = false
				continue
			}
			children[k] = *cur
			children[k].playBare(m)
			places[k], tags[k], made[k] = placementOf(&children[k]), tagOf(&children[k]), true
		}
		b.touch(tags)
		for k, m := range moves {
			slot, known := b.find(&places[k], tags[k])
			if known {
				continue
			}
			child := &children[k]
			if !made[k] {
				*child = *cur
				child.playBare(m)
			}
			b.insert(slot, &places[k], child, tags[k], int32(b.head))
			capture := cur.isCapture(m)
			child.findCheckers()
			// A mate is taken when it is generated, which spares expanding
			// the rest of its parent's level.
			if child.Turn() != s.winner && child.IsCheckmate() {
				s.witness = append(b.lineTo(int32(b.head)), m)
				return CanMate
			}
			if capture && materialCannotMate(child, s.winner) {
				// Most captures in worlds that never close take the
				// winner's last piece: no proof is needed for those.
				*b.link(b.count - 1) |= linkClosed
				continue
			}
			// The reachability proof runs after captures, and near the root
			// on every position, since a capture possible only at the start
			// can spoil it there. Pawn moves change the world too, but it
			// closed so few positions after them (one in twenty) that
			// expanding those costs less than proving them all: without it
			// there, the hard set's "cannot mate" mean fell from 3.0 to
			// 1.6 ms with the same verdicts. The position is new to this
			// search, so the proof's cache is of no use here.
			if (nearRoot || capture && b.proofs.pays()) && !staticallyMateable(child, s.winner) {
				*b.link(b.count - 1) |= linkClosed
				b.proofs.closed++
			}
		}
	}
	return CannotMate
}

// searchTables are the reusable tables of a search.
type searchTables struct {
	seen   seenTable // the transposition table of an iteration
	static positionCache[bool]
	plies  [maxSearchPly]Position
	// The moves of each ply and their classes (see classify): on the
	// stack, they would be cleared on every call.
	moves [maxSearchPly][256]Move
	class [maxSearchPly][256]uint8
	// touched holds the low key bits of the children whose slots
	// touchChildren asks for, for the same reason.
	touched [256]uint32
	// path backs helpSearch.path: grown from nothing on every side, its
	// appends were a twentieth of the time of the easy sides.
	path [maxSearchPly + 1]Move
}

// The tables have 1<<tableBits slots; the glance uses 1<<glanceTableBits.
// The glance's 1,024 slots (48 KB a table when measured) rather than 4,096: beside the Analyzer,
// which leaves the caches cold for each side, the games' median fell from
// 0.31 to 0.295 of its in four alternated runs (alone, the games took
// 3.10 s against 3.18 in one run), for 0.3 % more positions searched,
// the verdicts the same.
const tableBits, glanceTableBits = 16, 10

var tablePool = sync.Pool{New: func() any {
	return &searchTables{seen: newSeenTable(tableBits, true), static: newPositionCache[bool](tableBits)}
}}

// seenPool keeps the tables of the guided phase's turns (see
// deepening.seen).
var seenPool = sync.Pool{New: func() any {
	t := newSeenTable(tableBits, false)
	return &t
}}

// positionCache keeps a value per position in a fixed array indexed by the
// Zobrist key. It overwrites on collision — forgetting a position only
// costs the work again — and a hit compares the full identity, so it is
// exact. reset empties it at once by moving to a new generation.
type positionCache[V any] struct {
	slots []cacheSlot[V]
	mask  uint64 // the slots in use: the first mask+1
	gen   uint32 // slots of older generations are empty
}

type cacheSlot[V any] struct {
	place place
	val   V
	gen   uint32
}

func newPositionCache[V any](bits uint) positionCache[V] {
	return positionCache[V]{slots: make([]cacheSlot[V], 1<<bits), mask: 1<<bits - 1, gen: 1}
}

// use keeps the cache to its first 1<<bits slots (at most all), which stay
// in the processor's cache when a search is small. A position stored
// before may then be missed, which only costs the work again.
func (t *positionCache[V]) use(bits uint) { t.mask = firstSlots(bits, len(t.slots)) }

func (t *positionCache[V]) reset() { nextGeneration(&t.gen, t.slots) }

// firstSlots is the mask of a table's first 1<<bits of its n slots (at
// most all).
func firstSlots(bits uint, n int) uint64 { return uint64(min(1<<bits, n) - 1) }

// nextGeneration empties a table of these slots at once by moving its
// generation on, clearing them when it wraps, where old generations could
// look current.
func nextGeneration[S any](gen *uint32, slots []S) {
	if *gen++; *gen == 0 {
		clear(slots)
		*gen = 1
	}
}

func (t *positionCache[V]) slot(p *Position) (*cacheSlot[V], bool) {
	e := &t.slots[p.Key()&t.mask]
	return e, e.gen == t.gen && e.place.is(p)
}

func (t *positionCache[V]) store(e *cacheSlot[V], p *Position, val V) {
	e.place.set(p)
	e.val, e.gen = val, t.gen
}

// seenTable is the transposition table of the guided search: a slot
// holds a position's Zobrist key, the largest depth left with which it was
// searched and the iteration (see visit), in 16 bytes, so that the two
// slots where a position may stand share a cache line and the table of
// 65,536 slots takes 1 MB. The searches that prove "cannot" (the glance
// and the quick phase) compare each hit's full identity, kept apart in
// places, so that a key collision never merges two positions there; the
// guided phase's turns, whose work is finding mates (a turn proves
// "cannot" only in a small closed world), take an equal key for the
// position. An iteration that met such a hit proves nothing before it
// has been searched again with the identities compared (see reprove); a
// collision of 64-bit keys could at worst leave a line unsearched, never
// make a mate or a proof that is not one, and every mate found is a line
// of legal moves. With the whole identity in every slot (48 bytes, a
// pair over two cache lines, 3 MB a table), the table's probes were a
// fifth of the composed set's CPU time, nearly all of it waiting for
// memory; so, it took 14.7 s of CPU where it takes 13.9 s (both builds
// run at once), every verdict the same.
type seenTable struct {
	slots []seenSlot
	// places is the full identity of each slot's position, kept and
	// compared while exact is set; nil for the turns' tables.
	places []place
	exact  bool
	mask   uint64 // the slots in use: the first mask+1
	gen    uint32 // slots of older generations are empty
}

type seenSlot struct {
	key uint64
	val int32
	gen uint32
}

// seenSlotShift and indexSlotShift are the log2 of the sizes of a
// seenSlot and an indexSlot (see prefetch), the sizes checked below.
const seenSlotShift, indexSlotShift = 4, 2

var (
	_ [unsafe.Sizeof(seenSlot{}) - 1<<seenSlotShift]struct{}
	_ [1<<seenSlotShift - unsafe.Sizeof(seenSlot{})]struct{}
	_ [unsafe.Sizeof(indexSlot(0)) - 1<<indexSlotShift]struct{}
	_ [1<<indexSlotShift - unsafe.Sizeof(indexSlot(0))]struct{}
)

func newSeenTable(bits uint, exact bool) seenTable {
	t := seenTable{slots: make([]seenSlot, 1<<bits), mask: 1<<bits - 1, gen: 1}
	if exact {
		t.places = make([]place, 1<<bits)
	}
	return t
}

// use keeps the table to its first 1<<bits slots (see positionCache.use).
func (t *seenTable) use(bits uint) { t.mask = firstSlots(bits, len(t.slots)) }

func (t *seenTable) reset() { nextGeneration(&t.gen, t.slots) }

// searched reports whether the position probed needs no searching with
// depth left: this iteration, or an earlier one of a table that outlives
// them (see deepening.seen), already searched it with at least as much
// depth left. It is asked before the position's moves are generated,
// which such a position
// does without (of the positions short of the depth limit, more than half
// on the composed sides of 15,000 to 60,000 positions, a fifth on 20,000
// sides of games: the former about 5 % less CPU), and it leaves the table
// as it is: only a position searched goes into it (see visit). A hit of
// a table that is not exact, its identity not compared, leaves the
// iteration unverified (see seenTable).
func (s *helpSearch) searched(slots *slotPair, left int32) bool {
	e := slots.e
	if e == nil || e.val&seenLeftMask < left {
		return false
	}
	if e.val>>seenIterationShift != s.iteration {
		s.interrupted = true
	}
	if !s.seen.exact {
		s.unverified = true
	}
	return true
}

// visit records in the transposition table, which holds the largest depth
// left with which an iteration searched each position and that iteration
// (see seenIterationShift), that p, not searched before with as much
// depth left (see searched), is searched with depth left. A position may
// stand in its slot or the one beside it; a new one takes the emptier of
// the two, the one of an older iteration or else with less depth left,
// rather than always its own: the turns' tables, kept from one iteration
// to the next, keep their deep entries so (the hard set 3 % fewer
// positions searched, and one of its two undetermined sides decided).
func (s *helpSearch) visit(slots *slotPair, p *Position, left int32) {
	t := s.seen
	val := s.iteration<<seenIterationShift | left
	if slots.e != nil {
		slots.e.val = val
		return
	}
	s.stored++
	i := slots.i
	if b := &t.slots[i^1]; b.gen != t.gen || t.slots[i].gen == t.gen && b.val < t.slots[i].val {
		i ^= 1
	}
	t.slots[i] = seenSlot{key: slots.key, val: val, gen: t.gen}
	if t.exact {
		t.places[i].set(p)
	}
}

// slotPair is one probe of the table for a position p: the first of the
// two slots where p may stand, i (the other is i^1), the one of them that
// holds p (nil if neither does), and p's key. search probes once and both
// searched and visit read it: nothing changes the table between the two.
type slotPair struct {
	e   *seenSlot
	i   uint64
	key uint64
}

// pair probes the table for p.
func (t *seenTable) pair(p *Position) slotPair {
	key := p.Key()
	r := slotPair{i: key & t.mask, key: key}
	for _, i := range [2]uint64{r.i, r.i ^ 1} {
		if e := &t.slots[i]; e.gen == t.gen && e.key == key && (!t.exact || t.places[i].is(p)) {
			r.e = e
			break
		}
	}
	return r
}

// An entry of the transposition table holds the depth left in its low
// bits (at most maxSearchPly) and the iteration above them: a search runs
// at most maxSearchPly iterations for each of its few deepenings, so the
// number fits.
const seenIterationShift, seenLeftMask = 11, 1<<11 - 1

// staticallyMateable is the reachability proof of p for the winner, cached
// for the whole search: every iteration of the deepening meets the same
// positions after captures and pawn moves again, and the proof costs far
// more than a lookup. A proof not answered by the cache counts in rate,
// when that is not nil.
func (s *helpSearch) staticallyMateable(p *Position, rate *proofRate) bool {
	t := &s.tables.static
	e, hit := t.slot(p)
	if hit {
		return e.val
	}
	ok := staticallyMateable(p, s.winner)
	if rate != nil {
		rate.tried++
		if !ok {
			rate.closed++
		}
	}
	t.store(e, p, ok)
	return ok
}

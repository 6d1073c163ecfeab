package engine

import (
	"os"
	"strings"
	"testing"
)

// TestUnwinnableCounterexampleHunt looks for a wrong "cannot mate": random
// small positions, and for every side that a static proof (material, the
// reachability fixpoint with its cages, stalemate and mating entries) or
// the analysis with a small budget says cannot mate, an exhaustive
// breadth-first helpmate search that uses none of those proofs looks for a
// mate, and where it cannot exhaust the position, the guided helpmate
// search without the reachability proof looks for a long one. The kinds of
// position, each a subtest: random (pawn walls with holes, pawns on their
// first ranks, free pawns that may promote, a few pieces, castling rights,
// en passant; or pawns thick around the kings), mutated (cages and hard
// positions with up to three random edits), cage (pieces of one role shut
// behind their own blocked pawns, with holes, leaks and intruders) and net
// (variants of a king in the corner among the enemy's pawns, with an enemy
// piece beside it that may step in) and tomb (variants of a king walled in by its own
// pieces, the enemy's last piece outside). It runs a small sample in a
// normal test run and a large one with ARBITER_DEEP=1; the seeds are fixed.
func TestUnwinnableCounterexampleHunt(t *testing.T) {
	samples, limit, budget := 2_000, 20_000, 5_000
	if os.Getenv("ARBITER_DEEP") != "" {
		// Sized to end in about ten minutes on one core.
		samples, limit, budget = 10_000, 50_000, 20_000
	}
	seeds := huntSeeds(t)
	kinds := []struct {
		name  string
		share int // in eighths of samples
		room  int // times limit: both kings roam beside a cage
		gen   func(rng *xorshift) Position
	}{
		{"random", 2, 1, randomSmallPosition},
		{"mutated", 3, 1, func(rng *xorshift) Position {
			return mutated(seeds[rng.next()%uint64(len(seeds))], rng)
		}},
		{"cage", 1, 3, randomCage},
		{"net", 1, 3, randomNet},
		{"tomb", 1, 3, randomTomb},
	}
	proved, ran := 0, 0
	for k, kind := range kinds {
		t.Run(kind.name, func(t *testing.T) {
			ran++
			rng := xorshift(0x9e3779b97f4a7c15 + uint64(k))
			features := huntCounterexamples(t, samples*kind.share/8, limit*kind.room, budget, func() Position { return kind.gen(&rng) })
			proved += features["exhausted"]
			if kind.name == "cage" && features["with cages"] == 0 || kind.name == "tomb" && features["with tombs"] == 0 ||
				kind.name == "net" && features["with slider entries"] == 0 {
				t.Errorf("no claim of its kind: the sample misses the positions it is meant for")
			}
		})
	}
	if ran == len(kinds) && proved < samples/20 {
		t.Errorf("only %d claims confirmed: the sample misses the positions it is meant for", proved)
	}
}

// huntCounterexamples checks the "cannot mate" claims on samples positions
// from gen (see TestUnwinnableCounterexampleHunt) and counts them by the
// proof that made them, the rules of the reachability proofs (see
// staticFeatures) and "exhausted" for those confirmed by exhaustion.
func huntCounterexamples(t *testing.T, samples, limit, budget int, gen func() Position) map[string]int {
	var claims, proved, open int
	kinds := map[string]int{}
	for range samples {
		p := gen()
		for winner := White; winner <= Black; winner++ {
			how := ""
			switch {
			case materialCannotMate(&p, winner):
				how = "material"
			case !staticallyMateable(&p, winner):
				how = "reachability"
			case AnalyseMate(p, winner, budget).Verdict == CannotMate:
				how = "analysis"
			default:
				continue
			}
			claims++
			kinds[how]++
			if how == "reachability" {
				kinds[staticFeatures(&p, winner)]++
			}
			line, exhausted := helpmateByExhaustion(p, winner, limit)
			if line == nil && !exhausted && how != "material" {
				line = helpmateGuided(p, winner, limit)
			}
			if line != nil {
				t.Errorf("%s: the %s proof says %s cannot mate, but it mates by %v",
					p.FEN(), how, winner, sanLine(p, line))
				continue
			}
			if exhausted {
				proved++
			} else {
				open++
			}
		}
	}
	t.Logf("%d positions: %d cannot-mate claims (%v), %d confirmed by exhaustion, %d too large to exhaust",
		samples, claims, kinds, proved, open)
	kinds["exhausted"] = proved
	return kinds
}

// staticFeatures names the rules beyond the plain fixpoint that the
// reachability proof for winner in p may rely on: "with cages" when some
// cage guards squares in its world, "with slider entries" when a bishop,
// rook or queen of the loser is kept off a mating square, "with tombs" when
// the winner's last piece is kept off a walled-in king; "plain" for none.
func staticFeatures(p *Position, winner Color) string {
	var rc reachability
	rc.compute(p)
	out := ""
	if rc.cageGuards(White)|rc.cageGuards(Black) != 0 {
		out = "with cages"
	}
	if rc.keepOffMatingEntries(p, winner) {
		f := rc.entryForbid[winner.Other()]
		if f[Bishop]|f[Rook]|f[Queen] != 0 {
			out += " with slider entries"
		}
	}
	if rc.keepOffTomb(p, winner) {
		out += " with tombs"
	}
	if out == "" {
		return "plain"
	}
	return strings.TrimSpace(out)
}

// helpmateByExhaustion searches every position reachable from p, breadth
// first, for a mate by winner, up to limit positions. It knows nothing of
// the analysis's proofs; the one line it cuts is one where the winner has
// only the king left, which never gives check. It returns the shortest mate,
// or nil and whether every reachable position was searched.
func helpmateByExhaustion(p Position, winner Color, limit int) (line []Move, exhausted bool) {
	type node struct {
		pos    Position
		parent int32
		move   Move
	}
	nodes := []node{{pos: p, parent: -1}}
	seen := map[place]bool{placeOf(&p): true}
	var buf [256]Move
	for head := 0; head < len(nodes); head++ {
		from := nodes[head].pos
		if from.ByColor(winner) == from.ByPiece(Piece{winner, King}) {
			continue
		}
		for _, m := range from.LegalMoves(buf[:0]) {
			to := from
			to.Play(m)
			if seen[placeOf(&to)] {
				continue
			}
			if len(nodes) >= limit {
				return nil, false
			}
			seen[placeOf(&to)] = true
			nodes = append(nodes, node{pos: to, parent: int32(head), move: m})
			if to.Turn() != winner && to.IsCheckmate() {
				for i := int32(len(nodes) - 1); nodes[i].parent >= 0; i = nodes[i].parent {
					line = append([]Move{nodes[i].move}, line...)
				}
				return line, true
			}
		}
	}
	return nil, true
}

// helpmateGuided looks for long mates, which the exhaustive search cannot
// reach: the guided helpmate search towards each corner, a quarter of limit
// positions each, with no reachability proof (only the material rule, which
// is not the proof under test when it uses this).
func helpmateGuided(p Position, winner Color, limit int) []Move {
	s := newHelpSearch(winner, limit)
	defer s.release()
	s.prepare(&p)
	s.proveStatic = false
	for i, c := range s.corners(&p) {
		if s.deepen(&p, &deepening{corner: c}, (i+1)*limit/4) == CanMate {
			return s.witness
		}
	}
	return nil
}

// randomSmallPosition returns a random legal position of the kind the
// static proofs work on: a wall of pawns locked head to head across the
// board, with holes; pawns on their first ranks, which may step two
// squares; free pawns that may promote; up to three pieces; sometimes a
// king and rook that may castle, and an en-passant square.
func randomSmallPosition(rng *xorshift) Position {
	for {
		b := smallPosition{rng: rng, s: emptySetup(rng)}
		b.buildWall()
		for range rng.next() % 4 {
			b.put(b.randomSquare(1), Piece{White, Pawn})
			b.put(b.randomSquare(6), Piece{Black, Pawn})
		}
		for range rng.next() % 3 {
			c := Color(rng.next() & 1)
			b.put(b.randomSquare(1, 2, 3, 4, 5, 6), Piece{c, Pawn})
		}
		b.placeKings()
		if b.dense {
			b.cageKings()
		}
		roles := [...]Role{Knight, Bishop, Bishop, Bishop, Rook, Queen}
		for range rng.next() % 4 {
			c := Color(rng.next() & 1)
			pc := Piece{c, roles[rng.next()%uint64(len(roles))]}
			if pc.Role == Rook || pc.Role == Queen {
				pc.Role = roles[rng.next()%uint64(len(roles))]
			}
			b.put(b.side(c), pc)
		}
		b.enPassant()
		if p, err := NewPositionAnyCheck(b.s); err == nil {
			return p
		}
	}
}

// smallPosition is a random position of randomSmallPosition as it is set
// up: the wall's rank on each file, and whether the wall is a dense one.
type smallPosition struct {
	rng   *xorshift
	s     Setup
	wall  [8]int
	dense bool
}

func (b *smallPosition) put(sq Square, pc Piece) bool { return putPiece(&b.s, sq, pc) }

func (b *smallPosition) empty(sq Square) bool { return b.s.Board[sq].Role == NoRole }

func (b *smallPosition) randomSquare(ranks ...int) Square {
	r := ranks[b.rng.next()%uint64(len(ranks))]
	return SquareAt(int(b.rng.next()%8), r)
}

// buildWall puts the wall: white pawn on rank r of each file, black on
// r+1, the ranks of neighbouring files one apart, so that no pawn can
// take; few holes in most walls, many in some.
func (b *smallPosition) buildWall() {
	rng := b.rng
	holes := uint64(1 + 4*(rng.next()%4/3))
	r := 2 + int(rng.next()%3)
	b.dense = rng.next()&1 == 0
	for f := range 8 {
		if b.dense {
			b.wall[f] = 3
			continue
		}
		b.wall[f] = r
		switch x := rng.next() % 20; {
		case x < holes: // a hole
		case x == 10:
			b.put(SquareAt(f, r), Piece{White, Pawn})
		case x == 11:
			b.put(SquareAt(f, r+1), Piece{Black, Pawn})
		default:
			b.put(SquareAt(f, r), Piece{White, Pawn})
			b.put(SquareAt(f, r+1), Piece{Black, Pawn})
		}
		if rng.next()&1 == 0 && r < 5 || r == 1 {
			r++
		} else {
			r--
		}
	}
}

// side is a square on c's side of the wall, or anywhere; without a wall,
// deep in the enemy's camp, where pawns cage a king.
func (b *smallPosition) side(c Color) Square {
	rng := b.rng
	f := int(rng.next() % 8)
	if b.dense {
		return SquareAt(f, 7*int(c.Other())+(1-2*int(c.Other()))*int(2+rng.next()%3))
	}
	if rng.next()%4 == 0 {
		return SquareAt(f, int(rng.next()%8))
	}
	if c == White {
		return SquareAt(f, int(rng.next()%uint64(b.wall[f])))
	}
	return SquareAt(f, b.wall[f]+2+int(rng.next()%uint64(6-b.wall[f])))
}

// placeKings puts the kings, sometimes with a rook on their castling
// squares.
func (b *smallPosition) placeKings() {
	for c := White; c <= Black; c++ {
		back := 7 * int(c)
		if b.rng.next()%5 == 0 && b.put(SquareAt(4, back), Piece{c, King}) {
			rook := SquareAt(int(b.rng.next()&1)*7, back)
			if b.put(rook, Piece{c, Rook}) {
				b.s.CastlingRooks |= SquareBB(rook)
			}
			continue
		}
		for !b.put(b.side(c), Piece{c, King}) {
		}
	}
}

// cageKings puts pawns thick around the kings, which makes cages.
func (b *smallPosition) cageKings() {
	var pawns [2]int
	for _, k := range []Square{kingSquare(&b.s, White), kingSquare(&b.s, Black)} {
		for near := kingSpread(kingSpread(SquareBB(k))) &^ (rank1 | rank8); near != 0; {
			if sq := near.PopFirst(); b.rng.next()%5 < 2 {
				c := Color(b.rng.next() & 1)
				if pawns[c] < 8 && b.put(sq, Piece{c, Pawn}) {
					pawns[c]++
				}
			}
		}
	}
}

// enPassant sometimes sets an en-passant square behind a pawn of the side
// that has just moved, on its fourth rank.
func (b *smallPosition) enPassant() {
	if b.rng.next()%4 != 0 {
		return
	}
	mover := b.s.Turn.Other()
	f, fourth := int(b.rng.next()%8), 3+int(mover)
	passed, start := SquareAt(f, 2+3*int(mover)), SquareAt(f, 1+5*int(mover))
	if b.s.Board[SquareAt(f, fourth)] == (Piece{mover, Pawn}) && b.empty(passed) && b.empty(start) {
		b.s.EPSquare = passed
	}
}

// putPiece puts pc on sq in s if the square is empty, and says whether it
// did.
func putPiece(s *Setup, sq Square, pc Piece) bool {
	if s.Board[sq].Role != NoRole {
		return false
	}
	s.Board[sq] = pc
	return true
}

// randomEmpty returns a random empty square of s.
func randomEmpty(rng *xorshift, s *Setup) Square {
	for {
		if sq := Square(rng.next() % 64); s.Board[sq].Role == NoRole {
			return sq
		}
	}
}

// kingSquare returns where c's king stands in s.
func kingSquare(s *Setup, c Color) Square {
	for sq := Square(0); sq < 64; sq++ {
		if s.Board[sq] == (Piece{c, King}) {
			return sq
		}
	}
	return NoSquare
}

// huntSeeds are the positions that mutated starts from: cages that the
// stalemate and mating entries prove (random positions seldom make one),
// and, when the reference data is there, every hard position that a static
// proof decides for a side.
func huntSeeds(t *testing.T) []Position {
	fens := []string{
		"8/8/8/p1p5/k1P5/P1Pp4/KP1P4/RN6 w - - 0 1",
		"7k/2b5/2ppp2b/3p2p1/1p1K1pP1/1P1P1P2/8/1B1B1B2 w - - 0 1",
		"bn1n2k1/2p2p2/2p2Pp1/1pKp1pP1/1P1P1P2/8/5B2/2B1B1B1 b - - 0 1",
		"8/b7/k6p/5p1P/5p2/5PpK/6P1/8 w - - 0 1",
		"8/8/3b3p/5p1P/3b1p1K/5Pp1/6P1/5kb1 b - - 0 1",
		"8/b1b5/k6p/2b2p1P/1b3p2/5PpK/6P1/8 w - - 0 1",
		"2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1",
	}
	var seeds []Position
	for _, fen := range fens {
		p := mustFEN(t, fen)
		seeds = append(seeds, p)
	}
	for _, d := range readLabelled(t, "testdata/unwinnability/positions.txt") {
		p := mustFEN(t, d.fen)
		if !staticallyMateable(&p, White) || !staticallyMateable(&p, Black) {
			seeds = append(seeds, p)
		}
	}
	return seeds
}

// mutated changes p by up to three random edits: a piece removed, a pawn
// added (often on its first rank), a piece or king moved up to two squares,
// a piece added, the side to move changed.
func mutated(p Position, rng *xorshift) Position {
	for {
		s := p.Setup()
		s.EPSquare = NoSquare
		occupied := func() []Square {
			var out []Square
			for sq := Square(0); sq < 64; sq++ {
				if s.Board[sq].Role != NoRole {
					out = append(out, sq)
				}
			}
			return out
		}
		// put places pc on a random empty square of the given ones, if any.
		put := func(squares Bitboard, pc Piece) {
			var free []Square
			for sq := Square(0); sq < 64; sq++ {
				if squares.Has(sq) && s.Board[sq].Role == NoRole {
					free = append(free, sq)
				}
			}
			if len(free) > 0 {
				s.Board[free[rng.next()%uint64(len(free))]] = pc
			}
		}
		for range rng.next() % 4 {
			pieces := occupied()
			sq := pieces[rng.next()%uint64(len(pieces))]
			switch rng.next() % 6 {
			case 0:
				if s.Board[sq].Role != King {
					s.Board[sq] = Piece{}
				}
			case 1:
				c := Color(rng.next() & 1)
				ranks := ^(rank1 | rank8)
				if rng.next()&1 == 0 {
					ranks = relativeRank(c, 1)
				}
				put(ranks, Piece{c, Pawn})
			case 2, 3:
				to := Square(rng.next() % 64)
				if squareDistance(sq, to) <= 2 && s.Board[to].Role == NoRole &&
					(s.Board[sq].Role != Pawn || !(rank1 | rank8).Has(to)) {
					s.Board[to], s.Board[sq] = s.Board[sq], Piece{}
				}
			case 4:
				roles := [...]Role{Knight, Bishop, Rook, Queen}
				put(^Bitboard(0), Piece{Color(rng.next() & 1), roles[rng.next()%4]})
			case 5:
				s.Turn = s.Turn.Other()
			}
		}
		if q, err := NewPositionAnyCheck(s); err == nil {
			return q
		}
	}
}

// randomCage returns a random legal position with pieces of one role shut
// in behind their own pawns: on the two ranks at the enemy's edge (or at
// their own), most files locked by an own pawn head to head with an enemy
// pawn, the free squares of the two ranks (of one colour, for bishops)
// filled with pieces of the cage but for up to three holes. Near misses
// come by chance: files left open or half locked, a piece of another role
// in the cage, an enemy king or piece inside or beside it, free pieces.
func randomCage(rng *xorshift) Position {
	roles := [...]Role{Bishop, Bishop, Bishop, Bishop, Knight, Rook, Queen}
	for {
		s := emptySetup(rng)
		c := Color(rng.next() & 1) // the cage's side
		e := c.Other()
		at := func(f, r int) Square { // r counted from c's first rank
			if c == Black {
				r = 7 - r
			}
			return SquareAt(f, r)
		}
		empty := func(sq Square) bool { return s.Board[sq].Role == NoRole }
		put := func(sq Square, pc Piece) bool { return putPiece(&s, sq, pc) }
		// The cage's two ranks, the rank of the own pawns and the enemy's.
		cageRanks, own, theirs := [2]int{6, 7}, 5, 6
		if rng.next()%4 == 0 {
			cageRanks, own, theirs = [2]int{0, 1}, 2, 3
		}
		// Every other file locked, mostly; the cage's squares are of the
		// colour of the own pawns, so that the squares in front of the
		// open files, which the enemy pawns guard, are not.
		parity := int(rng.next() & 1)
		for f := range 8 {
			switch x := rng.next() % 32; {
			case x == 30:
				put(at(f, own), Piece{c, Pawn})
			case x == 31:
				put(at(f, theirs), Piece{e, Pawn})
			case f%2 == parity:
				put(at(f, own), Piece{c, Pawn})
				put(at(f, theirs), Piece{e, Pawn})
			}
		}
		role := roles[rng.next()%uint64(len(roles))]
		colour := ^Bitboard(0)
		if role == Bishop || rng.next()&1 == 0 {
			colour = darkSquares
			if !colour.Has(at(parity, own)) {
				colour = ^darkSquares
			}
		}
		var cage []Square
		for _, r := range cageRanks {
			for f := range 8 {
				if sq := at(f, r); empty(sq) && colour.Has(sq) {
					cage = append(cage, sq)
				}
			}
		}
		holes := 1 + int(rng.next()%3)
		for len(cage) > holes {
			i := rng.next() % uint64(len(cage))
			pc := Piece{c, role}
			if rng.next()%10 == 0 {
				pc.Role = roles[rng.next()%uint64(len(roles))]
			}
			put(cage[i], pc)
			cage = append(cage[:i], cage[i+1:]...)
		}
		// Kings and free pieces off the cage's ranks, or, now and then,
		// anywhere.
		somewhere := func() Square {
			if rng.next()%6 == 0 {
				return Square(rng.next() % 64)
			}
			r := int(rng.next() % 5)
			if cageRanks[0] == 0 {
				r += 3
			}
			return at(int(rng.next()%8), r)
		}
		for !put(somewhere(), Piece{c, King}) {
		}
		for !put(somewhere(), Piece{e, King}) {
		}
		for rng.next()%4 == 0 {
			put(somewhere(), Piece{Color(rng.next() & 1), roles[rng.next()%uint64(len(roles))]})
		}
		if p, err := NewPositionAnyCheck(s); err == nil {
			return p
		}
	}
}

// randomNet returns a random variant of a net: a king in the corner (on
// b1, seen from White's side) among the enemy's pawns on a3, b3 and b2, an
// enemy bishop, rook or queen on a2 that may step next to it (where the
// step mates, the static proof keeps it off), a pawn of the netted side
// locked by an enemy pawn and the enemy king anywhere. Now and then a piece
// of the net goes or is a knight, the netted side gets a free knight,
// bishop or rook, the enemy a free piece; the board is mirrored or the
// colours swapped at random.
func randomNet(rng *xorshift) Position {
	net := [...]struct {
		sq   Square
		role Role
	}{{SquareAt(0, 2), Pawn}, {SquareAt(1, 2), Pawn}, {SquareAt(1, 1), Pawn}, {SquareAt(0, 1), Rook}}
	sliders := [...]Role{Bishop, Rook, Rook, Queen, Queen, Knight}
	for {
		s := emptySetup(rng)
		w, at := randomOrientation(rng) // w: the netted king's side
		l := w.Other()
		s.Board[at(SquareAt(1, 0))] = Piece{w, King}
		for _, p := range net {
			role := p.role
			if role != Pawn {
				role = sliders[rng.next()%uint64(len(sliders))]
			}
			if rng.next()%10 != 0 {
				s.Board[at(p.sq)] = Piece{l, role}
			}
		}
		// A pawn of the netted side locked by an enemy pawn.
		f, r := 2+int(rng.next()%6), 2+int(rng.next()%4)
		s.Board[at(SquareAt(f, r))] = Piece{w, Pawn}
		s.Board[at(SquareAt(f, r+1))] = Piece{l, Pawn}
		if rng.next()%4 == 0 {
			roles := [...]Role{Knight, Bishop, Rook}
			s.Board[randomEmpty(rng, &s)] = Piece{w, roles[rng.next()%3]}
		}
		s.Board[randomEmpty(rng, &s)] = Piece{l, King}
		if rng.next()%4 == 0 {
			s.Board[randomEmpty(rng, &s)] = Piece{l, sliders[rng.next()%uint64(len(sliders))]}
		}
		if p, err := NewPositionAnyCheck(s); err == nil {
			return p
		}
	}
}

// randomTomb returns a random variant of a tomb: a king walled in by its
// own pieces in a corner (pawns on a4 b4 c4 c3 c2, a bishop on a3, a queen
// on a2, knights on b2 and a1, seen from White's side), the enemy king on
// c1, frozen by the wall, and one enemy piece of any role anywhere. Now and
// then a piece of the wall changes role or goes, the enemy gets a pawn or a
// second piece, the walled side a free piece; the board is mirrored or the
// colours swapped at random.
func randomTomb(rng *xorshift) Position {
	wall := [...]struct {
		sq   Square
		role Role
	}{{SquareAt(0, 3), Pawn}, {SquareAt(1, 3), Pawn}, {SquareAt(2, 3), Pawn}, {SquareAt(0, 2), Bishop},
		{SquareAt(2, 2), Pawn}, {SquareAt(0, 1), Queen}, {SquareAt(1, 1), Knight}, {SquareAt(2, 1), Pawn},
		{SquareAt(0, 0), Knight}}
	roles := [...]Role{Knight, Bishop, Rook, Queen}
	for {
		s := emptySetup(rng)
		w, at := randomOrientation(rng)
		l := w.Other() // the walled side
		s.Board[at(SquareAt(1, 2))] = Piece{l, King}
		s.Board[at(SquareAt(2, 0))] = Piece{w, King}
		for _, p := range wall {
			role := p.role
			if rng.next()%8 == 0 {
				role = roles[rng.next()%4]
			}
			if rng.next()%12 != 0 {
				s.Board[at(p.sq)] = Piece{l, role}
			}
		}
		free := func() Square { return randomEmpty(rng, &s) }
		s.Board[free()] = Piece{w, roles[rng.next()%4]}
		if rng.next()%6 == 0 {
			s.Board[free()] = Piece{w, roles[rng.next()%4]}
		}
		if rng.next()%6 == 0 {
			if sq := free(); !(rank1 | rank8).Has(sq) {
				s.Board[sq] = Piece{w, Pawn}
			}
		}
		if rng.next()%2 == 0 {
			s.Board[free()] = Piece{l, roles[rng.next()%4]}
		}
		if p, err := NewPositionAnyCheck(s); err == nil {
			return p
		}
	}
}

// randomOrientation returns the side that plays White's part in a position
// drawn from White's side, and the function that puts the drawing's squares
// on the board: mirrored left to right, and turned round when that side is
// Black, at random.
func randomOrientation(rng *xorshift) (white Color, at func(Square) Square) {
	white = Color(rng.next() & 1)
	mirror := rng.next()&1 == 0
	return white, func(sq Square) Square {
		f, r := sq.File(), sq.Rank()
		if mirror {
			f = 7 - f
		}
		if white == Black {
			r = 7 - r
		}
		return SquareAt(f, r)
	}
}

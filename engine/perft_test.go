package engine

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"arbiter/internal/shareddata"
)

func TestPerftWellKnown(t *testing.T) {
	// Each position's perft 1, 2, …
	eachFEN(t, mustFEN, []fenCase[[]uint64]{
		{"start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", []uint64{20, 400, 8902, 197281}},
		{"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", []uint64{48, 2039, 97862}},
		{"ep-pin", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", []uint64{14, 191, 2812, 43238, 674624}},
		{"castling, promotions and checks (mirrored position 4)", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", []uint64{6, 264, 9467, 422333}},
		{"promotion traps", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", []uint64{44, 1486, 62379}},
		{"edwards", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", []uint64{46, 2079, 89890}},
		{"ep discovered check", "8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1", []uint64{6, 121, 711}},
		{"promotion to give check", "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", []uint64{24, 496, 9483, 182838}},
		{"X-FEN queen-side right with the king on h8", "r2r3k/p7/3p4/8/8/P6P/8/R3K2R b KQq - 0 1", []uint64{14, 206, 3672, 64639, 1320962}},
	}, func(t *testing.T, p Position, counts []uint64) {
		for i, want := range counts {
			if got := Perft(p, i+1); got != want {
				t.Fatalf("perft(%d) = %d, want %d", i+1, got, want)
			}
		}
	})
}

// TestPerftSedlak checks Martin Sedlak's set of hard cases (en-passant pins,
// castling that gives check, promotions out of and into check, stalemate
// traps) at the single depth the set publishes.
func TestPerftSedlak(t *testing.T) {
	eachFEN(t, mustFEN, []fenCase[perftAt]{
		{"ep capture exposes king (diagonal)", "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1", perftAt{6, 1440467}},
		{"ep capture exposes king (rank)", "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1", perftAt{6, 1134888}},
		{"ep pinned pawn", "8/5bk1/8/2Pp4/8/1K6/8/8 w - d6 0 1", perftAt{6, 824064}},
		{"short castling gives check", "5k2/8/8/8/8/8/8/4K2R w K - 0 1", perftAt{6, 661072}},
		{"long castling gives check", "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", perftAt{6, 803711}},
		{"castle rights", "r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1", perftAt{4, 1274206}},
		{"castling prevented", "r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1", perftAt{4, 1720476}},
		{"promote out of check", "2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1", perftAt{6, 3821001}},
		{"discovered check", "8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1", perftAt{5, 1004658}},
		{"promote to give check", "4k3/1P6/8/8/8/8/K7/8 w - - 0 1", perftAt{6, 217342}},
		{"under-promote to give check", "8/P1k5/K7/8/8/8/8/8 w - - 0 1", perftAt{6, 92683}},
		{"self stalemate", "K1k5/8/P7/8/8/8/8/8 w - - 0 1", perftAt{6, 2217}},
		{"stalemate and checkmate", "8/k1P5/8/1K6/8/8/8/8 w - - 0 1", perftAt{7, 567584}},
		{"stalemate and checkmate 2", "8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1", perftAt{4, 23527}},
	}, func(t *testing.T, p Position, want perftAt) {
		if got := Perft(p, want.depth); got != want.nodes {
			t.Errorf("perft(%d) = %d, want %d", want.depth, got, want.nodes)
		}
	})
}

// perftAt is the number of positions perft counts at a depth.
type perftAt struct {
	depth int
	nodes uint64
}

// perftCase is one position of a shared perft suite.
type perftCase struct {
	id     string
	fen    string
	counts map[int]uint64
}

func readPerftSuite(t *testing.T, rel string) []perftCase {
	t.Helper()
	var cases []perftCase
	for i, text := range shareddata.Lines(t, rel) {
		text = strings.TrimSpace(text)
		key, rest, _ := strings.Cut(text, " ")
		switch key {
		case "id":
			cases = append(cases, perftCase{id: rest, counts: map[int]uint64{}})
		case "epd":
			cases[len(cases)-1].fen = rest
		case "perft":
			d, n, _ := strings.Cut(rest, " ")
			depth, err1 := strconv.Atoi(d)
			nodes, err2 := strconv.ParseUint(n, 10, 64)
			if err1 != nil || err2 != nil {
				t.Fatalf("%s:%d: bad perft line %q", rel, i+1, text)
			}
			cases[len(cases)-1].counts[depth] = nodes
		}
	}
	return cases
}

// deep reports whether the opt-in deep perft run is on (ARBITER_DEEP=1):
// every case of every suite to depth 5 and the standard positions one ply
// deeper, about half an hour on one core.
func deep() bool { return os.Getenv("ARBITER_DEEP") == "1" }

// checkSuite checks every stride-th case of a suite up to maxDepth; the deep
// run checks every case to depth 5.
func checkSuite(t *testing.T, rel string, maxDepth, stride int) {
	cases := readPerftSuite(t, rel)
	if len(cases) == 0 {
		t.Fatalf("%s holds no cases", rel)
	}
	if deep() {
		maxDepth, stride = 5, 1
	}
	for i, c := range cases {
		if i%stride != 0 {
			continue
		}
		p, err := FromFENAnyCheck(c.fen)
		if err != nil {
			t.Errorf("%s: %v", c.id, err)
			continue
		}
		for depth := 1; depth <= maxDepth; depth++ {
			want, ok := c.counts[depth]
			if !ok {
				break
			}
			if got := Perft(p, depth); got != want {
				t.Errorf("%s (%s): perft(%d) = %d, want %d", c.id, c.fen, depth, got, want)
				break
			}
		}
	}
}

// The default depths keep the package's tests to a few seconds; the random
// suite runs depth 3 on all 6,838 positions and depth 4 on every eighth.
func TestPerftTricky(t *testing.T)   { checkSuite(t, "testdata/perft/tricky.perft", 5, 1) }
func TestPerftChess960(t *testing.T) { checkSuite(t, "testdata/perft/chess960.perft", 4, 1) }
func TestPerftRandom(t *testing.T) {
	checkSuite(t, "testdata/perft/random.perft", 3, 1)
	if !deep() {
		checkSuite(t, "testdata/perft/random.perft", 4, 8)
	}
}

func TestPerftDeepStandard(t *testing.T) {
	if !deep() {
		t.Skip("set ARBITER_DEEP=1 for start perft(6) and Kiwipete perft(5)")
	}
	tests := []struct {
		fen   string
		depth int
		want  uint64
	}{
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6, 119060324},
		{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5, 193690690},
		{"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 7, 178633661},
		{"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 5, 15833292},
		{"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 5, 89941194},
	}
	for _, tt := range tests {
		if got := Perft(mustFEN(t, tt.fen), tt.depth); got != tt.want {
			t.Errorf("%s: perft(%d) = %d, want %d", tt.fen, tt.depth, got, tt.want)
		}
	}
}

func TestPerftDivide(t *testing.T) {
	p := StartPosition()
	entries := PerftDivide(p, 3)
	if len(entries) != 20 {
		t.Fatalf("%d root moves, want 20", len(entries))
	}
	var sum uint64
	for i, e := range entries {
		sum += e.Nodes
		if i > 0 && entries[i-1].UCI >= e.UCI {
			t.Errorf("entries not sorted: %s before %s", entries[i-1].UCI, e.UCI)
		}
	}
	if sum != 8902 {
		t.Errorf("divide sums to %d, want 8902", sum)
	}
	if entries[0].UCI != "a2a3" || entries[0].Nodes != 380 {
		t.Errorf("first entry %+v, want a2a3 380", entries[0])
	}
	if PerftDivide(p, 0) != nil {
		t.Error("PerftDivide at depth 0 returned entries")
	}
}

func BenchmarkPerft(b *testing.B) {
	benches := []struct {
		name  string
		fen   string
		depth int
	}{
		{"start-5", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5},
		{"kiwipete-4", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4},
	}
	for _, bb := range benches {
		p := mustFEN(b, bb.fen)
		b.Run(bb.name, func(b *testing.B) {
			var nodes uint64
			for b.Loop() {
				nodes += Perft(p, bb.depth)
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds()/1e6, "Mnodes/s")
		})
	}
}

package engine

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"

	"arbiter/internal/shareddata"
)

func TestPerftWellKnown(t *testing.T) {
	tests := []struct {
		name   string
		fen    string
		counts []uint64 // perft 1, 2, …
	}{
		{"start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", []uint64{20, 400, 8902, 197281}},
		{"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", []uint64{48, 2039, 97862}},
		{"ep-pin", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", []uint64{14, 191, 2812, 43238, 674624}},
		{"castle-gives-check and under-promotion", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", []uint64{6, 264, 9467, 422333}},
		{"promotion traps", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", []uint64{44, 1486, 62379}},
		{"edwards", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", []uint64{46, 2079, 89890}},
		{"ep discovered check", "8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1", []uint64{6, 121, 711}},
		{"promotion to give check", "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", []uint64{24, 496, 9483, 182838}},
		{"X-FEN queen-side right with the king on h8", "r2r3k/p7/3p4/8/8/P6P/8/R3K2R b KQq - 0 1", []uint64{14, 206, 3672, 64639, 1320962}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := FromFEN(tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			for i, want := range tt.counts {
				if got := Perft(p, i+1); got != want {
					t.Fatalf("perft(%d) = %d, want %d", i+1, got, want)
				}
			}
		})
	}
}

// perftCase is one position of a shared perft suite.
type perftCase struct {
	id     string
	fen    string
	counts map[int]uint64
}

func readPerftSuite(t *testing.T, rel string) []perftCase {
	t.Helper()
	f, err := os.Open(shareddata.Path(t, rel))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []perftCase
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
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
				t.Fatalf("%s:%d: bad perft line %q", rel, line, text)
			}
			cases[len(cases)-1].counts[depth] = nodes
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return cases
}

func deep() bool { return os.Getenv("ARBITER_DEEP") == "1" }

// checkSuite runs every case of a suite up to maxDepth (or the deepest count
// when ARBITER_DEEP=1) and, with stride > 1, only every stride-th case.
func checkSuite(t *testing.T, rel string, maxDepth, stride int) {
	cases := readPerftSuite(t, rel)
	if len(cases) == 0 {
		t.Fatalf("%s holds no cases", rel)
	}
	if deep() {
		maxDepth, stride = 99, 1
	}
	for i, c := range cases {
		if i%stride != 0 {
			continue
		}
		p, err := FromFEN(c.fen)
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

func TestPerftTricky(t *testing.T)   { checkSuite(t, "data/perft/tricky.perft", 4, 1) }
func TestPerftChess960(t *testing.T) { checkSuite(t, "data/perft/chess960.perft", 3, 1) }
func TestPerftRandom(t *testing.T)   { checkSuite(t, "data/perft/random.perft", 3, 1) }

package standings_test

import (
	"testing"

	"arbiter/internal/testevent"
	"arbiter/tournament/standings"
)

// TestC02_EventOf2020_RankedByTheVirtualOpponent: a Lichess Swiss of 26
// June 2020 (testdata/lichess-swiss-2020.trf, 9 players, 9 rounds, each
// with one pairing-allocated bye) is ranked by the tie-break rules in
// force on its day, FIDE Handbook C.02 art. 13 (TieBreakRules2017), not
// by a later edition, and its table names that edition and no early
// start. The figures are worked by hand from that wording; no program at
// hand computes them (FIDE's TieBreakServer knows no edition before 2024).
//
// 13.15.1: an opponent's unplayed round counts as drawn, so each player's
// score as his opponents use it is his score less ½ (his one bye of 1
// point counts ½): #1 7, #2 7, #3 5½, #4 5½, #5 5½, #6 3½, #7 3, #8 2,
// #9 1½.
// 13.15.2: a player's own bye in round R is a game against a virtual
// opponent with his score before R, who wins what he loses (1 − 1 = 0)
// and draws the 9 − R rounds after: Svon = SPR + 0 + ½·(9 − R); the bye
// counts as a win against him in Sonneborn-Berger. Round by round
// (opponent's score, result):
//
//	#1 (7½): 3½ W, 7 D, 1½ W, 5½ W, 5½ W, 5½ L, 3 W, 2 W, r9 bye: 6½ + 0 = 6½ W
//	    BH = 3½+7+1½+5½+5½+5½+3+2+6½ = 40; SB = 3½+3½+1½+5½+5½+0+3+2+6½ = 31;
//	    BH Cut-1 less the lowest, 1½: 38½
//	#2 (7½): 5½ L, 7 D, 5½ W, 2 W, 5½ W, 3 W, r7 bye: 4½ + ½·2 = 5½ W, 3½ W, 1½ W
//	    BH = 5½+7+5½+2+5½+3+5½+3½+1½ = 39; SB = 0+3½+5½+2+5½+3+5½+3½+1½ = 30
//	#3 (6): 2 W, 5½ L, 7 L, 3½ W, 1½ W, 7 W, 5½ W, r8 bye: 5 + ½·1 = 5½ W, 3 L
//	    BH = 2+5½+7+3½+1½+7+5½+5½+3 = 40½; SB = 2+3½+1½+7+5½+5½ = 25
//	#4 (6): 7 W, 5½ W, 5½ L, 3 W, 7 L, r6 bye: 3 + ½·3 = 4½ W, 2 W, 1½ W, 3½ L
//	    BH = 7+5½+5½+3+7+4½+2+1½+3½ = 39½; SB = 7+5½+3+4½+2+1½ = 23½
//	#5 (6): r1 bye: 0 + ½·8 = 4 W, 1½ W, 5½ W, 7 L, 7 L, 3½ W, 5½ L, 3 W, 2 W
//	    BH = 4+1½+5½+7+7+3½+5½+3+2 = 39; SB = 4+1½+5½+3½+3+2 = 19½
//	#6 (4): 7 L, 2 W, 3 L, 5½ L, r5 bye: 1 + ½·4 = 3 W, 5½ L, 1½ W, 7 L, 5½ W
//	    BH = 40; SB = 2+3+1½+5½ = 12
//	#7 (3½): 1½ L, r2 bye: 0 + ½·7 = 3½ W, 3½ W, 5½ L, 2 D, 7 L, 7 L, 5½ L, 5½ W
//	    BH = 41; SB = 3½+3½+1+5½ = 13½
//	#8 (2½): 5½ L, 3½ L, r3 bye: 0 + ½·6 = 3 W, 7 L, 3 D, 1½ W, 5½ L, 7 L, 5½ L
//	    BH = 41½; SB = 3+1½+1½ = 6
//	#9 (2): 3 W, 5½ L, 7 L, r4 bye: 1 + ½·5 = 3½ W, 5½ L, 2 L, 3½ L, 5½ L, 7 L
//	    BH = 42½; SB = 3+3½ = 6½
//
// The two leaders, equal under the 2024 edition (Buchholz 45, SB 35¼
// each), are separated: #1 first on Buchholz 40 to 39; the three on 6
// rank #3, #4, #5.
func TestC02_EventOf2020_RankedByTheVirtualOpponent(t *testing.T) {
	ev := testevent.ReadReport(t, "testdata/lichess-swiss-2020.trf").Event
	if ev.Settings.StartDate != "2020-06-26" {
		t.Fatalf("the report's start date read as %q, want 2020-06-26", ev.Settings.StartDate)
	}
	ev.Settings.TieBreaks = []string{"bh", "sb", "bh-c1"}
	table := standings.Of(ev)
	if table.Rules != standings.TieBreakRules2017 || table.EarlyStart != "" {
		t.Errorf("rules %s, early start %q; want %s, none", table.Rules, table.EarlyStart, standings.TieBreakRules2017)
	}
	want := map[int][2]float64{ // by start number: BH, SB
		1: {40, 31}, 2: {39, 30}, 3: {40.5, 25}, 4: {39.5, 23.5}, 5: {39, 19.5},
		6: {40, 12}, 7: {41, 13.5}, 8: {41.5, 6}, 9: {42.5, 6.5},
	}
	var order []int
	for _, r := range table.Rows {
		order = append(order, r.No)
		if bh, sb := r.TieBreaks[0].Value, r.TieBreaks[1].Value; bh != want[r.No][0] || sb != want[r.No][1] {
			t.Errorf("#%d: BH %v, SB %v; want %v, %v", r.No, bh, sb, want[r.No][0], want[r.No][1])
		}
		if r.No == 1 && r.TieBreaks[2].Value != 38.5 {
			t.Errorf("#1: BH Cut-1 %v, want 38½", r.TieBreaks[2].Value)
		}
	}
	if len(order) != 9 || order[0] != 1 || order[1] != 2 || order[2] != 3 || order[3] != 4 || order[4] != 5 {
		t.Errorf("order by start number %v, want 1, 2, 3, 4, 5 first", order)
	}
}

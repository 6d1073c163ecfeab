package tournament

import (
	"fmt"
	"slices"
	"testing"
)

// play enters results round by round: results[r][b] is board b+1 of
// round r+1. Rounds are paired as they are needed.
func play(t testing.TB, ev *Event, results [][]Result) {
	t.Helper()
	for r, rs := range results {
		if len(ev.Rounds) <= r {
			rd, err := PairRoundRobin(ev, r+1)
			if err != nil {
				t.Fatalf("pair round %d: %v", r+1, err)
			}
			ev.Rounds = append(ev.Rounds, rd)
		}
		for b, res := range rs {
			if _, err := setResult(ev, r+1, b+1, res); err != nil {
				t.Fatalf("round %d board %d: %v", r+1, b+1, err)
			}
		}
	}
}

func rowsByID(tb Table) map[int64]Row {
	m := map[int64]Row{}
	for _, r := range tb.Rows {
		m[r.ID] = r
	}
	return m
}

// A four-player round robin worked by hand (seats 1…4 are ids 101…104,
// ratings 2010…2040). Berger rounds: 1-4 2-3 | 4-3 1-2 | 2-4 3-1.
// Results: 1-0 ½ | 0-1 ½ | ½ ½, so P1 2, P2 1½, P3 2, P4 ½.
func fourPlayers(t *testing.T) *Event {
	ev := newField(4, RoundRobin)
	play(t, ev, [][]Result{{WhiteWins, Draw}, {BlackWins, Draw}, {Draw, Draw}})
	return ev
}

func TestTieBreakValues(t *testing.T) {
	ev := fourPlayers(t)
	ev.Settings.TieBreaks = TieBreakIDs
	tb := Standings(ev)
	want := map[int64]map[string]string{
		// SB P1: ½·1 (P4 won) + ½·1½ + ½·2 = 2¼; BH 4, cut-1 drops ½,
		// median drops ½ and 2; ARO (2040+2020+2030)/3; TPR 67 % → +125.
		// P1 and P3 drew their game: DE does not separate them.
		101: {"sb": "2¼", "de": "", "wins": "1", "koya": "1", "black": "1", "bh": "4", "bh-c1": "3½",
			"bh-c2": "2", "bh-m1": "1½", "bh-m2": "0", "aro": "2030", "tpr": "2155"},
		103: {"sb": "2¼", "de": "", "wins": "1", "koya": "1", "black": "2", "bh": "4", "bh-c1": "3½",
			"aro": "2023", "tpr": "2148"},
		102: {"sb": "2¼", "wins": "0", "koya": "1", "black": "1", "bh": "4½", "aro": "2027", "tpr": "2027"},
		104: {"sb": "¾", "wins": "0", "black": "2", "bh": "5½", "aro": "2020", "tpr": "1747"},
	}
	rows := rowsByID(tb)
	for id, tbs := range want {
		for i, v := range rows[id].TieBreaks {
			if w, ok := tbs[v.ID]; ok && v.Text != w {
				t.Errorf("player %d %s = %q, want %q", id, TieBreakIDs[i], v.Text, w)
			}
		}
	}
}

func TestStandingsOrderAndSharedPlaces(t *testing.T) {
	tests := []struct {
		tiebreaks []string
		order     []int64
		places    []string
	}{
		{nil, []int64{101, 103, 102, 104}, []string{"1–2", "1–2", "3", "4"}},
		{[]string{"sb", "de", "wins"}, []int64{101, 103, 102, 104}, []string{"1–2", "1–2", "3", "4"}},
		// Games with Black separates them: P3 had Black twice.
		{[]string{"sb", "de", "wins", "koya", "black"}, []int64{103, 101, 102, 104}, []string{"1", "2", "3", "4"}},
		// Lower rated opponents: P1's ARO is higher.
		{[]string{"aro"}, []int64{101, 103, 102, 104}, []string{"1", "2", "3", "4"}},
	}
	for _, tt := range tests {
		ev := fourPlayers(t)
		ev.Settings.TieBreaks = tt.tiebreaks
		tb := Standings(ev)
		var order []int64
		var places []string
		for _, r := range tb.Rows {
			order = append(order, r.ID)
			places = append(places, r.Place)
		}
		if !slices.Equal(order, tt.order) || !slices.Equal(places, tt.places) {
			t.Errorf("%v: order %v places %v, want %v %v", tt.tiebreaks, order, places, tt.order, tt.places)
		}
	}
}

func TestDirectEncounterNeedsAllMet(t *testing.T) {
	// After round 1 of four players: P1 beat P4, P2 and P3 drew. P2 and P3
	// are tied and met, but their draw separates nobody: DE 0 for both.
	ev := newField(4, RoundRobin)
	ev.Settings.TieBreaks = []string{"de"}
	play(t, ev, [][]Result{{WhiteWins, Draw}})
	rows := rowsByID(Standings(ev))
	if v := rows[102].TieBreaks[0].Value; v != 0 || rows[102].Place != "2–3" {
		t.Errorf("DE of P2 = %v (place %s), want 0 and a shared place", v, rows[102].Place)
	}
	// After two rounds P2 (½+½) and P3 (½+1) differ; P1 1+½ and P3 1½ are
	// tied but have not met: DE does not apply.
	play(t, ev, [][]Result{{WhiteWins, Draw}, {BlackWins, Draw}})
	rows = rowsByID(Standings(ev))
	if rows[101].TieBreaks[0].Value != 0 || rows[103].TieBreaks[0].Value != 0 || rows[101].Place != "1–2" {
		t.Errorf("DE applied to players who have not met: %+v %+v", rows[101], rows[103])
	}
}

func TestKoyaAndBuchholzWithForfeit(t *testing.T) {
	// Round robin (pairings fixed in advance): a forfeited game counts in
	// BH and SB as played against its scheduled opponent (C.07 15.2); the
	// forfeit win counts as a win and in Koya, and is no game with Black.
	ev := fourPlayers(t)
	ev.Rounds[2].Pairings[1].Result = WhiteForfeitWin // 3-1: P3 wins by forfeit
	ev.Settings.TieBreaks = []string{"sb", "bh", "bh-c1", "wins", "black", "koya"}
	rows := rowsByID(Standings(ev))
	p3, p1 := rows[103], rows[101]
	if p3.Points != 5 || p1.Points != 3 {
		t.Fatalf("points P3 %v P1 %v", p3.Points, p1.Points)
	}
	// P3: ½·P2(1½) + 1·P4(½) + 1·P1(1½) = 2¾; BH 1½+½+1½ = 3½; Cut-1
	// drops the lowest, P4's ½.
	got := map[string]string{}
	for _, v := range p3.TieBreaks {
		got[v.ID] = v.Text
	}
	want := map[string]string{"sb": "2¾", "bh": "3½", "bh-c1": "3", "wins": "2", "black": "2", "koya": "1½"}
	for k, w := range want {
		if got[k] != w {
			t.Errorf("P3 %s = %s, want %s", k, got[k], w)
		}
	}
	// P1's forfeit loss counts as a game against P3 (2½); Cut-1 drops
	// the lowest, P4's ½, leaving P2 1½ + P3 2½.
	for _, v := range p1.TieBreaks {
		if v.ID == "bh-c1" && v.Text != "4" {
			t.Errorf("P1 bh-c1 = %s, want 4", v.Text)
		}
		if v.ID == "black" && v.Value != 0 {
			t.Errorf("P1 black = %v, want 0 (the forfeited game was no game)", v.Value)
		}
	}
}

// sixPlayers plays the Berger rounds of six players (1-6 2-5 3-4 | 6-4
// 5-3 1-2 | 2-6 3-1 4-5 | 6-5 1-4 2-3 | 3-6 4-2 5-1) with White winning
// every game it plays, up to round upTo; later games of seat 6 stay
// without result because he has withdrawn after round `after`.
func sixPlayers(t *testing.T, policy WithdrawalPolicy, after int) *Event {
	ev := newField(6, RoundRobin)
	ev.Settings.WithdrawalPolicy = policy
	var results [][]Result
	for r := 1; r <= 5; r++ {
		results = append(results, []Result{WhiteWins, WhiteWins, WhiteWins})
	}
	play(t, ev, results)
	for r := after + 1; r <= 5; r++ {
		for b := range ev.Rounds[r-1].Pairings {
			if p := &ev.Rounds[r-1].Pairings[b]; p.White == 106 || p.Black == 106 {
				p.Result = NoResult
			}
		}
	}
	ev.Players[5].WithdrawnAfter = after
	return ev
}

func TestWithdrawals(t *testing.T) {
	tests := []struct {
		name   string
		policy WithdrawalPolicy
		after  int
		points map[int64]Points // in half points
		struck bool
	}{
		// 3 of 5 played: the last two games count + for P5 and P3.
		{"1953 half played", WithdrawalUSSR1953, 3, map[int64]Points{101: 6, 102: 6, 103: 6, 104: 4, 105: 6, 106: 2}, false},
		{"as played", WithdrawalAsPlayed, 3, map[int64]Points{101: 6, 102: 6, 103: 4, 104: 4, 105: 4, 106: 2}, false},
		// 2 of 5 played: struck, all his games annulled.
		{"1953 fewer than half", WithdrawalUSSR1953, 2, map[int64]Points{101: 4, 102: 4, 103: 4, 104: 4, 105: 4}, true},
		{"as played early", WithdrawalAsPlayed, 2, map[int64]Points{101: 6, 102: 4, 103: 4, 104: 4, 105: 4, 106: 2}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ev := sixPlayers(t, tt.policy, tt.after)
			recorded := ev.Rounds[4].Pairings[0].Result
			tb := Standings(ev)
			if tb.Policy != tt.policy {
				t.Errorf("policy %s, want %s", tb.Policy, tt.policy)
			}
			if len(tb.Rows) != len(tt.points) {
				t.Fatalf("%d rows, want %d", len(tb.Rows), len(tt.points))
			}
			for _, r := range tb.Rows {
				if r.Points != tt.points[r.ID] {
					t.Errorf("player %d: %v points, want %v", r.ID, r.Points, tt.points[r.ID])
				}
			}
			if got := len(tb.Struck) == 1 && tb.Struck[0].ID == 106; got != tt.struck {
				t.Errorf("struck %+v", tb.Struck)
			}
			if ev.Rounds[4].Pairings[0].Result != recorded {
				t.Error("the effective view changed a recorded result")
			}
			if open := Unfinished(ev, 6); len(open) != 0 {
				t.Errorf("games settled by the withdrawal still open: %+v", open)
			}
		})
	}
}

func TestWithdrawalStartedGameCountsAsPlayed(t *testing.T) {
	// Seat 6 leaves after round 2 but his round-2 game was adjourned: it
	// counts as played (2 of 5 still fewer than half); with round 3's
	// game also started (adjourned) he has played 3 and is not struck.
	ev := sixPlayers(t, WithdrawalUSSR1953, 3)
	ev.Rounds[2].Pairings[0].Result = Adjourned // 2-6
	if n := GamesPlayedBefore(ev, ev.Players[5]); n != 3 {
		t.Fatalf("played %d, want 3", n)
	}
	if tb := Standings(ev); len(tb.Struck) != 0 {
		t.Errorf("struck although half played: %+v", tb.Struck)
	}
	open := Unfinished(ev, 6)
	if len(open) != 1 || open[0].Round != 3 || open[0].Board != 1 {
		t.Errorf("the adjourned game must stay open for the arbiter: %+v", open)
	}
	// A game he lost by forfeit before leaving is not a played game.
	ev.Rounds[1].Pairings[0].Result = BlackForfeitWin
	if n := GamesPlayedBefore(ev, ev.Players[5]); n != 2 {
		t.Errorf("played %d, want 2", n)
	}
	if tb := Standings(ev); len(tb.Struck) != 1 {
		t.Error("fewer than half played but not struck")
	}
}

func TestCrosstable(t *testing.T) {
	ev := sixPlayers(t, WithdrawalUSSR1953, 3)
	ev.Rounds[0].Pairings[1].Result = Draw          // 2-5 ½
	ev.Rounds[1].Pairings[2].Result = DoubleForfeit // 1-2 −/−
	ct := Crosstable(ev)
	if len(ct.Rows) != 6 || ct.Policy != WithdrawalUSSR1953 {
		t.Fatalf("%d rows, policy %s", len(ct.Rows), ct.Policy)
	}
	cells := func(seat int) []string {
		var out []string
		for j := range ct.Rows[seat-1].Cells {
			out = append(out, ct.Rows[seat-1].Cell(j))
		}
		return out
	}
	tests := []struct {
		seat int
		want []string
	}{
		{1, []string{"×", "−", "0", "1", "0", "1"}},
		{2, []string{"−", "×", "1", "0", "½", "1"}},
		{5, []string{"1", "½", "1", "0", "×", "+"}},
		{6, []string{"0", "0", "−", "1", "−", "×"}},
	}
	for _, tt := range tests {
		if got := cells(tt.seat); !slices.Equal(got, tt.want) {
			t.Errorf("seat %d: %v, want %v", tt.seat, got, tt.want)
		}
	}
	if ct.Rows[4].Points != 7 || ct.Rows[4].Place == "" {
		t.Errorf("seat 5: %v points, place %q", ct.Rows[4].Points, ct.Rows[4].Place)
	}
}

func TestCrosstableDoubleRoundRobin(t *testing.T) {
	ev := newField(3, DoubleRoundRobin)
	var results [][]Result
	for r := 0; r < 6; r++ {
		results = append(results, []Result{Draw})
	}
	play(t, ev, results)
	ct := Crosstable(ev)
	if got := ct.Rows[0].Cell(1); got != "½ ½" {
		t.Errorf("cell %q, want two encounters", got)
	}
	if ct.Rows[0].Points != 4 {
		t.Errorf("points %v", ct.Rows[0].Points)
	}
}

func TestDirectEncounterAveragesRepeatedGames(t *testing.T) {
	// Three players, double round robin (one game a round, one bye).
	// P1 and P2 both score 2½; P1 beat P2 and drew the return game, so his
	// direct encounter score is the average (1 + ½)/2 = ¾ against P2's ¼:
	// P1 ranks 1, P2 2 in the group.
	ev := newField(3, DoubleRoundRobin)
	ev.Settings.TieBreaks = []string{"de"}
	play(t, ev, [][]Result{{WhiteWins}, {WhiteWins}, {Draw}, {BlackWins}, {Draw}, {Draw}})
	tb := Standings(ev)
	got := []string{}
	for _, r := range tb.Rows {
		got = append(got, fmt.Sprintf("%d:%v:%s:%s", r.ID, r.Points, r.TieBreaks[0].Text, r.Place))
	}
	want := []string{"101:2½:1:1", "102:2½:2:2", "103:1::3"}
	if !slices.Equal(got, want) {
		t.Errorf("standings %v, want %v", got, want)
	}
}

func TestSwissUnplayedRoundsUseDummyOpponent(t *testing.T) {
	// C.07 art. 16.4: in a Swiss, each unplayed round of a player counts in
	// his Buchholz as an opponent with his own final score; from the 2026
	// edition no more than the paired opponent's score (16.4.1) or, for a
	// bye, half the points of the rounds (16.4.2).
	ev := newField(4, SwissDutch)
	ev.Settings.Rounds = 2
	ev.Settings.TieBreaks = []string{"bh", "bh-c1", "sb"}
	ev.Rounds = []Round{
		{Number: 1, Pairings: []Pairing{
			{Round: 1, Board: 1, White: 101, Black: 102, Result: WhiteWins},
			{Round: 1, Board: 2, White: 103, Black: 104, Result: WhiteForfeitWin}}},
		{Number: 2, Pairings: []Pairing{
			{Round: 2, Board: 1, White: 101, Black: 103, Result: Draw},
			{Round: 2, Board: 2, White: 102, Bye: ByePairingAllocated},
			{Round: 2, Board: 3, White: 104, Bye: ByeZeroPoint}}},
	}
	for _, c := range []struct {
		start, rules string
		want         map[int64][]string
	}{
		{"2025-09-06", TieBreakRules2024, map[int64][]string{
			101: {"2½", "1½", "1¾"}, // P2 1 + P3 1½; SB 1 + ¾
			102: {"2½", "1½", "1"},  // P1 1½ + bye as own 1; SB 0 + 1·1
			103: {"3", "1½", "2¼"},  // forfeit win as own 1½ + P1 1½; SB 1½ + ¾
			104: {"0", "0", "0"},
		}},
		{"2026-03-01", TieBreakRules2026, map[int64][]string{
			101: {"2½", "1½", "1¾"},
			102: {"2½", "1½", "1"}, // the bye: own 1, no more than half of 2 rounds
			103: {"2", "1½", "1¼"}, // forfeit win as P4's ½ (his zero bye a draw) + P1 1½; SB ½ + ¾
			104: {"0", "0", "0"},
		}},
	} {
		t.Run(c.rules, func(t *testing.T) {
			ev.Settings.StartDate = c.start
			table := Standings(ev)
			if table.Rules != c.rules {
				t.Fatalf("started %s: rules %s, want %s", c.start, table.Rules, c.rules)
			}
			for _, r := range table.Rows {
				var got []string
				for _, v := range r.TieBreaks {
					got = append(got, v.Text)
				}
				if !slices.Equal(got, c.want[r.ID]) {
					t.Errorf("player %d: %v, want %v", r.ID, got, c.want[r.ID])
				}
			}
		})
	}
}

func TestEmptyEventHasEmptyTables(t *testing.T) {
	for _, sys := range []System{RoundRobin, SwissDutch} {
		ev := &Event{Settings: DefaultSettings()}
		ev.Settings.System = sys
		if tb := Standings(ev); len(tb.Rows) != 0 || len(tb.TieBreaks) == 0 {
			t.Errorf("%s: standings %d rows, tie-breaks %v", sys, len(tb.Rows), tb.TieBreaks)
		}
		if ct := Crosstable(ev); len(ct.Rows) != 0 {
			t.Errorf("%s: crosstable %d rows", sys, len(ct.Rows))
		}
	}
}

// TestTieBreakRulesByStartDate picks the edition of the Tie-Break
// Regulations in force when the event started (C.07 as amended from 1
// March 2026); a start date that is not a date says nothing.
func TestTieBreakRulesByStartDate(t *testing.T) {
	for start, want := range map[string]string{
		"2024-09-01": TieBreakRules2024, "2026-02-28": TieBreakRules2024, "2026-03-01": TieBreakRules2026,
		"2026-11-23": TieBreakRules2026, "": TieBreakRules2026, "24/09/2010": TieBreakRules2026,
	} {
		if got := TieBreakRules(Settings{StartDate: start}); got != want {
			t.Errorf("started %q: %s, want %s", start, got, want)
		}
	}
}

package standings_test

import (
	"fmt"
	"reflect"
	"slices"
	"testing"

	"arbiter/internal/testevent"
	"arbiter/internal/testfield"
	"arbiter/internal/testform"
	"arbiter/tournament"
	"arbiter/tournament/schedule"
	"arbiter/tournament/standings"
	"arbiter/tournament/tiebreak"
)

// A four-player round robin worked by hand (seats 1…4 are ids 101…104,
// ratings 2010…2040). Berger rounds: 1-4 2-3 | 4-3 1-2 | 2-4 3-1.
// Results: 1-0 ½ | 0-1 ½ | ½ ½, so P1 2, P2 1½, P3 2, P4 ½.
func fourPlayers(t *testing.T) *tournament.Event {
	ev := testfield.Field(4, tournament.RoundRobin)
	testfield.Play(t, ev, [][]tournament.Result{{tournament.WhiteWins, tournament.Draw}, {tournament.BlackWins, tournament.Draw}, {tournament.Draw, tournament.Draw}})
	return ev
}

func TestTieBreakValues(t *testing.T) {
	ev := fourPlayers(t)
	ev.Settings.TieBreaks = tiebreak.IDs
	tb := standings.Of(ev)
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
	rows := testfield.RowsByID(tb)
	for id, tbs := range want {
		for i, v := range rows[id].TieBreaks {
			if w, ok := tbs[v.ID]; ok && v.Text != w {
				t.Errorf("player %d %s = %q, want %q", id, tiebreak.IDs[i], v.Text, w)
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
		tb := standings.Of(ev)
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
	ev := testfield.Field(4, tournament.RoundRobin)
	ev.Settings.TieBreaks = []string{"de"}
	testfield.Play(t, ev, [][]tournament.Result{{tournament.WhiteWins, tournament.Draw}})
	rows := testfield.RowsByID(standings.Of(ev))
	if v := rows[102].TieBreaks[0].Value; v != 0 || rows[102].Place != "2–3" {
		t.Errorf("DE of P2 = %v (place %s), want 0 and a shared place", v, rows[102].Place)
	}
	// After two rounds P2 (½+½) and P3 (½+1) differ; P1 1+½ and P3 1½ are
	// tied but have not met: DE does not apply.
	testfield.Play(t, ev, [][]tournament.Result{{tournament.WhiteWins, tournament.Draw}, {tournament.BlackWins, tournament.Draw}})
	rows = testfield.RowsByID(standings.Of(ev))
	if rows[101].TieBreaks[0].Value != 0 || rows[103].TieBreaks[0].Value != 0 || rows[101].Place != "1–2" {
		t.Errorf("DE applied to players who have not met: %+v %+v", rows[101], rows[103])
	}
}

func TestKoyaAndBuchholzWithForfeit(t *testing.T) {
	// Round robin (pairings fixed in advance): a forfeited game counts in
	// BH and SB as played against its scheduled opponent (C.07 15.2); the
	// forfeit win counts as a win and in Koya, and is no game with Black.
	ev := fourPlayers(t)
	ev.Rounds[2].Pairings[1].Result = tournament.WhiteForfeitWin // 3-1: P3 wins by forfeit
	ev.Settings.TieBreaks = []string{"sb", "bh", "bh-c1", "wins", "black", "koya"}
	rows := testfield.RowsByID(standings.Of(ev))
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

func TestWithdrawals(t *testing.T) {
	tests := []struct {
		name   string
		policy tournament.WithdrawalPolicy
		after  int
		points map[int64]tournament.Points // in half points
		struck bool
	}{
		// 3 of 5 played: the last two games count + for P5 and P3.
		{"1953 half played", tournament.WithdrawalUSSR1953, 3, map[int64]tournament.Points{101: 6, 102: 6, 103: 6, 104: 4, 105: 6, 106: 2}, false},
		{"as played", tournament.WithdrawalAsPlayed, 3, map[int64]tournament.Points{101: 6, 102: 6, 103: 4, 104: 4, 105: 4, 106: 2}, false},
		// 2 of 5 played: struck, all his games annulled.
		{"1953 fewer than half", tournament.WithdrawalUSSR1953, 2, map[int64]tournament.Points{101: 4, 102: 4, 103: 4, 104: 4, 105: 4}, true},
		{"as played early", tournament.WithdrawalAsPlayed, 2, map[int64]tournament.Points{101: 6, 102: 4, 103: 4, 104: 4, 105: 4, 106: 2}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ev := testfield.SixPlayers(t, tt.policy, tt.after)
			recorded := ev.Rounds[4].Pairings[0].Result
			tb := standings.Of(ev)
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
			if open := ev.Unfinished(6); len(open) != 0 {
				t.Errorf("games settled by the withdrawal still open: %+v", open)
			}
		})
	}
}

func TestWithdrawalStartedGameCountsAsPlayed(t *testing.T) {
	// Seat 6 leaves after round 2 but his round-2 game was adjourned: it
	// counts as played (2 of 5 still fewer than half); with round 3's
	// game also started (adjourned) he has played 3 and is not struck.
	ev := testfield.SixPlayers(t, tournament.WithdrawalUSSR1953, 3)
	ev.Rounds[2].Pairings[0].Result = tournament.Adjourned // 2-6
	if n := ev.GamesPlayed(ev.Players[5]); n != 3 {
		t.Fatalf("played %d, want 3", n)
	}
	if tb := standings.Of(ev); len(tb.Struck) != 0 {
		t.Errorf("struck although half played: %+v", tb.Struck)
	}
	open := ev.Unfinished(6)
	if len(open) != 1 || open[0].Round != 3 || open[0].Board != 1 {
		t.Errorf("the adjourned game must stay open for the arbiter: %+v", open)
	}
	// A game he lost by forfeit before leaving is not a played game.
	ev.Rounds[1].Pairings[0].Result = tournament.BlackForfeitWin
	if n := ev.GamesPlayed(ev.Players[5]); n != 2 {
		t.Errorf("played %d, want 2", n)
	}
	if tb := standings.Of(ev); len(tb.Struck) != 1 {
		t.Error("fewer than half played but not struck")
	}
}

// TestWithdrawal_1953_27_GameNotBegunIsNotPlayed: §27 counts among the
// games played those begun and not finished, not a game never begun. Seat
// 6 leaves after round 3 (3 of 5 played, kept); his round-2 game was
// postponed and has no result: 2 of 5 begun, fewer than half, and he is
// struck, the notice naming round 2 as without a result. Entered as
// adjourned (begun), it counts again and he is kept.
func TestWithdrawal_1953_27_GameNotBegunIsNotPlayed(t *testing.T) {
	ev := testfield.SixPlayers(t, tournament.WithdrawalUSSR1953, 3)
	var postponed *tournament.Pairing
	for b := range ev.Rounds[1].Pairings {
		if p := &ev.Rounds[1].Pairings[b]; p.White == 106 || p.Black == 106 {
			postponed = p
		}
	}
	postponed.Result = tournament.NoResult
	if n := ev.GamesPlayed(ev.Players[5]); n != 2 {
		t.Fatalf("played %d, want 2: the game never begun counted", n)
	}
	if !ev.EffectiveResults().Struck[106] {
		t.Error("2 of 5 begun, yet not struck")
	}
	key, args := standings.WithdrawalNotice(ev, 106)
	want := []any{"played", 2, "games", 5, "open", 1, "rounds", "2", "adjourned", 0, "adjourned_rounds", "", "verdict", "event.cli.struck.kept"}
	if key != "event.cli.withdrawn.struck" || !slices.Equal(messageKeys(args), want) {
		t.Errorf("notice %s %v, want struck %v", key, args, want)
	}
	postponed.Result = tournament.Adjourned
	if n := ev.GamesPlayed(ev.Players[5]); n != 3 || ev.EffectiveResults().Struck[106] {
		t.Errorf("adjourned: played %d, struck %v; want 3, kept", n, ev.EffectiveResults().Struck[106])
	}
	// The adjourned game counts as played: the notice names it as
	// adjourned, not as a game without a result that does not count.
	key, args = standings.WithdrawalNotice(ev, 106)
	want = []any{"played", 3, "games", 5, "open", 0, "rounds", "", "adjourned", 1, "adjourned_rounds", "2"}
	if key != "event.cli.withdrawn.forfeits" || !slices.Equal(args, want) {
		t.Errorf("adjourned: notice %s %v, want forfeits %v", key, args, want)
	}
}

// TestWithdrawal_1953_27_HalfPlayedBoundary: under §27 a player who leaves
// having played at least half of his games keeps them (the rest count +
// for his opponents); fewer than half, and he is struck. With an even
// number of games (a double round robin of four: six games each) exactly
// half is the boundary the odd counts of TestWithdrawals cannot reach.
func TestWithdrawal_1953_27_HalfPlayedBoundary(t *testing.T) {
	for _, tc := range []struct {
		name   string
		after  int // rounds before he leaves; he plays in every round
		struck bool
	}{
		{"two of six", 2, true},
		{"three of six, exactly half", 3, false},
		{"four of six", 4, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ev := testfield.Field(4, tournament.DoubleRoundRobin)
			ev.Settings.WithdrawalPolicy = tournament.WithdrawalUSSR1953
			var results [][]tournament.Result
			for r := 1; r <= 6; r++ {
				results = append(results, []tournament.Result{tournament.Draw, tournament.Draw})
			}
			testfield.Play(t, ev, results[:tc.after])
			testfield.PairAll(t, ev)
			leaver := &ev.Players[3]
			leaver.WithdrawnAfter = tc.after
			if n, games := ev.GamesPlayed(*leaver), ev.ScheduledGames(); n != tc.after || games != 6 {
				t.Fatalf("played %d of %d, want %d of 6", n, games, tc.after)
			}
			eff := ev.EffectiveResults()
			if eff.Struck[leaver.ID] != tc.struck {
				t.Errorf("struck %v, want %v", eff.Struck[leaver.ID], tc.struck)
			}
			if tb := standings.Of(ev); (len(tb.Struck) == 1) != tc.struck {
				t.Errorf("standings list struck %+v", tb.Struck)
			}
		})
	}
}

// A player struck after a round whose game has no result yet: the table
// and the crosstable count his games as the withdrawal notice does, 1 of
// 6 counting as played, round 2's still without a result, with the
// notice's own arguments; they said only "played 2".
func TestStruckNamesTheGameWithoutAResult(t *testing.T) {
	path, id := testevent.StruckLater(t)
	ev := testevent.Read(t, path)
	leaver, _ := ev.Player(id)
	leaver.WithdrawnAfter = 2
	key, notice := standings.WithdrawalNotice(ev, id)
	if key != "event.cli.withdrawn.struck" {
		t.Fatalf("the withdrawal is told as %s", key)
	}
	for name, struck := range map[string][]standings.Struck{"standings": standings.Of(ev).Struck, "crosstable": standings.Crosstable(ev).Struck} {
		if len(struck) != 1 || struck[0].ID != id {
			t.Fatalf("%s: struck %+v", name, struck)
		}
		st := struck[0]
		if st.Played != 1 || st.Games != 6 || !slices.Equal(st.Open, []int{2}) || st.After != 2 {
			t.Errorf("%s: struck %+v, want 1 of 6 played after round 2, round 2 open", name, st)
		}
		if args := st.Args(); !slices.Equal(messageKeys(args), messageKeys(append([]any{"name", leaver.Name, "round", 2}, notice...))) {
			t.Errorf("%s: the note's arguments %v, the notice's %v", name, args, notice)
		}
	}
}

// messageKeys are args with each message in them given as its key, so
// that two lists of arguments compare.
func messageKeys(args []any) []any {
	out := slices.Clone(args)
	for i, a := range out {
		if m, ok := a.(interface{ MessageKey() string }); ok {
			out[i] = m.MessageKey()
		}
	}
	return out
}

func TestCrosstable(t *testing.T) {
	ev := testfield.SixPlayers(t, tournament.WithdrawalUSSR1953, 3)
	ev.Rounds[0].Pairings[1].Result = tournament.Draw          // 2-5 ½
	ev.Rounds[1].Pairings[2].Result = tournament.DoubleForfeit // 1-2 −/−
	ct := standings.Crosstable(ev)
	if len(ct.Rows) != 6 || ct.Policy != tournament.WithdrawalUSSR1953 {
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
	ev := testfield.Field(3, tournament.DoubleRoundRobin)
	var results [][]tournament.Result
	for r := 0; r < 6; r++ {
		results = append(results, []tournament.Result{tournament.Draw})
	}
	testfield.Play(t, ev, results)
	ct := standings.Crosstable(ev)
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
	// P1 ranks 1, P2 2 in the group. (Round 3 is P1–P2: the first cycle's
	// last two rounds exchanged, C.05 Annex 1.)
	ev := testfield.Field(3, tournament.DoubleRoundRobin)
	ev.Settings.TieBreaks = []string{"de"}
	testfield.Play(t, ev, [][]tournament.Result{{tournament.WhiteWins}, {tournament.Draw}, {tournament.WhiteWins}, {tournament.BlackWins}, {tournament.Draw}, {tournament.Draw}})
	tb := standings.Of(ev)
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
	ev := testfield.Field(4, tournament.SwissDutch)
	ev.Settings.Rounds = 2
	ev.Settings.TieBreaks = []string{"bh", "bh-c1", "sb"}
	ev.Rounds = []tournament.Round{
		{Number: 1, Pairings: []tournament.Pairing{
			{Round: 1, Board: 1, White: 101, Black: 102, Result: tournament.WhiteWins},
			{Round: 1, Board: 2, White: 103, Black: 104, Result: tournament.WhiteForfeitWin}}},
		{Number: 2, Pairings: []tournament.Pairing{
			{Round: 2, Board: 1, White: 101, Black: 103, Result: tournament.Draw},
			{Round: 2, Board: 2, White: 102, Bye: tournament.ByePairingAllocated},
			{Round: 2, Board: 3, White: 104, Bye: tournament.ByeZeroPoint}}},
	}
	for _, c := range []struct {
		start, rules string
		want         map[int64][]string
	}{
		{"2025-09-06", standings.TieBreakRules2024, map[int64][]string{
			101: {"2½", "1½", "1¾"}, // P2 1 + P3 1½; SB 1 + ¾
			102: {"2½", "1½", "1"},  // P1 1½ + bye as own 1; SB 0 + 1·1
			103: {"3", "1½", "2¼"},  // forfeit win as own 1½ + P1 1½; SB 1½ + ¾
			104: {"0", "0", "0"},
		}},
		{"2026-03-01", standings.TieBreakRules2026, map[int64][]string{
			101: {"2½", "1½", "1¾"},
			102: {"2½", "1½", "1"}, // the bye: own 1, no more than half of 2 rounds
			103: {"2", "1½", "1¼"}, // forfeit win as P4's ½ (his zero bye a draw) + P1 1½; SB ½ + ¾
			104: {"0", "0", "0"},
		}},
	} {
		t.Run(c.rules, func(t *testing.T) {
			ev.Settings.StartDate = c.start
			table := standings.Of(ev)
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
	for _, sys := range []tournament.System{tournament.RoundRobin, tournament.SwissDutch} {
		ev := testfield.Field(0, sys)
		if tb := standings.Of(ev); len(tb.Rows) != 0 || len(tb.TieBreaks) == 0 {
			t.Errorf("%s: standings %d rows, tie-breaks %v", sys, len(tb.Rows), tb.TieBreaks)
		}
		if ct := standings.Crosstable(ev); len(ct.Rows) != 0 {
			t.Errorf("%s: crosstable %d rows", sys, len(ct.Rows))
		}
	}
}

// TestTieBreakRulesByStartDate picks the edition of the Tie-Break
// Regulations in force when the event started (C.02 art. 13 up to 31
// March 2024, C.07 as amended from 1 March 2026); a start date that is not
// a date says nothing. A team event knows no edition before 2024.
func TestTieBreakRulesByStartDate(t *testing.T) {
	for start, want := range map[string]string{
		"2020-06-26": standings.TieBreakRules2017, "2024-03-31": standings.TieBreakRules2017, "2009-01-01": standings.TieBreakRules2017,
		"2024-04-01": standings.TieBreakRules2024, "2024-07-31": standings.TieBreakRules2024,
		"2024-09-01": standings.TieBreakRules2024, "2026-02-28": standings.TieBreakRules2024, "2026-03-01": standings.TieBreakRules2026,
		"2026-11-23": standings.TieBreakRules2026, "": standings.TieBreakRules2026, "24/09/2010": standings.TieBreakRules2026,
	} {
		if got := standings.TieBreakRules(&tournament.Event{Settings: tournament.Settings{StartDate: start}}); got != want {
			t.Errorf("started %q: %s, want %s", start, got, want)
		}
	}
	team := &tournament.Event{Settings: tournament.Settings{StartDate: "2020-06-26", System: tournament.TeamSwiss}}
	if got := standings.TieBreakRules(team); got != standings.TieBreakRules2024 {
		t.Errorf("a team Swiss started 2020-06-26: %s, want %s", got, standings.TieBreakRules2024)
	}
}

// TestTieBreakRulesByTheScheduledStart: an event with no start date of its
// own whose schedule dates round 1, as every sheet and page names it
// (schedule.Round), started that day: its standings are under the edition
// of the Tie-Break Regulations in force then, not today's.
func TestTieBreakRulesByTheScheduledStart(t *testing.T) {
	for day, want := range map[string]string{"2025-11-01": standings.TieBreakRules2024, "2026-03-01": standings.TieBreakRules2026} {
		ev := testfield.Field(4, tournament.RoundRobin)
		ev.Settings.StartDate, ev.Settings.EndDate = "", ""
		ev.Settings.Schedule = []tournament.RoundTime{{Round: 1, Date: day}}
		testfield.Play(t, ev, [][]tournament.Result{{tournament.WhiteWins, tournament.Draw}})
		if named, got := schedule.Round(ev, 1).Date, standings.Of(ev).Rules; got != want {
			t.Errorf("round 1 dated %s: tie-breaks by the edition of %s, want %s", named, got, want)
		}
	}
}

// The rank and the games played over the board (every door's games
// column), which the standings' JSON (arbiter standings --json) gives
// for each row: on the event of
// TestLastRoundsWithoutOpponentCountAsDraws 1 played three games, 4 two
// and a bye, 5 two and a zero-point bye, 6 one, two byes and an absence;
// a shared place gives its rows the first rank of the group.
func TestRowRankAndGamesPlayed(t *testing.T) {
	ev := lastRoundsEvent()
	type rp struct{ rank, played int }
	var got []rp
	for _, r := range standings.Of(ev).Rows {
		got = append(got, rp{r.Rank, r.Played})
	}
	// 1 (2½), 3 (2), 4 (1½), then 2 and 5 on 1 point, 6; a bye is no game.
	if want := []rp{{1, 3}, {2, 3}, {3, 2}, {4, 3}, {4, 2}, {6, 1}}; !slices.Equal(got, want) {
		t.Errorf("rank and games played %v, want %v", got, want)
	}
}

// Before the draw of a round robin no player has a seat: the standings
// list the players as they were entered, as the starting list does.
func TestStandingsBeforeTheDrawInEntryOrder(t *testing.T) {
	ev := testfield.Field(4, tournament.RoundRobin)
	for i := range ev.Players {
		ev.Players[i].Seat = 0
	}
	var got []int64
	for _, r := range standings.Of(ev).Rows {
		got = append(got, r.ID)
	}
	if want := []int64{101, 102, 103, 104}; !slices.Equal(got, want) {
		t.Errorf("rows %v, want the order entered %v", got, want)
	}
}

// TestCompletedRounds: a round counts as completed only when every game
// that counts has its final result; one pending or adjourned board keeps
// it open, and a later round cannot be complete before an earlier one.
func TestCompletedRounds(t *testing.T) {
	ev := testfield.Field(6, tournament.RoundRobin)
	testfield.Play(t, ev, make([][]tournament.Result, 3)) // three rounds paired, no result
	finish := func(r int) {
		for b := range ev.Rounds[r-1].Pairings {
			ev.Rounds[r-1].Pairings[b].Result = tournament.Draw
		}
	}
	if got := ev.CompletedRounds(); got != 0 {
		t.Fatalf("nothing played: %d completed rounds", got)
	}
	finish(1)
	finish(2)
	ev.Rounds[2].Pairings[0].Result = tournament.WhiteWins // one result of three in round 3
	if got := ev.CompletedRounds(); got != 2 {
		t.Errorf("round 3 with one result: %d completed rounds, want 2", got)
	}
	ev.Rounds[1].Pairings[1].Result = tournament.Adjourned
	if got := ev.CompletedRounds(); got != 1 {
		t.Errorf("an adjourned game in round 2: %d completed rounds, want 1", got)
	}
	if got := standings.Of(ev).Complete; got != ev.CompletedRounds() {
		t.Errorf("standings say %d completed rounds, Event.CompletedRounds %d", got, ev.CompletedRounds())
	}
}

// TestAfterRound: the event after round n has only its first n rounds,
// and a player who withdrew later is still in play then.
func TestAfterRound(t *testing.T) {
	ev := testfield.Field(4, tournament.RoundRobin)
	won := []tournament.Result{tournament.WhiteWins, tournament.WhiteWins}
	testfield.Play(t, ev, [][]tournament.Result{won, won, won})
	ev.Players[1].WithdrawnAfter = 2
	at1 := ev.AfterRound(1)
	if len(at1.Rounds) != 1 || at1.Rounds[0].Number != 1 {
		t.Fatalf("after round 1: %d rounds", len(at1.Rounds))
	}
	if at1.Players[1].Withdrawn() {
		t.Error("a player who withdrew after round 2 is withdrawn after round 1")
	}
	if !ev.Players[1].Withdrawn() {
		t.Error("AfterRound changed the event it was given")
	}
	if at2 := ev.AfterRound(2); !at2.Players[1].Withdrawn() || len(at2.Rounds) != 2 {
		t.Error("after round 2 the withdrawal stands")
	}
	if got := standings.Of(at1).Rows[0].Points; got != 2 {
		t.Errorf("leader after round 1 has %s points, want 1", got)
	}
}

// TestStandingsIgnoreRoundsNotCompleted: the standings are those after
// the last completed round, so pairing the next round — its games without
// results, a pairing-allocated bye — or entering part of its results
// changes no place, point or tie-break.
func TestStandingsIgnoreRoundsNotCompleted(t *testing.T) {
	round1 := []tournament.Pairing{testfield.Game(1, 2, tournament.WhiteWins), testfield.Game(3, 4, tournament.Draw), testfield.Bye(5, tournament.ByePairingAllocated)}
	ev := testfield.Constructed(tournament.SwissDutch, 5, tiebreak.IDs, round1)
	ev.Settings.Rounds = 3
	want, wantTable := texts(ev), standings.Of(ev)
	if wantTable.Complete != 1 {
		t.Fatalf("round 1 played: %d completed rounds", wantTable.Complete)
	}
	check := func(what string) {
		t.Helper()
		if got := texts(ev); !slices.Equal(got, want) {
			t.Errorf("%s: standings after round 1\n got %q\nwant %q", what, got, want)
		}
		if got := standings.Of(ev); got.Complete != 1 || got.Rounds != 2 {
			t.Errorf("%s: %d completed rounds of %d paired, want 1 of 2", what, got.Complete, got.Rounds)
		}
		if got := standings.SwissCrosstable(ev); !reflect.DeepEqual(got.Rows, wantTable.Rows) {
			t.Errorf("%s: the crosstable's rows differ from the standings after round 1", what)
		}
	}
	two := testfield.Constructed(tournament.SwissDutch, 5, nil, round1, []tournament.Pairing{testfield.Game(3, 1, tournament.NoResult), testfield.Game(4, 5, tournament.NoResult), testfield.Bye(2, tournament.ByePairingAllocated)})
	ev.Rounds = append(ev.Rounds, two.Rounds[1])
	check("round 2 paired")
	ev.Rounds[1].Pairings[1].Result = tournament.BlackWins
	check("one result of round 2")
}

// A game that an earlier withdrawal settles is none of the later leaver's
// games without a result: seat 6 leaves after round 1 (struck), so seat
// 4's round-2 game against him is not played; seat 4 leaving after round
// 4 has played 3 of 5, and his notice named round 2 as a game to enter as
// adjourned or as a forfeit, which the withdrawal of seat 6 had decided.
func TestWithdrawalNoticeLeavesOutTheGameAnEarlierWithdrawalSettled(t *testing.T) {
	ev := testfield.SixPlayers(t, tournament.WithdrawalUSSR1953, 1)
	leaver, _ := ev.Player(104)
	leaver.WithdrawnAfter = 4
	key, args := standings.WithdrawalNotice(ev, 104)
	want := []any{"played", 3, "games", 5, "open", 0, "rounds", "", "adjourned", 0, "adjourned_rounds", ""}
	if key != "event.cli.withdrawn.forfeits" || !slices.Equal(args, want) {
		t.Errorf("notice %s %v, want forfeits %v", key, args, want)
	}
}

// One fact, one answer: the games a player played over the board, which
// the standings' games column gives, are those the withdrawal's notice
// counts ("played 2/5"): seat 1's forfeit win over seat 6 in round 1 is no
// game, seat 2's game with seat 6 adjourned in round 3 is one, begun, and
// seat 6, gone after round 3, plays seats 5 and 3 in none.
func TestTheGamesColumnIsTheWithdrawalNoticesGamesPlayed(t *testing.T) {
	ev := testfield.SixPlayers(t, tournament.WithdrawalAsPlayed, 3)
	ev.Rounds[0].Pairings[0].Result = tournament.WhiteForfeitWin // 1-6
	ev.Rounds[2].Pairings[0].Result = tournament.Adjourned       // 2-6
	played := map[int64]int{}
	for _, r := range standings.Of(ev).Rows {
		played[r.ID] = r.Played
	}
	want := map[int64]int{101: 4, 102: 5, 103: 4, 104: 5, 105: 4, 106: 2}
	for _, p := range ev.Players {
		if played[p.ID] != want[p.ID] || played[p.ID] != ev.GamesPlayed(p) {
			t.Errorf("%s: games column %d, the notice's games played %d, want %d", p.Name, played[p.ID], ev.GamesPlayed(p), want[p.ID])
		}
	}
	if _, args := standings.WithdrawalNotice(ev, 106); !slices.Equal(args[:4], []any{"played", 2, "games", 5}) {
		t.Errorf("the notice counts %v, want 2 of 5 played", args[:4])
	}
}

// An event whose regulations give an unrated player a rating for the
// tie-breaks (Settings.UnratedRating, C.07 leaves it to them) counts an
// unrated opponent at it in ARO, ARO-C1, TPR and APRO, where they
// averaged over the rated opponents alone, and the table says at what
// rating for the notes under it. fourPlayers, 4 unrated, counted at 1800
// (1 is 2010, 2 is 2020, 3 is 2030); the round robin's games by Berger's
// table: 1–4 1-0, 2–3 ½; 4–3 0-1, 1–2 ½; 2–4 ½, 3–1 ½.
//
//	1 met 4 (1800, won), 2 (2020, ½), 3 (2030, ½): 2 of 3
//	  ARO (1800+2020+2030)/3 = 1950; ARO-C1 leaves out 1800: 2025;
//	  TPR 67 % → 1950+125 = 2075 (over 2 and 3 alone: 2025, 50 %, +0)
//	2 met 3 (½), 1 (½), 4 (½): 1½ of 3
//	  ARO 5840/3 = 1946.67 → 1947; TPR 50 % → 1947
//	3 met 2 (½), 4 (won), 1 (½): 2 of 3
//	  ARO 5830/3 = 1943.33 → 1943; TPR 67 % → 2068
//	4 met 1, 3 (lost), 2 (½), all rated: ½ of 3
//	  ARO 6060/3 = 2020; TPR 17 % → 2020−273 = 1747, as before
//	APRO, the average of the opponents' TPR:
//	  1: (1747+1947+2068)/3 = 1920.67 → 1921
//	  4: (2075+2068+1947)/3 = 2030
func TestAnUnratedOpponentCountsAtTheEventsRatingForTheUnrated(t *testing.T) {
	ev := fourPlayers(t)
	ev.Players[3].Rating = 0
	ev.Settings.UnratedRating = 1800
	ev.Settings.TieBreaks = []string{"aro", "aro-c1", "tpr", "apro"}
	if err := ev.Settings.Validate(); err != nil {
		t.Fatal(err)
	}
	tb := standings.Of(ev)
	want := map[int64][]string{
		101: {"1950", "2025", "2075", "1921"},
		102: {"1947", "", "1947", ""},
		103: {"1943", "", "2068", ""},
		104: {"2020", "", "1747", "2030"},
	}
	for id, row := range testfield.RowsByID(tb) {
		for i, v := range row.TieBreaks {
			if w := want[id][i]; w != "" && v.Text != w {
				t.Errorf("player %d %s = %q, want %q", id, v.ID, v.Text, w)
			}
		}
	}
	wantNote := &standings.UnratedOpponents{TieBreaks: ev.Settings.TieBreaks, Players: []int64{101, 102, 103, 104}, Rating: 1800}
	if !reflect.DeepEqual(tb.UnratedOpponents, wantNote) {
		t.Errorf("the table says %+v, want %+v", tb.UnratedOpponents, wantNote)
	}
	// A rating the settings refuse: below 0 or above any list's, and any
	// in a team event, whose teams are ranked by their own tie-breaks.
	for _, r := range []int{-1, tournament.MaxRating + 1} {
		ev.Settings.UnratedRating = r
		if err := ev.Settings.Validate(); err == nil {
			t.Errorf("a rating for the unrated of %d is taken", r)
		}
	}
	team := tournament.DefaultSettings()
	team.System, team.Rounds, team.UnratedRating = tournament.TeamSwiss, 5, 1800
	team.TieBreaks = team.System.DefaultTieBreaks()
	if err := team.Validate(); testform.KeyOf(err) != "event.err.settings.unrated-rating.system" {
		t.Errorf("a team Swiss given a rating for the unrated: %v", err)
	}
}

// FIDE's tie-break rules leave an unrated player's rating to the event's
// regulations; none is set, so ARO, TPR, PTP, APRO and APPO average over
// the rated opponents alone, and the table names those of its tie-breaks
// and the players whose figure left one out, for the notes under it to
// say: that went unsaid. In fourPlayers 4 is unrated and meets 1, 2 and
// 3: their ARO leaves him out; APRO averages the opponents' TPR, and each
// of 4's opponents, whose own opponents are 1…3 too, left him out of theirs.
func TestUnratedOpponentsLeftOutAreNamed(t *testing.T) {
	for _, c := range []struct {
		what    string
		ids     []string
		unrated bool
		want    *standings.UnratedOpponents
	}{
		{"no rating-based tie-break", []string{"bh", "sb"}, true, nil},
		{"all rated", []string{"aro", "tpr"}, false, nil},
		{"ARO-C1", []string{"bh", "aro-c1"}, true, &standings.UnratedOpponents{TieBreaks: []string{"aro-c1"}, Players: []int64{101, 102, 103}}},
		{"APRO", []string{"apro"}, true, &standings.UnratedOpponents{TieBreaks: []string{"apro"}, Players: []int64{101, 102, 103, 104}}},
		{"TPR and APPO", []string{"tpr", "sb", "appo"}, true, &standings.UnratedOpponents{TieBreaks: []string{"tpr", "appo"}, Players: []int64{101, 102, 103, 104}}},
	} {
		ev := fourPlayers(t)
		ev.Settings.TieBreaks = c.ids
		if c.unrated {
			ev.Players[3].Rating = 0
		}
		tb := standings.Of(ev)
		if !reflect.DeepEqual(tb.UnratedOpponents, c.want) {
			t.Errorf("%s: %+v, want %+v", c.what, tb.UnratedOpponents, c.want)
		}
		ids, n := tb.UnratedLeftOut()
		if c.want == nil {
			if ids != nil || n != 0 {
				t.Errorf("%s: left out %v of %d players, want none", c.what, ids, n)
			}
			continue
		}
		if !slices.Equal(ids, c.want.TieBreaks) || n != len(c.want.Players) {
			t.Errorf("%s: left out %v of %d players, want %v of %d", c.what, ids, n, c.want.TieBreaks, len(c.want.Players))
		}
		// A ranking group's table counts its own rows: 4 alone, whose
		// ARO left no one out, none.
		tb.Rows = slices.DeleteFunc(tb.Rows, func(r standings.Row) bool { return r.ID != 104 })
		if ids, n := tb.UnratedLeftOut(); c.what == "ARO-C1" && (ids != nil || n != 0) {
			t.Errorf("%s, 4's row alone: left out %v of %d players, want none", c.what, ids, n)
		}
	}
}

package standings_test

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"arbiter/internal/testfield"
	"arbiter/tournament"
	"arbiter/tournament/standings"
	"arbiter/tournament/tiebreak"
)

// Constructed cases for the FIDE Tie-Break Regulations (C.07, 2023), each
// worked from the regulation's text. Players are ids 101…, seats 1….

// texts writes each row of the standings as "seat:points:tb1:…:place".
func texts(ev *tournament.Event) []string {
	var out []string
	for _, r := range standings.Of(ev).Rows {
		cells := []string{strconv.Itoa(int(r.ID - 100)), r.Points.String()}
		for _, v := range r.TieBreaks {
			cells = append(cells, v.Text)
		}
		out = append(out, strings.Join(append(cells, r.Place), ":"))
	}
	return out
}

func wantTexts(t *testing.T, ev *tournament.Event, want ...string) {
	t.Helper()
	if got := texts(ev); !slices.Equal(got, want) {
		t.Errorf("standings\n got %q\nwant %q", got, want)
	}
}

// TestConstructedStandings ranks constructed events by their tie-breaks;
// want is each row of the standings as texts writes it.
func TestConstructedStandings(t *testing.T) {
	g, W, B, D := testfield.Game, tournament.WhiteWins, tournament.BlackWins, tournament.Draw
	WF, none, z := tournament.WhiteForfeitWin, tournament.NoResult, tournament.ByeZeroPoint
	type round = []tournament.Pairing
	// struck strikes seat from the round robin ev after round after, by
	// the 1953 rules.
	struck := func(ev *tournament.Event, seat, after int) *tournament.Event {
		ev.Settings.WithdrawalPolicy = tournament.WithdrawalUSSR1953
		ev.Players[seat-1].WithdrawnAfter = after
		return ev
	}
	// unrated takes the rating of seat away.
	unrated := func(ev *tournament.Event, seat int) *tournament.Event {
		ev.Players[seat-1].Rating = 0
		return ev
	}
	// rated gives seat the rating r.
	rated := func(ev *tournament.Event, seat, r int) *tournament.Event {
		ev.Players[seat-1].Rating = r
		return ev
	}
	// de is a Swiss of six ranked by direct encounter alone.
	de := func(rounds ...round) *tournament.Event {
		return testfield.Constructed(tournament.SwissDutch, 6, []string{"de"}, rounds...)
	}
	for _, c := range []struct {
		name string
		ev   *tournament.Event
		want []string
	}{
		// In a Swiss a forfeit is an unplayed round, not an encounter (art. 6
		// counts the games between the tied players; art. 16 makes a forfeit an
		// unplayed round): 1 and 2, tied on 2 points, met only in a forfeit, so
		// direct encounter separates nobody.
		{"DirectEncounterSwissForfeitIsNoEncounter", de(round{g(1, 2, WF), g(3, 4, W), g(5, 6, W)},
			round{g(1, 3, B), g(2, 5, W), g(4, 6, W)},
			round{g(1, 6, W), g(2, 4, W), g(3, 5, W)}),
			[]string{"3:3::1", "1:2::2–3", "2:2::2–3", "4:1::4–5", "5:1::4–5", "6:0::6"}},
		// 6.2: when not all the tied players have met, one who scored against
		// the others more than any of them could have scored, had they won every
		// encounter they did not play, ranks first. 1 beat 2 and 3, who never
		// met: 1 has 2 points, 2 and 3 at most 1 each; 2 and 3 stay equal.
		{"DirectEncounterNotAllMet", de(round{g(1, 2, W), g(3, 4, W), g(5, 6, W)},
			round{g(1, 3, W), g(2, 5, W), g(4, 6, B)},
			round{g(1, 4, B), g(2, 6, W), g(3, 5, W)}),
			[]string{"1:2:1:1", "2:2:2:2–3", "3:2:2:2–3", "4:1::4–6", "5:1::4–6", "6:1::4–6"}},
		// 6.1.2: where two tied players met twice their games count as the
		// average. 1, 2 and 3 tie on 2 points; 1 beat 2 twice (1 point on
		// average), 3 beat 1 and 2 beat 3: each has 1 point against the others,
		// so direct encounter separates none of them.
		{"DirectEncounterRepeatedGamesCountOnce", de(round{g(1, 2, W), g(3, 4, W), g(5, 6, D)},
			round{g(2, 1, B), g(3, 5, B), g(4, 6, B)},
			round{g(3, 1, W), g(2, 5, W), g(4, 6, D)},
			round{g(2, 3, W), g(1, 4, B), g(5, 6, B)}),
			[]string{"6:3::1", "1:2::2–4", "2:2::2–4", "3:2::2–4", "4:1½::5–6", "5:1½::5–6"}},
		// 6.1: when the tied players of a Swiss have all met, a player ranks
		// above another when he scored more against them: 1 and 2 drew, each beat
		// 3; all three on 2 points, 1 and 2 share the first rank, 3 is third.
		{"DirectEncounterSwissAllMet", de(round{g(1, 2, D), g(3, 4, W), g(5, 6, D)},
			round{g(1, 3, W), g(2, 5, D), g(4, 6, D)},
			round{g(2, 3, W), g(1, 5, D), g(4, 6, B)},
			round{g(1, 4, B), g(6, 2, W), g(3, 5, W)}),
			[]string{"6:3::1", "1:2:1:2–3", "2:2:1:2–3", "3:2:3:4", "4:1½::5–6", "5:1½::5–6"}},
		// 15.2: with pairings fixed in advance (a round robin) a forfeited game
		// counts in Buchholz and Sonneborn-Berger as played against the
		// scheduled opponent. Four players: 1-4 1-0, 2-3 ½ | 4-3 0-1, 1-2 ½ |
		// 2-4 ½, 3-1 won by 3 on forfeit. 3 has 2½: SB ½·1½ + 1·½ + 1·1½ = 2¾,
		// BH 1½ + ½ + 1½ = 3½; 1 (1½) keeps 3's 2½ in his BH: 5½… less 1½+½ = 4½.
		{"RoundRobinForfeitCountsAsPlayed", testfield.Constructed(tournament.RoundRobin, 4, []string{"sb", "bh"},
			round{g(1, 4, W), g(2, 3, D)}, round{g(4, 3, B), g(1, 2, D)}, round{g(2, 4, D), g(3, 1, WF)}),
			[]string{"3:2½:2¾:3½:1", "2:1½:2¼:4½:2", "1:1½:1¼:4½:3", "4:½:¾:5½:4"}},
		// Koya (C.07 9.3): points against the opponents who reached half of the
		// maximum possible score. With round 3 paired but not yet played the
		// maximum is 2 (two rounds have results), so the limit is 1 point.
		// After 1-4 1-0, 2-3 ½ | 4-3 0-1, 1-2 ½: 1 has 1½, 2 has 1, 3 has 1½,
		// 4 nothing; 1 drew with 2 (1 point, enough): Koya ½.
		{"KoyaLimitCountsRoundsWithResults", testfield.Constructed(tournament.RoundRobin, 4, []string{"koya"},
			round{g(1, 4, W), g(2, 3, D)}, round{g(4, 3, B), g(1, 2, D)}, round{g(2, 4, none), g(3, 1, none)}),
			[]string{"1:1½:½:1–2", "3:1½:½:1–2", "2:1:1:3", "4:0:0:4"}},
		// Koya's limit in a round robin with a player struck from it (1953 §27:
		// he left having played fewer than half his games, which are annulled):
		// the maximum possible score is that of the games left, a game against
		// each other player but him, twice in a double round robin. Six players,
		// 6 struck after round 2: four games each, the limit 2 points; 1 has 3,
		// 2 2½, 3 2, 4 1½ and 5 1 from 1 beat 4 and 5 and drew 2 and 3, 2 beat 5
		// and 4 and lost to 3, 3 drew 4 and lost to 5, 4 beat 5. Koya counts the
		// games against 1, 2 and 3: 1 ½ + ½, 2 ½, 3 ½ + 1, 4 ½, 5 1.
		{"KoyaLimitWithAPlayerStruckFromTheRoundRobin", struck(testfield.Constructed(tournament.RoundRobin, 6, []string{"koya"},
			round{g(1, 6, W), g(2, 5, W), g(3, 4, D)},
			round{g(6, 4, W), g(5, 3, W), g(1, 2, D)},
			round{g(2, 6, none), g(3, 1, D), g(4, 5, W)},
			round{g(6, 5, none), g(1, 4, W), g(2, 3, B)},
			round{g(3, 6, none), g(4, 2, B), g(5, 1, B)}), 6, 2),
			[]string{"1:3:1:1", "2:2½:½:2", "3:2:1½:3", "4:1½:½:4", "5:1:1:5"}},
		// A double round robin of four, 4 struck after round 2: four games
		// each, the limit 2 points. 1 drew 2 twice and took 1½ from 3; 2 and
		// 3 beat each other once: 1 has 2½, 2 2, 3 1½. Koya counts the games
		// against 1 and 2: 1 1, 2 1, 3 ½ + 1.
		{"KoyaLimitWithAPlayerStruckFromTheDoubleRoundRobin", struck(testfield.Constructed(tournament.DoubleRoundRobin, 4, []string{"koya"},
			round{g(1, 4, W), g(2, 3, W)}, round{g(4, 3, B), g(1, 2, D)}, round{g(2, 4, none), g(3, 1, B)},
			round{g(4, 1, none), g(3, 2, W)}, round{g(3, 4, none), g(2, 1, D)}, round{g(4, 2, none), g(1, 3, D)}), 4, 2),
			[]string{"1:2½:1:1", "2:2:1:2", "3:1½:1½:3"}},
		// APRO (C.07 10.4) averages the opponents' TPR over the opponents who
		// have one: seat 5 played only seat 6, who is unrated, so he has no TPR
		// (an empty cell), and seat 6's APRO is the mean of seats 1 and 2 alone
		// ((2835 + 2228) / 2, rounded), not lowered by a 0 for seat 5.
		{"APROLeavesOutOpponentsWithoutTPR", unrated(testfield.Constructed(tournament.SwissDutch, 6, []string{"tpr", "apro"},
			round{g(5, 6, D), g(1, 4, W), g(2, 3, W)},
			round{g(6, 1, B), g(2, 4, D), testfield.Bye(3, z), testfield.Bye(5, z)},
			round{g(6, 2, D), g(1, 3, W), testfield.Bye(4, z), testfield.Bye(5, z)}), 6),
			[]string{"1:3:2835:1646:1", "2:2:2228:1646:2", "6:1:1902:2532:3", "4:½:1822:2532:4", "5:½::1902:5", "3:0:1215:2532:6"}},
		// AOB (C.07) averages the opponents' Buchholz,
		// a Buchholz of 0 being a score like any other: seat 3 met 6 and 4,
		// who have no point, so his Buchholz is 0, and seat 4's AOB is
		// (1 + 0) / 2 = 0.50, as TieBreakServer gives for bbpPairings'
		// dutch_2025_C5 (tournament/testdata/outside), whose two rounds these
		// are; leaving the 0 out gave 1.
		{"AOBCountsAnOpponentsBuchholzOfNought", testfield.Constructed(tournament.SwissDutch, 6, []string{"bh", "aob"},
			round{g(1, 4, W), g(5, 2, B), g(3, 6, W)},
			round{g(2, 1, B), g(4, 3, B), g(6, 5, B)}),
			[]string{"1:2:1:3.50:1", "3:2:0:3.50:2", "2:1:3:1.00:3", "5:1:1:3.00:4", "4:0:4:0.50:5", "6:0:3:0.50:6"}},
		// A perfect performance below 0 is a value, not none: seat 2 lost
		// his only game to seat 1, rated 700, so his PTP is 700 − 800 =
		// −100, and seat 1's APPO is that −100, as TieBreakServer averages
		// the PTP of 0-point players rated under 800 in CPPDubovSystem's
		// baku_test (tournament/testdata/suite); leaving it out left it empty.
		{"APPOCountsAPerfectPerformanceBelowNought", rated(testfield.Constructed(tournament.SwissDutch, 4, []string{"ptp", "appo"},
			round{g(1, 2, W), g(3, 4, D)}), 1, 700),
			[]string{"1:1:2756:-100:1", "3:½:2037:2027:2", "4:½:2027:2037:3", "2:0:-100:2756:4"}},
	} {
		t.Run(c.name, func(t *testing.T) { wantTexts(t, c.ev, c.want...) })
	}
}

// 6.3: the players direct encounter leaves equal are ranked again by
// their encounters among themselves. Round robin of eight: 1 beat 2 and
// 4, 2 beat 3 and 4, 3 beat 1, 4 beat 3, all four on 4 points. The first
// pass gives 1 and 2 two points each, 3 and 4 one; then 1 beat 2 and 4
// beat 3: 1, 2, 4, 3.
func TestDirectEncounterReappliedToTheStillTied(t *testing.T) {
	ev := testfield.Field(8, tournament.RoundRobin)
	ev.Settings.TieBreaks = []string{"de"}
	beats := map[[2]int]bool{{1, 2}: true, {1, 4}: true, {2, 3}: true, {2, 4}: true, {3, 1}: true, {4, 3}: true,
		{1, 5}: true, {1, 6}: true, {7, 1}: true, {8, 1}: true, {2, 5}: true, {2, 6}: true, {7, 2}: true, {8, 2}: true,
		{3, 5}: true, {3, 6}: true, {3, 7}: true, {8, 3}: true, {4, 5}: true, {4, 6}: true, {4, 7}: true, {8, 4}: true}
	testfield.PairAll(t, ev)
	for r := range ev.Rounds {
		for b := range ev.Rounds[r].Pairings {
			p := &ev.Rounds[r].Pairings[b]
			w, k := int(p.White-100), int(p.Black-100)
			switch {
			case beats[[2]int{w, k}]:
				p.Result = tournament.WhiteWins
			case beats[[2]int{k, w}]:
				p.Result = tournament.BlackWins
			default:
				p.Result = tournament.Draw // among 5…8
			}
		}
	}
	got := texts(ev)
	want := []string{"8:5½::1", "1:4:1:2", "2:4:2:3", "4:4:3:4", "3:4:4:5"}
	if !slices.Equal(got[:5], want) {
		t.Errorf("standings %q, want %q first", got, want)
	}
}

// lastRoundsEvent is the event of TestLastRoundsWithoutOpponentCountAsDraws
// ranked by the tie-breaks ids: six seats rated 2010 … 2060, three rounds.
func lastRoundsEvent(ids ...string) *tournament.Event {
	return testfield.Constructed(tournament.SwissDutch, 6, ids,
		[]tournament.Pairing{testfield.Game(1, 6, tournament.WhiteWins), testfield.Game(2, 5, tournament.WhiteWins), testfield.Game(3, 4, tournament.WhiteWins)},
		[]tournament.Pairing{testfield.Game(1, 2, tournament.WhiteWins), testfield.Game(3, 4, tournament.Draw), testfield.Bye(5, tournament.ByeZeroPoint), testfield.Bye(6, tournament.ByeZeroPoint)},
		[]tournament.Pairing{testfield.Game(1, 3, tournament.Draw), testfield.Game(2, 5, tournament.BlackWins), testfield.Bye(4, tournament.ByePairingAllocated)})
}

// wantValues checks each seat's tie-break values, in the order of the
// event's tie-breaks, against want by player id.
func wantValues(t *testing.T, ev *tournament.Event, want map[int64][]float64) {
	t.Helper()
	for _, r := range standings.Of(ev).Rows {
		var got []float64
		for _, v := range r.TieBreaks {
			got = append(got, v.Value)
		}
		if !slices.Equal(got, want[r.ID]) {
			t.Errorf("seat %d: %v, want %v (%v)", r.ID-100, got, want[r.ID], ev.Settings.TieBreaks)
		}
	}
}

// 16.2.5 and 16.3.2: the rounds after a player's last played round in
// which he had no opponent (a zero-point bye, absence) count as draws in
// his opponents' tie-breaks; an earlier zero-point bye counts as it was.
// 5 takes a zero-point bye in round 2 and plays round 3: his 1 point
// counts 1. 6 is absent from round 3 after a zero-point bye in round 2:
// 0 + ½ + ½ = 1 for his opponent 1 instead of 0.
func TestLastRoundsWithoutOpponentCountAsDraws(t *testing.T) {
	ev := lastRoundsEvent("bh")
	// 1 (2½): 6 (0 → 1) + 2 (1) + 3 (2) = 4; 3 (2): 4 (1½) + 4 + 1 (2½)
	// = 5½; 4 (1½): 3 + 3 + his own 1½ for the bye = 5½; 2 (1): 5 (1) +
	// 1 + 5 = 4½; 5 (1): 2 + his own 1 + 2 = 3; 6: 1 (2½) + 0 + 0 = 2½.
	wantTexts(t, ev, "1:2½:4:1", "3:2:5½:2", "4:1½:5½:3", "2:1:4½:4", "5:1:3:5", "6:0:2½:6")
}

// The tie-breaks beyond points and opponents' scores, on the event of
// TestLastRoundsWithoutOpponentCountAsDraws. Seat 1 (rating 2010) beat 6
// and 2 with White and drew 3 with White: WIN 2, WON 2, BPG 0, BWG 0, GE
// 3, PS 1 + 2 + 2½ = 5½. Seat 5 lost to 2 with Black, had a zero-point
// bye, beat 2 with Black: BWG 1, GE 2 (the bye was not elected), PS
// 0 + 0 + 1 = 1. Seat 4 got the pairing-allocated bye in round 3: WIN 1
// without a game won, GE 3. Fore Buchholz of 1: opponents' scores with
// round 3's games drawn — 6 (1, no game in round 3), 2 (1 − 0 + ½ =
// 1½), 3 (2 − ½ + ½ = 2) = 4½; 4's bye in round 3 is no game and keeps
// its point, so 3 has 4 (1½) twice and 1 (2½): 5½. AOB of 1: the mean of the Buchholz of 6 (2½),
// 2 (4½) and 3 (5½) = 4.17. ARO of 1: (2060 + 2020 + 2030)/3 = 2037;
// Cut-1 drops 2020: 2045. APRO of 6: his only opponent is 1 (TPR 2310).
func TestOtherTieBreaks(t *testing.T) {
	ids := []string{"wins", "won", "black", "bwg", "ge", "ps", "fb", "sb-c1", "aob", "aro", "aro-c1", "tpr", "apro"}
	ev := lastRoundsEvent(ids...)
	want := map[int64][]float64{
		101: {2, 2, 0, 0, 3, 5.5, 4.5, 2, 4.17, 2037, 2045, 2310, 1759},
		102: {1, 1, 1, 0, 3, 3, 3.5, 1, 3.33, 2037, 2050, 1912, 2117},
		103: {1, 1, 1, 0, 3, 4.5, 5.5, 2.75, 5, 2030, 2040, 2155, 1995},
		104: {1, 0, 2, 0, 3, 2, 5.5, 1, 5.5, 2030, 2030, 1837, 2155},
		105: {1, 1, 2, 1, 2, 1, 3.5, 1, 4.5, 2020, 2020, 2020, 1912},
		106: {0, 0, 1, 0, 1, 0, 2.5, 0, 4, 2010, 0, 1210, 2310},
	}
	wantValues(t, ev, want)
}

// Perfect tournament performance (C.07 10.3) and its average over the
// opponents (APPO, 10.5), on the event of TestOtherTieBreaks (ratings
// 2010 … 2060 by seat). Seat 1 scored 2½ against 6, 2 and 3 (2060, 2020,
// 2030): at 2311 the expected scores of table 8.1.2 are 0.81 + 0.85 + 0.84
// = 2.50, at 2310 only 0.80 + 0.84 + 0.84. Seat 6 scored 0 in his only
// game, against 1: 2010 − 800 = 1210. APPO of 6 is the PTP of 1; APPO of 1
// the mean of 6 (1210), 2 (1913) and 3 (2154): 1759. Seat 4's bye is no
// game: his PTP is over his two games with 3 (½ of 2).
func TestPerfectPerformanceTieBreaks(t *testing.T) {
	ev := lastRoundsEvent("ptp", "appo")
	want := map[int64][]float64{
		101: {2311, 1759},
		102: {1913, 2115},
		103: {2154, 1992},
		104: {1833, 2154},
		105: {2017, 1913},
		106: {1210, 2311},
	}
	wantValues(t, ev, want)
	if got := tiebreak.Code("appo"); got != "APPO" {
		t.Errorf("record 202 code of appo: %q", got)
	}
	if id, ok := tiebreak.FromCode("ptp"); !ok || id != "ptp" {
		t.Errorf("PTP reads as %q, %v", id, ok)
	}
}

// 6.2 applied down the whole group: seven players of a twelve-round Swiss
// tie on 6 points, and among them the higher seat won every game but three
// draws (2–5, 3–5, 5–7); 1 and 6 never met. Against each other they have
// 5, 4½, 3½, 3, 2½, 1 and ½ points, and each scored more than any of those
// below him could have, had they won every encounter they did not play
// (6 at most 2, 7 ½): the seven are ranked 1 to 7, the last one too, who
// scored against the others and is separated from no one after him. The
// rest of their points come from games against ten players outside the
// tie: in the first seven rounds (the group's round robin) the one left
// over meets 15, and 1 and 6 meet 16 and 17 in the round of their
// missing game; in the last five the seven meet 8…14.
func TestDirectEncounterNotAllMetSeparatesEveryone(t *testing.T) {
	W, B, D := tournament.WhiteWins, tournament.BlackWins, tournament.Draw
	draw := map[[2]int]bool{{2, 5}: true, {3, 5}: true, {5, 7}: true}
	inGroup := func(w, b int) tournament.Result { // the higher seat, w or b, wins but for the draws
		switch {
		case draw[[2]int{min(w, b), max(w, b)}]:
			return D
		case w < b:
			return W
		}
		return B
	}
	// Half points each of 1…7 still needs from the games outside the
	// group to reach 6; outside gives them in the order played.
	need := map[int]int{1: 2, 2: 3, 3: 5, 4: 6, 5: 7, 6: 10, 7: 11}
	outside := func(seat, other int, white bool) tournament.Pairing {
		h := min(need[seat], 2)
		need[seat] -= h
		r := map[int]tournament.Result{0: B, 1: D, 2: W}[h]
		if !white {
			r = map[int]tournament.Result{0: W, 1: D, 2: B}[h]
			return testfield.Game(other, seat, r)
		}
		return testfield.Game(seat, other, r)
	}
	var rounds [][]tournament.Pairing
	// The circle method over 0…7, 0 standing for the game outside.
	ring := []int{1, 2, 3, 4, 5, 6, 7}
	for r := range 7 {
		var round []tournament.Pairing
		slots := append([]int{0}, ring...)
		for k := range 4 {
			a, b := slots[k], slots[7-k]
			switch {
			case a == 0:
				round = append(round, outside(b, 15, r%2 == 0))
			case min(a, b) == 1 && max(a, b) == 6:
				round = append(round, outside(1, 16, true), outside(6, 17, false))
			case (r+k)%2 == 0:
				round = append(round, testfield.Game(a, b, inGroup(a, b)))
			default:
				round = append(round, testfield.Game(b, a, inGroup(b, a)))
			}
		}
		rounds = append(rounds, round)
		ring = append(ring[len(ring)-1:], ring[:len(ring)-1]...)
	}
	for r := range 5 {
		var round []tournament.Pairing
		for j := range 7 {
			round = append(round, outside(j+1, 8+(j+r)%7, (j+r)%2 == 0))
		}
		rounds = append(rounds, round)
	}
	for seat, h := range need {
		if h != 0 {
			t.Fatalf("seat %d lacks %d half points of 6", seat, h)
		}
	}
	ev := testfield.Constructed(tournament.SwissDutch, 17, []string{"de"}, rounds...)
	var got []string
	for _, row := range standings.Of(ev).Rows {
		if row.Points.String() == "6" {
			got = append(got, strconv.Itoa(int(row.ID-100))+":"+row.TieBreaks[0].Text)
		}
	}
	if want := []string{"1:1", "2:2", "3:3", "4:4", "5:5", "6:6", "7:7"}; !slices.Equal(got, want) {
		t.Errorf("the players on 6 points by direct encounter: %q, want %q", got, want)
	}
}

// Progressive score with a cut (C.07 art. 14.1: the least significant
// values are the running scores of the first rounds), worked by hand on
// the event of TestOtherTieBreaks. Running scores round by round: seat 1
// 1, 2, 2½; seat 2 1, 1, 1; seat 3 1, 1½, 2; seat 4 0, ½, 1½; seat 5 0, 0,
// 1; seat 6 0, 0, 0. PS sums them; Cut-1 drops round 1's, Cut-2 rounds 1
// and 2.
func TestProgressiveScoreWithACut(t *testing.T) {
	ev := lastRoundsEvent("ps", "ps-c1")
	want := map[int64][]float64{
		101: {5.5, 4.5},
		102: {3, 2},
		103: {4.5, 3.5},
		104: {2, 2},
		105: {1, 1},
		106: {0, 0},
	}
	wantValues(t, ev, want)
}

// Fore Buchholz counts drawn the games of the event's last round: before
// that round is played there are none, and it is the Buchholz (as
// TieBreakServer gives it mid-event). The event of TestOtherTieBreaks
// after 3 rounds of 5: seat 1's FB is his BH, 4, not 4½ with round 3's
// games drawn.
func TestForeBuchholzBeforeTheLastRoundIsBuchholz(t *testing.T) {
	ev := lastRoundsEvent("fb", "bh")
	ev.Settings.Rounds = 5
	for _, r := range standings.Of(ev).Rows {
		if fb, bh := r.TieBreaks[0].Value, r.TieBreaks[1].Value; fb != bh {
			t.Errorf("seat %d after 3 rounds of 5: FB %v, BH %v", r.ID-100, fb, bh)
		}
	}
	ev.Settings.Rounds = 3
	if r := standings.Of(ev).Rows[0]; r.ID != 101 || r.TieBreaks[0].Value != 4.5 {
		t.Errorf("after the last round, seat %d's FB %v, want seat 1's 4½", r.ID-100, r.TieBreaks[0].Value)
	}
}

// A game that ended before each player had made a move is reported in TRF
// as W, D or L ("not rated", TRF-16 and TRF-2026) instead of 1, = or 0. It
// was played over the board, so it is a game for the standings and the
// tie-breaks (C.07 counts as unplayed only forfeits, byes and absences,
// art. 16), but it is not sent for rating (testfield.Unrated).
func TestUnratedGamesCountAsPlayed(t *testing.T) {
	// Seat 1 (1½): WON 1 (the unrated win is a game won over the board),
	// BPG 1 (the draw with Black), ARO over both opponents: (2020 +
	// 2040) / 2 = 2030. Seat 4 (1½): WON 1, BPG 1 (round 1), ARO (2030 +
	// 2010) / 2 = 2020.
	got := map[int64][]float64{}
	for _, r := range standings.Of(testfield.Unrated()).Rows {
		for _, v := range r.TieBreaks {
			got[r.ID] = append(got[r.ID], v.Value)
		}
	}
	if want := []float64{1, 1, 2030}; !slices.Equal(got[101], want) {
		t.Errorf("seat 1: %v, want %v", got[101], want)
	}
	if want := []float64{1, 1, 2020}; !slices.Equal(got[104], want) {
		t.Errorf("seat 4: %v, want %v", got[104], want)
	}
}

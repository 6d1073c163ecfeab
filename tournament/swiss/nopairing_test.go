package swiss

import (
	"errors"
	"path/filepath"
	"slices"
	"strconv"
	"testing"

	"arbiter/engine"
)

// TestNoPairingC1C2SevenAfterSix: round 7 of testdata/nopairing's
// seven-player file has no legal pairing ([C1] and [C2]; bbpPairings
// refuses it). Every system refuses it, naming the players who cannot all
// be paired and the criteria that keep them apart, instead of giving the
// bye to a player [C2] denies it. The Dutch round 7 is the last, where
// [C3] spares the topscorers, so only 2 and 3 are blocked there.
func TestNoPairingC1C2SevenAfterSix(t *testing.T) {
	tr := readReference(t, filepath.Join("testdata", "nopairing", "seven-after-six.trf"))
	in, err := FromTRF(tr, 7)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name    string
		pair    func(Input) ([]Pair, error)
		players []int
	}{
		{"Dutch", Pairing, []int{2, 3}},
		{"Dubov", DubovPairing, []int{2, 3, 5, 6}},
		{"Burstein", BursteinPairing, []int{2, 3, 5, 6}},
	} {
		pairs, err := c.pair(in)
		var np *NoPairing
		if !errors.As(err, &np) {
			t.Errorf("%s: paired %v (error %v), want no legal pairing", c.name, pairs, err)
			continue
		}
		if np.Key != "swiss.err.nopairing" || !slices.Equal(np.Players, c.players) || !slices.Equal(np.Others, []int{1}) {
			t.Errorf("%s: %s, players %v, others %v; want players %v, others [1]", c.name, np.Key, np.Players, np.Others, c.players)
		}
		if !slices.ContainsFunc(np.Blocks, func(b Block) bool { return b.Player == 3 && b.Rule == "won" && b.Round == 6 }) ||
			!slices.ContainsFunc(np.Blocks, func(b Block) bool {
				return b.Player == 2 && b.Rule == "met" && slices.Contains(b.Others, 3)
			}) {
			t.Errorf("%s: blocks %+v lack 3's forfeit win in round 6 ([C2]) or 2's game against 3 ([C1])", c.name, np.Blocks)
		}
	}
}

// TestNoPairingC1Even: four players who have all met (three rounds of a
// round robin) have no round 4 ([C1]); all four are named.
func TestNoPairingC1Even(t *testing.T) {
	g := func(o int, c Colour) Round { return played(o, c, 5) }
	in := Input{Round: 4, TotalRounds: 5, Scoring: DefaultScoring, Players: []Player{
		{ID: 1, History: []Round{g(4, White), g(3, Black), g(2, White)}},
		{ID: 2, History: []Round{g(3, White), g(4, Black), g(1, Black)}},
		{ID: 3, History: []Round{g(2, Black), g(1, White), g(4, White)}},
		{ID: 4, History: []Round{g(1, Black), g(2, White), g(3, Black)}},
	}}
	for name, pair := range map[string]func(Input) ([]Pair, error){"Dutch": Pairing, "Dubov": DubovPairing, "Burstein": BursteinPairing} {
		_, err := pair(in)
		var np *NoPairing
		if !errors.As(err, &np) || !slices.Equal(np.Players, []int{1, 2, 3, 4}) || len(np.Others) != 0 {
			t.Errorf("%s: %v, want no legal pairing of players 1–4", name, err)
		}
	}
}

// TestNoPairingMessageNamesThePlayers_C1C2: the refusal of round 7 of
// seven-after-six ([C1], [C2]) names the players by the event's numbers
// and names, each reason with the players it names, the players outside
// who may meet them last; a refusal with no such players (four who have
// all met, [C1]) has no reason for them.
func TestNoPairingMessageNamesThePlayers_C1C2(t *testing.T) {
	tr := readReference(t, filepath.Join("testdata", "nopairing", "seven-after-six.trf"))
	in, err := FromTRF(tr, 7)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Pairing(in)
	var np *NoPairing
	if !errors.As(err, &np) {
		t.Fatalf("round 7 paired (%v), want no legal pairing", err)
	}
	// Each block names what keeps its player from the others: 2 and 3
	// have met ([C1]), 2 had the bye in round 4 and 3 won round 6 without
	// playing ([C2]); no block is empty.
	if want := []Block{{2, "met", []int{3}, 0}, {2, "bye", nil, 4}, {3, "met", []int{2}, 0}, {3, "won", nil, 6}}; !slices.EqualFunc(np.Blocks, want, func(a, b Block) bool {
		return a.Player == b.Player && a.Rule == b.Rule && slices.Equal(a.Others, b.Others) && a.Round == b.Round
	}) {
		t.Errorf("blocks %+v, want %+v", np.Blocks, want)
	}
	if np.Args["players"] != "2, 3" {
		t.Errorf("players %q, want \"2, 3\"", np.Args["players"])
	}
	m := np.Named(func(n int) int { return 10 + n }, func(n int) string {
		if n == 3 {
			return ""
		}
		return "P" + strconv.Itoa(n)
	})
	if m.Key != "swiss.err.nopairing" || m.Args["players"] != "12 P2, 13" {
		t.Errorf("named: %s, players %q, want \"12 P2, 13\"", m.Key, m.Args["players"])
	}
	reasons := m.Args["reasons"].([]engine.Message)
	if len(reasons) != len(np.Blocks)+1 {
		t.Fatalf("reasons %v, want one per block and the others", reasons)
	}
	for i, b := range np.Blocks {
		r := reasons[i]
		if r.Key != "swiss.nopairing."+b.Rule || r.Args["player"] != strconv.Itoa(10+b.Player) || r.Args["count"] != len(b.Others) || r.Args["round"] != b.Round {
			t.Errorf("reason %d %v for block %+v", i, r, b)
		}
	}
	if last := reasons[len(reasons)-1]; last.Key != "swiss.nopairing.others" || last.Args["others"] != "11" || last.Args["count"] != 1 {
		t.Errorf("last reason %v, want the others: 11", last)
	}

	g := func(o int, c Colour) Round { return played(o, c, 5) }
	_, err = Pairing(Input{Round: 4, TotalRounds: 5, Scoring: DefaultScoring, Players: []Player{
		{ID: 1, History: []Round{g(4, White), g(3, Black), g(2, White)}},
		{ID: 2, History: []Round{g(3, White), g(4, Black), g(1, Black)}},
		{ID: 3, History: []Round{g(2, Black), g(1, White), g(4, White)}},
		{ID: 4, History: []Round{g(1, Black), g(2, White), g(3, Black)}},
	}})
	if !errors.As(err, &np) {
		t.Fatalf("four who have all met paired (%v)", err)
	}
	for _, r := range np.Args["reasons"].([]engine.Message) {
		if r.Key != "swiss.nopairing.met" {
			t.Errorf("reason %v, want only [C1]'s", r)
		}
	}
}

// TestNoPairingForbiddenPairs_C1: round 2 of four players (1–3, 2–4 in
// round 1) where 1 may meet neither 2 nor 4 (forbidden pairs) and 2 and 4
// have met: 1, 2 and 4 cannot all be paired, and each block says which
// others are forbidden and which were met ([C1]).
func TestNoPairingForbiddenPairs_C1(t *testing.T) {
	in := Input{Round: 2, TotalRounds: 5, InitialColour: White, Scoring: DefaultScoring, Forbidden: [][2]int{{1, 2}, {1, 4}}, Players: []Player{
		{ID: 1, History: []Round{played(3, White, 10)}},
		{ID: 2, History: []Round{played(4, Black, 10)}},
		{ID: 3, History: []Round{played(1, Black, 0)}},
		{ID: 4, History: []Round{played(2, White, 0)}},
	}}
	_, err := Pairing(in)
	var np *NoPairing
	if !errors.As(err, &np) {
		t.Fatalf("paired (%v), want no legal pairing", err)
	}
	want := []Block{{1, "forbidden", []int{2, 4}, 0}, {2, "met", []int{4}, 0}, {2, "forbidden", []int{1}, 0}, {4, "met", []int{2}, 0}, {4, "forbidden", []int{1}, 0}}
	if !slices.Equal(np.Players, []int{1, 2, 4}) || !slices.Equal(np.Others, []int{3}) || !slices.EqualFunc(np.Blocks, want, func(a, b Block) bool {
		return a.Player == b.Player && a.Rule == b.Rule && slices.Equal(a.Others, b.Others) && a.Round == b.Round
	}) {
		t.Errorf("players %v, others %v, blocks %+v; want [1 2 4], [3], %+v", np.Players, np.Others, np.Blocks, want)
	}
}

// TestNoPairingTheByeLeftOut_C1C2: five players in round 2, 1, 2 and 3
// forbidden to meet 4 and 5, and all but 4 given a point without playing
// in round 1 ([C2]): one of 1–3 is always left over, with no bye to take.
// 4 is paired in every largest pairing (with 5 or the bye), so he is
// named among the others, and 5, whom the bye may leave out, among the
// players.
func TestNoPairingTheByeLeftOut_C1C2(t *testing.T) {
	won := []Round{{Kind: FullBye, Points: 10}}
	in := Input{Round: 2, TotalRounds: 5, InitialColour: White, Scoring: DefaultScoring,
		Forbidden: [][2]int{{1, 4}, {1, 5}, {2, 4}, {2, 5}, {3, 4}, {3, 5}},
		Players: []Player{{ID: 1, History: won}, {ID: 2, History: won}, {ID: 3, History: won},
			{ID: 4, History: []Round{{Kind: ZeroBye}}}, {ID: 5, History: won}}}
	_, err := Pairing(in)
	var np *NoPairing
	if !errors.As(err, &np) || !slices.Equal(np.Players, []int{1, 2, 3, 5}) || !slices.Equal(np.Others, []int{4}) {
		t.Errorf("%v, want no legal pairing of 1, 2, 3 and 5, 4 the other", err)
	}
}

// TestNamedRefusalWithoutBlocksGivesTheOthersAlone: Named renders any
// refusal, one that names no block too (NoPairing is a plain value a
// caller may build): its reasons are then the players outside it alone.
func TestNamedRefusalWithoutBlocksGivesTheOthersAlone(t *testing.T) {
	np := &NoPairing{Players: []int{1, 2}, Others: []int{3}}
	m := np.Named(func(n int) int { return 10 + n }, func(int) string { return "" })
	if m.Key != "swiss.err.nopairing" || m.Args["players"] != "11, 12" {
		t.Errorf("named: %s, players %q, want \"11, 12\"", m.Key, m.Args["players"])
	}
	reasons := m.Args["reasons"].([]engine.Message)
	if len(reasons) != 1 || reasons[0].Key != "swiss.nopairing.others" || reasons[0].Args["others"] != "13" {
		t.Errorf("reasons %v, want the others alone: 13", reasons)
	}
}

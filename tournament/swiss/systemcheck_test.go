package swiss

import (
	"math/rand"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/internal/shareddata"
)

// systemCorpusRound finds the first round of a corpus, not before round
// from, that the system pairs as the reference did, with at least three
// boards, and returns its input and pairs.
func systemCorpusRound(t *testing.T, dir string, from int, pair func(Input) ([]Pair, error)) (Input, []Pair) {
	t.Helper()
	for rr := range referenceRounds(t, corpusFiles(t, dir), from) {
		got, err := pair(rr.in)
		if want := referencePairs(rr.tr, rr.r); err == nil && len(want) >= 3 && samePairs(got, want) {
			return rr.in, got
		}
	}
	t.Fatalf("no round of testdata/%s paired as the reference", dir)
	return Input{}, nil
}

// rulesOf lists the rules and articles of findings.
func rulesOf(fs []Finding) [][2]string {
	var out [][2]string
	for _, f := range fs {
		a, _ := f.Args["article"].(string)
		out = append(out, [2]string{f.Rule, a})
	}
	return out
}

// wantOnly fails unless fs is exactly one finding of rule citing article.
func wantOnly(t *testing.T, what string, fs []Finding, err error, rule, article string) {
	t.Helper()
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	if len(fs) == 0 || fs[0].Rule != rule || fs[0].Args["article"] != article {
		t.Errorf("%s: findings %v, want first %s by %s", what, rulesOf(fs), rule, article)
	}
}

// exchangeOpponents returns pairs with the opponents of two boards
// exchanged (A-B, C-D become A-D, C-B) on the first two boards whose
// exchange makes no second game, and whether there were such boards.
func exchangeOpponents(in Input, pairs []Pair) ([]Pair, bool) {
	met := map[[2]int]bool{}
	for _, p := range in.Players {
		for _, h := range p.History {
			if h.Kind == Played {
				met[[2]int{p.ID, h.Opponent}] = true
			}
		}
	}
	for i := range pairs {
		for j := i + 1; j < len(pairs); j++ {
			a, b := pairs[i], pairs[j]
			if a.Black == 0 || b.Black == 0 || met[[2]int{a.White, b.Black}] || met[[2]int{b.White, a.Black}] {
				continue
			}
			out := append([]Pair(nil), pairs...)
			out[i].Black, out[j].Black = b.Black, a.Black
			return out, true
		}
	}
	return nil, false
}

// checkSystemCorpus runs a system's check on a corpus round paired by
// the system (no findings), with the colours of a board exchanged (5.2),
// with the opponents of two boards exchanged (the bracket weighed, 2.3 or
// 3.2) and with two earlier opponents paired again ([C1], 2.1.1).
func checkSystemCorpus(t *testing.T, in Input, pairs []Pair, check func(Input, []Pair) ([]Finding, error), code string) {
	t.Helper()
	if fs, err := check(in, pairs); err != nil || len(fs) != 0 {
		t.Fatalf("the system's own pairing: %v %v", rulesOf(fs), err)
	}
	swapped := append([]Pair(nil), pairs...)
	swapped[0].White, swapped[0].Black = swapped[0].Black, swapped[0].White
	fs, err := check(in, swapped)
	wantOnly(t, "colours exchanged", fs, err, "colour", code+" 5.2")
	if ex, ok := exchangeOpponents(in, pairs); ok {
		fs, err := check(in, ex)
		// The bracket of the exchange is weighed: a quality criterion
		// or the order of equal pairings, not only the first player
		// paired otherwise.
		if a, _ := fs[0].Args["article"].(string); err != nil || len(fs) != 1 || !strings.HasPrefix(fs[0].Key, "systemcriteria.") ||
			!strings.HasPrefix(a, code+" 2.3.") && !strings.HasPrefix(a, code+" 3.2") {
			t.Errorf("opponents exchanged: findings %v %v, want the bracket weighed: a quality criterion (%s 2.3) or the order (3.2)", rulesOf(fs), err, code)
		}
	} else {
		t.Fatal("no two boards to exchange")
	}
	// An earlier game of a player of board 1 made again with an opponent
	// on another board: his opponent takes that opponent's place.
	w := pairs[0].White
	onBoard := map[int]bool{}
	for _, p := range pairs[1:] {
		onBoard[p.White], onBoard[p.Black] = p.Black != 0, p.Black != 0
	}
	for _, p := range in.Players {
		if p.ID != w {
			continue
		}
		for _, h := range p.History {
			if h.Kind != Played || !onBoard[h.Opponent] {
				continue
			}
			again := append([]Pair(nil), pairs...)
			for i := range again {
				switch {
				case again[i].White == h.Opponent:
					again[i].White = again[0].Black
				case again[i].Black == h.Opponent:
					again[i].Black = again[0].Black
				}
			}
			again[0].Black = h.Opponent
			fs, err := check(in, again)
			wantOnly(t, "a second game", fs, err, "rematch", code+" 2.1.1 [C1]")
			return
		}
	}
	t.Fatal("the player of board 1 has played nobody")
}

// TestCheckDubovCorpusRound checks a Dubov corpus round (C.04.4.1, 2026)
// as paired and as changed by hand.
func TestCheckDubovCorpusRound(t *testing.T) {
	in, pairs := systemCorpusRound(t, "dubov", 3, DubovPairing)
	checkSystemCorpus(t, in, pairs, CheckDubov, "C.04.4.1")
}

// TestCheckBursteinCorpusRound checks a Burstein corpus round after the
// seeding rounds (C.04.4.2 1.6) as paired and as changed by hand.
func TestCheckBursteinCorpusRound(t *testing.T) {
	var in Input
	var pairs []Pair
	for from := 2; ; from++ {
		in, pairs = systemCorpusRound(t, "burstein", from, BursteinPairing)
		if !burstein1_6Seeding(in.Round, in.TotalRounds) {
			break
		}
	}
	checkSystemCorpus(t, in, pairs, CheckBurstein, "C.04.4.2")
}

// TestCheckPassesTheSystemsOwnPairing: every round of every Dubov and
// Burstein tournament of the corpora and of Arbiter's generated ones,
// paired by the system from the rounds before it, is the system's pairing
// to its check (C.04.4.1 3.2, C.04.4.2 3.2.2). The check weighs the system's
// brackets one by one; a Burstein floater's partner below is the next
// bracket's choice (4.2), so a floater given that partner was called
// "paired otherwise" in the bracket he floats from (generated seed 67,
// round 9: "pairs 5 with 5, not with 11").
func TestCheckPassesTheSystemsOwnPairing(t *testing.T) {
	for _, c := range []struct {
		system string
		pair   func(Input) ([]Pair, error)
		check  func(Input, []Pair) ([]Finding, error)
	}{{"dubov", DubovPairing, CheckDubov}, {"burstein", BursteinPairing, CheckBurstein}} {
		generated := shareddata.Files(t, "testdata/generated", c.system+"-*.trf")
		for _, f := range append(corpusFiles(t, c.system), generated...) {
			tr := readReference(t, f)
			for r := 2; r <= tr.PlayedRounds(); r++ {
				in, pairs, err := systemRound(t, c.system, c.pair, f, tr, r)
				if err != nil {
					continue // no legal pairing: nothing to check
				}
				if fs, err := c.check(in, pairs); err != nil || len(fs) != 0 {
					t.Errorf("%s round %d, the %s system's own pairing: %v %v", filepath.Base(f), r, c.system, rulesOf(fs), err)
				}
			}
		}
	}
}

// TestCheckBursteinWeighsADenseFieldsBracket_C04042_2_3: in a field where
// the players below a bracket can pair whichever players it leaves (round
// 5 of 40, after the four seeding rounds of 1.6), the pairing is made on
// the bracket's graph without them; the check weighs the system's and an
// exchanged pairing on the whole field's graph of that bracket all the
// same, and names a quality criterion of 2.3 or the order of 3.2.2, not
// only the first player paired otherwise.
func TestCheckBursteinWeighsADenseFieldsBracket_C04042_2_3(t *testing.T) {
	players, _, err := Simulate(40, 4, rand.New(rand.NewSource(11)))
	if err != nil {
		t.Fatal(err)
	}
	in := Input{Round: 5, TotalRounds: 9, InitialColour: White, Scoring: DefaultScoring, Players: players}
	pairs, err := BursteinPairing(in)
	if err != nil {
		t.Fatal(err)
	}
	ex, ok := exchangeOpponents(in, pairs)
	if !ok {
		t.Fatal("no two boards to exchange")
	}
	fs, err := CheckBurstein(in, ex)
	if a, _ := fs[0].Args["article"].(string); err != nil || len(fs) != 1 || !strings.HasPrefix(a, "C.04.4.2 2.3.") && a != "C.04.4.2 3.2.2" {
		t.Errorf("opponents exchanged: findings %v %v, want a quality criterion (2.3) or the order (3.2.2)", rulesOf(fs), err)
	}
}

// TestCheckDubovNamesAByeGivenToAnother_C04041_3_1: a corpus round of an
// odd field, paired by the system with its bye, checks clean; the bye
// given instead to another player (one who has had no point without
// playing), its player paired with his opponent, is named first, before
// any pair: above the lowest score (3.1.3), at the same score to one who
// has played fewer games (3.1.4), or at the same score and games (3.1).
func TestCheckDubovNamesAByeGivenToAnother_C04041_3_1(t *testing.T) {
	higher := func(d *dutch, other, bye int) bool { return scoreOf(d, other) > scoreOf(d, bye) }
	same := func(d *dutch, other, bye int) bool {
		return scoreOf(d, other) == scoreOf(d, bye) && d.byID[other].played == d.byID[bye].played
	}
	checkByeGivenTo(t, "above the lowest score", higher, "bye-score", "C.04.4.1 3.1.3")
	checkByeGivenTo(t, "at the same score and games", same, "bye", "C.04.4.1 3.1")
	fewer := func(d *dutch, other, bye int) bool {
		return scoreOf(d, other) == scoreOf(d, bye) && d.byID[other].played < d.byID[bye].played
	}
	checkByeGivenTo(t, "at the same score to one who has played fewer games", fewer, "bye-games", "C.04.4.1 3.1.4")
}

// checkByeGivenTo finds the first round of the Dubov corpus that the
// system pairs as the reference did, with a bye the system's check finds
// clean, that can be given to the white player of a board whom to takes
// (see byeGivenTo), and checks that the check names it first by rule and
// article.
func checkByeGivenTo(t *testing.T, what string, to func(d *dutch, other, bye int) bool, rule, article string) {
	t.Helper()
	for rr := range referenceRounds(t, corpusFiles(t, "dubov"), 2) {
		pairs, err := DubovPairing(rr.in)
		if err != nil || !samePairs(pairs, referencePairs(rr.tr, rr.r)) {
			continue
		}
		moved, other, bye, ok := byeGivenTo(t, rr.in, pairs, to)
		if !ok {
			continue
		}
		if fs, err := CheckDubov(rr.in, pairs); err != nil || len(fs) != 0 {
			t.Fatalf("%s round %d, the system's own pairing: %v %v", rr.name, rr.r, rulesOf(fs), err)
		}
		fs, err := CheckDubov(rr.in, moved)
		wantOnly(t, "the bye given "+what, fs, err, rule, article)
		if len(fs) > 0 && (fs[0].Args["player"] != other || fs[0].Args["other"] != bye) {
			t.Errorf("the bye given %s names %v, want player %d and other %d", what, fs[0].Args, other, bye)
		}
		return
	}
	t.Fatalf("no round of testdata/dubov with a bye that can be given %s", what)
}

// byeGivenTo returns pairs with the bye given to the white player of the
// first board whom to takes and who has had no point without playing
// ([C2]), the bye's player taking his place against an opponent he has
// not met; other and bye are the two players.
func byeGivenTo(t *testing.T, in Input, pairs []Pair, to func(d *dutch, other, bye int) bool) (moved []Pair, other, bye int, ok bool) {
	t.Helper()
	d := mustDutch(t, in)
	byeAt := -1
	for i, p := range pairs {
		if p.Black == 0 {
			byeAt, bye = i, p.White
		}
	}
	if byeAt < 0 {
		return nil, 0, 0, false
	}
	history := map[int][]Round{}
	for _, p := range in.Players {
		history[p.ID] = p.History
	}
	// [C2]: no second bye or point without playing.
	noUnplayedPoint := func(id int) bool {
		for _, h := range history[id] {
			if h.Kind != Played && h.Points > 0 {
				return false
			}
		}
		return true
	}
	met := func(a, b int) bool {
		for _, h := range history[a] {
			if h.Kind == Played && h.Opponent == b {
				return true
			}
		}
		return false
	}
	for i, p := range pairs {
		if p.Black == 0 || !to(d, p.White, bye) || !noUnplayedPoint(p.White) || met(bye, p.Black) {
			continue
		}
		moved = append([]Pair(nil), pairs...)
		moved[i].White = bye
		moved[byeAt].White = p.White
		return moved, p.White, bye, true
	}
	return nil, 0, 0, false
}

// TestOtherResidentNamesTheFirstFloatedResidentPairedHere: in a Burstein
// bracket (residents pair with residents only), where every pair the
// system makes there is kept, the resident that differs is the first,
// in the system's order, of those the system floats out of the bracket
// (paired with a player of the graph who is no resident) whom the checked
// pairing pairs in it. Residents 0–3 (ids 1–4), 4 and 5 (ids 5, 6) below:
// the system pairs 1–2 and floats 0 and 3 (with 4 and 5); the checked
// pairing keeps 1–2 and pairs 0 with 3. The first such is 0. A floater
// whom the checked pairing gives the partner the system's whole pairing
// gives him (a later bracket's choice, Burstein 4.2) does not differ.
func TestOtherResidentNamesTheFirstFloatedResidentPairedHere(t *testing.T) {
	b := &dubovBracket{residentsOnly: true, resident: []bool{true, true, true, true, false, false}}
	for v := range 6 {
		b.ps = append(b.ps, &dubovPlayer{s: &pstate{id: v + 1}, v: v})
	}
	mate := []int{4, 2, 1, 5, 0, 3}
	rule := map[int]int{1: 5, 5: 1, 2: 3, 3: 2, 4: 6, 6: 4}
	given := map[int]int{1: 4, 4: 1, 2: 3, 3: 2, 5: 6, 6: 5}
	if got := b.otherResident(mate, given, rule); got != 0 {
		t.Errorf("the resident that differs is %d, want 0", got)
	}
	// Every resident paired as the system pairs him: none differs.
	if got := b.otherResident(mate, rule, rule); got != -1 {
		t.Errorf("the resident that differs is %d, want none (-1)", got)
	}
	// A floater matched with himself (his partner below left to the next
	// bracket, Burstein 4.2) has no opponent here: given his partner
	// below, he does not differ.
	self := []int{0, 2, 1, 5, 4, 3}
	rule = map[int]int{1: 5, 5: 1, 2: 3, 3: 2, 4: 6, 6: 4}
	if got := b.otherResident(self, rule, rule); got != -1 {
		t.Errorf("a floater matched with himself: the resident that differs is %d, want none (-1)", got)
	}
	// The two floaters paired together by the next bracket, as the checked
	// pairing pairs them: none differs.
	rule = map[int]int{1: 4, 4: 1, 2: 3, 3: 2, 5: 6, 6: 5}
	if got := b.otherResident(mate, given, rule); got != -1 {
		t.Errorf("floaters paired together below: the resident that differs is %d, want none (-1)", got)
	}
}

package swiss

import (
	"math/rand"
	"slices"
	"strings"
	"testing"

	"arbiter/i18n"
)

// checkEvent simulates a small event whose round 5 is checked in variants.
func checkEvent(t *testing.T) (Input, []Pair) {
	t.Helper()
	players, rounds, err := Simulate(21, 5, rand.New(rand.NewSource(3)))
	if err != nil {
		t.Fatal(err)
	}
	in := Input{Round: 5, TotalRounds: 7, InitialColour: White, Scoring: DefaultScoring, Players: players}
	return in, rounds[4]
}

func TestCheckFindings(t *testing.T) {
	in, engine := checkEvent(t)
	clone := func() []Pair { return append([]Pair(nil), engine...) }
	byeIndex := len(engine) - 1
	// An earlier opponent of the first board's White player.
	var rematch int
	for _, p := range in.Players {
		if p.ID == engine[0].White {
			rematch = p.History[0].Opponent
		}
	}
	tests := []struct {
		name   string
		change func([]Pair) []Pair
		rule   string
	}{
		{"engine pairing", func(p []Pair) []Pair { return p }, ""},
		{"colours swapped", func(p []Pair) []Pair { p[0].White, p[0].Black = p[0].Black, p[0].White; return p }, "colour-allocation"},
		{"player missing", func(p []Pair) []Pair { return p[1:] }, "unpaired"},
		{"player twice", func(p []Pair) []Pair { p[1].Black = p[0].White; return p }, "twice"},
		{"unknown player", func(p []Pair) []Pair { p[0].Black = 999; return p }, "unknown"},
		{"rematch", func(p []Pair) []Pair {
			// Pair the first White with an earlier opponent, and their
			// partners with each other.
			for i := range p {
				if p[i].White == rematch || p[i].Black == rematch {
					other := p[i].White + p[i].Black - rematch
					p[i] = Pair{White: p[0].Black, Black: other}
					if other == 0 {
						p[i] = Pair{White: p[0].Black}
					}
					p[0].Black = rematch
					return p
				}
			}
			t.Fatal("no earlier opponent found")
			return p
		}, "rematch"},
		{"bye moved up", func(p []Pair) []Pair {
			// Give the bye to the top board's Black player instead.
			bye := p[byeIndex].White
			p[byeIndex].White = p[0].Black
			p[0].Black = bye
			return p
		}, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Check(in, tc.change(clone()))
			if err != nil {
				t.Fatal(err)
			}
			if tc.name == "bye moved up" {
				if len(got) == 0 {
					t.Fatal("moving the bye to a top board was accepted")
				}
				return
			}
			if tc.rule == "" {
				if len(got) != 0 {
					t.Fatalf("engine pairing rejected: %v", got)
				}
				return
			}
			for _, f := range got {
				if text := f.Error(); text == f.Key || strings.Contains(text, "{") {
					t.Errorf("%s: catalogue text %q", f.Key, text)
				}
			}
			for _, f := range got {
				if f.Rule == tc.rule {
					return
				}
			}
			t.Errorf("findings %v, want rule %s", got, tc.rule)
		})
	}
}

// TestCheckSwapExplained exchanges the opponents of two boards of the same
// bracket; the checker must name a criterion or the order.
func TestCheckSwapExplained(t *testing.T) {
	in, engine := checkEvent(t)
	for i := 0; i+1 < len(engine)-1; i++ {
		p := append([]Pair(nil), engine...)
		p[i].Black, p[i+1].Black = p[i+1].Black, p[i].Black
		got, err := Check(in, p)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) == 0 {
			t.Errorf("swapping boards %d and %d was accepted", i+1, i+2)
		}
		for _, f := range got {
			if text := f.Error(); text == f.Key || strings.Contains(text, "{") {
				t.Errorf("%s: catalogue text %q", f.Key, text)
			}
		}
	}
}

// TestCriterionTexts: every quality criterion the checker can name as
// the reason the rules prefer another pairing has that explanation in
// the catalogue.
func TestCriterionTexts(t *testing.T) {
	en := i18n.For(i18n.English)
	for _, name := range []string{"pairs", "pair-scores", "next-pairs", "next-scores", "bye-unplayed",
		"colour-imbalance", "colour-repeat", "colour-preference", "colour-strong",
		"downfloat-1", "upfloat-1", "downfloat-2", "upfloat-2",
		"downfloat-scores-1", "upfloat-scores-1", "downfloat-scores-2", "upfloat-scores-2"} {
		text := en.Error(finding(name, map[string]any{"score": "1.5"}))
		if !strings.HasPrefix(text, "bracket 1.5: the rules prefer another pairing because ") {
			t.Errorf("%s: catalogue gives %q", name, text)
		}
	}
}

// A bracket's score reads as every score in the app does: "pisteryhmä
// 3.0" read as English in a Finnish sentence.
func TestBracketScoreReadsAsAScore(t *testing.T) {
	for tenths, want := range map[int]string{0: "0", 5: "½", 30: "3", 25: "2½", 105: "10½", 33: "3.3"} {
		if got := points(tenths); got != want {
			t.Errorf("points(%d) = %q, want %q", tenths, got, want)
		}
	}
}

// TestCheckFirstRound: a first round the rules pair directly is still
// judged by the matching, so that an exchange of opponents made by hand
// is named as a deviation, not passed as the prescribed pairing.
func TestCheckFirstRound(t *testing.T) {
	in := Input{Round: 1, TotalRounds: 5, InitialColour: White, Scoring: DefaultScoring}
	for id := 1; id <= 6; id++ {
		in.Players = append(in.Players, Player{ID: id})
	}
	prescribed, err := Pairing(in)
	if err != nil {
		t.Fatal(err)
	}
	if f, err := Check(in, prescribed); err != nil || len(f) != 0 {
		t.Fatalf("the prescribed round 1 %v: %v, %v", prescribed, f, err)
	}
	exchanged := append([]Pair(nil), prescribed...)
	exchanged[0].Black, exchanged[1].White = exchanged[1].White, exchanged[0].Black
	f, err := Check(in, exchanged)
	if err != nil {
		t.Fatal(err)
	}
	// Every quality criterion ties in a first round: only the order of
	// exchanges (C.04.3 4.3) tells the two apart.
	if r := rules(f); !slices.Equal(r, []string{"order"}) || f[0].Args["score"] != "0" {
		t.Errorf("the exchanged round 1 %v: findings %v (%v), want order in bracket 0", exchanged, r, f)
	}
}

// rules lists the findings' rules in order.
func rules(fs []Finding) []string {
	var out []string
	for _, f := range fs {
		out = append(out, f.Rule)
	}
	return out
}

// fourOnHalf is round 2 of four players who drew round 1 (1–3, 4–2, 1 and
// 4 with White): one bracket of ½, where 1 and 4 are due Black, 2 and 3
// White.
func fourOnHalf() Input {
	return Input{Round: 2, TotalRounds: 5, InitialColour: White, Scoring: DefaultScoring, Players: []Player{
		{ID: 1, History: []Round{played(3, White, 5)}},
		{ID: 2, History: []Round{played(4, Black, 5)}},
		{ID: 3, History: []Round{played(1, Black, 5)}},
		{ID: 4, History: []Round{played(2, White, 5)}},
	}}
}

// TestCheckNamesTheCriterion_C04_3_C12: of the two pairings of the ½
// bracket, 2–1, 3–4 grants every colour preference; 4–1, 2–3 leaves one
// player of each pair without his (C.04.3 [C12], fewest players without
// their colour preference), and the checker names that criterion, with the
// bracket's score, and nothing else.
func TestCheckNamesTheCriterion_C04_3_C12(t *testing.T) {
	in := fourOnHalf()
	if got, err := Pairing(in); err != nil || !slices.Equal(got, []Pair{{2, 1}, {3, 4}}) {
		t.Fatalf("round 2 paired %v (%v), want 2–1, 3–4", got, err)
	}
	got, err := Check(in, []Pair{{4, 1}, {2, 3}})
	if err != nil {
		t.Fatal(err)
	}
	if r := rules(got); !slices.Equal(r, []string{"colour-preference"}) || got[0].Args["score"] != "½" {
		t.Errorf("findings %v (%v), want colour-preference in bracket ½", r, got)
	}
}

// TestCheckBoards_C04_1: each player to be paired is on one board or has
// the bye, once, and an odd field has one bye, an even one none (C.04.1);
// a pair that may not meet is named as a rematch or a forbidden pair
// ([C1]), and a round with players left out is not judged for quality.
func TestCheckBoards_C04_1(t *testing.T) {
	forbidden := fourOnHalf()
	forbidden.Forbidden = [][2]int{{1, 2}}
	for _, c := range []struct {
		name  string
		in    Input
		pairs []Pair
		want  []string
	}{
		{"players left out", fourOnHalf(), []Pair{{2, 1}}, []string{"unpaired", "unpaired"}},
		{"a bye in an even field", fourOnHalf(), []Pair{{2, 1}, {3, 0}}, []string{"unpaired", "byes"}},
		{"two byes", fourOnHalf(), []Pair{{2, 1}, {3, 0}, {4, 0}}, []string{"byes"}},
		{"rematches", fourOnHalf(), []Pair{{1, 3}, {4, 2}}, []string{"rematch", "rematch"}},
		{"a forbidden pair", forbidden, []Pair{{2, 1}, {3, 4}}, []string{"forbidden"}},
	} {
		got, err := Check(c.in, c.pairs)
		if err != nil {
			t.Fatal(err)
		}
		if r := rules(got); !slices.Equal(r, c.want) {
			t.Errorf("%s %v: findings %v, want %v", c.name, c.pairs, r, c.want)
		}
	}
}

// A game whose colours were never given (a report's forfeit written
// without colours) is judged on its pairing only, as bbpPairings' checker
// takes it for either colour: the prescribed pairing with the colours of
// 2–1 given the other way round is the rules' when that game is listed as
// uncoloured, and a colour-allocation finding otherwise.
func TestCheckJudgesAnUncolouredGameOnItsPairing(t *testing.T) {
	in := fourOnHalf()
	swapped := []Pair{{1, 2}, {3, 4}}
	if got, err := Check(in, swapped); err != nil || !slices.Equal(rules(got), []string{"colour-allocation"}) {
		t.Fatalf("colours given: %v (%v)", rules(got), err)
	}
	in.Uncoloured = [][2]int{{2, 1}}
	if got, err := Check(in, swapped); err != nil || len(got) != 0 {
		t.Errorf("uncoloured: %v (%v)", got, err)
	}
}

// TestBracketCriteriaCountFloatersPairsInTheNextGroup pins what the
// checker sums for a traced bracket (bracketCriteria): a pair of two of
// the bracket's players counts among the bracket's pairs, and a player of
// the bracket paired with one of the next score group, the first of that
// group included, among the next group's pairs, never both. One pair in
// the bracket and two floaters' pairs, the first with the next group's
// first player, count one and two.
func TestBracketCriteriaCountFloatersPairsInTheNextGroup(t *testing.T) {
	d := simulatedRun(t, 30, 3, 5, 2)
	meet := func(a, b int) bool { return d.compatible(d.sorted[a], d.sorted[b]) }
	for _, tr := range d.trace {
		pbi, nsg := tr.pbi, tr.nsgBegin
		if nsg-tr.sgBegin < 4 || len(pbi)-nsg < 2 {
			continue
		}
		// The bracket's players a, b, c, e (c and e float), the next
		// group's first two players n0 and n1.
		in := pbi[tr.sgBegin:nsg]
		n0, n1 := pbi[nsg], pbi[nsg+1]
		var pick []int
		for _, a := range in {
			for _, b := range in {
				for _, c := range in {
					for _, e := range in {
						if pick == nil && a < b && c != e && c != a && c != b && e != a && e != b &&
							meet(a, b) && meet(c, n0) && meet(e, n1) {
							pick = []int{a, b, c, e}
						}
					}
				}
			}
		}
		if pick == nil {
			continue
		}
		partner := make([]int, len(d.sorted))
		for v := range partner {
			partner[v] = -1
		}
		for _, p := range [][2]int{{pick[0], pick[1]}, {pick[2], n0}, {pick[3], n1}} {
			partner[p[0]], partner[p[1]] = p[1], p[0]
		}
		sum := d.bracketCriteria(tr, partner)
		count := map[string]wt{}
		for i, name := range sum.names {
			count[name] = sum.vals[i]
		}
		if got := count["pairs"]; got != small(1) {
			t.Errorf("bracket %v: %v pairs in the bracket, want 1", pbi, got)
		}
		if got := count["next-pairs"]; got != small(2) {
			t.Errorf("bracket %v: %v pairs in the next group, want 2", pbi, got)
		}
		return
	}
	t.Fatal("no traced bracket of four players with two players below who may meet them")
}

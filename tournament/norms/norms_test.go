package norms

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/internal/shareddata"
	"arbiter/tournament"
)

var defaults = Options{Indices: Indices{Master: 0, Candidate: 0, Unclassified: 6}}

// TestTableMatchesReference compares the table compiled into the program
// with the transcription of the 1953 table, and the row lookup for every
// coefficient with the rows that cover it.
func TestTableMatchesReference(t *testing.T) {
	type ref struct {
		part, from, to, upperPct, lowerPct int
		upper, lower                       string
	}
	var refs []ref
	for _, line := range shareddata.Lines(t, "testdata/ussr1953-classification-table.csv") {
		if strings.HasPrefix(line, "#") || strings.HasPrefix(line, "part") || line == "" {
			continue
		}
		c := strings.Split(line, ",")
		num := func(s string) int {
			s = strings.Replace(s, ".", "", 1)
			n, err := strconv.Atoi(s)
			if err != nil {
				t.Fatalf("bad number %q in %q", s, line)
			}
			return n
		}
		refs = append(refs, ref{num(c[0]), num(c[1]), num(c[2]), num(c[4]), num(c[6]), c[3], c[5]})
	}
	if len(refs) != 44 {
		t.Fatalf("reference has %d rows, want 44", len(refs))
	}
	for c := 91; c <= 500; c++ {
		var want []ref
		for _, r := range refs {
			if r.from <= c && c <= r.to {
				want = append(want, r)
			}
		}
		got := rowsFor(Coefficient(c))
		if len(got) != len(want) {
			t.Fatalf("coefficient %v: %d rows, want %d", Coefficient(c), len(got), len(want))
		}
		for i, g := range got {
			w := want[i]
			if g.Part != w.part || int(g.From) != w.from || int(g.To) != w.to || g.UpperPct != w.upperPct ||
				g.LowerPct != w.lowerPct || g.Upper.String() != w.upper || g.Lower.String() != w.lower {
				t.Errorf("coefficient %v: row %+v, want %+v", Coefficient(c), g, w)
			}
		}
	}
	if rows := rowsFor(90); len(rows) != 0 {
		t.Errorf("0.90 has rows %v", rows)
	}
	if rows := rowsFor(501); len(rows) != 0 {
		t.Errorf("5.01 has rows %v", rows)
	}
}

func TestCoefficientRounding(t *testing.T) {
	tests := []struct {
		sum, n int
		want   Coefficient
	}{
		{45, 16, 281}, // the seed's example: 2.8125
		{10, 11, 91},  // 0.909 → 0.91
		{5, 8, 63},    // 0.625 → 0.63: a third decimal of 5 raises
		{1, 8, 13},    // 0.125 → 0.13
		{2, 3, 67},    // 0.666… → 0.67
		{1, 3, 33},    // 0.333… → 0.33
		{48, 16, 300}, // exact
		{0, 12, 0},    // all masters
		{72, 12, 600}, // all unclassified
	}
	for _, tt := range tests {
		if got := coefficient(tt.sum, tt.n); got != tt.want {
			t.Errorf("coefficient(%d/%d) = %v, want %v", tt.sum, tt.n, got, tt.want)
		}
	}
}

func TestNeededPoints(t *testing.T) {
	tests := []struct {
		games, pct int
		want       tournament.Points
	}{
		{15, 71, 21}, // 10.65 → 10½ (seed)
		{15, 48, 14}, // 7.2 → 7 (seed)
		{15, 30, 9},  // 4.5 (seed)
		{25, 41, 21}, // 10.25 → 10½: x.25 goes up
		{25, 43, 22}, // 10.75 → 11: x.75 goes up
		{32, 32, 20}, // 10.24 → 10: x.24 is dropped
		{11, 50, 11}, // 5.5 exactly
		{0, 75, 0},
	}
	for _, tt := range tests {
		if got, _ := neededPoints(tt.games, tt.pct); got != tt.want {
			t.Errorf("neededPoints(%d, %d%%) = %v, want %v", tt.games, tt.pct, got, tt.want)
		}
	}
}

// computed is the report Compute makes of entrants; one it refuses fails
// the test.
func computed(t *testing.T, entrants []Entrant, opt Options) *Report {
	t.Helper()
	r, err := Compute(entrants, opt)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// field builds a round robin of the given categories where player i scored
// scores[i] (in half points), spread over his games so that totals match;
// the opponents' scores are not needed for the table norms.
func field(cats []tournament.Category, scores []int) []Entrant {
	n := len(cats)
	es := make([]Entrant, n)
	for i := range es {
		es[i] = Entrant{ID: int64(i + 1), Name: "P" + strconv.Itoa(i+1), Category: cats[i]}
		left := scores[i]
		for j := 0; j < n; j++ {
			if j == i {
				continue
			}
			s := min(left, 2)
			left -= s
			es[i].Games = append(es[i].Games, Game{Opponent: int64(j + 1), Score: tournament.Points(s)})
		}
	}
	return es
}

func repeat(c tournament.Category, n int) []tournament.Category {
	out := make([]tournament.Category, n)
	for i := range out {
		out[i] = c
	}
	return out
}

// seedCategories are the field of the worked example: 2 of I, 5 of II,
// 3 of III and 6 of IV.
func seedCategories() []tournament.Category {
	var cats []tournament.Category
	cats = append(cats, repeat(tournament.CategoryI, 2)...)
	cats = append(cats, repeat(tournament.CategoryII, 5)...)
	cats = append(cats, repeat(tournament.CategoryIII, 3)...)
	return append(cats, repeat(tournament.CategoryIV, 6)...)
}

// The worked example of the 1953 classification: 2 of I, 5 of II, 3 of III
// and 6 of IV give 2.81; with 15 games II needs 10½, III 7 and IV 4½.
func TestSeedExample(t *testing.T) {
	cats := seedCategories()
	scores := make([]int, 16)
	scores[2] = 21  // a II player with 10½: confirms II
	scores[7] = 21  // a III player with 10½: earns II
	scores[8] = 20  // a III player with 10: confirms III (needs 7)
	scores[10] = 14 // a IV player with 7: earns III
	scores[11] = 9  // a IV player with 4½: confirms IV
	scores[12] = 8  // a IV player with 4: not met
	r := computed(t, field(cats, scores), defaults)
	if r.IndexSum != 45 || r.Coefficient != 281 || r.Kind != KindTable {
		t.Fatalf("sum %d, coefficient %v, kind %s; want 45, 2.81, table", r.IndexSum, r.Coefficient, r.Kind)
	}
	if len(r.Rows) != 1 || r.Rows[0].Part != 2 || r.Rows[0].From != 281 || r.Rows[0].To != 290 {
		t.Fatalf("rows %+v, want part 2, 2.81–2.90", r.Rows)
	}
	wantNeeds := map[tournament.Category]tournament.Points{tournament.CategoryII: 21, tournament.CategoryIII: 14, tournament.CategoryIV: 9}
	for _, need := range r.Players[0].Needs {
		if need.Points != wantNeeds[need.Category] {
			t.Errorf("%s needs %v, want %v", need.Category, need.Points, wantNeeds[need.Category])
		}
		delete(wantNeeds, need.Category)
	}
	if len(wantNeeds) != 0 {
		t.Errorf("categories not reachable: %v", wantNeeds)
	}
	verdicts := []struct {
		i       int
		verdict Verdict
		result  tournament.Category
	}{
		{0, NotApplicable, 0}, // a I player cannot earn or confirm here
		{2, Confirmed, tournament.CategoryII},
		{3, NotMet, 0},
		{7, Earned, tournament.CategoryII},
		{8, Confirmed, tournament.CategoryIII},
		{10, Earned, tournament.CategoryIII},
		{11, Confirmed, tournament.CategoryIV},
		{12, NotMet, 0},
	}
	for _, v := range verdicts {
		p := r.Players[v.i]
		if p.Verdict != v.verdict || p.Result != v.result {
			t.Errorf("player %d (%s, %v): %s %s, want %s %s", v.i+1, p.Category, p.Points, p.Verdict, p.Result, v.verdict, v.result)
		}
	}
}

func TestIntegerCoefficientDiscrepancy(t *testing.T) {
	cats := repeat(tournament.CategoryIII, 10) // coefficient 3.00
	scores := make([]int, 10)
	scores[0] = 14 // 7 of 9 = 77.8 %: meets 75 % (6.75 → 7) and 73 %
	scores[1] = 13 // 6½ of 9: meets 73 % (6.57 → 6½) but not 75 % (7)
	for _, tc := range []struct {
		table     bool
		pct, alt  int
		secondHas Verdict
	}{
		{false, 75, 73, Confirmed}, // misses II at 75 %, keeps III at 50 %
		{true, 73, 75, Earned},
	} {
		opt := defaults
		opt.UseTableAtInteger = tc.table
		r := computed(t, field(cats, scores), opt)
		if r.Coefficient != 300 || len(r.Rows) != 2 {
			t.Fatalf("coefficient %v with %d rows, want 3.00 in two overlapping rows", r.Coefficient, len(r.Rows))
		}
		n := r.Norms[0]
		if n.Category != tournament.CategoryII || n.Pct != tc.pct || n.Other == nil || n.Other.Pct != tc.alt {
			t.Fatalf("table=%v: II norm %+v, want %d%% with the other source's %d%% shown", tc.table, n, tc.pct, tc.alt)
		}
		if p := r.Players[0]; p.Verdict != Earned || p.Result != tournament.CategoryII {
			t.Errorf("7/9: %s %s", p.Verdict, p.Result)
		}
		if p := r.Players[1]; p.Verdict != tc.secondHas {
			t.Errorf("table=%v: 6½/9: %s, want %s", tc.table, p.Verdict, tc.secondHas)
		}
	}
}

func TestFirstCategoryFieldAndBall(t *testing.T) {
	cats := repeat(tournament.CategoryI, 9) // coefficient 1.00: part 1, first row
	scores := []int{12, 8, 4, 0, 0, 0, 0, 0, 0}
	r := computed(t, field(cats, scores), defaults)
	if r.Coefficient != 100 || !r.FirstCategoryEvent || r.Rows[0].From != 91 {
		t.Fatalf("coefficient %v, first-category %v, row %+v", r.Coefficient, r.FirstCategoryEvent, r.Rows)
	}
	// 8 games: I at 50 % needs 4; a ball at 75 % needs 6.
	want := []struct {
		verdict Verdict
		ball    bool
	}{{Confirmed, true}, {Confirmed, false}, {NotMet, false}}
	for i, w := range want {
		p := r.Players[i]
		if p.Verdict != w.verdict || p.CandidateBall != w.ball {
			t.Errorf("player with %v: %s ball=%v, want %s ball=%v", p.Points, p.Verdict, p.CandidateBall, w.verdict, w.ball)
		}
	}
	if p := r.Players[0]; p.ValidYears != 3 {
		t.Errorf("confirmed I valid %d years, want 3", p.ValidYears)
	}
}

// TestValidity_KeepingTheCategory: category I is awarded for two years, one in Moscow and
// Leningrad; "keeping the category" keeps any confirmed category three
// years after confirmation.
func TestValidity_KeepingTheCategory(t *testing.T) {
	cats := append([]tournament.Category{tournament.CategoryII}, repeat(tournament.CategoryI, 8)...)
	es := field(cats, []int{14, 12, 0, 0, 0, 0, 0, 0, 0})
	es[0].MoscowLeningrad = true
	es[1].MoscowLeningrad = true
	opt := defaults
	opt.Date = time.Date(1953, 6, 30, 0, 0, 0, 0, time.UTC)
	r := computed(t, es, opt)
	for i, w := range []struct {
		verdict Verdict
		years   int
	}{{Earned, 1}, {Confirmed, 3}} {
		p := r.Players[i]
		if p.Verdict != w.verdict || p.ValidYears != w.years || p.Expires == nil || !p.Expires.Equal(time.Date(1953+w.years, 6, 30, 0, 0, 0, 0, time.UTC)) {
			t.Errorf("Moscow player %d: %s for %d years, expires %v; want %s for %d", i+1, p.Verdict, p.ValidYears, p.Expires, w.verdict, w.years)
		}
	}
}

func TestMastersAndCandidates(t *testing.T) {
	// 6 masters and 3 candidate masters: the master field holds (6 ≥ ⅔ of 9).
	cats := append(repeat(tournament.MasterOfSport, 6), repeat(tournament.CandidateMaster, 3)...)
	es := make([]Entrant, len(cats))
	for i := range es {
		es[i] = Entrant{ID: int64(i + 1), Category: cats[i]}
	}
	play := func(a, b int, scoreA int) {
		es[a].Games = append(es[a].Games, Game{Opponent: int64(b + 1), Score: tournament.Points(scoreA)})
		es[b].Games = append(es[b].Games, Game{Opponent: int64(a + 1), Score: tournament.Points(2 - scoreA)})
	}
	for a := 0; a < len(es); a++ {
		for b := a + 1; b < len(es); b++ {
			switch {
			case a == 6 && b < 9: // candidate 7 beats the other candidates
				play(a, b, 2)
			case a < 6 && b == 6: // candidate 7 scores 3 of 6 against masters
				if a < 3 {
					play(a, b, 0)
				} else {
					play(a, b, 2)
				}
			default:
				play(a, b, 1)
			}
		}
	}
	r := computed(t, es, defaults)
	if !r.MasterField.Holds || r.MasterField.Masters != 6 || r.Coefficient != 0 || r.Kind != KindAboveTable {
		t.Fatalf("master field %+v, coefficient %v, kind %s", r.MasterField, r.Coefficient, r.Kind)
	}
	p := r.Players[6]
	if p.Master == nil || !p.Master.Met || p.Verdict != Earned || p.Result != tournament.MasterOfSport {
		t.Fatalf("candidate with 50 %% v masters and 100 %% v candidates: %+v", p)
	}
	// A master with draws only: 50 % v masters met, 50 % v candidates is
	// below 70 %, so his title is not confirmed here.
	if m := r.Players[0]; m.Master.Met || m.Verdict == Confirmed {
		t.Errorf("master with 50 %% v candidates: %+v", m.Master)
	}
	// The candidate field needs every non-master to hold 3 balls: it holds
	// here because there are only masters and candidates.
	if !r.CandidateField.Holds {
		t.Errorf("candidate field %+v should hold", r.CandidateField)
	}
	if _, err := json.Marshal(r); err != nil {
		t.Fatal(err)
	}
}

func TestCandidateFieldNeedsBalls(t *testing.T) {
	cats := append(repeat(tournament.CandidateMaster, 4), repeat(tournament.CategoryI, 4)...)
	es := field(cats, make([]int, 8))
	if r, _ := Compute(es, defaults); r.CandidateField.Holds || r.CandidateField.Others != 4 {
		t.Fatalf("candidate field %+v: the four I-category players without balls are others, and it does not hold", r.CandidateField)
	}
	for i := 4; i < 8; i++ {
		es[i].CandidateBalls = 3
	}
	if r, _ := Compute(es, defaults); !r.CandidateField.Holds || r.CandidateField.FirstWithBalls != 4 {
		t.Fatalf("candidate field %+v should hold with 3 balls each", r.CandidateField)
	}
}

// roundRobin makes a round robin of the categories in which every game is
// drawn but those score gives: score(a, b) is a's half points against b,
// or -1 for a draw, asked for a < b.
func roundRobin(cats []tournament.Category, score func(a, b int) int) []Entrant {
	es := make([]Entrant, len(cats))
	for i := range es {
		es[i] = Entrant{ID: int64(i + 1), Category: cats[i]}
	}
	for a := range es {
		for b := a + 1; b < len(es); b++ {
			s := score(a, b)
			if s < 0 {
				s = 1
			}
			es[a].Games = append(es[a].Games, Game{Opponent: int64(b + 1), Score: tournament.Points(s)})
			es[b].Games = append(es[b].Games, Game{Opponent: int64(a + 1), Score: tournament.Points(2 - s)})
		}
	}
	return es
}

// The master-of-sport norm is made only where at least two thirds of the
// participants are masters: 5 of 9 are not (15 < 18), and a candidate
// master who wins every game there makes no master norm.
func TestMasterFieldNeedsTwoThirds_1953(t *testing.T) {
	cats := append(repeat(tournament.MasterOfSport, 5), repeat(tournament.CandidateMaster, 4)...)
	r := computed(t, roundRobin(cats, func(a, b int) int {
		if b == 8 {
			return 0
		}
		return -1
	}), defaults)
	if r.MasterField.Holds || r.MasterField.Masters != 5 || r.MasterField.Participants != 9 {
		t.Fatalf("master field %+v: 5 masters of 9 are under two thirds", r.MasterField)
	}
	if p := r.Players[8]; p.Master != nil || p.Result == tournament.MasterOfSport {
		t.Errorf("candidate master with every game won outside a master field: %s %v, master norm %+v", p.Verdict, p.Result, p.Master)
	}
}

// A candidate-master field of candidate masters and I-category players with
// three balls: an I-category player who scores 50 % against the candidate
// masters and 70 % against the others earns candidate master, and a
// candidate master who meets the same norm confirms it.
func TestCandidateNormEarnedAndConfirmed_1953(t *testing.T) {
	cats := append(repeat(tournament.CandidateMaster, 4), repeat(tournament.CategoryI, 4)...)
	// Player 5 (I) draws the candidate masters and beats the I players;
	// player 1 (CM) beats the I players but player 5, whom he draws.
	es := roundRobin(cats, func(a, b int) int {
		switch {
		case a == 0 && b > 4, a == 4:
			return 2
		}
		return -1
	})
	for i := 4; i < 8; i++ {
		es[i].CandidateBalls = 3
	}
	r := computed(t, es, defaults)
	if !r.CandidateField.Holds {
		t.Fatalf("candidate field %+v should hold", r.CandidateField)
	}
	if p := r.Players[4]; p.Candidate == nil || !p.Candidate.Met || p.Verdict != Earned || p.Result != tournament.CandidateMaster {
		t.Errorf("I-category player with 4 of 8 v candidates and 6 of 6 v the others: %s %v, candidate norm %+v", p.Verdict, p.Result, p.Candidate)
	}
	if p := r.Players[0]; p.Candidate == nil || !p.Candidate.Met || p.Verdict != Confirmed || p.Result != tournament.CandidateMaster || p.ValidYears != 3 {
		t.Errorf("candidate master with 3 of 6 v candidates and 7 of 8 v the others: %s %v for %d years, candidate norm %+v", p.Verdict, p.Result, p.ValidYears, p.Candidate)
	}
}

// A player with no game that counts (every one forfeited, forfeits left
// out) has no percentage to meet: no category's norm, no candidate ball in
// a I-category tournament, no master norm in a master field, though every
// percentage of nothing is nothing.
func TestNoCountedGameMeetsNoNorm(t *testing.T) {
	forfeitAll := func(es []Entrant, i int) {
		for k := range es[i].Games {
			es[i].Games[k] = Game{Opponent: es[i].Games[k].Opponent, Forfeit: true}
		}
		for j := range es {
			for k, g := range es[j].Games {
				if g.Opponent == es[i].ID {
					es[j].Games[k] = Game{Opponent: g.Opponent, Score: 2, Forfeit: true}
				}
			}
		}
	}
	opt := defaults
	opt.ExcludeForfeits = true
	// Ten of I and a master of sport: 0.91, a I-category tournament.
	es := roundRobin(append(repeat(tournament.CategoryI, 10), tournament.MasterOfSport), func(int, int) int { return -1 })
	forfeitAll(es, 0)
	r := computed(t, es, opt)
	p := r.Players[0]
	if !r.FirstCategoryEvent || p.Games != 0 || p.Verdict != NotMet || p.CandidateBall || slices.ContainsFunc(p.Needs, func(n Need) bool { return n.Met }) {
		t.Errorf("I-category player without a counted game: %d games, %s, ball %v, needs %+v", p.Games, p.Verdict, p.CandidateBall, p.Needs)
	}
	// Six masters and three candidate masters: a master field.
	es = roundRobin(append(repeat(tournament.MasterOfSport, 6), repeat(tournament.CandidateMaster, 3)...), func(int, int) int { return -1 })
	forfeitAll(es, 6)
	r = computed(t, es, opt)
	if p := r.Players[6]; !r.MasterField.Holds || p.Master == nil || p.Master.Met || p.Verdict == Earned {
		t.Errorf("candidate master without a counted game in a master field: %s, master norm %+v", p.Verdict, p.Master)
	}
}

func TestBeginners(t *testing.T) {
	cats := append(repeat(tournament.Unclassified, 7), tournament.CategoryV)
	r := computed(t, field(cats, []int{8, 7, 6, 0, 0, 0, 0, 7}), defaults)
	if r.Kind != KindBeginners || len(r.Norms) != 1 || r.Norms[0].Pct != 50 {
		t.Fatalf("kind %s norms %+v", r.Kind, r.Norms)
	}
	// 7 games: V needs 3½.
	if p := r.Players[0]; p.Verdict != Earned || p.Result != tournament.CategoryV || p.ValidYears != 3 {
		t.Errorf("beginner with 4/7: %+v", p)
	}
	if p := r.Players[2]; p.Verdict != NotMet {
		t.Errorf("beginner with 3/7: %s", p.Verdict)
	}
	if p := r.Players[7]; p.Verdict != Confirmed {
		t.Errorf("V with 3½/7: %s", p.Verdict)
	}
}

func TestForfeitsOption(t *testing.T) {
	cats := repeat(tournament.CategoryIII, 4)
	es := field(cats, make([]int, 4))
	es[0].Games[0] = Game{Opponent: 2, Score: 2, Forfeit: true}
	for _, exclude := range []bool{false, true} {
		opt := defaults
		opt.ExcludeForfeits = exclude
		r, _ := Compute(es, opt)
		p := r.Players[0]
		wantGames, wantPts := 3, tournament.Points(2)
		if exclude {
			wantGames, wantPts = 2, 0
		}
		if p.Games != wantGames || p.Points != wantPts {
			t.Errorf("exclude=%v: %d games %v points, want %d %v", exclude, p.Games, p.Points, wantGames, wantPts)
		}
	}
}

func TestTooFewEntrants(t *testing.T) {
	if _, err := Compute([]Entrant{{ID: 1}}, defaults); err == nil {
		t.Fatal("one entrant accepted")
	}
}

func TestTooFewParticipants(t *testing.T) {
	for _, n := range []int{0, 1} {
		_, err := Compute(make([]Entrant, n), Options{})
		var tf *engine.Message
		if !errors.Is(err, errTooFew) || !errors.As(err, &tf) || tf.MessageKey() != "norms.error.too-few" || tf.MessageArgs()["got"] != n {
			t.Errorf("%d entrants: %v", n, err)
		}
	}
}

func TestVerdictTexts(t *testing.T) {
	t2029 := time.Date(2029, 5, 23, 0, 0, 0, 0, time.UTC)
	tr := func(key string, args ...any) string {
		if len(args) == 0 {
			return key
		}
		return key + fmt.Sprintf("%v", args)
	}
	date := func(iso string) string { return "<" + iso + ">" }
	tests := []struct {
		name string
		p    PlayerResult
		want []string
	}{
		{"not met", PlayerResult{Verdict: NotMet}, []string{"norms.verdict.not-met[category II]"}},
		{"earned until", PlayerResult{Verdict: Earned, Expires: &t2029},
			[]string{"norms.verdict.earned[category II]", "norms.until[date <2029-05-23>]"}},
		{"for years, with a ball", PlayerResult{Verdict: Confirmed, ValidYears: 2, CandidateBall: true},
			[]string{"norms.verdict.confirmed[category II]", "norms.years[years 2]", "norms.ball"}},
	}
	for _, tt := range tests {
		got := tt.p.VerdictTexts(tr, "II", date)
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
	}
}

// TestCoefficientPrintsTwoDecimals: a coefficient in hundredths prints as
// the reports give it: whole part, point, two decimals.
func TestCoefficientPrintsTwoDecimals(t *testing.T) {
	for c, want := range map[Coefficient]string{281: "2.81", 305: "3.05", 40: "0.40", 1000: "10.00"} {
		if got := c.String(); got != want {
			t.Errorf("Coefficient(%d) = %q, want %q", int(c), got, want)
		}
	}
}

// The event's settings reach the report: the table's norm at an integer
// coefficient where the event chose it, and the last day from which the
// categories' validity counts; unset, the text's norm and no date.
func TestOptionsFromTheEventSettings(t *testing.T) {
	s := tournament.DefaultSettings()
	s.IntegerNormSource, s.EndDate = "table", "1953-06-30"
	if o := OptionsFrom(s); !o.UseTableAtInteger || !o.Date.Equal(time.Date(1953, 6, 30, 0, 0, 0, 0, time.UTC)) {
		t.Errorf("table, 1953-06-30: %+v", o)
	}
	s.IntegerNormSource, s.EndDate = "text", ""
	if o := OptionsFrom(s); o.UseTableAtInteger || !o.Date.IsZero() {
		t.Errorf("text, no date: %+v", o)
	}
}

// Two participants have a coefficient: the least event the table judges.
func TestTwoEntrantsAreJudged(t *testing.T) {
	r, err := Compute(field(repeat(tournament.CategoryIII, 2), []int{2, 0}), defaults)
	if err != nil || r.Coefficient != 300 || r.Participants != 2 {
		t.Fatalf("%+v, %v; want coefficient 3.00 of two participants", r, err)
	}
}

// The report counts the participants of each category present, the
// strongest first, the players without a category included.
func TestCategoryCounts(t *testing.T) {
	cats := []tournament.Category{tournament.Unclassified, tournament.CategoryI, tournament.CategoryIII, tournament.CategoryI}
	r := computed(t, field(cats, []int{0, 0, 0, 0}), defaults)
	want := []CategoryCount{{tournament.CategoryI, 2, 1}, {tournament.CategoryIII, 1, 3}, {tournament.Unclassified, 1, 6}}
	if !slices.Equal(r.Counts, want) {
		t.Errorf("counts %+v, want %+v", r.Counts, want)
	}
}

// The table runs from 0.91 to 5.00, both included: at 5.00 its last row
// (IV 67 %, V 40 %) applies, not the beginners' 50 %, which need a
// tournament without a coefficient above it; at 0.91 its first row
// (I 50 %, II 30 %), not the first row stretched above the table.
func TestTableBoundsIncluded(t *testing.T) {
	for _, c := range []struct {
		cats []tournament.Category
		coef Coefficient
		want []Norm
	}{
		{repeat(tournament.CategoryV, 4), 500, []Norm{
			{Category: tournament.CategoryIV, Pct: 67, Source: Source{Kind: "table", Part: 4, From: 491, To: 500}},
			{Category: tournament.CategoryV, Pct: 40, Source: Source{Kind: "table", Part: 4, From: 491, To: 500}}}},
		// Ten of I and a master of sport (index 0): 10/11 = 0.91.
		{append(repeat(tournament.CategoryI, 10), tournament.MasterOfSport), 91, []Norm{
			{Category: tournament.CategoryI, Pct: 50, Source: Source{Kind: "table", Part: 1, From: 91, To: 100}},
			{Category: tournament.CategoryII, Pct: 30, Source: Source{Kind: "table", Part: 1, From: 91, To: 100}},
			{Category: tournament.CategoryIII, Pct: 30, Source: Source{Kind: "table", Part: 1, From: 91, To: 100}}}},
	} {
		r := computed(t, field(c.cats, make([]int, len(c.cats))), defaults)
		if r.Coefficient != c.coef || r.Kind != KindTable || !slices.EqualFunc(r.Norms, c.want, func(a, b Norm) bool {
			return a.Category == b.Category && a.Pct == b.Pct && a.Source == b.Source && a.Other == nil
		}) {
			t.Errorf("coefficient %v, %s: norms %+v, want %v in the table: %+v", r.Coefficient, r.Kind, r.Norms, c.coef, c.want)
		}
	}
}

// Each part of the table gives the category below its lower one the
// part's least norm: at 3.67 (three of III, two of IV, one of V) part 3
// alone applies, III 64 %, IV 44 % and V 30 %, and a player of V with
// 1½ of 5 confirms his category.
func TestTableGivesTheCategoryBelowItsPartsLeastNorm(t *testing.T) {
	cats := []tournament.Category{tournament.CategoryIII, tournament.CategoryIII, tournament.CategoryIII, tournament.CategoryIV, tournament.CategoryIV, tournament.CategoryV}
	r := computed(t, field(cats, []int{0, 0, 0, 0, 0, 3}), defaults)
	src := Source{Kind: "table", Part: 3, From: 361, To: 370}
	want := []Norm{{Category: tournament.CategoryIII, Pct: 64, Source: src}, {Category: tournament.CategoryIV, Pct: 44, Source: src}, {Category: tournament.CategoryV, Pct: 30, Source: src}}
	if r.Coefficient != 367 || !slices.EqualFunc(r.Norms, want, func(a, b Norm) bool {
		return a.Category == b.Category && a.Pct == b.Pct && a.Source == b.Source && a.Other == nil
	}) {
		t.Fatalf("coefficient %v: norms %+v, want %+v", r.Coefficient, r.Norms, want)
	}
	if p := r.Players[5]; p.Verdict != Confirmed || p.Result != tournament.CategoryV {
		t.Errorf("V with 1½ of 5 at 30 %%: %s %v", p.Verdict, p.Result)
	}
}

// Where two parts overlap (x.91–(x+1).00) and both give a category the
// same norm, the report cites the lower part's row, the one it reads
// first, for each such category alike. At 1.95 (19 of II and one of I)
// part 1 gives I 75 %, II 50 %, III its minimum 30 %; part 2 gives II
// 50 %, III 30 %, IV its minimum 30 %.
func TestOverlappingRowsCiteTheLowerPart(t *testing.T) {
	cats := append(repeat(tournament.CategoryII, 19), tournament.CategoryI)
	r, err := Compute(field(cats, make([]int, len(cats))), defaults)
	if err != nil || r.Coefficient != 195 {
		t.Fatalf("%v, %v; want 1.95", r.Coefficient, err)
	}
	parts := map[tournament.Category]int{}
	for _, n := range r.Norms {
		parts[n.Category] = n.Source.Part
	}
	want := map[tournament.Category]int{tournament.CategoryI: 1, tournament.CategoryII: 1, tournament.CategoryIII: 1, tournament.CategoryIV: 2}
	if !maps.Equal(parts, want) {
		t.Errorf("parts cited %v, want %v", parts, want)
	}
}

// A norm's points are marked met only where the norm is the player's to
// earn or confirm (the 1953 classification: one category up, or his
// own): a I player with IV's points has no IV norm, and the forecast that
// says "no norm applies" must not sit beside a mark that says he has one.
func TestNeedMetOnlyWhereTheNormIsHis(t *testing.T) {
	cats := seedCategories()
	scores := make([]int, 16)
	scores[0] = 21 // a I player with 10½: II's, III's and IV's points, none his
	scores[7] = 21 // a III player with 10½: earns II, has III's and IV's points
	r := computed(t, field(cats, scores), defaults)
	met := func(ns []Need) map[tournament.Category]bool {
		out := map[tournament.Category]bool{}
		for _, n := range ns {
			out[n.Category] = n.Met
		}
		return out
	}
	want := map[int]map[tournament.Category]bool{
		0: {tournament.CategoryII: false, tournament.CategoryIII: false, tournament.CategoryIV: false},
		7: {tournament.CategoryII: true, tournament.CategoryIII: true, tournament.CategoryIV: false},
	}
	for i, w := range want {
		p := r.Players[i]
		if got := met(p.Needs); !maps.Equal(got, w) {
			t.Errorf("player %d (%s, %v) met %v, want %v", i+1, p.Category, p.Points, got, w)
		}
		if got := met(NeedsAtEnd(p, 0)); !maps.Equal(got, w) {
			t.Errorf("player %d (%s, %v) at the end met %v, want %v", i+1, p.Category, p.Points, got, w)
		}
	}
}

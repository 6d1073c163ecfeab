package swiss

import (
	"math/rand"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"arbiter/internal/testdir"
)

// TestBursteinCorpus re-pairs every round of the Burstein corpus
// (C.04.4.2, 2026) from the rounds before it. A seeding round (1.6) is the
// Dutch system's: it must be bbpPairings' pairing. A round after them must
// be py4swiss's, or, where disagreements.txt lists it with the articles
// that decide it, py4swiss's with the corrections the README names
// (corrected.txt).
func TestBursteinCorpus(t *testing.T) {
	bbp := readBoards(t, "burstein", "bbpdutch.txt")
	corrected := readBoards(t, "burstein", "corrected.txt")
	listed := readListed(t, "burstein", "disagreements.txt")
	var seeding, seedingAsPy4swiss, after, exact, asCorrected int
	for _, f := range corpusFiles(t, "burstein") {
		tr := readReference(t, f)
		name := filepath.Base(f)
		for r := 1; r <= tr.PlayedRounds(); r++ {
			in, got, err := systemRound(t, "burstein", BursteinPairing, f, tr, r)
			if err != nil {
				t.Errorf("%s round %d: %v", name, r, err)
				continue
			}
			want, key := referencePairs(tr, r), roundKey{name, r}
			if burstein1_6Seeding(r, in.TotalRounds) {
				seeding++
				if !samePairs(got, bbp[key]) {
					t.Errorf("%s seeding round %d is not bbpPairings' Dutch pairing:\n got  %v\n want %v", name, r, got, bbp[key])
				}
				if samePairs(got, want) {
					seedingAsPy4swiss++
				}
				continue
			}
			after++
			switch article, listed := listed[key]; {
			case samePairs(got, want):
				exact++
				if listed {
					t.Errorf("%s round %d is listed (%s) but pairs as py4swiss", name, r, article)
				}
			case !listed:
				t.Errorf("%s round %d differs:\n got  %v\n want %v", name, r, got, want)
			case !samePairs(got, corrected[key]):
				t.Errorf("%s round %d (%s): not py4swiss's corrected pairing:\n got  %v\n want %v", name, r, article, got, corrected[key])
			default:
				asCorrected++
				if strings.Contains(article, "3.1.4") {
					dubovByeByArticle3_1_4(t, name, in, got, want)
				}
			}
		}
	}
	t.Logf("seeding rounds: %d, all as bbpPairings, %d as py4swiss's Dutch engine", seeding, seedingAsPy4swiss)
	t.Logf("rounds after them: %d, %d as py4swiss, %d as py4swiss with the README's corrections", after, exact, asCorrected)
}

// readListed reads the rounds of a corpus where Arbiter and its reference
// differ (testdata/DIR/FILE, see the README there), one a line: "FILE
// ROUND ARTICLES".
func readListed(t *testing.T, dir, file string) map[roundKey]string {
	t.Helper()
	data := testdir.Read(t, filepath.Join("testdata", dir, file))
	out := map[roundKey]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		fs := strings.Fields(line)
		if len(fs) != 3 {
			t.Fatalf("%s: %q", file, line)
		}
		r, err := strconv.Atoi(fs[1])
		if err != nil {
			t.Fatalf("%s: %q", file, line)
		}
		out[roundKey{fs[0], r}] = fs[2]
	}
	return out
}

// Small and odd fields after the seeding rounds (C.04.4.2 1.6): every
// player is paired once, nobody meets an opponent again ([C1], 2.1.1), and
// the bye goes to a player who has had none ([C2], 2.1.2).
func TestBursteinSmallFieldsC1C2(t *testing.T) {
	for _, n := range []int{4, 5, 7, 12, 31} {
		// Two seeding rounds of four, four of nine.
		played, total := 2, 4
		if n > 5 {
			played, total = 5, 9
		}
		players, _, err := Simulate(n, played, rand.New(rand.NewSource(int64(n))))
		if err != nil {
			t.Fatal(err)
		}
		in := Input{Round: played + 1, TotalRounds: total, InitialColour: White, Scoring: DefaultScoring, Players: players}
		if burstein1_6Seeding(in.Round, total) {
			t.Fatalf("round %d of %d is a seeding round", in.Round, total)
		}
		got, err := BursteinPairing(in)
		if err != nil {
			t.Fatalf("%d players: %v", n, err)
		}
		seen := map[int]bool{}
		for _, p := range got {
			for _, id := range []int{p.White, p.Black} {
				if id != 0 && seen[id] {
					t.Errorf("%d players: %d paired twice in %v", n, id, got)
				}
				seen[id] = true
			}
			for _, r := range players[p.White-1].History {
				if p.Black != 0 && r.Kind == Played && r.Opponent == p.Black {
					t.Errorf("%d players: %d and %d meet again", n, p.White, p.Black)
				}
				if p.Black == 0 && r.Kind == PairingBye {
					t.Errorf("%d players: %d has a second bye", n, p.White)
				}
			}
		}
		if len(seen) != n+n%2 { // the bye's 0 among them
			t.Errorf("%d players: %d paired in %v", n, len(seen), got)
		}
	}
}

// TestBursteinAboveAsWholeField pairs rounds of simulated events both
// ways: each bracket on the graph of its next score and above wherever
// the players below can complete the pairing (bursteinAbove, as a round
// is paired), and every bracket on the whole field's graph (as the check
// pairs it, keeping the brackets): the same boards.
func TestBursteinAboveAsWholeField(t *testing.T) {
	pairsAsWholeField(t, bursteinPairing, false, "above the rest")
}

// TestBurstein4_3FloatersMeetWhomTheNextBracketChooses: a floater's
// opponent in its bracket is virtual (4.2); which lower player it meets is
// the next bracket's choice, not fixed when the bracket's order of
// pairings (4.3) lets it float (testdata/generated/README.md).
func TestBurstein4_3FloatersMeetWhomTheNextBracketChooses(t *testing.T) {
	generatedRoundHas(t, "burstein-002-r11.trf", 12, BursteinPairing, []Pair{{64, 76}, {67, 74}, {70, 72}, {78, 79}, {77, 71}})
}

// TestBurstein1_5_4ColourOfAPlayerWhoHasNotPlayed: a player whose only
// rounds are a forfeit win and a half-point bye has no colour preference,
// and his opponent's is granted (1.5.4 with 5.2), though the player without
// games ranks higher: 2 (won by forfeit in round 1, absent in round 2)
// meets 62, who played Black and then White, so 62 has Black
// (testdata/generated/README.md).
func TestBurstein1_5_4ColourOfAPlayerWhoHasNotPlayed(t *testing.T) {
	generatedRoundHas(t, "burstein-162-r2.trf", 3, BursteinPairing, []Pair{{2, 62}})
}

// generatedRoundHas pairs round of testdata/generated/file with pair and
// fails for each of want's boards (colours as given) the pairing lacks.
func generatedRoundHas(t *testing.T, file string, round int, pair func(Input) ([]Pair, error), want []Pair) {
	t.Helper()
	tr := readReference(t, filepath.Join("testdata", "generated", file))
	in, err := FromTRF(tr, round)
	if err != nil {
		t.Fatal(err)
	}
	got, err := pair(in)
	if err != nil {
		t.Fatal(err)
	}
	boards := map[Pair]bool{}
	for _, p := range got {
		boards[p] = true
	}
	for _, w := range want {
		if !boards[w] {
			t.Errorf("%s round %d lacks %d–%d: %v", file, round, w.White, w.Black, got)
		}
	}
}

// TestBurstein1_7_2AbsentOpponentsZeroByesCountAsDraws pins 1.7.2 under a
// scoring that gives an absence points: an opponent absent ever since
// counts, for his opponents' Index, as if each trailing zero-point bye
// were a draw, so the points his absence scored are replaced by a draw's,
// not added to it.
func TestBurstein1_7_2AbsentOpponentsZeroByesCountAsDraws(t *testing.T) {
	scoring := DefaultScoring
	scoring.ZeroBye = 2
	in := Input{Round: 4, TotalRounds: 5, InitialColour: White, Scoring: scoring, Players: []Player{
		{ID: 1, History: []Round{
			played(2, White, 10),
			played(3, Black, 10),
			played(4, White, 0)}},
		// Lost to 1, then absent ever since: two zero-point byes worth 2
		// each, 4 points, where the Index counts two draws, 10.
		{ID: 2, History: []Round{
			played(1, Black, 0),
			{Kind: ZeroBye, Points: 2},
			{Kind: ZeroBye, Points: 2}}, Absent: true},
		{ID: 3, History: []Round{
			played(4, White, 5),
			played(1, White, 0),
			played(5, Black, 10)}},
		{ID: 4, History: []Round{
			played(3, Black, 5),
			played(5, White, 10),
			played(1, Black, 10)}},
		{ID: 5, History: []Round{
			{Kind: PairingBye, Points: 10},
			played(4, Black, 0),
			played(3, White, 0)}},
	}}
	d := mustDutch(t, in)
	if got := d.byID[2].score; got != 4 {
		t.Fatalf("player 2 scores %d tenths, want 4 (his absences' points)", got)
	}
	buchholz, sb := burstein1_7Index(d)
	// Player 1 met 2 (counted at 0+5+5 = 10), 3 (15) and 4 (25).
	if got, want := buchholz[1], 10+15+25; got != want {
		t.Errorf("player 1's Buchholz %d, want %d", got, want)
	}
	if got, want := sb[1], 10*10+15*10+25*0; got != want {
		t.Errorf("player 1's Sonneborn-Berger %d, want %d", got, want)
	}
	// Player 2's own unplayed rounds count as games against himself, at
	// the points he has (1.7.2), and the absence is not his opponents'.
	if got, want := buchholz[2], 20+4+4; got != want {
		t.Errorf("player 2's Buchholz %d, want %d", got, want)
	}
}

// TestBurstein2_3_3FloaterOfHigherScoreWeighsMore pins [C7] (2.3.3) in
// the Burstein bracket's weights: among the bracket's floaters paired in
// the next bracket, the scores count highest first, so a resident of a
// higher score (a floater from above) paired with a player of the next
// score weighs more than a resident of the bracket's own score paired with
// the same player, whichever of the two is ranked first. Six players
// before any game, their scores set by hand: residents on 2 and 1, the
// next score 0.
func TestBurstein2_3_3FloaterOfHigherScoreWeighsMore(t *testing.T) {
	d, r := freshDubov(t, 6)
	for _, c := range []struct {
		say          string
		scores       []int
		high, low, o int // the residents on 2 and 1, the player on 0
	}{
		{"the residents ranked first", []int{20, 10, 10, 0, 0, 0}, 0, 1, 3},
		{"the next score's player ranked first", []int{0, 20, 10, 10, 0, 0}, 1, 2, 0},
	} {
		var ps []*dubovPlayer
		for v, s := range d.sorted {
			ps = append(ps, &dubovPlayer{s: s, v: v, score: c.scores[v]})
		}
		b := r.newBursteinBracket(ps, 10, 0, nil)
		pair := func(a, z int) wt { return b.crit(min(a, z), max(a, z)) }
		high, low := pair(c.high, c.o), pair(c.low, c.o)
		if high.Cmp(low) <= 0 {
			t.Errorf("%s: the floater on 2 paired below weighs %v, the one on 1 %v", c.say, high, low)
		}
		b.m.GiveTables(&r.spare)
	}
}

// freshDubov is the Dubov and Burstein state of n players before any
// game, for a test to set their scores by hand.
func freshDubov(t *testing.T, n int) (*dutch, *dubov) {
	t.Helper()
	in := Input{Round: 1, TotalRounds: 9, InitialColour: White, Scoring: DefaultScoring}
	for id := 1; id <= n; id++ {
		in.Players = append(in.Players, Player{ID: id})
	}
	d := mustDutch(t, in)
	return d, newDubov(d, nil)
}

// TestBursteinAbovePairsWhenThoseBelowCanComplete pins bursteinAbove's
// contract: where the players below the bracket's next score can complete
// the pairing (Dirac's condition on them and those the bracket leaves), it
// pairs the bracket on the graph of the players of its next score and
// above alone. Six players before any game, their scores set by hand: two
// on 2 (the bracket), two on 1 (the next score), two on 0 below, who may
// meet each other: the bracket pairs its two residents together.
func TestBursteinAbovePairsWhenThoseBelowCanComplete(t *testing.T) {
	d, r := freshDubov(t, 6)
	scores := []int{20, 20, 10, 10, 0, 0}
	var ps []*dubovPlayer
	for v, s := range d.sorted {
		ps = append(ps, &dubovPlayer{s: s, v: v, score: scores[v]})
	}
	out, ok := r.bursteinAbove(ps, 20, 10)
	if !ok {
		t.Fatal("the two players below, who may meet, can complete the pairing, but the bracket was not paired above them")
	}
	if len(out) != 1 || out[0][0].score != 20 || out[0][1] == nil || out[0][1].score != 20 {
		t.Errorf("the bracket's pairs: %v, want its two residents together", out)
	}
}

// TestBurstein4_3ChoicesReadAsSolved pairs rounds of simulated events both
// ways: each resident's partner of 4.3 read from the last optimal matching
// where its duals show it, as a round is paired, and solved for at every
// resident, as before: the same boards, byte for byte.
func TestBurstein4_3ChoicesReadAsSolved(t *testing.T) {
	readAsSolved(t, []struct{ players, rounds int }{{60, 9}, {250, 9}, {1000, 7}}, 5, func(in Input, each bool) ([]Pair, error) {
		return bursteinRound(in, nil, each)
	})
}

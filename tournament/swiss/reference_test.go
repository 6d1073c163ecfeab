package swiss

import (
	"iter"
	"math/rand"
	"path/filepath"
	"sort"
	"testing"

	"arbiter/internal/shareddata"
	"arbiter/internal/testdir"
	"arbiter/tournament/trf"
)

// referencePairs reads round r of the file as pairs in board order.
func referencePairs(t *trf.Tournament, r int) []Pair {
	var out []Pair
	var byes []Pair
	for _, p := range t.Players {
		g := p.Game(r)
		switch {
		case g.Opponent != 0 && g.ColourCode() == 'w':
			out = append(out, Pair{White: p.ID, Black: g.Opponent})
		case g.Opponent == 0 && g.Code() == 'U':
			byes = append(byes, Pair{White: p.ID})
		}
	}
	return append(out, byes...)
}

// pairsAsWholeField pairs simulated fields of 40, 120 and 300 players twice
// by pair, bracket by bracket (how a round is paired, named fast) and with
// a trace (how the check pairs the whole field), and wants the same boards;
// rated gives the players distinct ratings, for systems that read them.
func pairsAsWholeField(t *testing.T, pair func(Input, *[]systemBracket) ([]Pair, error), rated bool, fast string) {
	t.Helper()
	for _, c := range []struct{ players, round int }{{40, 5}, {120, 6}, {300, 7}} {
		players, _, err := Simulate(c.players, c.round-1, rand.New(rand.NewSource(int64(c.players))))
		if err != nil {
			t.Fatal(err)
		}
		if rated {
			for i := range players {
				players[i].Rating = 2800 - players[i].ID
			}
		}
		in := Input{Round: c.round, TotalRounds: 9, InitialColour: White, Scoring: DefaultScoring, Players: players}
		var trace []systemBracket
		whole, err := pair(in, &trace)
		if err != nil {
			t.Fatal(err)
		}
		quick, err := pair(in, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !samePairs(quick, whole) {
			t.Errorf("%d players, round %d:\n %-14s %v\n whole field    %v", c.players, c.round, fast, quick, whole)
		}
	}
}

func samePairs(a, b []Pair) bool {
	if len(a) != len(b) {
		return false
	}
	key := func(ps []Pair) []Pair {
		c := append([]Pair(nil), ps...)
		sort.Slice(c, func(i, j int) bool { return c[i].White < c[j].White })
		return c
	}
	x, y := key(a), key(b)
	for i := range x {
		if x[i] != y[i] {
			return false
		}
	}
	return true
}

// TestReferenceTournaments re-pairs every round of the reference Dutch
// tournaments from the rounds before it and compares pairs, colours and
// the bye.
func TestReferenceTournaments(t *testing.T) {
	total, exact := 0, 0
	for rr := range referenceRounds(t, referenceFiles(t), 1) {
		total++
		got, err := Pairing(rr.in)
		if err != nil {
			t.Errorf("%s round %d: %v", rr.name, rr.r, err)
			continue
		}
		if want := referencePairs(rr.tr, rr.r); !samePairs(got, want) {
			t.Errorf("%s round %d differs:\n got  %v\n want %v", rr.name, rr.r, got, want)
			continue
		}
		exact++
	}
	t.Logf("%d/%d reference rounds exact", exact, total)
}

// referenceRound is a played round of a reference tournament: the file's
// name, the tournament, the round and its input as the rounds before it
// leave it.
type referenceRound struct {
	name string
	tr   *trf.Tournament
	r    int
	in   Input
}

// referenceRounds gives every played round of the tournaments in files,
// from round from on, in their order.
func referenceRounds(t *testing.T, files []string, from int) iter.Seq[referenceRound] {
	return func(yield func(referenceRound) bool) {
		for _, f := range files {
			tr := readReference(t, f)
			for r := from; r <= tr.PlayedRounds(); r++ {
				in, err := FromTRF(tr, r)
				if err != nil {
					t.Fatalf("%s round %d: %v", filepath.Base(f), r, err)
				}
				if !yield(referenceRound{filepath.Base(f), tr, r, in}) {
					return
				}
			}
		}
	}
}

// referenceFiles lists the reference tournaments, failing the test when
// there are none.
func referenceFiles(t *testing.T) []string {
	t.Helper()
	return shortSample(shareddata.Files(t, "data/swiss-dutch", "*.trf"))
}

// readReference reads and parses one reference tournament.
func readReference(t *testing.T, path string) *trf.Tournament {
	t.Helper()
	data := testdir.Read(t, path)
	tr, err := trf.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// TestCheckReference: every reference round passes the checker.
func TestCheckReference(t *testing.T) {
	for rr := range referenceRounds(t, referenceFiles(t), 1) {
		if got, err := Check(rr.in, referencePairs(rr.tr, rr.r)); err != nil || len(got) > 0 {
			t.Errorf("%s round %d: %v %v", rr.name, rr.r, got, err)
		}
	}
}

// TestReferenceBoardsInPublishedOrder re-pairs every reference round and
// reads the boards' order as the arbiter publishes it: by the score of the
// pair's leader (the one with more points, on equal points the lower
// pairing number), then the other's score, then the leader's pairing
// number; the pairing-allocated bye last. A floater who meets a player
// ranked above him still leads his board by his points.
func TestReferenceBoardsInPublishedOrder(t *testing.T) {
	for rr := range referenceRounds(t, referenceFiles(t), 1) {
		name, r, in := rr.name, rr.r, rr.in
		got, err := Pairing(in)
		if err != nil {
			t.Fatalf("%s round %d: %v", name, r, err)
		}
		score := map[int]int{}
		for _, p := range in.Players {
			for _, h := range p.History {
				score[p.ID] += h.Points
			}
		}
		type key struct{ lead, other, rank int }
		keyOf := func(p Pair) key {
			lead, other := p.White, p.Black
			if score[other] > score[lead] || score[other] == score[lead] && other < lead {
				lead, other = other, lead
			}
			return key{score[lead], score[other], lead}
		}
		for i := range got {
			if got[i].Black == 0 {
				if i != len(got)-1 {
					t.Errorf("%s round %d: the bye on board %d of %d", name, r, i+1, len(got))
				}
				continue
			}
			if i == 0 || got[i-1].Black == 0 {
				continue
			}
			a, b := keyOf(got[i-1]), keyOf(got[i])
			if a.lead < b.lead || a.lead == b.lead && (a.other < b.other || a.other == b.other && a.rank > b.rank) {
				t.Errorf("%s round %d: board %d %v comes before board %d %v", name, r, i, got[i-1], i+1, got[i])
			}
		}
	}
}

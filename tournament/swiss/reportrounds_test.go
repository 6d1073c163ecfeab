package swiss

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"arbiter/tournament/trf"
)

// TestReportRoundsLayEachRoundAsFromTRF holds ReportRounds, which reads a
// report's rounds once, its order of each round's pairs, to Boards over FromTRF of each round, which reads
// the whole report again for it: the same boards for every round of every
// report the tests hold (those with cells no pairing reads among them),
// and a round refused exactly where FromTRF refuses it.
func TestReportRoundsLayEachRoundAsFromTRF(t *testing.T) {
	var files []string
	for _, glob := range []string{"testdata/*/*.trf", "testdata/*.trf", "../testdata/*.trf", "../testdata/*/*.trf", "../exchange/testdata/*.trf"} {
		m, err := filepath.Glob(glob)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	if len(files) < 100 {
		t.Fatalf("%d reports found, want the 100 and more the tests hold", len(files))
	}
	rounds, refused := 0, 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		rep, err := trf.Parse(data)
		if err != nil {
			continue // a report the reader refuses is never numbered
		}
		pr := rep.Problem()
		last := max(pr.Round, rep.PairedRounds())
		rr := ReadRounds(rep, pr, last)
		for r := 1; r <= last; r++ {
			pairs := reportPairs(rep, pr, r)
			order, ok := rr.Order(r, pairs)
			in, err := FromTRF(rep, r)
			if ok != (err == nil) {
				t.Errorf("%s, round %d: laid out %v, FromTRF's error %v", f, r, ok, err)
				continue
			}
			if !ok {
				refused++
				continue
			}
			rounds++
			got := make([]Pair, len(order))
			for i, k := range order {
				got[i] = pairs[k]
			}
			if want := Boards(in, pairs); !reflect.DeepEqual(got, want) {
				t.Errorf("%s, round %d: boards\n got %v\nwant %v", f, r, got, want)
			}
		}
	}
	t.Logf("%d reports, %d rounds laid out, %d refused", len(files), rounds, refused)
	if rounds < 500 || refused == 0 {
		t.Errorf("%d rounds laid out and %d refused: the reports no longer try both ways", rounds, refused)
	}
}

// reportPairs is round r of a report as its player lines hold it: each
// game once from White's line (the lower number's where no colour is
// written), the pairing-allocated bye with no Black.
func reportPairs(rep *trf.Tournament, pr *trf.Problem, r int) []Pair {
	var pairs []Pair
	for _, p := range rep.Players {
		g := p.Game(r)
		switch c := g.ColourCode(); {
		case g.Opponent == 0:
			if pr.Bye(p.ID, r) == 'U' {
				pairs = append(pairs, Pair{White: p.ID})
			}
		case rep.PlayerByID(g.Opponent) == nil:
		case c == 'w' || c == '-' && p.ID < g.Opponent:
			pairs = append(pairs, Pair{White: p.ID, Black: g.Opponent})
		}
	}
	return pairs
}

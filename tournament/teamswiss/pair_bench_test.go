package teamswiss

import (
	"fmt"
	"math/rand"
	"testing"
	"time"

	"arbiter/internal/procstat"
	"arbiter/tournament/swiss"
)

// BenchmarkPair pairs whole generated events of 60 to 400 teams, type A
// and type B, without and with forbidden pairs (a tenth as many as the
// teams), beside the individual Dutch system pairing as many players
// over as many rounds in the same run: the figure to read is
// cpu-ms/round of each beside the Dutch one's (CPU time, as other work
// on the machine stretches the wall clock).
//
//	go test -run '^$' -bench Pair -benchtime 3x ./tournament/teamswiss
func BenchmarkPair(b *testing.B) {
	const rounds = 7
	for _, n := range []int{60, 100, 200, 400} {
		for _, c := range []struct {
			name   string
			typeB  bool
			forbid int
		}{{"typeA", false, 0}, {"typeA-forbidden", false, n / 10}, {"typeB", true, 0}, {"typeB-forbidden", true, n / 10}} {
			b.Run(fmt.Sprintf("teams=%d/%s", n, c.name), func(b *testing.B) {
				cpuPerRound(b, rounds, func(rng *rand.Rand) error { return simulate(n, rounds, c.typeB, c.forbid, rng, nil) })
			})
		}
		b.Run(fmt.Sprintf("teams=%d/dutch", n), func(b *testing.B) {
			cpuPerRound(b, rounds, func(rng *rand.Rand) error {
				_, _, err := swiss.Simulate(n, rounds, rng)
				return err
			})
		})
	}
}

// cpuPerRound runs play, an event of the given rounds, b.N times, each
// with its own seed, and reports the CPU time it took a round.
func cpuPerRound(b *testing.B, rounds int, play func(rng *rand.Rand) error) {
	var spent time.Duration
	for i := 0; i < b.N; i++ {
		before := procstat.CPU()
		if err := play(rand.New(rand.NewSource(int64(i)))); err != nil {
			b.Fatal(err)
		}
		spent += procstat.CPU() - before
	}
	b.ReportMetric(float64(spent.Microseconds())/1000/float64(b.N*rounds), "cpu-ms/round")
}

// simulate pairs an event of n teams over the given rounds, each match
// won, drawn or lost at random (match points 2, 1, 0; game points of four
// boards), a pairing-allocated bye worth a win. each, if given, is
// called with every round's pairing.
func simulate(n, rounds int, typeB bool, forbid int, rng *rand.Rand, each func(round int, ms []Match)) error {
	ts := teams(n)
	o := Options{Rounds: rounds, TypeB: typeB, InitialColour: White}
	for len(o.Forbidden) < forbid {
		a, c := 1+rng.Intn(n), 1+rng.Intn(n)
		if a != c {
			o.Forbidden = append(o.Forbidden, [2]int{a, c})
		}
	}
	byTPN := map[int]*Team{}
	for i := range ts {
		byTPN[ts[i].TPN] = &ts[i]
	}
	for r := 1; r <= rounds; r++ {
		o.Round = r
		ms, err := Pair(ts, o)
		if err != nil {
			return fmt.Errorf("round %d: %w", r, err)
		}
		if each != nil {
			each(r, ms)
		}
		for i := range ts {
			ts[i].Floated = false
		}
		for _, m := range ms {
			w := byTPN[m.White]
			if m.Black == 0 {
				w.Score, w.Secondary, w.NoBye = w.Score+2, w.Secondary+4, true
				continue
			}
			bl := byTPN[m.Black]
			w.Floated, bl.Floated = w.Score != bl.Score, w.Score != bl.Score
			w.Colours, bl.Colours = w.Colours+"w", bl.Colours+"b"
			w.Met, bl.Met = append(w.Met, bl.TPN), append(bl.Met, w.TPN)
			games := rng.Intn(9) // White's game points of 8 (half points)
			switch {
			case games > 4:
				w.Score += 2
			case games < 4:
				bl.Score += 2
			default:
				w.Score, bl.Score = w.Score+1, bl.Score+1
			}
			w.Secondary, bl.Secondary = w.Secondary+games, bl.Secondary+8-games
		}
	}
	return nil
}

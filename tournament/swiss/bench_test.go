package swiss

import (
	"fmt"
	"math/rand"
	"runtime"
	"testing"

	"arbiter/internal/procstat"
)

// BenchmarkPairing measures pairing the last round of simulated events.
func BenchmarkPairing(b *testing.B) {
	for _, n := range []int{100, 1000} {
		players, _, err := Simulate(n, 5, rand.New(rand.NewSource(7)))
		if err != nil {
			b.Fatal(err)
		}
		in := Input{Round: 6, TotalRounds: 9, InitialColour: White, Scoring: DefaultScoring, Players: players}
		b.Run(fmt.Sprintf("players=%d", n), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if _, err := Pairing(in); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkPairingScale measures the rounds the scale targets name: a
// 2,000-player round under 1 s, a 10,000-player round under 5 s and
// 1 GB. heap-MB is the heap the runtime has taken from the system by
// the end of each case, the cases before it included, an upper bound of
// its peak (bench/swiss measures a fresh process's). Run it alone:
// go test -run - -bench Scale -benchtime 1x.
func BenchmarkPairingScale(b *testing.B) {
	for _, c := range []struct{ players, round int }{{10000, 1}, {10000, 2}, {2000, 2}, {2000, 3}} {
		players, _, err := Simulate(c.players, c.round-1, rand.New(rand.NewSource(1)))
		if err != nil {
			b.Fatal(err)
		}
		in := Input{Round: c.round, TotalRounds: 13, InitialColour: White, Scoring: DefaultScoring, Players: players}
		b.Run(fmt.Sprintf("players=%d/round=%d", c.players, c.round), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if _, err := Pairing(in); err != nil {
					b.Fatal(err)
				}
			}
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			b.ReportMetric(float64(ms.HeapSys)/(1<<20), "heap-MB")
		})
	}
}

// BenchmarkSystems pairs each round of a 1,000-player event of 9 rounds
// (after that many simulated rounds, ratings falling with the pairing
// number) by each FIDE Swiss system, so that each figure stands beside
// the Dutch's from the same run: go test -run - -bench Systems
// -benchtime 1x. cpu-ms/op is the CPU time of a pairing (every thread),
// which a shared machine's wall clock does not give; x-dutch is that
// time over the Dutch's for the same round just before it.
func BenchmarkSystems(b *testing.B) {
	for round := 1; round <= 9; round++ {
		in, err := systemsEvent(round)
		if err != nil {
			b.Fatal(err)
		}
		var dutch float64
		for _, sys := range []struct {
			name string
			pair func(Input) ([]Pair, error)
		}{{"dutch", Pairing}, {"dubov", DubovPairing}, {"burstein", BursteinPairing}} {
			b.Run(fmt.Sprintf("round=%d/%s", round, sys.name), func(b *testing.B) {
				cpu := procstat.CPU()
				for i := 0; i < b.N; i++ {
					if _, err := sys.pair(in); err != nil {
						b.Fatal(err)
					}
				}
				ms := float64(procstat.CPU()-cpu) / 1e6 / float64(b.N)
				b.ReportMetric(ms, "cpu-ms/op")
				if sys.name == "dutch" {
					dutch = ms
				} else if dutch > 0 {
					b.ReportMetric(ms/dutch, "x-dutch")
				}
			})
		}
	}
}

// systemsEvent is BenchmarkSystems' input for round: 1,000 players of a
// 9-round event after round-1 simulated rounds, ratings falling with the
// pairing number. TestDubovSystemsEventPinned pins its pairings by each system.
func systemsEvent(round int) (Input, error) {
	players, _, err := Simulate(1000, round-1, rand.New(rand.NewSource(7)))
	if err != nil {
		return Input{}, err
	}
	for i := range players {
		players[i].Rating = 2800 - players[i].ID
	}
	return Input{Round: round, TotalRounds: 9, InitialColour: White, Scoring: DefaultScoring, Players: players}, nil
}

package store

import (
	"slices"
	"testing"
	"time"

	"arbiter/tournament"
)

// BenchmarkSetResult measures a result entry as the arbiter makes it: one
// durable transaction (WAL, synchronous=FULL) with its audit row. It
// reports the median as well as the mean, since fsync times have a tail.
func BenchmarkSetResult(b *testing.B) {
	s, ids := newEvent(b, 40)
	if err := s.SaveRound(round(1, ids)); err != nil {
		b.Fatal(err)
	}
	results := []tournament.Result{tournament.WhiteWins, tournament.Draw, tournament.BlackWins}
	times := make([]time.Duration, 0, b.N)
	for i := 0; b.Loop(); i++ {
		start := time.Now()
		if err := s.SetResult(1, 1+i%20, results[i%3]); err != nil {
			b.Fatal(err)
		}
		times = append(times, time.Since(start))
	}
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "ms-median")
}

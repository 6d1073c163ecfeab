package ratingreport_test

import (
	"testing"

	"arbiter/internal/procstat"
	"arbiter/internal/testevent"
	"arbiter/tournament"
	"arbiter/tournament/ratingreport"
)

// BenchmarkRatingReport makes the rating report of a 2,000-player Swiss
// with its 13 rounds played, as the Ratings view shows it: every player's
// change and each title norm's verdict, with the wins 1.4.1f lets a
// player leave out tried. cpu-ms/op is its CPU time, which a shared
// machine does not stretch as it does the clock's.
func BenchmarkRatingReport(b *testing.B) {
	ev := testevent.Swiss(b, 2000, 13, false)
	cpu := procstat.CPU()
	for b.Loop() {
		if rows := ratingreport.Of(ev, tournament.RatingOptions{}); len(rows) != len(ev.Players) {
			b.Fatalf("%d rows for %d players", len(rows), len(ev.Players))
		}
	}
	b.ReportMetric((procstat.CPU()-cpu).Seconds()*1000/float64(b.N), "cpu-ms/op")
}

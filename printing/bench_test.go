package printing

import (
	"bytes"
	"fmt"
	"runtime"
	"testing"

	"arbiter/tournament"
)

// bigRound is a 500-player Swiss-sized round: 250 boards, none played.
func bigRound() *tournament.Event {
	ev := &tournament.Event{Settings: tournament.DefaultSettings()}
	ev.Settings.Name = "Suur lahtine turniir 2026"
	ev.Settings.Site = "Tallinn"
	ev.Settings.System = tournament.SwissDutch
	for i := range 500 {
		ev.Players = append(ev.Players, tournament.Player{
			ID: int64(i + 1), Seat: i + 1, Name: fmt.Sprintf("%s %d", demoNames[i%len(demoNames)], i), Rating: 2600 - i*3,
		})
	}
	r := tournament.Round{Number: 1}
	for b := range 250 {
		r.Pairings = append(r.Pairings, tournament.Pairing{Round: 1, Board: b + 1, White: int64(2*b + 1), Black: int64(2*b + 2)})
	}
	ev.Rounds = []tournament.Round{r}
	return ev
}

// BenchmarkRoundPack prints the pack of a 250-board round: the pairing
// list, 250 result slips and 500 scoresheets. It reports the heap in use
// after the pack as peak-heap-MB (the PDF is built in memory).
func BenchmarkRoundPack(b *testing.B) {
	ev := bigRound()
	var buf bytes.Buffer
	var peak uint64
	for b.Loop() {
		buf.Reset()
		if err := RoundPack(&buf, ev, 1, Options{}); err != nil {
			b.Fatal(err)
		}
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		peak = max(peak, ms.HeapInuse)
	}
	b.ReportMetric(float64(buf.Len())/1e6, "pdf-MB")
	b.ReportMetric(float64(peak)/1e6, "heap-MB")
}

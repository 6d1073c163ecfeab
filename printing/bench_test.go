package printing

import (
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

// peakWriter counts what is written to it and the heap in use at each
// write: the pack's memory is at its largest while it is written out.
type peakWriter struct {
	n    int
	peak uint64
}

func (w *peakWriter) Write(b []byte) (int, error) {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	w.peak = max(w.peak, ms.HeapInuse)
	w.n += len(b)
	return len(b), nil
}

// BenchmarkRoundPack prints the pack of a 250-board round: the pairing
// list, 250 result slips and 500 scoresheets. It reports the largest heap
// in use while the pack is written as heap-MB (the PDF itself is not kept).
func BenchmarkRoundPack(b *testing.B) {
	ev := bigRound()
	var w peakWriter
	for b.Loop() {
		w.n = 0
		if err := RoundPack(&w, ev, 1, Options{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(w.n)/1e6, "pdf-MB")
	b.ReportMetric(float64(w.peak)/1e6, "heap-MB")
}

package printing

import (
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
	"sync/atomic"
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

// peakWriter counts what is written to it and the largest heap in use
// while the document is made: read at each write and at the end of each
// garbage collection, so that the pages' making is seen as well as their
// writing out (with the PDF written as it is made, the writes all come at
// the end).
type peakWriter struct {
	n    int
	peak atomic.Uint64
}

func (w *peakWriter) Write(b []byte) (int, error) {
	w.read()
	w.n += len(b)
	return len(b), nil
}

func (w *peakWriter) read() {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	for old := w.peak.Load(); ms.HeapInuse > old && !w.peak.CompareAndSwap(old, ms.HeapInuse); old = w.peak.Load() {
	}
}

// gcMark is an object made to be collected: its finalizer runs after the
// collection that found it unreachable.
type gcMark struct{ _ *int }

// make makes a document into w, reading the heap at every collection
// meanwhile.
func (w *peakWriter) make(doc func(io.Writer) error) error {
	var done atomic.Bool
	var mark func()
	mark = func() {
		runtime.SetFinalizer(new(gcMark), func(*gcMark) {
			if !done.Load() {
				w.read()
				mark()
			}
		})
	}
	mark()
	defer done.Store(true)
	w.n = 0
	return doc(w)
}

// BenchmarkRoundPack prints the pack of a 250-board round: the pairing
// list, 250 result slips and 500 scoresheets. It reports the largest heap
// in use while the pack is made and written as heap-MB (the PDF itself is
// not kept), beside ref-heap-MB, the same of a one-board round's pack made
// in the same loop: what any document costs. The collector runs as in
// the program (GOGC 100), not as the package's tests set it.
func BenchmarkRoundPack(b *testing.B) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	ev, one := bigRound(), bigRound()
	one.Rounds[0].Pairings = one.Rounds[0].Pairings[:1]
	var pack, ref peakWriter
	for b.Loop() {
		if err := ref.make(func(w io.Writer) error { return RoundPack(w, one, 1, Options{}) }); err != nil {
			b.Fatal(err)
		}
		if err := pack.make(func(w io.Writer) error { return RoundPack(w, ev, 1, Options{}) }); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(pack.n)/1e6, "pdf-MB")
	b.ReportMetric(float64(pack.peak.Load())/1e6, "heap-MB")
	b.ReportMetric(float64(ref.peak.Load())/1e6, "ref-heap-MB")
}

package ui

import (
	"flag"
	"os/exec"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"arbiter/internal/procstat"
	"arbiter/internal/testevent"
	"arbiter/tournament/pairing"
)

// openPlayers is the field of BenchmarkOpenPlayedEvent; the target for
// 10,000 players is 2 s of CPU (go test -bench OpenPlayed -args
// -open-players 10000; making the event pairs its 13 rounds first).
var openPlayers = flag.Int("open-players", 2000, "players in the event BenchmarkOpenPlayedEvent opens")

// BenchmarkOpenPlayedEvent opens a 2,000-player Swiss with its 13 rounds
// played, as the arbiter does on the last evening, to its first view. It
// reports the CPU time (user and system, every thread) of the open,
// cpu-ms/op, beside that of `sqlite3 FILE .dump` of the same file,
// dump-cpu-ms, run after each open (so that both meet the same load), and
// their ratio; first-cpu-ms is the first open's, which fills Fyne's
// caches as the app's only open does. The wall time a shared machine
// gives means little; the target is 500 ms of CPU and 5× the dump.
func BenchmarkOpenPlayedEvent(b *testing.B) {
	path := testevent.File(b, *openPlayers, 13, 13, 0)
	a := test.NewTempApp(b)
	a.Preferences().SetString(prefLanguage, "en")
	s := shellIn(a, test.NewTempWindow(b, nil))
	var open, dump, first time.Duration
	for b.Loop() {
		used := cpuOf(func() { s.Open(path) })
		open += used
		if first == 0 {
			first = used
		}
		b.StopTimer()
		if s.doc == nil {
			b.Fatal("the event did not open")
		}
		s.closeDocument()
		d, err := procstat.Child(exec.Command("sqlite3", "-readonly", path, ".dump"))
		if err != nil {
			b.Fatalf("sqlite3 .dump: %v", err)
		}
		dump += d
		b.StartTimer()
	}
	reportMsPerOp(b, open, "cpu-ms/op")
	reportMsPerOp(b, dump, "dump-cpu-ms")
	b.ReportMetric(open.Seconds()/dump.Seconds(), "×dump")
	// The process's first open also fills Fyne's caches of fonts and
	// measured text, as the app's one open does.
	b.ReportMetric(first.Seconds()*1000, "first-cpu-ms")
}

// BenchmarkPairInWindow pairs the last round of a 2,000-player, 13-round
// Swiss with the rounds view's Pair, in a file with the backups of the
// twelve rounds before it, and measures beside it, in the same run, the
// pairing itself (pairing.PairSwiss on the event as read):
// cpu-ms/op is the window's CPU time from the button to the round shown,
// pairing-cpu-ms the pairing's, over-ms what the window adds (the backup,
// saving the round, reading the event again and showing it). The
// target is 300 ms over the pairing.
func BenchmarkPairInWindow(b *testing.B) {
	s := benchShell(b, testevent.File(b, 2000, 12, 13, 12))
	s.background = func(f func()) { f() }
	v := shownView[*roundsView](s, areaRounds)
	opts, err := s.doc.st.SwissOptions()
	if err != nil {
		b.Fatal(err)
	}
	var window, pairingCPU time.Duration
	for b.Loop() {
		window += cpuOf(func() { v.pair(13, false) })
		b.StopTimer()
		if len(s.doc.event.Rounds) != 13 {
			b.Fatalf("round 13 not paired: %q", s.status.Text)
		}
		if err := s.doc.st.DeleteRound(13); err != nil {
			b.Fatal(err)
		}
		s.reload()
		var err error
		pairingCPU += cpuOf(func() { _, err = pairing.PairSwiss(&s.doc.event, 13, opts) })
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
	}
	reportMsPerOp(b, window, "cpu-ms/op")
	reportMsPerOp(b, pairingCPU, "pairing-cpu-ms")
	reportMsPerOp(b, window-pairingCPU, "over-ms")
}

// cpuOf is the CPU time (user and system, every thread) f takes.
func cpuOf(f func()) time.Duration {
	cpu := procstat.CPU()
	f()
	return procstat.CPU() - cpu
}

// reportMsPerOp reports d, a CPU time added up over the benchmark's
// iterations, as milliseconds an iteration under unit.
func reportMsPerOp(b *testing.B, d time.Duration, unit string) {
	b.ReportMetric(d.Seconds()*1000/float64(b.N), unit)
}

// benchShell opens path in an English window for a benchmark, closed when
// it ends.
func benchShell(b *testing.B, path string) *Shell {
	a := test.NewTempApp(b)
	a.Preferences().SetString(prefLanguage, "en")
	s := shellIn(a, test.NewTempWindow(b, nil))
	s.Open(path)
	if s.doc == nil {
		b.Fatal("the event did not open")
	}
	b.Cleanup(s.closeDocument)
	return s
}

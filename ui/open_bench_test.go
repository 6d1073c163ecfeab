package ui

import (
	"flag"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"arbiter/internal/procstat"
	"arbiter/internal/testevent"
	"arbiter/tournament/store"
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
// their ratio. The wall time a shared machine gives means little; the
// target is 500 ms of CPU and 5× the dump.
func BenchmarkOpenPlayedEvent(b *testing.B) {
	path := playedSwissFile(b, *openPlayers, 13)
	a := test.NewTempApp(b)
	a.Preferences().SetString(prefLanguage, "en")
	s := NewShell(a, test.NewTempWindow(b, nil))
	var open, dump time.Duration
	for b.Loop() {
		cpu := procstat.CPU()
		s.Open(path)
		open += procstat.CPU() - cpu
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
	n := float64(b.N)
	b.ReportMetric(open.Seconds()*1000/n, "cpu-ms/op")
	b.ReportMetric(dump.Seconds()*1000/n, "dump-cpu-ms")
	b.ReportMetric(open.Seconds()/dump.Seconds(), "×dump")
}

// playedSwissFile is testevent.Swiss's event with players players and
// rounds rounds paired and played, in a file.
func playedSwissFile(b *testing.B, players, rounds int) string {
	path := filepath.Join(b.TempDir(), "played.arbiter")
	st, err := store.CreateImported(path, testevent.Swiss(b, players, rounds, false), true)
	if err != nil {
		b.Fatal(err)
	}
	if err := st.Close(); err != nil {
		b.Fatal(err)
	}
	return path
}

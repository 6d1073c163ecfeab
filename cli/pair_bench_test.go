package cli

import (
	"io"
	"testing"
	"time"

	"arbiter/internal/procstat"
	"arbiter/internal/testevent"
	"arbiter/tournament/pairing"
	"arbiter/tournament/store"
)

// BenchmarkPairCommand pairs the last round of a 2,000-player, 13-round
// Swiss with `arbiter pair`, in a file with the backups of the twelve
// rounds before it, and measures beside it, in the same run, the pairing
// itself (pairing.PairSwiss on the event read once): cpu-ms/op is the
// command's CPU time, pairing-cpu-ms the pairing's, over-ms what the
// command costs more (reading the file, the backup, saving the round).
// The target is 300 ms over the pairing.
func BenchmarkPairCommand(b *testing.B) {
	path := testevent.File(b, 2000, 12, 13, 12)
	st := testevent.Open(b, path)
	opts, err := st.SwissOptions()
	if err != nil {
		b.Fatal(err)
	}
	read := testevent.Event(b, st)
	st.Close() // the command opens the file itself
	var command, pairingCPU time.Duration
	for b.Loop() {
		cpu := procstat.CPU()
		if code := Run([]string{"pair", path}, io.Discard, io.Discard); code != 0 {
			b.Fatalf("arbiter pair: exit %d", code)
		}
		command += procstat.CPU() - cpu
		b.StopTimer()
		cpu = procstat.CPU()
		if _, err := pairing.PairSwiss(read, 13, opts); err != nil {
			b.Fatal(err)
		}
		pairingCPU += procstat.CPU() - cpu
		st, err := store.Open(path)
		if err == nil {
			err = st.DeleteRound(13)
		}
		if err != nil {
			b.Fatal(err)
		}
		st.Close()
		b.StartTimer()
	}
	n := float64(b.N)
	b.ReportMetric(command.Seconds()*1000/n, "cpu-ms/op")
	b.ReportMetric(pairingCPU.Seconds()*1000/n, "pairing-cpu-ms")
	b.ReportMetric((command-pairingCPU).Seconds()*1000/n, "over-ms")
}

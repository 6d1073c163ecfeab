package store

import (
	"fmt"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"arbiter/tournament"
	"arbiter/tournament/exchange"
	"arbiter/tournament/replay"
)

// benchDurable times one durable action per iteration and reports the
// median besides the mean, since fsync times have a long tail.
func benchDurable(b *testing.B, action func(i int) error) {
	times := make([]time.Duration, 0, b.N)
	for i := 0; b.Loop(); i++ {
		start := time.Now()
		if err := action(i); err != nil {
			b.Fatal(err)
		}
		times = append(times, time.Since(start))
	}
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "ms-median")
}

// BenchmarkSetResult measures a result entry as the arbiter makes it: one
// transaction (WAL, synchronous=FULL) with its audit row.
func BenchmarkSetResult(b *testing.B) {
	s, _ := pairedEvent(b, 40)
	results := []tournament.Result{tournament.WhiteWins, tournament.Draw, tournament.BlackWins}
	benchDurable(b, func(i int) error { return s.SetResult(1, 1+i%20, results[i%3]) })
}

// BenchmarkMoved measures the look at the file before each change: its
// name, its length and header, and the page holding the event's identity
// (anchor), against another event copied over it.
func BenchmarkMoved(b *testing.B) {
	s, _ := pairedEvent(b, 40)
	for b.Loop() {
		if err := s.Moved(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkAppendMove measures a move entered at the desk, which is its
// own transaction so that a crash loses no move.
func BenchmarkAppendMove(b *testing.B) {
	s, _ := pairedEvent(b, 2)
	id, err := s.SaveGame(&replay.GameRecord{Round: 1, Board: 1})
	if err != nil {
		b.Fatal(err)
	}
	benchDurable(b, func(i int) error {
		return s.AppendMove(id, replay.RecordedMove{Ply: i + 1, UCI: "g1f3", SAN: "Nf3", Clock: time.Hour, HasClock: true})
	})
}

// BenchmarkOpenReadOnlyEvent measures what a reporting command does while
// the GUI holds the file open: a read-only open (with its quick check)
// and one snapshot of a 100-player event with five rounds.
func BenchmarkOpenReadOnlyEvent(b *testing.B) {
	s, ids := newEvent(b, 100)
	for r := 1; r <= 5; r++ {
		if err := s.SaveRound(round(r, ids)); err != nil {
			b.Fatal(err)
		}
	}
	for b.Loop() {
		ro, err := OpenReadOnly(s.Path())
		if err != nil {
			b.Fatal(err)
		}
		if _, err := ro.Event(); err != nil {
			b.Fatal(err)
		}
		ro.Close()
	}
}

// BenchmarkCreate measures making a new event file, as "arbiter new"
// and every test's event do.
func BenchmarkCreate(b *testing.B) {
	dir := b.TempDir()
	i := 0
	for b.Loop() {
		i++
		s, err := Create(filepath.Join(dir, fmt.Sprintf("event-%d.arbiter", i)), testSettings())
		if err != nil {
			b.Fatal(err)
		}
		if err := s.Close(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkOpen measures what every command of the command line pays
// before its action: opening a small event for writing, with every check
// of the file, and closing it.
func BenchmarkOpen(b *testing.B) {
	s, _ := pairedEvent(b, faultPlayers)
	path := s.Path()
	if err := s.Close(); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		st, err := Open(path)
		if err != nil {
			b.Fatal(err)
		}
		if err := st.Close(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSetResultsRound measures a whole round of 1,001 boards (a
// 2,002-player event) entered as one action.
func BenchmarkSetResultsRound(b *testing.B) {
	s, _ := pairedEvent(b, 2002)
	batches := [2][]exchange.BoardResult{}
	for board := 1; board <= 1001; board++ {
		batches[0] = append(batches[0], exchange.BoardResult{Board: board, Result: tournament.WhiteWins})
		batches[1] = append(batches[1], exchange.BoardResult{Board: board, Result: tournament.Draw})
	}
	benchDurable(b, func(i int) error { return s.SetResults(1, batches[i%2]) })
}

// BenchmarkAuditLog reads the history as the window lists it after a
// 2,000-player event's entry and its first round's results, one action
// each: the log without the rows before and after each change.
func BenchmarkAuditLog(b *testing.B) {
	s, _ := pairedEvent(b, 2000)
	for board := 1; board <= 1000; board++ {
		if err := s.SetResult(1, board, tournament.Draw); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		log, err := s.AuditLog()
		if err != nil {
			b.Fatal(err)
		}
		if len(log) < 1000 {
			b.Fatalf("%d entries", len(log))
		}
	}
}

// BenchmarkPairedEver measures what a serve's start and an export pay to
// read from the history which rounds were taken back: a 2000-player
// round's pairing and its 1000 results.
func BenchmarkPairedEver(b *testing.B) {
	s, _ := pairedEvent(b, 2000)
	for board := 1; board <= 1000; board++ {
		if err := s.SetResult(1, board, tournament.Draw); err != nil {
			b.Fatal(err)
		}
	}
	for b.Loop() {
		if n, err := s.PairedEver(); err != nil || n != 1 {
			b.Fatalf("%d, %v", n, err)
		}
	}
}

// BenchmarkSettleRetry measures what the retry of a checkpoint costs the
// writer each settleRetry while a reader holds a snapshot back: one
// PASSIVE checkpoint that can copy nothing (compare BenchmarkSetResult's
// action, which runs one such checkpoint after its commit).
func BenchmarkSettleRetry(b *testing.B) {
	s, snapshot := resultHeldBack(b, tournament.Draw)
	defer snapshot.Rollback()
	benchDurable(b, func(int) error {
		if !s.heldBack() {
			b.Fatal("the reader did not hold the checkpoint back")
		}
		return nil
	})
}

// BenchmarkRevision is the venue's poll of an unchanged file (four times
// a second): data_version and total_changes only. BenchmarkAuditMaxID is
// the query it replaces, beside it for the ratio.
func BenchmarkRevision(b *testing.B) {
	s, _ := pairedEvent(b, 40)
	for b.Loop() {
		if _, err := s.Revision(); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkAuditMaxID(b *testing.B) {
	s, _ := pairedEvent(b, 40)
	for b.Loop() {
		var id int64
		if err := s.db.QueryRow(`SELECT coalesce(max(id), 0) FROM audit`).Scan(&id); err != nil {
			b.Fatal(err)
		}
	}
}

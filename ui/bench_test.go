package ui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2/test"

	"arbiter/tournament"
	"arbiter/tournament/store"
)

// BenchmarkRoundResultEntry types the results of a whole round of a
// 150-player Swiss (75 boards) in the rounds view, as the arbiter does
// from the score sheets: one key a board, the cursor moving on. One operation is
// one result: saving it and showing it in every view. It has to keep up
// with typing, a few results a second.
func BenchmarkRoundResultEntry(b *testing.B) {
	s := benchShell(b, newSwissFile(b, 150, 9))
	s.background = func(f func()) { f() } // the round is there when the pairing returns
	v := s.areaView(areaRounds).(*roundsView)
	s.show(areaRounds)
	board := 0
	b.ResetTimer()
	for b.Loop() {
		if board%75 == 0 {
			b.StopTimer()
			n := len(s.doc.event.Rounds)
			v.pair(s.doc.event.NextRound(), true) // as the Pair button does
			if len(s.doc.event.Rounds) != n+1 {
				b.Fatal("pairing the next round failed")
			}
			board = 0
			b.StartTimer()
		}
		board++
		v.keys.TypedRune([]rune("105")[board%3])
		if rs := s.doc.event.Rounds; !rs[len(rs)-1].Pairings[board-1].Result.Finished() {
			b.Fatalf("board %d: the result was not taken: %q", board, v.said.Text)
		}
	}
}

// largeSwissFile is a 2,000-player Swiss as a CSV import leaves it (no
// seats, so the pairing numbers come from the ratings).
func largeSwissFile(b *testing.B) string {
	path := newSwissFile(b, 0, 13)
	st, err := store.Open(path)
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	if err := st.Batch(func(tx *store.Tx) error {
		for i := 0; i < 2000; i++ {
			if _, err := tx.AddPlayer(tournament.Player{Name: fmt.Sprintf("Player %d", i+1), Rating: 2400 - i/2}); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		b.Fatal(err)
	}
	return path
}

// openLargeSwiss opens largeSwissFile in a window and pairs its round 1,
// as the arbiter does first.
func openLargeSwiss(b *testing.B) (*Shell, string) {
	path := largeSwissFile(b)
	s := benchShell(b, path)
	if !s.act(func() error { return s.doc.pair(true) }) {
		b.Fatal("pairing round 1 failed")
	}
	return s, path
}

// BenchmarkOpenLargeEvent opens a 2,000-player Swiss with round 1 paired
// and shows every view once, as the arbiter does on the first round. The
// target: the file open in under a second, each view under 100 ms.
func BenchmarkOpenLargeEvent(b *testing.B) {
	s, path := openLargeSwiss(b)
	s.closeDocument()
	b.ResetTimer()
	for b.Loop() {
		s.Open(path)
		for ar := area(0); ar < areaCount; ar++ {
			s.show(ar)
		}
		b.StopTimer()
		s.closeDocument()
		b.StartTimer()
	}
}

// BenchmarkShowViews switches through every view of a 2,000-player Swiss
// with round 1 paired, as the arbiter clicks the navigation: one
// operation is one switch. Target: 100 ms.
func BenchmarkShowViews(b *testing.B) {
	s, _ := openLargeSwiss(b)
	b.Cleanup(s.closeDocument)
	ar := area(0)
	for b.Loop() {
		ar = (ar + 1) % areaCount
		s.show(ar)
	}
}

// BenchmarkOpenPairingEditor opens the pairing editor on round 1 of a
// 2,000-player Swiss and closes it: what the window does before the
// editor shows, the checker's verdict, which runs in the background,
// left out. Target: 100 ms.
func BenchmarkOpenPairingEditor(b *testing.B) {
	s, _ := openLargeSwiss(b)
	b.Cleanup(s.closeDocument)
	s.background = func(func()) {}
	v := shownView[*roundsView](s, areaRounds)
	benchDialog(b, s, func() { test.Tap(v.swiss.edit) })
}

// benchDialog times open, which opens one dialog, closing the dialog
// between the runs untimed.
func benchDialog(b *testing.B, s *Shell, open func()) {
	for b.Loop() {
		open()
		b.StopTimer()
		closeTheDialog(b, s)
		b.StartTimer()
	}
}

// closeTheDialog closes the one dialog open in s; none or more than one
// open fails the benchmark.
func closeTheDialog(b *testing.B, s *Shell) {
	shown := openModals[s.win.Canvas()]
	if len(shown) != 1 {
		b.Fatalf("%d dialogs open, want one", len(shown))
	}
	shown[0].hide()
}

// BenchmarkOpenPrintDialog opens the print dialog (Ctrl+P) on round 1 of
// a 2,000-player Swiss and closes it: what the window does before the
// dialog shows; the page count and the printer list, which run in the
// background, left out. Target: 100 ms.
func BenchmarkOpenPrintDialog(b *testing.B) {
	s, _ := openLargeSwiss(b)
	b.Cleanup(s.closeDocument)
	s.background = func(func()) {}
	s.show(areaRounds)
	benchDialog(b, s, s.printView)
}

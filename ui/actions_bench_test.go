package ui

import (
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"arbiter/internal/testevent"
	"arbiter/tournament"
	"arbiter/tournament/conduct"
	"arbiter/tournament/store"
)

// benchWindowFile is the event bench/window measures: a 1,000-player
// Swiss of 9 rounds as a CSV import leaves it, round 1 paired.
func benchWindowFile(b *testing.B) string {
	path := newSwissFile(b, 0, 9)
	st, err := store.Open(path)
	if err != nil {
		b.Fatal(err)
	}
	if err := st.Batch(func(tx *store.Tx) error {
		for i := range 1000 {
			p := tournament.Player{Name: fmt.Sprintf("Player%04d, Bench", i+1), Rating: 2400 - i, Federation: "FIN", Club: fmt.Sprintf("Club %d", i%40)}
			if _, err := tx.AddPlayer(p); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		b.Fatal(err)
	}
	st.Close()
	a := benchShell(b, path)
	if !a.act(func() error { return a.doc.pair(true) }) {
		b.Fatal("pairing round 1 failed")
	}
	a.closeDocument()
	return path
}

// BenchmarkFirstShow shows each large view of the event bench/window
// measures as it is first shown after the file opens: the view made, read
// from the event and laid out, all of it done by the show. cpu-ms/op is
// its CPU time (every thread); ref-cpu-ms, measured in the same run, is
// showing the same view again once it is up to date, which does only the
// switch: their difference is what the view's first show costs.
func BenchmarkFirstShow(b *testing.B) {
	s := benchShell(b, benchWindowFile(b))
	for _, ar := range []area{areaRounds, areaStandings, areaCrosstable, areaSettings, areaRatings} {
		b.Run(areaInfo[ar].key[len("ui.nav."):], func(b *testing.B) {
			var first, again time.Duration
			for b.Loop() {
				b.StopTimer()
				s.show(areaPlayers)
				s.views[ar] = nil // made again by its first show
				b.StartTimer()
				first += cpuOf(func() { s.show(ar) })
				b.StopTimer()
				s.show(areaPlayers)
				again += cpuOf(func() { s.show(ar) })
				b.StartTimer()
			}
			reportMsPerOp(b, first, "cpu-ms/op")
			reportMsPerOp(b, again, "ref-cpu-ms")
		})
	}
}

// BenchmarkWindowAction times, on the event bench/window measures, the
// actions whose first response the window owes within 100 ms: cpu-ms/op
// is the action's CPU time (every thread) up to what it shows first, and
// ref-cpu-ms, measured in the same run, that of the least the window does
// for an input, a message box opened and closed.
func BenchmarkWindowAction(b *testing.B) {
	s := benchShell(b, benchWindowFile(b))
	s.background = func(func()) {} // the checker's verdict and the page count come later
	for _, ar := range []area{areaRounds, areaPlayers} {
		s.show(ar)
	}
	players := s.areaView(areaPlayers).(*playersView)
	rounds := s.areaView(areaRounds).(*roundsView)
	closeModal := func() { closeTheDialog(b, s) }
	for _, a := range []struct {
		name       string
		prepare    func()
		act, after func()
	}{
		{"search-letter", func() { s.show(areaPlayers) }, func() { players.filter.SetText("x") }, func() { players.filter.SetText("") }},
		{"search-backspace", func() { s.show(areaPlayers); players.filter.SetText("x") }, func() { players.filter.SetText("") }, func() {}},
		{"pairing-editor", func() { s.show(areaRounds) }, func() { test.Tap(rounds.swiss.edit) }, closeModal},
		{"print-dialog", func() { s.show(areaRounds) }, s.printView, closeModal},
	} {
		b.Run(a.name, func(b *testing.B) {
			a.prepare()
			var used, ref time.Duration
			for b.Loop() {
				used += cpuOf(a.act)
				b.StopTimer()
				a.after()
				a.prepare()
				ref += cpuOf(func() { s.showMessage("Arbiter", "A message") })
				closeModal()
				b.StartTimer()
			}
			reportMsPerOp(b, used, "cpu-ms/op")
			reportMsPerOp(b, ref, "ref-cpu-ms")
		})
	}
}

// BenchmarkOpenWindowEvent opens the event bench/window measures to its
// first view (the players): cpu-ms/op is the open's CPU time (every
// thread), read-cpu-ms that of reading the same file's event from the
// store alone, measured in the same run; over-ms is what the window adds
// to the reading. The target is 300 ms to the first view.
func BenchmarkOpenWindowEvent(b *testing.B) {
	path := benchWindowFile(b)
	a := test.NewTempApp(b)
	a.Preferences().SetString(prefLanguage, "en")
	s := shellIn(a, test.NewTempWindow(b, nil))
	var open, read time.Duration
	for b.Loop() {
		open += cpuOf(func() { s.Open(path) })
		b.StopTimer()
		if s.doc == nil {
			b.Fatal("the event did not open")
		}
		s.closeDocument()
		var d *document
		var err error
		read += cpuOf(func() { d, err = openDocument(path) })
		if err != nil {
			b.Fatal(err)
		}
		d.st.Close()
		b.StartTimer()
	}
	reportMsPerOp(b, open, "cpu-ms/op")
	reportMsPerOp(b, read, "read-cpu-ms")
	reportMsPerOp(b, open-read, "over-ms")
}

// BenchmarkResultKey saves a board's result as the result box does (the
// store's action, then the view on screen brought up to date), in the
// event bench/window measures and in a team Swiss of as many players (160
// teams of 6 on 4 boards, round 1 paired): cpu-ms/op is its CPU time
// (every thread). A team's key read the whole event in the store's action
// besides the window's reading of it, which an individual's never did.
func BenchmarkResultKey(b *testing.B) {
	for _, c := range []struct {
		name string
		file func(b *testing.B) string
		set  func(s *Shell, r tournament.Result) error
	}{
		{"individual", benchWindowFile, func(s *Shell, r tournament.Result) error { return s.doc.st.SetResult(1, 1, r) }},
		{"team", benchTeamFile, func(s *Shell, r tournament.Result) error { return s.doc.st.SetResult(1, 1, r) }},
	} {
		b.Run(c.name, func(b *testing.B) {
			s := benchShell(b, c.file(b))
			s.show(areaRounds)
			var used time.Duration
			for i := 0; b.Loop(); i++ {
				r := []tournament.Result{tournament.WhiteWins, tournament.NoResult}[i%2]
				var saved bool
				used += cpuOf(func() { saved = s.act(func() error { return c.set(s, r) }) })
				if !saved {
					b.Fatal("the result was refused")
				}
			}
			reportMsPerOp(b, used, "cpu-ms/op")
		})
	}
}

// benchTeamFile is a team Swiss of 160 teams of 6 players on 4 boards,
// round 1 paired.
func benchTeamFile(b *testing.B) string {
	path := filepath.Join(b.TempDir(), "teams.arbiter")
	set := tournament.DefaultSettings()
	set.Name, set.System, set.Rounds = "League", tournament.TeamSwiss, 7
	set.TieBreaks = set.System.DefaultTieBreaks()
	st, err := store.CreateWith(path, set, func(tx *store.Tx) error {
		if err := tx.SetTeamOptions(set.System.DefaultTeamOptions(4)); err != nil {
			return err
		}
		for i := 1; i <= 160; i++ {
			id, err := tx.AddTeam(tournament.Team{Name: fmt.Sprintf("Team %d", i)})
			if err != nil {
				return err
			}
			for k := 1; k <= 6; k++ {
				if _, err := tx.AddTeamPlayer(id, tournament.Player{Name: fmt.Sprintf("Player %d-%d", i, k), Rating: 2400 - i - k}); err != nil {
					return err
				}
			}
		}
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	ev := testevent.Event(b, st)
	if _, err := conduct.Pair(st, ev, 1, false); err != nil {
		b.Fatal(err)
	}
	return path
}

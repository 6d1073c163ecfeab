package venue

import (
	"strings"
	"testing"
	"time"

	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/tournament"
	"arbiter/tournament/store"
)

// TestPlayerPageNeverWaitsForTheForecast: the server works the norm
// forecast out when the event changes, in the background; a player's page
// asked meanwhile answers at once, with the last forecast said to be from
// before the change (or, at the start, that it is being worked out), and
// once the new one is ready the page gives it. The forecast is held back
// here until the test lets it go: the page must not wait for it.
func TestPlayerPageNeverWaitsForTheForecast(t *testing.T) {
	gate := make(chan struct{})
	work := forecastWork
	forecastWork = func(f *facts) *forecasts { <-gate; return work(f) }
	t.Cleanup(func() { forecastWork = work })

	ev := testevent.Withdrawal1953(t, 0)
	ev.Settings.Ruleset = rules.USSR1953
	file := testevent.EventFile(t, ev)
	ro := testevent.OpenReadOnly(t, file)
	srv, err := New(ro, Options{Poll: 5 * time.Millisecond, Failed: func(err error) { t.Log(err) }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Close)
	cat := i18n.For(i18n.English)
	page := func() (*snapshot, string) {
		t.Helper()
		snap := srv.snap.Load()
		r, ok := srv.page(snap, i18n.English, "player-1.html", false)
		if !ok {
			t.Fatal("no page for player 1")
		}
		return snap, string(r.body)
	}
	stale, pending := cat.T("venue.forecast.stale"), cat.T("venue.forecast.pending")
	goal := cat.T("forecast.goal.confirmed", "category", "III")

	snap, body := page()
	if !strings.Contains(body, pending) || strings.Contains(body, goal) {
		t.Fatalf("before the first forecast is ready the page should say it is being worked out:\n%s", body)
	}
	gate <- struct{}{}
	<-snap.changed
	snap, body = page()
	if !strings.Contains(body, goal) || strings.Contains(body, pending) || strings.Contains(body, stale) {
		t.Fatalf("the forecast is ready, the page lacks it:\n%s", body)
	}
	before := body

	// A result of player 1's last game: the event changes.
	w := testevent.Open(t, file)
	last := ev.Rounds[len(ev.Rounds)-1]
	board := 0
	for _, g := range last.Pairings {
		if g.White == 1 || g.Black == 1 {
			board = g.Board
		}
	}
	if err := w.Batch(func(tx *store.Tx) error { return tx.SetResult(last.Number, board, tournament.WhiteWins) }); err != nil {
		t.Fatal(err)
	}
	w.Close()
	<-snap.changed
	snap, body = page()
	if !strings.Contains(body, stale) || !strings.Contains(body, goal) {
		t.Fatalf("while the new forecast is worked out the page should give the last one, saying so:\n%s", body)
	}
	gate <- struct{}{}
	<-snap.changed
	_, body = page()
	if strings.Contains(body, stale) || body == before {
		t.Fatalf("the new forecast is ready, the page still gives the last:\n%s", body)
	}
}

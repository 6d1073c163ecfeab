package venue_test

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"arbiter/internal/testevent"
	"arbiter/tournament/store"
	"arbiter/venue"
)

// FuzzVenueRequest sends the live page's server any request a phone in
// the hall, or anyone on its network, could: any method, path, query,
// headers and body, to the pages and to the deputy's result form with
// entry on. Nothing makes it panic or fail as a server (5xx other than the
// 503 of a refusal), and no request changes the event: none carries a
// form token the server gave, so every result stays as it was.
func FuzzVenueRequest(f *testing.F) {
	file, w := heldEvent(f, "round-robin")
	ro := testevent.OpenReadOnly(f, file)
	srv, err := venue.New(ro, venue.Options{Deputy: w})
	if err != nil {
		f.Fatal(err)
	}
	defer srv.Close()
	if err := srv.SetPIN("246813"); err != nil { // a PIN of the old form, for scripts
		f.Fatal(err)
	}
	h := srv.Handler()
	before := results(f, w)

	f.Add("GET", "/standings.html", "", "", "")
	f.Add("GET", "/fi/player-2.html?x=%00", "", "", "")
	f.Add("POST", "/enter.html", form, "token=abc&round=2&board=1&result=1-0&pin=2468", "http://evil.example")
	f.Add("POST", "/enter.html", "multipart/form-data; boundary=x", "--x\r\n\r\n", "")
	f.Add("GET", "/events", "", "", "")
	f.Add("HEAD", "/../../etc/passwd", "", "", "")
	f.Fuzz(func(t *testing.T, method, target, contentType, body, origin string) {
		if !strings.HasPrefix(target, "/") {
			target = "/" + target
		}
		// A stream (the page's live updates) is cut short at once.
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		req, err := http.NewRequestWithContext(ctx, method, "http://192.168.1.10:8080"+target, bytes.NewReader([]byte(body)))
		if err != nil {
			return // no client sends it
		}
		req.Header.Set("Content-Type", contentType)
		if origin != "" {
			req.Header.Set("Origin", origin)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code >= 500 && rec.Code != http.StatusServiceUnavailable {
			t.Fatalf("%s %q: status %d: %s", method, target, rec.Code, rec.Body.String())
		}
		if got := results(t, w); got != before {
			t.Fatalf("%s %q changed the results: %s, were %s", method, target, got, before)
		}
	})
}

// results are the event's results, round by round.
func results(t testing.TB, w *store.Store) string {
	t.Helper()
	ev := testevent.Event(t, w)
	var b strings.Builder
	for _, r := range ev.Rounds {
		for _, p := range r.Pairings {
			b.WriteString(p.Result.String())
		}
		b.WriteString("|")
	}
	return b.String()
}

package venue_test

import (
	"fmt"
	"net/http"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/internal/testevent"
	"arbiter/tournament"
	"arbiter/tournament/store"
)

// TestPlayerPageGivesTheNormForecast: before the last round of a
// FIDE-rated round robin, a player's page at the venue gives the title
// norms he can still make and what each needs, as the sheet words them.
func TestPlayerPageGivesTheNormForecast(t *testing.T) {
	ev := testevent.NormBeforeLastRound(t)
	ev.Settings.Rules.FIDERated = true
	file := filepath.Join(t.TempDir(), "norm.arbiter")
	st, err := store.CreateImported(file, ev, true, tournament.SwissOptions{})
	if err != nil {
		t.Fatal(err)
	}
	st.Close()
	ev = testevent.Read(t, file)
	_, base := server(t, file, nil)
	page := forecastPage(t, base, fmt.Sprintf("/player-%d.html", ev.Players[0].ID))
	for _, want := range []string{"Norm forecast", "<li>GM: ", "<li>IM: "} {
		if !strings.Contains(page, want) {
			t.Errorf("player page lacks %q", want)
		}
	}
}

// forecastPage is a player's page once the server has worked out the
// forecast of the event as it stands: read again after the update that
// its being ready sends to open pages.
func forecastPage(t *testing.T, base, name string) string {
	t.Helper()
	rev := get2(t, base+"/rev")
	resp, err := http.Get(base + "/events?since=" + rev)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	code, page := get(t, base+name)
	if code != 200 {
		t.Fatalf("%s: %d", name, code)
	}
	if !strings.Contains(page, "being worked out") {
		return page
	}
	// The stream was opened before the page was read: the update comes
	// on it whenever the forecast is ready.
	buf := make([]byte, 256)
	seen := ""
	for !strings.Contains(seen, "data: ") {
		n, err := resp.Body.Read(buf)
		seen += string(buf[:n])
		if err != nil {
			t.Fatalf("the stream ended before the forecast was ready: %v", err)
		}
	}
	return get2(t, base+name)
}

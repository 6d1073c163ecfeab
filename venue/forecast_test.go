package venue_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/internal/testevent"
	"arbiter/tournament/store"
)

// TestPlayerPageGivesTheNormForecast: before the last round of a
// FIDE-rated round robin, a player's page at the venue gives the title
// norms he can still make and what each needs, as the sheet words them.
func TestPlayerPageGivesTheNormForecast(t *testing.T) {
	ev := testevent.NormBeforeLastRound(t)
	ev.Settings.Rules.FIDERated = true
	file := filepath.Join(t.TempDir(), "norm.arbiter")
	st, err := store.CreateImported(file, ev, true)
	if err != nil {
		t.Fatal(err)
	}
	st.Close()
	ev = testevent.Read(t, file)
	_, base := server(t, file, nil)
	code, page := get(t, fmt.Sprintf("%s/player-%d.html", base, ev.Players[0].ID))
	if code != 200 {
		t.Fatalf("%d", code)
	}
	for _, want := range []string{"Norm forecast", "<li>GM: ", "<li>IM: "} {
		if !strings.Contains(page, want) {
			t.Errorf("player page lacks %q", want)
		}
	}
}

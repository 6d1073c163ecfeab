package ui

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"arbiter/tournament"
)

// A standings row whose name is cut short at 1024×700, reached by the
// arrows alone, says the name whole on the status line, as a click does
// (TestEndToEndStandingsClubs): the keyboard had no other way to read it.
func TestStandingsRowByKeysSaysItsCutTextWhole(t *testing.T) {
	long := "Aleksandra-Kristiina Vahtramäe-Kalevipoeg Tšernõšova-Lõhmus" // 59 letters: a name holds 60
	// Of a long club too: the standings' compact cells left the name
	// alone room enough.
	players := seatedPlayers(long, "Boris", "Carl", "Dana")
	players[0].Club = "Tallinna Kalev Male- ja Kabeklubi"
	settings := tournament.DefaultSettings()
	settings.Name = "Test Open"
	s := openShell(t, createEvent(t, filepath.Join(t.TempDir(), "event.arbiter"), settings, players...))
	pairRoundRobin(t, s, 1)
	s.win.Resize(fyne.NewSize(1024, 700))
	s.show(areaStandings)
	v := s.areaView(areaStandings).(*standingsView)
	row := -1
	for r := range v.grid.shown {
		if strings.Contains(v.grid.wholeCut(v.grid.shown[r]), long) {
			row = r
		}
	}
	if row < 0 {
		t.Fatalf("no row cuts %q at 1024 px", long)
	}
	v.grid.chosen = -1
	// The arrows go from the keyboard's ring, on row 1 as the view opens.
	keys := slices.Repeat([]fyne.KeyName{fyne.KeyDown}, row)
	if row == 0 {
		keys = []fyne.KeyName{fyne.KeyDown, fyne.KeyUp}
	}
	for _, k := range keys {
		v.grid.table.TypedKey(&fyne.KeyEvent{Name: k})
	}
	if !strings.Contains(s.status.Text, long) {
		t.Errorf("the row reached by the arrows: the status line says %q, want the name whole", s.status.Text)
	}
}

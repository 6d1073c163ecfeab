package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"arbiter/tournament"
)

// A player typed beside one of the same name but for its accents is
// refused in the box, which asks whether he is another person; Cancel
// adds nobody, "Add anyway" adds the namesake.
func TestPlayerDialogOffersNamesake(t *testing.T) {
	s := openShell(t, newEventFile(t, "Tõnis Õunapuu"))
	s.show(areaPlayers)
	v := s.views[areaPlayers].(*playersView)
	v.openDialog(tournament.Player{})
	fields := boxFields(s)
	test.Type(fields[0], "Ounapuu")
	test.Type(fields[1], "Tonis")
	test.Tap(defaultButton(t, s))
	if n := len(openModals[s.win.Canvas()]); n != 2 {
		t.Fatalf("%d boxes open after the namesake's save, want the player's and the question", n)
	}
	msg := topMessage(s)
	if want := "Tonis Ounapuu is already in the event as Tõnis Õunapuu"; !strings.Contains(msg, want) {
		t.Errorf("the question %q lacks %q", msg, want)
	}
	test.Tap(boxButton(t, s, s.t("ui.cancel")))
	if len(s.doc.event.Players) != 1 {
		t.Fatalf("Cancel added the namesake: %d players", len(s.doc.event.Players))
	}
	test.Tap(defaultButton(t, s)) // Save again in the player's box
	test.Tap(boxButton(t, s, s.t("ui.players.namesake.add")))
	if ps := s.doc.event.Players; len(ps) != 2 || ps[1].Name != "Tonis Ounapuu" {
		t.Fatalf("players %+v, want the namesake added", ps)
	}
	if n := len(openModals[s.win.Canvas()]); n != 0 {
		t.Errorf("%d boxes open after the namesake was added", n)
	}
}

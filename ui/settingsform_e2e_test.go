package ui

import (
	"fmt"
	"image"
	"testing"

	"arbiter/tournament"
)

// TestEndToEndSettingsProblems types four wrong fields into the event's
// settings in the real window at 1024×700 in Finnish (the host
// federation, the first and last day, the chief arbiter's FIDE ID) and
// saves them: every problem is shown at once, in red below its field
// within the window, and nothing is saved. The view said one problem a
// Save, on a line that appeared above the buttons and moved the view.
// ARBITER_E2E_SHOTS=folder keeps the pictures.
func TestEndToEndSettingsProblems(t *testing.T) {
	w := emptyFinnishEventAt1024(t, "asetukset.arbiter", "Asetukset", "settings-fi")
	w.clicked(navItem(areaSettings))
	w.clicked(settingsName.X, settingsName.Y)
	// Tab goes name, site, federation, organiser, first day, last day,
	// chief arbiter, his FIDE ID.
	w.formProblems(4*150, func() image.Image { return w.clicked(settingsSave.X, settingsSave.Y) },
		tabbed{2, "fi1"}, tabbed{2, "31.13.2026"}, tabbed{1, "eilen"}, tabbed{2, "12a"})
	w.await("nothing saved", func(ev *tournament.Event) error {
		if st := ev.Settings; st.Federation != "" || st.StartDate != "" || st.ChiefArbiterFIDEID != "" {
			return fmt.Errorf("saved %q %q %q", st.Federation, st.StartDate, st.ChiefArbiterFIDEID)
		}
		return nil
	})
}

// settingsName and settingsSave are where the settings view's first
// field and its Save button lie in a 1024×700 window.
var (
	settingsName = struct{ X, Y int }{700, 164}
	settingsSave = struct{ X, Y int }{295, 630}
)

// emptyFinnishEventAt1024 makes an event of no players named name, in
// Finnish, in the file base, and opens it in the real window at 1024×700,
// its pictures kept under shots (shotsIn).
func emptyFinnishEventAt1024(t *testing.T, base, name, shots string) *window {
	t.Helper()
	return eventOnScreen(t, "fi", image.Pt(1024, 700), base, "empty event "+name, shots, func(cli func(args ...string), file string) {
		cli("new", file, "--name", name, "--lang", "fi")
	})
}

package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"arbiter/ui/look"
	"arbiter/ui/look/looktest"
)

// The hints beside the work, the standings' legend under the table, the
// rounds view's keys and the backups' folder, can be read: their letters
// stand at least 4.5:1 against the window (WCAG's AA for text), in the
// dark theme and in the light. They were drawn in the colour of a disabled button, 1.6:1 on the
// dark window and 1.3:1 on the light, and could hardly be made out.
func TestHintsCanBeRead(t *testing.T) {
	for _, variant := range []fyne.ThemeVariant{theme.VariantDark, theme.VariantLight} {
		s, rounds := roundOfTwelve(t)
		fyne.CurrentApp().Settings().SetTheme(looktest.InVariant{Theme: look.Theme{Theme: theme.DefaultTheme()}, V: variant})
		s.win.Resize(fyne.NewSize(1024, 900)) // the keys whole above the status line
		runKey(t, s, viewKeys[areaRounds].shortcut())
		rounds.showKeys()
		if !rounds.help.Visible() {
			t.Fatal("Keys did not show the rounds view's keys")
		}
		if got := looktest.ContrastIn(s.win, rounds.help); got < 4.5 {
			t.Errorf("variant %d: the rounds view's keys stand %.2f:1 against the window, want 4.5:1", variant, got)
		}
		runKey(t, s, viewKeys[areaStandings].shortcut())
		note := s.areaView(areaStandings).(*standingsView).note
		if !note.Visible() || note.Text == "" {
			t.Fatal("the standings show no notes")
		}
		if got := looktest.ContrastIn(s.win, note); got < 4.5 {
			t.Errorf("variant %d: the standings' notes stand %.2f:1 against the window, want 4.5:1", variant, got)
		}
		runKey(t, s, viewKeys[areaFile].shortcut())
		if got := looktest.ContrastIn(s.win, s.areaView(areaFile).(*fileView).folder); got < 4.5 {
			t.Errorf("variant %d: the backups' folder stands %.2f:1 against the window, want 4.5:1", variant, got)
		}
	}
}

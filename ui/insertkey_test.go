package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"arbiter/i18n"
)

// Insert pressed where the keyboard is in a view whose list adds nothing
// (a round's result box, the standings) begins a new player as it does in
// the players' list: that list is shown and its Add box opened, in each
// language. After round 1 the arbiter pressed Insert in the rounds view
// for a late entry, and nothing happened and nothing was said.
func TestInsertInAnotherViewBeginsANewPlayer(t *testing.T) {
	s := openShell(t, newSwissFile(t, 6, 3))
	pairedNow(t, s)
	inEachLanguage(s, func(lang i18n.Lang) {
		for _, from := range []struct {
			name  string
			focus func() fyne.Focusable
		}{
			{"the rounds view's result box", func() fyne.Focusable { return shownView[*roundsView](s, areaRounds).resultBox() }},
			{"the standings' table", func() fyne.Focusable { return shownView[*standingsView](s, areaStandings).grid.table }},
		} {
			s.win.Canvas().Focus(from.focus())
			pressKey(s, fyne.KeyInsert)
			title := false
			for _, l := range overlayParts[*widget.Label](s) {
				title = title || l.Text == s.t("ui.players.add.title")
			}
			if s.area != areaPlayers || !boxOpen(s) || !title {
				t.Errorf("%s: Insert in %s: the view shown %v, a box open %v, the new player's box %v; want the players' list and its Add box",
					lang, from.name, s.area, boxOpen(s), title)
			}
			if boxOpen(s) {
				pressKey(s, fyne.KeyEscape)
			}
		}
	})
}

package ui

import (
	"testing"

	"fyne.io/fyne/v2"

	"arbiter/i18n"
)

// A player's box saved with nothing changed in it (Edit, a look, Enter)
// saves nothing and says so, in the window's language: the file took an
// action that changed nothing, the status line said "Saved: Player
// details changed", and Undo offered to take back that nothing, the
// result typed before it one Undo further away.
func TestPlayerSavedUnchangedSavesNothing(t *testing.T) {
	s, _ := roundOfTwelve(t)
	c := s.win.Canvas()
	inEachLanguage(s, func(l i18n.Lang) {
		v := shownView[*playersView](s, areaPlayers)
		p := s.doc.event.Players[2]
		head, err := s.doc.st.AuditHead()
		if err != nil {
			t.Fatal(err)
		}
		v.openDialog(p)
		if c.Focused() == nil {
			t.Fatalf("%s: the player's box opened with nothing focused", l)
		}
		pressKey(s, fyne.KeyReturn)
		if n := len(openModals[c]); n != 0 {
			t.Fatalf("%s: Enter left %d boxes open:\n%s", l, n, topMessage(s))
		}
		if now, _ := s.doc.st.AuditHead(); now != head {
			t.Errorf("%s: the unchanged player was saved as a change (history %d, was %d)", l, now, head)
		}
		if want := s.t("ui.players.edit.same", "name", p.Name); s.status.Text != want {
			t.Errorf("%s: the status line says %q, want %q", l, s.status.Text, want)
		}
	})
}

package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arbiter/i18n"
	"arbiter/tournament"
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

// A family name of three letters with given names of 145 was refused
// below the family name, "Name is longer than 60 characters", the field
// too long not named. The limit is the whole name's: the problem below
// the names (the given names have no line of their own, for the form to
// fit 1024×700) names both, with their count together and what to do, in
// each language, and nobody is added.
func TestANameTooLongNamesBothItsParts(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris"))
	for _, l := range []i18n.Lang{i18n.English, i18n.Finnish, i18n.Estonian} {
		s.SetLanguage(l)
		players := s.areaView(areaPlayers).(*playersView)
		players.openDialog(tournament.Player{})
		f := players.search.f
		given := "Matti" + strings.Repeat("y", 140)
		f.family.SetText("Aho")
		f.given.SetText(given)
		test.Tap(defaultButton(t, s))
		var named tournament.Player // the name as kept, which the limit counts
		named.SetNames("Aho", given)
		want := s.t("ui.players.name.long", "n", len(named.Name), "max", 60)
		if got := f.notes[f.family].problem; got != want {
			t.Errorf("%s: below the names: %q, want %q", l, got, want)
		}
		if n := len(s.doc.event.Players); n != 2 {
			t.Fatalf("%s: %d players after the refusal, want 2", l, n)
		}
		pressKey(s, fyne.KeyEscape)
	}
}

package ui

import (
	"testing"

	"fyne.io/fyne/v2"

	"arbiter/i18n"
)

// In the requested-bye box a round chosen on its closed list with the
// arrows is confirmed by one Enter, as a field's Enter confirms the box;
// Enter opened the list again, and a second Enter only kept the choice.
// On a list the keys have not touched Enter still opens it, so that
// Enter on a choice never seen is not taken for a decision.
func TestRequestedByeOneEnterOnTheRound(t *testing.T) {
	s, v := roundOfTwelve(t)
	c := s.win.Canvas()
	for _, lang := range i18n.Complete {
		s.SetLanguage(lang)
		v = s.areaView(areaRounds).(*roundsView)
		before, next := len(s.doc.event.Requests), s.doc.event.NextRound()
		_, stops := openBox(t, s, boxCase{"requested bye", func() { v.swiss.requestBye() }})
		player, round := stops[0].(*picker), stops[1].(*picker)
		player.SetSelectedIndex(before) // another player in each language
		c.Focus(round)
		keystroke(s, fyne.KeyReturn, 0)
		if len(openModals[c]) != 1 || len(s.doc.event.Requests) != before {
			t.Fatalf("%s: Enter on the untouched round closed the box or recorded a bye", lang)
		}
		keystroke(s, fyne.KeyEscape, 0) // closes the list Enter opened
		c.Focus(round)
		keystroke(s, fyne.KeyRight, 0)
		keystroke(s, fyne.KeyReturn, 0)
		if len(openModals[c]) != 0 || len(s.doc.event.Requests) != before+1 {
			t.Fatalf("%s: one Enter after choosing the round: %d boxes open, %d requests, want the bye recorded", lang, len(openModals[c]), len(s.doc.event.Requests))
		}
		if got, want := s.doc.event.Requests[before].Round, next+1; got != want {
			t.Errorf("%s: the bye is in round %d, want %d", lang, got, want)
		}
	}
}

package ui

import (
	"testing"

	"fyne.io/fyne/v2"
)

// A player reinstated by the keys (Space on Reinstate, Enter on the
// question) leaves the keyboard on the players' list, its Down the next
// player's: Withdraw takes Reinstate's place as the box closes, Reinstate
// hidden could not take the keyboard back, and nothing had it, so the
// arbiter's Down moved nothing and his Space pressed nothing.
func TestReinstatedByKeysLeavesTheKeyboardOnTheList(t *testing.T) {
	s, _ := roundOfTwelve(t)
	s.show(areaPlayers)
	v := s.areaView(areaPlayers).(*playersView)
	const row = 2
	p := v.players[row]
	if !s.act(func() error { return s.doc.st.WithdrawPlayer(p.ID, 1) }) {
		t.Fatalf("%s was not withdrawn", p.Name)
	}
	v.grid.selectRow(row)
	c := s.win.Canvas()
	c.Focus(v.reinstate)
	pressKey(s, fyne.KeySpace)
	pressKey(s, fyne.KeyReturn)
	if q, _ := s.doc.event.Player(p.ID); q.Withdrawn() {
		t.Fatalf("Space on Reinstate and Enter did not reinstate %s:\n%s", p.Name, topMessage(s))
	}
	pressKey(s, fyne.KeyDown)
	if c.Focused() != fyne.Focusable(v.grid.table) {
		t.Errorf("after the reinstatement the keyboard is on %v, want the players' list", c.Focused())
	}
	if v.grid.chosen != row+1 {
		t.Errorf("Down after the reinstatement: the list's cursor on row %d, want %d", v.grid.chosen, row+1)
	}
}

package ui

import (
	"strings"
	"testing"
)

// A name typed on the players' list goes to its search, which puts the
// cursor on the player found, and Enter opens his box: "laine" finds
// Pekka Laine, not Ilkka Hämäläinen, whose name holds "laine" too. The
// letters did nothing on the list, its search reached only by the mouse.
// Space stays the list's own.
func TestTypingOnThePlayersListSearchesIt(t *testing.T) {
	s := openShell(t, newEventFile(t, "Ilkka Hämäläinen", "Pekka Laine", "Mikko Virtanen"))
	v := shownView[*playersView](s, areaPlayers)
	s.win.Canvas().Focus(v.grid.table)
	typeKeys(s, " ")
	if s.win.Canvas().Focused() != v.grid.table || v.filter.Text != "" {
		t.Fatalf("Space on the list: the keyboard on %T, the search %q", s.win.Canvas().Focused(), v.filter.Text)
	}
	typeKeys(s, "laine")
	if s.win.Canvas().Focused() != v.filter || v.filter.Text != "laine" {
		t.Fatalf("after laine typed on the list: the keyboard on %T, the search %q", s.win.Canvas().Focused(), v.filter.Text)
	}
	if v.selected < 0 || v.players[v.selected].Name != "Pekka Laine" {
		t.Fatalf("the search chose row %d, want Pekka Laine", v.selected)
	}
	pressEnter(v.filter)
	if f := boxFields(s); len(f) == 0 || !strings.Contains(f[0].Text+" "+f[1].Text, "Laine") {
		t.Errorf("Enter opened the box of %q", dialogText(s))
	}
}

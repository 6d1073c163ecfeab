package words_test

import (
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/tournament"
	"arbiter/words"
)

// Two late entries saved together (a list imported, or typed one after
// another in the players' box, which says it as the box closes) are told
// as two: the message said "The new player's rating gives a new place" of
// both, naming one player where two had moved the others.
func TestRenumberedCountsThePlayersAdded(t *testing.T) {
	ev := testevent.Swiss(t, 8, 2, false)
	before := ev.StartNumbers()
	ev.Players = append(ev.Players, tournament.Player{ID: 101, Name: "Kõrge Reiting", Rating: 2900, Entered: 3},
		tournament.Player{ID: 102, Name: "Teine Reiting", Rating: 2800, Entered: 3})
	for _, l := range i18n.Complete {
		cat := i18n.For(l)
		lines := words.Renumbered(cat, ev, before, words.Renumbering{})
		if len(lines) == 0 {
			t.Fatalf("%s: no word on the numbers two late entries moved", l)
		}
		moved := len(lines) - 1
		if one := cat.T("live.renumber.text", "n", moved, "rounds", 2, "added", 1); lines[0] == one {
			t.Errorf("%s: two players added, the message speaks of one: %q", l, lines[0])
		}
		if want := "The 2 new players' ratings give"; l == i18n.English && !strings.HasPrefix(lines[0], want) {
			t.Errorf("en: %q does not begin %q", lines[0], want)
		}
	}
}

package ui

import (
	"fmt"
	"image"

	"arbiter/tournament"
)

// playersKeysEvent is the event of the players' walk by the keys: a Swiss
// of one player, Tõnis Õunapuu.
var playersKeysEvent = walkEvent{"keys", "Keys", func(cli func(args ...string), file, _ string) {
	cli("new", file, "--name", "Keys", "--system", "swiss", "--rounds", "5")
	cli("player", "add", file, "--name", "Tõnis Õunapuu", "--rating", "2000")
}}

// playersByKeys adds and edits players in the real window by the keys
// alone, in English at 1024×700 (TestEndToEndBoxesByKeys, on
// playersKeysEvent): Insert in the players list opens the new player's box
// (it did nothing), a name already in the event but for its accents is
// asked about and "Add anyway", reached by Tab and pressed with Space,
// adds the namesake (he was added without a word), and Enter on the list
// edits the chosen player (it did nothing). ARBITER_E2E_SHOTS=folder
// keeps the pictures.
func playersByKeys(w *window, _ string, _ image.Point) {
	w.keys("ctrl+1") // the players list, shown as the file opens, has the keyboard
	w.changed("Insert")
	w.typeFields(tabbed{0, "Ounapuu"}, tabbed{1, "Tonis"})
	w.changed("Return") // refused, and asked about
	w.shot("namesake-asked")
	w.tab(1) // to Add anyway, the first button; Enter would take Cancel
	w.changed("space")
	w.await("the namesake added", func(ev *tournament.Event) error {
		if len(ev.Players) != 2 || ev.Players[1].Name != "Tonis Ounapuu" {
			return fmt.Errorf("players %v", ev.Players)
		}
		return nil
	})
	// Added as Enter asked, the box stays open for the next player, as
	// every Enter there leaves it; Escape closes it.
	w.changed("Escape")
	// In the list Space chooses the first player and Enter edits him: his
	// rating, reached by Tab past the names, the title and the sex (a
	// Swiss's number follows the ratings, its field shut), and saved by
	// Enter.
	w.keys("ctrl+1")
	w.changed("space")
	w.changed("Return")
	w.tab(4)
	w.typeText("1999")
	w.keys("Return")
	w.await("the player chosen edited", func(ev *tournament.Event) error {
		for _, p := range ev.Players {
			if p.Rating == 1999 {
				return nil
			}
		}
		return fmt.Errorf("no player rated 1999: %v", ev.Players)
	})
}

// namesEvent is the event of the name typed on the players' list: a
// Swiss of four, round 1 played.
var namesEvent = walkEvent{"names", "Names round 1 played", func(cli func(args ...string), file, lang string) {
	cli("new", file, "--name", "Names", "--system", "swiss-dutch", "--rounds", "3", "--lang", lang)
	addRated(cli, file, "Timo Hämäläinen", "Jussi Laine", "Kari Nieminen", "Liisa Salonen")
	cli("pair", file)
	whiteWins(cli, file, 1, 2) // the withdrawal's round is played
}}

// nameTypedOnThePlayersList types "laine" on the real window's players'
// list in Finnish at 1024×700 (TestEndToEndBoxesByKeys, on namesEvent), where Timo Hämäläinen, whose name holds it,
// comes first, and withdraws the player found by Ctrl+W and Enter: the
// file has Jussi Laine withdrawn and no one else. The letters did
// nothing on the list.
func nameTypedOnThePlayersList(w *window, _ string, _ image.Point) {
	w.changed("ctrl+2")
	w.changed("ctrl+1") // the players' list has the keyboard
	w.keepShot("typed", w.after(func() { w.typeText("laine") }, "laine"))
	w.changed("ctrl+w")
	w.keys("Return")
	w.await("the player found withdrawn", func(ev *tournament.Event) error {
		var gone []string
		for _, p := range ev.Players {
			if p.Withdrawn() {
				gone = append(gone, p.Name)
			}
		}
		if len(gone) != 1 || gone[0] != "Jussi Laine" {
			return fmt.Errorf("withdrawn: %q, want Jussi Laine alone", gone)
		}
		return nil
	})
	w.shot("outcome")
	w.changed("Return") // the outcome's OK, for the walk after it (walkInOneApp)
}

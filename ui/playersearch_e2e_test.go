package ui

import (
	"fmt"
	"image"
	"strconv"
	"testing"

	"arbiter/tournament"
)

// TestEndToEndNameTypedOnThePlayersList types "laine" on the real
// window's players' list, where Timo Hämäläinen, whose name holds it,
// comes first, and withdraws the player found by Ctrl+W and Enter: the
// file has Jussi Laine withdrawn and no one else. The letters did
// nothing on the list.
func TestEndToEndNameTypedOnThePlayersList(t *testing.T) {
	w := eventOnScreen(t, "fi", image.Pt(1024, 700), "names.arbiter", "Names round 1 played", "playersearch", func(cli func(args ...string), file string) {
		cli("new", file, "--name", "Names", "--system", "swiss-dutch", "--rounds", "3", "--lang", "fi")
		for i, n := range []string{"Timo Hämäläinen", "Jussi Laine", "Kari Nieminen", "Liisa Salonen"} {
			cli("player", "add", file, "--name", n, "--rating", strconv.Itoa(2300-20*i))
		}
		cli("pair", file)
		for board := 1; board <= 2; board++ { // the withdrawal's round is played
			cli("result", file, "--round", "1", "--board", strconv.Itoa(board), "1-0")
		}
	})
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
}

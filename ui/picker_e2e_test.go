package ui

import (
	"fmt"
	"image"
	"strconv"

	"arbiter/internal/xwindow"
	"arbiter/tournament"
)

// sixtyPaired is the event of the long drop-down's walk: a Swiss of 60
// players, round 1 paired. Its file's name is typed into the chooser
// (openByKeys), in ASCII: xdotool typed "pitkä.arbiter" as
// "pitk.arbiter", a file that is not there.
var sixtyPaired = walkEvent{"pitka", "sixty paired", func(cli func(args ...string), file, lang string) {
	cli("new", file, "--name", "Pitkä", "--system", "swiss-dutch", "--rounds", "5", "--lang", lang)
	rows := make([][]string, 60)
	for i := range rows {
		rows[i] = []string{fmt.Sprintf("Player %d", i+1), strconv.Itoa(2400 - 10*i)}
	}
	addList(cli, file, []string{"Name", "Rating"}, rows...)
	cli("pair", file)
}}

// longDropDownOpensOnTheCurrentChoice opens the requested bye's player
// drop-down of a 60-player Swiss in the real window at 1024×700 by the
// keys alone, in English, Finnish and Estonian, and at 1366×768 in
// Finnish (TestEndToEndBoxesByKeys, on sixtyPaired): the
// 50th player typed into the closed drop-down chooses him, Down opens
// the list on him, his row on screen and highlighted (Fyne's list opened
// at its top, the 50th far below the window's foot), and Down and Enter
// take the 51st, whose bye Record the bye records. (Enter after the name
// typed saves the box, as one Enter does after any choice made there.) ARBITER_E2E_SHOTS=folder
// keeps the pictures.
func longDropDownOpensOnTheCurrentChoice(w *window, _ string, _ image.Point) {
	w.changed("ctrl+2")
	// Back from the result field to Requested bye, as byeBoxByKeys does;
	// the box opens with the keyboard on its player.
	w.tab(-7)
	typed := w.changed("space")
	w.typeText("player 50")
	// The search taken: the box shows a choice where it showed none, and
	// no list is open (a space the drop-down took after a pause of the
	// typing opens it, and Down would then move in it). Down goes to the
	// app after the typed keys, which it handles in their order, so the
	// search is whole when Down comes; the bye recorded for Player 51
	// below tells that it found Player 50.
	was := chosenBox(typed)
	w.awaitPicture("the typed search taken, the drop-down closed on its choice", "chosen", func(img image.Image) error {
		if xwindow.Same(img, typed) {
			return fmt.Errorf("the box as it opened")
		}
		if now := chosenBox(img); now != was {
			return fmt.Errorf("a list open: the selection's blue at %v, at %v as the box opened", now, was)
		}
		return nil
	})
	w.keys("Down")
	// The list's highlighted row: the selection's blue where the closed
	// box had none, wholly inside the window.
	w.awaitPicture("the list opened on the current choice, its row highlighted", "open", func(img image.Image) error {
		if now := chosenBox(img); now.Empty() || now == was || !now.In(img.Bounds()) || now.Dy() < 20 {
			return fmt.Errorf("the highlighted row at %v (the closed box's blue at %v)", now, was)
		}
		return nil
	})
	w.keys("Down")
	w.changed("Return")
	w.tab(4) // the round, the kind, Cancel, Record the bye
	w.keys("Return")
	w.await("Player 51's bye in round 2", func(ev *tournament.Event) error {
		for _, b := range ev.Requests {
			if p, _ := ev.Player(b.Player); p.Name == "Player 51" && len(ev.Requests) == 1 {
				return nil
			}
		}
		return fmt.Errorf("requests %+v", ev.Requests)
	})
	w.shot("recorded")
}

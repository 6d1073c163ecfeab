package ui

import (
	"fmt"
	"image"
	"time"

	"arbiter/tournament"
)

// byeBoxByKeys asks for a bye in the real window at 1024×700
// by the keys alone, in English, Finnish and Estonian
// (TestEndToEndBoxesByKeys): Shift+Tab from the
// result field to Requested bye and Space open the box in its player's
// drop-down; Record the bye (Tab, Enter) with no player says so in red
// below the field, the box open and nothing saved; the player's name
// typed into the closed drop-down chooses him, the arrow keys the round,
// and Record the bye records it. ARBITER_E2E_SHOTS=folder keeps the pictures.
func byeBoxByKeys(w *window, lang string, size image.Point) {
	w.changed("ctrl+2")
	// Back from the result field: the board's field, the list, the
	// check-in, the pairing options, Check round, Edit pairings, Requested
	// bye.
	w.tab(-7)
	clean := w.changed("space")
	if red, _ := redText(clean); red != 0 {
		w.failOn(clean, "%d red pixels before any problem", red)
	}
	// Enter on a drop-down opens its list: Tab past the round, the kind
	// and Cancel to Record the bye.
	w.tab(4)
	w.keys("Return")
	w.awaitPicture("the player not chosen said in red", "no-player", func(img image.Image) error {
		if red, _ := redText(img); red < 150 {
			return fmt.Errorf("%d red pixels", red)
		}
		return nil
	})
	w.typeFields(tabbed{1, "kuusk"}) // on from Record the bye to the player, the box's first field
	w.tab(1)
	w.step(2) // rounds 2 (the next), 3, 4
	w.shot("chosen")
	w.tab(3)
	w.keys("Return")
	w.await("Liis Kuusk's bye in round 4", func(ev *tournament.Event) error {
		for _, b := range ev.Requests {
			if p, _ := ev.Player(b.Player); p.Name == "Liis Kuusk" && b.Round == 4 && b.Kind == tournament.ByeHalfPoint && len(ev.Requests) == 1 {
				return nil
			}
		}
		return fmt.Errorf("requests %+v", ev.Requests)
	})
	w.shot("recorded")
}

// fastLetterEvent is a Swiss of six, round 1 paired, where Päivi Mäkinen
// is listed before Pekka Mäki, whose name begins hers.
var fastLetterEvent = walkEvent{"fastletter", "Swiss of Mäkinen before Mäki, round 1 paired", func(cli func(args ...string), file, lang string) {
	cli("new", file, "--name", "Kiired tähed", "--system", "swiss-dutch", "--rounds", "5", "--lang", lang)
	addRated(cli, file, "Liis Kuusk", "Päivi Mäkinen", "Pekka Mäki", "Jüri Saar", "Anna Aho", "Mati Tamm")
	cli("pair", file)
}}

// letterTypedFastOnADropDown types "mäki" at 30 ms a key, as an arbiter
// types a name, on the requested bye's closed player drop-down in the
// real window, in Estonian at 1024×700 (TestEndToEndBoxesByKeys, on
// fastLetterEvent): it chooses Pekka Mäki, not Päivi Mäkinen listed
// before him, and Record the bye records his bye. Typed by xdotool on a
// keyboard without "ä" it arrived as "mki" (no player bears it) in three
// tries of three, where "maki" arrived whole: xdotool put the letter on a
// spare key for its press alone, and the app read the press after the
// key was taken back (typeEvery).
func letterTypedFastOnADropDown(w *window, _ string, _ image.Point) {
	w.changed("ctrl+2")
	w.tab(-7) // back from the result field to Requested bye (byeBoxByKeys)
	w.changed("space")
	w.typeEvery(30*time.Millisecond, "mäki")
	w.shot("typed")
	w.tab(4) // past the round, the kind and Cancel to Record the bye
	w.keys("Return")
	w.await("Pekka Mäki's bye in round 2", func(ev *tournament.Event) error {
		for _, b := range ev.Requests {
			if p, _ := ev.Player(b.Player); p.Name == "Pekka Mäki" && b.Round == 2 && len(ev.Requests) == 1 {
				return nil
			}
		}
		return fmt.Errorf("requests %+v", ev.Requests)
	})
}

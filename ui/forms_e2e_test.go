package ui

import (
	"fmt"
	"image"

	"arbiter/tournament"
)

// playerFormProblems types a new player with six wrong fields into the
// real window at 1024×700 in Finnish (TestEndToEndBoxesByKeys, on an
// empty event) and saves him with Enter: every problem is shown at once,
// in red below its field, wrapped within the box (a long Finnish message
// ran past its right edge), and nobody is saved. Escape then closes the
// box, for the walk after it (walkInOneApp). ARBITER_E2E_SHOTS=folder
// keeps the pictures.
func playerFormProblems(w *window, _ string, _ image.Point) {
	w.click(navItem(areaPlayers))
	w.clicked(252, 629) // Add player: with no rating list the family name has the keyboard
	// Tab goes family, given, number, title, sex, rating, federation,
	// FIDE id, club, category, birth, category earned. The box is 960
	// points wide in the middle of the window; the family name, the
	// number, the rating, the federation, the FIDE id, the birth date and
	// the day earned say their problems.
	shown, outside := w.formProblems(7*200, func() image.Image { return w.changed("Return") },
		tabbed{2, "x"}, tabbed{3, "kaksitoista"}, tabbed{1, "fi"}, tabbed{1, "12a"}, tabbed{3, "84"}, tabbed{1, "eilen"})
	if outside > 0 {
		w.failOn(shown, "%d red pixels outside the box", outside)
	}
	w.await("nobody saved", func(ev *tournament.Event) error {
		if len(ev.Players) != 0 {
			return fmt.Errorf("%d players saved", len(ev.Players))
		}
		return nil
	})
	w.changed("Escape")
}

// formProblems shoots the form w shows as it is, types fields into it
// (typeFields) and submits them by submit: it fails where the form showed
// red before, or shows fewer than least red pixels after. It returns the
// form as submit shows it, kept as "problems", and its red right of the
// player box's edge (redText).
func (w *window) formProblems(least int, submit func() image.Image, fields ...tabbed) (shown image.Image, outside int) {
	w.t.Helper()
	clean := w.shot("clean")
	w.typeFields(fields...)
	w.shot("typed")
	shown = submit()
	w.keepShot("problems", shown)
	if red, _ := redText(clean); red != 0 {
		w.failOn(clean, "%d red pixels before any problem", red)
	}
	red, outside := redText(shown)
	if red < least {
		w.failOn(shown, "%d red pixels for the problems, %d of them outside the box", red, outside)
	}
	return shown, outside
}

// redText counts the pixels of img drawn in the theme's red, the colour
// of a field's problem, and those of them right of the player box's
// edge in a 1024 pixel window.
func redText(img image.Image) (red, outside int) {
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			if r>>8 > 170 && g>>8 < 110 && bl>>8 < 110 {
				red++
				if x-b.Min.X >= (1024+960)/2 {
					outside++
				}
			}
		}
	}
	return red, outside
}

// settingsProblems types four wrong fields into the event's settings in
// the real window at 1024×700 in Finnish (TestEndToEndBoxesByKeys, on
// an empty event) (the host federation, the first and last day, the
// chief arbiter's FIDE ID) and saves them: every problem is shown at
// once, in red below its field within the window, and nothing is saved.
// The view said one problem a Save, on a line that appeared above the
// buttons and moved the view. The wrong fields stay typed in the view:
// it is the last walk of its app (boxWalks). ARBITER_E2E_SHOTS=folder
// keeps the pictures.
func settingsProblems(w *window, _ string, _ image.Point) {
	w.clicked(navItem(areaSettings))
	w.clicked(settingsName.X, settingsName.Y)
	// Tab goes name, site, federation, organiser, first day, last day,
	// chief arbiter, his FIDE ID.
	w.formProblems(4*150, func() image.Image { return w.clicked(settingsSave.X, settingsSave.Y) },
		tabbed{2, "fi1"}, tabbed{2, "31.13.2026"}, tabbed{1, "eilen"}, tabbed{2, "12a"})
	w.await("nothing saved", func(ev *tournament.Event) error {
		if st := ev.Settings; st.Federation != "" || st.StartDate != "" || st.ChiefArbiterFIDEID != "" {
			return fmt.Errorf("saved %q %q %q", st.Federation, st.StartDate, st.ChiefArbiterFIDEID)
		}
		return nil
	})
}

// settingsName and settingsSave are where the settings view's first
// field and its Save button lie in a 1024×700 window.
var (
	settingsName = struct{ X, Y int }{700, 164}
	settingsSave = struct{ X, Y int }{295, 630}
)

// emptyEvent is the walkEvent name, an event of no players called event.
func emptyEvent(name, event string) walkEvent {
	return walkEvent{name, "empty event " + event, func(cli func(args ...string), file, lang string) {
		cli("new", file, "--name", event, "--lang", lang)
	}}
}

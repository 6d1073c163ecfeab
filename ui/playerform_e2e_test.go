package ui

import (
	"fmt"
	"image"
	"testing"

	"arbiter/tournament"
)

// TestEndToEndPlayerFormProblems types a new player with six wrong fields
// into the real window at 1024×700 in Finnish and saves him with Enter:
// every problem is shown at once, in red below its field, wrapped within
// the box (a long Finnish message ran past its right edge), and nobody
// is saved. ARBITER_E2E_SHOTS=folder keeps the pictures.
func TestEndToEndPlayerFormProblems(t *testing.T) {
	w := emptyFinnishEventAt1024(t, "lomake.arbiter", "Lomake", "playerform-fi")
	w.click(navItem(areaPlayers))
	w.clicked(252, 629) // Add player: with no rating list the family name has the keyboard
	clean := w.shot("clean")
	// Tab goes family, given, number, title, sex, rating, federation,
	// FIDE id, club, category, birth, category earned.
	w.tab(2)
	w.typeText("x")
	w.tab(3)
	w.typeText("kaksitoista")
	w.tab(1)
	w.typeText("fi")
	w.tab(1)
	w.typeText("12a")
	w.tab(3)
	w.typeText("84")
	w.tab(1)
	w.typeText("eilen")
	w.shot("typed")
	shown := w.changed("Return")
	w.keepShot("problems", shown)
	if red, _ := redText(clean); red != 0 {
		w.failOn(clean, "%d red pixels before any problem", red)
	}
	// The box is 960 points wide in the middle of the window; the
	// family name, the number, the rating, the federation, the FIDE id,
	// the birth date and the day earned say their problems.
	if red, outside := redText(shown); red < 7*200 || outside > 0 {
		w.failOn(shown, "%d red pixels, %d of them outside the box", red, outside)
	}
	w.await("nobody saved", func(ev *tournament.Event) error {
		if len(ev.Players) != 0 {
			return fmt.Errorf("%d players saved", len(ev.Players))
		}
		return nil
	})
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

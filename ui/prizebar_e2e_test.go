package ui

import (
	"fmt"
	"image"
	"testing"

	"arbiter/internal/xwindow"
)

// TestEndToEndPrizeListBar shows the prize list of the demo event in the
// real window at 1024×700 in English, Finnish and Estonian, chosen in the
// standings' drop-down, and reads the view's title bar: the drop-down as
// wide as over all the players, and every letter of the bar's buttons
// ("Prize list (PDF)…") on its button, none over the drop-down or beside
// the buttons.
func TestEndToEndPrizeListBar(t *testing.T) {
	eachLang(t, []string{"en", "fi", "et"}, func(t *testing.T, lang string) {
		dir, bin := buildApp(t)
		home := appHome(t, dir, "home")
		ownDisplay(t)
		file := sharedEvent(t, bin, dir, "prizes.arbiter", lang, "demo prizes", func(cli func(args ...string), file string) {
			cli("demo", file)
			cli("prizes", file, "--prize", "1=500", "--prize", "2=250", "--currency", "EUR", "--save")
		})
		w := openAt1024(t, bin, home, lang, file, shotsIn(t, "prizebar-"+lang))
		w.changed("ctrl+3")
		var bar shownBar
		all := w.awaitPicture("the standings' title bar", "standings", func(img image.Image) (err error) {
			bar, err = barDrawn(img)
			return err
		})
		w.clicked((bar.runs[0][0]+bar.runs[0][1])/2, bar.y)
		w.keys("Down", "Return")
		w.awaitPicture("the prize list's title bar", "prizes", func(img image.Image) error {
			if xwindow.Same(img, all) {
				return fmt.Errorf("the standings still shown")
			}
			got, err := barDrawn(img)
			if err != nil {
				return err
			}
			if w, was := got.runs[0][1]-got.runs[0][0], bar.runs[0][1]-bar.runs[0][0]; w != was {
				return fmt.Errorf("the drop-down is %d px wide, over all the players %d", w, was)
			}
			return got.stray
		})
	})
}

// shownBar is a view's title bar as drawn: the row across its middle,
// its drop-down's and buttons' spans along it, left to right, and the
// first letter drawn outside them.
type shownBar struct {
	y     int
	runs  [][2]int
	stray error
}

// barDrawn reads the title bar of the view in img: the first row under
// the toolbar that crosses three boxes (the drop-down and two buttons)
// at least 60 px wide right of the view's title.
func barDrawn(img image.Image) (shownBar, error) {
	b := img.Bounds()
	back := img.At(b.Max.X-2, b.Max.Y/2)
	boxes := func(y int) [][2]int {
		var runs [][2]int
		for _, r := range runsAcross(img, y, b.Max.X*3/10, back) {
			if r[1]-r[0] >= 60 {
				runs = append(runs, r)
			}
		}
		return runs
	}
	for y := 55; y < 110; y++ {
		if len(boxes(y)) < 3 {
			continue
		}
		// The boxes' spans a few rows in, past their rounded corners.
		runs := boxes(y + 6)
		if len(runs) < 3 {
			return shownBar{}, fmt.Errorf("the title bar's boxes at %d are %v", y+6, runs)
		}
		bar := shownBar{y: y + 16, runs: runs}
		// The buttons' and the drop-down's letters, on the bar's middle
		// rows, lie within their boxes.
		for yy := y; yy < y+28; yy++ {
			for x := runs[0][0] - 30; x < b.Max.X; x++ {
				if !ink(img.At(x, yy)) {
					continue
				}
				in := false
				for _, r := range runs {
					in = in || x >= r[0]+2 && x < r[1]-2
				}
				if !in && bar.stray == nil {
					bar.stray = fmt.Errorf("a letter at %d,%d outside the drop-down and the buttons %v", x, yy, runs)
				}
			}
		}
		return bar, nil
	}
	return shownBar{}, fmt.Errorf("no title bar with a drop-down and two buttons")
}

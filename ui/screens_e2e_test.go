package ui

import (
	"fmt"
	"image"
	"os"
	"path/filepath"
	"testing"

	"arbiter/internal/xwindow"
)

// screenViews are the file names of the views in docs/, in the order of
// the navigation (screen-<name>-<lang>.png).
var screenViews = [areaCount]string{
	areaPlayers: "players", areaRounds: "rounds", areaStandings: "standings", areaCrosstable: "crosstable",
	areaNorms: "norms", areaRatings: "ratings", areaDesk: "desk", areaPrinting: "printing",
	areaSettings: "settings", areaFile: "file", areaAudit: "audit", areaVenue: "venue",
}

// TestScreenshots shows every view of the demo event in the real window
// at 1024×700 in Finnish and Estonian, reaching each by its key (Ctrl+1 …
// Ctrl+0, Ctrl+Shift+1 and 2), and checks that each is drawn.
// ARBITER_SCREENSHOTS=folder keeps them there as screen-<view>-<lang>.png,
// which is how docs/screen-*.png are made:
//
//	ARBITER_SCREENSHOTS=$PWD/docs xvfb-run -a -s "-screen 0 1280x900x24" go test ./ui -run TestScreenshots
func TestScreenshots(t *testing.T) {
	dir, bin := buildApp(t)
	keep := os.Getenv("ARBITER_SCREENSHOTS")
	eachLang(t, []string{"fi", "et"}, func(t *testing.T, lang string) {
		event := demoEvent(t, bin, dir, lang+".arbiter")
		// Fyne's default settings, its animations on: the views as the
		// user sees them (fyneSettings).
		w, img, _ := opened(t, bin, fyneDefaults(t, appHome(t, dir, "home-"+lang)), lang, event)
		w.sizeTo(img, image.Pt(1024, 700))
		for a := range areaCount {
			w.keys(xdoKey(viewKeys[a]))
			// Wait for the view drawn: the navigation shows it chosen,
			// drawn with it. A picture that only differed from the last
			// one could be that view's late drawing, and the desk's
			// click would land on it.
			img := w.awaitPicture(lang+": "+screenViews[a]+" shown", "", func(img image.Image) error {
				x, y := navItem(a)
				// Above the item's words, in its chosen colour (which
				// chosenBox leaves out, to find a table's chosen cell).
				drawn := false
				runsOf(img.(*image.RGBA).SubImage(image.Rect(0, y-12, 2*x, y-11)), selectionBlue, 24, func(int, int, int) { drawn = true })
				if !drawn {
					return fmt.Errorf("the navigation's %s, at y %d, is not drawn chosen", screenViews[a], y)
				}
				return nil
			})
			if a == areaDesk {
				// The desk opens the board its picker shows, as the
				// arbiter does with the button at its top right.
				w.click(1024-70, 79)
				var err error
				if _, img, err = waitForWindow(t, lang+".arbiter", w.exited, img); err != nil {
					t.Fatalf("%s: the desk opened no game: %v", lang, err)
				}
			}
			if keep == "" {
				continue
			}
			if err := xwindow.WritePNG(filepath.Join(keep, "screen-"+screenViews[a]+"-"+lang+".png"), img); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// xdoKey is a view's key as xdotool types it: "ctrl+shift+1".
func xdoKey(k viewKey) string {
	if k.shift {
		return "ctrl+shift+" + string(k.key)
	}
	return "ctrl+" + string(k.key)
}

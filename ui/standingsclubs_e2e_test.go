package ui

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// longClubPlayers are players of clubs and names as long as Finnish and
// Estonian ones come.
var longClubPlayers = [][2]string{
	{"Tõnu Õunapuu-Kärkkäinen", "Tallinna Kalev Male- ja Kabeklubi"},
	{"Aino Hämäläinen", "Helsingin Shakkikerho"},
	{"Pekka Järvenpää", "Jyväskylän Shakki"},
	{"Kadri Tamm", "Tallinna Kalev Male- ja Kabeklubi"},
	{"Väinö Lehtonen", "Tampereen Shakki-Veikot"},
	{"Ülle Mägi-Rebane", "Pärnu Male- ja Kabeklubi"},
	{"Jyrki Kärkkäinen", "Helsingin Shakkikerho"},
	{"Mati Põld", "Tartu Valge Vanker"},
}

// TestEndToEndStandingsClubs opens the standings of the demo event and of
// an event of long clubs and names in the real window, in Finnish and
// Estonian at 1024×700 and in Finnish at 1366×768 (eachLangAndSize: the
// longer words of the two), and reads the table drawn: a name or
// a club cut short (an ellipsis at its end) leaves no room of the table
// empty beside the columns (at 1366 px the clubs were cut at 160 px with
// 250 px of the table empty), and a row with a cell cut, clicked, says it
// whole on the status line.
func TestEndToEndStandingsClubs(t *testing.T) {
	eachLangAndSize(t, []string{"fi", "et"}, func(t *testing.T, lang string, size image.Point) {
		dir, bin := buildApp(t)
		home := appHome(t, dir, "home")
		ownScreenFor(t, size)
		clubs := sharedEvent(t, bin, dir, "clubs.arbiter", lang, "long clubs", func(cli func(args ...string), file string) {
			cli("new", file, "--name", "Clubs", "--system", "swiss-dutch", "--rounds", "5", "--lang", lang)
			rows := make([][]string, len(longClubPlayers))
			for i, p := range longClubPlayers {
				rows[i] = []string{p[0], p[1], strconv.Itoa(2300 - 20*i)}
			}
			addList(cli, file, []string{"Name", "Club", "Rating"}, rows...)
			cli("pair", file)
			whiteWins(cli, file, 1, len(longClubPlayers)/2)
		})
		shots := shotsIn(t, "standings-"+sized(lang, size))
		for _, file := range []string{demoEvent(t, bin, dir, "demo.arbiter"), clubs} {
			w := openAt(t, bin, home, lang, file, shots, size)
			w.keys("ctrl+3")
			var first image.Point
			name := strings.TrimSuffix(filepath.Base(file), ".arbiter")
			shown := w.awaitPicture("the standings, no text cut beside empty room", name, func(img image.Image) error {
				cut, empty, at, err := cutBesideEmpty(img)
				if err != nil {
					return err
				}
				// The last column's inner padding and the scroll bar's
				// strip are empty in any table.
				if cut > 0 && empty > 40 {
					return fmt.Errorf("%d names or clubs cut short, %d px of the table empty", cut, empty)
				}
				first = at
				return nil
			})
			if first == (image.Point{}) {
				continue
			}
			// The row of a cut cell chosen says it whole on the status
			// line, at the window's foot.
			w.clicked(first.X, first.Y)
			w.awaitPicture("a cut cell's row chosen, its text whole on the status line", name+"-chosen", func(img image.Image) error {
				b := img.Bounds()
				if len(inkLines(img, 0, b.Max.X, b.Max.Y-36, b.Max.Y)) == len(inkLines(shown, 0, b.Max.X, b.Max.Y-36, b.Max.Y)) {
					return fmt.Errorf("the status line says nothing new")
				}
				return nil
			})
		}
	})
}

// cutBesideEmpty reads the standings' table drawn in img: how many cells
// of its name and club columns (the third and fourth) end with an
// ellipsis, how many pixels of the table lie empty right of its last
// column's text, and the middle of the first cell cut.
func cutBesideEmpty(img image.Image) (cut, empty int, first image.Point, err error) {
	b := img.Bounds()
	back := img.At(b.Max.X-2, b.Max.Y/2)
	black := func(x, y int) bool { r, g, bl, _ := img.At(x, y).RGBA(); return r|g|bl == 0 }
	// The headings' row: the first where the columns' dividers, black
	// lines a pixel wide, begin (the navigation's edge begins above).
	var dividers []int
	head := 0
	for y := 60; y < b.Max.Y/2 && head == 0; y++ {
		dividers = dividers[:0]
		for x := b.Min.X + 1; x < b.Max.X; x++ {
			if black(x, y) && !black(x-1, y) && !black(x, y-1) {
				dividers = append(dividers, x)
			}
		}
		if len(dividers) >= 6 {
			head = y
		}
	}
	if head == 0 {
		return 0, 0, first, errors.New("no table with its columns' dividers")
	}
	bottom := head
	for bottom < b.Max.Y && black(dividers[0], bottom) {
		bottom++
	}
	right := b.Max.X - 1
	for right > dividers[len(dividers)-1] && img.At(right, head) == back {
		right--
	}
	last := dividers[len(dividers)-1]
	for x := dividers[len(dividers)-1]; x < right; x++ {
		for y := head; y < bottom; y++ {
			if ink(img.At(x, y)) {
				last = x
				break
			}
		}
	}
	for col := 1; col <= 2; col++ {
		x0, x1 := dividers[col]+1, dividers[col+1]
		for _, line := range textLines(img, x0, x1, head, bottom) {
			if endsInEllipsis(img, x0, x1, line[0], line[1]) {
				if cut == 0 {
					first = image.Pt((x0+x1)/2, (line[0]+line[1])/2)
				}
				cut++
			}
		}
	}
	return cut, right - last, first, nil
}

// drawn is a pixel of text or of its antialiased edge on the dark
// theme's table.
func drawn(c color.Color) bool { r, _, _, _ := c.RGBA(); return r>>8 > 80 }

// textLines are the bands of rows between x0 and x1, y0 and y1 that
// hold a line of text: rows with drawn pixels, a band as high as a
// line's letters.
func textLines(img image.Image, x0, x1, y0, y1 int) [][2]int {
	var lines [][2]int
	start := -1
	for y := y0; y <= y1; y++ {
		any := false
		for x := x0; x < x1 && y < y1 && !any; x++ {
			any = drawn(img.At(x, y))
		}
		switch {
		case any && start < 0:
			start = y
		case !any && start >= 0:
			if y-start >= 8 {
				lines = append(lines, [2]int{start, y})
			}
			start = -1
		}
	}
	return lines
}

// endsInEllipsis reports whether the line of text between x0 and x1, y0
// and y1 ends with an ellipsis: three dots, each a few pixels square, on
// the baseline of the letter before them.
func endsInEllipsis(img image.Image, x0, x1, y0, y1 int) bool {
	// The runs of columns with ink, and the highest and lowest rows each
	// draws in.
	type run struct{ x0, x1, top, low int }
	var runs []run
	for x := x0; x < x1; x++ {
		top, low := -1, -1
		for y := y0; y < y1; y++ {
			if drawn(img.At(x, y)) {
				if top < 0 {
					top = y
				}
				low = y
			}
		}
		switch {
		case top < 0:
		case len(runs) > 0 && runs[len(runs)-1].x1 == x:
			r := &runs[len(runs)-1]
			r.x1, r.top, r.low = x+1, min(r.top, top), max(r.low, low)
		default:
			runs = append(runs, run{x, x + 1, top, low})
		}
	}
	if len(runs) < 4 {
		return false
	}
	dots := runs[len(runs)-3:]
	for _, r := range dots {
		if r.x1-r.x0 > 3 || r.low-r.top > 2 || r.low != dots[0].low || r.top-y0 < 5 {
			return false
		}
	}
	return true
}

package ui

import (
	"fmt"
	"image"
	"image/color"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/internal/testevent"
	"arbiter/tournament"
)

// TestEndToEndResultKeys enters three rounds of a 24-player Swiss, twelve
// boards each, in the real window by the keyboard alone: one key per
// board, the cursor moving on by itself. In round 1 a 7 (a board number
// typed by habit) is refused and saves nothing; in round 2 a result is
// changed with the arrow key and a new key, and the question it asks is
// answered with Enter. Each round is paired between two runs of the
// window by the command line, and after each round the file is read back
// beside the running window. It waits on what the file and the window
// show, never on fixed pauses.
func TestEndToEndResultKeys(t *testing.T) {
	dir, bin := buildApp(t)
	ownDisplay(t) // the test's, so that its rounds, each a subtest, run in turn on it
	file := newSwissFile(t, 24, 5)
	home := appHome(t, dir, "home")
	keys := map[byte]tournament.Result{'1': tournament.WhiteWins, '0': tournament.BlackWins, '5': tournament.Draw}
	want := map[int][]tournament.Result{}
	arbiter := commandOf(t, bin)
	for r := 1; r <= 3; r++ {
		arbiter("pair", file)
		typed := ""
		for b := 1; b <= 12; b++ {
			k := "105"[(b+r)%3]
			typed += string(k)
			want[r] = append(want[r], keys[k])
		}
		if !t.Run(fmt.Sprintf("round %d", r), func(t *testing.T) {
			w := roundsShown(t, bin, home, file, r == 1)
			fail := func(format string, args ...any) {
				t.Helper()
				t.Fatalf("%s\napp output:\n%s", fmt.Sprintf(format, args...), w.log.String())
			}
			for b := 1; b <= 12; b++ {
				if r == 1 && b == 5 {
					// A board number typed where results go: refused, and
					// the next key still goes to board 5.
					w.typeText("7")
				}
				w.typeText(typed[b-1 : b])
			}
			if err := waitForRound(w.exited, file, r, want[r]); err != nil {
				fail("%v", err)
			}
			if r == 2 {
				// Board 11 corrected from the keyboard: the cursor stays on
				// board 12 once all are in, Up goes to 11, and the change is
				// asked about before anything is saved.
				w.keys("Up")
				w.typeText("5")
				w.awaitQuestion("the question after changing board 11")
				if err := waitForRound(w.exited, file, r, want[r]); err != nil {
					fail("board 11 changed before the question was answered: %v", err)
				}
				w.keys("Return")
				want[r][10] = tournament.Draw
				if err := waitForRound(w.exited, file, r, want[r]); err != nil {
					fail("after the correction was confirmed: %v", err)
				}
			}
		}) {
			return
		}
	}
	ev := testevent.Read(t, file)
	for r := 1; r <= 3; r++ {
		for i, p := range ev.Rounds[r-1].Pairings {
			if p.Result != want[r][i] {
				t.Errorf("round %d board %d: %v in the file, want %v", r, p.Board, p.Result, want[r][i])
			}
		}
	}
}

// TestEndToEndPairedRoundShowsItsFirstBoard pairs round 2 from the window
// after round 1's thirty results were typed, which scrolled the table to
// its last board: round 2 must show from its top, the cursor's board 1 in
// sight. A round of as many boards kept its rows and the table stayed
// scrolled, board 1 hidden under the heading while the result box named
// it. The first board's cell, highlighted as the cursor, is compared
// with what it looked like in round 1 before any key.
func TestEndToEndPairedRoundShowsItsFirstBoard(t *testing.T) {
	dir, bin := buildApp(t)
	file := newSwissFile(t, 60, 5)
	home := appHome(t, dir, "home")
	commandOf(t, bin)("pair", file)
	w := roundsShown(t, bin, home, file, true)
	// Board 1's cell, the cursor on it. A picture from before the view
	// was drawn whole shows some other colour there, which a later look
	// would find changed.
	cell := boardCell(1)
	first := w.awaitPicture("board 1's cell under the cursor", "", func(img image.Image) error {
		if c := color.RGBAModel.Convert(img.At(cell.X, cell.Y)).(color.RGBA); !selectionBlue(c) {
			return fmt.Errorf("board 1's cell at %v is %v, not the cursor's blue", cell, c)
		}
		// The chosen cell alone, one row high: not the navigation's
		// chosen view above it, drawn in the same blue.
		if c := chosenBox(img); !cell.In(c) || c.Dy() >= 39 {
			return fmt.Errorf("the cells drawn chosen are %v, not board 1's alone at %v", c, cell)
		}
		return nil
	}).At(cell.X, cell.Y)
	w.typeText(strings.Repeat("1", 30))
	want := make([]tournament.Result, 30)
	for i := range want {
		want[i] = tournament.WhiteWins
	}
	if err := waitForRound(w.exited, file, 1, want); err != nil {
		t.Fatal(err)
	}
	// The file has the results before the window has drawn the last of
	// them, the more so on a loaded machine: wait for the scroll.
	if err := watchApp(w.exited).poll(pollEvery, func() bool { return w.settle().At(cell.X, cell.Y) != first }); err != nil {
		t.Fatalf("board 1's cell looks the same after thirty results scrolled the table (%v; %s): the test shows nothing", err, sawOnScreen(t))
	}
	// Pair round 2: "pairing…" shows at once and the round when it is
	// saved, so the window is read once the file holds the round.
	w.click(1023, 82)
	if err := waitForFile(w.exited, file, "round 2's boards", "30", "SELECT count(*) FROM pairings WHERE round = ?", 2); err != nil {
		t.Fatal(err)
	}
	var got color.Color
	if err := watchApp(w.exited).poll(pollEvery, func() bool { got = w.settle().At(cell.X, cell.Y); return got == first }); err != nil {
		t.Errorf("after pairing round 2 the first row shows %v where round 1's board 1 showed %v (%v; %s): board 1 is not in sight", got, first, err, sawOnScreen(t))
	}
}

// roundsShown opens file in the app built at bin, in home, in English,
// gives its window the keyboard and shows its rounds view.
func roundsShown(t *testing.T, bin, home, file string, first bool) *window {
	t.Helper()
	w, img, _ := opened(t, bin, home, "en", file)
	w.xdo("windowfocus", "--sync", w.id)
	if !first {
		// Reopened on the view it was left on, the keyboard in its
		// table.
		return w
	}
	w.click(navItem(areaRounds))
	if _, _, err := waitForWindow(t, filepath.Base(file), w.exited, img); err != nil {
		t.Fatalf("the rounds view did not open: %v\napp output:\n%s", err, w.log.String())
	}
	return w
}

// boardCell is a point of board b's cell in the Board column of the
// rounds view in English (the navigation's words, wider in Finnish,
// move the table right), under the title, the Swiss actions and the
// check-in's row, each board a row of 39 pixels.
func boardCell(b int) image.Point { return image.Pt(226, 238+39*(b-1)) }

// waitForRound polls the file, read-only, until a round's results, board
// by board, are the ones wanted, as long as the app whose end exited works.
func waitForRound(exited <-chan error, path string, round int, want []tournament.Result) error {
	codes := make([]string, len(want))
	for i, r := range want {
		codes[i] = r.String()
	}
	return waitForFile(exited, path, fmt.Sprintf("round %d", round), strings.Join(codes, " "),
		"SELECT group_concat(result, ' ') FROM (SELECT result FROM pairings WHERE round = ? ORDER BY board)", round)
}

// awaitQuestion waits for a question's box over the window: its primary
// button drawn with its label, and the navigation's words dimmed behind
// it. A view's own primary button is drawn with the navigation bright.
func (w *window) awaitQuestion(what string) {
	w.t.Helper()
	w.awaitPicture(what, "", func(img image.Image) error {
		if _, err := labelledPrimary(img); err != nil {
			return err
		}
		x, top := navItem(0)
		_, bottom := navItem(areaCount - 1)
		if lines := inkLines(img, 0, 2*x, top-15, bottom+15); len(lines) > 0 {
			return fmt.Errorf("the navigation's words are not dimmed, at rows %v: no box over the window", lines)
		}
		return nil
	})
}

package ui

import (
	"fmt"
	"image"
	"image/draw"
	"strings"

	"arbiter/i18n"
	"arbiter/internal/xwindow"
	"arbiter/tournament"
	"arbiter/tournament/store"
)

// resultTypedWhole types results in the real window's result box, in
// English, Finnish and Estonian at 1024×700 (TestEndToEndBoxesByKeys, on a
// round 1 paired of its own): "1/2", a result
// typed whole with a sign that is no key, is board 1's draw; "0-" typed
// as fast as xdotool types is board 2's 0–1 and board 3's forfeit, one
// key a board as the cursor moves (the "-" went on with board 2's "0").
// Ctrl+Z then undoes board 3's forfeit, and the line under the result box
// says so: it went on saying the result was saved.
// The file is read beside the window once the cursor is drawn on board
// 4, every key taken, so that a save after the one awaited is seen. Then round 2 is paired by
// Ctrl+R over board 4, unfinished: the box, its one question, read by Ctrl+C, names the
// game by its round and board in words (it said "1.4 (round.board)") and
// that the round may be paired, not that it cannot; Escape pairs nothing.
func resultTypedWhole(w *window, lang string, _ image.Point) {
	w.changed("ctrl+2")
	none, l01, bf, draw := tournament.NoResult, tournament.BlackWins, tournament.BlackForfeitWin, tournament.Draw
	w.typeText("1/2")
	w.await("1/2 on board 1", roundOneHolds(draw, none, none, none))
	w.typeText("0-")
	w.await("0 and - on boards 2 and 3", roundOneHolds(draw, l01, bf, none))
	// The cursor drawn on board 4 is the "-" taken whole: the key
	// that saved board 3 moved it there and wrote the line under the
	// result box, which a picture from before it shows as board 2's.
	saved := w.awaitPicture("the cursor on board 4, after the - on board 3", "typed-keys", func(img image.Image) error {
		// Along board 4's row, below the navigation's chosen view:
		// the table's left edge moves with the navigation's words.
		y := boardCell(4).Y
		if c := chosenBox(img.(*image.RGBA).SubImage(image.Rect(0, y, img.Bounds().Max.X, y+1))); c.Empty() {
			return fmt.Errorf("no cell drawn chosen along board 4's row, at y %d", y)
		}
		return nil
	})
	if _, err := w.read(func(_ *store.Store, ev *tournament.Event) error { return roundOneHolds(draw, l01, bf, none)(ev) }); err != nil {
		w.fail("0- typed on board 2: %v", err)
	}
	w.keys("ctrl+z")
	w.await("Ctrl+Z", roundOneHolds(draw, l01, none, none))
	w.awaitPicture("the line under the result box other after Ctrl+Z than when −/+ was saved", "undone", func(img image.Image) error {
		if xwindow.Same(resultLine(saved), resultLine(img)) {
			return fmt.Errorf("the line as it was")
		}
		return nil
	})

	ev := w.now()
	last := ev.Rounds[0].Pairings[3]
	cat := i18n.For(i18n.Lang(lang))
	game := cat.T("live.adjourned.game", "round", 1, "board", 4,
		"white", ev.PlayerName(last.White), "black", ev.PlayerName(last.Black))
	refusal := cat.Error(ev.ReadyToPair(2))
	w.changed("ctrl+r") // the one question, over the games not finished
	w.shot("override")
	w.awaitCopied("the box of round 2 over board 4", func(got string) error {
		if !strings.Contains(got, game) || strings.Contains(got, refusal) {
			return fmt.Errorf("want %q named, and not %q", game, refusal)
		}
		return nil
	})
	w.changed("Escape")
	if ev := w.now(); len(ev.Rounds) != 1 {
		w.fail("Escape on the box paired round 2")
	}
}

// resultLine is the line under the rounds view's result box, at 1024×700,
// copied out of a capture of the window.
func resultLine(img image.Image) image.Image {
	r := image.Rect(195, 592, 740, 652) // below the result box, beside "Not rated", above the status line (the keys' help is shown on asking)
	out := image.NewRGBA(image.Rect(0, 0, r.Dx(), r.Dy()))
	draw.Draw(out, out.Bounds(), img, r.Min, draw.Src)
	return out
}

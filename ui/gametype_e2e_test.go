package ui

import (
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"testing"
	"time"

	"arbiter/tournament"
	"arbiter/tournament/store"
)

// TestEndToEndDeskRulesBlitzByTheControl: an event made with "arbiter new
// --ruleset FI-BLITZ2018 --time-control 3'+2\"" and opened in the real
// window rules its games at the desk as blitz, the type its control makes
// (B.1). Its type was stored "standard", and the desk refused every
// ruling ("FI blitz 2018 has no standard games"). The desk opens by the
// keys, the clock starts by a click on its face, and White's press of it
// without a move (7.5.3) is ruled: the proposal is accepted, and the
// rulings log holds a blitz ruling that gave Black a minute (B.2).
func TestEndToEndDeskRulesBlitzByTheControl(t *testing.T) {
	w := eventOnScreen(t, "en", image.Pt(1024, 700), "blitz.arbiter", "paired blitz", "blitz-desk", func(cli func(args ...string), file string) {
		cli("new", file, "--name", "Blitz", "--ruleset", "FI-BLITZ2018", "--time-control", `3'+2"`)
		for _, n := range []string{"Anna Aho", "Bert Berg"} {
			cli("player", "add", file, "--name", n)
		}
		cli("draw", file, "--seed", "1")
		cli("pair", file)
	})
	w.keys("ctrl+2")
	w.tab(2) // past the board's number to Open at the game desk
	w.changed("Return")
	img := w.shot("desk")
	isBoard := func(c color.RGBA) bool { return c == rgb(0xf0, 0xd9, 0xb5) || c == rgb(0xb5, 0x88, 0x63) }
	board, ok := colourBox(img, isBoard)
	if !ok || board.Dx() < 200 {
		w.failOn(img, "no board on screen (found %v)", board)
	}
	// White's dial is the first dark grey area right of the board: a
	// click starts the clock and gives the face the keyboard, and Space
	// is White's press of it without a move. The clock runs from here:
	// the window does not settle, and each wait is for what it shows.
	right := img.(*image.RGBA).SubImage(image.Rect(board.Max.X, 0, img.Bounds().Max.X, img.Bounds().Max.Y))
	dial, ok := colourBox(right, func(c color.RGBA) bool { return c == rgb(0x3a, 0x3a, 0x3a) })
	if !ok {
		w.failOn(img, "no clock dial on screen")
	}
	w.click(dial.Min.X+40, dial.Min.Y+dial.Dy()/2)
	w.keys("space")
	isAccept := func(c color.RGBA) bool { return c.G > 200 && c.R < 140 && c.B < 140 }
	var accept image.Rectangle
	if err := watchApp(w.exited).poll(pollEvery, func() bool {
		img = w.grab()
		accept, ok = colourBox(img, isAccept)
		return ok
	}); err != nil {
		w.failOn(img, "no ruling to accept: %v", err)
	}
	w.keepShot("proposal", img)
	w.click((accept.Min.X+accept.Max.X)/2, (accept.Min.Y+accept.Max.Y)/2)
	w.awaitStore("a blitz ruling of board 1 giving Black a minute", func(st *store.Store, _ *tournament.Event) error {
		rec, err := st.GameAt(1, 1)
		if err != nil {
			return err
		}
		if len(rec.Rulings) != 1 {
			return fmt.Errorf("%d rulings", len(rec.Rulings))
		}
		r := rec.Rulings[0]
		var d struct {
			GameType string `json:"game_type"`
		}
		if err := json.Unmarshal([]byte(r.Proposal), &d); err != nil {
			return err
		}
		if d.GameType != "blitz" || r.Detail != "clock-without-move" || r.Added[1] != time.Minute {
			return fmt.Errorf("ruling %s of a %s game, Black %v", r.Detail, d.GameType, r.Added[1])
		}
		return nil
	})
}

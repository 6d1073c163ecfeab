package ui

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/internal/testevent"
	"arbiter/internal/xwindow"
	"arbiter/tournament"
	"arbiter/tournament/store"
)

// TestEndToEndDesk plays a game at the desk of the real app on the X
// display: it opens the desk on the demo event's first board of round 6,
// starts the clock by clicking it, plays the scholar's mate by clicking
// squares, accepts the proposed ruling and then checks the tournament
// file: the moves with their clock times, the result in the round and the
// rulings log. The board is found on screen by its colours. Like
// TestEndToEndWindow it needs xdotool and skips without it.
//
// ARBITER_E2E_DESK_SCREENSHOT=path.png keeps the window as it shows the
// proposed ruling, which is how docs/screenshot-desk.png is made.
func TestEndToEndDesk(t *testing.T) {
	dir, bin := buildApp(t)
	app, img, stop := opened(t, bin, appHome(t, dir, "home"), "en", demoEvent(t, bin, dir, "desk.arbiter"))
	event, exited, log, win := app.file, app.exited, app.log, app.id
	// The app handles the clicks in the order the X server delivers
	// them; the test waits only where it must see their effect.
	click := func(p image.Point) {
		t.Helper()
		if out, err := displayOf(t).Command("xdotool", "mousemove", "--sync", "--window", win, strconv.Itoa(p.X), strconv.Itoa(p.Y), "click", "1").CombinedOutput(); err != nil {
			t.Fatalf("xdotool: %v\n%s", err, out)
		}
	}
	grab := func() image.Image {
		t.Helper()
		img, err := displayOf(t).Capture(win)
		if err != nil {
			t.Fatal(err)
		}
		return img
	}

	// The navigation lists the areas in rows of equal height from the top
	// of the list; the desk is the sixth. Its game picker, with the last
	// round and its first board chosen, ends in the "Open game" button at
	// the right edge.
	w := img.Bounds().Dx()
	click(image.Pt(70, 75+39*int(areaDesk)))
	if _, _, err := waitForWindow(t, "desk.arbiter", exited, img); err != nil {
		t.Fatalf("the desk did not open: %v\napp output:\n%s", err, log.String())
	}
	click(image.Pt(w-70, 79))
	// Wait for the board, a square of its two colours.
	var board image.Rectangle
	isBoard := func(c color.RGBA) bool { return c == rgb(0xf0, 0xd9, 0xb5) || c == rgb(0xb5, 0x88, 0x63) }
	if err := watchApp(exited).poll(pollEvery, func() bool {
		img = grab()
		box, ok := colourBox(img, isBoard)
		board = box
		return ok && board.Dx() >= 200 && board.Dx()-board.Dy() <= 8 && board.Dy()-board.Dx() <= 8
	}); err != nil {
		t.Fatalf("no board on screen (found %v): %v; %s\napp output:\n%s", board, err, sawOnScreen(t), log.String())
	}
	square := func(name string) image.Point {
		s, _ := engine.ParseSquare(name)
		side := board.Dx() / 8
		return image.Pt(board.Min.X+side*s.File()+side/2, board.Min.Y+side*(7-s.Rank())+side/2)
	}
	// White's dial is the first dark grey area right of the board; a click
	// on it starts the clock.
	right := img.(*image.RGBA).SubImage(image.Rect(board.Max.X, 0, img.Bounds().Max.X, img.Bounds().Max.Y))
	dial, ok := colourBox(right, func(c color.RGBA) bool { return c == rgb(0x3a, 0x3a, 0x3a) })
	if !ok {
		t.Fatal("no clock dial on screen")
	}
	click(image.Pt(dial.Min.X+40, dial.Min.Y+dial.Dy()/2))
	// Each move is saved as it is made: wait for it in the file.
	for i, m := range []string{"e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6", "h5f7"} {
		click(square(m[:2]))
		click(square(m[2:]))
		if err := waitForFile(exited, event, "the number of half-moves", strconv.Itoa(i+1),
			"SELECT count(*) FROM moves JOIN games ON games.id = moves.game_id WHERE round = 6 AND board = 1"); err != nil {
			t.Fatalf("after %s: %v\napp output:\n%s", m, err, log.String())
		}
	}
	// The mate raises its ruling; its Accept button is the green one.
	isAccept := func(c color.RGBA) bool { return c.G > 200 && c.R < 140 && c.B < 140 }
	var accept image.Rectangle
	if err := watchApp(exited).poll(pollEvery, func() bool {
		img = grab()
		box, ok := colourBox(img, isAccept)
		accept = box
		return ok
	}); err != nil {
		t.Fatalf("no ruling to accept on screen: %v; %s\napp output:\n%s", err, sawOnScreen(t), log.String())
	}
	if dst := os.Getenv("ARBITER_E2E_DESK_SCREENSHOT"); dst != "" {
		if err := xwindow.WritePNG(dst, img); err != nil {
			t.Fatal(err)
		}
	}
	click(image.Pt((accept.Min.X+accept.Max.X)/2, (accept.Min.Y+accept.Max.Y)/2))
	// Accepting logs the ruling, then enters the result in the game and
	// the round.
	for _, err := range []error{
		waitForFile(exited, event, "the rulings of board 1", "1", "SELECT count(*) FROM rulings WHERE round = 6 AND board = 1"),
		waitForFile(exited, event, "the game's result", "1-0", "SELECT result FROM games WHERE round = 6 AND board = 1"),
		waitForResult(exited, event, 6, 1, "1-0"),
	} {
		if err != nil {
			t.Fatalf("accepting the ruling: %v\napp output:\n%s", err, log.String())
		}
	}
	stop()
	checkDeskGameInFile(t, event, log)
}

// checkDeskGameInFile reads the file the window wrote: the desk's moves
// with their clock times, the result in the game and the round, and the
// one accepted ruling.
func checkDeskGameInFile(t *testing.T, event string, log *bytes.Buffer) {
	t.Helper()
	st, err := store.Open(event)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	rec, err := st.GameAt(6, 1)
	if err != nil {
		t.Fatalf("no game recorded on board 1 of round 6: %v\napp output:\n%s", err, log.String())
	}
	var sans []string
	for _, m := range rec.Moves {
		sans = append(sans, m.SAN)
		if !m.HasClock {
			t.Errorf("move %d %s has no clock time", m.Ply, m.SAN)
		}
	}
	if got, want := strings.Join(sans, " "), "e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#"; got != want {
		t.Fatalf("moves in the file: %q, want %q", got, want)
	}
	if rec.Result != tournament.WhiteWins {
		t.Errorf("game result %v, want 1-0", rec.Result)
	}
	ev := testevent.Event(t, st)
	if p, err := ev.FindPairing(6, 1); err != nil || p.Result != tournament.WhiteWins {
		t.Errorf("round 6 board 1: %+v, %v; want 1-0", p, err)
	}
	rulings, err := st.Rulings()
	if err != nil {
		t.Fatal(err)
	}
	if len(rulings) != 1 || rulings[0].Incident != "position" || rulings[0].Proposed != "1-0" || rulings[0].Overruled {
		t.Errorf("rulings log: %+v", rulings)
	}
}

func rgb(r, g, b uint8) color.RGBA { return color.RGBA{r, g, b, 255} }

// colourBox is the bounding box of the pixels that match, scanning the
// first connected band of columns only: the leftmost object of that
// colour at least minObject tall. A line of text is passed over: the
// status line's "Saved: …" in the success colour is left of the desk's
// green Accept, which was then looked for there and never pressed.
func colourBox(img image.Image, match func(color.RGBA) bool) (image.Rectangle, bool) {
	b := img.Bounds()
	var box image.Rectangle
	found := false
	for x := b.Min.X; x < b.Max.X; x++ {
		col := false
		for y := b.Min.Y; y < b.Max.Y; y++ {
			if match(color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)) {
				col = true
				r := image.Rect(x, y, x+1, y+1)
				if !found {
					box, found = r, true
				} else {
					box = box.Union(r)
				}
			}
		}
		if found && !col {
			if box.Dy() >= minObject {
				break
			}
			found = false
		}
	}
	return box, found && box.Dy() >= minObject
}

// minObject is the least height of what colourBox looks for: a button,
// the board, a clock's dial, each over 30 px at 1024×700; a line of the
// window's text is under 20.
const minObject = 24

// deskByKeys plays at the desk by the keys alone (issue 91), in
// English, Finnish and Estonian at 1024×700, in Finnish at 1366×768 too
// (TestEndToEndBoxesByKeys, on a round 1 paired of its own): Enter on the
// rounds view's "Open at the game desk" shows board 1 there, where e4 is
// typed at once; the desk's key (Ctrl+7) from the rounds gives the move
// field the keyboard again, and e5 is typed; Enter on the desk's "Enter
// result" enters the result chosen, and the keyboard stays on the
// button: Shift+Tab goes back to the result's list, and Space on the
// button enters another. The desk's key left the keyboard with nothing,
// and the desk's buttons were Fyne's, which Enter did not press and which
// Space left without the keyboard. ARBITER_E2E_SHOTS=folder keeps the
// pictures.
func deskByKeys(w *window, lang string, size image.Point) {
	w.keys("ctrl+2")
	w.tab(1) // to Open at the game desk
	w.changed("Return")
	w.shot("desk")
	w.move("e4", "e4")
	if size == image.Pt(1024, 700) {
		// The scoresheet's list, as tall as its columns' rules, holds
		// ten moves or more: it held three or four.
		w.awaitPicture("the moves' list ten moves tall or more", "list", func(img image.Image) error {
			if rule := listRule(img); rule < 10*moveRow {
				return fmt.Errorf("%s: the moves' list is %d px tall, %.1f moves", lang, rule, float64(rule)/moveRow)
			}
			return nil
		})
	}
	w.changed("ctrl+2")
	w.changed("ctrl+7")
	w.move("e5", "e4 e5")
	// Past the clock, its button, the two buttons that go through the
	// moves (Restore is off while the game is shown live) and the moves
	// to the result's list, which opens on "no result", the last.
	w.tab(6)
	w.deskEnterWhiteWins()
	w.tab(-1)
	w.changed("space")
	w.keys("Down")
	w.changed("Return")
	w.tab(1)
	w.keys("space")
	w.deskResult(tournament.Draw)
	w.shot("draw")
}

// moveRow is the height of a move in the scoresheet's list, at the tests'
// scale (FYNE_SCALE=1).
const moveRow = 23

// listRule is the height of the scoresheet list's column rules in a
// picture of the desk: the longest vertical run of one colour other than
// the background's beginning in the window's lower half, where the
// clock and the tabs above the list leave it (the split's rule, the one
// longer, begins above them).
func listRule(img image.Image) int {
	b := img.Bounds()
	back := img.At(b.Max.X-3, b.Max.Y/2)
	longest := 0
	for x := b.Min.X + b.Dx()/2; x < b.Max.X; x++ {
		for y := b.Min.Y + b.Dy()/3; y < b.Max.Y; {
			c := img.At(x, y)
			end := y + 1
			for end < b.Max.Y && img.At(x, end) == c {
				end++
			}
			if c != back && y >= b.Min.Y+b.Dy()/3+1 && img.At(x, y-1) != c {
				longest = max(longest, end-y)
			}
			y = end
		}
	}
	return longest
}

// move types a move into the desk's move field and Enter, and waits for
// the file to hold the game's moves as want says them.
func (w *window) move(typed, want string) {
	w.t.Helper()
	w.typeText(typed)
	w.keys("Return")
	w.awaitStore("the moves "+want+" of board 1", func(st *store.Store, _ *tournament.Event) error {
		rec, err := st.GameAt(1, 1)
		if err != nil {
			return err
		}
		var sans []string
		for _, m := range rec.Moves {
			sans = append(sans, m.SAN)
		}
		if got := strings.Join(sans, " "); got != want {
			return fmt.Errorf("moves %q", got)
		}
		return nil
	})
}

// deskResult waits for the file to hold r as board 1's result, in the
// game and in the round.
// deskEnterWhiteWins enters 1–0 at the desk by the keys, the keyboard on
// the result's list: the list opens on "no result", the last, 1–0 is three
// above it, and the button after the list enters it; then the store is
// waited for (deskResult).
func (w *window) deskEnterWhiteWins() {
	w.t.Helper()
	w.changed("space")
	w.keys("Up", "Up", "Up")
	w.changed("Return")
	w.tab(1)
	w.keys("Return") // Enter result
	w.deskResult(tournament.WhiteWins)
}

func (w *window) deskResult(r tournament.Result) {
	w.t.Helper()
	w.awaitStore("board 1's result "+r.String(), func(st *store.Store, ev *tournament.Event) error {
		rec, err := st.GameAt(1, 1)
		if err != nil {
			return err
		}
		if rec.Result != r || ev.Rounds[0].Pairings[0].Result != r {
			return fmt.Errorf("the game's result %v, the round's %v", rec.Result, ev.Rounds[0].Pairings[0].Result)
		}
		return nil
	})
}

// deskCorrectionFits opens the desk's rulings panel in Finnish at
// 1024×700 (TestEndToEndBoxesByKeys, on a round 1 paired of its own) with
// the clock correction's form, and checks that the window keeps its size
// and shows the form whole.
func deskCorrectionFits(w *window, _ string, size image.Point) {
	w.keys("ctrl+2")
	w.tab(1) // to Open at the game desk
	w.changed("Return")
	// The chosen tab, the scoresheet's, is underlined in the theme's
	// primary colour right of the board; the rulings' tab is the next.
	isPrimary := func(c color.RGBA) bool { return c.B > 180 && c.R < 90 && c.G > 60 && c.G < 140 }
	var board, line image.Rectangle
	w.awaitPicture("the desk's board and its chosen tab", "desk", func(img image.Image) error {
		var ok bool
		if board, ok = colourBox(img, func(c color.RGBA) bool { return c == rgb(0xf0, 0xd9, 0xb5) || c == rgb(0xb5, 0x88, 0x63) }); !ok {
			return fmt.Errorf("no board")
		}
		if line = longestRun(img, board.Max.X, isPrimary); line.Dx() < 40 {
			return fmt.Errorf("no tab underlined right of the board (found %v)", line)
		}
		return nil
	})
	w.clicked(line.Max.X+40, line.Min.Y-18)
	w.shot("rulings")
	// The incident's list is the panel's second row; it opens on its
	// first choice, and the clock correction is the engine's kind of that
	// index (no kind the desk states with another's form comes before it).
	w.clicked(line.Min.X+60, line.Min.Y+61)
	for range slices.Index(rules.Kinds(), rules.KindClockCorrection) {
		w.keys("Down")
	}
	w.changed("Return")
	w.changed("Tab") // White's time to show
	// The form ends inside the window: the window's margin at its right
	// edge is its background from the tabs down to the Propose button,
	// which is the panel's longest run of the primary colour, under the
	// tabs. Black's time ran past the edge, the form laid out under the
	// label of the incident shown before.
	var propose image.Rectangle
	img := w.awaitPicture("the clock correction's form, Propose under the tabs", "correction", func(img image.Image) error {
		if propose = longestRun(img, board.Max.X, isPrimary); propose.Min.Y <= line.Min.Y {
			return fmt.Errorf("the longest run of the primary colour at %v, the tabs' underline at %v", propose, line)
		}
		return nil
	})
	if got := img.Bounds().Size(); got != size {
		w.failOn(img, "the window is %v with the clock correction's form, want %v", got, size)
	}
	edge, back := img.Bounds().Max.X-6, img.At(img.Bounds().Max.X-3, img.Bounds().Max.Y/2)
	for y := line.Min.Y; y < propose.Min.Y; y++ {
		if img.At(edge, y) != back {
			w.failOn(img, "the rulings panel reaches the window's right edge at y %d", y)
		}
	}
	w.keys("ctrl+a")
	w.typeText("1:25:00")
	w.clicked((propose.Min.X+propose.Max.X)/2, propose.Min.Y+8)
	isAccept := func(c color.RGBA) bool { return c.G > 200 && c.R < 140 && c.B < 140 }
	var accept image.Rectangle
	w.awaitPicture("a ruling to accept", "proposal", func(img image.Image) error {
		if box, ok := colourBox(img, isAccept); ok {
			accept = box
			return nil
		}
		return fmt.Errorf("no Accept")
	})
	w.click((accept.Min.X+accept.Max.X)/2, (accept.Min.Y+accept.Max.Y)/2)
	w.awaitStore("a clock correction of board 1 taking five minutes from White", func(st *store.Store, _ *tournament.Event) error {
		rec, err := st.GameAt(1, 1)
		if err != nil {
			return err
		}
		if len(rec.Rulings) != 1 || rec.Rulings[0].Incident != string(rules.KindClockCorrection) || rec.Rulings[0].Added != [2]time.Duration{-5 * time.Minute, 0} {
			return fmt.Errorf("rulings %+v", rec.Rulings)
		}
		return nil
	})
	w.shot("accepted")
}

// longestRun is the longest horizontal run of pixels of img that match,
// right of x, as a rectangle one pixel high.
func longestRun(img image.Image, x int, match func(color.RGBA) bool) image.Rectangle {
	var best image.Rectangle
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		start := -1
		for px := x; px <= b.Max.X; px++ {
			if px < b.Max.X && match(color.RGBAModel.Convert(img.At(px, y)).(color.RGBA)) {
				if start < 0 {
					start = px
				}
				continue
			}
			if start >= 0 && px-start > best.Dx() {
				best = image.Rect(start, y, px, y+1)
			}
			start = -1
		}
	}
	return best
}

// blitzRulesetEvent is the event of the blitz desk's walk: two players
// paired under the Finnish blitz rules at 3'+2".
var blitzRulesetEvent = walkEvent{"blitz", "paired blitz", func(cli func(args ...string), file, _ string) {
	cli("new", file, "--name", "Blitz", "--ruleset", "FI-BLITZ2018", "--time-control", `3'+2"`)
	addList(cli, file, []string{"Name"}, []string{"Anna Aho"}, []string{"Bert Berg"})
	cli("draw", file, "--seed", "1")
	cli("pair", file)
}}

// deskRulesBlitzByTheControl: an event made with "arbiter new --ruleset
// FI-BLITZ2018 --time-control 3'+2\"" and opened in the real window, in
// English at 1024×700 (TestEndToEndBoxesByKeys, on blitzRulesetEvent),
// rules its games at the desk as blitz, the type its control makes
// (B.1). Its type was stored "standard", and the desk refused every
// ruling ("FI blitz 2018 has no standard games"). The desk opens by the
// keys, the clock starts by a click on its face, and White's press of it
// without a move (7.5.3) is ruled: the proposal is accepted, and the
// rulings log holds a blitz ruling that gave Black a minute (B.2). The
// clock runs on after it, and a window whose clock runs never settles:
// it is the last walk of its app (boxWalks).
func deskRulesBlitzByTheControl(w *window, _ string, _ image.Point) {
	w.keys("ctrl+2")
	w.tab(1) // to Open at the game desk
	w.changed("Return")
	isBoard := func(c color.RGBA) bool { return c == rgb(0xf0, 0xd9, 0xb5) || c == rgb(0xb5, 0x88, 0x63) }
	// White's dial is the first dark grey area right of the board: a
	// click starts the clock and gives the face the keyboard, and Space
	// is White's press of it without a move. The clock runs from here:
	// the window does not settle, and each wait is for what it shows.
	var dial image.Rectangle
	img := w.awaitPicture("the desk's board and White's dial", "desk", func(img image.Image) error {
		board, ok := colourBox(img, isBoard)
		if !ok || board.Dx() < 200 {
			return fmt.Errorf("no board (found %v)", board)
		}
		right := img.(*image.RGBA).SubImage(image.Rect(board.Max.X, 0, img.Bounds().Max.X, img.Bounds().Max.Y))
		if dial, ok = colourBox(right, func(c color.RGBA) bool { return c == rgb(0x3a, 0x3a, 0x3a) }); !ok {
			return fmt.Errorf("no clock dial")
		}
		return nil
	})
	w.click(dial.Min.X+40, dial.Min.Y+dial.Dy()/2)
	w.keys("space")
	isAccept := func(c color.RGBA) bool { return c.G > 200 && c.R < 140 && c.B < 140 }
	var accept image.Rectangle
	ok := false
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

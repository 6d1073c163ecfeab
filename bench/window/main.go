// Command window measures the window's actions as the arbiter feels them:
// from the click or key to the moment the screen shows its effect. It
// makes an event of -players players from a CSV list with the command
// line (a Swiss with round 1 paired), opens it in the real app on the X
// display, and repeats each action -n times, printing the median and the
// worst of each: opening the file, every view, typing a search, entering
// results by keys, pairing the next round, checking it, the pairing
// editor's verdict on it, and printing it. Each run also opens a bare
// Fyne window (bench/window/bare) and the app without a file before the
// app on the event, and the cold start of each to its first frame is
// printed, the clock and the CPU time, with the ratios of the medians to
// the bare window's (the target is 1.5×).
// Run it under a virtual X server:
//
//	xvfb-run -a -s "-screen 0 1280x900x24" go run ./bench/window -players 1000
//
// A change is seen by capturing the window until its picture differs from
// the one before the input; a capture takes a few milliseconds, printed as
// the resolution, so each figure is an upper bound by that much. Each
// figure starts before xdotool is run, so it includes starting xdotool
// (a few milliseconds). The target is 100 ms for every action.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"image"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"arbiter/internal/procstat"
	"arbiter/internal/xwindow"
)

func main() {
	players := flag.Int("players", 1000, "players in the event")
	runs := flag.Int("n", 5, "times each action is measured")
	bin := flag.String("bin", "", "the arbiter binary, with arbiter-window beside it (default: both built from this checkout)")
	openOnly := flag.Bool("open", false, "measure only opening the file and its floor: the noisiest figure, taken in seconds a run instead of minutes")
	flag.Parse()
	if err := run(*players, *runs, *bin, *openOnly); err != nil {
		fmt.Fprintln(os.Stderr, "window:", err)
		os.Exit(1)
	}
}

// run makes the event in a folder of its own and measures; the folder is
// removed whether it succeeds or not.
func run(players, runs int, bin string, openOnly bool) error {
	if os.Getenv("DISPLAY") == "" {
		return fmt.Errorf("no X display: run under xvfb-run")
	}
	dir, err := os.MkdirTemp("", "arbiter-window-bench")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	if bin == "" {
		bin = filepath.Join(dir, "arbiter")
		// arbiter opens the window by starting arbiter-window from its
		// own folder, and makes the event by starting arbiter-event.
		for _, b := range [][2]string{{bin, "./cli/arbiter"}, {filepath.Join(dir, "arbiter-window"), "."}, {filepath.Join(dir, "arbiter-event"), "./cli/arbiter-event"}} {
			if out, err := exec.Command("go", "build", "-o", b[0], b[1]).CombinedOutput(); err != nil {
				return fmt.Errorf("go build %s: %v\n%s", b[1], err, out)
			}
		}
	}
	event := filepath.Join(dir, "bench.arbiter")
	if err := makeEvent(bin, dir, event, players); err != nil {
		return err
	}
	if err := copyFile(event, event+".made"); err != nil {
		return err
	}
	// lp, for the print dialog's Print: takes the file, notes that it
	// came and says nothing; lpstat lists it as the one printer.
	lp := "#!/bin/sh\ntouch '" + filepath.Join(dir, "printed") + "'\n"
	lpstat := "#!/bin/sh\ncase \"$1\" in -e) echo bench;; -d) echo 'system default destination: bench';; *) exit 1;; esac\n"
	for name, script := range map[string]string{"lp": lp, "lpstat": lpstat} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(script), 0o755); err != nil {
			return err
		}
	}
	bare := filepath.Join(dir, "bare")
	if out, err := exec.Command("go", "build", "-o", bare, "./bench/window/bare").CombinedOutput(); err != nil {
		return fmt.Errorf("go build: %v\n%s", err, out)
	}
	b := &bench{bin: bin, bare: bare, dir: dir, event: event, players: players, openOnly: openOnly, times: map[string][]time.Duration{}}
	for range runs {
		for _, step := range []func() error{b.bareWindow, b.emptyWindow, b.session} {
			if err := step(); err != nil {
				return err
			}
		}
	}
	b.print(players)
	return nil
}

// eventName is the event's name, which the window's title shows once
// the event is read.
const eventName = "Window bench open"

// makeEvent creates a Swiss of n players from a CSV list, as an arbiter
// does, and pairs its first round.
func makeEvent(bin, dir, event string, n int) error {
	var csv bytes.Buffer
	csv.WriteString("name;rating;federation;club\n")
	for i := range n {
		fmt.Fprintf(&csv, "Player%04d, Bench;%d;FIN;Club %d\n", i+1, 2400-i*1000/max(n, 1), i%40)
	}
	list := filepath.Join(dir, "players.csv")
	if err := os.WriteFile(list, csv.Bytes(), 0o644); err != nil {
		return err
	}
	for _, args := range [][]string{
		{"new", event, "--name", eventName, "--system", "swiss-dutch", "--rounds", "9"},
		{"import", "csv", event, list},
		{"pair", event},
	} {
		if out, err := exec.Command(bin, args...).CombinedOutput(); err != nil {
			return fmt.Errorf("arbiter %v: %v\n%s", args, err, out)
		}
	}
	return nil
}

type bench struct {
	bin, bare, dir, event string
	players               int
	openOnly              bool
	times                 map[string][]time.Duration
	order                 []string
	captures              []time.Duration // how long each capture took: the resolution
}

func (b *bench) record(action string, d time.Duration) {
	if _, ok := b.times[action]; !ok {
		b.order = append(b.order, action)
	}
	b.times[action] = append(b.times[action], d)
}

// The navigation's entries, top to bottom, and where the first one and
// the spacing are in a 1200×800 window (the app's default size).
var views = []string{"players", "rounds", "standings", "crosstable", "norms", "ratings", "desk", "printing", "settings", "file", "history"}

const navX, navFirstY, navStep = 60, 75, 39

// A toolbar button to hover.
const hoverX, hoverY = 26, 26

// In the rounds view: the Pair button and Check round.
const pairX, pairY, checkX, checkY = 1023, 82, 552, 124

const editX, editY = 412, 124

// bareWindow opens a window with one label and nothing of ours, titled as
// the event, and records when it settles: the floor of opening the file.
func (b *bench) bareWindow() error {
	cmd := exec.Command(b.bare, b.event)
	cmd.Env = append(os.Environ(), "HOME="+filepath.Join(b.dir, "bare-home"))
	start, stop, err := b.started(cmd, bareFrame)
	if err != nil {
		return err
	}
	defer stop()
	_, _, shown, err := b.settle(filepath.Base(b.event), start)
	if err != nil {
		return err
	}
	b.record(bareAction, shown.Sub(start))
	return nil
}

// started starts cmd and waits for its window's first frame, recorded
// under action (firstFrame); stop ends it. Where an error is returned it
// has ended already.
func (b *bench) started(cmd *exec.Cmd, action string) (start time.Time, stop func(), err error) {
	start = time.Now()
	if err := cmd.Start(); err != nil {
		return start, nil, err
	}
	stop = func() { cmd.Process.Kill(); cmd.Wait() }
	if err := b.firstFrame(cmd.Process.Pid, action, start); err != nil {
		stop()
		return start, nil, err
	}
	return start, stop, nil
}

// firstFrame waits for the window of process pid to show anything drawn
// (two colours or more), for at most a minute from start, and records the
// clock and the process's CPU time until then under action: the cold
// start as the arbiter sees it, and its cost, which unlike the clock does
// not grow when other programs share the machine. Both are read before
// each look, and those of the look that sees the frame are kept: the
// frame came after the look before it, and the app on a file reads it
// as soon as the frame is drawn, which a reading after the look counted
// as the frame's for as long as the look took (longer, the more loaded the
// machine). The window is found by its process, not its title: the app's
// first frame on a file is titled by the program alone (the file is named
// once it is read), and a title is matched as a part, so "Arbiter" would
// find bench.arbiter too.
func (b *bench) firstFrame(pid int, action string, start time.Time) error {
	for time.Since(start) < time.Minute {
		wall := time.Since(start)
		cpu, err := procstat.Running(pid)
		if err != nil {
			return err
		}
		id := xwindow.Default.FindProcess(pid)
		if id == "" {
			time.Sleep(2 * time.Millisecond) // the app needs the cores more than this loop
			continue
		}
		img, err := b.capture(id)
		if err != nil || xwindow.Colours(img) < 2 {
			continue // not mapped or not drawn yet
		}
		b.record(action, wall)
		b.record(action+cpuSuffix, cpu)
		return nil
	}
	return fmt.Errorf("no drawn window of %s within a minute", action)
}

// session opens the event in the app once and measures every action.
func (b *bench) session() error {
	if err := b.freshEvent(); err != nil {
		return err
	}
	cmd, err := b.app(b.event)
	if err != nil {
		return err
	}
	start, stop, err := b.started(cmd, appFrame)
	if err != nil {
		return err
	}
	defer stop()
	// The first frame says the file is being opened, under the program's
	// title; the event is shown once the title names it.
	id, img, shown, err := b.settle(eventName, start)
	if err != nil {
		return err
	}
	b.record("open the file", shown.Sub(start))
	if b.openOnly {
		return nil
	}
	if err := xdo("windowfocus", "--sync", id); err != nil {
		return err
	}
	if err := b.floor(id, img); err != nil {
		return err
	}
	if err := b.showViews(id); err != nil {
		return err
	}
	if err := b.typing(id); err != nil {
		return err
	}
	return b.round(id, xdo)
}

// app is the command that starts the app with args, in a home of the
// bench's own, in English, with the bench's stand-ins for lp and lpstat
// first on its PATH.
func (b *bench) app(args ...string) (*exec.Cmd, error) {
	home := filepath.Join(b.dir, "home")
	for _, d := range []string{".cache", ".config"} {
		if err := os.MkdirAll(filepath.Join(home, d), 0o755); err != nil {
			return nil, err
		}
	}
	cmd := exec.Command(b.bin, args...)
	cmd.Env = append(os.Environ(), "HOME="+home, "XDG_CONFIG_HOME="+filepath.Join(home, ".config"),
		"XDG_CACHE_HOME="+filepath.Join(home, ".cache"), "ARBITER_LANG=en",
		"PATH="+b.dir+string(os.PathListSeparator)+os.Getenv("PATH"))
	return cmd, nil
}

// emptyWindow starts the app without a file, to its start page's first
// frame: the window's own cold start, no event read or shown.
func (b *bench) emptyWindow() error {
	cmd, err := b.app()
	if err != nil {
		return err
	}
	_, stop, err := b.started(cmd, emptyFrame)
	if err == nil {
		stop()
	}
	return err
}

// freshEvent starts every session from the event as made: round 1
// paired, no result entered. The app of the session before was killed,
// so its log goes too, lest SQLite replay it into the copy.
func (b *bench) freshEvent() error {
	for _, side := range []string{"-wal", "-shm"} {
		if err := os.Remove(b.event + side); err != nil && !os.IsNotExist(err) {
			return err
		}
	}
	return copyFile(b.event+".made", b.event)
}

// xdo runs xdotool. It sleeps after a click (100 ms) and after each key
// (12 ms) unless told not to; the timing of every action starts before
// it runs, so that sleep would be counted as the window's.
func xdo(args ...string) error {
	if args[0] == "click" || args[0] == "key" {
		args = append([]string{args[0], "--delay", "0"}, args[1:]...)
	}
	if out, err := exec.Command("xdotool", args...).CombinedOutput(); err != nil {
		return fmt.Errorf("xdotool %v: %v\n%s", args, err, out)
	}
	return nil
}

// floor times a pointer moved onto a toolbar button, which Fyne
// highlights without any work of ours. What the views take above it is
// ours; the floor itself is the X server and the OpenGL renderer (under
// Xvfb, Mesa's software one).
func (b *bench) floor(id string, img *image.RGBA) error {
	for _, x := range []int{hoverX, hoverX + 40, hoverX} {
		if err := xdo("mousemove", "--sync", "--window", id, strconv.Itoa(x), strconv.Itoa(hoverY)); err != nil {
			return err
		}
		t0 := time.Now()
		first, _, next, err := b.effect(id, img, t0)
		if err != nil {
			// Off the button and on again may show nothing new.
			continue
		}
		b.record(floorAction, first)
		img = next
	}
	return nil
}

// showViews shows each view from the one before it, the players view last
// so that every view is entered from another.
func (b *bench) showViews(id string) error {
	d := driver{b: b, id: id, xdo: xdo}
	for k := range views {
		i := (k + 1) % len(views)
		// The entry under the pointer is highlighted first, not timed.
		img, t0, err := d.click(navX, navFirstY+i*navStep)
		if err != nil {
			return err
		}
		first, done, _, err := b.effect(id, img, t0)
		if err != nil {
			return fmt.Errorf("view %s: %w", views[i], err)
		}
		b.record("show "+views[i]+": first change", first)
		b.record("show "+views[i]+": complete", done)
	}
	return nil
}

// typing times a letter typed into the players view's search field
// (which showViews ends on), and its deletion. The search is reached as
// the arbiter reaches it by the keys: Ctrl+1 gives the players' list the
// keyboard and Tab goes on to its search. A click on the field was
// fragile: where the title bar's buttons put it moves with the language
// and the count beside it, and a click beside it typed into nothing.
func (b *bench) typing(id string) error {
	if err := xdo("key", "ctrl+1", "Tab"); err != nil {
		return err
	}
	_, img, _, err := b.settle(filepath.Base(b.event), time.Now())
	if err != nil {
		return err
	}
	for _, key := range []string{"x", "BackSpace"} {
		t0 := time.Now()
		if err := xdo("key", key); err != nil {
			return err
		}
		first, _, next, err := b.effect(id, img, t0)
		if err != nil {
			return fmt.Errorf("typing %s: %w", key, err)
		}
		b.record("type "+key+" in the search", first)
		img = next
	}
	return nil
}

// round enters round 1's results as the arbiter does, one key a board,
// then pairs round 2, checks it and prints its pairings.
func (b *bench) round(id string, xdo func(...string) error) error {
	d := driver{b: b, id: id, xdo: xdo}
	for _, step := range []func() error{d.enterResults, d.pairRound2, d.checkRound2, d.printPairings} {
		if err := step(); err != nil {
			return err
		}
	}
	return nil
}

// driver drives the window id with xdotool (xdo) for the bench's round.
type driver struct {
	b   *bench
	id  string
	xdo func(...string) error
}

// click moves the pointer to x, y, waits for the button there to be
// highlighted (the highlight is not the action's effect), and clicks; it
// returns the picture before the click and when it clicked.
func (d driver) click(x, y int) (*image.RGBA, time.Time, error) {
	if err := d.xdo("mousemove", "--sync", "--window", d.id, strconv.Itoa(x), strconv.Itoa(y)); err != nil {
		return nil, time.Time{}, err
	}
	img, err := d.b.still(d.id, time.Now())
	if err != nil {
		return nil, time.Time{}, err
	}
	t0 := time.Now()
	return img, t0, d.xdo("click", "1")
}

// act does an input and records when the screen first changed and when
// it was complete.
func (d driver) act(name string, input func() error, img *image.RGBA) (*image.RGBA, error) {
	t0 := time.Now()
	if err := input(); err != nil {
		return nil, err
	}
	first, done, next, err := d.b.effect(d.id, img, t0)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	d.b.record(name+": first change", first)
	d.b.record(name+": complete", done)
	return next, nil
}

// verdict clicks at x, y and records when the screen first changed and
// when shown held of it: work that runs off the window's goroutine, during
// which the screen may stand still.
func (d driver) verdict(name string, x, y int, shown func(*image.RGBA) bool) (*image.RGBA, error) {
	img, t0, err := d.click(x, y)
	if err != nil {
		return nil, err
	}
	first, _, _, err := d.b.effect(d.id, img, t0)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if err := d.b.until(d.id, t0, shown); err != nil {
		return nil, fmt.Errorf("%s's verdict: %w", name, err)
	}
	d.b.record(name+": first change", first)
	d.b.record(name+": verdict", time.Since(t0))
	_, img, _, err = d.b.settle(filepath.Base(d.b.event), time.Now())
	return img, err
}

// enterResults opens round 1 and enters its results, the first few one
// key a board, the rest typed as fast as xdotool types.
func (d driver) enterResults() error {
	b := d.b
	// Ctrl+2 shows the rounds, the keyboard on the result box, the cursor
	// on the first board without a result.
	if err := d.xdo("key", "ctrl+2"); err != nil {
		return err
	}
	_, img, _, err := b.settle(filepath.Base(b.event), time.Now())
	if err != nil {
		return err
	}
	const keyed = 5
	for range keyed {
		if img, err = d.act("enter a result (one key)", func() error { return d.xdo("key", "1") }, img); err != nil {
			return err
		}
	}
	// The rest of the round typed as fast as xdotool types, each key a
	// result saved: the time until the screen is still again.
	rest := strings.Repeat("1", b.players/2-keyed)
	t0 := time.Now()
	if err := d.xdo("type", "--delay", "0", rest); err != nil {
		return err
	}
	// The keys are queued faster than they are saved: done when the file
	// holds every result (read beside the app, as any report is).
	if err := b.waitFile(t0, "results_entered", b.players/2); err != nil {
		return err
	}
	b.record(fmt.Sprintf("the other %d results typed, per result", len(rest)), time.Since(t0)/time.Duration(len(rest)))
	_, _, _, err = b.settle(filepath.Base(b.event), time.Now())
	return err
}

// pairRound2 pairs round 2. Pairing says it is under way and runs off the
// window's goroutine: done when the file has the round and the screen is
// still again.
func (d driver) pairRound2() error {
	b := d.b
	img, t0, err := d.click(pairX, pairY)
	if err != nil {
		return err
	}
	return d.settledAfter("pair round 2", img, t0, func() error { return b.waitFile(t0, "rounds_paired", 2) })
}

// settledAfter records name's first change of the screen since t0, waits
// for done (work run off the window's goroutine, during which the screen
// may stand still), then for the screen to stand still, and records that
// as name complete.
func (d driver) settledAfter(name string, img *image.RGBA, t0 time.Time, done func() error) error {
	b := d.b
	first, _, _, err := b.effect(d.id, img, t0)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	if err := done(); err != nil {
		return err
	}
	_, _, shown, err := b.settle(filepath.Base(b.event), time.Now())
	if err != nil {
		return err
	}
	b.record(name+": first change", first)
	b.record(name+": complete", shown.Sub(t0))
	return nil
}

// checkRound2 checks round 2 and opens its pairing editor, each until its
// verdict shows, and closes each.
func (d driver) checkRound2() error {
	// Checking says it is under way; its verdict opens in a box with a
	// default (blue) button.
	img, err := d.verdict("check round 2", checkX, checkY, func(img *image.RGBA) bool { return count(img, isBlue) > 500 })
	if err != nil {
		return err
	}
	if _, err = d.act("close the verdict", func() error { return d.xdo("key", "Escape") }, img); err != nil {
		return err
	}
	// The pairing editor opens at once saying the round is being checked;
	// the checker's verdict follows, in green for a prescribed round.
	if img, err = d.verdict("pairing editor", editX, editY, func(img *image.RGBA) bool { return count(img, isGreen) > 200 }); err != nil {
		return err
	}
	_, err = d.act("close the pairing editor", func() error { return d.xdo("key", "Escape") }, img)
	return err
}

// printPairings prints round 2's pairing list. Print opens the print
// dialog, which counts the pages off the window's goroutine; Enter there
// hands the round's pairing list to lp, here a stand-in that notes the
// file came: the time is the word that the PDF is being made, then until
// lp has it and the status says it went. By its key: the Print button
// moves along the toolbar as Undo names steps of other lengths.
func (d driver) printPairings() error {
	b := d.b
	img, err := b.still(d.id, time.Now())
	if err != nil {
		return err
	}
	if img, err = d.act("open the print dialog", func() error { return d.xdo("key", "ctrl+p") }, img); err != nil {
		return err
	}
	printed := filepath.Join(b.dir, "printed")
	os.Remove(printed)
	t0 := time.Now()
	if err := d.xdo("key", "Return"); err != nil {
		return err
	}
	return d.settledAfter("print round 2's pairings", img, t0, func() error {
		for {
			if _, err := os.Stat(printed); err == nil {
				return nil
			}
			if time.Since(t0) > time.Minute {
				return fmt.Errorf("nothing reached the printer within a minute")
			}
			time.Sleep(5 * time.Millisecond)
		}
	})
}

// waitFile polls the event file, read beside the app, until its info
// field key (arbiter info --json) reaches want, for at most 5 minutes from
// t0.
func (b *bench) waitFile(t0 time.Time, key string, want int) error {
	for {
		out, err := exec.Command(b.bin, "info", b.event, "--json").Output()
		if err != nil {
			return fmt.Errorf("arbiter info: %w", err)
		}
		var info map[string]any
		if err := json.Unmarshal(out, &info); err != nil {
			return err
		}
		n, _ := info[key].(float64)
		if int(n) >= want {
			return nil
		}
		if time.Since(t0) > 5*time.Minute {
			return fmt.Errorf("%s is %d of %d after 5 minutes", key, int(n), want)
		}
	}
}

func copyFile(from, to string) error {
	data, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	return os.WriteFile(to, data, 0o644)
}

// capture takes one picture of the window and notes how long it took.
func (b *bench) capture(id string) (*image.RGBA, error) {
	t0 := time.Now()
	img, err := xwindow.Default.Capture(id)
	b.captures = append(b.captures, time.Since(t0))
	return img, err
}

// quiet is how long a picture must stay the same to be the settled result
// of an input: several of Fyne's frames (at most 60 a second, each taking
// up to tens of milliseconds under software OpenGL), since a capture is
// quicker than a frame.
const quiet = 100 * time.Millisecond

// effect captures the window after an input at t0 until its picture has
// changed and then stayed the same for quiet. It returns when the first
// change was seen and when the last one was, the picture then shown being
// the action's result. On failure the picture is kept (lastSeen).
func (b *bench) effect(id string, before *image.RGBA, t0 time.Time) (first, last time.Duration, img *image.RGBA, err error) {
	prev, seen := before, time.Time{}
	for time.Since(t0) < 30*time.Second {
		if img, err = b.capture(id); err != nil {
			return 0, 0, nil, err
		}
		switch {
		case !xwindow.Same(img, prev):
			last = time.Since(t0)
			if first == 0 {
				first = last
			}
			prev, seen = img, time.Now()
		case first != 0 && time.Since(seen) >= quiet:
			return first, last, img, nil
		}
	}
	return 0, 0, nil, lastSeen("the window did not change within 30 s", prev)
}

// until captures the window until ok holds of its picture, for at most
// a minute from t0; on failure the last picture is kept (lastSeen).
func (b *bench) until(id string, t0 time.Time, ok func(*image.RGBA) bool) error {
	var img *image.RGBA
	for time.Since(t0) < time.Minute {
		var err error
		if img, err = b.capture(id); err != nil {
			return err
		}
		if ok(img) {
			return nil
		}
	}
	return lastSeen("not shown within a minute", img)
}

// lastSeen is the error what, the window's last picture img kept as a PNG
// to see what was shown instead.
func lastSeen(what string, img *image.RGBA) error {
	last := filepath.Join(os.TempDir(), "arbiter-window-bench-last.png")
	if err := xwindow.WritePNG(last, img); err != nil {
		return fmt.Errorf("%s (the window as last seen could not be kept: %v)", what, err)
	}
	return fmt.Errorf("%s (the window as last seen: %s)", what, last)
}

// count counts the pixels of a colour.
func count(img *image.RGBA, colour func(r, g, b uint8) bool) int {
	n := 0
	for i := 0; i+2 < len(img.Pix); i += 4 {
		if colour(img.Pix[i], img.Pix[i+1], img.Pix[i+2]) {
			n++
		}
	}
	return n
}

// isGreen is the theme's success colour, in which the checker's verdict
// on a prescribed round is written; nothing else on the rounds view is
// green.
func isGreen(r, g, b uint8) bool { return g > 150 && r < 120 && b < 120 }

// isBlue is the theme's primary colour, a dialog's default button; the
// rounds view itself has none.
func isBlue(r, g, b uint8) bool { return b > 200 && r < 90 && g > 90 && g < 170 }

// settle waits for the window titled …title… to show a drawn picture
// that stays the same for quiet, for at most a minute; it returns when
// that picture was first seen.
func (b *bench) settle(title string, since time.Time) (string, *image.RGBA, time.Time, error) {
	for time.Since(since) < time.Minute {
		id := xwindow.Default.Find(title)
		if id == "" {
			time.Sleep(20 * time.Millisecond)
			continue
		}
		img, seen, err := b.stillSince(id, since)
		if err != nil {
			continue // not mapped yet
		}
		return id, img, seen, nil
	}
	return "", nil, time.Time{}, fmt.Errorf("no settled window titled …%s… within a minute", title)
}

// still captures window id until its picture, with something drawn, has
// stayed the same for quiet, for at most a minute from since.
func (b *bench) still(id string, since time.Time) (*image.RGBA, error) {
	img, _, err := b.stillSince(id, since)
	return img, err
}

// stillSince is still that also says when the picture was first seen.
func (b *bench) stillSince(id string, since time.Time) (*image.RGBA, time.Time, error) {
	var last *image.RGBA
	var seen time.Time
	for time.Since(since) < time.Minute {
		img, err := b.capture(id)
		if err != nil {
			return nil, seen, err
		}
		switch {
		case !xwindow.Same(img, last) || xwindow.Colours(img) < 2:
			last, seen = img, time.Now()
		case time.Since(seen) >= quiet:
			return img, seen, nil
		}
	}
	return nil, seen, fmt.Errorf("the window did not settle within a minute")
}

// floorAction is the reference measured in the same run: what the X
// server and the renderer take to show any change at all.
const floorAction = "hover a button (the floor)"

// bareAction is the floor of opening the file, measured in the same run:
// a window with one label, which is Go, the toolkit, the X server and the
// OpenGL renderer starting and drawing.
const bareAction = "open a bare window (the opening's floor)"

// The cold starts, each to its first frame (firstFrame): the bare
// window's, the app's without a file (its start page) and on the event,
// with their CPU time under the name and cpuSuffix. The target is the
// app's at most startTarget times the bare window's.
const (
	bareFrame   = "start a bare window: first frame"
	emptyFrame  = "start the window, no file: first frame"
	appFrame    = "start the window on the file: first frame"
	cpuSuffix   = " (CPU)"
	startTarget = 1.5
)

// print writes each action's median and worst, and what is left of the
// median after the floor (the median of floorAction), which is the
// window's own share to set against the target.
func (b *bench) print(players int) {
	median := func(a string) time.Duration {
		ts := slices.Sorted(slices.Values(b.times[a]))
		if len(ts) == 0 { // no floor with -open
			return 0
		}
		return ts[len(ts)/2]
	}
	// Opening is set against a bare window's opening, every action
	// against a hover.
	floor, openFloor := median(floorAction), median(bareAction)
	fmt.Printf("window actions on a %d-player Swiss, round 1 paired (median, worst of %d, median less the floor:\n"+
		"%v for an action, %v for opening; target 100 ms, opening the file 300 ms)\n", players, len(b.times[b.order[0]]),
		floor.Round(time.Millisecond), openFloor.Round(time.Millisecond))
	for _, a := range b.order {
		ts := slices.Sorted(slices.Values(b.times[a]))
		f := floor
		switch a {
		case bareAction, "open the file":
			f = openFloor
		case bareFrame, emptyFrame, appFrame:
			f = median(bareFrame)
		case bareFrame + cpuSuffix, emptyFrame + cpuSuffix, appFrame + cpuSuffix:
			f = median(bareFrame + cpuSuffix)
		}
		fmt.Printf("  %-48s %8v %8v %8v\n", a, median(a).Round(time.Millisecond), ts[len(ts)-1].Round(time.Millisecond),
			(median(a) - f).Round(time.Millisecond))
	}
	ratio := func(action string) float64 { return float64(median(action)) / float64(median(bareFrame)) }
	cpuRatio := func(action string) float64 {
		return float64(median(action+cpuSuffix)) / float64(median(bareFrame+cpuSuffix))
	}
	fmt.Printf("the window's first frame against a bare window's (medians of the same runs, interleaved; target %.1f×):\n"+
		"  no file: %.2f× the clock, %.2f× the CPU time; on the file: %.2f× the clock, %.2f× the CPU time\n",
		startTarget, ratio(emptyFrame), cpuRatio(emptyFrame), ratio(appFrame), cpuRatio(appFrame))
	cs := slices.Sorted(slices.Values(b.captures))
	fmt.Printf("resolution: a capture takes %v (median), each figure is at most that much late\n", cs[len(cs)/2].Round(time.Millisecond))
}

package ui

import (
	"bytes"
	"fmt"
	"image"
	"os/exec"
	"strings"
	"testing"
	"time"

	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/words"
)

// needClipboard fails a window test that reads the clipboard where xclip,
// which reads it, is not installed (make test installs it); without a
// window the test skips as every window test does.
func needClipboard(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("xclip"); err != nil && noWindow() == "" {
		t.Fatal("xclip is not installed (make deps-test installs it)")
	}
}

// messagesReadByCtrlC reads the window's messages as the
// arbiter gets them, in English, Finnish and Estonian at 1024×700, in
// Finnish at 1366×768 too (TestEndToEndBoxesByKeys), by the keys alone: Ctrl+C copies a box's words, or a form's
// problems, to the clipboard (xclip reads it), as on a message box of
// Windows. Each is a defect of issue 91:
//   - a withdrawal's round typed as a word is refused below the field
//     named as its label names it, with an example, the box still open
//     (it was gone, the message naming neither);
//   - a publish address with no port is explained in the user's
//     language, with an example (Go's English "listen tcp: address 8080:
//     missing port in address");
//   - the print box's copies and pages, both wrong, are refused at once
//     (one problem a try);
//   - in the settings, a date typed as the language writes it
//     ("28.11.2026") is taken, and a wrong time control is refused under
//     the field's own label ("Peliaika", where the message said
//     "Ajankäyttö"), alone; put right, both are saved.
//
// ARBITER_E2E_SHOTS=folder keeps a picture of each box.
func messagesReadByCtrlC(w *window, lang string, size image.Point) {
	needClipboard(w.t)
	cat := i18n.For(i18n.Lang(lang))
	w.withdrawalRoundAsAWord(cat)
	w.publishAddressWithoutPort(cat)
	w.printBoxTwoProblems(cat)
	w.settingsDateAndTimeControl(cat)
}

// withdrawalRoundAsAWord opens Liis Kuusk's withdrawal (the players'
// search, Ctrl+W), types a word over the round proposed and Enter.
func (w *window) withdrawalRoundAsAWord(cat *i18n.Catalog) {
	w.t.Helper()
	w.keys("ctrl+1")
	w.tab(-3) // back past Save PDF and Import… to the search
	w.after(func() { w.typeText("kuusk") }, "kuusk")
	w.changed("ctrl+w")
	word := map[i18n.Lang]string{i18n.English: "three", i18n.Finnish: "kolme", i18n.Estonian: "kolm"}[cat.Lang()]
	w.typeText(word)
	w.changed("Return")
	w.shot("withdrawal-word")
	label := cat.T("ui.players.withdraw.after")
	w.awaitCopied("the withdrawal box", func(got string) error {
		problem := cat.T("ui.settings.not-number", "field", label, "text", word)
		if !strings.HasPrefix(got, cat.T("ui.players.withdraw.title")+"\n") || !strings.Contains(got, problem) {
			return fmt.Errorf("want the box's title, then %q among its words", problem)
		}
		return nil
	})
	w.changed("Escape")
	if ev := w.now(); withdrawnPlayers(ev) != "" {
		w.fail("withdrawn after the word and Escape: %s", withdrawnPlayers(ev))
	}
}

// withdrawnPlayers names the players withdrawn and when, "" for none.
func withdrawnPlayers(ev *tournament.Event) string {
	var out []string
	for _, p := range ev.Players {
		if p.Withdrawn() {
			out = append(out, fmt.Sprintf("%s after %d", p.Name, p.WithdrawnAfter))
		}
	}
	return strings.Join(out, ", ")
}

// publishAddressWithoutPort types 8080 as the address to publish at
// (Ctrl+Shift+2, Tab) and Enter.
func (w *window) publishAddressWithoutPort(cat *i18n.Catalog) {
	w.t.Helper()
	w.changed("ctrl+shift+2")
	w.tab(1)
	w.typeText("8080")
	w.changed("Return")
	w.shot("publish-address")
	w.awaitCopied("the publish address's error", func(got string) error {
		want := cat.T("ui.error.title") + "\n" + cat.T("venue.listen.port", "addr", "8080")
		if !strings.HasPrefix(got, want) || strings.Contains(got, "listen tcp") {
			return fmt.Errorf("want %q", want)
		}
		return nil
	})
	w.changed("Escape")
}

// printBoxTwoProblems opens the rounds view's Print (Ctrl+2, Ctrl+P) and
// types "2x" copies and "1x" pages (Tab), and Enter.
func (w *window) printBoxTwoProblems(cat *i18n.Catalog) {
	w.t.Helper()
	w.changed("ctrl+2")
	w.changed("ctrl+p")
	w.typeFields(tabbed{0, "2x"}, tabbed{1, "1x"})
	w.changed("Return")
	w.shot("print-two-problems")
	w.awaitCopied("the print box's two problems", func(got string) error {
		for _, want := range []string{cat.T("printdialog.copies.bad", "max", maxCopies, "text", "2x"), cat.T("printdialog.pages.bad", "text", "1x")} {
			if !strings.Contains(got, want) {
				return fmt.Errorf("want %q among the box's words", want)
			}
		}
		if !strings.HasPrefix(got, cat.T("printdialog.title")+"\n") {
			return fmt.Errorf("want the box's title %q first", cat.T("printdialog.title"))
		}
		return nil
	})
	w.changed("Escape")
}

// settingsStops are the Tab stops of the settings of the event
// boxEvent makes (a five-round Swiss, round 1 paired), counted from
// Ctrl+9, which leaves the keyboard with nothing: the first day, the
// time control and Save (a Swiss's withdrawal rule, not its to choose,
// is no stop; its rounds, which may be cut short, are).
// TestSettingsTabStops counts them in-process.
var settingsStops = struct{ start, timeControl, save int }{5, 17, 49}

// settingsDateAndTimeControl types, in the settings (Ctrl+9), the first
// day as the language writes it and "90++30" as the time control, and
// Save (Space): the time control's problem shows in the window, the
// view brought to it (it was said below the view's edge at 1024×700);
// then both again with 90+30, and Save.
func (w *window) settingsDateAndTimeControl(cat *i18n.Catalog) {
	w.t.Helper()
	day := words.Date(cat, "2026-11-28")
	save := func(timeControl string) image.Image {
		w.keys("ctrl+9")
		w.typeFields(tabbed{settingsStops.start, day}, tabbed{settingsStops.timeControl - settingsStops.start, timeControl})
		w.tab(settingsStops.save - settingsStops.timeControl)
		// The red lines are counted from when the keyboard is on Save,
		// the typed text drawn: a picture from before the last key
		// could show a view with other lines in red.
		clean := w.awaitPicture("the keyboard's ring on Save", "", func(img image.Image) error {
			save, err := labelledPrimary(img)
			if err != nil {
				return err
			}
			if ring := keyboardRing(img); !ring.Overlaps(save) {
				return fmt.Errorf("the ringed button at %v, Save at %v", ring, save)
			}
			return nil
		})
		w.keys("space")
		return clean
	}
	w.awaitProblems(save("90++30"), 1)
	w.shot("settings-time-control")
	label := cat.T("ui.settings.timecontrol")
	w.awaitCopied("the settings' problems", func(got string) error {
		if strings.Contains(got, "\n") || !strings.HasPrefix(strings.ToLower(got), strings.ToLower(label)) || !strings.Contains(got, `90'+30"`) {
			return fmt.Errorf("want the time control's problem alone, naming %q as its label does, with an example", label)
		}
		return nil
	})
	if st := w.now().Settings; st.StartDate != "" {
		w.fail("saved with the time control refused: the first day %q", st.StartDate)
	}
	save("90+30")
	w.await(day+" and 90+30 saved", func(ev *tournament.Event) error {
		if st := ev.Settings; st.StartDate != "2026-11-28" || st.TimeControl != "90+30" {
			return fmt.Errorf("the first day %q, the time control %q", st.StartDate, st.TimeControl)
		}
		return nil
	})
}

// awaitCopied presses Ctrl+C, which copies the words of the box on top,
// and reads the clipboard until check takes them, or fails, once the app
// has worked without (appWatch), with what they were last. It presses
// again at each look: a key sent before the box was on top, or while it
// still said what it said before (the round being checked), copied
// other words, which no later look would see changed.
func (w *window) awaitCopied(what string, check func(string) error) {
	w.t.Helper()
	var got string
	var err error
	if werr := watchApp(w.exited).poll(pollEvery, func() bool {
		w.keys("ctrl+c")
		if got, err = w.clipboard(); err == nil {
			err = check(got)
		}
		return err == nil
	}); werr != nil {
		w.fail("Ctrl+C on %s: the clipboard holds %q: %v (%v)", what, got, err, werr)
	}
}

// clipboard is what the display's clipboard holds, as xclip reads it.
// The app answers xclip from its event loop; one that does not within
// five seconds is an error, and awaitCopied, which measures the app's
// work, asks again: the bound is on one xclip left waiting, not on the
// wait for the app.
func (w *window) clipboard() (string, error) {
	cmd := displayOf(w.t).Command("xclip", "-o", "-selection", "clipboard")
	var out, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &stderr
	if err := cmd.Start(); err != nil {
		return "", err
	}
	timer := time.AfterFunc(5*time.Second, func() { cmd.Process.Kill() })
	defer timer.Stop()
	if err := cmd.Wait(); err != nil {
		return "", fmt.Errorf("xclip: %v: %s", err, strings.TrimSpace(stderr.String()))
	}
	return out.String(), nil
}

// closeRatingColumnNote waits for the notes box of a players' list whose
// rating column is not named FIDE's, checks it says which column was read
// as the rating, and closes it by Enter (its OK), as the arbiter does.
func (w *window) closeRatingColumnNote(lang, column string) {
	w.t.Helper()
	cat := i18n.For(i18n.Lang(lang))
	w.awaitCopied("the import's notes", func(got string) error {
		for _, want := range []string{cat.T("ui.import.notes", "n", 1), cat.T("event.csv.ratingcolumn", "column", column)} {
			if !strings.Contains(got, want) {
				return fmt.Errorf("no %q", want)
			}
		}
		return nil
	})
	w.changed("Return")
}

package ui

import (
	"fmt"
	"image"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/i18n"
	"arbiter/internal/testdir"
	"arbiter/internal/testevent"
	"arbiter/internal/testphone"
	"arbiter/internal/testprogram"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/checkin"
	"arbiter/tournament/store"
	"arbiter/ui/button"
)

// venueButton is the button of the venue view with the given text.
func venueButton(t *testing.T, box *fyne.Container, text string) *button.Button {
	t.Helper()
	if b, ok := venueObject(box, func(o fyne.CanvasObject) bool { b, ok := o.(*button.Button); return ok && b.Text == text }).(*button.Button); ok {
		return b
	}
	t.Fatalf("no button %q in the venue view", text)
	return nil
}

// venueObject is the first object of the venue view that is, nil when none is.
func venueObject(o fyne.CanvasObject, is func(fyne.CanvasObject) bool) fyne.CanvasObject {
	if is(o) {
		return o
	}
	if c, ok := o.(*fyne.Container); ok {
		for _, o := range c.Objects {
			if f := venueObject(o, is); f != nil {
				return f
			}
		}
	}
	return nil
}

// publishing opens a four-player event with round 1 paired and starts
// publishing it on a loopback port from the venue view.
func publishing(t *testing.T) (*Shell, *venueView) {
	t.Helper()
	s := openShell(t, newEventFile(t, "Anna", "Boris", "Carl", "Dana"))
	if !s.act(func() error { _, err := s.doc.drawSeats(); return err }) || !s.act(func() error { return s.doc.pair(false) }) {
		t.Fatal("could not pair round 1")
	}
	v := shownView[*venueView](s, areaVenue)
	publishOnLoopback(t, s, v)
	return s, v
}

// publishOnLoopback starts publishing from v on a loopback port, as its
// button does; the test fails unless it publishes.
func publishOnLoopback(t *testing.T, s *Shell, v *venueView) {
	t.Helper()
	v.addr.SetText("127.0.0.1:0")
	venueButton(t, v.box, s.t("ui.venue.start")).OnTapped()
	if s.venue == nil {
		t.Fatalf("not publishing: %s", topMessage(s))
	}
}

// addDeputy adds a deputy in the view and returns the PIN it shows once.
func addDeputy(t *testing.T, s *Shell, v *venueView, name string) string {
	t.Helper()
	v.name.SetText(name)
	v.fide.SetText("501234")
	venueButton(t, v.box, "Add deputy").OnTapped()
	shown := topMessage(s)
	pin := regexp.MustCompile(`The PIN of ` + name + ` is (\d{8})\.`).FindStringSubmatch(shown)
	if pin == nil {
		t.Fatalf("no PIN shown: %q", shown)
	}
	defaultButton(t, s).OnTapped()
	return pin[1]
}

// postStep sends fields from the phone c to the entry page at base as a
// browser does (testphone.Phone.Submit): the status and the page.
func postStep(t *testing.T, c *http.Client, base string, fields url.Values) (int, string) {
	t.Helper()
	code, page, err := (&testphone.Phone{C: c, Entry: base + "enter.html"}).Submit(fields)
	if err != nil {
		t.Fatal(err)
	}
	return code, page
}

// Publishing from the window serves the open event; a deputy added in the
// view gets his PIN shown once, signs his phone in with it and enters a
// result, which is in the window's event at once, named as his in the
// audit, and is the window's next Undo; removed in the view, his phone is
// signed out.
func TestPublishAtTheVenueServesAndTakesADeputysResult(t *testing.T) {
	s, v := publishing(t)
	base := s.venue.urls[0]
	if !regexp.MustCompile(`^http://127\.0\.0\.1:\d+/$`).MatchString(base) {
		t.Fatalf("address %q", base)
	}
	if s.venueAddress() != base {
		t.Errorf("the printed lists would carry %q, want %q", s.venueAddress(), base)
	}
	if !strings.Contains(httpGet(t, base+"pairings.html"), "Anna") {
		t.Error("the pairings page does not show the event")
	}
	if s.venue.srv.DeputyEntry() {
		t.Fatal("result entry is on before any deputy has a PIN")
	}
	pin := addDeputy(t, s, v, "Liis Kuusk")
	if venueObject(v.box, func(o fyne.CanvasObject) bool { l, ok := o.(*widget.Label); return ok && strings.Contains(l.Text, pin) }) != nil {
		t.Error("the view shows the PIN after its dialog box closed")
	}
	// The read-only pages see the new deputy within a few of the server's
	// polls, which run in this test program (watchTest).
	if err := watchTest().poll(10*time.Millisecond, s.venue.srv.DeputyEntry); err != nil {
		t.Fatalf("result entry is not on: %v", err)
	}
	c := testphone.New("127.0.0.21")
	if code, page := postStep(t, c, base, url.Values{"step": {"signin"}, "pin": {pin}}); code != 200 || !strings.Contains(page, "Signed in as Liis Kuusk") {
		t.Fatalf("sign-in: %d", code)
	}
	phone := &testphone.Phone{C: c, Entry: base + "enter.html"}
	if _, page, err := phone.Step(nil); err != nil {
		t.Fatal(err)
	} else if code, _, err := phone.Enter(page, 1, 1, "1-0"); err != nil || code != http.StatusSeeOther {
		t.Fatalf("deputy's result: %d %v", code, err)
	}
	// The window re-reads the event through fyne.Do; wait for it.
	if err := watchTest().poll(10*time.Millisecond, func() bool {
		p, err := s.doc.event.FindPairing(1, 1)
		return err == nil && p.Result == tournament.WhiteWins
	}); err != nil {
		t.Errorf("the deputy's result is not in the window's event: %v", err)
	}
	// Undo names the result; the history, who entered it.
	if e, err := s.doc.st.NextUndo(); err != nil || s.describe(e) != "Round 1, board 1: result 1–0" || e.Actor != "venue/Liis Kuusk (127.0.0.21)" ||
		!strings.Contains(i18n.Join(s.cat, e.Told(), "; "), "by Liis Kuusk from 127.0.0.21") {
		t.Errorf("the window's next undo is %q by %q (%+v), want the deputy's result", s.describe(e), e.Actor, e.Steps)
	}
	venueButton(t, v.box, "Remove").OnTapped()
	dangerButton(t, s).OnTapped()
	if len(s.doc.event.Deputies) != 0 {
		t.Fatalf("deputies after the removal: %+v", s.doc.event.Deputies)
	}
	// A save's whole form, its players made up: refused before they count.
	if code, _ := postStep(t, c, base, url.Values{"step": {"save"}, "round": {"1"}, "board": {"2"}, "result": {"1-0"}, "white": {"1"}, "black": {"2"}}); code != http.StatusForbidden {
		t.Errorf("the removed deputy's phone: %d", code)
	}
	s.SetLanguage("fi") // the server outlives the rebuilt views
	if s.venue == nil {
		t.Fatal("a language switch stopped publishing")
	}
	venueButton(t, s.areaView(areaVenue).(*venueView).box, "Lopeta julkaisu").OnTapped()
	if s.venue != nil {
		t.Fatal("still publishing")
	}
	if _, err := http.Get(base); err == nil {
		t.Error("the server still answers after Stop")
	}
}

// Wrong PINs sent from many devices lock the deputies' entry: the view
// says so in red at once, and the chief's unlock lets them in again.
func TestTheViewShowsLockedEntryAndUnlocksIt(t *testing.T) {
	s, v := publishing(t)
	defer s.stopPublishing()
	base := s.venue.urls[0]
	addDeputy(t, s, v, "Liis Kuusk")
	if err := watchTest().poll(10*time.Millisecond, s.venue.srv.DeputyEntry); err != nil {
		t.Fatalf("result entry is not on: %v", err)
	}
	// Twenty devices at a time, five wrong PINs each, sent at once: each
	// waits its own pause after a wrong PIN.
	for batch := 0; !s.venue.srv.PINsLocked(); batch++ {
		if batch == 5 {
			t.Fatal("500 wrong PINs did not lock entry")
		}
		var wg sync.WaitGroup
		for i := range 100 {
			c := testphone.New(net.IPv4(127, 0, byte(1+batch), byte(10+i/5)).String())
			wg.Go(func() { postStep(t, c, base, url.Values{"step": {"signin"}, "pin": {"00000000"}}) })
		}
		wg.Wait()
	}
	red := func() fyne.CanvasObject {
		return venueObject(v.box, func(o fyne.CanvasObject) bool {
			l, ok := o.(*widget.Label)
			return ok && l.Importance == widget.DangerImportance && strings.Contains(l.Text, "result entry is locked")
		})
	}
	if err := watchTest().poll(10*time.Millisecond, func() bool { return red() != nil }); err != nil {
		t.Fatalf("the view does not say in red that entry is locked: %v", err)
	}
	venueButton(t, v.box, "Unlock result entry").OnTapped()
	if s.venue.srv.PINsLocked() || red() != nil {
		t.Error("entry still locked after the unlock")
	}
}

// Opening another event ends the venue's pages of the one before, and the
// arbiter is told so: the phones at the venue stopped updating without a
// word.
func TestOpeningAnotherEventSaysTheVenueStopped(t *testing.T) {
	s, _ := publishing(t)
	was := s.doc.base()
	s.Open(newEventFile(t, "Eero", "Fanni"))
	if s.venue != nil {
		t.Fatal("the venue still publishes the event closed")
	}
	if msg := topMessage(s); !strings.Contains(msg, was) || !strings.Contains(msg, s.t("ui.nav.venue")) {
		t.Errorf("the message on opening another event: %q", msg)
	}
}

// Enter in the address starts publishing, as the view's one action: it
// did nothing, and the arbiter had to reach for the mouse.
func TestEnterInTheAddressStartsPublishing(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris"))
	v := shownView[*venueView](s, areaVenue)
	v.addr.SetText("127.0.0.1:0")
	s.win.Canvas().Focus(v.addr)
	v.addr.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if s.venue == nil {
		t.Fatalf("Enter in the address did not publish: %s", topMessage(s))
	}
	s.stopPublishing()
	// The address published at is the next start's: the phones' bookmarks
	// and the printed QR codes name it (it went back to :8080).
	if got := newVenueView(s).(*venueView).addr.Text; got != "127.0.0.1:0" {
		t.Errorf("the next start's address: %q, want the one published at", got)
	}
}

// juniorFile is a second event of the weekend, "Junior Cup" in
// junior.arbiter, with a deputy who has a PIN; it returns the path.
func juniorFile(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "junior.arbiter")
	if err := os.Rename(newEventFile(t, "Eero", "Fanni", "Gert", "Hilla"), path); err != nil {
		t.Fatal(err)
	}
	st, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	ev, _ := st.Event()
	ev.Settings.Name = "Junior Cup"
	if err := st.UpdateSettings(ev.Settings); err != nil {
		t.Fatal(err)
	}
	return path
}

// The weekend's other file, added in the Publish view, is kept in the
// event's file and published with it as one venue, as arbiter serve A B
// serves them: a front page naming both, each section under its folder.
// The open file itself, a file added twice and a file that is no event
// are refused; the junior's
// deputy, added in its own box of the view, signs in to the junior's
// section only, and his result goes into the junior's file.
func TestPublishTheWeekendsOtherFile(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris", "Carl", "Dana"))
	if !s.act(func() error { _, err := s.doc.drawSeats(); return err }) || !s.act(func() error { return s.doc.pair(false) }) {
		t.Fatal("could not pair round 1")
	}
	junior := juniorFile(t)
	v := shownView[*venueView](s, areaVenue)
	if err := v.addSection(nil, s.doc.st.Path()); err == nil || !strings.Contains(s.cat.Sentence(err), "open in this window") {
		t.Errorf("adding the open file: %v", err)
	}
	if err := v.addSection(nil, junior); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.doc.st.VenueSections(); len(got) != 1 || got[0] != junior {
		t.Fatalf("kept sections %q", got)
	}
	if err := v.addSection([]string{junior}, junior); err == nil {
		t.Error("the junior added twice")
	}
	junk := testdir.Write(t, filepath.Join(t.TempDir(), "notes.arbiter"), "<b>not an event</b>")
	if err := v.addSection([]string{junior}, junk); err == nil {
		t.Error("a file that is no event added as a section")
	} else if msg := s.cat.Sentence(err); !strings.Contains(msg, "notes.arbiter") {
		t.Errorf("refusing a file that is no event: %q", msg)
	}
	if e, err := s.doc.st.NextUndo(); err != nil || s.describe(e) != "1 other event published with this one" {
		t.Errorf("the history says %q", s.describe(e))
	}
	v.refresh()
	venueButton(t, v.box, "Deputies…").OnTapped()
	box := overlayParts[*field](s)
	if len(box) != 2 {
		t.Fatalf("the junior's deputies box has %d fields", len(box))
	}
	box[0].SetText("Jaak Junior")
	var add *widget.Button
	for _, b := range overlayParts[*widget.Button](s) {
		if b.Text == "Add deputy" {
			add = b
		}
	}
	add.OnTapped()
	pin := regexp.MustCompile(`The PIN of Jaak Junior is (\d{8})\.`).FindStringSubmatch(topMessage(s))
	if pin == nil {
		t.Fatalf("no PIN shown: %q", topMessage(s))
	}
	publishOnLoopback(t, s, v)
	defer s.stopPublishing()
	base := s.venue.urls[0]
	front := httpGet(t, base)
	testtext.SaysEach(t, "the front page", front, `href="event/"`, "Test Open", `href="junior/"`, "Junior Cup")
	if !strings.Contains(httpGet(t, base+"junior/start.html"), "Hilla") {
		t.Error("the junior's pages do not show its players")
	}
	if s.venueAddress() != base+"event/" {
		t.Errorf("the printed lists would carry %q", s.venueAddress())
	}
	c := testphone.New("127.0.0.31")
	if code, _ := postStep(t, c, base+"event/", url.Values{"step": {"signin"}, "pin": {pin[1]}}); code == 200 {
		t.Error("the junior's deputy signed in to the open's section")
	}
	if code, page := postStep(t, c, base+"junior/", url.Values{"step": {"signin"}, "pin": {pin[1]}}); code != 200 || !strings.Contains(page, "Signed in as Jaak Junior") {
		t.Fatalf("the junior's deputy: %d", code)
	}
	if s.venue.others[0].InWindow() || !s.venue.others[0].Server.DeputyEntry() {
		t.Error("the junior's deputies cannot enter results")
	}
}

// A file another window holds is published beside it read-only: its
// pages are served, and the view says that its deputies enter their
// results in that window.
func TestPublishAFileAnotherWindowHolds(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris"))
	junior := juniorFile(t)
	v := shownView[*venueView](s, areaVenue)
	if err := v.addSection(nil, junior); err != nil {
		t.Fatal(err)
	}
	testevent.AsProgram(t, store.Window)
	other, err := store.Open(junior) // the other window
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	publishOnLoopback(t, s, v)
	defer s.stopPublishing()
	if !s.venue.others[0].InWindow() {
		t.Error("the file another window holds is not said to be in the window")
	}
	if !strings.Contains(httpGet(t, s.venue.urls[0]+"junior/"), "Junior Cup") {
		t.Error("the junior's pages are not served")
	}
	said := venueObject(v.box, func(o fyne.CanvasObject) bool {
		l, ok := o.(*widget.Label)
		return ok && strings.Contains(l.Text, "junior.arbiter is open in another Arbiter window")
	})
	if said == nil {
		t.Error("the view does not say the junior is held by another window")
	}
}

// TestEndToEndPublishTheWeekend publishes a Swiss and the weekend's
// junior round robin as one venue from the real window at 1024×700, in
// English, Finnish and Estonian: the Publish view (Ctrl+Shift+2), Tab
// from the address to its "Add an event file" button, the junior's whole
// file's name typed into the file chooser, which opens in the event's
// folder, and Enter; the list is in the open
// event's file; the address typed and Enter publish both, and the
// venue's front page fetched over HTTP names both sections, each of
// whose pages answer under its folder. ARBITER_E2E_SHOTS=folder keeps the
// screenshots there.
func TestEndToEndPublishTheWeekend(t *testing.T) {
	dir, bin := buildApp(t)
	shots := os.Getenv("ARBITER_E2E_SHOTS")
	for _, lang := range []string{"en", "fi", "et"} {
		t.Run(lang, func(t *testing.T) {
			cli := commandOf(t, bin)
			folder := filepath.Join(dir, lang)
			if err := os.MkdirAll(folder, 0o755); err != nil {
				t.Fatal(err)
			}
			file, junior := filepath.Join(folder, "open.arbiter"), filepath.Join(folder, "junior.arbiter")
			cli("new", file, "--name", "Weekend Open", "--system", "swiss-dutch", "--rounds", "5", "--lang", lang)
			cli("new", junior, "--name", `Junior <Cup> & "Co"`, "--system", "round-robin", "--lang", lang)
			header := []string{"Name", "Rating"}
			addList(cli, file, header, []string{"Aino Lehtonen", "2100"}, []string{"Jaan Tamm", "2080"},
				[]string{"Liis Kuusk", "2060"}, []string{"Mati Saar", "2040"})
			addList(cli, junior, header, []string{"Kalle Koivu", "1500"}, []string{"Maret Mets", "1480"},
				[]string{"Oskar Orav", "1460"}, []string{"Piret Pihl", "1440"})
			w := openAt1024(t, bin, appHome(t, dir, "home-publish-"+lang), lang, file, shots)
			log := w.log
			w.changed("ctrl+shift+2")
			w.shot(lang + "-publish")
			w.click(publishAddr.X, publishAddr.Y) // the field shows no change when it takes the keyboard
			w.tab(2)
			w.changed("space")
			w.shot(lang + "-publish-chooser")
			w.typeText("junior.arbiter") // the chooser opens in the event's folder
			w.changed("Return")
			w.awaitStore("the junior kept as a section", func(st *store.Store, _ *tournament.Event) error {
				if got, err := st.VenueSections(); err != nil || !slices.Equal(got, []string{junior}) {
					return fmt.Errorf("sections %q, %v", got, err)
				}
				return nil
			})
			w.shot(lang + "-publish-added")
			// Tab on to the junior's "Deputies…": its box opens on the name of
			// a deputy to add; Tab, Tab to "Add deputy", whose PIN is shown.
			w.click(publishAddr.X, publishAddr.Y)
			w.tab(2)
			w.changed("space")
			w.typeText("Jaak Junior")
			w.shot(lang + "-junior-deputies")
			w.tab(2)
			w.changed("space")
			w.shot(lang + "-junior-pin")
			w.changed("Return")
			w.changed("Escape")
			if err := waitForFile(w.exited, junior, "the junior's deputy with a PIN", "Jaak Junior", "SELECT name FROM deputies WHERE pin != ''"); err != nil {
				t.Fatal(err)
			}
			port := freePort(t)
			w.click(publishAddr.X, publishAddr.Y)
			w.keys("ctrl+a")
			w.typeText("127.0.0.1:" + port)
			w.changed("Return")
			w.shot(lang + "-published")
			base := "http://127.0.0.1:" + port + "/"
			front := httpGet(t, base+"?lang="+lang)
			w.keep(lang+"-front.html", []byte(front))
			testtext.SaysEach(t, "the venue's front page", front, `href="open/"`, "Weekend Open", `href="junior/"`, "Junior &lt;Cup&gt; &amp; &#34;Co&#34;")
			if strings.Contains(front, "<Cup>") {
				t.Error("the junior's name is markup on the front page")
			}
			if page := httpGet(t, base+"junior/start.html"); !strings.Contains(page, "Piret Pihl") {
				t.Error("the junior's start list is not served under its folder")
			}
			if page := httpGet(t, base+"open/start.html"); !strings.Contains(page, "Mati Saar") {
				t.Error("the open's start list is not served under its folder")
			}
			// The junior's deputy signs in at the junior's folder; the open,
			// whose file has no deputy, takes none.
			if page := httpGet(t, base+"junior/enter.html"); !strings.Contains(page, `name="pin"`) {
				t.Error("the junior's sign-in page asks for no PIN")
			}
			if resp, err := http.Get(base + "open/enter.html"); err != nil || resp.StatusCode == http.StatusOK {
				t.Errorf("the open's entry, with no deputy: %v %v", resp, err)
			} else {
				resp.Body.Close()
			}
			if strings.Contains(log.String(), "panic") {
				t.Errorf("the app reported:\n%s", log.String())
			}
		})
	}
}

// Where the window of 1024×700 shows the Publish view's address field, in
// every language.
var publishAddr = struct{ X, Y int }{670, 181}

// openAt1024 opens file with the app built at bin, in home and lang, in a
// window of 1024×700 that has the keyboard, which the test ends; shots
// is where its screenshots are kept ("" for nowhere).
func openAt1024(t *testing.T, bin, home, lang, file, shots string) *window {
	t.Helper()
	return openAt(t, bin, home, lang, file, shots, image.Pt(1024, 700))
}

// openAt is openAt1024 with the window at size.
func openAt(t *testing.T, bin, home, lang, file, shots string, size image.Point) *window {
	t.Helper()
	if fitsEveryScreen(size) {
		rememberWindowSize(t, home, size)
	}
	w, img, _ := opened(t, bin, home, lang, file)
	w.shots = shots
	w.sizeTo(img, size)
	return w
}

// sizeTo sizes w's window, whose picture is img, to size and gives it the
// keyboard. The program fits its window to the screen when it shows it
// (screen.go); on a loaded machine that comes after a size set once and
// undoes it, so the window is sized again until it settles at the size. A
// window that opened at its size, remembered and within every test
// screen, is left so.
func (w *window) sizeTo(img image.Image, size image.Point) {
	t := w.t
	t.Helper()
	for try := 0; img.Bounds().Size() != size || !fitsEveryScreen(size); try++ {
		if try == 3 {
			t.Fatalf("the window is %v, want %d×%d, sized %d times", img.Bounds().Size(), size.X, size.Y, try)
		}
		w.xdo("windowsize", "--sync", w.id, strconv.Itoa(size.X), strconv.Itoa(size.Y))
		var err error
		if _, img, err = waitForWindow(t, windowTitle(w.file), w.exited, img); err != nil {
			t.Fatalf("the window did not take %d×%d: %v", size.X, size.Y, err)
		}
		if img.Bounds().Size() == size {
			break
		}
	}
	w.xdo("windowfocus", "--sync", w.id)
}

// rememberWindowSize keeps size in the app's preferences in home as the
// size it was last closed at (prefSizes), so that the app opens at it: a
// window opened at its first start's size was drawn there, fitted to the
// screen and drawn again, then sized by the test and drawn a third time,
// each picture waited for until it settled. A size larger than some test
// screen is not kept: the app would shrink the window as it starts, and
// the test sizes it again anyway.
func rememberWindowSize(t *testing.T, home string, size image.Point) {
	t.Helper()
	dir := filepath.Join(home, fyneSettingsDir, appID)
	prefs := fmt.Sprintf(`{%q: "%dx%d"}`, prefSizes, size.X, size.Y)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	testdir.Write(t, filepath.Join(dir, "preferences.json"), prefs)
}

// appID is the app's id (FyneApp.toml), under which Fyne keeps its
// preferences.
const appID = "org.arbiter.desktop"

// fitsEveryScreen tells whether a window of size is left at it by the
// app's fitting to the screen (fitToScreen) on the least screen a window
// test has (Xvfb's default, 1280×768): a larger one the app shrinks when
// it starts, perhaps after the test has seen it at its size.
func fitsEveryScreen(size image.Point) bool {
	s := fyne.NewSize(float32(size.X), float32(size.Y))
	return fitSize(s, fyne.NewSize(1280, 768)) == s
}

// commandOf runs the command line of the app built at bin, in the
// environment env where one is given (appEnv), failing t when a command
// fails.
func commandOf(t *testing.T, bin string, env ...string) func(args ...string) {
	return func(args ...string) {
		t.Helper()
		cmd := exec.Command(bin, args...)
		cmd.Env = env
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("arbiter %v: %v\n%s", args, err, out)
		}
	}
}

// A publish address the computer cannot listen on is explained in the
// user's language, with an example to type; it was Go's English
// ("listen tcp: address 8080: missing port in address") in every one.
func TestThePublishAddressIsExplainedInTheUsersLanguage(t *testing.T) {
	busy, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer busy.Close()
	s := openShell(t, newEventFile(t, "Anna", "Boris"))
	inEachLanguage(s, func(lang i18n.Lang) {
		cat := i18n.For(lang)
		for addr, key := range map[string]string{"8080": "venue.listen.port", busy.Addr().String(): "venue.listen.in-use", "example.invalid:8080": "venue.listen.host"} {
			v := shownView[*venueView](s, areaVenue)
			v.addr.SetText(addr)
			s.win.Canvas().Focus(v.addr)
			v.addr.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
			if s.venue != nil {
				t.Fatalf("%s: published at %s", lang, addr)
			}
			msg := topMessage(s)
			want := cat.T(key, "addr", addr, "port", "8080", "host", "example.invalid")
			example := ":808"
			if key == "venue.listen.in-use" {
				// The example is a port free when the refusal was said.
				_, port, _ := net.SplitHostPort(addr)
				free := regexp.MustCompile(`:([0-9]+)`).FindAllStringSubmatch(msg, -1)
				example = ":" + free[len(free)-1][1]
				want = cat.T(key, "addr", addr, "port", port, "free", free[len(free)-1][1])
			}
			if !strings.Contains(msg, want) || strings.Contains(msg, "listen tcp") || !strings.Contains(want, example) {
				t.Errorf("%s %s: %q, want %q with an example", lang, addr, msg, want)
			}
			for s.win.Canvas().Overlays().Top() != nil {
				s.win.Canvas().Overlays().Remove(s.win.Canvas().Overlays().Top())
			}
		}
	})
}

// The Publish view's scroll bar is drawn over its content's right edge:
// the address and Start ran under it at 1024×700, their right ends
// hidden, where every other view keeps a margin.
func TestPublishViewKeepsItsFieldsLeftOfTheScrollBar(t *testing.T) {
	s := smallShell(t)
	inEachLanguage(s, func(l i18n.Lang) {
		v := shownView[*venueView](s, areaVenue)
		d := fyne.CurrentApp().Driver()
		edge := d.AbsolutePositionForObject(v.scroll).X + v.scroll.Size().Width - theme.ScrollBarSize()
		for _, o := range []fyne.CanvasObject{v.addr, venueButton(t, v.box, s.t("ui.venue.start"))} {
			if right := d.AbsolutePositionForObject(o).X + o.Size().Width; right > edge {
				t.Errorf("%s: %T ends at %.0f, under the scroll bar from %.0f", l, o, right, edge)
			}
		}
	})
}

// The chief has the check-in box open in the window, which publishes the
// event, and a player taps in at the entrance's tablet: the box shows him
// in, and counts him, as the file has it; so does the question of what
// the absent get, open as another taps in. They showed him absent until
// the arbiter next did something in the box, the question for as long as
// it stood.
func TestTheOpenCheckInBoxShowsAPlayerTheTabletCheckedIn(t *testing.T) {
	s, v := publishing(t)
	pin := addDeputy(t, s, v, "Liis Kuusk")
	s.show(areaRounds)
	b := openedCheckIn(t, s)
	if !strings.Contains(b.count.Text, "0 of 4") {
		t.Fatalf("the box opens saying %q", b.count.Text)
	}
	if err := watchTest().poll(10*time.Millisecond, s.venue.srv.DeputyEntry); err != nil {
		t.Fatalf("result entry is not on: %v", err)
	}
	base := s.venue.urls[0]
	tablet := testphone.At(base, "127.0.0.31")
	if code, err := tablet.SignIn(pin); err != nil || code != http.StatusSeeOther {
		t.Fatalf("the tablet's sign-in: %d %v", code, err)
	}
	door := &testphone.Phone{C: tablet.C, Entry: base + "checkin.html"}
	if code, _, err := door.Submit(url.Values{"step": {"tablet"}}); err != nil || code != http.StatusOK {
		t.Fatalf("handing the tablet to the check-in: %d %v", code, err)
	}
	tap := func(p tournament.Player) {
		t.Helper()
		if code, page, err := door.Submit(url.Values{"step": {"checkin"}, "player": {fmt.Sprint(p.ID)}, "q": {""}}); err != nil || code != http.StatusOK || !strings.Contains(page, "is checked in") {
			t.Fatalf("the tap of %s: %d %v", p.Name, code, err)
		}
		// The window re-reads the event through fyne.Do; wait for it,
		// then read the boxes, which that re-reading redraws.
		if err := watchTest().poll(10*time.Millisecond, func() bool {
			c, ok := checkin.Of(&s.doc.event, b.round)
			return ok && c.In(p.ID)
		}); err != nil {
			t.Fatalf("the tablet's check-in of %s is not in the window's event: %v", p.Name, err)
		}
	}
	first := s.doc.event.Players[0]
	tap(first)
	if !strings.Contains(b.count.Text, "1 of 4") {
		t.Errorf("the open box says %q after the tablet checked %s in", b.count.Text, first.Name)
	}
	for i, p := range b.all {
		if p.ID == first.ID && !strings.HasPrefix(b.grid.cell(i, 4), "✓") {
			t.Errorf("the open box shows %s as %q", p.Name, b.grid.cell(i, 4))
		}
	}
	// The absent are named in the order of the seats, drawn by lot.
	b.askClose()
	if q := topMessage(s); !strings.Contains(q, "3 players have not checked in: ") || !strings.Contains(q, "Boris") {
		t.Fatalf("the question of the absent: %q", q)
	}
	tap(s.doc.event.Players[1])
	if q := topMessage(s); !strings.Contains(q, "2 players have not checked in: ") || strings.Contains(q, "Boris") {
		t.Errorf("the question of the absent after the tablet checked Boris in: %q", q)
	}
}

// The arbiter asks to pair the next round over unfinished games while
// the window publishes the event, and a deputy enters one of them at the
// window's pages as the question stands: it no longer names that game;
// once he enters the last, it says that none is unfinished. It named the
// games as they were when it opened.
func TestThePairingsQuestionOfUnfinishedGamesFollowsADeputysResult(t *testing.T) {
	s, v := publishing(t)
	pin := addDeputy(t, s, v, "Liis Kuusk")
	if err := watchTest().poll(10*time.Millisecond, s.venue.srv.DeputyEntry); err != nil {
		t.Fatalf("result entry is not on: %v", err)
	}
	rounds := shownView[*roundsView](s, areaRounds)
	rounds.pairNext() // as the button does
	if q := topMessage(s); !strings.Contains(q, "round 1, board 1:") || !strings.Contains(q, "round 1, board 2:") {
		t.Fatalf("the question: %q", q)
	}
	phone := testphone.At(s.venue.urls[0], "127.0.0.41")
	if code, err := phone.SignIn(pin); err != nil || code != http.StatusSeeOther {
		t.Fatalf("the deputy's sign-in: %d %v", code, err)
	}
	enter := func(board int) {
		t.Helper()
		if _, page, err := phone.Step(nil); err != nil {
			t.Fatal(err)
		} else if code, _, err := phone.Enter(page, 1, board, "1-0"); err != nil || code != http.StatusSeeOther {
			t.Fatalf("the deputy's result on board %d: %d %v", board, code, err)
		}
		// The window re-reads the event through fyne.Do; wait for it,
		// then read the question, which that re-reading words again.
		if err := watchTest().poll(10*time.Millisecond, func() bool {
			p, err := s.doc.event.FindPairing(1, board)
			return err == nil && p.Result == tournament.WhiteWins
		}); err != nil {
			t.Fatalf("the deputy's result on board %d is not in the window's event: %v", board, err)
		}
	}
	enter(1)
	if q := topMessage(s); strings.Contains(q, "round 1, board 1:") || !strings.Contains(q, "round 1, board 2:") {
		t.Errorf("the question after the deputy's result on board 1: %q", q)
	}
	enter(2)
	if q := topMessage(s); strings.Contains(q, "round 1, board") || !strings.Contains(q, "Every earlier game is finished now") {
		t.Errorf("the question after the deputy's result on board 2: %q", q)
	}
}

// An address that reaches the pages from this computer alone (127.0.0.1,
// [::1]) says so beside it: listed as one to type on a phone, it led
// the arbiter to type one that a phone cannot reach.
func TestALoopbackAddressSaysItIsThisComputersAlone(t *testing.T) {
	s, v := publishing(t)
	joined := strings.Join(said(v.box, true), "\n")
	if !strings.Contains(joined, s.venue.urls[0]) || !strings.Contains(joined, s.t("venue.here-only")) {
		t.Errorf("the Publish view says %q, want %s with %q", joined, s.venue.urls[0], s.t("venue.here-only"))
	}
}

// An arbiter who publishes an event with arbiter serve and opens it in the
// window read in the Publish view "Start publishing", as for an event not
// published, and on serve's port a port "already taken". The view now
// names serve, its process, since when and the address the phones read,
// in each language, above Start; so it does for a file serve cannot write
// (write-protected), which serve opens for reading only and, till then,
// recorded nowhere. Once serve is gone, killed so that its record of the
// file stays behind, the view says nothing of it.
func TestThePublishViewNamesTheServeThatServesTheFile(t *testing.T) {
	// Built in the run's environment (runEnv), its compiled packages
	// from the go command's cache, not from one in the folder set below.
	folder, out, err := testprogram.Build(t.Context(), runEnv, t.TempDir(), [2]string{"arbiter-venue", "arbiter/cli/arbiter-venue"})
	if err != nil {
		t.Fatalf("building the venue's program: %v\n%s", err, out)
	}
	for _, readOnly := range []bool{false, true} {
		t.Run(fmt.Sprintf("read-only=%v", readOnly), func(t *testing.T) {
			t.Setenv("XDG_CACHE_HOME", t.TempDir()) // the records of the opens
			file := newEventFile(t, "Anna", "Boris")
			if readOnly {
				testdir.ReadOnlyFile(t, file)
			}
			serve := exec.Command(filepath.Join(folder, "arbiter-venue"), "serve", file, "--addr", "127.0.0.1:0")
			serve.Stderr = &strings.Builder{}
			base := testprogram.Serve(t, serve)
			ended := testprogram.Ended(serve)
			defer func() { serve.Process.Kill(); <-ended }()
			s := openShell(t, file)
			if s.doc.readOnly != readOnly {
				t.Fatalf("the window opened the file read-only: %v, want %v", s.doc.readOnly, readOnly)
			}
			served := func(cat *i18n.Catalog) *widget.Label {
				// The moment serve began is the record's: the words around it.
				before, after, _ := strings.Cut(cat.T("ui.venue.served", "pid", serve.Process.Pid, "since", "\x00", "url", base+"/"), "\x00")
				l, _ := venueObject(shownView[*venueView](s, areaVenue).box, func(o fyne.CanvasObject) bool {
					l, ok := o.(*widget.Label)
					return ok && strings.HasPrefix(l.Text, before) && strings.HasSuffix(l.Text, after) && len(l.Text) > len(before+after)
				}).(*widget.Label)
				return l
			}
			inEachLanguage(s, func(lang i18n.Lang) {
				cat := i18n.For(lang)
				if served(cat) == nil {
					t.Errorf("%s: the Publish view does not name serve at %s/", lang, base)
				}
				venueButton(t, shownView[*venueView](s, areaVenue).box, cat.T("ui.venue.start"))
			})
			serve.Process.Kill()
			<-ended
			if records, _ := filepath.Glob(filepath.Join(os.Getenv("XDG_CACHE_HOME"), "arbiter", "open", "*")); len(records) == 0 {
				t.Fatal("the killed serve left no record to be fooled by")
			}
			if served(i18n.For(i18n.English)) != nil {
				t.Error("the Publish view names a serve that was killed")
			}
		})
	}
}

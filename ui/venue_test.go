package ui

import (
	"io"
	"net"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"arbiter/tournament"
)

// venueButton is the button of the venue view with the given text.
func venueButton(t *testing.T, box *fyne.Container, text string) *widget.Button {
	t.Helper()
	if b, ok := venueObject(box, func(o fyne.CanvasObject) bool { b, ok := o.(*widget.Button); return ok && b.Text == text }).(*widget.Button); ok {
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
	s.show(areaVenue)
	v := s.views[areaVenue].(*venueView)
	v.addr.SetText("127.0.0.1:0")
	venueButton(t, v.box, "Start publishing").OnTapped()
	if s.venue == nil {
		t.Fatalf("not publishing: %s", topMessage(s))
	}
	return s, v
}

// Publishing from the window serves the open event; a deputy's result,
// entered with the PIN the chief set, is in the window's event at once and
// is the window's next Undo.
func TestPublishAtTheVenueServesAndTakesADeputysResult(t *testing.T) {
	s, v := publishing(t)
	base := s.venue.urls[0]
	if !regexp.MustCompile(`^http://127\.0\.0\.1:\d+/$`).MatchString(base) {
		t.Fatalf("address %q", base)
	}
	if s.venueAddress() != base {
		t.Errorf("the printed lists would carry %q, want %q", s.venueAddress(), base)
	}
	resp, err := http.Get(base + "pairings.html")
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if !strings.Contains(string(page), "Anna") {
		t.Error("the pairings page does not show the event")
	}
	v.pin.SetText("9753")
	venueButton(t, v.box, "Turn result entry on with this PIN").OnTapped()
	if !s.venue.srv.DeputyEntry() {
		t.Fatal("result entry is not on")
	}
	resp, err = http.Get(base + "enter.html")
	if err != nil {
		t.Fatal(err)
	}
	form, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	tok := regexp.MustCompile(`name="token" value="([^"]+)"`).FindSubmatch(form)
	if tok == nil {
		t.Fatal("no form")
	}
	resp, err = http.PostForm(base+"enter.html", url.Values{"token": {string(tok[1])}, "round": {"1"}, "board": {"1"}, "result": {"1-0"}, "pin": {"9753"}})
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("deputy's result: %d", resp.StatusCode)
	}
	// The window re-reads the event through fyne.Do; wait for it.
	deadline := time.Now().Add(2 * time.Second)
	for time.Now().Before(deadline) {
		if p, err := tournament.FindPairing(&s.doc.event, 1, 1); err == nil && p.Result == tournament.WhiteWins {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	if p, _ := tournament.FindPairing(&s.doc.event, 1, 1); p == nil || p.Result != tournament.WhiteWins {
		t.Error("the deputy's result is not in the window's event")
	}
	if e, err := s.doc.st.NextUndo(); err != nil || !strings.Contains(s.describe(e), "venue page") {
		t.Errorf("the window's next undo is %q, want the venue page's result", s.describe(e))
	}
	s.SetLanguage("fi") // the server outlives the rebuilt views
	if s.venue == nil {
		t.Fatal("a language switch stopped publishing")
	}
	venueButton(t, s.views[areaVenue].(*venueView).box, "Lopeta julkaisu").OnTapped()
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
	v.pin.SetText("9753")
	venueButton(t, v.box, "Turn result entry on with this PIN").OnTapped()
	// Twenty devices at a time, five wrong PINs each, sent at once: each
	// waits its own pause after a wrong PIN.
	for batch := 0; !s.venue.srv.PINsLocked(); batch++ {
		if batch == 5 {
			t.Fatal("500 wrong PINs did not lock entry")
		}
		var wg sync.WaitGroup
		for i := range 100 {
			d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.IPv4(127, 0, byte(1+batch), byte(10+i/5))}}
			c := &http.Client{Transport: &http.Transport{DialContext: d.DialContext}}
			wg.Go(func() {
				resp, err := c.Get(base + "enter.html")
				if err != nil {
					t.Error(err)
					return
				}
				form, _ := io.ReadAll(resp.Body)
				resp.Body.Close()
				tok := regexp.MustCompile(`name="token" value="([^"]+)"`).FindSubmatch(form)
				if tok == nil {
					return // locked meanwhile: no form
				}
				resp, err = c.PostForm(base+"enter.html", url.Values{"token": {string(tok[1])}, "round": {"1"}, "board": {"1"}, "result": {"1-0"}, "pin": {"0000"}})
				if err != nil {
					t.Error(err)
					return
				}
				resp.Body.Close()
			})
		}
		wg.Wait()
	}
	red := func() fyne.CanvasObject {
		return venueObject(v.box, func(o fyne.CanvasObject) bool {
			l, ok := o.(*widget.Label)
			return ok && l.Importance == widget.DangerImportance && strings.Contains(l.Text, "result entry is locked")
		})
	}
	for deadline := time.Now().Add(2 * time.Second); red() == nil && time.Now().Before(deadline); {
		time.Sleep(10 * time.Millisecond)
	}
	if red() == nil {
		t.Fatal("the view does not say in red that entry is locked")
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

package venue_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"arbiter/i18n"
	"arbiter/internal/testphone"
	"arbiter/words"
)

// The round's clock: every served page and the wall carry round 1's start
// as the schedule gives it, in the venue's time zone, with the sentences
// in the reader's language, its date and time of day written as the
// language writes them on every page and sheet (1.4.2026 kell 10.00, as
// the printed pairings head the round: it said 2026-04-01 kell 10:00),
// and the policy allows its script by hash; a round with no time of day
// has no clock, and nothing guesses one.
func TestRoundClock(t *testing.T) {
	base, w, _, _ := checkInServer(t, 4)
	c := testphone.New("127.0.0.12")
	if a := open(t, c, base, "/index.html"); strings.Contains(a.page, `id="clock"`) {
		t.Error("a clock with no round time")
	}
	w.Close()
	runCLI(t, "event", w.Path(), "--round-time", "1=2026-04-01 10:00")
	want := time.Date(2026, 4, 1, 10, 0, 0, 0, time.Local).UnixMilli()
	for _, l := range i18n.Complete {
		lang := string(l)
		var a answer
		followed(t, lang+": the wall has no clock after the round's time was set", func() bool {
			a = open(t, c, base, "/wall.html?lang="+lang)
			return strings.Contains(a.page, `id="clock"`)
		})
		m := regexp.MustCompile(`data-start="(\d+)" data-before="([^"]*)" data-after="([^"]*)" data-since="([^"]*)">([^<]*)<`).FindStringSubmatch(a.page)
		if m == nil || m[1] != fmt.Sprint(want) {
			t.Fatalf("%s: the wall's clock %q", lang, m)
		}
		words := map[string][4]string{
			"en": {"Round 1 starts in {time}", "Round 1: {time} since the start", "Round 1 started on 1 Apr 2026 at 10:00", "Round 1 starts on 1 Apr 2026 at 10:00"},
			"fi": {"Kierros 1 alkaa {time} kuluttua", "Kierros 1: alusta kulunut {time}", "Kierros 1 alkoi 1.4.2026 klo 10.00", "Kierros 1 alkaa 1.4.2026 klo 10.00"},
			"et": {"Voor 1 algab {time} pärast", "Voor 1: algusest möödunud {time}", "Voor 1 algas 1.4.2026 kell 10.00", "Voor 1 algab 1.4.2026 kell 10.00"},
		}[lang]
		if m[2] != words[0] || m[3] != words[1] || m[4] != words[2] || m[5] != words[3] {
			t.Errorf("%s: %q", lang, m[2:])
		}
		if !strings.Contains(a.page, `<img class="qr" src="qr.png"`) {
			t.Errorf("%s: the wall has no QR code", lang)
		}
	}
	req := open(t, c, base, "/standings.html")
	if !strings.Contains(req.page, `id="clock"`) || !strings.Contains(req.page, `document.getElementById("clock")`) {
		t.Error("a phone's page has no clock")
	}
	if idx := open(t, c, base, "/index.html"); !strings.Contains(idx.page, `<img class="qr" src="qr.png"`) {
		t.Error("the front page has no QR code")
	}
}

// TestARoundStartedDaysAgoSaysWhenItStarted: a round whose start is more
// than a day before the browser's clock (a round kept in play by an
// adjourned game, a date typed a year off) is shown by when it started,
// in the reader's language, not by thousands of hours since; one started
// an hour ago still counts.
func TestARoundStartedDaysAgoSaysWhenItStarted(t *testing.T) {
	base, w, _, _ := checkInServer(t, 4)
	w.Close()
	runCLI(t, "event", w.Path(), "--round-time", "1=2026-04-01 10:00")
	d := newScreen(t, screen{390, 844, 3, true, true})
	clock := `document.getElementById("clock")?document.getElementById("clock").textContent:""`
	for _, l := range i18n.Complete {
		lang := string(l)
		want := map[string]string{"en": "Round 1 started on 1 Apr 2026 at 10:00", "fi": "Kierros 1 alkoi 1.4.2026 klo 10.00",
			"et": "Voor 1 algas 1.4.2026 kell 10.00"}[lang]
		d.open(t, base+"/standings.html?lang="+lang, "the standings")
		if !d.until(clock, fmt.Sprintf("%q", want)) {
			t.Errorf("%s: the clock of a round started in April reads %s, want %q", lang, d.eval(clock), want)
		}
	}
	// Away from the page first: its live script would load it again, in
	// its language, when the file changes.
	d.open(t, "about:blank", "a blank page")
	hourAgo := time.Now().Add(-time.Hour)
	runCLI(t, "event", w.Path(), "--round-time", "1="+hourAgo.Format("2006-01-02 15:04"))
	d.open(t, base+"/standings.html?lang=en", "the standings")
	if !d.until(`/^Round 1: 1:\d\d:\d\d since the start$/.test(`+clock+`)`, "true") {
		t.Errorf("the clock of a round started an hour ago reads %s", d.eval(clock))
	}
}

// TestARoundDaysAheadSaysWhenItStarts: a round whose start is more than a
// day after the browser's clock (a weekly club's next round, a week off)
// is shown by when it starts, in the reader's language, as a page without
// scripts shows it: the wall and every phone counted "Round 7 starts in
// 168:20:25". One an hour off still counts down.
func TestARoundDaysAheadSaysWhenItStarts(t *testing.T) {
	base, w, _, _ := checkInServer(t, 4)
	w.Close()
	week := time.Now().AddDate(0, 0, 7)
	runCLI(t, "event", w.Path(), "--round-time", "1="+week.Format("2006-01-02")+" 18:00")
	d := newScreen(t, screen{390, 844, 3, true, true})
	clock := `document.getElementById("clock")?document.getElementById("clock").textContent:""`
	for _, l := range i18n.Complete {
		cat := i18n.For(l)
		want := cat.T("venueday.clock.at", "round", 1, "date", words.Date(cat, week.Format("2006-01-02")), "time", words.ClockTime(cat, "18:00"))
		for _, page := range []string{"standings.html", "wall.html"} {
			d.open(t, base+"/"+page+"?lang="+string(l), page)
			if !d.until(clock, fmt.Sprintf("%q", want)) {
				t.Errorf("%s %s: the clock of a round a week off reads %s, want %q", l, page, d.eval(clock), want)
			}
		}
	}
	d.open(t, "about:blank", "a blank page")
	hourOff := time.Now().Add(time.Hour)
	runCLI(t, "event", w.Path(), "--round-time", "1="+hourOff.Format("2006-01-02 15:04"))
	d.open(t, base+"/standings.html?lang=en", "the standings")
	if !d.until(`/^Round 1 starts in (59:\d\d|1:00:00)$/.test(`+clock+`)`, "true") {
		t.Errorf("the clock of a round an hour off reads %s", d.eval(clock))
	}
}

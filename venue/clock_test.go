package venue_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"arbiter/internal/testphone"
)

// The round's clock: every served page and the wall carry round 1's start
// as the schedule gives it, in the venue's time zone, with the sentences
// in the reader's language, and the policy allows its script by hash; a
// round with no time of day has no clock, and nothing guesses one.
func TestRoundClock(t *testing.T) {
	base, w, _, _ := checkInServer(t, 4)
	c := testphone.New("127.0.0.12")
	if a := open(t, c, base, "/index.html"); strings.Contains(a.page, `id="clock"`) {
		t.Error("a clock with no round time")
	}
	w.Close()
	runCLI(t, "event", w.Path(), "--round-time", "1=2026-04-01 10:00")
	want := time.Date(2026, 4, 1, 10, 0, 0, 0, time.Local).UnixMilli()
	for _, lang := range []string{"en", "fi", "et"} {
		var a answer
		followed(t, lang+": the wall has no clock after the round's time was set", func() bool {
			a = open(t, c, base, "/wall.html?lang="+lang)
			return strings.Contains(a.page, `id="clock"`)
		})
		m := regexp.MustCompile(`data-start="(\d+)" data-before="([^"]*)" data-after="([^"]*)">([^<]*)<`).FindStringSubmatch(a.page)
		if m == nil || m[1] != fmt.Sprint(want) {
			t.Fatalf("%s: the wall's clock %q", lang, m)
		}
		words := map[string][3]string{
			"en": {"Round 1 starts in {time}", "Round 1: {time} since the start", "Round 1 starts on 2026-04-01 at 10:00"},
			"fi": {"Kierros 1 alkaa {time} kuluttua", "Kierros 1: alusta kulunut {time}", "Kierros 1 alkaa 2026-04-01 klo 10:00"},
			"et": {"Voor 1 algab {time} pärast", "Voor 1: algusest möödunud {time}", "Voor 1 algab 2026-04-01 kell 10:00"},
		}[lang]
		if m[2] != words[0] || m[3] != words[1] || m[4] != words[2] {
			t.Errorf("%s: %q", lang, m[2:])
		}
		if !strings.Contains(a.page, `<img class="qr" src="qr.png"`) {
			t.Errorf("%s: the wall has no QR code", lang)
		}
	}
	req := open(t, c, base, "/standings.html")
	if !strings.Contains(req.page, `id="clock"`) || !strings.Contains(req.page, "<script>(function(){var e=document.getElementById(\"clock\")") {
		t.Error("a phone's page has no clock")
	}
	if idx := open(t, c, base, "/index.html"); !strings.Contains(idx.page, `<img class="qr" src="qr.png"`) {
		t.Error("the front page has no QR code")
	}
}

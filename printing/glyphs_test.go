package printing

import (
	"bytes"
	"strings"
	"testing"

	"arbiter/tournament"
)

// Text the embedded fonts cannot draw (here outside Unicode's Basic
// Multilingual Plane, which the PDF font subset cannot even address) is
// printed as a visible replacement, and every document still comes out.
func TestUndrawableTextIsReplaced(t *testing.T) {
	ev := demoEvent()
	ev.Settings.Name = "Open 🏆 2026"
	ev.Settings.Site = "𠜎 Tartu"
	ev.Players[0].Name = "Mäkinen 😀, Jussi"
	ev.Players[1].Club = "SK 𝕏"
	var buf bytes.Buffer
	if err := Pairings(&buf, ev, 1, Options{}); err != nil {
		t.Fatal(err)
	}
	text := pdfText(t, buf.Bytes())
	for _, want := range []string{"Mäkinen \uFFFD, Jussi", "Open \uFFFD 2026"} {
		if !strings.Contains(text, want) {
			t.Errorf("%q missing from the text:\n%s", want, text)
		}
	}
	for _, doc := range []func() error{
		func() error { return Standings(&buf, ev, Options{}) },
		func() error { return Crosstable(&buf, ev, Options{}) },
		func() error { return Slips(&buf, ev, 1, Options{}) },
		func() error { return ArbiterReport(&buf, ev, demoRulings(), tournament.RatingOptions{}, Options{}) },
	} {
		buf.Reset()
		if err := doc(); err != nil {
			t.Fatal(err)
		}
	}
}

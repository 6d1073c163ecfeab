package printing

import (
	"io"
	"testing"

	"arbiter/internal/testtext"
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
	pdf := printed(t, func(w io.Writer) error { return Pairings(w, ev, 1, Options{}) })
	text := pdfText(t, pdf)
	testtext.SaysEach(t, "the text", text, "Mäkinen \uFFFD, Jussi", "Open \uFFFD 2026")
	for _, doc := range []func(io.Writer) error{
		func(w io.Writer) error { return Standings(w, ev, Options{}) },
		func(w io.Writer) error { return Crosstable(w, ev, Options{}) },
		func(w io.Writer) error { return Slips(w, ev, 1, Options{}) },
		func(w io.Writer) error {
			return ArbiterReport(w, ev, demoRulings(), tournament.RatingOptions{}, Options{})
		},
	} {
		printed(t, doc)
	}
}

package desk

import (
	"bytes"
	"log"
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/ui/look"
	"arbiter/ui/look/looktest"
)

// shownText is the label or hint among o's laid-out objects that says
// text, or nil.
func shownText(o fyne.CanvasObject, text string) fyne.CanvasObject {
	for _, c := range test.LaidOutObjects(o) {
		switch l := c.(type) {
		case *widget.Label:
			if l.Text == text {
				return l
			}
		case *look.Hint:
			if l.Text == text {
				return l
			}
		}
	}
	return nil
}

// The desk's hints can be read as the window's own (TestHintsCanBeRead in
// ui): in Compare rulesets, why a ruleset has no ruling, and the set-up
// mode's help above its fields stand at least 4.5:1 against the window
// (WCAG's AA for text), in the dark theme and in the light. They were
// drawn in the colour of a disabled button, 1.7:1 on the dark window.
func TestDeskHintsCanBeRead(t *testing.T) {
	for _, variant := range []fyne.ThemeVariant{theme.VariantDark, theme.VariantLight} {
		f := newFixtureUnder(t, "90+30", "FIDE2014", "standard")
		fyne.CurrentApp().Settings().SetTheme(looktest.InVariant{Theme: look.Theme{Theme: theme.DefaultTheme()}, V: variant})
		f.win.Resize(fyne.NewSize(1024, 700))
		f.playSAN("e4", "e5")
		f.proposeIllegal(rules.IllegalTwoHands, engine.White)
		r := f.v.rulings
		test.Tap(r.compareBtn)
		f.noErrors()
		c, err := r.prepared.Compare()
		if err != nil {
			t.Fatal(err)
		}
		c.Localize(f.v.cat.TMap)
		blitz := c.Editions[len(c.Editions)-1]
		if blitz.Decision != nil {
			t.Fatal("the Finnish blitz rules ruled on a standard game")
		}
		none := shownText(f.win.Canvas().Overlays().Top(), blitz.NotApplicableText)
		if none == nil {
			t.Fatalf("the comparison does not say %q", blitz.NotApplicableText)
		}
		if got := looktest.ContrastIn(f.win, none); got < 4.5 {
			t.Errorf("variant %d: %q stands %.2f:1 against the window, want 4.5:1", variant, blitz.NotApplicableText, got)
		}
		overlayButton(t, f.win, "Close")
		f.v.tabs.Select(f.v.tabs.Items[2])
		help := shownText(f.v.setup.content, f.v.t("desk.setup.help"))
		if help == nil {
			t.Fatal("the set-up tab shows no help")
		}
		if got := looktest.ContrastIn(f.win, help); got < 4.5 {
			t.Errorf("variant %d: the set-up help stands %.2f:1 against the window, want 4.5:1", variant, got)
		}
	}
}

// The desk's tests draw its hints in the window's theme over fyne's test
// theme, as the window draws them over the system's (look.Use): drawn in
// fyne's test theme alone, the set-up help logged "color arbiter-hint not
// defined in theme" in every test that showed it.
func TestDeskHintsDrawnWithTheirColourInTheTestTheme(t *testing.T) {
	var logged bytes.Buffer
	log.SetOutput(&logged)
	t.Cleanup(func() { log.SetOutput(os.Stderr) })
	f := newFixture(t, "90+30")
	f.v.tabs.Select(f.v.tabs.Items[2])
	if shownText(f.v.setup.content, f.v.t("desk.setup.help")) == nil {
		t.Fatal("the set-up tab shows no help")
	}
	if strings.Contains(logged.String(), string(look.ColorNameHint)) {
		t.Errorf("the desk drawn logs:\n%s", logged.String())
	}
}

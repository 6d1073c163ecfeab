package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"golang.org/x/image/font/sfnt"

	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/store"
	"arbiter/words"
)

// The window's texts use only characters its font draws: Fyne's own font
// has no arrows, so "{was} → {result}" in the history and the restore
// dialog showed a broken glyph in Finnish and Estonian. The printed
// sheets have fonts of their own (printing.pen), so their texts are left
// out here.
func TestWindowTextsHaveTheirGlyphs(t *testing.T) {
	drawn := drawnBy(t, theme.DefaultTextFont(), theme.DefaultSymbolFont())
	for _, l := range i18n.Complete {
		cat := i18n.For(l)
		for _, key := range cat.Keys() {
			if strings.HasPrefix(key, "print.") {
				continue
			}
			for _, r := range cat.T(key) {
				if r < ' ' || r == '\u00a0' {
					continue
				}
				if !drawn(r) {
					t.Errorf("%s: %s: %q (U+%04X) is not in the window's font", l, key, r, r)
				}
			}
		}
	}
}

// drawnBy tells whether one of the fonts has a glyph for a rune.
func drawnBy(t *testing.T, fonts ...fyne.Resource) func(rune) bool {
	t.Helper()
	var faces []*sfnt.Font
	for _, res := range fonts {
		f, err := sfnt.Parse(res.Content())
		if err != nil {
			t.Fatal(err)
		}
		faces = append(faces, f)
	}
	var buf sfnt.Buffer
	return func(r rune) bool {
		for _, f := range faces {
			if g, err := f.GlyphIndex(&buf, r); err == nil && g != 0 {
				return true
			}
		}
		return false
	}
}

// What Save says of the settings changed is drawn by the text font
// alone: its arrow, "Site Helsinki → Espoo", came from the symbol font
// and showed "→" and a broken glyph after it in a real window.
func TestTheSettingsChangedAreDrawnByTheTextFont(t *testing.T) {
	drawn := drawnBy(t, theme.DefaultTextFont())
	for _, l := range i18n.Complete {
		cat := i18n.For(l)
		for _, key := range []string{"store.audit.row", "store.audit.row.empty", "ui.settings.changed.more", "ui.settings.same"} {
			for _, r := range cat.T(key) {
				if r > ' ' && r != '\u00a0' && !drawn(r) {
					t.Errorf("%s: %s: %q (U+%04X) is not in the text font", l, key, r, r)
				}
			}
		}
	}
}

// A forfeit reads "+ : –" in the window's tables and history, with a
// dash its fonts draw, where the paper's minus sign showed broken.
func TestForfeitsDrawnInTheWindow(t *testing.T) {
	s, v := roundOfTwelve(t)
	typeKeys(s, "-")
	if got := v.grid.cell(0, 3); !strings.Contains(got, "\u2212") {
		t.Fatalf("the result as the event writes it: %q (the test expects the minus sign there)", got)
	}
	s.win.Resize(fyne.NewSize(1024, 700))
	if got := shownCells(v.grid, 3); len(got) == 0 || strings.Contains(got[0], "\u2212") {
		t.Errorf("the result column shows %q", got)
	}
	if strings.Contains(v.said.Text, "\u2212") || strings.Contains(s.describe(mustNextUndo(t, s)), "\u2212") {
		t.Errorf("saved %q, history %q: the minus sign the window cannot draw", v.said.Text, s.describe(mustNextUndo(t, s)))
	}
}

func mustNextUndo(t *testing.T, s *Shell) store.AuditEntry {
	t.Helper()
	e, err := s.doc.st.NextUndo()
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// The crosstable's legend writes the forfeit's mark as its cells show it:
// the command line printed "+ and −" under a loss by forfeit, the window
// its legend's minus sign, which its fonts have not, where the cell beside
// it showed the dash they draw.
func TestCrosstableLegendShowsTheForfeitAsItsCells(t *testing.T) {
	s := pairedShell(t)
	shownView[*roundsView](s, areaRounds)
	typeKeys(s, "-")
	if got := s.doc.event.Rounds[0].Pairings[0].Result; got != tournament.BlackForfeitWin {
		t.Fatalf("round 1, board 1 after '-': %v", got)
	}
	v := shownView[*crosstableView](s, areaCrosstable)
	lost := drawable(tournament.Symbol(tournament.WhiteForfeitWin, false))
	var shown bool
	for _, row := range v.grid.rows {
		shown = shown || slices.ContainsFunc(row, func(c string) bool { return drawable(c) == lost })
	}
	if !shown {
		t.Fatalf("no cell shows the forfeit's %q: %v", lost, v.grid.rows)
	}
	if want := drawable(words.SymbolsLegend(s.cat)); strings.Contains(v.note.Text, "\u2212") || !strings.Contains(v.note.Text, want) {
		t.Errorf("the legend under the crosstable reads %q, want %q, the mark as its cells show it", v.note.Text, want)
	}
}

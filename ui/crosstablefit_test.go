package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"arbiter/i18n"
	"arbiter/internal/testevent"
)

// TestSwissCrosstableViewShowsThePointsAt1024: the Crosstable view of a
// Swiss of 24 after its 9 rounds at 1024×700, as the real window has it,
// draws the points column whole, heading and figures, without a sideways
// scroll in every language: the round columns filled the width and the
// Estonian heading read "Punk…" at the window's edge. The names give up
// only the room the points need.
func TestSwissCrosstableViewShowsThePointsAt1024(t *testing.T) {
	s := openShell(t, testevent.EventFile(t, testevent.Swiss(t, 24, 9, false)))
	s.win.Resize(fyne.NewSize(1024, 700))
	if got := s.win.Canvas().Size(); got != fyne.NewSize(1024, 700) {
		t.Fatalf("the window is %v, not 1024×700", got)
	}
	inEachLanguage(s, func(lang i18n.Lang) {
		g := shownView[*crosstableView](s, areaCrosstable).grid
		points := 3 + 9
		if head := s.t("ui.standings.col.points"); g.cols[points].title != head {
			t.Fatalf("%s: column %d is headed %q, want %q", lang, points, g.cols[points].title, head)
		}
		// Where the points column ends: the columns before it and it,
		// each with the padding Fyne draws its divider in.
		var end float32
		for _, w := range g.widths[:points+1] {
			end += w + theme.Padding()
		}
		has := g.table.Size().Width - theme.ScrollBarSize()
		if end > has {
			t.Errorf("%s: the points column ends at %.0f px, the table shows %.0f: it is reached only by scrolling sideways (widths %v)", lang, end, has, g.widths)
		}
		// The name gives up no more than the points need: cut to 150 px
		// for tie-breaks that scrolled out of sight all the same, it cut
		// names the window had room for.
		if name := g.widths[2]; name < g.fitted[2] && end < has-1 {
			t.Errorf("%s: the names are cut to %.0f px, %.0f px short of what they need, where the points leave %.0f px", lang, name, g.fitted[2]-name, has-end)
		}
		if w, head := g.widths[points], g.headWidth(g.heading(points)); w < head {
			t.Errorf("%s: the points column is %.0f px, its heading %q needs %.0f", lang, w, g.heading(points), head)
		}
		for i, r := range g.rows {
			if g.truncation(points, r[points], fyne.TextStyle{}) != fyne.TextTruncateOff {
				t.Errorf("%s: row %d's points %q are cut short in %.0f px", lang, i+1, r[points], g.widths[points])
			}
		}
	})
}

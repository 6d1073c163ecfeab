package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/words"
)

// TestSwissCrosstableViewShowsEveryColumnAt1024: the Crosstable view of
// a Swiss of 24 after its 9 rounds at 1024×700, as the real window has
// it, draws every column whole, the points and the last tie-break,
// heading and figures, without a sideways scroll in every language: the
// round columns filled the width and the Estonian heading read "Punk…"
// at the window's edge, and then the tie-breaks were reached only by
// scrolling. The names give up only the room the columns need.
func TestSwissCrosstableViewShowsEveryColumnAt1024(t *testing.T) {
	s := openShell(t, testevent.EventFile(t, testevent.Swiss(t, 24, 9, false)))
	s.win.Resize(fyne.NewSize(1024, 700))
	if got := s.win.Canvas().Size(); got != fyne.NewSize(1024, 700) {
		t.Fatalf("the window is %v, not 1024×700", got)
	}
	inEachLanguage(s, func(lang i18n.Lang) {
		g := shownView[*crosstableView](s, areaCrosstable).grid
		points, last := 3+9, len(g.cols)-1
		if head := s.t("print.col.points"); g.cols[points].title != head {
			t.Fatalf("%s: column %d is headed %q, want %q", lang, points, g.cols[points].title, head)
		}
		if head := words.TieBreakShort(s.cat, "wins"); last != points+4 || g.cols[last].title != head {
			t.Fatalf("%s: the last of %d columns is headed %q, want the fourth tie-break's %q", lang, len(g.cols), g.cols[last].title, head)
		}
		// Where the last column ends: the columns before it and it, each
		// with the line Fyne draws between two.
		var end float32
		for _, w := range g.widths {
			end += w + g.padding()
		}
		has := g.table.Size().Width - theme.ScrollBarSize()
		if end > has {
			t.Errorf("%s: the last tie-break column %q ends at %.0f px, the table shows %.0f: it is reached only by scrolling sideways (widths %v)", lang, g.cols[last].title, end, has, g.widths)
		}
		// The name gives up no more than the columns need.
		if name := g.widths[2]; name < g.fitted[2] && end < has-1 {
			t.Errorf("%s: the names are cut to %.0f px, %.0f px short of what they need, where the columns leave %.0f px", lang, name, g.fitted[2]-name, has-end)
		}
		for _, col := range []int{points, last} {
			if w, head := g.widths[col], g.headWidth(g.heading(col)); w < head {
				t.Errorf("%s: column %d is %.0f px, its heading %q needs %.0f", lang, col, w, g.heading(col), head)
			}
			for i, r := range g.rows {
				if g.truncation(col, r[col], fyne.TextStyle{}) != fyne.TextTruncateOff {
					t.Errorf("%s: row %d's %q under %q is cut short in %.0f px", lang, i+1, r[col], g.cols[col].title, g.widths[col])
				}
			}
		}
	})
}

// TestSwissCrosstableViewSaysTheColumnsPastItsEdge: a Swiss of 13 rounds
// with five tie-breaks does not fit 1024×700 and scrolls sideways; the
// view names over the table, in every language, each column that ends
// past the table's edge, where nothing said the tie-breaks were there,
// and the names are not cut for them. The nine rounds that fit say
// nothing.
func TestSwissCrosstableViewSaysTheColumnsPastItsEdge(t *testing.T) {
	ev := testevent.Swiss(t, 24, 13, false)
	ev.Settings.TieBreaks = append(ev.Settings.TieBreaks, "aro")
	s := openShell(t, testevent.EventFile(t, ev))
	s.win.Resize(fyne.NewSize(1024, 700))
	inEachLanguage(s, func(lang i18n.Lang) {
		v := shownView[*crosstableView](s, areaCrosstable)
		g := v.grid
		var past []string
		end := theme.ScrollBarSize()
		for i, w := range g.widths {
			if end += w + g.padding(); end > g.table.Size().Width {
				past = append(past, g.cols[i].title)
			}
		}
		if len(past) == 0 || !slices.Contains(past, words.TieBreakShort(s.cat, "aro")) {
			t.Fatalf("%s: the columns past the table's edge are %q: the 13 rounds' last tie-break fits", lang, past)
		}
		if !v.beyond.Visible() {
			t.Fatalf("%s: %d columns end past the table's edge (%q) and the view does not say so", lang, len(past), past)
		}
		if want := s.t("ui.table.beyond", "columns", strings.Join(past, ", ")); v.beyond.Text != want {
			t.Errorf("%s: the view says %q, want %q", lang, v.beyond.Text, want)
		}
		// The names, which stay in view as the table scrolls, keep the
		// room that would not bring every column into view anyway.
		if name := g.widths[2]; name < min(nameMin, g.fitted[2]) {
			t.Errorf("%s: the names are cut to %.0f px beside columns that scroll out of sight all the same", lang, name)
		}
	})
	small := openShell(t, testevent.EventFile(t, testevent.Swiss(t, 24, 9, false)))
	small.win.Resize(fyne.NewSize(1024, 700))
	inEachLanguage(small, func(lang i18n.Lang) {
		if v := shownView[*crosstableView](small, areaCrosstable); v.beyond.Visible() {
			t.Errorf("%s: every column of 9 rounds fits and the view says %q", lang, v.beyond.Text)
		}
	})
}

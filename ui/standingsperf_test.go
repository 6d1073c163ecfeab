package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/tournament"
	"arbiter/tournament/ratingreport"
	"arbiter/tournament/standings"
	"arbiter/words"
)

// clubEvening is a FIDE-rated Swiss of 23 of one club ("JSK") after its
// 7 rounds, names as long as "Tuomas Kärkkäinen": the field whose final
// standings with their performance scrolled sideways at 1024×700.
func clubEvening(t *testing.T, played int) *tournament.Event {
	t.Helper()
	ev := testevent.Swiss(t, 23, played, false)
	ev.Settings.Rounds = 7
	ev.Settings.Rules.FIDERated = true
	family := []string{"Kärkkäinen", "Virtanen", "Mäkinen", "Nieminen", "Heikkilä", "Koskinen", "Laine", "Lehtonen"}
	given := []string{"Tuomas", "Aino", "Jussi", "Matti", "Eero", "Liisa", "Pekka", "Juha", "Sanna"}
	for i := range ev.Players {
		ev.Players[i].SetNames(family[i%len(family)], given[i%len(given)])
		ev.Players[i].Club = "JSK"
	}
	return ev
}

// TestFinalStandingsGiveThePerformanceInTheWindow: the Standings view of
// a FIDE-rated Swiss after its last round gives each player's
// performance beside the tie-breaks, the figure the paper, the venue's
// page and `arbiter standings` give (ratingreport.StandingsPerformance),
// under their head and explained under the table, in every language; at
// 1024×700, as the real window has it (its table 772 px in Finnish; the
// test window left at the first start's 1200×800 measured 948), every
// column fits the table, no sideways scroll, and every name shows whole.
// Before the last round there is no such column.
func TestFinalStandingsGiveThePerformanceInTheWindow(t *testing.T) {
	ev := clubEvening(t, 7)
	st := standings.Of(ev)
	perf := ratingreport.StandingsPerformance(ev, st)
	if perf == nil {
		t.Fatal("the event gives no performance")
	}
	s := openShell(t, testevent.EventFile(t, ev))
	s.win.Resize(fyne.NewSize(1024, 700))
	if got := s.win.Canvas().Size(); got != fyne.NewSize(1024, 700) {
		t.Fatalf("the window is %v, not 1024×700", got)
	}
	inEachLanguage(s, func(lang i18n.Lang) {
		cat := i18n.For(lang)
		v := shownView[*standingsView](s, areaStandings)
		g := v.grid
		last := len(g.cols) - 1
		if head := words.RatedShort(cat, words.RatedPerformance); g.cols[last].title != head {
			t.Errorf("%s: the last column is headed %q, want %q", lang, g.cols[last].title, head)
			return
		}
		for i, r := range st.Rows {
			if got, want := g.rows[i][last], words.Number(perf[r.ID]); got != want {
				t.Errorf("%s: %s's performance %q, want %q as on paper", lang, r.Name, got, want)
			}
		}
		if legend := words.RatedLegend(cat, words.RatedPerformance); !strings.Contains(v.note.Text, legend) {
			t.Errorf("%s: the column is not explained under the table, %q", lang, legend)
		}
		if need, has := g.width+g.spacing(), g.table.Size().Width; need > has {
			t.Errorf("%s: the columns need %.0f px, the table has %.0f: it scrolls sideways (widths %v)", lang, need, has, g.widths)
		}
		for i, r := range st.Rows {
			if g.truncation(2, g.rows[i][2], fyne.TextStyle{}) != fyne.TextTruncateOff {
				t.Errorf("%s: %s's name is cut short in %.0f px", lang, r.Name, g.widths[2])
			}
		}
	})

	early := openShell(t, testevent.EventFile(t, clubEvening(t, 6)))
	v := shownView[*standingsView](early, areaStandings)
	if slices.ContainsFunc(v.grid.cols, func(c column) bool {
		return c.title == words.RatedShort(i18n.For(i18n.English), words.RatedPerformance)
	}) {
		t.Errorf("after round 6 of 7 the window gives a performance")
	}
}

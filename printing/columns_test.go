package printing

import (
	"fmt"
	"io"
	"math"
	"slices"
	"sort"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/pdftext"
	"arbiter/internal/testevent"
	"arbiter/tournament"
)

// longFamily is the family name of the long names the sheets are read
// with: with its given name, 30 characters.
const longFamily = "Björkqvist-Wäänänen"

// longNames names every third player "Björkqvist-Wäänänen, Anna-Kaia"
// (30 characters) with the title WGM, so that a long name meets short ones
// in its column and on the other side of its board.
func longNames(ev *tournament.Event) {
	for i := range ev.Players {
		if i%3 == 0 {
			ev.Players[i].SetNames(longFamily, "Anna-Kaia")
			ev.Players[i].Title = "WGM"
		}
	}
}

// Every sheet of an individual and of a team event sets a column's names
// in one type size, and both sides of a board in the same: the slips,
// scoresheets and envelopes shrank each name alone, and a team event's
// match tables and board sections each chose their own; in every language.
func TestEverySheetSetsAColumnInOneSize(t *testing.T) {
	swiss := testevent.Swiss(t, 30, 6, true)
	longNames(swiss)
	teams := teamEvent(t)
	longNames(teams)
	perRound := func(f func(w io.Writer, ev *tournament.Event, round int, o Options) error) func(io.Writer, Options) error {
		return func(w io.Writer, o Options) error { return f(w, teams, 2, o) }
	}
	sheets := map[string]func(io.Writer, Options) error{}
	for name, f := range documents(t, swiss, 7) {
		sheets["swiss "+name] = f
	}
	for name, f := range map[string]func(io.Writer, Options) error{
		"pairings":     perRound(func(w io.Writer, ev *tournament.Event, r int, o Options) error { return TeamPairings(w, ev, r, o) }),
		"slips":        perRound(func(w io.Writer, ev *tournament.Event, r int, o Options) error { return Slips(w, ev, r, o) }),
		"scoresheets":  perRound(func(w io.Writer, ev *tournament.Event, r int, o Options) error { return Scoresheets(w, ev, r, o) }),
		"pack":         perRound(func(w io.Writer, ev *tournament.Event, r int, o Options) error { return RoundPack(w, ev, r, o) }),
		"match sheets": perRound(func(w io.Writer, ev *tournament.Event, r int, o Options) error { return MatchSheets(w, ev, r, o) }),
		"line-ups":     perRound(func(w io.Writer, ev *tournament.Event, r int, o Options) error { return LineupForms(w, ev, r, o) }),
		"boards":       func(w io.Writer, o Options) error { return BoardResults(w, teams, o) },
		"players":      func(w io.Writer, o Options) error { return PlayerList(w, teams, o) },
		"report": func(w io.Writer, o Options) error {
			return ArbiterReport(w, teams, nil, tournament.RatingOptions{}, o)
		},
	} {
		sheets["team "+name] = f
	}
	for name, make := range sheets {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			for _, lang := range i18n.Complete {
				pdf := printed(t, func(w io.Writer) error { return make(w, Options{Lang: lang}) })
				if len(pdf) == 0 {
					continue // no norm made: no certificate
				}
				for i, page := range pdftext.Words(t, pdf) {
					if bad := namesMixed(page); bad != "" {
						t.Errorf("%s page %d: %s", lang, i+1, bad)
					}
				}
			}
		})
	}
}

// namesMixed says which of a page's long names stand in one column (their
// boxes overlap across) or on one line in different type sizes.
func namesMixed(page []pdftext.Word) string {
	var names []pdftext.Word
	for _, w := range page {
		if strings.HasPrefix(w.Text, longFamily[:6]) {
			names = append(names, w)
		}
	}
	size := func(w pdftext.Word) float64 { return math.Round((w.YMax-w.YMin)/sizeRatio*4) / 4 }
	var bad []string
	for i, a := range names {
		for _, b := range names[i+1:] {
			column := a.XMin < b.XMax && b.XMin < a.XMax
			line := math.Abs(a.YMax-b.YMax) < 1
			if (column || line) && size(a) != size(b) {
				bad = append(bad, fmt.Sprintf("%.2f pt at (%.0f, %.0f) and %.2f pt at (%.0f, %.0f)", size(a), a.XMin, a.YMax, size(b), b.XMin, b.YMax))
			}
		}
	}
	sort.Strings(bad)
	if len(bad) > 3 {
		bad = append(bad[:3], fmt.Sprintf("and %d more", len(bad)-3))
	}
	return strings.Join(bad, "; ")
}

// The team results by board are one table: every board's section has its
// columns where the others have them (each section chose its own widths),
// in every language.
func TestBoardResultsAreOneTable(t *testing.T) {
	ev := teamEvent(t)
	longNames(ev)
	for _, lang := range i18n.Complete {
		pdf := printed(t, func(w io.Writer) error { return BoardResults(w, ev, Options{Lang: lang}) })
		// Each head's first word: one x down the sheet.
		heads := map[string]bool{}
		for _, key := range []string{"teams.col.team", "teams.col.games", "print.col.points", "teams.col.aro"} {
			heads[strings.Fields(i18n.For(lang).T(key))[0]] = true
		}
		xs := map[string]map[int]bool{}
		for _, page := range pdftext.Words(t, pdf) {
			for _, w := range page {
				if heads[w.Text] {
					if xs[w.Text] == nil {
						xs[w.Text] = map[int]bool{}
					}
					xs[w.Text][int(math.Round(w.XMin))] = true
				}
			}
		}
		for head, at := range xs {
			if len(at) != 1 {
				t.Errorf("%s: the head %q stands at %d places across the sections", lang, head, len(at))
			}
		}
		if len(xs) != len(heads) {
			t.Errorf("%s: %d of the heads %v read", lang, len(xs), heads)
		}
	}
}

// The norm forecast is a table: a row a norm, its title once (a line
// named it twice, "GM: needs 1 point … — GM norm"), the verdict at that
// score in a column of its own; in every language.
func TestNormForecastIsATable(t *testing.T) {
	ev := testevent.NormBeforeLastRound(t)
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		pdf := printed(t, func(w io.Writer) error { return NormForecast(w, ev, tournament.RatingOptions{}, Options{Lang: lang}) })
		pages := pdftext.Words(t, pdf)
		lines := map[int][]string{}
		for _, w := range pages[0] {
			lines[int(math.Round(w.YMax))] = append(lines[int(math.Round(w.YMax))], w.Text)
		}
		titles := 0
		for _, line := range lines {
			n := 0
			for _, w := range line {
				if code, _, _ := strings.Cut(strings.TrimRight(w, ":"), "-"); slices.Contains([]string{"GM", "IM", "WGM", "WIM"}, code) {
					n++
				}
			}
			titles += n
			if n > 1 {
				t.Errorf("%s: a line names %d norms: %q", lang, n, line)
			}
		}
		text := flatText(t, pdf)
		for _, head := range []string{cat.T("forecast.col.norm"), cat.T("forecast.col.verdict"), cat.T("forecast.col.goal")} {
			if !strings.Contains(text, head) {
				t.Errorf("%s: no column %q in %s", lang, head, text)
			}
		}
		if titles < 10 {
			t.Errorf("%s: %d norms read", lang, titles)
		}
	}
}

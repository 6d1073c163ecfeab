package printing

import (
	"io"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/tournament"
	"arbiter/tournament/input"
)

// TestNormForecastSheetAfterWithdrawal_1953_27: the printed forecast says
// what the window and the command line say, in every language: each
// category to earn or confirm with its forecast as one statement, and the
// player who withdrew after four of his seven games with what §27 leaves
// him, not a score he needs.
func TestNormForecastSheetAfterWithdrawal_1953_27(t *testing.T) {
	ev := testevent.Withdrawal1953(t, 4)
	textInEachLang(t, func(w io.Writer, opt Options) error { return NormForecast(w, ev, tournament.RatingOptions{}, opt) }, func(lang i18n.Lang, cat *i18n.Catalog, text string) {
		flat := input.Collapse(text)
		goal := cat.T("forecast.goal.confirmed", "category", "III")
		withdrawn, _, _ := strings.Cut(cat.T("forecast.state.withdrawn.out-of-reach"), ";")
		verdict := cat.T("norms.verdict.confirmed", "category", "III")
		if !strings.Contains(flat, goal) || !strings.Contains(flat, withdrawn+";") || strings.Contains(flat, verdict) {
			t.Errorf("%s: the sheet lacks %q or %q, or words a verdict %q:\n%s", lang, goal, withdrawn, verdict, flat)
		}
	})
}

// TestNormForecastSaysWhyNoNormIsJudged: a norm not judged is never left
// blank without a reason, in every language. Where some players can have
// the games a title norm needs and others cannot (Pekka Halme, one game of
// ten), each of the others' rows says so; where no player can (seven
// rounds), the sheet says it once under its heading, with no row; where
// every norm is judged, neither. The column stood empty without a word in
// every club event of fewer than nine rounds, then said the same in every
// row of three pages of a Swiss, where the rating report says it once.
func TestNormForecastSaysWhyNoNormIsJudged(t *testing.T) {
	withdrawal := testevent.Withdrawal1953(t, 4)
	withdrawal.Settings.Rules.FIDERated = true // and so of title norms too
	for name, c := range map[string]struct {
		ev         *tournament.Event
		rows, once int
	}{
		"seven rounds":            {withdrawal, 0, 1},
		"one player of one game":  {testevent.NormTenRounds(t, tournament.NoResult), 2, 0},
		"before the last of nine": {testevent.NormBeforeLastRound(t), 0, 0},
	} {
		textInEachLang(t, func(w io.Writer, opt Options) error { return NormForecast(w, c.ev, tournament.RatingOptions{}, opt) }, func(lang i18n.Lang, cat *i18n.Catalog, text string) {
			text = input.Collapse(text)
			why, none := cat.T("forecast.verdict.too-few-games", "games", 9), input.Collapse(cat.T("ratings.norms.none"))
			if got, once := strings.Count(text, why), strings.Count(text, none); got != c.rows || once != c.once {
				t.Errorf("%s, %s: %q in %d rows, want %d; %q %d times, want %d:\n%s", name, lang, why, got, c.rows, none, once, c.once, text)
			}
		})
	}
}

// TestNormForecastOfAnEventTooShortSaysSoOnce: a FIDE-rated Swiss of seven
// rounds, 41 players, all played, takes one page that says once that no
// player has the games a norm needs, in every language, and lists no
// player's title norms; it printed three pages of a row a player and a
// title, each "not made" for fewer than 9 games.
func TestNormForecastOfAnEventTooShortSaysSoOnce(t *testing.T) {
	ev := testevent.Swiss(t, 41, 7, false)
	ev.Settings.Rules.FIDERated = true
	textInEachLang(t, func(w io.Writer, opt Options) error { return NormForecast(w, ev, tournament.RatingOptions{}, opt) }, func(lang i18n.Lang, cat *i18n.Catalog, text string) {
		flat := input.Collapse(text)
		if pages := strings.Count(strings.TrimRight(text, "\f\n "), "\f") + 1; pages != 1 || !saysNoNormOnce(cat, flat) || strings.Contains(flat, ev.Players[0].Name) {
			t.Errorf("%s: %d pages, or %q not once, or a player's row:\n%s", lang, pages, cat.T("ratings.norms.none"), flat)
		}
	})
}

// saysNoNormOnce is whether the flattened text of a sheet of an event too
// short for a title norm says so once, with no player's verdict of too
// few games.
func saysNoNormOnce(cat *i18n.Catalog, flat string) bool {
	return strings.Count(flat, input.Collapse(cat.T("ratings.norms.none"))) == 1 &&
		!strings.Contains(flat, cat.T("forecast.verdict.too-few-games", "games", 9))
}

// TestNormForecastSheetCountsTheGamesStillToPlay: the sheet's count of the
// games left is of those still to be played, in every language: the last
// round's four games with nobody withdrawn; three where player 1 withdrew
// after round 4, his games of rounds 5 to 7 settled by §27, not to be
// played. It counted six, his three games among them.
func TestNormForecastSheetCountsTheGamesStillToPlay(t *testing.T) {
	for after, want := range map[int]int{0: 4, 4: 3} {
		ev := testevent.Withdrawal1953(t, after)
		texts := printedTexts(t, inEachLang(), func(w io.Writer, opt Options) error { return NormForecast(w, ev, tournament.RatingOptions{}, opt) })
		for _, lang := range i18n.Complete {
			text := input.Collapse(texts[Options{Lang: lang}])
			note := input.Collapse(i18n.For(lang).T("forecast.sheet.games-left", "games", want))
			if !strings.Contains(text, note) {
				t.Errorf("withdrawn after round %d, %s: the sheet lacks %q:\n%s", after, lang, note, text)
			}
		}
	}
}

// The classification's heading is never left at the foot of a page with
// its table on the next: it made room for 20 mm, where the table starts a
// page of its own unless its heads and first rows fit, and a player's
// rows are taller than that with a long name and a long forecast
// (testdata/forecast-1953-long-names.trf).
func TestNormForecastHeadingKeepsItsTable(t *testing.T) {
	ev := testevent.ReadReport(t, filepath.Join("testdata", "forecast-1953-long-names.trf")).Event
	ev.Settings.Ruleset = rules.USSR1953
	texts := printedTexts(t, inEachLang("A4", "Letter"), func(w io.Writer, opt Options) error {
		return NormForecast(w, ev, tournament.RatingOptions{}, opt)
	})
	for _, lang := range i18n.Complete {
		heading := input.Collapse(i18n.For(lang).T("forecast.classification"))
		for _, paper := range []string{"A4", "Letter"} {
			text := texts[Options{Lang: lang, Paper: paper}]
			for n, page := range strings.Split(text, "\f") {
				var lines []string
				for _, l := range strings.Split(page, "\n") {
					if strings.TrimSpace(l) != "" {
						lines = append(lines, input.Collapse(l))
					}
				}
				// A page's last line is its footer; the one before, the body's last.
				if len(lines) >= 2 && lines[len(lines)-2] == heading {
					t.Errorf("%s, %s: page %d ends with the heading %q", lang, paper, n+1, heading)
				}
			}
		}
	}
}

// TestNormForecastListsByStartNumber: the title norms' forecast lists the
// players by their start numbers, as its "#" column and the rating table
// above it number them. It listed them in the order they were entered,
// the "#" column reading 2, 5, 4, 1, … where the numbers were drawn
// after the entries.
func TestNormForecastListsByStartNumber(t *testing.T) {
	ev := testevent.NormBeforeLastRound(t)
	slices.Reverse(ev.Players) // entered in the reverse of their numbers
	text := flatText(t, printed(t, func(w io.Writer) error {
		return NormForecast(w, ev, tournament.RatingOptions{}, Options{Lang: i18n.English})
	}))
	number := ev.StartNumbers()
	byNumber := slices.Clone(ev.Players)
	slices.SortFunc(byNumber, func(a, b tournament.Player) int { return number[a.ID] - number[b.ID] })
	last, lastName := -1, ""
	for _, p := range byNumber {
		at := strings.Index(text, p.Name)
		if at < 0 {
			continue // no title norm to forecast
		}
		if at < last {
			t.Errorf("%d. %s is listed before %s:\n%s", number[p.ID], p.Name, lastName, text)
		}
		last, lastName = at, p.Name
	}
	if lastName == "" {
		t.Fatalf("no player's forecast printed:\n%s", text)
	}
}

package printing

import (
	"io"
	"sort"
	"strings"
	"testing"

	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/internal/pdftext"
	"arbiter/internal/testevent"
	"arbiter/tournament"
)

// TestRoundPackSlipsWholeAndApart measures every result slip of round
// packs whose pairing list turns landscape (a long name in a 31-player
// Swiss): the pack's slip pages are portrait, each holds its slips in
// equal bands between the cut lines (the scissors), and each band holds
// its slip whole — heading, both players, the forfeit boxes and both
// signature captions — with no word crossing a cut line. The slips were
// squeezed to the landscape page's height and printed on top of each
// other.
func TestRoundPackSlipsWholeAndApart(t *testing.T) {
	ev := testevent.Swiss(t, 31, 3, true)
	boxesOnEachPaper(t, func(w io.Writer, opt Options) error { return RoundPack(w, ev, 4, opt) }, func(lang i18n.Lang, paper string, sizes [][2]float64, pages [][]pdftext.Word) {
		if n := checkSlipPages(t, i18n.For(lang), pages, paper); n != boardsOf(ev, 4) {
			t.Errorf("%s %s: %d whole slips, want one for each of the %d boards", lang, paper, n, boardsOf(ev, 4))
		}
		if !landscapeFirst(sizes) {
			t.Errorf("%s %s: the pairing list is portrait; the test needs a landscape one", lang, paper)
		}
	})
}

// landscapeFirst tells whether the first of a PDF's pages (their sizes,
// pdftext.Sizes) is landscape.
func landscapeFirst(pages [][2]float64) bool {
	return len(pages) > 0 && pages[0][0] > pages[0][1]
}

// boardsOf counts the games (not byes) of a round.
func boardsOf(ev *tournament.Event, round int) int {
	n := 0
	for _, pr := range ev.Rounds[round-1].Pairings {
		if !pr.IsBye() {
			n++
		}
	}
	return n
}

// checkSlipPages checks the slip pages among a document's pages (those
// with scissors) and returns how many whole slips they hold.
func checkSlipPages(t *testing.T, cat *i18n.Catalog, pages [][]pdftext.Word, paper string) int {
	t.Helper()
	size := map[string]float64{"A4": 297, "Letter": 279.4}[paper]
	wantH := (size - margin - footerH - margin - 2.5) / slipsPerPage * mm
	signature := strings.Fields(cat.T("print.sign.white"))
	whole := 0
	for pn, words := range pages {
		var cuts []float64
		for _, w := range words {
			if w.Text == "✂" {
				cuts = append(cuts, (w.YMin+w.YMax)/2)
			}
		}
		if len(cuts) == 0 {
			continue
		}
		sort.Float64s(cuts)
		// The slips' bands: from the top margin to the first cut, then
		// from cut to cut.
		top := margin * mm
		for i, cut := range cuts {
			if h := cut - top; h < wantH-1 || h > wantH+1 {
				t.Errorf("%s page %d: slip %d is %.1f mm high, want %.1f", paper, pn+1, i+1, h/mm, wantH/mm)
			}
			var in []pdftext.Word
			for _, w := range words {
				if w.Text == "✂" {
					continue
				}
				mid := (w.YMin + w.YMax) / 2
				if w.YMin < cut && w.YMax > cut {
					t.Errorf("%s page %d: %q crosses the cut line below slip %d", paper, pn+1, w.Text, i+1)
				}
				if mid > top && mid < cut {
					in = append(in, w)
				}
			}
			if slipWhole(in, signature[len(signature)-1]) {
				whole++
			} else {
				t.Errorf("%s page %d: slip %d is not whole: %s", paper, pn+1, i+1, wordTexts(in))
			}
			top = cut
		}
	}
	return whole
}

// slipWhole tells whether a band's words make one slip: one board
// heading, the three results, the three forfeit boxes and two
// signature captions, all inside the band and none on another.
func slipWhole(in []pdftext.Word, signWord string) bool {
	count := map[string]int{}
	for _, w := range in {
		count[w.Text]++
	}
	return count["·"] >= 1 && count["1–0"] == 1 && count["½–½"] == 1 && count["0–1"] == 1 &&
		count["+"] >= 1 && count[signWord] == 2
}

func wordTexts(ws []pdftext.Word) string {
	var out []string
	for _, w := range ws {
		out = append(out, w.Text)
	}
	return strings.Join(out, " ")
}

// TestSlipsAdjournedBox1953: under the USSR 1953 code, which adjourns
// games (§21), every slip has a box for an adjourned game beside the
// results, whole and apart from the signatures on A4 and Letter; a FIDE
// event's slips have none.
func TestSlipsAdjournedBox1953(t *testing.T) {
	type sheet struct {
		ruleset rules.RulesetID
		opt     Options
	}
	rulesets := []rules.RulesetID{rules.USSR1953, rules.FIDE2023}
	pdfs := map[sheet][]byte{}
	for _, ruleset := range rulesets {
		ev := demoEvent()
		ev.Settings.Ruleset = ruleset
		for _, opt := range inEachLang(papers...) {
			pdfs[sheet{ruleset, opt}] = printed(t, func(w io.Writer) error { return Slips(w, ev, 3, opt) })
		}
	}
	readTogether(t, pdftext.BBox, pdfs)
	ev := demoEvent()
	for _, ruleset := range rulesets {
		eachLangAndPaper(func(lang i18n.Lang, paper string) {
			cat := i18n.For(lang)
			adj := tournament.Adjourned.Text(cat.T)
			pages := pdftext.Words(t, pdfs[sheet{ruleset, Options{Lang: lang, Paper: paper}}])
			if n := checkSlipPages(t, cat, pages, paper); n != boardsOf(ev, 3) {
				t.Errorf("%s %s %s: %d whole slips, want %d", ruleset, lang, paper, n, boardsOf(ev, 3))
			}
			boxes := 0
			for _, w := range pages[0] {
				if w.Text == adj {
					boxes++
					for _, o := range pages[0] {
						if o != w && o.XMin < w.XMax && w.XMin < o.XMax && o.YMin < w.YMax && w.YMin < o.YMax {
							t.Errorf("%s %s: %q overlaps %q", lang, paper, adj, o.Text)
						}
					}
				}
			}
			if want := map[bool]int{true: min(slipsPerPage, boardsOf(ev, 3))}[ruleset == rules.USSR1953]; boxes != want {
				t.Errorf("%s %s %s: %d adjourned boxes on page 1, want %d", ruleset, lang, paper, boxes, want)
			}
		})
	}
}

// TestNoSlipOrScoresheetForAGameNotPlayed: the round robin's player struck
// from the table (1953 §27) keeps his board in round 5, which the pairing
// list gives as "not played" (pairing.RoundList, as the venue's round page
// and the window do); the round's result slips and scoresheets are of the
// games to be played, so that board has neither, and every other board
// has both. A slip asked his opponent to sign a result of a game the list
// beside it said is not played.
func TestNoSlipOrScoresheetForAGameNotPlayed(t *testing.T) {
	ev, gone := struckEvent()
	const round = 5
	rd, _ := ev.Round(round)
	forms := map[string]func(io.Writer, Options) error{
		"slips":       func(w io.Writer, opt Options) error { return Slips(w, ev, round, opt) },
		"scoresheets": func(w io.Writer, opt Options) error { return Scoresheets(w, ev, round, opt) },
	}
	texts := printedSheets(t, inEachLang(), forms)
	for _, lang := range i18n.Complete {
		for name := range forms {
			text := texts[name][Options{Lang: lang}]
			if strings.Contains(text, gone.Name) {
				t.Errorf("%s %s: the struck player's game, not played, has its form", lang, name)
			}
			for _, pr := range rd.Pairings {
				if !pr.Seated() || pr.White == gone.ID || pr.Black == gone.ID {
					continue
				}
				for _, id := range []int64{pr.White, pr.Black} {
					if p := mustPlayer(ev, id); !strings.Contains(text, p.Name) {
						t.Errorf("%s %s: board %d's %s has no form", lang, name, pr.Board, p.Name)
					}
				}
			}
		}
	}
}

// A name too long for its half of the slip gives its given names as
// initials, as the scoresheet does, before anything is cut: the slip the
// players sign cut a player's "Aleksanteri-Maximilian Kärkkäinen-
// Väänänen-Hämäläinen" to "Aleksanteri-Maximilian Kärkkäinen-Väänän…",
// where the scoresheet beside it read "A.-M. Kärkkäinen-Väänänen-…".
func TestSlipLongNameKeepsFamilyName(t *testing.T) {
	checkLongNameKeepsFamilyName(t, "slip", func(w io.Writer, ev *tournament.Event, opt Options) error {
		return Slips(w, ev, 1, opt)
	}, func(*tournament.Player) string { return "" })
}

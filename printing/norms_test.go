package printing

import (
	"fmt"
	"io"
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/internal/pdftext"
	"arbiter/internal/testevent"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/norms"
	"arbiter/words"
)

func TestNorms(t *testing.T) {
	ev := demoEvent()
	ev.Settings.Ruleset = rules.USSR1953
	rep := normsOf(t, ev)
	pdfs := printedInEachLang(t, func(w io.Writer, opt Options) error { return Norms(w, ev, rep, opt) })
	texts := textsOf(t, pdfs)
	for _, lang := range i18n.Complete {
		t.Run(string(lang), func(t *testing.T) {
			pdf, text := pdfs[lang], texts[lang]
			// The coefficient with the language's decimal point: 6,00 in
			// Finnish and Estonian, as the sheet's other numbers.
			coefficient := i18n.For(lang).Decimal(rep.Coefficient.String())
			if lang != i18n.English && strings.Contains(text, "= "+rep.Coefficient.String()) {
				t.Errorf("the coefficient is written with a decimal point:\n%s", text)
			}
			// The table rows too: "rivi 1.91–2.00" stood beside "1,92".
			if lang != i18n.English && regexp.MustCompile(`\d\.\d\d–\d`).MatchString(text) {
				t.Errorf("a table row is written with a decimal point:\n%s", text)
			}
			wants := []string{"= " + coefficient, "Иванов, Сергей", "Šmigun, Žanna", "Tõnisson, Kätlin"}
			testtext.SaysEach(t, "the norms report", text, wants...)
			if strings.Contains(text, "norms.") || strings.Contains(text, "print.") {
				t.Errorf("an untranslated key is on the sheet:\n%s", text)
			}
			if lang == i18n.English {
				savePNG(t, "norms", pdf, 1)
			}
		})
	}
}

// TestNormsReportNumbersAndMarks: the 1953 norms report of a round robin
// with every category numbers each player by his starting number (it
// printed his place in the report's own order), and each number and each
// norm's points with its ✓ stay on the player's line on A4 and Letter (the
// column wrapped 10–12 to "1/0" and dropped the marks to a second line);
// with games left, the marks of points no result can take away.
func TestNormsReportNumbersAndMarks(t *testing.T) {
	ev, rep, left := normsEvent(t, []tournament.Category{tournament.CandidateMaster, tournament.CategoryI, tournament.CategoryII,
		tournament.CategoryIII, tournament.CategoryIV, tournament.CategoryV, tournament.Unclassified}, true)
	number := ev.StartNumbers()
	sheets := normsLines(t, ev, rep, inEachLang(papers...))
	eachLangAndPaper(func(lang i18n.Lang, paper string) {
		lines := sheets[Options{Lang: lang, Paper: paper}]
		for _, pr := range rep.Players {
			row := lines[pr.ID]
			if len(row) == 0 {
				t.Errorf("%s %s: %s not found", lang, paper, pr.Name)
				continue
			}
			if n, _ := strconv.Atoi(row[0].Text); n != number[pr.ID] {
				t.Errorf("%s %s: %s is numbered %q, want his starting number %d", lang, paper, pr.Name, row[0].Text, number[pr.ID])
			}
			if marks, met := checkMarks(row), metCount(norms.NeedsAtEnd(pr, left[pr.ID])); marks != met {
				t.Errorf("%s %s: %s's line has %d ✓, want %d: %s", lang, paper, pr.Name, marks, met, wordTexts(row))
			}
		}
	})
}

// normsOf is the event's norms report; one that cannot be made fails the
// test.
func normsOf(t *testing.T, ev *tournament.Event) *norms.Report {
	t.Helper()
	rep, err := norms.ForEvent(ev)
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

// normsEvent is the demo event under the 1953 code, its players of cats
// in turn (seated against the order of entry where reseat, so that numbers
// are not ids), with its report and the games each player has left, as the
// forecast counts them.
func normsEvent(t *testing.T, cats []tournament.Category, reseat bool) (*tournament.Event, *norms.Report, map[int64]int) {
	t.Helper()
	ev := demoEvent()
	ev.Settings.Ruleset = rules.USSR1953
	for i := range ev.Players {
		ev.Players[i].Category = cats[i%len(cats)]
		if reseat {
			ev.Players[i].Seat = len(ev.Players) - i
		}
	}
	rep := normsOf(t, ev)
	fc, err := norms.ForecastEvent(ev)
	if err != nil || fc.Certainty != norms.Provisional {
		t.Fatalf("the event should have games left: %v", err)
	}
	left := map[int64]int{}
	for _, pf := range fc.Players {
		left[pf.ID] = len(pf.Remaining)
	}
	return ev, rep, left
}

// normsLines prints the norms report and finds each player's line of
// words in its table (none where his name is not found).
func normsLines(t *testing.T, ev *tournament.Event, rep *norms.Report, opts []Options) map[Options]map[int64][]pdftext.Word {
	t.Helper()
	pdfs := map[Options][]byte{}
	for _, opt := range opts {
		pdfs[opt] = printed(t, func(w io.Writer) error { return Norms(w, ev, rep, opt) })
	}
	readTogether(t, pdftext.Layout|pdftext.BBox, pdfs)
	all := map[Options]map[int64][]pdftext.Word{}
	for opt, pdf := range pdfs {
		pages := pdftext.Words(t, pdf)
		lines := map[int64][]pdftext.Word{}
		for _, pr := range rep.Players {
			for _, words := range pages {
				if row := playerLine(words, pr.Name); row != nil {
					lines[pr.ID] = row
					break
				}
			}
		}
		all[opt] = lines
	}
	return all
}

// metCount is how many of needs are met.
func metCount(needs []norms.Need) int {
	n := 0
	for _, need := range needs {
		if need.Met {
			n++
		}
	}
	return n
}

// checkMarks is how many ✓ a line of words has.
func checkMarks(row []pdftext.Word) int {
	n := 0
	for _, w := range row {
		n += strings.Count(w.Text, "✓")
	}
	return n
}

// playerLine is the line of words, left to right, on which a table row
// names the player: the first line whose words, after a number, begin
// with his name's words.
func playerLine(words []pdftext.Word, name string) []pdftext.Word {
	want := strings.Fields(name)
	for _, w := range words {
		if w.Text != want[0] {
			continue
		}
		var line []pdftext.Word
		for _, o := range words {
			if math.Abs(o.YMin-w.YMin) < 1.5 {
				line = append(line, o)
			}
		}
		sort.Slice(line, func(i, j int) bool { return line[i].XMin < line[j].XMin })
		if len(line) > len(want) && wordTexts(line[1:1+len(want)]) == strings.Join(want, " ") {
			return line
		}
	}
	return nil
}

// TestNormsReportBeforeTheEndGivesTheForecast: before the last round the
// printed norms report, as the window's norms view, marks only the points
// no result can take away (norms.NeedsAtEnd) and gives each player's
// forecast instead of a verdict the last games may undo: the round robin
// with a round to play had "confirmed I" and a ✓ beside a player who
// still needed ½ point.
func TestNormsReportBeforeTheEndGivesTheForecast(t *testing.T) {
	ev, rep, left := normsEvent(t, []tournament.Category{tournament.CategoryI, tournament.CategoryII, tournament.CategoryIII}, false)
	// The needs as the event stands, which the report no longer gives.
	standing, err := norms.Compute(norms.FromEvent(ev), norms.OptionsFrom(ev.Settings))
	if err != nil {
		t.Fatal(err)
	}
	taken := 0
	sheets := normsLines(t, ev, rep, inEachLang())
	for _, lang := range i18n.Complete {
		lines := sheets[Options{Lang: lang}]
		for i, pr := range rep.Players {
			row, met := lines[pr.ID], metCount(norms.NeedsAtEnd(pr, left[pr.ID]))
			taken += metCount(standing.Players[i].Needs) - met
			if marks := checkMarks(row); marks != met {
				t.Errorf("%s: %s's line has %d ✓, want %d that no result can take away: %s", lang, pr.Name, marks, met, wordTexts(row))
			}
		}
	}
	// The mark is explained under the table when it is printed, and only
	// then (the event as it stands, and with no norm's points reached).
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		legend := input.Collapse(words.NeedMetLegend(cat))
		marked := 0
		for _, pr := range rep.Players {
			marked += metCount(norms.NeedsAtEnd(pr, left[pr.ID]))
		}
		text := flatText(t, printed(t, func(w io.Writer) error { return Norms(w, ev, rep, Options{Lang: lang}) }))
		if strings.Contains(text, legend) != (marked > 0) {
			t.Errorf("%s: %d norms' points marked, the legend printed %v", lang, marked, strings.Contains(text, legend))
		}
	}
	if taken == 0 {
		t.Fatal("no player has a norm met as the event stands that a result can take away: the event tests nothing")
	}
}

// TestNormsReportKeepsStruckPlayer_1953_27: the printed table keeps the
// player struck by his withdrawal (§27), as the window does, with his
// forecast's cell, in every language.
func TestNormsReportKeepsStruckPlayer_1953_27(t *testing.T) {
	ev := testevent.Withdrawal1953(t, 2)
	rep := normsOf(t, ev)
	pdfs := printedInEachLang(t, func(w io.Writer, opt Options) error { return Norms(w, ev, rep, opt) })
	readTogether(t, pdftext.BBox, pdfs)
	for lang, pdf := range pdfs {
		var line []pdftext.Word
		for _, words := range pdftext.Words(t, pdf) {
			if line = playerLine(words, ev.Players[0].Name); line != nil {
				break
			}
		}
		cell := i18n.For(lang).T("forecast.cell.struck")
		if !strings.Contains(wordTexts(line), strings.Fields(cell)[0]) {
			t.Errorf("%s: the struck player's line %q, want his cell %q", lang, wordTexts(line), cell)
		}
	}
}

// TestNormsReportIsProvisionalUntilTheEnd_1953: the printed report of a
// 1953 round robin with 8 of 9 rounds played gives the player who needs
// ½ point of his last game for III that forecast on his line, not
// "confirmed III", and the provisional warning; after the last round, his
// verdict, confirmed III. In every language.
func TestNormsReportIsProvisionalUntilTheEnd_1953(t *testing.T) {
	for _, beforeLast := range []bool{true, false} {
		ev := testevent.Norm1953(t, beforeLast)
		rep := normsOf(t, ev)
		sheets := normsLines(t, ev, rep, inEachLang())
		for _, lang := range i18n.Complete {
			cat := i18n.For(lang)
			iii := cat.T("print.category.III")
			confirmed := cat.T("norms.verdict.confirmed", "category", iii)
			// The sheet normsLines read, read as text.
			text := flatText(t, printed(t, func(w io.Writer) error { return Norms(w, ev, rep, Options{Lang: lang}) }))
			var player norms.PlayerResult
			for _, p := range rep.Players {
				if p.No == testevent.Norm1953Player {
					player = p
				}
			}
			name, line := player.Name, wordTexts(sheets[Options{Lang: lang}][player.ID])
			warning := cat.T("print.norms.provisional", "done", 8, "total", 9)
			if beforeLast {
				// The cell wraps: its first words are on the player's line.
				cell := cat.T("forecast.cell.reachable", "category", iii, "points", "½", "games", 1)
				if strings.Contains(line, confirmed) || !strings.Contains(text, cell) || !strings.Contains(text, input.Collapse(warning)) {
					t.Errorf("%s, a round to play: %s's line %q, want no %q; the sheet wants %q and %q:\n%s", lang, name, line, confirmed, cell, warning, text)
				}
				continue
			}
			if !strings.Contains(line, confirmed) {
				t.Errorf("%s, the event over: %s's line %q, want %q", lang, name, line, confirmed)
			}
		}
	}
}

// The norms report marks a withdrawn player's name as every other sheet
// does and explains the mark under its table, whether the withdrawal
// struck him from the table (1953 §27, after round 2 of 7) or his games
// stand (after round 5); in each language.
func TestNormsReportMarksAWithdrawnPlayer(t *testing.T) {
	for _, after := range []int{2, 5} {
		ev := testevent.Withdrawal1953(t, after)
		rep := normsOf(t, ev)
		textInEachLang(t, func(w io.Writer, opt Options) error { return Norms(w, ev, rep, opt) }, func(lang i18n.Lang, cat *i18n.Catalog, text string) {
			text = input.Collapse(text)
			testtext.SaysEach(t, fmt.Sprintf("withdrawn after round %d, %s: the norms report", after, lang), text,
				"1 "+words.WithdrawnName(cat, ev.Players[0].Name, true)+" ",
				input.Collapse(words.WithdrawnLegend(cat, "print.legend.withdrawn")),
			)
			if n := strings.Count(text, cat.T("print.mark.withdrawn")); n != 2 {
				t.Errorf("withdrawn after round %d, %s: the mark printed %d times, want once and in its legend", after, lang, n)
			}
		})
	}
}

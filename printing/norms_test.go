package printing

import (
	"bytes"
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/internal/pdftext"
	"arbiter/tournament"
	"arbiter/tournament/norms"
)

func TestNorms(t *testing.T) {
	ev := demoEvent()
	rep, err := norms.ForEvent(ev)
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range i18n.Complete {
		t.Run(string(lang), func(t *testing.T) {
			var buf bytes.Buffer
			if err := Norms(&buf, ev, rep, Options{Lang: lang}); err != nil {
				t.Fatal(err)
			}
			text := pdfText(t, buf.Bytes())
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
			for _, want := range wants {
				if !strings.Contains(text, want) {
					t.Errorf("%q missing from the norms report", want)
				}
			}
			if strings.Contains(text, "norms.") || strings.Contains(text, "print.") {
				t.Errorf("an untranslated key is on the sheet:\n%s", text)
			}
			if lang == i18n.English {
				savePNG(t, "norms", buf.Bytes(), 1)
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
	ev := demoEvent()
	ev.Settings.Ruleset = rules.USSR1953
	cats := []tournament.Category{tournament.CandidateMaster, tournament.CategoryI, tournament.CategoryII,
		tournament.CategoryIII, tournament.CategoryIV, tournament.CategoryV, tournament.Unclassified}
	for i := range ev.Players {
		ev.Players[i].Category = cats[i%len(cats)]
		// Seats drawn against the order of entry: numbers are not ids.
		ev.Players[i].Seat = len(ev.Players) - i
	}
	rep, err := norms.ForEvent(ev)
	if err != nil {
		t.Fatal(err)
	}
	number := tournament.StartNumbers(ev)
	left := remainingGames(t, ev)
	for _, lang := range i18n.Complete {
		for _, paper := range []string{"A4", "Letter"} {
			var buf bytes.Buffer
			if err := Norms(&buf, ev, rep, Options{Lang: lang, Paper: paper}); err != nil {
				t.Fatal(err)
			}
			pages := pdftext.Words(t, buf.Bytes())
			for _, pr := range rep.Players {
				var row []pdftext.Word
				for _, words := range pages {
					if row = playerLine(words, pr.Name); row != nil {
						break
					}
				}
				if len(row) == 0 {
					t.Errorf("%s %s: %s not found", lang, paper, pr.Name)
					continue
				}
				if n, _ := strconv.Atoi(row[0].Text); n != number[pr.ID] {
					t.Errorf("%s %s: %s is numbered %q, want his starting number %d", lang, paper, pr.Name, row[0].Text, number[pr.ID])
				}
				met, marks := 0, 0
				for _, need := range norms.NeedsAtEnd(pr, left[pr.ID]) {
					if need.Met {
						met++
					}
				}
				for _, w := range row {
					marks += strings.Count(w.Text, "✓")
				}
				if marks != met {
					t.Errorf("%s %s: %s's line has %d ✓, want %d: %s", lang, paper, pr.Name, marks, met, wordTexts(row))
				}
			}
		}
	}
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
	ev := demoEvent()
	ev.Settings.Ruleset = rules.USSR1953
	cats := []tournament.Category{tournament.CategoryI, tournament.CategoryII, tournament.CategoryIII}
	for i := range ev.Players {
		ev.Players[i].Category = cats[i%len(cats)]
	}
	rep, err := norms.ForEvent(ev)
	if err != nil {
		t.Fatal(err)
	}
	left := remainingGames(t, ev)
	taken := 0
	for _, lang := range i18n.Complete {
		var buf bytes.Buffer
		if err := Norms(&buf, ev, rep, Options{Lang: lang}); err != nil {
			t.Fatal(err)
		}
		pages := pdftext.Words(t, buf.Bytes())
		for _, pr := range rep.Players {
			var row []pdftext.Word
			for _, words := range pages {
				if row = playerLine(words, pr.Name); row != nil {
					break
				}
			}
			met, marks, now := 0, 0, 0
			for _, need := range norms.NeedsAtEnd(pr, left[pr.ID]) {
				if need.Met {
					met++
				}
			}
			for _, need := range pr.Needs {
				if need.Met {
					now++
				}
			}
			taken += now - met
			for _, w := range row {
				marks += strings.Count(w.Text, "✓")
			}
			if marks != met {
				t.Errorf("%s: %s's line has %d ✓, want %d that no result can take away: %s", lang, pr.Name, marks, met, wordTexts(row))
			}
		}
	}
	if taken == 0 {
		t.Fatal("no player has a norm met as the event stands that a result can take away: the event tests nothing")
	}
}

// remainingGames are the games each player has left, as the 1953 forecast
// counts them.
func remainingGames(t *testing.T, ev *tournament.Event) map[int64]int {
	t.Helper()
	fc, err := norms.ForecastEvent(ev)
	if err != nil || !fc.Open() {
		t.Fatalf("the event should have games left: %v", err)
	}
	left := map[int64]int{}
	for _, pf := range fc.Players {
		left[pf.ID] = len(pf.Remaining)
	}
	return left
}

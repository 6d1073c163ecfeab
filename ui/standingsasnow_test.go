package ui

import (
	"os"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"arbiter/i18n"
	"arbiter/internal/pdftext"
	"arbiter/internal/testtext"
	"arbiter/tournament"
)

// TestStandingsPrintedAsNowSayTheirRound: the standings and the
// crosstable saved from their views while a round is being played name
// the last complete round and the round in play, in the file name
// proposed and on the paper (a round robin's standings with the result of
// the round in play that they count), in each language. They were proposed as
// "standings.pdf" whatever the round, so that two printouts of a day
// could not be told apart, and the paper said only "after round 2".
func TestStandingsPrintedAsNowSayTheirRound(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris", "Carl", "Dana"))
	for n := 1; n <= 3; n++ {
		round := pairRoundRobin(t, s, n)
		if n == 3 {
			round.Pairings = round.Pairings[:1] // round 3: one result of two
		}
		resultEvery(t, s, round, tournament.WhiteWins)
	}
	s.reload()
	s.show(areaStandings)
	v := s.areaView(areaStandings).(*standingsView)
	test.Tap(v.printStandings)
	path := saveProposed(t, s, "standings-after-2-round-3-in-play.pdf")
	text := pdftext.File(t, path)
	os.Remove(path)
	testtext.SaysEach(t, "the standings printed", text, underWay(s.cat)...)
	printedAsNow(t, s, func(lang i18n.Lang, cat *i18n.Catalog, file, name string, pdf []byte) {
		after := cat.T("print.file.after", "name", cat.T("print.file."+file), "round", 2)
		if want := cat.T("print.file.in-play", "name", after, "round", 3) + ".pdf"; name != want {
			t.Errorf("%s: %s saved as now proposed as %q, want %q", lang, file, name, want)
		}
		if file != "standings" {
			return
		}
		text := pdftext.Text(t, pdf)
		testtext.SaysEach(t, string(lang)+": the standings printed", text, underWay(cat)...)
	})
}

// underWay is what the paper's standings head says of this test's round
// robin, round 2 complete and round 3 one result of two: the round after
// which they stand, and round 3's result they count as well, as the
// crosstable's head says it.
func underWay(cat *i18n.Catalog) []string {
	return []string{cat.T("print.standings.after", "n", 2),
		i18n.UpperFirst(cat.T("crosstable.partial.round", "round", 3, "done", 1, "of", 2))}
}

// printedAsNow makes the standings and the crosstable of s's event as
// they stand in each language and gives check each one's language, its
// catalogue, which it is ("standings", "crosstable"), the name its file
// is proposed under and the PDF.
func printedAsNow(t *testing.T, s *Shell, check func(lang i18n.Lang, cat *i18n.Catalog, file, name string, pdf []byte)) {
	t.Helper()
	for _, lang := range i18n.Complete {
		for _, file := range []string{"standings", "crosstable"} {
			j := s.printJobOf(file)
			j.opt.Lang = lang
			name, pdf, err := makePDF(s.doc, lang, j)
			if err != nil {
				t.Fatal(err)
			}
			check(lang, i18n.For(lang), file, name, pdf)
		}
	}
}

// firstLinesOf is the start of a printed text, for failure messages.
func firstLinesOf(text string, n int) string {
	lines := strings.SplitN(text, "\n", n+1)
	return strings.Join(lines[:min(n, len(lines))], "\n")
}

// TestTeamStandingsPrintedAsNowSayTheirRound: a team event's standings and
// crosstable, saved while round 1 is played, are proposed under a name
// that says so, as the individual event's are: they were "standings.pdf"
// and "crosstable.pdf" whatever the round.
func TestTeamStandingsPrintedAsNowSayTheirRound(t *testing.T) {
	s := openShell(t, newTeamFileOf(t, tournament.TeamSwiss, 3, 4, 2, 2))
	if !s.act(func() error { _, err := pairTeams(s.doc.st, 1); return err }) {
		t.Fatal("round 1 not paired")
	}
	printedAsNow(t, s, func(lang i18n.Lang, cat *i18n.Catalog, file, name string, _ []byte) {
		if want := cat.T("print.file.in-play", "name", cat.T("print.file."+file), "round", 1) + ".pdf"; name != want {
			t.Errorf("%s: the team event's %s saved as now proposed as %q, want %q", lang, file, name, want)
		}
	})
}

// TestSwissCrosstablePrintedAsNowShowsTheRoundInPlay: a Swiss with round
// 2 paired and no result yet: the crosstable printed from its view
// (Ctrl+P) is proposed as "crosstable-after-1-round-2-in-play" and its
// sheet shows what the view shows, each player's round 2 opponent and
// colour in his row, under a heading that names round 2 in play, in each
// language. The sheet showed round 1 alone, headed "after round 1".
func TestSwissCrosstablePrintedAsNowShowsTheRoundInPlay(t *testing.T) {
	s := roundTwoInPlay(t)
	inEachLanguage(s, func(lang i18n.Lang) {
		v := shownView[*crosstableView](s, areaCrosstable)
		// The crosstable view's own Print (Ctrl+P).
		text := printedInRoundTwo(t, s, lang, "crosstable", "the crosstable", s.printers[areaCrosstable]())
		lines := strings.Split(text, "\n")
		for _, row := range v.grid.rows {
			player, second := row[2], row[4] // place, number, name, R1, R2
			i := slices.IndexFunc(lines, func(l string) bool { return strings.Contains(l, player) })
			if second == "" || i < 0 || !slices.Contains(strings.Fields(lines[i]), second) {
				t.Errorf("%s: %s's round 2 in the view %q, on the sheet not:\n%s", lang, player, second, text)
			}
		}
	})
}

// TestPrintedAfterARoundInPlayNamedAsHeaded: the standings and the
// crosstable of a Swiss printed from the Printing view "after round 2"
// while round 2 is paired and unfinished stand after round 1 with round
// 2 in play, as their paper's heading says; their file is named so, in
// each language. It was "standings-after-2", a round the sheet does not
// count.
func TestPrintedAfterARoundInPlayNamedAsHeaded(t *testing.T) {
	s := roundTwoInPlay(t)
	inEachLanguage(s, func(lang i18n.Lang) {
		v := shownView[*printingView](s, areaPrinting)
		for _, file := range []string{"standings", "crosstable"} {
			v.docs.SetSelected(s.t("ui.printing.doc." + file))
			v.after.SetSelectedIndex(2) // after round 2
			printedInRoundTwo(t, s, lang, file, "the "+file+" after round 2", v.job())
		}
	})
}

// printedInRoundTwo makes j, file ("standings", "crosstable") of
// roundTwoInPlay's event, in lang, checks that what it is is proposed
// under a name and headed as standing after round 1 with round 2 in
// play, and gives its text.
func printedInRoundTwo(t *testing.T, s *Shell, lang i18n.Lang, file, what string, j printJob) string {
	t.Helper()
	cat := i18n.For(lang)
	j.opt.Lang = lang
	name, pdf, err := makePDF(s.doc, lang, j)
	if err != nil {
		t.Fatal(err)
	}
	after := cat.T("print.file.after", "name", cat.T("print.file."+file), "round", 1)
	if want := cat.T("print.file.in-play", "name", after, "round", 2) + ".pdf"; name != want {
		t.Errorf("%s: %s is proposed as %q, want %q", lang, what, name, want)
	}
	text := pdftext.Text(t, pdf)
	if want := cat.T("print."+file+".in-play", "n", 1, "play", 2); !strings.Contains(text, want) {
		t.Errorf("%s: %s is not headed %q:\n%s", lang, what, want, firstLinesOf(text, 4))
	}
	return text
}

// roundTwoInPlay is a six-player Swiss with round 1 drawn throughout and
// round 2 paired from the Rounds view, no result of it in.
func roundTwoInPlay(t *testing.T) *Shell {
	s := openShell(t, newSwissFile(t, 6, 5))
	rounds := shownView[*roundsView](s, areaRounds)
	test.Tap(rounds.pairBtn)
	roundOneInFile(t, s, 3, tournament.Draw)
	test.Tap(rounds.pairBtn)
	return s
}

package printing

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/pdftext"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/words"
)

// The match result sheets, line-up forms, team crosstable and results by
// board, in each language and on both papers: what each must say, and a
// round not paired refused.
func TestTeamSheetsOfTheVenue(t *testing.T) {
	ev := teamEvent(t)
	perRound := func(f func(io.Writer, *tournament.Event, int, Options) error) func(io.Writer, *tournament.Event, Options) error {
		return func(w io.Writer, ev *tournament.Event, opt Options) error { return f(w, ev, 2, opt) }
	}
	cases := []struct {
		name  string
		print func(io.Writer, *tournament.Event, Options) error
		lang  i18n.Lang
		paper string
		want  []string
	}{
		{"match sheets", perRound(MatchSheets), i18n.English, "A4", []string{"Match result sheet", "Match 1: 1. Club 5 – 2. Club 4",
			"Game points 1½ 1½", "Match points 1 1", "Captain of Club 5", "Captain of Club 4", "Arbiter's signature"}},
		{"match sheets", perRound(MatchSheets), i18n.Finnish, "Letter", []string{"Ottelupöytäkirja", "Pelipisteet", "Joukkueen Club 5 kapteeni"}},
		{"line-up forms", perRound(LineupForms), i18n.Estonian, "A4", []string{"Koosseisu vorm", "Võistkonnal on valged paaritutel laudadel",
			"Võistkonnal on mustad paaritutel laudadel", "Esitatud kell"}},
		{"line-up forms", perRound(LineupForms), i18n.English, "Letter", []string{"Match 1 against 2. Club 4.", "1 White", "2 Black", "At most 4 players"}},
		{"crosstable", TeamCrosstable, i18n.Finnish, "A4", []string{"Lopullinen ristitaulukko", "OP PP"}},
		{"results by board", BoardResults, i18n.Estonian, "Letter", []string{"Lõplikud tulemused laudade kaupa", "Laud 1", "Kõik lauad", "lauaauhind"}},
	}
	pdfs := map[int][]byte{}
	for i, c := range cases {
		pdfs[i] = printed(t, func(w io.Writer) error { return c.print(w, ev, Options{Lang: c.lang, Paper: c.paper}) })
	}
	texts := textsOf(t, pdfs)
	for i, c := range cases {
		t.Run(c.name+"/"+string(c.lang), func(t *testing.T) {
			text := input.Collapse(texts[i])
			testtext.SaysEach(t, "the sheet", text, c.want...)
		})
	}
	for _, f := range []func(io.Writer, *tournament.Event, int, Options) error{MatchSheets, LineupForms} {
		if err := f(&bytes.Buffer{}, ev, 9, Options{}); err == nil {
			t.Error("a round not paired printed")
		}
	}
}

// Game points are printed once in the team standings: in their own
// column, not again as the first tie-break.
func TestTeamStandingsGamePointsOnce(t *testing.T) {
	ev := teamEvent(t)
	ev.Settings.TieBreaks = []string{"gp", "sb", "bc"}
	pdf := printed(t, func(w io.Writer) error { return TeamStandings(w, ev, Options{Lang: i18n.English}) })
	text := flatText(t, pdf)
	// The table, without the legend under it, which names GP once more.
	table, _, legend := strings.Cut(text, "MP = match points · GP = game points · SB = Sonneborn-Berger · BC = board count (lower is better).")
	if !legend || !strings.Contains(table, "MP GP SB BC") || strings.Count(table, " GP ") != 1 {
		t.Errorf("heads of the standings:\n%s", text)
	}
}

// A captain's line names his team and himself; a long pair wraps under
// its own line instead of running into the next label (a tester's sheet
// had two captains' labels printed over each other).
func TestMatchSheetSignatureLabelsDoNotOverlap(t *testing.T) {
	ev := teamEvent(t)
	for i := range ev.Teams {
		ev.Teams[i].Name = "Tampereen Shakkinuoret " + ev.Teams[i].Name
		ev.Teams[i].Captain = "Pekka Kapteeninen"
	}
	pdf := printed(t, func(w io.Writer) error { return MatchSheets(w, ev, 2, Options{Lang: i18n.Finnish}) })
	for p, words := range pdftext.Words(t, pdf) {
		for i, a := range words {
			for _, b := range words[i+1:] {
				if a.YMin < b.YMax && b.YMin < a.YMax && a.XMin < b.XMax && b.XMin < a.XMax {
					t.Errorf("page %d: %q and %q are printed over each other", p+1, a.Text, b.Text)
				}
			}
		}
	}
}

// A match of two long team names keeps its heading on the page, wrapped,
// on the pairing list and the match sheets: it was one line running off
// the right edge, the second name cut.
func TestTeamMatchHeadingWrapsLongNames(t *testing.T) {
	ev := teamEvent(t)
	for i := range ev.Teams {
		ev.Teams[i].Name = "Turun Shakkiseura Shakkimatti-Ässät pitkällä nimellä " + ev.Teams[i].Name
	}
	const a4Width = 595.28 // points
	for _, c := range []struct {
		name  string
		print func(io.Writer) error
	}{
		{"pairings", func(b io.Writer) error { return TeamPairings(b, ev, 2, Options{Lang: i18n.Finnish, Paper: "A4"}) }},
		{"match sheets", func(b io.Writer) error { return MatchSheets(b, ev, 2, Options{Lang: i18n.Finnish, Paper: "A4"}) }},
	} {
		t.Run(c.name, func(t *testing.T) {
			pdf := printed(t, func(w io.Writer) error { return c.print(w) })
			seen := 0
			for p, words := range pdftext.Words(t, pdf) {
				for _, w := range words {
					if w.XMax > a4Width {
						t.Errorf("page %d: %q runs off the page (to %.0f pt)", p+1, w.Text, w.XMax)
					}
					if w.Text == "nimellä" {
						seen++
					}
				}
			}
			if seen == 0 {
				t.Error("no team name printed whole")
			}
		})
	}
}

// The results by board say under the prizes the fewest games the event
// asks for a board prize, its own setting or the default.
func TestTeamBoardResultsPrizeMinimum(t *testing.T) {
	for _, c := range []struct {
		set  int
		want string
	}{{0, "at least 1 game played there"}, {3, "at least 3 games played there"}} {
		ev := teamEvent(t)
		ev.TeamOptions.BoardPrizeMinGames = c.set
		pdf := printed(t, func(w io.Writer) error { return BoardResults(w, ev, Options{Lang: i18n.English}) })
		if text := flatText(t, pdf); !strings.Contains(text, c.want) {
			t.Errorf("minimum %d: no %q in\n%s", c.set, c.want, text)
		}
	}
}

// TestMatchSheetScoreInProgress: a match with one board decided prints
// its score as the window, the command line and the venue word it
// ("0–1 (in progress)"), where the sheet left it blank until every board
// had a result; a sheet before any result keeps its heading bare, the
// totals left to write in.
func TestMatchSheetScoreInProgress(t *testing.T) {
	ev := teamEvent(t)
	round := &ev.Rounds[1]
	m := ev.RoundMatches(2)[0]
	first := true
	for i := range round.Pairings {
		if round.Pairings[i].Match != m.Number {
			continue
		}
		if first {
			round.Pairings[i].Result, first = tournament.BlackWins, false
		} else {
			round.Pairings[i].Result = tournament.NoResult
		}
	}
	score := words.MatchScore(i18n.For(i18n.English), ev.TeamOptions, m, ev.MatchGames(m))
	if !strings.Contains(score, "(in progress)") {
		t.Fatalf("the match is not in progress: %q", score)
	}
	textInEachLang(t, func(w io.Writer, opt Options) error { return MatchSheets(w, ev, 2, opt) }, func(lang i18n.Lang, cat *i18n.Catalog, text string) {
		want := words.MatchScore(cat, ev.TeamOptions, m, ev.MatchGames(m))
		text = input.Collapse(text)
		if !strings.Contains(text, want) {
			t.Errorf("%s: the match sheet lacks %q:\n%s", lang, want, text)
		}
	})
	for i := range round.Pairings {
		round.Pairings[i].Result = tournament.NoResult
	}
	blank := flatText(t, printed(t, func(w io.Writer) error { return MatchSheets(w, ev, 2, Options{Lang: i18n.English}) }))
	if strings.Contains(blank, "in progress") || !strings.Contains(blank, "Game points Match points") {
		t.Errorf("a sheet before any result is not left to write in:\n%s", blank)
	}
}

// TestBoardResultsGoOnUnderTheirBoard: a board's section that goes over
// a page goes on under its heading marked as continued, as a report's
// round does; the thirty-player team's "All boards" went on at the top
// of the next page under the column heads alone; in each language, on
// both papers.
func TestBoardResultsGoOnUnderTheirBoard(t *testing.T) {
	ev := teamEvent(t)
	longNames(ev)
	texts := printedTexts(t, inEachLang("A4", "Letter"), func(w io.Writer, opt Options) error { return BoardResults(w, ev, opt) })
	for opt, text := range texts {
		cat := i18n.For(opt.Lang)
		for i, page := range strings.Split(text, "\f")[1:] {
			var lines []string
			for _, l := range strings.Split(page, "\n") {
				if l = strings.TrimSpace(l); l != "" {
					lines = append(lines, l)
				}
			}
			for j, l := range lines {
				if !strings.HasPrefix(l, cat.T("print.col.player")+" ") {
					continue
				}
				if above := lines[max(j-1, 0)]; !strings.HasPrefix(above, cat.T("teams.cli.board", "board", "")) && !strings.HasPrefix(above, cat.T("teams.cli.board.all")) {
					t.Errorf("%s %s: page %d's heads stand under %q, no board's heading:\n%s", opt.Lang, opt.Paper, i+2, above, page)
				}
				break
			}
		}
	}
}

// The results by board of a team event not yet over say that the board
// prizes they mark are provisional, in the prize list's words: the
// leaders of each board were marked with a prize, nothing said, while
// the last round was still being played; the event over, nothing is said.
func TestBoardResultsSayTheirPrizesAreProvisional(t *testing.T) {
	over := teamEvent(t)
	if words.PrizesProvisional(i18n.For(i18n.English), over) != "" {
		t.Fatal("the event is not over")
	}
	ev := teamEvent(t)
	last := &ev.Rounds[len(ev.Rounds)-1]
	for i := range last.Pairings {
		last.Pairings[i].Result = tournament.NoResult
	}
	texts := printedTexts(t, inEachLang(), func(w io.Writer, opt Options) error { return BoardResults(w, ev, opt) })
	overTexts := printedTexts(t, inEachLang(), func(w io.Writer, opt Options) error { return BoardResults(w, over, opt) })
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		want := words.PrizesProvisional(cat, ev)
		if want == "" {
			t.Fatalf("%s: the event with its last round in play is taken as over", lang)
		}
		if text := input.Collapse(texts[Options{Lang: lang}]); !strings.Contains(text, cat.T("teams.cli.prize")) || !strings.Contains(text, want) {
			t.Errorf("%s: the board results mark prizes without %q:\n%s", lang, want, text)
		}
		if text := input.Collapse(overTexts[Options{Lang: lang}]); strings.Contains(text, strings.SplitN(want, ":", 2)[0]+":") {
			t.Errorf("%s: the board results of the event over call their prizes provisional:\n%s", lang, text)
		}
	}
}

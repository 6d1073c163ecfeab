package printing

import (
	"fmt"
	"io"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/internal/pdftext"
	"arbiter/internal/shareddata"
	"arbiter/internal/testevent"
	"arbiter/internal/testfield"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/standings"
	"arbiter/tournament/team"
	"arbiter/words"
)

// swiss150 is a 150-player, 9-round Swiss (forfeits, half- and zero-point
// byes, absences) read from a reference tournament, with its seats cleared
// as in an event made in the app: the numbers are then the pairing
// numbers tournament.Event.StartNumbers gives.
func swiss150(t testing.TB) *tournament.Event {
	t.Helper()
	ev := testevent.ReadReport(t, shareddata.Path(t, "data/swiss-dutch/d_150_1.trf")).Event
	for i := range ev.Players {
		ev.Players[i].Seat = 0
	}
	ev.Settings.Name = "Syysavoin 2026 · Sügisene lahtine"
	ev.Settings.Site, ev.Settings.ChiefArbiter = "Tampere", "Matti Laine"
	return ev
}

// TestSwissCrosstableNumbers reads the Swiss crosstable back and checks
// every cell's opponent number and colour against the pairings, by the
// numbers tournament.Event.StartNumbers gives (they were printed as 0 when the
// crosstable read the round-robin seat).
func TestSwissCrosstableNumbers(t *testing.T) {
	ev := swiss150(t)
	text := printedText(t, func(w io.Writer) error { return Crosstable(w, ev, Options{Lang: i18n.English}) })
	swissOpponents(t, ev, text)
}

// swissOpponents checks that text, the English Swiss crosstable of ev,
// names in each player's row the opponent's number and the colour of
// each game of every round paired, in round order.
func swissOpponents(t *testing.T, ev *tournament.Event, text string) {
	t.Helper()
	number := ev.StartNumbers()
	// Each player's games in round order: opponent number and colour.
	want := map[int][]string{}
	for _, rd := range ev.EffectiveResults().Rounds {
		for _, g := range rd.Games {
			if g.IsBye() || !g.Counts() {
				continue
			}
			want[number[g.White]] = append(want[number[g.White]], fmt.Sprintf("%dw", number[g.Black]))
			want[number[g.Black]] = append(want[number[g.Black]], fmt.Sprintf("%db", number[g.White]))
		}
	}
	cell := regexp.MustCompile(`^(\d+)([wb])[10½+−]?$`)
	row := regexp.MustCompile(`^\s*(\d+(?:–\d+)?)\s+(\d+)\s+\p{L}`)
	seen := 0
	for _, line := range strings.Split(text, "\n") {
		m := row.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		no, _ := strconv.Atoi(m[2])
		var got []string
		for _, f := range strings.Fields(line) {
			if c := cell.FindStringSubmatch(f); c != nil {
				got = append(got, c[1]+c[2])
			}
		}
		if !slices.Equal(got, want[no]) {
			t.Errorf("player %d: the crosstable shows %v, the pairings say %v", no, got, want[no])
		}
		seen++
	}
	if seen != len(ev.Players) {
		t.Errorf("read %d rows of the crosstable, want %d:\n%s", seen, len(ev.Players), text)
	}
}

// struckEvent is the demo round robin with a player who withdrew after
// round 2, fewer than half of his games played: the 1953 rule strikes him
// from the table.
func struckEvent() (*tournament.Event, *tournament.Player) {
	ev := demoEvent()
	ev.Settings.WithdrawalPolicy = tournament.WithdrawalUSSR1953
	ev.Players[7].WithdrawnAfter = 0
	ev.Players[3].WithdrawnAfter = 2
	return ev, &ev.Players[3]
}

// TestRoundRobinCrosstableKeepsSeats: after a player is struck from the
// table (1953 §27, under the 1953 code: FIDE's rule keeps his row) the
// crosstable keeps every player's seat number in its rows and columns, as
// the pairings and the schedule do.
func TestRoundRobinCrosstableKeepsSeats(t *testing.T) {
	ev, gone := struckEvent()
	ev.Settings.SetRuleset(rules.USSR1953)
	text := printedText(t, func(w io.Writer) error { return Crosstable(w, ev, Options{Lang: i18n.English}) })
	var seats []string
	for _, p := range ev.Players {
		if p.ID == gone.ID {
			continue
		}
		seats = append(seats, strconv.Itoa(p.Seat))
		found := false
		for _, line := range strings.Split(text, "\n") {
			if i := strings.Index(line, p.Name); i >= 0 {
				found = true
				if f := strings.Fields(line[:i]); len(f) == 0 || f[len(f)-1] != strconv.Itoa(p.Seat) {
					t.Errorf("%s is printed as number %v, his seat is %d", p.Name, f, p.Seat)
				}
			}
		}
		if !found {
			t.Errorf("%s is not in the crosstable", p.Name)
		}
	}
	head := regexp.MustCompile(`Rtg/Cat\s+([\d\s]+?)\s+Pts`).FindStringSubmatch(text)
	if head == nil {
		t.Fatalf("no column heads in\n%s", firstLines(text, 8))
	}
	if got := strings.Fields(head[1]); !slices.Equal(got, seats) {
		t.Errorf("column heads %v, want the seats %v", got, seats)
	}
	if !strings.Contains(text, gone.Name) {
		t.Errorf("the struck player %s is not listed below the table", gone.Name)
	}
}

// TestCrosstableLegendAdjourned: an adjourned game's A is explained in the
// legend, in every language.
func TestCrosstableLegendAdjourned(t *testing.T) {
	ev := demoEvent() // round 7 has an adjourned game
	texts := printedTexts(t, inEachLang(), func(w io.Writer, opt Options) error { return Crosstable(w, ev, opt) })
	for _, lang := range i18n.Complete {
		text := input.Collapse(texts[Options{Lang: lang}])
		if !regexp.MustCompile(`\sA\s`).MatchString(text) {
			t.Fatalf("%s: no A in the crosstable", lang)
		}
		if want := i18n.For(lang).T("print.legend.adjourned", "mark", "A"); !strings.Contains(text, want) {
			t.Errorf("%s: the legend lacks %q", lang, want)
		}
	}
}

// TestSwissCrosstableShowsTheRoundInPlay: a Swiss with round 2 paired
// and no result yet prints its crosstable as the window shows it, the file
// named as the sheet is headed (FileNameAsNow): round 2's pairings in a
// column of their own, the heading saying the points are after round 1
// and round 2 is in play, and the legend that its results count once the
// round is complete. The sheet was "after round 1" with round 1 alone,
// under a file named "crosstable-after-1-round-2-in-play".
func TestSwissCrosstableShowsTheRoundInPlay(t *testing.T) {
	ev := testevent.Swiss(t, 8, 1, true)
	if name := FileNameAsNow(i18n.English, "crosstable", standings.ProgressOf(ev)); name != "crosstable-after-1-round-2-in-play.pdf" {
		t.Fatalf("the file is named %q", name)
	}
	texts := printedTexts(t, inEachLang(), func(w io.Writer, opt Options) error { return Crosstable(w, ev, opt) })
	swissOpponents(t, ev, texts[Options{Lang: i18n.English}])
	for opt, text := range texts {
		cat := i18n.For(opt.Lang)
		flat := strings.Join(strings.Fields(text), " ")
		for _, want := range []string{
			cat.T("print.col.round-n", "n", 2),
			cat.T("print.crosstable.in-play", "n", 1, "play", 2),
			cat.T("crosstable.pending", "round", 2),
		} {
			if !strings.Contains(flat, strings.Join(strings.Fields(want), " ")) {
				t.Errorf("%s: %q missing:\n%s", opt.Lang, want, text)
			}
		}
	}
}

// TestSwissCrosstableAfterCompletedRounds: the crosstable of a Swiss with
// its five rounds played, none paired past them, is "after round 5" and
// has five round columns, portrait.
func TestSwissCrosstableAfterCompletedRounds(t *testing.T) {
	ev := testevent.Swiss(t, 30, 5, false)
	pdfs := printedInEachLang(t, func(w io.Writer, opt Options) error { return Crosstable(w, ev, opt) })
	readTogether(t, pdftext.Layout|pdftext.BBox, pdfs)
	for lang, pdf := range pdfs {
		cat := i18n.For(lang)
		sizes, pages := pdftext.Boxes(t, pdf)
		if landscapeFirst(sizes) {
			t.Errorf("%s: the crosstable turned landscape", lang)
		}
		words := " " + wordTexts(pages[0]) + " "
		for n := 1; n <= 6; n++ {
			head := cat.T("print.col.round-n", "n", n)
			if printed := strings.Contains(words, " "+head+" "); printed != (n <= 5) {
				t.Errorf("%s: column %q printed %v, want %v", lang, head, printed, n <= 5)
			}
		}
		if title := cat.T("print.crosstable.after", "n", 5); !strings.Contains(pdfText(t, pdf), title) {
			t.Errorf("%s: %q missing", lang, title)
		}
	}
}

// TestTitleAndFederationColumns prints a field of titled players from
// several federations: the pairing list, the Swiss crosstable and the
// standings give the title and the federation columns of their own, as
// chess-results lists do, and the name cell no longer carries the title.
func TestTitleAndFederationColumns(t *testing.T) {
	ev := testevent.ReadReport(t, "../tournament/testdata/fide-example-layout.trf").Event
	sheets := []struct {
		name, nameHead string
		print          func(io.Writer) error
	}{
		{"pairings", "White", func(b io.Writer) error { return Pairings(b, ev, 2, Options{Lang: i18n.English}) }},
		{"crosstable", "Player", func(b io.Writer) error { return Crosstable(b, ev, Options{Lang: i18n.English}) }},
		{"standings", "Player", func(b io.Writer) error { return Standings(b, ev, Options{Lang: i18n.English}) }},
	}
	pdfs := map[string][]byte{}
	for _, sheet := range sheets {
		pdfs[sheet.name] = printed(t, sheet.print)
	}
	readTogether(t, pdftext.BBox, pdfs)
	for _, sheet := range sheets {
		words := pdftext.Words(t, pdfs[sheet.name])[0]
		find := func(text string) *pdftext.Word {
			for i := range words {
				if words[i].Text == text {
					return &words[i]
				}
			}
			return nil
		}
		title, fed, name, wgm, baker := find("Title"), find("Fed"), find(sheet.nameHead), find("WGM"), find("Baker")
		if title == nil || fed == nil || name == nil || wgm == nil || baker == nil {
			t.Errorf("%s: Title %v, Fed %v, %s %v, WGM %v, Baker %v", sheet.name, title, fed, sheet.nameHead, name, wgm, baker)
			continue
		}
		if math.Abs((wgm.XMin+wgm.XMax)/2-(title.XMin+title.XMax)/2) > 3 || wgm.XMax > name.XMin {
			t.Errorf("%s: WGM at %.0f–%.0f is not in the title column (%.0f) before the name's (%.0f)", sheet.name, wgm.XMin, wgm.XMax, title.XMin, name.XMin)
		}
		if eng := find("ENG"); eng == nil || eng.XMin < fed.XMin-12 || eng.XMin < baker.XMax {
			t.Errorf("%s: Baker's federation ENG is not in the Fed column: %v (Fed at %.0f)", sheet.name, eng, fed.XMin)
		}
	}
}

// TestColumnKeepsOneFontSize prints a Swiss crosstable where one name is
// far longer than the others: the names' column takes one size for all
// (the one the longest needs), where each cell used to shrink alone and
// the column mixed sizes.
func TestColumnKeepsOneFontSize(t *testing.T) {
	ev := swiss150(t)
	ev.Players[0].Name = "Aleksanteri-Maximilian Pitkäsukunimi-Virtanen"
	ev.Players[0].FamilyName, ev.Players[0].GivenNames = "", ""
	pdf := printed(t, func(w io.Writer) error { return Crosstable(w, ev, Options{Lang: i18n.Finnish}) })
	heights := map[string]float64{}
	for _, page := range pdftext.Words(t, pdf) {
		for _, w := range page {
			if strings.HasPrefix(w.Text, "Player0") || strings.HasPrefix(w.Text, "Pitkäsukunimi") {
				heights[w.Text] = w.YMax - w.YMin
			}
		}
	}
	if len(heights) < 100 {
		t.Fatalf("%d names found", len(heights))
	}
	lo, hi := 100.0, 0.0
	for _, h := range heights {
		lo, hi = min(lo, h), max(hi, h)
	}
	if hi-lo > 0.05 {
		t.Errorf("the names' column mixes sizes: word heights %.2f to %.2f", lo, hi)
	}
}

// TestSwissCrosstableSaysWhatABlankCellIs: the printed crosstable of a
// Swiss whose late entry was not paired in round 1 says under its table
// what the blank cell is, as the window, the venue and the command line
// do (words.SwissBlankLegend), in every language.
func TestSwissCrosstableSaysWhatABlankCellIs(t *testing.T) {
	ev := testevent.Swiss(t, 8, 2, false)
	texts := printedTexts(t, inEachLang(), func(w io.Writer, opt Options) error { return Crosstable(w, ev, opt) })
	for lang, start := range map[i18n.Lang]string{i18n.English: "A blank cell is a round",
		i18n.Finnish: "Tyhjä ruutu on kierros", i18n.Estonian: "Tühi lahter on voor"} {
		if text := texts[Options{Lang: lang}]; !strings.Contains(text, start) {
			t.Errorf("%s: %q missing:\n%s", lang, start, text)
		}
	}
}

// A player struck after a round whose game has no result yet: the printed
// crosstable and standings list him, in every language, as the withdrawal
// told it, 1 of his 6 games counting as played and round 2's
// without a result; they said "2 games played".
func TestStruckEntryNamesTheGameWithoutAResult(t *testing.T) {
	path, id := testevent.StruckLater(t)
	ev := testevent.Read(t, path)
	p, _ := ev.Player(id)
	p.WithdrawnAfter = 2
	texts := tablesOf(t, ev)
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		want := cat.T("event.cli.struck", "name", p.Name, "round", 2, "played", 1, "games", 6, "open", 1, "rounds", "2", "adjourned", 0, "adjourned_rounds", "", "verdict", i18n.NewError("event.cli.struck.kept"))
		if want == cat.T("event.cli.struck", "name", p.Name, "round", 2, "played", 1, "games", 6, "open", 0, "rounds", "", "adjourned", 0, "adjourned_rounds", "", "verdict", i18n.NewError("event.cli.struck.kept")) {
			t.Fatalf("%s: the entry %q does not name the game without a result", lang, want)
		}
		for _, name := range []string{"crosstable", "standings"} {
			text := texts[name][Options{Lang: lang}]
			if !strings.Contains(input.Collapse(text), want) {
				t.Errorf("%s %s: no %q in\n%s", lang, name, want, text)
			}
		}
	}
}

// tablesOf is the text of ev's standings and crosstable printed in each
// complete language, by the sheet's name and its options, read together.
func tablesOf(t *testing.T, ev *tournament.Event) map[string]map[Options]string {
	t.Helper()
	return printedSheets(t, inEachLang(), map[string]func(io.Writer, Options) error{
		"standings":  func(w io.Writer, opt Options) error { return Standings(w, ev, opt) },
		"crosstable": func(w io.Writer, opt Options) error { return Crosstable(w, ev, opt) },
	})
}

// TestDirectEncounterLegendSaysWhatABlankIs: a round robin's DE column is
// blank for every player whose tie the games among the tied players do
// not break (and for those not tied at all); the legend under the printed
// standings and crosstable says what its figure is and what a blank is,
// in every language: it named the tie-break only, and a column empty from
// top to bottom was left unexplained.
func TestDirectEncounterLegendSaysWhatABlankIs(t *testing.T) {
	ev := demoEvent()
	if !slices.Contains(ev.Settings.TieBreaks, "de") {
		t.Fatalf("the demo event's tie-breaks %v lack direct encounter", ev.Settings.TieBreaks)
	}
	texts := tablesOf(t, ev)
	for lang, want := range map[i18n.Lang]string{
		i18n.English:  "blank where those games do not separate them",
		i18n.Finnish:  "tyhjä, jos ne eivät erota heitä",
		i18n.Estonian: "tühi, kui need neid ei erista",
	} {
		for name, text := range texts {
			if text := input.Collapse(text[Options{Lang: lang}]); !strings.Contains(text, want) {
				t.Errorf("%s %s: the legend lacks %q:\n%s", lang, name, want, text)
			}
		}
	}
}

// TestCrosstableRoundUnderWay prints a round robin with round 3 two games
// of three entered: the sheet shows round 3's results, so its points,
// places and tie-breaks count them too, seat 1 (2 points) first, and its
// title says so in every language. It printed seat 1 fifth, below seats
// of 1½ and 1, with the tie-breaks and the title "after round 2". The
// game still to be played is marked "*" and the legend says so, as the
// venue's page and the window mark it; paper left it blank.
func TestCrosstableRoundUnderWay(t *testing.T) {
	ev := testfield.RoundUnderWay(t)
	flats := underWaySheets(t, func(w io.Writer, opt Options) error { return Crosstable(w, ev, opt) }, func(cat *i18n.Catalog) (string, string) {
		return cat.T("print.crosstable.after", "n", 2), cat.T("crosstable.partial.round", "round", 3, "done", 2, "of", 3)
	})
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		flat := flats[lang]
		// A row: the rating, the results (the diagonal is shaded, no
		// text), points, place, SB and wins.
		testtext.SaysEach(t, string(lang)+": the crosstable", flat,
			"Player 4 2040 ½ * ½ 1 4–5 1¼ 0 ",
			"Player 5 2050 ½ ½ * 1 4–5 1¼ 0 ",
			words.SymbolsLegend(cat)+" "+cat.T("print.legend.pending"),
			"Player 1 2010 0 1 1 2 1 2½ 2 ",
			"Player 2 2020 1 ½ 0 1½ 2 2½ 1 ",
			"Player 3 2030 0 ½ ½ 1 6 1 0 ",
			"Player 6 2060 0 1 ½ 1½ 3 2 1 ",
		)
	}
}

// TestTeamCrosstableRoundUnderWay: a team round robin's crosstable with
// its last round two matches of three finished is titled so, in every
// language, and each row's match and game points are the crosstable's,
// which count the finished matches its cells show. It was titled
// "Crosstable" beside points of the rounds before.
func TestTeamCrosstableRoundUnderWay(t *testing.T) {
	ev := testevent.TeamRoundUnderWay(t).Event
	ct := team.TeamCrosstable(ev)
	flats := underWaySheets(t, func(w io.Writer, opt Options) error { return TeamCrosstable(w, ev, opt) }, func(cat *i18n.Catalog) (string, string) {
		return cat.T("print.crosstable.after", "n", 4), cat.T("crosstable.partial.round.team", "round", 5, "done", 2, "of", 3)
	})
	for _, lang := range i18n.Complete {
		flat := flats[lang]
		for _, r := range ct.Rows {
			if row := regexp.MustCompile(regexp.QuoteMeta(r.Name) + ` [^A-Z]*? ` + strconv.Itoa(r.MatchPoints) + " " + regexp.QuoteMeta(standings.FormatFraction(r.GamePoints)) + `( |$)`); !row.MatchString(flat) {
				t.Errorf("%s: %s's row does not end %d %s:\n%s", lang, r.Name, r.MatchPoints, standings.FormatFraction(r.GamePoints), flat)
			}
		}
	}
}

// underWaySheets is the text of the sheet print makes in each language,
// on one line, failing t where it lacks its title or the line of the
// rounds under way under the header (says gives the two in a language).
// That line stands alone as a heading, so it begins with a capital: the
// English sheet's began "round 4: 2 of 3 games entered", the words
// written to follow "Crosstable after round 3, ".
func underWaySheets(t *testing.T, print func(io.Writer, Options) error, says func(*i18n.Catalog) (title, underWay string)) map[i18n.Lang]string {
	t.Helper()
	flats := map[i18n.Lang]string{}
	for opt, text := range printedTexts(t, inEachLang(), print) {
		flat := input.Collapse(text)
		title, underWay := says(i18n.For(opt.Lang))
		testtext.SaysEach(t, fmt.Sprintf("%s: the sheet", opt.Lang), flat, title, i18n.UpperFirst(underWay))
		flats[opt.Lang] = flat
	}
	return flats
}

// TestStandingsPerformanceOnlyAtTheEnd: the printed standings give each
// player's performance rating once the last round is played, never
// before, when a performance would be read as the event's, and say under
// the table what the column's head stands for, in every language.
func TestStandingsPerformanceOnlyAtTheEnd(t *testing.T) {
	w, d, b := tournament.WhiteWins, tournament.Draw, tournament.BlackWins
	for _, played := range []int{4, 5} {
		ev := testfield.Field(6, tournament.RoundRobin)
		ev.Settings.TieBreaks = []string{"sb"}
		testfield.Play(t, ev, [][]tournament.Result{{w, d, d}, {d, d, b}, {b, b, w}, {d, w, b}, {w, w, d}}[:played])
		texts := printedTexts(t, inEachLang(), func(out io.Writer, opt Options) error { return Standings(out, ev, opt) })
		for _, lang := range i18n.Complete {
			head := words.RatedShort(i18n.For(lang), words.RatedPerformance)
			flat := input.Collapse(texts[Options{Lang: lang}])
			if got := strings.Contains(flat, head); got != (played == 5) {
				t.Errorf("%s, %d of 5 rounds played: column %q printed %v:\n%s", lang, played, head, got, flat)
			}
			// The column's abbreviation is explained under the table as
			// the tie-breaks' are.
			legend := input.Collapse(words.RatedLegend(i18n.For(lang), words.RatedPerformance))
			if got := strings.Contains(flat, legend); got != (played == 5) {
				t.Errorf("%s, %d of 5 rounds played: legend %q printed %v:\n%s", lang, played, legend, got, flat)
			}
		}
	}
}

// TestStandingsPerformanceIsTheRatingReports: a Swiss of 14 after its 7
// rounds, round 7's board 1 ended before a move (TRF W, D, L), which the
// TPR tie-break counts as played (C.07) and the rating report leaves out.
// The final standings' Perf. is the performance the rating report prints
// (the winner's 2331), not the tie-break's (2384) under another name; with
// TPR among the tie-breaks its column, headed as the tie-break, is the one
// performance printed (2384), with no Perf. beside it.
func TestStandingsPerformanceIsTheRatingReports(t *testing.T) {
	ev := testevent.Swiss(t, 14, 7, false)
	ev.Rounds[6].Pairings[0].Unrated = true
	ev.Settings.Rules.FIDERated = true
	english := Options{Lang: i18n.English}
	cat := i18n.For(i18n.English)
	perf, tpr := words.RatedShort(cat, words.RatedPerformance), words.TieBreakShort(cat, "tpr")
	ratings := flatText(t, printed(t, func(out io.Writer) error { return Ratings(out, ev, tournament.RatingOptions{}, english) }))
	// The standings' figure last in the winner's row: the one before the
	// second row's place and number.
	winnersLast := func() (head, figure string) {
		t.Helper()
		st := standings.Of(ev)
		first, second := st.Rows[0], st.Rows[1]
		flat := flatText(t, printed(t, func(out io.Writer) error { return Standings(out, ev, english) }))
		row := regexp.MustCompile(`(\S+) ` + regexp.QuoteMeta(first.Place+" "+strconv.Itoa(first.No)+" "+first.Name) + ` .*? (\d+) ` + regexp.QuoteMeta(second.Place+" "+strconv.Itoa(second.No)+" "))
		m := row.FindStringSubmatch(flat)
		if m == nil {
			t.Fatalf("tie-breaks %v: %s's row not read:\n%s", ev.Settings.TieBreaks, first.Name, flat)
		}
		if first.Name != "Eero Nieminen" {
			t.Fatalf("the winner is %s, not Eero Nieminen: the event is not the one the figures are of", first.Name)
		}
		return m[1], m[2]
	}
	if head, figure := winnersLast(); head != perf || figure != "2331" {
		t.Errorf("the winner's last column %s %s, want %s 2331, the rating report's", head, figure, perf)
	}
	if !regexp.MustCompile(`Eero Nieminen .*? 1965 2331( |$)`).MatchString(ratings) {
		t.Errorf("the rating report does not give Eero Nieminen ARO 1965 and TPR 2331:\n%s", ratings)
	}
	// The rating sheet heads that figure as the standings do (the head
	// and its legend), the legend saying what it counts, and never with
	// the tie-break's head.
	legend := input.Collapse(words.RatedLegend(cat, words.RatedAverage, words.RatedPerformance))
	if strings.Count(ratings, perf) < 2 || !strings.Contains(ratings, legend) {
		t.Errorf("the rating sheet does not head its figure %s with the legend %q:\n%s", perf, legend, ratings)
	}
	if regexp.MustCompile(`\b(ARO|TPR)\b`).MatchString(ratings) {
		t.Errorf("the rating sheet heads its figures as the tie-breaks:\n%s", ratings)
	}
	// What it leaves out its note says, round 7's game among it.
	if !strings.Contains(ratings, "games that ended before a move") {
		t.Errorf("the rating report does not say it leaves out the game ended before a move:\n%s", ratings)
	}
	ev.Settings.TieBreaks = append(ev.Settings.TieBreaks, "tpr")
	if head, figure := winnersLast(); head != tpr || figure != "2384" {
		t.Errorf("TPR a tie-break: the winner's last column %s %s, want %s 2384, the tie-break's alone", head, figure, tpr)
	}
}

// strengthSheets are the sheets of a Swiss, a round robin and a team
// event with a strength column, each field's players' ratings and
// categories set by strengths, by the sheet's name.
func strengthSheets(t *testing.T, strengths func(*tournament.Event)) map[string]func(io.Writer, Options) error {
	swiss := testevent.Swiss(t, 41, 6, true)
	w, d, b := tournament.WhiteWins, tournament.Draw, tournament.BlackWins
	rr := testfield.Field(6, tournament.RoundRobin)
	testfield.Play(t, rr, [][]tournament.Result{{w, d, d}, {d, d, b}, {b, b, w}, {d, w, b}, {w, w, d}})
	teams := teamEvent(t)
	for _, ev := range []*tournament.Event{swiss, rr, teams} {
		strengths(ev)
	}
	return map[string]func(io.Writer, Options) error{
		"pairings":         func(w io.Writer, opt Options) error { return Pairings(w, swiss, 7, opt) },
		"swiss crosstable": func(w io.Writer, opt Options) error { return Crosstable(w, swiss, opt) },
		"standings":        func(w io.Writer, opt Options) error { return Standings(w, swiss, opt) },
		"players":          func(w io.Writer, opt Options) error { return PlayerList(w, swiss, opt) },
		"final standings":  func(w io.Writer, opt Options) error { return Standings(w, rr, opt) },
		"crosstable":       func(w io.Writer, opt Options) error { return Crosstable(w, rr, opt) },
		"schedule":         func(w io.Writer, opt Options) error { return Schedule(w, rr, opt) },
		"round robin pairings": func(w io.Writer, opt Options) error {
			return Pairings(w, rr, 3, opt)
		},
		"team pairings": func(w io.Writer, opt Options) error { return TeamPairings(w, teams, 2, opt) },
		"match sheets":  func(w io.Writer, opt Options) error { return MatchSheets(w, teams, 2, opt) },
		"lineup forms":  func(w io.Writer, opt Options) error { return LineupForms(w, teams, 2, opt) },
		"team players":  func(w io.Writer, opt Options) error { return PlayerList(w, teams, opt) },
	}
}

// setStrengths gives every player of ev the rating and the category of
// no one, then the first player rating and cat.
func setStrengths(rating int, cat tournament.Category) func(*tournament.Event) {
	return func(ev *tournament.Event) {
		for i := range ev.Players {
			ev.Players[i].Rating, ev.Players[i].Category = 0, tournament.Unclassified
		}
		ev.Players[0].Rating, ev.Players[0].Category = rating, cat
	}
}

// TestAFieldWithoutStrengthsHasNoStrengthColumn: a field none of whose
// players has a rating or a category (a children's event, an imported
// club event) printed an empty rating column on every table of its
// players, and an empty performance column on its final standings; they
// are left out as the title, club and federation columns no player fills
// are (words.IdentityOf). One player rated brings the rating column back
// on every sheet, and the performance on the final standings; one player
// with a 1953 category alone brings the category's column, and no
// performance.
func TestAFieldWithoutStrengthsHasNoStrengthColumn(t *testing.T) {
	for _, c := range []struct {
		what     string
		rating   int
		cat      tournament.Category
		head     string // the strength column's head, none where ""
		withPerf bool
	}{
		{"no rating or category", 0, tournament.Unclassified, "", false},
		{"one rated player", 1850, tournament.Unclassified, "print.col.rating", true},
		{"one player with a category", 0, tournament.CategoryII, "norms.col.category", false},
	} {
		texts := printedSheets(t, inEachLang(), strengthSheets(t, setStrengths(c.rating, c.cat)))
		for name, byOpt := range texts {
			for _, lang := range i18n.Complete {
				cat := i18n.For(lang)
				text := byOpt[Options{Lang: lang}]
				// A head is told by its first word: "Vahvuus / luokka"
				// may break after it (and so is told from "Vahvuus" by
				// the heads that are not printed).
				first := func(key string) string { return strings.Fields(cat.T(key))[0] }
				wanted := map[string]bool{}
				if c.head != "" {
					wanted[first(c.head)] = true
				}
				if c.withPerf && name == "final standings" {
					wanted[first("print.col.performance")] = true
				}
				for _, key := range []string{"print.col.rating", "print.col.rating-category", "norms.col.category", "print.col.performance"} {
					if got, want := strings.Contains(text, first(key)), wanted[first(key)]; got != want {
						t.Errorf("%s, %s, %s: head %q printed %v, want %v:\n%s", c.what, name, lang, cat.T(key), got, want, text)
					}
				}
			}
		}
	}
}

// TestCrosstableNamesTheRoundInPlay: a round robin with round 3 paired and
// no result of it in (as the demo's round 6) is titled "Crosstable after
// round 2, round 3 in play", the rounds its standings name, in every
// language; it was "after round 2" over cells showing round 3's games as
// "*".
func TestCrosstableNamesTheRoundInPlay(t *testing.T) {
	ev := testfield.Field(6, tournament.RoundRobin)
	w, d, b := tournament.WhiteWins, tournament.Draw, tournament.BlackWins
	testfield.Play(t, ev, [][]tournament.Result{{w, d, d}, {d, d, b}, {}})
	for opt, text := range printedTexts(t, inEachLang(), func(w io.Writer, opt Options) error { return Crosstable(w, ev, opt) }) {
		want := i18n.For(opt.Lang).T("print.crosstable.in-play", "n", 2, "play", 3)
		if !strings.Contains(strings.Join(strings.Fields(text), " "), strings.Join(strings.Fields(want), " ")) {
			t.Errorf("%s: %q missing:\n%s", opt.Lang, want, text)
		}
	}
}

package printing

import (
	"bytes"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/pdftext"
	"arbiter/internal/testevent"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/seats"
	"arbiter/tournament/team"
	"arbiter/words"
)

// teamEvent is the 6-team round robin of the team tests' reports: reserves,
// boards left empty, forfeited boards and whole matches.
func teamEvent(t *testing.T) *tournament.Event {
	return testevent.TeamReport(t, "arbiter-rr6").Event
}

// A team round's pairing list gives each match under its teams with its
// game points, the boards with the players' numbers in their teams'
// board order, an empty board and a whole match's forfeit; the team
// standings give match and game points and the team tie-breaks; in each
// language and on both papers.
func TestTeamSheets(t *testing.T) {
	ev := teamEvent(t)
	cases := []struct {
		lang  i18n.Lang
		paper string
		want  []string
	}{
		{i18n.English, "A4", []string{"Match 1: 1. Club 5 – 2. Club 4 1½–1½", "4 4 N4 Player6 2062 +:− — board left empty —"}},
		{i18n.Finnish, "Letter", []string{"Ottelu 1: 1. Club 5 – 2. Club 4 1½–1½", "— pöytä jätetty tyhjäksi —"}},
		{i18n.Estonian, "A4", []string{"Matš 1: 1. Club 5 – 2. Club 4 1½–1½", "— laud jäeti tühjaks —"}},
	}
	type sheet struct {
		name string
		opt  Options
	}
	pdfs := map[sheet][]byte{}
	for _, c := range cases {
		opt := Options{Lang: c.lang, Paper: c.paper}
		pdfs[sheet{"pairings", opt}] = printed(t, func(w io.Writer) error { return TeamPairings(w, ev, 2, opt) })
		pdfs[sheet{"standings", opt}] = printed(t, func(w io.Writer) error { return TeamStandings(w, ev, opt) })
	}
	// Round 3's match 1 was forfeited as a whole: its heading says so
	// and each board shows its forfeit.
	pdfs[sheet{"round 3", Options{}}] = printed(t, func(w io.Writer) error { return TeamPairings(w, ev, 3, Options{}) })
	texts := textsOf(t, pdfs)
	for _, c := range cases {
		t.Run(string(c.lang), func(t *testing.T) {
			opt := Options{Lang: c.lang, Paper: c.paper}
			text := input.Collapse(texts[sheet{"pairings", opt}])
			for _, w := range c.want {
				if !strings.Contains(text, input.Collapse(w)) {
					t.Errorf("the pairing list has no %q:\n%s", w, text)
				}
			}
			if text := texts[sheet{"standings", opt}]; !strings.Contains(text, "Club 4") || !strings.Contains(text, "84¼") {
				t.Errorf("the standings:\n%s", text)
			}
		})
	}
	if text := input.Collapse(texts[sheet{"round 3", Options{}}]); !strings.Contains(text, "Match 1: 3. Club 3 – 1. Club 5 + : − forfeited whole Bd White Rtg Result Black Rtg 1 1 N1 Player3 2209 +:− 1 N1 Player5") {
		t.Errorf("round 3:\n%s", text)
	}
	if err := TeamPairings(&bytes.Buffer{}, ev, 9, Options{}); err == nil {
		t.Error("a round not paired printed")
	}
}

// The printed team crosstable's note explains the cells the sheet has, a
// round robin's game points or a Swiss's opponent, colour and game points,
// never both formats at once; in each language.
func TestTeamCrosstableNoteExplainsItsOwnCells(t *testing.T) {
	cases := []struct {
		file        string
		want, other string
	}{
		{"arbiter-rr6", "teams.crosstable.note", "teams.crosstable.note.swiss"},
		{"arbiter-swiss10", "teams.crosstable.note.swiss", "teams.crosstable.note"},
	}
	type sheet struct {
		file string
		lang i18n.Lang
	}
	pdfs := map[sheet][]byte{}
	for _, c := range cases {
		rep := testevent.TeamReport(t, c.file)
		for _, l := range i18n.Complete {
			pdfs[sheet{c.file, l}] = printed(t, func(w io.Writer) error { return TeamCrosstable(w, rep.Event, Options{Lang: l}) })
		}
	}
	texts := textsOf(t, pdfs)
	for _, c := range cases {
		for _, l := range i18n.Complete {
			text := input.Collapse(texts[sheet{c.file, l}])
			cat := i18n.For(l)
			want, other := input.Collapse(cat.T(c.want)), input.Collapse(cat.T(c.other))
			if !strings.Contains(text, want) {
				t.Errorf("%s, %s: the note %q is not printed:\n%s", c.file, l, want, text)
			}
			if strings.Contains(text, other) {
				t.Errorf("%s, %s: the other format's note %q is printed too", c.file, l, other)
			}
		}
	}
}

// A team event's report gives its results match by match: the game points,
// a match forfeited whole, the boards forfeited and each round's bye with
// what it scored, and counts the matches so; in each language.
func TestTeamReportNamesForfeitsAndByes(t *testing.T) {
	ev := testevent.TeamReport(t, "arbiter-rr5").Event
	byes := 0
	for _, m := range ev.Matches {
		if m.IsBye() {
			byes++
		}
	}
	for _, c := range []struct {
		lang i18n.Lang
		want []string
	}{
		{i18n.English, []string{"Matches 7 decided on the boards, 3 forfeited whole, 5 byes", "has the bye: 0 match points, 0 game points",
			"1 1. Club 2 +:− 2. Club 1 forfeited whole", "2 3. Club 5 1–1 4. Club 4 2 boards forfeited"}},
		{i18n.Finnish, []string{"vapaakierrosta", "on vapaakierros: 0 ottelupistettä, 0 pelipistettä", "Ottelu"}},
		{i18n.Estonian, []string{"vaba vooru", "on vaba voor: 0 matšipunkti, 0 partiipunkti", "Matš"}},
	} {
		t.Run(string(c.lang), func(t *testing.T) {
			text := flatText(t, printed(t, func(w io.Writer) error {
				return ArbiterReport(w, ev, nil, tournament.RatingOptions{}, Options{Lang: c.lang})
			}))
			// A round robin's odd team out scores nothing.
			if n := strings.Count(text, c.want[1]); byes == 0 || n != byes {
				t.Errorf("%d byes, %d bye lines", byes, n)
			}
			testtext.SaysEach(t, "the report", text, c.want...)
		})
	}
}

// A team event's list of players gives them under their teams, numbered
// in each team's board order as the pairing list numbers them, and by
// name with their teams; in each language.
func TestTeamPlayerListUnderTheTeams(t *testing.T) {
	ev := teamEvent(t)
	texts := printedTexts(t, inEachLang(), func(w io.Writer, opt Options) error { return PlayerList(w, ev, opt) })
	for _, c := range []struct {
		lang i18n.Lang
		want []string
	}{
		// No title nor a second federation in the field: no column of
		// either (TestTeamListAndScheduleLeaveOutTheColumnsNoPlayerFills).
		{i18n.English, []string{"Players by team 1. Club 5 Bd Player FIDE ID Rtg 1 N1 Player5 200025 2125",
			"Players by name Team Player FIDE ID Rtg 6. Club 1 Player1, N1 200001 2293"}},
		{i18n.Finnish, []string{"Pelaajat joukkueittain", "Joukkue"}},
		{i18n.Estonian, []string{"Mängijad võistkonniti", "Võistkond"}},
	} {
		t.Run(string(c.lang), func(t *testing.T) {
			text := input.Collapse(texts[Options{Lang: c.lang}])
			testtext.SaysEach(t, "the list", text, c.want...)
			if strings.Contains(text, i18n.For(c.lang).T("print.players.by-rank")) {
				t.Errorf("a team event's players listed by starting rank:\n%s", text)
			}
		})
	}
}

// A team round's pairing list gives each bye what it scores: a team's
// requested full-point bye (TRF 240 F) a won match of won boards, not the
// event's own bye (here a drawn match, 320), as the report does; in each
// language. Each is named a requested bye (240 F and H), not the
// pairing-allocated bye it read as.
func TestTeamPairingsByeLineScoresTheByeGiven(t *testing.T) {
	ev := testevent.TeamReport(t, "echecsjs-grandmommyscup").Event
	texts := printedTexts(t, inEachLang(), func(w io.Writer, opt Options) error { return TeamPairings(w, ev, 1, opt) })
	for _, c := range []struct {
		lang i18n.Lang
		want []string
	}{
		{i18n.English, []string{"3. Georgia has a requested bye: 2 match points, 4 game points.", "39. Philippines has a requested bye: 1 match point, 2 game points."}},
		{i18n.Finnish, []string{"Joukkueella 3. Georgia on pyydetty vapaakierros: 2 ottelupistettä, 4 pelipistettä.", "Joukkueella 39. Philippines on pyydetty vapaakierros: 1 ottelupiste, 2 pelipistettä."}},
		{i18n.Estonian, []string{"Võistkonnal 3. Georgia on soovitud vaba voor: 2 matšipunkti, 4 partiipunkti.", "Võistkonnal 39. Philippines on soovitud vaba voor: 1 matšipunkt, 2 partiipunkti."}},
	} {
		t.Run(string(c.lang), func(t *testing.T) {
			text := input.Collapse(texts[Options{Lang: c.lang}])
			testtext.SaysEach(t, "the bye lines", text, c.want...)
		})
	}
}

// C.04.6 art. 1.2: the printed standings of an event ranked by game
// points first give them first, the teams in their order: team 2 (10½
// game points, 9 match points) above team 4 (9, 11).
func TestTeamStandingsPrintGamePointsFirst(t *testing.T) {
	ev := testevent.TeamReport(t, "fideteam_nocolor-typea-gp").Event
	text := flatText(t, printed(t, func(w io.Writer) error { return TeamStandings(w, ev, Options{}) }))
	if !strings.Contains(text, "Team GP MP") || !strings.Contains(text, "2 2 Team 2 10½ 9") || strings.Index(text, "Team 2") > strings.Index(text, "Team 4") {
		t.Errorf("the standings:\n%s", text)
	}
}

// A team Swiss's schedule tells a bye the team asked for from the one the
// pairing gave (round 3's bye made a requested one here), in each
// language; a zero-point bye the arbiter left a team (round 1's here) is
// no request.
func TestTeamScheduleTellsRequestedByes(t *testing.T) {
	ev := testevent.TeamSwissRequestedBye(t)
	textInEachLang(t, func(w io.Writer, opt Options) error { return Schedule(w, ev, opt) }, func(lang i18n.Lang, cat *i18n.Catalog, text string) {
		text = input.Collapse(text)
		if asked := cat.T("schedule.team-bye-requested", "team", "5. Echo"); strings.Count(text, asked) != 1 {
			t.Errorf("%s: round 3's requested bye is not %q:\n%s", lang, asked, text)
		}
		for _, team := range []string{"9. India", "8. Hotel", "2. Bravo", "7. Golf"} {
			if given := cat.T("schedule.team-bye", "team", team); !strings.Contains(text, given) || strings.Contains(text, cat.T("schedule.team-bye-requested", "team", team)) {
				t.Errorf("%s: the pairing's bye of %s is not %q:\n%s", lang, team, given, text)
			}
		}
	})
}

// A match forfeited whole is printed on the pairing list and on its match
// result sheet as the forfeit it is: its heading says so and each board
// shows its forfeit, in every language; its boards were listed as games
// still to be played, and the sheet left them blank to be written in
// under game points of 0 and 4.
func TestTeamPairingsShowAMatchForfeitedWhole(t *testing.T) {
	ev := testevent.TeamReport(t, "arbiter-rr5").Event
	for name, print := range map[string]func(io.Writer, *tournament.Event, int, Options) error{
		"pairing list": TeamPairings, "match sheets": MatchSheets,
	} {
		textInEachLang(t, func(w io.Writer, opt Options) error { return print(w, ev, 2, opt) }, func(lang i18n.Lang, cat *i18n.Catalog, text string) {
			text = input.Collapse(text)
			testtext.SaysEach(t, fmt.Sprintf("%s, %s", name, lang), text,
				cat.T("print.report.match-forfeited"),
				"1 1 N1 Player2 2258 +:− 1 N1 Player1 2293",
				"2 2 N2 Player1 2286 −:+ 2 N2 Player2 2251",
			)
		})
	}
}

// The results by round of a team event's report head the column that
// names a match forfeited whole or its boards forfeited, in every
// language: it had no head, and stood empty in a round without forfeits.
func TestTeamReportHeadsTheForfeitColumn(t *testing.T) {
	ev := testevent.TeamReport(t, "arbiter-rr5").Event
	for lang, head := range map[i18n.Lang]string{i18n.English: "Forfeits", i18n.Finnish: "Luovutukset", i18n.Estonian: "Loobumised"} {
		cat := i18n.For(lang)
		text := flatText(t, printed(t, func(w io.Writer) error {
			return ArbiterReport(w, ev, nil, tournament.RatingOptions{}, Options{Lang: lang})
		}))
		want := strings.Join([]string{cat.T("print.report.match"), cat.T("print.col.white"), cat.T("print.col.result"), cat.T("print.col.black"), head}, " ")
		if !strings.Contains(text, want) || !strings.Contains(text, cat.T("print.report.match-forfeited")) {
			t.Errorf("%s: no %q over the results, or no match forfeited:\n%s", lang, want, text)
		}
	}
}

// A team event's pairing list and match sheets explain the forfeit marks
// on their boards, as an individual event's pairing list does, in every
// language; "+ : −" stood on them unexplained.
func TestTeamSheetsExplainTheForfeitMarks(t *testing.T) {
	ev := testevent.TeamReport(t, "arbiter-rr5").Event
	// Round 2's forfeits are matches forfeited whole, which the match
	// sheet says in words; one board of round 1 is forfeited alone.
	ev.Rounds[0].Pairings[0].Result = tournament.WhiteForfeitWin
	texts := printedSheets(t, inEachLang(), map[string]func(io.Writer, Options) error{
		"pairings":     func(w io.Writer, opt Options) error { return TeamPairings(w, ev, 1, opt) },
		"match sheets": func(w io.Writer, opt Options) error { return MatchSheets(w, ev, 1, opt) },
	})
	for _, lang := range i18n.Complete {
		legend := input.Collapse(i18n.For(lang).T("print.legend.forfeit"))
		for name, each := range texts {
			text := input.Collapse(each[Options{Lang: lang}])
			if !strings.Contains(text, "+ : −") && !strings.Contains(text, "+:−") {
				t.Fatalf("%s %s: no forfeit on the boards of round 1:\n%s", lang, name, text)
			}
			if !strings.Contains(text, legend) {
				t.Errorf("%s %s: the legend %q is missing:\n%s", lang, name, legend, text)
			}
		}
	}
}

// The printed team crosstable gives each team's tie-breaks beside its
// points and explains its columns as the standings do, so that two teams
// level on match and game points are seen to be placed by the tie-breaks,
// and MP and GP are read as the event scores them; in each language.
func TestTeamCrosstablePrintsTheTieBreaksThatPlaceTheTeams(t *testing.T) {
	for _, file := range []string{"arbiter-rr6", "arbiter-swiss10"} {
		ev := testevent.TeamReport(t, file).Event
		ct, st := team.TeamCrosstable(ev), team.TeamStandings(ev)
		if len(st.TieBreakColumns()) == 0 {
			t.Fatalf("%s: the event has no tie-break of a column of its own; the test needs one", file)
		}
		for _, l := range i18n.Complete {
			text := flatText(t, printed(t, func(w io.Writer) error { return TeamCrosstable(w, ev, Options{Lang: l}) }))
			cat := i18n.For(l)
			if legend := input.Collapse(words.TeamTieBreakLegend(cat, st)); !strings.Contains(text, legend) {
				t.Errorf("%s, %s: no legend %q:\n%s", file, l, legend, text)
			}
			for i, r := range ct.Rows {
				sc := team.ScoreCells(ev.TeamOptions, r.MatchPoints, r.GamePoints)
				cells := append([]string{r.Name}, ct.Cells(r, cat.T)...)
				cells = append(cells, sc[0], sc[1])
				for _, k := range st.TieBreakColumns() {
					cells = append(cells, st.Rows[i].TieBreaks[k].Text)
				}
				if line := input.Collapse(strings.Join(cells, " ")); !strings.Contains(text, line) {
					t.Errorf("%s, %s: no row %q:\n%s", file, l, line, text)
				}
			}
		}
	}
}

// A team crosstable that shows a bye or a forfeited match's mark explains
// it under the table, and one without them does not: a Swiss's bye cell
// and the + and − of a match forfeited were printed with no legend, in
// every language.
func TestTeamCrosstableExplainsByesAndForfeitMarks(t *testing.T) {
	byes, marks := 0, 0
	files := []string{"arbiter-swiss9-forfeits", "arbiter-swiss10", "arbiter-swiss12", "arbiter-swiss14", "arbiter-rr5", "arbiter-rr6", "arbiter-rr7-draws", "arbiter-rr8", "tiebreakserver-fideteam_nocolor"}
	type sheet struct {
		file string
		lang i18n.Lang
	}
	pdfs := map[sheet][]byte{}
	used := map[string]map[string]bool{} // file -> note's key -> its mark in the table
	for _, name := range files {
		ev := testevent.TeamReport(t, name).Event
		bye, mark := false, false
		ct := team.TeamCrosstable(ev)
		for _, r := range ct.Rows {
			for _, c := range r.Matches {
				// A round robin's grid has no cell for the bye.
				bye = bye || c.Bye && !ct.RoundRobin
				mark = mark || c.Mark != ""
			}
		}
		if bye {
			byes++
		}
		if mark {
			marks++
		}
		used[name] = map[string]bool{"teams.crosstable.note.bye": bye, "teams.crosstable.note.forfeit": mark}
		for _, l := range i18n.Complete {
			pdfs[sheet{name, l}] = printed(t, func(w io.Writer) error { return TeamCrosstable(w, ev, Options{Lang: l}) })
		}
	}
	for s, text := range textsOf(t, pdfs) {
		text = input.Collapse(text)
		cat := i18n.For(s.lang)
		for key, used := range used[s.file] {
			note := input.Collapse(cat.T(key, "won", "+", "lost", "−"))
			if got := strings.Contains(text, note); got != used {
				t.Errorf("%s, %s: the note %q printed %v, the table uses its mark %v:\n%s", s.file, s.lang, note, got, used, text)
			}
		}
	}
	if byes == 0 || marks == 0 || byes == len(files) || marks == len(files) {
		t.Fatalf("the files hold %d tables with a bye and %d with a forfeit mark: the test needs some of each and some without", byes, marks)
	}
}

// A line-up form lists the team's players for the captain to choose from:
// one who withdrew before the round carries the withdrawn mark, explained
// under the list, where the form printed him as any other; in each
// language.
func TestLineupFormMarksAPlayerWithdrawn(t *testing.T) {
	ev := testevent.TeamReport(t, "arbiter-swiss10").Event
	p, _ := ev.Player(ev.Teams[0].Players[1])
	p.WithdrawnAfter = 1
	type sheet struct {
		lang  i18n.Lang
		round int
	}
	pdfs := map[sheet][]byte{}
	for _, l := range i18n.Complete {
		for _, round := range []int{1, 2} {
			pdfs[sheet{l, round}] = printed(t, func(w io.Writer) error { return LineupForms(w, ev, round, Options{Lang: l}) })
		}
	}
	texts := textsOf(t, pdfs)
	for _, l := range i18n.Complete {
		cat := i18n.For(l)
		for round, want := range map[int]bool{1: false, 2: true} {
			text := input.Collapse(texts[sheet{l, round}])
			marked := strings.Contains(text, words.WithdrawnName(cat, p.Name, true))
			legend := strings.Contains(text, input.Collapse(words.WithdrawnLegend(cat, "print.legend.withdrawn")))
			if marked != want || legend != want {
				t.Errorf("%s, round %d: %s withdrew after round 1: marked %v, legend %v; want %v", l, round, p.Name, marked, legend, want)
			}
		}
	}
}

// The results by board mark a player who withdrew, as the list of
// players does, and explain the mark; they printed him as any other.
func TestBoardResultsMarkAPlayerWithdrawn(t *testing.T) {
	ev := testevent.TeamReport(t, "arbiter-swiss10").Event
	p, _ := ev.Player(ev.Teams[0].Players[0])
	texts := beforeAndAfterWithdrawal(t, func() { p.WithdrawnAfter = 1 }, func(w io.Writer, o Options) error { return BoardResults(w, ev, o) })
	for _, withdrawn := range []bool{false, true} {
		for _, l := range i18n.Complete {
			cat := i18n.For(l)
			text := texts[withdrawalSheet{withdrawn, l}]
			marked := strings.Contains(text, words.WithdrawnName(cat, p.Name, true))
			legend := strings.Contains(text, input.Collapse(words.WithdrawnLegend(cat, "print.legend.withdrawn")))
			if marked != withdrawn || legend != withdrawn {
				t.Errorf("%s: %s withdrawn %v: marked %v, legend %v", l, p.Name, withdrawn, marked, legend)
			}
		}
	}
}

// A team Swiss's crosstable names a bye the team asked for apart from the
// pairing's, as the report and the pairing list do, and explains each
// under the table (round 3's bye made a requested one here; round 1's a
// zero-point bye the arbiter left a team, no request): both were
// printed "bye 2", told apart by nothing, in every language.
func TestTeamCrosstableTellsARequestedByeFromThePairings(t *testing.T) {
	ev := testevent.TeamSwissRequestedBye(t)
	ct := team.TeamCrosstable(ev)
	var asked, given []string // the byes' game points
	for _, r := range ct.Rows {
		for _, c := range r.Matches {
			switch {
			case c.Bye && c.Round == 3:
				asked = append(asked, c.Games.String())
			case c.Bye:
				given = append(given, c.Games.String())
			}
		}
	}
	if len(asked) != 1 || len(given) < 2 {
		t.Fatalf("the table has requested byes scoring %q and the pairing's %q: the test needs one and some", asked, given)
	}
	pdfs := map[i18n.Lang][]byte{}
	for _, l := range i18n.Complete {
		pdfs[l] = printed(t, func(w io.Writer) error { return TeamCrosstable(w, ev, Options{Lang: l}) })
		savePNG(t, "team-crosstable-byes-"+string(l), pdfs[l], 1)
	}
	texts := textsOf(t, pdfs)
	for _, l := range i18n.Complete {
		cat := i18n.For(l)
		text := input.Collapse(texts[l])
		requested := cat.T("teams.cell.bye.requested", "gp", asked[0])
		if n := strings.Count(text, requested); n != 1 {
			t.Errorf("%s: the requested bye %q printed %d times:\n%s", l, requested, n, text)
		}
		// A cell stands between blanks; a requested bye's holds the
		// pairing's words in some languages.
		count := func(cell string) int { return strings.Count(" "+text+" ", " "+cell+" ") }
		plain := map[string]int{}
		for _, gp := range given {
			plain[cat.T("teams.cell.bye", "gp", gp)]++
		}
		for cell, n := range plain {
			if got := count(cell) - count(requested)*strings.Count(requested, cell); got != n {
				t.Errorf("%s: the pairing's bye %q printed %d times, want %d:\n%s", l, cell, got, n, text)
			}
		}
		for _, key := range []string{"teams.crosstable.note.bye", "teams.crosstable.note.bye.requested"} {
			if note := input.Collapse(cat.T(key)); !strings.Contains(text, note) {
				t.Errorf("%s: the legend %q is not under the table:\n%s", l, note, text)
			}
		}
	}
}

// A team's players past the boards of a match are its reserves: the list
// of players by team marks each as the window's roster and the venue's
// team list do (team.Reserve), in each language; it marked none.
func TestTeamPlayerListMarksTheReserves(t *testing.T) {
	ev := teamEvent(t)
	reserves := 0
	textInEachLang(t, func(w io.Writer, opt Options) error { return PlayerList(w, ev, opt) }, func(lang i18n.Lang, cat *i18n.Catalog, text string) {
		text = input.Collapse(text)
		byTeam, _, _ := strings.Cut(text, cat.T("print.players.alpha"))
		for _, tm := range ev.Teams {
			for k, id := range tm.Players {
				p, _ := ev.Player(id)
				marked := strings.Contains(byTeam, p.Name+" ("+cat.T("teams.ui.reserve")+")")
				reserve := k >= ev.TeamOptions.Boards
				if reserve {
					reserves++
				}
				if marked != reserve {
					t.Errorf("%s: %s of %s, board order %d of %d boards: marked a reserve %v", lang, p.Name, tm.Name, k+1, ev.TeamOptions.Boards, marked)
				}
			}
		}
	})
	if reserves == 0 {
		t.Fatal("the event has no reserve to mark")
	}
}

// The arbiter prints the crosstable of a team Swiss in which a team
// asked for a half-point bye: its cell ("pyydetty vapaa 2", "requested
// bye 2") is printed whole, broken between its words, in every language,
// where it was cut to "pyydetty vap…" and its game points lost.
func TestTeamCrosstablePrintsARequestedByeWhole(t *testing.T) {
	ev := testevent.TeamReport(t, "arbiter-swiss9-forfeits").Event
	requested := 0
	for i, m := range ev.Matches {
		if m.IsBye() {
			ev.Matches[i].Bye = tournament.ByeHalfPoint
			requested++
		}
	}
	if requested < 3 {
		t.Fatalf("the report has %d byes to make requested ones, the test wants three rounds' at least", requested)
	}
	// Clubs' names as a league's are, the team column wanting its room.
	for i := range ev.Teams {
		ev.Teams[i].Name = "Tampereen Shakkiklubi " + ev.Teams[i].Name
	}
	cut := regexp.MustCompile(`\S…`)
	pdfs := map[i18n.Lang][]byte{}
	for _, l := range i18n.Complete {
		pdfs[l] = printed(t, func(w io.Writer) error { return TeamCrosstable(w, ev, Options{Lang: l}) })
		savePNG(t, "teamcross-requested-"+string(l), pdfs[l], 1)
	}
	for l, text := range textsOf(t, pdfs) {
		text = input.Collapse(text)
		if c := cut.FindString(text); c != "" {
			t.Errorf("%s: a cell is cut (%q):\n%s", l, c, text)
		}
	}
}

// A match with one board decided and the others still played: the
// round's pairing list and the arbiter's report print its score so far,
// said as in progress, in each language; they printed none until the
// last board was in.
func TestAMatchInProgressPrintsItsScoreSoFar(t *testing.T) {
	ev := testevent.TeamRoundUnderWay(t).Event
	round := ev.PairedRounds()
	decided := false
	for _, m := range ev.RoundMatches(round) {
		if games := ev.MatchGames(m); !decided && !m.IsBye() && len(games) > 1 && games[0].Result == tournament.NoResult {
			for i := range ev.Rounds[round-1].Pairings {
				if g := &ev.Rounds[round-1].Pairings[i]; g.Board == games[0].Board {
					g.Result, decided = tournament.BlackWins, true
				}
			}
		}
	}
	if !decided {
		t.Fatal("no match of the round under way without results")
	}
	pairings := printedTexts(t, inEachLang(), func(w io.Writer, opt Options) error { return TeamPairings(w, ev, round, opt) })
	reports := reportTexts(t, ev, nil)
	for _, l := range i18n.Complete {
		want := input.Collapse(i18n.For(l).T("teams.score.running", "score", "0–1"))
		if text := input.Collapse(pairings[Options{Lang: l}]); !strings.Contains(text, want) {
			t.Errorf("%s: the pairing list has no %q:\n%s", l, want, text)
		}
		if text := input.Collapse(reports[Options{Lang: l}]); !strings.Contains(text, want) {
			t.Errorf("%s: the report has no %q:\n%s", l, want, text)
		}
	}
}

// A team withdrawn is marked on the list of players, under its heading
// and beside each of its players by name, and the mark explained, as the
// window's and the command line's lists of teams and the venue's mark it;
// the list printed it as a team still playing.
func TestTeamPlayerListMarksATeamWithdrawn(t *testing.T) {
	ev := testevent.TeamReport(t, "arbiter-swiss10").Event
	gone := &ev.Teams[1]
	name := fmt.Sprintf("%d. %s", seats.TeamNumbers(ev)[gone.ID], gone.Name)
	texts := beforeAndAfterWithdrawal(t, func() { gone.WithdrawnAfter = 1 }, func(w io.Writer, o Options) error { return PlayerList(w, ev, o) })
	for _, withdrawn := range []bool{false, true} {
		for _, l := range i18n.Complete {
			cat := i18n.For(l)
			text := texts[withdrawalSheet{withdrawn, l}]
			byTeam, byName, _ := strings.Cut(text, cat.T("print.players.alpha"))
			marked := words.WithdrawnName(cat, name, true)
			legend := strings.Contains(text, input.Collapse(words.WithdrawnLegend(cat, "print.legend.withdrawn")))
			if got := strings.Contains(byTeam, marked); got != withdrawn {
				t.Errorf("%s: %s withdrawn %v: its heading marked %v", l, gone.Name, withdrawn, got)
			}
			if got := strings.Count(byName, marked); got != len(gone.Players)*btoi(withdrawn) {
				t.Errorf("%s: %s withdrawn %v: marked beside %d of its %d players by name", l, gone.Name, withdrawn, got, len(gone.Players))
			}
			if legend != withdrawn {
				t.Errorf("%s: %s withdrawn %v: the mark explained %v", l, gone.Name, withdrawn, legend)
			}
		}
	}
}

// withdrawalSheet is a sheet printed before a withdrawal or after it, in
// one language.
type withdrawalSheet struct {
	withdrawn bool
	lang      i18n.Lang
}

// beforeAndAfterWithdrawal is the collapsed text of the sheet print writes
// in each language, before withdraw is done and after it.
func beforeAndAfterWithdrawal(t *testing.T, withdraw func(), print func(io.Writer, Options) error) map[withdrawalSheet]string {
	t.Helper()
	pdfs := map[withdrawalSheet][]byte{}
	for _, withdrawn := range []bool{false, true} {
		if withdrawn {
			withdraw()
		}
		for _, l := range i18n.Complete {
			pdfs[withdrawalSheet{withdrawn, l}] = printed(t, func(w io.Writer) error { return print(w, Options{Lang: l}) })
		}
	}
	texts := textsOf(t, pdfs)
	for k, text := range texts {
		texts[k] = input.Collapse(text)
	}
	return texts
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// A team event's printed standings and crosstable name the edition of
// the Tie-Break Regulations their tie-breaks follow, as the window's do,
// and of an event started in 2020, before the earliest edition known,
// that the rules of its day may have counted otherwise
// (words.TieBreakRules): they named none, the crosstable until later.
func TestTeamTablesPrintTheirTieBreakRules(t *testing.T) {
	ev := testevent.TeamReport(t, "arbiter-swiss10").Event
	sheets := map[string]func(io.Writer, *tournament.Event, Options) error{"standings": TeamStandings, "crosstable": TeamCrosstable}
	for _, start := range []string{"2025-06-14", "2020-06-26"} {
		ev.Settings.StartDate = start
		st := team.TeamStandings(ev)
		for name, sheet := range sheets {
			for _, lang := range i18n.Complete {
				text := flatText(t, printed(t, func(w io.Writer) error { return sheet(w, ev, Options{Lang: lang}) }))
				if want := input.Collapse(words.TieBreakRules(i18n.For(lang), st.Rules, st.EarlyStart)); !strings.Contains(text, want) {
					t.Errorf("%s, started %s, %s: no %q:\n%s", name, start, lang, want, text)
				}
			}
		}
	}
}

// The results by board head each player's opponents' average and
// performance as the rating report does (words.RatedShort), since they
// are its figures, a game ended before a move left out, and say so under
// the table; and the board prizes their performance alike, in every
// language: they were headed ARO and TPR, the tie-breaks' words for the
// figures that count that game.
func TestBoardResultsHeadTheRatingReportsFigures(t *testing.T) {
	ev := teamEvent(t)
	ev.Rounds[0].Pairings[0].Unrated = true
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		opt := Options{Lang: lang}
		boards := flatText(t, printed(t, func(w io.Writer) error { return BoardResults(w, ev, opt) }))
		perf := words.RatedShort(cat, words.RatedPerformance)
		if legend := input.Collapse(words.RatedLegend(cat, words.RatedAverage, words.RatedPerformance)); strings.Count(boards, perf) < 2 || !strings.Contains(boards, legend) {
			t.Errorf("%s: the results by board do not head %s with the legend %q:\n%s", lang, perf, legend, boards)
		}
		for _, id := range []string{"aro", "tpr"} {
			if head := words.TieBreakShort(cat, id); regexp.MustCompile(`(^|\s)` + regexp.QuoteMeta(head) + `(\s|$)`).MatchString(boards) {
				t.Errorf("%s: the results by board head a figure %s, the tie-break's word:\n%s", lang, head, boards)
			}
		}
	}
}

// TestTeamSwissCrosstableNamesTheRoundInPlay: a team Swiss's crosstable
// with its last round paired and no game of it played shows that round's
// pairings, and its heading says the round is in play, as the individual
// Swiss's and the team standings' headings do, in every language (it
// read "Crosstable after round 4" alone beside a column of matches
// still to play).
func TestTeamSwissCrosstableNamesTheRoundInPlay(t *testing.T) {
	ev := testevent.TeamReport(t, "arbiter-swiss10").Event
	last := len(ev.Rounds)
	for i := range ev.Rounds[last-1].Pairings {
		ev.Rounds[last-1].Pairings[i].Result = tournament.NoResult
	}
	for i, m := range ev.Matches {
		if m.Round == last {
			ev.Matches[i].Forfeit = tournament.NoResult
		}
	}
	texts := printedTexts(t, inEachLang(), func(w io.Writer, opt Options) error { return TeamCrosstable(w, ev, opt) })
	for opt, text := range texts {
		want := i18n.For(opt.Lang).T("print.crosstable.in-play", "n", last-1, "play", last)
		if flat := input.Collapse(text); !strings.Contains(flat, want) {
			t.Errorf("%s: the heading is not %q:\n%s", opt.Lang, want, firstLines(text, 3))
		}
	}
}

// The team standings' legend (the tie-break rules, the columns' names)
// stands apart from the table: it was set hard under the last row, nearer
// to it than the rows are to each other, and read as a row of the table.
// The space between the last row's words and the legend's is more than
// that between two rows', as under the pairing list.
func TestTeamStandingsLegendStandsApartFromTheTable(t *testing.T) {
	ev := teamEvent(t)
	cat := i18n.For(i18n.English)
	pdf := printed(t, func(w io.Writer) error { return TeamStandings(w, ev, Options{Lang: i18n.English}) })
	st := team.TeamStandings(ev)
	first, _, _ := strings.Cut(words.TieBreakRules(cat, st.Rules, st.EarlyStart), " ")
	page := pdftext.Words(t, pdf)[0]
	legend := slices.IndexFunc(page, func(w pdftext.Word) bool { return w.Text == first })
	if legend < 0 {
		t.Fatalf("no %q on the page", first)
	}
	// The rows' lines above the legend, each by its words' top and bottom.
	var tops, bottoms []float64
	for _, w := range page[:legend] {
		if n := len(tops); n == 0 || w.YMin > tops[n-1]+1 {
			tops, bottoms = append(tops, w.YMin), append(bottoms, w.YMax)
		}
	}
	if len(tops) < 3 {
		t.Fatalf("%d lines above the legend", len(tops))
	}
	n := len(tops)
	between := tops[n-1] - bottoms[n-2]
	if under := page[legend].YMin - bottoms[n-1]; under <= between {
		t.Errorf("the legend stands %.1f pt under the last row, the rows %.1f pt apart", under, between)
	}
}

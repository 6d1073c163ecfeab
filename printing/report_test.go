package printing

import (
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"math"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/internal/pdftext"
	"arbiter/internal/testevent"
	"arbiter/internal/testfield"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/pairing"
	"arbiter/tournament/replay"
	"arbiter/tournament/seats"
	"arbiter/words"
)

// deskRulings are rulings as the desk records them: the incident's kind,
// the ruleset's id.
func deskRulings() []replay.Ruling {
	at := time.Date(2026, 11, 21, 17, 42, 0, 0, time.Local)
	return []replay.Ruling{
		{Round: 1, Board: 2, At: at, Incident: "illegal-move", Ruleset: "FIDE2023", Articles: []string{"7.5.1", "7.5.5"}, Proposed: "*"},
		{Round: 2, Board: 1, At: at.Add(26 * time.Hour), Incident: "claim-threefold", Ruleset: "FIDE2023", Articles: []string{"9.2.1"}, Proposed: "1/2-1/2"},
		{Round: 3, Board: 4, At: at.Add(50 * time.Hour), Incident: "flag-fall", Ruleset: "USSR1953", Articles: []string{"§19"}, Proposed: "1-0",
			Overruled: true, Reason: "the flag fell after the move was completed"},
	}
}

// reportTexts is the text of ev's arbiter's report with rulings, printed
// in each complete language, by its options.
func reportTexts(t *testing.T, ev *tournament.Event, rulings []replay.Ruling) map[Options]string {
	t.Helper()
	return printedTexts(t, inEachLang(), func(w io.Writer, opt Options) error {
		return ArbiterReport(w, ev, rulings, tournament.RatingOptions{}, opt)
	})
}

// TestReportPages: the arbiter's report of a 150-player, 9-round Swiss
// runs the results in columns over as few pages as they need (it was 257
// pages, one board a page), prints every board of every round, and keeps
// the heading "Results by round" on the page where round 1 starts.
func TestReportPages(t *testing.T) {
	ev := swiss150(t)
	text := printedText(t, func(w io.Writer) error {
		return ArbiterReport(w, ev, deskRulings(), tournament.RatingOptions{}, Options{Lang: i18n.English})
	})
	pages := strings.Split(strings.TrimSuffix(text, "\f"), "\f")
	// Particulars and rulings: 1 page; 9 rounds of 75 boards in two
	// columns of 48 rows: 8; standings of 150 rows: 4.
	t.Logf("%d pages", len(pages))
	if len(pages) > 14 {
		t.Errorf("the report has %d pages, want at most 14", len(pages))
	}
	for i, page := range pages {
		if strings.Contains(page, "Results by round") && !strings.Contains(page, "Round 1") {
			t.Errorf("page %d has the heading \"Results by round\" without round 1", i+1)
		}
	}
	// Every board: "N. Name" against "M. Name" with its result.
	flat := input.Collapse(text)
	for _, rd := range ev.Rounds {
		for _, pr := range rd.Pairings {
			if pr.IsBye() {
				continue
			}
			w, _ := ev.Player(pr.White)
			b, _ := ev.Player(pr.Black)
			want := regexp.MustCompile(fmt.Sprintf(`%d\. %s – %d\. %s`, ev.StartNumbers()[w.ID], w.Name, ev.StartNumbers()[b.ID], b.Name))
			if !want.MatchString(flat) {
				t.Errorf("round %d board %d (%s – %s) is not in the report", rd.Number, pr.Board, w.Name, b.Name)
			}
		}
	}
}

// TestReportNoIdentifiers: the rulings log prints incident kinds, rule
// books and times in the sheet's language, never the identifiers the file
// stores; the time of day as the language writes it (words.ClockTime,
// "17.42" in Finnish and Estonian, as the sheet heads a round "kell
// 19.00"): it wrote "17:42" in every language.
func TestReportNoIdentifiers(t *testing.T) {
	ev := demoEvent()
	texts := reportTexts(t, ev, deskRulings())
	for _, lang := range i18n.Complete {
		text := texts[Options{Lang: lang}]
		cat := i18n.For(lang)
		testtext.SaysEach(t, string(lang)+": the report", input.Collapse(text), cat.T("rules.incident.illegal-move"), cat.T("rules.incident.flag-fall"),
			cat.T("rules.ruleset.fide2023"), "FIDE 2023", words.ClockTime(cat, "17:42"))
		if bad := identifiers(text); len(bad) > 0 {
			t.Errorf("%s: identifiers on the report: %v", lang, bad)
		}
	}
}

// TestReportRulingMoveAndSide: each ruling of the report shows the move
// it came at, numbered as the scoresheet numbers it, and whom and what it
// concerned, in the sheet's language (the log's fields were not printed).
func TestReportRulingMoveAndSide(t *testing.T) {
	ev := demoEvent()
	at := time.Date(2026, 11, 21, 17, 42, 0, 0, time.Local)
	rulings := []replay.Ruling{
		{Round: 1, Board: 2, At: at, Incident: "illegal-move", Ruleset: "FIDE2023", Articles: []string{"7.5.1"}, Proposed: "*",
			Ply: 13, Side: "white", Detail: "clock-without-move"},
		{Round: 2, Board: 1, At: at.Add(time.Hour), Incident: "flag-fall", Ruleset: "FIDE2023", Articles: []string{"6.9"}, Proposed: "1-0",
			Ply: 80, Side: "black"},
		// A game set up at move 40 with Black to move: its third
		// half-move is 41…Ke7 on its scoresheet (it was "2.").
		{Round: 2, Board: 2, At: at.Add(2 * time.Hour), Incident: "illegal-move", Ruleset: "FIDE2023", Articles: []string{"7.5.1"}, Proposed: "*",
			Ply: 3, Side: "black", StartFEN: "3k4/8/8/8/8/8/4P3/4K3 b - - 0 40"},
	}
	texts := reportTexts(t, ev, rulings)
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		text := texts[Options{Lang: lang}]
		flat := input.Collapse(text)
		testtext.SaysEach(t, fmt.Sprintf("%s: the report", lang), flat, "7. "+cat.T("rules.incident.illegal-move"), "40… "+cat.T("rules.incident.flag-fall"),
			"41… "+cat.T("rules.incident.illegal-move"))
		// The side opens the line under the incident, beside the time.
		for _, side := range []string{cat.T("print.colour.white") + ",", cat.T("print.colour.black")} {
			if !regexp.MustCompile(`(?m)^\s+\d\d[:.]\d\d\s+` + side).MatchString(text) {
				t.Errorf("%s: the side %q is not under its incident:\n%s", lang, side, text)
			}
		}
		testtext.SaysEach(t, string(lang)+": the incident's detail in the report", flat, strings.Fields(cat.T("rules.illegal.clock-without-move"))...)
	}
}

// identifierPatterns are what must never reach paper: catalogue keys,
// incident kinds and ruleset ids as the file stores them, ISO dates and
// times.
var identifierPatterns = []*regexp.Regexp{
	regexp.MustCompile(`\b(print|rules|norms|event|ui|desk|app)\.[a-z0-9-]+(\.[a-z0-9-]+)*\b`),
	regexp.MustCompile(`\b(illegal-move|claim-threefold|claim-fifty|flag-fall|both-flags|draw-offer|sealed-move|clock-correction|colours-reversed|wrong-setup|illegal-position|clock-adjusted|clock-without-move|two-hands|adjust-warning|device-warning)\b`),
	regexp.MustCompile(`\b(FIDE20\d\d|USSR1953|FI-BLITZ2018)\b`),
	regexp.MustCompile(`\b\d{4}-\d\d-\d\d\b`),
	regexp.MustCompile(`\d\d:\d\d:\d\d[+-Z]`),
	regexp.MustCompile(`\{[a-z]+\}`),
}

// identifiers lists what in a sheet's text is an identifier, not words.
func identifiers(text string) []string {
	var found []string
	for _, re := range identifierPatterns {
		found = append(found, re.FindAllString(text, -1)...)
	}
	return found
}

// A bye is on no board: on the report's results and the schedule its row
// has no board number, as on the pairing list.
func TestByeRowHasNoBoard(t *testing.T) {
	ev := demoEvent() // 13 players: someone is free every round
	// A board number before the free player's "7. Name" at the end of
	// the text before the bye (a result "1–0" of the block to the left
	// is not one).
	boardFirst := regexp.MustCompile(`(?:^|\s\s)\d+\s+\d+\.\s[^\d–]*$`)
	texts := printedSheets(t, inEachLang(), map[string]func(io.Writer, Options) error{
		"report": func(w io.Writer, opt Options) error {
			return ArbiterReport(w, ev, nil, tournament.RatingOptions{}, opt)
		},
		"schedule": func(w io.Writer, opt Options) error { return Schedule(w, ev, opt) },
	})
	for _, lang := range i18n.Complete {
		free := i18n.For(lang).T("print.bye.free")
		for _, name := range []string{"report", "schedule"} {
			byes := 0
			for _, line := range strings.Split(texts[name][Options{Lang: lang}], "\n") {
				if !strings.Contains(line, free) {
					continue
				}
				byes++
				if i := strings.Index(line, free); boardFirst.MatchString(line[:i]) {
					t.Errorf("%s, %s: a bye with a board number: %q", lang, name, strings.TrimSpace(line))
				}
			}
			if byes == 0 {
				t.Errorf("%s, %s: no bye at all", lang, name)
			}
		}
	}
}

// TestReportDetails: the arbiter's report of a Swiss says what an
// accepted ruling did (it said only "accepted" for a ruling that added
// two minutes), names each withdrawn player with the round after which
// he withdrew, counts the federations, rated and titled players, and
// states the event's limit of half-point byes and what a late entry's
// missed rounds are given as "arbiter event" does.
func TestReportDetails(t *testing.T) {
	ev := testevent.Swiss(t, 31, 5, false)
	ev.Settings.MaxHalfByes, ev.Settings.NoHalfByeRounds = 2, 2
	ev.Settings.LateEntryByes = tournament.LateByesZero
	rulings := []replay.Ruling{{Round: 2, Board: 1, Incident: "illegal-move", Ruleset: "FIDE2023", Articles: []string{"7.5.5"},
		Proposed: "*", Ply: 20, Side: "white", Added: [2]time.Duration{0, 2 * time.Minute}, Tally: replay.TallyIllegalMove}}
	var gone *tournament.Player
	for i := range ev.Players {
		if ev.Players[i].Withdrawn() {
			gone = &ev.Players[i]
		}
	}
	texts := reportTexts(t, ev, rulings)
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		text := input.Collapse(texts[Options{Lang: lang}])
		number := ev.StartNumbers()[gone.ID]
		// 31 players: 15 of Estonia, 15 of Finland and a late entry of
		// Finland; two unrated; two grandmasters and two masters.
		testtext.SaysEach(t, string(lang)+": the report", text,
			"2:00", // the decision cell wraps: the time added is in it
			cat.T("print.report.withdrawal", "name", fmt.Sprintf("%d. %s", number, gone.Name), "round", 3),
			"FIN 16, EST 15",
			cat.T("print.report.rated-value", "rated", 29, "players", 31),
			"GM 2, IM 2",
			words.HalfByeLimit(cat, ev.Settings),
			cat.T("event.latebyes.zero"), // the late entry's rounds, by the event's setting
		)
	}
}

// The 1953 code's short name is written in the sheet's language beside
// its articles: the Finnish report read "USSR 1953 kohta §19".
func TestReportRulesetShortNameInTheSheetsLanguage(t *testing.T) {
	ev := swiss150(t)
	texts := reportTexts(t, ev, deskRulings())
	for lang, want := range map[i18n.Lang]string{i18n.English: "USSR 1953", i18n.Finnish: "Neuvostoliitto 1953", i18n.Estonian: "NSVL 1953"} {
		flat := input.Collapse(texts[Options{Lang: lang}])
		// The cell wraps beside its neighbour's: the name, then the articles.
		if i := strings.Index(flat, want); i < 0 || !strings.Contains(flat[i:], "§19") {
			t.Errorf("%s: %q and its article not in the report", lang, want)
		}
		if lang != i18n.English && strings.Contains(flat, "USSR 1953") {
			t.Errorf("%s: the report says USSR 1953", lang)
		}
	}
}

// TestReportByeTextsWhole: the report's results by round write every
// kind of bye whole beside the player, in every language; a Swiss round
// block cut "vapaakierros (1 pi…" and "vaba voor (½ pun…", the names
// alone deciding the size and the columns.
func TestReportByeTextsWhole(t *testing.T) {
	ev := demoEvent()
	kinds := []tournament.ByeKind{tournament.ByePairingAllocated, tournament.ByeHalfPoint, tournament.ByeZeroPoint, tournament.ByeFullPoint}
	for r, kind := range kinds {
		for i := range ev.Rounds[r].Pairings {
			if pr := &ev.Rounds[r].Pairings[i]; pr.IsBye() {
				pr.Bye = kind
			}
		}
	}
	texts := reportTexts(t, ev, nil)
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		text := texts[Options{Lang: lang}]
		for _, kind := range kinds {
			if name, _ := pairing.ByeText(kind, cat.T); !strings.Contains(text, name) {
				t.Errorf("%s: the bye %q is not written whole:\n%s", lang, name, text)
			}
		}
	}
}

// The report's results by round explain the marks they use, as the
// pairing list does: a forfeit's + and − and an adjourned game's mark
// ("katk." in Estonian) stood there with no legend; a report without
// them has none.
func TestReportResultsExplainTheirMarks(t *testing.T) {
	ev := demoEvent() // a forfeit in round 2, a game adjourned in round 7
	// The games not yet entered are named with their count; those of the
	// player withdrawn after round 7, which the as-played rule leaves
	// unplayed, are named apart.
	open := demoEvent()
	open.Rounds[6].Pairings[0].Result = tournament.NoResult
	unentered, void := 0, 0
	for _, r := range open.Rounds {
		for _, g := range r.Pairings {
			switch {
			case g.IsBye() || g.Result != tournament.NoResult:
			case open.Players[7].GoneBefore(r.Number) && (g.White == open.Players[7].ID || g.Black == open.Players[7].ID):
				void++
			default:
				unentered++
			}
		}
	}
	plain := demoEvent()
	for _, g := range []*tournament.Pairing{&plain.Rounds[1].Pairings[2], &plain.Rounds[2].Pairings[3], &plain.Rounds[6].Pairings[4]} {
		g.Result = tournament.Draw
	}
	cases := []struct {
		ev   *tournament.Event
		want bool
	}{{ev, true}, {plain, false}}
	type sheet struct {
		ev   *tournament.Event
		lang i18n.Lang
	}
	pdfs := map[sheet][]byte{}
	report := func(e *tournament.Event, lang i18n.Lang) {
		pdfs[sheet{e, lang}] = printed(t, func(w io.Writer) error {
			return ArbiterReport(w, e, nil, tournament.RatingOptions{}, Options{Lang: lang})
		})
	}
	report(open, "fi")
	for _, c := range cases {
		for _, lang := range i18n.Complete {
			report(c.ev, lang)
		}
	}
	texts := textsOf(t, pdfs)
	text := input.Collapse(texts[sheet{open, "fi"}])
	if want := i18n.For("fi").T("print.report.games-open", "count", unentered); !strings.Contains(text, want) {
		t.Errorf("%d games not yet entered: %q missing from the games line", unentered, want)
	}
	if want := i18n.For("fi").T("print.report.games-void", "count", void); void == 0 || !strings.Contains(text, want) {
		t.Errorf("%d games not played after the withdrawal: %q missing from the games line", void, want)
	}
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		forfeit := input.Collapse(cat.T("print.legend.forfeit"))
		adjourned := input.Collapse(cat.T("print.legend.adjourned", "mark", cat.T("event.result.adjourned")))
		for _, c := range cases {
			text := input.Collapse(texts[sheet{c.ev, lang}])
			// The games line counts every game paired: the adjourned one
			// is named beside the played and forfeited ones.
			if named := strings.Contains(text, cat.T("print.report.games-adjourned", "count", 1)); named != c.want {
				t.Errorf("%s: the adjourned game named in the games line %v, want %v", lang, named, c.want)
			}
			if strings.Contains(text, forfeit) != c.want || strings.Contains(text, adjourned) != c.want {
				t.Errorf("%s: the forfeit's legend printed %v, the adjourned game's %v; want %v",
					lang, strings.Contains(text, forfeit), strings.Contains(text, adjourned), c.want)
			}
		}
	}
}

// TestReportLegendStaysWithTheResults: the legend of the results' marks
// is on a page that holds the results it explains. Under rounds that
// filled the first page to its foot, it went alone onto a page of its
// own, the standings starting the next.
func TestReportLegendStaysWithTheResults(t *testing.T) {
	cat := i18n.For(i18n.English)
	legend := input.Collapse(cat.T("print.legend.forfeit"))
	type event struct{ players, played int }
	reports := map[event][]byte{}
	for players := 8; players <= 16; players++ {
		for played := 3; played <= 5; played++ {
			ev := testevent.Swiss(t, players, played, false) // a forfeit in round 2
			reports[event{players, played}] = printed(t, func(w io.Writer) error {
				return ArbiterReport(w, ev, nil, tournament.RatingOptions{}, Options{Lang: i18n.English})
			})
		}
	}
	for e, text := range textsOf(t, reports) {
		for i, page := range strings.Split(strings.TrimSuffix(text, "\f"), "\f") {
			flat := input.Collapse(page)
			if strings.Contains(flat, legend) && !strings.Contains(flat, cat.T("print.report.results")) &&
				!strings.Contains(flat, cat.T("print.round", "n", e.played)) {
				t.Errorf("%d players, %d rounds: page %d holds the legend without the results", e.players, e.played, i+1)
			}
		}
	}
}

// TestARoundGoesOnWithAtLeastThreeBoards: a round the foot of a page
// cuts goes on at the next with at least three of its boards under its
// label marked as continued, as a label needs three below it: the
// report's round of 20 boards and a bye left board 20 and the bye alone
// under "1. kierros (jatkuu)".
func TestARoundGoesOnWithAtLeastThreeBoards(t *testing.T) {
	board := regexp.MustCompile(`^\s*(\d+|–)\s`)
	type report struct {
		players int
		opt     Options
	}
	reports := map[report][]byte{}
	for players := 36; players <= 46; players++ {
		ev := testevent.Swiss(t, players, 7, false)
		eachLangAndPaper(func(lang i18n.Lang, paper string) {
			opt := Options{Lang: lang, Paper: paper}
			reports[report{players, opt}] = printed(t, func(w io.Writer) error {
				return ArbiterReport(w, ev, nil, tournament.RatingOptions{}, opt)
			})
		})
	}
	for r, text := range textsOf(t, reports) {
		mark := strings.TrimSpace(i18n.For(r.opt.Lang).T("print.round.continued", "round", ""))
		lines := strings.Split(text, "\n")
		for i, line := range lines {
			if !strings.HasSuffix(strings.TrimSpace(line), mark) {
				continue
			}
			n := 0
			for _, l := range lines[i+1:] {
				if !board.MatchString(l) {
					break
				}
				n++
			}
			if n < 3 {
				t.Errorf("%d players, %s %s: %q goes on with %d boards", r.players, r.opt.Lang, r.opt.Paper, strings.TrimSpace(line), n)
			}
		}
	}
}

// TestReportGivesTheGamesAWithdrawalTookOutAsThePairingListDoes: in a
// round robin played as recorded, seat 6 withdrawn after round 2, his
// three later games count for nobody and the pairing lists give them
// "not played". The report counted them "3 without a result yet" and left
// their results blank in its results by round; it now counts them as not
// played after a withdrawal, every game once, and writes the list's
// "not played" beside each, in every language.
func TestReportGivesTheGamesAWithdrawalTookOutAsThePairingListDoes(t *testing.T) {
	ev := testfield.SixPlayers(t, tournament.WithdrawalAsPlayed, 2)
	texts := reportTexts(t, ev, nil)
	saysGames(t, texts, 12, 0, "print.report.games-void", 3)
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		text := input.Collapse(texts[Options{Lang: lang}])
		testtext.SaysNone(t, string(lang)+": the report", text, cat.T("print.report.games-open", "count", 3))
		notPlayed := regexp.QuoteMeta(cat.T("print.result.not-played"))
		void := 0
		for r := 3; r <= 5; r++ {
			boards, _, _ := pairing.RoundList(ev, r)
			for _, b := range boards {
				if !b.Void {
					continue
				}
				void++
				row := regexp.MustCompile(fmt.Sprintf(`\b%d %d\. Player %d[^–0-9]* – %d\. Player %d\D*?%s`,
					b.Board, b.White-100, b.White-100, b.Black-100, b.Black-100, notPlayed))
				if !row.MatchString(text) {
					t.Errorf("%s: round %d board %d is not given %q:\n%s", lang, r, b.Board, cat.T("print.result.not-played"), text)
				}
			}
		}
		if void != 3 {
			t.Fatalf("%d games taken out by the withdrawal, want 3", void)
		}
	}
}

// A team round's bye is told on its round's page: the line under the
// round's matches went over alone to the top of the next page, away
// from its round (the Estonian report of a five-team round robin on
// Letter, round 3's bye on page 2), in each language and on both papers.
func TestTeamReportKeepsTheByeWithItsRound(t *testing.T) {
	type report struct {
		name string
		opt  Options
	}
	names := []string{"arbiter-rr5", "arbiter-rr7", "arbiter-rr7-draws", "arbiter-swiss9-forfeits"}
	events := map[string]*tournament.Event{}
	reports := map[report][]byte{}
	for _, name := range names {
		ev := testevent.TeamReport(t, name).Event
		events[name] = ev
		eachLangAndPaper(func(lang i18n.Lang, paper string) {
			opt := Options{Lang: lang, Paper: paper}
			reports[report{name, opt}] = printed(t, func(w io.Writer) error {
				return ArbiterReport(w, ev, nil, tournament.RatingOptions{}, opt)
			})
		})
	}
	texts := textsOf(t, reports)
	for _, name := range names {
		ev := events[name]
		eachLangAndPaper(func(lang i18n.Lang, paper string) {
			cat := i18n.For(lang)
			pages := strings.Split(texts[report{name, Options{Lang: lang, Paper: paper}}], "\f")
			for _, m := range ev.Matches {
				if !m.IsBye() {
					continue
				}
				tm, _ := ev.Team(m.White)
				bye := input.Collapse(words.TeamBye(cat, ev.TeamOptions, m, fmt.Sprintf("%d. %s", seats.TeamNumbers(ev)[m.White], tm.Name)))
				label := cat.T("print.round", "n", m.Round)
				for i, page := range pages {
					if !strings.Contains(input.Collapse(page), bye) {
						continue
					}
					if !slices.ContainsFunc(strings.Split(page, "\n"), func(l string) bool {
						l = strings.TrimSpace(l)
						return l == label || strings.HasPrefix(l, label+" ")
					}) {
						t.Errorf("%s %s %s: round %d's bye %q is on page %d without its round:\n%s", name, lang, paper, m.Round, bye, i+1, page)
					}
				}
			}
		})
	}
}

// A team round whose matches go on over a page goes on under its label
// marked as continued, as an individual event's round does: the
// fifty teams' round 1 went on at the top of page 2 under the table's
// heads alone, its byes under it, and no word said which round they
// were; in each language and on both papers.
func TestTeamReportRoundGoesOnUnderItsLabel(t *testing.T) {
	ev := testevent.TeamReport(t, "echecsjs-grandmommyscup").Event
	texts := printedTexts(t, inEachLang(papers...), func(w io.Writer, opt Options) error {
		return ArbiterReport(w, ev, nil, tournament.RatingOptions{}, opt)
	})
	eachLangAndPaper(func(lang i18n.Lang, paper string) {
		cat := i18n.For(lang)
		var labels []string
		for n := 1; n <= ev.PairedRounds(); n++ {
			labels = append(labels, cat.T("print.round", "n", n))
		}
		text := texts[Options{Lang: lang, Paper: paper}]
		var above string
		heads := 0
		for _, line := range strings.Split(text, "\n") {
			l := strings.TrimSpace(line)
			if l == "" {
				continue
			}
			if strings.HasPrefix(l, cat.T("print.report.match")) && strings.HasSuffix(l, cat.T("print.report.forfeits")) {
				heads++
				if !slices.ContainsFunc(labels, func(label string) bool { return strings.HasPrefix(above, label+" ") || above == label }) {
					t.Errorf("%s %s: a table of matches under %q, no round's label", lang, paper, above)
				}
			}
			above = l
		}
		if heads <= ev.PairedRounds() {
			t.Errorf("%s %s: %d tables of matches for %d rounds: no round went over a page", lang, paper, heads, ev.PairedRounds())
		}
	})
}

// TestReportCountsTheGamesAStrikeAnnulledApart: in a 1953 round robin seat
// 6 withdrew after round 1, fewer than half of his games played, so that
// all of them are annulled (§27). The report counted his game of round 1,
// played and listed in its results by round with its result "annulled",
// among the games "not played after a withdrawal"; it is counted as
// annulled, his four later games as not played, every game once.
func TestReportCountsTheGamesAStrikeAnnulledApart(t *testing.T) {
	ev := testfield.SixPlayers(t, tournament.WithdrawalUSSR1953, 1)
	saysGames(t, reportTexts(t, ev, nil), 10, 0, "print.report.games-annulled", 1, "print.report.games-void", 4)
}

// saysGames checks the games line of the report in each language of
// texts: the games played and forfeited, then each further count, its key
// and its number in turn.
func saysGames(t *testing.T, texts map[Options]string, played, forfeits int, more ...any) {
	t.Helper()
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		games := cat.T("print.report.games-value", "played", played, "forfeits", forfeits)
		for i := 0; i+1 < len(more); i += 2 {
			games += ", " + cat.T(more[i].(string), "count", more[i+1])
		}
		testtext.SaysEach(t, string(lang)+": the report", input.Collapse(texts[Options{Lang: lang}]), input.Collapse(games))
	}
}

// A team that withdrew is named under the report's withdrawals, with the
// round it left after, as the standings mark it: the report of a team
// event said "none" beside standings that showed the team withdrawn.
func TestTeamReportNamesAWithdrawnTeam(t *testing.T) {
	ev := teamEvent(t)
	team := &ev.Teams[len(ev.Teams)-1]
	team.WithdrawnAfter = 2
	texts := printedTexts(t, inEachLang(), func(w io.Writer, opt Options) error {
		return ArbiterReport(w, ev, nil, tournament.RatingOptions{}, opt)
	})
	for opt, text := range texts {
		cat := i18n.For(opt.Lang)
		name := fmt.Sprintf("%d. %s", seats.TeamNumbers(ev)[team.ID], team.Name)
		want := cat.T("print.report.withdrawals") + " " + cat.T("print.report.withdrawal", "name", name, "round", 2)
		if !strings.Contains(input.Collapse(text), want) {
			t.Errorf("%s: %q missing from the report:\n%s", opt.Lang, want, text)
		}
	}
}

// TestReportSaysARulingRestsOnTheArbitersFinding_9_5: a repetition claim
// of a blitz game with no move recorded, ruled on the arbiter's finding
// ("the claim is correct" ticked at the desk), is printed in the rulings
// log with the note the desk and `arbiter ruling` give, that the record
// shows nothing of the claim and the ruling takes it as the arbiter
// states it: the report printed the draw and 9.2 alone.
func TestReportSaysARulingRestsOnTheArbitersFinding_9_5(t *testing.T) {
	const note = "rules.note.claim-unrecorded"
	d, err := rules.Decide(rules.Event{Ruleset: rules.FIDE2023, Type: rules.Blitz}, rules.Facts{},
		rules.ClaimThreefold{Player: engine.White, Correct: true})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.ContainsFunc(d.Notes, func(m engine.Message) bool { return m.Key == note }) {
		t.Fatalf("the ruling's notes %v lack %s", d.Notes, note)
	}
	// The record the desk keeps of it (desk.Session.Apply).
	proposal, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	rulings := []replay.Ruling{{Round: 1, Board: 1, At: time.Date(2026, 11, 21, 17, 42, 0, 0, time.Local),
		Incident: string(d.Incident), Ruleset: d.Ruleset, Articles: d.Articles, Proposal: string(proposal),
		Proposed: d.Result, Side: d.Player}}
	pdfs := printedInEachLang(t, func(w io.Writer, opt Options) error {
		return ArbiterReport(w, demoEvent(), rulings, tournament.RatingOptions{}, opt)
	})
	readTogether(t, pdftext.BBox, pdfs)
	for lang, pdf := range pdfs {
		cat := i18n.For(lang)
		got := columnText(pdftext.Words(t, pdf)[0], cat.T("print.report.proposal"), cat.T("print.report.decision"),
			cat.T("print.report.results"))
		if !strings.Contains(got, cat.T(note)) {
			t.Errorf("%s: the proposed ruling reads %q, without %q", lang, got, cat.T(note))
		}
	}
}

// TestReportNotesCiteInTheSheetsLanguage: a ruling's note that cites an
// article (both players absent in a Finnish blitz event, Black's default
// time by the Finnish blitz rules) reads on the report as `arbiter
// ruling` says it in the sheet's language: the log keeps the citation as
// English text, and the Finnish report read "FI blitz 2018" inside its
// Finnish sentence.
func TestReportNotesCiteInTheSheetsLanguage(t *testing.T) {
	allowed := 10 * time.Minute
	d, err := rules.Decide(rules.Event{Ruleset: rules.FIBlitz2018, Type: rules.Blitz, Lateness: &allowed}, rules.Facts{},
		rules.BothAbsent{Late: 5 * time.Minute, FirstMove: 3 * time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.ContainsFunc(d.Notes, func(m engine.Message) bool {
		return slices.ContainsFunc(slices.Collect(maps.Values(m.Args)), func(a any) bool { _, cite := a.(rules.Cite); return cite })
	}) {
		t.Fatalf("the ruling's notes %v cite no article", d.Notes)
	}
	proposal, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	rulings := []replay.Ruling{{Round: 1, Board: 1, At: time.Date(2026, 11, 21, 17, 42, 0, 0, time.Local),
		Incident: string(d.Incident), Ruleset: d.Ruleset, Articles: d.Articles, Proposal: string(proposal), Proposed: d.Result}}
	pdfs := printedInEachLang(t, func(w io.Writer, opt Options) error {
		return ArbiterReport(w, demoEvent(), rulings, tournament.RatingOptions{}, opt)
	})
	readTogether(t, pdftext.BBox, pdfs)
	for lang, pdf := range pdfs {
		cat := i18n.For(lang)
		said := d
		said.Localize(cat.TMap) // as `arbiter ruling` says it
		got := columnText(pdftext.Words(t, pdf)[0], cat.T("print.report.proposal"), cat.T("print.report.decision"),
			cat.T("print.report.results"))
		testtext.SaysEach(t, string(lang)+": the proposed ruling", got, said.NoteTexts...)
	}
}

// columnText is the text of a page's left-aligned table column headed
// head, the column headed next beside it: its words below the heads and
// above the heading end where the page has it, from its left edge to the
// next column's, read line by line (in pdftotext's layout a wrapped
// cell's lines read between its neighbours'). A head is found by its
// first word, the next one's on the head's line.
func columnText(words []pdftext.Word, head, next, end string) string {
	first := func(text string, on func(pdftext.Word) bool) (pdftext.Word, bool) {
		i := slices.IndexFunc(words, func(w pdftext.Word) bool { return w.Text == strings.Fields(text)[0] && on(w) })
		if i < 0 {
			return pdftext.Word{}, false
		}
		return words[i], true
	}
	anywhere := func(pdftext.Word) bool { return true }
	h, okHead := first(head, anywhere)
	n, okNext := first(next, func(w pdftext.Word) bool { return math.Abs(w.YMin-h.YMin) < 1 && w.XMin > h.XMax })
	if !okHead || !okNext {
		return ""
	}
	bottom := math.Inf(1)
	if e, ok := first(end, func(w pdftext.Word) bool { return w.YMin > h.YMax }); ok {
		bottom = e.YMin
	}
	var in []pdftext.Word
	for _, w := range words {
		if w.YMin > h.YMax+1 && w.YMax < bottom && w.XMin >= h.XMin-0.5 && w.XMax < n.XMin {
			in = append(in, w)
		}
	}
	return strings.Join(textLines(in), " ")
}

// The arbiter's report of a FIDE-rated Swiss printed with rounds still to
// play said "No player achieved a title norm." and nothing more, as the
// report of the finished event does, where the rating changes sheet and
// the prize list beside it call themselves provisional: its norms are
// said to be provisional until the event is over, and the finished
// event's are not.
func TestReportNormsProvisionalWhileRoundsRemain(t *testing.T) {
	mid, done := testevent.Swiss(t, 12, 3, true), testevent.Swiss(t, 12, 7, false)
	for _, ev := range []*tournament.Event{mid, done} {
		ev.Settings.Rules.FIDERated = true
	}
	for opt, text := range reportTexts(t, mid, nil) {
		want := i18n.For(opt.Lang).T("print.norms.provisional", "done", mid.CompletedRounds(), "total", mid.TotalRounds())
		if !strings.Contains(input.Collapse(text), want) {
			t.Errorf("%s: the report of a Swiss after round 3 of 7 lacks %q:\n%s", opt.Lang, want, firstLines(text, 40))
		}
	}
	for opt, text := range reportTexts(t, done, nil) {
		if cut := strings.SplitN(i18n.For(opt.Lang).T("print.norms.provisional", "done", 7, "total", 7), ":", 2)[0]; strings.Contains(text, cut) {
			t.Errorf("%s: the report of the finished Swiss says %q", opt.Lang, cut)
		}
	}
}

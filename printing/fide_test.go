package printing

import (
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/norms"
	"arbiter/tournament/ratingreport"
	"arbiter/tournament/schedule"
	"arbiter/words"
)

// formEvent is the norm event with the organiser, the arbiters and the
// rating list the forms ask for.
func formEvent(t *testing.T) *tournament.Event {
	ev := testevent.Norm(t)
	ev.Settings.Organiser = "Helsingin Shakkiklubi"
	ev.Settings.ChiefArbiter, ev.Settings.ChiefArbiterFIDEID = "Matti Laine", "502001"
	ev.Deputies = []tournament.Deputy{{Name: "Anna Apu", FIDEID: "502002"}, {Name: "Bert Berg"}}
	ev.Settings.Deputies = "Anna Apu; Bert Berg" // as the store keeps the names
	ev.Settings.RatingLists = tournament.RatingLists{{List: "FIDE", Date: "2026-04-01"}}
	for i := range ev.Rounds {
		ev.Rounds[i].Date = fmt.Sprintf("2026-04-%02d", 10+i)
	}
	return ev
}

// formFields are the event's fields both forms print, as the sheet in
// lang words them: the organiser, the chief arbiter and the deputies with
// their FIDE ids, the rating list with its date and the rate of play in
// words.
func formFields(t *testing.T, ev *tournament.Event, lang i18n.Lang) [][2]string {
	s, err := newSheet(ev, Options{Lang: lang})
	if err != nil {
		t.Fatal(err)
	}
	c := s.cat
	tc := s.timeControl()
	if tc == ev.Settings.TimeControl {
		t.Fatalf("%s: the time control %q is not in words", lang, tc)
	}
	// A rate of play long enough to wrap is found by its first words.
	return [][2]string{
		{c.T("print.form.organiser"), "Helsingin Shakkiklubi"},
		{c.T("print.form.chief"), "Matti Laine (502001)"},
		{c.T("print.report.deputies"), "Anna Apu (502002); Bert Berg"},
		{c.T("print.form.rating-list"), c.T("print.form.rating-list.value", "list", "FIDE", "date", s.date("2026-04-01"))},
		{c.T("print.report.time-control"), strings.Join(strings.Fields(tc)[:3], " ")},
	}
}

// field finds "label … value" on one line of the read-back text.
func field(text, label, value string) bool {
	return regexp.MustCompile(`(?m)` + regexp.QuoteMeta(label) + `[ \t]+` + regexp.QuoteMeta(value) + `(\s|$)`).MatchString(text)
}

// playerLine matches a table line naming a player with his title (when he
// has one), FIDE id, federation and rating in that order.
func formPlayerLine(name, title, id, fed string, rating int) *regexp.Regexp {
	return regexp.MustCompile(regexp.QuoteMeta(name) + `\s+(` + title + `\s+)?` + id + `\s+` + fed + `\s+` + strconv.Itoa(rating))
}

// checkField fails the test when the value of f is not beside its label.
func checkField(t *testing.T, lang i18n.Lang, text string, f [2]string) {
	t.Helper()
	if !field(text, f[0], f[1]) {
		t.Errorf("%s: no %q beside %q", lang, f[1], f[0])
	}
}

// TestIT1CertificateCarriesEveryField prints the norm certificates
// (FIDE's IT1, certificate of a title result) in every language, reads
// them back and finds each field with the event's own data beside its
// label: the event (host federation, organiser, dates, type, number of
// players and rounds, rate of play in words, the rating list used, the
// chief arbiter with his FIDE id and the deputies), the player, the
// norm's figures, for every game counted its round's date and the
// opponent's title, FIDE id, federation and rating, and a date at the
// signatures.
func TestIT1CertificateCarriesEveryField(t *testing.T) {
	ev := formEvent(t)
	rows := ratingreport.Of(ev, tournament.RatingOptions{})
	texts := printedTexts(t, inEachLang(), func(w io.Writer, opt Options) error { return NormCertificates(w, ev, tournament.RatingOptions{}, opt) })
	for _, lang := range i18n.Complete {
		c := i18n.For(lang)
		text := texts[Options{Lang: lang}]
		st := ev.Settings
		aalto := rows[0]
		p, _ := ev.Player(aalto.ID)
		// Eero Aalto's GM and IM norms: a page each, with the right article.
		for _, n := range aalto.Norms {
			if !strings.Contains(text, c.T("print.certificate.heading."+n.Title)) {
				t.Errorf("%s: no heading for the %s norm", lang, n.Title)
			}
		}
		if lang == i18n.English && (!strings.Contains(text, "Certificate of an IM norm") || strings.Contains(text, "a IM")) {
			t.Errorf("en: the article of the IM norm:\n%s", text)
		}
		gm := aalto.Norms[0]
		for _, f := range append(formFields(t, ev, lang), [][2]string{
			{c.T("print.report.event"), st.Name},
			{c.T("print.report.site"), st.Site},
			{c.T("print.form.host"), "FIN"},
			{c.T("print.report.system"), c.T(tournament.RoundRobin.NameKey())},
			{c.T("print.form.players"), "10"},
			{c.T("print.form.rounds"), "9"},
			{c.T("print.certificate.player"), "Eero Aalto"},
			{c.T("print.col.fide-id"), p.FIDEID},
			{c.T("print.certificate.born"), "2001"},
			{c.T("ratings.col.rating"), "2440"},
			{c.T("print.certificate.points"), "7/9"},
			// 7/9 is exactly what the GM norm needs (1.4.8: 78 % → +220).
			{c.T("print.certificate.need-points"), "7"},
			{c.T("print.certificate.aro"), c.T("print.certificate.need-value", "value", gm.ARO, "need", 2380)},
			{c.T("print.certificate.tpr"), c.T("print.certificate.need-value", "value", gm.TPR, "need", 2600)},
			// FIN opponents of Aalto: Nurmi, Salo, Koski.
			{c.T("print.certificate.host-opponents", "host", "FIN"), "3"},
		}...) {
			checkField(t, lang, text, f)
		}
		if !strings.Contains(text, c.T("print.report.date")) || !strings.Contains(text, c.T("print.certificate.officer")) {
			t.Errorf("%s: no dated signatures", lang)
		}
		if !strings.Contains(text, "10.4.2026") && !strings.Contains(text, "10 Apr 2026") {
			t.Errorf("%s: no start date:\n%s", lang, text)
		}
		s, _ := newSheet(ev, Options{Lang: lang})
		for _, g := range aalto.NormGames {
			if !formPlayerLine(g.Name, g.Title, g.FIDEID, g.Federation, g.Rating).MatchString(text) {
				t.Errorf("%s: no line for %s %s %s %s %d", lang, g.Name, g.Title, g.FIDEID, g.Federation, g.Rating)
			}
			// The round and its date open the game's line.
			date := s.date(schedule.Round(ev, g.Round).Date)
			if date == "" || !regexp.MustCompile(`(?m)^\s*`+strconv.Itoa(g.Round)+`\s+`+regexp.QuoteMeta(date)+`\s.*`+regexp.QuoteMeta(g.Name)).MatchString(text) {
				t.Errorf("%s: round %d's line has not its date %q", lang, g.Round, date)
			}
		}
	}
}

// TestRatingReportCarriesEveryField: the rating report names the event as
// the tournament report does (with the rating list it was rated from) and
// every player with title, FIDE id, federation and rating, in every
// language, with no command-line syntax.
func TestRatingReportCarriesEveryField(t *testing.T) {
	ev := formEvent(t)
	texts := printedTexts(t, inEachLang(), func(w io.Writer, opt Options) error { return Ratings(w, ev, tournament.RatingOptions{}, opt) })
	for _, lang := range i18n.Complete {
		c := i18n.For(lang)
		text := texts[Options{Lang: lang}]
		for _, f := range append(formFields(t, ev, lang), [][2]string{
			{c.T("print.form.host"), "FIN"},
			{c.T("print.form.players"), "10"},
			{c.T("print.form.rounds"), "9"},
			// every player is rated; FIN EST GER SWE NOR LAT.
			{c.T("print.form.rated-players"), "10"},
			{c.T("print.form.federations"), "6"},
		}...) {
			checkField(t, lang, text, f)
		}
		for _, p := range ev.Players {
			if !formPlayerLine(p.Name, p.Title, p.FIDEID, p.Federation, p.Rating).MatchString(text) {
				t.Errorf("%s: no line for %s %s %s %s %d", lang, p.Name, p.Title, p.FIDEID, p.Federation, p.Rating)
			}
		}
		testtext.SaysNone(t, fmt.Sprintf("%s: the paper", lang), text, "--k", "NUMBER=", "NUMERO=", "--save")
		if !strings.Contains(text, c.T("print.certificate.officer")) {
			t.Errorf("%s: no host federation official's signature", lang)
		}
	}
}

// FIDE's forms and the rating report name every rating list the ratings
// came from, each with its date, FIDE's among them, where an update took
// each player from the newest list holding him; they named the first
// player's list alone.
func TestTheFormsNameEveryRatingList(t *testing.T) {
	ev := formEvent(t)
	ev.Settings.RatingLists = tournament.RatingLists{{List: "FIDE", Date: "2026-04-01"}, {List: "SSL", Date: "2026-04-15"}}
	forms := map[string]func(w io.Writer, opt Options) error{
		"IT1": func(w io.Writer, opt Options) error {
			return NormCertificates(w, ev, tournament.RatingOptions{}, opt)
		},
		"IT3": func(w io.Writer, opt Options) error {
			return ArbiterReport(w, ev, nil, tournament.RatingOptions{}, opt)
		},
		"the rating report": func(w io.Writer, opt Options) error { return Ratings(w, ev, tournament.RatingOptions{}, opt) },
	}
	texts := printedSheets(t, inEachLang(), forms)
	for _, lang := range i18n.Complete {
		c := i18n.For(lang)
		s, _ := newSheet(ev, Options{Lang: lang})
		label := c.T("print.form.rating-lists")
		fide := c.T("print.form.rating-list.value", "list", "FIDE", "date", s.date("2026-04-01"))
		ssl := c.T("print.form.rating-list.value", "list", "SSL", "date", s.date("2026-04-15"))
		taken := i18n.UpperFirst(c.T("ratings.taken.standard"))
		for name := range forms {
			// Each list on a line of its own, the first beside the label
			// (which a narrow form wraps, its last word beside the second).
			words := strings.Fields(label)
			row := regexp.MustCompile(`(?m)^[ \t]*` + regexp.QuoteMeta(words[0]) + `[^\n]*[ \t]` + regexp.QuoteMeta(fide) + `\n[ \t]*(` +
				regexp.QuoteMeta(words[len(words)-1]) + `[ \t]+)?` + regexp.QuoteMeta(ssl) + `\n[ \t]*` + regexp.QuoteMeta(taken) + `$`)
			if text := texts[name][Options{Lang: lang}]; !row.MatchString(text) {
				t.Errorf("%s %s: no %q with %q and %q:\n%s", lang, name, label, fide, ssl, text)
			}
		}
	}
}

// TestIT3ReportCarriesEveryField: the arbiter's report carries what FIDE's
// tournament report (IT3) asks of the norm event, in every language: the
// organiser, the chief arbiter with his FIDE id, the rating list, the
// rate of play in words, and the norms achieved — Eero Aalto's GM and IM
// norms with his FIDE id, federation, score and performance — and says
// so when every norm judged was missed.
func TestIT3ReportCarriesEveryField(t *testing.T) {
	ev := formEvent(t)
	aalto := ratingreport.Of(ev, tournament.RatingOptions{})[0]
	p, _ := ev.Player(aalto.ID)
	texts := reportTexts(t, ev, nil)
	for _, lang := range i18n.Complete {
		c := i18n.For(lang)
		text := texts[Options{Lang: lang}]
		for _, f := range formFields(t, ev, lang) {
			checkField(t, lang, text, f)
		}
		if !strings.Contains(text, c.T("print.report.norms")) {
			t.Errorf("%s: no list of the norms achieved", lang)
		}
		made := 0
		for _, n := range aalto.Norms {
			if !n.Met {
				continue
			}
			made++
			line := regexp.QuoteMeta(aalto.Name) + `\s+` + p.FIDEID + `\s+` + p.Federation + `\s+` + n.Title + `\s+` +
				regexp.QuoteMeta(tournament.Points(n.Points).String()+"/"+strconv.Itoa(n.Games)) + `\s+` + strconv.Itoa(n.TPR)
			if !regexp.MustCompile(line).MatchString(text) {
				t.Errorf("%s: no line for Aalto's %s norm:\n%s", lang, n.Title, text)
			}
		}
		if made != 2 {
			t.Fatalf("Aalto made %d norms, want GM and IM", made)
		}
	}
	// Over, with every player rated 2000, the norm event gives no norm:
	// each is judged and missed on the opponents' average.
	missed := testevent.Norm(t)
	for i := range missed.Players {
		missed.Players[i].Rating = 2000
	}
	pdf := printed(t, func(w io.Writer) error {
		return ArbiterReport(w, missed, nil, tournament.RatingOptions{}, Options{Lang: i18n.Estonian})
	})
	if text := flatText(t, pdf); !strings.Contains(text, i18n.For(i18n.Estonian).T("print.report.norms.none")) {
		t.Errorf("a report without norms does not say so:\n%s", text)
	}
}

// TestArbiterReportGivesTheForecastBeforeTheEnd: printed before the last
// round of the norm round robin, the chief arbiter's report said "No
// player achieved a title norm" where the rating report, the forecast
// sheet, the window and the pages say that no player has the nine games
// yet and Eero Aalto's IM norm is held if his last game is played. It
// now says what the rating report says, with the same forecast, in every
// language.
func TestArbiterReportGivesTheForecastBeforeTheEnd(t *testing.T) {
	ev := testevent.NormBeforeLastRound(t)
	titles, err := norms.TitleNormForecasts(ev, tournament.RatingOptions{})
	if err != nil {
		t.Fatal(err)
	}
	textInEachLang(t, func(w io.Writer, opt Options) error {
		return ArbiterReport(w, ev, nil, tournament.RatingOptions{}, opt)
	}, func(lang i18n.Lang, cat *i18n.Catalog, text string) {
		text = input.Collapse(text)
		rows := words.TitleForecastRows(cat, titles[0])
		if len(rows) == 0 {
			t.Fatal("player 1 has no title norm to forecast: the event tests nothing")
		}
		yet := cat.T("ratings.norms.none-yet", "done", ev.CompletedRounds(), "total", ev.TotalRounds())
		for _, want := range []string{yet, cat.T("forecast.title"), rows[0].State, rows[len(rows)-1].State} {
			if !strings.Contains(text, input.Collapse(want)) {
				t.Errorf("%s: the report lacks %q:\n%s", lang, want, text)
			}
		}
		if none := cat.T("print.report.norms.none"); strings.Contains(text, none) {
			t.Errorf("%s: the report says %q beside the forecast", lang, none)
		}
	})
}

// A ruling of a round un-paired since is printed in the report, marked so
// that its round.board is not read as the game paired anew there: every
// word of the mark is printed once more than in the report where the
// ruling's game stands (the table wraps the mark among its columns). The
// words are counted whole: the mark's "on" is also in "(continued)",
// which the results' columns print as many times as the rows above them
// make them break.
func TestArbiterReportMarksUnpairedRuling(t *testing.T) {
	type report struct {
		lang     i18n.Lang
		unpaired bool
	}
	reports := map[report][]byte{}
	for _, lang := range i18n.Complete {
		for _, unpaired := range []bool{false, true} {
			rs := demoRulings()
			rs[0].Unpaired = unpaired
			reports[report{lang, unpaired}] = printed(t, func(w io.Writer) error {
				return ArbiterReport(w, demoEvent(), rs, tournament.RatingOptions{}, Options{Lang: lang})
			})
		}
	}
	texts := textsOf(t, reports)
	count := func(words []string, w string) int {
		n := 0
		for _, word := range words {
			if word == w {
				n++
			}
		}
		return n
	}
	for _, lang := range i18n.Complete {
		standing, marked := strings.Fields(texts[report{lang, false}]), strings.Fields(texts[report{lang, true}])
		for _, w := range strings.Fields(i18n.For(lang).T("print.report.unpaired")) {
			if n, m := count(standing, w), count(marked, w); m != n+1 {
				t.Errorf("%s: %q printed %d times in the report with the ruling marked, %d without", lang, w, m, n)
			}
		}
	}
}

// The rating report says which of the list's ratings the event took
// beside the list: FIDE's list of all three periods gives a blitz event
// its blitz ratings, a rapid one its rapid ratings, others the standard
// ones; it named the list alone, and an arbiter could not tell from it
// that the standard ratings were not used.
func TestTheRatingReportSaysWhichRatingsOfTheListWereTaken(t *testing.T) {
	type sheet struct {
		gameType rules.GameType
		lang     i18n.Lang
	}
	gameTypes := []rules.GameType{rules.Blitz, rules.Rapid, rules.Standard}
	events := map[rules.GameType]*tournament.Event{}
	sheets := map[sheet][]byte{}
	for _, gameType := range gameTypes {
		ev := formEvent(t)
		ev.Settings.GameType = gameType
		ev.Settings.RatingLists = tournament.RatingLists{{List: "FIDE", Date: "2026-12-01"}}
		events[gameType] = ev
		for _, lang := range i18n.Complete {
			sheets[sheet{gameType, lang}] = printed(t, func(w io.Writer) error { return Ratings(w, ev, tournament.RatingOptions{}, Options{Lang: lang}) })
		}
	}
	texts := textsOf(t, sheets)
	for _, gameType := range gameTypes {
		ev := events[gameType]
		for _, lang := range i18n.Complete {
			c := i18n.For(lang)
			s, _ := newSheet(ev, Options{Lang: lang})
			label := c.T("print.form.rating-list")
			list := c.T("print.form.rating-list.value", "list", "FIDE", "date", s.date("2026-12-01"))
			taken := i18n.UpperFirst(c.T("ratings.taken." + string(gameType)))
			row := regexp.MustCompile(`(?m)^[ \t]*` + regexp.QuoteMeta(label) + `[ \t]+` + regexp.QuoteMeta(list) + `\n[ \t]*` + regexp.QuoteMeta(taken) + `$`)
			text := texts[sheet{gameType, lang}]
			if !row.MatchString(text) {
				t.Errorf("%s %s: no %q and %q beside %q:\n%s", gameType, lang, list, taken, label, text)
			}
		}
	}
}

// A rapid event whose ratings were typed in or read from a club's CSV
// (no rating list recorded) said on its rating report only that the
// ratings were entered by hand, never that they are rapid ratings: the
// report FIDE rates from must say the ratings it went by in every case.
func TestTheRatingReportSaysWhichRatingsWereTakenWithoutAList(t *testing.T) {
	ev := formEvent(t)
	ev.Settings.GameType = rules.Rapid
	ev.Settings.RatingLists = nil
	for _, lang := range i18n.Complete {
		c := i18n.For(lang)
		text := textsOf(t, map[i18n.Lang][]byte{lang: printed(t, func(w io.Writer) error {
			return Ratings(w, ev, tournament.RatingOptions{}, Options{Lang: lang})
		})})[lang]
		label, none := c.T("print.form.rating-list"), c.T("print.form.rating-list.none")
		taken := i18n.UpperFirst(c.T("ratings.taken.rapid"))
		row := regexp.MustCompile(`(?m)^[ \t]*` + regexp.QuoteMeta(label) + `[ \t]+` + regexp.QuoteMeta(none) + `\n[ \t]*` + regexp.QuoteMeta(taken) + `$`)
		if !row.MatchString(text) {
			t.Errorf("%s: no %q and %q beside %q:\n%s", lang, none, taken, label, text)
		}
	}
}

package printing

import (
	"bytes"
	"errors"
	"io"
	"regexp"
	"slices"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/internal/testfield"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/norms"
	"arbiter/tournament/pairing"
	"arbiter/tournament/rating"
	"arbiter/tournament/ratingreport"
	"arbiter/words"
)

func TestRatingsReportReadsBack(t *testing.T) {
	ev := testevent.Norm(t)
	var buf bytes.Buffer
	// With a national list: K 20, floor 1000, players 1–3 on it (the
	// command line's case: 2200 beats 2100 and 2300, +20.0 → 2220).
	ro := tournament.RatingOptions{NationalLists: []rating.NationalList{{Name: "SSSL", K: 20, Floor: 1000,
		Ratings: map[int64]int{ev.Players[0].ID: 2200, ev.Players[1].ID: 2100, ev.Players[2].ID: 2300}}}}
	if err := Ratings(&buf, ev, ro, Options{Lang: "en"}); err != nil {
		t.Fatal(err)
	}
	text := pdfText(t, buf.Bytes())
	testtext.SaysEach(t, "ratings report", text, "FIDE Rating Regulations effective 1 March 2024", "Eero Aalto", "+23.0", "2423", "2643",
		"GM: made — a norm (counts as 9 games)", "WGM: not made — ½ point short (4½ of 9 needed)", "FIDE Title Regulations effective 1 January 2024",
		"National list SSSL (K 20, floor 1000)", "+20.0", "2220", "not on the list")
}

// TestRatingsReportPrintsEachNationalList: a Helsinki event with
// Estonians prints the Finnish list and the Estonian one, each of its
// federation's players, the games each leaves out and the players of no
// list said.
func TestRatingsReportPrintsEachNationalList(t *testing.T) {
	ev := testevent.Norm(t)
	ro := tournament.RatingOptions{NationalLists: []rating.NationalList{
		{Name: "SSSL", Federation: "FIN", K: 20, Floor: 1000, Ratings: map[int64]int{ev.Players[0].ID: 2200, ev.Players[5].ID: 2100}},
		{Name: "EML", Federation: "EST", K: 15, Floor: 1000, Ratings: map[int64]int{ev.Players[1].ID: 2300, ev.Players[4].ID: 2250}},
	}}
	text := strings.Join(strings.Fields(pdfText(t, printed(t, func(w io.Writer) error { return Ratings(w, ev, ro, Options{Lang: "en"}) }))), " ")
	testtext.SaysEach(t, "the ratings report", text, "National list SSSL of FIN (K 20, floor 1000)", "National list EML of EST (K 15, floor 1000)",
		"not counted on it: 1 Eero Aalto (8)", "On no national list (their federation has none set): 3 Jonas Brandt GER")
}

// Changes and expected scores are written with the sheet's decimal
// point: "+23,0" in Finnish and Estonian, as their catalogues write 5,00.
func TestRatingsReportDecimalPoint(t *testing.T) {
	ev := testevent.Norm(t)
	ro := tournament.RatingOptions{NationalLists: []rating.NationalList{{Name: "SSSL", K: 20, Floor: 1000,
		Ratings: map[int64]int{ev.Players[0].ID: 2200, ev.Players[1].ID: 2100, ev.Players[2].ID: 2300}}}}
	number := regexp.MustCompile(`(^|\s)[+-]?\d+[.,]\d+(\s|$)`)
	texts := printedTexts(t, inEachLang(), func(w io.Writer, opt Options) error { return Ratings(w, ev, ro, opt) })
	for _, lang := range i18n.Complete {
		point := i18n.For(lang).T("app.decimal-point")
		numbers := number.FindAllString(texts[Options{Lang: lang}], -1)
		for _, n := range numbers {
			if !strings.Contains(n, point) {
				t.Errorf("%s: %q is not written with %q", lang, strings.TrimSpace(n), point)
			}
		}
		if len(numbers) < 10 {
			t.Errorf("%s: only %d decimal numbers on the sheet: %q", lang, len(numbers), numbers)
		}
	}
}

// A word of a name too wide for the rating table's column on a portrait
// page turns the sheet to landscape: the name is printed whole, not broken
// inside ("Jääskeläinen-Öh / man").
func TestRatingsReportNameWhole(t *testing.T) {
	ev := testevent.Norm(t)
	ev.Players[0].SetNames("Jääskeläinen-Öhman", "Pekka")
	texts := printedTexts(t, inEachLang(), func(w io.Writer, opt Options) error { return Ratings(w, ev, tournament.RatingOptions{}, opt) })
	for _, lang := range i18n.Complete {
		// The rating table, before the title norms name him again.
		text := texts[Options{Lang: lang}]
		text = text[:strings.Index(text, i18n.For(lang).T("ratings.norms.title"))]
		if !strings.Contains(text, "Jääskeläinen-Öhman") {
			t.Errorf("%s: the name is broken:\n%s", lang, text)
		}
	}
}

// The rating table's headings are printed whole in English and Finnish
// (a cell cuts what does not fit with "…"); a heading of two words may
// take two lines.
func TestRatingsReportHeadingsWhole(t *testing.T) {
	ev := testevent.Norm(t)
	for _, lang := range []i18n.Lang{i18n.English, i18n.Finnish} {
		text := printedText(t, func(w io.Writer) error { return Ratings(w, ev, tournament.RatingOptions{}, Options{Lang: lang}) })
		c := i18n.For(lang)
		for _, key := range []string{"ratings.col.rating", "ratings.col.games", "ratings.col.expected", "ratings.col.change"} {
			for _, word := range strings.Fields(c.T(key)) {
				if !regexp.MustCompile(`(^|\s)` + regexp.QuoteMeta(word) + `(\s|$)`).MatchString(text) {
					t.Errorf("%s: heading %q cut:\n%s", lang, c.T(key), text)
				}
			}
		}
	}
}

func TestNormCertificateReadsBack(t *testing.T) {
	ev := testevent.Norm(t)
	rows := ratingreport.Of(ev, tournament.RatingOptions{})
	pdf := printed(t, func(w io.Writer) error {
		return NormCertificates(w, ev, tournament.RatingOptions{}, Options{Lang: "en"})
	})
	text := pdfText(t, pdf)
	// Two norms made (Aalto's GM and IM), one page each; every opponent of
	// the event's record with title, federation, rating and result.
	if n := strings.Count(text, "Certificate of a"); n != 2 {
		t.Errorf("%d certificates, want 2", n)
	}
	testtext.SaysEach(t, "certificate", text, "Certificate of a GM norm", "Helsinki Spring Norm 2026", "Helsinki", "10 Apr 2026 – 18 Apr 2026",
		"Matti Laine", "502001", "7/9", "2423", "2643", "Jonas Brandt", "GER", "2560", "Liina Kask", "WIM", "8 title holders, 3 at GM level")
	// Every game line of the GM certificate: opponent, then his rating.
	for _, g := range rows[0].NormGames {
		if !strings.Contains(text, g.Name) {
			t.Errorf("certificate lacks opponent %s", g.Name)
		}
	}
	// Nobody with a norm: a translated refusal and no file.
	for i := range rows {
		rows[i].Norms = nil
	}
	var buf bytes.Buffer
	if err := normCertificates(&buf, ev, rows, Options{Lang: "fi"}); !errors.Is(err, errNoNorm) || buf.Len() != 0 {
		t.Errorf("no norm: %v, %d bytes", err, buf.Len())
	}
}

// TestNoCertificateYetWhileGamesRemain: with the last round still to play
// and no norm made so far, the certificates are refused in words that say
// the event is under way, not that nobody made a norm in it: in a round
// robin walked round by round the refusal after round 8 said so while the
// forecast on the same screen gave the IM candidate a norm for ½ point.
// Once the event is over with no norm, the refusal says none was made.
func TestNoCertificateYetWhileGamesRemain(t *testing.T) {
	ev := testevent.NormBeforeLastRound(t)
	if norms.CertaintyOf(ev) == norms.Final {
		t.Fatal("the event with its last round unplayed is over: the test tests nothing")
	}
	for _, lang := range i18n.Complete {
		var buf bytes.Buffer
		err := NormCertificates(&buf, ev, tournament.RatingOptions{}, Options{Lang: lang})
		cat := i18n.For(lang)
		if err == nil || buf.Len() != 0 || cat.Error(err) == cat.T("print.certificate.none") || !errors.Is(err, errNoNormYet) {
			t.Errorf("%s: before the last round, no norm made yet: %q, %d bytes", lang, cat.Error(err), buf.Len())
		}
	}
}

// A team event's rating report names each player in its "#" column as the
// rating settings name him, TEAM:NO, in the changes table and on the
// national list alike.
func TestRatingsReportTeamNumbers(t *testing.T) {
	ev := teamEvent(t)
	ev.Settings.Rules.FIDERated = true
	rows := ratingreport.Of(ev, tournament.RatingOptions{})
	if len(rows) == 0 {
		t.Fatal("no player rated")
	}
	first := rows[0]
	ro := tournament.RatingOptions{NationalLists: []rating.NationalList{{Name: "SSSL", K: 20, Floor: 1000,
		Ratings: map[int64]int{first.ID: 2000}}}}
	pdf := printed(t, func(w io.Writer) error { return Ratings(w, ev, ro, Options{Lang: "en"}) })
	lines := strings.Split(pdfText(t, pdf), "\n")
	refs := ratingreport.PlayerRefs(ev)
	for _, tc := range []struct {
		name string
		rows []ratingreport.Row
		want int // lines naming the player with his ref
	}{
		{"changes table", rows, 1},
		{"national list too", []ratingreport.Row{first}, 2},
	} {
		for _, r := range tc.rows {
			ref := refs[r.ID]
			if !strings.Contains(ref, ":") {
				t.Fatalf("%s: ref %q", r.Name, ref)
			}
			re := regexp.MustCompile(`(^|\s)` + regexp.QuoteMeta(ref) + `\s+` + regexp.QuoteMeta(strings.Fields(r.Name)[0]))
			n := 0
			for _, l := range lines {
				if re.MatchString(l) {
					n++
				}
			}
			if n < tc.want {
				t.Errorf("%s: %s named %s on %d lines, want %d", tc.name, r.Name, ref, n, tc.want)
			}
		}
	}
}

// TestNormCertificate_B01_1_4_1e_NamesTheRoundsCounted: player 1 of the
// ten-round Swiss made his GM norm over the first nine rounds and lost the
// tenth: his certificate names the rounds counted, 7/9 and the
// performance of the nine, and lists the tenth game as not counted; the
// rating report and the arbiter's report say the same.
func TestNormCertificate_B01_1_4_1e_NamesTheRoundsCounted(t *testing.T) {
	ev := testevent.NormTenRounds(t, tournament.WhiteWins)
	texts := textsOf(t, map[string][]byte{
		"certificate": printed(t, func(w io.Writer) error {
			return NormCertificates(w, ev, tournament.RatingOptions{}, Options{Lang: "en"})
		}),
		"ratings": printed(t, func(w io.Writer) error { return Ratings(w, ev, tournament.RatingOptions{}, Options{Lang: "fi"}) }),
		"report": printed(t, func(w io.Writer) error {
			return ArbiterReport(w, ev, nil, tournament.RatingOptions{}, Options{Lang: "et"})
		}),
	})
	testtext.SaysEach(t, "the certificate", texts["certificate"], "Certificate of a GM norm", "Rounds counted (1.4.1e)", "1–9", "7/9", "2643", "Pekka Halme", "(not counted, 1.4.1e)")
	if text := texts["ratings"]; !strings.Contains(text, "saavutettu 9. kierroksen jälkeen") {
		t.Errorf("Finnish rating report lacks the rounds counted:\n%s", text)
	}
	if text := texts["report"]; !strings.Contains(text, "Arvestatud voorud (1.4.1e) 1–9") {
		t.Errorf("Estonian arbiter's report lacks the rounds counted:\n%s", text)
	}
}

// TestNormCertificateListsTheRoundWonWithoutPlay: player 1 of the norm
// event won his first game by forfeit: eight games count, with that round
// nine (B.01 1.4.1c), and his certificate lists round 1 as won without
// play beside the eight, in every language; it listed the eight games
// alone under "8 (counts as …)", the round that makes them count nowhere.
func TestNormCertificateListsTheRoundWonWithoutPlay(t *testing.T) {
	ev := testevent.NormFirstWonByForfeit(t)
	texts := printedTexts(t, inEachLang(), func(w io.Writer, opt Options) error { return NormCertificates(w, ev, tournament.RatingOptions{}, opt) })
	for _, lang := range i18n.Complete {
		text := input.Collapse(texts[Options{Lang: lang}])
		cat := i18n.For(lang)
		if !strings.Contains(text, cat.T("print.certificate.title")) {
			t.Fatalf("%s: no certificate:\n%s", lang, text)
		}
		if want := input.Collapse(cat.T("print.certificate.unplayed")); !strings.Contains(text, want) {
			t.Errorf("%s: the certificate lacks %q:\n%s", lang, want, text)
		}
	}
}

// TestRatingsReportGivesTheForecastBeforeTheEnd: before the last round of
// the norm round robin, where no player has nine games yet, the rating
// report gives the title norms' forecast as the forecast sheet words it,
// in every language, not "No player has the 9 games a norm needs" alone
// beside the sheet's "held"; once every game is played, the verdicts
// alone.
func TestRatingsReportGivesTheForecastBeforeTheEnd(t *testing.T) {
	ev := testevent.NormBeforeLastRound(t)
	titles, err := norms.TitleNormForecasts(ev, tournament.RatingOptions{})
	if err != nil {
		t.Fatal(err)
	}
	textInEachLang(t, func(w io.Writer, opt Options) error { return Ratings(w, ev, tournament.RatingOptions{}, opt) }, func(lang i18n.Lang, cat *i18n.Catalog, text string) {
		text = input.Collapse(text)
		rows := words.TitleForecastRows(cat, titles[0])
		if len(rows) == 0 {
			t.Fatal("player 1 has no title norm to forecast: the event tests nothing")
		}
		for _, want := range []string{cat.T("forecast.title"), cat.T("forecast.sheet.games-left", "games", 5), rows[0].State, rows[len(rows)-1].State} {
			if !strings.Contains(text, input.Collapse(want)) {
				t.Errorf("%s: the report lacks %q:\n%s", lang, want, text)
			}
		}
		if none := cat.T("ratings.norms.none"); strings.Contains(text, none) {
			t.Errorf("%s: the report says %q beside the forecast", lang, none)
		}
		// The heading says why it lists no norm, not nothing above the
		// forecast's heading.
		heading := input.Collapse(cat.T("ratings.norms.title") + " " + cat.T("ratings.norms.edition"))
		yet := input.Collapse(cat.T("ratings.norms.none-yet", "done", ev.CompletedRounds(), "total", ev.TotalRounds()))
		if !strings.Contains(text, heading+" "+yet) {
			t.Errorf("%s: under the title norms' heading, not %q:\n%s", lang, yet, text)
		}
	})
	end := testevent.Norm(t)
	if text := flatText(t, printed(t, func(w io.Writer) error { return Ratings(w, end, tournament.RatingOptions{}, Options{Lang: "en"}) })); strings.Contains(text, "Norm forecast") {
		t.Errorf("a forecast once the event is over:\n%s", text)
	}
}

// TestRatingsReportSaysWhyNoForecastBetweenRounds: between rounds of a
// FIDE-rated Swiss, round 4 of 7 not yet paired, the rating report says
// why the title norms have no forecast, as the forecast sheet and the
// command line do, in every language, not "No player has the 9 games a
// norm needs" alone.
func TestRatingsReportSaysWhyNoForecastBetweenRounds(t *testing.T) {
	ev := testevent.Swiss(t, 12, 3, false)
	ev.Settings.Rounds = 7
	ev.Settings.Rules.FIDERated = true
	textInEachLang(t, func(w io.Writer, opt Options) error { return Ratings(w, ev, tournament.RatingOptions{}, opt) }, func(lang i18n.Lang, cat *i18n.Catalog, text string) {
		text = input.Collapse(text)
		if why := input.Collapse(cat.T("forecast.err.unpaired", "round", 7)); !strings.Contains(text, why) {
			t.Errorf("%s: the report lacks %q:\n%s", lang, why, text)
		}
	})
}

// TestRatingsReportOfABlitzEventSaysWhyNoNorm: testevent.Norm's nine
// rounds played at blitz give every player the nine games a title norm
// needs, and no norm can be earned in blitz (norms.StandardOnly). The
// report's title norms say why, as its warning above and the window's
// Ratings view say it (words.NoNorms); they said "No player has the 9
// games a norm needs", which each player had.
func TestRatingsReportOfABlitzEventSaysWhyNoNorm(t *testing.T) {
	ev := testevent.Norm(t)
	ev.Settings.TimeControl = "3'+2\""
	textInEachLang(t, func(w io.Writer, opt Options) error { return Ratings(w, ev, tournament.RatingOptions{}, opt) }, func(lang i18n.Lang, cat *i18n.Catalog, text string) {
		flat := input.Collapse(text)
		_, norms, ok := strings.Cut(flat, cat.T("ratings.norms.title"))
		if !ok {
			t.Fatalf("%s: no title norms:\n%s", lang, text)
		}
		if none := cat.T("ratings.norms.none"); strings.Contains(norms, none) {
			t.Errorf("%s: the title norms say %q of players with nine games each", lang, none)
		}
		if why := input.Collapse(words.NoNorms(cat, ev)); why == "" || !strings.Contains(norms, why) {
			t.Errorf("%s: the title norms do not say why none is listed, %q:\n%s", lang, why, norms)
		}
	})
}

// TestRatingsReportOfAnEventNotFIDERatedSaysWhy: the rating report and
// the norm forecast sheet of an event whose settings say it is not
// FIDE-rated give no FIDE change and no title norm, and say why
// (norms.Scope), in every language; the report gave the changes and the
// norms of a rated event without a word.
func TestRatingsReportOfAnEventNotFIDERatedSaysWhy(t *testing.T) {
	rated := testevent.NormBeforeLastRound(t)
	ev := testevent.NormBeforeLastRound(t)
	ev.Settings.Rules.FIDERated = false
	scope := norms.ScopeOf(ev)
	if scope.Changes == nil || scope.Titles == nil {
		t.Fatalf("an event not FIDE-rated gives FIDE changes or title norms: %+v", scope)
	}
	first := ratingreport.Of(rated, tournament.RatingOptions{})[0]
	textInEachLang(t, func(w io.Writer, opt Options) error { return Ratings(w, ev, tournament.RatingOptions{}, opt) }, func(lang i18n.Lang, cat *i18n.Catalog, text string) {
		report := input.Collapse(text)
		for _, why := range []error{scope.Changes, scope.Titles} {
			if !strings.Contains(report, cat.Error(why)) {
				t.Errorf("%s: the rating report lacks %q:\n%s", lang, cat.Error(why), report)
			}
		}
		if change := words.ChangeText(cat, first); strings.Contains(report, change) || strings.Contains(report, first.Name) {
			t.Errorf("%s: the rating report lists %s with his change %s:\n%s", lang, first.Name, change, report)
		}
		forecast := flatText(t, printed(t, func(w io.Writer) error {
			return NormForecast(w, ev, tournament.RatingOptions{}, Options{Lang: lang})
		}))
		if !strings.Contains(forecast, cat.Error(scope.Titles)) || strings.Contains(forecast, "GM") {
			t.Errorf("%s: the forecast sheet gives title norms or does not say why not (%q):\n%s", lang, cat.Error(scope.Titles), forecast)
		}
	})
}

// TestRatingsReportOfAnEventNotFIDERatedCallsNothingProvisional: the
// rating report of an event not FIDE-rated, its last round to play, says
// no norm can be made and calls no norm provisional, in every language;
// it said "Provisional … the norms are final only when the event is over"
// just above it. The same event FIDE-rated still says so.
func TestRatingsReportOfAnEventNotFIDERatedCallsNothingProvisional(t *testing.T) {
	rated := testevent.NormBeforeLastRound(t)
	ev := testevent.NormBeforeLastRound(t)
	ev.Settings.Rules.FIDERated = false
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		provisional := words.RatingsProvisional(cat, rated)
		if provisional == "" {
			t.Fatal("no round left: the event tests nothing")
		}
		report := flatText(t, printed(t, func(w io.Writer) error { return Ratings(w, ev, tournament.RatingOptions{}, Options{Lang: lang}) }))
		if no := cat.Error(norms.ScopeOf(ev).Titles); !strings.Contains(report, no) || strings.Contains(report, input.Collapse(provisional)) {
			t.Errorf("%s: the report of an event not rated calls provisional the norms it cannot give (%q):\n%s", lang, no, report)
		}
		if report := flatText(t, printed(t, func(w io.Writer) error { return Ratings(w, rated, tournament.RatingOptions{}, Options{Lang: lang}) })); !strings.Contains(report, input.Collapse(provisional)) {
			t.Errorf("%s: the report of a rated event with a round left lacks %q:\n%s", lang, provisional, report)
		}
	}
}

// eachRatedSwissReport gives check the pages' text of the rating report
// of a FIDE-rated Swiss of each number of players from fewest to most,
// played rounds played, in each language and paper.
func eachRatedSwissReport(t *testing.T, fewest, most, played int, check func(ev *tournament.Event, lang i18n.Lang, paper string, pages []string)) {
	t.Helper()
	type sheet struct {
		players int
		lang    i18n.Lang
		paper   string
	}
	events := map[int]*tournament.Event{}
	sheets := map[sheet][]byte{}
	for n := fewest; n <= most; n++ {
		ev := testevent.Swiss(t, n, played, false)
		ev.Settings.Rules.FIDERated = true
		events[n] = ev
		eachLangAndPaper(func(lang i18n.Lang, paper string) {
			sheets[sheet{n, lang, paper}] = printed(t, func(w io.Writer) error {
				return Ratings(w, ev, tournament.RatingOptions{}, Options{Lang: lang, Paper: paper})
			})
		})
	}
	texts := textsOf(t, sheets)
	for n := fewest; n <= most; n++ {
		eachLangAndPaper(func(lang i18n.Lang, paper string) {
			check(events[n], lang, paper, strings.Split(texts[sheet{n, lang, paper}], "\f"))
		})
	}
}

// TestRatingsReportsTitleNormsAreNotAloneOnAPage: the title norms of an
// event where none was made (a heading and a line) and the signatures
// under them follow the players' figures on their page, its last players
// going over with them where they would not fit: a Swiss of 41 put them
// alone on a third page.
func TestRatingsReportsTitleNormsAreNotAloneOnAPage(t *testing.T) {
	eachRatedSwissReport(t, 36, 48, 7, func(ev *tournament.Event, lang i18n.Lang, paper string, pages []string) {
		players := len(ev.Players)
		cat := i18n.For(lang)
		k := slices.IndexFunc(pages, func(p string) bool { return strings.Contains(p, cat.T("ratings.norms.title")) })
		if k < 0 {
			t.Fatalf("%d players, %s %s: no title norms", players, lang, paper)
		}
		if !strings.Contains(pages[k], cat.T("ratings.col.expected")) {
			t.Errorf("%d players, %s %s: the title norms are alone on page %d:\n%s", players, lang, paper, k+1, pages[k])
		}
	})
}

// TestTheFinnishRatingReportSaysVahvuusluku: the Finnish rating report
// of an event not FIDE-rated says why it has no changes in the word of
// its own title ("FIDE-vahvuuslukujen muutokset"); its note said
// "FIDE-rating-muutoksia" under it.
func TestTheFinnishRatingReportSaysVahvuusluku(t *testing.T) {
	ev := testevent.Swiss(t, 12, 3, false)
	ev.Settings.Rules.FIDERated = false
	text := flatText(t, printed(t, func(w io.Writer) error {
		return Ratings(w, ev, tournament.RatingOptions{}, Options{Lang: i18n.Finnish})
	}))
	if i := strings.Index(strings.ToLower(text), "rating"); i >= 0 {
		t.Errorf("the Finnish sheet says %q", text[max(0, i-30):min(len(text), i+30)])
	}
}

// TestRatingsReportOfAnEventTooShortSaysSoOnce: the rating report of a
// FIDE-rated Swiss of seven rounds, the last paired and not yet played,
// says once that no player has the games a title norm needs, as the
// forecast sheet does, in every language, not a forecast of every
// player's every norm, each "fewer than 9 games can count".
func TestRatingsReportOfAnEventTooShortSaysSoOnce(t *testing.T) {
	ev := testevent.Swiss(t, 41, 6, true)
	ev.Settings.Rules.FIDERated = true
	texts := printedTexts(t, inEachLang(), func(w io.Writer, opt Options) error { return Ratings(w, ev, tournament.RatingOptions{}, opt) })
	for _, lang := range i18n.Complete {
		if cat, text := i18n.For(lang), input.Collapse(texts[Options{Lang: lang}]); !saysNoNormOnce(cat, text) {
			t.Errorf("%s: %q not once, or a norm's row:\n%s", lang, cat.T("ratings.norms.none"), text)
		}
	}
}

// TestNormCertificateOfRoundsWithoutDatesSaysSo: the arbiter prints the
// norm certificates of an event whose rounds 8 and 9 have no date set (the
// others dated by its schedule): the date column of those games was left
// blank and nothing said why, where FIDE's title application asks the
// date of every game. The certificate names the rounds without a date and
// where to set them, in every language; with every round dated it says
// nothing of it.
func TestNormCertificateOfRoundsWithoutDatesSaysSo(t *testing.T) {
	ev := testevent.Norm(t)
	for r := 1; r <= 7; r++ {
		ev.Settings.Schedule = append(ev.Settings.Schedule, tournament.RoundTime{Round: r, Date: "2026-04-1" + string(rune('0'+r))})
	}
	textInEachLang(t, func(w io.Writer, opt Options) error { return NormCertificates(w, ev, tournament.RatingOptions{}, opt) }, func(lang i18n.Lang, cat *i18n.Catalog, text string) {
		text = input.Collapse(text)
		if want := input.Collapse(cat.T("print.certificate.undated", "count", 2, "rounds", "8, 9")); !strings.Contains(text, want) {
			t.Errorf("%s: the certificate lacks %q:\n%s", lang, want, text)
		}
	})
	ev.Settings.Schedule = append(ev.Settings.Schedule, tournament.RoundTime{Round: 8, Date: "2026-04-18"}, tournament.RoundTime{Round: 9, Date: "2026-04-18"})
	cat := i18n.For(i18n.English)
	text := flatText(t, printed(t, func(w io.Writer) error {
		return NormCertificates(w, ev, tournament.RatingOptions{}, Options{Lang: i18n.English})
	}))
	if undated := input.Collapse(cat.T("print.certificate.undated", "count", 1, "rounds", "9")); strings.Contains(text, undated[len(undated)/2:]) {
		t.Errorf("every round dated, the certificate still says some are not:\n%s", text)
	}
}

// A rating report of a round robin with a round under way says that its
// rating changes are provisional, in every language: it said only that
// the norms were, above a table of changes and performances that every
// result to come changes.
func TestRatingsReportSaysItsChangesAreProvisional(t *testing.T) {
	ev := testfield.RoundUnderWay(t)
	ev.Settings.Rules.FIDERated = true
	textInEachLang(t, func(w io.Writer, opt Options) error { return Ratings(w, ev, tournament.RatingOptions{}, opt) }, func(lang i18n.Lang, cat *i18n.Catalog, text string) {
		text = input.Collapse(text)
		if want := cat.T("ratings.provisional", "done", ev.CompletedRounds(), "total", ev.TotalRounds()); !strings.Contains(text, input.Collapse(want)) {
			t.Errorf("%s: the report does not say %q:\n%.600s", lang, want, text)
		}
	})
}

// The rating report of eight or nine players begins its table on page 1:
// its rows and what must follow them (the notes, the title norms, the
// signatures) overran page 1, and the whole table went to page 2, leaving
// page 1 empty under the event's facts. A table too short to leave five
// rows on each page splits in halves.
func TestRatingsReportOfEightBeginsItsTableOnPageOne(t *testing.T) {
	eachRatedSwissReport(t, 8, 9, 3, func(ev *tournament.Event, lang i18n.Lang, paper string, pages []string) {
		players := len(ev.Players)
		cat := i18n.For(lang)
		if !strings.Contains(pages[0], cat.T("ratings.col.expected")) || !strings.Contains(pages[0], ev.Players[0].Name) {
			t.Errorf("%d players, %s %s: page 1 of %d without the table's first row:\n%s", players, lang, paper, len(pages), pages[0])
		}
	})
}

// The rating sheet heads its opponents' average and performance with
// words of their own (words.RatedShort), its norms' figures, the title
// regulations', as the standings head those tie-breaks
// (words.TieBreakShort), and says what each head stands for, in every
// language, and the arbiter's report its norms' performance: the Estonian
// and Finnish sheets headed them "ARO" and "TPR", English letters their
// standings write otherwise.
func TestRatingsReportHeadsItsFigures(t *testing.T) {
	ev := testevent.Norm(t)
	texts := reportTexts(t, ev, nil)
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		report := input.Collapse(texts[Options{Lang: lang}])
		if legend := input.Collapse(words.TieBreakLegend(cat, []string{"tpr"})); !strings.Contains(report, legend) {
			t.Errorf("%s: the report's norms do not say %q:\n%s", lang, legend, report)
		}
		if lang != i18n.English && regexp.MustCompile(`\b(ARO|TPR)\b`).MatchString(report) {
			t.Errorf("%s: English abbreviations in the report:\n%s", lang, report)
		}
	}
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		pdf := printed(t, func(w io.Writer) error { return Ratings(w, ev, tournament.RatingOptions{}, Options{Lang: lang}) })
		text, flat := pdfText(t, pdf), flatText(t, pdf)
		aro, tpr := words.TieBreakShort(cat, "aro"), words.TieBreakShort(cat, "tpr")
		if n := len(regexp.MustCompile(`(^|\s)`+regexp.QuoteMeta(aro)+`\s+`+regexp.QuoteMeta(tpr)+`(\s|$)`).FindAllString(text, -1)); n != 1 {
			t.Errorf("%s: %q %q head %d tables, want the norms' alone:\n%s", lang, aro, tpr, n, text)
		}
		for _, legend := range []string{words.RatedLegend(cat, words.RatedAverage, words.RatedPerformance), words.TieBreakLegend(cat, []string{"aro", "tpr"})} {
			if !strings.Contains(flat, input.Collapse(legend)) {
				t.Errorf("%s: no %q in\n%s", lang, legend, text)
			}
		}
		if lang != i18n.English && regexp.MustCompile(`\b(ARO|TPR)\b`).MatchString(text) {
			t.Errorf("%s: English abbreviations on the sheet:\n%s", lang, text)
		}
	}
}

// The K of each reason stands on one line of its column in every
// language and paper, the widest K of its column or not, whichever
// players set the other columns' widths: the Estonian "10 (2400
// saavutatud)" of a Swiss of 24 (arbiter generate --players 24 --rounds 7
// --seed 3) broke onto two, and every row of a player with K 10 was twice
// as high; the Finnish one was set smaller.
func TestRatingsReportKOfEachReasonOnOneLine(t *testing.T) {
	type sheet struct {
		event, reason int
		opt           Options
	}
	events := []*tournament.Event{generated(t, 24, 7, 3), testevent.Swiss(t, 24, 7, false), testevent.Norm(t)}
	sheets := map[sheet][]byte{}
	for e, ev := range events {
		ev.Settings.Rules.FIDERated = true
		// Every reason beside the others, and each alone.
		all := tournament.RatingOptions{K: map[int64]rating.PlayerK{}}
		for i, k := range rating.KReasons {
			all.K[ev.Players[i].ID] = k
		}
		for r := -1; r < len(rating.KReasons); r++ {
			ro := all
			if r >= 0 {
				ro = tournament.RatingOptions{K: map[int64]rating.PlayerK{}}
				for _, p := range ev.Players {
					ro.K[p.ID] = rating.KReasons[r]
				}
			}
			for _, opt := range inEachLang("A4", "Letter") {
				sheets[sheet{e, r, opt}] = printed(t, func(w io.Writer) error { return Ratings(w, ev, ro, opt) })
			}
		}
	}
	for sh, text := range textsOf(t, sheets) {
		reasons := rating.KReasons
		if sh.reason >= 0 {
			reasons = reasons[sh.reason : sh.reason+1]
		}
		lines := strings.Split(text, "\n")
		for _, k := range reasons {
			want := words.KOf(i18n.For(sh.opt.Lang), k)
			if !slices.ContainsFunc(lines, func(line string) bool { return strings.Contains(line, want) }) {
				t.Errorf("%s, %s %s: %q is not on one line:\n%s", events[sh.event].Settings.Name, sh.opt.Lang, sh.opt.Paper, want, text)
			}
		}
	}
}

// generated is the Dutch Swiss that arbiter generate makes of players,
// rounds and seed, with its other choices as the command's defaults.
func generated(t *testing.T, players, rounds int, seed uint64) *tournament.Event {
	t.Helper()
	ev, _, err := pairing.Generate(pairing.Generation{System: tournament.SwissDutch, Players: players, Rounds: rounds, Seed: seed,
		Draws: 0.3, Forfeits: 0.02, Byes: 1.0 / 150, Withdrawals: 1.0 / 250})
	if err != nil {
		t.Fatal(err)
	}
	return ev
}

package printing

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"regexp"
	"slices"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/pdftext"
	"arbiter/internal/testevent"
	"arbiter/internal/testfield"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/words"
)

// TestPairingListEveryPlayer: the pairing list of a Swiss round accounts
// for every player of the event, each once: on a board with his number
// and club, or in the block of players without a game with the reason. A
// player who withdrew is there, not just gone.
func TestPairingListEveryPlayer(t *testing.T) {
	ev := swiss150(t)
	ev.Players[0].Club = "Tampereen SK" // a long one takes two lines: TestLongClubStaysPortrait
	// Player 40 withdrew after round 4 and has no pairing in round 5; his
	// opponent of that board is left out of the round.
	rd := &ev.Rounds[4]
	k := slices.IndexFunc(rd.Pairings, func(pr tournament.Pairing) bool { return pr.White == 40 || pr.Black == 40 })
	gone, _ := ev.Player(40)
	gone.WithdrawnAfter = 4
	left := rd.Pairings[k].White + rd.Pairings[k].Black - 40
	rd.Pairings = slices.Delete(rd.Pairings, k, k+1)
	number := ev.StartNumbers()
	textInEachLang(t, func(w io.Writer, opt Options) error { return Pairings(w, ev, 5, opt) }, func(lang i18n.Lang, cat *i18n.Catalog, text string) {
		// Up to the notice-board list, which names everyone again.
		text = text[:strings.Index(text, cat.T("print.pairings.alpha-title"))]
		flat := input.Collapse(text)
		for _, p := range ev.Players {
			entry := fmt.Sprintf("%d. %s", number[p.ID], p.Name)
			if n := strings.Count(flat, entry+" "); n != 1 {
				t.Errorf("%s: %q is on the list %d times", lang, entry, n)
			}
		}
		if !strings.Contains(flat, "Tampereen SK") {
			t.Errorf("%s: the club is not on the list", lang)
		}
		for _, want := range []string{
			fmt.Sprintf("%d. %s", number[gone.ID], gone.Name) + ` .*` + regexp.QuoteMeta(cat.T("print.pairings.withdrawn", "round", 4)),
			fmt.Sprintf("%d. %s", number[left], mustPlayer(ev, left).Name) + ` .*` + regexp.QuoteMeta(cat.T("print.pairings.absent")),
		} {
			if !regexp.MustCompile(want).MatchString(flat) {
				t.Errorf("%s: no line %q", lang, want)
			}
		}
		// Each board: the numbers of both players, as the round pairs them.
		for _, pr := range rd.Pairings {
			if pr.IsBye() {
				continue
			}
			re := regexp.MustCompile(fmt.Sprintf(`(?m)^\s*%d\s+%d\. %s .*\s%d\. %s\s`, pr.Board,
				number[pr.White], mustPlayer(ev, pr.White).Name, number[pr.Black], mustPlayer(ev, pr.Black).Name))
			if !re.MatchString(text) {
				t.Errorf("%s: board %d is not as paired", lang, pr.Board)
			}
		}
	})
}

// TestPairingListExplainsAnAdjournedGame: an adjourned board's mark on the
// list ("kesk." in Finnish, the withdrawn mark's letters; "katk." in
// Estonian) is explained under the boards, as the crosstable's A is; it
// stood alone beside "(kesk.) withdrew from the event".
func TestPairingListExplainsAnAdjournedGame(t *testing.T) {
	ev := swiss150(t)
	ev.Rounds[4].Pairings[0].Result = tournament.Adjourned
	textInEachLang(t, func(w io.Writer, opt Options) error { return Pairings(w, ev, 5, opt) }, func(lang i18n.Lang, cat *i18n.Catalog, text string) {
		flat := input.Collapse(text)
		want := cat.T("print.legend.adjourned", "mark", cat.T("event.result.adjourned"))
		if !strings.Contains(flat, input.Collapse(want)) {
			t.Errorf("%s: the list lacks %q", lang, want)
		}
	})
}

// TestPairingListStruckPlayer: a round-robin player struck from the table
// stays on his board, marked, and the game reads its recorded result,
// annulled ("not played" where none is recorded); the list by name marks
// him as well.
func TestPairingListStruckPlayer(t *testing.T) {
	ev, gone := struckEvent()
	round := 5
	var recorded tournament.Result
	for _, p := range ev.Rounds[round-1].Pairings {
		if p.White == gone.ID || p.Black == gone.ID {
			recorded = p.Result
		}
	}
	textInEachLang(t, func(w io.Writer, opt Options) error { return Pairings(w, ev, round, opt) }, func(lang i18n.Lang, cat *i18n.Catalog, text string) {
		result := cat.T("print.result.not-played")
		if recorded != tournament.NoResult {
			result = cat.T("print.result.annulled", "result", recorded.Text(cat.T))
		}
		line := ""
		for _, l := range strings.Split(text, "\n") {
			if strings.Contains(l, gone.Name) {
				line = l
				break
			}
		}
		if !strings.Contains(line, words.WithdrawnName(cat, gone.Name, true)) || !strings.Contains(line, result) {
			t.Errorf("%s: the struck player's board reads %q", lang, line)
		}
		if want := cat.T("print.legend.withdrawn-paired", "mark", cat.T("print.mark.withdrawn")); !strings.Contains(input.Collapse(text), want) {
			t.Errorf("%s: no legend for the mark", lang)
		}
		// The list by name marks him too, on his line and his opponent's,
		// and says why: it named him as if his game were to be played. It
		// gives no results, and sends the reader to the list by board for
		// the one the game counts as: it said "the result shown".
		byName := input.Collapse(text[strings.Index(text, cat.T("print.pairings.alpha-title")):])
		testtext.SaysEach(t, string(lang)+": the list by name", byName,
			words.WithdrawnName(cat, gone.FamilyFirst(), true),
			words.WithdrawnName(cat, fmt.Sprintf("%d. %s", ev.StartNumbers()[gone.ID], gone.FamilyFirst()), true),
			cat.T("print.legend.withdrawn-paired-names", "mark", cat.T("print.mark.withdrawn")),
		)
	})
}

func mustPlayer(ev *tournament.Event, id int64) *tournament.Player {
	p, ok := ev.Player(id)
	if !ok {
		panic(fmt.Sprint("no player ", id))
	}
	return p
}

// A long club name does not turn a short pairing list to landscape: the
// club takes two lines of its cell, and the whole name is printed.
func TestLongClubStaysPortrait(t *testing.T) {
	ev := demoEvent()
	const long = "Helsingin Shakkikerho ry"
	ev.Players[0].Club = long
	pdf := printed(t, func(w io.Writer) error { return Pairings(w, ev, 1, Options{Lang: i18n.English}) })
	if !bytes.Contains(pdf, []byte("/MediaBox [0 0 595.28 841.89]")) || bytes.Contains(pdf, []byte("/MediaBox [0 0 841.89 595.28]")) {
		t.Error("the pairing list is not all A4 portrait")
	}
	flat := flatText(t, pdf)
	testtext.SaysEach(t, "the club's name on the pairing list", flat, strings.Fields(long)...)
}

// A club or a name too long for its cell takes two lines of the table's
// font, the row growing for them, not two lines of a smaller font squeezed
// into a row of one: on the pairing list the club's words are as tall as
// the names', and no name is cut.
func TestLongClubKeepsTheFont(t *testing.T) {
	ev := demoEvent()
	const club, name = "Vaasan Shakkiseura – Vasa Schackklubb", "Jääskeläinen-Öhman Pekka Kärkkäinen"
	ev.Players[0].Club = club
	ev.Players[1].Name = name
	pdfs := printedInEachLang(t, func(w io.Writer, opt Options) error { return Pairings(w, ev, 1, opt) })
	readTogether(t, pdftext.Layout|pdftext.BBox, pdfs)
	for lang, pdf := range pdfs {
		other := strings.Fields(ev.Players[2].Name)[0]
		for _, word := range []string{"Schackklubb", "Kärkkäinen"} {
			if h, want := wordHeight(t, pdf, word), wordHeight(t, pdf, other); h < 0.95*want {
				t.Errorf("%s: %q is %.1f pt tall, the names %.1f pt", lang, word, h, want)
			}
		}
		flat := flatText(t, pdf)
		if !strings.Contains(flat, "Vasa Schackklubb") || !strings.Contains(flat, "Pekka Kärkkäinen") || strings.Contains(flat, "…") {
			t.Errorf("%s: a club or a name is cut:\n%s", lang, flat)
		}
	}
}

// wordHeight is the height in points of the first word text on the first
// page of pdf, which the test expects to be there.
func wordHeight(t *testing.T, pdf []byte, text string) float64 {
	t.Helper()
	for _, w := range pdftext.Words(t, pdf)[0] {
		if w.Text == text {
			return w.YMax - w.YMin
		}
	}
	t.Fatalf("%q is not on the first page", text)
	return 0
}

// On the player list too a long club takes two lines of the table's
// font, not an ellipsis.
func TestPlayerListLongClub(t *testing.T) {
	ev := demoEvent()
	const club = "Vaasan Shakkiseura – Vasa Schackklubb"
	ev.Players[0].Club = club
	ev.Players[1].Club = "Tallinna Kalev"
	pdfs := printedInEachLang(t, func(w io.Writer, opt Options) error { return PlayerList(w, ev, opt) })
	readTogether(t, pdftext.Layout|pdftext.BBox, pdfs)
	for lang, pdf := range pdfs {
		if h, want := wordHeight(t, pdf, "Schackklubb"), wordHeight(t, pdf, "Kalev"); h < 0.95*want {
			t.Errorf("%s: the long club is %.1f pt tall, a short one %.1f pt", lang, h, want)
		}
		flat := flatText(t, pdf)
		if strings.Count(flat, "Vaasan Shakkiseura") != 2 || strings.Count(flat, "Schackklubb") != 2 || strings.Contains(flat, "…") {
			t.Errorf("%s: the club is cut or missing:\n%s", lang, flat)
		}
	}
}

// The lists by name are in family-name order in the sheet's alphabet,
// whether the name was entered "Family, Given" or as given and family
// names, and name the players family name first, as they are sorted:
// "Nieminen, Aino" is under N, "Äijälä, Väinö" after Z in Finnish and
// Estonian.
func TestListsByFamilyName(t *testing.T) {
	ev := demoEvent()
	want := []string{"Kõiv, Tõnis", "Nieminen, Aino", "Rüütel, Arnold", "Šmigun, Žanna", "Äijälä, Väinö"}
	for i, family := range []string{"Äijälä", "Rüütel", "Kõiv", "Nieminen", "Šmigun"} {
		given := map[string]string{"Äijälä": "Väinö", "Rüütel": "Arnold", "Kõiv": "Tõnis", "Nieminen": "Aino", "Šmigun": "Žanna"}[family]
		ev.Players[i].SetNames(family, given)
	}
	// A title has a column of its own: the row still begins with the
	// family name.
	ev.Players[0].Title = "GM"
	// Each list by name under its title's key.
	texts := printedSheets(t, inEachLang(), map[string]func(io.Writer, Options) error{
		"print.players.alpha":        func(w io.Writer, opt Options) error { return PlayerList(w, ev, opt) },
		"print.pairings.alpha-title": func(w io.Writer, opt Options) error { return Pairings(w, ev, 1, opt) },
	})
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		want := want
		if lang == i18n.English { // where Ä is an A
			want = append(want[len(want)-1:], want[:len(want)-1]...)
		}
		for key, each := range texts {
			text := each[Options{Lang: lang}]
			// A row begins with its player's name, after his number on the
			// player list (an opponent is further right).
			var got []string
			for _, line := range strings.Split(text[strings.Index(text, cat.T(key)):], "\n") {
				for _, n := range want {
					if strings.HasPrefix(strings.TrimLeft(line, " 0123456789"), n) {
						got = append(got, n)
					}
				}
			}
			if !slices.Equal(got, want) {
				t.Errorf("%s, %s: by name %q, want %q", lang, key, got, want)
			}
		}
	}
}

// TestPaperVolume: a 13-player round robin's pairing list, with its list
// by name, takes one page (it took two); 41 players' standings take one
// page, not a second for one row; the round-1 pack has no standings of
// zeros at its end.
func TestPaperVolume(t *testing.T) {
	ev := demoEvent()
	texts := printedTexts(t, inEachLang(papers...), func(w io.Writer, opt Options) error { return Pairings(w, ev, 3, opt) })
	eachLangAndPaper(func(lang i18n.Lang, paper string) {
		text := texts[Options{Lang: lang, Paper: paper}]
		if pages := strings.Count(strings.TrimSuffix(text, "\f"), "\f") + 1; pages != 1 {
			t.Errorf("%s %s: the pairing list takes %d pages", lang, paper, pages)
		}
		if want := i18n.For(lang).T("print.pairings.alpha-title"); !strings.Contains(text, want) {
			t.Errorf("%s %s: the list by name is missing", lang, paper)
		}
	})
	// 41 players' standings: 40 rows fit an A4 page at the table's row
	// height, the last one went to a page of its own.
	big := testevent.Swiss(t, 41, 3, false)
	standings := printedTexts(t, inEachLang("A4"), func(w io.Writer, opt Options) error { return Standings(w, big, opt) })
	for _, lang := range i18n.Complete {
		text := standings[Options{Lang: lang, Paper: "A4"}]
		if pages := strings.Count(strings.TrimSuffix(text, "\f"), "\f") + 1; pages != 1 {
			t.Errorf("%s: the standings of %d players take %d pages", lang, len(big.Players), pages)
		}
	}
	first := testevent.Swiss(t, 31, 0, true)
	pdf := printed(t, func(w io.Writer) error { return RoundPack(w, first, 1, Options{Lang: i18n.English}) })
	if text := pdfText(t, pdf); strings.Contains(text, i18n.For(i18n.English).T("print.standings.title")) {
		t.Error("the round-1 pack ends with standings before any round was played")
	}
}

// TestTallRowKeepsTheFont: in a row made two lines tall by a long club, a
// name a little too long for one line is broken between its words in
// the table's font, not set in a smaller one on one line: a column keeps
// one size.
func TestTallRowKeepsTheFont(t *testing.T) {
	ev := demoEvent()
	pr := ev.Rounds[0].Pairings[0]
	white, _ := ev.Player(pr.White)
	black, _ := ev.Player(pr.Black)
	white.SetNames("Kärkkäinen-Mäkinen", "Pekka Juhani")
	black.Club = "Vaasan Shakkiseura – Vasa Schackklubb"
	pdfs := printedInEachLang(t, func(w io.Writer, opt Options) error { return Pairings(w, ev, 1, opt) })
	readTogether(t, pdftext.BBox, pdfs)
	for lang, pdf := range pdfs {
		other := strings.Fields(ev.Players[2].Name)[0]
		if h, want := wordHeight(t, pdf, "Juhani"), wordHeight(t, pdf, other); h < 0.95*want {
			t.Errorf("%s: the long name is %.1f pt tall, the others %.1f pt", lang, h, want)
		}
	}
}

// TestPairingSheetsNameTheSystem: the pairing list, alone and at the head
// of the round pack, names the system the round was paired by, by the
// name the settings give it and the number of its rules in the FIDE
// Handbook (a round robin has none), in every language.
func TestPairingSheetsNameTheSystem(t *testing.T) {
	swiss := swiss150(t)
	type sheet struct {
		sys  tournament.System
		lang i18n.Lang
		name string
	}
	pdfs := map[sheet][]byte{}
	cases := []struct {
		ev    *tournament.Event
		sys   tournament.System
		round int
		code  string
	}{
		{swiss, tournament.SwissDutch, 5, "C.04.3"},
		{swiss, tournament.SwissDubov, 5, "C.04.4.1"},
		{swiss, tournament.SwissBurstein, 5, "C.04.4.2"},
		{demoEvent(), tournament.RoundRobin, 3, ""},
	}
	for _, tc := range cases {
		ev := *tc.ev
		ev.Settings.System = tc.sys
		for _, lang := range i18n.Complete {
			// The pack is read as far as the pairing list at its head goes
			// (as many pages as it has alone, the rest cut off as a print
			// dialog cuts it): the pack's scoresheets and slips of 150
			// players were most of what reading it back cost.
			alone := printed(t, func(w io.Writer) error { return Pairings(w, &ev, tc.round, Options{Lang: lang}) })
			pack := printed(t, func(w io.Writer) error { return RoundPack(w, &ev, tc.round, Options{Lang: lang}) })
			first := make([]int, PageCount(alone))
			for i := range first {
				first[i] = i + 1
			}
			head, err := KeepPages(pack, first)
			if err != nil {
				t.Fatal(err)
			}
			pdfs[sheet{tc.sys, lang, "pairings"}], pdfs[sheet{tc.sys, lang, "pack"}] = alone, head
		}
	}
	texts := textsOf(t, pdfs)
	for _, tc := range cases {
		for _, lang := range i18n.Complete {
			cat := i18n.For(lang)
			want := cat.T("print.pairings.system", "system", cat.T(tc.sys.NameKey()))
			if tc.code != "" {
				want = cat.T("print.pairings.system-fide", "system", cat.T(tc.sys.NameKey()), "code", tc.code)
			}
			for _, name := range []string{"pairings", "pack"} {
				text := texts[sheet{tc.sys, lang, name}]
				flat := input.Collapse(text)
				if !strings.Contains(flat, want) {
					t.Errorf("%s %s %s: %q missing; the sheet begins\n%s", tc.sys, lang, name, want, firstLines(flat, 1)[:min(300, len(flat))])
				}
			}
		}
	}
}

// A pairing list sets White's and Black's names in one type size: a long
// name on one side shrank that side alone (7–7.75 pt beside 9 pt in the
// same row), on the list and in the round's pack, in every language.
func TestThePairingListSetsBothSidesInOneSize(t *testing.T) {
	ev := testevent.Swiss(t, 30, 6, true)
	// Board 1's White, named long enough to take less type than the table's.
	white := ev.Rounds[6].Pairings[0].White
	for i := range ev.Players {
		if p := &ev.Players[i]; p.ID == white {
			p.SetNames(strings.TrimSuffix(strings.Fields(p.FamilyFirst())[0], ","), "Anna-Maria Kristiina")
		}
	}
	boardsInOneSize(t, ev, 1, map[string]func(io.Writer, Options) error{
		"pairings": func(w io.Writer, o Options) error { return Pairings(w, ev, 7, o) },
		"pack":     func(w io.Writer, o Options) error { return RoundPack(w, ev, 7, o) },
	})
}

// A round robin's schedule and the arbiter's report set every board's
// names in one size: a long name was shrunk alone, name by name.
func TestTheRoundRobinsBoardsSetTheirNamesInOneSize(t *testing.T) {
	ev := roundRobin1953(t)
	// Too long for the full size in two columns, not for the least.
	ev.Players[0].SetNames("Björkqvist-Wäänänen", "Anna")
	boardsInOneSize(t, ev, 0, map[string]func(io.Writer, Options) error{
		"schedule": func(w io.Writer, o Options) error { return Schedule(w, ev, o) },
		"report": func(w io.Writer, o Options) error {
			return ArbiterReport(w, ev, nil, tournament.RatingOptions{}, o)
		},
	})
}

// boardsInOneSize reads the first pages of each document (0: all) in every
// language: the names on a line that holds two (a board) are all of one size.
func boardsInOneSize(t *testing.T, ev *tournament.Event, pages int, docs map[string]func(io.Writer, Options) error) {
	t.Helper()
	families := map[string]bool{}
	for _, p := range ev.Players {
		families[strings.TrimSuffix(strings.Fields(p.FamilyFirst())[0], ",")] = true
	}
	type sheet struct {
		doc  string
		lang i18n.Lang
	}
	pdfs := map[sheet][]byte{}
	for _, lang := range i18n.Complete {
		for doc, make := range docs {
			pdfs[sheet{doc, lang}] = printed(t, func(w io.Writer) error { return make(w, Options{Lang: lang}) })
		}
	}
	readTogether(t, pdftext.BBox, pdfs)
	for _, lang := range i18n.Complete {
		for doc := range docs {
			read := pdftext.Words(t, pdfs[sheet{doc, lang}])
			if pages > 0 {
				read = read[:pages]
			}
			sizes := map[string][]string{}
			for _, page := range read {
				lines := map[int][]pdftext.Word{}
				for _, w := range page {
					if families[w.Text] {
						lines[int(math.Round(w.YMax))] = append(lines[int(math.Round(w.YMax))], w)
					}
				}
				for _, ws := range lines {
					if len(ws) < 2 {
						continue
					}
					for _, w := range ws {
						size := fmt.Sprintf("%.2f", math.Round((w.YMax-w.YMin)/sizeRatio*4)/4)
						sizes[size] = append(sizes[size], w.Text)
					}
				}
			}
			if len(sizes) != 1 {
				t.Errorf("%s %s: the names are set in %d sizes: %v", lang, doc, len(sizes), sizes)
			}
		}
	}
}

// TestPlayersWithoutAGameAreNotAloneOnAPage: the players a Swiss round
// does not pair (here one who withdrew) are listed on the page of the
// boards, or with its last boards: twenty boards on a landscape page
// left no room under them, and the list went to a page of its own,
// one line on the wall.
func TestPlayersWithoutAGameAreNotAloneOnAPage(t *testing.T) {
	ev := testevent.Swiss(t, 41, 6, true)
	texts := printedTexts(t, inEachLang(papers...), func(w io.Writer, opt Options) error { return Pairings(w, ev, 7, opt) })
	eachLangAndPaper(func(lang i18n.Lang, paper string) {
		cat := i18n.For(lang)
		text := texts[Options{Lang: lang, Paper: paper}]
		pages := strings.Split(text, "\f")
		k := slices.IndexFunc(pages, func(p string) bool { return strings.Contains(p, cat.T("print.pairings.unpaired")) })
		if k < 0 {
			t.Fatalf("%s %s: no list of the players without a game", lang, paper)
		}
		if !strings.Contains(pages[k], cat.T("print.col.white")) {
			t.Errorf("%s %s: the players without a game are alone on page %d:\n%s", lang, paper, k+1, pages[k])
		}
	})
}

// TestPairingListGivesAnAnnulledResultWhole: a struck player's game
// played reads its result and the word annulled whole in the result
// column of a list with clubs, in every language; it was cut to "0–1,
// mit…" in Finnish and "tühistat…" in Estonian.
func TestPairingListGivesAnAnnulledResultWhole(t *testing.T) {
	ev, gone := struckEvent()
	for i := range ev.Players {
		ev.Players[i].Club = "Tampereen Shakki"
	}
	var recorded tournament.Result
	for _, p := range ev.Rounds[0].Pairings {
		if p.White == gone.ID || p.Black == gone.ID {
			recorded = p.Result
		}
	}
	textInEachLang(t, func(w io.Writer, opt Options) error { return Pairings(w, ev, 1, opt) }, func(lang i18n.Lang, cat *i18n.Catalog, text string) {
		// The cell may take two lines, which the text puts apart.
		want := cat.T("print.result.annulled", "result", recorded.Text(cat.T))
		for _, word := range strings.Fields(want) {
			if !strings.Contains(text, word) || strings.Contains(text, "…") {
				t.Errorf("%s: the list does not give %q whole:\n%s", lang, want, text)
				break
			}
		}
	})
}

// TestPairingSheetLeavesOutTheColumnsNoPlayerFills: a field without
// titles, clubs or federations (a club's event, a generated one) has its
// boards without those columns (words.IdentityOf), and so the players
// without a game and the list by name: they had an empty federation
// column and an empty title column on every round's sheet.
func TestPairingSheetLeavesOutTheColumnsNoPlayerFills(t *testing.T) {
	ev := testevent.Swiss(t, 41, 6, true)
	for i := range ev.Players {
		p := &ev.Players[i]
		p.Title, p.Club, p.Federation = "", "", ""
	}
	textInEachLang(t, func(w io.Writer, opt Options) error { return Pairings(w, ev, 7, opt) }, func(lang i18n.Lang, cat *i18n.Catalog, text string) {
		// The table's head is the first line after its heading that
		// heads the players' column.
		head := func(heading string) string {
			_, after, ok := strings.Cut(text, heading)
			for _, line := range strings.Split(after, "\n")[1:] {
				if ok && strings.Contains(line, cat.T("print.col.player")) {
					return line
				}
			}
			t.Fatalf("%s: no %q on the sheet", lang, heading)
			return ""
		}
		for heading, gone := range map[string][]string{
			cat.T("print.pairings.unpaired"):    {cat.T("print.col.federation"), cat.T("print.col.club"), cat.T("print.col.clubfed")},
			cat.T("print.pairings.alpha-title"): {cat.T("print.col.title")},
		} {
			h := head(heading)
			for _, g := range gone {
				if strings.Contains(h, g) {
					t.Errorf("%s: under %q the column %q, which no player fills: %q", lang, heading, g, h)
				}
			}
		}
	})
}

// withoutIdentity is ev with no player's title, club, federation or FIDE id.
func withoutIdentity(ev *tournament.Event) *tournament.Event {
	for i := range ev.Players {
		p := &ev.Players[i]
		p.Title, p.Club, p.Federation, p.FIDEID = "", "", "", ""
	}
	return ev
}

// TestPlayerListLeavesOutTheColumnsNoPlayerFills: the list of players,
// by starting rank and by name, has a title, club, federation and FIDE id
// column only where some player fills it, as the pairings and standings
// have (words.IdentityOf): a club's field without them printed four
// empty columns beside every name.
func TestPlayerListLeavesOutTheColumnsNoPlayerFills(t *testing.T) {
	ev := withoutIdentity(testevent.Swiss(t, 41, 6, true))
	full := testevent.Swiss(t, 41, 6, true)
	full.Players[0].FIDEID = "503150"
	heads := []string{"print.col.title", "print.col.club", "print.col.federation", "print.col.fide-id"}
	for want, e := range map[bool]*tournament.Event{false: ev, true: full} {
		textInEachLang(t, func(w io.Writer, opt Options) error { return PlayerList(w, e, opt) }, func(lang i18n.Lang, cat *i18n.Catalog, text string) {
			for _, heading := range []string{cat.T("print.players.by-rank"), cat.T("print.players.alpha")} {
				_, after, _ := strings.Cut(text, heading)
				head, _, _ := strings.Cut(strings.TrimLeft(after, "\n "), "\n")
				for _, key := range heads {
					if got := strings.Contains(head, cat.T(key)); got != want {
						t.Errorf("%s: %q under %q is %v, want %v: %q", lang, cat.T(key), heading, got, want, head)
					}
				}
			}
		})
	}
}

// A team event's list of players and a schedule's seats leave out, as the
// list of players does, the identifying columns no player fills: the
// team list headed Title, Fed and FIDE ID whatever the field, and the
// schedule a Club column beside seats without clubs.
func TestTeamListAndScheduleLeaveOutTheColumnsNoPlayerFills(t *testing.T) {
	filled := func(ev *tournament.Event) *tournament.Event {
		ev = withoutIdentity(ev)
		p, q := &ev.Players[0], &ev.Players[1]
		p.Title, p.Club, p.Federation, p.FIDEID, q.Federation = "FM", "Kalev", "EST", "503150", "FIN"
		return ev
	}
	for _, c := range []struct {
		sheet   string
		print   func(io.Writer, *tournament.Event, Options) error
		event   func() *tournament.Event
		heading string
		heads   []string
	}{
		{"team list of players", PlayerList, func() *tournament.Event { return testevent.TeamReport(t, "arbiter-rr6").Event },
			"print.players.alpha", []string{"print.col.title", "print.col.federation", "print.col.fide-id"}},
		{"schedule", Schedule, func() *tournament.Event { return testevent.Norm(t) },
			"print.schedule.seats", []string{"print.col.club", "print.col.federation"}},
	} {
		for want, e := range map[bool]*tournament.Event{false: withoutIdentity(c.event()), true: filled(c.event())} {
			textInEachLang(t, func(w io.Writer, opt Options) error { return c.print(w, e, opt) }, func(lang i18n.Lang, cat *i18n.Catalog, text string) {
				_, after, _ := strings.Cut(text, cat.T(c.heading))
				head, _, _ := strings.Cut(strings.TrimLeft(after, "\n "), "\n")
				shown := false
				for _, key := range c.heads {
					shown = shown || strings.Contains(head, cat.T(key))
				}
				if shown != want {
					t.Errorf("%s, %s: an identifying head (%q) shown %v, want %v: %q", c.sheet, lang, c.heads, shown, want, head)
				}
			})
		}
	}
}

// TestPairingListSaysTheExchangedRound: round 2 of a double round robin
// of 4 plays the Berger table's round 3 (FIDE C.05 Annex 1), and the list
// says so, so that an arbiter checking it against the table is not misled.
func TestPairingListSaysTheExchangedRound(t *testing.T) {
	ev := testfield.Field(4, tournament.DoubleRoundRobin)
	ev.Settings.Rounds = 6
	for r := 1; r <= 2; r++ {
		rd, err := ev.PairRoundRobin(r)
		if err != nil {
			t.Fatal(err)
		}
		ev.Rounds = append(ev.Rounds, rd)
	}
	textInEachLang(t, func(w io.Writer, opt Options) error { return Pairings(w, ev, 2, opt) }, func(lang i18n.Lang, cat *i18n.Catalog, text string) {
		if want := cat.T("event.roundrobin.exchanged", "round", 2, "table", 3); !strings.Contains(input.Collapse(text), input.Collapse(want)) {
			t.Errorf("%s: the list lacks %q", lang, want)
		}
	})
}

package printing

import (
	"fmt"
	"io"
	"strings"
	"testing"

	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/internal/testfield"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/standings"
)

// TestStandingsAfterCompletedRounds: the standings heading names the last
// completed round, as the command line and the window do; a round with one
// result of six is not over.
func TestStandingsAfterCompletedRounds(t *testing.T) {
	ev := demoEvent() // round 7 has an adjourned game
	for b := range ev.Rounds[7].Pairings {
		if pr := &ev.Rounds[7].Pairings[b]; !pr.IsBye() {
			pr.Result = tournament.Draw // one result in round 8
			break
		}
	}
	done := standings.Of(ev).Complete
	if done != 6 {
		t.Fatalf("the fixture has %d completed rounds, want 6", done)
	}
	texts := printedTexts(t, inEachLang(), func(w io.Writer, opt Options) error { return Standings(w, ev, opt) })
	for _, lang := range i18n.Complete {
		text := texts[Options{Lang: lang}]
		want := i18n.For(lang).T("print.standings.after", "n", done)
		if !strings.Contains(text, want) {
			t.Errorf("%s: %q missing; the sheet says\n%s", lang, want, firstLines(text, 3))
		}
	}
}

// firstLines is the start of a sheet's text, for failure messages.
func firstLines(text string, n int) string {
	lines := strings.SplitN(text, "\n", n+1)
	return strings.Join(lines[:min(n, len(lines))], "\n")
}

// The standings name each player's club, as the player list does, when
// the event has clubs; without any, the sheet has no empty club column.
func TestStandingsShowClubs(t *testing.T) {
	ev := demoEvent()
	head := i18n.For(i18n.Finnish).T("print.col.club")
	pdf := printed(t, func(w io.Writer) error { return Standings(w, ev, Options{Lang: i18n.Finnish}) })
	if text := pdfText(t, pdf); strings.Contains(text, head) {
		t.Errorf("a club column without clubs:\n%s", firstLines(text, 6))
	}
	clubs := []string{"Tartu Valge Vanker", "Helsingin Shakkiklubi", "Narva Male"}
	for i := range ev.Players {
		ev.Players[i].Club = clubs[i%len(clubs)]
	}
	text := printedText(t, func(w io.Writer) error { return Standings(w, ev, Options{Lang: i18n.Finnish}) })
	// Each row reads its player's name and then his club.
	for _, p := range ev.Players {
		i := strings.Index(text, p.Name)
		if i < 0 || !strings.HasPrefix(strings.TrimLeft(strings.TrimPrefix(strings.TrimLeft(text[i+len(p.Name):], " "),
			i18n.For(i18n.Finnish).T("print.mark.withdrawn")), " "), p.Club) {
			t.Errorf("%s: the club %q does not follow the name", p.Name, p.Club)
		}
	}
	if !strings.Contains(text, head) {
		t.Errorf("no club column head %q", head)
	}
}

// The sheets a club event posts name its game type, as the arbiter chose
// it by the time control or set it, in every language: a rapid event's
// pairing list, standings and crosstable said nothing of rapid, and
// could be taken for a standard event's, whose ratings go to another
// list. An event with neither a control nor a type set names none: the
// type would be assumed, not chosen.
func TestSheetsNameTheGameTypeChosen(t *testing.T) {
	sheets := map[string]func(w io.Writer, ev *tournament.Event, opt Options) error{
		"pairings":   func(w io.Writer, ev *tournament.Event, opt Options) error { return Pairings(w, ev, 1, opt) },
		"standings":  Standings,
		"crosstable": Crosstable,
	}
	type chosen struct{ control, set, want string }
	type sheet struct {
		chosen
		lang i18n.Lang
		name string
	}
	printedSheets := map[sheet][]byte{}
	for _, c := range []chosen{
		{"15+10", "", "rapid"}, {"3+2", "", "blitz"}, {"90+30", "", "standard"}, {"90+30", "rapid", "rapid"},
	} {
		ev := demoEvent()
		ev.Settings.TimeControl, ev.Settings.GameType = c.control, rules.GameType(c.set)
		for _, lang := range i18n.Complete {
			for name, print := range sheets {
				printedSheets[sheet{c, lang, name}] = printed(t, func(w io.Writer) error { return print(w, ev, Options{Lang: lang}) })
			}
		}
	}
	for s, text := range textsOf(t, printedSheets) {
		want := i18n.UpperFirst(i18n.For(s.lang).T("rules.gametype." + s.want))
		if !strings.Contains(firstLines(text, 3), want) {
			t.Errorf("%s, %s, control %s, type %q: %q missing from the heading\n%s", s.lang, s.name, s.control, s.set, want, firstLines(text, 3))
		}
	}
	ev := demoEvent()
	ev.Settings.TimeControl, ev.Settings.GameType = "", ""
	text := printedText(t, func(w io.Writer) error { return Pairings(w, ev, 1, Options{Lang: i18n.English}) })
	for _, g := range []string{"Standard", "Rapid", "Blitz"} {
		if strings.Contains(firstLines(text, 3), g) {
			t.Errorf("no control and no type set, yet the heading says %q:\n%s", g, firstLines(text, 3))
		}
	}
}

// A pairing list of an event where some players have a club and others
// only a federation heads the column as club or federation, since it
// names the federation of a player without a club: under the club's
// heading it told the arbiter EST was Jüri Tamm's club, where the window,
// the standings and the player list say he has none. With a club for
// every player the heading is the club's.
func TestPairingListHeadsClubOrFederationWhereAPlayerHasNoClub(t *testing.T) {
	cat := i18n.For(i18n.Estonian)
	ev := demoEvent()
	for i := range ev.Players {
		if i%2 == 0 {
			ev.Players[i].Club = "SK Tõrva"
		}
	}
	text := printedText(t, func(w io.Writer) error { return Pairings(w, ev, 1, Options{Lang: i18n.Estonian}) })
	if !strings.Contains(text, cat.T("print.col.clubfed")) {
		t.Errorf("clubs for some players, the federation for others: no %q heading\n%s", cat.T("print.col.clubfed"), firstLines(text, 6))
	}
	for i := range ev.Players {
		ev.Players[i].Club = "SK Tõrva"
	}
	text = printedText(t, func(w io.Writer) error { return Pairings(w, ev, 1, Options{Lang: i18n.Estonian}) })
	if strings.Contains(text, cat.T("print.col.clubfed")) || !strings.Contains(text, cat.T("print.col.club")) {
		t.Errorf("a club for every player: headed\n%s", firstLines(text, 6))
	}
}

// TestHeaderTitleTakesTheRoomTheNameLeaves: a page title longer than half
// the line prints whole beside an event's name that leaves it the room,
// on A4 and Letter (the Finnish board results' title, "…, 2. kierros
// kesken", was cut to "2. kierros …" beside a name of less than half).
func TestHeaderTitleTakesTheRoomTheNameLeaves(t *testing.T) {
	ev := demoEvent()
	ev.Settings.Name = "Joukkuepikashakki Õunapuu-Kõrvitsa karikas"
	title := i18n.For(i18n.Finnish).T("teams.print.boards.in-play", "n", 1, "play", 2)
	texts := printedTexts(t, []Options{{Lang: i18n.Finnish, Paper: "A4"}, {Lang: i18n.Finnish, Paper: "Letter"}}, func(w io.Writer, opt Options) error {
		s, err := newSheet(ev, opt)
		if err != nil {
			return err
		}
		s.title = title
		return s.finish(w)
	})
	for opt, text := range texts {
		head := strings.Join(strings.Fields(strings.SplitN(text, "\n", 2)[0]), " ")
		if want := ev.Settings.Name + " " + title; head != want {
			t.Errorf("%s: the header reads %q, not %q", opt.Paper, head, want)
		}
	}
}

// TestHeaderKeepsALongNameAndItsRoundWhole: a Swiss with a long name,
// its standings printed with a round in play, keeps the event's name and
// the heading whole in Finnish and Estonian on A4 and Letter: the
// heading's words after its comma go to the header's second line, which
// names no round on such a sheet ("Kansainvälinen Itämeren Avoin
// Shakkiturnau…" was printed beside "Tilanne 4. kierroksen jälkeen, 5.
// kierros kesken").
func TestHeaderKeepsALongNameAndItsRoundWhole(t *testing.T) {
	ev := demoEvent()
	ev.Settings.Name = "Kansainvälinen Itämeren Avoin Shakkiturnaus 2026 – Rahvusvaheline"
	var opts []Options
	for _, lang := range []i18n.Lang{i18n.Finnish, i18n.Estonian} {
		opts = append(opts, Options{Lang: lang, Paper: "A4"}, Options{Lang: lang, Paper: "Letter"})
	}
	titles := map[i18n.Lang]string{}
	texts := printedTexts(t, opts, func(w io.Writer, opt Options) error {
		s, err := newSheet(ev, opt)
		if err != nil {
			return err
		}
		s.title = i18n.For(opt.Lang).T("print.standings.in-play", "n", 4, "play", 5)
		titles[opt.Lang] = s.title
		return s.finish(w)
	})
	for opt, text := range texts {
		head := strings.Join(strings.Fields(firstLines(text, 4)), " ")
		if !strings.Contains(head, ev.Settings.Name) || strings.Contains(head, "…") {
			t.Errorf("%s %s: the name is not whole in the header %q", opt.Lang, opt.Paper, head)
		}
		for _, word := range strings.Fields(titles[opt.Lang]) {
			if word = strings.TrimSuffix(word, ","); !strings.Contains(head, word) {
				t.Errorf("%s %s: %q of the heading %q is not in the header %q", opt.Lang, opt.Paper, word, titles[opt.Lang], head)
			}
		}
	}
}

// TestEveryPagePrintsALongNameWhole: an event whose name is longer than a
// portrait header's line prints it whole on every page of its sheets, in
// every language on A4 and Letter, wrapped where it must be but never cut
// ("Kansainvälinen Helsingin Shakkiklubin ja Tallinna …" headed the
// Estonian standings, and no line of the page said the rest).
func TestEveryPagePrintsALongNameWhole(t *testing.T) {
	// 104 characters, and the 200 a name may have (input.MaxTextLen).
	long := "Kansainvälinen Helsingin Shakkiklubin ja Tallinna Kalevin ystävyysturnaus Suomenlahden molemmin puolin 2026"
	longest := long + ". Rahvusvaheline Helsingi Maleklubi ja Tallinna Kalevi sõprusturniir mõlemal pool Soome lahte"
	if n := len([]rune(longest)); n != input.MaxTextLen {
		t.Fatalf("the longest name has %d characters, not %d", n, input.MaxTextLen)
	}
	sheets := map[string]func(io.Writer, Options) error{}
	for i, name := range []string{long, longest} {
		ev := demoEvent()
		ev.Settings.Name = name
		all := documents(t, ev, 2)
		for _, doc := range []string{"standings", "earlier", "crosstable", "players", "pairings", "slips", "scoresheets", "blank", "game"} {
			sheets[fmt.Sprint(doc, " ", i)] = all[doc]
		}
	}
	for sheet, texts := range printedSheets(t, inEachLang("A4", "Letter"), sheets) {
		name := strings.Fields(long)
		if strings.HasSuffix(sheet, " 1") {
			name = strings.Fields(longest)
		}
		for opt, text := range texts {
			for n, page := range strings.Split(strings.TrimSuffix(text, "\f"), "\f") {
				if !wordsInTurn(strings.Fields(page), name, 8) {
					t.Errorf("%s %s %s page %d: the name is not whole:\n%s", sheet, opt.Lang, opt.Paper, n+1, firstLines(page, 4))
				}
			}
		}
	}
}

// wordsInTurn is whether want's words stand in words in their order, no
// more than gap other words (a title beside a wrapped name) between two.
func wordsInTurn(words, want []string, gap int) bool {
	for start := range words {
		at, i := start, 0
		for i < len(want) && at < len(words) && at-start <= (i+1)*(gap+1) {
			if words[at] == want[i] {
				i++
			} else if i == 0 {
				break
			}
			at++
		}
		if i == len(want) {
			return true
		}
	}
	return false
}

// A league's sheets, its end left open (arbiter new --end=), gave its first
// day alone in their heading, as a one-day event's: the standings, the
// pairings and the scoresheets say the end is open, in each language.
func TestHeadingSaysALeaguesOpenEnd(t *testing.T) {
	ev := demoEvent()
	ev.Settings.EndDate = ""
	want := map[i18n.Lang]string{i18n.English: "from 20 Nov 2026", i18n.Finnish: "20.11.2026 alkaen", i18n.Estonian: "alates 20.11.2026"}
	sheets := printedSheets(t, inEachLang(), map[string]func(io.Writer, Options) error{
		"standings":   func(w io.Writer, o Options) error { return Standings(w, ev, o) },
		"pairings":    func(w io.Writer, o Options) error { return Pairings(w, ev, 1, o) },
		"scoresheets": func(w io.Writer, o Options) error { return Scoresheets(w, ev, 1, o) },
	})
	for sheet, texts := range sheets {
		for opt, text := range texts {
			if !strings.Contains(text, want[opt.Lang]) {
				t.Errorf("%s, %s: the heading does not say %q:\n%s", sheet, opt.Lang, want[opt.Lang], firstLines(text, 4))
			}
		}
	}
}

// The standings and crosstable printed once the last round is over are
// headed final in every language, where they said "after round 5" of a
// round robin's fifth and last round; printed as they stood after round
// 4 they still say so.
func TestFinalStandingsAndCrosstableArePrintedFinal(t *testing.T) {
	ev := testfield.SixPlayers(t, tournament.WithdrawalAsPlayed, 0)
	texts := printedSheets(t, inEachLang(), map[string]func(io.Writer, Options) error{
		"standings":  func(w io.Writer, opt Options) error { return Standings(w, ev, opt) },
		"crosstable": func(w io.Writer, opt Options) error { return Crosstable(w, ev, opt) },
		"after 4":    func(w io.Writer, opt Options) error { return Standings(w, ev.AfterRound(4), opt) },
	})
	for _, lang := range i18n.Complete {
		cat, opt := i18n.For(lang), Options{Lang: lang}
		for sheet, want := range map[string]string{"standings": cat.T("print.standings.final"),
			"crosstable": cat.T("print.crosstable.final"), "after 4": cat.T("print.standings.after", "n", 4)} {
			if text := texts[sheet][opt]; !strings.Contains(text, want) {
				t.Errorf("%s, %s: %q missing; the sheet says\n%s", lang, sheet, want, firstLines(text, 3))
			}
		}
	}
}

// The file proposed for the standings or crosstable of an event whose
// last round is over is named final, as the sheet is headed
// (FileNameAsNow), where it was "standings-after-5" of the last round as
// of any other.
func TestFinalTablesFilesAreNamedFinal(t *testing.T) {
	p := standings.ProgressOf(testfield.SixPlayers(t, tournament.WithdrawalAsPlayed, 0))
	for _, c := range []struct {
		lang                  i18n.Lang
		standings, crosstable string
	}{
		{i18n.English, "final-standings.pdf", "final-crosstable.pdf"},
		{i18n.Finnish, "lopullinen-tilanne.pdf", "lopullinen-ristitaulukko.pdf"},
		{i18n.Estonian, "lõplik-paremusjärjestus.pdf", "lõplik-turniiritabel.pdf"},
	} {
		for doc, want := range map[string]string{"standings": c.standings, "crosstable": c.crosstable} {
			if got := FileNameAsNow(c.lang, doc, p); got != want {
				t.Errorf("%s, %s: %q, want %q", c.lang, doc, got, want)
			}
		}
	}
}

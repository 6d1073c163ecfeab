package printing

import (
	"arbiter/internal/pdftext"
	"arbiter/internal/testdir"
	"arbiter/tournament/input"
	"arbiter/tournament/replay"
	"arbiter/words"
	"bytes"
	"fmt"
	"io"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"arbiter/i18n"
	"arbiter/tournament"
)

// demoNames cover the letters the fonts must carry: Finnish and Estonian
// diacritics, š and ž, and a name in Cyrillic.
var demoNames = []string{
	"Mäkinen, Jussi", "Tõnisson, Kätlin", "Šmigun, Žanna", "Öhman, Sofia",
	"Müür, Jüri", "Иванов, Сергей", "Virtanen, Aino", "Kask, Priit",
	"Heikkilä, Väinö", "Ojamaa, Tõnu", "Saar, Liis", "Lindqvist, Åsa",
	"Žemaitis, Jonas",
}

// demoEvent is a 13-player round robin (so every round has a free player)
// with seven rounds played, a forfeit, a double forfeit, an adjourned game
// and a player who withdrew after round 7 (half his games played, so he
// stays in the table and his later games are forfeits).
func demoEvent() *tournament.Event {
	ev := &tournament.Event{Settings: tournament.DefaultSettings()}
	// Its player withdrawn after round 7 keeps his games as played, the
	// rule its sheets were laid out for.
	ev.Settings.WithdrawalPolicy = tournament.WithdrawalAsPlayed
	ev.Settings.Name = "Tartu–Helsinki Open 2026 · Ülikooli karikas"
	ev.Settings.Site = "Tartu, Eesti"
	ev.Settings.ChiefArbiter = "Tõnis Kärner"
	ev.Settings.StartDate, ev.Settings.EndDate = "2026-11-20", "2026-11-29"
	ev.Settings.TimeControl = "40/120+30'"
	cats := []tournament.Category{tournament.CandidateMaster, tournament.CategoryI, tournament.CategoryII}
	for i, n := range demoNames {
		ev.Players = append(ev.Players, tournament.Player{
			ID: int64(100 + i), Seat: i + 1, Name: n, Rating: 2300 - 37*i,
			Category: cats[i%len(cats)], Federation: "EST",
		})
	}
	ev.Players[7].WithdrawnAfter = 7
	if err := pairDated(ev); err != nil {
		panic(err)
	}
	playInTurn(ev.Rounds[:7], 0)
	ev.Rounds[1].Pairings[2].Result = tournament.WhiteForfeitWin
	ev.Rounds[2].Pairings[3].Result = tournament.DoubleForfeit
	ev.Rounds[6].Pairings[4].Result = tournament.Adjourned
	return ev
}

// pairDated pairs every round of the round robin ev, round r dated
// 19+r November 2026 (round 1 on the 20th), no result entered.
func pairDated(ev *tournament.Event) error {
	for r := 1; r <= ev.TotalRounds(); r++ {
		round, err := ev.PairRoundRobin(r)
		if err != nil {
			return err
		}
		round.Date = time.Date(2026, 11, 19+r, 0, 0, 0, 0, time.UTC).Format(time.DateOnly)
		ev.Rounds = append(ev.Rounds, round)
	}
	return nil
}

// playInTurn gives every game of rounds, byes aside, White's win, a draw
// or Black's win in turn: board b+1 of rounds[i] the (i+b+shift)-th of
// them, counting round by round.
func playInTurn(rounds []tournament.Round, shift int) {
	results := []tournament.Result{tournament.WhiteWins, tournament.Draw, tournament.BlackWins}
	for i := range rounds {
		for b := range rounds[i].Pairings {
			if pr := &rounds[i].Pairings[b]; !pr.IsBye() {
				pr.Result = results[(i+b+shift)%3]
			}
		}
	}
}

// demoRulings is a rulings log of two entries, one overruled.
func demoRulings() []replay.Ruling {
	at := time.Date(2026, 11, 21, 17, 42, 0, 0, time.UTC)
	return []replay.Ruling{
		{Round: 2, Board: 3, At: at, Incident: "Illegal move: Šmigun played Ke1–g1 through check",
			Ruleset: "FIDE2023", Articles: []string{"7.5.1", "7.5.5"}, Proposed: "*",
			FinalNotes: "Two minutes added to Virtanen, Aino's clock."},
		{Round: 5, Board: 1, At: at.AddDate(0, 0, 3), Incident: "Game started with wrong colours after 4 moves",
			Ruleset: "FIDE2023", Articles: []string{"7.3"}, Proposed: "*", Overruled: true,
			Reason: "wrong colour noticed after 12 moves; the game continues as the regulations say"},
	}
}

// gameNames lists the players who have a game (not a bye) in a round.
func gameNames(ev *tournament.Event, round int) []string {
	var names []string
	for _, pr := range ev.Rounds[round-1].Pairings {
		if !pr.IsBye() {
			w, _ := ev.Player(pr.White)
			b, _ := ev.Player(pr.Black)
			names = append(names, w.Name, b.Name)
		}
	}
	return names
}

// pdfText extracts the text of a PDF with pdftotext, skipping the test
// when poppler is not installed.
func pdfText(t *testing.T, pdf []byte) string { return pdftext.Text(t, pdf) }

// papers are the paper sizes every sheet is printed on.
var papers = []string{"A4", "Letter"}

// eachLangAndPaper calls test once for each complete language on each of
// the papers.
func eachLangAndPaper(test func(lang i18n.Lang, paper string)) {
	for _, lang := range i18n.Complete {
		for _, paper := range papers {
			test(lang, paper)
		}
	}
}

// boxesOnEachPaper prints a sheet in each complete language on each of
// the papers, has the sheets read together for their words' boxes, and
// calls test with each one's page sizes and words by page.
func boxesOnEachPaper(t *testing.T, print func(io.Writer, Options) error, test func(lang i18n.Lang, paper string, sizes [][2]float64, pages [][]pdftext.Word)) {
	t.Helper()
	pdfs := map[Options][]byte{}
	for _, opt := range inEachLang(papers...) {
		pdfs[opt] = printed(t, func(w io.Writer) error { return print(w, opt) })
	}
	readTogether(t, pdftext.BBox, pdfs)
	eachLangAndPaper(func(lang i18n.Lang, paper string) {
		sizes, pages := pdftext.Boxes(t, pdfs[Options{Lang: lang, Paper: paper}])
		test(lang, paper, sizes, pages)
	})
}

// printed is the document print writes; a document that does not print
// fails the test.
func printed(t *testing.T, print func(io.Writer) error) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := print(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// printedText is the text of the document print writes; a document that
// does not print fails the test.
func printedText(t *testing.T, print func(io.Writer) error) string {
	t.Helper()
	return pdfText(t, printed(t, print))
}

// textsOf is the text of each sheet a test printed, under the test's own
// key for it (its language, its language and paper…). The sheets are read
// together (pdftext.Texts): read one by one, a pdftotext process each,
// their reading cost the package more than their printing.
func textsOf[K comparable](t *testing.T, sheets map[K][]byte) map[K]string {
	t.Helper()
	keys := make([]K, 0, len(sheets))
	pdfs := make([][]byte, 0, len(sheets))
	for k, pdf := range sheets {
		keys = append(keys, k)
		pdfs = append(pdfs, pdf)
	}
	texts := map[K]string{}
	for i, text := range pdftext.Texts(t, pdfs...) {
		texts[keys[i]] = text
	}
	return texts
}

// readTogether has the sheets a test printed read together in the ways
// it reads them (pdftext.ReadTogether), for a test that reads their
// words' boxes as well as, or instead of, their text.
func readTogether[K comparable](t *testing.T, ways pdftext.Ways, sheets map[K][]byte) {
	t.Helper()
	pdftext.ReadTogether(t, ways, slices.Collect(maps.Values(sheets))...)
}

// printedInEachLang is the document print writes in each complete
// language, by its language; one that does not print fails the test.
func printedInEachLang(t *testing.T, print func(io.Writer, Options) error) map[i18n.Lang][]byte {
	t.Helper()
	pdfs := map[i18n.Lang][]byte{}
	for _, lang := range i18n.Complete {
		pdfs[lang] = printed(t, func(w io.Writer) error { return print(w, Options{Lang: lang}) })
	}
	return pdfs
}

// inEachLang is the options of a sheet in each complete language, on each
// of papers where they are given.
func inEachLang(papers ...string) []Options {
	var opts []Options
	for _, lang := range i18n.Complete {
		if len(papers) == 0 {
			opts = append(opts, Options{Lang: lang})
		}
		for _, paper := range papers {
			opts = append(opts, Options{Lang: lang, Paper: paper})
		}
	}
	return opts
}

// printedTexts is the text of the sheet print writes with each of opts,
// by its options, the sheets read together (textsOf); a sheet that does
// not print fails the test.
func printedTexts(t *testing.T, opts []Options, print func(io.Writer, Options) error) map[Options]string {
	t.Helper()
	return printedSheets(t, opts, map[string]func(io.Writer, Options) error{"": print})[""]
}

// printedSheets is printedTexts of each of the named sheets, all read
// together: the text of each by its name and its options.
func printedSheets(t *testing.T, opts []Options, sheets map[string]func(io.Writer, Options) error) map[string]map[Options]string {
	t.Helper()
	type sheet struct {
		name string
		opt  Options
	}
	pdfs := map[sheet][]byte{}
	for name, print := range sheets {
		for _, opt := range opts {
			pdfs[sheet{name, opt}] = printed(t, func(w io.Writer) error { return print(w, opt) })
		}
	}
	texts := map[string]map[Options]string{}
	for s, text := range textsOf(t, pdfs) {
		if texts[s.name] == nil {
			texts[s.name] = map[Options]string{}
		}
		texts[s.name][s.opt] = text
	}
	return texts
}

// flatText is a PDF's text with its runs of blanks, line ends among them,
// made one space.
func flatText(t *testing.T, pdf []byte) string {
	t.Helper()
	return input.Collapse(pdfText(t, pdf))
}

// savePNG writes the PDF and renders the given page to
// $ARBITER_PRINT_PNG/print-NAME.png when that variable names a folder, for
// looking at the sheets.
func savePNG(t *testing.T, name string, pdf []byte, page int) {
	dir := os.Getenv("ARBITER_PRINT_PNG")
	if dir == "" {
		return
	}
	in := testdir.Write(t, filepath.Join(dir, "print-"+name+".pdf"), pdf)
	p := fmt.Sprint(page)
	out := filepath.Join(dir, "print-"+name)
	if err := exec.Command("pdftoppm", "-r", "60", "-png", "-singlefile", "-f", p, "-l", p, in, out).Run(); err != nil {
		t.Fatalf("pdftoppm: %v", err)
	}
}

// demoGame is a Ruy Lopez from board 1 of round 1 with clock times and a
// draw offer, castling written king-to-rook as game records keep it.
func demoGame() *replay.GameRecord {
	uci := strings.Fields("e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1h1 f8e7 f1e1 b7b5 a4b3 d7d6 " +
		"c2c3 e8h8 h2h3 c6b8 d2d4 b8d7 b1d2 c8b7 b3c2 f8e8 d2f1 e7f8 f1g3 g7g6 a2a4 c7c5 " +
		"d4d5 c5c4 c1g5 h7h6 g5e3 d8c7 d1d2 a8c8")
	rec := &replay.GameRecord{Round: 1, Board: 1, Result: tournament.Draw}
	left := [2]time.Duration{2 * time.Hour, 2 * time.Hour}
	for i, u := range uci {
		left[i%2] -= time.Duration(40+i*7%90) * time.Second
		rec.Moves = append(rec.Moves, replay.RecordedMove{
			Ply: i + 1, UCI: u, Clock: left[i%2], HasClock: true, DrawOffer: i == 36,
		})
	}
	return rec
}

func TestDocuments(t *testing.T) {
	ev := demoEvent()
	game := demoGame()
	adj, err := AdjournmentFromGame(ev, game, nil)
	if err != nil {
		t.Fatal(err)
	}
	adj.WhiteUsed, adj.BlackUsed, adj.HasTimes = 95*time.Minute, 101*time.Minute+30*time.Second, true
	adj.ResumeAt, adj.ResumePlace = "2026-11-23 10:00", "Tartu, Ülikooli 18"
	// The same games read as a seven-round Swiss.
	swiss := demoEvent()
	swiss.Settings.System, swiss.Rounds = tournament.SwissDutch, swiss.Rounds[:7]
	// Standings are after the last completed round: with round 7's
	// adjourned game finished they are after round 7, so they show the
	// withdrawal after it.
	swiss.Rounds[6].Pairings[4].Result = tournament.Draw
	finished := demoEvent()
	finished.Rounds[6].Pairings[4].Result = tournament.Draw
	for r := range swiss.Rounds {
		last := &swiss.Rounds[r].Pairings[len(swiss.Rounds[r].Pairings)-1]
		last.Bye = tournament.ByePairingAllocated
	}
	first := swiss.Rounds[0].Pairings[0]
	firstW, _ := swiss.Player(first.White)
	firstB, _ := swiss.Player(first.Black)
	swissCells := []string{fmt.Sprintf("%d{w}1", firstB.Seat), fmt.Sprintf("%d{b}0", firstW.Seat), "–1 ", "Kask, Priit {wd}"}
	pair1 := ev.Rounds[0].Pairings[0]
	white1, _ := ev.Player(pair1.White)
	tests := []struct {
		name  string
		page  int
		make  func(w io.Writer, opt Options) error
		wants []string
	}{
		{"pairings", 1, func(w io.Writer, opt Options) error { return Pairings(w, ev, 3, opt) },
			append([]string{"½–½", "− : −"}, demoNames...)},
		{"pairings-next", 1, func(w io.Writer, opt Options) error { return Pairings(w, ev, 8, opt) },
			demoNames},
		{"slips", 1, func(w io.Writer, opt Options) error { return Slips(w, ev, 3, opt) },
			append([]string{"1–0", "Tartu–Helsinki"}, gameNames(ev, 3)...)},
		{"scoresheets", 1, func(w io.Writer, opt Options) error { return Scoresheets(w, ev, 2, opt) },
			[]string{white1.Name, "Tartu–Helsinki"}},
		{"scoresheet-blank", 1, func(w io.Writer, opt Options) error { return BlankScoresheet(w, ev, opt) },
			[]string{"60", "Tõnis Kärner"}},
		{"schedule", 1, func(w io.Writer, opt Options) error { return Schedule(w, ev, opt) },
			demoNames},
		{"crosstable", 1, func(w io.Writer, opt Options) error { return Crosstable(w, ev, opt) },
			append([]string{"Kask, Priit {wd}", "+"}, demoNames...)},
		{"crosstable-swiss", 1, func(w io.Writer, opt Options) error { return Crosstable(w, swiss, opt) },
			append(swissCells, demoNames...)},
		{"standings", 1, func(w io.Writer, opt Options) error { return Standings(w, finished, opt) },
			append([]string{"Kask, Priit {wd}"}, demoNames...)},
		{"report", 1, func(w io.Writer, opt Options) error {
			return ArbiterReport(w, ev, demoRulings(), tournament.RatingOptions{}, opt)
		},
			append([]string{"7.5.1", "Virtanen, Aino", "Tõnis Kärner", "wrong colour"}, demoNames...)},
		{"envelope", 1, func(w io.Writer, opt Options) error { return Envelope(w, adjournedAt(ev, 1, 1), adj, opt) },
			[]string{white1.Name, "1:41:30", "Ülikooli 18"}},
	}
	type sheet struct {
		name string
		lang i18n.Lang
	}
	pdfs := map[sheet][]byte{}
	for _, tt := range tests {
		for _, lang := range i18n.Complete {
			pdfs[sheet{tt.name, lang}] = printed(t, func(w io.Writer) error { return tt.make(w, Options{Lang: lang}) })
		}
	}
	texts := textsOf(t, pdfs)
	for _, tt := range tests {
		for _, lang := range i18n.Complete {
			t.Run(tt.name+"/"+string(lang), func(t *testing.T) {
				pdf, text := pdfs[sheet{tt.name, lang}], texts[sheet{tt.name, lang}]
				// {w} and {b} stand for the language's colour letters,
				// {wd} for its mark of a withdrawn player.
				cat := i18n.For(lang)
				colours := strings.NewReplacer("{w}", cat.T("print.colour.w"), "{b}", cat.T("print.colour.b"),
					"{wd}", cat.T("print.mark.withdrawn"))
				for _, want := range tt.wants {
					want = colours.Replace(want)
					if !strings.Contains(text, want) {
						t.Errorf("%q missing from the %s text", want, lang)
					}
				}
				if lang == i18n.English {
					savePNG(t, tt.name, pdf, tt.page)
				}
			})
		}
	}
}

// A sheet printed again after a correction is told from the one it
// replaces: every page's foot says which change of the event's history it
// shows and when that change was made. The standings after round 4
// printed before and after a result was corrected were the same sheet by
// every word but the figures.
func TestSheetsSayTheStateTheyShow(t *testing.T) {
	ev := demoEvent()
	at := time.Date(2026, 12, 6, 5, 6, 0, 0, time.Local)
	for _, l := range []i18n.Lang{i18n.English, i18n.Finnish, i18n.Estonian} {
		cat := i18n.For(l)
		var plain, stamped bytes.Buffer
		if err := Standings(&plain, ev, Options{Lang: l}); err != nil {
			t.Fatal(err)
		}
		if err := Standings(&stamped, ev, Options{Lang: l, State: State{Change: 45, At: at}}); err != nil {
			t.Fatal(err)
		}
		want := cat.T("print.state", "n", 45, "date", words.Date(cat, "2026-12-06"), "time", words.ClockTime(cat, "05:06"))
		if got := pdfText(t, stamped.Bytes()); !strings.Contains(got, want) {
			t.Errorf("%s: the foot does not say %q:\n%s", l, want, got)
		}
		if strings.Contains(pdfText(t, plain.Bytes()), want) {
			t.Errorf("%s: a sheet given no state says one", l)
		}
	}
}

// textInEachLang prints the sheet print writes in each complete language,
// in i18n.Complete's order, and gives check each language, its catalogue
// and the sheet's text.
func textInEachLang(t *testing.T, print func(io.Writer, Options) error, check func(lang i18n.Lang, cat *i18n.Catalog, text string)) {
	t.Helper()
	texts := printedTexts(t, inEachLang(), print)
	for _, lang := range i18n.Complete {
		check(lang, i18n.For(lang), texts[Options{Lang: lang}])
	}
}

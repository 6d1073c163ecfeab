package printing

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/internal/pdftext"
	"arbiter/internal/testevent"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/norms"
	"arbiter/tournament/replay"
)

// documents makes every document of an event; round is the round the
// per-round sheets print.
func documents(t *testing.T, ev *tournament.Event, round int) map[string]func(io.Writer, Options) error {
	t.Helper()
	game, rulings := demoGame(), deskRulings()
	game.Incidents = []replay.Incident{{Ply: 3, Kind: "illegal-move", Side: "white", Note: "e1-g1"},
		{Ply: 4, Kind: "clock-adjusted", Side: "black", Note: "+2:00"}}
	game.Rulings = []replay.Ruling{{Round: 1, Board: 1, Incident: "illegal-move", Ruleset: "FIDE2023", Articles: []string{"7.5.1", "7.5.5"},
		Proposed: "*", Ply: 3, Side: "white", Detail: "clock-without-move", Added: [2]time.Duration{0, time.Minute}, Tally: replay.TallyIllegalMove}}
	adj, err := AdjournmentFromGame(ev, game, nil)
	if err != nil {
		t.Fatal(err)
	}
	adj.AdjournedAt, adj.ResumeAt = "2026-11-22 22:05", "2026-11-23T10:00"
	docs := map[string]func(io.Writer, Options) error{
		"pairings":    func(w io.Writer, o Options) error { return Pairings(w, ev, round, o) },
		"slips":       func(w io.Writer, o Options) error { return Slips(w, ev, round, o) },
		"scoresheets": func(w io.Writer, o Options) error { return Scoresheets(w, ev, round, o) },
		"pack":        func(w io.Writer, o Options) error { return RoundPack(w, ev, round, o) },
		"blank":       func(w io.Writer, o Options) error { return BlankScoresheet(w, ev, o) },
		"game":        func(w io.Writer, o Options) error { return GameScoresheet(w, ev, game, 0, o) },
		"players":     func(w io.Writer, o Options) error { return PlayerList(w, ev, o) },
		"crosstable":  func(w io.Writer, o Options) error { return Crosstable(w, ev, o) },
		"standings":   func(w io.Writer, o Options) error { return Standings(w, ev, o) },
		"earlier":     func(w io.Writer, o Options) error { return Standings(w, ev.AfterRound(2), o) },
		"envelope":    func(w io.Writer, o Options) error { return Envelope(w, adjournedAt(ev, 1, 1), adj, o) },
		"blank-env":   func(w io.Writer, o Options) error { return BlankEnvelope(w, adjournedAt(ev, 1, 1), 1, 1, o) },
		"report": func(w io.Writer, o Options) error {
			return ArbiterReport(w, ev, rulings, tournament.RatingOptions{}, o)
		},
	}
	docs["ratings"] = func(w io.Writer, o Options) error { return Ratings(w, ev, tournament.RatingOptions{}, o) }
	docs["norm-forecast"] = func(w io.Writer, o Options) error { return NormForecast(w, ev, tournament.RatingOptions{}, o) }
	// The 1953 report and the title norms' certificates, where the event
	// gives them (norms.Scope); else the sheet is refused, saying why.
	scope := norms.ScopeOf(ev)
	if scope.Categories == nil {
		rep := normsOf(t, ev)
		docs["norms"] = func(w io.Writer, o Options) error { return Norms(w, ev, rep, o) }
	}
	if scope.Titles == nil {
		docs["certificates"] = func(w io.Writer, o Options) error {
			if err := NormCertificates(w, ev, tournament.RatingOptions{}, o); err != errNoNorm && err != errNoNormYet {
				return err
			}
			return nil
		}
	}
	if ev.Settings.System != tournament.SwissDutch {
		docs["schedule"] = func(w io.Writer, o Options) error { return Schedule(w, ev, o) }
	}
	return docs
}

// TestNoIdentifiersOnPaper scans the text of every document of a
// 150-player Swiss and of a round robin, in every language on A4 and
// Letter, for catalogue keys, stored identifiers, ISO dates and unfilled
// placeholders, and checks that no page header prints its title against
// the event's name.
func TestNoIdentifiersOnPaper(t *testing.T) {
	events := map[string]*tournament.Event{"swiss150": swiss150(t), "round-robin": demoEvent(), "norm event": testevent.Norm(t)}
	for name, ev := range events {
		docs := documents(t, ev, 3)
		// 75 boards of scoresheets repeat one sheet; the round robin's
		// pack and scoresheets are read.
		if name == "swiss150" {
			delete(docs, "pack")
			delete(docs, "scoresheets")
		}
		eachSheetPrinted(t, name, docs, func(t *testing.T, doc string, lang i18n.Lang, paper string, pdf []byte) {
			text := pdfText(t, pdf)
			if bad := identifiers(text); len(bad) > 0 {
				t.Errorf("%s %s %s %s: %v", name, doc, lang, paper, bad)
			}
			if cut := cutText.FindAllString(text, 3); len(cut) > 0 {
				t.Errorf("%s %s %s %s: text cut short: %q", name, doc, lang, paper, cut)
			}
			if page := signaturesAlone(i18n.For(lang), ev, text); page > 0 {
				t.Errorf("%s %s %s %s: page %d holds nothing but the signatures", name, doc, lang, paper, page)
			}
			for i, words := range pdftext.Words(t, pdf) {
				if clash := headerClash(ev.Settings.Name, words); clash != "" {
					t.Errorf("%s %s %s %s page %d: %s", name, doc, lang, paper, i+1, clash)
				}
			}
		})
	}
}

// eachSheetPrinted prints each of docs in each language on each paper,
// and hands test the PDF in a subtest name/doc for each document. The
// sheets are printed side by side and read back by poppler together
// (pdftext.ReadTogether): read one by one, a process each, they cost the
// package more than printing them. A document that does not print fails
// its subtest; one that prints nothing (no norm made: no certificate) is
// passed over.
func eachSheetPrinted(t *testing.T, name string, docs map[string]func(io.Writer, Options) error, test func(t *testing.T, doc string, lang i18n.Lang, paper string, pdf []byte)) {
	type sheet struct {
		lang  i18n.Lang
		paper string
		pdf   []byte
		err   error
	}
	sheets := map[string][]*sheet{}
	var printing sync.WaitGroup
	for doc, make := range docs {
		eachLangAndPaper(func(lang i18n.Lang, paper string) {
			s := &sheet{lang: lang, paper: paper}
			sheets[doc] = append(sheets[doc], s)
			printing.Go(func() {
				var buf bytes.Buffer
				s.err = make(&buf, Options{Lang: lang, Paper: paper})
				s.pdf = buf.Bytes()
			})
		})
	}
	printing.Wait()
	var pdfs [][]byte
	for _, each := range sheets {
		for _, s := range each {
			if s.err == nil && len(s.pdf) > 0 {
				pdfs = append(pdfs, s.pdf)
			}
		}
	}
	pdftext.ReadTogether(t, pdftext.Layout|pdftext.BBox, pdfs...)
	for doc, each := range sheets {
		t.Run(name+"/"+doc, func(t *testing.T) {
			t.Parallel()
			for _, s := range each {
				if s.err != nil {
					t.Fatalf("%s %s %s %s: %v", name, doc, s.lang, s.paper, s.err)
				}
				if len(s.pdf) > 0 {
					test(t, doc, s.lang, s.paper, s.pdf)
				}
			}
		})
	}
}

// TestSlipsPerPage: five result slips a page on A4 and on Letter, each
// with the players' numbers and the forfeit boxes.
func TestSlipsPerPage(t *testing.T) {
	ev := swiss150(t)
	games := 0
	for _, pr := range ev.Rounds[0].Pairings {
		if !pr.IsBye() {
			games++
		}
	}
	for _, paper := range papers {
		text := printedText(t, func(w io.Writer) error { return Slips(w, ev, 1, Options{Lang: i18n.English, Paper: paper}) })
		pages := strings.Split(strings.TrimSuffix(text, "\f"), "\f")
		if want := (games + slipsPerPage - 1) / slipsPerPage; len(pages) != want {
			t.Errorf("%s: %d pages for %d slips, want %d", paper, len(pages), games, want)
		}
		if n := strings.Count(strings.ReplaceAll(pages[0], " ", ""), "+:−"); n != slipsPerPage {
			t.Errorf("%s: %d forfeit boxes on the first page, want %d", paper, n, slipsPerPage)
		}
		pr := ev.Rounds[0].Pairings[0]
		if want := fmt.Sprintf("%d. %s", ev.StartNumbers()[pr.White], mustPlayer(ev, pr.White).Name); !strings.Contains(pages[0], want) {
			t.Errorf("%s: %q missing from the first slip", paper, want)
		}
	}
}

// blockWriter records what is written to it, one write at a time, and
// what the temporary folder tmp holds at the first.
type blockWriter struct {
	all      bytes.Buffer
	largest  int
	nWritten int
	tmp      string
	kept     int64 // bytes in tmp's files at the first write
}

func (w *blockWriter) Write(b []byte) (int, error) {
	if w.nWritten == 0 {
		files, _ := os.ReadDir(w.tmp)
		for _, f := range files {
			if info, err := f.Info(); err == nil {
				w.kept += info.Size()
			}
		}
	}
	w.nWritten++
	w.largest = max(w.largest, len(b))
	return w.all.Write(b)
}

// TestRoundPackWrittenAsMade: a large round pack goes to its writer in
// blocks as it is made, not held whole and written at its end (a
// 1,000-board pack peaked at over 100 MB so); its finished pages wait for
// the page count in a temporary file, not in memory, removed once the
// pack is written; and the blocks make the whole document.
func TestRoundPackWrittenAsMade(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	t.Setenv("TMP", tmp) // Windows
	ev := bigRound()
	ev.Rounds[0].Pairings = ev.Rounds[0].Pairings[:40]
	w := blockWriter{tmp: tmp}
	if err := RoundPack(&w, ev, 1, Options{Lang: i18n.English}); err != nil {
		t.Fatal(err)
	}
	size := w.all.Len()
	if w.nWritten < 4 || w.largest > size/4 {
		t.Errorf("%d writes, the largest %d bytes of %d: the pack was held whole", w.nWritten, w.largest, size)
	}
	if w.kept < int64(size)/2 {
		t.Errorf("%d bytes of pages kept in a temporary file, of a %d-byte pack", w.kept, size)
	}
	if left, _ := os.ReadDir(tmp); len(left) > 0 {
		t.Errorf("%s left behind", left[0].Name())
	}
	text := pdfText(t, w.all.Bytes())
	if n := PageCount(w.all.Bytes()); n < 80 || strings.Count(text, "\f") != n {
		t.Errorf("%d pages, %d in the text: the pack is not whole", n, strings.Count(text, "\f"))
	}
}

// TestRoundPackCollated: the round pack prints a board's two scoresheets
// one after the other and ends with the standings before the round.
func TestRoundPackCollated(t *testing.T) {
	ev := demoEvent()
	pdf := printed(t, func(w io.Writer) error { return RoundPack(w, ev, 3, Options{Lang: i18n.English}) })
	pages := strings.Split(strings.TrimSuffix(pdfText(t, pdf), "\f"), "\f")
	var boards []string
	for _, page := range pages {
		if strings.Contains(page, "Scoresheet") {
			f := strings.Fields(page[strings.Index(page, "Round  "):])
			boards = append(boards, strings.Join(f[:4], " "))
		}
	}
	games := len(gameNames(ev, 3)) / 2
	if len(boards) != 2*games {
		t.Fatalf("%d scoresheets, want %d", len(boards), 2*games)
	}
	for i := 0; i < len(boards); i += 2 {
		if boards[i] != boards[i+1] {
			t.Errorf("scoresheets %d and %d are of different boards: %q, %q", i+1, i+2, boards[i], boards[i+1])
		}
	}
	if last := pages[len(pages)-1]; !strings.Contains(last, "Standings after round 2") {
		t.Errorf("the pack does not end with the standings after round 2:\n%s", firstLines(last, 3))
	}
}

// TestNormsWarnings: the norms report says when it is provisional; an
// event not played under the 1953 code has none, and says why (its
// report said its norms were for information only, the venue's pages
// gave none).
func TestNormsWarnings(t *testing.T) {
	ev := demoEvent() // 7 of 13 rounds played, FIDE 2023
	if _, err := norms.ForEvent(ev); err == nil || !strings.Contains(i18n.For(i18n.English).Error(err), "Not under the 1953 code") {
		t.Errorf("the 1953 report of an event under the FIDE Laws: %v", err)
	}
	ev.Settings.Ruleset = rules.USSR1953
	rep := normsOf(t, ev)
	textInEachLang(t, func(w io.Writer, opt Options) error { return Norms(w, ev, rep, opt) }, func(lang i18n.Lang, cat *i18n.Catalog, text string) {
		if want := cat.T("print.norms.provisional", "done", ev.CompletedRounds(), "total", 13); !strings.Contains(input.Collapse(text), want) {
			t.Errorf("%s: %q missing", lang, want)
		}
	})
}

// mm is a millimetre in the points pdftotext measures in.
const mm = 72 / 25.4

// headerClash says how a page header collides: the page title nearer
// than 3 mm to the event's name on the first line, or two words of the
// header overlapping. The name is found as its words in order, the last
// one perhaps shortened with an ellipsis.
func headerClash(name string, words []pdftext.Word) string {
	var head, first []pdftext.Word
	for _, w := range words {
		if w.YMax < (margin+12.5)*mm {
			head = append(head, w)
			if w.YMin < (margin+6.5)*mm {
				first = append(first, w)
			}
		}
	}
	for i, a := range head {
		for _, b := range head[i+1:] {
			if a.XMin < b.XMax && b.XMin < a.XMax && a.YMin < b.YMax && b.YMin < a.YMax {
				return fmt.Sprintf("%q overlaps %q", a.Text, b.Text)
			}
		}
	}
	if len(first) == 0 {
		return ""
	}
	sort.Slice(first, func(i, j int) bool { return first[i].XMin < first[j].XMin })
	n := 0
	for _, f := range strings.Fields(name) {
		if n == len(first) {
			break
		}
		w := first[n].Text
		if w != f && !(strings.HasSuffix(w, "…") && strings.HasPrefix(f, strings.TrimSuffix(w, "…"))) {
			return fmt.Sprintf("the event's name is not printed as it is: %q where %q is", w, f)
		}
		n++
		if w != f {
			break
		}
	}
	if n < len(first) {
		if gap := (first[n].XMin - first[n-1].XMax) / mm; gap < 3 {
			return fmt.Sprintf("the title %q is %.1f mm from the event's name", first[n].Text, gap)
		}
	}
	return ""
}

// signaturesAlone is the number of a page that holds only the page
// header, the signature lines of a report and the footer; 0 when none does.
func signaturesAlone(cat *i18n.Catalog, ev *tournament.Event, text string) int {
	labels := []string{cat.T("print.report.signature", "name", ev.Settings.ChiefArbiter), cat.T("print.report.date"),
		cat.T("print.certificate.officer")}
	for i, page := range strings.Split(strings.TrimSuffix(text, "\f"), "\f") {
		lines := strings.Split(strings.TrimSpace(page), "\n")
		if len(lines) < 3 {
			continue
		}
		signed, other := false, false
		for _, l := range lines[2 : len(lines)-1] { // header and footer left out
			for _, label := range labels {
				if strings.Contains(l, label) {
					signed = true
					l = strings.ReplaceAll(l, label, "")
				}
			}
			other = other || strings.TrimSpace(l) != ""
		}
		if signed && !other {
			return i + 1
		}
	}
	return 0
}

// cutText is a text shortened with an ellipsis for want of room (a move
// number "6…" is no cut); the test events' names and heads all fit.
var cutText = regexp.MustCompile(`[^\s\d]…|\d[–-]\d*…`)

// TestRoundPackParts: a pack of the parts chosen holds those alone, in
// the pack's order; a part it does not have is refused.
func TestRoundPackParts(t *testing.T) {
	ev := demoEvent()
	cat := i18n.For(i18n.English)
	pdf := printed(t, func(w io.Writer) error {
		return RoundPackOf(w, ev, 3, []string{"standings", "slips"}, Options{Lang: i18n.English})
	})
	text := pdfText(t, pdf)
	slips, standings := strings.Index(text, cat.T("print.slips.forfeits")), strings.Index(text, cat.T("print.standings.after", "n", 2))
	if slips < 0 || standings < slips {
		t.Errorf("slips at %d, standings at %d: want both, the slips first", slips, standings)
	}
	testtext.SaysNone(t, "the pack of the sheets chosen", text, cat.T("print.pairings.title"), cat.T("print.scoresheet.title"))
	var ke *engine.Message
	if err := RoundPackOf(io.Discard, ev, 3, []string{"envelopes"}, Options{}); !errors.As(err, &ke) || ke.Key != "print.error.pack-part" {
		t.Errorf("an unknown part: %v", err)
	}
}

// TestSameDocumentSameBytes: one document printed twice is the same file
// but for its date stamps: the fonts were written in the order of a Go map,
// so two prints of one pack differed at random.
func TestSameDocumentSameBytes(t *testing.T) {
	ev := demoEvent()
	stamp := regexp.MustCompile(`/(CreationDate|ModDate) \([^)]*\)`)
	var first []byte
	for i := range 8 {
		pdf := printed(t, func(w io.Writer) error { return RoundPack(w, ev, 1, Options{Lang: i18n.English}) })
		got := stamp.ReplaceAll(pdf, nil)
		if i == 0 {
			first = got
		} else if !bytes.Equal(got, first) {
			t.Fatalf("print %d differs from the first", i+1)
		}
	}
}

package printing

import (
	"errors"
	"image"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	_ "image/png"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/internal/pdftext"
	"arbiter/internal/testdir"
	"arbiter/internal/testevent"
	"arbiter/internal/testqr"
)

// The pairing list and the standings carry the venue pages' address
// with a QR code that reads back as that address; a bad address is
// refused before anything is printed.
func TestPairingsAndStandingsPrintTheVenueAddress(t *testing.T) {
	const addr = "http://192.168.1.20:8080/"
	ev := demoEvent()
	for name, doc := range map[string]func(io.Writer, Options) error{
		"pairings":  func(b io.Writer, o Options) error { return Pairings(b, ev, 1, o) },
		"standings": func(b io.Writer, o Options) error { return Standings(b, ev, o) },
	} {
		t.Run(name, func(t *testing.T) {
			pdf := printed(t, func(w io.Writer) error { return doc(w, Options{Lang: i18n.Finnish, Address: addr}) })
			text := pdfText(t, pdf)
			if !strings.Contains(text, addr) || !strings.Contains(text, "puhelimessasi") {
				t.Errorf("the address and its line are not on the sheet:\n%s", text)
			}
			if got := qrOnSheet(t, pdf); got != addr {
				t.Errorf("the printed QR code reads %q", got)
			}
			if strings.Contains(printedText(t, func(w io.Writer) error { return doc(w, Options{}) }), "phone") {
				t.Error("an address line without an address")
			}
			var pe *engine.Message
			if err := doc(io.Discard, Options{Address: "javascript:alert(1)"}); !errors.As(err, &pe) || pe.Key != "print.error.address" {
				t.Errorf("a script address: %v", err)
			}
		})
	}
}

// qrOnSheet extracts the images of a PDF (poppler's pdfimages) and reads
// the QR code among them.
func qrOnSheet(t *testing.T, pdf []byte) string {
	t.Helper()
	dir := t.TempDir()
	in := testdir.Write(t, filepath.Join(dir, "sheet.pdf"), pdf)
	if out, err := exec.Command("pdfimages", "-png", in, filepath.Join(dir, "img")).CombinedOutput(); err != nil {
		t.Fatalf("pdfimages: %v %s", err, out)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "img-*.png"))
	for _, f := range files {
		r, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		img, _, err := image.Decode(r)
		r.Close()
		if err != nil {
			continue
		}
		if text, err := testqr.Read(img); err == nil {
			return text
		}
	}
	return ""
}

// TestLandscapePairingsKeepTheirFooterAndTheAddressItsCompany: a pairing
// list turned landscape by a long name keeps its footer on every page
// (the landscape page's was written below its foot, off the paper), and
// the venue address goes under the boards when it fits there, else under
// the list by name, never on a sheet of its own (a 40-player round's was).
func TestLandscapePairingsKeepTheirFooterAndTheAddressItsCompany(t *testing.T) {
	const addr = "http://192.0.2.1:8080/"
	type sheet struct {
		players int
		lang    i18n.Lang
	}
	fields := []int{30, 40}
	pdfs := map[sheet][]byte{}
	for _, n := range fields {
		ev := testevent.Swiss(t, n, 2, true)
		for _, lang := range i18n.Complete {
			pdfs[sheet{n, lang}] = printed(t, func(w io.Writer) error { return Pairings(w, ev, 3, Options{Lang: lang, Address: addr}) })
		}
	}
	readTogether(t, pdftext.Layout|pdftext.BBox, pdfs)
	for _, n := range fields {
		for _, lang := range i18n.Complete {
			pdf := pdfs[sheet{n, lang}]
			if sz := pdftext.Sizes(t, pdf); len(sz) == 0 || sz[0][0] < sz[0][1] {
				t.Fatalf("%d players, %s: the first page is not landscape: %v", n, lang, sz)
			}
			pages := strings.Split(strings.TrimRight(pdfText(t, pdf), "\f\n"), "\f")
			cat := i18n.For(lang)
			for i, page := range pages {
				if footer := cat.T("print.page", "n", i+1, "total", len(pages)); !strings.Contains(page, footer) {
					t.Errorf("%d players, %s: page %d has no footer %q:\n%s", n, lang, i+1, footer, page)
				}
				if strings.Contains(page, addr) && strings.Count(page, "\n") < 12 {
					t.Errorf("%d players, %s: the address is on page %d of its own:\n%s", n, lang, i+1, page)
				}
			}
		}
	}
}

// TestTurnedPagesHeaderSpansThePage: when the pairing list turns
// landscape (a long name) and the list by name after it turns back to
// portrait, each page's header is laid out on that page's own width: its
// title and round end at the page's right margin. They were set on the
// width of the page before, short of the landscape page's edge and off
// the portrait page's, so the list by name did not say its round.
func TestTurnedPagesHeaderSpansThePage(t *testing.T) {
	ev := testevent.Swiss(t, 40, 2, true)
	boxesOnEachPaper(t, func(w io.Writer, opt Options) error { return Pairings(w, ev, 3, opt) }, func(lang i18n.Lang, paper string, sizes [][2]float64, pages [][]pdftext.Word) {
		if len(sizes) < 2 || sizes[0][0] < sizes[0][1] || sizes[len(sizes)-1][0] > sizes[len(sizes)-1][1] {
			t.Fatalf("%s %s: the test needs a landscape page, then a portrait one: %v", lang, paper, sizes)
		}
		round := i18n.For(lang).T("print.round", "n", 3)
		for i, words := range pages {
			edge, right := sizes[i][0]-margin*mm, 0.0
			var head []string
			for _, w := range words {
				if w.YMax < (margin+12.5)*mm {
					head = append(head, w.Text)
					right = max(right, w.XMax)
				}
			}
			if right < edge-3*mm || right > edge+0.5 {
				t.Errorf("%s %s page %d (%.0f pt wide): the header ends at %.0f pt, not at the right margin %.0f pt", lang, paper, i+1, sizes[i][0], right, edge)
			}
			if !strings.Contains(strings.Join(head, " "), round) {
				t.Errorf("%s %s page %d: the header does not say %q: %q", lang, paper, i+1, round, head)
			}
		}
	})
}

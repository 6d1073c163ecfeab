package printing

import (
	"io"
	"strings"
	"testing"

	"arbiter/i18n"
)

// PageCount agrees with a PDF reader (pdftotext ends every page with a
// form feed) for one page and for many, on both papers.
func TestPageCount(t *testing.T) {
	ev := demoEvent()
	for _, c := range []struct {
		name  string
		parts []string
		paper string
	}{
		{"pairings", []string{"pairings"}, "A4"},
		{"pack", PackParts(), "A4"},
		{"pack-letter", PackParts(), "Letter"},
	} {
		t.Run(c.name, func(t *testing.T) {
			pdf := printed(t, func(w io.Writer) error {
				return RoundPackOf(w, ev, 3, c.parts, Options{Lang: i18n.English, Paper: c.paper})
			})
			want := strings.Count(pdfText(t, pdf), "\f")
			if got := PageCount(pdf); got != want || want == 0 {
				t.Errorf("PageCount %d, the reader finds %d pages", got, want)
			}
		})
	}
	if got := PageCount([]byte("not a PDF")); got != 0 {
		t.Errorf("a text that is no PDF has %d pages", got)
	}
}

// KeepPages keeps the pages asked for, in their order, as a PDF reader
// reads them, and refuses a page the PDF does not have.
func TestKeepPages(t *testing.T) {
	pdf := printed(t, func(w io.Writer) error {
		return RoundPackOf(w, demoEvent(), 3, PackParts(), Options{Lang: i18n.English, Paper: "A4"})
	})
	n := PageCount(pdf)
	if n < 12 {
		t.Fatalf("the pack has %d pages; the test needs 12 or more for two-digit pages", n)
	}
	kept := [][]int{{2, 3}, {1}, {n}, {1, 10, 11, 12}, {12, 2}}
	cuts := map[int][]byte{-1: pdf} // by kept's index, -1 the whole
	for i, pages := range kept {
		cut, err := KeepPages(pdf, pages)
		if err != nil {
			t.Fatalf("%v: %v", pages, err)
		}
		cuts[i] = cut
	}
	texts := textsOf(t, cuts)
	whole := strings.Split(texts[-1], "\f")
	for i, pages := range kept {
		got := strings.Split(texts[i], "\f")
		if len(got) != len(pages)+1 {
			t.Errorf("%v: the reader finds %d pages", pages, len(got)-1)
			continue
		}
		for i, p := range pages {
			if got[i] != whole[p-1] {
				t.Errorf("%v: page %d is not page %d of the whole", pages, i+1, p)
			}
		}
	}
	for _, pages := range [][]int{{0}, {n + 1}, {2, n + 1}} {
		if _, err := KeepPages(pdf, pages); err == nil {
			t.Errorf("pages %v of %d were kept", pages, n)
		}
	}
	if _, err := KeepPages([]byte("not a PDF"), []int{1}); err == nil {
		t.Error("a text that is no PDF was cut")
	}
}

// Package pdftext reads a PDF's text back for tests, with pdftotext
// (poppler-utils), as a reader of the printed page would see it.
package pdftext

import (
	"html"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// Text is the text of the PDF laid out as on the page; the test is
// skipped when pdftotext is not installed.
func Text(t testing.TB, pdf []byte) string {
	t.Helper()
	return run(t, pdf, "-layout")
}

// Pages is Text of the pages first to last (from 1) alone: a test that
// reads the head of a long document need not have the rest read.
func Pages(t testing.TB, pdf []byte, first, last int) string {
	t.Helper()
	return run(t, pdf, "-layout", "-f", strconv.Itoa(first), "-l", strconv.Itoa(last))
}

// File is Text of the PDF file at path.
func File(t testing.TB, path string) string {
	t.Helper()
	pdf, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return Text(t, pdf)
}

// run is pdftotext's output for the PDF with the given options.
func run(t testing.TB, pdf []byte, options ...string) string {
	t.Helper()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) is not installed; cannot read the PDF back")
	}
	in := filepath.Join(t.TempDir(), "in.pdf")
	if err := os.WriteFile(in, pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("pdftotext", append(options, in, "-")...).Output()
	if err != nil {
		t.Fatalf("pdftotext %s: %v", strings.Join(options, " "), err)
	}
	return string(out)
}

// Word is one word on a page and its box in points from the page's top
// left corner, as pdftotext -bbox reads it.
type Word struct {
	Text                   string
	XMin, YMin, XMax, YMax float64
}

var (
	pageRE = regexp.MustCompile(`<page |</page>`)
	wordRE = regexp.MustCompile(`<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>`)
)

// Words is every page's words with their boxes; the test is skipped when
// pdftotext is not installed.
func Words(t testing.TB, pdf []byte) [][]Word {
	t.Helper()
	return wordsOf(run(t, pdf, "-bbox"))
}

// Sizes is every page's width and height in points, as pdftotext -bbox
// reads them; the test is skipped when pdftotext is not installed.
func Sizes(t testing.TB, pdf []byte) [][2]float64 {
	t.Helper()
	return sizesOf(run(t, pdf, "-bbox"))
}

// Boxes is Sizes and Words of the PDF from one reading: a test that
// wants both had pdftotext read the document twice.
func Boxes(t testing.TB, pdf []byte) ([][2]float64, [][]Word) {
	t.Helper()
	out := run(t, pdf, "-bbox")
	return sizesOf(out), wordsOf(out)
}

// wordsOf is the words of pdftotext -bbox's output out, page by page.
func wordsOf(out string) [][]Word {
	var pages [][]Word
	for _, part := range pageRE.Split(out, -1)[1:] {
		if !strings.Contains(part, "height=") {
			continue
		}
		var words []Word
		for _, m := range wordRE.FindAllStringSubmatch(part, -1) {
			w := Word{Text: html.UnescapeString(m[5])}
			for i, f := range []*float64{&w.XMin, &w.YMin, &w.XMax, &w.YMax} {
				*f, _ = strconv.ParseFloat(m[i+1], 64)
			}
			words = append(words, w)
		}
		pages = append(pages, words)
	}
	return pages
}

var sizeRE = regexp.MustCompile(`<page width="([\d.]+)" height="([\d.]+)">`)

// sizesOf is the pages' sizes in pdftotext -bbox's output out.
func sizesOf(out string) [][2]float64 {
	var sizes [][2]float64
	for _, m := range sizeRE.FindAllStringSubmatch(out, -1) {
		w, _ := strconv.ParseFloat(m[1], 64)
		h, _ := strconv.ParseFloat(m[2], 64)
		sizes = append(sizes, [2]float64{w, h})
	}
	return sizes
}

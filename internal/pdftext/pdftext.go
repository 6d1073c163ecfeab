// Package pdftext reads a PDF's text back for tests, with pdftotext
// (poppler-utils), as a reader of the printed page would see it.
package pdftext

import (
	"crypto/sha256"
	"fmt"
	"html"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
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
		t.Fatal("pdftotext (poppler-utils) is not installed (make deps-test installs it); cannot read the PDF back")
	}
	v, _ := reads.LoadOrStore(readKey{sha256.Sum256(stamps.ReplaceAll(pdf, nil)), strings.Join(options, " ")}, &reading{})
	r := v.(*reading)
	r.once.Do(func() { r.out, r.err = read(pdf, options) })
	if r.err != nil {
		t.Fatal(r.err)
	}
	return r.out
}

// reads is what pdftotext said of each PDF a test binary had it read, by
// the PDF's bytes and the options: a package's tests print the same
// document more than once (the two sweeps of every sheet of an event
// each read the sheets of the one event they share, and the tests of one
// sheet read what a sweep read), and each reading was a process of its
// own. A document is read once a run for each way of reading it.
//
// The bytes are taken without the times a PDF is stamped with when it is
// made (stamps): the same document made a second later is the same
// document. pdftotext's output differs then only in the two times -bbox
// writes into its head, which Words, Sizes and Boxes do not read (Text
// and Pages have no head).
var reads sync.Map // readKey -> *reading

// stamps are the times a PDF is stamped with when it is made.
var stamps = regexp.MustCompile(`/(CreationDate|ModDate) \([^)]*\)`)

type readKey struct {
	pdf     [sha256.Size]byte
	options string
}

type reading struct {
	once sync.Once
	out  string
	err  error
}

// read runs pdftotext on the PDF with the given options, in a folder of
// its own that it removes.
func read(pdf []byte, options []string) (string, error) {
	dir, err := os.MkdirTemp("", "pdftext-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(dir)
	in := filepath.Join(dir, "in.pdf")
	if err := os.WriteFile(in, pdf, 0o644); err != nil {
		return "", err
	}
	out, err := exec.Command("pdftotext", append(options, in, "-")...).Output()
	if err != nil {
		return "", fmt.Errorf("pdftotext %s: %v", strings.Join(options, " "), err)
	}
	return string(out), nil
}

// Word is one word on a page and its box in points from the page's top
// left corner, as pdftotext -bbox reads it.
type Word struct {
	Text                   string
	XMin, YMin, XMax, YMax float64
}

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

// wordsOf is the words of pdftotext -bbox's output out, page by page. It
// reads the output line by line, as pdftotext writes it (a page's opening
// tag and each word on a line of their own): a regular expression over the
// whole output cost the printing tests a seventh of their own CPU.
func wordsOf(out string) [][]Word {
	var pages [][]Word
	for line := range strings.Lines(out) {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "<page ") {
			pages = append(pages, nil)
			continue
		}
		if len(pages) == 0 {
			continue
		}
		if w, ok := wordOf(line); ok {
			pages[len(pages)-1] = append(pages[len(pages)-1], w)
		}
	}
	return pages
}

// wordOf reads one line of pdftotext -bbox's output,
// <word xMin="X" yMin="Y" xMax="X" yMax="Y">TEXT</word>; ok is false for
// any other line.
func wordOf(line string) (w Word, ok bool) {
	rest, ok := strings.CutPrefix(line, "<word ")
	if !ok {
		return w, false
	}
	for _, f := range []struct {
		attr string
		v    *float64
	}{{`xMin="`, &w.XMin}, {` yMin="`, &w.YMin}, {` xMax="`, &w.XMax}, {` yMax="`, &w.YMax}} {
		if rest, ok = strings.CutPrefix(rest, f.attr); !ok {
			return w, false
		}
		end := strings.IndexByte(rest, '"')
		if end <= 0 || strings.Trim(rest[:end], "0123456789.") != "" {
			return w, false
		}
		*f.v, _ = strconv.ParseFloat(rest[:end], 64)
		rest = rest[end+1:]
	}
	rest, ok = strings.CutPrefix(rest, ">")
	text, closed := strings.CutSuffix(rest, "</word>")
	if !ok || !closed || strings.Contains(text, "<") {
		return w, false
	}
	w.Text = html.UnescapeString(text)
	return w, true
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

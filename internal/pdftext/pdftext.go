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
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// Text is the text of the PDF laid out as on the page; the test fails
// when pdftotext is not installed.
func Text(t testing.TB, pdf []byte) string {
	t.Helper()
	return run(t, pdf, "-layout")
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
	needPdftotext(t)
	r, mine := claim(pdf, options)
	if mine {
		r.set(read(pdf, options))
	}
	<-r.done
	if r.err != nil {
		t.Fatal(r.err)
	}
	return r.out
}

func needPdftotext(t testing.TB) {
	t.Helper()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Fatal("pdftotext (poppler-utils) is not installed (make deps-test installs it); cannot read the PDF back")
	}
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
	done chan struct{} // closed once out and err are set
	out  string
	err  error
}

func (r *reading) set(out string, err error) {
	r.out, r.err = out, err
	close(r.done)
}

// claim is the reading of the PDF with the options; mine is true for the
// caller that is to read it (set), the first to ask. Every other waits
// for that reading.
func claim(pdf []byte, options []string) (r *reading, mine bool) {
	key := readKey{sha256.Sum256(stamps.ReplaceAll(pdf, nil)), strings.Join(options, " ")}
	v, loaded := reads.LoadOrStore(key, &reading{done: make(chan struct{})})
	return v.(*reading), !loaded
}

// Ways are the ways a test reads a PDF: its text laid out (Layout: Text
// and Pages), its words' boxes and pages' sizes (BBox: Words, Sizes and
// Boxes), or both.
type Ways int

const (
	Layout Ways = 1 << iota
	BBox
)

// options is pdftotext's options for each of the ways.
func (w Ways) options() [][]string {
	var options [][]string
	if w&Layout != 0 {
		options = append(options, []string{"-layout"})
	}
	if w&BBox != 0 {
		options = append(options, []string{"-bbox"})
	}
	return options
}

// ReadTogether has pdftotext read each of the PDFs in the ways given,
// joined into one document by pdfunite: a run of pdftotext for each way
// and one of pdfunite for the lot rather than one for each PDF and way,
// whose start (the dynamic loader's work) cost more than reading a sheet.
// Text, Words, Sizes and Boxes then find each PDF's pages read as
// pdftotext reads the PDF alone, a page's text and words being its own.
// Where the joined reading cannot be split back into the PDFs' pages
// (their page counts do not add up), or fails, each PDF is read alone.
func ReadTogether(t testing.TB, ways Ways, pdfs ...[]byte) {
	t.Helper()
	together(t, ways.options(), pdfs)
}

// Texts is Text of each of the PDFs, read together as ReadTogether reads
// them but only as Text does: a test that checks the text of the sheets
// it printed has one pdfunite and one pdftotext read them all.
func Texts(t testing.TB, pdfs ...[]byte) []string {
	t.Helper()
	together(t, Layout.options(), pdfs)
	texts := make([]string, len(pdfs))
	for i, pdf := range pdfs {
		texts[i] = Text(t, pdf)
	}
	return texts
}

// together reads the PDFs not yet read in each of the ways, joined.
func together(t testing.TB, ways [][]string, pdfs [][]byte) {
	t.Helper()
	needPdftotext(t)
	var docs [][]byte
	doc := map[int]int{}                           // pdfs' index -> docs'
	claimed := make([]map[int]*reading, len(ways)) // way -> docs' index -> reading
	for w, options := range ways {
		claimed[w] = map[int]*reading{}
		for j, pdf := range pdfs {
			if r, mine := claim(pdf, options); mine {
				i, ok := doc[j]
				if !ok {
					i = len(docs)
					doc[j] = i
					docs = append(docs, pdf)
				}
				claimed[w][i] = r
			}
		}
	}
	outs, err := readJoined(docs, ways)
	for w, options := range ways {
		for i, r := range claimed[w] {
			if err != nil {
				r.set(read(docs[i], options))
			} else {
				r.set(outs[w][i], nil)
			}
		}
	}
}

// readJoined is pdftotext's output of each of docs read alone in each
// way (outs[way][doc]), from one reading in each way of docs joined.
func readJoined(docs [][]byte, ways [][]string) (outs [][]string, err error) {
	if len(docs) < 2 {
		return nil, fmt.Errorf("%d documents: nothing to join", len(docs))
	}
	pages := make([]int, len(docs))
	for i, pdf := range docs {
		pages[i] = pageCount(pdf)
	}
	dir, err := os.MkdirTemp("", "pdftext-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	args := make([]string, 0, len(docs)+1)
	for i, pdf := range docs {
		in := filepath.Join(dir, strconv.Itoa(i)+".pdf")
		if err := os.WriteFile(in, pdf, 0o644); err != nil {
			return nil, err
		}
		args = append(args, in)
	}
	joined := filepath.Join(dir, "joined.pdf")
	if out, err := exec.Command("pdfunite", append(args, joined)...).CombinedOutput(); err != nil {
		return nil, fmt.Errorf("pdfunite: %v\n%s", err, out)
	}
	for _, options := range ways {
		out, err := exec.Command("pdftotext", append(slices.Clone(options), joined, "-")...).Output()
		if err != nil {
			return nil, fmt.Errorf("pdftotext %s: %v", strings.Join(options, " "), err)
		}
		split := splitText
		if slices.Contains(options, "-bbox") {
			split = splitBoxes
		}
		each, err := split(string(out), pages)
		if err != nil {
			return nil, err
		}
		outs = append(outs, each)
	}
	return outs, nil
}

// pageCount is the pages a reader finds in a PDF as Arbiter's printing
// writes it: the count its page tree gives (a PDF cut to some of its
// pages, as printing.KeepPages cuts it, keeps the others' objects
// unreferenced), else its pages' objects. readJoined checks the sum
// against the pages pdftotext read.
func pageCount(pdf []byte) int {
	if m := pageTree.FindSubmatch(pdf); m != nil {
		if n, err := strconv.Atoi(string(m[1])); err == nil {
			return n
		}
	}
	return len(pageObject.FindAll(pdf, -1))
}

var (
	pageTree   = regexp.MustCompile(`/Type\s*/Pages\s*/Kids\s*\[[0-9R\s]*\]\s*/Count\s+(\d+)`)
	pageObject = regexp.MustCompile(`/Type\s*/Page[^s]`)
)

// splitText splits pdftotext -layout's output of joined documents into
// each document's, by the documents' page counts: each page's text ends
// with a form feed.
func splitText(out string, pages []int) ([]string, error) {
	all := strings.SplitAfter(out, "\f")
	all = all[:len(all)-1] // what follows the last form feed: nothing
	if n := sum(pages); len(all) != n {
		return nil, fmt.Errorf("pdftotext -layout read %d pages of documents of %d", len(all), n)
	}
	each := make([]string, len(pages))
	for i, n := range pages {
		each[i], all = strings.Join(all[:n], ""), all[n:]
	}
	return each, nil
}

// splitBoxes splits pdftotext -bbox's output of joined documents into
// each document's, by the documents' page counts: the joined reading's
// head, the document's pages, and the end.
func splitBoxes(out string, pages []int) ([]string, error) {
	lines := strings.SplitAfter(out, "\n")
	var starts []int // the line each page begins on
	head, tail := -1, -1
	for i, line := range lines {
		switch strings.TrimSpace(line) {
		case "<doc>":
			head = i + 1
		case "</doc>":
			tail = i
		default:
			if strings.HasPrefix(strings.TrimSpace(line), "<page ") {
				starts = append(starts, i)
			}
		}
	}
	if n := sum(pages); head < 0 || tail < 0 || len(starts) != n || n > 0 && starts[0] != head {
		return nil, fmt.Errorf("pdftotext -bbox read %d pages of documents of %d", len(starts), n)
	}
	starts = append(starts, tail)
	each := make([]string, len(pages))
	first := 0
	for i, n := range pages {
		each[i] = strings.Join(lines[:head], "") + strings.Join(lines[starts[first]:starts[first+n]], "") + strings.Join(lines[tail:], "")
		first += n
	}
	return each, nil
}

func sum(ns []int) int {
	s := 0
	for _, n := range ns {
		s += n
	}
	return s
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

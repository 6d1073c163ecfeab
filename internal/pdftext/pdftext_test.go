package pdftext

import (
	"bytes"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"codeberg.org/go-pdf/fpdf"
)

// sample is pdftotext -bbox's output of three pages, the second empty,
// with a word of the XML's escapes.
const sample = `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd"><html xmlns="http://www.w3.org/1999/xhtml">
<head>
<title>Kask &amp; Saar</title>
<meta name="Creator" content="Arbiter"/>
</head>
<body>
<doc>
  <page width="595.276000" height="841.890000">
    <word xMin="36.850000" yMin="34.356000" xMax="141.578000" yMax="49.475000">Tartu–Helsinki</word>
    <word xMin="146.102000" yMin="34.356000" xMax="184.530000" yMax="49.475000">Kask&amp;Saar&lt;2&gt;</word>
  </page>
  <page width="595.276000" height="841.890000">
  </page>
  <page width="841.890000" height="595.280000">
    <word xMin="653.1" yMin="35.612" xMax="719.034" yMax="48.405">½–½</word>
  </page>
</doc>
</body>
</html>
`

// Words are read page by page, an empty page kept as one without words,
// and the XML's escapes undone.
func TestWordsOf(t *testing.T) {
	want := [][]Word{
		{{"Tartu–Helsinki", 36.85, 34.356, 141.578, 49.475}, {"Kask&Saar<2>", 146.102, 34.356, 184.53, 49.475}},
		nil,
		{{"½–½", 653.1, 35.612, 719.034, 48.405}},
	}
	if got := wordsOf(sample); !reflect.DeepEqual(got, want) {
		t.Errorf("wordsOf:\n got %v\nwant %v", got, want)
	}
	if got, want := sizesOf(sample), [][2]float64{{595.276, 841.89}, {595.276, 841.89}, {841.89, 595.28}}; !reflect.DeepEqual(got, want) {
		t.Errorf("sizesOf: %v, want %v", got, want)
	}
}

// document is a PDF of the given pages (the text on each; "" an empty
// page) on the paper, made as Arbiter's printing makes its sheets.
func document(t *testing.T, orientation, paper string, pages ...string) []byte {
	t.Helper()
	pdf := fpdf.New(orientation, "mm", paper, "")
	pdf.SetFont("Helvetica", "", 11)
	for _, text := range pages {
		pdf.AddPage()
		for i, line := range strings.Split(text, "\n") {
			pdf.Text(20, 30+float64(i)*8, line)
			pdf.Text(120, 30+float64(i)*8, strconv.Itoa(i+1))
		}
	}
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// PDFs read together are read as each alone: its text page by page and
// its words and pages' sizes, through an empty page, a landscape sheet
// and a document given twice.
func TestReadTogetherReadsEachAsAlone(t *testing.T) {
	docs := [][]byte{
		document(t, "P", "A4", "Kask 1-0 Saar\nTamm 0-1 Mets", "", "Lepp = Kuusk"),
		document(t, "L", "Letter", "Round 3 pairings"),
		document(t, "P", "Letter", "Standings after round 2\n1. Kask 2\n2. Saar 1½"),
	}
	docs = append(docs, docs[1])
	alone := map[string][]string{}
	for _, options := range [][]string{{"-layout"}, {"-bbox"}} {
		for _, pdf := range docs {
			out, err := read(pdf, options)
			if err != nil {
				t.Fatal(err)
			}
			alone[options[0]] = append(alone[options[0]], out)
		}
	}
	if _, err := readJoined(docs[:3], [][]string{{"-layout"}, {"-bbox"}}); err != nil {
		t.Fatalf("the documents were not read joined: %v", err)
	}
	ReadTogether(t, Layout|BBox, docs...)
	for i, pdf := range docs {
		r, mine := claim(pdf, []string{"-layout"})
		if mine {
			t.Fatalf("document %d: not read together", i+1)
		}
		<-r.done
		if got := Text(t, pdf); got != alone["-layout"][i] {
			t.Errorf("document %d read together:\n%q\nalone:\n%q", i+1, got, alone["-layout"][i])
		}
		if got, want := Words(t, pdf), wordsOf(alone["-bbox"][i]); !reflect.DeepEqual(got, want) {
			t.Errorf("document %d's words read together:\n%v\nalone:\n%v", i+1, got, want)
		}
		if got, want := Sizes(t, pdf), sizesOf(alone["-bbox"][i]); !reflect.DeepEqual(got, want) {
			t.Errorf("document %d's sizes read together: %v, alone: %v", i+1, got, want)
		}
	}
}

// Texts gives each PDF the text it has read alone, in the order given,
// through a document given twice and one cut to some of its pages (as
// printing.KeepPages cuts a sheet: its page tree rewritten, the pages
// left out still in the file), read joined: the cut document's pages
// were counted by their objects, the count did not add up and every
// document was read alone.
func TestTextsReadsEachAsAlone(t *testing.T) {
	docs := [][]byte{
		document(t, "P", "A4", "Round 5 results\nMets 1-0 Kask", "Lepp ½-½ Tamm"),
		document(t, "L", "A4", "Crosstable after round 5"),
	}
	docs = append(docs, docs[0], document(t, "P", "Letter", "Prizes\n1. Saar 4½"),
		firstPage(t, document(t, "P", "A4", "Pairings of round 6\nKask - Mets", "By name\nKask 1")))
	if _, err := readJoined(docs, [][]string{{"-layout"}}); err != nil {
		t.Fatalf("the documents were not read joined: %v", err)
	}
	var alone []string
	for _, pdf := range docs {
		out, err := read(pdf, []string{"-layout"})
		if err != nil {
			t.Fatal(err)
		}
		alone = append(alone, out)
	}
	texts := Texts(t, docs...)
	if len(texts) != len(docs) {
		t.Fatalf("%d texts of %d documents", len(texts), len(docs))
	}
	for i := range docs {
		if texts[i] != alone[i] {
			t.Errorf("document %d read together:\n%q\nalone:\n%q", i+1, texts[i], alone[i])
		}
	}
	if pages := strings.Count(alone[len(alone)-1], "\f"); pages != 1 {
		t.Errorf("the cut document is read as %d pages", pages)
	}
}

// firstPage is the PDF with its page tree cut to its first page: the
// page tree's list of pages and its count rewritten in place, padded.
func firstPage(t *testing.T, pdf []byte) []byte {
	t.Helper()
	m := regexp.MustCompile(`/Type /Pages\n/Kids \[(\d+ 0 R)([ 0-9R]*)\]\n/Count (\d+)\n`).FindSubmatchIndex(pdf)
	if m == nil {
		t.Fatal("no page tree in the document")
	}
	out := bytes.Clone(pdf)
	copy(out[m[4]:m[5]], bytes.Repeat([]byte(" "), m[5]-m[4]))
	copy(out[m[6]:m[7]], append([]byte("1"), bytes.Repeat([]byte(" "), m[7]-m[6]-1)...))
	return out
}

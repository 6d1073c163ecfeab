// Copyright ©2026 The Arbiter authors. Use of this source code is governed
// by the MIT-style licence in this directory's LICENSE file.

package fpdf

import (
	"bytes"
	"compress/zlib"
	"io"
	"regexp"
	"strconv"
	"testing"
)

// pageStreams are the decompressed content streams of a document.
func pageStreams(t *testing.T, doc []byte) []string {
	t.Helper()
	var out []string
	re := regexp.MustCompile(`/Filter /FlateDecode /Length (\d+)>>\nstream\n`)
	for _, m := range re.FindAllSubmatchIndex(doc, -1) {
		n, _ := strconv.Atoi(string(doc[m[2]:m[3]]))
		r, err := zlib.NewReader(bytes.NewReader(doc[m[1] : m[1]+n]))
		if err != nil {
			t.Fatal(err)
		}
		text, err := io.ReadAll(r) // checks the Adler-32 as well
		if err != nil {
			t.Fatalf("stream at %d: %v", m[1], err)
		}
		out = append(out, string(text))
	}
	return out
}

// TestCompressFinishedPages: the pages compressed as they are finished
// decompress to the text of the pages compressed at the end, the page
// count in place of every alias, whether the alias begins a page, ends it,
// stands twice in a line or not at all.
func TestCompressFinishedPages(t *testing.T) {
	build := func(finished bool) []byte {
		f := New("P", "mm", "A4", "")
		f.AliasNbPages("")
		f.SetCompressFinishedPages(finished)
		f.SetFont("Helvetica", "", 10)
		f.SetFooterFunc(func() { f.CellFormat(0, 5, "Page "+strconv.Itoa(f.PageNo())+" of {nb}", "", 0, "R", false, 0, "") })
		for i := range 12 {
			f.AddPage()
			switch i % 3 {
			case 0:
				f.Cell(0, 5, "{nb}{nb} and {nb}")
			case 1:
				for j := range 400 {
					f.Cell(0, 5, "line "+strconv.Itoa(j))
					f.Ln(1)
				}
			}
		}
		var buf bytes.Buffer
		if err := f.Output(&buf); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	want, got := pageStreams(t, build(false)), pageStreams(t, build(true))
	if len(want) == 0 || len(got) != len(want) {
		t.Fatalf("%d streams, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("stream %d differs:\n%q\nwant\n%q", i, got[i], want[i])
		}
		if bytes.Contains([]byte(got[i]), []byte("{nb}")) {
			t.Errorf("stream %d keeps the alias", i)
		}
	}
}

// TestCompressFinishedPagesRefusesGoingBack: a finished page cannot be
// written to again, nor can an alias other than the page count be used.
func TestCompressFinishedPagesRefusesGoingBack(t *testing.T) {
	f := New("P", "mm", "A4", "")
	f.SetCompressFinishedPages(true)
	f.SetFont("Helvetica", "", 10)
	f.AddPage()
	f.AddPage()
	f.SetPage(1)
	if f.Err() == false {
		t.Error("SetPage to a finished page was accepted")
	}
	g := New("P", "mm", "A4", "")
	g.SetCompressFinishedPages(true)
	g.RegisterAlias("{x}", "y")
	if g.Err() == false {
		t.Error("RegisterAlias was accepted")
	}
}

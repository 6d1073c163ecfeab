// Copyright ©2026 The Arbiter authors. Use of this source code is governed
// by the MIT-style licence in this directory's LICENSE file.

package fpdf

import (
	"bytes"
	"compress/zlib"
	"io"
	"os"
	"regexp"
	"strconv"
	"testing"
)

// A UTF-8 font's two maps (its codes to Unicode, its codes to the
// subset's glyphs) cover the characters the document uses, each mapped as
// before, not all 65,536 codes: a reader builds both tables for each font
// on each page, and the whole range was most of the work of reading a page's
// text back.
func TestFontMapsCoverTheRunesUsed(t *testing.T) {
	ttf, err := os.ReadFile("../../assets/fonts/DejaVuSans.ttf")
	if err != nil {
		t.Fatal(err)
	}
	text := "Mäkinen–Õunapuu ½ Пётр ♔"
	pdf := fontDoc(t, func(f *Fpdf) { f.AddUTF8FontFromBytes("dejavu", "", ttf) }, text)
	used := map[int]bool{}
	last := 0
	for _, r := range text + " {nb}" {
		used[int(r)] = true
		last = max(last, int(r))
	}

	cmap := stream(t, pdf, `/CIDInit`)
	mapped := map[int]bool{}
	ranges := regexp.MustCompile(`<([0-9A-F]{4})> <([0-9A-F]{4})> <([0-9A-F]{4})>`).FindAllStringSubmatch(string(cmap), -1)
	for _, m := range ranges {
		lo, _ := strconv.ParseInt(m[1], 16, 32)
		hi, _ := strconv.ParseInt(m[2], 16, 32)
		to, _ := strconv.ParseInt(m[3], 16, 32)
		if to != lo || hi < lo || hi>>8 != lo>>8 {
			t.Errorf("the range %s maps a code to another or crosses a byte", m[0])
		}
		for c := lo; c <= hi; c++ {
			mapped[int(c)] = true
		}
	}
	for r := range used {
		if !mapped[r] {
			t.Errorf("%q (U+%04X) is not mapped to Unicode", rune(r), r)
		}
	}
	// The characters every subset holds (the first 57 codes) and the text's.
	if len(mapped) > 57+len(used) {
		t.Errorf("%d codes mapped to Unicode for %d characters used", len(mapped), len(used))
	}

	gids := stream(t, pdf, "")
	if len(gids) != 2*(last+1) {
		t.Errorf("the map of codes to glyphs is %d bytes, want %d (to U+%04X, the last character used)", len(gids), 2*(last+1), last)
	}
	for r := range used {
		if gids[2*r] == 0 && gids[2*r+1] == 0 {
			t.Errorf("%q (U+%04X) has no glyph", rune(r), r)
		}
	}
}

// stream is the content of the document's first stream that begins with
// prefix, inflated where it is compressed; with prefix "", the first
// compressed stream that is no font file nor page.
func stream(t *testing.T, pdf []byte, prefix string) []byte {
	t.Helper()
	re := regexp.MustCompile(`(?s)<<(/Length \d+[^>]*)>>\nstream\n(.*?)\nendstream`)
	for _, m := range re.FindAllSubmatch(pdf, -1) {
		head, body := string(m[1]), m[2]
		if prefix == "" {
			if !regexp.MustCompile(`^/Length \d+/Filter /FlateDecode$`).MatchString(head) {
				continue
			}
			r, err := zlib.NewReader(bytes.NewReader(body))
			if err != nil {
				t.Fatal(err)
			}
			out, err := io.ReadAll(r)
			if err != nil {
				t.Fatal(err)
			}
			return out
		}
		if bytes.HasPrefix(body, []byte(prefix)) {
			return body
		}
	}
	t.Fatalf("no stream %q in the document", prefix)
	return nil
}

// Copyright ©2026 The Arbiter authors. Use of this source code is governed
// by the MIT-style licence in this directory's LICENSE file.

package fpdf

import (
	"bytes"
	"io"
	"os"
	"sync"
	"testing"
	"time"
)

// fontDoc is a document in a UTF-8 font added by add, of text that takes
// its own subset of the font, its dates fixed.
func fontDoc(t *testing.T, add func(*Fpdf), text string) []byte {
	t.Helper()
	f := New("P", "mm", "A4", "")
	f.SetCreationDate(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	f.SetModificationDate(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	f.AliasNbPages("")
	add(f)
	f.SetFont("dejavu", "", 12)
	f.AddPage()
	f.MultiCell(0, 6, text+" {nb}", "", "L", false)
	var b bytes.Buffer
	if err := f.Output(&b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestParsedFontShared: a font parsed once and added to documents made at
// once on several goroutines, each with characters of its own, makes each
// the same bytes as the font's bytes added to it alone.
func TestParsedFontShared(t *testing.T) {
	// Arbiter's own font: the fork keeps none of the release's.
	ttf, err := os.ReadFile("../../assets/fonts/DejaVuSans.ttf")
	if err != nil {
		t.Fatal(err)
	}
	texts := []string{"Mäkinen–Õunapuu ½", "Пётр Ильич ♔♕♖", "Šostakovitš 1–0", "Łódź ŽŸ ≤ ≥", "abc", "Ærø ßø ﬁ"}
	want := make([]string, len(texts))
	for i, text := range texts {
		want[i] = string(fontDoc(t, func(f *Fpdf) { f.AddUTF8FontFromBytes("dejavu", "", ttf) }, text))
	}
	font, err := ParseUTF8Font(ttf)
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	got := make([]string, 4*len(texts))
	for i := range got {
		wg.Go(func() {
			got[i] = string(fontDoc(t, func(f *Fpdf) { f.AddUTF8FontParsed("dejavu", "", font) }, texts[i%len(texts)]))
		})
	}
	wg.Wait()
	for i := range got {
		if got[i] != want[i%len(texts)] {
			t.Errorf("document %d (%q) differs from the one of the font's bytes", i, texts[i%len(texts)])
		}
	}
	if want[0] == want[1] {
		t.Error("two texts made the same document: the test compares nothing")
	}
}

// BenchmarkSmallDocument makes a one-page document in a UTF-8 font added
// from its bytes (parsed for the document) and added parsed once, the
// first the reference of the second in the same run.
func BenchmarkSmallDocument(b *testing.B) {
	ttf, err := os.ReadFile("../../assets/fonts/DejaVuSans.ttf")
	if err != nil {
		b.Fatal(err)
	}
	font, err := ParseUTF8Font(ttf)
	if err != nil {
		b.Fatal(err)
	}
	for _, c := range []struct {
		name string
		add  func(*Fpdf)
	}{
		{"bytes", func(f *Fpdf) { f.AddUTF8FontFromBytes("dejavu", "", ttf) }},
		{"parsed", func(f *Fpdf) { f.AddUTF8FontParsed("dejavu", "", font) }},
	} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				f := New("P", "mm", "A4", "")
				f.AliasNbPages("")
				c.add(f)
				f.SetFont("dejavu", "", 12)
				f.AddPage()
				f.MultiCell(0, 6, "Mäkinen–Õunapuu ½ 1–0 Пётр Ильич {nb}", "", "L", false)
				if err := f.Output(io.Discard); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

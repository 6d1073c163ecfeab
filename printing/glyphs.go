package printing

import (
	"strings"
	"sync"
	"unicode/utf8"

	"codeberg.org/go-pdf/fpdf"
	"golang.org/x/image/font/sfnt"

	"arbiter/assets"
)

// replacement is printed for every character the sheets' fonts cannot
// draw: a name with an emoji or a rare CJK character prints with a visible
// mark where that character was, instead of failing the document.
const replacement = '\uFFFD'

// pen is the PDF being written, with every method that takes text
// shadowed so that the text passes drawable first. The documents only
// ever write text through these, so no character reaches the fonts that
// they cannot draw (fpdf's font subsetting fails outright on characters
// outside the Basic Multilingual Plane).
type pen struct{ *fpdf.Fpdf }

func (p pen) CellFormat(w, h float64, text, border string, ln int, align string, fill bool, link int, linkStr string) {
	p.Fpdf.CellFormat(w, h, drawable(text), border, ln, align, fill, link, linkStr)
}

func (p pen) MultiCell(w, h float64, text, border, align string, fill bool) {
	p.Fpdf.MultiCell(w, h, drawable(text), border, align, fill)
}

func (p pen) Text(x, y float64, text string) { p.Fpdf.Text(x, y, drawable(text)) }

func (p pen) SplitText(text string, w float64) []string {
	return p.Fpdf.SplitText(drawable(text), w)
}

func (p pen) GetStringWidth(text string) float64 { return p.Fpdf.GetStringWidth(drawable(text)) }

// drawable replaces what both faces of the sheets' font (regular and bold)
// cannot draw with the replacement character; line breaks stay, as the
// multi-line cells split on them.
func drawable(text string) string {
	if !strings.ContainsFunc(text, func(c rune) bool { return c >= utf8.RuneSelf || c < ' ' && c != '\n' || c == 0x7f }) {
		return text
	}
	cover := glyphs()
	var b strings.Builder
	b.Grow(len(text))
	for _, r := range text {
		if r != '\n' && !cover.has(r) {
			r = replacement
		}
		b.WriteRune(r)
	}
	return b.String()
}

// coverage is the set of characters of the Basic Multilingual Plane that
// a font draws, one bit each.
type coverage [0x10000 / 64]uint64

func (c *coverage) has(r rune) bool {
	return r >= 0 && r < 0x10000 && c[r/64]&(1<<(r%64)) != 0
}

var glyphs = sync.OnceValue(func() *coverage {
	var c coverage
	var faces []*sfnt.Font
	for _, data := range [][]byte{assets.DejaVuSans, assets.DejaVuSansBold} {
		f, err := sfnt.Parse(data)
		if err != nil {
			panic("printing: embedded font: " + err.Error()) // the build embeds a broken font
		}
		faces = append(faces, f)
	}
	var buf sfnt.Buffer
	for r := rune(' '); r < 0x10000; r++ {
		if r == 0x7f || r >= 0xd800 && r < 0xe000 {
			continue
		}
		drawn := true
		for _, f := range faces {
			if g, err := f.GlyphIndex(&buf, r); err != nil || g == 0 {
				drawn = false
				break
			}
		}
		if drawn {
			c[r/64] |= 1 << (r % 64)
		}
	}
	return &c
})

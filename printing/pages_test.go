package printing

import (
	"bytes"
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
		{"pack", PackParts, "A4"},
		{"pack-letter", PackParts, "Letter"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := RoundPackOf(&buf, ev, 3, c.parts, Options{Lang: i18n.English, Paper: c.paper}); err != nil {
				t.Fatal(err)
			}
			want := strings.Count(pdfText(t, buf.Bytes()), "\f")
			if got := PageCount(buf.Bytes()); got != want || want == 0 {
				t.Errorf("PageCount %d, the reader finds %d pages", got, want)
			}
		})
	}
	if got := PageCount([]byte("not a PDF")); got != 0 {
		t.Errorf("a text that is no PDF has %d pages", got)
	}
}

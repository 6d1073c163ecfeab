package tournament

import (
	"arbiter/tournament/input"
	"strings"
	"testing"
	"unicode/utf8"
)

// shownSafely fails t if an error's English text carries a character that
// a terminal or a label would not draw as text.
func shownSafely(t *testing.T, err error) {
	t.Helper()
	if err == nil {
		return
	}
	if msg := err.Error(); !utf8.ValidString(msg) || hasHidden(msg) {
		t.Fatalf("error %q echoes a hidden character", msg)
	}
}

// FuzzValidateText: a text field accepts exactly the UTF-8 text of at
// most input.MaxTextLen characters without hidden ones, and its refusal never
// echoes what it refused raw.
func FuzzValidateText(f *testing.F) {
	for _, s := range []string{"", "Mikko Virtanen", "Tõnu Õim", "Jürgen\x1b[2J", "a\u202eb", "zero\u200bwidth",
		"\xff\xfe", "line\nbreak", "😀 club", "𠀋", strings.Repeat("x", input.MaxTextLen+1), "\u00ad", "\ufeffBOM"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		err := input.ValidateText(s)
		shownSafely(t, err)
		ok := utf8.ValidString(s) && !hasHidden(s) && utf8.RuneCountInString(s) <= input.MaxTextLen
		if ok != (err == nil) {
			t.Fatalf("ValidateText(%q) = %v", s, err)
		}
		if err == nil {
			p := Player{Name: s, Club: s}.Normalized()
			if err := p.ValidateText(); err != nil && utf8.RuneCountInString(p.Name) <= input.MaxTextLen {
				t.Fatalf("%q passes alone but not as a normalised player: %v", s, err)
			}
		}
	})
}

// FuzzFieldParsers: the small fields' readers (category, result, sex,
// date) either refuse with a safely shown error or give a value that
// reads back to itself from its stored form.
func FuzzFieldParsers(f *testing.F) {
	for _, s := range []string{"", "I", "ii", " CM ", "MS", "gm", "VI", "1-0", "½-½", "0.5-0.5", "=", "+/-", "-+", "--",
		"*", "adj", "1/2", "m", "Naine", "x", "2024-05-31", "31.5.2024", "0000-01-01", "29.2.2023", "2200-01-01",
		"1-0\x00", "½\u202e-½"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if c, err := ParseCategory(s); err != nil {
			shownSafely(t, err)
		} else if back, err := ParseCategory(c.String()); err != nil || back != c {
			t.Fatalf("category %q reads as %v, which reads back as %v, %v", s, c, back, err)
		}
		if r, err := ParseResult(s); err != nil {
			shownSafely(t, err)
		} else if back, err := ParseResult(r.String()); err != nil || back != r {
			t.Fatalf("result %q reads as %v, which reads back as %v, %v", s, r, back, err)
		}
		if x, err := ParseSex(s); err != nil {
			shownSafely(t, err)
		} else if back, err := ParseSex(string(x)); err != nil || back != x {
			t.Fatalf("sex %q reads as %q, which reads back as %q, %v", s, x, back, err)
		}
		if d, err := input.ParseDate(s); err != nil {
			shownSafely(t, err)
		} else if !input.PlausibleDate(d) {
			t.Fatalf("date %q reads as %v, outside the plausible range", s, d)
		} else if back, err := input.ParseDate(d.Format("2006-01-02")); err != nil || !back.Equal(d) {
			t.Fatalf("date %q reads as %v, which reads back as %v, %v", s, d, back, err)
		}
	})
}

// hasHidden reports whether s holds a character not drawn as text.
func hasHidden(s string) bool {
	_, ok := input.HiddenChar(s)
	return ok
}

package i18n

import (
	"testing"
	"unicode"
	"unicode/utf8"
)

// FuzzShown: whatever a value holds, what a message repeats of it is
// UTF-8, draws as text and is at most maxShown characters long.
func FuzzShown(f *testing.F) {
	for _, s := range []string{"Mäkinen", "a\x1b[2Jb", "x\u202ey", "\xe4\xff", "line\nbreak"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		out := Shown(s)
		if !utf8.ValidString(out) || utf8.RuneCountInString(out) > maxShown*10 {
			t.Fatalf("Shown(%q) = %q", s, out)
		}
		for _, r := range out {
			if unicode.IsControl(r) || !unicode.IsPrint(r) && !unicode.Is(unicode.Zs, r) {
				t.Fatalf("Shown(%q) = %q holds %U", s, out, r)
			}
		}
	})
}

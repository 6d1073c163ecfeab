package i18n

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestShown(t *testing.T) {
	for in, want := range map[string]string{
		"Mäkinen, Jussi":   "Mäkinen, Jussi",
		"a\x1b[2Jb":        `a\x1b[2Jb`,
		"abc\u202edef":     `abc\u202edef`,
		"x\u200by":         `x\u200by`,
		"bad \xe4 byte":    `bad \xe4 byte`,
		"line\nbreak\ttab": `line\nbreak\ttab`,
		"no-break\u00a0sp": "no-break\u00a0sp",
	} {
		if got := Shown(in); got != want {
			t.Errorf("Shown(%q) = %q, want %q", in, got, want)
		}
	}
	long := Shown(strings.Repeat("ä", 10000))
	if n := utf8.RuneCountInString(long); n != maxShown || !strings.Contains(long, "ä…ä") {
		t.Errorf("a long value is shown as %d characters", n)
	}
	if got := For(English).Error(NewError("event.err.result.parse", "value", strings.Repeat("x", 10000))); len(got) > 300 {
		t.Errorf("an error repeats a long value in full: %d bytes", len(got))
	}
}

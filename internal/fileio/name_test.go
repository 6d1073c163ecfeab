package fileio

import (
	"strings"
	"testing"
)

func TestStem(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Tampere Open 2026", "tampere-open-2026"},
		{"  Pärnu / Kevad  ", "pärnu-kevad"},
		{`Šahh: "Žürii" <A|B>? *`, "šahh-žürii-a-b"},
		{"paritukset-3-kierroksen-jälkeen", "paritukset-3-kierroksen-jälkeen"},
		{"", ""},
		{"???", ""},
		{"CON", ""},
		{"Lpt1", ""},
		{"Console", "console"},
		{strings.Repeat("Õun ", 40), strings.TrimSuffix(strings.Repeat("õun-", 20), "-")},
	}
	for _, tt := range tests {
		if got := Stem(tt.in); got != tt.want {
			t.Errorf("Stem(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// The names Windows refuses or changes are told on every system, so that
// the rule is checked where the tests run daily.
func TestWindowsRefuses(t *testing.T) {
	for name, want := range map[string]bool{
		"parit?.pdf": true, "a:b.pdf": true, "a\tb.pdf": true, "CON.pdf": true, "nul": true, "Lpt1.txt": true,
		"com3 .pdf": true, "parit. ": true, "parit.pdf.": true,
		"Parit kierros 1 – Äö.pdf": false, "con-sarja.pdf": false, "console.pdf": false, ".parit.pdf": false, "com10.pdf": false,
	} {
		if got := windowsRefuses(name); got != want {
			t.Errorf("windowsRefuses(%q) = %v, want %v", name, got, want)
		}
	}
}

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

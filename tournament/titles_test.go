package tournament

import "testing"

func TestParseTitleReadsFIDELettersCodesAndWords(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""}, {"g", "GM"}, {"m", "IM"}, {"f", "FM"}, {"c", "CM"},
		{"wg", "WGM"}, {"wm", "WIM"}, {"wf", "WFM"}, {"wc", "WCM"},
		{"GM", "GM"}, {" wim ", "WIM"}, {"Grandmaster", "GM"}, {"Woman FIDE Master", "WFM"},
		{"suurmestari", "GM"}, {"FIDE-mestari", "FM"}, {"rahvusvaheline meister", "IM"},
		{"naiste FIDE meister", "WFM"},
	}
	for _, tt := range tests {
		if got, err := ParseTitle(tt.in); err != nil || got != tt.want {
			t.Errorf("ParseTitle(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
	for _, bad := range []string{"x", "AGM", "IA", "GMM"} {
		if _, err := ParseTitle(bad); err == nil {
			t.Errorf("ParseTitle(%q) accepted", bad)
		}
	}
}

func TestParseBirthDateReadsYearISOAndDottedDates(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""}, {"1984", "1984"}, {"1984-06-15", "1984-06-15"}, {"1984/06/15", "1984/06/15"},
		{"15.6.1984", "1984-06-15"}, {"15.06.1984", "1984-06-15"}, {" 5.6.1984 ", "1984-06-05"},
	}
	for _, tt := range tests {
		if got, err := ParseBirthDate(tt.in); err != nil || got != tt.want {
			t.Errorf("ParseBirthDate(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
	for _, bad := range []string{"84", "31.2.1984", "1984-13-01", "yesterday"} {
		if _, err := ParseBirthDate(bad); err == nil {
			t.Errorf("ParseBirthDate(%q) accepted", bad)
		}
	}
}

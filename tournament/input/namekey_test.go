package input

import "testing"

// TestNameKey: a name written without its accents, in another case or
// alphabet, is the same name; names of letters with no ASCII spelling are
// told apart, not all made "?".
func TestNameKey(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		same bool
	}{
		{"Tõnis Õunapuu", "Tonis  OUNAPUU", true},
		{"Jüri Šmidt", "Juri Smidt", true},
		{"Иван Петров", "Ivan Petrov", true},
		{"Łukasz Żak", "lukasz zak", true},
		{"Kadri Tamm", "Kadri Tamme", false},
		{"王伟", "李娜", false},
	} {
		if got := NameKey(tt.a) == NameKey(tt.b); got != tt.same {
			t.Errorf("NameKey(%q) == NameKey(%q) is %v, want %v (%q, %q)", tt.a, tt.b, got, tt.same, NameKey(tt.a), NameKey(tt.b))
		}
	}
}

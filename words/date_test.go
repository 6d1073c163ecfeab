package words

import (
	"testing"

	"arbiter/i18n"
	"arbiter/tournament/input"
)

// A date as each language writes it is read back as typed in the window:
// the Finnish 28.11.2026 that every sheet prints was refused.
func TestDateIsReadBackInEveryLanguage(t *testing.T) {
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		for _, iso := range []string{"2026-11-28", "2026-01-05", "1999-09-30"} {
			written := Date(cat, iso)
			got, err := input.ISODate(written)
			if err != nil || got != iso {
				t.Errorf("%s: %s written %q reads back as %q, %v", lang, iso, written, got, err)
			}
		}
	}
	if got := Date(i18n.For(i18n.Finnish), "2026-11-28"); got != "28.11.2026" {
		t.Errorf("Finnish: %q, want 28.11.2026", got)
	}
}

// An event's dates are the two days, or the one day known, never a range
// with an end missing.
func TestEventDates(t *testing.T) {
	cat := i18n.For("fi")
	for _, c := range []struct{ start, end, want string }{
		{"2026-11-01", "2026-11-05", "1.11.2026 – 5.11.2026"},
		{"2026-11-01", "2026-11-01", "1.11.2026"},
		{"2026-11-01", "", "1.11.2026"},
		{"", "2026-11-05", "5.11.2026"},
		{"", "", ""},
	} {
		if got := EventDates(cat, c.start, c.end); got != c.want {
			t.Errorf("%q–%q: %q, want %q", c.start, c.end, got, c.want)
		}
	}
}

package ratinglist

import (
	"testing"

	"arbiter/engine/rules"
	"arbiter/tournament"
)

// TestApplyBirthYear pins the birth date an entry gives: a list's full
// date replaces the event's; a list's year keeps the event's date of that
// same year and replaces one of another year, even the year before or
// after; a list that gives no birth leaves it as it was.
func TestApplyBirthYear(t *testing.T) {
	for _, tt := range []struct {
		name  string
		had   string
		year  int
		date  string
		gives bool
		want  string
	}{
		{"date of the list's year kept", "1984-06-15", 1984, "", true, "1984-06-15"},
		{"date of the year after replaced", "1985-06-15", 1984, "", true, "1984"},
		{"date of the year before replaced", "1983-12-31", 1984, "", true, "1984"},
		{"year alone, same", "1984", 1984, "", true, "1984"},
		{"none", "", 1984, "", true, "1984"},
		{"the list's full date", "1984-06-15", 1984, "1984-07-01", true, "1984-07-01"},
		{"a list without births", "1985-06-15", 1984, "", false, "1985-06-15"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			e := Entry{BirthYear: tt.year, BirthDate: tt.date}
			if tt.gives {
				e.gives = givesBorn
			}
			p := e.Apply(tournament.Player{BirthDate: tt.had}, RatingKind{Type: rules.Standard})
			if p.BirthDate != tt.want {
				t.Errorf("birth date %q, want %q", p.BirthDate, tt.want)
			}
		})
	}
}

package words

import (
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/tournament"
)

// TestByeNamesEachKind: every kind of bye has words of its own in every
// language, one that scores says its points, and a round robin's bye is
// the plain word.
func TestByeNamesEachKind(t *testing.T) {
	points := map[tournament.ByeKind]string{tournament.ByePairingAllocated: "1", tournament.ByeHalfPoint: "½",
		tournament.ByeZeroPoint: "0", tournament.ByeFullPoint: "1"}
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		seen := map[string]tournament.ByeKind{}
		for kind, pts := range points {
			text := Bye(cat, kind)
			if other, ok := seen[text]; ok {
				t.Errorf("%s: kinds %d and %d both read %q", lang, kind, other, text)
			}
			seen[text] = kind
			if !strings.Contains(text, "("+pts+" ") {
				t.Errorf("%s: kind %d reads %q, without its %s points", lang, kind, text, pts)
			}
		}
		if got, want := Bye(cat, tournament.ByeRoundRobin), cat.T("ui.rounds.bye"); got != want {
			t.Errorf("%s: a round robin's bye reads %q, want %q", lang, got, want)
		}
	}
}

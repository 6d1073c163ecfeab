package ui

import (
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/standings"
	"arbiter/words"
)

// TestStandingsViewNamesItsRoundAsThePaper: the Standings view's note says
// which round its standings are after, and the round in play, as the
// paper, the command line and the venue's pages head them
// (words.StandingsTitle), in each language. While round 1 was played the
// window said "After 0 rounds" ("Pärast 0 vooru"), which no other door
// says, and later "After 2 rounds" with round 3 under way unsaid.
func TestStandingsViewNamesItsRoundAsThePaper(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Börje", "Õie", "Šarlota"))
	round := pairRoundRobin(t, s, 1)
	check := func(p standings.Progress) {
		t.Helper()
		inEachLanguage(s, func(lang i18n.Lang) {
			s.show(areaStandings)
			v := s.areaView(areaStandings).(*standingsView)
			first, _, _ := strings.Cut(v.note.Text, "\n")
			if want := words.StandingsTitle(i18n.For(lang), p) + "."; first != want {
				t.Errorf("%s, %+v: the standings' note begins %q, want %q", lang, p, first, want)
			}
		})
	}
	check(standings.Progress{Rounds: 1, Complete: 0})
	resultEvery(t, s, round, tournament.Draw)
	pairRoundRobin(t, s, 2)
	s.reload()
	check(standings.Progress{Rounds: 2, Complete: 1})
}

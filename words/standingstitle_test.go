package words

import (
	"testing"

	"arbiter/i18n"
	"arbiter/tournament/standings"
)

// A round robin's standings count the results of the rounds not complete
// (a game postponed in round 2, round 3 played in full), and their heading
// names those rounds as the crosstable's does. It said "after round 1,
// round 2 in play" over points that counted round 3 as well; a round
// complete after the gap is said so, not "3 of 3 games entered".
func TestStandingsTitleNamesTheRoundsItCountsBeyondTheComplete(t *testing.T) {
	p := standings.Progress{Rounds: 3, Complete: 1, Partial: []standings.RoundProgress{{Round: 2, Done: 2, Of: 3}, {Round: 3, Done: 3, Of: 3}}}
	for _, c := range []struct {
		lang i18n.Lang
		want string
	}{
		{i18n.English, "Standings after round 1, round 2: 2 of 3 games entered, round 3: every result entered"},
		{i18n.Finnish, "Tilanne 1. kierroksen jälkeen, 2. kierros: 2/3 tulosta kirjattu, 3. kierros: kaikki tulokset kirjattu"},
		{i18n.Estonian, "Paremusjärjestus pärast 1. vooru, 2. voor: 2/3 tulemust sisestatud, 3. voor: kõik tulemused sisestatud"},
	} {
		if got := StandingsTitle(i18n.For(c.lang), p); got != c.want {
			t.Errorf("%s:\n got %q\nwant %q", c.lang, got, c.want)
		}
	}
	first := standings.Progress{Rounds: 2, Partial: []standings.RoundProgress{{Round: 1, Done: 2, Of: 3}}}
	if got, want := StandingsTitle(i18n.For(i18n.English), first), "Standings, round 1: 2 of 3 games entered"; got != want {
		t.Errorf("no round complete:\n got %q\nwant %q", got, want)
	}
}

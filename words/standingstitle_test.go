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

// Once the last round is over (Progress.Final) every heading says the
// tables are final, as Swiss-Manager, Vega and chess-results head them,
// where it said "after round 9" of the last round as of any other; its
// rounds complete without the last (Final unset) stay "after round 9".
func TestFinalTablesAreHeadedFinal(t *testing.T) {
	final := standings.Progress{Rounds: 9, Complete: 9, Final: true}
	heading := func(f func(*i18n.Catalog, standings.Progress) (string, string)) func(*i18n.Catalog) string {
		return func(cat *i18n.Catalog) string {
			title, rounds := f(cat, final)
			return title + rounds
		}
	}
	crossHeading := func(cat *i18n.Catalog, p standings.Progress) (string, string) { return CrossHeading(cat, p, false) }
	stands := map[i18n.Lang]string{i18n.English: "Final standings", i18n.Finnish: "Loppusijoitukset", i18n.Estonian: "Lõplik paremusjärjestus"}
	cross := map[i18n.Lang]string{i18n.English: "Final crosstable", i18n.Finnish: "Lopullinen ristitaulukko", i18n.Estonian: "Lõplik turniiritabel"}
	boards := map[i18n.Lang]string{i18n.English: "Final results by board", i18n.Finnish: "Lopputulokset pöydittäin", i18n.Estonian: "Lõplikud tulemused laudade kaupa"}
	saysInEachLang(t, "standings title", stands, func(cat *i18n.Catalog) string { return StandingsTitle(cat, final) })
	saysInEachLang(t, "standings heading", stands, heading(StandingsHeading))
	saysInEachLang(t, "crosstable title", cross, func(cat *i18n.Catalog) string { return CrossTitle(cat, final, false) })
	saysInEachLang(t, "crosstable heading", cross, heading(crossHeading))
	saysInEachLang(t, "boards title", boards, func(cat *i18n.Catalog) string { return BoardsTitle(cat, final) })
	notFinal := final
	notFinal.Final = false
	if got, want := StandingsTitle(i18n.For(i18n.English), notFinal), "Standings after round 9"; got != want {
		t.Errorf("rounds complete, the last not over: %q, want %q", got, want)
	}
}

package words

import (
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/tournament"
	"arbiter/tournament/norms"
	"arbiter/tournament/rating"
	"arbiter/tournament/ratingreport"
)

// TestNormVerdictCannotJudge: a norm that a rule not implemented decides
// is said to be neither made nor not made, in every language.
func TestNormVerdictCannotJudge(t *testing.T) {
	r := rating.NormResult{Title: "GM", CannotJudge: []rating.CannotJudge{{Rule: "1.4.5", Kind: rating.JudgeDoubleRoundRobin}}}
	saysInEachLang(t, "the verdict", map[i18n.Lang]string{
		i18n.English:  "GM: not judged — cannot judge — the rule of 1.4.5 for a double round robin is not implemented; check the norm by hand",
		i18n.Finnish:  "GM: ei ratkaistu — ei voida ratkaista — kohdan 1.4.5 sääntöä kaksinkertaiselle kaikki vastaan kaikki -turnaukselle ei ole toteutettu; tarkista normi käsin",
		i18n.Estonian: "GM: otsustamata — ei saa otsustada — punkti 1.4.5 reeglit kahekordse ringturniiri kohta pole rakendatud; kontrolli normi käsitsi",
	}, func(cat *i18n.Catalog) string { return NormLine(cat, r) })
}

func TestKText(t *testing.T) {
	cat := i18n.For(i18n.English)
	r := ratingreport.Row{Rating: 1500, KRule: 40, KReason: rating.KNew}
	r.Change.K = 40
	if got := KText(cat, r); got != "40 (new player)" {
		t.Errorf("%q", got)
	}
	r.Change.K = 38 // 18 games: 700 / 18 = 38
	if got := KText(cat, r); got != "40 (new player), 38 by the 700 rule" {
		t.Errorf("%q", got)
	}
	if got := KText(cat, ratingreport.Row{}); got != "" {
		t.Errorf("unrated: %q", got)
	}
}

// TestNationalCellsSayTheFloor: on a national list with a floor of 1000 a
// player rated 1001 who loses both games to players 1000 points above him
// (the 400 cap: 2 × 0.08 expected, K 25 × −0.16 = −4.0) is held at 1000,
// not 997: his line says the floor gave it, in every language, beside the
// −4.0 it does not add up to; one whose change alone gives his new rating
// has it bare.
func TestNationalCellsSayTheFloor(t *testing.T) {
	r := ratingreport.NationalRow{Number: 10, Name: "Rein Kull", Rating: 1001, New: 1000, Floored: true}
	r.Change = rating.Change{K: 25, Games: 2, Expected: 16, Change: -4}
	for lang, want := range map[i18n.Lang]string{i18n.English: "1000 (floor)", i18n.Finnish: "1000 (alaraja)", i18n.Estonian: "1000 (alampiir)"} {
		cells := NationalCells(i18n.For(lang), r)
		if cells[7] != want || !strings.Contains(cells[6], "4") {
			t.Errorf("%s: %q", lang, cells)
		}
	}
	r.Floored, r.New = false, 997
	if cells := NationalCells(i18n.For(i18n.English), r); cells[7] != "997" {
		t.Errorf("above the floor: %q", cells)
	}
}

// TestNormLineOneWinLeftOut: one win left out under 1.4.1f is one game in
// every language, two are games ("1 won games" before).
func TestNormLineOneWinLeftOut(t *testing.T) {
	for lang, want := range map[i18n.Lang][2]string{
		i18n.English:  {"1 won game left out (1.4.1f)", "2 won games left out (1.4.1f)"},
		i18n.Finnish:  {"1 voitettu peli jätetty pois (1.4.1f)", "2 voitettua peliä jätetty pois (1.4.1f)"},
		i18n.Estonian: {"1 võidetud partii välja jäetud (1.4.1f)", "2 võidetud partiid välja jäetud (1.4.1f)"},
	} {
		for k, dropped := range [][]int{{3}, {3, 5}} {
			line := NormLine(i18n.For(lang), rating.NormResult{Title: "IM", Met: true, Games: 9, Dropped: dropped})
			if !strings.HasSuffix(line, " · "+want[k]) {
				t.Errorf("%s, %d left out: %q", lang, len(dropped), line)
			}
		}
	}
}

// TestNormLine_B01_1_4_1e_SaysTheRoundAfterWhichItWasMade: a norm made
// over the first nine rounds, the later left out, says so in every
// language.
func TestNormLine_B01_1_4_1e_SaysTheRoundAfterWhichItWasMade(t *testing.T) {
	for lang, want := range map[i18n.Lang]string{
		i18n.English:  "made after round 9: the games of later rounds not counted (1.4.1e)",
		i18n.Finnish:  "saavutettu 9. kierroksen jälkeen: myöhempien kierrosten pelejä ei lasketa (1.4.1e)",
		i18n.Estonian: "täidetud pärast 9. vooru: hilisemate voorude partiisid ei arvestata (1.4.1e)",
	} {
		line := NormLine(i18n.For(lang), rating.NormResult{Title: "GM", Met: true, Games: 9, CountsAs: 9, Through: 9})
		if !strings.Contains(line, " · "+want) {
			t.Errorf("%s: %q", lang, line)
		}
		if line := NormLine(i18n.For(lang), rating.NormResult{Title: "GM", Met: true, Games: 9, CountsAs: 9}); strings.Contains(line, "1.4.1e") {
			t.Errorf("%s, every game counted: %q", lang, line)
		}
	}
}

// TestShortfallTitleHoldersAgreeWithTheirNumber: one title holder of five
// is "1 title holder", not "1 title holders", in every language; none and
// two take the plural (the run of a Swiss walk said "only 1 title holders").
func TestShortfallTitleHoldersAgreeWithTheirNumber(t *testing.T) {
	r := rating.NormResult{Title: "IM"}
	for lang, want := range map[i18n.Lang][3]string{
		i18n.English:  {"only 0 title holders, 5 needed", "only 1 title holder, 5 needed", "only 2 title holders, 5 needed"},
		i18n.Finnish:  {"vain 0 arvonimen haltijaa, tarvitaan 5", "vain 1 arvonimen haltija, tarvitaan 5", "vain 2 arvonimen haltijaa, tarvitaan 5"},
		i18n.Estonian: {"ainult 0 tiitliomanikku, vaja 5", "ainult 1 tiitliomanik, vaja 5", "ainult 2 tiitliomanikku, vaja 5"},
	} {
		for have, w := range want {
			if got := shortfall(i18n.For(lang), r, rating.Shortfall{Kind: rating.ShortTitled, Have: have, Need: 5}); got != w {
				t.Errorf("%s, %d: %q, want %q", lang, have, got, w)
			}
		}
	}
}

// TestNoNormListedWhereTheTitlesAreHeld: the norm event over, every
// player a GM, each has the nine games and no norm left to earn; the
// title norms' heading says so, not that no player has the games.
func TestNoNormListedWhereTheTitlesAreHeld(t *testing.T) {
	ev := testevent.Norm(t)
	for i := range ev.Players {
		ev.Players[i].Title = "GM"
	}
	rows := ratingreport.Of(ev, tournament.RatingOptions{})
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		if got, want := NoNormListed(cat, ev, rows, false), cat.T("ratings.norms.none-left"); got != want {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
}

// TestShortfallOfTheAverageNamesItsOpponents: a norm's shortfall of the
// opponents' average counts every opponent of the norm, those still to
// play in a round robin included, where the rating table beside it
// averages the games played: it names how many it averages, so the two
// figures cannot be read as one (a ten-player round robin after round 8
// showed 2373 in the forecast and 2368 in the table under one name).
func TestShortfallOfTheAverageNamesItsOpponents(t *testing.T) {
	r := rating.NormResult{Title: "GM", Games: 9}
	saysInEachLang(t, "the shortfall", map[i18n.Lang]string{
		i18n.English:  "average rating of 9 opponents 2373, 2380 needed",
		i18n.Finnish:  "9 vastustajan keskivahvuus 2373, tarvitaan 2380",
		i18n.Estonian: "9 vastase keskmine reiting 2373, vaja 2380",
	}, func(cat *i18n.Catalog) string {
		return shortfall(cat, r, rating.Shortfall{Kind: "aro", Have: 2373, Need: 2380})
	})
}

// TestNormsTooFewGamesNameWhomAndWhy: a rating report's title norms that
// judge some players name the others who may earn a norm, and that they
// made none for too few games, in every language; nothing where nobody is left out,
// or where nobody is judged (NoNormListed says it for all).
func TestNormsTooFewGamesNameWhomAndWhy(t *testing.T) {
	rows := []ratingreport.Row{
		{ID: 7, Name: "Kaido Kulaots", NormGames: make([]norms.NormGame, 9), Norms: []rating.NormResult{{Title: "GM"}}},
		{ID: 20, Name: "Priit Tamm", NormTooFewGames: true},
		{ID: 22, Name: "Martin Kask", NormTooFewGames: true},
	}
	refs := map[int64]string{7: "7", 20: "20", 22: "22"}
	saysInEachLang(t, "the players not judged", map[i18n.Lang]string{
		i18n.English:  "20 Priit Tamm, 22 Martin Kask: not made — fewer than 9 games can count (B.01 1.4.1, 1.4.2).",
		i18n.Finnish:  "20 Priit Tamm, 22 Martin Kask: ei saavutettu — alle 9 laskettavaa peliä (B.01 1.4.1, 1.4.2).",
		i18n.Estonian: "20 Priit Tamm, 22 Martin Kask: ei täidetud — vähem kui 9 arvestatavat partiid (B.01 1.4.1, 1.4.2).",
	}, func(cat *i18n.Catalog) string { return NormsTooFewGames(cat, rows, refs) })
	if got := NormsTooFewGames(i18n.For(i18n.English), rows[:1], refs); got != "" {
		t.Errorf("nobody left out: %q", got)
	}
	if got := NormsTooFewGames(i18n.For(i18n.English), rows[1:], refs); got != "" {
		t.Errorf("nobody judged: %q", got)
	}
}

// saysInEachLang checks that say, given each language's catalogue, gives
// that language's text of want, naming what was said where it does not.
func saysInEachLang(t *testing.T, what string, want map[i18n.Lang]string, say func(*i18n.Catalog) string) {
	t.Helper()
	for lang, w := range want {
		if got := say(i18n.For(lang)); got != w {
			t.Errorf("%s, %s: %q, want %q", lang, what, got, w)
		}
	}
}

// TestNoNormListedWhileTheEventIsUnderWay: a Swiss after round 6 of 9,
// its next round not yet paired, has no forecast; the title norms'
// heading of "arbiter ratings", the rating changes sheet and the Ratings
// view said "No player has the 9 games a norm needs", the verdict of an
// event over, of players who have three rounds still to play. It says
// that none has them yet, with the rounds completed, in every language.
func TestNoNormListedWhileTheEventIsUnderWay(t *testing.T) {
	ev := testevent.NormBeforeLastRound(t)
	if norms.CertaintyOf(ev) == norms.Final {
		t.Fatal("the event is over: the test tests nothing")
	}
	rows := ratingreport.Of(ev, tournament.RatingOptions{})
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		got := NoNormListed(cat, ev, rows, false)
		if none := cat.T("ratings.norms.none"); got == none {
			t.Errorf("%s: %q said while rounds remain", lang, got)
		}
		if want := cat.T("ratings.norms.none-so-far", "done", ev.CompletedRounds(), "total", ev.TotalRounds()); got != want {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
}

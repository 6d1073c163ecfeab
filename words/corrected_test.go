package words

import (
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/tournament"
)

// A Swiss result changed under later rounds names them, one or several,
// in each language; a round robin's, or one in the last round paired,
// names nothing. The round after it, the last paired, without a result
// yet, may be paired again on the corrected result, which is said: the
// arbiter read that its pairing stands and no more.
func TestPairedOnEarlierResult(t *testing.T) {
	ev := &tournament.Event{Settings: tournament.DefaultSettings(), Rounds: make([]tournament.Round, 3)}
	ev.Settings.System = tournament.SwissDutch
	ev.Rounds[2].Pairings = []tournament.Pairing{{Round: 3, Board: 1, White: 1, Black: 2}}
	again := map[i18n.Lang]string{
		i18n.English:  "Round 3 was paired on the earlier result: its pairing stands. The pairings of round 3 already posted show the points before the correction: reprint them. No game of round 3 has a result yet: to pair it on the corrected result, unpair it and pair it again.",
		i18n.Finnish:  "Kierros 3 paritettiin aiemman tuloksen mukaan: sen paritus pysyy. Jo ilmoitetuissa kierroksen 3 parilistoissa ovat pisteet ennen korjausta: tulosta ne uudelleen. Kierroksen 3 peleillä ei ole vielä tuloksia: pura sen paritus ja parita se uudelleen, niin se paritetaan korjatun tuloksen mukaan.",
		i18n.Estonian: "3. voor paaritati varasema tulemuse järgi: selle paarid jäävad kehtima. Juba välja pandud vooru 3 paaride lehtedel on punktid enne parandust; prindi need uuesti. Vooru 3 partiidel pole veel tulemusi: et see paaritataks parandatud tulemuse järgi, tühista selle paaritamine ja paarita see uuesti.",
	}
	for lang, want := range again {
		if got := PairedOnEarlierResult(i18n.For(lang), ev, 2); got != want {
			t.Errorf("%s round 2, round 3 without results: %q, want %q", lang, got, want)
		}
	}
	ev.Rounds[2].Pairings[0].Result = tournament.Draw
	for _, c := range []struct {
		lang  i18n.Lang
		sys   tournament.System
		round int
		want  string
	}{
		{i18n.English, tournament.SwissDutch, 1, "Rounds 2–3 were paired on the earlier result: their pairings stand. The pairings of round 3 already posted show the points before the correction: reprint them."},
		{i18n.English, tournament.TeamSwiss, 2, "Round 3 was paired on the earlier result: its pairing stands. The pairings of round 3 already posted show the points before the correction: reprint them."},
		{i18n.Finnish, tournament.SwissDubov, 2, "Kierros 3 paritettiin aiemman tuloksen mukaan: sen paritus pysyy. Jo ilmoitetuissa kierroksen 3 parilistoissa ovat pisteet ennen korjausta: tulosta ne uudelleen."},
		{i18n.Estonian, tournament.SwissBurstein, 1, "Voorud 2–3 paaritati varasema tulemuse järgi: nende paarid jäävad kehtima. Juba välja pandud vooru 3 paaride lehtedel on punktid enne parandust; prindi need uuesti."},
		{i18n.English, tournament.SwissDutch, 3, ""},
		{i18n.English, tournament.RoundRobin, 1, ""},
	} {
		ev.Settings.System = c.sys
		if got := PairedOnEarlierResult(i18n.For(c.lang), ev, c.round); got != c.want {
			t.Errorf("%s %s round %d: %q, want %q", c.lang, c.sys, c.round, got, c.want)
		}
	}
}

// A result corrected under the round paired after it leaves the pairings
// of that round, posted on the wall, with the two players' points before
// the correction (their sheet prints each player's points): said, in each
// language, with the advice to reprint them, whether the round has
// results yet or not. The window asked only whether to change the result.
func TestACorrectionUnderAPairedRoundSaysItsSheetShowsTheOldPoints(t *testing.T) {
	ev := &tournament.Event{Settings: tournament.DefaultSettings(), Rounds: make([]tournament.Round, 3)}
	ev.Settings.System = tournament.SwissDutch
	ev.Rounds[2].Pairings = []tournament.Pairing{{Round: 3, Board: 1, White: 1, Black: 2, Result: tournament.Draw}}
	for _, l := range i18n.Complete {
		cat := i18n.For(l)
		for _, round := range []int{1, 2} {
			got := PairedOnEarlierResult(cat, ev, round)
			if want := cat.T("live.correct.reprint", "round", 3); !cat.Has("live.correct.reprint") || !strings.HasSuffix(got, " "+want) {
				t.Errorf("%s: round %d corrected under round 3: %q does not end %q", l, round, got, want)
			}
		}
	}
	if got, want := PairedOnEarlierResult(i18n.For(i18n.English), ev, 2), "round 3 already posted show the points"; !strings.Contains(got, want) {
		t.Errorf("en: %q does not say %q", got, want)
	}
}

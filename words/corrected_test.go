package words

import (
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
		i18n.English:  "Round 3 was paired on the earlier result: its pairing stands. No game of round 3 has a result yet: to pair it on the corrected result, unpair it and pair it again.",
		i18n.Finnish:  "Kierros 3 paritettiin aiemman tuloksen mukaan: sen paritus pysyy. Kierroksen 3 peleillä ei ole vielä tuloksia: pura sen paritus ja parita se uudelleen, niin se paritetaan korjatun tuloksen mukaan.",
		i18n.Estonian: "3. voor paaritati varasema tulemuse järgi: selle paarid jäävad kehtima. Vooru 3 partiidel pole veel tulemusi: et see paaritataks parandatud tulemuse järgi, tühista selle paaritamine ja paarita see uuesti.",
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
		{i18n.English, tournament.SwissDutch, 1, "Rounds 2–3 were paired on the earlier result: their pairings stand."},
		{i18n.English, tournament.TeamSwiss, 2, "Round 3 was paired on the earlier result: its pairing stands."},
		{i18n.Finnish, tournament.SwissDubov, 2, "Kierros 3 paritettiin aiemman tuloksen mukaan: sen paritus pysyy."},
		{i18n.Estonian, tournament.SwissBurstein, 1, "Voorud 2–3 paaritati varasema tulemuse järgi: nende paarid jäävad kehtima."},
		{i18n.English, tournament.SwissDutch, 3, ""},
		{i18n.English, tournament.RoundRobin, 1, ""},
	} {
		ev.Settings.System = c.sys
		if got := PairedOnEarlierResult(i18n.For(c.lang), ev, c.round); got != c.want {
			t.Errorf("%s %s round %d: %q, want %q", c.lang, c.sys, c.round, got, c.want)
		}
	}
}

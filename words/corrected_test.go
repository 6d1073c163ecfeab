package words

import (
	"testing"

	"arbiter/i18n"
	"arbiter/tournament"
)

// A Swiss result changed under later rounds names them, one or several,
// in each language; a round robin's, or one in the last round paired,
// names nothing.
func TestPairedOnEarlierResult(t *testing.T) {
	ev := &tournament.Event{Settings: tournament.DefaultSettings(), Rounds: make([]tournament.Round, 3)}
	ev.Settings.System = tournament.SwissDutch
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

package venue_test

import (
	"html"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/tournament"
)

// TestRoundPageNamesThePairingSystem: a round's page, the phone's
// pairings, names the system the round was paired by with its number in
// the FIDE Handbook, as the printed pairings do, in every language; it
// named none, where the paper, the window's check and the event page did.
func TestRoundPageNamesThePairingSystem(t *testing.T) {
	ev := testevent.Swiss(t, 8, 2, true)
	ev.Settings.System = tournament.SwissDubov
	_, base := server(t, testevent.EventFile(t, ev), nil)
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		want := cat.T("print.pairings.system-fide", "system", cat.T(tournament.SwissDubov.NameKey()), "code", "C.04.4.1")
		for _, page := range []string{"pairings.html", "round-1.html"} {
			if body := html.UnescapeString(get2(t, base+"/"+page+"?lang="+string(lang))); !strings.Contains(body, want) {
				t.Errorf("%s %s: %q is not on the page", lang, page, want)
			}
		}
	}
}

package printing

import (
	"io"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/input"
)

// A late entry given points for the rounds he missed is named among
// those rounds' byes alike on the round's pairing list and in the
// arbiter's report, with words that say what the points are: the list
// left him out while the report counted his zero-point bye.
func TestLateEntryMissedRoundsOnTheListAsInTheReport(t *testing.T) {
	ev := &tournament.Event{Settings: tournament.DefaultSettings()}
	ev.Settings.Name = "Late Open"
	for i, n := range []string{"Aalto, Aino", "Berg, Bo", "Cederberg, Carl", "Dahl, Dina", "Eskola, Eero"} {
		ev.Players = append(ev.Players, tournament.Player{ID: int64(i + 1), Seat: i + 1, Name: n, Rating: 2000 - 10*i})
	}
	ev.Players[4].Entered = 3
	for r := 1; r <= 2; r++ {
		ev.Rounds = append(ev.Rounds, tournament.Round{Number: r, Pairings: []tournament.Pairing{
			{Board: 1, White: 1, Black: int64(2 + r), Result: tournament.WhiteWins},
			{Board: 2, White: int64(5 - r), Black: 2, Result: tournament.Draw},
			{White: 5, Bye: tournament.ByeZeroPoint},
		}})
	}
	lists := printedTexts(t, inEachLang(), func(w io.Writer, opt Options) error { return Pairings(w, ev, 1, opt) })
	reports := reportTexts(t, ev, nil)
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		late := cat.T("print.bye.late", "kind", cat.T("print.bye.zero"))
		list, report := input.Collapse(lists[Options{Lang: lang}]), input.Collapse(reports[Options{Lang: lang}])
		for name, text := range map[string]string{"pairing list": list, "report": report} {
			if !strings.Contains(text, "Eskola") || !strings.Contains(text, late) {
				t.Errorf("%s: the %s of round 1 does not name the late entry with %q:\n%s", lang, name, late, text)
			}
		}
	}
}

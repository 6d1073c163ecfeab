package printing

import (
	"io"
	"strconv"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testform"
	"arbiter/tournament"
)

// The round pack's check-in list, in every language: the players
// expected at the round by family name, each with a column to tick, those
// its check-in has in ticked; a player withdrawn before the round is not
// on it.
func TestCheckInListInTheRoundPack(t *testing.T) {
	ev := demoEvent()
	ev.Rounds = ev.Rounds[:3] // round 4 the next to pair, its check-in's
	ev.Players[0].WithdrawnAfter = 2
	in := ev.Players[1]
	ev.CheckIns = []tournament.CheckIn{{Round: 4, Marks: []tournament.Presence{{Player: in.ID, In: true}}}}
	textInEachLang(t, func(w io.Writer, opt Options) error { return RoundPackOf(w, ev, 4, []string{"checkin"}, opt) }, func(lang i18n.Lang, cat *i18n.Catalog, text string) {
		if !strings.Contains(text, cat.T("print.checkin.title")) || !strings.Contains(text, cat.T("print.col.checked-in")) {
			t.Errorf("%s: no title or tick column:\n%s", lang, text)
		}
		if strings.Contains(text, ev.Players[0].FamilyFirst()) {
			t.Errorf("%s: %s, withdrawn after round 2, is on the list of round 4", lang, ev.Players[0].Name)
		}
		var names []string
		for _, line := range strings.Split(text, "\n") {
			for _, p := range ev.Players[1:] {
				if strings.Contains(line, p.FamilyFirst()) {
					names = append(names, p.FamilyFirst())
					if ticked := strings.Contains(line, "✓"); ticked != (p.ID == in.ID) {
						t.Errorf("%s: %s ticked %v", lang, p.Name, ticked)
					}
				}
			}
		}
		if len(names) != len(ev.Players)-1 {
			t.Fatalf("%s: %d players listed, want %d: %v", lang, len(names), len(ev.Players)-1, names)
		}
		order := tournament.NameOrderIn(string(lang))
		for i := 1; i < len(names); i++ {
			a, b := playerNamed(ev, names[i-1]), playerNamed(ev, names[i])
			if order(a, b) > 0 {
				t.Errorf("%s: %s listed before %s", lang, names[i-1], names[i])
			}
		}
	})
}

// The door's list says under the name of a player who asked for a bye in
// its round that he did, as the window's check-in list does: his box to
// tick stood empty beside the absent's, and the door waited for him. The
// list is printed before the check-in is opened, as here.
func TestCheckInListSaysWhoAskedForABye(t *testing.T) {
	ev := demoEvent()
	ev.Rounds = ev.Rounds[:3]
	asked, other := ev.Players[1], ev.Players[2]
	ev.Requests = []tournament.PlannedBye{{Player: asked.ID, Round: 4, Kind: tournament.ByeHalfPoint}}
	textInEachLang(t, func(w io.Writer, opt Options) error { return RoundPackOf(w, ev, 4, []string{"checkin"}, opt) }, func(lang i18n.Lang, cat *i18n.Catalog, text string) {
		mark := cat.T("checkin.mark.bye", "kind", cat.T("print.bye.half"))
		lines := strings.Split(text, "\n")
		for i, line := range lines {
			switch {
			case strings.Contains(line, asked.FamilyFirst()) && (i+1 == len(lines) || !strings.Contains(lines[i+1], mark)):
				t.Errorf("%s: %s's line %q is not followed by %q", lang, asked.Name, line, mark)
			case strings.Contains(line, other.FamilyFirst()) && i+1 < len(lines) && strings.Contains(lines[i+1], mark):
				t.Errorf("%s: %s, who asked for no bye, has %q", lang, other.Name, mark)
			}
		}
	})
}

// The pack's check-in list is of the round a check-in is for now
// (checkin.Round) alone: after the last round is paired there is none, and
// the list alone is refused saying so, in every language, rather than the
// last round's printed, played already; a paired round's list, its
// check-in over, likewise. Asked with other parts, the list is left out
// and they print.
func TestPackChecksInForTheRoundInPlayAlone(t *testing.T) {
	ev := demoEvent()
	last := len(ev.Rounds)
	if last != ev.TotalRounds() {
		t.Fatalf("the demo event has %d of %d rounds paired", last, ev.TotalRounds())
	}
	second := *ev
	second.Rounds = ev.Rounds[:2]
	packs := map[i18n.Lang][]byte{}
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		err := RoundPackOf(io.Discard, ev, last, []string{"checkin"}, Options{Lang: lang})
		if testform.KeyOf(err) != "checkin.err.over" || !strings.Contains(cat.Error(err), strconv.Itoa(last)) {
			t.Errorf("%s: the check-in list after the last round: %v, want checkin.err.over", lang, err)
		}
		packs[lang] = printed(t, func(w io.Writer) error {
			return RoundPackOf(w, ev, last, []string{"checkin", "pairings"}, Options{Lang: lang})
		})
		if err := RoundPackOf(io.Discard, &second, 2, []string{"checkin"}, Options{Lang: lang}); testform.KeyOf(err) != "print.error.checkin-round" {
			t.Errorf("%s: the check-in list of round 2, paired, round 3 next: %v", lang, err)
		}
	}
	for lang, text := range textsOf(t, packs) {
		cat := i18n.For(lang)
		if strings.Contains(text, cat.T("print.checkin.title")) || !strings.Contains(text, cat.T("print.pairings.title")) {
			t.Errorf("%s: the pack of the check-in list and the pairings after the last round:\n%.300s", lang, text)
		}
	}
}

func playerNamed(ev *tournament.Event, familyFirst string) *tournament.Player {
	for i := range ev.Players {
		if ev.Players[i].FamilyFirst() == familyFirst {
			return &ev.Players[i]
		}
	}
	return nil
}

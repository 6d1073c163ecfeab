package words

import (
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/tournament"
)

// A check-in of five: A and B in, B with his own half-point bye of the
// round, C with his own bye and not in, D and E not in. The count said
// "2 of 5" as though three were awaited where two were, and B's line said
// only that he was in while his bye left him out of the round.
func TestACheckInCountsAndMarksTheByesAskedFor(t *testing.T) {
	ev := &tournament.Event{Settings: tournament.DefaultSettings()}
	ev.Settings.System, ev.Settings.Rounds = tournament.SwissDutch, 5
	for id := int64(1); id <= 5; id++ {
		ev.Players = append(ev.Players, tournament.Player{ID: id, Name: string(rune('A' + id - 1))})
	}
	half := tournament.ByeHalfPoint
	ev.Requests = []tournament.PlannedBye{{Player: 2, Round: 1, Kind: half}, {Player: 3, Round: 1, Kind: half}}
	c := tournament.CheckIn{Round: 1, Marks: []tournament.Presence{{Player: 1, In: true}, {Player: 2, In: true}}}
	ev.CheckIns = []tournament.CheckIn{c}
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		bye := cat.T(half.NameKey())
		if got, want := CheckInCount(cat, "checkin.venue.count", ev, c), cat.T("checkin.venue.count", "round", 1, "in", 2, "expected", 5, "excused", 1); got != want {
			t.Errorf("%s: the count %q, want %q", lang, got, want)
		}
		if got := CheckInCount(cat, "checkin.wall.heading", ev, c); !strings.Contains(got, cat.T("checkin.wall.heading", "round", 1, "in", 2, "expected", 5, "excused", 1)) {
			t.Errorf("%s: the wall's count %q", lang, got)
		}
		for id, want := range map[int64]string{
			1: cat.T("checkin.mark.in"),
			2: cat.T("checkin.mark.in-bye", "kind", bye),
			3: cat.T("checkin.mark.bye", "kind", bye),
			4: cat.T("checkin.mark.absent"),
		} {
			if got := CheckInMark(cat, ev, c, id); got != want {
				t.Errorf("%s: player %d marked %q, want %q", lang, id, got, want)
			}
		}
		if in, bye := cat.T("checkin.mark.in"), CheckInMark(cat, ev, c, 2); !strings.Contains(bye, in) || bye == in {
			t.Errorf("%s: B's mark %q does not say he is in with his bye", lang, bye)
		}
	}
}

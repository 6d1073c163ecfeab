package words

import (
	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/checkin"
)

// CheckInMark is what a check-in's list says of player id: in, not in, or,
// not in with the bye he asked for in its round, that bye ("requested
// half-point bye"), so that the arbiter reading the list does not take him
// for absent, as closing the check-in does not (checkin.Absent).
// In with such a bye, it says that the bye stands, as marking him in did
// (CheckedIn): the list said only that he was in, and the round was
// paired without him.
func CheckInMark(cat *i18n.Catalog, ev *tournament.Event, c tournament.CheckIn, id int64) string {
	kind, own := checkin.OwnBye(ev, c, id)
	switch {
	case c.In(id) && own:
		return cat.T("checkin.mark.in-bye", "kind", cat.T(kind.NameKey()))
	case c.In(id):
		return cat.T("checkin.mark.in")
	case own:
		return cat.T("checkin.mark.bye", "kind", cat.T(kind.NameKey()))
	}
	return cat.T("checkin.mark.absent")
}

// CheckInCount is a check-in's count as the window and the wall say it
// (key, "checkin.venue.count" or "checkin.wall.heading"): those in of the
// players expected, and those excused by a bye they asked for
// (checkin.Tally).
func CheckInCount(cat *i18n.Catalog, key string, ev *tournament.Event, c tournament.CheckIn) string {
	in, excused, awaited := checkin.Tally(ev, c)
	return cat.T(key, "round", c.Round, "in", in, "expected", in+excused+awaited, "excused", excused)
}

// CheckedIn says that player id was marked in (or out) of the check-in c:
// marked in while the bye he asked for in its round stands, it says that
// the bye stands and leaves him out of the round's pairing, which the
// check-in does not change (checkin.Mark): he was checked in and left
// unpaired without a word, the check-in's closing saying that no one had a
// bye.
func CheckedIn(cat *i18n.Catalog, ev *tournament.Event, c tournament.CheckIn, id int64, in bool) string {
	name := ev.NameTold(id)
	if !in {
		return cat.T("checkin.cli.out", "name", name, "round", c.Round)
	}
	if kind, own := checkin.OwnBye(ev, c, id); own {
		return cat.T("checkin.cli.in.bye", "name", name, "round", c.Round, "kind", cat.T(kind.NameKey()))
	}
	return cat.T("checkin.cli.in", "name", name, "round", c.Round)
}

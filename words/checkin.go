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
func CheckInMark(cat *i18n.Catalog, ev *tournament.Event, c tournament.CheckIn, id int64) string {
	if c.In(id) {
		return cat.T("checkin.mark.in")
	}
	if kind, own := checkin.OwnBye(ev, c, id); own {
		return cat.T("checkin.mark.bye", "kind", cat.T(kind.NameKey()))
	}
	return cat.T("checkin.mark.absent")
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

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

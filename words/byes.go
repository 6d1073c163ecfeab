package words

import (
	"arbiter/i18n"
	"arbiter/tournament"
)

// Bye names a player's bye by its kind with what it scores, as the
// window's rounds, its Swiss options and the command line's pairing list
// write it: "bye (1 point)", "requested bye (½ point)", "absent
// (0 points)", "full-point bye (1 point)"; a round robin's bye (and one of
// no kind) is just "bye".
func Bye(cat *i18n.Catalog, b tournament.ByeKind) string {
	switch b {
	case tournament.ByePairingAllocated:
		return cat.T("swisscli.bye.pab")
	case tournament.ByeHalfPoint:
		return cat.T("swisscli.bye.half")
	case tournament.ByeZeroPoint:
		return cat.T("swisscli.bye.zero")
	case tournament.ByeFullPoint:
		return cat.T("swisscli.bye.full")
	}
	return cat.T("ui.rounds.bye")
}

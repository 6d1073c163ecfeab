package printing

import "arbiter/tournament"

// byeText names a bye and the points it gives.
func (s *sheet) byeText(k tournament.ByeKind) (name, points string) {
	switch k {
	case tournament.ByePairingAllocated:
		return s.t("print.bye.pairing"), "1"
	case tournament.ByeHalfPoint:
		return s.t("print.bye.half"), "½"
	case tournament.ByeZeroPoint:
		return s.t("print.bye.zero"), "0"
	case tournament.ByeFullPoint:
		return s.t("print.bye.full"), "1"
	}
	return s.t("print.bye.free"), "–"
}

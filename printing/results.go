package printing

import "arbiter/tournament"

// resultText is a result as lists print it; unplayed results use + and −
// as crosstables do (1953 §24, FIDE 11.8).
func (s *sheet) resultText(r tournament.Result) string {
	switch r {
	case tournament.WhiteWins:
		return "1–0"
	case tournament.Draw:
		return "½–½"
	case tournament.BlackWins:
		return "0–1"
	case tournament.WhiteForfeitWin:
		return "+ : −"
	case tournament.BlackForfeitWin:
		return "− : +"
	case tournament.DoubleForfeit:
		return "− : −"
	case tournament.Adjourned:
		return s.t("print.result.adjourned")
	}
	return ""
}

// byeText names a bye and the points it gives.
func (s *sheet) byeText(k tournament.ByeKind) (name, points string) {
	switch k {
	case tournament.ByePairingAllocated:
		return s.t("print.bye.pairing"), "1"
	case tournament.ByeHalfPoint:
		return s.t("print.bye.half"), "½"
	case tournament.ByeZeroPoint:
		return s.t("print.bye.zero"), "0"
	}
	return s.t("print.bye.free"), "–"
}

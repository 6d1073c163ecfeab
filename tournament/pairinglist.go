package tournament

// PointsBefore returns each player's points from the rounds before round
// n, as the standings after round n−1 count them (byes, forfeits and the
// withdrawal policy included): the points a pairing list shows beside
// each name, on paper and on the venue page alike.
func PointsBefore(ev *Event, n int) map[int64]Points {
	pts := map[int64]Points{}
	for _, row := range Standings(AfterRound(ev, n-1)).Rows {
		pts[row.ID] = row.Points
	}
	return pts
}

// RoundGames is round n's games as they count after the withdrawal
// policy, in the order of its pairings, for a pairing list to show what a
// withdrawal decided instead of the board's recorded result.
func RoundGames(ev *Event, n int) []EffectiveGame {
	for _, rd := range EffectiveResults(ev).Rounds {
		if rd.Number == n {
			return rd.Games
		}
	}
	return nil
}

// ByeText names a bye as the pairing lists do, in the reader's language
// through t, and gives the points it scores: "–" for a round robin's free
// round, which scores nothing.
func ByeText(k ByeKind, t func(key string, args ...any) string) (name, points string) {
	switch k {
	case ByePairingAllocated:
		return t("print.bye.pairing"), "1"
	case ByeHalfPoint:
		return t("print.bye.half"), "½"
	case ByeZeroPoint:
		return t("print.bye.zero"), "0"
	case ByeFullPoint:
		return t("print.bye.full"), "1"
	}
	return t("print.bye.free"), "–"
}

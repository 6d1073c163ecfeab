package tournament

// CompletedRounds is the number of rounds, from the first on, in which
// every game that counts has its final result: the n of "standings after
// round n". A round with a game still pending or adjourned is not
// complete, whatever the results of its other boards. One function, so
// that the window, the command line and the paper say the same round.
// A last round holding only requested byes is the next round's pairing
// list, not yet paired (NextSwissRound), and is not complete.
func CompletedRounds(ev *Event) int {
	n := completeRounds(EffectiveResults(ev))
	if n > 0 && n == len(ev.Rounds) && onlyRequestedByes(ev.Rounds[n-1]) {
		n--
	}
	return n
}

// AfterRound is the event as it stood when round n was over: the rounds
// up to n, and players who withdrew later still in play. Standings,
// crosstables and pairing lists of an earlier round are computed from it.
// n beyond the paired rounds gives the event as it is.
func AfterRound(ev *Event, n int) *Event {
	cp := &Event{Settings: ev.Settings}
	for _, r := range ev.Rounds {
		if r.Number <= n {
			cp.Rounds = append(cp.Rounds, r)
		}
	}
	cp.Players = append([]Player(nil), ev.Players...)
	for i := range cp.Players {
		if cp.Players[i].WithdrawnAfter > n {
			cp.Players[i].WithdrawnAfter = 0
		}
	}
	return cp
}

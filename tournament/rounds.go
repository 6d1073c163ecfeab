package tournament

// Where an event stands in its rounds is answered here and nowhere else:
// the window, the desk, the venue pages, the command line, the TRF report
// and the paper all ask these functions. Event.Rounds holds paired rounds
// only; a bye asked for a round not yet paired is a request
// (Event.Requests), never a round.

// CompletedRounds is the number of rounds, from the first on, in which
// every game that counts has its final result: the n of "standings after
// round n". A round with a game still pending or adjourned is not
// complete, whatever the results of its other boards.
func CompletedRounds(ev *Event) int {
	return completeRounds(EffectiveResults(ev))
}

// PairedRounds is the number of the last round paired, 0 before round 1:
// the round whose pairings the players look for.
func PairedRounds(ev *Event) int { return len(ev.Rounds) }

// NextRound is the round an event pairs next, one after the last paired;
// it may be past the event's last round, which the pairing refuses.
func NextRound(ev *Event) int { return len(ev.Rounds) + 1 }

// RoundInPlay is the round whose results are being entered: the first
// paired round with a game still to be finished, else the last paired
// round; 0 before round 1 is paired.
func RoundInPlay(ev *Event) int {
	for i, r := range ev.Rounds {
		for _, p := range r.Pairings {
			if !p.IsBye() && !p.Result.Finished() {
				return i + 1
			}
		}
	}
	return len(ev.Rounds)
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

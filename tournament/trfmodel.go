package tournament

import "arbiter/internal/lazy"

// The event's values in TRF's codes, which tournament/trfevent (the event
// in TRF's model) and tournament/exchange write.

// TRF type names (record 092) for the event's systems.
var trfTypes = lazy.Value[map[System]string]{Make: func() map[System]string {
	return map[System]string{
		RoundRobin:       "Round robin",
		DoubleRoundRobin: "Double round robin",
		SwissDutch:       "Swiss system (Dutch)",
		SwissDubov:       "Swiss system (Dubov)",
		SwissBurstein:    "Swiss system (Burstein)",
		Match:            "Match",
		TeamRoundRobin:   "Team round robin",
		TeamSwiss:        "Team Swiss system",
	}
}}

// TRFType is the system's type name in record 092.
func (sys System) TRFType() string { return trfTypes.Get()[sys] }

// TRFNumbers gives each player his TRF start rank: his number in the event
// (StartNumbers: in a Swiss the pairing number, so that the report
// re-pairs as the event was paired; in a round robin the seat), or while
// a round robin's seats are not drawn his place in the list.
func (ev *Event) TRFNumbers() map[int64]int {
	if ev.Settings.System.IndividualSwiss() || checkSeats(ev) == nil {
		return ev.StartNumbers()
	}
	m := map[int64]int{}
	for i, p := range ev.Players {
		m[p.ID] = i + 1
	}
	return m
}

// TRFCodes writes a game's result as the two players' TRF codes; a game
// not rated (ended before a move) is W, D or L.
func (r Result) TRFCodes(unrated bool) (white, black byte) {
	if unrated {
		switch r {
		case WhiteWins:
			return 'W', 'L'
		case BlackWins:
			return 'L', 'W'
		case Draw:
			return 'D', 'D'
		}
	}
	switch r {
	case WhiteWins:
		return '1', '0'
	case BlackWins:
		return '0', '1'
	case Draw:
		return '=', '='
	case WhiteForfeitWin:
		return '+', '-'
	case BlackForfeitWin:
		return '-', '+'
	case DoubleForfeit:
		return '-', '-'
	}
	return ' ', ' '
}

// TRFCode is the bye's code in a TRF cell or 240 record.
func (b ByeKind) TRFCode() byte {
	switch b {
	case ByePairingAllocated:
		return 'U'
	case ByeHalfPoint:
		return 'H'
	case ByeFullPoint:
		return 'F'
	}
	return 'Z'
}

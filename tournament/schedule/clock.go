package schedule

import (
	"slices"
	"time"

	"arbiter/tournament"
)

// Clock is the round the venue's clock counts for: the round in play
// while a game of it is unfinished, else the next round to be paired; and
// when it starts, from its schedule (Round) read in loc, the venue's time
// zone. false when the event has no such round or the schedule gives it
// no date and time of day: no clock is better than a guessed one.
func Clock(ev *tournament.Event, loc *time.Location) (int, time.Time, bool) {
	r := ev.RoundInPlay()
	if r == 0 || !slices.ContainsFunc(ev.Rounds[r-1].Pairings, tournament.Pairing.Unfinished) {
		r = ev.NextRound()
	}
	if r > ev.TotalRounds() { // a round robin's rounds are its table's, not a number set
		return 0, time.Time{}, false
	}
	rt := Round(ev, r)
	if rt.Date == "" || rt.Time == "" {
		return 0, time.Time{}, false
	}
	start, err := time.ParseInLocation("2006-01-02 15:04", rt.Date+" "+rt.Time, loc)
	if err != nil {
		return 0, time.Time{}, false
	}
	return r, start, true
}

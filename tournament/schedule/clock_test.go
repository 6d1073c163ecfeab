package schedule_test

import (
	"testing"
	"time"

	"arbiter/internal/testfield"
	"arbiter/tournament"
	"arbiter/tournament/schedule"
	"arbiter/tournament/teamgames"
)

// A round robin's rounds are its table's (TotalRounds), whatever number
// of rounds its settings hold: its clock counts for round 1 before the
// start and for none once every round is played.
func TestARoundRobinsClockCountsForItsTablesRounds(t *testing.T) {
	ev := testfield.Field(12, tournament.RoundRobin)
	ev.Settings.Rounds = 0
	ev.Settings.Schedule = []tournament.RoundTime{{Round: 1, Date: "2026-05-02", Time: "10:00"}, {Round: 11, Date: "2026-05-06", Time: "15:00"}}
	r, start, ok := schedule.Clock(ev, time.UTC)
	if want := time.Date(2026, 5, 2, 10, 0, 0, 0, time.UTC); !ok || r != 1 || !start.Equal(want) {
		t.Errorf("before round 1: round %d at %v (%v), want round 1 at %v", r, start, ok, want)
	}
	testfield.PairAll(t, ev)
	for i := range ev.Rounds {
		for j := range ev.Rounds[i].Pairings {
			if i < 10 || j > 0 {
				ev.Rounds[i].Pairings[j].Result = tournament.Draw
			}
		}
	}
	if r, _, ok := schedule.Clock(ev, time.UTC); !ok || r != 11 {
		t.Errorf("round 11 in play: the clock counts for round %d (%v)", r, ok)
	}
	ev.Rounds[10].Pairings[0].Result = tournament.Draw
	if r, _, ok := schedule.Clock(ev, time.UTC); ok {
		t.Errorf("every round played: a clock for round %d", r)
	}
}

// A team event's clock counts for the round its matches are played in:
// its games are its rounds' pairings, as an individual event's, so that
// while round 1's boards are played the venue's clock is not for round 2.
func TestATeamEventsClockCountsForTheRoundInPlay(t *testing.T) {
	ev := &tournament.Event{Settings: tournament.DefaultSettings()}
	ev.Settings.System, ev.Settings.Rounds = tournament.TeamSwiss, 5
	ev.Settings.Schedule = []tournament.RoundTime{{Round: 1, Date: "2026-05-02", Time: "10:00"}, {Round: 2, Date: "2026-05-02", Time: "15:00"}}
	ev.Matches = []tournament.TeamMatch{{Round: 1, Number: 1, White: 1, Black: 2}, {Round: 1, Number: 2, White: 3}}
	games := teamgames.Boards(tournament.TeamOptions{Boards: 2}, []int64{11, 12}, []int64{21, 22})
	ev.Rounds = []tournament.Round{{Number: 1, Pairings: teamgames.Lay(1, ev.Matches, func(tournament.TeamMatch) []tournament.Pairing { return games })}}
	ev.Rounds[0].Pairings[0].Result = tournament.WhiteWins
	if r, start, ok := schedule.Clock(ev, time.UTC); !ok || r != 1 || start.Hour() != 10 {
		t.Errorf("round 1's board 2 in play: the clock counts for round %d at %v (%v), want round 1", r, start, ok)
	}
	ev.Rounds[0].Pairings[1].Result = tournament.Draw
	if r, start, ok := schedule.Clock(ev, time.UTC); !ok || r != 2 || start.Hour() != 15 {
		t.Errorf("round 1 played: the clock counts for round %d at %v (%v), want round 2", r, start, ok)
	}
}

// An adjourned game holds the venue's clock on its round: with round 2
// paired while round 1's adjourned game waits, the pages do not say that
// round 2 starts.
func TestAnAdjournedGameHoldsTheClockOnItsRound(t *testing.T) {
	ev := testfield.Field(4, tournament.RoundRobin)
	ev.Settings.Schedule = []tournament.RoundTime{{Round: 1, Date: "2026-05-02", Time: "10:00"}, {Round: 2, Date: "2026-05-03", Time: "10:00"}}
	testfield.PairAll(t, ev)
	ev.Rounds = ev.Rounds[:2]
	ev.Rounds[0].Pairings[0].Result = tournament.WhiteWins
	ev.Rounds[0].Pairings[1].Result = tournament.Adjourned
	if r, start, ok := schedule.Clock(ev, time.UTC); !ok || r != 1 || start.Day() != 2 {
		t.Errorf("round 1's game adjourned: the clock counts for round %d at %v (%v), want round 1", r, start, ok)
	}
}

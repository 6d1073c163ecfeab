package norms

import (
	"slices"
	"testing"

	"arbiter/engine/rules"
	"arbiter/internal/testfield"
	"arbiter/tournament"
)

// sixPlayerEvent is testfield.SixPlayers, a finished single round robin
// in which White wins every game, of III-category players.
func sixPlayerEvent(t *testing.T, policy tournament.WithdrawalPolicy, withdrawAfter int) *tournament.Event {
	ev := testfield.SixPlayers(t, policy, withdrawAfter)
	ev.Settings.Ruleset = rules.USSR1953 // the 1953 classification's own code
	for i := range ev.Players {
		ev.Players[i].Category = tournament.CategoryIII
	}
	return ev
}

func TestFromEventWithdrawals(t *testing.T) {
	tests := []struct {
		name      string
		policy    tournament.WithdrawalPolicy
		after     int
		entrants  int
		games6    int // games counted for player 6, -1 when struck
		gamesEach int // games counted for player 1
	}{
		{"nobody withdrew", tournament.WithdrawalUSSR1953, 0, 6, 5, 5},
		{"1953, fewer than half played: struck", tournament.WithdrawalUSSR1953, 1, 5, -1, 4},
		{"1953, half or more played: forfeits", tournament.WithdrawalUSSR1953, 3, 6, 5, 5},
		{"as played", tournament.WithdrawalAsPlayed, 1, 6, 1, -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			es := FromEvent(sixPlayerEvent(t, tt.policy, tt.after))
			if len(es) != tt.entrants {
				t.Fatalf("%d entrants, want %d", len(es), tt.entrants)
			}
			var six *Entrant
			for i := range es {
				if es[i].ID == 106 {
					six = &es[i]
				}
			}
			switch {
			case tt.games6 < 0 && six != nil:
				t.Errorf("player 6 is still an entrant")
			case tt.games6 >= 0 && (six == nil || len(six.Games) != tt.games6):
				t.Errorf("player 6: %+v, want %d games", six, tt.games6)
			}
			if tt.gamesEach >= 0 && len(es[0].Games) != tt.gamesEach {
				t.Errorf("player 1 has %d games, want %d", len(es[0].Games), tt.gamesEach)
			}
			if r, err := Compute(es, OptionsFrom(tournament.DefaultSettings())); err != nil || r.Coefficient != 300 {
				t.Errorf("report: %v, coefficient %v", err, r.Coefficient)
			}
		})
	}
}

// TestFromEventPlayerWithoutASeatGoesLast: a player added after the seats
// were drawn (seat 0) is listed after every seated player, even after the
// last seat, wherever the field lists him and when a seat is left empty.
func TestFromEventPlayerWithoutASeatGoesLast(t *testing.T) {
	for _, tt := range []struct {
		seats []int // of players 1, 2, 3, 4
		want  []int64
	}{
		{[]int{0, 3, 1, 2}, []int64{3, 4, 2, 1}},
		{[]int{4, 0, 1, 2}, []int64{3, 4, 1, 2}}, // seat 3 left empty
	} {
		ev := &tournament.Event{Settings: tournament.DefaultSettings()}
		for i, seat := range tt.seats {
			ev.Players = append(ev.Players, tournament.Player{ID: int64(i + 1), Seat: seat, Name: "P", Category: tournament.CategoryIII})
		}
		var got []int64
		for _, e := range FromEvent(ev) {
			got = append(got, e.ID)
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("seats %v: entrants %v, want %v (by seat, the unseated player last)", tt.seats, got, tt.want)
		}
	}
}

package tournament_test

import (
	"reflect"
	"testing"

	"arbiter/engine"
	"arbiter/tournament"
)

// swissOfFour is an individual Swiss of four players whose round 1 ends
// with results r1 (boards 1–2: 1–2 and 3–4), round 2 pairing 1 with 3 and
// round 3 pairing 1 with 2 again, 3 with 4.
func swissOfFour(r1, r2 [2]tournament.Result) *tournament.Event {
	ev := &tournament.Event{Settings: tournament.Settings{System: tournament.SwissDutch}}
	for i, n := range []string{"Ahonen", "Berg", "Cederberg", "Dahl"} {
		ev.Players = append(ev.Players, tournament.Player{ID: int64(i + 1), Name: n})
	}
	game := func(r, b int, w, bl int64, res tournament.Result) tournament.Pairing {
		return tournament.Pairing{Round: r, Board: b, White: w, Black: bl, Result: res}
	}
	ev.Rounds = []tournament.Round{
		{Number: 1, Pairings: []tournament.Pairing{game(1, 1, 1, 2, r1[0]), game(1, 2, 3, 4, r1[1])}},
		{Number: 2, Pairings: []tournament.Pairing{game(2, 1, 1, 3, r2[0]), game(2, 2, 4, 2, r2[1])}},
		{Number: 3, Pairings: []tournament.Pairing{game(3, 1, 2, 1, tournament.NoResult), game(3, 2, 4, 3, tournament.NoResult)}},
	}
	return ev
}

// Two players paired again after a game not played are told so, with the
// rounds and the rule; a pair that played is not.
func TestPlayersPairedAgainAfterAGameNotPlayedAreListed(t *testing.T) {
	played := [2]tournament.Result{tournament.Draw, tournament.Draw}
	for _, tc := range []struct {
		name string
		r1   [2]tournament.Result
		want []engine.Message
	}{
		{"a forfeit", [2]tournament.Result{tournament.WhiteForfeitWin, tournament.WhiteWins}, []engine.Message{
			{Key: "event.meetagain.game", Args: map[string]any{"a": "Berg", "b": "Ahonen", "n": 1, "rounds": "1", "article": "C.04.1"}}}},
		{"a double forfeit", [2]tournament.Result{tournament.DoubleForfeit, tournament.BlackForfeitWin}, []engine.Message{
			{Key: "event.meetagain.game", Args: map[string]any{"a": "Berg", "b": "Ahonen", "n": 1, "rounds": "1", "article": "C.04.1"}},
			{Key: "event.meetagain.game", Args: map[string]any{"a": "Dahl", "b": "Cederberg", "n": 1, "rounds": "1", "article": "C.04.1"}}}},
		{"games played", [2]tournament.Result{tournament.BlackWins, tournament.Draw}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ev := swissOfFour(tc.r1, played)
			if got := ev.MeetAgain(3); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("round 3 listed\n%v\nwant\n%v", got, tc.want)
			}
			if got := ev.MeetAgain(2); got != nil {
				t.Errorf("round 2 pairs no one met before, listed %v", got)
			}
		})
	}
}

// A team Swiss's match forfeited whole is no match played: the two teams
// paired again in round 3 are listed; a match played on one board is a
// meeting.
func TestTeamsPairedAgainAfterAMatchForfeitedAreListed(t *testing.T) {
	ev := &tournament.Event{Settings: tournament.Settings{System: tournament.TeamSwiss},
		TeamOptions: tournament.TeamOptions{Boards: 1}}
	for i, n := range []string{"Jyväskylän Shakki", "Lahden Shakki", "Oulun Shakki"} {
		ev.Teams = append(ev.Teams, tournament.Team{ID: int64(i + 1), Name: n})
	}
	ev.Matches = []tournament.TeamMatch{
		{Round: 1, Number: 1, White: 3, Black: 1}, {Round: 1, Number: 2, White: 2},
		{Round: 2, Number: 1, White: 1, Black: 2, Forfeit: tournament.WhiteForfeitWin}, {Round: 2, Number: 2, White: 3},
		{Round: 3, Number: 1, White: 2, Black: 1}, {Round: 3, Number: 2, White: 3},
	}
	want := []engine.Message{{Key: "event.meetagain.match",
		Args: map[string]any{"a": "Lahden Shakki", "b": "Jyväskylän Shakki", "n": 1, "rounds": "2", "article": "C.04.6 [C1]"}}}
	if got := ev.MeetAgain(3); !reflect.DeepEqual(got, want) {
		t.Errorf("round 3 listed\n%v\nwant\n%v", got, want)
	}
	ev.Matches[2].Forfeit = tournament.NoResult
	ev.Rounds = []tournament.Round{{Number: 1}, {Number: 2, Pairings: []tournament.Pairing{{Round: 2, Board: 1, Match: 1, White: 10, Black: 20, Result: tournament.Draw}}}}
	if got := ev.MeetAgain(3); got != nil {
		t.Errorf("round 2's match played: round 3 listed %v", got)
	}
}

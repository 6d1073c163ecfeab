package teamgames

import (
	"slices"
	"testing"

	"arbiter/tournament"
)

// The games of a team round are numbered on through its matches in match
// order, a bye counting none, an empty board and a forfeited match counting
// though they are no game: GameBoard and MatchBoardOf are each other's
// inverse, and a board's game is the round's pairing of that number, a
// seat left empty holding no player.
func TestTeamGameNumbering(t *testing.T) {
	ms := []tournament.TeamMatch{
		{Round: 1, Number: 1, White: 1}, // a bye
		{Round: 1, Number: 2, White: 2, Black: 3},
		{Round: 1, Number: 3, White: 4, Black: 5, Forfeit: tournament.WhiteForfeitWin},
		{Round: 1, Number: 4, White: 6, Black: 7},
	}
	boards := map[int][]tournament.Pairing{
		2: {{White: 21, Black: 31, Result: tournament.WhiteWins}, {White: 32, Result: tournament.WhiteForfeitWin}},
		3: Forfeit(tournament.TeamOptions{}, []tournament.Pairing{{White: 41, Black: 51}, {White: 52, Black: 42}}, tournament.WhiteForfeitWin),
		4: {{White: 61, Black: 71}, {White: 72, Black: 62, Result: tournament.Draw}},
	}
	ev := &tournament.Event{Settings: tournament.Settings{System: tournament.TeamSwiss}, Matches: ms,
		Rounds: []tournament.Round{{Number: 1, Pairings: Lay(1, ms, func(m tournament.TeamMatch) []tournament.Pairing { return boards[m.Number] })}}}
	for _, tt := range []struct {
		match, board, game int
		white, black       int64
		seated             bool
	}{
		{1, 1, 0, 0, 0, false},
		{2, 1, 1, 21, 31, true},
		{2, 2, 2, 32, 0, false}, // left empty
		{3, 1, 3, 41, 51, true}, // forfeited
		{3, 2, 4, 52, 42, true},
		{4, 1, 5, 61, 71, true},
		{4, 2, 6, 72, 62, true},
		{5, 1, 0, 0, 0, false},
	} {
		n := gameBoard(ev, 1, tt.match, tt.board)
		if n != tt.game {
			t.Errorf("match %d board %d: game %d, want %d", tt.match, tt.board, n, tt.game)
		}
		if n == 0 {
			continue
		}
		if m, b, ok := MatchBoardOf(ev, 1, n); !ok || m != tt.match || b != tt.board {
			t.Errorf("game %d: match %d board %d (%v), want match %d board %d", n, m, b, ok, tt.match, tt.board)
		}
		p, err := ev.FindPairing(1, n)
		if err != nil || p.White != tt.white || p.Black != tt.black || p.Seated() != tt.seated || p.IsBye() || p.Match != tt.match {
			t.Errorf("game %d: %+v, %v; want %d–%d", n, p, err, tt.white, tt.black)
		}
	}
	if g := ev.MatchGames(ms[2]); g[0].Result != tournament.WhiteForfeitWin || g[1].Result != tournament.BlackForfeitWin {
		t.Errorf("the forfeited match's games hold its forfeit board by board: %+v", g)
	}
	if _, _, ok := MatchBoardOf(ev, 1, 7); ok {
		t.Error("game 7 of six found")
	}
	if got := ev.RoundInPlay(); got != 1 {
		t.Errorf("round in play %d", got)
	}
}

// TestRoundsOverMatches: a team event's games are its rounds' pairings,
// as an individual event's are: a round is complete when every game of
// it is finished, a forfeited match's games holding its forfeit.
func TestRoundsOverMatches(t *testing.T) {
	ev := &tournament.Event{Settings: tournament.DefaultSettings()}
	ev.Settings.System = tournament.TeamRoundRobin
	ev.Rounds = []tournament.Round{{Number: 1, Date: "2026-05-01"}, {Number: 2, Date: "2026-05-02"}}
	if got := ev.CompletedRounds(); got != 2 {
		t.Fatalf("dated rounds, no match: %d completed", got)
	}
	ev.Matches = []tournament.TeamMatch{
		{Round: 1, Number: 1, White: 1, Black: 2},
		{Round: 2, Number: 1, White: 2, Black: 1, Forfeit: tournament.WhiteForfeitWin},
	}
	one := Boards(tournament.TeamOptions{Boards: 2}, []int64{11, 22}, []int64{21, 12})
	one[0].Result = tournament.Draw
	ev.Rounds[0].Pairings = Lay(1, ev.Matches[:1], func(tournament.TeamMatch) []tournament.Pairing { return one })
	ev.Rounds[1].Pairings = Lay(2, ev.Matches[1:], func(tournament.TeamMatch) []tournament.Pairing {
		return Forfeit(tournament.TeamOptions{}, Boards(tournament.TeamOptions{Boards: 1}, []int64{21}, []int64{11}), tournament.WhiteForfeitWin)
	})
	if got := ev.CompletedRounds(); got != 0 {
		t.Errorf("round 1's match with a board to play: %d completed", got)
	}
	ev.Rounds[0].Pairings[1].Result = tournament.WhiteWins
	if got := ev.CompletedRounds(); got != 2 {
		t.Errorf("every match finished (round 2's forfeited whole): %d completed, want 2", got)
	}
	if g := ev.Rounds[1].Pairings[0]; g.Result != tournament.WhiteForfeitWin || g.Match != 1 || g.IsBye() {
		t.Errorf("the forfeited match's game: %+v", g)
	}
}

// The line-ups handed in for a round are the teams whose players on its
// boards are not their default line-up (a reserve in, a board left
// empty); a bye and a team in its board order are none.
func TestLineupsHandedIn(t *testing.T) {
	teams := []tournament.Team{{ID: 1, Name: "A", Players: []int64{11, 12, 13}}, {ID: 2, Name: "B", Players: []int64{21, 22, 23}},
		{ID: 3, Name: "C", Players: []int64{31, 32}}, {ID: 4, Name: "D", Players: []int64{41, 42}}, {ID: 5, Name: "E", Players: []int64{51, 52}}}
	var players []tournament.Player
	for _, tm := range teams {
		for _, id := range tm.Players {
			players = append(players, tournament.Player{ID: id})
		}
	}
	ms := []tournament.TeamMatch{{Round: 1, Number: 1, White: 1, Black: 2}, {Round: 1, Number: 2, White: 3, Black: 4}, {Round: 1, Number: 3, White: 5}}
	boards := map[int][]tournament.Pairing{
		1: {{White: 11, Black: 21}, {White: 23, Black: 13}}, // A: 13 for 12, B: 23 for 22
		2: {{White: 31, Black: 41}, {White: 0, Black: 32}},  // D leaves board 2 empty
	}
	ev := &tournament.Event{Settings: tournament.Settings{System: tournament.TeamSwiss}, Teams: teams, Players: players, Matches: ms,
		TeamOptions: tournament.TeamOptions{Boards: 2},
		Rounds:      []tournament.Round{{Number: 1, Pairings: Lay(1, ms, func(m tournament.TeamMatch) []tournament.Pairing { return boards[m.Number] })}}}
	var got []string
	for _, tm := range LineupsHandedIn(ev, 1) {
		got = append(got, tm.Name)
	}
	if want := []string{"A", "B", "D"}; !slices.Equal(got, want) {
		t.Errorf("line-ups handed in %v, want %v", got, want)
	}
}

// An event whose boards' colours are WBBW (TRF-2026 record 352) lays the
// White team's players White on boards 1 and 4 and Black on 2 and 3, a
// forfeited match gives each board the win of the team that won it on
// those colours, and the match's score counts each board for its team.
func TestBoardsFollowTheEventsBoardColours(t *testing.T) {
	o := tournament.TeamOptions{Boards: 4, BoardColours: "WBBW", MatchWin: 2, MatchDraw: 1}
	games := Boards(o, []int64{1, 2, 3, 4}, []int64{5, 6, 7, 8})
	want := []tournament.Pairing{{Board: 1, White: 1, Black: 5}, {Board: 2, White: 6, Black: 2}, {Board: 3, White: 7, Black: 3}, {Board: 4, White: 4, Black: 8}}
	for i := range games {
		if g := games[i]; g.Board != want[i].Board || g.White != want[i].White || g.Black != want[i].Black {
			t.Errorf("board %d: %d–%d, want %d–%d", i+1, g.White, g.Black, want[i].White, want[i].Black)
		}
	}
	forfeited := Forfeit(o, games, tournament.WhiteForfeitWin)
	for i, res := range []tournament.Result{tournament.WhiteForfeitWin, tournament.BlackForfeitWin, tournament.BlackForfeitWin, tournament.WhiteForfeitWin} {
		if forfeited[i].Result != res {
			t.Errorf("forfeited, board %d: %v, want %v", i+1, forfeited[i].Result, res)
		}
	}
	// The White team wins boards 1 and 2 (its player Black there), loses 3 and 4.
	for i, res := range []tournament.Result{tournament.WhiteWins, tournament.BlackWins, tournament.WhiteWins, tournament.BlackWins} {
		games[i].Result = res
	}
	white, black := tournament.TeamMatch{White: 1, Black: 2}.Score(o, games)
	if white.Games != 4 || black.Games != 4 || white.Boards[1] != 2 || white.Boards[2] != 0 || white.Outcome != tournament.OutcomeDraw {
		t.Errorf("score %v (boards %v) – %v, want 2–2 with the White team's board 2 won, board 3 lost", white.Games, white.Boards, black.Games)
	}
}

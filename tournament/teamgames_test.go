package tournament

import "testing"

// The games of a team round are numbered on through its matches in match
// order, a bye counting none, an empty board and a forfeited match counting
// though they are no game: GameBoard and MatchBoardOf are each other's
// inverse, and FindGame finds a game only where GameRounds has one.
func TestTeamGameNumbering(t *testing.T) {
	ev := &Event{Settings: Settings{System: TeamSwiss}, Matches: []TeamMatch{
		{Round: 1, Number: 1, White: 1, Boards: []MatchBoard{{Board: 1, White: 11}, {Board: 2, Black: 12}}}, // a bye
		{Round: 1, Number: 2, White: 2, Black: 3, Boards: []MatchBoard{{1, 21, 31, WhiteWins}, {2, 32, 0, NoResult}}},
		{Round: 1, Number: 3, White: 4, Black: 5, Forfeit: WhiteForfeitWin, Boards: []MatchBoard{{1, 41, 51, NoResult}, {2, 52, 42, NoResult}}},
		{Round: 1, Number: 4, White: 6, Black: 7, Boards: []MatchBoard{{1, 61, 71, NoResult}, {2, 72, 62, Draw}}},
	}}
	for _, tt := range []struct {
		match, board, game int
		white, black       int64 // 0: no game there
	}{
		{1, 1, 0, 0, 0},
		{2, 1, 1, 21, 31},
		{2, 2, 2, 0, 0}, // left empty
		{3, 1, 3, 0, 0}, // forfeited
		{3, 2, 4, 0, 0},
		{4, 1, 5, 61, 71},
		{4, 2, 6, 72, 62},
		{5, 1, 0, 0, 0},
	} {
		n := GameBoard(ev, 1, tt.match, tt.board)
		if n != tt.game {
			t.Errorf("match %d board %d: game %d, want %d", tt.match, tt.board, n, tt.game)
		}
		if n == 0 {
			continue
		}
		if m, b, ok := MatchBoardOf(ev, 1, n); !ok || m != tt.match || b != tt.board {
			t.Errorf("game %d: match %d board %d (%v), want match %d board %d", n, m, b, ok, tt.match, tt.board)
		}
		p, err := FindGame(ev, 1, n)
		switch {
		case tt.white == 0 && err == nil:
			t.Errorf("game %d found on a board with no game: %+v", n, p)
		case tt.white != 0 && (err != nil || p.White != tt.white || p.Black != tt.black):
			t.Errorf("game %d: %+v, %v; want %d–%d", n, p, err, tt.white, tt.black)
		}
	}
	if _, _, ok := MatchBoardOf(ev, 1, 7); ok {
		t.Error("game 7 of six found")
	}
	if got := GameRoundInPlay(ev); got != 1 {
		t.Errorf("round in play %d", got)
	}
}

package tournament

import "testing"

// The games of a team round are numbered on through its matches in match
// order, a bye counting none, an empty board and a forfeited match counting
// though they are no game: GameBoard and MatchBoardOf are each other's
// inverse, and a board's game is the round's pairing of that number, a
// seat left empty holding no player.
func TestTeamGameNumbering(t *testing.T) {
	ms := []TeamMatch{
		{Round: 1, Number: 1, White: 1}, // a bye
		{Round: 1, Number: 2, White: 2, Black: 3},
		{Round: 1, Number: 3, White: 4, Black: 5, Forfeit: WhiteForfeitWin},
		{Round: 1, Number: 4, White: 6, Black: 7},
	}
	boards := map[int][]Pairing{
		2: {{White: 21, Black: 31, Result: WhiteWins}, {White: 32, Result: WhiteForfeitWin}},
		3: ForfeitGames([]Pairing{{White: 41, Black: 51}, {White: 52, Black: 42}}, WhiteForfeitWin),
		4: {{White: 61, Black: 71}, {White: 72, Black: 62, Result: Draw}},
	}
	ev := &Event{Settings: Settings{System: TeamSwiss}, Matches: ms,
		Rounds: []Round{{Number: 1, Pairings: LayMatches(1, ms, func(m TeamMatch) []Pairing { return boards[m.Number] })}}}
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
		p, err := FindPairing(ev, 1, n)
		if err != nil || p.White != tt.white || p.Black != tt.black || p.Seated() != tt.seated || p.IsBye() || p.Match != tt.match {
			t.Errorf("game %d: %+v, %v; want %d–%d", n, p, err, tt.white, tt.black)
		}
	}
	if g := ev.MatchGames(ms[2]); g[0].Result != WhiteForfeitWin || g[1].Result != BlackForfeitWin {
		t.Errorf("the forfeited match's games hold its forfeit board by board: %+v", g)
	}
	if _, _, ok := MatchBoardOf(ev, 1, 7); ok {
		t.Error("game 7 of six found")
	}
	if got := RoundInPlay(ev); got != 1 {
		t.Errorf("round in play %d", got)
	}
}

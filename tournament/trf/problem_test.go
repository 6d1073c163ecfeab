package trf

import (
	"fmt"
	"reflect"
	"testing"
)

// The pairing problem of a report in the middle of a Swiss: byes asked
// in the round to pair's column (one through the points column) and by a
// 240 record, a late entry's blank first round, a line that ends early
// (TRF-2026: its blank rounds are absences, and the player is paired in
// the round to pair, as bbpPairings pairs him), forbidden pairs by round,
// the initial colour read from round 1.
func TestProblem(t *testing.T) {
	g := func(opp int, col, res byte) Game { return Game{Opponent: opp, Colour: col, Result: res} }
	empty := Game{Colour: ' ', Result: ' '}
	tr := &Tournament{
		Players: []*Player{
			{ID: 1, Points: 3, Games: []Game{g(2, 'b', '1'), g(0, '-', 'U'), g(3, 'w', '='), g(0, '-', 'H')}},
			{ID: 2, Points: 2.5, Games: []Game{g(1, 'w', '0'), g(3, 'w', '1'), g(0, '-', 'F'), g(0, '-', ' ')}},
			{ID: 3, Points: 5, Games: []Game{empty, g(2, 'b', '0'), g(1, 'b', '=')}},
			{ID: 4, Points: 0, Games: []Game{g(0, '-', 'Z')}},
		},
		Byes:            []Bye{{Kind: 'F', Round: 5, Players: []int{3}}, {Kind: 'Z', Round: 4, Players: []int{1}}},
		ForbiddenGroups: [][]int{{1, 2}},
		Prohibitions:    []Prohibition{{FirstRound: 5, LastRound: 6, Players: []int{3, 4}}},
	}
	p := tr.Problem()
	if p.Round != 4 || p.Rounds != 4 || p.InitialColour != 'B' {
		t.Errorf("round %d of %d, colour %c", p.Round, p.Rounds, p.InitialColour)
	}
	want := []Request{{1, 4, 'H'}, {2, 4, 'H'}, {3, 5, 'F'}}
	if !reflect.DeepEqual(p.Requests, want) {
		t.Errorf("requests %v, want %v", p.Requests, want)
	}
	if len(p.Withdrawn) != 0 {
		t.Errorf("withdrawn %v", p.Withdrawn)
	}
	if !reflect.DeepEqual(p.Absent, map[int][]int{3: {1}, 4: {2, 3}}) {
		t.Errorf("absent %v", p.Absent)
	}
	if !reflect.DeepEqual(p.Disagree, map[int]bool{3: true}) {
		t.Errorf("disagree %v", p.Disagree)
	}
	absent := []struct {
		id, round int
		want      bool
	}{{1, 4, true}, {2, 4, true}, {3, 4, false}, {4, 4, false}, {4, 2, true}, {4, 1, true}, {3, 5, true}, {1, 3, false}}
	for _, tt := range absent {
		if got := p.AbsentIn(tt.id, tt.round); got != tt.want {
			t.Errorf("player %d absent in round %d: %v", tt.id, tt.round, got)
		}
	}
	if got := fmt.Sprint(p.Forbidden(4), p.Forbidden(5)); got != "[[1 2]] [[1 2] [3 4]]" {
		t.Errorf("forbidden %s", got)
	}
	byes := []struct {
		id, round int
		want      byte
	}{{1, 2, 'U'}, {1, 4, 'H'}, {2, 3, 'F'}, {2, 4, 'H'}, {4, 1, 'Z'}, {1, 1, 0}, {3, 1, 0}, {4, 2, 0}, {9, 1, 0}}
	for _, tt := range byes {
		if got := p.Bye(tt.id, tt.round); got != tt.want {
			t.Errorf("player %d round %d: bye %q, want %q", tt.id, tt.round, got, tt.want)
		}
	}
}

// A player's withdrawal in Arbiter's XXW record wins over where his line
// ends, and is not named as read from it.
func TestProblemWithdrawalRecord(t *testing.T) {
	g := func(opp int, col, res byte) Game { return Game{Opponent: opp, Colour: col, Result: res} }
	tr := &Tournament{
		Players: []*Player{
			{ID: 1, Points: 2, Games: []Game{g(2, 'w', '1'), g(3, 'w', '1')}},
			{ID: 2, Points: 1, Games: []Game{g(1, 'b', '0'), g(0, '-', 'U')}},
			{ID: 3, Points: 0, Games: []Game{g(0, '-', 'Z'), g(1, 'b', '0')}},
		},
		Withdrawals: []Withdrawal{{ID: 3, After: 2}, {ID: 2, After: 1}},
	}
	p := tr.Problem()
	if p.Round != 3 || !p.AbsentIn(3, 3) || p.AbsentIn(1, 3) || len(p.Absent) != 0 {
		t.Errorf("round %d, absent %v", p.Round, p.Absent)
	}
}

// Byes without a result take what the points column leaves, half a point
// each in round order first; a column they cannot make up is refused.
func TestBlankByePoints(t *testing.T) {
	blank := Game{Colour: '-', Result: ' '}
	won := Game{Opponent: 9, Colour: 'w', Result: '1'}
	tests := []struct {
		points float64
		games  []Game
		want   map[int]float64
		ok     bool
	}{
		{1, []Game{won, blank, blank}, nil, true},
		{1.5, []Game{won, blank, blank}, map[int]float64{2: 0.5}, true},
		{2, []Game{won, blank, blank}, map[int]float64{2: 0.5, 3: 0.5}, true},
		{2.5, []Game{won, blank, blank}, map[int]float64{2: 1, 3: 0.5}, true},
		{3, []Game{won, blank, blank}, map[int]float64{2: 1, 3: 1}, true},
		{3.5, []Game{won, blank, blank}, nil, false},
		{0.5, []Game{won, blank}, nil, false},
		{1.5, []Game{won, {Colour: ' ', Result: ' '}}, nil, false}, // an empty cell is no bye
	}
	for _, tt := range tests {
		got, ok := blankByePoints(&Player{Points: tt.points, Games: tt.games}, DefaultScore)
		if ok != tt.ok || fmt.Sprint(got) != fmt.Sprint(tt.want) {
			t.Errorf("%v points: %v %v, want %v %v", tt.points, got, ok, tt.want, tt.ok)
		}
	}
}

// A points column may count the byes a line enters for the round to pair
// and later (JaVaFo's samples do) or leave them out (py4swiss's and
// fide-swiss-pairing-engine's fixtures do): neither disagrees with the
// line. One that is neither does.
func TestProblemPointsColumnWithOrWithoutByesAhead(t *testing.T) {
	g := func(opp int, col, res byte) Game { return Game{Opponent: opp, Colour: col, Result: res} }
	tr := &Tournament{Players: []*Player{
		{ID: 1, Points: 1.5, Games: []Game{g(2, 'w', '1'), g(0, '-', 'H')}},
		{ID: 2, Points: 0, Games: []Game{g(1, 'b', '0'), g(0, '-', 'H')}},
		{ID: 3, Points: 2, Games: []Game{g(4, 'w', '='), g(0, '-', 'H')}},
		{ID: 4, Points: 0.5, Games: []Game{g(3, 'b', '=')}},
	}}
	p := tr.Problem()
	if p.Round != 2 || p.Disagree[1] || p.Disagree[2] || !p.Disagree[3] || p.Disagree[4] {
		t.Errorf("round %d, disagree %v; want round 2 and player 3 only", p.Round, p.Disagree)
	}
}

// A cell without opponent in the round to pair is the bye it scores, as
// the same cell in a round held is read (Bye): a win or an unrated win
// ("0000 - 1", "0000 - W") a full point, a draw ("0000 - =", "0000 - D")
// half, a loss ("0000 - 0", "0000 - L") nothing; each takes the player
// out of the round's pairing as the bye asked for. (A forfeit win without
// opponent, "0000 - +", makes its round one held.) The win and the loss
// were paired as if the cell were blank, while the points column counted
// them, so the import's event lost the point without a word.
func TestRequestsReadAsTheCellScores(t *testing.T) {
	for code, want := range map[byte]byte{'1': 'F', 'W': 'F', 'F': 'F', '=': 'H', 'D': 'H', 'H': 'H', '0': 'Z', 'L': 'Z', 'Z': 'Z', '-': 'Z'} {
		tr := &Tournament{Rounds: 3, Players: []*Player{
			{ID: 1, Points: 1, Games: []Game{{Opponent: 2, Colour: 'w', Result: '1'}, {Colour: '-', Result: code}}},
			{ID: 2, Points: 0, Games: []Game{{Opponent: 1, Colour: 'b', Result: '0'}}},
			{ID: 3, Points: 1, Games: []Game{{Colour: '-', Result: 'U'}}},
		}}
		tr.Players[0].Points += tr.Players[0].Games[1].Points(Score{Win: 1, Draw: 0.5})
		p := tr.Problem()
		if p.Round != 2 || !reflect.DeepEqual(p.Requests, []Request{{1, 2, want}}) || !p.AbsentIn(1, 2) || len(p.Disagree) != 0 {
			t.Errorf("0000 - %c: round to pair %d, requests %v, absent %v, disagree %v; want %c asked in round 2",
				code, p.Round, p.Requests, p.AbsentIn(1, 2), p.Disagree, want)
		}
	}
}

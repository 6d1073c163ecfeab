package tournament

import "testing"

func TestValidateResult(t *testing.T) {
	ev := newField(5, RoundRobin)
	play(t, ev, [][]Result{{WhiteWins}})
	tests := []struct {
		name         string
		round, board int
		r            Result
		key          string
	}{
		{"game", 1, 1, Draw, ""},
		{"correction to forfeit", 1, 1, BlackForfeitWin, ""},
		{"adjourned", 1, 2, Adjourned, ""},
		{"round not paired", 2, 1, Draw, "event.err.result.round"},
		{"no such board", 1, 9, Draw, "event.err.result.board"},
		{"bye", 1, 3, Draw, "event.err.result.bye"},
		{"not a result", 1, 1, Result(99), "event.err.result.invalid"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ValidateResult(ev, tt.round, tt.board, tt.r)
			wantKey(t, err, tt.key)
		})
	}
	old, err := SetResult(ev, 1, 1, Draw)
	if err != nil || old != WhiteWins || ev.Rounds[0].Pairings[0].Result != Draw {
		t.Errorf("SetResult: old %v, err %v", old, err)
	}
}

func TestResultFromGame(t *testing.T) {
	for _, tt := range []struct {
		game Result
		want Result
		ok   bool
	}{
		{WhiteWins, WhiteWins, true}, {Draw, Draw, true}, {BlackWins, BlackWins, true},
		{NoResult, NoResult, false}, {Adjourned, NoResult, false},
	} {
		got, err := ResultFromGame(GameRecord{Round: 1, Board: 2, Result: tt.game})
		if got != tt.want || (err == nil) != tt.ok {
			t.Errorf("game %v: %v, %v", tt.game, got, err)
		}
	}
}

func TestValidateWithdrawal(t *testing.T) {
	ev := newField(4, RoundRobin)
	play(t, ev, [][]Result{{Draw, Draw}, {Draw, Draw}})
	ev.Players[1].WithdrawnAfter = 1
	tests := []struct {
		name  string
		id    int64
		after int
		key   string
	}{
		{"after round 2", 101, 2, ""},
		{"unknown", 999, 1, "event.err.player.unknown"},
		{"twice", 102, 2, "event.err.withdraw.again"},
		{"before round 1", 101, 0, "event.err.withdraw.round"},
		{"round not paired", 101, 3, "event.err.withdraw.round"},
		{"played a later round", 101, 1, "event.err.withdraw.played"},
	}
	for _, tt := range tests {
		_, err := ValidateWithdrawal(ev, tt.id, tt.after)
		if tt.key == "" && err != nil {
			t.Errorf("%s: %v", tt.name, err)
		}
		if e, ok := err.(*Error); tt.key != "" && (!ok || e.Key != tt.key) {
			t.Errorf("%s: error %v, want %s", tt.name, err, tt.key)
		}
	}
	// 102 withdrew after round 1: the round-2 game can only be scored as a
	// forfeit.
	board := 0
	for _, p := range ev.Rounds[1].Pairings {
		if p.White == 102 || p.Black == 102 {
			board = p.Board
		}
	}
	for _, tt := range []struct {
		r   Result
		key string
	}{
		{Draw, "event.err.result.withdrawn"}, {WhiteWins, "event.err.result.withdrawn"},
		{WhiteForfeitWin, ""}, {BlackForfeitWin, ""}, {DoubleForfeit, ""}, {NoResult, ""},
	} {
		_, err := ValidateResult(ev, 2, board, tt.r)
		if e, ok := err.(*Error); (tt.key == "") != (err == nil) || tt.key != "" && (!ok || e.Key != tt.key) {
			t.Errorf("round 2 result %v for the withdrawn player: %v, want %q", tt.r, err, tt.key)
		}
	}
}

func TestSymbols(t *testing.T) {
	tests := []struct {
		r            Result
		white, black string
	}{
		{WhiteWins, "1", "0"}, {Draw, "½", "½"}, {BlackWins, "0", "1"},
		{WhiteForfeitWin, "+", "−"}, {BlackForfeitWin, "−", "+"}, {DoubleForfeit, "−", "−"},
		{Adjourned, "A", "A"}, {NoResult, "*", "*"},
	}
	for _, tt := range tests {
		if w, b := Symbol(tt.r, true), Symbol(tt.r, false); w != tt.white || b != tt.black {
			t.Errorf("%v: %s %s, want %s %s", tt.r, w, b, tt.white, tt.black)
		}
	}
}

package tournament

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"arbiter/engine"
)

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
			_, err := ev.ValidateResult(tt.round, tt.board, tt.r)
			wantKey(t, err, tt.key)
		})
	}
	old, err := setResult(ev, 1, 1, Draw)
	if err != nil || old != WhiteWins || ev.Rounds[0].Pairings[0].Result != Draw {
		t.Errorf("SetResult: old %v, err %v", old, err)
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
		_, err := ev.ValidateWithdrawal(tt.id, tt.after)
		if tt.key == "" && err != nil {
			t.Errorf("%s: %v", tt.name, err)
		}
		if e, ok := err.(*engine.Message); tt.key != "" && (!ok || e.Key != tt.key) {
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
		_, err := ev.ValidateResult(2, board, tt.r)
		if e, ok := err.(*engine.Message); (tt.key == "") != (err == nil) || tt.key != "" && (!ok || e.Key != tt.key) {
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

// withdrawalSwiss is a Swiss of six after round 1, with round 2 paired:
// 100–101 and 102–103 have no result, 104 has a bye, and 105 sits out.
func withdrawalSwiss() *Event {
	ev := swissEvent(6, 5)
	ev.Rounds = []Round{
		{Number: 1, Pairings: []Pairing{
			{Round: 1, Board: 1, White: 100, Black: 103, Result: WhiteWins},
			{Round: 1, Board: 2, White: 104, Black: 101, Result: Draw},
			{Round: 1, Board: 3, White: 102, Black: 105, Result: BlackWins},
		}},
		{Number: 2, Pairings: []Pairing{
			{Round: 2, Board: 1, White: 105, Black: 100},
			{Round: 2, Board: 2, White: 101, Black: 102, Result: Draw},
			{Round: 2, Board: 3, White: 103, Black: 104},
		}},
	}
	return ev
}

func TestWithdrawalForfeits(t *testing.T) {
	ev := withdrawalSwiss()
	bye := swissEvent(3, 3)
	bye.Rounds = []Round{
		{Number: 1, Pairings: []Pairing{{Round: 1, Board: 1, White: 100, Black: 101, Result: Draw}, {Round: 1, Board: 2, White: 102, Bye: ByeFullPoint}}},
		{Number: 2, Pairings: []Pairing{{Round: 2, Board: 1, White: 102, Black: 100}, {Round: 2, Board: 2, White: 101, Bye: ByeFullPoint}}},
	}
	both := withdrawalSwiss()
	both.Players[5].WithdrawnAfter = 1 // 105 left too, before round 2
	rr := newField(4, RoundRobin)
	play(t, rr, [][]Result{{Draw, Draw}})
	rd, err := rr.PairRoundRobin(2)
	if err != nil {
		t.Fatal(err)
	}
	rr.Rounds = append(rr.Rounds, rd)
	tests := []struct {
		name  string
		ev    *Event
		id    int64
		after int
		want  string
	}{
		{"black's opponent wins by forfeit", ev, 100, 1, "[{2 1 105 100 +/- 0 0 false 0 0}]"},
		{"white's opponent wins by forfeit", ev, 103, 1, "[{2 3 103 104 -/+ 0 0 false 0 0}]"},
		{"the game has a result", ev, 101, 1, "[]"},
		{"after the last paired round", ev, 100, 2, "[]"},
		{"a bye in the later round", bye, 101, 1, "[]"},
		{"the opponent left before the round", both, 100, 1, "[{2 1 105 100 -/- 0 0 false 0 0}]"},
		{"1953 rule: the effective view settles it", rr, 101, 1, "[]"},
	}
	for _, tt := range tests {
		got := tt.ev.WithdrawalForfeits(tt.id, tt.after)
		if s := fmt.Sprintf("%v", got); s != tt.want && !(tt.want == "[]" && len(got) == 0) {
			t.Errorf("%s: %s, want %s", tt.name, s, tt.want)
		}
	}
}

// A game of a Swiss paired before a player withdrew and left without a
// result counts for nobody; pairing the next round must still stop at it,
// not let the opponent lose the point unseen.
func TestUnfinishedCountsVoidedSwissGame(t *testing.T) {
	ev := withdrawalSwiss()
	ev.Players[0].WithdrawnAfter = 1 // 100 left; board 1 of round 2 stays empty
	ev.Rounds[1].Pairings[2].Result = WhiteWins
	if err := ev.ReadyToPair(3); err == nil || !strings.Contains(err.Error(), "round 2, board 1") {
		t.Fatalf("ReadyToPair(3) = %v, want round 2, board 1 unfinished", err)
	}
	ev.Rounds[1].Pairings[0].Result = WhiteForfeitWin
	if err := ev.ReadyToPair(3); err != nil {
		t.Errorf("with the forfeit entered: %v", err)
	}
}

// No ruling is given on a board whose result is recorded, whatever the
// result; an adjourned game is ruled on at its resumption, and one without
// a result is played on. The refusal names the board and its result as
// the pairing lists show it.
func TestRulingRefused(t *testing.T) {
	for r := NoResult; r <= Adjourned; r++ {
		err := RulingRefused(3, 7, r)
		var m *engine.Message
		switch {
		case r == NoResult || r == Adjourned:
			if err != nil {
				t.Errorf("%v: refused: %v", r, err)
			}
		case !errors.As(err, &m) || m.Key != "event.err.ruling.result" || m.Args["round"] != 3 || m.Args["board"] != 7 || m.Args["result"] == "":
			t.Errorf("%v: %#v", r, err)
		}
	}
	if m := RulingRefused(1, 1, Draw).(*engine.Message); m.Args["result"] != "½–½" {
		t.Errorf("a draw named %q", m.Args["result"])
	}
}

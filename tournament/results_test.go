package tournament_test

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/internal/testfield"
	"arbiter/internal/testform"
	"arbiter/tournament"
)

func TestValidateResult(t *testing.T) {
	ev := testfield.Field(5, tournament.RoundRobin)
	testfield.Play(t, ev, [][]tournament.Result{{tournament.WhiteWins}})
	tests := []struct {
		name         string
		round, board int
		r            tournament.Result
		key          string
	}{
		{"game", 1, 1, tournament.Draw, ""},
		{"correction to forfeit", 1, 1, tournament.BlackForfeitWin, ""},
		{"adjourned", 1, 2, tournament.Adjourned, ""},
		{"round not paired", 2, 1, tournament.Draw, "event.err.result.round"},
		{"no such board", 1, 9, tournament.Draw, "event.err.result.board"},
		// The bye, kept as board 3, is on no board in the lists ("–"):
		// its number is a board the round lacks.
		{"bye", 1, 3, tournament.Draw, "event.err.result.board"},
		{"not a result", 1, 1, tournament.Result(99), "event.err.result.invalid"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ev.ValidateResult(tt.round, tt.board, tt.r)
			if got := testform.KeyOf(err); got != tt.key {
				t.Fatalf("error %v, want key %q", err, tt.key)
			}
		})
	}
	// A board the round lacks is refused naming its games' boards, as the
	// lists number them: the bye, kept as board 3, is on none ("–"). It
	// said "its boards are 1–3" of a round of two games.
	if _, err := ev.ValidateResult(1, 9, tournament.Draw); fmt.Sprint(err.(*engine.Message).Args["last"]) != "2" {
		t.Errorf("board 9 of two games and a bye refused as %v, want its boards 1–2", err)
	}
	// The pairing judged is the event's own, where the result is entered.
	if p, err := ev.ValidateResult(1, 1, tournament.Draw); err != nil || p != &ev.Rounds[0].Pairings[0] || p.Result != tournament.WhiteWins {
		t.Errorf("ValidateResult: %+v, err %v; want round 1's board 1 as played, 1-0", p, err)
	}
	// A round of byes alone has no board to name: it would have said
	// "its boards are 1–2" of two byes on none.
	byes := &tournament.Event{Players: ev.Players[:2], Rounds: []tournament.Round{{Number: 1, Pairings: []tournament.Pairing{
		{Round: 1, Board: 1, White: ev.Players[0].ID, Bye: tournament.ByeHalfPoint}, {Round: 1, Board: 2, White: ev.Players[1].ID, Bye: tournament.ByeHalfPoint}}}}}
	if _, err := byes.FindPairing(1, 2); testform.KeyOf(err) != "event.err.result.byes" {
		t.Errorf("board 2 of a round of two byes refused as %v, want a round of byes alone", err)
	}
}

func TestValidateWithdrawal(t *testing.T) {
	ev := testfield.Field(4, tournament.RoundRobin)
	// The results kept as played, where a forfeit is the one result a
	// game after the withdrawal takes.
	ev.Settings.WithdrawalPolicy = tournament.WithdrawalAsPlayed
	testfield.Play(t, ev, [][]tournament.Result{{tournament.Draw, tournament.Draw}, {tournament.Draw, tournament.Draw}})
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
		{"before round 1", 101, 0, "event.err.withdraw.first"},
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
		r   tournament.Result
		key string
	}{
		{tournament.Draw, "event.err.result.withdrawn.asplayed"}, {tournament.WhiteWins, "event.err.result.withdrawn.asplayed"},
		{tournament.WhiteForfeitWin, ""}, {tournament.BlackForfeitWin, ""}, {tournament.DoubleForfeit, ""}, {tournament.NoResult, ""},
	} {
		_, err := ev.ValidateResult(2, board, tt.r)
		if e, ok := err.(*engine.Message); (tt.key == "") != (err == nil) || tt.key != "" && (!ok || e.Key != tt.key) {
			t.Errorf("round 2 result %v for the withdrawn player: %v, want %q", tt.r, err, tt.key)
		}
	}
}

// TestAPlayedResultTypedAfterAWithdrawalInARoundRobinIsRefusedSayingWhatItsRuleGives:
// Player 6 withdrew after round 2 of a round robin of six, his later games
// without a result. A draw typed on his round-3 board is refused, in every
// language, with what the event's withdrawal rule makes of the game,
// never advising a forfeit: kept as played, the game counts for nobody
// (as EffectiveResults counts it), where a forfeit would give his
// opponent the point; under the 1953 rule §27 decides it. The refusal
// said "enter a forfeit (+/- or -/+)" under either rule.
func TestAPlayedResultTypedAfterAWithdrawalInARoundRobinIsRefusedSayingWhatItsRuleGives(t *testing.T) {
	for _, tc := range []struct {
		rule tournament.WithdrawalPolicy
		says string // in English
	}{{tournament.WithdrawalAsPlayed, "counts for nobody"}, {tournament.WithdrawalUSSR1953, "§27"}} {
		ev := testfield.SixPlayers(t, tc.rule, 2)
		board := 0
		for _, p := range ev.Rounds[2].Pairings {
			if p.White == 106 || p.Black == 106 {
				board = p.Board
			}
		}
		_, err := ev.ValidateResult(3, board, tournament.Draw)
		if err == nil {
			t.Fatalf("%s: a draw after the withdrawal was taken", tc.rule)
		}
		for _, lang := range i18n.Complete {
			if text := i18n.For(lang).Error(err); strings.Contains(text, "+/-") || strings.Contains(text, "-/+") {
				t.Errorf("%s, %s: the refusal advises a forfeit: %s", tc.rule, lang, text)
			}
		}
		if text := i18n.For(i18n.English).Error(err); !strings.Contains(text, tc.says) {
			t.Errorf("%s: the refusal %q does not say what the rule gives (%q)", tc.rule, text, tc.says)
		}
		if tc.rule != tournament.WithdrawalAsPlayed {
			continue
		}
		for _, g := range ev.EffectiveResults().Rounds[2].Games {
			if g.Board == board && g.Counts() {
				t.Errorf("the game left without a result counts (%v), where the refusal says it counts for nobody", g.Status)
			}
		}
	}
}

func TestSymbols(t *testing.T) {
	tests := []struct {
		r            tournament.Result
		white, black string
	}{
		{tournament.WhiteWins, "1", "0"}, {tournament.Draw, "½", "½"}, {tournament.BlackWins, "0", "1"},
		{tournament.WhiteForfeitWin, "+", "−"}, {tournament.BlackForfeitWin, "−", "+"}, {tournament.DoubleForfeit, "−", "−"},
		{tournament.Adjourned, "A", "A"}, {tournament.NoResult, "*", "*"},
	}
	for _, tt := range tests {
		if w, b := tournament.Symbol(tt.r, true), tournament.Symbol(tt.r, false); w != tt.white || b != tt.black {
			t.Errorf("%v: %s %s, want %s %s", tt.r, w, b, tt.white, tt.black)
		}
	}
}

// withdrawalSwiss is a Swiss of six after round 1, with round 2 paired:
// 100–101 and 102–103 have no result, 104 has a bye, and 105 sits out.
func withdrawalSwiss() *tournament.Event {
	ev := testfield.Swiss(6, 5)
	ev.Rounds = []tournament.Round{
		{Number: 1, Pairings: []tournament.Pairing{
			{Round: 1, Board: 1, White: 100, Black: 103, Result: tournament.WhiteWins},
			{Round: 1, Board: 2, White: 104, Black: 101, Result: tournament.Draw},
			{Round: 1, Board: 3, White: 102, Black: 105, Result: tournament.BlackWins},
		}},
		{Number: 2, Pairings: []tournament.Pairing{
			{Round: 2, Board: 1, White: 105, Black: 100},
			{Round: 2, Board: 2, White: 101, Black: 102, Result: tournament.Draw},
			{Round: 2, Board: 3, White: 103, Black: 104},
		}},
	}
	return ev
}

func TestWithdrawalForfeits(t *testing.T) {
	ev := withdrawalSwiss()
	bye := testfield.Swiss(3, 3)
	bye.Rounds = []tournament.Round{
		{Number: 1, Pairings: []tournament.Pairing{{Round: 1, Board: 1, White: 100, Black: 101, Result: tournament.Draw}, {Round: 1, Board: 2, White: 102, Bye: tournament.ByeFullPoint}}},
		{Number: 2, Pairings: []tournament.Pairing{{Round: 2, Board: 1, White: 102, Black: 100}, {Round: 2, Board: 2, White: 101, Bye: tournament.ByeFullPoint}}},
	}
	both := withdrawalSwiss()
	both.Players[5].WithdrawnAfter = 1 // 105 left too, before round 2
	rr := testfield.Field(4, tournament.RoundRobin)
	rr.Settings.WithdrawalPolicy = tournament.WithdrawalUSSR1953
	testfield.Play(t, rr, [][]tournament.Result{{tournament.Draw, tournament.Draw}})
	testfield.PairNext(t, rr)
	// The forfeit pairings in full, compared field by field: a pairing's
	// printed form changes with each field the model gains.
	forfeit := func(board int, white, black int64, r tournament.Result) []tournament.Pairing {
		return []tournament.Pairing{{Round: 2, Board: board, White: white, Black: black, Result: r}}
	}
	tests := []struct {
		name  string
		ev    *tournament.Event
		id    int64
		after int
		want  []tournament.Pairing
	}{
		{"black's opponent wins by forfeit", ev, 100, 1, forfeit(1, 105, 100, tournament.WhiteForfeitWin)},
		{"white's opponent wins by forfeit", ev, 103, 1, forfeit(3, 103, 104, tournament.BlackForfeitWin)},
		{"the game has a result", ev, 101, 1, nil},
		{"after the last paired round", ev, 100, 2, nil},
		{"a bye in the later round", bye, 101, 1, nil},
		{"the opponent left before the round", both, 100, 1, forfeit(1, 105, 100, tournament.DoubleForfeit)},
		{"1953 rule: the effective view settles it", rr, 101, 1, nil},
	}
	for _, tt := range tests {
		if got := tt.ev.WithdrawalForfeits(tt.id, tt.after); !reflect.DeepEqual(got, tt.want) && (len(tt.want) > 0 || len(got) > 0) {
			t.Errorf("%s: %+v, want %+v", tt.name, got, tt.want)
		}
	}
}

// A game of a Swiss paired before a player withdrew and left without a
// result counts for nobody; pairing the next round must still stop at it,
// not let the opponent lose the point unseen.
func TestUnfinishedCountsVoidedSwissGame(t *testing.T) {
	ev := withdrawalSwiss()
	ev.Players[0].WithdrawnAfter = 1 // 100 left; board 1 of round 2 stays empty
	ev.Rounds[1].Pairings[2].Result = tournament.WhiteWins
	if err := ev.ReadyToPair(3); err == nil || !strings.Contains(err.Error(), "round 2, board 1") {
		t.Fatalf("ReadyToPair(3) = %v, want round 2, board 1 unfinished", err)
	}
	ev.Rounds[1].Pairings[0].Result = tournament.WhiteForfeitWin
	if err := ev.ReadyToPair(3); err != nil {
		t.Errorf("with the forfeit entered: %v", err)
	}
}

// No ruling is given on a board whose result is recorded, whatever the
// result; an adjourned game is ruled on at its resumption, and one without
// a result is played on. The refusal names the board and its result as
// the pairing lists show it.
func TestRulingRefused(t *testing.T) {
	for r := tournament.NoResult; r <= tournament.Adjourned; r++ {
		err := r.RulingRefused(3, 7)
		var m *engine.Message
		switch {
		case r == tournament.NoResult || r == tournament.Adjourned:
			if err != nil {
				t.Errorf("%v: refused: %v", r, err)
			}
		case !errors.As(err, &m) || m.Key != "event.err.ruling.result" || m.Args["round"] != 3 || m.Args["board"] != 7 || m.Args["result"] == "":
			t.Errorf("%v: %#v", r, err)
		}
	}
	if m := tournament.Draw.RulingRefused(1, 1).(*engine.Message); m.Args["result"] != "½–½" {
		t.Errorf("a draw named %q", m.Args["result"])
	}
}

// A withdrawal is taken back while a round is left to pair the player in:
// refused for a player in play and once every round is paired.
func TestValidateReinstatement(t *testing.T) {
	g := testfield.Game
	ev := testfield.Constructed(tournament.SwissDutch, 4, nil,
		[]tournament.Pairing{g(1, 2, tournament.WhiteWins), g(3, 4, tournament.Draw)})
	ev.Settings.Rounds = 2
	ev.Players[3].WithdrawnAfter = 1
	if _, err := ev.ValidateReinstatement(104); err != nil {
		t.Errorf("104, withdrawn after round 1 of 2: %v", err)
	}
	if _, err := ev.ValidateReinstatement(101); testform.KeyOf(err) != "event.err.reinstate.not-withdrawn" {
		t.Errorf("101, in play: %v", err)
	}
	ev.Rounds = append(ev.Rounds, tournament.Round{Number: 2, Pairings: []tournament.Pairing{g(1, 3, tournament.NoResult)}})
	if _, err := ev.ValidateReinstatement(104); testform.KeyOf(err) != "event.err.reinstate.over" {
		t.Errorf("104 with every round paired: %v", err)
	}
}

// A withdrawal "after round 0" once rounds are paired names the way the
// event accepts: a player in none of them is removed, one in round 1
// withdraws after it. It advised removing a player paired in round 1,
// whom the event then refused to remove.
func TestWithdrawalBeforeTheFirstRoundNamesTheWayTheEventAccepts(t *testing.T) {
	ev := testfield.Field(4, tournament.SwissDutch)
	ev.Rounds = []tournament.Round{{Number: 1, Pairings: []tournament.Pairing{
		{Round: 1, Board: 1, White: 101, Black: 102}, {Round: 1, Board: 2, White: 103, Black: 104}}}}
	late := tournament.Player{ID: 999, Name: "Late Entry", Seat: 5}
	ev.Players = append(ev.Players, late)
	for _, tt := range []struct {
		id        int64
		key       string
		deletable bool
	}{
		{101, "event.err.withdraw.first", false},
		{999, "event.err.withdraw.remove", true},
	} {
		_, err := ev.ValidateWithdrawal(tt.id, 0)
		if got := testform.KeyOf(err); got != tt.key {
			t.Errorf("player %d after round 0: %v, want %s", tt.id, err, tt.key)
		}
		if _, del := ev.ValidateDeletion(tt.id); (del == nil) != tt.deletable {
			t.Errorf("player %d: the advice %s, yet removing him: %v", tt.id, tt.key, del)
		}
	}
	if _, err := ev.ValidateWithdrawal(101, 0); err == nil || !strings.Contains(fmt.Sprint(err.(*engine.Message).Args), "1") {
		t.Errorf("the advice names no round: %v", err)
	}
	none := testfield.Field(4, tournament.SwissDutch)
	if _, err := none.ValidateWithdrawal(101, 1); testform.KeyOf(err) != "event.err.withdraw.none-paired" {
		t.Errorf("a withdrawal before any round is paired: %v", err)
	}
}

// A player entered twice is met on round 1's list: the copy, in the last
// round paired and before any result, is deleted by un-pairing that round
// first, which the refusal says; it advised withdrawing him, which gives
// his opponent a forfeit. Once the round has a result, withdrawal it is.
func TestDeletionOfAPlayerInTheLastRoundNamesTheUnpairing(t *testing.T) {
	ev := testfield.Field(4, tournament.SwissDutch)
	ev.Rounds = []tournament.Round{{Number: 1, Pairings: []tournament.Pairing{
		{Round: 1, Board: 1, White: 101, Black: 102}, {Round: 1, Board: 2, White: 103, Black: 104}}}}
	if _, err := ev.ValidateDeletion(102); testform.KeyOf(err) != "event.err.delete.unpair" {
		t.Errorf("a player in round 1, the last, without results: %v", err)
	}
	ev.Rounds[0].Pairings[1].Result = tournament.Draw
	if _, err := ev.ValidateDeletion(102); testform.KeyOf(err) != "event.err.delete.paired" {
		t.Errorf("a player in round 1, which has a result: %v", err)
	}
}

// A player who has withdrawn already and is asked to be deleted was told
// to withdraw instead: the refusal says he is withdrawn, in a Swiss and in
// a round robin alike, and why he stays.
func TestDeletionOfAWithdrawnPlayerSaysHeHasWithdrawn(t *testing.T) {
	swiss := testfield.Field(4, tournament.SwissDutch)
	swiss.Rounds = []tournament.Round{{Number: 1, Pairings: []tournament.Pairing{
		{Round: 1, Board: 1, White: 101, Black: 102, Result: tournament.Draw}, {Round: 1, Board: 2, White: 103, Black: 104, Result: tournament.WhiteWins}}}}
	rr := testfield.Field(4, tournament.RoundRobin)
	rr.Rounds = swiss.Rounds
	for _, ev := range []*tournament.Event{swiss, rr} {
		ev.Players[1].WithdrawnAfter = 1
		_, err := ev.ValidateDeletion(102)
		if testform.KeyOf(err) != "event.err.delete.withdrawn" {
			t.Errorf("%s: a withdrawn player's deletion: %v", ev.Settings.System, err)
		}
	}
}

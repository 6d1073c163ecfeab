package exchange

import (
	"bytes"
	"fmt"
	"path/filepath"
	"slices"
	"testing"

	"arbiter/engine"
	"arbiter/internal/testdir"
	"arbiter/tournament"
)

// A team report exported mid-event in Sharly-Chess's layout: a reserve
// in no 310 record whom a line-up (300) places is his team's player, a
// player in neither is a player of no team, and the cells of the round
// being played, without a result, are that round's games still to be
// decided; each said in a note, every other line kept.
func TestTeamTRFReserveOutsideTeamsAndRoundInPlay(t *testing.T) {
	data := testdir.Read(t, filepath.Join("testdata", "teams", "sharly-midevent.trf"))
	rep, err := ReadTeamTRFReport(data)
	if err != nil {
		t.Fatalf("refused: %v", err)
	}
	ev := rep.Event
	if len(ev.Players) != 10 || len(ev.Teams) != 4 {
		t.Fatalf("%d players, %d teams, want 10 and 4", len(ev.Players), len(ev.Teams))
	}
	if alpha := ev.Teams[0].Players; !slices.Equal(alpha, []int64{1, 2, 9}) {
		t.Errorf("Alpha's players %v, want the reserve 9 last: [1 2 9]", alpha)
	}
	if team, ok := ev.TeamOf(10); ok {
		t.Errorf("player 10, in no team record and no line-up, is read as %s's", team.Name)
	}
	hasNote(t, rep.Notes, "teams.trf.noteam.lineup", "number", 9, "team", "Alpha", "round", 2)
	hasNote(t, rep.Notes, "teams.trf.noteam", "number", 10)
	hasNote(t, rep.Notes, "teams.trf.inplay", "round", 2, "n", 4)
	if len(ev.Rounds) != 2 || len(ev.Rounds[0].Pairings) != 4 || len(ev.Rounds[1].Pairings) != 4 {
		t.Fatalf("rounds %+v, want two of four games", ev.Rounds)
	}
	for _, g := range ev.Rounds[0].Pairings {
		if !g.Result.Finished() {
			t.Errorf("round 1 board %d: %v, want its result kept", g.Board, g.Result)
		}
	}
	for _, g := range ev.Rounds[1].Pairings {
		if g.Result != tournament.NoResult {
			t.Errorf("round 2 board %d: %v, want no result yet", g.Board, g.Result)
		}
	}
	if g := ev.Rounds[1].Pairings[1]; g.White != 9 || g.Black != 6 {
		t.Errorf("round 2 board 2: %d–%d, want the reserve 9 against 6", g.White, g.Black)
	}

	// Placed by no line-up, the player is of no team, and his game is on
	// no match's board: left out, its rounds named, and his opponent's
	// board left empty, not won.
	rep, err = ReadTeamTRFReport(bytes.Replace(data, []byte("300   2   1   3    1    9"), []byte("300   2   1   3    1"), 1))
	if err != nil {
		t.Fatalf("no line-up for the reserve: refused: %v", err)
	}
	if _, ok := rep.Event.TeamOf(9); ok {
		t.Error("player 9, in no team record and no line-up, is read as a team's")
	}
	hasNote(t, rep.Notes, "teams.trf.noteam.games", "number", 9, "n", 1, "rounds", "2")
	for _, g := range rep.Event.Rounds[1].Pairings {
		if g.White == 9 || g.Black == 9 || g.White == 6 || g.Black == 6 {
			t.Errorf("round 2 keeps the game of the player of no team: %+v", g)
		}
	}
}

// hasNote fails t unless notes hold one of key whose arguments include
// the pairs of args.
func hasNote(t *testing.T, notes []engine.Message, key string, args ...any) {
	t.Helper()
	for _, n := range notes {
		if n.Key != key {
			continue
		}
		match := true
		for k := 0; k+1 < len(args); k += 2 {
			if v, ok := n.Args[args[k].(string)]; !ok || fmt.Sprint(v) != fmt.Sprint(args[k+1]) {
				match = false
			}
		}
		if match {
			return
		}
	}
	t.Errorf("no note %s %v among %v", key, args, notes)
}

package store

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/internal/testform"
	"arbiter/tournament"
	"arbiter/tournament/pairing"
	"arbiter/tournament/replay"
)

// A game with moves recorded at the game desk keeps its players and
// colours whichever path rewrites its round: the pairing editor's save, a
// swap of colours, a pairing saved over the round, un-pairing or deleting
// it. Each case starts from a Swiss of six players, round 1 paired 1–2,
// 3–4, 5–6, with board 2's game (players 3 and 4) one move in at the
// desk; a refusal names the board and its players and changes nothing.
// A board with a ruling instead of moves keeps them alike, a ruling being
// about the two who sat there (key ".ruled"), but its round may be taken
// back, which detaches the ruling (TestUnpairDetachesRulings).
func TestGameInPlayKeepsItsBoard(t *testing.T) {
	for _, tc := range []struct {
		name string
		do   func(s *Store, ev *tournament.Event, ids []int64) error
		key  string // the refusal's key, "" for none
	}{
		{"editor exchanges board 2's opponent", editorSaves(func(ev *tournament.Event, ids []int64) (tournament.Round, error) {
			return pairing.ExchangeOpponents(ev, ev.Rounds[0], ids[2], ids[0])
		}), "store.error.game-in-play"},
		{"editor exchanges boards 1 and 3", editorSaves(func(ev *tournament.Event, ids []int64) (tournament.Round, error) {
			return pairing.ExchangeOpponents(ev, ev.Rounds[0], ids[0], ids[4])
		}), ""},
		{"editor removes board 1, board 2's game moves up", editorSaves(func(ev *tournament.Event, ids []int64) (tournament.Round, error) {
			return pairing.RemoveBoard(ev.Rounds[0], 1)
		}), "store.error.game-in-play"},
		{"editor removes board 3", editorSaves(func(ev *tournament.Event, ids []int64) (tournament.Round, error) {
			return pairing.RemoveBoard(ev.Rounds[0], 3)
		}), ""},
		{"editor swaps board 2's colours", editorSaves(func(ev *tournament.Event, ids []int64) (tournament.Round, error) {
			return pairing.SwapColours(ev, 1, 2)
		}), "store.error.game-in-play"},
		{"swap colours of board 2", func(s *Store, ev *tournament.Event, ids []int64) error {
			_, err := s.SwapColours(ev, 1, 2)
			return err
		}, "store.error.game-in-play"},
		{"swap colours of board 1", func(s *Store, ev *tournament.Event, ids []int64) error {
			_, err := s.SwapColours(ev, 1, 1)
			return err
		}, ""},
		{"round replaced, results may go", func(s *Store, ev *tournament.Event, ids []int64) error {
			return s.ReplaceRound(round(1, []int64{ids[0], ids[3], ids[2], ids[1], ids[4], ids[5]}))
		}, "store.error.game-in-play"},
		{"round saved as it is", func(s *Store, ev *tournament.Event, ids []int64) error {
			return s.SaveRound(ev.Rounds[0])
		}, ""},
		{"unpair", func(s *Store, ev *tournament.Event, ids []int64) error { return s.Unpair(1, false) },
			"store.error.game-in-play.unpair"},
		{"round deleted", func(s *Store, ev *tournament.Event, ids []int64) error { return s.DeleteRound(1) },
			"store.error.game-in-play.unpair"},
	} {
		for _, ruled := range []bool{false, true} {
			want := tc.key
			switch {
			case ruled && strings.HasSuffix(want, ".unpair"):
				want = ""
			case ruled && want != "":
				want += ".ruled"
			}
			t.Run(fmt.Sprintf("%s, ruled %v", tc.name, ruled), func(t *testing.T) {
				s, ids, _ := pairedSwiss(t, 6)
				var err error
				if ruled {
					_, err = s.AddRuling(replay.Ruling{Round: 1, Board: 2, Incident: "device", Side: "black"})
				} else {
					_, err = s.SaveGame(&replay.GameRecord{Round: 1, Board: 2, Moves: []replay.RecordedMove{{Ply: 1, UCI: "e2e4", SAN: "e4"}}})
				}
				if err != nil {
					t.Fatal(err)
				}
				// A game opened at the desk without a move holds nothing.
				if _, err := s.SaveGame(&replay.GameRecord{Round: 1, Board: 3}); err != nil {
					t.Fatal(err)
				}
				ev := eventOf(t, s)
				err = tc.do(s, ev, ids)
				if testform.KeyOf(err) != want || (want == "" && err != nil) {
					t.Fatalf("%v, want %q", err, want)
				}
				if want == "" {
					return
				}
				var m *engine.Message
				if !errors.As(err, &m) || m.Kind != gameInPlay || fmt.Sprint(m.Args["round"], m.Args["board"]) != "1 2" ||
					m.Args["white"] != ev.Players[2].Name || m.Args["black"] != ev.Players[3].Name {
					t.Errorf("refused as %#v, want round 1, board 2, %s – %s", m, ev.Players[2].Name, ev.Players[3].Name)
				}
				after := eventOf(t, s)
				if fmt.Sprint(after.Rounds) != fmt.Sprint(ev.Rounds) {
					t.Errorf("refused, yet round 1 is now %v, was %v", after.Rounds, ev.Rounds)
				}
			})
		}
	}
}

// editorSaves is a case of TestGameInPlayKeepsItsBoard: the round as the
// pairing editor's edit makes it, saved as the editor saves it.
func editorSaves(edit func(ev *tournament.Event, ids []int64) (tournament.Round, error)) func(*Store, *tournament.Event, []int64) error {
	return func(s *Store, ev *tournament.Event, ids []int64) error {
		rd, err := edit(ev, ids)
		if err != nil {
			return err
		}
		return s.SaveEditedRound(rd, nil)
	}
}

// Un-pairing a round with moves at the desk by force (the arbiter has its
// games played again) takes the desk's records of them with the round, so
// that they do not lie on the boards paired anew; a game opened without a
// move stays, as every recorded game did; Undo brings the moves back.
func TestForcedUnpairTakesDeskMovesAlong(t *testing.T) {
	s, _, _ := pairedSwiss(t, 6)
	moved := &replay.GameRecord{Round: 1, Board: 2, Moves: []replay.RecordedMove{{Ply: 1, UCI: "e2e4", SAN: "e4"}, {Ply: 2, UCI: "e7e5", SAN: "e5"}}}
	if _, err := s.SaveGame(moved); err != nil {
		t.Fatal(err)
	}
	if _, err := s.SaveGame(&replay.GameRecord{Round: 1, Board: 3}); err != nil {
		t.Fatal(err)
	}
	if err := s.Unpair(1, true); err != nil {
		t.Fatal(err)
	}
	if _, err := s.GameAt(1, 2); err == nil {
		t.Error("board 2's desk game is still there after the round was taken back")
	}
	if _, err := s.GameAt(1, 3); err != nil {
		t.Errorf("board 3's game opened without a move: %v", err)
	}
	if steps, ok := undoSays(t, s, "round.drop-games", "games", "1"); !ok {
		t.Errorf("the audit entry %+v does not say the desk's moves went", steps)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	g, err := s.GameAt(1, 2)
	if err != nil || len(g.Moves) != 2 {
		t.Errorf("undone: board 2's game %+v, %v, want its two moves back", g, err)
	}
	if p, err := s.InPlay(1); err != nil || fmt.Sprint(p.Games) != "[2]" {
		t.Errorf("undone: in play %+v, %v", p, err)
	}
}

// undoSays reports whether one of the steps of the action Undo would
// reverse next is action with its argument arg printed as value; it
// returns that action's steps.
func undoSays(t *testing.T, s *Store, action, arg, value string) ([]Step, bool) {
	t.Helper()
	e, err := s.NextUndo()
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range e.Steps {
		if st.Action == action && fmt.Sprint(st.Args[arg]) == value {
			return e.Steps, true
		}
	}
	return e.Steps, false
}

// A team round taken back names the game by its match and board: game 3
// of two matches of two boards is match 2's board 1.
func TestTeamUnpairNamesMatchOfGameInPlay(t *testing.T) {
	s, _ := pairedTeamEvent(t, 4, 2, 2)
	if _, err := s.SaveGame(&replay.GameRecord{Round: 1, Board: 3, Moves: []replay.RecordedMove{{Ply: 1, UCI: "d2d4", SAN: "d4"}}}); err != nil {
		t.Fatal(err)
	}
	err := s.Unpair(1, false)
	var m *engine.Message
	if testform.KeyOf(err) != "store.error.game-in-play.match.unpair" || !errors.As(err, &m) ||
		fmt.Sprint(m.Args["match"], m.Args["board"]) != "2 1" {
		t.Errorf("%v (%#v), want match 2 board 1 named", err, m)
	}
}

// The rulings log keeps a ruling by round and board. Taking the round
// back leaves its rulings in the log (the arbiter's decisions, for his
// report) but off its boards: the game paired anew on board 2 shows none
// and counts no illegal move of the game that was, whether the round was
// forced back with the desk's moves or taken back with none; Undo gives
// them back to their board.
func TestUnpairDetachesRulings(t *testing.T) {
	for _, tc := range []struct {
		name  string
		moved bool // board 2's game has moves at the desk, so un-pairing is forced
	}{
		{"forced, desk game with moves", true},
		{"no desk moves", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, ids, _ := swissEvent(t, 6)
			makeBoardRulings(t, s, ids, tc.moved)
			if err := s.Unpair(1, tc.moved); err != nil {
				t.Fatal(err)
			}
			if steps, ok := undoSays(t, s, "round.detach-rulings", "rulings", "3"); !ok {
				t.Errorf("the audit entry %+v does not say the 3 rulings left the boards", steps)
			}
			// Paired anew: board 2 has other players, whose game starts clean.
			if err := s.SaveRound(round(1, []int64{ids[4], ids[5], ids[1], ids[0], ids[3], ids[2]})); err != nil {
				t.Fatal(err)
			}
			if _, err := s.SaveGame(&replay.GameRecord{Round: 1, Board: 2, Moves: []replay.RecordedMove{{Ply: 1, UCI: "d2d4", SAN: "d4"}}}); err != nil {
				t.Fatal(err)
			}
			g, err := s.GameAt(1, 2)
			if err != nil {
				t.Fatal(err)
			}
			if len(g.Rulings) != 0 || g.Counts(replay.TallyIllegalMove) != [2]int{} {
				t.Errorf("the new game on board 2 shows %d rulings, counts %v illegal moves", len(g.Rulings), g.Counts(replay.TallyIllegalMove))
			}
			if p, err := s.InPlay(1); err != nil || p.Rulings != 0 {
				t.Errorf("the round paired anew: in play %+v, %v, want no rulings of its own", p, err)
			}
			log, err := s.Rulings()
			if err != nil || len(log) != 3 {
				t.Fatalf("the rulings log holds %d, %v, want the 3 made", len(log), err)
			}
			for _, r := range log {
				if !r.Unpaired || r.Round != 1 {
					t.Errorf("ruling %+v: want round 1 kept, marked as of a round taken back", r)
				}
			}
			checkRulingsUndone(t, s, tc.moved)
		})
	}
}

// makeBoardRulings pairs round 1, gives board 2 a desk game with moves when
// moved, and rules twice on board 2 and once on board 3.
func makeBoardRulings(t *testing.T, s *Store, ids []int64, moved bool) {
	t.Helper()
	if err := s.SaveRound(round(1, ids)); err != nil {
		t.Fatal(err)
	}
	if moved {
		if _, err := s.SaveGame(&replay.GameRecord{Round: 1, Board: 2, Moves: []replay.RecordedMove{{Ply: 1, UCI: "e2e4", SAN: "e4"}}}); err != nil {
			t.Fatal(err)
		}
	}
	for _, r := range []replay.Ruling{
		{Round: 1, Board: 2, Incident: "illegal-move", Side: "white", Tally: replay.TallyIllegalMove},
		{Round: 1, Board: 2, Incident: "illegal-move", Side: "white", Tally: replay.TallyIllegalMove},
		{Round: 1, Board: 3, Incident: "device", Side: "black"},
	} {
		if _, err := s.AddRuling(r); err != nil {
			t.Fatal(err)
		}
	}
	if p, err := s.InPlay(1); err != nil || p.Rulings != 3 {
		t.Fatalf("in play %+v, %v, want the round's 3 rulings counted", p, err)
	}
}

// checkRulingsUndone undoes the desk game, the pairing and the un-pairing
// and checks that board 2's rulings are back on it.
func checkRulingsUndone(t *testing.T, s *Store, moved bool) {
	t.Helper()
	var g *replay.GameRecord
	var err error
	// Undo the desk game, the pairing and the un-pairing.
	for range 3 {
		if _, err := s.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	if moved {
		if g, err = s.GameAt(1, 2); err != nil {
			t.Fatal(err)
		}
	} else {
		// No desk game to load: board 2's rulings as the log has them.
		log, err := s.Rulings()
		if err != nil {
			t.Fatal(err)
		}
		g = &replay.GameRecord{Round: 1, Board: 2}
		for _, r := range log {
			if r.Board == 2 && !r.Unpaired {
				g.Rulings = append(g.Rulings, r)
			}
		}
	}
	if len(g.Rulings) != 2 || g.Counts(replay.TallyIllegalMove) != [2]int{2, 0} {
		t.Errorf("undone: board 2 shows %d rulings, counts %v illegal moves, want White's 2 back", len(g.Rulings), g.Counts(replay.TallyIllegalMove))
	}
	if p, err := s.InPlay(1); err != nil || p.Rulings != 3 {
		t.Errorf("undone: in play %+v, %v, want the 3 rulings on the round's boards", p, err)
	}
}

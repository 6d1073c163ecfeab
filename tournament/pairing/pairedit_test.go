package pairing

import (
	"fmt"
	"testing"

	"arbiter/engine"
	"arbiter/internal/testfield"
	"arbiter/internal/testform"
	"arbiter/tournament"
	"arbiter/tournament/swiss"
)

// editRound is a Swiss of seven players (ids 101…107) with round 1 paired
// and not yet played: 101–105, 106–102, 103–107 and 104's
// pairing-allocated bye, boards 1 to 4.
func editRound() *tournament.Event {
	g, b := testfield.Game, testfield.Bye
	ev := testfield.Constructed(tournament.SwissDutch, 7, nil, []tournament.Pairing{
		g(1, 5, tournament.NoResult), g(6, 2, tournament.NoResult), g(3, 7, tournament.NoResult), b(4, tournament.ByePairingAllocated)})
	ev.Settings.Rounds = 5
	return ev
}

// boards writes a round's boards as "board:white-black", the
// pairing-allocated bye as "board:player-bye", another bye with its kind.
func boards(rd tournament.Round) string {
	var s []string
	for _, p := range rd.Pairings {
		if p.Round != rd.Number {
			s = append(s, fmt.Sprintf("round %d?", p.Round))
		}
		switch {
		case p.IsBye() && p.Bye == tournament.ByePairingAllocated:
			s = append(s, fmt.Sprintf("%d:%d-bye", p.Board, p.White))
			continue
		case p.IsBye():
			s = append(s, fmt.Sprintf("%d:%d-bye(%d)", p.Board, p.White, p.Bye))
			continue
		}
		s = append(s, fmt.Sprintf("%d:%d-%d", p.Board, p.White, p.Black))
	}
	return fmt.Sprint(s)
}

// Exchanging opponents gives each player the other's opponent, each
// keeping his colour and his board: A–X and B–Y become A–Y and B–X,
// whether A and B have White or Black, on board 1 or another. The
// pairing-allocated bye may take part: the player exchanged with its
// holder has the bye on his own board, and the holder plays his opponent
// on the bye's board; a Black player left alone on his board has the bye
// there as White has it.
func TestExchangeOpponentsKeepsColoursAndBoards(t *testing.T) {
	ev := editRound()
	rd := ev.Rounds[0]
	for _, c := range []struct {
		a, b int64
		want string
	}{
		{101, 102, "[1:101-106 2:105-102 3:103-107 4:104-bye]"}, // White on board 1, Black on board 2
		{106, 101, "[1:101-102 2:106-105 3:103-107 4:104-bye]"}, // White on board 2, White on board 1
		{105, 107, "[1:103-105 2:106-102 3:101-107 4:104-bye]"}, // Black on boards 1 and 3
		{101, 104, "[1:101-bye 2:106-102 3:103-107 4:104-105]"}, // the bye's holder
		{104, 105, "[1:105-bye 2:106-102 3:103-107 4:104-101]"}, // Black left alone with the bye
	} {
		got, err := ExchangeOpponents(ev, rd, c.a, c.b)
		if err != nil || boards(got) != c.want {
			t.Errorf("exchange %d and %d: %s, %v; want %s", c.a, c.b, boards(got), err, c.want)
		}
	}
	if boards(rd) != "[1:101-105 2:106-102 3:103-107 4:104-bye]" {
		t.Errorf("the round exchanged in changed: %s", boards(rd))
	}
}

// An exchange is refused for a player not paired in the round, for two
// players of one board, for a board with a result and for a requested
// bye, which has no opponent to give.
func TestExchangeOpponentsRefusals(t *testing.T) {
	ev := editRound()
	ev.Players = append(ev.Players, tournament.Player{ID: 108, Name: "Late", Rating: 1000})
	rd := ev.Rounds[0]
	if _, err := ExchangeOpponents(ev, rd, 108, 101); testform.KeyOf(err) != "pairedit.err.unpaired" {
		t.Errorf("the first player unpaired: %v", err)
	}
	if _, err := ExchangeOpponents(ev, rd, 102, 108); testform.KeyOf(err) != "pairedit.err.unpaired" {
		t.Errorf("the second player unpaired: %v", err)
	}
	if _, err := ExchangeOpponents(ev, rd, 101, 105); testform.KeyOf(err) != "pairedit.err.same" {
		t.Errorf("two players of one board: %v", err)
	}
	played := rd
	played.Pairings = append([]tournament.Pairing(nil), rd.Pairings...)
	played.Pairings[1].Result = tournament.Draw
	if _, err := ExchangeOpponents(ev, played, 101, 102); testform.KeyOf(err) != "pairedit.err.result" {
		t.Errorf("board 2 with a result: %v", err)
	}
	requested := rd
	requested.Pairings = append([]tournament.Pairing(nil), rd.Pairings...)
	requested.Pairings[3].Bye = tournament.ByeHalfPoint
	if _, err := ExchangeOpponents(ev, requested, 101, 104); testform.KeyOf(err) != "pairedit.err.requested" {
		t.Errorf("a requested bye: %v", err)
	}
}

// A game paired by hand comes before the byes, as the pairing lists them,
// between two players not paired in the round, neither withdrawn before
// it; a player withdrawn after the round still plays it.
func TestPairByHand(t *testing.T) {
	ev := editRound()
	ev.Players = append(ev.Players,
		tournament.Player{ID: 108, Name: "Late", Rating: 1000},
		tournament.Player{ID: 109, Name: "Leaving", Rating: 1000, WithdrawnAfter: 1},
		tournament.Player{ID: 110, Name: "Gone", Rating: 1000, WithdrawnAfter: 0})
	rd := ev.Rounds[0]
	got, err := PairByHand(ev, rd, 109, 108)
	if want := "[1:101-105 2:106-102 3:103-107 4:109-108 5:104-bye]"; err != nil || boards(got) != want {
		t.Errorf("pair 109–108 by hand: %s, %v; want %s", boards(got), err, want)
	}
	for _, c := range []struct {
		name         string
		white, black int64
		key          string
	}{
		{"one player twice", 108, 108, "pairedit.err.same"},
		{"White on board 1", 101, 108, "pairedit.err.paired"},
		{"Black on board 1", 108, 105, "pairedit.err.paired"},
	} {
		if _, err := PairByHand(ev, rd, c.white, c.black); testform.KeyOf(err) != c.key {
			t.Errorf("%s: %v, want %s", c.name, err, c.key)
		}
	}
	// In round 2 the player withdrawn after round 1 is no longer there.
	rd2 := tournament.Round{Number: 2}
	if _, err := PairByHand(ev, rd2, 108, 109); testform.KeyOf(err) != "swisscli.err.withdrawn" {
		t.Errorf("round 2, a player withdrawn after round 1: %v", err)
	}
	if got, err := PairByHand(ev, rd2, 101, 108); err != nil || boards(got) != "[1:101-108]" {
		t.Errorf("round 2's first game: %s, %v", boards(got), err)
	}
}

// The bye by hand is the pairing-allocated bye, given to a player not
// paired in the round, after the boards.
func TestGiveBye(t *testing.T) {
	ev := editRound()
	ev.Players = append(ev.Players, tournament.Player{ID: 108, Name: "Late", Rating: 1000})
	rd := ev.Rounds[0]
	for _, id := range []int64{101, 105, 104} {
		if _, err := GiveBye(ev, rd, id); testform.KeyOf(err) != "pairedit.err.paired" {
			t.Errorf("a bye for %d, paired: %v", id, err)
		}
	}
	got, err := GiveBye(ev, rd, 108)
	if want := "[1:101-105 2:106-102 3:103-107 4:104-bye 5:108-bye]"; err != nil || boards(got) != want {
		t.Errorf("a bye for 108: %s, %v; want %s", boards(got), err, want)
	}
	// The bye is a point for playing the round: not for a player
	// withdrawn before it.
	ev.Players = append(ev.Players, tournament.Player{ID: 109, Name: "Leaving", Rating: 1000, WithdrawnAfter: 1})
	if _, err := GiveBye(ev, tournament.Round{Number: 2}, 109); testform.KeyOf(err) != "swisscli.err.withdrawn" {
		t.Errorf("round 2's bye for a player withdrawn after round 1: %v, want swisscli.err.withdrawn", err)
	}
	if got, err := GiveBye(ev, rd, 109); err != nil || boards(got) != "[1:101-105 2:106-102 3:103-107 4:104-bye 5:109-bye]" {
		t.Errorf("round 1's bye for a player withdrawn after it: %s, %v", boards(got), err)
	}
}

// An edit naming an id that is no player of the event is refused as
// such, by every edit that takes players (it panicked, reading the name
// of no player for its message).
func TestEditsRefuseAnIDOutsideTheEvent(t *testing.T) {
	ev := editRound()
	rd := ev.Rounds[0]
	for name, edit := range map[string]func() error{
		"exchange, first":  func() error { _, err := ExchangeOpponents(ev, rd, 999, 101); return err },
		"exchange, second": func() error { _, err := ExchangeOpponents(ev, rd, 101, 999); return err },
		"by hand, White":   func() error { _, err := PairByHand(ev, tournament.Round{Number: 2}, 999, 101); return err },
		"by hand, Black":   func() error { _, err := PairByHand(ev, tournament.Round{Number: 2}, 101, 999); return err },
		"bye":              func() error { _, err := GiveBye(ev, rd, 999); return err },
	} {
		if err := edit(); testform.KeyOf(err) != "swisscli.err.player" {
			t.Errorf("%s with id 999: %v, want swisscli.err.player", name, err)
		}
	}
}

// A board without a result is taken out and the boards after it move up;
// a board with a result, or one the round does not have, is refused.
func TestRemoveBoard(t *testing.T) {
	ev := editRound()
	rd := ev.Rounds[0]
	got, err := RemoveBoard(rd, 2)
	if want := "[1:101-105 2:103-107 3:104-bye]"; err != nil || boards(got) != want {
		t.Errorf("remove board 2: %s, %v; want %s", boards(got), err, want)
	}
	if _, err := RemoveBoard(rd, 5); testform.KeyOf(err) != "event.err.result.board" {
		t.Errorf("board 5 of 4: %v", err)
	}
	rd.Pairings = append([]tournament.Pairing(nil), rd.Pairings...)
	rd.Pairings[0].Result = tournament.WhiteWins
	if _, err := RemoveBoard(rd, 1); testform.KeyOf(err) != "pairedit.err.result" {
		t.Errorf("board 1 with a result: %v", err)
	}
}

// The players left without a board are those of a removed board and the
// late entries, in pairing-number order; a player withdrawn after the
// round is among them, one withdrawn before it is not.
func TestUnpairedAreThePlayersInTheRoundWithoutABoard(t *testing.T) {
	ev := editRound()
	ev.Players = append(ev.Players,
		tournament.Player{ID: 108, Name: "Late", Rating: 2500, Seat: 8},
		tournament.Player{ID: 109, Name: "Leaving", Rating: 1000, Seat: 9, WithdrawnAfter: 1})
	rd, err := RemoveBoard(ev.Rounds[0], 1)
	if err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(Unpaired(ev, rd)); got != "[101 105 108 109]" {
		t.Errorf("round 1: %s, want [101 105 108 109]", got)
	}
	rd.Number = 2
	if got := fmt.Sprint(Unpaired(ev, rd)); got != "[101 105 108]" {
		t.Errorf("round 2, 109 withdrawn after round 1: %s, want [101 105 108]", got)
	}
}

// An edited round is checked as the round it stands for: round 1 before it
// is saved, or a round already paired, its edit and not its stored
// pairing; a round the event cannot have next is refused.
func TestCheckSwissRoundChecksTheEdit(t *testing.T) {
	ev := testfield.Swiss(8, 5)
	rd := pairSwiss(t, ev, 1, tournament.SwissOptions{})
	if fs, err := CheckSwissRound(ev, rd, tournament.SwissOptions{}); err != nil || len(fs) != 0 {
		t.Errorf("round 1 as paired, not saved: %v, %v", fs, err)
	}
	ev.Rounds = []tournament.Round{rd}
	edited, err := ExchangeOpponents(ev, rd, rd.Pairings[0].White, rd.Pairings[1].White)
	if err != nil {
		t.Fatal(err)
	}
	if fs, err := CheckSwissRound(ev, edited, tournament.SwissOptions{}); err != nil || len(fs) == 0 {
		t.Errorf("round 1 with two opponents exchanged passes: %v", err)
	}
	for _, n := range []int{0, 3} {
		if _, err := CheckSwissRound(ev, tournament.Round{Number: n}, tournament.SwissOptions{}); testform.KeyOf(err) != "swisscli.err.notpaired" {
			t.Errorf("round %d with one round paired: %v", n, err)
		}
	}
}

// The roster of an edited round numbers its players as its check does:
// the field of that round, those it pairs. With the top seed's board of a
// new round 1 taken out, number 1 is the second seed; the last round
// paired keeps its own field after a late entry above everyone, whom the
// round after it numbers first.
func TestCheckRosterNumbersTheFieldOfTheRound(t *testing.T) {
	ev := testfield.Swiss(8, 5)
	rd := pairSwiss(t, ev, 1, tournament.SwissOptions{})
	first := swiss.Finding{Message: engine.Message{Args: map[string]any{"player": 1}}}
	without, err := RemoveBoard(rd, 1)
	if err != nil {
		t.Fatal(err)
	}
	if p := CheckRoster(ev, without).Named(first); len(p) != 1 || p[0].ID != 101 {
		t.Errorf("round 1 without the top seed's board: number 1 is %+v, want 101", p)
	}
	ev.Rounds = []tournament.Round{rd}
	ev.Players = append(ev.Players, tournament.Player{ID: 900, Name: "Late", Rating: 2700})
	if p := CheckRoster(ev, rd).Named(first); len(p) != 1 || p[0].ID != 100 {
		t.Errorf("round 1 after a late entry: number 1 is %+v, want 100", p)
	}
	rd2 := pairSwiss(t, ev, 2, tournament.SwissOptions{})
	if p := CheckRoster(ev, rd2).Named(first); len(p) != 1 || p[0].ID != 900 {
		t.Errorf("round 2, which the late entry is in: number 1 is %+v, want 900", p)
	}
}

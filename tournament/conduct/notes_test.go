package conduct_test

import (
	"testing"

	"arbiter/internal/testfield"
	"arbiter/tournament"
	"arbiter/tournament/conduct"
)

// A 6-game match won 4–0 after four games is decided: game 5 is paired
// (some matches play every game), and said to be played only as the
// match's regulations set; before the decision, nothing is said.
func TestRoundNotesSayTheMatchIsDecided(t *testing.T) {
	ev := testfield.Field(2, tournament.Match)
	ev.Settings.Rounds = 6
	// Seat 1 wins every game, White or Black.
	testfield.Play(t, ev, [][]tournament.Result{{tournament.WhiteWins}, {tournament.BlackWins}, {tournament.WhiteWins}})
	m := &memory{ev: ev}
	if _, err := conduct.Pair(m, ev, 4, false); err != nil {
		t.Fatal(err)
	}
	if notes := conduct.RoundNotes(m.ev, 4); len(notes) != 0 {
		t.Errorf("round 4 of a match at 3–0 of 6: notes %v, want none", notes)
	}
	m.ev.Rounds[3].Pairings[0].Result = tournament.BlackWins
	if _, err := conduct.Pair(m, m.ev, 5, false); err != nil {
		t.Fatal(err)
	}
	notes := conduct.RoundNotes(m.ev, 5)
	if len(notes) != 1 || notes[0].Key != "match.decided" || notes[0].Args["score"] != "4–0" || notes[0].Args["winner"] != "Player 1" {
		t.Errorf("round 5 of a match won 4–0: notes %v, want the match decided, Player 1 4–0", notes)
	}
}

// A double round robin of 4 plays the first cycle's rounds 2 and 3
// exchanged (FIDE C.05 Annex 1): each says the table's round it plays;
// the other rounds, and a single round robin's, say nothing.
func TestRoundNotesSayTheExchangedRounds(t *testing.T) {
	ev := field(4, tournament.DoubleRoundRobin)
	ev.Settings.Rounds = 6
	m := &memory{ev: ev}
	want := map[int]int{2: 3, 3: 2}
	for r := 1; r <= 4; r++ {
		if _, err := conduct.Pair(m, m.ev, r, true); err != nil {
			t.Fatal(err)
		}
		notes := conduct.RoundNotes(m.ev, r)
		if want[r] == 0 {
			if len(notes) != 0 {
				t.Errorf("round %d: notes %v, want none", r, notes)
			}
			continue
		}
		if len(notes) != 1 || notes[0].Key != "event.roundrobin.exchanged" || notes[0].Args["table"] != want[r] {
			t.Errorf("round %d: notes %v, want the table's round %d", r, notes, want[r])
		}
	}
	single := field(4, tournament.RoundRobin)
	m = &memory{ev: single}
	for r := 1; r <= 3; r++ {
		if _, err := conduct.Pair(m, m.ev, r, true); err != nil {
			t.Fatal(err)
		}
		if notes := conduct.RoundNotes(m.ev, r); len(notes) != 0 {
			t.Errorf("single round robin, round %d: notes %v, want none", r, notes)
		}
	}
}

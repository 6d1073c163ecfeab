package ui

import (
	"strings"
	"testing"

	"arbiter/tournament"
)

// A board a withdrawal decided (its forfeit recorded with the withdrawal)
// takes no game played: a result key that would make it one is refused at
// once, in the words the file refuses it with. The arbiter was asked
// "Change the saved result?" first, and his yes was refused.
func TestResultAfterAWithdrawalIsRefusedWithoutAQuestion(t *testing.T) {
	s := swissOfFourRoundOnePlayed(t)
	pairedNow(t, s)
	leaver := s.doc.event.Rounds[1].Pairings[0].Black
	if err := s.doc.st.WithdrawPlayer(leaver, 1); err != nil {
		t.Fatal(err)
	}
	s.reload()
	decided := s.doc.event.Rounds[1].Pairings[0].Result
	if decided != tournament.WhiteForfeitWin {
		t.Fatalf("round 2, board 1 after its Black withdrew: %v, want the forfeit", decided)
	}
	_, refusal := s.doc.event.ValidateResult(2, 1, tournament.Draw)
	if refusal == nil {
		t.Fatal("the event takes a draw on a board its Black withdrew from")
	}
	rounds := s.areaView(areaRounds).(*roundsView)
	s.show(areaRounds)
	if rounds.round != 2 {
		t.Fatalf("the rounds view shows round %d, want 2", rounds.round)
	}
	rounds.choose(0)
	typeKeys(s, "=")
	got := topMessage(s)
	if strings.Contains(got, s.t("live.change.title")) {
		t.Errorf("a draw on the withdrawal's board asked to change it:\n%s", got)
	}
	if !strings.Contains(got, s.cat.Error(refusal)) {
		t.Errorf("a draw on the withdrawal's board says:\n%s\nwant %q", got, s.cat.Error(refusal))
	}
	if r := results(s, 2)[0]; r != decided {
		t.Errorf("round 2, board 1 holds %v, want %v", r, decided)
	}
}

// swissOfFourRoundOnePlayed opens a Swiss of four players in three rounds
// with round 1 paired and White winning on both boards.
func swissOfFourRoundOnePlayed(t *testing.T) *Shell {
	t.Helper()
	s := openShell(t, newSwissFile(t, 4, 3))
	if err := s.doc.pair(false); err != nil {
		t.Fatal(err)
	}
	roundOneInFile(t, s, 2, tournament.WhiteWins)
	return s
}

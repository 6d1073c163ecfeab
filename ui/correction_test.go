package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"testing"

	"arbiter/tournament"
)

// TestCorrectionAfterTheNextSwissRoundIsPairedAsksSayingItStands: a key
// that changes a Swiss result of round 1 once round 2 is paired asks
// with the word that round 2 was paired on the earlier result and stands
// (the question named the old and new result only); a change in the last
// round paired asks without it.
func TestCorrectionAfterTheNextSwissRoundIsPairedAsksSayingItStands(t *testing.T) {
	s := openShell(t, newSwissFile(t, 4, 3))
	if err := s.doc.pair(false); err != nil {
		t.Fatal(err)
	}
	for b := 1; b <= 2; b++ {
		if err := s.doc.setResult(1, b, tournament.WhiteWins); err != nil {
			t.Fatal(err)
		}
	}
	s.reload()
	rounds := s.areaView(areaRounds).(*roundsView)
	s.show(areaRounds)
	stands := "Round 2 was paired on the earlier result: its pairing stands."
	rounds.choose(0)
	typeKeys(s, "0")
	if got := dialogText(s); !strings.Contains(got, "Change") || strings.Contains(got, stands) {
		t.Errorf("a change in the last round paired asks:\n%s", got)
	}
	pressKey(s, fyne.KeyEscape) // keeps the result
	if err := s.doc.pair(false); err != nil {
		t.Fatal(err)
	}
	s.reload()
	rounds.pick.SetSelectedIndex(0)
	rounds.choose(0)
	typeKeys(s, "0")
	if got := dialogText(s); !strings.Contains(got, stands) {
		t.Errorf("a change of round 1 once round 2 is paired asks:\n%s\nwant it to say %q", got, stands)
	}
}

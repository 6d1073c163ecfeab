package ui

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"arbiter/tournament"
)

// The rounds view marks a game as ended before a move: the check needs a
// result of a game played over the board, the mark shows beside the
// result and stays when the result is corrected.
func TestRoundsViewMarksUnrated(t *testing.T) {
	s := openShell(t, newSwissFile(t, 6, 5))
	s.show(areaRounds)
	v := s.views[areaRounds].(*roundsView)
	test.Tap(v.pairBtn)
	v.selectRow(0)
	if !v.unrated.Disabled() {
		t.Fatal("the mark is offered on a board without a result")
	}
	typeKeys(s, "1")
	v.selectRow(0)
	if v.unrated.Disabled() || v.unrated.Checked {
		t.Fatalf("after 1-0 the mark is disabled %v, checked %v", v.unrated.Disabled(), v.unrated.Checked)
	}
	test.Tap(v.unrated)
	if p := s.doc.event.Rounds[0].Pairings[0]; !p.Unrated {
		t.Fatalf("board 1 after the mark: %+v", p)
	}
	if got := v.grid.cell(0, 3); got != "1–0 n.r." {
		t.Errorf("result cell %q, want %q", got, "1–0 n.r.")
	}
	if err := s.doc.st.SetResult(1, 1, tournament.Draw); err != nil {
		t.Fatal(err)
	}
	s.reload()
	if p := s.doc.event.Rounds[0].Pairings[0]; !p.Unrated {
		t.Errorf("a corrected result lost the mark: %+v", p)
	}
	v.selectRow(1)
	if v.unrated.Checked {
		t.Error("board 2 shows board 1's mark")
	}
}

package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arbiter/internal/testevent"
	"arbiter/internal/testfield"
	"arbiter/tournament"
	"arbiter/tournament/standings"
)

// The Standings view records a play-off typed in its field, Enter keeping
// it: its winner stands first and the notes say which places it decided;
// undo takes it back. The field is offered once the last round is over.
func TestStandingsRecordAPlayoffByKeys(t *testing.T) {
	ev := testfield.Field(4, tournament.RoundRobin)
	ev.Settings.TieBreaks = []string{"sb", "de", "wins", "koya", "black"}
	testfield.Play(t, ev, [][]tournament.Result{{tournament.WhiteWins, tournament.Draw}, {tournament.BlackWins, tournament.Draw}, {tournament.Draw, tournament.Draw}})
	s := openShell(t, testevent.EventFile(t, ev))
	v := s.areaView(areaStandings).(*standingsView)
	v.refresh()
	if !v.playoffRow.Visible() {
		t.Fatal("the play-off's field is hidden after the last round")
	}
	first := func() int { return standings.Of(&s.doc.event).Rows[0].No }
	if first() != 3 {
		t.Fatalf("before the play-off %d stands first, the test wants 3", first())
	}
	test.Type(v.playoff, "1, 3")
	v.playoff.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	v.refresh()
	if first() != 1 || !strings.Contains(v.note.Text, "Places 1–2 decided by a play-off, in this order: Player 1, Player 3.") {
		t.Errorf("after the play-off typed: %d first, notes %q", first(), v.note.Text)
	}
	s.undo()
	if first() != 3 || len(s.doc.event.Playoffs) != 0 {
		t.Errorf("after undo: %d first, play-offs %v", first(), s.doc.event.Playoffs)
	}
}

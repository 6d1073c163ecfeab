package ui

import (
	"strings"
	"testing"

	"arbiter/tournament"
	"arbiter/tournament/team"
)

// A board a team left empty in its line-up keeps the forfeit the line-up
// gave it: a result key on it is refused at once, in the words the file
// refuses it with, as the command line refuses it. The arbiter was asked
// "Change the saved result?" first, the empty side named "?", and his yes
// was refused.
func TestResultOnABoardLeftEmptyIsRefusedWithoutAQuestion(t *testing.T) {
	s, v := pairedTeamRound(t, 2, 5)
	m := v.list[v.match]
	white, _ := s.doc.event.Team(m.White)
	if err := v.setLineup(*white, white.Players[:3]); err != nil {
		t.Fatal(err)
	}
	v = s.areaView(areaRounds).(*matchesView)
	m = s.doc.event.RoundMatches(1)[0]
	decided := s.doc.event.MatchGames(m)[3].Result
	if decided == tournament.NoResult {
		t.Fatal("board 4, left empty by a line-up of three, has no result")
	}
	v.selectBoard(3)
	typeKeys(s, "=")
	got := topMessage(s)
	if strings.Contains(got, s.t("live.change.title")) {
		t.Errorf("a draw on the board left empty asked to change it:\n%s", got)
	}
	refusal := team.ResultAllowedOn(&s.doc.event, s.doc.event.MatchGames(m)[3], tournament.Draw)
	if refusal == nil {
		t.Fatal("the event takes a draw on a board left empty")
	}
	if want := s.cat.Sentence(refusal); !strings.Contains(got, want) {
		t.Errorf("a draw on the board left empty says:\n%s\nwant %q", got, want)
	}
	if r := s.doc.event.MatchGames(s.doc.event.RoundMatches(1)[0])[3].Result; r != decided {
		t.Errorf("board 4 holds %v, want %v", r, decided)
	}
}

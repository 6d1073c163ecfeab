package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"arbiter/tournament"
	"arbiter/words"
)

// A result corrected in a team round asks its question naming the match
// as well as the board, and says how the match's score changes with it:
// "Board 1: … has 1–0. Change it to 0–1?" named no match, where every
// match of the round has a board 1, and left the arbiter to work out that
// a won match was now drawn, its match points with it.
func TestACorrectionInATeamRoundNamesTheMatchAndItsScore(t *testing.T) {
	s, v := firstMatchWon(t)
	ev := &s.doc.event
	m := ev.RoundMatches(1)[0]
	games := ev.MatchGames(m)
	before := words.MatchResult(s.cat, ev.TeamOptions, m, games)
	v.selectBoard(0)
	typeKeys(s, "0")
	got := topMessage(s)
	b := games[0]
	if want := s.t("teams.ui.change.text", "match", m.Number, "board", 1, "white", ev.PlayerName(b.White), "black", ev.PlayerName(b.Black),
		"was", entryResultText(s, tournament.WhiteWins), "result", entryResultText(s, tournament.BlackWins)); !strings.Contains(got, want) {
		t.Errorf("the question:\n%s\nwant %q", got, want)
	}
	after := append([]tournament.Pairing{}, games...)
	after[0].Result = tournament.BlackWins
	if want := s.t("teams.ui.change.score", "from", before, "to", words.MatchResult(s.cat, ev.TeamOptions, m, after)); !strings.Contains(got, want) {
		t.Errorf("the question:\n%s\nwant %q", got, want)
	}
}

// "1/2" typed whole on a board holding 1–0, its first key the result the
// board has, asks whether the win is to be corrected to a draw: it said
// "round 0 has not been paired" and saved nothing, the board it was typed
// on forgotten as the question was to be asked.
func TestADrawTypedWholeOverAWinAsksToCorrectIt(t *testing.T) {
	s, v := firstMatchWon(t)
	v.selectBoard(0)
	typeKeys(s, "1/2")
	got := topMessage(s)
	if !strings.Contains(got, s.t("live.change.title")) || strings.Contains(v.said.Text, "round 0") {
		t.Fatalf("\"1/2\" typed over 1–0 says:\n%s\n%s\nwant the question whether to change it", got, v.said.Text)
	}
	pressKey(s, fyne.KeyReturn)
	ev := &s.doc.event
	if got := ev.MatchGames(ev.RoundMatches(1)[0])[0].Result; got != tournament.Draw {
		t.Errorf("board 1 holds %v after the yes, want the draw", got)
	}
}

// A correction declined in a team round says which match's board keeps
// its result, as the question named it: "Board 1 keeps 1–0" named no
// match, where every match of the round has a board 1.
func TestACorrectionDeclinedInATeamRoundNamesTheMatch(t *testing.T) {
	s, v := firstMatchWon(t)
	v.selectBoard(0)
	typeKeys(s, "0")
	pressKey(s, fyne.KeyEscape)
	where := s.t("teams.ui.entry.where", "match", 1, "board", 1)
	if want := s.t("live.change.kept", "where", where, "was", entryResultText(s, tournament.WhiteWins), "result", entryResultText(s, tournament.BlackWins)); !strings.Contains(v.said.Text, want) {
		t.Errorf("the line under the box says %q, want %q", v.said.Text, want)
	}
}

// firstMatchWon is pairedTeamRound of two teams of four with 1–0 typed on
// each board of the first match.
func firstMatchWon(t *testing.T) (*Shell, *matchesView) {
	t.Helper()
	s, v := pairedTeamRound(t, 2, 4)
	typeKeys(s, "1111")
	return s, v
}

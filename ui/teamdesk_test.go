package ui

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/store"
	"arbiter/ui/button"
	"arbiter/ui/desk"
	"arbiter/ui/dropdown"
)

// The Matches view opens the chosen board of a match at the game desk
// with the button the rounds view has: the board's two players in their
// colours (board 2: the second team's player has White) and the event's
// rules. The mate's result, accepted at the desk, is the board's result
// through the store's team result (the audit log's "team.result"), the
// recorded game takes it, the match score shows it, and Undo takes both
// back.
func TestTeamBoardOpensAtDesk(t *testing.T) {
	s, v := pairedTeamRound(t, 4, 5)
	ev := &s.doc.event
	m := ev.RoundMatches(1)[1]
	for _, b := range []struct {
		board int
		r     tournament.Result
	}{{1, tournament.WhiteWins}, {3, tournament.Draw}, {4, tournament.WhiteWins}} {
		if err := setMatchBoard(s.doc.st, 1, m.Number, b.board, b.r); err != nil {
			t.Fatal(err)
		}
	}
	s.reload()
	s.show(areaRounds)
	v.selectMatch(1)
	v.selectBoard(1)
	if v.desk.Disabled() {
		t.Fatal("the desk button is disabled on a board with a game")
	}
	test.Tap(v.desk)
	if s.area != areaDesk {
		t.Fatalf("area after the desk button = %d, want the desk", s.area)
	}
	session := s.areaView(areaDesk).(*deskSlot).view.Session()
	if session == nil || session.Round() != 1 || session.Board() != 6 {
		t.Fatalf("desk session = %+v, want round 1, game 6 (match 2, board 2)", session)
	}
	board := ev.MatchGames(ev.RoundMatches(1)[1])[1]
	white, _ := ev.Player(board.White)
	black, _ := ev.Player(board.Black)
	if team, _ := ev.TeamOf(board.White); team.ID != m.Black {
		t.Fatalf("board 2's White plays for team %d, want the second team %d", team.ID, m.Black)
	}
	whiteTeam, _ := ev.TeamOf(board.White)
	blackTeam, _ := ev.TeamOf(board.Black)
	title := ""
	for _, o := range drawnObjects(s.areaView(areaDesk).object()) {
		if l, ok := o.(*widget.Label); ok && l.Visible() && strings.Contains(l.Text, white.Name) && strings.Contains(l.Text, black.Name) {
			title = l.Text
		}
	}
	if want := s.t("desk.title.team", "round", 1, "match", 2, "board", 2, "white", white.Name, "white_team", whiteTeam.Name, "black", black.Name, "black_team", blackTeam.Name); title != want {
		t.Fatalf("the desk's title is %q, want %q: the match's board, White first", title, want)
	}
	mateAtTheDeskIsTheBoardsResult(t, s, v, session)
	// A match forfeited as a whole has no game to open.
	if err := s.doc.st.SetMatchForfeit(1, 1, tournament.WhiteForfeitWin); err != nil {
		t.Fatal(err)
	}
	s.reload()
	s.show(areaRounds)
	v.selectMatch(0)
	v.selectBoard(0)
	if !v.desk.Disabled() {
		t.Error("the desk button opens a board of a forfeited match")
	}
}

// mateAtTheDeskIsTheBoardsResult plays Fool's mate at the desk on match
// 2's board 2 and accepts it: the board's result through the store's team
// result, the recorded game, the match score, and Undo taking both back.
func mateAtTheDeskIsTheBoardsResult(t *testing.T, s *Shell, v *matchesView, session *desk.Session) {
	t.Helper()
	ev := &s.doc.event
	playSAN(t, session, "f3", "e5", "g4", "Qh4#")
	p, err := session.Propose(rules.BoardPosition{}, engine.NoMove)
	if err != nil {
		t.Fatal(err)
	}
	if p.Decision.Result != "0-1" || p.Decision.Ruleset != ev.Settings.Ruleset {
		t.Fatalf("mate proposes %q under %q, want 0-1 under the event's %q", p.Decision.Result, p.Decision.Ruleset, ev.Settings.Ruleset)
	}
	if err := session.Apply(p, false, ""); err != nil {
		t.Fatal(err)
	}
	if got := ev.MatchGames(ev.RoundMatches(1)[1])[1].Result; got != tournament.BlackWins {
		t.Errorf("match 2 board 2 holds %v after the desk's mate, want 0-1", got)
	}
	// Logged with the ruling that gave it, as one action.
	if e, err := s.doc.st.NextUndo(); err != nil || !slices.ContainsFunc(e.Steps, func(st store.Step) bool { return st.Action == "team.result" }) {
		t.Errorf("the desk's result is logged as %+v (%v), want the team result", e, err)
	}
	if rec, err := s.doc.st.GameAt(1, 6); err != nil || rec.Result != tournament.BlackWins || len(rec.Moves) != 4 {
		t.Errorf("the recorded game: %+v, %v", rec, err)
	}
	s.show(areaRounds)
	// White team: 1 + 1 (Black on board 2) + ½ + 0.
	if got := v.matches.cell(1, 2); got != "2½–1½" {
		t.Errorf("match 2's score reads %q, want 2½–1½", got)
	}
	s.undo()
	if got := ev.MatchGames(ev.RoundMatches(1)[1])[1].Result; got != tournament.NoResult {
		t.Errorf("after Undo board 2 holds %v", got)
	}
	if rec, err := s.doc.st.GameAt(1, 6); err != nil || rec.Result != tournament.NoResult {
		t.Errorf("after Undo the recorded game: %+v, %v", rec, err)
	}

}

// The desk's board picker lists a team round's games by their match and
// the match's board, each player with his team, in the window's
// language, White first (on board 2 the second team's player), and its
// field names the game chosen short, "2.2: C2 – B2", as Swiss-Manager
// writes a match's board; the game picked is the one opened.
func TestTeamDeskBoardPickerNamesMatchAndBoard(t *testing.T) {
	s, _ := pairedTeamRound(t, 4, 5)
	ev := &s.doc.event
	inEachLanguage(s, func(l i18n.Lang) {
		s.show(areaDesk)
		cat := i18n.For(l)
		var want, short []string
		for _, m := range ev.RoundMatches(1) {
			for i, b := range ev.MatchGames(m) {
				white, _ := ev.Player(b.White)
				black, _ := ev.Player(b.Black)
				wt, _ := ev.TeamOf(b.White)
				bt, _ := ev.TeamOf(b.Black)
				want = append(want, cat.T("desk.board.team", "match", m.Number, "board", i+1,
					"white", white.Name, "white_team", wt.Name, "black", black.Name, "black_team", bt.Name))
				wf, _ := white.Names()
				bf, _ := black.Names()
				short = append(short, fmt.Sprintf("%d.%d: %s – %s", m.Number, i+1, wf, bf))
			}
		}
		var pick *dropdown.Select
		var open *button.Button
		for _, o := range drawnObjects(s.areaView(areaDesk).object()) {
			switch x := o.(type) {
			case *dropdown.Select:
				if len(x.Listed) > 0 && strings.Contains(x.Listed[0], white1(ev)) {
					pick = x
				}
			case *button.Button:
				if x.Text == cat.T("desk.open") {
					open = x
				}
			}
		}
		if pick == nil || open == nil {
			t.Fatalf("%s: no board picker or open button at the desk", l)
		}
		if !slices.Equal(pick.Listed, want) || !slices.Equal(pick.Options, short) {
			t.Errorf("%s: the desk lists\n%q\nas\n%q\nwant\n%q\nas\n%q", l, pick.Listed, pick.Options, want, short)
		}
		pick.SetSelectedIndex(5)
		test.Tap(open)
		session := s.areaView(areaDesk).(*deskSlot).view.Session()
		if session == nil || session.Round() != 1 || session.Board() != 6 {
			t.Fatalf("%s: picked match 2, board 2; opened %+v, want round 1, game 6", l, session)
		}
		if pick.Selected != short[5] {
			t.Errorf("%s: the open game shows as %q in the picker, want %q", l, pick.Selected, short[5])
		}
	})
}

// white1 is the name of round 1's first White player.
func white1(ev *tournament.Event) string {
	p, _ := ev.Player(ev.MatchGames(ev.RoundMatches(1)[0])[0].White)
	return p.Name
}

// A line-up changed in the Matches view once a move of its match is
// recorded at the desk is refused in the store's words, naming the match
// and the board, and the match keeps its line-up.
func TestWindowLineupRefusedOnceMovesAtDesk(t *testing.T) {
	s, v := pairedTeamRound(t, 4, 5)
	ev := &s.doc.event
	s.show(areaRounds)
	v.selectMatch(0)
	v.selectBoard(1)
	test.Tap(v.desk)
	session := s.areaView(areaDesk).(*deskSlot).view.Session()
	pos := session.Game().Position()
	mv, err := pos.ParseMove("e4", engine.Notation{Lang: engine.English})
	if err != nil {
		t.Fatal(err)
	}
	if err := session.Play(mv); err != nil {
		t.Fatal(err)
	}
	s.show(areaRounds)
	m := ev.RoundMatches(1)[0]
	team, _ := ev.Team(m.White)
	before := ev.MatchGames(m)
	err = v.setLineup(*team, []int64{team.Players[0], team.Players[1], team.Players[2], team.Players[4]})
	want := s.cat.Error(&engine.Message{Key: "teams.error.lineup-in-play", Args: engine.Args("team", team.Name, "round", 1, "match", 1, "board", 2)})
	if err == nil {
		t.Fatal("the line-up was saved after a move at the desk")
	}
	if got := s.cat.Error(err); got != want {
		t.Errorf("the refusal says %q, want %q", got, want)
	}
	if got := ev.MatchGames(ev.RoundMatches(1)[0]); !slices.Equal(got, before) {
		t.Errorf("match 1's boards after the refusal: %v, want %v", got, before)
	}
}

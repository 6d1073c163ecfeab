package team

import (
	"fmt"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"arbiter/tournament"
	"arbiter/tournament/teamgames"
)

// TestBoardRecordsTiesInTheTeamsNumberOrder: players with equal records on
// a board are listed in their teams' number order, as every list of the
// teams is, not in the order the teams were entered: a Tallinn league's
// results by board, its numbers drawn, listed its ties otherwise than the
// same league read back from its TRF report, numbered as drawn.
func TestBoardRecordsTiesInTheTeamsNumberOrder(t *testing.T) {
	ev := teamEvent(tournament.TeamRoundRobin, 4, 4, 4)
	for i := range ev.Teams {
		ev.Teams[i].Seat = len(ev.Teams) - i
	}
	addRound(ev, pairRound(t, ev, 1))
	for i := range ev.Rounds[0].Pairings {
		ev.Rounds[0].Pairings[i].Result = tournament.Draw
	}
	var got []string
	for _, r := range BoardRecords(ev) {
		if r.Board == 1 {
			got = append(got, r.Team)
		}
	}
	if want := []string{"Team 4", "Team 3", "Team 2", "Team 1"}; !reflect.DeepEqual(got, want) {
		t.Errorf("board 1, every game drawn: %v, want the teams' number order %v", got, want)
	}
}

// Each player's results count on the board he played them on; a forfeit
// counts in the score but not in the performance, a match forfeited as a
// whole not at all; the board prize goes to the best percentage among
// the players with the minimum of games.
func TestBoardRecords(t *testing.T) {
	ev := teamEvent(tournament.TeamRoundRobin, 2, 3, 2)
	for i := range ev.Players {
		ev.Players[i].Rating = 2000
	}
	ev.Players[0].Rating = 0 // 101 is unrated
	// 102 out in round 2, the reserve 103 on board 2; 201 does not come:
	// a forfeit.
	second := []tournament.Pairing{{White: 201, Black: 101, Result: tournament.BlackForfeitWin}, {White: 103, Black: 202, Result: tournament.BlackWins}}
	setMatches(ev, []tournament.TeamMatch{
		{Round: 1, Number: 1, White: 1, Black: 2},
		{Round: 2, Number: 1, White: 2, Black: 1},
		{Round: 3, Number: 1, White: 1, Black: 2, Forfeit: tournament.WhiteForfeitWin},
	}, map[[2]int][]tournament.Pairing{
		{1, 1}: {{White: 101, Black: 201, Result: tournament.WhiteWins}, {White: 202, Black: 102, Result: tournament.Draw}},
		{2, 1}: second,
		{3, 1}: teamgames.Boards(tournament.TeamOptions{Boards: 2}, []int64{101, 102}, []int64{201, 202}),
	})
	got := map[[2]int64]BoardRecord{}
	for _, r := range BoardRecords(ev) {
		got[[2]int64{int64(r.Board), r.ID}] = r
	}
	for _, c := range []struct {
		board                   int
		id                      int64
		games, played, aro, tpr int
		points                  float64
	}{
		{1, 101, 2, 1, 2000, 2800, 2},   // a win played, a forfeit win
		{1, 201, 2, 1, 0, 0, 0},         // lost to the unrated 101: no rated opponent
		{2, 102, 1, 1, 2000, 2000, 0.5}, // the draw
		{2, 202, 2, 2, 2000, 2193, 1.5}, // the draw and a win with Black over the reserve
		{0, 202, 2, 2, 2000, 2193, 1.5},
		{2, 103, 1, 1, 2000, 1200, 0},
	} {
		r, ok := got[[2]int64{int64(c.board), c.id}]
		if !ok || r.Games != c.games || r.Played != c.played || r.ARO != c.aro || r.TPR != c.tpr || r.Points != c.points {
			t.Errorf("board %d, player %d: %+v", c.board, c.id, r)
		}
	}
	// 101's forfeit win is no game for a prize: one game played, won;
	// the percentage written with the reader's decimal mark.
	comma := func(x string) string { return strings.Replace(x, ".", ",", 1) }
	keep := func(x string) string { return x }
	if r := got[[2]int64{1, 101}]; r.Percent != 100 || r.Cells(comma)[4] != "100,0" || r.Cells(keep)[4] != "100.0" {
		t.Errorf("board 1, player 101: %v %%, cells %q, want 100 over his one game played", r.Percent, r.Cells(keep))
	}
	for _, c := range []struct {
		min  int
		want []int64
	}{
		{1, []int64{101, 202}},
		{2, []int64{202}}, // 101 played one game on board 1, 201 one
		{3, nil},
	} {
		var ids []int64
		for _, r := range BoardPrizes(BoardRecords(ev), c.min) {
			ids = append(ids, r.ID)
		}
		if fmt.Sprint(ids) != fmt.Sprint(c.want) {
			t.Errorf("board prizes with %d games played at least: %v, want %v", c.min, ids, c.want)
		}
	}
	// A board won only by forfeit: one game, one point, none played, no
	// percentage and no prize.
	ev.Rounds = nil
	setMatches(ev, []tournament.TeamMatch{{Round: 1, Number: 1, White: 2, Black: 1}}, map[[2]int][]tournament.Pairing{{1, 1}: second})
	rs := BoardRecords(ev)
	found := false
	for _, r := range rs {
		if r.Board == 1 && r.ID == 101 {
			found = true
			if r.Games != 1 || r.Points != 1 || r.Played != 0 || r.Percent != 0 || r.Cells(keep)[4] != "" {
				t.Errorf("a forfeit win alone: %+v, cells %q", r, r.Cells(keep))
			}
		}
	}
	if !found {
		t.Errorf("no record of 101 on board 1 after his forfeit win: %+v", rs)
	}
	for _, r := range BoardPrizes(rs, 1) {
		if r.Board == 1 {
			t.Errorf("a forfeit win alone takes board 1's prize: %+v", r)
		}
	}
}

// TestTeamAfterRound: a team event as it stood after round n counts the
// matches of rounds 1…n only, whatever was played since.
func TestTeamAfterRound(t *testing.T) {
	ev := readTeamReport(t, filepath.Join("..", "testdata", "teamswiss"), "event-01-8teams").Event
	for n := 1; n <= ev.PairedRounds(); n++ {
		want := map[int64]int{}
		for _, m := range ev.Matches {
			if m.Round <= n {
				w, b := m.Score(ev.TeamOptions, ev.MatchGames(m))
				want[m.White] += w.Match
				want[m.Black] += b.Match
			}
		}
		table := TeamStandings(ev.AfterRound(n))
		if table.Complete != n || len(table.Rows) != len(ev.Teams) {
			t.Fatalf("after round %d: %d rounds, %d rows", n, table.Complete, len(table.Rows))
		}
		for _, r := range table.Rows {
			if r.MatchPoints != want[r.TeamID] {
				t.Errorf("after round %d, %s: %d match points, want %d", n, r.Name, r.MatchPoints, want[r.TeamID])
			}
		}
	}
}

// A team report's 299 records (points given outside the games) are not
// kept, and each is named with its line, points, round and teams; the
// event is the one the report without them makes.
func TestTeamReportNamesItsAbnormalPoints(t *testing.T) {
	with := readTeamReport(t, teamsDir, "tiebreakserver-fideteam_nocolor-299")
	without := readTeamReport(t, teamsDir, "tiebreakserver-fideteam_nocolor")
	var got []map[string]any
	for _, n := range with.Notes {
		if n.Key == "teams.trf.abnormal" {
			got = append(got, n.Args)
		}
	}
	want := []map[string]any{
		{"line": "35", "kind": "", "mp": "-1", "gp": "0", "round": "2", "teams": "3"},
		{"line": "36", "kind": "+ ", "mp": "2", "gp": "2", "round": "5", "teams": "1, 2"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("299 notes %v, want %v", got, want)
	}
	if len(with.Notes) != len(without.Notes)+2 {
		t.Errorf("notes %v beside %v", with.Notes, without.Notes)
	}
	if !reflect.DeepEqual(with.Event, without.Event) {
		t.Error("the event read with the 299 records is not the one read without them")
	}
}

func teamEvent(sys tournament.System, n, size, boards int) *tournament.Event {
	ev := &tournament.Event{Settings: tournament.DefaultSettings(), TeamOptions: sys.DefaultTeamOptions(boards)}
	ev.Settings.System = sys
	ev.Settings.TieBreaks = sys.DefaultTieBreaks()
	for t := 1; t <= n; t++ {
		team := tournament.Team{ID: int64(t), Seat: t, Name: fmt.Sprintf("Team %d", t)}
		for b := 1; b <= size; b++ {
			id := int64(t*100 + b)
			ev.Players = append(ev.Players, tournament.Player{ID: id, Name: fmt.Sprintf("Player %d", id), FIDEID: fmt.Sprint(id)})
			team.Players = append(team.Players, id)
		}
		ev.Teams = append(ev.Teams, team)
	}
	return ev
}

// teamSwiss is teamEvent's team Swiss of five rounds, none paired.
func teamSwiss(n, size, boards int) *tournament.Event {
	ev := teamEvent(tournament.TeamSwiss, n, size, boards)
	ev.Settings.Rounds = 5
	return ev
}

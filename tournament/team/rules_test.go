package team

import (
	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/internal/testform"
	"arbiter/tournament"
	"arbiter/tournament/teamgames"
	"fmt"
	"slices"
	"testing"
)

func TestValidateLineup(t *testing.T) {
	ev := teamEvent(tournament.TeamRoundRobin, 2, 6, 4)
	ev.Players[4].WithdrawnAfter = 1 // player 105 left after round 1
	team := ev.Teams[0]
	for _, c := range []struct {
		name   string
		round  int
		lineup []int64
		want   string
		free   bool // the event's line-up order is free
	}{
		{"the first four", 2, []int64{101, 102, 103, 104}, "", false},
		{"a reserve in, a player left out", 2, []int64{101, 102, 104, 106}, "", false},
		{"three players: the last board empty", 2, []int64{101, 102, 103}, "", false},
		{"nobody: every board empty", 2, nil, "", false},
		{"order changed", 2, []int64{102, 101, 103, 104}, "teams.err.lineup.order", false},
		{"a player twice", 2, []int64{101, 101, 103, 104}, "teams.err.lineup.twice", false},
		{"five players on four boards", 2, []int64{101, 102, 103, 104, 106}, "teams.err.lineup.many", false},
		{"a player of the other team", 2, []int64{101, 102, 103, 201}, "teams.err.lineup.other", false},
		{"a player who withdrew", 2, []int64{101, 102, 103, 105}, "teams.err.lineup.withdrawn", false},
		{"a player who withdrew later", 1, []int64{101, 102, 103, 105}, "", false},
		{"order changed, the order free", 2, []int64{104, 101, 106, 102}, "", true},
		{"a player twice apart, the order free", 2, []int64{103, 101, 103}, "teams.err.lineup.twice", true},
		{"a player who withdrew, the order free", 2, []int64{105, 101}, "teams.err.lineup.withdrawn", true},
		{"a player of the other team, the order free", 2, []int64{201, 101}, "teams.err.lineup.other", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			ev.TeamOptions.FreeLineupOrder = c.free
			if got := testform.KeyOf(ev.ValidateLineup(team, c.round, c.lineup)); got != c.want {
				t.Errorf("ValidateLineup(%v) = %q, want %q", c.lineup, got, c.want)
			}
		})
	}
	if got := teamgames.DefaultLineup(ev, team, 2, 4); !slices.Equal(got, []int64{101, 102, 103, 104}) {
		t.Errorf("default line-up %v", got)
	}
	ev.Players[1].WithdrawnAfter = 1 // 102 too: the reserves move up
	if got := teamgames.DefaultLineup(ev, team, 2, 4); !slices.Equal(got, []int64{101, 103, 104, 106}) {
		t.Errorf("default line-up without 102 and 105 %v", got)
	}
}

func TestMatchBoardsColoursAndEmptyBoards(t *testing.T) {
	got := teamgames.Boards(tournament.TeamOptions{Boards: 4}, []int64{1, 2, 3, 4}, []int64{5, 6, 7})
	want := []tournament.Pairing{{Board: 1, White: 1, Black: 5, Result: tournament.NoResult}, {Board: 2, White: 6, Black: 2, Result: tournament.NoResult}, {Board: 3, White: 3, Black: 7, Result: tournament.NoResult}, {Board: 4, White: 0, Black: 4, Result: tournament.BlackForfeitWin}}
	if !slices.Equal(got, want) {
		t.Errorf("Boards = %v, want %v", got, want)
	}
	if got := teamgames.Boards(tournament.TeamOptions{Boards: 2}, nil, nil); !slices.Equal(got, []tournament.Pairing{{Board: 1, White: 0, Black: 0, Result: tournament.DoubleForfeit}, {Board: 2, White: 0, Black: 0, Result: tournament.DoubleForfeit}}) {
		t.Errorf("both teams absent: %v", got)
	}
}

func TestMatchScore(t *testing.T) {
	o := tournament.TeamSwiss.DefaultTeamOptions(4)
	board := func(rs ...tournament.Result) []tournament.Pairing {
		out := make([]tournament.Pairing, len(rs))
		for i, r := range rs {
			out[i] = tournament.Pairing{Board: i + 1, White: int64(i + 1), Black: int64(i + 11), Result: r}
		}
		return out
	}
	for _, c := range []struct {
		name       string
		m          tournament.TeamMatch
		games      []tournament.Pairing
		wMP, bMP   int
		wGP, bGP   tournament.Points
		played     bool
		wOut, bOut tournament.Outcome
		wBoards    []tournament.Points
	}{
		// Board 2 is the Black team's White: 0-1 there is the White team's point.
		{"2½–1½", tournament.TeamMatch{White: 1, Black: 2}, board(tournament.WhiteWins, tournament.BlackWins, tournament.Draw, tournament.WhiteWins), 2, 0, 5, 3, true, tournament.OutcomeWin, tournament.OutcomeLoss, []tournament.Points{2, 2, 1, 0}},
		{"2–2", tournament.TeamMatch{White: 1, Black: 2}, board(tournament.WhiteWins, tournament.WhiteWins, tournament.Draw, tournament.Draw), 1, 1, 4, 4, true, tournament.OutcomeDraw, tournament.OutcomeDraw, []tournament.Points{2, 0, 1, 1}},
		{"forfeited boards, one played", tournament.TeamMatch{White: 1, Black: 2}, board(tournament.WhiteForfeitWin, tournament.BlackForfeitWin, tournament.DoubleForfeit, tournament.BlackWins), 2, 0, 6, 0, true, tournament.OutcomeWin, tournament.OutcomeLoss, []tournament.Points{2, 2, 0, 2}},
		{"every board forfeited", tournament.TeamMatch{White: 1, Black: 2}, board(tournament.BlackForfeitWin, tournament.WhiteForfeitWin, tournament.DoubleForfeit, tournament.DoubleForfeit), 0, 2, 0, 4, false, tournament.OutcomeLoss, tournament.OutcomeWin, []tournament.Points{0, 0, 0, 0}},
		{"every board double forfeit: both lose", tournament.TeamMatch{White: 1, Black: 2}, board(tournament.DoubleForfeit, tournament.DoubleForfeit, tournament.DoubleForfeit, tournament.DoubleForfeit), 0, 0, 0, 0, false, tournament.OutcomeLoss, tournament.OutcomeLoss, []tournament.Points{0, 0, 0, 0}},
		{"match forfeited", tournament.TeamMatch{White: 1, Black: 2, Forfeit: tournament.BlackForfeitWin}, board(tournament.NoResult, tournament.NoResult, tournament.NoResult, tournament.NoResult), 0, 2, 0, 8, false, tournament.OutcomeLoss, tournament.OutcomeWin, []tournament.Points{0, 0, 0, 0}},
		{"the bye: a drawn match, every board won", tournament.TeamMatch{White: 1}, nil, 1, 0, 8, 0, false, tournament.OutcomeDraw, "", []tournament.Points{2, 2, 2, 2}},
	} {
		t.Run(c.name, func(t *testing.T) {
			w, b := c.m.Score(o, c.games)
			if w.Match != c.wMP || b.Match != c.bMP || w.Games != c.wGP || b.Games != c.bGP || w.Played != c.played || w.Outcome != c.wOut || b.Outcome != c.bOut {
				t.Errorf("Score: white %+v, black %+v", w, b)
			}
			if !slices.Equal(w.Boards, c.wBoards) {
				t.Errorf("White's boards %v, want %v", w.Boards, c.wBoards)
			}
		})
	}
}

func TestTeamResultRules(t *testing.T) {
	m := tournament.TeamMatch{Round: 1, Number: 1, White: 1, Black: 2}
	games := teamgames.Boards(tournament.TeamOptions{Boards: 4}, []int64{1, 2, 3, 4}, []int64{5, 6, 7})
	for _, c := range []struct {
		name  string
		board int
		r     tournament.Result
		want  string
	}{
		{"a game", 1, tournament.WhiteWins, ""},
		{"a forfeit", 2, tournament.BlackForfeitWin, ""},
		{"no board 5", 5, tournament.WhiteWins, "teams.err.result.board"},
		{"a game on the empty board", 4, tournament.WhiteWins, "teams.err.result.empty"},
		{"the empty board's forfeit", 4, tournament.BlackForfeitWin, ""},
		{"adjourned", 1, tournament.Adjourned, "teams.err.result.adjourned"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := testform.KeyOf(TeamResultAllowed(m, games, c.board, c.r)); got != c.want {
				t.Errorf("TeamResultAllowed = %q, want %q", got, c.want)
			}
		})
	}
	if got := testform.KeyOf(MatchForfeitAllowed(m, games, tournament.WhiteWins)); got != "teams.err.forfeit.kind" {
		t.Errorf("a match won 1-0: %q", got)
	}
	if got := testform.KeyOf(MatchForfeitAllowed(m, games, tournament.WhiteForfeitWin)); got != "" {
		t.Errorf("forfeit of a match not begun: %q", got)
	}
	games[0].Result = tournament.Draw
	if got := testform.KeyOf(MatchForfeitAllowed(m, games, tournament.WhiteForfeitWin)); got != "teams.err.forfeit.played" {
		t.Errorf("forfeit over a game played: %q", got)
	}
	games[0].Result, m.Forfeit = tournament.NoResult, tournament.WhiteForfeitWin
	if got := testform.KeyOf(TeamResultAllowed(m, games, 1, tournament.Draw)); got != "teams.err.result.forfeited" {
		t.Errorf("a board of a forfeited match: %q", got)
	}
	if got := testform.KeyOf(TeamResultAllowed(tournament.TeamMatch{Round: 1, Number: 3, White: 3}, nil, 1, tournament.Draw)); got != "teams.err.result.bye" {
		t.Errorf("a board of a bye: %q", got)
	}
}

// The team round robin is FIDE's Berger table for the teams' seats, the
// first-named team with White on board 1; with an odd number of teams the
// team drawn against the missing seat has the bye, listed last.
func TestPairTeamRound(t *testing.T) {
	ev := teamEvent(tournament.TeamRoundRobin, 6, 5, 4)
	tables := [][][2]int{
		{{1, 6}, {2, 5}, {3, 4}},
		{{6, 4}, {5, 3}, {1, 2}},
		{{2, 6}, {3, 1}, {4, 5}},
		{{6, 5}, {1, 4}, {2, 3}},
		{{3, 6}, {4, 2}, {5, 1}},
	}
	if n := ev.TotalRounds(); n != 5 {
		t.Fatalf("6 teams: %d rounds", n)
	}
	for r, table := range tables {
		ms, err := PairTeamRound(ev, r+1)
		if err != nil {
			t.Fatalf("round %d: %v", r+1, err)
		}
		addRound(ev, ms)
		var got [][2]int
		for _, m := range ms {
			got = append(got, [2]int{int(m.White), int(m.Black)})
			if g := ev.MatchGames(m); g[0].White != m.White*100+1 || g[1].White != m.Black*100+2 {
				t.Errorf("round %d match %d: board 1 %v, board 2 %v", r+1, m.Number, g[0], g[1])
			}
		}
		if !slices.Equal(got, table) {
			t.Errorf("round %d: %v, want %v", r+1, got, table)
		}
		for i := range ev.Rounds[r].Pairings {
			ev.Rounds[r].Pairings[i].Result = tournament.Draw
		}
	}
	if _, err := PairTeamRound(ev, 6); testform.KeyOf(err) != "event.err.pair.range" {
		t.Errorf("round 6 of 5: %v", err)
	}

	odd := teamEvent(tournament.TeamRoundRobin, 5, 4, 4)
	ms := pairRound(t, odd, 1)
	if last := ms[len(ms)-1]; !last.IsBye() || last.White != 1 || len(ms) != 3 {
		t.Errorf("5 teams, round 1: %+v", ms)
	}
	addRound(odd, ms)
	if _, err := PairTeamRound(odd, 2); testform.KeyOf(err) != "teams.err.pair.unfinished" {
		t.Errorf("round 2 before round 1's results: %v", err)
	}
	odd.Teams[0].Seat = 0
	if _, err := PairTeamRound(odd, 1); testform.KeyOf(err) != "event.err.seats.notdrawn" {
		t.Errorf("seats not drawn: %v", err)
	}
	swiss := teamSwiss(1, 4, 4)
	if _, err := PairTeamRound(swiss, 1); testform.KeyOf(err) != "teams.err.pair.few" {
		t.Errorf("team Swiss of one team: %v", err)
	}
}

// A player joins a team before round 1 and, as a late reserve at the end
// of its board order, after it: the same rules judge him at either time.
func TestValidateTeamPlayer(t *testing.T) {
	ev := teamEvent(tournament.TeamRoundRobin, 2, 2, 2)
	for _, paired := range []bool{false, true} {
		if paired {
			setMatches(ev, []tournament.TeamMatch{{Round: 1, Number: 1, White: 1, Black: 2}}, nil)
		}
		for _, c := range []struct {
			name string
			team int64
			p    tournament.Player
			want string
		}{
			{"a new player", 2, tournament.Player{Name: "New Player", FIDEID: "999"}, ""},
			{"a FIDE id of the other team", 2, tournament.Player{Name: "Other Name", FIDEID: "101"}, "teams.err.player.fideid"},
			{"a player already in a team", 2, tournament.Player{ID: 101, Name: "Player 101"}, "teams.err.player.team"},
			{"a name already in the event", 1, tournament.Player{Name: "Player 201"}, "event.err.player.dup_name"},
			{"no such team", 9, tournament.Player{Name: "New Player"}, "teams.err.team.unknown"},
		} {
			t.Run(fmt.Sprintf("%s, paired %v", c.name, paired), func(t *testing.T) {
				if got := testform.KeyOf(ev.ValidateTeamPlayer(c.team, c.p)); got != c.want {
					t.Errorf("ValidateTeamPlayer = %q, want %q", got, c.want)
				}
			})
		}
	}
}

func TestValidateTeamOptions(t *testing.T) {
	for _, c := range []struct {
		o    tournament.TeamOptions
		want string
	}{
		{tournament.TeamSwiss.DefaultTeamOptions(4), ""},
		{tournament.TeamOptions{Boards: 6, MatchWin: 3, MatchDraw: 1, ByeMatch: tournament.OutcomeWin, ByeGame: tournament.OutcomeDraw}, ""},
		{tournament.TeamSwiss.DefaultTeamOptions(0), "teams.err.boards"},
		{tournament.TeamSwiss.DefaultTeamOptions(15), "teams.err.boards"},
		{tournament.TeamOptions{Boards: 4, MatchWin: 1, MatchDraw: 1, ByeMatch: tournament.OutcomeWin, ByeGame: tournament.OutcomeWin}, "teams.err.matchpoints"},
		{tournament.TeamOptions{Boards: 4, MatchWin: 2, MatchDraw: 1, ByeMatch: "half", ByeGame: tournament.OutcomeWin}, "teams.err.outcome"},
		{tournament.TeamOptions{Boards: 4, MatchWin: 2, MatchDraw: 1, ByeMatch: tournament.OutcomeWin, ByeGame: tournament.OutcomeWin, BoardPrizeMinGames: 5}, ""},
		{tournament.TeamOptions{Boards: 4, MatchWin: 2, MatchDraw: 1, ByeMatch: tournament.OutcomeWin, ByeGame: tournament.OutcomeWin, BoardPrizeMinGames: -1}, "teams.err.prize-min-games"},
	} {
		if got := testform.KeyOf(c.o.Validate()); got != c.want {
			t.Errorf("%+v.Validate() = %q, want %q", c.o, got, c.want)
		}
	}
}

// A team round is judged against the round-robin table for the teams'
// seats and the line-up rules: a match with its colours reversed, a bye
// given to another team and a line-up out of board order are each found.
func TestCheckTeamRound(t *testing.T) {
	ev := teamEvent(tournament.TeamRoundRobin, 5, 4, 2)
	addRound(ev, pairRound(t, ev, 1))
	if found, err := CheckTeamRound(ev, 1); err != nil || len(found) != 0 {
		t.Fatalf("the table's own round: %v, %v", found, err)
	}
	m := &ev.Matches[0]
	m.White, m.Black = m.Black, m.White
	bye := &ev.Matches[len(ev.Matches)-1]
	bye.White = 5
	g := gamesOf(ev, ev.Matches[1])
	g[0].White, g[1].Black = g[1].Black, g[0].White
	found, err := CheckTeamRound(ev, 1)
	keys := findingKeys(found)
	want := []string{"teams.check.match", "teams.err.lineup.order", "teams.check.bye"}
	if err != nil || !slices.Equal(keys, want) {
		t.Errorf("findings %v, %v; want %v", keys, err, want)
	}
	if _, err := CheckTeamRound(ev, 2); testform.KeyOf(err) != "teams.err.check.round" {
		t.Errorf("a round not paired: %v", err)
	}
}

// A player of a team event who played a game in a round cannot be
// withdrawn before it.
func TestTeamWithdrawalAfterAGame(t *testing.T) {
	ev := teamEvent(tournament.TeamRoundRobin, 2, 2, 2)
	setMatches(ev, []tournament.TeamMatch{{Round: 1, Number: 1, White: 1, Black: 2}, {Round: 2, Number: 1, White: 2, Black: 1}}, map[[2]int][]tournament.Pairing{
		{1, 1}: {{White: 101, Black: 201, Result: tournament.Draw}, {White: 202, Black: 102, Result: tournament.Draw}},
		{2, 1}: {{White: 201, Black: 101, Result: tournament.WhiteForfeitWin}, {White: 102, Black: 202, Result: tournament.WhiteWins}},
	})
	if _, err := ev.ValidateWithdrawal(102, 1); testform.KeyOf(err) != "event.err.withdraw.played" {
		t.Errorf("102 played round 2: %v", err)
	}
	if _, err := ev.ValidateWithdrawal(101, 1); err != nil {
		t.Errorf("101 only lost round 2 by forfeit: %v", err)
	}
}

// The event's fewest games for a board prize: its own setting, else the
// default, one game.
func TestPrizeMinGames(t *testing.T) {
	for _, c := range []struct{ set, want int }{{0, 1}, {1, 1}, {4, 4}} {
		if got := (tournament.TeamOptions{BoardPrizeMinGames: c.set}).PrizeMinGames(); got != c.want {
			t.Errorf("set %d: %d, want %d", c.set, got, c.want)
		}
	}
}

// A line-up that puts a player above one before him in the board order
// names them as typed: the one put too high first. "2,1" was refused as
// "player 1 cannot play above player 2", the one put below named as put
// above.
func TestLineupOutOfOrderNamesThePlayerPutTooHigh(t *testing.T) {
	ev := teamEvent(tournament.TeamRoundRobin, 2, 6, 4)
	team := ev.Teams[0]
	err := ev.ValidateLineup(team, 2, []int64{102, 101, 103, 104})
	m, ok := err.(*engine.Message)
	if !ok || m.Key != "teams.err.lineup.order" {
		t.Fatalf("2,1,3,4: %v", err)
	}
	if name, before := m.Args["name"], m.Args["before"]; name != ev.PlayerName(102) || before != ev.PlayerName(101) {
		t.Errorf("2,1,3,4 says %v cannot play above %v, want %s above %s", name, before, ev.PlayerName(102), ev.PlayerName(101))
	}
}

// A round paired while matches of the round before still lack results is
// refused naming every such match, its teams and the boards without a
// result, so that the arbiter knows which slips to look for: it named the
// first match alone ("round 1, match 1 has boards without a result")
// while two more had none.
func TestPairingOverOpenMatchesNamesTheirBoards(t *testing.T) {
	ev := teamSwiss(6, 4, 4)
	addRound(ev, pairRound(t, ev, 1))
	ms := ev.RoundMatches(1)
	for i := range gamesOf(ev, ms[0])[:2] {
		gamesOf(ev, ms[0])[i].Result = tournament.WhiteWins
	}
	for i := range gamesOf(ev, ms[1]) {
		gamesOf(ev, ms[1])[i].Result = tournament.Draw
	}
	gamesOf(ev, ms[2])[3].Result = tournament.BlackWins
	_, err := PairTeamRound(ev, 2)
	team := func(id int64) string { tm, _ := ev.Team(id); return tm.Name }
	want := fmt.Sprintf("round 2 cannot be paired; these matches have boards without a result:\n"+
		"round 1, match 1, %s – %s: boards 3, 4\nround 1, match 3, %s – %s: boards 1, 2, 3",
		team(ms[0].White), team(ms[0].Black), team(ms[2].White), team(ms[2].Black))
	if got := i18n.For(i18n.English).Error(err); got != want {
		t.Errorf("round 2 over open matches:\n%s\nwant\n%s", got, want)
	}
}

package standings_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/internal/testfield"
	"arbiter/tournament"
	"arbiter/tournament/ratingreport"
	"arbiter/tournament/standings"
)

// newMatch is a match of six games between seats 1 (id 101) and 2 (id 102)
// under the withdrawal rule given.
func newMatch(policy tournament.WithdrawalPolicy) *tournament.Event {
	ev := testfield.Field(2, tournament.Match)
	ev.Settings.Rounds = 6
	ev.Settings.WithdrawalPolicy = policy
	return ev
}

// playedMatch is newMatch under policy with results played in order, one
// game a round.
func playedMatch(t *testing.T, policy tournament.WithdrawalPolicy, results []tournament.Result) *tournament.Event {
	t.Helper()
	ev := newMatch(policy)
	rounds := make([][]tournament.Result, len(results))
	for i, r := range results {
		rounds[i] = []tournament.Result{r}
	}
	testfield.Play(t, ev, rounds)
	return ev
}

// TestMatch_1953_27_WithdrawalConcedesTheMatch: a match participant who
// refuses to play on concedes the match (1953 §27, last paragraph),
// whatever the score: the games played stand, the games not played are
// void (not forfeits), nothing more is paired and the other player cannot
// withdraw from a match that is over. Under the as-played rule a match
// keeps no concession: it stands on its games' points.
func TestMatch_1953_27_WithdrawalConcedesTheMatch(t *testing.T) {
	for _, tc := range []struct {
		name    string
		policy  tournament.WithdrawalPolicy
		results []tournament.Result // one a round, seat 1 White in odd rounds
		leaver  int64               // 0: nobody withdraws
		paired  int                 // rounds paired when he withdraws
		outcome standings.MatchOutcome
		winner  int64
		points  [2]tournament.Points
	}{
		{"leader withdraws, 1953: he concedes", tournament.WithdrawalUSSR1953, []tournament.Result{tournament.WhiteWins, tournament.Draw}, 101, 3, standings.MatchConceded, 102, [2]tournament.Points{3, 1}},
		{"trailer withdraws, 1953", tournament.WithdrawalUSSR1953, []tournament.Result{tournament.WhiteWins}, 102, 1, standings.MatchConceded, 101, [2]tournament.Points{2, 0}},
		{"as played: no concession, the games decide", tournament.WithdrawalAsPlayed, []tournament.Result{tournament.WhiteWins, tournament.Draw}, 101, 2, standings.MatchInProgress, 0, [2]tournament.Points{3, 1}},
		{"won on points once out of reach", tournament.WithdrawalUSSR1953, []tournament.Result{tournament.WhiteWins, tournament.BlackWins, tournament.WhiteWins, tournament.Draw}, 0, 4, standings.MatchWon, 101, [2]tournament.Points{7, 1}},
		{"not yet out of reach", tournament.WithdrawalUSSR1953, []tournament.Result{tournament.WhiteWins, tournament.BlackWins, tournament.Draw}, 0, 3, standings.MatchInProgress, 0, [2]tournament.Points{5, 1}},
		{"drawn on points", tournament.WithdrawalUSSR1953, []tournament.Result{tournament.WhiteWins, tournament.WhiteWins, tournament.Draw, tournament.Draw, tournament.WhiteWins, tournament.WhiteWins}, 0, 6, standings.MatchDrawn, 0, [2]tournament.Points{6, 6}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ev := playedMatch(t, tc.policy, tc.results)
			for len(ev.Rounds) < tc.paired {
				testfield.PairNext(t, ev)
			}
			if tc.leaver != 0 {
				after := len(tc.results)
				if _, err := ev.ValidateWithdrawal(tc.leaver, after); err != nil {
					t.Fatal(err)
				}
				if f := ev.WithdrawalForfeits(tc.leaver, after); tc.policy == tournament.WithdrawalUSSR1953 && len(f) != 0 {
					t.Errorf("forfeits recorded for a conceded match: %v", f)
				}
				p, _ := ev.Player(tc.leaver)
				p.WithdrawnAfter = after
			}
			m, ok := standings.MatchStanding(ev)
			if !ok || m.Outcome != tc.outcome || m.Winner != tc.winner || m.Points != tc.points {
				t.Fatalf("match %+v, want %s won by %d on %v", m, tc.outcome, tc.winner, tc.points)
			}
			if tb := standings.Of(ev); tb.Match == nil || tb.Match.Outcome != tc.outcome {
				t.Errorf("standings carry %+v", tb.Match)
			}
			if tc.outcome != standings.MatchConceded {
				return
			}
			checkConcededMatch(t, ev, m, tc.leaver, tc.winner, len(tc.results))
		})
	}
}

// checkConcededMatch checks a match leaver conceded after played rounds:
// the winner first, the withdrawal told as a concession, the later games
// void, and no pairing or withdrawal after it.
func checkConcededMatch(t *testing.T, ev *tournament.Event, m standings.MatchResult, leaver, winner int64, played int) {
	t.Helper()
	if m.ConcededBy != leaver || m.ConcededAfter != played {
		t.Errorf("conceded by %d after %d", m.ConcededBy, m.ConcededAfter)
	}
	if tb := standings.Of(ev); tb.Rows[0].ID != winner || tb.Rows[0].Place != "1" || tb.Rows[1].Place != "2" {
		t.Errorf("standings rows %+v, want the winner of the match first", tb.Rows)
	}
	if key, _ := standings.WithdrawalNotice(ev, leaver); key != "match.withdrawn.conceded" {
		t.Errorf("the withdrawal is told as %s", key)
	}
	for _, rd := range ev.EffectiveResults().Rounds {
		for _, g := range rd.Games {
			if rd.Number > played && (g.Status != tournament.Void || g.Result != tournament.NoResult) {
				t.Errorf("round %d after the concession: status %d %v, want void", rd.Number, g.Status, g.Result)
			}
		}
	}
	var e *engine.Message
	if _, err := ev.PairRoundRobin(len(ev.Rounds) + 1); !errors.As(err, &e) || e.Key != "event.err.match.conceded" {
		t.Errorf("pairing after the concession: %v", err)
	}
	other := ev.Players[0].ID
	if other == leaver {
		other = ev.Players[1].ID
	}
	if _, err := ev.ValidateWithdrawal(other, len(ev.Rounds)); !errors.As(err, &e) || e.Key != "event.err.match.conceded" {
		t.Errorf("the other player's withdrawal: %v", err)
	}
}

// TestMatchStanding_NotAMatch: a round robin has no match result.
func TestMatchStanding_NotAMatch(t *testing.T) {
	if _, ok := standings.MatchStanding(testfield.Field(4, tournament.RoundRobin)); ok {
		t.Error("a round robin has a match result")
	}
	if tb := standings.Of(testfield.Field(4, tournament.RoundRobin)); tb.Match != nil {
		t.Errorf("round robin standings carry %+v", tb.Match)
	}
}

// TestWithdrawalSteps: a withdrawal after round 1 with round 2 paired says
// each game it forfeits and who wins it, and each bye paired to the
// player, which stands with its point (the box that says "the remaining
// games are not played" left it unsaid); a zero-point bye is no step.
func TestWithdrawalSteps(t *testing.T) {
	ev := testfield.Field(4, tournament.SwissDutch)
	ev.Rounds = []tournament.Round{
		{Number: 1, Pairings: []tournament.Pairing{{Board: 1, White: 101, Black: 102, Result: tournament.Draw}, {Board: 2, White: 103, Black: 104, Result: tournament.Draw}}},
		{Number: 2, Pairings: []tournament.Pairing{{Board: 1, White: 102, Black: 101}, {Board: 2, White: 103, Bye: tournament.ByePairingAllocated}, {Board: 3, White: 104, Bye: tournament.ByeZeroPoint}}},
	}
	steps := func(id int64) string {
		var said []string
		for _, m := range standings.WithdrawalSteps(ev, id, 1) {
			said = append(said, m.Key+fmt.Sprint(m.Args))
		}
		return strings.Join(said, "; ")
	}
	for _, tt := range []struct {
		id   int64
		want string
	}{
		{101, "event.cli.withdrawn.forfeit" + fmt.Sprint(map[string]any{"round": 2, "board": 1, "opponent": "Player 2", "result": "+/-"})},
		{103, "event.cli.withdrawn.bye-stands" + fmt.Sprint(map[string]any{"round": 2})},
		{104, ""},
	} {
		if got := steps(tt.id); got != tt.want {
			t.Errorf("player %d withdrawn after round 1: %q, want %q", tt.id, got, tt.want)
		}
	}
	ev.Players[1].WithdrawnAfter = 1 // Player 2 left before round 2 too
	if got, want := steps(101), "event.cli.withdrawn.forfeit-both"+fmt.Sprint(map[string]any{"round": 2, "board": 1, "opponent": "Player 2"}); got != want {
		t.Errorf("both withdrawn: %q, want %q", got, want)
	}
}

// TestAWithdrawalsForfeitIsSaidInItsColours: the step of a game a
// withdrawal forfeits names the result recorded, +/- where the opponent
// has White and -/+ where he has Black; it said +/- of either.
func TestAWithdrawalsForfeitIsSaidInItsColours(t *testing.T) {
	ev := testfield.Field(2, tournament.SwissDutch)
	ev.Rounds = []tournament.Round{
		{Number: 1, Pairings: []tournament.Pairing{{Board: 1, White: 101, Black: 102, Result: tournament.Draw}}},
		{Number: 2, Pairings: []tournament.Pairing{{Board: 1, White: 102, Black: 101}}},
	}
	for id, want := range map[int64]string{101: "+/-", 102: "-/+"} {
		steps := standings.WithdrawalSteps(ev, id, 1)
		if len(steps) != 1 || steps[0].Key != "event.cli.withdrawn.forfeit" || steps[0].Args["result"] != want {
			t.Errorf("player %d withdrawn after round 1: %v, want the forfeit %s", id, steps, want)
		}
	}
}

// TestMatchResultNameIsThePlayers: a match names each of its two players by
// his own name, whichever seat he has.
func TestMatchResultNameIsThePlayers(t *testing.T) {
	m := standings.MatchResult{Players: [2]int64{7, 3}, Names: [2]string{"Keres", "Botvinnik"}}
	if m.Name(7) != "Keres" || m.Name(3) != "Botvinnik" {
		t.Errorf("Name(7) %q, Name(3) %q; want Keres, Botvinnik", m.Name(7), m.Name(3))
	}
}

// TestMatchStandingSeatsAsDrawn: the match's first player is the one on
// seat 1, whatever order the field lists the two in.
func TestMatchStandingSeatsAsDrawn(t *testing.T) {
	ev := newMatch(tournament.WithdrawalUSSR1953)
	ev.Players[0].Seat, ev.Players[1].Seat = 2, 1
	m, ok := standings.MatchStanding(ev)
	if want := [2]int64{ev.Players[1].ID, ev.Players[0].ID}; !ok || m.Players != want {
		t.Errorf("players %v (%v), want %v: seat 1 first", m.Players, ok, want)
	}
}

// TestAMatchWonIsScoredWinnerFirst: a match won by the second seat's player
// was told "Kalev Tamm wins 2–4", the loser's points first; a match's
// result is said with the winner's points first, the score it was decided
// at and a concession's games too.
func TestAMatchWonIsScoredWinnerFirst(t *testing.T) {
	for _, tc := range []struct {
		name   string
		leaver int64
		key    string
		want   string
		at     string // the score it was decided at
	}{
		{"won on points", 0, "match.result.won-decided", "4–2", "3½–1½"},
		{"conceded by the first seat", 101, "match.result.conceded", "2½–1½", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// Seat 1 has White in odd rounds: 1-0, 1-0 (Black wins), 0-1, ½, 0-1, ½.
			rs := []tournament.Result{tournament.WhiteWins, tournament.WhiteWins, tournament.BlackWins, tournament.Draw, tournament.BlackWins, tournament.Draw}
			if tc.leaver != 0 {
				rs = rs[:4]
			}
			ev := playedMatch(t, tournament.WithdrawalUSSR1953, rs)
			if tc.leaver != 0 {
				p, _ := ev.Player(tc.leaver)
				p.WithdrawnAfter = len(rs)
			}
			m, _ := standings.MatchStanding(ev)
			key, args := m.Notice()
			msg := engine.NewMessage(key, args...)
			got := msg.Args["score"]
			at, _ := msg.Args["decided"].(string)
			if key != tc.key || got != tc.want || at != tc.at || m.Winner != 102 {
				t.Errorf("%s won by %d: %q (decided at %q), want %s %q (%q) (the winner's points first)", key, m.Winner, got, at, tc.key, tc.want, tc.at)
			}
			if tc.leaver == 0 {
				return
			}
			if _, args := standings.WithdrawalNotice(ev, tc.leaver); engine.NewMessage("", args...).Args["score"] != tc.want {
				t.Errorf("the withdrawal says the games %v, want %q", args, tc.want)
			}
		})
	}
}

// TestADrawnMatchIsWonOnItsPlayoff: a match drawn 3–3 whose play-off the
// arbiter recorded was still told "Match: drawn 3–3" above the play-off's
// note; it is won by the play-off's winner, its games' score kept, and the
// note says the play-off's own games are not recorded.
func TestADrawnMatchIsWonOnItsPlayoff(t *testing.T) {
	ev := playedMatch(t, tournament.WithdrawalUSSR1953, []tournament.Result{tournament.WhiteWins, tournament.WhiteWins, tournament.Draw, tournament.Draw, tournament.Draw, tournament.Draw})
	if tb := standings.Of(ev); tb.Match == nil || tb.Match.Outcome != standings.MatchDrawn {
		t.Fatalf("before the play-off: %+v, want drawn", tb.Match)
	}
	ev.Playoffs = [][]int64{{102, 101}}
	tb := standings.Of(ev)
	if tb.Match == nil || tb.Match.Outcome != standings.MatchPlayoff || tb.Match.Winner != 102 || tb.Rows[0].ID != 102 {
		t.Fatalf("after the play-off: %+v, rows %+v; want won by 102 on the play-off, first", tb.Match, tb.Rows)
	}
	key, args := tb.Match.Notice()
	if m := engine.NewMessage(key, args...); key != "match.result.playoff" || m.Args["winner"] != "Player 2" || m.Args["score"] != "3–3" {
		t.Errorf("told %s %v, want match.result.playoff won by Player 2 after 3–3", key, m.Args)
	}
}

// TestAMatchPlayedOutSaysWhenItWasDecided: a 6-game match won 4–0 after
// four games, its last two played as its regulations had them, was told
// "wins 4½–1½" as if the last games had counted towards the decision; its
// result says it was decided at 4–0 after game 4. A match decided by its
// last game, or not played on, has nothing to add.
func TestAMatchPlayedOutSaysWhenItWasDecided(t *testing.T) {
	// Seat 1 has White in odd rounds.
	won4 := []tournament.Result{tournament.WhiteWins, tournament.BlackWins, tournament.WhiteWins, tournament.BlackWins}
	for _, tc := range []struct {
		name    string
		results []tournament.Result
		key     string
		args    map[string]any
	}{
		{"played out", append(won4[:4:4], tournament.Draw, tournament.WhiteWins),
			"match.result.won-decided", map[string]any{"winner": "Player 1", "score": "4½–1½", "decided": "4–0", "game": 4}},
		{"not played on", won4, "match.result.won", map[string]any{"winner": "Player 1", "score": "4–0"}},
		{"decided by its last game", []tournament.Result{tournament.BlackWins, tournament.Draw, tournament.WhiteWins, tournament.Draw, tournament.Draw, tournament.WhiteWins},
			"match.result.won", map[string]any{"winner": "Player 2", "score": "3½–2½"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ev := playedMatch(t, tournament.WithdrawalAsPlayed, tc.results)
			key, args := standings.Of(ev).Match.Notice()
			got := engine.NewMessage(key, args...).Args
			if key != tc.key || len(got) != len(tc.args) {
				t.Fatalf("told %s %v, want %s %v", key, got, tc.key, tc.args)
			}
			for k, v := range tc.args {
				if got[k] != v {
					t.Errorf("told %s %v, want %s %v", key, got, tc.key, tc.args)
				}
			}
		})
	}
}

// drawnMatch is a six-game match drawn 3–3, seat 1 (101) White in odd
// games.
func drawnMatch(t *testing.T) *tournament.Event {
	return playedMatch(t, tournament.WithdrawalUSSR1953, []tournament.Result{tournament.WhiteWins, tournament.WhiteWins, tournament.Draw, tournament.Draw, tournament.Draw, tournament.Draw})
}

// playoffGame is game n of a match's play-off, of game type typ.
func playoffGame(n int, white, black int64, r tournament.Result, typ rules.GameType) tournament.Pairing {
	return tournament.Pairing{Round: n, Board: 1, White: white, Black: black, Result: r, Type: typ}
}

// TestAMatchIsWonOnItsPlayoffGames: a 6-game match ended 3–3 and went to
// two rapid games, which the arbiter could not record, only who won: the
// match is now won on the play-off's games 1½–½, its winner first, its own
// score 3–3 unchanged, and the crosstable keeps the rapid games apart
// from its six standard ones.
func TestAMatchIsWonOnItsPlayoffGames(t *testing.T) {
	ev := drawnMatch(t)
	ev.PlayoffGames = []tournament.Pairing{
		playoffGame(7, 102, 101, tournament.WhiteWins, rules.Rapid),
		playoffGame(8, 101, 102, tournament.Draw, rules.Rapid),
	}
	tb := standings.Of(ev)
	if tb.Match == nil || tb.Match.Outcome != standings.MatchPlayoff || tb.Match.Winner != 102 || tb.Rows[0].ID != 102 || tb.Rows[0].Place != "1" {
		t.Fatalf("after the play-off's games: %+v, rows %+v; want won by 102 on the play-off, first", tb.Match, tb.Rows)
	}
	key, args := tb.Match.Notice()
	m := engine.NewMessage(key, args...)
	if key != "match.result.playoff-games" || m.Args["winner"] != "Player 2" || m.Args["score"] != "3–3" || m.Args["playoff"] != "1½–½" {
		t.Errorf("told %s %v, want match.result.playoff-games won by Player 2 1½–½ after 3–3", key, m.Args)
	}
	if tb.Rows[0].Points != tb.Rows[1].Points || tb.Match.Points != [2]tournament.Points{6, 6} {
		t.Errorf("the play-off's games entered the match's score: rows %+v, match %v", tb.Rows, tb.Match.Points)
	}
	ct := standings.Crosstable(ev)
	if cells := ct.Rows[0].Cells[1]; len(cells) != 6 {
		t.Errorf("the crosstable's standard games hold %v, want the six scheduled", cells)
	}
	want := []standings.PlayoffGame{{Game: 7, Type: rules.Rapid, White: "Player 2", Black: "Player 1", Result: "1-0"},
		{Game: 8, Type: rules.Rapid, White: "Player 1", Black: "Player 2", Result: "1/2-1/2"}}
	if ct.Match == nil || !slices.Equal(ct.Match.Playoff, want) {
		t.Errorf("the crosstable's play-off games %+v, want %+v", ct.Match, want)
	}
	// The standard rating report rates the six scheduled games alone.
	rated := ratingreport.Of(ev, tournament.RatingOptions{})
	for _, r := range rated {
		if len(rated) != 2 || r.Games != 6 {
			t.Errorf("the rating report rates %d games of %s, want the six standard ones", r.Games, r.Name)
		}
	}
}

// A play-off's games left level are decided by the order recorded (an
// armageddon's); an order is refused where the games decided it, and the
// games are refused outside a drawn match, between others than its two,
// or without a result.
func TestAMatchPlayoffLevelOnGamesGoesByItsOrder(t *testing.T) {
	key := func(err error) string {
		var m *engine.Message
		if errors.As(err, &m) {
			return m.Key
		}
		return ""
	}
	ev := drawnMatch(t)
	ev.PlayoffGames = []tournament.Pairing{playoffGame(7, 101, 102, tournament.WhiteWins, rules.Blitz), playoffGame(8, 102, 101, tournament.WhiteWins, rules.Blitz)}
	if tb := standings.Of(ev); tb.Match.Outcome != standings.MatchDrawn {
		t.Errorf("play-off games level 1–1, no order: %+v, want still drawn", tb.Match)
	}
	if err := standings.CheckPlayoff(ev, []int64{101, 102}); err != nil {
		t.Fatalf("an armageddon's order after games level refused: %v", err)
	}
	ev.Playoffs = [][]int64{{101, 102}}
	tb := standings.Of(ev)
	if k, args := tb.Match.Notice(); k != "match.result.playoff-level" || tb.Match.Winner != 101 || engine.NewMessage(k, args...).Args["playoff"] != "1–1" {
		t.Errorf("games level, order recorded: %s %v", k, args)
	}
	ev.PlayoffGames[1].Result = tournament.Draw
	if got := key(standings.CheckPlayoff(ev, []int64{102, 101})); got != "event.playoff.decided" {
		t.Errorf("an order against games that decided it: %q, want event.playoff.decided", got)
	}
	// A game of the match corrected since, so that it is no longer
	// drawn: won on its own games, the play-off's still listed, followed
	// no more (the notes say so) rather than dropped unsaid.
	testfield.SetResult(t, ev, 6, 1, tournament.WhiteWins) // 102 has White in even games
	if tb := standings.Of(ev); tb.Match.Outcome != standings.MatchWon || tb.Match.Winner != 102 || len(tb.Match.Playoff) != 2 || tb.Rows[0].Playoff {
		t.Errorf("a match no longer drawn, its play-off games recorded: %+v, rows %+v; want won by 102, the games listed and not followed", tb.Match, tb.Rows)
	}
	// A result mistyped in the second of the games typed is told as that
	// game's, not as a bare "1-0x is not a result".
	if _, err := standings.ReadPlayoffGames(ev, []string{"2-1 1-0", "1-2 1-0x"}, rules.Rapid, false, engine.Black); key(err) != "event.playoff.games.form" || err.(*engine.Message).Args["game"] != 8 {
		t.Errorf("a play-off game's result mistyped: %v, want event.playoff.games.form naming game 8", err)
	}
	for _, c := range []struct {
		name string
		ev   *tournament.Event
		game tournament.Pairing
		want string
	}{
		{"not drawn", newMatch(tournament.WithdrawalUSSR1953), playoffGame(7, 101, 102, tournament.Draw, rules.Rapid), "event.playoff.games.undrawn"},
		{"a tournament", testfield.Field(4, tournament.RoundRobin), playoffGame(4, 101, 102, tournament.Draw, rules.Rapid), "event.playoff.games.match"},
		{"one player twice", drawnMatch(t), playoffGame(7, 101, 101, tournament.Draw, rules.Rapid), "event.playoff.games.players"},
		{"no result", drawnMatch(t), playoffGame(7, 101, 102, tournament.NoResult, rules.Rapid), "event.playoff.games.result"},
		// Draw odds are an armageddon's alone.
		{"draw odds of a rapid game", drawnMatch(t), func() tournament.Pairing {
			g := playoffGame(7, 101, 102, tournament.Draw, rules.Rapid)
			g.WhiteDrawOdds = true
			return g
		}(), "event.playoff.games.draw-odds"},
	} {
		if got := key(standings.CheckPlayoffGames(c.ev, []tournament.Pairing{c.game})); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}

// An order typed after an armageddon recorded is refused as the
// armageddon's decision, not as games that decided it "1–1".
func TestAnOrderBesideAnArmageddonIsRefusedAsItsDecision(t *testing.T) {
	ev := drawnMatch(t)
	ev.PlayoffGames = []tournament.Pairing{playoffGame(7, 101, 102, tournament.WhiteWins, rules.Rapid), playoffGame(8, 102, 101, tournament.WhiteWins, rules.Rapid),
		playoffGame(9, 101, 102, tournament.Draw, rules.Blitz)}
	ev.PlayoffGames[2].Armageddon = true
	var m *engine.Message
	if err := standings.CheckPlayoff(ev, []int64{101, 102}); !errors.As(err, &m) || m.Key != "event.playoff.decided-armageddon" || m.Args["winner"] != "Player 2" {
		t.Errorf("an order beside an armageddon won by Player 2: %v, want event.playoff.decided-armageddon naming Player 2", err)
	}
}

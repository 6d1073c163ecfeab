package team

import (
	"reflect"
	"slices"
	"testing"

	"arbiter/tournament"
	"arbiter/tournament/teamgames"
)

// playedThrough pairs rounds 1..n of ev and gives every board a result
// (won, lost and drawn in turn), so that each round may follow.
func playedThrough(t *testing.T, ev *tournament.Event, n int) {
	t.Helper()
	for r := 1; r <= n; r++ {
		addRound(ev, pairRound(t, ev, r))
		for i := range ev.Rounds[r-1].Pairings {
			if g := &ev.Rounds[r-1].Pairings[i]; g.Result == tournament.NoResult {
				g.Result = []tournament.Result{tournament.WhiteWins, tournament.BlackWins, tournament.Draw}[(r+i)%3]
			}
		}
	}
}

// inRound reports whether team id has a match or a bye among ms.
func inRound(ms []tournament.TeamMatch, id int64) bool {
	return slices.ContainsFunc(ms, func(m tournament.TeamMatch) bool { return m.White == id || m.Black == id })
}

// TestTeamSwissTeamWithdrawnAfterRound4IsNotInRound5: the arbiter withdraws
// a team of a team Swiss of seven after round 4; round 5 pairs the other
// six teams and leaves it out, as C.04.6 does, while the
// matches it played keep counting in the standings.
func TestTeamSwissTeamWithdrawnAfterRound4IsNotInRound5(t *testing.T) {
	ev := teamSwiss(7, 4, 4)
	playedThrough(t, ev, 4)
	before := TeamStandings(ev)
	ev.Teams[2].WithdrawnAfter = 4
	ms := pairRound(t, ev, 5)
	if inRound(ms, 3) {
		t.Fatalf("round 5 pairs the team withdrawn after round 4: %v", pairsOf(ms))
	}
	for _, id := range []int64{1, 2, 4, 5, 6, 7} {
		if !inRound(ms, id) {
			t.Errorf("round 5 leaves out team %d: %v", id, pairsOf(ms))
		}
	}
	if n := len(slices.DeleteFunc(slices.Clone(ms), tournament.TeamMatch.IsBye)); n != 3 || len(ms) != 3 {
		t.Errorf("round 5 has %d matches of %d, want 3 and no bye: %v", n, len(ms), pairsOf(ms))
	}
	after := TeamStandings(ev)
	for i, r := range before.Rows {
		if a := after.Rows[i]; a.TeamID != r.TeamID || a.MatchPoints != r.MatchPoints || a.GamePoints != r.GamePoints {
			t.Errorf("standings row %d after the withdrawal %+v, before %+v", i+1, a, r)
		}
	}
}

// TestTeamRoundRobinTeamWithdrawnLosesItsLaterMatchesByForfeit: in a team
// round robin the table keeps a withdrawn team; its later matches are
// laid with its boards empty, so that its opponent wins them by forfeit,
// as an individual round robin's results stand as played.
func TestTeamRoundRobinTeamWithdrawnLosesItsLaterMatchesByForfeit(t *testing.T) {
	ev := teamEvent(tournament.TeamRoundRobin, 4, 4, 4)
	playedThrough(t, ev, 1)
	ev.Teams[1].WithdrawnAfter = 1
	addRound(ev, pairRound(t, ev, 2))
	for _, m := range ev.RoundMatches(2) {
		if m.White != 2 && m.Black != 2 {
			continue
		}
		for _, g := range ev.MatchGames(m) {
			want := tournament.BlackForfeitWin
			if (m.White == 2) != ev.TeamOptions.WhiteTeamOnBoard(g.Board-ev.MatchGames(m)[0].Board+1) {
				want = tournament.WhiteForfeitWin
			}
			if g.Result != want {
				t.Errorf("round 2 match %d board %d: %v, want %v (the withdrawn team's board empty)", m.Number, g.Board, g.Result, want)
			}
		}
		return
	}
	t.Fatal("round 2 has no match of the withdrawn team: the table dropped it")
}

// TestTeamRoundRobinWithdrawnTeamsLaterMatchIsOneFact: a team of a team
// round robin withdrawn after round 1 loses its round-2 match by forfeit
// as a whole whether round 2 was paired before the withdrawal
// (WithdrawalForfeits) or after it: the arbiter who withdrew the team and
// then paired met "4"/"0" in the crosstable and its opponent's players
// credited with a forfeit game each, where pairing first gave "4+"/"0−"
// and no game to anyone.
func TestTeamRoundRobinWithdrawnTeamsLaterMatchIsOneFact(t *testing.T) {
	pairedFirst := teamEvent(tournament.TeamRoundRobin, 4, 4, 4)
	playedThrough(t, pairedFirst, 1)
	withdrawnFirst := laid(pairedFirst, pairedFirst.RoundMatches(1))
	withdrawnFirst.Teams = slices.Clone(pairedFirst.Teams)

	addRound(pairedFirst, pairRound(t, pairedFirst, 2))
	for _, f := range WithdrawalForfeits(pairedFirst, 2, 1) {
		i := slices.IndexFunc(pairedFirst.Matches, func(m tournament.TeamMatch) bool { return m.Round == 2 && m.Number == f.Number })
		copy(gamesOf(pairedFirst, f), teamgames.Forfeit(pairedFirst.TeamOptions, gamesOf(pairedFirst, f), f.Forfeit))
		pairedFirst.Matches[i].Forfeit = f.Forfeit
	}
	pairedFirst.Teams[1].WithdrawnAfter = 1

	withdrawnFirst.Teams[1].WithdrawnAfter = 1
	addRound(withdrawnFirst, pairRound(t, withdrawnFirst, 2))

	for _, ev := range []*tournament.Event{pairedFirst, withdrawnFirst} {
		for i := range ev.Rounds[1].Pairings {
			if g := &ev.Rounds[1].Pairings[i]; g.Result == tournament.NoResult {
				g.Result = tournament.Draw
			}
		}
	}
	for _, m := range withdrawnFirst.RoundMatches(2) {
		if (m.White == 2 || m.Black == 2) && m.Forfeit == tournament.NoResult {
			t.Errorf("round 2 paired after the withdrawal: match %d of the withdrawn team is not forfeited as a whole", m.Number)
		}
	}
	for _, m := range pairedFirst.RoundMatches(2) {
		i := slices.IndexFunc(withdrawnFirst.RoundMatches(2), func(w tournament.TeamMatch) bool { return w.Number == m.Number })
		if w := withdrawnFirst.RoundMatches(2)[i]; w.Forfeit != m.Forfeit {
			t.Errorf("round 2 match %d: %v paired after the withdrawal, %v paired before", m.Number, w.Forfeit, m.Forfeit)
		}
	}
	if a, b := TeamCrosstable(withdrawnFirst), TeamCrosstable(pairedFirst); !reflect.DeepEqual(a, b) {
		t.Errorf("crosstable paired after the withdrawal\n%+v\npaired before\n%+v", a, b)
	}
	if a, b := BoardRecords(withdrawnFirst), BoardRecords(pairedFirst); !reflect.DeepEqual(a, b) {
		t.Errorf("results by board paired after the withdrawal\n%+v\npaired before\n%+v", a, b)
	}
}

// TestTeamWithdrawalIsJudged: a team withdraws after a round paired, once,
// and not from a round whose match it has begun; taken back, it needs a
// round left to pair; withdrawn, it lines up no one and asks for no bye.
func TestTeamWithdrawalIsJudged(t *testing.T) {
	ev := teamSwiss(4, 4, 4)
	if _, err := ev.ValidateTeamWithdrawal(1, 1); err == nil {
		t.Error("a withdrawal after a round not paired is taken")
	}
	playedThrough(t, ev, 2)
	if _, err := ev.ValidateTeamWithdrawal(1, 1); err == nil {
		t.Error("a withdrawal before a round whose match the team played is taken")
	}
	if _, err := ev.ValidateTeamWithdrawal(1, 2); err != nil {
		t.Errorf("a withdrawal after the last round played: %v", err)
	}
	if _, err := ev.ValidateTeamReinstatement(1); err == nil {
		t.Error("a team not withdrawn is reinstated")
	}
	ev.Teams[0].WithdrawnAfter = 2
	if _, err := ev.ValidateTeamWithdrawal(1, 2); err == nil {
		t.Error("a team withdrawn twice")
	}
	if _, err := ev.ValidateTeamReinstatement(1); err != nil {
		t.Errorf("a team withdrawn with rounds left is not reinstated: %v", err)
	}
	if err := ev.ValidateLineup(ev.Teams[0], 3, ev.Teams[0].Players[:4]); err == nil {
		t.Error("a withdrawn team's line-up for a later round is taken")
	}
	if _, err := ev.RequestBye(tournament.PlannedBye{Team: 1, Round: 3, Kind: tournament.ByeHalfPoint}); err == nil {
		t.Error("a withdrawn team's bye request for a later round is taken, which the pairing would not give")
	}
}

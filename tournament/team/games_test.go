package team

import (
	"slices"
	"testing"

	"arbiter/tournament"
	"arbiter/tournament/teamgames"
)

// setMatches gives ev the matches ms (in round and match order) and their
// games as its rounds' pairings, as the store holds them: a match's games
// are boards[{round, number}] in board order where given, else its teams'
// default line-ups; a forfeited match's games hold its forfeit. Rounds
// without a match stay as they are.
func setMatches(ev *tournament.Event, ms []tournament.TeamMatch, boards map[[2]int][]tournament.Pairing) {
	ev.Matches = nil
	for _, m := range ms {
		for len(ev.Rounds) < m.Round {
			ev.Rounds = append(ev.Rounds, tournament.Round{Number: len(ev.Rounds) + 1})
		}
		ev.Rounds[m.Round-1].Pairings = nil
	}
	for _, m := range ms {
		ev.Matches = append(ev.Matches, m)
		rd := &ev.Rounds[m.Round-1]
		rd.Pairings = append(rd.Pairings, teamgames.Lay(m.Round, []tournament.TeamMatch{m}, func(m tournament.TeamMatch) []tournament.Pairing {
			games, ok := boards[[2]int{m.Round, m.Number}]
			if !ok {
				n := ev.TeamOptions.Boards
				w, _ := ev.Team(m.White)
				b, _ := ev.Team(m.Black)
				games = teamgames.Boards(ev.TeamOptions, teamgames.DefaultLineup(ev, *w, m.Round, n), teamgames.DefaultLineup(ev, *b, m.Round, n))
			}
			if m.Forfeit != tournament.NoResult {
				games = teamgames.Forfeit(ev.TeamOptions, games, m.Forfeit)
			}
			return games
		})...)
		// Numbered on through the round's matches.
		for i := range rd.Pairings {
			rd.Pairings[i].Board = i + 1
		}
	}
}

// addRound adds round ms[0].Round, paired (PairTeamRound) or edited, with
// its games laid as the store lays them (LayTeamRound).
func addRound(ev *tournament.Event, ms []tournament.TeamMatch) {
	laid, games := LayTeamRound(ev, ms)
	r := laid[0].Round
	ev.Matches = append(slices.DeleteFunc(ev.Matches, func(m tournament.TeamMatch) bool { return m.Round == r }), laid...)
	for len(ev.Rounds) < r {
		ev.Rounds = append(ev.Rounds, tournament.Round{Number: len(ev.Rounds) + 1})
	}
	ev.Rounds[r-1].Pairings = games
}

// pairRound pairs round r of ev; a refusal fails the test.
func pairRound(t *testing.T, ev *tournament.Event, r int) []tournament.TeamMatch {
	t.Helper()
	ms, err := PairTeamRound(ev, r)
	if err != nil {
		t.Fatal(err)
	}
	return ms
}

// gamesOf is match m's games in ev, in place: a test sets their results.
func gamesOf(ev *tournament.Event, m tournament.TeamMatch) []tournament.Pairing {
	ps := ev.Rounds[m.Round-1].Pairings
	i := slices.IndexFunc(ps, func(p tournament.Pairing) bool { return p.Match == m.Number })
	if i < 0 {
		return nil
	}
	return ps[i : i+len(ev.MatchGames(m))]
}

// laid is ev with its round of ms replaced by ms as edited, their games
// laid as the store would save them.
func laid(ev *tournament.Event, ms []tournament.TeamMatch) *tournament.Event {
	cp := *ev
	cp.Matches, cp.Rounds = slices.Clone(ev.Matches), slices.Clone(ev.Rounds)
	addRound(&cp, ms)
	return &cp
}

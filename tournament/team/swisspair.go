package team

import (
	"maps"
	"slices"

	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/seats"
	"arbiter/tournament/teamswiss"
)

// The team Swiss (FIDE C.04.6): the teams' state after the rounds before,
// as package teamswiss reads it, the round it pairs as the event's
// matches, and the judgement of a stored round against it.

// teamSwissInput describes the teams for pairing round r: the event's
// primary score the score and the other the secondary (art. 1.2: match
// points and game points by default, TeamOptions.GamePointsFirst the other
// way round; game points in half points), each team's pairing number its TeamNumbers number, its colour
// that of its board-1 player in matches played over the board (art. 1.6),
// the teams it played, whether it floated in round r−1 and whether [C2]
// bars it from the bye.
func teamSwissInput(ev *tournament.Event, r int) ([]teamswiss.Team, teamswiss.Options, map[int]int64) {
	no := seats.TeamNumbers(ev)
	byNo := map[int]int64{}
	state := map[int64]*teamswiss.Team{}
	for _, t := range ev.Teams {
		byNo[no[t.ID]] = t.ID
		state[t.ID] = &teamswiss.Team{TPN: no[t.ID], Name: t.Name}
	}
	// before[r][team] is the team's primary score before round r.
	before := map[int]map[int64]int{}
	score := map[int64]int{}
	for round := 1; round < r; round++ {
		before[round] = map[int64]int{}
		maps.Copy(before[round], score)
		for _, m := range ev.RoundMatches(round) {
			w, b := m.Score(ev.TeamOptions, ev.MatchGames(m))
			sides := []struct {
				id, opp int64
				s       tournament.MatchScore
			}{{m.White, m.Black, w}, {m.Black, m.White, b}}
			if m.IsBye() {
				sides = sides[:1]
			}
			for _, sd := range sides {
				t := state[sd.id]
				if t == nil {
					continue
				}
				primary, secondary := sd.s.Match, int(sd.s.Games)
				if ev.TeamOptions.GamePointsFirst {
					primary, secondary = secondary, primary
				}
				score[sd.id] += primary
				t.Score += primary
				t.Secondary += secondary
				switch {
				case m.IsBye():
					// [C2]: the pairing-allocated bye and a full-point
					// bye bar the next; a half- or zero-point bye not.
					t.NoBye = t.NoBye || m.Bye == tournament.NoBye || m.Bye == tournament.ByeFullPoint
				case sd.s.Played:
					colour := byte(teamswiss.Black)
					if sd.s.White {
						colour = teamswiss.White
					}
					t.Colours += string(colour)
					t.Met = append(t.Met, no[sd.opp])
				case sd.s.Outcome == tournament.OutcomeWin:
					t.NoBye = true // won by forfeit
				}
			}
			if !m.IsBye() && w.Played && round == r-1 && before[round][m.White] != before[round][m.Black] {
				state[m.White].Floated, state[m.Black].Floated = true, true
			}
		}
	}
	// A team with a requested bye in round r is not paired, nor one
	// withdrawn before it (C.04.6 leaves it out of the pairing).
	away := byesIn(ev, r)
	var teams []teamswiss.Team
	for _, t := range ev.Teams {
		if _, ok := away[t.ID]; !ok && !t.GoneBefore(r) {
			teams = append(teams, *state[t.ID])
		}
	}
	o := teamswiss.Options{Round: r, Rounds: ev.TotalRounds(), InitialColour: teamswiss.White,
		TypeB: ev.TeamOptions.TypeB, NoColours: ev.TeamOptions.NoColourPreferences}
	if ev.TeamOptions.InitialBlack {
		o.InitialColour = teamswiss.Black
	}
	for _, f := range ev.TeamOptions.Forbidden {
		o.Forbidden = append(o.Forbidden, [2]int{no[f[0]], no[f[1]]})
	}
	return teams, o, byNo
}

// pairTeamSwiss pairs round r of a team Swiss with the default line-ups;
// the teams with a requested bye follow the matches, in team order.
func pairTeamSwiss(ev *tournament.Event, r int) ([]tournament.TeamMatch, error) {
	teams, o, byNo := teamSwissInput(ev, r)
	ms, err := teamswiss.Pair(teams, o)
	if err != nil {
		return nil, err
	}
	out := make([]tournament.TeamMatch, len(ms))
	for i, m := range ms {
		out[i] = tournament.TeamMatch{Round: r, Number: i + 1, White: byNo[m.White], Black: byNo[m.Black]}
	}
	away := byesIn(ev, r)
	for _, t := range ev.Teams {
		if kind, ok := away[t.ID]; ok && !t.GoneBefore(r) {
			out = append(out, tournament.TeamMatch{Round: r, Number: len(out) + 1, White: t.ID, Bye: kind})
		}
	}
	return out, nil
}

// checkTeamSwiss judges a stored round of a team Swiss: its matches, their
// colours and the bye are the ones C.04.6 gives after the rounds before.
func checkTeamSwiss(ev *tournament.Event, r int, ms []tournament.TeamMatch) ([]error, error) {
	want, err := pairTeamSwiss(ev, r)
	if err != nil {
		return nil, err
	}
	key := func(m tournament.TeamMatch) [2]int64 { return [2]int64{m.White, m.Black} }
	wanted := map[[2]int64]bool{}
	var wantBye int64
	for _, m := range want {
		if m.Requested() {
			continue
		}
		if m.IsBye() {
			wantBye = m.White
		} else {
			wanted[key(m)] = true
		}
	}
	var out []error
	stored := map[[2]int64]bool{}
	teams, o, _ := teamSwissInput(ev, r)
	for _, m := range ms {
		stored[key(m)], stored[[2]int64{m.Black, m.White}] = true, true
		out = append(out, absoluteFindings(ev, r, m, teams, o)...)
		switch {
		case m.Requested():
		case m.IsBye() && wantBye == 0: // a bye given by hand in an even round
			out = append(out, engine.NewMessage("teams.check.swiss.bye.none", "round", r, "team", ev.TeamName(m.White)))
		case m.IsBye() && m.White != wantBye:
			out = append(out, engine.NewMessage("teams.check.swiss.bye", "round", r, "team", ev.TeamName(m.White), "rules", ev.TeamName(wantBye)))
		case m.IsBye():
		case wanted[[2]int64{m.Black, m.White}]:
			out = append(out, engine.NewMessage("teams.check.swiss.colours", "round", r, "match", m.Number, "white", ev.TeamName(m.White), "black", ev.TeamName(m.Black)))
		case !wanted[key(m)]:
			out = append(out, engine.NewMessage("teams.check.swiss.match", "round", r, "match", m.Number, "white", ev.TeamName(m.White), "black", ev.TeamName(m.Black)))
		}
	}
	for _, m := range want {
		if !m.IsBye() && !stored[key(m)] {
			out = append(out, engine.NewMessage("teams.check.swiss.missing", "round", r, "white", ev.TeamName(m.White), "black", ev.TeamName(m.Black)))
		}
	}
	return out, nil
}

// absoluteFindings are the absolute criteria of C.04.6 art. 2 that a
// match of round r breaks, by the teams' state the pairing reads
// (teams and o, as teamSwissInput gives them): two teams that played each other before ([C1]), a
// forbidden pair (which the pairing keeps apart as [C1] does), and the
// pairing-allocated bye to a team barred from it ([C2]).
func absoluteFindings(ev *tournament.Event, r int, m tournament.TeamMatch, teams []teamswiss.Team, o teamswiss.Options) []error {
	no := seats.TeamNumbers(ev)
	state := map[int]teamswiss.Team{}
	for _, t := range teams {
		state[t.TPN] = t
	}
	w, b := no[m.White], no[m.Black]
	var out []error
	if m.IsBye() {
		if !m.Bye.Requested() && state[w].NoBye {
			out = append(out, engine.NewMessage("teams.check.swiss.c2", "round", r, "team", ev.TeamName(m.White)))
		}
		return out
	}
	args := []any{"round", r, "match", m.Number, "white", ev.TeamName(m.White), "black", ev.TeamName(m.Black)}
	if slices.Contains(state[w].Met, b) {
		met := 0
		for k := 1; k < r && met == 0; k++ {
			for _, x := range ev.RoundMatches(k) {
				if (x.White == m.White && x.Black == m.Black) || (x.White == m.Black && x.Black == m.White) {
					met = k
				}
			}
		}
		out = append(out, engine.NewMessage("teams.check.swiss.c1", append(args, "met", met)...))
	}
	for _, f := range o.Forbidden {
		if (f[0] == w && f[1] == b) || (f[0] == b && f[1] == w) {
			out = append(out, engine.NewMessage("teams.check.swiss.forbidden", args...))
			break
		}
	}
	return out
}

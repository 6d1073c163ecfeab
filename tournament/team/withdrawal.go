package team

import (
	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/standings"
	"arbiter/tournament/teamgames"
)

// A team withdrawn after round r (tournament.Team.WithdrawnAfter) is one
// fact every door reads: the Swiss pairs it in no later round, the round
// robin's table keeps it and lays its later matches with its boards empty
// (teamgames.DefaultLineup), forfeited as a whole (goneForfeit), the lists of a later round name it as not
// paired, and the standings and crosstables mark it. Its players'
// withdrawals are theirs: a team whose every player has withdrawn is not
// withdrawn, and a round pairing it says so (Emptied).

// WithdrawalForfeits are the matches of team id in rounds after after
// that are paired and not begun, each forfeited to its opponent: what
// withdrawing the team after round after records with it.
func WithdrawalForfeits(ev *tournament.Event, id int64, after int) []tournament.TeamMatch {
	var out []tournament.TeamMatch
	for _, m := range ev.Matches {
		if m.Round <= after || m.IsBye() || (m.White != id && m.Black != id) || m.Started(ev.MatchGames(m)) {
			continue
		}
		m.Forfeit = tournament.BlackForfeitWin
		if m.Black == id {
			m.Forfeit = tournament.WhiteForfeitWin
		}
		out = append(out, m)
	}
	return out
}

// goneForfeit is the forfeit of match m that its teams withdrawn before
// its round lose as a whole (both: a double forfeit); NoResult when both
// play.
func goneForfeit(ev *tournament.Event, m tournament.TeamMatch) tournament.Result {
	gone := func(id int64) bool {
		t, ok := ev.Team(id)
		return ok && t.GoneBefore(m.Round)
	}
	return standings.GoneForfeit(gone(m.White), gone(m.Black), tournament.NoResult)
}

// WithdrawalSteps says what withdrawing team id after round after does
// besides, before the arbiter confirms it and as it is done: each later
// match paired and not begun lost by forfeit, each later bye it asked for
// cancelled, each later bye paired to it standing.
func WithdrawalSteps(ev *tournament.Event, id int64, after int) []*engine.Message {
	var out []*engine.Message
	for _, m := range WithdrawalForfeits(ev, id, after) {
		opp := m.White
		if opp == id {
			opp = m.Black
		}
		out = append(out, engine.NewMessage("teams.withdrawn.forfeit", "round", m.Round, "match", m.Number, "opponent", ev.TeamName(opp), "result", m.Forfeit.String()))
	}
	for _, b := range ev.Requests {
		if b.Team == id && b.Round > after {
			out = append(out, engine.NewMessage("teams.withdrawn.bye-cancelled", "round", b.Round, "team", ev.TeamName(id)))
		}
	}
	for _, m := range ev.Matches {
		if m.Round > after && m.IsBye() && m.White == id {
			out = append(out, engine.NewMessage("teams.withdrawn.bye-stands", "round", m.Round))
		}
	}
	return out
}

// WithdrawalNotice says what a team's withdrawal after round after does
// to its rounds to come under the event's system: left out of a Swiss's
// pairing, kept in a round robin's table with its matches lost by
// forfeit; the matches it played count either way.
func WithdrawalNotice(ev *tournament.Event, t tournament.Team, after int) *engine.Message {
	if ev.Settings.System == tournament.TeamRoundRobin {
		return engine.NewMessage("teams.withdrawn.table", "team", t.Name, "round", after)
	}
	return engine.NewMessage("teams.withdrawn.swiss", "team", t.Name, "round", after)
}

// WithdrawnBefore are the teams withdrawn before round r, in the event's
// team order: the teams a list of the round names as not paired, each
// with the round after which it withdrew.
func WithdrawnBefore(ev *tournament.Event, r int) []tournament.Team {
	var out []tournament.Team
	for _, t := range ev.Teams {
		if t.GoneBefore(r) {
			out = append(out, t)
		}
	}
	return out
}

// Emptied are the teams of round r's matches that have not withdrawn but
// have no player left to line up, every one of them withdrawn before the
// round: paired, their boards empty, which the pairing says, pointing to
// the team's own withdrawal.
func Emptied(ev *tournament.Event, r int) []tournament.Team {
	return teamgames.PlayingTeams(ev, r, func(_ tournament.TeamMatch, t tournament.Team) bool {
		return !t.GoneBefore(r) && len(t.Players) > 0 && len(teamgames.DefaultLineup(ev, t, r, ev.TeamOptions.Boards)) == 0
	})
}

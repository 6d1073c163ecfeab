package team

import (
	"slices"

	"arbiter/engine"
	"arbiter/tournament"
)

// The rules the store judges on what only a team event has: its board
// order, which stays once round 1 is paired, the line-ups' order, the
// results of a match's boards and a whole match forfeited, a team's bye
// and the forbidden pairs of a team Swiss. What makes a team, its options
// and a line-up valid is the event model's (tournament/team.go), which
// the file readers share.

// ValidateTeamForbidden checks the event's forbidden team pairs: a Swiss's,
// two different teams of the event each.
func ValidateTeamForbidden(ev *tournament.Event, o tournament.TeamOptions) error {
	if len(o.Forbidden) > 0 && ev.Settings.System != tournament.TeamSwiss {
		return engine.NewMessage("teams.err.forbid.system")
	}
	for _, f := range o.Forbidden {
		_, okA := ev.Team(f[0])
		_, okB := ev.Team(f[1])
		if !okA || !okB || f[0] == f[1] {
			return engine.NewMessage("teams.err.forbid.teams")
		}
	}
	return nil
}

// ValidateBoardOrder checks a team's new board order: the same players,
// each once. The captain hands the order in before the start (FIDE team
// events, as the Olympiad's regulations have it): once round 1 is paired
// it stays, a late player joining at its end
// (tournament.Event.ValidateTeamPlayer).
func ValidateBoardOrder(ev *tournament.Event, t tournament.Team, order []int64) error {
	if ev.PairedRounds() > 0 {
		return engine.NewMessage("teams.err.order.fixed", "team", t.Name)
	}
	seen := map[int64]bool{}
	for _, id := range order {
		if !slices.Contains(t.Players, id) || seen[id] {
			return engine.NewMessage("teams.err.order.players", "team", t.Name, "players", len(t.Players))
		}
		seen[id] = true
	}
	if len(order) != len(t.Players) {
		return engine.NewMessage("teams.err.order.players", "team", t.Name, "players", len(t.Players))
	}
	return nil
}

// ValidateLineupOrder checks that the event's line-ups keep the order the
// options o ask for: an event whose line-ups put players out of their
// team's board order cannot be made strict.
func ValidateLineupOrder(ev *tournament.Event, o tournament.TeamOptions) error {
	if o.FreeLineupOrder {
		return nil
	}
	for _, m := range ev.Matches {
		if m.IsBye() {
			continue
		}
		for _, team := range []int64{m.White, m.Black} {
			t, ok := ev.Team(team)
			if ok && !t.InBoardOrder(m.Lineup(ev, team)) {
				return engine.NewMessage("teamrules.err.lineup.strict", "round", m.Round, "match", m.Number, "team", t.Name)
			}
		}
	}
	return nil
}

// TeamResultAllowed is the rule for the result of board board of match m,
// whose games are games: a board a team left empty keeps the forfeit its
// line-up gave it, a forfeited match takes no board results, and
// adjourned is no result of a team match's board.
func TeamResultAllowed(m tournament.TeamMatch, games []tournament.Pairing, board int, r tournament.Result) error {
	if m.IsBye() {
		return engine.NewMessage("teams.err.result.bye", "round", m.Round, "match", m.Number)
	}
	if board < 1 || board > len(games) {
		return engine.NewMessage("teams.err.result.board", "round", m.Round, "match", m.Number, "board", board, "boards", len(games))
	}
	if m.Forfeit != tournament.NoResult {
		return engine.NewMessage("teams.err.result.forfeited", "round", m.Round, "match", m.Number)
	}
	b := games[board-1]
	if fixed := b.LineupResult(); fixed != tournament.NoResult && r != fixed {
		return engine.NewMessage("teams.err.result.empty", "round", m.Round, "match", m.Number, "board", board)
	}
	if r == tournament.Adjourned {
		return engine.NewMessage("teams.err.result.adjourned")
	}
	return nil
}

// ResultAllowedOn is the rule result r on game p of ev is judged by when
// it is saved (the store's SetResult): a match's game by its match's
// rules (TeamResultAllowed), any other game by tournament.ResultAllowed;
// so that a front end asks no question whose yes the file refuses.
func ResultAllowedOn(ev *tournament.Event, p tournament.Pairing, r tournament.Result) error {
	if p.Match > 0 {
		for _, m := range ev.RoundMatches(p.Round) {
			if m.Number != p.Match {
				continue
			}
			games := ev.MatchGames(m)
			board := slices.IndexFunc(games, func(g tournament.Pairing) bool { return g.Board == p.Board }) + 1
			return TeamResultAllowed(m, games, board, r)
		}
	}
	white, _ := ev.Player(p.White)
	black, _ := ev.Player(p.Black)
	return tournament.ResultAllowed(p, white, black, r, ev.WithdrawalRule())
}

// MatchForfeitAllowed is the rule for forfeiting a whole match (or taking
// the forfeit back with NoResult): only a forfeit result, and not over
// games played.
func MatchForfeitAllowed(m tournament.TeamMatch, games []tournament.Pairing, r tournament.Result) error {
	if m.IsBye() {
		return engine.NewMessage("teams.err.result.bye", "round", m.Round, "match", m.Number)
	}
	switch r {
	case tournament.NoResult, tournament.WhiteForfeitWin, tournament.BlackForfeitWin, tournament.DoubleForfeit:
	default:
		return engine.NewMessage("teams.err.forfeit.kind", "result", r.String())
	}
	for i, b := range games {
		if b.Result.Played() || b.Result == tournament.Adjourned {
			return engine.NewMessage("teams.err.forfeit.played", "round", m.Round, "match", m.Number, "board", i+1)
		}
	}
	return nil
}

// teamByeAllowed is the rule for a bye match: a requested bye only in a
// team Swiss.
func teamByeAllowed(ev *tournament.Event, m tournament.TeamMatch) error {
	if m.Bye.Requested() && ev.Settings.System != tournament.TeamSwiss {
		return engine.NewMessage("teams.err.bye.system")
	}
	return nil
}

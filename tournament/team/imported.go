package team

import (
	"slices"

	"arbiter/tournament"
)

// ImportedMatchAllowed judges an imported match, whose games are games,
// by the rules of a line-up and a result; the store asks it of each match
// it saves from a report.
func ImportedMatchAllowed(ev *tournament.Event, m tournament.TeamMatch, games []tournament.Pairing) error {
	if m.IsBye() {
		return teamByeAllowed(ev, m)
	}
	for _, team := range []int64{m.White, m.Black} {
		t, _ := ev.Team(team)
		var lineup []int64
		for _, g := range games {
			for _, id := range []int64{g.White, g.Black} {
				if slices.Contains(t.Players, id) {
					lineup = append(lineup, id)
				}
			}
		}
		if err := ev.ValidateLineup(*t, m.Round, lineup); err != nil {
			return err
		}
	}
	if m.Forfeit != tournament.NoResult {
		unplayed := m
		unplayed.Forfeit = tournament.NoResult
		return MatchForfeitAllowed(unplayed, games, m.Forfeit)
	}
	for i, g := range games {
		if err := TeamResultAllowed(m, games, i+1, g.Result); err != nil {
			return err
		}
	}
	return nil
}

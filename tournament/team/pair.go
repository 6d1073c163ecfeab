package team

// The team round robin (FIDE C.05 Annex 1, the Berger tables, as for
// players): the first-named team of a pairing has White on board 1 and on
// the odd boards; with an odd number of teams the team drawn against the
// highest seat has the bye.

import (
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/berger"
	"arbiter/tournament/seats"
)

// PairTeamRound makes the matches of round r of a team event, whose games
// LayTeamRound lays with every team's default line-up (teamgames.DefaultLineup):
// the round robin's table, or the
// team Swiss by C.04.6 (teamswisspair.go). The round must be the next one,
// and every match of the rounds before finished.
func PairTeamRound(ev *tournament.Event, r int) ([]tournament.TeamMatch, error) {
	if len(ev.Teams) < 2 {
		return nil, engine.NewMessage("teams.err.pair.few")
	}
	if ev.Settings.System == tournament.TeamRoundRobin && seats.TeamSeatsWanted(ev) {
		return nil, engine.NewMessage("event.err.seats.notdrawn")
	}
	total, paired := ev.TotalRounds(), ev.PairedRounds()
	switch {
	case r < 1 || r > total:
		return nil, engine.NewMessage("event.err.pair.range", "round", r, "total", total)
	case r <= paired:
		return nil, engine.NewMessage("event.err.pair.exists", "round", r)
	case r > paired+1:
		return nil, engine.NewMessage("event.err.pair.skip", "round", r, "next", paired+1)
	}
	if err := Unfinished(ev); err != nil {
		return nil, err
	}
	if ev.Settings.System == tournament.TeamSwiss {
		return pairTeamSwiss(ev, r)
	}
	bySeat := map[int]tournament.Team{}
	for _, t := range ev.Teams {
		bySeat[t.Seat] = t
	}
	var out []tournament.TeamMatch
	boards, bye := berger.Seated(berger.Round(berger.TableSize(len(ev.Teams)), r), bySeat)
	for _, sp := range boards {
		out = append(out, tournament.TeamMatch{Round: r, Number: len(out) + 1, White: bySeat[sp.White].ID, Black: bySeat[sp.Black].ID})
	}
	if bye != 0 {
		out = append(out, tournament.TeamMatch{Round: r, Number: len(out) + 1, White: bySeat[bye].ID})
	}
	return out, nil
}

// Unfinished is why the next round cannot be paired while a match paired
// has a board without its result: every such match by its round, number
// and teams, with those boards (its own, 1 to its size), so that the
// arbiter knows which slips to look for; nil when every match has its
// result.
func Unfinished(ev *tournament.Event) error {
	var open []*engine.Message
	for _, m := range ev.Matches {
		games := ev.MatchGames(m)
		if m.Finished(games) {
			continue
		}
		var boards []string
		for i, g := range games {
			if !g.Result.Finished() {
				boards = append(boards, strconv.Itoa(i+1))
			}
		}
		white, _ := ev.Team(m.White)
		black, _ := ev.Team(m.Black)
		open = append(open, engine.NewMessage("teams.err.pair.unfinished.match", "round", m.Round, "match", m.Number,
			"white", white.Name, "black", black.Name, "n", len(boards), "boards", strings.Join(boards, ", ")))
	}
	if len(open) == 0 {
		return nil
	}
	return engine.NewMessage("teams.err.pair.unfinished", "round", ev.NextRound(), "matches", open)
}

// TeamCheckVerdict is what a team check says of round r with departures
// found: that the round is the table's (a round robin) or C.04.6's (a
// Swiss), or how many departures there are; window and command line say
// it alike.
func TeamCheckVerdict(sys tournament.System, r, departures int) *engine.Message {
	switch {
	case sys == tournament.TeamSwiss && departures == 0:
		return engine.NewMessage("teams.cli.check.swiss.ok", "round", r)
	case sys == tournament.TeamSwiss:
		return engine.NewMessage("teams.cli.check.swiss.deviations", "round", r, "count", departures)
	case departures == 0:
		return engine.NewMessage("teams.cli.check.ok", "round", r)
	default:
		return engine.NewMessage("teams.cli.check.deviations", "round", r, "count", departures)
	}
}

// CheckTeamRound judges round r of a team event as it stands in the file:
// in a round robin each match is the Berger table's for the teams' seats
// (the first-named team White on board 1) and the bye the table's; in a
// Swiss the matches, colours and bye are C.04.6's after the rounds
// before; and each team's line-up keeps its board order. It returns every
// departure.
func CheckTeamRound(ev *tournament.Event, r int) ([]error, error) {
	ms := ev.RoundMatches(r)
	if len(ms) == 0 {
		return nil, engine.NewMessage("teams.err.check.round", "round", r)
	}
	if ev.Settings.System == tournament.TeamSwiss {
		// The field the round was paired with: a team that joined later
		// is none of it.
		out, err := checkTeamSwiss(ev.FieldAt(r), r, ms)
		if err != nil {
			return nil, err
		}
		for _, m := range ms {
			out = append(out, lineupFindings(ev, r, m)...)
		}
		return out, nil
	}
	if seats.TeamSeatsWanted(ev) {
		return nil, engine.NewMessage("event.err.seats.notdrawn")
	}
	bySeat := map[int]int64{}
	for _, t := range ev.Teams {
		bySeat[t.Seat] = t.ID
	}
	want := map[[2]int64]bool{}
	n := berger.TableSize(len(ev.Teams))
	boards, bye := berger.Seated(berger.Round(n, (r-1)%(n-1)+1), bySeat)
	for _, sp := range boards {
		want[[2]int64{bySeat[sp.White], bySeat[sp.Black]}] = true
	}
	wantBye := bySeat[bye]
	var out []error
	for _, m := range ms {
		switch {
		case m.IsBye() && wantBye == 0: // a bye given by hand in an even round
			out = append(out, engine.NewMessage("teams.check.bye.none", "round", r, "team", ev.TeamName(m.White)))
		case m.IsBye() && m.White != wantBye:
			out = append(out, engine.NewMessage("teams.check.bye", "round", r, "team", ev.TeamName(m.White), "table", ev.TeamName(wantBye)))
		case !m.IsBye() && !want[[2]int64{m.White, m.Black}]:
			out = append(out, engine.NewMessage("teams.check.match", "round", r, "match", m.Number, "white", ev.TeamName(m.White), "black", ev.TeamName(m.Black)))
		}
		out = append(out, lineupFindings(ev, r, m)...)
	}
	return out, nil
}

// lineupFindings are the line-ups of a match that break a rule.
func lineupFindings(ev *tournament.Event, r int, m tournament.TeamMatch) []error {
	var out []error
	for _, team := range []int64{m.White, m.Black} {
		if t, ok := ev.Team(team); ok && !m.IsBye() {
			if err := ev.ValidateLineup(*t, r, m.Lineup(ev, team)); err != nil {
				out = append(out, err)
			}
		}
	}
	return out
}

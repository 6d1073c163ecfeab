package conduct

import (
	"fmt"
	"slices"

	"arbiter/tournament"
	"arbiter/tournament/checkin"
	"arbiter/tournament/pairing"
	"arbiter/tournament/team"
)

// Paired is a round made and not yet saved, or as Pair saved it.
type Paired struct {
	Round tournament.Round
	// Matches are a team round's matches, whose games are Round's.
	Matches []tournament.TeamMatch
	// Overridden: earlier games were unfinished and the arbiter paired
	// anyway, which the log records.
	Overridden bool
	unfinished int
	// team: the round is a team event's, saved as its matches.
	team bool
}

// Pair pairs round r of ev by its system and saves it (MakeRound, then
// SavePaired): the players' boards in Round (earlier unfinished games
// refuse it unless override), or a team event's matches, with their
// boards' default line-ups, in Matches.
func Pair(st Store, ev *tournament.Event, r int, override bool) (Paired, error) {
	opts, err := st.SwissOptions()
	if err != nil {
		return Paired{}, err
	}
	p, err := MakeRound(ev, r, override, opts)
	if err != nil {
		return Paired{}, err
	}
	return save(st, p)
}

// MakeRound makes round r of ev by its system without saving it, a Swiss
// system's with the event's Swiss options opts; round 1 only where the
// field can play the rounds set (tournament.Event.StartAllowed), since
// round 1 fixes them. It reads only ev, so that a front end may make a
// large round off its window's goroutine from a copy of the event, and
// save it with SavePaired.
func MakeRound(ev *tournament.Event, r int, override bool, opts tournament.SwissOptions) (Paired, error) {
	if err := ev.StartAllowed(); err != nil {
		return Paired{}, err
	}
	return makeRound(ev, r, override, opts)
}

// makeRound makes round r of ev by its system (MakeRound), whatever the
// number of rounds set, a pair kept apart only from a later round free to
// meet (forRound).
func makeRound(ev *tournament.Event, r int, override bool, opts tournament.SwissOptions) (Paired, error) {
	ev, opts = forRound(ev, r, opts)
	switch ev.Settings.System {
	case tournament.TeamRoundRobin, tournament.TeamSwiss:
		ms, games, err := pairTeams(ev, r)
		return Paired{Round: tournament.Round{Number: r, Pairings: games}, Matches: ms, team: true}, err
	case tournament.SwissDutch, tournament.SwissDubov, tournament.SwissBurstein:
		return pairPlayers(ev, r, override, func(ev *tournament.Event, r int) (tournament.Round, error) {
			return pairing.PairSwiss(ev, r, opts)
		})
	default: // the round robins and a match, and a system a file names that this build does not know, as tournament judges it
		return pairPlayers(ev, r, override, (*tournament.Event).PairRoundRobin)
	}
}

// SavePaired saves a round MakeRound made as one action, the file backed
// up first, so that the arbiter can go back to the state before the
// pairing.
func SavePaired(st Store, p Paired) error {
	_, err := save(st, p)
	return err
}

// save backs the file up under one name for either kind of event
// ("before-round-N", which the window's list of backups names in the
// user's language) and saves the round: a team round is paired again in
// the store's action, on the file as it is then, and that is what is
// saved and returned.
func save(st Store, p Paired) (Paired, error) {
	r := p.Round.Number
	if _, err := st.Backup(fmt.Sprintf("before-round-%d", r)); err != nil {
		return Paired{}, err
	}
	if !p.team {
		return p, st.SavePairedRound(p.Round, p.unfinished)
	}
	ms, games, err := st.SavePairedTeamRound(r, func(ev *tournament.Event) ([]tournament.TeamMatch, []tournament.Pairing, error) {
		// As makeRound made it: a pair of teams kept apart only from a
		// later round free to meet.
		ev, _ = forRound(ev, r, tournament.SwissOptions{})
		return pairTeams(ev, r)
	})
	p.Matches, p.Round.Pairings = ms, games
	return p, err
}

// pairPlayers makes a round of players with pair (the round-robin table
// or a Swiss system's pairing). Earlier unfinished games refuse it unless
// override is set.
func pairPlayers(ev *tournament.Event, r int, override bool, pair func(*tournament.Event, int) (tournament.Round, error)) (Paired, error) {
	// An open check-in has not yet said who is absent.
	if err := checkin.Pending(ev, r); err != nil {
		return Paired{}, err
	}
	// Unfinished games come first: they also change the scores a pairing
	// works from, and they are what the arbiter must see; but not before
	// a round the event does not have, which pair refuses below: naming
	// them offered an override of round 6 of five.
	ready := ev.ReadyToPair(r)
	if ready != nil && !override && r <= ev.TotalRounds() {
		return Paired{}, ready
	}
	if err := ev.LastRoundWaits(r); err != nil {
		return Paired{}, err
	}
	rd, err := pair(ev, r)
	if err != nil {
		return Paired{}, err
	}
	return Paired{Round: rd, Overridden: ready != nil, unfinished: len(ev.Unfinished(r))}, nil
}

// pairTeams makes round r of a team event (team.PairTeamRound, its games
// laid with the default line-ups); a team round waits on every match
// before it, whatever override says.
func pairTeams(ev *tournament.Event, r int) ([]tournament.TeamMatch, []tournament.Pairing, error) {
	ms, err := team.PairTeamRound(ev, r)
	if err != nil {
		return nil, nil, err
	}
	ms, games := team.LayTeamRound(ev, ms)
	return ms, games, nil
}

// PairReport makes round r of a TRF report read as the import reads it
// (ReadReport) as importing it into a new file and pairing there make it
// (import, then Pair), in memory: the rounds from r on taken back as
// Unpair takes them back (their byes asked for again), and the round made
// as MakeRound makes it with the report's Swiss options; a team report's
// round as its matches. The event returned is the report's as it stood
// before round r; nothing is saved, nor fixed, so round 1 is made for the
// report's rounds even where its field cannot play them all
// (StartAllowed), as a pairing program pairs a report.
func PairReport(rep Imported, r int) (*tournament.Event, Paired, error) {
	return pairRead(rep.Event, r, rep.Swiss)
}

// pairRead pairs round r of an event as read, in a copy: its rounds from
// r on taken back, their requested byes asked for again, a team round's
// matches with them. The copy shares what MakeRound only reads.
func pairRead(read *tournament.Event, r int, opts tournament.SwissOptions) (*tournament.Event, Paired, error) {
	ev := *read
	for r >= 1 && len(ev.Rounds) >= r {
		last := len(ev.Rounds)
		ev.Requests = ev.UnpairedRequests(last)
		ev.Rounds = ev.Rounds[:last-1]
		ev.Matches = slices.DeleteFunc(slices.Clone(ev.Matches), func(m tournament.TeamMatch) bool { return m.Round == last })
	}
	p, err := makeRound(&ev, r, false, opts)
	return &ev, p, err
}

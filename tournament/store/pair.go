package store

import (
	"fmt"

	"arbiter/tournament"
	"arbiter/tournament/checkin"
	"arbiter/tournament/pairing"
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
	// sys is the system that made it, whose row of the systems' table
	// saves it.
	sys tournament.System
}

// Pair pairs round r of ev by its system and saves it (MakeRound, then
// SavePaired): the players' boards in Round (earlier unfinished games
// refuse it unless override), or a team event's matches, with their
// boards' default line-ups, in Matches.
func (s *Store) Pair(ev *tournament.Event, r int, override bool) (Paired, error) {
	opts, err := s.SwissOptions()
	if err != nil {
		return Paired{}, err
	}
	p, err := MakeRound(ev, r, override, opts)
	if err != nil {
		return Paired{}, err
	}
	return s.savePaired(p)
}

// MakeRound makes round r of ev by its system without saving it, a Swiss
// system's with the event's Swiss options opts. It reads only ev, so that
// a front end may make a large round off its window's goroutine from a
// copy of the event, and save it with SavePaired.
func MakeRound(ev *tournament.Event, r int, override bool, opts tournament.SwissOptions) (Paired, error) {
	p, err := conductOf(ev.Settings.System).makeRound(ev, r, override, opts)
	p.sys = ev.Settings.System
	return p, err
}

// SavePaired saves a round MakeRound made as one action, the file backed
// up first, so that the arbiter can go back to the state before the
// pairing.
func (s *Store) SavePaired(p Paired) error {
	_, err := s.savePaired(p)
	return err
}

// savePaired backs the file up under one name for either kind of event
// ("before-round-N", which the window's list of backups names in the
// user's language) and saves the round by its system's row.
func (s *Store) savePaired(p Paired) (Paired, error) {
	if _, err := s.Backup(fmt.Sprintf("before-round-%d", p.Round.Number)); err != nil {
		return Paired{}, err
	}
	return conductOf(p.sys).saveRound(s, p)
}

// makePlayers makes a round of players: the round-robin table or the
// Swiss system's pairing. Earlier unfinished games refuse it unless
// override is set.
func makePlayers(ev *tournament.Event, r int, override bool, opts tournament.SwissOptions) (Paired, error) {
	// An open check-in has not yet said who is absent.
	if err := checkin.Pending(ev, r); err != nil {
		return Paired{}, err
	}
	// Unfinished games come first: they also change the scores a pairing
	// works from, and they are what the arbiter must see.
	ready := tournament.ReadyToPair(ev, r)
	if ready != nil && !override {
		return Paired{}, ready
	}
	pair := tournament.PairRoundRobin
	if ev.Settings.System.IndividualSwiss() {
		pair = func(ev *tournament.Event, r int) (tournament.Round, error) { return pairing.PairSwiss(ev, r, opts) }
	}
	rd, err := pair(ev, r)
	if err != nil {
		return Paired{}, err
	}
	return Paired{Round: rd, Overridden: ready != nil, unfinished: len(tournament.Unfinished(ev, r))}, nil
}

// savePlayers saves a round of players in one transaction.
func savePlayers(s *Store, p Paired) (Paired, error) {
	r := p.Round.Number
	return p, s.Batch(func(tx *Tx) error {
		if p.Overridden {
			tx.Note("event.override", "round", r, "unfinished", p.unfinished)
		}
		return tx.SaveRound(p.Round, false)
	})
}

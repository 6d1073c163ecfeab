package store

import (
	"fmt"

	"arbiter/tournament"
	"arbiter/tournament/pairing"
)

// Pairer makes round r of an event: the round-robin table, the Dutch
// system, or whatever the event's system is.
type Pairer func(ev *tournament.Event, r int) (tournament.Round, error)

// Paired is a round made and not yet saved, or as Pair saved it.
type Paired struct {
	Round tournament.Round
	// Matches are a team round's matches (Pair), whose boards are its
	// games.
	Matches []tournament.TeamMatch
	// Overridden: earlier games were unfinished and the arbiter paired
	// anyway, which the log records.
	Overridden bool
	unfinished int
}

// MakeRound makes round r of ev without saving it. Earlier unfinished
// games refuse the pairing unless override is set. It reads only ev, so
// that a front end may make a large round off its window's goroutine
// from a copy of the event, and save it with SavePaired.
func MakeRound(ev *tournament.Event, r int, override bool, pair Pairer) (Paired, error) {
	// An open check-in has not yet said who is absent.
	if err := tournament.CheckInPending(ev, r); err != nil {
		return Paired{}, err
	}
	// Unfinished games come first: they also change the scores a pairing
	// works from, and they are what the arbiter must see.
	ready := tournament.ReadyToPair(ev, r)
	if ready != nil && !override {
		return Paired{}, ready
	}
	rd, err := pair(ev, r)
	if err != nil {
		return Paired{}, err
	}
	return Paired{Round: rd, Overridden: ready != nil, unfinished: len(tournament.Unfinished(ev, r))}, nil
}

// SavePaired saves a round MakeRound made as one action, the file backed
// up first, so that the arbiter can go back to the state before the
// pairing.
func (s *Store) SavePaired(p Paired) error {
	r := p.Round.Number
	if _, err := s.Backup(fmt.Sprintf("before-round-%d", r)); err != nil {
		return err
	}
	return s.Batch(func(tx *Tx) error {
		if p.Overridden {
			tx.Note("event.override", "round", r, "unfinished", p.unfinished)
		}
		return tx.SaveRound(p.Round, false)
	})
}

// PairRound makes round r and saves it (MakeRound, then SavePaired).
func (s *Store) PairRound(ev *tournament.Event, r int, override bool, pair Pairer) (Paired, error) {
	p, err := MakeRound(ev, r, override, pair)
	if err != nil {
		return Paired{}, err
	}
	return p, s.SavePaired(p)
}

// PairerFor returns the pairing of a system: the round-robin tables, or the
// Dutch system with the event's Swiss options as stored in the file.
func (s *Store) PairerFor(sys tournament.System) (Pairer, error) {
	if !sys.IndividualSwiss() {
		return tournament.PairRoundRobin, nil
	}
	opts, err := s.SwissOptions()
	if err != nil {
		return nil, err
	}
	return func(ev *tournament.Event, r int) (tournament.Round, error) {
		return pairing.PairSwiss(ev, r, opts)
	}, nil
}

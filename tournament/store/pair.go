package store

import (
	"fmt"

	"arbiter/tournament"
)

// Pairer makes round r of an event: the round-robin table, the Dutch
// system, or whatever the event's system is.
type Pairer func(ev *tournament.Event, r int) (tournament.Round, error)

// PairRound pairs round r and saves it as one action. Earlier unfinished
// games refuse the pairing unless override is set, which the audit log
// records; the file is backed up first, so that the arbiter can go back to
// the state before the pairing. It returns the round and whether the
// override was used.
func (s *Store) PairRound(ev *tournament.Event, r int, override bool, pair Pairer) (tournament.Round, bool, error) {
	// Unfinished games come first: they also change the scores a pairing
	// works from, and they are what the arbiter must see.
	ready := tournament.ReadyToPair(ev, r)
	if ready != nil && !override {
		return tournament.Round{}, false, ready
	}
	rd, err := pair(ev, r)
	if err != nil {
		return tournament.Round{}, false, err
	}
	if _, err := s.Backup(fmt.Sprintf("before-round-%d", r)); err != nil {
		return tournament.Round{}, false, err
	}
	err = s.Batch(func(tx *Tx) error {
		if ready != nil {
			tx.Note("event.override", "round", r, "unfinished", len(tournament.Unfinished(ev, r)))
		}
		return tx.SaveRound(rd, false)
	})
	return rd, ready != nil, err
}

// PairerFor returns the pairing of a system: the round-robin tables, or the
// Dutch system with the event's Swiss options as stored in the file.
func (s *Store) PairerFor(sys tournament.System) (Pairer, error) {
	if sys != tournament.SwissDutch {
		return tournament.PairRoundRobin, nil
	}
	opts, err := s.SwissOptions()
	if err != nil {
		return nil, err
	}
	return func(ev *tournament.Event, r int) (tournament.Round, error) {
		return tournament.PairSwiss(ev, r, opts)
	}, nil
}

package printing

import (
	"io"

	"arbiter/tournament"
)

// RoundPack prints everything the desk needs before a round in one PDF:
// the pairing list (by board and by name), a result slip for every board
// and a pre-filled scoresheet for both players of every board.
func RoundPack(w io.Writer, ev *tournament.Event, round int, opt Options) error {
	s, err := newSheet(ev, opt)
	if err != nil {
		return err
	}
	if err := s.pairings(round); err != nil {
		return err
	}
	if err := s.slips(round); err != nil {
		return err
	}
	// Each player keeps a scoresheet and hands one in: two per board.
	for range 2 {
		if err := s.roundScoresheets(round); err != nil {
			return err
		}
	}
	return s.finish(w)
}

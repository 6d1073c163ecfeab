package cli

import (
	"errors"

	"arbiter/cli/cmdline"
	"arbiter/engine/clock"
	"arbiter/tournament/store"
)

func init() { cmdline.ProvideEventGame(readEventGame) }

// readEventGame reads the game of the event file at path that a ruling
// names (ruling --event FILE --round R --board B).
func readEventGame(path string, round, board int) (*cmdline.EventGame, error) {
	eg := &cmdline.EventGame{}
	err := WithStoreRO(path, func(s *store.Store) error {
		ev, err := s.Event()
		if err != nil {
			return err
		}
		// A bye's number is a board the round lacks (FindPairing).
		p, err := ev.FindPairing(round, board)
		if err != nil {
			return cmdline.BadValue(err)
		}
		eg.Settings = ev.Settings
		eg.Refused = p.Result.RulingRefused(p.Round, p.Board)
		// The game's control is the one its clock ran on at the desk,
		// else the event's.
		control := ev.Settings.TimeControl
		rec, err := s.GameAt(round, board)
		switch {
		case errors.Is(err, store.ErrNotFound):
		case err != nil:
			return err
		default:
			eg.Record = rec
			c, ok, err := s.Clock(rec.ID)
			if err != nil {
				return err
			}
			if own := c.GameControl(); ok && own != "" {
				control = own
			}
			if ok && c.Ply == len(rec.Moves) {
				// The desk's clock as it last read in the position ruled on.
				eg.Clock = &c
			}
		}
		if g, _ := ev.Settings.GameTypeInForce(); control == "" || control == ev.Settings.TimeControl && g.ControlUnread {
			// Without one, or with the event's that does not read, the
			// game type is the event's, as the desk's clock takes it
			// (Settings.ClockControl); the err left from a board with no
			// game at the desk is not the command's.
			return nil
		}
		if eg.Control, err = clock.Parse(control); err != nil {
			return err
		}
		if eg.Clock != nil {
			// A reading under another control (the event's before it
			// changed) tells nothing of the times under this one.
			if ran, err := clock.Parse(eg.Clock.Control); err != nil || ran.String() != eg.Control.String() {
				eg.Clock = nil
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return eg, nil
}

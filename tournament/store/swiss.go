package store

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"arbiter/tournament"
	"arbiter/tournament/pairing"
)

// swissOptionsKey is the meta row holding a Swiss event's pairing options
// (Baku acceleration, forbidden pairs) as JSON; a file without the row has
// none, so no schema step is needed.
const swissOptionsKey = "swiss-options"

// schemaForbiddenFrom: a pair kept apart (the Swiss options' players, a
// team Swiss's teams) carries the round it is kept apart from, where that
// is after the first (tournament.PairFrom, the options' "forbidden_from"):
// forbidden once a round was paired, from the next; read from a report's
// 260 record, from its first round. No row changes here: the round of a
// pair an older file's log tells is read from it as the step is taken
// (schemaForbiddenFromFromLog, which an older build read from the log on
// every export), and the others are kept apart from round 1, as its
// options said. A build older than the step, which would keep such a pair
// apart in every round and drop its round when it saves the options, does
// not open the file.
const schemaForbiddenFrom = `
-- The options' JSON gains "forbidden_from" where a pair has a round.
`

// schemaForbiddenFromFixed: a pair kept apart from a round after the
// first tells whether that round is fixed (tournament.PairFrom.Fixed, the
// options' "fixed"): a report's 260 record starting after its round to
// pair, which keeps its round when the rounds before it are taken back,
// where a pair the arbiter kept apart from the next round to pair follows
// them back. No row changes here: an older file's pairs follow the rounds
// taken back, as they did. A build older than the step, which would move
// a fixed pair's round back and drop "fixed" when it saves the options,
// does not open the file.
const schemaForbiddenFromFixed = `
-- The options' JSON gains "fixed" on a pair of "forbidden_from".
`

// SwissOptions reads the Swiss pairing options.
func (s *Store) SwissOptions() (tournament.SwissOptions, error) { return readOne(s, loadSwissOptions) }

// SwissOptions reads the Swiss pairing options as the action sees them.
func (tx *Tx) SwissOptions() (tournament.SwissOptions, error) { return loadSwissOptions(tx.tx) }

func loadSwissOptions(q queryer) (tournament.SwissOptions, error) {
	var o tournament.SwissOptions
	return o, loadMetaJSON(q, swissOptionsKey, &o)
}

// SetSwissOptions replaces the Swiss pairing options (undoable like every
// action).
func (tx *Tx) SetSwissOptions(o tournament.SwissOptions) error {
	if err := tx.saveMetaJSON(swissOptionsKey, o); err != nil {
		return err
	}
	tx.step("swisscli.options", "baku", o.Baku, "forbidden", len(o.Forbidden))
	return nil
}

// takenBackFrom mends the options that name rounds once the rounds from
// next are taken back, next the round to pair again. A pair kept apart
// (the Swiss options' players, a team event's teams) from a round after
// next is kept apart from next: the arbiter kept them apart from the next
// round to pair, and the boards that were paired with them free to meet
// are gone. A pair whose round is fixed (a report's 260 starting after
// its round to pair) keeps it: the rounds before were to be paired with
// the pair free to meet. A report's spelling of a round from next (a game
// without colours, a forfeit bye) goes with the round: the round paired
// anew is Arbiter's, and its export writes it as Arbiter writes it.
func (tx *Tx) takenBackFrom(next int) error {
	upTo := func(from []tournament.PairFrom) ([]tournament.PairFrom, bool) {
		later := slices.ContainsFunc(from, func(f tournament.PairFrom) bool { return f.Round > next && !f.Fixed })
		if !later {
			return from, false
		}
		from = slices.Clone(from)
		for i := range from {
			if !from[i].Fixed {
				from[i].Round = min(from[i].Round, next)
			}
		}
		return slices.DeleteFunc(from, func(f tournament.PairFrom) bool { return f.Round <= 1 }), true
	}
	opts, err := tx.SwissOptions()
	if err != nil {
		return err
	}
	from, changed := upTo(opts.ForbiddenFrom)
	uncoloured := slices.DeleteFunc(slices.Clone(opts.Uncoloured), func(u tournament.UncolouredGame) bool { return u.Round >= next })
	byes := slices.DeleteFunc(slices.Clone(opts.ForfeitByes), func(b [2]int64) bool { return b[0] >= int64(next) })
	if changed || len(uncoloured) != len(opts.Uncoloured) || len(byes) != len(opts.ForfeitByes) {
		opts.ForbiddenFrom, opts.Uncoloured, opts.ForfeitByes = from, uncoloured, byes
		if err := tx.saveMetaJSON(swissOptionsKey, opts); err != nil {
			return err
		}
	}
	var teams tournament.TeamOptions
	if err := loadMetaJSON(tx.tx, teamOptionsKey, &teams); err != nil {
		return err
	}
	if from, changed := upTo(teams.ForbiddenFrom); changed {
		teams.ForbiddenFrom = from
		return tx.saveMetaJSON(teamOptionsKey, teams)
	}
	return nil
}

// loadMetaJSON reads the JSON of a meta row into v; a file without the
// row leaves v as it is.
// readMetaJSON is loadMetaJSON of the file, as readOne reads it.
func readMetaJSON[T any](s *Store, key string) (T, error) {
	return readOne(s, func(q queryer) (v T, err error) {
		err = loadMetaJSON(q, key, &v)
		return
	})
}

func loadMetaJSON(q queryer, key string, v any) error {
	var text string
	err := q.QueryRow(`SELECT value FROM meta WHERE key = ?`, key).Scan(&text)
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	}
	if err != nil {
		return err
	}
	if err := json.Unmarshal([]byte(text), v); err != nil {
		return fmt.Errorf("reading %s %q: %w", key, text, err)
	}
	return nil
}

// saveMetaJSON writes v as the JSON of a meta row, its before-image
// tracked for undo.
func (tx *Tx) saveMetaJSON(key string, v any) error {
	if err := tx.track("meta", "key", key); err != nil {
		return err
	}
	return writeMetaJSON(tx.tx, key, v)
}

// writeMetaJSON is saveMetaJSON without a before-image: for a row that is
// part of making the file, or a game's clock, which no undo takes back.
func writeMetaJSON(db execer, key string, v any) error {
	text, err := json.Marshal(v)
	if err != nil {
		return err
	}
	_, err = db.Exec(`INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`, key, string(text))
	return err
}

// SetSwissOptions replaces the Swiss options as the arbiter's action,
// after tournament.Event.CheckSwissOptions has found the file's own event
// can take them: the caller's copy of it may be older (a round paired
// since took a window's Baku change). A pair forbidden now is kept apart
// from the next round to pair (tournament.SwissOptions.FromNext).
func (s *Store) SetSwissOptions(opts tournament.SwissOptions) error {
	return s.Batch(func(tx *Tx) error {
		ev, err := tx.Event()
		if err != nil {
			return err
		}
		old, err := tx.SwissOptions()
		if err != nil {
			return err
		}
		if err := ev.CheckSwissOptions(old, opts); err != nil {
			return err
		}
		// A pair forbidden now is kept apart from the next round: the
		// rounds paired were paired with it free to meet.
		return tx.SetSwissOptions(opts.FromNext(old, ev.NextRound()))
	})
}

// SaveEditedRound saves the arbiter's changes to a round's pairings as one
// action: the audit log records each change as it was made (edits, in
// order) and the round as saved. A board with a result cannot have been
// changed (pairing.ExchangeOpponents and the other edits refuse it), and
// SaveRound refuses to lose one.
func (s *Store) SaveEditedRound(rd tournament.Round, edits []Step) error {
	return s.Batch(func(tx *Tx) error {
		tx.steps = append(tx.steps, edits...)
		return tx.SaveRound(rd, false)
	})
}

// Unpair removes round r's pairings as one action after a backup: only the
// last round paired, and only without results unless force is set
// (pairing.CanUnpair, judged here on the file's own event, whichever
// front end asks). A game with moves recorded at the game desk refuses it
// too (DeleteRound) unless force is set: the arbiter who takes back
// a round begun has its games played again, so the desk's records of them
// go with the round (kept in the backup, back with Undo) rather than lie
// on the boards of the round paired anew. The rulings made at its boards,
// forced or not, stay in the rulings log as the arbiter's decisions but
// leave the boards (DeleteRound, detachRulings), so that no game paired
// anew reads them; Undo gives them back. The round's requested byes are
// asked for again, so that its next pairing keeps them.
func (s *Store) Unpair(r int, force bool) error {
	ev, err := s.Event()
	if err != nil {
		return err
	}
	if err := pairing.CanUnpair(ev, r, force); err != nil {
		return err
	}
	if _, err := s.Backup(fmt.Sprintf("before-unpair-round-%d", r)); err != nil {
		return err
	}
	return s.Batch(func(tx *Tx) error {
		ev, err := tx.Event()
		if err != nil {
			return err
		}
		if err := pairing.CanUnpair(ev, r, force); err != nil {
			return err
		}
		tx.Note("swisscli.unpair", "round", r, "forced", force)
		if force {
			if err := tx.dropInPlay(r); err != nil {
				return err
			}
		}
		if err := tx.DeleteRound(r); err != nil {
			return err
		}
		return tx.setRequests(ev.UnpairedRequests(r))
	})
}

// SwapColours exchanges the colours on a board of round r as one action,
// logged as the arbiter's manual change, and returns the round saved.
func (s *Store) SwapColours(ev *tournament.Event, r, board int) (tournament.Round, error) {
	rd, err := pairing.SwapColours(ev, r, board)
	if err != nil {
		return rd, err
	}
	return rd, s.Batch(func(tx *Tx) error {
		tx.Note("swisscli.swap", "round", r, "board", board)
		return tx.SaveRound(rd, false)
	})
}

// sameJSON reports whether a and b are stored as the same meta value.
func sameJSON(a, b any) bool {
	x, errA := json.Marshal(a)
	y, errB := json.Marshal(b)
	return errA == nil && errB == nil && bytes.Equal(x, y)
}

package store

import (
	"context"
	"sync"

	"arbiter/tournament"
)

// Revision is a number that grows with every committed action (the file's
// revision, meta "revision", which every audit entry counts up, undo, redo
// and restore too, and which never goes back: the newest audit entry's id
// went back with a restore to the backup's, and came to a revision a
// reader had already seen), so that a
// reader in another connection or process can tell cheaply whether the
// event changed since it last read it. It is asked several times a second
// (the venue pages): the connection's PRAGMA data_version, which changes
// when another connection or program commits, and its total_changes(),
// which changes with its own writes, say whether anything was committed
// since the last call; only then is the revision read.
func (s *Store) Revision() (int64, error) {
	ctx := context.Background()
	c, err := s.db.Conn(ctx)
	if err != nil {
		return 0, s.ioError(s.closedOr(err))
	}
	defer c.Close()
	var conn any // the driver's connection: data_version counts per connection
	c.Raw(func(dc any) error { conn = dc; return nil })
	var seen revisionSeen
	if err := c.QueryRowContext(ctx, `SELECT data_version, total_changes() FROM pragma_data_version`).Scan(&seen.version, &seen.changes); err != nil {
		return 0, s.damaged(err)
	}
	seen.conn = conn
	s.rev.mu.Lock()
	defer s.rev.mu.Unlock()
	if s.rev.read && s.rev.seen == seen {
		return s.rev.id, nil
	}
	var id int64
	if err := c.QueryRowContext(ctx, `SELECT `+revisionSQL).Scan(&id); err != nil {
		return 0, s.damaged(err)
	}
	s.rev.read, s.rev.seen, s.rev.id = true, seen, id
	return id, nil
}

// revisionSQL is the file's revision: meta "revision", or in a file from
// before it the newest audit entry's id (which a revision starts from).
const revisionSQL = `coalesce((SELECT CAST(value AS INTEGER) FROM meta WHERE key = 'revision'), (SELECT max(id) FROM audit), 0)`

// revision is what Revision last read.
type revision struct {
	mu   sync.Mutex
	read bool
	seen revisionSeen
	id   int64
}

// revisionSeen is what tells Revision whether anything was committed.
type revisionSeen struct {
	conn             any
	version, changes int64
}

// Pairing is the pairing on a board of a round as the action sees it,
// refused when there is none, so that an action can decide on the state
// it is about to change (the venue page enters a result only on a board
// that has none) without a second reader racing it.
func (tx *Tx) Pairing(round, board int) (tournament.Pairing, error) {
	return pairingAt(tx.tx, round, board)
}

package store

// Note adds a step to the action's audit entry that changes no row but
// records why or how: the seed of a seat draw, the arbiter's override of a
// pairing check. Its message key is store.audit.ACTION like every step's.
func (tx *Tx) Note(action string, args ...any) { tx.step(action, args...) }

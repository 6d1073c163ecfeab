package tournament

import "arbiter/engine"

// errorf builds a mistake in the event's data or in what the arbiter asked
// for (an invalid player, a result for a board that does not exist, pairing
// a round too early) as an engine.Message whose key starts with "event.";
// args alternate names and values as in i18n.T. An error found at a line of
// an imported file has the key suffix ".line" and the argument "line".
func errorf(key string, args []any) *engine.Message {
	return engine.NewMessage(key, args...)
}

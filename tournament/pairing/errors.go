package pairing

import "arbiter/engine"

// errorf builds a pairing's mistake as an engine.Message, as tournament's
// errorf does; args alternate names and values as in i18n.T.
func errorf(key string, args []any) *engine.Message {
	return engine.NewMessage(key, args...)
}

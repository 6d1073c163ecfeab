package engine

// MessageKey returns the catalogue key, so that the app's translation layer
// can show engine errors in the user's language.
func (m Message) MessageKey() string { return m.Key }

// MessageArgs returns the named arguments of the message.
func (m Message) MessageArgs() map[string]any {
	args := make(map[string]any, len(m.Args))
	for k, v := range m.Args {
		args[k] = v
	}
	return args
}

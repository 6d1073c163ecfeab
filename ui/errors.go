package ui

import "fmt"

// msgError is a mistake the window itself catches (a round number that is
// not a number, a file that already exists); it carries a catalogue key
// like the errors of the lower layers, so showError translates all alike.
type msgError struct {
	key  string
	args map[string]any
}

// uiError builds a msgError; args alternate names and values.
func uiError(key string, args ...any) error {
	m := make(map[string]any, len(args)/2)
	for i := 0; i+1 < len(args); i += 2 {
		m[fmt.Sprint(args[i])] = args[i+1]
	}
	return &msgError{key: key, args: m}
}

func (e *msgError) Error() string               { return fmt.Sprintf("%s %v", e.key, e.args) }
func (e *msgError) MessageKey() string          { return e.key }
func (e *msgError) MessageArgs() map[string]any { return e.args }

package desk

import "fmt"

// msgError is a mistake the desk itself catches; it carries a catalogue
// key (desk.error.…) like the errors of the lower layers, so the window
// translates all of them alike.
type msgError struct {
	key  string
	args map[string]any
}

// deskError builds a msgError; args alternate names and values.
func deskError(key string, args ...any) error {
	m := make(map[string]any, len(args)/2)
	for i := 0; i+1 < len(args); i += 2 {
		m[fmt.Sprint(args[i])] = args[i+1]
	}
	return &msgError{key: key, args: m}
}

func (e *msgError) Error() string               { return fmt.Sprintf("%s %v", e.key, e.args) }
func (e *msgError) MessageKey() string          { return e.key }
func (e *msgError) MessageArgs() map[string]any { return e.args }

package tournament

import (
	"fmt"
	"strconv"
)

// Error is a mistake in the event's data or in what the arbiter asked for
// (an invalid player, a result for a board that does not exist, pairing a
// round too early). Key and Args name the message for translation (keys
// start with "event."); Error gives the English text. Line is the input
// line for errors found while importing a file, 0 otherwise; when it is set
// the message key gains the suffix ".line" and Args holds "line".
type Error struct {
	Key  string
	Args map[string]any
	Line int
	text string
}

func (e *Error) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("line %d: %s", e.Line, e.text)
	}
	return e.text
}

// MessageKey returns the catalogue key of the message.
func (e *Error) MessageKey() string {
	if e.Line > 0 {
		return e.Key + ".line"
	}
	return e.Key
}

// MessageArgs returns the named arguments of the message.
func (e *Error) MessageArgs() map[string]any {
	m := make(map[string]any, len(e.Args)+1)
	for k, v := range e.Args {
		m[k] = v
	}
	if e.Line > 0 {
		m["line"] = strconv.Itoa(e.Line)
	}
	return m
}

// errorf builds an Error; args alternate names and values as in i18n.T.
func errorf(key string, args []any, format string, a ...any) *Error {
	m := make(map[string]any, len(args)/2)
	for i := 0; i+1 < len(args); i += 2 {
		m[fmt.Sprint(args[i])] = args[i+1]
	}
	return &Error{Key: key, Args: m, text: fmt.Sprintf(format, a...)}
}

// atLine returns a copy of err placed at an input line.
func atLine(err error, line int) error {
	if e, ok := err.(*Error); ok {
		c := *e
		c.Line = line
		return &c
	}
	return fmt.Errorf("line %d: %w", line, err)
}

func itoa(n int) string { return strconv.Itoa(n) }

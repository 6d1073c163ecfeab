package tournament

import (
	"fmt"
	"maps"
	"strconv"
	"strings"

	"arbiter/engine"
)

// Error is a mistake in the event's data or in what the arbiter asked for
// (an invalid player, a result for a board that does not exist, pairing a
// round too early): the engine's one keyed error type, with keys that
// start with "event.". An error found at a line of an imported file has
// the key suffix ".line" and the argument "line".
type Error = engine.Message

// errorf builds an Error; args alternate names and values as in i18n.T.
// Its text is the catalogue's.
func errorf(key string, args []any) *Error {
	return engine.NewMessage(key, args...)
}

// atLine returns err placed at an input line: a copy under the ".line"
// key for the event's own errors, a wrapped error otherwise.
func atLine(err error, line int) error {
	if e, ok := err.(*Error); ok && strings.HasPrefix(e.Key, "event.") && !strings.HasSuffix(e.Key, ".line") {
		args := maps.Clone(e.Args)
		if args == nil {
			args = map[string]any{}
		}
		args["line"] = strconv.Itoa(line)
		return &Error{Key: e.Key + ".line", Args: args}
	}
	return fmt.Errorf("line %d: %w", line, err)
}

// Note is one thing an import did not keep, did not read as written, or
// changed (a record Arbiter has no place for, a club code in the
// federation column, a points column the results disagree with), as the
// catalogue says it, so that nothing an import does is silent. The CLI
// prints an import's notes; the window shows them.
type Note = engine.Message

// note builds a Note; args alternate names and values as in errorf.
func note(key string, args ...any) Note {
	n := Note{Key: key, Args: make(map[string]any, len(args)/2)}
	for k, v := range engine.Args(args...) {
		n.Args[k] = fmt.Sprint(v)
	}
	return n
}

func itoa(n int) string { return strconv.Itoa(n) }

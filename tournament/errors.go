package tournament

import (
	"fmt"
	"maps"
	"strconv"
	"strings"

	"arbiter/engine"
)

// errorf builds a mistake in the event's data or in what the arbiter asked
// for (an invalid player, a result for a board that does not exist, pairing
// a round too early) as an engine.Message whose key starts with "event.";
// args alternate names and values as in i18n.T. An error found at a line of
// an imported file has the key suffix ".line" and the argument "line".
func errorf(key string, args []any) *engine.Message {
	return engine.NewMessage(key, args...)
}

// AtLine returns err placed at an input line: a copy under the ".line"
// key for the event's own errors, a wrapped error otherwise; err itself
// where the line is not known (0, a report made in memory).
func AtLine(err error, line int) error {
	if line <= 0 {
		return err
	}
	if e, ok := err.(*engine.Message); ok && strings.HasPrefix(e.Key, "event.") && !strings.HasSuffix(e.Key, ".line") {
		args := maps.Clone(e.Args)
		if args == nil {
			args = map[string]any{}
		}
		args["line"] = strconv.Itoa(line)
		return &engine.Message{Key: e.Key + ".line", Args: args}
	}
	return fmt.Errorf("line %d: %w", line, err)
}

func itoa(n int) string { return strconv.Itoa(n) }

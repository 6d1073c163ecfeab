package input

import (
	"fmt"
	"maps"
	"strconv"
	"strings"

	"arbiter/engine"
)

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

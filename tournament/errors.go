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

// atLine returns err placed at an input line: a copy under the ".line"
// key for the event's own errors, a wrapped error otherwise.
func atLine(err error, line int) error {
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

// note builds an import's note: one thing an import did not keep, did not
// read as written, or changed (a record Arbiter has no place for, a club
// code in the federation column, a points column the results disagree
// with), as the catalogue says it, so that nothing an import does is
// silent. The CLI prints an import's notes; the window shows them. args
// alternate names and values as in errorf.
func note(key string, args ...any) engine.Message {
	n := engine.Message{Key: key, Args: make(map[string]any, len(args)/2)}
	for k, v := range engine.Args(args...) {
		n.Args[k] = fmt.Sprint(v)
	}
	return n
}

// noteKind tells apart the notes a caller acts on (a team import drops
// the blank-bye notes, since a team event's byes are the teams').
type noteKind uint8

const blankByesNote noteKind = 1 // event.trf.blankbyes: an individual's blank rounds read as byes

func itoa(n int) string { return strconv.Itoa(n) }

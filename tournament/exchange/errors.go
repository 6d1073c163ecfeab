package exchange

import (
	"fmt"

	"arbiter/engine"
)

// note builds an import's note: one thing an import did not keep, did not
// read as written, or changed (a record Arbiter has no place for, a club
// code in the federation column, a points column the results disagree
// with), as the catalogue says it, so that nothing an import does is
// silent. The CLI prints an import's notes; the window shows them. args
// alternate names and values as in engine.NewMessage.
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

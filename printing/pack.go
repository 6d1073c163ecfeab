package printing

import (
	"io"

	"arbiter/tournament"
)

// RoundPack prints everything the desk needs before a round in one PDF:
// the pairing list (by board and by name), a result slip for every board
// and a pre-filled scoresheet for both players of every board.
func RoundPack(w io.Writer, ev *tournament.Event, round int, opt Options) error {
	sheets := ofRound((*sheet).roundScoresheets, round)
	// Each player keeps a scoresheet and hands one in: two per board.
	return render(w, ev, opt, ofRound((*sheet).pairings, round), ofRound((*sheet).slips, round), sheets, sheets)
}

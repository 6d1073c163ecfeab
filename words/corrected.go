package words

import (
	"arbiter/i18n"
	"arbiter/tournament"
)

// PairedOnEarlierResult says, when a result of round is changed, that the
// rounds of a Swiss paired after it were paired on the result it had and
// stand: the Swiss pairs each round on the scores, and a correction pairs
// nothing again (the arbiter unpairs a round not begun to have it paired
// on the new scores, which is said of the last round while it has no
// result), and that the last round's pairings posted show the points
// before the correction. Empty when no later round is paired or the system's
// pairings do not follow the scores (a round robin's table). The window's
// question before a change and the command line's answer say it alike.
func PairedOnEarlierResult(cat *i18n.Catalog, ev *tournament.Event, round int) string {
	last := ev.PairedRounds()
	if !ev.Settings.System.PairedByScores() || round >= last {
		return ""
	}
	// The last round's pairings, posted, print each player's points
	// before it: the corrected two's are no longer right.
	reprint := " " + cat.T("live.correct.reprint", "round", last)
	if round+1 == last {
		said := cat.T("live.correct.paired", "round", last) + reprint
		if !ev.Rounds[last-1].HasResults() {
			// Un-pairing loses nothing yet (pairing.CanUnpair).
			said += " " + cat.T("live.correct.repair", "round", last)
		}
		return said
	}
	return cat.T("live.correct.paired.many", "from", round+1, "to", last) + reprint
}

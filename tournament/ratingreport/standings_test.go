package ratingreport

import (
	"testing"

	"arbiter/internal/testevent"
	"arbiter/tournament"
	"arbiter/tournament/standings"
)

// unratedFirstBoard is a Swiss of 14 after its 7 rounds, round 7's board 1
// ended before a move (TRF W, D, L): the game counts in the TPR
// tie-break (C.07 art. 16) and not in the rating report.
func unratedFirstBoard(t *testing.T) *tournament.Event {
	t.Helper()
	ev := testevent.Swiss(t, 14, 7, false)
	ev.Rounds[6].Pairings[0].Unrated = true
	return ev
}

// TestStandingsPerformanceIsTheRatingReportsOrTheTieBreak: the final
// standings show beside their tie-breaks the performance `arbiter ratings`
// gives (Of: the winner's 2331, round 7's game left out), never the TPR
// tie-break's figure (2384, the game counted) under another name; where
// TPR is one of the tie-breaks its column is the performance shown, and
// no other is.
func TestStandingsPerformanceIsTheRatingReportsOrTheTieBreak(t *testing.T) {
	ev := unratedFirstBoard(t)
	report := map[int64]int{}
	for _, r := range Of(ev, tournament.RatingOptions{}) {
		report[r.ID] = r.TPR
	}
	st := standings.Of(ev)
	perf := StandingsPerformance(ev, st)
	if len(perf) != len(st.Rows) {
		t.Fatalf("%d performances for %d rows: %v", len(perf), len(st.Rows), perf)
	}
	for _, r := range st.Rows {
		if perf[r.ID] != report[r.ID] {
			t.Errorf("%s: performance %d beside the tie-breaks, %d in the rating report", r.Name, perf[r.ID], report[r.ID])
		}
	}
	first := st.Rows[0]
	if got := perf[first.ID]; got != 2331 {
		t.Errorf("%s, first: performance %d, want the rating report's 2331", first.Name, got)
	}

	ev.Settings.TieBreaks = append(ev.Settings.TieBreaks, "tpr")
	st = standings.Of(ev)
	if perf := StandingsPerformance(ev, st); perf != nil {
		t.Errorf("TPR a tie-break: another performance shown beside it: %v", perf)
	}
	if got := st.Rows[0].TieBreaks[len(st.Rows[0].TieBreaks)-1].Text; st.Rows[0].ID != first.ID || got != "2384" {
		t.Errorf("%s, first: TPR tie-break %s, want 2384 (round 7's game counted)", st.Rows[0].Name, got)
	}
}

// TestStandingsPerformanceOnlyAtTheEnd: before the last round is complete
// no performance is shown beside the tie-breaks, where it would be read as
// the event's.
func TestStandingsPerformanceOnlyAtTheEnd(t *testing.T) {
	ev := testevent.Swiss(t, 14, 6, false)
	ev.Settings.Rounds = 7
	if perf := StandingsPerformance(ev, standings.Of(ev)); perf != nil {
		t.Errorf("after round 6 of 7: performances %v", perf)
	}
}

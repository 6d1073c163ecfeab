package standings_test

import (
	"slices"
	"testing"

	"arbiter/internal/testfield"
	"arbiter/tournament/standings"
)

// A game that ended before each player had made a move is reported in TRF
// as W, D or L ("not rated", TRF-16 and TRF-2026) instead of 1, = or 0. It
// was played over the board, so it is a game for the standings and the
// tie-breaks (C.07 counts as unplayed only forfeits, byes and absences,
// art. 16), but it is not sent for rating (testfield.Unrated).
func TestUnratedGamesCountAsPlayed(t *testing.T) {
	// Seat 1 (1½): WON 1 (the unrated win is a game won over the board),
	// BPG 1 (the draw with Black), ARO over both opponents: (2020 +
	// 2040) / 2 = 2030. Seat 4 (1½): WON 1, BPG 1 (round 1), ARO (2030 +
	// 2010) / 2 = 2020.
	got := map[int64][]float64{}
	for _, r := range standings.Of(testfield.Unrated()).Rows {
		for _, v := range r.TieBreaks {
			got[r.ID] = append(got[r.ID], v.Value)
		}
	}
	if want := []float64{1, 1, 2030}; !slices.Equal(got[101], want) {
		t.Errorf("seat 1: %v, want %v", got[101], want)
	}
	if want := []float64{1, 1, 2020}; !slices.Equal(got[104], want) {
		t.Errorf("seat 4: %v, want %v", got[104], want)
	}
}

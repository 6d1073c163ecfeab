package swiss

import "testing"

// TestBurstein1_7_2AbsentOpponentsZeroByesCountAsDraws pins 1.7.2 under a
// scoring that gives an absence points: an opponent absent ever since
// counts, for his opponents' Index, as if each trailing zero-point bye
// were a draw, so the points his absence scored are replaced by a draw's,
// not added to it.
func TestBurstein1_7_2AbsentOpponentsZeroByesCountAsDraws(t *testing.T) {
	scoring := DefaultScoring
	scoring.ZeroBye = 2
	in := Input{Round: 4, TotalRounds: 5, InitialColour: White, Scoring: scoring, Players: []Player{
		{ID: 1, History: []Round{
			{Kind: Played, Opponent: 2, Colour: White, Points: 10},
			{Kind: Played, Opponent: 3, Colour: Black, Points: 10},
			{Kind: Played, Opponent: 4, Colour: White, Points: 0}}},
		// Lost to 1, then absent ever since: two zero-point byes worth 2
		// each, 4 points, where the Index counts two draws, 10.
		{ID: 2, History: []Round{
			{Kind: Played, Opponent: 1, Colour: Black, Points: 0},
			{Kind: ZeroBye, Points: 2},
			{Kind: ZeroBye, Points: 2}}, Absent: true},
		{ID: 3, History: []Round{
			{Kind: Played, Opponent: 4, Colour: White, Points: 5},
			{Kind: Played, Opponent: 1, Colour: White, Points: 0},
			{Kind: Played, Opponent: 5, Colour: Black, Points: 10}}},
		{ID: 4, History: []Round{
			{Kind: Played, Opponent: 3, Colour: Black, Points: 5},
			{Kind: Played, Opponent: 5, Colour: White, Points: 10},
			{Kind: Played, Opponent: 1, Colour: Black, Points: 10}}},
		{ID: 5, History: []Round{
			{Kind: PairingBye, Points: 10},
			{Kind: Played, Opponent: 4, Colour: Black, Points: 0},
			{Kind: Played, Opponent: 3, Colour: White, Points: 0}}},
	}}
	d, err := newDutch(in)
	if err != nil {
		t.Fatal(err)
	}
	if got := d.byID[2].score; got != 4 {
		t.Fatalf("player 2 scores %d tenths, want 4 (his absences' points)", got)
	}
	buchholz, sb := burstein1_7Index(d)
	// Player 1 met 2 (counted at 0+5+5 = 10), 3 (15) and 4 (25).
	if got, want := buchholz[1], 10+15+25; got != want {
		t.Errorf("player 1's Buchholz %d, want %d", got, want)
	}
	if got, want := sb[1], 10*10+15*10+25*0; got != want {
		t.Errorf("player 1's Sonneborn-Berger %d, want %d", got, want)
	}
	// Player 2's own unplayed rounds count as games against himself, at
	// the points he has (1.7.2), and the absence is not his opponents'.
	if got, want := buchholz[2], 20+4+4; got != want {
		t.Errorf("player 2's Buchholz %d, want %d", got, want)
	}
}

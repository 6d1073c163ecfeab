package swiss

import "testing"

// TestDubovLowerApartWhenTheLowerPlayersCanComplete pins dubovLowerApart's
// contract: where the lower players can complete the pairing whichever of
// them float up (Dirac's condition), it chooses the bracket's upfloaters
// (3.2.2) on the graph of the residents' pairs alone and returns the
// bracket's players. Seven players before any game, their scores set by
// hand: three residents on 1, four lower players on 0 who may all meet
// each other: one of them floats up, and the bracket is the three
// residents and him.
func TestDubovLowerApartWhenTheLowerPlayersCanComplete(t *testing.T) {
	d, r := freshDubov(t, 7)
	scores := []int{10, 10, 10, 0, 0, 0, 0}
	var ps []*dubovPlayer
	for v, s := range d.sorted {
		ps = append(ps, &dubovPlayer{s: s, v: v, score: scores[v], points: scores[v]})
	}
	b, players := r.dubovLowerApart(ps)
	if b == nil {
		t.Fatal("the four lower players, who may all meet, can complete the pairing, but the upfloaters were not chosen apart")
	}
	defer b.m.GiveTables(&r.spare)
	residents, up := 0, 0
	for _, v := range players {
		if b.resident[v] {
			residents++
		} else {
			up++
		}
	}
	if residents != 3 || up != 1 {
		t.Errorf("the bracket's players: %d residents and %d upfloaters, want 3 and 1", residents, up)
	}
}

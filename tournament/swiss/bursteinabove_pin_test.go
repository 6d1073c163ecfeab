package swiss

import "testing"

// TestBursteinAbovePairsWhenThoseBelowCanComplete pins bursteinAbove's
// contract: where the players below the bracket's next score can complete
// the pairing (Dirac's condition on them and those the bracket leaves), it
// pairs the bracket on the graph of the players of its next score and
// above alone. Six players before any game, their scores set by hand: two
// on 2 (the bracket), two on 1 (the next score), two on 0 below, who may
// meet each other: the bracket pairs its two residents together.
func TestBursteinAbovePairsWhenThoseBelowCanComplete(t *testing.T) {
	d, r := freshDubov(t, 6)
	scores := []int{20, 20, 10, 10, 0, 0}
	var ps []*dubovPlayer
	for v, s := range d.sorted {
		ps = append(ps, &dubovPlayer{s: s, v: v, score: scores[v]})
	}
	out, ok := r.bursteinAbove(ps, 20, 10)
	if !ok {
		t.Fatal("the two players below, who may meet, can complete the pairing, but the bracket was not paired above them")
	}
	if len(out) != 1 || out[0][0].score != 20 || out[0][1] == nil || out[0][1].score != 20 {
		t.Errorf("the bracket's pairs: %v, want its two residents together", out)
	}
}

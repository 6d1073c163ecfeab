package swiss

import "testing"

// TestPackingJoinsARunThatFillsAWordExactly: runs of fields that lie
// together in both layouts are joined up to a whole 64-bit word, the word
// itself included. In round 3 of a simulated 9-player event, with every
// score level kept, the fields from bit 7 on lie together; the first 62
// bits of them and the next 2-bit field fill a word, and move as one
// segment.
func TestPackingJoinsARunThatFillsAWordExactly(t *testing.T) {
	d := simulatedRun(t, 9, 2, 9, 1)
	scores := map[int]bool{}
	for _, s := range d.score {
		scores[s] = true
	}
	p := d.newPacking(scores)
	if p.none {
		t.Fatal("weights left unpacked")
	}
	words := 0
	for i, sg := range p.segs {
		if sg.width == 64 {
			words++
		}
		if i+1 < len(p.segs) {
			next := p.segs[i+1]
			if sg.from+sg.width == next.from && sg.to+sg.width == next.to && sg.width+next.width <= 64 {
				t.Errorf("segments %+v and %+v lie together within a word but move apart", sg, next)
			}
		}
	}
	if words == 0 {
		t.Errorf("no run fills a whole word: %+v", p.segs)
	}
}

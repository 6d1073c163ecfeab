package venue

import (
	"testing"
	"time"
)

// Spent tokens are remembered only until they expire: after more than
// ten thousand honest forms, sent one a second or all in one second,
// every one is accepted, a replay is still refused, and the tokens held
// are no more than a token's life of them.
func TestSpentTokensStayBoundedAndHonestFormsPass(t *testing.T) {
	const forms = 12000
	phone := []string{"192.168.1.20"}
	for _, step := range []time.Duration{time.Second, 0} {
		d := newDeputy(Options{})
		d.pin = "246813"
		t0 := time.Date(2026, 4, 1, 9, 0, 0, 0, time.UTC)
		most, first := 0, ""
		for i := range forms {
			now := t0.Add(time.Duration(i) * step)
			tok := d.token(now)
			if i == 0 {
				first = tok
			}
			g, ref := d.reserve(tok, phone, now)
			if ref != nil {
				t.Fatalf("step %v: form %d refused: %v", step, i+1, ref.err)
			}
			if _, right, _ := d.check(g, "246813"); !right {
				t.Fatalf("step %v: form %d: the right PIN refused", step, i+1)
			}
			if _, ref := d.reserve(tok, phone, now); ref == nil {
				t.Fatalf("step %v: form %d accepted twice", step, i+1)
			}
			most = max(most, len(d.spent))
		}
		if _, ref := d.reserve(first, phone, t0.Add(time.Duration(forms)*step)); ref == nil {
			t.Errorf("step %v: the first form accepted again at the end", step)
		}
		bound := forms
		if step > 0 {
			bound = int((tokenLife+sweepEvery)/step) + 1
		}
		t.Logf("step %v: %d forms accepted, at most %d tokens held", step, forms, most)
		if most > bound {
			t.Errorf("step %v: %d tokens held, want at most %d", step, most, bound)
		}
	}
}

package engine

import (
	"math"
	"testing"
	"time"
)

// The guided search stops for a narrow world at a count of its own, the
// same whether the breadth-first search beside it is ahead of its pace or
// behind it: ahead, a narrow world it reached past the pace is not seen
// yet; behind, the guided search waits for it.
func TestHandoverDecidesByCountNotByTiming(t *testing.T) {
	const start = 50_000
	at := func(nodes int) *helpSearch {
		return &helpSearch{hand: newHandover(start, 3, 2), nodes: nodes}
	}
	// 4,096 guided positions after the start: the pace is 6,144.
	s := at(start + 4096)
	s.hand.narrowAt.Store(6_144)
	s.hand.publish(math.MaxInt64)
	if !s.narrowed() || !s.stopped() {
		t.Error("narrow at the pace: the guided search goes on")
	}
	s = at(start + 4096)
	s.hand.narrowAt.Store(6_145)
	s.hand.publish(1_000_000)
	if s.narrowed() || s.stopped() {
		t.Error("narrow past the pace, the breadth-first search ahead: the guided search stopped early")
	}
	if s.nextSync != start+2*4096 {
		t.Errorf("next asked at %d, want %d", s.nextSync, start+2*4096)
	}
	s = at(start + 4096)
	s.hand.publish(100)
	go func() {
		time.Sleep(20 * time.Millisecond)
		s.hand.narrowAt.Store(5_000)
		s.hand.publish(5_100)
		time.Sleep(20 * time.Millisecond)
		s.hand.publish(7_000)
	}()
	if !s.narrowed() {
		t.Error("the breadth-first search behind: the guided search did not wait for it")
	}
}

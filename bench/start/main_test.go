package main

import "testing"

// Over every two turns each program follows each other program's exit
// equally often and never its own, whether two or three take turns: a
// program that always ran right after the same other one measured up to a
// tenth slower or faster than in the other places of the turn, so a
// fixed neighbour tilts the ratio.
func TestEachProgramFollowsEachOtherEquallyOften(t *testing.T) {
	for _, n := range []int{2, 3} {
		var seq []int
		for i := range 2 * n {
			seq = append(seq, order(i, n)...)
		}
		follows := map[[2]int]int{}
		for k := range seq {
			follows[[2]int{seq[(k+len(seq)-1)%len(seq)], seq[k]}]++
		}
		want := follows[[2]int{0, 1}] // 1 after 0
		for a := range n {
			for b := range n {
				got := follows[[2]int{a, b}]
				switch {
				case a == b && got != 0:
					t.Errorf("%d programs: program %d follows itself %d times", n, a, got)
				case a != b && got != want:
					t.Errorf("%d programs: %d follows %d %d times, 1 follows 0 %d times (%v)", n, b, a, got, want, seq)
				}
			}
		}
	}
}

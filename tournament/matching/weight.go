package matching

import (
	"cmp"
	"math/bits"
)

// Words is the width of a Weight in 64-bit words: 1536 bits, which the
// widest weights its callers give need (the Dutch system's criteria of a
// 20,000-player, 13-round event). The Matcher computes only on the words
// its weights use.
const Words = 24

// Weight is an edge weight: a signed two's-complement integer of Words
// words, least significant word first.
type Weight [Words]uint64

func (a Weight) Add(b Weight) Weight {
	var c uint64
	for i := range a {
		a[i], c = bits.Add64(a[i], b[i], c)
	}
	return a
}

func (a Weight) Sub(b Weight) Weight {
	var c uint64
	for i := range a {
		a[i], c = bits.Sub64(a[i], b[i], c)
	}
	return a
}

func (a Weight) Cmp(b Weight) int {
	if x, y := int64(a[Words-1]), int64(b[Words-1]); x != y {
		if x < y {
			return -1
		}
		return 1
	}
	for i := Words - 2; i >= 0; i-- {
		if a[i] != b[i] {
			if a[i] < b[i] {
				return -1
			}
			return 1
		}
	}
	return 0
}

// IsZero is a loop, not a == Weight{}: the comparison called the runtime for
// the whole array, on every weight a bracket packs or strikes.
func (a Weight) IsZero() bool {
	for _, x := range a {
		if x != 0 {
			return false
		}
	}
	return true
}

// Shl shifts left by k bits (k < 64*Words).
func (a Weight) Shl(k uint) Weight {
	if k == 0 {
		return a
	}
	wd, bt := int(k/64), k%64
	var r Weight
	for i := Words - 1; i >= wd; i-- {
		r[i] = a[i-wd] << bt
		if bt > 0 && i-wd-1 >= 0 {
			r[i] |= a[i-wd-1] >> (64 - bt)
		}
	}
	return r
}

// The N variants work on the k least significant words only; the Matcher
// keeps all its numbers within k words, sized from the largest weight.
// addInN and subInN change a in place, for the Matcher's loops over many
// vertices, where copying whole weights would cost more than the sums.
func (a *Weight) addInN(b *Weight, k int) {
	var c uint64
	for i := 0; i < k && i < Words; i++ {
		a[i], c = bits.Add64(a[i], b[i], c)
	}
}

func (a *Weight) subInN(b *Weight, k int) {
	var c uint64
	for i := 0; i < k && i < Words; i++ {
		a[i], c = bits.Sub64(a[i], b[i], c)
	}
}

// lessP and positiveP are lessN and a test for a positive value through
// pointers, for the Matcher's scans, where copying two weights per edge
// cost more than comparing them.
func lessP(a, b *Weight, k int) bool {
	if x, y := int64(a[k-1]), int64(b[k-1]); x != y {
		return x < y
	}
	for i := k - 2; i >= 0; i-- {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

func (a *Weight) positiveP(k int) bool {
	if int64(a[k-1]) < 0 {
		return false
	}
	for i := 0; i < k; i++ {
		if a[i] != 0 {
			return true
		}
	}
	return false
}

func (a Weight) lessN(b Weight, k int) bool { return lessP(&a, &b, k) }

// cmpWords compares two signed numbers of the same number of words.
func cmpWords(a, b []uint64) int {
	k := len(a) - 1
	if x, y := int64(a[k]), int64(b[k]); x != y {
		return cmp.Compare(x, y)
	}
	for i := k - 1; i >= 0; i-- {
		if a[i] != b[i] {
			return cmp.Compare(a[i], b[i])
		}
	}
	return 0
}

func (a Weight) negativeN(k int) bool { return int64(a[k-1]) < 0 }

func (a Weight) isZeroN(k int) bool {
	for i := 0; i < k; i++ {
		if a[i] != 0 {
			return false
		}
	}
	return true
}

// halfTo puts a halved (rounded down) into the k low words of r.
func (a *Weight) halfTo(r *Weight, k int) {
	for i := 0; i < k-1; i++ {
		r[i] = a[i]>>1 | a[i+1]<<63
	}
	r[k-1] = uint64(int64(a[k-1]) >> 1)
}

// Shr shifts a non-negative weight right by k bits (k < 64).
func (a Weight) Shr(k uint) Weight {
	if k == 0 {
		return a
	}
	for i := 0; i < Words-1; i++ {
		a[i] = a[i]>>k | a[i+1]<<(64-k)
	}
	a[Words-1] >>= k
	return a
}

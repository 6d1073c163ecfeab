//go:build !purego

package engine

import "unsafe"

// prefetch asks for the cache lines at base + (at[i]&mask)<<shift, each i,
// and reads nothing the caller sees; base points to a table of mask+1
// entries of 1<<shift bytes. The searches' lookups in their large tables
// (the breadth-first search's index, the guided search's transposition
// table) mostly miss the cache: asked for together before a node's
// children are looked up one by one, the misses overlap instead of each
// waiting alone (see breadthFirst.touch, helpSearch.touchChildren). Here
// a prefetch instruction per address (prefetch_amd64.s), which, unlike a
// load, does not hold up what follows until its line arrives: the first
// child is looked up while the others' lines are on their way.
//
//go:noescape
func prefetch(base unsafe.Pointer, shift uint, mask uint32, at []uint32)

// Package lazy holds a package's table (a map, a replacer, a list
// derived from another) that is made the first time it is asked for, with
// nothing of it made before main.
//
// A sync.OnceValue kept in a package-level variable is itself made
// before main: the package's initialiser calls sync.OnceValue, which
// allocates the closure and its state, at every start, whatever the
// command, and a package with such a variable has an initialiser for Go
// to run (its code and data paged in) where it would have none. A Value
// written as a composite literal is laid out by the linker:
//
//	var titles = lazy.Value[map[string]bool]{Make: func() map[string]bool { ... }}
//
// (not lazy.Value[T]{Make: f} built by a function call, which would run
// at start again). bench/start measures what a start costs.
package lazy

import "sync"

// Value is the value Make returns, made on the first Get. A Value is not
// copied once used (it holds a sync.Once).
type Value[T any] struct {
	// Make makes the value; it is called once, by the first Get.
	Make func() T
	once sync.Once
	v    T
}

// Get returns the value, made by the first call; calls at the same time
// wait for it, as sync.OnceValue's do.
func (l *Value[T]) Get() T {
	l.once.Do(l.make)
	return l.v
}

func (l *Value[T]) make() { l.v = l.Make() }

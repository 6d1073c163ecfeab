package lazy

import (
	"sync"
	"testing"
)

var made int

var counted = Value[[]string]{Make: func() []string {
	made++
	return []string{"a", "b"}
}}

// The value is made once, by the first Get, whoever asks and however
// many ask at once.
func TestMadeOnce(t *testing.T) {
	if made != 0 {
		t.Fatalf("made %d times before it was asked for", made)
	}
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			if got := counted.Get(); len(got) != 2 || got[0] != "a" {
				t.Errorf("Get = %v", got)
			}
		})
	}
	wg.Wait()
	if made != 1 {
		t.Errorf("made %d times, want once", made)
	}
}

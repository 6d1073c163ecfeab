package testpairs

import (
	"testing"

	"arbiter/internal/shareddata"
	"arbiter/internal/testevent"
	"arbiter/tournament/swiss"
)

// TestText checks the pairing programs' text on a reference round: the
// number of pairs, then one "white black" line per board, the bye as "id 0".
func TestText(t *testing.T) {
	tr := testevent.ReadTRF(t, shareddata.Path(t, "data/swiss-dutch/d_7_1.trf"))
	got, err := Text(tr, 4, swiss.Pairing)
	if err != nil {
		t.Fatal(err)
	}
	// Round 4 of d_7_1: 3 has the bye; boards by score.
	want := "4\n3 1\n2 6\n5 7\n4 0\n"
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

package cli

import (
	"regexp"
	"strings"
	"testing"
)

func TestPerftCommand(t *testing.T) {
	tests := []struct {
		args []string
		want string
		code int
	}{
		{[]string{"perft", "--depth", "3"}, "8902", 0},
		{[]string{"perft", "--fen", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "--depth", "2"}, "2039", 0},
		{[]string{"perft", "--chess960", "518", "--depth", "2"}, "400", 0},
		{[]string{"perft", "--depth", "1", "--divide"}, "e2e4: 1", 0},
		{[]string{"perft", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1", "--depth", "1"}, "king", 1},
		{[]string{"perft"}, "--depth", 2},
	}
	for _, tt := range tests {
		code, out, errOut := run(t, tt.args...)
		if code != tt.code || !strings.Contains(out+errOut, tt.want) {
			t.Errorf("%v: code %d, out %q, err %q; want code %d containing %q", tt.args, code, out, errOut, tt.code, tt.want)
		}
	}
}

// The speed line writes its figures as the language writes decimals: a
// Finnish "0.0 sekunnissa" read as English inside Finnish.
func TestPerftSpeedInTheLanguagesDecimals(t *testing.T) {
	t.Setenv("ARBITER_LANG", "fi")
	code, _, errOut := run(t, "perft", "--depth", "3")
	if code != 0 {
		t.Fatalf("perft: %d %s", code, errOut)
	}
	speed := regexp.MustCompile(`^\d+ solmua (\d+,\d+) sekunnissa \((\d+,\d) M solmua/s\)\n$`)
	if !speed.MatchString(errOut) {
		t.Errorf("speed line %q, want the Finnish decimal comma", errOut)
	}
}

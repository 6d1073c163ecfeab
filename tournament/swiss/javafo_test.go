package swiss_test

import (
	"fmt"
	"strings"
	"testing"

	"arbiter/internal/testdir"
	"arbiter/internal/testpairs"
	"arbiter/tournament/swiss"
	"arbiter/tournament/trf"
)

// JaVaFo's extensions and Swiss-Manager's layout are read by pair-trf as
// bbpPairings and the import read them: each pairing wanted is
// bbpPairings' of the same report.
func TestPairTRFReadsJaVaFosExtensions(t *testing.T) {
	line := func(id int, points, cells string) string {
		return fmt.Sprintf("001 %4d      Player %-26d 2000                            %4s       %s", id, id, points, cells)
	}
	swissManager := testdir.Read(t, "../testdata/swissmanager-layout.trf")
	for _, tt := range []struct {
		name, report string
		round        int // 0: the file's round to pair
		want         string
	}{
		// bbpPairings pairs 5-4, 3-2, 1 bye: XXP 1 4 keeps 1 and 4 apart.
		{name: "XXP, Swiss-Manager's layout", report: string(swissManager), want: "3\n5 4\n3 2\n1 0\n"},
		{name: "XXP of three", report: strings.Join([]string{"XXC white1", "XXR 3", "XXP 1 2 3",
			line(1, "0.0", ""), line(2, "0.0", ""), line(3, "0.0", ""), line(4, "0.0", ""), line(5, "0.0", ""), line(6, "0.0", "")}, "\r"),
			round: 1, want: "3\n1 4\n5 2\n3 6\n"},
		// Swiss-Manager pads each line with the round to pair's blank
		// cell: the players to pair, not absences; "0000 - Z" and
		// Swiss Perfect's "     -  " are absences.
		{name: "blank padding of the round to pair", report: strings.Join([]string{"XXR 3",
			line(1, "1.0", "   3 w 1          "), line(2, "1.0", "   4 b 1          "),
			line(3, "0.0", "   1 b 0          "), line(4, "0.0", "   2 w 0          ")}, "\r"),
			want: "2\n2 1\n3 4\n"},
		{name: "absences in the round to pair", report: strings.Join([]string{"XXR 3",
			line(1, "1.0", "   3 w 1  0000 - Z"), line(2, "1.0", "   4 b 1          "),
			line(3, "0.0", "   1 b 0          "), line(4, "0.0", "   2 w 0       -  ")}, "\r"),
			want: "1\n2 3\n"},
		// A round in which nobody played (every player a bye or an
		// absence) is a round played; the next is the one to pair.
		{name: "a round of byes only", report: strings.Join([]string{"XXR 3",
			line(1, "1.5", "   3 w 1  0000 - H"), line(2, "1.5", "   4 b 1  0000 - H"),
			line(3, "0.5", "   1 b 0  0000 - H"), line(4, "0.0", "   2 w 0  0000 - Z")}, "\r"),
			want: "2\n2 1\n3 4\n"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			tr, err := trf.Parse([]byte(tt.report))
			if err != nil {
				t.Fatal(err)
			}
			round := tt.round
			if round == 0 {
				round = tr.RoundToPair()
			}
			got, err := testpairs.Text(tr, round, swiss.Pairing)
			if err != nil || got != tt.want {
				t.Errorf("round %d: %v\n%s\nwant\n%s", round, err, got, tt.want)
			}
		})
	}
}

// JaVaFo's XXA gives each player's fictitious points round by round, added
// to the 250 records' as bbpPairings adds them.
func TestFromTRFReadsXXA(t *testing.T) {
	tr, err := trf.Parse([]byte("XXR 5\rXXA    1  1.0  0.5\r250      0.5 002 002 0001 0002\r" +
		"001    1      A                                 2000                             0.0\r" +
		"001    2      B                                 1900                             0.0\r"))
	if err != nil {
		t.Fatal(err)
	}
	in, err := swiss.FromTRF(tr, 2)
	if err != nil {
		t.Fatal(err)
	}
	if a, b := in.Players[0].Acceleration, in.Players[1].Acceleration; len(a) != 2 || a[0] != 10 || a[1] != 10 || len(b) != 2 || b[1] != 5 {
		t.Errorf("accelerations %v, %v", a, b)
	}
}

package swiss_test

import (
	"reflect"
	"testing"

	"arbiter/internal/testpairs"
	"arbiter/tournament/swiss"
	"arbiter/tournament/trf"
)

func TestBakuGroups(t *testing.T) {
	tests := []struct{ players, lastGA int }{{161, 82}, {160, 80}, {16, 8}, {7, 4}, {1, 2}}
	for _, tc := range tests {
		if got := swiss.BakuLastGA(tc.players); got != tc.lastGA {
			t.Errorf("BakuLastGA(%d) = %d, want %d", tc.players, got, tc.lastGA)
		}
	}
	recs := swiss.BakuRecords(9, 82)
	wantRecs := []trf.Acceleration{{Points: 1, FirstRound: 1, LastRound: 3, FirstID: 1, LastID: 82},
		{Points: 0.5, FirstRound: 4, LastRound: 5, FirstID: 1, LastID: 82}}
	if !reflect.DeepEqual(recs, wantRecs) {
		t.Errorf("records %+v", recs)
	}
	// Two rounds accelerate one, with the full point: no record of the
	// half point, whose rounds would run from 2 to 1.
	short := []trf.Acceleration{{Points: 1, FirstRound: 1, LastRound: 1, FirstID: 1, LastID: 4}}
	if recs := swiss.BakuRecords(2, 4); !reflect.DeepEqual(recs, short) {
		t.Errorf("two rounds: records %+v, want %+v", recs, short)
	}
}

// TestBakuFirstRound: with the 250 records of Baku acceleration the two
// groups are paired separately in round 1 (1-5, 2-6, ... and 9-13, ...),
// from the input read and from the file alike.
func TestBakuFirstRound(t *testing.T) {
	tr := sixteenUnplayed(trf.Tournament{Accelerations: swiss.BakuRecords(9, swiss.BakuLastGA(16))})
	in, err := swiss.FromTRF(tr, 1)
	if err != nil {
		t.Fatal(err)
	}
	// Group A (1-8) carries a virtual point in round 1; group B none.
	if a, b := in.Players[7].Acceleration, in.Players[8].Acceleration; !reflect.DeepEqual(a, []int{10}) || b != nil {
		t.Errorf("acceleration of 8: %v, of 9: %v", a, b)
	}
	got, err := swiss.Pairing(in)
	if err != nil {
		t.Fatal(err)
	}
	want := []swiss.Pair{{1, 5}, {6, 2}, {3, 7}, {8, 4}, {9, 13}, {14, 10}, {11, 15}, {16, 12}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	if text := pairTRF(t, tr); text != bakuFirstRound {
		t.Errorf("the text:\n%s\nwant\n%s", text, bakuFirstRound)
	}
}

// bakuFirstRound: round 1 of sixteen with the Baku groups apart, as pair-trf writes it.
const bakuFirstRound = "8\n1 5\n6 2\n3 7\n8 4\n9 13\n14 10\n11 15\n16 12\n"

// sixteenUnplayed is tr with nine rounds, White first and sixteen players yet to play.
func sixteenUnplayed(tr trf.Tournament) *trf.Tournament {
	tr.Rounds, tr.InitialColour = 9, 'W'
	for i := 1; i <= 16; i++ {
		tr.Players = append(tr.Players, &trf.Player{ID: i})
	}
	return &tr
}

// pairTRF is tr's round 1 as pair-trf writes it.
func pairTRF(t *testing.T, tr *trf.Tournament) string {
	t.Helper()
	text, err := testpairs.Text(tr, 1, swiss.Pairing)
	if err != nil {
		t.Fatal(err)
	}
	return text
}

// TestPairTRFOfAReportWhoseCodeAsksForBakuAcceleratesGroupA: the arbiter
// pairs round 1 of a 16-player report (pair-trf) whose record 192 is
// "FIDE_DUTCH_2025_BAKU" and which has no 250 record: the two Baku groups
// are paired apart, as the 250 records of the method pair them and as
// bbpPairings and the import read the code; pair-trf paired 1-9, 10-2, …
// as if the code asked for no acceleration.
func TestPairTRFOfAReportWhoseCodeAsksForBakuAcceleratesGroupA(t *testing.T) {
	text := pairTRF(t, sixteenUnplayed(trf.Tournament{TypeCode: "FIDE_DUTCH_2025_BAKU"}))
	if text != bakuFirstRound {
		t.Errorf("pair-trf of FIDE_DUTCH_2025_BAKU:\n%s\nwant the groups apart\n%s", text, bakuFirstRound)
	}
}

// TestBakuAcceleratedGroupPairedFirst_C04_7: round 1 of six players,
// the first three (group A) with a virtual point: they form the top score
// group, paired among themselves (1-2), its lowest floating down to the
// others (3-4, 5-6); without the point the round would be 1-4, 5-2, 3-6.
// The boards stay in the order of the real scores and pairing numbers.
func TestBakuAcceleratedGroupPairedFirst_C04_7(t *testing.T) {
	in := swiss.Input{Round: 1, TotalRounds: 9, InitialColour: swiss.White, Scoring: swiss.DefaultScoring}
	for id := 1; id <= 6; id++ {
		p := swiss.Player{ID: id}
		if id <= 3 {
			p.Acceleration = []int{10}
		}
		in.Players = append(in.Players, p)
	}
	pairs, err := swiss.Pairing(in)
	if err != nil {
		t.Fatal(err)
	}
	if want := []swiss.Pair{{1, 2}, {3, 4}, {5, 6}}; !reflect.DeepEqual(pairs, want) {
		t.Errorf("pairs %v, want %v", pairs, want)
	}
}

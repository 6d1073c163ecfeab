package swiss

import (
	"reflect"
	"testing"

	"arbiter/tournament/trf"
)

func TestBakuGroups(t *testing.T) {
	tests := []struct{ players, lastGA int }{{161, 82}, {160, 80}, {16, 8}, {7, 4}, {1, 2}}
	for _, tc := range tests {
		if got := BakuLastGA(tc.players); got != tc.lastGA {
			t.Errorf("BakuLastGA(%d) = %d, want %d", tc.players, got, tc.lastGA)
		}
	}
	players := []Player{{ID: 1}, {ID: 82}, {ID: 83}}
	ApplyBaku(players, 9, 82)
	want := [][]int{{10, 10, 10, 5, 5}, {10, 10, 10, 5, 5}, nil}
	for i, p := range players {
		if !reflect.DeepEqual(p.Acceleration, want[i]) {
			t.Errorf("player %d: %v, want %v", p.ID, p.Acceleration, want[i])
		}
	}
	recs := BakuRecords(9, 82)
	wantRecs := []trf.Acceleration{{Points: 1, FirstRound: 1, LastRound: 3, FirstID: 1, LastID: 82},
		{Points: 0.5, FirstRound: 4, LastRound: 5, FirstID: 1, LastID: 82}}
	if !reflect.DeepEqual(recs, wantRecs) {
		t.Errorf("records %+v", recs)
	}
}

// TestBakuFirstRound: with acceleration the two groups are paired
// separately in round 1 (1-5, 2-6, ... and 9-13, ...), and the same comes
// from a TRF holding the 250 records.
func TestBakuFirstRound(t *testing.T) {
	players := make([]Player, 16)
	for i := range players {
		players[i].ID = i + 1
	}
	ApplyBaku(players, 9, BakuLastGA(16))
	got, err := Pairing(Input{Round: 1, TotalRounds: 9, InitialColour: White, Scoring: DefaultScoring, Players: players})
	if err != nil {
		t.Fatal(err)
	}
	want := []Pair{{1, 5}, {6, 2}, {3, 7}, {8, 4}, {9, 13}, {14, 10}, {11, 15}, {16, 12}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	tr := &trf.Tournament{Rounds: 9, InitialColour: 'W', Accelerations: BakuRecords(9, 8)}
	for i := 1; i <= 16; i++ {
		tr.Players = append(tr.Players, &trf.Player{ID: i})
	}
	text, err := PairTRF(tr, 1)
	if err != nil {
		t.Fatal(err)
	}
	if want := "8\n1 5\n6 2\n3 7\n8 4\n9 13\n14 10\n11 15\n16 12\n"; text != want {
		t.Errorf("PairTRF:\n%s\nwant\n%s", text, want)
	}
}

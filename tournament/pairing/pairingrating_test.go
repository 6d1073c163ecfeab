package pairing

import (
	"maps"
	"reflect"
	"testing"

	"arbiter/internal/testfield"
	"arbiter/tournament"
	"arbiter/tournament/standings"
	"arbiter/tournament/trfevent"
)

// An unrated player given a provisional rating for the pairing (C.04.4.1
// 1.1.2) is paired by it in a Dubov round, as a player of that rating
// would be, and by nothing else: the rating report, the standings'
// TPR and his own rating leave him unrated.
func TestDubovPairsAnUnratedPlayerByHisPairingRating(t *testing.T) {
	field := func(rating, pairing int) *tournament.Event {
		ev := testfield.Swiss(6, 3)
		ev.Settings.System = tournament.SwissDubov
		ev.Players[5].Rating, ev.Players[5].PairingRating = rating, pairing
		return ev
	}
	rated := pairSwiss(t, field(2450, 0), 1, tournament.SwissOptions{})
	ev := field(0, 2450)
	provisional := pairSwiss(t, ev, 1, tournament.SwissOptions{})
	if !reflect.DeepEqual(provisional.Pairings, rated.Pairings) {
		t.Fatalf("round 1 with the provisional rating %v, with the same rating his own %v", provisional.Pairings, rated.Pairings)
	}
	played := drawnRound(ev, provisional)
	if _, err := CheckSwiss(played, 1, tournament.SwissOptions{}); err != nil {
		t.Errorf("the check of the round paired by the provisional rating: %v", err)
	}
	found := false
	for _, p := range trfevent.ToTRF(played, nil).Players {
		if p.Name == ev.Players[5].Name {
			found = true
			if p.Rating != 0 {
				t.Errorf("the rating report gives the unrated player the rating %d", p.Rating)
			}
		}
	}
	if !found {
		t.Errorf("the rating report has no %s", ev.Players[5].Name)
	}
	none := drawnRound(field(0, 0), provisional)
	if got, want := tprs(played), tprs(none); !maps.Equal(got, want) {
		t.Errorf("the performances count the provisional rating: %v, without it %v", got, want)
	}
	if got, own := tprs(played), tprs(drawnRound(field(2450, 0), provisional)); maps.Equal(got, own) {
		t.Errorf("the performances are the same whether he is rated or not: %v", got)
	}
}

// tprs is each player's TPR tie-break in the standings of ev.
func tprs(ev *tournament.Event) map[int64]string {
	e := *ev
	e.Settings.TieBreaks = []string{"tpr"}
	out := map[int64]string{}
	for _, r := range standings.Of(&e).Rows {
		out[r.ID] = r.TieBreaks[0].Text
	}
	return out
}

// drawnRound is ev with rd played, every game drawn.
func drawnRound(ev *tournament.Event, rd tournament.Round) *tournament.Event {
	rd.Pairings = append([]tournament.Pairing(nil), rd.Pairings...)
	for i := range rd.Pairings {
		if !rd.Pairings[i].IsBye() {
			rd.Pairings[i].Result = tournament.Draw
		}
	}
	ev.Rounds = append(ev.Rounds, rd)
	return ev
}

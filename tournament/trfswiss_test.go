package tournament

import (
	"fmt"
	"slices"
	"testing"

	"arbiter/tournament/swiss"
	"arbiter/tournament/trf"
)

// openSwiss is a Swiss made from scratch, as from a CSV list: no seats,
// players in the order they registered, three of them equal on rating and
// title so that only the alphabet of the event's language (Estonian: S, Š,
// Z, Ž, T … Õ) orders them.
func openSwiss(t *testing.T, rounds int) *Event {
	t.Helper()
	ev := &Event{Settings: DefaultSettings()}
	ev.Settings.System, ev.Settings.Rounds, ev.Settings.Language = SwissDutch, rounds, "et"
	ev.Settings.WithdrawalPolicy = WithdrawalAsPlayed
	players := []struct {
		name   string
		rating int
	}{{"Õun, Tõnu", 1800}, {"Kask, Jaan", 2100}, {"Šmidt, Žanna", 1800}, {"Tamm, Kadri", 1950},
		{"Saar, Jüri", 1800}, {"Virtanen, Mikko", 2240}, {"Lehtonen, Aino", 1700}, {"Müür, Ülle", 0},
		{"Zeiger, Anna", 1800}, {"Äijälä, Pekka", 2015}, {"Nieminen, Sanna", 1620}}
	for i, p := range players {
		ev.Players = append(ev.Players, Player{ID: int64(201 + i), Name: p.name, Rating: p.rating})
	}
	return ev
}

func TestSwissNumbersFollowTheEventsAlphabet(t *testing.T) {
	ev := openSwiss(t, 5)
	var names []string
	for _, id := range SwissNumbers(ev) {
		p, _ := ev.Player(id)
		names = append(names, p.Name)
	}
	want := []string{"Virtanen, Mikko", "Kask, Jaan", "Äijälä, Pekka", "Tamm, Kadri",
		"Saar, Jüri", "Šmidt, Žanna", "Zeiger, Anna", "Õun, Tõnu", "Lehtonen, Aino", "Nieminen, Sanna", "Müür, Ülle"}
	if !slices.Equal(names, want) {
		t.Errorf("initial ranking\n got %q\nwant %q", names, want)
	}
}

// A Swiss made from scratch and exported: its start ranks are the
// pairing numbers, so every round re-pairs from the report exactly as it
// was paired (the check a rating officer's pairing checker makes).
func TestTRFExportRePairsEveryRound(t *testing.T) {
	const rounds = 6
	ev := openSwiss(t, rounds)
	for r := 1; r <= rounds; r++ {
		rd, err := PairSwiss(ev, r, SwissOptions{})
		if err != nil {
			t.Fatalf("round %d: %v", r, err)
		}
		ev.Rounds = append(ev.Rounds, rd)
		for b := range rd.Pairings {
			p := &ev.Rounds[r-1].Pairings[b]
			if p.IsBye() {
				continue
			}
			// results that vary with board and round, a forfeit among them
			switch (b + r) % 4 {
			case 0:
				p.Result = WhiteWins
			case 1:
				p.Result = Draw
			case 2:
				p.Result = BlackWins
			default:
				p.Result = WhiteForfeitWin
				if r%2 == 0 {
					p.Result = BlackWins
				}
			}
		}
	}
	parsed, err := trf.Parse(ExportTRF(ev))
	if err != nil {
		t.Fatal(err)
	}
	number := StartNumbers(ev)
	for r := 1; r <= rounds; r++ {
		in, err := swiss.FromTRF(parsed, r)
		if err != nil {
			t.Fatalf("round %d: %v", r, err)
		}
		pairs, err := swiss.Pairing(in)
		if err != nil {
			t.Fatalf("round %d: %v", r, err)
		}
		var got, want []string
		for _, p := range pairs {
			got = append(got, fmt.Sprintf("%d-%d", p.White, p.Black))
		}
		for _, p := range ev.Rounds[r-1].Pairings {
			want = append(want, fmt.Sprintf("%d-%d", number[p.White], number[p.Black]))
		}
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("round %d re-paired from the report %v, the event has %v", r, got, want)
		}
	}
}

package prizes

import (
	"errors"
	"reflect"
	"testing"

	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/standings"
)

// withClubs is ev with its players' clubs by seat ("" none).
func withClubs(ev *tournament.Event, clubs ...string) *tournament.Event {
	for i := range ev.Players {
		ev.Players[i].Club = clubs[ev.Players[i].Seat-1]
	}
	return ev
}

// clubOrder is the clubs of a club ranking in order, each with its place
// and its points.
func clubOrder(rows []ClubRow) [][3]any {
	var out [][3]any
	for _, r := range rows {
		out = append(out, [3]any{r.Place, r.Club, r.Score})
	}
	return out
}

// TestClubRankingCountsEachClubsBestPlayers: in the ladder (seat 1 has
// 5 points … seat 6 none) a club's score is the points of its two
// best-placed players, a club of one is ranked with his points, a player
// without a club counts for none, and the club's prize goes to the club
// while its players keep theirs.
func TestClubRankingCountsEachClubsBestPlayers(t *testing.T) {
	// A: seats 1 and 4 (5 + 2), B: seats 2 and 3 (4 + 3, the club
	// spelt twice), C: seat 5 alone (1), seat 6 in no club.
	ev := withClubs(ladder(t, false), "SK A", "SK B", " sk b ", "SK A", "SK C", "")
	g := Group{ID: "bc", Name: "Best club", Kind: GroupClubs, Best: 1}
	if got, want := clubOrder(ClubStandings(standings.Of(ev), g)), [][3]any{{"1", "SK A", 5.0}, {"2", "SK B", 4.0}, {"3", "SK C", 1.0}}; !reflect.DeepEqual(got, want) {
		t.Errorf("the best player of each: %v, want %v", got, want)
	}
	g.Best = 2
	rows := ClubStandings(standings.Of(ev), g)
	got := clubOrder(rows)
	if len(got) != 3 || got[2] != [3]any{"3", "SK C", 1.0} || rows[2].Players != 1 || len(rows[2].Counted) != 1 || rows[1].Players != 2 {
		t.Fatalf("club ranking %v %+v", got, rows)
	}
	// A (seats 1, 4) and B (seats 2, 3) are equal on 7 points: the sums
	// of their Sonneborn-Berger (10 + 1 and 6 + 3, the first tie-break)
	// part them, or their best player's place.
	if want := [][3]any{{"1", "SK A", 7.0}, {"2", "SK B", 7.0}}; !reflect.DeepEqual(got[:2], want) {
		t.Errorf("A and B on 7: %v, want %v", got, want)
	}
	if a, b := rows[0].TieBreaks[0], rows[1].TieBreaks[0]; a != (standings.TieValue{ID: "sb", Value: 11, Text: "11"}) || b.Value != 9 {
		t.Errorf("the sums of Sonneborn-Berger %+v and %+v, want 11 and 9", a, b)
	}
	g.TieByPlace = true
	rows = ClubStandings(standings.Of(ev), g)
	if got := clubOrder(rows); got[0] != [3]any{"1", "SK A", 7.0} || got[1] != [3]any{"2", "SK B", 7.0} || rows[1].BestPlace != 2 || rows[1].TieBreaks != nil {
		t.Errorf("by the best player's place: %v %+v", got, rows)
	}
	list := prizeList(t, ev, Rules{Groups: []Group{g}, Prizes: []Prize{{Place: 1, Amount: 30000}, {Group: "bc", Place: 1, Amount: 10000}}})
	if len(list.Awards) != 2 || list.Awards[0].ID != 101 || list.Awards[1].Name != "SK A" || list.Awards[1].Money != 10000 || list.Paid != 40000 {
		t.Errorf("awards %+v", list.Awards)
	}
}

// TestClubsEqualOnEverythingShareTheirPlaceAndPrize: with every game
// drawn every club has the same points and tie-breaks; with TieByPlace
// the best players' places, equal too, part none: the clubs share the
// places and the money of the prizes.
func TestClubsEqualOnEverythingShareTheirPlaceAndPrize(t *testing.T) {
	ev := withClubs(ladder(t, true), "A", "B", "A", "B", "C", "C")
	for _, byPlace := range []bool{false, true} {
		g := Group{ID: "bc", Name: "Best club", Kind: GroupClubs, Best: 2, TieByPlace: byPlace}
		got := clubOrder(ClubStandings(standings.Of(ev), g))
		if want := [][3]any{{"1–3", "A", 5.0}, {"1–3", "B", 5.0}, {"1–3", "C", 5.0}}; !reflect.DeepEqual(got, want) {
			t.Errorf("by place %v: %v, want %v", byPlace, got, want)
		}
		list := prizeList(t, ev, Rules{Groups: []Group{g}, Prizes: []Prize{{Group: "bc", Place: 1, Amount: 30000}}})
		if len(list.Awards) != 3 || list.Awards[2].Money != 10000 || list.Awards[2].Shared != 3 {
			t.Errorf("by place %v: awards %+v", byPlace, list.Awards)
		}
	}
}

// TestClubRankingLines: a club ranking is written and read as
// ID:clubs:N[/place]:NAME, and one that counts no player, or ranks the
// clubs of a team event, is refused.
func TestClubRankingLines(t *testing.T) {
	for _, line := range []string{"bc:clubs:3:Best club", "bc:clubs:4/place:Paras seura"} {
		g, err := ParseGroup(line)
		if err != nil || g.Line() != line || Check(Rules{Groups: []Group{g}}) != nil {
			t.Errorf("%s: %+v %v, back %s", line, g, err, g.Line())
		}
	}
	for _, line := range []string{"bc:clubs:0:Best club", "bc:clubs:3/best:Best club", "bc:clubs:Best club"} {
		if _, err := ParseGroup(line); err == nil {
			t.Errorf("%s taken", line)
		}
	}
	if err := Check(Rules{Groups: []Group{{ID: "bc", Name: "Best club", Kind: GroupClubs}}}); err == nil {
		t.Error("a club ranking counting no player taken")
	}
	// A team event's prizes go to its teams: its clubs are not ranked.
	g := Group{ID: "bc", Name: "Best club", Kind: GroupClubs, Best: 3}
	var m *engine.Message
	if err := CheckFor(Rules{Groups: []Group{g}}, true); !errors.As(err, &m) || m.Key != "prizes.err.clubs-team" {
		t.Errorf("a team event's club ranking: %v", err)
	}
	if err := CheckFor(Rules{Groups: []Group{g}}, false); err != nil {
		t.Errorf("an individual event's club ranking: %v", err)
	}
}

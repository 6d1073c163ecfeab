package tournament

import (
	"errors"
	"fmt"
	"testing"

	"arbiter/engine"
)

// ladder is a 6-player round robin in which the lower seat always wins:
// seat 1 has 5 points, seat 6 none. Ratings are 2010…2060 by seat; seats
// 2 and 5 are women; years of birth 1961…1966.
func ladder(t *testing.T, draws bool) *Event {
	ev := newField(6, RoundRobin)
	for i := range ev.Players {
		ev.Players[i].BirthDate = []string{"1961-05-01", "1962-05-01", "1963-05-01", "1964-05-01", "1965-05-01", "1966-05-01"}[i]
		if i == 1 || i == 4 {
			ev.Players[i].Sex = Female
		}
	}
	pairAll(t, ev)
	seat := map[int64]int{}
	for _, p := range ev.Players {
		seat[p.ID] = p.Seat
	}
	for r := range ev.Rounds {
		for b := range ev.Rounds[r].Pairings {
			pr := &ev.Rounds[r].Pairings[b]
			switch {
			case draws:
				pr.Result = Draw
			case seat[pr.White] < seat[pr.Black]:
				pr.Result = WhiteWins
			default:
				pr.Result = BlackWins
			}
		}
	}
	return ev
}

func TestGroupStandings(t *testing.T) {
	ev := ladder(t, false)
	for _, tt := range []struct {
		g    RankingGroup
		want []int64 // ids in order
	}{
		{RankingGroup{ID: "u2040", Name: "Under 2040", Kind: GroupRating, To: 2040}, []int64{101, 102, 103, 104}},
		{RankingGroup{ID: "w", Name: "Women", Kind: GroupWomen}, []int64{102, 105}},
		{RankingGroup{ID: "s", Name: "Born 1964–1965", Kind: GroupBorn, From: 1964, To: 1965}, []int64{104, 105}},
	} {
		tb := GroupStandings(ev, tt.g)
		var got []int64
		for i, r := range tb.Rows {
			got = append(got, r.ID)
			if r.Place != []string{"1", "2", "3", "4"}[i] {
				t.Errorf("%s: row %d place %q", tt.g.ID, i, r.Place)
			}
		}
		if !equalIDs(got, tt.want) {
			t.Errorf("%s: %v, want %v", tt.g.ID, got, tt.want)
		}
	}
}

func equalIDs(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestPrizeListOnePrizeEach: each player gets one prize, the first by
// the order the arbiter chose (the most money, or the overall prizes and
// then the groups as listed).
func TestPrizeListOnePrizeEach(t *testing.T) {
	ev := ladder(t, false)
	rules := PrizeRules{
		Groups: []RankingGroup{{ID: "u2040", Name: "Under 2040", Kind: GroupRating, To: 2040}, {ID: "w", Name: "Women", Kind: GroupWomen}},
		Prizes: []Prize{{Place: 1, Amount: 10000}, {Place: 2, Amount: 5000}, {Group: "u2040", Place: 1, Amount: 8000},
			{Group: "w", Place: 1, Amount: 6000, Item: "cup"}},
	}
	for _, tt := range []struct {
		order PrizeOrder
		want  map[string]int64 // group/place → player id
	}{
		{PrizeByValue, map[string]int64{"/1": 101, "/2": 103, "u2040/1": 102, "w/1": 105}},
		{PrizeByListed, map[string]int64{"/1": 101, "/2": 102, "u2040/1": 103, "w/1": 105}},
	} {
		rules.Order = tt.order
		if err := CheckPrizeRules(rules); err != nil {
			t.Fatal(err)
		}
		got := map[string]int64{}
		for _, a := range PrizeList(ev, rules) {
			got[fmt.Sprintf("%s/%d", a.Group, a.Place)] = a.ID
			if a.Money != a.Amount || a.Shared != 0 {
				t.Errorf("%s: %s/%d shared: %d of %d", tt.order, a.Group, a.Place, a.Money, a.Amount)
			}
		}
		if len(got) != len(tt.want) {
			t.Errorf("%s: %v, want %v", tt.order, got, tt.want)
		}
		for k, id := range tt.want {
			if got[k] != id {
				t.Errorf("%s: prize %s to %d, want %d", tt.order, k, got[k], id)
			}
		}
	}
}

// TestPrizeListSharing: six players all equal share the three prizes of
// their places in equal parts (they share every place); by the Hort
// system each keeps half of his own place's money and gets a third of
// the other halves.
func TestPrizeListSharing(t *testing.T) {
	ev := ladder(t, true)
	rules := PrizeRules{Prizes: []Prize{{Place: 1, Amount: 30000}, {Place: 2, Amount: 20000}, {Place: 3, Amount: 10000}}}
	for _, tt := range []struct {
		hort bool
		want []int64
	}{{false, []int64{20000, 20000, 20000}}, {true, []int64{25000, 20000, 15000}}} {
		rules.Hort = tt.hort
		awards := PrizeList(ev, rules)
		if len(awards) != 3 {
			t.Fatalf("%d awards", len(awards))
		}
		for i, a := range awards {
			if a.Money != tt.want[i] || a.Shared != 3 {
				t.Errorf("Hort %v: place %d gets %d shared by %d, want %d shared by 3", tt.hort, a.Place, a.Money, a.Shared, tt.want[i])
			}
		}
	}
}

func TestCheckPrizeRules(t *testing.T) {
	for _, tt := range []struct {
		name  string
		rules PrizeRules
		key   string
	}{
		{"no name", PrizeRules{Groups: []RankingGroup{{ID: "a", Kind: GroupWomen}}}, "prizes.err.group-name"},
		{"group twice", PrizeRules{Groups: []RankingGroup{{ID: "a", Name: "A", Kind: GroupWomen}, {ID: "a", Name: "B", Kind: GroupUnrated}}}, "prizes.err.group-twice"},
		{"band upside down", PrizeRules{Groups: []RankingGroup{{ID: "a", Name: "A", Kind: GroupRating, From: 2000, To: 1800}}}, "prizes.err.band"},
		{"unknown kind", PrizeRules{Groups: []RankingGroup{{ID: "a", Name: "A", Kind: "juniors"}}}, "prizes.err.kind"},
		{"club without a name", PrizeRules{Groups: []RankingGroup{{ID: "a", Name: "A", Kind: GroupClub}}}, "prizes.err.club"},
		{"prize of no group", PrizeRules{Prizes: []Prize{{Group: "x", Place: 1}}}, "prizes.err.no-group"},
		{"place twice", PrizeRules{Prizes: []Prize{{Place: 1}, {Place: 1}}}, "prizes.err.place-twice"},
		{"place 0", PrizeRules{Prizes: []Prize{{Place: 0}}}, "prizes.err.place"},
		{"negative amount", PrizeRules{Prizes: []Prize{{Place: 1, Amount: -1}}}, "prizes.err.amount"},
	} {
		err := CheckPrizeRules(tt.rules)
		var ke *engine.KeyedError
		if !errors.As(err, &ke) || ke.Key != tt.key {
			t.Errorf("%s: %v, want %s", tt.name, err, tt.key)
		}
	}
}

func TestParsePrizeTexts(t *testing.T) {
	g, err := ParseRankingGroup("u1800:rating:-1799:Rating under 1800")
	if want := (RankingGroup{ID: "u1800", Name: "Rating under 1800", Kind: GroupRating, To: 1799}); err != nil || g != want {
		t.Errorf("rating group %+v, %v", g, err)
	}
	g, err = ParseRankingGroup("hsk:club:Helsingin Shakkiklubi:Club prize")
	if want := (RankingGroup{ID: "hsk", Name: "Club prize", Kind: GroupClub, Club: "Helsingin Shakkiklubi"}); err != nil || g != want {
		t.Errorf("club group %+v, %v", g, err)
	}
	if g, err = ParseRankingGroup("w:women:Women"); err != nil || g.Kind != GroupWomen || g.Name != "Women" {
		t.Errorf("women %+v, %v", g, err)
	}
	p, err := ParsePrize("u1800:2=50,5:book")
	if want := (Prize{Group: "u1800", Place: 2, Amount: 5050, Item: "book"}); err != nil || p != want {
		t.Errorf("prize %+v, %v", p, err)
	}
	for _, bad := range []string{"1", "x=5", "1=5.123", "1=-5"} {
		if _, err := ParsePrize(bad); err == nil {
			t.Errorf("%q read as a prize", bad)
		}
	}
	if MoneyText(5050, ",") != "50,50" || MoneyText(15000, ",") != "150" {
		t.Errorf("money text %q %q", MoneyText(5050, ","), MoneyText(15000, ","))
	}
}

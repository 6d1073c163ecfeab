package prizes

import (
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testfield"
	"arbiter/internal/testform"
	"arbiter/tournament"
	"arbiter/tournament/standings"
)

// roundRobin is an n-player round robin with every round paired and no
// results: seats 1…n, ratings 2010, 2020, … by seat.
func roundRobin(t *testing.T, n int) *tournament.Event {
	ev := testfield.Field(n, tournament.RoundRobin)
	testfield.PairAll(t, ev)
	return ev
}

// prizeList is the prize list of ev under rules, by its standings; a
// list refused fails the test.
func prizeList(t *testing.T, ev *tournament.Event, rules Rules) List {
	t.Helper()
	list, err := Of(ev, standings.Of(ev), rules)
	if err != nil {
		t.Fatal(err)
	}
	return list
}

// ladder is a 6-player round robin in which the lower seat always wins:
// seat 1 has 5 points, seat 6 none. Ratings are 2010…2060 by seat; seats
// 2 and 5 are women; years of birth 1961…1966.
func ladder(t *testing.T, draws bool) *tournament.Event {
	ev := roundRobin(t, 6)
	for i := range ev.Players {
		ev.Players[i].BirthDate = []string{"1961-05-01", "1962-05-01", "1963-05-01", "1964-05-01", "1965-05-01", "1966-05-01"}[i]
		if i == 1 || i == 4 {
			ev.Players[i].Sex = tournament.Female
		}
	}
	seat := map[int64]int{}
	for _, p := range ev.Players {
		seat[p.ID] = p.Seat
	}
	for r := range ev.Rounds {
		for b := range ev.Rounds[r].Pairings {
			pr := &ev.Rounds[r].Pairings[b]
			switch {
			case draws:
				pr.Result = tournament.Draw
			case seat[pr.White] < seat[pr.Black]:
				pr.Result = tournament.WhiteWins
			default:
				pr.Result = tournament.BlackWins
			}
		}
	}
	return ev
}

func TestGroupStandings(t *testing.T) {
	ev := ladder(t, false)
	for _, tt := range []struct {
		g    Group
		want []int64 // ids in order
	}{
		{Group{ID: "u2040", Name: "Under 2040", Kind: GroupRating, To: new(2040)}, []int64{101, 102, 103, 104}},
		{Group{ID: "w", Name: "Women", Kind: GroupWomen}, []int64{102, 105}},
		{Group{ID: "s", Name: "Born 1964–1965", Kind: GroupBorn, From: new(1964), To: new(1965)}, []int64{104, 105}},
	} {
		tb := GroupStandings(ev, standings.Of(ev), tt.g)
		var got []int64
		for i, r := range tb.Rows {
			got = append(got, r.ID)
			if r.Place != []string{"1", "2", "3", "4"}[i] {
				t.Errorf("%s: row %d place %q", tt.g.ID, i, r.Place)
			}
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s: %v, want %v", tt.g.ID, got, tt.want)
		}
	}
}

// TestPrizeListOnePrizeEach: each player gets one prize, the first by
// the order the arbiter chose (the most money, or the overall prizes and
// then the groups as listed).
func TestPrizeListOnePrizeEach(t *testing.T) {
	ev := ladder(t, false)
	rules := Rules{
		Groups: []Group{{ID: "u2040", Name: "Under 2040", Kind: GroupRating, To: new(2040)}, {ID: "w", Name: "Women", Kind: GroupWomen}},
		Prizes: []Prize{{Place: 1, Amount: 10000}, {Place: 2, Amount: 5000}, {Group: "u2040", Place: 1, Amount: 8000},
			{Group: "w", Place: 1, Amount: 6000, Item: "cup"}},
	}
	for _, tt := range []struct {
		order Order
		want  map[string]int64 // group/place → player id
	}{
		{ByValue, map[string]int64{"/1": 101, "/2": 103, "u2040/1": 102, "w/1": 105}},
		{ByListed, map[string]int64{"/1": 101, "/2": 102, "u2040/1": 103, "w/1": 105}},
	} {
		rules.Order = tt.order
		list := prizeList(t, ev, rules)
		got := map[string]int64{}
		for _, a := range list.Awards {
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

// field is a group's players for shareOut: points (in half points) and
// places after the tie-breaks, in the table's order.
func field(halfPoints, ranks []int) []standings.Row {
	var rows []standings.Row
	for i := range halfPoints {
		rows = append(rows, standings.Row{Rank: ranks[i], PlayerColumns: standings.PlayerColumns{ID: int64(i + 1)}, Points: tournament.Points(halfPoints[i])})
	}
	return rows
}

// TestShareOut works prize money out by hand, in cents, for players tied
// at the paid places, across places of different money, and past the
// last paid place, in equal parts (players sharing a place) and by the
// Hort system (players equal on points; each keeps half of his own
// place's money, the rest of the pool is shared equally).
func TestShareOut(t *testing.T) {
	three := []Prize{{Place: 1, Amount: 30000}, {Place: 2, Amount: 20000}, {Place: 3, Amount: 10000}}
	for _, tt := range []struct {
		name      string
		halfPts   []int
		ranks     []int
		slots     []Prize
		hort      bool
		money     []int64 // each award's money in the field's order
		items     []string
		remainder int64
	}{
		// 10, 8, 8, 6 points; 2 and 3 share place 2: pool 200 + 100 =
		// 300, each 300 / 2 = 150.
		{"at, equal", []int{10, 8, 8, 6}, []int{1, 2, 2, 4}, three, false, []int64{30000, 15000, 15000}, nil, 0},
		// Hort: pool 300; kept by place 200/2 = 100 and 100/2 = 50; the
		// rest 300 − 150 = 150 in two: 75 each; 100 + 75, 50 + 75.
		{"at, Hort", []int{10, 8, 8, 6}, []int{1, 2, 2, 4}, three, true, []int64{30000, 17500, 12500}, nil, 0},
		// Equal on points, apart on tie-breaks: equal division shares
		// only a shared place, so no one shares.
		{"apart on tie-breaks, equal", []int{10, 8, 8, 6}, []int{1, 2, 3, 4}, three, false, []int64{30000, 20000, 10000}, nil, 0},
		// Hort shares by points all the same: as "at, Hort".
		{"apart on tie-breaks, Hort", []int{10, 8, 8, 6}, []int{1, 2, 3, 4}, three, true, []int64{30000, 17500, 12500}, nil, 0},
		// Places 2–4 on 8 points, place 4 unpaid: pool 200 + 100 + 0 =
		// 300 in three: 100 each.
		{"across and past, equal", []int{10, 8, 8, 8, 2}, []int{1, 2, 2, 2, 5}, three, false, []int64{30000, 10000, 10000, 10000}, nil, 0},
		// Hort: kept 100, 50, 0; the rest 150 in three: 50 each;
		// 100 + 50, 50 + 50, 0 + 50.
		{"across and past, Hort", []int{10, 8, 8, 8, 2}, []int{1, 2, 2, 2, 5}, three, true, []int64{30000, 15000, 10000, 5000}, nil, 0},
		// The U16: place 1 40, place 2 30 and a book; two on 4
		// points take places 2–3, place 3 unpaid. Equal: 30 / 2 = 15
		// each. The book does not divide: it stays with place 2, the
		// better of the two on tie-breaks.
		{"past, equal, a book", []int{10, 8, 8, 4}, []int{1, 2, 2, 4}, []Prize{{Place: 1, Amount: 4000}, {Place: 2, Amount: 3000, Item: "book"}},
			false, []int64{4000, 1500, 1500}, []string{"", "book", ""}, 0},
		// Hort: kept 30/2 = 15 and 0; the rest 15 in two: 7.50 each;
		// 22.50 and 7.50.
		{"past, Hort, a book", []int{10, 8, 8, 4}, []int{1, 2, 3, 4}, []Prize{{Place: 1, Amount: 4000}, {Place: 2, Amount: 3000, Item: "book"}},
			true, []int64{4000, 2250, 750}, []string{"", "book", ""}, 0},
		// Three women on 4 points after one on 5; places 2 and 3 pay 20
		// and 10, place 4 nothing. Hort: kept 10, 5, 0; the rest 30 − 15
		// = 15 in three: 5 each; 15, 10, 5.
		{"three past, Hort", []int{10, 8, 8, 8}, []int{1, 2, 3, 4}, []Prize{{Place: 1, Amount: 5000}, {Place: 2, Amount: 2000}, {Place: 3, Amount: 1000}},
			true, []int64{5000, 1500, 1000, 500}, nil, 0},
		// 100 shared by 3: 10000 / 3 = 3333 cents each, 1 cent over.
		{"100 by 3, equal", []int{6, 6, 6}, []int{1, 1, 1}, []Prize{{Place: 1, Amount: 10000}}, false, []int64{3333, 3333, 3333}, nil, 1},
		// Hort: kept 50 by place 1; the rest 5000 cents in three: 1666
		// each, 2 cents over; 5000 + 1666, 1666, 1666; 6666 + 1666 +
		// 1666 + 2 = 10000.
		{"100 by 3, Hort", []int{6, 6, 6}, []int{1, 1, 1}, []Prize{{Place: 1, Amount: 10000}}, true, []int64{6666, 1666, 1666}, nil, 2},
		// An odd cent: 100.01 and 0 by Hort: kept 10001 / 2 = 5000; the
		// rest 5001 in two: 2500 each, 1 cent over; 7500 and 2500.
		{"odd cent, Hort", []int{6, 6}, []int{1, 2}, []Prize{{Place: 1, Amount: 10001}}, true, []int64{7500, 2500}, nil, 1},
		// No money to pool: the cup stays with place 1 and the tied
		// player past it gets nothing.
		{"a cup alone", []int{6, 6}, []int{1, 1}, []Prize{{Place: 1, Item: "cup"}}, false, []int64{0}, []string{"cup"}, 0},
		// Fewer players than prizes: place 3 is not reached.
		{"two players", []int{6, 4}, []int{1, 2}, three, true, []int64{30000, 20000}, nil, 0},
	} {
		awards := shareOut(field(tt.halfPts, tt.ranks), tt.slots, map[bool]func(a, b standings.Row) bool{
			false: func(a, b standings.Row) bool { return a.Rank == b.Rank },
			true:  func(a, b standings.Row) bool { return a.Points == b.Points },
		}[tt.hort], tt.hort)
		var money []int64
		var paid, remainder int64
		for i, a := range awards {
			money = append(money, a.Money)
			paid += a.Money
			remainder += a.Amount - a.Money
			if a.ID != int64(i+1) || a.Place != i+1 {
				t.Errorf("%s: award %d is place %d to player %d", tt.name, i, a.Place, a.ID)
			}
			if tt.items != nil && a.Item != tt.items[i] {
				t.Errorf("%s: place %d takes %q, want %q", tt.name, a.Place, a.Item, tt.items[i])
			}
		}
		if !slices.Equal(money, tt.money) || remainder != tt.remainder {
			t.Errorf("%s: %v remainder %d, want %v remainder %d", tt.name, money, remainder, tt.money, tt.remainder)
		}
		var fund int64
		for _, p := range tt.slots[:min(len(tt.slots), len(awards))] {
			fund += p.Amount
		}
		if paid+remainder != fund {
			t.Errorf("%s: %d paid and %d over of %d", tt.name, paid, remainder, fund)
		}
	}
}

// strengths is a round robin of len(s) players in which the stronger
// player wins and players of equal strength draw.
func strengths(t *testing.T, s ...int) *tournament.Event {
	ev := roundRobin(t, len(s))
	seat := map[int64]int{}
	for _, p := range ev.Players {
		seat[p.ID] = s[p.Seat-1]
	}
	for r := range ev.Rounds {
		for b := range ev.Rounds[r].Pairings {
			pr := &ev.Rounds[r].Pairings[b]
			switch w, bl := seat[pr.White], seat[pr.Black]; {
			case w > bl:
				pr.Result = tournament.WhiteWins
			case w < bl:
				pr.Result = tournament.BlackWins
			default:
				pr.Result = tournament.Draw
			}
		}
	}
	return ev
}

// TestPrizeListTies: the event worked by hand. Eight players,
// strengths 9 8 6 5 5 5 2 1: points 7, 6, 5, then seats 4, 5 and 6 on 3
// (two wins and two draws, equal on every tie-break), 1 and 0. Born
// 2010 or later (U16): seats 3, 4, 6, 8; women: seats 5, 6, 7. Prizes:
// 1st 100, 2nd 60, U16 1st 40, U16 2nd 30 and a book, women's 1st 20.
//
// By value, the slots go 100 → 1, 60 → 2, U16 40 → 3, U16 30 → 4, women
// 20 → 5 (4 has one). In U16, 4 and 6 are equal past the paid places:
// they pool 30 + 0. Seat 6 is a woman too, but U16's prizes come first,
// so the women's list is 5 and 7: 5 takes 20 whole.
func TestPrizeListTies(t *testing.T) {
	ev := strengths(t, 9, 8, 6, 5, 5, 5, 2, 1)
	for i := range ev.Players {
		ev.Players[i].BirthDate = []string{"1980", "1981", "2010", "2011", "1990", "2012", "1970", "2013"}[i] + "-01-01"
		if i >= 4 && i <= 6 {
			ev.Players[i].Sex = tournament.Female
		}
	}
	tb := standings.Of(ev)
	var points []tournament.Points
	for _, r := range tb.Rows {
		points = append(points, r.Points)
	}
	if want := []tournament.Points{14, 12, 10, 6, 6, 6, 2, 0}; !slices.Equal(points, want) || tb.Rows[3].ID != 104 || tb.Rows[3].Rank != tb.Rows[5].Rank {
		t.Fatalf("the standings are not the worked example's: %v", points)
	}
	rules := Rules{
		Groups: []Group{{ID: "u16", Name: "U16", Kind: GroupBorn, From: new(2010)}, {ID: "w", Name: "Women", Kind: GroupWomen}},
		Prizes: []Prize{{Place: 1, Amount: 10000}, {Place: 2, Amount: 6000}, {Group: "u16", Place: 1, Amount: 4000},
			{Group: "u16", Place: 2, Amount: 3000, Item: "book"}, {Group: "w", Place: 1, Amount: 2000}},
		Currency: "EUR",
	}
	type award struct {
		group  string
		place  int
		id     int64
		money  int64
		item   string
		shared int
	}
	for _, tt := range []struct {
		hort bool
		want []award
	}{
		// Equal division: 4 and 6 share U16 place 2 (equal after every
		// tie-break): 30 / 2 = 15 each; the book to 4, first in the
		// table.
		{false, []award{{"", 1, 101, 10000, "", 0}, {"", 2, 102, 6000, "", 0}, {"u16", 1, 103, 4000, "", 0},
			{"u16", 2, 104, 1500, "book", 2}, {"u16", 3, 106, 1500, "", 2}, {"w", 1, 105, 2000, "", 0}}},
		// Hort: 4 keeps 30 / 2 = 15, the other 15 in two: 7.50 each;
		// 22.50 and a book, and 7.50.
		{true, []award{{"", 1, 101, 10000, "", 0}, {"", 2, 102, 6000, "", 0}, {"u16", 1, 103, 4000, "", 0},
			{"u16", 2, 104, 2250, "book", 2}, {"u16", 3, 106, 750, "", 2}, {"w", 1, 105, 2000, "", 0}}},
	} {
		rules.Hort = tt.hort
		list := prizeList(t, ev, rules)
		var got []award
		for _, a := range list.Awards {
			got = append(got, award{a.Group, a.Place, a.ID, a.Money, a.Item, a.Shared})
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("Hort %v:\n got %v\nwant %v", tt.hort, got, tt.want)
		}
		// 100 + 60 + 40 + 30 + 20 = 250, all paid, nothing over.
		if list.Fund != 25000 || list.Paid != 25000 || list.Unpaid != 0 || list.Remainder != 0 || list.Currency != "EUR" || len(list.Ungiven) != 0 {
			t.Errorf("Hort %v: fund %d paid %d unpaid %d remainder %d %q", tt.hort, list.Fund, list.Paid, list.Unpaid, list.Remainder, list.Currency)
		}
	}
}

func TestCheckPrizeRules(t *testing.T) {
	for _, tt := range []struct {
		name  string
		rules Rules
		key   string
	}{
		{"no name", Rules{Groups: []Group{{ID: "a", Kind: GroupWomen}}}, "prizes.err.group-name"},
		{"group twice", Rules{Groups: []Group{{ID: "a", Name: "A", Kind: GroupWomen}, {ID: "a", Name: "B", Kind: GroupUnrated}}}, "prizes.err.group-twice"},
		{"band upside down", Rules{Groups: []Group{{ID: "a", Name: "A", Kind: GroupRating, From: new(2000), To: new(1800)}}}, "prizes.err.band"},
		{"unknown kind", Rules{Groups: []Group{{ID: "a", Name: "A", Kind: "juniors"}}}, "prizes.err.kind"},
		{"club without a name", Rules{Groups: []Group{{ID: "a", Name: "A", Kind: GroupClub}}}, "prizes.err.club"},
		{"prize of no group", Rules{Prizes: []Prize{{Group: "x", Place: 1}}}, "prizes.err.no-group"},
		{"place twice", Rules{Prizes: []Prize{{Place: 1}, {Place: 1}}}, "prizes.err.place-twice"},
		{"place 0", Rules{Prizes: []Prize{{Place: 0}}}, "prizes.err.place"},
		{"negative amount", Rules{Prizes: []Prize{{Place: 1, Amount: -1}}}, "prizes.err.amount"},
	} {
		err := Check(tt.rules)
		if testform.KeyOf(err) != tt.key {
			t.Errorf("%s: %v, want %s", tt.name, err, tt.key)
		}
	}
}

func TestParsePrizeTexts(t *testing.T) {
	g, err := ParseGroup("u1800:rating:-1799:Rating under 1800")
	if want := (Group{ID: "u1800", Name: "Rating under 1800", Kind: GroupRating, To: new(1799)}); err != nil || !reflect.DeepEqual(g, want) {
		t.Errorf("rating group %+v, %v", g, err)
	}
	g, err = ParseGroup("hsk:club:Helsingin Shakkiklubi:Club prize")
	if want := (Group{ID: "hsk", Name: "Club prize", Kind: GroupClub, Club: "Helsingin Shakkiklubi"}); err != nil || g != want {
		t.Errorf("club group %+v, %v", g, err)
	}
	if g, err = ParseGroup("w:women:Women"); err != nil || g.Kind != GroupWomen || g.Name != "Women" {
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

// A prize rule's error names the field and shows a value it takes, in the
// window and on the command line alike, as every form's errors do
// (tournament's TestFormErrorsNameFieldAndExample).
func TestCheckNamesFieldAndExample(t *testing.T) {
	prize := map[i18n.Lang]string{i18n.English: "prize", i18n.Finnish: "palkinto", i18n.Estonian: "auhind"}
	testform.Check(t, "prize place", Check(Rules{Prizes: []Prize{{Place: 0, Amount: 50}}}), "prizes.err.place", prize, "1=50")
	testform.Check(t, "prize amount", Check(Rules{Prizes: []Prize{{Place: 1, Amount: -1}}}), "prizes.err.amount", prize, "1=50")
	testform.Check(t, "rating band", Check(Rules{Groups: []Group{{ID: "u1800", Name: "U1800", Kind: GroupRating, From: new(1799), To: new(1600)}}}),
		"prizes.err.band", map[i18n.Lang]string{i18n.English: "lower limit", i18n.Finnish: "alaraja", i18n.Estonian: "alampiir"}, "1600")
}

// The arbiter gives prizes for places 1 and 3 and none for place 2 (a
// line left out, or a place mistyped): the list is refused naming the
// place without a prize, since the player placed second would otherwise
// be paid place 3's money. Places given in any order, and a group's own
// places, are judged alike.
func TestPrizesForPlacesOneAndThreeWithoutTwoAreRefusedNamingTheGap(t *testing.T) {
	groups := []Group{{ID: "u1800", Name: "U1800", Kind: GroupRating, To: new(1799)}}
	for _, tt := range []struct {
		name   string
		prizes []Prize
		key    string
	}{
		{"overall 1 and 3", []Prize{{Place: 1, Amount: 10000}, {Place: 3, Amount: 3000}}, "prizes.err.place-gap"},
		{"overall 3 alone", []Prize{{Place: 3, Amount: 3000}}, "prizes.err.place-gap"},
		{"group 1 and 3", []Prize{{Place: 1, Amount: 10000}, {Group: "u1800", Place: 1, Amount: 500}, {Group: "u1800", Place: 3, Item: "book"}}, "prizes.err.place-gap.group"},
		{"overall 3, 1, 2", []Prize{{Place: 3, Amount: 3000}, {Place: 1, Amount: 10000}, {Place: 2}}, ""},
	} {
		err := Check(Rules{Groups: groups, Prizes: tt.prizes})
		if testform.KeyOf(err) != tt.key {
			t.Errorf("%s: %v, want %q", tt.name, err, tt.key)
		}
	}
	err := Check(Rules{Prizes: []Prize{{Place: 1, Amount: 10000}, {Place: 3, Amount: 3000}}})
	if said := i18n.For(i18n.English).Sentence(err); !strings.Contains(said, "place 2") || !strings.Contains(said, "place 3") {
		t.Errorf("the refusal does not name places 2 and 3: %q", said)
	}
}

// TestAPrizeListWithAPlaceLeftOutIsRefusedNotPaidByPosition: a file's
// prize list saved before a gap was refused (places 1 and 3, none for
// 2; and a group's 1 and 3) gives no payout, where it paid place 3's
// prize to the player placed second; the refusal names the gap.
func TestAPrizeListWithAPlaceLeftOutIsRefusedNotPaidByPosition(t *testing.T) {
	ev := ladder(t, false)
	for _, tt := range []struct {
		rules Rules
		key   string
	}{
		{Rules{Prizes: []Prize{{Place: 1, Amount: 10000}, {Place: 3, Amount: 5000}}}, "prizes.err.place-gap"},
		{Rules{Groups: []Group{{ID: "w", Name: "Women", Kind: GroupWomen}},
			Prizes: []Prize{{Place: 1, Amount: 10000}, {Group: "w", Place: 1, Amount: 50}, {Group: "w", Place: 3, Amount: 20}}}, "prizes.err.place-gap.group"},
	} {
		list, err := Of(ev, standings.Of(ev), tt.rules)
		if testform.KeyOf(err) != tt.key || len(list.Awards) != 0 || list.Fund != 0 {
			t.Errorf("%v: %v, %d awards, fund %d; want refused with %s", tt.rules.Prizes, err, len(list.Awards), list.Fund, tt.key)
		}
	}
}

// A band's bounds are kept as they are given and written back so (Line):
// a lower bound of 0 came back open, "-1599", unsaid. A bound that would
// come back otherwise (a sign, a leading zero) is refused.
func TestGroupLineKeepsTheBoundsGiven(t *testing.T) {
	for _, text := range []string{"u16:rating:0-1599:Under 1600", "u18:rating:-1799:Under 1800", "o2200:rating:2200-:2200 and over",
		"all:rating:-:Rated", "s:born:1950-1961:Seniors", "hsk:club:Helsingin Shakkiklubi:Club prize", "w:women:Women"} {
		g, err := ParseGroup(text)
		if err != nil || g.Line() != text {
			t.Errorf("%q written back as %q, %v", text, g.Line(), err)
		}
	}
	for _, bad := range []string{"u16:rating:+0-1599:U", "u16:rating:01599-:U", "u16:rating:-+1599:U", "u16:rating:--5:U", "u16:rating:x-1599:U"} {
		if g, err := ParseGroup(bad); testform.KeyOf(err) != "prizes.err.bound" {
			t.Errorf("%q read as %q, %v", bad, g.Line(), err)
		}
	}
	_, err := ParseGroup("u16:rating:01599-:U")
	testform.Check(t, "bound", err, "prizes.err.bound", map[i18n.Lang]string{i18n.English: "ranking group u16", i18n.Finnish: "ryhmä u16", i18n.Estonian: "rühm u16"}, "0-1599")
	// The same players as the band open below: a band never holds the
	// unrated.
	zero, open := Group{Kind: GroupRating, From: new(0), To: new(1599)}, Group{Kind: GroupRating, To: new(1599)}
	for _, r := range []int{0, 1000, 1599, 1600} {
		if p := (tournament.Player{Rating: r}); zero.Member(p) != open.Member(p) {
			t.Errorf("rating %d: in the band from 0 %v, in the band open below %v", r, zero.Member(p), open.Member(p))
		}
	}
}

// A junior entered without a date of birth is in no age group, which the
// prize list says, naming him and the groups: Paul Rand, 5 points and
// sixth in a junior Swiss entered from a club's list with his name
// alone, was left out of U10, U12 and U14 and their prizes without a
// word in the window, the command line, the paper or the pages.
func TestPrizeListNamesThePlayersNoAgeGroupCanTell(t *testing.T) {
	ev := ladder(t, false)
	ev.Players[2].BirthDate = ""
	rules := Rules{
		Groups: []Group{{ID: "u12", Name: "U12", Kind: GroupBorn, From: new(1964)}, {ID: "w", Name: "Women", Kind: GroupWomen},
			{ID: "s", Name: "Seniors", Kind: GroupBorn, To: new(1962)}},
		Prizes: []Prize{{Place: 1, Amount: 10000}, {Group: "u12", Place: 1, Amount: 2000}},
	}
	list := prizeList(t, ev, rules)
	if u := list.Untold; !slices.Equal(u.Groups, []string{"u12", "s"}) || len(u.Players) != 1 || u.Players[0].ID != ev.Players[2].ID {
		t.Errorf("untold %+v, want %s in u12 and s", u, ev.Players[2].Name)
	}
	ev.Players[2].BirthDate = "1963"
	if list := prizeList(t, ev, rules); !reflect.DeepEqual(list.Untold, Untold{}) {
		t.Errorf("every year of birth known: untold %+v", list.Untold)
	}
}

// A birth-year group's own table leaves the player without a year of
// birth out and keeps him by it (standings.Table.Unplaced), for every
// door to name under the table: the window's U10 table, the command
// line's, the paper's and the pages' left Paul Rand out unsaid.
func TestGroupStandingsKeepThePlayersWithoutAYearOfBirth(t *testing.T) {
	ev := ladder(t, false)
	ev.Players[2].BirthDate = ""
	born := Group{ID: "s", Name: "Seniors", Kind: GroupBorn, To: new(1962)}
	if u := GroupStandings(ev, standings.Of(ev), born).Unplaced; len(u) != 1 || u[0].ID != ev.Players[2].ID {
		t.Errorf("unplaced %+v, want %s", u, ev.Players[2].Name)
	}
	if u := GroupStandings(ev, standings.Of(ev), Group{ID: "w", Name: "Women", Kind: GroupWomen}).Unplaced; u != nil {
		t.Errorf("a women's group: unplaced %+v", u)
	}
}

// A rating band's own table leaves the unrated out (Group.Member) and
// keeps them by it (standings.Table.Unrated), for every door to name under
// the table: an unrated player on 3 points vanished from the window's,
// the paper's and the pages' "Under 1600" table with nothing said there.
// A group of another kind leaves no one out for want of a rating.
func TestGroupStandingsKeepTheUnratedABandLeftOut(t *testing.T) {
	ev := ladder(t, false)
	for i := range ev.Players {
		ev.Players[i].Rating = 1500
	}
	ev.Players[2].Rating = 0
	band := Group{ID: "u1600", Name: "Under 1600", Kind: GroupRating, To: new(1599)}
	if u := GroupStandings(ev, standings.Of(ev), band).Unrated; len(u) != 1 || u[0].ID != ev.Players[2].ID {
		t.Errorf("unrated %+v, want %s", u, ev.Players[2].Name)
	}
	for _, g := range []Group{{ID: "w", Name: "Women", Kind: GroupWomen}, {ID: "u", Name: "Unrated", Kind: GroupUnrated}} {
		if u := GroupStandings(ev, standings.Of(ev), g).Unrated; u != nil {
			t.Errorf("%s: unrated %+v", g.Name, u)
		}
	}
}

// A withdrawn player takes no prize, and the list names him where it went
// past him: the winner of the ladder withdrawn after its last round
// stands first in the standings while place 1's money goes to the
// second, which no door said. One withdrawn below the money is not
// named, nor anyone where no one withdrew.
func TestPrizeListNamesTheWithdrawnItPassed(t *testing.T) {
	ev := ladder(t, false)
	rules := Rules{Prizes: []Prize{{Place: 1, Amount: 10000}, {Place: 2, Amount: 5000}}}
	if list := prizeList(t, ev, rules); list.Passed != nil {
		t.Errorf("no one withdrawn: passed %+v", list.Passed)
	}
	first, last := ev.Players[0], ev.Players[5]
	ev.Players[0].WithdrawnAfter, ev.Players[5].WithdrawnAfter = len(ev.Rounds), len(ev.Rounds)
	list := prizeList(t, ev, rules)
	if len(list.Awards) != 2 || list.Awards[0].ID != ev.Players[1].ID {
		t.Fatalf("awards %+v, want place 1's to %s", list.Awards, ev.Players[1].Name)
	}
	if len(list.Passed) != 1 || list.Passed[0].ID != first.ID {
		t.Errorf("passed %+v, want %s alone, not %s", list.Passed, first.Name, last.Name)
	}
}

// A ranking group's table names a play-off only as it decided places in
// the group: the two level for places 2–3 of the event, the play-off
// between them won by seat 3, are places 1–2 of a group that leaves the
// winner of the event out; a group holding one of them, or neither,
// names none. Each door's group table said "places 2–3" with both named.
func TestGroupStandingsNameAPlayoffByTheGroupsPlaces(t *testing.T) {
	ev := strengths(t, 9, 5, 5, 3, 2, 1) // seats 2 and 3 on 3½, level
	ev.Players[1].Sex, ev.Players[4].Sex = tournament.Female, tournament.Female
	ev.Playoffs = [][]int64{{103, 102}}
	tb := standings.Of(ev)
	if len(tb.Playoffs) != 1 || tb.Playoffs[0].Places != "2–3" || tb.Playoffs[0].Void != "" {
		t.Fatalf("the event's play-off %+v, want places 2–3", tb.Playoffs)
	}
	for _, tt := range []struct {
		g       Group
		places  string
		players []int64
	}{
		{Group{ID: "r", Name: "2020 and over", Kind: GroupRating, From: new(2020)}, "1–2", []int64{103, 102}},
		{Group{ID: "w", Name: "Women", Kind: GroupWomen}, "", nil},
		{Group{ID: "u", Name: "Under 2020", Kind: GroupRating, To: new(2019)}, "", nil},
	} {
		var places string
		var players []int64
		for _, p := range GroupStandings(ev, tb, tt.g).Playoffs {
			places = p.Places
			for _, pl := range p.Players {
				players = append(players, pl.ID)
			}
		}
		if places != tt.places || !slices.Equal(players, tt.players) {
			t.Errorf("%s: play-off places %q of %v, want %q of %v", tt.g.Name, places, players, tt.places, tt.players)
		}
	}
}

// A player receives the prize that pays him most: fourth on points in a
// tie of three for places 4–6 (100 and 50), he takes his club's 100
// whole, not his share of the tie (75 by Hort, 50 in equal parts), and
// the two others share places 4 and 5 between them. He took the overall
// share, weighed by the 100 announced for place 4, and the club's 100
// went to a club mate below him.
func TestAPlayerTiedForAnOverallPrizeTakesTheGroupPrizeThatPaysMore(t *testing.T) {
	ev := strengths(t, 9, 8, 7, 5, 5, 5, 2, 1) // seats 4, 5 and 6 on 3, equal on every tie-break
	ev.Players[3].Club, ev.Players[6].Club = "SK", "SK"
	rules := Rules{
		Groups: []Group{{ID: "sk", Name: "SK", Kind: GroupClub, Club: "SK"}},
		Prizes: []Prize{{Place: 1, Amount: 30000}, {Place: 2, Amount: 20000}, {Place: 3, Amount: 15000},
			{Place: 4, Amount: 10000}, {Place: 5, Amount: 5000}, {Group: "sk", Place: 1, Amount: 10000}},
	}
	type award struct {
		group string
		place int
		id    int64
		money int64
	}
	for _, tt := range []struct {
		hort bool
		want []award
	}{
		// Hort: places 4 and 5 keep 50 and 25, the other 75 in two.
		{true, []award{{"", 1, 101, 30000}, {"", 2, 102, 20000}, {"", 3, 103, 15000}, {"", 4, 105, 8750}, {"", 5, 106, 6250}, {"sk", 1, 104, 10000}}},
		// Equal parts: 150 in two.
		{false, []award{{"", 1, 101, 30000}, {"", 2, 102, 20000}, {"", 3, 103, 15000}, {"", 4, 105, 7500}, {"", 5, 106, 7500}, {"sk", 1, 104, 10000}}},
	} {
		rules.Hort = tt.hort
		list := prizeList(t, ev, rules)
		var got []award
		for _, a := range list.Awards {
			got = append(got, award{a.Group, a.Place, a.ID, a.Money})
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("Hort %v:\n got %v\nwant %v", tt.hort, got, tt.want)
		}
		if list.Paid+list.Unpaid+list.Remainder != list.Fund || list.Unpaid != 0 {
			t.Errorf("Hort %v: fund %d paid %d unpaid %d remainder %d", tt.hort, list.Fund, list.Paid, list.Unpaid, list.Remainder)
		}
	}
}

// Players level for an overall place who could all win a ranking group's
// first prize pool both prizes and share them alike (US Chess rule 32B3:
// the cash prizes of winners who tie are summed and divided among them, one
// prize at most going into the pool for each, unless one of them would
// receive more by winning or sharing alone a prize the others cannot win).
// Six players: seat 1 on 5 points, seats 2, 3 and 4 on 3 (equal on every
// tie-break), all three women; place 1 pays 100, place 2 70, the women's
// first 80. The three take places 2–4 and the women's first: the tie's
// winners bring place 2's 70 and the women's 80 into the pool, places 3 and
// 4 paying nothing: 70 + 80 + 0 = 150. In equal parts 150 / 3 = 50 each; no
// one gains by taking the women's 80 alone, which the other two could win
// too. By Hort each keeps half of the prize the tie-breaks give him (the
// most money first: seat 2 the women's 80, seat 3 place 2's 70, seat 4
// place 3's 0), 40 + 35 + 0 = 75, and the rest, 150 − 75 = 75, is shared
// equally, 25 each: 65, 60 and 25. They were paid 70, 40 and 40 in equal
// parts and 70, 60 and 20 by Hort, the women's 80 shared apart.
func TestATieReachingAnOverallAndAGroupPrizePoolsBoth(t *testing.T) {
	ev := strengths(t, 9, 5, 5, 5, 2, 1)
	for i := 1; i <= 3; i++ {
		ev.Players[i].Sex = tournament.Female
	}
	rules := Rules{
		Groups: []Group{{ID: "w", Name: "Women", Kind: GroupWomen}},
		Prizes: []Prize{{Place: 1, Amount: 10000}, {Place: 2, Amount: 7000}, {Group: "w", Place: 1, Amount: 8000}},
	}
	pooled := []Prize{{Place: 2, Amount: 7000}, {Group: "w", Place: 1, Amount: 8000}}
	for _, tt := range []struct {
		hort  bool
		money map[int64]int64
	}{
		{false, map[int64]int64{101: 10000, 102: 5000, 103: 5000, 104: 5000}},
		{true, map[int64]int64{101: 10000, 102: 6500, 103: 6000, 104: 2500}},
	} {
		rules.Hort = tt.hort
		list := prizeList(t, ev, rules)
		got := map[int64]int64{}
		for _, a := range list.Awards {
			got[a.ID] = a.Money
			if a.ID != 101 && (a.Shared != 3 || a.Pool != 15000 || !slices.Equal(a.Pooled, pooled)) {
				t.Errorf("Hort %v: %d shares %d of %d by %d, pooled %v; want 3 sharing 15000 of %v", tt.hort, a.ID, a.Money, a.Pool, a.Shared, a.Pooled, pooled)
			}
		}
		if !maps.Equal(got, tt.money) {
			t.Errorf("Hort %v: paid %v, want %v", tt.hort, got, tt.money)
		}
		if list.Fund != 25000 || list.Paid != 25000 || list.Remainder != 0 || len(list.Ungiven) != 0 {
			t.Errorf("Hort %v: fund %d paid %d remainder %d ungiven %v", tt.hort, list.Fund, list.Paid, list.Remainder, list.Ungiven)
		}
	}
}

// Of a tie that reaches an overall prize and a group's, a player whom the
// pool pays less than the group's prize alone, which the rest of the tie
// cannot win, takes it whole and the others share the overall places (US
// Chess rule 32B3's exception); where the pool pays him more, he stays in
// it. Seats 2, 3 and 4 on 3 points for places 2–4 (70, 0, 0), seat 4
// alone a woman. The women's first at 80: pooled, 70 + 80 = 150, 50 each,
// less than 80, so seat 4 takes 80, and seats 2 and 3 share 70 + 0: in
// equal parts 35 each, by Hort 35 + 17.50 and 0 + 17.50. The women's first
// at 20: pooled, 70 + 20 = 90, 30 each, more than 20: all three share it,
// in equal parts 30 each; by Hort seat 2 keeps 35 of place 2, seat 4 10 of
// the women's first, seat 3 nothing, and the rest 90 − 45 = 45 in three:
// 50, 15 and 25.
func TestATiedPlayerAloneInTheGroupTakesItsPrizeWhereThePoolPaysLess(t *testing.T) {
	ev := strengths(t, 9, 5, 5, 5, 2, 1)
	ev.Players[3].Sex = tournament.Female
	for _, tt := range []struct {
		women int64
		hort  bool
		money map[int64]int64
	}{
		{8000, false, map[int64]int64{101: 10000, 102: 3500, 103: 3500, 104: 8000}},
		{8000, true, map[int64]int64{101: 10000, 102: 5250, 103: 1750, 104: 8000}},
		{2000, false, map[int64]int64{101: 10000, 102: 3000, 103: 3000, 104: 3000}},
		{2000, true, map[int64]int64{101: 10000, 102: 5000, 103: 1500, 104: 2500}},
	} {
		list := prizeList(t, ev, Rules{
			Groups: []Group{{ID: "w", Name: "Women", Kind: GroupWomen}},
			Prizes: []Prize{{Place: 1, Amount: 10000}, {Place: 2, Amount: 7000}, {Group: "w", Place: 1, Amount: tt.women}},
			Hort:   tt.hort,
		})
		got := map[int64]int64{}
		for _, a := range list.Awards {
			got[a.ID] = a.Money
		}
		if !maps.Equal(got, tt.money) {
			t.Errorf("women's %d, Hort %v: paid %v, want %v", tt.women, tt.hort, got, tt.money)
		}
		if list.Paid+list.Remainder+list.Unpaid != list.Fund || list.Unpaid != 0 {
			t.Errorf("women's %d, Hort %v: fund %d paid %d unpaid %d remainder %d", tt.women, tt.hort, list.Fund, list.Paid, list.Unpaid, list.Remainder)
		}
	}
}

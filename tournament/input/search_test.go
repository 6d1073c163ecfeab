package input

import (
	"slices"
	"testing"
)

// Finnish names hold one another: a search ranks the name that is the
// query before the one that begins with it, and both before one that has
// it inside a word ("laine" marked Timo Hämäläinen at a check-in, where
// Jussi Laine was meant). Case and accents aside, an exact match wins.
func TestRankFinnishNamesThatHoldOneAnother(t *testing.T) {
	rank := func(name, query string) int { return Rank(Searchable(name), Searchable(query)) }
	for _, c := range []struct {
		query string
		names []string // best first, each strictly better than the next
	}{
		{"laine", []string{"Jussi Laine", "Aino Laineinen", "Timo Hämäläinen"}},
		{"salo", []string{"Pekka Salo", "Liisa Salonen", "Anna Kivisalo"}},
		{"Niemi", []string{"Matti Niemi", "Kari Nieminen", "Jaana Alaniemi"}},
		{"KARI NIEMI", []string{"Kari Niemi", "Kari Nieminen", "Jari Lokari Niemijärvi"}},
		// Accents: "hämä" as typed before "hama" folded; an ä typed finds
		// an a, but the name written so comes first.
		{"hämä", []string{"Timo Hämäläinen", "Ville Hamalainen"}},
		{"hama", []string{"Ville Hamalainen", "Timo Hämäläinen"}},
		{"poeld", nil},
		{"pold", []string{"Mati Põld", "Põldsaar"}},
		{"tõnis", []string{"Tõnisson, Kalle", "Tonisson, Mari"}},
		{"søren", []string{"Søren Ø", "Soren Larsen"}},
	} {
		prev := 1 << 30
		for _, n := range c.names {
			r := rank(n, c.query)
			if r == NoMatch || r >= prev {
				t.Errorf("%q: %q ranks %d after %d, want it found and below the name before", c.query, n, r, prev)
			}
			prev = r
		}
	}
	for _, c := range []struct {
		name, query string
		want        int
	}{
		{"Jussi Laine", "laine", wholeWord + 1},
		{"Jussi Laine", "LAI", WordStart + 1},
		{"Timo Hämäläinen", "laine", insideWord}, // "läine" as written
		{"Timo Hämäläinen", "hamalainen", wholeWord},
		{"Timo Hämäläinen", "timo hämä", WordStart + 1},
		{"Timo Hämäläinen", "hämäläinen timo", NoMatch}, // the words in their order
		{"Timo Hämäläinen", "jussi laine", NoMatch},
		{"Player 1\x002190", "yer 1", insideWord + 1}, // a row's cells: the words in their order
		{"Player 2\x002190", "yer 1", NoMatch},
		{"Jussi Laine", "  ", NoMatch},
		{"Mati Põld", "poeld", NoMatch},
	} {
		if got := rank(c.name, c.query); got != c.want {
			t.Errorf("%q for %q: %d, want %d", c.name, c.query, got, c.want)
		}
	}
	// Sorted by rank, stable, the list's order kept among equals.
	names := []string{"Timo Hämäläinen", "Kari Laineinen", "Jussi Laine", "Eeva Laine"}
	slices.SortStableFunc(names, func(a, b string) int { return rank(b, "laine") - rank(a, "laine") })
	if want := []string{"Jussi Laine", "Eeva Laine", "Kari Laineinen", "Timo Hämäläinen"}; !slices.Equal(names, want) {
		t.Errorf("sorted %q, want %q", names, want)
	}
}

// A person's name is found in either order a reader types it: as written
// and family name first, as the alphabetical lists print it; Rank alone
// keeps the query's words in their order.
func TestOrdersRankTheNameEitherWay(t *testing.T) {
	aino := SearchableOrders("6\x00Aino Virtanen", "6\x00Virtanen, Aino")
	for _, c := range []struct {
		query string
		want  int
	}{
		{"aino virtanen", wholeWord + 1},
		{"virtanen aino", wholeWord + 1},
		{"Virtanen, Aino", wholeWord + 1},
		{"virtanen a", WordStart + 1},
		{"6", wholeWord + 1},
		{"aino 6", NoMatch},
		{"virtanen mikko", NoMatch},
	} {
		if got := aino.Rank(Searchable(c.query)); got != c.want {
			t.Errorf("%q: %d, want %d", c.query, got, c.want)
		}
	}
}

// An apostrophe joins a name's parts, it does not part its words: the
// arbiter types "oneill" for Sean O'Neill, and a phone writes the name with
// ’ where the list has ' (check-in, the players' search and the venue's
// found no one for "oneill").
func TestRankFindsANameWithAnApostropheTypedWithoutIt(t *testing.T) {
	for _, c := range []struct{ name, query string }{
		{"Sean O'Neill", "oneill"},
		{"Sean O'Neill", "SEAN ONEILL"},
		{"Sean O'Neill", "o’neill"},
		{"Sean O’Neill", "o'neill"},
		{"D'Costa, Anne", "dcosta"},
		{"Ngāti ʻOʻĀ", "oa"},
	} {
		if r := Rank(Searchable(c.name), Searchable(c.query)); r < wholeWord {
			t.Errorf("%q in %q ranks %d, want it found as a whole word (%d)", c.query, c.name, r, wholeWord)
		}
	}
	if r := Rank(Searchable("Sean O'Neill"), Searchable("sean")); r < wholeWord {
		t.Errorf("sean in Sean O'Neill ranks %d", r)
	}
}

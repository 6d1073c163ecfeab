package words

import (
	"slices"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/tournament/prizes"
)

// The legend says which of a player's prizes he takes when two pay the
// same, and that they are weighed by what he is paid after any sharing: a
// junior fifth overall at 50 and first of U16 at 50 took the overall one,
// and the list said only "the one with the most money"; a player tied for
// a place whose share was less than his club's prize takes the club's.
func TestPrizeLegendSaysHowEqualPrizesAreChosen(t *testing.T) {
	cat := i18n.For("en")
	legend := PrizeLegend(cat, prizes.Rules{}, prizes.List{})
	want := "Each player receives one prize: of those he could win, the one that pays him the most money after any sharing; of two paying the same, the overall prize, then the groups' in the order listed."
	if len(legend) == 0 || legend[0] != want {
		t.Errorf("legend %q, want first %q", legend, want)
	}
}

// A share of a pool that joined an overall prize and a group's says it
// was pooled, and the legend says the rule and names the pool's prizes
// once, in every language: three level for place 2 who all could win the
// women's first would read "50 EUR (shared by 3)" beside "Women, place 1"
// alone, as though the women's 80 had been split three ways and place 2's
// 70 had vanished.
func TestAPooledShareNamesThePrizesPooled(t *testing.T) {
	rules := prizes.Rules{Groups: []prizes.Group{{ID: "w", Name: "Women", Kind: prizes.GroupWomen}},
		Prizes: []prizes.Prize{{Place: 2, Amount: 7000}, {Group: "w", Place: 1, Amount: 8000}}}
	pooled := rules.Prizes
	list := prizes.List{Currency: "EUR", Awards: []prizes.Award{
		{Prize: pooled[1], Shared: 3, Pool: 15000, Pooled: pooled, Money: 5000},
		{Prize: pooled[0], Shared: 3, Pool: 15000, Pooled: pooled, Money: 5000}}}
	for lang, want := range map[i18n.Lang][3]string{
		i18n.English:  {"50 EUR (pooled, shared by 3)", "pool", "Pooled: Place 2 + Women, place 1 = 150 EUR, shared by 3."},
		i18n.Finnish:  {"50 EUR (yhdistetty, jaettu 3 kesken)", "yhdist", "Yhdistetty: 2. sija + Women, 1. sija = 150 EUR, jaettu 3 kesken."},
		i18n.Estonian: {"50 EUR (liidetud, jagatud 3 vahel)", "liid", "Liidetud: 2. koht + Women, 1. koht = 150 EUR, jagatud 3 vahel."},
	} {
		cat := i18n.For(lang)
		for _, row := range PrizeRows(cat, rules, list) {
			if row.Money != want[0] {
				t.Errorf("%s: %s's money %q, want %q", lang, row.Prize, row.Money, want[0])
			}
		}
		legend := PrizeLegend(cat, rules, list)
		if !slices.ContainsFunc(legend, func(l string) bool { return strings.Contains(l, want[1]) && strings.Contains(l, "32B") }) {
			t.Errorf("%s: the legend does not say the pool's rule: %q", lang, legend)
		}
		if n := len(slices.DeleteFunc(slices.Clone(legend), func(l string) bool { return l != want[2] })); n != 1 {
			t.Errorf("%s: the legend names the pool %d times, want once as %q: %q", lang, n, want[2], legend)
		}
		if l := PrizeLegend(cat, rules, prizes.List{}); slices.ContainsFunc(l, func(l string) bool { return strings.Contains(l, "32B") }) {
			t.Errorf("%s: the legend of a list without a pool says it: %q", lang, l)
		}
	}
}

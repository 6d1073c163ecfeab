package words

import (
	"testing"

	"arbiter/i18n"
	"arbiter/tournament/prizes"
)

// The legend says which of a player's prizes he takes when two are worth
// the same, and that they are weighed as announced: a junior fifth
// overall at 50 and first of U16 at 50 took the overall one, and the
// list said only "the one with the most money", as it did where Hort's
// sharing left him less than the group's prize.
func TestPrizeLegendSaysHowEqualPrizesAreChosen(t *testing.T) {
	cat := i18n.For("en")
	legend := PrizeLegend(cat, prizes.Rules{}, prizes.List{})
	want := "Each player receives one prize: the one with the most money of those he could win, as announced before any sharing; of two worth the same, the overall prize, then the groups' in the order listed."
	if len(legend) == 0 || legend[0] != want {
		t.Errorf("legend %q, want first %q", legend, want)
	}
}

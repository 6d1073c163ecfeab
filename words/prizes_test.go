package words

import (
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

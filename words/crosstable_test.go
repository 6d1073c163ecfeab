package words

import (
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/tournament"
)

// The legend's forfeit marks are the cells' (tournament.Symbol), in every
// language, not marks the catalogues write of their own.
func TestSymbolsLegendWritesTheCellsMarks(t *testing.T) {
	won := tournament.Symbol(tournament.WhiteForfeitWin, true)
	lost := tournament.Symbol(tournament.WhiteForfeitWin, false)
	for _, l := range i18n.Complete {
		got := SymbolsLegend(i18n.For(l))
		if !strings.Contains(got, won) || !strings.Contains(got, lost) || strings.ContainsAny(got, "{}") {
			t.Errorf("%s: %q, want the marks %q and %q", l, got, won, lost)
		}
	}
}

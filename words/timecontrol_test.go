package words

import (
	"testing"

	"arbiter/i18n"
)

// A control of one period is the time for the game: "15+10" read "15 min
// for the rest of the game +10 s a move" on the venue's pages and the
// paper, a rest after no first period. The last period of several is
// still the rest of the game.
func TestOnePeriodIsTheTimeForTheGame(t *testing.T) {
	for _, c := range []struct {
		lang          i18n.Lang
		control, want string
	}{
		{i18n.English, "15+10", "15 min for the game +10 s a move"},
		{i18n.Finnish, "15+10", "15 min koko peliin +10 s/siirto"},
		{i18n.Estonian, "15+10", "15 min kogu partiile +10 s käigu kohta"},
		{i18n.English, "40/90+30'+30\"", "40 moves in 90 min + 30 min for the rest of the game +30 s a move"},
		// Seconds in a period's time are written as the compact form
		// writes them (clock.FormatMinutes).
		{i18n.English, "2:30+1", "2:30 min for the game +1 s a move"},
	} {
		if got := TimeControl(i18n.For(c.lang), c.control); got != c.want {
			t.Errorf("%s %s: %q, want %q", c.lang, c.control, got, c.want)
		}
	}
}

package words

import (
	"testing"

	"arbiter/i18n"
	"arbiter/tournament/team"
)

// The team standings' legend says every column's abbreviation, match and
// game points first, and which way the board count and the places within
// a tie rank; game points as a tie-break have their column already and
// are said once.
func TestTeamTieBreakLegend(t *testing.T) {
	for _, c := range []struct {
		lang i18n.Lang
		ids  []string
		want string
	}{
		{i18n.English, []string{"gp", "sb", "bc"}, "MP = match points · GP = game points · SB = Sonneborn-Berger · BC = board count (lower is better)."},
		{i18n.English, []string{"tbr"}, "MP = match points · GP = game points · TBR = top-board result (the place within the tied teams: 1 is the best; blank where it does not separate them)."},
		{i18n.Finnish, []string{"bc"}, "OP = ottelupisteet · PP = pelipisteet · PL = pöytäluku (pienempi on parempi)."},
	} {
		if got := TeamTieBreakLegend(i18n.For(c.lang), team.TeamTable{TieBreaks: c.ids}); got != c.want {
			t.Errorf("%s %v:\n got %q\nwant %q", c.lang, c.ids, got, c.want)
		}
	}
}

package venue

import (
	"arbiter/i18n"
	"arbiter/tournament/prizes"
	"arbiter/tournament/team"
	"arbiter/words"
)

// clubsPage is a club ranking (prizes.ClubStandings) as every front end
// words it (words.ClubTable): its clubs, not players, and the rule under
// them.
type clubsPage struct {
	Groups []link // the standings of the event and of its ranking groups
	Heads  []string
	Rows   [][]string
	Legend []string
}

// clubsData is the page of the club ranking g, the event's ranking
// group n.
func clubsData(f *facts, cat *i18n.Catalog, g prizes.Group, n int) clubsPage {
	d := clubsPage{Groups: f.groupLinks(cat, n)}
	d.Heads, d.Rows, d.Legend = words.ClubTable(cat, g, team.PrizeTable(f.ev))
	return d
}

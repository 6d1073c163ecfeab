package words

import (
	"strconv"

	"arbiter/i18n"
	"arbiter/tournament/prizes"
	"arbiter/tournament/standings"
)

// ClubTable is a club ranking (prizes.ClubStandings) as every front end
// shows it: the heads, a row of cells for each club (its place, name,
// points, players counted of its players, then the sums of their
// tie-breaks or the best one's place) and the rule under it
// (ClubLegend); the rule alone says why a ranking without a club is
// empty, and a team event's is refused in words.
func ClubTable(cat *i18n.Catalog, g prizes.Group, t standings.Table) (heads []string, rows [][]string, legend []string) {
	heads = []string{cat.T("print.col.place"), cat.T("print.col.club"), cat.T("event.col.points"), cat.T("prizes.clubs.col.counted")}
	if g.TieByPlace {
		heads = append(heads, cat.T("prizes.clubs.col.best-place"))
	} else {
		heads = append(heads, TieBreakHeads(cat, prizes.ClubTieBreaks(t))...)
	}
	if t.Teams { // a team event's rows are teams: its prizes go to them
		return heads, nil, []string{cat.T("prizes.err.clubs-team", "id", g.ID)}
	}
	clubs := prizes.ClubStandings(t, g)
	for _, c := range clubs {
		row := []string{c.Place, c.Club, c.Points.String(), cat.T("prizes.clubs.counted", "counted", len(c.Counted), "players", c.Players)}
		if g.TieByPlace {
			row = append(row, strconv.Itoa(c.BestPlace))
		} else {
			row = append(row, TieBreakTexts(c.TieBreaks)...)
		}
		rows = append(rows, row)
	}
	if len(clubs) == 0 {
		legend = append(legend, cat.T("prizes.clubs.none"))
	}
	legend = append(legend, ClubLegend(cat, g))
	if ids := prizes.ClubTieBreaks(t); !g.TieByPlace && len(ids) > 0 {
		legend = append(legend, TieBreakLegend(cat, ids))
	}
	return heads, rows, legend
}

// ClubLegend is a club ranking's rule in words: how many players count,
// what a club with fewer and a player without one come to, and what
// parts clubs equal on points.
func ClubLegend(cat *i18n.Catalog, g prizes.Group) string {
	key := "prizes.clubs.legend"
	if g.TieByPlace {
		key += ".place"
	}
	return cat.T(key, "name", g.Name, "n", g.Best)
}

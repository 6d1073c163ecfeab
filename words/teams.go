package words

import (
	"strings"

	"arbiter/i18n"
	"arbiter/tournament/team"
)

// TeamTieBreakLegend is the line under a team event's standings that
// says each column's abbreviation (match and game points, then the
// tie-breaks t shows) and, where a lower figure or a place within the tie
// ranks first, which way it counts: the window, the paper, the venue
// pages and the command line print it alike.
func TeamTieBreakLegend(cat *i18n.Catalog, t team.TeamTable) string {
	parts := []string{
		cat.T("teams.col.mp") + " = " + cat.T("event.tb.mp"),
		cat.T("teams.col.gp") + " = " + cat.T("event.tb.gp"),
	}
	for _, k := range t.TieBreakColumns() {
		id := t.TieBreaks[k]
		part := TieBreakShort(cat, id) + " = " + TieBreakName(cat, id)
		switch lower, place := team.TieBreakOrder(id); {
		case place: // a place counts up too, but says so itself
			part += " " + cat.T("teams.tb.place")
		case lower:
			part += " " + cat.T("teams.tb.lower")
		}
		parts = append(parts, part)
	}
	return strings.Join(parts, " · ") + "."
}

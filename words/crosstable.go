package words

import (
	"strings"

	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/standings"
	"arbiter/tournament/team"
)

// SwissCells are a Swiss crosstable row's round cells with the colour
// letters of cat's language ("12w1", "7b½", "–1"), as every table
// writes them.
func SwissCells(cat *i18n.Catalog, cells []standings.SwissCell) []string {
	white, black := cat.T("print.colour.w"), cat.T("print.colour.b")
	texts := make([]string, 0, len(cells))
	for _, c := range cells {
		texts = append(texts, c.Text(white, black))
	}
	return texts
}

// CrossTitle is a round robin's crosstable's heading in cat's language,
// the same on paper, in the window, on the venue's pages and from the
// command line: "Crosstable after round 2" when it counts the complete
// rounds only, and with the rounds under way whose results it counts as
// well, "Crosstable after round 2, round 3: 4 of 6 games entered" (a team
// event's matches finished, when teams is set).
func CrossTitle(cat *i18n.Catalog, complete int, partial []tournament.RoundProgress, teams bool) string {
	key := "crosstable.partial.round"
	if teams {
		key += ".team"
	}
	var rounds []string
	for _, p := range partial {
		rounds = append(rounds, cat.T(key, "round", p.Round, "done", p.Done, "of", p.Of))
	}
	switch {
	case len(rounds) > 0 && complete > 0:
		return cat.T("crosstable.partial.title", "n", complete, "rounds", strings.Join(rounds, ", "))
	case len(rounds) > 0:
		return cat.T("crosstable.partial.title.first", "rounds", strings.Join(rounds, ", "))
	case complete > 0:
		return cat.T("print.crosstable.after", "n", complete)
	}
	return cat.T("print.crosstable.title")
}

// TeamCrossTitle is a team event's crosstable's heading: a round robin's
// counts the matches of a round under way that its cells show and says so
// (CrossTitle); a Swiss's is plain, its rounds in its columns.
func TeamCrossTitle(cat *i18n.Catalog, ct team.TeamCross) string {
	if !ct.RoundRobin {
		return cat.T("print.crosstable.title")
	}
	return CrossTitle(cat, ct.Complete, ct.Partial, true)
}

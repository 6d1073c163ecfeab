package words

import (
	"strings"

	"arbiter/engine"
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

// SwissLegend is the legend under a Swiss crosstable in the window, on
// the venue's pages, from the command line and on paper: while rounds are
// paired and not complete, first that their columns show the pairings and
// their results count once the round is complete (the points beside them
// are the standings' of the complete rounds), then the cells' symbols.
func SwissLegend(cat *i18n.Catalog, ct standings.SwissTable) []string {
	legend := []string{cat.T("print.legend.swiss")}
	if play := ct.InPlay(); play > 0 {
		legend = append([]string{cat.T("crosstable.pending", "round", play)}, legend...)
	}
	if blank := SwissBlankLegend(cat, ct); blank != "" {
		legend = append(legend, blank)
	}
	return legend
}

// SwissBlankLegend says what a blank cell of a Swiss crosstable means, a
// round the player was not paired in (a late entry's rounds before he
// joined, a withdrawn player's after he left), where the table has one,
// and is "" otherwise: SwissLegend's last line.
func SwissBlankLegend(cat *i18n.Catalog, ct standings.SwissTable) string {
	for _, row := range ct.Cells {
		for _, c := range row {
			if c.Text("w", "b") == "" {
				return cat.T("crosstable.blank")
			}
		}
	}
	return ""
}

// CrossLegend is the legend under a round robin's crosstable on paper,
// on the venue's pages, in the window and from the command line: its
// results' symbols, and "*" (a game still to be played) and "A"
// (adjourned) where its cells show them, as all of them write them.
func CrossLegend(cat *i18n.Catalog, ct standings.CrossTable) []string {
	shown := map[string]bool{}
	for _, r := range ct.Rows {
		for _, cell := range r.Cells {
			for _, sym := range cell {
				shown[sym] = true
			}
		}
	}
	return ResultLegend(cat, shown)
}

// ResultLegend is the legend of results written from a player's side
// (tournament.Symbol), as a round robin's crosstable and a player's page
// at the venue write them: what 1, ½, 0, + and − mean, and "*" and "A"
// where shown holds them.
func ResultLegend(cat *i18n.Catalog, shown map[string]bool) []string {
	legend := []string{SymbolsLegend(cat)}
	if shown["*"] {
		legend = append(legend, cat.T("print.legend.pending"))
	}
	if shown["A"] {
		legend = append(legend, cat.T("print.legend.adjourned", "mark", "A"))
	}
	return legend
}

// SymbolsLegend is the first line of ResultLegend, what 1, ½, 0 and the
// forfeits' marks mean, the marks written as tournament.Symbol writes them
// in the cells, from that one place: the catalogues wrote marks of their
// own beside it.
func SymbolsLegend(cat *i18n.Catalog) string {
	return cat.T("print.legend.crosstable",
		"won", tournament.Symbol(tournament.WhiteForfeitWin, true),
		"lost", tournament.Symbol(tournament.WhiteForfeitWin, false))
}

// CrossTitle is a crosstable's heading in cat's language, the same on
// paper, in the window, on the venue's pages and from the command line,
// from the event's progress as the standings' (StandingsTitle), whose
// rounds it names in the same words: "Crosstable after round 2", with
// the round in play when one is paired past it ("Crosstable after round
// 2, round 3 in play"; a Swiss's column of it shows its pairings, a round
// robin's cells its games as "*"), and with the rounds under way whose
// results a round robin's counts as well, "Crosstable after round 2,
// round 3: 4 of 6 games entered" (a team event's matches finished, when
// teams is set). A round robin's said no round in play where its
// standings did.
func CrossTitle(cat *i18n.Catalog, p standings.Progress, teams bool) string {
	return progressLine(cat, p, crossKeys, teams)
}

// StandingsTitle is the standings' heading on paper, on the command line
// and on the venue's pages, from the event's progress (standings.Progress,
// which the standings carry): "Standings after round 2", and the round
// being played when one is paired past it ("Standings after round 2,
// round 3 in play"), so that two printouts of one day are told apart;
// "Standings" before round 1 is paired (never "after round 0"); "Final
// standings" once the last round is over (Progress.Final), as the
// crosstable's and the results by board's say theirs are final.
//
// A round robin's standings count the results of the rounds after the
// last complete one too (Progress.Partial: a round under way, or the
// rounds played after a postponed game), and say so as its crosstable
// does: "Standings after round 2, round 3: 4 of 5 games entered"; a team
// round robin's by its matches finished (Progress.Teams).
func StandingsTitle(cat *i18n.Catalog, p standings.Progress) string {
	return progressLine(cat, p, standingsKeys, p.Teams)
}

// StandingsHeading is StandingsTitle in its two parts, as CrossHeading is
// the crosstable's, for a page whose header has a line for each: the title
// ("Standings after round 2") and the rounds under way a round robin's
// standings count as well ("round 3: 4 of 6 games entered"), empty when
// there are none.
func StandingsHeading(cat *i18n.Catalog, p standings.Progress) (title, rounds string) {
	return progressHeading(cat, p, standingsKeys, p.Teams)
}

// CrossHeading is CrossTitle in its two parts, for a page whose header
// has a line for each: the title ("Crosstable after round 2", or "…,
// round 3 in play" where it counts no round under way) and the rounds
// under way it counts as well ("round 3: 4 of 6 games entered"), empty
// when there are none.
func CrossHeading(cat *i18n.Catalog, p standings.Progress, teams bool) (title, rounds string) {
	return progressHeading(cat, p, crossKeys, teams)
}

// BoardsTitle is the results by board's heading on paper and on the
// venue's pages, as StandingsTitle words the standings': they count the
// same rounds (team.BoardRecords, those whose every match is finished).
func BoardsTitle(cat *i18n.Catalog, p standings.Progress) string {
	return progressTitle(cat, p, progressKeys{"teams.print.boards.title", "teams.print.boards.after", "teams.print.boards.in-play", "teams.print.boards.in-play.first", "", "", "teams.print.boards.final"})
}

// progressKeys are a heading's words at each point of an event's
// progress: before any round is finished and none is paired, after one,
// after one with the next in play, with the first in play, with the
// rounds under way that a round robin's table counts, after one and
// before any, and once the last round is over (Progress.Final).
type progressKeys struct{ title, after, inPlay, firstInPlay, partial, firstPartial, final string }

var (
	standingsKeys = progressKeys{"print.standings.title", "print.standings.after", "print.standings.in-play", "print.standings.in-play.first", "print.standings.partial", "print.standings.partial.first", "print.standings.final"}
	crossKeys     = progressKeys{"print.crosstable.title", "print.crosstable.after", "print.crosstable.in-play", "print.crosstable.in-play.first", "crosstable.partial.title", "crosstable.partial.title.first", "print.crosstable.final"}
)

func progressTitle(cat *i18n.Catalog, p standings.Progress, k progressKeys) string {
	switch play := p.InPlay(); {
	case p.Final:
		return cat.T(k.final)
	case play > 0 && p.Complete > 0:
		return cat.T(k.inPlay, "n", p.Complete, "play", play)
	case play > 0:
		return cat.T(k.firstInPlay, "play", play)
	case p.Complete > 0:
		return cat.T(k.after, "n", p.Complete)
	}
	return cat.T(k.title)
}

// progressHeading is the heading of a table at progress p in k's words,
// in two parts: with rounds under way that it counts, the complete rounds
// in the title and those in rounds; else the title naming the round in
// play too, and no rounds.
func progressHeading(cat *i18n.Catalog, p standings.Progress, k progressKeys, teams bool) (title, rounds string) {
	if rounds = RoundsUnderWay(cat, p.Partial, teams); rounds != "" {
		if p.Complete > 0 {
			return cat.T(k.after, "n", p.Complete), rounds
		}
		return cat.T(k.title), rounds
	}
	return progressTitle(cat, p, k), ""
}

// progressLine is progressHeading in one line.
func progressLine(cat *i18n.Catalog, p standings.Progress, k progressKeys, teams bool) string {
	title, rounds := progressHeading(cat, p, k, teams)
	switch {
	case rounds != "" && p.Complete > 0:
		return cat.T(k.partial, "n", p.Complete, "rounds", rounds)
	case rounds != "":
		return cat.T(k.firstPartial, "rounds", rounds)
	}
	return title
}

// RoundsUnderWay names the rounds after the last complete one that a
// table counts ("round 3: 4 of 6 games entered", a team event's matches
// finished; a round complete after one that is not, "every result
// entered"), empty for none.
func RoundsUnderWay(cat *i18n.Catalog, partial []standings.RoundProgress, teams bool) string {
	key := "crosstable.partial.round"
	if teams {
		key += ".team"
	}
	var under []string
	for _, p := range partial {
		if p.Done == p.Of {
			under = append(under, cat.T(key+".all", "round", p.Round))
			continue
		}
		under = append(under, cat.T(key, "round", p.Round, "done", p.Done, "of", p.Of))
	}
	return strings.Join(under, ", ")
}

// TeamCrossTitle is a team event's crosstable's heading (CrossTitle): a
// round robin's counts the matches of a round under way that its cells
// show and says so; a Swiss's, as an individual Swiss's, counts the
// complete rounds and names the round in play whose matches its column
// shows but its points do not count.
func TeamCrossTitle(cat *i18n.Catalog, ct team.TeamCross) string {
	return CrossTitle(cat, ct.Progress, true)
}

// TeamCrossHeading is TeamCrossTitle in CrossHeading's two parts.
func TeamCrossHeading(cat *i18n.Catalog, ct team.TeamCross) (title, rounds string) {
	return CrossHeading(cat, ct.Progress, true)
}

// OutcomeNotes are the notes under a table of standings or a crosstable,
// after its rules (RuleNotes), that say what the results made of the
// event beyond its rows: a match's own result ("Match: Player 1 – Player 2
// 1½–½, of 6 games."), a drawn match's play-off games a line each, then each player struck from the table by the 1953
// rule, a line each, with the round and the games that count, the places
// a play-off decided (or that one recorded is not followed), and the
// players a ranking group's table left out for want of a year of birth or of a
// rating, and the rating-based tie-breaks that left unrated opponents out
// of their averages or counted them at the event's rating for the
// unrated (standings.Table.UnratedLeftOut). The window, the
// command line, the paper and the venue's pages give them so: the
// window left out the match's result, and the struck players were worded
// three ways.
func OutcomeNotes(cat *i18n.Catalog, t standings.Table) []string {
	var notes []string
	if t.Match != nil {
		key, args := t.Match.Notice()
		notes = append(notes, cat.T(key, args...))
		// The play-off's games, of their own type, apart from the
		// scheduled games of the rows; said not to count once the match
		// is no longer drawn (a result corrected since).
		if len(t.Match.Playoff) > 0 && t.Match.Outcome != standings.MatchDrawn && t.Match.Outcome != standings.MatchPlayoff {
			notes = append(notes, cat.T("match.playoff.void"))
		}
		for _, g := range t.Match.Playoff {
			r, _ := tournament.ParseResult(g.Result) // written by Result.String
			key, odds := "match.playoff.game", ""
			if g.Armageddon {
				odds = cat.T("match.draw-odds." + g.DrawOdds) // "black", "white"
			}
			switch {
			case g.Armageddon && r == tournament.Draw && g.DrawOdds == engine.White.String():
				key = "match.playoff.armageddon-draw-white"
			case g.Armageddon && r == tournament.Draw:
				// Said whole: the draw that decided it is Black's.
				key = "match.playoff.armageddon-draw"
			case g.Armageddon:
				// Whose a draw would have been, as the regulations had it.
				key = "match.playoff.armageddon"
			}
			notes = append(notes, cat.T(key, "game", g.Game, "type", cat.T(g.Type.Key()),
				"white", g.White, "black", g.Black, "result", r.Text(cat.T), "odds", odds))
		}
	}
	for _, st := range t.Struck {
		notes = append(notes, cat.T("event.cli.struck", st.Args()...))
	}
	for _, p := range t.Playoffs {
		if p.Void != "" {
			notes = append(notes, cat.T("event.playoff.void."+p.Void, "players", playerNames(p.Players)))
		} else {
			notes = append(notes, cat.T("event.playoff.note", "places", p.Places, "players", playerNames(p.Players)))
		}
	}
	if len(t.Unplaced) > 0 {
		notes = append(notes, cat.T("print.group.noyear", "players", playerNames(t.Unplaced)))
	}
	if len(t.Unrated) > 0 {
		notes = append(notes, cat.T("print.group.unrated", "players", playerNames(t.Unrated)))
	}
	if ids, n := t.UnratedLeftOut(); n > 0 && t.UnratedOpponents.Rating > 0 {
		notes = append(notes, cat.T("print.tb.unrated-counted", "tiebreaks", TieBreakList(cat, ids), "players", n,
			"rating", t.UnratedOpponents.Rating))
	} else if n > 0 {
		notes = append(notes, cat.T("print.tb.unrated", "tiebreaks", TieBreakList(cat, ids), "players", n))
	}
	return notes
}

// playerNames lists players by name, as a note names them.
func playerNames(players []standings.PlayerColumns) string {
	names := make([]string, len(players))
	for i, p := range players {
		names[i] = p.Name
	}
	return strings.Join(names, ", ")
}

// TableNotes are the notes under a table of standings or a crosstable, as
// the command line, the paper and the venue's pages give them after the
// legend of its results, if any: what the heads of its tie-break columns
// stand for (TieBreakLegend), the rules it is ranked by (RuleNotes), then
// what the results made of the event beyond its rows (OutcomeNotes). The
// command line and the players' phones gave no tie-break legend, where
// the window and the paper did.
func TableNotes(cat *i18n.Catalog, t standings.Table) []string {
	var notes []string
	if len(t.TieBreaks) > 0 {
		notes = append(notes, TieBreakLegend(cat, t.TieBreaks))
	}
	return append(append(notes, RuleNotes(cat, t)...), OutcomeNotes(cat, t)...)
}

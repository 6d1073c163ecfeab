package ui

import (
	"slices"

	"arbiter/printing"
)

// teamPrintDocs are a team event's documents: its round pack, its
// rounds' pairing lists, match result sheets and line-up forms, and its
// standings, crosstable and board results, and the players' rating report, their games rated
// board by board; and the individual event's sheets of the players and
// their games, whose games are a team event's matches' boards
// (tournament.GameRounds), and the prize list, whose prizes go to the
// teams down the team standings, with the board prizes
// (tournament.PrizeTable). The individual event's standings and
// crosstable are no team event's.
var teamPrintDocs = append([]printDoc{
	{"teams.ui.print.round-pack", true, packFile, perRound(printing.RoundPack), false, false},
	{"ui.printing.doc.pairings", true, "pairings", perRound(printing.TeamPairings), false, false},
	{"teams.ui.print.sheets", true, "match-sheets", perRound(printing.MatchSheets), false, false},
	{"teams.ui.print.lineups", true, "lineup-forms", perRound(printing.LineupForms), false, false},
	{"ui.printing.doc.standings", false, "standings", whole(printing.TeamStandings), false, false},
	{"ui.printing.doc.crosstable", false, "crosstable", whole(printing.TeamCrosstable), false, false},
	{"teams.ui.print.boards", false, "boards", whole(printing.BoardResults), false, false},
	{"ui.printing.doc.ratings", false, "ratings", withRatings(printing.Ratings), false, false},
}, gameDocs("slips", "scoresheets", "players", "schedule", "arbiter-report", "prizes")...)

// gameDocs are the individual event's documents of these file names.
func gameDocs(files ...string) []printDoc {
	var out []printDoc
	for _, d := range printDocs {
		if slices.Contains(files, d.file) {
			out = append(out, d)
		}
	}
	return out
}

// printDocs are the documents of the open event.
func (s *Shell) printDocs() []printDoc {
	if s.doc != nil && s.doc.event.Settings.System.Team() {
		return teamPrintDocs
	}
	return printDocs
}

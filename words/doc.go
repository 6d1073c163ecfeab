// Package words says the event in the reader's language: the names of
// prizes and their money, the rating and norm verdicts, a withdrawn
// player's mark, the numbers as every table writes them. The window, the
// command line, the venue pages and the paper (package printing) share
// these words, so that a figure reads the same wherever it is shown. It
// sits below every front end and beside printing, never above them: it
// imports the event's computations and the catalogues only.
//
// `words/` says the event in the reader's language for every front end and the paper alike: the prize
// list's rows and account (`PrizeRows`, `PrizeAccount`, `PrizeLegend`, `CurrencyText`), the rating
// report's cells, its figures' heads and legend (`RatedShort`, `RatedLegend`) and verdicts (`KText`, `ChangeText`, `NationalCells`, `NationalNew`, `NormLine`, `NormTooFewGames`, their marks in a cell and legend `NormMark`, `NormMarkLegend`), the
// 1953 norms' sources (`NormSource`, `NormKind`, `NormBasis`, `NormFields`), the provisional notes, the withdrawn mark
// and its legend (`WithdrawnName`, `WithdrawnMark` after a name that is a link, `WithdrawnLegend`), a pairing's board, "–" for a bye (`Board`, `NoBoard`), a player's number, a row's tie-break values and a Swiss crosstable's round cells as
// every table writes them (`Number`, `TieBreakTexts`, `SwissCells`), a round robin's crosstable's heading naming
// the rounds under way it counts (`CrossTitle`, `TeamCrossTitle`), the standings' heading (`StandingsTitle`), the notes under the standings and crosstables, the rules they are ranked by and what the results made of the event beyond the rows, a match's own result and the players struck (`RuleNotes`, `OutcomeNotes`), the values of the rules at the board (`NationalPractice`, `DevicePolicy`, `Notation`), the program that made a change of the history (`Actor`), a check-in list's mark of a player, in, not in or the bye he asked for (`CheckInMark`), and its count, the byes asked for apart (`CheckInCount`), and what marking him in or out says (`CheckedIn`). It imports the event's
// computations and the catalogues, never the store or the rating lists; what a rating list changes of a
// player (`RatingChange`, `RatingMissing`) is `words/listwords`, which does import `ratinglist`, used by
// the window's update dialog and `arbiter player update-ratings` only.
package words

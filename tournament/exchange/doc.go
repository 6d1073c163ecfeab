// Package exchange reads other programs' files into the event model and
// writes the event for them: TRF reports, TRF-16 and TRF-2026, an
// individual event's (ReadTRFReport, FromTRF, ExportTRF) and a team
// event's with its team records (ReadTeamTRFReport, the export's team
// branch), player lists as CSV or TRF (ReadPlayersCSV, ReadPlayerList,
// the header words shared with the rating lists: ReadCSVHeader,
// CSVField), the games as PGN (EventPGN, PublishedPGN), and the text's
// encoding guessed before any of them is read (UTF-8, UTF-16 or a
// Windows code page, told by the letters of the names).
//
// The columns of a TRF record are cut in tournament/trf alone; this
// package maps its model (trf.Tournament, trf.TeamReport) onto the
// event's and back. The event in TRF's model without the records of an
// export (trfevent.ToTRF) lies below, since the Swiss pairing reads it
// too. Whatever a file holds that the event does not keep, read as
// written or changed, is named in the import's notes (engine.Message, the
// keys event.trf.*, event.csv.*), so that no import is silent.
//
// It sits above the event model: it imports tournament (and
// tournament/trf, tournament/swiss for the Baku records), which never
// imports it; the store, tournament/conduct, tournament/ratinglist and the
// front ends import it (printing's tests and the team package's too). It does not import tournament/team, whose tests read
// team reports through it: the team standings a team report's 310 ranks
// need come in through TRFOptions.TeamRanks.
//
// teamtrfread.go is long because it is the team TRF's import in one reader (teamRead): teams,
// their options, rounds, line-ups and requests read from the same records, each step naming what
// it did not keep. trfconv.go is the individual TRF's import
// of TRF-16's records, trfreport.go the whole report read with the records other programs and
// Arbiter add to it (ReadTRFReport), trfexport.go its export.
package exchange

// How the package reads and writes, in more detail (its summary is in trf.go,
// kept there as the package comment).
//
// `tournament/trf` reads and writes TRF-16 and the TRF-2026 records byte-stably (unknown lines kept),
// and JaVaFo's `XXR`, `XXC`, `XXP` (`ForbiddenGroups`) and `XXA` (`PlayerAccelerations`, added to the
// `250` records' points by `AccelerationOf`, as bbpPairings adds them) and `XXZ` (`NotPaired`, the
// players absent from the round to pair), and the points the pairing programs' own records give
// (bbpPairings' `BBW`…`BBU`, JaVaFo's `XXS`), which `PointSystem` gives as it gives `162`'s. `RoundToPair` is the round a
// pairing program pairs next: after `PairedRounds`, past a round in which every player had a bye or an
// absence. `trf.Problem` is the one reading of what a report says about pairing beyond its games: the
// round to pair, the bye each cell without opponent stands for (`Bye`: `U`, `F`, `H`, `Z`, a cell
// without result by what the points column leaves, `BlankByes`), the byes asked for the round to pair
// and later (its column's `H`, `F`, `Z`, `0000 -`, `240` and `XXZ`), who is not to be paired in a round
// (`AbsentIn`; a blank cell of the round to pair is a player to pair, as Swiss-Manager pads its lines),
// a round a line leaves blank, before a later entry or after a line that ends early, as an absence
// (TRF-2026's blank cell, `0000 - Z`; the player is paired in the round to pair, as bbpPairings pairs
// him), forbidden pairs by round (`XXP`, `260`), the initial colour
// (`152`, `XXC`, else round 1) and whose points column disagrees. `swiss.FromTRF` (so `arbiter pair` and
// `check`, which go through `trfevent.ToTRF`, and `pair-trf` and `check-trf`, which import the report first,
// `conduct.PairReport`) and `exchange.ReadTRFReport` (`fromTRF`,
// `absentWhereBlank`, `readSwissRecords`; the team reader's blank rounds too) both take them from it, so a report paired as read and
// imported, then paired, is one problem; `TestPairTRFAndImportThenPairAgreeOnEveryRound` holds them
// to it on every round of the outside reports. The import keeps `XXP` and the `260` records in force
// in the round to pair as forbidden pairs from the record's first round to the event's last (one in
// force only in other rounds is listed as not kept, one ending before the last round named; the round
// each is kept apart from is `SwissOptions.ForbiddenFrom`, kept in the file, by which `check-trf` and
// `check` judge the earlier rounds, `conduct.CheckRound`), and any acceleration that is not Baku's as
// `SwissOptions.Accelerations` (each player's points, written back as `XXA`). Arbiter's own records are the model's too (`XXW` the withdrawal rule
// and withdrawals, `XXG` the game type the arbiter set over the time control's, `XXF` a pair whose `260` starts at a round that stays when rounds are taken back, `XXN` and `XXT` the spellings of names and header texts an ASCII report writes
// plainly, `XXN` also a name a player line cuts to its 33 characters, `XXE` the provisional rating the arbiter gives an unrated player for the Dubov pairing, his line's rating columns left empty, `XXO` the rounds held in which a Swiss's player was not paired, whose cells have no result, so that a reinstated player's line exported before the next round is paired is not read as another program's line that ends early, nor a late entry's line given nothing for the rounds he missed as one that starts late, zero-point byes, and a late entry's first rounds that gave him a bye, which his cells hold, so that the import reads the round he joined in): `ExportTRF` fills them and the writer orders them; `ReadTRFReport` reads them, the JaVaFo
// records and every TRF-2026 record from the parsed report, never the raw text (a team report's
// records, which it refuses, are found among the lines the model keeps as read, `UnmodelledLine`).
// `exchange.ExportTRF` is the one conversion to the report other programs read (the writer of
// the event's system, `trfReports`: a team event's `exportTeamTRF`, so the window and `export trf` write the same for both): ASCII names by
// default (`input.ASCIIName`, the spelling kept in Arbiter's `XXN`/`XXT` records), the pairing
// records (`152`, `260`, `250`, `240`) from the Swiss options (a pair forbidden once a round was paired
// written from the round after it, `SwissOptions.ForbiddenFrom`, TRF-16's `XXP` for every round and said),
// a round not yet paired as its absentees
// only; `bench/trf/compare.sh` checks it against a local bbpPairings build. `exchange.ReadTRFReport`
// reads another program's report with its notes (`TRFReport.Notes`, each an `engine.Message`): every record Arbiter does not keep, and per player what `FromTRF` did not read as
// written (FIDE id 0 is no id; a federation column that is no FIDE federation, `fideFederations`, is
// the club, or nothing when it has no letter, Swiss Perfect's `???`; a birth date it cannot read is left empty; the rounds' dates of `132` written otherwise than `YY/MM/DD` (Swiss Perfect's dots, day and month in either order) are left out and named; byes written without a result, as Swiss Perfect
// writes them, count what the points column leaves over the other cells, `trf.Problem.BlankByes`; a points
// column that is not the sum of the round cells, each scored as record 162 says by `trf.Game.Points`,
// is named; a host federation, `032`, that is none is left empty). `tournament/testdata/outside` holds other programs' real reports, each imported whole, JaVaFo's samples checked round by round as bbpPairings checks them. `trf.Game.Code` reads `0000 - =`, some programs'
// half-point bye, as `H` for every reader. A text that is not UTF-8 is read (`tournament.decodeText`,
// for TRF and every CSV list) in the Windows code page whose languages' letters its words fit
// (`codePages`: 1252, 1257, 1250, 1251; a tie goes to 1252), and the notes name it. The CLI prints the notes (`import`, and a CSV
// rating list's) and the window shows them whole in a box of their own that scrolls
// (`ui.Shell.showNotes`), both through `i18n.Catalog.Message`; CSV player lists give theirs too
// (`exchange.ReadPlayersCSV`: the columns skipped, the code page).
//
// A team report's records (310, or TRF-16's 013; 352, 362, 320, 330, 300,
// 299 and Arbiter's XXM and XXK) are read by Tournament.Teams from the lines Parse
// keeps verbatim (team.go), so they are written back byte for byte and no
// other package cuts their columns; what neither reading models is
// TeamReport.Unread, with its line, for the import to name. A team event's
// report is written from the same model (TeamReport.Records).
//
// The edition written is a Version: TRF-2026 by default, whose header
// records beyond TRF-16 are 182 (the pairing program), 192 (the system's
// code) and 222 (the time control, EncodeTimeControl); TRF-16 by
// Tournament.AsTRF16, which states the pairing records TRF-2026 added in
// JaVaFo's records where they have one.
package trf

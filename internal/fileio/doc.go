// Package fileio reads the files the arbiter names (a TRF report, a player
// list, a PGN file) and writes the files the program makes (PDF, TRF,
// PGN), for the window and the command line alike: inputs have a size
// limit, outputs are written unnamed (on Linux) or beside, flushed, and named only when whole, and the
// operating system's refusals become messages the catalogues translate
// (app.error.read.*, app.error.write.*).
//
// `internal/fileio`: the one way the window and the CLI read the files the arbiter names (`Read`, a
// 16 MB limit for TRF and CSV; `Open` for PGN, which `engine.ReadPGN` reads game by game with a 16 MB
// limit per game, a byte-order mark skipped, a game that is not UTF-8 read as Windows-1252, a NAG or
// comment before the first move kept as the game's (`PGNGame.NAGs`, `PGNGame.Comment`), every spelling
// of Chess960's Variant tag python-chess reads taken (`variantKey`), a null move
// refused by name and result contradictions kept as `PGNGame.Warnings`) and write the files they make (`Write`: unnamed on Linux so that a killed program leaves nothing, flushed, then named; a device or pipe such as `/dev/null` or
// `/dev/stdout` written through, never replaced), with translated errors. `Stem`
// makes the names the window proposes safe on every system; the words in them (`print.file.*`,
// `ui.new.file.default`) are in the window's language, through `printing.FileName` for every document.
package fileio

// Package store keeps a tournament in one SQLite file (*.arbiter) that the
// sqlite3 tool can read: event settings, players, rounds, pairings and
// results, games with moves, clock times, draw offers and incidents, the
// rulings log, and an audit log of every change.
//
// Every user action is exactly one IMMEDIATE transaction in a WAL-mode
// database with synchronous=FULL, and that transaction also writes the
// action's audit row with before- and after-images of the rows it touched,
// so that Undo can restore them and the arbiter's report can list them.
// A file is marked as ours by its application id and meta table, carries
// its schema version in user_version and is migrated forward in one
// transaction after a backup; a file that is not ours, is newer, or is held
// open by another instance (an OS advisory lock) is refused untouched.
// OpenReadOnly reads a file alongside the instance that holds it open: it
// takes no lock, each reading method sees one snapshot of the file,
// and every change is refused.
//
// `tournament/store` persists it: one SQLite file marked with `application_id` "ARBT", schema version in
// `user_version` with forward migrations, WAL + `synchronous=FULL` + foreign keys, one transaction per
// user action (`Store` methods, or `Batch(func(*Tx))` for several steps) that also writes the audit row
// with the before-images `Undo` restores, and, where a front end gives them (`Tx.ShowRows`: the settings view's Save),
// the rows of its view the action changed, which every history names in its reader's language. The second-instance lock is an OS lock on the file itself (`lock*.go`: flock on Linux, a
// far byte range with `LockFileEx` on Windows, `FILE.lock` beside the real path on the BSDs), so links and
// `..` paths meet it; SQLite, the lock and the backups use the file's real path. A file with a second name (hard
// link) is refused (`ErrLinked`): SQLite names its write-ahead log after the name opened, so another name would miss
// the log a crash left; for the same reason a store whose name no longer names the file it opened (renamed,
// moved or replaced while open) refuses every change (`ErrMoved`, `Store.Moved`) until it is opened again, and
// one emptied, cut short or written over in place by another program refuses them too (`ErrOverwritten`): SQLite
// would answer from its cache and log into a file no longer there. Another event's file copied over it in place is
// told by the file's own bytes (`anchor.go`): the page last found holding the event's identity is read before each
// change (about 10 µs, `BenchmarkMoved`), the whole file only where that page holds it no longer, and before each
// read (`read`, `readOne`: the event, a board, the history, the options), which SQLite would otherwise answer partly
// from the other event's pages. An older copy of the same event put in place (a backup copied over it, a sync tool
// restoring yesterday's file) is told on that page too: its revision (meta "revision", beside the identity) is below
// the highest the file was found holding or left holding by an action settled into it whole. Opened again, such a file with backups beside it
// is damaged (`Corrupt`, not `NotSQLite`), so that a backup restores it (`RestoreFile`). A copy of the event changed
// elsewhere (carried to a second computer and brought back by a sync tool) is told by the ids of its states (meta
// "history": each change draws one, the file keeps the last 64): a file changed since only by programs that
// share it still holds the id of the newest state the store found or left it in, and, where the store holds the file's
// lock while open (the window, a command), any state newer than that is one it committed itself; beside others (a store
// opened by `OpenShared`, serve), each newer state's id begins with this file's mark, 8 hex digits of a hash of its
// identity (device and inode; Windows' volume serial number and file index), which every program changing the file in
// place draws alike and a copy changed in another file cannot carry back (`stateMark`), the 8 after it random. Backups
// (SQLite online backup API) are written under a temporary name in `FILE-backups/` (e.g.
// `club.arbiter-backups/`), flushed, then renamed; only files that pass the header, quick and meta checks
// are listed. No backup is ever deleted (each may be the only copy of a state, e.g. before an unpairing);
// all but the `keepPlain` (3) newest are kept gzip-compressed as `NAME.arbiter.gz` (about a fifth of the
// size; written beside, read back, renamed, then the plain file removed; `compressOld` reads through only the
// backup it is about to compress, never the whole folder, so a pairing's backup does not grow with the rounds
// played), and `Restore` expands one into a
// temporary file. `Restore` is one transaction: the backup is attached and its rows replace the event's, with
// the audit row (an older backup is migrated on a temporary copy first). A file SQLite finds damaged, whose rows
// cannot be read, is restored by `RestoreFile` whole (`restoreDamaged`): under its lock the damaged file is copied into
// the backup folder as `…-damaged.arbiter-damaged` (never listed), its side files moved beside the copy, the backup
// written over it in place, and the restore recorded; `BackupsOf` lists a file's backups without opening it. A new file (`Create`, `CreateWith`: with a first action such as an import in the same transaction)
// is written under a temporary name beside its path and linked into place only complete; its schema is made as the steps leave it
// (`sqlitefile.Made`, from the same run in memory as `sqlitefile.Reference`), not by the steps one by one. Opening runs a consistency check at the current schema (`consistency.go`:
// missing tables, references, a player twice in a round or against himself, unreadable results, byes and
// categories, ratings out of range) and refuses the file with every problem listed as an
// `engine.Message` whose `Kind` is a `store.ProblemKind` (i18n translates message-valued arguments). Before it, and before any row is read or a
// migration runs, `checkSchema` (`schemacheck.go`) compares `sqlite_schema` with what Arbiter's own
// steps write for the file's version (run once on an empty database in memory, `sqlitefile.Reference`): a
// trigger, view, table or index of anyone else, or a changed definition, refuses the file as
// `ErrForeignSchema` with each named, so nothing in a file ever runs (only SQLite's own
// `sqlite_sequence` and ANALYZE statistics are let be). A schema changed while the file is open (another
// program planting a trigger) is checked again inside the next change's transaction (`guardSchema`:
// one `PRAGMA schema_version` an action, the whole check only when it moved). Foreign, newer and damaged files are refused
// before anything writes to them. `OpenReadOnly` (used by the CLI's reporting commands) takes no lock and
// reads each report from one WAL snapshot while the GUI holds the file open; it refuses every change and
// any file of an older version, which only `Open` upgrades. A file in a folder that cannot be written and
// with no write-ahead log is read `immutable`, since no writer can be changing it. The arbiter's
// operations (draw, pair, check: package conduct, which the store never imports) keep what they make
// through a few methods, each one action judged here: `SavePairedRound` (an individual round, the
// unfinished games paired over in its note), `SavePairedTeamRound` (a team round, paired again on the
// file's event inside the transaction, so a round the file does not allow is refused), `SeatPlayers`
// and `SeatTeams` (refused once round 1 is paired, saved with the draw's note). A backup precedes each
// pairing (`Backup`, "before-round-N").
// The other actions the window and the command line share are each one `Store` method:
// `AsPaired` (the event as it stood when a round was paired, its boards as they are now, rewound by the before-images of the actions in force
// since, for `check`: the results and forfeits, the players' ratings, titles, names, starting numbers and withdrawals, and the Swiss and team options changed since are rewound and said, a restore or upgrade since makes it say it cannot tell),
// `Import`/`CreateImported` (a TRF report or a player list as `conduct` reads it, judged in the transaction),
// `ExportPGN`, `RestoreLoses` (the audit entries a restore would take back, for its confirmation),
// `RequestBye` (the next round's pairing list, or a bye planned for a later round), `CancelBye`,
// `SetSwissOptions` and `SaveEditedRound` (the arbiter's pairing changes, each in the audit log with
// the Dutch checker's verdict; a team round's, `SaveEditedTeamRound`, with the team check's). Two `meta` rows hold JSON that needs no schema step: `swiss-options`
// (acceleration, initial colour, forbidden pairs, planned byes) and `rule-options` (the event's
// `tournament.RuleOptions`, which `Settings.RulesEvent` hands to every ruling).
// After each committed action (`Store.do`, `Restore`, an upgrade, `SaveClock`) `settle` runs a PASSIVE
// `wal_checkpoint`, so that the main file alone holds every acknowledged change whenever no action runs
// (measured by `BenchmarkSetResult`/`BenchmarkAppendMove`, builds with and without it run in turn: about
// 1 ms more per action, a result's median 0.5 → 1.4–2.1 ms, a move's 0.4–0.6 → 0.9–2.8 ms on a shared,
// loaded machine; TRUNCATE was ~10 % slower than PASSIVE and would wait for readers). A checkpoint that a
// reader's snapshot held back is tried again every second (`settleLater`, a timer in the `Store`, so the
// window and `serve`'s deputy entry alike) until it is complete, and once before `Backup` and `SaveCopy`;
// `Close` waits up to half a second (`closeSettleWait`) for readers to let go: a copy of the file alone is whole about a second after
// the last reader lets go (`TestCopyWholeAfterReaderLetsGo`), at a cost of one PRAGMA of 4–21 µs a second
// while a reader holds frames back (`BenchmarkSettleRetry`). `SaveCopy` is the window's "Save a copy as…" (the backup's online copy,
// `writeCopy`, renamed into place). The event's rules are judged in the store's transaction, on the
// file's own event: `Tx.SetResult` asks `tournament.ResultAllowed` (the front ends preview with `tournament.Event.ValidateResult`), `Tx.UpdateSettings` asks
// `tournament.Event.ValidateSettingsChange`, `Tx.DeletePlayer` takes the player's Swiss options along
// (`SwissOptions.Without`), and `Unpair` asks `CanUnpair` (a list of requested byes is no paired round).
// A game with moves recorded at the game desk keeps its board's players and colours (`inplay.go`: one
// query, `InPlay`, of a round's games in play, by their boards):
// `Tx.SaveRound` (pairing, the pairing editor, `SwapColours`, imports; its `force` concerns results,
// not these) and `SaveEditedTeamRound` refuse a round that gives one other players or colours or none
// (`GameInPlay`, naming round, board or match and board, and the players), and `Tx.DeleteRound`, so
// `Unpair`, a round with one, unless `Unpair` is forced, when the desk's records of those games go with the round (in the backup first,
// back with Undo) rather than lie on the boards paired anew; the pairing editors' verdict and the
// un-pairing's confirmation say it before Save (`KeepsRound`, `KeepsTeamRound`, `KeepsUnpair`).
// A board with rulings attached (`InPlay.Ruled`) keeps its players and colours the same way, since
// a ruling is about the two who sat there (`store.error.game-in-play.ruled`); taking its round back
// detaches the rulings instead (below). A team's line-up is fixed by a game of its match with moves
// or rulings alike (`SetLineup`, `boardInPlay`; `teams.error.lineup-in-play[.ruled]`).
// The rulings log keeps a ruling by round and board, not by game: `Tx.DeleteRound` (so every `Unpair`,
// forced or not) marks the round's rulings `unpaired` (`detachRulings`, schema step
// `schemaRulingsUnpaired`; `replay.Ruling.Unpaired`), so that a game paired anew on the board reads
// none of them (`loadGame`: scoresheet, `GameRecord.Counts`), while they stay in the log as the
// arbiter's decisions and the arbiter's report prints them marked as of a round un-paired since; Undo
// attaches them again. `InPlay.Rulings` counts the round's attached rulings, so the window's
// confirmation and `unpair` say what becomes of them (`swisscli.unpair.rulings`). A round with results
// is refused unforced by `pairing.CanUnpair` as `UnpairHasResults`: the message's words give the
// command line's way past it (`--force`), and the window, which forces by asking, words the same
// refusal as its confirmation (`ui.unpairLoss`, `swisscli.ui.unpair.results`).
// `open` refuses side files this account may not write (`checkSideFiles`) and removes the hidden name a
// crash inside `CreateWith` left (`dropCreationName`); `sideFile` keeps a new file or copy away from
// another file named like its log; every reader (`openReaderWith`, so `Open`, `OpenReadOnly`, `Restore`'s
// source and the backup list too) first looks at what stands under the names SQLite gives the file's
// log, shared memory and journal (`sidekind.go`): anything that is not such a file by its content (another
// event saved as `A.arbiter-wal`, a link) refuses the file as `ErrSideFileInTheWay` naming it, and
// `Remove` and `sideFile` never delete it; a log no program has open is applied only when the file alone
// is one of the states it passed through (`judgeLog`, sidelog.go: every change draws the state an id, random after
// the file's mark, and the file keeps the last 64 in meta `history`, a backup or copy starts its own; a log a reader held
// longer is read at its commits 63 apart, `passedThrough`), so another copy's log
// or an older one is set aside, kept and named, never mixed in; the consistency check reads each JSON `meta` row into its type
// (`checkMetaJSON`). A failure after a new file, backup or copy is complete under its name says it is
// there (`madeError`, `ErrMadeUncertain`), never "not saved"; readers too drop the temporary name a creation
// cut short left (`dropCreationName`), and one they cannot drop is named (`store.error.linked-creation`);
// names too long for the temporary and journal names made from them are refused as names (`nameRoom`);
// errors while opening say what the system said (`openFailure`), and a deputy on a phone is told what
// became of the result rather than the desk's instructions. The fault injector sees the store's own steps through `faultAt` (backup, copy, and
// the link, unlink and folder flush of a new file, the opening of the lock, the removal of a partial file) besides
// SQLite's writes and opens (`testdata/faultshim.c`); Go's own system calls bypass the preloaded shim. A failure
// removes what it left partial (`dropPartial`) or names it (`store.error.partial-left`).
//
// How a process holds the file (held.go): closing any descriptor of a file drops all of the process's
// POSIX locks on it, SQLite's included, so every look Arbiter itself takes at the file or its
// -wal/-shm (header, writability, side-file kinds, the second-instance lock) goes through peek, and
// those descriptors stay open until the last Store of the process on that file closes. OpenShared
// (arbiter serve) keeps one connection for the program's life and takes the second-instance lock for
// each action only, so commands run beside it; SQLite's busy answers are ErrBusy, never
// ErrCorrupt. cli/soak_test.go holds this with several processes on one file.
//
// Who holds the lock (holder.go): whoever takes it records program, host and process beside the file,
// with the file's identity (device and inode), by which the record is found under the name the file was
// opened by when it was renamed in its folder since;
// every program (the window, serve, a command) waits up to LockWait for a command or serve's action
// and not at all for the window, and its refusal names the holder. serve opened beside the window
// takes each change's lock from the moment the window lets go. Close lets go of the lock before it
// waits for readers to let go of the last frames, so that no reader lengthens a writer's hold.
//
// Which files of one event are open (copies.go): a copy of the file keeps the event's identity and is
// another file, which its own record does not tell; the window and serve, which keep their files open for
// their life, record each event they open in a folder of the user's, and every open that may write names
// the other files of its event one of them has open (`OpenElsewhere`). serve's record says too where it
// serves the file's pages (`NoteServed`, which records a read-only open as it serves it), which the
// window's Publish view names (`ServedElsewhere`).
//
// event.go is long because it is the event's own tables (settings, players, rounds, pairings):
// their columns, their loading, and every change to them with its Store and Tx forms side by side.
// backup.go is long because it is every copy the store makes and reads back: backups taken,
// compressed and listed, the safe copy, and the restore with what it would lose.
package store

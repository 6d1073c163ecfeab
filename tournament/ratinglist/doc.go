// Package ratinglist keeps rating lists as a local player database in the
// user's data folder, several at once (FIDE standard, rapid and blitz in one
// download, a national list), each under its name and with its date.
//
// A list is imported from FIDE's published downloads, the fixed-width TXT
// (players_list_foa.txt) or the XML (players_list_xml.xml), zipped or not,
// or from a national list as CSV whose columns are mapped to the fields
// once. Each list is its own SQLite database (the driver the event file
// already uses): one table of players and one of the accent-folded words of
// their names, indexed once the rows are in, so that three typed letters
// find their players with one range scan of an index. FIDE's list has
// about 1.2 million players; the benchmark in this package imports a
// generated list of that size in both layouts.
//
// The XML reader is a small scanner of its own, not encoding/xml: the
// list's XML is one flat element per field without attributes, and the
// standard decoder spends most of an import building tokens it throws away.
//
// `tournament/ratinglist` keeps the user's rating lists outside any event file, one SQLite database
// per list in `DataDir()` (`$XDG_DATA_HOME/arbiter/ratinglists/NAME.ratinglist`; `%APPDATA%` on
// Windows): a `players` table and a `words` table of the accent-folded words of each name (`input.Fold`),
// whose index is built after the rows are in; a search reads the range of its longest word and filters
// by the others, an id is an indexed lookup. FIDE's TXT is read by columns found in its header
// and counted in characters (a non-UTF-8 line is read as Windows-1252), the XML by a small scanner
// (the list is flat; `encoding/xml` spends the import on tokens), a national CSV through
// `exchange.ReadCSVHeader` and `exchange.CSVField` with the arbiter's column mapping kept in
// the list for its next import. An import writes a new file beside (without a journal, for speed) and
// renames it over the old list only when complete, flushed, and its folder flushed before and after the
// rename (`putInPlace`, with `fileio.Sync`/`SyncDir`, which the event store uses too). A list
// file is opened by the name `internal/sqlitefile.DSN` gives it, as the event store opens its own: the
// lists need nothing of the store. A list that cannot
// be read — its header's length not its file's, no description, its last player not its count (`checkList`,
// on opening), a page SQLite's integrity_check finds damaged (`checkWhole`: once after an import, and at
// the first opening of a file changed since its last check, which `NAME.ratinglist.checked` records (in the
// user's cache folder where the lists' folder cannot be written: `checkedElsewhere`), never at each search of
// an unchanged list), or a page a search meets damaged (`Lists.failed`) — is renamed `NAME.ratinglist.broken`,
// named (`Broken`, in the window's search line and on the command line) and left out; every other list
// keeps working. One the disk failed to read is only skipped. A list another program changed is set aside
// the same way, its fault named (`Broken.Fault`): a schema not exactly one an import writes (a trigger, a
// view, a CHECK constraint: `checkSchema`, by `sqlitefile.Compare`, on opening), a player's text with a
// control character (`scanEntry`: the player, his row, the field and the character); the fault is recorded
// beside the list set aside (`NAME.ratinglist.broken.fault`), so that a later run names it too. A player no event could take (no name, a
// control character, bytes that are not text) is left out of an import and named in its notes
// (`writer.leftOut`); a disk failure during an import says what the system said and that the lists are
// as they were (`Lists.writeError`). `TestImportFaultAtEveryWrite` kills the importer or fails its disk at
// each write and flush (the event store's shim, preloaded), sampled, or all with `ARBITER_DEEP=1`.
// `Inspect` (`layoutOf`) tells a file's layout before it is read: FIDE's lists of one
// period (`standard_rating_list.txt`, `rapid_…`, `blitz_…`, their XML, FIDE's archive names
// `blitz_sep26frl.zip`) by their header — a rating column named by its month (`OCT26`, which gives the
// list's date), an XML without rapid and blitz ratings — and their period by the file's or zip member's
// name only, since the three files' contents look alike; a renamed file's period is asked (`--period`,
// the import dialog's picker), never guessed. Each list keeps the periods it gives (`Info.Periods`:
// standard, rapid, blitz, national) and the SHA-256 of its text: a list of another name with the same
// text, or the same file of the same date, makes the import refuse, naming it. A national list keeps
// its FIDE and national ratings in their own columns (`rating`, `national_rating`; a list imported before
// has no `national_rating` and reads 0). Searching every list (`Find`, `ByFIDEID`), one FIDE id is one
// entry (`Entry.merge`): each fact from the first list giving it, in `searched` order (FIDE's lists
// before national ones, the latest first), so a rapid rating comes from the newest list with rapid
// ratings and the club and national id from the national list. `Entry.Apply` writes only what the
// entry's lists give (`givesOf`): the rating of the event's `RatingKind` — its game type; the national
// rating first in a national event that is not FIDE-rated; the national rating for a FIDE-unrated
// player unless the event is FIDE-rated — so a blitz list never gives a standard rating. `Lists.Changes`
// compares an event with the lists (by FIDE id, and in a list named by the national id a player keeps
// in `players.national_id`) and `store.UpdateRatings` applies it as one action with the lists' names and
// dates in the `rating-list` meta row, which the Ratings view shows and the forms print (a player added
// from a list adds his list to them: `store.AddPlayerFromList`). Without a list named each player is
// taken from the newest list holding him, so an update may take from several: it names each with how
// many players it gives (`Update.Lists`, the most first) and each change its list, and the event keeps
// them all (`Settings.RatingLists`). The row keeps the first list as its own fields and the others
// after, so that a build that knew one list reads the first.
//
// store.go is long because it is a stored list's whole life: written in batches, checked (its
// schema, its contents, a control character hidden in a name) as it is opened, and set aside with
// its fault where it is not sound.
package ratinglist

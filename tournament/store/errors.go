package store

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"syscall"

	sqlite3 "github.com/mattn/go-sqlite3"

	"arbiter/engine"
)

// FileErrorKind says why a file cannot be used as a tournament file.
type FileErrorKind int

// The reasons Open refuses a file. None of them modifies the file.
const (
	NotSQLite        FileErrorKind = iota + 1 // not an SQLite database at all
	NotArbiter                                // SQLite, but another program's database
	NewerSchema                               // ours, written by a newer version
	Locked                                    // held open by another Arbiter instance
	Corrupt                                   // ours, but damaged
	Missing                                   // no file at the path
	NoFolder                                  // creating a file in a folder that does not exist
	ReadOnly                                  // the file, or the folder it needs for its lock and log, cannot be written
	Unreadable                                // the operating system refuses to let us read it
	DiskFull                                  // no space left to write the change
	IOFailed                                  // the disk failed a read or write of the file
	Inconsistent                              // sound to SQLite, but edited into what Arbiter never writes
	Linked                                    // the file has other names (hard links), which would miss its log
	CommitUncertain                           // the disk failed while the change was being made final: it may be kept or not
	NameTooLong                               // the file\'s name is longer than its file system allows
	BackupsNotFolder                          // where the backups folder belongs there is a file of that name
	SideFilesForeign                          // the log or shared-memory file beside it was left by an account that this one may not write for
	ReadFailed                                // the disk failed a read of a file that may well be sound
	ForeignSchema                             // the file holds triggers, views, tables or indexes Arbiter does not write: refused, nothing of it run
	SideFileInTheWay                          // a file named as SQLite names the file's log, shared memory or journal is not one: left as it is
	MadeUncertain                             // a new file, backup or copy was made complete, and the disk failed just after
	Busy                                      // another program was writing the file for longer than the wait allows: the file sound, nothing changed
	LogSetAside                               // the log beside the file was another event's or older than the file: set aside, not applied
	NoTempFolder                              // the system's temporary folder (TMPDIR), where a copy of the file is read, is not there
	Moved                                     // the name it was opened by names no file, or another, now: renamed, moved or replaced while open
	Overwritten                               // emptied, cut short or written over in place by another program while open
)

// fileKeys are the catalogue keys of the kinds of file error: a refusal to
// open or use a file, an engine.Message with its FileErrorKind in Kind and
// a key app.error.*. Its arguments are "file", and by kind "detail" (what
// exactly is wrong), "found" and "supported" (NewerSchema: the file's
// schema version and the newest this build knows) and "problems"
// (Inconsistent: a []engine.Message, each a problem with its ProblemKind).
var fileKeys = [...]string{
	NotSQLite:    "app.error.not-sqlite",
	NotArbiter:   "app.error.not-arbiter",
	NewerSchema:  "app.error.newer-schema",
	Locked:       "app.error.locked",
	Corrupt:      "app.error.corrupt",
	Missing:      "app.error.missing",
	NoFolder:     "app.error.no-folder",
	ReadOnly:     "app.error.read-only", // or readOnlyFileKey, the file protected in a folder that can be written
	Unreadable:   "app.error.unreadable",
	DiskFull:     "app.error.disk-full",
	IOFailed:     "app.error.io-failed",
	Inconsistent: "app.error.inconsistent",
	Linked:       "app.error.linked",
	// In the area of the file's own rules (i18n/*/eventrules.json).
	CommitUncertain:  "store.error.commit-uncertain",
	NameTooLong:      "store.error.name-too-long",
	BackupsNotFolder: "store.error.backups-not-folder",
	SideFilesForeign: "store.error.side-files-foreign",
	ReadFailed:       "store.error.read-failed",
	// In the area of the file's safety (i18n/*/filesafety.json).
	ForeignSchema:    "store.error.foreign-schema",
	SideFileInTheWay: "store.error.side-file-other", // store.error.side-file-database when it is an SQLite database
	MadeUncertain:    createdKey,                    // or BackupMadeKey, CopyMadeKey
	LogSetAside:      logOtherKey,                   // or logOlderKey, logCopyKey, logFarKey, logLeftKey
	// In the area of the file shared by programs (i18n/*/sharedfile.json).
	Busy:         "store.error.busy",
	Moved:        "store.error.moved",
	Overwritten:  "store.error.overwritten",
	NoTempFolder: "store.error.no-temp-folder", // i18n/*/filesafety.json
}

// readOnlyFileKey is the ReadOnly error's key where the event's file is
// write-protected in a folder that can be written (checkWritable): a copy
// would keep the protection, so the advice is to take it off.
const readOnlyFileKey = "app.error.read-only.file"

// fileError builds a file error of kind about file; detail says what
// exactly is wrong, for the kinds whose message shows it.
func fileError(kind FileErrorKind, file, detail string) *engine.Message {
	return &engine.Message{Key: fileKeys[kind], Kind: kind, Args: map[string]any{"file": engine.Path(file), "detail": detail}}
}

// newerSchema is the NewerSchema error of a file of schema version found.
func newerSchema(file string, found int) *engine.Message {
	e := fileError(NewerSchema, file, "")
	e.Args["found"], e.Args["supported"] = found, SchemaVersion()
	return e
}

// Sentinels for errors.Is: errors.Is(err, store.ErrLocked), each the
// error of the kind its name says (the kinds above say what each means).
// Each is a literal the linker lays out, with its Kind (what errors.Is
// matches) and no map of arguments, so that none is made at start.
var (
	ErrNotSQLite  = &engine.Message{Key: fileKeys[NotSQLite], Kind: NotSQLite}
	ErrNotArbiter = &engine.Message{Key: fileKeys[NotArbiter], Kind: NotArbiter}
	ErrLocked     = &engine.Message{Key: fileKeys[Locked], Kind: Locked}
	ErrMissing    = &engine.Message{Key: fileKeys[Missing], Kind: Missing}
	ErrReadOnly   = &engine.Message{Key: fileKeys[ReadOnly], Kind: ReadOnly}
	ErrCorrupt    = &engine.Message{Key: fileKeys[Corrupt], Kind: Corrupt}
	errDiskFull   = &engine.Message{Key: fileKeys[DiskFull], Kind: DiskFull}
	// ErrOverwritten: serve, which keeps the file open, says it apart.
	ErrOverwritten = &engine.Message{Key: fileKeys[Overwritten], Kind: Overwritten}
)

// refusalKind is an action the store refuses because of the event's state.
type refusalKind int

// Refusals. They are the arbiter's to resolve, so they are translated.
const (
	nothingToUndo         refusalKind = iota + 1 // no action left that can be undone
	roundHasResult                               // replacing pairings would lose results
	noSuchPairing                                // a result for a board that is not paired
	byeHasNoResult                               // a result for a bye
	moveOutOfOrder                               // a move that is not the next ply
	notFound                                     // a game, player or round that does not exist
	fileExists                                   // creating a file over an existing one
	restoreSelf                                  // restoring a file from itself
	readOnlyOpen                                 // a change through a Store opened by OpenReadOnly
	needsUpgrade                                 // OpenReadOnly of a file that only Open can upgrade
	importNotEmpty                               // importing into an event that already has what the import brings
	nothingToRedo                                // no undo left that Redo could take back
	unratedNeedsGame                             // marking as not rated a board without a game's result
	copyOverSelf                                 // saving a copy of the event over its own file
	backupsElsewhere                             // the backups folder is a link to another place
	resultChanged                                // a result changed by another hand since the arbiter looked
	notTeamEvent                                 // a team action in an individual event
	noSuchTeam                                   // a team that does not exist
	noSuchMatch                                  // a match that is not paired
	teamPaired                                   // a new team once round 1 is paired
	teamBoardsFixed                              // changing the boards once round 1 is paired
	teamBoardColoursFixed                        // changing the boards' colours once round 1 is paired
	teamColourFixed                              // changing a team Swiss's initial colour once round 1 is paired
	teamPreferencesFixed                         // changing a team Swiss's type of colour preferences once round 1 is paired
	teamNotPaired                                // a line-up of a team not paired in the round
	teamHasBye                                   // a line-up of a team that has the bye
	lineupFixed                                  // a line-up changed once the match has a result
	lineupInPlay                                 // a line-up changed once moves of its match are recorded
	gameInPlay                                   // a board's players or colours changed, or its round taken back, once its game has moves at the desk
	backupTooLarge                               // a compressed backup that expands beyond what an event can be
	teamScoreFixed                               // changing a team Swiss's primary score once round 1 is paired
	badGameTag                                   // a game's own PGN tag that the event writes itself, or that PGN cannot write
)

// refusalKeys are the catalogue keys of the kinds of refusal: an action
// the store will not carry out, nothing changed, as an engine.Message with
// its RefusalKind in Kind and a key store.error.*; NotFound names what was
// not found (store.error.not-found.player, .round, .game, .game-at).
var refusalKeys = [...]string{
	nothingToUndo:         "store.error.nothing-to-undo",
	roundHasResult:        "store.error.round-has-results",
	noSuchPairing:         "event.err.result.board",
	byeHasNoResult:        "store.error.bye-has-no-result",
	moveOutOfOrder:        "store.error.move-out-of-order",
	notFound:              "store.error.not-found",
	fileExists:            "store.error.file-exists",
	restoreSelf:           "store.error.restore-self",
	readOnlyOpen:          "store.error.read-only-open",
	needsUpgrade:          "store.error.needs-upgrade",
	importNotEmpty:        "store.error.import-not-empty",
	nothingToRedo:         "store.error.nothing-to-redo",
	unratedNeedsGame:      "store.error.unrated-needs-game",
	copyOverSelf:          "store.error.copy-self",
	backupsElsewhere:      "store.error.backups-elsewhere",
	resultChanged:         "store.error.result-changed",
	notTeamEvent:          "teams.error.not-team",
	noSuchTeam:            "teams.error.no-team",
	noSuchMatch:           "teams.error.no-match",
	teamPaired:            "teams.error.paired",
	teamBoardsFixed:       "teams.error.boards-fixed",
	teamBoardColoursFixed: "teams.error.board-colours-fixed",
	teamColourFixed:       "swisscli.err.colourpaired",
	teamPreferencesFixed:  "teams.error.preferences-fixed",
	teamScoreFixed:        "teams.error.score-fixed",
	teamNotPaired:         "teams.error.not-paired",
	teamHasBye:            "teams.error.has-bye",
	lineupFixed:           "teams.error.lineup-fixed",
	lineupInPlay:          "teams.error.lineup-in-play",
	// store.error.game-in-play[.ruled][.match][.unpair]: rulings at the
	// board but no moves, a team event's game
	// named by match and board, a round being taken back (inplay.go).
	gameInPlay:     "store.error.game-in-play",
	backupTooLarge: "store.error.backup-too-large",
	badGameTag:     "store.error.game-tag",
}

// Sentinels for errors.Is, as the file errors' are.
var (
	errNoSuchPairing = &engine.Message{Key: refusalKeys[noSuchPairing], Kind: noSuchPairing}
	ErrNotFound      = &engine.Message{Key: refusalKeys[notFound], Kind: notFound}
	ErrNeedsUpgrade  = &engine.Message{Key: refusalKeys[needsUpgrade], Kind: needsUpgrade}
)

// refuse builds a refusal; args alternate names and values. Its text is
// the catalogue's. One without args has no map of them.
func refuse(kind refusalKind, args ...any) *engine.Message {
	r := &engine.Message{Key: refusalKeys[kind], Kind: kind}
	if len(args) > 0 {
		r.Args = engine.Args(args...)
	}
	if what, ok := r.Args["what"]; ok && kind == notFound {
		r.Key = fmt.Sprintf("%s.%v", r.Key, what)
	}
	return r
}

// asKind returns the keyed error in err's chain when its Kind is a K
// (a FileErrorKind or a RefusalKind): the store's own errors, as opposed
// to the event's (engine.Message) of the same type.
func asKind[K FileErrorKind | refusalKind](err error) (*engine.Message, bool) {
	var e *engine.Message
	if !errors.As(err, &e) {
		return nil, false
	}
	_, ok := e.Kind.(K)
	return e, ok
}

var errClosed = errors.New("store: the tournament file is closed")

// writable refuses a change through a Store opened by OpenReadOnly before
// SQLite would fail it with a bare "attempt to write a readonly database".
func (s *Store) writable() error {
	if s.ro {
		return refuse(readOnlyOpen, "file", s.path)
	}
	return s.Moved()
}

// Moved refuses a change once the name the file was opened by names no
// file or another one: the event renamed or moved while it is open, or a
// copy put in its place. SQLite finds a file's log and shared memory by
// that name, so a program that opens the file by its new name keeps them
// apart from this one's: neither sees when the other changes the file,
// and a change written here could write over the other's or go into a
// file no longer there. Opened again by the name it has now, the event
// takes changes again. A file emptied, cut short or written over under
// the same name is refused too (overwritten). A program that keeps the
// file open for long (arbiter serve) asks it to say so.
func (s *Store) Moved() error {
	if s.file == nil {
		return nil // a reader's (OpenReadOnly), which changes nothing
	}
	now, err := os.Stat(s.real)
	if err == nil && os.SameFile(s.file, now) {
		return s.overwritten(now.Size())
	}
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		// A look that fails otherwise says nothing of the name; the
		// change meets the disk's failure itself.
		return nil
	}
	return fileError(Moved, s.path, "")
}

// overwrittenReadKey is the Overwritten error's key where the event is
// read, not changed: nothing of the file is read.
const overwrittenReadKey = "store.error.overwritten.read"

// writtenOver refuses to read the event once another program has
// emptied, cut short or written over the file in place: SQLite would
// answer from its cache what it holds and read the rest from the other
// file's pages, another event's players under this event's name. A file
// renamed or moved is read as ever.
func (s *Store) writtenOver() error {
	err := s.Moved()
	if m, ok := asKind[FileErrorKind](err); ok && m.Kind == Overwritten {
		m.Key = overwrittenReadKey
		return m
	}
	return nil
}

// overwritten refuses a change once another program has emptied, cut
// short or written over the file in place, size its length now. SQLite
// answers from its cache and its log and would take the change as saved
// into a file no longer there. Arbiter never makes its file shorter (no
// VACUUM), so a file shorter than it was at the open, or whose header is
// no longer an Arbiter file's, is another program's doing; so is one
// that no longer holds the event's identity: another event's file copied
// over it (anchor).
func (s *Store) overwritten(size int64) error {
	header := peek(s.real, s.real, os.O_RDONLY, func(f *os.File) error {
		return checkHeaderOf(io.NewSectionReader(f, 0, 100), s.path)
	})
	if _, notOurs := asKind[FileErrorKind](header); notOurs || size < s.file.Size() || !s.anchor.holds(s.real, s.shared == nil) {
		return fileError(Overwritten, s.path, "")
	}
	return nil
}

// damaged turns a failure to read back what the file holds into Corrupt,
// keeping the cause in Detail; a closed store and refusals that already
// say what is wrong with the file pass through.
func (s *Store) damaged(err error) error {
	if err = s.closedOr(err); errors.Is(err, errClosed) {
		return err
	}
	if _, ok := asKind[FileErrorKind](err); ok {
		return err
	}
	if busy(err) {
		return fileError(Busy, s.path, err.Error())
	}
	// The disk failing a read, or SQLite its log or shared memory, says
	// nothing of the file: "damaged" is for what SQLite found in it.
	if e := openFailure(s.path, err); e != err {
		return e
	}
	// SQLite finds a file emptied, cut short or written over under it
	// damaged: what happened to it is said instead.
	if gone := s.writtenOver(); gone != nil {
		return gone
	}
	return s.corrupt(err.Error())
}

// corrupt is the Corrupt error of the file, detail its cause. Where no
// backup stands beside the file, the advice to restore one led nowhere
// (a copy cut short on a memory stick): it says there is none.
func (s *Store) corrupt(detail string) *engine.Message {
	e := fileError(Corrupt, s.path, detail)
	if list, _ := s.Backups(); len(list) == 0 {
		e.Key = "app.error.corrupt.no-backup"
	}
	return e
}

// busy reports whether err is SQLite waiting in vain for another
// program's lock (SQLITE_BUSY, SQLITE_LOCKED and their extended codes,
// the log index being rebuilt among them): the file is sound, and what
// failed may be done again in a moment. It is never "damaged".
func busy(err error) bool {
	var se sqlite3.Error
	return errors.As(err, &se) && (primary(se) == sqlite3.ErrBusy || primary(se) == sqlite3.ErrLocked)
}

// commitError is a failed commit as the arbiter must read it. A disk
// error while SQLite flushes the log at the commit leaves the change
// written but not known to be on the disk: the file may show it once it is
// opened again, or not. Saying "not saved" would be untrue as often as
// not, so the message says that it may be either and how to see which.
func (s *Store) commitError(err error) error {
	var se sqlite3.Error
	if errors.As(err, &se) && primary(se) == sqlite3.ErrIoErr && se.SystemErrno != syscall.ENOSPC {
		return fileError(CommitUncertain, s.path, err.Error())
	}
	return err
}

// primary is an SQLite error's primary code: the online backup reports
// extended codes (SQLITE_IOERR_WRITE) in Code.
func primary(se sqlite3.Error) sqlite3.ErrNo { return se.Code & 0xff }

// fullError reports a write that failed for want of disk space as
// DiskFull, so the arbiter reads why in their language; other errors pass
// through. SQLite has rolled the change back by then.
func fullError(file string, err error) error {
	var se sqlite3.Error
	full := errors.As(err, &se) && (primary(se) == sqlite3.ErrFull || se.SystemErrno == syscall.ENOSPC)
	if full || errors.Is(err, syscall.ENOSPC) {
		return fileError(DiskFull, file, err.Error())
	}
	return err
}

// ioError is fullError for the store's own file, and also turns the
// disk's other failures (SQLite's "disk I/O error", a read-only file
// system, a failed rename or flush) into a file error, so that no raw
// system text reaches the arbiter. Refusals and the store's own errors
// pass through.
func (s *Store) ioError(err error) error { return ioError(s.path, err) }

func ioError(file string, err error) error {
	if err = fullError(file, err); err == nil {
		return nil
	}
	if _, ok := asKind[FileErrorKind](err); ok {
		return err
	}
	var se sqlite3.Error
	var pe *fs.PathError
	var le *os.LinkError
	var errno syscall.Errno
	switch {
	case busy(err):
		return fileError(Busy, file, err.Error())
	case errors.As(err, &se) && primary(se) == sqlite3.ErrReadonly:
		return fileError(ReadOnly, file, err.Error())
	case errors.As(err, &se) && (primary(se) == sqlite3.ErrIoErr || primary(se) == sqlite3.ErrCantOpen):
		return fileError(IOFailed, file, err.Error())
	case errors.As(err, &pe), errors.As(err, &le), errors.As(err, &errno):
		if errors.Is(err, syscall.EIO) {
			return fileError(IOFailed, file, err.Error()) // a write, not an opening
		}
		if e := osFileError(file, err, true); e != err {
			return e
		}
		return fileError(IOFailed, file, err.Error())
	}
	return err
}

// osFileError turns the operating system's refusal to open a tournament
// file (or its lock beside it) into a file error the user can read in their
// language, by the system's own error number; other errors pass through.
// writing says whether the file was opened to be written, which decides
// between ReadOnly and Unreadable.
func osFileError(file string, err error, writing bool) error {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, syscall.EIO):
		// The disk failed the opening or a read: the file may be sound,
		// and it is neither read-only nor damaged.
		return fileError(ReadFailed, file, err.Error())
	case errors.Is(err, syscall.ENOSPC):
		return fileError(DiskFull, file, err.Error())
	case errors.Is(err, fs.ErrNotExist):
		return fileError(Missing, file, err.Error())
	case errors.Is(err, fs.ErrPermission), errors.Is(err, syscall.EROFS):
		if writing {
			return fileError(ReadOnly, file, err.Error())
		}
		return fileError(Unreadable, file, err.Error())
	case errors.Is(err, syscall.ENAMETOOLONG):
		// The name, not the disk: the message says so.
		return fileError(NameTooLong, file, err.Error())
	}
	return err
}

// partialLeftKey is the key of a failure that left a partial file behind:
// the failure itself ("cause", a nested message) and the file that could
// not be removed ("left").
const partialLeftKey = "store.error.partial-left"

// removePartial removes a partial file of ours and every file SQLite
// keeps beside it: the copy was ours alone, so its log and shared memory
// are too, whatever state a failed write left them in (Remove keeps a
// side file it cannot tell for the file's own).
func removePartial(tmp string) error {
	var first error
	for _, suffix := range append([]string{""}, sideSuffixes...) {
		if err := os.Remove(tmp + suffix); err != nil && !errors.Is(err, os.ErrNotExist) && first == nil {
			first = err
		}
	}
	return first
}

// dropPartial removes tmp, a file (with SQLite's files beside it) that
// the failure err cut short, so that nothing partial is left behind;
// where the removal fails too, the error says so and names tmp, err
// then named by file and keeping its kind for errors.Is; otherwise err is
// returned as it is.
func dropPartial(file, tmp string, err error) error {
	rerr := faultAt("partial.remove")
	if rerr == nil {
		rerr = removePartial(tmp)
	}
	if rerr == nil {
		return err
	}
	if _, ok := asKind[refusalKind](err); !ok {
		err = ioError(file, err)
	}
	m := &engine.Message{Key: partialLeftKey, Args: map[string]any{"cause": err, "left": tmp, "file": file}, Err: rerr}
	if cause, ok := errors.AsType[*engine.Message](err); ok {
		m.Kind = cause.Kind
	}
	return m
}

// tempError is the error of making a file or folder in the system's
// temporary folder to read a copy of file: where the folder itself is not
// there (TMPDIR naming one that does not exist), the message names it, as
// "does not exist" would be read as file's; other errors as ioError.
func tempError(file string, err error) error {
	if errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) {
		e := fileError(NoTempFolder, file, err.Error())
		e.Args["folder"] = os.TempDir()
		return e
	}
	return ioError(file, err)
}

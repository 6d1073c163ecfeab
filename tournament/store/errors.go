package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"
	"syscall"

	sqlite3 "github.com/mattn/go-sqlite3"
)

// FileErrorKind says why a file cannot be used as a tournament file.
type FileErrorKind int

// The reasons Open refuses a file. None of them modifies the file.
const (
	NotSQLite    FileErrorKind = iota + 1 // not an SQLite database at all
	NotArbiter                            // SQLite, but another program's database
	NewerSchema                           // ours, written by a newer version
	Locked                                // held open by another Arbiter instance
	Corrupt                               // ours, but damaged
	Missing                               // no file at the path
	NoFolder                              // creating a file in a folder that does not exist
	ReadOnly                              // the file, or the folder it needs for its lock and log, cannot be written
	Unreadable                            // the operating system refuses to let us read it
	DiskFull                              // no space left to write the change
	IOFailed                              // the disk failed a read or write of the file
	Inconsistent                          // sound to SQLite, but edited into what Arbiter never writes
)

// FileError is a refusal to open or use a file, translated for the user
// through the app.error.* keys.
type FileError struct {
	Kind      FileErrorKind
	File      string
	Found     int       // NewerSchema: the file's schema version
	Supported int       // NewerSchema: the newest version this build knows
	Detail    string    // Corrupt, NotSQLite: what exactly is wrong
	Problems  []Problem // Inconsistent: what is wrong and where
}

// Sentinels for errors.Is: errors.Is(err, store.ErrLocked).
var (
	ErrNotSQLite    = &FileError{Kind: NotSQLite}
	ErrNotArbiter   = &FileError{Kind: NotArbiter}
	ErrNewerSchema  = &FileError{Kind: NewerSchema}
	ErrLocked       = &FileError{Kind: Locked}
	ErrCorrupt      = &FileError{Kind: Corrupt}
	ErrMissing      = &FileError{Kind: Missing}
	ErrNoFolder     = &FileError{Kind: NoFolder}
	ErrReadOnly     = &FileError{Kind: ReadOnly}
	ErrUnreadable   = &FileError{Kind: Unreadable}
	ErrDiskFull     = &FileError{Kind: DiskFull}
	ErrIOFailed     = &FileError{Kind: IOFailed}
	ErrInconsistent = &FileError{Kind: Inconsistent}
)

func (e *FileError) Error() string {
	switch e.Kind {
	case NotSQLite:
		return fmt.Sprintf("%s is not an Arbiter tournament file: not an SQLite database (%s)", e.File, e.Detail)
	case NotArbiter:
		return fmt.Sprintf("%s is an SQLite database but not an Arbiter tournament file (application id or meta table missing)", e.File)
	case NewerSchema:
		return fmt.Sprintf("%s has schema version %d, newer than the %d this program supports; it was not changed", e.File, e.Found, e.Supported)
	case Locked:
		return fmt.Sprintf("%s is already open in another Arbiter instance", e.File)
	case Corrupt:
		return fmt.Sprintf("%s is damaged: %s", e.File, e.Detail)
	case Missing:
		return fmt.Sprintf("%s does not exist", e.File)
	case NoFolder:
		return fmt.Sprintf("the folder of %s does not exist", e.File)
	case ReadOnly:
		return fmt.Sprintf("%s cannot be written: %s", e.File, e.Detail)
	case Unreadable:
		return fmt.Sprintf("%s cannot be read: %s", e.File, e.Detail)
	case DiskFull:
		return fmt.Sprintf("no space left on the disk for %s: %s", e.File, e.Detail)
	case Inconsistent:
		texts := make([]string, len(e.Problems))
		for i, p := range e.Problems {
			texts[i] = p.Text
		}
		return fmt.Sprintf("%s was edited outside Arbiter and is not consistent: %s", e.File, strings.Join(texts, "; "))
	case IOFailed:
		return fmt.Sprintf("the disk failed while %s was written: %s", e.File, e.Detail)
	}
	return fmt.Sprintf("%s: file error %d", e.File, e.Kind)
}

// Is matches the sentinels by kind.
func (e *FileError) Is(target error) bool {
	t, ok := target.(*FileError)
	return ok && t.Kind == e.Kind
}

// MessageKey returns the catalogue key for the user's language.
func (e *FileError) MessageKey() string {
	return [...]string{
		NotSQLite:    "app.error.not-sqlite",
		NotArbiter:   "app.error.not-arbiter",
		NewerSchema:  "app.error.newer-schema",
		Locked:       "app.error.locked",
		Corrupt:      "app.error.corrupt",
		Missing:      "app.error.missing",
		NoFolder:     "app.error.no-folder",
		ReadOnly:     "app.error.read-only",
		Unreadable:   "app.error.unreadable",
		DiskFull:     "app.error.disk-full",
		IOFailed:     "app.error.io-failed",
		Inconsistent: "app.error.inconsistent",
	}[e.Kind]
}

// MessageArgs returns the placeholders of MessageKey.
func (e *FileError) MessageArgs() map[string]any {
	return map[string]any{"file": e.File, "found": e.Found, "supported": e.Supported, "detail": e.Detail, "problems": e.Problems}
}

// RefusalKind is an action the store refuses because of the event's state.
type RefusalKind int

// Refusals. They are the arbiter's to resolve, so they are translated.
const (
	NothingToUndo    RefusalKind = iota + 1 // no action left that can be undone
	RoundHasResult                          // replacing pairings would lose results
	RoundsPaired                            // deleting a player once round 1 is paired
	NoSuchPairing                           // a result for a board that is not paired
	ByeHasNoResult                          // a result for a bye
	MoveOutOfOrder                          // a move that is not the next ply
	NotFound                                // a game, player or round that does not exist
	FileExists                              // creating a file over an existing one
	RestoreSelf                             // restoring a file from itself
	ReadOnlyOpen                            // a change through a Store opened by OpenReadOnly
	NeedsUpgrade                            // OpenReadOnly of a file that only Open can upgrade
	ImportNotEmpty                          // importing into an event that already has what the import brings
	NothingToRedo                           // no undo left that Redo could take back
	UnratedNeedsGame                        // marking as not rated a board without a game's result
)

// Refusal is an action the store will not carry out; nothing was changed.
type Refusal struct {
	Kind RefusalKind
	Args map[string]any // the placeholders of the message
	Text string         // precise English description
}

// Sentinels for errors.Is.
var (
	ErrNothingToUndo  = &Refusal{Kind: NothingToUndo}
	ErrRoundHasResult = &Refusal{Kind: RoundHasResult}
	ErrRoundsPaired   = &Refusal{Kind: RoundsPaired}
	ErrNoSuchPairing  = &Refusal{Kind: NoSuchPairing}
	ErrByeHasNoResult = &Refusal{Kind: ByeHasNoResult}
	ErrMoveOutOfOrder = &Refusal{Kind: MoveOutOfOrder}
	ErrNotFound       = &Refusal{Kind: NotFound}
	ErrFileExists     = &Refusal{Kind: FileExists}
	ErrRestoreSelf    = &Refusal{Kind: RestoreSelf}
	ErrReadOnlyOpen   = &Refusal{Kind: ReadOnlyOpen}
	ErrNeedsUpgrade   = &Refusal{Kind: NeedsUpgrade}
	ErrImportNotEmpty = &Refusal{Kind: ImportNotEmpty}
	ErrNothingToRedo  = &Refusal{Kind: NothingToRedo}
	// ErrUnratedNeedsGame: only a game played over the board can be marked not rated.
	ErrUnratedNeedsGame = &Refusal{Kind: UnratedNeedsGame}
)

func refuse(kind RefusalKind, text string, args ...any) *Refusal {
	r := &Refusal{Kind: kind, Text: text, Args: map[string]any{}}
	for i := 0; i+1 < len(args); i += 2 {
		r.Args[fmt.Sprint(args[i])] = args[i+1]
	}
	return r
}

func (e *Refusal) Error() string { return e.Text }

// Is matches the sentinels by kind.
func (e *Refusal) Is(target error) bool {
	t, ok := target.(*Refusal)
	return ok && t.Kind == e.Kind
}

// MessageKey returns the catalogue key (store.error.*); NotFound names
// what was not found (store.error.not-found.player, .round, .game, .game-at).
func (e *Refusal) MessageKey() string {
	if e.Kind == NotFound {
		return fmt.Sprintf("store.error.not-found.%v", e.Args["what"])
	}
	return [...]string{
		NothingToUndo:    "store.error.nothing-to-undo",
		RoundHasResult:   "store.error.round-has-results",
		RoundsPaired:     "store.error.rounds-paired",
		NoSuchPairing:    "store.error.no-such-pairing",
		ByeHasNoResult:   "store.error.bye-has-no-result",
		MoveOutOfOrder:   "store.error.move-out-of-order",
		FileExists:       "store.error.file-exists",
		RestoreSelf:      "store.error.restore-self",
		ReadOnlyOpen:     "store.error.read-only-open",
		NeedsUpgrade:     "store.error.needs-upgrade",
		ImportNotEmpty:   "store.error.import-not-empty",
		NothingToRedo:    "store.error.nothing-to-redo",
		UnratedNeedsGame: "store.error.unrated-needs-game",
	}[e.Kind]
}

// MessageArgs returns the placeholders of MessageKey.
func (e *Refusal) MessageArgs() map[string]any { return e.Args }

var errClosed = errors.New("store: the tournament file is closed")

// writable refuses a change through a Store opened by OpenReadOnly before
// SQLite would fail it with a bare "attempt to write a readonly database".
func (s *Store) writable() error {
	if s.ro {
		return refuse(ReadOnlyOpen, fmt.Sprintf("%s is open for reading only; it cannot be changed here", s.path), "file", s.path)
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
	var fe *FileError
	if errors.As(err, &fe) {
		return err
	}
	return &FileError{Kind: Corrupt, File: s.path, Detail: err.Error()}
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
		return &FileError{Kind: DiskFull, File: file, Detail: err.Error()}
	}
	return err
}

// ioError is fullError for the store's own file, and also turns the
// disk's other failures (SQLite's "disk I/O error", a read-only file
// system, a failed rename or flush) into a FileError, so that no raw
// system text reaches the arbiter. Refusals and the store's own errors
// pass through.
func (s *Store) ioError(err error) error { return ioError(s.path, err) }

func ioError(file string, err error) error {
	if err = fullError(file, err); err == nil {
		return nil
	}
	var fe *FileError
	if errors.As(err, &fe) {
		return err
	}
	var se sqlite3.Error
	var pe *fs.PathError
	var le *os.LinkError
	var errno syscall.Errno
	switch {
	case errors.As(err, &se) && primary(se) == sqlite3.ErrReadonly:
		return &FileError{Kind: ReadOnly, File: file, Detail: err.Error()}
	case errors.As(err, &se) && (primary(se) == sqlite3.ErrIoErr || primary(se) == sqlite3.ErrCantOpen):
		return &FileError{Kind: IOFailed, File: file, Detail: err.Error()}
	case errors.As(err, &pe), errors.As(err, &le), errors.As(err, &errno):
		if e := osFileError(file, err, true); e != err {
			return e
		}
		return &FileError{Kind: IOFailed, File: file, Detail: err.Error()}
	}
	return err
}

// osFileError turns the operating system's refusal to open a tournament
// file (or its lock beside it) into a FileError the user can read in their
// language; other errors pass through. writing says whether the file was
// opened to be written, which decides between ReadOnly and Unreadable.
func osFileError(file string, err error, writing bool) error {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, fs.ErrNotExist):
		return &FileError{Kind: Missing, File: file, Detail: err.Error()}
	case errors.Is(err, fs.ErrPermission), errors.Is(err, syscall.EROFS):
		if writing {
			return &FileError{Kind: ReadOnly, File: file, Detail: err.Error()}
		}
		return &FileError{Kind: Unreadable, File: file, Detail: err.Error()}
	}
	return err
}

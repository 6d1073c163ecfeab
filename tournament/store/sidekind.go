package store

import (
	"bytes"
	"io"
	"os"

	"arbiter/engine"
)

// SQLite takes the files beside a database named NAME-wal, NAME-shm and
// NAME-journal for the database's own: it replays, rewrites, truncates
// and deletes them without looking at what they are. A file that only
// has such a name (another event saved as "A.arbiter-wal", a copy renamed
// by hand) would be lost the first time the event is read or changed, so
// each is recognised by what it holds before SQLite sees it, and anything
// else is refused, named, and left as it is.

// sideSuffixes are the names SQLite gives a database's companions.
var sideSuffixes = []string{"-wal", "-shm", "-journal"}

// sqliteMagic begins every SQLite database file.
var sqliteMagic = []byte("SQLite format 3\x00")

// sideHeadLen is as much of a side file as its kind is told by.
const sideHeadLen = 16

// isSideKind reports whether head, the start of a file named with
// suffix, is what SQLite keeps under that name: it begins with the mark of
// such a file, or as much of it as a write cut short left. An empty file,
// or one whose start is zeros (a log being reset, a journal whose header
// was zeroed when it was done with), is SQLite's as well: it holds nothing
// SQLite would take from it.
func isSideKind(suffix string, head []byte) bool {
	if bytes.Count(head, []byte{0}) == len(head) {
		return true
	}
	var marks [][]byte
	switch suffix {
	case "-wal": // the log's magic number, for either byte order of its checksums
		marks = [][]byte{{0x37, 0x7f, 0x06, 0x82}, {0x37, 0x7f, 0x06, 0x83}}
	case "-shm": // the log index's version, 3007000 in the machine's byte order, or 0 before it is made
		marks = [][]byte{{0x18, 0xe2, 0x2d, 0x00}, {0x00, 0x2d, 0xe2, 0x18}, {0, 0, 0, 0}}
	case "-journal": // a rollback journal's header
		marks = [][]byte{{0xd9, 0xd5, 0x05, 0xf9, 0x20, 0xa1, 0x63, 0xd7}}
	}
	for _, m := range marks {
		n := min(len(head), len(m))
		if bytes.Equal(head[:n], m[:n]) {
			return true
		}
	}
	return false
}

// sideState is what stands under a side file's name.
type sideState int

const (
	sideAbsent     sideState = iota
	sideOwn                  // what SQLite keeps under that name
	sideUnreadable           // checkSideFiles and SQLite say why
	sideStrange              // something else, or a link or folder, through which SQLite would write
	sideDatabase             // an SQLite database: another event, likely
)

// sideOf tells what the file beside real named with suffix is.
func sideOf(real, suffix string) sideState {
	p := real + suffix
	info, err := os.Lstat(p)
	switch {
	case err != nil:
		return sideAbsent
	case !info.Mode().IsRegular():
		return sideStrange
	}
	head := make([]byte, sideHeadLen)
	var n int
	if err := peek(real, p, os.O_RDONLY, func(f *os.File) error {
		n, _ = io.ReadFull(io.NewSectionReader(f, 0, sideHeadLen), head)
		return nil
	}); err != nil {
		return sideUnreadable
	}
	switch {
	case isSideKind(suffix, head[:n]):
		return sideOwn
	case bytes.HasPrefix(head[:n], sqliteMagic):
		return sideDatabase
	}
	return sideStrange
}

// checkSideKinds refuses the file at real (path as the user named it)
// when a file beside it that SQLite would take for its log, shared memory
// or journal is not one, naming that file.
func checkSideKinds(path, real string) error {
	for _, suffix := range sideSuffixes {
		st := sideOf(real, suffix)
		if st != sideStrange && st != sideDatabase {
			continue
		}
		e := fileError(SideFileInTheWay, path, "")
		if st == sideDatabase {
			e.Key = "store.error.side-file-database"
		}
		e.Args["side"] = engine.Path(real + suffix)
		return e
	}
	return nil
}

// removable reports whether the side file at real plus suffix may be
// removed as SQLite's own: it is not there, or is what SQLite keeps there.
func removable(real, suffix string) bool {
	st := sideOf(real, suffix)
	return st == sideAbsent || st == sideOwn
}

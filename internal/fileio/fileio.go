package fileio

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"syscall"

	"arbiter/engine"
)

// maxInput is the largest file Read reads: a TRF report or a player list
// of the largest open is well under a megabyte, and a 200 MB one took
// 2.8 GB of memory before there was a limit.
const maxInput = 16 << 20

// Read reads a whole file of at most MaxInput bytes.
func Read(path string) ([]byte, error) {
	f, size, err := open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readFrom(path, f, size)
}

// ReadFrom reads at most MaxInput bytes from r (standard input, say),
// naming it path in errors.
func ReadFrom(path string, r io.Reader) ([]byte, error) {
	return readFrom(path, r, 0)
}

// readFrom is ReadFrom with room for size bytes made at once (a file's
// size, as os.ReadFile does), not grown from 512 bytes by doubling: each
// step is fresh memory, which a short command pays for in page faults.
func readFrom(path string, r io.Reader, size int64) ([]byte, error) {
	var b bytes.Buffer
	b.Grow(int(min(size, maxInput)) + bytes.MinRead)
	if _, err := b.ReadFrom(io.LimitReader(r, maxInput+1)); err != nil {
		return nil, wrap("read", path, err)
	}
	data := b.Bytes()
	if len(data) > maxInput {
		return nil, &engine.Message{Key: "app.error.read.too-large", Args: map[string]any{"file": path, "max": maxInput >> 20},
			Err: fmt.Errorf("larger than %d bytes", maxInput)}
	}
	return data, nil
}

// Open opens a file to be read as a stream (a PGN file, read game by
// game).
func Open(path string) (*os.File, error) {
	f, _, err := open(path)
	return f, err
}

// open is Open, with the file's size.
func open(path string) (*os.File, int64, error) {
	f, err := os.Open(path)
	var size int64
	if err == nil {
		var fi os.FileInfo
		if fi, err = f.Stat(); err == nil && fi.IsDir() {
			err = syscall.EISDIR
		}
		if err != nil {
			f.Close()
		} else {
			size = fi.Size()
		}
	}
	if err != nil {
		return nil, 0, wrap("read", path, err)
	}
	return f, size, nil
}

// WriteTemp writes a new file with write in dir (the system's temporary
// folder where dir is ""), named by pattern as os.CreateTemp names it, and
// returns its name; on failure nothing is left behind. The file is not
// flushed to the disk: it is a report or an input of the moment, not the
// user's document (Write).
func WriteTemp(dir, pattern string, write func(io.Writer) error) (string, error) {
	f, err := os.CreateTemp(dir, pattern)
	if err != nil {
		return "", err
	}
	err = write(f)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(f.Name())
		return "", err
	}
	return f.Name(), nil
}

// Write writes a file with write. The file is written beside path, with
// no name where the system allows (tempFile), flushed to the disk, and
// given path's name only when complete, so a failure — even a panic
// inside write, or the program killed — leaves whatever was at path as it
// was, and nothing half-written. A path that is a device or a pipe
// (/dev/null, /dev/stdout, a shell's process substitution) is written to
// as it is: renaming a file over it would replace the device itself. A
// folder is refused, and on Windows a name it refuses or would change.
func Write(path string, write func(io.Writer) error) error {
	if runtime.GOOS == "windows" && windowsRefuses(filepath.Base(path)) {
		// Windows would say the disk failed, write to a device, or drop
		// the end of the name.
		return &engine.Message{Key: "app.error.write.bad-name", Args: map[string]any{"file": path}}
	}
	if info, err := os.Stat(path); err == nil && info.IsDir() {
		// Said before the document is made; Windows, asked to rename the
		// file over a folder, says only that access is denied.
		return wrap("write", path, &fs.PathError{Op: "open", Path: path, Err: syscall.EISDIR})
	} else if err == nil && !info.Mode().IsRegular() {
		return writeStream(path, write)
	}
	f, err := tempFile(path)
	if err != nil {
		return wrap("write", path, err)
	}
	placed := false
	defer func() {
		if !placed {
			f.Close()
			if f.Name() != path {
				os.Remove(f.Name())
			}
		}
	}()
	if err := f.Chmod(0o644); err != nil {
		return wrap("write", path, err)
	}
	if err := write(f); err != nil {
		var fe *engine.Message
		if errors.As(err, &fe) || !isOSError(err) {
			return err // the document's own error (a round that does not exist)
		}
		return wrap("write", path, err)
	}
	// On the disk before its name is: "saved" after a power cut means a
	// whole file, not an empty one under the final name.
	if err := step("write.sync", path, f.Sync); err != nil {
		return wrap("write", path, err)
	}
	if err := step("write.place", path, func() error { return place(f, path) }); err != nil {
		return wrap("write", path, err)
	}
	placed = true
	// The file is whole on the disk and named: closing a flushed file
	// loses nothing, whatever it answers.
	f.Close()
	return nil
}

// Fault is nil in the program. The fault-injection tests set it to fail,
// or stop the program at, a step of making a file durable: "write.sync"
// and "write.place" (Write flushing its file and giving it its name),
// "sync" (Sync) and "syncdir" (SyncDir), with the path of the step. An
// error it returns is the step's.
var Fault func(step, path string) error

// step runs do, or fails as Fault says.
func step(name, path string, do func() error) error {
	if Fault != nil {
		if err := Fault(name, path); err != nil {
			return err
		}
	}
	return do()
}

// writeStream writes to a device or a pipe at path.
func writeStream(path string, write func(io.Writer) error) error {
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		return wrap("write", path, err)
	}
	err = write(f)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	var fe *engine.Message
	if err != nil && !errors.As(err, &fe) && isOSError(err) {
		return wrap("write", path, err)
	}
	return err
}

// isOSError tells a failure of the disk from a document's own error.
func isOSError(err error) bool {
	var pe *fs.PathError
	var errno syscall.Errno
	return errors.As(err, &pe) || errors.As(err, &errno)
}

// WriteError is the message of a failure to write into the folder dir
// (a site of many files): what the operating system said, in the user's
// language, never a guess at another cause.
func WriteError(dir string, err error) error {
	why := cause(err)
	if errors.Is(err, fs.ErrNotExist) {
		why = "no-folder"
	}
	return &engine.Message{Key: "app.error.write." + why, Args: map[string]any{"file": dir}, Err: err}
}

// wrap names why a file could not be read or written.
func wrap(op, path string, err error) error {
	why := cause(err)
	switch {
	case errors.Is(err, fs.ErrNotExist) && op == "read":
		why = "missing"
	case errors.Is(err, fs.ErrNotExist):
		why = "no-folder"
	case why == "failed" && (errors.Is(err, syscall.EISDIR) || isDir(path)):
		why = "folder"
	}
	return &engine.Message{Key: "app.error." + op + "." + why, Args: map[string]any{"file": path}, Err: err}
}

// cause is what the operating system's error says of the disk: "denied",
// "full", "name-too-long", or "failed" (the disk reported an error).
func cause(err error) string {
	switch {
	case errors.Is(err, fs.ErrPermission), errors.Is(err, syscall.EROFS):
		return "denied"
	case errors.Is(err, syscall.ENOSPC), errors.Is(err, syscall.EDQUOT):
		return "full"
	case errors.Is(err, syscall.ENAMETOOLONG):
		return "name-too-long"
	}
	return "failed"
}

func isDir(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.IsDir()
}

// Sync flushes the file at path to the disk, so that a file about to be
// renamed into place is whole there after a power cut.
func Sync(path string) error {
	return step("sync", path, func() error { return syncPath(path, os.O_RDWR) })
}

// SyncDir flushes a folder's entries, so that a file created or renamed
// in it keeps its name after a power cut. Windows has no such call and
// needs none.
func SyncDir(dir string) error {
	if runtime.GOOS == "windows" {
		return nil
	}
	return step("syncdir", dir, func() error { return syncPath(dir, os.O_RDONLY) })
}

func syncPath(path string, flag int) error {
	f, err := os.OpenFile(path, flag, 0)
	if err != nil {
		return err
	}
	err = f.Sync()
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

package fileio

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"

	"arbiter/internal/lazy"

	"golang.org/x/sys/unix"
)

// procFD tells whether /proc/self/fd is there, through which a file with
// no name is given one (linkat without privileges).
var procFD = lazy.Value[bool]{Make: func() bool {
	_, err := os.Stat("/proc/self/fd")
	return err == nil
}}

// tempFile is the file Write writes before it is given path's name: one
// with no name at all (O_TMPFILE) where the file system makes them, so
// that a program killed while writing it leaves nothing behind; such a
// file's Name is path. Else it is a hidden file beside path.
func tempFile(path string) (*os.File, error) {
	dir := filepath.Dir(path)
	if procFD.Get() {
		fd, err := unix.Open(dir, unix.O_TMPFILE|unix.O_WRONLY|unix.O_CLOEXEC, 0o644)
		if err == nil {
			return os.NewFile(uintptr(fd), path), nil
		}
		// A file system without unnamed files says so in one of these.
		if !errors.Is(err, unix.EOPNOTSUPP) && !errors.Is(err, unix.EISDIR) && !errors.Is(err, unix.EINVAL) {
			return nil, &fs.PathError{Op: "open", Path: dir, Err: err}
		}
	}
	return os.CreateTemp(dir, "."+filepath.Base(path)+"-*")
}

// place gives the file f from tempFile, written and flushed, the name
// path. An unnamed file is linked to path at once when path is free;
// else to a hidden name beside it, renamed over it at once (a kill
// between those two calls is the only one that leaves a file behind).
func place(f *os.File, path string) error {
	if f.Name() != path {
		return os.Rename(f.Name(), path)
	}
	proc := "/proc/self/fd/" + strconv.Itoa(int(f.Fd()))
	err := unix.Linkat(unix.AT_FDCWD, proc, unix.AT_FDCWD, path, unix.AT_SYMLINK_FOLLOW)
	if !errors.Is(err, unix.EEXIST) {
		return pathError("link", path, err)
	}
	for i := 0; ; i++ {
		tmp := filepath.Join(filepath.Dir(path), fmt.Sprintf(".%s-%d-%d", filepath.Base(path), os.Getpid(), i))
		err := unix.Linkat(unix.AT_FDCWD, proc, unix.AT_FDCWD, tmp, unix.AT_SYMLINK_FOLLOW)
		if errors.Is(err, unix.EEXIST) {
			continue
		}
		if err != nil {
			return pathError("link", path, err)
		}
		if err := os.Rename(tmp, path); err != nil {
			os.Remove(tmp)
			return err
		}
		return nil
	}
}

func pathError(op, path string, err error) error {
	if err == nil {
		return nil
	}
	return &fs.PathError{Op: op, Path: path, Err: err}
}

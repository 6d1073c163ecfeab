package store

import (
	"io/fs"
	"os"
)

// mayWrite says whether path may be written now as far as Windows' file
// attributes tell: a file or folder marked read-only refuses writes.
func mayWrite(path string) error {
	info, err := os.Stat(path)
	if err != nil {
		return err
	}
	if info.Mode().Perm()&0o200 == 0 {
		return &fs.PathError{Op: "access", Path: path, Err: fs.ErrPermission}
	}
	return nil
}

//go:build !linux

package fileio

import (
	"os"
	"path/filepath"
)

// tempFile is the file Write writes before it is given path's name: a
// hidden one beside path (only Linux makes files with no name).
func tempFile(path string) (*os.File, error) {
	return os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+"-*")
}

// place gives the file f from tempFile, written and flushed, the name
// path. It is closed first: Windows renames no file that is open.
func place(f *os.File, path string) error {
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), path)
}

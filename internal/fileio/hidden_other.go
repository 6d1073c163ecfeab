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
// path.
func place(f *os.File, path string) error { return os.Rename(f.Name(), path) }

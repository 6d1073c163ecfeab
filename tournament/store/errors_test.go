package store

import (
	"errors"
	"fmt"
	"io/fs"
	"syscall"
	"testing"

	sqlite3 "github.com/mattn/go-sqlite3"
)

// TestFullError sorts out the ways SQLite and the system say the disk is
// full, which must not read as a damaged file.
func TestFullError(t *testing.T) {
	other := errors.New("constraint failed")
	tests := []struct {
		name string
		err  error
		full bool
	}{
		{"SQLite full", sqlite3.Error{Code: sqlite3.ErrFull}, true},
		{"I/O error for want of space", fmt.Errorf("probe: %w", sqlite3.Error{Code: sqlite3.ErrIoErr, SystemErrno: syscall.ENOSPC}), true},
		{"write of a backup", &fs.PathError{Op: "write", Path: "x", Err: syscall.ENOSPC}, true},
		{"other I/O error", sqlite3.Error{Code: sqlite3.ErrIoErr, SystemErrno: syscall.EIO}, false},
		{"other error", other, false},
		{"no error", nil, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := fullError("x.arbiter", tt.err)
			if errors.Is(got, ErrDiskFull) != tt.full {
				t.Errorf("fullError(%v) = %v", tt.err, got)
			}
			if !tt.full && got != tt.err {
				t.Errorf("changed %v into %v", tt.err, got)
			}
		})
	}
}

package cli

import (
	"errors"
	"io/fs"
	"os"
	"syscall"
)

// readInput reads a file the arbiter names on the command line (a TRF
// report, a player list, a PGN game), turning the operating system's
// refusal into a translated message.
func readInput(path string) ([]byte, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, ioError("read", path, err)
	}
	return data, nil
}

// writeOutput writes a file the command makes (PDF, TRF, PGN) beside its
// destination and renames it into place, so that a failure never leaves
// half a file where the old one was.
func writeOutput(path string, data []byte) error {
	tmp := path + ".part"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		os.Remove(tmp)
		return ioError("write", path, err)
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return ioError("write", path, err)
	}
	return nil
}

// ioError names why a file could not be read or written, in words the
// catalogue translates (app.error.read.*, app.error.write.*); the
// operating system's own text stays in Error for logs.
func ioError(op, path string, err error) error {
	why := "failed"
	switch {
	case errors.Is(err, fs.ErrNotExist) && op == "read":
		why = "missing"
	case errors.Is(err, fs.ErrNotExist):
		why = "no-folder"
	case errors.Is(err, fs.ErrPermission), errors.Is(err, syscall.EROFS):
		why = "denied"
	case errors.Is(err, syscall.EISDIR), isDir(path):
		why = "folder"
	}
	return &cliError{key: "app.error." + op + "." + why, args: map[string]any{"file": path}, text: err.Error()}
}

func isDir(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.IsDir()
}

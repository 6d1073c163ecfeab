package cli

import (
	"io"

	"arbiter/internal/fileio"
)

// writeOutput writes a file the command makes (PDF, TRF, PGN) as
// fileio.Write does: beside its destination, then renamed into place.
func writeOutput(path string, data []byte) error {
	return fileio.Write(path, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

package cli

import (
	"io"
	"os"

	"arbiter/internal/fileio"
)

// writeOutput writes a file the command makes (PDF, TRF, PGN) as
// fileio.Write does: beside its destination, then renamed into place.
// "-" is standard output, as other tools take it.
func writeOutput(env *Env, path string, data []byte) error {
	if path == "-" {
		_, err := env.Stdout.Write(data)
		return err
	}
	return fileio.Write(path, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// readInput reads a file named on the command line; "-" is standard
// input.
func readInput(path string) ([]byte, error) {
	if path == "-" {
		return fileio.ReadFrom(path, os.Stdin)
	}
	return fileio.Read(path)
}

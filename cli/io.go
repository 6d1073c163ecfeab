package cli

import (
	"bytes"
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

// writeOutputWith writes what write makes as writeOutput does, into the
// file as it is made, so that a PDF of thousands of pages is not held
// whole; standard output gets it only once it is whole, so that a failure
// halfway prints nothing.
func writeOutputWith(env *Env, path string, write func(io.Writer) error) error {
	if path == "-" {
		var buf bytes.Buffer
		if err := write(&buf); err != nil {
			return err
		}
		return writeOutput(env, path, buf.Bytes())
	}
	return fileio.Write(path, write)
}

// readInput reads a file named on the command line; "-" is standard
// input.
func readInput(path string) ([]byte, error) {
	if path == "-" {
		return fileio.ReadFrom(path, os.Stdin)
	}
	return fileio.Read(path)
}

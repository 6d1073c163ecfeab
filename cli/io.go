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
// halfway prints nothing. Until then it waits in a temporary file, or in
// memory when none can be made.
func writeOutputWith(env *Env, path string, write func(io.Writer) error) error {
	if path != "-" {
		return fileio.Write(path, write)
	}
	f, err := os.CreateTemp("", "arbiter-output-*")
	if err != nil {
		var buf bytes.Buffer
		if err := write(&buf); err != nil {
			return err
		}
		return writeOutput(env, path, buf.Bytes())
	}
	defer os.Remove(f.Name())
	defer f.Close()
	if err := write(f); err != nil {
		return err
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return err
	}
	_, err = io.Copy(env.Stdout, f)
	return err
}

// readInput reads a file named on the command line; "-" is standard
// input.
func readInput(path string) ([]byte, error) {
	if path == "-" {
		return fileio.ReadFrom(path, os.Stdin)
	}
	return fileio.Read(path)
}

package cmdline

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"unicode/utf16"

	"arbiter/i18n"
	"arbiter/internal/fileio"
)

// WriteOutput writes a file the command makes (PDF, TRF, PGN) as
// fileio.Write does: beside its destination, then renamed into place.
// "-" is standard output, as other tools take it.
func WriteOutput(env *Env, path string, data []byte) error {
	if path == "-" {
		_, err := env.Stdout.Write(data)
		return err
	}
	return fileio.Write(path, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// WriteOutputWith writes what write makes as WriteOutput does, into the
// file as it is made, so that a PDF of thousands of pages is not held
// whole; standard output gets it only once it is whole, so that a failure
// halfway prints nothing. Until then it waits in a temporary file, or in
// memory when none can be made.
func WriteOutputWith(env *Env, path string, write func(io.Writer) error) error {
	if path != "-" {
		return fileio.Write(path, write)
	}
	f, err := os.CreateTemp("", "arbiter-output-*")
	if err != nil {
		var buf bytes.Buffer
		if err := write(&buf); err != nil {
			return err
		}
		return WriteOutput(env, path, buf.Bytes())
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

// ReadInput reads a file named on the command line; "-" is standard
// input.
func ReadInput(path string) ([]byte, error) {
	if path == "-" {
		return fileio.ReadFrom(path, os.Stdin)
	}
	return fileio.Read(path)
}

// WriteJSON prints v as indented JSON, the form every --json flag gives.
func WriteJSON(w io.Writer, v any) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return err
	}
	// encoding/json escapes the C0 controls but writes DEL, the C1
	// controls (U+009B starts a terminal sequence) and bidirectional
	// overrides as they are: written as \u escapes, a value from a file
	// cannot act on the terminal. Outside its strings JSON holds only
	// ASCII, so every such character is inside one.
	var out bytes.Buffer
	for _, r := range buf.String() {
		if r < 0x7f || !i18n.Hidden(r) {
			out.WriteRune(r)
			continue
		}
		for _, u := range utf16.Encode([]rune{r}) {
			fmt.Fprintf(&out, `\u%04x`, u)
		}
	}
	_, err := w.Write(out.Bytes())
	return err
}

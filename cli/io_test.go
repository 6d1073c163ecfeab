package cli

import (
	"arbiter/cli/cmdline"
	"bytes"
	"errors"
	"io"
	"path/filepath"
	"strings"
	"testing"
)

// TestFileArguments names files that cannot be read or written on the
// command line: each refusal is translated, and a failed write leaves no
// partial file behind.
func TestFileArguments(t *testing.T) {
	file := printFixture(t)
	dir := t.TempDir()
	missing := filepath.Join(dir, "missing.csv")
	tests := []struct {
		name string
		args []string
		fi   string
	}{
		{"import a missing list", []string{"import", "csv", filepath.Join(dir, "new.arbiter"), missing}, "Tiedostoa " + missing + " ei ole olemassa."},
		{"import a folder", []string{"import", "trf", filepath.Join(dir, "new.arbiter"), dir}, dir + " on kansio eikä tiedosto."},
		{"claim on a missing game", []string{"claim", "--pgn", missing, "--kind", "fifty"}, "Tiedostoa " + missing + " ei ole olemassa."},
		{"export into a missing folder", []string{"export", "trf", file, "-o", filepath.Join(dir, "no", "x.trf")}, "sen kansiota ei ole olemassa"},
		{"export over a folder", []string{"export", "pgn", file, "-o", dir}, dir + " on kansio; anna tiedostonimi."},
		{"print into a missing folder", []string{"print", "pairings", file, "-o", filepath.Join(dir, "no", "x.pdf")}, "sen kansiota ei ole olemassa"},
	}
	t.Setenv("ARBITER_LANG", "fi")
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if out := runCLI(t, 1, tt.args...); !strings.Contains(out, tt.fi) {
				t.Errorf("%q lacks %q", out, tt.fi)
			}
			left, _ := filepath.Glob(filepath.Join(dir, "*"))
			if len(left) != 0 {
				t.Errorf("left behind: %v", left)
			}
		})
	}
}

// TestOutputWholeOnStandardOutput: what a command makes for standard
// output reaches it only once it is whole, every byte of it, and nothing
// of a document that fails halfway.
func TestOutputWholeOnStandardOutput(t *testing.T) {
	part := bytes.Repeat([]byte("%PDF-1.3 a page\n"), 8192)
	var out bytes.Buffer
	env := &cmdline.Env{Stdout: &out}
	err := cmdline.WriteOutputWith(env, "-", func(w io.Writer) error {
		for range 3 {
			if _, err := w.Write(part); err != nil {
				return err
			}
			if out.Len() != 0 {
				t.Errorf("%d bytes on standard output before the document is whole", out.Len())
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if want := bytes.Repeat(part, 3); !bytes.Equal(out.Bytes(), want) {
		t.Errorf("standard output got %d bytes, want %d", out.Len(), len(want))
	}
	out.Reset()
	failed := errors.New("the document failed")
	err = cmdline.WriteOutputWith(env, "-", func(w io.Writer) error {
		if _, err := w.Write(part); err != nil {
			return err
		}
		return failed
	})
	if err != failed || out.Len() != 0 {
		t.Errorf("a failed document: error %v, %d bytes on standard output", err, out.Len())
	}
}

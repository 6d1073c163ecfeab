// Package pdftext reads a PDF's text back for tests, with pdftotext
// (poppler-utils), as a reader of the printed page would see it.
package pdftext

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// Text is the text of the PDF laid out as on the page; the test is
// skipped when pdftotext is not installed.
func Text(t testing.TB, pdf []byte) string {
	t.Helper()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) is not installed; cannot read the PDF back")
	}
	in := filepath.Join(t.TempDir(), "in.pdf")
	if err := os.WriteFile(in, pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("pdftotext", "-layout", in, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	return string(out)
}

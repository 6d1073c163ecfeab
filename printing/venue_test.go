package printing

import (
	"bytes"
	"errors"
	"image"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	_ "image/png"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/internal/testqr"
)

// The pairing list and the standings carry the venue pages' address
// with a QR code that reads back as that address; a bad address is
// refused before anything is printed.
func TestPairingsAndStandingsPrintTheVenueAddress(t *testing.T) {
	const addr = "http://192.168.1.20:8080/"
	ev := demoEvent()
	for name, doc := range map[string]func(*bytes.Buffer, Options) error{
		"pairings":  func(b *bytes.Buffer, o Options) error { return Pairings(b, ev, 1, o) },
		"standings": func(b *bytes.Buffer, o Options) error { return Standings(b, ev, o) },
	} {
		t.Run(name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := doc(&buf, Options{Lang: i18n.Finnish, Address: addr}); err != nil {
				t.Fatal(err)
			}
			text := pdfText(t, buf.Bytes())
			if !strings.Contains(text, addr) || !strings.Contains(text, "puhelimessasi") {
				t.Errorf("the address and its line are not on the sheet:\n%s", text)
			}
			if got := qrOnSheet(t, buf.Bytes()); got != addr {
				t.Errorf("the printed QR code reads %q", got)
			}
			buf.Reset()
			if err := doc(&buf, Options{}); err != nil {
				t.Fatal(err)
			}
			if strings.Contains(pdfText(t, buf.Bytes()), "phone") {
				t.Error("an address line without an address")
			}
			var pe *engine.Message
			if err := doc(&buf, Options{Address: "javascript:alert(1)"}); !errors.As(err, &pe) || pe.Key != "print.error.address" {
				t.Errorf("a script address: %v", err)
			}
		})
	}
}

// qrOnSheet extracts the images of a PDF (poppler's pdfimages) and reads
// the QR code among them.
func qrOnSheet(t *testing.T, pdf []byte) string {
	t.Helper()
	dir := t.TempDir()
	in := filepath.Join(dir, "sheet.pdf")
	if err := os.WriteFile(in, pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("pdfimages", "-png", in, filepath.Join(dir, "img")).CombinedOutput(); err != nil {
		t.Fatalf("pdfimages: %v %s", err, out)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "img-*.png"))
	for _, f := range files {
		r, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		img, _, err := image.Decode(r)
		r.Close()
		if err != nil {
			continue
		}
		if text, err := testqr.Read(img); err == nil {
			return text
		}
	}
	return ""
}

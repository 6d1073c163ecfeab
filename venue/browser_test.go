package venue_test

import (
	"image"
	_ "image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/venue"
)

// chromium runs Debian's headless Chromium with args and a profile of its
// own, and returns what it printed. The browser is part of the test
// tools (the Makefile's APT_TEST): a missing one fails the test.
func chromium(t *testing.T, args ...string) string {
	t.Helper()
	bin, err := exec.LookPath("chromium")
	if err != nil {
		t.Fatal("chromium is not installed (apt-get install chromium): the pages must be seen by a real browser")
	}
	base := []string{"--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--user-data-dir=" + t.TempDir()}
	out, err := exec.Command(bin, append(base, args...)...).Output()
	if err != nil {
		t.Fatalf("chromium %v: %v", args, err)
	}
	return string(out)
}

// A real browser runs the pages' script and shows a hostile name as text
// in every language, and draws the pages at a phone's and a venue
// screen's size.
func TestABrowserShowsTheHostileNameAsTextInEveryLanguage(t *testing.T) {
	file := newEvent(t, "round-robin")
	_, base := server(t, file, nil)
	for _, lang := range []string{"en", "fi", "et"} {
		dom := chromium(t, "--dump-dom", base+"/names.html?lang="+lang)
		if !strings.Contains(dom, `<html lang="`+lang+`"`) {
			t.Errorf("%s: the browser did not get the page in its language", lang)
		}
		// The page's own script ran: the content security policy allows it by its hash.
		if !strings.Contains(dom, `data-live="1"`) {
			t.Errorf("%s: the page's script did not run", lang)
		}
		if !strings.Contains(dom, "&lt;script&gt;alert(1)&lt;/script&gt;") || strings.Contains(dom, hostile) {
			t.Errorf("%s: the hostile name is not text in the browser's document", lang)
		}
	}
	dir := t.TempDir()
	for _, c := range []struct {
		lang, page string
		w, h       int
	}{
		{"fi", "pairings.html", 360, 740},
		{"et", "standings.html", 360, 740},
		{"en", "crosstable.html", 1920, 1080},
	} {
		shot := filepath.Join(dir, c.lang+"-"+c.page+".png")
		chromium(t, "--window-size="+strconv.Itoa(c.w)+","+strconv.Itoa(c.h), "--screenshot="+shot, base+"/"+c.page+"?lang="+c.lang)
		f, err := os.Open(shot)
		if err != nil {
			t.Fatal(err)
		}
		img, _, err := image.Decode(f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		if b := img.Bounds(); b.Dx() != c.w || b.Dy() != c.h {
			t.Errorf("%s: screenshot %v", shot, b)
		}
		if inked(img) < 0.02 {
			t.Errorf("%s: the page drew almost nothing", shot)
		}
	}
}

// inked is the share of pixels that are not near white.
func inked(img image.Image) float64 {
	b := img.Bounds()
	n := 0
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			if r < 0xe000 || g < 0xe000 || bl < 0xe000 {
				n++
			}
		}
	}
	return float64(n) / float64((b.Dx()/2)*(b.Dy()/2))
}

// The exported folder opens from the disk in the browser, every language's
// page linking to the others.
func TestABrowserOpensTheExportedFolderFromTheDisk(t *testing.T) {
	file := newEvent(t, "round-robin")
	ev := readEvent(t, file)
	dir := t.TempDir()
	if _, err := venue.Export(ev, tournament.PrizeRules{}, dir, i18n.Finnish); err != nil {
		t.Fatal(err)
	}
	dom := chromium(t, "--dump-dom", "file://"+filepath.Join(dir, "et", "standings.html"))
	for _, want := range []string{`<html lang="et">`, `href="../standings.html"`, `href="../en/standings.html"`, "&lt;script&gt;alert(1)&lt;/script&gt;"} {
		if !strings.Contains(dom, want) {
			t.Errorf("the exported Estonian standings lack %s", want)
		}
	}
}

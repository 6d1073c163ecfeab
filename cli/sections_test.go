package cli

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/tournament"
	"arbiter/tournament/store"
)

// "arbiter serve A B" serves both files under a front page: it prints
// the front page's address and each section's, a deputy's sign-in page
// for the section whose file has one, and answers each section's pages
// under its folder; a file given twice is refused.
func TestServeSeveralFilesAsSections(t *testing.T) {
	open, junior := demoFile(t), filepath.Join(t.TempDir(), "Junior.arbiter")
	runCLI(t, 0, "demo", junior)
	st, err := store.Open(junior)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.AddDeputy(tournament.Deputy{Name: "Anna"}, true); err != nil {
		t.Fatal(err)
	}
	st.Close()
	base, out, _, stop := serveFor(t, open, junior, "--addr", "127.0.0.1:0")
	for path, status := range map[string]int{"": 200, "demo/standings.html": 200, "junior/round-1.html": 200, "standings.html": 404} {
		if got := statusOf(t, base+path); got != status {
			t.Errorf("%s: %d, want %d", path, got, status)
		}
	}
	if code := stop(); code != 0 {
		t.Errorf("serve ended with %d", code)
	}
	for _, s := range []string{"All sections at " + base, "at " + base + "demo/", "at " + base + "junior/", base + "junior/enter.html"} {
		if !strings.Contains(out.String(), s) {
			t.Errorf("serve printed no %q:\n%s", s, out)
		}
	}
	if strings.Contains(out.String(), base+"demo/enter.html") {
		t.Error("serve offers sign-in on a section whose file has no deputy")
	}
	if code := Run([]string{"serve", open, open}, io.Discard, io.Discard); code != 2 {
		t.Errorf("serve of one file twice: exit %d, want 2", code)
	}
}

// ARBITER_VENUE_PIN is one unnamed deputy's PIN for one file: with
// several it would open every section's result entry to one PIN, so
// serve refuses it before anything listens and says each section's way,
// its own file's deputies, in the user's language.
func TestServeRefusesOnePINForSeveralSections(t *testing.T) {
	open, junior := demoFile(t), filepath.Join(t.TempDir(), "Junior.arbiter")
	runCLI(t, 0, "demo", junior)
	t.Setenv(pinVariable, "24681357")
	for lang, want := range map[string]string{"en": "arbiter deputy add FILE NAME --pin", "fi": "arbiter deputy add TIEDOSTO NIMI --pin", "et": "arbiter deputy add FAIL NIMI --pin"} {
		t.Setenv("ARBITER_LANG", lang)
		var errOut strings.Builder
		if code := Run([]string{"serve", open, junior, "--addr", "127.0.0.1:0"}, io.Discard, &errOut); code != 2 || !strings.Contains(errOut.String(), want) || !strings.Contains(errOut.String(), pinVariable) {
			t.Errorf("%s: serve of two files with %s: exit %d, %q", lang, pinVariable, code, errOut.String())
		}
	}
}

// "arbiter export html A B -o DIR" writes one site of both: the front page
// at the top, each event in its folder.
func TestExportHTMLOfSeveralFiles(t *testing.T) {
	open, junior := demoFile(t), filepath.Join(t.TempDir(), "Junior.arbiter")
	runCLI(t, 0, "demo", junior)
	dir := filepath.Join(t.TempDir(), "site")
	runCLI(t, 0, "export", "html", open, junior, "-o", dir, "--lang", "et")
	for _, f := range []string{"index.html", "search.html", "demo/index.html", "junior/standings.html", "fi/junior/index.html"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Error(err)
		}
	}
	index, _ := os.ReadFile(filepath.Join(dir, "index.html"))
	if !strings.Contains(string(index), `<a href="junior/">`) || !strings.Contains(string(index), "Turniirid") {
		t.Error("the front page does not list the junior in Estonian")
	}
	if code := Run([]string{"export", "pgn", open, junior}, io.Discard, io.Discard); code != 2 {
		t.Errorf("export pgn of two files: exit %d, want 2", code)
	}
}

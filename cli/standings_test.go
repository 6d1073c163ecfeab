package cli

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"arbiter/internal/pdftext"
)

// The terminal's standings show the title, club and federation columns
// the paper shows (words.IdentityOf): JaVaFo's report imported, whose
// players have titles and federations and no club, read "GM Mirzoev Azer
// AZE" on paper and "Mirzoev Azer" under an empty club column here.
func TestStandingsShowTheIdentityColumnsOfThePaper(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	report := filepath.Join("..", "tournament", "testdata", "outside", "javafo-gros_round5.trf")
	file := filepath.Join(t.TempDir(), "gros.arbiter")
	runCLI(t, 0, "import", "trf", file, report)
	out := runCLI(t, 0, "standings", file)
	lines := strings.Split(out, "\n")
	head := strings.Fields(lines[1])
	if slices.Contains(head, "Club") || !slices.Contains(head, "Title") || !slices.Contains(head, "Fed") {
		t.Errorf("the standings headed %q, want Title and Fed and no Club, as the paper", head)
	}
	var line string
	for _, l := range lines {
		if strings.Contains(l, "Mirzoev Azer") {
			line = l
		}
	}
	if f := strings.Fields(line); !slices.Contains(f, "GM") || !slices.Contains(f, "AZE") {
		t.Errorf("Mirzoev Azer's line %q gives no GM or AZE", line)
	}
	pdf := filepath.Join(t.TempDir(), "standings.pdf")
	runCLI(t, 0, "print", "standings", file, "-o", pdf)
	paper := pdftext.File(t, pdf)
	for _, word := range []string{"GM", "AZE", "Mirzoev Azer"} {
		if !strings.Contains(paper, word) {
			t.Errorf("the paper's standings lack %q: the test's premise", word)
		}
	}
}

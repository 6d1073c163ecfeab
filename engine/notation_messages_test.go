package engine

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// TestCatalogueMatchesEnglish keeps i18n/<lang>/notation.json in step with
// the English texts of the package: English equal, every language complete.
func TestCatalogueMatchesEnglish(t *testing.T) {
	for _, lang := range []string{"en", "fi", "et"} {
		data, err := os.ReadFile(filepath.Join("..", "i18n", lang, "notation.json"))
		if err != nil {
			t.Fatalf("catalogue not found beside the package: %v", err)
		}
		var cat map[string]string
		if err := json.Unmarshal(data, &cat); err != nil {
			t.Fatalf("%s: %v", lang, err)
		}
		for key, text := range englishMessages {
			got, ok := cat[key]
			switch {
			case !ok:
				t.Errorf("%s/notation.json lacks %s", lang, key)
			case lang == "en" && got != text:
				t.Errorf("en/notation.json %s = %q, the package says %q", key, got, text)
			}
		}
		for key := range cat {
			if _, ok := englishMessages[key]; !ok {
				t.Errorf("%s/notation.json has %s, which the package never returns", lang, key)
			}
		}
	}
}

func TestRender(t *testing.T) {
	m := msg("notation.fen.rank_squares", "rank", "3", "count", "9")
	if got := m.English(); got != "rank 3 has 9 squares" {
		t.Errorf("English() = %q", got)
	}
	if got := render("no.such.key", nil); got != "no.such.key" {
		t.Errorf("unknown key renders %q", got)
	}
}

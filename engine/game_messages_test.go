package engine

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// TestAnalysisCatalogue keeps i18n/<lang>/analysis.json in step with the
// English texts of the package: English equal, every language complete.
func TestAnalysisCatalogue(t *testing.T) {
	for _, lang := range []string{"en", "fi", "et"} {
		data, err := os.ReadFile(filepath.Join("..", "i18n", lang, "analysis.json"))
		if err != nil {
			t.Fatalf("catalogue not found beside the package: %v", err)
		}
		var cat map[string]string
		if err := json.Unmarshal(data, &cat); err != nil {
			t.Fatalf("%s: %v", lang, err)
		}
		for key, text := range analysisMessages {
			got, ok := cat[key]
			switch {
			case !ok:
				t.Errorf("%s/analysis.json lacks %s", lang, key)
			case lang == "en" && got != text:
				t.Errorf("en/analysis.json %s = %q, the package says %q", key, got, text)
			}
		}
		for key := range cat {
			if _, ok := analysisMessages[key]; !ok {
				t.Errorf("%s/analysis.json has %s, which the package never returns", lang, key)
			}
		}
	}
}

func TestAnalysisText(t *testing.T) {
	m := msg("analysis.claim.fifty_invalid", "moves", "49", "needed", "50")
	want := "only 49 moves by each player without a pawn move or capture (needed 50): the claim is incorrect"
	if got := analysisText(m); got != want {
		t.Errorf("analysisText = %q", got)
	}
	if got := analysisText(msg("analysis.no_such_key")); got != "analysis.no_such_key" {
		t.Errorf("unknown key = %q", got)
	}
}

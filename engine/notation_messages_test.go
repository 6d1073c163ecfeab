package engine

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"arbiter/internal/testdir"
	"arbiter/internal/testgc"
	"arbiter/internal/testsource"
)

// TestMain renders the package's messages through the English catalogue
// files, as the program does once the i18n package (which imports this
// one, so the tests cannot) has registered them: the tests read the very
// texts the user reads. It collects garbage less often: the searches of
// the unwinnability tests allocate much and keep little
// (TestUnwinnableCounterexampleHunt and TestStalemateEntriesHold: 13.7 s
// of CPU with the default collection, 10.4 s with less).
func TestMain(m *testing.M) {
	testgc.Less()
	texts, err := englishCatalogue()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	SetEnglish(func(key string, args map[string]any) string {
		text, ok := texts[key]
		if !ok {
			return key
		}
		for name, v := range args {
			if m, ok := v.(Message); ok { // a message within (a claim's finding)
				v = m.English()
			}
			text = strings.ReplaceAll(text, "{"+name+"}", fmt.Sprint(v))
		}
		return text
	})
	os.Exit(m.Run())
}

// englishCatalogue reads every key of i18n/en.
func englishCatalogue() (map[string]string, error) {
	files, err := filepath.Glob(filepath.Join("..", "i18n", "en", "*.json"))
	if err != nil || len(files) == 0 {
		return nil, fmt.Errorf("the English catalogue is not beside the package: %v", err)
	}
	texts := map[string]string{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		var area map[string]string
		if err := json.Unmarshal(data, &area); err != nil {
			return nil, fmt.Errorf("%s: %v", f, err)
		}
		for k, v := range area {
			texts[k] = v
		}
	}
	return texts, nil
}

// TestMessageKeysInCatalogue checks that every message key the package
// returns has its text in the English catalogue (the i18n tests see to
// the other languages), and that notation.json holds no key the package
// never returns.
func TestMessageKeysInCatalogue(t *testing.T) {
	texts, err := englishCatalogue()
	if err != nil {
		t.Fatal(err)
	}
	used := map[string]bool{}
	key := regexp.MustCompile(`"((?:notation|analysis)\.[a-z0-9_.-]+[a-z0-9_-])"`)
	problemKind := regexp.MustCompile(`ProblemKind = "([a-z_]+)"`)
	for _, f := range testsource.Read(t) {
		// A set-up problem's key is built from its kind.
		for _, m := range problemKind.FindAllStringSubmatch(f.Text, -1) {
			used["notation.position."+m[1]] = true
		}
		for _, m := range key.FindAllStringSubmatch(f.Text, -1) {
			used[m[1]] = true
			if _, ok := texts[m[1]]; !ok {
				t.Errorf("%s: key %s is not in i18n/en", f.Name, m[1])
			}
		}
	}
	if len(used) < 40 {
		t.Fatalf("only %d keys found; the scan is broken", len(used))
	}
	data := testdir.Read(t, filepath.Join("..", "i18n", "en", "notation.json"))
	var notation map[string]string
	if err := json.Unmarshal(data, &notation); err != nil {
		t.Fatal(err)
	}
	for k := range notation {
		if !used[k] {
			t.Errorf("en/notation.json has %s, which the package never returns", k)
		}
	}
}

func TestRender(t *testing.T) {
	m := msg("notation.fen.rank_squares", "rank", "3", "count", "9")
	if got := m.English(); got != "rank 3 has 9 squares" {
		t.Errorf("English() = %q", got)
	}
	if got := msg("no.such.key", "n", "1").English(); got != "no.such.key (n=1)" {
		t.Errorf("unknown key renders %q", got)
	}
}

func TestAnalysisText(t *testing.T) {
	m := Message{Key: "analysis.claim.incorrect", Args: map[string]any{"finding": msg("analysis.claim.fifty_invalid", "moves", "49", "needed", "50")}}
	want := "Only 49 of 50 moves by each player without a pawn move or capture: the claim is incorrect"
	if got := m.English(); got != want {
		t.Errorf("English() = %q", got)
	}
}

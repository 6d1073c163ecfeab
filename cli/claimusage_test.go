package cli

import (
	"regexp"
	"strings"
	"testing"
)

// TestClaimUsageNamesEveryOption_C_3: `arbiter claim`'s usage line names
// every option it reads, --lang among them: the notation the written move
// is read in (C.3: "pelaaja on oikeutettu käyttämään sitä kirjainta, joka
// on yleisesti käytetty hänen kotimaassaan"), which the line left out.
func TestClaimUsageNamesEveryOption_C_3(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	help := runCLI(t, 0, "claim", "--help")
	usage := help[:strings.Index(help, "\n")]
	options := regexp.MustCompile(`(?m)^\s+-{1,2}([a-z][a-z-]*)`).FindAllStringSubmatch(help, -1)
	if len(options) < 5 {
		t.Fatalf("only %d options read from\n%s", len(options), help)
	}
	for _, o := range options {
		if !strings.Contains(usage, "--"+o[1]) {
			t.Errorf("claim's usage %q does not name --%s", usage, o[1])
		}
	}
}

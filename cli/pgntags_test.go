package cli

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// A tag value holding control or invisible characters (an escape that
// recolours the terminal, a right-to-left override) is written by
// "pgn --export" and "--json" as the listing shows it, escaped, and each
// says so; they wrote it byte for byte.
func TestPGNTagControlCharactersAreWrittenEscaped(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	path := writeInput(t, t.TempDir(), "tags.pgn", "[Event \"x\"]\n[White \"Bad\x1b[31mName\u202e\"]\n[Result \"*\"]\n\n1. e4 *\n")
	const shown = `Bad\x1b[31mName\u202e`
	var out, errOut bytes.Buffer
	if code := Run([]string{"pgn", "--export", path}, &out, &errOut); code != 0 ||
		!strings.Contains(out.String(), `[White "`+strings.ReplaceAll(shown, `\`, `\\`)+`"]`) || strings.ContainsAny(out.String(), "\x1b\u202e") ||
		!strings.Contains(errOut.String(), "tag White") {
		t.Errorf("--export: exit %d\n%s\n%s", code, out.String(), errOut.String())
	}
	var games []pgnGameJSON
	if err := json.Unmarshal([]byte(runCLI(t, 0, "pgn", "--json", path)), &games); err != nil || len(games) != 1 ||
		games[0].Tags["White"] != shown || len(games[0].Warnings) != 1 {
		t.Errorf("--json: %v %+v", err, games)
	}
}

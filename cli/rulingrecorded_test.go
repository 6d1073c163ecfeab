package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/tournament"
)

// A ruling asked of a board whose result is recorded says that first, in
// the event's language, with the result, as the desk refuses such a
// ruling; what the Laws would say follows for information, and the event
// file is left as it was. An adjourned board, or one without a result,
// is ruled on without it.
func TestRulingOnABoardWithItsResultSaysSoFirst(t *testing.T) {
	for _, lang := range []string{"en", "fi", "et"} {
		t.Run(lang, func(t *testing.T) {
			t.Setenv("ARBITER_LANG", lang)
			cat := i18n.For(i18n.Lang(lang))
			path := pairedEvent(t, "--lang", lang)
			ruling := []string{"ruling", "illegal-move", "--player", "white", "--event", path, "--round", "1", "--board", "1"}
			notice := cat.Sentence(tournament.WhiteWins.RulingRefused(1, 1))
			var unfinished string
			for _, r := range []string{"", "adj"} {
				if r != "" {
					runCLI(t, 0, "result", path, "--round", "1", "--board", "1", r)
				}
				out := runCLI(t, 0, ruling...)
				if strings.Contains(out, cat.T("rules.cli.result-recorded")) {
					t.Errorf("result %q: the ruling says a result is recorded:\n%s", r, out)
				}
				if r == "" {
					unfinished = out
				}
			}
			runCLI(t, 0, "result", path, "--round", "1", "--board", "1", "1-0")
			before, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			out := runCLI(t, 0, ruling...)
			lines := strings.Split(out, "\n")
			if len(lines) < 4 || lines[0] != notice || lines[1] != cat.T("rules.cli.result-recorded") || !strings.Contains(lines[0], "1–0") {
				t.Fatalf("the ruling does not begin with the result recorded (%q):\n%s", notice, out)
			}
			// The ruling follows, as it is told on a board without a result.
			if got := strings.Join(lines[2:], "\n"); got != unfinished {
				t.Errorf("after the notice the ruling reads\n%s\nwithout a result\n%s", got, unfinished)
			}
			// With --json the output stays the decision; the notice goes
			// to the errors' stream.
			code, js, errOut := run(t, append(ruling, "--json")...)
			var d map[string]any
			if code != 0 || json.Unmarshal([]byte(js), &d) != nil || !strings.HasPrefix(errOut, notice+"\n") {
				t.Errorf("--json: exit %d, stdout %q, stderr %q", code, js, errOut)
			}
			if after, err := os.ReadFile(path); err != nil || !bytes.Equal(before, after) {
				t.Errorf("the event file changed under the ruling (%v)", err)
			}
		})
	}
}

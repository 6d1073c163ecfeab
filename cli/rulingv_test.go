package cli

import (
	"bytes"
	"strings"
	"testing"
)

// TestRulingV_Articles: the incidents of the fifth batch as the command
// line states them, each decided as the originals say: the touch of g8
// then a7 binds the knight (4.3.1), as at the desk; a lateness by clock
// time (the commentary on 6.7); a faulty electronic scoresheet device
// (8.3); an offer after the opponent sealed, declined by a touch (I.4 to
// 9.1.2.1); an adjournment before the 1953 control with consent (§21).
func TestRulingV_Articles(t *testing.T) {
	dir := t.TempDir()
	pgn := writeInput(t, dir, "g.pgn", "1. e4 *\n")
	checkRulingJSON(t, []string{"--incident", "touch-move", "--player", "black", "--pgn", pgn, "--touch", "g8,a7"}, []string{"g8f6", "g8h6"}, "rules.ruling.touch-own")
	checkRulingJSON(t, []string{"--incident", "lateness", "--player", "white", "--lateness", "30m", "--started", "15:15", "--arrived", "15:46"}, nil, "rules.ruling.late-forfeit")
	checkRulingJSON(t, []string{"--incident", "lateness", "--player", "white", "--lateness", "30m", "--started", "15:15", "--arrived", "15:45"}, nil, "rules.ruling.late-within")
	checkRulingJSON(t, []string{"--incident", "scoresheet-device", "--player", "white"}, nil, "rules.ruling.scoresheet-device-replaced")
	checkRulingJSON(t, []string{"--incident", "draw-offer", "--player", "white", "--after-sealing", "--declined-by-touch"}, nil, "rules.ruling.offer-after-sealing-declined")
	checkRulingJSON(t, []string{"--incident", "adjourn", "--player", "black", "--ruleset", "USSR1953", "--session", "4h", "--used-white", "95m", "--used-black", "80m",
		"--control-reached=false", "--arbiter-consent"}, nil, "rules.ruling.ussr-adjourn-consented")
	for _, args := range [][]string{
		{"--incident", "draw-offer", "--player", "white", "--after-sealing", "--declined-by-touch", "--offer-accepted"},
		{"--incident", "lateness", "--player", "white", "--lateness", "30m", "--arrived", "15:46"},
	} {
		var out, errOut bytes.Buffer
		if code := Run(append([]string{"ruling"}, args...), &out, &errOut); code == 0 || errOut.Len() == 0 || strings.Contains(out.String(), "explanation") {
			t.Errorf("%v: exit %d, %s%s, want it refused", args, code, out.String(), errOut.String())
		}
	}
}

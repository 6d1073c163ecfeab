package cli

import (
	"strings"
	"testing"

	"arbiter/i18n"
)

// A player withdrawn after round 1, with round 2 paired and played
// without him and a result corrected since, is taken back by `player
// reinstate`: the command and the audit log say from which round, round
// 3 pairs him, and round 2 keeps him absent as recorded. Before, only an
// Undo while the withdrawal was the newest change brought him back.
func TestReinstatedPlayerIsPairedInTheNextRound(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	file := pairedSwiss(t, 4, "Tom Ray", "Eve Hill", "Carl Ek", "Dana Lo", "Ann Bo")
	runCLI(t, 0, "result", file, "--round", "1", "--board", "1", "1-0")
	runCLI(t, 0, "result", file, "--round", "1", "--board", "2", "0-1")
	runCLI(t, 0, "player", "withdraw", file, "--id", "4", "--after-round", "1")
	runCLI(t, 0, "pair", file)
	runCLI(t, 0, "result", file, "--round", "2", "--board", "1", "½-½")
	runCLI(t, 0, "result", file, "--round", "2", "--board", "2", "1-0")
	runCLI(t, 0, "result", file, "--round", "1", "--board", "1", "0-1")

	out := runCLI(t, 0, "player", "reinstate", file, "--id", "4")
	if want := i18n.For(i18n.English).T("event.cli.reinstated", "name", "Dana Lo", "round", 3, "after", 1); !strings.Contains(out, want) {
		t.Errorf("reinstate says:\n%s\nwant %q", out, want)
	}
	if audit := runCLI(t, 0, "audit", file); !strings.Contains(audit, "Player back in the event from round 3: Dana Lo") {
		t.Errorf("the audit log does not name the reinstatement:\n%s", audit)
	}
	ev := loadFile(t, file)
	if p, _ := ev.Player(4); p.Withdrawn() {
		t.Fatalf("Dana Lo is still withdrawn after round %d", p.WithdrawnAfter)
	}
	for _, p := range ev.Rounds[1].Pairings {
		if p.White == 4 || p.Black == 4 {
			t.Errorf("round 2, paired while she was away, now has her: %+v", p)
		}
	}
	runCLI(t, 0, "pair", file)
	ev = loadFile(t, file)
	paired := false
	for _, p := range ev.Rounds[2].Pairings {
		paired = paired || p.White == 4 || p.Black == 4
	}
	if !paired {
		t.Errorf("round 3 does not pair Dana Lo: %+v", ev.Rounds[2].Pairings)
	}
	// Nothing to take back now, in every language, and nothing changes.
	for _, lang := range i18n.Complete {
		t.Setenv("ARBITER_LANG", string(lang))
		want := i18n.For(lang).T("event.err.reinstate.not-withdrawn", "name", "Dana Lo")
		if code, _, stderr := run(t, "player", "reinstate", file, "--id", "4"); code == 0 || !strings.Contains(stderr, want) {
			t.Errorf("%s: reinstating a player in play: exit %d, %q; want %q", lang, code, stderr, want)
		}
	}
}

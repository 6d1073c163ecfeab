package ui

import (
	"fmt"
	"image"
	"path/filepath"
	"strconv"
	"testing"

	"arbiter/tournament"
)

// TestEndToEndTeamByeInAnEvenRound gives a team of a team Swiss of eight
// teams, whose round has no bye, the bye in the real window's pairing
// editor by its keys: 1 picks match 1's White team, B gives it the bye
// (the window closed, with no crash log), and Save anyway, reached by
// Shift+Tab, saves the round. The file read back has the team's bye, and
// its opponent's, and the other matches as paired.
// ARBITER_E2E_SHOTS=folder keeps the pictures.
func TestEndToEndTeamByeInAnEvenRound(t *testing.T) {
	size := image.Pt(1024, 700)
	dir, bin, home, cli := appOnScreen(t, "en", size)
	file := filepath.Join(dir, "even.arbiter")
	cli("new", file, "--name", "Even", "--system", "team-swiss", "--boards", "4", "--rounds", "5", "--lang", "en")
	for i := range 8 {
		team := fmt.Sprintf("Team %c", 'A'+i)
		cli("team", "add", file, team)
		for b := 1; b <= 4; b++ {
			cli("player", "add", file, "--name", fmt.Sprintf("Player %c%d", 'A'+i, b), "--team", team, "--rating", strconv.Itoa(2400-40*i-b))
		}
	}
	cli("pair", file)
	w := openAt(t, bin, home, "en", file, shotsIn(t, "teambye"), size)
	w.awaitHeld()
	paired := w.now().RoundMatches(1)
	if len(paired) != 4 {
		t.Fatalf("round 1 of eight teams: %+v", paired)
	}

	// The Matches view, its result field with the keyboard; the pairing
	// editor's button is Tab past the desk and forfeit buttons.
	w.changed("ctrl+2")
	w.tab(3)
	w.shot("edit-button")
	w.changed("space") // the editor, its list of matches with the keyboard
	w.shot("editor")
	w.typeText("1b")
	w.shot("bye-given")
	// Save anyway, the last of the box, is Shift+Tab from the list, the
	// first; Cancel is the default with deviations, so Space presses it.
	w.tab(-1)
	w.shot("save")
	w.keys("space")
	given, opponent := paired[0].White, paired[0].Black
	w.await("the bye given by B saved", func(ev *tournament.Event) error {
		got := ev.RoundMatches(1)
		if len(got) != 5 {
			return fmt.Errorf("round 1 has %d matches and byes: %+v", len(got), got)
		}
		for i, m := range []tournament.TeamMatch{{White: given}, paired[1], paired[2], paired[3], {White: opponent}} {
			if got[i].White != m.White || got[i].Black != m.Black || got[i].Bye != tournament.NoBye {
				return fmt.Errorf("entry %d is %+v, want %+v", i+1, got[i], m)
			}
		}
		return nil
	})
}

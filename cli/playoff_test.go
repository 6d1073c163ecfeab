package cli

import (
	"path/filepath"
	"strings"
	"testing"

	"arbiter/internal/pdftext"
	"arbiter/internal/testevent"
	"arbiter/internal/testfield"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/standings"
)

// levelForFirst is a four-player round robin over, players 1 and 3 level
// on 2 points for first, the tie-breaks placing 3 first.
func levelForFirst(t *testing.T, tieBreaks ...string) string {
	ev := testfield.Field(4, tournament.RoundRobin)
	ev.Settings.Name = "Blitz"
	ev.Settings.TieBreaks = tieBreaks
	testfield.Play(t, ev, [][]tournament.Result{{tournament.WhiteWins, tournament.Draw}, {tournament.BlackWins, tournament.Draw}, {tournament.Draw, tournament.Draw}})
	return testevent.EventFile(t, ev)
}

// TestPlayoffCommand: the play-off recorded on the command line places its
// winner first in the standings, on paper, with the note of the places it
// decided; players not level are refused; undo takes it back.
func TestPlayoffCommand(t *testing.T) {
	file := levelForFirst(t, "sb", "de", "wins", "koya", "black")
	if got := runJSON[standings.Table](t, "standings", file, "--json").Rows[0].No; got != 3 {
		t.Fatalf("before the play-off player %d is first, the test wants 3", got)
	}
	if errOut := runCLI(t, 1, "playoff", file, "--order", "1,2"); !strings.Contains(errOut, "1½ points, 1 Player 1 has 2: a play-off decides only between players level on points") {
		t.Errorf("a play-off of players not level: %q", errOut)
	}
	if errOut := runCLI(t, 1, "playoff", file, "--order", "1,9"); !strings.Contains(errOut, "no player 9") {
		t.Errorf("a play-off naming a number no player has: %q", errOut)
	}
	out := runCLI(t, 0, "playoff", file, "--order", "1,3")
	if !strings.Contains(out, "Places 1–2 decided by a play-off, in this order: Player 1, Player 3.") {
		t.Errorf("playoff's standings do not name the play-off:\n%s", out)
	}
	tb := runJSON[standings.Table](t, "standings", file, "--json")
	if tb.Rows[0].No != 1 || tb.Rows[0].Place != "1" || tb.Rows[1].No != 3 {
		t.Errorf("standings after the play-off won by player 1: %+v", tb.Rows[:2])
	}
	pdf := filepath.Join(t.TempDir(), "standings.pdf")
	runCLI(t, 0, "print", "standings", file, "--lang", "fi", "-o", pdf)
	if text := input.Collapse(pdftext.File(t, pdf)); !strings.Contains(text, "Sijat 1–2 ratkaistu uusintaottelulla") {
		t.Errorf("the printed standings do not name the play-off:\n%s", text)
	}
	runCLI(t, 0, "undo", file)
	if tb := runJSON[standings.Table](t, "standings", file, "--json"); tb.Rows[0].No != 3 || len(tb.Playoffs) != 0 {
		t.Errorf("after undo: first %d, play-offs %+v", tb.Rows[0].No, tb.Playoffs)
	}
}

// A first prize that cannot be shared goes to the play-off's winner:
// without tie-breaks the two level for first shared 1st and 2nd prizes
// (Hort: half shared, half by their order).
func TestPlayoffDecidesTheUnsharedPrize(t *testing.T) {
	file := levelForFirst(t)
	runCLI(t, 0, "prizes", file, "--prize", "1=100", "--prize", "2=50", "--hort=true", "--save")
	money := func() map[int]int64 {
		out := runJSON[prizesJSON](t, "prizes", file, "--json")
		m := map[int]int64{}
		for _, a := range out.Awards {
			m[a.No] = a.Money
		}
		return m
	}
	if m := money(); m[1]+m[3] != 15000 || m[3] == 10000 {
		t.Fatalf("before the play-off the two level for first share 150 by Hort: %v", m)
	}
	runCLI(t, 0, "playoff", file, "--order", "3,1")
	if m := money(); m[3] != 10000 || m[1] != 5000 {
		t.Errorf("after the play-off won by player 3: %v, want 100 to 3 and 50 to 1", m)
	}
}

// TestPlayoffCommandRecordsAMatchsGames: a 6-game match ended 3–3 went to
// two rapid games, of which the command line could record only who won;
// now it records the games, the match is won on them 1½–½, its own score
// kept, the games listed apart from the scheduled ones under the
// standings, the crosstable and on paper, and undo takes them back.
func TestPlayoffCommandRecordsAMatchsGames(t *testing.T) {
	ev := testfield.DrawnMatch(t)
	ev.Settings.Name = "Match"
	file := testevent.EventFile(t, ev)
	out := runCLI(t, 0, "playoff", file, "--game", "2-1 1-0", "--game", "1-2 ½-½")
	for _, want := range []string{"Match: Player 2 wins on the play-off 1½–½, the match's games drawn 3–3.",
		"Game 7 (play-off, rapid): Player 2 – Player 1 1–0.", "Game 8 (play-off, rapid): Player 1 – Player 2 ½–½."} {
		if !strings.Contains(out, want) {
			t.Errorf("playoff's standings do not say %q:\n%s", want, out)
		}
	}
	if tb := runJSON[standings.Table](t, "standings", file, "--json"); tb.Rows[0].No != 2 || tb.Rows[0].Points != tb.Rows[1].Points {
		t.Errorf("standings after the play-off won by player 2: %+v", tb.Rows)
	}
	if out := runCLI(t, 0, "crosstable", file); !strings.Contains(out, "Game 8 (play-off, rapid)") {
		t.Errorf("the crosstable does not list the play-off's games:\n%s", out)
	}
	if errOut := runCLI(t, 1, "playoff", file, "--order", "1,2"); !strings.Contains(errOut, "The play-off's games decided it, 1½–½") {
		t.Errorf("an order against the games recorded: %q", errOut)
	}
	pdf := filepath.Join(t.TempDir(), "standings.pdf")
	runCLI(t, 0, "print", "standings", file, "--lang", "fi", "-o", pdf)
	if text := input.Collapse(pdftext.File(t, pdf)); !strings.Contains(text, "Peli 7 (uusintaottelu, nopea shakki)") {
		t.Errorf("the printed standings do not list the play-off's games:\n%s", text)
	}
	runCLI(t, 0, "undo", file)
	if tb := runJSON[standings.Table](t, "standings", file, "--json"); tb.Match == nil || tb.Match.Outcome != standings.MatchDrawn || len(tb.Match.Playoff) != 0 {
		t.Errorf("after undo: %+v", tb.Match)
	}
}

// TestPlayoffCommandAddsAnArmageddon: a 6-game match drawn 3–3 went to two
// rapid games, 1–1, then to a blitz armageddon drawn. The command line
// said only "drawn 3–3" after the rapid games and kept the armageddon as
// an order alone; now the rapid games' 1–1 is said, the armageddon game is
// added after them with its own type, and its draw wins it for Black.
func TestPlayoffCommandAddsAnArmageddon(t *testing.T) {
	ev := testfield.DrawnMatch(t)
	ev.Settings.Name = "Match"
	file := testevent.EventFile(t, ev)
	if out := runCLI(t, 0, "playoff", file, "--game", "2-1 1-0", "--game", "1-2 1-0"); !strings.Contains(out, "Match: drawn 3–3, the play-off level 1–1.") {
		t.Errorf("the rapid games level are not said:\n%s", out)
	}
	out := runCLI(t, 0, "playoff", file, "--game", "1-2 ½-½", "--type", "blitz", "--armageddon")
	for _, want := range []string{"Match: Player 2 wins the armageddon, the play-off level 1–1 before it, the match's games drawn 3–3.",
		"Game 7 (play-off, rapid): Player 2 – Player 1 1–0.", "Game 8 (play-off, rapid): Player 1 – Player 2 1–0.",
		"Game 9 (play-off, armageddon, blitz): Player 1 – Player 2 ½–½: Player 2 wins the armageddon with Black, a draw."} {
		if !strings.Contains(out, want) {
			t.Errorf("playoff's standings do not say %q:\n%s", want, out)
		}
	}
	if errOut := runCLI(t, 1, "playoff", file, "--game", "2-1 1-0", "--game", "1-2 1-0", "--armageddon"); !strings.Contains(errOut, "Game 7 (play-off) cannot be an armageddon") {
		t.Errorf("an armageddon after a play-off decided: %q", errOut)
	}
}

// TestPlayoffCommandGivesTheDrawOddsToWhite: the regulations gave the
// armageddon's draw odds to White; drawn, it is White's, Player 1's, and
// the notes say so. --draw-odds without --armageddon, or naming no side,
// is refused, nothing recorded.
func TestPlayoffCommandGivesTheDrawOddsToWhite(t *testing.T) {
	ev := testfield.DrawnMatch(t)
	ev.Settings.Name = "Match"
	file := testevent.EventFile(t, ev)
	runCLI(t, 0, "playoff", file, "--game", "2-1 1-0", "--game", "1-2 1-0")
	if errOut := runCLI(t, 2, "playoff", file, "--game", "1-2 ½-½", "--draw-odds", "white"); !strings.Contains(errOut, "--draw-odds names the side an armageddon's draw wins for: give it with --armageddon") {
		t.Errorf("--draw-odds without --armageddon: %q", errOut)
	}
	if errOut := runCLI(t, 1, "playoff", file, "--game", "1-2 ½-½", "--armageddon", "--draw-odds", "chooser"); !strings.Contains(errOut, `The armageddon's draw odds read "chooser"`) {
		t.Errorf("--draw-odds chooser: %q", errOut)
	}
	out := runCLI(t, 0, "playoff", file, "--game", "1-2 ½-½", "--type", "blitz", "--armageddon", "--draw-odds", "white")
	for _, want := range []string{"Match: Player 1 wins the armageddon, the play-off level 1–1 before it, the match's games drawn 3–3.",
		"Game 9 (play-off, armageddon, blitz): Player 1 – Player 2 ½–½: Player 1 wins the armageddon with White, a draw, the regulations giving White the draw odds."} {
		if !strings.Contains(out, want) {
			t.Errorf("playoff's standings do not say %q:\n%s", want, out)
		}
	}
	if tb := runJSON[standings.Table](t, "standings", file, "--json"); tb.Match == nil || tb.Match.Playoff[2].DrawOdds != "white" || tb.Rows[0].Name != "Player 1" {
		t.Errorf("standings --json after White's armageddon: %+v", tb.Match)
	}
}

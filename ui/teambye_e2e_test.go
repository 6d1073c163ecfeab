package ui

import (
	"encoding/json"
	"fmt"
	"image"
	"os/exec"
	"strconv"
	"strings"

	"arbiter/i18n"
	"arbiter/tournament"
)

// evenTeamsEvent is the event of the team bye's walk: a team Swiss of
// eight teams of four, round 1 paired.
var evenTeamsEvent = walkEvent{"even", "eight teams paired", func(cli func(args ...string), file, lang string) {
	cli("new", file, "--name", "Even", "--system", "team-swiss", "--boards", "4", "--rounds", "5", "--lang", lang)
	for i := range 8 {
		team := fmt.Sprintf("Team %c", 'A'+i)
		cli("team", "add", file, team)
		for b := 1; b <= 4; b++ {
			cli("player", "add", file, "--name", fmt.Sprintf("Player %c%d", 'A'+i, b), "--team", team, "--rating", strconv.Itoa(2400-40*i-b))
		}
	}
	cli("pair", file)
}}

// teamByeInAnEvenRound gives a team of a team Swiss of eight teams, whose
// round has no bye, the bye in the real window's pairing editor by its
// keys, in English at 1024×700 (TestEndToEndBoxesByKeys, on
// evenTeamsEvent): 1 picks match 1's White team, B gives it the bye
// (the window closed, with no crash log), and its opponent, left without
// a match, has one too. Save anyway, reached by Shift+Tab, asks what the
// opponent scores, nothing chosen (Enter asks for a choice): Down and
// Space pick a zero-point bye, Enter answers.
// The round so changed is checked again, and Save anyway saves it once
// its verdict is on screen. The three matches' twelve boards are then
// typed, a key a board, and the standings the command line reads back
// give the team given the bye the event's pairing-allocated bye (a drawn
// match) and its opponent nothing.
// ARBITER_E2E_SHOTS=folder keeps the pictures.
func teamByeInAnEvenRound(w *window, _ string, _ image.Point) {
	t := w.t
	needClipboard(t)
	paired := w.now().RoundMatches(1)
	if len(paired) != 4 {
		t.Fatalf("round 1 of eight teams: %+v", paired)
	}
	cat := i18n.For(i18n.English)
	given, opponent := paired[0].White, paired[0].Black
	ev := w.now()
	givenName, opponentName := teamName(ev, given), teamName(ev, opponent)

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
	question := cat.T("teampairedit.second.text", "n", 1, "teams", opponentName)
	w.awaitCopied("the question", func(words string) error {
		if !strings.Contains(words, question) {
			return fmt.Errorf("no %q", question)
		}
		return nil
	})
	w.shot("question")
	// Nothing is chosen for the arbiter (the Space that pressed Save
	// anyway picked nothing): Enter asks for a choice.
	w.keys("Return")
	choose := cat.T("teampairedit.second.choose")
	w.awaitCopied("Enter with nothing chosen", func(words string) error {
		if !strings.Contains(words, choose) || !strings.Contains(words, question) {
			return fmt.Errorf("want %q under the question", choose)
		}
		return nil
	})
	w.keys("Down", "space", "Return")
	zero := opponentName + "  –  " + cat.T("teams.ui.bye", "mp", 0, "gp", "0")
	checking := cat.T("teampairedit.checking", "n", 1)
	w.awaitCopied("the round checked again", func(words string) error {
		if !strings.Contains(words, zero) || strings.Contains(words, checking) || strings.Contains(words, question) {
			return fmt.Errorf("want %q, the verdict, no question", zero)
		}
		return nil
	})
	w.shot("checked-again")
	w.tab(-1)
	w.keys("space")
	w.await("the bye given by B saved, its opponent's zero-point bye", func(ev *tournament.Event) error {
		got := ev.RoundMatches(1)
		if len(got) != 5 {
			return fmt.Errorf("round 1 has %d matches and byes: %+v", len(got), got)
		}
		want := []tournament.TeamMatch{{White: given}, paired[1], paired[2], paired[3], {White: opponent, Bye: tournament.ByeZeroPoint}}
		for i, m := range want {
			if got[i].White != m.White || got[i].Black != m.Black || got[i].Bye != m.Bye {
				return fmt.Errorf("entry %d is %+v, want %+v", i+1, got[i], m)
			}
		}
		return nil
	})
	// The result box has the keyboard, on the first board of match 2:
	// White's team wins every board (1, 0, 1, 0, board 1 White's).
	w.shot("saved")
	w.typeText(strings.Repeat("10", 6))
	w.await("the round's twelve boards", func(ev *tournament.Event) error {
		if n := ev.CompletedRounds(); n != 1 {
			for _, g := range ev.Rounds[0].Pairings {
				if !g.Result.Finished() {
					return fmt.Errorf("match %d, game %d has no result", g.Match, g.Board)
				}
			}
			return fmt.Errorf("%d rounds complete", n)
		}
		return nil
	})
	w.shot("results")
	var table struct {
		Rows []struct {
			Name        string  `json:"name"`
			MatchPoints int     `json:"match_points"`
			GamePoints  float64 `json:"game_points"`
		} `json:"rows"`
	}
	cmd := exec.Command(w.bin, "standings", w.file, "--json")
	cmd.Env = appEnv(w.home, "en")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("arbiter standings --json: %v", err)
	}
	if err := json.Unmarshal(out, &table); err != nil {
		t.Fatalf("arbiter standings --json: %v\n%s", err, out)
	}
	points := map[string][2]float64{}
	for _, r := range table.Rows {
		points[r.Name] = [2]float64{float64(r.MatchPoints), r.GamePoints}
	}
	for _, tc := range []struct {
		name string
		want [2]float64
	}{
		{nameOf(ev, given), [2]float64{1, 4}}, // the event's pairing-allocated bye: a drawn match, every board won
		{nameOf(ev, opponent), [2]float64{0, 0}},
		{nameOf(ev, paired[1].White), [2]float64{2, 4}},
		{nameOf(ev, paired[1].Black), [2]float64{0, 0}},
	} {
		if got, ok := points[tc.name]; !ok || got != tc.want {
			t.Errorf("%s: match and game points %v, want %v (given the bye %s, its opponent %s)\n%s", tc.name, got, tc.want, givenName, opponentName, out)
		}
	}
}

// nameOf is team id's name, as the standings give it.
func nameOf(ev *tournament.Event, id int64) string {
	if t, ok := ev.Team(id); ok {
		return t.Name
	}
	return ""
}

// lineupPickedBySpace opens the line-up picker of match 1's White team
// by Space on its Pick… button in the real window, in English at
// 1024×700 (TestEndToEndBoxesByKeys, on evenTeamsEvent of its own): the
// box opens with the line-up as it stands, so that Tab to player 4,
// Space and Enter leave him out, 1,2,3, board 4 to be forfeited. The
// space the opening Space types unticked player 1, whose tick box had
// the keyboard, and the line-up saved was 2,3.
func lineupPickedBySpace(w *window, _ string, _ image.Point) {
	ev := w.now()
	m := ev.RoundMatches(1)[0]
	team, _ := ev.Team(m.White)
	players := team.Players
	w.changed("ctrl+2")
	w.tab(-3) // from the result field, past the other team's Pick… and field
	w.shot("pick-button")
	w.changed("space")
	w.shot("picker")
	w.tab(3)
	w.keys("space", "Return")
	w.await("the line-up 1,2,3 saved", func(ev *tournament.Event) error {
		got := ev.RoundMatches(1)[0].Lineup(ev, team.ID)
		if len(got) != 3 || got[0] != players[0] || got[2] != players[2] {
			return fmt.Errorf("line-up %v of players %v", got, players)
		}
		return nil
	})
}

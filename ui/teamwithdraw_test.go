package ui

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/tournament"
	"arbiter/tournament/conduct"
	"arbiter/ui/button"
	"arbiter/words"
)

// TestTeamWithdrawnByKeysInTheTeamsViewIsLeftOutOfTheNextRound: in a team
// Swiss after round 2 the arbiter chooses a team in the Teams view and
// presses Ctrl+W: the box proposes round 2, Enter's button withdraws it
// and says what that means; the list marks the team and offers its
// reinstatement in the withdrawal's place. Round 3 paired from the Matches
// view leaves it out and says so, the standings mark it, and Undo takes
// the pairing and then the withdrawal back.
func TestTeamWithdrawnByKeysInTheTeamsViewIsLeftOutOfTheNextRound(t *testing.T) {
	s := openShell(t, newPlayedTeamSwiss(t, 2))
	v := shownView[*teamsView](s, areaPlayers)
	v.teams.selectRow(2)
	gone := v.list[2]
	runKey(t, s, ctrl(fyne.KeyW))
	if fields := overlayParts[*field](s); len(fields) != 1 || fields[0].Text != "2" {
		t.Fatalf("Ctrl+W on a team opens no withdrawal box proposing round 2: %v", topMessage(s))
	}
	test.Tap(defaultButton(t, s))
	if tm, _ := s.doc.event.Team(gone.ID); tm.WithdrawnAfter != 2 {
		t.Fatalf("%s withdrawn after round %d, want 2", gone.Name, tm.WithdrawnAfter)
	}
	if said := topMessage(s); !strings.Contains(said, s.t("teams.withdrawn.swiss", "team", gone.Name, "round", 2)) {
		t.Errorf("the withdrawal says:\n%s", said)
	}
	for c := s.win.Canvas(); len(openModals[c]) > 0; {
		openModals[c][len(openModals[c])-1].hide()
	}
	if got := v.teams.cell(2, 1); got != gone.Name+" "+s.t("print.mark.withdrawn") {
		t.Errorf("the team list names the withdrawn team %q", got)
	}
	for _, o := range drawnObjects(v.object()) {
		if b, ok := o.(*button.Button); ok && b.Text == s.t("ui.players.withdraw") && b.Visible() {
			t.Error("a withdrawn team chosen, the view offers its withdrawal")
		}
	}
	if !findViewButton(t, s, s.t("ui.players.reinstate")).Visible() {
		t.Error("a withdrawn team chosen, the view hides its reinstatement")
	}
	mv := shownView[*matchesView](s, areaRounds)
	mv.pairNext()
	ms := s.doc.event.RoundMatches(3)
	if len(ms) == 0 || slices.ContainsFunc(ms, func(m tournament.TeamMatch) bool { return m.White == gone.ID || m.Black == gone.ID }) {
		t.Fatalf("round 3 pairs the withdrawn team, or nothing: %+v", ms)
	}
	if !strings.Contains(mv.unpaired.Text, s.t("print.pairings.unpaired")) || !strings.Contains(mv.unpaired.Text, gone.Name) {
		t.Errorf("the round says %q, nothing of the team left out", mv.unpaired.Text)
	}
	st := shownView[*teamStandingsView](s, areaStandings)
	if !slices.ContainsFunc(st.grid.rows, func(r []string) bool { return slices.Contains(r, gone.Name+" "+s.t("print.mark.withdrawn")) }) {
		t.Errorf("the standings do not mark %s", gone.Name)
	}
	s.undo()
	s.undo()
	if tm, _ := s.doc.event.Team(gone.ID); tm.WithdrawnAfter != 0 || s.doc.event.PairedRounds() != 2 {
		t.Errorf("two undos leave the team withdrawn after %d, %d rounds paired", tm.WithdrawnAfter, s.doc.event.PairedRounds())
	}
}

// A team Swiss round paired after a team withdrew says, whenever it is
// shown, that the team is not paired, as its pairing list, the venue's
// round and the command line say it (words.TeamsUnpaired): the Matches
// view said it only in the line of what was just done, which the next
// result replaced, and a round shown again, or the file opened again,
// said nothing of the team; at 1024×700 in every language.
func TestTeamRoundShownSaysTheWithdrawnTeamIsNotPaired(t *testing.T) {
	s := openShell(t, newPlayedTeamSwiss(t, 2))
	ev := &s.doc.event
	gone := ev.Teams[2]
	if !s.act(func() error { _, err := s.doc.st.WithdrawTeam(gone.ID, 2); return err }) {
		t.Fatal("the team not withdrawn")
	}
	mv := shownView[*matchesView](s, areaRounds)
	mv.pairNext()
	want := strings.Join(words.TeamsUnpaired(s.cat, ev, 3, func(id int64) string { return teamName(ev, id) }), "\n")
	if want == "" {
		t.Fatal("round 3 leaves no team unpaired")
	}
	room := smallestRoom(s)
	inEachLanguage(s, func(lang i18n.Lang) {
		want := strings.Join(words.TeamsUnpaired(s.cat, ev, 3, func(id int64) string { return teamName(ev, id) }), "\n")
		mv := shownView[*matchesView](s, areaRounds)
		mv.showRound(1)
		if mv.unpaired.Visible() {
			t.Errorf("%s: round 1 says %q", lang, mv.unpaired.Text)
		}
		mv.showRound(3)
		if !mv.unpaired.Visible() || mv.unpaired.Text != want {
			t.Errorf("%s: round 3 shown again says %q (shown %v), want %q", lang, mv.unpaired.Text, mv.unpaired.Visible(), want)
		}
		checkFits(t, s, room, string(lang)+", round 3")
		checkViewFits(t, s, string(lang)+", round 3")
	})
}

// In a Finnish team round robin of ten teams over four boards, a team
// withdrawn after round 1, the Matches view of round 3 at 1024×700 shows
// every board of the chosen match whole in every language, whichever match
// is chosen: the note under the boards that the table pairs the withdrawn
// team took two lines in Finnish and left board 4's row half out of sight,
// reached only by the cursor.
func TestWithdrawnTeamsNoteLeavesEveryBoardInSight(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sarja.arbiter")
	f := createTeamEvent(t, path, "Shakkiliiga", tournament.TeamRoundRobin, 0, 4)
	for i, club := range []string{"Helsingin Shakkiklubi", "Tampereen Shakkikerho", "Oulun Shakkikerho", "Espoon Shakki",
		"Jyväskylän Shakkikerho", "Kuopion Shakkiseura", "Turun Shakkiklubi", "Lahden Shakkikerho", "Porin Shakkiseura", "Vaasan Shakkiklubi"} {
		id, err := f.AddTeam(tournament.Team{Name: club})
		if err != nil {
			t.Fatal(err)
		}
		for b := 1; b <= 5; b++ {
			if _, err := f.AddTeamPlayer(id, tournament.Player{Name: fmt.Sprintf("Pelaaja %d-%d", i+1, b), Rating: 2200 - 20*i - 10*b}); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := conduct.DrawSeats(f, testevent.Event(t, f), 1); err != nil {
		t.Fatal(err)
	}
	for r := 1; r <= 3; r++ {
		if _, err := pairTeams(f, r); err != nil {
			t.Fatal(err)
		}
		if r == 3 {
			break
		}
		for _, m := range testevent.Event(t, f).RoundMatches(r) {
			for b := 1; b <= 4 && m.Forfeit == tournament.NoResult; b++ {
				if err := setMatchBoard(f, r, m.Number, b, tournament.Draw); err != nil {
					t.Fatal(err)
				}
			}
		}
		if r == 1 {
			if _, err := f.WithdrawTeam(testevent.Event(t, f).Teams[2].ID, 1); err != nil {
				t.Fatal(err)
			}
		}
	}
	f.Close()
	s := openShell(t, path)
	inEachLanguage(s, func(l i18n.Lang) {
		s.win.Resize(fyne.NewSize(1024, 700))
		v := shownView[*matchesView](s, areaRounds)
		v.showRound(3)
		if !v.unpaired.Visible() {
			t.Fatalf("%s: round 3 says nothing of the withdrawn team", l)
		}
		for i := range v.list {
			v.matches.selectRow(i)
			v.content.Refresh()
			col := v.boards.table.StickyColumnCount // drawn in the scroller
			height := tableScroller(v.boards).Size().Height
			var whole []int
			for _, c := range drawnCells(v.boards, col) {
				if c.y >= 0 && c.y+c.h <= height+0.5 {
					whole = append(whole, c.row+1)
				}
			}
			if len(whole) != 4 {
				t.Errorf("%s, match %d: boards %v shown whole in a list %.0f px high (%v), the note %q", l, i+1, whole, height, shownCells(v.boards, col), v.unpaired.Text)
			}
			// The match whose boards they are stays in sight above them.
			mh := tableScroller(v.matches).Size().Height
			if !slices.ContainsFunc(drawnCells(v.matches, v.matches.table.StickyColumnCount), func(c drawnCell) bool { return c.row == i && c.y >= 0 && c.y+c.h <= mh+0.5 }) {
				t.Errorf("%s, match %d chosen is not whole in its list %.0f px high: %v", l, i+1, mh, shownCells(v.matches, v.matches.table.StickyColumnCount))
			}
		}
	})
}

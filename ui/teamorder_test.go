package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"arbiter/i18n"
)

// In the Teams view the chosen player moves up and down his team's board
// order, by the buttons and by Alt+Up and Alt+Down, each move one store
// call that Undo takes back; the cursor stays on him. Once round 1 is
// paired the buttons are off and the key is refused with the rule, in the
// window's language.
func TestTeamBoardOrderMoves(t *testing.T) {
	s := openShell(t, newTeamFile(t, 2, 4, 2))
	s.show(areaPlayers)
	v := s.views[areaPlayers].(*teamsView)
	v.selectTeam(0)
	team := v.list[0].ID
	was := slices.Clone(v.roster)
	a, b, c, d := was[0], was[1], was[2], was[3]
	alt := func(k fyne.KeyName) {
		pressShortcut(s, &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierAlt})
	}
	order := func() []int64 {
		tm, _ := s.doc.event.Team(team)
		return tm.Players
	}
	v.players.selectRow(2)
	v.player = 2
	v.updateButtons()
	if v.up.Disabled() || v.down.Disabled() {
		t.Fatal("up and down are not both on for the third of four")
	}
	for _, tt := range []struct {
		name   string
		do     func()
		want   []int64
		cursor int
	}{
		{"Up button", func() { test.Tap(v.up) }, []int64{a, c, b, d}, 1},
		{"Alt+Up", func() { alt(fyne.KeyUp) }, []int64{c, a, b, d}, 0},
		{"Alt+Up on board 1", func() { alt(fyne.KeyUp) }, []int64{c, a, b, d}, 0},
		{"Down button", func() { test.Tap(v.down) }, []int64{a, c, b, d}, 1},
		{"Alt+Down", func() { alt(fyne.KeyDown) }, []int64{a, b, c, d}, 2},
		{"Alt+Down", func() { alt(fyne.KeyDown) }, []int64{a, b, d, c}, 3},
	} {
		tt.do()
		if got := order(); !slices.Equal(got, tt.want) {
			t.Errorf("%s: order %v, want %v", tt.name, got, tt.want)
		}
		if v.player != tt.cursor {
			t.Errorf("%s: cursor on %d, want %d", tt.name, v.player, tt.cursor)
		}
	}
	if !v.down.Disabled() {
		t.Error("Down is on for the last player")
	}
	s.undo()
	if got := order(); !slices.Equal(got, []int64{a, b, c, d}) {
		t.Errorf("after Undo: %v", got)
	}

	s.SetLanguage(i18n.Estonian)
	if !s.act(func() error { return s.doc.st.AssignTeamSeats([]string{"Team A", "Team B"}) }) ||
		!s.act(func() error { _, err := s.doc.st.PairTeamRound(1); return err }) {
		t.Fatal("round 1 not paired")
	}
	s.show(areaPlayers)
	v = s.views[areaPlayers].(*teamsView)
	v.selectTeam(0)
	v.players.selectRow(1)
	v.player = 1
	v.updateButtons()
	if !v.up.Disabled() || !v.down.Disabled() {
		t.Error("the board order can still be moved by button once round 1 is paired")
	}
	alt(fyne.KeyUp)
	name := s.doc.event.Teams[0].Name
	if want := i18n.For(i18n.Estonian).T("teams.err.order.fixed", "team", name); !strings.Contains(strings.ToLower(dialogText(s)), strings.ToLower(want)) {
		t.Errorf("Alt+Up after round 1 says %q, want %q", dialogText(s), want)
	}
	if got := order(); !slices.Equal(got, []int64{a, b, c, d}) {
		t.Errorf("after the refusal: %v", got)
	}
}

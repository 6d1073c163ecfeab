package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/ui/radio"
)

// A team of a team Swiss asks for a bye from the Teams view, as a player
// of an individual Swiss does (the command line's "bye --team" had it
// alone): the round and the kind chosen, the request recorded in the
// file and said; the box shows it when opened again, and cancels it. A
// round robin has no requested byes: no button.
func TestTeamByeRequestInTheTeamsView(t *testing.T) {
	s := openShell(t, newTeamFileOf(t, tournament.TeamSwiss, 5, 4, 2, 2))
	v := shownView[*teamsView](s, areaPlayers)
	v.teams.selectRow(1)
	if v.bye.Hidden || v.bye.Disabled() {
		t.Fatalf("with a team chosen the button is hidden %v, disabled %v", v.bye.Hidden, v.bye.Disabled())
	}
	team := v.list[1]
	ask := func(kind tournament.ByeKind, round int) {
		t.Helper()
		kinds, rounds := openTeamByeBox(t, s, v)
		kinds.SetSelected(s.t(teamByeKeys[kind][0]))
		rounds.SetSelectedIndex(round - 1)
		test.Tap(defaultButton(t, s))
	}
	ask(tournament.ByeHalfPoint, 2)
	want := tournament.PlannedBye{Team: team.ID, Round: 2, Kind: tournament.ByeHalfPoint}
	if reqs := s.doc.event.Requests; len(reqs) != 1 || reqs[0] != want {
		t.Fatalf("requests %+v, want %+v", reqs, want)
	}
	if said := s.t("teams.cli.bye.half", "team", team.Name, "round", 2); s.status.Text != said {
		t.Errorf("the status says %q, want %q", s.status.Text, said)
	}
	test.Tap(v.bye)
	if text := topMessage(s); !strings.Contains(text, s.t("teams.ui.byereq.asked.one", "round", 2, "kind", s.t("teams.ui.byereq.half"))) {
		t.Errorf("the box does not show the request:\n%s", text)
	}
	closeBoxes(s)
	ask(tournament.NoBye, 2)
	if reqs := s.doc.event.Requests; len(reqs) != 0 {
		t.Errorf("requests after cancelling %+v", reqs)
	}
	// Cancelling what was never asked is refused in the box.
	ask(tournament.NoBye, 3)
	_, refusal := s.doc.event.CancelBye(tournament.PlannedBye{Team: team.ID, Round: 3})
	if text := topMessage(s); refusal == nil || !boxOpen(s) || !strings.Contains(text, s.cat.Sentence(refusal)) {
		t.Errorf("cancelling no request:\n%s", text)
	}

	// The button widens the view in no language: at 1024 px a view wider
	// than its room widens the window.
	for _, l := range i18n.All {
		s.SetLanguage(l)
		v := shownView[*teamsView](s, areaPlayers)
		with := v.object().MinSize().Width
		v.bye.Hide()
		without := v.object().MinSize().Width
		if with > without {
			t.Errorf("%s: the view needs %.0f px with the bye's button, %.0f without", l, with, without)
		}
	}

	r := openShell(t, newTeamFile(t, 2, 2, 2))
	if !shownView[*teamsView](r, areaPlayers).bye.Hidden {
		t.Error("a team round robin offers requested byes")
	}
}

// TestRequestedTeamByeShowsWhole: at 1024×700 a team's requested bye in
// the matches view shows whole, its game points too, in every language:
// the bye's column was cut at its width, "soovitud vaba voor: 1 matšipunkt,
// 2 partiip…", where the window had room beside it.
func TestRequestedTeamByeShowsWhole(t *testing.T) {
	s, v := pairRoundOne(t, teamSwissWithRequestedBye(t, 5), 5)
	s.win.Resize(fyne.NewSize(1024, 700))
	requested := -1
	for i, m := range v.list {
		if m.Requested() {
			requested = i
		}
	}
	if requested < 0 {
		t.Fatalf("round 1 has no requested bye: %+v", v.list)
	}
	inEachLanguage(s, func(lang i18n.Lang) {
		v = s.areaView(areaRounds).(*matchesView)
		s.win.Resize(fyne.NewSize(1024, 700))
		text := v.matches.rows[requested][3]
		if need, got := v.matches.cellWidth(text, fyne.TextStyle{}), v.matches.widths[3]; got < need {
			t.Errorf("%s: %q needs %.0f points, its column is %.0f", lang, text, need, got)
		}
	})
}

// The team bye box opens on the kind the team has asked for in the round
// it shows, and follows the round chosen: it opened on a full-point bye
// whatever was asked, so that an arbiter who opened it on a team's
// zero-point bye and pressed Enter gave the team a won match.
func TestTeamByeBoxOpensOnTheKindAsked(t *testing.T) {
	s := openShell(t, newTeamFileOf(t, tournament.TeamSwiss, 5, 4, 2, 2))
	v := shownView[*teamsView](s, areaPlayers)
	v.teams.selectRow(1)
	team := v.list[1]
	open := func() (*radio.Group, *picker) { return openTeamByeBox(t, s, v) }
	zero, half := s.t(teamByeKeys[tournament.ByeZeroPoint][0]), s.t(teamByeKeys[tournament.ByeHalfPoint][0])
	kind, _ := open()
	kind.SetSelected(zero)
	test.Tap(defaultButton(t, s))
	kind, round := open()
	round.SetSelectedIndex(1)
	kind.SetSelected(half)
	test.Tap(defaultButton(t, s))
	asked := []tournament.PlannedBye{{Team: team.ID, Round: 1, Kind: tournament.ByeZeroPoint}, {Team: team.ID, Round: 2, Kind: tournament.ByeHalfPoint}}
	if reqs := s.doc.event.Requests; !slices.Equal(reqs, asked) {
		t.Fatalf("requests %+v, want %+v", reqs, asked)
	}
	kind, round = open()
	if round.SelectedIndex() != 0 || kind.Selected != zero {
		t.Errorf("opened again, the box shows round %d, %q; want round 1, %q", round.SelectedIndex()+1, kind.Selected, zero)
	}
	round.SetSelectedIndex(1)
	if kind.Selected != half {
		t.Errorf("round 2: the box shows %q, want %q", kind.Selected, half)
	}
	round.SetSelectedIndex(0)
	if kind.Selected != zero {
		t.Errorf("back on round 1: the box shows %q, want %q", kind.Selected, zero)
	}
	test.Tap(defaultButton(t, s))
	if reqs := s.doc.event.Requests; !slices.Equal(reqs, asked) {
		t.Errorf("saved as it opened, the requests are %+v, want %+v", reqs, asked)
	}
}

// The requested bye's box of an individual Swiss shows the kind the
// player chosen asked for in the round chosen: it stayed on a half-point
// bye, and Enter turned a player's zero-point bye into a half-point one.
func TestPlayerByeBoxShowsTheKindAsked(t *testing.T) {
	s := openShell(t, newSwissFile(t, 8, 5))
	p := s.doc.event.Players[2]
	asked := tournament.PlannedBye{Player: p.ID, Round: 1, Kind: tournament.ByeZeroPoint}
	if err := s.doc.st.RequestBye(asked); err != nil {
		t.Fatal(err)
	}
	s.reload()
	shownView[*roundsView](s, areaRounds).swiss.requestBye()
	kind := overlayParts[*radio.Group](s)[0]
	player := overlayParts[*picker](s)[0]
	for i, o := range player.Options {
		if strings.Contains(o, p.Name) {
			player.SetSelectedIndex(i)
		}
	}
	if want := byeText(s, tournament.ByeZeroPoint); kind.Selected != want {
		t.Errorf("%s chosen: the box shows %q, want %q", p.Name, kind.Selected, want)
	}
	test.Tap(defaultButton(t, s))
	if reqs := s.doc.event.Requests; len(reqs) != 1 || reqs[0] != asked {
		t.Errorf("saved as it showed, the requests are %+v, want %+v", reqs, asked)
	}
}

// openTeamByeBox opens the chosen team's bye box and returns its kinds
// and its rounds.
func openTeamByeBox(t *testing.T, s *Shell, v *teamsView) (*radio.Group, *picker) {
	t.Helper()
	test.Tap(v.bye)
	kinds := overlayParts[*radio.Group](s)
	pickers := overlayParts[*picker](s)
	if len(kinds) != 1 || len(pickers) != 1 {
		t.Fatalf("the box has %d radios and %d drop-downs", len(kinds), len(pickers))
	}
	return kinds[0], pickers[0]
}

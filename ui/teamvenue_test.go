package ui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/tournament"
)

// venueTexts is every label's text in the venue view, in order.
func venueTexts(o fyne.CanvasObject) []string {
	var out []string
	if l, ok := o.(*widget.Label); ok {
		out = append(out, l.Text)
	}
	if c, ok := o.(*fyne.Container); ok {
		for _, o := range c.Objects {
			out = append(out, venueTexts(o)...)
		}
	}
	return out
}

// A team event's results are not entered at the venue: its Publish view
// offers no deputy a PIN, even one the file already gave a PIN, and says
// in one line where the results go, before and while the pages are
// published, with no line saying that entry waits for a PIN; in Finnish
// the published view is no wider than a 1024-point window leaves it.
func TestTeamEventsPublishViewOffersNoDeputyEntry(t *testing.T) {
	path := newTeamFile(t, 4, 4, 4)
	s := openShell(t, path)
	if _, err := s.doc.st.AddDeputy(tournament.Deputy{Name: "Liisa"}, true); err != nil {
		t.Fatal(err)
	}
	s.reload()
	s.SetLanguage("fi")
	s.show(areaVenue)
	v := s.views[areaVenue].(*venueView)
	check := func(when string) {
		t.Helper()
		all := strings.Join(venueTexts(v.box), "\n")
		if !strings.Contains(all, s.t("teams.ui.venue.entry", "matches", s.t("teams.ui.nav.matches"))) {
			t.Errorf("%s: the view does not say where a team event's results go:\n%s", when, all)
		}
		for _, key := range []string{"ui.deputies.title", "ui.venue.deputy.off", "ui.venue.deputy.on"} {
			if strings.Contains(all, s.t(key)) {
				t.Errorf("%s: the view says %q:\n%s", when, s.t(key), all)
			}
		}
		for _, b := range []string{"ui.deputies.add", "ui.deputies.new-pin"} {
			if venueObject(v.box, func(o fyne.CanvasObject) bool { x, ok := o.(*widget.Button); return ok && x.Text == s.t(b) }) != nil {
				t.Errorf("%s: the view has the button %q", when, s.t(b))
			}
		}
	}
	check("before publishing")
	v.addr.SetText("127.0.0.1:0")
	venueButton(t, v.box, s.t("ui.venue.start")).OnTapped()
	if s.venue == nil {
		t.Fatalf("not publishing: %s", topMessage(s))
	}
	defer s.stopPublishing()
	check("while publishing")
	if w := v.object().MinSize().Width; w > 1024-260 {
		t.Errorf("the published view needs %.0f points across, more than a 1024-point window leaves it", w)
	}
}

// The line-up picker shows every player of the team, one check a row,
// within the window: its list is as tall as its rows, a long team's
// scrolling only beyond what a 700-point window leaves it.
func TestLineupPickerShowsTheTeamsPlayers(t *testing.T) {
	for _, size := range []int{6, 30} {
		s, v := pairedTeamRound(t, 4, size)
		s.win.Resize(fyne.NewSize(1024, 700))
		v.pickLineup(0)
		checks := overlayParts[*widget.Check](s)
		scrolls := overlayParts[*container.Scroll](s)
		if len(checks) != size || len(scrolls) != 1 {
			t.Fatalf("%d players: the picker has %d checks in %d lists", size, len(checks), len(scrolls))
		}
		rows := float32(size) * checks[0].MinSize().Height
		got := scrolls[0].Size().Height
		if got < min(rows, notesHeight) || got > notesHeight {
			t.Errorf("%d players (%.0f points of rows): the list is %.0f points high, want all of them up to %d", size, rows, got, notesHeight)
		}
		if top := s.win.Canvas().Overlays().Top(); top.Size().Height > 700 {
			t.Errorf("%d players: the picker is %.0f points high, more than the window", size, top.Size().Height)
		}
	}
}

// pairedTeamRound opens a round robin of n teams of size players over
// four boards, its seats in the teams' order, and pairs round 1 in the
// matches view.
func pairedTeamRound(t *testing.T, n, size int) (*Shell, *matchesView) {
	t.Helper()
	return pairRoundOne(t, newTeamFile(t, n, size, 4), n)
}

// pairRoundOne opens the team file of n teams made by newTeamFile, gives
// the seats in the teams' order and pairs round 1 in the matches view.
func pairRoundOne(t *testing.T, file string, n int) (*Shell, *matchesView) {
	t.Helper()
	s := openShell(t, file)
	seats := make([]string, n)
	for i := range seats {
		seats[i] = fmt.Sprintf("Team %c", 'A'+i)
	}
	if err := s.doc.st.AssignSeats(&s.doc.event, seats); err != nil {
		t.Fatal(err)
	}
	s.reload()
	s.show(areaRounds)
	v := s.views[areaRounds].(*matchesView)
	test.Tap(v.pairBtn)
	return s, v
}

// At 1024×700 the matches view gives the matches and the chosen match's
// boards the room each needs: of a round's five matches four show at
// least (a fixed share showed two), and the match the cursor goes on to
// after a match's last board is the one selected.
func TestMatchesViewKeepsTheRoundsMatchesInSight(t *testing.T) {
	s, v := pairedTeamRound(t, 10, 4)
	s.win.Resize(fyne.NewSize(1024, 700))
	if len(v.list) != 5 {
		t.Fatalf("%d matches", len(v.list))
	}
	row := v.matches.height() / 6
	// Four matches and the heading, to a sliver of the last one's padding.
	if h := v.matches.table.Size().Height; h < 4.95*row {
		t.Errorf("the matches' table is %.0f points high, %.1f rows with its heading; want four matches at least", h, h/row)
	}
	if h := v.boards.table.Size().Height; h < 3*row {
		t.Errorf("the boards' table is %.0f points high, %.1f rows with its heading", h, h/row)
	}
	v.match = 2
	v.matches.selectRow(2)
	v.showMatch()
	for range 4 {
		v.keyTyped('1')
	}
	if v.match != 3 || v.matches.chosen != 3 {
		t.Errorf("after match 3's last board the cursor is on match %d (row %d selected), want match 4", v.match+1, v.matches.chosen)
	}
}

// Once round 1 is paired the Teams view still adds a player, at the end
// of the team's board order as a reserve, and says so beside the button in
// the user's language; before, it says nothing. A player of the same FIDE
// id as another team's is refused in the dialog with the rule's words.
func TestTeamsViewAddsALateReserve(t *testing.T) {
	s, _ := pairedTeamRound(t, 4, 4)
	s.SetLanguage("fi")
	s.show(areaPlayers)
	v := s.views[areaPlayers].(*teamsView)
	v.selectTeam(1)
	if v.addP.Disabled() || !v.late.Visible() || v.late.Text != s.t("teams.ui.player.late") || !strings.Contains(v.late.Text, "paritettu") {
		t.Errorf("after round 1: add player enabled %v, the note shown %v: %q", !v.addP.Disabled(), v.late.Visible(), v.late.Text)
	}
	other, _ := s.doc.event.TeamByName("Team A")
	first, _ := s.doc.event.Player(other.Players[0])
	if err := s.doc.st.UpdatePlayer(func() tournament.Player { p := *first; p.FIDEID = "4100001"; return p }()); err != nil {
		t.Fatal(err)
	}
	s.reload()
	v.playerDialog(0)
	pf := overlayParts[*field](s)
	pf[0].SetText("Myöhäinen")
	pf[1].SetText("Matti")
	pf[2].SetText("1800")
	pf[4].SetText("4100001")
	pressEnter(pf[0])
	if !strings.Contains(dialogText(s), "Team A") {
		t.Errorf("a FIDE id of Team A's: the dialog says %q", dialogText(s))
	}
	pf[4].SetText("")
	pressEnter(pf[0])
	test.Tap(findButton(t, s, s.t("teams.ui.close")))
	team, _ := s.doc.event.TeamByName("Team B")
	if len(team.Players) != 5 {
		t.Fatalf("Team B has %d players after the late one", len(team.Players))
	}
	if got, want := v.players.cell(4, 1), "Myöhäinen"; !strings.Contains(got, want) || v.players.cell(4, 5) != s.t("teams.ui.reserve") {
		t.Errorf("the fifth row is %q marked %q, want %s, a reserve", got, v.players.cell(4, 5), want)
	}
	s = openShell(t, newTeamFile(t, 2, 2, 2))
	s.show(areaPlayers)
	v = s.views[areaPlayers].(*teamsView)
	v.teams.selectRow(0)
	if v.addP.Disabled() || v.late.Visible() {
		t.Errorf("before round 1: add player enabled %v, the note shown %v", !v.addP.Disabled(), v.late.Visible())
	}
}

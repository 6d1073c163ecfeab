package ui

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/i18n"
	"arbiter/internal/pdftext"
	"arbiter/internal/testdir"
	"arbiter/internal/testevent"
	"arbiter/internal/testtext"
	"arbiter/printing"
	"arbiter/tournament"
	"arbiter/tournament/conduct"
	"arbiter/tournament/store"
	"arbiter/tournament/team"
	"arbiter/tournament/teamgames"
	"arbiter/ui/button"
	"arbiter/ui/dropdown"
	"arbiter/ui/radio"
	"arbiter/words"
)

// createTeamEvent creates at path a team event of system, of rounds
// rounds (0: the default) over boards boards, with its kind's default
// tie-breaks; the caller closes the store it returns.
func createTeamEvent(t *testing.T, path, name string, system tournament.System, rounds, boards int) *store.Store {
	t.Helper()
	st := tournament.DefaultSettings()
	st.Name, st.System = name, system
	if rounds > 0 {
		st.Rounds = rounds
	}
	st.TieBreaks = system.DefaultTieBreaks()
	f, err := store.CreateWith(path, st, func(tx *store.Tx) error {
		return tx.SetTeamOptions(system.DefaultTeamOptions(boards))
	})
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// newTeamFile creates a team round robin of n teams of size players over
// boards boards (no seats drawn) and returns its path.
func newTeamFile(t *testing.T, n, size, boards int) string {
	t.Helper()
	return newTeamFileOf(t, tournament.TeamRoundRobin, 0, n, size, boards)
}

// newTeamFileOf is newTeamFile's event of system, of rounds rounds (0:
// the default).
func newTeamFileOf(t *testing.T, system tournament.System, rounds, n, size, boards int) string {
	t.Helper()
	key := fmt.Sprintf("league %v %d %d %d %d", system, rounds, n, size, boards)
	return testdir.Made(t, t.TempDir(), "league.arbiter", key, func(path string) {
		f := createTeamEvent(t, path, "League", system, rounds, boards)
		defer f.Close()
		for i := 1; i <= n; i++ {
			id, err := f.AddTeam(tournament.Team{Name: fmt.Sprintf("Team %c", 'A'+i-1)})
			if err != nil {
				t.Fatal(err)
			}
			for b := 1; b <= size; b++ {
				if _, err := f.AddTeamPlayer(id, tournament.Player{Name: fmt.Sprintf("Player %c%d", 'A'+i-1, b), Rating: 2100 - 10*b}); err != nil {
					t.Fatal(err)
				}
			}
		}
	})
}

// twoTeamsPaired opens a round robin of two teams of two players on two
// boards in the Matches view, with round 1's match paired from its button.
func twoTeamsPaired(t *testing.T) (*Shell, *matchesView) {
	t.Helper()
	return pairRoundOne(t, newTeamFile(t, 2, 2, 2), 2)
}

// A team event opens in its own views: teams, matches, team standings and
// crosstable; the navigation names them.
func TestTeamEventOpensInTeamViews(t *testing.T) {
	s := openShell(t, newTeamFile(t, 4, 5, 4))
	for a, want := range map[area]string{areaPlayers: "*ui.teamsView", areaRounds: "*ui.matchesView",
		areaStandings: "*ui.teamStandingsView", areaCrosstable: "*ui.teamCrosstableView"} {
		if got := fmt.Sprintf("%T", s.areaView(a)); got != want {
			t.Errorf("area %d shows %s, want %s", a, got, want)
		}
	}
	// Every other view opens on a team event without failing.
	for a := range areaCount {
		s.show(a)
	}
	v := shownView[*teamsView](s, areaPlayers)
	if len(v.list) != 4 || len(v.roster) != 5 {
		t.Fatalf("teams view: %d teams, %d players of the first", len(v.list), len(v.roster))
	}
	if got := v.players.cell(4, 5); got != s.t("teams.ui.reserve") {
		t.Errorf("the fifth player of a four-board team is marked %q, want the reserve's mark", got)
	}
}

// A team's name and captain put right at one Save are both said on the
// status line, as the history tells them: the status named the new name
// alone, the captain's change unsaid.
func TestTeamEditSaysEveryDetailChanged(t *testing.T) {
	s := openShell(t, newTeamFile(t, 2, 1, 2))
	v := shownView[*teamsView](s, areaPlayers)
	v.teamDialog(v.list[0])
	fields := overlayParts[*field](s)
	fields[0].SetText("Kotkat")
	fields[3].SetText("Virtanen, Ville")
	pressEnter(fields[3])
	testtext.SaysEach(t, "the status", s.status.Text,
		s.t("store.audit.team.update", "name", "Kotkat", "was", "Team A"),
		s.t("store.audit.team.update.captain", "name", "Kotkat", "was", "", "now", "Virtanen, Ville"),
	)
}

// Teams and their players are added and edited in the window, each change
// judged by the store: a second team of the same name is refused in the
// dialog with the rule's words, which stays open.
func TestTeamsAddedAndEdited(t *testing.T) {
	s := openShell(t, newTeamFile(t, 2, 1, 2))
	v := shownView[*teamsView](s, areaPlayers)
	v.teamDialog(tournament.Team{})
	fields := overlayParts[*field](s)
	fields[0].SetText("Team B")
	test.Tap(findButton(t, s, s.t("ui.save")))
	if want := s.cat.Sentence(s.doc.event.ValidateTeam(tournament.Team{Name: "Team B"})); !slices.Contains(fieldProblems(s.win.Canvas().Overlays().Top()), want) {
		t.Errorf("a second Team B: the dialog says %q below its fields, want %q", fieldProblems(s.win.Canvas().Overlays().Top()), want)
	}
	fields[0].SetText("Kotkat")
	fields[3].SetText("Virtanen, Ville")
	pressEnter(fields[3])
	if len(s.doc.event.Teams) != 3 {
		t.Fatalf("%d teams after adding Kotkat", len(s.doc.event.Teams))
	}
	if fields[0].Text != "" {
		t.Error("the form is not empty for the next team")
	}
	test.Tap(findButton(t, s, s.t("teams.ui.close")))
	kotkat, _ := s.doc.event.TeamByName("Kotkat")
	if kotkat.Captain != "Virtanen, Ville" {
		t.Errorf("captain %q", kotkat.Captain)
	}
	// Two players typed one after the other, Enter each.
	v.selectTeam(2)
	v.playerDialog(0)
	for _, name := range [][2]string{{"Korhonen", "Kalle"}, {"Mäkinen", "Matti"}} {
		pf := v.search.f
		pf.family.SetText(name[0])
		pf.given.SetText(name[1])
		pf.rating.SetText("1950")
		pressEnter(pf.family)
	}
	test.Tap(findButton(t, s, s.t("teams.ui.close")))
	kotkat, _ = s.doc.event.TeamByName("Kotkat")
	if len(kotkat.Players) != 2 {
		t.Fatalf("Kotkat has %d players", len(kotkat.Players))
	}
	if p, _ := s.doc.event.Player(kotkat.Players[1]); !strings.Contains(p.Name, "Mäkinen") || p.Rating != 1950 {
		t.Errorf("second player %q %d", p.Name, p.Rating)
	}
	// The first of them leaves the team: the other moves up a board.
	v.selectTeam(2)
	v.player = 0
	v.confirmRemove()
	test.Tap(findButton(t, s, s.t("ui.players.remove")))
	kotkat, _ = s.doc.event.TeamByName("Kotkat")
	if p, _ := s.doc.event.Player(kotkat.Players[0]); len(kotkat.Players) != 1 || !strings.Contains(p.Name, "Mäkinen") {
		t.Errorf("after removing the first player Kotkat has %v", kotkat.Players)
	}
	// The team's name changes; Undo takes it back.
	v.teamDialog(*kotkat)
	overlayParts[*field](s)[0].SetText("Kotkat SK")
	test.Tap(findButton(t, s, s.t("ui.save")))
	if _, ok := s.doc.event.TeamByName("Kotkat SK"); !ok {
		t.Error("the team was not renamed")
	}
	s.undo()
	if _, ok := s.doc.event.TeamByName("Kotkat"); !ok {
		t.Error("Undo did not bring the old name back")
	}
}

// A round is paired, its line-ups typed as numbers and checked at once by
// the store (a line-up out of board order is refused with the rule's
// words and nothing saved), and its results typed one key a board, the
// cursor going on to the next board and match; the standings follow.
func TestTeamRoundTypedByKeyboard(t *testing.T) {
	s, v := pairedTeamRound(t, 4, 5)
	if got := len(s.doc.event.RoundMatches(1)); got != 2 {
		t.Fatalf("round 1 has %d matches", got)
	}
	m := v.list[v.match]
	white := v.lineups[0]
	if want := "1,2,3,4"; white.field.Text != want {
		t.Errorf("default line-up shown as %q, want %q", white.field.Text, want)
	}
	// Out of board order: refused, the rule named, the file unchanged.
	// (The pairing leaves the keyboard on the first board's result; the
	// arbiter goes to the line-up to change it.)
	s.win.Canvas().Focus(white.field)
	white.field.SetText("3,1,2")
	pressEnter(white.field)
	team, _ := s.doc.event.Team(m.White)
	_, want := s.doc.st.SetLineup(1, team.ID, []int64{team.Players[2], team.Players[0]})
	if v.said.Text != s.cat.Sentence(want) || want == nil {
		t.Errorf("an out-of-order line-up says %q, want %q", v.said.Text, s.cat.Sentence(want))
	}
	// The field keeps the line-up as typed, to be put right; the file
	// keeps its own.
	if white.field.Text != "3,1,2" {
		t.Errorf("after the refusal the field shows %q, not the line-up typed", white.field.Text)
	}
	if got := s.doc.event.RoundMatches(1)[v.match].Lineup(&s.doc.event, m.White); !slices.Equal(got, team.Players[:4]) {
		t.Errorf("after the refusal the line-up is %v, want %v", got, team.Players[:4])
	}
	// The keyboard stays in the field refused: it went on to the other
	// team's, which took the line-up typed next.
	if got := s.win.Canvas().Focused(); got != white.field {
		t.Errorf("after the refusal the keyboard is with %T, not the field", got)
	}
	// A number no player has.
	white.field.SetText("1,9")
	pressEnter(white.field)
	if !strings.Contains(v.said.Text, "9") {
		t.Errorf("player 9 of five: %q", v.said.Text)
	}
	// Under the field a refusal begins as a sentence does, in every
	// language.
	for _, l := range i18n.All {
		s.SetLanguage(l)
		v = s.areaView(areaRounds).(*matchesView)
		white = v.lineups[0]
		white.field.SetText("1,9")
		pressEnter(white.field)
		if r, _ := utf8.DecodeRuneInString(v.said.Text); !unicode.IsUpper(r) {
			t.Errorf("%s: the refusal reads %q", l, v.said.Text)
		}
	}
	s.SetLanguage("en")
	v = s.areaView(areaRounds).(*matchesView)
	white = v.lineups[0]
	// The reserve comes in on board 4, board 3's player left out.
	white.field.SetText("1 2 4 5")
	pressEnter(white.field)
	m = s.doc.event.RoundMatches(1)[0]
	if got := m.Lineup(&s.doc.event, team.ID); len(got) != 4 || got[3] != team.Players[4] {
		t.Errorf("line-up saved: %v", got)
	}
	// Results: one key a board; the cursor moves on.
	s.win.Canvas().Focus(v.keys)
	typeKeys(s, "150=")
	m = s.doc.event.RoundMatches(1)[0]
	for i, want := range []tournament.Result{tournament.WhiteWins, tournament.Draw, tournament.BlackWins, tournament.Draw} {
		if got := s.doc.event.MatchGames(m)[i].Result; got != want {
			t.Errorf("board %d: %v, want %v", i+1, got, want)
		}
	}
	if v.match != 1 {
		t.Errorf("after the first match's last board the cursor is on match %d", v.match+1)
	}
	// A line-up is fixed once its match has a result.
	if !v.lineups[0].field.Disabled() == (v.match == 0) {
		t.Error("the finished match's line-up can still be typed")
	}
	typeKeys(s, "11x+")
	if m := s.doc.event.RoundMatches(1)[1]; !m.Finished(s.doc.event.MatchGames(m)) {
		t.Fatal("the second match is not finished")
	}
	if !strings.Contains(v.said.Text, s.t("live.entry.done", "round", 1)) {
		t.Errorf("round complete not said: %q", v.said.Text)
	}
	st := shownView[*teamStandingsView](s, areaStandings)
	if got := st.grid.cell(0, 2); got == "" {
		t.Error("the standings show no team")
	}
	// Game points have their column once, not again as a tie-break.
	heads := 0
	for i := range st.grid.cols {
		if st.grid.heading(i) == s.t("teams.col.gp") || st.grid.heading(i) == s.t("event.tb.short.gp") {
			heads++
		}
	}
	if heads != 1 {
		t.Errorf("game points shown in %d columns", heads)
	}
	ct := shownView[*teamCrosstableView](s, areaCrosstable)
	if got := ct.grid.cell(0, 3) + ct.grid.cell(0, 4) + ct.grid.cell(0, 5) + ct.grid.cell(0, 6); !strings.Contains(got, "×") {
		t.Errorf("first crosstable row %q has no diagonal", got)
	}
}

// A whole match forfeited from the window: refused once a game is played,
// saved when none is.
func TestTeamMatchForfeit(t *testing.T) {
	s, v := twoTeamsPaired(t)
	v.forfeitMatch()
	test.Tap(findButton(t, s, s.t("ui.save"))) // the current choice: no forfeit
	v.forfeitMatch()
	radio := overlayParts[*radio.Group](s)[0]
	radio.SetSelected(radio.Options[0])
	test.Tap(findButton(t, s, s.t("ui.save")))
	if got := s.doc.event.RoundMatches(1)[0].Forfeit; got != tournament.WhiteForfeitWin {
		t.Errorf("match forfeit %v", got)
	}
	if !v.lineups[0].field.Disabled() {
		t.Error("a forfeited match's line-up can still be typed")
	}
	// Its boards show the forfeits the command line and the paper print
	// board by board (+ : − and − : + by colour); their cells were empty,
	// as if no result had been entered.
	m := s.doc.event.RoundMatches(1)[0]
	for i, b := range s.doc.event.MatchGames(m) {
		if want := b.Result.Text(s.t); want == "" || v.boards.rows[i][2] != want {
			t.Errorf("board %d of the forfeited match shows %q, want %q", i+1, v.boards.rows[i][2], want)
		}
	}
}

// The new-event dialog makes a team event with its boards; without a
// number of boards it is refused with the rule's words.
func TestNewTeamEventFromDialog(t *testing.T) {
	dir := t.TempDir()
	s := openShell(t, "")
	s.newTournament()
	fields := overlayParts[*field](s)
	fields[0].SetText("Liiga")
	for _, p := range overlayParts[*picker](s) {
		for i, o := range p.Options {
			if o == i18n.UpperFirst(s.t(tournament.TeamRoundRobin.NameKey())) {
				p.SetSelectedIndex(i)
			}
		}
	}
	var boards, folder *field
	for _, f := range overlayParts[*field](s) {
		if f.Text == "4" && !f.Disabled() {
			boards = f
		}
		if f.Text == s.startFolder() {
			folder = f
		}
	}
	if boards == nil || folder == nil {
		t.Fatal("no boards field holding 4, or no folder field")
	}
	folder.SetText(dir)
	boards.SetText("")
	test.Tap(findButton(t, s, s.t("ui.new.create")))
	if s.doc != nil {
		t.Fatal("a team event without boards was made")
	}
	if want := s.cat.Sentence(tournament.TeamRoundRobin.DefaultTeamOptions(0).Validate()); !strings.Contains(strings.ToLower(topMessage(s)), strings.ToLower(want)) {
		t.Errorf("dialog says %q, want %q", topMessage(s), want)
	}
	boards.SetText("6")
	test.Tap(findButton(t, s, s.t("ui.new.create")))
	if s.doc == nil {
		t.Fatal("no event made")
	}
	t.Cleanup(s.closeDocument)
	ev := s.doc.event
	if ev.Settings.System != tournament.TeamRoundRobin || ev.TeamOptions.Boards != 6 || ev.TeamOptions.MatchWin != 2 {
		t.Errorf("made %s with %+v", ev.Settings.System, ev.TeamOptions)
	}
	if _, ok := s.areaView(areaPlayers).(*teamsView); !ok || s.area != areaPlayers {
		t.Error("the new team event does not show its teams")
	}
}

// Every team document is made for a paired round in each language, and
// the individual event's sheets are not offered for a team event.
func TestTeamDocumentsPrint(t *testing.T) {
	s := openShell(t, newTeamFile(t, 3, 4, 3))
	if err := conduct.AssignSeats(s.doc.st, &s.doc.event, []string{"Team A", "Team B", "Team C"}); err != nil {
		t.Fatal(err)
	}
	if _, err := pairTeams(s.doc.st, 1); err != nil {
		t.Fatal(err)
	}
	s.reload()
	v := shownView[*printingView](s, areaPrinting)
	if len(v.docs.Options) != len(teamPrintDocs) {
		t.Errorf("the printing view offers %d documents, want the team event's %d", len(v.docs.Options), len(teamPrintDocs))
	}
	// The views' own buttons print the round shown: the save dialog opens,
	// named for the round, and no refusal.
	s.show(areaRounds)
	for _, b := range []string{"ui.printing.doc.pairings", "teams.ui.print.sheets"} {
		s.show(areaRounds)
		test.Tap(findViewButton(t, s, s.t(b)))
		if names := overlayParts[*field](s); len(names) != 1 || !strings.HasSuffix(names[0].Text, "-1.pdf") {
			t.Errorf("%s: %q", b, topMessage(s))
		}
		s.win.Canvas().Overlays().Remove(s.win.Canvas().Overlays().Top())
	}
	for _, l := range i18n.Complete {
		for _, d := range teamPrintDocs {
			name, pdf, err := makePDF(s.doc, l, printJob{doc: d, round: 1})
			if err != nil || len(pdf) < 1000 || !strings.HasSuffix(name, ".pdf") {
				t.Errorf("%s %s: %q, %d bytes, %v", l, d.file, name, len(pdf), err)
			}
		}
	}
}

// findViewButton is the button of the view on screen with the given text.
func findViewButton(t *testing.T, s *Shell, text string) *button.Button {
	t.Helper()
	return drawnButton(t, s.areaView(s.area).object(), text)
}

// A team TRF report imported in the window becomes a team event, opened
// in its own views with every round.
func TestImportTeamTRF(t *testing.T) {
	s := openShell(t, "")
	data := testdir.Read(t, filepath.Join("..", "tournament", "testdata", "teams", "arbiter-rr6.trf"))
	dir := t.TempDir()
	s.app.Preferences().SetString(prefFolder, dir)
	testdir.Write(t, filepath.Join(dir, "league.trf"), data)
	s.importTRF()
	test.DoubleTap(chooserEntry(t, s, "league.trf"))
	test.Tap(defaultButton(t, s))
	if s.doc == nil {
		t.Fatal("the team report did not open")
	}
	t.Cleanup(s.closeDocument)
	if _, ok := s.areaView(areaRounds).(*matchesView); !ok || len(s.doc.event.Teams) != 6 || s.doc.event.PairedRounds() != 5 {
		t.Errorf("imported %d teams, %d rounds, shown in %T", len(s.doc.event.Teams), s.doc.event.PairedRounds(), s.areaView(areaRounds))
	}
}

// A team Swiss's crosstable says what its cells carry: the opponent's
// number and the colour on board 1 beside the game points ("6v 3½"), which
// the round robin's note left unexplained.
func TestTeamSwissCrosstableNoteNamesTheColours(t *testing.T) {
	for _, c := range []struct {
		system tournament.System
		key    string
	}{
		{tournament.TeamRoundRobin, "teams.crosstable.note"},
		{tournament.TeamSwiss, "teams.crosstable.note.swiss"},
	} {
		t.Run(string(c.system), func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "teams.arbiter")
			createTeamEvent(t, path, "Teams", c.system, 3, 4).Close()
			s := openShell(t, path)
			ct := shownView[*teamCrosstableView](s, areaCrosstable)
			if got, want := ct.note.Text, s.t(c.key); !strings.Contains(got, want) {
				t.Errorf("the note %q, want %q", got, want)
			}
		})
	}
}

// Before round 1 the Matches view counts the teams, not the players, and
// says to draw their seats once they are entered (TestRoundsHintSaysTheNextStep):
// it said to add the players, as an individual event's rounds do.
// The matches' column lines, hidden, do not cross the words.
func TestMatchesViewBeforeRoundOneNamesTheTeams(t *testing.T) {
	s := openShell(t, newTeamFile(t, 2, 2, 2))
	v := shownView[*matchesView](s, areaRounds)
	if v.empty.Hidden || v.empty.Text != s.t("teams.ui.rounds.none.seats", "n", 2, "button", s.t("ui.players.draw"), "view", s.t("teams.ui.nav.teams")) {
		t.Errorf("the empty round says %q (hidden %v)", v.empty.Text, v.empty.Hidden)
	}
	if x, ok := crossedAt(s, v.empty); ok {
		t.Errorf("a line of one colour crosses the note %q at x=%d", v.empty.Text, x)
	}
}

// F in the result box asks how the chosen match is forfeited, as the
// button does; once saved, the box moves on to the next board awaiting a
// result, here board 1 of the next match, as after a typed result.
func TestTeamMatchForfeitKeyMovesOn(t *testing.T) {
	for _, key := range []string{"f", "F"} {
		t.Run(key, func(t *testing.T) {
			s := openShell(t, newTeamFile(t, 4, 2, 2))
			if err := conduct.AssignSeats(s.doc.st, &s.doc.event, []string{"Team A", "Team B", "Team C", "Team D"}); err != nil {
				t.Fatal(err)
			}
			s.reload()
			v := shownView[*matchesView](s, areaRounds)
			test.Tap(v.pairBtn)
			s.win.Canvas().Focus(v.keys)
			if v.match != 0 || v.board != 0 {
				t.Fatalf("before: match row %d, board %d", v.match, v.board)
			}
			first, second := v.list[0].Number, v.list[1].Number
			typeKeys(s, key)
			radios := overlayParts[*radio.Group](s)
			if len(radios) != 1 {
				t.Fatalf("%q opened %d forfeit choices", key, len(radios))
			}
			radios[0].SetSelected(radios[0].Options[0])
			test.Tap(findButton(t, s, s.t("ui.save")))
			if got := s.doc.event.RoundMatches(1)[0].Forfeit; got != tournament.WhiteForfeitWin {
				t.Fatalf("match forfeit %v", got)
			}
			m, ok := v.chosen()
			if !ok || m.Number != second || v.board != 0 {
				t.Errorf("after forfeiting match %d the box is on match %d board %d, want match %d board 1", first, m.Number, v.board+1, second)
			}
			ev := &s.doc.event
			b := ev.MatchGames(m)[0]
			want := s.t("teams.ui.entry.preview", "match", second, "board", 1, "white", ev.PlayerName(b.White),
				"black", ev.PlayerName(b.Black), "result", entryResultText(v.s, b.Result))
			if v.keys.text.Text != want {
				t.Errorf("result box %q, want %q", v.keys.text.Text, want)
			}
			if s.win.Canvas().Focused() != v.keys {
				t.Errorf("keyboard in %T, want the result box", s.win.Canvas().Focused())
			}
		})
	}
}

// Page Down and Page Up choose the next team from the view's buttons too:
// a player box opened by Insert from the focused "Add team" button gives
// the keyboard back to that button, and the arbiter, having filled one
// team, pressed Page Down for the next and nothing happened, so the next
// team's players went into the first team.
func TestTeamPageKeysFromTheViewsButtons(t *testing.T) {
	s := openShell(t, newTeamFile(t, 3, 1, 2))
	v := shownView[*teamsView](s, areaPlayers)
	v.teams.selectRow(0)
	s.win.Canvas().Focus(v.addP)
	pressKey(s, fyne.KeyPageDown)
	if v.chosen < 0 || v.list[v.chosen].Name != "Team B" {
		t.Fatalf("Page Down on a button: team row %d, want Team B", v.chosen)
	}
	pressKey(s, fyne.KeyPageUp)
	if v.chosen < 0 || v.list[v.chosen].Name != "Team A" {
		t.Fatalf("Page Up on a button: team row %d, want Team A", v.chosen)
	}
}

// In the team list Page Down and Page Up choose the team after and
// before (none past either end), and Insert opens the chosen team's new
// player dialog: a team is filled without the mouse.
func TestTeamListKeys(t *testing.T) {
	s := openShell(t, newTeamFile(t, 3, 1, 2))
	v := shownView[*teamsView](s, areaPlayers)
	s.win.Canvas().Focus(v.teams.table)
	v.teams.selectRow(0)
	for _, step := range []struct {
		key  fyne.KeyName
		want string
	}{
		{fyne.KeyPageDown, "Team B"}, {fyne.KeyPageDown, "Team C"},
		{fyne.KeyPageDown, "Team C"}, {fyne.KeyPageUp, "Team B"}, {fyne.KeyPageUp, "Team A"}, {fyne.KeyPageUp, "Team A"},
	} {
		v.teams.table.TypedKey(&fyne.KeyEvent{Name: step.key})
		if v.chosen < 0 || v.list[v.chosen].Name != step.want {
			t.Fatalf("after %s: team row %d, want %s", step.key, v.chosen, step.want)
		}
	}
	v.teams.table.TypedKey(&fyne.KeyEvent{Name: fyne.KeyInsert})
	if len(openModals[s.win.Canvas()]) != 1 || len(overlayParts[*field](s)) == 0 {
		t.Fatal("Insert opened no new player dialog")
	}
	before := len(s.doc.event.Teams[0].Players)
	fields := boxFields(s)
	s.win.Canvas().Focus(fields[0])
	test.Type(fields[0], "Uusi")
	test.Tap(defaultButton(t, s))
	if got := len(s.doc.event.Teams[0].Players); got != before+1 {
		t.Errorf("Team A has %d players after the dialog, want %d", got, before+1)
	}
}

// Insert adds a player to the chosen team from the view's buttons too, as
// the button beside the players says ("(Ins)"): the team's box, opened by
// "Add team" and closed, gives the keyboard back to that button, where
// Insert did nothing, without a word.
func TestInsertOnATeamsViewButtonAddsAPlayer(t *testing.T) {
	s := openShell(t, newTeamFile(t, 2, 4, 4))
	v := shownView[*teamsView](s, areaPlayers)
	add := findViewButton(t, s, s.t("teams.ui.team.add"))
	s.win.Canvas().Focus(add)
	pressKey(s, fyne.KeyInsert)
	if len(openModals[s.win.Canvas()]) != 1 || len(overlayParts[*field](s)) == 0 {
		t.Fatal("Insert on Add team opened no new player dialog")
	}
	pressKey(s, fyne.KeyEscape)
	if v.chosen != 0 {
		t.Errorf("team row %d chosen, want the first", v.chosen)
	}
}

// Insert on the team list of an event with no team yet opens the new
// team's dialog: it added a player to the chosen team, and with none to
// choose did nothing, the first team made only by the mouse. The team
// made is chosen once the form (open for the next team) is closed, so
// that the next Insert adds its first player.
func TestInsertOnAnEmptyTeamListAddsATeam(t *testing.T) {
	s := openShell(t, newTeamFile(t, 0, 0, 2))
	v := shownView[*teamsView](s, areaPlayers)
	if s.win.Canvas().Focused() != v.teams.table {
		t.Fatalf("the keyboard is in %T, not on the team list", s.win.Canvas().Focused())
	}
	pressKey(s, fyne.KeyInsert)
	if len(openModals[s.win.Canvas()]) != 1 {
		t.Fatal("Insert on the empty team list opened no dialog")
	}
	test.Type(boxFields(s)[0], "Tartu SK")
	test.Tap(defaultButton(t, s))
	if len(s.doc.event.Teams) != 1 || s.doc.event.Teams[0].Name != "Tartu SK" {
		t.Fatalf("the teams after the dialog: %v", s.doc.event.Teams)
	}
	pressKey(s, fyne.KeyEscape) // the form, open for the next team, closes
	v = s.areaView(areaPlayers).(*teamsView)
	if v.chosen != 0 {
		t.Fatalf("after the new team's dialog team row %d is chosen, want the new team's", v.chosen)
	}
	pressKey(s, fyne.KeyInsert) // to the team list, which has the keyboard back at this key
	if len(openModals[s.win.Canvas()]) != 1 || len(overlayParts[*field](s)) == 0 {
		t.Fatal("Insert on the new team opened no new player dialog")
	}
	fields := boxFields(s)
	s.win.Canvas().Focus(fields[0])
	test.Type(fields[0], "Saar")
	test.Tap(defaultButton(t, s))
	if got := len(s.doc.event.Teams[0].Players); got != 1 {
		t.Errorf("Tartu SK has %d players after Insert and its dialog, want 1 (%q)", got, s.status.Text)
	}
}

// Each list view puts the keyboard on its list when it opens, as the
// rounds views put it in their result box: the arrows, Page Up and Page
// Down and Insert work at once, without a click.
func TestListViewsTakeTheKeyboard(t *testing.T) {
	for _, c := range []struct {
		name string
		path func(t *testing.T) string
		list func(s *Shell) fyne.Focusable
	}{
		{"teams", func(t *testing.T) string { return newTeamFile(t, 4, 5, 4) },
			func(s *Shell) fyne.Focusable { return s.areaView(areaPlayers).(*teamsView).teams.table }},
		{"players", func(t *testing.T) string { return newEventFile(t, "Ann", "Bob", "Cid") },
			func(s *Shell) fyne.Focusable { return s.areaView(areaPlayers).(*playersView).grid.table }},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := openShell(t, c.path(t))
			s.show(areaStandings)
			s.show(areaPlayers)
			if got := s.win.Canvas().Focused(); got != c.list(s) {
				t.Errorf("the keyboard is with %T, not the list", got)
			}
		})
	}
}

// newDrawnTeamFile is newTeamFile with the seats drawn.
func newDrawnTeamFile(t *testing.T, n, size, boards int) string {
	t.Helper()
	path := newTeamFile(t, n, size, boards)
	st, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	ev := testevent.Event(t, st)
	if err := conduct.DrawSeats(st, ev, 1); err != nil {
		t.Fatal(err)
	}
	return path
}

// At 1024×700 the Matches view shows a ten-team round's five matches
// whole beside a match's four boards in every language, just paired (the
// view's message then takes two lines): it showed four.
func TestTenTeamRoundShowsEveryMatchAt1024(t *testing.T) {
	for _, l := range i18n.All {
		t.Run(string(l), func(t *testing.T) {
			s := openShell(t, newDrawnTeamFile(t, 10, 5, 4))
			s.SetLanguage(l)
			s.win.Resize(fyne.NewSize(1024, 700))
			v := shownView[*matchesView](s, areaRounds)
			v.pairNext()
			if len(v.list) != 5 {
				t.Fatalf("%d matches, want 5", len(v.list))
			}
			if got, need := v.matches.table.Size().Height, v.matches.height(); got < need {
				t.Errorf("the matches have %.0f px, their five rows need %.0f", got, need)
			}
			if got, need := v.boards.table.Size().Height, v.boards.height(); got < need {
				t.Errorf("the boards have %.0f px, their four rows need %.0f", got, need)
			}
		})
	}
}

// Once round 1 is paired the Teams view is no wider than before, in every
// language: the note that then shows beside the player buttons widened
// the view past the window at 1024 px.
func TestTeamsViewKeepsItsWidthAfterRoundOne(t *testing.T) {
	s := openShell(t, newDrawnTeamFile(t, 6, 5, 4))
	s.win.Resize(fyne.NewSize(1024, 700))
	width := func() map[i18n.Lang]float32 {
		w := map[i18n.Lang]float32{}
		for _, l := range i18n.All {
			s.SetLanguage(l)
			s.show(areaPlayers)
			w[l] = s.areaView(areaPlayers).object().MinSize().Width
		}
		return w
	}
	before := width()
	if _, err := pairTeams(s.doc.st, 1); err != nil {
		t.Fatal(err)
	}
	s.reload()
	for l, w := range width() {
		if w > before[l] {
			t.Errorf("%s: the view needs %.0f px after round 1, %.0f before", l, w, before[l])
		}
	}
}

// A team round robin paired before its seats are drawn sends the arbiter
// to the Teams view (named so, not the players) with the draw's button
// under the keyboard, so that Space draws.
func TestUndrawnTeamRoundRobinGoesToTheDraw(t *testing.T) {
	s := openShell(t, newTeamFile(t, 4, 5, 4))
	shownView[*matchesView](s, areaRounds).pairNext()
	test.Tap(findButton(t, s, s.t("teams.ui.seats.go")))
	if s.area != areaPlayers {
		t.Fatalf("the window shows area %d", s.area)
	}
	if got, want := s.win.Canvas().Focused(), s.areaView(areaPlayers).(*teamsView).draw; got != want {
		t.Errorf("the keyboard is with %T, not the draw", got)
	}
}

// The Teams view's draw, confirmed, draws every team's seat by lot as one
// action and says the seed it drew with.
func TestTeamSeatsDrawnFromTheTeamsView(t *testing.T) {
	s := openShell(t, newTeamFile(t, 4, 5, 4))
	shownView[*teamsView](s, areaPlayers).confirmDraw()
	test.Tap(findButton(t, s, s.t("ui.players.draw")))
	seen := map[int]bool{}
	for _, tm := range s.doc.event.Teams {
		if tm.Seat < 1 || tm.Seat > len(s.doc.event.Teams) || seen[tm.Seat] {
			t.Fatalf("team %s has seat %d after the draw", tm.Name, tm.Seat)
		}
		seen[tm.Seat] = true
	}
	if want := strings.SplitN(s.t("teams.ui.drawn", "seed", "|"), "|", 2)[0]; !strings.HasPrefix(s.status.Text, want) {
		t.Errorf("the status line says %q, want it to begin %q", s.status.Text, want)
	}
}

// newPlayedTeamSwiss is a ten-team Swiss of seven rounds over four boards
// (each team with a short name and a reserve) with rounds rounds paired
// and played, the higher board winning on the odd boards, drawn on the
// even.
func newPlayedTeamSwiss(t *testing.T, rounds int) string {
	t.Helper()
	key := fmt.Sprintf("played team Swiss %d", rounds)
	return testdir.Made(t, t.TempDir(), "swiss.arbiter", key, func(path string) {
		f := createTeamEvent(t, path, "Team Swiss", tournament.TeamSwiss, 7, 4)
		defer f.Close()
		for i := 1; i <= 10; i++ {
			id, err := f.AddTeam(tournament.Team{Name: fmt.Sprintf("Chess Club Number %d of the Capital", i), ShortName: fmt.Sprintf("CC%d", i)})
			if err != nil {
				t.Fatal(err)
			}
			for b := 1; b <= 5; b++ {
				if _, err := f.AddTeamPlayer(id, tournament.Player{Name: fmt.Sprintf("Player %d-%d", i, b), Rating: 2400 - 30*i - 10*b}); err != nil {
					t.Fatal(err)
				}
			}
		}
		for r := 1; r <= rounds; r++ {
			matches, err := pairTeams(f, r)
			if err != nil {
				t.Fatal(err)
			}
			ev := testevent.Event(t, f)
			for _, m := range matches {
				if m.IsBye() {
					continue
				}
				for b := 1; b <= len(ev.MatchGames(m)); b++ {
					res := tournament.Draw
					if b%2 == 1 {
						res = tournament.WhiteWins
					}
					if err := setMatchBoard(f, r, m.Number, b, res); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	})
}

// A ten-team Swiss's crosstable and results by board after seven rounds
// show every column without a sideways scroll at 1024×700 in every
// language, the teams by their short names: the crosstable's rounds from
// the sixth on, and in Estonian the board prizes, were beyond the
// window's edge.
func TestTeamTablesFitAt1024(t *testing.T) {
	s := openShell(t, newPlayedTeamSwiss(t, 7))
	room := smallestRoom(s)
	for _, c := range []struct {
		name string
		team int // the team's column
		show func() *grid
	}{
		{"crosstable", 2, func() *grid {
			return shownView[*teamCrosstableView](s, areaCrosstable).grid
		}},
		{"boards", 2, func() *grid {
			v := shownView[*teamStandingsView](s, areaStandings)
			v.show.sel.SetSelected(v.show.sel.Options[1])
			return v.grid
		}},
	} {
		for _, l := range i18n.All {
			s.SetLanguage(l)
			g := c.show()
			fitsAt1024(t, s, room, g, fmt.Sprintf("%s, %s", c.name, l))
			if got := g.cell(0, c.team); !strings.HasPrefix(got, "CC") {
				t.Errorf("%s, %s: the team is %q, not its short name", c.name, l, got)
			}
		}
	}
}

// The team crosstable gives each team's tie-breaks beside its points and
// explains its columns as the standings and the paper do, in each
// language: two teams level on match and game points stood in different
// places with nothing to say why, and MP and GP went unexplained.
func TestTeamCrosstableShowsTheTieBreaksThatPlaceTheTeams(t *testing.T) {
	level := false // two teams level on match and game points, placed by the tie-breaks
	for _, name := range []string{"arbiter-rr6", "arbiter-swiss10"} {
		s := openShell(t, testevent.EventFile(t, testevent.TeamReport(t, name).Event))
		st := team.TeamStandings(&s.doc.event)
		shown, levelHere := testevent.TeamTieBreakShown(t, name, st)
		level = level || levelHere
		inEachLanguage(s, func(l i18n.Lang) {
			cat := i18n.For(l)
			v := shownView[*teamCrosstableView](s, areaCrosstable)
			first := len(v.grid.cols) - len(shown)
			for j, k := range shown {
				if got, want := v.grid.heading(first+j), words.TieBreakShort(cat, st.TieBreaks[k]); got != want {
					t.Errorf("%s, %s: column %d headed %q, want %q", name, l, first+j, got, want)
				}
			}
			if got, want := v.grid.heading(first-2)+" "+v.grid.heading(first-1), cat.T(team.ScoreHeads(s.doc.event.TeamOptions)[0])+" "+cat.T(team.ScoreHeads(s.doc.event.TeamOptions)[1]); got != want {
				t.Errorf("%s, %s: the points headed %q, want %q", name, l, got, want)
			}
			for i, r := range st.Rows {
				row := v.grid.rows[i]
				var want []string
				for _, k := range shown {
					want = append(want, r.TieBreaks[k].Text)
				}
				if row[0] != r.Place || !slices.Equal(row[first:], want) {
					t.Errorf("%s, %s: row %d place %s tie-breaks %q, want %s %q", name, l, i+1, row[0], row[first:], r.Place, want)
				}
			}
			if legend := words.TeamTieBreakLegend(cat, st); !strings.Contains(v.note.Text, legend) {
				t.Errorf("%s, %s: the note %q has no legend %q", name, l, v.note.Text, legend)
			}
		})
	}
	if !level {
		t.Error("no two teams level on match and game points: the test shows nothing")
	}
}

// The team crosstable explains its bye cells and the marks of a match
// forfeited whole under the table, as the paper does (words.TeamCrossNotes),
// the minus sign as the window's cells draw it; a table without them has
// no such note. A bye the team asked for (round 3's made one) is named so
// in its cell, as the paper names it, and explained apart from the
// pairing's.
func TestTeamCrosstableExplainsByesAndForfeitMarks(t *testing.T) {
	for _, c := range testevent.TeamCrossCases(t) {
		s := openShell(t, testevent.EventFile(t, c.Event))
		ct := team.TeamCrosstable(&s.doc.event)
		room := smallestRoom(s)
		inEachLanguage(s, func(l i18n.Lang) {
			v := shownView[*teamCrosstableView](s, areaCrosstable)
			// The notes leave the view within a 1024×700 window.
			checkFits(t, s, room, fmt.Sprintf("%s, %s", c.Name, l))
			notes := words.TeamCrossNotes(i18n.For(l), ct)
			if len(notes) != c.Notes {
				t.Fatalf("%s: %d notes %q, want %d: the test shows nothing", c.Name, len(notes), notes, c.Notes)
			}
			for _, note := range notes {
				if !strings.Contains(v.note.Text, drawable(note)) {
					t.Errorf("%s, %s: the note %q lacks %q", c.Name, l, v.note.Text, drawable(note))
				}
			}
			requested := 0
			for _, row := range v.grid.rows {
				for _, cell := range row {
					if strings.HasPrefix(cell, i18n.For(l).T("teams.cell.bye.requested", "gp", "")) {
						requested++
					}
				}
			}
			if want := map[bool]int{true: 1}[c.Requested]; requested != want {
				t.Errorf("%s, %s: %d cells of a requested bye, want %d: %q", c.Name, l, requested, want, v.grid.rows)
			}
		})
	}
}

// Beside a line-up's field the team is named by its number and short
// name, whole at 1024×700 in every language: its full name was cut to a
// few letters.
func TestLineupNamesTheTeamWhole(t *testing.T) {
	s := openShell(t, newPlayedTeamSwiss(t, 1))
	if _, err := pairTeams(s.doc.st, 2); err != nil {
		t.Fatal(err)
	}
	s.reload()
	s.win.Resize(fyne.NewSize(1024, 700))
	for _, l := range i18n.All {
		s.SetLanguage(l)
		v := shownView[*matchesView](s, areaRounds)
		for _, e := range v.lineups {
			if !strings.Contains(e.label.Text, ". CC") {
				t.Errorf("%s: the line-up is named %q", l, e.label.Text)
			}
			need := fyne.MeasureText(e.label.Text, theme.TextSize(), e.label.TextStyle).Width + 2*theme.InnerPadding()
			if has := e.label.Size().Width; has < need {
				t.Errorf("%s: %q needs %.0f px, has %.0f", l, e.label.Text, need, has)
			}
		}
	}
}

// Ctrl+P in a team event's Matches view offers the round's own sheet and
// the team round pack, its parts ticked as at the last print of a team
// pack: the parts unticked stay out of the PDF printed, the others print
// in the pack's order, and the next Ctrl+P chooses the pack again with
// the same ticks, leaving the individual pack's ticks alone. The
// Standings view keeps its own sheet first.
func TestTeamRoundPackInPrintDialog(t *testing.T) {
	s := openShell(t, newPlayedTeamSwiss(t, 2))
	var printed []string
	recordPrints(t, s, &printed)
	s.SetLanguage("fi")
	pack := s.t("printdialog.what.pack", "n", 2)
	s.show(areaRounds)
	d := pressedPrint(t, s)
	if want := []string{s.jobLabel(s.printers[areaRounds]()), pack}; !slices.Equal(d.what.Options, want) || d.what.Selected != want[0] {
		t.Fatalf("the dialog offers %q, %q chosen; want %q", d.what.Options, d.what.Selected, want)
	}
	if len(d.parts) != len(printing.TeamPackParts()) {
		t.Errorf("the parts offered: %v", d.parts)
	}
	for _, part := range printing.TeamPackParts() {
		c := d.parts[s.t("ui.printing.part."+part)]
		if c == nil || !c.Checked || !c.Disabled() {
			t.Fatalf("the part %s: %v (ticked and disabled until the pack is chosen)", part, c)
		}
	}
	d.what.SetSelected(pack)
	d.lang.SetSelected(i18n.Finnish.Name())
	d.parts[s.t("ui.printing.part.lineup-forms")].SetChecked(false)
	test.Tap(defaultButton(t, s))
	if len(printed) != 1 {
		t.Fatalf("printed %v", printed)
	}
	text := pdftext.File(t, printed[0])
	at := func(key string, args ...any) int { return strings.Index(text, s.t(key, args...)) }
	pairings, sheets, standings := at("print.pairings.title"), at("teams.print.sheet.title"), at("print.standings.after", "n", 1)
	if pairings < 0 || sheets < pairings || standings < sheets || at("teams.print.lineup.title") >= 0 {
		t.Errorf("pairings at %d, match sheets at %d, standings at %d, line-up forms at %d: want the three in order, no line-up forms",
			pairings, sheets, standings, at("teams.print.lineup.title"))
	}
	d = pressedPrint(t, s)
	if d.what.Selected != pack {
		t.Errorf("Ctrl+P chose %q after the pack was printed", d.what.Selected)
	}
	for _, part := range printing.TeamPackParts() {
		if c := d.parts[s.t("ui.printing.part."+part)]; c.Checked != (part != "lineup-forms") || c.Disabled() {
			t.Errorf("the part %s: ticked %v, disabled %v", part, c.Checked, c.Disabled())
		}
	}
	if ticked := s.app.Preferences().StringList(prefPrintParts); len(ticked) > 0 {
		t.Errorf("the individual pack's ticks became %q", ticked)
	}
	pressKey(s, fyne.KeyEscape)
	s.show(areaStandings)
	d = pressedPrint(t, s)
	if len(d.what.Options) != 2 || d.what.Options[1] != pack || d.what.Selected != d.what.Options[0] {
		t.Errorf("Standings: the dialog offers %q, %q chosen", d.what.Options, d.what.Selected)
	}
	pressKey(s, fyne.KeyEscape)
}

// A team result reads in the status line, on Undo and in the history as
// the result box writes it (Result.Text, "½–½"; no result in words), in
// every language, never as the log stores it for the command line
// ("1/2-1/2 (was *)"); a whole match's forfeit too.
func TestTeamResultsReadAsTheWindowWritesThem(t *testing.T) {
	for _, l := range i18n.All {
		t.Run(string(l), func(t *testing.T) {
			s, _ := pairedTeamRound(t, 4, 5)
			s.SetLanguage(l)
			v := s.areaView(areaRounds).(*matchesView)
			s.win.Canvas().Focus(v.keys)
			typeKeys(s, "=")
			none := s.t("live.entry.noresult")
			saved := s.t("store.audit.team.result", "round", 1, "match", 1, "board", 1,
				"result", drawable(tournament.Draw.Text(s.t)), "was", none)
			if want := s.t("ui.saved", "what", saved); s.status.Text != want {
				t.Errorf("status %q, want %q", s.status.Text, want)
			}
			if want := s.t("ui.undo") + ": " + saved; s.undoBtn.whole != want {
				t.Errorf("Undo names %q, want %q", s.undoBtn.whole, want)
			}
			pressShortcut(s, &fyne.ShortcutUndo{})
			if want := s.t("ui.undo.done", "what", saved); s.status.Text != want {
				t.Errorf("after Ctrl+Z the status %q, want %q", s.status.Text, want)
			}
			v = s.areaView(areaRounds).(*matchesView)
			v.forfeitMatch()
			radio := overlayParts[*radio.Group](s)[0]
			radio.SetSelected(radio.Options[0])
			test.Tap(findButton(t, s, s.t("ui.save")))
			forfeit := s.t("store.audit.team.forfeit", "round", 1, "match", 1,
				"result", drawable(tournament.WhiteForfeitWin.Text(s.t)), "was", none)
			h := shownView[*auditView](s, areaAudit)
			if got := h.grid.cell(0, 3); got != forfeit {
				t.Errorf("the newest change in the history %q, want %q", got, forfeit)
			}
			if got := h.grid.cell(2, 3); !strings.Contains(got, saved) {
				t.Errorf("the result undone reads %q in the history, want it to hold %q", got, saved)
			}
			for row := range 3 {
				if got := h.grid.cell(row, 3); strings.Contains(got, "1/2-1/2") || strings.Contains(got, "*") || strings.Contains(got, "+/-") {
					t.Errorf("history row %d writes the stored form: %q", row, got)
				}
			}
		})
	}
}

// After a team round is paired the keyboard is on the first match's
// first board, so the first result key is a result there: it went into
// the line-up field ("1,2,3,41"), the line-up the pairing had put on the
// boards standing unless changed.
func TestPairedTeamRoundTakesTheFirstResultKey(t *testing.T) {
	s := openShell(t, newPlayedTeamSwiss(t, 0))
	v := shownView[*matchesView](s, areaRounds)
	v.pairNext()
	if got := s.win.Canvas().Focused(); got != v.keys {
		t.Fatalf("after pairing the keyboard is in %T, want the result box", got)
	}
	lineups := [2]string{v.lineups[0].field.Text, v.lineups[1].field.Text}
	keystroke(s, fyne.Key1, '1')
	ms := s.doc.event.RoundMatches(1)
	if len(ms) == 0 || s.doc.event.MatchGames(ms[0])[0].Result != tournament.WhiteWins {
		t.Fatalf("after 1 typed, match 1 board 1: %+v", ms)
	}
	if got := [2]string{v.lineups[0].field.Text, v.lineups[1].field.Text}; got != lineups {
		t.Errorf("the line-ups read %q after the key, %q before", got, lineups)
	}
}

// Space on Pair round 1 pairs the round and hands the keyboard to the
// result box; the space the key types comes after, and is the press's,
// not a key typed there: the box said in red that " " is not a result
// key. The same holds for Space on the button of Ctrl+R's question.
func TestSpaceThatPairsATeamRoundIsNoResultKey(t *testing.T) {
	s := openShell(t, newPlayedTeamSwiss(t, 0))
	v := shownView[*matchesView](s, areaRounds)
	c := s.win.Canvas()
	refusal := s.t("teams.ui.entry.notkey", "key", " ")
	c.Focus(v.pairBtn)
	keystroke(s, fyne.KeySpace, ' ')
	if n := s.doc.event.PairedRounds(); n != 1 {
		t.Fatalf("Space on the button: %d rounds paired", n)
	}
	if got := c.Focused(); got != v.keys {
		t.Fatalf("after pairing the keyboard is in %T, want the result box", got)
	}
	if v.said.Text == refusal {
		t.Errorf("the button's space reached the result box: %q", v.said.Text)
	}
	// A space the arbiter types in the box himself is refused as before,
	// naming the Matches view's keys (F, Page Up and Down), where it
	// named the rounds' board field, which the view has not.
	keystroke(s, fyne.KeySpace, ' ')
	if v.said.Text != refusal {
		t.Errorf("a space typed in the result box: %q, want %q", v.said.Text, refusal)
	}
	for _, r := range s.doc.event.Rounds[0].Pairings {
		if r.Result.Finished() {
			t.Fatalf("round 1 has a result after the spaces: %+v", r)
		}
	}
	// Ctrl+R's question, round 1 played, answered by Space on its button.
	s = openShell(t, newPlayedTeamSwiss(t, 1))
	v = shownView[*matchesView](s, areaRounds)
	c = s.win.Canvas()
	s.pairKey()
	boxes := openModals[c]
	if len(boxes) != 1 {
		t.Fatalf("Ctrl+R opened %d boxes", len(boxes))
	}
	c.Focus(boxes[0].buttons[len(boxes[0].buttons)-1].(fyne.Focusable))
	keystroke(s, fyne.KeySpace, ' ')
	if n := s.doc.event.PairedRounds(); n != 2 || len(openModals[c]) != 0 {
		t.Fatalf("Space on the question's button: %d rounds paired, %d boxes open", n, len(openModals[c]))
	}
	if v.said.Text == refusal {
		t.Errorf("the question's space reached the result box: %q", v.said.Text)
	}
}

// A team Swiss just opened, Ctrl+2, Ctrl+R and Enter at once pair round 1
// and the Enter is the question's alone: in a window opened from the
// command line, keys sent half a second apart left "Pair round 1?" open,
// and the next Enter paired the round and said below the result box that
// Enter is not needed there, as if the key had reached the box under the
// question too.
func TestCtrlRAndEnterPairATeamRoundOnce(t *testing.T) {
	s := openShell(t, newPlayedTeamSwiss(t, 0))
	c := s.win.Canvas()
	pressShortcut(s, ctrl(fyne.Key2))
	pressShortcut(s, ctrl(fyne.KeyR))
	if n := len(openModals[c]); n != 1 {
		t.Fatalf("Ctrl+R opened %d boxes", n)
	}
	keystroke(s, fyne.KeyReturn, 0)
	v := shownView[*matchesView](s, areaRounds)
	if n := s.doc.event.PairedRounds(); n != 1 || len(openModals[c]) != 0 {
		t.Fatalf("Enter on the question: %d rounds paired, %d boxes open", n, len(openModals[c]))
	}
	if enter := s.t("live.entry.enter"); v.said.Text == enter {
		t.Errorf("the question's Enter reached the result box: %q", v.said.Text)
	}
	if c.Focused() != v.keys {
		t.Errorf("after the pairing the keyboard is in %T, not the result box", c.Focused())
	}
}

// Enter held on Ctrl+R's question past the key's repeat delay: the
// window's driver types the key again without saying it down, and the
// repeats reached the result box the pairing gave the keyboard to, which
// said in red that Enter is not needed there. An Enter pressed in the
// box is still answered so. The driver's order is played here as a
// desktop window's: KeyDown, then the key typed; a repeat typed alone.
func TestEnterHeldOnThePairingQuestionIsNotTheResultBoxs(t *testing.T) {
	for _, kind := range []struct {
		name string
		file func(*testing.T) string
		area area
	}{
		{"team", func(t *testing.T) string { return newPlayedTeamSwiss(t, 0) }, areaRounds},
		{"individual", func(t *testing.T) string { return newSwissFile(t, 8, 1) }, areaRounds},
	} {
		t.Run(kind.name, func(t *testing.T) {
			s := openShell(t, kind.file(t))
			s.keysTold = true
			c := s.win.Canvas()
			s.show(kind.area)
			pressShortcut(s, ctrl(fyne.KeyR))
			keystroke(s, fyne.KeyReturn, 0) // the question's, pairing round 1
			if n := s.doc.event.PairedRounds(); n != 1 || s.win.Canvas().Overlays().Top() != nil {
				t.Fatalf("Enter on the question: %d rounds paired, question open %v", n, s.win.Canvas().Overlays().Top() != nil)
			}
			box, ok := c.Focused().(*resultKeys)
			if !ok {
				t.Fatalf("after the pairing the keyboard is in %T, not the result box", c.Focused())
			}
			said := func() string {
				if v, ok := s.views[areaRounds].(*matchesView); ok {
					return v.said.Text
				}
				return shownView[*roundsView](s, areaRounds).said.Text
			}
			enter := s.t("live.entry.enter")
			for range 3 {
				pressKey(s, fyne.KeyReturn) // the held key's repeats
			}
			if said() == enter {
				t.Errorf("the question's Enter held reached the result box: %q", said())
			}
			box.KeyUp(&fyne.KeyEvent{Name: fyne.KeyReturn})
			box.KeyDown(&fyne.KeyEvent{Name: fyne.KeyReturn})
			pressKey(s, fyne.KeyReturn)
			if said() != enter {
				t.Errorf("Enter pressed in the result box: %q, want %q", said(), enter)
			}
		})
	}
}

// Enter in a line-up field whose line-up the match already has, the
// field's own or one picked, saves nothing and says so: it said the
// line-up saved, and the status line "Saved:" with the action before it,
// the file having no change to name.
func TestLineupAsItStandsIsNoChange(t *testing.T) {
	s, v := pairedTeamRound(t, 4, 5)
	before := mustNextUndo(t, s)
	m, _ := v.chosen()
	team, _ := s.doc.event.Team(m.White)
	same := s.t("teams.ui.lineup.same", "team", team.Name, "round", 1)
	status := s.status.Text
	v.lineups[0].field.OnSubmitted(v.lineups[0].field.Text)
	if v.said.Text != same {
		t.Errorf("Enter on the line-up as it stands: %q, want %q", v.said.Text, same)
	}
	if s.status.Text != status {
		t.Errorf("the status line went from %q to %q", status, s.status.Text)
	}
	noActionSince(t, s, before)
	// The line-up with the reserve in, then the same again by the picker.
	v.lineups[0].field.SetText("1,2,3,5")
	v.lineups[0].field.OnSubmitted(v.lineups[0].field.Text)
	if want := s.t("teams.ui.lineup.saved", "team", team.Name, "round", 1, "n", 4); v.said.Text != want {
		t.Fatalf("a reserve in: %q, want %q", v.said.Text, want)
	}
	changed, _ := s.doc.st.NextUndo()
	v.pickLineup(0)
	box := openModals[s.win.Canvas()][0]
	test.Tap(box.buttons[len(box.buttons)-1].(*button.Button))
	if v.said.Text != same {
		t.Errorf("the picker's Save on the line-up as it stands: %q, want %q", v.said.Text, same)
	}
	if after, _ := s.doc.st.NextUndo(); after.ID != changed.ID {
		t.Errorf("the picker's Save: the last action went from #%d to #%d", changed.ID, after.ID)
	}
}

// A line-up typed and left with Tab, not Enter, was kept in the field
// and not saved, nothing said: the field showed 1,2,3,4 beside boards
// played by 1,3,4,5. Leaving the field now puts back the line-up the file
// holds and says that the one typed was not saved; a line-up typed as
// saved, however written, leaves it as it is.
func TestLineupLeftUnsavedIsSaid(t *testing.T) {
	s, v := pairedTeamRound(t, 4, 5)
	m, _ := v.chosen()
	team, _ := s.doc.event.Team(m.White)
	f := v.lineups[0].field
	saved := f.Text
	c := s.win.Canvas()
	c.Focus(f)
	f.SetText("1,2,3,5")
	c.Focus(v.keys)
	if f.Text != saved {
		t.Errorf("left unsaved, the field shows %q, the file holds %q", f.Text, saved)
	}
	if want := s.t("teams.ui.lineup.unsaved", "team", team.Name, "typed", "1,2,3,5"); v.said.Text != want {
		t.Errorf("left unsaved, the view says %q, want %q", v.said.Text, want)
	}
	if got, _ := s.doc.event.Team(m.White); !slices.Equal(m.Lineup(&s.doc.event, got.ID), s.doc.event.RoundMatches(1)[0].Lineup(&s.doc.event, got.ID)) {
		t.Error("the line-up changed")
	}
	v.tell(false, "")
	c.Focus(f)
	f.SetText(strings.ReplaceAll(saved, ",", ", "))
	c.Focus(v.keys)
	if v.said.Text != "" {
		t.Errorf("the saved line-up written with spaces: %q", v.said.Text)
	}
}

// A board a team left empty is named as the boards' table names it, in
// the result box and in what a result saved there says (a forfeit's
// change asked about): both named its player "?", as for a player not in
// the event.
func TestEmptyBoardNamedInTheResultBox(t *testing.T) {
	s, v := pairedTeamRound(t, 4, 5)
	v.lineups[0].field.SetText("1,2,3")
	v.lineups[0].field.OnSubmitted(v.lineups[0].field.Text)
	c := s.win.Canvas()
	c.Focus(v.keys)
	for range 3 {
		pressKey(s, fyne.KeyDown)
	}
	empty := s.t("teams.print.empty")
	if got := v.keys.text.Text; !strings.Contains(got, empty) || strings.Contains(got, "?") {
		t.Errorf("board 4 in the result box: %q, want %q named", got, empty)
	}
	if got := v.savedText(1, 4); !strings.Contains(got, empty) || strings.Contains(got, "?") {
		t.Errorf("the result saved on board 4: %q, want %q named", got, empty)
	}
}

// Undo of a board's result puts the cursor back on that board, so the
// result typed next is the one corrected: the cursor had gone on to the
// next board as the wrong result was saved and stayed there, and the
// right result, typed at once, went on the next board.
func TestUndoneTeamResultKeepsTheCursorOnItsBoard(t *testing.T) {
	s, v := pairedTeamRound(t, 4, 4)
	s.win.Canvas().Focus(v.keys)
	typeKeys(s, "1")
	pressKey(s, fyne.KeyPageDown)
	typeKeys(s, "0")
	if v.match != 1 || v.board != 1 {
		t.Fatalf("after a result on match 2, board 1 the cursor is on match %d, board %d", v.match+1, v.board+1)
	}
	pressKey(s, fyne.KeyPageUp)
	pressShortcut(s, &fyne.ShortcutUndo{})
	if v.match != 1 || v.board != 0 {
		t.Fatalf("after Undo the cursor is on match %d, board %d, want match 2, board 1", v.match+1, v.board+1)
	}
	typeKeys(s, "1")
	m := v.list[1]
	if got := s.doc.event.MatchGames(m)[0].Result; got != tournament.WhiteWins {
		t.Errorf("the result typed after Undo: match 2, board 1 holds %v, want 1-0", got)
	}
	if got := s.doc.event.MatchGames(m)[1].Result; got != tournament.NoResult {
		t.Errorf("the result typed after Undo went on match 2, board 2: %v", got)
	}
}

// A round paired again by Redo is the round the Matches view shows, as
// after its pairing: the view stayed on the round before, whose Undo had
// brought it there.
func TestRedoneRoundIsShown(t *testing.T) {
	s := openShell(t, newPlayedTeamSwiss(t, 1))
	v := shownView[*matchesView](s, areaRounds)
	v.pairNext()
	if v.round != 2 {
		t.Fatalf("after pairing the view shows round %d", v.round)
	}
	s.undo()
	if v.round != 1 {
		t.Fatalf("after Undo the view shows round %d", v.round)
	}
	s.redo()
	if v.round != 2 || len(v.list) == 0 || v.list[0].Round != 2 {
		t.Errorf("after Redo the view shows round %d, its matches %+v", v.round, v.list)
	}
}

// At 1024×700 the Teams view shows the chosen team's whole board order,
// its reserve too, once round 1 is paired (the note on late players
// beside its buttons), and the whole team list where the view has room
// for both, as it has for five teams of five. A fixed share showed three
// of a team's five.
func TestTeamsViewShowsTheWholeRoster(t *testing.T) {
	s := openShell(t, newTeamFileOf(t, tournament.TeamSwiss, 5, 5, 5, 4))
	if _, err := conduct.Pair(s.doc.st, &s.doc.event, 1, false); err != nil {
		t.Fatal(err)
	}
	s.reload()
	s.win.Resize(fyne.NewSize(1024, 700))
	v := shownView[*teamsView](s, areaPlayers)
	if !v.late.Visible() || len(v.roster) != 5 {
		t.Fatalf("the late players' note shown %v, %d players", v.late.Visible(), len(v.roster))
	}
	if need, h := v.players.height(), v.players.table.Size().Height; h < need-1 {
		t.Errorf("the roster is %.0f points high, %.1f of its %d rows with the heading", h, h/v.players.rowPitch(), len(v.roster)+1)
	}
	if need, h := v.teams.height(), v.teams.table.Size().Height; h < need-1 {
		t.Errorf("the team list is %.0f points high, %.1f of its %d rows with the heading", h, h/v.teams.rowPitch(), len(v.list)+1)
	}
}

// At 1024×700 the Teams view of an event under way shows its team list
// above the chosen team's boards, in every language, the note on late
// players whole beside their buttons and nothing wider than the window:
// seven teams of six in a team Swiss showed two teams of the list, the
// roster and the note taking the rest. Seven teams and a round robin's
// six show whole; twelve show five at least.
func TestTeamsViewShowsTheTeamListBesideTheBoards(t *testing.T) {
	for _, c := range []struct {
		system       tournament.System
		teams, least int
	}{
		{tournament.TeamSwiss, 7, 7},
		{tournament.TeamSwiss, 12, 5},
		{tournament.TeamRoundRobin, 6, 6},
	} {
		s := openShell(t, newTeamFileOf(t, c.system, 5, c.teams, 6, 4))
		if c.system == tournament.TeamRoundRobin {
			if err := conduct.DrawSeats(s.doc.st, &s.doc.event, 1); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := conduct.Pair(s.doc.st, &s.doc.event, 1, false); err != nil {
			t.Fatal(err)
		}
		s.reload()
		room := smallestRoom(s)
		for _, l := range i18n.All {
			what := fmt.Sprintf("%v of %d teams, %s", c.system, c.teams, l)
			s.SetLanguage(l)
			v := shownView[*teamsView](s, areaPlayers)
			checkFits(t, s, room, what)
			pitch := v.teams.rowPitch()
			if rows := v.teams.table.Size().Height/pitch - 1; rows < float32(c.least)-0.05 {
				t.Errorf("%s: the team list shows %.1f teams, want %d", what, rows, c.least)
			}
			if rows := v.players.table.Size().Height/v.players.rowPitch() - 1; rows < 4-0.05 {
				t.Errorf("%s: the roster shows %.1f players, want the four boards'", what, rows)
			}
			if !v.late.Visible() || v.late.Size().Height < v.late.MinSize().Height-0.5 || v.late.Size().Width < 200 {
				t.Errorf("%s: the note on late players shown %v, %.0f×%.0f, needing %.0f high", what, v.late.Visible(), v.late.Size().Width, v.late.Size().Height, v.late.MinSize().Height)
			}
		}
	}
}

// setMatchBoard enters a board of a match's result as the Matches view
// does: the game named by teamgames.MatchGame, entered by the one path
// of a game's result.
func setMatchBoard(st *store.Store, r, match, board int, res tournament.Result) error {
	ev, err := st.Event()
	if err != nil {
		return err
	}
	n, err := teamgames.MatchGame(ev, r, match, board)
	if err != nil {
		return err
	}
	return st.SetResult(r, n, res)
}

// In the Teams view the chosen player moves up and down his team's board
// order, by the buttons and by Alt+Up and Alt+Down, each move one store
// call that Undo takes back; the cursor stays on him. Once round 1 is
// paired the buttons are off and the key is refused with the rule, in the
// window's language.
func TestTeamBoardOrderMoves(t *testing.T) {
	s := openShell(t, newTeamFile(t, 2, 4, 2))
	v := shownView[*teamsView](s, areaPlayers)
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
	if !s.act(func() error { return conduct.AssignSeats(s.doc.st, &s.doc.event, []string{"Team A", "Team B"}) }) ||
		!s.act(func() error { _, err := pairTeams(s.doc.st, 1); return err }) {
		t.Fatal("round 1 not paired")
	}
	v = shownView[*teamsView](s, areaPlayers)
	v.selectTeam(0)
	v.players.selectRow(1)
	v.player = 1
	v.updateButtons()
	if !v.up.Disabled() || !v.down.Disabled() {
		t.Error("the board order can still be moved by button once round 1 is paired")
	}
	alt(fyne.KeyUp)
	name := s.doc.event.Teams[0].Name
	if want := i18n.For(i18n.Estonian).T("teams.err.order.fixed", "team", name); !strings.Contains(strings.ToLower(topMessage(s)), strings.ToLower(want)) {
		t.Errorf("Alt+Up after round 1 says %q, want %q", topMessage(s), want)
	}
	if got := order(); !slices.Equal(got, []int64{a, b, c, d}) {
		t.Errorf("after the refusal: %v", got)
	}
}

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
	v := shownView[*venueView](s, areaVenue)
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
			if venueObject(v.box, func(o fyne.CanvasObject) bool { x, ok := o.(*button.Button); return ok && x.Text == s.t(b) }) != nil {
				t.Errorf("%s: the view has the button %q", when, s.t(b))
			}
		}
	}
	check("before publishing")
	publishOnLoopback(t, s, v)
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

// In a match the arrow keys, Home and End choose its boards (none past
// either end) and Page Down the next match, from the result box.
func TestMatchBoardKeys(t *testing.T) {
	_, v := pairedTeamRound(t, 4, 4)
	v.matches.selectRow(0)
	for _, step := range []struct {
		key          fyne.KeyName
		match, board int
	}{
		{fyne.KeyEnd, 0, 3}, {fyne.KeyDown, 0, 3}, {fyne.KeyUp, 0, 2}, {fyne.KeyHome, 0, 0},
		{fyne.KeyUp, 0, 0}, {fyne.KeyDown, 0, 1}, {fyne.KeyPageDown, 1, 0}, {fyne.KeyDown, 1, 1},
	} {
		v.boardKey(&fyne.KeyEvent{Name: step.key})
		if v.match != step.match || v.board != step.board {
			t.Fatalf("after %s: match %d board %d, want %d and %d", step.key, v.match, v.board, step.match, step.board)
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

// teamSwissWithRequestedBye is a three-round team Swiss of n teams of four
// over four boards, its second team having asked for a half-point bye in
// round 1.
func teamSwissWithRequestedBye(t *testing.T, n int) string {
	t.Helper()
	file := newTeamFileOf(t, tournament.TeamSwiss, 3, n, 4, 4)
	st := testevent.Open(t, file)
	ev := testevent.Event(t, st)
	if err := st.RequestBye(tournament.PlannedBye{Team: ev.Teams[1].ID, Round: 1, Kind: tournament.ByeHalfPoint}); err != nil {
		t.Fatal(err)
	}
	st.Close()
	return file
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
	if err := conduct.AssignSeats(s.doc.st, &s.doc.event, seats); err != nil {
		t.Fatal(err)
	}
	s.reload()
	v := shownView[*matchesView](s, areaRounds)
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
	// A team Swiss round of three matches, a requested bye and the
	// pairing's: in every language every board of the chosen match is in
	// sight with the five rows (the Finnish key help, four lines, left
	// the boards three and a half).
	s, _ = pairRoundOne(t, teamSwissWithRequestedBye(t, 8), 8)
	inEachLanguage(s, func(lang i18n.Lang) {
		s.win.Resize(fyne.NewSize(1024, 700))
		v = s.areaView(areaRounds).(*matchesView)
		v.match = 0
		v.matches.selectRow(0)
		v.showMatch()
		// A result typed, so that its message takes its line; the
		// window is laid out again as the real one is when its parts grow.
		v.keyTyped('1')
		s.win.Resize(fyne.NewSize(1024, 690))
		s.win.Resize(fyne.NewSize(1024, 700))
		if len(v.list) != 5 || len(v.boards.shown) != 4 {
			t.Fatalf("%s: %d rows of matches, %d boards", lang, len(v.list), len(v.boards.shown))
		}
		if h := v.matches.table.Size().Height; h < 5.95*row {
			t.Errorf("%s: the matches' table is %.0f points high, %.1f rows with its heading; want all five", lang, h, h/row)
		}
		if h := v.boards.table.Size().Height; h < 4.95*row {
			t.Errorf("%s: the boards' table is %.0f points high, %.1f rows with its heading; want all four boards", lang, h, h/row)
		}
	})
}

// Once round 1 is paired the Teams view still adds a player, at the end
// of the team's board order as a reserve, and says so beside the button in
// the user's language; before, it says nothing. A player of the same FIDE
// id as another team's is refused in the dialog with the rule's words.
func TestTeamsViewAddsALateReserve(t *testing.T) {
	s, _ := pairedTeamRound(t, 4, 4)
	s.SetLanguage("fi")
	v := shownView[*teamsView](s, areaPlayers)
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
	pf := boxFields(s)
	pf[0].SetText("Myöhäinen")
	pf[1].SetText("Matti")
	pf[2].SetText("1800")
	pf[4].SetText("4100001")
	pressEnter(pf[0])
	if !strings.Contains(topMessage(s), "Team A") {
		t.Errorf("a FIDE id of Team A's: the dialog says %q", topMessage(s))
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
	v = shownView[*teamsView](s, areaPlayers)
	v.teams.selectRow(0)
	if v.addP.Disabled() || v.late.Visible() {
		t.Errorf("before round 1: add player enabled %v, the note shown %v", !v.addP.Disabled(), v.late.Visible())
	}
}

// A team's players are taken from the rating lists as an individual
// event's are: a few letters and Enter add the first found to the team,
// Down and Enter the next, each with the list's details, and the event is
// rated from that list. The team's form had only fields to type.
func TestTeamPlayersFromTheRatingList(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	importList(t, "EST", "2026-10-01", listHeader+
		"4500121;Tõnisson, Kalle;EST;FM;2301;1984;SK Tallinn;m\n"+
		"4500130;Tõnisson, Mari;EST;WIM;2105;1990;SK Tallinn;w\n")
	s := openShell(t, newTeamFile(t, 2, 1, 2))
	v := shownView[*teamsView](s, areaPlayers)
	v.selectTeam(1)
	v.playerDialog(0)
	if v.search == nil || s.win.Canvas().Focused() != v.search.field {
		t.Fatal("the team player's dialog has no search of the lists, or it has not the keyboard")
	}
	typeKeys(s, "tonis")
	pressEnter(v.search.field)
	typeKeys(s, "tonis")
	v.search.field.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	pressEnter(v.search.field)
	team := s.doc.event.Teams[1]
	var got []string
	for _, id := range team.Players[1:] {
		p, _ := s.doc.event.Player(id)
		got = append(got, strings.Join([]string{p.Name, p.FIDEID, p.Title, words.Number(p.Rating), p.Club}, "|"))
	}
	want := []string{"Kalle Tõnisson|4500121|FM|2301|SK Tallinn", "Mari Tõnisson|4500130|WIM|2105|SK Tallinn"}
	if !slices.Equal(got, want) {
		t.Errorf("%s's players from the list:\n%s\nwant\n%s", team.Name, strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if src := s.doc.event.Settings.RatingLists; src.String() != "EST (2026-10-01)" {
		t.Errorf("the event records the rating list %+v", src)
	}
	// The dialog fits the smallest window in every language.
	room := smallestRoom(s)
	inEachLanguage(s, func(l i18n.Lang) {
		v = shownView[*teamsView](s, areaPlayers)
		v.selectTeam(1)
		v.playerDialog(0)
		for _, m := range openModals[s.win.Canvas()] {
			if need := m.pop.Content.MinSize(); need.Width > room.Width || need.Height > room.Height {
				t.Errorf("%s: the team player's dialog needs %v, a 1024×700 window gives %v", l, need, room)
			}
		}
		closeBoxes(s)
	})
}

// A team round's result box reads results as the rounds view's does: a
// result typed whole with a sign that is no key is one board's ("1/2" on
// board 1 its draw), and every result key is the board the cursor is on,
// so "0-1" is boards 2 to 4's 0–1, −/+ and 1–0, and the line says so.
func TestTeamResultTypedWholeIsOneBoards(t *testing.T) {
	s, v := pairedTeamRound(t, 4, 5)
	s.win.Canvas().Focus(v.keys)
	typeKeys(s, "1/2")
	m := s.doc.event.RoundMatches(1)[0]
	if !strings.HasPrefix(v.said.Text, v.savedText(m.Number, 1)) || !strings.Contains(v.said.Text, "“1/2”") {
		t.Errorf("after 1/2 the line says %q", v.said.Text)
	}
	typeKeys(s, "0-1")
	var got []tournament.Result
	for _, b := range s.doc.event.MatchGames(m) {
		got = append(got, b.Result)
	}
	if want := []tournament.Result{tournament.Draw, tournament.BlackWins, tournament.BlackForfeitWin, tournament.WhiteWins}; !slices.Equal(got, want) {
		t.Errorf("after 1/2 and 0-1: %v, want %v", got, want)
	}
	if !strings.HasPrefix(v.said.Text, v.savedText(m.Number, 4)) || !strings.Contains(v.said.Text, "“0-1”") {
		t.Errorf("after 0-1 the line says %q", v.said.Text)
	}
}

// A round picked by typing its number on the round drop-down is shown as
// the Rounds view shows one: the cursor on its first board without a
// result (the first board when every one has one) and the keyboard in the
// result box, so that the next key typed is that board's result. The
// Matches view said "No board chosen", the keyboard left on the drop-down.
func TestMatchesViewRoundPickedTakesTheResultKeys(t *testing.T) {
	file := newPlayedTeamSwiss(t, 3)
	st := testevent.Open(t, file)
	// Round 3's third match's second board is still being played.
	if err := setMatchBoard(st, 3, 3, 2, tournament.NoResult); err != nil {
		t.Fatal(err)
	}
	st.Close()
	s := openShell(t, file)
	s.show(areaRounds)
	v := s.areaView(areaRounds).(*matchesView)
	for _, pick := range []struct {
		key          rune
		match, board int
	}{{'1', 0, 0}, {'2', 0, 0}, {'3', 2, 1}} { // round 2's board is round 1's row: no new selection
		s.win.Canvas().Focus(v.pick)
		v.pick.Search = dropdown.Search{} // a new search, as after a pause
		v.pick.TypedRune(pick.key)
		if v.round != int(pick.key-'0') {
			t.Fatalf("after %c on the drop-down the view shows round %d", pick.key, v.round)
		}
		if v.match != pick.match || v.board != pick.board {
			t.Errorf("round %c: match %d board %d chosen, want %d and %d", pick.key, v.match, v.board, pick.match, pick.board)
		}
		if v.keys.text.Text == s.t("live.entry.nochoice") {
			t.Errorf("round %c: the result box says %q", pick.key, v.keys.text.Text)
		}
		if got := s.win.Canvas().Focused(); got != v.keys {
			t.Errorf("round %c: the keyboard is in %T, not the result box", pick.key, got)
		}
	}
}

// The round's bye chosen (Page Down to its row) says in the result box,
// and at a result key, that it is the team's bye, which takes no result:
// "No board is chosen" sent the arbiter looking for a board the bye has
// none of.
func TestTheByeChosenSaysItTakesNoResult(t *testing.T) {
	s, v := pairedTeamRound(t, 3, 4)
	i := slices.IndexFunc(v.list, func(m tournament.TeamMatch) bool { return m.IsBye() })
	if i < 0 {
		t.Fatal("round 1 of three teams has no bye")
	}
	bye := v.list[i]
	team := teamName(&s.doc.event, bye.White)
	for _, l := range i18n.Complete {
		s.SetLanguage(l)
		v := shownView[*matchesView](s, areaRounds)
		v.matches.selectRow(i)
		nothing := s.t("live.entry.nochoice")
		if got := v.keys.text.Text; got == nothing || !strings.Contains(got, team) {
			t.Errorf("%s: the bye chosen, the result box says %q", l, got)
		}
		v.keys.TypedRune('1')
		if got := v.said.Text; got == nothing || !strings.Contains(got, team) {
			t.Errorf("%s: 1 typed on the bye says %q", l, got)
		}
	}
	if got := results(s, 1); slices.ContainsFunc(got, func(r tournament.Result) bool { return r != tournament.NoResult }) {
		t.Errorf("results saved: %v", got)
	}
}

// F, the key that forfeits the chosen match as a whole, typed on the
// round's bye says that the bye takes no result, as a result key does: it
// did nothing and said nothing, and the arbiter pressed it again.
func TestFTypedOnTheByeSaysItTakesNoResult(t *testing.T) {
	s, v := pairedTeamRound(t, 3, 4)
	i := slices.IndexFunc(v.list, func(m tournament.TeamMatch) bool { return m.IsBye() })
	if i < 0 {
		t.Fatal("round 1 of three teams has no bye")
	}
	bye := v.list[i]
	for _, l := range i18n.Complete {
		s.SetLanguage(l)
		v := shownView[*matchesView](s, areaRounds)
		v.matches.selectRow(i)
		v.tell(false, "")
		v.keys.TypedRune(forfeitKey)
		want := s.t("teams.ui.entry.bye.nokey", "match", bye.Number, "team", teamName(&s.doc.event, bye.White),
			"bye", words.TeamByeCell(s.cat, s.doc.event.TeamOptions, bye))
		if v.said.Hidden || v.said.Text != want {
			t.Errorf("%s: F typed on the bye says %q (hidden %v), want %q", l, v.said.Text, v.said.Hidden, want)
		}
		if top := s.win.Canvas().Overlays().Top(); top != nil {
			t.Errorf("%s: F typed on the bye opened a box", l)
			top.Hide()
		}
	}
}

// Enter on the round's bye says that the bye takes no result, as a result
// key does there: "no Enter is needed, one result key saves the chosen
// board's result" sent the arbiter to type a key the bye refuses.
func TestEnterOnTheByeSaysItTakesNoResult(t *testing.T) {
	s, v := pairedTeamRound(t, 3, 4)
	i := slices.IndexFunc(v.list, func(m tournament.TeamMatch) bool { return m.IsBye() })
	if i < 0 {
		t.Fatal("round 1 of three teams has no bye")
	}
	bye := v.list[i]
	for _, l := range i18n.Complete {
		s.SetLanguage(l)
		v := shownView[*matchesView](s, areaRounds)
		v.matches.selectRow(i)
		v.tell(false, "")
		v.keys.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		want := s.t("teams.ui.entry.bye.nokey", "match", bye.Number, "team", teamName(&s.doc.event, bye.White),
			"bye", words.TeamByeCell(s.cat, s.doc.event.TeamOptions, bye))
		if v.said.Text != want {
			t.Errorf("%s: Enter on the bye says %q, want %q", l, v.said.Text, want)
		}
		// On a match's board Enter still says that it is not needed.
		v.matches.selectRow((i + 1) % len(v.list))
		v.keys.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		if want := s.t("live.entry.enter"); v.said.Text != want {
			t.Errorf("%s: Enter on a match's board says %q, want %q", l, v.said.Text, want)
		}
	}
}

// The bye chosen names its team where the line-ups stand and, beside it,
// the bye, which has none: "(choose a match)" twice, with the bye's row
// chosen, sent the arbiter looking for another row.
func TestTheByeChosenSaysItHasNoLineUp(t *testing.T) {
	s, v := pairedTeamRound(t, 3, 4)
	i := slices.IndexFunc(v.list, func(m tournament.TeamMatch) bool { return m.IsBye() })
	if i < 0 {
		t.Fatal("round 1 of three teams has no bye")
	}
	team := teamShortName(&s.doc.event, v.list[i].White)
	for _, l := range i18n.Complete {
		s.SetLanguage(l)
		v := shownView[*matchesView](s, areaRounds)
		v.matches.selectRow(i)
		if got := v.lineups[0].label.Text; got != team {
			t.Errorf("%s: the bye chosen, its line-up is named %q, want %q", l, got, team)
		}
		if got, want := v.lineups[1].label.Text, s.t("teams.ui.lineup.bye"); got != want {
			t.Errorf("%s: the bye chosen, beside its line-up %q, want %q", l, got, want)
		}
		if !v.lineups[0].field.Disabled() || !v.lineups[1].field.Disabled() {
			t.Errorf("%s: the bye's line-up fields take typing", l)
		}
	}
}

// F1 in a team event says that Ctrl+W withdraws the team chosen, which it
// does (the Teams view's), where it said the player chosen.
func TestTheHelpSaysCtrlWWithdrawsTheTeam(t *testing.T) {
	s, _ := pairedTeamRound(t, 3, 4)
	for _, l := range i18n.Complete {
		s.SetLanguage(l)
		keys, _ := s.helpLines()
		want := s.t("ui.help.line", "keys", s.shortcutText(ctrlKey(fyne.KeyW)), "does", s.t("ui.help.withdraw.team"))
		if !slices.Contains(keys, want) {
			t.Errorf("%s: the help lacks %q:\n%s", l, want, strings.Join(keys, "\n"))
		}
	}
}

// The first refusal typed in the matches view shows: the line below the
// result box, hidden while it had nothing to say, was shown by Hidden
// alone, kept no size and was not drawn until the next match was chosen,
// and then spoke of the match before.
func TestTheMatchesFirstRefusalShows(t *testing.T) {
	_, v := pairedTeamRound(t, 3, 4)
	v.tell(false, "")
	v.keys.TypedRune('q')
	if v.said.Hidden || v.said.Size().Height == 0 {
		t.Errorf("q typed: the refusal %q is hidden %v, %v high", v.said.Text, v.said.Hidden, v.said.Size().Height)
	}
}

// A refusal typed on one match goes when another match is chosen: the
// bye's "takes no result" stayed under match 1's board after Page Up.
func TestARefusalGoesWithItsMatch(t *testing.T) {
	_, v := pairedTeamRound(t, 3, 4)
	i := slices.IndexFunc(v.list, func(m tournament.TeamMatch) bool { return m.IsBye() })
	v.matches.selectRow(i)
	v.keys.TypedRune('1')
	refusal := v.said.Text
	v.matches.selectRow((i + 1) % len(v.list))
	if !v.said.Hidden && v.said.Text == refusal {
		t.Errorf("another match chosen, the line still says %q", refusal)
	}
}

// Page Up, the key that chooses the match before, takes a refusal away
// as a chosen row does: the bye's "takes no result"
// stayed in red under match 1's boards after four Page Ups, while a
// result was asked about there.
func TestARefusalGoesWithItsMatchByKey(t *testing.T) {
	_, v := pairedTeamRound(t, 3, 4)
	i := slices.IndexFunc(v.list, func(m tournament.TeamMatch) bool { return m.IsBye() })
	if i < 1 {
		t.Fatalf("round 1 of three teams: the bye is match %d, want one after a match", i+1)
	}
	v.matches.selectRow(i)
	v.keys.TypedRune('1')
	refusal := v.said.Text
	v.keys.TypedKey(&fyne.KeyEvent{Name: fyne.KeyPageUp})
	if v.match != i-1 {
		t.Fatalf("Page Up from match %d chose match %d", i+1, v.match+1)
	}
	if !v.said.Hidden && v.said.Text == refusal {
		t.Errorf("Page Up to match %d: the line still says %q", v.match+1, refusal)
	}
}

// The Matches view's result box is the Rounds view's: a key refused there
// is taken off its line once the arbiter changes the file elsewhere in
// the window (a player's rating corrected), where it stayed in red.
func TestMatchesRefusalEndsWhenTheArbiterActsElsewhere(t *testing.T) {
	s := openShell(t, newPlayedTeamSwiss(t, 0))
	v := shownView[*matchesView](s, areaRounds)
	c := s.win.Canvas()
	c.Focus(v.pairBtn)
	keystroke(s, fyne.KeySpace, ' ')
	keystroke(s, fyne.KeySpace, ' ')
	if refusal := s.t("teams.ui.entry.notkey", "key", " "); v.said.Text != refusal {
		t.Fatalf("a space typed in the result box: %q, want %q", v.said.Text, refusal)
	}
	p := s.doc.event.Players[0]
	p.Rating += 10
	if !s.act(func() error { return s.doc.st.UpdatePlayer(p) }) {
		t.Fatal("the rating was not saved")
	}
	if v.said.Visible() && v.said.Importance == widget.DangerImportance {
		t.Errorf("after a change elsewhere the line under the result box says %q in red", v.said.Text)
	}
}

// The window's results by board mark a player who withdrew and explain
// the mark, as the paper, the venue and `arbiter team boards` do: it
// listed him as one still playing.
func TestTeamBoardsMarkAPlayerWithdrawn(t *testing.T) {
	ev := testevent.TeamReport(t, "arbiter-swiss10").Event
	gone, _ := ev.Player(ev.Teams[0].Players[0])
	gone.WithdrawnAfter = ev.PairedRounds()
	s := openShell(t, testevent.EventFile(t, ev))
	inEachLanguage(s, func(lang i18n.Lang) {
		v := shownView[*teamStandingsView](s, areaStandings)
		v.show.set(showBoards)
		marked := 0
		for r := range v.grid.rows {
			if v.grid.cell(r, 1) == words.WithdrawnName(s.cat, gone.Name, true) {
				marked++
			}
		}
		if marked == 0 {
			t.Errorf("%s: %s, withdrawn, is not marked in the results by board", lang, gone.Name)
		}
		if want := words.WithdrawnLegend(s.cat, "print.legend.withdrawn"); !strings.Contains(v.note.Text, want) {
			t.Errorf("%s: the notes %q do not explain the mark (%q)", lang, v.note.Text, want)
		}
	})
}

// The Matches view names its pairing list's button as the Printing view
// and the print dialog name the document, in every language: in Finnish
// the button read "Parituslista" beside their "Parilista".
func TestMatchesViewNamesThePairingListAsPrintingDoes(t *testing.T) {
	s := openShell(t, testevent.TeamRoundUnderWayFile(t))
	inEachLanguage(s, func(l i18n.Lang) {
		s.show(areaRounds)
		findViewButton(t, s, s.t("ui.printing.doc.pairings"))
	})
}

// The arbiter types the first board's result of a match: the line under
// the result box says the match's score so far and how many boards are
// left, where it said "Match: …." and nothing of the score.
func TestBoardResultTypedSaysTheMatchScoreSoFar(t *testing.T) {
	s, v := pairedTeamRound(t, 4, 5)
	s.win.Canvas().Focus(v.keys)
	typeKeys(s, "15")
	if want := "Match: 1½–½, 2 boards to play."; !strings.Contains(v.said.Text, want) {
		t.Errorf("after two boards the line says %q, want it to hold %q", v.said.Text, want)
	}
	typeKeys(s, "0")
	if want := "Match: 1½–1½, 1 board to play."; !strings.Contains(v.said.Text, want) {
		t.Errorf("after three boards the line says %q, want it to hold %q", v.said.Text, want)
	}
	typeKeys(s, "1")
	if want := "Match: 1½–2½."; !strings.Contains(v.said.Text, want) {
		t.Errorf("after the last board the line says %q, want it to hold %q", v.said.Text, want)
	}
}

// The arbiter opens a team's line-up picker with Space on its Pick…
// button: the box opens with the line-up as it stands, every player of
// it ticked, where the space that Space types after the key unticked the
// first player, whose tick box had the keyboard.
func TestLineupPickerOpenedBySpaceKeepsTheFirstPlayerTicked(t *testing.T) {
	s, v := pairedTeamRound(t, 4, 5)
	s.win.Canvas().Focus(v.lineups[0].pick)
	keystroke(s, fyne.KeySpace, ' ')
	checks := overlayParts[*widget.Check](s)
	if len(checks) != 5 {
		t.Fatalf("the picker has %d tick boxes, want the team's 5 players", len(checks))
	}
	for k, c := range checks {
		if want := k < 4; c.Checked != want {
			t.Errorf("player %d ticked %v, want %v (line-up 1,2,3,4)", k+1, c.Checked, want)
		}
	}
}

// A match's first board decided, its other boards still played: the
// table of matches shows the score so far, said as in progress, where it
// showed "…" until the last board was in; a match not begun shows none.
func TestOneBoardOfAMatchDecidedShowsItsScoreInProgress(t *testing.T) {
	s, v := pairedTeamRound(t, 4, 5)
	s.win.Canvas().Focus(v.keys)
	typeKeys(s, "0")
	ms := s.doc.event.RoundMatches(1)
	if got, want := v.matchRow(ms[0])[2], s.t("teams.score.running", "score", "0–1"); got != want {
		t.Errorf("match 1 with board 1 lost: %q, want %q", got, want)
	}
	if got := v.matchRow(ms[1])[2]; got != "" {
		t.Errorf("match 2 not begun: %q", got)
	}
}

// A match in progress says its score and that it is in progress whole in
// the matches' result column at 1024×700, in every language, and the byes'
// words beside it stay whole: capped for a finished score, the Finnish
// "1½–½ (kesken)" read "1½–½ (kesk…".
func TestMatchInProgressScoreNotCut(t *testing.T) {
	s, v := pairRoundOne(t, teamSwissWithRequestedBye(t, 8), 8)
	smallestRoom(s)
	m := v.list[0]
	if err := setMatchBoard(s.doc.st, 1, m.Number, 1, tournament.WhiteWins); err != nil {
		t.Fatal(err)
	}
	if err := setMatchBoard(s.doc.st, 1, m.Number, 2, tournament.Draw); err != nil {
		t.Fatal(err)
	}
	s.reload()
	inEachLanguage(s, func(lang i18n.Lang) {
		v = shownView[*matchesView](s, areaRounds)
		running := s.t("teams.score.running", "score", "1½–½")
		if got := v.matches.cell(0, 2); got != running {
			t.Fatalf("%s: match 1's result reads %q, want %q", lang, got, running)
		}
		for row := range v.list {
			if cut := v.matches.wholeCut(row); cut != "" {
				t.Errorf("%s: row %d of the matches is cut short: %s", lang, row+1, cut)
			}
		}
	})
}

// A result saved at the game desk on the board the Matches view's cursor
// stood on waiting for its result moves the cursor on to the match's next
// board without one, as in the Rounds view, and says so: it stayed, and
// the next slip's key asked to change the desk's result.
func TestTeamResultSavedElsewhereMovesTheCursorOnFromItsBoard(t *testing.T) {
	s, v := pairedTeamRound(t, 4, 4)
	if v.match != 0 || v.board != 0 {
		t.Fatalf("the round opens on match %d, board %d", v.match+1, v.board+1)
	}
	s.show(areaDesk)
	g := s.doc.event.MatchGames(v.list[0])[0]
	if !s.act(func() error {
		_, err := s.doc.st.SetResultOver(1, g.Board, tournament.NoResult, tournament.BlackWins, 0)
		return err
	}) {
		t.Fatal("the desk's result was refused")
	}
	s.show(areaRounds)
	if v.match != 0 || v.board != 1 {
		t.Fatalf("back from the desk that saved match 1, board 1 the cursor is on match %d, board %d, want match 1, board 2", v.match+1, v.board+1)
	}
	if moved := s.t("live.entry.elsewhere", "board", 1, "result", entryResultText(s, tournament.BlackWins), "next", 2); v.said.Text != moved {
		t.Errorf("back from the desk the line under the box says %q, want %q", v.said.Text, moved)
	}
	typeKeys(s, "1")
	games := s.doc.event.MatchGames(v.list[0])
	if games[0].Result != tournament.BlackWins || games[1].Result != tournament.WhiteWins {
		t.Errorf("1 typed back from the desk: boards 1 and 2 hold %v and %v, want 0–1 and 1–0", games[0].Result, games[1].Result)
	}
}

// Alt+Down in the Teams view with no player chosen in the board order
// says to choose him: it did nothing and said nothing, a key lost.
func TestTeamBoardOrderKeyWithNoPlayerChosenSaysSo(t *testing.T) {
	s := openShell(t, newTeamFile(t, 2, 4, 2))
	v := shownView[*teamsView](s, areaPlayers)
	v.selectTeam(0)
	team := v.list[0].ID
	tm, _ := s.doc.event.Team(team)
	was := slices.Clone(tm.Players)
	pressShortcut(s, &desktop.CustomShortcut{KeyName: fyne.KeyDown, Modifier: fyne.KeyModifierAlt})
	tm, _ = s.doc.event.Team(team)
	if want := s.t("teams.ui.move.choose"); s.status.Text != want || !slices.Equal(tm.Players, was) {
		t.Errorf("Alt+Down with no player chosen: the window says %q, want %q; order %v, was %v", s.status.Text, want, tm.Players, was)
	}
}

// Ctrl+R with a match of the round paired still without all its results
// says at once why the next round cannot be paired, and asks nothing: it
// asked "Pair round 2?" and refused only after the arbiter had said yes.
func TestCtrlRWithAMatchOpenSaysWhyBeforeAsking(t *testing.T) {
	s, _ := pairedTeamRound(t, 4, 5)
	c := s.win.Canvas()
	s.pairKey()
	if len(openModals[c]) != 1 {
		t.Fatalf("Ctrl+R opened %d boxes, want the refusal alone", len(openModals[c]))
	}
	words := strings.Join(said(openModals[c][0].pop.Content, true), "\n")
	why := s.cat.Sentence(team.Unfinished(&s.doc.event))
	if strings.Contains(words, s.t("ui.rounds.pair.ask.title", "n", 2)) || !strings.Contains(words, why) {
		t.Errorf("Ctrl+R with round 1 open says %q, want %q and no question", words, why)
	}
	if n := s.doc.event.PairedRounds(); n != 1 {
		t.Errorf("%d rounds paired, want 1", n)
	}
}

// Enter in a line-up field emptied by a slip (Backspace over it, Enter)
// saves nothing and says how a line-up is typed and that a team that has
// not come forfeits the match as a whole (F): it saved a line-up of no
// player, every board of the team lost by forfeit, the match 0–4.
func TestEmptyLineupFieldIsRefused(t *testing.T) {
	s, v := pairedTeamRound(t, 4, 5)
	before := mustNextUndo(t, s)
	m, _ := v.chosen()
	team, _ := s.doc.event.Team(m.White)
	lineup := m.Lineup(&s.doc.event, m.White)
	c := s.win.Canvas()
	c.Focus(v.lineups[0].field)
	v.lineups[0].field.SetText(" ")
	v.lineups[0].field.OnSubmitted(v.lineups[0].field.Text)
	if want := s.t("teams.ui.lineup.empty", "team", team.Name); v.said.Text != want {
		t.Errorf("Enter on an empty line-up: %q, want %q", v.said.Text, want)
	}
	noActionSince(t, s, before)
	m, _ = v.chosen()
	if got := m.Lineup(&s.doc.event, m.White); !slices.Equal(got, lineup) {
		t.Errorf("the line-up went from %v to %v", lineup, got)
	}
	if c.Focused() != v.lineups[0].field {
		t.Errorf("the keyboard went to %T, want the line-up field to put it right", c.Focused())
	}
}

// A line-up the store refuses (a reserve typed above a player he stands
// below in the team's order) stays in the field as typed, with the
// keyboard, to be put right: the field went back to the line-up the file
// holds, and the arbiter typed the whole line-up again.
func TestRefusedLineupStaysTypedInItsField(t *testing.T) {
	s, v := pairedTeamRound(t, 4, 5)
	before := mustNextUndo(t, s)
	c := s.win.Canvas()
	f := v.lineups[0].field
	c.Focus(f)
	f.SetText("1,2,5,4")
	f.OnSubmitted(f.Text)
	noActionSince(t, s, before)
	if f.Text != "1,2,5,4" {
		t.Errorf("the refused line-up's field shows %q, want %q as typed", f.Text, "1,2,5,4")
	}
	if c.Focused() != f {
		t.Errorf("the keyboard went to %T, want the line-up field to put it right", c.Focused())
	}
	if v.said.Importance != widget.DangerImportance || v.said.Text == "" {
		t.Errorf("the refusal is said as %q (%v)", v.said.Text, v.said.Importance)
	}
}

// noActionSince fails t where the file holds an action newer than before.
func noActionSince(t *testing.T, s *Shell, before store.AuditEntry) {
	t.Helper()
	if after := mustNextUndo(t, s); after.ID != before.ID {
		t.Errorf("the last action went from #%d to #%d %+v", before.ID, after.ID, after.Steps)
	}
}

// With every round paired the Matches view's pair button says so, as the
// rounds view's does: it read "Pair round 8" of seven, greyed.
func TestTeamPairButtonWithEveryRoundPaired(t *testing.T) {
	s := openShell(t, newPlayedTeamSwiss(t, 7))
	v := shownView[*matchesView](s, areaRounds)
	if want := s.t("ui.rounds.pair.all", "total", 7); v.pairBtn.Text != want || !v.pairBtn.Disabled() {
		t.Errorf("the pair button after the last round: %q (disabled %v), want %q, disabled", v.pairBtn.Text, v.pairBtn.Disabled(), want)
	}
}

// A team Swiss whose round-1 matches were both forfeited whole pairs the
// same teams again in round 3: Ctrl+R's pairing says so in the Matches
// view's note, after the round paired.
// forfeitedCup is a team Swiss of four teams whose round-1 matches were
// both forfeited whole and whose round 2 is played: round 3 pairs the
// round-1 sides again.
func forfeitedCup(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "cup.arbiter")
	f := createTeamEvent(t, path, "Cup", tournament.TeamSwiss, 3, 2)
	for _, name := range []string{"Jyväskylän Shakki", "Lahden Shakki", "Oulun Shakki", "Porin Shakki"} {
		id, err := f.AddTeam(tournament.Team{Name: name})
		if err != nil {
			t.Fatal(err)
		}
		for b := 1; b <= 2; b++ {
			if _, err := f.AddTeamPlayer(id, tournament.Player{Name: name + " " + string(rune('0'+b))}); err != nil {
				t.Fatal(err)
			}
		}
	}
	if _, err := pairTeams(f, 1); err != nil {
		t.Fatal(err)
	}
	for m := 1; m <= 2; m++ {
		if err := f.SetMatchForfeit(1, m, tournament.WhiteForfeitWin); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := pairTeams(f, 2); err != nil {
		t.Fatal(err)
	}
	for _, r := range []struct {
		match, board int
		res          tournament.Result
	}{{1, 1, tournament.BlackWins}, {1, 2, tournament.Draw}, {2, 1, tournament.Draw}, {2, 2, tournament.Draw}} {
		if err := setMatchBoard(f, 2, r.match, r.board, r.res); err != nil {
			t.Fatal(err)
		}
	}
	f.Close()
	return path
}

func TestCtrlRSaysTeamsMeetAgainAfterAForfeitedMatch(t *testing.T) {
	s := openShell(t, forfeitedCup(t))
	pressShortcut(s, ctrl(fyne.Key2))
	pressShortcut(s, ctrl(fyne.KeyR))
	keystroke(s, fyne.KeyReturn, 0)
	if n := s.doc.event.PairedRounds(); n != 3 {
		t.Fatalf("%d rounds paired, want 3", n)
	}
	v := shownView[*matchesView](s, areaRounds)
	pair := func(a, b string) string { return s.t("ui.meetagain.pair", "a", a, "b", b, "n", 1, "rounds", "1") }
	want := s.t("teams.ui.paired", "round", 3) + "\n" +
		s.t("ui.meetagain.matches", "article", "C.04.6 [C1]", "pairs", pair("Porin Shakki", "Lahden Shakki")+"; "+pair("Oulun Shakki", "Jyväskylän Shakki"))
	if v.said.Text != want {
		t.Errorf("round 3 paired after the forfeited matches says %q, want %q", v.said.Text, want)
	}
}

// The Matches view is laid out again when its line grows: the round's
// pairing and the teams paired again, four lines in Finnish, ran over the
// keys' help and past the window's foot at 1024×700, the view laid out
// for the line as it was.
func TestTheMatchesViewMakesRoomForALongerLine(t *testing.T) {
	for _, l := range []i18n.Lang{i18n.Finnish, i18n.Estonian} {
		t.Run(string(l), func(t *testing.T) {
			s := openShell(t, forfeitedCup(t))
			s.SetLanguage(l)
			s.win.Resize(fyne.NewSize(1024, 700))
			pressShortcut(s, ctrl(fyne.Key2))
			pressShortcut(s, ctrl(fyne.KeyR))
			keystroke(s, fyne.KeyReturn, 0)
			v := shownView[*matchesView](s, areaRounds)
			if got, want := v.said.Size().Height, v.said.MinSize().Height; got < want {
				t.Errorf("the line %q is %.0f high, its text %.0f", v.said.Text, got, want)
			}
		})
	}
}

// A team round robin whose rounds are all complete (arbiter-rr6): the
// crosstable's note says it is final first, as the paper and the
// standings do; it said which rounds it counted only while a match was
// unfinished, then "Crosstable after round 5" of its last round.
func TestTeamCrosstableViewSaysItIsFinal(t *testing.T) {
	s := openShell(t, testevent.EventFile(t, testevent.TeamReport(t, "arbiter-rr6").Event))
	inEachLanguage(s, func(l i18n.Lang) {
		v := shownView[*teamCrosstableView](s, areaCrosstable)
		if want := i18n.For(l).T("print.crosstable.final") + "."; v.note.Hidden || !strings.HasPrefix(v.note.Text, want+"\n") {
			t.Errorf("%s: note %q, want it to begin %q", l, v.note.Text, want)
		}
	})
}

// Ctrl+R's question in a team Swiss goes at the first Enter, the round
// paired once the window has drawn it gone, the status saying that it is
// being paired: paired at once, the pairing and the Matches view's tables
// filled for the first time kept the window from drawing, "Pair round
// 1?" stayed on the screen after the Enter that answered it, and the
// second Enter said below the result box that Enter is not needed.
func TestTeamRoundIsPairedAfterTheQuestionIsDrawnGone(t *testing.T) {
	s := openShell(t, newTeamFileOf(t, tournament.TeamSwiss, 5, 9, 4, 4))
	var queued []func()
	s.background = func(f func()) { queued = append(queued, f) } // the frame drawn when run
	c := s.win.Canvas()
	pressShortcut(s, ctrl(fyne.Key2))
	pressShortcut(s, ctrl(fyne.KeyR))
	keystroke(s, fyne.KeyReturn, 0)
	if n := s.doc.event.PairedRounds(); n != 0 || len(openModals[c]) != 0 || len(queued) != 1 || s.status.Text != s.t("ui.rounds.pairing", "n", 1) {
		t.Fatalf("before the frame: %d rounds paired, %d boxes open, %d waiting, status %q", n, len(openModals[c]), len(queued), s.status.Text)
	}
	queued[0]()
	v := shownView[*matchesView](s, areaRounds)
	if n := s.doc.event.PairedRounds(); n != 1 || c.Focused() != v.keys {
		t.Fatalf("after the frame: %d rounds paired, the keyboard in %T", n, c.Focused())
	}
}

// A line-up of fewer players than the match has boards says which boards
// it leaves empty and that they are lost by forfeit: it said "saved: 3
// players" alone, the forfeit seen only in the board list below.
func TestAShortLineupSaysTheBoardsItLeavesEmpty(t *testing.T) {
	_, v := pairedTeamRound(t, 4, 5)
	for _, c := range []struct{ typed, want string }{
		{"1,2,3", "Board 4 is left empty and is lost by forfeit."},
		{"1,2", "Boards 3–4 are left empty and are lost by forfeit."},
	} {
		v.lineups[0].field.SetText(c.typed)
		v.lineups[0].field.OnSubmitted(v.lineups[0].field.Text)
		if !strings.HasSuffix(v.said.Text, c.want) {
			t.Errorf("line-up %s saved: %q, want it to end %q", c.typed, v.said.Text, c.want)
		}
	}
}

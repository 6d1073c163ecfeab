package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/store"
	"arbiter/tournament/team"
)

// openTeamPairingEditor opens the pairing editor on round 1 of a team
// round robin of five teams as paired (two matches and a bye), from the
// Matches view's button.
func openTeamPairingEditor(t *testing.T) (*Shell, *matchesView, []tournament.TeamMatch) {
	t.Helper()
	s, v := pairedTeamRound(t, 5, 5)
	before := s.doc.event.RoundMatches(1)
	if len(before) != 3 || !before[2].IsBye() {
		t.Fatalf("round 1: %+v", before)
	}
	test.Tap(v.editBtn)
	if len(openModals[s.win.Canvas()]) == 0 {
		t.Fatal("the editor did not open")
	}
	return s, v, before
}

// sameRound reports whether the file's round 1 is still ms.
func sameRound(s *Shell, ms []tournament.TeamMatch) bool {
	got := s.doc.event.RoundMatches(1)
	if len(got) != len(ms) {
		return false
	}
	for i := range got {
		if got[i].White != ms[i].White || got[i].Black != ms[i].Black {
			return false
		}
	}
	return true
}

// The editor is worked from its list of matches by key: 1 and 2 pick a
// match's teams, X exchanges them, C swaps a match's colours, B gives a
// team the bye. After every change it shows the team check's verdict on
// the round as edited, nothing saved; a departure makes Cancel the
// default. Save writes the round with every change in the audit log, the
// team from the bye on its default line-up, and the result box has the
// keyboard again.
func TestTeamPairingEditor(t *testing.T) {
	s, v, before := openTeamPairingEditor(t)
	ok := s.t("teams.cli.check.ok", "round", 1)
	if text := topMessage(s); !strings.Contains(text, ok) {
		t.Fatalf("the round as paired:\n%s", text)
	}
	save := findButton(t, s, s.t("ui.save"))
	if !save.Disabled() {
		t.Error("Save is offered before any change")
	}
	if _, focused := s.win.Canvas().Focused().(*dialogList); !focused {
		t.Fatalf("the keyboard is in %T, not the list of matches", s.win.Canvas().Focused())
	}
	deviation := s.cat.Sentence(engine.NewMessage("teams.cli.check.deviations", "round", 1, "count", 2))
	// Match 1's White team and match 2's White team trade places.
	typeKeys(s, "1")
	pressKey(s, fyne.KeyDown)
	typeKeys(s, "1x")
	if text := topMessage(s); !strings.Contains(text, deviation) {
		t.Errorf("no deviation shown after the exchange:\n%s", text)
	}
	if !sameRound(s, before) {
		t.Fatal("the exchange was saved before Save")
	}
	if d := defaultButton(t, s); d.Text != s.t("ui.cancel") {
		t.Errorf("with a deviation the default is %q", d.Text)
	}
	typeKeys(s, "x") // back
	if text := topMessage(s); !strings.Contains(text, ok) {
		t.Errorf("after exchanging back:\n%s", text)
	}
	// Match 2's colours swapped: the table's pairing the other way round.
	typeKeys(s, "c")
	want := s.cat.Sentence(engine.NewMessage("teams.check.match", "round", 1, "match", 2,
		"white", teamLabelForTest(s, before[1].Black), "black", teamLabelForTest(s, before[1].White)))
	if text := topMessage(s); !strings.Contains(text, want) {
		t.Errorf("after swapping colours, no %q in:\n%s", want, text)
	}
	typeKeys(s, "c")
	// Match 1's White team takes the bye; the team that had it plays in
	// its place, on its default line-up, and the editor says so.
	pressKey(s, fyne.KeyUp)
	typeKeys(s, "1b")
	bye := before[2].White
	if text := topMessage(s); !strings.Contains(text, s.t("teampairedit.frombye", "teams", teamName(&s.doc.event, bye))) {
		t.Errorf("the team from the bye is not named:\n%s", text)
	}
	test.Tap(findButton(t, s, s.t("pairedit.save-anyway")))
	got := s.doc.event.RoundMatches(1)
	if got[0].White != bye || got[2].White != before[0].White || !got[2].IsBye() {
		t.Fatalf("saved round %+v", got)
	}
	team, _ := s.doc.event.Team(bye)
	if l := got[0].Lineup(&s.doc.event, bye); len(l) != 4 || l[0] != team.Players[0] || l[3] != team.Players[3] {
		t.Errorf("the team from the bye plays %v", l)
	}
	if s.win.Canvas().Focused() != v.keys {
		t.Errorf("after saving the keyboard is in %T, not the result box", s.win.Canvas().Focused())
	}
	if got := lastSteps(t, s, false); got != "teampairedit.exchange teampairedit.exchange teampairedit.colours teampairedit.colours teampairedit.bye teampairedit.checked team.repair" {
		t.Errorf("audit steps %s", got)
	}
}

// Enter saves a round the check finds as the rules prescribe, Escape
// closes the editor and saves nothing, as in the players' editor.
func TestTeamPairingEditorKeys(t *testing.T) {
	s, _, before := openTeamPairingEditor(t)
	typeKeys(s, "c")
	pressKey(s, fyne.KeyEscape)
	if len(openModals[s.win.Canvas()]) != 0 || !sameRound(s, before) {
		t.Fatal("Escape did not close the editor unsaved")
	}
	s.show(areaRounds)
	test.Tap(s.views[areaRounds].(*matchesView).editBtn)
	typeKeys(s, "cc") // a change, and back: the table's round, Save the default
	pressKey(s, fyne.KeyReturn)
	if len(openModals[s.win.Canvas()]) != 0 {
		t.Fatalf("Enter did not save:\n%s", topMessage(s))
	}
	if got := lastSteps(t, s, true); got != "teampairedit.colours<nil> teampairedit.colours<nil> teampairedit.checked0 team.repair<nil>" {
		t.Errorf("the save is logged as %s", got)
	}
}

// A match with a result keeps its teams and colours: the editor refuses
// to change it, naming it, and so does the store when the result came in
// from another hand while the editor was open; nothing is saved.
func TestTeamPairingEditorRefuses(t *testing.T) {
	s, _, before := openTeamPairingEditor(t)
	// A result on match 1 from another hand (the venue, the command line).
	if err := setMatchBoard(s.doc.st, 1, 1, 1, tournament.Draw); err != nil {
		t.Fatal(err)
	}
	typeKeys(s, "c") // match 1's colours: the editor's copy has no result yet
	s.reload()
	// Save is judged again on the file as it is now, then saves.
	test.Tap(findButton(t, s, s.t("pairedit.save-anyway")))
	test.Tap(findButton(t, s, s.t("pairedit.save-anyway")))
	refusal := s.cat.Sentence(engine.NewMessage("teampairedit.err.result", "round", 1, "match", 1))
	if text := topMessage(s); !strings.Contains(text, refusal) {
		t.Errorf("the store's refusal is not shown; want %q in:\n%s", refusal, text)
	}
	if !sameRound(s, before) {
		t.Fatal("a match with a result was turned round")
	}
	findButton(t, s, s.t("ui.cancel")).OnTapped()
	// Opened again, the editor refuses at once.
	s.show(areaRounds)
	test.Tap(s.views[areaRounds].(*matchesView).editBtn)
	typeKeys(s, "c")
	if text := topMessage(s); !strings.Contains(text, refusal) {
		t.Errorf("the editor's refusal is not shown; want %q in:\n%s", refusal, text)
	}
	// The bye has no colours; X with no teams chosen says what is missing.
	pressKey(s, fyne.KeyDown)
	pressKey(s, fyne.KeyDown)
	typeKeys(s, "c")
	if text := topMessage(s); !strings.Contains(text, s.cat.Sentence(engine.NewMessage("teampairedit.err.byecolours", "round", 1, "team", teamLabelForTest(s, before[2].White)))) {
		t.Errorf("colours of the bye:\n%s", text)
	}
	typeKeys(s, "x")
	if text := topMessage(s); !strings.Contains(text, s.t("teampairedit.choose.two")) {
		t.Errorf("an exchange with no teams chosen:\n%s", text)
	}
}

// A game with moves at the game desk keeps its board: turning its match
// round is refused in the verdict, in the store's words naming the match,
// the board and its players, before Save, and Save saves nothing.
func TestTeamPairingEditorKeepsGameInPlay(t *testing.T) {
	s, _, before := openTeamPairingEditor(t)
	if _, err := s.doc.st.SaveGame(&tournament.GameRecord{Round: 1, Board: 1, Moves: []tournament.RecordedMove{{Ply: 1, UCI: "e2e4", SAN: "e4"}}}); err != nil {
		t.Fatal(err)
	}
	typeKeys(s, "c") // match 1's colours
	b := before[0].Boards[0]
	white, _ := s.doc.event.Player(b.White)
	black, _ := s.doc.event.Player(b.Black)
	refusal := s.cat.Error(engine.NewMessage("store.error.game-in-play.match", "round", 1, "match", 1, "board", 1,
		"white", white.Name, "black", black.Name))
	if text := topMessage(s); !strings.Contains(text, refusal) {
		t.Errorf("the verdict does not say %q:\n%s", refusal, text)
	}
	test.Tap(findButton(t, s, s.t("pairedit.save-anyway")))
	if !sameRound(s, before) {
		t.Fatal("a match with a game in play was turned round")
	}
}

func teamLabelForTest(s *Shell, id int64) string {
	t, _ := s.doc.event.Team(id)
	return t.Name
}

// In a team Swiss the verdict names the absolute criteria a change
// breaks (C.04.6 art. 2: [C1] two teams meeting again, [C2] a second
// bye) in the user's language, and the box stays whole at 1024×700 with
// every line of it, the verdict scrolling.
func TestTeamPairingEditorSwissVerdictC04_6Art2(t *testing.T) {
	path := newTeamFile(t, 5, 4, 4)
	st, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	ev, err := st.Event()
	if err != nil {
		t.Fatal(err)
	}
	set := ev.Settings
	set.System, set.Rounds, set.TieBreaks = tournament.TeamSwiss, 5, tournament.DefaultTieBreaks(tournament.TeamSwiss)
	if err := st.UpdateSettings(set); err != nil {
		t.Fatal(err)
	}
	one, err := st.PairTeamRound(1)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range one {
		for _, b := range m.Boards {
			if !m.IsBye() {
				if err := setMatchBoard(st, 1, m.Number, b.Board, tournament.WhiteWins); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if _, err := st.PairTeamRound(2); err != nil {
		t.Fatal(err)
	}
	st.Close()
	s := openShell(t, path)
	s.SetLanguage("fi")
	s.win.Resize(fyne.NewSize(1024, 700))
	s.show(areaRounds)
	test.Tap(s.views[areaRounds].(*matchesView).editBtn)
	two := s.doc.event.RoundMatches(2)
	list := overlayParts[*dialogList](s)[0]
	// pick picks team id from its match in the list of ms, the round as
	// the editor has it.
	pick := func(ms []tournament.TeamMatch, id int64) {
		for i, m := range ms {
			if m.White == id || m.Black == id {
				list.Select(i)
				key := "1"
				if m.Black == id {
					key = "2"
				}
				typeKeys(s, key)
			}
		}
	}
	// Round 1's bye goes to the same team again: [C2].
	byeOne := one[len(one)-1].White
	pick(two, byeOne)
	typeKeys(s, "b")
	edited, err := team.GiveTeamBye(&s.doc.event, two, byeOne)
	if err != nil {
		t.Fatal(err)
	}
	// Round 1's first match is played again: [C1]. Team x's opponent z
	// gives y his place.
	x, y := one[0].White, one[0].Black
	var z int64
	for _, m := range edited {
		if m.White == x {
			z = m.Black
		} else if m.Black == x {
			z = m.White
		}
	}
	pick(edited, z)
	pick(edited, y)
	typeKeys(s, "x")
	text := topMessage(s)
	name := func(id int64) string { return teamLabelForTest(s, id) }
	c2 := s.cat.Sentence(engine.NewMessage("teams.check.swiss.c2", "round", 2, "team", name(byeOne)))
	if !strings.Contains(text, c2) || !strings.Contains(text, "[C1]") || !strings.Contains(text, "kohdanneet jo kierroksella 1") {
		t.Errorf("the verdict does not name [C1] and [C2] in Finnish:\n%s", text)
	}
	box := openModals[s.win.Canvas()][0].pop
	if h := box.MinSize().Height; h > 700 {
		t.Errorf("the editor is %.0f points high at 1024×700", h)
	}
}

package ui

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/tournament"
	"arbiter/tournament/pairing"
	"arbiter/tournament/replay"
	"arbiter/tournament/store"
	"arbiter/tournament/team"
	"arbiter/ui/look"
	"arbiter/ui/radio"
	"arbiter/words"
)

// findButton is Fyne's button inside the button of the topmost dialog
// with the given text (boxButton): a tap on it acts as Fyne's does.
func findButton(t *testing.T, s *Shell, text string) *widget.Button {
	t.Helper()
	return &boxButton(t, s, text).Button
}

// wantSteps checks the names of the steps of the audit log's last action,
// each with the count it records when counts is set.
func wantSteps(t *testing.T, s *Shell, counts bool, want string) {
	t.Helper()
	log, err := s.doc.st.Audit()
	if err != nil {
		t.Fatal(err)
	}
	var actions []string
	for _, st := range log[len(log)-1].Steps {
		a := st.Action
		if counts {
			a += fmt.Sprint(st.Args["count"])
		}
		actions = append(actions, a)
	}
	if got := strings.Join(actions, " "); got != want {
		t.Errorf("the last change's audit steps are %s, want %s", got, want)
	}
}

// enterSaves presses Enter in the editor and fails, saying what, while a
// box stays open: Enter saves and closes every box.
func enterSaves(t *testing.T, s *Shell, what string) {
	t.Helper()
	pressKey(s, fyne.KeyReturn)
	if len(openModals[s.win.Canvas()]) != 0 {
		t.Fatalf("%s:\n%s", what, topMessage(s))
	}
}

// pairOneWithFive edits the round by the keys: keys typed on match 1,
// then four rows down on match 5, 1 picks its team and P pairs the two
// picked, and Enter saves (enterSaves, saying what).
func pairOneWithFive(t *testing.T, s *Shell, v *matchesView, keys, what string) {
	t.Helper()
	test.Tap(v.editBtn)
	typeKeys(s, keys)
	for range 4 {
		pressKey(s, fyne.KeyDown)
	}
	typeKeys(s, "1p")
	enterSaves(t, s, what)
}

// openPairingEditor opens the pairing editor on round 1 of a six-player
// Swiss as paired.
func openPairingEditor(t *testing.T) (*Shell, *roundsView) {
	t.Helper()
	return openPairingEditorOn(t, newSwissFile(t, 6, 5))
}

// openPairingEditorOn opens the pairing editor on round 1 of the event
// in path as paired.
func openPairingEditorOn(t *testing.T, path string) (*Shell, *roundsView) {
	t.Helper()
	s := openShell(t, path)
	pairedNow(t, s)
	v := shownView[*roundsView](s, areaRounds)
	test.Tap(v.swiss.edit)
	return s, v
}

// The editor shows the checker's verdict on the round as edited before
// anything is saved; saving a deviation is never the default, and the
// saved round carries every change in the audit log.
func TestPairingEditor(t *testing.T) {
	s, v := openPairingEditor(t)
	before := append([]tournament.Pairing(nil), s.doc.event.Rounds[0].Pairings...)
	sels := overlayParts[*picker](s)
	if len(sels) < 3 {
		t.Fatalf("%d drop-downs in the editor", len(sels))
	}
	a, b := sels[0], sels[1]
	// Board 1's White and board 2's White exchange opponents.
	w1, w2 := before[0].White, before[1].White
	label := v.swiss.playerLabels()
	a.SetSelected(label(w1))
	b.SetSelected(label(w2))
	test.Tap(findButton(t, s, s.t("pairedit.exchange")))
	if text := topMessage(s); !strings.Contains(text, s.t("swisscli.check.deviations", "round", 1, "count", 1)[:20]) {
		t.Errorf("no deviation shown after the exchange:\n%s", text)
	}
	if len(s.doc.event.Rounds[0].Pairings) != 3 || s.doc.event.Rounds[0].Pairings[0] != before[0] {
		t.Fatal("the exchange was saved before Save")
	}
	if d := defaultButton(t, s); d.Text != s.t("ui.cancel") {
		t.Errorf("with a deviation the default is %q", d.Text)
	}
	// Exchanging back gives the prescribed pairing again.
	test.Tap(findButton(t, s, s.t("pairedit.exchange")))
	if text := topMessage(s); !strings.Contains(text, s.t("swisscli.check.ok", "round", 1)) {
		t.Errorf("the verdict after exchanging back:\n%s", text)
	}
	// Remove board 3 and pair its players by hand the other way round.
	third := before[2]
	sels[2].SetSelected("3")
	test.Tap(findButton(t, s, s.t("pairedit.remove")))
	if text := topMessage(s); !strings.Contains(text, s.t("pairedit.unpaired", "players", label(third.White)+", "+label(third.Black))) &&
		!strings.Contains(text, s.t("pairedit.unpaired", "players", label(third.Black)+", "+label(third.White))) {
		t.Errorf("the removed board's players are not listed as unpaired:\n%s", text)
	}
	a.SetSelected(label(third.Black))
	b.SetSelected(label(third.White))
	test.Tap(findButton(t, s, s.t("pairedit.hand")))
	test.Tap(findButton(t, s, s.t("pairedit.save-anyway")))
	got := s.doc.event.Rounds[0].Pairings
	if len(got) != 3 || got[2].White != third.Black || got[2].Black != third.White {
		t.Fatalf("saved round %+v", got)
	}
	// The round's results come next: the result box has the keyboard.
	if s.win.Canvas().Focused() != v.keys {
		t.Errorf("after saving the edited round the keyboard is in %T, not the result box", s.win.Canvas().Focused())
	}
	wantSteps(t, s, false, "pairedit.exchange pairedit.exchange pairedit.remove pairedit.hand pairedit.checked round.replace")
	// The Undo button and the history name the change by its last step:
	// "Round 1 paired again (3 boards)" read as a new pairing of the
	// round where one board was changed by hand.
	log, err := s.doc.st.Audit()
	if err != nil {
		t.Fatal(err)
	}
	if got, want := s.describe(log[len(log)-1]), "Round 1: pairings changed (3 boards)"; got != want {
		t.Errorf("the edited round saved is named %q, want %q", got, want)
	}
	// The status line says every edit saved, as the history does: it said
	// "Pairings of round 1 saved", a board's colours swapped by hand or
	// its players paired again unsaid.
	for _, st := range log[len(log)-1].Steps {
		if said := s.cat.TMap(st.MessageKey(), st.MessageArgs()); !strings.Contains(s.status.Text, said) {
			t.Errorf("the status line %q does not say %q", s.status.Text, said)
		}
	}
}

// Exchange opponents pressed by the keys keeps the keyboard, as every
// button does, so Enter presses it again: the exchange undone, the round
// as paired shown again and nothing saved, as a second click does (issue
// 91). The exchange is its own undoing, seen at once in the boards and
// the verdict. The way on, as the window test takes it, is Tab past the
// rest of the editor to Save, which Enter presses: the round as edited
// is saved, and the result box has the keyboard.
func TestPairingEditorExchangeByTheKeys(t *testing.T) {
	s, v := openPairingEditor(t)
	c := s.win.Canvas()
	before := append([]tournament.Pairing(nil), s.doc.event.Rounds[0].Pairings...)
	chooseBoardWhites(t, s, v, before)
	exchange := boxButton(t, s, s.t("pairedit.exchange"))
	deviation := s.t("swisscli.check.deviations", "round", 1, "count", 1)[:20]
	c.Focus(exchange)
	for i, k := range []fyne.KeyName{fyne.KeySpace, fyne.KeyReturn, fyne.KeySpace} {
		pressKey(s, k)
		if c.Focused() != exchange {
			t.Fatalf("%s on Exchange opponents: the keyboard is on %T", k, c.Focused())
		}
		if text := topMessage(s); strings.Contains(text, deviation) != (i%2 == 0) {
			t.Errorf("after %d presses of Exchange opponents the verdict is:\n%s", i+1, text)
		}
		if s.doc.event.Rounds[0].Pairings[0] != before[0] {
			t.Fatal("an exchange was saved before Save")
		}
	}
	save := boxButton(t, s, s.t("pairedit.save-anyway"))
	// The board's drop-down is a row of the players' form, before
	// Exchange opponents: on from it, Tab takes Pair by hand, the bye, the
	// board's two buttons, Late entry, Un-pair and Cancel.
	for range 8 {
		c.FocusNext()
	}
	if c.Focused() != save {
		t.Fatalf("eight Tabs from Exchange opponents: the keyboard is on %T, want Save", c.Focused())
	}
	pressKey(s, fyne.KeyReturn)
	if got := s.doc.event.Rounds[0].Pairings[0]; got == before[0] {
		t.Error("Enter on Save saved the round as paired")
	}
	wantSteps(t, s, false, "pairedit.exchange pairedit.exchange pairedit.exchange pairedit.checked round.replace")
	if c.Focused() != v.keys {
		t.Errorf("after Save the keyboard is on %T, not the result box", c.Focused())
	}
}

// A late entrant is added from the editor: a rating that is no whole
// number is refused with the players dialog's message and saves nobody; a
// good one saves the player at once.
func TestPairingEditorLateEntry(t *testing.T) {
	s, _ := openPairingEditor(t)
	test.Tap(findButton(t, s, s.t("pairedit.late")))
	form, _, add := findDialogParts(t, s.win.Canvas().Overlays().Top())
	itemField(form.Items[0]).SetText("Late")
	itemField(form.Items[1]).SetText("Lotta")
	itemField(form.Items[2]).SetText("twelve")
	test.Tap(add)
	if want := s.t("ui.players.rating.invalid", "text", "twelve"); !slices.Equal(fieldProblems(form), []string{want}) {
		t.Errorf("problems %q, want %q below the rating", fieldProblems(form), want)
	}
	if n := len(s.doc.event.Players); n != 6 {
		t.Fatalf("%d players after a refused entry, want 6", n)
	}
	itemField(form.Items[2]).SetText(" 1850 ")
	test.Tap(add)
	if n := len(s.doc.event.Players); n != 7 || s.doc.event.Players[6].Rating != 1850 {
		t.Fatalf("after the entry: %d players, the last %+v", len(s.doc.event.Players), s.doc.event.Players[len(s.doc.event.Players)-1])
	}
}

// A late entrant added from the editor is found in its players'
// drop-downs by his name typed family name first, as the pairing list
// prints it: the drop-downs took his name but kept the names written
// family name first of the players before him, and "late l" chose
// nobody.
func TestPairingEditorFindsALateEntrantFamilyNameFirst(t *testing.T) {
	s, _ := openPairingEditor(t)
	enterLate(t, s, "Late", "Lotta")
	a := overlayParts[*picker](s)[0]
	s.win.Canvas().Focus(a)
	typeKeys(s, "late l")
	if !strings.HasSuffix(a.Selected, "Lotta Late") {
		t.Errorf("“late l” typed on the editor's first drop-down chose %q, want Lotta Late", a.Selected)
	}
}

// enterLate adds a late entrant, family and given names alone, from the
// pairing editor open on the six players' event.
func enterLate(t *testing.T, s *Shell, family, given string) {
	t.Helper()
	test.Tap(findButton(t, s, s.t("pairedit.late")))
	form, _, add := findDialogParts(t, s.win.Canvas().Overlays().Top())
	itemField(form.Items[0]).SetText(family)
	itemField(form.Items[1]).SetText(given)
	test.Tap(add)
	if n := len(s.doc.event.Players); n != 7 {
		t.Fatalf("after the entry of %s %s: %d players, want 7", given, family, n)
	}
}

// A late entrant added from the editor of a Swiss whose setting gives a
// late entry a zero-point bye for each round missed, with nothing typed
// for round 1, is told round 1's bye once, in the words the players' box
// and the command line use (words.MissedRounds): the setting's and why.
func TestPairingEditorLateEntrySaysTheSettingsByeOnce(t *testing.T) {
	file := newSwissFile(t, 6, 5)
	st, err := store.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	set := testevent.Event(t, st).Settings
	set.LateEntryByes = tournament.LateByesZero
	err = st.UpdateSettings(set)
	st.Close()
	if err != nil {
		t.Fatal(err)
	}
	s, _ := openPairingEditorOn(t, file)
	enterLate(t, s, "Tulija", "Myöhä")
	zero, _ := pairing.ByeText(tournament.ByeZeroPoint, s.t)
	want := s.t("event.late.missed.setting", "name", "Myöhä Tulija", "n", 1, "first", 1, "last", 1, "bye", zero)
	if got := topMessage(s); !strings.Contains(got, want) || strings.Count(got, "Myöhä Tulija") != 1 {
		t.Errorf("after the late entry the editor says\n%s\nwant round 1's bye once: %q", got, want)
	}
}

// chooseBoardWhites chooses in the open editor's first two boxes the
// Whites of boards 1 and 2 of before, the round as paired, for them to
// exchange opponents.
func chooseBoardWhites(t *testing.T, s *Shell, v *roundsView, before []tournament.Pairing) {
	t.Helper()
	sels := overlayParts[*picker](s)
	if len(sels) < 2 {
		t.Fatalf("%d drop-downs in the editor", len(sels))
	}
	label := v.swiss.playerLabels()
	sels[0].SetSelected(label(before[0].White))
	sels[1].SetSelected(label(before[1].White))
}

// editorCheckingLater opens the editor on a prescribed round, then queues
// the checker's work instead of running it, with board 1's and board 2's
// White chosen to exchange opponents (a deviation). It returns Save, the
// queue and the round as paired.
func editorCheckingLater(t *testing.T) (*Shell, *widget.Button, *[]func(), []tournament.Pairing) {
	t.Helper()
	s, v := openPairingEditor(t)
	save := findButton(t, s, s.t("ui.save")) // the round as paired: no deviation
	queued := &[]func(){}
	s.background = func(f func()) { *queued = append(*queued, f) }
	before := append([]tournament.Pairing(nil), s.doc.event.Rounds[0].Pairings...)
	chooseBoardWhites(t, s, v, before)
	return s, save, queued, before
}

// The editor's verdict is a whole pairing again, so it runs off the
// window's goroutine: while it runs the verdict says so, and Save (Enter)
// taken meanwhile saves once the verdict finds the round as prescribed. A
// verdict on a round edited since is thrown away, never shown over the
// newer round's, and nothing is saved on it.
func TestPairingEditorChecksInTheBackground(t *testing.T) {
	s, save, queued, before := editorCheckingLater(t)
	exchange := findButton(t, s, s.t("pairedit.exchange"))
	checking := s.t("swisscli.ui.checking", "n", 1)
	test.Tap(exchange) // a deviation
	if len(*queued) != 1 || !strings.Contains(topMessage(s), checking) || defaultButton(t, s) != save || save.Disabled() {
		t.Fatalf("while checking: %d queued, verdict %q, Save the default %v and disabled %v", len(*queued), topMessage(s), defaultButton(t, s) == save, save.Disabled())
	}
	test.Tap(exchange) // back to the prescribed pairing, before the first verdict came
	test.Tap(save)     // taken before its verdict
	if len(*queued) != 2 || !save.Disabled() {
		t.Fatalf("%d checks queued, Save disabled %v", len(*queued), save.Disabled())
	}
	(*queued)[0]() // the verdict on the deviation, no longer wanted
	if text := topMessage(s); !strings.Contains(text, checking) || strings.Contains(text, s.t("swisscli.check.deviations", "round", 1, "count", 1)[:20]) {
		t.Fatalf("the first exchange's verdict was shown over the second's:\n%s", text)
	}
	if s.doc.event.Rounds[0].Pairings[0] != before[0] || len(s.doc.event.Rounds[0].Pairings) != 3 {
		t.Fatal("saved on the verdict of a round edited since")
	}
	if n := len(openModals[s.win.Canvas()]); n == 0 {
		t.Fatal("the editor closed before its verdict")
	}
	(*queued)[1]() // the prescribed pairing: the Save taken goes through
	wantSteps(t, s, true, "pairedit.exchange<nil> pairedit.exchange<nil> pairedit.checked0 round.replace<nil>")
}

// Save taken while a deviation is being checked saves nothing: the
// verdict shows it, and Cancel is the default again.
func TestPairingEditorSavesNoDeviationUnseen(t *testing.T) {
	s, save, queued, before := editorCheckingLater(t)
	test.Tap(findButton(t, s, s.t("pairedit.exchange")))
	test.Tap(save)
	(*queued)[0]()
	if s.doc.event.Rounds[0].Pairings[0] != before[0] {
		t.Fatal("a deviation was saved unseen")
	}
	if text := topMessage(s); !strings.Contains(text, s.t("swisscli.check.deviations", "round", 1, "count", 1)[:20]) {
		t.Errorf("the deviation is not shown:\n%s", text)
	}
	if d := defaultButton(t, s); d.Text != s.t("ui.cancel") || save.Text != s.t("pairedit.save-anyway") || save.Disabled() {
		t.Errorf("after the deviation: the default %q, Save %q disabled %v", d.Text, save.Text, save.Disabled())
	}
}

// The editor's boards are a list that only lays out what is on screen; a
// board chosen there is the board to swap or remove.
func TestPairingEditorBoardList(t *testing.T) {
	s, _ := openPairingEditor(t)
	lists := overlayParts[*dialogList](s)
	if len(lists) != 1 || lists[0].Length() != 3 {
		t.Fatalf("%d lists of boards", len(lists))
	}
	lists[0].Select(1)
	if board := overlayParts[*picker](s)[2]; board.Selected != "2" {
		t.Errorf("choosing board 2 in the list chose %q", board.Selected)
	}
}

// A bye is on no board in the editor too (words.Board): its line and its
// choice read "–" and its player, where they read "3" after two boards;
// chosen, it is the bye that Remove takes out of the round.
func TestPairingEditorNamesNoBoardForTheBye(t *testing.T) {
	s, v := openPairingEditorOn(t, newSwissFile(t, 5, 5))
	bye := s.doc.event.Rounds[0].Pairings[2]
	if !bye.IsBye() {
		t.Fatalf("round 1's third row is %+v, not the bye", bye)
	}
	lists := overlayParts[*dialogList](s)
	if len(lists) != 1 || lists[0].Length() != 3 {
		t.Fatalf("%d lists of boards", len(lists))
	}
	label := v.swiss.playerLabels()
	item := lists[0].CreateItem()
	lists[0].UpdateItem(2, item)
	if line := item.(*widget.Label).Text; !strings.HasPrefix(line, words.NoBoard+".  "+label(bye.White)) {
		t.Errorf("the bye's line %q", line)
	}
	board := overlayParts[*picker](s)[2]
	if want := words.NoBoard + " " + label(bye.White); !slices.Contains(board.Options, want) || slices.Contains(board.Options, "3") {
		t.Fatalf("the boards offered %q, want the bye as %q", board.Options, want)
	}
	board.SetSelectedIndex(2)
	test.Tap(findButton(t, s, s.t("pairedit.remove")))
	if text := topMessage(s); !strings.Contains(text, s.t("pairedit.unpaired", "players", label(bye.White))) {
		t.Errorf("removing the bye does not leave its player unpaired:\n%s", text)
	}
}

// A game with moves recorded at the game desk keeps its board: an edit
// that gives board 2 other players is refused in the verdict, in the
// store's words naming the board and its players, before Save; Save then
// saves nothing and says why. Un-pairing the round says the desk's moves
// go with it, and taken anyway, they do.
func TestPairingEditorKeepsGameInPlay(t *testing.T) {
	s, v := openPairingEditor(t)
	before := append([]tournament.Pairing(nil), s.doc.event.Rounds[0].Pairings...)
	if _, err := s.doc.st.SaveGame(&replay.GameRecord{Round: 1, Board: 2, Moves: []replay.RecordedMove{{Ply: 1, UCI: "e2e4", SAN: "e4"}}}); err != nil {
		t.Fatal(err)
	}
	name := func(id int64) string { p, _ := s.doc.event.Player(id); return p.Name }
	seats := func(ps []tournament.Pairing) string {
		var out []string
		for _, p := range ps {
			out = append(out, fmt.Sprint(p.Board, p.White, p.Black))
		}
		return strings.Join(out, ", ")
	}
	refusal := func(key string) string {
		return s.cat.Error(&engine.Message{Key: key, Args: engine.Args("round", 1, "board", 2,
			"white", name(before[1].White), "black", name(before[1].Black))})
	}
	chooseBoardWhites(t, s, v, before)
	test.Tap(findButton(t, s, s.t("pairedit.exchange")))
	want := refusal("store.error.game-in-play")
	if text := topMessage(s); !strings.Contains(text, want) {
		t.Errorf("the verdict on board 2 given other players does not say %q:\n%s", want, text)
	}
	test.Tap(findButton(t, s, s.t("pairedit.save-anyway")))
	if got := s.doc.event.Rounds[0].Pairings; seats(got) != seats(before) {
		t.Fatalf("saved %+v", got)
	}
	if ev, err := s.doc.st.Event(); err != nil || seats(ev.Rounds[0].Pairings) != seats(before) {
		t.Fatalf("the file holds %+v, %v", ev.Rounds, err)
	}
	test.Tap(findButton(t, s, s.t("ui.cancel")))

	test.Tap(v.swiss.unpair)
	want = refusal("store.error.game-in-play.unpair")
	if text := topMessage(s); !strings.Contains(text, want) {
		t.Errorf("the un-pairing's confirmation does not say %q:\n%s", want, text)
	}
	unpairConfirmed(t, s)
	if _, err := s.doc.st.GameAt(1, 2); err == nil {
		t.Error("board 2's desk game stayed after the round was taken back")
	}
}

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
	wantSteps(t, s, false, "teampairedit.exchange teampairedit.exchange teampairedit.colours teampairedit.colours teampairedit.bye teampairedit.checked team.repair")
}

// Enter in the list of matches, with a departure shown, takes the
// default, Cancel: the box closes and the round stands as paired. The
// arbiter, told by the box's keys that Enter saves, was told nothing
// of the exchange he had made and lost; the status line now says that
// round's pairing stands and the changes were not saved, as Escape's
// closing does.
func TestTeamPairingEditorCancelledSaysTheChangesAreNotSaved(t *testing.T) {
	for _, key := range []fyne.KeyName{fyne.KeyReturn, fyne.KeyEscape} {
		s, _, before := openTeamPairingEditor(t)
		typeKeys(s, "1")
		pressKey(s, fyne.KeyDown)
		typeKeys(s, "1x")
		if d := defaultButton(t, s); d.Text != s.t("ui.cancel") {
			t.Fatalf("with a departure the default is %q", d.Text)
		}
		pressKey(s, key)
		if n := len(openModals[s.win.Canvas()]); n != 0 {
			t.Fatalf("%s: %d boxes open", key, n)
		}
		if !sameRound(s, before) {
			t.Fatalf("%s saved the exchange", key)
		}
		if want := s.t("pairedit.discarded", "n", 1); s.status.Text != want {
			t.Errorf("%s: the status line says %q, not %q", key, s.status.Text, want)
		}
	}
}

// The box's line of keys names the button Enter takes as the round
// stands: Save while it follows the rules, Cancel while it departs from
// them. It said "Enter: save" throughout, and in a Finnish team Swiss at
// 1024×700 a bye given by B with the departures shown closed the box at
// Enter, the bye lost.
func TestTeamPairingEditorsKeysNameTheButtonEnterTakes(t *testing.T) {
	s, _, _ := openTeamPairingEditor(t)
	keys := func(when string) {
		t.Helper()
		d := defaultButton(t, s)
		hints := overlayParts[*look.Hint](s)
		if !slices.ContainsFunc(hints, func(h *look.Hint) bool { return strings.Contains(h.Text, "Enter: "+d.Text) }) {
			t.Errorf("%s: Enter takes %q, and no line of the box's says so", when, d.Text)
		}
	}
	typeKeys(s, "1")
	pressKey(s, fyne.KeyDown)
	typeKeys(s, "1x")
	keys("with a departure")
	typeKeys(s, "x")
	keys("exchanged back")
}

// In a round of eight teams, which has no bye, B gives the team picked
// the bye (it closed the window): its opponent, left without a match,
// has one too, the editor names both, and the check says the table gives
// no bye. Save anyway asks what the opponent scores, naming it, with each
// option's score and none chosen: Save with none chosen says so, Back
// returns to the editor, nothing saved. A zero-point bye, picked by the
// keys, changes the round, whose verdict is shown again; Save anyway then
// writes the team's pairing-allocated bye and the opponent's zero-point
// one, the choice in the audit log.
func TestTeamPairingEditorByeInAnEvenRound(t *testing.T) {
	s, v := pairRoundOne(t, newTeamFileOf(t, tournament.TeamSwiss, 5, 8, 4, 4), 8)
	before := s.doc.event.RoundMatches(1)
	if len(before) != 4 || slices.ContainsFunc(before, tournament.TeamMatch.IsBye) {
		t.Fatalf("round 1: %+v", before)
	}
	test.Tap(v.editBtn)
	typeKeys(s, "1b")
	given, opponent := before[0].White, before[0].Black
	ev := &s.doc.event
	text := topMessage(s)
	if want := s.t("teampairedit.tobye", "teams", teamName(ev, given)+", "+teamName(ev, opponent)); !strings.Contains(text, want) {
		t.Errorf("the teams to the bye are not named, want %q in:\n%s", want, text)
	}
	if want := s.cat.Sentence(engine.NewMessage("teams.check.swiss.bye.none", "round", 1, "team", teamLabelForTest(s, given))); !strings.Contains(text, want) {
		t.Errorf("the verdict does not say %q:\n%s", want, text)
	}
	// Space on Save anyway, as a window's driver sends it: the key, then
	// its character, which the question that opens picks nothing with.
	s.win.Canvas().Focus(boxButton(t, s, s.t("pairedit.save-anyway")))
	pressKey(s, fyne.KeySpace)
	typeKeys(s, " ")
	question := s.t("teampairedit.second.text", "n", 1, "teams", teamName(ev, opponent))
	if text := topMessage(s); !strings.Contains(text, question) {
		t.Fatalf("Save anyway did not ask what %s scores:\n%s", teamName(ev, opponent), text)
	}
	radios := overlayParts[*radio.Group](s)
	if len(radios) != 1 || radios[0].SelectedIndex() >= 0 {
		t.Fatalf("the question's choice: %d radios, one chosen for the arbiter", len(radios))
	}
	allocated := s.t("teampairedit.second.allocated", "score", s.t("teams.ui.bye", "mp", 1, "gp", "4"))
	zero := s.t("teampairedit.second.zero", "score", s.t("teams.ui.bye", "mp", 0, "gp", "0"))
	if !slices.Equal(radios[0].Options, []string{allocated, zero}) {
		t.Errorf("the options %q, want %q and %q", radios[0].Options, allocated, zero)
	}
	test.Tap(findButton(t, s, s.t("ui.save")))
	if text := topMessage(s); !strings.Contains(text, s.t("teampairedit.second.choose")) || !sameRound(s, before) {
		t.Fatalf("Save with nothing chosen:\n%s", text)
	}
	test.Tap(findButton(t, s, s.t("teampairedit.second.back")))
	if len(openModals[s.win.Canvas()]) != 1 || !sameRound(s, before) {
		t.Fatal("Back did not leave the editor open and the round unsaved")
	}
	test.Tap(findButton(t, s, s.t("pairedit.save-anyway")))
	// The choice has the keyboard: Down, Space picks the zero-point bye,
	// Enter saves.
	pressKey(s, fyne.KeyDown)
	pressKey(s, fyne.KeySpace)
	pressKey(s, fyne.KeyReturn)
	if len(openModals[s.win.Canvas()]) != 1 || !sameRound(s, before) {
		t.Fatal("the zero-point bye, which changes the round, was saved before its verdict was seen")
	}
	if text := topMessage(s); !strings.Contains(text, teamName(ev, opponent)+"  –  "+s.t("teams.ui.bye", "mp", 0, "gp", "0")) {
		t.Errorf("the editor does not show the zero-point bye:\n%s", text)
	}
	// Saved by Space as the window's driver sends it: its character, after
	// the editor closed, is not taken as a result key by the matches view's
	// result box, which the round's results come to next.
	test.Tap(findButton(t, s, s.t("pairedit.save-anyway"))) // Space's key
	typeKeys(s, " ")                                        // and its character
	if v.said.Text != "" || s.win.Canvas().Focused() != v.keys {
		t.Errorf("after the save by Space the result box says %q and the keyboard is on %v", v.said.Text, s.win.Canvas().Focused())
	}
	got := s.doc.event.RoundMatches(1)
	if len(got) != 5 || got[0].White != given || !got[0].IsBye() || got[0].Bye != tournament.NoBye ||
		got[4].White != opponent || !got[4].IsBye() || got[4].Bye != tournament.ByeZeroPoint {
		t.Fatalf("saved round %+v", got)
	}
	wantSteps(t, s, false, "teampairedit.bye.both teampairedit.second.zero teampairedit.checked team.repair")
}

// In a round robin, which has no requested byes, the question offers
// the event's own bye alone, with its score; chosen, it leaves the round
// as judged, and Save saves it at once, the choice in the audit log.
func TestTeamPairingEditorSecondByeInARoundRobin(t *testing.T) {
	s, v := pairedTeamRound(t, 8, 4)
	before := s.doc.event.RoundMatches(1)
	test.Tap(v.editBtn)
	typeKeys(s, "1b")
	test.Tap(findButton(t, s, s.t("pairedit.save-anyway")))
	radios := overlayParts[*radio.Group](s)
	if want := s.t("teampairedit.second.allocated", "score", s.t("teams.ui.bye", "mp", 0, "gp", "0")); len(radios) != 1 || !slices.Equal(radios[0].Options, []string{want}) {
		t.Fatalf("the question's choice in a round robin: want %q alone", want)
	}
	pressKey(s, fyne.KeySpace)
	enterSaves(t, s, "the round was not saved")
	got := s.doc.event.RoundMatches(1)
	if len(got) != 5 || got[4].White != before[0].Black || got[4].Bye != tournament.NoBye {
		t.Fatalf("saved round %+v", got)
	}
	wantSteps(t, s, false, "teampairedit.bye.both teampairedit.second.allocated teampairedit.checked team.repair")
}

// The zero-point bye the arbiter scored a team left without a match with
// is his, not the team's request: the editor opened again on the round
// saved pairs the two teams of the byes with each other after all (P),
// which Enter saves.
func TestTeamPairingEditorTakesBackTheArbitersZeroPointBye(t *testing.T) {
	s, v := pairRoundOne(t, newTeamFileOf(t, tournament.TeamSwiss, 5, 8, 4, 4), 8)
	ev := &s.doc.event
	before := ev.RoundMatches(1)
	given, opponent := before[0].White, before[0].Black
	two, err := team.GiveTeamBye(ev, before, given)
	if err == nil {
		two, err = team.ScoreSecondByes(ev, two, []int64{opponent}, tournament.ByeZeroPoint)
	}
	if err == nil {
		err = s.doc.st.SaveEditedTeamRound(1, two, nil)
	}
	if err != nil {
		t.Fatal(err)
	}
	s.reload()
	if got := s.doc.event.RoundMatches(1); len(got) != 5 || got[4].White != opponent || got[4].Bye != tournament.ByeZeroPoint {
		t.Fatalf("saved round %+v", got)
	}
	pairOneWithFive(t, s, v, "1", "the teams of the byes were not paired and saved")
	if got := s.doc.event.RoundMatches(1); !sameRound(s, before) || slices.ContainsFunc(got, tournament.TeamMatch.IsBye) {
		t.Fatalf("saved round %+v, want the round as paired %+v", got, before)
	}
}

// A round saved with the two byes of a bye given by hand in an even round,
// the opponent's scored a zero-point bye, keeps both as saved when the
// editor is opened again on it: a match's colours swapped, Save anyway
// asks nothing and saves the byes as they were. A team moved into the
// opponent's bye is asked about alone.
func TestTeamPairingEditorKeepsTheSavedSecondByes(t *testing.T) {
	s, v := pairRoundOne(t, newTeamFileOf(t, tournament.TeamSwiss, 5, 8, 4, 4), 8)
	ev := &s.doc.event
	before := ev.RoundMatches(1)
	given, opponent := before[0].White, before[0].Black
	test.Tap(v.editBtn)
	typeKeys(s, "1b")
	test.Tap(findButton(t, s, s.t("pairedit.save-anyway")))
	pressKey(s, fyne.KeyDown)
	pressKey(s, fyne.KeySpace)
	pressKey(s, fyne.KeyReturn)
	test.Tap(findButton(t, s, s.t("pairedit.save-anyway")))
	byes := func(want int64) {
		t.Helper()
		got := s.doc.event.RoundMatches(1)
		if len(got) != 5 || got[0].White != given || got[0].Bye != tournament.NoBye || got[0].LeftOut ||
			got[4].White != want || got[4].Bye != tournament.ByeZeroPoint || !got[4].LeftOut {
			t.Fatalf("saved round %+v, want %d's bye and %d's zero-point bye", got, given, want)
		}
	}
	byes(opponent)

	test.Tap(v.editBtn)
	pressKey(s, fyne.KeyDown)
	typeKeys(s, "c")
	test.Tap(findButton(t, s, s.t("pairedit.save-anyway")))
	if len(openModals[s.win.Canvas()]) != 0 {
		t.Fatalf("Save anyway asked again what the saved byes score:\n%s", topMessage(s))
	}
	byes(opponent)
	if got := s.doc.event.RoundMatches(1)[1]; got.White != before[1].Black || got.Black != before[1].White {
		t.Errorf("match 2 saved %+v, want its colours swapped", got)
	}
	wantSteps(t, s, false, "teampairedit.colours teampairedit.checked team.repair")

	// Match 2's White team takes the opponent's zero-point bye: the
	// question names it alone, not the team given the bye.
	other := before[1].Black
	test.Tap(v.editBtn)
	pressKey(s, fyne.KeyDown)
	typeKeys(s, "1")
	for range 3 {
		pressKey(s, fyne.KeyDown)
	}
	typeKeys(s, "1x")
	test.Tap(findButton(t, s, s.t("pairedit.save-anyway")))
	if text, want := topMessage(s), s.t("teampairedit.second.text", "n", 1, "teams", teamName(ev, other)); !strings.Contains(text, want) {
		t.Fatalf("Save anyway did not ask %q:\n%s", want, text)
	}
	pressKey(s, fyne.KeyDown)
	pressKey(s, fyne.KeySpace)
	enterSaves(t, s, "the zero-point bye chosen was not saved")
	byes(other)
}

// B in an even round sends the team and its opponent to the bye; the two
// could then not be paired with each other again, the editor pairing two
// teams only by exchanging one with a team in a match. P pairs the two
// picked, both in the bye, by the keys: match 1 and its opponent in match
// 5 picked with 1, then P, leaves the round as the table paired it, which
// Enter saves, with the pairing in the audit log.
func TestTeamPairingEditorPairsTwoTeamsInTheBye(t *testing.T) {
	s, v := pairedTeamRound(t, 8, 4)
	before := s.doc.event.RoundMatches(1)
	pairOneWithFive(t, s, v, "1b1", "Enter did not save")
	got := s.doc.event.RoundMatches(1)
	if len(got) != 4 || slices.ContainsFunc(got, tournament.TeamMatch.IsBye) || got[0].White != before[0].White || got[0].Black != before[0].Black {
		t.Fatalf("saved round %+v, want the round as paired %+v", got, before)
	}
	wantSteps(t, s, false, "teampairedit.bye.both teampairedit.pair teampairedit.checked team.repair")
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
	test.Tap(shownView[*matchesView](s, areaRounds).editBtn)
	typeKeys(s, "cc") // a change, and back: the table's round, Save the default
	enterSaves(t, s, "Enter did not save")
	wantSteps(t, s, true, "teampairedit.colours<nil> teampairedit.colours<nil> teampairedit.checked0 team.repair<nil>")
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
	test.Tap(shownView[*matchesView](s, areaRounds).editBtn)
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
	if _, err := s.doc.st.SaveGame(&replay.GameRecord{Round: 1, Board: 1, Moves: []replay.RecordedMove{{Ply: 1, UCI: "e2e4", SAN: "e4"}}}); err != nil {
		t.Fatal(err)
	}
	typeKeys(s, "c") // match 1's colours
	b := s.doc.event.MatchGames(before[0])[0]
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
	ev := testevent.Event(t, st)
	set := ev.Settings
	set.System, set.Rounds, set.TieBreaks = tournament.TeamSwiss, 5, tournament.TeamSwiss.DefaultTieBreaks()
	if err := st.UpdateSettings(set); err != nil {
		t.Fatal(err)
	}
	one, err := pairTeams(st, 1)
	if err != nil {
		t.Fatal(err)
	}
	ev, _ = st.Event()
	for _, m := range one {
		for b := range ev.MatchGames(m) {
			if !m.IsBye() {
				if err := setMatchBoard(st, 1, m.Number, b+1, tournament.WhiteWins); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if _, err := pairTeams(st, 2); err != nil {
		t.Fatal(err)
	}
	st.Close()
	s := openShell(t, path)
	s.SetLanguage("fi")
	s.win.Resize(fyne.NewSize(1024, 700))
	test.Tap(shownView[*matchesView](s, areaRounds).editBtn)
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

// The pairing editor of a Dubov round gives the Dubov check's verdict
// (C.04.4.1, 2026): two boards' opponents exchanged by hand in round 1,
// where no criterion tells the pairings apart, are named as equal on
// every quality criterion ([C5]–[C10]) and second by the order of 3.2;
// exchanging back is the system's own pairing.
func TestPairingEditorDubovVerdictC04041(t *testing.T) {
	s, v := openPairingEditorOn(t, newSystemFile(t, tournament.SwissDubov, 6, 5))
	before := s.doc.event.Rounds[0].Pairings
	chooseBoardWhites(t, s, v, before)
	test.Tap(findButton(t, s, s.t("pairedit.exchange")))
	text := topMessage(s)
	if head := s.t("systemcheck.check.deviations.dubov", "round", 1, "count", 1); !strings.Contains(text, head) || !strings.Contains(text, "C.04.4.1 3.2:") || !strings.Contains(text, "[C5]–[C10]") {
		t.Errorf("the verdict after the exchange:\n%s", text)
	}
	test.Tap(findButton(t, s, s.t("pairedit.exchange")))
	if text := topMessage(s); !strings.Contains(text, s.t("systemcheck.check.ok.dubov", "round", 1)) {
		t.Errorf("the verdict after exchanging back:\n%s", text)
	}
}

// TestPairingEditorJudgesTheRoundAsItWasPaired: the editor opened on
// round 2 after a result of round 1 was corrected once round 2 was paired
// judges it by the results it was paired by, as Check round and `arbiter
// check` do, and says first what was corrected since: it judged it by
// today's scores and listed a departure that Check round, beside it, did
// not find.
func TestPairingEditorJudgesTheRoundAsItWasPaired(t *testing.T) {
	s, v := correctedOnceRound2Paired(t)
	test.Tap(v.swiss.edit)
	wantJudgedAsPaired(t, s, "the editor's verdict on round 2")
}

// The board's row is a row of the players' form: at 1024×700, in each
// language, its drop-down begins where theirs do and its label is drawn
// as theirs are, where a plain label beside it had put its drop-down some
// 70 px to their left; and each row's buttons stand level with it.
func TestPairingEditorBoardRowIsARowOfTheForm(t *testing.T) {
	s, _ := openPairingEditor(t)
	s.win.Resize(fyne.NewSize(1024, 700))
	for _, lang := range i18n.Complete {
		closeBoxes(s)
		s.SetLanguage(lang)
		test.Tap(shownView[*roundsView](s, areaRounds).swiss.edit)
		sels := overlayParts[*picker](s)
		if len(sels) != 3 {
			t.Fatalf("%s: %d drop-downs in the editor, want the two players' and the board's", lang, len(sels))
		}
		d := fyne.CurrentApp().Driver()
		for i, name := range []string{"White's player", "Black's player"} {
			if got, want := d.AbsolutePositionForObject(sels[2]).X, d.AbsolutePositionForObject(sels[i]).X; got != want {
				t.Errorf("%s: the board's drop-down begins at x %.0f, %s's at %.0f", lang, got, name, want)
			}
		}
		// Each row's buttons stand level with its drop-down.
		for i, keys := range [][]string{{"pairedit.exchange", "pairedit.hand"}, {"pairedit.bye"}, {"pairedit.swap", "pairedit.remove"}} {
			at, h := d.AbsolutePositionForObject(sels[i]).Y, sels[i].Size().Height
			for _, k := range keys {
				b := boxButton(t, s, s.t(k))
				if y := d.AbsolutePositionForObject(b).Y; y != at || b.Size().Height != h {
					t.Errorf("%s: %q stands at y %.1f, %.1f high, beside drop-down %d at y %.1f, %.1f high", lang, b.Text, y, b.Size().Height, i+1, at, h)
				}
			}
		}
		a, board := drawnLabel(t, s, s.t("pairedit.player.a")), drawnLabel(t, s, s.t("pairedit.board"))
		if board.TextStyle != a.TextStyle || board.Alignment != a.Alignment {
			t.Errorf("%s: the board's label is drawn %+v, aligned %v; the players' %+v, aligned %v", lang, board.TextStyle, board.Alignment, a.TextStyle, a.Alignment)
		}
	}
}

// drawnLabel is the style the box on top draws the text in, which must
// be drawn there once.
func drawnLabel(t *testing.T, s *Shell, text string) widget.RichTextStyle {
	t.Helper()
	var found []widget.RichTextStyle
	for _, r := range overlayParts[*widget.RichText](s) {
		if len(r.Segments) == 1 && r.String() == text {
			found = append(found, r.Segments[0].(*widget.TextSegment).Style)
		}
	}
	if len(found) != 1 {
		t.Fatalf("%q is drawn %d times in the box", text, len(found))
	}
	return found[0]
}

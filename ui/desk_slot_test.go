package ui

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/internal/pdftext"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/ui/desk"
	"arbiter/ui/dropdown"
	"arbiter/ui/radio"
	"arbiter/ui/textfield"
)

// openFromThePicker presses Tab and Enter, as the arbiter opens the board
// the desk's board picker (which has the keyboard) shows, and is the game
// opened; no game opened fails the test.
func openFromThePicker(t *testing.T, s *Shell) *desk.Session {
	t.Helper()
	c := s.win.Canvas()
	c.FocusNext()
	pressKey(s, fyne.KeyReturn)
	session := s.areaView(areaDesk).(*deskSlot).view.Session()
	if session == nil {
		t.Fatalf("Tab and Enter from the picker opened no game (the keyboard on %T)", c.Focused())
	}
	return session
}

// pairedShell is a shell on a four-player round robin with round 1 paired.
func pairedShell(t *testing.T) *Shell {
	t.Helper()
	s := openShell(t, newEventFile(t, "Anna", "Boris", "Carl", "Dana"))
	pairRoundRobin(t, s, 1)
	return s
}

func TestDeskKeepsGameAcrossLanguageSwitch(t *testing.T) {
	s := pairedShell(t)
	s.openAtDesk(1, 2)
	if s.area != areaDesk {
		t.Fatalf("area after opening a game = %d, want the desk", s.area)
	}
	session := s.areaView(areaDesk).(*deskSlot).view.Session()
	if session == nil || session.Round() != 1 || session.Board() != 2 {
		t.Fatalf("desk session = %+v", session)
	}
	start := engine.StartPosition()
	m, err := start.ParseMove("d4", engine.Notation{Lang: engine.English})
	if err != nil {
		t.Fatal(err)
	}
	if err := session.Play(m); err != nil {
		t.Fatal(err)
	}
	s.SetLanguage(i18n.Estonian)
	again := s.areaView(areaDesk).(*deskSlot).view.Session()
	if again != session || again.Game().Ply() != 1 {
		t.Errorf("after the language switch the desk shows %p with %d plies, want the same game", again, again.Game().Ply())
	}
	if s.area != areaDesk {
		t.Errorf("the language switch left the desk for area %d", s.area)
	}
	s.openAtDesk(1, 9)
	if got := s.areaView(areaDesk).(*deskSlot).view.Session(); got != session {
		t.Error("a board that does not exist replaced the open game")
	}
	// Switched in another view, the language keeps the desk's game too:
	// the desk is made again at the switch, with its game, not when it is
	// next shown, without it.
	s.show(areaPlayers)
	s.SetLanguage(i18n.Finnish)
	if got := shownView[*deskSlot](s, areaDesk).view.Session(); got != session {
		t.Error("a language switch in the players view dropped the game open at the desk")
	}
}

// playSAN plays moves given in English SAN at the desk's session.
func playSAN(t *testing.T, session *desk.Session, sans ...string) {
	t.Helper()
	for _, san := range sans {
		pos := session.Game().Position()
		m, err := pos.ParseMove(san, engine.Notation{Lang: engine.English})
		if err != nil {
			t.Fatal(err)
		}
		if err := session.Play(m); err != nil {
			t.Fatal(err)
		}
	}
}

// A move made at the desk is what the toolbar's Undo names and what the
// history shows first, by its round and board, though the desk reloads
// no view.
func TestDeskMoveNamedByUndoAndHistory(t *testing.T) {
	s := pairedShell(t)
	s.show(areaAudit)
	s.openAtDesk(1, 1)
	slot := s.areaView(areaDesk).(*deskSlot)
	// The first move records the game.
	playSAN(t, slot.view.Session(), "d4", "d5")
	slot.view.Refresh() // as the desk does after its every action
	want := s.t("store.audit.move.board", "round", 1, "board", 1, "ply", 2, "move", "d5")
	if got := s.undoBtn.whole; got != s.t("ui.undo")+": "+want {
		t.Errorf("Undo names %q after the move %q", got, want)
	}
	if got := shownView[*auditView](s, areaAudit).grid.cell(0, 3); got != want {
		t.Errorf("the history's newest line is %q, want %q", got, want)
	}
}

// The history shows the moves entered at the desk in the event's notation,
// as its boards write them (Finnish "Rf3" for Nf3, Estonian "0-0"), in
// whatever language the window is; an English event keeps English SAN.
func TestHistoryMovesInEventNotation(t *testing.T) {
	s := pairedShell(t)
	s.openAtDesk(1, 1)
	session := s.areaView(areaDesk).(*deskSlot).view.Session()
	playSAN(t, session, "e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O")
	for _, tt := range []struct {
		language, notation string
		window             i18n.Lang
		want               []string // the moves, newest first
	}{
		{"fi", "", i18n.Finnish, []string{"0-0", "Lc5", "Lc4", "Rc6", "Rf3", "e5"}},
		{"fi", "et", i18n.Finnish, []string{"0-0", "Oc5", "Oc4", "Rc6", "Rf3"}},
		{"et", "", i18n.Estonian, []string{"0-0", "Oc5", "Oc4", "Rc6", "Rf3"}},
		{"en", "", i18n.Finnish, []string{"O-O", "Bc5", "Bc4", "Nc6", "Nf3"}},
		{"fi", "en", i18n.Estonian, []string{"O-O", "Bc5", "Bc4", "Nc6", "Nf3"}},
	} {
		settings := s.doc.event.Settings
		settings.Language, settings.Rules.Notation = tt.language, tt.notation
		if !s.act(func() error { return s.doc.st.UpdateSettings(settings) }) {
			t.Fatal("settings refused")
		}
		s.SetLanguage(tt.window)
		v := shownView[*auditView](s, areaAudit)
		row := 0
		for v.log[row].Steps[0].Action != "move" {
			row++ // the settings changed since
		}
		for i, m := range tt.want {
			want := s.t("store.audit.move.board", "round", 1, "board", 1, "ply", 7-i, "move", m)
			if got := v.grid.cell(row+i, 3); got != want {
				t.Errorf("language %s, notation %q, %s window: history reads %q, want %q", tt.language, tt.notation, tt.window, got, want)
			}
		}
	}
}

// The window's keys work from the desk's fields as from the window's own:
// from the move box, where the arbiter types, Ctrl+Z takes back the move
// just entered (the box, emptied, has no typing to undo), from the file
// and from the board, Ctrl+Y brings it back, and Ctrl+2 shows
// the rounds; from the clock's adjustment field Ctrl+3 shows the
// standings, while Ctrl+Z there undoes the field's own typing.
func TestWindowKeysFromDeskFields(t *testing.T) {
	s := pairedShell(t)
	s.openAtDesk(1, 1)
	slot := s.areaView(areaDesk).(*deskSlot)
	var fields []*textfield.Entry
	for _, o := range drawnObjects(slot.object()) {
		if e, ok := o.(*textfield.Entry); ok {
			fields = append(fields, e)
		}
	}
	if len(fields) == 0 {
		t.Fatal("the desk has no text field")
	}
	moves := fields[0] // under the board, first in the desk's order
	c := s.win.Canvas()
	c.Focus(moves)
	test.Type(moves, "d4")
	moves.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if ply := slot.view.Session().Game().Ply(); ply != 1 || moves.Text != "" || c.Focused() != moves {
		t.Fatalf("after typing d4: %d plies, box %q, keyboard in %T; want the move played", ply, moves.Text, c.Focused())
	}
	target, err := s.doc.st.NextUndo()
	if err != nil {
		t.Fatal(err)
	}
	pressShortcut(s, &fyne.ShortcutUndo{})
	if want := s.t("ui.undo.done", "what", s.describe(target)); s.status.Text != want {
		t.Errorf("Ctrl+Z from the move box: status %q, want %q", s.status.Text, want)
	}
	if rec, err := s.doc.st.GameAt(1, 1); err == nil && len(rec.Moves) != 0 {
		t.Errorf("Ctrl+Z from the move box left the game with moves %v", rec.Moves)
	}
	if ply := slot.view.Session().Game().Ply(); ply != 0 {
		t.Errorf("after Ctrl+Z the desk shows %d plies, want the move taken back", ply)
	}
	pressShortcut(s, &fyne.ShortcutRedo{})
	if ply := slot.view.Session().Game().Ply(); ply != 1 {
		t.Errorf("after Ctrl+Y the desk shows %d plies, want the move again", ply)
	}
	pressShortcut(s, ctrl(fyne.Key2))
	if s.area != areaRounds {
		t.Errorf("Ctrl+2 from the move box shows area %d, want the rounds", s.area)
	}

	s.show(areaDesk)
	// The clock's settings are on the desk's tab of the clock and printing.
	for _, o := range drawnObjects(slot.object()) {
		if tabs, ok := o.(*container.AppTabs); ok {
			for _, item := range tabs.Items {
				if item.Text == s.t("desk.tab.more") {
					tabs.Select(item)
				}
			}
		}
	}
	var adjust *textfield.Entry
	for _, o := range drawnObjects(slot.object()) {
		if e, ok := o.(*textfield.Entry); ok && e.PlaceHolder == s.t("desk.clock.adjust-placeholder") {
			adjust = e
		}
	}
	if adjust == nil {
		t.Fatal("no clock adjustment field at the desk")
	}
	c.Focus(adjust)
	test.Type(adjust, "30")
	history, _ := s.doc.st.NextUndo()
	pressShortcut(s, &fyne.ShortcutUndo{})
	if now, _ := s.doc.st.NextUndo(); adjust.Text != "" || now.ID != history.ID {
		t.Errorf("Ctrl+Z in the adjustment field: field %q, history's latest %d, was %d; want the typing undone alone",
			adjust.Text, now.ID, history.ID)
	}
	pressShortcut(s, ctrl(fyne.Key3))
	if s.area != areaStandings {
		t.Errorf("Ctrl+3 from the clock's adjustment field shows area %d, want the standings", s.area)
	}
}

// A move entered at the desk after an Undo is said on the status line as
// the history names it, in each language: the line kept "Undone: …"
// through the moves that followed.
func TestDeskMoveAfterUndoIsSaidOnTheStatusLine(t *testing.T) {
	s := pairedShell(t)
	s.openAtDesk(1, 1)
	for _, step := range []struct {
		lang i18n.Lang
		move string
	}{{i18n.English, "d4"}, {i18n.Finnish, "d5"}, {i18n.Estonian, "c4"}} {
		s.SetLanguage(step.lang)
		s.show(areaDesk)
		slot := s.areaView(areaDesk).(*deskSlot)
		moves, ok := slot.view.KeyHome().(*textfield.Entry)
		if !ok {
			t.Fatalf("%s: the desk's move field is %T", step.lang, slot.view.KeyHome())
		}
		enter := func() {
			s.win.Canvas().Focus(moves)
			test.Type(moves, step.move)
			moves.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		}
		enter()
		pressShortcut(s, &fyne.ShortcutUndo{})
		undone := s.status.Text
		if !strings.HasPrefix(undone, strings.Split(s.t("ui.undo.done", "what", "|"), "|")[0]) {
			t.Fatalf("%s: status after Ctrl+Z %q, want the undo said", step.lang, undone)
		}
		enter()
		e, err := s.doc.st.NextUndo()
		if err != nil {
			t.Fatal(err)
		}
		if want := s.t("ui.saved", "what", s.describe(e)); s.status.Text != want {
			t.Errorf("%s: %s entered again after the undo: status %q, want %q", step.lang, step.move, s.status.Text, want)
		}
	}
}

// An undo said under the rounds view's result box is taken off it by
// the next change made elsewhere: after Ctrl+Z at the desk and a move
// entered again, the rounds view went on saying "Undone: … d5" beside
// the status line's word that the move was saved, as if just undone.
func TestUndoSaidUnderTheResultBoxGoesWithTheNextChange(t *testing.T) {
	s := pairedShell(t)
	s.show(areaRounds)
	rounds := s.areaView(areaRounds).(*roundsView)
	s.openAtDesk(1, 1)
	slot := s.areaView(areaDesk).(*deskSlot)
	moves, ok := slot.view.KeyHome().(*textfield.Entry)
	if !ok {
		t.Fatalf("the desk's move field is %T", slot.view.KeyHome())
	}
	enter := func(move string) {
		s.win.Canvas().Focus(moves)
		test.Type(moves, move)
		moves.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	}
	enter("d4")
	enter("d5")
	pressShortcut(s, &fyne.ShortcutUndo{})
	if undone := s.status.Text; rounds.said.Text != undone {
		t.Fatalf("after Ctrl+Z the rounds view says %q, the status line %q", rounds.said.Text, undone)
	}
	enter("d5")
	if rounds.said.Text != "" {
		t.Errorf("d5 entered again after the undo: the rounds view still says %q (status %q)", rounds.said.Text, s.status.Text)
	}
}

// The desk's key gives the keyboard to the move field of the game open
// there, so that a move is typed at once: Ctrl+7 left it with nothing,
// and "e4" and Enter went nowhere.
func TestTheDesksKeyGivesTheMoveFieldTheKeyboard(t *testing.T) {
	s := pairedShell(t)
	s.openAtDesk(1, 1)
	c := s.win.Canvas()
	runKey(t, s, viewKeys[areaRounds].shortcut())
	runKey(t, s, viewKeys[areaDesk].shortcut())
	f := c.Focused()
	if f == nil {
		t.Fatal("the desk's key left the keyboard with nothing")
	}
	for _, r := range "e4" {
		f.TypedRune(r)
	}
	pressKey(s, fyne.KeyReturn)
	if got := s.areaView(areaDesk).(*deskSlot).view.Session().Game().Ply(); got != 1 {
		t.Errorf("e4 and Enter typed after the desk's key: %d moves played, want 1", got)
	}
	if c.Focused() != f {
		t.Errorf("after the move the keyboard is on %T, want the move field", c.Focused())
	}
}

// With no game open at the desk, its key gives the keyboard to the board
// picker, so that the arbiter picks the board by the arrows and opens it
// with Tab and Enter: Ctrl+7 left the keyboard with nothing, and Tab
// went through the round's picker first.
func TestTheDesksKeyWithNoGameOpenGivesTheBoardPickerTheKeyboard(t *testing.T) {
	s := pairedShell(t)
	c := s.win.Canvas()
	runKey(t, s, viewKeys[areaDesk].shortcut())
	if _, ok := c.Focused().(*dropdown.Select); !ok {
		t.Fatalf("the desk's key with no game open gave the keyboard to %T, want the board picker", c.Focused())
	}
	openFromThePicker(t, s)
}

// The desk's round follows the round in play: shown while round 1 was
// played, it stayed on round 1 after round 2 was paired, so that Tab and
// Enter from the board picker opened round 1's board 1 for a claim made
// in round 2.
func TestTheDesksRoundFollowsTheRoundInPlay(t *testing.T) {
	s := pairedShell(t)
	runKey(t, s, viewKeys[areaDesk].shortcut())
	for _, p := range s.doc.event.Rounds[0].Pairings {
		if !p.IsBye() && !s.act(func() error { return s.doc.st.SetResult(1, p.Board, tournament.Draw) }) {
			t.Fatalf("round 1, board %d: no result saved", p.Board)
		}
	}
	pairRoundRobin(t, s, 2)
	runKey(t, s, viewKeys[areaDesk].shortcut())
	if session := openFromThePicker(t, s); session.Round() != 2 {
		t.Errorf("Tab and Enter from the picker with round 2 in play opened a game of round %d, want round 2", session.Round())
	}
}

// The desk's tabs turn by the keys desktop programs turn tabs by, from
// the move field as from a field of a tab, round the ends: Ctrl+Tab and
// Ctrl+Page Down the next, Ctrl+Shift+Tab and Ctrl+Page Up the one
// before, the keyboard going to the first field of the tab shown. Fyne's
// tab bar takes no keyboard: an arbiter working by keys had to click it.
// Elsewhere the keys change nothing; the desk tells them in every
// language.
func TestDeskTabsTurnByKeys(t *testing.T) {
	s := pairedShell(t)
	s.win.Resize(fyne.NewSize(1024, 700))
	s.openAtDesk(1, 1)
	var tabs *container.AppTabs
	for _, o := range test.LaidOutObjects(s.win.Content()) {
		if a, ok := o.(*container.AppTabs); ok {
			tabs = a
		}
	}
	if tabs == nil || tabs.SelectedIndex() != 0 {
		t.Fatal("the desk shows no tabs, or not its first")
	}
	c := s.win.Canvas()
	if _, ok := c.Focused().(*textfield.Entry); !ok {
		t.Fatalf("the keyboard is on %T, not the move field", c.Focused())
	}
	key := func(k fyne.KeyName, m fyne.KeyModifier) fyne.Shortcut {
		return &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierControl | m}
	}
	next, back := key(fyne.KeyTab, 0), key(fyne.KeyTab, fyne.KeyModifierShift)
	down, up := key(fyne.KeyPageDown, 0), key(fyne.KeyPageUp, 0)
	n := len(tabs.Items)
	for i, step := range []struct {
		sc   fyne.Shortcut
		want int
	}{{next, 1}, {next, 2}, {down, 3 % n}, {next, 4 % n}, {back, 3 % n}, {up, 2}, {up, 1}, {back, 0}, {back, n - 1}} {
		pressShortcut(s, step.sc)
		if got := tabs.SelectedIndex(); got != step.want {
			t.Fatalf("key %d (%s): tab %d shown, want %d", i, step.sc.ShortcutName(), got, step.want)
		}
		f, _ := c.Focused().(fyne.CanvasObject)
		if f == nil || !slices.Contains(test.LaidOutObjects(tabs.Items[step.want].Content), f) {
			t.Errorf("key %d: the keyboard is on %T, not in the tab shown", i, f)
		}
	}
	s.show(areaPlayers)
	pressShortcut(s, next)
	if s.area != areaPlayers || tabs.SelectedIndex() != n-1 {
		t.Errorf("Ctrl+Tab in the players view: view %d, the desk's tab %d", s.area, tabs.SelectedIndex())
	}
	s.show(areaDesk)
	inEachLanguage(s, func(lang i18n.Lang) {
		var told string
		for _, o := range drawnObjects(s.win.Content()) {
			if r, ok := o.(*widget.RichText); ok {
				told += r.String() + "\n"
			}
		}
		if !strings.Contains(told, s.t("desk.keys.tabs")) {
			t.Errorf("%s: the desk does not tell the keys of its tabs; it shows %q", lang, told)
		}
	})
}

// The desk's round is the round being played: with round 1's game
// postponed and round 2 paired over it, the desk chose round 1, the round
// in play, and Tab and Enter opened a game of round 1 for a claim made in
// round 2.
func TestTheDesksRoundIsTheRoundBeingPlayedOverAPostponedGame(t *testing.T) {
	s, _, _ := pairedOverOpenGame(t)
	runKey(t, s, viewKeys[areaDesk].shortcut())
	if session := openFromThePicker(t, s); session.Round() != 2 {
		t.Errorf("Tab and Enter from the picker with round 2 paired over round 1's postponed game opened a game of round %d, want round 2", session.Round())
	}
}

// At the desk Print (Ctrl+P) prints the filled scoresheet of the game open
// there, which the desk's own "Print scoresheet" prints through the same
// dialog, and the toolbar's Print is on; with no game open Print is off
// and Ctrl+P says, in the window's language, to open a game: it said the
// view had nothing to print and sent the arbiter to the Printing view.
func TestDeskPrintsTheOpenGamesScoresheet(t *testing.T) {
	s := pairedShell(t)
	var printed []string
	recordPrints(t, s, &printed)
	for _, lang := range []i18n.Lang{i18n.English, i18n.Finnish, i18n.Estonian} {
		s.SetLanguage(lang)
		s.show(areaDesk)
		if !s.printBtn.Disabled() {
			t.Errorf("%s: Print is on at the desk with no game open", lang)
		}
		pressShortcut(s, ctrl(fyne.KeyP))
		if want := i18n.For(lang).T("live.print.no-game"); s.status.Text != want || s.win.Canvas().Overlays().Top() != nil {
			t.Errorf("%s: Ctrl+P with no game open said %q, a dialog open %v; want %q", lang, s.status.Text,
				s.win.Canvas().Overlays().Top() != nil, want)
		}
	}
	s.SetLanguage(i18n.English)
	// Opened at the desk, the game turns Print on there.
	session := openFromThePicker(t, s)
	board := session.Board()
	playSAN(t, session, "e4", "e5")
	if s.printBtn.Disabled() {
		t.Error("Print is off at the desk with a game open")
	}
	slot := s.areaView(areaDesk).(*deskSlot)
	sheet := s.t("printdialog.what.board", "doc", s.t("ui.printing.doc.game-scoresheet"), "n", 1, "board", board)
	dialogOffers := func(how string) {
		t.Helper()
		what := overlayParts[*radio.Group](s)
		if len(what) != 1 || what[0].Selected != sheet {
			t.Fatalf("%s opened no print dialog with %q chosen", how, sheet)
		}
	}
	pressShortcut(s, ctrl(fyne.KeyP))
	dialogOffers("Ctrl+P")
	test.Tap(defaultButton(t, s))
	// The desk's own button, among the scoresheet's tools (the last tab).
	slot.view.TurnTab(-1)
	test.Tap(drawnButton(t, slot.view.Object(), s.t("desk.print")))
	dialogOffers("Print scoresheet")
	test.Tap(defaultButton(t, s))
	file := fmt.Sprintf("scoresheet-1-%d.pdf", board)
	if len(printed) != 2 || filepath.Base(printed[0]) != file || printed[1] != printed[0] {
		t.Fatalf("printed %q, want %s twice", printed, file)
	}
	text := pdftext.File(t, printed[0])
	ev := &s.doc.event
	pr, err := ev.FindPairing(1, board)
	if err != nil {
		t.Fatal(err)
	}
	testtext.SaysEach(t, "the scoresheet printed", text, ev.PlayerName(pr.White), ev.PlayerName(pr.Black), "e4", "e5")
}

// The blank scoresheet and a game's filled one share a file name; the
// round pack printed from the one's dialog must not be chosen first in
// the other's.
func TestDeskScoresheetKeepsItsOwnPrintHabit(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	s := pairedShell(t)
	s.printFile = func(string, printTarget) error { return nil }
	s.openPrintDialog(printJob{doc: gameDocs("scoresheet")[0], opt: s.eventPrintOptions()})
	what := overlayParts[*radio.Group](s)
	if len(what) != 1 || len(what[0].Options) != 2 {
		t.Fatal("the blank scoresheet's print dialog offers no round pack")
	}
	what[0].SetSelected(what[0].Options[1])
	test.Tap(defaultButton(t, s))
	s.show(areaDesk)
	board := openFromThePicker(t, s).Board()
	pressShortcut(s, ctrl(fyne.KeyP))
	sheet := s.t("printdialog.what.board", "doc", s.t("ui.printing.doc.game-scoresheet"), "n", 1, "board", board)
	if what := overlayParts[*radio.Group](s); len(what) != 1 || what[0].Selected != sheet {
		t.Fatalf("Ctrl+P at the desk after the pack was printed from the blank scoresheet: want %q chosen", sheet)
	}
}

// Ctrl+P on the desk with no game open says in red that a game is opened
// first; once the arbiter opens one (Tab, Enter from the board picker),
// that refusal goes, as the toolbar's Print comes on: it stayed in red
// under the open game, saying none was open.
func TestDeskPrintRefusalGoesAsAGameOpens(t *testing.T) {
	s := pairedShell(t)
	s.show(areaDesk)
	pressShortcut(s, ctrl(fyne.KeyP))
	refusal := s.t("live.print.no-game")
	if s.status.Text != refusal {
		t.Fatalf("Ctrl+P with no game open says %q, want %q", s.status.Text, refusal)
	}
	openFromThePicker(t, s)
	if s.status.Text == refusal {
		t.Errorf("with a game open the status line still says %q", refusal)
	}
}

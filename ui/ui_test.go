package ui

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/image/draw"

	"arbiter/assets"
	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/internal/testdir"
	"arbiter/internal/testevent"
	"arbiter/internal/testtext"
	"arbiter/printing"
	"arbiter/tournament"
	"arbiter/tournament/berger"
	"arbiter/tournament/conduct"
	"arbiter/tournament/pairing"
	"arbiter/tournament/store"
	"arbiter/ui/button"
	"arbiter/ui/look"
	"arbiter/ui/look/looktest"
	"arbiter/words"
)

// pair pairs and saves the next round at once, as the Pair button does
// off the window's goroutine, for tests that need a round to work on.
func (d *document) pair(override bool) error {
	_, err := conduct.Pair(d.st, &d.event, d.event.NextRound(), override)
	return err
}

// pairedNow pairs the next round of the event open in s (document.pair)
// and shows it, failing the test where the round is refused.
func pairedNow(t *testing.T, s *Shell) {
	t.Helper()
	if err := s.doc.pair(false); err != nil {
		t.Fatal(err)
	}
	s.reload()
}

// pairTeams pairs round r of the team event in st as the window does
// (conduct.Pair), from the file as it is, and returns its matches.
func pairTeams(st *store.Store, r int) ([]tournament.TeamMatch, error) {
	ev, err := st.Event()
	if err != nil {
		return nil, err
	}
	p, err := conduct.Pair(st, ev, r, false)
	return p.Matches, err
}

// setResult enters a result on a board of a round, as the store judges it
// (tournament.ResultAllowed), for tests that need results; the window
// enters them through the result keys (Store.SetResultOver).
func (d *document) setResult(round, board int, r tournament.Result) error {
	return d.st.SetResult(round, board, r)
}

// roundOneInFile enters r on boards 1 to boards of round 1 through the
// store (setResult), not the window's keys, and reads the event again.
func roundOneInFile(t *testing.T, s *Shell, boards int, r tournament.Result) {
	t.Helper()
	for b := 1; b <= boards; b++ {
		if err := s.doc.setResult(1, b, r); err != nil {
			t.Fatal(err)
		}
	}
	s.reload()
}

// newEventFile creates a round-robin tournament file with the named
// players seated in the given order and returns its path.
func newEventFile(t *testing.T, names ...string) string {
	t.Helper()
	settings := tournament.DefaultSettings()
	settings.Name = "Test Open"
	return createEvent(t, filepath.Join(t.TempDir(), "event.arbiter"), settings, seatedPlayers(names...)...)
}

// seatedPlayers are players of names seated in their order, rated 2000
// down by 10, as newEventFile adds them.
func seatedPlayers(names ...string) []tournament.Player {
	ps := make([]tournament.Player, len(names))
	for i, n := range names {
		ps[i] = tournament.Player{Name: n, Seat: i + 1, Rating: 2000 - 10*i}
	}
	return ps
}

// createEvent creates the event file path with settings and players, in
// their order, and returns path.
func createEvent(t testing.TB, path string, settings tournament.Settings, players ...tournament.Player) string {
	t.Helper()
	key, err := json.Marshal(struct {
		Settings tournament.Settings
		Players  []tournament.Player
	}{settings, players})
	if err != nil {
		t.Fatal(err)
	}
	// What AddPlayer reads of a player but JSON leaves out.
	for _, p := range players {
		key = fmt.Appendf(key, " %v %v", p.Namesake, p.MissedRounds)
	}
	// Made once a run for each settings and players, copied for each test.
	return testdir.Made(t, filepath.Dir(path), filepath.Base(path), "createEvent "+string(key), func(path string) {
		st, err := store.Create(path, settings)
		if err != nil {
			t.Fatal(err)
		}
		defer st.Close()
		for i, p := range players {
			if _, err := st.AddPlayer(p); err != nil {
				t.Fatalf("player %d: %v", i+1, err)
			}
		}
	})
}

// openShell opens path in a shell on a headless test window.
func openShell(t *testing.T, path string) *Shell {
	t.Helper()
	return openShellIn(t, path, func(w fyne.Window) fyne.Window { return w })
}

// shellIn is the main window's content in w, as Start makes it for a
// window of its own without a file: in the user's language (the saved
// preference, else the environment's locale), on the start page.
func shellIn(a fyne.App, w fyne.Window) *Shell {
	s := newShell(a, w)
	s.rebuild()
	return s
}

// openShellIn is openShell on the test window as wrap gives it.
func openShellIn(t *testing.T, path string, wrap func(fyne.Window) fyne.Window) *Shell {
	t.Helper()
	a := looktest.App(t)
	a.Preferences().SetString(prefLanguage, "en")
	s := shellIn(a, wrap(test.NewTempWindow(t, nil)))
	s.openFile = func(string) error { return nil } // no viewer starts in tests
	s.background = func(f func()) { f() }          // pairings, checks and prints finish before the test looks
	s.listPrinters = func() ([]string, string) { return []string{"desk"}, "desk" }
	if path != "" {
		s.Open(path)
		if s.doc == nil {
			t.Fatalf("%s did not open", path)
		}
		t.Cleanup(s.closeDocument)
	}
	return s
}

// Every result key is one character and no digit but 1, 0 and 5 is one:
// a board number typed by habit is refused, not read as a result.
func TestResultKeysAreOneCharacterEach(t *testing.T) {
	want := map[rune]tournament.Result{
		'1': tournament.WhiteWins, '0': tournament.BlackWins, '5': tournament.Draw, '=': tournament.Draw,
		'½': tournament.Draw, '+': tournament.WhiteForfeitWin, '-': tournament.BlackForfeitWin,
		'x': tournament.DoubleForfeit, '*': tournament.NoResult, 'a': tournament.Adjourned,
	}
	for c, r := range want {
		if got, ok := resultKey[c]; !ok || got != r {
			t.Errorf("key %q saves %v (%v), want %v", c, got, ok, r)
		}
	}
	for _, c := range "2346789 \n" {
		if _, ok := resultKey[c]; ok {
			t.Errorf("%q is a result key: a board number could be read as a result", c)
		}
	}
}

// The names the window proposes for new files speak its language: the
// new event's file without a name, and every printed document's, with
// the round and board; the event's own name is kept as typed. All are
// names Windows accepts.
func TestProposedFileNamesSpeakTheWindowsLanguage(t *testing.T) {
	s, round := fiveWithRoundOne(t)
	board := lastGameBoard(round)
	want := map[i18n.Lang][]string{
		i18n.English:  {"tournament.arbiter", "pairings-1.pdf", "envelope-1-" + board + ".pdf", "chief-arbiter-report.pdf"},
		i18n.Finnish:  {"turnaus.arbiter", "paritukset-1.pdf", "kirjekuori-1-" + board + ".pdf", "päätuomarin-raportti.pdf"},
		i18n.Estonian: {"turniir.arbiter", "paarid-1.pdf", "ümbrik-1-" + board + ".pdf", "peakohtuniku-aruanne.pdf"},
	}
	inEachLanguage(s, func(l i18n.Lang) {
		var got []string
		for _, name := range []string{"", "  Pärnu / Kevad  ", "???", "CON"} {
			got = append(got, s.fileNameFor(name))
		}
		if w := []string{want[l][0], "pärnu-kevad.arbiter", want[l][0], want[l][0]}; !slices.Equal(got, w) {
			t.Errorf("%s: event file names %q, want %q", l, got, w)
		}
		v := shownView[*printingView](s, areaPrinting)
		got = got[:0]
		for _, doc := range []string{"ui.printing.doc.pairings", "ui.printing.doc.blank-envelope", "ui.printing.doc.arbiter-report"} {
			v.docs.SetSelected(s.t(doc))
			if !v.board.Disabled() {
				v.board.SetSelected(board)
			}
			v.save()
			names := overlayParts[*field](s)
			if len(names) != 1 {
				t.Fatalf("%s: %d file name fields in the save dialog", l, len(names))
			}
			got = append(got, names[0].Text)
			s.win.Canvas().Overlays().Remove(s.win.Canvas().Overlays().Top())
		}
		if w := want[l][1:]; !slices.Equal(got, w) {
			t.Errorf("%s: proposed PDF names %q, want %q", l, got, w)
		}
		// Every document's name, in every shape it takes.
		for _, d := range printDocs {
			for _, name := range []string{printing.FileName(l, d.file, 0, 0, false), printing.FileName(l, d.file, 12, 3, false), printing.FileName(l, d.file, 12, 0, true)} {
				if strings.ContainsAny(name, `<>:"/\|?* `) || strings.Contains(name, "print.file") {
					t.Errorf("%s: %q is not a file name", l, name)
				}
			}
		}
	})
}

// chooserEntry is the entry of the open chooser's list named name.
func chooserEntry(t *testing.T, s *Shell, name string) *chooserRow {
	t.Helper()
	for _, r := range overlayParts[*chooserRow](s) {
		if r.label.Text == name {
			return r
		}
	}
	t.Fatalf("no %s in the chooser", name)
	return nil
}

// pressEnter submits an entry as the Return key does.
func pressEnter(e *field) { e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) }

// typeKeys types keys to whatever has the window's keyboard, else to the
// window's own handler, as the driver does (with a dialog box open,
// nothing takes them).
func typeKeys(s *Shell, keys string) {
	for _, c := range keys {
		if f := s.win.Canvas().Focused(); f != nil {
			f.TypedRune(c)
		} else if r := s.win.Canvas().OnTypedRune(); r != nil {
			r(c)
		}
	}
}

// TestTypedResultRefusedOnceAnotherFileIsCopiedOverTheFile: another
// event's file copied in place over the one the window has open (cp, a
// sync tool), or a copy of this event changed elsewhere and brought back
// over it after a result typed here. The result typed next was "saved"
// into the pages of the other file; it is refused instead, saying that
// the file was written over, the window still shows its own event, and
// the other file stays as it was copied.
func TestTypedResultRefusedOnceAnotherFileIsCopiedOverTheFile(t *testing.T) {
	for _, c := range []struct {
		name string
		// other is the file put over the window's, and the result the
		// window typed on board 1 before.
		other func(t *testing.T, s *Shell) ([]byte, tournament.Result)
	}{
		{"another event", func(t *testing.T, s *Shell) ([]byte, tournament.Result) {
			names := make([]string, 80)
			for i := range names {
				names[i] = fmt.Sprintf("Player %d", i+1)
			}
			copied := testdir.Read(t, newEventFile(t, names...))
			if info, err := os.Stat(s.doc.st.Path()); err != nil || int64(len(copied)) < info.Size() {
				t.Fatalf("the other event's file (%d bytes) is shorter than the open one (%v)", len(copied), err)
			}
			return copied, tournament.NoResult
		}},
		{"this event changed elsewhere", func(t *testing.T, s *Shell) ([]byte, tournament.Result) {
			carried := testdir.Write(t, filepath.Join(t.TempDir(), "carried.arbiter"), testdir.Read(t, s.doc.st.Path()))
			typeKeys(s, "1")
			elsewhere := testdir.Opened(t, store.Open, carried)
			for _, r := range []tournament.Result{tournament.Draw, tournament.WhiteWins, tournament.BlackWins} {
				if err := elsewhere.SetResult(1, 2, r); err != nil {
					t.Fatal(err)
				}
			}
			if err := elsewhere.Close(); err != nil {
				t.Fatal(err)
			}
			return testdir.Read(t, carried), tournament.WhiteWins
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, rounds := fourPaired(t)
			copied, board1 := c.other(t, s)
			path := s.doc.st.Path()
			testdir.Write(t, path, copied)
			typeKeys(s, "1")
			said := topMessage(s) + "\n" + rounds.said.Text
			if !strings.Contains(said, "was emptied, cut short or written over by another program while open here") || strings.Contains(said, "Saved") {
				t.Errorf("a result typed after %s was copied over the file: %q", c.name, said)
			}
			if ev := s.doc.event; ev.Settings.Name != "Test Open" || len(ev.Players) != 4 || len(ev.Rounds) != 1 ||
				ev.Rounds[0].Pairings[0].Result != board1 || ev.Rounds[0].Pairings[1].Result != tournament.NoResult {
				t.Errorf("the window shows %q with %d players and rounds %v; want its own event, board 1 %v, board 2 without a result",
					ev.Settings.Name, len(ev.Players), ev.Rounds, board1)
			}
			if now := testdir.Read(t, path); !bytes.Equal(now, copied) {
				t.Errorf("the file of %s copied over the open one was written into", c.name)
			}
		})
	}
}

func TestTypingResultsUpdatesStandings(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris", "Carl", "Dana"))
	rounds := s.areaView(areaRounds).(*roundsView)
	s.show(areaRounds)
	if s.win.Canvas().Focused() != rounds.keys {
		t.Error("the result box does not have the keyboard when the rounds view is shown")
	}
	// A click gives a window's button the keyboard; after pairing the
	// result box takes it back.
	s.win.Canvas().Focus(rounds.pairBtn)
	test.Tap(rounds.pairBtn)
	if got := len(s.doc.event.Rounds); got != 1 {
		t.Fatalf("after pairing: %d rounds, want 1", got)
	}
	if s.win.Canvas().Focused() != rounds.keys {
		t.Errorf("after pairing the keyboard is in %T, not the result box", s.win.Canvas().Focused())
	}
	if rounds.pick.Selected != "Round 1" {
		t.Errorf("round picker shows %q", rounds.pick.Selected)
	}
	first := s.doc.event.Rounds[0].Pairings[0]
	white, _ := s.doc.event.Player(first.White)
	black, _ := s.doc.event.Player(first.Black)

	// The cursor is on board 1, the first without a result, and the box
	// names its game.
	if want := "Board 1: " + white.Name; !strings.HasPrefix(rounds.keys.text.Text, want) {
		t.Errorf("result box = %q, want prefix %q", rounds.keys.text.Text, want)
	}
	typeKeys(s, "1")
	if got := s.doc.event.Rounds[0].Pairings[0].Result; got != tournament.WhiteWins {
		t.Fatalf("board 1 result in the file = %v, want 1-0", got)
	}
	if got := rounds.grid.cell(0, 3); got != "1–0" {
		t.Errorf("pairing grid result cell = %q", got)
	}
	// What was saved is said in full under the box, and the cursor is on
	// board 2.
	if want := s.t("live.entry.saved", "board", 1, "white", white.Name, "black", black.Name, "result", "1–0"); rounds.said.Text != want {
		t.Errorf("under the box %q, want %q", rounds.said.Text, want)
	}
	if rounds.chosen != 1 || !strings.HasPrefix(rounds.keys.text.Text, "Board 2:") {
		t.Errorf("after board 1 the cursor is on row %d (%q), want board 2", rounds.chosen, rounds.keys.text.Text)
	}

	// A round robin's standings count every result entered and say so:
	// board 2 still to play, the winner of board 1 leads with his point
	// and round 1 is named as one result of two; board 2's result
	// completes round 1.
	standings := shownView[*standingsView](s, areaStandings)
	partial := "Standings, round 1: 1 of 2 games entered.\n"
	if got := standings.grid.cell(0, 4); got != "1" || !strings.HasPrefix(standings.note.Text, partial) {
		t.Errorf("round 1 in progress: leader's points %q, note %q; want 1, %q", got, standings.note.Text, partial)
	}
	s.show(areaRounds)
	typeKeys(s, "=")
	s.show(areaStandings)
	if got := standings.note.Text; !strings.HasPrefix(got, "Standings after round 1.\n") {
		t.Errorf("round 1 complete: note %q", got)
	}
	if got := standings.grid.cell(0, 2); got != white.Name {
		t.Errorf("leader = %q, want %q", got, white.Name)
	}
	if got := standings.grid.cell(0, 4); got != "1" {
		t.Errorf("leader's points = %q, want 1", got)
	}
	cross := shownView[*crosstableView](s, areaCrosstable)
	row := white.Seat - 1
	if got := cross.grid.cell(row, 2+len(cross.grid.rows)); got != "1" { // after the seat, the name and the opponents
		t.Errorf("crosstable points of %s = %q, want 1", white.Name, got)
	}
	s.show(areaRounds)

	// The status line says what was saved, and Undo names it.
	if !strings.Contains(s.status.Text, "1") || !strings.HasPrefix(s.status.Text, "Saved:") {
		t.Errorf("status after a result = %q", s.status.Text)
	}
	if !strings.HasPrefix(s.undoBtn.Text, "Undo: ") || s.undoBtn.Disabled() || !s.redoBtn.Disabled() {
		t.Errorf("undo button %q (disabled %v), redo disabled %v", s.undoBtn.Text, s.undoBtn.Disabled(), s.redoBtn.Disabled())
	}
	// Undo takes the result back out of the file and the views.
	undoLabel := s.undoBtn.Text
	s.undo()
	if got := s.doc.event.Rounds[0].Pairings[1].Result; got != tournament.NoResult {
		t.Errorf("after undo board 2 = %v", got)
	}
	s.show(areaStandings)
	if got := standings.note.Text; !strings.HasPrefix(got, partial) {
		t.Errorf("after undo the standings' note %q, want %q", got, partial)
	}
	if !strings.HasPrefix(s.status.Text, "Undone:") {
		t.Errorf("status after undo = %q", s.status.Text)
	}
	// Redo brings it back, and names it the way Undo did: whole, or cut
	// at a word where Undo's name, which has first call on the room the
	// toolbar leaves at 800 pixels, leaves it less (updateHistory).
	redoName, undoName := strings.TrimPrefix(s.redoBtn.Text, "Redo"), strings.TrimPrefix(undoLabel, "Undo")
	cut, shortened := strings.CutSuffix(redoName, " …")
	if s.redoBtn.Disabled() || redoName != undoName && !(shortened && len(cut) > len(": ") && strings.HasPrefix(undoName, cut)) {
		t.Errorf("redo button %q after undoing %q", s.redoBtn.Text, undoLabel)
	}
	s.redo()
	if got := s.doc.event.Rounds[0].Pairings[1].Result; got == tournament.NoResult {
		t.Error("redo did not bring the result back")
	}
	if !strings.HasPrefix(s.status.Text, "Redone:") || !s.redoBtn.Disabled() {
		t.Errorf("after redo: status %q, redo disabled %v", s.status.Text, s.redoBtn.Disabled())
	}
}

func TestLanguageSwitchRebuildsViews(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris"))
	s.show(areaStandings)
	for _, l := range []i18n.Lang{i18n.Finnish, i18n.Estonian, i18n.English} {
		s.SetLanguage(l)
		cat := i18n.For(l)
		players := s.areaView(areaPlayers).(*playersView)
		if got, want := players.grid.cols[1].title, cat.T("ui.players.col.name"); got != want {
			t.Errorf("%s: name column = %q, want %q", l, got, want)
		}
		// An empty date shows its form, not a date that looks filled in.
		if got, want := s.areaView(areaSettings).(*settingsView).start.PlaceHolder, cat.T("ui.settings.date.hint"); got != want || strings.ContainsAny(got, "0123456789") {
			t.Errorf("%s: first day's hint = %q, want %q", l, got, want)
		}
		if s.area != areaStandings {
			t.Errorf("%s: area after switch = %d, want standings", l, s.area)
		}
		if want := cat.T("ui.title.event", "event", "Test Open", "file", "event.arbiter"); s.win.Title() != want {
			t.Errorf("%s: title = %q, want %q", l, s.win.Title(), want)
		}
	}
	if got := s.app.Preferences().String(prefLanguage); got != "en" {
		t.Errorf("saved language = %q, want en", got)
	}
}

// TestToolbarLanguagePickerSwitchesTheWindow: the language chosen in the
// toolbar's drop-down becomes the window's, and shows chosen after the
// window is made again in it.
func TestToolbarLanguagePickerSwitchesTheWindow(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris"))
	languagePicker(t, s).SetSelected(i18n.Finnish.Name())
	if got := languagePicker(t, s).Selected; s.lang != i18n.Finnish || got != i18n.Finnish.Name() {
		t.Errorf("after choosing %s the window is in %s, the drop-down shows %q", i18n.Finnish.Name(), s.lang, got)
	}
}

// languagePicker is the toolbar's language drop-down.
func languagePicker(t *testing.T, s *Shell) *picker {
	t.Helper()
	for _, o := range s.bar.Objects[0].(*fyne.Container).Objects {
		if p, ok := o.(*picker); ok {
			return p
		}
	}
	t.Fatal("no language drop-down in the toolbar")
	return nil
}

// Switching the window's language with typing in Event settings not
// saved asks first, as closing the event does: the switch makes every
// view again from the file, and the typing was lost, nothing said.
// Cancel and Escape keep the typing and the language, the drop-down
// showing it; "Drop what is typed" switches.
func TestLanguageSwitchAsksBeforeDroppingUnsavedSettings(t *testing.T) {
	s := openShell(t, newSwissFile(t, 6, 5))
	v := shownView[*settingsView](s, areaSettings)
	v.site.SetText("Helsinki Centre")
	asked := s.t("ui.language.settings.title")
	for _, kept := range []string{"Cancel", "Escape"} {
		languagePicker(t, s).SetSelected(i18n.Finnish.Name())
		if !slices.Contains(overlayTexts(s), asked) {
			t.Fatalf("Suomi chosen with the site typed and not saved: %q, not asked; the window in %s", overlayTexts(s), s.lang)
		}
		if kept == "Cancel" {
			test.Tap(boxButton(t, s, s.t("ui.cancel")))
		} else {
			pressKey(s, fyne.KeyEscape)
		}
		got := languagePicker(t, s).Selected
		if s.lang != i18n.English || got != i18n.English.Name() || s.win.Canvas().Overlays().Top() != nil {
			t.Fatalf("%s: the window in %s, the drop-down showing %q, a box open %v", kept, s.lang, got, s.win.Canvas().Overlays().Top() != nil)
		}
		if s.views[areaSettings] != v || v.site.Text != "Helsinki Centre" {
			t.Fatalf("%s: the site typed reads %q", kept, shownView[*settingsView](s, areaSettings).site.Text)
		}
	}
	languagePicker(t, s).SetSelected(i18n.Estonian.Name())
	test.Tap(boxButton(t, s, s.t("ui.close.settings.drop")))
	got := languagePicker(t, s).Selected
	if site := shownView[*settingsView](s, areaSettings).site.Text; s.lang != i18n.Estonian || got != i18n.Estonian.Name() || site != s.doc.event.Settings.Site {
		t.Errorf("typing dropped: the window in %s, the drop-down showing %q, the site %q where the file has %q", s.lang, got, site, s.doc.event.Settings.Site)
	}
}

func TestPlayerDialogShowsValidationErrors(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris"))
	players := s.areaView(areaPlayers).(*playersView)
	players.openDialog(tournament.Player{})
	form := players.search.f.form
	save := defaultButton(t, s)

	// An empty name is refused by the event's validation and explained
	// below the family name, a sentence of its own.
	test.Tap(save)
	if got := fieldProblems(players.search.f.form); len(got) != 1 || got[0] != s.t("ui.players.family.empty") {
		t.Errorf("the problems after saving an empty player = %q", got)
	}
	itemField(form.Items[0]).SetText("Carlsen")
	itemField(form.Items[1]).SetText(" Carl ")
	itemField(form.Items[4]).SetText("twelve")
	test.Tap(save)
	if got := fieldProblems(players.search.f.form); len(got) != 1 || !strings.Contains(got[0], "twelve") {
		t.Errorf("the problems for a bad rating = %q", got)
	}
	itemField(form.Items[4]).SetText("1850")
	itemField(form.Items[5]).SetText(" fin ")
	test.Tap(save)
	if s.win.Canvas().Overlays().Top() != nil {
		t.Errorf("dialog still open after a valid player was saved: %q", fieldProblems(form))
	}
	if got := len(s.doc.event.Players); got != 3 {
		t.Fatalf("%d players in the file, want 3", got)
	}
	if got := players.grid.cell(2, 1); got != "Carl Carlsen" {
		t.Errorf("third row = %q, want Carl Carlsen", got)
	}
	if p := s.doc.event.Players[2]; p.FamilyName != "Carlsen" || p.GivenNames != "Carl" || p.Federation != "FIN" {
		t.Errorf("saved as family %q, given %q, federation %q", p.FamilyName, p.GivenNames, p.Federation)
	}
}

// Every problem of a player's form shows at once, each below its field
// on the line that held the field's example, in the user's language, and
// nothing in the box moves, in every language at 1024×700 and 1366×768:
// the box said one problem a Save, on a line that appeared below the form
// and moved the form 20 points.
func TestPlayerFormShowsEveryProblemAtOnceInPlace(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris"))
	d := fyne.CurrentApp().Driver()
	atEachSizeAndLang(s, func(l i18n.Lang, where string) {
		players := s.areaView(areaPlayers).(*playersView)
		players.openDialog(tournament.Player{})
		f := players.search.f
		save := defaultButton(t, s)
		placed := func() []fyne.Position {
			return []fyne.Position{d.AbsolutePositionForObject(f.form), d.AbsolutePositionForObject(f.earned),
				d.AbsolutePositionForObject(save)}
		}
		before := placed()
		f.seat.SetText("x")
		f.rating.SetText("twelve")
		f.fed.SetText("fi")
		f.fideID.SetText("12a")
		f.birth.SetText("84")
		f.earned.SetText("yesterday")
		test.Tap(save)
		got := strings.Join(fieldProblems(f.form), "\n")
		if strings.Contains(got, ":") && strings.Contains(got, "?:") {
			t.Errorf("%s: a problem names a player \"?\":\n%s", where, got)
		}
		testtext.SaysEach(t, where+": the problems shown", got, s.t("ui.players.family.empty"), quotedAs(l, "x"), "twelve", "FI", "12a", "84", "yesterday")
		if n := len(fieldProblems(f.form)); n != 7 {
			t.Errorf("%s: %d problems shown, want 7:\n%s", where, n, got)
		}
		if after := placed(); !slices.Equal(before, after) {
			t.Errorf("%s: the form, its last field and Save moved from %v to %v", where, before, after)
		}
		boxFitsWhole(t, s, where)
		namesItsField(t, f.form, where)
		if len(s.doc.event.Players) != 2 {
			t.Fatalf("%s: a player was saved", where)
		}
		// Put right, a field's problem goes at the next Save.
		f.rating.SetText("1850")
		test.Tap(save)
		if got := strings.Join(fieldProblems(f.form), "\n"); strings.Contains(got, "twelve") || !strings.Contains(got, "12a") {
			t.Errorf("%s: after the rating is put right:\n%s", where, got)
		}
		closeBoxes(s)
	})
}

// fieldProblems are the problems a form under o shows below its fields,
// as drawn: each note's red lines, joined.
func fieldProblems(o fyne.CanvasObject) []string {
	red := theme.Current().Color(theme.ColorNameError, fyne.CurrentApp().Settings().ThemeVariant())
	var out []string
	for _, o := range drawnObjects(o) {
		n, ok := o.(*fieldNote)
		if !ok {
			continue
		}
		var lines []string
		for _, t := range test.WidgetRenderer(n).Objects() {
			if t := t.(*canvas.Text); t.Visible() && t.Text != "" && t.Color == red {
				lines = append(lines, t.Text)
			}
		}
		if len(lines) > 0 {
			out = append(out, strings.Join(lines, " "))
		}
	}
	return out
}

// smallShell opens an event of two players, Anna and Boris, in a window
// of 1024×700, the smallest the forms must fit.
func smallShell(t *testing.T) *Shell {
	t.Helper()
	s := openShell(t, newEventFile(t, "Anna", "Boris"))
	s.win.Resize(fyne.NewSize(1024, 700))
	return s
}

// settingsIn shows the settings view in language l, its fields filled
// from the event.
func settingsIn(s *Shell, l i18n.Lang) *settingsView {
	s.SetLanguage(l)
	v := shownView[*settingsView](s, areaSettings)
	v.refresh()
	return v
}

// shownView shows area a in s and gives its view as a V.
func shownView[V view](s *Shell, a area) V {
	s.show(a)
	return s.areaView(a).(V)
}

// cell is the text at a shown row of g.
func (g *grid) cell(row, col int) string { return g.data(g.dataRow(row), col) }

// controlPositions is where the fields, pickers, buttons, checks and
// labels drawn in o stand in the window: a form that says its problems in
// place must leave them where they were.
func controlPositions(o fyne.CanvasObject) []fyne.Position {
	d := fyne.CurrentApp().Driver()
	var out []fyne.Position
	for _, o := range drawnObjects(o) {
		switch o.(type) {
		case *field, *picker, *button.Button, *widget.Check, *widget.Label:
			out = append(out, d.AbsolutePositionForObject(o))
		}
	}
	return out
}

// boxFitsWhole checks that the topmost box lies whole within the window
// and each note under it within the box, its text on the lines it keeps.
func boxFitsWhole(t *testing.T, s *Shell, where string) {
	t.Helper()
	d := fyne.CurrentApp().Driver()
	ms := openModals[s.win.Canvas()]
	box := ms[len(ms)-1].pop.Content
	p, z, c := d.AbsolutePositionForObject(box), box.Size().Max(box.MinSize()), s.win.Canvas().Size()
	if need, room := box.MinSize(), s.contentSize(c); need.Width > room.Width || need.Height > room.Height {
		t.Errorf("%s: the box needs %v, the %v window gives %v", where, need, c, room)
	}
	for _, o := range drawnObjects(box) {
		n, ok := o.(*fieldNote)
		if !ok || !n.Visible() {
			continue
		}
		if np := d.AbsolutePositionForObject(n); np.X+n.Size().Width > p.X+z.Width || n.Size().Width <= 0 {
			t.Errorf("%s: a note at %v, %v runs out of the box at %v, %v", where, np, n.Size(), p, z)
		}
		if !n.fits() {
			t.Errorf("%s: %q wraps to more than %d lines in %v points", where, n.text(), n.lines, n.Size().Width)
		}
	}
}

// findDialogParts digs the form, the error line (nil in a box whose
// fields say their problems below them) and the save button out of a
// dialog on the window.
func findDialogParts(t *testing.T, o fyne.CanvasObject) (*widget.Form, *widget.Label, *widget.Button) {
	t.Helper()
	var form *widget.Form
	var problem *widget.Label
	var save *widget.Button
	for _, o := range drawnObjects(o) {
		switch w := o.(type) {
		case *widget.Form:
			form = w
		case *widget.Label:
			if w.Importance == widget.DangerImportance {
				problem = w
			}
		case *widget.Button:
			if w.Importance == widget.HighImportance {
				save = w
			}
		case *button.Button:
			if w.Importance == widget.HighImportance {
				save = &w.Button
			}
		}
	}
	if form == nil || save == nil {
		t.Fatal("dialog lacks its form or save button")
	}
	return form, problem, save
}

func TestSettingsSaveRenamesWindow(t *testing.T) {
	s, v := openSettings(t, newEventFile(t, "Anna", "Boris"))
	v.name.SetText("Pärnu Spring")
	v.rounds.SetText("many")
	saveRefused(t, v, "bad number", "many")
	v.rounds.SetText("")
	v.start.SetText("31.2.2026")
	saveRefused(t, v, "bad date", s.cat.Sentence(i18n.NewError("event.err.date", "value", "31.2.2026")))
	v.start.SetText("2026-05-01")
	v.tieBreaks.SetText("sb, nonsense")
	saveRefused(t, v, "unknown tie-break", "nonsense")
	v.tieBreaks.SetText("wins, sb")
	saveSettings(t, v, "valid settings refused")
	if got := s.doc.event.Settings; got.Name != "Pärnu Spring" || strings.Join(got.TieBreaks, ",") != "wins,sb" {
		t.Errorf("stored settings: %q %v", got.Name, got.TieBreaks)
	}
	if !strings.HasPrefix(s.win.Title(), "Pärnu Spring — ") {
		t.Errorf("title = %q", s.win.Title())
	}
	// The status line says the change saved, as the Undo button names it,
	// where it kept what it said before; saved again unchanged, it says
	// that nothing was changed (TestSavingUnchangedSettingsSaysSo).
	if want := s.t("store.audit.settings", "name", "Pärnu Spring"); !strings.Contains(s.status.Text, want) {
		t.Errorf("status after saving: %q, want it to say %q", s.status.Text, want)
	}
	s.setStatus("")
	v.save()
	if want := s.t("ui.settings.same"); s.status.Text != want {
		t.Errorf("status after saving nothing new: %q, want %q", s.status.Text, want)
	}

	// Once a round is paired, the system is fixed.
	test.Tap(shownView[*roundsView](s, areaRounds).pairBtn)
	s.show(areaSettings)
	if !v.system.sel.Disabled() || !v.rounds.Disabled() {
		t.Error("system and rounds still editable after pairing")
	}
	v.system.set(string(tournament.DoubleRoundRobin))
	v.save()
	if settingsSaid(v) != s.t("event.err.settings.fixed", "paired", 1) {
		t.Errorf("changing the system after pairing: %q", settingsSaid(v))
	}
}

func TestStartPageAndRecentFiles(t *testing.T) {
	s := openShell(t, "")
	if s.doc != nil || s.win.Title() != "Arbiter" {
		t.Fatalf("start page: doc %v, title %q", s.doc, s.win.Title())
	}
	missing := filepath.Join(t.TempDir(), "gone.arbiter")
	s.remember(missing)
	s.Open(missing)
	if s.doc != nil {
		t.Fatal("a missing file opened")
	}
	if len(s.recent()) != 0 {
		t.Errorf("missing file kept in the recent list: %v", s.recent())
	}
	path := newEventFile(t, "Anna", "Boris")
	s.Open(path)
	if s.doc == nil {
		t.Fatal("file did not open")
	}
	defer s.closeDocument()
	if r := s.recent(); len(r) != 1 || r[0] != path {
		t.Errorf("recent = %v", r)
	}
}

// The start page has the keyboard on the event opened last, so that
// Enter reopens it: the window opened on the start page with nothing
// chosen, and the last event, listed below, took five Tabs to reach.
func TestEnterOnTheStartPageReopensTheLastEvent(t *testing.T) {
	s := openShell(t, "")
	older, last := newEventFile(t, "Anna", "Boris"), newEventFile(t, "Carl", "Dana")
	s.remember(older)
	s.remember(last)
	s.rebuild()
	f := s.win.Canvas().Focused()
	if f == nil {
		t.Fatal("the start page has the keyboard on nothing")
	}
	f.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if s.doc == nil || s.doc.st.Path() != last {
		t.Fatalf("Enter on the start page opened %v, want %s", s.doc, last)
	}
	s.closeDocument()
}

// The start page with the most recent files it keeps fits the smallest
// window in every language, each file a button in reach: with eight it
// needed 729 pixels of a 700-pixel screen, and the window grew past the
// screen's edge, its status line out of sight for the day.
func TestStartPageWithEveryRecentFileFitsTheSmallestWindow(t *testing.T) {
	s := openShell(t, "")
	dir := t.TempDir()
	deep := filepath.Join(append([]string{dir}, slices.Repeat([]string{"club-championships-archive"}, 12)...)...)
	s.remember(filepath.Join(deep, "helsinki-open-2026.arbiter"))
	for i := range maxRecent - 1 {
		s.remember(filepath.Join(dir, fmt.Sprintf("club-championship-%d.arbiter", i)))
	}
	inEachLanguage(s, func(l i18n.Lang) {
		s.rebuild()
		checkFits(t, s, smallestRoom(s), string(l)+", the start page with "+fmt.Sprint(len(s.recent()))+" recent files")
		var shown []*button.Button
		for _, o := range drawnObjects(s.win.Content()) {
			if b, ok := o.(*button.Button); ok && strings.HasSuffix(b.Text, ".arbiter") {
				shown = append(shown, b)
			}
		}
		if len(shown) != maxRecent {
			t.Fatalf("%s: the start page offers %d recent files, want %d", l, len(shown), maxRecent)
		}
		if last := shown[len(shown)-1].Text; !strings.HasPrefix(last, "…"+string(filepath.Separator)) || !strings.HasSuffix(last, filepath.Join("club-championships-archive", "helsinki-open-2026.arbiter")) {
			t.Errorf("%s: the file deep in folders is offered as %q, want its name and the folders nearest it after an ellipsis", l, last)
		}
	})
}

// The start page shows the application icon, 128 units square, as sharp
// as the screen has pixels for: the 128-pixel copy on a screen at scale
// 1, which is not scaled as it is drawn, and the 512-pixel icon scaled at
// any other scale, never the small copy scaled again (stretched at 256
// pixels, it is off by far more than the copy's 2 of 255; shrunk to 96, by
// up to half the range at the edges).
func TestStartPageIconIsTheIconAtEveryScale(t *testing.T) {
	s := openShell(t, "")
	var icon *canvas.Raster
	for _, o := range drawnObjects(s.win.Content()) {
		if r, ok := o.(*canvas.Raster); ok && r.MinSize() == fyne.NewSize(128, 128) {
			icon = r
		}
	}
	if icon == nil {
		t.Fatal("the start page shows no icon of 128×128")
	}
	full, err := png.Decode(bytes.NewReader(assets.IconPNG))
	if err != nil {
		t.Fatal(err)
	}
	for _, side := range []int{96, 128, 192, 256} {
		got := icon.Generator(side, side)
		if got.Bounds() != image.Rect(0, 0, side, side) {
			t.Errorf("drawn at %d pixels: a picture of %v", side, got.Bounds())
			continue
		}
		want := image.NewNRGBA(got.Bounds())
		draw.CatmullRom.Scale(want, want.Bounds(), full, full.Bounds(), draw.Src, nil)
		worst := 0
		for y := range side {
			for x := range side {
				a, b := want.NRGBAAt(x, y), color.NRGBAModel.Convert(got.At(x, y)).(color.NRGBA)
				for _, d := range []int{int(a.R) - int(b.R), int(a.G) - int(b.G), int(a.B) - int(b.B), int(a.A) - int(b.A)} {
					worst = max(worst, d, -d)
				}
			}
		}
		// The 128-pixel copy is the icon scaled within 2 of 255 (the
		// assets' test).
		if worst > 2 {
			t.Errorf("drawn at %d pixels, the icon differs from icon.png scaled by up to %d of 255 in a channel", side, worst)
		}
	}
}

// TestHeldFileStaysInTheRecentList: a file another program holds when
// the window opens it is refused, naming the holder, and stays in the
// recent list, to be opened from it once the other program lets go
// (issue 89: it was dropped as a missing file is).
func TestHeldFileStaysInTheRecentList(t *testing.T) {
	s := openShell(t, "")
	path := newEventFile(t, "Anna", "Boris")
	s.remember(path)
	letGo := holdFile(t, path, store.Window)
	s.Open(path)
	if s.doc != nil {
		t.Fatal("a file another window holds opened")
	}
	// Opening is no change: the refusal says where the event is open and
	// what to do, not "make the change there … nothing was changed".
	if got := topMessage(s); !strings.Contains(got, "is open in another Arbiter window") || strings.Contains(got, "change") {
		t.Errorf("the refusal says:\n%s", got)
	}
	if r := s.recent(); len(r) != 1 || r[0] != path {
		t.Errorf("the held file left the recent list: %v", r)
	}
	letGo()
	s.Open(path)
	if s.doc == nil {
		t.Fatal("the file let go did not open from the recent list")
	}
	s.closeDocument()
}

// A weekly club's event reopened the next week comes back on the view it
// was closed on, the keyboard in it, and another event on its own: it
// always opened on the players, a week's standings published and the
// window closed on them.
func TestAReopenedEventComesBackOnTheViewItWasLeftOn(t *testing.T) {
	path, other := newEventFile(t, "Anna", "Boris"), newEventFile(t, "Carl", "Dana")
	s := openShell(t, path)
	s.show(areaStandings)
	s.closeDocument()

	next := shellIn(s.app, test.NewTempWindow(t, nil))
	next.Open(other)
	if next.area != areaPlayers {
		t.Errorf("an event never opened before opened on area %d, want the players", next.area)
	}
	next.show(areaCrosstable)
	next.Open(path)
	if next.doc == nil {
		t.Fatal("the event did not open again")
	}
	defer next.closeDocument()
	if next.area != areaStandings || next.body.Objects[0] != next.views[areaStandings].object() {
		t.Errorf("the event reopened on area %d, want the standings it was left on", next.area)
	}
	next.Open(other)
	if next.area != areaCrosstable {
		t.Errorf("the other event reopened on area %d, want the crosstable it was left on", next.area)
	}
}

// overlayParts returns the widgets of a kind inside the topmost dialog.
func overlayParts[T fyne.CanvasObject](s *Shell) []T {
	var out []T
	for _, o := range drawnObjects(s.win.Canvas().Overlays().Top()) {
		if w, ok := o.(T); ok {
			out = append(out, w)
			continue
		}
		// A dialog's button is a button, its tick box a check, its list
		// a list.
		switch b := o.(type) {
		case *button.Button:
			o = &b.Button
		case *tickBox:
			o = &b.Check
		case *dialogList:
			o = &b.List
		}
		if w, ok := o.(T); ok {
			out = append(out, w)
		}
	}
	return out
}

// saveProposed accepts the save dialog on top, which must propose the file
// name want, and returns the path it saves to, in the event's folder.
func saveProposed(t *testing.T, s *Shell, want string) string {
	t.Helper()
	if names := overlayParts[*field](s); len(names) != 1 || names[0].Text != want {
		t.Fatalf("proposed file name: %v, want %s", names, want)
	}
	test.Tap(defaultButton(t, s))
	return filepath.Join(s.doc.dir(), want)
}

// checkPDF fails the test unless the file at path is a PDF; what names
// the file in the failure.
func checkPDF(t *testing.T, what, path string) {
	t.Helper()
	if data, err := os.ReadFile(path); err != nil || !strings.HasPrefix(string(data), "%PDF-") {
		t.Errorf("%s, %s: %v, not a PDF", what, path, err)
	}
}

// defaultButton is the highlighted button of the topmost dialog: the
// last one, as the dialog's own buttons come after its content.
func defaultButton(t *testing.T, s *Shell) *widget.Button {
	t.Helper()
	var found *widget.Button
	for _, b := range overlayParts[*widget.Button](s) {
		if b.Importance == widget.HighImportance && b.OnTapped != nil {
			found = b
		}
	}
	if found == nil {
		t.Fatal("no dialog with a default button is open")
	}
	return found
}

func TestPrintingSavesPDF(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris", "Carl"))
	v := s.areaView(areaPrinting).(*printingView)
	v.docs.SetSelected(s.t("ui.printing.doc.standings"))
	if !v.round.Disabled() {
		t.Error("round choice enabled for a document of the whole event")
	}
	v.save()
	path := saveProposed(t, s, "standings.pdf")
	checkPDF(t, "the standings saved", path)
	if v.status.Text != s.t("ui.printing.saved", "file", path) {
		t.Errorf("status = %q", v.status.Text)
	}

	// A per-round document cannot be printed before a round is paired.
	v.docs.SetSelected(s.t("ui.printing.doc.pairings"))
	v.save()
	if !slices.Contains(overlayTexts(s), s.t("ui.printing.no-round")) {
		t.Error("printing pairings without a round was not refused")
	}
}

func TestOpenThroughChooser(t *testing.T) {
	first := newEventFile(t, "Anna", "Boris")
	dir := t.TempDir()
	second := createEvent(t, filepath.Join(dir, "second.arbiter"), tournament.DefaultSettings())
	if err := os.Mkdir(filepath.Join(dir, "archive"), 0o755); err != nil {
		t.Fatal(err)
	}
	testdir.Write(t, filepath.Join(dir, "notes.txt"), "")
	s := openShell(t, first)
	s.app.Preferences().SetString(prefFolder, dir)
	s.openDialog()
	lists := overlayParts[*widget.List](s)
	if len(lists) != 1 {
		t.Fatalf("%d lists in the chooser", len(lists))
	}
	// Folders first, then tournament files; other files are not shown.
	var shown []string
	for _, l := range overlayParts[*widget.Label](s) {
		if l.Text == "archive" || strings.HasSuffix(l.Text, ".arbiter") || l.Text == "notes.txt" {
			shown = append(shown, l.Text)
		}
	}
	if strings.Join(shown, " ") != "archive second.arbiter" {
		t.Errorf("chooser lists %v", shown)
	}
	// A click only picks the file, so that a double click's second click
	// cannot land on the view behind; the double click opens it.
	lists[0].Select(1)
	if s.doc.st.Path() != first || overlayParts[*field](s)[0].Text != "second.arbiter" {
		t.Fatalf("a click opened %s, or did not name the file", s.doc.st.Path())
	}
	test.DoubleTap(chooserEntry(t, s, "second.arbiter"))
	if s.doc == nil || s.doc.st.Path() != second {
		t.Fatalf("open through the chooser: %v", s.doc)
	}
	if r := s.recent(); len(r) != 2 || r[0] != second || r[1] != first {
		t.Errorf("recent = %v", r)
	}
	if s.win.Title() != s.t("ui.title.event", "event", s.t("ui.untitled"), "file", "second.arbiter") {
		t.Errorf("title = %q", s.win.Title())
	}
}

// smallestRoom makes the window the smallest every view is made to fit,
// 1024×700 (a small laptop's screen), and returns the room its content
// has there as a real window gives it: a padding less each side, so
// content measured against 1024 itself opened the real window at 1031.
func smallestRoom(s *Shell) fyne.Size {
	s.win.Resize(smallest)
	return s.contentSize(smallest)
}

// checkFits fails the test when the window's content needs more than the
// room a window of 1024×700 gives it (smallestRoom).
func checkFits(t *testing.T, s *Shell, room fyne.Size, what string) {
	t.Helper()
	if got := s.win.Content().MinSize(); got.Width > room.Width || got.Height > room.Height {
		t.Errorf("%s: the content needs %.0f×%.0f, more than the %.0f×%.0f a 1024×700 window gives it",
			what, got.Width, got.Height, room.Width, room.Height)
	}
}

// checkChoicesWhole fails the test for each choice of the drop-downs
// sels that its list, drawn as wide as the drop-down, cuts short: Fyne's
// drop-down is only as wide as its placeholder.
func checkChoicesWhole(t *testing.T, what string, sels ...*picker) {
	t.Helper()
	for _, sel := range sels {
		for _, o := range sel.Options {
			need := fyne.MeasureText(o, theme.TextSize(), fyne.TextStyle{}).Width + theme.IconInlineSize() + 4*theme.Padding()
			if got := sel.Size().Width; got < need {
				t.Errorf("%s: %q needs %.0f px, its list is %.0f wide", what, o, need, got)
			}
		}
	}
}

// checkViewFits fails the test when the view shown needs more than the
// room the window leaves it, beside the navigation and between the
// toolbar and the status line: the window scrolls such a view, whose
// edge is out of sight until the arbiter scrolls to it.
func checkViewFits(t *testing.T, s *Shell, what string) {
	t.Helper()
	if need, has := s.frame.Content.MinSize(), s.frame.Size(); need.Width > has.Width || need.Height > has.Height {
		t.Errorf("%s: the view needs %.0f×%.0f, the window leaves it %.0f×%.0f", what, need.Width, need.Height, has.Width, has.Height)
	}
}

// TestViewsFitDefaultWindow keeps every view, in every language, within
// the smallest window, in an individual event with a game open at the
// desk and in a team event: a view wider than the window is cut off or
// scrolled sideways. The team event's players view was 21 px too wide
// in Finnish.
func TestViewsFitDefaultWindow(t *testing.T) {
	individual := openShell(t, newEventFile(t, "Anna Virtanen-Kärkkäinen", "Boris", "Carl", "Dana", "Eero", "Fjodor", "Gea", "Heiki"))
	test.Tap(individual.areaView(areaRounds).(*roundsView).pairBtn)
	individual.openAtDesk(1, 1)
	for _, ev := range []struct {
		name string
		s    *Shell
	}{
		{"individual", individual},
		{"team", openShell(t, newPlayedTeamSwiss(t, 7))},
	} {
		s := ev.s
		room := smallestRoom(s)
		eachViewInEachLanguage(s, func(view string) {
			what := ev.name + ", " + view
			checkFits(t, s, room, what)
			checkViewFits(t, s, what)
		})
	}
}

// The rules at the board show their choices whole at 1024×700 in every
// language: the Finnish ones were cut to "Ei (vain sääntökoel…" beside
// the column of checks.
func TestRuleChoicesNotCut(t *testing.T) {
	s := smallShell(t)
	for _, l := range i18n.All {
		s.SetLanguage(l)
		f := shownView[*settingsView](s, areaSettings).rules
		checkChoicesWhole(t, string(l), f.national.sel, f.device.sel, f.notation.sel)
	}
}

func TestSelectionFollowsThePlayer(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris", "Carl"))
	v := s.areaView(areaPlayers).(*playersView)
	v.grid.table.Select(widget.TableCellID{Row: 2, Col: 1})
	if v.edit.Disabled() || !v.withdraw.Disabled() || v.remove.Disabled() {
		t.Error("before round 1 a selected player can be edited and removed, not withdrawn")
	}
	carl := v.players[2]
	// Removing Anna moves Carl up a row; he stays the one selected.
	if !s.act(func() error { return s.doc.st.DeletePlayer(v.players[0].ID) }) {
		t.Fatal("removing a player failed")
	}
	if v.selected != 1 || v.players[v.selected].ID != carl.ID {
		t.Errorf("selection after the rows moved: row %d, want Carl on row 1", v.selected)
	}
}

func TestNewTournament(t *testing.T) {
	s := openShell(t, "")
	last, typed := t.TempDir(), t.TempDir()
	s.app.Preferences().SetString(prefFolder, last)
	s.newTournament()
	entries := overlayParts[*field](s)
	// name, start, end, site, arbiter, rounds, boards, time control, folder, file
	if len(entries) != 10 {
		t.Fatalf("%d entries in the new tournament dialog, want 10", len(entries))
	}
	name, rounds, folder, file := entries[0], entries[5], entries[8], entries[9]
	if folder.Text != last {
		t.Errorf("the folder field starts at %q, not the last folder %q", folder.Text, last)
	}
	test.Type(name, "Tampere Open 2026")
	if file.Text != "tampere-open-2026.arbiter" {
		t.Errorf("proposed file name %q", file.Text)
	}
	if !rounds.Disabled() {
		t.Error("a round robin's rounds can be typed")
	}
	selects := overlayParts[*picker](s)
	// system, ruleset, language
	selects[0].SetSelected(i18n.UpperFirst(s.t(tournament.SwissDutch.NameKey())))
	folder.SetText(typed)
	// A Swiss event without its number of rounds is refused, not made
	// with none.
	pressEnter(name)
	if s.doc != nil {
		t.Fatalf("a Swiss event was created with rounds %q", rounds.Text)
	}
	if got, want := dialogRefusal(s), s.t("event.err.settings.rounds.needed"); got != want {
		t.Errorf("empty rounds of a Swiss event: refusal %q, want %q", got, want)
	}
	test.Type(rounds, "7")
	entries[1].SetText("2026-05-01")
	entries[2].SetText("2026-05-03")
	entries[7].SetText("90+30")
	pressEnter(name)
	if s.doc == nil {
		t.Fatal("no tournament open after Create")
	}
	t.Cleanup(s.closeDocument)
	if got := s.doc.st.Path(); got != filepath.Join(typed, "tampere-open-2026.arbiter") {
		t.Errorf("created %s", got)
	}
	st := s.doc.event.Settings
	if st.Name != "Tampere Open 2026" || st.System != tournament.SwissDutch || st.Rounds != 7 || st.StartDate != "2026-05-01" ||
		st.TimeControl != "90+30" || st.WithdrawalPolicy != tournament.WithdrawalAsPlayed || st.TieBreaks[0] != "bh-c1" {
		t.Errorf("created with %+v", st)
	}
	if got := s.app.Preferences().String(prefFolder); got != typed {
		t.Errorf("remembered folder %q, want %q", got, typed)
	}

	// The same name again is refused in the dialog, which stays open; the
	// USSR 1953 code brings its own withdrawal rule.
	s.newTournament()
	entries = overlayParts[*field](s)
	test.Type(entries[0], "Tampere Open 2026")
	overlayParts[*picker](s)[1].SetSelected(s.t("rules.ruleset.ussr1953"))
	pressEnter(entries[0])
	if refusal := dialogRefusal(s); !strings.Contains(refusal, "tampere-open-2026.arbiter") {
		t.Errorf("creating an existing file: %q", refusal)
	}
	entries[9].SetText("kevät")
	pressEnter(entries[0])
	if st := s.doc.event.Settings; st.Ruleset != "USSR1953" || st.WithdrawalPolicy != tournament.WithdrawalUSSR1953 {
		t.Errorf("a USSR 1953 event: ruleset %s, withdrawal %s", st.Ruleset, st.WithdrawalPolicy)
	}
	// The default round robin takes its length from the players, so its
	// empty Rounds field is no refusal.
	if st := s.doc.event.Settings; st.System != tournament.RoundRobin || st.Rounds != 0 {
		t.Errorf("the round robin was created as %s with %d rounds", st.System, st.Rounds)
	}
}

// Enter in the new-event dialog with no name typed makes no file: one
// Enter on the empty box made "tournament.arbiter", an event with no
// name on its every page, where the command line asks for --name. The
// box says below the name what it needs, in each language, until a name
// is typed.
func TestNewTournamentNeedsAName(t *testing.T) {
	for _, lang := range i18n.Complete {
		s := openShell(t, "")
		s.SetLanguage(lang)
		dir := t.TempDir()
		s.newTournament()
		entries := overlayParts[*field](s)
		entries[8].SetText(dir)
		entries[0].SetText("  ")
		pressEnter(entries[0])
		if s.doc != nil {
			t.Fatalf("%s: an event made with no name: %+v", lang, s.doc.event.Settings)
		}
		if got, want := dialogRefusal(s), s.cat.Sentence(uiError("ui.new.no-name")); !strings.HasSuffix(got, want) {
			t.Errorf("%s: the box says %q, want %q", lang, got, want)
		}
		if files, _ := os.ReadDir(dir); len(files) != 0 {
			t.Errorf("%s: the folder holds %v", lang, files)
		}
		test.Type(entries[0], "Kesäliiga")
		// The note goes as the name is typed, as the open box's does.
		if got, missing := dialogRefusal(s), s.cat.Sentence(uiError("ui.new.no-name")); strings.Contains(got, missing) {
			t.Errorf("%s: a name typed, the box still says %q", lang, got)
		}
		pressEnter(entries[0])
		if s.doc == nil || s.doc.event.Settings.Name != "Kesäliiga" {
			t.Fatalf("%s: no event made once named", lang)
		}
		s.closeDocument()
	}
}

// dialogRefusal is the red line of the open dialog box, or the last
// problem it says below a field, "" when none shows.
func dialogRefusal(s *Shell) string {
	var refusal string
	for _, l := range overlayParts[*widget.Label](s) {
		if l.Importance == widget.DangerImportance && l.Visible() {
			refusal = l.Text
		}
	}
	for _, n := range overlayParts[*fieldNote](s) {
		if n.problem != "" {
			refusal = n.problem
		}
	}
	return refusal
}

// An import's notes (a column skipped, the code page a list was read in,
// how its whole names were split) are shown whole in a box of their own, over a window of 1024×700, the
// status line saying what was imported.
func TestImportPlayersCSVShowsItsNotes(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna"))
	s.win.Resize(fyne.NewSize(1024, 700))
	// Latin-1, as an older spreadsheet saves it, and a column of no field.
	importPlayersFile(t, s, "galway.csv", "Name;Shoe size\nSe\xe1n Laighl\xe8is;44\n")
	if want := s.t("ui.players.imported", "n", 1, "file", "galway.csv"); s.status.Text != want {
		t.Errorf("status %q, want %q", s.status.Text, want)
	}
	shown := overlayTexts(s)
	text := strings.Join(shown, "\n")
	testtext.SaysEach(t, "the import's notes", text, s.t("ui.import.notes", "n", 3), "Windows-1252 (Latin-1)", "Shoe size",
		s.t("event.csv.nameorder", "column", "Name", "name", "Seán Laighlèis", "family", "Laighlèis", "given", "Seán"))
	if p := s.doc.event.Players[1]; p.Name != "Seán Laighlèis" {
		t.Errorf("name %q", p.Name)
	}
	open := openModals[s.win.Canvas()]
	if len(open) != 1 || open[0].pop.Content.Size().Height > 700 || open[0].pop.Content.Size().Width > 1024 {
		t.Fatalf("%d boxes open, the last %v in a window of 1024×700", len(open), open[len(open)-1].pop.Content.Size())
	}
	defaultButton(t, s)
}

// An import's notes fit a window of 1024×700 in every language, each
// whole: a box that holds them all shows them all (a record long enough
// to wrap over several lines does not hide the note after it), and a
// longer list scrolls within the window. The notes are those of real
// reports other programs wrote, and one with a long unknown record.
func TestImportNotesFitTheWindowWholeInEveryLanguage(t *testing.T) {
	long := append(readNotes(t, "../tournament/testdata/outside/icu-latin-1.trf"), engine.Message{Key: "event.trf.notkept", Args: map[string]any{"record": "099 " + strings.Repeat("ABCDEFGHIJ ", 14)}},
		engine.Message{Key: "event.trf.notkept", Args: map[string]any{"record": "212 PTS,BH,SB"}},
		engine.Message{Key: "event.trf.notkept", Args: map[string]any{"record": "260   7   9    1    2"}})
	for _, tt := range []struct {
		name  string
		notes []engine.Message
	}{
		{"a long record", long},
		{"javafo-accelerated.trf", readNotes(t, "../tournament/testdata/outside/javafo-accelerated.trf")},
		{"icu-bunratty_minor_2011.trf", readNotes(t, "../tournament/testdata/outside/icu-bunratty_minor_2011.trf")},
	} {
		for _, lang := range i18n.Complete {
			t.Run(tt.name+"/"+string(lang), func(t *testing.T) {
				s := openShell(t, "")
				s.SetLanguage(lang)
				s.win.Resize(fyne.NewSize(1024, 700))
				s.showNotes(tt.notes)
				open := openModals[s.win.Canvas()]
				if len(open) != 1 {
					t.Fatalf("%d boxes open", len(open))
				}
				if size := open[0].pop.Content.Size(); size.Height > 700 || size.Width > 1024 {
					t.Errorf("box %v in a window of 1024×700", size)
				}
				scrolls := overlayParts[*container.Scroll](s)
				labels := overlayParts[*widget.Label](s)
				var text *widget.Label
				for _, l := range labels {
					if strings.HasPrefix(l.Text, "• ") {
						text = l
					}
				}
				if len(scrolls) != 1 || text == nil {
					t.Fatalf("%d scrolls, notes label %v", len(scrolls), text)
				}
				for _, n := range tt.notes {
					if !strings.Contains(text.Text, drawable(s.cat.Message(n))) {
						t.Errorf("%q not shown", s.cat.Message(n))
					}
				}
				shown, whole := scrolls[0].Size().Height, text.MinSize().Height
				if whole <= notesHeight && shown < whole {
					t.Errorf("%.0f points of notes shown in a box of %.0f: they fit, yet scroll", whole, shown)
				}
				if whole > notesHeight && shown < notesHeight {
					t.Errorf("%.0f points of notes scroll in %.0f", whole, shown)
				}
				if text.Size().Width > scrolls[0].Size().Width {
					t.Errorf("notes %.0f points wide in a box of %.0f", text.Size().Width, scrolls[0].Size().Width)
				}
			})
		}
	}
}

// An arbiter who imports a report whose places Arbiter ranks otherwise
// reads its note whole: "3 → 4" is drawn with the arrow the window's
// fonts draw (drawable), where the arrow (U+2192) showed a broken glyph
// after it, in the notes box as in the grids.
func TestImportNotesDrawThePlacesArrowsWhole(t *testing.T) {
	s := openShell(t, "")
	s.win.Resize(fyne.NewSize(1024, 700))
	notes := readNotes(t, "../tournament/testdata/outside/javafo-gros_round5.trf")
	s.showNotes(notes)
	var text string
	for _, l := range overlayParts[*widget.Label](s) {
		if strings.HasPrefix(l.Text, "• ") {
			text = l.Text
		}
	}
	if !strings.Contains(text, drawable("3 → 4")) || strings.Contains(text, "\u2192") {
		t.Errorf("the places note drawn as\n%s", text)
	}
}

// An arbiter who reads an import's hundred notes by the keyboard alone
// reaches the last of them: Page Down, the arrows and End move the box's
// text, Home takes it back to the first. It moved by the mouse's wheel
// alone, and the notes past the first screen went unread.
func TestImportNotesScrollByTheKeysToTheLastNote(t *testing.T) {
	s := openShell(t, "")
	s.SetLanguage(i18n.Finnish)
	s.win.Resize(fyne.NewSize(1024, 700))
	s.showNotes(readNotes(t, "../tournament/testdata/outside/icu-bunratty_minor_2011.trf"))
	scrolls := overlayParts[*container.Scroll](s)
	if len(scrolls) != 1 {
		t.Fatalf("%d scrolls", len(scrolls))
	}
	text := scrolls[0]
	bottom := text.Content.Size().Height - text.Size().Height
	if bottom <= 0 {
		t.Fatalf("the notes fit (%.0f points in %.0f): nothing to scroll", text.Content.Size().Height, text.Size().Height)
	}
	pressKey(s, fyne.KeyDown)
	line := text.Offset.Y
	if line <= 0 {
		t.Fatalf("Down left the notes at %.0f", line)
	}
	pressKey(s, fyne.KeyPageDown)
	if text.Offset.Y <= line+line {
		t.Errorf("Page Down moved the notes from %.0f to %.0f", line, text.Offset.Y)
	}
	for range 100 {
		pressKey(s, fyne.KeyPageDown)
	}
	if text.Offset.Y != bottom {
		t.Errorf("Page Down stopped at %.0f of %.0f", text.Offset.Y, bottom)
	}
	pressKey(s, fyne.KeyHome)
	if text.Offset.Y != 0 {
		t.Errorf("Home left the notes at %.0f", text.Offset.Y)
	}
	pressKey(s, fyne.KeyEnd)
	if text.Offset.Y != bottom {
		t.Errorf("End took the notes to %.0f of %.0f", text.Offset.Y, bottom)
	}
	pressKey(s, fyne.KeyUp)
	if text.Offset.Y >= bottom {
		t.Errorf("Up left the notes at their foot")
	}
}

// readNotes is what the import of a report says it did not keep.
func readNotes(t *testing.T, path string) []engine.Message {
	t.Helper()
	return testevent.ReadReport(t, filepath.FromSlash(path)).Notes
}

// An arbiter whose spreadsheet saved its list tab-separated, in UTF-16
// (as Excel's "Unicode text" does), finds the list.tsv in the import's
// chooser and imports it from there: the chooser listed .csv, .txt and
// .trf files alone, though the import reads the list.
func TestImportPlayersFromATabSeparatedListPickedInTheChooser(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna"))
	s.show(areaPlayers)
	utf16 := "\xff\xfeN\x00a\x00m\x00e\x00\t\x00R\x00a\x00t\x00i\x00n\x00g\x00\n\x00\xd5\x00n\x00n\x00e\x00 \x00T\x00a\x00m\x00m\x00\t\x001\x007\x000\x000\x00\n\x00"
	importPlayersFile(t, s, "entries.tsv", utf16)
	if n := len(s.doc.event.Players); n != 2 {
		t.Fatalf("%d players after importing one beside Anna", n)
	}
	if p := s.doc.event.Players[1]; p.Name != "Õnne Tamm" || p.Rating != 1700 {
		t.Errorf("imported %q rated %d", p.Name, p.Rating)
	}
}

func TestImportPlayersCSV(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna"))
	dir := s.doc.dir()
	twice := testdir.Write(t, filepath.Join(dir, "twice.csv"), "name\nAnna\n")
	importPlayersFile(t, s, "entries.csv", "Nimi;Seura;Vahvuusluku\nBoris Berg;TSK;1850\nCarl Carlsson;HSK;1720\n")
	if got := len(s.doc.event.Players); got != 3 {
		t.Fatalf("%d players after importing two, want 3", got)
	}
	if want := s.t("ui.players.imported", "n", 2, "file", "entries.csv"); s.status.Text != want {
		t.Errorf("status %q, want %q", s.status.Text, want)
	}
	// A player already in the event is refused and nothing is added.
	if _, _, err := s.doc.importPlayers(twice, false); err == nil {
		t.Error("importing Anna a second time was accepted")
	}
	s.reload()
	if got := len(s.doc.event.Players); got != 3 {
		t.Errorf("%d players after a refused import, want 3", got)
	}
	// Another program's TRF file gives its players, through the same
	// Import.
	importPlayersFile(t, s, "entries.trf", "012 Spring Open\n001    1      Dahl, Dana                        1790 FIN\n")
	if got := len(s.doc.event.Players); got != 4 || s.doc.event.Players[3].Name != "Dana Dahl" {
		t.Errorf("%d players after importing a TRF file of one, want 4 with Dana Dahl", got)
	}
}

// TestImportPlayersCSVOfARapidEvent: the Estonian federation's list names
// its rapid rating Kiirmale; imported into a 15+10 event through the
// Players view, the players take it. They came in unrated, and a Swiss
// was seeded as if alphabetically.
func TestImportPlayersCSVOfARapidEvent(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna"))
	st := s.doc.event.Settings
	st.TimeControl = "15+10"
	if err := s.doc.updateSettings(st, nil, nil); err != nil {
		t.Fatal(err)
	}
	importPlayersFile(t, s, "rapid.csv", "Perekonnanimi;Eesnimi;Kiirmale\nTamm;Jaan;2316\n")
	s.reload()
	ps := s.doc.event.Players
	if len(ps) != 2 || ps[1].Name != "Jaan Tamm" || ps[1].Rating != 2316 {
		t.Errorf("players %+v, want Jaan Tamm with his rapid rating 2316", ps)
	}
}

func TestWithdrawalExplainsTheRule(t *testing.T) {
	s, _ := fourAfterRoundOne(t, false)
	v := s.areaView(areaPlayers).(*playersView)
	v.grid.table.Select(widget.TableCellID{Row: 0, Col: 1})
	if v.withdraw.Disabled() {
		t.Fatal("after round 1 a player withdraws rather than being removed")
	}
	test.Tap(v.remove)
	if want := s.t("event.err.delete.started", "name", v.players[0].Name); s.status.Text != want || len(s.doc.event.Players) != 4 {
		t.Fatalf("Remove after round 1 of a round robin: %q, want %q", s.status.Text, want)
	}
	anna := v.players[0]
	test.Tap(v.withdraw)
	test.Tap(defaultButton(t, s)) // confirm, after round 1 as proposed
	p, _ := s.doc.event.Player(anna.ID)
	if p.WithdrawnAfter != 1 {
		t.Fatalf("withdrawn after %d, want 1", p.WithdrawnAfter)
	}
	// One game of three is fewer than half: FIDE's rule counts her games
	// for nobody.
	want := s.t("event.cli.withdrawn.struck", "played", 1, "games", 3, "open", 0, "rounds", "", "adjourned", 0, "adjourned_rounds", "", "verdict", i18n.NewError("event.cli.struck.kept"))
	if !slices.ContainsFunc(overlayTexts(s), func(l string) bool { return strings.HasSuffix(l, want) }) {
		t.Errorf("no message %q after the withdrawal", want)
	}
	if got := v.grid.cell(v.selected, 7); got != words.WithdrawnAfter(s.cat, 1) {
		t.Errorf("status column %q", got)
	}
}

// A player withdrawn after a round whose game has no result yet is not
// told he played it: the message counts the games as the rule does and
// names the one still without a result, so that the arbiter enters it.
// It said "Played 2 of 3 games" of a round-2 game not yet finished.
func TestWithdrawalNamesTheGameWithoutAResult(t *testing.T) {
	s, rounds := fourAfterRoundOne(t, false)
	test.Tap(rounds.pairBtn) // round 2, its games not finished
	v := s.areaView(areaPlayers).(*playersView)
	v.grid.table.Select(widget.TableCellID{Row: 0, Col: 1})
	anna := v.players[0]
	test.Tap(v.withdraw)
	overlayParts[*field](s)[0].SetText("2")
	test.Tap(defaultButton(t, s))
	if p, _ := s.doc.event.Player(anna.ID); p.WithdrawnAfter != 2 {
		t.Fatalf("withdrawn after %d, want 2", p.WithdrawnAfter)
	}
	// One game of three begun, fewer than half, until round 2's result is
	// entered: struck (1953 §27 counts only games begun).
	want := s.t("event.cli.withdrawn.struck", "played", 1, "games", 3, "open", 1, "rounds", "2", "adjourned", 0, "adjourned_rounds", "", "verdict", i18n.NewError("event.cli.struck.kept"))
	if want == s.t("event.cli.withdrawn.struck", "played", 1, "games", 3, "open", 0, "rounds", "", "adjourned", 0, "adjourned_rounds", "", "verdict", i18n.NewError("event.cli.struck.kept")) {
		t.Fatalf("the message %q does not say that a game has no result", want)
	}
	if !slices.ContainsFunc(overlayTexts(s), func(l string) bool { return strings.HasSuffix(l, want) }) {
		t.Errorf("no message %q after the withdrawal", want)
	}
}

// A player struck after a round whose game has no result yet: the notes
// under the Standings view and the crosstable say, as the withdrawal's
// message does, that 1 of his 6 games counts as played, round 2's being
// without a result; they said "having played 2 games".
func TestStruckNoteNamesTheGameWithoutAResult(t *testing.T) {
	path, id := testevent.StruckLater(t)
	s := openShell(t, path)
	v := shownView[*playersView](s, areaPlayers)
	row := slices.IndexFunc(v.players, func(p tournament.Player) bool { return p.ID == id })
	v.grid.table.Select(widget.TableCellID{Row: row, Col: 1})
	test.Tap(v.withdraw)
	overlayParts[*field](s)[0].SetText("2")
	test.Tap(defaultButton(t, s))
	p, _ := s.doc.event.Player(id)
	if p.WithdrawnAfter != 2 {
		t.Fatalf("withdrawn after %d, want 2", p.WithdrawnAfter)
	}
	const counted = "The game of round 2 has no result, so it does not count as played; one begun and not finished counts once it is entered as adjourned."
	if !slices.ContainsFunc(overlayTexts(s), func(l string) bool { return strings.Contains(l, counted) }) {
		t.Fatalf("the withdrawal does not say %q", counted)
	}
	want := s.t("event.cli.struck", "name", p.Name, "round", 2, "played", 1, "games", 6, "open", 1, "rounds", "2", "adjourned", 0, "adjourned_rounds", "", "verdict", i18n.NewError("event.cli.struck.kept"))
	for name, note := range map[string]*look.Hint{
		"standings":  shownView[*standingsView](s, areaStandings).note,
		"crosstable": shownView[*crosstableView](s, areaCrosstable).note,
	} {
		if !strings.Contains(note.Text, want) || !strings.Contains(note.Text, counted) {
			t.Errorf("%s: the note %q does not say %q", name, note.Text, counted)
		}
	}
}

// saveSwissRounds makes the shell's event a Dutch Swiss of five rounds
// (fewer where its field cannot play five) and saves rounds as the store
// saves them.
func saveSwissRounds(t *testing.T, s *Shell, rounds ...tournament.Round) {
	t.Helper()
	st := s.doc.event.Settings
	st.System, st.Rounds = tournament.SwissDutch, min(5, berger.TableSize(len(s.doc.event.Players))-1)
	if !s.act(func() error {
		if err := s.doc.st.UpdateSettings(st); err != nil {
			return err
		}
		for _, rd := range rounds {
			if err := s.doc.st.SaveRound(rd); err != nil {
				return err
			}
		}
		return nil
	}) {
		t.Fatal("setting up the event failed")
	}
}

// The withdrawal dialog names, before it is confirmed, the opponent who
// wins the paired game of a later round by forfeit, for the round typed;
// confirming records that forfeit with the withdrawal.
func TestWithdrawalDialogNamesTheForfeit(t *testing.T) {
	s := openShell(t, newEventFile(t, "Tom Ray", "Eve Hill", "Carl Ek", "Dana Lo"))
	ids := map[string]int64{}
	for _, p := range s.doc.event.Players {
		ids[p.Name] = p.ID
	}
	r1 := tournament.Round{Number: 1, Pairings: []tournament.Pairing{
		{Round: 1, Board: 1, White: ids["Tom Ray"], Black: ids["Carl Ek"], Result: tournament.Draw},
		{Round: 1, Board: 2, White: ids["Eve Hill"], Black: ids["Dana Lo"], Result: tournament.Draw},
	}}
	r2 := tournament.Round{Number: 2, Pairings: []tournament.Pairing{
		{Round: 2, Board: 1, White: ids["Tom Ray"], Black: ids["Eve Hill"]},
		{Round: 2, Board: 2, White: ids["Carl Ek"], Black: ids["Dana Lo"]},
	}}
	saveSwissRounds(t, s, r1, r2)
	note := func() string {
		texts := overlayTexts(s)
		return strings.Join(texts, "\n")
	}
	for _, l := range i18n.All {
		s.SetLanguage(l)
		v := shownView[*playersView](s, areaPlayers)
		for row, p := range v.players {
			if p.Name == "Tom Ray" {
				v.grid.table.Select(widget.TableCellID{Row: row, Col: 1})
			}
		}
		v.confirmWithdraw()
		want := s.t("event.cli.withdrawn.forfeit", "round", 2, "board", 1, "opponent", "Eve Hill", "result", "-/+")
		if got := note(); !strings.Contains(got, want) || !strings.Contains(got, "Eve Hill") {
			t.Errorf("%s: the dialog says\n%s\nwant it to say %q", l, got, want)
		}
		after := overlayParts[*field](s)[0]
		after.SetText("2")
		if got := note(); strings.Contains(got, "Eve Hill") {
			t.Errorf("%s: after round 2 nothing is forfeited, yet the dialog says\n%s", l, got)
		}
		after.SetText("1")
		for _, b := range overlayParts[*widget.Button](s) {
			if b.Text == s.t("ui.cancel") && l != i18n.All[len(i18n.All)-1] {
				test.Tap(b)
			}
		}
	}
	test.Tap(defaultButton(t, s))
	ev := s.doc.event
	if r := ev.Rounds[1].Pairings[0].Result; r != tournament.BlackForfeitWin {
		t.Errorf("round 2 board 1 after the withdrawal: %v, want -/+", r)
	}
}

// Each report view saves its own document from its title bar, in the
// event's language.
func TestViewsSaveTheirOwnPDF(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris", "Carl"))
	for _, tc := range []struct {
		area area
		file string
	}{
		{areaStandings, "standings.pdf"},
		{areaCrosstable, "crosstable.pdf"},
	} {
		s.show(tc.area)
		save := findViewButton(t, s, s.t("ui.print-view"))
		if !save.Visible() {
			t.Fatalf("%s: no Save PDF button shown", tc.file)
		}
		test.Tap(save)
		checkPDF(t, "the file saved", saveProposed(t, s, tc.file))
	}
}

// Choosing the Swiss system for a new event brings the Swiss tie-breaks
// along, unless the arbiter has chosen tie-breaks of his own.
func TestSystemChangeTakesItsTieBreaks(t *testing.T) {
	s, v := openSettings(t, newEventFile(t, "Anna", "Boris"))
	v.system.set(string(tournament.SwissDutch))
	v.rounds.SetText("1") // as many as two players can play
	saveSettings(t, v, "refused")
	if got := s.doc.event.Settings.TieBreaks; !slices.Equal(got, tournament.SwissDutch.DefaultTieBreaks()) {
		t.Errorf("Swiss event tie-breaks %v", got)
	}
	v.tieBreaks.SetText("wins, sb")
	v.system.set(string(tournament.RoundRobin))
	v.save()
	if got := s.doc.event.Settings.TieBreaks; !slices.Equal(got, []string{"wins", "sb"}) {
		t.Errorf("the arbiter's own tie-breaks were replaced: %v", got)
	}
}

// The history, the status line and the Undo button write a result as the
// pairings do ("½–½"), not as the log stores it for the command line.
func TestHistoryShowsResultsAsTheWindowDoes(t *testing.T) {
	s, _ := fourPaired(t)
	draw, white := tournament.Draw.Text(s.t), tournament.WhiteWins.Text(s.t)
	typeKeys(s, "=")
	saved := s.t("store.audit.result", "round", 1, "board", 1, "result", draw)
	if want := s.t("ui.saved", "what", saved); s.status.Text != want {
		t.Errorf("status %q, want %q", s.status.Text, want)
	}
	pressKey(s, fyne.KeyHome)
	typeKeys(s, "1")
	test.Tap(defaultButton(t, s)) // the change is asked about
	v := shownView[*auditView](s, areaAudit)
	corrected := s.t("store.audit.result.correct", "round", 1, "board", 1, "was", draw, "result", white)
	if got := v.grid.cell(0, 3); got != corrected {
		t.Errorf("newest change in the history %q, want %q", got, corrected)
	}
	if got := v.grid.cell(1, 3); got != saved {
		t.Errorf("the change before it %q, want %q", got, saved)
	}
}

// fourPaired opens an event of four players, Anna, Boris, Carl and Dana,
// on its Rounds view and pairs round 1 there.
func fourPaired(t *testing.T) (*Shell, *roundsView) {
	t.Helper()
	s := openShell(t, newEventFile(t, "Anna", "Boris", "Carl", "Dana"))
	rounds := s.areaView(areaRounds).(*roundsView)
	s.show(areaRounds)
	test.Tap(rounds.pairBtn)
	return s, rounds
}

// adjournedOnBoardOne is a window on the Rounds view of round 1 paired,
// its board 1 adjourned and chosen.
func adjournedOnBoardOne(t *testing.T) *Shell {
	t.Helper()
	s, _ := fourPaired(t)
	if err := s.doc.setResult(1, 1, tournament.Adjourned); err != nil {
		t.Fatal(err)
	}
	s.reload()
	pressKey(s, fyne.KeyHome)
	return s
}

// A result typed on an adjourned board is the game's first result: it is
// saved without the question a change asks, and the status line and the
// history say it entered; they said "result corrected from adj.".
func TestAdjournedGameFinishedIsItsResult(t *testing.T) {
	s := adjournedOnBoardOne(t)
	typeKeys(s, "1")
	entered := s.t("store.audit.result", "round", 1, "board", 1, "result", tournament.WhiteWins.Text(s.t))
	if want := s.t("ui.saved", "what", entered); s.status.Text != want {
		t.Errorf("status %q, want %q", s.status.Text, want)
	}
	v := shownView[*auditView](s, areaAudit)
	if got := v.grid.cell(0, 3); got != entered {
		t.Errorf("newest change in the history %q, want %q", got, entered)
	}
}

// "*" typed on an adjourned board resumes the game: it is saved without
// the question a correction asks, and the status line and the history
// say the game resumed, as the desk's sealed move and the command line
// do; they said "result corrected from adj. to no result".
func TestAdjournedGameClearedIsResumed(t *testing.T) {
	s := adjournedOnBoardOne(t)
	typeKeys(s, "*")
	resumed := s.t("store.audit.result.resume", "round", 1, "board", 1)
	if want := s.t("ui.saved", "what", resumed); s.status.Text != want {
		t.Errorf("status %q, want %q", s.status.Text, want)
	}
	if r := s.doc.event.Rounds[0].Pairings[0].Result; r != tournament.NoResult {
		t.Errorf("board 1 has %v, want no result", r)
	}
	v := shownView[*auditView](s, areaAudit)
	if got := v.grid.cell(0, 3); got != resumed {
		t.Errorf("newest change in the history %q, want %q", got, resumed)
	}
}

// Started with a file, the window shows the event in its players view;
// with a file that cannot be read, or with none, the start page (and why). The file is
// read once the window's first frame, which says it is being opened, is
// drawn (Start), and nothing of it may be lost or kept open on the way.
func TestStartOpensTheFileGiven(t *testing.T) {
	start := func(path string) *Shell {
		a := test.NewTempApp(t)
		a.Preferences().SetString(prefLanguage, "en")
		s := Start(a, path)
		t.Cleanup(func() {
			s.closeDocument()
			s.win.Close()
		})
		if path != "" {
			file := filepath.Base(path)
			if s.doc != nil || s.win.Title() != s.t("ui.title") || !slices.ContainsFunc(drawnObjects(s.win.Content()), func(o fyne.CanvasObject) bool {
				l, ok := o.(*widget.Label)
				return ok && l.Text == s.t("ui.opening", "file", file)
			}) {
				t.Errorf("before its first frame the window is titled %q, %v open, not saying it opens %s", s.win.Title(), s.doc, file)
			}
		}
		s.win.Canvas().Capture() // the first frame
		<-s.opened
		return s
	}
	path := newEventFile(t, "Anna Virtanen", "Boris Tamm")
	s := start(path)
	if s.doc == nil || s.doc.st.Path() != path {
		t.Fatalf("started with %s, the window has %v open", path, s.doc)
	}
	if s.area != areaPlayers || len(s.doc.event.Players) != 2 {
		t.Errorf("area %v with %d players, want the players view with 2", s.area, len(s.doc.event.Players))
	}
	if v, ok := s.areaView(areaPlayers).(*playersView); !ok || !slices.ContainsFunc(shownCells(v.grid, 1), func(c string) bool {
		return strings.HasPrefix(c, "Anna Virtanen@")
	}) {
		t.Error("the players view does not show Anna Virtanen")
	}

	s = start("")
	if s.doc != nil || !slices.ContainsFunc(drawnObjects(s.win.Content()), func(o fyne.CanvasObject) bool {
		l, ok := o.(*widget.Label)
		return ok && l.Text == s.t("ui.start.hint")
	}) {
		t.Error("started without a file, the window shows no start page")
	}

	missing := filepath.Join(t.TempDir(), "gone.arbiter")
	s = start(missing)
	if s.doc != nil {
		t.Fatal("a missing file opened")
	}
	if !slices.ContainsFunc(drawnObjects(s.win.Content()), func(o fyne.CanvasObject) bool {
		l, ok := o.(*widget.Label)
		return ok && l.Text == s.t("ui.start.hint")
	}) {
		t.Error("no start page after a file that could not be read")
	}
	if !strings.Contains(topMessage(s), "gone.arbiter") {
		t.Errorf("the error does not name the file: %q", topMessage(s))
	}
}

// The status line shows a long message whole at 1024×700: it was cut to
// about 25 characters beside the toolbar's buttons, which hid "no PDF
// viewer could be started".
func TestStatusLineShowsTheWholeMessage(t *testing.T) {
	s := smallShell(t)
	msg := s.t("ui.printing.not-opened", "file", "/home/arbiter/Documents/Kevät-turnaus/paritukset-3.pdf", "error", `exec: "xdg-open": executable file not found in $PATH`)
	s.setProblem(msg)
	s.win.Content().Refresh()
	if s.status.Truncation != fyne.TextTruncateOff || s.status.Wrapping != fyne.TextWrapWord {
		t.Error("the status line cuts its text")
	}
	if s.status.Importance != widget.DangerImportance {
		t.Error("a problem looks like a confirmation")
	}
	width := fyne.MeasureText(msg, s.status.Theme().Size("text"), fyne.TextStyle{}).Width
	if got := s.status.Size(); got.Width < 900 || got.Width*(got.Height/s.status.MinSize().Height) < width/2 {
		t.Errorf("the status line is %v for a text %.0f px wide", got, width)
	}
}

// Adding a player says so: the status kept "Created …" through ten
// additions.
func TestStatusLineFollowsPlayerAdditions(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris"))
	s.setStatus(s.t("ui.new.created", "file", "event.arbiter"))
	addByDialog(t, s, "Carlsen", "Magnus", "")
	if !strings.HasPrefix(s.status.Text, "Saved:") || !strings.Contains(s.status.Text, "Carlsen") {
		t.Errorf("after adding a player the status says %q", s.status.Text)
	}
}

// The window opens at the size it had when it was last closed, and at the
// default size the first time.
func TestWindowSizeIsRemembered(t *testing.T) {
	a := test.NewTempApp(t)
	s := shellIn(a, test.NewTempWindow(t, nil))
	if got := s.win.Canvas().Size(); got != defaultWindowSize {
		t.Errorf("first start: %v, want %v", got, defaultWindowSize)
	}
	s.win.Resize(fyne.NewSize(1366, 740))
	s.rememberSize()
	again := shellIn(a, test.NewTempWindow(t, nil))
	if got := again.win.Canvas().Size(); got != fyne.NewSize(1366, 740) {
		t.Errorf("second start: %v, want the 1366×740 it was closed at", got)
	}
}

// A late entry rated above others gives them new pairing numbers, and the
// window says whose, from what to what: the field was renumbered without
// a word, and rounds on screen no longer matched the posted sheets.
func TestLateEntryRenumberingIsAnnounced(t *testing.T) {
	s := openShell(t, newSwissFile(t, 6, 5))
	test.Tap(shownView[*roundsView](s, areaRounds).pairBtn)
	addByDialog(t, s, "Late", "Lauri", "2300")
	msg := topMessage(s)
	if !strings.Contains(msg, s.t("live.renumber.title")) || !strings.Contains(msg, s.t("live.renumber.line", "name", "Player 1", "was", 1, "now", 2)) {
		t.Errorf("no word on the new numbers:\n%s", msg)
	}
	// A player rated below everyone moves nobody: the message says only
	// that round 1 goes on without him.
	test.Tap(defaultButton(t, s))
	addByDialog(t, s, "Last", "Liisa", "")
	if msg := topMessage(s); strings.Contains(msg, s.t("live.renumber.title")) || !strings.Contains(msg, s.t("live.late.title")) || !strings.Contains(msg, s.t("live.late.unpaired", "name", "Liisa Last", "round", 1, "next", 2)) {
		t.Errorf("the message after an entry that moves nobody:\n%s", msg)
	}
}

// A rating corrected in the player's box once the Swiss is under way moves
// him on the initial ranking list, and the window says whose numbers
// changed, naming him as corrected, not "the new player": it said a new
// player's rating had moved them.
func TestRatingCorrectionRenumberingIsAnnounced(t *testing.T) {
	s := openShell(t, newSwissFile(t, 6, 5))
	test.Tap(shownView[*roundsView](s, areaRounds).pairBtn)
	last := s.doc.event.Players[5]
	v := shownView[*playersView](s, areaPlayers)
	v.openDialog(last)
	rating := boxFields(s)[2] // family, given, rating (a Swiss's number is text)
	rating.SetText("")
	test.Type(rating, "2300")
	test.Tap(defaultButton(t, s))
	msg := topMessage(s)
	if want := s.t("live.renumber.edited", "name", "Player 6", "n", 6, "rounds", 1); !strings.Contains(msg, want) || !strings.Contains(msg, s.t("live.renumber.line", "name", "Player 6", "was", 6, "now", 1)) {
		t.Errorf("the correction's word on the new numbers:\n%s\nwant %q", msg, want)
	}
}

// Once a Swiss's fourth round is paired a rating corrected in the
// player's box moves no pairing number (FIDE C.04.2.B.3), and the window
// says why under a title of its own: it renumbered the field and asked
// for the sheets of every round to be reprinted.
func TestRatingCorrectionAfterRoundFourKeepsTheNumbers(t *testing.T) {
	s := openShell(t, newSwissFile(t, 8, 5))
	for r := 1; r <= 4; r++ {
		test.Tap(shownView[*roundsView](s, areaRounds).pairBtn)
		if len(s.doc.event.Rounds) != r {
			t.Fatalf("round %d not paired: %q", r, topMessage(s))
		}
		if !s.act(func() error {
			for _, p := range s.doc.event.Rounds[r-1].Pairings {
				if !p.IsBye() {
					if err := s.doc.st.SetResult(r, p.Board, tournament.Draw); err != nil {
						return err
					}
				}
			}
			return nil
		}) {
			t.Fatalf("round %d's results not saved: %q", r, topMessage(s))
		}
	}
	before := s.doc.event.StartNumbers()
	last := s.doc.event.Players[7]
	v := shownView[*playersView](s, areaPlayers)
	v.openDialog(last)
	rating := boxFields(s)[2] // family, given, rating
	rating.SetText("")
	test.Type(rating, "2300")
	test.Tap(defaultButton(t, s))
	msg := topMessage(s)
	if want := s.t("live.renumber.fixed.edited", "name", "Player 8", "place", 1, "no", 8); !strings.Contains(msg, s.t("live.renumber.fixed.title")) || !strings.Contains(msg, want) {
		t.Errorf("the correction's word on the numbers:\n%s\nwant %q", msg, want)
	}
	if now := s.doc.event.StartNumbers(); !maps.Equal(now, before) {
		t.Errorf("numbers after the correction %v, want %v", now, before)
	}
	// The box opened again offers no number to type (it offered the
	// number kept as one, which the store refused), and says why.
	closeBoxes(s)
	v.openDialog(s.doc.event.Players[7])
	said := slices.ContainsFunc(overlayParts[*fieldNote](s), func(n *fieldNote) bool { return n.example == s.t("ui.players.field.seat.fixed") })
	if fields := boxFields(s); !said || fields[2].Text != "2300" {
		t.Errorf("the box after the numbers are fixed: the note said %v, the third field %q; want the note %q and the rating third",
			said, fields[2].Text, s.t("ui.players.field.seat.fixed"))
	}
}

// Undo and Redo of a late entry give the players he moved their numbers
// back, and again, and say so as the entry did: they said only what was
// undone.
func TestUndoOfALateEntryRenumberingIsAnnounced(t *testing.T) {
	s := openShell(t, newSwissFile(t, 6, 5))
	test.Tap(shownView[*roundsView](s, areaRounds).pairBtn)
	addByDialog(t, s, "Late", "Lauri", "2300")
	test.Tap(defaultButton(t, s))
	for _, c := range []struct {
		do       func()
		was, now int
	}{{s.undo, 2, 1}, {s.redo, 1, 2}} {
		c.do()
		msg := topMessage(s)
		if !strings.Contains(msg, s.t("live.renumber.history", "n", 6, "rounds", 1)) || !strings.Contains(msg, s.t("live.renumber.line", "name", "Player 1", "was", c.was, "now", c.now)) {
			t.Errorf("no word on the numbers given back:\n%s", msg)
		}
		test.Tap(defaultButton(t, s))
	}
}

// A late entry rated above a field of 30 moves all 30 numbers: the box
// that says whose fits a window of 1024×700 in every language, its lines
// scrolling, the last of them and the OK button within the window. The
// box grew with its lines past the window's foot, the last players' lines
// drawn over the button and out of sight.
func TestLateEntryRenumberingOfAFieldFitsTheWindow(t *testing.T) {
	for _, lang := range i18n.Complete {
		t.Run(string(lang), func(t *testing.T) {
			s := openShell(t, newSwissFile(t, 30, 5))
			s.SetLanguage(lang)
			s.win.Resize(fyne.NewSize(1024, 700))
			test.Tap(shownView[*roundsView](s, areaRounds).pairBtn)
			addByDialog(t, s, "Late", "Lauri", "2300")
			open := openModals[s.win.Canvas()]
			if len(open) != 1 {
				t.Fatalf("%d boxes open", len(open))
			}
			box := open[0].pop.Content
			if pos, size := box.Position(), box.Size(); pos.Y < 0 || pos.Y+size.Height > 700 {
				t.Errorf("the box %v at %v in a window of 1024×700", size, pos)
			}
			last := s.t("live.renumber.line", "name", "Player 30", "was", 30, "now", 31)
			var text *widget.Label
			for _, l := range overlayParts[*widget.Label](s) {
				if strings.Contains(l.Text, last) {
					text = l
				}
			}
			scrolls := overlayParts[*container.Scroll](s)
			if text == nil || len(scrolls) != 1 {
				t.Fatalf("the last line %q in no label (%d scrolls):\n%s", last, len(scrolls), topMessage(s))
			}
			if shown, whole := scrolls[0].Size().Height, text.MinSize().Height; shown >= whole || shown > notesHeight {
				t.Errorf("%.0f points of lines shown in %.0f, want them scrolling in at most %d", whole, shown, notesHeight)
			}
		})
	}
}

// addByDialog adds a player through the players view's dialog, as typed.
func addByDialog(t *testing.T, s *Shell, family, given, rating string) {
	t.Helper()
	v, fields := newPlayerBox(s)
	test.Type(fields[0], family)
	test.Type(fields[1], given)
	test.Type(v.search.f.rating, rating) // after the number, a field in a round robin only
	test.Tap(defaultButton(t, s))
}

// newPlayerBox opens the players view's box for a new player and returns
// the view and the box's text fields (boxFields).
func newPlayerBox(s *Shell) (*playersView, []*field) {
	v := shownView[*playersView](s, areaPlayers)
	v.openDialog(tournament.Player{})
	return v, boxFields(s)
}

// boxFields are the open box's text fields in order, less the search of
// the rating lists that a new player's box, individual or team, has
// beside its form.
func boxFields(s *Shell) []*field {
	var search []*field
	switch v := s.areaView(areaPlayers).(type) {
	case *playersView:
		if v.search != nil {
			search = append(search, v.search.field)
		}
	case *teamsView:
		if v.search != nil {
			search = append(search, v.search.field)
		}
	}
	return slices.DeleteFunc(overlayParts[*field](s), func(f *field) bool { return slices.Contains(search, f) })
}

// The day a category was earned, from which the 1953 code counts its
// expiry, is kept from the players dialog; a day that is no date is
// refused in the dialog and saves nothing.
func TestCategoryEarnedIsEntered(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna"))
	v := s.areaView(areaPlayers).(*playersView)
	s.show(areaPlayers)
	v.openDialog(s.doc.event.Players[0])
	var earned *field
	for _, f := range overlayParts[*field](s) {
		if f.PlaceHolder == s.t("live.player.earned.hint") {
			earned = f
		}
	}
	if earned == nil {
		t.Fatal("no field for the day the category was earned")
	}
	earned.SetText("31.2.2025")
	test.Tap(defaultButton(t, s))
	if msg := strings.Join(fieldProblems(s.win.Canvas().Overlays().Top()), "\n"); !strings.Contains(msg, s.t("live.player.earned.invalid", "text", "31.2.2025")) {
		t.Errorf("a day that is no date: %q", msg)
	}
	earned.SetText("1.5.2025")
	test.Tap(defaultButton(t, s))
	if got := s.doc.event.Players[0].CategoryEarned; got.Format("2006-01-02") != "2025-05-01" {
		t.Errorf("category earned %v, want 2025-05-01", got)
	}
}

// itemField is a form row's text field, with or without its note below.
func itemField(item *widget.FormItem) *field {
	if c, ok := item.Widget.(*fyne.Container); ok {
		return c.Objects[0].(*field)
	}
	return item.Widget.(*field)
}

// inPlace fills a form's box wrong with wrong, saves it with save and
// checks that it says want problems at once, each below its field, and
// that nothing of the box moved and the box fits the window.
func inPlace(t *testing.T, s *Shell, where string, save func() *widget.Button, wrong func(), want int) []string {
	t.Helper()
	top := s.win.Canvas().Overlays().Top()
	before := controlPositions(top)
	wrong()
	test.Tap(save())
	if s.win.Canvas().Overlays().Top() != top {
		t.Fatalf("%s: the box closed", where)
	}
	got := fieldProblems(top)
	if len(got) != want {
		t.Errorf("%s: %d problems shown below their fields, want %d:\n%s", where, len(got), want, strings.Join(got, "\n"))
	}
	if after := controlPositions(top); !slices.Equal(before, after) {
		t.Errorf("%s: the box's fields, labels and buttons moved from %v to %v", where, before, after)
	}
	boxFitsWhole(t, s, where)
	return got
}

// inPlaceByDefault is inPlace saving by the box's default button.
func inPlaceByDefault(t *testing.T, s *Shell, where string, wrong func(), want int) []string {
	t.Helper()
	return inPlace(t, s, where, func() *widget.Button { return defaultButton(t, s) }, wrong, want)
}

// A team's form says at once that its name is empty and its short name
// another team's, each below its field, in every language at 1024×700
// and 1366×768; the team player's box fits with its problems shown.
func TestTeamFormsShowEveryProblemAtOnceInPlace(t *testing.T) {
	s, _ := pairedTeamRound(t, 4, 6)
	v := shownView[*teamsView](s, areaPlayers)
	taken := s.doc.event.Teams[1].Name
	atEachSizeAndLang(s, func(_ i18n.Lang, where string) {
		v.teamDialog(tournament.Team{})
		fields := overlayParts[*field](s)
		got := inPlaceByDefault(t, s, where+", team", func() {
			fields[1].SetText(taken)
		}, 2)
		if want := s.t("teams.err.name.twice", "name", taken); !slices.ContainsFunc(got, func(p string) bool { return strings.EqualFold(p, want) }) {
			t.Errorf("%s: %q lacks %q", where, got, want)
		}
		closeBoxes(s)
		v.selectTeam(0)
		v.playerDialog(0)
		f := v.search.f
		inPlaceByDefault(t, s, where+", team player", func() {
			f.rating.SetText("twelve")
			f.fed.SetText("fi")
			f.fideID.SetText("12a")
		}, 4)
		closeBoxes(s)
	})
}

// saysEach fails t unless each of wants is in one of the problems got.
func saysEach(t *testing.T, where string, got []string, wants ...string) {
	t.Helper()
	for _, want := range wants {
		if !slices.ContainsFunc(got, func(p string) bool { return strings.Contains(p, want) }) {
			t.Errorf("%s: %q lacks %q", where, got, want)
		}
	}
}

// atEachSizeAndLang walks a box of s in the window at 1024×700 and at
// 1366×768, in each language at each, where naming the size and the
// language for its failures, and leaves s in English.
func atEachSizeAndLang(s *Shell, walk func(l i18n.Lang, where string)) {
	for _, size := range []fyne.Size{{Width: 1024, Height: 700}, {Width: 1366, Height: 768}} {
		s.win.Resize(size)
		inEachLanguage(s, func(l i18n.Lang) { walk(l, fmt.Sprintf("%v, %s", size, l)) })
	}
}

// inEachLanguage runs test with the window s in each complete language,
// as its user sets it, and leaves s in English.
func inEachLanguage(s *Shell, test func(lang i18n.Lang)) {
	for _, lang := range i18n.Complete {
		s.SetLanguage(lang)
		test(lang)
	}
	s.SetLanguage(i18n.English)
}

// eachViewInEachLanguage shows each view of s in each language the window
// offers, Russian too (i18n.All), and calls check there with the language
// and the view's name ("fi, Pelaajat"); English is set back after.
func eachViewInEachLanguage(s *Shell, check func(view string)) {
	for _, l := range i18n.All {
		s.SetLanguage(l)
		for a := range areaCount {
			s.show(a)
			check(fmt.Sprintf("%s, %s", l, s.t(areaInfo[a].key)))
		}
	}
	s.SetLanguage(i18n.English)
}

// formsNameTheirFields checks each form of the box open in s by
// namesItsField.
func formsNameTheirFields(t *testing.T, s *Shell, where string) {
	t.Helper()
	for _, f := range overlayParts[*widget.Form](s) {
		namesItsField(t, f, where)
	}
}

// namesItsField checks that each problem shown below a field of form
// names the field as its label does: "Peliaika" was "Ajankäyttö" in its
// message.
func namesItsField(t *testing.T, form *widget.Form, where string) {
	t.Helper()
	for _, item := range form.Items {
		for _, o := range drawnObjects(item.Widget) {
			n, ok := o.(*fieldNote)
			if !ok || n.problem == "" {
				continue
			}
			// A note of a row's own field (a round's time, the rounds
			// beside the system) names that field.
			label := item.Text
			if n.label != "" {
				label = n.label
			}
			if !strings.Contains(strings.ToLower(n.problem), strings.ToLower(labelName(label))) {
				t.Errorf("%s: below %q: %q", where, label, n.problem)
			}
		}
	}
}

// A player struck under the 1953 rule: his annulled games read their
// result marked annulled ("½–½, annulled") in the Rounds view, as on the
// paper's pairing list and the venue's round page (pairing.RoundList); the
// view showed the record ("½–½") as if it counted, and later "not played"
// of a game played. The result box under it keeps the record.
func TestRoundsViewShowsAnAnnulledGameAsAnnulled(t *testing.T) {
	path, id := testevent.StruckLater(t)
	s := openShell(t, path)
	if !s.act(func() error { return s.doc.st.WithdrawPlayer(id, 2) }) {
		t.Fatal("the withdrawal was refused")
	}
	v := shownView[*roundsView](s, areaRounds)
	v.showRound(1)
	list, _, _ := pairing.RoundList(&s.doc.event, 1)
	annulled := 0
	for i, p := range v.boards {
		if p.White != id && p.Black != id {
			continue
		}
		annulled++
		if got, want := v.grid.rows[i][3], s.t("print.result.annulled", "result", p.Result.Text(s.t)); got != want || !list[i].Void || !list[i].Annulled {
			t.Errorf("board %d reads %q, want %q as the pairing list (void %v)", p.Board, got, want, list[i].Void)
		}
		v.selectRow(i)
		if !strings.Contains(v.keys.text.Text, p.Result.Text(s.t)) {
			t.Errorf("board %d: the result box %q does not keep the record %q", p.Board, v.keys.text.Text, p.Result.Text(s.t))
		}
	}
	if annulled == 0 {
		t.Fatal("the struck player has no game in round 1")
	}
}

// The result box under the Rounds view says of each board what its cell
// says: of the struck player's game not begun, "not played", where it said
// "no result" as if a result were still to be entered, and of his games
// played their result, annulled.
func TestRoundsResultBoxSaysWhatTheCellSays(t *testing.T) {
	path, id := testevent.StruckLater(t)
	s := openShell(t, path)
	if !s.act(func() error { return s.doc.st.WithdrawPlayer(id, 2) }) {
		t.Fatal("the withdrawal was refused")
	}
	v := shownView[*roundsView](s, areaRounds)
	notPlayed := 0
	for round := 1; round <= 2; round++ {
		v.showRound(round)
		for i, p := range v.boards {
			v.selectRow(i)
			cell := v.grid.rows[i][3]
			if cell == "" {
				cell = s.t("live.entry.noresult")
			}
			if !strings.Contains(v.keys.text.Text, drawable(cell)) {
				t.Errorf("round %d board %d: the result box says %q, the cell %q", round, p.Board, v.keys.text.Text, cell)
			}
			if cell == s.t("print.result.not-played") {
				notPlayed++
			}
		}
	}
	if notPlayed == 0 {
		t.Fatal("no game of the struck player reads not played")
	}
}

// A game the 1953 rule annulled is no board waiting for a result: the
// cursor went on to it after the round's last result, where typing the
// next key was refused ("mark a forfeit"), and the round was never said
// to be complete. It now passes it by, as a bye.
func TestResultCursorPassesAnAnnulledGameBy(t *testing.T) {
	path, id := testevent.StruckLater(t)
	// The draw saved before on board 2 is changed, and asked about.
	cursorPassesWithdrawnBy(t, openShell(t, path), id, 2, true, "the struck player's annulled game")
}

// cursorPassesWithdrawnBy withdraws leaver after round-1, types 1 on board 2
// of round (answering yes to the change question where asked) and fails
// the test unless the cursor passed leaver's board by (what it is) and the
// round was said to be complete.
func cursorPassesWithdrawnBy(t *testing.T, s *Shell, leaver int64, round int, asked bool, what string) {
	t.Helper()
	if !s.act(func() error { return s.doc.st.WithdrawPlayer(leaver, round-1) }) {
		t.Fatal("the withdrawal was refused")
	}
	v := shownView[*roundsView](s, areaRounds)
	v.showRound(round)
	v.selectRow(1)
	typeKeys(s, "1")
	if asked {
		test.Tap(defaultButton(t, s))
	}
	if got := s.doc.event.Rounds[round-1].Pairings[1].Result; got != tournament.WhiteWins {
		t.Fatalf("board 2 after 1: %v", got)
	}
	if p := v.boards[v.chosen]; p.White == leaver || p.Black == leaver {
		t.Errorf("the cursor went on to board %d, %s", p.Board, what)
	}
	if !strings.Contains(v.said.Text, s.t("live.entry.done", "round", round)) {
		t.Errorf("after the round's last result to be entered: %q", v.said.Text)
	}
}

// A game after the withdrawal of a player who had played half of his
// games counts + for his opponent under the 1953 rule, and waits for no
// result: after the round's last result the cursor went on to it, its box
// said "no result" beside the table's "− : +", and the round was never
// said to be complete. It now passes it by, as an annulled game.
func TestResultCursorPassesAWithdrawalForfeitBy(t *testing.T) {
	settings := tournament.DefaultSettings()
	settings.WithdrawalPolicy = tournament.WithdrawalUSSR1953
	path := createEvent(t, filepath.Join(t.TempDir(), "event.arbiter"), settings,
		seatedPlayers("Anna Aho", "Boris Berg", "Carl Carlsson", "Dana Dahl")...)
	s := openShell(t, path)
	v := shownView[*roundsView](s, areaRounds)
	for r := 1; r <= 3; r++ {
		test.Tap(v.pairBtn)
		if len(s.doc.event.Rounds) != r {
			t.Fatalf("round %d was not paired", r)
		}
		if r == 3 {
			break
		}
		for _, p := range s.doc.event.Rounds[r-1].Pairings {
			if err := s.doc.setResult(r, p.Board, tournament.Draw); err != nil {
				t.Fatal(err)
			}
		}
		s.reload()
	}
	leaver := s.doc.event.Rounds[2].Pairings[0].White
	cursorPassesWithdrawnBy(t, s, leaver, 3, false, "the withdrawn player's game counted + for his opponent")
}

// Enter in the chooser with no file named says how one is chosen, and
// the chooser stays open: it did nothing and said nothing.
func TestChooserSaysWhenNoFileIsNamed(t *testing.T) {
	first := newEventFile(t, "Anna", "Boris")
	s := openShell(t, first)
	s.app.Preferences().SetString(prefFolder, t.TempDir())
	s.openDialog()
	name := overlayParts[*field](s)[0]
	name.SetText("  ")
	name.OnSubmitted(name.Text)
	if got, want := dialogRefusal(s), s.t("ui.chooser.noname"); got != want {
		t.Errorf("Enter with no file named says %q, want %q", got, want)
	}
	if len(overlayParts[*widget.List](s)) != 1 || s.doc.st.Path() != first {
		t.Errorf("the chooser closed, or %s was opened", s.doc.st.Path())
	}
}

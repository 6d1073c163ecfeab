package ui

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/cli"
	"arbiter/i18n"
	"arbiter/internal/testdir"
	"arbiter/internal/testevent"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/exchange"
	"arbiter/tournament/prizes"
	"arbiter/tournament/store"
	"arbiter/tournament/trf"
	"arbiter/words"
)

// dangerButton is the button of the topmost dialog that does the harm the
// dialog warns of; it is never the default.
func dangerButton(t *testing.T, s *Shell) *widget.Button {
	t.Helper()
	for _, b := range overlayParts[*widget.Button](s) {
		if b.Importance == widget.DangerImportance {
			return b
		}
	}
	t.Fatal("no dialog with a dangerous button is open")
	return nil
}

// A backup another program took while the window holds the file
// ("arbiter backup") is listed when the File view is shown: the list
// stayed as the window last read it, short of the backup that "arbiter
// backup --list" named.
func TestFileViewListsABackupTakenElsewhere(t *testing.T) {
	s := openShell(t, newSwissFile(t, 6, 5))
	pairedNow(t, s)
	before := len(shownView[*fileView](s, areaFile).backups)
	s.show(areaRounds)
	var out, errs bytes.Buffer
	if rc := cli.Run([]string{"backup", s.doc.st.Path()}, &out, &errs); rc != 0 {
		t.Fatalf("arbiter backup: exit %d\n%s", rc, errs.String())
	}
	if v := shownView[*fileView](s, areaFile); len(v.backups) != before+1 {
		t.Errorf("%d backups listed after arbiter backup, want %d: %v", len(v.backups), before+1, v.grid.rows)
	}
}

// The File view on screen while "arbiter backup", in a terminal, backs
// up the file the window holds: back in the window (come to the
// foreground), the list shows the new backup; it stayed as it was,
// nothing said, until another view was shown and this one again (a click
// on its own name in the navigation shows nothing again). Back with no
// backup taken, the backup chosen stays chosen.
func TestFileViewOnScreenListsABackupTakenElsewhere(t *testing.T) {
	testevent.AsProgram(t, store.Window)
	s := openShell(t, newSwissFile(t, 6, 5))
	pairedNow(t, s)
	v := shownView[*fileView](s, areaFile)
	before := len(v.backups)
	var out, errs bytes.Buffer
	if rc := cli.Run([]string{"backup", s.doc.st.Path()}, &out, &errs); rc != 0 {
		t.Fatalf("arbiter backup: exit %d\n%s", rc, errs.String())
	}
	backInFront(s.app)
	if len(v.backups) != before+1 || v.backups[0].Reason != "manual" {
		t.Fatalf("back in the window after arbiter backup, %d backups listed, want %d, the newest arbiter's: %v", len(v.backups), before+1, v.grid.rows)
	}
	v.grid.table.Select(widget.TableCellID{Row: 1, Col: 0})
	backInFront(s.app)
	if v.chosen != 1 || v.restore.Disabled() {
		t.Errorf("back in the window with no backup taken, the chosen backup is %d (restore disabled %v), want 1", v.chosen, v.restore.Disabled())
	}
}

// backInFront is the window come to the foreground from another
// program, as the driver tells the app.
func backInFront(a fyne.App) {
	if f := a.Lifecycle().(interface{ OnEnteredForeground() func() }).OnEnteredForeground(); f != nil {
		f()
	}
}

// The rating report is written where the arbiter says, and a backup
// restores only after a dialog that names what it takes back, with
// staying as the default.
func TestFileViewExportsAndRestores(t *testing.T) {
	s := openShell(t, newSwissFile(t, 6, 5))
	pairedNow(t, s)
	if !s.act(func() error { return s.doc.setResult(1, 1, tournament.WhiteWins) }) {
		t.Fatal("result refused")
	}
	v := shownView[*fileView](s, areaFile)
	if len(v.backups) != 1 || v.grid.cell(0, 1) != s.t("eventfile.reason.before-round", "n", "1") {
		t.Fatalf("backups listed: %v", v.grid.rows)
	}

	v.exportTRF()
	path := saveProposed(t, s, "swiss.trf")
	data := testdir.Read(t, path)
	if string(data) != string(exchange.ExportTRF(&s.doc.event, exchange.TRFOptions{})) {
		t.Error("the file written is not the event's report")
	}
	// The status line says the file saved, and the notes stand whole in a
	// box, as an import's: on the status line, two lines high, a weekend's
	// report named its missing records and left its clubs not written
	// scrolled out of sight, beyond the reach of the keys.
	if s.status.Text != s.t("eventfile.export.done", "file", path) {
		t.Errorf("status %q, want the file saved alone", s.status.Text)
	}
	gaps := exchange.TRFRatingGaps(&s.doc.event)
	if len(gaps) == 0 {
		t.Fatal("the test's event lacks no record FIDE's rating requires")
	}
	testtext.SaysEach(t, "the export's notes", topMessage(s), s.t("event.trf.gaps", "records", strings.Join(gaps, ", ")))
	test.Tap(defaultButton(t, s))
	// TRF-16 by choice, for the programs that read nothing newer.
	v.trf16.SetChecked(true)
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	v.exportTRF()
	test.Tap(defaultButton(t, s))
	data = testdir.Read(t, path)
	if string(data) != string(exchange.ExportTRF(&s.doc.event, exchange.TRFOptions{Version: trf.TRF16})) || strings.Contains(string(data), "\r192 ") {
		t.Error("the file written is not the event's TRF-16 report")
	}
	test.Tap(defaultButton(t, s)) // its notes' box

	if !v.restore.Disabled() {
		t.Error("Restore enabled with no backup chosen")
	}
	v.grid.table.Select(widget.TableCellID{Row: 0, Col: 0})
	test.Tap(v.restore)
	text := topMessage(s)
	testtext.SaysEach(t, "the restore dialog", text,
		s.t("eventfile.restore.loses", "n", 2),
		s.t("store.audit.round.save", "round", 1, "boards", 3),
		s.t("store.audit.result", "round", 1, "board", 1, "result", tournament.WhiteWins.Text(s.t)),
	)
	if b := defaultButton(t, s); b.Text != s.t("ui.cancel") {
		t.Errorf("the default button is %q", b.Text)
	}
	test.Tap(dangerButton(t, s))
	if len(s.doc.event.Rounds) != 0 {
		t.Errorf("%d rounds after restoring the state before round 1", len(s.doc.event.Rounds))
	}
	if len(v.backups) != 2 || v.grid.cell(0, 1) != s.t("eventfile.reason.before-restore") {
		t.Errorf("backups after the restore: %v", v.grid.rows)
	}
}

// A path typed into the save chooser's name field is taken as typed when
// absolute (not joined to the folder shown), and a folder typed is
// entered with the proposed name kept.
func TestSaveChooserTakesATypedPath(t *testing.T) {
	s := openShell(t, "")
	shown, elsewhere := t.TempDir(), t.TempDir()
	var got string
	s.chooseFile("save", chooseSave, shown, ".pdf", "report.pdf", func(p string) { got = p })
	name := overlayParts[*field](s)[0]
	name.SetText(filepath.Join(elsewhere, "mine.pdf"))
	test.Tap(defaultButton(t, s))
	if want := filepath.Join(elsewhere, "mine.pdf"); got != want {
		t.Errorf("absolute path typed: chose %q, want %q", got, want)
	}

	got = ""
	s.chooseFile("save", chooseSave, shown, ".pdf", "report.pdf", func(p string) { got = p })
	name = overlayParts[*field](s)[0]
	name.SetText(elsewhere)
	test.Tap(defaultButton(t, s))
	if got != "" || name.Text != "report.pdf" {
		t.Fatalf("folder typed: chose %q, name field %q", got, name.Text)
	}
	test.Tap(defaultButton(t, s))
	if want := filepath.Join(elsewhere, "report.pdf"); got != want {
		t.Errorf("after entering the typed folder: chose %q, want %q", got, want)
	}
}

// The history lists every change newest first, and undoing down to a
// change takes back it and all after it.
func TestAuditUndoDownToChosen(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris"))
	for _, n := range []string{"Carl", "Dana", "Eero"} {
		if !s.act(func() error { return s.doc.savePlayer(tournament.Player{Name: n}) }) {
			t.Fatal("player refused")
		}
	}
	v := shownView[*auditView](s, areaAudit)
	if got, want := v.grid.cell(0, 3), s.t("store.audit.player.add", "name", "Eero"); got != want {
		t.Fatalf("newest change %q, want %q", got, want)
	}
	// The file's creation cannot be undone.
	v.grid.table.Select(widget.TableCellID{Row: len(v.log) - 1, Col: 0})
	if !v.undo.Disabled() {
		t.Error("Undo offered for the file's creation")
	}
	v.grid.table.Select(widget.TableCellID{Row: 1, Col: 0}) // Dana
	test.Tap(v.undo)
	if text := topMessage(s); !strings.Contains(text, "Dana") || !strings.Contains(text, "Eero") || strings.Contains(text, "Carl") {
		t.Errorf("the undo dialog lists the wrong changes:\n%s", text)
	}
	test.Tap(defaultButton(t, s))
	if names := playerNames(s.doc.event.Players); strings.Join(names, " ") != "Anna Boris Carl" {
		t.Errorf("players after the undo: %v", names)
	}
	if got, want := v.grid.cell(2, 3), s.t("eventfile.audit.undone", "what", s.t("store.audit.player.add", "name", "Eero"), "id", v.log[1].ID); got != want {
		t.Errorf("the undone change reads %q, want %q", got, want)
	}
}

// The history names the program that made a change in the reader's
// language, the account after it: it showed the file's own "gui" and
// "cli" in Finnish and Estonian.
func TestHistoryNamesTheProgramInTheReadersLanguage(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna"))
	defer func(was string) { store.Actor = was }(store.Actor)
	store.Actor = "gui"
	if !s.act(func() error { return s.doc.savePlayer(tournament.Player{Name: "Carl"}) }) {
		t.Fatal("player refused")
	}
	for lang, want := range map[i18n.Lang]string{i18n.English: "window", i18n.Finnish: "ikkuna", i18n.Estonian: "aken"} {
		s.SetLanguage(lang)
		v := shownView[*auditView](s, areaAudit)
		if got := v.grid.cell(0, 2); got != want && !strings.HasPrefix(got, want+"/") {
			t.Errorf("%s: the change is by %q, want %s", lang, got, want)
		}
	}
}

// The history is listed again only when the log has changed: shown again
// as it was, it keeps the change chosen; a change logged without the
// event being read again (as the desk logs its moves) is listed.
func TestHistoryListedOnlyWhenChanged(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris"))
	v := shownView[*auditView](s, areaAudit)
	rows := len(v.log)
	v.grid.table.Select(widget.TableCellID{Row: 0, Col: 0})
	s.show(areaPlayers)
	s.show(areaAudit)
	if v.chosen != 0 || !v.detailBox.Visible() {
		t.Errorf("the history was listed again with nothing changed: chosen %d", v.chosen)
	}
	if _, err := s.doc.st.AddPlayer(tournament.Player{Name: "Carl"}); err != nil {
		t.Fatal(err)
	}
	s.show(areaPlayers)
	s.show(areaAudit)
	if len(v.log) != rows+1 || v.grid.cell(0, 3) != s.t("store.audit.player.add", "name", "Carl") {
		t.Errorf("after a change logged beside the window: %d rows, the newest %q", len(v.log), v.grid.cell(0, 3))
	}
}

// A change made at the venue's check-in tablet names no deputy in its
// text, and its row's "By" column is cut to "venue page…" at 1024×700:
// the chosen change, shown whole below the list, names who made it, as
// "arbiter audit" does. It showed the change alone, so that the window
// never said which deputy's device checked a player in.
func TestHistoryDetailNamesWhoMadeTheChange(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna"))
	const by = "venue/Dora Deputy (127.0.0.9)"
	if err := s.doc.st.Batch(func(tx *store.Tx) error {
		tx.ActAs(by)
		_, err := tx.AddPlayer(tournament.Player{Name: "Carl"})
		return err
	}); err != nil {
		t.Fatal(err)
	}
	s.reload()
	v := shownView[*auditView](s, areaAudit)
	v.grid.table.Select(widget.TableCellID{Row: 0, Col: 3})
	if !strings.Contains(v.detail.Text, words.Actor(s.cat, by)) || !strings.Contains(v.detail.Text, s.t("store.audit.player.add", "name", "Carl")) {
		t.Errorf("the chosen change says %q, want who made it and what", v.detail.Text)
	}
}

// TestHistoryRowShowsALine: a change of many steps (players imported from
// a list) is cut to a line in its row, and shown whole once chosen.
func TestHistoryRowShowsALine(t *testing.T) {
	s, v := historyOfAnImport(t)
	row := []rune(v.grid.cell(0, 3))
	if len(row) > 300 || row[len(row)-1] != '…' {
		t.Errorf("the row of a 400-player import has %d characters, ending %q", len(row), string(row[len(row)-1]))
	}
	v.grid.table.Select(widget.TableCellID{Row: 0, Col: 3})
	if !strings.HasSuffix(v.detail.Text, s.t("store.audit.player.add", "name", "Imported 399")) {
		t.Errorf("the chosen change is not shown whole: it ends %q", v.detail.Text[max(0, len(v.detail.Text)-60):])
	}
	// Shown whole, it scrolls in a few lines: it took the window's height.
	s.win.Resize(fyne.NewSize(1024, 701)) // laid out anew: a wrapped label is as tall as its width makes it
	checkFits(t, s, smallestRoom(s), "with the change chosen")
}

// historyOfAnImport is the history of an event whose latest change is one
// of 400 steps, 400 players imported, shown.
func historyOfAnImport(t *testing.T) (*Shell, *auditView) {
	t.Helper()
	s := openShell(t, newEventFile(t, "Anna"))
	if err := s.doc.st.Batch(func(tx *store.Tx) error {
		for i := range 400 {
			if _, err := tx.AddPlayer(tournament.Player{Name: fmt.Sprintf("Imported %03d", i)}); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	s.reload()
	return s, shownView[*auditView](s, areaAudit)
}

// An arbiter who works by the keys reads a change of 400 steps to its
// last: chosen, it scrolls in a few lines under the history's list, which
// Tab from the list gives the keyboard, and End brings its last step into
// sight, the change still chosen. The keyboard went from the list to the
// toolbar, and only the mouse's wheel reached the steps past the fourth
// line.
func TestHistoryDetailScrollsByTheKeys(t *testing.T) {
	s, v := historyOfAnImport(t)
	s.win.Resize(fyne.NewSize(1024, 700))
	c := s.win.Canvas()
	c.Focus(v.grid.table)
	pressKey(s, fyne.KeyHome)
	if v.chosen != 0 {
		t.Fatalf("Home on the history chose row %d", v.chosen)
	}
	s.win.Resize(fyne.NewSize(1024, 701)) // the wrapped change laid out at its width
	need, shows := v.detail.MinSize().Height, v.detailBox.scroll.Size().Height
	if shows >= need-0.5 {
		t.Fatalf("the change of %.0f px fits the %.0f px under the list: nothing to scroll", need, shows)
	}
	c.FocusNext()
	if c.Focused() != v.detailBox {
		t.Fatalf("Tab from the list gave the keyboard to a %T, not the change chosen", c.Focused())
	}
	pressKey(s, fyne.KeyEnd)
	sc := v.detailBox.scroll
	if end := sc.Offset.Y + sc.Size().Height; end < need-0.5 {
		t.Errorf("after End the change shows down to %.0f px of %.0f", end, need)
	}
	if v.chosen != 0 || v.grid.chosen != 0 {
		t.Errorf("the change's keys chose row %d of the history", v.chosen)
	}
}

// A TRF report becomes a new tournament file, opened in the window, its
// documents in the window's language, as a new event's are: a report
// names none, and the file's were English; the notes say the rules it is
// played under, which a report states neither.
func TestImportTRFMakesNewEvent(t *testing.T) {
	s := openShell(t, newSwissFile(t, 6, 5))
	s.SetLanguage(i18n.Estonian)
	pairedNow(t, s)
	testdir.Write(t, filepath.Join(s.doc.dir(), "report.trf"), exchange.ExportTRF(&s.doc.event, exchange.TRFOptions{}))
	s.importTRF()
	lists := overlayParts[*widget.List](s)
	if len(lists) != 1 {
		t.Fatalf("%d lists in the chooser", len(lists))
	}
	test.DoubleTap(chooserEntry(t, s, "report.trf"))
	if names := overlayParts[*field](s); len(names) != 1 || names[0].Text != "swiss-open.arbiter" {
		t.Fatalf("proposed file name: %v", names)
	}
	test.Tap(defaultButton(t, s))
	if s.doc == nil || filepath.Base(s.doc.st.Path()) != "swiss-open.arbiter" {
		t.Fatalf("the new event is not open: %v", s.doc)
	}
	if len(s.doc.event.Players) != 6 || len(s.doc.event.Rounds) != 1 {
		t.Errorf("imported %d players, %d rounds", len(s.doc.event.Players), len(s.doc.event.Rounds))
	}
	if got := s.doc.event.Settings.Language; got != string(i18n.Estonian) {
		t.Errorf("the new event's documents are in %q, want the window's et", got)
	}
	// What the new file assumes, which no report states, is said with
	// the reading's notes (conduct.Create).
	if !overlayLabels(s, "FIDE reitinguta") {
		t.Error("the import does not say that the new file is not FIDE-rated, which the report cannot state")
	}
}

// The history and the backups write a moment as every date of the window
// is written, in the reader's words, to the second: in Finnish and
// Estonian they wrote 2026-12-05 04:58:49 beside the players' 5.12.2026.
func TestHistoryAndBackupsWriteAMomentInTheReadersWords(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna"))
	if _, err := s.doc.st.Backup("manual"); err != nil {
		t.Fatal(err)
	}
	moment := regexp.MustCompile(`^\d{1,2}\.\d{1,2}\.\d{4} \d\d\.\d\d\.\d\d$`)
	for _, lang := range []i18n.Lang{i18n.Finnish, i18n.Estonian} {
		s.SetLanguage(lang)
		if got := shownView[*auditView](s, areaAudit).grid.cell(0, 1); !moment.MatchString(got) {
			t.Errorf("%s: the history's change was made %q", lang, got)
		}
		if got := shownView[*fileView](s, areaFile).grid.cell(0, 0); !moment.MatchString(got) {
			t.Errorf("%s: the backup was taken %q", lang, got)
		}
	}
}

// Enter in the save chooser with its name emptied says that no file is
// named, as the open chooser does, and chooses nothing: it said nothing.
func TestSaveChooserSaysWhenNoFileIsNamed(t *testing.T) {
	s := openShell(t, "")
	chosen := false
	s.chooseFile("save", chooseSave, t.TempDir(), ".pdf", "report.pdf", func(string) { chosen = true })
	name := overlayParts[*field](s)[0]
	name.SetText("")
	name.OnSubmitted(name.Text)
	if got, want := dialogRefusal(s), s.t("ui.chooser.noname"); got != want {
		t.Errorf("Enter with the name emptied says %q, want %q", got, want)
	}
	if chosen {
		t.Error("a file was chosen with no name")
	}
	name.SetText("mine")
	if got := dialogRefusal(s); got != "" {
		t.Errorf("the note stays as a name is typed: %q", got)
	}
}

// The window's TRF export of an event with prizes says the report leaves
// them out, as the command line's does.
func TestTRFExportFromTheWindowSaysThePrizesAreNotKept(t *testing.T) {
	s := openShell(t, newSwissFile(t, 6, 5))
	setPrizeRules(t, s, prizes.Rules{Prizes: []prizes.Prize{{Place: 1, Amount: 10000}}, Currency: "EUR"})
	shownView[*fileView](s, areaFile).exportTRF()
	saveProposed(t, s, "swiss.trf")
	if want, notes := s.t("event.trf.export.prizes", "groups", 0, "prizes", 1), topMessage(s); !strings.Contains(notes, want) {
		t.Errorf("the export's notes %q lack %q", notes, want)
	}
}

// The games' PGN of an event under a control the TimeControl tag cannot
// state (the 1953 code's 40/150*) is written without the tag, and the
// window says so in the export's notes, as the command line does
// (exchange.PGNNotKept): it said only that the file was written.
func TestFileViewSaysWhatThePGNCannotState(t *testing.T) {
	s := openShell(t, newSwissFile(t, 6, 5))
	pairedNow(t, s)
	st := s.doc.event.Settings
	st.TimeControl = "40/150*"
	if !s.act(func() error { return s.doc.updateSettings(st, nil, nil) }) {
		t.Fatal("time control refused")
	}
	notes := exchange.PGNNotKept(&s.doc.event)
	if len(notes) == 0 {
		t.Fatal("40/150*: no note to say")
	}
	shownView[*fileView](s, areaFile).exportPGN()
	path := saveProposed(t, s, "swiss.pgn")
	if data := testdir.Read(t, path); strings.Contains(string(data), "[TimeControl ") {
		t.Fatal("the PGN states the control, yet the note says it cannot")
	}
	if want, said := s.cat.Message(notes[0]), topMessage(s); !strings.Contains(said, want) {
		t.Errorf("the export's notes %q do not say %q", said, want)
	}
}

package ui

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine"
	"arbiter/engine/clock"
	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/internal/fileio"
	"arbiter/tournament"
	"arbiter/tournament/schedule"
	"arbiter/tournament/store"
	"arbiter/tournament/trf"
	"arbiter/ui/look"
	"arbiter/words"
)

// fileExt is the extension of tournament files.
const fileExt = ".arbiter"

const prefFolder = "folder"

// Open opens a tournament file in the window, closing the one open before.
// A file that cannot be opened is reported in a dialog; the window keeps
// what it showed.
func (s *Shell) Open(path string) {
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	if s.doc != nil && s.doc.st.Path() == path {
		return
	}
	d, err := openDocument(path)
	s.adopt(path, d, err)
}

// adopt shows the document read from path, or says why it could not be
// read. The path leaves the recent list only when no event is there any
// more (gone, or another kind of file): a file held by another program, a
// disk that failed once or a damaged file whose backup is to be restored
// is the same event, to be opened again from the list.
func (s *Shell) adopt(path string, d *document, err error) {
	if err != nil {
		if errors.Is(err, store.ErrMissing) || errors.Is(err, store.ErrNotSQLite) || errors.Is(err, store.ErrNotArbiter) {
			s.forgetRecent(path)
		}
		if errors.Is(err, store.ErrNotSQLite) {
			err = s.notAnEvent(path)
		}
		// Opening changes nothing: a file another window holds is named
		// as open there, without the words a refused change gets ("make
		// the change there … nothing was changed").
		var held *engine.Message
		if store.HeldByWindow(err) && errors.As(err, &held) {
			opened := *held
			opened.Key = "ui.open.held.window"
			err = &opened
		}
		if errors.Is(err, store.ErrCorrupt) {
			if backups, lerr := store.BackupsOf(path); lerr == nil && len(backups) > 0 {
				s.offerRestore(path, err, backups[len(backups)-1])
				return
			}
		}
		s.showError(err)
		return
	}
	s.setDocument(d)
}

// notAnEvent is the refusal of path, no SQLite database, with what to do:
// a TRF report (renamed .arbiter, or chosen for the event) is named so and
// sent to Import… in a new tournament; any other file (a PDF, an empty
// one) to the event's own file, a list being read by Import….
func (s *Shell) notAnEvent(path string) error {
	key := "ui.open.not-event"
	if f, err := os.Open(path); err == nil {
		head := make([]byte, 4096)
		n, _ := io.ReadFull(f, head)
		f.Close()
		if trf.LooksLikeReport(head[:n]) {
			key = "ui.open.trf"
		}
	}
	return engine.NewMessage(key, "file", engine.Path(path), "new", s.t("ui.file.new"),
		"import", s.t("ui.players.import"), "players", s.t("ui.nav.players"))
}

// offerRestore says why the file at path, damaged, cannot be opened, and
// offers to restore its newest backup b over it (store.RestoreFile), the
// damaged file kept in the backup folder: the message's "restore a backup"
// had no way to it in the window, whose backups are the open file's.
func (s *Shell) offerRestore(path string, damaged error, b store.BackupFile) {
	when := words.Moment(s.cat, b.Taken)
	text := s.cat.Error(damaged) + "\n\n" + s.t("ui.damaged.offer", "when", when, "reason", backupReason(s, b))
	s.confirmRisky(s.t("ui.damaged.title"), wrapped(text), s.t("eventfile.restore.ok"), func() {
		kept, err := store.RestoreFile(path, b.Path)
		if err != nil {
			s.showError(err)
			return
		}
		s.Open(path)
		if s.doc != nil {
			s.setStatus(s.t("ui.damaged.restored", "when", when, "damaged", kept))
		}
	})
}

func (s *Shell) setDocument(d *document) {
	// The venue's pages end with the file they show: the arbiter is told,
	// or the phones at the venue would stop updating without a word.
	published := ""
	if s.venue != nil && s.doc != nil {
		published = s.doc.base()
	}
	s.closeDocument()
	s.doc = d
	s.area = s.viewLeftOn(d.st.Path())
	s.remember(d.st.Path())
	s.rebuild()
	if published != "" {
		s.showMessage(s.t("ui.venue.title"), s.t("ui.venue.stopped", "file", published, "view", s.t("ui.nav.venue")))
	}
	if u := d.st.Upgraded(); u != nil {
		// An older Arbiter cannot open the file any more.
		s.showMessage(s.t("ui.upgraded.title"), s.t("store.upgraded", "file", d.base(), "from", u.From, "to", u.To, "backup", u.Backup))
	}
	if h, ok := d.st.Interrupted(); ok {
		if log, err := d.st.Audit(); err == nil && len(log) > 0 {
			last := log[len(log)-1]
			s.showMessage(s.t("ui.interrupted.title"), words.Interrupted(s.cat, d.base(), h.PID, last.At, drawable(i18n.Join(s.cat, s.shownSteps(last.Told()), "; "))))
		}
	}
	if others := d.st.OpenElsewhere(); len(others) > 0 {
		s.showMessage(s.t("ui.elsewhere.title"), s.t("store.open.elsewhere", "file", d.base(), "other", strings.Join(others, ", ")))
	}
	if d.readOnly {
		s.setStatus(s.t("ui.readonly.status"))
		notice, _ := d.readOnlyKeys()
		s.showMessage(s.t("ui.readonly.title"), s.t(notice, "file", d.base(), "folder", d.dir()))
	}
}

// closeDocument releases the open file (and its lock).
func (s *Shell) closeDocument() {
	if s.doc == nil {
		return
	}
	if slot, ok := s.views[areaDesk].(*deskSlot); ok && slot.view.Session() != nil && slot.view.Session().Store() == s.doc.st {
		// The desk's clock reading goes into the file before it closes.
		if err := slot.view.Session().Close(); err != nil {
			s.showError(err)
		}
	}
	s.stopPublishing()
	if err := s.doc.st.Close(); err != nil {
		s.showError(err)
	}
	s.doc = nil
	s.places = [areaCount]string{} // another file's views begin on their first choice
}

// openDialog lets the arbiter pick a tournament file.
func (s *Shell) openDialog() {
	s.settingsKept("ui.close.settings", "ui.close.settings.drop", s.chooseOpen)
}

// chooseOpen asks for the tournament file to open, and opens it.
func (s *Shell) chooseOpen() {
	s.chooseFile(s.t("ui.file.open.title"), chooseOpen, s.startFolder(), fileExt, "", func(path string) {
		s.app.Preferences().SetString(prefFolder, filepath.Dir(path))
		s.Open(path)
	})
}

// startFolder is where file dialogs begin: the last folder used, else
// Documents on Windows, else the home folder.
func (s *Shell) startFolder() string {
	for _, dir := range []string{s.app.Preferences().String(prefFolder), documentsFolder()} {
		if st, err := os.Stat(dir); dir != "" && err == nil && st.IsDir() {
			return dir
		}
	}
	if home, err := os.UserHomeDir(); err == nil {
		return home
	}
	return "."
}

// fileNameFor turns an event name into a file name: "Tampere Open 2026"
// becomes "tampere-open-2026.arbiter"; without a usable name it is the
// word for a tournament in the window's language.
func (s *Shell) fileNameFor(event string) string {
	stem := fileio.Stem(event)
	if stem == "" {
		stem = fileio.Stem(s.t("ui.new.file.default"))
	}
	return stem + fileExt
}

// newEventWidth is the new-event box's width: the smallest window's, 1024
// pixels, less a margin that shows the window behind the box.
const newEventWidth = 960

// newEventBox is the new-event box: the settings a new event starts with,
// each field that may be refused saying why on the line below it, which
// holds its example until then; a problem of no one field stands beside
// the buttons.
type newEventBox struct {
	s                                          *Shell
	name, file, folder, start, end             *field
	site, arbiter, rounds, boards, timeControl *field
	system, ruleset, lang                      *choice
	notes                                      formNotes
	timeNote, problem                          *fieldNote
	roundsNote, boardsNote                     *fieldNote
	d                                          *modal
}

// newTournament asks for the event's name and folder and creates the file
// with the default settings, then shows the settings to complete.
func (s *Shell) newTournament() {
	s.settingsKept("ui.close.settings", "ui.close.settings.drop", s.askNewEvent)
}

// askNewEvent is the new event's box.
func (s *Shell) askNewEvent() {
	b := newEventFields(s)
	create := primary(newButtonWithIcon(s.t("ui.new.create"), theme.ConfirmIcon(), b.create))
	for _, e := range []*field{b.name, b.start, b.end, b.site, b.arbiter, b.rounds, b.boards, b.timeControl, b.folder, b.file} {
		e.OnSubmitted = func(string) { create.OnTapped() }
	}
	cancel := newButton(s.t("ui.cancel"), func() { b.d.hide() })
	b.d = s.newFormModal(s.t("ui.new.title"), b.form(), b.problem, newEventWidth, cancel, create)
	b.d.show()
	s.win.Canvas().Focus(b.name)
}

// newEventFields makes the box's fields, holding the default settings and
// the window's language.
func newEventFields(s *Shell) *newEventBox {
	entry := s.hintField
	b := &newEventBox{s: s, name: entry(s.t("ui.new.name.hint")), file: s.newField(), folder: s.newField(), notes: formNotes{}, problem: newFieldNote("")}
	// The name's note ("give the event a name") goes as a name is typed,
	// as the open box's does: it stayed red until the next Enter.
	b.name.OnChanged = func(text string) {
		b.file.SetText(s.fileNameFor(text))
		if n := b.notes[b.name]; n != nil {
			n.say("")
		}
	}
	b.file.SetText(s.fileNameFor(""))
	// The folder can be typed or chosen; it starts where the last event
	// was made.
	b.folder.SetText(s.startFolder())
	// The dates' hint is their form, not an example date that looks filled in.
	b.start, b.end = entry(s.t("ui.settings.date.hint")), entry(s.t("ui.settings.date.hint"))
	// The chief arbiter's hint is the settings' own.
	b.site, b.arbiter, b.rounds, b.boards = entry(""), entry(s.t("ui.settings.chief.hint")), entry(""), entry("")
	def := tournament.DefaultSettings()
	b.system = systemChoice(s, append(append([]tournament.System{}, individualSystems...), teamSystems...))
	b.system.set(string(def.System))
	b.ruleset = rulesetChoice(s)
	b.ruleset.set(string(def.Ruleset))
	b.timeControl = s.timeControlEntry()
	b.lang = languageChoice(s)
	b.lang.set(string(s.lang))
	// Beside the boards and the time control, the rules and the language
	// are as wide as their longest names, which their least width cut.
	b.ruleset.sel.Fit, b.lang.sel.Fit = true, true
	b.timeNote = b.notes.note(b.timeControl, s.t("ui.settings.timecontrol"), s.t("ui.settings.timecontrol.hint"))
	b.roundsNote = b.notes.note(b.rounds, s.t("ui.settings.rounds"), "")
	b.boardsNote = b.notes.note(b.boards, s.t("teams.ui.new.boards"), "")
	b.system.sel.OnChanged = func(string) { b.systemChosen() }
	b.systemChosen()
	b.timeControl.OnChanged, b.ruleset.sel.OnChanged = b.sayGameType, b.sayGameType
	return b
}

// systemChosen asks for what the system leaves to the arbiter: a round
// robin's length follows from the players (or teams), a Swiss's rounds and
// a match's games are his; a team event's matches have their boards.
func (b *newEventBox) systemChosen() {
	sys := tournament.System(b.system.value())
	shut(b.rounds, b.roundsNote, sys.RoundsFromField(), b.s.t("ui.settings.rounds.from-field"), b.s.t("ui.settings.rounds.hint"))
	shut(b.boards, b.boardsNote, !sys.Team(), b.s.t("ui.settings.boards.team-only"), b.s.t("ui.settings.boards.hint", "max", tournament.MaxBoards))
	if sys.Team() && b.boards.Text == "" {
		b.boards.SetText("4")
	}
}

// shut closes a field emptied, saying in it why, where the system
// leaves it nothing to take: an empty field disabled is drawn as one to
// fill, and took the keys typed into it without a word. The example below
// it goes with it: "e.g. 7" under a round robin's rounds read as a number
// to give.
func shut(f *field, n *fieldNote, closed bool, why, example string) {
	look.SetEnabled(f, !closed)
	f.SetPlaceHolder("")
	n.tell(example)
	if closed {
		f.SetText("")
		f.SetPlaceHolder(why)
		n.tell("")
	}
}

// sayGameType says, where a control that reads has its example, the game
// type it makes under the ruleset chosen, the type the event will have.
func (b *newEventBox) sayGameType(string) {
	st := tournament.DefaultSettings()
	st.Ruleset, st.TimeControl = rules.RulesetID(b.ruleset.value()), strings.TrimSpace(b.timeControl.Text)
	b.timeNote.example = b.s.t("ui.settings.timecontrol.hint")
	if _, err := clock.Parse(st.TimeControl); err == nil {
		b.timeNote.example, _ = words.GameType(b.s.cat, st)
	}
	b.timeNote.Refresh()
}

// form lays the fields out. The box is as wide as the smallest window
// allows (newEventWidth), so that the name, the site and the chief
// arbiter, free text whose refusal repeats what was typed (a site of 200
// characters too), each have a row as wide as the box and their problems
// two lines at most; the dates, the boards beside the rules and the time
// control beside the language share rows, so that the box with a note
// below each field that may be refused fits a 1024×700 window (at 640
// pixels with a row each it did not). Tab goes as the rows read: each
// row's fields are in its container in their order on the row
// (look.Border).
func (b *newEventBox) form() *widget.Form {
	s := b.s
	note := func(w fyne.CanvasObject, key, example string) *fieldNote { return b.notes.note(w, s.t(key), example) }
	choose := newButtonWithIcon(s.t("ui.new.choose"), theme.FolderOpenIcon(), func() {
		s.chooseFile(s.t("ui.new.folder"), chooseFolder, expandHome(b.folder.Text), "", "", b.folder.SetText)
	})
	sys := container.NewVBox(b.system.sel)
	return widget.NewForm(
		b.notes.item(s.t("ui.new.name"), b.name, ""),
		s.item("ui.settings.start", container.NewGridWithColumns(2, noted(b.start, note(b.start, "ui.settings.start", s.dateExample())),
			look.Border(nil, nil, container.NewVBox(widget.NewLabel(s.t("ui.settings.end"))), nil, noted(b.end, note(b.end, "ui.settings.end", s.t("ui.new.end.example", "example", s.dateExample())))))),
		b.notes.item(s.t("ui.settings.site"), b.site, ""),
		b.notes.item(s.t("ui.settings.chief"), b.arbiter, ""),
		// The system as wide as its longest name, the rounds the rest,
		// with their note below them as the last day's is: below the
		// whole row it read as the system's.
		s.item("ui.settings.system", look.Border(nil, nil, sys, nil,
			look.Border(nil, nil, container.NewVBox(widget.NewLabel(s.t("ui.settings.rounds"))), nil, noted(b.rounds, b.roundsNote)))),
		s.item("teams.ui.new.boards", besideNamed(noted(b.boards, b.boardsNote),
			s.t("ui.settings.ruleset"), container.NewVBox(b.ruleset.sel))),
		s.item("ui.settings.timecontrol", besideNamed(noted(b.timeControl, b.timeNote), s.t("ui.settings.language"), container.NewVBox(b.lang.sel))),
		s.item("ui.new.folder", noted(look.Border(nil, nil, nil, choose, b.folder), note(b.folder, "ui.new.folder", ""))),
		s.item("ui.new.file", b.file),
	)
}

// read is the new event's settings as the box has them, with the
// system's tie-breaks and the ruleset's withdrawal rule, and a team
// event's options, made in the same action: its boards, and the system's
// match points and bye. Each field that is no number or date, and a name
// left empty, is added to bad. oneDay says that the last day, left
// empty, was made the first (schedule.OneDay).
func (b *newEventBox) read(bad map[fyne.CanvasObject]error) (st tournament.Settings, o tournament.TeamOptions, oneDay bool) {
	s := b.s
	st = tournament.DefaultSettings()
	st.Name = strings.TrimSpace(b.name.Text)
	if st.Name == "" {
		// As arbiter new requires --name: every sheet and page is headed
		// by it, and Ctrl+N with an Enter too many made a nameless event.
		bad[b.name] = uiError("ui.new.no-name")
	}
	st.Site, st.ChiefArbiter = strings.TrimSpace(b.site.Text), strings.TrimSpace(b.arbiter.Text)
	st.SetSystem(tournament.System(b.system.value()))
	st.TieBreaks = st.System.DefaultTieBreaks()
	st.SetRuleset(rules.RulesetID(b.ruleset.value()))
	st.TimeControl = strings.TrimSpace(b.timeControl.Text)
	st.Language = b.lang.value()
	st.StartDate, st.EndDate = readDate(b.start, bad), readDate(b.end, bad)
	// A last day left empty is the first, as the note below it says.
	oneDay = schedule.OneDay(&st)
	st.Rounds = b.rounds.readNumber(st.Rounds, s.t("ui.settings.rounds"), bad)
	if st.System.Team() {
		n := b.boards.readNumber(0, s.t("teams.ui.new.boards"), bad)
		if bad[b.boards] != nil {
			n = st.System.DefaultTeamOptions(0).Boards
		}
		o = st.System.DefaultTeamOptions(n)
	}
	return st, o, oneDay
}

// create makes the file in the folder chosen and opens it on its
// players, or says each problem of the box at once below its field: the
// event's rules judge the new file's settings and options once; asked
// again with each field refused set aside, every problem shows at once.
func (b *newEventBox) create() {
	s := b.s
	fileName := strings.TrimSpace(b.file.Text)
	if !strings.HasSuffix(fileName, fileExt) {
		fileName += fileExt
	}
	bad := map[fyne.CanvasObject]error{}
	dir := expandHome(strings.TrimSpace(b.folder.Text))
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		bad[b.folder] = uiError("ui.new.no-folder", "folder", dir)
	}
	st, o, oneDay := b.read(bad)
	asked, askedTeam := st, o
	fields := settingsFields{name: b.name, site: b.site, chief: b.arbiter, start: b.start, end: b.end, rounds: b.rounds, timeControl: b.timeControl, boards: b.boards}
	err := b.notes.everyProblem(bad, judgeSettings(tournament.Settings.Validate, tournament.Settings{}, &asked, &askedTeam),
		fields.ownerOf(&asked, &askedTeam, tournament.DefaultSettings(), st.System.DefaultTeamOptions(1)))
	if b.notes.sayAll(s, b.problem, bad, err) {
		return
	}
	var first func(*store.Tx) error
	if st.System.Team() {
		first = func(tx *store.Tx) error { return tx.SetTeamOptions(o) }
	}
	created, err := store.CreateWith(filepath.Join(dir, fileName), st, first)
	if err != nil {
		b.fail(err)
		return
	}
	doc, err := documentOf(created, false)
	if err != nil {
		b.fail(err)
		return
	}
	b.d.hide()
	s.app.Preferences().SetString(prefFolder, dir)
	s.setDocument(doc)
	s.show(areaPlayers)
	said := s.t("ui.new.created", "file", fileName)
	if oneDay {
		// As "arbiter new" tells it: the settings read an empty last day
		// as an open end, so the day set here is said, and how to open it.
		said += " " + s.t("ui.new.one-day", "date", words.Date(s.cat, st.EndDate), "view", s.t("ui.nav.settings"))
	}
	s.setStatus(said)
}

// fail says why the file was not made, where no one field is the cause.
func (b *newEventBox) fail(err error) {
	b.notes.show(nil)
	b.problem.say(b.s.cat.Sentence(err))
}

// expandHome reads a leading "~" as the home folder, as people type it.
func expandHome(path string) string {
	if rest, ok := strings.CutPrefix(path, "~"); ok && (rest == "" || os.IsPathSeparator(rest[0])) {
		if home, err := os.UserHomeDir(); err == nil {
			return filepath.Join(home, rest)
		}
	}
	return path
}

// recent returns the recently opened files, newest first.
func (s *Shell) recent() []string {
	return s.app.Preferences().StringList(prefRecent)
}

func (s *Shell) remember(path string) {
	list := []string{path}
	for _, p := range s.recent() {
		if p != path && len(list) < maxRecent {
			list = append(list, p)
		}
	}
	s.app.Preferences().SetStringList(prefRecent, list)
}

// prefViews keeps the view each recent file was left on, "KEY PATH" with
// the view's navigation key: a weekly event reopened the next week comes
// back where the arbiter closed it, not on the players.
const prefViews = "views"

// viewLeftOn is the view the file at path was left on, the players for a
// file not opened before.
func (s *Shell) viewLeftOn(path string) area {
	for _, v := range s.app.Preferences().StringList(prefViews) {
		if key, p, _ := strings.Cut(v, " "); p == path {
			for a, e := range areaInfo {
				if e.key == key {
					return area(a)
				}
			}
		}
	}
	return areaPlayers
}

// rememberView keeps a as the view the open file is left on, beside the
// recent files' others.
func (s *Shell) rememberView(a area) {
	if s.doc == nil || s.viewLeftOn(s.doc.st.Path()) == a {
		return
	}
	path := s.doc.st.Path()
	list := []string{areaInfo[a].key + " " + path}
	for _, v := range s.app.Preferences().StringList(prefViews) {
		if _, p, _ := strings.Cut(v, " "); p != path && slices.Contains(s.recent(), p) {
			list = append(list, v)
		}
	}
	s.app.Preferences().SetStringList(prefViews, list)
}

func (s *Shell) forgetRecent(path string) {
	var list []string
	for _, p := range s.recent() {
		if p != path {
			list = append(list, p)
		}
	}
	s.app.Preferences().SetStringList(prefRecent, list)
}

// undo reverses the last action in the file and says which one it was.
func (s *Shell) undo() {
	if s.doc == nil {
		return
	}
	target, err := s.doc.st.NextUndo()
	if err != nil {
		s.showError(err)
		return
	}
	before := s.doc.event.StartNumbers()
	if s.act(func() error { _, err := s.doc.st.Undo(); return err }) {
		s.sayHistory(s.t("ui.undo.done", "what", s.describe(target)))
		s.showUndone(target)
		s.warnRenumbered(before, words.Renumbering{History: true})
	}
}

// undonePlace is a view that shows where a change taken back was made:
// the Rounds and the Matches view the board of a result, so that the
// result typed next is the one corrected.
type undonePlace interface{ showUndone(store.Step) }

// stepNumber is a number among st's arguments ("round", "board"), 0
// where it has none.
func stepNumber(st store.Step, name string) int {
	n, _ := strconv.Atoi(fmt.Sprint(st.Args[name]))
	return n
}

// showUndone shows every view the place of e, an action of one step
// taken back.
func (s *Shell) showUndone(e store.AuditEntry) {
	if len(e.Steps) != 1 {
		return
	}
	for _, v := range s.views {
		if p, ok := v.(undonePlace); ok {
			p.showUndone(e.Steps[0])
		}
	}
}

// redo takes back the last undo.
func (s *Shell) redo() {
	if s.doc == nil {
		return
	}
	before := s.doc.event.StartNumbers()
	if s.act(func() error { _, err := s.doc.st.Redo(); return err }) {
		if e, err := s.doc.st.NextUndo(); err == nil {
			s.sayHistory(s.t("ui.redo.done", "what", s.describe(e)))
		}
		s.warnRenumbered(before, words.Renumbering{History: true})
	}
}

// sayHistory says what an undo or a redo did on the status line and on
// every result box's line of what was saved, where it went on saying the
// result undone was saved.
func (s *Shell) sayHistory(text string) {
	s.setStatus(text)
	for _, v := range s.views {
		if b, ok := v.(resultBoxView); ok {
			b.resultBox().sayHistory(text)
		}
	}
}

// updateHistory names on the Undo and Redo buttons what they would do,
// and disables them when there is nothing to do. The steps' names share
// what the toolbar leaves at the narrowest window (800 pixels), Undo first: a name
// that does not fit ends at a word with an ellipsis (or is left out when
// its first word does not fit), and is whole on the status line under
// the pointer and after the action.
func (s *Shell) updateHistory() {
	if s.doc == nil || s.undoBtn == nil {
		return
	}
	step := func(e store.AuditEntry, err error) (string, bool) {
		if err != nil || s.doc.readOnly {
			return "", false
		}
		return s.describe(e), true
	}
	undo, canUndo := step(s.doc.st.NextUndo())
	u, err := s.doc.st.NextRedo()
	if err == nil {
		u, err = s.doc.st.Entry(u.Undoes) // the action a redo brings back
	}
	redo, canRedo := step(u, err)
	undoLabel, redoLabel := s.t("ui.undo"), s.t("ui.redo")
	s.undoBtn.name(undoLabel, "", 0)
	s.redoBtn.name(redoLabel, "", 0)
	width := s.contentSize(narrowest).Width
	free := width - s.bar.MinSize().Width
	// Undo, the arbiter's at a live event, has first call on the room. The
	// widths measured are checked on the toolbar itself, which is the
	// judge: a text measured in parts can be a pixel or two narrower than
	// the button draws it.
	fits := false
	for room := free; room > 0 && !fits; room -= 4 {
		undoRoom := min(room, textWidth(undoLabel+": "+undo)-textWidth(undoLabel))
		s.undoBtn.name(undoLabel, undo, undoRoom)
		s.redoBtn.name(redoLabel, redo, room-undoRoom)
		fits = s.bar.MinSize().Width <= width
	}
	if !fits { // the labels alone
		s.undoBtn.name(undoLabel, undo, 0)
		s.redoBtn.name(redoLabel, redo, 0)
	}
	look.SetEnabled(s.undoBtn, canUndo)
	look.SetEnabled(s.redoBtn, canRedo)
}

// describe names an action of the audit log by its last step: "seats
// drawn" after the players' updates, "round saved" after an override note.
// An action of several steps of that one kind (a list imported) says how
// many more it takes back: the last player alone read as the whole undo.
// The rows of a view the action changed are left to the history
// (store.Step.Bare): a settings change names its first few on saving.
func (s *Shell) describe(e store.AuditEntry) string {
	if len(e.Steps) == 0 {
		return ""
	}
	last := s.shownSteps([]store.Step{e.Steps[len(e.Steps)-1].Bare()})[0]
	text := drawable(s.cat.TMap(last.MessageKey(), last.MessageArgs()))
	more := 0
	for _, st := range e.Steps[:len(e.Steps)-1] {
		if st.Action == last.Action {
			more++
		}
	}
	if more == len(e.Steps)-1 && more > 0 {
		return s.t("ui.history.more", "what", text, "n", more)
	}
	return text
}

// shorten cuts a text to n characters with an ellipsis.
func shorten(text string, n int) string {
	if r := []rune(text); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return text
}

// backup copies the file into its backup folder now.
func (s *Shell) backup() {
	if s.doc == nil || s.refuseReadOnly() {
		return
	}
	path, err := s.doc.st.Backup("manual")
	if err != nil {
		s.showError(err)
		return
	}
	s.setStatus(s.t("ui.backup.done", "file", path))
}

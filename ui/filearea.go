package ui

import (
	"io"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/i18n"
	"arbiter/internal/fileio"
	"arbiter/tournament/conduct"
	"arbiter/tournament/exchange"
	"arbiter/tournament/store"
	"arbiter/tournament/team"
	"arbiter/tournament/trf"
	"arbiter/ui/button"
	"arbiter/ui/look"
	"arbiter/words"
)

// fileView is the event file's page: the rating report (TRF) and the
// games (PGN) written out, a new event read from a TRF report, and the
// backups beside the file, each restorable.
type fileView struct {
	s       *Shell
	grid    *grid
	backups []store.BackupFile // newest first, as the table shows them
	listed  bool               // the backups were listed once
	chosen  int
	restore *button.Button
	folder  *look.Hint
	viewContent
	utf8  *tickBox // the TRF export spells names in UTF-8
	trf16 *tickBox // the TRF export is TRF-16, not TRF-2026
}

func newFileView(s *Shell) view {
	v := &fileView{s: s, chosen: -1}
	exportTRF := newButtonWithIcon(s.t("eventfile.trf.export"), theme.DocumentSaveIcon(), v.exportTRF)
	exportPGN := newButtonWithIcon(s.t("eventfile.pgn.export"), theme.DocumentSaveIcon(), v.exportPGN)
	importTRF := newButtonWithIcon(s.t("eventfile.trf.import"), theme.UploadIcon(), s.importTRF)
	// By default the report spells names in ASCII, which every reader
	// takes; UTF-8 by choice, for the pairing programs that read it.
	v.utf8 = newTickBox(s.t("eventfile.trf.utf8"))
	// TRF-2026 by default, the report FIDE takes; TRF-16 by choice.
	v.trf16 = newTickBox(s.t("eventfile.trf.v16"))
	exchange := container.NewVBox(sectionTitle(s.t("eventfile.exchange")),
		container.NewHBox(exportTRF, exportPGN, importTRF), v.utf8, v.trf16)

	v.grid = newGrid([]column{
		{s.t("eventfile.backup.col.taken"), 170, fyne.TextAlignLeading},
		{s.t("eventfile.backup.col.reason"), 360, fyne.TextAlignLeading},
		{s.t("eventfile.backup.col.size"), 90, fyne.TextAlignTrailing},
	}, func(row int) {
		v.chosen = row
		look.SetEnabled(v.restore, true)
	})
	backupNow := newButtonWithIcon(s.t("eventfile.backup.now"), theme.DocumentSaveIcon(), func() {
		s.backup()
		v.refresh()
	})
	saveCopy := newButtonWithIcon(s.t("ui.file.save-copy"), theme.DocumentSaveIcon(), v.saveCopy)
	v.restore = newButtonWithIcon(s.t("eventfile.restore"), theme.HistoryIcon(), v.confirmRestore)
	v.folder = look.NewHint("")
	v.folder.Cut()
	top := container.NewVBox(viewTitle(s.t("ui.nav.file")), exchange, widget.NewSeparator(),
		look.Border(nil, nil, sectionTitle(s.t("eventfile.backups")), container.NewHBox(backupNow, saveCopy, v.restore)),
		v.folder)
	v.content = look.Border(top, nil, nil, nil, v.grid.table)
	return v
}

// lineList shows lines one under the other, scrolling beyond maxHeight;
// a line too long for the dialog ends in an ellipsis.
func lineList(lines []string, maxHeight float32) fyne.CanvasObject {
	label := widget.NewLabel(strings.Join(lines, "\n"))
	label.Truncation = fyne.TextTruncateEllipsis
	scroll := container.NewVScroll(label)
	scroll.SetMinSize(fyne.NewSize(0, min(label.MinSize().Height, maxHeight)))
	return scroll
}

// sectionTitle is the bold heading of a part of a view.
func sectionTitle(text string) fyne.CanvasObject {
	return widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}

// focus puts the keyboard on the list of backups.
func (v *fileView) focus() fyne.Focusable { return v.grid.table }

// refresh lists the backups, newest first; where they are the ones
// listed, it leaves the list and the backup chosen as they are.
func (v *fileView) refresh() {
	s := v.s
	list, err := s.doc.st.Backups()
	if err != nil {
		s.showError(err)
	}
	if err == nil && v.listed && v.lists(list) {
		return
	}
	v.listed = true
	v.backups = v.backups[:0]
	rows := make([][]string, 0, len(list))
	for i := len(list) - 1; i >= 0; i-- {
		b := list[i]
		v.backups = append(v.backups, b)
		rows = append(rows, []string{words.Moment(s.cat, b.Taken), backupReason(s, b), s.t("eventfile.backup.kb", "kb", (b.Size+1023)/1024)})
	}
	v.grid.table.UnselectAll()
	v.grid.set(rows)
	v.chosen = -1
	v.restore.Disable()
	v.folder.SetText(s.t("eventfile.backup.folder", "folder", s.doc.st.BackupDir()))
}

// lists tells whether the table lists the backups list, oldest first,
// as the store gives them: the same files of the same sizes.
func (v *fileView) lists(list []store.BackupFile) bool {
	if len(list) != len(v.backups) {
		return false
	}
	for i, b := range list {
		if shown := v.backups[len(list)-1-i]; shown.Path != b.Path || shown.Size != b.Size {
			return false
		}
	}
	return true
}

// backupReason is why a backup was taken, in the arbiter's language.
func backupReason(s *Shell, b store.BackupFile) string {
	return s.cat.Message(b.Why())
}

// confirmRestore says what a restore from the chosen backup takes back
// and restores only when the arbiter confirms; staying is the default.
func (v *fileView) confirmRestore() {
	s := v.s
	if v.chosen < 0 || v.chosen >= len(v.backups) || s.refuseReadOnly() {
		return
	}
	b := v.backups[v.chosen]
	when := words.Moment(s.cat, b.Taken)
	intro := wrapped(s.t("eventfile.restore.explain", "when", when, "reason", backupReason(s, b)))
	lost, err := s.doc.st.RestoreLoses(b.Path)
	var lines []string
	switch {
	case err != nil:
		lines = []string{s.t("eventfile.restore.unknown", "error", s.cat.Error(err))}
	case len(lost) == 0:
		lines = []string{s.t("eventfile.restore.nothing")}
	default:
		lines = append(lines, s.t("eventfile.restore.loses", "n", len(lost)))
		for i := len(lost) - 1; i >= 0; i-- {
			e := lost[i]
			lines = append(lines, "• "+e.At.Local().Format("15:04:05")+"  "+drawable(i18n.Join(s.cat, s.shownSteps(e.Told()), "; ")))
		}
	}
	var m *modal
	stay := primary(newButton(s.t("ui.cancel"), func() { m.hide() }))
	restore := newButtonWithIcon(s.t("eventfile.restore.ok"), theme.HistoryIcon(), func() {
		m.hide()
		if s.act(func() error { return s.doc.st.Restore(b.Path) }) {
			// Under the result box too, where the last save it took back
			// was said, as an Undo says what it undid.
			s.sayHistory(s.t("eventfile.restore.done", "when", when))
		}
	})
	restore.Importance = widget.DangerImportance
	m = s.newModal(s.t("eventfile.restore.title", "when", when), look.Border(intro, nil, nil, nil, lineList(lines, 260)), 600, stay, restore)
	m.resize()
	m.show()
}

// exportTRF writes the event as a FIDE rating report, TRF-2026 unless
// TRF-16 is chosen.
func (v *fileView) exportTRF() {
	version := func() trf.Version {
		if v.trf16.Checked {
			return trf.TRF16
		}
		return trf.TRF2026
	}
	var o exchange.TRFOptions // the report's, for its notice too
	v.saveExport(".trf", func() ([]byte, error) {
		opts, err := v.s.doc.st.SwissOptions()
		if err != nil {
			return nil, err
		}
		corrected, err := v.s.doc.st.CorrectedSincePaired(&v.s.doc.event)
		if err != nil {
			return nil, err
		}
		o = exchange.TRFOptions{Swiss: opts, UTF8: v.utf8.Checked, TeamRanks: team.Ranks, Version: version(), Corrected: corrected}
		return exchange.ExportTRF(&v.s.doc.event, o), nil
	}, func() []string {
		// The records FIDE's rating requires that the event does not
		// state, and what the edition cannot state.
		var said []string
		if gaps := exchange.TRFRatingGaps(&v.s.doc.event); len(gaps) > 0 {
			said = append(said, v.s.t("event.trf.gaps", "records", strings.Join(gaps, ", ")))
		}
		var err error
		if o.Rating, err = v.s.doc.st.RatingOptions(); err != nil {
			said = append(said, v.s.cat.Error(err))
		}
		prizes := v.s.prizeRules()
		o.PrizeGroups, o.Prizes = len(prizes.Groups), len(prizes.Prizes)
		for _, n := range exchange.TRFNotKept(&v.s.doc.event, o) {
			said = append(said, v.s.cat.Message(n))
		}
		return said
	})
}

// exportPGN writes every game recorded in the event as PGN, saying what
// PGN cannot state of it, as the command line does.
func (v *fileView) exportPGN() {
	v.saveExport(".pgn", v.s.doc.st.ExportPGN, func() []string {
		var said []string
		for _, n := range exchange.PGNNotKept(&v.s.doc.event) {
			said = append(said, v.s.cat.Message(n))
		}
		return said
	})
}

// saveCopy asks where to write a copy of the whole event, a tournament
// file of its own, named after the file and the day.
func (v *fileView) saveCopy() {
	s := v.s
	name := strings.TrimSuffix(s.doc.base(), fileExt) + "-" + time.Now().Format("2006-01-02") + fileExt
	s.chooseFile(s.t("ui.file.save-copy"), chooseSave, s.doc.dir(), fileExt, name, func(path string) {
		if err := s.doc.st.SaveCopy(path); err != nil {
			s.showError(err)
			return
		}
		s.setStatus(s.t("ui.file.save-copy.done", "file", path))
	})
}

// saveExport asks where to write an export named after the file and
// writes it there; a failed write leaves no half-written file. What
// notice says of a written export (nil or none for nothing) stands whole
// in a box, as an import's notes: on the status line, two lines high, all
// but the first were scrolled out of sight (a weekend's report named its
// missing records, not the clubs it leaves out).
func (v *fileView) saveExport(ext string, data func() ([]byte, error), notice func() []string) {
	s := v.s
	name := strings.TrimSuffix(s.doc.base(), fileExt) + ext
	s.chooseFile(s.t("eventfile.export.title"), chooseSave, s.doc.dir(), ext, name, func(path string) {
		b, err := data()
		if err == nil {
			err = fileio.Write(path, func(w io.Writer) error { _, err := w.Write(b); return err })
		}
		if err != nil {
			s.showError(err)
			return
		}
		s.setStatus(s.t("eventfile.export.done", "file", path))
		if notice == nil {
			return
		}
		if notes := notice(); len(notes) > 0 {
			s.showText(s.t("ui.export.notes", "n", len(notes)), "• "+strings.Join(notes, "\n• "), 640)
		}
	})
}

// importTRF makes a new tournament file from a TRF report: its settings,
// players and every round it records, then opens it, in place of the
// event open (asked first where its settings hold typing not saved).
func (s *Shell) importTRF() {
	s.settingsKept("ui.close.settings", "ui.close.settings.drop", s.chooseTRF)
}

// chooseTRF asks for the TRF report importTRF reads.
func (s *Shell) chooseTRF() {
	dir := s.startFolder()
	if s.doc != nil {
		dir = s.doc.dir()
	}
	s.chooseFile(s.t("eventfile.trf.import.title"), chooseOpen, dir, ".trf .txt", "", func(in string) {
		data, err := fileio.Read(in)
		if err != nil {
			s.showError(err)
			return
		}
		// A team report makes a team event, through the same rules as
		// the command line's import.
		imp, err := conduct.ReadReport(data)
		if err != nil {
			s.showError(err)
			return
		}
		imported := imp.Event
		name := imported.Settings.Name
		if name == "" {
			name = strings.TrimSuffix(filepath.Base(in), filepath.Ext(in))
		}
		s.chooseFile(s.t("eventfile.trf.import.save"), chooseSave, filepath.Dir(in), fileExt, s.fileNameFor(name), func(path string) {
			st, notes, err := conduct.Create(path, string(s.lang), imp, store.CreateImported)
			if err != nil {
				s.showError(err)
				return
			}
			doc, err := documentOf(st, false)
			if err != nil {
				s.showError(err)
				return
			}
			s.app.Preferences().SetString(prefFolder, filepath.Dir(path))
			s.setDocument(doc)
			if imported.Settings.System.Team() {
				s.setStatus(s.t("teams.cli.imported", "teams", len(imported.Teams), "players", len(imported.Players),
					"rounds", imported.PairedRounds(), "file", filepath.Base(path)))
			} else {
				s.setStatus(s.t("eventfile.trf.imported", "players", len(imported.Players), "rounds", len(imported.Rounds), "file", filepath.Base(path)))
			}
			s.showNotes(notes)
		})
	})
}

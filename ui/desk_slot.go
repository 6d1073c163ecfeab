package ui

import (
	"io"

	"fyne.io/fyne/v2"

	"arbiter/engine"
	"arbiter/internal/fileio"
	"arbiter/printing"
	"arbiter/tournament"
	"arbiter/tournament/replay"
	"arbiter/ui/desk"
)

// deskSlot holds the game desk's place in the navigation: the desk view
// (package desk) built for the window's language. The game open at the
// desk, with its running clock, carries over when the window is rebuilt
// for another language.
type deskSlot struct {
	s    *Shell
	view *desk.View
}

func newDeskSlot(s *Shell) view {
	doc := s.doc
	var session *desk.Session
	if old, ok := s.views[areaDesk].(*deskSlot); ok && old.view.Session() != nil {
		if old.view.Session().Store() == doc.st {
			session = old.view.Session()
		} else {
			// Closed with its file already, its reading saved then.
			_ = old.view.Session().Close()
		}
	}
	// said is the file's history as the status line last spoke of it.
	said, _ := doc.st.AuditHead()
	env := desk.Env{
		Host: desk.Host{
			Store:   doc.st,
			Event:   func() *tournament.Event { return &doc.event },
			Changed: s.reload,
			// The desk's latest change is named in the toolbar's Undo
			// and Redo: a move or a ruling reloads no view.
			Logged: func() { s.deskLogged(&said) },
		},
		Window:    s.win,
		Keys:      s.windowShortcut,
		ShowError: s.showError,
		SavePDF: func(name string, write func(io.Writer) error) {
			s.chooseFile(s.t("ui.printing.save"), chooseSave, doc.dir(), ".pdf", name, func(path string) {
				if err := fileio.Write(path, write); err != nil {
					s.showError(err)
					return
				}
				s.setStatus(s.t("ui.printing.saved", "file", path))
			})
		},
		OpenFile: func(ext string, done func(path string)) {
			s.chooseFile(s.t("desk.import"), chooseOpen, doc.dir(), ext, "", done)
		},
		Print:  s.printView,
		Opened: s.showPrintable,
	}
	slot := &deskSlot{s: s}
	// The desk's document is the open game's filled scoresheet, which
	// Print (Ctrl+P) and the desk's own button print alike.
	s.printers[s.building] = func() printJob { return s.gameSheetJob(slot.view.Scoresheet()) }
	slot.view = desk.New(env, s.lang, session)
	return slot
}

// gameSheetJob is the filled scoresheet of a game recorded at the desk,
// in the notation style given, named as a board's sheet is.
func (s *Shell) gameSheetJob(rec *replay.GameRecord, style engine.Style) printJob {
	doc := printDoc{key: "ui.printing.doc.game-scoresheet", perRound: true, perBoard: true, file: "scoresheet",
		write: func(d *document, w io.Writer, _, _ int, opt printing.Options) error {
			return printing.GameScoresheet(w, &d.event, rec, style, opt)
		}}
	return printJob{doc: doc, round: rec.Round, board: rec.Board, opt: s.eventPrintOptions()}
}

// notPrintable says, while no game is open, that one is opened to print
// its scoresheet (sometimesPrinted).
func (d *deskSlot) notPrintable() string {
	if d.view.Session() == nil {
		return d.s.t("live.print.no-game")
	}
	return ""
}

// deskLogged names the desk's latest change on the Undo and Redo
// buttons and, where it is a new action of the desk (a move, a ruling),
// on the status line as the window's own actions are: the line kept an
// Undo's "Undone: …" through the moves entered after it. An undo or a redo
// (the newest entry of the history, not the one to undo) is said by the
// window itself; a desk's refresh that saved nothing says nothing.
func (s *Shell) deskLogged(said *int64) {
	s.updateHistory()
	if s.doc == nil {
		return
	}
	head, err := s.doc.st.AuditHead()
	if err != nil || head == *said {
		return
	}
	*said = head
	if e, err := s.doc.st.NextUndo(); err == nil && e.ID == head {
		s.sayLastSaved()
	}
}

func (d *deskSlot) object() fyne.CanvasObject { return d.view.Object() }

// focus is the move field, with a game open (keyedView).
func (d *deskSlot) focus() fyne.Focusable { return d.view.KeyHome() }

// refresh re-reads the rounds and the players' names.
func (d *deskSlot) refresh() { d.view.Refresh() }

// openAtDesk shows the desk with the game of a board of a round, for a
// pairing chosen elsewhere in the window.
func (s *Shell) openAtDesk(round, board int) {
	d, ok := s.fresh(areaDesk).(*deskSlot)
	if !ok {
		return
	}
	if err := d.view.OpenGame(round, board); err != nil {
		s.showError(err)
		return
	}
	s.show(areaDesk)
}

// deskTab turns the desk's tabs (desk.View.TurnTab, by desk.TabKeys)
// while the desk is shown; elsewhere the keys do nothing.
func (s *Shell) deskTab(delta int) {
	if d, ok := s.views[s.area].(*deskSlot); ok && s.doc != nil {
		d.view.TurnTab(delta)
	}
}

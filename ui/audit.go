package ui

import (
	"maps"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/tournament/store"
	"arbiter/ui/button"
	"arbiter/ui/look"
	"arbiter/words"
)

// auditView is the event's history, the audit log newest first: what
// changed, when and by whom. Undo takes back the changes from the newest
// down to the one chosen, each as its own logged undo.
type auditView struct {
	s      *Shell
	grid   *grid
	log    []store.AuditEntry // newest first, as shown
	chosen int
	undo   *button.Button
	detail *widget.Label // the chosen change in full
	// detailBox holds detail in a few lines that scroll, which Tab from
	// the list reaches (scrollPart): a change of a thousand steps (an
	// import) made the window thousands of pixels tall.
	detailBox *scrollPart
	viewContent
	shown auditShown // what the list was made from
}

// auditShown is what the history list was made from: the document, the
// event read (a restore reads another log under the same file) and the
// newest entry (the desk logs moves without reading the event again).
type auditShown struct {
	doc  *document
	gen  int
	head int64
}

func newAuditView(s *Shell) view {
	v := &auditView{s: s, chosen: -1}
	v.grid = newGrid([]column{
		{s.t("eventfile.audit.col.id"), 56, fyne.TextAlignTrailing},
		{s.t("eventfile.audit.col.at"), 170, fyne.TextAlignLeading},
		{s.t("eventfile.audit.col.actor"), 110, fyne.TextAlignLeading},
		{s.t("eventfile.audit.col.what"), 460, fyne.TextAlignLeading},
	}, func(row int) {
		v.chosen = row
		look.SetEnabled(v.undo, v.undoCount(row) > 0)
		// Who made it too: the "By" column is cut to its width.
		e := v.log[row]
		v.detail.SetText(s.t("eventfile.audit.detail", "who", words.Actor(s.cat, e.Actor), "what", v.what(e)))
		v.detailBox.scroll.ScrollToTop()
		v.detailBox.Show()
	})
	v.undo = newButtonWithIcon(s.t("eventfile.audit.undo"), theme.ContentUndoIcon(), v.confirmUndo)
	hint := look.NewHint(s.t("eventfile.audit.hint"))
	v.detail = wrapped("")
	v.detailBox = newScrollPart(v.detail)
	line := fyne.MeasureText("Ag", theme.TextSize(), fyne.TextStyle{}).Height
	v.detailBox.scroll.SetMinSize(fyne.NewSize(0, 4*line+2*theme.InnerPadding()))
	v.detailBox.Hide()
	v.content = look.Border(container.NewVBox(titleBar(s.t("ui.nav.audit"), v.undo), hint), v.detailBox, nil, nil, v.grid.table)
	return v
}

// focus puts the keyboard on the list of changes.
func (v *auditView) focus() fyne.Focusable { return v.grid.table }

// refresh lists the log again unless it is the log listed already: the
// history is shown afresh each time it is chosen, and a large event's log
// of thousands of actions took longer to list than a view may take.
func (v *auditView) refresh() {
	s := v.s
	head, err := s.doc.st.AuditHead()
	now := auditShown{doc: s.doc, gen: s.doc.gen, head: head}
	if err == nil && now == v.shown {
		return
	}
	log, err := s.doc.st.AuditLog()
	if err != nil {
		s.showError(err)
		now = auditShown{}
	}
	v.shown = now
	v.log = v.log[:0]
	rows := make([][]string, 0, len(log))
	for i := len(log) - 1; i >= 0; i-- {
		e := log[i]
		e.Steps = s.shownSteps(e.Steps)
		v.log = append(v.log, e)
		// A row shows what fits a line; the whole change is shown below
		// once chosen. An import of a thousand players is one change, and
		// its row, whole, was shaped again at every drawing.
		rows = append(rows, []string{strconv.FormatInt(e.ID, 10), words.Moment(s.cat, e.At), words.Actor(s.cat, e.Actor),
			shorten(v.what(e), 300)})
	}
	v.grid.table.UnselectAll()
	v.grid.set(rows)
	v.chosen = -1
	v.undo.Disable()
	v.detailBox.Hide()
}

// what is the change e made, in full.
func (v *auditView) what(e store.AuditEntry) string {
	what := drawable(i18n.Join(v.s.cat, e.Told(), "; "))
	if e.UndoneBy != 0 {
		what = v.s.t("eventfile.audit.undone", "what", what, "id", e.UndoneBy)
	}
	return what
}

// shownSteps is the steps of an audited action as the window writes them;
// the log's own steps are left as stored. Moves are stored in English SAN
// and shown in the event's notation, as written at its boards (a notation
// the settings cannot name leaves them in English; the settings view says
// why). Results are shown as the store's steps say them to every front
// end (store.Step.MessageArgs: "½–½", "no result").
func (s *Shell) shownSteps(steps []store.Step) []store.Step {
	lang, err := s.doc.event.Settings.Notation()
	if err != nil {
		lang = engine.English
	}
	out := make([]store.Step, len(steps))
	for i, st := range steps {
		if san, ok := st.Args["move"].(string); ok && st.Action == "move" {
			args := maps.Clone(st.Args)
			args["move"] = engine.SANIn(san, lang)
			st.Args = args
		}
		out[i] = st
	}
	return out
}

// undoCount is how many undos take back the change shown in row: Undo
// reverses the newest change not yet undone, passing over undos, and stops
// at one it cannot reverse (the file's creation, a restore). 0 when the
// change cannot be reached that way.
func (v *auditView) undoCount(row int) int {
	n := 0
	for i, e := range v.log {
		if e.Undoes != 0 || e.UndoneBy != 0 {
			if i == row {
				return 0
			}
			continue
		}
		if !e.Undoable() {
			return 0
		}
		n++
		if i == row {
			return n
		}
	}
	return 0
}

// confirmUndo lists the changes an undo down to the chosen one takes back
// and undoes them, newest first, when the arbiter confirms.
func (v *auditView) confirmUndo() {
	s := v.s
	n := v.undoCount(v.chosen)
	if n == 0 || s.refuseReadOnly() {
		return
	}
	var lines []string
	for i := 0; i <= v.chosen; i++ {
		if e := v.log[i]; e.Undoable() {
			lines = append(lines, "• #"+strconv.FormatInt(e.ID, 10)+"  "+drawable(i18n.Join(s.cat, e.Told(), "; ")))
		}
	}
	intro := wrapped(s.t("eventfile.audit.undo.explain", "n", n))
	s.confirm(s.t("eventfile.audit.undo.title", "n", n), look.Border(intro, nil, nil, nil, lineList(lines, 300)), s.t("eventfile.audit.undo.ok", "n", n), func() {
		done, before := 0, s.doc.event.StartNumbers()
		var err error
		for ; done < n; done++ {
			if _, err = s.doc.st.Undo(); err != nil {
				break
			}
		}
		// Each undo is saved on its own; the window shows what is in the
		// file even when one of them was refused.
		s.reload()
		if err != nil {
			s.showError(err)
		}
		s.setStatus(s.t("eventfile.audit.undo.done", "n", done))
		s.warnRenumbered(before, words.Renumbering{History: true})
	})
}

package ui

import (
	"errors"
	"os"
	"path/filepath"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"arbiter/tournament"
	"arbiter/tournament/store"
	"arbiter/ui/look"
)

// The other event files of the weekend (a Junior, a Rapid beside the
// Open) are published with the open event as one venue, as "arbiter serve
// A B …" serves them: each a section under a folder of its own, under one
// front page, one search and one wall. The list is a setting of the event
// (store.VenueSections), kept in its file, so that the next opening
// publishes the same sections; it is changed while the pages are not
// published, as the venue's folders are made when publishing starts.

// sections is the Publish view's list of the other files: each with its
// event's name, where it lies, its deputies and, while the pages are not
// published, a button to take it out; then a button to add one.
func (v *venueView) sections() []fyne.CanvasObject {
	s := v.s
	intro := wrapped(s.t("publish.ui.intro"))
	objs := []fyne.CanvasObject{widget.NewSeparator(), sectionTitle(s.t("publish.ui.title")), intro}
	p := s.venue
	paths, err := s.doc.st.VenueSections()
	if p != nil {
		paths, err = p.paths, nil
	}
	if err != nil {
		return append(objs, dangerLabel(s.cat.Sentence(err)))
	}
	if len(paths) == 0 {
		objs = append(objs, widget.NewLabel(s.t("publish.ui.none")))
	}
	for i, path := range paths {
		objs = append(objs, v.sectionRow(paths, i))
		if p != nil {
			where := widget.NewLabel(s.t("publish.ui.at", "url", p.urls[0]+p.dirs[i]))
			where.Selectable = true
			objs = append(objs, where)
			if p.others[i].InWindow() {
				objs = append(objs, wrapped(s.t("publish.ui.read-only", "file", filepath.Base(path))))
			}
		}
	}
	if p != nil {
		if len(paths) > 0 {
			objs = append(objs, wrapped(s.t("publish.ui.stop-to-change")))
		}
		return objs
	}
	add := newButton(s.t("publish.ui.add"), s.guard("publish", func() {
		// The weekend's files lie together as a rule: the chooser starts
		// in the open event's folder.
		s.chooseFile(s.t("publish.ui.add"), chooseOpen, filepath.Dir(s.doc.st.Path()), fileExt, "", func(path string) {
			if err := v.addSection(paths, path); err != nil {
				s.showError(err)
			}
			v.refresh()
		})
	}))
	return append(objs, container.NewHBox(add))
}

// sectionRow is one other file: its event's name (or why it cannot be
// read), its file, its deputies' button and, while the pages are not
// published, its remove button.
func (v *venueView) sectionRow(paths []string, i int) fyne.CanvasObject {
	s := v.s
	path := paths[i]
	ev, err := sectionEvent(path)
	var title *widget.Label
	file := widget.NewLabel(path)
	file.Truncation = fyne.TextTruncateEllipsis
	row := []fyne.CanvasObject{}
	switch {
	case err != nil:
		title = dangerLabel(s.t("publish.ui.unreadable", "file", filepath.Base(path), "err", s.cat.Sentence(err)))
	case ev.Settings.System.Team():
		// A team event's boards are entered in its window: no deputy
		// signs in to its pages.
		title = widget.NewLabelWithStyle(ev.Settings.Name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	default:
		name := ev.Settings.Name
		title = widget.NewLabelWithStyle(name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		row = append(row, newButton(s.t("publish.ui.deputies"), s.guard("publish", func() { v.sectionDeputies(path, name) })))
	}
	if s.venue == nil {
		row = append(row, newButton(s.t("ui.deputies.remove"), func() {
			s.act(func() error { return s.doc.st.SetVenueSections(slices.Delete(slices.Clone(paths), i, i+1)) })
			v.refresh()
		}))
	}
	return look.Border(nil, nil, title, container.NewHBox(row...), file)
}

// addSection adds the file at path to the sections, after paths: an
// Arbiter file that opens, neither the open event's nor one already there.
func (v *venueView) addSection(paths []string, path string) error {
	s := v.s
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	for _, other := range append([]string{s.doc.st.Path()}, paths...) {
		if sameFile(path, other) {
			if other == s.doc.st.Path() {
				return uiError("publish.ui.own-file", "file", filepath.Base(path))
			}
			return uiError("sections.usage.twice", "file", path)
		}
	}
	if _, err := sectionEvent(path); err != nil {
		return err
	}
	s.act(func() error { return s.doc.st.SetVenueSections(append(slices.Clone(paths), path)) })
	return nil
}

// sameFile reports whether a and b name one file, whatever the names.
func sameFile(a, b string) bool {
	ia, errA := os.Stat(a)
	ib, errB := os.Stat(b)
	if errA != nil || errB != nil {
		return filepath.Clean(a) == filepath.Clean(b)
	}
	return os.SameFile(ia, ib)
}

// sectionEvent is the event in the file at path, read beside whatever
// program holds it.
func sectionEvent(path string) (*tournament.Event, error) {
	st, err := store.OpenReadOnly(path)
	if err != nil {
		return nil, err
	}
	defer st.Close()
	return st.Event()
}

// sectionDeputies shows and sets the deputy arbiters of another file of
// the venue, in a box of its own: through the store the pages of the
// file are served from while they are published, else through the file
// opened for each change as arbiter serve opens it (store.OpenShared),
// beside a server or command that holds it. A file another window holds
// is shown, not changed: its deputies are set in that window.
func (v *venueView) sectionDeputies(path, event string) {
	s := v.s
	box := container.NewVBox()
	name, fide := s.newField(), s.newField()
	dir := ""
	var held *store.Store
	readOnly := false
	if p := s.venue; p != nil {
		if i := slices.Index(p.paths, path); i >= 0 {
			held, readOnly, dir = p.others[i].Store, p.others[i].InWindow(), p.dirs[i]
		}
	}
	with := func(write bool, c func(st *store.Store) error) error {
		if held != nil {
			if write && readOnly {
				return uiError("publish.ui.read-only", "file", filepath.Base(path))
			}
			return c(held)
		}
		open := store.OpenShared
		if !write {
			open = store.OpenReadOnly
		}
		st, err := open(path)
		if errors.Is(err, store.ErrLocked) {
			return uiError("publish.ui.read-only", "file", filepath.Base(path))
		}
		if err != nil {
			return err
		}
		defer st.Close()
		return c(st)
	}
	var fill func()
	fill = func() {
		var list []tournament.Deputy
		err := with(false, func(st *store.Store) (err error) { list, err = st.Deputies(); return })
		if err != nil {
			box.Objects = []fyne.CanvasObject{dangerLabel(s.cat.Sentence(err))}
			box.Refresh()
			return
		}
		objs := []fyne.CanvasObject{}
		if readOnly {
			objs = append(objs, wrapped(s.t("publish.ui.read-only", "file", filepath.Base(path))))
		}
		book := deputyBook{list: list, readOnly: readOnly, dir: dir, name: name, fide: fide, change: func(c func(st *store.Store) error, said func(error) bool) bool {
			err := with(true, c)
			if err != nil && said != nil && said(err) {
				return false // said in the form, which keeps what was typed
			}
			if err != nil {
				s.showError(err)
			}
			fill()
			return err == nil
		}}
		box.Objects = append(objs, v.deputyRows(book)...)
		box.Refresh()
	}
	fill()
	var m *modal
	done := primary(newButton(s.t("ui.ok"), func() { m.hide() }))
	m = s.newModal(s.t("publish.ui.deputies-of", "event", event), container.NewVScroll(box), 640, done)
	m.pop.Resize(fyne.NewSize(640, 420))
	m.show()
}

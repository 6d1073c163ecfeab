package ui

import (
	"cmp"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/internal/crash"
	"arbiter/ui/look"
)

// chooseMode says what a chooser picks.
type chooseMode int

const (
	chooseOpen   chooseMode = iota // an existing file with the extension
	chooseSave                     // a file name in a folder, new or replaced
	chooseFolder                   // a folder
)

// chooser is a file chooser that shows only what the task needs: folders
// and files with the task's extensions. It starts in dir and calls done with the
// chosen path.
type chooser struct {
	s     *Shell
	mode  chooseMode
	ext   string // the files shown: one extension, or several separated by blanks (".csv .txt")
	dir   string
	items []os.DirEntry
	// highlighted is the entry the arrow keys are on in the list, which
	// Enter takes there as a double click does: it took the name field,
	// empty, and did nothing.
	highlighted widget.ListItemID
	where       *widget.Label
	list        *dialogList
	name        *field
	// note, below the name of a file to open or save, says why the name
	// typed opens or saves nothing.
	note *fieldNote
	// proposed is the file name offered at first, kept when the arbiter
	// types a folder to go to.
	proposed string
	m        *modal
	done     func(path string)
}

// shows tells whether a file's name has one of the chooser's extensions.
func (c *chooser) shows(name string) bool {
	return slices.ContainsFunc(strings.Fields(c.ext), func(ext string) bool { return strings.EqualFold(filepath.Ext(name), ext) })
}

// chooseFile shows a chooser and returns its box, whose dismissed runs
// when it is closed without a file chosen (Cancel, Escape). For
// chooseSave, name is the proposed file name.
func (s *Shell) chooseFile(title string, mode chooseMode, dir, ext, name string, done func(path string)) *modal {
	c := &chooser{s: s, mode: mode, ext: ext, done: done, proposed: name}
	c.where = widget.NewLabel("")
	c.where.Truncation = fyne.TextTruncateEllipsis
	c.list = newBoxList(
		func() int { return len(c.items) },
		func() fyne.CanvasObject { return newChooserRow(c) },
		func(id widget.ListItemID, o fyne.CanvasObject) {
			crash.Draw("file list", func() {
				row := o.(*chooserRow)
				row.id = id
				icon := theme.FileIcon()
				if c.items[id].IsDir() {
					icon = theme.FolderIcon()
				}
				row.icon.SetResource(icon)
				row.label.SetText(c.items[id].Name())
			})
		},
	)
	c.list.OnSelected = c.picked
	c.list.OnHighlighted = func(id widget.ListItemID) { c.highlighted = id }
	c.list.enter = func() { c.activated(c.highlighted) }
	c.name = s.newField()
	c.name.SetText(name)
	c.name.OnSubmitted = func(string) { c.accept() }
	up := newButtonWithIcon("", theme.MoveUpIcon(), func() { c.enter(filepath.Dir(c.dir)) })
	home := newButtonWithIcon("", theme.HomeIcon(), func() {
		if h, err := os.UserHomeDir(); err == nil {
			c.enter(h)
		}
	})
	nav := container.NewHBox(up, home)
	if roots := drives(); len(roots) > 0 {
		drive := s.newPicker(roots, func(root string) { c.enter(root) })
		drive.PlaceHolder = filepath.VolumeName(dir)
		nav.Add(drive)
	}
	top := look.Border(nil, nil, nav, nil, c.where)
	// A file can be picked from the list or typed: a name in the folder
	// shown, or a whole path.
	// A folder has no name to type: its box has no foot.
	var bottom fyne.CanvasObject
	if mode != chooseFolder {
		c.note = newFieldNote("")
		c.name.OnChanged = func(string) { c.note.say("") }
		bottom = widget.NewForm(s.item("ui.chooser.name", noted(c.name, c.note)))
	}
	body := look.Border(top, bottom, nil, nil, c.list)
	acceptText := map[chooseMode]string{chooseOpen: "ui.chooser.open", chooseSave: "ui.save", chooseFolder: "ui.chooser.this-folder"}[mode]
	cancel := newButton(s.t("ui.cancel"), func() { c.m.dismiss() })
	accept := primary(newButton(s.t(acceptText), c.accept))
	c.m = s.newModal(title, body, 720, cancel, accept)
	c.m.pop.Resize(fyne.NewSize(720, 520))
	c.enter(dir)
	c.m.show()
	if mode != chooseFolder {
		s.win.Canvas().Focus(c.name)
	}
	return c.m
}

// drives are the Windows drive roots that exist, C: to Z:, so that another
// drive can be reached from the chooser; other systems have one root.
func drives() []string {
	if runtime.GOOS != "windows" {
		return nil
	}
	var out []string
	for l := 'C'; l <= 'Z'; l++ {
		root := string(l) + `:\`
		if _, err := os.Stat(root); err == nil {
			out = append(out, root)
		}
	}
	return out
}

// enter lists a folder: subfolders first, then matching files, each
// alphabetically; hidden entries are left out.
func (c *chooser) enter(dir string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		c.s.showError(err)
		return
	}
	c.dir = dir
	c.items = c.items[:0]
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".") {
			continue
		}
		if e.IsDir() || (c.mode != chooseFolder && c.shows(e.Name())) {
			c.items = append(c.items, e)
		}
	}
	// Folders first.
	slices.SortStableFunc(c.items, func(a, b os.DirEntry) int {
		return cmp.Or(cmpBool(b.IsDir(), a.IsDir()), strings.Compare(strings.ToLower(a.Name()), strings.ToLower(b.Name())))
	})
	c.where.SetText(dir)
	c.list.UnselectAll()
	c.list.Refresh()
	c.list.ScrollToTop()
}

// picked takes a click on an entry: its name goes into the name field,
// for Enter or the accept button to take. A click acting at once let a
// double click's second click land on the listing of the folder entered,
// or on the view behind the chooser.
func (c *chooser) picked(id widget.ListItemID) {
	if c.mode != chooseFolder || c.items[id].IsDir() {
		c.name.SetText(c.items[id].Name())
	}
}

// activated takes a double click on an entry: a folder is entered, a
// file taken as the accept button takes it.
func (c *chooser) activated(id widget.ListItemID) {
	if id < 0 || id >= len(c.items) {
		return
	}
	e := c.items[id]
	if e.IsDir() {
		if c.mode != chooseFolder {
			c.name.SetText(c.proposed)
		}
		c.enter(filepath.Join(c.dir, e.Name()))
		return
	}
	c.name.SetText(e.Name())
	c.accept()
}

// chooserRow is an entry of the chooser's list: a click selects it, a
// double click opens it.
type chooserRow struct {
	widget.BaseWidget
	c     *chooser
	id    widget.ListItemID
	icon  *widget.Icon
	label *widget.Label
}

func newChooserRow(c *chooser) *chooserRow {
	r := &chooserRow{c: c, icon: widget.NewIcon(theme.FolderIcon()), label: widget.NewLabel("")}
	r.ExtendBaseWidget(r)
	return r
}

func (r *chooserRow) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewHBox(r.icon, r.label))
}

func (r *chooserRow) Tapped(*fyne.PointEvent)       { r.c.list.Select(r.id) }
func (r *chooserRow) DoubleTapped(*fyne.PointEvent) { r.c.activated(r.id) }

func (c *chooser) accept() {
	if c.mode == chooseFolder {
		c.finish(c.dir)
		return
	}
	path := expandHome(strings.TrimSpace(c.name.Text))
	if path == "" {
		// Enter with no file named did nothing and said nothing.
		c.note.say(c.s.t("ui.chooser.noname"))
		return
	}
	if !filepath.IsAbs(path) {
		path = filepath.Join(c.dir, path)
	}
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		c.name.SetText(c.proposed)
		c.enter(path)
		return
	}
	if c.mode == chooseOpen {
		if path = c.existing(path); path == "" {
			return
		}
	} else if !c.shows(path) {
		// A file saved has one of the chooser's endings, the first
		// where the name typed has none.
		path += strings.Fields(c.ext)[0]
	}
	name := filepath.Base(path)
	if c.mode == chooseSave {
		if _, err := os.Stat(path); err == nil {
			text := wrapped(c.s.t("ui.chooser.replace", "file", name))
			c.s.confirm(c.s.t("ui.chooser.replace.title"), text, c.s.t("ui.chooser.replace.ok"), func() { c.finish(path) })
			return
		}
	}
	c.finish(path)
}

// existing is the file to open that path, as typed, names: the file
// itself, whatever its name ends in, else the one file that the name with
// one of the chooser's endings added is. Where there is none, or more
// than one, the note below the name says so, naming what was typed and
// the files tried, and existing is "": the chooser added its first ending
// and the opening then told of a file the arbiter never named. A path
// that cannot be looked at (a folder not to be read) goes on as typed, for
// the opening to say why.
func (c *chooser) existing(path string) string {
	if _, err := os.Stat(path); !errors.Is(err, fs.ErrNotExist) {
		return path
	}
	typed := strings.TrimSpace(c.name.Text)
	if c.shows(path) {
		c.note.say(c.s.t("ui.chooser.missing", "file", typed))
		return ""
	}
	var tried, found []string
	for _, ext := range strings.Fields(c.ext) {
		tried = append(tried, filepath.Base(path)+ext)
		if st, err := os.Stat(path + ext); err == nil && !st.IsDir() {
			found = append(found, path+ext)
		}
	}
	switch len(found) {
	case 1:
		return found[0]
	case 0:
		c.note.say(c.s.t("ui.chooser.missing.tried", "file", typed, "tried", strings.Join(tried, ", ")))
	default:
		names := make([]string, len(found))
		for i, f := range found {
			names[i] = filepath.Base(f)
		}
		c.note.say(c.s.t("ui.chooser.several", "file", typed, "files", strings.Join(names, ", ")))
	}
	return ""
}

func (c *chooser) finish(path string) {
	c.m.hide()
	c.s.guard("file", func() { c.done(path) })()
}

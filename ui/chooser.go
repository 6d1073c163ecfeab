package ui

import (
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/internal/crash"
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
	ext   string
	dir   string
	items []os.DirEntry
	where *widget.Label
	list  *widget.List
	name  *field
	// proposed is the file name offered at first, kept when the arbiter
	// types a folder to go to.
	proposed string
	m        *modal
	done     func(path string)
}

// chooseFile shows a chooser. For chooseSave, name is the proposed file
// name.
func (s *Shell) chooseFile(title string, mode chooseMode, dir, ext, name string, done func(path string)) {
	c := &chooser{s: s, mode: mode, ext: ext, done: done, proposed: name}
	c.where = widget.NewLabel("")
	c.where.Truncation = fyne.TextTruncateEllipsis
	c.list = widget.NewList(
		func() int { return len(c.items) },
		func() fyne.CanvasObject {
			return container.NewHBox(widget.NewIcon(theme.FolderIcon()), widget.NewLabel(""))
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			crash.Draw("file list", func() {
				row := o.(*fyne.Container)
				icon := theme.FileIcon()
				if c.items[id].IsDir() {
					icon = theme.FolderIcon()
				}
				row.Objects[0].(*widget.Icon).SetResource(icon)
				row.Objects[1].(*widget.Label).SetText(c.items[id].Name())
			})
		},
	)
	c.list.OnSelected = c.picked
	c.name = s.newField()
	c.name.SetText(name)
	c.name.OnSubmitted = func(string) { c.accept() }
	up := widget.NewButtonWithIcon("", theme.MoveUpIcon(), func() { c.enter(filepath.Dir(c.dir)) })
	home := widget.NewButtonWithIcon("", theme.HomeIcon(), func() {
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
	top := container.NewBorder(nil, nil, nav, nil, c.where)
	// A file can be picked from the list or typed: a name in the folder
	// shown, or a whole path.
	var bottom fyne.CanvasObject
	if mode != chooseFolder {
		bottom = widget.NewForm(widget.NewFormItem(s.t("ui.chooser.name"), c.name))
	}
	body := container.NewBorder(top, bottom, nil, nil, c.list)
	acceptText := map[chooseMode]string{chooseOpen: "ui.chooser.open", chooseSave: "ui.save", chooseFolder: "ui.chooser.this-folder"}[mode]
	cancel := widget.NewButton(s.t("ui.cancel"), func() { c.m.hide() })
	accept := widget.NewButton(s.t(acceptText), c.accept)
	accept.Importance = widget.HighImportance
	c.m = s.newModal(title, body, 720, cancel, accept)
	c.m.pop.Resize(fyne.NewSize(720, 520))
	c.enter(dir)
	c.m.show()
	if mode != chooseFolder {
		s.win.Canvas().Focus(c.name)
	}
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
		if e.IsDir() || (c.mode != chooseFolder && c.matches(e.Name())) {
			c.items = append(c.items, e)
		}
	}
	sort.SliceStable(c.items, func(i, j int) bool {
		if c.items[i].IsDir() != c.items[j].IsDir() {
			return c.items[i].IsDir()
		}
		return strings.ToLower(c.items[i].Name()) < strings.ToLower(c.items[j].Name())
	})
	c.where.SetText(dir)
	c.list.UnselectAll()
	c.list.Refresh()
	c.list.ScrollToTop()
}

func (c *chooser) picked(id widget.ListItemID) {
	e := c.items[id]
	if e.IsDir() {
		c.enter(filepath.Join(c.dir, e.Name()))
		return
	}
	c.name.SetText(e.Name())
	if c.mode == chooseOpen {
		c.finish(filepath.Join(c.dir, e.Name()))
	}
}

func (c *chooser) accept() {
	if c.mode == chooseFolder {
		c.finish(c.dir)
		return
	}
	path := expandHome(strings.TrimSpace(c.name.Text))
	if path == "" {
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
	if _, err := os.Stat(path); !c.matches(path) && (c.mode != chooseOpen || err != nil) {
		// A file opened is taken as typed when it exists, whatever its
		// name ends in; otherwise the first extension is the default.
		path += strings.Fields(c.ext)[0]
	}
	name := filepath.Base(path)
	if c.mode == chooseSave {
		if _, err := os.Stat(path); err == nil {
			text := widget.NewLabel(c.s.t("ui.chooser.replace", "file", name))
			text.Wrapping = fyne.TextWrapWord
			c.s.confirm(c.s.t("ui.chooser.replace.title"), text, c.s.t("ui.chooser.replace.ok"), func() { c.finish(path) })
			return
		}
	}
	c.finish(path)
}

// matches reports whether a file name ends in one of the chooser's
// extensions (ext lists them separated by blanks: ".trf .txt", as FIDE's
// example report is named example1.txt).
func (c *chooser) matches(name string) bool {
	for _, e := range strings.Fields(c.ext) {
		if strings.EqualFold(filepath.Ext(name), e) {
			return true
		}
	}
	return false
}

func (c *chooser) finish(path string) {
	c.m.hide()
	c.s.guard("file", func() { c.done(path) })()
}

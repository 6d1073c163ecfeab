package ui

import (
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"arbiter/ui/desk"
	"arbiter/ui/keyhold"
)

// shellKey is one key of the window, in the one list of them (shellKeys):
// addShortcuts registers it, the help (F1) tells it, and the navigation's
// foot tells the views' keys.
type shellKey struct {
	sc   fyne.Shortcut
	name string // the action, as the guard and the refusals name it
	// does is what it does, a catalogue key; a view's key is told by the
	// view's name.
	does string
	// team is what it does in a team event where that differs (Ctrl+W
	// withdraws the team chosen), a catalogue key.
	team string
	view area // the view it shows, for a view's key
	run  func(s *Shell)
}

// ctrlKey and altKey are the window's keys as the driver reports them.
func ctrlKey(k fyne.KeyName) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault}
}

func altKey(k fyne.KeyName) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierAlt}
}

// shellKeys are the window's keys in the order the help tells them: the
// event's, the views' (viewKeys), a team's board order and the desk's
// tabs (desk.TabKeys). Ctrl+C, the one key that acts under a box, is
// registered apart (addShortcuts).
func shellKeys() []shellKey {
	keys := []shellKey{
		{sc: ctrlKey(fyne.KeyN), name: "new", does: "ui.help.new", run: (*Shell).newTournament},
		{sc: ctrlKey(fyne.KeyO), name: "open", does: "ui.help.open", run: (*Shell).openDialog},
		{sc: altKey(fyne.KeyF), name: "file-menu", does: "ui.help.file-menu", run: (*Shell).showFileMenu},
		{sc: ctrlKey(fyne.KeyP), name: "print", does: "ui.help.print", run: (*Shell).printView},
		{sc: ctrlKey(fyne.KeyR), name: "pair", does: "ui.help.pair", run: (*Shell).pairKey},
		{sc: ctrlKey(fyne.KeyW), name: "withdraw", does: "ui.help.withdraw", team: "ui.help.withdraw.team", run: (*Shell).withdrawKey},
		// The driver reports Ctrl+Z and Ctrl+Y as the standard undo and
		// redo shortcuts. A focused text field keeps those for its own
		// typing; the result box, which is not one, leaves them to the
		// window.
		{sc: &fyne.ShortcutUndo{}, name: "undo", does: "ui.help.undo", run: (*Shell).undo},
		{sc: &fyne.ShortcutRedo{}, name: "redo", does: "ui.help.redo", run: (*Shell).redo},
		{sc: &fyne.ShortcutCopy{}, name: "copy", does: "ui.help.copy", run: (*Shell).copyShown},
		{sc: ctrlKey(fyne.KeyS), name: "save", does: "ui.help.save", run: (*Shell).saveKey},
		{sc: ctrlKey(fyne.KeyQ), name: "quit", does: "ui.help.quit", run: (*Shell).closeAsked},
	}
	for i, k := range viewKeys {
		a := area(i)
		keys = append(keys, shellKey{sc: k.shortcut(), name: "view", view: a, run: func(s *Shell) { s.show(a) }})
	}
	keys = append(keys,
		shellKey{sc: altKey(fyne.KeyUp), name: "board-order", does: "ui.help.board-up", run: func(s *Shell) { s.moveKey(-1) }},
		shellKey{sc: altKey(fyne.KeyDown), name: "board-order", does: "ui.help.board-down", run: func(s *Shell) { s.moveKey(1) }})
	for _, k := range desk.TabKeys {
		does := "ui.help.desk-next"
		if k.Delta < 0 {
			does = "ui.help.desk-back"
		}
		keys = append(keys, shellKey{sc: &k.Key, name: "desk-tab", does: does, run: func(s *Shell) { s.deskTab(k.Delta) }})
	}
	return keys
}

// keyNames are the catalogue's names of the keys whose caps have words.
var keyNames = map[fyne.KeyName]string{
	fyne.KeyUp: "ui.keys.name.up", fyne.KeyDown: "ui.keys.name.down", fyne.KeyPageUp: "ui.keys.name.page-up",
	fyne.KeyPageDown: "ui.keys.name.page-down", fyne.KeyTab: "ui.keys.name.tab", fyne.KeyEscape: "ui.keys.name.escape",
}

// keyName names a key of the keyboard in the window's language where its
// cap has a word ("Page Down"), else as its cap reads ("N", "1", "F1").
func (s *Shell) keyName(k fyne.KeyName) string {
	if key, ok := keyNames[k]; ok {
		return s.t(key)
	}
	return string(k)
}

// shortcutText names a key with its modifiers ("Ctrl+Vaihto+1").
func (s *Shell) shortcutText(sc fyne.Shortcut) string {
	switch sc.(type) {
	case *fyne.ShortcutUndo:
		return s.t("ui.keys.view", "key", "Z")
	case *fyne.ShortcutRedo:
		return s.t("ui.keys.view", "key", "Y")
	case *fyne.ShortcutCopy:
		return s.t("ui.keys.view", "key", "C")
	}
	k := sc.(*desktop.CustomShortcut)
	name := s.keyName(k.KeyName)
	switch {
	case k.Modifier == fyne.KeyModifierAlt:
		return s.t("ui.keys.alt", "key", name)
	case k.Modifier&fyne.KeyModifierShift != 0:
		return s.t("ui.keys.view.shift", "key", name)
	}
	return s.t("ui.keys.view", "key", name)
}

// helpLines are the help's lines of the window's keys, one a line, keys
// that do the same told together ("Ctrl+Tab, Ctrl+Page Down: …"): the
// event's and the desk's (keys), and the views' by their names (views).
func (s *Shell) helpLines() (keys, views []string) {
	keys = []string{s.t("ui.help.line", "keys", s.keyName(keyhold.HelpKey), "does", s.t("ui.help.help")),
		s.t("ui.help.line", "keys", s.keyName(fyne.KeyEscape), "does", s.t("ui.help.escape")),
		// The lists' key (gridTable), which the view's buttons pass on.
		s.t("ui.help.line", "keys", s.keyName(fyne.KeyInsert), "does", s.t("ui.help.insert")),
		s.t("ui.help.line", "keys", s.keyName(fyne.KeyDelete), "does", s.t("ui.help.delete"))}
	var order []string
	alike := map[string][]string{}
	team := s.doc != nil && s.doc.event.Settings.System.Team()
	for _, k := range shellKeys() {
		if k.does == "" {
			views = append(views, s.t("ui.help.line", "keys", s.shortcutText(k.sc), "does", s.t(s.entry(k.view).key)))
			continue
		}
		does := k.does
		if team && k.team != "" {
			does = k.team
		}
		if alike[does] == nil {
			order = append(order, does)
		}
		alike[does] = append(alike[does], s.shortcutText(k.sc))
	}
	for _, does := range order {
		keys = append(keys, s.t("ui.help.line", "keys", strings.Join(alike[does], ", "), "does", s.t(does)))
	}
	return keys, views
}

// readme is where the guide (README.md) is: beside the program, as the
// packages and the installer put it, or in the folder above where `make`
// built the program into bin/ of a checkout.
func readme() string {
	exe, err := os.Executable()
	if err != nil {
		return "README.md"
	}
	return readmeBeside(filepath.Dir(exe))
}

// readmeBeside is the guide of a program in folder dir (readme).
func readmeBeside(dir string) string {
	beside := filepath.Join(dir, "README.md")
	if _, err := os.Stat(beside); err != nil && filepath.Base(dir) == "bin" {
		above := filepath.Join(filepath.Dir(dir), "README.md")
		if _, err := os.Stat(above); err == nil {
			return above
		}
	}
	return beside
}

// showHelp is F1: the window's keys, the result keys (a team event's
// Matches view's) and where the guide is, in a box that Escape closes. A
// new user from Swiss-Manager or Vega presses F1 first; it did nothing.
func (s *Shell) showHelp() {
	if keyhold.Open(s.win.Canvas()) {
		return // a box's own keys are the ones that count under it
	}
	keys, views := s.helpLines()
	// Two columns, the result keys and the guide across the foot, so
	// that the box stands whole at 1024×700.
	left, right := wrapped(strings.Join(keys, "\n")), wrapped(strings.Join(views, "\n"))
	results := s.t("ui.help.results", "keys", s.resultKeysText())
	if s.doc != nil && s.doc.event.Settings.System.Team() {
		// A team event's results are typed in Matches and results, which
		// has keys of its own (F, Page Up and Down) told under its result
		// box, and no Keys button: the rounds view's words sent the
		// arbiter looking for one.
		results = s.t("ui.help.results.team", "view", s.t(s.entry(areaRounds).key), "keys", s.t("teams.ui.entry.keys"))
	}
	foot := wrapped(results + "\n\n" + s.t("ui.help.guide", "file", readme()))
	body := container.NewVBox(container.NewGridWithColumns(2, left, right), foot)
	var m *modal
	ok := primary(newButton(s.t("ui.ok"), func() { m.hide() }))
	m = s.newModal(s.t("ui.help.title"), body, 900, ok)
	m.resize()
	m.show()
}

// navList is the navigation: Fyne's list, which passes F1 to the window
// (keyhold.Help), and whose Space on the view shown shows it again (again),
// giving it the keyboard as Space on another view's name does: the list
// chose nothing for the item already chosen (List.Select) and kept the
// keyboard, and a result key typed next entered nothing.
type navList struct {
	widget.List
	again func()
}

func newNavList(length func() int, create func() fyne.CanvasObject, update func(widget.ListItemID, fyne.CanvasObject)) *navList {
	l := &navList{}
	l.Length, l.CreateItem, l.UpdateItem = length, create, update
	l.ExtendBaseWidget(l)
	return l
}

func (l *navList) TypedKey(ev *fyne.KeyEvent) {
	if keyhold.Help(l, ev) {
		return
	}
	c := fyne.CurrentApp().Driver().CanvasForObject(l)
	if ev.Name != fyne.KeySpace || c == nil {
		l.List.TypedKey(ev)
		return
	}
	keyhold.SpacePress(c, func() {
		l.List.TypedKey(ev)
		// A view shown takes the keyboard off the list: kept, none was.
		if c.Focused() == l {
			l.again()
		}
		// The view given the keyboard has the space Space types after it
		// still to come, and drops it: the result box said in red that a
		// space is no result key.
		if f := c.Focused(); f != nil {
			keyhold.Give(c, f)
		}
	})
}

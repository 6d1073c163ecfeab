package ui

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/image/draw"

	"arbiter/assets"
	"arbiter/i18n"
	"arbiter/internal/crash"
	"arbiter/tournament/ratinglist"
	"arbiter/ui/button"
	"arbiter/ui/keyhold"
	"arbiter/ui/look"
)

// Preference keys.
const (
	prefLanguage = "language"
	prefRecent   = "recent"
	prefWidth    = "window-width"
	prefHeight   = "window-height"
	// prefPublish is the address last published at: the phones'
	// bookmarks and the printed QR codes name it.
	prefPublish = "publish-address"
	maxRecent   = 8
)

// defaultWindowSize is the main window's size on first start.
var defaultWindowSize = fyne.NewSize(1200, 800)

// Icon is the application icon as a Fyne resource.
var Icon = fyne.NewStaticResource("icon.png", assets.IconPNG)

// windowIcon is the window's own, smaller copy of Icon.
var windowIcon = fyne.NewStaticResource("icon-128.png", assets.WindowIconPNG)

// area is one entry of the navigation.
type area int

const (
	areaPlayers area = iota
	areaRounds
	areaStandings
	areaCrosstable
	areaNorms
	areaRatings
	areaDesk
	areaPrinting
	areaSettings
	areaFile
	areaAudit
	areaVenue
	areaCount
)

// areaInfo gives each area its catalogue key, icon and view constructor.
// It is filled in init: a view may open another file, which rebuilds the
// window from this table.
var areaInfo [areaCount]areaEntry

type areaEntry struct {
	key  string
	icon func() fyne.Resource // themed, so looked up when drawn
	make func(*Shell) view
}

func init() {
	areaInfo = [areaCount]areaEntry{
		areaPlayers:    {"ui.nav.players", theme.AccountIcon, newPlayersView},
		areaRounds:     {"ui.nav.rounds", theme.GridIcon, newRoundsView},
		areaStandings:  {"ui.nav.standings", theme.ListIcon, newStandingsView},
		areaCrosstable: {"ui.nav.crosstable", theme.ViewFullScreenIcon, newCrosstableView},
		areaNorms:      {"ui.nav.norms", theme.ConfirmIcon, newNormsView},
		areaRatings:    {"ui.nav.ratings", theme.InfoIcon, newRatingsView},
		areaDesk:       {"ui.nav.desk", theme.MediaPlayIcon, newDeskSlot},
		areaPrinting:   {"ui.nav.printing", theme.DocumentPrintIcon, newPrintingView},
		areaSettings:   {"ui.nav.settings", theme.SettingsIcon, newSettingsView},
		areaFile:       {"ui.nav.file", theme.StorageIcon, newFileView},
		areaAudit:      {"ui.nav.audit", theme.HistoryIcon, newAuditView},
		areaVenue:      {"ui.nav.venue", theme.ComputerIcon, newVenueView},
	}
}

// view is one area's content. refresh re-reads the shell's current event;
// it is called after every change to the file.
type view interface {
	object() fyne.CanvasObject
	refresh()
}

// viewContent is a view's content, which object gives the window.
type viewContent struct{ content fyne.CanvasObject }

func (v *viewContent) object() fyne.CanvasObject { return v.content }

// submitter is a view whose form Enter in a field submits, as Enter
// takes a dialog box's default action: the settings' Save.
type submitter interface {
	view
	submit()
}

// submitView takes Enter in field f, when f is in the view shown and the
// view is a submitter, as the view's submit, and reports whether it did:
// the settings' Enter saved nothing and said nothing, their drop-downs
// showing what the file did not hold.
func (s *Shell) submitView(f fyne.CanvasObject) bool {
	v, ok := s.views[s.area].(submitter)
	if !ok || s.doc == nil || !shownIn(v.object(), f) {
		return false
	}
	v.submit()
	return true
}

// keyedView is a view with a widget the arbiter works in by the keys (its
// list, the rounds' result field), which takes the keyboard whenever the
// view is shown, by its key or otherwise (Shell.show), and as a dialog box
// opened over it by a click closes (Shell.keyHome).
type keyedView interface {
	view
	focus() fyne.Focusable
}

// placedView is a view that shows one of several things by the arbiter's
// choice (a round, a ranking group, the prize list): the window made again
// in another language comes back on what it showed (Shell.places), not on
// the view's first choice. place is "" for that first choice.
type placedView interface {
	view
	place() string
	setPlace(string)
}

// Shell is the main window: toolbar, navigation and the current view,
// built for one language and one open tournament file at a time.
type Shell struct {
	app fyne.App
	win fyne.Window
	// background runs work off the window's goroutine (pairing, checking
	// and printing a round): a new goroutine once the window has drawn the
	// frame that shows the action's first response, or where a test
	// chooses.
	background func(func())
	probe      *frameProbe
	// closed is what quit does last, once the window is closed: where the
	// window runs as the program (ShowAndRun), it ends the program
	// (endAfterClose).
	closed func()
	lang   i18n.Lang
	cat    *i18n.Catalog
	// said, while the settings view is made, is the key of each of its
	// texts, which its Save keeps for the history (settingsView.keyed).
	said saidKeys
	doc  *document // nil while no tournament is open
	// lists are the user's rating lists, opened on first use.
	lists *ratinglist.Lists

	area  area
	views [areaCount]view
	stale [areaCount]bool // views to refresh before they are shown again
	// places are what the views still to be made are to show (placedView):
	// those of the window before a language switch, for the same file.
	places           [areaCount]string
	nav              *navList
	frame            *container.Scroll // scrolls what a view needs beyond the window: no view makes it larger
	body             *fyne.Container
	status           *widget.Label // last action's outcome, whole, under the toolbar
	statusScroll     *container.Scroll
	undoBtn, redoBtn *hintButton
	bar              *fyne.Container // the toolbar's row, which Undo and Redo share at the smallest
	printBtn         *button.Button
	fileBtn          *button.Button // the toolbar's first, below which the File menu opens
	// openFile shows a saved PDF in the system's viewer (openWithSystem;
	// tests record instead); printFile sends one to a printer
	// (printWithSystem).
	openFile  func(path string) error
	printFile func(path string, to printTarget) error
	// listPrinters gives the system's printers and its default one
	// (systemPrinters) to the print dialog.
	listPrinters func() (names []string, def string)
	// printers give each view's document for Print (Ctrl+P); building is
	// the area whose view is being made, for printAction to note it.
	printers [areaCount]func() printJob
	building area
	// shortcuts are the window's keys by name, which text fields pass on
	// (a focused field takes every shortcut in Fyne).
	shortcuts map[string]func()
	// keyRefused is the refusal each window key (by its name) said the
	// last time it ran, which goes as the key runs again or another view
	// is shown.
	keyRefused map[string]string
	venue      *publication  // the venue server of the open file, while it runs
	screen     string        // the screen's work area once the app runs ("1366x768"), where the size is kept
	opened     chan struct{} // closed once the file Start was given is shown or refused
	// reading is the reading of the file Start was given, on a goroutine
	// of its own: whether it has begun and ended (ended closed then), the
	// file read and not yet shown, and whether the program is to end
	// (quit), which then lets go of it, never showing it.
	reading struct {
		sync.Mutex
		begun, done, quit bool
		ended             chan struct{}
		read              *document
	}
	// checkIn is the check-in box last opened, which reload redraws while
	// it is open: the tablet at the window's pages checks players in
	// beside it.
	checkIn *checkInBox
	// keysTold is whether the window's driver says a key is down before
	// it types it, and its repeats without (a desktop window): there a
	// key typed while none is down in the widget is the repeat of one
	// pressed before the widget had the keyboard.
	keysTold bool
}

// Start makes the app's window with the file at path open,
// or with the start page when path is "" or the file cannot be opened
// (then it says why). Opening is a race against the clock: the first
// text measured in a style loads its fonts, a tenth of a second, so the
// fonts the first frame draws load on another goroutine while this one
// makes the window, which measures no text, and reads the catalogue;
// nothing of the window's content is made before they are loaded. The
// start page's title is bold; on a file, the window's first frame says in
// regular text that the file is being opened, and the file is read once
// it is drawn (or after startWait, a window that draws none), the bold
// font loading beside it for the event's headings: that frame waits on
// neither the file's reading and checks, nor its first view, nor a font
// it does not draw, which follow at once. opened is closed once the file
// is shown or refused.
func Start(a fyne.App, path string) *Shell {
	look.Use(a)
	regular, bold := fyne.TextStyle{}, fyne.TextStyle{Bold: true}
	var fonts <-chan struct{}
	if path == "" {
		fonts = loadFonts(regular, bold)
	} else {
		fonts = loadFonts(regular)
	}
	w := a.NewWindow("Arbiter")
	s := newShell(a, w)
	s.opened = make(chan struct{})
	// The title is the program's in the user's language until a file is
	// open (rebuild names it): whatever looks for the window by its file's
	// name (a test, a script, the user's task bar) finds the event, not the
	// frame that says it is being read. Asking for it reads the catalogue
	// while the fonts load: the first frame needs both.
	w.SetTitle(s.t("ui.title"))
	<-fonts
	if path == "" {
		s.rebuild()
		close(s.opened)
		return s
	}
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	file := filepath.Base(path)
	w.SetContent(container.NewStack(container.NewCenter(widget.NewLabel(s.t("ui.opening", "file", file))), s.probe.object()))
	s.reading.ended = make(chan struct{})
	s.probe.within(startWait, func() {
		if !s.beginReading() {
			return
		}
		fonts := loadFontsDrawing(bold)
		d, err := openDocument(path)
		s.endReading(d)
		<-fonts
		fyne.Do(func() {
			defer close(s.opened)
			if d != nil && !s.takeRead(d) {
				return // the program ends (letGoOfReading)
			}
			if err != nil {
				s.rebuild()
			}
			s.adopt(path, d, err)
		})
	})
	return s
}

// beginReading reports whether the file Start was given is to be read:
// not when the program is to end (quit, endAsked), which ends it without
// the file.
func (s *Shell) beginReading() bool {
	s.reading.Lock()
	defer s.reading.Unlock()
	s.reading.begun = !s.reading.quit && !endAsked()
	return s.reading.begun
}

// endReading keeps d, the file Start was given as read (nil where it
// could not be), for the window to show, or closes it where the program
// is to end.
func (s *Shell) endReading(d *document) {
	s.reading.Lock()
	defer s.reading.Unlock()
	s.reading.done = true
	close(s.reading.ended)
	if s.reading.quit || endAsked() {
		if d != nil {
			d.st.Close()
		}
		return
	}
	s.reading.read = d
}

// takeRead reports whether d, the file endReading kept, is still the
// window's to show: not where the program is to end, which has closed it.
func (s *Shell) takeRead(d *document) bool {
	s.reading.Lock()
	defer s.reading.Unlock()
	kept := s.reading.read == d && !s.reading.quit && !endAsked()
	if s.reading.read == d && !kept {
		d.st.Close()
	}
	s.reading.read = nil
	return kept
}

// letGoOfReading is the end of the reading of the file Start was given,
// for the program's end: it waits for a reading under way, and closes the
// file read and not yet shown.
func (s *Shell) letGoOfReading() {
	s.reading.Lock()
	s.reading.quit = true
	wait := s.reading.begun && !s.reading.done
	s.reading.Unlock()
	if wait {
		<-s.reading.ended
	}
	s.reading.Lock()
	defer s.reading.Unlock()
	if s.reading.read != nil {
		s.reading.read.st.Close()
		s.reading.read = nil
	}
}

// loadFonts measures a text in each style on a goroutine of its own, which
// loads their fonts, and closes the channel it returns once they are. It
// is for before the window draws or measures anything (loadFontsDrawing).
func loadFonts(styles ...fyne.TextStyle) <-chan struct{} {
	loaded := make(chan struct{})
	go measureEach(styles, loaded)
	return loaded
}

// measureEach measures a text in each style, which loads its font, and
// closes loaded.
func measureEach(styles []fyne.TextStyle, loaded chan<- struct{}) {
	for _, style := range styles {
		fyne.MeasureText("A", theme.TextSize(), style)
	}
	close(loaded)
}

// loadFontsDrawing is loadFonts once the window draws: the fonts are
// loaded on the goroutine that draws (fyne.Do), while the caller goes on.
// The toolkit's text shaper is one for the process, not to be used by two
// goroutines at once: measured here beside the frame that says the file
// is being opened, the bold font broke the shaper's buffer (an index out
// of range, the program ended before its window was drawn).
func loadFontsDrawing(styles ...fyne.TextStyle) <-chan struct{} {
	loaded := make(chan struct{})
	fyne.Do(func() { measureEach(styles, loaded) })
	return loaded
}

// startWait is how long Start waits for the window's first frame at most
// before it reads the file: a window made minimised draws none.
const startWait = 2 * time.Second

// newShell is the shell of an empty window, before its content is made.
func newShell(a fyne.App, w fyne.Window) *Shell {
	s := &Shell{app: a, win: w, openFile: openWithSystem, printFile: printWithSystem, listPrinters: systemPrinters, probe: newFrameProbe()}
	s.background = s.probe.after
	_, s.keysTold = w.Canvas().(desktop.Canvas)
	// A panic while drawing is shown after the frame: fyne.Do queues it
	// when called on the window's goroutine.
	crash.SetDrawReport(func(err error) { fyne.Do(func() { s.showError(err) }) })
	s.lang = initialLang(a.Preferences().String(prefLanguage))
	s.cat = i18n.For(s.lang)
	look.Use(a)
	w.SetIcon(windowIcon)
	w.Resize(s.savedSize())
	s.fitToScreen()
	w.SetCloseIntercept(s.closeAsked)
	a.Lifecycle().SetOnEnteredForeground(s.backInFront)
	s.addShortcuts()
	// A box opened by a click (which takes the keyboard off first) gives
	// it, as it closes, to the list of the view under it.
	keyhold.SetHome(w.Canvas(), s.keyHome)
	// A closed window's canvas, kept by the maps of the boxes and the
	// keyboard, would keep its views and event for the program's run.
	w.SetOnClosed(func() {
		keyhold.Forget(w.Canvas())
		delete(openModals, w.Canvas())
	})
	return s
}

// closeAsked is the close button's and Ctrl+Q's: with a box open over
// the window, or typing in the settings not saved, it asks first, for
// what is typed there is not saved until its own button saves it (a new
// player's name typed was lost, and nothing said so then or at the next
// start). Ctrl+Q is refused under a box.
func (s *Shell) closeAsked() { s.closeAsking(s.quit) }

// closeAsking runs close at once, or once the arbiter says so where a box
// is open over the window or the event settings hold typing not saved
// (the window closed and the typing was lost, nothing said).
func (s *Shell) closeAsking(close func()) {
	s.settingsKept("ui.close.settings", "ui.close.box.ok", func() {
		if !keyhold.Open(s.win.Canvas()) {
			close()
			return
		}
		s.confirm(s.t("ui.close.box.title"), wrapped(s.t("ui.close.box.text")), s.t("ui.close.box.ok"), close)
	})
}

// settingsKept runs then, which drops the event settings' view (the
// window closed, another event opened or a new one started, the window's
// language switched), at once, or where the settings hold typing not
// saved once the arbiter says to drop it on the button okKey names: the
// typing was lost, nothing said. ask is the key of the box's question,
// whose title and text are its .title and .text. It returns the box
// asking, nil where none was needed.
func (s *Shell) settingsKept(ask, okKey string, then func()) *modal {
	if v, ok := s.views[areaSettings].(*settingsView); !ok || s.doc == nil || !v.unsaved() {
		then()
		return nil
	}
	text := s.t(ask+".text", "view", s.t("ui.nav.settings"), "cancel", s.t("ui.cancel"), "save", s.t("ui.save"))
	return s.confirmRisky(s.t(ask+".title"), wrapped(text), s.t(okKey), then)
}

// quit closes the window as its close button does: the size kept for
// the next start, the file let go, the program ended. Asked while the
// file Start was given is being read (SIGTERM as the window shows, the
// session logging out), it waits for the reading and lets go of that file
// too (letGoOfReading): the program ended there, before the file was
// handed to the window, left the file open, its record, log and shared
// memory beside it, and the next opening said that it was not closed.
func (s *Shell) quit() {
	s.letGoOfReading()
	s.rememberSize()
	s.closeDocument()
	s.win.Close()
	if s.closed != nil {
		s.closed()
	}
}

// savedSize is the size the window had when it was last closed, else
// defaultWindowSize; never smaller than the 1024×700 every view is made
// to fit.
func (s *Shell) savedSize() fyne.Size {
	size, ok := s.windowSizes()[""]
	if !ok {
		// As it was kept before the sizes were one preference.
		p := s.app.Preferences()
		size = fyne.NewSize(float32(p.FloatWithFallback(prefWidth, 0)), float32(p.FloatWithFallback(prefHeight, 0)))
	}
	if size.Width <= 0 || size.Height <= 0 {
		return defaultWindowSize
	}
	return fyne.NewSize(max(size.Width, smallest.Width), max(size.Height, smallest.Height))
}

// rememberSize keeps the window's size for the next start, and for the
// next start on the same screen.
func (s *Shell) rememberSize() {
	size := s.win.Canvas().Size()
	if size.Width > 0 && size.Height > 0 {
		s.rememberOnScreen(size)
	}
}

// initialLang picks the language as every program does, the one chosen
// last time after ARBITER_LANG.
func initialLang(saved string) i18n.Lang { return i18n.UserLang(os.Getenv, saved) }

// SetLanguage switches every text of the window to l, keeping the open
// file and the current area, and remembers the choice.
func (s *Shell) SetLanguage(l i18n.Lang) {
	if l == s.lang {
		return
	}
	// The places are read in the language they are shown in: a view may
	// tell its choice by the words on screen.
	s.places = s.shownPlaces()
	s.lang = l
	s.cat = i18n.For(l)
	s.app.Preferences().SetString(prefLanguage, string(l))
	s.rebuild()
}

// shownPlaces is what each view shows by the arbiter's choice: a made
// view's own, else the place it is still to come back on. A made view not
// shown since the event changed is brought up to date first: its place
// was read before the change (round 1 kept for printing after round 2 was
// paired, where its refresh would have offered round 2).
func (s *Shell) shownPlaces() [areaCount]string {
	kept := s.places
	for a, v := range s.views {
		if p, ok := v.(placedView); ok {
			if s.doc != nil {
				s.fresh(area(a))
			}
			kept[a] = p.place()
		}
	}
	return kept
}

// t translates a key in the window's language, noting the key of a text
// without arguments while a view that keeps them is made (said).
func (s *Shell) t(key string, args ...any) string {
	text := s.cat.T(key, args...)
	if s.said != nil && len(args) == 0 {
		s.said.note(text, key)
	}
	return text
}

// showError shows err translated in a dialog.
func (s *Shell) showError(err error) {
	s.showMessage(s.t("ui.error.title"), s.cat.Sentence(err))
}

// rebuild makes the whole window content again: after a language switch
// and when a file is opened or closed.
func (s *Shell) rebuild() {
	s.updateTitle()
	top := s.toolbar()
	s.updateHistory()
	if s.doc == nil {
		s.views = [areaCount]view{}
		s.nav = nil
		page, last := s.startPage()
		s.win.SetContent(container.NewBorder(top, s.statusBar(), nil, nil, page))
		if last != nil {
			// Enter reopens the event opened last: it took five Tabs.
			s.win.Canvas().Focus(last)
		}
		return
	}
	s.printers = [areaCount]func() printJob{}
	// Each view is made when it is first used and reads the event when it
	// is first shown (show refreshes a stale view): the first frame waits
	// on the one view it shows, not on eleven forms and tables, and a
	// large event's ratings, norms and crosstable are seconds of work that
	// opening the file need not wait for.
	old, _ := s.views[areaDesk].(*deskSlot)
	s.views = [areaCount]view{}
	if old != nil && old.view.Session() != nil {
		// The game open at the desk, its clock running, is taken over (or
		// closed, for another file) now, not when the desk is next shown.
		s.views[areaDesk] = old
		s.makeView(areaDesk)
	}
	s.nav = newNavList(
		func() int { return int(areaCount) },
		func() fyne.CanvasObject { return newNavRow(s.show) },
		func(id widget.ListItemID, o fyne.CanvasObject) {
			crash.Draw("navigation", func() {
				row := o.(*navRow)
				row.area = area(id)
				e := s.entry(row.area)
				row.icon.SetResource(e.icon())
				row.label.SetText(s.t(e.key))
			})
		},
	)
	// Space chooses the view moved to by the arrows; show chooses the
	// view it shows, which is not shown again.
	s.nav.OnSelected = func(id widget.ListItemID) {
		if area(id) != s.area {
			s.show(area(id))
		}
	}
	s.nav.again = func() { s.show(s.area) }
	s.body = container.NewStack()
	// The list takes its width from the longest label, not its first one.
	width := canvas.NewRectangle(color.Transparent)
	width.SetMinSize(fyne.NewSize(navWidth(s), 0))
	left := look.Border(nil, nil, nil, widget.NewSeparator(),
		container.New(hintBelow{}, container.NewStack(width, s.nav), s.navKeys()))
	s.frame = container.NewScroll(container.NewPadded(s.body))
	// The work first: Tab goes through the view shown, then the toolbar
	// and the navigation (the toolkit's border holds its middle first), so
	// that the first Tab after a view's shortcut is in the view.
	s.win.SetContent(container.NewBorder(top, s.statusBar(), left, nil, s.frame))
	s.show(s.area)
}

// navWidth is the width the navigation needs for its longest label in
// the current language.
func navWidth(s *Shell) float32 {
	w := float32(0)
	for a := range areaCount {
		w = max(w, widget.NewLabel(s.t(s.entry(a).key)).MinSize().Width)
	}
	return w + theme.IconInlineSize() + 4*theme.Padding()
}

// navKeys lists under the navigation, small and dim, the keys that show
// the views, where the arbiter learns them: beside each view's name they
// took the width of the tables at 1,024 pixels.
func (s *Shell) navKeys() fyne.CanvasObject {
	var views []shellKey
	for _, k := range shellKeys() {
		if k.name == "view" {
			views = append(views, k)
		}
	}
	lines := []string{s.t("ui.keys.views", "first", s.shortcutText(views[0].sc), "last", s.shortcutText(views[areaAudit-1].sc))}
	for _, a := range []area{areaAudit, areaVenue} {
		lines = append(lines, s.t("ui.keys.view.named", "key", s.shortcutText(views[a].sc), "view", s.t(s.entry(a).key)))
	}
	keys := widget.NewRichText()
	for _, line := range lines {
		keys.Segments = append(keys.Segments, &widget.TextSegment{Text: line, Style: widget.RichTextStyle{
			ColorName: theme.ColorNamePlaceHolder, SizeName: theme.SizeNameCaptionText}})
	}
	keys.Wrapping = fyne.TextWrapWord
	return keys
}

// navRow is a view's name in the navigation. It takes a click itself and
// shows its view, the keyboard given to the view, whether or not the view
// is the one shown: the list's own item chose nothing for the view
// already chosen (Fyne's List.Select) and kept the keyboard on the list,
// so that a result key typed next entered nothing, nothing said.
type navRow struct {
	widget.BaseWidget
	icon  *widget.Icon
	label *widget.Label
	area  area
	show  func(area)
}

func newNavRow(show func(area)) *navRow {
	r := &navRow{icon: widget.NewIcon(nil), label: widget.NewLabel(""), show: show}
	r.ExtendBaseWidget(r)
	return r
}

func (r *navRow) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewHBox(r.icon, r.label))
}

func (r *navRow) Tapped(*fyne.PointEvent) { r.show(r.area) }

// hintBelow lays out a list above a wrapped hint at the column's foot,
// the hint as high as its lines are at the column's width. A border's
// foot takes its object's height before that object has its width, and
// a wrapped text's height follows its width: the Estonian hint, wrapped
// onto one line more than it had room for, ran onto the status bar.
type hintBelow struct{}

func (hintBelow) Layout(o []fyne.CanvasObject, size fyne.Size) {
	list, hint := o[0], o[1]
	hint.Resize(fyne.NewSize(size.Width, hint.MinSize().Height))
	h := hint.MinSize().Height // measured at the column's width
	hint.Resize(fyne.NewSize(size.Width, h))
	hint.Move(fyne.NewPos(0, size.Height-h))
	list.Move(fyne.NewPos(0, 0))
	list.Resize(fyne.NewSize(size.Width, max(0, size.Height-h-theme.Padding())))
}

func (hintBelow) MinSize(o []fyne.CanvasObject) fyne.Size {
	list, hint := o[0].MinSize(), o[1].MinSize()
	return fyne.NewSize(max(list.Width, hint.Width), list.Height+theme.Padding()+hint.Height)
}

// show switches the body to an area.
func (s *Shell) show(a area) {
	if s.doc == nil || a < 0 || a >= areaCount {
		return
	}
	// A window key's refusal speaks of the view it was said in (Ctrl+W's
	// "choose the player first", Ctrl+P's "this view has no document"):
	// it goes as another view is shown, unless another word was said
	// since. It stayed red at the window's foot through every view shown
	// after it. What an action did (a backup, a PDF saved) stays.
	if a != s.area {
		for name := range s.keyRefused {
			s.refusalGone(name)
		}
	}
	s.area = a
	s.rememberView(a)
	if readAgain(a) {
		s.stale[a] = true
	}
	v := s.fresh(a)
	// Laid out and redrawn, not refreshed: refreshing the body would have
	// every table of the view fill its cells again and shape their text.
	// fresh above is what brings a view up to date.
	s.body.Objects = []fyne.CanvasObject{v.object()}
	s.frame.ScrollToOffset(fyne.Position{})
	inner := s.frame.Content
	inner.Resize(fyne.NewSize(max(inner.MinSize().Width, s.frame.Size().Width), max(inner.MinSize().Height, s.frame.Size().Height)))
	s.body.Layout.Layout(s.body.Objects, s.body.Size())
	canvas.Refresh(s.frame)
	if s.nav != nil {
		s.nav.Select(widget.ListItemID(a))
		// Tab onto the navigation finds its arrows at the view shown,
		// however it was shown: after a view's key they began at the
		// view last clicked, and Down then Space showed the view after
		// that one.
		s.nav.Highlight(widget.ListItemID(a))
	}
	s.showPrintable()
	// The view's own widget has the keyboard, or nothing: a view with
	// none (a form) left it on the last view's list, out of sight, which
	// the arrows went on moving.
	if f := s.keyHome(); f != nil {
		s.focusIn(v, f)
	} else {
		s.win.Canvas().Unfocus()
	}
}

// focusIn gives f, a widget of view v, the keyboard if v is the view on
// the window. A view filled before show puts it there, or from another
// view (the desk's game saved to the Rounds), gives nothing: the window
// logged each such try as a focus on no canvas, a line that hid real focus
// faults; show gives the view's widget the keyboard once it is there.
func (s *Shell) focusIn(v view, f fyne.Focusable) {
	if len(s.body.Objects) == 1 && s.body.Objects[0] == v.object() {
		s.win.Canvas().Focus(f)
	}
}

// keyHome is the widget of the view shown that the arbiter works in by
// the keys (keyedView), nil for a view with none.
func (s *Shell) keyHome() fyne.Focusable {
	if v, ok := s.views[s.area].(keyedView); ok {
		return v.focus()
	}
	return nil
}

// areaView is area a's view, made now if it has not been since the window
// was last rebuilt; it is up to date with the event once fresh or show
// has brought it.
func (s *Shell) areaView(a area) view {
	if s.views[a] == nil {
		s.makeView(a)
	}
	return s.views[a]
}

// makeView makes area a's view for the open file, to be read from the event
// when it is first shown (stale).
func (s *Shell) makeView(a area) {
	s.building = a
	s.views[a] = s.entry(a).make(s)
	if p, ok := s.views[a].(placedView); ok && s.places[a] != "" {
		p.setPlace(s.places[a])
	}
	s.places[a] = ""
	s.stale[a] = true
}

// fresh brings area a's view up to date with the event if it is stale,
// before it is shown or acted on from elsewhere in the window, and
// returns it.
// readAgain tells whether view a is read again each time it is shown,
// whatever marked it: the desk's moves and rulings mark no view stale,
// and the backups folder takes backups from other programs too ("arbiter
// backup" while the window holds the file), and the Publish view names
// the arbiter serve that serves the file, which starts and ends beside
// the window. Each such view lists again only what changed, keeping the
// row chosen.
func readAgain(a area) bool { return a == areaAudit || a == areaFile || a == areaVenue }

// backInFront reads again the view on screen that other programs change
// beside the window (readAgain), as the window comes to the foreground:
// the arbiter back from a terminal where he ran "arbiter backup" saw the
// list as it was, nothing said, until he showed another view and this
// one again.
func (s *Shell) backInFront() {
	if s.doc != nil && readAgain(s.area) {
		s.stale[s.area] = true
		s.fresh(s.area)
	}
}

func (s *Shell) fresh(a area) view {
	v := s.areaView(a)
	if s.stale[a] {
		s.stale[a] = false
		v.refresh()
	}
	return v
}

// reload re-reads the event from the file and refreshes the view on
// screen; views call it through act after each change. The other views
// are refreshed when they are next shown: refreshing all ten after every
// result would make typing a round's results wait on tables nobody sees.
func (s *Shell) reload() {
	if s.doc == nil {
		return
	}
	if err := s.doc.reload(); err != nil {
		s.showError(err)
	}
	s.updateTitle()
	s.updateHistory()
	for a, v := range s.views {
		if v == nil {
			continue
		}
		if area(a) == s.area {
			v.refresh()
		} else {
			s.stale[a] = true
		}
	}
	if b := s.checkIn; b != nil && slices.Contains(openModals[s.win.Canvas()], b.m) {
		b.redraw()
	}
}

// resultBoxView is a view with a result box (resultKeys).
type resultBoxView interface{ resultBox() *resultKeys }

// act runs one store action; on success every view shows the new state, on
// failure the translated error is shown and nothing else changes.
func (s *Shell) act(action func() error) bool {
	return s.actSaying(action, nil)
}

// actSaying is act whose refusal said, when given, may say first where
// it belongs (below a form's field), telling whether it did; any other
// is shown as act shows it.
func (s *Shell) actSaying(action func() error, said func(error) bool) (ok bool) {
	s.setStatus("")
	if s.refuseReadOnly() {
		return false
	}
	before, _ := s.doc.st.NextUndo()
	// A crash's report is said where a refusal is: in place, in a form.
	report := func(err error) {
		if said == nil || !said(err) {
			s.showError(err)
		}
	}
	crash.Guard("action", report, func() {
		if err := action(); err != nil {
			report(err)
			return
		}
		ok = true
	})
	if ok {
		s.reload()
		// An action the store found to change nothing (the prize rules
		// saved as they were) is said so: the line said the action before
		// it as just saved.
		if after, err := s.doc.st.NextUndo(); err == nil && after.ID == before.ID {
			s.setStatus(s.t("ui.saved.same"))
			return ok
		}
		s.sayLastSaved()
	}
	return ok
}

// sayLastSaved says what the last action saved, as the history names it,
// so that the status line never shows an earlier action's outcome, and
// ends what the result boxes' keys left: the arbiter has acted since.
// Callers with more to say say it after.
func (s *Shell) sayLastSaved() {
	for _, v := range s.views {
		if b, ok := v.(resultBoxView); ok {
			b.resultBox().actedElsewhere()
		}
	}
	if e, err := s.doc.st.NextUndo(); err == nil {
		s.setStatus(s.t("ui.saved", "what", s.describe(e)))
	}
}

func (s *Shell) updateTitle() {
	if s.doc == nil {
		s.win.SetTitle(s.t("ui.title"))
		return
	}
	name := s.doc.event.Settings.Name
	if name == "" {
		name = s.t("ui.untitled")
	}
	key := "ui.title.event"
	switch {
	case s.doc.readOnly:
		key = "ui.title.event.readonly"
	case len(s.doc.st.OpenElsewhere()) > 0:
		// Another window shows the event from another file: the
		// folder tells the two apart where the names are the same.
		key = "ui.title.event.elsewhere"
	}
	s.win.SetTitle(s.t(key, "event", name, "file", s.doc.base(), "folder", s.doc.dir()))
}

// refuseReadOnly says that the open file cannot be changed, and reports
// whether it said so: every action that would change the file asks first.
func (s *Shell) refuseReadOnly() bool {
	if s.doc == nil || !s.doc.readOnly {
		return false
	}
	_, refused := s.doc.readOnlyKeys()
	s.showError(uiError(refused, "file", s.doc.base()))
	return true
}

// toolbar is the row above everything: file actions, undo and the
// language switch.
func (s *Shell) toolbar() fyne.CanvasObject {
	var items []fyne.CanvasObject
	if s.doc == nil {
		newBtn := newButtonWithIcon(s.t("ui.file.new"), theme.DocumentCreateIcon(), s.guard("new", s.newTournament))
		openBtn := newButtonWithIcon(s.t("ui.file.open"), theme.FolderOpenIcon(), s.guard("open", s.openDialog))
		var recentBtn *button.Button
		recentBtn = newButtonWithIcon(s.t("ui.file.recent"), theme.HistoryIcon(), s.guard("recent", func() {
			s.showMenu(recentBtn, s.recentItems())
		}))
		if len(s.recent()) == 0 {
			recentBtn.Disable()
		}
		s.fileBtn = newBtn
		items = []fyne.CanvasObject{newBtn, openBtn, recentBtn}
	} else {
		// With a file open the file's actions are one File menu (Alt+F),
		// as in the programs arbiters know, so that Undo and Redo can say
		// what they would do and the toolbar stands whole in an 800-pixel
		// window in every language: New, Open and Recent as icons beside
		// a Back up button took 1,011 pixels in Finnish.
		file := newButtonWithIcon(s.t("ui.file.menu"), theme.MenuIcon(), s.guard("file-menu", s.showFileMenu))
		s.fileBtn = file
		s.undoBtn = s.newHintButton(s.t("ui.undo"), theme.ContentUndoIcon(), s.guard("undo", s.undo))
		s.redoBtn = s.newHintButton(s.t("ui.redo"), theme.ContentRedoIcon(), s.guard("redo", s.redo))
		s.printBtn = newButtonWithIcon(s.t("live.print"), theme.DocumentPrintIcon(), s.guard("print", s.printView))
		items = []fyne.CanvasObject{file, widget.NewSeparator(), s.undoBtn, s.redoBtn, s.printBtn}
	}
	// The outcome of the last action has a line of its own at the foot
	// of the window, where it wraps rather than being cut (scrolling past
	// statusLines); the line is kept when empty, so that nothing moves
	// when a message comes.
	s.status = wrapped("")
	lang := languageChoice(s)
	lang.set(string(s.lang))
	// The switch makes every view again from the file, so typing in the
	// settings not saved is asked about first; kept, the drop-down shows
	// the language still in use.
	lang.sel.OnChanged = func(string) {
		l := i18n.Lang(lang.value())
		if m := s.settingsKept("ui.language.settings", "ui.close.settings.drop", func() { s.SetLanguage(l) }); m != nil {
			m.dismissed = func() { lang.setQuietly(string(s.lang)) }
		}
	}
	bar := look.Border(nil, nil, container.NewHBox(items...), lang.sel)
	s.bar = container.NewPadded(bar)
	return container.NewVBox(s.bar, widget.NewSeparator())
}

// statusLines is the most lines the status line is high; a longer
// message scrolls within it, whole: a TRF export's eleven notes took a
// third of a 1024×700 window, the navigation's last views and as much of
// the view below its foot.
const statusLines = 2

// statusBar is the status line under a separator at the window's foot.
func (s *Shell) statusBar() fyne.CanvasObject {
	s.statusScroll = container.NewVScroll(s.status)
	// Its lines with the padding above them: below the last, a line more
	// would show its top cut.
	most := widget.NewLabel(strings.Repeat("\n", statusLines-1)).MinSize().Height - theme.InnerPadding()
	capped := container.New(statusCap{s.status, most}, s.statusScroll)
	return container.NewStack(container.NewVBox(widget.NewSeparator(), capped), s.probe.object())
}

// statusCap lays out the status line's scroll as high as its text, at
// most as high as most.
type statusCap struct {
	text *widget.Label
	most float32
}

func (c statusCap) MinSize([]fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(0, min(c.text.MinSize().Height, c.most))
}

func (statusCap) Layout(o []fyne.CanvasObject, size fyne.Size) {
	for _, x := range o {
		x.Move(fyne.NewPos(0, 0))
		x.Resize(size)
	}
}

// setStatus shows the outcome of an action that changes nothing on
// screen (a backup) or not obviously so (an undo); "" clears it.
func (s *Shell) setStatus(text string) { s.say(widget.SuccessImportance, text) }

// setProblem shows, on the same line in the error colour, what went
// wrong without losing anything (no PDF viewer, no printer).
func (s *Shell) setProblem(text string) { s.say(widget.DangerImportance, text) }

// say puts text on the status line as the window's fonts draw it
// (drawable), as the dialogs and grids do: the line is where a refusal
// with an arrow lands.
func (s *Shell) say(imp widget.Importance, text string) {
	s.status.Importance = imp
	s.status.SetText(drawable(text))
	if s.statusScroll != nil {
		s.statusScroll.ScrollToTop()
	}
}

// recentItems are the files opened last, each named as far as the
// smallest window has room, which reopen their file.
func (s *Shell) recentItems() []*fyne.MenuItem {
	var items []*fyne.MenuItem
	for _, p := range s.recent() {
		items = append(items, fyne.NewMenuItem(recentName(p, s.contentSize(smallest).Width-8*theme.Padding()), func() {
			s.settingsKept("ui.close.settings", "ui.close.settings.drop", func() { s.Open(p) })
		}))
	}
	return items
}

// showFileMenu is the File menu (Alt+F, or its button): New, Open, the
// recent files and, with a file open, Back up. It opens below the
// toolbar's first button and takes the keyboard (arrows, Enter, Escape).
func (s *Shell) showFileMenu() {
	recent := fyne.NewMenuItem(s.t("ui.file.recent"), nil)
	recent.Icon = theme.HistoryIcon()
	if items := s.recentItems(); len(items) > 0 {
		recent.ChildMenu = fyne.NewMenu("", items...)
	} else {
		recent.Disabled = true
	}
	items := []*fyne.MenuItem{
		{Label: s.t("ui.file.new"), Icon: theme.DocumentCreateIcon(), Action: s.guard("new", s.newTournament)},
		{Label: s.t("ui.file.open"), Icon: theme.FolderOpenIcon(), Action: s.guard("open", s.openDialog)},
		recent,
	}
	if s.doc != nil {
		items = append(items, fyne.NewMenuItemSeparator(), &fyne.MenuItem{Label: s.t("ui.file.backup"),
			Icon: theme.DocumentSaveIcon(), Action: s.guard("backup", s.backup), Disabled: s.doc.readOnly})
	}
	s.showMenu(s.fileBtn, items)
}

// showMenu opens a menu of items below anchor.
func (s *Shell) showMenu(anchor fyne.CanvasObject, items []*fyne.MenuItem) {
	pos := s.app.Driver().AbsolutePositionForObject(anchor).AddXY(0, anchor.Size().Height)
	widget.ShowPopUpMenuAtPosition(fyne.NewMenu("", items...), s.win.Canvas(), pos)
}

// startPage is shown while no tournament is open; last is the button of
// the file opened last, nil where none is remembered.
func (s *Shell) startPage() (page fyne.CanvasObject, last fyne.Focusable) {
	title := widget.NewLabelWithStyle(s.t("ui.title"), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	title.SizeName = theme.SizeNameHeadingText
	hint := widget.NewLabelWithStyle(s.t("ui.start.hint"), fyne.TextAlignCenter, fyne.TextStyle{})
	buttons := container.NewHBox(layout.NewSpacer(),
		newButtonWithIcon(s.t("ui.file.new"), theme.DocumentCreateIcon(), s.guard("new", s.newTournament)),
		newButtonWithIcon(s.t("ui.file.open"), theme.FolderOpenIcon(), s.guard("open", s.openDialog)),
		newButtonWithIcon(s.t("eventfile.trf.import"), theme.UploadIcon(), s.guard("import-trf", s.importTRF)),
		layout.NewSpacer())
	col := container.NewVBox(startIcon(), title, hint, buttons)
	recent := s.recent()
	if len(recent) == 0 {
		return container.NewCenter(col), nil
	}
	col.Add(widget.NewSeparator())
	col.Add(widget.NewLabelWithStyle(s.t("ui.start.recent"), fyne.TextAlignCenter, fyne.TextStyle{Bold: true}))
	// The recent files scroll below the rest, each named as far as the
	// smallest window has room: eight of them, or one deep in folders,
	// made the page taller or wider than a 1024×700 screen, and the window
	// grew past its edge, the status line out of sight.
	list := container.NewVBox()
	for i, p := range recent {
		b := newButton(recentName(p, s.contentSize(smallest).Width-8*theme.Padding()), func() { s.Open(p) })
		b.Importance = widget.LowImportance
		list.Add(b)
		if i == 0 {
			last = b
		}
	}
	return look.Border(container.NewCenter(col), nil, nil, nil,
		container.NewVScroll(container.NewHBox(layout.NewSpacer(), list, layout.NewSpacer()))), last
}

// recentName is a recent file's path as its button has room for it, in
// the button's bold: whole where it fits in width, else its file name
// and as many of the folders nearest it as fit, after "…".
func recentName(path string, width float32) string {
	fits := func(text string) bool {
		return fyne.MeasureText(text, theme.TextSize(), fyne.TextStyle{Bold: true}).Width <= width
	}
	if fits(path) {
		return path
	}
	sep := string(filepath.Separator)
	parts := strings.Split(path, sep)
	name := "…" + sep + parts[len(parts)-1]
	for i := len(parts) - 2; i > 0; i-- {
		longer := "…" + sep + strings.Join(parts[i:], sep)
		if !fits(longer) {
			break
		}
		name = longer
	}
	return name
}

// startIcon is the application icon on the start page, 128 units square:
// the 128-pixel copy where the screen has 128 pixels for it (at scale 1),
// which needs no scaling, and the 512-pixel icon scaled to the pixels of
// any other scale. The 512-pixel one, decoded twice and scaled down to
// 128 pixels, was a twelfth of the CPU time to the start page's first
// frame.
func startIcon() fyne.CanvasObject {
	const side = 128
	icon := canvas.NewRaster(func(w, h int) image.Image {
		data := assets.IconPNG
		if w == side && h == side {
			data = assets.WindowIconPNG
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			panic(err) // built in, and decoded by the assets' tests: only a broken build gets here
		}
		if img.Bounds().Size() == image.Pt(w, h) {
			return img
		}
		scaled := image.NewNRGBA(image.Rect(0, 0, w, h))
		draw.CatmullRom.Scale(scaled, scaled.Bounds(), img, img.Bounds(), draw.Src, nil)
		return scaled
	})
	icon.SetMinSize(fyne.NewSize(side, side))
	return container.NewCenter(icon)
}

// viewKey is a key that, with Ctrl (Cmd on a Mac), shows a view.
type viewKey struct {
	key   fyne.KeyName
	shift bool // with Shift as well
}

// viewKeys show the views in the navigation's order: Ctrl+1 the players,
// … Ctrl+0 the file, as the number row runs, then Ctrl+Shift+1 the
// history and Ctrl+Shift+2 the publishing, the row again with Shift for
// the two beyond ten.
var viewKeys = [areaCount]viewKey{
	{fyne.Key1, false}, {fyne.Key2, false}, {fyne.Key3, false}, {fyne.Key4, false}, {fyne.Key5, false},
	{fyne.Key6, false}, {fyne.Key7, false}, {fyne.Key8, false}, {fyne.Key9, false}, {fyne.Key0, false},
	{fyne.Key1, true}, {fyne.Key2, true},
}

// shortcut is the key as Fyne reports it.
func (k viewKey) shortcut() fyne.Shortcut {
	m := fyne.KeyModifierShortcutDefault
	if k.shift {
		m |= fyne.KeyModifierShift
	}
	return &desktop.CustomShortcut{KeyName: k.key, Modifier: m}
}

// addShortcuts registers the window's keys (shellKeys) and F1, the help
// (keyhold.SetHelp), which the driver gives the window only where no
// widget has the keyboard. While a dialog box is open they are refused:
// each changes what is under the box (the view, the event), which the box
// was opened over; Ctrl+C alone copies the box's words.
func (s *Shell) addShortcuts() {
	s.shortcuts = map[string]func(){}
	s.keyRefused = map[string]string{}
	add := func(sc fyne.Shortcut, name string, f func()) {
		run := s.guard(name, func() {
			if c := s.win.Canvas(); keyhold.Open(c) {
				refusal := s.t("ui.keys.underdialog")
				s.setProblem(refusal)
				// The refusal speaks of the boxes open: it goes as the
				// last closes, unless another word was said since.
				keyhold.WhenClosed(c, func() {
					if s.status.Text == refusal {
						s.setStatus("")
					}
				})
				return
			}
			// The key's own refusal said last time (Ctrl+W: "choose the
			// player first") goes as the key runs again, unless another
			// word was said since: it stayed red below the box the key
			// then opened.
			s.refusalGone(name)
			before := s.status.Text
			f()
			s.keyRefused[name] = ""
			if s.status.Importance == widget.DangerImportance && s.status.Text != before {
				s.keyRefused[name] = s.status.Text
			}
		})
		s.win.Canvas().AddShortcut(sc, func(fyne.Shortcut) { run() })
		s.shortcuts[sc.ShortcutName()] = run
	}
	for _, k := range shellKeys() {
		f := func() { k.run(s) }
		if _, copies := k.sc.(*fyne.ShortcutCopy); copies {
			// Ctrl+C copies the box open, or the form's problems: the
			// one key that acts under a box. The driver gives it to a
			// focused field first, which passes it on with no text
			// selected.
			run := s.guard(k.name, f)
			s.win.Canvas().AddShortcut(k.sc, func(fyne.Shortcut) { run() })
			s.shortcuts[k.sc.ShortcutName()] = run
			continue
		}
		add(k.sc, k.name, f)
	}
	help := s.guard("help", s.showHelp)
	keyhold.SetHelp(s.win.Canvas(), help)
	// The window's own canvas, not the navigation's: the start page draws
	// no navigation, whose canvas the driver then does not know, and F1
	// did nothing there.
	s.win.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) {
		switch ev.Name {
		case keyhold.HelpKey:
			help()
		case fyne.KeyInsert:
			s.insertKey()
		}
	})
}

// saveKey is Ctrl+S, pressed from habit (Swiss-Manager, Vega): the
// settings' Save where the view shown is a form that is saved
// (submitter); elsewhere it says that every change is saved in the file
// as it is made. It did nothing and said nothing, and tie-breaks typed in
// the settings stayed unsaved.
func (s *Shell) saveKey() {
	if v, ok := s.views[s.area].(submitter); ok && s.doc != nil {
		v.submit()
		return
	}
	s.setStatus(s.t("ui.keys.save"))
}

// refusalGone takes away the refusal the window's key name said last
// ("choose the player first"), where the status line still shows it:
// the key runs again, what the refusal asked for is done, or another
// view is shown (show).
func (s *Shell) refusalGone(name string) {
	if r := s.keyRefused[name]; r != "" && s.status.Text == r {
		s.setStatus("")
	}
}

// windowShortcut runs the window's own shortcut sc, for a text field
// that has no use for it (textfield.Entry.SetWindowKeys decides which);
// false when the window has none by that name.
func (s *Shell) windowShortcut(sc fyne.Shortcut) bool {
	run := s.shortcuts[sc.ShortcutName()]
	if run != nil {
		run()
	}
	return run != nil
}

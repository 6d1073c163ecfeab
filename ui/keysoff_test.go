package ui

import (
	"fmt"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/ui/dropdown"
)

// offKey is a key an arbiter may press on any view, wanted or not: a key
// by name, a character, a shortcut, or a search typed.
type offKey struct {
	name   string
	key    fyne.KeyName
	shift  bool
	char   rune
	sc     fyne.Shortcut
	search *string // typed into the view's search, replacing what it held
	enter  bool    // Enter pressed on the box the key opens
}

// offKeys are the keys the views and F1's list answer, and the result
// keys, each pressed on every view of every event below.
func offKeys() []offKey {
	var keys []offKey
	for _, k := range []fyne.KeyName{fyne.KeyReturn, fyne.KeyDelete, fyne.KeyInsert, fyne.KeyEscape, fyne.KeyTab,
		fyne.KeyUp, fyne.KeyDown, fyne.KeyEnd, fyne.KeyPageDown, fyne.KeySpace, fyne.KeyF1} {
		keys = append(keys, offKey{name: string(k), key: k})
	}
	keys = append(keys, offKey{name: "Shift+Tab", key: fyne.KeyTab, shift: true})
	for _, c := range "10=" {
		keys = append(keys, offKey{name: string(c), char: c})
	}
	for _, sc := range []struct {
		name string
		sc   fyne.Shortcut
	}{
		{"Ctrl+Z", &fyne.ShortcutUndo{}}, {"Ctrl+Y", &fyne.ShortcutRedo{}}, {"Ctrl+R", ctrl(fyne.KeyR)},
		{"Ctrl+P", ctrl(fyne.KeyP)}, {"Ctrl+F", ctrl(fyne.KeyF)}, {"Ctrl+W", ctrl(fyne.KeyW)},
		{"Alt+Up", altKey(fyne.KeyUp)},
	} {
		keys = append(keys, offKey{name: sc.name, sc: sc.sc})
	}
	// The keys that open a box that acts, pressed on by Enter.
	for _, k := range slices.Clone(keys) {
		if slices.Contains([]string{"Return", "Delete", "Insert", "Space", "Ctrl+Z", "Ctrl+R", "Ctrl+W", "Alt+Up"}, k.name) {
			k.name, k.enter = k.name+" Enter", true
			keys = append(keys, k)
		}
	}
	for _, q := range []string{"Laine", "ä", "Ö", ""} {
		keys = append(keys, offKey{name: fmt.Sprintf("search %q", q), search: &q})
	}
	return keys
}

// offNames are players whose names hold one another or differ in their
// accents alone, for the searches.
var offNames = []string{"Jussi Laine", "Aino Hämäläinen", "Erik Öhman", "Pekka Äijälä", "Mati Tõnisson",
	"Sean O'Neill", "Kalle Salo", "Liisa Salonen"}

// offEvent is an event the keys are pressed on, opened in a shell.
type offEvent struct {
	name string
	open func(t *testing.T) *Shell
}

// offEvents are the kinds of event an arbiter has open: none played, an
// individual Swiss mid-round, a team Swiss with a team's bye, a round
// robin and one whose every round is done.
func offEvents() []offEvent {
	return []offEvent{
		{"empty event", func(t *testing.T) *Shell {
			settings := tournament.DefaultSettings()
			settings.Name, settings.System, settings.Rounds = "Empty Open", tournament.SwissDutch, 5
			return openShell(t, createEvent(t, filepath.Join(t.TempDir(), "empty.arbiter"), settings))
		}},
		{"Swiss mid-round", func(t *testing.T) *Shell {
			settings := tournament.DefaultSettings()
			settings.Name, settings.System, settings.Rounds = "Swiss Open", tournament.SwissDutch, 5
			s := openShell(t, createEvent(t, filepath.Join(t.TempDir(), "swiss.arbiter"), settings, seatedPlayers(offNames...)...))
			pairedNow(t, s)
			roundOneInFile(t, s, 1, tournament.WhiteWins)
			return s
		}},
		{"team Swiss with a team bye", func(t *testing.T) *Shell {
			s := openShell(t, teamSwissWithRequestedBye(t, 5))
			pairedNow(t, s)
			return s
		}},
		{"round robin", func(t *testing.T) *Shell {
			s := openShell(t, newEventFile(t, offNames...))
			pairedNow(t, s)
			return s
		}},
		{"all rounds done", func(t *testing.T) *Shell {
			s := openShell(t, newEventFile(t, offNames[:4]...))
			for r := 1; r <= 3; r++ {
				pairedNow(t, s)
				for b := 1; b <= 2; b++ {
					if err := s.doc.setResult(r, b, tournament.Draw); err != nil {
						t.Fatal(err)
					}
				}
				s.reload()
			}
			return s
		}},
	}
}

// offView is a view, or a box a view opens, the keys are pressed on:
// open shows it and gives what it draws, nil where the event has none.
type offView struct {
	name string
	open func(s *Shell) fyne.CanvasObject
}

// offViews are every view of the navigation and the boxes the rounds
// open by keys: the check-in and the pairing editors.
func offViews() []offView {
	var views []offView
	for a := range areaCount {
		views = append(views, offView{areaInfo[a].key, func(s *Shell) fyne.CanvasObject {
			// Shown again, the File view reads the backups folder again,
			// a third of the test's time: the view on already is brought
			// up to date and its list given the keyboard, as show does.
			if s.area != a {
				s.show(a)
			} else if f := s.keyHome(); f != nil {
				s.fresh(a)
				s.focusIn(s.areaView(a), f)
			} else {
				s.fresh(a)
				s.win.Canvas().Unfocus()
			}
			return s.areaView(a).object()
		}})
	}
	box := func(open func(s *Shell, v view)) func(s *Shell) fyne.CanvasObject {
		return func(s *Shell) fyne.CanvasObject {
			s.show(areaRounds)
			open(s, s.areaView(areaRounds))
			if len(openModals[s.win.Canvas()]) == 0 {
				return nil
			}
			return s.win.Canvas().Overlays().Top()
		}
	}
	return append(views,
		offView{"check-in", box(func(s *Shell, v view) {
			if b, ok := v.(*roundsView); ok && b.checkIn != nil && b.checkIn.Visible() && !b.checkIn.Disabled() {
				b.checkIn.OnTapped()
			}
		})},
		offView{"pairing editor", box(func(s *Shell, v view) {
			if r, ok := v.(*roundsView); ok && r.swiss != nil && r.swiss.edit.Visible() && !r.swiss.edit.Disabled() {
				r.swiss.edit.OnTapped()
			}
		})},
		offView{"team pairing editor", box(func(s *Shell, v view) {
			if m, ok := v.(*matchesView); ok && m.editBtn.Visible() && !m.editBtn.Disabled() {
				m.editBtn.OnTapped()
			}
		})})
}

// offState is how a view's lists stand when the key comes.
type offState struct {
	name string
	set  func(s *Shell, grids []*grid) bool // false: the state does not apply
}

var offStates = []offState{
	// A row is unchosen as the arbiter unchooses it: by a search that
	// hides it, cleared. A list without a search keeps its row, as the
	// last row's state has it: only a view without lists (a form) is
	// taken as it shows.
	{"nothing selected", func(s *Shell, grids []*grid) bool {
		searched := false
		for _, g := range grids {
			if g.search != nil {
				g.search.SetText("zzqxj")
				g.search.SetText("")
				searched = true
			}
		}
		return searched || len(grids) == 0
	}},
	{"last row selected", func(s *Shell, grids []*grid) bool {
		for _, g := range grids {
			if len(g.shown) > 0 {
				g.selectRow(g.shown[len(g.shown)-1])
				s.win.Canvas().Focus(g.table)
			}
		}
		return len(grids) > 0
	}},
	{"table emptied", func(s *Shell, grids []*grid) bool {
		emptied := false
		for _, g := range grids {
			if g.search != nil {
				g.search.SetText("zzqxj")
				emptied = len(g.shown) == 0
				s.win.Canvas().Focus(g.table)
			}
		}
		return emptied
	}},
}

// viewGrids are the lists drawn in o.
func viewGrids(o fyne.CanvasObject) []*grid {
	var out []*grid
	for _, d := range drawnObjects(o) {
		if t, ok := d.(*gridTable); ok && !slices.Contains(out, t.g) {
			out = append(out, t.g)
		}
	}
	return out
}

// viewSelects are the drop-downs drawn in o that take the keyboard.
func viewSelects(o fyne.CanvasObject) []*dropdown.Select {
	var out []*dropdown.Select
	for _, d := range drawnObjects(o) {
		if p, ok := d.(*picker); ok {
			d = &p.Select
		}
		if sel, ok := d.(*dropdown.Select); ok && sel.Visible() && !sel.Disabled() && !slices.Contains(out, sel) {
			out = append(out, sel)
		}
	}
	return out
}

// typedOnSelect types text on sel, a new search, and says what is wrong
// with the choice it leaves: one that answers the text worse than another
// by the product's own rule (input.Rank, of the beginnings of words), or a
// choice changed where none answers it.
func typedOnSelect(s *Shell, sel *dropdown.Select, text string) string {
	q := input.Searchable(text)
	if q.Empty() {
		return ""
	}
	sel.Search = dropdown.Search{}
	before := sel.SelectedIndex()
	for _, r := range text {
		sel.TypedRune(r)
	}
	rank := func(i int) int {
		if i < 0 {
			return input.NoMatch
		}
		turned := sel.Options[i]
		if i < len(sel.FamilyFirst) {
			turned = sel.FamilyFirst[i]
		}
		r := input.SearchableOrders(sel.Options[i], turned).Rank(q)
		if i < len(sel.Listed) {
			r = max(r, input.Rank(input.Searchable(sel.Listed[i]), q))
		}
		return r
	}
	best := -1
	for i := range sel.Options {
		if rank(i) >= input.WordStart && (best < 0 || rank(i) > rank(best)) {
			best = i
		}
	}
	after := sel.SelectedIndex()
	sel.Search = dropdown.Search{}
	switch {
	case best < 0 && after != before:
		return fmt.Sprintf("of %q changed to %q, which does not answer %q", sel.Options, sel.Selected, text)
	case best >= 0 && rank(after) < rank(best):
		return fmt.Sprintf("of %q chose %q over %q, which answers %q better", sel.Options, sel.Selected, sel.Options[best], text)
	}
	return ""
}

// pressOff presses k as the driver would: to the widget with the
// keyboard, else to the window; Tab moves the keyboard where the widget
// does not keep it.
func pressOff(s *Shell, grids []*grid, k offKey) {
	c := s.win.Canvas()
	switch {
	case k.search != nil:
		for _, g := range grids {
			if g.search == nil {
				continue
			}
			c.Focus(g.search)
			g.search.SetText("")
			typeKeys(s, *k.search)
		}
	case k.sc != nil:
		pressShortcut(s, k.sc)
	case k.char != 0:
		typeKeys(s, string(k.char))
	case k.key == fyne.KeyTab:
		if f, ok := c.Focused().(fyne.Tabbable); ok && f.AcceptsTab() {
			c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyTab})
		} else if k.shift {
			c.FocusPrevious()
		} else {
			c.FocusNext()
		}
	default:
		pressKey(s, k.key)
	}
}

// searchedWrong says what is wrong with the row a search chose in g: a
// row that does not answer the text typed by the product's own rule
// (input.Rank over the name as written and family name first), or one
// that answers it worse than another row found.
func searchedWrong(g *grid, typed string) string {
	if g.search == nil || g.chosen < 0 {
		return ""
	}
	q := input.Searchable(typed)
	rank := func(row int) int {
		r := g.rows[row]
		cells := strings.Join(g.searched(r), "\x00")
		turned := cells
		if g.familyFirst != nil && g.nameCol < len(r) {
			t := slices.Clone(r)
			t[g.nameCol] = g.familyFirst(row)
			turned = strings.Join(g.searched(t), "\x00")
		}
		return input.SearchableOrders(cells, turned).Rank(q)
	}
	chosen := rank(g.chosen)
	if q.Empty() {
		return ""
	}
	if chosen == input.NoMatch {
		return fmt.Sprintf("chose %q, which does not answer %q", g.rows[g.chosen], typed)
	}
	for i := range g.rows {
		if rank(i) > chosen {
			return fmt.Sprintf("chose %q over %q, which answers %q better", g.rows[g.chosen], g.rows[i], typed)
		}
	}
	return ""
}

// closeByKeys presses Escape until no box is open, at most four times (a
// box may ask before it closes); false when one stays.
func closeByKeys(s *Shell) bool {
	c := s.win.Canvas()
	for range 4 {
		if len(openModals[c]) == 0 && c.Overlays().Top() == nil {
			return true
		}
		pressKey(s, fyne.KeyEscape)
	}
	return len(openModals[c]) == 0 && c.Overlays().Top() == nil
}

// An arbiter who presses the wrong key, on any view of any event, with
// nothing chosen, the last row chosen or the list searched empty, meets
// no crash, is never left in a box that no key closes, and a search never
// chooses a row whose name does not answer what was typed (or answers it
// worse than another): a team bye chosen by keys closed the window, and
// the check-in's search chose Hämäläinen for "Laine".
func TestEveryKeyOffThePathOnEveryView(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir()) // where documents wait for the printer
	keys := offKeys()
	presses := 0
	for _, e := range offEvents() {
		s := e.open(t)
		s.printFile = func(string, printTarget) error { return nil }
		s.win.Resize(fyne.NewSize(1024, 700))
		for _, v := range offViews() {
			view := v.name
			for _, st := range offStates {
				for _, k := range keys {
					// Enter on a box: where the key acts on a row. Skipped
					// before the view is opened, which is the walk's cost.
					if k.enter && st.name != "last row selected" {
						continue
					}
					where := fmt.Sprintf("%s, %s, %s, %s", e.name, view, st.name, k.name)
					func() {
						defer func() {
							if r := recover(); r != nil {
								t.Errorf("%s: panic: %v\n%s", where, r, debug.Stack())
							}
						}()
						closeBoxes(s)
						root := v.open(s)
						if root == nil {
							return
						}
						grids := viewGrids(root)
						if !st.set(s, grids) {
							return
						}
						presses++
						pressOff(s, grids, k)
						if k.search != nil {
							for _, sel := range viewSelects(root) {
								if w := typedOnSelect(s, sel, *k.search); w != "" {
									t.Errorf("%s: the drop-down %s", where, w)
								}
							}
							for _, g := range grids {
								if w := searchedWrong(g, *k.search); w != "" {
									t.Errorf("%s: the search %s", where, w)
								}
							}
						}
						// The box the key opened answered by Enter, its
						// default, as an arbiter pressing on does; a box of
						// another file's (new, save as) is left.
						for range 2 {
							if k.enter && len(openModals[s.win.Canvas()]) > 0 {
								pressKey(s, fyne.KeyReturn)
							}
						}
						if !closeByKeys(s) {
							t.Errorf("%s: a box stays open after Escape", where)
						}
						for _, g := range grids {
							if g.search != nil {
								g.search.SetText("")
							}
						}
					}()
				}
			}
			// The desk's buttons start its clock, whose ticker the test
			// driver would run off the window's goroutine: they are
			// pressed at the desk's own table (ui/desk), on a clock
			// that does not tick.
			if v.name != areaInfo[areaDesk].key {
				presses += pressEveryStop(t, s, e.name, v)
			}
		}
		closeBoxes(s)
	}
	t.Logf("%d presses", presses)
}

// pressEveryStop puts the keyboard on each stop Tab reaches on view v as
// it first shows, presses Space there (a button's press) and Enter on the
// box that opens, twice: every button of the view pressed by keys, as
// the team bye's was. A press that closes the event (a button of the
// file's) ends the walk of the view. It returns the presses made.
func pressEveryStop(t *testing.T, s *Shell, event string, v offView) int {
	c := s.win.Canvas()
	closeBoxes(s)
	if v.open(s) == nil {
		return 0
	}
	inBox := len(openModals[c]) > 0
	c.Unfocus()
	var stops []fyne.Focusable
	for range 40 {
		c.FocusNext()
		f := c.Focused()
		if f == nil || slices.Contains(stops, f) {
			break
		}
		stops = append(stops, f)
	}
	doc, presses := s.doc, 0
	for i, f := range stops {
		where := fmt.Sprintf("%s, %s, stop %d (%T), Space, Enter", event, v.name, i+1, f)
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%s: panic: %v\n%s", where, r, debug.Stack())
				}
			}()
			closeBoxes(s)
			if v.open(s) == nil || s.doc != doc || inBox != (len(openModals[c]) > 0) {
				return
			}
			presses++
			c.Focus(f)
			pressKey(s, fyne.KeySpace) // the driver sends the key, then its character
			typeKeys(s, " ")
			for range 2 {
				if len(openModals[c]) > 0 {
					pressKey(s, fyne.KeyReturn)
				}
			}
			if !closeByKeys(s) {
				t.Errorf("%s: a box stays open after Escape", where)
			}
		}()
		if s.doc != doc {
			break
		}
	}
	closeBoxes(s)
	return presses
}

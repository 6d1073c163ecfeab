package desk

import (
	"fmt"
	"runtime/debug"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"arbiter/tournament"
	"arbiter/ui/keyhold"
)

// An arbiter at the desk who presses the wrong key, on any tab of a game
// just opened, one under way with its clock running or one whose result
// is in, with the keyboard where the tab put it or in the move field,
// meets no crash and is never left in a box that Escape does not close.
// Typed into the move field: a move, letters with accents, nothing.
func TestEveryKeyOffThePathAtTheDesk(t *testing.T) {
	type stroke struct {
		name string
		key  fyne.KeyName
		sc   fyne.Shortcut
		text *string // typed into the move field and sent by Enter
	}
	var strokes []stroke
	for _, k := range []fyne.KeyName{fyne.KeyReturn, fyne.KeyDelete, fyne.KeyInsert, fyne.KeyEscape, fyne.KeyTab,
		fyne.KeyUp, fyne.KeyDown, fyne.KeyLeft, fyne.KeyRight, fyne.KeyHome, fyne.KeyEnd, fyne.KeyPageUp,
		fyne.KeyPageDown, fyne.KeySpace, fyne.KeyBackspace, fyne.KeyF1} {
		strokes = append(strokes, stroke{name: string(k), key: k})
	}
	for _, sc := range []struct {
		name string
		sc   fyne.Shortcut
	}{
		{"Ctrl+Z", &fyne.ShortcutUndo{}}, {"Ctrl+Y", &fyne.ShortcutRedo{}}, {"Ctrl+C", &fyne.ShortcutCopy{}},
		{"Ctrl+A", &fyne.ShortcutSelectAll{}}, {"Ctrl+Tab", &TabKeys[0].Key}, {"Ctrl+Shift+Tab", &TabKeys[1].Key},
		{"Ctrl+R", &desktop.CustomShortcut{KeyName: fyne.KeyR, Modifier: fyne.KeyModifierShortcutDefault}},
	} {
		strokes = append(strokes, stroke{name: sc.name, sc: sc.sc})
	}
	for _, q := range []string{"e4", "ä", "Ö", "1-0", "="} {
		strokes = append(strokes, stroke{name: fmt.Sprintf("typed %q", q), text: &q})
	}

	games := []struct {
		name string
		make func(t *testing.T) *fixture
	}{
		{"game opened", func(t *testing.T) *fixture { return newFixture(t, "90+30") }},
		{"clock running, moves played", func(t *testing.T) *fixture {
			f := clockedFixture(t, "90+30")
			f.playSAN("e4", "e5", "Nf3")
			return f
		}},
		{"result in", func(t *testing.T) *fixture {
			f := newFixture(t, "90+30")
			f.playSAN("e4", "e5")
			if err := f.st.SetResult(1, 1, tournament.Draw); err != nil {
				t.Fatal(err)
			}
			f.reload()
			f.open(1, 1)
			return f
		}},
	}
	presses := 0
	for _, g := range games {
		f := g.make(t)
		c := f.win.Canvas()
		closeAll := func() {
			for _, p := range keyhold.Boxes(c) {
				keyhold.Hide(p)
			}
			for c.Overlays().Top() != nil {
				c.Overlays().Remove(c.Overlays().Top())
			}
		}
		tabs := len(f.v.tabs.Items)
		for tab := range tabs {
			for _, where := range []string{"the tab's first field", "the move field"} {
				for _, k := range strokes {
					at := fmt.Sprintf("%s, tab %d, keyboard on %s, %s", g.name, tab+1, where, k.name)
					func() {
						defer func() {
							if r := recover(); r != nil {
								t.Errorf("%s: panic: %v\n%s", at, r, debug.Stack())
							}
						}()
						closeAll()
						f.v.tabs.SelectIndex(0)
						f.v.TurnTab(tab)
						if where == "the move field" {
							c.Focus(f.v.entry)
						}
						presses++
						switch {
						case k.text != nil:
							c.Focus(f.v.entry)
							f.v.entry.SetText("")
							test.Type(f.v.entry, *k.text)
							pressKey(c, fyne.KeyReturn)
						case k.sc != nil:
							if s, ok := c.Focused().(fyne.Shortcutable); ok {
								s.TypedShortcut(k.sc)
							} else if cs, ok := k.sc.(*desktop.CustomShortcut); ok {
								for _, tk := range TabKeys {
									if tk.Key == *cs {
										f.v.TurnTab(tk.Delta)
									}
								}
							}
						case k.key == fyne.KeyTab:
							if tb, ok := c.Focused().(fyne.Tabbable); ok && tb.AcceptsTab() {
								pressKey(c, fyne.KeyTab)
							} else {
								c.FocusNext()
							}
						default:
							pressKey(c, k.key)
						}
						for range 4 {
							if !keyhold.Open(c) && c.Overlays().Top() == nil {
								break
							}
							pressKey(c, fyne.KeyEscape)
						}
						if keyhold.Open(c) || c.Overlays().Top() != nil {
							t.Errorf("%s: a box stays open after Escape", at)
						}
						f.v.entry.SetText("")
					}()
				}
			}
		}
		closeAll()
	}
	t.Logf("%d presses", presses)
}

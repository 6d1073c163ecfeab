package looktest

import (
	"bytes"
	"image/color"
	"log"
	"os"
	"runtime"
	"testing"
	"weak"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/ui/look"
)

// The hint colour resolves in fyne's test theme as the tests draw in it
// (NewTempApp), to the window's own hint colour in each variant and
// without the test theme's "not defined" in the log.
func TestHintColourResolvesInFynesTestTheme(t *testing.T) {
	var logged bytes.Buffer
	log.SetOutput(&logged)
	t.Cleanup(func() { log.SetOutput(os.Stderr) })
	th := NewTempApp(t).Settings().Theme()
	want := map[fyne.ThemeVariant]color.Color{
		theme.VariantLight: color.NRGBA{R: 0x6e, G: 0x6e, B: 0x6e, A: 0xff},
		theme.VariantDark:  test.Theme().Color(theme.ColorNamePlaceHolder, theme.VariantDark),
	}
	for v, w := range want {
		if got := th.Color(look.ColorNameHint, v); got != w {
			t.Errorf("variant %d: the hint colour is %v, want %v", v, got, w)
		}
	}
	if logged.Len() > 0 {
		t.Errorf("the test theme logs:\n%s", logged.String())
	}
}

// A test's widgets, drawn in its window, are let go at its end, as a real
// window lets go of its widgets as it closes: fyne's test window kept
// their renderers, and with them the widgets, for the rest of the run.
func TestAppLetsGoOfWhatATestDrew(t *testing.T) {
	var drawn weak.Pointer[widget.Label]
	var table weak.Pointer[widget.Table]
	t.Run("draws", func(t *testing.T) {
		App(t)
		l := widget.NewLabel("drawn once")
		tb := widget.NewTable(func() (int, int) { return 3, 2 },
			func() fyne.CanvasObject { return widget.NewLabel("cell") },
			func(widget.TableCellID, fyne.CanvasObject) {})
		w := test.NewTempWindow(t, container.NewVBox(l, tb))
		w.Resize(fyne.NewSize(300, 200))
		w.Canvas().Capture()
		drawn, table = weak.Make(l), weak.Make(tb)
	})
	// Two collections: what fyne gives a finalizer outlives the first.
	runtime.GC()
	runtime.GC()
	if drawn.Value() != nil || table.Value() != nil {
		t.Errorf("a label and a table drawn by a test that has ended are still held (label %v, table %v)",
			drawn.Value() != nil, table.Value() != nil)
	}
}

package looktest

import (
	"bytes"
	"image/color"
	"log"
	"os"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

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

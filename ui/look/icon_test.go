package look_test

import (
	"bytes"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"arbiter/ui/look"
	"arbiter/ui/look/looktest"
)

// TestIconsAreColouredOnceInEachColour reads a button's icon as the
// window's theme gives it, in the dark variant and the light one: its
// content is the toolkit's own icon in the variant's colour, a themed
// icon still (a disabled button greys it), and read again it is the same
// drawing, not the SVG coloured anew at every refresh of the button.
func TestIconsAreColouredOnceInEachColour(t *testing.T) {
	a := test.NewTempApp(t)
	var before []byte
	for _, v := range []fyne.ThemeVariant{theme.VariantDark, theme.VariantLight} {
		a.Settings().SetTheme(looktest.InVariant{Theme: look.Theme{Theme: theme.DefaultTheme()}, V: v})
		icon := theme.DocumentSaveIcon()
		th, ok := icon.(fyne.ThemedResource)
		if !ok || th.ThemeColorName() != theme.ColorNameForeground {
			t.Fatalf("variant %v: the icon is %T, not a themed icon in the text's colour", v, icon)
		}
		first := icon.Content()
		if want := theme.DefaultTheme().Icon(theme.IconNameDocumentSave).Content(); !bytes.Equal(first, want) {
			t.Errorf("variant %v: the icon is not the toolkit's in the variant's colour", v)
		}
		if bytes.Equal(first, before) {
			t.Errorf("variant %v: the icon kept the other variant's colour", v)
		}
		if again := theme.DocumentSaveIcon().Content(); &again[0] != &first[0] {
			t.Errorf("variant %v: the icon was coloured again as it was read again", v)
		}
		before = first
	}
}

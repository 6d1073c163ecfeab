package look

import (
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Icon is the theme's icon n: a themed icon (an SVG drawn in a colour of
// the theme) is given as one that keeps its drawing in each colour it was
// asked in. The toolkit's themed icon colours its SVG again each time its
// content is read, a parse and a write of the XML, and an icon is read at
// every refresh of the toolkit's widget it is on (the window's buttons
// draw theirs once for each colour, ui/button).
func (t Theme) Icon(n fyne.ThemeIconName) fyne.Resource {
	r := t.Theme.Icon(n)
	// The toolkit's own, comparable and made once each: a theme's icon of
	// another kind is given as it is.
	th, ok := r.(*theme.ThemedResource)
	if !ok {
		return r
	}
	if c, ok := coloured.Load(th); ok {
		return c.(*colouredIcon)
	}
	c, _ := coloured.LoadOrStore(th, &colouredIcon{ThemedResource: th, drawn: map[[4]uint32][]byte{}})
	return c.(*colouredIcon)
}

// coloured holds one colouredIcon for each themed icon of the toolkit's
// that a theme gave, so that each is coloured once in each colour.
var coloured sync.Map // *theme.ThemedResource → *colouredIcon

// colouredIcon is a themed icon whose content, its SVG in the colour the
// current theme gives its colour name, is made once for each colour.
type colouredIcon struct {
	fyne.ThemedResource
	mu    sync.Mutex
	drawn map[[4]uint32][]byte // the content by the colour it is in
}

func (c *colouredIcon) Content() []byte {
	r, g, b, a := theme.Color(c.ThemeColorName()).RGBA()
	key := [4]uint32{r, g, b, a}
	c.mu.Lock()
	defer c.mu.Unlock()
	if content, ok := c.drawn[key]; ok {
		return content
	}
	content := c.ThemedResource.Content()
	c.drawn[key] = content
	return content
}

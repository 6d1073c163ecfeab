package looktest

import (
	"time"
	_ "unsafe" // go:linkname: fyne's cache has no exported way to be emptied
)

// forgetDrawn empties fyne's caches of widgets' renderers and of objects'
// canvases. A real window empties them of its widgets as it closes and of
// any widget a minute after it was last drawn; fyne's test windows never
// do, so a test binary kept every widget its tests ever drew (the
// window's in-process tests grew to 1.3 GB live, the collector then
// running against testgc's limit at 4-6 s of CPU a collection). Each test
// drops them at its end (App), as if a minute had passed: a widget drawn
// again gets a renderer anew, as a real window's does.
func forgetDrawn() {
	later := time.Now().Add(time.Hour)
	destroyExpiredRenderers(later)
	destroyExpiredCanvases(later)
}

//go:linkname destroyExpiredRenderers fyne.io/fyne/v2/internal/cache.destroyExpiredRenderers
func destroyExpiredRenderers(now time.Time)

//go:linkname destroyExpiredCanvases fyne.io/fyne/v2/internal/cache.destroyExpiredCanvases
func destroyExpiredCanvases(now time.Time)

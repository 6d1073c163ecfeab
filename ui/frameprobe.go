package ui

import (
	"image"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// frameProbe tells when the window has drawn its next frame, so that the
// work an action starts in the background (a pairing, a check, a page
// count) begins after the window has shown the action's first response
// and does not take the processor from drawing it: on a two-core laptop
// without a graphics driver the frame and the work shared the cores, and
// the dialog that said "checking…" came late by the check's share.
//
// The probe is a transparent one-pixel raster in the status line. Its
// picture is made again on the frame after each Refresh, which is how the
// probe hears of the frame; the toolkit offers no other word of a drawn
// frame.
type frameProbe struct {
	raster  *canvas.Raster
	wait    time.Duration // frameWait, but for a test
	mu      sync.Mutex
	waiting []func()
}

// frameWait is how long work waits for a frame at most: a minimised
// window draws none, and a loaded machine draws late.
const frameWait = 100 * time.Millisecond

func newFrameProbe() *frameProbe {
	p := &frameProbe{wait: frameWait}
	p.raster = canvas.NewRaster(p.drawn)
	p.raster.Resize(fyne.NewSize(1, 1))
	return p
}

// object is what goes into the window: the raster at its own size, which
// no layout changes.
func (p *frameProbe) object() fyne.CanvasObject {
	return &fyne.Container{Objects: []fyne.CanvasObject{p.raster}}
}

// drawn makes the raster's picture while a frame is drawn; what waits for
// the frame is queued behind it on the window's goroutine, so it starts
// once the frame is on the screen.
func (p *frameProbe) drawn(int, int) image.Image {
	p.mu.Lock()
	due := p.waiting
	p.waiting = nil
	p.mu.Unlock()
	for _, f := range due {
		fyne.Do(f)
	}
	return image.NewNRGBA(image.Rect(0, 0, 1, 1))
}

// after runs f on a goroutine of its own once the window has drawn its
// next frame, or after p.wait if it draws none. Call it on the
// window's goroutine.
func (p *frameProbe) after(f func()) { p.within(p.wait, f) }

// within is after with wait for the frame at most.
func (p *frameProbe) within(wait time.Duration, f func()) {
	var once sync.Once
	start := func() { once.Do(func() { go f() }) }
	p.mu.Lock()
	p.waiting = append(p.waiting, start)
	p.mu.Unlock()
	time.AfterFunc(wait, start)
	p.raster.Refresh()
}

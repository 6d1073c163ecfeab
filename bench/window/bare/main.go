// Command bare opens a window with one label and nothing else: the floor
// of opening a file in the window, measured by bench/window in the same run
// as the app. What the app takes above it is its own.
package main

import (
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/widget"
)

func main() {
	a := app.NewWithID("arbiter.bench.bare")
	title := "bare"
	if len(os.Args) > 1 {
		title = filepath.Base(os.Args[1])
	}
	w := a.NewWindow(title)
	w.SetContent(widget.NewLabel(title))
	w.Resize(fyne.NewSize(1200, 800))
	w.ShowAndRun()
}

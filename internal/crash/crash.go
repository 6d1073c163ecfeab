package crash

import (
	"cmp"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"time"

	"arbiter/i18n"
	"arbiter/internal/fileio"
)

// Dir is the folder the crash logs go to: arbiter/crashes in the user's
// cache folder (~/.cache on Linux, %LocalAppData% on Windows,
// ~/Library/Caches on macOS), the system's temporary folder when there is
// no cache folder.
func Dir() string {
	base, err := os.UserCacheDir()
	if err != nil {
		base = os.TempDir()
	}
	return filepath.Join(base, "arbiter", "crashes")
}

// recovered writes a crash log for v, the value of a recovered panic, and
// returns the error to show the user. It must be called from the deferred
// function that recovered, so that the log's stack shows where the panic
// happened.
func recovered(action string, v any) error {
	path, err := write(action, v, debug.Stack())
	if err != nil {
		return i18n.NewError("app.error.crash.no-log")
	}
	return i18n.NewError("app.error.crash", "log", path)
}

// write stores one crash log under a name no other crash takes and
// returns its path.
func write(action string, v any, stack []byte) (string, error) {
	dir := Dir()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	now := time.Now()
	return fileio.WriteTemp(dir, "crash-"+now.Format("20060102-150405")+"-*.log", func(w io.Writer) error {
		_, err := fmt.Fprintf(w, "Arbiter %s crash report\ntime: %s\naction: %s\npanic: %v\n\n%s",
			Version(), now.Format(time.RFC3339), action, v, stack)
		return err
	})
}

// Guard runs f, an action of the user's. A panic in it is recovered and
// handed to report as Recovered's error, with the crash log written.
func Guard(action string, report func(error), f func()) {
	defer func() {
		if v := recover(); v != nil {
			report(recovered(action, v))
		}
	}()
	f()
}

// drawReport shows the error of a panic caught while drawing (SetDrawReport).
var drawReport atomic.Pointer[func(error)]

// drawn holds the places whose panic while drawing has been reported.
var drawn sync.Map

// SetDrawReport sets how Draw and Catch show their error. Draw calls
// report in the middle of drawing, so report must only schedule what it
// shows.
func SetDrawReport(report func(error)) { drawReport.Store(&report) }

// Draw runs f, code the toolkit calls while it draws or lays out the
// window (a renderer, a table's or a list's cell function), where no
// action's Guard is on the stack. A panic in it is recovered, so that the
// window survives with that part drawn as it was. The same panic would
// come back at every frame, so only the first at each place writes a crash
// log and is reported.
func Draw(place string, f func()) {
	defer func() {
		v := recover()
		if v == nil {
			return
		}
		if _, again := drawn.LoadOrStore(place, true); again {
			return
		}
		err := recovered("draw "+place, v)
		if r := drawReport.Load(); r != nil {
			(*r)(err)
		}
	}()
	f()
}

// Catch runs f, a part of the window's own answer to the user (a dialog
// box's button) that no action's Guard wraps, where a panic would
// otherwise close the window: it is recovered, a crash log written and
// the error reported as Draw reports one, each time.
func Catch(place string, f func()) {
	defer func() {
		if v := recover(); v != nil {
			err := recovered(place, v)
			if r := drawReport.Load(); r != nil {
				(*r)(err)
			}
		}
	}()
	f()
}

// version is the product's version, FyneApp.toml's, which the Makefile's
// builds stamp into both programs (-ldflags "-X
// arbiter/internal/crash.version=..."); a plain "go build" leaves it empty.
var version string

// Version is the program's version: the product's as the build stamped it,
// with the commit it was built from where Go recorded one ("0.1.0
// (1c82978)", "+dirty" for uncommitted changes); an unstamped build says
// it is a development build of that commit ("(devel) 1c82978"), not a
// release.
func Version() string {
	info, ok := debug.ReadBuildInfo()
	rev := ""
	if ok {
		rev = revision(info.Settings)
	}
	switch {
	case version != "" && rev != "":
		return version + " (" + rev + ")"
	case version != "":
		return version
	}
	v := ""
	if ok {
		v = info.Main.Version
	}
	if rev != "" && (v == "" || v == "(devel)") {
		return "(devel) " + rev
	}
	return cmp.Or(v, "unknown")
}

// revision is the commit a build was made from, short, "+dirty" where the
// working copy had changes; empty when the build recorded none.
func revision(settings []debug.BuildSetting) string {
	rev, dirty := "", false
	for _, s := range settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev == "" {
		return ""
	}
	rev = rev[:min(7, len(rev))]
	if dirty {
		rev += "+dirty"
	}
	return rev
}

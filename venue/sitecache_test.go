package venue_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strconv"
	"sync"
	"testing"
	"time"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/venue"
)

// An exported site on a host that sends each file's Last-Modified and no
// Cache-Control (Python's http.server, Apache's and nginx's defaults) is
// not shown stale by a browser that keeps its cache: such a page an hour
// old the browser keeps fresh for six minutes without asking. Round 2's
// page, reached from the event's page and seen without its result, was
// shown so again after the result was entered and the site exported
// again, the event's page opened again and its link to round 2 followed.
// Now the event's page asks the host whether it is the latest export
// and, when not, is read again; and its links carry the export's mark,
// so that a page reached by a link from it is never the browser's copy
// of an earlier export, with scripts off too.
func TestAnExportedPageOpenedAgainAfterTheNextExportIsTheNewOne(t *testing.T) {
	for _, scripts := range []bool{true, false} {
		t.Run("scripts "+strconv.FormatBool(scripts), func(t *testing.T) {
			file := newEvent(t, "round-robin")
			dir := filepath.Join(t.TempDir(), "site")
			export := func() {
				t.Helper()
				if _, err := venue.Export(testevent.Read(t, file), venue.Rules{}, dir, i18n.English); err != nil {
					t.Fatal(err)
				}
			}
			export()
			ageFiles(t, dir, time.Hour) // uploaded an hour ago
			base, asked := lastModifiedHost(t, dir)
			d := newScreen(t, screen{390, 844, 1, true, true})
			if !scripts {
				d.call("Emulation.setScriptExecutionDisabled", map[string]any{"value": true}, nil)
			}
			board1 := `document.querySelector("#b1 td.res").textContent`
			d.goTo(base + "/index.html")
			if !d.follow(`document.querySelector('a[href^="round-2.html"]').click()`) {
				t.Fatal("round 2's page did not load from the event's page")
			}
			if got := d.eval(board1); got != `""` {
				t.Fatalf("round 2's board 1 reads %s before its result", got)
			}
			bookmark := d.eval(`location.href`)

			runCLI(t, "result", file, "--round", "2", "--board", "1", "1-0")
			export()
			before := asked("/index.html")
			d.goTo(base + "/index.html")
			if scripts {
				// The page opened again asks the host and shows the new export.
				if !d.until(`document.querySelector("html").getAttribute("data-v")`, strconv.Quote(exportMark(t, dir))) {
					t.Fatalf("the event's page opened again is still the earlier export (%d requests for it reached the host, %d before)", asked("/index.html"), before)
				}
			} else {
				// Without scripts the reader reloads the event's page, which
				// the browser asks the host for.
				d.navigate(func() { d.call("Page.reload", nil, nil) })
			}
			if !d.follow(`document.querySelector('a[href^="round-2.html"]').click()`) {
				t.Fatal("round 2's page did not load from the event's page opened again")
			}
			var got string
			if json.Unmarshal([]byte(d.eval(board1)), &got); got != "1–0" {
				t.Errorf("round 2's page reached again by its link reads board 1 %q, want the result entered and exported: the browser's copy of the earlier export", got)
			}
			if scripts {
				// Round 2's page as first seen, opened again (a bookmark), asks
				// the host too.
				var u string
				json.Unmarshal([]byte(bookmark), &u)
				d.goTo(u)
				if !d.until(board1+`==="1\u20130"`, "true") {
					t.Errorf("round 2's page opened again at %s is the browser's copy of the earlier export", u)
				}
			}
		})
	}
}

// exportMark is the mark of the export in dir, as its event's page
// carries it ("" where it carries none).
func exportMark(t *testing.T, dir string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	if m := markOf.FindSubmatch(b); m != nil {
		return string(m[1])
	}
	return ""
}

// ageFiles sets the time of every file under dir back by age, as a host
// that had them uploaded that long ago sends it.
func ageFiles(t *testing.T, dir string, age time.Duration) {
	t.Helper()
	then := time.Now().Add(-age)
	err := filepath.WalkDir(dir, func(p string, e os.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			return err
		}
		return os.Chtimes(p, then, then)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// lastModifiedHost serves the folder dir as a static web host does that
// sends each file's Last-Modified (its time on the disk) and no
// Cache-Control, answering a request with If-Modified-Since 304 when the
// file is no newer. It returns its base URL and the count of requests
// that reached it for a path.
func lastModifiedHost(t *testing.T, dir string) (string, func(string) int) {
	t.Helper()
	var mu sync.Mutex
	asked := map[string]int{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		asked[r.URL.Path]++
		mu.Unlock()
		f, err := os.Open(filepath.Join(dir, filepath.FromSlash(path.Clean("/"+r.URL.Path))))
		if err != nil {
			http.NotFound(w, r)
			return
		}
		defer f.Close()
		info, err := f.Stat()
		if err != nil || info.IsDir() {
			http.NotFound(w, r)
			return
		}
		http.ServeContent(w, r, info.Name(), info.ModTime(), f)
	}))
	t.Cleanup(srv.Close)
	return srv.URL, func(p string) int {
		mu.Lock()
		defer mu.Unlock()
		return asked[p]
	}
}

// markOf finds the mark of its export in an exported page.
var markOf = regexp.MustCompile(`<html [^>]*data-v="([^"]+)"`)

// unmarked is an exported page, or its links, with the mark of the export
// taken out of the links to the site's files, for the tests that read
// where the links lead.
func unmarked(page string) string { return linkMark.ReplaceAllString(page, "$1") }

var linkMark = regexp.MustCompile(`(\.html|\.pgn)\?v=[0-9a-z]+`)

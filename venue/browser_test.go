package venue_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"image"
	_ "image/png"
	"io"
	"maps"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"arbiter/i18n"
	"arbiter/internal/testdir"
	"arbiter/internal/testevent"
	"arbiter/internal/testfield"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/standings"
	"arbiter/venue"
	"arbiter/words"
)

// A real browser runs the pages' script and shows a hostile name as text
// in every language, and draws the pages at a phone's and a venue
// screen's size. One tab sees them all, page after page, as a reader's
// would.
func TestABrowserShowsTheHostileNameAsTextInEveryLanguage(t *testing.T) {
	_, base := servedEvent(t, "round-robin")
	d := newDevtools(t, 800, 600)
	for _, l := range i18n.Complete {
		lang := string(l)
		dom := d.document(t, base+"/names.html?lang="+lang)
		if !strings.Contains(dom, `<html lang="`+lang+`"`) {
			t.Errorf("%s: the browser did not get the page in its language", lang)
		}
		// The page's own script ran: the content security policy allows it by its hash.
		if !strings.Contains(dom, `data-live="1"`) {
			t.Errorf("%s: the page's script did not run", lang)
		}
		if !strings.Contains(dom, "&lt;script&gt;alert(1)&lt;/script&gt;") || strings.Contains(dom, hostile) {
			t.Errorf("%s: the hostile name is not text in the browser's document", lang)
		}
	}
	for _, c := range []struct {
		lang, page string
		w, h       int
	}{
		{"fi", "pairings.html", 360, 740},
		{"et", "standings.html", 360, 740},
		{"en", "crosstable.html", 1920, 1080},
	} {
		shot := c.lang + " " + c.page
		d.become(screen{c.w, c.h, 1, false, false})
		d.open(t, base+"/"+c.page+"?lang="+c.lang, shot)
		var png struct{ Data []byte } // base64 in the answer
		d.call("Page.captureScreenshot", map[string]any{"format": "png"}, &png)
		img, _, err := image.Decode(bytes.NewReader(png.Data))
		if err != nil {
			t.Fatalf("%s: %v", shot, err)
		}
		if b := img.Bounds(); b.Dx() != c.w || b.Dy() != c.h {
			t.Errorf("%s: screenshot %v", shot, b)
		}
		if inked(img) < 0.02 {
			t.Errorf("%s: the page drew almost nothing", shot)
		}
	}
}

// inked is the share of pixels that are not near white.
func inked(img image.Image) float64 {
	b := img.Bounds()
	n := 0
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			if r < 0xe000 || g < 0xe000 || bl < 0xe000 {
				n++
			}
		}
	}
	return float64(n) / float64((b.Dx()/2)*(b.Dy()/2))
}

// The exported folder opens from the disk in the browser, every language's
// page linking to the others.
func TestABrowserOpensTheExportedFolderFromTheDisk(t *testing.T) {
	file := newEvent(t, "round-robin")
	ev := testevent.Read(t, file)
	dir := t.TempDir()
	if _, err := venue.Export(ev, venue.Rules{}, dir, i18n.Finnish); err != nil {
		t.Fatal(err)
	}
	dom := unmarked(newDevtools(t, 800, 600).document(t, "file://"+filepath.Join(dir, "et", "standings.html")))
	testtext.SaysEach(t, "the exported Estonian standings", dom, `<html lang="et" `, `href="../standings.html"`, `href="../en/standings.html"`, "&lt;script&gt;alert(1)&lt;/script&gt;")
}

// browser is the one headless Chromium a run of the package's tests
// shares, driven through its DevTools protocol over a pipe
// (--remote-debugging-pipe: it reads commands on descriptor 3 and writes
// answers and events on 4, each a JSON text ended by a NUL). Each test
// has tabs of its own in it (newDevtools), each tab in a browser context
// of its own: its cookies, storage and cache its own, as a browser of its
// own had them. A browser started for each test cost about 2.4 s of CPU
// and up to 12 s of wall time a start on this machine, 23 starts a run.
type browser struct {
	w       io.WriteCloser
	wmu     sync.Mutex // one command written at a time
	mu      sync.Mutex // next, waiting and tabs
	next    int
	waiting map[int]chan devtoolsMsg
	tabs    map[string]chan devtoolsMsg // a tab's events by its session
	exited  chan struct{}
	stop    func() // ends the browser and removes its profile
}

// shared is the run's browser, started by the first test that asks for a
// tab and ended by TestMain once the tests have run.
var shared struct {
	once sync.Once
	b    *browser
	err  error
}

// theBrowser is the run's browser, started on the first call. The
// browser is part of the test tools (the Makefile's APT_TEST): a missing
// one fails the test, as does one that has ended.
func theBrowser(t *testing.T) *browser {
	t.Helper()
	shared.once.Do(func() { shared.b, shared.err = startBrowser() })
	if shared.err != nil {
		t.Fatal(shared.err)
	}
	select {
	case <-shared.b.exited:
		t.Fatal("the tests' browser has ended")
	default:
	}
	return shared.b
}

// endBrowser ends the run's browser, if a test started it.
func endBrowser() {
	if shared.b != nil {
		shared.b.stop()
	}
}

// startBrowser starts Debian's headless Chromium with a profile of its
// own.
func startBrowser() (*browser, error) {
	bin, err := exec.LookPath("chromium")
	if err != nil {
		return nil, errors.New("chromium is not installed (apt-get install chromium): the pages must be seen by a real browser")
	}
	profile, err := os.MkdirTemp("", "venue-browser-")
	if err != nil {
		return nil, err
	}
	toBrowser, commands, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	answers, fromBrowser, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(bin, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--user-data-dir="+profile, "--remote-debugging-pipe", "about:blank")
	cmd.ExtraFiles = []*os.File{toBrowser, fromBrowser}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	toBrowser.Close()
	fromBrowser.Close()
	b := &browser{w: commands, waiting: map[int]chan devtoolsMsg{}, tabs: map[string]chan devtoolsMsg{}, exited: make(chan struct{})}
	go func() { cmd.Wait(); close(b.exited) }()
	b.stop = func() {
		// Closing its pipe ends the browser, its helpers with it, before
		// the profile's folder is removed.
		commands.Close()
		select {
		case <-b.exited:
		case <-time.After(10 * time.Second):
			cmd.Process.Kill()
			<-b.exited
		}
		answers.Close()
		os.RemoveAll(profile)
	}
	go func() {
		r := bufio.NewReader(answers)
		for {
			line, err := r.ReadBytes(0)
			if err != nil {
				return
			}
			var m devtoolsMsg
			if json.Unmarshal(line[:len(line)-1], &m) != nil {
				continue
			}
			b.mu.Lock()
			if m.ID == 0 {
				if c := b.tabs[m.SessionID]; c != nil {
					select {
					case c <- m:
					default: // events no test waits for are dropped when many
					}
				}
			} else if c := b.waiting[m.ID]; c != nil {
				delete(b.waiting, m.ID)
				c <- m
			}
			b.mu.Unlock()
		}
	}()
	return b, nil
}

// devtools is one tab of the run's browser, in a browser context of its
// own, attached to (session) and driven for test t.
type devtools struct {
	t       *testing.T
	b       *browser
	session string
	events  chan devtoolsMsg
}

type devtoolsMsg struct {
	ID        int             `json:"id,omitempty"`
	Method    string          `json:"method,omitempty"`
	Params    json.RawMessage `json:"params,omitempty"`
	Result    json.RawMessage `json:"result,omitempty"`
	Error     *struct{ Message string }
	SessionID string `json:"sessionId,omitempty"`
}

// screen is a device the pages are seen on: w×h CSS pixels at scale, a
// phone's or tablet's (mobile) or not, taking touches (touch) or clicks.
type screen struct {
	w, h, scale   int
	mobile, touch bool
}

// newScreen opens a tab as s, its page's events enabled.
func newScreen(t *testing.T, s screen) *devtools {
	t.Helper()
	d := newDevtools(t, s.w, s.h)
	d.become(s)
	return d
}

// become makes the browser's tab the screen s, for the pages opened
// after: a test that sees its pages on several screens asks one tab.
func (d *devtools) become(s screen) {
	d.t.Helper()
	d.call("Emulation.setDeviceMetricsOverride", map[string]any{"width": s.w, "height": s.h, "deviceScaleFactor": s.scale, "mobile": s.mobile}, nil)
	if s.touch {
		d.call("Emulation.setTouchEmulationEnabled", map[string]any{"enabled": true, "maxTouchPoints": 1}, nil)
	}
}

// resize makes the tab the screen s under the page it shows, as a TV is
// set to another mode, and returns once the page has that screen and its
// resize listeners have run for it (at once, whether or not the
// browser's own event has come yet), or fails the test after hang. The
// wall sets its text from nothing on a resize as at its load:
// TestTheWallFitsItsTextAgainWhenTheScreenChanges holds the browser to
// calling it. A page loaded again for each screen cost the browser about
// half a second of CPU a load.
func (d *devtools) resize(s screen) {
	d.t.Helper()
	d.become(s)
	if !d.until(fmt.Sprintf(`innerWidth===%d&&innerHeight===%d&&dispatchEvent(new Event("resize"))`, s.w, s.h), "true") {
		d.t.Fatalf("the page did not take the screen %dx%d", s.w, s.h)
	}
}

// newDevtools opens a tab of the run's browser in a window of w×h
// pixels, in a browser context of its own (a profile's cookies, storage
// and cache as a browser started for the test had), and attaches to it,
// its page's events enabled. The tab and its context are closed when the
// test ends.
func newDevtools(t *testing.T, w, h int) *devtools {
	t.Helper()
	b := theBrowser(t)
	d := &devtools{t: t, b: b}
	var context struct{ BrowserContextID string }
	d.call("Target.createBrowserContext", nil, &context)
	t.Cleanup(func() {
		b.send("", "Target.disposeBrowserContext", map[string]any{"browserContextId": context.BrowserContextID}, nil)
	})
	d.attach(context.BrowserContextID, map[string]any{"newWindow": true, "width": w, "height": h})
	return d
}

// tab opens another tab in d's window, sharing its browser context (its
// cookies, cache and connections): the tab before it is hidden behind it.
func (d *devtools) tab() *devtools {
	d.t.Helper()
	var info struct {
		TargetInfo struct{ BrowserContextID string }
	}
	d.call("Target.getTargetInfo", nil, &info)
	o := &devtools{t: d.t, b: d.b}
	o.attach(info.TargetInfo.BrowserContextID, nil)
	return o
}

// attach opens a tab in the browser context with the options of
// Target.createTarget given, and attaches d to it, its page's events
// enabled; the tab is closed when the test ends.
func (d *devtools) attach(context string, options map[string]any) {
	t, b := d.t, d.b
	t.Helper()
	params := map[string]any{"url": "about:blank", "browserContextId": context}
	maps.Copy(params, options)
	var tab struct{ TargetID string }
	d.call("Target.createTarget", params, &tab)
	var at struct{ SessionID string }
	d.call("Target.attachToTarget", map[string]any{"targetId": tab.TargetID, "flatten": true}, &at)
	d.events = make(chan devtoolsMsg, 4096)
	b.mu.Lock()
	b.tabs[at.SessionID] = d.events
	b.mu.Unlock()
	d.session = at.SessionID
	t.Cleanup(func() {
		b.mu.Lock()
		delete(b.tabs, at.SessionID)
		b.mu.Unlock()
		b.send("", "Target.closeTarget", map[string]any{"targetId": tab.TargetID}, nil)
	})
	// The page's events: a read waits for the load of the document it
	// finds loading.
	d.call("Page.enable", nil, nil)
}

// call sends one command to the tab (to the browser before attaching) and
// reads its answer into result.
func (d *devtools) call(method string, params any, result any) {
	d.t.Helper()
	if err := d.try(method, params, result); err != nil {
		d.t.Fatalf("%s: %v", method, err)
	}
}

// try is call, the browser's refusal returned rather than failing the
// test.
func (d *devtools) try(method string, params any, result any) error {
	d.t.Helper()
	return d.b.send(d.session, method, params, result)
}

// send sends one command to the tab of session (to the browser when
// session is empty) and reads its answer into result; an answer that
// does not come within 30 s, or does not read, is an error as the
// browser's refusal is.
func (b *browser) send(session, method string, params any, result any) error {
	b.mu.Lock()
	b.next++
	id := b.next
	c := make(chan devtoolsMsg, 1)
	b.waiting[id] = c
	b.mu.Unlock()
	msg := map[string]any{"id": id, "method": method, "params": params}
	if session != "" {
		msg["sessionId"] = session
	}
	line, _ := json.Marshal(msg)
	b.wmu.Lock()
	_, err := b.w.Write(append(line, 0))
	b.wmu.Unlock()
	if err != nil {
		b.mu.Lock()
		delete(b.waiting, id)
		b.mu.Unlock()
		return err
	}
	select {
	case m := <-c:
		if m.Error != nil {
			return errors.New(m.Error.Message)
		}
		if result != nil {
			if err := json.Unmarshal(m.Result, result); err != nil {
				return fmt.Errorf("the answer %s: %v", m.Result, err)
			}
		}
	case <-b.exited:
		return errors.New("the browser has ended")
	case <-time.After(30 * time.Second):
		return errors.New("no answer")
	}
	return nil
}

// open navigates the tab to u and waits for the page to load, failing
// the test with "what did not load" when it does not within hang.
func (d *devtools) open(t *testing.T, u, what string) {
	t.Helper()
	if !d.navigate(func() { d.call("Page.navigate", map[string]any{"url": u}, nil) }) {
		t.Fatalf("%s did not load", what)
	}
}

// navigate does act, which takes the tab to another document (a page
// opened, a link tapped, a form sent), and reports whether that document
// loaded within hang. It waits for that state, the document in the tab
// not the one act left and loaded whole, and not for the next load
// event alone: the event of a page that reloaded itself before (a served
// page does on a new result) stood waiting and answered for the page
// asked for, which was then read while it came. The document left is
// marked, a mark no page sets; the browser's load events only wake the
// wait to look again.
func (d *devtools) navigate(act func()) bool {
	d.t.Helper()
	d.eval(`document.leftByTheTest=true`)
	act()
	for end := time.Now().Add(hang); ; {
		if v, err := d.read(`document.leftByTheTest===true`); err == nil && v == "false" {
			return true
		} else if err != nil && !betweenDocuments(err) {
			d.t.Fatalf("Runtime.evaluate: %v", err)
		}
		if !d.await("Page.loadEventFired", time.Until(end)) {
			return false
		}
	}
}

// follow runs expr, which takes the page to another document
// (location.href set, history.back()), once, and reports whether that
// document loaded within hang. The evaluation the page's leaving cuts
// off is not asked again: it ran.
func (d *devtools) follow(expr string) bool {
	d.t.Helper()
	return d.navigate(func() {
		if _, err := d.read(expr); err != nil && !betweenDocuments(err) {
			d.t.Fatalf("Runtime.evaluate: %v", err)
		}
	})
}

// document opens u in the page and returns its document as the browser
// has it once loaded, scripts run.
func (d *devtools) document(t *testing.T, u string) string {
	t.Helper()
	d.open(t, u, u)
	var doc string
	if err := json.Unmarshal([]byte(d.eval("document.documentElement.outerHTML")), &doc); err != nil {
		t.Fatal(err)
	}
	return doc
}

// eval runs expr in the tab's document once it has loaded and returns
// its value as JSON. A page that changes documents while it is read (a
// served page reloads itself on a new result) cuts the evaluation off
// ("Inspected target navigated or closed"), which failed the test under
// load, or has it read the next document half made: the evaluation is
// asked again of the next document, within hang, and waits for it to
// load. An expression that takes the page elsewhere is follow's.
func (d *devtools) eval(expr string) string {
	d.t.Helper()
	for end := time.Now().Add(hang); ; {
		v, err := d.read(expr)
		switch {
		case err == nil:
			return v
		case !betweenDocuments(err) || !time.Now().Before(end):
			d.t.Fatalf("Runtime.evaluate: %v", err)
		}
	}
}

// read evaluates expr once in the tab's document when it has loaded (at
// once if it has) and returns its value as JSON, or the browser's
// refusal. A document not yet loaded is asked again at each load event
// the browser sends, within hang: the page's own scripts and listeners
// are not asked to wait, as a page whose scripts are off runs none. A
// document is loaded ("complete") only once its load event's listeners
// have run. expr is run as written (indirect eval, in the page's global
// scope), statements and all, the browser allowing it whatever the
// page's content security policy says; a promise it gives is awaited.
func (d *devtools) read(expr string) (string, error) {
	d.t.Helper()
	q, _ := json.Marshal(expr)
	loaded := `(function(){if(document.readyState!=="complete")return [];var v=(0,eval)(` + string(q) + `);` +
		`return v&&typeof v.then==="function"?v.then(function(x){return [x]}):[v]})()`
	for end := time.Now().Add(hang); ; {
		var r struct {
			Result           struct{ Value json.RawMessage }
			ExceptionDetails *struct {
				Text      string
				Exception struct{ Description string }
			}
		}
		if err := d.try("Runtime.evaluate", map[string]any{"expression": loaded, "awaitPromise": true, "returnByValue": true}, &r); err != nil {
			return "", err
		}
		if e := r.ExceptionDetails; e != nil {
			return "", fmt.Errorf("%s threw: %s %s", expr, e.Text, e.Exception.Description)
		}
		var v []json.RawMessage
		if err := json.Unmarshal(r.Result.Value, &v); err != nil {
			return "", fmt.Errorf("%s: %s", expr, r.Result.Value)
		}
		if len(v) == 1 {
			return string(v[0]), nil
		}
		if !d.await("Page.loadEventFired", time.Until(end)) {
			return "", fmt.Errorf("the page did not load within %v to evaluate %s", hang, expr)
		}
	}
}

// until evaluates expr in the page until it gives want, and reports
// whether it did within hang. A page that reloads itself, or is taken
// from the browser's history, is between two documents for a moment: an
// evaluation the change of document cuts off is asked again of the new
// one, where it failed the test when it came at that moment (a run
// beside two busy programs).
func (d *devtools) until(expr, want string) bool {
	d.t.Helper()
	for end := time.Now().Add(hang); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
		v, err := d.read(expr)
		switch {
		case err == nil && v == want:
			return true
		case err != nil && !betweenDocuments(err):
			d.t.Fatalf("Runtime.evaluate: %v", err)
		}
	}
	return false
}

// TestUntilWaitsOutAPageThatReloadsItself: a page that reloads itself
// 20 times before it sets its mark is polled until the mark, every
// evaluation that a reload cuts off asked again. Before, the first such
// one failed the test ("Inspected target navigated or closed"), as it
// failed TestAPageWhoseStreamIsRefusedPolls in a run beside two busy
// programs; a poll without pause of such a page reloading 100 times hit
// it once in three runs. A reload here takes up to a quarter of a second
// under load, so 20 keep the test well inside hang.
func TestUntilWaitsOutAPageThatReloadsItself(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		io.WriteString(w, `<!doctype html><title>r</title><script>var n=+(sessionStorage.n||0);sessionStorage.n=n+1;`+
			`if(n<20)setTimeout(function(){location.reload()},0);else document.documentElement.setAttribute("data-done","1")</script>`)
	}))
	defer srv.Close()
	d := newDevtools(t, 800, 600)
	d.call("Page.navigate", map[string]any{"url": srv.URL}, nil)
	if !d.until(`document.documentElement.getAttribute("data-done")+":"+sessionStorage.n`, `"1:21"`) {
		t.Fatalf("the page did not reach its mark: %s", d.eval(`sessionStorage.n`))
	}
}

// TestAReadWaitsOutAPageThatNavigatesWhileItIsRead: a page that reloads
// itself 20 times, each time it has loaded, before it sets its mark, is
// read (text, as the venue's tests read their pages) again and again
// until the mark: every read answers, from a document loaded whole. A
// read cut off by the page changing documents failed the test
// ("Inspected target navigated or closed"), as it failed
// TestTheVenueOnTheDayInABrowser beside a busy machine, where its pages
// reload on a new result; one that came while the next document was
// still arriving read that document half made. Before the mend it
// failed by the sixth read.
func TestAReadWaitsOutAPageThatNavigatesWhileItIsRead(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		io.WriteString(w, `<!doctype html><title>r</title><body>arriving`+strings.Repeat(`<p>line</p>`, 2000)+
			`<script>addEventListener("load",function(){var n=+(sessionStorage.n||0);sessionStorage.n=n+1;`+
			`if(n<20){document.body.textContent="loaded "+n;setTimeout(function(){location.reload()},0)}else document.body.textContent="done"})</script>`)
	}))
	defer srv.Close()
	d := newDevtools(t, 800, 600)
	d.open(t, srv.URL, "the page")
	// The page must move on, not be quick: each document loaded within
	// hang of the one before, however long the twenty take on a loaded
	// machine (at a load of 35-70 they took more than hang in all).
	reads, last := 0, ""
	for end := time.Now().Add(hang); time.Now().Before(end); reads++ {
		got := d.text()
		if got == "done" {
			t.Logf("%d reads", reads)
			return
		}
		if !strings.HasPrefix(got, "loaded ") {
			t.Fatalf("read %d came from a document not yet loaded: %.40q", reads, got)
		}
		if got != last {
			last, end = got, time.Now().Add(hang)
		}
	}
	t.Fatalf("the page stopped at %q for %v, after %d reads", last, hang, reads)
}

// betweenDocuments reports whether the browser refused an evaluation
// because the page changed documents under it.
func betweenDocuments(err error) bool {
	for _, m := range []string{"navigated or closed", "Execution context was destroyed", "Cannot find context"} {
		if strings.Contains(err.Error(), m) {
			return true
		}
	}
	return false
}

// hang is how long a test waits for what must come: a page that waits on
// a stream it will never get, or a script that never follows the event,
// hangs. It is no speed target: a shared machine under load takes seconds
// for a page; the walk logs each page's time, and bench/venue measures the
// pages under load beside its reference.
const hang = 20 * time.Second

// await waits up to limit for the tab's event method and reports whether
// it came; other events are passed over.
func (d *devtools) await(method string, limit time.Duration) bool {
	deadline := time.After(limit)
	for {
		select {
		case m := <-d.events:
			if m.Method == method {
				return true
			}
		case <-deadline:
			return false
		}
	}
}

// newOpen makes a Swiss of n players with round 1 paired, as a large open
// is when the players look for their boards.
func newOpen(t *testing.T, n int) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), "open.arbiter")
	newNineRoundSwiss(t, file, "Open", "en", testfield.OpenList(n))
	runCLI(t, "pair", file)
	return file
}

// A phone keeps the pages left behind in its back/forward cache; walking
// from page to page in one tab must never wait on the streams of those
// pages (a browser opens six connections to a host, no more), and a page
// taken back out of the cache follows the event again. The exported
// folder, opened from the disk, is walked the same way.
func TestAPhoneWalksManyPagesWithTheBackForwardCacheOn(t *testing.T) {
	file := newOpen(t, 400)
	_, base := server(t, file, nil)
	site := t.TempDir()
	if _, err := venue.Export(testevent.Read(t, file), venue.Rules{}, site, i18n.English); err != nil {
		t.Fatal(err)
	}
	walk := []string{"index.html", "pairings.html", "names.html", "standings.html", "crosstable.html",
		"round-1.html", "names-1.html", "search.html?q=family01"}
	for i := 1; i <= 8; i++ {
		walk = append(walk, "player-"+strconv.Itoa(i)+".html")
	}
	for _, c := range []struct {
		name, base string
		live       bool
		lang       func(lang, page string) string
	}{
		{"served", base, true, func(lang, page string) string { return page + "?lang=" + lang }},
		{"exported", "file://" + site, false, func(lang, page string) string { return lang + "/" + page }},
	} {
		t.Run(c.name, func(t *testing.T) {
			d := newDevtools(t, 390, 844)
			d.become(screen{390, 844, 3, true, false})
			d.call("Emulation.setUserAgentOverride", map[string]any{"userAgent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36"}, nil)
			for i, p := range append(slices.Clone(walk), c.lang("fi", "standings.html"), c.lang("et", "pairings.html")) {
				start := time.Now()
				var loaded bool
				if i == 0 {
					loaded = d.navigate(func() { d.call("Page.navigate", map[string]any{"url": c.base + "/" + p}, nil) })
				} else {
					// As a tap on a link: the page itself goes to the next one.
					loaded = d.follow(`location.href=` + strconv.Quote(c.base+"/"+p))
				}
				took := time.Since(start)
				t.Logf("page %d %s: %v", i+1, p, took.Round(time.Millisecond))
				if !loaded {
					t.Fatalf("page %d (%s) took %v", i+1, p, took)
				}
				if strings.HasPrefix(p, "search") && d.eval(`document.querySelectorAll("table.players tbody tr").length`) == "0" {
					t.Errorf("page %d (%s) found no one", i+1, p)
				}
				if got := d.eval(`document.documentElement.getAttribute("data-live")`); c.live && got != `"1"` {
					t.Fatalf("page %d (%s): the page's script did not run (%s)", i+1, p, got)
				}
			}
			if c.live {
				restored(t, d, file)
			}
		})
	}
}

// restored goes one page more and back: the browser takes the page out of
// its cache (the cache is on), and the page follows the event again.
func restored(t *testing.T, d *devtools, file string) {
	d.eval(`addEventListener("pageshow",function(e){if(e.persisted)document.documentElement.setAttribute("data-restored","1")})`)
	if !d.follow(`location.href="index.html"`) {
		t.Fatal("the last page did not load")
	}
	d.read(`history.back()`) // the page comes back from the cache, marked left
	if !d.until(`document.documentElement.getAttribute("data-restored")`, `"1"`) {
		t.Fatal("the page was not taken out of the back/forward cache")
	}
	runCLI(t, "result", file, "--round", "1", "--board", "1", "1-0")
	if !d.until(`document.documentElement.getAttribute("data-restored")===null&&document.documentElement.getAttribute("data-live")`, `"1"`) {
		t.Fatal("the page taken out of the cache did not follow a result")
	}
}

// A page whose stream the server refuses (it holds only so many) polls
// the revision instead, and still follows the event.
func TestAPageWhoseStreamIsRefusedPolls(t *testing.T) {
	file := newEvent(t, "round-robin")
	_, base := server(t, file, nil, func(o *venue.Options) { o.Streams = 1 })
	// The one stream the server holds is taken.
	resp := openStream(t, base+"/events")
	defer resp.Body.Close()
	d := newDevtools(t, 390, 844)
	d.open(t, base+"/round-2.html", "the page")
	d.eval(`document.documentElement.setAttribute("data-before","1")`)
	runCLI(t, "result", file, "--round", "2", "--board", "1", "1-0")
	start := time.Now()
	if !d.until(`document.documentElement.getAttribute("data-before")===null&&document.documentElement.getAttribute("data-live")`, `"1"`) {
		t.Fatal("the page did not follow the result without its stream")
	}
	t.Logf("the page reloaded %v after the result", time.Since(start).Round(time.Millisecond))
	if d.eval(`document.querySelector("#b1 .res").textContent==="1–0"`) != "true" {
		t.Error("the reloaded page lacks the result")
	}
}

// Seven pages of the venue in tabs of one phone's browser, a player
// opening each beside the last, each load and follow the event, the tabs
// behind once brought to the front: a page in a tab behind kept its
// update stream, six of them every connection a browser opens to a host,
// so that the seventh tab stayed blank and no tab learnt of a result.
func TestSevenTabsOfTheVenueEachLoadAndFollowTheEvent(t *testing.T) {
	file := newEvent(t, "round-robin")
	_, base := server(t, file, nil)
	tabs := []*devtools{newDevtools(t, 390, 844)}
	for len(tabs) < 7 {
		tabs = append(tabs, tabs[len(tabs)-1].tab())
	}
	for i, d := range tabs {
		d.open(t, base+"/round-2.html", fmt.Sprintf("the page in tab %d", i+1))
		d.eval(`document.documentElement.setAttribute("data-before","1")`)
	}
	runCLI(t, "result", file, "--round", "2", "--board", "1", "1-0")
	for _, i := range []int{6, 0} {
		d := tabs[i]
		d.call("Page.bringToFront", nil, nil)
		if !d.until(`document.documentElement.getAttribute("data-before")===null&&document.querySelector("#b1 .res").textContent==="1–0"`, "true") {
			t.Errorf("the page in tab %d did not follow the result", i+1)
		}
	}
}

// A page a result does not touch stays as it is, answered 304, but its
// footer says when the server read the event last, not when the page was
// first read: an open standings page said "Updated 14:02" at 16:30.
func TestAPageKeptSaysTheLaterReading(t *testing.T) {
	file, base := servedEvent(t, "round-robin")
	d := newDevtools(t, 390, 844)
	// Round 1's page stays as it is while round 2 is played.
	d.open(t, base+"/round-1.html", "round 1")
	// As if the page had been read long before.
	d.eval(`document.querySelector("footer .stamp").textContent="long ago";document.documentElement.setAttribute("data-kept","1")`)
	rev := d.eval(`document.documentElement.getAttribute("data-rev")`)
	runCLI(t, "result", file, "--round", "2", "--board", "1", "1-0")
	if !d.until(`document.documentElement.getAttribute("data-rev")!==`+rev, `true`) {
		t.Fatal("the page did not take the result's revision")
	}
	if d.eval(`document.documentElement.getAttribute("data-kept")`) != `"1"` {
		t.Fatal("round 1's page reloaded for a result of round 2")
	}
	resp, page := fetch(t, base+"/round-1.html")
	read, _ := url.PathUnescape(resp.Header.Get("Event-Read"))
	if got := d.eval(`document.querySelector("footer .stamp").textContent`); got != strconv.Quote(read) || !strings.Contains(string(page), read) {
		t.Errorf("the kept page's footer reads %s, the page read anew %q", got, read)
	}
}

// A 35-letter family name wraps on a phone 375 pixels wide: every column
// of the pairings, and of the standings up to the points, stands on the
// screen, in every language; the lists sorted by family name write it
// first. The player's own page, headed by his name, holds it within its
// width too: the heading ran past it to the right, off a 360 px screen.
func TestALongNameWrapsOnAPhone(t *testing.T) {
	const long = "Wolfeschlegelsteinhausenbergerdorff" // 35 letters
	file := filepath.Join(t.TempDir(), "long.arbiter")
	runCLI(t, "new", file, "--name", "Open", "--system", "round-robin", "--lang", "en")
	for i, n := range []string{long + ", Hubert Blaine", "Saar, Jüri", "Lehtonen, Aino", "Põld, Mati"} {
		runCLI(t, "player", "add", file, "--name", n, "--rating", strconv.Itoa(2100-50*i), "--title", []string{"GM", "IM", "", "FM"}[i], "--fed", []string{"GER", "EST", "FIN", "EST"}[i])
	}
	runCLI(t, "draw", file, "--seed", "7")
	runCLI(t, "pair", file)
	_, base := server(t, file, nil)
	if page := get2(t, base+"/names-1.html"); !strings.Contains(page, long+", Hubert Blaine") {
		t.Error("the list by name does not write the family name first")
	}
	d := newScreen(t, screen{375, 812, 2, true, false})
	for _, l := range i18n.Complete {
		lang := string(l)
		for _, c := range []struct{ page, last string }{
			{"round-1.html", "table.pairings tr td:last-child"},
			{"standings.html", "table.standings tr td:nth-child(5)"},
			{"names-1.html", "table tr td:last-child"},
		} {
			d.open(t, base+"/"+c.page+"?lang="+lang, lang+" "+c.page)
			right := d.eval(`Math.max(...[...document.querySelectorAll(` + strconv.Quote(c.last) + `)].map(e=>Math.ceil(e.getBoundingClientRect().right)))`)
			if n, err := strconv.Atoi(right); err != nil || n > 375 {
				t.Errorf("%s %s: the last column ends at %s px on a 375 px screen", lang, c.page, right)
			}
		}
		d.open(t, base+"/player-1.html?lang="+lang, lang+" player-1.html")
		if over := d.eval(`(h=>h.scrollWidth-h.clientWidth)(document.querySelector("main h2"))`); over != "0" {
			t.Errorf("%s: the player's page's heading runs %s px past its width on a 375 px screen", lang, over)
		}
	}
}

// A player's games fit a phone's screen with the points after each round
// in every language: a bye's name stands where an opponent would, and its
// points under the result; in the result's column, which does not wrap,
// "vaba voor (½ punkti)" pushed the points off the screen.
func TestAPlayersGamesFitAPhone(t *testing.T) {
	file := filepath.Join(t.TempDir(), "byes.arbiter")
	runCLI(t, "new", file, "--name", "Open", "--system", "swiss-dutch", "--rounds", "3", "--lang", "en")
	for i, n := range []string{"Küllike-Ännika Lepik", "Jüri Saar", "Aino Lehtonen", "Mati Põld", "Väinö Mäkinen"} {
		runCLI(t, "player", "add", file, "--name", n, "--rating", strconv.Itoa(2100-50*i))
	}
	runCLI(t, "bye", file, "--player", "1", "--kind", "half", "--round", "2")
	runCLI(t, "pair", file)
	for b := 1; b <= 2; b++ {
		runCLI(t, "result", file, "--round", "1", "--board", strconv.Itoa(b), "½-½")
	}
	runCLI(t, "pair", file)
	_, base := server(t, file, nil)
	d := newScreen(t, screen{375, 812, 2, true, false})
	for _, l := range i18n.Complete {
		lang := string(l)
		d.open(t, base+"/player-1.html?lang="+lang, lang+": the player's page")
		right := d.eval(`Math.max(...[...document.querySelectorAll("main table tr > :last-child")].map(e=>Math.ceil(e.getBoundingClientRect().right)))`)
		if n, err := strconv.Atoi(right); err != nil || n > 375 {
			t.Errorf("%s: the points after each round end at %s px on a 375 px screen", lang, right)
		}
	}
}

// The wall screen shows every board of an 80-player round and the whole
// standings within a minute, a page at a time, each on a TV's screen
// without scrolling at 1920×1080 and at 1280×720, in type of 4.5vh.
func TestTheWallShowsEveryBoardWithinAMinute(t *testing.T) {
	file := newOpen(t, 80)
	_, base := server(t, file, nil)
	ev := testevent.Read(t, file)
	boards := map[string]bool{}
	pages, next := 0, "wall.html"
	refresh := regexp.MustCompile(`<meta http-equiv="refresh" content="(\d+); url=([^"]+)">`)
	seconds := 0
	for pages == 0 || next != "wall.html" {
		pages++
		if pages > 10 {
			t.Fatal("the wall's pages do not come back to the first")
		}
		page := get2(t, base+"/"+next)
		m := refresh.FindStringSubmatch(page)
		if m == nil {
			t.Fatalf("%s does not turn to the next page", next)
		}
		s, _ := strconv.Atoi(m[1])
		seconds += s
		for _, b := range regexp.MustCompile(`<tr><td class="num">(\d+)</td>`).FindAllStringSubmatch(page, -1) {
			if strings.Contains(page, "pairings and results") {
				boards[b[1]] = true
			}
		}
		next = m[2]
	}
	want := 0
	for _, p := range ev.Rounds[0].Pairings {
		if !p.IsBye() {
			want++
		}
	}
	if len(boards) != want || seconds > 60 {
		t.Errorf("%d boards of %d shown in %d pages, %d s", len(boards), want, pages, seconds)
	}
	d := newScreen(t, screen{1920, 1080, 1, false, false})
	for i := 1; i <= pages; i++ {
		name := "wall.html"
		if i > 1 {
			name = fmt.Sprintf("wall-%d.html", i)
		}
		d.become(screen{1920, 1080, 1, false, false})
		d.open(t, base+"/"+name, name)
		for j, size := range [][2]int{{1920, 1080}, {1280, 720}} {
			if j > 0 {
				d.resize(screen{size[0], size[1], 1, false, false})
			}
			if got := d.eval(`document.documentElement.scrollHeight<=innerHeight&&document.documentElement.scrollWidth<=innerWidth&&[...document.querySelectorAll("main td")].every(e=>e.getBoundingClientRect().bottom<=innerHeight)`); got != "true" {
				t.Errorf("%dx%d %s does not fit the screen", size[0], size[1], name)
			}
			// Type of 4.5vh: 16 arcminutes at 5 m on a 55" screen.
			if got := d.eval(`[...document.querySelectorAll("main td, header h1, header h2, header .part")].every(e=>parseFloat(getComputedStyle(e).fontSize)>=0.045*innerHeight-0.5)`); got != "true" {
				t.Errorf("%dx%d %s has type smaller than 4.5vh", size[0], size[1], name)
			}
		}
	}
}

// The exported site's search, run by a real browser from the disk, finds
// the players the server's search finds, in the same order, for queries
// in any case and with or without accents, a withdrawn player marked and
// the mark explained, and says the same when it finds none (for a query
// over a hundred letters, that nothing was searched: it said no name held
// it); without script it points to the lists of players.
func TestTheExportedSearchFindsWhatTheServerFinds(t *testing.T) {
	file := newEvent(t, "round-robin")
	runCLI(t, "player", "withdraw", file, "--seat", "4", "--after-round", "1")
	_, base := server(t, file, nil)
	dir := t.TempDir()
	if _, err := venue.Export(testevent.Read(t, file), venue.Rules{}, dir, i18n.English); err != nil {
		t.Fatal(err)
	}
	page := "file://" + filepath.Join(dir, "search.html")
	d := newDevtools(t, 390, 844)
	open := func(u string) string { t.Helper(); return d.document(t, u) }
	// A row is the player's link and what follows it, his withdrawn mark.
	rows := regexp.MustCompile(`<a href="(player-[0-9]+\.html)">([^<]*)</a>([^<]*)`)
	found := func(doc string) []string {
		var out []string
		for _, m := range rows.FindAllStringSubmatch(doc, -1) {
			out = append(out, m[1]+" "+html.UnescapeString(m[2]+m[3]))
		}
		return out
	}
	cat := i18n.For(i18n.English)
	mark, legend := words.WithdrawnMark(cat, true), words.WithdrawnLegend(cat, "print.legend.withdrawn")
	marked := 0
	said := regexp.MustCompile(`id="find-(?:empty|none|long)"(?: class="unfound")? data-text="[^"]*">([^<]+)</p>`)
	for _, q := range []string{"aija", "ÄIJÄLÄ", "saar j", "J SAAR", "p", "Žanna smidt", "script", "mati põ", "x", "", "!!", strings.Repeat("a", 101),
		strings.Repeat("–", 33) + "äijälä",          // 39 letters, 108 bytes: the box's limit counts letters
		"ai", "aa", "a", "la", "lä", "ä", "o", "ld", // ranked: inside a word, accents as typed
		"1", "2", "12", "3 saar"} { // a start number, as the served search finds it
		_, served := get(t, base+"/search.html?q="+url.QueryEscape(q), "Accept-Language", "en")
		dom := open(page + "?q=" + url.QueryEscape(q))
		want, got := found(served), found(dom)
		if strings.Join(got, "|") != strings.Join(want, "|") {
			t.Errorf("%q: the export finds %q, the server %q", q, got, want)
		}
		if q == "2" && len(got) == 0 {
			t.Errorf("%q: the export finds no player by his number", q)
		}
		if q == "saar j" && len(got) != 1 {
			t.Errorf("%q finds %q", q, got)
		}
		if strings.Contains(strings.Join(got, "|"), mark) {
			marked++
			if shown := d.eval(`document.getElementById("find-mark").hidden?"":document.getElementById("find-mark").textContent`); shown != strconv.Quote(legend) {
				t.Errorf("%q: the export explains the mark as %s, want %q", q, shown, legend)
			}
		}
		if len(want) > 0 {
			continue
		}
		msg := cat.T("venue.search.empty")
		switch n := len([]rune(q)); {
		case n > 100:
			msg = cat.T("venue.search.too-long", "max", 100, "letters", n)
		case n > 0:
			msg = cat.T("venue.search.none", "query", q)
		}
		if m := said.FindStringSubmatch(dom); m == nil || visible(html.UnescapeString(m[1])) != msg {
			t.Errorf("%q: the export says %q, want %q", q, m, msg)
		}
	}
	if marked == 0 {
		t.Errorf("no query found the withdrawn player marked %q", mark)
	}
	d.call("Emulation.setScriptExecutionDisabled", map[string]any{"value": true}, nil)
	open(page + "?q=saar")
	seen := d.eval(`document.body.innerText + "|" + Array.from(document.querySelectorAll("main a")).map(function(a){return a.getAttribute("href")}).join(" ")`)
	if !strings.Contains(seen, cat.T("venue.search.noscript")) || !strings.Contains(unmarked(seen), "names.html start.html") {
		t.Errorf("without script the search page does not point to the lists: %s", seen)
	}
}

// The exported search's language switch searches again, in the
// language chosen, for the same name, as the served one does: it opened
// the other language's search page empty.
func TestTheExportedSearchsLanguageSwitchSearchesAgain(t *testing.T) {
	file := newEvent(t, "round-robin")
	dir := t.TempDir()
	if _, err := venue.Export(testevent.Read(t, file), venue.Rules{}, dir, i18n.English); err != nil {
		t.Fatal(err)
	}
	d := newDevtools(t, 390, 844)
	d.document(t, "file://"+filepath.Join(dir, "search.html")+"?q="+url.QueryEscape("saar j"))
	href, err := strconv.Unquote(d.eval(`document.querySelector('header .langs a[hreflang="et"]').href`))
	if err != nil {
		t.Fatal(err)
	}
	doc := d.document(t, href)
	if !strings.Contains(doc, `<html lang="et"`) || !regexp.MustCompile(`<a href="player-[0-9]+\.html">Saar, Jüri</a>`).MatchString(doc) {
		t.Errorf("switched to Estonian (%s), the search's page lost Jüri Saar", href)
	}
}

// On a phone the front page's facts are read across: a long term (a team
// event's "match points (win/draw/loss)") wraps in its column, at most
// two fifths of the page, and each value keeps at least two fifths of the
// screen; the values stood one letter to a line, in every language.
func TestTheFactsReadAcrossOnAPhone(t *testing.T) {
	_, base := server(t, teamFile(t), nil)
	d := newScreen(t, screen{375, 812, 2, true, false})
	for _, l := range i18n.Complete {
		lang := string(l)
		d.open(t, base+"/index.html?lang="+lang, lang+": the front page")
		narrowest := d.eval(`Math.min(...[...document.querySelectorAll("dl.facts dd")].map(e=>Math.floor(e.getBoundingClientRect().width)))`)
		if n, err := strconv.Atoi(narrowest); err != nil || n < 375*2/5 {
			t.Errorf("%s: a fact's value is %s px wide on a 375 px screen", lang, narrowest)
		}
	}
}

// A player who reads the results by board on a phone sees how many
// games he played over the board, over which the percentage and the
// board prize are reckoned: the column was hidden below 480 px, so that a
// forfeit win and a draw read "2 games, 1½ points, 50%" where the window,
// the paper and the command line say "played 1".
func TestTheResultsByBoardShowTheGamesPlayedOnAPhone(t *testing.T) {
	file := leagueOfFour(t, 1)
	for m, results := range [][2]string{{"+/-", "½-½"}, {"1-0", "0-1"}} {
		for b, r := range results {
			runCLI(t, "result", file, "--round", "1", "--match", strconv.Itoa(m+1), "--board", strconv.Itoa(b+1), r)
		}
	}
	_, base := server(t, file, nil)
	d := newScreen(t, screen{375, 812, 2, true, false})
	for _, l := range i18n.Complete {
		lang := string(l)
		d.open(t, base+"/boards.html?lang="+lang, lang+": the results by board")
		head := i18n.For(l).T("teams.col.played")
		// The tables of board 1, board 2 and all boards, each with the column whole on the screen.
		shown := d.eval(fmt.Sprintf(`[...document.querySelectorAll("main th")].filter(e=>e.textContent===%q).filter(e=>{const r=e.getBoundingClientRect(); return r.width>0 && r.right<=innerWidth}).length`, head))
		if shown != "3" {
			t.Errorf("%s: the column %q is shown whole in %s of the 3 tables on a 375 px phone", lang, head, shown)
		}
	}
}

// wallEvent is a Swiss of 40 players, names of 17 to 30 characters
// (numbered on the wall: up to 34), whose round 2 ended in draws on every
// other board and whose round 3 check-in is open: the wall's widest text;
// a copy of the one made once a run.
func wallEvent(t *testing.T) string {
	t.Helper()
	return testdir.Made(t, t.TempDir(), "wall.arbiter", "wallEvent", func(file string) {
		firsts := []string{"Aleksandra-Maria", "Wilhelmiina", "Maximilian", "Gudmundur Magnus", "Mikk Marten"}
		families := []string{"Väisänen-Kuusksaar", "Wahlström", "Mäkeläinen-Ojala", "Mõttus-Wiiralt"}
		var b strings.Builder
		b.WriteString("name;rating\n")
		for i := range 40 {
			name := []rune(firsts[i%len(firsts)] + " " + families[i%len(families)] + " Wolmar")
			fmt.Fprintf(&b, "%s;%d\n", strings.TrimSpace(string(name[:17+i%14])), 2400-i*5)
		}
		newNineRoundSwiss(t, file, "Wahlström Memorial Open", "en", b.String())
		for round := 1; round <= 2; round++ {
			runCLI(t, "pair", file)
			for board := 1; board <= 20; board++ {
				res := []string{"½-½", "1-0", "½-½", "0-1"}[board%4]
				runCLI(t, "result", file, "--round", fmt.Sprint(round), "--board", fmt.Sprint(board), res)
			}
		}
		runCLI(t, "checkin", file, "--open")
	})
}

// The wall shows its text whole on a TV at 1920×1080 and 1280×720 in
// every language: a draw's "½–½", the headings (the event, the round,
// the check-in count) and names of up to 30 characters; it read "½…",
// "Check-in, roun…" and cut names of 17 characters while half their
// column stood empty. A team event's wall, its matches and standings,
// likewise, with its QR code on the screen beside the text; and the
// sentences of a round of five teams, a match forfeited whole and the
// team with the bye, which stood in a name's column, half the row: the
// bye read "…on vaba voor: 1 mat…" with the page set at its smallest.
func TestTheWallShowsItsTextWhole(t *testing.T) {
	d := newScreen(t, screen{1920, 1080, 1, false, false})
	teams := testevent.TeamRoundUnderWayFile(t)
	teamEvent := testevent.Read(t, teams)
	round := teamEvent.PairedRounds()
	five, forfeit := forfeitRound(t)
	fiveFile := testevent.EventFile(t, five)
	for _, e := range []struct {
		file string
		want func(cat *i18n.Catalog) []string
	}{
		{wallEvent(t), func(cat *i18n.Catalog) []string {
			return []string{cat.T("checkin.wall.heading", "round", 3, "in", 0, "expected", 40, "excused", 0), cat.T("venue.title.round", "round", 2), "½–½"}
		}},
		{teams, func(cat *i18n.Catalog) []string {
			return []string{cat.T("venue.title.round", "round", round), words.StandingsTitle(cat, standings.ProgressOf(teamEvent))}
		}},
		{fiveFile, func(cat *i18n.Catalog) []string {
			return append(teamByes(five, cat, forfeit.Round), cat.T("teams.print.sheet.forfeit", "result", forfeit.Forfeit.Text(cat.T)))
		}},
	} {
		_, base := server(t, e.file, nil)
		wallWhole(t, d, base, e.want)
	}
}

// The wall says when it was updated in type read from 5 m, as its names
// at their smallest (3vh), whole on the screen above the QR code and
// beside the names: on a TV at 1280×720 it stood at 2.2vh, 16 px.
func TestTheWallsUpdateTimeIsReadFromAfar(t *testing.T) {
	_, base := server(t, wallEvent(t), nil)
	d := newScreen(t, screen{1280, 720, 1, false, false})
	readable := `(()=>{const f=document.querySelector("footer"),q=document.querySelector("img.qr").getBoundingClientRect(),r=f.getBoundingClientRect();return parseFloat(getComputedStyle(f).fontSize)>=0.03*innerHeight-0.01&&f.scrollWidth<=f.clientWidth&&r.top>=0&&r.right<=innerWidth&&r.bottom<=q.top&&[...document.querySelectorAll("main td")].every(e=>{const b=e.getBoundingClientRect();return b.right<=r.left||b.bottom<=r.top})})()`
	for _, l := range i18n.Complete {
		d.open(t, base+"/wall.html?lang="+string(l), "the wall")
		if d.eval(readable) != "true" {
			t.Errorf("%s: the wall's update time %s is not read from 5 m", l, d.eval(`(()=>{const f=document.querySelector("footer");return getComputedStyle(f).fontSize+" "+f.textContent+" "+JSON.stringify(f.getBoundingClientRect())})()`))
		}
	}
}

// The wall keeps its page while the server is away: with the server
// stopped under TVs showing the wall in each language, each still shows
// its rows at its next turn, saying in its language since when it is not
// updated (the last answer's time on the TV's clock); with the server
// back, the line goes at a turn. The TV turned to the browser's "This
// site can't be reached" at its next turn, back only when the browser
// itself retried.
func TestTheWallKeepsItsPageWhileTheServerIsAway(t *testing.T) {
	file := wallEvent(t)
	addr, stop := listenAt(t, testServer(t, file, nil).ListenAndServe, "127.0.0.1:0")
	base := "http://" + addr.String()
	walls := map[i18n.Lang]*devtools{}
	from := time.Now()
	for _, l := range i18n.Complete {
		walls[l] = newScreen(t, screen{1280, 720, 1, false, false})
		walls[l].open(t, base+"/wall.html?lang="+string(l), string(l)+": the wall")
	}
	stop()
	// The minutes the last answer before the stop came in.
	var minutes []string
	for at := from.Truncate(time.Minute); !at.After(time.Now()); at = at.Add(time.Minute) {
		minutes = append(minutes, at.Format("15:04"))
	}
	shown := `(()=>{const s=document.querySelector("footer .stale");return document.body&&document.body.classList.contains("wall")&&document.querySelectorAll("main td").length>0?(s?"kept: "+s.textContent:"turning"):"left: "+location.href+" "+document.title})()`
	// The line's words each whole in the footer's column, on the screen,
	// beside the names and above the QR code.
	whole := `(()=>{const s=document.querySelector("footer .stale"),r=s.getBoundingClientRect(),q=document.querySelector("img.qr").getBoundingClientRect();return s.scrollWidth<=s.clientWidth&&r.top>=0&&r.right<=innerWidth&&r.bottom<=q.top&&[...document.querySelectorAll("main td")].every(e=>{const b=e.getBoundingClientRect();return b.right<=r.left||b.bottom<=r.top})})()`
	for _, l := range i18n.Complete {
		d, cat := walls[l], i18n.For(l)
		if !d.until(`(`+shown+`).startsWith("kept")`, "true") {
			t.Fatalf("%s: with the server stopped the wall did not keep its page: %s", l, d.eval(shown))
		}
		var got string
		json.Unmarshal([]byte(d.eval(shown)), &got)
		said := false
		for _, m := range minutes {
			said = said || got == "kept: "+cat.T("venue.wall.stale", "time", words.ClockTime(cat, m))
		}
		if !said {
			t.Errorf("%s: the kept wall says %q, not that it is not updated since one of %v", l, got, minutes)
		}
		if d.eval(whole) != "true" {
			t.Errorf("%s: the line %q is not whole on the screen beside the names", l, got)
		}
	}
	listenAt(t, testServer(t, file, nil).ListenAndServe, addr.String())
	for _, l := range i18n.Complete {
		if d := walls[l]; !d.until(shown, `"turning"`) {
			t.Errorf("%s: with the server back the wall shows %s", l, d.eval(shown))
		}
	}
}

// The venue's wall turned in place keeps its page whole from a section
// with no clock to one with: the clock of a page turned to counts down to
// its round, coloured, as on a page loaded, and the page holds the parts
// and scripts of one page, not those of every page it turned through.
func TestTheVenuesWallTurnedInPlaceCountsTheNextSectionsClock(t *testing.T) {
	start := time.Now().Add(3 * time.Hour)
	timed := juniorRoundRobin(t, 4, []tournament.RoundTime{{Round: 1, Date: start.Format("2006-01-02"), Time: start.Format("15:04")}})
	top := venueOf(t, []string{juniorEvent(t), timed}, nil)
	d := newScreen(t, screen{1280, 720, 1, false, false})
	d.open(t, top+"/wall.html?lang=en", "the venue's wall")
	held := `document.body.children.length+" "+document.scripts.length`
	first := d.eval(held)
	d.eval(`document.keptByTheTest=true`)
	if d.eval(`!!document.getElementById("clock")`) != "false" {
		t.Fatal("the untimed section's part shows a clock")
	}
	for _, part := range []string{"2/4", "3/4"} {
		if !d.until(`document.querySelector("header .part").textContent`, `"`+part+`"`) {
			t.Fatalf("the wall did not turn to its part %s: %s", part, d.eval(`location.href+" "+document.body.innerText`))
		}
	}
	before, _, _ := strings.Cut(i18n.For(i18n.English).T("venueday.clock.before", "round", 1, "time", "\x00"), "\x00")
	var clock string
	json.Unmarshal([]byte(d.eval(`(e=>e?e.className+" "+e.textContent:"")(document.getElementById("clock"))`)), &clock)
	if !regexp.MustCompile(`^clock green ` + regexp.QuoteMeta(before) + `[23]:\d\d:\d\d$`).MatchString(clock) {
		t.Errorf("the timed section's part turned to shows the clock %q", clock)
	}
	if d.eval(`document.keptByTheTest`) != "true" {
		t.Error("the wall loaded its page rather than turning in place")
	}
	if got := d.eval(held); got != first {
		t.Errorf("the wall turned in place holds %s elements and scripts, its first page %s", got, first)
	}
}

// A round of 15 boards, a bye and two players withdrawn after round 1 is
// one page of the wall (wallSpill), its 18 rows every one on a TV at
// 1920×1080 and 1280×720 in every language, whole: rows of the 15-row
// page's height ran below the screen.
func TestTheWallsRoundOfEighteenRowsFitsOnePage(t *testing.T) {
	file := testdir.Made(t, t.TempDir(), "wall18.arbiter", "wall of 18 rows", func(file string) {
		var b strings.Builder
		b.WriteString("name;rating\n")
		for i := range 33 {
			fmt.Fprintf(&b, "%s Player%d;%d\n", []string{"Aleksandra-Maria", "Mikk Marten", "Wilhelmiina"}[i%3], i+1, 2400-i*10)
		}
		newNineRoundSwiss(t, file, "Eighteen Rows Open", "en", b.String())
		runCLI(t, "pair", file)
		for board := 1; board <= 16; board++ {
			runCLI(t, "result", file, "--round", "1", "--board", fmt.Sprint(board), "1-0")
		}
		runCLI(t, "player", "withdraw", file, "--seat", "20", "--after-round", "1")
		runCLI(t, "player", "withdraw", file, "--seat", "21", "--after-round", "1")
		runCLI(t, "pair", file)
	})
	_, base := server(t, file, nil)
	d := newScreen(t, screen{1920, 1080, 1, false, false})
	wallWhole(t, d, base, func(cat *i18n.Catalog) []string {
		return []string{cat.T("venue.title.round", "round", 2), cat.T("print.pairings.withdrawn", "round", 1)}
	})
	d.open(t, base+"/wall.html?lang=en", "the wall")
	if rows := d.eval(`document.querySelectorAll("main tr").length`); rows != "18" {
		t.Errorf("the wall's first page shows %s rows of the round, want its 18", rows)
	}
}

// TestTheWallFitsItsTextAgainWhenTheScreenChanges: a wall loaded in a
// browser window of 1920×700 (its bars still shown) then made full screen
// at 1920×1080 sets its text anew for the screen it has, in the same
// page: it kept the size it chose for the smaller window, its type
// growing with the screen's height, and cut the names until the page
// turned.
func TestTheWallFitsItsTextAgainWhenTheScreenChanges(t *testing.T) {
	_, base := server(t, wallEvent(t), nil)
	d := newScreen(t, screen{1920, 700, 1, false, false})
	d.open(t, base+"/wall-2.html?lang=en", "the wall")
	d.eval(`window.same=1`)
	d.become(screen{1920, 1080, 1, false, false})
	whole := `window.same===1&&innerHeight===1080&&[...document.querySelectorAll("main td, header h1, header h2")].every(e=>e.scrollWidth<=e.clientWidth)`
	if !d.until(whole, "true") {
		t.Errorf("at 1920×1080 the wall loaded at 1920×700 cuts: %s", d.eval(`[...document.querySelectorAll("main td")].filter(e=>e.scrollWidth>e.clientWidth).map(e=>e.textContent)`))
	}
}

// The wall's last page of standings, a column of names alone, spreads
// over the screen's width: a name of 49 letters ended in an ellipsis in
// the left half of a 1280×720 TV, set at its smallest, while the right
// half stood empty.
func TestTheWallsStandingsOfOneColumnShowALongNameWhole(t *testing.T) {
	const long = "Hubert Blaine Wolfeschlegelsteinhausenbergerdorff" // 49 letters
	file := filepath.Join(t.TempDir(), "long.arbiter")
	var b strings.Builder
	b.WriteString("name;rating\n" + long + ";2100\n")
	for i := range 11 {
		fmt.Fprintf(&b, "Player%d Test;%d\n", i+1, 2000-10*i)
	}
	newNineRoundSwiss(t, file, "Open", "en", b.String())
	runCLI(t, "pair", file)
	_, base := server(t, file, nil)
	d := newScreen(t, screen{1280, 720, 1, false, false})
	d.open(t, base+"/wall-2.html?lang=en", "the wall's standings")
	if cut := d.eval(`[...document.querySelectorAll("main td")].filter(e=>e.scrollWidth>e.clientWidth).map(e=>e.textContent)`); cut != "[]" {
		t.Errorf("the wall's standings of one column at 1280×720 cut %s", cut)
	}
}

// The wall shows a name of 57 letters whole, in the round's pairings and
// in the standings, on a TV at 1920×1080 and 1280×720 in every language:
// the pairings read "17. Olli-Pekka Johannes Wilhelm von Hertzen-Kuusisto…",
// his family name lost, though the Black names beside his left half
// their column empty, and the standings "…von Hertzen-Ku…", the page set at
// its smallest and each name column half the table whatever its names.
func TestTheWallShowsAFiftySevenLetterNameWhole(t *testing.T) {
	if n := len([]rune(longSeventeenth)); n != 57 {
		t.Fatalf("the name has %d letters", n)
	}
	file := filepath.Join(t.TempDir(), "long.arbiter")
	newNineRoundSwiss(t, file, "Kesäturnaus", "fi", ratedList(2200, 18, seventeenthLong))
	runCLI(t, "pair", file)
	_, base := server(t, file, nil)
	d := newScreen(t, screen{1920, 1080, 1, false, false})
	wallWhole(t, d, base, func(cat *i18n.Catalog) []string {
		return []string{"17. " + longSeventeenth, longSeventeenth, cat.T("venue.title.round", "round", 1)}
	})
}

// longSeventeenth is the name of 57 letters seventeenthLong gives the
// 17th player, who stands in the second column of a wall's pairings.
const longSeventeenth = "Olli-Pekka Johannes Wilhelm von Hertzen-Kuusisto Heinonen"

// seventeenthLong names the i-th player of a Finnish field, the 17th
// longSeventeenth.
func seventeenthLong(i int) string {
	if i == 16 {
		return longSeventeenth
	}
	return fmt.Sprintf("Pelaaja%d Testinen", i+1)
}

// ratedList is a rating list as newNineRoundSwiss imports it: n players,
// the i-th named name(i), rated from top down by ten points each.
func ratedList(top, n int, name func(i int) string) string {
	var b strings.Builder
	b.WriteString("name;rating\n")
	for i := range n {
		fmt.Fprintf(&b, "%s;%d\n", name(i), top-10*i)
	}
	return b.String()
}

// The wall on a screen standing upright, a phone at 390×844 or a tablet
// at 820×1180 or 800×1280, shows its headings whole and at least each
// player's family name, every row within reach: a phone following the
// front page's link to the wall read every name cut to its number and an
// ellipsis ("1.…", "v…" for the bye), the two name columns sharing what
// the QR code's margin of 18vh left them, about 70 px each. The page
// scrolls there rather than cut, and no QR code stands over the text
// (the phone is already on the pages; a TV keeps its code, as
// TestTheWallShowsItsTextWhole holds). The headings were once set at
// their smallest and still cut ("Tilanne 1. kierroksen jälkeen, 2.
// kierros kes…"), a heading staying on one line however narrow the
// screen.
func TestTheWallOnAnUprightScreenShowsEveryFamilyName(t *testing.T) {
	file := filepath.Join(t.TempDir(), "upright.arbiter")
	// A third of the field of a Finnish family name's length: at 2.5vh a
	// phone's column broke "Kärkkäinen" mid-word.
	named := func(i int) string {
		if i%3 == 0 {
			return fmt.Sprintf("Pelaaja%d Kärkkäinen", i+1)
		}
		return seventeenthLong(i)
	}
	newNineRoundSwiss(t, file, "Kesäturnaus", "fi", ratedList(2200, 31, named))
	runCLI(t, "pair", file)
	runCLI(t, "checkin", file, "--open")
	var families []string
	for _, p := range testevent.Read(t, file).Players {
		if family, _ := p.Names(); !slices.Contains(families, family) {
			families = append(families, family)
		}
	}
	if len(families) != 3 {
		t.Fatalf("the field's family names are %q, want Kärkkäinen, Testinen and the 17th's", families)
	}
	known, _ := json.Marshal(families)
	// A name cell holding a family name shows that name between its
	// edges (a name cut with an ellipsis lays out the rest beyond its
	// edge), on one line (broken, "Höglun|d", it read as two words);
	// any other cell, a bye's reason, shows its text whole.
	hidden := `(()=>{const fam=` + string(known) + `;return [...document.querySelectorAll("main td.name")].filter(e=>{const s=e.textContent,f=fam.find(f=>s.includes(f));` +
		`if(!f)return e.scrollWidth>e.clientWidth;const t=e.firstChild,r=document.createRange(),c=e.getBoundingClientRect();r.setStart(t,s.indexOf(f));r.setEnd(t,s.indexOf(f)+f.length);` +
		`const bs=[...r.getClientRects()];return bs.length>1||bs.some(b=>b.left<c.left-0.5||b.right>c.right+0.5)}).map(e=>e.textContent)})()`
	// Every row within reach: none right of the screen, and the last ones
	// on it once the page is scrolled to its end.
	reach := `(()=>{scrollTo(0,document.documentElement.scrollHeight);const off=[...document.querySelectorAll("main td, header *")].filter(e=>{const r=e.getBoundingClientRect();return r.right>innerWidth||r.bottom>innerHeight&&e.closest("main")&&!e.closest("tr").nextElementSibling}).map(e=>e.textContent);scrollTo(0,0);return off})()`
	qr := `(()=>{const q=document.querySelector("img.qr");if(!q)return false;if(!q.getClientRects().length)return true;const r=q.getBoundingClientRect();return [...document.querySelectorAll("main td")].every(e=>{const b=e.getBoundingClientRect();return b.right<=r.left||b.bottom<=r.top})})()`
	_, base := server(t, file, nil)
	d := newScreen(t, screen{390, 844, 1, false, false})
	for _, s := range []screen{{390, 844, 1, false, false}, {820, 1180, 1, false, false}, {800, 1280, 1, false, false}} {
		d.become(s)
		for _, l := range i18n.Complete {
			pages := 0
			for next := "wall.html"; pages == 0 || next != "wall.html"; pages++ {
				shown := fmt.Sprintf("%dx%d %s %s", s.w, s.h, l, next)
				d.open(t, base+"/"+next+"?lang="+string(l), next)
				if cut := d.eval(`[...document.querySelectorAll("header h1, header h2, header .part")].filter(e=>e.scrollWidth>e.clientWidth).map(e=>e.textContent)`); cut != "[]" {
					t.Errorf("%s: a heading cut: %s", shown, cut)
				}
				if cut := d.eval(hidden); cut != "[]" {
					t.Errorf("%s: a family name or a reason cut: %s", shown, cut)
				}
				if off := d.eval(reach); off != "[]" {
					t.Errorf("%s: off the screen: %s", shown, off)
				}
				if d.eval(qr) != "true" {
					t.Errorf("%s: the QR code over the text", shown)
				}
				next = wallNext(d)
			}
			// The round's 15 boards and its bye are one page (wallSpill).
			if pages < 3 {
				t.Errorf("%dx%d %s: the wall has %d pages, want its check-in, the pairings and the standings", s.w, s.h, l, pages)
			}
		}
	}
}

// The wall on a phone (390×844, 360×740) shows a team's bye whole, in
// every language: the sentence of its row ("Joukkueella 3. Tartu Ülikool
// on vapaakierros: 1 ottelupiste, 4 pelipistettä.") ended "1 ottelup…",
// kept on one line as a TV keeps it, where the upright page scrolls rather
// than cut.
func TestTheWallOnAPhoneShowsATeamsByeWhole(t *testing.T) {
	five, forfeit := forfeitRound(t)
	_, base := server(t, testevent.EventFile(t, five), nil)
	cut := `[...document.querySelectorAll("main td.line")].filter(e=>e.scrollWidth>e.clientWidth||e.getBoundingClientRect().right>innerWidth).map(e=>e.textContent)`
	d := newScreen(t, screen{390, 844, 1, false, false})
	for _, s := range []screen{{390, 844, 1, false, false}, {360, 740, 1, false, false}} {
		d.become(s)
		for _, l := range i18n.Complete {
			var seen string
			for next := "wall.html"; seen == "" || next != "wall.html"; {
				shown := fmt.Sprintf("%dx%d %s %s", s.w, s.h, l, next)
				d.open(t, base+"/"+next+"?lang="+string(l), next)
				if c := d.eval(cut); c != "[]" {
					t.Errorf("%s: cut: %s", shown, c)
				}
				var text string
				json.Unmarshal([]byte(d.eval(`document.body.innerText`)), &text)
				seen += visible(text)
				next = wallNext(d)
			}
			testtext.SaysEach(t, fmt.Sprintf("%dx%d %s: the wall", s.w, s.h, l), seen, teamByes(five, i18n.For(l), forfeit.Round)...)
		}
	}
}

// The wall's standings in two columns of unequal length (24 players: 15
// places and 9) set each row of the second as high as the first's, side by
// side: the shorter column was stretched to the longer one's height, its
// rows two-thirds taller, so that 17th place stood level with no row of
// the first column, between 2nd and 3rd, on a TV at 1920×1080 and
// 1280×720.
func TestTheWallsStandingsColumnsKeepTheirRowsSideBySide(t *testing.T) {
	file := filepath.Join(t.TempDir(), "evening.arbiter")
	newNineRoundSwiss(t, file, "Open", "en", ratedList(2000, 24, func(i int) string { return fmt.Sprintf("Player%d Test", i+1) }))
	runCLI(t, "pair", file)
	_, base := server(t, file, nil)
	for _, s := range []screen{{1920, 1080, 1, false, false}, {1280, 720, 1, false, false}} {
		d := newScreen(t, s)
		d.open(t, base+"/wall-2.html?lang=en", "the wall's standings")
		var cols [][]int
		if err := json.Unmarshal([]byte(d.eval(`[...document.querySelectorAll("main table")].map(t=>[...t.rows].map(r=>Math.round(r.getBoundingClientRect().top)))`)), &cols); err != nil {
			t.Fatal(err)
		}
		if len(cols) != 2 || len(cols[0]) != 15 || len(cols[1]) != 9 {
			t.Fatalf("%d×%d: the wall's standings have columns of %v rows, want 15 and 9", s.w, s.h, cols)
		}
		for i, top := range cols[1] {
			if top != cols[0][i] {
				t.Errorf("%d×%d: place %d stands at %d px, its neighbour place %d at %d px", s.w, s.h, 16+i, top, 1+i, cols[0][i])
			}
		}
	}
}

// A game's page whose Black is written right to left (Arabic) shows the
// result as it was: the "0–1" after his name read "1–0", carried into
// his name's direction.
func TestAGamesResultAfterANameWrittenRightToLeftReadsAsEntered(t *testing.T) {
	file := oneBoard(t, "Robert White", arabic)
	runCLI(t, "result", file, "--round", "1", "--board", "1", "0-1")
	w := testevent.Open(t, file)
	recordGame(t, w, 1, 1, tournament.BlackWins, [2]string{"e2e4", "e4"}, [2]string{"e7e5", "e5"})
	w.Close()
	_, base := server(t, file, nil)
	game := regexp.MustCompile(`href="(game-\d+\.html)"`).FindStringSubmatch(get2(t, base+"/round-1.html"))
	if game == nil {
		t.Fatal("round 1's page links no game")
	}
	d := newScreen(t, screen{390, 844, 1, true, false})
	d.open(t, base+"/"+game[1]+"?lang=en", "the game's page")
	// The result's first character, "0", stands left of its last, "1".
	order := `(()=>{const t=document.querySelector("p.next b").firstChild,r=document.createRange(),x=i=>{r.setStart(t,i);r.setEnd(t,i+1);return r.getBoundingClientRect().left};return t.data+(x(0)<x(t.data.length-1)?" as written":" reversed")})()`
	var got string
	json.Unmarshal([]byte(d.eval(order)), &got)
	if got != "0–1 as written" {
		t.Errorf("the game's result after a name written right to left reads %s", got)
	}
}

// A search for a word of a hundred letters that finds no one says so on
// a phone's screen: the sentence with the word wraps inside its 390
// pixels; it ran off the screen to the right.
func TestASearchForALongWordThatFindsNoOneStaysOnAPhone(t *testing.T) {
	_, base := server(t, newEvent(t, "round-robin"), nil)
	d := newScreen(t, screen{390, 844, 2, true, false})
	for _, l := range i18n.Complete {
		lang := string(l)
		d.open(t, base+"/search.html?lang="+lang+"&q="+strings.Repeat("x", 100), lang+": the search")
		if w := d.eval(`document.documentElement.scrollWidth`); w != "390" {
			t.Errorf("%s: the search's page is %s px wide on a 390 px screen", lang, w)
		}
	}
}

// arabic is a name written right to left.
const arabic = "محمد عبد الله"

// oneBoard is a Swiss of one round of the two players white and black,
// paired: white plays White on board 1.
func oneBoard(t *testing.T, white, black string) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), "one.arbiter")
	runCLI(t, "new", file, "--name", "Open", "--system", "swiss-dutch", "--rounds", "1", "--lang", "en")
	runCLI(t, "player", "add", file, "--name", white, "--rating", "2100")
	runCLI(t, "player", "add", file, "--name", black, "--rating", "2000")
	runCLI(t, "pair", file)
	return file
}

// A deputy's list of boards to enter a result on reads each board as
// "board: White – Black" when White's name is written right to left: it
// read "1: 1. 2 – محمد عبد الله. Robert White", Black's number beside
// White's. The option's text is set in a line of the page to be
// measured, as the list sets it.
func TestADeputysBoardListKeepsANameWrittenRightToLeftInItsPlace(t *testing.T) {
	file := oneBoard(t, arabic, "Robert White")
	_, base, _, pin := deputyServerOf(t, file)
	d := newScreen(t, screen{390, 844, 2, true, true})
	d.goTo(base + "/enter.html?lang=en")
	if !d.typeIn("#pin", pin) {
		t.Fatal("the sign-in did not answer")
	}
	// Black's number, "2", stands right of White's name.
	order := `(()=>{const o=document.querySelector('select[name=board] option[value="1"]'),p=document.createElement("p");p.textContent=o.text;document.querySelector("main").append(p);const t=p.firstChild,r=document.createRange(),x=i=>{r.setStart(t,i);r.setEnd(t,i+1);return r.getBoundingClientRect().left};return x(t.data.lastIndexOf("2"))>x(t.data.indexOf("م"))?"in order":"out of order"})()`
	if got := d.eval(order); got != `"in order"` {
		t.Errorf("the deputy's board list reads board 1 %s", got)
	}
}

// A match's heading whose Black team is named right to left reads its
// score after the team's name, as entered: the "1½" of "1½–½" stood
// before the name and the "–½" after it.
func TestAMatchsScoreAfterATeamNamedRightToLeftReadsAsEntered(t *testing.T) {
	file := filepath.Join(t.TempDir(), "teams.arbiter")
	runCLI(t, "new", file, "--name", "League", "--system", "team-swiss", "--rounds", "1", "--boards", "2", "--lang", "en")
	for i, team := range []string{"HSK", arabic} {
		runCLI(t, "team", "add", file, team)
		for b := 1; b <= 2; b++ {
			runCLI(t, "player", "add", file, "--name", fmt.Sprintf("Player%d%d", i, b), "--team", team, "--rating", strconv.Itoa(2100-200*i-b))
		}
	}
	runCLI(t, "pair", file)
	runCLI(t, "result", file, "--round", "1", "--match", "1", "--board", "1", "1-0")
	runCLI(t, "result", file, "--round", "1", "--match", "1", "--board", "2", "½-½")
	_, base := server(t, file, nil)
	d := newScreen(t, screen{1280, 720, 1, false, false})
	d.open(t, base+"/round-1.html?lang=en", "the round's matches")
	// The score's first character, "1", stands right of every letter of
	// the name.
	order := `(()=>{const h=document.querySelector("h3.match"),t=h.firstChild,s=h.querySelector(".score").firstChild,r=document.createRange(),x=(n,i)=>{r.setStart(n,i);r.setEnd(n,i+1);return r.getBoundingClientRect().left};` +
		`const at=t.data.indexOf("م");let right=0;for(let i=at;i<at+` + strconv.Itoa(len([]rune(arabic))) + `;i++)right=Math.max(right,x(t,i));return h.textContent+(x(s,0)>right?" in order":" out of order")})()`
	var got string
	json.Unmarshal([]byte(d.eval(order)), &got)
	if !strings.HasSuffix(got, "1½–½ in order") {
		t.Errorf("the match's heading reads %q", got)
	}
}

// wallNext is the page the wall in d turns to next (turnScript).
func wallNext(d *devtools) string {
	d.t.Helper()
	var next string
	json.Unmarshal([]byte(d.eval(`document.body.dataset.next`)), &next)
	return next
}

// wallWhole turns through the wall at base in the browser d in every
// language, each of its pages seen at 1920×1080 and at 1280×720: no text
// cut, every page on the screen, its QR code beside the text, and the
// wall showing what want says. A page is loaded once and seen at each
// size (resize).
func wallWhole(t *testing.T, d *devtools, base string, want func(cat *i18n.Catalog) []string) {
	t.Helper()
	whole := `[...document.querySelectorAll("main td, header h1, header h2, header .part, header .clock")].filter(e=>e.scrollWidth>e.clientWidth).map(e=>e.textContent)`
	fits := `document.documentElement.scrollHeight<=innerHeight&&document.documentElement.scrollWidth<=innerWidth&&[...document.querySelectorAll("main td, header *")].every(e=>e.getBoundingClientRect().bottom<=innerHeight&&e.getBoundingClientRect().right<=innerWidth)`
	qr := `(()=>{const q=document.querySelector("img.qr");if(!q||!q.complete||q.naturalWidth==0)return false;const r=q.getBoundingClientRect();return r.bottom<=innerHeight&&r.right<=innerWidth&&[...document.querySelectorAll("main td")].every(e=>{const b=e.getBoundingClientRect();return b.right<=r.left||b.bottom<=r.top})})()`
	sizes := [][2]int{{1920, 1080}, {1280, 720}}
	for _, l := range i18n.Complete {
		lang := string(l)
		seen := map[[2]int]string{}
		for next := "wall.html"; ; {
			d.become(screen{sizes[0][0], sizes[0][1], 1, false, false})
			d.open(t, base+"/"+next+"?lang="+lang, next)
			for i, size := range sizes {
				shown := fmt.Sprintf("%dx%d", size[0], size[1])
				if i > 0 {
					d.resize(screen{size[0], size[1], 1, false, false})
				}
				if cut := d.eval(whole); cut != "[]" {
					t.Errorf("%s %s %s: cut: %s", shown, lang, next, cut)
				}
				if d.eval(fits) != "true" {
					t.Errorf("%s %s %s does not fit the screen", shown, lang, next)
				}
				if d.eval(qr) != "true" {
					t.Errorf("%s %s %s: no QR code on the screen beside the text", shown, lang, next)
				}
				var text string
				json.Unmarshal([]byte(d.eval(`document.body.innerText`)), &text)
				seen[size] += visible(text)
			}
			next = wallNext(d)
			if next == "wall.html" {
				break
			}
		}
		for _, size := range sizes {
			testtext.SaysEach(t, fmt.Sprintf("%dx%d %s: the wall", size[0], size[1], lang), seen[size], want(i18n.For(i18n.Lang(lang)))...)
		}
	}
}

// TestTabsAreBrowsersOfTheirOwn: the tabs a test opens in the run's
// browser each have the window they asked for (its outer size, as
// --window-size set a browser's) and keep their cookies and
// storage to themselves, as the browsers started for each test did: a
// deputy's sign-in in one tab is not another's.
func TestTabsAreBrowsersOfTheirOwn(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		io.WriteString(w, `<!doctype html><title>t</title>`)
	}))
	defer srv.Close()
	phone, wall := newDevtools(t, 800, 600), newDevtools(t, 1920, 1080)
	for _, c := range []struct {
		d    *devtools
		size string
	}{{phone, `"800x600"`}, {wall, `"1920x1080"`}} {
		c.d.open(t, srv.URL, c.size)
		if got := c.d.eval(`outerWidth+"x"+outerHeight`); got != c.size {
			t.Errorf("a tab asked for as %s is %s", c.size, got)
		}
	}
	phone.eval(`document.cookie="signed=in";localStorage.k="v";"set"`)
	if got := wall.eval(`document.cookie+"|"+(localStorage.k||"")`); got != `"|"` {
		t.Errorf("a tab sees another's cookie and storage: %s", got)
	}
	if got := phone.eval(`document.cookie+"|"+localStorage.k`); got != `"signed=in|v"` {
		t.Errorf("a tab lost its own cookie and storage: %s", got)
	}
}

package cli

import (
	"bytes"
	"context"
	"fmt"
	"html"
	"io"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"arbiter/internal/testdir"
	"arbiter/internal/testevent"
	"arbiter/internal/testphone"
	"arbiter/internal/testprogram"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/store"
)

// Every link of the exported folder opens a file of the folder, in every
// language, and nothing is loaded from another host.
func TestExportHTMLWritesAFolderWhoseLinksAllWork(t *testing.T) {
	file := demoFile(t)
	dir := filepath.Join(t.TempDir(), "site")
	out := runCLI(t, 0, "export", "html", file, "-o", dir, "--lang", "fi")
	if !strings.Contains(out, dir) {
		t.Errorf("output %q does not name the folder", out)
	}
	index := testdir.Read(t, filepath.Join(dir, "index.html"))
	if !strings.Contains(string(index), `<html lang="fi" `) {
		t.Error("the top folder is not in the language asked for")
	}
	// The rules Apache and Netlify or Cloudflare Pages read, that browsers
	// ask again for a page before they show their copy, and what to set
	// on other hosts, as the command says.
	testtext.SaysEach(t, "the folder's .htaccess", string(testdir.Read(t, filepath.Join(dir, ".htaccess"))), `Header set Cache-Control "no-cache"`)
	testtext.SaysEach(t, "the folder's _headers", string(testdir.Read(t, filepath.Join(dir, "_headers"))), "/*\n  Cache-Control: no-cache\n")
	testtext.SaysEach(t, "export html", out, ".htaccess", "_headers", "add_header Cache-Control no-cache;")
	link := regexp.MustCompile(`(?:href|src|action)="([^"]*)"`)
	pages := 0
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		pages++
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		page := string(data)
		switch filepath.Base(path) {
		case ".htaccess", "_headers": // the web hosts' rules, read below
			return nil
		}
		if filepath.Ext(path) == ".pgn" {
			return nil
		}
		// No page follows the event: no live script, no refresh. Each
		// page's scripts (the one that asks the host whether the page is
		// the latest export, and the search's) are those its own policy
		// allows by hash (a hash's "+" written &#43;).
		if strings.Contains(page, "EventSource") || strings.Contains(page, `http-equiv="refresh"`) {
			t.Errorf("%s: a static page carries the live page's script or refresh", path)
		}
		if !regexp.MustCompile(`<meta http-equiv="Content-Security-Policy" content="default-src &#39;none&#39;; style-src &#39;sha256-[^"]*; script-src (?:&#39;sha256-(?:[^&]|&#43;)+&#39; ?)+; `).MatchString(page) || strings.Contains(page, "unsafe") {
			t.Errorf("%s: the page's scripts are not allowed by their hashes alone", path)
		}
		// Every link to a file of the site carries the export's mark.
		mark := regexp.MustCompile(`<html [^>]*data-v="([0-9a-z]+)"`).FindStringSubmatch(page)
		if mark == nil {
			t.Errorf("%s: the page carries no mark of its export", path)
			return nil
		}
		for _, m := range link.FindAllStringSubmatch(page, -1) {
			href := strings.SplitN(m[1], "#", 2)[0]
			if href == "data:," { // the empty icon, so that no browser asks for one
				continue
			}
			if !strings.HasPrefix(m[0], "action=") {
				var marked bool
				if href, marked = strings.CutSuffix(href, "?v="+mark[1]); !marked {
					t.Errorf("%s: link %q does not carry the export's mark", path, m[1])
				}
			}
			if strings.Contains(href, "//") || strings.HasPrefix(href, "/") || strings.Contains(href, "?") {
				t.Errorf("%s: link %q is not relative to the folder", path, m[1])
				continue
			}
			if _, err := os.Stat(filepath.Join(filepath.Dir(path), href)); err != nil {
				t.Errorf("%s: link %q leads nowhere", path, m[1])
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	// 6 pages and the search, 2 per round of the round robin's 11 (6
	// paired, the 5 others saying they are not paired yet), 12 players,
	// the PGN files of the 5 rounds played and of the event, in three
	// languages (the demo records no moves: no game has a page), and the
	// two web hosts' rules at the top. The command's count is the files' (it said "pages", PGN files
	// among them).
	if said := fmt.Sprintf("%d files written", pages); !strings.Contains(out, said) {
		t.Errorf("output %q, want %q", out, said)
	}
	if want := 3*(7+2*11+12+6) + 2; pages != want {
		t.Errorf("%d files, want %d", pages, want)
	}
	if code := Run([]string{"export", "html", file}, io.Discard, io.Discard); code != 2 {
		t.Errorf("export html without -o: exit %d, want 2", code)
	}
	if code := Run([]string{"export", "html", file, "-o", dir, "--lang", "ru"}, io.Discard, io.Discard); code != 2 {
		t.Errorf("export html --lang ru: exit %d, want 2", code)
	}
}

// pinVariable is the variable serve reads its unnamed deputy's PIN from.
const pinVariable = "ARBITER_VENUE_PIN"

// serveFor runs "arbiter serve" on a loopback port until the test ends it
// and returns the address it printed, what it prints (whole once stop
// has returned), what it writes to standard error and stop.
func serveFor(t *testing.T, args ...string) (string, *bytes.Buffer, *syncBuffer, func() int) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	old := UntilStopped
	UntilStopped = func() (context.Context, context.CancelFunc) { return ctx, cancel }
	t.Cleanup(func() { UntilStopped = old })
	r, w := io.Pipe()
	errOut := &syncBuffer{}
	code := make(chan int, 1)
	go func() {
		code <- Run(append([]string{"serve"}, args...), w, errOut)
		w.Close()
	}()
	line := make([]byte, 512)
	n, _ := r.Read(line)
	out := bytes.NewBuffer(append([]byte(nil), line[:n]...))
	copied := make(chan struct{})
	go func() { io.Copy(out, r); close(copied) }()
	m := regexp.MustCompile(`http://127\.0\.0\.1:\d+/`).FindString(string(line[:n]))
	if m == "" {
		cancel()
		t.Fatalf("serve printed %q, stderr %q", line[:n], errOut.String())
	}
	return m, out, errOut, func() int { cancel(); c := <-code; <-copied; return c }
}

// syncBuffer is serve's log as the test reads it while serve writes it.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// waitFor waits until serve's log has text, for as long as the test may
// run.
func (b *syncBuffer) waitFor(t *testing.T, text string) {
	t.Helper()
	for !strings.Contains(b.String(), text) {
		time.Sleep(20 * time.Millisecond)
	}
}

// statusOf asks for the page at url and returns its HTTP status; a request
// that gets no answer fails the test.
func statusOf(t *testing.T, url string) int {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp.StatusCode
}

// ARBITER_VENUE_PIN=12345 would open result entry to whoever tries the
// 100000 PINs of five digits: serve refuses it before anything listens.
func TestServeRefusesAShortPIN(t *testing.T) {
	file := demoFile(t)
	t.Setenv(pinVariable, "12345")
	if code, _, errOut := run(t, "serve", file, "--addr", "127.0.0.1:0"); code == 0 || !strings.Contains(errOut, "6 to 32 characters") {
		t.Errorf("serve with a PIN of 5 characters: %d, %q", code, errOut)
	}
}

// TestServeBesideTheWindowTakesResultsOnceItCloses: serve started while
// the window holds the file serves its pages and signs the deputies in;
// it says once, where it says where they sign in, that their results are
// not saved while the window holds it (it also said result entry was on), refuses one naming
// the window, and from the moment the window closes says so and takes
// it (it used to stay read-only for its whole life).
func TestServeBesideTheWindowTakesResultsOnceItCloses(t *testing.T) {
	file := demoFile(t)
	store.Program = store.Window
	window := testevent.Open(t, file) // the window holds the file
	t.Setenv(pinVariable, "246813")
	url, out, errOut, stop := serveFor(t, file, "--addr", "127.0.0.1:0")
	if code := statusOf(t, url+"standings.html"); code != 200 {
		t.Errorf("standings: %d", code)
	}
	phone, round := signedIn(t, url, "246813")
	if code, page, _ := phone.enter(round, false, "1-0"); code == http.StatusSeeOther || !strings.Contains(page, "the event’s file is open in the Arbiter window") {
		t.Errorf("a result beside the window: %d, the page does not name the window:\n%s", code, page)
	}
	window.Close()
	errOut.waitFor(t, "is no longer open in the window: arbiter serve takes the deputies’ results")
	if code, page, _ := phone.enter(round, false, "1-0"); code != http.StatusSeeOther {
		t.Errorf("a result after the window closed: %d\n%s", code, page)
	}
	stop()
	said := out.String() + errOut.String()
	if strings.Contains(said, "Result entry at the venue is on") || strings.Count(said, "is open in the Arbiter window") != 1 ||
		!strings.Contains(errOut.String(), "is open in the Arbiter window: a deputy’s result or a player’s check-in entered at the pages is not saved while it is open there, now or later (the page says so and asks for it to be given to the arbiter); arbiter serve takes them again once it is closed there. A deputy signs in with his PIN at "+url+"enter.html") {
		t.Errorf("serve beside the window said:\n%s", said)
	}
}

// TestServeSaysWhenItsFileIsRenamed: the file renamed while serve serves
// it is one serve can no longer follow (SQLite finds the changes made by
// the new name in a log serve does not read): serve says so in its log,
// with what to do, rather than serve its pages as they were without a word.
func TestServeSaysWhenItsFileIsRenamed(t *testing.T) {
	file := demoFile(t)
	url, _, errOut, stop := serveFor(t, file, "--addr", "127.0.0.1:0")
	defer stop()
	if code := statusOf(t, url+"standings.html"); code != 200 {
		t.Errorf("standings: %d", code)
	}
	if err := os.Rename(file, file+".renamed.arbiter"); err != nil {
		t.Fatal(err)
	}
	errOut.waitFor(t, "was renamed, moved or replaced while arbiter serve served it")
	if !strings.Contains(errOut.String(), "start it again with the file’s new name") {
		t.Errorf("serve does not say what to do:\n%s", errOut)
	}
}

// TestServeSaysOnlyInTheUsersLanguageWhenItsFileIsEmptied: the file
// emptied by another program while serve serves it, serve in Finnish or
// Estonian says so in the user's language, and only so: it printed the
// venue's failed reading raw on its console first ("venue: database disk
// image is malformed"), through the standard logger, whose lines the
// console shows among serve's own.
func TestServeSaysOnlyInTheUsersLanguageWhenItsFileIsEmptied(t *testing.T) {
	for lang, want := range map[string]string{
		"fi": "Toinen ohjelma tyhjensi, katkaisi tai kirjoitti tiedoston",
		"et": "Teine programm tühjendas, lühendas või kirjutas faili",
	} {
		t.Run(lang, func(t *testing.T) {
			t.Setenv("ARBITER_LANG", lang)
			logged := &syncBuffer{}
			log.SetOutput(logged)
			t.Cleanup(func() { log.SetOutput(os.Stderr) })
			file := demoFile(t)
			url, _, errOut, stop := serveFor(t, file, "--addr", "127.0.0.1:0")
			if code := statusOf(t, url+"standings.html"); code != 200 {
				t.Errorf("standings: %d", code)
			}
			if err := os.Truncate(file, 0); err != nil {
				t.Fatal(err)
			}
			errOut.waitFor(t, want)
			stop()
			for _, line := range strings.Split(strings.TrimSpace(logged.String()+errOut.String()), "\n") {
				if strings.Contains(line, "venue:") || strings.Contains(line, "database") || !strings.Contains(line, want) {
					t.Errorf("serve said on its console: %q", line)
				}
			}
		})
	}
}

// TestServeRefusesDeputiesOnceAnotherEventIsCopiedOverItsFile: another
// event's file (another demo, as long as the served one) copied in place
// over the one serve serves. A deputy's result was taken into the other
// event's pages; serve says on its console that the file was written
// over, refuses the result, and leaves the copy as it was.
func TestServeRefusesDeputiesOnceAnotherEventIsCopiedOverItsFile(t *testing.T) {
	// Another demo made afresh: demoFile's are copies of one, one event.
	file, other := demoFile(t), filepath.Join(t.TempDir(), "other.arbiter")
	runCLI(t, 0, "demo", other)
	t.Setenv(pinVariable, "246813")
	url, _, errOut, stop := serveFor(t, file, "--addr", "127.0.0.1:0")
	phone, round := signedIn(t, url, "246813")
	copied := testdir.Write(t, file, testdir.Read(t, other))
	errOut.waitFor(t, "was emptied, cut short or written over by another program while arbiter serve served it")
	if code, page, _ := phone.enter(round, false, "1-0"); code == http.StatusSeeOther {
		t.Errorf("a deputy's result after another event was copied over the file was taken:\n%s", page)
	}
	stop()
	if !bytes.Equal(testdir.Read(t, copied), testdir.Read(t, other)) {
		t.Error("the other event's file copied over the served one was written into")
	}
}

// TestServeServesAReadOnlyFile: a file on a read-only copy (a memory
// stick locked, a CD, a share the user may only read) is served, its
// pages read as the window's Publish view serves such a file, and serve
// says that no result is taken at the pages and what to do for that, as
// the entry page says to the deputies; it used to refuse to start at all.
func TestServeServesAReadOnlyFile(t *testing.T) {
	file := demoFile(t)
	testdir.ReadOnly(t, filepath.Dir(file))
	t.Setenv(pinVariable, "246813")
	url, out, errOut, stop := serveFor(t, file, "--addr", "127.0.0.1:0")
	if code := statusOf(t, url+"standings.html"); code != 200 {
		t.Errorf("standings: %d", code)
	}
	// A deputy who opens the entry is told why it is off, not sent to a
	// window that could not turn it on.
	phone := testphone.At(url, "")
	if _, page, _ := phone.Step(nil); !strings.Contains(page, "the event’s file cannot be written here") {
		t.Errorf("the entry page of a read-only file:\n%s", page)
	}
	if code := stop(); code != 0 {
		t.Errorf("serve ended with %d", code)
	}
	if !strings.Contains(errOut.String(), "cannot be written: its pages are served, and no result can be entered at them. To take the deputies’ results there, copy it to a folder you can write to and serve the copy.") {
		t.Errorf("serve does not say the file is read-only:\n%s", errOut)
	}
	if strings.Contains(out.String(), "enter.html") {
		t.Errorf("serve sends the deputies to an entry that takes nothing:\n%s", out)
	}
}

func TestServeTakesDeputiesResultsWhenNoWindowHoldsTheFile(t *testing.T) {
	file := demoFile(t)
	t.Setenv(pinVariable, "246813")
	url, out, _, stop := serveFor(t, file, "--addr", "127.0.0.1:0")
	if code := statusOf(t, url+"enter.html"); code != 200 {
		t.Errorf("result form: %d", code)
	}
	if code := stop(); code != 0 {
		t.Errorf("serve ended with %d", code)
	}
	// The pages link to the entry only on a signed-in phone: serve says
	// where the deputies sign in.
	if !strings.Contains(out.String(), "signs in with his PIN at "+url+"enter.html") {
		t.Errorf("serve does not say where the deputies sign in:\n%s", out)
	}
	w, err := store.Open(file)
	if err != nil {
		t.Fatalf("the file is not free after serve ended: %v", err)
	}
	w.Close()
}

// "arbiter serve A B" serves both files under a front page: it prints
// the front page's address and each section's, a deputy's sign-in page
// for the section whose file has one, and answers each section's pages
// under its folder; a file given twice is refused.
func TestServeSeveralFilesAsSections(t *testing.T) {
	open, junior := demoFile(t), demoFileAs(t, "Junior.arbiter")
	st := testevent.Open(t, junior)
	if _, err := st.AddDeputy(tournament.Deputy{Name: "Anna"}, true); err != nil {
		t.Fatal(err)
	}
	st.Close()
	base, out, _, stop := serveFor(t, open, junior, "--addr", "127.0.0.1:0")
	for path, status := range map[string]int{"": 200, "demo/standings.html": 200, "junior/round-1.html": 200, "standings.html": 404} {
		if got := statusOf(t, base+path); got != status {
			t.Errorf("%s: %d, want %d", path, got, status)
		}
	}
	if code := stop(); code != 0 {
		t.Errorf("serve ended with %d", code)
	}
	testtext.SaysEach(t, "serve", out.String(), "All sections at "+base, "at "+base+"demo/", "at "+base+"junior/", base+"junior/enter.html")
	if strings.Contains(out.String(), base+"demo/enter.html") {
		t.Error("serve offers sign-in on a section whose file has no deputy")
	}
	if code := Run([]string{"serve", open, open}, io.Discard, io.Discard); code != 2 {
		t.Errorf("serve of one file twice: exit %d, want 2", code)
	}
}

// ARBITER_VENUE_PIN is one unnamed deputy's PIN for one file: with
// several it would open every section's result entry to one PIN, so
// serve refuses it before anything listens and says each section's way,
// its own file's deputies, in the user's language.
func TestServeRefusesOnePINForSeveralSections(t *testing.T) {
	open, junior := demoFile(t), demoFileAs(t, "Junior.arbiter")
	t.Setenv(pinVariable, "24681357")
	for lang, want := range map[string]string{"en": "arbiter deputy add FILE NAME --pin", "fi": "arbiter deputy add TIEDOSTO NIMI --pin", "et": "arbiter deputy add FAIL NIMI --pin"} {
		t.Setenv("ARBITER_LANG", lang)
		var errOut strings.Builder
		if code := Run([]string{"serve", open, junior, "--addr", "127.0.0.1:0"}, io.Discard, &errOut); code != 2 || !strings.Contains(errOut.String(), want) || !strings.Contains(errOut.String(), pinVariable) {
			t.Errorf("%s: serve of two files with %s: exit %d, %q", lang, pinVariable, code, errOut.String())
		}
	}
}

// "arbiter export html A B -o DIR" writes one site of both: the front page
// at the top, each event in its folder.
func TestExportHTMLOfSeveralFiles(t *testing.T) {
	open, junior := demoFile(t), demoFileAs(t, "Junior.arbiter")
	dir := filepath.Join(t.TempDir(), "site")
	runCLI(t, 0, "export", "html", open, junior, "-o", dir, "--lang", "et")
	for _, f := range []string{"index.html", "search.html", "demo/index.html", "junior/standings.html", "fi/junior/index.html"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Error(err)
		}
	}
	index, _ := os.ReadFile(filepath.Join(dir, "index.html"))
	if !strings.Contains(string(index), `<a href="junior/index.html?v=`) || !strings.Contains(string(index), "Turniirid") {
		t.Error("the front page does not list the junior in Estonian")
	}
	if code := Run([]string{"export", "pgn", open, junior}, io.Discard, io.Discard); code != 2 {
		t.Errorf("export pgn of two files: exit %d, want 2", code)
	}
}

// The deputies are kept as "arbiter deputy" leaves them while serve runs:
// a deputy removed beside the server is signed out at his next request and
// his PIN opens nothing, a deputy added signs in at once, and a result
// entered meanwhile is in the file. Serve holds the file only for the
// moment of a result.
func TestDeputiesChangeWhileServing(t *testing.T) {
	file := demoFile(t)
	first := addDeputy(t, file, "Liisa Kask")
	url0, _, errOut, stopServe := serveFor(t, file, "--addr", "127.0.0.1:0")
	var once sync.Once
	stopped := 0
	stop := func() int { once.Do(func() { stopped = stopServe() }); return stopped }
	defer stop()
	phone := deputyPhone{testphone.At(url0, "")}
	if code := phone.signIn(first); code != http.StatusSeeOther {
		t.Fatalf("sign-in: %d", code)
	}
	// A result, through the form, the confirmation and the save.
	_, page, _ := phone.Step(nil)
	round, board, ok := testphone.FirstOpenBoard(page)
	if !ok {
		t.Fatalf("no open board to enter:\n%s", page)
	}
	if code, page, err := phone.Enter(page, round, board, "1-0"); code != http.StatusSeeOther {
		t.Fatalf("check and save: %d %v\n%s", code, err, page)
	}
	// The file is free between results: the deputy is removed beside the
	// server, and a second one added.
	runCLI(t, 0, "deputy", "remove", file, "Liisa Kask")
	second := addDeputy(t, file, "Mart Tamm")
	if code, page, _ := phone.Step(nil); code != http.StatusOK || !strings.Contains(page, `name="pin"`) {
		t.Errorf("the removed deputy's phone is still signed in: %d", code)
	}
	if code := phone.signIn(first); code != http.StatusForbidden {
		t.Errorf("the removed deputy's PIN: %d, want 403", code)
	}
	if code := phone.signIn(second); code != http.StatusSeeOther {
		t.Errorf("the deputy added while serving cannot sign in: %d", code)
	}
	if code := stop(); code != 0 || len(errOut.String()) > 0 {
		t.Errorf("serve ended with %d: %s", code, errOut)
	}
	ev, err := loadEvent(file)
	if err != nil {
		t.Fatal(err)
	}
	if p, err := ev.FindPairing(round, board); err != nil || p.Result != tournament.WhiteWins {
		t.Errorf("round %d board %d in the file: %v %v", round, board, p.Result, err)
	}
}

// A withdrawn player's page says he withdrew and after which round, as
// the pairings and standings do: it listed his games and stopped.
func TestExportHTMLPlayerPageSaysWithdrawn(t *testing.T) {
	ev := testevent.Swiss(t, 12, 5, false)
	file := testevent.EventFile(t, ev)
	dir := filepath.Join(t.TempDir(), "site")
	runCLI(t, 0, "export", "html", file, "-o", dir, "--lang", "en")
	gone := 0
	for _, p := range ev.Players {
		page := testdir.Read(t, filepath.Join(dir, fmt.Sprintf("player-%d.html", p.ID)))
		said := strings.Contains(html.UnescapeString(string(page)), fmt.Sprintf("%s withdrew after round %d.", p.Name, p.WithdrawnAfter))
		if said != p.Withdrawn() {
			t.Errorf("%s (withdrawn after %d): the page says he withdrew: %v", p.Name, p.WithdrawnAfter, said)
		}
		if p.Withdrawn() {
			gone++
		}
	}
	if gone == 0 {
		t.Fatal("the event has no withdrawn player to look at")
	}
}

// TestServeOfATeamEventBesideTheWindowSaysNoResultsWait: a team event's
// boards are entered in the window, never at the pages, so serve of one
// has no deputies' results to keep waiting for the window. Started while
// the window held the team Swiss, it said the deputies' results waited
// until the window closed (beside its line that the pages take none),
// and when the window let the file go, that it took them from then on.
// The file renamed after the window closed is serve's next line, said
// after its watch saw the window go.
func TestServeOfATeamEventBesideTheWindowSaysNoResultsWait(t *testing.T) {
	file := newTeamLeague(t)
	store.Program = store.Window
	window := testevent.Open(t, file)
	url, out, errOut, stop := serveFor(t, file, "--addr", "127.0.0.1:0")
	defer stop()
	if code := statusOf(t, url+"standings.html"); code != 200 {
		t.Errorf("standings: %d", code)
	}
	window.Close()
	if err := os.Rename(file, file+".renamed.arbiter"); err != nil {
		t.Fatal(err)
	}
	errOut.waitFor(t, "was renamed, moved or replaced while arbiter serve served it")
	said := out.String() + errOut.String()
	if !strings.Contains(said, "Matches and results") || strings.Contains(said, "open in the Arbiter window") || strings.Contains(said, "no longer open in the window") {
		t.Errorf("serve of a team event beside the window said:\n%s", said)
	}
}

// TestServeRecordsItsOpenUntilStopped: a copy of the event's file opened
// while arbiter serve serves the original names the original, as beside
// the window (serve too keeps its file open for long, and the deputies'
// results went to the original without a word), and once serve is
// stopped, by Ctrl+C or by SIGTERM, the copy names nothing: serve took
// its record with it.
func TestServeRecordsItsOpenUntilStopped(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	testevent.AsProgram(t, "result")
	original, err := filepath.EvalSymlinks(demoFile(t))
	if err != nil {
		t.Fatal(err)
	}
	copied := filepath.Join(t.TempDir(), filepath.Base(original))
	testdir.Write(t, copied, testdir.Read(t, original))
	elsewhere := func() []string {
		st, err := store.Open(copied)
		if err != nil {
			t.Fatal(err)
		}
		defer st.Close()
		return st.OpenElsewhere()
	}
	for _, stop := range []os.Signal{os.Interrupt, syscall.SIGTERM} {
		serve := soakProgram("arbiter", "serve", original, "--addr", "127.0.0.1:0")
		serveErr := &strings.Builder{}
		serve.Stderr = serveErr
		testprogram.Serve(t, serve)
		if got := elsewhere(); !slices.Equal(got, []string{original}) {
			t.Errorf("the copy opened while serve serves the original names %q, want %s", got, original)
		}
		serve.Process.Signal(stop)
		if err, ok := testprogram.Await(serve, testprogram.EndWithin); !ok || err != nil {
			t.Fatalf("serve, sent %v: ended of itself %v, with %v: %s", stop, ok, err, serveErr.String())
		}
		if got := elsewhere(); len(got) != 0 {
			t.Errorf("the copy opened after serve was stopped by %v names %q", stop, got)
		}
	}
}

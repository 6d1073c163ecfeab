package venue_test

import (
	"bufio"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"arbiter/i18n"
	"arbiter/internal/testdir"
	"arbiter/internal/testevent"
	"arbiter/internal/testphone"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/seats"
	"arbiter/tournament/store"
	"arbiter/venue"
	"arbiter/words"
)

// juniorName is the junior section's event name: markup, as a hostile
// name would be.
const juniorName = `Junior <i>RR</i> & "U12"`

// juniorEvent makes a second event beside newEvent's: a four-player round
// robin with a player of its own (Zofia Nuori), one whose name is an
// attribute's attack, round 1 paired; a copy of the one made once a run.
func juniorEvent(t *testing.T) string {
	t.Helper()
	return testdir.Made(t, t.TempDir(), "Junior <U12>.arbiter", "juniorEvent", func(file string) {
		runCLI(t, "new", file, "--name", juniorName, "--site", "Tallinn", "--system", "round-robin", "--lang", "en")
		for _, name := range []string{"Zofia Nuori", `x" onmouseover="alert(1)`, "Pekka Nuori", "Eero Ek"} {
			runCLI(t, "player", "add", file, "--name", name)
		}
		runCLI(t, "draw", file, "--seed", "3")
		runCLI(t, "pair", file)
	})
}

// venueOf serves files together on a loopback port, each section's
// deputies' entry through the writer at the same index of writers (nil:
// none), and returns the base URL.
func venueOf(t *testing.T, files []string, writers []*store.Store) string {
	t.Helper()
	base, _ := venueServers(t, files, writers)
	return base
}

// venueServers is venueOf with the sections' servers.
func venueServers(t *testing.T, files []string, writers []*store.Store) (string, []*venue.Server) {
	t.Helper()
	v, srvs := newVenue(t, files, writers)
	return listen(t, v.ListenAndServe), srvs
}

// newVenue is the venue of files, as venueOf serves it, and its sections'
// servers.
func newVenue(t *testing.T, files []string, writers []*store.Store) (*venue.Venue, []*venue.Server) {
	t.Helper()
	var secs []venue.Section
	var srvs []*venue.Server
	for i, file := range files {
		var w *store.Store
		if i < len(writers) {
			w = writers[i]
		}
		srv := testServer(t, file, w)
		secs, srvs = append(secs, venue.Section{Slug: venue.Slugs(files)[i], Server: srv}), append(srvs, srv)
	}
	v, err := venue.NewVenue(secs)
	if err != nil {
		t.Fatal(err)
	}
	return v, srvs
}

// A section's folder is its file's name made safe for an address: a
// name of markup or of another script's letters, a name taken or a
// language's folder or an address of the venue's own is never one.
func TestSectionFoldersAreSafeAndDistinct(t *testing.T) {
	got := venue.Slugs([]string{"/x/<script>alert(1)</script>.arbiter", "Open.arbiter", "b/open.arbiter", "fi.arbiter", "Äö.arbiter", "../../etc.arbiter", "Events.arbiter", "rev.arbiter"})
	want := []string{"script", "open", "open-2", "fi-2", "event", "etc", "events-2", "rev-2"}
	if !slices.Equal(got, want) {
		t.Errorf("folders %q, want %q", got, want)
	}
}

// The front page lists both sections, each named as its file names it
// and escaped, in every language; each section's pages are its own under
// its folder and link up to the front; the venue answers nothing else.
func TestTheFrontPageListsTheSectionsInEveryLanguage(t *testing.T) {
	fOpen, fJunior := newEvent(t, "round-robin"), juniorEvent(t)
	base := venueOf(t, []string{fOpen, fJunior}, nil)
	for _, c := range []struct{ lang, title, all string }{
		{"en", "Sections", "All sections"}, {"fi", "Ryhmät", "Kaikki ryhmät"}, {"et", "Turniirid", "Kõik turniirid"},
	} {
		code, page := get(t, base+"/?lang="+c.lang)
		if code != 200 {
			t.Fatalf("%s: the front page: %d", c.lang, code)
		}
		if cat := i18n.For(i18n.Lang(c.lang)); cat.T("sections.title") != c.title || cat.T("sections.nav.all") != c.all {
			t.Errorf("%s: the catalogue says %q, %q", c.lang, cat.T("sections.title"), cat.T("sections.nav.all"))
		}
		testtext.SaysEach(t, c.lang+": the front page", page, `<html lang="`+c.lang+`" data-rev=`, "<h2>"+c.title+"</h2>", `<a href="venue/">`+escapeName(`Kevät & "Open" <2026>`)+"</a>",
			`<a href="junior-u12/">`+escapeName(juniorName)+"</a>", `src="qr.png"`, `href="wall.html"`)
		if strings.Contains(page, "<i>") || strings.Contains(page, "<2026>") {
			t.Errorf("%s: a name is markup on the front page", c.lang)
		}
	}
	_, standings := get(t, base+"/junior-u12/standings.html?lang=et")
	if !strings.Contains(standings, `<a href="../">Kõik turniirid</a>`) || !strings.Contains(standings, escapeName(`x" onmouseover="alert(1)`)) {
		t.Error("a section's standings do not link up to the front page, or show a name as markup")
	}
	for path, status := range map[string]int{
		"/venue": http.StatusMovedPermanently, "/venue/": 200, "/venue/standings.html": 200, "/junior-u12/round-1.html": 200,
		"/junior-u12/round-2.html": 200, "/junior-u12/round-4.html": 404, "/standings.html": 404, "/other/index.html": 404, "/venue/../junior-u12/": 404,
		"/" + filepath.Base(fOpen): 404, "/qr.png": 200, "/wall-99.html": http.StatusSeeOther, "/wall-01.html": 404,
	} {
		if code, _ := get(t, base+path); code != status {
			t.Errorf("%s: %d, want %d", path, code, status)
		}
	}
	// Refused in the reader's language, as by one event's server.
	req, _ := http.NewRequest(http.MethodPost, base+"/", strings.NewReader("x=1"))
	req.Header.Set("Accept-Language", "fi")
	if a := do(t, http.DefaultClient, req); a.status != http.StatusMethodNotAllowed || !strings.Contains(a.page, i18n.For(i18n.Finnish).T("venue.err.method")) {
		t.Errorf("POST to the front page: %d %q", a.status, a.page)
	}
	req, _ = http.NewRequest(http.MethodGet, base+"/qr.png", nil)
	req.Host = "evil.example"
	req.Header.Set("Accept-Language", "et")
	if a := do(t, http.DefaultClient, req); a.status != http.StatusBadRequest || !strings.Contains(a.page, i18n.For(i18n.Estonian).T("venue.err.host")) {
		t.Errorf("the QR code of another site's name: %d %q", a.status, a.page)
	}
}

// One search finds the players of both sections, each linked to his page
// in his section, which opens, a withdrawn one marked and the mark
// explained as on his section's pages.
func TestOneSearchFindsThePlayersOfEverySection(t *testing.T) {
	fOpen, fJunior := newEvent(t, "round-robin"), juniorEvent(t)
	withdrawPekka(t, fOpen)
	base := venueOf(t, []string{fOpen, fJunior}, nil)
	_, page := get(t, base+"/search.html?q=pekka")
	cat := i18n.For(i18n.English)
	if seen := input.Collapse(text(page)); !strings.Contains(seen, "Äijälä, Pekka "+cat.T("print.mark.withdrawn")) ||
		strings.Count(seen, cat.T("print.mark.withdrawn")) != 2 || !strings.Contains(seen, words.WithdrawnLegend(cat, "print.legend.withdrawn")) {
		t.Errorf("the search for pekka does not mark Pekka Äijälä, who withdrew, once and explain it:\n%s", seen)
	}
	links := regexp.MustCompile(`href="((?:venue|junior-u12)/player-\d+\.html)"`).FindAllStringSubmatch(page, -1)
	var got []string
	for _, l := range links {
		got = append(got, l[1])
		if code, p := get(t, base+"/"+l[1]); code != 200 || !strings.Contains(p, "Pekka") {
			t.Errorf("%s: %d", l[1], code)
		}
	}
	if len(got) != 2 || !strings.HasPrefix(got[0], "venue/") || !strings.HasPrefix(got[1], "junior-u12/") {
		t.Errorf("a search for pekka links %q, want Pekka Äijälä in the open and Pekka Nuori in the junior", got)
	}
	if _, p := get(t, base+"/search.html?q=zofia"); !strings.Contains(p, "Zofia") || strings.Contains(p, "Äijälä") {
		t.Error("a search for zofia does not find the junior's player alone")
	}
	if _, p := get(t, base+"/search.html?q="+url.QueryEscape(`<script>`)); strings.Contains(p, "<script>alert") || !strings.Contains(p, escapeName(hostile)) {
		t.Error("the search for the hostile name shows it as markup, or not at all")
	}
	if _, p := get(t, base+"/search.html?q=nobody"); !strings.Contains(text(p), "No player’s number or name has “nobody” in it.") {
		t.Error("a search that finds no one does not say so")
	}
}

// wallMains are the wall's pages from first on, each page's main part,
// following each page's refresh to the next until it comes back.
func wallMains(t *testing.T, base, first string) (mains, headings []string) {
	t.Helper()
	next := regexp.MustCompile(`content="\d+; url=([^"]+)"`)
	main := regexp.MustCompile(`(?s)<main.*</main>`)
	head := regexp.MustCompile(`<h1[^>]*>(.*?)</h1><h2[^>]*>(.*?)</h2>`)
	at := first
	for range 50 {
		code, page := get(t, base+at)
		if code != 200 {
			t.Fatalf("%s: %d", at, code)
		}
		mains = append(mains, main.FindString(page))
		if h := head.FindStringSubmatch(page); h != nil {
			headings = append(headings, h[1]+" / "+h[2])
		}
		m := next.FindStringSubmatch(page)
		if m == nil {
			t.Fatalf("%s turns to no page", at)
		}
		at = strings.TrimSuffix(first, "wall.html") + m[1]
		if m[1] == "wall.html" {
			return mains, headings
		}
	}
	t.Fatal("the wall never comes back to its first page")
	return nil, nil
}

// The venue's wall turns through every section's wall in turn, each
// part as the section's own wall shows it, so that no board of either is
// left out, each named with its event.
func TestTheWallTurnsThroughEverySection(t *testing.T) {
	fOpen, fJunior := newEvent(t, "round-robin"), juniorEvent(t)
	base := venueOf(t, []string{fOpen, fJunior}, nil)
	a, _ := wallMains(t, base, "/venue/wall.html")
	b, _ := wallMains(t, base, "/junior-u12/wall.html")
	all, headings := wallMains(t, base, "/wall.html")
	if !slices.Equal(all, append(a, b...)) {
		t.Errorf("the venue's wall is %d pages, not the open's %d and the junior's %d in turn", len(all), len(a), len(b))
	}
	if len(headings) != len(all) || !strings.HasPrefix(headings[0], escapeName(`Kevät & "Open" <2026>`)) || !strings.HasPrefix(headings[len(a)], escapeName(juniorName)) {
		t.Errorf("the wall's headings %q do not name each section", headings)
	}
	ev := testevent.Read(t, fJunior)
	for _, p := range ev.Rounds[0].Pairings {
		w, _ := ev.Player(p.White)
		if !slices.ContainsFunc(all, func(m string) bool { return strings.Contains(m, escapeName(w.Name)) }) {
			t.Errorf("the junior's %s is on no page of the wall", w.Name)
		}
	}
}

// A deputy of one section signs in there and only there: his sign-in is
// the section's, and on the other section he is a stranger whose PIN is
// wrong and who can save nothing.
func TestADeputyOfOneSectionIsRefusedOnTheOther(t *testing.T) {
	fOpen, fJunior := newEvent(t, "round-robin"), juniorEvent(t)
	writers, pins := sectionDeputies(t, fOpen, fJunior)
	base := venueOf(t, []string{fOpen, fJunior}, writers)
	a, b := base+"/venue", base+"/junior-u12"
	c := testphone.New("127.0.0.9")
	in := signIn(t, c, a, pins[0])
	if in.status != http.StatusSeeOther || in.location != "/venue/enter.html" {
		t.Fatalf("sign-in on the open: %d to %q: %s", in.status, in.location, grepMsg(in.text))
	}
	if len(in.cookies) != 1 || in.cookies[0].Path != "/venue/" {
		t.Fatalf("the sign-in's cookie %v is not the section's", in.cookies)
	}
	if save, _ := enter(t, c, a, "3", "1-0"); save.status != http.StatusSeeOther {
		t.Fatalf("the open's deputy enters on the open: %d %s", save.status, grepMsg(save.text))
	}
	// On the junior's pages he is not signed in: the entry page asks for
	// a PIN, his is wrong there, and a result sent with the junior's
	// own form is refused.
	if page := open(t, c, b, "/enter.html"); !strings.Contains(page.page, `name="pin"`) {
		t.Error("the junior's entry page takes the open's deputy as signed in")
	}
	tok := open(t, c, b, "/enter.html").token()
	if got := send(t, c, b, form, url.Values{"step": {"signin"}, "token": {tok}, "pin": {pins[0]}}.Encode()); got.status != http.StatusForbidden {
		t.Errorf("the open's PIN on the junior: %d", got.status)
	}
	tok = open(t, c, b, "/enter.html").token()
	if got := send(t, c, b, form, result("save", tok, "1", "1", "1-0")); got.status != http.StatusForbidden {
		t.Errorf("a result on the junior from the open's deputy: %d", got.status)
	}
	if r := resultOf(t, writers[1], 1, 1); r != tournament.NoResult {
		t.Errorf("the junior's board 1 is %v", r)
	}
	// The junior's deputy signs in there beside, and the open's session
	// stays.
	if in := signIn(t, c, b, pins[1]); in.status != http.StatusSeeOther || in.location != "/junior-u12/enter.html" {
		t.Errorf("the junior's own deputy: %d to %q", in.status, in.location)
	}
	if page := open(t, c, a, "/enter.html"); strings.Contains(page.page, `name="pin"`) {
		t.Error("signing in on the junior signed the device out of the open")
	}
}

// sectionDeputies gives each file's writer a deputy with a PIN.
func sectionDeputies(t *testing.T, files ...string) ([]*store.Store, []string) {
	t.Helper()
	var writers []*store.Store
	var pins []string
	for _, f := range files {
		w := testevent.Open(t, f)
		pin, err := w.AddDeputy(tournament.Deputy{Name: deputyName + " " + filepath.Base(f)}, true)
		if err != nil {
			t.Fatal(err)
		}
		writers, pins = append(writers, w), append(pins, pin)
	}
	return writers, pins
}

// The front page follows every section's changes as an event's pages
// follow its own: it carries the venue's revision and its tag, the
// venue's update stream tells it of a result in the junior within two
// seconds, asked with its tag it is answered 304 while the change does
// not touch it (a result) and whole once it does (the junior's next
// round paired); the stream and the revision take GET and HEAD only and
// have nothing under them.
func TestTheFrontPageFollowsEverySection(t *testing.T) {
	fOpen, fJunior := newEvent(t, "round-robin"), juniorEvent(t)
	base := venueOf(t, []string{fOpen, fJunior}, nil)
	_, rev := get(t, base+"/rev")
	resp, page := fetch(t, base+"/")
	etag := resp.Header.Get("ETag")
	if !strings.Contains(string(page), `data-rev="`+rev+`"`) || !strings.Contains(string(page), `data-tag="`+strings.Trim(etag, `"`)+`"`) ||
		!strings.Contains(string(page), `<noscript><meta http-equiv="refresh"`) || resp.Header.Get("Cache-Control") != "no-cache" {
		t.Fatalf("the front page does not follow changes (revision %s, tag %s):\n%s", rev, etag, page)
	}
	if code, _ := get(t, base+"/", "If-None-Match", etag); code != http.StatusNotModified {
		t.Errorf("the front page asked with its tag: %d", code)
	}
	stream := openStream(t, base+"/events?since="+rev)
	defer stream.Body.Close()
	sent := make(chan string, 4)
	go func() {
		r := bufio.NewReader(stream.Body)
		for {
			line, err := r.ReadString('\n')
			if err != nil {
				close(sent)
				return
			}
			if v, ok := strings.CutPrefix(strings.TrimSpace(line), "data: "); ok {
				sent <- v
			}
		}
	}()
	runCLI(t, "result", fJunior, "--round", "1", "--board", "1", "1-0")
	select {
	case r := <-sent:
		if r == rev || r == "" {
			t.Fatalf("the stream sent %q after the junior's result (was %s)", r, rev)
		}
		if _, now := get(t, base+"/rev"); now != r {
			t.Errorf("the stream sent %s, the revision is %s", r, now)
		}
	case <-time.After(time.Minute): // only a stream that never tells
		t.Fatal("the front page's stream told nothing within a minute of the junior's result")
	}
	if code, _ := get(t, base+"/", "If-None-Match", etag); code != http.StatusNotModified {
		t.Errorf("the front page after a result it does not show: %d, want 304", code)
	}
	runCLI(t, "result", fJunior, "--round", "1", "--board", "2", "0-1")
	runCLI(t, "pair", fJunior)
	followed(t, "the front page is not answered whole (200) after the junior's round 2 was paired", func() bool {
		code, _ := get(t, base+"/", "If-None-Match", etag)
		return code == 200
	})
	for _, c := range []struct {
		method, path string
		status       int
	}{{"POST", "/events", http.StatusMethodNotAllowed}, {"PUT", "/rev", http.StatusMethodNotAllowed}, {"HEAD", "/events", 200},
		{"GET", "/events/x", 404}, {"GET", "/rev/", 404}, {"GET", "/rev?since=-1", 200}} {
		req, _ := http.NewRequest(c.method, base+c.path, nil)
		if got := do(t, http.DefaultClient, req).status; got != c.status {
			t.Errorf("%s %s: %d, want %d", c.method, c.path, got, c.status)
		}
	}
}

// A guesser's wrong PINs are counted across the venue, not a section at a
// time: the quarter hour's limit reached at the open holds at the junior,
// venue.MaxWrong in all, sent half to each, lock the device out of both,
// right PIN or not, the window is told once; the chief's unlock through
// the other section's file (arbiter deputy unlock JUNIOR --address) lets
// it in again everywhere.
func TestAGuesserCountsAtTheWholeVenue(t *testing.T) {
	fOpen, fJunior := newEvent(t, "round-robin"), juniorEvent(t)
	writers, pins := sectionDeputies(t, fOpen, fJunior)
	base, srvs := venueServers(t, []string{fOpen, fJunior}, writers)
	a, b := base+"/venue", base+"/junior-u12"
	c := testphone.New("127.0.0.40")
	for i := range venue.MaxWrong {
		at := a
		if i >= venue.MaxWrong/2 {
			at = b
		}
		if i == venue.MaxWrong/2 {
			// The open's quarter hour of guesses holds at the junior.
			if got := signIn(t, c, b, "00000000"); got.status != http.StatusTooManyRequests {
				t.Fatalf("a guess at the junior after %d at the open: %d, want the quarter hour's limit", i, got.status)
			}
			venue.ForgetRecentGuesses(srvs[0])
		}
		if got := signIn(t, c, at, "00000000"); got.status != http.StatusForbidden {
			t.Fatalf("wrong PIN %d: %d %s", i+1, got.status, grepMsg(got.text))
		}
	}
	venue.ForgetRecentGuesses(srvs[1])
	for i, at := range []string{a, b} {
		if got := signIn(t, c, at, pins[i]); got.status != http.StatusLocked {
			t.Errorf("the right PIN at %s after %d wrong at the venue: %d, want locked out", at, venue.MaxWrong, got.status)
		}
	}
	if !srvs[0].PINsLocked() || !srvs[1].PINsLocked() {
		t.Error("a section's window is not told that a device is locked out")
	}
	if err := writers[1].UnlockDeputySignIn("127.0.0.40"); err != nil {
		t.Fatal(err)
	}
	if got := signIn(t, c, a, pins[0]); got.status != http.StatusSeeOther {
		t.Errorf("the open's deputy after the chief's unlock through the junior's file: %d %s", got.status, grepMsg(got.text))
	}
	if got := signIn(t, c, b, pins[1]); got.status != http.StatusSeeOther {
		t.Errorf("the junior's deputy after the chief's unlock: %d %s", got.status, grepMsg(got.text))
	}
}

// A venue of one file is that event's server at the top, at today's
// addresses.
func TestAVenueOfOneFileServesItAtTheTop(t *testing.T) {
	file := newEvent(t, "round-robin")
	base := venueOf(t, []string{file}, nil)
	for path, status := range map[string]int{"/": 200, "/standings.html": 200, "/wall.html": 200, "/venue/": 404} {
		if code, _ := get(t, base+path); code != status {
			t.Errorf("%s: %d, want %d", path, code, status)
		}
	}
	if _, page := get(t, base+"/standings.html"); strings.Contains(page, `href="../"`) {
		t.Error("an event served alone links up to a front page")
	}
}

// The static site of two events: the front page and the search at the
// top of each language's folder, each section's pages in its folder,
// every link relative and leading to a file of the site, never a folder
// (opened from the disk, a folder is no page: links read "venue/" and
// "../"); exported again over itself.
func TestExportOfSeveralEventsIsOneSite(t *testing.T) {
	fOpen, fJunior := newEvent(t, "round-robin"), juniorEvent(t)
	var secs []venue.ExportSection
	for i, f := range []string{fOpen, fJunior} {
		secs = append(secs, venue.ExportSection{Slug: venue.Slugs([]string{fOpen, fJunior})[i], Event: testevent.Read(t, f)})
	}
	dir := filepath.Join(t.TempDir(), "site")
	for range 2 {
		if _, err := venue.ExportSections(secs, dir, i18n.Finnish); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{"index.html", "search.html", "en/index.html", "et/search.html", "venue/standings.html",
		"junior-u12/round-1.html", "en/junior-u12/standings.html", "et/venue/player-1.html"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Error(err)
		}
	}
	link := regexp.MustCompile(`(?:href|src|action)="([^"]*)"`)
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		// A PGN's tags hold the names as written: it is not markup.
		if err != nil || d.IsDir() || filepath.Ext(path) == ".pgn" {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		page := regexp.MustCompile(`(?s)<script.*?</script>`).ReplaceAllString(unmarked(string(data)), "")
		if strings.Contains(page, "<i>") || strings.Contains(page, "<2026>") {
			t.Errorf("%s: an event's name is markup", path)
		}
		for _, m := range link.FindAllStringSubmatch(page, -1) {
			href := strings.SplitN(m[1], "#", 2)[0]
			if href == "data:," {
				continue
			}
			if strings.Contains(href, "//") || strings.HasPrefix(href, "/") || strings.Contains(href, "?") {
				t.Errorf("%s: link %q is not relative", path, m[1])
			} else if fi, err := os.Stat(filepath.Join(filepath.Dir(path), href)); err != nil || fi.IsDir() {
				t.Errorf("%s: link %q leads to no page", path, m[1])
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	front, _ := os.ReadFile(filepath.Join(dir, "et", "index.html"))
	if !strings.Contains(string(front), "<h2>Turniirid</h2>") || !strings.Contains(unmarked(string(front)), `href="../index.html" hreflang="fi"`) {
		t.Error("the Estonian front page is not in Estonian, or does not switch to the Finnish one")
	}
	search, _ := os.ReadFile(filepath.Join(dir, "search.html"))
	testtext.SaysEach(t, "the site's search", string(search), `"s":"junior-u12/"`, `"s":"venue/"`, `Zofia`)
}

// withdrawPekka withdraws Pekka Äijälä of newEvent's file after round 1.
func withdrawPekka(t *testing.T, file string) {
	t.Helper()
	for _, p := range testevent.Read(t, file).Players {
		if p.Name == "Pekka Äijälä" {
			runCLI(t, "player", "withdraw", file, "--id", strconv.FormatInt(p.ID, 10), "--after-round", "1")
			return
		}
	}
	t.Fatal("no Pekka Äijälä")
}

// The static site's search across the sections, run by Chromium from the
// disk, finds the players the served venue's search finds, each linked
// into his section's folder, a withdrawn one marked.
func TestTheExportedSearchAcrossSectionsFindsWhatTheVenueFinds(t *testing.T) {
	fOpen, fJunior := newEvent(t, "round-robin"), juniorEvent(t)
	withdrawPekka(t, fOpen)
	files := []string{fOpen, fJunior}
	base := venueOf(t, files, nil)
	var secs []venue.ExportSection
	for i, f := range files {
		secs = append(secs, venue.ExportSection{Slug: venue.Slugs(files)[i], Event: testevent.Read(t, f)})
	}
	dir := filepath.Join(t.TempDir(), "site")
	if _, err := venue.ExportSections(secs, dir, i18n.English); err != nil {
		t.Fatal(err)
	}
	d := newDevtools(t, 390, 844)
	// A row is the player's link and what follows it, his withdrawn mark.
	rows := regexp.MustCompile(`<a href="((?:venue|junior-u12)/player-[0-9]+\.html)">[^<]*</a>([^<]*)`)
	found := func(doc string) (out []string) {
		for _, m := range rows.FindAllStringSubmatch(doc, -1) {
			out = append(out, m[1]+m[2])
		}
		slices.Sort(out)
		return out
	}
	for _, q := range []string{"pekka", "nuori", "onmouseover", "script", "nobody"} {
		_, served := get(t, base+"/search.html?q="+url.QueryEscape(q), "Accept-Language", "en")
		doc := d.document(t, "file://"+filepath.Join(dir, "search.html")+"?q="+url.QueryEscape(q))
		want, got := found(served), found(doc)
		if !slices.Equal(got, want) {
			t.Errorf("%q: the site finds %q, the venue %q", q, got, want)
		}
		if q == "pekka" && (len(got) != 2 || !strings.HasSuffix(got[1], words.WithdrawnMark(i18n.For(i18n.English), true))) {
			t.Errorf("pekka finds %q, want one in each section, the open's marked", got)
		}
	}
}

// The venue's search across its sections finds a team section's players
// too, each with his team and his boards, which lead into the team
// section's folder, served and exported alike: it passed over them.
func TestTheVenuesSearchFindsATeamSectionsPlayer(t *testing.T) {
	fOpen, fTeam := newEvent(t, "round-robin"), teamFile(t)
	ev := testevent.Read(t, fTeam)
	tm := ev.Teams[0]
	p, _ := ev.Player(tm.Players[0])
	family := strings.ToLower(p.Name[strings.LastIndex(p.Name, " ")+1:])
	files := []string{fOpen, fTeam}
	slugs := venue.Slugs(files)
	base := venueOf(t, files, nil)
	team := fmt.Sprintf("%d. %s", seats.TeamNumbers(ev)[tm.ID], tm.Name)
	cat := i18n.For(i18n.English)
	board := regexp.MustCompile(`<a href="(` + regexp.QuoteMeta(slugs[1]) + `/round-\d+\.html)">`)
	boards := func(doc string) (out []string) {
		for _, m := range board.FindAllStringSubmatch(doc, -1) {
			out = append(out, m[1])
		}
		slices.Sort(out)
		return out
	}
	_, served := get(t, base+"/search.html?q="+url.QueryEscape(family), "Accept-Language", "en")
	seen := input.Collapse(text(served))
	testtext.SaysEach(t, fmt.Sprintf("the venue's search for %q", family), seen, p.FamilyFirst(), team, cat.T("print.col.round-n", "n", 1)+" "+cat.T("teams.cli.board", "board", 1))
	want := boards(served)
	if len(want) == 0 {
		t.Fatalf("the venue's search for %q links no board of the team section", family)
	}
	for _, l := range want {
		if code, _ := get(t, base+"/"+l); code != 200 {
			t.Errorf("%s: %d", l, code)
		}
	}
	var secs []venue.ExportSection
	for i, f := range files {
		secs = append(secs, venue.ExportSection{Slug: slugs[i], Event: testevent.Read(t, f)})
	}
	dir := filepath.Join(t.TempDir(), "site")
	if _, err := venue.ExportSections(secs, dir, i18n.English); err != nil {
		t.Fatal(err)
	}
	d := newDevtools(t, 360, 740)
	doc := d.document(t, "file://"+filepath.Join(dir, "search.html")+"?q="+url.QueryEscape(family))
	if got := boards(doc); !slices.Equal(got, want) {
		t.Errorf("the site's search for %q links %q, the venue's %q", family, got, want)
	}
	for _, l := range boards(doc) {
		if _, err := os.Stat(filepath.Join(dir, l)); err != nil {
			t.Error(err)
		}
	}
	found := strings.Join(regexp.MustCompile(`(?s)<tbody[^>]*>.*?</tbody>`).FindAllString(doc, -1), "")
	if got := input.Collapse(text(found)); !strings.Contains(got, p.FamilyFirst()) || !strings.Contains(got, team) {
		t.Errorf("the site's search for %q does not name %s of %s:\n%s", family, p.FamilyFirst(), team, got)
	}
}

// The QR code on the wall and the front page sends a phone to the address
// serve announces, reached on the venue's network, whatever name the
// screen itself used (a wall on the serving laptop opens localhost), and
// each section's QR code to that section's pages, on its own wall and on
// the venue's wall as it turns to the section: a team event's too, whose
// wall was its match list without a code.
func TestTheQRCodeIsTheAnnouncedAddressOfItsSection(t *testing.T) {
	v, _ := newVenue(t, []string{newEvent(t, "round-robin"), juniorEvent(t), testevent.TeamRoundUnderWayFile(t)}, nil)
	a, _ := listenAt(t, v.ListenAndServe, ":0")
	announced := venue.URLs(a)[0]
	local := fmt.Sprintf("http://localhost:%d", a.(*net.TCPAddr).Port)
	qr := func(path string) string {
		t.Helper()
		resp, body := fetch(t, local+path)
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("%s: %d", path, resp.StatusCode)
		}
		return readQR(t, body)
	}
	for path, want := range map[string]string{"/qr.png": announced, "/venue/qr.png": announced + "venue/", "/junior-u12/qr.png": announced + "junior-u12/"} {
		if got := qr(path); got != want {
			t.Errorf("%s reads %q, want %q", path, got, want)
		}
	}
	// The venue's wall shows, on each section's parts, that section's code.
	sections := map[string]bool{}
	src := regexp.MustCompile(`<img class="qr" src="([^"]+)"`)
	for n := 1; ; n++ {
		name := fmt.Sprintf("wall-%d.html", n)
		if n == 1 {
			name = "wall.html"
		}
		code, page := get(t, local+"/"+name)
		if code != http.StatusOK { // past the last: sent to the first
			break
		}
		m := src.FindStringSubmatch(page)
		if m == nil {
			t.Fatalf("%s has no QR code", name)
		}
		got := qr("/" + m[1])
		sections[got] = true
		if !strings.HasPrefix(got, announced) || got == announced {
			t.Errorf("%s's QR code reads %q, not a section under %s", name, got, announced)
		}
	}
	if len(sections) != 3 {
		t.Errorf("the venue's wall shows the QR codes %v, want the three sections'", sections)
	}
	// Each section's own wall, every page of it, shows its own code.
	for section := range sections {
		slug := strings.TrimPrefix(section, announced)
		for n := 1; ; n++ {
			name := fmt.Sprintf("wall-%d.html", n)
			if n == 1 {
				name = "wall.html"
			}
			code, page := get(t, local+"/"+slug+name)
			if code == http.StatusSeeOther && n > 1 { // past the last: sent to the first
				break
			}
			m := src.FindStringSubmatch(page)
			if m == nil {
				t.Fatalf("%s%s (%d) has no QR code", slug, name, code)
			}
			if got := qr("/" + slug + m[1]); got != section {
				t.Errorf("%s%s's QR code reads %q, want %q", slug, name, got, section)
			}
		}
	}
}

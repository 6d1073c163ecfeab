package venue_test

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"arbiter/cli"
	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/internal/testdir"
	"arbiter/internal/testevent"
	"arbiter/internal/testphone"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/pairing"
	"arbiter/tournament/ratingreport"
	"arbiter/tournament/standings"
	"arbiter/tournament/store"
	"arbiter/venue"
	"arbiter/words"
)

// hostile is a player's name that would run a script if it were markup.
const hostile = `<script>alert(1)</script>`

// TestMain removes the events made once a run (testdir.Made) and ends
// the run's browser (theBrowser) once the tests have run.
func TestMain(m *testing.M) {
	code := m.Run()
	endBrowser()
	testdir.RemoveMade()
	os.Exit(code)
}

// runCLI runs one command line of the arbiter and returns its output.
func runCLI(t testing.TB, args ...string) string {
	t.Helper()
	var out, errOut bytes.Buffer
	if code := cli.Run(args, &out, &errOut); code != 0 {
		t.Fatalf("arbiter %s: exit %d\n%s%s", strings.Join(args, " "), code, out.String(), errOut.String())
	}
	return out.String()
}

// newNineRoundSwiss makes file a nine-round Dutch Swiss named name, in
// the language lang, with the players of list, a CSV list as the import
// reads it, entered from it as an arbiter enters them.
func newNineRoundSwiss(t testing.TB, file, name, lang, list string) {
	t.Helper()
	csv := testdir.Write(t, filepath.Join(filepath.Dir(file), "players.csv"), list)
	runCLI(t, "new", file, "--name", name, "--system", "swiss-dutch", "--rounds", "9", "--lang", lang)
	runCLI(t, "import", "csv", file, csv)
}

// heldEvent is newEvent's file opened for writing, as the window holds
// it, until the test ends.
func heldEvent(t testing.TB, system string) (string, *store.Store) {
	t.Helper()
	file := newEvent(t, system)
	w := testevent.Open(t, file)
	return file, w
}

// newEvent makes a six-player round robin from scratch through the command
// line, as an arbiter would: one player named hostile, a club with markup,
// two rounds paired and round 1 played, round 2 open. Each test has a copy
// of its own of the one made once a run (testdir.Made).
func newEvent(t testing.TB, system string) string {
	t.Helper()
	return testdir.Made(t, t.TempDir(), "venue.arbiter", "newEvent "+system, func(file string) { makeNewEvent(t, file, system) })
}

// makeNewEvent makes newEvent's event at file.
func makeNewEvent(t testing.TB, file, system string) {
	args := []string{"new", file, "--name", `Kevät & "Open" <2026>`, "--site", "Tallinn", "--arbiter", "Liis Kuusk",
		"--start", "2026-04-01", "--end", "2026-04-03", "--system", system, "--lang", "en"}
	if system == "swiss-dutch" {
		args = append(args, "--rounds", "5")
	}
	runCLI(t, args...)
	players := []struct{ name, club string }{
		{"Pekka Äijälä", "Helsingin Shakkiklubi"}, {hostile, `<b>Club</b> & "Co"`}, {"Žanna Šmidt", "Tartu"},
		{"Jüri Saar", "Tartu"}, {"Aino Lehtonen", "HSK"}, {"Mati Põld", "Narva"},
	}
	for i, p := range players {
		runCLI(t, "player", "add", file, "--name", p.name, "--club", p.club, "--rating", fmt.Sprint(2100-50*i))
	}
	if system != "swiss-dutch" {
		runCLI(t, "draw", file, "--seed", "7")
	}
	runCLI(t, "pair", file)
	runCLI(t, "result", file, "--round", "1", "--board", "1", "1-0")
	runCLI(t, "result", file, "--round", "1", "--board", "2", "½-½")
	runCLI(t, "result", file, "--round", "1", "--board", "3", "0-1")
	runCLI(t, "pair", file)
}

// servedEvent is newEvent of system served read-only (server): its file
// and its base URL.
func servedEvent(t *testing.T, system string) (file, base string) {
	t.Helper()
	file = newEvent(t, system)
	_, base = server(t, file, nil)
	return file, base
}

// server serves file read-only on a loopback port, as testServer makes
// it, and returns its base URL.
func server(t *testing.T, file string, w *store.Store, with ...func(*venue.Options)) (*venue.Server, string) {
	t.Helper()
	srv := testServer(t, file, w, with...)
	return srv, listen(t, srv.ListenAndServe)
}

// testServer is the server of file read-only with the tests' short
// waits, deputy entry through w when w is not nil and the options
// changed by with; it closes as the test ends.
func testServer(t *testing.T, file string, w *store.Store, with ...func(*venue.Options)) *venue.Server {
	t.Helper()
	ro := testevent.OpenReadOnly(t, file)
	opts := venue.Options{Poll: 20 * time.Millisecond, PINDelay: time.Millisecond, Failed: func(err error) { t.Log(err) }}
	if w != nil {
		opts.Deputy = w
	}
	for _, f := range with {
		f(&opts)
	}
	srv, err := venue.New(ro, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Close)
	return srv
}

// listen runs serve on a loopback port until the test ends and returns
// its base URL.
func listen(t *testing.T, serve func(ctx context.Context, addr string, ready func(net.Addr)) error) string {
	t.Helper()
	a, _ := listenAt(t, serve, "127.0.0.1:0")
	return "http://" + a.String()
}

// listenAt runs serve on at until the test ends, or until stop, which
// returns once the address no longer listens, and returns the address it
// listens on.
func listenAt(t *testing.T, serve func(ctx context.Context, addr string, ready func(net.Addr)) error, at string) (a net.Addr, stop func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	addr := make(chan net.Addr, 1)
	done := make(chan error, 1)
	go func() { done <- serve(ctx, at, func(a net.Addr) { addr <- a }) }()
	select {
	case a := <-addr:
		stop = sync.OnceFunc(func() { cancel(); <-done })
		t.Cleanup(stop)
		return a, stop
	case err := <-done:
		cancel()
		t.Fatal(err)
	}
	return nil, nil
}

func get(t *testing.T, u string, header ...string) (int, string) {
	t.Helper()
	resp, b := fetch(t, u, header...)
	return resp.StatusCode, string(b)
}

// text is a page with its tags taken out and its entities read, so that
// a test compares what a reader sees.
func text(page string) string {
	page = regexp.MustCompile(`(?s)<(script|style)>.*?</(script|style)>`).ReplaceAllString(page, "")
	return visible(html.UnescapeString(regexp.MustCompile(`<[^>]*>`).ReplaceAllString(page, " ")))
}

// visible is s without the marks that set a name in its own direction
// (U+2068, U+2069), which a reader does not see.
func visible(s string) string { return strings.NewReplacer("\u2068", "", "\u2069", "").Replace(s) }

func TestPagesShowTheStandingsOfTheCommandLine(t *testing.T) {
	for _, system := range []string{"round-robin", "swiss-dutch"} {
		t.Run(system, func(t *testing.T) {
			file := newEvent(t, system)
			var table standings.Table
			if err := json.Unmarshal([]byte(runCLI(t, "standings", file, "--json")), &table); err != nil {
				t.Fatal(err)
			}
			_, base := server(t, file, nil)
			code, page := get(t, base+"/standings.html")
			if code != 200 {
				t.Fatalf("standings: %d", code)
			}
			rows := regexp.MustCompile(`(?s)<tr><td class="n">(.*?)</td><td class="n">(.*?)</td><td class="who"><a href="player-(\d+).html">(.*?)</a>.*?<td class="n"><b>(.*?)</b></td>`).FindAllStringSubmatch(page, -1)
			if len(rows) != len(table.Rows) {
				t.Fatalf("%d rows on the page, %d from arbiter standings --json", len(rows), len(table.Rows))
			}
			for i, r := range table.Rows {
				got := rows[i]
				if got[1] != r.Place || got[2] != fmt.Sprint(r.No) || got[3] != fmt.Sprint(r.ID) ||
					html.UnescapeString(got[4]) != r.Name || got[5] != tournament.Points(int(r.Score*2)).String() {
					t.Errorf("row %d: page %q, command line %+v", i+1, got[1:], r)
				}
				for _, tb := range r.TieBreaks {
					if !strings.Contains(page, ">"+html.EscapeString(tb.Text)+"<") {
						t.Errorf("row %d: tie-break %s %q not on the page", i+1, tb.ID, tb.Text)
					}
				}
			}
		})
	}
}

func TestPairingsByBoardAndByNameFollowTheRound(t *testing.T) {
	file := newEvent(t, "round-robin")
	ev := testevent.Read(t, file)
	number := ev.StartNumbers()
	name := func(id int64) string {
		p, _ := ev.Player(id)
		return fmt.Sprintf("%d. %s", number[id], p.Name)
	}
	_, base := server(t, file, nil)
	for _, rd := range ev.Rounds {
		_, page := get(t, fmt.Sprintf("%s/round-%d.html", base, rd.Number))
		seen := text(page)
		for _, p := range rd.Pairings {
			// The board first, then White and Black by name with numbers.
			want := regexp.MustCompile(fmt.Sprintf(`(?s)\s%d\s+%s.*?%s`, p.Board, regexp.QuoteMeta(name(p.White)), regexp.QuoteMeta(name(p.Black))))
			if !want.MatchString(seen) {
				t.Errorf("round %d board %d: %s – %s not on the page", rd.Number, p.Board, name(p.White), name(p.Black))
			}
			if r := p.Result.Text(func(k string, _ ...any) string { return k }); r != "" && !strings.Contains(seen, r) {
				t.Errorf("round %d board %d: result %s missing", rd.Number, p.Board, r)
			}
		}
		_, byName := get(t, fmt.Sprintf("%s/names-%d.html", base, rd.Number))
		for _, p := range rd.Pairings {
			row := regexp.MustCompile(fmt.Sprintf(`(?s)<tr><td class="who"><a href="player-%d.html">[^<]*</a>(<span class="meta">[^<]*</span>)?</td>\s*<td class="board"><a href="round-%d.html#b%d">%d</a></td><td>White</td>`, p.White, rd.Number, p.Board, p.Board))
			if !row.MatchString(byName) {
				t.Errorf("round %d: %s is not listed by name at board %d with White", rd.Number, name(p.White), p.Board)
			}
		}
	}
	// The current round is the last one paired.
	_, cur := get(t, base+"/pairings.html")
	_, last := get(t, fmt.Sprintf("%s/round-%d.html", base, len(ev.Rounds)))
	if cur != last {
		t.Error("pairings.html is not the last round's page")
	}
}

func TestEveryPageEscapesNamesAndEventTexts(t *testing.T) {
	_, base := servedEvent(t, "round-robin")
	_, index := get(t, base+"/")
	pages := []string{"/", "/pairings.html", "/names.html", "/standings.html", "/crosstable.html", "/round-1.html", "/names-1.html"}
	for _, m := range regexp.MustCompile(`href="(player-\d+.html)"`).FindAllStringSubmatch(index+get2(t, base+"/standings.html"), -1) {
		pages = append(pages, "/"+m[1])
	}
	for _, p := range pages {
		code, page := get(t, base+p)
		if code != 200 {
			t.Errorf("%s: %d", p, code)
			continue
		}
		testtext.SaysNone(t, p, page, hostile, "<b>Club</b>", `<2026>`)
		if !strings.Contains(text(page), `Kevät & "Open" <2026>`) {
			t.Errorf("%s does not show the event's name as text", p)
		}
		if strings.Count(page, "<script>") > 1 {
			t.Errorf("%s has a script besides its own", p)
		}
	}
	_, standings := get(t, base+"/standings.html")
	if !strings.Contains(text(standings), hostile) {
		t.Error("the hostile name is not shown as text in the standings")
	}
}

func get2(t *testing.T, u string) string { _, b := get(t, u); return b }

// openStream opens the update stream at u (a server's /events), which the
// caller closes: a server holds only so many. A stream not opened fails
// the test.
func openStream(t *testing.T, u string) *http.Response {
	t.Helper()
	resp, err := http.Get(u)
	if err != nil {
		t.Fatal(err)
	}
	return resp
}

// followed asks done again and again until the server shows what the
// file now holds (done reports true), as it does once its watcher has
// looked (four times a second), and fails the test with what when it has
// not within a minute. The minute only stops a server that never
// follows: a loaded machine takes seconds, where a bound of two seconds
// (a hundred tries 20 ms apart) failed a test that passed alone.
func followed(t *testing.T, what string, done func() bool) {
	t.Helper()
	for end := time.Now().Add(time.Minute); !done(); time.Sleep(20 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("a minute on, %s", what)
		}
	}
}

func TestLanguageFollowsTheBrowserAndTheSwitch(t *testing.T) {
	_, base := servedEvent(t, "round-robin")
	for _, c := range []struct {
		accept, query, want string
	}{
		{"fi-FI,fi;q=0.9,en;q=0.8", "", "Tilanne"},
		{"et", "", "Paremusjärjestus"},
		{"de-DE,de;q=0.9,et;q=0.5", "", "Paremusjärjestus"},
		{"ru", "", "Standings"}, // the event's language when the browser asks for none offered
		// A language of weight 0 is one the reader refuses (RFC 9110
		// 12.5.4), and the heaviest offered wins wherever it is listed:
		// the first listed was taken, refused or not.
		{"fi;q=0, et", "", "Paremusjärjestus"},
		{"fi;q=0.3, et;q=0.9", "", "Paremusjärjestus"},
		{"fi; q=0.000", "", "Standings"},
		{"fi", "?lang=et", "Paremusjärjestus"},
	} {
		resp, page := fetch(t, base+"/standings.html"+c.query, "Accept-Language", c.accept)
		if !strings.Contains(string(page), "<h2>"+c.want) {
			t.Errorf("Accept-Language %q %s: want a heading in %q", c.accept, c.query, c.want)
		}
		// A cache between keeps one page a language.
		if vary := resp.Header.Get("Vary"); !strings.Contains(vary, "Accept-Language") || !strings.Contains(vary, "Cookie") {
			t.Errorf("Accept-Language %q %s: Vary %q", c.accept, c.query, vary)
		}
	}
	// The switch is kept for the reader's next pages.
	jar := &cookieJar{}
	client := &http.Client{Jar: jar}
	client.Get(base + "/?lang=fi")
	resp, err := client.Get(base + "/standings.html")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if !strings.Contains(string(b), `<html lang="fi"`) {
		t.Error("the language chosen with the switch was not kept")
	}
}

// cookieJar keeps the cookies of one host, enough for the language switch.
type cookieJar struct{ cs []*http.Cookie }

func (j *cookieJar) SetCookies(_ *url.URL, cs []*http.Cookie) { j.cs = append(j.cs, cs...) }
func (j *cookieJar) Cookies(*url.URL) []*http.Cookie          { return j.cs }

func TestServerAnswersOnlyItsPages(t *testing.T) {
	file, base := servedEvent(t, "round-robin")
	name := filepath.Base(file)
	for _, p := range []string{
		"/" + name, "/../" + name, "/%2e%2e/" + name, "/venue.arbiter-backups/", "/..%2f..%2fetc%2fpasswd",
		"/etc/passwd", "/player-0.html", "/player-99999.html", "/player-1x.html", "/player-01.html", "/round-0.html",
		"/round-9.html", "/templates/style.css", "/style.css", "/index.htm", "/enter.html",
	} {
		code, body := get(t, base+p)
		if code == 200 || strings.Contains(body, "SQLite") {
			t.Errorf("%s: status %d", p, code)
		}
	}
	for _, c := range []struct {
		method, path string
		status       int
	}{
		{"POST", "/standings.html", http.StatusMethodNotAllowed},
		{"POST", "/rev", http.StatusMethodNotAllowed},
		{"DELETE", "/rev", http.StatusMethodNotAllowed},
		{"HEAD", "/rev", http.StatusOK},
		{"POST", "/events", http.StatusMethodNotAllowed},
		{"HEAD", "/events", http.StatusOK},
		{"PUT", "/qr.png", http.StatusMethodNotAllowed},
		{"POST", "/search.html", http.StatusMethodNotAllowed},
		{"PUT", "/enter.html", http.StatusMethodNotAllowed},
		{"DELETE", "/", http.StatusMethodNotAllowed},
		{"GET", "/enter.html", http.StatusForbidden}, // no deputy has a PIN
		{"GET", "/wall-2.html", http.StatusOK},
	} {
		req, _ := http.NewRequest(c.method, base+c.path, strings.NewReader("x=1"))
		a := do(t, http.DefaultClient, req)
		if a.status != c.status {
			t.Errorf("%s %s: %d, want %d", c.method, c.path, a.status, c.status)
		}
		if c.status == http.StatusMethodNotAllowed && !strings.Contains(a.header.Get("Allow"), "GET") {
			t.Errorf("%s %s: Allow %q", c.method, c.path, a.header.Get("Allow"))
		}
		if csp := a.header.Get("Content-Security-Policy"); csp == "" || strings.Contains(csp, "unsafe") {
			t.Errorf("%s %s: content security policy %q", c.method, c.path, csp)
		}
	}
	// "OPTIONS *" asks the server, not a page: refused as every other
	// method, with the headers every answer carries.
	req, _ := http.NewRequest("OPTIONS", base, nil)
	req.URL.Opaque = "*"
	if a := do(t, http.DefaultClient, req); a.status != http.StatusMethodNotAllowed || a.header.Get("Content-Security-Policy") == "" {
		t.Errorf("OPTIONS *: %d, content security policy %q", a.status, a.header.Get("Content-Security-Policy"))
	}
	// The QR code encodes a name the server is reached by, never one a
	// request made up.
	for host, want := range map[string]int{"evil.example": 400, "192.168.1.20:8080": 200, "localhost:8080": 200} {
		req, _ := http.NewRequest("GET", base+"/qr.png", nil)
		req.Host = host
		if got := do(t, http.DefaultClient, req).status; got != want {
			t.Errorf("/qr.png for the host %s: %d, want %d", host, got, want)
		}
	}
}

func TestNoPageLoadsAnythingFromAnotherHost(t *testing.T) {
	_, base := servedEvent(t, "round-robin")
	for _, p := range []string{"/", "/pairings.html", "/standings.html", "/crosstable.html", "/names.html"} {
		page := get2(t, base+p)
		if m := regexp.MustCompile(`(?i)(src|href|action)="(https?:)?//`).FindString(page); m != "" {
			t.Errorf("%s loads from elsewhere: %s", p, m)
		}
		if strings.Contains(page, "@import") || strings.Contains(page, "url(") {
			t.Errorf("%s: its style loads something", p)
		}
	}
}

func TestAChangeReachesAnOpenPageWithinTwoSeconds(t *testing.T) {
	file, base := servedEvent(t, "round-robin")
	rev := get2(t, base+"/rev")
	resp := openStream(t, base+"/events?since="+rev)
	defer resp.Body.Close()
	if ct := resp.Header.Get("Content-Type"); ct != "text/event-stream" {
		t.Fatalf("stream's type %q", ct)
	}
	got := make(chan string, 1)
	go func() {
		buf := make([]byte, 256)
		var seen string
		for {
			n, err := resp.Body.Read(buf)
			seen += string(buf[:n])
			if m := regexp.MustCompile(`data: (\d+)`).FindStringSubmatch(seen); m != nil {
				got <- m[1]
				return
			}
			if err != nil {
				got <- ""
				return
			}
		}
	}()
	start := time.Now()
	runCLI(t, "result", file, "--round", "2", "--board", "1", "1-0")
	select {
	case r := <-got:
		if r == "" || r == rev {
			t.Fatalf("stream sent %q after a result (was %s)", r, rev)
		}
	case <-time.After(time.Minute): // only a stream that never tells
		t.Fatal("no update within a minute of a result")
	}
	t.Logf("update after %v", time.Since(start))
	page := get2(t, base+"/round-2.html")
	if !strings.Contains(page, `<td class="res">1–0</td>`) {
		t.Error("the new result is not on the round's page")
	}
}

func TestPagesReadWithoutJavaScript(t *testing.T) {
	_, base := servedEvent(t, "round-robin")
	page := get2(t, base+"/")
	if !strings.Contains(page, `<noscript><meta http-equiv="refresh"`) {
		t.Error("with JavaScript off the page does not refresh")
	}
	// Every page is reachable by plain links from /.
	seen := map[string]bool{}
	queue := []string{"index.html"}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		if seen[p] {
			continue
		}
		seen[p] = true
		code, body := get(t, base+"/"+p)
		if code != 200 {
			t.Errorf("%s linked but %d", p, code)
			continue
		}
		for _, m := range regexp.MustCompile(`href="([a-z0-9-]+\.html)(#[^"]*)?"`).FindAllStringSubmatch(body, -1) {
			queue = append(queue, m[1])
		}
	}
	for _, want := range []string{"pairings.html", "names.html", "standings.html", "crosstable.html", "round-1.html", "round-2.html", "names-2.html"} {
		if !seen[want] {
			t.Errorf("%s not reachable from /", want)
		}
	}
	players := 0
	for p := range seen {
		if strings.HasPrefix(p, "player-") {
			players++
		}
	}
	if players != 6 {
		t.Errorf("%d player pages reachable, want 6", players)
	}
}

func TestCrosstableIsTheCommandLines(t *testing.T) {
	file := newEvent(t, "round-robin")
	var ct standings.CrossTable
	if err := json.Unmarshal([]byte(runCLI(t, "crosstable", file, "--json")), &ct); err != nil {
		t.Fatal(err)
	}
	_, base := server(t, file, nil)
	page := get2(t, base+"/crosstable.html")
	rows := regexp.MustCompile(`(?s)<tr><td>(\d*)</td><td class="name"><a href="player-(\d+).html">.*?</a>(.*?)</tr>`).FindAllStringSubmatch(page, -1)
	if len(rows) != len(ct.Rows) {
		t.Fatalf("%d rows on the page, %d from arbiter crosstable --json", len(rows), len(ct.Rows))
	}
	cell := regexp.MustCompile(`<td(?: class="self")?>([^<]*)</td>`)
	for i, r := range ct.Rows {
		if rows[i][1] != fmt.Sprint(r.No) || rows[i][2] != fmt.Sprint(r.ID) {
			t.Errorf("row %d: number %s id %s, want %d %d", i+1, rows[i][1], rows[i][2], r.No, r.ID)
			continue
		}
		cells := cell.FindAllStringSubmatch(rows[i][3], -1)
		if len(cells) != len(r.Cells)+1+len(r.TieBreaks) {
			t.Errorf("row %d: %d cells, want %d, the place and %d tie-breaks", i+1, len(cells), len(r.Cells), len(r.TieBreaks))
			continue
		}
		for j := range r.Cells {
			if cells[j][1] != r.Cell(j) {
				t.Errorf("row %d column %d: %q, want %q", i+1, j+1, cells[j][1], r.Cell(j))
			}
		}
		if cells[len(r.Cells)][1] != r.Place {
			t.Errorf("row %d: place %q, want %q", i+1, cells[len(r.Cells)][1], r.Place)
		}
		for k, tb := range r.TieBreaks {
			if got := cells[len(r.Cells)+1+k][1]; got != tb.Text {
				t.Errorf("row %d: %s %q, want %q", i+1, tb.ID, got, tb.Text)
			}
		}
	}
}

func TestAPlayersPageGivesHisNextGame(t *testing.T) {
	file := newEvent(t, "round-robin")
	ev := testevent.Read(t, file)
	_, base := server(t, file, nil)
	number := ev.StartNumbers()
	p := ev.Rounds[1].Pairings[0] // round 2, board 1, no result yet
	black, _ := ev.Player(p.Black)
	page := text(get2(t, fmt.Sprintf("%s/player-%d.html", base, p.White)))
	want := fmt.Sprintf("Round 2: board %d, White, against %d. %s", p.Board, number[p.Black], black.Name)
	if !strings.Contains(page, want) {
		t.Errorf("player %d's page does not say %q:\n%s", p.White, want, page)
	}
	// Round 1 is listed with the result from his side.
	for _, q := range ev.Rounds[0].Pairings {
		if q.White == p.White || q.Black == p.White {
			sym := tournament.Symbol(q.Result, q.White == p.White)
			if !regexp.MustCompile(`<td class="res">` + regexp.QuoteMeta(sym) + `</td>`).MatchString(get2(t, fmt.Sprintf("%s/player-%d.html", base, p.White))) {
				t.Errorf("round 1's result %s is not on his page", sym)
			}
		}
	}
}

// TestAPlayersNextGameIsHisGameStillToPlay: the norm round robin with
// round 9 paired and unplayed, and Liina Kask's round-8 game against Olof
// Lindqvist cleared. Her page boxes that game, which she still plays; Eero
// Aalto, his round-8 game done, is boxed his round-9 game. Her box gave
// round 9's game, the last paired round's, her round-8 board left in the
// table under it.
func TestAPlayersNextGameIsHisGameStillToPlay(t *testing.T) {
	ev := testevent.NormBeforeLastRound(t)
	number := ev.StartNumbers()
	kask, aalto := ev.Players[1], ev.Players[0]
	eight := &ev.Rounds[7]
	for i, p := range eight.Pairings {
		if p.White == kask.ID || p.Black == kask.ID {
			eight.Pairings[i].Result = tournament.NoResult
		}
	}
	file := testevent.EventFile(t, ev)
	_, base := server(t, file, nil)
	for _, c := range []struct {
		who   tournament.Player
		round int
	}{{kask, 8}, {aalto, 9}} {
		for _, p := range ev.Rounds[c.round-1].Pairings {
			if p.White != c.who.ID && p.Black != c.who.ID {
				continue
			}
			opp, colour := p.Black, "White"
			if p.Black == c.who.ID {
				opp, colour = p.White, "Black"
			}
			o, _ := ev.Player(opp)
			page := text(get2(t, fmt.Sprintf("%s/player-%d.html", base, c.who.ID)))
			want := fmt.Sprintf("Round %d: board %d, %s, against %d. %s", c.round, p.Board, colour, number[opp], o.Name)
			if !strings.Contains(page, want) {
				t.Errorf("%s's page does not box %q:\n%s", c.who.Name, want, page)
			}
		}
	}
}

// TestAByeIsNoNextGameWhileALaterRoundIsPaired: an eleven-player Swiss
// with round 3 paired and round 2's games still to play. The player of
// round 2's bye is boxed his round-3 board, where he sits next, not the
// bye of the round in play.
func TestAByeIsNoNextGameWhileALaterRoundIsPaired(t *testing.T) {
	ev := testevent.Swiss(t, 11, 2, true)
	two := &ev.Rounds[1]
	var bye int64
	for i, p := range two.Pairings {
		if p.IsBye() {
			bye = p.White
		} else if two.Pairings[i].Result != tournament.NoResult && !two.Pairings[i].Result.Forfeit() {
			two.Pairings[i].Result = tournament.NoResult
		}
	}
	if ev.RoundInPlay() != 2 || bye == 0 {
		t.Fatalf("round in play %d, bye of round 2 %d: want round 2 and a bye", ev.RoundInPlay(), bye)
	}
	file := testevent.EventFile(t, ev)
	_, base := server(t, file, nil)
	number := ev.StartNumbers()
	for _, p := range ev.Rounds[2].Pairings {
		if p.IsBye() || p.White != bye && p.Black != bye {
			continue
		}
		opp, colour := p.Black, "White"
		if p.Black == bye {
			opp, colour = p.White, "Black"
		}
		o, _ := ev.Player(opp)
		page := text(get2(t, fmt.Sprintf("%s/player-%d.html", base, bye)))
		if want := fmt.Sprintf("Round 3: board %d, %s, against %d. %s", p.Board, colour, number[opp], o.Name); !strings.Contains(page, want) {
			t.Errorf("the page of round 2's bye does not box %q:\n%s", want, page)
		}
		return
	}
	t.Fatal("round 2's bye has no board in round 3")
}

// Names that are no page are answered 404 however many are asked (none is
// kept in the cache), and the real pages are still served after them.
func TestManyUnknownNamesAreRefusedAndThePagesStillServed(t *testing.T) {
	_, base := servedEvent(t, "round-robin")
	for i := range 3000 {
		if code, _ := get(t, fmt.Sprintf("%s/player-%d.html", base, 100000+i)); code != 404 {
			t.Fatalf("player-%d.html: %d", 100000+i, code)
		}
	}
	if code, _ := get(t, base+"/standings.html"); code != 200 {
		t.Errorf("standings after the unknown names: %d", code)
	}
}

func TestAPlayersPageSaysHeHasTheBye(t *testing.T) {
	file := filepath.Join(t.TempDir(), "odd.arbiter")
	runCLI(t, "new", file, "--name", "Odd", "--system", "swiss-dutch", "--rounds", "3", "--lang", "en")
	for i, n := range []string{"Anna Aho", "Boris Berg", "Carl Cole", "Dana Dahl", "Eero Eng"} {
		runCLI(t, "player", "add", file, "--name", n, "--rating", fmt.Sprint(2000-100*i))
	}
	runCLI(t, "pair", file)
	ev := testevent.Read(t, file)
	_, base := server(t, file, nil)
	for _, p := range ev.Rounds[0].Pairings {
		if p.IsBye() {
			raw := get2(t, fmt.Sprintf("%s/player-%d.html", base, p.White))
			page := text(raw)
			name, _ := pairing.ByeText(p.Bye, i18n.For(i18n.English).T)
			if !strings.Contains(page, "Round 1: "+name) {
				t.Errorf("the page of the player with the bye does not say so:\n%s", page)
			}
			// His round 1 is on no board: the paper's mark, not a blank.
			if row := `<a href="round-1.html">1</a></td><td class="c">` + words.NoBoard + `</td>`; !strings.Contains(raw, row) {
				t.Errorf("the bye's round in his games lacks %q:\n%s", row, raw)
			}
			return
		}
	}
	t.Fatal("no bye in a five-player Swiss")
}

// A round's page explains an adjourned board's mark, as the paper's list
// does: in Finnish and Estonian it is the withdrawn mark's letters.
func TestARoundsPageExplainsAnAdjournedGame(t *testing.T) {
	file := newEvent(t, "swiss-dutch") // round 2 paired, no result yet
	runCLI(t, "result", file, "--round", "2", "--board", "1", "adj")
	_, base := server(t, file, nil)
	cat := i18n.For(i18n.English)
	legend := cat.T("print.legend.adjourned", "mark", cat.T("event.result.adjourned"))
	if page := text(get2(t, base+"/round-2.html")); !strings.Contains(page, legend) {
		t.Errorf("round 2's page does not say %q:\n%s", legend, page)
	}
	if page := text(get2(t, base+"/round-1.html")); strings.Contains(page, legend) {
		t.Errorf("round 1's page, with no game adjourned, says %q", legend)
	}
}

// A player's page explains the marks of his results as the crosstable
// does: a forfeit's + and −, an adjourned game's A, which stood there
// unexplained.
func TestAPlayersPageExplainsHisResultsMarks(t *testing.T) {
	file := newEvent(t, "swiss-dutch") // round 2 paired, no result yet
	runCLI(t, "result", file, "--round", "2", "--board", "1", "+/-")
	runCLI(t, "result", file, "--round", "2", "--board", "2", "adj")
	ev := testevent.Read(t, file)
	_, base := server(t, file, nil)
	cat := i18n.For(i18n.English)
	forfeit, adjourned := words.SymbolsLegend(cat), cat.T("print.legend.adjourned", "mark", "A")
	for _, tt := range []struct {
		id         int64
		want, none string
	}{
		{ev.Rounds[1].Pairings[0].Black, forfeit, adjourned},
		{ev.Rounds[1].Pairings[1].White, adjourned, ""},
	} {
		page := text(get2(t, fmt.Sprintf("%s/player-%d.html", base, tt.id)))
		if !strings.Contains(page, tt.want) {
			t.Errorf("player %d's page does not say %q:\n%s", tt.id, tt.want, page)
		}
		if tt.none != "" && strings.Contains(page, tt.none) {
			t.Errorf("player %d's page, with no such result, says %q", tt.id, tt.none)
		}
	}
}

// A late entry's page gives the bye he was given for each round paired
// before he joined (player add --missed), as the crosstable gives it: his
// page began with the round he joined, its points counting the byes it
// did not show.
func TestALateEntrysPageGivesTheRoundsHeMissed(t *testing.T) {
	file := newEvent(t, "swiss-dutch") // round 2 paired
	runCLI(t, "player", "add", file, "--name", "Liisa Late", "--rating", "1500", "--missed", "½,0")
	ev := testevent.Read(t, file)
	late := ev.Players[len(ev.Players)-1]
	if late.Name != "Liisa Late" || !late.LateFor(2) {
		t.Fatalf("the late entry is not the last player, entered after round 2: %+v", late)
	}
	_, base := server(t, file, nil)
	raw := get2(t, fmt.Sprintf("%s/player-%d.html", base, late.ID))
	// Named as round 1's list names it: his points for the round missed.
	name, points := pairing.Absence{Player: late.ID, IsBye: true, Bye: tournament.ByeHalfPoint, Late: true}.Text(i18n.For(i18n.English).T)
	row := `<a href="round-1.html">1</a></td><td class="c">` + words.NoBoard + `</td><td></td><td class="who">` + name + `</td><td class="res">` + points + `</td>`
	if !strings.Contains(raw, row) {
		t.Errorf("the late entry's games lack his round 1, %q:\n%s", row, text(raw))
	}
}

// The prize list is a page of its own once the event has prizes: each
// prize with its winner and money as `arbiter prizes --json` gives them,
// the prizes no one took, names and group names escaped; no prizes, no
// page and no link.
func TestPrizeListPage(t *testing.T) {
	file, base := servedEvent(t, "swiss-dutch")
	if code, _ := get(t, base+"/prizes.html"); code != http.StatusNotFound {
		t.Errorf("an event without prizes has a prize page: %d", code)
	}
	runCLI(t, "prizes", file, "--group", `u2000:rating:-1999:<i>Under</i> 2000`, "--group", "u1000:rating:-999:Under 1000",
		"--prize", "1=100", "--prize", "2=50:book", "--prize", "u2000:1=20", "--prize", "u1000:1=10", "--save")
	var awards []struct {
		Name  string `json:"name"`
		Money int64  `json:"money"`
	}
	var listed struct {
		Awards []json.RawMessage `json:"awards"`
	}
	if err := json.Unmarshal([]byte(runCLI(t, "prizes", file, "--json")), &listed); err != nil {
		t.Fatal(err)
	}
	for _, a := range listed.Awards {
		var aw struct {
			Name  string `json:"name"`
			Money int64  `json:"money"`
		}
		json.Unmarshal(a, &aw)
		awards = append(awards, aw)
	}
	var page string
	for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); time.Sleep(30 * time.Millisecond) {
		if code, body := get(t, base+"/prizes.html", "Accept-Language", "en"); code == http.StatusOK {
			page = body
			break
		}
	}
	if page == "" {
		t.Fatal("no prize page once the prizes were saved")
	}
	if strings.Contains(page, "<i>Under</i>") || !strings.Contains(page, "&lt;i&gt;Under&lt;/i&gt; 2000") {
		t.Errorf("the group's name is not escaped")
	}
	if strings.Contains(page, hostile) {
		t.Errorf("a player's name is not escaped")
	}
	seen := text(page)
	if len(awards) == 0 {
		t.Fatal("the command line gives no awards")
	}
	for _, a := range awards {
		if !strings.Contains(seen, a.Name) {
			t.Errorf("%q, given a prize on the command line, is not on the page", a.Name)
		}
	}
	testtext.SaysEach(t, "the page", seen, "Place 1", "(shared by 2) + book", "<i>Under</i> 2000, place 1", "Under 1000, place 1", "not given", "Total prize fund", "Remainder")
	if _, index := get(t, base+"/index.html", "Accept-Language", "en"); !strings.Contains(index, `href="prizes.html"`) {
		t.Errorf("no link to the prize list")
	}
	// Each ranking group's standings, as the command line ranks them,
	// linked from the prize list and the standings; a group the event
	// does not have is no page.
	for _, p := range []string{"/prizes.html", "/standings.html"} {
		if _, body := get(t, base+p, "Accept-Language", "en"); !strings.Contains(body, `href="group-1.html"`) || !strings.Contains(body, `href="group-2.html"`) {
			t.Errorf("%s does not link the groups' standings", p)
		}
	}
	for i, id := range []string{"u2000", "u1000"} {
		checkGroupPage(t, file, base, id, i+1)
	}
	if code, _ := get(t, base+"/group-3.html"); code != http.StatusNotFound {
		t.Errorf("a third group's page: %d", code)
	}
	checkExportedGroups(t, file)
}

// checkGroupPage checks the page of group n, id: its rows as the command
// line ranks the group, its name escaped.
func checkGroupPage(t *testing.T, file, base, id string, n int) {
	t.Helper()
	var group struct {
		Rows []struct {
			Name  string `json:"name"`
			Place string `json:"place"`
		} `json:"rows"`
	}
	if err := json.Unmarshal([]byte(runCLI(t, "prizes", file, "--standings", id, "--json")), &group); err != nil {
		t.Fatal(err)
	}
	code, body := get(t, fmt.Sprintf("%s/group-%d.html", base, n), "Accept-Language", "en")
	if code != http.StatusOK {
		t.Fatalf("group %s: status %d", id, code)
	}
	if strings.Contains(body, "<i>Under</i>") {
		t.Errorf("group %s: the group's name is not escaped", id)
	}
	// Headed as the standings are, the round in play named (it said
	// "standings after round 1" beside "after round 1, round 2 in play").
	heading := regexp.MustCompile(`<h2>([^<]*)</h2>`)
	_, whole := get(t, base+"/standings.html", "Accept-Language", "en")
	if h, w := heading.FindStringSubmatch(body), heading.FindStringSubmatch(whole); h == nil || w == nil || !strings.HasSuffix(h[1], ": "+w[1]) {
		t.Errorf("group %s is headed %q, the standings %q", id, h, w)
	}
	if empty := strings.Contains(body, "No player of the event is in this group."); empty != (len(group.Rows) == 0) {
		t.Errorf("group %s of %d players says it has none: %v", id, len(group.Rows), empty)
	}
	rows := regexp.MustCompile(`(?s)<tr><td class="n">([^<]*)</td><td class="n">[^<]*</td><td class="who"><a href="player-[0-9]+\.html">([^<]*)</a>`).FindAllStringSubmatch(body, -1)
	if len(rows) != len(group.Rows) || id == "u2000" && len(rows) == 0 { // no one is under 1000
		t.Fatalf("group %s: %d rows on the page, %d on the command line", id, len(rows), len(group.Rows))
	}
	for j, r := range group.Rows {
		if got := [2]string{rows[j][1], html.UnescapeString(rows[j][2])}; got != [2]string{r.Place, r.Name} {
			t.Errorf("group %s row %d: %v, want %s %s", id, j+1, got, r.Place, r.Name)
		}
	}
}

// checkExportedGroups checks that the exported site has the prize list and
// the groups' pages, in every language.
func checkExportedGroups(t *testing.T, file string) {
	t.Helper()
	// The export has them too, in every language.
	site := filepath.Join(t.TempDir(), "site")
	runCLI(t, "export", "html", file, "-o", site, "--lang", "en")
	for _, name := range []string{"prizes.html", "group-1.html", "group-2.html", "fi/group-1.html", "et/group-2.html"} {
		b, err := os.ReadFile(filepath.Join(site, name))
		if err != nil {
			t.Errorf("the export has no %s: %v", name, err)
			continue
		}
		if !strings.Contains(string(b), "Under 1000") && !strings.Contains(string(b), "&lt;i&gt;Under&lt;/i&gt; 2000") {
			t.Errorf("%s names no group", name)
		}
	}
}

// fetch is a GET of u with the headers given in pairs, and its body: as
// sent when the headers ask for an encoding, else as the transport reads it.
func fetch(t *testing.T, u string, header ...string) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest("GET", u, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	resp, err := http.DefaultTransport.RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, b
}

// A page is sent compressed to a browser that takes gzip, whole to one
// that does not; it carries the tag of its content, and a reader who has
// it is answered 304 with no page. A result changes the tags of the pages
// it touches only: an earlier round's page keeps its tag, so that the
// open page stays as it is. (A round robin's standings count the result,
// and with them every player's page that gives his place.)
func TestPagesAreCompressedAndAnsweredNotModified(t *testing.T) {
	file, base := servedEvent(t, "round-robin")
	resp, plain := fetch(t, base+"/standings.html")
	zresp, zipped := fetch(t, base+"/standings.html", "Accept-Encoding", "br, gzip;q=0.8")
	if resp.Header.Get("Content-Encoding") != "" || zresp.Header.Get("Content-Encoding") != "gzip" || !strings.Contains(zresp.Header.Get("Vary"), "Accept-Encoding") {
		t.Fatalf("encodings %q and %q", resp.Header.Get("Content-Encoding"), zresp.Header.Get("Content-Encoding"))
	}
	zr, err := gzip.NewReader(bytes.NewReader(zipped))
	if err != nil {
		t.Fatal(err)
	}
	unzipped, _ := io.ReadAll(zr)
	if !bytes.Equal(unzipped, plain) || len(zipped)*2 > len(plain) {
		t.Errorf("gzip: %d bytes for %d, the same page: %v", len(zipped), len(plain), bytes.Equal(unzipped, plain))
	}
	t.Logf("standings: %d bytes, %d gzipped", len(plain), len(zipped))
	if _, z := fetch(t, base+"/standings.html", "Accept-Encoding", "gzip;q=0"); !bytes.Equal(z, plain) {
		t.Error("gzip;q=0 was sent compressed")
	}
	tag := resp.Header.Get("ETag")
	if r, b := fetch(t, base+"/standings.html", "If-None-Match", tag); r.StatusCode != http.StatusNotModified || len(b) != 0 || tag == "" {
		t.Errorf("with its tag %q: %d, %d bytes", tag, r.StatusCode, len(b))
	}
	ev := testevent.Read(t, file)
	p, _ := ev.FindPairing(2, 1)
	pages := map[string]string{}
	for _, name := range []string{"/round-2.html", "/standings.html", "/round-1.html", fmt.Sprintf("/player-%d.html", p.White)} {
		r, _ := fetch(t, base+name)
		pages[name] = r.Header.Get("ETag")
	}
	before := get2(t, base+"/rev")
	runCLI(t, "result", file, "--round", "2", "--board", "1", "1-0")
	// The server sees the change when its watcher next looks: the pages'
	// tags are compared once it has (the bound only stops a server that
	// never sees it).
	for end := time.Now().Add(2 * time.Minute); get2(t, base+"/rev") == before; {
		if time.Now().After(end) {
			t.Fatalf("two minutes after a result, /rev still reads %q", before)
		}
		time.Sleep(10 * time.Millisecond)
	}
	// A page kept is told when the server read the event, which a page
	// read anew says in its footer: its own footer would say the time
	// of its first reading.
	fresh, body := fetch(t, base+"/round-2.html")
	read := fresh.Header.Get("Event-Read")
	if said, err := url.PathUnescape(read); err != nil || said == "" || !strings.Contains(text(string(body)), said) {
		t.Errorf("a page read anew says %q, its header %q (%v)", text(string(body)), read, err)
	}
	for name, old := range pages {
		r, _ := fetch(t, base+name, "If-None-Match", old)
		unchanged := name == "/round-1.html"
		if (r.StatusCode == http.StatusNotModified) != unchanged {
			t.Errorf("%s after a result on board 1: %d", name, r.StatusCode)
		}
		if got := r.Header.Get("Event-Read"); unchanged && got != read {
			t.Errorf("%s kept after the result is told the event was read at %q, not %q", name, got, read)
		}
	}
}

// The wall's footer holds its time where the live script writes a later
// reading: a TV left on a wall page that a result did not change said the
// time of its first reading ("Updated 13:34" at 13:40), as the footer had
// no stamp for the script to rewrite.
func TestTheWallSaysTheLaterReadingWhereTheScriptWritesIt(t *testing.T) {
	_, base := servedEvent(t, "round-robin")
	for _, page := range []string{"/round-2.html", "/wall.html", "/wall-2.html"} {
		r, body := fetch(t, base+page)
		read, _ := url.PathUnescape(r.Header.Get("Event-Read"))
		if stamp := `<span class="stamp">` + html.EscapeString(read) + `</span>`; read == "" || !strings.Contains(string(body), stamp) {
			t.Errorf("%s: no %s in its footer, which the page's script rewrites", page, stamp)
		}
	}
}

// A page is sent whole to a browser whose copy, of the same content, says
// an earlier reading of the event in its footer: a phone with JavaScript
// off refreshes by asking with its tag and the time of its copy, and was
// answered 304, its footer saying "Updated 11:16" after the server read
// the event at 11:17 (the page's script, where it runs, asks with its tag
// alone and writes the time from Event-Read). A copy of this reading is
// answered 304 as before; the front page of several sections likewise.
func TestAPageKeptFromAnEarlierReadingIsSentWhole(t *testing.T) {
	file := newEvent(t, "round-robin")
	_, one := server(t, file, nil)
	several := venueOf(t, []string{newEvent(t, "round-robin"), juniorEvent(t)}, nil)
	for _, page := range []string{one + "/standings.html", several + "/"} {
		resp, _ := fetch(t, page)
		tag, read := resp.Header.Get("ETag"), resp.Header.Get("Last-Modified")
		at, err := http.ParseTime(read)
		if tag == "" || err != nil {
			t.Fatalf("%s: tag %q, Last-Modified %q (%v)", page, tag, read, err)
		}
		if r, b := fetch(t, page, "If-None-Match", tag, "If-Modified-Since", read); r.StatusCode != http.StatusNotModified || len(b) != 0 {
			t.Errorf("%s: a copy of this reading: %d, %d bytes, want 304", page, r.StatusCode, len(b))
		}
		earlier := at.Add(-time.Minute).Format(http.TimeFormat)
		r, b := fetch(t, page, "If-None-Match", tag, "If-Modified-Since", earlier)
		said, _ := url.PathUnescape(r.Header.Get("Event-Read"))
		if r.StatusCode != http.StatusOK || said == "" || !strings.Contains(text(string(b)), said) {
			t.Errorf("%s: a copy of a minute before: %d, its footer not %q", page, r.StatusCode, said)
		}
	}
}

// The starting list gives every player by number with his rating and
// club; the search finds a player by any part of his name, written as he
// is or family name first, accents and letter case aside, and shows a
// name as text.
func TestStartingListAndSearchByName(t *testing.T) {
	file, base := servedEvent(t, "round-robin")
	ev := testevent.Read(t, file)
	number := ev.StartNumbers()
	start := text(get2(t, base+"/start.html"))
	last := -1
	for _, p := range ev.ByStartNumber(number) {
		at := strings.Index(start, fmt.Sprintf("%d %s", number[p.ID], p.Name))
		if at < last {
			t.Errorf("%d. %s is not listed in order of numbers", number[p.ID], p.Name)
		}
		last = at
		if !strings.Contains(start, strconv.Itoa(p.Rating)) || !strings.Contains(start, p.Club) {
			t.Errorf("%s: rating or club missing", p.Name)
		}
	}
	for _, c := range []struct {
		q    string
		want []string
	}{
		{"aija", []string{"Äijälä, Pekka"}},
		{"ŽANNA šm", []string{"Šmidt, Žanna"}},
		{"SA", []string{"Saar, Jüri"}},
		{"saar j", []string{"Saar, Jüri"}},
		{"jüri s", []string{"Saar, Jüri"}},
		{"aa", []string{"Saar, Jüri"}},
		{"script", []string{"<script>alert(1)</script>"}},
		{"zz", nil},
		{strings.Repeat("a", 101), nil},
	} {
		code, page := get(t, base+"/search.html?q="+url.QueryEscape(c.q))
		seen := text(page)
		found := regexp.MustCompile(`player-\d+\.html`).FindAllString(strings.SplitN(page, "<main>", 2)[1], -1)
		if code != 200 || len(found) != len(c.want) || strings.Contains(page, hostile) {
			t.Errorf("%q: %d, %d players found, want %v", c.q, code, len(found), c.want)
		}
		testtext.SaysEach(t, fmt.Sprintf("the search for %q", c.q), seen, c.want...)
	}
}

// The language switch of the search's page searches again in the
// language chosen, for the same name, and the language is kept for the
// pages the reader goes on to, as every page's switch keeps it: the
// switch searched for nothing, and the next page was in the browser's
// language again. The same of a venue's one search across its sections.
func TestTheSearchsLanguageSwitchKeepsTheSearchAndTheLanguage(t *testing.T) {
	file := newEvent(t, "round-robin")
	_, alone := server(t, file, nil)
	for name, base := range map[string]string{"alone": alone, "sections": venueOf(t, []string{file, juniorEvent(t)}, nil)} {
		t.Run(name, func(t *testing.T) {
			c := testphone.New("")
			searched := base + "/search.html?q=" + url.QueryEscape("saar j")
			switched := regexp.MustCompile(`<a href="([^"]*)" hreflang="et"`).FindStringSubmatch(open(t, c, searched, "").page)
			if switched == nil {
				t.Fatal("the search's page has no switch to Estonian")
			}
			u, err := url.Parse(searched)
			if err != nil {
				t.Fatal(err)
			}
			et := open(t, c, u.ResolveReference(&url.URL{RawQuery: strings.TrimPrefix(html.UnescapeString(switched[1]), "?")}).String(), "")
			if !strings.Contains(et.page, `<html lang="et"`) || !strings.Contains(et.text, "Saar, Jüri") {
				t.Errorf("switched to Estonian (%s), the search's page lost Jüri Saar: %s", switched[1], input.Collapse(et.text))
			}
			if next := open(t, c, base+"/", ""); !strings.Contains(next.page, `<html lang="et"`) {
				t.Error("the page after the search is not in the language chosen on it")
			}
		})
	}
}

// The search ranks as the window's searches do (input.Rank): "laine"
// lists Jussi Laine, then Aino Laineinen, whose name begins with it, then
// Timo Hämäläinen, who has it inside his name; it found word starts only
// and listed by family name, Hämäläinen missing and Laineinen before
// Laine where the given names said so.
func TestTheSearchRanksAsTheWindowDoes(t *testing.T) {
	file := filepath.Join(t.TempDir(), "laine.arbiter")
	runCLI(t, "new", file, "--name", "Laine", "--system", "round-robin", "--lang", "en")
	for _, n := range []string{"Timo Hämäläinen", "Aino Laineinen", "Ville Ahola", "Jussi Laine"} {
		runCLI(t, "player", "add", file, "--name", n)
	}
	_, base := server(t, file, nil)
	names := regexp.MustCompile(`player-\d+\.html">([^<]+)<`)
	for q, want := range map[string][]string{
		"laine": {"Laine, Jussi", "Laineinen, Aino", "Hämäläinen, Timo"},
		"LAINE": {"Laine, Jussi", "Laineinen, Aino", "Hämäläinen, Timo"},
		"hämä":  {"Hämäläinen, Timo"},
		"ola":   {"Ahola, Ville"},
		"jussi": {"Laine, Jussi"},
		"aino":  {"Laineinen, Aino"},
		"a":     {"Ahola, Ville", "Laineinen, Aino", "Laine, Jussi", "Hämäläinen, Timo"}, // Laine's "a" as typed
	} {
		_, page := get(t, base+"/search.html?q="+url.QueryEscape(q))
		var got []string
		for _, m := range names.FindAllStringSubmatch(strings.SplitN(page, "<main>", 2)[1], -1) {
			got = append(got, html.UnescapeString(m[1]))
		}
		if !slices.Equal(got, want) {
			t.Errorf("%q lists %q, want %q", q, got, want)
		}
	}
}

// Every page says when the event was read, served or exported, and a
// name that looks like the server's placeholders stays as it was typed.
func TestEveryPageSaysWhenItWasUpdated(t *testing.T) {
	file := filepath.Join(t.TempDir(), "holes.arbiter")
	runCLI(t, "new", file, "--name", "REV-PLACEHOLDER TAG-PLACEHOLDER", "--system", "round-robin", "--lang", "en")
	for _, n := range []string{"STAMP-PLACEHOLDER TAG-PLACEHOLDER REV-PLACEHOLDER", "Jüri Saar", "Aino Lehtonen", "Mati Põld"} {
		runCLI(t, "player", "add", file, "--name", n)
	}
	runCLI(t, "draw", file, "--seed", "7")
	runCLI(t, "pair", file)
	_, base := server(t, file, nil)
	stamp := regexp.MustCompile(`Updated \d{1,2} [A-Z][a-z]+ \d{4} \d\d:\d\d\.`) // the date as words.Date writes it
	for _, p := range []string{"/", "/standings.html", "/start.html", "/round-1.html", "/search.html?q=a"} {
		if page := text(get2(t, base+p)); !stamp.MatchString(page) {
			t.Errorf("%s has no stamp", p)
		}
	}
	if page := text(get2(t, base+"/start.html")); !strings.Contains(page, "STAMP-PLACEHOLDER TAG-PLACEHOLDER REV-PLACEHOLDER") ||
		strings.Count(page, "REV-PLACEHOLDER TAG-PLACEHOLDER") != 2 { // the event's name: the title and the heading
		t.Error("a name like the placeholders was changed")
	}
	dir := t.TempDir()
	if _, err := venue.Export(testevent.Read(t, file), venue.Rules{}, dir, i18n.English); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(dir, "standings.html"))
	if err != nil || !stamp.MatchString(text(string(data))) {
		t.Errorf("the exported standings have no stamp: %v", err)
	}
}

// In a FIDE-rated event a player's page gives his rating change as the
// rating report computes it, written as the window and the paper write it
// (a decimal comma in Finnish, where the page wrote "+26.2"); in an event
// not rated, none.
func TestAPlayersPageGivesHisRatingChangeWhereTheEventIsRated(t *testing.T) {
	file := newEvent(t, "round-robin")
	_, plain := server(t, file, nil)
	ev := testevent.Read(t, file)
	p, _ := ev.FindPairing(1, 1)
	if page := text(get2(t, fmt.Sprintf("%s/player-%d.html", plain, p.White))); strings.Contains(page, "this event (K") {
		t.Error("a rating change in an event that is not rated")
	}
	base, rows := servedRated(t, file, nil)
	checked := 0
	for _, r := range rows {
		if r.Rating == 0 || r.Games == 0 {
			continue
		}
		checked++
		want := fmt.Sprintf("%+.1f this event (K %d, 1 rated game)", r.Change.Change, r.K)
		if page := text(get2(t, fmt.Sprintf("%s/player-%d.html", base, r.ID))); !strings.Contains(page, want) {
			t.Errorf("%s: no %q", r.Name, want)
		}
		// In Finnish as the window and the paper write it: a decimal comma.
		fi := i18n.For("fi")
		want = fi.T("venue.player.change", "change", words.ChangeText(fi, r), "k", r.K, "games", r.Games)
		if !strings.Contains(want, ",") {
			t.Fatalf("the Finnish change %q has no decimal comma", want)
		}
		if page := text(get2(t, fmt.Sprintf("%s/player-%d.html?lang=fi", base, r.ID))); !strings.Contains(page, want) {
			t.Errorf("%s: no %q in Finnish", r.Name, want)
		}
	}
	if checked == 0 {
		t.Error("no player has a rated game")
	}
}

// servedRated makes the event of file FIDE-rated, then changes it by also
// where not nil, and serves it: the server's address and the rows of the
// event's rating report.
func servedRated(t *testing.T, file string, also func(*store.Store) error) (base string, rows []ratingreport.Row) {
	t.Helper()
	w := testevent.Open(t, file)
	st := testevent.Event(t, w).Settings
	st.Rules.FIDERated = true
	err := w.UpdateSettings(st)
	if err == nil && also != nil {
		err = also(w)
	}
	w.Close()
	if err != nil {
		t.Fatal(err)
	}
	_, base = server(t, file, nil)
	return base, ratingreport.Of(testevent.Read(t, file), tournament.RatingOptions{})
}

// An unrated player's page in a FIDE-rated event gives the initial rating
// he achieves, as the rating report, its paper and the window give it
// ("initial 1688"): the page gave a rated player's change and nothing of
// an unrated one's rating.
func TestAnUnratedPlayersPageGivesHisInitialRating(t *testing.T) {
	file := newEvent(t, "round-robin")
	ev := testevent.Read(t, file)
	p, _ := ev.FindPairing(1, 1) // 1-0: the winner scored against a rated opponent
	base, rows := servedRated(t, file, func(w *store.Store) error {
		winner, _ := ev.Player(p.White)
		unrated := *winner
		unrated.Rating = 0
		return w.UpdatePlayer(unrated)
	})
	checked := 0
	for _, r := range rows {
		if r.Rating > 0 || r.Initial == nil {
			continue
		}
		checked++
		for _, lang := range i18n.Complete {
			cat := i18n.For(lang)
			want := cat.T("venue.player.initial", "initial", words.ChangeText(cat, r), "games", r.Games)
			if page := text(get2(t, fmt.Sprintf("%s/player-%d.html?lang=%s", base, r.ID, lang))); !strings.Contains(page, want) {
				t.Errorf("%s: no %q in %s", r.Name, want, lang)
			}
		}
	}
	if checked != 1 {
		t.Errorf("%d unrated players with an initial rating, want the one made so", checked)
	}
}

// A player struck under the 1953 rule is named under the standings and
// the crosstable with the round and the games that count, as every front
// end names him (words.OutcomeNotes); the standings page gave his name
// and the withdrawn mark only, and the crosstable page nothing. His own
// page says the same where it gave his points as an empty figure ("Pts
// after round 2"), the standings having none for him.
func TestStruckPlayerNamedAsOnPaper(t *testing.T) {
	path, id := testevent.StruckLater(t)
	p, _ := testevent.Read(t, path).Player(id)
	runCLI(t, "player", "withdraw", path, "--seat", strconv.Itoa(p.Seat), "--after-round", "2")
	_, base := server(t, path, nil)
	want := html.EscapeString(p.Name + " withdrew after round 2: played 1 of 6 games, fewer than half: his games count for nobody and he has no place; the crosstable keeps his row, his points in brackets (FIDE). The game of round 2 has no result, so it does not count as played; one begun and not finished counts once it is entered as adjourned.")
	for _, page := range []string{"standings.html", "crosstable.html", fmt.Sprintf("player-%d.html", id)} {
		body := get2(t, base+"/"+page)
		if !strings.Contains(body, want) {
			t.Errorf("%s does not say %q", page, want)
		}
	}
	if body := get2(t, fmt.Sprintf("%s/player-%d.html", base, id)); strings.Contains(body, "<b></b>") {
		t.Errorf("player-%d.html gives an empty figure for the points of a player struck from the table", id)
	}
}

// Before a round is complete the standings are titled as on paper, with
// no round: never "after round 0", on their page, on the wall and on a
// ranking group's page, of an individual or a team event.
func TestStandingsBeforeAnyRoundIsCompleteNameNoRound(t *testing.T) {
	roundZero := regexp.MustCompile(`(?i)standings after round 0|tilanne 0\. kierroksen|seis pärast 0\. vooru`)
	swiss := filepath.Join(t.TempDir(), "first.arbiter")
	runCLI(t, "new", swiss, "--name", "Open", "--system", "swiss-dutch", "--rounds", "3", "--lang", "en")
	for i, n := range []string{"Aino Lehtonen", "Jüri Saar", "Mati Põld", "Pekka Äijälä"} {
		runCLI(t, "player", "add", swiss, "--name", n, "--rating", fmt.Sprint(2000-50*i))
	}
	runCLI(t, "pair", swiss)
	runCLI(t, "prizes", swiss, "--group", "u:rating:0-1990:Under 1990", "--save")
	teams := filepath.Join(t.TempDir(), "teams.arbiter")
	runCLI(t, "new", teams, "--name", "League", "--system", "team-round-robin", "--boards", "2", "--lang", "en")
	for _, team := range []string{"HSK", "Kalev"} {
		runCLI(t, "team", "add", teams, team)
		for b := 1; b <= 2; b++ {
			runCLI(t, "player", "add", teams, "--name", fmt.Sprintf("%s Player%d", team, b), "--team", team)
		}
	}
	runCLI(t, "draw", teams, "--seed", "1")
	runCLI(t, "pair", teams)
	for _, c := range []struct {
		file  string
		pages []string
	}{
		{swiss, []string{"standings.html", "group-1.html", "wall.html", "wall-2.html"}},
		{teams, []string{"standings.html", "wall.html", "wall-2.html"}},
	} {
		_, base := server(t, c.file, nil)
		for _, lang := range i18n.Complete {
			cat := i18n.For(lang)
			var all string
			for _, p := range c.pages {
				code, page := get(t, base+"/"+p+"?lang="+string(lang))
				if code != http.StatusOK && !strings.HasPrefix(p, "wall-") {
					t.Errorf("%s %s: %d", filepath.Base(c.file), p, code)
				}
				all += text(page)
				if zero := roundZero.FindString(text(page)); zero != "" {
					t.Errorf("%s %s in %s says %q", filepath.Base(c.file), p, lang, zero)
				}
			}
			if want := cat.T("print.standings.title"); !strings.Contains(all, want) {
				t.Errorf("%s in %s: no heading %q", filepath.Base(c.file), lang, want)
			}
		}
	}
}

// A withdrawn player's mark is explained under the standings and the
// crosstable, as on paper and from the command line, in every language.
func TestTheWithdrawnMarkIsExplained(t *testing.T) {
	for _, system := range []string{"swiss-dutch", "round-robin"} {
		t.Run(system, func(t *testing.T) {
			file := newEvent(t, system)
			if system == "round-robin" {
				// Kept as played: under a round robin's own rule a player
				// gone after round 1 leaves the table, his mark with him.
				runCLI(t, "event", file, "--withdrawal", "as-played")
			}
			runCLI(t, "player", "withdraw", file, "--seat", "2", "--after-round", "1")
			_, base := server(t, file, nil)
			for _, lang := range i18n.Complete {
				cat := i18n.For(lang)
				mark, legend := cat.T("print.mark.withdrawn"), cat.T("print.legend.withdrawn", "mark", cat.T("print.mark.withdrawn"))
				for _, p := range []string{"standings.html", "crosstable.html"} {
					page := input.Collapse(text(get2(t, base+"/"+p+"?lang="+string(lang))))
					if !strings.Contains(page, mark) || !strings.Contains(page, legend) {
						t.Errorf("%s in %s: the mark %q shown %v, explained %v", p, lang, mark, strings.Contains(page, mark), strings.Contains(page, legend))
					}
				}
			}
		})
	}
}

// A withdrawn player is marked, and the mark explained, wherever a page
// lists him by name, as the paper marks him (words.WithdrawnName): the
// search and the starting list (a withdrawal is for the event, as the
// paper's list of players has it), the wall's round and standings, and
// his opponent's page for the game after he left. The search and the
// starting list named him unmarked beside the standings' "(w/d)". The
// round's list by name, which gives no results, sends the reader to the
// pairings by board for the result his game counts as: it said the game
// counts "as the result shown", and showed none.
func TestAWithdrawnPlayerIsMarkedOnEveryList(t *testing.T) {
	file := newEvent(t, "swiss-dutch")
	ev := testevent.Read(t, file)
	var saar, opponent int64
	for _, p := range ev.Players {
		if p.Name == "Jüri Saar" {
			saar = p.ID
		}
	}
	for _, p := range ev.Rounds[1].Pairings {
		if p.White == saar {
			opponent = p.Black
		} else if p.Black == saar {
			opponent = p.White
		}
	}
	if saar == 0 || opponent == 0 {
		t.Fatalf("Jüri Saar (%d) has no game in round 2 (opponent %d)", saar, opponent)
	}
	runCLI(t, "player", "withdraw", file, "--id", strconv.FormatInt(saar, 10), "--after-round", "1")
	_, base := server(t, file, nil)
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		mark := cat.T("print.mark.withdrawn")
		for _, c := range []struct{ page, name, legend string }{
			{"search.html?q=saar", "Saar, Jüri", "print.legend.withdrawn"},
			{"start.html", "Jüri Saar", "print.legend.withdrawn"},
			{fmt.Sprintf("player-%d.html", opponent), "Jüri Saar", "print.legend.withdrawn-paired"},
			{"round-2.html", "Jüri Saar", "print.legend.withdrawn-paired"},
			{"names-2.html", "Saar, Jüri", "print.legend.withdrawn-paired-names"},
			{"wall.html", "Jüri Saar", ""},
			{"wall-2.html", "Jüri Saar", ""},
		} {
			u := base + "/" + c.page
			if strings.Contains(u, "?") {
				u += "&lang=" + string(lang)
			} else {
				u += "?lang=" + string(lang)
			}
			page := input.Collapse(text(get2(t, u)))
			if !strings.Contains(page, c.name+" "+mark) {
				t.Errorf("%s in %s: %q not marked %q:\n%s", c.page, lang, c.name, mark, page)
			}
			if c.legend != "" && !strings.Contains(page, words.WithdrawnLegend(cat, c.legend)) {
				t.Errorf("%s in %s: the mark not explained (%q):\n%s", c.page, lang, words.WithdrawnLegend(cat, c.legend), page)
			}
		}
	}
}

// The search takes as many letters as its box does (100), whatever their
// bytes: a whole name in Cyrillic, over 100 bytes, found its player no
// more and the page said no name held it. A query of more letters, from
// an address typed or pasted, is told that nothing was searched, in the
// reader's language; it was told that no player's name held it.
func TestTheSearchTakesAHundredLettersOfAnyScript(t *testing.T) {
	const name = "Анастасия-Александра Константинопольская-Воскресенская"
	file := filepath.Join(t.TempDir(), "long.arbiter")
	runCLI(t, "new", file, "--name", "Narva Open", "--system", "swiss-dutch", "--rounds", "3", "--lang", "en")
	for i, n := range []string{name, "Jüri Saar", "Aino Lehtonen"} {
		runCLI(t, "player", "add", file, "--name", n, "--rating", strconv.Itoa(2000-50*i))
	}
	if len(name) <= 100 || len([]rune(name)) > 100 {
		t.Fatalf("the name has %d bytes, %d letters", len(name), len([]rune(name)))
	}
	_, base := server(t, file, nil)
	if page := get2(t, base+"/search.html?q="+url.QueryEscape(name)); !strings.Contains(page, `<a href="player-1.html">`) {
		t.Errorf("the search for the whole name %q does not find him:\n%s", name, text(page))
	}
	for _, l := range i18n.Complete {
		lang := string(l)
		want := i18n.For(i18n.Lang(lang)).T("venue.search.too-long", "max", 100, "letters", 101)
		if page := text(get2(t, base+"/search.html?lang="+lang+"&q="+url.QueryEscape(strings.Repeat("ä", 101)))); !strings.Contains(page, want) {
			t.Errorf("%s: a query of 101 letters is not told %q:\n%s", lang, want, page)
		}
	}
}

// The crosstable page heads each column of a round robin with the number
// beside its player's name, as the window and the paper do: with a
// player struck from the table (under the 1953 code; FIDE's rule keeps
// his row) it numbered them 1, 2, 3 past the gap.
func TestCrosstableColumnsAreTheRowsNumbers(t *testing.T) {
	path, _ := testevent.StruckLater(t)
	// Seat 1, having played 2 of 6 games, is struck: the gap is the first.
	runCLI(t, "player", "withdraw", path, "--seat", "1", "--after-round", "2")
	ev := testevent.Read(t, path)
	ev.Settings.SetRuleset(rules.USSR1953)
	_, base := server(t, testevent.EventFile(t, ev), nil)
	body := get2(t, base+"/crosstable.html")
	if !strings.Contains(body, "struck from the table") {
		t.Fatalf("seat 1 is not struck:\n%s", body)
	}
	head := regexp.MustCompile(`<th>(\d+)</th>`).FindAllStringSubmatch(body, -1)
	var got []string
	for _, m := range head {
		got = append(got, m[1])
	}
	if want := []string{"2", "3", "4"}; !slices.Equal(got, want) {
		t.Errorf("column heads %q, want the rows' numbers %q", got, want)
	}
}

// A game the withdrawal rule annulled reads annulled on the opponent's
// page as on the round's page, with the result it had: the player's page
// showed the result recorded bare, a ½ that counts for nobody beside
// points without it.
func TestPlayerPageShowsTheGameAsTheRoundPage(t *testing.T) {
	path, _ := testevent.StruckLater(t)
	// Seat 1, having played 2 of 6 games, is struck: his games annulled.
	runCLI(t, "player", "withdraw", path, "--seat", "1", "--after-round", "2")
	ev := testevent.Read(t, path)
	var opponent int64
	for _, pr := range ev.Rounds[0].Pairings {
		for _, side := range [][2]int64{{pr.White, pr.Black}, {pr.Black, pr.White}} {
			if p, _ := ev.Player(side[0]); p.Seat == 1 {
				opponent = side[1]
			}
		}
	}
	_, base := server(t, path, nil)
	const annulled = ", annulled"
	if !strings.Contains(get2(t, base+"/round-1.html"), annulled) {
		t.Fatalf("the round's page does not say %q", annulled)
	}
	res := regexp.MustCompile(`<td class="res">([^<]*)</td>`).FindAllStringSubmatch(get2(t, base+fmt.Sprintf("/player-%d.html", opponent)), -1)
	if len(res) == 0 || !strings.HasSuffix(res[0][1], annulled) {
		t.Errorf("the opponent's page gives round 1 as %q, want it %q", res, annulled)
	}
}

// The event's page gives its dates as the paper does, in the reader's
// language (words.EventDates): it gave them as ISO dates, beside the
// rounds' dates in the language.
func TestEventDatesAsOnPaper(t *testing.T) {
	file := filepath.Join(t.TempDir(), "dates.arbiter")
	runCLI(t, "new", file, "--name", "Dates Open", "--start", "2026-11-01", "--end", "2026-11-05")
	_, base := server(t, file, nil)
	if page, want := text(get2(t, base+"/index.html")), "1 Nov 2026 – 5 Nov 2026"; !strings.Contains(page, want) {
		t.Errorf("the event's page does not say %q:\n%s", want, page)
	}
}

// A league's event page, its end left open (arbiter new --end=), gave its
// first day alone, as a one-day event's: it says the end is open, in the
// reader's language.
func TestEventPageSaysALeaguesOpenEnd(t *testing.T) {
	file := filepath.Join(t.TempDir(), "league.arbiter")
	runCLI(t, "new", file, "--name", "Club league", "--start", "12.12.2026", "--end=")
	_, base := server(t, file, nil)
	for lang, want := range map[string]string{"en": "from 12 Dec 2026", "fi": "12.12.2026 alkaen", "et": "alates 12.12.2026"} {
		if _, page := get(t, base+"/index.html", "Accept-Language", lang); !strings.Contains(text(page), want) {
			t.Errorf("%s: the event's page does not say %q:\n%s", lang, want, text(page))
		}
	}
}

// fourDrawn makes a round robin of four players, their seats drawn.
func fourDrawn(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "rr.arbiter")
	runCLI(t, "new", path, "--name", "RR", "--system", "round-robin")
	for _, name := range []string{"Anna Aho", "Boris Berg", "Carl Carlsson", "Dana Dahl"} {
		runCLI(t, "player", "add", path, "--name", name)
	}
	runCLI(t, "draw", path, "--seed", "1")
	return path
}

// The standings and the crosstable pages say what the withdrawn mark
// means, once, as the paper and the command line do under theirs: the
// pages marked "(w/d)" without a word of it.
func TestWithdrawnMarkExplainedAsOnPaper(t *testing.T) {
	path := fourDrawn(t)
	for _, r := range []string{"1", "2"} {
		runCLI(t, "pair", path)
		for _, b := range []string{"1", "2"} {
			runCLI(t, "result", path, "--round", r, "--board", b, "1-0")
		}
	}
	// Two of his three games played: he stays in the table, marked.
	runCLI(t, "player", "withdraw", path, "--seat", "1", "--after-round", "2")
	_, base := server(t, path, nil)
	for _, page := range []string{"standings.html", "crosstable.html"} {
		body := get2(t, base+"/"+page)
		if !strings.Contains(body, "(w/d)") || !strings.Contains(body, "(w/d) withdrew from the event.") {
			t.Errorf("%s does not explain the mark (w/d)", page)
		}
		// Said once: the standings page said it twice, above and below
		// the note of struck games.
		if n := strings.Count(body, "(w/d) withdrew from the event."); n != 1 {
			t.Errorf("%s explains the mark (w/d) %d times, not once", page, n)
		}
	}
}

// A page says when the event was read with the date and the time of day
// as the reader's language writes them, as the paper and the window date
// things ("Päivitetty 30.11.2026 08.31", as the printed pairings head a
// round "klo 10.00"): it wrote the ISO date in every language, then the
// time "08:31" in Finnish and Estonian too.
func TestStampDatedInTheReadersLanguage(t *testing.T) {
	_, base := servedEvent(t, "round-robin")
	for _, lang := range i18n.Complete {
		before := time.Now()
		page := text(get2(t, base+"/standings.html?lang="+string(lang)))
		after := time.Now()
		cat := i18n.For(lang)
		said := false
		for _, at := range []time.Time{before, after} {
			want := cat.T("venue.updated", "time", words.Date(cat, at.Format(time.DateOnly))+" "+words.ClockTime(cat, at.Format("15:04")))
			said = said || strings.Contains(page, want)
		}
		if !said {
			t.Errorf("%s: the page does not say %q:\n%s", lang, cat.T("venue.updated", "time", words.Date(cat, before.Format(time.DateOnly))+" "+words.ClockTime(cat, before.Format("15:04"))), page)
		}
	}
}

// A player who withdrew after his round was paired is marked on the list
// by name, on his line and his opponent's, as on the list by board, and
// both pages say what the mark means there: the list by name named him as
// if his game were to be played, and neither page explained the mark.
func TestWithdrawnAfterPairingMarkedByNameToo(t *testing.T) {
	path := fourDrawn(t)
	runCLI(t, "pair", path)
	for _, b := range []string{"1", "2"} {
		runCLI(t, "result", path, "--round", "1", "--board", b, "1-0")
	}
	runCLI(t, "pair", path)
	runCLI(t, "player", "withdraw", path, "--seat", "1", "--after-round", "1")
	_, base := server(t, path, nil)
	legend := "(w/d) withdrew from the event before this round"
	// His board is one line; by name he has his own and his opponent's.
	for page, lines := range map[string]int{"round-2.html": 1, "names-2.html": 2} {
		body := text(get2(t, base+"/"+page))
		if n := strings.Count(body, "(w/d)"); n != lines+1 { // and the legend's
			t.Errorf("%s marks the withdrawn player %d times, not on %d lines and the legend:\n%s", page, n, lines, body)
		}
		if !strings.Contains(body, legend) {
			t.Errorf("%s does not say %q:\n%s", page, legend, body)
		}
	}
}

// A request refused before any page (a method a page does not take, the
// QR code asked by a name the server is not known by) is answered in the
// reader's language, as a page not found is, for the event alone and for
// a venue of sections; the answer was Go's English status text.
func TestPlainRefusalsInTheReadersLanguage(t *testing.T) {
	_, base := servedEvent(t, "round-robin")
	for _, c := range []struct {
		method, path, host string
		lang               i18n.Lang
		status             int
		key                string
	}{
		{"POST", "/standings.html", "", i18n.Finnish, http.StatusMethodNotAllowed, "venue.err.method"},
		{"DELETE", "/", "", i18n.Estonian, http.StatusMethodNotAllowed, "venue.err.method"},
		{"GET", "/qr.png", "evil.example", i18n.Estonian, http.StatusBadRequest, "venue.err.host"},
		{"GET", "/qr.png", "evil.example", i18n.English, http.StatusBadRequest, "venue.err.host"},
	} {
		req, _ := http.NewRequest(c.method, base+c.path, nil)
		if c.host != "" {
			req.Host = c.host
		}
		req.Header.Set("Accept-Language", string(c.lang)+", en;q=0.5")
		a := do(t, http.DefaultClient, req)
		if want := i18n.For(c.lang).T(c.key); a.status != c.status || !strings.Contains(a.page, want) || a.header.Get("Content-Language") != string(c.lang) {
			t.Errorf("%s %s (%s): %d %q, want %d %q", c.method, c.path, c.lang, a.status, a.page, c.status, want)
		}
	}
}

// A request whose address and headers pass 16 KB (a link with its query
// pasted many times over, a flood of headers) is refused 431 by the
// venue, in the reader's language, for the event alone and for a venue of
// sections, however many come; it was Go's English "431 Request Header
// Fields Too Large". One just under the bound is served. Past the bound
// the server reads at most (64 KB) Go's server answers alone, in English,
// still 431, and the pages are served after it.
func TestAHeadOver16KBIsRefusedInTheReadersLanguage(t *testing.T) {
	_, base := server(t, newEvent(t, "round-robin"), nil)
	front := venueOf(t, []string{newEvent(t, "round-robin"), juniorEvent(t)}, nil)
	query := "?q=" + strings.Repeat("a", 20<<10)
	var flood []string
	for i := range 300 {
		flood = append(flood, fmt.Sprintf("X-Flood-%d", i), strings.Repeat("f", 60))
	}
	refused := func(name, u string, lang i18n.Lang, header ...string) {
		t.Helper()
		resp, b := fetch(t, u, append(header, "Accept-Language", string(lang))...)
		if want := i18n.For(lang).T("venue.err.head"); resp.StatusCode != http.StatusRequestHeaderFieldsTooLarge ||
			!strings.Contains(string(b), want) || resp.Header.Get("Content-Language") != string(lang) {
			t.Errorf("%s (%s): %d %q, want 431 %q", name, lang, resp.StatusCode, b, want)
		}
	}
	refused("a 20 KB query", base+"/standings.html"+query, i18n.Finnish)
	refused("a flood of headers", base+"/standings.html", i18n.Estonian, flood...)
	refused("a 20 KB query to the venue's front page", front+"/"+query, i18n.Finnish)
	refused("a flood of headers to the venue's front page", front+"/index.html", i18n.Estonian, flood...)
	for i := range 500 {
		if resp, _ := fetch(t, fmt.Sprintf("%s/player-%d.html%s", base, i, query)); resp.StatusCode != http.StatusRequestHeaderFieldsTooLarge {
			t.Fatalf("request %d of 20 KB: %d", i, resp.StatusCode)
		}
	}
	if code, _ := get(t, base+"/standings.html?q="+strings.Repeat("a", 15<<10)); code != 200 {
		t.Errorf("standings with a 15 KB query: %d", code)
	}
	// Past the server's cap the head is not read whole: Go answers.
	conn, err := net.Dial("tcp", strings.TrimPrefix(base, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "GET /standings.html?q=%s HTTP/1.1\r\nHost: x\r\nAccept-Language: fi\r\n\r\n", strings.Repeat("a", 100<<10))
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil || resp.StatusCode != http.StatusRequestHeaderFieldsTooLarge {
		t.Errorf("a 100 KB query: %v %v", resp, err)
	}
	if code, _ := get(t, base+"/standings.html"); code != 200 {
		t.Errorf("standings after the heads refused: %d", code)
	}
}

// A port taken is refused with a port to type instead that is free, the
// next one free after it: the example was ":8081" whatever was asked, so
// that asking for 8081 while it was taken was answered "Port 8081 is
// already taken…: choose another, e.g. :8081".
func TestAPortTakenIsAnsweredWithAFreeOne(t *testing.T) {
	srv, _ := server(t, newEvent(t, "round-robin"), nil)
	taken, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer taken.Close()
	example := regexp.MustCompile(`e\.g\. :([0-9]+)$`)
	addr := taken.Addr().String()
	for range 2 {
		err := srv.ListenAndServe(context.Background(), addr, nil)
		m := example.FindStringSubmatch(fmt.Sprint(err))
		if m == nil {
			t.Fatalf("%s taken: %v", addr, err)
		}
		next := net.JoinHostPort("127.0.0.1", m[1])
		if next == addr {
			t.Fatalf("%s taken: %v", addr, err)
		}
		// The port proposed is free: take it, and ask for it in turn.
		held, err := net.Listen("tcp", next)
		if err != nil {
			t.Fatalf("%s taken, %s proposed: %v", addr, next, err)
		}
		defer held.Close()
		addr = next
	}
}

// The event's page names the game type the arbiter chose, by the time
// control or set, in the reader's language, as the paper does: a rapid
// event's page gave its control alone, and an individual's and a team
// event's read as a standard event's. An event with neither names none.
func TestEventPageNamesTheGameTypeChosen(t *testing.T) {
	dir := t.TempDir()
	rapid, blitz, none := filepath.Join(dir, "rapid.arbiter"), filepath.Join(dir, "blitz.arbiter"), filepath.Join(dir, "none.arbiter")
	runCLI(t, "new", rapid, "--name", "Rapid Open", "--time-control", "15+10")
	runCLI(t, "new", blitz, "--name", "Blitz League", "--system", "team-round-robin", "--boards", "4", "--time-control", "90+30", "--game-type", "blitz")
	runCLI(t, "new", none, "--name", "Plain Open")
	for _, c := range []struct{ file, want string }{{rapid, "rapid"}, {blitz, "blitz"}} {
		_, base := server(t, c.file, nil)
		for _, lang := range i18n.Complete {
			_, page := get(t, base+"/index.html", "Accept-Language", string(lang))
			cat := i18n.For(lang)
			want := cat.T("venue.event.gametype") + " " + i18n.UpperFirst(cat.T("rules.gametype."+c.want))
			if words := input.Collapse(text(page)); !strings.Contains(words, want) {
				t.Errorf("%s, %s: the event's page does not say %q:\n%s", filepath.Base(c.file), lang, want, words)
			}
		}
	}
	_, base := server(t, none, nil)
	if page := text(get2(t, base+"/index.html")); strings.Contains(page, i18n.For(i18n.English).T("venue.event.gametype")) {
		t.Errorf("no control and no type set, yet the page names one:\n%s", page)
	}
}

// The event's page gives its time control in words of the reader's
// language, as the scoresheet, the schedule and the report word it
// (words.TimeControl: "90 min kogu partiile +30 s käigu kohta"); it gave
// the compact form the arbiter typed, "90+30", in every language.
func TestEventPageWordsTheTimeControlAsThePaper(t *testing.T) {
	file := newEvent(t, "round-robin")
	runCLI(t, "event", file, "--time-control", "90+30")
	_, base := server(t, file, nil)
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		page := text(get2(t, base+"/index.html?lang="+string(lang)))
		want := cat.T("venue.event.time-control") + " " + words.TimeControl(cat, "90+30")
		if !strings.Contains(strings.Join(strings.Fields(page), " "), want) {
			t.Errorf("%s: the event's page does not say %q:\n%s", lang, want, page)
		}
	}
}

// A player who asked for a bye in a round not yet paired finds it on his
// page, in his language, beside the game he has still to play: "Round 3:
// half-point bye (½ point)", as his page words the bye once the round is
// paired. His page said nothing of it, and he could not tell whether the
// arbiter had taken it down; another player's page says nothing of it.
func TestAPlayersPageGivesTheByeHeAskedFor(t *testing.T) {
	file := newEvent(t, "swiss-dutch")
	ev := testevent.Read(t, file)
	var saar, other int64
	for _, p := range ev.Players {
		switch p.Name {
		case "Jüri Saar":
			saar = p.ID
		case "Aino Lehtonen":
			other = p.ID
		}
	}
	runCLI(t, "bye", file, "--id", strconv.FormatInt(saar, 10), "--kind", "half", "--round", "3")
	_, base := server(t, file, nil)
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		name, _ := pairing.ByeText(tournament.ByeHalfPoint, cat.T)
		want := cat.T("venue.player.bye", "round", 3, "bye", name)
		page := input.Collapse(text(get2(t, fmt.Sprintf("%s/player-%d.html?lang=%s", base, saar, lang))))
		if !strings.Contains(page, want) {
			t.Errorf("%s: his page does not say %q:\n%s", lang, want, page)
		}
		if other := input.Collapse(text(get2(t, fmt.Sprintf("%s/player-%d.html?lang=%s", base, other, lang)))); strings.Contains(other, want) {
			t.Errorf("%s: another player's page says %q", lang, want)
		}
	}
}

// A tie-break's name may hold a comma ("Buchholz, nõrgim välja"): the
// event's page listed the names comma-separated, so that four tie-breaks
// read as five.
func TestTheEventsTieBreaksAreToldApart(t *testing.T) {
	file := newEvent(t, "swiss-dutch")
	runCLI(t, "event", file, "--tiebreaks", "bh-c1,bh,sb")
	_, base := server(t, file, nil)
	_, page := get(t, base+"/index.html", "Accept-Language", "et")
	if want := "Buchholz, nõrgim välja; Buchholz; Sonneborn-Berger"; !strings.Contains(text(page), want) {
		t.Errorf("the event's page does not list the tie-breaks as %q:\n%s", want, text(page))
	}
}

// The event's page lists the tie-breaks the event uses and, where the
// event sets one, the rating its unrated players count at in the
// rating-based ones (ARO, TPR, ...), in each language: it listed ARO
// and said nothing of the 1400 an unrated opponent counts at, which
// "arbiter event" shows. Where none is set, nothing is said of it.
func TestTheEventsPageSaysTheRatingOfTheUnrated(t *testing.T) {
	file := newEvent(t, "swiss-dutch")
	runCLI(t, "event", file, "--tiebreaks", "bh,aro")
	for _, set := range []bool{false, true} {
		if set {
			runCLI(t, "event", file, "--unrated-rating", "1400")
		}
		_, base := server(t, file, nil)
		for _, l := range i18n.Complete {
			cat := i18n.For(l)
			page := input.Collapse(text(get2(t, base+"/index.html?lang="+string(l))))
			if !strings.Contains(page, cat.T("venue.event.tiebreaks")) {
				t.Fatalf("%s: the event's page lists no tie-breaks:\n%s", l, page)
			}
			said := cat.T("event.unrated-rating") + " 1400"
			if got := strings.Contains(page, said); got != set {
				t.Errorf("%s, the rating set %v: the event's page says %q %v:\n%s", l, set, said, got, page)
			}
			if !set && strings.Contains(page, cat.T("event.unrated-rating")) {
				t.Errorf("%s: the event's page names a rating of the unrated none set:\n%s", l, page)
			}
		}
	}
}

// An event's page heads its schedule with a date column only where a
// round has a date, a team event's as an individual one's: a schedule of
// none stood as a "Date" heading over empty cells on every phone.
func TestTheScheduleHasADateColumnOnlyWithDates(t *testing.T) {
	file := newEvent(t, "swiss-dutch")
	for _, c := range []struct {
		file  string
		dated bool
	}{{testevent.TeamRoundUnderWayFile(t), false}, {file, false}, {file, true}} {
		if c.dated {
			runCLI(t, "event", c.file, "--round-time", "3=2026-04-02 10:00")
		}
		_, base := server(t, c.file, nil)
		for _, l := range i18n.Complete {
			_, page := get(t, base+"/index.html?lang="+string(l))
			if !strings.Contains(page, `<table class="fit">`) {
				t.Fatalf("%s: no schedule on the event's page", l)
			}
			if head := "<th>" + i18n.For(l).T("venue.col.date") + "</th>"; strings.Contains(page, head) != c.dated {
				t.Errorf("%s %s, a round dated %v: the schedule's date heading shown %v", c.file, l, c.dated, !c.dated)
			}
		}
	}
}

// The served event's page links the wall screen, a team event's too, so
// that the chief opens it on the venue's TV from the front page as a
// weekend's front page links its own; an export, which writes no wall,
// links none.
func TestTheEventPageLinksTheWall(t *testing.T) {
	for _, file := range []string{newEvent(t, "swiss-dutch"), testevent.TeamRoundUnderWayFile(t)} {
		_, base := server(t, file, nil)
		for _, l := range i18n.Complete {
			_, page := get(t, base+"/index.html?lang="+string(l))
			if link := `<a href="wall.html">` + i18n.For(l).T("venue.wall") + "</a>"; !strings.Contains(page, link) {
				t.Errorf("%s %s: the event's page does not link the wall (%s)", file, l, link)
			}
		}
		dir := filepath.Join(t.TempDir(), "site")
		runCLI(t, "export", "html", file, "-o", dir)
		if page := testdir.Read(t, filepath.Join(dir, "index.html")); strings.Contains(string(page), "wall.html") {
			t.Errorf("%s: the export's event page links a wall it does not write", file)
		}
	}
}

// A browser asking again with its copy's tag right after another program
// wrote a result is sent the page with the result, not 304: the server
// read the file only when its watcher next looked, a quarter second
// later, and answered a reload in between with the page as it was.
func TestAPageAskedAgainRightAfterAResultIsSentWithIt(t *testing.T) {
	file := newEvent(t, "round-robin")
	_, base := server(t, file, nil, func(o *venue.Options) { o.Poll = time.Hour })
	before, _ := fetch(t, base+"/round-2.html")
	runCLI(t, "result", file, "--round", "2", "--board", "1", "1-0")
	after, body := fetch(t, base+"/round-2.html", "If-None-Match", before.Header.Get("ETag"))
	cell := regexp.MustCompile(`id="b1"[^>]*>(?s:.*?)class="res"[^>]*>([^<]*)<`).FindStringSubmatch(string(body))
	if after.StatusCode != http.StatusOK || cell == nil || cell[1] != "1–0" {
		t.Errorf("round 2 asked again with its tag after board 1's result: %d, board 1 reads %q", after.StatusCode, cell)
	}
}

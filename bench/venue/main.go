// Command venue measures the venue server under the load of a large open:
// hundreds of phones on loopback, some holding an update stream open as a
// page with JavaScript does, the others polling pages, while the arbiter
// enters a round's results one after another through the store and
// -deputies deputy arbiters, signed in on their phones, enter every other
// board over the venue pages (the form, the confirmation, the save). It
// prints the requests per second, the p50/p99 latency of a page, the
// time the arbiter's result entry takes without and with the load (the
// window's side must not slow down), and how long each result took to be
// shown on an open page; it fails when a result is lost or shown later
// than two seconds.
//
// It also weighs what a result costs the venue's Wi-Fi: -holders phones
// each keep one page open (a round, the standings, a player's…) and, on
// every revision the stream brings, do what a page does now (ask with the
// page's ETag, 304 when the result did not touch it, the page gzipped
// when it did) and, as the reference measured in the same run, what a page
// did before (reload whole and uncompressed on any change); the bytes each
// way received are counted on the connections and printed per result.
//
// Everything runs on 127.0.0.1 and is bounded: -clients, -streams and
// -duration. The load lasts the whole -duration, and the round's results
// come at an even pace through it (as at a venue, where they come over the
// hours of a round, not in a burst), so that every result meets the load.
//
//	go run ./bench/venue [-players 400] [-clients 300] [-streams 100] [-holders 300] [-deputies 5] [-duration 20s]
package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"arbiter/cli"
	"arbiter/tournament"
	"arbiter/tournament/store"
	"arbiter/venue"
)

func main() {
	players := flag.Int("players", 400, "players in the Swiss (a 400-player open)")
	clients := flag.Int("clients", 300, "polling clients (at most 2000)")
	streams := flag.Int("streams", 100, "clients holding an update stream (at most 2000)")
	holders := flag.Int("holders", 300, "phones keeping a page open, whose bytes per result are counted (at most 2000)")
	deputies := flag.Int("deputies", 5, "deputy arbiters entering half the results from their phones (at most 20)")
	think := flag.Duration("think", 500*time.Millisecond, "a polling client's pause between requests")
	duration := flag.Duration("duration", 20*time.Second, "longest the load runs (at most 2m)")
	baseline := flag.Int("baseline", 30, "results entered before the load starts")
	gap := flag.Duration("gap", 0, "time between two results; 0 spreads the round's results over nine tenths of the load's time")
	cpuprofile := flag.String("cpuprofile", "", "write a CPU profile of the whole run to this file")
	flag.Parse()
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err == nil && pprof.StartCPUProfile(f) == nil {
			defer pprof.StopCPUProfile()
		}
	}
	*clients, *streams, *holders, *deputies = min(*clients, 2000), min(*streams, 2000), min(*holders, 2000), min(*deputies, 20)
	*duration = min(*duration, 2*time.Minute)
	if err := run(*players, *clients, *streams, *holders, *deputies, *think, *duration, *baseline, *gap); err != nil {
		fmt.Fprintln(os.Stderr, "venue bench:", err)
		pprof.StopCPUProfile()
		os.Exit(1)
	}
}

func arbiter(args ...string) error {
	var out strings.Builder
	if code := cli.Run(args, &out, &out); code != 0 {
		return fmt.Errorf("arbiter %s: %s", strings.Join(args, " "), out.String())
	}
	return nil
}

// makeEvent makes a Swiss of n players with round 1 paired.
func makeEvent(dir string, n int) (string, error) {
	file := filepath.Join(dir, "open.arbiter")
	csv := filepath.Join(dir, "players.csv")
	var b strings.Builder
	b.WriteString("name;rating;club\n")
	for i := range n {
		fmt.Fprintf(&b, "Player%03d Family%03d;%d;Club %d\n", i+1, n-i, 2600-i*3, i%37)
	}
	if err := os.WriteFile(csv, []byte(b.String()), 0o644); err != nil {
		return "", err
	}
	for _, args := range [][]string{
		{"new", file, "--name", "Bench Open", "--system", "swiss-dutch", "--rounds", "9", "--lang", "en"},
		{"import", "csv", file, csv},
		{"pair", file},
	} {
		if err := arbiter(args...); err != nil {
			return "", err
		}
	}
	return file, nil
}

// loadAverage is the machine's load average where the system tells it
// (Linux), so that a run's figures are read knowing how busy the machine
// was: the server and the phones share its cores with whatever else runs.
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if f := strings.Fields(string(b)); err == nil && len(f) >= 3 {
		return "; load average " + strings.Join(f[:3], " ")
	}
	return ""
}

// latencies collects durations from many goroutines.
type latencies struct {
	mu sync.Mutex
	d  []time.Duration
}

func (l *latencies) add(d time.Duration) { l.mu.Lock(); l.d = append(l.d, d); l.mu.Unlock() }

func (l *latencies) pct(p float64) time.Duration {
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.d) == 0 {
		return 0
	}
	s := slices.Clone(l.d)
	slices.Sort(s)
	return s[min(len(s)-1, int(float64(len(s))*p))]
}

func (l *latencies) count() int { l.mu.Lock(); defer l.mu.Unlock(); return len(l.d) }

// counted is a transport whose connections count the bytes they receive.
func counted(n *atomic.Int64, conns int) *http.Transport {
	d := &net.Dialer{Timeout: 5 * time.Second}
	return &http.Transport{MaxIdleConns: conns, MaxIdleConnsPerHost: conns, DisableCompression: true,
		DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
			c, err := d.DialContext(ctx, network, addr)
			if err != nil {
				return nil, err
			}
			return &countingConn{Conn: c, n: n}, nil
		}}
}

type countingConn struct {
	net.Conn
	n *atomic.Int64
}

func (c *countingConn) Read(b []byte) (int, error) {
	k, err := c.Conn.Read(b)
	c.n.Add(int64(k))
	return k, err
}

// holdPage is one phone keeping path open until ctx ends: on each
// revision of its stream it fetches the page as a page does now, through
// now, and as a page did before, through before (whose bodies are added
// to beforeBody, as it asks for their headers only).
func holdPage(ctx context.Context, base, path string, stream, now, before *http.Client, beforeBody, failed *atomic.Int64) {
	get := func(c *http.Client, method string, header ...string) (*http.Response, error) {
		req, _ := http.NewRequestWithContext(ctx, method, base+path, nil)
		for i := 0; i+1 < len(header); i += 2 {
			req.Header.Set(header[i], header[i+1])
		}
		resp, err := c.Do(req)
		if err == nil {
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
		}
		return resp, err
	}
	first, err := get(now, "GET", "Accept-Encoding", "gzip")
	if err != nil {
		failed.Add(1)
		return
	}
	tag := first.Header.Get("ETag")
	follow(ctx, base, stream, failed, func() {
		// What the reload would have received, without loading the
		// network with it: the headers and the length of the whole page.
		if r, err := get(before, "HEAD"); err == nil {
			beforeBody.Add(r.ContentLength)
		} else if ctx.Err() == nil {
			failed.Add(1)
		}
		h, err := get(now, "HEAD", "If-None-Match", tag)
		switch {
		case err != nil:
			if ctx.Err() == nil {
				failed.Add(1)
			}
		case h.StatusCode == http.StatusOK:
			if r, err := get(now, "GET", "Accept-Encoding", "gzip", "If-None-Match", tag); err == nil {
				tag = r.Header.Get("ETag")
			} else if ctx.Err() == nil {
				failed.Add(1)
			}
		}
	})
}

// follow reads the update stream until ctx ends, calling seen on each
// revision it brings.
func follow(ctx context.Context, base string, c *http.Client, failed *atomic.Int64, seen func()) {
	req, _ := http.NewRequestWithContext(ctx, "GET", base+"/events?since=0", nil)
	resp, err := c.Do(req)
	if err != nil {
		failed.Add(1)
		return
	}
	defer resp.Body.Close()
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		if strings.HasPrefix(sc.Text(), "data: ") {
			seen()
		}
	}
}

// deputyPhone is a deputy's phone: it keeps its session's cookie and
// shows the redirect after a result rather than following it.
func deputyPhone() *http.Client {
	jar, _ := cookiejar.New(nil)
	return &http.Client{Jar: jar, Timeout: 10 * time.Second,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
}

var tokenField = regexp.MustCompile(`name="token" value="([^"]+)"`)

// step loads the entry page (GET, when fields is nil) or sends it a step
// and returns the status and the next form's token.
func step(c *http.Client, base string, fields url.Values) (int, string, error) {
	var resp *http.Response
	var err error
	if fields == nil {
		resp, err = c.Get(base + "/enter.html")
	} else {
		resp, err = c.PostForm(base+"/enter.html", fields)
	}
	if err != nil {
		return 0, "", err
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	tok := ""
	if m := tokenField.FindSubmatch(body); m != nil {
		tok = string(m[1])
	}
	return resp.StatusCode, tok, nil
}

// enterAsDeputy enters res on board of round 1 as a deputy does: the
// form, the check that shows the names to confirm, the save.
func enterAsDeputy(c *http.Client, base string, board int, res tournament.Result) error {
	_, tok, err := step(c, base, nil)
	if err != nil {
		return err
	}
	fields := url.Values{"step": {"check"}, "token": {tok}, "round": {"1"}, "board": {strconv.Itoa(board)}, "result": {res.String()}}
	code, tok, err := step(c, base, fields)
	if err != nil || code != http.StatusOK {
		return fmt.Errorf("board %d: check %d %v", board, code, err)
	}
	fields.Set("step", "save")
	fields.Set("token", tok)
	if code, _, err = step(c, base, fields); err != nil || code != http.StatusSeeOther {
		return fmt.Errorf("board %d: save %d %v", board, code, err)
	}
	return nil
}

func run(nPlayers, nClients, nStreams, nHolders, nDeputies int, think, duration time.Duration, nBaseline int, gap time.Duration) error {
	dir, err := os.MkdirTemp("", "venue-bench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	file, err := makeEvent(dir, nPlayers)
	if err != nil {
		return err
	}
	store.Actor = "bench"
	w, err := store.Open(file) // the window
	if err != nil {
		return err
	}
	defer w.Close()
	var pins []string
	for i := range nDeputies {
		pin, err := w.AddDeputy(tournament.Deputy{Name: fmt.Sprintf("Deputy %d", i+1)}, true)
		if err != nil {
			return err
		}
		pins = append(pins, pin)
	}
	ro, err := store.OpenReadOnly(file)
	if err != nil {
		return err
	}
	defer ro.Close()
	srv, err := venue.New(ro, venue.Options{Deputy: w})
	if err != nil {
		return err
	}
	defer srv.Close()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ready := make(chan net.Addr, 1)
	go srv.ListenAndServe(ctx, "127.0.0.1:0", func(a net.Addr) { ready <- a })
	base := "http://" + (<-ready).String()

	ev, err := w.Event()
	if err != nil {
		return err
	}
	var boards []int
	for _, p := range ev.Rounds[0].Pairings {
		if !p.IsBye() {
			boards = append(boards, p.Board)
		}
	}
	results := []tournament.Result{tournament.WhiteWins, tournament.Draw, tournament.BlackWins}
	var enteredAt sync.Map // board → time its result was committed
	enter := func(board int, lat *latencies) error {
		r := results[board%3]
		start := time.Now()
		if _, err := w.Event(); err != nil { // a deputy's page reads the file first
			return err
		}
		if err := w.SetResult(1, board, r); err != nil {
			return err
		}
		enteredAt.Store(board, time.Now())
		lat.add(time.Since(start))
		return nil
	}
	fmt.Printf("event: %d players, round 1 with %d boards; server %s%s\n", nPlayers, len(boards), base, loadAverage())

	// Without load.
	var quiet latencies
	nBaseline = min(nBaseline, len(boards)/3)
	for _, b := range boards[:nBaseline] {
		if err := enter(b, &quiet); err != nil {
			return err
		}
		time.Sleep(50 * time.Millisecond)
	}

	tr := &http.Transport{MaxIdleConns: nClients + nStreams, MaxIdleConnsPerHost: nClients + nStreams, DisableCompression: true}
	client := &http.Client{Transport: tr, Timeout: 10 * time.Second}
	// A stream is read for as long as the load lasts: no overall timeout.
	streamClient := &http.Client{Transport: tr}
	loadCtx, stopLoad := context.WithTimeout(ctx, duration)
	defer stopLoad()
	// The streams outlast the load by the time the last result may take
	// to show.
	streamCtx, stopStreams := context.WithCancel(ctx)
	defer stopStreams()
	var pages latencies
	var failed atomic.Int64
	var wg sync.WaitGroup
	paths := []string{"/pairings.html", "/names.html", "/standings.html", "/index.html"}
	for i := range nClients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(uint64(i), 1))
			for loadCtx.Err() == nil {
				path := paths[rng.IntN(len(paths))]
				if rng.IntN(4) == 0 {
					path = fmt.Sprintf("/player-%d.html", 1+rng.IntN(nPlayers))
				}
				start := time.Now()
				req, _ := http.NewRequestWithContext(loadCtx, "GET", base+path, nil)
				req.Header.Set("Accept-Language", []string{"fi", "et", "en"}[i%3])
				resp, err := client.Do(req)
				if err == nil {
					_, err = io.Copy(io.Discard, resp.Body)
					resp.Body.Close()
					if resp.StatusCode != 200 {
						err = fmt.Errorf("%s: %d", path, resp.StatusCode)
					}
				}
				if err != nil {
					if loadCtx.Err() == nil {
						failed.Add(1)
					}
					continue
				}
				pages.add(time.Since(start))
				select {
				case <-loadCtx.Done():
				case <-time.After(think/2 + time.Duration(rng.Int64N(int64(think)))):
				}
			}
		}()
	}
	// A stream client does what a page's script does: on each new
	// revision it loads the round's page again, and notes each board whose
	// result it sees for the first time.
	loadStart := time.Now()
	var shown latencies
	var late atomic.Int64
	seenBy := make([]map[int]bool, nStreams)
	for i := range nStreams {
		seenBy[i] = map[int]bool{}
		wg.Add(1)
		go func() {
			defer wg.Done()
			follow(streamCtx, base, streamClient, &failed, func() {
				req, _ := http.NewRequestWithContext(streamCtx, "GET", base+"/round-1.html", nil)
				pr, err := client.Do(req)
				if err != nil {
					return
				}
				body, _ := io.ReadAll(pr.Body)
				pr.Body.Close()
				now := time.Now()
				for b := range decided(string(body)) {
					if seenBy[i][b] {
						continue
					}
					seenBy[i][b] = true
					if at, ok := enteredAt.Load(b); ok && at.(time.Time).After(loadStart) {
						d := now.Sub(at.(time.Time))
						if d < 0 {
							d = 0
						}
						shown.add(d)
						if d > 2*time.Second {
							late.Add(1)
						}
					}
				}
			})
		}()
	}
	// The phones keeping a page open, counted each way.
	var nowBytes, beforeBytes atomic.Int64
	nowClient := &http.Client{Transport: counted(&nowBytes, nHolders), Timeout: 10 * time.Second}
	beforeClient := &http.Client{Transport: counted(&beforeBytes, nHolders), Timeout: 10 * time.Second}
	held := []string{"/round-1.html", "/names-1.html", "/standings.html", "/index.html", "/crosstable.html"}
	for i := range nHolders {
		path := held[i%len(held)]
		if i%2 == 1 { // half the phones follow a player
			path = fmt.Sprintf("/player-%d.html", 1+(i*7919)%nPlayers)
		}
		wg.Go(func() { holdPage(streamCtx, base, path, streamClient, nowClient, beforeClient, &beforeBytes, &failed) })
	}
	time.Sleep(time.Second) // every client running
	nowBytes.Store(0)
	beforeBytes.Store(0)
	start := time.Now()
	var loaded, byDeputy latencies
	var doneMu sync.Mutex
	var done []int // the boards entered under the load
	record := func(b int) { doneMu.Lock(); done = append(done, b); doneMu.Unlock() }
	// The arbiter enters the even boards in the window; the deputies, from
	// their phones over the venue pages, the odd ones, each his share. The
	// i-th result is due at start + i×gap.
	rest := boards[nBaseline:]
	if gap <= 0 { // nine tenths of the load's time left, as the clients took the first second
		end, _ := loadCtx.Deadline()
		gap = time.Until(end) * 9 / 10 / time.Duration(max(len(rest), 1))
	}
	due := func(i int) { time.Sleep(time.Until(start.Add(time.Duration(i) * gap))) }
	var own, theirs []int // indices into rest
	for i := range rest {
		if nDeputies > 0 && i%2 == 1 {
			theirs = append(theirs, i)
		} else {
			own = append(own, i)
		}
	}
	var deputyFailed atomic.Int64
	var dwg sync.WaitGroup
	for d := range nDeputies {
		dwg.Go(func() {
			c := deputyPhone()
			code, tok, err := step(c, base, nil)
			if err == nil {
				code, _, err = step(c, base, url.Values{"step": {"signin"}, "token": {tok}, "pin": {pins[d]}})
			}
			if err != nil || code != http.StatusSeeOther {
				deputyFailed.Add(1)
				return
			}
			for j := d; j < len(theirs) && loadCtx.Err() == nil; j += nDeputies {
				due(theirs[j])
				b, t0 := rest[theirs[j]], time.Now()
				if err := enterAsDeputy(c, base, b, results[b%3]); err != nil {
					if loadCtx.Err() == nil {
						fmt.Fprintln(os.Stderr, "deputy:", err)
						deputyFailed.Add(1)
					}
					continue
				}
				enteredAt.Store(b, time.Now())
				record(b)
				byDeputy.add(time.Since(t0))
			}
		})
	}
	for _, i := range own {
		if due(i); loadCtx.Err() != nil {
			break
		}
		if err := enter(rest[i], &loaded); err != nil {
			return err
		}
		record(rest[i])
	}
	dwg.Wait()
	entered := nBaseline + len(done)
	<-loadCtx.Done() // the phones go on to the end
	elapsed := time.Since(start)
	// Leave the streams time to show the last result, then stop them.
	time.Sleep(2500 * time.Millisecond)
	stopStreams()
	wg.Wait()

	// No result lost: the file and the final page have every one.
	final, err := w.Event()
	if err != nil {
		return err
	}
	resp, err := http.Get(base + "/round-1.html")
	if err != nil {
		return err
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	onPage := len(decided(string(body)))
	inFile := 0
	for _, p := range final.Rounds[0].Pairings {
		if p.Result != tournament.NoResult {
			inFile++
		}
	}
	unseen := 0
	for i := range nStreams {
		for _, b := range done {
			if !seenBy[i][b] {
				unseen++
			}
		}
	}
	fmt.Printf("load: %d polling clients (think %v), %d update streams, %v%s\n", nClients, think, nStreams, elapsed.Round(time.Millisecond), loadAverage())
	fmt.Printf("pages: %d requests, %.0f requests/s, p50 %v, p99 %v, %d failed\n",
		pages.count(), float64(pages.count())/elapsed.Seconds(), pages.pct(0.50).Round(time.Microsecond), pages.pct(0.99).Round(time.Microsecond), failed.Load())
	fmt.Printf("result entry (arbiter's side): without load p50 %v p99 %v (%d); with load p50 %v p99 %v (%d); ratio p50 %.2f\n",
		quiet.pct(0.50).Round(time.Microsecond), quiet.pct(0.99).Round(time.Microsecond), quiet.count(),
		loaded.pct(0.50).Round(time.Microsecond), loaded.pct(0.99).Round(time.Microsecond), loaded.count(),
		float64(loaded.pct(0.50))/float64(max(quiet.pct(0.50), 1)))
	fmt.Printf("shown on open pages: %d sightings, p50 %v, p99 %v, max %v, %d later than 2 s, %d never seen\n",
		shown.count(), shown.pct(0.50).Round(time.Millisecond), shown.pct(0.99).Round(time.Millisecond), shown.pct(1).Round(time.Millisecond), late.Load(), unseen)
	fmt.Printf("results: %d entered, %d in the file, %d on the page\n", entered, inFile, onPage)
	if nDeputies > 0 {
		fmt.Printf("deputies: %d phones entered %d results (form, check, save): p50 %v, p99 %v; %d failed\n",
			nDeputies, byDeputy.count(), byDeputy.pct(0.50).Round(time.Millisecond), byDeputy.pct(0.99).Round(time.Millisecond), deputyFailed.Load())
	}
	if n := entered - nBaseline; n > 0 && nHolders > 0 {
		per := func(b int64) float64 { return float64(b) / float64(n) / 1e6 }
		fmt.Printf("bytes per result to %d phones keeping a page open: now %.3f MB (ETag, 304, gzip); before %.3f MB (every page reloaded whole); %.1f× fewer\n",
			nHolders, per(nowBytes.Load()), per(beforeBytes.Load()), float64(beforeBytes.Load())/float64(max(nowBytes.Load(), 1)))
	}
	if inFile != entered || onPage != entered || late.Load() > 0 || unseen > 0 || deputyFailed.Load() > 0 {
		return fmt.Errorf("a result was lost or shown late")
	}
	return nil
}

// decided are the boards of a round's page that show a result.
func decided(page string) map[int]bool {
	out := map[int]bool{}
	for _, row := range strings.Split(page, `<tr id="b`)[1:] {
		num, rest, ok := strings.Cut(row, `"`)
		b, err := strconv.Atoi(num)
		if !ok || err != nil {
			continue
		}
		row, _, _ = strings.Cut(rest, "</tr>")
		if _, cell, ok := strings.Cut(row, `<td class="res">`); ok && !strings.HasPrefix(cell, "</td>") {
			out[b] = true
		}
	}
	return out
}

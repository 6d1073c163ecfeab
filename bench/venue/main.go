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
// The same load is put on one event, then on -sections events of
// -players each served together as one venue (arbiter serve A B …), the
// phones, the streams and the deputies shared out over the sections and
// the results of every section entered at the same pace through the
// load; the one-section figures, measured first in the same run, are the
// reference beside which the sections' are read.
//
//	go run ./bench/venue [-players 400] [-clients 300] [-streams 100] [-holders 300] [-deputies 5] [-sections 2] [-duration 20s]
//
// It makes whatever it reads, so that built once (go build -o venue-bench
// ./bench/venue) it runs alone on a machine without Go or the source
// tree: README.md says how.
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
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"arbiter/cli"
	"arbiter/internal/procstat"
	"arbiter/internal/testfield"
	"arbiter/internal/testphone"
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
	sections := flag.Int("sections", 2, "sections of -players each served together, measured after one section alone (at most 8)")
	cpuprofile := flag.String("cpuprofile", "", "write a CPU profile of the whole run to this file")
	flag.Parse()
	stopProfile, err := procstat.StartProfile(*cpuprofile)
	if err != nil {
		fmt.Fprintln(os.Stderr, "venue bench:", err)
		os.Exit(1)
	}
	defer stopProfile()
	*clients, *streams, *holders, *deputies = min(*clients, 2000), min(*streams, 2000), min(*holders, 2000), min(*deputies, 20)
	*duration = min(*duration, 2*time.Minute)
	*sections = min(*sections, 8)
	l := load{*players, *clients, *streams, *holders, *deputies, *think, *duration, *baseline, *gap}
	// The same load on one event, then on the venue's sections, in the
	// same run: the one-section figures are the reference.
	// Both are run whatever the first's outcome, so that the figures
	// stand side by side.
	failed := false
	for _, k := range slices.Compact([]int{1, max(*sections, 1)}) {
		if err := run(k, l); err != nil {
			fmt.Fprintf(os.Stderr, "venue bench, %d section(s): %v\n", k, err)
			failed = true
		}
	}
	if failed {
		stopProfile()
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

// makeEvent makes a Swiss of n players with round 1 paired, in the file
// name.arbiter of the folder dir (made).
func makeEvent(dir string, n int, name string) (string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	file := filepath.Join(dir, name+".arbiter")
	csv := filepath.Join(dir, "players.csv")
	if err := os.WriteFile(csv, []byte(testfield.OpenList(n)), 0o644); err != nil {
		return "", err
	}
	for _, args := range [][]string{
		{"new", file, "--name", "Bench " + name, "--system", "swiss-dutch", "--rounds", "9", "--lang", "en"},
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

// enterAsDeputy enters res on board of round 1 as a deputy does: the
// form, the check that shows the names to confirm, the save.
func enterAsDeputy(p *testphone.Phone, board int, res tournament.Result) error {
	_, page, err := p.Step(nil)
	if err != nil {
		return err
	}
	if code, _, err := p.Enter(page, 1, board, res.String()); err != nil || code != http.StatusSeeOther {
		return fmt.Errorf("board %d: check and save %d %v", board, code, err)
	}
	return nil
}

// load is what one run puts on the server.
type load struct {
	players, clients, streams, holders, deputies int
	think, duration                              time.Duration
	baseline                                     int
	gap                                          time.Duration
}

// section is one event of the venue under load: its file, held by the
// window's store, its deputies' PINs, its pages' address and its round's
// boards.
type section struct {
	w         *store.Store
	pins      []string
	base      string
	boards    []int
	enteredAt sync.Map // board → time its result was committed
}

// board is a board of a section.
type board struct{ sec, n int }

// serveSections makes k events of n players each in dir, each held by a
// window's store with its share of the deputies, and serves them together
// as one venue (one section: the event alone, at the top).
func serveSections(ctx context.Context, dir string, k, n, nDeputies int) ([]*section, func(), error) {
	var secs []*section
	var vs []venue.Section
	var closers []func()
	closeAll := func() {
		for _, c := range slices.Backward(closers) {
			c()
		}
	}
	var files []string
	for i := range k {
		file, err := makeEvent(filepath.Join(dir, fmt.Sprint(i)), n, fmt.Sprintf("section%d", i+1))
		if err != nil {
			return nil, closeAll, err
		}
		files = append(files, file)
	}
	for i, file := range files {
		w, err := store.Open(file) // the window
		if err != nil {
			return nil, closeAll, err
		}
		closers = append(closers, func() { w.Close() })
		sec := &section{w: w}
		for d := i; d < nDeputies; d += k {
			pin, err := w.AddDeputy(tournament.Deputy{Name: fmt.Sprintf("Deputy %d", d+1)}, true)
			if err != nil {
				return nil, closeAll, err
			}
			sec.pins = append(sec.pins, pin)
		}
		ro, err := store.OpenReadOnly(file)
		if err != nil {
			return nil, closeAll, err
		}
		closers = append(closers, func() { ro.Close() })
		srv, err := venue.New(ro, venue.Options{Deputy: w})
		if err != nil {
			return nil, closeAll, err
		}
		closers = append(closers, srv.Close)
		ev, err := w.Event()
		if err != nil {
			return nil, closeAll, err
		}
		for _, p := range ev.Rounds[0].Pairings {
			if !p.IsBye() {
				sec.boards = append(sec.boards, p.Board)
			}
		}
		secs = append(secs, sec)
		vs = append(vs, venue.Section{Slug: venue.Slugs(files)[i], Server: srv})
	}
	v, err := venue.NewVenue(vs)
	if err != nil {
		return nil, closeAll, err
	}
	ready := make(chan net.Addr, 1)
	go v.ListenAndServe(ctx, "127.0.0.1:0", func(a net.Addr) { ready <- a })
	base := "http://" + (<-ready).String()
	for i, sec := range secs {
		sec.base = base
		if k > 1 {
			sec.base += "/" + vs[i].Slug
		}
	}
	return secs, closeAll, nil
}

var results = []tournament.Result{tournament.WhiteWins, tournament.Draw, tournament.BlackWins}

// enter enters board's result in the window, as the arbiter does.
func (sec *section) enter(b int, lat *latencies) error {
	r := results[b%3]
	start := time.Now()
	if _, err := sec.w.Event(); err != nil { // a deputy's page reads the file first
		return err
	}
	if err := sec.w.SetResult(1, b, r); err != nil {
		return err
	}
	sec.enteredAt.Store(b, time.Now())
	lat.add(time.Since(start))
	return nil
}

// bench is one run: its load, its sections and what it counts.
type bench struct {
	l      load
	secs   []*section
	client *http.Client // the polling clients' and the stream clients' pages
	stream *http.Client // the update streams, read as long as the load lasts
	// start is when the results under load began, loadStart when the
	// clients did.
	start, loadStart                      time.Time
	quiet, loaded, byDeputy, pages, shown latencies
	failed, late, deputyFailed            atomic.Int64
	doneMu                                sync.Mutex
	done                                  []board // the boards entered under the load
}

func (b *bench) record(x board) { b.doneMu.Lock(); b.done = append(b.done, x); b.doneMu.Unlock() }

// run puts the load on k sections of l.players each, served together,
// the phones and the deputies shared out over the sections, and prints
// the figures.
func run(k int, l load) error {
	dir, err := os.MkdirTemp("", "venue-bench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	store.Actor = "bench"
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	secs, closeAll, err := serveSections(ctx, dir, k, l.players, l.deputies)
	defer closeAll()
	if err != nil {
		return err
	}
	tr := &http.Transport{MaxIdleConns: l.clients + l.streams, MaxIdleConnsPerHost: l.clients + l.streams, DisableCompression: true}
	b := &bench{l: l, secs: secs, client: &http.Client{Transport: tr, Timeout: 10 * time.Second}, stream: &http.Client{Transport: tr}}
	all := b.boards()
	fmt.Printf("== %d section(s): %d players each, round 1 with %d boards in all; server %s%s\n", k, l.players, len(all), secs[0].base, loadAverage())
	nBaseline := min(l.baseline, len(all)/3)
	if err := b.enterQuietly(all[:nBaseline]); err != nil {
		return err
	}
	rest := all[nBaseline:]

	loadCtx, stopLoad := context.WithTimeout(ctx, l.duration)
	defer stopLoad()
	// The streams outlast the load by the time the last result may take
	// to show.
	streamCtx, stopStreams := context.WithCancel(ctx)
	defer stopStreams()
	var wg sync.WaitGroup
	for i := range l.clients {
		wg.Go(func() { b.poll(loadCtx, i) })
	}
	b.loadStart = time.Now()
	seenBy := make([]map[int]bool, l.streams)
	for i := range l.streams {
		seenBy[i] = map[int]bool{}
		wg.Go(func() { b.watch(streamCtx, secs[i%k], seenBy[i]) })
	}
	var nowBytes, beforeBytes atomic.Int64
	b.holdPages(streamCtx, &wg, &nowBytes, &beforeBytes)
	time.Sleep(time.Second) // every client running
	nowBytes.Store(0)
	beforeBytes.Store(0)
	b.start = time.Now()
	cpu0 := procstat.CPU()
	if err := b.enterAll(loadCtx, rest); err != nil {
		return err
	}
	entered := nBaseline + len(b.done)
	<-loadCtx.Done() // the phones go on to the end
	elapsed := time.Since(b.start)
	cpu := procstat.CPU() - cpu0
	// Leave the streams time to show the last result, then stop them.
	time.Sleep(2500 * time.Millisecond)
	stopStreams()
	wg.Wait()

	inFile, onPage, err := b.final()
	if err != nil {
		return err
	}
	unseen := b.unseen(seenBy)
	b.report(elapsed)
	if cpu > 0 {
		fmt.Printf("CPU time of the process under the load (server, phones and deputies together): %v, %.2f of a core\n",
			cpu.Round(time.Millisecond), cpu.Seconds()/elapsed.Seconds())
	}
	fmt.Printf("shown on open pages: %d sightings, p50 %v, p99 %v, max %v, %d later than 2 s, %d never seen\n",
		b.shown.count(), b.shown.pct(0.50).Round(time.Millisecond), b.shown.pct(0.99).Round(time.Millisecond), b.shown.pct(1).Round(time.Millisecond), b.late.Load(), unseen)
	fmt.Printf("results: %d entered, %d in the files, %d on the pages\n", entered, inFile, onPage)
	if n := entered - nBaseline; n > 0 && l.holders > 0 {
		per := func(x int64) float64 { return float64(x) / float64(n) / 1e6 }
		fmt.Printf("bytes per result to %d phones keeping a page open: now %.3f MB (ETag, 304, gzip); before %.3f MB (every page reloaded whole); %.1f× fewer\n",
			l.holders, per(nowBytes.Load()), per(beforeBytes.Load()), float64(beforeBytes.Load())/float64(max(nowBytes.Load(), 1)))
	}
	if inFile != entered || onPage != entered || b.late.Load() > 0 || unseen > 0 || b.deputyFailed.Load() > 0 {
		return fmt.Errorf("a result was lost or shown late")
	}
	return nil
}

// enterQuietly enters the results of xs one by one, without load, for
// the baseline.
func (b *bench) enterQuietly(xs []board) error {
	for _, x := range xs {
		if err := b.secs[x.sec].enter(x.n, &b.quiet); err != nil {
			return err
		}
		time.Sleep(50 * time.Millisecond)
	}
	return nil
}

// holdPages starts the phones keeping a page open, half of them on a
// player's page, their bytes counted each way: now (ETag, 304, gzip)
// and before (every page reloaded whole).
func (b *bench) holdPages(ctx context.Context, wg *sync.WaitGroup, nowBytes, beforeBytes *atomic.Int64) {
	nowClient := &http.Client{Transport: counted(nowBytes, b.l.holders), Timeout: 10 * time.Second}
	beforeClient := &http.Client{Transport: counted(beforeBytes, b.l.holders), Timeout: 10 * time.Second}
	held := []string{"/round-1.html", "/names-1.html", "/standings.html", "/index.html", "/crosstable.html"}
	for i := range b.l.holders {
		path := held[i%len(held)]
		if i%2 == 1 { // half the phones follow a player
			path = fmt.Sprintf("/player-%d.html", 1+(i*7919)%b.l.players)
		}
		base := b.secs[i%len(b.secs)].base
		wg.Go(func() { holdPage(ctx, base, path, b.stream, nowClient, beforeClient, beforeBytes, &b.failed) })
	}
}

// unseen counts the results entered that a stream of their section
// never showed; stream i watches section i mod the sections.
func (b *bench) unseen(seenBy []map[int]bool) int {
	n := 0
	for i := range seenBy {
		for _, x := range b.done {
			if x.sec == i%len(b.secs) && !seenBy[i][x.n] {
				n++
			}
		}
	}
	return n
}

// boards are every board of the round, the sections' in turn.
func (b *bench) boards() []board {
	var all []board
	for i := 0; ; i++ {
		more := false
		for s, sec := range b.secs {
			if i < len(sec.boards) {
				all, more = append(all, board{s, sec.boards[i]}), true
			}
		}
		if !more {
			return all
		}
	}
}

// poll is polling client i: it asks a page of its section, thinks, and
// asks again, until ctx ends.
func (b *bench) poll(ctx context.Context, i int) {
	paths := []string{"/pairings.html", "/names.html", "/standings.html", "/index.html"}
	base := b.secs[i%len(b.secs)].base
	rng := rand.New(rand.NewPCG(uint64(i), 1))
	for ctx.Err() == nil {
		path := paths[rng.IntN(len(paths))]
		if rng.IntN(4) == 0 {
			path = fmt.Sprintf("/player-%d.html", 1+rng.IntN(b.l.players))
		}
		start := time.Now()
		req, _ := http.NewRequestWithContext(ctx, "GET", base+path, nil)
		req.Header.Set("Accept-Language", []string{"fi", "et", "en"}[i%3])
		resp, err := b.client.Do(req)
		if err == nil {
			_, err = io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			if resp.StatusCode != 200 {
				err = fmt.Errorf("%s: %d", path, resp.StatusCode)
			}
		}
		if err != nil {
			if ctx.Err() == nil {
				b.failed.Add(1)
			}
			continue
		}
		b.pages.add(time.Since(start))
		select {
		case <-ctx.Done():
		case <-time.After(b.l.think/2 + time.Duration(rng.Int64N(int64(b.l.think)))):
		}
	}
}

// watch is a stream client: it does what a page's script does, on each
// new revision loading the round's page of its section again, and notes
// in seen each board whose result it sees for the first time.
func (b *bench) watch(ctx context.Context, sec *section, seen map[int]bool) {
	follow(ctx, sec.base, b.stream, &b.failed, func() {
		req, _ := http.NewRequestWithContext(ctx, "GET", sec.base+"/round-1.html", nil)
		pr, err := b.client.Do(req)
		if err != nil {
			return
		}
		body, _ := io.ReadAll(pr.Body)
		pr.Body.Close()
		now := time.Now()
		for n := range decided(string(body)) {
			if seen[n] {
				continue
			}
			seen[n] = true
			if at, ok := sec.enteredAt.Load(n); ok && at.(time.Time).After(b.loadStart) {
				d := max(now.Sub(at.(time.Time)), 0)
				b.shown.add(d)
				if d > 2*time.Second {
					b.late.Add(1)
				}
			}
		}
	})
}

// enterAll enters the results of rest under the load: the arbiter every
// other board in the window; each section's deputies, from their phones
// over their section's pages, the others of their section, each his
// share. The i-th result is due at start + i×gap.
func (b *bench) enterAll(ctx context.Context, rest []board) error {
	gap := b.l.gap
	if gap <= 0 { // nine tenths of the load's time left, as the clients took the first second
		end, _ := ctx.Deadline()
		gap = time.Until(end) * 9 / 10 / time.Duration(max(len(rest), 1))
	}
	due := func(i int) { time.Sleep(time.Until(b.start.Add(time.Duration(i) * gap))) }
	var own []int                        // indices into rest
	theirs := make([][]int, len(b.secs)) // by section
	for i, x := range rest {
		if len(b.secs[x.sec].pins) > 0 && i%2 == 1 {
			theirs[x.sec] = append(theirs[x.sec], i)
		} else {
			own = append(own, i)
		}
	}
	var dwg sync.WaitGroup
	for s, sec := range b.secs {
		for d, pin := range sec.pins {
			dwg.Go(func() {
				c := testphone.At(sec.base, "")
				if code, err := c.SignIn(pin); err != nil || code != http.StatusSeeOther {
					b.deputyFailed.Add(1)
					return
				}
				for j := d; j < len(theirs[s]) && ctx.Err() == nil; j += len(sec.pins) {
					due(theirs[s][j])
					n, t0 := rest[theirs[s][j]].n, time.Now()
					if err := enterAsDeputy(c, n, results[n%3]); err != nil {
						if ctx.Err() == nil {
							fmt.Fprintln(os.Stderr, "deputy:", err)
							b.deputyFailed.Add(1)
						}
						continue
					}
					sec.enteredAt.Store(n, time.Now())
					b.record(board{s, n})
					b.byDeputy.add(time.Since(t0))
				}
			})
		}
	}
	defer dwg.Wait()
	for _, i := range own {
		if due(i); ctx.Err() != nil {
			break
		}
		x := rest[i]
		if err := b.secs[x.sec].enter(x.n, &b.loaded); err != nil {
			return err
		}
		b.record(x)
	}
	return nil
}

// final counts the results the files and the pages have at the end.
func (b *bench) final() (inFile, onPage int, err error) {
	for _, sec := range b.secs {
		ev, err := sec.w.Event()
		if err != nil {
			return 0, 0, err
		}
		for _, p := range ev.Rounds[0].Pairings {
			if p.Result != tournament.NoResult {
				inFile++
			}
		}
		resp, err := http.Get(sec.base + "/round-1.html")
		if err != nil {
			return 0, 0, err
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		onPage += len(decided(string(body)))
	}
	return inFile, onPage, nil
}

// report prints the pages' and the result entry's figures.
func (b *bench) report(elapsed time.Duration) {
	l := b.l
	fmt.Printf("load: %d polling clients (think %v), %d update streams, %v%s\n", l.clients, l.think, l.streams, elapsed.Round(time.Millisecond), loadAverage())
	fmt.Printf("pages: %d requests, %.0f requests/s, p50 %v, p99 %v, %d failed\n",
		b.pages.count(), float64(b.pages.count())/elapsed.Seconds(), b.pages.pct(0.50).Round(time.Microsecond), b.pages.pct(0.99).Round(time.Microsecond), b.failed.Load())
	fmt.Printf("result entry (arbiter's side): without load p50 %v p99 %v (%d); with load p50 %v p99 %v (%d); ratio p50 %.2f\n",
		b.quiet.pct(0.50).Round(time.Microsecond), b.quiet.pct(0.99).Round(time.Microsecond), b.quiet.count(),
		b.loaded.pct(0.50).Round(time.Microsecond), b.loaded.pct(0.99).Round(time.Microsecond), b.loaded.count(),
		float64(b.loaded.pct(0.50))/float64(max(b.quiet.pct(0.50), 1)))
	if l.deputies > 0 {
		fmt.Printf("deputies: %d phones entered %d results (form, check, save): p50 %v, p99 %v; %d failed\n",
			l.deputies, b.byDeputy.count(), b.byDeputy.pct(0.50).Round(time.Millisecond), b.byDeputy.pct(0.99).Round(time.Millisecond), b.deputyFailed.Load())
	}
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

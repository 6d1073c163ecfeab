package venue

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"log"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/prizes"
	"arbiter/tournament/replay"
)

// Source is where the server reads the event: a store opened read-only.
type Source interface {
	Revision() (int64, error)
	Event() (*tournament.Event, error)
	PrizeRules() (prizes.Rules, error)
	RatingOptions() (tournament.RatingOptions, error)
	// RecordedGames are the games recorded at the desk (store.Store's).
	RecordedGames(ev *tournament.Event) ([]*replay.GameRecord, error)
	// PairedEver is the last round the file's history shows paired
	// (store.Store's): Rules.Paired of a server started now.
	PairedEver() (int, error)
}

// Options configure a Server.
type Options struct {
	// Poll is how often the watcher asks the file's revision; 250 ms by
	// default, well inside the two seconds a change may take to show.
	Poll time.Duration
	// Deputy, when set, is the store through which a deputy's result is
	// entered; nil leaves result entry off whatever PIN is set.
	Deputy Writer
	// ReadOnly says that the file cannot be written (a read-only copy):
	// result entry is off for good, and the entry page says why.
	ReadOnly bool
	// Written is called after a deputy's result was saved, so that the
	// window can show it at once.
	Written func()
	// Locked is called with a device's address (store.DeviceAddresses) when its
	// wrong PINs locked it out of the deputies' sign-in (until zero), or
	// made it wait the quarter hour, until then (Server.PINsLocked
	// either), so that the chief is told at once and can let it in.
	Locked func(address string, until time.Time)
	// PINDelay is the pause after a wrong PIN, the sender's alone; 1 s by
	// default.
	PINDelay time.Duration
	// Streams bounds the update streams held open at once; a page over
	// the bound polls instead. 4000 by default.
	Streams int
	// Failed reports a failure to read the file or to make a page of it,
	// a failure to read once until it reads again; the standard logger
	// prints it by default. Serve says it in the user's language.
	Failed func(err error)
}

// Server serves the venue pages of one event.
type Server struct {
	src     Source
	opts    Options
	snap    atomic.Pointer[snapshot]
	stop    chan struct{}
	watched chan struct{} // closed once the watcher has returned
	once    sync.Once
	dep     *deputy
	// swap serialises replacing the snapshot (the watcher, a deputy's
	// result, a PIN set), so that each old one is closed once.
	swap sync.Mutex
	// streams counts the open update streams, which are bounded.
	streams atomic.Int64
	// links are the server's links: up to the venue's front page when the
	// event is a section of one (sections.go).
	links serverLinks
	// announced is the address the server was announced by (URLs' first,
	// one on the venue's network), which its QR code encodes; unset while
	// no ListenAndServe has listened.
	announced atomic.Pointer[string]
}

// snapshot is the event as of one revision with its pages rendered on
// demand and kept, so that a hundred phones asking for the standings
// after a result cost one rendering.
type snapshot struct {
	rev     int64
	at      time.Time // when it was read: the pages' "updated" stamp
	facts   *facts
	changed chan struct{} // closed when a newer snapshot replaces this one
	mu      sync.Mutex
	pages   map[string]*rendered // by language and path
}

// rendered is one page of a snapshot, rendered and compressed once
// however many readers ask for it at the same moment.
type rendered struct {
	once   sync.Once
	body   []byte // nil for a name that is no page
	etag   string // the tag of the page's content, quoted: the same in every snapshot where the page reads the same
	gzOnce sync.Once
	gz     []byte // body compressed with gzip, once a reader takes it so
}

// gzipped is the page compressed, made once with a compressor of the pool.
func (r *rendered) gzipped() []byte {
	r.gzOnce.Do(func() {
		var z bytes.Buffer
		zw := gzipWriters.Get().(*gzip.Writer)
		zw.Reset(&z)
		zw.Write(r.body)
		zw.Close()
		gzipWriters.Put(zw)
		r.gz = z.Bytes()
	})
	return r.gz
}

// gzipWriters keep compressors between pages: making one costs more than
// compressing a page with it.
var gzipWriters = sync.Pool{New: func() any {
	zw, _ := gzip.NewWriterLevel(nil, gzip.BestSpeed)
	return zw
}}

// New starts a server's watcher on src; the first read must succeed, so
// that a file that cannot be read is reported before anything listens.
// Close stops the watcher.
func New(src Source, opts Options) (*Server, error) {
	if opts.Poll <= 0 {
		opts.Poll = 250 * time.Millisecond
	}
	if opts.PINDelay <= 0 {
		opts.PINDelay = time.Second
	}
	if opts.Streams <= 0 {
		opts.Streams = 4000
	}
	if opts.Failed == nil {
		opts.Failed = func(err error) { log.Printf("venue: %v", err) }
	}
	s := &Server{src: src, opts: opts, stop: make(chan struct{}), watched: make(chan struct{})}
	s.dep = newDeputy(opts)
	if err := s.refresh(); err != nil {
		return nil, err
	}
	go s.watch()
	return s, nil
}

// Close stops the watcher and returns once it has stopped, so that the
// source may be closed after it without a read of it under way (which
// failed, and said so, as the file closed); the handler keeps serving the
// last snapshot.
func (s *Server) Close() {
	s.once.Do(func() { close(s.stop) })
	<-s.watched
}

// refresh reads the event again when its revision changed.
func (s *Server) refresh() error {
	s.swap.Lock()
	defer s.swap.Unlock()
	rev, err := s.src.Revision()
	if err != nil {
		return err
	}
	old := s.snap.Load()
	if old != nil && old.rev == rev {
		return nil
	}
	ev, err := s.src.Event()
	if err != nil {
		return err
	}
	rules, err := s.src.PrizeRules()
	if err != nil {
		return err
	}
	ratings, err := s.src.RatingOptions()
	if err != nil {
		return err
	}
	// A round paired while serving is seen; one paired before, in the
	// file's history.
	var paired int
	if old != nil {
		paired = old.facts.seen
	} else if paired, err = s.src.PairedEver(); err != nil {
		return err
	}
	f := newFacts(ev, Rules{Prizes: rules, Ratings: ratings, Paired: paired})
	f.loadGames = func() ([]*replay.GameRecord, error) { return s.src.RecordedGames(ev) }
	f.background = true
	if old != nil {
		f.shown = old.facts.latestForecast()
	}
	s.snap.Store(&snapshot{rev: rev, at: time.Now(), facts: f, changed: make(chan struct{}), pages: map[string]*rendered{}})
	if old != nil {
		close(old.changed)
	}
	if f.wantsForecast() {
		go s.forecast(f)
	}
	return nil
}

// forecast works out the norm forecast of the state f in the background
// (a page never waits for it) and, once it is ready, gives the pages a
// fresh cache, so that the player pages show it and not the last one. A
// state already replaced is not worked out.
func (s *Server) forecast(f *facts) {
	if s.snap.Load().facts != f {
		return
	}
	forecastWork(f)
	s.renderAgain(f)
}

// renderAgain gives the state shown (f, when not nil, only while it is
// shown) a fresh cache: its pages are rendered again as they are read.
func (s *Server) renderAgain(f *facts) {
	s.swap.Lock()
	defer s.swap.Unlock()
	old := s.snap.Load()
	if f != nil && old.facts != f {
		return
	}
	s.snap.Store(&snapshot{rev: old.rev, at: old.at, facts: old.facts, changed: make(chan struct{}), pages: map[string]*rendered{}})
	close(old.changed)
}

// forecastWork works a state's forecast out (a test holds it back).
var forecastWork = (*facts).workForecast

func (s *Server) watch() {
	defer close(s.watched)
	t := time.NewTicker(s.opts.Poll)
	defer t.Stop()
	last := ""
	for {
		select {
		case <-s.stop:
			return
		case <-t.C:
			// A failure is reported once, not four times a second; the
			// pages keep the last state read meanwhile.
			msg := ""
			err := s.refresh()
			if err != nil {
				msg = err.Error()
			}
			if msg != last && msg != "" {
				s.opts.Failed(err)
			}
			last = msg
		}
	}
}

// Handler is the server's one HTTP handler.
func (s *Server) Handler() http.Handler {
	return http.HandlerFunc(s.serveHTTP)
}

// ListenAndServe serves on addr until ctx ends; ready, when not nil,
// receives the address actually listened on (a port 0 chosen).
func (s *Server) ListenAndServe(ctx context.Context, addr string, ready func(net.Addr)) error {
	return listenAndServe(ctx, addr, s.Handler(), announcing([]*Server{s}, ready))
}

// announcing is ready, after it has given the servers the address they
// are announced by: the one a phone reaches on the venue's network.
func announcing(servers []*Server, ready func(net.Addr)) func(net.Addr) {
	return func(a net.Addr) {
		root := URLs(a)[0]
		for _, s := range servers {
			s.announced.Store(&root)
		}
		if ready != nil {
			ready(a)
		}
	}
}

// A request's address and headers (its head) past maxHead are refused by
// the routes (headTooLarge), in the reader's language. The server reads a
// head up to headCap (and Go's 4 KB over it) at most, so that a client
// cannot make it read without bound: past that Go's server answers alone,
// with its English "431 Request Header Fields Too Large", and closes the
// connection.
const (
	maxHead = 16 << 10
	headCap = 64 << 10
)

// headTooLarge refuses a request whose head passes maxHead (431), in the
// reader's language of ev, and reports whether it did.
func headTooLarge(w http.ResponseWriter, r *http.Request, ev *tournament.Event) bool {
	// The head as sent: the request line, Host, and each header's line.
	n := len(r.Method) + len(r.RequestURI) + len(r.Proto) + 4 + len("Host: ") + len(r.Host) + 2
	for k, vs := range r.Header {
		for _, v := range vs {
			n += len(k) + len(v) + 4
		}
	}
	if n <= maxHead {
		return false
	}
	refusePlain(w, r, ev, http.StatusRequestHeaderFieldsTooLarge, "venue.err.head")
	return true
}

// listenAndServe serves h on addr until ctx ends, with the time limits
// every venue server has.
func listenAndServe(ctx context.Context, addr string, h http.Handler, ready func(net.Addr)) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return listenError(addr, err)
	}
	hs := &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       10 * time.Second,
		IdleTimeout:       60 * time.Second,
		MaxHeaderBytes:    headCap,
		// "OPTIONS *" reaches the routes, which refuse it as any
		// method they do not answer, guarded as every answer is.
		DisableGeneralOptionsHandler: true,
	}
	if ready != nil {
		ready(ln.Addr())
	}
	go func() {
		<-ctx.Done()
		sc, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		hs.Shutdown(sc)
	}()
	if err := hs.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// langCookie keeps the language a reader chose with the page's switch.
const langCookie = "lang"

// readerLang is the page's language: the one chosen with ?lang= (kept in
// a cookie), else the first the browser asks for that Arbiter speaks,
// else the event's.
func readerLang(r *http.Request, ev *tournament.Event) (i18n.Lang, bool) {
	if v := r.URL.Query().Get("lang"); v != "" {
		if l, ok := pageLang(v); ok {
			return l, true
		}
	}
	if c, err := r.Cookie(langCookie); err == nil {
		if l, ok := pageLang(c.Value); ok {
			return l, false
		}
	}
	// The heaviest language offered, the first listed of equal weight; one
	// of weight 0 is refused.
	best, most := i18n.Lang(""), 0.0
	for _, part := range strings.Split(r.Header.Get("Accept-Language"), ",") {
		tag, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if l, ok := pageLang(tag); ok && weight(params) > most {
			best, most = l, weight(params)
		}
	}
	if best != "" {
		return best, false
	}
	if l, ok := pageLang(ev.Settings.Language); ok {
		return l, false
	}
	return i18n.English, false
}

// pageLanguage is readerLang, keeping a language chosen with the page's
// switch in a cookie for every page of the address (every section's of a
// venue).
func pageLanguage(w http.ResponseWriter, r *http.Request, ev *tournament.Event) i18n.Lang {
	lang, chosen := readerLang(r, ev)
	if chosen {
		http.SetCookie(w, &http.Cookie{Name: langCookie, Value: string(lang), Path: "/", MaxAge: 365 * 24 * 3600, SameSite: http.SameSiteLaxMode, HttpOnly: true})
	}
	return lang
}

// languages are the languages the pages are offered in: those whose
// catalogues hold every key.
var languages = i18n.Complete

// pageLang accepts one of languages.
func pageLang(s string) (i18n.Lang, bool) {
	l, ok := i18n.ParseLang(s)
	return l, ok && Offered(l)
}

// servePage answers a page of pageKinds, in the reader's language, with
// its tag, compressed when the reader takes it so.
func (s *Server) servePage(w http.ResponseWriter, r *http.Request, snap *snapshot) {
	h := w.Header()
	path := r.URL.Path
	if path == "/" {
		path = "/index.html"
	}
	lang := pageLanguage(w, r, snap.facts.ev)
	// A deputy's signed-in device reads the pages with the link to result
	// entry, everyone else without: two renderings of each page at most.
	_, se := s.dep.signedIn(r, time.Now())
	pg, ok := s.page(snap, lang, strings.TrimPrefix(path, "/"), se != nil)
	if !ok {
		if k, n, ok := pageOf(snap.facts.kinds(), strings.TrimPrefix(path, "/")); ok && restartWall(w, r, k, n) {
			return
		}
		s.notFound(w, r, snap)
		return
	}
	h.Set("Content-Type", "text/html; charset=utf-8")
	// Asked again each time, answered 304 while the page reads the same.
	h.Set("Cache-Control", "no-cache")
	// The language follows the switch's cookie, else the browser's.
	h.Set("Vary", "Accept-Encoding, Cookie, Accept-Language")
	h.Set("Content-Language", string(lang))
	if notModified(w, r, pg.etag, i18n.For(lang), snap.at) {
		return
	}
	body := pg.body
	if acceptsGzip(r.Header.Get("Accept-Encoding")) {
		h.Set("Content-Encoding", "gzip")
		body = pg.gzipped()
	}
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.Write(body)
}

// matches reports whether an If-None-Match header names etag.
func matches(ifNoneMatch, etag string) bool {
	for _, t := range strings.Split(ifNoneMatch, ",") {
		t = strings.TrimPrefix(strings.TrimSpace(t), "W/")
		if t == etag || t == "*" {
			return true
		}
	}
	return false
}

// acceptsGzip reports whether an Accept-Encoding header takes gzip.
func acceptsGzip(accept string) bool {
	for _, part := range strings.Split(accept, ",") {
		name, params, _ := strings.Cut(part, ";")
		name = strings.TrimSpace(name)
		if name != "gzip" && name != "*" {
			continue
		}
		return weight(params) > 0
	}
	return false
}

// weight is the weight an element of an Accept header gives its value,
// read from the parameters after its ";" (RFC 9110 12.4.2): its q, 1
// where it has none, 0 (refused) where q cannot be read.
func weight(params string) float64 {
	q, ok := strings.CutPrefix(strings.ReplaceAll(params, " ", ""), "q=")
	if !ok {
		return 1
	}
	v, err := strconv.ParseFloat(q, 64)
	if err != nil || v < 0 || v > 1 {
		return 0
	}
	return v
}

// page renders, or finds rendered, the page name of snap in lang, with
// the link to result entry or without.
func (s *Server) page(snap *snapshot, lang i18n.Lang, name string, entry bool) (*rendered, bool) {
	key := string(lang) + "/" + name
	if entry {
		key = "entry/" + key
	}
	snap.mu.Lock()
	r, ok := snap.pages[key]
	if !ok {
		r = &rendered{}
		if len(snap.pages) < maxCached {
			snap.pages[key] = r
		}
	}
	snap.mu.Unlock()
	r.once.Do(func() {
		p, ok := build(snap.facts, lang, name, s.links)
		if !ok {
			return
		}
		p.Find, p.Entry = true, entry
		body, etag, err := renderLive(p, snap.rev, snap.at)
		if err != nil {
			s.opts.Failed(fmt.Errorf("%s: %w", name, err))
			return
		}
		r.body, r.etag = body, etag
	})
	if r.body == nil {
		// A name that is no page is not kept: asking for many such names
		// must not crowd the real pages out of the cache.
		snap.mu.Lock()
		if snap.pages[key] == r {
			delete(snap.pages, key)
		}
		snap.mu.Unlock()
		return nil, false
	}
	return r, true
}

// renderLive renders p as a served page that follows changes, showing
// revision rev read at at; its ETag is the hash of the page with its
// revision, tag and stamp left out, so that a page a change does not
// touch keeps its tag.
func renderLive(p *page, rev int64, at time.Time) (body []byte, etag string, err error) {
	p.Live, p.Rev, p.Tag, p.Stamp = true, revHole, tagHole, stampHole
	var b bytes.Buffer
	if err := render(&b, p); err != nil {
		return nil, "", err
	}
	sum := sha256.Sum256(b.Bytes())
	tag := base64.RawURLEncoding.EncodeToString(sum[:12])
	body = bytes.Replace(b.Bytes(), []byte(revHole), []byte(strconv.FormatInt(rev, 10)), 1)
	body = bytes.Replace(body, []byte(tagHole), []byte(tag), 1)
	if i := bytes.LastIndex(body, []byte(stampHole)); i >= 0 {
		p.Stamp = stamp(at)
		body = slices.Concat(body[:i], []byte(p.StampText()), body[i+len(stampHole):])
	}
	return body, `"` + tag + `"`, nil
}

// notModified sets a served page's tag, the time the event was read
// (Last-Modified) and its footer's sentence of it (percent-encoded: a
// header is no place for the reader's letters), and answers 304 with no
// page to a reader who has the tag. The page's script (liveScript) asks
// with the tag alone and writes that sentence into the footer it keeps:
// the tag leaves the time out, so that a change elsewhere does not reload
// the page. A browser asking for its copy again (a reload, or the refresh
// of a page without JavaScript) sends the time of its copy beside the
// tag: one whose footer says another reading is sent the page whole, or
// it would show that reading's time.
func notModified(w http.ResponseWriter, r *http.Request, etag string, cat *i18n.Catalog, at time.Time) bool {
	h := w.Header()
	h.Set("ETag", etag)
	h.Set("Last-Modified", at.UTC().Format(http.TimeFormat))
	h.Set("Event-Read", url.PathEscape(cat.T("venue.updated", "time", stampText(cat, stamp(at)))))
	if !matches(r.Header.Get("If-None-Match"), etag) {
		return false
	}
	if since := r.Header.Get("If-Modified-Since"); since != "" {
		if kept, err := http.ParseTime(since); err != nil || stamp(kept.In(at.Location())) != stamp(at) {
			return false
		}
	}
	w.WriteHeader(http.StatusNotModified)
	return true
}

// The placeholders of a page's revision, tag and stamp while its tag is
// computed; the template writes the first two where nothing a user typed
// stands before them (the document's first element), and only their
// first occurrence is filled.
const (
	revHole   = "REV-PLACEHOLDER"
	tagHole   = "TAG-PLACEHOLDER"
	stampHole = "STAMP-PLACEHOLDER" // in the footer, after the page's content, which a name may hold: its last occurrence is filled
)

// stamp is when the event was read, as a page keeps it (page.StampText
// says it).
func stamp(t time.Time) string { return t.Format("2006-01-02 15:04") }

// maxCached bounds the pages kept per snapshot: every page of a
// 1000-player event in three languages.
const maxCached = 4096

package venue

import (
	"cmp"
	"context"
	"errors"
	"net"
	"net/http"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode"

	"arbiter/i18n"
	"arbiter/internal/fileio"
	"arbiter/tournament"
	"arbiter/tournament/store"
)

// One venue, several events: a club's weekend has an Open, a Junior and a
// Rapid, each a file of its own. A Venue groups the servers of those
// files, each a Section: its pages, update stream, search, wall and
// deputies' entry are the event's own Server's, answered under the
// section's folder (/open/standings.html), as the event alone answers
// them at the top. The venue adds only what is across the sections, at
// the top: the front page listing them, one search finding the players of
// every section, a wall turning through every section's parts in turn, and
// the QR code of the front page. A deputy is a deputy of his event's file:
// each section signs its deputies in with its own PINs and its own
// sessions, whose cookie is the section's folder's alone, so that a
// device signed in to one section is a stranger to the next. The wrong
// PINs are counted across the venue (guessBook): a device has as many
// guesses at the whole venue as at one event, and one locked out at a
// section is locked out at every section until the chief unlocks it. A venue of
// one section is that event's server at the top, with today's addresses.
//
// The static site of several files (ExportSections) has the same shape:
// the front page and the search at the top of each language's folder,
// each section's pages in a folder of its own within it.

// Section is one event of a venue: the folder its pages are under and the
// server of its file.
type Section struct {
	Slug   string
	Server *Server
}

// Slugs are the section folders of the event files paths: each file's
// name without its extension, in lower-case letters, digits and hyphens,
// never a language's folder nor an address of the venue's own, and never
// twice ("open", "open-2").
func Slugs(paths []string) []string {
	// The venue's own addresses at the top are no section's folder.
	taken := map[string]bool{eventsHref: true, revHref: true}
	for _, l := range languages {
		taken[string(l)] = true
	}
	var out []string
	for _, p := range paths {
		base := strings.TrimSuffix(filepath.Base(p), filepath.Ext(p))
		var b strings.Builder
		for _, r := range strings.ToLower(base) {
			switch {
			case r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r)):
				b.WriteRune(r)
			case b.Len() > 0 && !strings.HasSuffix(b.String(), "-"):
				b.WriteByte('-')
			}
		}
		slug := cmp.Or(strings.TrimSuffix(b.String(), "-"), "event")
		name := slug
		for n := 2; taken[name]; n++ {
			name = slug + "-" + strconv.Itoa(n)
		}
		taken[name] = true
		out = append(out, name)
	}
	return out
}

// File is an event file served as a section of a venue beside the one
// its program holds (arbiter serve's files, the other files of the
// window's Publish view): its store and its server.
type File struct {
	Store    *store.Store
	Server   *Server
	ReadOnly bool // the file cannot be written: its pages are served, no result is taken
}

// OpenFile opens the event file at path for serving. It holds the file
// for its life through one shared store (store.OpenShared): the pages read
// through its connection, which sees at its next read every change any
// program made, and the deputies' results are written through it, the
// file's lock taken for each result only, so that commands, a window and
// another server of the file run beside it: while a window holds the
// file a result is refused, naming the window, and from the moment it
// closes results are taken (File.InWindow). opts.Deputy is set here. A
// file that cannot be written (a read-only copy) is read only, as the
// window reads one: its pages are served and no result is taken
// (File.ReadOnly).
func OpenFile(path string, opts Options) (*File, error) {
	st, err := store.OpenShared(path)
	readOnly := errors.Is(err, store.ErrReadOnly)
	if readOnly {
		st, err = store.OpenReadOnly(path)
	}
	if err != nil {
		return nil, err
	}
	if opts.ReadOnly = readOnly; !readOnly {
		opts.Deputy = st
	}
	srv, err := New(st, opts)
	if err != nil {
		st.Close()
		return nil, err
	}
	return &File{Store: st, Server: srv, ReadOnly: readOnly}, nil
}

// InWindow reports whether an Arbiter window holds the file now, so that
// its deputies' results are entered there until it is closed.
func (f *File) InWindow() bool { return inWindow(f.Store.Path()) }

// inWindow reports whether an Arbiter window holds the file at path now.
func inWindow(path string) bool {
	h, held := store.HolderOf(path)
	return held && h.Program == store.Window
}

// Close stops the file's server and lets the file go.
func (f *File) Close() error {
	f.Server.Close()
	return f.Store.Close()
}

// Venue serves the pages of several events at one address.
type Venue struct {
	sections []Section
	streams  atomic.Int64 // the front page's update streams open
}

// NewVenue groups the sections' servers at one address, each under its
// folder; the slugs must be distinct Slugs. A venue of one section serves
// it at the top, as the event alone.
func NewVenue(sections []Section) (*Venue, error) {
	if len(sections) == 0 {
		return nil, errors.New("venue: no section")
	}
	seen := map[string]bool{}
	for _, sec := range sections {
		if seen[sec.Slug] || sec.Slug == "" || Slugs([]string{sec.Slug})[0] != sec.Slug {
			return nil, errors.New("venue: section folder " + strconv.Quote(sec.Slug))
		}
		seen[sec.Slug] = true
	}
	if len(sections) > 1 {
		var ds []*deputy
		for _, sec := range sections {
			sec.Server.inSection("/" + sec.Slug + "/")
			ds = append(ds, sec.Server.dep)
		}
		shareGuesses(ds)
	}
	return &Venue{sections: sections}, nil
}

// inSection puts the server's pages under base, a venue's section.
func (s *Server) inSection(base string) {
	s.links = serverLinks{section: true}
	s.dep.base = base
	// The pages read so far were rendered without the way to the front.
	s.renderAgain(nil)
}

// Handler is the venue's one HTTP handler.
func (v *Venue) Handler() http.Handler {
	if len(v.sections) == 1 {
		return v.sections[0].Server.Handler()
	}
	return http.HandlerFunc(v.serveHTTP)
}

// ListenAndServe serves the venue on addr until ctx ends, as
// Server.ListenAndServe.
func (v *Venue) ListenAndServe(ctx context.Context, addr string, ready func(net.Addr)) error {
	var servers []*Server
	for _, sec := range v.sections {
		servers = append(servers, sec.Server)
	}
	return listenAndServe(ctx, addr, v.Handler(), announcing(servers, ready))
}

// The venue's own addresses, at the top: the front page, the search
// across the sections, the wall through them and the QR code of the front
// page. Every other address is a section's (/slug/…) or none.
const (
	frontHref  = "index.html"
	qrHref     = "qr.png"
	eventsHref = "events" // the front page's update stream, as an event's (routes)
	revHref    = "rev"    // its revision, for a page that polls
)

// wallKind reads the venue wall's page names, as an event's wall.
var wallKind = []pageKind{{stem: "wall", number: numberedOrNot}}

func (v *Venue) serveHTTP(w http.ResponseWriter, r *http.Request) {
	guard(w.Header())
	if headTooLarge(w, r, v.sections[0].Server.snap.Load().facts.ev) {
		return
	}
	slug, rest, inFolder := strings.Cut(strings.TrimPrefix(r.URL.Path, "/"), "/")
	if i := slices.IndexFunc(v.sections, func(s Section) bool { return s.Slug == slug }); i >= 0 {
		if !inFolder {
			http.Redirect(w, r, "/"+slug+"/", http.StatusMovedPermanently)
			return
		}
		http.StripPrefix("/"+slug, v.sections[i].Server.Handler()).ServeHTTP(w, r)
		return
	}
	if inFolder || rest != "" {
		lang, _ := readerLang(r, v.sections[0].Server.snap.Load().facts.ev)
		v.notFound(w, r, lang)
		return
	}
	first := v.sections[0].Server
	if !slices.Contains(readOnly, r.Method) {
		w.Header().Set("Allow", strings.Join(readOnly, ", "))
		refusePlain(w, r, first.snap.Load().facts.ev, http.StatusMethodNotAllowed, "venue.err.method")
		return
	}
	name := cmp.Or(slug, frontHref)
	lang := pageLanguage(w, r, first.snap.Load().facts.ev)
	// The venue's pages are made for each request: they are few and
	// small, and read every section's newest snapshot.
	switch {
	case name == frontHref:
		v.serveFront(w, r, lang)
	case name == eventsHref:
		streamRevisions(w, r, &v.streams, first.opts.Streams, first.stop, v.revisions)
	case name == revHref:
		writeRev(w, venueRev(v.snapshots()))
	case name == searchHref:
		writeFresh(w, r, v.search(lang, r.URL.Query().Get("q")), http.StatusOK)
	case name == qrHref:
		if status, err := venueHost.admits(first, r); status != 0 {
			refusePlain(w, r, first.snap.Load().facts.ev, status, err.Key)
			return
		}
		first.writeQR(w, r, "")
	default:
		k, n, ok := pageOf(wallKind, name)
		p, found := v.wall(lang, n)
		if ok && !found && restartWall(w, r, k, n) {
			return
		}
		if !ok || !found {
			v.notFound(w, r, lang)
			return
		}
		writeFresh(w, r, p, http.StatusOK)
	}
}

// snapshots are the sections' present snapshots, with their folders.
func (v *Venue) snapshots() []sectionFacts {
	var out []sectionFacts
	for _, sec := range v.sections {
		snap := sec.Server.snap.Load()
		out = append(out, sectionFacts{sec.Slug, snap.facts, snap.at, snap.rev})
	}
	return out
}

// sectionFacts is a section as the venue's pages read it.
type sectionFacts struct {
	slug string
	f    *facts
	at   time.Time
	rev  int64
}

// latest is when the newest of the sections' snapshots was read.
func latest(secs []sectionFacts) time.Time {
	at := secs[0].at
	for _, s := range secs[1:] {
		if s.at.After(at) {
			at = s.at
		}
	}
	return at
}

// venueRev is the revision of the venue's own pages: the sum of the
// sections' revisions, which grows whenever one of them does.
func venueRev(secs []sectionFacts) int64 {
	var sum int64
	for _, s := range secs {
		sum += s.rev
	}
	return sum
}

// revisions are the venue's revisions for the front page's update
// stream: the revision now, and a channel closed when any section's
// snapshot is replaced (or done closes), whose waiters end with it.
func (v *Venue) revisions(done <-chan struct{}) (int64, <-chan struct{}) {
	var sum int64
	changed := make(chan struct{})
	var once sync.Once
	for _, sec := range v.sections {
		snap := sec.Server.snap.Load()
		sum += snap.rev
		go func() {
			select {
			case <-snap.changed:
				once.Do(func() { close(changed) })
			case <-changed:
			case <-done:
			}
		}()
	}
	return sum, changed
}

// --- the front page --------------------------------------------------------

// sectionsPage is the front page: the venue's sections.
type sectionsPage struct {
	Sections []sectionRow
	Wall     bool // served: the front page links the wall screen
}

// sectionRow is a section of the front page: its event, as its own front
// page tells it, and the round paired last.
type sectionRow struct {
	Href  string
	Event eventPage
	Round int
}

// frontPage is the front page in cat's language of the sections, each
// linked by its folder; served, it links the wall and shows the QR code
// of its address, exported its sections' front pages' files (opened from
// the disk, a folder is no page).
func frontPage(secs []sectionFacts, cat *i18n.Catalog, served bool) *page {
	p := venuePage(secs, cat, "sections", frontHref, cat.T("sections.title"))
	d := sectionsPage{Wall: served}
	for _, s := range secs {
		href := s.slug + "/"
		if !served {
			href += frontHref
		}
		d.Sections = append(d.Sections, sectionRow{Href: href, Event: eventData(s.f.ev, cat), Round: s.f.current})
	}
	p.Data, p.QR = d, served
	return p
}

// venuePage is a page of the venue's own, kind titled title, with the
// front page in its bar; named for the venue's site (the events' place
// when they share one).
func venuePage(secs []sectionFacts, cat *i18n.Catalog, kind, name, title string) *page {
	site := secs[0].f.ev.Settings.Site
	for _, s := range secs[1:] {
		if s.f.ev.Settings.Site != site {
			site = ""
		}
	}
	site = cmp.Or(site, cat.T("sections.venue"))
	return &page{cat: cat, Kind: kind, Name: name, Lang: string(cat.Lang()), Title: title, Event: site, Find: true, Stamp: stamp(latest(secs)),
		Nav: []link{{Href: frontHref, Text: cat.T("sections.nav.all"), Current: kind == "sections"}}}
}

// notFound answers a path that is no page of the venue: its 404 page in
// lang, named for the venue as its front page is.
func (v *Venue) notFound(w http.ResponseWriter, r *http.Request, lang i18n.Lang) {
	secs := v.snapshots()
	cat := i18n.For(lang)
	writeNotFound(w, r, cat, venuePage(secs, cat, "notfound", "", "").Event, latest(secs))
}

// serveFront answers the front page, which follows every section's
// changes as an event's pages follow its own: its update stream and its
// revision are the venue's (eventsHref, revHref), and asked with its tag
// it is answered 304 while it reads the same.
func (v *Venue) serveFront(w http.ResponseWriter, r *http.Request, lang i18n.Lang) {
	secs := v.snapshots()
	p := frontPage(secs, i18n.For(lang), true)
	p.Langs = langLinks(serverLinks{}, lang, frontHref)
	at := latest(secs)
	body, etag, err := renderLive(p, venueRev(secs), at)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-cache")
	h.Set("Vary", "Cookie, Accept-Language")
	h.Set("Content-Language", string(lang))
	if notModified(w, r, etag, i18n.For(lang), at) {
		return
	}
	h.Set("Content-Length", strconv.Itoa(len(body)))
	if r.Method != http.MethodHead {
		w.Write(body)
	}
}

// --- the search across the sections -------------------------------------

// sectionsFound is a search's answer across the sections: each section's
// players found, as its own search finds them.
type sectionsFound struct {
	Query    string
	Sections []sectionFound
}

// sectionFound are the players a search found in one section: a page of
// players (a team event's: of players with their teams and boards), whose
// rows link into the section's folder.
type sectionFound struct {
	Href, Name string
	Teams      bool
	List       *page
}

func (v *Venue) search(lang i18n.Lang, query string) *page {
	cat := i18n.For(lang)
	secs := v.snapshots()
	p := venuePage(secs, cat, "sectionsearch", searchHref, cat.T("venue.search.title"))
	p.Langs = searchLangs(langLinks(serverLinks{}, lang, searchHref), query)
	d := sectionsFound{Query: query}
	for _, s := range secs {
		sec := sectionFound{Href: s.slug + "/", Name: s.f.ev.Settings.Name, Teams: s.f.ev.Settings.System.Team()}
		if sec.Teams {
			if t := teamSearchData(s.f, cat, query, sec.Href); len(t.Rows) > 0 {
				sec.List = &page{cat: cat, Data: t}
			}
		} else {
			var rows []startRow
			for _, x := range found(s.f, cat.Lang(), query) {
				x.In = sec.Href
				rows = append(rows, x.startRow)
			}
			if len(rows) > 0 {
				sec.List = &page{cat: cat, Data: playersPage{Query: query, Rows: rows}}
			}
		}
		if sec.List != nil {
			d.Sections = append(d.Sections, sec)
		}
	}
	p.Data = d
	return p
}

// --- the wall through the sections ---------------------------------------

// wall is page n of the venue's wall: every section's wall parts in turn
// (each its check-in, round and standings as its own wall turns them),
// each named with its section and showing its clock; false past the last.
// A section with no players yet has a page of no rows, turned only where
// every section is empty.
func (v *Venue) wall(lang i18n.Lang, n int) (*page, bool) {
	cat := i18n.For(lang)
	type part struct {
		sec  sectionFacts
		part wallPart
	}
	var parts, empty []part
	for _, s := range v.snapshots() {
		for _, p := range wallParts(s.f, cat) {
			if len(p.rows) == 0 {
				empty = append(empty, part{s, p})
				continue
			}
			parts = append(parts, part{s, p})
		}
	}
	if len(parts) == 0 {
		parts = empty
	}
	if n < 1 || n > len(parts) {
		return nil, false
	}
	at := parts[n-1]
	d := wallPageOf(at.part, n, len(parts))
	d.QR = at.sec.slug + "/" + qrHref
	return &page{cat: cat, Kind: "wall", Name: "wall.html", Lang: string(lang), Event: at.sec.f.ev.Settings.Name, Title: d.Heading,
		Stamp: stamp(at.sec.at), Clock: at.sec.f.clock.view(cat), QR: true, Data: d}, true
}

// --- the static site of several events -----------------------------------

// ExportSection is one event of a venue's static site: its folder, the
// event and its rules.
type ExportSection struct {
	Slug  string
	Event *tournament.Event
	Rules Rules
}

// ExportSections writes the static site of several events into dir, as
// Export writes one's, whole or not at all: in each language's folder
// (top's at the top) the front page of the sections and the search across
// them, and a folder of each section's pages, which link up to the front
// page. One section is exported as Export does, at the top.
func ExportSections(secs []ExportSection, dir string, top i18n.Lang) (int, error) {
	if len(secs) == 1 {
		return Export(secs[0].Event, secs[0].Rules, dir, top)
	}
	return exportSite(dir, func(tmp string, ed edition) (int, error) {
		var facts []sectionFacts
		count := 0
		for _, s := range secs {
			f := newFacts(s.Event, s.Rules)
			n, err := writeSite(f, tmp, top, ed, s.Slug)
			if err != nil {
				return 0, err
			}
			count += n
			facts = append(facts, sectionFacts{slug: s.Slug, f: f})
		}
		for _, lang := range append([]i18n.Lang{top}, others(top)...) {
			n, err := writeFront(facts, tmp, exportLinks{top: top, here: lang}, ed)
			if err != nil {
				return 0, err
			}
			count += n
		}
		return count, nil
	})
}

// writeFront writes the front page and the search across the sections of
// a venue's static site in ln's language, and flushes the folder, which
// holds the sections' folders.
func writeFront(secs []sectionFacts, tmp string, ln exportLinks, ed edition) (int, error) {
	folder, err := siteFolder(tmp, ln)
	if err != nil {
		return 0, err
	}
	cat := i18n.For(ln.here)
	p := frontPage(secs, cat, false)
	p.Langs = langLinks(ln, ln.here, frontHref)
	if err := writePage(filepath.Join(folder, frontHref), p, ed); err != nil {
		return 0, err
	}
	s := venuePage(secs, cat, "find", searchHref, cat.T("venue.search.title"))
	s.Langs = langLinks(ln, ln.here, searchHref)
	x := findPageOf(cat)
	for _, sec := range secs {
		for _, e := range staticSearch(sec.f, cat).Index.Players {
			e.In, e.Section = sec.slug+"/", sec.f.ev.Settings.Name
			x.Index.Players = append(x.Index.Players, e)
		}
	}
	x.Venue = true
	s.Data = x
	if err := writePage(filepath.Join(folder, searchHref), s, ed); err != nil {
		return 0, err
	}
	if err := exportStep("syncdir"); err != nil {
		return 0, err
	}
	return 2, fileio.SyncDir(folder)
}

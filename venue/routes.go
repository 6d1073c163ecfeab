package venue

import (
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/words"
)

// Every address the server answers is in this file: routes are the
// addresses of one handler each, pageKinds the pages, built from the
// event, that the server serves and an export writes. Nothing else is
// answered, so that no file on the disk can be asked for.

// route is one address of the server: the methods it answers, who may
// call it, its handler, and whether a team event has it.
type route struct {
	path    string
	methods []string
	who     caller
	serve   func(s *Server, w http.ResponseWriter, r *http.Request, snap *snapshot)
	teams   bool
}

// caller is who may call a route.
type caller int

const (
	// anyone on the venue's network: the pages are public.
	anyone caller = iota
	// venueHost is a request by a name the server is reached by at the
	// venue (knownHost), never a name a request or another site made up.
	venueHost
	// deputies are the deputy arbiters' result entry: by a venue name,
	// and only while a deputy has a PIN and the server may write. Who is
	// signed in is the entry's own step (deputy.serve).
	deputies
)

var (
	readOnly = []string{http.MethodGet, http.MethodHead}
	withForm = []string{http.MethodGet, http.MethodHead, http.MethodPost}
)

// routes are the server's addresses with a handler of their own; any
// other path is a page of pageKinds (servePage), or none.
var routes = []route{
	{"/events", readOnly, anyone, (*Server).stream, true},
	{"/rev", readOnly, anyone, (*Server).serveRev, true},
	{"/" + searchHref, readOnly, anyone, (*Server).search, true},
	{"/qr.png", readOnly, venueHost, (*Server).serveQR, true},
	{"/" + enterHref, withForm, deputies, func(s *Server, w http.ResponseWriter, r *http.Request, snap *snapshot) {
		if s.dep.isTablet(r) {
			s.dep.redirect(w, r, checkInHref)
			return
		}
		s.dep.serve(w, r, s, snap)
	}, false},
	{"/" + checkInHref, withForm, deputies, func(s *Server, w http.ResponseWriter, r *http.Request, snap *snapshot) {
		s.dep.serveCheckIn(w, r, s, snap)
	}, false},
}

// searchHref is the search by name: answered by the server for each
// query, and written by an export as a page that searches in the browser
// (staticSearch).
const searchHref = "search.html"

// pagesRoute serves every other path: a page of pageKinds, to anyone.
var pagesRoute = route{"", readOnly, anyone, (*Server).servePage, true}

func routeOf(path string) route {
	for _, rt := range routes {
		if rt.path == path {
			return rt
		}
	}
	if strings.HasSuffix(path, ".pgn") {
		return pgnRoute
	}
	return pagesRoute
}

// pageCSP is the served pages' content security policy.
var pageCSP = sync.OnceValue(func() string {
	return "default-src 'none'; style-src " + cspHash(css) + "; script-src " + cspHash(liveScript) + " " + cspHash(clockScript) + " " + cspHash(fitScript) + " " + cspHash(turnScript) +
		"; img-src 'self' data:; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
})

// guard sets the headers every answer carries: nothing is loaded from
// elsewhere, nothing frames the pages, and the only script and style are
// the page's own, allowed by their hashes.
func guard(h http.Header) {
	h.Set("Content-Security-Policy", pageCSP())
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "same-origin")
}

func (s *Server) serveHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	guard(h)
	// A browser asking again with its copy's tag or time is answered from
	// the file as it is now: the watcher reads it only every Poll, and a
	// reload right after another program's result was answered 304 with
	// the page as it was. A failure is the watcher's to report.
	if r.Header.Get("If-None-Match") != "" || r.Header.Get("If-Modified-Since") != "" {
		_ = s.refresh()
	}
	snap := s.snap.Load()
	if headTooLarge(w, r, snap.facts.ev) {
		return
	}
	rt := routeOf(r.URL.Path)
	if !rt.teams && snap.facts.ev.Settings.System.Team() {
		s.notFound(w, r, snap)
		return
	}
	if !slices.Contains(rt.methods, r.Method) {
		h.Set("Allow", strings.Join(rt.methods, ", "))
		err := engine.NewMessage("venue.err.method")
		if rt.who == deputies {
			err = errForm
		}
		rt.who.refuse(s, w, r, snap, http.StatusMethodNotAllowed, err)
		return
	}
	if status, err := rt.who.admits(s, r); status != 0 {
		rt.who.refuse(s, w, r, snap, status, err)
		return
	}
	rt.serve(s, w, r, snap)
}

// admits is 0 when r may call a route for c, else the status and the
// refusal.
func (c caller) admits(s *Server, r *http.Request) (int, *engine.Message) {
	switch c {
	case venueHost:
		if strings.ContainsAny(r.Host, "/\\@ ") || !knownHost(r.Host) {
			return http.StatusBadRequest, engine.NewMessage("venue.err.host")
		}
	case deputies:
		if !knownHost(r.Host) {
			return http.StatusForbidden, engine.NewMessage("venue.err.cross-site")
		}
		if !s.DeputyEntry() {
			if s.opts.ReadOnly {
				return http.StatusForbidden, errEntryOffReadOnly
			}
			return http.StatusForbidden, errEntryOff
		}
	}
	return 0, nil
}

// errEntryOff and errEntryOffReadOnly refuse a deputy's page while no
// deputy has a PIN (the second where serve has the file read-only): the
// check-in's words tell them apart by these, not by their keys.
var (
	errEntryOff         = &engine.Message{Key: "venue.err.off"}
	errEntryOffReadOnly = &engine.Message{Key: "venue.err.off-read-only"}
)

// refuse answers a refused request: a deputy's on the page he sent it to,
// the check-in's or the entry page, in his language and that page's
// words; others with the status and one sentence (refusePlain).
func (c caller) refuse(s *Server, w http.ResponseWriter, r *http.Request, snap *snapshot, status int, err *engine.Message) {
	if c != deputies {
		refusePlain(w, r, snap.facts.ev, status, err.Key)
		return
	}
	lang, _ := readerLang(r, snap.facts.ev)
	cat := i18n.For(lang)
	if strings.HasSuffix(r.URL.Path, "/"+checkInHref) {
		s.dep.showCheckIn(w, r, s, cat, status, checkInPage{Error: cat.Sentence(checkInWords.of(err))})
		return
	}
	s.dep.show(w, r, s, cat, status, enterPage{Error: cat.Sentence(err)})
}

// --- the pages -----------------------------------------------------------

// pageKind is one kind of page built from the event: stem.html, or
// stem-N.html for a numbered kind (round-3.html, player-17.html).
type pageKind struct {
	stem   string
	number numbering
	// nav is the navigation bar's text for the page (the bar links the
	// unnumbered kinds that have it, in this table's order); marks is the
	// template whose pages show its link as the current one.
	nav, marks string
	// on reports whether the event has the page at all (nil: always), for
	// the bar.
	on func(f *facts) bool
	// files are the numbers of the pages an export writes of a numbered
	// kind; export, whether it writes an unnumbered one.
	files  func(f *facts) []int
	export bool
	// build is the page numbered n (0 for an unnumbered kind) in cat's
	// language, false when the event has no such page.
	build func(f *facts, cat *i18n.Catalog, n int) (content, bool)
}

// content is a built page: its template, title and data.
type content struct {
	kind, title string
	data        any
}

type numbering int

const (
	unnumbered    numbering = iota
	numbered                // stem-N.html, N ≥ 1
	numberedOrNot           // stem.html is stem-1.html
)

// pageKinds are every kind of page, in the order of the navigation bar
// and of an export.
var pageKinds = []pageKind{
	{stem: "index", nav: "venue.nav.event", marks: "index", export: true, build: func(f *facts, cat *i18n.Catalog, _ int) (content, bool) {
		d := eventData(f.ev, cat)
		if publishedGames(f.ev, 0) {
			d.PGN = pgnHref(0)
		}
		return content{"index", cat.T("venue.nav.event"), d}, true
	}},
	{stem: "pairings", nav: "venue.nav.pairings", marks: "round", export: true, build: pairingsNow},
	{stem: "names", nav: "venue.nav.names", marks: "names", export: true, build: namesNow},
	{stem: "start", nav: "venue.nav.start", marks: "start", export: true, build: func(f *facts, cat *i18n.Catalog, _ int) (content, bool) {
		return content{"start", cat.T("venue.nav.start"), startData(f)}, true
	}},
	{stem: "standings", nav: "venue.nav.standings", marks: "standings", export: true, build: func(f *facts, cat *i18n.Catalog, _ int) (content, bool) {
		return content{"standings", words.StandingsTitle(cat, f.standings.Progress), standingsData(f, cat, f.standings, 0)}, true
	}},
	{stem: "crosstable", nav: "venue.nav.crosstable", marks: "crosstable", export: true, build: func(f *facts, cat *i18n.Catalog, _ int) (content, bool) {
		return crossContent(f.ev, cat), true
	}},
	prizeList,
	{stem: "group", number: numbered, files: groupNumbers, build: groupData},
	{stem: "round", number: numbered, files: roundPages, build: roundContent},
	{stem: "names", number: numbered, files: roundPages, build: namesContent},
	// A finished game's page, served and exported alike.
	{stem: "game", number: numbered, files: gameIDs, build: gameContent},
	{stem: "player", number: numbered, files: playerIDs, build: func(f *facts, cat *i18n.Catalog, n int) (content, bool) {
		d, ok := playerData(f, cat, int64(n))
		return content{"player", d.Player.Name, d}, ok
	}},
	wallScreen,
}

// prizeList is the prize list once the event has prizes, an individual
// and a team event's alike (prizes.Of over the team standings for teams).
var prizeList = pageKind{stem: "prizes", nav: "prizes.title", marks: "prizes", on: hasPrizes, export: true, build: func(f *facts, cat *i18n.Catalog, _ int) (content, bool) {
	return content{"prizes", cat.T("prizes.title"), prizesData(f, cat)}, hasPrizes(f)
}}

// wallScreen is the wall screen, an individual and a team event's alike. It
// turns its pages by a refresh to the next: the served one only, as an
// export is not kept up to date.
var wallScreen = pageKind{stem: "wall", number: numberedOrNot, build: func(f *facts, cat *i18n.Catalog, n int) (content, bool) {
	d, ok := wallData(f, cat, n)
	return content{"wall", d.Heading, d}, ok
}}

func hasPrizes(f *facts) bool { return len(f.rules.Prizes) > 0 }

// roundPages are the rounds an export writes a page of: every round of
// the event, one not paired a page that says so (notPaired), as served,
// so that a phone on it reads that rather than the web host's 404.
func roundPages(f *facts) []int {
	var ns []int
	for r := 1; r <= max(f.ev.TotalRounds(), f.current); r++ {
		ns = append(ns, r)
	}
	return ns
}

func roundContent(f *facts, cat *i18n.Catalog, n int) (content, bool) {
	if n > f.current {
		return notPaired(f, cat, n, cat.T("venue.title.round", "round", n))
	}
	d, ok := roundData(f.ev, cat, n)
	if publishedGames(f.ev, n) {
		d.PGN = pgnHref(n)
	}
	if f.loadGames != nil {
		for i := range d.Boards {
			if p, err := f.ev.FindPairing(n, d.Boards[i].Board); err == nil && p.GameID != 0 && p.Result.Finished() {
				d.Boards[i].Game = p.GameID
			}
		}
	}
	return content{"round", cat.T("venue.title.round", "round", n), d}, ok
}

func namesContent(f *facts, cat *i18n.Catalog, n int) (content, bool) {
	if n > f.current {
		return notPaired(f, cat, n, cat.T("venue.title.names", "round", n))
	}
	d, ok := namesData(f.ev, cat, n)
	return content{"names", cat.T("venue.title.names", "round", n), d}, ok
}

// notPairedPage is a round of the event not (or no longer) paired: its
// number, whether its pairing was taken back, and the round paired last.
type notPairedPage struct {
	Round     int
	TakenBack bool
	Current   link // none while no round is paired
}

// notPaired is the page, titled title, of round n of the event while it is
// not paired: served like any page, so that a phone left on it follows the
// file and its tag changes once the round is paired. A round beyond the
// event's is no page.
func notPaired(f *facts, cat *i18n.Catalog, n int, title string) (content, bool) {
	if n > f.ev.TotalRounds() {
		return content{}, false
	}
	d := notPairedPage{Round: n, TakenBack: n <= f.seen}
	if f.current > 0 {
		d.Current = link{Href: "round-" + strconv.Itoa(f.current) + ".html", Text: cat.T("venue.title.round", "round", f.current)}
	}
	return content{"notpaired", title, d}, true
}

func groupNumbers(f *facts) []int {
	var ns []int
	for i := range f.rules.Groups {
		ns = append(ns, i+1)
	}
	return ns
}

func playerIDs(f *facts) []int {
	var ids []int
	for _, p := range f.ev.Players {
		ids = append(ids, int(p.ID))
	}
	return ids
}

// inCurrentRound is a page of the round paired last, built by of, or a
// page saying no round is paired yet (its title the bar's text for stem).
func inCurrentRound(f *facts, cat *i18n.Catalog, stem string, of func(f *facts, cat *i18n.Catalog, n int) (content, bool)) (content, bool) {
	if cur := f.current; cur > 0 {
		return of(f, cat, cur)
	}
	return content{"none", cat.T("venue.nav." + stem), nil}, true
}

// pairingsNow and namesNow are the pairings and the names of the round
// paired last (inCurrentRound), functions rather than closures made
// before main.
func pairingsNow(f *facts, cat *i18n.Catalog, _ int) (content, bool) {
	return inCurrentRound(f, cat, "pairings", roundContent)
}

func namesNow(f *facts, cat *i18n.Catalog, _ int) (content, bool) {
	return inCurrentRound(f, cat, "names", namesContent)
}

// pageOf reads a page's file name: its kind and number (0 unnumbered),
// false for a name that is no page. A number is written as itself, with
// no sign or leading zero, so that each page has one name.
func pageOf(kinds []pageKind, name string) (*pageKind, int, bool) {
	base, ok := strings.CutSuffix(name, ".html")
	if !ok {
		return nil, 0, false
	}
	stem, arg, hasArg := strings.Cut(base, "-")
	n := 0
	if hasArg {
		v, err := strconv.Atoi(arg)
		if err != nil || v < 1 || strconv.Itoa(v) != arg {
			return nil, 0, false
		}
		n = v
	}
	for i := range kinds {
		k := &kinds[i]
		if k.stem != stem {
			continue
		}
		switch {
		case k.number == numberedOrNot:
			return k, max(n, 1), true
		case (k.number == numbered) == hasArg:
			return k, n, true
		}
	}
	return nil, 0, false
}

// pageNames are the file names of the pages an export writes, in the
// order they are written.
func pageNames(f *facts) []string {
	var names []string
	for _, k := range f.kinds() {
		switch {
		case k.files != nil:
			for _, n := range k.files(f) {
				names = append(names, k.stem+"-"+strconv.Itoa(n)+".html")
			}
		case k.export:
			names = append(names, k.stem+".html")
		}
	}
	return names
}

// exportedName reports whether name is the name of a page an export
// writes, of whatever event.
func exportedName(name string) bool {
	if _, pgn := pgnRound(name); pgn || name == searchHref {
		return true
	}
	for _, kinds := range [][]pageKind{pageKinds, teamPageKinds} {
		if k, _, ok := pageOf(kinds, name); ok && (k.export || k.files != nil) {
			return true
		}
	}
	return false
}

// kinds are the event's kinds of page: a team event's or an individual
// event's.
func (f *facts) kinds() []pageKind {
	if f.ev.Settings.System.Team() {
		return teamPageKinds
	}
	return pageKinds
}

// refusePlain answers a request refused before any page is made (a
// program's, more often than a browser's) with its status and one
// sentence in the reader's language (readerLang); it was Go's English
// status text in every event.
func refusePlain(w http.ResponseWriter, r *http.Request, ev *tournament.Event, status int, key string) {
	lang, _ := readerLang(r, ev)
	w.Header().Set("Content-Language", string(lang))
	http.Error(w, i18n.For(lang).T(key), status)
}

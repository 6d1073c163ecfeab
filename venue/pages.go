package venue

import (
	"crypto/sha256"
	"embed"
	"encoding/base64"
	"errors"
	"fmt"
	"html/template"
	"io"
	"net/http"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"unicode/utf8"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/checkin"
	"arbiter/tournament/conduct"
	"arbiter/tournament/norms"
	"arbiter/tournament/pairing"
	"arbiter/tournament/prizes"
	"arbiter/tournament/ratingreport"
	"arbiter/tournament/replay"
	"arbiter/tournament/schedule"
	"arbiter/tournament/standings"
	"arbiter/tournament/team"
	"arbiter/words"
)

//go:embed templates/*.html
var templateFS embed.FS

// css is the pages' style sheet, inlined into each page, so that a page
// is one request and a saved page is whole.
//
//go:embed templates/style.css
var css string

// pages is every page's template, parsed when first rendered, not when any
// command starts.
var pages = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("").Funcs(template.FuncMap{
		"style": func() template.CSS { return template.CSS(css) },
		"live":  func() template.JS { return template.JS(liveScript) },
		"find":  func() template.JS { return template.JS(findScript) },
		"clock": func() template.JS { return template.JS(clockScript) },
		"fit":   func() template.JS { return template.JS(fitScript) },
		"fresh": func() template.JS { return template.JS(freshScript) },
		"turn":  func() template.JS { return template.JS(turnScript) },
		// A player without a game sits at no board: the paper's mark.
		"noBoard": func() string { return words.NoBoard },
	}).ParseFS(templateFS, "templates/*.html"))
})

// liveScript reloads a served page when its own content changed: it
// listens to the update stream, or polls the revision where the browser
// has no EventSource, where the server refused the stream (it holds only
// so many) or where the stream failed three times in a row. On a new
// revision it asks the server, with the page's tag (the ETag of its
// content), whether this page changed: the many pages a result does not
// touch answer 304 and stay as they are, taking the revision as theirs
// and the time of the server's reading for their footer (notModified);
// the others reload. A page left for another stays in the browser's
// back/forward cache: its stream is closed when it is hidden or frozen,
// as a browser has six connections to a host and would otherwise wait on
// the cached pages' streams after six pages, and opened again, with the
// page's revision, when it is shown again; so is the stream of a page in
// a tab behind another (visibilitychange), the seventh tab of the venue
// a player opened staying blank. It marks the document as
// following (data-live, which the browser test reads) and reads the
// page's revision and tag from it, so that it is the same text on every
// page and the server's content security policy allows it by its hash
// alone: no other script, were one ever smuggled into a page, would run.
// The tag is read when asked, as the wall takes its next page's tag
// (turnScript).
// A page of forms that a reader types into (data-renew, the check-in's
// tablet) is not reloaded, which would take away what a player is half-way
// typing: on a new revision, and at least every data-renew seconds, so
// that its forms' token is renewed before it expires, it reads its own
// address again (its search as the page shows it) and takes the new
// page's main part in place of its own, keeping its search box as it is
// (text, cursor, focus), the scroll, and the message of a tap it told
// where the new page tells none.
const liveScript = `(function(){var d=document.documentElement,rev=parseInt(d.getAttribute("data-rev"),10),want=rev,asking=0,es=null,poll=0,fails=0,renew=parseInt(d.getAttribute("data-renew"),10)*1000,got=Date.now();d.setAttribute("data-live","1");` +
	`function seen(r){if(isNaN(r))return;want=r;if(r===rev||asking)return;if(renew){fresh(r);return;}asking=1;var x=new XMLHttpRequest();x.open("HEAD",location.href);x.setRequestHeader("If-None-Match",'"'+d.getAttribute("data-tag")+'"');` +
	`x.onloadend=function(){asking=0;if(x.status===200){location.reload();return;}if(x.status===304){rev=r;d.setAttribute("data-rev",r);var at=x.getResponseHeader("Event-Read"),st=document.querySelector("footer .stamp");if(at&&st)st.textContent=decodeURIComponent(at);}if(want!==rev)setTimeout(function(){seen(want);},1000);};x.send();}` +
	`function fresh(r){if(asking)return;asking=1;var o=document.querySelector("main"),s=o.querySelector("form.search input"),x=new XMLHttpRequest();` +
	`x.open("GET",s?s.form.action.split("?")[0]+"?"+encodeURIComponent(s.name)+"="+encodeURIComponent(s.defaultValue):location.pathname);x.responseType="document";x.setRequestHeader("Read-In-Place","1");` +
	`x.onloadend=function(){asking=0;var n=x.status!==503&&x.response,m=n&&n.querySelector("main");if(m){var k=m.querySelector("form.search input"),ok=o.querySelector(".msg.ok"),h=m.querySelector("h2"),f=s&&document.activeElement===s,a=s&&s.selectionStart,b=s&&s.selectionEnd,y=scrollY,st=n.querySelector("footer .stamp"),t=document.querySelector("footer .stamp");` +
	`if(s&&k)k.parentNode.replaceChild(s,k);if(ok&&h&&!m.querySelector(".msg"))h.after(ok);o.parentNode.replaceChild(document.adoptNode(m),o);if(f){s.focus();try{s.setSelectionRange(a,b);}catch(e){}}scrollTo(scrollX,y);if(st&&t)t.textContent=st.textContent;` +
	`rev=r;d.setAttribute("data-rev",r);got=Date.now();}if(want!==rev)setTimeout(function(){seen(want);},1000);};x.send();}` +
	`if(renew)setInterval(function(){if(Date.now()-got>=renew)fresh(rev);},60000);` +
	`function ask(){var x=new XMLHttpRequest();x.open("GET","rev");x.onload=function(){if(x.status===200)seen(parseInt(x.responseText,10));};x.send();}` +
	`function stop(){if(es){es.close();es=null;}clearInterval(poll);poll=0;}` +
	`function polling(){stop();ask();poll=setInterval(ask,1500);}` +
	`function follow(){if(es||poll)return;if(!window.EventSource||fails>2){polling();return;}` +
	`es=new EventSource("events?since="+rev);es.onopen=function(){fails=0;};es.onmessage=function(e){seen(parseInt(e.data,10));};` +
	`es.onerror=function(){if(this.readyState===2||++fails>2)polling();};}` +
	`addEventListener("pagehide",stop);document.addEventListener("freeze",stop);` +
	`addEventListener("pageshow",function(e){if(e.persisted)follow();});document.addEventListener("resume",follow);` +
	`document.addEventListener("visibilitychange",function(){if(document.hidden)stop();else follow();});if(!document.hidden)follow();` +
	`})();`

// fitScript sets the wall's header and tables smaller, a step at a time
// from the style sheet's 4.5vh, while a text in them is wider than its
// place or the page's rows run below the screen: the header down to 2.5vh,
// then, on a screen too narrow even so (a phone or a tablet upright),
// with its headings wrapping (the class wrap);
// the tables down to 3vh on one line, then, were a name still too long,
// with a name wrapping onto a second line at a space or hyphen (the
// class wrap) and down to 2.5vh while the rows are taller than the
// screen. A name of 57 letters is whole on a TV of any size rather than
// cut; the column widths are the table's own, each name column as wide
// as its names need. Where the wrapped rows still run below a screen
// that does not scroll, the names are set on one line again, each
// column its share of the width, a name too long ending in an ellipsis
// (the class clip): every row on the screen, each name whole in its
// cell's title. A screen standing upright scrolls (the style sheet's
// portrait wall), its names left wrapped: a phone's columns are too
// narrow for more than a name's number on one line; there the type goes
// down to 1.5vh while a word is wider than its cell, and only below that
// is a word broken (the class break). The text and its
// size are the page's own; the script only finds what a browser's fonts
// make of them. It fits them again when the screen changes (a window
// made full screen): the type grows with the screen's height, the
// columns with its width.
const fitScript = `(function(){function over(b){return b.scrollWidth>b.clientWidth||b.getBoundingClientRect().bottom>innerHeight||[].some.call(b.querySelectorAll("td,h1,h2,p,span"),function(e){return e.scrollWidth>e.clientWidth;});}` +
	`function shrink(b,from,to){for(var s=from;s>to&&over(b);s--)b.style.fontSize=(s-1)/10+"vh";}` +
	`function fit(){[].forEach.call(document.querySelectorAll("body.wall header,body.wall main"),function(b){b.style.fontSize="";b.classList.remove("wrap","clip");` +
	`if(b.tagName!=="MAIN"){shrink(b,45,25);if(over(b))b.classList.add("wrap");return;}shrink(b,45,30);if(over(b)){b.classList.add("wrap");shrink(b,30,25);}if(getComputedStyle(document.body).overflowY==="hidden"){if(over(b)){b.classList.remove("wrap");b.classList.add("clip");}return;}` +
	`for(var s=25;s>15&&wide(b);s--)b.style.fontSize=(s-1)/10+"vh";if(wide(b))b.classList.add("break");});}` +
	`function wide(b){return [].some.call(b.querySelectorAll("td"),function(e){return e.scrollWidth>e.clientWidth;});}` +
	`fit();addEventListener("resize",fit);addEventListener("turned",fit);})();`

// turnScript turns the wall to its next page (the body's data-next) every
// data-turn seconds: it reads the page itself and takes its parts in
// place of the shown page's, the scripts kept and told by the event
// "turned", only when the answer is a wall's page. A server stopped, or a
// laptop asleep, leaves the TV on the page it shows, with a line in the
// footer (data-stale, the time of the last answer put in) saying since
// when it is not updated, rather than the browser's page that the site
// cannot be reached, where a meta refresh took it; the next turn asks
// again and its answer takes the line away. An answer that does not come
// within a turn is given up. The QR code is kept where the next page's is
// the same, so that it does not load again; an upright screen's page
// starts at its top, as a page loaded does. A browser without fetch
// turns as the meta refresh did.
const turnScript = `(function(){var d=document.documentElement,got=new Date();function data(k){return document.body.getAttribute("data-"+k);}` +
	`function two(n){return(n<10?"0":"")+n;}function later(){setTimeout(turn,parseInt(data("turn"),10)*1000);}` +
	`function stale(){var f=document.querySelector("footer");if(!f||f.querySelector(".stale"))return;var p=document.createElement("p");p.className="stale";p.textContent=data("stale").replace("{h}",two(got.getHours())).replace("{m}",two(got.getMinutes()));f.appendChild(p);}` +
	`function swap(n,url){var b=document.body,q=b.querySelector("img.qr"),nq=n.body.querySelector("img.qr"),keep=q&&nq&&q.getAttribute("src")===nq.getAttribute("src"),at=b.querySelector("script");` +
	`[].slice.call(b.childNodes).forEach(function(e){if(e.nodeName!=="SCRIPT"&&!(keep&&e===q))b.removeChild(e);});` +
	`[].slice.call(n.body.childNodes).forEach(function(e){if(e.nodeName!=="SCRIPT")b.insertBefore(keep&&e===nq?q:document.adoptNode(e),at);});` +
	`[].forEach.call(n.body.attributes,function(a){b.setAttribute(a.name,a.value);});[].forEach.call(n.documentElement.attributes,function(a){d.setAttribute(a.name,a.value);});` +
	`document.title=n.title;history.replaceState(null,"",url);scrollTo(0,0);got=new Date();dispatchEvent(new Event("turned"));}` +
	`function turn(){var next=data("next");if(!window.fetch){location.href=next;return;}var c=window.AbortController&&new AbortController(),t=setTimeout(function(){if(c)c.abort();},parseInt(data("turn"),10)*1000);` +
	`fetch(next,{signal:c?c.signal:undefined}).then(function(r){if(!r.ok)throw r.status;return r.text().then(function(s){var n=new DOMParser().parseFromString(s,"text/html");if(!n.body.classList.contains("wall")||!n.body.hasAttribute("data-next"))throw 0;swap(n,r.url);});})` +
	`.catch(stale).then(function(){clearTimeout(t);later();});}later();})();`

// cspHash is a script's or style sheet's hash as a content security
// policy names it. The policies are made when first asked for, not at
// every command's start.
func cspHash(s string) string {
	sum := sha256.Sum256([]byte(s))
	return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
}

// page is what a template renders: the page's own data and what every
// page shows around it.
type page struct {
	cat     *i18n.Catalog
	Kind    string // the template
	Name    string // the file name, e.g. "standings.html"
	Lang    string
	Title   string
	Event   string
	Nav     []link
	Langs   []link
	Live    bool   // served: the page follows changes
	Find    bool   // the page offers the search by name
	CSP     string // the page's own content security policy, where no server sends one
	Edition string // an exported page's edition's mark (freshScript)
	Rev     string // the revision it shows (a number; a placeholder while the tag is computed)
	Tag     string // its content's tag, the ETag (a placeholder while it is computed)
	Stamp   string // when the event was read (the time of an export)
	Entry   bool   // a deputy signed in reads it: it links to result entry
	// Renew, in seconds, is how often at most a page of forms (the
	// check-in's tablet) is read anew in place, not reloaded (liveScript).
	Renew int
	// CheckIn: a deputy signed in reads it while a round's check-in is
	// open: it links to the check-in (checkin.go), which nothing linked.
	CheckIn bool
	QR      bool // a served page of a venue's front: it shows the QR code of the address
	// NoSearch: the page has no search to ask (a page not found, which
	// may be no event's).
	NoSearch bool
	// Clock is the round's clock (clock.go); nil when the round has no time.
	Clock *clockView
	Data  any
}

// T translates for the template: {{$.T "key" "name" value}}.
func (p *page) T(key string, args ...any) string { return p.cat.T(key, args...) }

// Unfound is what a search for query that found no one says: that no
// name holds it (the query isolated, as whoever made the address wrote
// it), or, for a query over maxQuery, that nothing was searched.
func (p *page) Unfound(query string) string {
	if tooLong(query) {
		return p.cat.T("venue.search.too-long", "max", maxQuery, "letters", utf8.RuneCountInString(query))
	}
	return p.cat.T("venue.search.none", "query", isolated(query))
}

// Mark is the withdrawn mark after a player's name, a link, as the paper
// writes it after his name (words.WithdrawnMark): {{$.Mark .Withdrawn}}.
func (p *page) Mark(withdrawn bool) string { return words.WithdrawnMark(p.cat, withdrawn) }

// Legend explains Mark under a list: key is print.legend.withdrawn or one
// of its variants (words.WithdrawnLegend).
func (p *page) Legend(key string) string { return words.WithdrawnLegend(p.cat, key) }

// StaleLine is what the wall says when its server does not answer
// (turnScript): not updated since the time, its hours and minutes left as
// {h} and {m} for the script to put in.
func (p *page) StaleLine() string {
	return p.cat.T("venue.wall.stale", "time", words.ClockTime(p.cat, "{h}:{m}"))
}

// StampText is Stamp as the reader's language writes a date and a time of
// day (words.Date, words.ClockTime, as paper and the window do); the
// placeholder of a live page's stamp (renderLive) stays as it is.
func (p *page) StampText() string { return stampText(p.cat, p.Stamp) }

func stampText(cat *i18n.Catalog, stamp string) string {
	return engine.Moment(stamp).Text(cat.TMap)
}

// link is one entry of a navigation bar, or a link in a page's text (a
// board a search found, also in an exported search's index: its keys).
type link struct {
	Href    string `json:"h"`
	Text    string `json:"t"`
	Code    string `json:"-"` // a language's code (hreflang), for the language switch
	Current bool   `json:"-"`
}

// linker writes the links that differ between the server and a folder of
// files: the language switch, and the way up to the front page of a
// venue's sections (sections.go).
type linker interface {
	langHref(l i18n.Lang, name string) string
	// up is the front page of the venue's sections, "" for an event
	// served or exported alone.
	up() string
}

// serverLinks switch the language with ?lang=, which the server keeps in
// a cookie; a section of a venue links its front page, one folder up.
type serverLinks struct{ section bool }

func (serverLinks) langHref(l i18n.Lang, _ string) string { return "?lang=" + string(l) }

func (x serverLinks) up() string {
	if x.section {
		return "../"
	}
	return ""
}

func render(w io.Writer, p *page) error { return pages().ExecuteTemplate(w, p.Kind, p) }

// build makes the page called name in lang, or reports that no page has
// that name.
func build(f *facts, lang i18n.Lang, name string, ln linker) (*page, bool) {
	k, n, ok := pageOf(f.kinds(), name)
	if !ok {
		return nil, false
	}
	cat := i18n.For(lang)
	c, ok := k.build(f, cat, n)
	if !ok {
		return nil, false
	}
	p := &page{cat: cat, Kind: c.kind, Name: name, Lang: string(lang), Event: f.ev.Settings.Name, Title: c.title, Data: c.data,
		Clock: f.clock.view(cat)}
	p.Nav = f.nav(cat, p.Kind, ln)
	p.Langs = langLinks(ln, lang, name)
	return p, true
}

// langLinks switch the page called name from lang to each language.
func langLinks(ln linker, lang i18n.Lang, name string) []link {
	var out []link
	for _, l := range languages {
		out = append(out, link{Href: ln.langHref(l, name), Text: l.Name(), Code: string(l), Current: l == lang})
	}
	return out
}

// facts are what several pages of one state of the event share, computed
// once: a 400-player event has 400 player pages, each with a points
// column by round.
type facts struct {
	ev         *tournament.Event
	rules      prizes.Rules // the ranking groups and prizes
	ratingOpts tournament.RatingOptions
	scope      norms.Scope // what the event gives of norms and rating changes, as players are told it (norms.Scope.ForPlayers)
	ratedOnce  sync.Once
	rated      map[int64]ratingreport.Row // by player, once a player's page asks
	number     map[int64]int              // tournament.Event.StartNumbers
	standings  standings.Table
	completed  int
	current    int // Event.PairedRounds: the pairings' and names' round
	// seen is the last round the server saw paired: a round after current
	// up to it was taken back (un-paired, or its pairing undone).
	seen  int
	clock *clockInfo
	mu    sync.Mutex
	after map[int]map[int64]tournament.Points
	// The norm forecast (forecasts): worked out once. A server works it
	// out in the background when the event changes (background) and
	// shows meanwhile the one of the state before (shown); an export
	// when a page first asks.
	forecastOnce sync.Once
	worked       atomic.Pointer[forecasts]
	background   bool
	shown        *forecasts
	// loadGames reads the games recorded at the desk, once a snapshot and
	// only when a game's page or a PGN file asks (games.go); nil where the
	// pages were given no games.
	loadGames func() ([]*replay.GameRecord, error)
	gamesMu   sync.Mutex
	gameList  []*replay.GameRecord
	games     map[int64]*replay.GameRecord // by id, once read
	pgn       map[int][]byte               // the PGN files made, by round (0: the event's)
}

// Rules are what the pages read of the event besides tournament.Event:
// its prizes, how it is rated and, for an export, the games recorded at
// the desk (store.Store.RecordedGames), whose finished ones it publishes
// as the server does.
type Rules struct {
	Prizes  prizes.Rules
	Ratings tournament.RatingOptions
	Games   []*replay.GameRecord
	// Paired is the last round the file's history shows paired
	// (store.Store.PairedEver): a round after the event's paired ones up
	// to it was taken back, and its page says so.
	Paired int
}

func newFacts(ev *tournament.Event, r Rules) *facts {
	f := &facts{ev: ev, rules: r.Prizes, ratingOpts: r.Ratings, scope: norms.ScopeOf(ev).ForPlayers(), number: ev.StartNumbers(), standings: standings.Of(ev), completed: ev.CompletedRounds(), current: ev.PairedRounds(), seen: max(ev.PairedRounds(), r.Paired), clock: clockOf(ev), after: map[int]map[int64]tournament.Points{}}
	if r.Games != nil {
		f.loadGames = func() ([]*replay.GameRecord, error) { return r.Games, nil }
	}
	return f
}

// ratingChange is a player's rating change in a FIDE-rated event, or an
// unrated player's initial rating, as the window's and the command line's
// rating report computes it (ratingreport.Of, once per state of the
// event); false when the event gives none (norms.Scope, which the page's
// norms say) or the player has no rated game yet, or, unrated, no score
// in them.
func (f *facts) ratingChange(id int64) (ratingreport.Row, bool) {
	if f.scope.Changes != nil {
		return ratingreport.Row{}, false
	}
	f.ratedOnce.Do(func() {
		f.rated = map[int64]ratingreport.Row{}
		for _, r := range ratingreport.Of(f.ev, f.ratingOpts) {
			f.rated[r.ID] = r
		}
	})
	r, ok := f.rated[id]
	return r, ok && r.Games > 0 && (r.Rating > 0 || r.Initial != nil)
}

// forecasts are an event's norm forecasts: the title norms and the 1953
// categories where the event gives them (norms.Scope); err, why they
// cannot be made.
type forecasts struct {
	titles  []norms.TitleForecast
	classes *norms.Forecast
	err     error
}

// wantsForecast: the event has norms to forecast (norms.Scope).
func (f *facts) wantsForecast() bool {
	return f.scope.Titles == nil || f.scope.Categories == nil
}

// workForecast works the forecasts out, once.
func (f *facts) workForecast() *forecasts {
	f.forecastOnce.Do(func() {
		ev, w := f.ev, &forecasts{}
		if f.scope.Titles == nil {
			w.titles, w.err = norms.TitleNormForecasts(ev, f.ratingOpts)
		}
		if f.scope.Categories == nil && w.err == nil {
			w.classes, w.err = norms.ForecastEvent(ev)
		}
		f.worked.Store(w)
	})
	return f.worked.Load()
}

// latestForecast is the newest forecast worked out by this state or,
// while it is not ready, the one it shows; nil when there is none.
func (f *facts) latestForecast() *forecasts {
	if w := f.worked.Load(); w != nil {
		return w
	}
	return f.shown
}

// forecast is a player's norm forecast lines, then why the event gives
// none of what it leaves out (norms.Scope: its rating changes, title
// norms or 1953 categories); a forecast that cannot be made says why. On
// a server a page never waits for it: until this state's is ready the
// page gives the last one, saying so.
func (f *facts) forecast(cat *i18n.Catalog, id int64) []string {
	var without []string
	for _, err := range []error{f.scope.Changes, f.scope.Titles, f.scope.Categories} {
		if err != nil && !slices.Contains(without, cat.Error(err)) {
			without = append(without, cat.Error(err))
		}
	}
	if !f.wantsForecast() {
		return without
	}
	return append(f.forecastLines(cat, id), without...)
}

// forecastLines is a player's norm forecast lines of the norms the event
// gives.
func (f *facts) forecastLines(cat *i18n.Catalog, id int64) []string {
	var w *forecasts
	var note string
	switch {
	case !f.background:
		w = f.workForecast()
	case f.worked.Load() != nil:
		w = f.worked.Load()
	case f.shown != nil:
		w, note = f.shown, cat.T("venue.forecast.stale")
	default:
		return []string{cat.T("venue.forecast.pending")}
	}
	var unpaired *engine.Message
	switch {
	case errors.Is(w.err, norms.ErrUnpaired) && errors.As(w.err, &unpaired):
		// The arbiter's remedy ("pair it") is not the players'.
		return []string{cat.T("venue.forecast.unpaired", "round", unpaired.Args["round"])}
	case w.err != nil:
		return []string{cat.Error(w.err)}
	}
	var out []string
	for _, t := range w.titles {
		if t.ID == id {
			out = append(out, words.TitleForecastLines(cat, t)...)
		}
	}
	if w.classes != nil {
		for _, p := range w.classes.Players {
			if p.ID == id {
				out = append(out, words.CategoryForecastLines(cat, p)...)
			}
		}
	}
	if len(out) > 0 {
		// What it weighs, as the sheet says it.
		out = append(words.ForecastWeighs(cat, f.ev, id), out...)
	}
	if note != "" {
		out = append(out, note)
	}
	return out
}

// pointsAfter is each player's points after round n.
func (f *facts) pointsAfter(n int) map[int64]tournament.Points {
	f.mu.Lock()
	defer f.mu.Unlock()
	pts, ok := f.after[n]
	if !ok {
		pts = pairing.PointsBefore(f.ev, n+1)
		f.after[n] = pts
	}
	return pts
}

// nav links the pages every page links to (pageKinds with a text for the
// bar), each that the event has, after the front page of the venue's
// sections when the event is one; the one whose template is kind is the
// current one.
func (f *facts) nav(cat *i18n.Catalog, kind string, ln linker) []link {
	var out []link
	if up := ln.up(); up != "" {
		out = append(out, link{Href: up, Text: cat.T("sections.nav.all")})
	}
	for _, k := range f.kinds() {
		if k.nav != "" && (k.on == nil || k.on(f)) {
			out = append(out, link{Href: k.stem + ".html", Text: cat.T(k.nav), Current: k.marks == kind})
		}
	}
	return out
}

// who is a player as a page names him, with a link to his page, and his
// title, federation and rating as a line of their own under his name.
type who struct {
	ID        int64
	No        int
	Name      string
	Withdrawn bool // withdrawn before the round shown, or at all on a page of no round
	Title     string
	Fed       string
	Rating    int
	// In is the folder of his event's pages when a page of a venue's front
	// lists him (the search across the sections), "" on the event's pages.
	In string
}

// Meta is "GM · FIN · 2450", as much of it as the player has.
func (w who) Meta() string {
	return words.Join(" · ", w.Title, w.Fed, words.Number(w.Rating))
}

// Href is the player's page.
func (w who) Href() string { return fmt.Sprintf("%splayer-%d.html", w.In, w.ID) }

// Numbered is "12. Name", or the name alone while he has no number.
func (w who) Numbered() string {
	if w.No > 0 {
		return fmt.Sprintf("%d. %s", w.No, w.Name)
	}
	return w.Name
}

// Isolated is Numbered for a text that has no element to set the name
// in its own direction (a list's option): the name isolated.
func (w who) Isolated() string {
	if w.No > 0 {
		return fmt.Sprintf("%d. %s", w.No, isolated(w.Name))
	}
	return isolated(w.Name)
}

// isolated is a name set in its own direction within a text that has no
// element for it (a list's option, a sentence of the catalogue): between
// a first-strong isolate and its end (U+2068, U+2069), so that a name
// written right to left carries no number, name or score after it into
// its direction, and a query or an address a reader typed, however it
// overrides the direction, turns no word of the sentence around it.
func isolated(name string) string { return "\u2068" + name + "\u2069" }

func whoOf(ev *tournament.Event, number map[int64]int, id int64, round int) who {
	p, ok := ev.Player(id)
	if !ok {
		return who{ID: id, Name: "?"}
	}
	// A page of no round (the starting list, the search) marks him as the
	// paper's list of players does: withdrawn from the event.
	gone := p.Withdrawn()
	if round > 0 {
		gone = p.GoneBefore(round)
	}
	return who{ID: p.ID, No: number[p.ID], Name: p.Name, Withdrawn: gone,
		Title: p.Title, Fed: p.Federation, Rating: p.Rating}
}

// --- the starting list and the search -----------------------------------

// startRow is a player of the starting list or of a search's answer.
type startRow struct {
	who
	Club   string
	FIDEID string
}

func rowOf(f *facts, p *tournament.Player) startRow {
	return startRow{who: whoOf(f.ev, f.number, p.ID, 0), Club: p.Club, FIDEID: p.FIDEID}
}

// playersPage is a list of players: the starting list, or a search's
// answer with its query.
type playersPage struct {
	Query string
	Rows  []startRow
}

// Withdrawn reports whether a row is marked, which the list then explains.
func (d playersPage) Withdrawn() bool {
	return slices.ContainsFunc(d.Rows, func(r startRow) bool { return r.Withdrawn })
}

// startData is the starting list: every player by start number, with
// title, federation, rating, club and FIDE id.
func startData(f *facts) playersPage {
	var d playersPage
	for _, p := range f.ev.ByStartNumber(f.number) {
		d.Rows = append(d.Rows, rowOf(f, p))
	}
	return d
}

// --- the wall screen -----------------------------------------------------

// The wall screen's pages: wallRows rows a column, as many as type of
// 4.5vh leaves room for under the header at any height (style.css), the
// pairings in one column (two names a line need the width) and the
// standings in two, so that a round of 80 players is three pages of
// pairings and three of standings, and every board is on the screen
// within a minute; a page turns after wallSeconds, time to find one's
// name among 15 lines from 5 m. A part whose last page would hold no
// more than wallSpill rows a column keeps them on the page before, its
// type set smaller to fit them (fitScript), rather than turn the screen
// for 10 s to a page of one line: a round of 14 boards, its bye and a
// player withdrawn earlier filled a page, then showed the withdrawn
// player alone on the next.
const (
	wallRows    = 15
	wallSpill   = 3
	wallSeconds = 10
)

// wallPage is one page of the wall screen: the current round's pairings
// (the players without a game after the boards), then the standings, a
// part at a time, each page naming the next.
type wallPage struct {
	Heading   string
	Part      string // "2/5"
	Next      string
	Seconds   int
	Standings bool
	// Dense is a page whose column holds more than wallRows rows.
	Dense   bool
	Columns [][]wallRow
	QR      string // the QR code's image: the event's own, or its section's on the venue's wall
}

// wallRow is a line of the wall: a board (number, White, result, Black),
// a player without a game (name, and why in Right) or a place in the
// standings (place, name, points); in a team event a match's line (its
// teams and score, Match set) heads its boards, and a sentence (a match
// forfeited whole, a team's bye; Line set, in Left) has the row's width,
// where a name's column cut it.
type wallRow struct {
	Num, Left, Mid, Right string
	Match, Line           bool
}

// wallPart is a page's worth of the wall: its heading and rows.
type wallPart struct {
	heading   string
	standings bool
	rows      []wallRow
}

// wallParts are the event's wall, a page's worth a part: the check-in
// while it is open, the current round, the standings.
func wallParts(f *facts, cat *i18n.Catalog) []wallPart {
	if f.ev.Settings.System.Team() {
		return teamWallParts(f, cat)
	}
	var parts []wallPart
	// While players check in, the wall lists them, family name first, so
	// that each finds whether his tap counted; in the alphabet of the
	// page's language, as the round's list by name orders them.
	if c, err := checkin.OpenNow(f.ev); err == nil {
		var listed []*tournament.Player
		for i := range f.ev.Players {
			if pl := &f.ev.Players[i]; checkin.Expected(*pl, c.Round) {
				listed = append(listed, pl)
			}
		}
		slices.SortStableFunc(listed, tournament.NameOrderIn(string(cat.Lang())))
		var rows []wallRow
		for _, pl := range listed {
			mark := ""
			if c.In(pl.ID) {
				mark = "✓"
			}
			num := ""
			if no := f.number[pl.ID]; no > 0 {
				num = strconv.Itoa(no)
			}
			name := pl.FamilyFirst()
			// A bye he asked for says why he is not in, or, ticked in,
			// that it stands and the round is paired without him, as every
			// other list of the check-in does (words.CheckInMark): the
			// middle column is a tick's, too narrow for its words.
			if _, own := checkin.OwnBye(f.ev, c, pl.ID); own {
				name += " · " + words.CheckInMark(cat, f.ev, c, pl.ID)
			}
			rows = append(rows, wallRow{Num: num, Left: name, Mid: mark})
		}
		parts = chunked(parts, words.CheckInCount(cat, "checkin.wall.heading", f.ev, c), true, rows)
	}
	if cur := f.ev.PairedRounds(); cur > 0 {
		if rd, ok := roundData(f.ev, cat, cur); ok {
			var rows []wallRow
			// The withdrawn marked as the round's page marks them.
			marked := func(w who) string { return words.WithdrawnName(cat, w.Numbered(), w.Withdrawn) }
			for _, b := range rd.Boards {
				rows = append(rows, wallRow{Num: strconv.Itoa(b.Board), Left: marked(b.White), Mid: b.Result, Right: marked(b.Black)})
			}
			for _, u := range rd.Unpaired {
				rows = append(rows, wallRow{Num: words.NoBoard, Left: u.Player.Numbered(), Mid: u.Points, Right: u.Reason})
			}
			parts = chunked(parts, cat.T("venue.title.round", "round", cur), false, rows)
		}
	}
	var rows []wallRow
	if f.ev.PairedRounds() == 0 {
		// Before round 1 the standings are every player at nought, all
		// sharing first place: the wall lists the players by start number
		// with their ratings, as the starting list does.
		for _, r := range startData(f).Rows {
			num := ""
			if r.No > 0 {
				num = strconv.Itoa(r.No)
			}
			rows = append(rows, wallRow{Num: num, Left: words.WithdrawnName(cat, r.Name, r.Withdrawn), Mid: words.Number(r.Rating)})
		}
		return chunked(parts, cat.T("venue.nav.start"), true, rows)
	}
	for _, r := range f.standings.Rows {
		rows = append(rows, wallRow{Num: r.Place, Left: words.WithdrawnName(cat, r.Name, r.Withdrawn), Mid: r.Points.String()})
	}
	return chunked(parts, words.StandingsTitle(cat, f.standings.Progress), true, rows)
}

// chunked adds a heading's rows to parts, a page's worth a part: a
// column of wallRows, the standings two, the last page taking up to
// wallSpill rows a column more. A wall of no part (an event with no
// players or teams yet) is the heading over no rows: a page not found
// on a hall's TV turns no further and follows no entry.
func chunked(parts []wallPart, heading string, standings bool, rows []wallRow) []wallPart {
	if len(rows) == 0 && len(parts) == 0 {
		return []wallPart{{heading: heading, standings: standings}}
	}
	per := wallRows * wallColumns(standings)
	for len(rows) > 0 {
		n := per
		if len(rows) <= per+wallSpill*wallColumns(standings) {
			n = len(rows)
		}
		parts = append(parts, wallPart{heading, standings, rows[:n]})
		rows = rows[n:]
	}
	return parts
}

// wallColumns is the columns of a wall's page: the standings' two.
func wallColumns(standings bool) int {
	if standings {
		return 2
	}
	return 1
}

// restartWall answers a page of the wall past its last (n of 2 or more,
// of kind k) with a redirect to its first, keeping the query, and
// reports whether it did: a TV turning to a page the wall no longer has,
// as the check-in closed or the round lost boards between its turns,
// starts the wall again, where a page not found stood on the screen,
// which turns no further, until someone saw it.
func restartWall(w http.ResponseWriter, r *http.Request, k *pageKind, n int) bool {
	if k.stem != wallScreen.stem || n < 2 {
		return false
	}
	first := wallScreen.stem + ".html"
	if r.URL.RawQuery != "" {
		first += "?" + r.URL.RawQuery
	}
	http.Redirect(w, r, first, http.StatusSeeOther)
	return true
}

func wallData(f *facts, cat *i18n.Catalog, n int) (wallPage, bool) {
	parts := wallParts(f, cat)
	if n < 1 || n > len(parts) {
		return wallPage{}, false
	}
	return wallPageOf(parts[n-1], n, len(parts)), true
}

// wallPageOf is part p of the wall, the n-th of all, naming the next
// (wall.html after the last).
func wallPageOf(p wallPart, n, all int) wallPage {
	d := wallPage{Heading: p.heading, Part: fmt.Sprintf("%d/%d", n, all), Seconds: wallSeconds, Next: "wall.html", Standings: p.standings, QR: qrHref}
	if n < all {
		d.Next = fmt.Sprintf("wall-%d.html", n+1)
	}
	cols := wallColumns(p.standings)
	per := max(wallRows, (len(p.rows)+cols-1)/cols)
	d.Dense = per > wallRows
	for i := 0; i < len(p.rows); i += per {
		d.Columns = append(d.Columns, p.rows[i:min(i+per, len(p.rows))])
	}
	return d
}

// --- the prizes ---------------------------------------------------------

// prizesPage is the prize list: each prize with its winner, then the
// prizes no one took, and the account of the fund, as the window, the
// command line and the paper word them (words.PrizeRows,
// words.PrizeAccount).
type prizesPage struct {
	// HeldBack says why there is no list: the file's prize rules are
	// refused (prizes.Of), and a wrong payout is worse than none.
	HeldBack    string
	Provisional string
	// Teams is set where the prizes go to teams: their heads, and no
	// link, as a team has no page of its own.
	Teams      bool
	WhoHead    string
	PointsHead string
	MoneyHead  string
	Awards     []prizeRow
	Account    []words.PrizeRow
	Legend     []string
	Groups     []link // the standings of the event and of its ranking groups
}

type prizeRow struct {
	words.PrizeRow
	Winner *who // nil: not given
}

func prizesData(f *facts, cat *i18n.Catalog) prizesPage {
	list, err := prizes.Of(f.ev, team.PrizeTable(f.ev), f.rules)
	if err != nil {
		return prizesPage{HeldBack: cat.T("prizes.held-back", "why", cat.Error(err)), Groups: f.groupLinks(cat, -1)}
	}
	d := prizesPage{Provisional: words.PrizesProvisional(cat, f.ev), MoneyHead: words.PrizeMoneyHead(cat, list.Currency),
		Account: words.PrizeAccount(cat, list), Legend: words.PrizeLegend(cat, f.rules, list), Groups: f.groupLinks(cat, -1),
		Teams: list.Teams, WhoHead: cat.T("print.col.player"), PointsHead: cat.T("print.col.points")}
	if list.Teams {
		d.WhoHead, d.PointsHead = words.PrizeTeamHeads(cat, f.ev.TeamOptions)
	}
	for _, r := range words.PrizeRows(cat, f.rules, list) {
		row := prizeRow{PrizeRow: r}
		if a := r.Award; a != nil {
			row.Winner = &who{ID: a.ID, No: a.No, Name: a.Name}
		}
		d.Awards = append(d.Awards, row)
	}
	return d
}

// --- the event ----------------------------------------------------------

type eventPage struct {
	Settings tournament.Settings
	Dates    string
	System   string
	Ruleset  string
	GameType string // as the arbiter chose it, "" where it would be assumed (words.GameTypeChosen)
	// TimeControl is the event's in words of the reader's language, as the
	// paper gives it (words.TimeControl), "" for none.
	TimeControl string
	TieBreaks   string // the names in the reader's language, one list (words.TieBreakNames)
	// Unrated is the rating the event's unrated players count at in the
	// rating-based tie-breaks (words.UnratedRating), "" where it sets none.
	Unrated string
	Players int
	Rounds  roundLinks
	Planned int
	PGN     string // the event's finished games as PGN (games.go), "" for none
}

type roundLink struct {
	Number int
	Date   string // when it is played, as the language writes it
	Paired bool
}

// roundLinks are an event page's schedule of rounds.
type roundLinks []roundLink

// Dated reports whether a round has its date: a schedule of none shows
// no date column, where it stood as a heading over empty cells.
func (rs roundLinks) Dated() bool {
	return slices.ContainsFunc(rs, func(r roundLink) bool { return r.Date != "" })
}

func eventData(ev *tournament.Event, cat *i18n.Catalog) eventPage {
	s := ev.Settings
	d := eventPage{Settings: s, Players: len(ev.Players), Planned: ev.TotalRounds(), System: cat.T(s.System.NameKey())}
	d.Dates = words.EventDates(cat, s.StartDate, s.EndDate)
	d.GameType = words.GameTypeChosen(cat, s)
	if s.TimeControl != "" {
		d.TimeControl = words.TimeControl(cat, s.TimeControl)
	}
	if _, ok := rules.Get(s.Ruleset); ok {
		d.Ruleset = words.RulesetName(cat, s.Ruleset)
	}
	d.TieBreaks = words.TieBreakNames(cat, s.TieBreaks)
	if s.UnratedRating > 0 {
		d.Unrated = words.UnratedRating(cat, s)
	}
	// Every round paired or planned, with its date and time from the
	// schedule (schedule.Round), so that a player sees when each is played
	// before it is paired; only a paired round links to its pairings.
	paired := map[int]bool{}
	last := d.Planned
	for _, r := range ev.Rounds {
		paired[r.Number] = true
		last = max(last, r.Number)
	}
	for n := 1; n <= last; n++ {
		when := words.RoundWhen(cat, schedule.Round(ev, n))
		if paired[n] || when != "" {
			d.Rounds = append(d.Rounds, roundLink{Number: n, Date: when, Paired: paired[n]})
		}
	}
	return d
}

// --- a round by board ---------------------------------------------------

type roundPage struct {
	Round  int
	Rounds []int
	// System names the system the round was paired by, as the printed
	// pairings do under their heading (words.PairingSystem).
	System string
	// Notes: a match decided before the round, a round the table plays
	// exchanged, as the pairing list says them (conduct.RoundNotes).
	Notes    []string
	Boards   []boardRow
	Unpaired []unpairedRow
	Forfeits bool
	// Adjourned: a board's game is adjourned, its mark explained
	// (print.legend.adjourned): in Finnish and Estonian it reads as the
	// withdrawn mark's letters.
	Adjourned bool
	// Withdrawn: a player on a board left before the round, his name
	// marked (print.legend.withdrawn-paired explains it).
	Withdrawn bool
	PGN       string // the round's finished games as PGN (games.go), "" for none
}

type boardRow struct {
	Board        int
	White, Black who
	WPts, BPts   string
	Result       string
	Decided      bool  // a final result, or a withdrawal's (pairing.ListBoard.Withdrawn): an adjourned game's is still to be entered
	Game         int64 // the finished game's page (games.go), 0 for none
}

type unpairedRow struct {
	Player who
	Reason string
	Points string
}

func roundNumbers(ev *tournament.Event) []int {
	var ns []int
	for _, r := range ev.Rounds {
		ns = append(ns, r.Number)
	}
	slices.Sort(ns)
	return ns
}

func roundData(ev *tournament.Event, cat *i18n.Catalog, n int) (roundPage, bool) {
	boards, out, ok := pairing.RoundList(ev, n)
	if !ok {
		return roundPage{}, false
	}
	number := ev.StartNumbers()
	before := pairing.PointsBefore(ev, n)
	d := roundPage{Round: n, Rounds: roundNumbers(ev), System: words.PairingSystem(cat, ev.Settings.System)}
	for _, m := range conduct.RoundNotes(ev, n) {
		d.Notes = append(d.Notes, cat.Message(m))
	}
	d.Forfeits, d.Adjourned = pairing.Marks(boards)
	for _, b := range boards {
		res := b.Text(cat.T)
		row := boardRow{
			Board: b.Board, White: whoOf(ev, number, b.White, n), Black: whoOf(ev, number, b.Black, n),
			WPts: before[b.White].String(), BPts: before[b.Black].String(),
			Result: res, Decided: b.Result.Finished() || b.Withdrawn(),
		}
		d.Withdrawn = d.Withdrawn || row.White.Withdrawn || row.Black.Withdrawn
		d.Boards = append(d.Boards, row)
	}
	for _, a := range out {
		reason, pts := a.Text(cat.T)
		d.Unpaired = append(d.Unpaired, unpairedRow{whoOf(ev, number, a.Player, n), reason, pts})
	}
	return d, true
}

// --- a round by name ----------------------------------------------------

type namesPage struct {
	Round     int
	Rounds    []int
	Entries   []nameEntry
	Withdrawn bool // as roundPage's
}

type nameEntry struct {
	Player   who
	Board    int
	Colour   string
	Opponent who
	Reason   string
}

func namesData(ev *tournament.Event, cat *i18n.Catalog, n int) (namesPage, bool) {
	list, ok := pairing.NameList(ev, n, string(cat.Lang()))
	if !ok {
		return namesPage{}, false
	}
	number := ev.StartNumbers()
	d := namesPage{Round: n, Rounds: roundNumbers(ev)}
	for _, e := range list {
		// Sorted by family name, so written family name first.
		entry := nameEntry{Player: whoOf(ev, number, e.Player, n)}
		if pl, ok := ev.Player(e.Player); ok {
			entry.Player.Name = pl.FamilyFirst()
		}
		switch {
		case e.Board == 0:
			entry.Reason, _ = e.Absence.Text(cat.T)
		default:
			entry.Board, entry.Opponent, entry.Colour = e.Board, whoOf(ev, number, e.Opponent, n), cat.T("print.colour.black")
			d.Withdrawn = d.Withdrawn || entry.Player.Withdrawn
			if e.White {
				entry.Colour = cat.T("print.colour.white")
			}
		}
		d.Entries = append(d.Entries, entry)
	}
	return d, true
}

// --- standings and crosstable -------------------------------------------

type standingsPage struct {
	standings.Table
	Heads  []tbHead
	Who    map[int64]who // each row's player, for his title and federation
	Groups []link        // the event's standings and its ranking groups', when it has groups
	Group  int           // the ranking group shown (1 for the first), 0 for the event's standings
	// RuleNotes say what the tie-break heads stand for and name the rules
	// the table is ranked by, then a match's own result and the players
	// struck under the 1953 rule, as every front end says them
	// (words.TableNotes; a team event's tables are teamStandingsPage's); WithdrawnNote
	// explains the withdrawn players' mark, as the paper does.
	RuleNotes     []string
	WithdrawnNote string
	// PerfHead and Perf are the final standings' performance, each
	// player's by his ID, as the paper gives it beside the tie-breaks
	// (ratingreport.StandingsPerformance); nil before the last round.
	PerfHead *tbHead
	Perf     map[int64]string
}

// groupData is the standings of the event's ranking group n (1 for the
// first), as the printed prize list and the window rank its players
// (prizes.GroupStandings), titled with the group's name; a club
// ranking's, its clubs (clubsData).
func groupData(f *facts, cat *i18n.Catalog, n int) (content, bool) {
	if n < 1 || n > len(f.rules.Groups) {
		return content{}, false
	}
	g := f.rules.Groups[n-1]
	title := cat.T("venue.title.group", "group", g.Name, "standings", words.StandingsTitle(cat, standings.ProgressOf(f.ev)))
	if g.Kind == prizes.GroupClubs {
		return content{"clubs", title, clubsData(f, cat, g, n)}, true
	}
	return content{"standings", title, standingsData(f, cat, prizes.GroupStandings(f.ev, team.PrizeTable(f.ev), g), n)}, true
}

// groupLinks link the event's standings (all its players, or teams) and
// each of its ranking groups' (group-N.html), the one numbered current (0:
// the event's) marked; none when the event has no groups.
func (f *facts) groupLinks(cat *i18n.Catalog, current int) []link {
	if len(f.rules.Groups) == 0 {
		return nil
	}
	all := "venue.groups.all"
	if f.ev.Settings.System.Team() {
		all += ".teams"
	}
	out := []link{{Href: "standings.html", Text: cat.T(all), Current: current == 0}}
	for i, g := range f.rules.Groups {
		out = append(out, link{Href: fmt.Sprintf("group-%d.html", i+1), Text: g.Name, Current: current == i+1})
	}
	return out
}

type tbHead struct{ Short, Long string }

func tieHeads(cat *i18n.Catalog, ids []string) []tbHead {
	var hs []tbHead
	for _, id := range ids {
		hs = append(hs, tbHead{words.TieBreakShort(cat, id), words.TieBreakName(cat, id)})
	}
	return hs
}

// standingsData is the standings t: the event's, or those of the event's
// ranking group number group (1 for the first; 0 for the event's).
func standingsData(f *facts, cat *i18n.Catalog, t standings.Table, group int) standingsPage {
	d := standingsPage{Table: t, Heads: tieHeads(cat, t.TieBreaks), Who: map[int64]who{}, Groups: f.groupLinks(cat, group), Group: group}
	d.RuleNotes = words.TableNotes(cat, t)
	if perf := ratingreport.StandingsPerformance(f.ev, t); perf != nil {
		d.PerfHead = &tbHead{words.RatedShort(cat, words.RatedPerformance), cat.T("print.rated.performance")}
		d.Perf = map[int64]string{}
		for id, p := range perf {
			d.Perf[id] = words.Number(p)
		}
		d.RuleNotes = append(d.RuleNotes, words.RatedLegend(cat, words.RatedPerformance))
	}
	for _, r := range t.Rows {
		d.Who[r.ID] = whoOf(f.ev, f.number, r.ID, 0)
		if r.Withdrawn {
			d.WithdrawnNote = words.WithdrawnLegend(cat, "print.legend.withdrawn")
		}
	}
	return d
}

type crossPage struct {
	Swiss  bool
	Heads  []tbHead
	Rounds []int
	Cols   []int
	Rows   []crossRow
	Legend []string
}

type crossRow struct {
	Place     string
	ID        int64
	No        int
	Name      string
	Withdrawn bool
	Cells     []string
	Points    string
	TieBreaks []standings.TieValue
}

func (r crossRow) Href() string { return fmt.Sprintf("player-%d.html", r.ID) }

// crossContent is the crosstable's page, titled as the paper's
// (words.CrossTitle). A Swiss's points are the complete rounds', and its
// legend says what the columns of the rounds after them show
// (words.SwissLegend). A round robin's places count the results of a round
// under way that its cells show, and the title says so; both name the
// round in play, as the standings page does.
func crossContent(ev *tournament.Event, cat *i18n.Catalog) content {
	if ev.Settings.System.IndividualSwiss() {
		ct := standings.SwissCrosstable(ev)
		d := crossPage{Swiss: true, Heads: tieHeads(cat, ct.TieBreaks), Legend: slices.Concat(words.SwissLegend(cat, ct), words.TableNotes(cat, ct.Table))}
		for i := range ct.Rounds {
			d.Rounds = append(d.Rounds, i+1)
		}
		for i, r := range ct.Rows {
			d.Rows = append(d.Rows, crossRow{Place: r.Place, ID: r.ID, No: r.No, Name: r.Name, Withdrawn: r.Withdrawn, Points: r.Points.String(),
				TieBreaks: r.TieBreaks, Cells: words.SwissCells(cat, ct.Cells[i])})
		}
		d.explainWithdrawn(cat)
		return content{"crosstable", words.CrossTitle(cat, ct.Progress, false), d}
	}
	ct := standings.Crosstable(ev)
	// The tie-breaks its places follow, as the paper and the window give them.
	d := crossPage{Heads: tieHeads(cat, ct.Ranking.TieBreaks), Legend: slices.Concat(words.CrossLegend(cat, ct), words.TableNotes(cat, ct.Ranking)), Cols: ct.Columns()}
	for _, r := range ct.Rows {
		row := crossRow{Place: r.Place, ID: r.ID, No: r.No, Name: r.Name, Withdrawn: r.Withdrawn, Points: r.PointsText(), TieBreaks: r.TieBreaks}
		for j := range r.Cells {
			row.Cells = append(row.Cells, r.Cell(j))
		}
		d.Rows = append(d.Rows, row)
	}
	d.explainWithdrawn(cat)
	return content{"crosstable", words.CrossTitle(cat, ct.Progress, false), d}
}

// explainWithdrawn adds the legend of the withdrawn mark when a row
// carries it, as the paper's crosstable does.
func (d *crossPage) explainWithdrawn(cat *i18n.Catalog) {
	if slices.ContainsFunc(d.Rows, func(r crossRow) bool { return r.Withdrawn }) {
		d.Legend = append(d.Legend, words.WithdrawnLegend(cat, "print.legend.withdrawn"))
	}
}

// --- a player's page ----------------------------------------------------

type playerPage struct {
	Player tournament.Player
	// Category is his USSR 1953 category as the language abbreviates it:
	// given whenever he has one, and under the 1953 code also when he has
	// none (the paper's dash), as the norms count by it.
	Category string
	No       int
	Place    string
	Points   string
	// After says which rounds Points and Place count where a later round
	// is paired, as the standings' heading does: the last complete round
	// ("after round 2"), and the results of a round under way that a
	// round robin counts too ("after round 2, round 3: 2 of 3 games
	// entered"); its results show in Games, and the points beside them
	// would not add up unsaid. Empty otherwise.
	After string
	// Struck says, as under the standings (words.OutcomeNotes), that the
	// 1953 rule struck him from the table: he has no points or place, which
	// the page gave as an empty figure.
	Struck string
	Change string // his rating change in a rated event, "+12.4 (K 20, 5 games)"
	// Initial is an unrated player's initial rating in a rated event,
	// "initial 1688 (9 rated games in this event)".
	Initial string
	Games   []playerGame
	// Legend explains the results' marks in Games (words.ResultLegend):
	// a forfeit's + and −, an adjourned game's A.
	Legend []string
	Next   *playerGame
	// Asked are the byes he asked for in rounds not yet paired, which
	// their pairing gives him (Event.RequestsFor), worded as a bye paired.
	Asked []playerGame
	// Forecast is his norm forecast, worded as on paper: the title norms
	// in a FIDE-rated event, the categories under the 1953 code; once the
	// event is over, the verdicts, which ForecastHead heads so.
	Forecast     []string
	ForecastHead string
}

// OpponentGone reports whether an opponent of his is marked as withdrawn
// before their game, which the page then explains.
func (d playerPage) OpponentGone() bool {
	return slices.ContainsFunc(d.Games, func(g playerGame) bool { return g.Opponent != nil && g.Opponent.Withdrawn })
}

type playerGame struct {
	Round    int
	Board    int
	Colour   string
	Opponent *who
	// Bye names a bye where an opponent would stand; its points are the
	// Result.
	Bye    string
	Result string
	Total  string // points after the round
}

func playerData(f *facts, cat *i18n.Catalog, id int64) (playerPage, bool) {
	ev := f.ev
	p, ok := ev.Player(id)
	if !ok {
		return playerPage{}, false
	}
	number := f.number
	d := playerPage{Player: *p, No: number[id]}
	if p.Category != tournament.Unclassified || ev.Settings.Ruleset == rules.USSR1953 {
		d.Category = words.CategoryLabel(cat, p.Category)
	}
	if r, ok := f.ratingChange(id); ok && r.Rating > 0 {
		d.Change = cat.T("venue.player.change", "change", words.ChangeText(cat, r), "k", r.K, "games", r.Games)
	} else if ok {
		d.Initial = cat.T("venue.player.initial", "initial", words.ChangeText(cat, r), "games", r.Games)
	}
	d.standing(f, cat, id)
	d.Forecast, d.ForecastHead = f.forecast(cat, id), cat.T("forecast.title")
	if norms.CertaintyOf(ev) == norms.Final {
		d.ForecastHead = cat.T("venue.player.norms")
	}
	// The box is where he sits next: his first game still to play from
	// the round in play on. A round-8 game still to play (an adjourned or
	// a postponed one) comes before his round-9 board, which the last
	// paired round would have boxed while the table under it still listed
	// the older game; once that game is done, his round-9 board is next.
	// A bye is no seat: it is boxed only in the last paired round, where
	// no board follows it.
	inPlay, last := ev.RoundInPlay(), ev.PairedRounds()
	for _, n := range roundNumbers(ev) {
		// His game as the round's list gives it (pairing.RoundList), the
		// withdrawal rule's verdict included, so that this page, the
		// round's page and the paper say the same of it.
		g, open, ok := playerRound(ev, cat, number, id, n)
		if !ok {
			continue
		}
		if d.Next == nil && open && n >= inPlay && (g.Opponent != nil || n == last) {
			next := g
			d.Next = &next
		}
		if pts, ok := f.pointsAfter(n)[id]; ok && n <= f.completed {
			g.Total = pts.String()
		}
		d.Games = append(d.Games, g)
	}
	d.Asked = askedByes(ev, cat, id)
	d.Legend = gamesLegend(cat, d.Games)
	return d, true
}

// standing fills in player id's place, points and what the standings
// count so far (the rounds complete, those under way), and says when his
// place was struck.
func (d *playerPage) standing(f *facts, cat *i18n.Catalog, id int64) {
	for _, r := range f.standings.Rows {
		if r.ID == id {
			d.Place, d.Points = r.Place, r.Points.String()
		}
	}
	for _, st := range f.standings.Struck {
		if st.ID == id {
			d.Struck = cat.T("event.cli.struck", st.Args()...)
		}
	}
	switch rounds := words.RoundsUnderWay(cat, f.standings.Partial, f.standings.Teams); {
	case rounds != "" && f.completed > 0:
		d.After = cat.T("venue.player.after.partial", "round", f.completed, "rounds", rounds)
	case rounds != "":
		d.After = rounds
	case f.completed > 0 && f.completed < f.current:
		d.After = cat.T("venue.player.after", "round", f.completed)
	}
}

// askedByes are the byes player id asked for in the rounds not yet paired.
func askedByes(ev *tournament.Event, cat *i18n.Catalog, id int64) []playerGame {
	var asked []playerGame
	for r := ev.NextRound(); r <= ev.TotalRounds(); r++ {
		for _, b := range ev.RequestsFor(r) {
			if b.Player != id || b.Team != 0 {
				continue
			}
			name, _ := pairing.ByeText(b.Kind, cat.T)
			if b.CheckIn != 0 {
				// Given by a check-in's closing, as the paired round names it.
				name = cat.T("print.bye.absent", "kind", name)
			}
			asked = append(asked, playerGame{Round: r, Bye: name})
		}
	}
	return asked
}

// gamesLegend explains the marks of a player's results (words.ResultLegend);
// none before he has a result.
func gamesLegend(cat *i18n.Catalog, games []playerGame) []string {
	shown := map[string]bool{}
	for _, g := range games {
		if g.Result != "" {
			shown[g.Result] = true
		}
	}
	if len(shown) == 0 {
		return nil
	}
	return words.ResultLegend(cat, shown)
}

// playerRound is player id's line of round n on his page: his bye (a late
// entry's too, for a round paired before he joined), or his game with the
// result the round's list shows; open says the bye or game
// is still ahead of him. ok is false when he has neither in the round.
func playerRound(ev *tournament.Event, cat *i18n.Catalog, number map[int64]int, id int64, n int) (g playerGame, open, ok bool) {
	boards, out, _ := pairing.RoundList(ev, n)
	for _, b := range boards {
		if b.White != id && b.Black != id {
			continue
		}
		white := b.White == id
		opp, colour := b.White, "print.colour.black"
		if white {
			opp, colour = b.Black, "print.colour.white"
		}
		o := whoOf(ev, number, opp, n)
		g = playerGame{Round: n, Board: b.Board, Colour: cat.T(colour), Opponent: &o}
		switch {
		case b.Annulled && b.Result != tournament.NoResult:
			g.Result = cat.T("print.result.annulled", "result", tournament.Symbol(b.Result, white))
		case b.Void:
			g.Result = cat.T("print.result.not-played")
		case b.Shown != tournament.NoResult:
			g.Result = tournament.Symbol(b.Shown, white)
		}
		return g, !b.Void && b.Shown == tournament.NoResult, true
	}
	for _, a := range out {
		if a.IsBye && a.Player == id {
			g = playerGame{Round: n}
			g.Bye, g.Result = a.Text(cat.T)
			return g, !a.Late, true
		}
	}
	return playerGame{}, false, false
}

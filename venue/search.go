package venue

import (
	"bytes"
	"cmp"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"time"
	"unicode/utf8"

	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/seats"
	"arbiter/words"
)

// search answers a search by name: rendered for each query, as the
// queries are many and each one's page small, and following the event as
// every page does.
func (s *Server) search(w http.ResponseWriter, r *http.Request, snap *snapshot) {
	lang := pageLanguage(w, r, snap.facts.ev)
	p, _ := build(snap.facts, lang, "start.html", s.links)
	cat := i18n.For(lang)
	_, se := s.dep.signedIn(r, time.Now())
	q := r.URL.Query().Get("q")
	p.Name, p.Title, p.Langs = searchHref, cat.T("venue.search.title"), searchLangs(p.Langs, q)
	if snap.facts.ev.Settings.System.Team() { // each found with his team and boards
		p.Kind, p.Data = "teamsearch", teamSearchData(snap.facts, cat, q, "")
	} else {
		p.Kind, p.Data = "search", searchData(snap.facts, lang, q)
	}
	p.Nav = snap.facts.nav(cat, "search", s.links)
	p.Live, p.Find, p.NoSearch, p.Rev, p.Stamp, p.Entry = true, true, false, strconv.FormatInt(snap.rev, 10), stamp(snap.at), se != nil
	writeFresh(w, r, p, http.StatusOK)
}

// searchLangs are the language switch of a search's page served, each
// link searching again for query: a switch's plain "?lang=" searched for
// nothing.
func searchLangs(langs []link, query string) []link {
	if query == "" {
		return langs
	}
	for i := range langs {
		langs[i].Href = "?" + url.Values{"q": {query}, "lang": {langs[i].Code}}.Encode()
	}
	return langs
}

// writeFresh answers p rendered for this request alone, kept by no
// cache, with status.
func writeFresh(w http.ResponseWriter, r *http.Request, p *page, status int) {
	var b bytes.Buffer
	if err := render(&b, p); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	h.Set("Content-Language", p.Lang)
	h.Set("Content-Length", strconv.Itoa(b.Len()))
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		w.Write(b.Bytes())
	}
}

// maxQuery bounds a search's query in letters (code points), as the
// search box's maxlength does: counted in bytes, a whole name in Cyrillic
// was over it and found nobody.
const maxQuery = 100

// tooLong reports whether a query is over maxQuery.
func tooLong(query string) bool { return utf8.RuneCountInString(query) > maxQuery }

// searchData is the players whose name or start number holds the query,
// accents and letter case aside ("aiJA" finds "Äijälä"), ranked as the window's
// searches rank (input.Rank: "laine" finds Jussi Laine before Timo
// Hämäläinen), family name first.
func searchData(f *facts, lang i18n.Lang, query string) playersPage {
	d := playersPage{Query: query}
	for _, p := range found(f, lang, query) {
		d.Rows = append(d.Rows, p.startRow)
	}
	return d
}

// found are the players a search for query finds, the best found first
// and in searchable's order (lang's alphabet) among equals; none for an
// empty or too long query.
func found(f *facts, lang i18n.Lang, query string) []findable {
	q := input.Searchable(query)
	if q.Empty() || tooLong(query) {
		return nil
	}
	type hit struct {
		p    findable
		rank int
	}
	var hits []hit
	for _, p := range searchable(f, lang) {
		if r := p.rank(q); r != input.NoMatch {
			hits = append(hits, hit{p, r})
		}
	}
	slices.SortStableFunc(hits, func(a, b hit) int { return cmp.Compare(b.rank, a.rank) })
	out := make([]findable, len(hits))
	for i, h := range hits {
		out[i] = h.p
	}
	return out
}

// findable is a player as a search finds him: his row, family name first,
// and his name made ready for input.Rank as written and family name first,
// as a reader may type either, each after his start number (searchedAs),
// as the window's check-in searches its rows' number and name.
type findable struct {
	startRow
	names input.Orders
}

// rank is how well the player's number and name answer q, in the better
// of the name's two orders.
func (p findable) rank(q input.Searched) int {
	return p.names.Rank(q)
}

// searchable are every player as a search lists him: by his name, family
// name first, in the alphabet of the page's language lang (as the round's
// list by name and the check-in wall order them: "Hämäläinen" after
// "Heikkinen" in Finnish), and by start number where two read the same.
func searchable(f *facts, lang i18n.Lang) []findable {
	players := f.ev.ByStartNumber(f.number)
	slices.SortStableFunc(players, tournament.NameOrderIn(string(lang)))
	all := make([]findable, 0, len(players))
	for _, p := range players {
		row := rowOf(f, p)
		row.Name = p.FamilyFirst()
		all = append(all, findable{row, input.SearchableOrders(searchedAs(row.No, p.Name), searchedAs(row.No, row.Name))})
	}
	return all
}

// searchedAs is name as a search reads it, after the start number no (none
// before the draw of a round robin): a number typed is a whole word in
// the player's with that number and ranks him first, as in the window's
// check-in ("2" finds player 2 before 12 and 20), a player typing his
// number on his phone finds himself, and a name typed ranks as before.
func searchedAs(no int, name string) string {
	if no == 0 {
		return name
	}
	return strconv.Itoa(no) + " " + name
}

// --- the search of an exported site --------------------------------------

// An exported site has no server to ask, so its search.html carries the
// players as the server's search would find them (searchable: each one's
// start number's and name's words made ready by Go, in the order of an
// answer) and
// findScript, which makes the query ready as input.Searchable does (its
// words folded: lower case, marks dropped, the same letters spelled out and
// apostrophes dropped (input.SpelledOut);
// and as written, in lower case; split at what is neither letter nor
// digit; at most maxQuery letters), ranks each player as input.Rank does
// (the query's words in their order as whole words 6, beginning a word 4,
// inside one 2, one more where the words as written rank the same),
// keeps the players it finds, best first and in the index's order among
// equals, and writes their rows with the DOM, never as markup: a team
// event's player (findEntry.Team) in the table of players with their
// teams and boards, as the served team search lists him, any other in
// the table of players; its language switch searches again for the
// query, as the served one does. The page is allowed that one script by
// its hash; without script it points to the lists by name and by start
// number (a team event's: to its teams with their players).
const findScript = `(function(){var d=document,x=JSON.parse(d.getElementById("find-index").textContent),` +
	`q=new URLSearchParams(location.search).get("q")||"",box=d.getElementById("q");box.value=q;` +
	`if(q)d.querySelectorAll("header .langs a").forEach(function(a){var h=a.getAttribute("href");a.href=h+(h.indexOf("?")<0?"?":"&")+"q="+encodeURIComponent(q);});` +
	`function split(s){return s.split(/[^\p{L}\p{Nd}]+/u).filter(function(w){return w!=="";});}` +
	`function fold(s){s=s.toLowerCase().normalize("NFD").replace(/\p{Mn}/gu,"");for(var i=0;i+1<x.spell.length;i+=2)s=s.split(x.spell[i]).join(x.spell[i+1]);return split(s);}` +
	`function phrase(n,q){var t=" "+n.join(" ")+" ",p=q.join(" "),best=0,i=t.indexOf(p);for(;i>=0;i=t.indexOf(p,i+1)){var s=t[i-1]===" ";` +
	`if(s&&t[i+p.length]===" ")return 6;best=Math.max(best,s?4:2);}return best;}` +
	`function el(tag,cls,text){var e=d.createElement(tag);if(cls)e.className=cls;if(text)e.textContent=text;return e;}` +
	`function rank(f,v,qf,qv){var r=phrase(f,qf);return r&&phrase(v,qv)===r?r+1:r;}` +
	`var qf=fold(q),qv=split(q.toLowerCase().normalize("NFC")),rows=[];if(qf.length&&[...q].length<=x.max){rows=x.players.map(function(p){` +
	`return{p:p,r:Math.max(rank(p.w[0],p.v[0],qf,qv),rank(p.w[1],p.v[1],qf,qv))};}).filter(function(h){return h.r>0;})` +
	`.sort(function(a,b){return b.r-a.r;}).map(function(h){return h.p;});}` +
	`var tb=d.getElementById("found"),tt=d.getElementById("found-teams"),np=0,nt=0;` +
	`function text(e,s){if(s)e.appendChild(d.createTextNode(s));}function meta(e,s){if(s)e.appendChild(el("span","meta",s));}` +
	`rows.forEach(function(p){var tr=el("tr"),who=el("td","who");if(p.tm){nt++;text(who,p.n);text(who,p.m);meta(who,p.tm.m);meta(who,p.x);` +
	`var bs=el("td");(p.tm.b||[]).forEach(function(b,i){if(i)text(bs," \u00b7 ");var a=el("a","",b.t);a.href=(p.s||"")+b.h;bs.appendChild(a);});` +
	`tr.appendChild(who);tr.appendChild(el("td","",p.tm.n||""));tr.appendChild(bs);tt.appendChild(tr);return;}np++;var a=el("a","",p.n);` +
	`tr.appendChild(el("td","n",p.no?String(p.no):""));if(p.t){who.appendChild(el("b","",p.t));text(who," ");}` +
	`a.href=(p.s||"")+"player-"+p.id+".html";who.appendChild(a);text(who,p.m);meta(who,p.f);meta(who,p.x);tr.appendChild(who);` +
	`tr.appendChild(el("td","n",p.r?String(p.r):""));tr.appendChild(el("td","wide",p.c||""));tr.appendChild(el("td","n wide",p.i||""));tb.appendChild(tr);});` +
	`d.getElementById("find-table").hidden=!np;d.getElementById("find-teams").hidden=!nt;d.getElementById("find-mark").hidden=!rows.some(function(p){return p.m;});` +
	`if(!rows.length){var say=d.getElementById(!q?"find-empty":[...q].length>x.max?"find-long":"find-none");` +
	`say.textContent=say.getAttribute("data-text").split("\uE000").join(q).split("\uE001").join(String([...q].length));say.hidden=false;}` +
	`})();`

// queryMark stands for the query in findPage.None, lettersMark for its
// number of letters in findPage.Long: characters of private use, which no
// catalogue holds and html/template keeps as they are.
const (
	queryMark   = "\uE000"
	lettersMark = "\uE001"
)

// findIndex is what the exported search page carries for findScript.
type findIndex struct {
	Spell   []string    `json:"spell"`
	Max     int         `json:"max"`
	Players []findEntry `json:"players"`
}

// findEntry is a player of findIndex, with short keys: a 400-player
// event's index is read by phones.
type findEntry struct {
	ID     int64  `json:"id"`
	No     int    `json:"no,omitempty"`
	Name   string `json:"n"`
	Title  string `json:"t,omitempty"`
	Fed    string `json:"f,omitempty"`
	Rating int    `json:"r,omitempty"`
	Club   string `json:"c,omitempty"`
	FIDEID string `json:"i,omitempty"`
	// Mark is the withdrawn mark written after his name (page.Mark).
	Mark string `json:"m,omitempty"`
	// Folded and Written are the words of his name as written and family
	// name first, each after his start number (searchedAs), as input.Rank
	// compares them.
	Folded  [2][]string `json:"w"`
	Written [2][]string `json:"v"`
	// In and Section are his section's folder and event, in the search
	// across a venue's sections (sections.go).
	In      string `json:"s,omitempty"`
	Section string `json:"x,omitempty"`
	// Team is his team and his boards, and only that beside his name and
	// mark, when his event is a team event: it has no pages of players.
	Team *findTeam `json:"tm,omitempty"`
}

// findTeam is a team event's player in findIndex as the served search
// lists him (teamFoundOf): his title, federation and rating said as one
// (who.Meta), his team and the boards he played, their links under his
// event's folder (findEntry.In).
type findTeam struct {
	Meta   string `json:"m,omitempty"`
	Name   string `json:"n,omitempty"`
	Boards []link `json:"b,omitempty"`
}

// findPage is the exported search page's data: the index, and the
// message for no player found with queryMark where the query goes.
type findPage struct {
	Index findIndex
	None  string // what a query that finds no one says (queryMark)
	Long  string // what a query over maxQuery says (lettersMark)
	Venue bool   // the search across a venue's sections, at its front
	Teams bool   // a team event's search, whose players are on its teams' page
}

// findPageOf is an exported search page in cat's language, with no
// players yet: what it says as the served search says it (page.Unfound).
func findPageOf(cat *i18n.Catalog) findPage {
	return findPage{Index: findIndex{Spell: input.SpelledOut(), Max: maxQuery},
		None: cat.T("venue.search.none", "query", isolated(queryMark)),
		Long: cat.T("venue.search.too-long", "max", maxQuery, "letters", lettersMark)}
}

// staticSearch is the exported site's search.html in cat's language.
func staticSearch(f *facts, cat *i18n.Catalog) findPage {
	x := findPageOf(cat)
	teams := f.ev.Settings.System.Team()
	number := seats.TeamNumbers(f.ev)
	for _, p := range searchable(f, cat.Lang()) {
		e := findEntry{ID: p.ID, Name: p.Name, Mark: words.WithdrawnMark(cat, p.Withdrawn)}
		if teams {
			t := teamFoundOf(f.ev, cat, number, p.who)
			e.Team = &findTeam{Meta: p.Meta(), Name: t.Team, Boards: t.Boards}
		} else {
			e.No, e.Title, e.Fed, e.Rating, e.Club, e.FIDEID = p.No, p.Title, p.Fed, p.Rating, p.Club, p.FIDEID
		}
		for i, n := range p.names {
			e.Folded[i], e.Written[i] = n.Words()
		}
		x.Index.Players = append(x.Index.Players, e)
	}
	x.Teams = teams
	return x
}

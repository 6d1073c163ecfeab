package venue_test

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/tournament"
	"arbiter/venue"
	"arbiter/words"
)

// estonianOpen is a nine-round Swiss of 30 players with Estonian and
// Finnish names of every length a club's list has, their default four
// tie-breaks, three rounds played.
func estonianOpen(t *testing.T) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), "open.arbiter")
	{
		first := []string{"Jüri", "Küllike-Ännika", "Mati", "Aino", "Väinö", "Liis", "Hans-Gunnar", "Tiit", "Maarja-Liisa", "Ott"}
		family := []string{"Saar", "Põldsepp-Kuusk", "Lehtonen", "Mäkinen", "Tammsalu", "Kask", "Vähä-Heikkilä", "Rebane", "Õunapuu", "Lepik"}
		var b strings.Builder
		b.WriteString("name;rating;club\n")
		for i := range 30 {
			fmt.Fprintf(&b, "%s %s;%d;%s\n", first[i%10], family[(i*3+i/10)%10], 2400-i*17, []string{"Tallinna Kalev", "Tartu Sakk", "HSK"}[i%3])
		}
		newNineRoundSwiss(t, file, "Tallinna lahtised", "et", b.String())
		for r := 1; r <= 3; r++ {
			runCLI(t, "pair", file)
			for board := 1; board <= 15; board++ {
				runCLI(t, "result", file, "--round", strconv.Itoa(r), "--board", strconv.Itoa(board), []string{"1-0", "½-½", "0-1"}[(board+r)%3])
			}
		}
	}
	return file
}

// The standings of a 30-player Swiss with four tie-breaks stand on a
// phone 390 px wide, in every language, with no column shown in part:
// the last column started off the screen, its head cut ("Vö", "W"),
// nothing said there was more to the right, and the names wrapped beside
// the games-played column. On a TV's screen every column is there.
func TestTheStandingsStandOnAPhone(t *testing.T) {
	file := estonianOpen(t)
	_, base := server(t, file, nil)
	d := newScreen(t, screen{390, 844, 3, true, true})
	for _, l := range i18n.Complete {
		lang := string(l)
		d.open(t, base+"/standings.html?lang="+lang, lang+" standings on a phone")
		if over := d.eval(`(s=>s.scrollWidth-s.clientWidth)(document.querySelector("main div.scroll"))`); over != "0" {
			t.Errorf("%s: the standings run %s px past a 390 px screen", lang, over)
		}
		if cut := d.eval(`[...document.querySelectorAll("table.standings th,table.standings td")].filter(e=>{const r=e.getBoundingClientRect();return r.width>0&&r.left<innerWidth&&r.right>innerWidth}).map(e=>e.textContent)`); cut != "[]" {
			t.Errorf("%s: columns shown in part on a 390 px screen: %s", lang, cut)
		}
		// A name wraps at a blank or after a hyphen, never inside a word,
		// and only where it is wider than its column.
		if broken := d.eval(brokenNames); broken != "[]" {
			t.Errorf("%s: names broken on a 390 px screen: %s", lang, broken)
		}
		if d.eval(`(p=>!!p&&p.getBoundingClientRect().width>0)(document.querySelector("main p.narrow"))`) != "true" {
			t.Errorf("%s: a phone is not told where the rating and the games played are", lang)
		}
	}
	d.become(screen{1920, 1080, 1, false, false})
	for _, l := range i18n.Complete {
		lang := string(l)
		d.open(t, base+"/standings.html?lang="+lang, lang+" standings on a TV")
		if hidden := d.eval(`[...document.querySelectorAll("table.standings th,table.standings td,main p.narrow")].filter(e=>e.matches("p")===(e.getBoundingClientRect().width>0)).length`); hidden != "0" {
			t.Errorf("%s: %s cells hidden, or the phone's note shown, at 1920×1080", lang, hidden)
		}
	}
}

// brokenNames are the standings' names broken inside a word (a line
// begins after neither a blank nor a hyphen), or wrapped although they fit
// their cell on one line.
const brokenNames = `[...document.querySelectorAll("table.standings td.who>a")].filter(a=>{` +
	`const t=a.firstChild,s=t.data,r=document.createRange();let top=null;` +
	`for(let i=0;i<s.length;i++){r.setStart(t,i);r.setEnd(t,i+1);const b=r.getClientRects()[0];if(!b||b.width===0)continue;` +
	`if(top!==null&&b.top>top+1){if(!/[ -]/.test(s[i-1]))return true;}top=b.top;}` +
	`const c=document.createElement("canvas").getContext("2d");const f=getComputedStyle(a);c.font=f.fontStyle+" "+f.fontWeight+" "+f.fontSize+" "+f.fontFamily;` +
	`const td=a.parentElement,cs=getComputedStyle(td),room=td.clientWidth-parseFloat(cs.paddingLeft)-parseFloat(cs.paddingRight);` +
	`return c.measureText(s).width<=room-1&&a.getBoundingClientRect().height>1.5*parseFloat(getComputedStyle(a).lineHeight)` +
	`}).map(a=>a.textContent)`

// The list of players (start.html, the served search's results and the
// exported site's search) leaves the club and the FIDE ID to a wider
// screen on a phone 390 px wide, and says so under the table in the
// reader's language, as the standings say of theirs: it hid them and said
// nothing. On a TV's screen both columns are there and nothing is said.
func TestThePlayersListSaysWhatAPhoneLeavesOut(t *testing.T) {
	file := estonianOpen(t)
	_, base := server(t, file, nil)
	ev := testevent.Read(t, file)
	exported := exportedIn(t, ev, "search.html")
	pages := func(lang string) map[string]string {
		return map[string]string{
			"start.html":               base + "/start.html?lang=" + lang,
			"search.html?q=saar":       base + "/search.html?q=saar&lang=" + lang,
			"the exported search.html": exported[lang] + "?q=saar",
		}
	}
	phoneLeavesOut(t, pages, "table.players", func(cat *i18n.Catalog) (string, string) {
		return cat.T("print.col.club") + "|" + cat.T("print.col.fide-id"), cat.T("venue.players.wider")
	})
}

// A team event's results by board (boards.html, served and exported)
// leave the opponents' average and the performance to a wider screen on a
// phone 390 px wide, and say so under the tables in the reader's
// language, as the standings and the list of players say of theirs: they
// hid the two columns and said nothing. On a TV's screen both columns are
// there and nothing is said.
func TestTheResultsByBoardSayWhatAPhoneLeavesOut(t *testing.T) {
	file := teamFile(t)
	_, base := server(t, file, nil)
	ev := testevent.Read(t, file)
	exported := exportedIn(t, ev, "boards.html")
	pages := func(lang string) map[string]string {
		return map[string]string{
			"boards.html":              base + "/boards.html?lang=" + lang,
			"the exported boards.html": exported[lang],
		}
	}
	phoneLeavesOut(t, pages, "main table", func(cat *i18n.Catalog) (string, string) {
		return words.RatedShort(cat, words.RatedAverage) + "|" + words.RatedShort(cat, words.RatedPerformance), cat.T("venue.boards.wider")
	})
}

// phoneLeavesOut opens each language's pages on a phone 390 px wide and
// on a TV: on the phone the heads and cells of the tables (chosen by the
// selector tables) hidden are the columns want names, "A|B", and the note
// under them says want's words; on the TV nothing is hidden and no note
// is shown.
func phoneLeavesOut(t *testing.T, pages func(lang string) map[string]string, tables string, want func(cat *i18n.Catalog) (cols, note string)) {
	t.Helper()
	// wide are the texts of the columns the page hides (in a table shown:
	// the exported search holds a team event's table too, hidden), note
	// the text of the phone's note as shown (empty where it is hidden).
	wide := fmt.Sprintf(`[...document.querySelectorAll(%q)].filter(e=>!e.closest("[hidden]")&&e.getBoundingClientRect().width===0).map(e=>e.textContent).filter((s,i,a)=>a.indexOf(s)===i).slice(0,2).join("|")`, tables+" th,"+tables+" td")
	const note = `[...document.querySelectorAll("main p.narrow")].filter(p=>p.getBoundingClientRect().width>0).map(p=>p.textContent).join("|")`
	shown := func(js string) string {
		t.Helper()
		var s string
		if err := json.Unmarshal([]byte(js), &s); err != nil {
			t.Fatalf("the page answered %s: %v", js, err)
		}
		return s
	}
	d := newScreen(t, screen{390, 844, 3, true, true})
	for _, l := range i18n.Complete {
		lang, cat := string(l), i18n.For(l)
		cols, say := want(cat)
		for name, u := range pages(lang) {
			d.open(t, u, lang+" "+name+" on a phone")
			if got := shown(d.eval(wide)); got != cols {
				t.Errorf("%s %s: a phone hides the columns %q, want %q", lang, name, got, cols)
			}
			if got := shown(d.eval(note)); got != say {
				t.Errorf("%s %s: a phone is told %q of the columns it leaves out, want %q", lang, name, got, say)
			}
		}
	}
	d.become(screen{1920, 1080, 1, false, false})
	for _, l := range i18n.Complete {
		lang := string(l)
		for name, u := range pages(lang) {
			d.open(t, u, lang+" "+name+" on a TV")
			if got := shown(d.eval(wide)); got != "" {
				t.Errorf("%s %s: columns hidden at 1920×1080: %s", lang, name, got)
			}
			if got := shown(d.eval(note)); got != "" {
				t.Errorf("%s %s: the phone's note shown at 1920×1080: %s", lang, name, got)
			}
		}
	}
}

// exportedIn exports ev's site in each language, each in a folder of its
// own, and gives by language the address of its page name there.
func exportedIn(t *testing.T, ev *tournament.Event, name string) map[string]string {
	t.Helper()
	pages := map[string]string{}
	for _, l := range i18n.Complete {
		dir := t.TempDir()
		if _, err := venue.Export(ev, venue.Rules{}, dir, l); err != nil {
			t.Fatal(err)
		}
		pages[string(l)] = "file://" + filepath.Join(dir, name)
	}
	return pages
}

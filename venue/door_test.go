package venue_test

import (
	"cmp"
	"fmt"
	"net/http"
	"net/url"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"arbiter/i18n"
	"arbiter/internal/testdir"
	"arbiter/internal/testevent"
	"arbiter/internal/testphone"
	"arbiter/tournament"
	"arbiter/venue"
	"arbiter/words"
)

// The event page's schedule gives each round's date and time as the
// arbiter set them, in every language, a round planned but not yet
// paired included (without links to pages it does not have yet); its
// Date column stood empty, and a team event's front page had no dates.
func TestTheEventPageGivesTheRoundsTimes(t *testing.T) {
	type dated struct {
		round  string
		when   tournament.RoundTime
		linked bool
	}
	individual, teams := newEvent(t, "round-robin"), teamFile(t)
	runCLI(t, "event", individual, "--round-time", "1=2026-04-01 18:00", "--round-time", "2=2026-04-02 10:00", "--round-time", "4=2026-04-03")
	// The team file's first day (042) is 1 May 2026.
	runCLI(t, "event", teams, "--round-time", "1=2026-05-01 18:00")
	row := regexp.MustCompile(`<tr><td class="n">(\d+)</td><td>([^<]*)</td><td>(.*?)</td></tr>`)
	for _, c := range []struct {
		file  string
		want  []dated
		never string // a round neither paired nor dated
	}{
		{individual, []dated{
			{"1", tournament.RoundTime{Date: "2026-04-01", Time: "18:00"}, true},
			{"2", tournament.RoundTime{Date: "2026-04-02", Time: "10:00"}, true},
			{"4", tournament.RoundTime{Date: "2026-04-03"}, false},
		}, "3"},
		{teams, []dated{{"1", tournament.RoundTime{Date: "2026-05-01", Time: "18:00"}, true}, {"2", tournament.RoundTime{}, true}}, ""},
	} {
		_, base := server(t, c.file, nil)
		for _, lang := range i18n.Complete {
			cat := i18n.For(lang)
			page := get2(t, base+"/index.html?lang="+string(lang))
			got := map[string][2]string{}
			for _, m := range row.FindAllStringSubmatch(page, -1) {
				got[m[1]] = [2]string{m[2], m[3]}
			}
			for _, want := range c.want {
				r, ok := got[want.round]
				when := words.RoundWhen(cat, want.when)
				if !ok || r[0] != escapeName(when) || strings.Contains(r[1], "round-") != want.linked {
					t.Errorf("%s %s: round %s reads %q, want %q (linked %v)", filepath.Base(c.file), lang, want.round, r, when, want.linked)
				}
			}
			if _, ok := got[c.never]; ok {
				t.Errorf("%s: round %s, neither paired nor dated, is listed", lang, c.never)
			}
		}
	}
}

// The round robin's crosstable marks a game still to be played "*", and
// its legend says so in every language; it explained the other symbols
// only.
func TestTheCrosstablesLegendExplainsTheGamesToCome(t *testing.T) {
	_, base := server(t, newEvent(t, "round-robin"), nil)
	for _, lang := range i18n.Complete {
		page := get2(t, base+"/crosstable.html?lang="+string(lang))
		if !strings.Contains(page, "<td>*</td>") {
			t.Fatalf("%s: round 2's games are not marked to be played", lang)
		}
		legend := regexp.MustCompile(`<p class="sub">([^<]*)</p>`).FindAllStringSubmatch(page, -1)
		want := escapeName(i18n.For(lang).T("print.legend.pending"))
		if !slices.ContainsFunc(legend, func(m []string) bool { return m[1] == want }) || !strings.HasPrefix(i18n.For(lang).T("print.legend.pending"), "*") {
			t.Errorf("%s: the legend %q does not explain \"*\"", lang, legend)
		}
	}
}

// Under the USSR 1953 code a player's page gives his category, as the
// language abbreviates it, and a dash for a player without one (the
// paper's); it gave neither.
func TestThe1953PlayersPageGivesHisCategory(t *testing.T) {
	file := filepath.Join(t.TempDir(), "1953.arbiter")
	runCLI(t, "new", file, "--name", "Spartakiad", "--system", "round-robin", "--ruleset", "USSR1953", "--lang", "en")
	for i, c := range []string{"II", "CM", "", "V"} {
		runCLI(t, "player", "add", file, "--name", fmt.Sprintf("Player %d", i+1), "--category", c)
	}
	runCLI(t, "draw", file, "--seed", "7")
	runCLI(t, "pair", file)
	ev := testevent.Read(t, file)
	_, base := server(t, file, nil)
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		for _, p := range ev.Players {
			want := words.CategoryName(cat, p.Category)
			if p.Category == tournament.Unclassified {
				want = cat.T("print.norms.no-category")
			}
			page := get2(t, fmt.Sprintf("%s/player-%d.html?lang=%s", base, p.ID, lang))
			if !strings.Contains(page, "<dt>"+escapeName(cat.T("venue.player.category"))+"</dt><dd>"+escapeName(want)+"</dd>") {
				t.Errorf("%s: %s's page does not give his category %q", lang, p.Name, want)
			}
		}
	}
}

// The Finnish venue pages call a board "pöytä", as their pairings'
// heading does, never "lauta" (laudan, laudalla, …) beside it: every
// message the pages' code and templates name, and every venue message.
// Estonian says "laud" throughout already.
func TestTheFinnishPagesSayPöytäForABoard(t *testing.T) {
	fi := i18n.For(i18n.Finnish)
	keys := map[string]bool{}
	for _, k := range fi.Keys() {
		if strings.HasPrefix(k, "venue.") || strings.HasPrefix(k, "venueday.") || strings.HasPrefix(k, "checkin.venue.") {
			keys[k] = true
		}
	}
	sources, _ := filepath.Glob("*.go")
	templates, _ := filepath.Glob("templates/*")
	literal := regexp.MustCompile(`"([a-z0-9-]+(?:\.[a-z0-9-]+)+)"`)
	for _, f := range append(sources, templates...) {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		b := testdir.Read(t, f)
		for _, m := range literal.FindAllStringSubmatch(string(b), -1) {
			if fi.Has(m[1]) {
				keys[m[1]] = true
			}
		}
	}
	if !keys["print.col.board"] || !keys["venue.player.next"] {
		t.Fatalf("the pages' messages were not found: %d", len(keys))
	}
	lauta := regexp.MustCompile(`(?i)(^|[^\p{L}])lau[td]`)
	for k := range keys {
		if msg := fi.T(k); lauta.MatchString(msg) {
			t.Errorf("%s: %q", k, msg)
		}
	}
}

// An address that is no page is answered 404 with a page in the reader's
// language (the event's when he asks for none), repeating the address
// asked for, escaped, and a link back to the front page that works from
// a folder of no page too; it was Go's English "404 page not found". A
// team event's address of an individual event's page, and a venue's
// address of no section, likewise; a section's address of no page
// repeated the address without the section's folder ("/game-1.html" for
// "/venue/game-1.html"), which is no address of the venue.
func TestAnAddressOfNoPageIsAnsweredInTheReadersLanguage(t *testing.T) {
	_, base := server(t, newEvent(t, "round-robin"), nil)
	_, teams := server(t, teamFile(t), nil)
	front := venueOf(t, []string{newEvent(t, "round-robin"), juniorEvent(t)}, nil)
	for _, c := range []struct {
		base, path, home string
	}{
		{base, "/player-999.html", "./"},
		{base, "/" + url.PathEscape(hostile) + ".html", "./"},
		{base, "/a/b/standings.html", "../../"},
		{base, "/a/b/", "../../"},
		{base, "/games-9.pgn", "./"},
		{teams, "/names-1.html", "./"},
		{front, "/nosuch/index.html", "../"},
		{front, "/wall-01.html", "./"},
		{front, "/venue/game-1.html", "./"},
		{front, "/junior-u12/a/" + url.PathEscape(hostile), "../"},
	} {
		for _, lang := range []i18n.Lang{"", i18n.English, i18n.Finnish, i18n.Estonian} {
			var header []string
			if lang != "" {
				header = []string{"Accept-Language", string(lang)}
			}
			resp, b := fetch(t, c.base+c.path, header...)
			page := string(b)
			want := cmp.Or(lang, i18n.English) // the events' language
			cat := i18n.For(want)
			if resp.StatusCode != http.StatusNotFound || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") ||
				!strings.Contains(page, `<html lang="`+string(want)+`"`) || !strings.Contains(page, escapeName(cat.T("venue.notfound.title"))) {
				t.Errorf("%s %s: %d %s: %.200s", c.path, lang, resp.StatusCode, resp.Header.Get("Content-Type"), page)
				continue
			}
			if !strings.Contains(page, `<a href="`+c.home+`">`+escapeName(cat.T("venue.notfound.home"))+`</a>`) {
				t.Errorf("%s %s: no link to the front page %s: %s", c.path, lang, c.home, regexp.MustCompile(`(?s)<main>.*</main>`).FindString(page))
			}
			if asked, _ := url.PathUnescape(c.path); !strings.Contains(page, "\u2068"+escapeName(asked)+"\u2069") {
				t.Errorf("%s %s: the page does not repeat the address asked for: %s", c.path, lang, regexp.MustCompile(`(?s)<main>.*</main>`).FindString(page))
			}
			if strings.Contains(page, hostile) || resp.Header.Get("Content-Security-Policy") == "" {
				t.Errorf("%s %s: the address is not escaped, or the page not guarded", c.path, lang)
			}
		}
	}
}

// The wrong PIN that makes a device wait out the quarter hour, and the
// one that locks it out, say so, in the device's language, with how long
// it waits or who unlocks it; they said "Wrong PIN" alone, and the
// device learnt of its lock only at its next PIN. The wrong PINs before
// say "Wrong PIN".
func TestTheWrongPINThatLocksADeviceSaysSo(t *testing.T) {
	srv, base, _, _ := deputyServer(t)
	for n, lang := range i18n.Complete {
		cat := i18n.For(lang)
		c := testphone.New("127.0.0." + strconv.Itoa(40+n))
		said := func(i int) string {
			t.Helper()
			tok := open(t, c, base, "/enter.html?lang="+string(lang)).token()
			a := send(t, c, base, form, url.Values{"step": {"signin"}, "token": {tok}, "pin": {"00000000"}}.Encode())
			if a.status != http.StatusForbidden {
				t.Fatalf("%s: wrong PIN %d: %d %s", lang, i, a.status, pageMessage(a.page))
			}
			return pageMessage(a.page)
		}
		for i := 1; i <= venue.MaxWrong; i++ {
			want := cat.T("venue.err.pin")
			switch {
			case i == venue.MaxWrong:
				want = cat.T("venue.err.pin-locked")
			case i%5 == 0:
				want = cat.T("venue.err.pin-wait", "minutes", 15)
			}
			if got := said(i); got != want {
				t.Errorf("%s: wrong PIN %d says %q, want %q", lang, i, got, want)
			}
			if i%5 == 0 && i < venue.MaxWrong {
				// The sign-in page, and the next PIN, right or wrong, which
				// is not compared, tell the device how long it waits.
				form0 := open(t, c, base, "/enter.html?lang="+string(lang))
				if want := cat.T("venue.err.locked", "minutes", 15); pageMessage(form0.page) != want {
					t.Errorf("%s: the sign-in page after %d wrong PINs says %q, want %q", lang, i, pageMessage(form0.page), want)
				}
				tok := form0.token()
				a := send(t, c, base, form, url.Values{"step": {"signin"}, "token": {tok}, "pin": {"00000000"}}.Encode())
				if want := cat.T("venue.err.locked", "minutes", 15); a.status != http.StatusTooManyRequests || pageMessage(a.page) != want {
					t.Errorf("%s: the PIN after %d says %d %q, want %q", lang, i, a.status, pageMessage(a.page), want)
				}
				venue.ForgetRecentGuesses(srv)
			}
		}
		srv.UnlockPINs()
	}
}

// checkInDevice is a device (a "tablet" or "phone", as failures name it)
// of screen s, signed in at base with pin and handed to the check-in.
func checkInDevice(t *testing.T, s screen, base, pin, device string) *devtools {
	t.Helper()
	d := newScreen(t, s)
	d.goTo(base + "/enter.html")
	if !d.typeIn("#pin", pin) {
		t.Fatal("the sign-in did not answer")
	}
	d.goTo(base + "/checkin.html")
	if !d.tap(`form input[value="tablet"] ~ button`) {
		t.Fatalf("handing the %s to the check-in did not answer", device)
	}
	return d
}

// The check-in tablet's buttons, "I am here" on each row, the sign-out,
// and its search field are a finger's size, at least 44×44 CSS pixels
// (WCAG 2.5.5, Apple's and Android's guidelines), on a tablet and on a
// phone, in every language; "I am here" was 80×21.
func TestTheCheckInTabletsButtonsAreTouchSized(t *testing.T) {
	base, _, pin, _ := checkInServer(t, 12)
	for _, size := range [][2]int{{800, 1280}, {375, 812}} {
		d := checkInDevice(t, screen{size[0], size[1], 2, true, true}, base, pin, "tablet")
		for _, l := range i18n.Complete {
			lang := string(l)
			d.goTo(base + "/checkin.html?lang=" + lang)
			if n := d.eval(`document.querySelectorAll("table.checkin button").length`); n != "12" {
				t.Fatalf("%s: %s buttons to check in", lang, n)
			}
			small := d.eval(`[...document.querySelectorAll("main button, main input[type=search]")].map(e=>e.getBoundingClientRect()).filter(r=>r.width<44||r.height<44).map(r=>Math.round(r.width)+"x"+Math.round(r.height))`)
			if small != "[]" {
				t.Errorf("%dx%d %s: controls smaller than 44×44: %s", size[0], size[1], lang, small)
			}
		}
	}
}

// A name too long for the wall's column on one line in its smallest
// type wraps onto a second line at a space or hyphen, whole, on a full
// page of 15 boards of such names, at 1920×1080 and 1280×720, in every
// language, every row on the screen; it ended in an ellipsis, the family
// name lost.
func TestTheWallWrapsANameTooLongForOneLine(t *testing.T) {
	const long = "Aleksandra-Maria Wilhelmiina Väisänen-Kuusksaar-Wahlström" // 57 letters, of 60 at most
	file := filepath.Join(t.TempDir(), "long.arbiter")
	runCLI(t, "new", file, "--name", "Open", "--system", "swiss-dutch", "--rounds", "5", "--lang", "en")
	list := ratedList(2200, 30, func(i int) string { return fmt.Sprintf("%s %d", long, i+1) })
	runCLI(t, "import", "csv", file, testdir.Write(t, filepath.Join(t.TempDir(), "players.csv"), list))
	runCLI(t, "pair", file)
	_, base := server(t, file, nil)
	d := newScreen(t, screen{1920, 1080, 1, false, false})
	for _, size := range [][2]int{{1920, 1080}, {1280, 720}} {
		d.become(screen{size[0], size[1], 1, false, false})
		for _, l := range i18n.Complete {
			lang := string(l)
			d.goTo(base + "/wall.html?lang=" + lang)
			if cut := d.eval(`[...document.querySelectorAll("main td, header h1, header h2")].filter(e=>e.scrollWidth>e.clientWidth).map(e=>e.textContent)`); cut != "[]" {
				t.Errorf("%dx%d %s: cut: %s", size[0], size[1], lang, cut)
			}
			if n := d.eval(`[...document.querySelectorAll("main td.name")].filter(e=>e.getClientRects().length&&e.getBoundingClientRect().height>1.9*parseFloat(getComputedStyle(e).lineHeight)).length`); n != "30" {
				t.Errorf("%dx%d %s: %s names of 30 on two lines", size[0], size[1], lang, n)
			}
			if off := d.eval(`[...document.querySelectorAll("main tr")].filter(e=>e.getBoundingClientRect().bottom>innerHeight).length`); off != "0" {
				t.Errorf("%dx%d %s: %s rows below the screen", size[0], size[1], lang, off)
			}
		}
	}
}

// phoneNames is a 40-player Swiss of long Finnish and Estonian names,
// family names double-barrelled and given names hyphenated, with their
// clubs and the six tie-breaks of a FIDE open, round 1 played: the
// standings with every column they have.
func phoneNames(t *testing.T) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), "names.arbiter")
	families := []string{"Jääskeläinen", "Karjalainen", "Hämäläinen", "Vähäkangas", "Honkaniemi", "Peltoniemi", "Kärkkäinen", "Mäkeläinen",
		"Jõgeveste", "Tammsaare", "Põldsaar", "Saarepuu", "Õunapuu", "Kuusksaar", "Tõnisson", "Laaksonen"}
	givens := []string{"Aleksandra-Maria", "Wilhelmiina", "Juha-Matti", "Jaan-Kristjan", "Mikk-Mihkel", "Kristiina", "Tuomas-Petteri", "Maarja-Liis"}
	var b strings.Builder
	clubs := []string{"Helsingin Shakkiklubi", "Tallinna Kalev", "Tartu Kabe- ja Maleklubi", "Shakkikerho Kalevan Ratsu"}
	b.WriteString("name;rating;club\n")
	for i := range 40 {
		family := families[i%len(families)]
		if i%3 == 0 {
			family += "-" + families[(i*7+3)%len(families)]
		}
		fmt.Fprintf(&b, "%s, %s;%d;%s\n", family, givens[(i+i/16)%len(givens)], 2400-i*7, clubs[i%len(clubs)])
	}
	newNineRoundSwiss(t, file, "Kalevipoja lahtised", "et", b.String())
	runCLI(t, "event", file, "--tiebreaks", "bh-c1,bh,sb,aro,tpr,wins")
	runCLI(t, "pair", file)
	for board := 1; board <= 20; board++ {
		runCLI(t, "result", file, "--round", "1", "--board", fmt.Sprint(board), []string{"1-0", "½-½", "0-1"}[board%3])
	}
	return file
}

// brokenWords are the texts of the elements matching selector in which
// a line ends inside a word: between two characters neither of which is
// a blank, a hyphen or a dash, read from the positions the browser gave
// each character.
func brokenWords(selector string) string {
	return `[...document.querySelectorAll(` + strconv.Quote(selector) + `)].filter(e=>{const w=document.createTreeWalker(e,NodeFilter.SHOW_TEXT);let prev=null,prevTop=null,n;` +
		`while((n=w.nextNode())){const r=document.createRange();for(let i=0;i<n.data.length;i++){r.setStart(n,i);r.setEnd(n,i+1);const rc=r.getClientRects();if(!rc.length)continue;const c=n.data[i],top=rc[0].top;` +
		`if(prevTop!==null&&top>prevTop+2&&!/[\s\-‐–—]/.test(prev)&&!/\s/.test(c))return true;prev=c;prevTop=top}}return false}).map(e=>e.textContent)`
}

// On a phone 390 pixels wide the standings of a 40-player event of long
// Finnish and Estonian names break no name inside a word, in every
// language: a name wraps at its blanks and hyphens, and the columns after
// the points scroll beside it; 28 of 40 family names broke mid-word. The
// points stand on the screen. The pairings, the list by name and the
// crosstable break no name either.
func TestThePhonesStandingsBreakNoNameInsideAWord(t *testing.T) {
	_, base := server(t, phoneNames(t), nil)
	d := newScreen(t, screen{390, 844, 3, true, false})
	for _, l := range i18n.Complete {
		lang := string(l)
		d.goTo(base + "/standings.html?lang=" + lang)
		if n := d.eval(`document.querySelectorAll("table.standings td.who a").length`); n != "40" {
			t.Fatalf("%s: %s names in the standings", lang, n)
		}
		if broken := d.eval(brokenWords("table.standings td.who a")); broken != "[]" {
			t.Errorf("%s: names broken inside a word: %s", lang, broken)
		}
		right := d.eval(`Math.max(...[...document.querySelectorAll("table.standings tr td:nth-child(5)")].map(e=>Math.ceil(e.getBoundingClientRect().right)))`)
		if n, err := strconv.Atoi(right); err != nil || n > 390 {
			t.Errorf("%s: the points end at %s px on a 390 px screen", lang, right)
		}
		// The pairings and the list by name, two names to a row, and the
		// crosstable, likewise.
		for _, page := range []string{"round-1.html", "names-1.html", "crosstable.html"} {
			d.goTo(base + "/" + page + "?lang=" + lang)
			if broken := d.eval(brokenWords("td.who a, td.name a")); broken != "[]" {
				t.Errorf("%s %s: names broken inside a word: %s", lang, page, broken)
			}
		}
	}
}

// A team match forfeited as a whole is shown so on the round's page, in
// every language: its heading's forfeit score and the sentence saying
// the match was forfeited, no board listed as a game to come; it was
// listed as four games without results.
func TestAWholeMatchForfeitIsShownAsSuch(t *testing.T) {
	file := testevent.TeamRoundUnderWayFile(t)
	w := testevent.Open(t, file)
	ev, _ := w.Event()
	round := ev.PairedRounds()
	var forfeited tournament.TeamMatch
	played := 0
	for _, m := range ev.RoundMatches(round) {
		if m.IsBye() {
			continue
		}
		played++
		if forfeited.Number == 0 && w.SetMatchForfeit(round, m.Number, tournament.WhiteForfeitWin) == nil {
			forfeited = m
		}
	}
	if forfeited.Number == 0 {
		t.Fatal("no match of the round under way could be forfeited")
	}
	_, base := server(t, file, w)
	block := regexp.MustCompile(`(?s)<h3 class="match" id="m` + strconv.Itoa(forfeited.Number) + `">(.*?)(?:<h3|</main>)`)
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		score := tournament.WhiteForfeitWin.Text(cat.T)
		page := get2(t, fmt.Sprintf("%s/round-%d.html?lang=%s", base, round, lang))
		m := block.FindStringSubmatch(page)
		if m == nil {
			t.Fatalf("%s: match %d is not on the page", lang, forfeited.Number)
		}
		if strings.Contains(m[1], "<table") || !strings.Contains(text(m[1]), cat.T("teams.print.sheet.forfeit", "result", score)) {
			t.Errorf("%s: the forfeited match reads %q", lang, text(m[1]))
		}
		if n := strings.Count(page, `<table class="pairings">`); n != played-1 {
			t.Errorf("%s: %d matches with their boards, want the %d others", lang, n, played-1)
		}
	}
}

// A query or an address holding a right-to-left override is repeated in
// a direction of its own, between a first-strong isolate and its end: the
// sentence that repeats it (no player found, no such page) was turned
// around after it, so that a link made up in the hall showed a sentence
// of its own choosing on the event's pages, quotation marks and all. The
// exported search and the entrance tablet say it as the served search does.
func TestAnOverrideInTheAddressTurnsNoWordOfThePageAround(t *testing.T) {
	file, base := servedEvent(t, "round-robin")
	spoof := "\u202eelpmaxe.live :tonnikal"
	for _, c := range []struct{ path, shown string }{
		{"/search.html?q=" + url.QueryEscape(spoof), spoof},
		{"/" + url.PathEscape(spoof) + ".html", "/" + spoof + ".html"},
	} {
		_, page := get(t, base+c.path, "Accept-Language", "en")
		if !strings.Contains(page, c.shown) {
			t.Errorf("%s: the page does not repeat %q: %.300s", c.path, c.shown, text(page))
		} else if !strings.Contains(page, "\u2068"+c.shown+"\u2069") {
			t.Errorf("%s: %q is not isolated from the sentence around it: %q", c.path, c.shown, text(page))
		}
	}
	// The entrance tablet, whose search a player types into.
	tabletBase, _, pin, _ := checkInServer(t, 4)
	tablet := testphone.New("127.0.0.9")
	signIn(t, tablet, tabletBase, pin)
	if a := open(t, tablet, tabletBase, "/checkin.html?q="+url.QueryEscape(spoof)); !strings.Contains(a.page, "\u2068"+spoof+"\u2069") {
		t.Errorf("the tablet does not isolate the query it repeats: %q", a.text)
	}
	dir := t.TempDir()
	if _, err := venue.Export(testevent.Read(t, file), venue.Rules{}, dir, i18n.English); err != nil {
		t.Fatal(err)
	}
	none := regexp.MustCompile(`id="find-none"[^>]*data-text="([^"]*)"`).FindStringSubmatch(string(testdir.Read(t, filepath.Join(dir, "search.html"))))
	if none == nil || !strings.Contains(none[1], "\u2068\uE000\u2069") {
		t.Errorf("the exported search does not isolate the query it repeats: %q", none)
	}
}

// Once all devices sent their twenty wrong PINs, a device's first wrong
// PIN locks it out: five sent at once from a new address were all
// compared (each counted, none yet found wrong), so that every address a
// guesser took in the hall bought him five guesses instead of one. The
// guesses sent while the first is compared are refused as locked out,
// uncompared, and the chief is told of the device once.
func TestPastAllDevicesLimitGuessesSentAtOnceBuyOneGuess(t *testing.T) {
	var told atomic.Int64
	srv, base, _, _ := deputyServer(t, func(o *venue.Options) { o.Locked = func(string, time.Time) { told.Add(1) } })
	wrong := func(c *http.Client, tok string) int {
		return send(t, c, base, form, url.Values{"step": {"signin"}, "token": {tok}, "pin": {"00000000"}}.Encode()).status
	}
	for n := 0; n < venue.MaxWrongAll; n++ {
		c := testphone.New("127.0.0." + strconv.Itoa(10+n/4)) // four each: none waits
		if got := wrong(c, open(t, c, base, "/enter.html").token()); got != http.StatusForbidden {
			t.Fatalf("wrong PIN %d: %d", n+1, got)
		}
	}
	told.Store(0)
	var compared atomic.Int64
	release := venue.HoldPINChecks(srv, &compared)
	defer release()
	guesser := testphone.New("127.0.0.99")
	const burst = 5
	toks := make([]string, burst)
	for i := range toks {
		toks[i] = open(t, guesser, base, "/enter.html").token()
	}
	codes := make(chan int, burst)
	for _, tok := range toks {
		go func() { codes <- wrong(guesser, tok) }()
	}
	// One guess is compared, held; the others are answered, or compared.
	refused := map[int]int{}
	for len(codes)+int(compared.Load()) < burst {
		runtime.Gosched()
	}
	release()
	for range burst {
		refused[<-codes]++
	}
	if n := compared.Load(); n != 1 {
		t.Errorf("%d of %d guesses sent at once compared past all devices' limit, want 1 (answers %v)", n, burst, refused)
	}
	if refused[http.StatusLocked] != burst-1 || told.Load() != 1 {
		t.Errorf("answers %v, the chief told %d times; want %d refused as locked out and the chief told once", refused, told.Load(), burst-1)
	}
}

// A name of one long word (58 letters, of 60 at most) on the check-in
// tablet wraps inside its column on a phone, a deputy's own handed to
// the check-in: it pushed the table past the screen, and every player's
// "I am here" off it, to be found by scrolling sideways.
func TestALongNameLeavesEveryTapOnAPhonesTablet(t *testing.T) {
	file, w, pin, _ := checkInEvent(t, 6)
	if _, err := w.AddPlayer(tournament.Player{Name: "B " + strings.Repeat("A", 58), Rating: 1950}); err != nil {
		t.Fatal(err)
	}
	_, base := server(t, file, w)
	d := checkInDevice(t, screen{375, 812, 2, true, true}, base, pin, "phone")
	for _, l := range i18n.Complete {
		lang := string(l)
		d.goTo(base + "/checkin.html?lang=" + lang)
		if n := d.eval(`document.querySelectorAll("table.checkin button").length`); n != "7" {
			t.Fatalf("%s: %s buttons to check in", lang, n)
		}
		off := d.eval(`[...document.querySelectorAll("table.checkin button")].filter(b=>b.getBoundingClientRect().right>innerWidth).length`)
		if off != "0" {
			t.Errorf("%s: %s of 7 taps to check in end past the 375 px screen", lang, off)
		}
	}
}

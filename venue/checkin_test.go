package venue_test

import (
	"fmt"
	"html"
	"maps"
	"net/http"
	"net/url"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testdir"
	"arbiter/internal/testevent"
	"arbiter/internal/testphone"
	"arbiter/tournament"
	"arbiter/tournament/checkin"
	"arbiter/tournament/conduct"
	"arbiter/tournament/store"
	"arbiter/words"
)

// checkInServer serves checkInEvent's Swiss of n players alone.
func checkInServer(t *testing.T, n int) (string, *store.Store, string, *tournament.Event) {
	t.Helper()
	file, w, pin, ev := checkInEvent(t, n)
	_, base := server(t, file, w)
	return base, w, pin, ev
}

// checkInEvent makes a new Swiss of n players, not yet paired, whose
// round 1 check-in is open, and returns its file, its writer, the deputy
// deputyName's PIN and the event; player 2 is named hostile. The players
// are entered once a run for each n (testdir.Made), the deputy and the
// check-in in each test's copy. The event has a first day and no last,
// since the tests date its round 1 from the day they run (tomorrow, an
// hour ago), which the schedule's rule holds within the event's days.
func checkInEvent(t *testing.T, n int) (string, *store.Store, string, *tournament.Event) {
	t.Helper()
	file := testdir.Made(t, t.TempDir(), "checkin.arbiter", fmt.Sprintf("checkInEvent %d", n), func(file string) {
		runCLI(t, "new", file, "--name", `Check & "In" <2026>`, "--system", "swiss-dutch", "--rounds", "5", "--lang", "en",
			"--start", "2026-04-01", "--end", "")
		for i := range n {
			name := fmt.Sprintf("Player%02d Tester", i+1)
			if i == 1 {
				name = hostile
			}
			runCLI(t, "player", "add", file, "--name", name, "--club", `<i>Club</i>`, "--rating", fmt.Sprint(2300-10*i))
		}
	})
	w := testevent.Open(t, file)
	pin := addDeputy(t, w)
	if _, err := w.OpenCheckIn(); err != nil {
		t.Fatal(err)
	}
	ev, _ := w.Event()
	return file, w, pin, ev
}

func sendTo(t *testing.T, c *http.Client, base, path string, v url.Values) answer {
	t.Helper()
	req, _ := http.NewRequest("POST", base+path, strings.NewReader(v.Encode()))
	req.Header.Set("Content-Type", form)
	return do(t, c, req)
}

// The entrance tablet: opened by a deputy's sign-in, a player finds his
// name and taps in; the audit names the deputy's tablet; a spent or
// foreign form is refused; the wall lists who is in; closing with byes
// leaves the absent out of round 1, which the phones show.
func TestCheckInTablet(t *testing.T) {
	base, w, pin, ev := checkInServer(t, 40)
	tablet := testphone.New("127.0.0.9")
	if a := open(t, tablet, base, "/checkin.html"); a.status != http.StatusForbidden || !strings.Contains(a.text, "opened by a deputy arbiter's sign-in") {
		t.Fatalf("before sign-in: %d %s", a.status, grepMsg(a.text))
	}
	signIn(t, tablet, base, pin)
	// A deputy's device checks no one in until he hands it to the check-in.
	list := open(t, tablet, base, "/checkin.html")
	if a := sendTo(t, tablet, base, "/checkin.html", url.Values{"step": {"checkin"}, "token": {list.token()}, "player": {fmt.Sprint(ev.Players[0].ID)}, "q": {""}}); a.status != http.StatusConflict {
		t.Errorf("a tap on a deputy's own device: %d", a.status)
	}
	enter := open(t, tablet, base, "/enter.html")
	if a := sendTo(t, tablet, base, "/enter.html", url.Values{"step": {"checkin"}, "token": {enter.token()}, "player": {"3"}, "q": {""}}); a.status != http.StatusBadRequest {
		t.Errorf("a check-in posted to the entry page: %d", a.status)
	}
	list = open(t, tablet, base, "/checkin.html")
	if a := sendTo(t, tablet, base, "/checkin.html", url.Values{"step": {"tablet"}, "token": {list.token()}}); a.status != http.StatusSeeOther {
		t.Fatalf("handing the device over: %d %s", a.status, grepMsg(a.text))
	}
	list = open(t, tablet, base, "/checkin.html")
	if list.status != 200 || !strings.Contains(list.text, "Round 1: 0 of 40 players checked in") || strings.Contains(list.page, hostile) ||
		!strings.Contains(list.page, escapeName(hostile)) || strings.Contains(list.page, "<i>Club") {
		t.Fatalf("the list: %d %s", list.status, grepMsg(list.text))
	}
	// Each row names the rating and the club below the name, which tell
	// namesakes apart as the window's list does.
	if want := "2300 · &lt;i&gt;Club&lt;/i&gt;"; !strings.Contains(list.page, want) {
		t.Errorf("the list's first player lacks %q below his name", want)
	}
	found := open(t, tablet, base, "/checkin.html?q="+url.QueryEscape("player0"))
	if n := strings.Count(found.page, `name="player"`); n != 8 { // Player01, 03…09: player 2 is hostile
		t.Errorf("a search for player0 offers %d players, want 8", n)
	}
	for i, p := range ev.Players[:30] {
		page := open(t, tablet, base, "/checkin.html")
		a := sendTo(t, tablet, base, "/checkin.html", url.Values{"step": {"checkin"}, "token": {page.token()}, "player": {fmt.Sprint(p.ID)}, "q": {""}})
		if a.status != http.StatusSeeOther {
			t.Fatalf("tap %d: %d %s", i, a.status, grepMsg(a.text))
		}
		if i == 0 {
			if again := sendTo(t, tablet, base, "/checkin.html", url.Values{"step": {"checkin"}, "token": {page.token()}, "player": {fmt.Sprint(ev.Players[35].ID)}, "q": {""}}); again.status != http.StatusForbidden {
				t.Errorf("a spent token: %d", again.status)
			}
		}
	}
	after := open(t, tablet, base, "/checkin.html")
	if !strings.Contains(after.text, "is checked in for round 1") || !strings.Contains(after.text, "30 of 40") {
		t.Errorf("after the taps: %s", grepMsg(after.text))
	}
	tabletEntersNoResult(t, tablet, base, after)
	lastTapAudited(t, w)
	if wall := open(t, testphone.New("127.0.0.10"), base, "/wall.html"); !strings.Contains(wall.text, "Check-in, round 1: 30 of 40 in") ||
		!strings.Contains(wall.page, "✓") || strings.Contains(wall.page, hostile) {
		t.Errorf("the wall: %s", grepMsg(wall.text))
	}
	if _, given, err := w.CloseCheckIn(tournament.AbsentBye); err != nil || len(given) != 10 {
		t.Fatal(len(given), err)
	}
	// Said as a sentence of its own: it began in lower case, as the
	// command's line after "arbiter checkin: " does, and advised opening
	// round 1's check-in, closed already.
	if a := open(t, tablet, base, "/checkin.html"); !strings.Contains(a.text, "The check-in for round 1 is closed already") {
		t.Errorf("after closing: %s", grepMsg(a.text))
	}
	ev, _ = w.Event()
	if _, err := conduct.Pair(w, ev, 1, false); err != nil {
		t.Fatal(err)
	}
	var round answer
	followed(t, "round 1's page shows no pairing after the pairing", func() bool {
		round = open(t, testphone.New("127.0.0.11"), base, "/round-1.html")
		return round.status == 200 && strings.Contains(round.page, `id="b1"`)
	})
	if n := strings.Count(round.text, "not checked in, zero-point bye"); n != 10 {
		t.Errorf("round 1 on a phone shows %d zero-point byes of the absent named as such, want 10: %s", n, round.text)
	}
}

// The entrance tablet says of a player who asked for a bye in the round
// that he did, as the window's check-in list does, and still lets him tap
// in: it offered him the tap alone, as any absent player.
func TestTheTabletSaysWhoAskedForABye(t *testing.T) {
	file, w, pin, ev := checkInEvent(t, 6)
	asked := ev.Players[2]
	if err := w.RequestBye(tournament.PlannedBye{Player: asked.ID, Round: 1, Kind: tournament.ByeHalfPoint}); err != nil {
		t.Fatal(err)
	}
	_, base := server(t, file, w)
	tablet := handedTablet(t, base, pin)
	cat := i18n.For("en")
	mark := cat.T("checkin.mark.bye", "kind", cat.T("print.bye.half"))
	var found answer
	followed(t, "the tablet names no bye", func() bool {
		found = open(t, tablet, base, "/checkin.html?q="+url.QueryEscape(asked.Name))
		return strings.Contains(found.text, mark)
	})
	if n := strings.Count(found.page, `name="player"`); n != 1 {
		t.Errorf("the tablet offers %d taps for %s, want 1", n, asked.Name)
	}
	if other := open(t, tablet, base, "/checkin.html?q="+url.QueryEscape(ev.Players[0].Name)); strings.Contains(other.text, mark) {
		t.Errorf("%s, who asked for no bye, has %q", ev.Players[0].Name, mark)
	}
	// Tapped in, he is told that the bye stands: it said only that he
	// was checked in, and the pairing left him out.
	if a := sendTo(t, tablet, base, "/checkin.html", url.Values{"step": {"checkin"}, "token": {found.token()}, "player": {fmt.Sprint(asked.ID)}, "q": {""}}); a.status != http.StatusSeeOther {
		t.Fatalf("his tap: %d %s", a.status, grepMsg(a.text))
	}
	want := cat.T("checkin.cli.in.bye", "name", asked.Name, "round", 1, "kind", cat.T("print.bye.half"))
	if after := open(t, tablet, base, "/checkin.html"); !strings.Contains(after.text, want) {
		t.Errorf("after his tap: %s, want %q", grepMsg(after.text), want)
	}
}

// A player tapped in while the bye he asked for in the round stands is
// listed at the tablet as in with that bye standing, in each language, as
// the window's, the command line's and the wall's lists say it
// (words.CheckInMark), and so does the wall: the tablet's row and the
// wall said only "✓ in", and a player
// who read it took himself for paired, where the round was paired
// without him.
func TestTheTabletListsAPlayerInWithHisByeStanding(t *testing.T) {
	file, w, pin, ev := checkInEvent(t, 6)
	asked := ev.Players[2]
	if err := w.RequestBye(tournament.PlannedBye{Player: asked.ID, Round: 1, Kind: tournament.ByeHalfPoint}); err != nil {
		t.Fatal(err)
	}
	_, base := server(t, file, w)
	tablet := handedTablet(t, base, pin)
	q := "/checkin.html?q=" + url.QueryEscape(asked.Name)
	list := open(t, tablet, base, q)
	if a := sendTo(t, tablet, base, "/checkin.html", url.Values{"step": {"checkin"}, "token": {list.token()}, "player": {fmt.Sprint(asked.ID)}, "q": {""}}); a.status != http.StatusSeeOther {
		t.Fatalf("his tap: %d %s", a.status, grepMsg(a.text))
	}
	open(t, tablet, base, "/checkin.html") // the tap's word, told once
	for _, l := range []i18n.Lang{"en", "fi", "et"} {
		cat := i18n.For(l)
		want := cat.T("checkin.mark.in-bye", "kind", cat.T("print.bye.half"))
		var row string
		followed(t, "the tablet lists him not yet in", func() bool {
			page := open(t, tablet, base, q+"&lang="+string(l)).page
			row = html.UnescapeString(regexp.MustCompile(`(?s)<table class="checkin">.*?</table>`).FindString(page))
			return strings.Contains(row, "✓")
		})
		if !strings.Contains(row, want) {
			t.Errorf("%s: his row at the tablet is %q, want %q in it", l, regexp.MustCompile(`<[^>]*>`).ReplaceAllString(row, " "), want)
		}
		// The wall by the door says it too: it gave him the tick alone.
		if wall := open(t, testphone.New("127.0.0.10"), base, "/wall.html?lang="+string(l)); !strings.Contains(wall.text, want) {
			t.Errorf("%s: the check-in's wall says nothing of his bye standing: %s", l, wall.text)
		}
	}
}

// "I am here" tapped twice sends its form twice, and the tablet shows
// the second's answer alone: it is answered as the first was, the player
// told he is in. It said the form was spent, that nothing was entered
// and to enter the result again, where the first tap had checked him in.
// The same form sent for another player (the next in the queue tapping
// before the page came back) is still refused, in the check-in's words:
// it too was told to enter the result again.
func TestIAmHereTappedTwiceTellsThePlayerHeIsIn(t *testing.T) {
	file, w, pin, ev := checkInEvent(t, 4)
	_, base := server(t, file, w)
	tablet := handedTablet(t, base, pin)
	p := ev.Players[0]
	list := open(t, tablet, base, "/checkin.html")
	tap := url.Values{"step": {"checkin"}, "token": {list.token()}, "player": {fmt.Sprint(p.ID)}, "q": {""}}
	for i := range 2 {
		if a := sendTo(t, tablet, base, "/checkin.html", tap); a.status != http.StatusSeeOther {
			t.Fatalf("tap %d: %d %s", i+1, a.status, grepMsg(a.text))
		}
	}
	want := i18n.For("en").T("checkin.cli.in", "name", p.Name, "round", 1)
	if after := open(t, tablet, base, "/checkin.html"); !strings.Contains(after.text, want) {
		t.Errorf("after the second tap: %s, want %q", grepMsg(after.text), want)
	}
	tap.Set("player", fmt.Sprint(ev.Players[1].ID))
	for _, lang := range i18n.Complete {
		open(t, tablet, base, "/checkin.html?lang="+string(lang))
		want := i18n.For(lang).T("checkin.venue.err.token")
		if a := sendTo(t, tablet, base, "/checkin.html", tap); a.status != http.StatusForbidden || pageMessage(a.page) != want {
			t.Errorf("%s: the form sent again for another player: %d %q, want %q", lang, a.status, pageMessage(a.page), want)
		}
	}
}

// The tablet's count of those in is the window's and the wall's
// (words.CheckInCount), in every language, the byes asked for counted
// apart: it counted them itself and gave the catalogue no count of byes,
// so that every tablet read "Round 2: 4 of 20 players checked in, # with
// a bye asked for" where no one had asked for one.
func TestTheTabletCountsAsTheWindowDoes(t *testing.T) {
	file, w, pin, ev := checkInEvent(t, 6)
	_, base := server(t, file, w)
	tablet := handedTablet(t, base, pin)
	sub := regexp.MustCompile(`<p class="sub">([^<]*)</p>`)
	for _, bye := range []bool{false, true} {
		if bye {
			if err := w.RequestBye(tournament.PlannedBye{Player: ev.Players[2].ID, Round: 1, Kind: tournament.ByeHalfPoint}); err != nil {
				t.Fatal(err)
			}
		}
		now := testevent.Event(t, w)
		c, err := checkin.OpenNow(now)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range i18n.Complete {
			want := words.CheckInCount(i18n.For(l), "checkin.venue.count", now, c)
			m := sub.FindStringSubmatch(open(t, tablet, base, "/checkin.html?lang="+string(l)).page)
			if m == nil || html.UnescapeString(m[1]) != want {
				t.Errorf("%s, a bye asked for %v: the tablet counts %q, the window %q", l, bye, m, want)
			}
		}
	}
}

// tabletEntersNoResult checks that the tablet enters no result: the entry
// page sends it back, and the entry's steps are not the check-in's.
func tabletEntersNoResult(t *testing.T, tablet *http.Client, base string, after answer) {
	t.Helper()
	if a := open(t, tablet, base, "/enter.html"); a.status != http.StatusSeeOther || a.location != "/checkin.html" {
		t.Errorf("the entry page on the tablet: %d %q", a.status, a.location)
	}
	if a := sendTo(t, tablet, base, "/enter.html", url.Values{"step": {"check"}, "token": {after.token()}, "round": {"1"}, "board": {"1"}, "result": {"1-0"}}); a.status != http.StatusSeeOther {
		t.Errorf("a result sent from the tablet: %d", a.status)
	}
	if a := sendTo(t, tablet, base, "/checkin.html", url.Values{"step": {"check"}, "token": {after.token()}, "round": {"1"}, "board": {"1"}, "result": {"1-0"}}); a.status != http.StatusBadRequest {
		t.Errorf("a result posted to the check-in: %d", a.status)
	}
	if strings.Contains(after.page, `href="enter.html"`) {
		t.Error("the tablet links the result entry")
	}
}

// lastTapAudited checks that the audit names the deputy's tablet for the
// last check-in.
func lastTapAudited(t *testing.T, w *store.Store) {
	t.Helper()
	log, _ := w.Audit()
	if last := log[len(log)-1]; !strings.Contains(last.Actor, deputyName) || last.Steps[0].Action != "checkin.in" {
		t.Errorf("the audit: %+v", last)
	}
}

// A TV turning to the wall's second page just as the check-in closes,
// which took the wall's first page away, starts the wall again: the page
// it asked for, past the wall's last, stood as "page not found" on the
// hall's screen, which turns no further, until someone saw it. A venue's
// wall across its sections likewise.
func TestATVTurningToAWallPageNoLongerThereStartsTheWallAgain(t *testing.T) {
	base, w, _, _ := checkInServer(t, 12)
	c := testphone.New("")
	if a := open(t, c, base, "/wall-2.html?lang=fi"); a.status != http.StatusOK {
		t.Fatalf("the wall's second page, the check-in open: %d", a.status)
	}
	if _, _, err := w.CloseCheckIn(tournament.AbsentNone); err != nil {
		t.Fatal(err)
	}
	var a answer
	followed(t, "the wall keeps its second page after the check-in closed", func() bool {
		a = open(t, c, base, "/wall-2.html?lang=fi")
		return a.status != http.StatusOK
	})
	if a.status != http.StatusSeeOther || a.location != "/wall.html?lang=fi" {
		t.Errorf("the wall's page past its last answers %d %q, want the wall's first", a.status, a.location)
	}
	v := venueOf(t, []string{newEvent(t, "round-robin"), newEvent(t, "swiss-dutch")}, nil)
	if a := open(t, c, v, "/wall-9.html"); a.status != http.StatusSeeOther || a.location != "/wall.html" {
		t.Errorf("the venue's wall page past its last answers %d %q, want the wall's first", a.status, a.location)
	}
}

// The wall of an event with no players yet, an individual event's and a
// team event's with no teams, is its starting list (or standings) with
// no rows, in the reader's language: it was "page not found", linked
// from the event's page, which a hall's TV set up before the entries
// showed for the whole day, as that page turns no further and follows
// no change. It follows the first player entered.
func TestTheWallOfAnEventWithNoPlayersIsAPageThatFollowsTheEntries(t *testing.T) {
	file, teams := filepath.Join(t.TempDir(), "empty.arbiter"), filepath.Join(t.TempDir(), "teams.arbiter")
	runCLI(t, "new", file, "--name", "Empty", "--system", "swiss-dutch", "--rounds", "5", "--lang", "et")
	runCLI(t, "new", teams, "--name", "No teams", "--system", "team-swiss", "--rounds", "5", "--boards", "2")
	_, base := server(t, file, nil)
	_, teamBase := server(t, teams, nil)
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		for _, c := range []struct{ base, heading string }{
			{base, cat.T("venue.nav.start")},
			{teamBase, cat.T("print.standings.title")},
		} {
			if _, index := get(t, c.base+"/index.html?lang="+string(lang)); !strings.Contains(index, `href="wall.html"`) {
				t.Errorf("%s: the event's page does not link the wall", lang)
			}
			code, wall := get(t, c.base+"/wall.html?lang="+string(lang))
			if code != http.StatusOK || !strings.Contains(wall, `<h2 title="`+escapeName(c.heading)) || !strings.Contains(wall, `content="10; url=wall.html"`) {
				t.Errorf("%s %s: the wall of an event with no players answers %d: %s", c.base, lang, code, regexp.MustCompile(`(?s)<header>.*?</header>|<main>.*?</main>`).FindAllString(wall, -1))
			}
		}
	}
	// A venue's wall turns through the sections that have players, an
	// empty page of a section without standing on the hall's screen;
	// through the empty ones where no section has players.
	other := newEvent(t, "round-robin")
	for _, c := range []struct {
		files []string
		want  string
	}{{[]string{file, other}, escapeName(`Kevät & "Open" <2026>`)}, {[]string{file, teams}, ""}} {
		v := venueOf(t, c.files, nil)
		_, first := get(t, v+"/wall.html")
		all := 0
		if m := regexp.MustCompile(`<span class="part">1/(\d+)</span>`).FindStringSubmatch(first); m != nil {
			all, _ = strconv.Atoi(m[1])
		}
		if all == 0 {
			t.Errorf("%q: the venue's wall has no first page: %.300s", c.files, text(first))
		}
		for n := 1; n <= all; n++ {
			_, wall := get(t, fmt.Sprintf("%s/wall-%d.html", v, n))
			if c.want != "" && !strings.Contains(wall, `<h1 title="`+c.want+`">`) {
				t.Errorf("%q: the venue's wall page %d/%d is not the section with players: %.300s", c.files, n, all, text(wall))
			}
		}
	}
	runCLI(t, "player", "add", file, "--name", "Mati Põld", "--rating", "1590")
	followed(t, "the wall of an event with no players does not list the first entered", func() bool {
		_, wall := get(t, base+"/wall.html")
		return strings.Contains(wall, "Mati Põld")
	})
}

// At the entrance's tablet a player types his start number, as he would
// at a Swiss-Manager or Vega desk, and on his phone the public search
// likewise: he is listed first, 2 before the 20 to 29 it begins and the
// 12 and 32 it is inside. Both searched the names alone: "2" listed
// Player12 and Player20 by their names, and player 2 not at all.
func TestAPlayerTypesHisStartNumberAtTheTabletAndOnHisPhoneAndIsListedFirst(t *testing.T) {
	base, _, pin, _ := checkInServer(t, 40)
	tablet := testphone.New("127.0.0.9")
	signIn(t, tablet, base, pin)
	numbers := regexp.MustCompile(`<td class="n">(\d*)</td><td class="who">`)
	listed := func(page string) []string {
		var out []string
		for _, m := range numbers.FindAllStringSubmatch(page, -1) {
			out = append(out, m[1])
		}
		return out
	}
	want := map[string]string{
		"12": "12",
		"2":  "2 20 21 22 23 24 25 26 27 28 29 12 32",
	}
	for _, q := range []string{"12", "2"} {
		at := open(t, tablet, base, "/checkin.html?q="+q)
		if got := strings.Join(listed(at.page), " "); got != want[q] {
			t.Errorf("%q at the tablet lists the numbers %q, want %q", q, got, want[q])
		}
		_, phone := get(t, base+"/search.html?q="+q)
		if got := strings.Join(listed(phone), " "); got != want[q] {
			t.Errorf("%q in the search lists the numbers %q, want %q", q, got, want[q])
		}
	}
}

// A player taps "I am here" on the entrance's tablet of arbiter serve
// while the chief has the event open in the window: he is told, in words
// for him, that he is not checked in yet and to tell the arbiter or tap
// again once the file is closed in the window, not the command line's
// refusal (the file's path, the window's process, "make the change
// there"); once the window lets go, his tap checks him in.
func TestAPlayerTappingInWhileTheWindowHoldsTheFileIsToldToTellTheArbiter(t *testing.T) {
	file, tablet, base, window, ev := tabletBesideTheWindow(t)
	tap := func(lang string) answer {
		page := open(t, tablet, base, "/checkin.html?lang="+lang)
		return sendTo(t, tablet, base, "/checkin.html", url.Values{"step": {"checkin"}, "token": {page.token()}, "player": {fmt.Sprint(ev.Players[0].ID)}, "q": {""}})
	}
	for lang, want := range map[string]string{
		"en": "You are not checked in yet: the event’s file is open in the Arbiter window.",
		"fi": "Et ole vielä ilmoittautunut: turnauksen tiedosto on auki Arbiter-ikkunassa.",
	} {
		a := tap(lang)
		if a.status != http.StatusServiceUnavailable || !strings.Contains(a.text, want) || strings.Contains(a.text, filepath.Base(file)) {
			t.Errorf("a tap in %s beside the window: %d %s", lang, a.status, pageMessage(a.page))
		}
	}
	window.Close()
	if a := tap("en"); a.status != http.StatusSeeOther {
		t.Errorf("the tap once the window let go: %d %s", a.status, pageMessage(a.page))
	}
}

// handedTablet signs a device in at base with the deputy's pin and hands
// it to the check-in, as the deputy does at the entrance.
func handedTablet(t *testing.T, base, pin string) *http.Client {
	t.Helper()
	tablet := testphone.New("127.0.0.9")
	signIn(t, tablet, base, pin)
	list := open(t, tablet, base, "/checkin.html")
	if a := sendTo(t, tablet, base, "/checkin.html", url.Values{"step": {"tablet"}, "token": {list.token()}}); a.status != http.StatusSeeOther {
		t.Fatalf("handing the device over: %d %s", a.status, pageMessage(a.page))
	}
	return tablet
}

// tabletBesideTheWindow serves a Swiss of 4 whose check-in is open, as
// arbiter serve does, with a deputy's device handed to the check-in, and
// opens the file in the window: the file, the tablet, the server's
// address, the window's hold on the file and the event.
func tabletBesideTheWindow(t *testing.T) (string, *http.Client, string, *store.Store, *tournament.Event) {
	t.Helper()
	file, own, pin, ev := checkInEvent(t, 4)
	own.Close()
	shared := testdir.Opened(t, store.OpenShared, file) // serve's, which takes the lock for each write
	_, base := server(t, file, shared)
	tablet := handedTablet(t, base, pin)
	return file, tablet, base, testevent.OpenInWindow(t, file), ev
}

// The check-in page opened while the window holds the file says at once,
// in the page's language, that a check-in made there waits for the
// window, as the deputy's entry page says of results: it showed the
// list and its buttons with nothing said, and a player learnt it only
// from his tap's refusal. Once the window lets go, it says nothing.
func TestTheCheckInPageBesideTheWindowSaysCheckInsWait(t *testing.T) {
	_, tablet, base, window, _ := tabletBesideTheWindow(t)
	for _, l := range i18n.Complete {
		want := i18n.For(l).T("checkin.venue.in-window")
		if page := open(t, tablet, base, "/checkin.html?lang="+string(l)); pageMessage(page.page) != want {
			t.Errorf("%s: the check-in page beside the window says %q, want %q", l, pageMessage(page.page), want)
		}
	}
	window.Close()
	if page := open(t, tablet, base, "/checkin.html"); pageMessage(page.page) != "(none)" {
		t.Errorf("the check-in page once the window closed says %q", pageMessage(page.page))
	}
}

// Published by the window itself, the deputies write through the
// window's own store, which holds the file: a result or a check-in is
// saved at once. The entry page and the check-in page said, as beside a
// window of another program, that nothing was saved until the window was
// closed, above the "entered" of the result just saved.
func TestThePagesPublishedByTheWindowSayNothingOfWaitingForIt(t *testing.T) {
	file, own, pin, _ := checkInEvent(t, 4)
	own.Close()
	_, base := server(t, file, testevent.OpenInWindow(t, file))
	phone := testphone.New("127.0.0.7")
	signIn(t, phone, base, pin)
	tablet := handedTablet(t, base, pin)
	for _, l := range i18n.Complete {
		cat := i18n.For(l)
		if page := open(t, phone, base, "/enter.html?lang="+string(l)); pageMessage(page.page) == cat.T("venue.enter.in-window") {
			t.Errorf("%s: the window's own entry page says %q", l, pageMessage(page.page))
		}
		if page := open(t, tablet, base, "/checkin.html?lang="+string(l)); pageMessage(page.page) == cat.T("checkin.venue.in-window") {
			t.Errorf("%s: the window's own check-in page says %q", l, pageMessage(page.page))
		}
	}
}

// The check-in wall lists the players in the alphabet of the page's
// language, as the round's list by name and the paper order them
// (tournament.NameOrderIn): Finnish puts Ä after Z and reads Õ as O,
// Estonian puts Õ and Ä after W. It listed them by their names with the
// marks taken off, in every language ("Hämäläinen" before "Heikkinen",
// "Mäkinen" before "Mets"), so that a player found his name where the
// list by name had not had it.
func TestTheCheckInWallListsNamesInThePagesAlphabet(t *testing.T) {
	file := filepath.Join(t.TempDir(), "alphabet.arbiter")
	newNineRoundSwiss(t, file, "Open", "fi", "name;rating\nTiina Mäkinen;2000\nAnu Mets;1990\nJüri Õun;1980\nKarl Wolff;1970\nRiikka Heikkinen;1960\nKaisa Hämäläinen;1950\n")
	runCLI(t, "checkin", file, "--open")
	_, base, _, pin := deputyServerOf(t, file)
	tablet := testphone.New("127.0.0.9")
	signIn(t, tablet, base, pin)
	name := regexp.MustCompile(`<td class="name" title="[^"]*">([^<]*)</td>`)
	// inOrder are the names of want in the order page shows them.
	inOrder := func(page string, want []string) []string {
		at := map[string]int{}
		for _, n := range want {
			if i := strings.Index(page, html.EscapeString(n)); i >= 0 {
				at[n] = i
			}
		}
		got := slices.Collect(maps.Keys(at))
		slices.SortFunc(got, func(a, b string) int { return at[a] - at[b] })
		return got
	}
	for lang, want := range map[string][]string{
		"fi": {"Heikkinen, Riikka", "Hämäläinen, Kaisa", "Mets, Anu", "Mäkinen, Tiina", "Õun, Jüri", "Wolff, Karl"},
		"et": {"Heikkinen, Riikka", "Hämäläinen, Kaisa", "Mets, Anu", "Mäkinen, Tiina", "Wolff, Karl", "Õun, Jüri"},
		"en": {"Hämäläinen, Kaisa", "Heikkinen, Riikka", "Mäkinen, Tiina", "Mets, Anu", "Õun, Jüri", "Wolff, Karl"},
	} {
		var got []string
		for _, m := range name.FindAllStringSubmatch(get2(t, base+"/wall.html?lang="+lang), -1) {
			got = append(got, html.UnescapeString(m[1]))
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: the check-in wall lists %q, want %q", lang, got, want)
		}
		// The entrance's tablet lists them so, and the public search gives
		// those it finds equally well ("h": both H family names) so.
		if got := inOrder(open(t, tablet, base, "/checkin.html?lang="+lang).page, want); !slices.Equal(got, want) {
			t.Errorf("%s: the check-in tablet lists %q, want %q", lang, got, want)
		}
		hs := slices.DeleteFunc(slices.Clone(want), func(n string) bool { return !strings.HasPrefix(n, "H") })
		if _, page := get(t, base+"/search.html?q=h&lang="+lang); !slices.Equal(inOrder(page, hs), hs) {
			t.Errorf("%s: the search for h lists %q, want %q", lang, inOrder(page, hs), hs)
		}
	}
}

// A deputy signed in while a round's check-in is open finds the check-in
// page in the menu of his entry page: nothing linked it, and the tablet
// was found only by typing its address. With none open the menu has none.
func TestTheEntryPageLinksTheOpenCheckIn(t *testing.T) {
	base, _, pin, _ := checkInServer(t, 4)
	c := testphone.New("127.0.0.18")
	signIn(t, c, base, pin)
	if page := open(t, c, base, "/enter.html"); !strings.Contains(page.page, `<a href="checkin.html">Check-in</a>`) {
		t.Errorf("the entry page, check-in open, links no check-in:\n%s", page.text)
	}
	_, other, _, otherPIN := deputyServer(t)
	d := testphone.New("127.0.0.19")
	signIn(t, d, other, otherPIN)
	if page := open(t, d, other, "/enter.html"); strings.Contains(page.page, `href="checkin.html"`) {
		t.Errorf("the entry page, no check-in open, links one:\n%s", page.text)
	}
}

// The tablet left open at the door follows the file: the arbiter checks
// a player in at his table and the tablet ticks him and counts him
// without a tap, what a player is typing in its search kept, the cursor
// in it and the page where it was scrolled to. The forms' token comes
// anew with the list, so a tap on a list whose token was spent or too old
// (a list left open past a form's two hours) still checks the player in;
// a check-in the arbiter closes is shown closed.
func TestTheTabletFollowsTheFileAndKeepsWhatIsTyped(t *testing.T) {
	file, w, pin, ev := checkInEvent(t, 40)
	_, base := server(t, file, w)
	d := newDevtools(t, 800, 1280)
	d.open(t, base+"/enter.html?pin="+pin, "the sign-in")
	d.open(t, base+"/checkin.html", "the check-in")
	if !d.follow(`document.querySelector("main form.form button").click()`) {
		t.Fatal("handing the device to the check-in did not load")
	}
	// A player half-way through his name, the list scrolled, and a token
	// no longer accepted, as two hours on.
	d.eval(`var s=document.querySelector("form.search input");s.focus();s.value="Playe";s.setSelectionRange(2,2);scrollTo(0,300);` +
		`document.querySelectorAll("input[name=token]").forEach(function(i){i.value="old"});document.documentElement.setAttribute("data-before","1")`)
	if _, err := w.MarkPresence(ev.Players[0].ID, true); err != nil {
		t.Fatal(err)
	}
	ticked := `[].some.call(document.querySelectorAll("table.checkin tr"),function(r){return r.textContent.indexOf("Player01")>=0&&r.querySelector(".in")!==null})`
	if !d.until(ticked+`&&document.querySelector("main p.sub").textContent.indexOf("1 of 40")>=0`, "true") {
		t.Fatalf("the tablet did not tick the player the arbiter checked in: %s", d.eval(`document.querySelector("main").textContent`))
	}
	if foot := d.eval(`document.querySelector("footer").textContent`); !strings.Contains(foot, "updates itself when a player is checked in") {
		t.Errorf("the tablet's footer: %s", foot)
	}
	if got := d.eval(`[document.documentElement.getAttribute("data-before"),document.activeElement.value,document.activeElement.selectionStart,scrollY]`); got != `["1","Playe",2,300]` {
		t.Errorf("the typed search, its cursor and the scroll after the change (mark, text, cursor, scroll): %s", got)
	}
	if !d.follow(`document.querySelector("table.checkin form button").click()`) {
		t.Fatal("the tap did not load")
	}
	if msg := d.eval(`document.querySelector(".msg.ok").textContent`); !strings.Contains(msg, "is checked in for round 1") {
		t.Errorf("a tap on the list renewed says %s", msg)
	}
	if in := d.eval(`document.querySelectorAll("table.checkin .in").length`); in != "2" {
		t.Errorf("after the tap %s players ticked, want 2", in)
	}
	d.eval(`document.documentElement.setAttribute("data-before","1")`)
	if _, _, err := w.CloseCheckIn(tournament.AbsentBye); err != nil {
		t.Fatal(err)
	}
	if !d.until(`document.documentElement.getAttribute("data-before")==="1"&&document.querySelector("main").textContent.indexOf("closed already")>=0&&!document.querySelector("table.checkin")`, "true") {
		t.Errorf("the tablet does not show the check-in closed: %s", d.eval(`document.querySelector("main").textContent`))
	}
}

// A player who comes after the check-in closed, or before the next
// round's is opened, reads at the tablet what to do: tell the arbiter.
// The tablet told him to "open the check-in for round 2 first", the
// arbiter's step, and of a closed one only that it was closed.
func TestALateArrivalAtTheTabletIsToldToTellTheArbiter(t *testing.T) {
	base, w, pin, ev := checkInServer(t, 6)
	tablet := handedTablet(t, base, pin)
	list := open(t, tablet, base, "/checkin.html")
	if _, _, err := w.CloseCheckIn(tournament.AbsentBye); err != nil {
		t.Fatal(err)
	}
	// A tap on the list shown before the close.
	tap := url.Values{"step": {"checkin"}, "token": {list.token()}, "player": {fmt.Sprint(ev.Players[0].ID)}, "q": {""}}
	if a := sendTo(t, tablet, base, "/checkin.html", tap); a.status == http.StatusSeeOther || !strings.Contains(a.text, "tell the arbiter") {
		t.Errorf("a tap after closing: %d %s", a.status, pageMessage(a.page))
	}
	if a := open(t, tablet, base, "/checkin.html"); !strings.Contains(a.text, "The check-in for round 1 is closed already") ||
		!strings.Contains(a.text, "tell the arbiter") {
		t.Errorf("after closing: %s", pageMessage(a.page))
	}
	ev, _ = w.Event()
	if _, err := conduct.Pair(w, ev, 1, false); err != nil {
		t.Fatal(err)
	}
	a := open(t, tablet, base, "/checkin.html")
	if !strings.Contains(a.text, "The check-in for round 2 is not open yet") || !strings.Contains(a.text, "tell the arbiter") ||
		strings.Contains(a.text, "first") {
		t.Errorf("after the pairing: %s", pageMessage(a.page))
	}
}

// A deputy who signs the device out on the check-in page is not told,
// back on the entry page, that his sign-in ended (the server started
// again, his PIN made anew): the check-in's sign-out left the cookie,
// which the entry page read as a sign-in that ended by itself.
func TestSigningOutAtTheCheckInIsNotToldAsASignInThatEnded(t *testing.T) {
	base, _, pin, _ := checkInServer(t, 6)
	tablet := handedTablet(t, base, pin)
	list := open(t, tablet, base, "/checkin.html")
	if a := sendTo(t, tablet, base, "/checkin.html", url.Values{"step": {"signout"}, "token": {list.token()}}); a.status != http.StatusSeeOther {
		t.Fatalf("signing out: %d %s", a.status, pageMessage(a.page))
	}
	a := open(t, tablet, base, "/enter.html")
	if !strings.Contains(a.page, `name="pin"`) || strings.Contains(a.text, i18n.For(i18n.English).T("venue.err.sign-in-ended")) {
		t.Errorf("the entry page after signing out at the check-in: %s", pageMessage(a.page))
	}
}

// A request to the check-in that is not one of its forms (a PUT, a form
// of other fields) is refused on the check-in's page in its words: it
// was answered as the result entry, "not a result form", at the door.
func TestTheCheckInRefusesWhatIsNotItsFormInItsOwnWords(t *testing.T) {
	base, _, pin, _ := checkInServer(t, 6)
	tablet := handedTablet(t, base, pin)
	cat := i18n.For(i18n.English)
	put, _ := http.NewRequest(http.MethodPut, base+"/checkin.html", strings.NewReader(""))
	list := open(t, tablet, base, "/checkin.html")
	for what, a := range map[string]answer{
		"a PUT":          do(t, tablet, put),
		"a form of more": sendTo(t, tablet, base, "/checkin.html", url.Values{"step": {"checkin"}, "token": {list.token()}, "player": {"1"}, "q": {""}, "board": {"2"}}),
	} {
		if a.status < 400 || !strings.Contains(a.page, "<h2>"+cat.T("checkin.venue.title")+"</h2>") || strings.Contains(a.text, "result") {
			t.Errorf("%s: %d %s", what, a.status, pageMessage(a.page))
		}
	}
}

// A handed tablet whose event's last PIN is taken away while it stands
// at the door tells, in every language, that the check-in at the tablet
// is off and to check in with the arbiter: it told the player that result
// entry was off, which the chief turns on in the window.
func TestATabletWhoseLastPINIsTakenAwaySaysTheCheckInIsOff(t *testing.T) {
	base, w, pin, _ := checkInServer(t, 6)
	tablet := handedTablet(t, base, pin)
	if err := w.RemoveDeputy(deputyName); err != nil {
		t.Fatal(err)
	}
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		a := open(t, tablet, base, "/checkin.html?lang="+string(lang))
		if a.status != http.StatusForbidden || !strings.Contains(a.page, "<h2>"+cat.T("checkin.venue.title")+"</h2>") ||
			!strings.Contains(a.text, cat.T("checkin.venue.err.off")) || strings.Contains(a.text, cat.T("venue.err.off")) {
			t.Errorf("%s: %d %s", lang, a.status, pageMessage(a.page))
		}
	}
}

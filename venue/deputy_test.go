package venue_test

import (
	"bytes"
	"database/sql"
	"fmt"
	"image/png"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"
	"unicode"
	"unicode/utf8"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/internal/sqlitefile"
	"arbiter/internal/testdir"
	"arbiter/internal/testevent"
	"arbiter/internal/testphone"
	"arbiter/internal/testqr"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/store"
	"arbiter/venue"
)

// deputyName is the deputy arbiter deputyServer gives a PIN.
const deputyName = "Anna Virtanen"

// deputyServer is deputyServerOf a new event.
func deputyServer(t *testing.T, with ...func(*venue.Options)) (*venue.Server, string, *store.Store, string) {
	t.Helper()
	return deputyServerOf(t, newEvent(t, "round-robin"), with...)
}

// deputyServerOf serves file with deputy entry through the store that
// holds the file's lock, as the window's own publishing does, with the
// options changed by with; the event has the deputy deputyName with the
// PIN it returns.
func deputyServerOf(t *testing.T, file string, with ...func(*venue.Options)) (*venue.Server, string, *store.Store, string) {
	t.Helper()
	w := testevent.Open(t, file)
	pin := addDeputy(t, w)
	srv, base := server(t, file, w, with...)
	return srv, base, w, pin
}

// addDeputy adds the deputy deputyName (FIDE id 501234) with a PIN to the
// event w holds, and returns the PIN; a refusal fails the test.
func addDeputy(t *testing.T, w *store.Store) string {
	t.Helper()
	pin, err := w.AddDeputy(tournament.Deputy{Name: deputyName, FIDEID: "501234"}, true)
	if err != nil {
		t.Fatal(err)
	}
	return pin
}

// answer is a response as a test reads it.
type answer struct {
	status   int
	page     string // the HTML
	text     string // what a reader sees
	location string
	cookies  []*http.Cookie
	header   http.Header
}

// token is the first form token of the page.
func (a answer) token() string {
	m := regexp.MustCompile(`name="token" value="([^"]+)"`).FindStringSubmatch(a.page)
	if m == nil {
		return ""
	}
	return m[1]
}

func do(t *testing.T, c *http.Client, req *http.Request) answer {
	t.Helper()
	resp, err := c.Do(req)
	if err != nil {
		t.Error(err)
		return answer{}
	}
	defer resp.Body.Close()
	var b bytes.Buffer
	b.ReadFrom(resp.Body)
	return answer{resp.StatusCode, b.String(), text(b.String()), resp.Header.Get("Location"), resp.Cookies(), resp.Header}
}

// open is GET path from c.
func open(t *testing.T, c *http.Client, base, path string, header ...string) answer {
	t.Helper()
	req, _ := http.NewRequest("GET", base+path, nil)
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	return do(t, c, req)
}

const form = "application/x-www-form-urlencoded"

// send posts body to the entry page from c with the content type and the
// headers given in pairs ("Host" sets the request's host).
func send(t *testing.T, c *http.Client, base, contentType, body string, header ...string) answer {
	t.Helper()
	req, err := http.NewRequest("POST", base+"/enter.html", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", contentType)
	for i := 0; i+1 < len(header); i += 2 {
		if header[i] == "Host" {
			req.Host = header[i+1]
		}
		req.Header.Set(header[i], header[i+1])
	}
	return do(t, c, req)
}

// signIn signs c in with pin, as a deputy types it, and returns the answer.
func signIn(t *testing.T, c *http.Client, base, pin string) answer {
	t.Helper()
	tok := open(t, c, base, "/enter.html").token()
	return send(t, c, base, form, url.Values{"step": {"signin"}, "token": {tok}, "pin": {pin}}.Encode())
}

// result is the fields of a check or save step. A save's players are
// made up: the tests that send one are refused before they are compared
// (a save that goes through sends the confirmation's own form,
// testphone.SaveForm).
func result(step, tok, round, board, res string) string {
	v := url.Values{"step": {step}, "token": {tok}, "round": {round}, "board": {board}, "result": {res}}
	if step == "save" {
		v.Set("white", "1")
		v.Set("black", "2")
	}
	return v.Encode()
}

// enter chooses res for board of round 2 from the signed-in c, checks
// the confirmation and saves it; it returns the save's answer and the
// confirmation's.
func enter(t *testing.T, c *http.Client, base, board, res string) (saved, confirm answer) {
	t.Helper()
	choose := open(t, c, base, "/enter.html")
	confirm = send(t, c, base, form, result("check", choose.token(), "2", board, res))
	if confirm.status != 200 {
		return confirm, confirm
	}
	return send(t, c, base, form, testphone.SaveForm(confirm.page).Encode()), confirm
}

func resultOf(t *testing.T, w *store.Store, round, board int) tournament.Result {
	t.Helper()
	ev := testevent.Event(t, w)
	p, err := ev.FindPairing(round, board)
	if err != nil {
		t.Fatal(err)
	}
	return p.Result
}

// A named deputy signs his phone in once; the form chooses nothing for
// him; the board's two names and the result are shown to confirm before
// anything is saved; the save answers with a redirect, and the entry page
// tells what was entered. The audit names him and his device, and the
// window can undo it.
func TestNamedDeputyConfirmsAndTheAuditNamesHimAndHisDevice(t *testing.T) {
	_, base, w, pin := deputyServer(t)
	c := testphone.New("127.0.0.7")
	in := signIn(t, c, base, pin)
	if in.status != http.StatusSeeOther || in.location != "/enter.html" {
		t.Fatalf("sign-in: %d to %q: %s", in.status, in.location, grepMsg(in.text))
	}
	checkDeputyCookie(t, in.cookies)
	form := open(t, c, base, "/enter.html")
	if form.status != 200 || !strings.Contains(form.text, "Signed in as "+deputyName) {
		t.Fatalf("the signed-in form: %d %s", form.status, grepMsg(form.text))
	}
	if strings.Contains(form.page, " checked") || !strings.Contains(form.page, `<option value="" selected disabled>`) || strings.Count(form.page, " selected") != 1 {
		t.Error("the form chooses a board or a result before the deputy does")
	}
	before, _ := w.Revision()
	confirm := send(t, c, base, form2, result("check", form.token(), "2", "2", "0-1"))
	ev := testevent.Read(t, w.Path())
	p, _ := ev.FindPairing(2, 2)
	white, _ := ev.Player(p.White)
	black, _ := ev.Player(p.Black)
	if confirm.status != 200 || !strings.Contains(confirm.text, "board 2: is this right?") || !strings.Contains(confirm.text, "0–1") ||
		!strings.Contains(confirm.page, escapeName(white.Name)) || !strings.Contains(confirm.page, escapeName(black.Name)) {
		t.Errorf("the confirmation does not show the board's names and the result: %d %s", confirm.status, confirm.text)
	}
	if after, _ := w.Revision(); after != before {
		t.Error("the result was written before it was confirmed")
	}
	save := send(t, c, base, form2, testphone.SaveForm(confirm.page).Encode())
	if save.status != http.StatusSeeOther || save.location != "/enter.html" {
		t.Fatalf("save: %d to %q: %s", save.status, save.location, grepMsg(save.text))
	}
	if r := resultOf(t, w, 2, 2); r != tournament.BlackWins {
		t.Fatalf("board 2 has %v", r)
	}
	if after := open(t, c, base, "/enter.html"); !strings.Contains(after.text, "board 2: 0–1 entered") {
		t.Errorf("the page after the redirect: %s", grepMsg(after.text))
	}
	checkAuditNamesDeputy(t, w)
	// The same form sent again is a replay.
	if again := send(t, c, base, form2, testphone.SaveForm(confirm.page).Encode()); again.status != 403 {
		t.Errorf("replayed form: %d", again.status)
	}
	if _, err := w.Undo(); err != nil {
		t.Fatal(err)
	}
	// The decided board left the form; after the undo it is back.
	if !strings.Contains(open(t, c, base, "/enter.html").page, `<option value="2">`) {
		t.Error("board 2 is not offered again after the undo")
	}
}

// checkedOnBoard2 signs the deputy in on a phone of his own and has him
// check res on board 2 of round 2, the server made with the options
// given: the phone, the server's address, the file's writer and the
// confirmation shown.
func checkedOnBoard2(t *testing.T, res string, with ...func(*venue.Options)) (*http.Client, string, *store.Store, answer) {
	t.Helper()
	_, base, w, pin := deputyServer(t, with...)
	c, confirm := checkBoard2(t, base, pin, res)
	return c, base, w, confirm
}

// checkBoard2 signs the deputy in with pin on a phone of his own at the
// server at base and has him check res on board 2 of round 2: the phone
// and the confirmation shown.
func checkBoard2(t *testing.T, base, pin, res string) (*http.Client, answer) {
	t.Helper()
	c := testphone.New("127.0.0.7")
	if in := signIn(t, c, base, pin); in.status != http.StatusSeeOther {
		t.Fatalf("sign-in: %d", in.status)
	}
	confirm := send(t, c, base, form, result("check", open(t, c, base, "/enter.html").token(), "2", "2", res))
	if confirm.status != 200 {
		t.Fatalf("check: %d %s", confirm.status, grepMsg(confirm.text))
	}
	return c, confirm
}

// The entry's results a deputy chooses from, and the result he is asked
// to confirm where it is a forfeit, say in his language what "+ : −",
// "− : +" and "− : −" mean, as the pairings do under their table
// (print.legend.forfeit): the entry showed the signs alone, and a deputy
// who took "− : −" for a game lost by both, or "+ : −" for one lost by
// White, entered the other.
func TestTheEntrySaysWhatTheForfeitsSignsMean(t *testing.T) {
	_, base, _, pin := deputyServer(t)
	c := testphone.New("127.0.0.7")
	if in := signIn(t, c, base, pin); in.status != http.StatusSeeOther {
		t.Fatalf("sign-in: %d %s", in.status, grepMsg(in.text))
	}
	for _, l := range []i18n.Lang{"en", "fi", "et"} {
		legend := i18n.For(l).T("print.legend.forfeit")
		choose := open(t, c, base, "/enter.html?lang="+string(l))
		if !strings.Contains(choose.text, legend) {
			t.Errorf("%s: the results to choose from say nothing of the forfeits' signs: %s", l, choose.text)
		}
		forfeit := send(t, c, base, form2, result("check", choose.token(), "2", "2", "-/-"))
		if forfeit.status != 200 || !strings.Contains(forfeit.text, legend) {
			t.Errorf("%s: the double forfeit to confirm (%d) says nothing of its sign: %s", l, forfeit.status, forfeit.text)
		}
		played := send(t, c, base, form2, result("check", open(t, c, base, "/enter.html").token(), "2", "2", "1-0"))
		if played.status != 200 || strings.Contains(played.text, legend) {
			t.Errorf("%s: a game won over the board to confirm (%d) is told the forfeits' signs: %s", l, played.status, played.text)
		}
	}
}

// The result a deputy confirmed is saved only on the game he confirmed:
// the colours swapped on his board meanwhile (or the round paired again),
// his 1–0 would have gone to the other player.
func TestADeputysResultIsRefusedWhenHisBoardChangedAfterHeConfirmedIt(t *testing.T) {
	c, base, w, confirm := checkedOnBoard2(t, "1-0")
	if _, err := w.SwapColours(testevent.Event(t, w), 2, 2); err != nil {
		t.Fatal(err)
	}
	before, _ := w.Revision()
	save := send(t, c, base, form, testphone.SaveForm(confirm.page).Encode())
	if save.status != http.StatusConflict || !strings.Contains(save.text, "board 2 changed after you checked it") {
		t.Errorf("save after the swap: %d %s", save.status, pageMessage(save.page))
	}
	if after, _ := w.Revision(); after != before {
		t.Errorf("board 2 has %v", resultOf(t, w, 2, 2))
	}
	// Checked again, the board's new colours are shown and saved.
	if save, _ := enter(t, c, base, "2", "1-0"); save.status != http.StatusSeeOther || resultOf(t, w, 2, 2) != tournament.WhiteWins {
		t.Errorf("entered again: %d %s", save.status, grepMsg(save.text))
	}
}

// Save tapped twice sends the same form twice, and the phone shows the
// second's answer alone: it is told what the first entered, not that
// nothing was entered and to enter the result again. The result is
// written once, and the form once told is refused as any replay.
func TestTheSameSaveSentTwiceIsToldWhatTheFirstEntered(t *testing.T) {
	c, base, w, confirm := checkedOnBoard2(t, "0-1")
	save := testphone.SaveForm(confirm.page).Encode()
	if first := send(t, c, base, form, save); first.status != http.StatusSeeOther {
		t.Fatalf("the first save: %d %s", first.status, pageMessage(first.page))
	}
	written, _ := w.Revision()
	if again := send(t, c, base, form, save); again.status != http.StatusSeeOther || again.location != "/enter.html" {
		t.Errorf("the second: %d to %q, %s", again.status, again.location, pageMessage(again.page))
	}
	// A HEAD request (a link checker, a browser's preview) reads no page:
	// the GET after it is still told.
	head, _ := http.NewRequest(http.MethodHead, base+"/enter.html", nil)
	do(t, c, head)
	if page := open(t, c, base, "/enter.html"); pageMessage(page.page) != "Round 2, board 2: 0–1 entered." {
		t.Errorf("the page after the second (and a HEAD) says %q", pageMessage(page.page))
	}
	if now, _ := w.Revision(); now != written || resultOf(t, w, 2, 2) != tournament.BlackWins {
		t.Errorf("the second save wrote: board 2 has %v", resultOf(t, w, 2, 2))
	}
	if third := send(t, c, base, form, save); third.status != http.StatusForbidden {
		t.Errorf("the form sent a third time: %d", third.status)
	}
}

// Save tapped twice, its first refused for a reason that holds (the
// board changed after the deputy checked it), the second tap sent after
// the first's answer or while the first is saved: the second's page,
// which the phone shows alone, gives the first's refusal in his language,
// not that the form was already sent. Once the page is read again the
// form is refused as any replay.
func TestTheSameSaveSentAgainAfterItsRefusalIsToldTheRefusal(t *testing.T) {
	for _, while := range []bool{false, true} {
		t.Run(map[bool]string{false: "after the first", true: "while the first is saved"}[while], func(t *testing.T) {
			tap := newSecondTap(t)
			srv, base, w, pin := deputyServer(t, tap.holding(func() {}))
			c, confirm := checkBoard2(t, base, pin, "1-0")
			if _, err := w.SwapColours(testevent.Event(t, w), 2, 2); err != nil {
				t.Fatal(err)
			}
			before, _ := w.Revision()
			save := testphone.SaveForm(confirm.page).Encode()
			var first, again answer
			if while {
				first, again = tap.sentTwice(srv, c, base, save, "Accept-Language", "fi")
			} else {
				first = send(t, c, base, form, save, "Accept-Language", "fi")
				again = send(t, c, base, form, save, "Accept-Language", "fi")
			}
			want := i18n.For(i18n.Finnish).T("venue.err.board-changed", "round", 2, "board", 2)
			if first.status != http.StatusConflict || pageMessage(first.page) != want {
				t.Fatalf("the first save: %d %q, want %q", first.status, pageMessage(first.page), want)
			}
			if again.status != first.status || pageMessage(again.page) != want {
				t.Errorf("the second: %d %q, want the first's %d %q", again.status, pageMessage(again.page), first.status, want)
			}
			if after, _ := w.Revision(); after != before {
				t.Errorf("board 2 has %v", resultOf(t, w, 2, 2))
			}
			open(t, c, base, "/enter.html")
			if third := send(t, c, base, form, save); third.status != http.StatusForbidden {
				t.Errorf("the form sent again after the page was read: %d %s", third.status, pageMessage(third.page))
			}
		})
	}
}

// A save refused while the window holds the file is refused for a reason
// that passes: the same form sent again (Save tapped again) is saved
// again, refused with the same words while the window still holds the
// file and entered once it has let go, as the deputy who taps Save after
// the window closed expects.
func TestTheSameSaveSentAgainAfterTheWindowLetGoIsEntered(t *testing.T) {
	b := besideTheWindow(t)
	for _, tap := range []string{"first", "second"} {
		if a := send(t, b.c, b.base, form, b.save); a.status != http.StatusServiceUnavailable || !strings.Contains(a.text, "the event’s file is open in the Arbiter window") {
			t.Errorf("the %s save beside the window: %d %s", tap, a.status, pageMessage(a.page))
		}
	}
	b.window.Close()
	if third := send(t, b.c, b.base, form, b.save); third.status != http.StatusSeeOther || third.location != "/enter.html" {
		t.Fatalf("the save after the window let go: %d %s", third.status, pageMessage(third.page))
	}
	b.entered(t)
}

// The second tap sent while the first is refused beside the window, the
// window letting go before the first ends: the second saves the form
// again and enters it.
func TestASaveSentAgainWhileTheFirstIsRefusedBesideTheWindowIsEnteredOnceItLetGo(t *testing.T) {
	tap := newSecondTap(t)
	var window *store.Store
	b := besideTheWindow(t, tap.holding(func() { window.Close() }))
	window = b.window
	first, again := tap.sentTwice(b.srv, b.c, b.base, b.save)
	if first.status != http.StatusServiceUnavailable || !strings.Contains(first.text, "the event’s file is open in the Arbiter window") {
		t.Errorf("the first save beside the window: %d %s", first.status, pageMessage(first.page))
	}
	if again.status != http.StatusSeeOther || again.location != "/enter.html" {
		t.Fatalf("the second, the window gone: %d %s", again.status, pageMessage(again.page))
	}
	b.entered(t)
}

// sideBySide is a deputy's phone at arbiter serve's pages with the window
// holding the file, his result 0–1 on board 2 of round 2 checked.
type sideBySide struct {
	srv    *venue.Server
	base   string
	shared *store.Store // serve's, which takes the lock for each write
	window *store.Store
	c      *http.Client
	save   string // the confirmation's form
}

// besideTheWindow serves a new event as arbiter serve does, with the
// options changed by with, and opens it in the window once the deputy
// checked his result.
func besideTheWindow(t *testing.T, with ...func(*venue.Options)) sideBySide {
	t.Helper()
	file := newEvent(t, "round-robin")
	own := testevent.Open(t, file)
	pin := addDeputy(t, own)
	own.Close()
	b := sideBySide{shared: testdir.Opened(t, store.OpenShared, file)}
	b.srv, b.base = server(t, file, b.shared, with...)
	c, confirm := checkBoard2(t, b.base, pin, "0-1")
	b.c, b.save = c, testphone.SaveForm(confirm.page).Encode()
	b.window = testevent.OpenInWindow(t, file)
	return b
}

// entered checks that the deputy's result was entered and his page says so.
func (b sideBySide) entered(t *testing.T) {
	t.Helper()
	if page := open(t, b.c, b.base, "/enter.html"); pageMessage(page.page) != "Round 2, board 2: 0–1 entered." {
		t.Errorf("the page after the save says %q", pageMessage(page.page))
	}
	if r := resultOf(t, b.shared, 2, 2); r != tournament.BlackWins {
		t.Errorf("board 2 has %v", r)
	}
}

// The second tap's form may come while the first is still being saved:
// it waits for the first and is told what it entered.
func TestASaveSentAgainWhileTheFirstIsSavedIsToldWhatItEntered(t *testing.T) {
	tap := newSecondTap(t)
	srv, base, _, pin := deputyServer(t, tap.holding(func() {}))
	c, confirm := checkBoard2(t, base, pin, "0-1")
	first, again := tap.sentTwice(srv, c, base, testphone.SaveForm(confirm.page).Encode())
	if first.status != http.StatusSeeOther {
		t.Fatalf("the first save: %d %s", first.status, pageMessage(first.page))
	}
	if again.status != http.StatusSeeOther || again.location != "/enter.html" {
		t.Errorf("the second: %d to %q, %s", again.status, again.location, pageMessage(again.page))
	}
	if page := open(t, c, base, "/enter.html"); pageMessage(page.page) != "Round 2, board 2: 0–1 entered." {
		t.Errorf("the page after the second says %q", pageMessage(page.page))
	}
}

// secondTap is Save tapped again while the first save is under way: the
// first, once its writer wrote it or refused it, is held until the
// server has the second waiting for it, so that the second cannot come
// after it.
type secondTap struct {
	t        *testing.T
	send     chan func() answer // the second tap, sent as the first is held
	answered chan answer
	waits    chan struct{}
}

func newSecondTap(t *testing.T) *secondTap {
	return &secondTap{t, make(chan func() answer, 1), make(chan answer, 1), make(chan struct{}, 1)}
}

// holding makes the server's deputy writer hold each save for the second
// tap, then run then before the first goes on.
func (tap *secondTap) holding(then func()) func(*venue.Options) {
	return func(o *venue.Options) {
		o.Deputy = heldWriter{o.Deputy, func() {
			select {
			case send := <-tap.send:
				go func() { tap.answered <- send() }()
				select {
				case <-tap.waits:
				case a := <-tap.answered:
					tap.t.Errorf("the second was answered while the first was being saved: %d %s", a.status, pageMessage(a.page))
					tap.answered <- a
				}
				then()
			default:
			}
		}}
	}
}

// sentTwice sends the form save from c to srv at base, and again while
// the first is held: the two answers.
func (tap *secondTap) sentTwice(srv *venue.Server, c *http.Client, base, save string, header ...string) (first, second answer) {
	venue.SeeSavesWait(srv, func() {
		select {
		case tap.waits <- struct{}{}:
		default:
		}
	})
	tap.send <- func() answer { return send(tap.t, c, base, form, save, header...) }
	first = send(tap.t, c, base, form, save, header...)
	select {
	case <-tap.send:
		tap.t.Fatalf("the first save was answered before its writer: %d %s", first.status, pageMessage(first.page))
	default:
	}
	return first, <-tap.answered
}

// heldWriter is a deputy's writer that calls hold after each save,
// written or refused.
type heldWriter struct {
	venue.Writer
	hold func()
}

func (h heldWriter) Batch(fn func(tx *store.Tx) error) error {
	err := h.Writer.Batch(fn)
	h.hold()
	return err
}

// checkDeputyCookie checks the cookie a deputy's sign-in sets: kept from
// the page's scripts and other sites, and gone when the browser closes.
func checkDeputyCookie(t *testing.T, cookies []*http.Cookie) {
	t.Helper()
	var cookie *http.Cookie
	for _, k := range cookies {
		if k.Name == "deputy" {
			cookie = k
		}
	}
	if cookie == nil || !cookie.HttpOnly || cookie.SameSite != http.SameSiteStrictMode || cookie.MaxAge != 0 || !cookie.Expires.IsZero() {
		t.Errorf("the session's cookie: %+v", cookie)
	}
}

// checkAuditNamesDeputy checks that the last action's audit entry names the
// deputy and his device.
func checkAuditNamesDeputy(t *testing.T, w *store.Store) {
	t.Helper()
	e, err := w.NextUndo()
	if err != nil {
		t.Fatal(err)
	}
	var actions []string
	for _, s := range e.Steps {
		actions = append(actions, s.Action)
	}
	if e.Actor != "venue/"+deputyName+" (127.0.0.7)" || strings.Join(actions, ",") != "venue-by,result" ||
		e.Steps[0].Args["deputy"] != deputyName || e.Steps[0].Args["device"] != "127.0.0.7" {
		t.Errorf("audit: actor %q, steps %+v", e.Actor, e.Steps)
	}
	// The history names the entry by its result, who entered it after:
	// named by the deputy, the window's Undo cut the result off.
	if told := i18n.Join(i18n.For(i18n.English), e.Told(), "; "); !strings.HasPrefix(told, "Round ") || !strings.Contains(told, "result") ||
		strings.Index(told, "result") > strings.Index(told, "Entered at the venue page by "+deputyName) {
		t.Errorf("the history tells the deputy's result as %q, want its result first", told)
	}
}

// form2 is the form's content type where a test's variable is called form.
const form2 = form

// escapeName is a name as html/template writes it.
func escapeName(s string) string {
	return strings.NewReplacer("<", "&lt;", ">", "&gt;", "&", "&amp;", `"`, "&#34;", "'", "&#39;").Replace(s)
}

func TestDeputyRefusesHostileRequestsAndWritesNothing(t *testing.T) {
	_, base, w, pin := deputyServer(t)
	// Board 1 of round 2 is decided in the window before the deputy tries.
	if err := w.SetResult(2, 1, tournament.Draw); err != nil {
		t.Fatal(err)
	}
	c, stranger := testphone.New("127.0.0.5"), testphone.New("127.0.0.6")
	if in := signIn(t, c, base, pin); in.status != http.StatusSeeOther {
		t.Fatalf("sign-in: %d", in.status)
	}
	fresh := func() string { return open(t, c, base, "/enter.html").token() }
	save := func(round, board, res string) func() string {
		return func() string { return result("save", fresh(), round, board, res) }
	}
	forged := strings.Repeat("A", 75)
	for _, cs := range []struct {
		name        string
		client      *http.Client
		contentType string
		body        func() string
		header      []string
		status      int
		says        string
	}{
		{"not signed in", stranger, form, func() string { return result("save", open(t, stranger, base, "/enter.html").token(), "2", "2", "1-0") }, nil, 403, "not signed in"},
		{"wrong PIN", stranger, form, func() string {
			return url.Values{"step": {"signin"}, "token": {open(t, stranger, base, "/enter.html").token()}, "pin": {"13572468"}}.Encode()
		}, nil, 403, "Wrong PIN"},
		{"forged token", c, form, func() string { return result("save", forged, "2", "2", "1-0") }, nil, 403, "already sent or is too old"},
		{"no token", c, form, func() string { return "step=save&round=2&board=2&result=1-0" }, nil, 400, "not a result form"},
		{"no step", c, form, func() string {
			return url.Values{"token": {fresh()}, "round": {"2"}, "board": {"2"}, "result": {"1-0"}}.Encode()
		}, nil, 400, "not a result form"},
		{"unknown step", c, form, func() string { return url.Values{"step": {"delete"}, "token": {fresh()}}.Encode() }, nil, 400, "not a result form"},
		{"cross-site origin", c, form, save("2", "2", "1-0"), []string{"Origin", "http://evil.example"}, 403, "another site"},
		{"rebound host name", c, form, save("2", "2", "1-0"), []string{"Host", "evil.example:8080"}, 403, "another site"},
		{"cross-site request", c, form, save("2", "2", "1-0"), []string{"Sec-Fetch-Site", "cross-site"}, 403, "another site"},
		{"board already decided", c, form, save("2", "1", "0-1"), nil, 409, "already has its result"},
		{"round not current", c, form, save("1", "1", "0-1"), nil, 409, "not the current round"},
		{"no such board", c, form, save("2", "9", "1-0"), nil, 422, ""},
		{"result taken back", c, form, save("2", "2", "*"), nil, 400, "not a result form"},
		{"result not a result", c, form, save("2", "2", "2-0"), nil, 400, "not a result form"},
		{"board not a number", c, form, save("2", "two", "1-0"), nil, 400, "not a result form"},
		{"field twice", c, form, func() string { return save("2", "2", "1-0")() + "&board=3" }, nil, 400, "not a result form"},
		{"unknown field", c, form, func() string { return save("2", "2", "1-0")() + "&pin=1" }, nil, 400, "not a result form"},
		{"not a form", c, "application/json", func() string { return `{"round":2}` }, nil, 415, "not a result form"},
		{"multipart", c, "multipart/form-data; boundary=x", func() string { return "--x--" }, nil, 415, "not a result form"},
		{"oversized", c, form, func() string { return save("2", "2", "1-0")() + "&x=" + strings.Repeat("a", 1<<20) }, nil, 413, "not a result form"},
		{"bad escape", c, form, func() string { return "token=%zz" }, nil, 400, "not a result form"},
	} {
		t.Run(cs.name, func(t *testing.T) {
			before, _ := w.Revision()
			a := send(t, cs.client, base, cs.contentType, cs.body(), cs.header...)
			if a.status != cs.status || !strings.Contains(a.text, cs.says) {
				t.Errorf("status %d, want %d; page says %q, want %q", a.status, cs.status, grepMsg(a.text), cs.says)
			}
			if after, _ := w.Revision(); after != before {
				t.Error("something was written")
			}
		})
	}
	if r := resultOf(t, w, 2, 2); r != tournament.NoResult {
		t.Errorf("board 2 has %v", r)
	}
	if r := resultOf(t, w, 2, 1); r != tournament.Draw {
		t.Errorf("the decided board became %v", r)
	}
}

// pageMessage is the outcome or refusal the entry page shows.
func pageMessage(page string) string {
	m := regexp.MustCompile(`(?s)<p class="msg (?:ok|err)"[^>]*>(.*?)</p>`).FindStringSubmatch(page)
	if m == nil {
		return "(none)"
	}
	return input.Collapse(text(m[1]))
}

// grepMsg is a refusal's message on the page, for a test's report.
func grepMsg(page string) string {
	for _, l := range strings.Split(page, "\n") {
		if strings.Contains(l, "nothing") || strings.Contains(l, "PIN") || strings.Contains(l, "result") || strings.Contains(l, "sign") {
			return strings.TrimSpace(l)
		}
	}
	return ""
}

// A deputy removed, or given a new PIN, in the window is signed out at
// his next request, and his old PIN opens nothing.
func TestARemovedDeputyIsSignedOutAtOnce(t *testing.T) {
	for _, c := range []struct {
		name   string
		change func(w *store.Store) error
	}{
		{"removed", func(w *store.Store) error { return w.RemoveDeputy(deputyName) }},
		{"new PIN", func(w *store.Store) error { _, err := w.NewDeputyPIN(deputyName); return err }},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, base, w, pin := deputyServer(t)
			// A second deputy keeps entry on once the first is removed.
			if _, err := w.AddDeputy(tournament.Deputy{Name: "Mari Maasikas"}, true); err != nil {
				t.Fatal(err)
			}
			p := testphone.New("127.0.0.8")
			if in := signIn(t, p, base, pin); in.status != http.StatusSeeOther {
				t.Fatalf("sign-in: %d", in.status)
			}
			tok := open(t, p, base, "/enter.html").token()
			if err := c.change(w); err != nil {
				t.Fatal(err)
			}
			if a := send(t, p, base, form, result("save", tok, "2", "2", "1-0")); a.status != http.StatusForbidden || !strings.Contains(a.text, "not signed in") {
				t.Errorf("a result after the change: %d %s", a.status, grepMsg(a.text))
			}
			if a := open(t, p, base, "/enter.html"); !strings.Contains(a.page, `name="pin"`) {
				t.Error("the entry page does not ask for the PIN again")
			}
			if a := signIn(t, p, base, pin); a.status != http.StatusForbidden {
				t.Errorf("the old PIN after the change: %d", a.status)
			}
			if r := resultOf(t, w, 2, 2); r != tournament.NoResult {
				t.Errorf("board 2 has %v", r)
			}
		})
	}
}

// A deputy's cookie, which the venue's plain HTTP shows to anyone on an
// open network, signs in only the device that signed in: sent from
// another, it opened entry for 24 hours, and the audit named the deputy.
func TestACopiedCookieSignsInNoOtherDevice(t *testing.T) {
	_, base, w, pin := deputyServer(t)
	own, other := testphone.New("127.0.0.71"), testphone.New("127.0.0.72")
	in := signIn(t, own, base, pin)
	if in.status != http.StatusSeeOther || len(in.cookies) == 0 {
		t.Fatalf("sign-in: %d", in.status)
	}
	u, _ := url.Parse(base)
	other.Jar.SetCookies(u, in.cookies)
	if a := open(t, other, base, "/enter.html"); !strings.Contains(a.page, `name="pin"`) || strings.Contains(a.page, `name="board"`) {
		t.Errorf("the copied cookie from another device: %d %s", a.status, grepMsg(a.text))
	}
	if a, _ := enter(t, other, base, "2", "1-0"); a.status == http.StatusSeeOther || resultOf(t, w, 2, 2) != tournament.NoResult {
		t.Errorf("a result sent with the copied cookie: %d", a.status)
	}
	if a, _ := enter(t, own, base, "2", "0-1"); a.status != http.StatusSeeOther {
		t.Errorf("the deputy's own device after the copy: %d %s", a.status, grepMsg(a.text))
	}
}

// The pages link to result entry only on a signed-in deputy's device.
func TestTheEntryLinkIsForSignedInDeputiesOnly(t *testing.T) {
	_, base, _, pin := deputyServer(t)
	reader, dep := testphone.New("127.0.0.3"), testphone.New("127.0.0.4")
	if strings.Contains(open(t, reader, base, "/standings.html").page, `href="enter.html"`) {
		t.Error("a reader's page links to result entry")
	}
	signIn(t, dep, base, pin)
	if !strings.Contains(open(t, dep, base, "/standings.html").page, `href="enter.html"`) {
		t.Error("the deputy's page does not link to result entry")
	}
	if strings.Contains(open(t, reader, base, "/standings.html").page, `href="enter.html"`) {
		t.Error("after the deputy's sign-in a reader's page links to result entry")
	}
}

// The address in a deputy's QR code signs the phone that opens it in and
// sends it on to the page without the PIN; another site's page cannot use
// it, and a wrong PIN in it is a guess like a typed one.
func TestTheSignInLinkOfTheQRCode(t *testing.T) {
	_, base, _, pin := deputyServer(t)
	p := testphone.New("127.0.0.9")
	if a := open(t, p, base, "/enter.html?pin="+pin, "Sec-Fetch-Site", "cross-site"); a.status != http.StatusForbidden {
		t.Errorf("from another site: %d", a.status)
	}
	a := open(t, p, base, "/enter.html?pin="+pin, "Sec-Fetch-Site", "none")
	if a.status != http.StatusSeeOther || a.location != "/enter.html" {
		t.Fatalf("the link: %d to %q", a.status, a.location)
	}
	if !strings.Contains(open(t, p, base, "/enter.html").text, "Signed in as "+deputyName) {
		t.Error("the link did not sign the phone in")
	}
	q := testphone.New("127.0.0.10")
	for i := range 5 {
		if a := open(t, q, base, "/enter.html?pin=1111111"+fmt.Sprint(i)); a.status != http.StatusForbidden {
			t.Fatalf("wrong PIN %d in the link: %d", i+1, a.status)
		}
	}
	if a := open(t, q, base, "/enter.html?pin="+pin); a.status != http.StatusTooManyRequests {
		t.Errorf("after five wrong PINs in links the right one: %d", a.status)
	}
}

// The one unnamed deputy of ARBITER_VENUE_PIN signs in like a named one;
// the audit names his device, and taking his PIN away signs him out.
func TestTheUnnamedDeputy(t *testing.T) {
	srv, base, w, _ := deputyServer(t)
	if err := srv.SetPIN("246813"); err != nil {
		t.Fatal(err)
	}
	p := testphone.New("127.0.0.11")
	if in := signIn(t, p, base, "246813"); in.status != http.StatusSeeOther {
		t.Fatalf("sign-in: %d %s", in.status, grepMsg(in.text))
	}
	if a, _ := enter(t, p, base, "3", "1-0"); a.status != http.StatusSeeOther {
		t.Fatalf("result: %d %s", a.status, grepMsg(a.text))
	}
	e, _ := w.NextUndo()
	if e.Actor != "venue/127.0.0.11" || e.Steps[0].Action != "venue-from" {
		t.Errorf("audit: %q %+v", e.Actor, e.Steps)
	}
	srv.SetPIN("")
	if a := open(t, p, base, "/enter.html"); !strings.Contains(a.page, `name="pin"`) {
		t.Error("still signed in after the unnamed PIN was taken away")
	}
}

func TestWrongPINsLockTheSenderOut(t *testing.T) {
	_, base, w, pin := deputyServer(t)
	p := testphone.New("127.0.0.12")
	for i := 0; i < 5; i++ {
		if a := signIn(t, p, base, "00000000"); a.status != http.StatusForbidden {
			t.Fatalf("wrong PIN %d: %d", i+1, a.status)
		}
	}
	a := signIn(t, p, base, pin)
	if a.status != http.StatusTooManyRequests || !strings.Contains(a.text, "Too many wrong PINs") {
		t.Errorf("after five wrong PINs the right one got %d: %s", a.status, grepMsg(a.text))
	}
	if r := resultOf(t, w, 2, 2); r != tournament.NoResult {
		t.Errorf("board 2 has %v", r)
	}
}

func TestDeputyEntryIsOffByDefault(t *testing.T) {
	file, w := heldEvent(t, "round-robin")
	// A deputy without a PIN does not turn entry on.
	if _, err := w.AddDeputy(tournament.Deputy{Name: deputyName}, false); err != nil {
		t.Fatal(err)
	}
	srv, base := server(t, file, w)
	if srv.DeputyEntry() {
		t.Error("entry on with no PIN")
	}
	p := testphone.New("127.0.0.13")
	if a := open(t, p, base, "/enter.html"); a.status != 403 {
		t.Errorf("form while off: %d", a.status)
	}
	if a := send(t, p, base, form, url.Values{"step": {"signin"}, "token": {"x"}, "pin": {"1"}}.Encode()); a.status != 403 {
		t.Errorf("post while off: %d", a.status)
	}
	for _, pin := range []string{"12", "12345"} {
		if err := srv.SetPIN(pin); err == nil {
			t.Errorf("a PIN of %d characters was accepted", len(pin))
		}
	}
	// Without the store that holds the lock there is no entry whatever the PIN.
	ro, _ := server(t, file, nil)
	ro.SetPIN("246813")
	if ro.DeputyEntry() {
		t.Error("entry on without a writer")
	}
}

func TestQRCodeReadsBackAsTheAddress(t *testing.T) {
	const addr = "http://192.168.1.20:8080/"
	data, err := venue.QR(addr, 4)
	if err != nil {
		t.Fatal(err)
	}
	if got := readQR(t, data); got != addr {
		t.Errorf("QR reads %q, want %q", got, addr)
	}
}

// readQR is the text of the QR code in the PNG data, as a phone reads it.
func readQR(t *testing.T, data []byte) string {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	text, err := testqr.Read(img)
	if err != nil {
		t.Fatal(err)
	}
	return text
}

// Thirty wrong PINs sent at once from one device: each is counted before
// it is compared, so five are compared and the others refused at once,
// and a named deputy on another device signs in and enters a result while
// the five compared are still in their pause: he does not wait behind
// them. The audit names him and his device.
func TestGuessesSentAtOnceAreCountedBeforeTheyAreCompared(t *testing.T) {
	srv, base, w, pin := deputyServer(t)
	var compared atomic.Int64
	venue.CountPINChecks(srv, &compared)
	release := venue.HoldWrongPINs(srv)
	defer release()
	guesser, deputy := testphone.New("127.0.0.1"), testphone.New("127.0.0.2")
	const burst = 30
	toks := make([]string, burst)
	for i := range toks {
		toks[i] = open(t, guesser, base, "/enter.html").token()
	}
	own := open(t, deputy, base, "/enter.html").token()
	codes := make(chan int, burst)
	for i := range burst {
		go func() {
			a := send(t, guesser, base, form, url.Values{"step": {"signin"}, "token": {toks[i]}, "pin": {fmt.Sprintf("%08d", 1000+i)}}.Encode())
			codes <- a.status
		}()
	}
	// The other 25 are answered at once; the five compared are held.
	refused := map[int]int{}
	for range burst - 5 {
		refused[<-codes]++
	}
	for compared.Load() < 5 {
		runtime.Gosched()
	}
	// The guesses are held until released, so a deputy kept behind them
	// would wait for ever; the minute only ends the test instead.
	var in, saved answer
	done := make(chan struct{})
	go func() {
		defer close(done)
		in = send(t, deputy, base, form, url.Values{"step": {"signin"}, "token": {own}, "pin": {pin}}.Encode())
		saved, _ = enter(t, deputy, base, "2", "1-0")
	}()
	select {
	case <-done:
	case <-time.After(time.Minute):
		t.Fatal("the deputy still waits behind the five guesses held in their pause")
	}
	if in.status != http.StatusSeeOther || saved.status != http.StatusSeeOther {
		t.Errorf("the deputy's sign-in %d and result %d during the burst: %s", in.status, saved.status, grepMsg(saved.text))
	}
	if n := len(codes); n != 0 {
		t.Errorf("%d of the compared guesses answered while their pause was held", n)
	}
	release()
	count := refused
	for range 5 {
		count[<-codes]++
	}
	t.Logf("burst: %v; PINs compared %d", count, compared.Load())
	if n := compared.Load(); n > 5+1 {
		t.Errorf("%d PINs compared, want at most 5 of the burst and the deputy's", n)
	}
	if count[http.StatusForbidden] > 5 || count[http.StatusTooManyRequests] < burst-5 {
		t.Errorf("answers %v, want at most 5 wrong PINs and the rest refused", count)
	}
	if r := resultOf(t, w, 2, 2); r != tournament.WhiteWins {
		t.Errorf("board 2 has %v, want the deputy's 1-0", r)
	}
	if e, _ := w.NextUndo(); e.Actor != "venue/"+deputyName+" (127.0.0.2)" {
		t.Errorf("the audit's actor %q", e.Actor)
	}
}

// guessFrom sends n wrong PINs from the device at ip, each a new sign-in
// from a new page, and returns the last answer.
func guessFrom(t *testing.T, base, ip string, n int) answer {
	t.Helper()
	c := testphone.New(ip)
	var a answer
	for range n {
		a = signIn(t, c, base, "00000000")
	}
	return a
}

// lockOut has four devices send five wrong PINs each, the limit of all
// devices (the fourth is locked out by its last), and a fifth device one
// more, which locks it out at once: many addresses buy a guesser one
// guess each. It returns the addresses told as locked out or made to
// wait, in the order told.
func lockOut(t *testing.T, base string, told chan string) []string {
	t.Helper()
	for i := range venue.MaxWrongAll / 5 {
		if a := guessFrom(t, base, fmt.Sprintf("127.0.0.%d", 10+i), 5); a.status != http.StatusForbidden {
			t.Fatalf("wrong PINs from device %d: %d %s", i, a.status, grepMsg(a.text))
		}
	}
	fifth := testphone.New("127.0.0.20")
	if a := signIn(t, fifth, base, "00000000"); a.status != http.StatusForbidden {
		t.Fatalf("the fifth device's first wrong PIN: %d", a.status)
	}
	if a := signIn(t, fifth, base, "00000000"); a.status != http.StatusLocked {
		t.Fatalf("the fifth device's second PIN: %d, want it locked out", a.status)
	}
	var out []string
	for range venue.MaxWrongAll/5 + 1 {
		select {
		case a := <-told:
			out = append(out, a)
		case <-time.After(time.Minute): // only a window never told
			t.Fatalf("told of %v only", out)
		}
	}
	return out
}

// lockedOutAfterASignIn is a deputy server at which one device, early,
// signs in before the devices of lockOut guess until they are locked out;
// it returns the server and the devices the window was told of.
func lockedOutAfterASignIn(t *testing.T) (srv *venue.Server, base string, w *store.Store, pin string, early *http.Client, told []string) {
	t.Helper()
	locked := make(chan string, 8)
	srv, base, w, pin = deputyServer(t, func(o *venue.Options) { o.Locked = func(a string, _ time.Time) { locked <- a } })
	early = testphone.New("127.0.0.98")
	if in := signIn(t, early, base, pin); in.status != http.StatusSeeOther {
		t.Fatalf("sign-in before the guesses: %d", in.status)
	}
	return srv, base, w, pin, early, lockOut(t, base, locked)
}

// Wrong PINs sent from many devices lock out only the devices that sent
// them: a deputy signing in from another device gets in, a device signed
// in before goes on entering results, the locked-out device is told so
// (and offered no PIN field), the window is told which devices (those
// made to wait the quarter hour as well), and the
// chief's unlock lets them in again.
func TestWrongPINsLockOutOnlyTheDevicesThatSentThem(t *testing.T) {
	srv, base, w, pin, early, got := lockedOutAfterASignIn(t)
	if !slices.Equal(got, []string{"127.0.0.10", "127.0.0.11", "127.0.0.12", "127.0.0.13", "127.0.0.20"}) {
		t.Errorf("told of %v, want the first three made to wait, then the fourth and the fifth locked out", got)
	}
	if !srv.PINsLocked() {
		t.Fatal("the window is not told that devices are locked out")
	}
	locked := testphone.New("127.0.0.13")
	a := open(t, locked, base, "/enter.html")
	if a.status != http.StatusLocked || strings.Contains(a.page, `name="pin"`) || !strings.Contains(a.text, "from this device: it cannot sign in until the chief arbiter unlocks it") {
		t.Errorf("the form on a locked-out device: %d %s", a.status, grepMsg(a.text))
	}
	if a := signIn(t, locked, base, pin); a.status != http.StatusLocked {
		t.Errorf("the right PIN from a locked-out device: %d", a.status)
	}
	other := testphone.New("127.0.0.99")
	if a := signIn(t, other, base, pin); a.status != http.StatusSeeOther {
		t.Errorf("the deputy on another device: %d %s", a.status, grepMsg(a.text))
	}
	if a, _ := enter(t, early, base, "3", "1-0"); a.status != http.StatusSeeOther {
		t.Errorf("a device signed in before: %d %s", a.status, grepMsg(a.text))
	}
	if a, _ := enter(t, other, base, "2", "0-1"); a.status != http.StatusSeeOther || resultOf(t, w, 2, 2) != tournament.BlackWins {
		t.Errorf("the deputy signed in beside the lock: %d %s", a.status, grepMsg(a.text))
	}
	signsInAfterTheWindowsUnlock(t, srv, locked, base, pin)
}

// One device sends wrong PINs a quarter hour's limit at a time; at
// venue.MaxWrong it is locked out until the chief unlocks it, while the
// other devices sign in.
func TestOneDeviceIsLockedOutAtItsLimit(t *testing.T) {
	told := make(chan string, 8)
	srv, base, _, pin := deputyServer(t, func(o *venue.Options) {
		o.Locked = func(a string, until time.Time) {
			if until.IsZero() {
				told <- a
			}
		}
	})
	c := testphone.New("127.0.0.30")
	for i := range venue.MaxWrong {
		if i > 0 && i%5 == 0 {
			// The quarter hour's limit: this device waits, no one else.
			if a := signIn(t, c, base, "00000000"); a.status != http.StatusTooManyRequests {
				t.Fatalf("guess %d: %d, want the quarter hour's limit", i+1, a.status)
			}
			venue.ForgetRecentGuesses(srv)
		}
		if a := signIn(t, c, base, "00000000"); a.status != http.StatusForbidden {
			t.Fatalf("wrong PIN %d: %d", i+1, a.status)
		}
	}
	venue.ForgetRecentGuesses(srv)
	if a := signIn(t, c, base, pin); a.status != http.StatusLocked {
		t.Errorf("the right PIN after %d wrong ones: %d, want locked out", venue.MaxWrong, a.status)
	}
	select {
	case a := <-told:
		if a != "127.0.0.30" {
			t.Errorf("told of %s", a)
		}
	case <-time.After(time.Minute): // only a window never told
		t.Error("the window was not told")
	}
	if a := signIn(t, testphone.New("127.0.0.31"), base, pin); a.status != http.StatusSeeOther {
		t.Errorf("the deputy on another device: %d", a.status)
	}
}

// A device made to wait the quarter hour by its wrong PINs is told that
// the chief arbiter can let it in at once: the window is told of it as
// of a device locked out, says so and offers the unlock, which lets it
// sign in. The window said nothing and offered nothing, and the file it
// holds refused the command's unlock, so that the deputy waited.
func TestADeviceMadeToWaitIsUnlockedByTheWindow(t *testing.T) {
	told := make(chan string, 8)
	srv, base, _, pin := deputyServer(t, func(o *venue.Options) {
		o.Locked = func(a string, until time.Time) {
			if !until.IsZero() {
				told <- a
			}
		}
	})
	c := testphone.New("127.0.0.40")
	for range 5 {
		signIn(t, c, base, "00000000")
	}
	if a := signIn(t, c, base, pin); a.status != http.StatusTooManyRequests || !strings.Contains(a.text, "or at once when the chief arbiter unlocks it") {
		t.Fatalf("the right PIN after five wrong ones: %d %s", a.status, grepMsg(a.text))
	}
	select {
	case a := <-told:
		if a != "127.0.0.40" {
			t.Errorf("told of %s", a)
		}
	default: // the wrong PIN's answer came after the window was told
		t.Error("the window was not told of the device made to wait")
	}
	if !srv.PINsLocked() {
		t.Fatal("the window does not show the device made to wait")
	}
	signsInAfterTheWindowsUnlock(t, srv, c, base, pin)
}

// signsInAfterTheWindowsUnlock unlocks every device as the window's
// button does: the window shows no device locked out, and c signs in with
// the right PIN.
func signsInAfterTheWindowsUnlock(t *testing.T, srv *venue.Server, c *http.Client, base, pin string) {
	t.Helper()
	srv.UnlockPINs()
	if srv.PINsLocked() {
		t.Error("still shown locked after the window's unlock")
	}
	if a := signIn(t, c, base, pin); a.status != http.StatusSeeOther {
		t.Errorf("the right PIN after the window's unlock: %d %s", a.status, grepMsg(a.text))
	}
}

// "arbiter serve" has no window: the chief unlocks one device with
// "arbiter deputy unlock --address", or every device without it, through
// the file, which the server reads at the device's next sign-in; the
// devices signed in stay signed in, and the server is not started again.
func TestDevicesLockedOutUntilTheChiefUnlocksWithACommand(t *testing.T) {
	srv, base, w, pin, early, _ := lockedOutAfterASignIn(t)
	fourth, fifth := testphone.New("127.0.0.13"), testphone.New("127.0.0.20")
	if err := w.UnlockDeputySignIn("127.0.0.13"); err != nil {
		t.Fatal(err)
	}
	if a := signIn(t, fourth, base, pin); a.status != http.StatusSeeOther {
		t.Errorf("the right PIN from the device unlocked: %d %s", a.status, grepMsg(a.text))
	}
	if a := signIn(t, fifth, base, pin); a.status != http.StatusLocked {
		t.Errorf("the right PIN from a device not unlocked: %d", a.status)
	}
	if err := w.UnlockDeputySignIn(""); err != nil {
		t.Fatal(err)
	}
	if a := signIn(t, fifth, base, pin); a.status != http.StatusSeeOther {
		t.Errorf("the right PIN after every device was unlocked: %d %s", a.status, grepMsg(a.text))
	}
	if srv.PINsLocked() {
		t.Error("still locked after the command's unlock")
	}
	if a, _ := enter(t, early, base, "3", "1-0"); a.status != http.StatusSeeOther {
		t.Errorf("a device signed in before the lock, after the unlock: %d %s", a.status, grepMsg(a.text))
	}
}

// failingWriter is the event's store whose every action meets err, as a
// failing disk would have it.
type failingWriter struct {
	*store.Store
	err error
}

func (f failingWriter) Batch(func(tx *store.Tx) error) error { return f.err }

// TestDeputyIsToldWhatBecameOfTheResult: a deputy on a phone cannot close
// and open the event as the desk's message about a failing disk says; the
// deputy is told, in his language, whether the result may be kept and to
// tell the chief, and never what the file shows when that is not known
// (TestDeputySaveSaysWhatIsInTheFile makes the disk fail for real).
func TestDeputyIsToldWhatBecameOfTheResult(t *testing.T) {
	for _, tt := range []struct {
		kind store.FileErrorKind
		key  string
		want string
	}{
		{store.CommitUncertain, "store.error.commit-uncertain", "venue.err.deputy-uncertain"},
		{store.IOFailed, "app.error.io-failed", "venue.err.deputy-not-saved"},
		{store.DiskFull, "app.error.disk-full", "venue.err.deputy-not-saved"},
	} {
		err := &engine.Message{Key: tt.key, Kind: tt.kind, Args: map[string]any{"file": "/events/open.arbiter", "detail": ""}}
		_, base, w, pin := deputyServer(t, func(o *venue.Options) { o.Deputy = failingWriter{o.Deputy.(*store.Store), err} })
		for _, lang := range i18n.Complete {
			c := testphone.New("127.0.0.1")
			u, _ := url.Parse(base)
			c.Jar.SetCookies(u, []*http.Cookie{{Name: "lang", Value: string(lang)}})
			signIn(t, c, base, pin)
			saved, _ := enter(t, c, base, "2", "0-1")
			want := i18n.For(lang).T(tt.want, "round", 2, "board", 2)
			if saved.status != http.StatusServiceUnavailable || !strings.Contains(saved.text, want) || strings.Contains(saved.text, "open.arbiter") {
				t.Errorf("%s, %s: status %d: %s; want %q", tt.key, lang, saved.status, pageMessage(saved.page), want)
			}
		}
		if r := resultOf(t, w, 2, 2); r != tournament.NoResult {
			t.Errorf("%s: board 2 has %v", tt.key, r)
		}
	}
}

// signedInOverAdjourned is deputyServer's event with board 2 of round
// adjourned, and a phone signed in with the deputy's PIN.
func signedInOverAdjourned(t *testing.T, round int) (base string, w *store.Store, c *http.Client) {
	t.Helper()
	_, base, w, pin := deputyServer(t)
	if err := w.SetResult(round, 2, tournament.Adjourned); err != nil {
		t.Fatal(err)
	}
	c = testphone.New("127.0.0.1")
	signIn(t, c, base, pin)
	return base, w, c
}

// TestDeputyEntersAnAdjournedGamesResult: the board of a game adjourned
// is offered to a deputy, and the result it ends with is saved as the
// game's first result, not as a correction; it was refused as a board
// that already had its result.
func TestDeputyEntersAnAdjournedGamesResult(t *testing.T) {
	base, w, c := signedInOverAdjourned(t, 2)
	if saved, _ := enter(t, c, base, "2", "0-1"); saved.status != http.StatusSeeOther {
		t.Fatalf("status %d: %s", saved.status, grepMsg(saved.text))
	}
	if r := resultOf(t, w, 2, 2); r != tournament.BlackWins {
		t.Errorf("board 2 has %v", r)
	}
	audit, err := w.Audit()
	if err != nil {
		t.Fatal(err)
	}
	if step := audit[len(audit)-1].Told()[0]; step.Action != "result" {
		t.Errorf("the deputy's result is recorded as %q, want a result entered", step.Action)
	}
}

// TestDeputyEntersTheRoundPlayedOverAnAdjournedGame: a game of round 1
// adjourned while round 2 is played (the 1953 code pairs the next round
// over it), a deputy is offered round 2's boards beside the adjourned one,
// and saves round 2's result; he was offered the adjourned board alone,
// and round 2's result was refused as not the current round's.
func TestDeputyEntersTheRoundPlayedOverAnAdjournedGame(t *testing.T) {
	base, w, c := signedInOverAdjourned(t, 1)
	choose := open(t, c, base, "/enter.html")
	for _, r := range []int{1, 2} {
		if want := i18n.For(i18n.English).T("venue.enter.board", "round", r); !strings.Contains(choose.text, want) {
			t.Errorf("the entry page does not offer %q", want)
		}
	}
	if saved, _ := enter(t, c, base, "1", "0-1"); saved.status != http.StatusSeeOther {
		t.Fatalf("round 2, board 1: status %d: %s", saved.status, grepMsg(saved.text))
	}
	if r := resultOf(t, w, 2, 1); r != tournament.BlackWins {
		t.Errorf("round 2, board 1 has %v", r)
	}
	if r := resultOf(t, w, 1, 2); r != tournament.Adjourned {
		t.Errorf("round 1, board 2 has %v, want it still adjourned", r)
	}
}

// besideTx opens another connection to w's file, with SQLite's options
// opts, as another reader or program beside the server, and begins a
// transaction in it: rolled back, and the connection closed, as the test
// ends.
func besideTx(t *testing.T, w *store.Store, opts string) *sql.Tx {
	t.Helper()
	db, err := sql.Open("sqlite3", sqlitefile.DSN(w.Path(), opts))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	tx, err := db.Begin()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tx.Rollback() })
	return tx
}

// TestACopyOfTheFileAloneHoldsTheDeputysResult: under serve, the venue's
// reader and any report hold snapshots of the file while a deputy enters
// a result; soon after the last reader lets go (the server tries again
// every second), a copy of the file alone (as taken to a USB stick) holds
// the result.
func TestACopyOfTheFileAloneHoldsTheDeputysResult(t *testing.T) {
	_, base, w, pin := deputyServer(t)
	c := testphone.New("127.0.0.1")
	signIn(t, c, base, pin)
	snapshot := besideTx(t, w, "mode=ro")
	var n int
	if err := snapshot.QueryRow(`SELECT count(*) FROM pairings`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	if saved, _ := enter(t, c, base, "2", "0-1"); saved.status != http.StatusSeeOther {
		t.Fatalf("status %d: %s", saved.status, grepMsg(saved.text))
	}
	snapshot.Rollback()
	// The server tries the checkpoint again every second; the copy is
	// taken until it holds the result, the bound only stops a server that
	// never completes it.
	let := time.Now()
	for n := 0; ; n++ {
		data := testdir.Read(t, w.Path())
		cp := testdir.Write(t, filepath.Join(t.TempDir(), fmt.Sprintf("copy-%d.arbiter", n)), data)
		copied, err := store.OpenReadOnly(cp)
		if err != nil {
			t.Fatal(err)
		}
		r := resultOf(t, copied, 2, 2)
		copied.Close()
		if r == tournament.BlackWins {
			t.Logf("a copy of the file alone holds the result %v after the readers let go", time.Since(let).Round(time.Millisecond))
			return
		}
		if time.Since(let) > 2*time.Minute {
			t.Fatalf("%v after the readers let go, a copy of the file alone still has %v on board 2", time.Since(let).Round(time.Second), r)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// A device that sent its quarter hour's wrong PINs waits, and "arbiter
// deputy unlock" (for the device, or for every device) lifts that wait as
// it says: the device signs in at once. It used to wait out the quarter
// hour all the same.
func TestUnlockLiftsTheQuarterHoursWait(t *testing.T) {
	for _, address := range []string{"127.0.0.50", ""} {
		_, base, w, pin := deputyServer(t)
		c := testphone.New("127.0.0.50")
		for i := range 5 {
			if a := signIn(t, c, base, "00000000"); a.status != http.StatusForbidden {
				t.Fatalf("wrong PIN %d: %d", i+1, a.status)
			}
		}
		if a := signIn(t, c, base, pin); a.status != http.StatusTooManyRequests {
			t.Fatalf("the right PIN after 5 wrong ones: %d, want the quarter hour's wait", a.status)
		}
		if err := w.UnlockDeputySignIn(address); err != nil {
			t.Fatal(err)
		}

		if a := signIn(t, c, base, pin); a.status != http.StatusSeeOther {
			t.Errorf("unlock %q: the right PIN: %d %s", address, a.status, grepMsg(a.text))
		}
	}
}

// "arbiter deputy unlock" given while no device is locked out unlocks
// no device locked out later: the server, reading a command's unlocks
// only for a device locked out, took it for new at the next device's
// lockout and let that device guess five more at once.
func TestAnUnlockGivenBeforeALockoutDoesNotLiftIt(t *testing.T) {
	_, base, w, pin := deputyServer(t)
	if err := w.UnlockDeputySignIn(""); err != nil {
		t.Fatal(err)
	}
	c := testphone.New("127.0.0.51")
	for i := range 5 {
		if a := signIn(t, c, base, "00000000"); a.status != http.StatusForbidden {
			t.Fatalf("wrong PIN %d: %d", i+1, a.status)
		}
	}
	if a := signIn(t, c, base, pin); a.status != http.StatusTooManyRequests {
		t.Errorf("the right PIN after 5 wrong ones sent after the unlock: %d %s, want the quarter hour's wait", a.status, grepMsg(a.text))
	}
}

// Phones at the venue reach the server by its link-local IPv6 address
// (a name such as arbiter.local may resolve to it), which Go gives with
// its zone (fe80::1%eth0). Each such phone is a device of its own: they
// were all counted as one, "", so that one phone's wrong PINs made every
// other wait, and the chief's unlock of the address the server named
// reached none of them.
func TestEachLinkLocalPhoneIsADeviceOfItsOwn(t *testing.T) {
	srv, _, w, pin := deputyServer(t)
	ts := servedAt(t, srv, map[string]string{"127.0.0.61": "[fe80::1%eth0]:50001", "127.0.0.62": "[fe80::2%eth0]:50002"})
	guesser, deputy := testphone.New("127.0.0.61"), testphone.New("127.0.0.62")
	for i := range 5 {
		if a := signIn(t, guesser, ts.URL, "00000000"); a.status != http.StatusForbidden {
			t.Fatalf("wrong PIN %d: %d", i+1, a.status)
		}
	}
	if a := signIn(t, deputy, ts.URL, pin); a.status != http.StatusSeeOther {
		t.Errorf("the deputy's right PIN from another link-local phone: %d %s", a.status, grepMsg(a.text))
	}
	if err := w.UnlockDeputySignIn("fe80::1"); err != nil {
		t.Fatal(err)
	}
	if a := signIn(t, guesser, ts.URL, pin); a.status != http.StatusSeeOther {
		t.Errorf("the right PIN after the chief unlocked fe80::1: %d %s", a.status, grepMsg(a.text))
	}
}

// Phones on a venue's IPv6 network are all in one /64: each is a device
// of its own, whose five wrong PINs make it alone wait, and the /64 is
// counted besides at twice a device's limits, so that a guesser taking
// address after address of it waits at ten, the deputy's phone of the
// /64 with him, until the chief unlocks the /64 as the server named it.
// The /64 was counted as one device: one deputy's five wrong PINs made
// every IPv6 phone in the hall wait the quarter hour.
func TestEachPhoneOfTheIPv6NetworkIsADeviceAndTheNetworkCountsBesides(t *testing.T) {
	srv, _, w, pin := deputyServer(t)
	ts := servedAt(t, srv, map[string]string{"127.0.0.65": "[fd00::1]:50001", "127.0.0.66": "[fd00::2]:50002",
		"127.0.0.67": "[fd00::3]:50003", "127.0.0.68": "[fd00::4]:50004"})
	fumbler, deputy, guesser, late := testphone.New("127.0.0.65"), testphone.New("127.0.0.66"), testphone.New("127.0.0.67"), testphone.New("127.0.0.68")
	wrong := func(phone *http.Client, name string) {
		t.Helper()
		for i := range 5 {
			if a := signIn(t, phone, ts.URL, "00000000"); a.status != http.StatusForbidden {
				t.Fatalf("%s: wrong PIN %d: %d", name, i+1, a.status)
			}
		}
	}
	wrong(fumbler, "fd00::1")
	if a := signIn(t, deputy, ts.URL, pin); a.status != http.StatusSeeOther {
		t.Errorf("the deputy's right PIN from fd00::2 after fd00::1's five wrong ones: %d %s", a.status, grepMsg(a.text))
	}
	if a := signIn(t, fumbler, ts.URL, pin); a.status != http.StatusTooManyRequests {
		t.Errorf("fd00::1's right PIN after its five wrong ones: %d, want its quarter hour's wait", a.status)
	}
	wrong(guesser, "fd00::3")
	if a := signIn(t, late, ts.URL, pin); a.status != http.StatusTooManyRequests {
		t.Errorf("fd00::4's first PIN after ten wrong ones from the /64: %d, want the network's wait", a.status)
	}
	if err := w.UnlockDeputySignIn("fd00::/64"); err != nil {
		t.Fatal(err)
	}
	if a := signIn(t, late, ts.URL, pin); a.status != http.StatusSeeOther {
		t.Errorf("fd00::4's right PIN after the chief unlocked fd00::/64: %d %s", a.status, grepMsg(a.text))
	}
	if a := signIn(t, fumbler, ts.URL, pin); a.status != http.StatusTooManyRequests {
		t.Errorf("fd00::1's right PIN after the /64's unlock: %d, want its own wait", a.status)
	}
}

// servedAt serves srv to loopback clients as if each came from the
// address at gives it: a phone of the venue's network, which the tests'
// machine has no interface for.
func servedAt(t *testing.T, srv *venue.Server, at map[string]string) *httptest.Server {
	t.Helper()
	h := srv.Handler()
	ts := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		host, _, _ := net.SplitHostPort(r.RemoteAddr)
		r.RemoteAddr = at[host]
		h.ServeHTTP(rw, r)
	}))
	t.Cleanup(ts.Close)
	return ts
}

// A deputy's session is bound to his phone's own address: on a venue's
// IPv6 network every phone is in one /64, which counts the PIN guesses
// as one device, and a cookie copied off the plain HTTP signed in any of
// them.
func TestACopiedCookieSignsInNoOtherPhoneOfTheIPv6Network(t *testing.T) {
	srv, _, w, pin := deputyServer(t)
	ts := servedAt(t, srv, map[string]string{"127.0.0.63": "[fd00::1]:50001", "127.0.0.64": "[fd00::2]:50002"})
	own, other := testphone.New("127.0.0.63"), testphone.New("127.0.0.64")
	in := signIn(t, own, ts.URL, pin)
	if in.status != http.StatusSeeOther || len(in.cookies) == 0 {
		t.Fatalf("sign-in: %d", in.status)
	}
	u, _ := url.Parse(ts.URL)
	other.Jar.SetCookies(u, in.cookies)
	if a, _ := enter(t, other, ts.URL, "2", "1-0"); a.status == http.StatusSeeOther || resultOf(t, w, 2, 2) != tournament.NoResult {
		t.Errorf("a result sent with the cookie copied to another phone of the /64: %d", a.status)
	}
	if a, _ := enter(t, own, ts.URL, "2", "0-1"); a.status != http.StatusSeeOther {
		t.Errorf("the deputy's own phone after the copy: %d %s", a.status, grepMsg(a.text))
	}
}

// A PIN of spaces, or of fewer than six characters besides its spaces, is
// refused: six spaces passed as a PIN.
func TestPINOfSpacesRefused(t *testing.T) {
	srv, _, _, _ := deputyServer(t)
	for _, pin := range []string{"      ", "  12345 ", "1 2 3 4 5", "\t\t\t\t\t\t"} {
		if err := srv.SetPIN(pin); err == nil {
			t.Errorf("the PIN %q was taken", pin)
		}
	}
	if err := srv.SetPIN("24 68 13"); err != nil {
		t.Errorf("a PIN of six digits with spaces: %v", err)
	}
}

// A refusal on the deputy's page is a sentence: a round not paired, sent
// by hand (the page never offers it), read "kierrosta 9 ei ole
// paritettu", the rule's words in lower case.
func TestADeputysRefusalIsASentence(t *testing.T) {
	_, base, _, pin := deputyServer(t)
	c := testphone.New("127.0.0.7")
	u, _ := url.Parse(base)
	c.Jar.SetCookies(u, []*http.Cookie{{Name: "lang", Value: "fi"}})
	if in := signIn(t, c, base, pin); in.status != http.StatusSeeOther {
		t.Fatalf("sign-in: %d", in.status)
	}
	refused := send(t, c, base, form, result("check", open(t, c, base, "/enter.html").token(), "9", "2", "1-0"))
	msg := pageMessage(refused.page)
	if r, _ := utf8.DecodeRuneInString(msg); refused.status < 400 || !unicode.IsUpper(r) {
		t.Errorf("round 9 checked: %d %q, want a refusal that begins as a sentence", refused.status, msg)
	}
}

// A deputy signed in at the pages, which the chief arbiter then stops and
// starts again on the same file, is told on his entry page, in his
// language, why he is asked for his PIN again, and told it once; he was
// asked for it as if he had never signed in, where the page had promised
// that he stays signed in until the browser is closed. A deputy who signs
// out is not told that his sign-in ended.
func TestADeputySignedInBeforeTheServerWasStartedAgainIsToldWhy(t *testing.T) {
	file := newEvent(t, "round-robin")
	srv, base, w, pin := deputyServerOf(t, file)
	phones := map[i18n.Lang]*http.Client{}
	for i, lang := range i18n.Complete {
		phones[lang] = testphone.New(fmt.Sprintf("127.0.0.%d", 81+i))
		if in := signIn(t, phones[lang], base, pin); in.status != http.StatusSeeOther {
			t.Fatalf("%s: sign-in: %d", lang, in.status)
		}
	}
	srv.Close()
	_, again := server(t, file, w)
	for lang, p := range phones {
		ended := i18n.For(lang).T("venue.err.sign-in-ended")
		if a := open(t, p, again, "/enter.html?lang="+string(lang)); !strings.Contains(a.page, `name="pin"`) || !strings.Contains(a.text, ended) {
			t.Errorf("%s: the entry page after the server was started again: %d %s, want %q", lang, a.status, grepMsg(a.text), ended)
		}
		if a := open(t, p, again, "/enter.html?lang="+string(lang)); strings.Contains(a.text, ended) {
			t.Errorf("%s: told a second time", lang)
		}
	}
	p := phones[i18n.English]
	if in := signIn(t, p, again, pin); in.status != http.StatusSeeOther {
		t.Fatalf("signing in again: %d", in.status)
	}
	tok := open(t, p, again, "/enter.html").token()
	if a := send(t, p, again, form, url.Values{"step": {"signout"}, "token": {tok}}.Encode()); a.status != http.StatusSeeOther {
		t.Fatalf("signing out: %d %s", a.status, grepMsg(a.text))
	}
	if a := open(t, p, again, "/enter.html"); strings.Contains(a.text, i18n.For(i18n.English).T("venue.err.sign-in-ended")) {
		t.Error("a deputy who signed out is told that his sign-in ended")
	}
}

// A deputy whose board the chief entered after he confirmed it is told
// the result the board has: "already has its result" alone left him to
// guess whether the chief's result was his own or another, and so
// whether to go to the chief.
func TestADeputysResultOnABoardTheChiefEnteredMeanwhileIsToldTheBoardsResult(t *testing.T) {
	c, base, w, confirm := checkedOnBoard2(t, "0-1")
	if err := w.SetResult(2, 2, tournament.Draw); err != nil {
		t.Fatal(err)
	}
	save := send(t, c, base, form, testphone.SaveForm(confirm.page).Encode())
	if save.status != http.StatusConflict || !strings.Contains(pageMessage(save.page), "Round 2, board 2 already has its result, ½–½;") {
		t.Errorf("save after the chief's entry: %d %s", save.status, pageMessage(save.page))
	}
	if resultOf(t, w, 2, 2) != tournament.Draw {
		t.Errorf("board 2 has %v", resultOf(t, w, 2, 2))
	}
	// Chosen again, the board is refused at once, with its result.
	if check, _ := enter(t, c, base, "2", "0-1"); check.status != http.StatusConflict || !strings.Contains(pageMessage(check.page), "already has its result, ½–½;") {
		t.Errorf("chosen again: %d %s", check.status, pageMessage(check.page))
	}
}

// A deputy's entry page, while the window holds the file, says at once
// that results are not saved beside the window: the deputy chose and confirmed each
// board and learnt only at Save that nothing was entered.
func TestTheEntryPageBesideTheWindowSaysResultsWait(t *testing.T) {
	b := besideTheWindow(t)
	const want = "The event’s file is open in the Arbiter window: a result entered here while it is open there is not saved, now or later. Give the results to the chief arbiter, or enter them again once it is closed there."
	if page := open(t, b.c, b.base, "/enter.html"); pageMessage(page.page) != want {
		t.Errorf("the entry page beside the window says %q, want %q", pageMessage(page.page), want)
	}
	b.window.Close()
	if page := open(t, b.c, b.base, "/enter.html"); pageMessage(page.page) != "(none)" {
		t.Errorf("the entry page once the window closed says %q", pageMessage(page.page))
	}
}

// A game a withdrawal took out of the event is no board to enter a result
// on: a deputy was offered round 2's board of the player who withdrew
// after round 1 (the 1953 rule strikes him), which the round's page gives
// as not played.
func TestDeputyIsNotOfferedAGameAWithdrawalDecided(t *testing.T) {
	file := newEvent(t, "round-robin")
	runCLI(t, "event", file, "--withdrawal", "ussr1953")
	runCLI(t, "player", "withdraw", file, "--seat", "4", "--after-round", "1")
	_, base, w, pin := deputyServerOf(t, file)
	c := testphone.New("127.0.0.16")
	signIn(t, c, base, pin)
	ev, err := w.Event()
	if err != nil {
		t.Fatal(err)
	}
	var gone, played int
	for _, p := range ev.Rounds[1].Pairings {
		a, _ := ev.Player(p.White)
		b, _ := ev.Player(p.Black)
		switch {
		case p.IsBye():
		case a.Seat == 4 || b.Seat == 4:
			gone = p.Board
		default:
			played = p.Board
		}
	}
	choose := open(t, c, base, "/enter.html")
	offered := func(board int) bool { return strings.Contains(choose.page, fmt.Sprintf(`<option value="%d">`, board)) }
	if gone == 0 || !offered(played) || offered(gone) {
		t.Errorf("round 2: board %d offered %v (its player withdrew), board %d offered %v", gone, offered(gone), played, offered(played))
	}
}

// A deputy signed in before round 1 is paired is told so: the entry page
// said that every game of the round had its result, of a round not yet
// paired, where the pairings page and the window say no round is paired.
func TestTheEntryPageBeforeRound1SaysNoRoundIsPaired(t *testing.T) {
	base, _, pin, _ := checkInServer(t, 4)
	c := testphone.New("127.0.0.17")
	signIn(t, c, base, pin)
	page := open(t, c, base, "/enter.html")
	if !strings.Contains(page.text, "No round has been paired yet.") || strings.Contains(page.text, "has its result") {
		t.Errorf("the entry page before round 1 says: %s", page.text)
	}
}

// Once the round's last result is in, the entry page names the round
// whose games all have their results, as the window and the pages name
// a round: it said "every game of the round", with the next round not
// yet paired and its check-in perhaps open on the tablet beside it.
func TestTheEntryPageNamesTheRoundWhoseResultsAreIn(t *testing.T) {
	_, base, _, pin := deputyServer(t)
	c := testphone.New("127.0.0.18")
	signIn(t, c, base, pin)
	for _, board := range []string{"1", "2", "3"} { // round 2's, the last paired
		if saved, _ := enter(t, c, base, board, "0-1"); saved.status != http.StatusSeeOther {
			t.Fatalf("round 2, board %s: status %d: %s", board, saved.status, grepMsg(saved.text))
		}
	}
	for _, lang := range []i18n.Lang{i18n.English, i18n.Finnish, i18n.Estonian} {
		page := open(t, c, base, "/enter.html?lang="+string(lang))
		if want := i18n.For(lang).T("live.entry.done", "round", 2); !strings.Contains(page.text, want) || !strings.Contains(want, "2") {
			t.Errorf("%s: the entry page with round 2 complete says %s, want %q", lang, grepMsg(page.text), want)
		}
	}
}

// TestAPageReadBesideAnotherProgramsWriteSaysWaitAndNamesNoFolder: while
// another program holds the file's write past the store's wait, a signed-in
// deputy's entry page says to load it again in a moment (503, Retry-After),
// in his language, and names neither the server's folders nor SQLite's
// words: the store's own message for the window names the file's path.
func TestAPageReadBesideAnotherProgramsWriteSaysWaitAndNamesNoFolder(t *testing.T) {
	_, base, w, pin := deputyServer(t)
	c := testphone.New("127.0.0.1")
	signIn(t, c, base, pin)
	held := besideTx(t, w, "")
	if _, err := held.Exec(`UPDATE settings SET name = name`); err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"en", "fi"} {
		page := open(t, c, base, "/enter.html?lang="+lang)
		want := i18n.For(i18n.Lang(lang)).T("venue.err.read-busy")
		if page.status != http.StatusServiceUnavailable || page.header.Get("Retry-After") == "" || !strings.Contains(page.text, want) {
			t.Errorf("%s: %d, Retry-After %q: %s; want 503 saying %q", lang, page.status, page.header.Get("Retry-After"), grepMsg(page.text), want)
		}
		for _, leak := range []string{filepath.Dir(w.Path()), "database is locked", "SQLITE"} {
			if strings.Contains(page.page, leak) {
				t.Errorf("%s: the page names %q", lang, leak)
			}
		}
	}
}

// The signed-in desk pages (the entry form, the entrance's check-in), and
// their signed-out refusals, are written as every page made for one
// request: kept by no cache (a shared phone's browser that kept the
// deputy's page showed it to the next reader), in the language they say
// they are in, with their length, and a HEAD request gets no body.
func TestDeskPagesAreKeptByNoCacheAndSayTheirLanguage(t *testing.T) {
	file, w, pin, _ := checkInEvent(t, 4)
	srv, base := server(t, file, w)
	signedIn := testphone.New("127.0.0.7")
	if in := signIn(t, signedIn, base, pin); in.status != http.StatusSeeOther {
		t.Fatalf("sign-in: %d", in.status)
	}
	u, _ := url.Parse(base)
	for _, c := range []struct {
		who  string
		ip   string
		jar  []*http.Cookie
		path string
	}{
		{"signed in", "127.0.0.7", signedIn.Jar.Cookies(u), "/enter.html"},
		{"signed in", "127.0.0.7", signedIn.Jar.Cookies(u), "/checkin.html"},
		{"signed out", "127.0.0.8", nil, "/enter.html"},
		{"signed out", "127.0.0.8", nil, "/checkin.html"},
	} {
		for _, lang := range []i18n.Lang{i18n.English, i18n.Finnish, i18n.Estonian} {
			ask := func(method string) *httptest.ResponseRecorder {
				req := httptest.NewRequest(method, base+c.path, nil)
				req.RemoteAddr = c.ip + ":40000"
				req.Header.Set("Accept-Language", string(lang))
				for _, k := range c.jar {
					req.AddCookie(k)
				}
				rec := httptest.NewRecorder()
				srv.Handler().ServeHTTP(rec, req)
				return rec
			}
			get, head := ask(http.MethodGet), ask(http.MethodHead)
			h := get.Result().Header
			if h.Get("Cache-Control") != "no-store" || h.Get("Content-Language") != string(lang) || h.Get("Content-Length") != fmt.Sprint(get.Body.Len()) {
				t.Errorf("%s, %s in %s: Cache-Control %q, Content-Language %q, Content-Length %q of %d bytes",
					c.who, c.path, lang, h.Get("Cache-Control"), h.Get("Content-Language"), h.Get("Content-Length"), get.Body.Len())
			}
			if hh := head.Result().Header; head.Code != get.Code || head.Body.Len() != 0 || hh.Get("Cache-Control") != "no-store" ||
				hh.Get("Content-Language") != string(lang) || hh.Get("Content-Length") != fmt.Sprint(get.Body.Len()) {
				t.Errorf("%s, HEAD %s in %s: %d (GET %d), %d bytes of body, Cache-Control %q, Content-Language %q, Content-Length %q",
					c.who, c.path, lang, head.Code, get.Code, head.Body.Len(), hh.Get("Cache-Control"), hh.Get("Content-Language"), hh.Get("Content-Length"))
			}
		}
	}
}

// A PIN pasted with a space after it, typed in groups or in a phone's
// full-width digits is the PIN: the device is signed in and nothing is
// counted against it, while a PIN with a digit changed still counts. The
// named deputy's PIN and the unnamed one's set with spaces alike.
func TestAPINPastedWithSpacesOrFullWidthDigitsSignsIn(t *testing.T) {
	srv, base, _, pin := deputyServer(t)
	wrong := []byte(pin)
	wrong[0] = '0' + (wrong[0]-'0'+1)%10
	full := strings.Map(func(r rune) rune { return r - '0' + '０' }, pin)
	for i, typed := range []string{pin + " ", " " + pin[:4] + " " + pin[4:] + "\n", full, pin[:4] + "\u00a0" + full[4*3:]} {
		p := testphone.New(fmt.Sprintf("127.0.0.%d", 40+i))
		for range 4 {
			if a := signIn(t, p, base, string(wrong)); a.status != http.StatusForbidden {
				t.Fatalf("a PIN with a digit changed: %d", a.status)
			}
		}
		if a := signIn(t, p, base, typed); a.status != http.StatusSeeOther {
			t.Errorf("the PIN typed as %q after four wrong ones: %d %s", typed, a.status, grepMsg(a.text))
		}
	}
	if err := srv.SetPIN("24 68 13"); err != nil {
		t.Fatal(err)
	}
	for i, typed := range []string{"246813", "２４６８１３ ", "24 68 13"} {
		if a := signIn(t, testphone.New(fmt.Sprintf("127.0.0.%d", 50+i)), base, typed); a.status != http.StatusSeeOther {
			t.Errorf("the unnamed PIN typed as %q: %d %s", typed, a.status, grepMsg(a.text))
		}
	}
	p := testphone.New("127.0.0.60")
	for range 5 {
		signIn(t, p, base, "246814 ")
	}
	// Locked out: the device (429) or, past the venue's wrong PINs, every
	// device that sent one (423).
	if a := signIn(t, p, base, "246813"); a.status != http.StatusTooManyRequests && a.status != http.StatusLocked {
		t.Errorf("after five wrong PINs with spaces the right one got %d", a.status)
	}
}

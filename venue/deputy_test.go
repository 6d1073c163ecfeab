package venue_test

import (
	"bytes"
	"database/sql"
	"fmt"
	"image/png"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/makiuchi-d/gozxing"
	"github.com/makiuchi-d/gozxing/qrcode"

	"arbiter/tournament"
	"arbiter/tournament/store"
	"arbiter/venue"
)

const pin = "2468"

// deputyServer serves a new event with deputy entry through the store
// that holds the file's lock, as the window's own publishing does, with
// the options changed by with.
func deputyServer(t *testing.T, with ...func(*venue.Options)) (*venue.Server, string, *store.Store) {
	t.Helper()
	file := newEvent(t, "round-robin")
	w, err := store.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Close() })
	srv, base := server(t, file, w, with...)
	if err := srv.SetPIN(pin); err != nil {
		t.Fatal(err)
	}
	return srv, base, w
}

// formToken loads the result form and returns its token.
func formToken(t *testing.T, base string) string {
	t.Helper()
	return tokenFrom(t, http.DefaultClient, base)
}

// post sends body to the form with the headers given in pairs and returns
// the status and the page's text.
func post(t *testing.T, base, contentType, body string, header ...string) (int, string) {
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
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var b bytes.Buffer
	b.ReadFrom(resp.Body)
	return resp.StatusCode, text(b.String())
}

const form = "application/x-www-form-urlencoded"

func values(token, round, board, result, p string) string {
	return url.Values{"token": {token}, "round": {round}, "board": {board}, "result": {result}, "pin": {p}}.Encode()
}

func resultOf(t *testing.T, w *store.Store, round, board int) tournament.Result {
	t.Helper()
	ev, err := w.Event()
	if err != nil {
		t.Fatal(err)
	}
	p, err := tournament.FindPairing(ev, round, board)
	if err != nil {
		t.Fatal(err)
	}
	return p.Result
}

func TestDeputyRefusesHostileRequestsAndWritesNothing(t *testing.T) {
	_, base, w := deputyServer(t)
	// Board 1 of round 2 is decided in the window before the deputy tries.
	if err := w.SetResult(2, 1, tournament.Draw); err != nil {
		t.Fatal(err)
	}
	fresh := func() string { return formToken(t, base) }
	forged := strings.Repeat("A", 75)
	for _, c := range []struct {
		name        string
		contentType string
		body        func() string
		header      []string
		status      int
		says        string
	}{
		{"wrong PIN", form, func() string { return values(fresh(), "2", "2", "1-0", "1357") }, nil, 403, "Wrong PIN"},
		{"empty PIN", form, func() string { return values(fresh(), "2", "2", "1-0", "") }, nil, 403, "Wrong PIN"},
		{"forged token", form, func() string { return values(forged, "2", "2", "1-0", pin) }, nil, 403, "already sent or is too old"},
		{"no token", form, func() string { return "round=2&board=2&result=1-0&pin=" + pin }, nil, 400, "not a result form"},
		{"cross-site origin", form, func() string { return values(fresh(), "2", "2", "1-0", pin) }, []string{"Origin", "http://evil.example"}, 403, "another site"},
		{"rebound host name", form, func() string { return values(fresh(), "2", "2", "1-0", pin) }, []string{"Host", "evil.example:8080"}, 403, "another site"},
		{"cross-site request", form, func() string { return values(fresh(), "2", "2", "1-0", pin) }, []string{"Sec-Fetch-Site", "cross-site"}, 403, "another site"},
		{"board already decided", form, func() string { return values(fresh(), "2", "1", "0-1", pin) }, nil, 409, "already has its result"},
		{"round not current", form, func() string { return values(fresh(), "1", "1", "0-1", pin) }, nil, 409, "not the current round"},
		{"no such board", form, func() string { return values(fresh(), "2", "9", "1-0", pin) }, nil, 422, ""},
		{"result taken back", form, func() string { return values(fresh(), "2", "2", "*", pin) }, nil, 400, "not a result form"},
		{"result not a result", form, func() string { return values(fresh(), "2", "2", "2-0", pin) }, nil, 400, "not a result form"},
		{"board not a number", form, func() string { return values(fresh(), "2", "two", "1-0", pin) }, nil, 400, "not a result form"},
		{"field twice", form, func() string { return values(fresh(), "2", "2", "1-0", pin) + "&board=3" }, nil, 400, "not a result form"},
		{"unknown field", form, func() string { return values(fresh(), "2", "2", "1-0", pin) + "&round2=1" }, nil, 400, "not a result form"},
		{"not a form", "application/json", func() string { return `{"round":2}` }, nil, 415, "not a result form"},
		{"multipart", "multipart/form-data; boundary=x", func() string { return "--x--" }, nil, 415, "not a result form"},
		{"oversized", form, func() string { return values(fresh(), "2", "2", "1-0", pin) + "&x=" + strings.Repeat("a", 1<<20) }, nil, 413, "not a result form"},
		{"bad escape", form, func() string { return "token=%zz" }, nil, 400, "not a result form"},
	} {
		t.Run(c.name, func(t *testing.T) {
			before, _ := w.Revision()
			status, page := post(t, base, c.contentType, c.body(), c.header...)
			if status != c.status || !strings.Contains(page, c.says) {
				t.Errorf("status %d, want %d; page says %q, want %q", status, c.status, grepMsg(page), c.says)
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

// grepMsg is a refusal's message on the page, for a test's report.
func grepMsg(page string) string {
	for _, l := range strings.Split(page, "\n") {
		if strings.Contains(l, "nothing") || strings.Contains(l, "PIN") || strings.Contains(l, "result") {
			return strings.TrimSpace(l)
		}
	}
	return ""
}

func TestDeputyResultIsTheStoreActionAuditedAndUndoable(t *testing.T) {
	_, base, w := deputyServer(t)
	tok := formToken(t, base)
	status, page := post(t, base, form, values(tok, "2", "2", "0-1", pin), "Origin", base, "Sec-Fetch-Site", "same-origin")
	if status != 200 || !strings.Contains(page, "board 2: 0–1 entered") {
		t.Fatalf("status %d: %s", status, grepMsg(page))
	}
	if r := resultOf(t, w, 2, 2); r != tournament.BlackWins {
		t.Fatalf("board 2 has %v", r)
	}
	e, err := w.NextUndo()
	if err != nil {
		t.Fatal(err)
	}
	var actions []string
	for _, s := range e.Steps {
		actions = append(actions, s.Action)
	}
	if strings.Join(actions, ",") != "result,venue" {
		t.Errorf("audit steps %v, want the result and the venue page's note", actions)
	}
	// The same form sent again is a replay.
	if status, _ := post(t, base, form, values(tok, "2", "3", "1-0", pin)); status != 403 {
		t.Errorf("replayed form: %d", status)
	}
	if _, err := w.Undo(); err != nil {
		t.Fatal(err)
	}
	if r := resultOf(t, w, 2, 2); r != tournament.NoResult {
		t.Errorf("after undo board 2 has %v", r)
	}
	// The decided board left the form; after the undo it is back.
	if !strings.Contains(get2(t, base+"/enter.html"), `<option value="2">`) {
		t.Error("board 2 is not offered again after the undo")
	}
}

func TestWrongPINsLockTheSenderOut(t *testing.T) {
	_, base, w := deputyServer(t)
	for i := 0; i < 5; i++ {
		if status, _ := post(t, base, form, values(formToken(t, base), "2", "2", "1-0", "0000")); status != http.StatusForbidden {
			t.Fatalf("wrong PIN %d: %d", i+1, status)
		}
	}
	status, page := post(t, base, form, values(formToken(t, base), "2", "2", "1-0", pin))
	if status != http.StatusTooManyRequests || !strings.Contains(page, "Too many wrong PINs") {
		t.Errorf("after five wrong PINs the right one got %d: %s", status, grepMsg(page))
	}
	if r := resultOf(t, w, 2, 2); r != tournament.NoResult {
		t.Errorf("board 2 has %v", r)
	}
}

func TestDeputyEntryIsOffByDefault(t *testing.T) {
	file := newEvent(t, "round-robin")
	w, err := store.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	srv, base := server(t, file, w)
	if strings.Contains(get2(t, base+"/"), "enter.html") {
		t.Error("the pages link to result entry while it is off")
	}
	if code, _ := get(t, base+"/enter.html"); code != 403 {
		t.Errorf("form while off: %d", code)
	}
	if status, _ := post(t, base, form, values("x", "2", "2", "1-0", "")); status != 403 {
		t.Errorf("post while off: %d", status)
	}
	if err := srv.SetPIN("12"); err == nil {
		t.Error("a two-character PIN was accepted")
	}
	// Without the store that holds the lock there is no entry whatever the PIN.
	ro, _ := server(t, file, nil)
	ro.SetPIN(pin)
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
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	if err != nil {
		t.Fatal(err)
	}
	res, err := qrcode.NewQRCodeReader().Decode(bmp, nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.GetText() != addr {
		t.Errorf("QR reads %q, want %q", res.GetText(), addr)
	}
}

// from is a client whose requests come from the loopback address ip, as
// another device's would.
func from(ip string) *http.Client {
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}, Timeout: 5 * time.Second}
	return &http.Client{Transport: &http.Transport{DialContext: d.DialContext}}
}

// postFrom sends one result form with a fresh token from client c.
func postFrom(t *testing.T, c *http.Client, base, tok, p string) (int, string) {
	t.Helper()
	resp, err := c.Post(base+"/enter.html", form, strings.NewReader(values(tok, "2", "2", "1-0", p)))
	if err != nil {
		t.Error(err)
		return 0, ""
	}
	defer resp.Body.Close()
	var b bytes.Buffer
	b.ReadFrom(resp.Body)
	return resp.StatusCode, text(b.String())
}

// tokenFrom loads the result form from client c and returns its token.
func tokenFrom(t *testing.T, c *http.Client, base string) string {
	t.Helper()
	resp, err := c.Get(base + "/enter.html")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var b bytes.Buffer
	b.ReadFrom(resp.Body)
	m := regexp.MustCompile(`name="token" value="([^"]+)"`).FindStringSubmatch(b.String())
	if resp.StatusCode != 200 || m == nil {
		t.Fatalf("form: %d, token %v\n%s", resp.StatusCode, m != nil, b.String())
	}
	return m[1]
}

// Thirty wrong PINs sent at once from one device: each is counted before
// it is compared, so five are compared and the others refused at once,
// and a deputy on another device is not kept waiting behind them.
func TestGuessesSentAtOnceAreCountedBeforeTheyAreCompared(t *testing.T) {
	srv, base, w := deputyServer(t, func(o *venue.Options) { o.PINDelay = time.Second })
	var compared atomic.Int64
	venue.CountPINChecks(srv, &compared)
	guesser, deputy := from("127.0.0.1"), from("127.0.0.2")
	const burst = 30
	toks := make([]string, burst)
	for i := range toks {
		toks[i] = tokenFrom(t, guesser, base)
	}
	own := tokenFrom(t, deputy, base)
	go0 := make(chan struct{})
	codes := make(chan int, burst)
	for i := range burst {
		go func() {
			<-go0
			code, _ := postFrom(t, guesser, base, toks[i], fmt.Sprintf("%04d", 1000+i))
			codes <- code
		}()
	}
	close(go0)
	time.Sleep(50 * time.Millisecond) // the burst is being answered
	start := time.Now()
	code, page := postFrom(t, deputy, base, own, pin)
	took := time.Since(start)
	if code != 200 || took > 2*time.Second {
		t.Errorf("the deputy's right PIN during the burst: %d after %v: %s", code, took, grepMsg(page))
	}
	count := map[int]int{}
	for range burst {
		count[<-codes]++
	}
	t.Logf("burst: %v; PINs compared %d; the deputy's answer after %v", count, compared.Load(), took)
	if n := compared.Load(); n > 5+1 {
		t.Errorf("%d PINs compared, want at most 5 of the burst and the deputy's", n)
	}
	if count[http.StatusForbidden] > 5 || count[http.StatusTooManyRequests] < burst-5 {
		t.Errorf("answers %v, want at most 5 wrong PINs and the rest refused", count)
	}
	if r := resultOf(t, w, 2, 2); r != tournament.WhiteWins {
		t.Errorf("board 2 has %v, want the deputy's 1-0", r)
	}
}

// Wrong PINs from many devices lock result entry for every device, the
// window is told, and the chief's unlock lets the right PIN in again.
func TestWrongPINsFromManyDevicesLockEntryUntilTheChiefUnlocks(t *testing.T) {
	locked := make(chan struct{}, 4)
	srv, base, w := deputyServer(t, func(o *venue.Options) { o.Locked = func() { locked <- struct{}{} } })
	deputy := from("127.0.0.99")
	tok := tokenFrom(t, deputy, base) // a form shown before the lock
	for i := range venue.MaxWrong {
		c := from(fmt.Sprintf("127.0.0.%d", 10+i/5))
		if code, _ := postFrom(t, c, base, tokenFrom(t, c, base), "0000"); code != http.StatusForbidden {
			t.Fatalf("wrong PIN %d: %d", i+1, code)
		}
	}
	select {
	case <-locked:
	case <-time.After(2 * time.Second):
		t.Fatal("the window was not told that entry is locked")
	}
	if !srv.PINsLocked() {
		t.Fatal("entry is not locked")
	}
	resp, err := deputy.Get(base + "/enter.html")
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	b.ReadFrom(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusLocked || strings.Contains(b.String(), `name="token"`) || !strings.Contains(text(b.String()), "until the chief arbiter unlocks it") {
		t.Errorf("the form while locked: %d %s", resp.StatusCode, grepMsg(text(b.String())))
	}
	if code, page := postFrom(t, deputy, base, tok, pin); code != http.StatusLocked {
		t.Errorf("the right PIN while locked: %d %s", code, grepMsg(page))
	}
	if r := resultOf(t, w, 2, 2); r != tournament.NoResult {
		t.Fatalf("board 2 has %v while entry is locked", r)
	}
	srv.UnlockPINs()
	if srv.PINsLocked() {
		t.Fatal("still locked after the unlock")
	}
	if code, page := postFrom(t, deputy, base, tok, pin); code != 200 {
		t.Errorf("the right PIN after the unlock: %d %s", code, grepMsg(page))
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
// deputy is told whether the result may be kept and to tell the chief.
func TestDeputyIsToldWhatBecameOfTheResult(t *testing.T) {
	for _, tt := range []struct {
		kind store.FileErrorKind
		key  string
		want string
	}{
		{store.CommitUncertain, "store.error.commit-uncertain", "it may have been kept or not. Do not enter it again"},
		{store.IOFailed, "app.error.io-failed", "was not saved"},
		{store.DiskFull, "app.error.disk-full", "was not saved"},
	} {
		err := &store.FileError{Key: tt.key, Kind: tt.kind, Args: map[string]any{"file": "/events/open.arbiter", "detail": ""}}
		_, base, w := deputyServer(t, func(o *venue.Options) { o.Deputy = failingWriter{o.Deputy.(*store.Store), err} })
		status, page := post(t, base, form, values(formToken(t, base), "2", "2", "0-1", pin), "Origin", base, "Sec-Fetch-Site", "same-origin")
		if status != http.StatusServiceUnavailable || !strings.Contains(page, tt.want) || !strings.Contains(page, "chief arbiter") ||
			strings.Contains(page, "close the event") || strings.Contains(page, "open.arbiter") {
			t.Errorf("%s: status %d: %s", tt.key, status, page)
		}
		if r := resultOf(t, w, 2, 2); r != tournament.NoResult {
			t.Errorf("%s: board 2 has %v", tt.key, r)
		}
	}
}

// TestACopyOfTheFileAloneHoldsTheDeputysResult: under serve, the venue's
// reader and any report hold snapshots of the file while a deputy enters
// a result; five seconds after the last reader lets go, a copy of the
// file alone (as taken to a USB stick) holds the result.
func TestACopyOfTheFileAloneHoldsTheDeputysResult(t *testing.T) {
	_, base, w := deputyServer(t)
	reader, err := sql.Open("sqlite3", store.DSN(w.Path(), "mode=ro"))
	if err != nil {
		t.Fatal(err)
	}
	defer reader.Close()
	snapshot, err := reader.Begin()
	if err != nil {
		t.Fatal(err)
	}
	var n int
	if err := snapshot.QueryRow(`SELECT count(*) FROM pairings`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	status, page := post(t, base, form, values(formToken(t, base), "2", "2", "0-1", pin), "Origin", base, "Sec-Fetch-Site", "same-origin")
	if status != 200 {
		t.Fatalf("status %d: %s", status, grepMsg(page))
	}
	snapshot.Rollback()
	time.Sleep(5 * time.Second)
	data, err := os.ReadFile(w.Path())
	if err != nil {
		t.Fatal(err)
	}
	cp := filepath.Join(t.TempDir(), "copy.arbiter")
	if err := os.WriteFile(cp, data, 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := store.OpenReadOnly(cp)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if r := resultOf(t, c, 2, 2); r != tournament.BlackWins {
		t.Errorf("5 s after the readers let go, a copy of the file alone has %v on board 2", r)
	}
}

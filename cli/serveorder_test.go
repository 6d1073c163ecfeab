package cli

import (
	"html"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"arbiter/internal/testevent"
	"arbiter/internal/testphone"
	"arbiter/tournament"
	"arbiter/tournament/store"
)

// TestServeBesideTheWindowInTheOrdersTheSoakLeaves: a Swiss mid-round
// (round 3 paired) and the orders whose pages TestSoakEveryOrder does not
// read: serve started after the window holds the file and has entered a
// result; serve stopped and started again while the window goes on
// entering; the window closed first, serve serving on while a command
// completes the round, pairs the next and a deputy enters a result; and
// the window opened again after them while serve serves. After each step
// serve's round page and standings page show what the file holds, the
// standings row for row as "arbiter standings" prints them, whichever
// program wrote it; serve says whose the deputies' results are, and a
// deputy's result beside the window is refused naming it.
func TestServeBesideTheWindowInTheOrdersTheSoakLeaves(t *testing.T) {
	file := testevent.EventFile(t, testevent.Swiss(t, 8, 2, true))
	pin := addDeputy(t, file, "Liisa Kask")
	const round = 3

	// The window holds the file mid-round and enters a result; serve
	// starts after it.
	window := testevent.OpenInWindow(t, file)
	enter(t, window, round, 1, tournament.WhiteWins)
	url, _, log, stop := serveFor(t, file, "--addr", "127.0.0.1:0")
	log.waitFor(t, "is open in the Arbiter window: a deputy’s result or a player’s check-in entered at the pages is not saved")
	awaitServed(t, url, file, round)
	enter(t, window, round, 2, tournament.Draw)
	awaitServed(t, url, file, round)
	deputyRefusedBesideTheWindow(t, url, pin, round)

	// Serve stopped and started again while the window enters.
	if code := stop(); code != 0 {
		t.Fatalf("serve stopped: %d\n%s", code, log)
	}
	enter(t, window, round, 3, tournament.BlackWins)
	url, _, log, stop = serveFor(t, file, "--addr", "127.0.0.1:0")
	defer stop()
	log.waitFor(t, "is open in the Arbiter window: a deputy’s result or a player’s check-in entered at the pages is not saved")
	awaitServed(t, url, file, round)
	enter(t, window, round, 4, tournament.WhiteWins)
	awaitServed(t, url, file, round)

	// The window closed first; serve serves on while a command completes
	// the round and pairs the next, and a deputy enters a result.
	if err := window.Close(); err != nil {
		t.Fatal(err)
	}
	log.waitFor(t, "is no longer open in the window: arbiter serve takes the deputies’ results")
	ev := testevent.Read(t, file)
	for _, p := range ev.Rounds[round-1].Pairings {
		if p.Black != 0 && p.Result == tournament.NoResult {
			runCLI(t, 0, "result", file, "--round", strconv.Itoa(round), "--board", strconv.Itoa(p.Board), "1/2-1/2")
		}
	}
	awaitServed(t, url, file, round)
	runCLI(t, 0, "pair", file)
	awaitServed(t, url, file, round+1)
	phone := testphone.At(url, "")
	if code, err := phone.SignIn(pin); code != http.StatusSeeOther {
		t.Fatalf("sign-in once the window closed: %d %v", code, err)
	}
	_, page, _ := phone.Step(nil)
	r, board, ok := testphone.FirstOpenBoard(page)
	if !ok || r != round+1 {
		t.Fatalf("the entry offers round %d (%v), want %d:\n%s", r, ok, round+1, page)
	}
	if code, page, _ := phone.Enter(page, r, board, "0-1"); code != http.StatusSeeOther {
		t.Fatalf("a deputy's result once the window closed: %d\n%s", code, page)
	}
	awaitServed(t, url, file, round+1)

	// The window opened again after the command and the deputy wrote,
	// serve serving: it holds what they wrote, serve says again that the
	// deputies' results are not saved meanwhile, and the window's next
	// result reaches the page.
	window = testevent.OpenInWindow(t, file)
	got, err := window.Event()
	if err != nil {
		t.Fatal(err)
	}
	if p, err := got.FindPairing(r, board); err != nil || p.Result != tournament.BlackWins {
		t.Errorf("the window opened after the deputy's result reads round %d board %d as %v (%v)", r, board, p.Result, err)
	}
	// Said again, as at the start but for where the deputies sign in.
	log.waitFor(t, "is open in the Arbiter window: a deputy’s result or a player’s check-in entered at the pages is not saved while it is open there, now or later (the page says so and asks for it to be given to the arbiter); arbiter serve takes them again once it is closed there.\n")
	deputyRefusedBesideTheWindow(t, url, pin, round+1)
	for _, p := range got.Rounds[round].Pairings {
		if p.Black != 0 && p.Result == tournament.NoResult {
			enter(t, window, round+1, p.Board, tournament.WhiteWins)
			break
		}
	}
	awaitServed(t, url, file, round+1)
}

// enter enters result on board of round as the window does (through st,
// the window's store).
func enter(t *testing.T, st *store.Store, round, board int, result tournament.Result) {
	t.Helper()
	if err := st.SetResult(round, board, result); err != nil {
		t.Fatalf("round %d board %d: %v", round, board, err)
	}
}

// deputyRefusedBesideTheWindow: a deputy signed in at serve's address
// enters a result of round while the window holds the file; the result is
// refused, said not saved, naming the window. It returns the board's round
// and number.
func deputyRefusedBesideTheWindow(t *testing.T, url, pin string, round int) (int, int) {
	t.Helper()
	phone := testphone.At(url, "")
	if code, err := phone.SignIn(pin); code != http.StatusSeeOther {
		t.Fatalf("sign-in beside the window: %d %v", code, err)
	}
	_, page, _ := phone.Step(nil)
	r, board, ok := testphone.FirstOpenBoard(page)
	if !ok || r != round {
		t.Fatalf("the entry beside the window offers round %d (%v), want %d:\n%s", r, ok, round, page)
	}
	if code, page, _ := phone.Enter(page, r, board, "1-0"); code == http.StatusSeeOther ||
		!strings.Contains(page, "was not saved: the event’s file is open in the Arbiter window") {
		t.Errorf("a deputy's result beside the window: %d, the page does not say it was not saved, naming the window:\n%s", code, page)
	}
	return r, board
}

var (
	servedResult = regexp.MustCompile(`<tr id="b([0-9]+)">[\s\S]*?<td class="res">([\s\S]*?)</td>`)
	servedRow    = regexp.MustCompile(`<tr><td class="n">[\s\S]*?</tr>`)
	servedFigure = regexp.MustCompile(`<td class="n[^"]*">([\s\S]*?)</td>`)
	tags         = regexp.MustCompile(`<[^>]*>`)
)

// awaitServed waits until serve at url shows what the file holds: round's
// page every board's result, the standings page the rows "arbiter
// standings" prints. A page that does not within 10 s fails the test
// with what it showed.
func awaitServed(t *testing.T, url, file string, round int) {
	t.Helper()
	var want, got []string
	for deadline := time.Now().Add(10 * time.Second); ; {
		want, got = served(t, url, file, round)
		if strings.Join(got, "\n") == strings.Join(want, "\n") {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("serve's pages of round %d show\n%s\nwant\n%s", round, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// served is what the file holds (want) and serve's pages show (got):
// "board N: RESULT" for each board of round, then each standings row's
// cells.
func served(t *testing.T, url, file string, round int) (want, got []string) {
	t.Helper()
	ev := testevent.Read(t, file)
	for _, p := range ev.Rounds[round-1].Pairings {
		if p.Black != 0 {
			want = append(want, "board "+strconv.Itoa(p.Board)+": "+p.Result.Text(nil))
		}
	}
	page, status := httpText(t, url+"round-"+strconv.Itoa(round)+".html")
	if status != http.StatusOK {
		got = append(got, "round "+strconv.Itoa(round)+": "+http.StatusText(status))
	}
	for _, m := range servedResult.FindAllStringSubmatch(page, -1) {
		got = append(got, "board "+m[1]+": "+cellText(m[2]))
	}
	// The figures of each row, its place and number first: the page
	// writes a player's title, federation and club about his name, the
	// command line in columns of their own.
	page, _ = httpText(t, url+"standings.html")
	rows := servedRow.FindAllString(page, -1)
	for _, row := range rows {
		var cells []string
		for _, c := range servedFigure.FindAllStringSubmatch(row, -1) {
			cells = append(cells, cellText(c[1]))
		}
		got = append(got, strings.Join(cells, " "))
	}
	lines := strings.Split(runCLI(t, 0, "standings", file), "\n")[2:]
	for i := 0; i < len(rows) && i < len(lines); i++ {
		f := strings.Fields(lines[i])
		n := len(servedFigure.FindAllString(rows[i], -1)) - 2
		if len(f) < 2+n {
			t.Fatalf("arbiter standings: %q", lines[i])
		}
		want = append(want, strings.Join(append(f[:2:2], f[len(f)-n:]...), " "))
	}
	if len(rows) != len(ev.Players) {
		got = append(got, strconv.Itoa(len(rows))+" rows")
		want = append(want, strconv.Itoa(len(ev.Players))+" rows")
	}
	return want, got
}

// cellText is an HTML cell's text, its spaces made one.
func cellText(s string) string {
	return strings.Join(strings.Fields(html.UnescapeString(tags.ReplaceAllString(s, ""))), " ")
}

// httpText is the page at url and its status; no answer fails the test.
func httpText(t *testing.T, url string) (string, int) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return string(b), resp.StatusCode
}

// TestServeStartedAgainAndAgainWhileTheWindowWrites: serve stopped and
// started five times while the window enters result after result: each
// start serves, says the deputies' results are not saved beside the
// window, and comes to show the window's last result without a restart.
func TestServeStartedAgainAndAgainWhileTheWindowWrites(t *testing.T) {
	file := testevent.EventFile(t, testevent.Swiss(t, 8, 2, true))
	addDeputy(t, file, "Liisa Kask")
	const round = 3
	window := testevent.OpenInWindow(t, file)
	stopWriting := make(chan struct{})
	written := make(chan int)
	go func() {
		n := 0
		defer func() { written <- n }()
		// At the pace of an arbiter's fastest keys: a writer that took
		// the file again the instant it let it go left serve's start no
		// moment in which to open it, under load past its 5 s wait, where
		// a window's results leave it many.
		keys := time.NewTicker(20 * time.Millisecond)
		defer keys.Stop()
		for results := []tournament.Result{tournament.WhiteWins, tournament.Draw, tournament.BlackWins}; ; n++ {
			select {
			case <-stopWriting:
				return
			case <-keys.C:
			}
			if err := window.SetResult(round, 1+n%4, results[n%3]); err != nil {
				t.Errorf("the window's result %d: %v", n, err)
				return
			}
		}
	}()
	// Stopped before the test's end closes the window's store, whatever
	// ends it.
	stopWriter := sync.OnceValue(func() int { close(stopWriting); return <-written })
	defer stopWriter()
	for i := range 5 {
		url, _, log, stop := serveFor(t, file, "--addr", "127.0.0.1:0")
		log.waitFor(t, "is open in the Arbiter window: a deputy’s result or a player’s check-in entered at the pages is not saved")
		if _, status := httpText(t, url+"round-3.html"); status != http.StatusOK {
			t.Errorf("start %d: round 3's page: %d", i, status)
		}
		if code := stop(); code != 0 || strings.Contains(log.String(), "damaged") {
			t.Errorf("start %d: serve ended %d\n%s", i, code, log)
		}
	}
	url, _, _, stop := serveFor(t, file, "--addr", "127.0.0.1:0")
	defer stop()
	t.Logf("the window entered %d results while serve was started six times", stopWriter())
	awaitServed(t, url, file, round)
}

// TestADeputysConfirmationBesideTheWindowAndARestart: a deputy has the
// confirmation of a result on his phone when the window opens the file:
// his save is refused naming the window and nothing is entered; the
// window enters that board and closes, and the same save is refused as
// the board having its result, the window's result standing alone in the
// history; serve started again on its address, his next confirmation's
// save, made before the restart, is refused asking him to sign in again,
// and after he has, his result is taken once.
func TestADeputysConfirmationBesideTheWindowAndARestart(t *testing.T) {
	file := testevent.EventFile(t, testevent.Swiss(t, 8, 2, true))
	pin := addDeputy(t, file, "Liisa Kask")
	base, _, log, stop := serveFor(t, file, "--addr", "127.0.0.1:0")
	phone := testphone.At(base, "")
	confirmation := func() (round, board int, save url.Values) {
		t.Helper()
		_, page, _ := phone.Step(nil)
		round, board, ok := testphone.FirstOpenBoard(page)
		if !ok {
			t.Fatalf("no board to enter:\n%s", page)
		}
		_, page, _ = phone.Step(url.Values{"step": {"check"}, "token": {testphone.Token(page)}, "round": {strconv.Itoa(round)}, "board": {strconv.Itoa(board)}, "result": {"1-0"}})
		if save = testphone.SaveForm(page); save == nil {
			t.Fatalf("round %d board %d: no confirmation:\n%s", round, board, page)
		}
		return round, board, save
	}
	if code, err := phone.SignIn(pin); code != http.StatusSeeOther {
		t.Fatalf("sign-in: %d %v", code, err)
	}
	round, board, save := confirmation()

	window := testevent.OpenInWindow(t, file)
	log.waitFor(t, "is open in the Arbiter window: a deputy’s result or a player’s check-in entered at the pages is not saved")
	if code, page, _ := phone.Step(save); code == http.StatusSeeOther || !strings.Contains(page, "the event’s file is open in the Arbiter window") {
		t.Errorf("the save beside the window: %d, the page does not name the window:\n%s", code, page)
	}
	enter(t, window, round, board, tournament.Draw)
	rev := revision(t, file)
	if err := window.Close(); err != nil {
		t.Fatal(err)
	}
	log.waitFor(t, "is no longer open in the window: arbiter serve takes the deputies’ results")
	if code, page, _ := phone.Step(save); code == http.StatusSeeOther || !strings.Contains(page, "already has its result, ½–½") {
		t.Errorf("the save once the window entered the board: %d\n%s", code, page)
	}
	if p, _ := testevent.Read(t, file).FindPairing(round, board); p.Result != tournament.Draw || revision(t, file) != rev {
		t.Errorf("the board holds %v, revision %d, want the window's ½–½ alone (%d)", p.Result, revision(t, file), rev)
	}

	round, board, save = confirmation()
	address := strings.TrimSuffix(strings.TrimPrefix(base, "http://"), "/")
	if code := stop(); code != 0 {
		t.Fatalf("serve stopped: %d", code)
	}
	// The phone's kept connection went with the server: a browser opens
	// a new one, where the client, given the dead one back under load,
	// sent the save on it and got no answer (code 0).
	phone.C.CloseIdleConnections()
	_, _, _, stop = serveFor(t, file, "--addr", address)
	defer stop()
	if code, page, err := phone.Step(save); code == http.StatusSeeOther || !strings.Contains(page, "sign in again. Nothing was entered.") {
		t.Errorf("the save made before serve started again: %d %v\n%s", code, err, page)
	}
	if p, _ := testevent.Read(t, file).FindPairing(round, board); p.Result != tournament.NoResult {
		t.Errorf("the refused save entered %v", p.Result)
	}
	if code, err := phone.SignIn(pin); code != http.StatusSeeOther {
		t.Fatalf("sign-in again: %d %v", code, err)
	}
	if r, b, again := confirmation(); r != round || b != board {
		t.Fatalf("signed in again, the entry offers round %d board %d first, want %d %d, which the refused save left open", r, b, round, board)
	} else {
		save = again
	}
	if code, page, _ := phone.Step(save); code != http.StatusSeeOther {
		t.Errorf("the save signed in again: %d\n%s", code, page)
	}
	if p, _ := testevent.Read(t, file).FindPairing(round, board); p.Result != tournament.WhiteWins || revision(t, file) != rev+1 {
		t.Errorf("the board holds %v, revision %d, want 1–0 entered once (%d)", p.Result, revision(t, file), rev+1)
	}
}

// TestServeSaysBesideTheWindowThatDeputiesResultsAreNotKept: serve
// started while the window holds the file says in its log what becomes of
// a deputy's result entered meanwhile, and says what the file shows: the
// result is refused, not kept for later, so that the window closed leaves
// it out of the file. Serve's log used to say that the deputies' results
// "wait until it is closed there", which the chief arbiter reads as kept
// and saved then, while the deputy's page says it was not saved.
func TestServeSaysBesideTheWindowThatDeputiesResultsAreNotKept(t *testing.T) {
	file := testevent.EventFile(t, testevent.Swiss(t, 8, 2, true))
	pin := addDeputy(t, file, "Liisa Kask")
	const round = 3
	window := testevent.OpenInWindow(t, file)
	url, _, log, stop := serveFor(t, file, "--addr", "127.0.0.1:0")
	defer stop()
	log.waitFor(t, "is open in the Arbiter window")

	r, board := deputyRefusedBesideTheWindow(t, url, pin, round)
	if err := window.Close(); err != nil {
		t.Fatal(err)
	}
	log.waitFor(t, "is no longer open in the window")
	if p, err := testevent.Read(t, file).FindPairing(r, board); err != nil || p.Result != tournament.NoResult {
		t.Fatalf("round %d board %d once the window closed: %v (%v), want no result: the refused result was kept", r, board, p.Result, err)
	}
	said := log.String()
	if strings.Contains(said, "results wait") || !strings.Contains(said, "a deputy’s result or a player’s check-in entered at the pages is not saved while it is open there") {
		t.Errorf("serve's log does not say that a result entered beside the window is not kept:\n%s", said)
	}
}

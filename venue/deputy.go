package venue

import (
	"bytes"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"mime"
	"net"
	"net/http"
	"net/url"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/store"
)

// Writer is the store that holds the file's lock, through which a
// deputy's result is entered: the same action the window's result entry
// is, in one transaction with its audit row.
type Writer interface {
	Event() (*tournament.Event, error)
	Batch(fn func(tx *store.Tx) error) error
}

// Limits of the deputy's form.
const (
	maxForm     = 2 << 10          // bytes of a form's body
	tokenLife   = 2 * time.Hour    // how long a form may be sent after it was shown
	guesses     = 5                // wrong PINs a device may send in a guessWindow
	guessWindow = 15 * time.Minute // a quarter hour
	maxWrong    = 20               // wrong PINs from all devices after which entry is locked until the chief unlocks it
	sweepEvery  = time.Minute      // how often expired tokens and old wrong PINs are let go
	minPIN      = 4
	maxPIN      = 32
)

// deputy is result entry at the venue page: off until the chief sets a
// PIN, and only where a Writer is given.
//
// A PIN is counted as a guess before it is compared, in the same step
// that finds the sender may still guess, so that guesses sent at once
// are counted as surely as guesses sent one after another: a device
// sends at most guesses wrong PINs in a guessWindow, and all devices
// together maxWrong, after which entry stays locked until the chief
// unlocks it. A guess found right is taken back. The lock is held only to
// count and compare, never for the pause after a wrong PIN, which is the
// sender's own: no one waits behind another's guesses.
type deputy struct {
	writer   Writer
	written  func()
	locked   func()
	pinDelay time.Duration
	secret   [32]byte

	mu       sync.Mutex
	compared func() // called as each PIN is compared; the tests count them
	pin      string
	spent    map[string]time.Time   // tokens sent, by their expiry: at most the forms of a tokenLife
	wrong    map[string][]time.Time // by client address: its wrong PINs of the last guessWindow
	wrongAll int                    // wrong PINs since the PIN was set or entry unlocked
	told     bool                   // locked was called for the present lock
	swept    time.Time
}

func newDeputy(opts Options) *deputy {
	d := &deputy{writer: opts.Deputy, written: opts.Written, locked: opts.Locked, pinDelay: opts.PINDelay,
		spent: map[string]time.Time{}, wrong: map[string][]time.Time{}}
	if _, err := rand.Read(d.secret[:]); err != nil {
		panic(err) // crypto/rand does not fail on a supported system
	}
	return d
}

// errPIN refuses a PIN that is too short or too long.
var errPIN = engine.NewKeyedError("venue.err.pin-length", "min", minPIN, "max", maxPIN)

// SetPIN turns the deputies' result entry on with pin, or off with "".
// Pages already shown lose or gain their link at the next change.
func (s *Server) SetPIN(pin string) error {
	if pin != "" && (len(pin) < minPIN || len(pin) > maxPIN) {
		return errPIN
	}
	d := s.dep
	d.mu.Lock()
	d.pin = pin
	d.wrong = map[string][]time.Time{}
	d.wrongAll, d.told = 0, false
	d.mu.Unlock()
	// The pages' navigation shows the entry link only while it is on.
	s.swap.Lock()
	defer s.swap.Unlock()
	old := s.snap.Load()
	s.snap.Store(&snapshot{rev: old.rev, facts: old.facts, changed: make(chan struct{}), pages: map[string]*rendered{}})
	close(old.changed)
	return nil
}

// DeputyEntry reports whether a deputy can enter results now: a PIN is
// set and the server has the store that holds the file's lock.
func (s *Server) DeputyEntry() bool { return s.dep.enabled() }

func (d *deputy) enabled() bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.pin != "" && d.writer != nil
}

// PINsLocked reports whether so many wrong PINs were sent, from whatever
// devices, that the deputies' result entry is locked until UnlockPINs.
func (s *Server) PINsLocked() bool {
	d := s.dep
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.lockedAll()
}

// UnlockPINs lets the deputies enter results again after PINsLocked; each
// device's own limit stays as it was.
func (s *Server) UnlockPINs() {
	d := s.dep
	d.mu.Lock()
	d.wrongAll, d.told = 0, false
	d.mu.Unlock()
}

func (d *deputy) lockedAll() bool { return d.wrongAll >= maxWrong }

// --- tokens against cross-site and replayed forms ------------------------

// token is a random nonce and the time it was made, signed with the
// server's secret: a form's token cannot be made elsewhere, and each one is
// accepted once.
func (d *deputy) token(now time.Time) string {
	var b [16 + 8 + 32]byte
	rand.Read(b[:16])
	binary.BigEndian.PutUint64(b[16:24], uint64(now.Unix()))
	m := hmac.New(sha256.New, d.secret[:])
	m.Write(b[:24])
	copy(b[24:], m.Sum(nil))
	return base64.RawURLEncoding.EncodeToString(b[:])
}

// expiry is when a token made by this server stops being accepted; false
// for a token made elsewhere, too old or made in the future.
func (d *deputy) expiry(tok string, now time.Time) (time.Time, bool) {
	b, err := base64.RawURLEncoding.DecodeString(tok)
	if err != nil || len(b) != 56 {
		return time.Time{}, false
	}
	m := hmac.New(sha256.New, d.secret[:])
	m.Write(b[:24])
	if !hmac.Equal(m.Sum(nil), b[24:]) {
		return time.Time{}, false
	}
	made := time.Unix(int64(binary.BigEndian.Uint64(b[16:24])), 0)
	if now.Before(made.Add(-time.Minute)) || now.After(made.Add(tokenLife)) {
		return time.Time{}, false
	}
	return made.Add(tokenLife), true
}

// --- a PIN's guess -------------------------------------------------------

// guess is one PIN about to be compared, from addr: counted as a wrong
// one until found right.
type guess struct{ addr string }

// reserve spends the form's token and counts a guess from addr, or says
// why the PIN must not be compared: entry is locked, the device sent its
// wrong PINs of the quarter hour, or the token was spent already. Spent
// tokens are remembered until they expire, and a device's wrong PINs for
// a guessWindow, so that both are bounded by how many can be sent in that
// time, never by a count after which honest forms would be refused.
func (d *deputy) reserve(tok, addr string, now time.Time) (guess, *refusal) {
	exp, ok := d.expiry(tok, now)
	if !ok {
		return guess{}, refuse(http.StatusForbidden, "venue.err.token")
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if now.Sub(d.swept) >= sweepEvery {
		d.sweep(now)
	}
	if d.lockedAll() {
		return guess{}, refuse(http.StatusLocked, "venue.err.pins-locked")
	}
	recent := d.wrong[addr]
	for len(recent) > 0 && now.Sub(recent[0]) >= guessWindow {
		recent = recent[1:]
	}
	if len(recent) >= guesses {
		wait := recent[0].Add(guessWindow).Sub(now)
		return guess{}, refuse(http.StatusTooManyRequests, "venue.err.locked", "seconds", int(wait.Seconds())+1)
	}
	if _, used := d.spent[tok]; used {
		return guess{}, refuse(http.StatusForbidden, "venue.err.token")
	}
	d.spent[tok] = exp
	d.wrong[addr] = append(recent, now)
	d.wrongAll++
	return guess{addr}, nil
}

// sweep lets go of the tokens that expired and the wrong PINs older than
// a guessWindow.
func (d *deputy) sweep(now time.Time) {
	d.swept = now
	for t, exp := range d.spent {
		if now.After(exp) {
			delete(d.spent, t)
		}
	}
	for a, times := range d.wrong {
		if now.Sub(times[len(times)-1]) >= guessWindow {
			delete(d.wrong, a)
		}
	}
}

// check compares pin with the PIN set: a right one takes back the guess
// and the device's earlier wrong ones; a wrong one stays counted, and may
// lock entry.
func (d *deputy) check(g guess, pin string) bool {
	d.mu.Lock()
	if d.compared != nil {
		d.compared()
	}
	right := d.pin != "" && subtle.ConstantTimeCompare([]byte(pin), []byte(d.pin)) == 1
	tell := false
	if right {
		delete(d.wrong, g.addr)
		d.wrongAll = max(d.wrongAll-1, 0)
	} else if d.lockedAll() && !d.told {
		d.told, tell = true, d.locked != nil
	}
	d.mu.Unlock()
	if tell {
		d.locked()
	}
	return right
}

// --- the form ------------------------------------------------------------

type enterPage struct {
	Round   int
	Boards  []boardRow
	Results []resultChoice
	Token   string
	Error   string
	Done    string
}

type resultChoice struct{ Value, Text string }

// deputyResults are the results a deputy may enter: a game's end or a
// forfeit, never "no result" (taking a result back is the chief's).
var deputyResults = []tournament.Result{tournament.WhiteWins, tournament.Draw, tournament.BlackWins,
	tournament.WhiteForfeitWin, tournament.BlackForfeitWin, tournament.DoubleForfeit}

// formFields are the form's fields; a request with any other is refused.
var formFields = []string{"token", "round", "board", "result", "pin"}

// refusal is a deputy's request refused, with its status and message.
type refusal struct {
	status int
	err    error
}

func refuse(status int, key string, args ...any) *refusal {
	return &refusal{status, engine.NewKeyedError(key, args...)}
}

func (d *deputy) serve(w http.ResponseWriter, r *http.Request, s *Server, snap *snapshot) {
	lang, _ := readerLang(r, snap.facts.ev)
	cat := i18n.For(lang)
	w.Header().Set("Cache-Control", "no-store")
	if !knownHost(r.Host) {
		d.show(w, s, cat, http.StatusForbidden, "", cat.T("venue.err.cross-site"))
		return
	}
	if !d.enabled() {
		d.show(w, s, cat, http.StatusForbidden, "", cat.T("venue.err.off"))
		return
	}
	switch r.Method {
	case http.MethodGet, http.MethodHead:
		if s.PINsLocked() {
			d.show(w, s, cat, http.StatusLocked, "", cat.T("venue.err.pins-locked"))
			return
		}
		d.show(w, s, cat, http.StatusOK, "", "")
	case http.MethodPost:
		done, ref := d.post(w, r)
		if ref != nil {
			d.show(w, s, cat, ref.status, "", cat.Error(ref.err))
			return
		}
		if d.written != nil {
			d.written()
		}
		s.refresh()
		d.show(w, s, cat, http.StatusOK, cat.T("venue.enter.done", "round", done.round, "board", done.board, "result", done.result.Text(cat.T)), "")
	default:
		w.Header().Set("Allow", "GET, HEAD, POST")
		d.show(w, s, cat, http.StatusMethodNotAllowed, "", cat.T("venue.err.form"))
	}
}

// entered is a result the deputy saved.
type entered struct {
	round, board int
	result       tournament.Result
}

// post checks and saves one result, or says why not; nothing is written
// unless every check passed.
func (d *deputy) post(w http.ResponseWriter, r *http.Request) (entered, *refusal) {
	if crossOrigin.Check(r) != nil {
		return entered{}, refuse(http.StatusForbidden, "venue.err.cross-site")
	}
	if ct, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || ct != "application/x-www-form-urlencoded" {
		return entered{}, refuse(http.StatusUnsupportedMediaType, "venue.err.form")
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxForm)
	var body bytes.Buffer
	if _, err := body.ReadFrom(r.Body); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return entered{}, refuse(http.StatusRequestEntityTooLarge, "venue.err.form")
		}
		return entered{}, refuse(http.StatusBadRequest, "venue.err.form")
	}
	form, err := url.ParseQuery(body.String())
	if err != nil || len(r.URL.RawQuery) > 0 && r.URL.Query().Has("pin") {
		return entered{}, refuse(http.StatusBadRequest, "venue.err.form")
	}
	val := map[string]string{}
	for k, vs := range form {
		if len(vs) != 1 || !slices.Contains(formFields, k) {
			return entered{}, refuse(http.StatusBadRequest, "venue.err.form")
		}
		val[k] = vs[0]
	}
	for _, k := range formFields {
		if _, ok := val[k]; !ok {
			return entered{}, refuse(http.StatusBadRequest, "venue.err.form")
		}
	}
	g, ref := d.reserve(val["token"], clientAddr(r), time.Now())
	if ref != nil {
		return entered{}, ref
	}
	if !d.check(g, val["pin"]) {
		// The sender's own pause, so that one device's guesses come one a
		// PIN delay at most; no one else waits for it.
		time.Sleep(d.pinDelay)
		return entered{}, refuse(http.StatusForbidden, "venue.err.pin")
	}
	round, err1 := strconv.Atoi(val["round"])
	board, err2 := strconv.Atoi(val["board"])
	res, err3 := tournament.ParseResult(val["result"])
	if err1 != nil || err2 != nil || err3 != nil || !slices.Contains(deputyResults, res) || round < 1 || board < 1 {
		return entered{}, refuse(http.StatusBadRequest, "venue.err.form")
	}
	ev, err := d.writer.Event()
	if err != nil {
		return entered{}, &refusal{http.StatusInternalServerError, err}
	}
	if round != tournament.RoundInPlay(ev) {
		return entered{}, refuse(http.StatusConflict, "venue.err.round", "round", round)
	}
	// The event's rules first, as the window checks them, then the store.
	if _, err := tournament.ValidateResult(ev, round, board, res); err != nil {
		return entered{}, &refusal{http.StatusUnprocessableEntity, err}
	}
	err = d.writer.Batch(func(tx *store.Tx) error {
		p, err := tx.Pairing(round, board)
		if err != nil {
			return err
		}
		if p.Result != tournament.NoResult {
			return refuse(http.StatusConflict, "venue.err.decided", "round", round, "board", board).err
		}
		if err := tx.SetResult(round, board, res); err != nil {
			return err
		}
		tx.Note("venue", "round", round, "board", board)
		return nil
	})
	if err != nil {
		var k *engine.KeyedError
		if errors.As(err, &k) && k.Key == "venue.err.decided" {
			return entered{}, &refusal{http.StatusConflict, err}
		}
		// The file's own failures tell the chief what to do at the
		// desk; the deputy is told what became of the result and whom to tell.
		if errors.As(err, &k) {
			if kind, ok := k.Kind.(store.FileErrorKind); ok {
				key := "venue.err.deputy-not-saved"
				if kind == store.CommitUncertain {
					key = "venue.err.deputy-uncertain"
				}
				return entered{}, refuse(http.StatusServiceUnavailable, key, "round", round, "board", board)
			}
		}
		return entered{}, &refusal{http.StatusUnprocessableEntity, err}
	}
	return entered{round, board, res}, nil
}

// show renders the form with a fresh token and the boards still to be
// decided in the current round; while entry is locked, no form.
func (d *deputy) show(w http.ResponseWriter, s *Server, cat *i18n.Catalog, status int, done, msg string) {
	snap := s.snap.Load()
	f := snap.facts
	p := &page{cat: cat, Kind: "enter", Name: "enter.html", Lang: string(cat.Lang()), Event: f.ev.Settings.Name,
		Title: cat.T("venue.nav.enter"), Nav: f.nav(cat, "enter")}
	for _, l := range languages {
		p.Langs = append(p.Langs, link{Href: serverLinks{}.langHref(l, "enter.html"), Text: l.Name(), Current: l == cat.Lang()})
	}
	data := enterPage{Error: msg, Done: done}
	if d.enabled() && !s.PINsLocked() {
		// The form offers the boards as the file has them now, not as the
		// last snapshot had them: a board just decided is not offered.
		ev, err := d.writer.Event()
		if err != nil {
			ev = f.ev
		}
		p.Entry = true
		data.Round, data.Token = tournament.RoundInPlay(ev), d.token(time.Now())
		if rd, ok := roundData(ev, cat, data.Round); ok {
			for _, b := range rd.Boards {
				if !b.Decided {
					data.Boards = append(data.Boards, b)
				}
			}
		}
		for _, r := range deputyResults {
			data.Results = append(data.Results, resultChoice{r.String(), r.Text(cat.T)})
		}
	}
	p.Data = data
	var b bytes.Buffer
	if err := render(&b, p); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	w.Write(b.Bytes())
}

// crossOrigin refuses a form sent from another site: the browser's
// Sec-Fetch-Site, else its Origin, must name this server; a request with
// neither (an old browser or a script) passes, and the token decides.
var crossOrigin = http.NewCrossOriginProtection()

// knownHost accepts the names a deputy reaches the server by: an IP
// address, localhost, or this computer's name. A page of another site
// whose name was made to point at the venue's address (DNS rebinding)
// arrives with that site's name and is refused.
func knownHost(hostport string) bool {
	host := hostport
	if h, _, err := net.SplitHostPort(hostport); err == nil {
		host = h
	}
	host = strings.TrimSuffix(strings.ToLower(strings.Trim(host, "[]")), ".")
	if net.ParseIP(host) != nil || host == "localhost" {
		return true
	}
	name, err := os.Hostname()
	name = strings.ToLower(name)
	return err == nil && name != "" && (host == name || host == name+".local" || strings.HasPrefix(name, host+"."))
}

// clientAddr is the sender's address without the port; no forwarding
// header is believed, as nothing stands between the venue and the server.
func clientAddr(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

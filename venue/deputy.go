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
	maxTokens   = 10000            // spent tokens remembered, at most
	freeFails   = 3                // wrong PINs from one address before it is locked out
	lockoutBase = 30 * time.Second // the first lock-out, doubled for each further wrong PIN
	lockoutMax  = 15 * time.Minute
	minPIN      = 4
	maxPIN      = 32
)

// deputy is result entry at the venue page: off until the chief sets a
// PIN, and only where a Writer is given.
type deputy struct {
	writer   Writer
	written  func()
	pinDelay time.Duration
	secret   [32]byte

	mu    sync.Mutex
	pin   string
	spent map[string]time.Time // tokens sent once, by their expiry
	fails map[string]*failures // by client address

	check sync.Mutex // one PIN check at a time, so that a wrong one slows every guess
}

type failures struct {
	n     int
	until time.Time
}

func newDeputy(opts Options) *deputy {
	d := &deputy{writer: opts.Deputy, written: opts.Written, pinDelay: opts.PINDelay,
		spent: map[string]time.Time{}, fails: map[string]*failures{}}
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
	d.fails = map[string]*failures{}
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

// spend accepts a token once, while it is young enough.
func (d *deputy) spend(tok string, now time.Time) bool {
	b, err := base64.RawURLEncoding.DecodeString(tok)
	if err != nil || len(b) != 56 {
		return false
	}
	m := hmac.New(sha256.New, d.secret[:])
	m.Write(b[:24])
	if !hmac.Equal(m.Sum(nil), b[24:]) {
		return false
	}
	made := time.Unix(int64(binary.BigEndian.Uint64(b[16:24])), 0)
	if now.Before(made.Add(-time.Minute)) || now.After(made.Add(tokenLife)) {
		return false
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if _, used := d.spent[tok]; used {
		return false
	}
	if len(d.spent) >= maxTokens {
		for t, exp := range d.spent {
			if now.After(exp) {
				delete(d.spent, t)
			}
		}
		if len(d.spent) >= maxTokens {
			return false
		}
	}
	d.spent[tok] = made.Add(tokenLife)
	return true
}

// --- wrong PINs ------------------------------------------------------------

// lockedOut is how long the address must still wait, 0 when it may try.
func (d *deputy) lockedOut(addr string, now time.Time) time.Duration {
	d.mu.Lock()
	defer d.mu.Unlock()
	if f := d.fails[addr]; f != nil && now.Before(f.until) {
		return f.until.Sub(now)
	}
	return 0
}

// pinRight checks pin, slowly when it is wrong: every wrong PIN costs its
// sender (and every other sender, as checks take turns) the PIN delay, and
// after freeFails of them the address is locked out for a time that
// doubles with each further one.
func (d *deputy) pinRight(pin, addr string) bool {
	d.check.Lock()
	defer d.check.Unlock()
	d.mu.Lock()
	want := d.pin
	d.mu.Unlock()
	if want != "" && subtle.ConstantTimeCompare([]byte(pin), []byte(want)) == 1 {
		d.mu.Lock()
		delete(d.fails, addr)
		d.mu.Unlock()
		return true
	}
	time.Sleep(d.pinDelay)
	d.mu.Lock()
	defer d.mu.Unlock()
	f := d.fails[addr]
	if f == nil {
		if len(d.fails) >= maxTokens {
			d.fails = map[string]*failures{}
		}
		f = &failures{}
		d.fails[addr] = f
	}
	f.n++
	if f.n > freeFails {
		f.until = time.Now().Add(min(lockoutBase<<min(f.n-freeFails-1, 10), lockoutMax))
	}
	return false
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
	addr := clientAddr(r)
	now := time.Now()
	if wait := d.lockedOut(addr, now); wait > 0 {
		return entered{}, refuse(http.StatusTooManyRequests, "venue.err.locked", "seconds", int(wait.Seconds())+1)
	}
	if !d.spend(val["token"], now) {
		return entered{}, refuse(http.StatusForbidden, "venue.err.token")
	}
	if !d.pinRight(val["pin"], addr) {
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
	if round != currentRound(ev) {
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
		return entered{}, &refusal{http.StatusUnprocessableEntity, err}
	}
	return entered{round, board, res}, nil
}

// show renders the form with a fresh token and the boards still to be
// decided in the current round.
func (d *deputy) show(w http.ResponseWriter, s *Server, cat *i18n.Catalog, status int, done, msg string) {
	snap := s.snap.Load()
	f := snap.facts
	p := &page{cat: cat, Kind: "enter", Name: "enter.html", Lang: string(cat.Lang()), Event: f.ev.Settings.Name,
		Title: cat.T("venue.nav.enter"), Nav: f.nav(cat, "enter")}
	for _, l := range languages {
		p.Langs = append(p.Langs, link{Href: serverLinks{}.langHref(l, "enter.html"), Text: l.Name(), Current: l == cat.Lang()})
	}
	data := enterPage{Error: msg, Done: done}
	if d.enabled() {
		// The form offers the boards as the file has them now, not as the
		// last snapshot had them: a board just decided is not offered.
		ev, err := d.writer.Event()
		if err != nil {
			ev = f.ev
		}
		p.Entry = true
		data.Round, data.Token = currentRound(ev), d.token(time.Now())
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

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
	"math"
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
	"unicode"

	"golang.org/x/text/width"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/checkin"
	"arbiter/tournament/store"
)

// Writer is the store through which a deputy's result is entered (the
// window's, which holds the file's lock, or one that takes the lock for
// each write, as arbiter serve's): the same action the window's result
// entry is, in one transaction with its audit row. It also knows the
// deputies' PINs (store.Store.DeputyByPIN), so that a PIN made or a
// deputy removed in the window or by a command counts at his next request.
type Writer interface {
	Event() (*tournament.Event, error)
	Batch(fn func(tx *store.Tx) error) error
	Deputies() ([]tournament.Deputy, error)
	DeputyByPIN(pin string) (store.DeputySignIn, bool, error)
	DeputyMark(name string) (string, error)
	// DeputySignInUnlocks counts the chief's unlocks made by a command
	// ("arbiter deputy unlock [--address A]"), for every device and for
	// the device at address, which end that device's lock.
	DeputySignInUnlocks(address string) (all, device int64, err error)
}

// Limits of the deputy's form.
const (
	maxForm     = 2 << 10          // bytes of a form's body
	tokenLife   = 2 * time.Hour    // how long a form may be sent after it was shown
	guesses     = 5                // wrong PINs a device may send in a guessWindow
	guessWindow = 15 * time.Minute // a quarter hour
	maxWrong    = 10               // wrong PINs from one device after which it is locked out until the chief unlocks it
	maxWrongAll = 20               // wrong PINs from all devices after which each device's next wrong one locks it out
	perNetwork  = 2                // an IPv6 /64 network's limits, as many times a device's
	sweepEvery  = time.Minute      // how often expired tokens and old wrong PINs are let go
	sessionLife = 24 * time.Hour   // how long a device stays signed in at most
	maxSessions = 512              // devices signed in at once; the oldest is signed out for a new one
	minPIN      = 6                // a million PINs at the least, however the PIN is given
	maxPIN      = 32
)

// deputy is result entry at the venue pages: on while a deputy arbiter
// has a PIN (the store's named deputies, or the one unnamed PIN SetPIN
// gives for scripts) and a Writer is given.
//
// A deputy signs his device in once with his PIN, and a cookie keeps it
// signed in as him (HttpOnly, SameSite=Strict, bound to the device and to his present PIN:
// a new PIN or his removal signs him out). A PIN is counted as a guess
// before it is compared, in the same step that finds the sender may still
// guess, so that guesses sent at once are counted as surely as guesses
// sent one after another. A device (its address: store.DeviceAddresses)
// sends at most guesses wrong PINs in a guessWindow, and maxWrong in all,
// after which it is locked out until the chief unlocks it; once all
// devices together sent maxWrongAll, a device's first wrong PIN locks it
// out, so that many addresses buy a guesser one guess each. An IPv6
// device's /64 network, whose addresses one device may take as it likes
// and where a venue's phones all are, is counted besides with perNetwork
// times a device's limits, so that one phone's wrong PINs make no other
// wait and a guesser's addresses of the /64 buy him no more. A locked
// device stops no one else: every other device signs in as before, and
// the devices signed in stay signed in. A guess found right is taken
// back. The mutex is held only to count, never to compare (a PIN's hash
// takes milliseconds) nor for the pause after a wrong PIN, which is the
// sender's own: no one waits behind another's guesses.
type deputy struct {
	writer   Writer
	written  func()
	locked   func(address string, until time.Time)
	pinDelay time.Duration
	pause    func(time.Duration) // time.Sleep; the tests hold a wrong PIN's pause to see that no one waits behind it
	secret   [32]byte

	mu       sync.Mutex
	compared func()               // called as each PIN is compared; the tests count them
	waits    func()               // called as a save's form sent again waits for the first, still being saved; the tests hold the first until then
	pin      string               // the unnamed deputy's PIN, "" for none
	pinGen   int                  // grows with every SetPIN, so that the unnamed deputy's sessions end with his PIN
	spent    map[string]time.Time // tokens sent, by their expiry: at most the forms of a tokenLife
	unlocks  int64                // the writer's unlocks of every device as last read
	swept    time.Time
	sessions map[string]*session // by the cookie's value
	// book counts the wrong PINs: the server's own, or its venue's, which
	// every section shares (NewVenue).
	book *guessBook

	// base is the path the event's pages are under: "/", or a section's
	// of a venue ("/open/"), which scopes the sign-in's cookie to the
	// section, so that a deputy signed in to one section is not to another.
	base string
}

// session is a device signed in as a deputy.
type session struct {
	name    string // "" for the unnamed deputy
	mark    string // the store's DeputyMark of his PIN, or the unnamed PIN's generation
	expires time.Time
	flash   string // the outcome of the last result saved, shown once after the redirect
	tablet  bool   // handed to the entrance's check-in (checkin.go): it checks players in and enters no result
	device  string // addressOf the device that signed in: its cookie, which plain HTTP shows to the network, signs in no other

	// saved is the token of the save under way or whose outcome is still
	// to tell (flash, or refused), and saving is closed when that save
	// has ended: the same form sent again (Save tapped twice) waits for it
	// and is told it.
	saved   string
	saving  chan struct{}
	refused *refusal // why the save of saved was refused; nil where it entered the result
}

// actor is who the file's log says made a change from the device at addr.
func (se *session) actor(addr string) string {
	if se.name == "" {
		return "venue/" + addr
	}
	return "venue/" + se.name + " (" + addr + ")"
}

// wrote follows a change the session made: the window and the pages
// show it, and done is told once after the redirect.
func (d *deputy) wrote(s *Server, se *session, done string) {
	if d.written != nil {
		d.written()
	}
	s.refresh()
	d.mu.Lock()
	se.flash = done
	d.mu.Unlock()
}

// saveEnded ends the session's save of form (spendOnce), sent with the
// token tok, whose end closes ended, refused by ref (nil: entered), which
// the same form sent again is told. A refusal whose reason may pass gives
// the form's token back instead, so that the form sent again is saved
// again: the deputy who taps Save once the window let go of the file
// expects his result entered.
func (d *deputy) saveEnded(se *session, tok, form string, ended chan struct{}, ref *refusal) {
	d.mu.Lock()
	defer d.mu.Unlock()
	switch {
	case ref != nil && ref.passes:
		delete(d.spent, tok)
		if se.saved == form {
			se.saved = ""
		}
	case se.saved == form:
		se.refused = ref
	}
	close(ended)
}

// takeFlash is what the session's last change left to tell, told once:
// a HEAD request, whose page nobody reads, leaves it for the GET, as does
// a page's reading of itself in place (liveScript's Read-In-Place), which
// the tap's own change sets off while the tapped page is still leaving.
func (d *deputy) takeFlash(se *session, r *http.Request) (done string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if r.Method == http.MethodHead || r.Header.Get("Read-In-Place") != "" {
		return se.flash
	}
	done, se.flash, se.saved, se.refused = se.flash, "", "", nil
	return done
}

func newDeputy(opts Options) *deputy {
	d := &deputy{writer: opts.Deputy, written: opts.Written, locked: opts.Locked, pinDelay: opts.PINDelay, pause: time.Sleep, base: "/",
		spent: map[string]time.Time{}, sessions: map[string]*session{}}
	if _, err := rand.Read(d.secret[:]); err != nil {
		panic(err) // crypto/rand does not fail on a supported system
	}
	if d.writer != nil {
		d.unlocks, _, _ = d.writer.DeputySignInUnlocks("")
	}
	d.book = newGuessBook(d)
	return d
}

// guessBook counts the wrong PINs of the devices: one server's, or one
// for every section of a venue, so that a guesser's PINs are counted
// together whichever sections he sends them to (each section's PINs
// are its own, but a device has maxWrong wrong ones at the whole venue,
// and its devices maxWrongAll), and a device locked out at one section
// is locked out at all. Its mutex is taken after a deputy's, never
// before.
type guessBook struct {
	mu       sync.Mutex
	wrong    map[string][]time.Time // by device: its wrong PINs of the last guessWindow
	count    map[string]int         // by device: its wrong PINs since the chief's last unlock
	wrongAll int                    // wrong PINs from all devices since the chief's last unlock
	// comparing are by device its guesses counted and not yet compared:
	// past maxWrongAll its first wrong PIN locks it out, so a guess sent
	// beside one still compared is not compared (reserve).
	comparing map[string]int
	// out are the devices locked out, each with every section's writer's
	// unlocks of the device when it was, so that a command's unlock
	// through any section's file is told from it; slowed are those that
	// sent their wrong PINs of the quarter hour, kept the same way, so
	// that the unlock lifts their wait too.
	out     map[string]map[*deputy]int64
	slowed  map[string]map[*deputy]int64
	members []*deputy // the sections counted here
	swept   time.Time
}

func newGuessBook(members ...*deputy) *guessBook {
	return &guessBook{wrong: map[string][]time.Time{}, count: map[string]int{}, comparing: map[string]int{}, out: map[string]map[*deputy]int64{},
		slowed: map[string]map[*deputy]int64{}, members: members}
}

// shareGuesses makes the deputies of a venue's sections count their
// wrong PINs in one book (before any is counted).
func shareGuesses(ds []*deputy) {
	b := newGuessBook(ds...)
	for _, d := range ds {
		d.book = b
	}
}

// unlockedByCommand ends the lock of the device at addr, or its wait for
// the quarter hour, when the chief unlocked it, or every device, with a
// command through the file of any section of the venue since then; the
// files are read only for a device locked out or waiting.
func (d *deputy) unlockedByCommand(addr string) {
	b := d.book
	b.mu.Lock()
	seen, locked := b.out[addr]
	if !locked {
		seen, locked = b.slowed[addr]
	}
	b.mu.Unlock()
	if !locked {
		return
	}
	for m, was := range seen {
		all, one, err := m.writer.DeputySignInUnlocks(addr)
		if err != nil {
			continue // still locked: the chief can try again
		}
		m.mu.Lock()
		b.mu.Lock()
		switch {
		case b.sawUnlocks(m, all):
		case one != was:
			delete(b.out, addr)
			delete(b.slowed, addr)
			delete(b.count, addr)
			delete(b.wrong, addr)
		}
		b.mu.Unlock()
		m.mu.Unlock()
	}
}

// seeUnlocks reads every section's file's count of the chief's unlocks
// of every device before a PIN is counted, so that an unlock given while
// no device was locked out is spent then: read first at the next
// lockout, it lifted that one, and the device guessed five more.
func (d *deputy) seeUnlocks() {
	b := d.book
	b.mu.Lock()
	members := slices.Clone(b.members)
	b.mu.Unlock()
	for _, m := range members {
		if m.writer == nil {
			continue
		}
		all, _, err := m.writer.DeputySignInUnlocks("")
		if err != nil {
			continue // read again at the next PIN or locked device's request
		}
		m.mu.Lock()
		b.mu.Lock()
		b.sawUnlocks(m, all)
		b.mu.Unlock()
		m.mu.Unlock()
	}
}

// sawUnlocks takes all, m's file's count of the chief's unlocks of every
// device, and reports whether it is one not seen before, which unlocks
// every device. The caller holds m.mu and b.mu.
func (b *guessBook) sawUnlocks(m *deputy, all int64) bool {
	if all == m.unlocks {
		return false
	}
	m.unlocks = all
	b.unlockAll()
	return true
}

// unlockAll lets every device locked out or waiting sign in again at once
// (its quarter hour's guesses forgiven too); another device keeps its
// limit of the quarter hour. The caller holds b.mu.
func (b *guessBook) unlockAll() {
	for addr := range b.out {
		delete(b.wrong, addr)
	}
	for addr := range b.slowed {
		delete(b.wrong, addr)
	}
	clear(b.out)
	clear(b.slowed)
	clear(b.count)
	b.wrongAll = 0
}

// lock locks the device at addr out, or makes it wait the quarter hour,
// if its wrong PINs say so, and reports whether the chief is to be told
// (either: the device is told he can let it in at once) and until when
// the device only waits (zero where it is locked out); it is called after
// each wrong PIN, outside the mutexes, and reads every section's file's
// unlocks of the device so that the next command's unlock is told from it.
func (d *deputy) lock(addr string) (tell bool, until time.Time) {
	b := d.book
	b.mu.Lock()
	_, already := b.out[addr]
	_, waited := b.slowed[addr]
	due, slow := !already && b.due(addr), !already && !waited && b.slow(addr)
	members := slices.Clone(b.members)
	b.mu.Unlock()
	if !due && !slow {
		return false, time.Time{}
	}
	seen := map[*deputy]int64{}
	for _, m := range members {
		if m.writer != nil {
			_, seen[m], _ = m.writer.DeputySignInUnlocks(addr)
		}
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if _, already := b.out[addr]; already {
		return false, time.Time{}
	}
	if !b.due(addr) {
		if _, waited := b.slowed[addr]; waited || !b.slow(addr) {
			return false, time.Time{}
		}
		b.slowed[addr] = seen
		now := time.Now()
		_, wait := b.hold(addr, now)
		// A whole minute, rounded up as the device's wait is (minutes).
		until := now.Add(wait)
		if t := until.Truncate(time.Minute); !t.Equal(until) {
			until = t.Add(time.Minute)
		}
		return d.locked != nil, until
	}
	b.out[addr] = seen
	return d.locked != nil, time.Time{}
}

// limits are the wrong PINs addr, one of a device's addresses
// (store.DeviceAddresses), may send in a guessWindow and in all: an IPv6
// /64 network's (named with its prefix length) perNetwork times a
// device's.
func limits(addr string) (window, all int) {
	if strings.Contains(addr, "/") {
		return perNetwork * guesses, perNetwork * maxWrong
	}
	return guesses, maxWrong
}

// slow reports whether addr sent its wrong PINs of the quarter hour, so
// that it waits. The caller holds b.mu.
func (b *guessBook) slow(addr string) bool {
	window, _ := limits(addr)
	return len(b.wrong[addr]) >= window
}

// due reports whether the wrong PINs counted from addr lock it out: its
// own limit, or for a device the first past all devices' (a network's
// addresses are counted as devices besides). The caller holds b.mu.
func (b *guessBook) due(addr string) bool {
	n, network := b.count[addr], strings.Contains(addr, "/")
	_, all := limits(addr)
	return n >= all || (n > 0 && !network && b.wrongAll >= maxWrongAll)
}

// pinLength is how many characters of pin count towards its length:
// spaces guess as easily as one character, so six of them are no PIN.
func pinLength(pin string) int {
	n := 0
	for _, r := range pin {
		if !unicode.IsSpace(r) {
			n++
		}
	}
	return n
}

// typedPIN is pin as its characters count (pinLength): without the
// spaces a paste brings or a grouping ("1229 3771") puts in, its
// full-width digits (a phone's East Asian keyboard) as ASCII ones. A PIN
// the arbiter sent, pasted with a space after it, is his PIN, not a wrong
// guess that counts towards the device's lock-out.
func typedPIN(pin string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, width.Fold.String(pin))
}

// SetPIN gives result entry one unnamed deputy with pin, for scripts
// (arbiter serve's ARBITER_VENUE_PIN), or takes him away with "": his
// devices are signed out. The event's named deputies keep their PINs.
func (s *Server) SetPIN(pin string) error {
	if pin != "" && (pinLength(pin) < minPIN || len(pin) > maxPIN) {
		return engine.NewMessage("venue.err.pin-length", "min", minPIN, "max", maxPIN)
	}
	d := s.dep
	d.mu.Lock()
	d.pin = pin
	d.pinGen++
	d.mu.Unlock()
	// The entry page is linked to from signed-in devices only, but the
	// pages' caches go with the snapshot as for any change of entry.
	s.renderAgain(nil)
	return nil
}

// DeputyEntry reports whether a deputy can enter results now: one has a
// PIN and the server has the store that holds the file's lock. It asks
// that store, so that the window says so as soon as it gave a PIN, before
// the pages' next reading of the file.
func (s *Server) DeputyEntry() bool {
	d := s.dep
	if d.writer == nil || tournament.ForKind(s.snap.Load().facts.ev.Settings.System, false, "") != nil {
		return false // a team event's boards are entered in the window
	}
	if ds, err := d.writer.Deputies(); err == nil {
		return d.on(ds)
	}
	return d.enabled(s.snap.Load())
}

// enabled is DeputyEntry as snap has the deputies, when the store cannot
// be read.
func (d *deputy) enabled(snap *snapshot) bool {
	return d.writer != nil && d.on(snap.facts.ev.Deputies)
}

// on reports whether, of ds and the unnamed deputy, one has a PIN.
func (d *deputy) on(ds []tournament.Deputy) bool {
	d.mu.Lock()
	unnamed := d.pin != ""
	d.mu.Unlock()
	return unnamed || slices.ContainsFunc(ds, func(x tournament.Deputy) bool { return x.PIN })
}

// PINsLocked reports whether a device sent so many wrong PINs that it is
// locked out of the deputies' sign-in until UnlockPINs, or waits the
// quarter hour, which UnlockPINs ends too (the device is told so); the
// other devices sign in as before.
func (s *Server) PINsLocked() bool {
	b := s.dep.book
	b.mu.Lock()
	defer b.mu.Unlock()
	b.sweep(time.Now()) // a wait past its quarter hour has ended
	return len(b.out) > 0 || len(b.slowed) > 0
}

// UnlockPINs lets every device locked out or waiting sign in again at
// once; another device keeps its limit of guesses in a quarter hour.
func (s *Server) UnlockPINs() {
	b := s.dep.book
	b.mu.Lock()
	b.unlockAll()
	b.mu.Unlock()
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

// errToken is spend's refusal of a form spent or too old: the deputy's
// entry words it for a result, the check-in tablet for a player
// (errors.Is, not its key); a literal, so that nothing runs at start.
var errToken = &engine.Message{Key: "venue.err.token"}

// errForm is the refusal of a request that is not a form of the page:
// the entry words it for a result, the check-in tablet for a check-in
// (errors.Is); a literal, as errToken.
var errForm = &engine.Message{Key: "venue.err.form"}

// formRefused refuses with status a request that is not a form of the page.
func formRefused(status int) *refusal { return &refusal{status: status, err: errForm} }

// spend accepts a form's token once. Spent tokens are remembered until
// they expire, so that they are bounded by how many forms can be sent in
// a token's life, never by a count after which honest forms would be
// refused. The caller holds d.mu.
func (d *deputy) spend(tok string, now time.Time) *refusal {
	exp, ok := d.expiry(tok, now)
	if !ok {
		return &refusal{status: http.StatusForbidden, err: errToken}
	}
	if now.Sub(d.swept) >= sweepEvery {
		d.sweep(now)
	}
	if _, used := d.spent[tok]; used {
		return &refusal{status: http.StatusForbidden, err: errToken}
	}
	d.spent[tok] = exp
	return nil
}

// sweep lets go of the tokens and sessions that expired. The caller
// holds d.mu.
func (d *deputy) sweep(now time.Time) {
	d.swept = now
	for t, exp := range d.spent {
		if now.After(exp) {
			delete(d.spent, t)
		}
	}
	for id, se := range d.sessions {
		if now.After(se.expires) {
			delete(d.sessions, id)
		}
	}
}

// sweep lets go of the wrong PINs older than a guessWindow. The caller
// holds b.mu.
func (b *guessBook) sweep(now time.Time) {
	b.swept = now
	for a, times := range b.wrong {
		if now.Sub(times[len(times)-1]) >= guessWindow {
			delete(b.wrong, a)
			delete(b.slowed, a)
		}
	}
}

// --- a PIN's guess -------------------------------------------------------

// guess is one PIN about to be compared, from the device at addrs (its
// address first, then its network's, where counted: store.DeviceAddresses):
// counted as a wrong one under each until found right.
type guess struct{ addrs []string }

// reserve spends the form's token (none for a sign-in link, tok "") and
// counts a guess from addr, or says why the PIN must not be compared:
// entry is locked, the device sent its wrong PINs of the quarter hour, or
// the token is spent or not this server's.
func (d *deputy) reserve(tok string, addrs []string, now time.Time) (guess, *refusal) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if now.Sub(d.swept) >= sweepEvery {
		d.sweep(now)
	}
	b := d.book
	b.mu.Lock()
	defer b.mu.Unlock()
	if now.Sub(b.swept) >= sweepEvery {
		b.sweep(now)
	}
	// A device at its own limit is refused here, so that guesses sent at
	// once stop at it; the limit of all devices locks a device at its
	// next wrong PIN (lock).
	switch out, wait := b.holdAny(addrs, now); {
	case out:
		return guess{}, refuse(http.StatusLocked, "venue.err.pins-locked")
	case wait > 0:
		return guess{}, refuse(http.StatusTooManyRequests, "venue.err.locked", "minutes", minutes(wait))
	case b.wrongAll >= maxWrongAll && b.comparing[addrs[0]] > 0:
		// Sent beside a guess still compared, which locks the device
		// out if it is wrong: five sent at once were all compared.
		return guess{}, refuse(http.StatusLocked, "venue.err.pins-locked")
	}
	if tok != "" {
		if ref := d.spend(tok, now); ref != nil {
			return guess{}, ref
		}
	}
	for _, a := range addrs {
		b.wrong[a] = append(b.recent(a, now), now)
		b.count[a]++
	}
	b.wrongAll++
	b.comparing[addrs[0]]++
	return guess{addrs}, nil
}

// compared ends g's comparison, once its device was forgiven or locked.
func (b *guessBook) compared(g guess) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.comparing[g.addrs[0]]--; b.comparing[g.addrs[0]] <= 0 {
		delete(b.comparing, g.addrs[0])
	}
}

// hold is why the device at addr may send no PIN at now: it is locked
// out until the chief unlocks it, or it sent its wrong PINs of the
// quarter hour and waits wait; neither when it may. The caller holds
// b.mu.
func (b *guessBook) hold(addr string, now time.Time) (out bool, wait time.Duration) {
	window, all := limits(addr)
	if _, out := b.out[addr]; out || b.count[addr] >= all {
		return true, 0
	}
	if recent := b.recent(addr, now); len(recent) >= window {
		return false, recent[len(recent)-window].Add(guessWindow).Sub(now)
	}
	return false, 0
}

// holdAny is hold for a device's addresses: out where one is, else the
// longest wait. The caller holds b.mu.
func (b *guessBook) holdAny(addrs []string, now time.Time) (out bool, wait time.Duration) {
	for _, a := range addrs {
		o, w := b.hold(a, now)
		out, wait = out || o, max(wait, w)
	}
	return out, wait
}

// minutes is a device's wait as it is told: in whole minutes, rounded
// up, so that it is never told to come back too early.
func minutes(wait time.Duration) int { return int(math.Ceil(wait.Minutes())) }

// recent are the wrong PINs of the device at addr in the quarter hour
// before now. The caller holds b.mu.
func (b *guessBook) recent(addr string, now time.Time) []time.Time {
	recent := b.wrong[addr]
	for len(recent) > 0 && now.Sub(recent[0]) >= guessWindow {
		recent = recent[1:]
	}
	return recent
}

// check compares pin with the unnamed deputy's and the named deputies'
// PINs, outside the lock: a right one takes back the guess and the
// device's earlier wrong ones and names whose PIN it is; a wrong one
// stays counted, and may lock the device out.
func (d *deputy) check(g guess, pin string) (session, bool, error) {
	defer d.book.compared(g)
	d.mu.Lock()
	compared, unnamed, gen := d.compared, d.pin, d.pinGen
	d.mu.Unlock()
	if compared != nil {
		compared()
	}
	var who session
	pin, unnamed = typedPIN(pin), typedPIN(unnamed)
	right := unnamed != "" && subtle.ConstantTimeCompare([]byte(pin), []byte(unnamed)) == 1
	if right {
		who.mark = "unnamed/" + strconv.Itoa(gen)
	} else if pin != "" {
		found, ok, err := d.writer.DeputyByPIN(pin)
		if err != nil {
			return session{}, false, err
		}
		right, who.name, who.mark = ok, found.Name, found.Mark
	}
	if right {
		// The device's wrong PINs are forgiven, its network's other
		// devices' are not: this guess alone is taken back there.
		b := d.book
		b.mu.Lock()
		device, network := g.addrs[0], g.addrs[1:]
		delete(b.wrong, device)
		delete(b.slowed, device)
		delete(b.count, device)
		for _, a := range network {
			if w := b.wrong[a]; len(w) > 0 {
				b.wrong[a] = w[:len(w)-1]
			}
			if b.count[a]--; b.count[a] <= 0 {
				delete(b.count, a)
			}
			if !b.slow(a) {
				delete(b.slowed, a)
			}
		}
		b.wrongAll = max(b.wrongAll-1, 0)
		b.mu.Unlock()
	} else {
		for _, a := range g.addrs {
			if tell, until := d.lock(a); tell {
				d.locked(a, until)
			}
		}
	}
	return who, right, nil
}

// --- sessions ------------------------------------------------------------

// sessionCookie keeps a deputy's device signed in.
const sessionCookie = "deputy"

// signIn opens a session for who and sets its cookie: HttpOnly, so that
// no script reads it, SameSite=Strict, so that no other site's page or
// link sends it, and with no expiry, so that it ends with the browser.
func (d *deputy) signIn(w http.ResponseWriter, who session, now time.Time) {
	var b [32]byte
	rand.Read(b[:])
	id := base64.RawURLEncoding.EncodeToString(b[:])
	who.expires = now.Add(sessionLife)
	d.mu.Lock()
	if len(d.sessions) >= maxSessions {
		d.sweep(now)
	}
	for len(d.sessions) >= maxSessions {
		oldest := ""
		for k, se := range d.sessions {
			if oldest == "" || se.expires.Before(d.sessions[oldest].expires) {
				oldest = k
			}
		}
		delete(d.sessions, oldest)
	}
	d.sessions[id] = &who
	d.mu.Unlock()
	http.SetCookie(w, &http.Cookie{Name: sessionCookie, Value: id, Path: d.base, HttpOnly: true, SameSite: http.SameSiteStrictMode})
}

// signedIn is the session r's cookie names, if it is open and r comes
// from the device that signed in; it does not ask the store whether the
// deputy's PIN still holds (current does).
func (d *deputy) signedIn(r *http.Request, now time.Time) (string, *session) {
	c, err := r.Cookie(sessionCookie)
	if err != nil {
		return "", nil
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	se := d.sessions[c.Value]
	if se == nil || now.After(se.expires) || se.device != addressOf(r) {
		return "", nil
	}
	return c.Value, se
}

// current is r's session while its deputy's PIN still holds: he was not
// removed, was given no new PIN, and the unnamed PIN was not changed. A
// session whose PIN no longer holds is closed.
func (d *deputy) current(r *http.Request, now time.Time) (*session, error) {
	id, se := d.signedIn(r, now)
	if se == nil {
		return nil, nil
	}
	d.mu.Lock()
	name, mark, gen := se.name, se.mark, d.pinGen
	d.mu.Unlock()
	holds := mark == "unnamed/"+strconv.Itoa(gen)
	if name != "" {
		m, err := d.writer.DeputyMark(name)
		if err != nil {
			return nil, err
		}
		holds = m != "" && m == mark
	}
	if !holds {
		d.signOut(id)
		return nil, nil
	}
	return se, nil
}

// redirect sends the device to the page to of the event's pages, after a
// form (303).
func (d *deputy) redirect(w http.ResponseWriter, r *http.Request, to string) {
	http.Redirect(w, r, d.base+to, http.StatusSeeOther)
}

func (d *deputy) signOut(id string) {
	d.mu.Lock()
	delete(d.sessions, id)
	d.mu.Unlock()
}

// signOutDevice closes r's session, if one is open, and has the browser
// drop its cookie.
func (d *deputy) signOutDevice(w http.ResponseWriter, r *http.Request, now time.Time) {
	if id, _ := d.signedIn(r, now); id != "" {
		d.signOut(id)
	}
	d.forget(w)
}

// forget has the browser drop its session cookie: a device signed out by
// the deputy is not told that its sign-in ended.
func (d *deputy) forget(w http.ResponseWriter) {
	http.SetCookie(w, &http.Cookie{Name: sessionCookie, Path: d.base, MaxAge: -1, HttpOnly: true, SameSite: http.SameSiteStrictMode})
}

// --- the form ------------------------------------------------------------

// enterPage is the result entry page at one of its steps.
type enterPage struct {
	Step   string      // "signin", "choose", "confirm", or "" for a message alone
	Deputy string      // the signed-in deputy's name; "" for the unnamed one
	Round  int         // the round of the board to confirm; choosing, the last paired
	Open   []openRound // the rounds with boards still open, to choose from
	// Unpaired is true while no round is paired: no board is open
	// because none was made, not because every game has its result.
	Unpaired bool
	Results  []resultChoice
	Token    string
	Error    string
	Done     string
	Board    boardRow     // the board to confirm
	Result   resultChoice // the result to confirm
}

// resultChoice is a result as the entry offers and confirms it; Forfeit
// a result decided without play, whose signs the page explains
// (print.legend.forfeit).
type resultChoice struct {
	Value, Text string
	Forfeit     bool
}

// openRound is a round's boards still open, each round a form of its own.
type openRound struct {
	Round  int
	Boards []boardRow
}

// deputyResults are the results a deputy may enter: a game's end or a
// forfeit, never "no result" (taking a result back is the chief's).
var deputyResults = []tournament.Result{tournament.WhiteWins, tournament.Draw, tournament.BlackWins,
	tournament.WhiteForfeitWin, tournament.BlackForfeitWin, tournament.DoubleForfeit}

// formFields are each step's fields; a request with any other is refused.
var formFields = sync.OnceValue(func() map[string][]string {
	return map[string][]string{
		"signin":  {"step", "token", "pin"},
		"check":   {"step", "token", "round", "board", "result"},
		"save":    {"step", "token", "round", "board", "result", "white", "black"},
		"signout": {"step", "token"},
		"checkin": {"step", "token", "player", "q"},
		"tablet":  {"step", "token"},
	}
})

// refusal is a deputy's request refused, with its status and message. It
// is an error, so that a refusal decided inside the store's action comes
// out of it as itself.
type refusal struct {
	status int
	err    error
	passes bool // its reason may pass (another program holds the file): the same form may be saved again
}

func (r *refusal) Error() string { return r.err.Error() }

func refuse(status int, key string, args ...any) *refusal {
	return &refusal{status: status, err: engine.NewMessage(key, args...)}
}

// enterHref is the entry page, where a deputy signs in and enters results.
const enterHref = "enter.html"

// EntryURL is the address of the deputies' entry page on the server whose
// address is base (one of URLs).
func EntryURL(base string) string { return strings.TrimSuffix(base, "/") + "/" + enterHref }

func (d *deputy) serve(w http.ResponseWriter, r *http.Request, s *Server, snap *snapshot) {
	cat := i18n.For(pageLanguage(w, r, snap.facts.ev))
	w.Header().Set("Cache-Control", "no-store")
	msg := func(status int, text string) { d.show(w, r, s, cat, status, enterPage{Error: text}) }
	now := time.Now()
	for _, a := range devicesOf(r) {
		d.unlockedByCommand(a)
	}
	switch r.Method {
	case http.MethodGet, http.MethodHead:
		if pin := r.URL.Query().Get("pin"); pin != "" {
			d.link(w, r, s, cat, pin, now)
			return
		}
		se, err := d.current(r, now)
		out, wait := d.held(devicesOf(r), now)
		switch {
		case err != nil:
			ref := readRefused(err)
			msg(ref.status, cat.Sentence(ref.err))
		case se != nil:
			d.choose(w, r, s, cat, se, http.StatusOK, enterPage{Done: d.takeFlash(se, r)})
		case out:
			msg(http.StatusLocked, cat.T("venue.err.pins-locked"))
		default:
			// A device waiting out its quarter hour is told how long
			// before it types a PIN that would be refused.
			page := enterPage{Step: "signin", Token: d.token(now)}
			if wait > 0 {
				page.Error = cat.T("venue.err.locked", "minutes", minutes(wait))
			} else if _, err := r.Cookie(sessionCookie); err == nil {
				// A device that was signed in, and is no longer, is told
				// why, not asked for its PIN as if it never had been:
				// the sessions end with the server that opened them. Told
				// once: the cookie goes with the telling.
				page.Error = cat.T("venue.err.sign-in-ended")
				d.forget(w)
			}
			d.show(w, r, s, cat, http.StatusOK, page)
		}
	case http.MethodPost:
		d.post(w, r, s, cat, now)
	}
}

// link signs a device in by the address of a deputy's QR code, which
// carries his PIN: a guess like a typed one, taken only from a link the
// deputy opened himself (a camera's, or typed), never from another site's
// page, and answered with a redirect to the page without the PIN.
func (d *deputy) link(w http.ResponseWriter, r *http.Request, s *Server, cat *i18n.Catalog, pin string, now time.Time) {
	if site := r.Header.Get("Sec-Fetch-Site"); site != "" && site != "none" && site != "same-origin" {
		d.show(w, r, s, cat, http.StatusForbidden, enterPage{Error: cat.T("venue.err.cross-site")})
		return
	}
	if ref := d.guess(w, r, "", pin, now); ref != nil {
		d.show(w, r, s, cat, ref.status, enterPage{Step: "signin", Token: d.token(now), Error: cat.Sentence(ref.err)})
		return
	}
	d.redirect(w, r, enterHref)
}

// guess counts and compares one PIN from r's device, and signs the device
// in when it is right.
func (d *deputy) guess(w http.ResponseWriter, r *http.Request, tok, pin string, now time.Time) *refusal {
	d.seeUnlocks()
	g, ref := d.reserve(tok, devicesOf(r), now)
	if ref != nil {
		return ref
	}
	who, right, err := d.check(g, pin)
	if err != nil {
		return readRefused(err)
	}
	if !right {
		// The sender's own pause, so that one device's guesses come one a
		// PIN delay at most; no one else waits for it.
		d.pause(d.pinDelay)
		// The PIN that locks the device out, or makes it wait, says so:
		// the device is told why the next ones are refused, and for how
		// long or until whom.
		switch out, wait := d.held(g.addrs, now); {
		case out:
			return refuse(http.StatusForbidden, "venue.err.pin-locked")
		case wait > 0:
			return refuse(http.StatusForbidden, "venue.err.pin-wait", "minutes", minutes(wait))
		}
		return refuse(http.StatusForbidden, "venue.err.pin")
	}
	who.device = addressOf(r)
	d.signIn(w, who, now)
	return nil
}

// post takes one step of the entry: sign in, check a result (answered
// with the board's names and the result to confirm), save it (answered
// with a redirect, 303, to the entry page, which tells the outcome), or
// sign out. Nothing is written unless every check passed.
func (d *deputy) post(w http.ResponseWriter, r *http.Request, s *Server, cat *i18n.Catalog, now time.Time) {
	val, ref := d.form(w, r)
	if ref == nil && (val["step"] == "checkin" || val["step"] == "tablet") { // the check-in page's (checkin.go)
		ref = formRefused(http.StatusBadRequest)
	}
	if ref != nil {
		d.show(w, r, s, cat, ref.status, enterPage{Error: cat.Sentence(ref.err)})
		return
	}
	if val["step"] == "signin" {
		if ref := d.guess(w, r, val["token"], val["pin"], now); ref != nil {
			d.show(w, r, s, cat, ref.status, enterPage{Step: "signin", Token: d.token(now), Error: cat.Sentence(ref.err)})
			return
		}
		d.redirect(w, r, enterHref)
		return
	}
	se, err := d.current(r, now)
	switch {
	case err != nil:
		ref := readRefused(err)
		d.show(w, r, s, cat, ref.status, enterPage{Error: cat.Sentence(ref.err)})
		return
	case se == nil:
		d.show(w, r, s, cat, http.StatusForbidden, enterPage{Step: "signin", Token: d.token(now), Error: cat.T("venue.err.signed-out")})
		return
	}
	tok := val["token"]
	form := ""
	if val["step"] == "save" {
		form = tok
	}
	ref, told, mine, gone := d.spendOnce(r, se, tok, form, now)
	if gone {
		return
	}
	if told {
		d.redirect(w, r, enterHref)
		return
	}
	if ref != nil {
		d.choose(w, r, s, cat, se, ref.status, enterPage{Error: cat.Sentence(ref.err)})
		return
	}
	switch val["step"] {
	case "signout":
		d.signOutDevice(w, r, now)
		d.redirect(w, r, enterHref)
	case "check":
		c, ref := d.choice(cat, val)
		if ref != nil {
			d.choose(w, r, s, cat, se, ref.status, enterPage{Error: cat.Sentence(ref.err)})
			return
		}
		d.show(w, r, s, cat, http.StatusOK, enterPage{Step: "confirm", Deputy: se.name, Round: c.round, Board: c.row,
			Result: resultChoice{c.result.String(), c.result.Text(cat.T), c.result.Forfeit()}, Token: d.token(now)})
	case "save":
		done, ref := d.save(cat, val, se, clientAddr(r))
		if ref != nil {
			d.saveEnded(se, tok, form, mine, ref)
			d.choose(w, r, s, cat, se, ref.status, enterPage{Error: cat.Sentence(ref.err)})
			return
		}
		d.wrote(s, se, done)
		d.saveEnded(se, tok, form, mine, nil)
		d.redirect(w, r, enterHref)
	}
}

// spendOnce spends a form's token tok. A form that saves (form, the
// identity of what it saves: "" for any other) sent again, as a button
// tapped twice sends it, is not refused as spent: the device shows the
// second's answer alone, which is the first's outcome, waited for while
// it is saved (told, or the first's refusal). mine is closed by saveEnded
// as this form's save ends; gone: the sender left while it waited.
func (d *deputy) spendOnce(r *http.Request, se *session, tok, form string, now time.Time) (ref *refusal, told bool, mine chan struct{}, gone bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	ref = d.spend(tok, now)
	for form != "" && ref != nil && tok != "" && se.saved == form {
		first, waits := se.saving, d.waits
		select {
		case <-first: // it was saved, or refused for a reason that holds
			if se.refused != nil {
				return se.refused, false, nil, false
			}
			return nil, true, nil, false
		default:
		}
		d.mu.Unlock()
		if waits != nil {
			waits()
		}
		select {
		case <-first:
		case <-r.Context().Done():
			d.mu.Lock()
			return nil, false, nil, true
		}
		d.mu.Lock()
		// Refused for a reason that may pass, the first gave the form's
		// token back (saveEnded): this one saves the form again.
		ref = d.spend(tok, now)
	}
	if form != "" && ref == nil {
		mine = make(chan struct{})
		se.saved, se.saving, se.refused = form, mine, nil
	}
	return ref, false, mine, false
}

// form reads a form's fields: a form of this site only, of one step's
// fields, each once, and a PIN never in the address.
func (d *deputy) form(w http.ResponseWriter, r *http.Request) (map[string]string, *refusal) {
	if crossOrigin.Check(r) != nil {
		return nil, refuse(http.StatusForbidden, "venue.err.cross-site")
	}
	if ct, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || ct != "application/x-www-form-urlencoded" {
		return nil, formRefused(http.StatusUnsupportedMediaType)
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxForm)
	var body bytes.Buffer
	if _, err := body.ReadFrom(r.Body); err != nil {
		if _, ok := errors.AsType[*http.MaxBytesError](err); ok {
			return nil, formRefused(http.StatusRequestEntityTooLarge)
		}
		return nil, formRefused(http.StatusBadRequest)
	}
	form, err := url.ParseQuery(body.String())
	if err != nil || r.URL.RawQuery != "" {
		return nil, formRefused(http.StatusBadRequest)
	}
	fields, ok := formFields()[form.Get("step")]
	if !ok || len(form) != len(fields) {
		return nil, formRefused(http.StatusBadRequest)
	}
	val := map[string]string{}
	for k, vs := range form {
		if len(vs) != 1 || !slices.Contains(fields, k) {
			return nil, formRefused(http.StatusBadRequest)
		}
		val[k] = vs[0]
	}
	return val, nil
}

// chosen is a result a deputy chose for a board still open, with the
// board's row as the pages show it, for him to confirm.
type chosen struct {
	round, board int
	result       tournament.Result
	row          boardRow
}

// choice checks the round, board and result of a form against the file
// as it is now: the round in play or one paired after it, a board without
// a result, a result a deputy may enter that the event's rules allow.
func (d *deputy) choice(cat *i18n.Catalog, val map[string]string) (chosen, *refusal) {
	round, err1 := strconv.Atoi(val["round"])
	board, err2 := strconv.Atoi(val["board"])
	res, err3 := tournament.ParseResult(val["result"])
	if err1 != nil || err2 != nil || err3 != nil || !slices.Contains(deputyResults, res) || round < 1 || board < 1 {
		return chosen{}, formRefused(http.StatusBadRequest)
	}
	ev, err := d.writer.Event()
	if err != nil {
		return chosen{}, readRefused(err)
	}
	if round < ev.RoundInPlay() {
		return chosen{}, refuse(http.StatusConflict, "venue.err.round", "round", round)
	}
	// The store judges the result when it is saved (tx.SetResult); its
	// rule is asked here first only so that a deputy is never asked to
	// confirm a result the store would refuse.
	if _, err := ev.ValidateResult(round, board, res); err != nil {
		return chosen{}, &refusal{status: http.StatusUnprocessableEntity, err: err}
	}
	rd, _ := roundData(ev, cat, round)
	for _, b := range rd.Boards {
		if b.Board != board {
			continue
		}
		if b.Decided {
			return chosen{}, refuse(http.StatusConflict, "venue.err.decided", "round", round, "board", board, "result", b.Result)
		}
		return chosen{round, board, res, b}, nil
	}
	// ValidateResult found the game, so the page's round lacks it only
	// where the two disagree: refused as the event refuses a board.
	i := slices.IndexFunc(ev.Rounds, func(r tournament.Round) bool { return r.Number == round })
	return chosen{}, &refusal{status: http.StatusUnprocessableEntity, err: ev.Rounds[i].NoBoard(board)}
}

// save enters a confirmed result as the deputy se from the device addr,
// whom the audit names, and returns the message that tells it. When the
// store cannot say whether the result was kept (the disk failed as it
// was made final), neither can the file read now: the connection has
// rolled the change back, while the log on the disk may hold it whole and
// show it when the file is next opened. The deputy is told just that.
func (d *deputy) save(cat *i18n.Catalog, val map[string]string, se *session, addr string) (string, *refusal) {
	c, ref := d.choice(cat, val)
	if ref != nil {
		return "", ref
	}
	// The players he confirmed, in their colours: a round paired again or
	// colours swapped since would give his result to another game.
	white, err1 := strconv.ParseInt(val["white"], 10, 64)
	black, err2 := strconv.ParseInt(val["black"], 10, 64)
	if err1 != nil || err2 != nil {
		return "", formRefused(http.StatusBadRequest)
	}
	err := d.writer.Batch(func(tx *store.Tx) error {
		p, err := tx.Pairing(c.round, c.board)
		if err != nil {
			return err
		}
		if p.Result.Finished() {
			return refuse(http.StatusConflict, "venue.err.decided", "round", c.round, "board", c.board, "result", p.Result.Text(cat.T))
		}
		if p.White != white || p.Black != black {
			return refuse(http.StatusConflict, "venue.err.board-changed", "round", c.round, "board", c.board)
		}
		// Who entered it is noted before the result, which the
		// history names the entry by (its last step, AuditEntry.Told):
		// named by the note, the window's Undo said "Round 6, board 2:
		// entered at the venue page by …" and cut the result off.
		tx.ActAs(se.actor(addr))
		if se.name == "" {
			tx.Note("venue-from", "round", c.round, "board", c.board, "device", addr)
		} else {
			tx.Note("venue-by", "round", c.round, "board", c.board, "deputy", se.name, "device", addr)
		}
		return tx.SetResult(c.round, c.board, c.result)
	})
	var refused *refusal
	switch {
	case err == nil:
		return cat.T("venue.enter.done", "round", c.round, "board", c.board, "result", c.result.Text(cat.T)), nil
	case errors.As(err, &refused):
		return "", refused
	}
	return "", resultWords.refused(err, "round", c.round, "board", c.board)
}

// readRefused is the refusal of a read of the file that failed (the
// session's deputy, the event): another program writing it past the
// store's wait is a moment's wait (503, the page loaded again), any other
// failure of the file one for the chief arbiter. The store's own words
// are the window's, naming the file's path on the server, which is no
// business of a phone; an error that is not the file's (the event's rules)
// is told as it is.
func readRefused(err error) *refusal {
	var keyed *engine.Message
	if errors.As(err, &keyed) {
		if keyed.Kind == store.Busy {
			return refuse(http.StatusServiceUnavailable, "venue.err.read-busy")
		}
		if _, ok := keyed.Kind.(store.FileErrorKind); ok {
			return refuse(http.StatusInternalServerError, "venue.err.read-failed")
		}
	}
	return &refusal{status: http.StatusInternalServerError, err: err}
}

// writeWords are the keys of what a device at the venue is told of a
// change the file did not take for a reason of its own: the file open in
// the Arbiter window, another program writing it, the file not written,
// or the disk failing as the change was made final. The file's own
// failures tell the chief what to do at the desk; the deputy, or the
// player at the check-in, is told that nothing was saved and whom to tell.
// form is what a request that is not a form of the page is told (errForm);
// off, the page asked for while no deputy has a PIN (caller.admits), ""
// where the entry's own words say it.
type writeWords struct{ inWindow, busy, notSaved, uncertain, form, off string }

var (
	resultWords  = writeWords{"venue.err.deputy-in-window", "venue.err.deputy-busy", "venue.err.deputy-not-saved", "venue.err.deputy-uncertain", "venue.err.form", ""}
	checkInWords = writeWords{"checkin.venue.err.in-window", "checkin.venue.err.busy", "checkin.venue.err.not-saved", "checkin.venue.err.uncertain", "checkin.venue.err.form", "checkin.venue.err.off"}
)

// of is err in these words where they have their own: a request that is
// not a form of the page, or one made while the deputies' pages are off
// (the player at the door is told of the check-in, not of result entry).
func (ws writeWords) of(err error) error {
	if errors.Is(err, errForm) {
		return engine.NewMessage(ws.form)
	}
	if ws.off != "" && (errors.Is(err, errEntryOff) || errors.Is(err, errEntryOffReadOnly)) {
		return engine.NewMessage(ws.off)
	}
	return err
}

// refused is the refusal of a writer's err: the file's own reason in
// these words (args fill them), else the event's rules' refusal as it is,
// nothing changed.
func (ws writeWords) refused(err error, args ...any) *refusal {
	var keyed *engine.Message
	if !errors.As(err, &keyed) || keyed.Kind == store.CommitUncertain {
		return refuse(http.StatusServiceUnavailable, ws.uncertain, args...)
	}
	if keyed.Kind == store.Locked {
		// Another program holds the file: the device is told which, and
		// that the same may be sent again.
		key := ws.busy
		if store.HeldByWindow(keyed) {
			key = ws.inWindow
		}
		ref := refuse(http.StatusServiceUnavailable, key, args...)
		ref.passes = true
		return ref
	}
	if _, ok := keyed.Kind.(store.FileErrorKind); ok {
		return refuse(http.StatusServiceUnavailable, ws.notSaved, args...)
	}
	return &refusal{status: http.StatusUnprocessableEntity, err: err}
}

// choose shows the signed-in deputy the boards still open in the round
// in play and in each round paired after it, as the file has them now (a
// board just decided is not offered), and the results, none of them
// chosen. A round is paired while a game of the round before is
// adjourned (the 1953 code's §22 note 4): the round in play is then the
// adjourned game's, and the round being played is the next.
func (d *deputy) choose(w http.ResponseWriter, r *http.Request, s *Server, cat *i18n.Catalog, se *session, status int, data enterPage) {
	data.Step, data.Deputy, data.Token = "choose", se.name, d.token(time.Now())
	ev, err := d.writer.Event()
	if err != nil {
		ev = s.snap.Load().facts.ev
	}
	data.Unpaired, data.Round = ev.PairedRounds() == 0, ev.PairedRounds()
	for n := max(ev.RoundInPlay(), 1); n <= ev.PairedRounds(); n++ {
		rd, _ := roundData(ev, cat, n)
		open := openRound{Round: n}
		for _, b := range rd.Boards {
			if !b.Decided {
				open.Boards = append(open.Boards, b)
			}
		}
		if len(open.Boards) > 0 {
			data.Open = append(data.Open, open)
		}
	}
	for _, r := range deputyResults {
		data.Results = append(data.Results, resultChoice{r.String(), r.Text(cat.T), r.Forfeit()})
	}
	// Beside the window that holds the file every result is refused at
	// Save: the deputy is told before he chooses a board.
	if data.Error == "" && d.besideTheWindow() {
		data.Error = cat.T("venue.enter.in-window")
	}
	d.show(w, r, s, cat, status, data)
}

// besideTheWindow reports whether the Arbiter window holds the file the
// deputies write now: every result and check-in sent from the venue is
// then refused until it lets go, which the entry page and the check-in
// page say as they are opened. The window's own store, which holds the
// file as it publishes the pages, writes at once: it is never beside.
func (d *deputy) besideTheWindow() bool {
	f, ok := d.writer.(interface {
		Path() string
		Shared() bool
	})
	return ok && f.Shared() && inWindow(f.Path())
}

// show renders the entry page at data's step.
func (d *deputy) show(w http.ResponseWriter, r *http.Request, s *Server, cat *i18n.Catalog, status int, data enterPage) {
	writeDeskPage(w, r, s, cat, status, "enter", enterHref, "venue.nav.enter", data.Step != "" && data.Step != "signin", data, nil)
}

// writeDeskPage renders a page of a signed-in device (the entry form, the
// entrance's check-in) from one snapshot, as every page made for one
// request is written (writeFresh): a shared phone's browser keeps no
// signed-in page. entry says whether the page shows the signed-in
// device's menu; live, if not nil, makes the page one that follows changes.
func writeDeskPage(w http.ResponseWriter, r *http.Request, s *Server, cat *i18n.Catalog, status int, kind, href, titleKey string, entry bool, data any, live func(*page)) {
	snap := s.snap.Load()
	f := snap.facts
	p := &page{cat: cat, Kind: kind, Name: href, Lang: string(cat.Lang()), Event: f.ev.Settings.Name, Stamp: stamp(snap.at),
		Title: cat.T(titleKey), Nav: f.nav(cat, kind, s.links), Entry: entry, Data: data}
	if _, err := checkin.OpenNow(f.ev); entry && err == nil {
		p.CheckIn = true
	}
	p.Langs = langLinks(s.links, cat.Lang(), href)
	if live != nil {
		live(p)
	}
	if status == http.StatusServiceUnavailable {
		// The file was busy: a moment's wait, and the same again.
		w.Header().Set("Retry-After", "5")
	}
	writeFresh(w, r, p, status)
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

// addressOf is the one address r came from, which a deputy's session is
// bound to: an IPv6 phone's own address, not its /64, since every phone
// on a venue's IPv6 network is in the one /64 and a cookie copied off the
// plain HTTP would sign any of them in. A phone whose temporary address
// changes signs in again.
func addressOf(r *http.Request) string { return devicesOf(r)[0] }

// devicesOf is what r's guesses are counted under: its device's address,
// then, for an IPv6 device, its /64 network (store.DeviceAddresses); what
// is no IP address as it is.
func devicesOf(r *http.Request) []string {
	if addrs := store.DeviceAddresses(clientAddr(r)); len(addrs) > 0 {
		return addrs
	}
	return []string{clientAddr(r)}
}

// held is holdAny for the device at addrs, under the book's lock.
func (d *deputy) held(addrs []string, now time.Time) (out bool, wait time.Duration) {
	b := d.book
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.holdAny(addrs, now)
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
